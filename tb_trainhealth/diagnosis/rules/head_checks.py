"""Does the model's setup fit its data? The convergence probe's head_check
(the output head, the loss, the labels and the inputs, checked on the
first batches) against what each needs: a head that can produce the
targets, a loss that fits the head and the labels, inputs near unit scale.
A head that cannot produce the targets is critical: nothing else the run
does can make up for it.

LeCun et al., "Efficient BackProp" (1998), 4.3: inputs should have mean ~0
and spread ~1; a feature an order of magnitude off (`INPUT_SCALE`) is
unscaled.
"""

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.numbers import number, percent
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules import head_fixes
from tb_trainhealth.diagnosis.rules.progress import (class_count, class_ids, labels_of, latest_check, learns,
                                                     signed_labels)

KIND = AREA.findings
GKIND, NKIND = GRADIENTS.findings, NONFINITE.findings
TRAINING_ERROR = CORE.findings.training_error

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


def checklist(check):
    """The head and loss checks as the view lists them: [{check, ok, detail}]."""
    items = []
    for problem in (_head_problem(check), _loss_problem(check), _input_problem(check)):
        name, found = problem
        items.append({"check": name, "ok": found is None, "detail": found["summary"] if found else ""})
    return items


# The head: can it produce the targets?


def _head_problem(check):
    """("output head", None or {summary, fix, severity, evidence})."""
    name = "output head can produce the targets"
    activation, units, loss = check.get("activation"), check.get("units"), check.get("loss")
    labels = labels_of(check)
    head = check.get("head")
    if activation is None:
        return name, None
    if activation == "softmax" and units == 1:
        return name, {
            "summary": (f"The head {head!r} is a softmax over one unit: its output is the constant 1.0 "
                        f"whatever the input, so nothing can be learned (every gradient is zero)."),
            "severity": F.CRITICAL,
            "fix": head_fixes.fix_softmax_one(check),
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
            "fix": head_fixes.fix_probability_head(check),
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
                "summary": (f"The head {head!r} ends in {activation}, whose outputs lie in [{number(lo)}, "
                            f"{number(hi)}], but the targets range over [{number(low)}, {number(high)}]: the loss "
                            f"cannot get below the part the head cannot reach, and the {activation} saturates trying."),
                "severity": F.CRITICAL,
                "fix": head_fixes.fix_linear_head(
                    check, f"{activation} cannot reach targets in [{number(low)}, {number(high)}]"),
            }
    if activation in NON_NEGATIVE_HEADS and low < 0:
        return name, {
            "summary": (f"The head {head!r} ends in {activation}, which never outputs a negative value, but "
                        f"targets go down to {number(low)}."),
            "severity": F.CRITICAL,
            "fix": head_fixes.fix_linear_head(
                check, f"{activation} cannot produce negative targets (min {number(low)})"),
        }
    return name, None


# The loss: does it fit the head and the targets?


def _loss_problem(check):
    name = "loss fits the head and the targets"
    loss, activation, units = check.get("loss"), check.get("activation"), check.get("units")
    from_logits = check.get("from_logits")
    labels = labels_of(check)
    head = check.get("head")
    if loss is None:
        return name, None
    if loss in SPARSE and labels:
        if labels.get("non_integer", 0) > 0:
            return name, {
                "summary": (f"{loss} takes integer class ids, but {percent(labels['non_integer'])} of the labels are "
                            f"not integers (range [{number(labels['min'])}, {number(labels['max'])}]): they are cast "
                            f"to ids, and most become class 0."),
                "severity": F.CRITICAL,
                "fix": head_fixes.fix_sparse_labels(check),
            }
        if units and (labels.get("max", 0) >= units or labels.get("min", 0) < 0):
            return name, {
                "summary": (f"{loss} with a head of {units} units takes class ids 0..{units - 1}, but the labels "
                            f"range over [{number(labels['min'])}, {number(labels['max'])}]."),
                "severity": F.CRITICAL,
                "fix": head_fixes.fix_units(check, class_count(labels)),
            }
    if loss in BINARY and labels and (labels.get("min", 0) < 0 or labels.get("max", 0) > 1):
        return name, {
            "summary": (f"{loss} takes targets in [0, 1], but the labels range over "
                        f"[{number(labels['min'])}, {number(labels['max'])}]: the loss goes negative and the model "
                        f"learns nothing useful."),
            "severity": F.CRITICAL,
            "fix": (head_fixes.fix_units(check, class_count(labels)) if class_ids(labels)
                    else head_fixes.fix_signed_labels(check) if signed_labels(labels)
                    else head_fixes.fix_regression_loss(check)),
        }
    if loss in CATEGORICAL and labels and units and units > 1:
        if labels.get("min", 0) < 0 or labels.get("max", 0) > 1 or labels.get("row_sum_dev_max", 0) > 1e-3:
            # 0/1 rows with several ones are tags (multi-label): each is its
            # own yes/no, a sigmoid and binary cross-entropy; anything else
            # is class ids or scores that want a sparse loss.
            tags = labels.get("binary") and labels.get("min", 0) >= 0 and labels.get("max", 0) <= 1
            return name, {
                "summary": (f"{loss} takes one row of class probabilities per sample (one-hot), but the labels "
                            f"range over [{number(labels['min'])}, {number(labels['max'])}] with rows summing up to "
                            f"{number(1 + labels.get('row_sum_dev_max', 0))}"
                            + (": several tags per sample (multi-label)." if tags else ".")),
                "severity": F.CRITICAL,
                "fix": head_fixes.fix_multilabel(check, units) if tags else head_fixes.fix_units(check, units),
            }
    if loss in CLASSIFICATION and activation in PROBABILITY_HEADS and from_logits:
        return name, {
            "summary": (f"{loss}(from_logits=True) takes logits, but the head {head!r} already applies "
                        f"{activation}: its probabilities are squashed a second time, and the gradients shrink."),
            "severity": F.WARNING,
            "fix": head_fixes.fix_from_logits(check, to=False),
        }
    if loss in CLASSIFICATION and activation == "linear" and not from_logits:
        return name, {
            "summary": (f"{loss} takes probabilities (from_logits=False), but the head {head!r} has no "
                        f"activation: its raw outputs are clipped to [1e-7, 1 - 1e-7] as if they were "
                        f"probabilities, and where they fall outside, the gradient is zero."),
            "severity": F.CRITICAL,
            "fix": head_fixes.fix_from_logits(check, to=True),
        }
    if loss in REGRESSION and labels and units and units > 1 and labels.get("binary") \
            and labels.get("row_sum_dev_max", 1) < 1e-3 and labels.get("columns", units) == units:
        # One-hot rows have a column per unit: one 0/1 column against many
        # units is a single target broadcast over them (the shapes area's).
        return name, {
            "summary": (f"The labels are one-hot rows over {units} classes, but the loss is {loss}, a regression "
                        f"loss: it learns classes slowly and gives no probabilities."),
            "severity": F.WARNING,
            "fix": head_fixes.fix_classification_loss(check),
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
        "summary": (f"The inputs are far from unit scale: a feature's mean reaches {number(inputs['abs_mean_max'])} "
                    f"and its spread {number(inputs['std_max'])} (values in [{number(inputs['min'])}, "
                    f"{number(inputs['max'])}]), and the model does not scale them itself."),
        "scale": scale,
        "fix": head_fixes.fix_normalization(check),
    }


# Rules.


class _CheckRule(Rule):
    """A check of the head_check event: `problem(check)` -> (name, None or
    {summary, severity, fix})."""

    area = AREA
    problem = None

    def has_evidence(self, run_data):
        return latest_check(run_data) is not None

    def check(self, run_data):
        check = latest_check(run_data)
        _, problem = type(self).problem(check)
        return [] if problem is None else [self.problem_finding(problem, check, check.get("head"))]

    def problem_finding(self, problem, check, layer, extra=None):
        """The finding of `problem`, with the setup it was judged on as its
        evidence."""
        evidence = {k: check.get(k) for k in ("head", "activation", "units", "loss", "from_logits", "optimizer",
                                               "learning_rate", "output_shape", "labels", "class_counts")
                    if check.get(k) is not None}
        evidence.update(extra or {})
        if problem.get("head_problem"):
            evidence["head_problem"] = problem["head_problem"]
        return self.finding(problem["severity"], problem["summary"], problem["fix"], layer=layer, evidence=evidence)


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

    def explains_finding(self, cause, symptom):
        inputs = cause.evidence.get("inputs") or {}
        scale = max((v for v in (inputs.get("abs_mean_max"), inputs.get("std_max"))
                     if isinstance(v, (int, float))), default=0.0)
        if scale < INPUT_SCALE_SEVERE:
            return super().explains_finding(cause, symptom)
        # Far from unit scale (100x and more), the inputs set the updates'
        # size: the first layer's kernel gradient is its inputs times the
        # error, `scale` times a unit-scale input's, so a rate right for
        # scaled inputs measures as too high (its update/weight ratio). The
        # rate's finding is this one's symptom: scaled, the rate is fine.
        if symptom.kind == KIND.learning_rate_too_high:
            return True
        # Under float16 the data's scale is what leaves float16's range:
        # an Inf made by the first layer's cast of its inputs (execution
        # index 0, inputs not finite as that layer sees them), and the
        # layers' outputs near 65504 before it.
        if symptom.kind == NKIND.nonfinite_activations:
            ev = symptom.evidence
            return (ev.get("execution_index") == 0 and ev.get("inputs_finite") is False
                    and str(ev.get("dtype", "")).startswith("float16"))
        if symptom.kind == NKIND.activation_overflow_risk:
            return True
        return super().explains_finding(cause, symptom)

    def check(self, run_data):
        check = latest_check(run_data)
        _, problem = _input_problem(check)
        if problem is None:
            return []
        learning = learns(run_data)
        problem["severity"] = F.WARNING if problem["scale"] >= INPUT_SCALE_SEVERE or learning is False else F.INFO
        return [self.problem_finding(problem, check, check.get("first_layer"), {"inputs": check.get("inputs")})]
