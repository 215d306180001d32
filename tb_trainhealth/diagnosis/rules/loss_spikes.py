"""Loss spikes: the loss jumps far above its recent level in a few steps,
then recovers, stays up or turns NaN/Inf. The large-model record's
failure (PaLM, 2022: spikes despite clipping, handled by restarting ~100
steps before and skipping 200-500 batches; the OPT-175B logbook: lower
the rate and restart; "Scaling Vision Transformers to 22B", 2023:
attention logits that grow, fixed with QK LayerNorm).

A spike is judged against the run's own recent loss, not a fixed level:
- the baseline is the median of the previous `LEVEL` steps' losses, and
  the noise the MAD (x1.4826, a Gaussian's sigma) of the step-to-step
  changes over the previous `WINDOW` steps, over sqrt(2), which a loss
  still falling fast does not inflate;
- a step spikes when its loss is more than `SIGMAS` robust sigmas above
  the baseline (a Gaussian goes there once in ~1e9 steps) and at least
  `RISE` above it in proportion (a flat, low-noise loss would otherwise
  spike at every wobble);
- steady oscillation is not a spike: where there are more spikes than
  `MAX_SHARE` of the steps (and more than 3) the loss is swinging, not
  spiking (loss_oscillating's), and its wide spread keeps its swings under
  the bar anyway. A spike that stays up flags every step until its level
  fills the window: it is one spike, counted once.

Each spike says what moved first (the layer whose gradient norm jumped
first, from the per-step gradient norms), and its likely cause from the
run's own evidence: one batch (one step up, the next back: the weights
were fine), the learning rate (above any rate the run had trained at
calmly), or neither. The fix is written for the run: its optimizer, its
calm peak rate as a warmup's target, a global clipnorm from its own
gradient norms, the batch to look at.
"""

import math

import numpy as np

from tb_trainhealth.areas.attention import AREA as ATTENTION
from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.fix_code import compile_line, literal, loss_call, optimizer_line
from tb_trainhealth.diagnosis.numbers import change, number
from tb_trainhealth.diagnosis.rules import tasks
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules.progress import epoch_metrics, latest_check

KIND, SERIES = AREA.findings, AREA.series

WINDOW = 50  # steps of history the loss's noise is measured over
LEVEL = 10  # steps whose median is the loss's recent level
MIN_HISTORY = 20  # no spike is judged on fewer steps of history
SIGMAS = 6.0
RISE = 0.3  # at least 30% above the recent median
# Batch losses are skewed (a batch of hard examples sits far above the
# level; none sits far below), more so in small batches, so the MAD says
# too little of their upper tail. A spike is also judged against the run's
# own worst batches: the 99th percentile of how far above its level each
# of the (up to) TAIL_HISTORY steps before it was. One step up and the
# next back must clear TAIL_FACTOR times that and ONE_STEP_RISE (twice
# the level); a spike of several steps, that percentile (several such
# batches in a row are not noise).
TAIL_HISTORY = 1000
TAIL_FACTOR = 3.0
ONE_STEP_RISE = 1.0
MERGE_GAP = 5  # spike steps this close are one spike
MAX_SHARE = 0.02  # more spikes than this per step: the loss swings (oscillates)
GRAD_JUMP = 3.0  # a layer's gradient norm this far above its own recent median moved
RATE_ABOVE = 1.5  # a rate this far above the largest calm one is new ground
MAX_LISTED = 5


def baselines(values):
    """(level, sigma) before each step (NaN where the history is shorter
    than MIN_HISTORY): the level is the median of the LEVEL steps before,
    the noise the MAD of step-to-step differences over the WINDOW steps
    before, over sqrt(2) (the differences of independent noise have sqrt(2)
    its spread; unlike the values' own spread it ignores the trend of a
    loss still falling fast). Vectorised: 100,000 steps in well under a
    second."""
    n = len(values)
    level, sigma = np.full(n, np.nan), np.full(n, np.nan)
    if n <= MIN_HISTORY:
        return level, sigma
    # Padded at the front with the first value, so that every step from
    # MIN_HISTORY on has a full window (the first values repeat: no spread).
    padded = np.concatenate([np.full(WINDOW, values[0]), values])
    levels = np.median(np.lib.stride_tricks.sliding_window_view(padded[WINDOW - LEVEL:-1], LEVEL), axis=1)
    # The WINDOW changes up to the step before step i: window i - 1.
    diffs = np.lib.stride_tricks.sliding_window_view(np.diff(padded), WINDOW)[:n - 1]
    noise = np.concatenate([[np.nan], 1.4826 * np.median(
        np.abs(diffs - np.median(diffs, axis=1)[:, None]), axis=1) / math.sqrt(2)])
    level[MIN_HISTORY:] = levels[MIN_HISTORY:]
    # A floor of 0.1% of the level: a loss flat to many digits has no noise
    # to speak of, and a 30% jump must still count.
    sigma[MIN_HISTORY:] = np.maximum(np.maximum(noise, 1e-3 * np.abs(levels)), 1e-12)[MIN_HISTORY:]
    return level, sigma


def find_spikes(run_data):
    """The run's loss spikes, oldest first: [{start, peak, peak_value,
    baseline, sigma, rise, length, outcome, recovered_at, one_step}], or
    None where no task's loss (rules/tasks.py) is long enough to judge.
    Each task's loss is judged on its own: a new task's first losses are
    its own level, never a spike over the last task's."""
    judged = [segment for segment in tasks.segments(run_data)
              if np.isfinite(segment[1]).sum() >= MIN_HISTORY + 2]
    if not judged:
        return None
    return [spike for steps, values in judged for spike in _task_spikes(steps, values)]


def _task_spikes(all_steps, all_values):
    """The spikes of one task's loss (steps, values; non-finite ones kept)."""
    finite = np.isfinite(all_values)
    steps, values = all_steps[finite], all_values[finite].astype(np.float64)
    medians, sigmas = baselines(values)
    with np.errstate(invalid="ignore"):
        up = (values > medians + SIGMAS * sigmas) & (values - medians > RISE * np.abs(medians))
    flagged = np.flatnonzero(up)
    if not len(flagged):
        return []
    groups = np.split(flagged, np.flatnonzero(np.diff(flagged) > MERGE_GAP) + 1)
    with np.errstate(invalid="ignore", divide="ignore"):
        above = (values - medians) / np.abs(medians)  # how far above its level each step sits
    calm = ~up
    groups = [g for g in groups if _clears_tail(g, above, calm)]
    if not groups or len(groups) > max(3, MAX_SHARE * len(values)):
        return []
    first_nonfinite = all_steps[~finite]
    return [_spike(group, steps, values, medians, sigmas, first_nonfinite) for group in groups]


def _clears_tail(group, above, calm):
    """Whether a candidate spike sits above the run's own worst batches
    before it (see TAIL_FACTOR)."""
    start = int(group[0])
    history = above[max(0, start - TAIL_HISTORY):start][calm[max(0, start - TAIL_HISTORY):start]]
    history = history[np.isfinite(history)]
    if len(history) < MIN_HISTORY:
        return False
    tail = max(float(np.percentile(history, 99)), 0.0)
    # Sustained: most steps of its span up (two lone outliers a few steps
    # apart are two batches, each judged as one).
    if len(group) >= 2 and len(group) * 2 >= group[-1] - group[0] + 1:
        return float(np.median(above[group])) > max(RISE, tail)
    return float(np.max(above[group])) > max(ONE_STEP_RISE, TAIL_FACTOR * tail)


def _spike(group, steps, values, medians, sigmas, nonfinite_steps):
    start = int(group[0])
    peak = int(group[np.argmax(values[group])])
    baseline, sigma = float(medians[start]), float(sigmas[start])
    end = int(group[-1])
    calm = baseline + max(3 * sigma, 0.5 * RISE * abs(baseline))
    after = values[end + 1:end + 1 + WINDOW]
    later_nonfinite = [int(s) for s in nonfinite_steps if s > steps[start]]
    recovered_at = None
    if later_nonfinite and later_nonfinite[0] <= steps[end] + WINDOW:
        outcome = "nan_inf"
    elif not len(after):
        outcome = "at_end"
    else:
        # Back when 5 steps in a row (or all that is left) sit under the calm bound.
        below = after <= calm
        run = min(5, len(after))
        back = next((i for i in range(len(after) - run + 1) if below[i:i + run].all()), None)
        if back is not None:
            outcome, recovered_at = "recovered", int(steps[end + 1 + back])
        elif np.median(after) - baseline > RISE * abs(baseline):
            outcome = "stayed_up"
        else:
            outcome = "partly_recovered"
    return {
        "start": int(steps[start]), "peak": int(steps[peak]), "peak_value": float(values[peak]),
        "baseline": baseline, "sigma": sigma, "rise": float(values[peak] / baseline) if baseline > 0 else None,
        "length": int(steps[end] - steps[start] + 1), "outcome": outcome, "recovered_at": recovered_at,
        # One step up and the next back: the weights were fine, the batch was not.
        "one_step": bool(end == start and len(after) and after[0] <= calm),
        "nonfinite_step": later_nonfinite[0] if outcome == "nan_inf" else None,
    }


def first_mover(run_data, spike):
    """(layer, step, jump) of the layer whose gradient norm first rose past
    GRAD_JUMP x its own median over the WINDOW steps before the spike, in
    the steps up to its peak; None where none did or none were recorded."""
    matrix = run_data.matrices.get(GRADIENTS.matrices.grad_norm)
    if matrix is None or not len(matrix.first_steps):
        return None
    before = (matrix.last_steps < spike["start"]) & (matrix.last_steps >= spike["start"] - WINDOW)
    near = (matrix.first_steps >= spike["start"] - MERGE_GAP) & (matrix.last_steps <= spike["peak"])
    if before.sum() < 3 or not near.any():
        return None
    with np.errstate(invalid="ignore", divide="ignore"):
        level = np.nanmedian(np.where(np.isfinite(matrix.values[before]), matrix.values[before], np.nan), axis=0)
        jumps = matrix.values[near] / level
    rows = np.flatnonzero(near)
    for i, row in enumerate(rows):
        moved = np.flatnonzero(np.isfinite(jumps[i]) & (jumps[i] >= GRAD_JUMP))
        if len(moved):
            column = int(moved[np.argmax(jumps[i][moved])])
            return matrix.columns[column], int(matrix.first_steps[row]), float(jumps[i][column]), len(moved)
    return None


def global_norm_median(run_data, until):
    """The median over steps before `until` of the global gradient norm
    (the per-layer norms' root sum of squares), or None."""
    matrix = run_data.matrices.get(GRADIENTS.matrices.grad_norm)
    if matrix is None:
        return None
    rows = matrix.last_steps < until
    if rows.sum() < 3:
        return None
    values = np.where(np.isfinite(matrix.values[rows]), matrix.values[rows], 0.0)
    return float(np.median(np.sqrt((values ** 2).sum(axis=1))))


def rates(run_data, check):
    """(steps, rates) of the learning rate over the run: a schedule's
    sampled series, or the constant rate; (None, None) where unknown."""
    series = run_data.series.get(SERIES.schedule_rate)
    if series is not None and len(series.values):
        return series.steps, series.values
    if check.get("learning_rate") is not None and not check.get("lr_schedule"):
        return None, np.array([float(check["learning_rate"])])
    return None, None


def rate_cause(run_data, check, spike):
    """{rate, rate_step, calm_rate} where the rate at the spike is past
    RATE_ABOVE x the largest rate the run had trained at before its
    baseline window, else None. The rate is sampled every few steps:
    `rate_step` is the sample's step (the last at or before the spike's
    start), said with it, so that it never reads as another finding's
    rate at another step."""
    steps, values = rates(run_data, check)
    if steps is None:
        return None
    before = steps <= spike["start"]
    at = values[before]
    calm = values[steps < spike["start"] - MIN_HISTORY]
    if not len(at) or not len(calm):
        return None
    rate, calm_rate = float(at[-1]), float(np.max(calm))
    if rate < RATE_ABOVE * calm_rate:
        return None
    return {"rate": rate, "rate_step": int(steps[before][-1]), "calm_rate": calm_rate}


def _same_batch(spikes, epochs):
    """The batch index within its epoch shared by every one-step spike
    (the same bad records each epoch, unshuffled), or None."""
    starts = [e["step"] for e in epochs]  # the last step of each epoch
    if len(starts) < 2 or len(spikes) < 2 or not all(s["one_step"] for s in spikes):
        return None
    per_epoch = starts[0]
    if any(b - a != per_epoch for a, b in zip(starts, starts[1:])):
        return None
    positions = {(s["peak"] - 1) % per_epoch for s in spikes}
    return positions.pop() if len(positions) == 1 else None


@register
class LossSpike(Rule):
    area = AREA
    kind = KIND.loss_spike
    rank = 25
    # What a spike leaves behind: a loss that diverges after it or turns
    # NaN/Inf, and the exploding gradients of its steps.
    explains = (KIND.loss_diverging, NONFINITE.findings.nonfinite_loss, GRADIENTS.findings.exploding_gradients,
                KIND.loss_stuck, KIND.accuracy_at_chance)

    def explains_finding(self, cause, symptom):
        # A rate past what the run trained at calmly also makes the attention
        # logits grow and the attention collapse (the updates to the query
        # and key weights grow with it): the rate is the earlier cause.
        if cause.evidence.get("cause") == "rate" and symptom.kind in ATTENTION.findings:
            return True
        return super().explains_finding(cause, symptom)

    def has_evidence(self, run_data):
        return find_spikes(run_data) is not None

    def check(self, run_data):
        spikes = find_spikes(run_data)
        if not spikes:
            return []
        check = latest_check(run_data) or {}
        first = spikes[0]
        mover = first_mover(run_data, first)
        rate = rate_cause(run_data, check, first)
        batch = _same_batch(spikes, epoch_metrics(run_data))
        norm = global_norm_median(run_data, first["start"])
        cause = "rate" if rate else "batch" if first["one_step"] else "unknown"
        # One batch far above the rest, once, is a batch of hard or bad
        # records, or the tail of a noisy run's batches: worth knowing, not a
        # warning. The same batch every epoch is the data's doing, and a
        # spike of several steps the weights'.
        lone = all(s["one_step"] for s in spikes) and batch is None
        severity = F.CRITICAL if first["outcome"] == "nan_inf" else F.INFO if lone else F.WARNING
        return [self.finding(
            # No layer: the fix is the schedule, the clipping or the data (the
            # layer that moved first is evidence, not where to edit).
            severity, step=first["start"],
            summary=_summary(spikes, mover, rate, batch, cause),
            evidence={"spikes": spikes[:MAX_LISTED], "count": len(spikes), "cause": cause,
                      "first_mover": ({"layer": mover[0], "step": mover[1], "jump": mover[2], "layers_moved": mover[3]}
                                      if mover else None),
                      "learning_rate": rate, "same_batch_index": batch, "global_grad_norm_median": norm,
                      "threshold_sigmas": SIGMAS, "threshold_rise": RISE, "window": WINDOW},
            fix=_fix(check, first, rate, batch, norm, cause, run_data),
        )]


_OUTCOMES = {
    "recovered": "recovered by step {recovered_at}",
    "partly_recovered": "came partly back down",
    "stayed_up": "stayed up",
    "nan_inf": "turned NaN/Inf at step {nonfinite_step}",
    "at_end": "the run ended there",
}


def _summary(spikes, mover, rate, batch, cause):
    first = spikes[0]
    rise = f" ({change(first['baseline'], first['peak_value'])})" if first["rise"] else ""
    peak = f" at step {first['peak']}" if first["peak"] != first["start"] else ""
    text = (f"The loss spiked at step {first['start']}: from {number(first['baseline'])} (the median of the "
            f"{LEVEL} steps before) to {number(first['peak_value'])}{peak}{rise}, and "
            f"{_OUTCOMES[first['outcome']].format(**first)}.")
    if len(spikes) > 1:
        text += f" {len(spikes)} spikes in all (steps {', '.join(str(s['peak']) for s in spikes[:MAX_LISTED])}" + (
            ", ...)." if len(spikes) > MAX_LISTED else ").")
    if mover:
        text += (f" What moved first: the gradient norm of {mover[0]!r} at step {mover[1]} ({number(mover[2])}x its "
                 f"recent level{'' if mover[3] == 1 else f'; {mover[3]} layers in all'}).")
    if cause == "rate":
        text += (f" Likely cause: the learning rate, {number(rate['rate'])} at step {rate['rate_step']} (its last "
                 f"sample before the spike), past the {number(rate['calm_rate'])} the run had trained at calmly.")
    elif cause == "batch":
        where = (f"batch {batch} of every epoch (the same records each time: the data is not shuffled)"
                 if batch is not None else "that step's batch")
        text += f" Likely cause: {where}; one step up and the next back means the weights were fine."
    return text


def _nice(value):
    """`value` to one significant digit (a clipnorm, a rate)."""
    if not value or not math.isfinite(value):
        return value
    exponent = math.floor(math.log10(value))
    return float(f"{round(value / 10 ** exponent)}e{exponent}")


def _fix(check, spike, rate, batch, norm, cause, run_data):
    loss = loss_call(check)
    clip = _nice(2 * norm) if norm else 1.0
    clip_why = (f"global_clipnorm={number(clip)} is twice the run's median gradient norm before the spike "
                f"({number(norm)})"
                if norm else "global_clipnorm=1.0 bounds each step's update")
    if cause == "rate":
        total = int(run_data.series[CORE.series.loss].steps[-1])
        warmup = max(int(_nice(max(spike["start"], 0.05 * total))), 1)
        peak = _nice(rate["calm_rate"])
        optimizer = optimizer_line(check, schedule="schedule", global_clipnorm=clip)
        return F.Fix(
            text=(f"Keep the rate at or below {number(peak)}, the largest this run trained at before the spike (it was "
                  f"{number(rate['rate'])} at step {rate['rate_step']}), reach it after a warmup of {warmup} steps, "
                  f"and clip: {clip_why}."),
            code=(f"schedule = keras.optimizers.schedules.CosineDecay(\n"
                  f"    initial_learning_rate=0.0, warmup_target={literal(peak)}, warmup_steps={warmup},\n"
                  f"    decay_steps={max(total - warmup, 1)})\n"
                  + compile_line(check, loss, optimizer=optimizer) + "\n"),
        )
    if cause == "batch":
        # fit's own batch_size where autolog saw it, else the batches' sampled size.
        size = check.get("batch_size") or (check.get("inputs") or {}).get("batch")
        size = int(size) if isinstance(size, (int, float)) and size > 0 else None
        lines = ""
        if batch is not None and size:
            lines = (f"bad = slice({batch * size}, {(batch + 1) * size})  # batch {batch} of each epoch\n"
                     "print(x[bad], y[bad])  # look at it: wrong labels, a corrupt record, an outlier\n")
        return F.Fix(
            text=("Find the batch and look at it; shuffle the data each epoch so one bad batch does not return at "
                  f"the same place, and bound what one batch can do to the weights: {clip_why}."),
            code=lines + _schedule_note(check) + compile_line(check, loss, optimizer=_optimizer(check, clip)) + "\n",
        )
    lr = check.get("learning_rate")
    if check.get("lr_schedule"):
        return F.Fix(
            text=f"Bound each step's update: {clip_why}; and lower the schedule's peak rate.",
            code=_schedule_note(check) + compile_line(check, loss, optimizer=_optimizer(check, clip)) + "\n",
        )
    lower = _nice(lr / 2) if lr else None
    return F.Fix(
        text=("Bound each step's update and give the run room: " + clip_why
              + (f", and a peak learning rate of {number(lower)} (half this run's {number(lr)})" if lower else "")
              + "."),
        code=compile_line(check, loss, optimizer=optimizer_line(check, lower, global_clipnorm=clip)) + "\n",
    )


def _optimizer(check, clip):
    """The run's optimizer with a global clipnorm, its schedule kept."""
    if check.get("lr_schedule"):
        return optimizer_line(check, schedule="schedule", global_clipnorm=clip)
    return optimizer_line(check, global_clipnorm=clip)


def _schedule_note(check):
    if not check.get("lr_schedule"):
        return ""
    return f"schedule = ...  # the run's {check['lr_schedule']}, as it is\n"
