"""The toy rule: a warning saying how many steps the probe counted."""

from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.rules import Rule, register

from toy_area.declaration import AREA


@register
class ToyStepsCounted(Rule):
    area = AREA
    kind = AREA.findings.toy_steps_counted

    def has_evidence(self, run_data):
        return bool(run_data.events_of(AREA.events.toy_count))

    def check(self, run_data):
        event = run_data.events_of(AREA.events.toy_count)[-1]
        counted = event.payload["counted"]
        return [F.Finding(
            kind=self.kind, severity=F.WARNING, node=self.node, step=event.step,
            summary=f"The toy probe counted {counted} steps.",
            evidence={"counted": counted}, fix=F.Fix(text="Nothing to fix: a toy.", code="pass"),
        )]
