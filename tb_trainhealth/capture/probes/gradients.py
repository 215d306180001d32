"""Gradient health: per-layer gradient statistics every step, histograms
every N steps, weight norms and the update/weight ratio.

Histograms and the update ratio are also taken at a fit's first step and,
where the fit's length is known, at its last step: a run shorter than N
steps (or one that dies early) still has them. They are a handful of extra
full steps per fit.

Keras 3 callbacks cannot see gradients, so the probe hooks the optimizer's
`_all_reduce_sum_gradients` (TF backend): there the gradients are unscaled
(mixed precision), clipped if the user clips, and all-reduced (the global
gradient under tf.distribute), and every model kind passes through it. The
statistics are computed in-graph into one non-trainable variable (XLA-safe:
no summary op inside the step) and read once per step outside it. Custom
loops get the same statistics through `Monitor` (capture/entry/monitor.py).

The update ratio ||w_after - w_before|| / ||w_before|| is taken inside full
steps too: the weights read as the step begins and as it ends, reduced
there, so it is each step's own with any steps_per_execution (reading the
weights on the host after a call of 32 steps gave the update of 32 steps
at one step and 0 at the next) and no step is processed at once for it.
Monitor's custom loops read the weights on the host around the step.
"""

import weakref

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.gradients import AREA
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE_AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.engine import step_variants
from tb_trainhealth.capture.readers import not_updated
from tb_trainhealth.capture.readers.optimizer_info import optimizer_of
from tb_trainhealth.capture.readers.overview import Overview, WriteSchedule
from tb_trainhealth.capture.probes import Probe
from tb_trainhealth.capture.probes.crash import write_capture_note
from tb_trainhealth.capture.safety import warn_once

STAT = AREA.matrices

# Columns of a variable's statistics row; _NONFINITE is 1 where the
# gradient holds a NaN/Inf.
_SQ, _MAX_ABS, _ZEROS, _NONFINITE, _WEIGHT_SQ = range(5)
NONFINITE = _NONFINITE
N_STATS = 5
HISTOGRAM_BINS = 30

# The declared defaults (areas/gradients.py). Max |g|, zero counts and
# weight norms move slowly: taken every `full_stats_every` steps (and on
# the first), carried over in between; 1 takes them every step.
_DEFAULTS = AREA.option_defaults()
DEFAULT_HISTOGRAM_EVERY = _DEFAULTS["histogram_every"]
DEFAULT_UPDATE_RATIO_EVERY = _DEFAULTS["update_ratio_every"]
DEFAULT_FULL_STATS_EVERY = _DEFAULTS["full_stats_every"]
DEFAULT_OVERVIEW_EVERY = 200

# In full steps where the update ratio is on: [variables + 1, 2], each
# variable's ||update||^2 and ||weights before||^2, then a row of flags: (1
# where the step took this probe's ratio, 1 where it is one of
# SAMPLED_UPDATE_STEPS) (`_OptimizerHook.ratio_end`).
UPDATE_SQUARES = "grad_update_squares"

# The updates the convergence probe samples for the effective learning rate
# (the update of step 2 and of steps 20 * 4^k + 1: more early on, where a
# too-large rate shows first), taken here, in the step, beside this probe's
# own: the weights are read in-graph once for both, and the convergence
# probe needs no weights read on the host. Listed while float32 (the
# in-graph step count) holds the step exactly.
SAMPLED_UPDATE_STEPS = (2,) + tuple(20 * 4 ** k + 1 for k in range(10))
_TAKEN, _SAMPLED = range(2)  # the flags of UPDATE_SQUARES's last row


def _flagged_squares(rows, flag):
    """A full step's update squares (UPDATE_SQUARES, as an array) where
    its last row's `flag` is set, else None."""
    return rows[:-1] if rows is not None and rows[-1, flag] > 0 else None


def sampled_update_squares(rows):
    """The update squares of a step of SAMPLED_UPDATE_STEPS, else None."""
    return _flagged_squares(rows, _SAMPLED)


# Full steps: [layers, 2 + HISTOGRAM_BINS], the histograms (carried over
# from the last histogram step where the step took none).
_HISTOGRAMS = "grad_histograms"

# What per_layer computes from variable rows; the update ratio is apart.
MATRICES = (STAT.grad_norm, STAT.grad_max_abs, STAT.grad_zero_fraction, STAT.weight_norm, STAT.grad_nonfinite)


def layer_names(paths):
    """Layer names from variable paths ("sequential/dense/kernel" -> "dense"),
    the top model's name dropped when all share it."""
    layer_paths = [p.rsplit("/", 1)[0] if "/" in p else p for p in paths]
    tops = {p.split("/", 1)[0] for p in layer_paths}
    if len(tops) == 1 and all("/" in p for p in layer_paths):
        layer_paths = [p.split("/", 1)[1] for p in layer_paths]
    return layer_paths


# Slow statistics of same-shaped variables up to this size are taken
# together (`LayerLayout.slow_stats`): 64K values (256 KB of float32), the
# size where reducing a tensor takes longer than an op's dispatch.
GROUPED_ELEMENTS = 1 << 16


def _slow_rows(g, w, one=False):
    """Max |g|, zero count and sum of w^2, of one gradient (`one`: a [3]
    row) or of a stack of same-shaped ones ([k, 3], reduced over all axes
    but the first)."""
    axes = None if one else list(range(1, g.shape.rank))
    columns = [
        # max and -min: two reads, no |g| temporary. A NaN propagates; the
        # NaN/Inf column says so anyway.
        tf.maximum(tf.reduce_max(g, axes), -tf.reduce_min(g, axes)),
        tf.reduce_sum(tf.cast(tf.equal(g, 0.0), tf.float32), axes),
        # l2_loss: one read, no w^2 temporary (a large variable's is large).
        2.0 * tf.nn.l2_loss(w) if one else tf.reduce_sum(tf.square(w), axes),
    ]
    return tf.stack(columns, axis=0 if one else 1)


class LayerLayout:
    """Which variable belongs to which layer, layers in execution order."""

    def __init__(self, variables):
        self.variables = list(variables)
        var_layers = layer_names([getattr(v, "path", v.name) for v in self.variables])
        self.layers = list(dict.fromkeys(var_layers))
        self.layer_of_var = np.array([self.layers.index(l) for l in var_layers])
        self._sizes = np.array([max(1, int(np.prod(v.shape))) for v in self.variables], dtype=np.float64)
        self._index = {not_updated.variable_key(v): i for i, v in enumerate(self.variables)}

    def index_of(self, variable):
        return self._index.get(not_updated.variable_key(variable))

    # Tensors, in-graph or eager.

    def squares(self, grads_and_vars):
        """(float32 [variables] sums of squares, {index: [the op that read its
        gradient]}, [(index, gradient, variable)], {layer: [gradients]}): the
        statistics of every step.

        One pass over each gradient. The sum also says whether the gradient
        holds a NaN/Inf: they propagate through it (so does a squared norm
        past float32's range, |g| > ~1e19).
        """
        zero = tf.zeros([])
        halves = [zero] * len(self.variables)
        reads = {}
        present = []
        layer_grads = {}
        for grad, var in grads_and_vars:
            index = self.index_of(var)
            if grad is None or index is None:
                continue
            if isinstance(grad, tf.IndexedSlices):
                grad = tf.convert_to_tensor(grad)
            g = tf.cast(grad, tf.float32)
            # l2_loss is sum(g^2)/2 in one read, no g^2 temporary to write
            # (a third of the cost of reduce_sum(square)).
            halves[index] = tf.nn.l2_loss(g)
            reads[index] = [halves[index]]
            present.append((index, g, var))
            layer_grads.setdefault(int(self.layer_of_var[index]), []).append(g)
        return 2.0 * tf.stack(halves), reads, present, layer_grads

    def slow_stats(self, present):
        """float32 [variables, 3]: max |g|, zero count, weight sum of squares
        (zeros for a variable with no gradient). They move slowly: the probe
        takes them in full steps only.

        Variables of one shape with at most GROUPED_ELEMENTS values each
        are stacked and reduced together: a dozen ops for the group, not
        ten for each (an op's dispatch, ~1 us on a CPU, costs more than
        its arithmetic on a small tensor, and a transformer's blocks repeat
        their shapes: 500 of these ops were 0.7 ms of the bench
        transformer's full step). A larger one keeps its own ops: stacking
        would copy it.
        """
        groups, singles, parts, order = {}, [], [], []
        for index, g, var in present:
            size = g.shape.num_elements()
            if size is not None and size <= GROUPED_ELEMENTS:
                groups.setdefault(tuple(g.shape), []).append((index, g, var))
            else:
                singles.append((index, g, var))
        for members in groups.values():
            if len(members) == 1:
                singles.extend(members)
                continue
            parts.append(_slow_rows(tf.stack([g for _, g, _ in members]),
                                    tf.stack([tf.cast(var, tf.float32) for _, _, var in members])))
            order.extend(index for index, _, _ in members)
        if singles:
            parts.append(tf.stack([_slow_rows(g, tf.cast(var, tf.float32), one=True) for _, g, var in singles]))
            order.extend(index for index, _, _ in singles)
        # Back in the variables' order; a variable with no gradient points
        # at the zero row after the others.
        position = np.full(len(self.variables), len(order), dtype=np.int32)
        position[order] = np.arange(len(order), dtype=np.int32)
        return tf.gather(tf.concat([*parts, tf.zeros([1, 3])], axis=0), position)

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

    @staticmethod
    def stat_rows(squares, slow):
        """float64 [variables, N_STATS] from `squares` and `slow_stats`; of
        several steps ([steps, variables], [steps, variables, 3]), one
        such block per step ([steps, variables, N_STATS])."""
        squares = np.asarray(squares, dtype=np.float64)
        slow = np.asarray(slow, dtype=np.float64)
        rows = np.empty(squares.shape + (N_STATS,))
        rows[..., _SQ] = squares
        rows[..., _MAX_ABS], rows[..., _ZEROS], rows[..., _WEIGHT_SQ] = np.moveaxis(slow, -1, 0)
        rows[..., _NONFINITE] = ~np.isfinite(squares)
        return rows

    def per_layer(self, stats):
        """Each MATRICES statistic per layer ([layers], or [steps, layers]
        of several steps' stat_rows), from variable rows: summed in the
        variables' order, the same float for a step alone or in a batch."""
        n = len(self.layers)
        by_variable = np.moveaxis(stats, -2, 0)  # [variables, (steps,) N_STATS]
        sums = np.zeros((n,) + by_variable.shape[1:])
        np.add.at(sums, self.layer_of_var, by_variable)
        max_abs = np.zeros((n,) + by_variable.shape[1:-1])
        sizes = np.bincount(self.layer_of_var, weights=self._sizes, minlength=n)
        sizes = sizes.reshape((n,) + (1,) * (max_abs.ndim - 1))
        with np.errstate(invalid="ignore"):  # a NaN max |g| stays NaN
            np.maximum.at(max_abs, self.layer_of_var, by_variable[..., _MAX_ABS])
            per_layer = {
                STAT.grad_norm: np.sqrt(sums[..., _SQ]),
                STAT.grad_max_abs: max_abs,
                STAT.grad_zero_fraction: sums[..., _ZEROS] / sizes,
                STAT.weight_norm: np.sqrt(sums[..., _WEIGHT_SQ]),
                STAT.grad_nonfinite: sums[..., _NONFINITE],
            }
        return {name: np.moveaxis(values, 0, -1) for name, values in per_layer.items()}

    def nonfinite_weights(self):
        """bool [variables]: which variables now hold a NaN/Inf (read on the
        host: for a rare step only)."""
        return np.array([not np.all(np.isfinite(v.numpy())) for v in self.variables], dtype=bool)

    @staticmethod
    def nonfinite_gradients(grads_and_vars_in_order):
        """float [variables]: 1 where a gradient holds a NaN/Inf, counted from
        its values (eager, for custom loops)."""
        return np.array(
            [0.0 if g is None else float(not tf.reduce_all(tf.math.is_finite(tf.convert_to_tensor(g))))
             for g, _ in grads_and_vars_in_order]
        )

    def histogram_buckets(self, hist_rows):
        """(layer, [k, 3] buckets) in TensorBoard's layout."""
        for layer, row in zip(self.layers, hist_rows):
            lo, hi, counts = row[0], row[1], row[2:]
            edges = np.linspace(lo, hi, len(counts) + 1)
            yield layer, np.column_stack([edges[:-1], edges[1:], counts])

    @staticmethod
    def update_squares(before, after):
        """float32 [variables, 2]: ||w_after - w_before||^2 and ||w_before||^2
        per variable, from the weights' values (tensors) before and after
        one update; in-graph or eager, reduced where they lie."""
        rows = []
        for b, a in zip(before, after):
            b = tf.cast(b, tf.float32)
            rows.append(tf.stack([tf.nn.l2_loss(tf.cast(a, tf.float32) - b), tf.nn.l2_loss(b)]))
        return 2.0 * tf.stack(rows)

    def update_ratios(self, squares):
        """Per layer ||w_after - w_before|| / ||w_before||, from
        `update_squares` (as an array)."""
        n = len(self.layers)
        squares = np.asarray(squares, dtype=np.float64)
        delta_sq = np.bincount(self.layer_of_var, weights=squares[:, 0], minlength=n)
        weight_sq = np.bincount(self.layer_of_var, weights=squares[:, 1], minlength=n)
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.sqrt(delta_sq) / np.sqrt(weight_sq)


# A custom loop that accumulates gradients changes the weights once every N
# steps; the update ratio waits up to this many steps for the change.
MAX_UPDATE_PERIOD = 64


class GradientRecorder:
    """The host half, shared by the Keras probe and Monitor: per-layer
    overviews, histograms and the update ratio, written through a RunWriter."""

    def __init__(self, layout, histogram_every, update_ratio_every, overview_every, ratios_in_graph=False):
        self.layout = layout
        self.histogram_every = int(histogram_every or 0)
        self.update_ratio_every = int(update_ratio_every or 0)
        self.overview_every = int(overview_every)
        self._writes = WriteSchedule(self.overview_every)
        self.overviews = {name: Overview(layout.layers) for name in MATRICES + (STAT.update_ratio,)}
        self._snapshot = None  # (step, [weights]) for the update ratio
        # Steps between weight changes (written once where more than one):
        # None before any wait, 0 while the gap between two changes is measured.
        self._update_period = None
        self._reported_nonfinite = False
        # Steps of the current fit that take the histograms and the update
        # ratio besides every N-th one (its first and last; GradientProbe).
        self.extra_steps = frozenset()
        # fit's probe takes each update ratio inside its step (`add_layers`'
        # `update_squares`); Monitor's custom loops from weights read here.
        self.ratios_in_graph = ratios_in_graph

    def histogram_due(self, step):
        return _histogram_due(step, self.histogram_every)

    def add(self, writer, step, stats, hist_rows=None, where=None, update_squares=None):
        """Records one step; True at the first step with a NaN/Inf gradient
        (its events, and any NaN/Inf weights, are then on disk)."""
        first_nonfinite = False
        if not self._reported_nonfinite and np.any(stats[:, _NONFINITE] > 0):
            self._reported_nonfinite = first_nonfinite = True
            self._report_nonfinite(writer, step, stats, where or {})
        self.add_layers(writer, step, self.layout.per_layer(stats), hist_rows, update_squares)
        return first_nonfinite

    def add_plain_steps(self, steps, per_layer):
        """`add_layers` for steps that take no histogram and write nothing
        (`plain`), their statistics ([steps, layers] each) added at once."""
        for name, values in per_layer.items():
            self.overviews[name].add_steps(steps, values)

    def plain(self, step):
        """Whether `add_layers` at `step` only adds to the overviews: no
        overview written, no update ratio taken or snapshot made."""
        if step % self.overview_every == 0:
            return False
        if not self.update_ratio_every or self.ratios_in_graph:
            return True
        if self._snapshot is not None:
            return False
        return not (step % self.update_ratio_every == 0 or step + 1 in self.extra_steps)

    def add_layers(self, writer, step, per_layer, hist_rows=None, update_squares=None):
        """The rest of `add`, from the step's per-layer statistics
        (`LayerLayout.per_layer`) and, where the step took them, its
        `update_squares` (the update ratio's)."""
        for name, values in per_layer.items():
            self.overviews[name].add(step, values)
        if update_squares is not None:
            self.overviews[STAT.update_ratio].add(step, self.layout.update_ratios(update_squares))
        self._update_ratio(writer, step)
        if hist_rows is not None:
            for layer, buckets in self.layout.histogram_buckets(hist_rows):
                writer.histogram(AREA.histograms.gradients, layer, buckets, step)
        if self._writes.due(step):
            self.write(writer, step)

    def _report_nonfinite(self, writer, step, stats, where):
        layout = self.layout
        variables = [_path(v) for v in layout.variables]

        def event(kind, indices):
            # Names the first variable (and its layer) and lists them all.
            first = int(indices[0])
            writer.event(kind, step, dict(
                where,
                variable=variables[first],
                layer=layout.layers[layout.layer_of_var[first]],
                variables=[variables[i] for i in indices],
            ))

        event(NONFINITE_AREA.events.nonfinite_gradients, np.flatnonzero(stats[:, _NONFINITE] > 0))
        # The weights are read on the host only now, at the bad step.
        bad_weights = np.flatnonzero(layout.nonfinite_weights())
        if bad_weights.size:
            event(NONFINITE_AREA.events.nonfinite_weights, bad_weights)

    def write(self, writer, step):
        self._writes.written()
        for name, overview in self.overviews.items():
            writer.matrix(name, overview.columns, overview.rows(), step)

    def _update_ratio(self, writer, step):
        # ||w_after - w_before|| / ||w_before|| needs the weights before the
        # update: read every `update_ratio_every` steps, not every step. A
        # read tensor is a snapshot (the update copies a variable's buffer
        # while a read of it is alive), kept on the device, not the host.
        if not self.update_ratio_every or self.ratios_in_graph:
            return
        if self._snapshot is not None and self._snapshot[0] < step:
            after = [tf.convert_to_tensor(v) for v in self.layout.variables]
            squares = self.layout.update_squares(self._snapshot[1], after).numpy()
            taken = self._snapshot[0]
            moved = bool(np.any(squares[:, 0]))
            if not moved and step - taken < MAX_UPDATE_PERIOD:
                # A loop that accumulates gradients applies them once every
                # N steps: wait for the step that moved the weights.
                return
            self.overviews[STAT.update_ratio].add(step, self.layout.update_ratios(squares))
            self._snapshot = None
            if moved and self._update_period is None and step - taken > 1:
                # The weights stood still before this change: its period is
                # the steps from this change to the next (the snapshot may
                # have been taken mid-period).
                self._update_period = 0
                self.snapshot(step)
                return
            if moved and self._update_period == 0:
                self._update_period = step - taken
                if self._update_period > 1:
                    writer.event(AREA.events.update_period, step, {"steps": step - taken, "snapshot_step": taken})
        if step % self.update_ratio_every == 0 or step + 1 in self.extra_steps:
            self.snapshot(step)

    def snapshot(self, step):
        """The weights as they are after `step`, for the next step's ratio."""
        if self.update_ratio_every and not self.ratios_in_graph:
            self._snapshot = (step, [tf.identity(v) for v in self.layout.variables])


class GradientProbe(Probe):
    """`fit`'s gradient statistics; its options are the area's
    (areas/gradients.py)."""

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
        # This fit's first step, its first epoch and, once known, its last
        # step: they take histograms and the update ratio too.
        self._first_step = self._first_epoch = self._last_step = None
        self._noted_unused = False  # the note that the step applies no update through model.optimizer
        self._applied_before = None  # model.optimizer's updates as this fit began

    def on_train_begin(self, run):
        self._first_step, self._first_epoch = run.step + 1, None
        self._applied_before = _applied(run.model)
        self._last_step = _planned_last_step(run, self._first_step, 0, epoch_done=False)
        if self._install(run):
            self._share_extra_steps()

    def on_epoch_begin(self, run):
        if self._first_epoch is None:
            # fit(initial_epoch=...) starts later: its length is shorter.
            self._first_epoch = run.epoch
            self._last_step = _planned_last_step(run, self._first_step, run.epoch, epoch_done=False)
        elif self._last_step is None:
            self._last_step = _planned_last_step(run, self._first_step, self._first_epoch, epoch_done=True)
        self._share_extra_steps()

    def _extra_steps(self):
        return frozenset(s for s in (self._first_step, self._last_step) if s is not None)

    def _share_extra_steps(self):
        if self.recorder is None or self._hook is None:
            return
        extra = self._extra_steps()
        self.recorder.extra_steps = extra
        self._hook.set_extra_steps(extra)

    def wants_full_step(self, step):
        # A histogram step is a full one: its cond is only in the full
        # version; so is an update ratio's step (`in_step_begin`).
        full_every = max(1, int(self._full_stats_every))
        return (step - 1) % full_every == 0 or self._histogram_step(step) or self._ratio_due(step)

    def needs_full_step(self, step):
        # The fit's first and last steps have their histograms and update
        # ratio whatever runs full (the compare view sets them side by
        # side); every N-th is taken at the first full step from it on
        # (`_record_full`, `_update_squares`).
        takes = int(self._settings[0] or 0) or int(self._settings[1] or 0)
        return bool(takes) and step in self._extra_steps()

    def _ratio_due(self, step):
        """The update ratio is of steps 1, N + 1, 2N + 1, ... (N:
        update_ratio_every) and of the fit's first and last."""
        every = int(self._settings[1] or 0)
        return bool(every) and ((step - 1) % every == 0 or step in self._extra_steps())

    def _histogram_step(self, step):
        histogram_every = int(self._settings[0] or 0)
        return _histogram_due(step, histogram_every) or (bool(histogram_every) and step in self._extra_steps())

    # The update ratio, in full steps (`_OptimizerHook.ratio_begin`): the
    # weights as the step begins and as it ends (after the update:
    # automatic control dependencies order each read after the writes
    # traced before it), reduced in the step. Exact for each step of a call
    # of several; no weights read on the host.

    def in_step_begin(self, run, data):
        every = int(self._settings[1] or 0)
        if self._hook is not None and every and step_variants.full_step():
            self._hook.ratio_begin(every, internals.step_is_xla_compiled(run.model))

    def in_step_end(self, run, data, logs):
        rows = self._hook.ratio_end() if self._hook is not None else None
        return None if rows is None else {UPDATE_SQUARES: rows}

    @staticmethod
    def _update_squares(rows):
        """A step's update squares, where it took its update ratio."""
        return _flagged_squares(rows, _TAKEN)

    def _install(self, run):
        """Hooks the optimizer; False when the model has no variables yet
        (a subclassed model builds in its first step)."""
        optimizer = getattr(run.model, "optimizer", None)
        variables = list(getattr(run.model, "trainable_variables", []))
        if optimizer is None or not variables:
            return False
        if self._hook is None or self._hook.optimizer is not _base_optimizer(optimizer):
            layout = LayerLayout(variables)
            self.recorder = GradientRecorder(layout, *self._settings, ratios_in_graph=True)
            self._hook = _OptimizerHook(run.model, layout, self.recorder.histogram_every)
        for name, variable in self._hook.outputs().items():
            run.hand_out(name, variable)
        if self.recorder.histogram_every:
            # Each full step's own histograms, read with its statistics: no
            # step waits to be processed at once for them.
            run.hand_out(_HISTOGRAMS, self._hook.histograms, full_only=True)
        if self._hook.install():
            # The train function may have been traced without the hook.
            run.retrace()
        return True

    def on_batch_end(self, run, logs):
        if self._hook is None:
            # Built by its first step: hook now, from the next step on.
            if self._install(run):
                self._share_extra_steps()
            return
        outputs = self._hook.read(run.step_outputs)
        if outputs is None:
            return  # a step traced before the hook
        squares, slow, updates, hist_step = outputs
        if updates == self._seen_updates:
            return  # no update this step (a loss-scale optimizer skipped it)
        self._seen_updates = updates
        step = run.step
        hist_rows = run.step_outputs.read(_HISTOGRAMS) if hist_step == step else None
        update_squares = self._update_squares(run.step_outputs.read(UPDATE_SQUARES))
        stats = LayerLayout.stat_rows(squares, slow)
        suspects = stats[:, _NONFINITE] > 0
        if suspects.any():
            # A norm past float32's range (|g| > ~1e19) is Inf with every
            # value finite. A real NaN/Inf gradient leaves NaN/Inf weights
            # after the update (Adam, SGD, RMSprop alike), an overflowing
            # norm does not: the weights, read now, tell them apart. A step
            # with either is processed right after it (its statistics are
            # not finite), so "now" is that step.
            stats[:, _NONFINITE] = suspects & self.recorder.layout.nonfinite_weights()
        where = run.where()
        if self.recorder.add(run.writer, step, stats, hist_rows, where, update_squares) and run.stop_on_nonfinite:
            run.model.stop_training = True

    def on_steps_end(self, run, steps):
        squares, slow = steps.read("grad_squares"), steps.read("grad_slow")
        if self._hook is None or squares is None or slow is None:
            return super().on_steps_end(run, steps)
        # As `on_batch_end` does each step (`_OptimizerHook.read`), with the
        # arithmetic over all of them at once: finite steps, no weights to read.
        updates, hist_steps = squares[:, -1].astype(np.int64), slow[:, -1, 0].astype(np.int64)
        per_layer = self.recorder.layout.per_layer(LayerLayout.stat_rows(squares[:, :-1], slow[:, :-1]))
        recorder = self.recorder
        ratios = bool(int(self._settings[1] or 0))
        plain = []  # indices of a run of plain steps, added together

        def add_plain():
            if plain:
                recorder.add_plain_steps(steps.steps[plain].tolist(), {name: v[plain] for name, v in per_layer.items()})
                plain.clear()

        for i, step in enumerate(steps.steps.tolist()):
            if updates[i] == self._seen_updates:
                continue  # no update this step (a loss-scale optimizer skipped it)
            self._seen_updates = int(updates[i])
            update_squares = self._update_squares(steps.read_at(i, UPDATE_SQUARES)) if ratios else None
            if hist_steps[i] != step and update_squares is None and recorder.plain(step):
                plain.append(i)
                continue
            add_plain()
            hist_rows = steps.read_at(i, _HISTOGRAMS) if hist_steps[i] == step else None
            recorder.add_layers(run.writer, step, {name: v[i] for name, v in per_layer.items()}, hist_rows,
                                update_squares)
        add_plain()

    def on_train_end(self, run):
        if self.recorder is not None:
            self.recorder.write(run.writer, run.step)
        if self._hook is not None and run.step >= self._first_step:
            self._report_updates(run)

    def on_step_error(self, run, error):
        if self.recorder is not None:
            self.recorder.write(run.writer, run.step)

    def _report_updates(self, run):
        """Once a fit, on the host: which trainable variables the step's
        optimizer never updated (capture/readers/not_updated.py), from what the hook
        was handed as the step was traced; or, where the hook was handed
        nothing at all, a note that this optimizer is not the one the step
        applies its gradients with."""
        hook, model = self._hook, run.model
        if not hook.received:
            # (A step traced before the hook went in, a subclassed model's
            # first, does move model.optimizer: nothing to say then.)
            # (An optimizer of Keras 3 or of tf_keras: both apply gradients.)
            others = [name for name, value in vars(model).items()
                      if callable(getattr(value, "apply_gradients", None)) and value is not model.optimizer]
            if not self._noted_unused and _applied(model) == self._applied_before:
                self._noted_unused = True
                through = (f"applies them with optimizers of its own ({', '.join(f'`{n}`' for n in others)})"
                           if others else "applies them some other way")
                write_capture_note(
                    run.writer, run.step, AREA.title.lower(),
                    f"no gradient went through the model's optimizer (`{type(hook.optimizer).__name__}`, the "
                    f"one `compile` made): its `train_step` {through}, which capture does not hook; the "
                    "per-layer gradient statistics were not recorded.")
            return
        found = not_updated.report(model, hook.received, hook.trainable_when_traced, hook.optimizer, layer_names)
        if found is not None:
            run.writer.event(AREA.events.variables_not_updated, run.step, dict(
                found, first_step=self._first_step, steps=run.step - self._first_step + 1,
                optimizer=optimizer_of(model)))

    def detach(self, run):
        if self._hook is not None:
            self._hook.uninstall()


def _histogram_due(step, histogram_every):
    return bool(histogram_every) and step % histogram_every == 0


def _planned_last_step(run, first_step, first_epoch, epoch_done):
    """The last step of the fit that began at `first_step`, from its
    callbacks' params ({"epochs", "steps"}): the run's `fit_params` where
    the engine hands them on, else, once this fit has ended an epoch, its
    own `History.params` (Keras sets `model.history` at each epoch's end;
    before that it is the last fit's). None where the length is unknown (a
    dataset of unknown size, or a one-epoch fit without `fit_params`)."""
    params = getattr(run, "fit_params", None)
    if not params and epoch_done:
        params = getattr(getattr(run.model, "history", None), "params", None)
    params = params if isinstance(params, dict) else {}
    epochs, steps = params.get("epochs"), params.get("steps")
    if not isinstance(epochs, int) or not isinstance(steps, int) or steps <= 0:
        return None
    last = first_step - 1 + (epochs - first_epoch) * steps
    return last if last >= run.step else None


def _applied(model):
    """How many updates the model's optimizer has applied (read on the
    host, once a fit), or None."""
    try:
        return int(_base_optimizer(model.optimizer).iterations)
    except Exception:
        return None


def _base_optimizer(optimizer):
    # A LossScaleOptimizer applies unscaled gradients through its inner one.
    return getattr(optimizer, "inner_optimizer", optimizer)


class _OptimizerHook:
    """The in-graph half for `fit`: statistics variables, filled by a hook
    on the optimizer, read once per step."""

    def __init__(self, model, layout, histogram_every):
        self.optimizer = _base_optimizer(model.optimizer)
        self.layout = layout
        self._histogram_every = histogram_every
        # As each step is traced (`_note_traced`): the variables the hook is
        # handed with a gradient, and those the model held trainable then
        # (capture/readers/not_updated.py reads both once a fit).
        self._model = weakref.ref(model)
        self.received = set()
        self.trainable_when_traced = set()
        strategy = getattr(model, "distribute_strategy", None) or tf.distribute.get_strategy()
        with strategy.scope():
            kwargs = dict(
                trainable=False,
                synchronization=tf.VariableSynchronization.ON_WRITE,
                aggregation=tf.VariableAggregation.ONLY_FIRST_REPLICA,
            )
            n = len(layout.variables)
            # Every step: the gradients' sums of squares, then the count of
            # updates applied. Full steps only: the slow statistics, then a
            # row (step of the last histograms, 0, 0); and the histograms.
            # Two variables, not four: each the step hands out costs a read.
            self._squares = tf.Variable(tf.zeros([n + 1]), name="trainhealth_grad_squares", **kwargs)
            self._slow = tf.Variable(tf.zeros([n + 1, 3]), name="trainhealth_grad_slow", **kwargs)
            self._hist = tf.Variable(
                tf.zeros([len(layout.layers), HISTOGRAM_BINS + 2]), name="trainhealth_grad_hist", **kwargs
            )
            # Steps that take histograms besides every N-th (a fit's first
            # and last); -1: none. Set from the host once or twice a fit.
            self._extra = tf.Variable(tf.fill([2], -1.0), name="trainhealth_grad_extra_steps", **kwargs)
            # The step of the last update ratio (`ratio_begin`).
            self._ratio_at = tf.Variable(-1.0, name="trainhealth_grad_ratio_step", **kwargs)
        self._ratios = {}  # graph key -> (step, due, the weights before) of the full step being traced

    def set_extra_steps(self, steps):
        steps = sorted(steps)[:2]
        self._extra.assign([float(s) for s in steps] + [-1.0] * (2 - len(steps)))

    def outputs(self):
        """The variables the step hands out (step_outputs.py), by name."""
        return {"grad_squares": self._squares, "grad_slow": self._slow}

    def install(self):
        """Hooks the optimizer once; True when it was not hooked before."""
        if getattr(self.optimizer, "_trainhealth_hook", None) is self:
            return False
        original = getattr(self.optimizer, "_trainhealth_original", None)
        if original is None:
            original = internals.gradient_hook_point(self.optimizer)
            self.optimizer._trainhealth_original = original
        hook = self

        def all_reduce_sum_gradients(grads_and_vars):
            reduced = original(grads_and_vars)
            try:
                with tf.name_scope("trainhealth"):
                    return hook._record(reduced)
            except Exception:
                # Traced into the user's step: a hook that no longer fits
                # (a changed Keras) costs the statistics, never the step.
                warn_once(_OptimizerHook._record)
                return reduced

        internals.set_gradient_hook(self.optimizer, all_reduce_sum_gradients)
        self.optimizer._trainhealth_hook = self
        return True

    def uninstall(self):
        if getattr(self.optimizer, "_trainhealth_hook", None) is self:
            internals.remove_gradient_hook(self.optimizer)
            self.optimizer._trainhealth_hook = None

    def _record(self, grads_and_vars):
        """Traced into the train function, in its regular or full version
        (the regular one only sums squares and counts the update). Returns
        the gradients, each made to wait for the statistics that read it."""
        self._note_traced(grads_and_vars)
        squares, reads, present, layer_grads = self.layout.squares(grads_and_vars)
        updates = self._squares[-1] + 1.0
        self._squares.assign(tf.concat([squares, tf.reshape(updates, [1])], axis=0))
        if step_variants.full_step():
            # Rare: every statistic before any update.
            everything = self._record_full(present, layer_grads)
            reads = {index: [*ops, *everything] for index, ops in reads.items()}
        # Each gradient's statistics run right after it is made, while it is
        # in the CPU's caches, not whenever the executor gets to them: left
        # to it, they read it again from memory and slow the optimizer's own
        # reads, 2% of the bench MLP's step (paired) for one more pass.
        return [(_after(grad, reads.get(self.layout.index_of(var))), var) for grad, var in grads_and_vars]

    def _note_traced(self, grads_and_vars):
        """What this trace of the step hands the optimizer, kept on the host
        (Python, as the step is traced; a step run eagerly notes its first
        call only): nothing of it runs in the step."""
        if self.received and not tf.inside_function():
            return
        self.received.update(not_updated.variable_key(v) for g, v in grads_and_vars if g is not None)
        model = self._model()
        if model is not None:
            self.trainable_when_traced.update(not_updated.variable_key(v) for v in model.trainable_variables)

    def _record_full(self, present, layer_grads):
        """The slow statistics and histograms, into their variables; returns
        them (as tensors)."""
        computed = []
        hist_step = self._slow[-1, 0]
        if self._histogram_every:
            # Only full steps hold this cond. Due at the first full step since
            # a multiple of histogram_every was reached: that very step where
            # each step runs its own version, the first full one after it
            # where a call of several steps runs one (needs_full_step).
            step = tf.cast(self.optimizer.iterations, tf.float32) + 1.0
            every = float(self._histogram_every)
            due = tf.logical_or(
                tf.greater(tf.math.floordiv(step, every), tf.math.floordiv(hist_step, every)),
                tf.reduce_any(tf.equal(self._extra, step)),
            )
            # The cond only computes; variables are assigned outside it: under
            # tf.distribute an assign is a merge_call, not allowed in a cond.
            hist = tf.cond(
                due, lambda: self.layout.histogram_rows(layer_grads), lambda: self._hist.read_value()
            )
            hist_step = tf.where(due, step, hist_step)
            self._hist.assign(hist)
            computed.append(hist)
        last_row = tf.reshape(tf.stack([hist_step, 0.0, 0.0]), [1, 3])
        slow = tf.concat([self.layout.slow_stats(present), last_row], axis=0)
        self._slow.assign(slow)
        return computed + [slow]

    def read(self, step_outputs):
        """(sums of squares, slow statistics, updates, histogram step) of
        the step being processed; None where it was traced without us."""
        squares, slow = step_outputs.read("grad_squares"), step_outputs.read("grad_slow")
        if squares is None or slow is None:
            return None
        return squares[:-1], slow[:-1], int(squares[-1]), int(slow[-1, 0])

    # The update ratio, in full steps (module docstring): due at the first
    # full step since a multiple of update_ratio_every (steps 1, N + 1, ...)
    # was reached, and at the fit's first and last steps, as the histograms;
    # taken too at SAMPLED_UPDATE_STEPS, for the convergence probe. Only
    # such a step reads the weights as it begins: a read still alive when
    # the optimizer writes a variable makes it copy the variable.

    def ratio_begin(self, every, xla):
        """Traced as a full step begins: the weights as they are now, where
        the step's ratio is due."""
        step = tf.cast(self.optimizer.iterations, tf.float32) + 1.0
        every = float(every)
        due = tf.logical_or(
            tf.greater(tf.math.floordiv(step - 1.0, every), tf.math.floordiv(self._ratio_at - 1.0, every)),
            tf.reduce_any(tf.equal(self._extra, step)),
        )
        sampled = tf.reduce_any(tf.equal(tf.constant(SAMPLED_UPDATE_STEPS, tf.float32), step))
        taken = tf.logical_or(due, sampled)
        variables = self.layout.variables
        if xla:
            # XLA keeps what it reads: no copy, and a cond's branches
            # would need one shape.
            before = [tf.convert_to_tensor(v) for v in variables]
        else:
            before = tf.cond(taken, lambda: [tf.convert_to_tensor(v) for v in variables],
                             lambda: [tf.zeros([0], v.dtype) for v in variables])
        self._ratios[step_variants.tracing_key()] = (step, due, sampled, taken, before)

    def ratio_end(self):
        """Traced as the step ends (after the update): float32
        [variables + 1, 2], `LayerLayout.update_squares` and a last row of
        flags (this probe's ratio taken, a sampled update: UPDATE_SQUARES);
        None where `ratio_begin` was not traced."""
        begun = self._ratios.pop(step_variants.tracing_key(), None)
        if begun is None:
            return None
        step, due, sampled, taken, before = begun
        n = len(self.layout.variables)

        def squares():
            return LayerLayout.update_squares(before, [tf.convert_to_tensor(v) for v in self.layout.variables])

        # The cond only computes; the variable is assigned outside it (under
        # tf.distribute an assign is a merge_call, not allowed in a cond).
        rows = tf.cond(taken, squares, lambda: tf.zeros([n, 2]))
        self._ratio_at.assign(tf.where(due, step, self._ratio_at))
        flags = tf.reshape(tf.cast(tf.stack([due, sampled]), tf.float32), [1, 2])  # _TAKEN, _SAMPLED
        return tf.concat([rows, flags], axis=0)

    @property
    def histograms(self):
        """The variable the full steps write the histograms into."""
        return self._hist


def _after(gradient, reads):
    """`gradient`, for the optimizer to read only after the ops `reads` did."""
    if gradient is None or not reads or isinstance(gradient, tf.IndexedSlices):
        return gradient  # sparse ones stay sparse
    with tf.control_dependencies(reads):
        return tf.identity(gradient)


def _path(variable):
    return getattr(variable, "path", None) or variable.name
