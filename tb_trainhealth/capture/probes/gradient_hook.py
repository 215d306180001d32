"""The gradient probe's in-graph half for `fit`: a hook on the optimizer
(its `_all_reduce_sum_gradients`, behind capture/internals/) fills statistics
variables as the step applies its gradients, read once per step; and in
full steps the update ratio's squares (capture/probes/gradients.py)."""

import weakref

import tensorflow as tf

from tb_trainhealth.capture import internals
from tb_trainhealth.capture.engine import step_variants
from tb_trainhealth.capture.probes.gradient_layout import HISTOGRAM_BINS, SAMPLED_UPDATE_STEPS, LayerLayout
from tb_trainhealth.capture.readers import not_updated
from tb_trainhealth.capture.safety import warn_once

def applied_updates(model):
    """How many updates the model's optimizer has applied (read on the
    host, once a fit), or None."""
    try:
        return int(base_optimizer(model.optimizer).iterations)
    except Exception:
        return None


def base_optimizer(optimizer):
    # A LossScaleOptimizer applies unscaled gradients through its inner one.
    return getattr(optimizer, "inner_optimizer", optimizer)


class OptimizerHook:
    """The in-graph half for `fit`: statistics variables, filled by a hook
    on the optimizer, read once per step."""

    def __init__(self, model, layout, histogram_every):
        self.optimizer = base_optimizer(model.optimizer)
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
                warn_once(OptimizerHook._record)
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


def variable_path(variable):
    return getattr(variable, "path", None) or variable.name
