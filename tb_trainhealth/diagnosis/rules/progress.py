"""How far a run got, as the convergence area reads it: the model's setup
(the head_check event), the loss over windows, the accuracy against
chance, and whether the run learns. The convergence rules judge from these,
and so do other areas' (a gradient condition in a run that learns is a
smaller matter), and the convergence view shows them.

Every loss reading needs `MIN_STEPS` finite loss values and works on window
medians (never one step), as SageMaker Debugger's LossNotDecreasing
compares the loss's median over a window with the one before.
"""

import numpy as np

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.diagnosis.rules import tasks

EVENT = AREA.events

MIN_STEPS = 20
WINDOWS = 10
FLAT_DIGITS = 1e-6
LEARNS_DROP = 0.5  # a run whose loss halved learns: its symptoms are info
OSCILLATION_DROP = 0.3  # "no downward trend": less than this drop overall
SWING_SIZE = 0.5  # a window median this far from the one before is a swing
# A cross-entropy within 2% of the class prior's entropy is what answering
# the prior alone scores (the model's input ignored): not learning.
PRIOR_MARGIN = 0.02


# The model's setup, as the convergence probe checked it.


def latest_check(run_data):
    """The head_check payload with the most samples (the latest written)."""
    events = run_data.events_of(EVENT.head_check)
    if not events:
        return None
    return max(events, key=lambda e: (_number(e.payload.get("samples")), e.step)).payload


def _number(value):
    """`value` where it is a number (a damaged log may hold anything), else 0."""
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0


def labels_of(check):
    """The head_check's summary of the labels ({} where none was taken)."""
    return check.get("labels") or {}


def class_ids(labels):
    """Whether the labels look like integer class ids (not 0/1 only)."""
    return labels and labels.get("non_integer", 1) == 0 and labels.get("min", -1) >= 0 and labels.get("max", 0) > 1


def class_count(labels):
    """How many classes integer class ids 0..max name."""
    return int(labels.get("max", 0)) + 1


def signed_labels(labels):
    """Whole-number labels from -1 to 1: an SVM's -1/+1 (or -1/0/+1)."""
    return labels and labels.get("non_integer", 1) == 0 and labels.get("min") == -1 and labels.get("max") == 1


# The loss and the accuracy over the run.


def epoch_metrics(run_data):
    """[{epoch, step, logs}] oldest first, one per epoch (the latest kept);
    an event whose epoch or logs are not what the callback writes (a
    damaged log) is left out."""
    by_epoch = {}
    for event in run_data.events_of(EVENT.epoch_logs):
        epoch, logs = event.payload.get("epoch", event.step), event.payload.get("logs", {})
        if not isinstance(epoch, int) or isinstance(epoch, bool) or not isinstance(logs, dict):
            continue
        by_epoch[epoch] = {"epoch": epoch, "step": event.step, "logs": logs}
    return [by_epoch[k] for k in sorted(by_epoch)]


def loss_windows(run_data):
    """The loss in WINDOWS windows: per window its first/last step, median
    and swing band (10th-90th percentile), and the start and end values,
    of the latest task (rules/tasks.py) with MIN_STEPS finite losses; None
    where there is none."""
    task = tasks.latest_task(run_data, MIN_STEPS)
    if task is None:
        return None
    all_steps, all_values = task
    finite = np.isfinite(all_values)
    steps, values = all_steps[finite], all_values[finite]
    parts = np.array_split(np.arange(len(values)), min(WINDOWS, len(values) // 2))
    windows = []
    for part in parts:
        v = values[part]
        windows.append({
            "first_step": int(steps[part[0]]), "last_step": int(steps[part[-1]]),
            "median": float(np.median(v)), "low": float(np.percentile(v, 10)), "high": float(np.percentile(v, 90)),
        })
    # The start: the first step's loss, computed on the initial weights
    # (before any update: a learning rate far too high has not struck yet).
    start = float(values[0])
    end = windows[-1]["median"]
    scale = max(abs(start), 1e-12)
    first_nonfinite = all_steps[~finite]
    return {
        "windows": windows,
        "start": start,
        "end": end,
        "drop": (start - end) / scale,
        "min": float(np.min(values)),
        "max": float(np.max(values)),
        "steps": int(len(values)),
        "first_nonfinite_step": int(first_nonfinite[0]) if len(first_nonfinite) else None,
        "flat": float(np.max(values) - np.min(values)) <= FLAT_DIGITS * max(1.0, abs(float(np.mean(values)))),
    }


def accuracy_key(logs):
    """The training accuracy metric among an epoch's logs, or None."""
    for key in logs:
        if key.startswith("val_"):
            continue
        if key in ("accuracy", "acc") or key.endswith("_accuracy") and "top_k" not in key:
            return key
    return None


def final_accuracy(run_data):
    """(the training accuracy metric, its value after the last epoch), or
    (None, None) where the run logged none."""
    epochs = epoch_metrics(run_data)
    if not epochs:
        return None, None
    key = accuracy_key(epochs[-1]["logs"])
    if key is None:
        return None, None
    value = epochs[-1]["logs"].get(key)
    return key, value if isinstance(value, (int, float)) else None


# What a model blind to its input scores: the bar for "learns".


def chance(check):
    """(the accuracy of always answering the commonest class, which), or (None, None)."""
    counts = check.get("class_counts")
    labels = labels_of(check)
    units = check.get("units")
    if counts and sum(counts) > 0:
        top = int(np.argmax(counts))
        return max(counts) / sum(counts), f"class {top}"
    if labels and labels.get("binary") and units == 1:
        p = labels.get("mean", 0.5)
        return max(p, 1 - p), "the commoner label"
    if units and units > 1:
        return 1.0 / units, f"one of {units} classes"
    return None, None


def prior_entropy(check):
    """The cross-entropy (nats) of always answering the class prior, for a
    run whose loss is a cross-entropy and whose classes were counted; else
    None."""
    loss = str(check.get("loss") or "")
    if "crossentropy" not in loss.replace("_", ""):
        return None
    counts = np.asarray(check.get("class_counts") or [], dtype=float)
    labels = labels_of(check)
    if counts.sum() > 0 and len(counts) > 1:
        p = counts[counts > 0] / counts.sum()
    elif labels.get("binary") and check.get("units") == 1:
        q = float(labels.get("mean", 0.5))
        p = np.array([q, 1 - q])
        p = p[p > 0]
    else:
        return None
    return float(-(p * np.log(p)).sum())


def ends_at_prior(run_data, loss):
    """Whether the loss (`loss_windows`) ends where a model blind to its
    input ends: at the class prior's entropy, within PRIOR_MARGIN."""
    blind = prior_entropy(latest_check(run_data) or {})
    return blind is not None and loss["end"] >= blind * (1 - PRIOR_MARGIN)


def learns(run_data):
    """Whether the run's loss fell by at least LEARNS_DROP, to below what a
    model blind to its input reaches (None: no evidence). A cross-entropy
    that starts in the hundreds (raw pixels, a wild first step) and ends at
    the entropy of the class prior (0.693 for two balanced classes) fell by
    99% and learned nothing."""
    loss = loss_windows(run_data)
    if loss is None:
        return None
    return loss["drop"] >= LEARNS_DROP and not ends_at_prior(run_data, loss)


# A final accuracy this far above chance is a model that fits, whatever its
# loss did (a loss that starts low falls by less than half).
FITS_ABOVE_CHANCE = 0.2


def still_learns(run_data):
    """Whether the run learns (`learns`), or its accuracy ends far above
    chance."""
    if learns(run_data):
        return True
    _, accuracy = final_accuracy(run_data)
    at_chance, _ = chance(latest_check(run_data) or {})
    return accuracy is not None and at_chance is not None and accuracy >= at_chance + FITS_ABOVE_CHANCE
