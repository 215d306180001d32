"""A custom loop's gradient accumulator that is never reset.

A loop that accumulates gradients over N micro-batches applies their sum
once every N steps and must then zero it. Where it does not, each update
is the sum of every gradient so far: plain SGD's step grows without bound
(an Adam step is normalised, and acts like momentum that never decays).
What the run shows, each for a reason:

- the weights change once every N steps (N > 1), seen directly: the update
  ratio of a custom loop (capture/probes/gradients.py) waits for the step
  that moves the weights, and writes `update_period` once where it is
  more than one step;
- after the loss's best point the weights keep moving the same way: their
  norm grows in every quarter of the rest of the run, and does not slow
  down (healthy training's weight norm grows ever more slowly, or
  settles, as its gradients shrink and stop agreeing); with a stale sum
  the step each update adds stays the same or grows (a linear or faster
  climb);
- the loss ends well above its best: the steps carry the weights past the
  minimum;
- or, seen more directly: the update applied grows with the number of
  updates while the per-step gradient does not. With a reset, each update
  is the rate times a sum of N micro-batch gradients, between sqrt(N)
  (gradients that agree no more than noise) and N (ones that agree fully)
  times one gradient's norm: its ratio to the per-step gradient norm can
  change by about sqrt(N) over a run. Never reset, the n-th update is the
  sum of n such sums, and the ratio grows with n. We call it where the
  ratio grew at least N-fold from the first update (a margin of sqrt(N)
  over the reset loop's bound). Monitor takes the update ratio at the
  loop's first update, and every `update_ratio_every` steps after.

Fixed twins (the same loop with the reset) show none of the last two: the
weights of the bug suite's twins move by a few percent over their runs.
The fix is written for the loop's period and its optimizer.
"""

import math

import numpy as np

from tb_trainhealth.areas.convergence import AREA as CONVERGENCE
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.gradients import AREA
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.numbers import change, number
from tb_trainhealth.diagnosis.rules.base import Rule, register

KIND, STAT, EVENT = AREA.findings, AREA.matrices, AREA.events
CKIND = CONVERGENCE.findings

QUARTERS = 4  # the rest of the run after the loss's best, in this many parts
NO_SLOWDOWN = 0.7  # the last quarter's growth at least this share of the first's
MIN_GROWTH = 1.25  # the weight norm at least this much above its size at the loss's best
LOSS_ABOVE_BEST = 1.5  # the loss ends at least this far above its best
# The loss's level: a running median over a twentieth of the run (at
# least MIN_SMOOTH steps), so one lucky batch is not its best.
MIN_SMOOTH = 9
MIN_STEPS_AFTER_BEST = 8 * QUARTERS
MIN_UPDATES_APART = 4  # the later update at least this many updates after the first


@register
class AccumulatorNotReset(Rule):
    area = AREA
    kind = KIND.gradient_accumulation_not_reset
    rank = 20
    # Every update carries the sum of all past gradients: the swings, the
    # spikes, the climb, the gradients and the dead ReLUs that follow are
    # that sum's steps, not the learning rate's or the model's.
    explains = (CKIND.loss_oscillating, CKIND.loss_diverging, CKIND.loss_spike, CKIND.loss_stuck,
                CKIND.learning_rate_too_high, KIND.exploding_gradients, KIND.dead_units)

    def has_evidence(self, run_data):
        return bool(run_data.events_of(EVENT.update_period))

    def check(self, run_data):
        periods = run_data.events_of(EVENT.update_period)
        weights = run_data.matrices.get(STAT.weight_norm)
        loss = run_data.series.get(CORE.series.loss)
        if not periods or weights is None or loss is None:
            return []
        period = int(periods[0].payload["steps"])
        growth = update_growth(run_data, period)
        if growth is not None:
            return [self._growth_finding(period, growth, loss)]
        finite = np.isfinite(loss.values)
        steps, values = loss.steps[finite], loss.values[finite]
        window = max(MIN_SMOOTH, len(values) // 20)
        if len(values) < window + MIN_STEPS_AFTER_BEST:
            return []
        smooth = np.median(np.lib.stride_tricks.sliding_window_view(values, window), axis=1)
        best = int(np.argmin(smooth))
        best_step, best_loss, end_loss = int(steps[best + window // 2]), float(smooth[best]), float(smooth[-1])
        if not end_loss >= LOSS_ABOVE_BEST * best_loss:
            return []
        total = np.sqrt(np.nansum(np.square(weights.values), axis=1))  # the model's weight norm per row
        after = np.flatnonzero(np.asarray(weights.last_steps) >= best_step)
        if len(after) < MIN_STEPS_AFTER_BEST:
            return []
        quarters = np.array_split(total[after], QUARTERS)
        growth = [float(part[-1] - part[0]) for part in quarters]
        start_norm, end_norm = float(total[after[0]]), float(total[after[-1]])
        if not (all(g > 0 for g in growth) and growth[-1] >= NO_SLOWDOWN * growth[0]
                and end_norm >= MIN_GROWTH * start_norm):
            return []
        first = int(periods[0].payload.get("snapshot_step", periods[0].step))
        return [self.finding(
            F.CRITICAL, step=best_step,
            summary=(f"The loop applies its gradients once every {period} steps, and the accumulated sum looks "
                     f"never reset: after the loss's best ({number(best_loss)} at step {best_step}) the weights "
                     f"keep moving the same way, their norm from {number(start_norm)} to {number(end_norm)} "
                     f"({change(start_norm, end_norm)}) without slowing down, and the loss ends at "
                     f"{number(end_loss)} ({change(best_loss, end_loss)}). Each update is the sum of every "
                     f"gradient so far."),
            evidence={"period": period, "first_update_step": first, "best_step": best_step, "best_loss": best_loss,
                      "end_loss": end_loss, "weight_norm_at_best": start_norm, "weight_norm_at_end": end_norm,
                      "growth_by_quarter": growth, "thresholds": {
                          "loss_above_best": LOSS_ABOVE_BEST, "min_growth": MIN_GROWTH, "no_slowdown": NO_SLOWDOWN}},
            fix=F.Fix(text=_text(period), code=_code(period)),
        )]


    def _growth_finding(self, period, growth, loss):
        first, last = growth["first"], growth["last"]
        times = last["per_gradient"] / first["per_gradient"]
        finite = loss.values[np.isfinite(loss.values)]
        window = max(MIN_SMOOTH, len(finite) // 20)
        severity = F.WARNING
        if len(finite) > window:
            smooth = np.median(np.lib.stride_tricks.sliding_window_view(finite, window), axis=1)
            if smooth[-1] >= LOSS_ABOVE_BEST * smooth.min():
                severity = F.CRITICAL  # and the steps carry the loss away from its best
        return self.finding(
            severity, step=last["step"],
            summary=(f"The loop applies its gradients once every {period} steps and never resets the accumulated "
                     f"sum: the update it applies grows with the number of updates while the per-step gradient does "
                     f"not. The first update (step {first['step']}) moved the weights by {number(first['update'])}, "
                     f"update {last['update_number']} (step {last['step']}) by {number(last['update'])}, while the "
                     f"per-step gradient norm went from {number(first['gradient'])} to {number(last['gradient'])}: "
                     f"per unit of gradient, the update grew {number(times)}-fold in {last['update_number'] - 1} "
                     f"updates (a reset sum of {period} gradients can change it about "
                     f"{number(math.sqrt(period))}-fold). Each update is the sum of every gradient so far."),
            evidence={"period": period, "first_update_step": first["step"], "updates": growth["samples"],
                      "growth_per_gradient": times, "threshold": period},
            fix=F.Fix(text=_text(period), code=_code(period)),
        )


def update_growth(run_data, period):
    """{"samples", "first", "last"} where the update applied, per unit of
    per-step gradient norm, grew at least `period`-fold from the loop's
    first update to a later one (MIN_UPDATES_APART or more updates on);
    else None. Each sample: the step, the update's number, its norm
    (the update ratio times the weight norm before it, over the layers) and
    the per-step gradient norm (the median over the period's steps)."""
    ratios = run_data.matrices.get(STAT.update_ratio)
    weights = run_data.matrices.get(STAT.weight_norm)
    gradients = run_data.matrices.get(STAT.grad_norm)
    if ratios is None or weights is None or gradients is None or len(ratios.last_steps) < 2:
        return None
    samples = []
    for step, row in zip(np.asarray(ratios.last_steps), ratios.values):
        before = np.flatnonzero(np.asarray(weights.last_steps) < step)  # the weights it was measured against
        steps_in = (np.asarray(gradients.last_steps) > step - period) & (np.asarray(gradients.first_steps) <= step)
        if not before.size or not steps_in.any() or not np.isfinite(row).all():
            continue
        update = float(np.sqrt(np.nansum(np.square(row * weights.values[before[-1]]))))
        gradient = float(np.median(np.sqrt(np.nansum(np.square(gradients.values[steps_in]), axis=1))))
        if update > 0 and gradient > 0:
            samples.append({"step": int(step), "update": update, "gradient": gradient,
                            "per_gradient": update / gradient})
    if len(samples) < 2:
        return None
    first = samples[0]
    for sample in samples:
        sample["update_number"] = (sample["step"] - first["step"]) // period + 1
    later = [s for s in samples if s["update_number"] > MIN_UPDATES_APART]
    if not later:
        return None
    last = max(later, key=lambda s: s["per_gradient"])
    if last["per_gradient"] < period * first["per_gradient"]:
        return None
    return {"samples": samples, "first": first, "last": last}


def _text(period):
    return (f"Zero the accumulators right after each apply (every {period} steps): `assign` zeros to tf.Variable "
            "accumulators (a tf.function keeps adding into the same variables), or start a Python list of sums "
            f"afresh. Or let the optimizer accumulate: Keras 3 optimizers take `gradient_accumulation_steps={period}` "
            "and are then applied every step.")


def _code(period):
    return f"""\
if (step + 1) % {period} == 0:
    optimizer.apply_gradients(zip(accumulated, model.trainable_variables))
    for accumulator in accumulated:  # reset after every apply (tf.Variable accumulators)
        accumulator.assign(tf.zeros_like(accumulator))
    # (a Python list of sums instead: accumulated = [tf.zeros_like(v) for v in model.trainable_variables])

# or: the optimizer accumulates, applied every step
optimizer = keras.optimizers.SGD(learning_rate=..., gradient_accumulation_steps={period})
"""
