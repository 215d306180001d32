"""NaN/Inf in the data itself, found before any layer touches it, and the
opt-in replay of the first bad step down to the op and its source line.

The data check is traced into every step (`in_step_begin`, before the
model's own `train_step`): per floating tensor of the batch (features,
labels, sample weights), one pass (x * 0 summed: NaN exactly where the
batch holds a NaN/Inf) and, behind a cond, only where it does: the first
such sample, its first non-finite value's index and the value
(`_first_nonfinite`). Three
floats per tensor are handed out: the sample, the feature (flat index
within the sample) and that value. The value is
NaN/Inf exactly when the tensor holds one, so the step's packed vector is
not finite and the step is processed at once (capture/engine/step_engine.py):
the event is on disk at that step, and the host never needs the batch.
Layers can hide a NaN (on CPU a ReLU maps it to 0): the check reads the
data as `fit` hands it to the step, not as the first layer sees it.

The replay (`options={"nonfinite": {"replay": True}}`, tb_trainhealth/capture/tools/replay.py)
needs that step's batch and the weights the step started with:

- The batch: in replay mode only, each step copies its floating tensors
  into variables of unknown shape (one assign each, a memcpy of the batch;
  bench/step_overhead.py measures it). Non-float tensors are copied too.
- The weights: in replay mode only, the optimizer's `apply` runs under one
  `tf.cond` on "every gradient and the data finite", as the loss-scale
  optimizer skips a step: a bad step leaves the weights (and the
  optimizer's slots) as they were before it, so the replay starts from
  them, and the user is left a model that can still be saved. The same
  weights and batch are then written once to the run's `repro/` folder
  (at most `repro_max_bytes`), the material of `tb-trainhealth repro`
  (tb_trainhealth/capture/tools/repro.py). Copying the
  weights every step instead would cost a full read and write of them per
  step; the cond costs one reduction of the gradients. A loss-scale
  optimizer skips such steps already and is left alone.
"""

import functools
import logging

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.nonfinite import AREA
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.safety import call_guarded, passes_through, warn_once

EVENT = AREA.events
_DEFAULTS = AREA.option_defaults()
_PREFIX = "nonfinite_data_"
_ROLES = ("features", "labels", "sample_weight")
_FLAG = "nonfinite_replay_finite"  # replay mode: 0 where the step was finite, NaN where not


class NonfiniteDataProbe(Probe):
    @classmethod
    def from_options(cls, options):
        return cls(replay=options["replay"], repro_max_bytes=options["repro_max_bytes"])

    def __init__(self, replay=False, repro_max_bytes=_DEFAULTS["repro_max_bytes"]):
        self.replay = bool(replay)
        self.repro_max_bytes = int(repro_max_bytes or 0)  # 0: no repro folder
        self._tensors = {}  # hand-out name -> (role, path, dtype, shape per sample)
        self.reported = False
        self.replayed = False
        self._batch_vars = []  # replay mode: [(variable, dtype)] per flat tensor of the batch
        self._structure = None  # the batch's nesting, for tf.nest.pack_sequence_as
        self._flags = {}  # graph -> the step's "all finite" tensor (replay mode)
        self._data_ok = {}  # graph -> the data's "all finite" tensor
        self._optimizer = None
        self._input_kind = None
        self._arrays = None  # fit's x, y, sample_weight where they are arrays (replay under XLA)
        self._xla = False
        self._batch_key = None

    # Capture.

    def on_train_begin(self, run):
        self._input_kind, self._arrays = call_guarded(_input_kind, run) or ({}, None)
        self._xla = bool(_jit_compile(run.model))
        if self.replay and not self.replayed:
            self._install_skip(run)

    def in_step_begin(self, run, data):
        x, y, sample_weight = keras.utils.unpack_x_y_sample_weight(data)
        found = {}
        ok = []
        for role, part in zip(_ROLES, (x, y, sample_weight)):
            if part is None:
                continue
            paths = _paths(part)
            for path, tensor in zip(paths, tf.nest.flatten(part)):
                if not _checkable(tensor):
                    continue
                name = f"{_PREFIX}{role}_{len(found)}"
                stats, finite = _first_nonfinite(tensor)
                found[name] = stats
                ok.append(finite)
                self._tensors[name] = (role, path, tensor.dtype.name, [int(d or 0) for d in tensor.shape[1:]])
        if self.replay:  # the replay's "step finite" flag and skip take it
            graph = tf.compat.v1.get_default_graph()
            self._data_ok[graph] = tf.reduce_all(tf.stack(ok)) if ok else tf.constant(True)
        if self.replay and not self.replayed and not _distributed():
            call_guarded(self._keep_batch, data)
        return found

    def in_step_end(self, run, data, logs):
        if not self.replay:
            return None
        graph = tf.compat.v1.get_default_graph()
        flag = self._flags.get(graph)
        if flag is None:
            flag = self._data_ok.get(graph, tf.constant(True))
        loss = logs.get("loss") if isinstance(logs, dict) else None
        if loss is not None and tf.is_tensor(loss) and loss.shape.rank == 0:
            flag = tf.logical_and(flag, tf.math.is_finite(tf.cast(loss, tf.float32)))
        return {_FLAG: tf.where(flag, 0.0, np.nan)}

    def _keep_batch(self, data):
        flat = tf.nest.flatten(data)
        if any(not isinstance(t, tf.Tensor) for t in flat):
            return  # ragged or sparse batches: no replay copy
        if self._xla and not all(t.shape.is_fully_defined() for t in flat):
            # XLA cannot change a variable's shape, and the last batch of
            # an epoch may be smaller: the replay re-reads the batch from
            # unshuffled arrays instead (`_replay_data`).
            return
        # Graph mode: variables of unknown shape (any batch size). XLA:
        # the batch's own static shape.
        key = tuple((t.dtype, tuple(t.shape) if self._xla else None) for t in flat)
        with tf.init_scope():
            if self._batch_key != key:
                self._batch_key = key
                self._batch_vars = [
                    (tf.Variable(tf.zeros(t.shape if self._xla else [0] * t.shape.rank, t.dtype),
                                 shape=t.shape if self._xla else tf.TensorShape(None),
                                 trainable=False, name="trainhealth_replay_batch"), t.dtype)
                    for t in flat
                ]
        self._structure = data
        for (variable, _), tensor in zip(self._batch_vars, flat):
            variable.assign(tensor)

    def _install_skip(self, run):
        """Replay mode: a step whose gradients (or data) are not finite
        applies no update (module docstring)."""
        optimizer = getattr(run.model, "optimizer", None)
        if optimizer is None or hasattr(optimizer, "inner_optimizer") or "apply" in vars(optimizer):
            return
        if _distributed(run.model):
            # Under tf.distribute the update is a merge_call, not allowed
            # in a cond: no replay there (the data check still runs).
            return
        original = optimizer.apply
        probe = self

        @functools.wraps(original)
        @passes_through
        def apply(grads, trainable_variables=None):
            try:
                finite = probe._step_finite(grads)
            except Exception:
                warn_once(NonfiniteDataProbe._step_finite)
                return original(grads, trainable_variables)

            def update():
                original(grads, trainable_variables)
                return tf.constant(True)

            tf.cond(finite, update, lambda: tf.constant(False))

        optimizer.apply = apply
        self._optimizer = optimizer
        run.retrace()

    def _step_finite(self, grads):
        graph = tf.compat.v1.get_default_graph()
        checks = [tf.reduce_all(tf.math.is_finite(g)) for g in grads
                  if g is not None and not isinstance(g, tf.IndexedSlices)]
        data_ok = self._data_ok.get(graph)
        if data_ok is not None:
            checks.append(data_ok)
        finite = tf.reduce_all(tf.stack(checks)) if checks else tf.constant(True)
        self._flags[graph] = finite
        return finite

    def detach(self, run):
        optimizer, self._optimizer = self._optimizer, None
        if optimizer is not None and "apply" in vars(optimizer):
            del optimizer.apply
        self._flags.clear()
        self._data_ok.clear()

    # The host.

    def on_batch_end(self, run, logs):
        bad = []
        for name, (role, path, dtype, sample_shape) in self._tensors.items():
            stats = run.step_outputs.read(name)
            if stats is None or np.isfinite(stats[2]):
                continue
            bad.append((name, role, path, dtype, sample_shape, stats))
        if bad and not self.reported:
            self.reported = True
            self._report(run, bad)
        step_bad = bool(bad)
        if self.replay and not self.replayed:
            flag = run.step_outputs.read(_FLAG)
            step_bad = step_bad or (flag is not None and not np.all(np.isfinite(flag)))
            loss = (logs or {}).get("loss")
            step_bad = step_bad or (loss is not None and not np.isfinite(float(loss)))
            if step_bad and run.step_outputs.current_is_latest:
                self.replayed = True
                self._replay(run)
        if bad and run.stop_on_nonfinite:
            run.model.stop_training = True
        return bool(bad)

    def on_steps_end(self, run, steps):
        """A StepBatch's steps are all finite, none the latest: no NaN/Inf
        data to report and no step to replay."""

    def _report(self, run, bad):
        rows = []
        for name, role, path, dtype, sample_shape, stats in bad:
            sample, feature, value = int(stats[0]), int(stats[1]), float(stats[2])
            rows.append({
                "role": role,
                "input": path,
                "dtype": dtype,
                "sample": sample,
                "feature": feature,
                # The flat feature index as an index into one sample.
                "feature_index": _unravel(feature, sample_shape),
                "value": "nan" if np.isnan(value) else ("inf" if value > 0 else "-inf"),
            })
        first = rows[0]
        payload = dict(first, **run.where(), tensors=rows, **self._input_kind)
        batch_size = self._input_kind.get("batch_size")
        if self._input_kind.get("shuffle") is False and batch_size and self._input_kind.get("input_kind") == "numpy":
            # Unshuffled arrays: the record's own index in the arrays (a
            # strategy splits each batch into equal consecutive shares).
            share = int(batch_size) // int(run.replica.get("replicas", 1))
            payload["record"] = (int(run.batch) * int(batch_size) + int(run.replica.get("replica", 0)) * share
                                 + first["sample"])
        run.writer.event(EVENT.nonfinite_data, run.step, payload)

    def _replay(self, run):
        from tb_trainhealth.capture.tools import replay as replay_lib

        data = self._replay_data(run)
        if data is None:
            result = {"reproduced": False, "message": (
                "the batch was not kept: under XLA only a batch of fixed shape is kept (pass arrays with "
                "shuffle=False, or a tf.data pipeline with batch(..., drop_remainder=True))")}
        else:
            result = replay_lib.replay_step(run.model, data)
        result.update(epoch=run.epoch, batch=run.batch, jit_compile=bool(_jit_compile(run.model)))
        run.writer.event(EVENT.nonfinite_op, run.step, result)
        if self.repro_max_bytes > 0:
            # The material of `tb-trainhealth repro`, while the weights are
            # still those the step started with (its update was skipped).
            call_guarded(self._save_repro, run, data, result)

    def _save_repro(self, run, data, result):
        from tb_trainhealth.capture.tools import repro

        seen = {k: result.get(k) for k in ("op", "layer", "file", "line")}  # what the replay named
        skipped = self._optimizer is not None or hasattr(getattr(run.model, "optimizer", None), "inner_optimizer")
        not_kept = None
        if data is None:
            not_kept = result["message"]
        elif not skipped:
            not_kept = ("the step's update was not skipped (a distribution strategy, or an optimizer whose apply "
                        "is its own), so the weights from before it were not kept")
        manifest = repro.save_material(
            run.writer.logdir, run.model, data, step=run.step, epoch=run.epoch, batch=run.batch,
            max_bytes=self.repro_max_bytes, seen=seen, not_kept=not_kept)
        if not manifest.get("kept"):
            logging.getLogger(__name__).warning("tb_trainhealth: no reproduction of step %d written: %s",
                                                run.step, manifest["reason"])

    def _replay_data(self, run):
        if self._batch_vars and self._structure is not None:
            tensors = [tf.identity(variable) for variable, _ in self._batch_vars]
            return tf.nest.pack_sequence_as(self._structure, tensors)
        kind = self._input_kind
        if self._arrays is None or kind.get("shuffle") is not False:
            return None
        # Unshuffled arrays: the step's batch is a slice of them.
        start = int(run.batch) * int(kind["batch_size"])
        part = lambda a: None if a is None else tf.nest.map_structure(  # noqa: E731
            lambda v: tf.convert_to_tensor(np.asarray(v)[start:start + int(kind["batch_size"])]), a)
        x, y, weights = (part(a) for a in self._arrays)
        return keras.utils.pack_x_y_sample_weight(x, y, weights)


def _distributed(model=None):
    """Whether the step runs under a tf.distribute strategy (not the default one)."""
    strategy = getattr(model, "distribute_strategy", None)
    if strategy is None:
        return tf.distribute.has_strategy()
    return type(strategy).__name__ != "_DefaultDistributionStrategy" or strategy.num_replicas_in_sync > 1


def _checkable(tensor):
    return (
        isinstance(tensor, tf.Tensor)
        and tensor.dtype.is_floating
        and tensor.shape.rank is not None
        and tensor.shape.rank >= 1
    )


def _first_nonfinite(tensor):
    """[sample, flat feature index, value] of the first non-finite value of
    `tensor` (zeros where all are finite), and "all finite".

    Every step pays one pass: x * 0 is 0 for a finite value and NaN for a
    NaN/Inf (no overflow, unlike a plain sum), summed per sample. Only a
    step whose data holds one finds where (`_located`), behind a cond:
    about 15 small ops a tensor that a finite step, nearly every step, skips.
    """
    rows = tf.reshape(tensor, tf.stack([tf.shape(tensor, out_type=tf.int64)[0], -1]))
    per_sample = tf.reduce_sum(rows * tf.zeros([], rows.dtype), axis=1)
    finite = tf.math.is_finite(tf.reduce_sum(per_sample))
    stats = tf.cond(finite, lambda: tf.zeros([3]), lambda: _located(rows, per_sample))
    return stats, finite


def _located(rows, per_sample):
    """[sample, flat feature index, value] of the first non-finite value of
    `rows` ([batch, values of a sample]), which holds one; `per_sample`:
    x * 0 summed per sample, NaN exactly for a sample holding a NaN/Inf.

    Only that sample's row is read, so the index costs nothing next to the
    pass (an argmin over the whole batch costs several times the pass).
    Each argmin gets one finite entry more, so that it never runs on an
    empty tensor.
    """
    batch = tf.shape(rows, out_type=tf.int64)[0]
    pad = tf.zeros([1], rows.dtype)
    samples_ok = tf.math.is_finite(tf.concat([per_sample, pad], axis=0))
    sample = tf.argmin(tf.cast(samples_ok, tf.int32), output_type=tf.int64)
    sample = tf.minimum(sample, tf.maximum(batch - 1, 0))
    row = tf.concat([tf.reshape(tf.gather(rows, sample), [-1]), pad], axis=0)
    feature = tf.argmin(tf.cast(tf.math.is_finite(row), tf.int32), output_type=tf.int64)
    value = tf.cast(tf.gather(row, feature), tf.float32)
    return tf.stack([tf.cast(sample, tf.float32), tf.cast(feature, tf.float32), value])


def _paths(part):
    """A name per flat tensor of `part`: its dict key or position."""
    if isinstance(part, dict):
        names = []
        for key in sorted(part):  # tf.nest flattens dicts in sorted key order
            names.extend([str(key)] * len(tf.nest.flatten(part[key])))
        return names
    flat = tf.nest.flatten(part)
    return [""] if len(flat) == 1 else [str(i) for i in range(len(flat))]


def _unravel(flat_index, sample_shape):
    if not sample_shape or any(d <= 0 for d in sample_shape):
        return [flat_index]
    return [int(i) for i in np.unravel_index(flat_index, sample_shape)]


def _jit_compile(model):
    return getattr(model, "jit_compile", False)


def _input_kind(run):
    """What fit was given, for a fix written for it: ({"input_kind": "numpy" |
    "tf.data" | "generator", "batch_size", "shuffle"}, (x, y, sample_weight)
    where they are arrays, else None)."""
    args = run.fit_args or _fit_arguments(run.fit_locals)
    if not args:
        return {}, None
    x = args.get("x")
    if isinstance(x, tf.data.Dataset):
        kind = "tf.data"
    elif isinstance(x, (np.ndarray, dict, list, tuple)) or type(x).__module__.startswith("pandas"):
        kind = "numpy"
    elif x is not None:
        kind = "generator"
    else:
        return {}, None
    found = {"input_kind": kind}
    arrays = None
    if kind == "numpy":
        found["batch_size"] = int(args.get("batch_size") or 32)
        found["shuffle"] = bool(args.get("shuffle", True))
        arrays = (x, args.get("y"), args.get("sample_weight"))
    return found, arrays


def _fit_arguments(local):
    # A plain TrainHealth callback (no autolog) is not told fit's arguments:
    # they are among the locals of Keras's fit frame (`TrainingRun.fit_locals`).
    if local is None:
        return None
    return {k: local.get(k) for k in ("x", "y", "sample_weight", "batch_size", "shuffle")}
