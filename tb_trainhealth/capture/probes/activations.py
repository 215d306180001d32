"""The NaN/Inf sentinel on every layer's output, and max |x| per layer.

`enable_check_numerics` fails under XLA and `check_numerics` is skipped
there, so the sentinel is plain math in the step: each layer's `call` is
wrapped (instance attribute, no change to the model) to reduce its output
to (max |x|, finite?) and, only when it is not finite, whether its inputs
were. Each output is summed as it is made, the next layer ordered after the
sum (`_summed_now`: the values are read while they are in the CPU's
caches). The rows, in execution order (the order calls finish while the
train function is traced), are assigned to one variable when the top
model's call returns, and read once per step outside the compiled step.

A layer that cannot make a NaN/Inf out of finite inputs (a Flatten, a
MaxPooling, a ReLU: `_PASSES_FINITENESS_ON`) is never the first to hold
one, so its output gets no sum of its own: its row's "finite" is its
input's. On the bench CNN that is a quarter of the values summed each step.

An output that only Dropouts read (`_read_through_dropout`, from the
model's graph of layers) is not read where it is made either: a reader
there would change the training. TensorFlow's graph optimizer (constant
folding and the arithmetic optimizer) folds the Dropout's constant scale
into the multiplication that made its input (a gelu, a swish, another
Dropout) only where nothing else reads that input; with our sum there the
weights came out an ulp apart from bare (the capture fuzz, seed 21). Its
row reads what the Dropout made of it before the mask, `x * 1/(1-rate)`
(internals.dropout_scaled_input): every value scaled by a finite
constant, so finite exactly where x is, the dropped values too. Only in
float16 can that scale overflow a value the layer made finite: the layer
before the Dropout is then named.

`watch(x, name)` adds a tensor of the user's own (inside a custom layer)
to the same rows: the XLA-safe replacement of
`if reduce_any(is_nan(x)): tf.print(...)`.
"""

import collections
import functools
import threading

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.nonfinite import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.engine import step_variants
from tb_trainhealth.capture.readers.overview import Overview, WriteSchedule
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.safety import passes_through, warn_once

EVENT = AREA.events

_MAX_ABS, _FINITE, _INPUTS_FINITE = range(3)  # columns of a row
_N_STATS = 3
WATCH_SLOTS = 32  # rows kept for watch() calls beyond the layers' own
MAX_ABS_EVERY = 10
DEFAULT_OVERVIEW_EVERY = 200

# The sentinel of the model being traced, for watch(): set around the top
# model's call while a train function traces.
_tracing = threading.local()

# Layers whose output is finite whenever their input is: they select,
# move, repeat or pad values, or take their max. Not Dropout (its 1/(1-rate)
# scaling overflows float16) nor averages (float16 sums overflow).
_PASSES_FINITENESS_ON = tuple(
    getattr(keras.layers, name) for name in (
        "Flatten", "Reshape", "Permute", "RepeatVector", "Identity", "ReLU",
        "MaxPooling1D", "MaxPooling2D", "MaxPooling3D",
        "GlobalMaxPooling1D", "GlobalMaxPooling2D", "GlobalMaxPooling3D",
        "Cropping1D", "Cropping2D", "Cropping3D",
        "ZeroPadding1D", "ZeroPadding2D", "ZeroPadding3D",
    )
)


def watch(x, name):
    """Records whether `x` is finite, and its max |x|, under the name `name`,
    as the sentinel does for layer outputs. Returns `x` (its values
    unchanged). A no-op outside a `fit` instrumented by TrainHealth (and in
    eager mode)."""
    sentinel = getattr(_tracing, "sentinel", None)
    if sentinel is not None and tf.inside_function():
        return sentinel.observe(str(name), None, x, kind="watch")
    return x


class ActivationProbe(Probe):
    def __init__(self, overview_every=DEFAULT_OVERVIEW_EVERY):
        self._sentinel = None
        self._writes = WriteSchedule(overview_every)
        self._overview = None
        self.reported = False  # its one nonfinite_activations event is written
        self._names_seen = None

    def on_train_begin(self, run):
        if self._sentinel is None or self._sentinel.model is not run.model:
            self._sentinel = _Sentinel(run.model)
        for name, variable in self._sentinel.outputs().items():
            run.hand_out(name, variable)
        if self._sentinel.install():
            run.retrace()

    def wants_full_step(self, step):
        return (step - 1) % MAX_ABS_EVERY == 0

    def on_batch_end(self, run, logs):
        """True at the first step with a NaN/Inf layer output (its event is
        then on disk)."""
        sentinel = self._sentinel
        if sentinel is None or not sentinel.names:
            return False
        sums, maxima = run.step_outputs.read("activation_sums"), run.step_outputs.read("activation_maxima")
        if sums is None or maxima is None:
            return False  # a step traced before the sentinel was
        names = sentinel.names
        if self._overview is None or self._names_seen != names:
            self._overview = Overview(names)
            self._names_seen = list(names)
            run.writer.event(
                EVENT.activation_layers,
                run.step,
                {"layers": [
                    {"layer": n, "kind": k, "class": c, "dtype": d}
                    for n, k, c, d in zip(names, sentinel.kinds, sentinel.classes, sentinel.dtypes)
                ]},
            )
        rows = sentinel.rows(sums, maxima)
        values = np.where(rows[:, _FINITE] > 0, rows[:, _MAX_ABS], np.nan)
        self._overview.add(run.step, values)
        if self._writes.due(run.step):
            self._write(run, run.step)
        bad = np.flatnonzero(rows[:, _FINITE] == 0)
        if bad.size and not self.reported:
            self.reported = True
            self._report(run, rows, bad[0])
            return True
        return False

    def on_steps_end(self, run, steps):
        sentinel = self._sentinel
        maxima = steps.read("activation_maxima")
        if (sentinel is None or not sentinel.names or steps.read("activation_sums") is None or maxima is None
                or self._overview is None or self._names_seen != sentinel.names):
            return super().on_steps_end(run, steps)
        # Finite steps (a StepBatch's): every layer output finite, so each
        # row is its max |x| (`on_batch_end`), and nothing to report.
        maxima = sentinel.max_abs_of_steps(maxima)
        for i, step in enumerate(steps.steps.tolist()):
            self._overview.add(step, maxima[i])
            if self._writes.due(step):
                self._write(run, step)

    def on_train_end(self, run):
        self._write(run, run.step)

    def on_step_error(self, run, error):
        self.on_train_end(run)

    def detach(self, run):
        if self._sentinel is not None:
            self._sentinel.uninstall()

    def _write(self, run, step):
        self._writes.written()
        if self._overview is not None and len(self._overview):
            run.writer.matrix(AREA.matrices.activation_max_abs, self._overview.columns, self._overview.rows(), step)

    def _report(self, run, rows, first):
        sentinel = self._sentinel
        table = [
            {
                "layer": name,
                "kind": kind,
                "dtype": dtype,
                "finite": bool(row[_FINITE] > 0),
                "max_abs": float(row[_MAX_ABS]),
                # Not summed on its own: "finite" is its input's.
                "as_input": passes_on,
            }
            for name, kind, dtype, passes_on, row in zip(
                sentinel.names, sentinel.kinds, sentinel.dtypes, sentinel.passes_on, rows
            )
        ]
        inputs_finite = bool(rows[first, _INPUTS_FINITE] > 0)
        run.writer.event(
            EVENT.nonfinite_activations,
            run.step,
            {
                "layer": sentinel.names[first],
                "layer_class": sentinel.classes[first],
                "execution_index": int(first),
                "inputs_finite": inputs_finite,
                "dtype": sentinel.dtypes[first],
                **run.where(),
                # The table's max |x| is of the last full step, at or before this one.
                "max_abs_step": run.step - (run.step - 1) % MAX_ABS_EVERY,
                "layers": table,
            },
        )
        if run.stop_on_nonfinite:
            run.model.stop_training = True


class _Sentinel:
    def __init__(self, model):
        self.model = model
        self.layers = [
            layer for layer in internals.flatten_layers(model)
            if not isinstance(layer, keras.layers.InputLayer)
        ]
        self._read_through_dropout = _read_through_dropout(self.layers)
        # Per traced graph: [_Observed], in the order calls finish.
        self._pending = {}
        self.names, self.kinds, self.classes, self.dtypes, self.passes_on = [], [], [], [], []
        strategy = getattr(model, "distribute_strategy", None) or tf.distribute.get_strategy()
        # Where each observed output's (and input's) sum lies in `_sums`:
        # outputs first, then inputs that are no
        # layer's output (the model's own). -1: no floating input.
        self._output_positions, self._input_positions = [], []
        capacity = len(self.layers) + WATCH_SLOTS
        kwargs = dict(
            trainable=False,
            synchronization=tf.VariableSynchronization.ON_WRITE,
            aggregation=tf.VariableAggregation.ONLY_FIRST_REPLICA,
        )
        strategy = getattr(model, "distribute_strategy", None) or tf.distribute.get_strategy()
        with strategy.scope():
            # Every step: the sums. Full steps only: max |x| per output.
            self._sums = tf.Variable(tf.zeros([2 * capacity]), name="trainhealth_activation_sums", **kwargs)
            self._maxima = tf.Variable(tf.zeros([capacity]), name="trainhealth_activation_maxima", **kwargs)

    def install(self):
        if getattr(self.model, "_trainhealth_sentinel", None) is self:
            return False
        for layer in self.layers:
            _wrap_call(layer, self._layer_hook(layer))
        _wrap_call(self.model, self._model_hook())
        self.model._trainhealth_sentinel = self
        return True

    def uninstall(self):
        if getattr(self.model, "_trainhealth_sentinel", None) is not self:
            return
        for layer in self.layers + [self.model]:
            wrapper = vars(layer).get("call")
            if hasattr(wrapper, "_trainhealth_original"):
                if wrapper._trainhealth_was_instance:
                    layer.call = wrapper._trainhealth_original
                else:
                    del layer.call  # back to the class's method
        self.model._trainhealth_sentinel = None

    def outputs(self):
        """The variables the step hands out (step_outputs.py), by name."""
        return {"activation_sums": self._sums, "activation_maxima": self._maxima}

    def max_abs_of_steps(self, maxima):
        """float64 [steps, observed]: each step's max |x| column of `rows`."""
        return np.asarray(maxima, dtype=np.float64)[:, : len(self._output_positions)]

    def rows(self, sums, maxima):
        """float64 [observed, N_STATS] rows, in execution order."""
        outputs = np.asarray(self._output_positions)
        inputs = np.asarray(self._input_positions)
        rows = np.empty((len(outputs), _N_STATS))
        rows[:, _MAX_ABS] = maxima[: len(outputs)]
        rows[:, _FINITE] = np.isfinite(sums[outputs])
        rows[:, _INPUTS_FINITE] = np.where(inputs >= 0, np.isfinite(sums[np.maximum(inputs, 0)]), True)
        return rows

    # Trace time.

    def observe(self, name, inputs, outputs, kind="layer", class_name="", passes_on=False, keeps=None,
                read_later=False):
        """Notes one output; the rows are built when the top call returns.
        `passes_on`: its output is finite whenever its input is (no sum of
        its own). `keeps`: a Dropout's 1 - rate. `read_later`: only Dropouts
        read this output: it is read through theirs (the module
        docstring). Returns the outputs to carry on with (see
        `_summed_now`)."""
        tensors = [t for t in tf.nest.flatten(outputs) if isinstance(t, tf.Tensor) and t.dtype.is_floating]
        if not tensors:
            return outputs
        input_tensors = [t for t in tf.nest.flatten(inputs) if isinstance(t, tf.Tensor) and t.dtype.is_floating]
        passes_on = passes_on and len(input_tensors) == 1
        pending = self._pending.setdefault(tf.compat.v1.get_default_graph(), [])
        # A nested model hands on its last layer's output: summed already.
        seen = any(o.output is tensors[0] for o in pending)
        total = max_abs = None
        if (not passes_on and not read_later and not seen and outputs is tensors[0]
                and not _carries_logits(outputs)):
            outputs, total, max_abs = _summed_now(outputs, with_max_abs=step_variants.full_step())
        scaled_input = None
        if keeps is not None and input_tensors:
            scaled_input = internals.dropout_scaled_input(tensors[0], input_tensors[0])
        pending.append(_Observed(name, kind, class_name, tensors[0] if total is None else outputs,
                                 input_tensors[0] if input_tensors else None, passes_on, total, max_abs,
                                 scaled_input, keeps))
        return outputs

    def _record(self, observed):
        """Traced into the step: the sums, and max |x| in full steps.

        Every step, per output: its sum (finite iff every value is: NaN/Inf
        propagate through a sum; most taken already, as the output was
        made), and the sum of each input that is no layer's output. So
        "were its inputs finite?" costs nothing for a layer fed by the
        layer before. Max |x|, two more reads, only in the
        full version of the step (every MAX_ABS_EVERY steps; no tf.cond, see
        step_variants.py), carried over in between. Only what is needed is
        written: the host builds the rows (`rows`).
        """
        position = {}  # tensor id -> index in `tensors`
        tensors = []
        # A pass-on layer's output is read as its input, an output only
        # Dropouts read (not summed as it was made) as a Dropout scaled it
        # (module docstring): one sum for each, never two.
        summed = {id(o.output): o.total for o in observed if o.total is not None}
        same_as = {id(o.output): o.input for o in observed if o.passes_on and o.output is not o.input}
        unsummed = {id(o.output) for o in observed if o.total is None} - same_as.keys()
        read_through = {id(o.input): o for o in observed if o.scaled_input is not None and id(o.input) in unsummed}
        same_as.update((key, o.scaled_input) for key, o in read_through.items())

        def place(t):
            while id(t) in same_as:
                t = same_as[id(t)]
            if id(t) not in position:
                position[id(t)] = len(tensors)
                tensors.append(t)
            return position[id(t)]

        output_positions = [place(o.output) for o in observed]
        input_positions = [place(o.input) if o.input is not None else -1 for o in observed]
        sums = tf.stack([summed.get(id(t)) if id(t) in summed else tf.reduce_sum(_as_float32(t)) for t in tensors])
        padding = tf.zeros([self._sums.shape[0] - len(tensors)])
        self._sums.assign(tf.concat([sums, padding], axis=0))
        if step_variants.full_step():
            maxima = tf.stack([self._max_abs_of(o, read_through) for o in observed])
            self._maxima.assign(tf.concat([maxima, tf.zeros([self._maxima.shape[0] - len(observed)])], axis=0))
        self._output_positions, self._input_positions = output_positions, input_positions

    @staticmethod
    def _max_abs_of(observed, read_through):
        """Its max |x| in a full step; an output read through a Dropout
        (no reader of its own: the module docstring), from the Dropout's
        scaled copy of it."""
        dropout = read_through.get(id(observed.output))
        if dropout is not None:
            return _max_abs(_as_float32(dropout.scaled_input)) * dropout.keeps
        if observed.max_abs is not None:
            return observed.max_abs
        return _max_abs(_as_float32(observed.output))

    def _layer_hook(self, layer):
        keeps = 1.0 - float(layer.rate) if _is_dropout(layer) else None
        read_later = id(layer) in self._read_through_dropout

        def after(args, kwargs, outputs):
            if getattr(_tracing, "sentinel", None) is self and tf.inside_function():
                inputs = args[0] if args else next(iter(kwargs.values()), None)
                try:
                    return self.observe(layer.name, inputs, outputs, class_name=type(layer).__name__,
                                        passes_on=isinstance(layer, _PASSES_FINITENESS_ON), keeps=keeps,
                                        read_later=read_later)
                except Exception:
                    # Traced into the user's step: the layer's own outputs
                    # go on, without our sum.
                    warn_once(_Sentinel.observe)
            return outputs

        return after

    def _model_hook(self):
        def before(args, kwargs):
            if kwargs.get("training", True) and tf.inside_function():
                _tracing.sentinel = self

        def after(args, kwargs, outputs):
            if getattr(_tracing, "sentinel", None) is not self:
                return outputs
            _tracing.sentinel = None
            observed = self._pending.pop(tf.compat.v1.get_default_graph(), [])
            if not observed:
                return outputs
            observed = observed[: self._maxima.shape[0]]
            self.names = [o.name for o in observed]
            self.kinds = [o.kind for o in observed]
            self.classes = [o.class_name for o in observed]
            self.dtypes = [o.output.dtype.name for o in observed]
            self.passes_on = [bool(o.passes_on) for o in observed]
            # The statistics are not part of the loss: keep them off the
            # gradient tape, which would otherwise hold their intermediates.
            try:
                with internals.stop_recording(), tf.name_scope("trainhealth"):
                    self._record(observed)
            except Exception:
                warn_once(_Sentinel._record)  # the step goes on without the sentinel
            return outputs

        return before, after


# `total`: the output's sum, taken as it was made (None: taken in _record);
# `max_abs`: its max |x| in a full step, taken then too (None: in _record);
# `scaled_input`: a Dropout's input times 1/(1-rate), before its mask;
# `keeps`: its 1 - rate (both None: no Dropout, or none TensorFlow's).
_Observed = collections.namedtuple(
    "_Observed", "name kind class_name output input passes_on total max_abs scaled_input keeps")


def _is_dropout(layer):
    # Keras 3's and tf_keras's Dropout and their subclasses (SpatialDropout*),
    # which scale by a constant and mask; not GaussianDropout / AlphaDropout.
    return any(c.__name__ == "Dropout" for c in type(layer).__mro__) and isinstance(
        getattr(layer, "rate", None), (int, float)) and 0 <= layer.rate < 1


def _read_through_dropout(layers):
    """The ids of the layers whose output only Dropouts read, in the
    model's graph of layers (the module docstring). Empty where that graph
    is not known."""
    try:
        return {id(layer) for layer in layers
                if (consumers := internals.consumer_layers(layer)) and all(map(_is_dropout, consumers))}
    except internals.MissingInternal as error:
        internals.note_missing(error, "the NaN/Inf sentinel reads every layer's output itself")
        return set()


def _summed_now(x, with_max_abs=False):
    """(x, its sum, its max |x| or None), the next layer made to read x only
    after they did: left to the executor, they run whenever, often once x
    has left the CPU's caches, and read it from memory again (a point of
    the bench CNN's step, paired; in a full step of the bench transformer,
    max |x| taken late cost twice what it costs taken here). They are kept
    off the gradient tape; the identity is a view, no copy, and carries the
    Keras mask on."""
    with internals.stop_recording(), tf.name_scope("trainhealth"):
        value = _as_float32(x)
        total = tf.reduce_sum(value)
        max_abs = _max_abs(value) if with_max_abs else None
    with tf.control_dependencies([total] if max_abs is None else [total, max_abs]):
        ordered = tf.identity(x)
    mask = internals.keras_mask(x)
    if mask is not None:
        internals.set_keras_mask(ordered, mask)
    return ordered, total, max_abs


def _max_abs(x):
    # max and -min: two reads, no |x| temporary to write.
    return tf.maximum(tf.reduce_max(x), -tf.reduce_min(x))


def _carries_logits(x):
    """Whether Keras's losses read the logits behind `x` (a sigmoid or
    softmax output: its `_keras_logits`, or its op's type). Such an output
    is handed on as it is: behind our identity a cross-entropy would take
    the probabilities instead (clipped at epsilon), and the loss would
    change."""
    if internals.carries_keras_logits(x):
        return True
    op = getattr(x, "op", None)
    return getattr(op, "type", None) in ("Sigmoid", "Softmax")


def _as_float32(x):
    # float16 sums overflow long before their values do.
    return x if x.dtype == tf.float32 else tf.cast(x, tf.float32)


def _wrap_call(layer, hooks):
    before, after = hooks if isinstance(hooks, tuple) else (None, hooks)
    original = layer.call
    was_instance = "call" in vars(layer)

    @functools.wraps(original)
    @passes_through
    def call(*args, **kwargs):
        if before is not None:
            before(args, kwargs)
        # `after` returns the outputs to hand on: the layer's own, or the
        # same values ordered after its sentinel sum.
        return after(args, kwargs, original(*args, **kwargs))

    call._trainhealth_original = original
    call._trainhealth_was_instance = was_instance
    layer.call = call
