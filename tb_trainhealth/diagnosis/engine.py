"""Runs every rule over one run's data and lights the flowchart."""

import dataclasses
import logging

from tb_trainhealth.diagnosis import findings as findings_lib
from tb_trainhealth.diagnosis import flowchart
from tb_trainhealth.diagnosis import rules as rules_lib
from tb_trainhealth.diagnosis.rules import core as core_rules
from tb_trainhealth.jsonutil import to_jsonable

logger = logging.getLogger(__name__)


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

    def flowchart(self):
        return flowchart.state(self.findings, self.areas_with_evidence)

    def to_json(self):
        """The run object of `diagnose --json` (docs/design.md, "The data contract")."""
        return to_jsonable(
            {
                "run": self.run,
                "status": self.status,
                "findings": [f.to_json() for f in self.findings],
            }
        )


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
    return Diagnosis(
        run=run_data.run,
        status=findings_lib.run_status(found),
        findings=found,
        areas_with_evidence=frozenset(areas),
        capture_notes=tuple(core_rules.capture_notes(run_data)),
        capture={"overhead_budget": core_rules.capture_budget(run_data)},
    )


def group_by_cause(findings, explains):
    """`findings` (sorted worst first) with each symptom listed right after
    its root cause, each group where its worst member stood.

    A finding is a symptom of the first finding, in order, whose rule
    explains it (`explains(cause, symptom)`: Rule.explains_finding), unless that
    one is already explained by it (no cycles: of two that explain each other, the first listed is the cause); a chain is flattened to
    its root. A symptom takes the root's kind as `caused_by` and loses its
    own fix: one piece of advice per cause, never two that disagree. A
    symptom of no layer (a stuck loss) names the root's layer.
    """
    cause_of = {}
    # From the last up: where two explain each other, the first listed
    # (the worse) is taken as the cause.
    for symptom in reversed(findings):
        for cause in findings:
            if cause is symptom or not explains(cause, symptom):
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
        ordered.append(root)
        for symptom in findings:
            if cause_of.get(id(symptom)) is root:
                symptom.caused_by = root.kind
                where = f" in layer {root.layer!r}" if root.layer else ""
                if root.layer and not symptom.layer:
                    # A stuck loss says which layer explains it (issue #28 item 5).
                    symptom.summary = f"{symptom.summary} Layer {root.layer!r} explains it ({root.kind})."
                symptom.fix = findings_lib.Fix(
                    text=f"This follows from {root.kind}{where} (listed above it): fix that first.",
                    code="",
                )
                ordered.append(symptom)
    return ordered
