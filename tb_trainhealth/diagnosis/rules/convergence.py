"""Convergence: training that runs and does not learn.

Thresholds, with where they come from (docs/areas/convergence.md):

- AUTOTRAINER (Zhang et al., ICSE 2021): checks start after 30% of the
  run (`JUDGE_FROM`); slow convergence is a best per-epoch gain below 0.01
  (`CHANCE_MARGIN`, the accuracy margin over chance); unstable training is
  swings in 25% of the judged windows (`SWING_SHARE`).
- SageMaker Debugger's LossNotDecreasing: the loss's median over a window
  compared with the one before; here the first window with the last, and
  "not decreasing" is a drop below 1% of the starting loss (`STUCK_DROP`),
  or a loss flat to 6 digits.
- DeepDiagnosis (Wardat et al., ICSE 2022): a sigmoid/tanh layer with more
  than half of its pre-activations beyond +-5 is saturated
  (`SATURATED_SHARE`; the probe counts |z| > 5).
- CS231n (Karpathy, "Neural Networks Part 3", babysitting the learning
  process): the update/weight ratio should be around 1e-3; we call the
  learning rate too high 100x above the band's top (1e-2 for Adam's first
  steps: `RATIO_HIGH` = 1e-1... see README) and too low 100x below its
  bottom (`RATIO_LOW` = 1e-5), and only where the loss shows it too.
- LeCun et al., "Efficient BackProp" (1998), 4.3: inputs should have mean
  ~0 and spread ~1; a feature an order of magnitude off (`INPUT_SCALE`) is
  unscaled.

Every loss rule needs `MIN_STEPS` finite loss values, judges window
medians (never one step) and asks for the loss not to have dropped, so a
noisy run that learns is never stuck or oscillating. Severities follow the
evidence: a head that cannot produce the targets is critical; a symptom
in a run that still learns (loss down by half) is at most `info`.
"""

import math

import numpy as np

from tb_trainhealth.areas.attention import AREA as ATTENTION
from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.fix_code import compile_line, optimizer_line
from tb_trainhealth.diagnosis.numbers import change, number
from tb_trainhealth.diagnosis.rules import Rule, register
from tb_trainhealth.diagnosis.rules import gradients as gradient_rules

KIND, EVENT, STAT = AREA.findings, AREA.events, AREA.matrices
GKIND, NKIND = GRADIENTS.findings, NONFINITE.findings
TRAINING_ERROR = CORE.findings.training_error

MIN_STEPS = 20
WINDOWS = 10
JUDGE_FROM = 0.3
STUCK_DROP = 0.01
# A loss whose window median fell by this much is moving, whatever the
# noise of a short run's windows says (a 32-step run's windows are three
# steps each: two standard errors of their median reached 60%, and a loss
# that fell 41% was called stuck).
MOVING_DROP = 0.1
FLAT_DIGITS = 1e-6
LEARNS_DROP = 0.5  # a run whose loss halved learns: its symptoms are info
OSCILLATION_DROP = 0.3  # "no downward trend": less than this drop overall
SWING_BAND = 0.5  # p90 - p10 of a window, over its median
SWING_SIZE = 0.5  # a window median this far from the one before is a swing
SWING_SHARE = 0.25
DIVERGING_RISE = 100.0  # two orders of magnitude
ROSE = 1.5  # a window's median this far above the first step's loss
CHANCE_MARGIN = 0.01
CHANCE_MIN_STEPS = 50
SATURATED_SHARE = 0.5
RATIO_HIGH = 1e-1
RATIO_LOW = 1e-5
RATIO_TARGET = 3e-3
# Issue #28 item 3: a run that still learns at updates this far above the
# ~1e-3 band (CS231n), past its first tenth and for all of it, is too fast:
# plain SGD at 100x its usual rate falls noisily to a worse end. Only for
# optimizers that apply the gradient as it is (gradient_rules.ADAPTIVE ones
# are not judged on this path): their ratio is the rate itself.
RATIO_SUSTAINED = 1e-2
SUSTAINED_SKIP = 0.1
SUSTAINED_SAMPLES = 3
INPUT_SCALE = 10.0
INPUT_SCALE_SEVERE = 100.0

BINARY = ("binary_crossentropy", "binary_focal_crossentropy")
CATEGORICAL = ("categorical_crossentropy", "categorical_focal_crossentropy")
SPARSE = ("sparse_categorical_crossentropy",)
CLASSIFICATION = BINARY + CATEGORICAL + SPARSE
REGRESSION = ("mean_squared_error", "mean_absolute_error", "huber", "log_cosh", "mean_squared_logarithmic_error",
              "mean_absolute_percentage_error")
PROBABILITY_HEADS = ("sigmoid", "softmax", "hard_sigmoid")
NON_NEGATIVE_HEADS = ("relu", "softplus", "exponential", "relu6", "elu_plus_one")
# Where a head's activation puts its outputs (for the words of a finding).
_OUTPUT_RANGE = {"relu": "in [0, inf): 0 or above 1", "relu6": "in [0, 6]", "softplus": "in (0, inf)",
                 "exponential": "in (0, inf)", "tanh": "in (-1, 1): negative too", "elu": "in (-1, inf)",
                 "selu": "in (-1.76, inf)", "gelu": "in (-0.17, inf)", "silu": "in (-0.28, inf)",
                 "swish": "in (-0.28, inf)", "leaky_relu": "anywhere"}


# Evidence shared by the rules and the view.


def latest_check(run_data):
    """The head_check payload with the most samples (the latest written)."""
    events = run_data.events_of(EVENT.head_check)
    if not events:
        return None
    return max(events, key=lambda e: (_number(e.payload.get("samples")), e.step)).payload


def _number(value):
    """`value` where it is a number (a damaged log may hold anything), else 0."""
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else 0


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
    and swing band (10th-90th percentile), and the run's start and end
    values; None for a run with fewer than MIN_STEPS finite losses."""
    series = run_data.series.get(CORE.series.loss)
    if series is None:
        return None
    finite = np.isfinite(series.values)
    steps, values = series.steps[finite], series.values[finite]
    if len(values) < MIN_STEPS:
        return None
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
    first_nonfinite = series.steps[~finite]
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


def ends_at_prior(run_data, loss):
    """Whether the loss (`loss_windows`) ends where a model blind to its
    input ends: at the class prior's entropy, within PRIOR_MARGIN."""
    blind = prior_entropy(latest_check(run_data) or {})
    return blind is not None and loss["end"] >= blind * (1 - PRIOR_MARGIN)


# A cross-entropy within 2% of the class prior's entropy is what answering
# the prior alone scores (the model's input ignored): not learning.
PRIOR_MARGIN = 0.02


def prior_entropy(check):
    """The cross-entropy (nats) of always answering the class prior, for a
    run whose loss is a cross-entropy and whose classes were counted; else
    None."""
    loss = str(check.get("loss") or "")
    if "crossentropy" not in loss.replace("_", ""):
        return None
    counts = np.asarray(check.get("class_counts") or [], dtype=float)
    labels = _labels(check)
    if counts.sum() > 0 and len(counts) > 1:
        p = counts[counts > 0] / counts.sum()
    elif labels.get("binary") and check.get("units") == 1:
        q = float(labels.get("mean", 0.5))
        p = np.array([q, 1 - q])
        p = p[p > 0]
    else:
        return None
    return float(-(p * np.log(p)).sum())


def accuracy_key(logs):
    """The training accuracy metric among an epoch's logs, or None."""
    for key in logs:
        if key.startswith("val_"):
            continue
        if key in ("accuracy", "acc") or key.endswith("_accuracy") and "top_k" not in key:
            return key
    return None


def final_accuracy(run_data):
    epochs = epoch_metrics(run_data)
    if not epochs:
        return None, None
    key = accuracy_key(epochs[-1]["logs"])
    if key is None:
        return None, None
    value = epochs[-1]["logs"].get(key)
    return key, value if isinstance(value, (int, float)) else None


def checklist(check):
    """The head and loss checks as the view lists them: [{check, ok, detail}]."""
    items = []
    for problem in (_head_problem(check), _loss_problem(check), _input_problem(check)):
        name, found = problem
        items.append({"check": name, "ok": found is None, "detail": found["summary"] if found else ""})
    return items


def _labels(check):
    return check.get("labels") or {}


def _class_ids(labels):
    """Whether the labels look like integer class ids (not 0/1 only)."""
    return labels and labels.get("non_integer", 1) == 0 and labels.get("min", -1) >= 0 and labels.get("max", 0) > 1


def _n_classes(labels):
    return int(labels.get("max", 0)) + 1


# The head: can it produce the targets?


def _head_problem(check):
    """("output head", None or {summary, fix, severity, evidence})."""
    name = "output head can produce the targets"
    activation, units, loss = check.get("activation"), check.get("units"), check.get("loss")
    labels = _labels(check)
    head = check.get("head")
    if activation is None:
        return name, None
    if activation == "softmax" and units == 1:
        return name, {
            "summary": (f"The head {head!r} is a softmax over one unit: its output is the constant 1.0 "
                        f"whatever the input, so nothing can be learned (every gradient is zero)."),
            "severity": F.CRITICAL,
            "fix": _fix_softmax_one(check),
        }
    if loss in CLASSIFICATION and not check.get("from_logits") and activation not in PROBABILITY_HEADS + ("linear",):
        # (A linear head is the loss check's: it is logits without from_logits.)
        categorical = loss in CATEGORICAL and (units or 0) > 1
        reach = _OUTPUT_RANGE.get(activation, "outside (0, 1)")
        return name, {
            "summary": (f"The head {head!r} ends in {activation}, but {loss} takes probabilities: {activation} "
                        f"outputs are not (they lie {reach}"
                        + (", and do not sum to 1): the loss divides them by their sum, and a row of zeros "
                           "makes 0/0 = NaN." if categorical else "): the loss clips them to [1e-7, 1 - 1e-7], "
                           "and where they fall outside the gradient is zero.")),
            "severity": F.CRITICAL,
            "fix": _fix_probability_head(check),
            "head_problem": "not_probabilities",
        }
    if not labels or loss in SPARSE:
        return name, None
    low, high = labels.get("min"), labels.get("max")
    if loss in CLASSIFICATION:
        return name, None  # labels outside the loss's domain: the loss check
    reach = {"sigmoid": (0.0, 1.0), "hard_sigmoid": (0.0, 1.0), "softmax": (0.0, 1.0), "tanh": (-1.0, 1.0)}
    if activation in reach:
        lo, hi = reach[activation]
        if low < lo - 1e-6 or high > hi + 1e-6:
            return name, {
                "summary": (f"The head {head!r} ends in {activation}, whose outputs lie in [{lo:g}, {hi:g}], but the "
                            f"targets range over [{low:.4g}, {high:.4g}]: the loss cannot get below the part "
                            f"the head cannot reach, and the {activation} saturates trying."),
                "severity": F.CRITICAL,
                "fix": _fix_linear_head(check, f"{activation} cannot reach targets in [{low:.4g}, {high:.4g}]"),
            }
    if activation in NON_NEGATIVE_HEADS and low < 0:
        return name, {
            "summary": (f"The head {head!r} ends in {activation}, which never outputs a negative value, but "
                        f"targets go down to {low:.4g}."),
            "severity": F.CRITICAL,
            "fix": _fix_linear_head(check, f"{activation} cannot produce negative targets (min {low:.4g})"),
        }
    return name, None


# The loss: does it fit the head and the targets?


def _loss_problem(check):
    name = "loss fits the head and the targets"
    loss, activation, units = check.get("loss"), check.get("activation"), check.get("units")
    from_logits = check.get("from_logits")
    labels = _labels(check)
    head = check.get("head")
    if loss is None:
        return name, None
    if loss in SPARSE and labels:
        if labels.get("non_integer", 0) > 0:
            return name, {
                "summary": (f"{loss} takes integer class ids, but {labels['non_integer']:.0%} of the labels are "
                            f"not integers (range [{labels['min']:.4g}, {labels['max']:.4g}]): they are cast to "
                            f"ids, and most become class 0."),
                "severity": F.CRITICAL,
                "fix": _fix_sparse_labels(check),
            }
        if units and (labels.get("max", 0) >= units or labels.get("min", 0) < 0):
            return name, {
                "summary": (f"{loss} with a head of {units} units takes class ids 0..{units - 1}, but the labels "
                            f"range over [{labels['min']:.4g}, {labels['max']:.4g}]."),
                "severity": F.CRITICAL,
                "fix": _fix_units(check, _n_classes(labels)),
            }
    if loss in BINARY and labels and (labels.get("min", 0) < 0 or labels.get("max", 0) > 1):
        return name, {
            "summary": (f"{loss} takes targets in [0, 1], but the labels range over "
                        f"[{labels['min']:.4g}, {labels['max']:.4g}]: the loss goes negative and the model "
                        f"learns nothing useful."),
            "severity": F.CRITICAL,
            "fix": (_fix_units(check, _n_classes(labels)) if _class_ids(labels)
                    else _fix_signed_labels(check) if _signed_labels(labels)
                    else _fix_regression_loss(check)),
        }
    if loss in CATEGORICAL and labels and units and units > 1:
        if labels.get("min", 0) < 0 or labels.get("max", 0) > 1 or labels.get("row_sum_dev_max", 0) > 1e-3:
            # 0/1 rows with several ones are tags (multi-label): each is its
            # own yes/no, a sigmoid and binary cross-entropy; anything else
            # is class ids or scores that want a sparse loss.
            tags = labels.get("binary") and labels.get("min", 0) >= 0 and labels.get("max", 0) <= 1
            return name, {
                "summary": (f"{loss} takes one row of class probabilities per sample (one-hot), but the labels "
                            f"range over [{labels['min']:.4g}, {labels['max']:.4g}] with rows summing up to "
                            f"{1 + labels.get('row_sum_dev_max', 0):.4g}"
                            + (": several tags per sample (multi-label)." if tags else ".")),
                "severity": F.CRITICAL,
                "fix": _fix_multilabel(check, units) if tags else _fix_units(check, units),
            }
    if loss in CLASSIFICATION and activation in PROBABILITY_HEADS and from_logits:
        return name, {
            "summary": (f"{loss}(from_logits=True) takes logits, but the head {head!r} already applies "
                        f"{activation}: its probabilities are squashed a second time, and the gradients shrink."),
            "severity": F.WARNING,
            "fix": _fix_from_logits(check, to=False),
        }
    if loss in CLASSIFICATION and activation == "linear" and not from_logits:
        return name, {
            "summary": (f"{loss} takes probabilities (from_logits=False), but the head {head!r} has no "
                        f"activation: its raw outputs are clipped to [1e-7, 1 - 1e-7] as if they were "
                        f"probabilities, and where they fall outside, the gradient is zero."),
            "severity": F.CRITICAL,
            "fix": _fix_from_logits(check, to=True),
        }
    if loss in REGRESSION and labels and units and units > 1 and labels.get("binary") \
            and labels.get("row_sum_dev_max", 1) < 1e-3:
        return name, {
            "summary": (f"The labels are one-hot rows over {units} classes, but the loss is {loss}, a regression "
                        f"loss: it learns classes slowly and gives no probabilities."),
            "severity": F.WARNING,
            "fix": _fix_classification_loss(check),
        }
    return name, None


def _input_problem(check):
    name = "inputs near unit scale"
    inputs = check.get("inputs")
    if not inputs or check.get("scales_inputs") or check.get("token_inputs"):
        return name, None
    stats = [inputs.get(key, 0.0) for key in ("abs_mean_max", "std_max", "min", "max")]
    if not all(isinstance(v, (int, float)) for v in stats):
        return name, None  # NaN/Inf in the inputs (written as text): the data area's finding
    scale = max(stats[0], stats[1])
    if scale < INPUT_SCALE:
        return name, None
    return name, {
        "summary": (f"The inputs are far from unit scale: a feature's mean reaches {inputs['abs_mean_max']:.4g} "
                    f"and its spread {inputs['std_max']:.4g} (values in [{inputs['min']:.4g}, {inputs['max']:.4g}]), "
                    f"and the model does not scale them itself."),
        "scale": scale,
        "fix": _fix_normalization(check),
    }


# Rules.


class _ConvergenceRule(Rule):
    area = AREA


class _CheckRule(_ConvergenceRule):
    """A check of the head_check event: `problem(check)` -> (name, None or
    {summary, severity, fix})."""

    problem = None

    def has_evidence(self, run_data):
        return latest_check(run_data) is not None

    def check(self, run_data):
        check = latest_check(run_data)
        _, problem = type(self).problem(check)
        return [] if problem is None else [_finding(self.kind, problem, check, check.get("head"))]


@register
class OutputActivationMismatch(_CheckRule):
    kind = KIND.output_activation_mismatch
    rank = 10
    # A head that cannot produce the targets makes the rest follow: a
    # softmax over one unit zeroes every gradient (so they "vanish", units
    # look dead and no update happens whatever the learning rate); a
    # sigmoid on large targets saturates and stalls the loss.
    explains = (GKIND.vanishing_gradients, GKIND.dead_units, KIND.loss_stuck, KIND.accuracy_at_chance,
                KIND.saturated_activations, KIND.learning_rate_too_low, KIND.loss_oscillating)
    problem = _head_problem

    def explains_finding(self, cause, symptom):
        # Outputs that are not probabilities make the loss itself NaN (0/0
        # in categorical cross-entropy), and the NaN then reaches the
        # gradients and the weights; no other head problem makes a NaN.
        if cause.evidence.get("head_problem") == "not_probabilities" and symptom.kind in (
                NKIND.nonfinite_loss, NKIND.nonfinite_gradients, NKIND.nonfinite_weights):
            return True
        return super().explains_finding(cause, symptom)


@register
class LossOutputMismatch(_CheckRule):
    kind = KIND.loss_output_mismatch
    rank = 11
    # A loss that does not fit its head or targets: its value and gradients
    # mean nothing, so the loss stalls, drifts negative (binary
    # cross-entropy on labels above 1) or the step crashes (class ids out
    # of range); whatever the gradients do follows from it.
    explains = (KIND.loss_stuck, KIND.loss_diverging, KIND.loss_oscillating, KIND.accuracy_at_chance,
                GKIND.vanishing_gradients, GKIND.dead_units, KIND.learning_rate_too_low, KIND.saturated_activations,
                NKIND.nonfinite_loss, TRAINING_ERROR)
    problem = _loss_problem


@register
class UnscaledInputs(_CheckRule):
    kind = KIND.unscaled_inputs
    rank = 12
    # Inputs of scale 100 make first-layer pre-activations 100x too large:
    # ReLUs die or explode, sigmoid/tanh saturate, and the loss stalls.
    explains = (GKIND.dead_units, GKIND.exploding_gradients, GKIND.vanishing_gradients, KIND.saturated_activations,
                KIND.loss_stuck, KIND.loss_oscillating, KIND.loss_diverging, KIND.accuracy_at_chance)

    def check(self, run_data):
        check = latest_check(run_data)
        _, problem = _input_problem(check)
        if problem is None:
            return []
        learning = learns(run_data)
        problem["severity"] = F.WARNING if problem["scale"] >= INPUT_SCALE_SEVERE or learning is False else F.INFO
        return [_finding(self.kind, problem, check, check.get("first_layer"), {"inputs": check.get("inputs")})]


class _LossRule(_ConvergenceRule):
    def has_evidence(self, run_data):
        return loss_windows(run_data) is not None


def _judged(loss):
    """The windows after the first JUDGE_FROM of the run (AUTOTRAINER)."""
    windows = loss["windows"]
    return windows[int(math.floor(JUDGE_FROM * len(windows))):]


def _loss_evidence(loss, **extra):
    return dict({k: loss[k] for k in ("start", "end", "drop", "min", "max", "steps")},
                window_medians=[w["median"] for w in loss["windows"]], **extra)


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
        return [F.Finding(
            kind=self.kind, severity=F.WARNING, node=AREA.node, step=first["first_step"],
            layer=None,
            summary=(f"The loss does not decrease: from {number(loss['start'])} at the first step to "
                     f"{number(loss['end'])} in the last window ({change(loss['start'], loss['end'])}), "
                     f"steps {first['first_step']}-{last['last_step']}; {how}."),
            evidence=_loss_evidence(loss, improvement=improvement, threshold=needed),
            fix=_fix_stuck(latest_check(run_data), update_ratio(run_data)[1]),
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
        check = latest_check(run_data) or {}
        return [F.Finding(
            kind=self.kind, severity=F.WARNING, node=AREA.node, step=judged[0]["first_step"], layer=None,
            summary=(f"The loss oscillates without coming down: from step {judged[0]['first_step']} on it swings "
                     f"across {band:.0%} of its level within a window (10th-90th percentile), window to window in "
                     f"{share:.0%} of them, and ends at {number(loss['end'])} from {number(loss['start'])} "
                     f"({change(loss['start'], loss['end'])})."),
            evidence=_loss_evidence(loss, swing_band=band, swing_share=share, threshold_band=SWING_BAND,
                                    threshold_share=SWING_SHARE),
            fix=_fix_lower_lr(check, None),
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
        series = run_data.series[CORE.series.loss]
        finite = np.isfinite(series.values)
        values, steps = series.values[finite], series.steps[finite]
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
        at = int(steps[peak])
        # Shown where the rise is established, or at the NaN/Inf it ends in
        # (that step's own cause, a layer, comes first there).
        crossed = np.flatnonzero(smooth / start >= needed)
        shown = int(series.steps[~finite][0]) if blew_up else int(steps[crossed[0]])
        ending = (f", then turns non-finite at step {int(series.steps[~finite][0])}" if blew_up else "")
        check = latest_check(run_data) or {}
        return [F.Finding(
            kind=self.kind, severity=F.CRITICAL if blew_up or rise >= 1e3 else F.WARNING, node=AREA.node,
            step=shown, layer=None,
            summary=(f"The loss diverges: it climbs from {number(start)} to {number(float(smooth[peak]))} "
                     f"({change(start, float(smooth[peak]))}) by step {at}{ending}."),
            evidence={"start": start, "peak": float(smooth[peak]), "peak_step": at, "rise": rise,
                      "threshold": needed, "blew_up": bool(blew_up)},
            fix=_fix_lower_lr(check, None),
        )]


@register
class AccuracyAtChance(_ConvergenceRule):
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
        chance, basis = _chance(latest_check(run_data) or {})
        if chance is None or chance >= 0.99 or accuracy > chance + CHANCE_MARGIN:
            return []
        best = max((e["logs"].get(key) for e in epochs if isinstance(e["logs"].get(key), (int, float))),
                   default=accuracy)
        # A loss with a downward trend (the oscillation rule's own bar) is
        # still learning: the run is too short to say it never will.
        windows = loss_windows(run_data)
        # Fallen only to where a model blind to its input ends is not learning.
        falling = (windows is not None and windows["drop"] >= OSCILLATION_DROP
                   and not ends_at_prior(run_data, windows))
        summary = (f"Accuracy stays at chance: {key} is {accuracy:.3f} after {len(epochs)} epoch(s) (best "
                   f"{best:.3f}); always answering {basis} scores {chance:.3f}.")
        if falling:
            summary += (f" The loss is still falling ({windows['drop']:.0%} below its start), so the run may "
                        "only be too short: train longer before judging.")
        return [F.Finding(
            kind=self.kind, severity=F.INFO if falling else F.WARNING, node=AREA.node, step=epochs[-1]["step"],
            layer=None, summary=summary,
            evidence={"metric": key, "accuracy": accuracy, "best": best, "chance": chance, "basis": basis,
                      "margin": CHANCE_MARGIN, "epochs": len(epochs)},
            fix=_fix_stuck(latest_check(run_data), update_ratio(run_data)[1]),
        )]


def _chance(check):
    """(the accuracy of always answering the commonest class, which), or (None, None)."""
    counts = check.get("class_counts")
    labels = _labels(check)
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


@register
class SaturatedActivations(_ConvergenceRule):
    kind = KIND.saturated_activations
    rank = 20
    # A saturated sigmoid/tanh passes back almost no gradient (its slope
    # beyond |z| = 5 is below 0.007): the layers before it get none.
    explains = (GKIND.vanishing_gradients, KIND.loss_stuck)

    def has_evidence(self, run_data):
        matrix = run_data.matrices.get(STAT.saturation)
        return matrix is not None and len(matrix.first_steps) > 0

    def check(self, run_data):
        matrix = run_data.matrices[STAT.saturation]
        found = []
        for column, layer in enumerate(matrix.columns):
            # A sustained stretch, as the gradient rules count one.
            stretch = gradient_rules._longest_stretch(matrix.values[:, column] > SATURATED_SHARE)
            if stretch is not None:
                found.append((layer, float(np.nanmedian(matrix.values[slice(*stretch), column])), stretch))
        if not found:
            return []
        learning = learns(run_data)
        layer, share, stretch = found[0]
        start, stop = int(matrix.first_steps[stretch[0]]), int(matrix.last_steps[stretch[1] - 1])
        names = ", ".join(f"{name!r} ({s:.0%})" for name, s, _ in found)
        check = latest_check(run_data) or {}
        return [F.Finding(
            kind=self.kind, severity=F.INFO if learning else F.WARNING, node=AREA.node, step=start, layer=layer,
            summary=(f"Saturated activations: {names} of the pre-activations lie beyond +-5, where sigmoid/tanh "
                     f"are flat (> {SATURATED_SHARE:.0%}), from step {start} to {stop}."),
            evidence={"layers": [name for name, _, _ in found], "share": {name: s for name, s, _ in found},
                      "first_step": start, "last_step": stop, "threshold": SATURATED_SHARE},
            fix=_fix_saturation(check, layer),
        )]


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
        per_layer = {layer: float(np.nanmedian(values[:, i])) for i, layer in enumerate(matrix.columns)
                     if np.isfinite(values[:, i]).any()}
        top = kept[int(np.argmax(rows))]
        return float(np.max(rows)), float(np.median(rows)), per_layer, (name, int(matrix.last_steps[top]))
    return None, None, None, None


class _LearningRateRule(_ConvergenceRule):
    def has_evidence(self, run_data):
        return update_ratio(run_data)[0] is not None and latest_check(run_data) is not None


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
        return super().explains_finding(cause, symptom)

    def check(self, run_data):
        ratio, _, per_layer, source = update_ratio(run_data)
        check = latest_check(run_data)
        loss = loss_windows(run_data)
        if check.get("learning_rate") is None:
            return []
        total = loss["windows"][-1]["last_step"] if loss else None
        if ratio < RATIO_HIGH:
            return _sustained_finding(self.kind, check, loss, sustained_ratio(run_data), total)
        # The loss shows it: it turned NaN/Inf, or rose well above where it
        # started (a loss stuck below its start is not the rate's doing).
        # Or it fell only to where a model blind to its input ends: updates
        # this large wipe out what each step learned.
        troubled = loss is None or loss["first_nonfinite_step"] is not None or (
            loss["drop"] < OSCILLATION_DROP and max(w["median"] for w in loss["windows"]) >= ROSE * abs(loss["start"])
        ) or ends_at_prior(run_data, loss)
        if not troubled:
            return _sustained_finding(self.kind, check, loss, sustained_ratio(run_data), total)
        # Transformers (a model with attention layers) warm up: the fix says how.
        warmup = bool(run_data.events_of(ATTENTION.events.attention_layers))
        return [_lr_finding(self.kind, check, ratio, per_layer, source, high=True, total_steps=total,
                            warmup=warmup)]


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


def _sustained_finding(kind, check, loss, sustained, total):
    """Too high a rate in a run that still learns: a warning where the loss
    shows it (a window's median rises by half over the one before: the
    steps overshoot), else info."""
    if sustained is None or loss is None or loss["drop"] < OSCILLATION_DROP:
        return []
    ratio, samples, per_layer, source = sustained
    if ratio < RATIO_SUSTAINED or check.get("optimizer") in gradient_rules.ADAPTIVE:
        return []
    medians = [w["median"] for w in loss["windows"]]
    rises = [(a, b) for a, b in zip(medians, medians[1:]) if b >= (1 + SWING_SIZE) * a]
    finding = _lr_finding(kind, check, ratio, per_layer, source, high=True, total_steps=total)
    fall = f"{number(loss['start'])} to {number(loss['end'])}, {change(loss['start'], loss['end'])}"
    noisy = (f" The loss still falls ({fall}) but noisily: a window's median "
             f"rose {len(rises)} time(s) by half or more over the one before." if rises else
             f" The loss still falls ({fall}); a usual rate would move the "
             f"weights less and end lower.")
    finding.severity = F.WARNING if rises else F.INFO
    finding.summary = (
        f"The learning rate is too high for a run that still learns: {check.get('optimizer', 'the optimizer')}"
        f"(learning_rate={finding.evidence['learning_rate']:g}) makes updates {ratio:.3g} of the weights per step "
        f"(the median of {len(samples)} samples after the run's first tenth), above {RATIO_SUSTAINED:g} and far "
        f"from the usual ~1e-3; try {finding.evidence['suggested_learning_rate']:g}." + noisy)
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
        _, ratio, per_layer, source = update_ratio(run_data)
        check = latest_check(run_data)
        loss = loss_windows(run_data)
        if ratio > RATIO_LOW or ratio <= 0 or check.get("learning_rate") is None:
            return []
        if loss is None or loss["drop"] >= 0.1:
            return []
        return [_lr_finding(self.kind, check, ratio, per_layer, source, high=False)]


def _lr_finding(kind, check, ratio, per_layer, source, high, total_steps=None, warmup=False):
    source, at = source
    lr = check["learning_rate"]
    if check.get("lr_schedule") and high:
        # The schedule's own rate at the step whose updates were largest.
        lr = next((rate for step, rate in check.get("rates", ()) if step == at), lr)
    suggested = _round_lr(lr * RATIO_TARGET / ratio)
    if high:
        suggested = min(suggested, _round_lr(lr / 10))
    else:
        suggested = max(suggested, _round_lr(lr * 10))
    optimizer = check.get("optimizer", "the optimizer")
    bound = RATIO_HIGH if high else RATIO_LOW
    summary = (f"The learning rate is too {'high' if high else 'low'}: {optimizer}(learning_rate={number(lr)}) makes "
               f"updates {ratio:.3g} of the weights per step ({'at step %d, ' % at if high else ''}median over "
               f"layers), "
               f"{'above' if high else 'below'} {bound:g}, against the usual ~1e-3; try {suggested:g}.")
    if check.get("lr_schedule"):
        summary += (f" The rate comes from the {check['lr_schedule']} schedule (it was {number(check['learning_rate'])} "
                    f"at the start, {number(lr)} at step {at}): keep the schedule's rate at or below {suggested:g}.")
    return F.Finding(
        kind=kind, severity=F.WARNING, node=AREA.node, step=None, layer=None, summary=summary,
        evidence={"learning_rate": lr, "optimizer": optimizer, "ratio": ratio, "per_layer": per_layer,
                  "source": source, "step": at, "threshold": bound, "suggested_learning_rate": suggested,
                  "schedule": check.get("lr_schedule"), "start_learning_rate": check["learning_rate"]},
        fix=_fix_learning_rate(check, suggested, lr, total_steps, warmup),
    )


def _round_lr(value):
    if not value or not math.isfinite(value):
        return value
    exponent = math.floor(math.log10(value))
    mantissa = round(value / 10 ** exponent)
    if mantissa >= 10:
        mantissa, exponent = 1, exponent + 1
    return float(f"{mantissa}e{exponent}")


def _finding(kind, problem, check, layer, extra=None):
    evidence = {k: check.get(k) for k in ("head", "activation", "units", "loss", "from_logits", "optimizer",
                                           "learning_rate", "output_shape", "labels", "class_counts")
                if check.get(k) is not None}
    evidence.update(extra or {})
    if problem.get("head_problem"):
        evidence["head_problem"] = problem["head_problem"]
    return F.Finding(
        kind=kind, severity=problem["severity"], node=AREA.node, step=None, layer=layer,
        summary=problem["summary"], evidence=evidence, fix=problem["fix"],
    )


# Fixes, written from the run's own configuration.


def loss_call(check):
    """The run's own loss as code."""
    loss = check.get("loss") or "mean_squared_error"
    if check.get("from_logits"):
        return f"keras.losses.{_loss_class(loss)}(from_logits=True)"
    return f'"{loss}"'


def _head_line(head, units, activation=None, note=""):
    """The head's line of a fix: `outputs = keras.layers.Dense(...)(x)`."""
    act = f'activation="{activation}", ' if activation else ""
    return f'outputs = keras.layers.Dense({units}, {act}name="{head}")(x)' + (f"  # {note}" if note else "") + "\n"


def _fix_softmax_one(check):
    labels = _labels(check)
    head = check.get("head", "the last Dense")
    if _class_ids(labels):
        k = _n_classes(labels)
        return F.Fix(
            text=(f"Labels are class ids 0..{k - 1}: give the head {head!r} {k} units with softmax and use "
                  f"sparse_categorical_crossentropy."),
            code=(_head_line(head, k, "softmax")
                  + compile_line(check, '"sparse_categorical_crossentropy"')),
        )
    return F.Fix(
        text=(f"For one output of two classes (labels 0/1), the head {head!r} needs a sigmoid, not a softmax "
              f"(a softmax over one unit is always 1), with binary cross-entropy."),
        code=(_head_line(head, 1, "sigmoid")
              + compile_line(check, '"binary_crossentropy"')),
    )


def _fix_probability_head(check):
    head = check.get("head", "the last Dense")
    units = check.get("units") or 1
    activation = "softmax" if units > 1 else "sigmoid"
    return F.Fix(
        text=(f"{check.get('loss')} takes probabilities: end the head {head!r} in {activation} instead of "
              f"{check.get('activation')} (or drop the activation and pass from_logits=True to the loss)."),
        code=(_head_line(head, units, activation)
              + compile_line(check, loss_call(check))),
    )


def _fix_linear_head(check, why):
    head = check.get("head", "the last Dense")
    units = check.get("units") or 1
    return F.Fix(
        text=(f"A regression head needs an output that can reach the targets: drop the activation of {head!r} "
              f"({why}), keep the loss ({check.get('loss')}); or scale the targets into the head's range and "
              f"scale predictions back."),
        code=(_head_line(head, units, note="linear: no activation")
              + compile_line(check, loss_call(check))),
    )


def _fix_sparse_labels(check):
    labels = _labels(check)
    return F.Fix(
        text=("sparse_categorical_crossentropy needs the integer class id of each sample; the labels were "
              f"rescaled (they range over [{labels.get('min', 0):.4g}, {labels.get('max', 0):.4g}]). Pass the "
              "class ids themselves (scale the inputs, never the labels)."),
        code=("y_train = y_train.astype(\"int32\")  # the class ids, e.g. not y / 255\n"
              f"x_train = x_train / 255.0          # scaling belongs to the inputs\n"
              + compile_line(check, '"sparse_categorical_crossentropy"')),
    )


def _fix_units(check, classes):
    head = check.get("head", "the last Dense")
    return F.Fix(
        text=(f"The labels are class ids 0..{classes - 1}: a head of {classes} units with softmax and "
              f"sparse_categorical_crossentropy fits them (or one-hot them with "
              f"keras.utils.to_categorical(y, {classes}) for categorical_crossentropy)."),
        code=(_head_line(head, classes, "softmax")
              + compile_line(check, '"sparse_categorical_crossentropy"')),
    )


def _fix_multilabel(check, units):
    head = check.get("head", "the last Dense")
    return F.Fix(
        text=(f"Each sample can have several of the {units} tags: a softmax makes them compete for one. Give "
              f"the head {head!r} one sigmoid per tag and binary cross-entropy (each tag a yes/no)."),
        code=(_head_line(head, units, "sigmoid")
              + compile_line(check, '"binary_crossentropy"')),
    )


def _signed_labels(labels):
    """Whole-number labels from -1 to 1: an SVM's -1/+1 (or -1/0/+1)."""
    return labels and labels.get("non_integer", 1) == 0 and labels.get("min") == -1 and labels.get("max") == 1


def _fix_signed_labels(check):
    head = check.get("head", "the last Dense")
    return F.Fix(
        text=(f"The labels are -1/+1 (a hinge or SVM convention); {check.get('loss')} and the sigmoid head "
              f"{head!r} want 0/1. Map them (or, if they are -1/0/+1, three classes: ids 0..2 for a softmax over "
              f"3 with sparse_categorical_crossentropy)."),
        code=("y_train = (y_train + 1) / 2  # -1/+1 -> 0/1\n"
              + compile_line(check, f'"{check.get("loss") or "binary_crossentropy"}"')),
    )


def _fix_regression_loss(check):
    head = check.get("head", "the last Dense")
    units = check.get("units") or 1
    return F.Fix(
        text=(f"The targets are continuous values outside [0, 1]: this is regression. Use a linear head "
              f"{head!r} and a regression loss."),
        code=(_head_line(head, units, note="linear")
              + compile_line(check, '"mean_squared_error"')),
    )


def _fix_classification_loss(check):
    head = check.get("head", "the last Dense")
    units = check.get("units")
    return F.Fix(
        text=f"One-hot labels over {units} classes: a softmax head and categorical cross-entropy.",
        code=(_head_line(head, units, "softmax")
              + compile_line(check, '"categorical_crossentropy"')),
    )


def _loss_class(loss):
    return "".join(part.capitalize() for part in loss.split("_")).replace("crossentropy", "Crossentropy")


def _fix_from_logits(check, to):
    loss = check.get("loss")
    cls = _loss_class(loss)
    head = check.get("head", "the last Dense")
    units = check.get("units") or 1
    if to:
        text = (f"The head {head!r} outputs logits (no activation): tell the loss, "
                f"keras.losses.{cls}(from_logits=True), and apply softmax/sigmoid only to predict.")
    else:
        text = (f"The head {head!r} outputs {check.get('activation')} probabilities: use the loss's default "
                f"from_logits=False, or drop the activation and keep from_logits=True.")
    return F.Fix(
        text=text,
        code=(_head_line(head, units, note="logits")
              + compile_line(check, f"keras.losses.{cls}(from_logits=True)")
              if to else
              compile_line(check, f"keras.losses.{cls}(from_logits=False)")),
    )


def _fix_normalization(check):
    first = check.get("first_layer") or "the first layer"
    shape = check.get("input_shape") or [None, "features"]
    return F.Fix(
        text=(f"Standardise the inputs before {first!r}: a Normalization layer adapted to the training data "
              f"(each feature to mean 0, spread 1) makes the model scale them itself, at predict time too."),
        code=("norm = keras.layers.Normalization(axis=-1)\n"
              "norm.adapt(x_train)                     # per-feature mean and variance\n"
              f"inputs = keras.Input(shape={tuple(shape[1:])})\n"
              f"x = norm(inputs)                        # then {first!r} and the rest as before\n"),
    )


def _fix_saturation(check, layer):
    return F.Fix(
        text=(f"Keep the pre-activations of {layer!r} in sigmoid/tanh's working range: scale the inputs "
              f"(Normalization), put BatchNormalization before the activation, or use ReLU-family units "
              f"with he_normal initialisation."),
        code=(f'x = keras.layers.Dense(units, use_bias=False, name="{layer}")(x)\n'
              "x = keras.layers.BatchNormalization()(x)\n"
              'x = keras.layers.Activation("tanh")(x)   # or Dense(units, activation="relu", '
              'kernel_initializer="he_normal")\n'),
    )


def _fix_learning_rate(check, suggested, lr, total_steps=None, warmup=False):
    if check.get("lr_schedule"):
        # One rate in text and code: the schedule starts at it and only decays.
        return F.Fix(
            text=(f"The {check['lr_schedule']} schedule's rate reached {number(lr)}: keep it at or below "
                  f"{suggested:g}, with a schedule that starts there and decays (or a constant {suggested:g}), "
                  "and watch the update/weight ratio stay near ~1e-3."),
            code=(f"schedule = keras.optimizers.schedules.ExponentialDecay({suggested:g}, decay_steps=1000, "
                  f"decay_rate=0.9)  # never above {suggested:g}\n"
                  + compile_line(check, loss_call(check), optimizer=optimizer_line(check, schedule="schedule"))
                  + "\n"),
        )
    if warmup and check.get("optimizer") in gradient_rules.ADAPTIVE and suggested < lr:
        # Adam-like steps are about the rate in size whatever the gradient:
        # large against freshly initialised weights, which is what warmup is
        # for. Over ~5% of the run's steps (BERT, GPT-2 and PaLM warm up over
        # 1-10% of theirs).
        steps = max(10, _round_lr(0.05 * total_steps)) if total_steps else 1000
        decay = f"{max(int(total_steps) - int(steps), 1)}" if total_steps else f"total_steps - {int(steps)}"
        return F.Fix(
            text=(f"Change the learning rate from {number(lr)} to {suggested:g}, reached after a warmup: "
                  f"{check['optimizer']} moves every weight by about the rate on its first steps, when the "
                  "weights are small. Then watch the update/weight ratio reach ~1e-3."),
            code=(f"schedule = keras.optimizers.schedules.CosineDecay(\n"
                  f"    initial_learning_rate=0.0, warmup_target={suggested:g}, warmup_steps={int(steps)},\n"
                  f"    decay_steps={decay})  # warmup: ~5% of the run's steps\n"
                  + compile_line(check, loss_call(check), optimizer=optimizer_line(check, schedule="schedule"))
                  + "\n"),
        )
    return F.Fix(
        text=f"Change the learning rate from {number(lr)} to {suggested:g} (and watch the update/weight ratio reach ~1e-3).",
        code=compile_line(check, loss_call(check), learning_rate=suggested) + "\n",
    )


def _fix_lower_lr(check, suggested):
    lr = check.get("learning_rate")
    if lr is None:
        return F.Fix(text="Lower the learning rate tenfold and clip the gradient norm.",
                     code="optimizer = keras.optimizers.Adam(learning_rate=1e-4, clipnorm=1.0)\n")
    target = suggested or _round_lr(lr / 10)
    return F.Fix(
        text=f"Lower the learning rate from {number(lr)} to {target:g}; clipping the gradient norm (clipnorm=1.0) helps too.",
        code=compile_line(check, loss_call(check), learning_rate=target) + "\n",
    )


def _fix_stuck(check, typical_ratio=None):
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
            text=(f"The rate is not too low: the weights move {typical_ratio:.2g} of their size per step (median), "
                  "above the usual ~1e-3. Check the head and the loss against the labels (the checklist) and the "
                  "inputs; if those are right, lower the rate tenfold."),
            code=(compile_line(check, loss_call(check), learning_rate=_round_lr(lr / 10)) + "\n") if lr else "",
        )
    if lr is None:
        return F.Fix(text="Check the head and the loss against the labels, then raise the learning rate tenfold.",
                     code="")
    return F.Fix(
        text=(f"Check the head and the loss against the labels (the checklist), then raise the learning rate "
              f"from {number(lr)} to {_round_lr(lr * 10):g}."),
        code=compile_line(check, loss_call(check), learning_rate=_round_lr(lr * 10)) + "\n",
    )
