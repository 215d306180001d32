"""What a model's optimizer is, for fix code written for the run: its
class, learning rate (a schedule's name where it has one), momentum and
clipping. Read once, when a probe needs it, never in a step."""

import keras
import numpy as np

from tb_trainhealth.capture import internals


def optimizer_of(model):
    optimizer = getattr(model, "optimizer", None)
    if optimizer is None:
        return {}
    inner = getattr(optimizer, "inner_optimizer", optimizer)  # a LossScaleOptimizer
    out = {"optimizer": type(inner).__name__}
    try:
        out["learning_rate"] = float(np.asarray(inner.learning_rate))
    except Exception:
        pass
    try:
        schedule = internals.learning_rate_setting(inner)
    except internals.MissingInternal as error:
        internals.note_missing(error, "fix code gives the learning rate as a number, never its schedule")
        schedule = None
    out["lr_schedule"] = type(schedule).__name__ if isinstance(
        schedule, keras.optimizers.schedules.LearningRateSchedule) else None
    for name in ("momentum", "weight_decay", "clipnorm", "global_clipnorm", "clipvalue"):
        value = getattr(inner, name, None)
        if isinstance(value, (int, float)) and value:
            out[name] = float(value)
    return out
