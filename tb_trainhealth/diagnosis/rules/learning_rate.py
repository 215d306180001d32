"""The learning rate: too high or too low, judged by how far each step
moves the weights (the update/weight ratio), and where the loss shows it;
and the fixes that change the rate (the loss rules' too: rules/loss_curve.py).

- CS231n (Karpathy, "Neural Networks Part 3", babysitting the learning
  process): the update/weight ratio should be around 1e-3; we call the
  learning rate too high 100x above the band's top (1e-2 for Adam's first
  steps: `RATIO_HIGH` = 1e-1... see README) and too low 100x below its
  bottom (`RATIO_LOW` = 1e-5), and only where the loss shows it too.
"""

import math

import numpy as np

from tb_trainhealth.areas.attention import AREA as ATTENTION
from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.fix_code import compile_line, literal, loss_call, optimizer_line
from tb_trainhealth.diagnosis.numbers import change, number
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules.gradients import ADAPTIVE
from tb_trainhealth.diagnosis.rules.progress import (OSCILLATION_DROP, SWING_SIZE, ends_at_prior, latest_check,
                                                     loss_windows, still_learns)

KIND, STAT = AREA.findings, AREA.matrices
GKIND, NKIND = GRADIENTS.findings, NONFINITE.findings

RATIO_HIGH = 1e-1
RATIO_LOW = 1e-5
# An update half a weight's own size at every step: what one step learns,
# the next overwrites. An Adam-family run that learns nothing under updates
# that size is the rate's doing even where nothing else shows it. Between
# RATIO_HIGH and this, a model can still be kept trainable by its own parts
# (QK LayerNorm keeps a transformer at AdamW 3e-2 learning: ratio ~0.2,
# demo/transformer.py), and the finding that names those parts leads.
RATIO_REWRITES = 0.5
RATIO_TARGET = 3e-3
# Issue #28 item 3: a run that still learns at updates this far above the
# ~1e-3 band (CS231n), past its first tenth and for all of it, is too fast:
# plain SGD at 100x its usual rate falls noisily to a worse end. Only for
# optimizers that apply the gradient as it is (rules/gradients.py's ADAPTIVE
# ones are not judged on this path): their ratio is the rate itself.
RATIO_SUSTAINED = 1e-2
# The update/weight ratio of a healthy run (CS231n, "ratio of weights:updates"), as the words cite it.
USUAL_RATIO = 1e-3
SUSTAINED_SKIP = 0.1
SUSTAINED_SAMPLES = 3
ROSE = 1.5  # a window's median this far above the first step's loss
# The rates Adam-family optimizers train with where runs are healthy. Their
# step moves each weight by about the rate whatever the gradient, so the
# rate to give is the family's, not one scaled from the measured ratio:
# 1e-3 is Adam's default (Kingma & Ba 2015, and Keras's for every adaptive
# optimizer); transformers train at ~1e-4 to 1e-3, 3e-4 for small GPTs
# (nanoGPT's train.py; GPT-3's table: 6e-4 at 125M; "Attention is all you
# need": a peak of ~7e-4 after 4000 warmup steps at d_model 512).
ADAPTIVE_RATE = 1e-3
ADAPTIVE_RATE_TRANSFORMER = 3e-4
TRANSFORMER_RATES = (1e-4, 1e-3)


# How far each step moves the weights.


def update_ratio(run_data):
    """(the largest and the typical sampled update/weight ratio, per-layer
    medians, where from), or (None, None, None, None). Each sample is the
    median over layers of one step's ratios; the largest is the one taken
    before a too-large step wrecked the weights (they grow and the ratio
    falls), the typical one their median."""
    for name in (STAT.lr_update_ratio, GRADIENTS.matrices.update_ratio):
        matrix = run_data.matrices.get(name)
        if matrix is None or not len(matrix.first_steps):
            continue
        values = np.where(np.isfinite(matrix.values), matrix.values, np.nan)
        kept = [i for i, row in enumerate(values) if np.isfinite(row).any()]
        if not kept:
            continue
        rows = [float(np.nanmedian(values[i])) for i in kept]
        top = kept[int(np.argmax(rows))]
        # The layers' ratios at the step of the largest: the figures whose
        # median the finding names (one step, one reduction).
        per_layer = {layer: float(values[top, i]) for i, layer in enumerate(matrix.columns)
                     if np.isfinite(values[top, i])}
        return float(np.max(rows)), float(np.median(rows)), per_layer, (name, int(matrix.last_steps[top]))
    return None, None, None, None


def layer_medians(run_data, name):
    """{layer: its median update/weight ratio over the run} from matrix
    `name`: the per-layer figures beside a typical (median) ratio."""
    matrix = run_data.matrices[name]
    values = np.where(np.isfinite(matrix.values), matrix.values, np.nan)
    return {layer: float(np.nanmedian(values[:, i])) for i, layer in enumerate(matrix.columns)
            if np.isfinite(values[:, i]).any()}


def sustained_ratio(run_data):
    """(median update/weight ratio past the run's first tenth, its samples,
    per-layer medians, (source, step of the largest)), from every sampled
    ratio (both matrices), or None with fewer than SUSTAINED_SAMPLES. The
    first steps are left out: every run's early updates are large."""
    samples, per_layer = [], {}
    for name in (STAT.lr_update_ratio, GRADIENTS.matrices.update_ratio):
        matrix = run_data.matrices.get(name)
        if matrix is None or not len(matrix.first_steps):
            continue
        last = int(matrix.last_steps[-1])
        values = np.where(np.isfinite(matrix.values), matrix.values, np.nan)
        for i, step in enumerate(matrix.last_steps):
            if step > SUSTAINED_SKIP * last and np.isfinite(values[i]).any():
                samples.append((int(step), float(np.nanmedian(values[i])), name))
        for column, layer in enumerate(matrix.columns):
            if np.isfinite(values[:, column]).any():
                per_layer.setdefault(layer, float(np.nanmedian(values[:, column])))
    if len(samples) < SUSTAINED_SAMPLES:
        return None
    top = max(samples, key=lambda sample: sample[1])
    return float(np.median([r for _, r, _ in samples])), samples, per_layer, (top[2], top[0])


class _LearningRateRule(Rule):
    area = AREA

    def has_evidence(self, run_data):
        return update_ratio(run_data)[0] is not None and latest_check(run_data) is not None

    def rate_finding(self, check, ratio, per_layer, source, high, total_steps=None, warmup=False):
        """The finding of a rate too high (`high`) or too low, at the step
        whose updates were largest (`source`: (matrix, step)), with the rate
        to try instead and the fix that sets it. `warmup`: the model is a
        transformer (it has attention layers)."""
        source, at = source
        lr = check["learning_rate"]
        if check.get("lr_schedule") and high:
            # The schedule's own rate at the step whose updates were largest.
            lr = next((rate for step, rate in check.get("rates", ()) if step == at), lr)
        suggested = round_lr(lr * RATIO_TARGET / ratio)
        family = high and check.get("optimizer") in ADAPTIVE
        if family:
            suggested = min(ADAPTIVE_RATE_TRANSFORMER if warmup else ADAPTIVE_RATE, round_lr(lr / 10))
        elif high:
            suggested = min(suggested, round_lr(lr / 10))
        else:
            suggested = max(suggested, round_lr(lr * 10))
        optimizer = check.get("optimizer", "the optimizer")
        bound = RATIO_HIGH if high else RATIO_LOW
        summary = (f"The learning rate is too {'high' if high else 'low'}: {optimizer}(learning_rate={number(lr)}) "
                   f"makes updates {number(ratio)} of the weights per step "
                   f"({'at step %d, ' % at if high else ''}median over layers), {'above' if high else 'below'} "
                   f"{number(bound)}, against the usual ~{number(USUAL_RATIO)}; try {number(suggested)}.")
        if family:
            usual = (f"~{number(TRANSFORMER_RATES[0])} to {number(TRANSFORMER_RATES[1])} on transformers" if warmup
                     else f"~{number(ADAPTIVE_RATE)} (its default)")
            summary = (f"The learning rate is too high for this optimizer family: {optimizer} moves every weight by "
                       f"about the rate each step, whatever the gradient, and its healthy runs use {usual}. "
                       f"{optimizer}(learning_rate={number(lr)}) makes updates {number(ratio)} of the weights per step "
                       f"(at step {at}, median over layers), above {number(bound)}, against the usual "
                       f"~{number(USUAL_RATIO)}; try {number(suggested)}.")
        if check.get("lr_schedule"):
            summary += (f" The rate comes from the {check['lr_schedule']} schedule (it was "
                        f"{number(check['learning_rate'])} at the start, {number(lr)} at step {at}): keep the "
                        f"schedule's rate at or below {number(suggested)}.")
        return self.finding(
            F.WARNING, summary,
            evidence={"learning_rate": lr, "optimizer": optimizer, "ratio": ratio, "per_layer": per_layer,
                      "source": source, "step": at, "threshold": bound, "suggested_learning_rate": suggested,
                      "schedule": check.get("lr_schedule"), "start_learning_rate": check["learning_rate"]},
            fix=fix_learning_rate(check, suggested, lr, total_steps, warmup),
        )


@register
class LearningRateTooHigh(_LearningRateRule):
    kind = KIND.learning_rate_too_high
    rank = 15
    # Updates far larger than the weights throw the loss around (it
    # oscillates or climbs to Inf), blow the gradients up and kill ReLUs
    # (a large step pushes their bias below every input) or push sigmoid/tanh
    # pre-activations deep into their flat region.
    explains = (KIND.loss_oscillating, KIND.loss_diverging, GKIND.exploding_gradients, GKIND.dead_units,
                KIND.accuracy_at_chance, KIND.loss_stuck, KIND.saturated_activations, NKIND.nonfinite_loss,
                NKIND.nonfinite_gradients, NKIND.nonfinite_weights, NKIND.nonfinite_activations,
                # and the query and key weights with them: the attention logits grow.
                *ATTENTION.findings)

    def explains_finding(self, cause, symptom):
        # A loss spike is the rate's doing unless it is one batch's.
        if symptom.kind == KIND.loss_spike:
            return symptom.evidence.get("cause") != "batch"
        # The op the replay found making the first NaN/Inf, after the rate
        # was measured too high, overflowed on what the rate made of the
        # weights (an mse's Square of a huge error, say): the rate's symptom.
        if symptom.kind == NKIND.nonfinite_op:
            measured = cause.evidence.get("step")
            return measured is not None and symptom.step is not None and symptom.step > measured
        return super().explains_finding(cause, symptom)

    def check(self, run_data):
        ratio, _, per_layer, source = update_ratio(run_data)
        check = latest_check(run_data)
        loss = loss_windows(run_data)
        if check.get("learning_rate") is None:
            return []
        total = loss["windows"][-1]["last_step"] if loss else None
        if ratio < RATIO_HIGH:
            return self._sustained_finding(check, loss, sustained_ratio(run_data), total)
        # The loss shows it: it turned NaN/Inf, or rose well above where it
        # started (a loss stuck below its start is not the rate's doing).
        # Or it fell only to where a model blind to its input ends: updates
        # this large wipe out what each step learned.
        troubled = loss is None or loss["first_nonfinite_step"] is not None or (
            loss["drop"] < OSCILLATION_DROP and max(w["median"] for w in loss["windows"]) >= ROSE * abs(loss["start"])
        ) or ends_at_prior(run_data, loss) or (
            # An Adam-family step is about the rate in size whatever the
            # gradient: updates this far above the usual ratio are the rate's
            # own, and a run that learns nothing under them is the rate's.
            check.get("optimizer") in ADAPTIVE and ratio >= RATIO_REWRITES and not still_learns(run_data))
        if not troubled:
            return self._sustained_finding(check, loss, sustained_ratio(run_data), total)
        # Transformers (a model with attention layers) warm up: the fix says how.
        warmup = bool(run_data.events_of(ATTENTION.events.attention_layers))
        return [self.rate_finding(check, ratio, per_layer, source, high=True, total_steps=total, warmup=warmup)]

    def _sustained_finding(self, check, loss, sustained, total):
        """Too high a rate in a run that still learns: a warning where the
        loss shows it (a window's median rises by half over the one before:
        the steps overshoot), else info."""
        if sustained is None or loss is None or loss["drop"] < OSCILLATION_DROP:
            return []
        ratio, samples, per_layer, source = sustained
        if ratio < RATIO_SUSTAINED or check.get("optimizer") in ADAPTIVE:
            return []
        medians = [w["median"] for w in loss["windows"]]
        rises = [(a, b) for a, b in zip(medians, medians[1:]) if b >= (1 + SWING_SIZE) * a]
        finding = self.rate_finding(check, ratio, per_layer, source, high=True, total_steps=total)
        fall = f"{number(loss['start'])} to {number(loss['end'])}, {change(loss['start'], loss['end'])}"
        noisy = (f" The loss still falls ({fall}) but noisily: a window's median "
                 f"rose {len(rises)} time(s) by half or more over the one before." if rises else
                 f" The loss still falls ({fall}); a usual rate would move the "
                 f"weights less and end lower.")
        finding.severity = F.WARNING if rises else F.INFO
        finding.summary = (
            f"The learning rate is too high for a run that still learns: {check.get('optimizer', 'the optimizer')}"
            f"(learning_rate={number(finding.evidence['learning_rate'])}) makes updates {number(ratio)} of the weights "
            f"per step (the median of {len(samples)} samples after the run's first tenth), above "
            f"{number(RATIO_SUSTAINED)} and far from the usual ~{number(USUAL_RATIO)}; try "
            f"{number(finding.evidence['suggested_learning_rate'])}." + noisy)
        finding.evidence.update(rule="sustained", sustained_threshold=RATIO_SUSTAINED, loss_rises=len(rises),
                                samples=[{"step": st, "ratio": r, "source": n} for st, r, n in samples])
        return [finding]


@register
class LearningRateTooLow(_LearningRateRule):
    kind = KIND.learning_rate_too_low
    rank = 16
    # Updates a hundred thousand times smaller than the weights: the loss
    # cannot move in the steps the run has.
    explains = (KIND.loss_stuck, KIND.accuracy_at_chance)

    def check(self, run_data):
        _, ratio, _, source = update_ratio(run_data)
        check = latest_check(run_data)
        loss = loss_windows(run_data)
        if ratio > RATIO_LOW or ratio <= 0 or check.get("learning_rate") is None:
            return []
        if loss is None or loss["drop"] >= 0.1:
            return []
        # The typical ratio is a median over the run: so are its layers'.
        return [self.rate_finding(check, ratio, layer_medians(run_data, source[0]), source, high=False)]


def round_lr(value):
    """`value` to one significant digit: 0.00347 -> 0.003."""
    if not value or not math.isfinite(value):
        return value
    exponent = math.floor(math.log10(value))
    mantissa = round(value / 10 ** exponent)
    if mantissa >= 10:
        mantissa, exponent = 1, exponent + 1
    return float(f"{mantissa}e{exponent}")


# Fixes: a rate for this run, in its own compile call.


def fix_learning_rate(check, suggested, lr, total_steps=None, warmup=False):
    """`suggested` in place of `lr` (the run's rate where its updates were
    largest): under a schedule where the run has one, reached after a
    warmup where `warmup` (a transformer) and the optimizer is Adam-like,
    else as a constant."""
    if check.get("lr_schedule"):
        # One rate in text and code: the schedule starts at it and only decays.
        return F.Fix(
            text=(f"The {check['lr_schedule']} schedule's rate reached {number(lr)}: keep it at or below "
                  f"{number(suggested)}, with a schedule that starts there and decays (or a constant "
                  f"{number(suggested)}), and watch the update/weight ratio stay near ~{number(USUAL_RATIO)}."),
            code=(f"schedule = keras.optimizers.schedules.ExponentialDecay({literal(suggested)}, decay_steps=1000, "
                  f"decay_rate=0.9)  # never above {number(suggested)}\n"
                  + compile_line(check, loss_call(check), optimizer=optimizer_line(check, schedule="schedule"))
                  + "\n"),
        )
    if warmup and check.get("optimizer") in ADAPTIVE and suggested < lr:
        # Adam-like steps are about the rate in size whatever the gradient:
        # large against freshly initialised weights, which is what warmup is
        # for. Over ~5% of the run's steps (BERT, GPT-2 and PaLM warm up over
        # 1-10% of theirs).
        steps = max(10, round_lr(0.05 * total_steps)) if total_steps else 1000
        decay = f"{max(int(total_steps) - int(steps), 1)}" if total_steps else f"total_steps - {int(steps)}"
        return F.Fix(
            text=(f"Change the learning rate from {number(lr)} to {number(suggested)}, reached after a warmup: "
                  f"{check['optimizer']} moves every weight by about the rate on its first steps, when the "
                  f"weights are small. Then watch the update/weight ratio reach ~{number(USUAL_RATIO)}."),
            code=(f"schedule = keras.optimizers.schedules.CosineDecay(\n"
                  f"    initial_learning_rate=0.0, warmup_target={literal(suggested)}, warmup_steps={int(steps)},\n"
                  f"    decay_steps={decay})  # warmup: ~5% of the run's steps\n"
                  + compile_line(check, loss_call(check), optimizer=optimizer_line(check, schedule="schedule"))
                  + "\n"),
        )
    return F.Fix(
        text=f"Change the learning rate from {number(lr)} to {number(suggested)} (and watch the update/weight ratio "
             f"reach ~{number(USUAL_RATIO)}).",
        code=compile_line(check, loss_call(check), learning_rate=suggested) + "\n",
    )


def fix_lower_lr(check, suggested):
    """A tenth of the run's rate (or `suggested`), and clipping: for a loss
    that swings or climbs."""
    lr = check.get("learning_rate")
    if lr is None:
        return F.Fix(text="Lower the learning rate tenfold and clip the gradient norm.",
                     code="optimizer = keras.optimizers.Adam(learning_rate=1e-4, clipnorm=1.0)\n")
    target = suggested or round_lr(lr / 10)
    return F.Fix(
        text=f"Lower the learning rate from {number(lr)} to {number(target)}; clipping the gradient norm "
             f"(clipnorm=1.0) helps too.",
        code=compile_line(check, loss_call(check), learning_rate=target) + "\n",
    )


def fix_stuck(check, typical_ratio=None):
    """For a loss that does not move: a model with nothing to train
    unfrozen; else the setup checked first, then the rate raised tenfold,
    or lowered where the weights already move more than the usual ~1e-3 a
    step (`typical_ratio`)."""
    check = check or {}
    if check.get("trainable_params") == 0:
        frozen = check.get("frozen_layers") or []
        return F.Fix(
            text=("The model has no trainable weights: every layer is frozen (`model.trainable = False`, or each "
                  "layer's), so no step changes anything whatever the rate. Freeze only the pretrained part, "
                  "and compile again after changing `trainable`."),
            code=("model.trainable = True\n"
                  + (f"model.get_layer({frozen[0]!r}).trainable = False  # the pretrained base only, if it is one\n"
                     if frozen else "")
                  + compile_line(check, loss_call(check)) + "\n"),
        )
    lr = check.get("learning_rate")
    if typical_ratio is not None and typical_ratio >= RATIO_TARGET:
        # The weights already move more than the usual ~1e-3 a step: a higher
        # rate would move them more, not help (an AdamW at 0.3 moves each
        # weight ~0.3 a step and its loss stays at the prior).
        return F.Fix(
            text=(f"The rate is not too low: the weights move {number(typical_ratio)} of their size per step (median), "
                  f"above the usual ~{number(USUAL_RATIO)}. Check the head and the loss against the labels (the "
                  f"checklist) and the "
                  "inputs; if those are right, lower the rate tenfold."),
            code=(compile_line(check, loss_call(check), learning_rate=round_lr(lr / 10)) + "\n") if lr else "",
        )
    if lr is None:
        return F.Fix(text="Check the head and the loss against the labels, then raise the learning rate tenfold.",
                     code="")
    return F.Fix(
        text=(f"Check the head and the loss against the labels (the checklist), then raise the learning rate "
              f"from {number(lr)} to {number(round_lr(lr * 10))}."),
        code=compile_line(check, loss_call(check), learning_rate=round_lr(lr * 10)) + "\n",
    )
