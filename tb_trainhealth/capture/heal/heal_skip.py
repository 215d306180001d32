"""heal's skip in the step: a bad step's update is never applied.

Found on the host after the update, a bad step can only be undone by
rolling the weights back to a snapshot (every 100 steps or more): a batch
that comes back bad every epoch (a NaN record, a batch in the wrong units,
read in a fixed order) then rolled the run back every epoch, and healing
did more harm than the bad batch. So with heal on, the optimizer's update
is guarded in the step itself, as `LossScaleOptimizer` guards a loss-scaled
step: where the gradients' global norm is not finite, or past `bound` (the
explosion threshold, EXPLODE_FACTOR x the healthy steps' median norm,
which the healer moves from the host), the update, the optimizer's slots
and its iteration count are left as they were. The step hands out whether
it skipped and its global norm (before any clipping of the user's: the
healer's reference is taken on the same norm); the healer writes one
event per skipped step and rolls back only where bad values got into the
weights anyway (a slow divergence, a loss spike found on the host).

Keras 3 optimizers only (`internals.update_hook_point`), on the default
strategy (the update's merge call cannot sit in a cond); elsewhere heal
repairs by rolling back, as before.
"""

import math

import tensorflow as tf

from tb_trainhealth.capture import internals

SKIPPED, NORM = "heal_skipped", "heal_norm"


class SkipGuard:
    """The in-step guard of one optimizer's updates (module docstring)."""

    def __init__(self):
        with tf.init_scope():
            # +Inf until the healer has a healthy reference: finiteness only.
            self.bound = tf.Variable(math.inf, trainable=False, dtype=tf.float32, name="trainhealth_heal_bound")
            self.skipped = tf.Variable(0.0, trainable=False, dtype=tf.float32, name="trainhealth_heal_skipped")
            self.norm = tf.Variable(0.0, trainable=False, dtype=tf.float32, name="trainhealth_heal_norm")
        self.optimizer = None

    def install(self, model, optimizer):
        """Guards `optimizer`'s updates; False where it cannot (another
        strategy, an optimizer without the hook: MissingInternal)."""
        if self.optimizer is optimizer:
            return True
        strategy = getattr(model, "distribute_strategy", None)
        if strategy is not None and strategy is not tf.distribute.get_strategy():
            return False
        original = internals.update_hook_point(optimizer)
        self.uninstall()
        guard = self

        def guarded_update(grads, trainable_variables):
            present = [g for g in grads if g is not None]
            norm = tf.cast(tf.linalg.global_norm(present), tf.float32) if present else tf.constant(0.0)
            ok = tf.logical_and(tf.math.is_finite(norm), norm <= guard.bound)
            guard.norm.assign(norm)
            guard.skipped.assign(tf.where(ok, 0.0, 1.0))

            def update():
                original(grads, trainable_variables)
                return tf.constant(0)

            def skip():
                # `apply` counts the iteration after this returns: a
                # skipped step is not one (Keras's own skip of a loss-scaled
                # step leaves its inner optimizer's count as it was).
                optimizer.iterations.assign_add(tf.constant(-1, optimizer.iterations.dtype))
                return tf.constant(0)

            tf.cond(ok, update, skip)

        internals.set_update_hook(optimizer, guarded_update)
        self.optimizer = optimizer
        return True

    def uninstall(self):
        if self.optimizer is not None:
            internals.remove_update_hook(self.optimizer)
            self.optimizer = None

    def outputs(self):
        """What each step hands out (its vector: step_outputs.py)."""
        return {SKIPPED: self.skipped, NORM: self.norm}

    def set_bound(self, value):
        self.bound.assign(math.inf if value is None else float(value))
