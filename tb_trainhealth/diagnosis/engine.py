"""Runs every rule over one run's data and lights the flowchart."""

import dataclasses
import logging
import typing

from tb_trainhealth.areas.convergence import AREA as CONVERGENCE
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.areas.input_pipeline import AREA as INPUT_PIPELINE
from tb_trainhealth.areas.memory import AREA as MEMORY
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.diagnosis import findings as findings_lib
from tb_trainhealth.diagnosis import flowchart
from tb_trainhealth.diagnosis import repairs as repairs_lib
from tb_trainhealth.diagnosis import rules as rules_lib
from tb_trainhealth.diagnosis.rules import core as core_rules
from tb_trainhealth.jsonutil import to_jsonable

logger = logging.getLogger(__name__)

INPUT_PIPELINE_NODE = INPUT_PIPELINE.nodes[0].id

# Findings about one moment of the run (its step is when it happened): a
# NaN, a spike, a blow-up, a crash. What was first seen after such a
# moment cannot have made it. A state judged over a window (a stuck loss,
# dead units sampled every K steps) has no such moment: its step is when
# it was first seen, and a cause seen later may still explain it.
_NAN = NONFINITE.findings
MOMENTS = frozenset((
    _NAN.nonfinite_data, _NAN.nonfinite_op, _NAN.nonfinite_activations, _NAN.nonfinite_loss,
    _NAN.nonfinite_gradients, _NAN.nonfinite_weights, CONVERGENCE.findings.loss_spike,
    CONVERGENCE.findings.loss_diverging, GRADIENTS.findings.exploding_gradients, CORE.findings.training_error,
    MEMORY.findings.oom,
))


@dataclasses.dataclass
class Diagnosis:
    run: str
    status: str
    findings: list
    areas_with_evidence: frozenset
    # Where a part of capture stopped for this run (rules/core.py,
    # capture_notes): told with the run's warnings, not as findings.
    capture_notes: tuple = ()
    # How capture ran (rules/core.py, capture_budget): where its overhead
    # budget spaced the per-layer statistics, for the tab.
    capture: dict = dataclasses.field(default_factory=dict)
    # What heal did (diagnosis/repairs.py): {"repairs": [...], "gave_up":
    # ...}, or None where it did nothing.
    repairs: typing.Optional[dict] = None

    def flowchart(self):
        return flowchart.state(self.findings, self.areas_with_evidence)

    def to_json(self):
        """The run object of `diagnose --json` (docs/design.md, "The data contract")."""
        body = {
            "run": self.run,
            "status": self.status,
            "findings": [f.to_json() for f in self.findings],
        }
        if self.repairs is not None:
            body["repairs"] = self.repairs
        return to_jsonable(body)


def diagnose(run_data):
    """The Diagnosis of a RunData. A rule that fails is logged and skipped."""
    found = []
    areas = set()
    rule_of = {}
    for rule in rules_lib.all_rules():
        try:
            if not rule.has_evidence(run_data):
                continue
            areas.add(rule.node)
            for finding in rule.check(run_data):
                rule_of[id(finding)] = rule
                found.append(finding)
        except Exception:
            logger.exception("trainhealth: rule %s failed on run %r", rule.kind, run_data.run)
    severity_rank = {s: i for i, s in enumerate(findings_lib.SEVERITIES)}
    found.sort(
        key=lambda f: (severity_rank[f.severity], f.step if f.step is not None else -1, rule_of[id(f)].rank)
    )
    found = group_by_cause(found, lambda cause, symptom: rule_of[id(cause)].explains_finding(cause, symptom))
    repairs = repairs_lib.repairs(run_data)
    status = findings_lib.run_status(found)
    if repairs_lib.healed(repairs):
        # Heal repaired what went wrong and the run went on learning:
        # "healed", its findings still listed (what went wrong, and its fix).
        status = findings_lib.HEALED
    return Diagnosis(
        run=run_data.run,
        status=status,
        findings=found,
        areas_with_evidence=frozenset(areas),
        capture_notes=tuple(core_rules.capture_notes(run_data)),
        capture={"overhead_budget": core_rules.capture_budget(run_data)},
        repairs=repairs,
    )


def happened_after(cause, symptom):
    """Whether `cause` was first seen after `symptom`, a moment (MOMENTS),
    happened: then it cannot be what made it (a spike at step 107 of a
    healed run explains no NaN at step 5). A finding with no step (a head
    that does not fit the loss, a configuration) holds for the whole run."""
    return (symptom.kind in MOMENTS and cause.step is not None and symptom.step is not None
            and cause.step > symptom.step)


def group_by_cause(findings, explains):
    """`findings` (sorted worst first) with each symptom listed right after
    its root cause, each group where its worst member stood.

    A finding is a symptom of the first finding, in order, whose rule
    explains it (`explains(cause, symptom)`: Rule.explains_finding) and
    that was not first seen after it happened (happened_after), unless that
    one is already explained by it (no cycles: of two that explain each other, the first listed is the cause); a chain is flattened to
    its root. A symptom takes the root's kind as `caused_by` and loses its
    own fix: one piece of advice per cause, never two that disagree. A
    symptom of no layer (a stuck loss) names the root's layer. A root
    takes the worst severity of its group: the cause of a critical
    symptom is critical, never a warning with a critical under it.
    """
    cause_of = {}
    # From the last up: where two explain each other, the first listed
    # (the worse) is taken as the cause.
    for symptom in reversed(findings):
        for cause in findings:
            if cause is symptom or happened_after(cause, symptom) or not explains(cause, symptom):
                continue
            root = cause
            while id(root) in cause_of:
                root = cause_of[id(root)]
            if root is not symptom:
                cause_of[id(symptom)] = root
                break
    # A symptom may have become a root's cause later on: flatten again.
    for symptom in findings:
        root = cause_of.get(id(symptom))
        while root is not None and id(root) in cause_of:
            root = cause_of[id(root)]
        if root is not None:
            cause_of[id(symptom)] = root
    position = {id(f): i for i, f in enumerate(findings)}
    for symptom in findings:
        root = cause_of.get(id(symptom))
        if root is not None:
            position[id(root)] = min(position[id(root)], position[id(symptom)])
    roots = sorted((f for f in findings if id(f) not in cause_of), key=lambda f: position[id(f)])
    ordered = []
    for root in roots:
        group = [root] + [f for f in findings if cause_of.get(id(f)) is root]
        root.severity = findings_lib.worst_severity(group)
        ordered.append(root)
        for symptom in findings:
            if cause_of.get(id(symptom)) is root:
                symptom.caused_by = root.kind
                # An input pipeline's "layer" is a tf.data transformation.
                what = "transformation" if root.node == INPUT_PIPELINE_NODE else "layer"
                where = f" in {what} {root.layer!r}" if root.layer else ""
                if root.layer and not symptom.layer:
                    # A stuck loss says which layer explains it (issue #28 item 5).
                    symptom.summary = f"{symptom.summary} {what.capitalize()} {root.layer!r} explains it ({root.kind})."
                symptom.fix = findings_lib.Fix(
                    text=f"This follows from {root.kind}{where} (listed above it): fix that first.",
                    code="",
                )
                ordered.append(symptom)
    return ordered
