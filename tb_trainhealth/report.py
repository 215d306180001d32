"""Diagnosing a whole logdir and printing it: shared by `diagnose` and `run`."""

import dataclasses
import json
import typing

from tb_trainhealth import areas as areas_lib
from tb_trainhealth import diagnosis
from tb_trainhealth.diagnosis import findings as findings_lib
from tb_trainhealth.summary import reader

JSON_VERSION = 1

_MARK = {findings_lib.CRITICAL: "✗", findings_lib.WARNING: "!", findings_lib.INFO: "i"}


@dataclasses.dataclass
class RunReport:
    """One run as `diagnose` reports it: its Diagnosis, or (None) the
    reason none of its event files can be read; and its warnings."""

    run: str
    diagnosis: typing.Any
    warnings: list = dataclasses.field(default_factory=list)
    reason: typing.Optional[str] = None

    @property
    def status(self):
        return self.diagnosis.status if self.diagnosis is not None else findings_lib.UNREADABLE

    @property
    def findings(self):
        return self.diagnosis.findings if self.diagnosis is not None else []

    def to_json(self):
        """The run object of `diagnose --json` (docs/design.md, "The data contract")."""
        if self.diagnosis is not None:
            body = self.diagnosis.to_json()
        else:
            body = {"run": self.run, "status": self.status, "findings": []}
        body["warnings"] = list(self.warnings)
        if self.reason is not None:
            body["reason"] = self.reason
        return body


def diagnose_logdir(provider, ctx, experiment_id, skipped=None, files=None):
    """[RunReport] of every run holding trainhealth data, by run name.
    `skipped`, a list, gets (run, line) for each unreadable record skipped.
    `files`, the logdir's event_files.LogdirFiles: each run's warnings
    name its files cut short or corrupt, and the runs it finds that
    cannot be read at all are listed too (the loader drops them)."""
    results = []
    for run in reader.list_runs(provider, ctx, experiment_id):
        run_data = reader.read_run(provider, ctx, experiment_id, run)
        if run_data is not None:
            warnings = list(files.warnings(run)) if files is not None else []
            diagnosed = diagnosis.diagnose(run_data)
            warnings += run_data.warnings + list(diagnosed.capture_notes)
            results.append(RunReport(run, diagnosed, warnings))
            if skipped is not None:
                skipped.extend((run, line) for line in run_data.warnings)
    if files is not None:
        readable = {r.run for r in results}
        results += [RunReport(run, None, reason=reason) for run, reason in files.unreadable(readable)]
        results.sort(key=lambda r: r.run)
    return results


def readable(results):
    return [r for r in results if r.diagnosis is not None]


def to_json_text(results):
    body = {"version": JSON_VERSION, "runs": [r.to_json() for r in results]}
    return json.dumps(body, indent=2, allow_nan=False)


def to_text(results, logdir):
    if not results:
        return (
            f"No trainhealth data in {logdir}.\n"
            "Log some with `model.fit(..., callbacks=[tb_trainhealth.TrainHealth(logdir)])`, "
            "`tb_trainhealth.autolog()` or `tb-trainhealth run train.py`.\n"
        )
    lines = []
    for result in results:
        lines.append(f"run {_run_label(result.run)}: {result.status.upper()}")
        if result.reason is not None:
            lines.append(f"  {result.reason}")
        elif not result.findings:
            lines.append("  no problems found")
        for finding in result.findings:
            area = areas_lib.area_of_kind(finding.kind)
            where = f" ({area.title})" if area is not None else ""
            lines.append(f"  {_MARK[finding.severity]} [{finding.severity}] {finding.kind}{where}: {finding.summary}")
            lines.append(f"    fix: {finding.fix.text}")
            for code_line in finding.fix.code.rstrip().splitlines():
                lines.append(f"      {code_line}")
        lines += _repair_lines(result.diagnosis.repairs if result.diagnosis is not None else None)
        for note in (result.diagnosis.capture_notes if result.diagnosis is not None else ()):
            lines.append(f"  note: {note}")
        lines.append("")
    return "\n".join(lines)


def _repair_lines(repairs):
    """What heal did (diagnosis/repairs.py), under the findings."""
    if not repairs:
        return []
    from tb_trainhealth.diagnosis.repairs import describe, not_learning_line

    lines = [f"  + repaired: {describe(r)}" for r in repairs["repairs"]]
    not_learning = not_learning_line(repairs)
    if not_learning is not None:
        lines.append(f"  ✗ {not_learning}")
    gave_up = repairs["gave_up"]
    if gave_up is not None:
        lines.append(f"  ✗ heal gave up at step {gave_up.get('step')}: {gave_up.get('problem')} "
                     f"({gave_up.get('why')}); {gave_up.get('reason')}"
                     f"{'; the run stopped' if gave_up.get('stopped', True) else ''}")
    return lines


def any_critical(results):
    """Whether a run is critical, or cannot be read (it might be)."""
    return any(r.status in (findings_lib.CRITICAL, findings_lib.UNREADABLE) for r in results)


def _run_label(run):
    # TensorBoard names a run written straight into the logdir ".".
    return "(logdir itself)" if run == "." else run


def areas_text():
    """`tb-trainhealth areas`: what each area declares (tb_trainhealth/areas/)."""
    lines = []
    for area in areas_lib.all_areas():
        lines.append(f"{area.name}: {area.title}" + ("" if area.probes else " (not captured yet)"))
        lines.append(f"  nodes: {', '.join(n.id for n in area.nodes)}")
        lines.append(f"  findings: {', '.join(area.findings) or '(none yet)'}")
        options = [f"{o.name}={o.default!r} ({o.doc})" for o in area.options]
        lines.append(f"  options: enabled=True{''.join('; ' + o for o in options)}")
    lines.append("")
    lines.append('Set options with TrainHealth(logdir, options={"<area>": {"<option>": value}}).')
    return "\n".join(lines)
