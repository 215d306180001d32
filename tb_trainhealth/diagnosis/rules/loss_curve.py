"""Training that runs and does not learn, as its loss and accuracy show it:
a loss that does not come down, one that swings without coming down, one
that climbs, and an accuracy that stays at chance.

Thresholds, with where they come from (docs/areas/convergence.md):

- AUTOTRAINER (Zhang et al., ICSE 2021): checks start after 30% of the
  run (`JUDGE_FROM`); slow convergence is a best per-epoch gain below 0.01
  (`CHANCE_MARGIN`, the accuracy margin over chance); unstable training is
  swings in 25% of the judged windows (`SWING_SHARE`).
- SageMaker Debugger's LossNotDecreasing: the loss's median over a window
  compared with the one before; here the first window with the last, and
  "not decreasing" is a drop below 1% of the starting loss (`STUCK_DROP`),
  or a loss flat to 6 digits.

Every rule here asks for the loss not to have dropped, so a noisy run
that learns is never stuck or oscillating; a symptom in a run that still
learns is at most `info`.
"""

import math

import numpy as np

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.numbers import change, number, percent
from tb_trainhealth.diagnosis.rules import tasks
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules.learning_rate import fix_lower_lr, fix_stuck, update_ratio
from tb_trainhealth.diagnosis.rules.progress import (MIN_STEPS, OSCILLATION_DROP, SWING_SIZE, chance, ends_at_prior,
                                                     epoch_metrics, final_accuracy, latest_check, loss_windows)

KIND, NKIND = AREA.findings, NONFINITE.findings

JUDGE_FROM = 0.3
STUCK_DROP = 0.01
# A loss whose window median fell by this much is moving, whatever the
# noise of a short run's windows says (a 32-step run's windows are three
# steps each: two standard errors of their median reached 60%, and a loss
# that fell 41% was called stuck).
MOVING_DROP = 0.1
SWING_BAND = 0.5  # p90 - p10 of a window, over its median
SWING_SHARE = 0.25
DIVERGING_RISE = 100.0  # two orders of magnitude
CHANCE_MARGIN = 0.01
CHANCE_MIN_STEPS = 50


class _LossRule(Rule):
    area = AREA

    def has_evidence(self, run_data):
        return loss_windows(run_data) is not None


def _judged(loss):
    """The windows after the first JUDGE_FROM of the run (AUTOTRAINER)."""
    windows = loss["windows"]
    return windows[int(math.floor(JUDGE_FROM * len(windows))):]


def _loss_evidence(loss, **extra):
    return dict({k: loss[k] for k in ("start", "end", "drop", "min", "max", "steps")},
                window_medians=[w["median"] for w in loss["windows"]], **extra)


# A loss whose last window sits at a thousandth of its first step's or
# below has learned what it can (a memorised set, a leak): "does not
# decrease" would contradict its own start -> end change. The windows'
# medians cannot judge it: the first window is at the floor already where
# the loss fell within it (0.466 -> 0 "fell only from 0 to 0").
FLOOR = 1e-3


@register
class LossStuck(_LossRule):
    kind = KIND.loss_stuck
    rank = 40
    # A loss that does not move leaves the accuracy where it started.
    explains = (KIND.accuracy_at_chance,)

    def check(self, run_data):
        loss = loss_windows(run_data)
        _, accuracy = final_accuracy(run_data)
        if accuracy is not None and accuracy >= 0.95:
            return []  # a model this accurate has nothing left to learn
        first, last = loss["windows"][0], loss["windows"][-1]
        if abs(last["median"]) <= FLOOR * abs(loss["start"]):
            return []  # it reached its floor: down to 0, or within a thousandth of where it began
        # The first window's median against the last one's (SageMaker's
        # LossNotDecreasing compares window medians), judged against the
        # noise of a window median: its standard error is about half the
        # 10-90% band over sqrt(window length).
        level = max(abs(first["median"]), 1e-12)
        improvement = (first["median"] - last["median"]) / level
        length = max(1, loss["steps"] // len(loss["windows"]))
        noise = float(np.median([(w["high"] - w["low"]) / max(abs(w["median"]), 1e-12) for w in loss["windows"]]))
        needed = min(max(STUCK_DROP, 2 * 0.5 * noise / math.sqrt(length)), MOVING_DROP)
        if not (loss["flat"] or improvement < needed) or loss["drop"] <= -OSCILLATION_DROP:
            return []  # it learns, or it rose: oscillating or diverging, not stuck
        # One change is shown, the loss card's (the first step against the
        # last window's median); the windows' medians say why it counts as
        # stuck, as values, so that no second percentage contradicts it.
        if loss["flat"]:
            how = "it is flat to 6 digits"
        elif improvement < 0:
            how = (f"its median rose from {number(first['median'])} in the first window to "
                   f"{number(last['median'])} in the last")
        else:
            how = (f"its median fell only from {number(first['median'])} in the first window to "
                   f"{number(last['median'])} in the last, within the windows' noise")
        return [self.finding(
            F.WARNING, step=first["first_step"],
            summary=(f"The loss does not decrease: from {number(loss['start'])} at the first step to "
                     f"{number(loss['end'])} in the last window ({change(loss['start'], loss['end'])}), "
                     f"steps {first['first_step']}-{last['last_step']}; {how}."),
            evidence=_loss_evidence(loss, improvement=improvement, threshold=needed),
            fix=fix_stuck(latest_check(run_data), update_ratio(run_data)[1]),
        )]


@register
class LossOscillating(_LossRule):
    kind = KIND.loss_oscillating
    rank = 41

    def check(self, run_data):
        loss = loss_windows(run_data)
        judged = _judged(loss)
        if len(judged) < 4 or loss["drop"] >= OSCILLATION_DROP or loss["flat"]:
            return []
        _, typical, _, _ = update_ratio(run_data)
        if typical is not None and typical <= 1e-7:
            return []  # the weights do not move: the swings are the batches' own differences
        bands = [(w["high"] - w["low"]) / max(abs(w["median"]), 1e-12) for w in judged]
        swings = [abs(b["median"] - a["median"]) / max(min(abs(a["median"]), abs(b["median"])), 1e-12)
                  for a, b in zip(judged, judged[1:])]
        band = float(np.median(bands))
        share = float(np.mean([s >= SWING_SIZE for s in swings])) if swings else 0.0
        if band < SWING_BAND and share < SWING_SHARE:
            return []
        # What made it a finding, only (a "0% of them" beside it would read as a contradiction).
        swung = ([f"across {percent(band)} of its level within a window (10th-90th percentile)"]
                 if band >= SWING_BAND else []) + \
                ([f"from window to window in {percent(share)} of them"] if share >= SWING_SHARE else [])
        check = latest_check(run_data) or {}
        return [self.finding(
            F.WARNING, step=judged[0]["first_step"],
            summary=(f"The loss oscillates without coming down: from step {judged[0]['first_step']} on it swings "
                     + " and ".join(swung) + f", and ends at {number(loss['end'])} from {number(loss['start'])} "
                     f"({change(loss['start'], loss['end'])})."),
            evidence=_loss_evidence(loss, swing_band=band, swing_share=share, threshold_band=SWING_BAND,
                                    threshold_share=SWING_SHARE),
            fix=fix_lower_lr(check, None),
        )]


@register
class LossDiverging(_LossRule):
    kind = KIND.loss_diverging
    rank = 30
    # The loss on its way to Inf: the NaN/Inf loss that follows is its end.
    explains = (NKIND.nonfinite_loss,)

    def has_evidence(self, run_data):
        series = run_data.series.get(CORE.series.loss)
        return series is not None and len(series.values) >= 3

    def check(self, run_data):
        # The latest task's loss (rules/tasks.py): a new task may start
        # far above where the last one ended.
        task = tasks.latest_task(run_data, 3)
        if task is None:
            return []
        all_steps, all_values = task
        finite = np.isfinite(all_values)
        values, steps = all_values[finite], all_steps[finite]
        if len(values) < 3:
            return []
        start = max(abs(float(np.median(values[:3]))), 1e-12)
        blew_up = not finite.all() and finite[0]
        # Smoothed: the max of 3-step medians, never one step's spike.
        k = 3 if len(values) >= 3 else 1
        smooth = np.median(np.lib.stride_tricks.sliding_window_view(values, k), axis=1)  # vectorised: 100,000 steps
        peak = int(np.argmax(smooth))
        rise = float(smooth[peak]) / start
        needed = 10.0 if blew_up else DIVERGING_RISE
        if rise < needed or (not blew_up and len(values) < MIN_STEPS):
            return []
        # A 3-step median belongs to its middle step.
        at = int(steps[peak + k // 2])
        # Shown where the rise is established, or at the NaN/Inf it ends in
        # (that step's own cause, a layer, comes first there).
        crossed = np.flatnonzero(smooth / start >= needed)
        shown = int(all_steps[~finite][0]) if blew_up else int(steps[crossed[0]])
        # The last finite loss said as the NaN finding says it: the smoothed
        # peak is not the largest loss, and the page must not read as if it were.
        ending, last_finite = "", {}
        if blew_up:
            bad = int(np.flatnonzero(~finite)[0])  # finite[0]: there is a finite loss before it
            last_finite = {"last_finite": float(all_values[bad - 1]), "last_finite_step": int(all_steps[bad - 1]),
                           "nonfinite_step": int(all_steps[bad])}
            ending = (f"; the last finite loss is {number(last_finite['last_finite'])} at step "
                      f"{last_finite['last_finite_step']}, then it turns non-finite at step "
                      f"{last_finite['nonfinite_step']}")
        check = latest_check(run_data) or {}
        return [self.finding(
            F.CRITICAL if blew_up or rise >= 1e3 else F.WARNING, step=shown,
            summary=(f"The loss diverges: its median over 3 steps climbs from {number(start)} to "
                     f"{number(float(smooth[peak]))} ({change(start, float(smooth[peak]))}) by step {at}{ending}."),
            evidence={"start": start, "peak": float(smooth[peak]), "peak_step": at, "rise": rise,
                      "threshold": needed, "blew_up": bool(blew_up), **last_finite},
            fix=fix_lower_lr(check, None),
        )]


@register
class AccuracyAtChance(Rule):
    area = AREA
    kind = KIND.accuracy_at_chance
    rank = 45

    def has_evidence(self, run_data):
        return final_accuracy(run_data)[1] is not None

    def check(self, run_data):
        epochs = epoch_metrics(run_data)
        key, accuracy = final_accuracy(run_data)
        loss = run_data.series.get(CORE.series.loss)
        if len(epochs) < 2 or loss is None or len(loss.values) < CHANCE_MIN_STEPS:
            # One epoch's mean still holds its first steps, and a few dozen
            # steps at a usual rate have not had the time to learn.
            return []
        at_chance, basis = chance(latest_check(run_data) or {})
        if at_chance is None or at_chance >= 0.99 or accuracy > at_chance + CHANCE_MARGIN:
            return []
        best = max((e["logs"].get(key) for e in epochs if isinstance(e["logs"].get(key), (int, float))),
                   default=accuracy)
        # A loss with a downward trend (the oscillation rule's own bar) is
        # still learning: the run is too short to say it never will.
        windows = loss_windows(run_data)
        # Fallen only to where a model blind to its input ends is not learning.
        falling = (windows is not None and windows["drop"] >= OSCILLATION_DROP
                   and not ends_at_prior(run_data, windows))
        summary = (f"Accuracy stays at chance: {key} is {number(accuracy)} after {len(epochs)} epoch(s) (best "
                   f"{number(best)}); always answering {basis} scores {number(at_chance)}.")
        if falling:
            summary += (f" The loss is still falling ({percent(windows['drop'])} below its start), so the run may "
                        "only be too short: train longer before judging.")
        return [self.finding(
            F.INFO if falling else F.WARNING, step=epochs[-1]["step"], summary=summary,
            evidence={"metric": key, "accuracy": accuracy, "best": best, "chance": at_chance, "basis": basis,
                      "margin": CHANCE_MARGIN, "epochs": len(epochs)},
            fix=fix_stuck(latest_check(run_data), update_ratio(run_data)[1]),
        )]
