"""The findings model: what a rule tells the user about a run."""

import dataclasses
import typing

CRITICAL = "critical"
WARNING = "warning"
INFO = "info"
SEVERITIES = (CRITICAL, WARNING, INFO)  # worst first

HEALTHY = "healthy"
# A run whose event files cannot be read at all (not events files, cut
# short before their first record): `diagnose` and the `runs` route list
# it with the reason, so that it never reads as healthy. Never a
# diagnosis's status: no rule saw any of its data.
UNREADABLE = "unreadable"
# A run that heal repaired as it trained (capture/heal/healing.py): its
# findings are still listed; the repairs say what was done about them.
HEALED = "healed"
STATUSES = (CRITICAL, UNREADABLE, WARNING, HEALED, HEALTHY)  # worst first


@dataclasses.dataclass
class Fix:
    text: str
    code: str

    def to_json(self):
        return {"text": self.text, "code": self.code}


@dataclasses.dataclass
class Finding:
    kind: str  # public vocabulary (tb_trainhealth/areas/, docs/design.md): never renamed
    severity: str
    node: str  # the flowchart node it lights
    summary: str
    fix: Fix
    step: typing.Optional[int] = None
    layer: typing.Optional[str] = None
    evidence: dict = dataclasses.field(default_factory=dict)
    # The kind of the finding that is its root cause, where one was found
    # in the run (Rule.explains): it is listed under it, with no fix of
    # its own.
    caused_by: typing.Optional[str] = None

    def __post_init__(self):
        if self.severity not in SEVERITIES:
            raise ValueError(f"unknown severity {self.severity!r}")

    def to_json(self):
        return {
            "kind": self.kind,
            "severity": self.severity,
            "node": self.node,
            "step": self.step,
            "layer": self.layer,
            "summary": self.summary,
            "evidence": self.evidence,
            "fix": self.fix.to_json(),
            "caused_by": self.caused_by,
        }


def worst_severity(findings):
    """The worst severity among findings, or None for none."""
    present = {f.severity for f in findings}
    return next((s for s in SEVERITIES if s in present), None)


def run_status(findings):
    """A run's status: its worst finding; info findings leave it healthy."""
    worst = worst_severity(findings)
    return worst if worst in (CRITICAL, WARNING) else HEALTHY


def severity_counts(findings):
    counts = dict.fromkeys(SEVERITIES, 0)
    for f in findings:
        counts[f.severity] += 1
    return counts
