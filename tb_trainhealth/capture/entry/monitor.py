"""Monitor: trainhealth for custom training loops (GradientTape).

    monitor = tb_trainhealth.Monitor("logs/custom")
    for x, y in dataset:
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply(grads, model.trainable_variables)
        if not monitor.step(loss=loss, gradients=grads, variables=model.trainable_variables):
            break  # the loss or the gradients went NaN/Inf: the event is on disk
    monitor.close()

The statistics are the same as `TrainHealth` records inside `fit`. Call
`step` outside any tf.function (return the gradients from yours).

Under a `tf.distribute` strategy, pass what `strategy.run` returns: a
per-replica loss is summed (as `strategy.reduce("SUM", ...)` of losses
scaled by `tf.nn.compute_average_loss`), per-replica gradients are summed
as the optimizer sums them before it applies them, and a NaN/Inf gradient
born on one replica is named with that replica (and, multi-worker, its
worker). Across workers, the chief writes the run; another worker writes
only a NaN/Inf it saw itself, to a sub-run `worker_<index>` of its own
(two writers in one run directory would lose data), and nothing else.
"""

import math

import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.areas.shapes import AREA as SHAPES
from tb_trainhealth.capture import options as options_lib
from tb_trainhealth.capture.engine import workers
from tb_trainhealth.capture.probes import gradient_layout
from tb_trainhealth.capture.probes import gradients as gradients_lib
from tb_trainhealth.capture.probes.activations import ActivationProbe
from tb_trainhealth.capture.probes.loss import LossRecorder
from tb_trainhealth.capture.safety import never_raises
from tb_trainhealth.capture.engine.step_engine import StepEngine
from tb_trainhealth.capture.writer import DEFAULT_BLOCK_STEPS


class Monitor:
    def __init__(self, logdir, *, options=None, block_steps=DEFAULT_BLOCK_STEPS, model=None):
        """`options`: per-area settings as `TrainHealth` takes them
        (`{"gradients": {"histogram_every": 10}}`). `model`, if given, gets
        the NaN/Inf sentinel on every layer's output (as under `fit`),
        through the same step engine; its forward pass must run in the
        user's tf.function with training=True."""
        self.logdir = str(logdir)
        self._worker = workers.task_index()
        self.writer = workers.run_writer(self.logdir, block_steps)
        resolved = options_lib.resolve(options)
        self._engine = None
        if model is not None and resolved[NONFINITE.name][options_lib.ENABLED]:
            self._engine = StepEngine([ActivationProbe()], self.logdir, block_steps, stop_on_nonfinite=False)
            self._engine.begin_loop(model, self.writer)
            self._sentinel = self._engine.probes[0] if self._engine.probes else None
        self.last_step = 0
        self._loss = LossRecorder()
        settings = resolved[GRADIENTS.name]
        self._gradients_enabled = settings[options_lib.ENABLED]
        self._gradient_settings = (
            settings["histogram_every"], settings["update_ratio_every"], gradient_layout.DEFAULT_OVERVIEW_EVERY
        )
        self._gradients = None  # GradientRecorder, made on the first gradients
        self._healthy = True
        self._loss_shape_pairs = set()  # check_loss_shapes: pairs already written

    def step(self, loss=None, gradients=None, variables=None, step=None):
        """Records one training step; False once the loss or a gradient has
        gone NaN/Inf (stop the loop then, as `fit` would)."""
        self.last_step = int(step) if step is not None else self.last_step + 1
        self._record(loss, gradients, variables)
        return self._healthy

    @never_raises
    def _record(self, loss, gradients, variables):
        if self._engine is not None and self._sentinel is not None:
            self._engine.loop_step(self.last_step)
            if self._sentinel.reported:
                self._healthy = False
        if loss is not None:
            value = float(np.sum([np.asarray(v) for v in _local_values(loss)]))
            if self._loss.record(self.writer, self.last_step, value):
                self._healthy = False
            if not math.isfinite(value):
                self._healthy = False
        if gradients is not None and self._gradients_enabled:
            if variables is None:
                raise ValueError("Monitor.step(gradients=...) needs variables= too")
            self._record_gradients(list(gradients), list(variables))

    def _record_gradients(self, gradients, variables):
        # Per replica (strategy.run's values): the optimizer applies their sum.
        replicas = [_local_values(g) for g in gradients]
        gradients = [r[0] if len(r) == 1 else _summed(r) for r in replicas]
        if self._gradients is None:
            layout = gradient_layout.LayerLayout(variables)
            self._gradients = gradients_lib.GradientRecorder(layout, *self._gradient_settings)
            # The update ratio from the loop's first update on (as fit's
            # probe takes its first step's): a loop that accumulates
            # gradients then has its first applied sum on record, the
            # measure its later ones are compared with (rules/accumulation.py).
            self._gradients.extra_steps = frozenset({self.last_step + 1})
        recorder = self._gradients
        layout = recorder.layout
        squares, _, present, layer_grads = layout.squares(zip(gradients, variables))
        stats = layout.stat_rows(squares.numpy(), layout.slow_stats(present).numpy())
        where = {}
        if np.any(stats[:, gradient_layout.NONFINITE_COLUMN]):
            # The gradients are at hand: count from the values, not the norm
            # (which overflows to Inf past |g| ~ 1e19 with every value finite).
            in_order = [(None, v) for v in layout.variables]
            for g, v in zip(gradients, variables):
                index = layout.index_of(v)
                if index is not None:
                    in_order[index] = (g, v)
            stats[:, gradient_layout.NONFINITE_COLUMN] = layout.nonfinite_gradients(in_order)
            # A sum holds a NaN/Inf iff a part does: which replica, only now.
            where = _replica_where(replicas)
            if self._worker is not None:
                where["worker"] = self._worker
        hist_rows = None
        if recorder.histogram_due(self.last_step):
            hist_rows = recorder.layout.histogram_rows(layer_grads).numpy()
        if recorder.add(self.writer, self.last_step, stats, hist_rows, where=where) \
                or np.any(stats[:, gradient_layout.NONFINITE_COLUMN]):
            self._healthy = False

    # Called from the user's tf.function: run as the Python it is, at trace
    # time, never converted by autograph (which would trace our writer's
    # bookkeeping as graph code; whether it converts depends on what the
    # process did before).
    @tf.autograph.experimental.do_not_convert
    def check_loss_shapes(self, y_true, y_pred, step=None, layer=None):
        """Checks a hand-written loss's inputs before the arithmetic: `y_true
        - y_pred` on (N,) and (N, 1) broadcasts to (N, N) without a word.

        Returns None when the shapes agree, else the problem (a dict, also
        written at once as an `input_spec_mismatch` event, once per pair of
        shapes). Works inside a tf.function too: it runs, and writes, when
        the function is traced. `layer`: the output layer's name, if known.
        """
        return self._check_loss_shapes(y_true, y_pred, step, layer)

    @never_raises
    def _check_loss_shapes(self, y_true, y_pred, step, layer):
        from tb_trainhealth.capture.shapes import shape_walk
        from tb_trainhealth.capture.shapes import shape_labels as shapes_lib

        pair = tuple(shape_walk.shape_list(tf.TensorShape(getattr(v, "shape", np.shape(v))))
                     for v in (y_true, y_pred))
        if None in pair:
            return None  # unknown rank: nothing to say
        problem = shapes_lib.loss_shape_problem(*pair)
        if repr(pair) not in self._loss_shape_pairs:
            self._loss_shape_pairs.add(repr(pair))
            at = int(step) if step is not None else self.last_step + 1
            with tf.init_scope():  # eager even while a tf.function traces
                self.writer.event(SHAPES.events.loss_shapes, at, {"y_true": pair[0], "y_pred": pair[1],
                                                                  "ok": problem is None})
                if problem is not None:
                    self.writer.event(SHAPES.events.input_spec_mismatch, at,
                                      {"problems": [dict(problem, layer=layer)]})
        return problem

    @never_raises
    def flush(self):
        """Writes everything buffered to disk."""
        if self._engine is not None:
            self._engine.each("on_train_end")
        if self._gradients is not None:
            self._gradients.write(self.writer, self.last_step)
        self.writer.flush()

    def close(self):
        self.flush()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def _replica_where(replicas):
    """{"replica", "replicas"} of the first replica whose gradients hold a
    NaN/Inf ({} with one replica). One reduction per replica, one read."""
    import tensorflow as tf

    count = max((len(r) for r in replicas), default=1)
    if count <= 1:
        return {}
    flags = tf.stack([
        tf.reduce_any(tf.stack([tf.logical_not(tf.reduce_all(tf.math.is_finite(r[i])))
                                for r in replicas if i < len(r) and r[i] is not None]))
        for i in range(count)
    ]).numpy()
    where = {"replicas": count}
    if flags.any():
        where["replica"] = int(np.flatnonzero(flags)[0])
    return where


def _local_values(value):
    """The per-replica parts of what `strategy.run` returned (a
    DistributedValues), else [value]."""
    import tensorflow as tf

    if isinstance(value, tf.distribute.DistributedValues):
        return list(value.values)
    return [value]


def _summed(parts):
    """The sum of one gradient's per-replica parts (None where none has one)."""
    import tensorflow as tf

    present = [p for p in parts if p is not None]
    if not present:
        return None
    if any(isinstance(p, tf.IndexedSlices) for p in present):
        present = [tf.convert_to_tensor(p) for p in present]
    return tf.add_n(present)
