"""How heal lowers a run's learning rate and gives it back (capture/
healing.py decides when and by how much).

A rate kept in a variable is assigned. A rate from a schedule (Keras 3's
`LearningRateSchedule`: a warmup, a decay, a step schedule) cannot be
assigned, so the first time heal lowers it the optimizer gets, through
its public `learning_rate` setter, the same schedule times a factor held in
a variable; the step is traced again once (the optimizer reads its rate as
the step is traced), and from then on lowering and restoring are assigns
of that factor. The user's own schedule is put back when the fit ends, so
that a saved optimizer is the one the user built.
"""

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.capture import internals


class ScaledSchedule(keras.optimizers.schedules.LearningRateSchedule):
    """The user's schedule times heal's factor."""

    def __init__(self, schedule, factor):
        self.schedule = schedule
        self.factor = factor

    def __call__(self, step):
        rate = self.schedule(step)
        return rate * tf.cast(self.factor, rate.dtype)

    def get_config(self):
        return self.schedule.get_config()


class RateControl:
    """The rate of one fit's optimizer, as heal sets it."""

    def __init__(self, optimizer):
        self.optimizer = optimizer
        self._variable = _rate_variable(optimizer)
        self._user_value = None  # the variable's value before heal lowered it
        self._schedule = None  # the user's schedule, while heal's wraps it
        self._factor = None  # heal's factor on it (a tf.Variable)
        self.factor = 1.0  # the rate heal sets, over the user's

    @property
    def kind(self):
        """"variable", "schedule", or None where heal cannot set the rate
        (tf_keras's schedules, an optimizer of neither kind)."""
        if self._variable is not None:
            return "variable"
        setting = rate_setting(self.optimizer)
        if isinstance(setting, keras.optimizers.schedules.LearningRateSchedule):
            return "schedule"
        return None

    def current(self):
        """The rate the optimizer applies now, a float, or None."""
        try:
            return float(np.asarray(self.optimizer.learning_rate))
        except Exception:
            return None

    def user_rate(self):
        """The rate the user's setting gives now, heal's factor left out."""
        now = self.current()
        return None if now is None else now / self.factor

    def lower(self, factor, run):
        """The rate times `factor` (of the user's rate, not of a rate heal
        already lowered): (rate before, rate after), or None where it cannot
        be set."""
        before = self.current()
        if self.kind == "variable":
            if self._user_value is None:
                self._user_value = float(np.asarray(self._variable.numpy()))
            self._variable.assign(self._user_value * factor)
        elif self.kind == "schedule":
            if self._factor is None:
                self._schedule = rate_setting(self.optimizer)
                self._factor = tf.Variable(1.0, trainable=False, dtype=tf.float32, name="trainhealth_heal_rate")
                self.optimizer.learning_rate = ScaledSchedule(self._schedule, self._factor)
                run.retrace(changes_training=True)
            self._factor.assign(factor)
        else:
            return None
        self.factor = factor
        return before, self.current()

    def restore(self):
        """The user's rate again (the schedule stays wrapped, at factor 1,
        until `release`)."""
        if self._user_value is not None:
            self._variable.assign(self._user_value)
            self._user_value = None
        if self._factor is not None:
            self._factor.assign(1.0)
        self.factor = 1.0

    def release(self, run=None):
        """The user's rate and schedule back on the optimizer (the fit's
        end, or heal giving up); `run`: trace the step again (heal goes on
        no further in this fit, but the step may run on)."""
        self.restore()
        if self._schedule is not None:
            self.optimizer.learning_rate = self._schedule
            self._schedule = self._factor = None
            if run is not None:
                run.retrace(changes_training=True)


def rate_setting(optimizer):
    """The optimizer's rate setting (a schedule or a variable), or None."""
    try:
        return internals.learning_rate_setting(optimizer)
    except internals.MissingInternal as error:
        internals.note_missing(error, "heal finds the learning rate through `optimizer.learning_rate`")
        return None


def _rate_variable(optimizer):
    """The optimizer's learning-rate variable, or None (a schedule)."""
    rate = rate_setting(optimizer)
    if rate is None or not hasattr(rate, "assign"):
        rate = getattr(optimizer, "learning_rate", None)
    return rate if hasattr(rate, "assign") and hasattr(rate, "numpy") else None
