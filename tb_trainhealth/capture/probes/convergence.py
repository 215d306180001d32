"""Convergence evidence: what the model, its loss and its data are, and
how the run learns.

- Before step 1 (on_train_begin): the head (the last layer with units, its
  activation, its units), the compiled loss and its `from_logits`, the
  optimizer and its learning rate, and whether the model scales its own
  inputs (a Rescaling/Normalization layer before the first Dense/Conv).
- A look at the labels and the inputs (`in_step_begin`, traced into the
  full version of the step only, every `sample_every` steps, for the first
  `label_samples` of them): label min/max, the share of non-integer
  labels, the one-hot-ness of rows, the class counts; the inputs' per
  feature mean and spread; the share of labels equal to the input at the
  same position (`_copy_share`: a language model's labels never shifted).
  A handful of reductions over one batch. Written
  as one `head_check` event at step 1 and again, over every sample, at the
  end of the fit.
- Saturation (full steps only): each hidden sigmoid/tanh layer's share of
  pre-activations beyond +-5 (DeepDiagnosis's flat region), taken where
  the layer applies its activation (the `activation` attribute of a Dense,
  Conv or Activation layer, wrapped on the instance, restored at detach).
- The effective learning rate: ||w_after - w_before|| / ||w_before|| per
  layer, of the updates of steps 2, 21, 81, 321, ... (a few per run, more
  early on): taken in those steps by the gradients probe's hook
  (gradient_layout.SAMPLED_UPDATE_STEPS), which reads the weights in-graph for
  its own ratio already. Where no such hook is in the step (the gradients
  area off, its update ratio off, a model built by its first step), the
  weights are read on the host around the step instead: eager ops over
  every variable, ~15 ms on the bench transformer, and the two steps
  processed at once.
- Each epoch's metrics (its logs at `on_epoch_end`: the epoch's means,
  val_* included; else its last batch's logs), as one `epoch_logs` event
  per epoch.
- The run's fits (in `head_check`, as "fits"): each one's first step and
  whether it starts a new task (other data or another loss than the fit
  before: capture/engine/fit_data.py), where the loss rules begin afresh.

Nothing here runs in the regular step; every hook that is traced into the
user's step catches its own failures and hands the user's tensors on.
"""

import functools
import math

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.engine import fit_data, step_variants
from tb_trainhealth.capture.readers.optimizer_info import optimizer_of
from tb_trainhealth.capture.readers.overview import Overview
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.probes.gradient_layout import (SAMPLED_UPDATE_STEPS, UPDATE_SQUARES, LayerLayout,
                                                           sampled_update_squares)
from tb_trainhealth.capture.safety import passes_through, warn_once

EVENT, STAT, SERIES = AREA.events, AREA.matrices, AREA.series
_DEFAULTS = AREA.option_defaults()

SATURATION_BOUND = 5.0  # DeepDiagnosis: |pre-activation| > 5 is the flat region
# The flat region is read on the activation's output, never on its input:
# a second reader of the pre-activation stops TensorFlow fusing the layer's
# MatMul, BiasAdd and activation into one kernel, whose rounding differs by
# an ulp, and training under capture would no longer be bit-identical to
# training without it. The bounds are |z| > 5 carried through the function
# (monotonic): |tanh(z)| >= tanh(5), |2 sigmoid(z) - 1| = tanh(z / 2) >=
# tanh(2.5); hard_sigmoid is flat wherever its output is 0 or 1 (|z| >= 3).
# In float16, tanh(5) rounds to 1: there the bound is where tanh reads 1.
_FLAT_ON_OUTPUT = {
    "tanh": (tf.abs, math.tanh(SATURATION_BOUND)),
    "sigmoid": (lambda out: tf.abs(2.0 * out - 1.0), math.tanh(SATURATION_BOUND / 2)),
    "hard_sigmoid": (lambda out: tf.abs(2.0 * out - 1.0), 1.0),
}
SATURATING = tuple(_FLAT_ON_OUTPUT)
MAX_CLASSES = 1024  # class counts kept for heads up to this many units
MAX_BATCH_CLASSES = 8  # classes named per sampled batch: past a few, the batch is mixed anyway
X_SAMPLES = 64  # samples of a batch whose inputs are looked at

# Names of the in-step tensors (prefixed with the area's name).
_X, _Y, _CLASSES, _SATURATION, _RATE, _COPY = (f"{AREA.name}_{n}" for n in
                                               ("x", "y", "classes", "saturated", "rate", "copy"))
# Columns of the x and y vectors.
# sigmoid_flat / tanh_flat: the share of values a sigmoid / tanh output
# reaches only from its flat region (`_FLAT_ON_OUTPUT`): images whose
# pixels are mostly exactly 0 make an output that reproduces them saturate.
X_FIELDS = ("batch", "features", "abs_mean_max", "std_max", "std_mean", "min", "max", "sigmoid_flat", "tanh_flat")
Y_FIELDS = ("count", "min", "max", "non_integer", "in_unit_interval", "row_sum_dev_max", "binary", "mean",
            "sigmoid_flat", "tanh_flat", "columns")

_SCALING_LAYERS = ("Rescaling", "Normalization", "BatchNormalization", "LayerNormalization",
                   "GroupNormalization", "UnitNormalization", "Discretization", "CategoryEncoding",
                   "StringLookup", "IntegerLookup", "TextVectorization", "Hashing")
_TOKEN_LAYERS = ("Embedding", "StringLookup", "IntegerLookup", "TextVectorization", "Hashing", "CategoryEncoding")
_MAX_DROPOUTS = 20  # the head_check stays small whatever the model
_MAX_INITIALIZERS = 64  # (each entry is a few numbers; a deep model's first 64 weighted layers)
_PASS_LAYERS = ("InputLayer", "Dropout", "Flatten", "Reshape", "Activation", "Softmax", "ReLU", "LeakyReLU",
                "ELU", "PReLU", "SpatialDropout1D", "SpatialDropout2D", "GaussianNoise", "GaussianDropout",
                "Identity", "Permute")


class ConvergenceProbe(Probe):
    @classmethod
    def from_options(cls, options):
        return cls(sample_every=options["sample_every"], label_samples=options["label_samples"])

    def __init__(self, sample_every=_DEFAULTS["sample_every"], label_samples=_DEFAULTS["label_samples"]):
        self._every = max(1, int(sample_every))
        self._samples_wanted = max(1, int(label_samples))
        self._config = None
        self._x = self._y = self._classes = None
        self._copy = None  # the least share of labels equal to their inputs over the samples
        self._batch_classes = []  # per sampled batch: its rows and the classes in it (the data's order)
        self._samples = 0
        self._written_at = None
        self._saturating = []  # [(layer, original activation)]
        # The saturation shares of the step being traced, per graph and
        # thread (each replica of a tf.distribute strategy traces its own).
        self._tracing = {}
        self._saturation = None
        self._ratios = None
        self._layout = None
        self._snapshot = None
        # Whether the gradients probe's hook hands out the sampled updates'
        # squares (learnt from the first full step that holds them).
        self._ratios_in_step = False
        self._rates = []  # [step, learning rate] at each update-ratio sample
        self._epoch = None  # (epoch, step, logs) of the last batch seen
        self._schedule = False  # whether the rate comes from a schedule (then sampled as a series)
        self._fits = []  # [{"first_step", "new_task"}] of every fit so far
        self._data = None  # the last fit's data and loss (fit_data.fingerprint)

    # Hooks.

    def on_train_begin(self, run):
        model = run.model
        self._config = model_config(model)
        self._config["batch_size"] = _batch_size(run.fit_args)
        self._schedule = bool(self._config.get("lr_schedule"))
        data = fit_data.fingerprint(run.fit_locals, (self._config.get("loss"), self._config.get("from_logits")))
        # Unread (None) goes on with the last task: a train_on_batch loop.
        self._fits.append({"first_step": run.step + 1,
                           "new_task": bool(self._fits) and data is not None and data != self._data})
        self._data = data if data is not None else self._data
        self._install_saturation(model)
        variables = list(getattr(model, "trainable_variables", []))
        if variables and (self._layout is None or not _same_objects(self._layout.variables, variables)):
            self._layout = LayerLayout(variables)
            self._ratios = Overview(self._layout.layers)

    def wants_full_step(self, step):
        return (step - 1) % self._every == 0

    def needs_full_step(self, step):
        # The sampled updates are taken in the full version of their step.
        return step in SAMPLED_UPDATE_STEPS

    def wants_step_at_once(self, step):
        # Only the host's fallback reads the weights around a step.
        return not self._ratios_in_step and (_ratio_due(step) or _ratio_due(step - 1))

    def in_step_begin(self, run, data):
        if not step_variants.full_step():
            return None
        out = {}
        try:
            if self._saturating:
                self._tracing[step_variants.tracing_key()] = {}
            x, y, _ = keras.utils.unpack_x_y_sample_weight(data)
            # Integer inputs too (uint8 images); token ids are told apart
            # by the model's layers (an Embedding), in the rule.
            if isinstance(x, tf.Tensor) and (x.dtype.is_floating or x.dtype.is_integer) and (x.shape.rank or 0) >= 2:
                out[_X] = _x_stats(x)
            if isinstance(y, tf.Tensor) and (y.dtype.is_floating or y.dtype.is_integer) and y.shape.rank:
                out[_Y] = _y_stats(y)
                if isinstance(x, tf.Tensor):
                    copy = _copy_share(x, y)
                    if copy is not None:
                        out[_COPY] = copy
                units = (self._config or {}).get("units")
                if units and 1 < units <= MAX_CLASSES:
                    counts = _class_counts(y, units)
                    if counts is not None:
                        out[_CLASSES] = counts
        except Exception:
            warn_once(ConvergenceProbe.in_step_begin)
        return out

    def in_step_end(self, run, data, logs):
        out = {}
        shares = self._tracing.pop(step_variants.tracing_key(), None)
        if shares:
            values = [shares.get(id(layer), tf.constant(np.nan)) for layer, _ in self._saturating]
            out[_SATURATION] = tf.stack(values)
        if self._schedule and step_variants.full_step():
            # The schedule's rate after this step's update, for `_record_rate`.
            try:
                out[_RATE] = tf.reshape(internals.learning_rate_in_step(run.model), [1])
            except internals.MissingInternal:
                pass  # read on the host instead
        return out or None

    def on_batch_end(self, run, logs):
        outputs = run.step_outputs
        self._epoch = (run.epoch, run.step, logs)
        x, y, classes = outputs.read(_X), outputs.read(_Y), outputs.read(_CLASSES)
        if (x is not None or y is not None) and self._samples < self._samples_wanted:
            self._add_sample(x, y, classes, outputs.read(_COPY))
            if self._written_at is None:
                self._write_check(run)
        shares = outputs.read(_SATURATION)
        if shares is not None and self._saturating and len(shares) == len(self._saturating):
            if self._saturation is None:
                self._saturation = Overview([layer.name for layer, _ in self._saturating])
            self._saturation.add(run.step, np.asarray(shares, dtype=np.float64))
        self._update_ratio(run)
        # Every full step hands its rate out: a tenth step left regular for
        # a fit's last one a step later (step_engine.NEEDED_SOON) has its
        # point there.
        if self._schedule and ((run.step - 1) % self._every == 0 or outputs.read(_RATE) is not None):
            self._record_rate(run)

    def on_steps_end(self, run, steps):
        # Only full steps hand out samples and saturation, and the update
        # ratio reads the latest step, never in a batch: the other steps
        # only move the last batch seen on.
        for logs in steps.one_by_one(run, holding=(_X, _Y, _CLASSES, _COPY, _SATURATION, _RATE, UPDATE_SQUARES)):
            self.on_batch_end(run, logs)
        self._epoch = (int(steps.epochs[-1]), int(steps.steps[-1]), steps.logs[-1])

    def on_epoch_begin(self, run):
        self._write_epoch(run)

    def on_epoch_end(self, run, logs):
        # The epoch's own logs: its means, and val_* where there was
        # validation (the last batch's logs lack those).
        if logs:
            self._epoch = (run.epoch, run.step, logs)
        self._write_epoch(run)

    def on_train_end(self, run):
        self._write_epoch(run)
        self._write_check(run)
        self._write_matrices(run)

    def on_step_error(self, run, error):
        self._write_check(run)
        self._write_matrices(run)

    def detach(self, run):
        for layer, original in self._saturating:
            try:
                layer.activation = original
            except Exception:
                warn_once(ConvergenceProbe.detach)
        self._saturating = []

    # Saturation.

    def _install_saturation(self, model):
        self.detach(None)
        head = (self._config or {}).get("head_layers", ())
        try:
            layers = internals.flatten_layers(model)
        except internals.MissingInternal:
            layers = list(getattr(model, "layers", []))
        for layer in layers:
            fn = getattr(layer, "activation", None)
            if layer.name in head or activation_name(fn) not in SATURATING or not callable(fn):
                continue
            try:
                layer.activation = self._wrapped(layer, fn)
            except (AttributeError, TypeError):
                continue  # a read-only activation (an RNN's is its cell's): not watched
            self._saturating.append((layer, fn))

    def _wrapped(self, layer, fn):
        tracing = self._tracing

        distance, bound = _FLAT_ON_OUTPUT[activation_name(fn)]

        @functools.wraps(fn)
        @passes_through
        def activation(z, *args, **kwargs):
            out = fn(z, *args, **kwargs)
            shares = tracing.get(step_variants.tracing_key())
            if shares is not None and id(layer) not in shares and tf.inside_function():
                try:
                    with internals.stop_recording(), tf.name_scope("trainhealth"):
                        flat = distance(tf.cast(out, tf.float32)) >= bound
                        shares[id(layer)] = tf.reduce_mean(tf.cast(flat, tf.float32))
                except Exception:
                    warn_once(ConvergenceProbe._wrapped)
            return out

        return activation

    # Labels and inputs.

    def _add_sample(self, x, y, classes, copy=None):
        self._samples += 1
        if copy is not None:
            # The least share: one batch that is not a copy says the data is not.
            copy = float(np.asarray(copy).reshape(-1)[0])
            self._copy = copy if self._copy is None else min(self._copy, copy)
        if x is not None:
            x = np.asarray(x, dtype=np.float64)
            self._x = x if self._x is None else _merge(self._x, x, X_FIELDS)
        if y is not None:
            y = np.asarray(y, dtype=np.float64)
            self._y = y if self._y is None else _merge(self._y, y, Y_FIELDS)
        if classes is not None:
            classes = np.asarray(classes, dtype=np.float64)
            present = np.flatnonzero(classes > 0)
            self._batch_classes.append({"rows": float(classes.sum()),
                                        "classes": present[:MAX_BATCH_CLASSES].tolist()})
            if self._classes is None or self._classes.shape != classes.shape:
                self._classes = classes
            else:
                self._classes = self._classes + classes

    def _write_check(self, run):
        if self._config is None:
            return
        payload = dict(self._config, samples=self._samples, rates=list(self._rates), fits=list(self._fits))
        if self._x is not None:
            payload["inputs"] = dict(zip(X_FIELDS, map(float, self._x)))
        if self._y is not None:
            labels = dict(zip(Y_FIELDS, map(float, self._y)))
            labels["binary"] = bool(labels["binary"] >= 1.0)
            payload["labels"] = labels
        if self._copy is not None:
            payload["labels_equal_inputs"] = self._copy
        if self._classes is not None:
            payload["class_counts"] = [float(c) for c in self._classes]
            payload["batch_classes"] = list(self._batch_classes)
        if self._written_at == (run.step, self._samples, len(self._fits)):
            return
        self._written_at = (run.step, self._samples, len(self._fits))
        run.writer.event(EVENT.head_check, run.step, payload)

    # Epoch metrics.

    def _write_epoch(self, run):
        if self._epoch is None:
            return
        epoch, step, logs = self._epoch
        self._epoch = None
        metrics = {}
        for key, value in (logs or {}).items():
            try:
                value = float(value)
            except (TypeError, ValueError):
                continue
            if isinstance(key, str) and not key.startswith("_"):
                metrics[key] = value if math.isfinite(value) else str(value)
        if metrics:
            run.writer.event(EVENT.epoch_logs, step, {"epoch": int(epoch), "logs": metrics})

    # The effective learning rate.

    def _update_ratio(self, run):
        layout = self._layout
        if layout is None:
            return
        step, outputs = run.step, run.step_outputs
        rows = outputs.read(UPDATE_SQUARES)
        if rows is not None and len(rows) == len(layout.variables) + 1:
            # The hook is in the step: the sampled updates come from it.
            self._ratios_in_step, self._snapshot = True, None
            squares = sampled_update_squares(rows)
            if squares is not None:
                self._add_ratio(run, step, layout.update_ratios(squares))
            return
        if self._snapshot is not None and self._snapshot[0] == step - 1 and outputs.current_is_latest:
            self._add_ratio(run, step, self._update_ratios(self._snapshot[1]))
            self._snapshot = None
        if not self._ratios_in_step and _ratio_due(step) and outputs.current_is_latest:
            self._snapshot = (step, [tf.identity(v) for v in layout.variables])

    def _add_ratio(self, run, step, ratios):
        self._ratios.add(step, ratios)
        # The rate of that step: a schedule's as the full step handed it
        # out, else the optimizer's (a plain rate reads the same later).
        handed_out = run.step_outputs.read(_RATE)
        rate = float(handed_out[0]) if handed_out is not None else optimizer_of(run.model).get("learning_rate")
        if rate is not None:
            self._rates.append([step, rate])

    def _record_rate(self, run):
        """The schedule's rate now (after this step's update): a loss spike
        is read against the rates the run had been stable at. Every
        `sample_every` steps and every full step: handed out by the full
        step, else (a step traced without it) read on the host, as eager
        ops."""
        handed_out = run.step_outputs.read(_RATE)
        if handed_out is not None:
            rate = float(handed_out[0])
        elif not run.step_outputs.current_is_latest:
            return  # the host would read the rate of a later step
        else:
            try:
                rate = internals.current_learning_rate(run.model)
            except internals.MissingInternal:
                self._schedule = False
                return
        if rate is not None and math.isfinite(rate):
            run.writer.add_point(SERIES.schedule_rate, run.step, rate)

    def _update_ratios(self, before):
        """Per layer ||w - before|| / ||before||, the weights read now: one
        read back (not two per variable). Eager, not a tf.function: it runs
        at a few steps of a fit, and a function traced anew for each model
        of a script that trains many would make TensorFlow warn the user
        about retracing."""
        layout = self._layout
        after = [tf.convert_to_tensor(v) for v in layout.variables]
        return layout.update_ratios(layout.update_squares(before, after).numpy())

    def _write_matrices(self, run):
        for name, overview in ((STAT.saturation, self._saturation), (STAT.lr_update_ratio, self._ratios)):
            if overview is not None and len(overview):
                run.writer.matrix(name, overview.columns, overview.rows(), run.step)


def _ratio_due(step):
    """Whether the host's fallback reads the weights after `step`: the step
    before each sampled update (SAMPLED_UPDATE_STEPS)."""
    return step + 1 in SAMPLED_UPDATE_STEPS


def _merge(old, new, fields):
    """Two samples' summaries as one: extremes of extremes, the mean of means."""
    merged = np.array(old, dtype=np.float64)
    for i, field in enumerate(fields):
        a, b = old[i], new[i]
        if field in ("min",):
            merged[i] = min(a, b)
        elif field in ("max", "abs_mean_max", "std_max", "non_integer", "row_sum_dev_max", "features", "columns"):
            merged[i] = max(a, b)
        elif field == "binary":
            merged[i] = min(a, b)
        elif field == "count":
            merged[i] = a + b
        elif field == "batch":
            merged[i] = max(a, b)
        else:  # means: weighted by their batches
            merged[i] = (a + b) / 2.0
    return merged


# In-graph statistics (traced into the full step only).


def _x_stats(x):
    """float32 [7]: batch, features, max |mean| and max / mean std over
    features (the last axis; every other one is reduced), min, max, of the
    batch's first X_SAMPLES samples (enough to tell a scale of 100 from 1,
    at a fraction of a big batch's cost)."""
    batch = tf.cast(tf.shape(x)[0], tf.float32)
    x = tf.cast(x[:X_SAMPLES], tf.float32)
    axes = list(range(x.shape.rank - 1))
    mean, variance = tf.nn.moments(x, axes=axes)
    std = tf.sqrt(tf.maximum(variance, 0.0))
    return tf.stack([
        batch, tf.cast(tf.size(mean), tf.float32), tf.reduce_max(tf.abs(mean)), tf.reduce_max(std),
        tf.reduce_mean(std), tf.reduce_min(x), tf.reduce_max(x), *_flat_shares(x),
    ])


def _flat_shares(values):
    """The shares of `values` that a sigmoid and a tanh output reach only
    from their flat region (beyond |z| = 5), as the saturation probe
    counts their outputs."""
    values = tf.cast(values, tf.float32)
    return [tf.reduce_mean(tf.cast(_FLAT_ON_OUTPUT[name][0](values) >= _FLAT_ON_OUTPUT[name][1], tf.float32))
            for name in ("sigmoid", "tanh")]


def _y_stats(y):
    """float32 [11]: count, min, max, share of non-integer values, share in
    [0, 1], max |row sum - 1| (rows of the last axis; 0 for one column),
    1 where every value is 0 or 1, the mean, the flat shares, and the
    labels' columns (the last axis; 1 for one label per sample: a row of
    one column sums to its value, so only `columns` tells it from one-hot)."""
    y = tf.cast(y, tf.float32)
    flat = tf.reshape(y, [-1])
    count = tf.cast(tf.size(flat), tf.float32)
    non_integer = tf.reduce_mean(tf.cast(tf.not_equal(flat, tf.round(flat)), tf.float32))
    unit = tf.reduce_mean(tf.cast((flat >= 0.0) & (flat <= 1.0), tf.float32))
    if y.shape.rank >= 2 and y.shape[-1] is not None and y.shape[-1] > 1:
        row_dev = tf.reduce_max(tf.abs(tf.reduce_sum(y, axis=-1) - 1.0))
    else:
        row_dev = tf.zeros([])
    binary = tf.cast(tf.reduce_all(tf.equal(flat, 0.0) | tf.equal(flat, 1.0)), tf.float32)
    columns = tf.constant(float(y.shape[-1]) if y.shape.rank >= 2 and y.shape[-1] is not None else 1.0)
    return tf.stack([count, tf.reduce_min(flat), tf.reduce_max(flat), non_integer, unit, row_dev, binary,
                     tf.reduce_mean(flat), *_flat_shares(flat), columns])


def _copy_share(x, y):
    """float32 scalar: the share of the first X_SAMPLES rows' labels equal
    to the input at the same position, or None where their shapes do not
    pair position with position (a label per sequence, a trailing axis of
    one aside). Equal everywhere: the labels are the inputs (`y = x` where
    a language model meant `y = x[:, 1:]`)."""
    x_shape, y_shape = x.shape.as_list(), y.shape.as_list()
    if y_shape and y_shape[-1] == 1 and len(y_shape) == len(x_shape) + 1:
        y = tf.squeeze(y, -1)
        y_shape = y_shape[:-1]
    if len(x_shape) < 2 or len(y_shape) != len(x_shape) or any(
            a is not None and b is not None and a != b for a, b in zip(x_shape[1:], y_shape[1:])):
        return None
    x = tf.cast(tf.reshape(x[:X_SAMPLES], [-1]), tf.float32)
    y = tf.cast(tf.reshape(y[:X_SAMPLES], [-1]), tf.float32)
    # Lengths unknown while tracing (a generator's sequences) are compared
    # over the common prefix, and count only where they turn out equal: no
    # shape the step may meet makes this fail (XLA compiles every branch).
    n = tf.minimum(tf.size(x), tf.size(y))
    same = tf.cast(tf.equal(tf.size(x), tf.size(y)), tf.float32)
    return same * tf.reduce_mean(tf.cast(tf.equal(x[:n], y[:n]), tf.float32))


def _class_counts(y, units):
    """float32 [units]: the labels per class: one-hot columns summed, or
    integer class ids counted (ids outside [0, units) not counted)."""
    if y.shape.rank >= 2 and y.shape[-1] == units:
        return tf.reduce_sum(tf.reshape(tf.cast(y, tf.float32), [-1, units]), axis=0)
    if y.shape.rank == 1 or (y.shape.rank >= 2 and y.shape[-1] == 1):
        ids = tf.cast(tf.round(tf.reshape(tf.cast(y, tf.float32), [-1])), tf.int32)
        # one_hot, not bincount: XLA compiles it (a jit_compile step must
        # never fail for us); an id out of range is a row of zeros.
        return tf.reduce_sum(tf.one_hot(ids, units, dtype=tf.float32), axis=0)
    return None


# The model's configuration (host, once per fit).


def activation_name(fn):
    """"sigmoid", "softmax", "linear", ... for an activation function or layer."""
    if fn is None:
        return "linear"
    fn = getattr(fn, "__wrapped__", fn)
    name = getattr(fn, "__name__", None) or type(fn).__name__
    return {"Softmax": "softmax", "ReLU": "relu", "LeakyReLU": "leaky_relu", "ELU": "elu",
            "PReLU": "prelu"}.get(name, name.lower())


def head_of(model):
    """(the layer with the head's units, the layer that applies its
    activation, the activation's name), or None."""
    layers = _top_layers(model)
    activation_layer, activation = None, None
    for layer in reversed(layers):
        name = type(layer).__name__
        if name in ("Activation", "Softmax", "ReLU", "LeakyReLU", "ELU", "PReLU") and activation is None:
            activation_layer = layer
            activation = activation_name(getattr(layer, "activation", layer))
            continue
        if name in _PASS_LAYERS:
            continue
        if hasattr(layer, "units") or hasattr(layer, "filters"):
            own = activation_name(getattr(layer, "activation", None))
            if activation is None or own != "linear":
                activation_layer, activation = layer, own
            return layer, activation_layer, activation
        return None
    return None


def _same_objects(these, those):
    # By identity: `==` on two variables is an elementwise tensor (another
    # model's, fitted with the same callback, raised).
    return len(these) == len(those) and all(a is b for a, b in zip(these, those))


def _top_layers(model):
    layers = [l for l in getattr(model, "layers", []) if not isinstance(l, keras.layers.InputLayer)]
    # A nested model at the end: its own last layers are the head.
    while layers and isinstance(layers[-1], keras.Model) and getattr(layers[-1], "layers", None):
        layers = layers[:-1] + [l for l in layers[-1].layers if not isinstance(l, keras.layers.InputLayer)]
    return layers


def loss_of(model):
    """(loss name as Keras spells its function, from_logits, label_smoothing),
    or (None, None, None) for none or several."""
    loss = getattr(model, "loss", None)
    if loss is None or isinstance(loss, (list, tuple, dict)):
        return None, None, None
    if isinstance(loss, str):
        try:
            loss = keras.losses.get(loss)
        except Exception:
            return loss, False, 0.0
    from_logits = internals.loss_argument(loss, "from_logits", False)
    smoothing = internals.loss_argument(loss, "label_smoothing", 0.0)
    fn = getattr(loss, "fn", loss)
    name = getattr(fn, "__name__", None) or type(loss).__name__
    return _snake(name), bool(from_logits), float(smoothing or 0.0)


def _snake(name):
    out = "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")
    return {"m_s_e": "mean_squared_error", "mse": "mean_squared_error", "mae": "mean_absolute_error",
            "mean_squared_error": "mean_squared_error"}.get(out, out)


def model_config(model):
    """What the rules judge the head, the loss and the optimizer by."""
    config = {"model": type(model).__name__}
    head = head_of(model)
    if head is not None:
        units_layer, activation_layer, activation = head
        config.update(
            head=units_layer.name,
            head_class=type(units_layer).__name__,
            head_activation_layer=activation_layer.name if activation_layer is not None else units_layer.name,
            activation=activation,
            units=int(getattr(units_layer, "units", None) or getattr(units_layer, "filters", 0) or 0) or None,
            head_layers=[units_layer.name] + ([activation_layer.name] if activation_layer is not None else []),
        )
    loss, from_logits, smoothing = loss_of(model)
    config.update(loss=loss, from_logits=from_logits, label_smoothing=smoothing)
    config.update(optimizer_of(model))
    try:
        outputs = getattr(model, "outputs", None)
        if outputs and len(outputs) == 1:
            config["output_shape"] = [d if d is None else int(d) for d in outputs[0].shape]
        inputs = getattr(model, "inputs", None)
        if inputs and len(inputs) == 1:
            config["input_shape"] = [d if d is None else int(d) for d in inputs[0].shape]
            config["input_dtype"] = str(getattr(inputs[0], "dtype", ""))
    except Exception:
        pass
    config.update(_input_handling(model))
    try:  # a model frozen whole (model.trainable = False) learns nothing
        config["trainable_params"] = int(sum(int(np.prod(w.shape)) for w in model.trainable_weights))
        config["frozen_layers"] = [l.name for l in getattr(model, "layers", []) if not l.trainable][:20]
    except Exception:
        pass
    config["hidden_activations"] = _hidden_activations(model, config.get("head_layers", ()))
    config["dropouts"] = _dropouts(model)
    config["output_layers"] = _saturating_outputs(model)
    config["initializers"] = _initializers(model)
    return config


def _saturating_outputs(model):
    """The sigmoid/tanh layers that make the output of the model or of a
    model inside it (a GAN's generator, a VAE's decoder): what they
    reproduce is the data, and data at 0 or 1 drives them flat."""
    try:
        models = [model] + [l for l in internals.flatten_layers(model) if isinstance(l, keras.Model)]
    except internals.MissingInternal:
        models = [model]
    names = []
    for each in models:
        head = head_of(each)
        if head is not None and head[2] in SATURATING:
            names.append((head[1] or head[0]).name)
    return list(dict.fromkeys(names))


def _input_handling(model):
    """Whether the model scales its inputs itself, or takes token ids."""
    scales, tokens, first = False, False, None
    try:
        layers = internals.flatten_layers(model)
    except internals.MissingInternal:
        layers = list(getattr(model, "layers", []))
    for layer in layers:
        name = type(layer).__name__
        if name in _TOKEN_LAYERS:
            tokens = True
        if name in _SCALING_LAYERS:
            scales = True
            break
        if name == "Lambda" or (not type(layer).__module__.startswith(("keras", "tf_keras")) and not _has_kernel(layer)
                                and not _is_container(layer)):
            # Code of the user's own (a log1p, a division, a hand-written
            # norm with its per-feature scale and offset) before the first
            # weighted layer: what that layer sees is not the raw inputs'
            # scale, so the raw scale says nothing.
            scales = True
            break
        if hasattr(layer, "units") or hasattr(layer, "filters") or hasattr(layer, "kernel_size"):
            first = layer.name
            break
    return {"scales_inputs": scales, "token_inputs": tokens, "first_layer": first}


def _has_kernel(layer):
    """Whether a layer holds a weight of rank 2 or more: a kernel that mixes
    its inputs (a Dense of the user's own), so the first weighted layer is
    itself and sees the raw scale. Weights of rank 0 or 1 (a norm's gamma
    and beta, a centre) act on each feature alone."""
    return any(len(getattr(w, "shape", ())) >= 2 for w in layer.weights)


def _is_container(layer):
    """A model or other layer that only holds layers (flatten_layers lists
    them after it)."""
    return isinstance(layer, keras.Model) or bool(internals.sublayers(layer))


def _hidden_activations(model, head_layers):
    """{layer: activation} of the layers with one, the head's left out."""
    out = {}
    try:
        layers = internals.flatten_layers(model)
    except internals.MissingInternal:
        layers = list(getattr(model, "layers", []))
    for layer in layers:
        if layer.name in head_layers or isinstance(layer, keras.Model):
            continue
        if hasattr(layer, "input_dim") and hasattr(layer, "output_dim"):
            out[layer.name] = "lookup"  # an Embedding: its gradient reaches the rows looked up only
            continue
        fn = getattr(layer, "activation", None)
        if fn is not None or type(layer).__name__ in ("ReLU", "LeakyReLU", "Softmax", "ELU", "PReLU"):
            out[layer.name] = activation_name(fn if fn is not None else layer)
    return out


def _initializers(model):
    """{layer: {class, config, fan_in, fan_out, size}} of the layers with a
    kernel and a `kernel_initializer` (Dense, Conv*, EinsumDense...), read
    once at the start of a fit: what their kernels were drawn from, and the
    fans Keras's variance-scaling initializers scale by (rules/gradients.py
    compares the first weights with them). The config's numbers only."""
    try:
        layers = internals.flatten_layers(model)
    except internals.MissingInternal:
        layers = list(getattr(model, "layers", []))
    out = {}
    for layer in layers:
        init, kernel = getattr(layer, "kernel_initializer", None), getattr(layer, "kernel", None)
        shape = [int(d) for d in getattr(kernel, "shape", ()) if d is not None]
        if init is None or len(shape) < 2 or _is_container(layer):
            continue
        try:
            config = {k: v for k, v in init.get_config().items() if isinstance(v, (int, float, str)) or v is None}
        except Exception:
            config = {}
        # Keras's compute_fans: the kernel's receptive field times its
        # input / output channels (the last two axes).
        field = int(np.prod(shape[:-2])) if len(shape) > 2 else 1
        out[layer.name] = {"class": type(init).__name__, "config": config, "fan_in": shape[-2] * field,
                           "fan_out": shape[-1] * field, "size": int(np.prod(shape))}
        if len(out) >= _MAX_INITIALIZERS:
            break
    return out


def _dropouts(model):
    """[{layer, class, rate, after, before}] of the Dropout-family layers
    (those with a `rate`: Dropout, SpatialDropout*D, GaussianDropout,
    AlphaDropout) in build order, with the weighted layers (units, filters
    or a kernel) nearest before and after each (None at either end): the
    layers whose gradients the mask zeroes per sample
    (rules/dropout.py)."""
    try:
        layers = internals.flatten_layers(model)
    except internals.MissingInternal:
        layers = list(getattr(model, "layers", []))
    out, last = [], None
    for layer in layers:
        rate = getattr(layer, "rate", None)
        if type(layer).__name__.endswith("Dropout") and isinstance(rate, (int, float)):
            out.append({"layer": layer.name, "class": type(layer).__name__, "rate": float(rate), "after": last,
                        "before": None})
        elif _weighted(layer):
            last = layer.name
            for entry in out:
                if entry["before"] is None and entry["after"] != layer.name:
                    entry["before"] = layer.name
    return out[:_MAX_DROPOUTS]


def _weighted(layer):
    return (not _is_container(layer)
            and any(hasattr(layer, a) for a in ("units", "filters", "kernel_size", "kernel")))


def _batch_size(fit_args):
    if not fit_args:
        return None
    value = fit_args.get("batch_size")
    return int(value) if isinstance(value, int) else None
