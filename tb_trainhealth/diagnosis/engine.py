"""Runs every rule over one run's data and lights the flowchart."""

import dataclasses
import logging

from tb_trainhealth.diagnosis import findings as findings_lib
from tb_trainhealth.diagnosis import flowchart
from tb_trainhealth.diagnosis import rules as rules_lib
from tb_trainhealth.jsonutil import to_jsonable

logger = logging.getLogger(__name__)


@dataclasses.dataclass
class Diagnosis:
    run: str
    status: str
    findings: list
    areas_with_evidence: frozenset

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
    rank = {}
    for rule in rules_lib.all_rules():
        try:
            if not rule.has_evidence(run_data):
                continue
            areas.add(rule.node)
            for finding in rule.check(run_data):
                rank[id(finding)] = rule.rank
                found.append(finding)
        except Exception:
            logger.exception("trainhealth: rule %s failed on run %r", rule.kind, run_data.run)
    severity_rank = {s: i for i, s in enumerate(findings_lib.SEVERITIES)}
    found.sort(
        key=lambda f: (severity_rank[f.severity], f.step if f.step is not None else -1, rank[id(f)])
    )
    return Diagnosis(
        run=run_data.run,
        status=findings_lib.run_status(found),
        findings=found,
        areas_with_evidence=frozenset(areas),
    )
