"""The run's loss, task by task. A `fit` of the same model on other data,
or with another loss, than the fit before it is a new task (keras.io's
denoising autoencoder reconstructs clean images, then denoises): its
loss starts where that task starts, not where the last one ended. The
loss rules (spikes, oscillation, a stuck or diverging loss) judge each
task's loss on its own, never across the step where one began; fits on
the same data (an epoch a call) are one task.

The fits and which start a task: the convergence probe's `head_check`
("fits", capture/engine/fit_data.py). A run without them (an older log, a
custom loop) is one task.
"""

import numpy as np

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.core import AREA as CORE

EVENT = AREA.events


def task_starts(run_data):
    """The first steps of the fits that begin a new task, oldest first."""
    latest = max(run_data.events_of(EVENT.head_check), key=lambda e: e.step, default=None)
    fits = latest.payload.get("fits") if latest is not None else None
    if not isinstance(fits, list):
        return []
    return sorted(int(f["first_step"]) for f in fits
                  if isinstance(f, dict) and f.get("new_task") is True and isinstance(f.get("first_step"), int))


def segments(run_data):
    """[(steps, values)] of the loss series, one per task, oldest first
    (empty where the run has no loss)."""
    series = run_data.series.get(CORE.series.loss)
    if series is None:
        return []
    cuts = np.searchsorted(series.steps, task_starts(run_data))
    return [(steps, values) for steps, values in zip(np.split(series.steps, cuts), np.split(series.values, cuts))
            if len(steps)]


def latest_task(run_data, min_finite):
    """(steps, values) of the latest task's loss with at least `min_finite`
    finite values (non-finite ones kept), or None."""
    for steps, values in reversed(segments(run_data)):
        if np.isfinite(values).sum() >= min_finite:
            return steps, values
    return None
