"""How a model's trainable variables lay out as the gradient probe's rows:
its layers in order (`LayerLayout`), the columns of a variable's
statistics, the squares a full step's update ratio is read from, and the
defaults the probe runs at (capture/probes/gradients.py)."""

import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.gradients import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.readers import not_updated

STAT = AREA.matrices

# Columns of a variable's statistics row; NONFINITE_COLUMN is 1 where the
# gradient holds a NaN/Inf.
_SQ, _MAX_ABS, _ZEROS, NONFINITE_COLUMN, _WEIGHT_SQ = range(5)
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
# SAMPLED_UPDATE_STEPS) (`gradient_hook.OptimizerHook.ratio_end`).
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
HISTOGRAMS = "grad_histograms"

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

        A gradient made by an elementwise product (a BatchNormalization's
        scale: `AddN * Rsqrt`) is not read itself: Grappler's arithmetic
        optimizer reorders the optimizer's `g * lr` into that product
        (`(lr * AddN) * Rsqrt`) only where nothing else reads g, and a read
        rounds the update another way, an ulp from bare Keras. Its
        statistics read the same product made again in float64 (exact for
        two float32 factors, so the same values, NaN/Inf included), a node
        common-subexpression elimination cannot merge with the original;
        and the optimizer is not ordered after that read (no `reads` entry).
        Only a product of two same-shaped factors: a scale by a scalar (a
        loss scale's unscaling, every gradient under mixed precision) keeps
        the plain read, which folded nothing there (SGD, with and without
        momentum, bit-identical to bare) and costs no copy.
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
            factors = internals.product_factors(grad)
            if factors is not None:
                a, b = (tf.cast(f, tf.float64) for f in factors)
                g = tf.cast(a * b, tf.float32)
            else:
                g = tf.cast(grad, tf.float32)
            # l2_loss is sum(g^2)/2 in one read, no g^2 temporary to write
            # (a third of the cost of reduce_sum(square)).
            halves[index] = tf.nn.l2_loss(g)
            if factors is None:
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
            # One ExpandDims per gradient, then a concat, where a stack would
            # be one op reading several: Grappler keeps the optimizer's
            # IdentityN of the gradients wherever one op reads two of its
            # outputs, and that blocks the fold `squares` tells of.
            parts.append(_slow_rows(tf.concat([tf.expand_dims(g, 0) for _, g, _ in members], axis=0),
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
        rows[..., NONFINITE_COLUMN] = ~np.isfinite(squares)
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
                STAT.grad_nonfinite: sums[..., NONFINITE_COLUMN],
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




def taken_update_squares(rows):
    """The [variables, 2] squares of a full step's update ratio, where this
    probe's own ratio was taken in it, else None."""
    return _flagged_squares(rows, _TAKEN)
