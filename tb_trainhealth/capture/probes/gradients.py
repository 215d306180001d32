"""Gradient health: per-layer gradient statistics every step, histograms
every N steps, weight norms and the update/weight ratio.

Keras 3 callbacks cannot see gradients, so the probe hooks the optimizer's
`_all_reduce_sum_gradients` (TF backend): there the gradients are unscaled
(mixed precision), clipped if the user clips, and all-reduced (the global
gradient under tf.distribute), and every model kind passes through it. The
statistics are computed in-graph into one non-trainable variable (XLA-safe:
no summary op inside the step) and read once per step outside it. Custom
loops get the same statistics through `Monitor` (capture/monitor.py).
"""

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.capture.overview import Overview
from tb_trainhealth.capture.probes import Probe

# Columns of a variable's statistics row.
_SQ, _MAX_ABS, _ZEROS, _NONFINITE, _WEIGHT_SQ = range(5)
N_STATS = 5
HISTOGRAM_BINS = 30

DEFAULT_HISTOGRAM_EVERY = 100
DEFAULT_UPDATE_RATIO_EVERY = 100
DEFAULT_OVERVIEW_EVERY = 200
# Max |g|, zero counts and weight norms move slowly: taken every this many
# steps (and on the first), carried over in between; 1 takes them every step.
DEFAULT_FULL_STATS_EVERY = 10

MATRICES = ("grad_norm", "grad_max_abs", "grad_zero_fraction", "weight_norm", "grad_nonfinite")


def layer_names(paths):
    """Layer names from variable paths ("sequential/dense/kernel" -> "dense"),
    the top model's name dropped when all share it."""
    layer_paths = [p.rsplit("/", 1)[0] if "/" in p else p for p in paths]
    tops = {p.split("/", 1)[0] for p in layer_paths}
    if len(tops) == 1 and all("/" in p for p in layer_paths):
        layer_paths = [p.split("/", 1)[1] for p in layer_paths]
    return layer_paths


class LayerLayout:
    """Which variable belongs to which layer, layers in execution order."""

    def __init__(self, variables):
        self.variables = list(variables)
        var_layers = layer_names([getattr(v, "path", v.name) for v in self.variables])
        self.layers = list(dict.fromkeys(var_layers))
        self.layer_of_var = np.array([self.layers.index(l) for l in var_layers])
        self._sizes = np.array([max(1, int(np.prod(v.shape))) for v in self.variables], dtype=np.float64)
        self._index = {id(_tf_variable(v)): i for i, v in enumerate(self.variables)}

    def index_of(self, variable):
        return self._index.get(id(_tf_variable(variable)))

    # Tensors, in-graph or eager.

    def stat_rows(self, grads_and_vars, previous=None, full=True):
        """float32 [variables, N_STATS], and each layer's gradients.

        Every step costs one pass over each gradient, its sum of squares;
        the NaN/Inf counts are taken only when some sum is not finite. Max |g|,
        the zero count and the weight norm move slowly: taken when `full` (a
        bool tensor or bool), carried over from `previous` otherwise.
        """
        zero = tf.zeros([])
        squares = [zero] * len(self.variables)
        nonfinite = [zero] * len(self.variables)
        present = []
        layer_grads = {}
        for grad, var in grads_and_vars:
            index = self.index_of(var)
            if grad is None or index is None:
                continue
            if isinstance(grad, tf.IndexedSlices):
                grad = tf.convert_to_tensor(grad)
            g = tf.cast(grad, tf.float32)
            squares[index] = tf.reduce_sum(tf.square(g))  # NaN/Inf propagate
            present.append((index, g, var))
            layer_grads.setdefault(int(self.layer_of_var[index]), []).append(g)

        def nonfinite_counts():
            counts = list(nonfinite)
            for index, g, _ in present:
                counts[index] = tf.reduce_sum(tf.cast(tf.logical_not(tf.math.is_finite(g)), tf.float32))
            return tf.stack(counts)

        # One cond for all variables: per-variable conds cost more than the
        # reductions they skip. Counted only when some norm is not finite.
        squares = tf.stack(squares)
        counts = tf.cond(
            tf.reduce_all(tf.math.is_finite(squares)), lambda: tf.stack(nonfinite), nonfinite_counts
        )

        def slow_stats():
            rows = [tf.zeros([3])] * len(self.variables)
            for index, g, var in present:
                finite = tf.math.is_finite(g)
                rows[index] = tf.stack(
                    [
                        tf.reduce_max(tf.abs(tf.where(finite, g, tf.zeros_like(g)))),
                        tf.reduce_sum(tf.cast(tf.equal(g, 0.0), tf.float32)),
                        tf.reduce_sum(tf.square(tf.cast(var, tf.float32))),
                    ]
                )
            return tf.stack(rows)

        carried = [_MAX_ABS, _ZEROS, _WEIGHT_SQ]
        if previous is None or full is True:
            slow = slow_stats()
        else:
            slow = tf.cond(full, slow_stats, lambda: tf.gather(previous, carried, axis=1))
        rows = tf.stack([squares, slow[:, 0], slow[:, 1], counts, slow[:, 2]], axis=1)
        return rows, layer_grads

    def histogram_rows(self, layer_grads):
        """float32 [layers, 2 + bins]: (low, high, counts) of finite values."""
        bins = HISTOGRAM_BINS
        rows = []
        for layer in range(len(self.layers)):
            grads = layer_grads.get(layer)
            if not grads:
                rows.append(tf.zeros([bins + 2]))
                continue
            flat = tf.concat([tf.reshape(g, [-1]) for g in grads], axis=0)
            finite = tf.math.is_finite(flat)
            lo = tf.reduce_min(tf.where(finite, flat, tf.fill(tf.shape(flat), np.inf)))
            hi = tf.reduce_max(tf.where(finite, flat, tf.fill(tf.shape(flat), -np.inf)))
            lo = tf.where(tf.math.is_finite(lo), lo, 0.0)
            hi = tf.where(tf.math.is_finite(hi), hi, 0.0)
            hi = tf.where(hi > lo, hi, lo + 1e-12)
            # Fixed-width bins by segment sum, O(N): XLA has no kernel for
            # histogram_fixed_width, and boolean masks are dynamic shapes.
            position = (tf.where(finite, flat, lo) - lo) / (hi - lo) * bins
            bucket = tf.clip_by_value(tf.cast(tf.floor(position), tf.int32), 0, bins - 1)
            counts = tf.math.unsorted_segment_sum(tf.cast(finite, tf.float32), bucket, bins)
            rows.append(tf.concat([tf.stack([lo, hi]), counts], axis=0))
        return tf.stack(rows)

    # NumPy, on the host.

    def per_layer(self, stats):
        """Each MATRICES statistic per layer, from variable rows."""
        n = len(self.layers)
        sums = np.zeros((n, N_STATS))
        np.add.at(sums, self.layer_of_var, stats)
        max_abs = np.zeros(n)
        np.maximum.at(max_abs, self.layer_of_var, stats[:, _MAX_ABS])
        sizes = np.bincount(self.layer_of_var, weights=self._sizes, minlength=n)
        with np.errstate(invalid="ignore"):
            return {
                "grad_norm": np.sqrt(sums[:, _SQ]),
                "grad_max_abs": max_abs,
                "grad_zero_fraction": sums[:, _ZEROS] / sizes,
                "weight_norm": np.sqrt(sums[:, _WEIGHT_SQ]),
                "grad_nonfinite": sums[:, _NONFINITE],
            }

    def histogram_buckets(self, hist_rows):
        """(layer, [k, 3] buckets) in TensorBoard's layout."""
        for layer, row in zip(self.layers, hist_rows):
            lo, hi, counts = row[0], row[1], row[2:]
            edges = np.linspace(lo, hi, len(counts) + 1)
            yield layer, np.column_stack([edges[:-1], edges[1:], counts])

    def update_ratios(self, before, after):
        """Per layer ||w_after - w_before|| / ||w_before||."""
        n = len(self.layers)
        delta_sq, weight_sq = np.zeros(n), np.zeros(n)
        for i, (b, a) in enumerate(zip(before, after)):
            layer = self.layer_of_var[i]
            delta_sq[layer] += float(np.sum(np.square(a.astype(np.float64) - b)))
            weight_sq[layer] += float(np.sum(np.square(b.astype(np.float64))))
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.sqrt(delta_sq) / np.sqrt(weight_sq)


class GradientRecorder:
    """The host half, shared by the Keras probe and Monitor: per-layer
    overviews, histograms and the update ratio, written through a RunWriter."""

    def __init__(self, layout, histogram_every, update_ratio_every, overview_every):
        self.layout = layout
        self.histogram_every = int(histogram_every or 0)
        self.update_ratio_every = int(update_ratio_every or 0)
        self.overview_every = int(overview_every)
        self.overviews = {name: Overview(layout.layers) for name in MATRICES + ("update_ratio",)}
        self._snapshot = None  # (step, [weights]) for the update ratio
        self._reported_nonfinite = False

    def histogram_due(self, step):
        return bool(self.histogram_every) and step % self.histogram_every == 0

    def add(self, writer, step, stats, hist_rows=None, where=None):
        """Records one step; True at the first step with a NaN/Inf gradient
        (its events, and any NaN/Inf weights, are then on disk)."""
        first_nonfinite = False
        if not self._reported_nonfinite and np.any(stats[:, _NONFINITE] > 0):
            self._reported_nonfinite = first_nonfinite = True
            self._report_nonfinite(writer, step, stats, where or {})
        for name, values in self.layout.per_layer(stats).items():
            self.overviews[name].add(step, values)
        self._update_ratio(step)
        if hist_rows is not None:
            for layer, buckets in self.layout.histogram_buckets(hist_rows):
                writer.histogram("gradients", layer, buckets, step)
        if step % self.overview_every == 0:
            self.write(writer, step)
        return first_nonfinite

    def _report_nonfinite(self, writer, step, stats, where):
        layout = self.layout
        bad = np.flatnonzero(stats[:, _NONFINITE] > 0)
        first = int(bad[0])
        variables = [_path(v) for v in layout.variables]
        writer.event(
            "nonfinite_gradients",
            step,
            dict(
                where,
                variable=variables[first],
                layer=layout.layers[layout.layer_of_var[first]],
                nonfinite_values=int(stats[first, _NONFINITE]),
                variables=[variables[i] for i in bad],
            ),
        )
        # The weights are read on the host only now, at the bad step.
        bad_weights = [i for i, v in enumerate(layout.variables) if not np.all(np.isfinite(v.numpy()))]
        if bad_weights:
            i = bad_weights[0]
            writer.event(
                "nonfinite_weights",
                step,
                dict(
                    where,
                    variable=variables[i],
                    layer=layout.layers[layout.layer_of_var[i]],
                    variables=[variables[j] for j in bad_weights],
                ),
            )

    def write(self, writer, step):
        for name, overview in self.overviews.items():
            writer.matrix(name, overview.columns, overview.rows(), step)

    def _update_ratio(self, step):
        # ||w_after - w_before|| / ||w_before|| needs a copy of the weights:
        # taken on the host every `update_ratio_every` steps, not every step.
        if not self.update_ratio_every:
            return
        if self._snapshot is not None and self._snapshot[0] == step - 1:
            after = [v.numpy() for v in self.layout.variables]
            ratios = self.layout.update_ratios(self._snapshot[1], after)
            self.overviews["update_ratio"].add(step, ratios)
            self._snapshot = None
        if step % self.update_ratio_every == 0:
            self._snapshot = (step, [np.array(v.numpy()) for v in self.layout.variables])


class GradientProbe(Probe):
    def __init__(
        self,
        histogram_every=DEFAULT_HISTOGRAM_EVERY,
        update_ratio_every=DEFAULT_UPDATE_RATIO_EVERY,
        overview_every=DEFAULT_OVERVIEW_EVERY,
        full_stats_every=DEFAULT_FULL_STATS_EVERY,
    ):
        self._settings = (histogram_every, update_ratio_every, overview_every)
        self._full_stats_every = full_stats_every
        self._hook = None
        self.recorder = None
        self._seen_updates = 0

    def on_train_begin(self, run):
        self._install(run)

    def _install(self, run):
        """Hooks the optimizer; False when the model has no variables yet
        (a subclassed model builds in its first step)."""
        optimizer = getattr(run.model, "optimizer", None)
        variables = list(getattr(run.model, "trainable_variables", []))
        if optimizer is None or not variables:
            return False
        if self._hook is None or self._hook.optimizer is not _base_optimizer(optimizer):
            layout = LayerLayout(variables)
            self.recorder = GradientRecorder(layout, *self._settings)
            self._hook = _OptimizerHook(
                run.model, layout, self.recorder.histogram_every, self._full_stats_every
            )
        if self._hook.install():
            # The train function may have been traced without the hook.
            run.model.make_train_function(force=True)
        return True

    def on_batch_end(self, run, logs):
        if self._hook is None:
            # Built by its first step: hook now, from the next step on.
            self._install(run)
            return
        stats, updates, hist_step = self._hook.read()
        if updates == self._seen_updates:
            return  # no update this step (a loss-scale optimizer skipped it)
        self._seen_updates = updates
        hist_rows = self._hook.read_histograms() if hist_step == run.step else None
        where = {"epoch": run.epoch, "batch": run.batch}
        if self.recorder.add(run.writer, run.step, stats, hist_rows, where) and run.stop_on_nonfinite:
            run.model.stop_training = True

    def on_train_end(self, run):
        if self.recorder is not None:
            self.recorder.write(run.writer, run.step)

    on_step_error = lambda self, run, error: self.on_train_end(run)  # noqa: E731

    def detach(self, run):
        if self._hook is not None:
            self._hook.uninstall()


def _base_optimizer(optimizer):
    # A LossScaleOptimizer applies unscaled gradients through its inner one.
    return getattr(optimizer, "inner_optimizer", optimizer)


class _OptimizerHook:
    """The in-graph half for `fit`: statistics variables, filled by a hook
    on the optimizer, read once per step."""

    def __init__(self, model, layout, histogram_every, full_every):
        self.optimizer = _base_optimizer(model.optimizer)
        self.layout = layout
        self._histogram_every = histogram_every
        self._full_every = max(1, int(full_every))
        strategy = getattr(model, "distribute_strategy", None) or tf.distribute.get_strategy()
        with strategy.scope():
            kwargs = dict(
                trainable=False,
                synchronization=tf.VariableSynchronization.ON_WRITE,
                aggregation=tf.VariableAggregation.ONLY_FIRST_REPLICA,
            )
            # Rows: one per variable, then a footer [updates, histogram step, 0...].
            self._stats = tf.Variable(
                tf.zeros([len(layout.variables) + 1, N_STATS]), name="trainhealth_grad_stats", **kwargs
            )
            self._hist = tf.Variable(
                tf.zeros([len(layout.layers), HISTOGRAM_BINS + 2]), name="trainhealth_grad_hist", **kwargs
            )

    def install(self):
        """Hooks the optimizer once; True when it was not hooked before."""
        if getattr(self.optimizer, "_trainhealth_hook", None) is self:
            return False
        original = getattr(self.optimizer, "_trainhealth_original", None)
        if original is None:
            original = self.optimizer._all_reduce_sum_gradients
            self.optimizer._trainhealth_original = original
        hook = self

        def all_reduce_sum_gradients(grads_and_vars):
            reduced = original(grads_and_vars)
            hook._record(reduced)
            return reduced

        self.optimizer._all_reduce_sum_gradients = all_reduce_sum_gradients
        self.optimizer._trainhealth_hook = self
        return True

    def uninstall(self):
        if getattr(self.optimizer, "_trainhealth_hook", None) is self:
            del self.optimizer._all_reduce_sum_gradients  # back to the class's
            self.optimizer._trainhealth_hook = None

    def _record(self, grads_and_vars):
        # Traced into the train function.
        step = tf.cast(self.optimizer.iterations, tf.float32) + 1.0
        previous = self._stats.read_value()[:-1]
        full = tf.equal(tf.math.floormod(step - 1.0, float(self._full_every)), 0.0)
        rows, layer_grads = self.layout.stat_rows(grads_and_vars, previous, full)
        updates = self._stats[-1, 0] + 1.0
        hist_step = self._stats[-1, 1]
        if self._histogram_every:
            due = tf.equal(tf.math.floormod(step, float(self._histogram_every)), 0.0)
            # The cond only computes; variables are assigned outside it: under
            # tf.distribute an assign is a merge_call, not allowed in a cond.
            hist = tf.cond(
                due, lambda: self.layout.histogram_rows(layer_grads), lambda: self._hist.read_value()
            )
            hist_step = tf.where(due, step, hist_step)
            self._hist.assign(hist)
        footer = tf.stack([updates, hist_step, 0.0, 0.0, 0.0])[None, :]
        self._stats.assign(tf.concat([rows, footer], axis=0))

    def read(self):
        stats = self._stats.numpy()
        return stats[:-1], int(stats[-1, 0]), int(stats[-1, 1])

    def read_histograms(self):
        return self._hist.numpy()


def _path(variable):
    return getattr(variable, "path", None) or variable.name


def _tf_variable(variable):
    # What the optimizer hands _all_reduce_sum_gradients: the tf.Variable
    # (or distributed variable) behind a Keras Variable.
    return variable.value if isinstance(variable, keras.Variable) else variable
