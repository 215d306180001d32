"""A run that died is never healthy: every exception that left `fit` (or
the script under `tb-trainhealth run`) is a critical `training_error` at
its step, lighting the flowchart's root. Where an area explains the crash
(its rule lists `training_error` in `explains`: a shape error, an OOM),
that finding leads and this one is grouped under it (diagnosis/engine.py).

Evidence: the `training_error` events of capture/probes/crash.py.
"""

import os

from tb_trainhealth.areas.core import AREA
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.jsonutil import to_jsonable

KIND, EVENT = AREA.findings, AREA.events

_PHASES = {"train_step": "in a training step", "fit": "in fit", "script": "in the script, after fit"}


@register
class TrainingError(Rule):
    area = AREA
    kind = KIND.training_error
    rank = 90  # among equals, after the finding that explains the crash

    def has_evidence(self, run_data):
        return bool(run_data.events_of(EVENT.training_error))

    def check(self, run_data):
        return [self._finding(event) for event in _one_per_exception(run_data.events_of(EVENT.training_error))]

    def _finding(self, event):
        p = event.payload
        error_type = p.get("error_type") or "an exception"
        message = p.get("message") or ""
        frame = p.get("frame") or None
        where = ""
        if frame:
            where = f" at {os.path.basename(str(frame.get('file')))}:{frame.get('line')} (in {frame.get('function')})"
        raised_as = f", raised as TensorFlow's {p['raised_as']}" if p.get("raised_as") else ""
        phase = _PHASES.get(p.get("phase"), "")
        if p.get("in_capture"):
            # Raised by our own code (capture/readers/crash.py, raised_in_capture):
            # the user's line is where they called fit, not what to fix.
            summary = (f"Training died {phase} at step {event.step} inside tb-trainhealth's capture, not in your "
                       f"code: {error_type}: {message}.")
            return self.finding(F.CRITICAL, summary, step=event.step,
                                evidence={"error_type": error_type, "message": message, "in_capture": True,
                                          "full_message": p.get("text")},
                                fix=F.Fix(text="This is a fault of tb-trainhealth: train without it (plain `python "
                                               "train.py`, or without the TrainHealth callback) and report the "
                                               "full message in the evidence.", code=""))
        summary = f"Training died {phase} at step {event.step}: {error_type}: {message}{where}{raised_as}."
        evidence = {
            "error_type": error_type,
            "message": message,
            "raised_as": p.get("raised_as"),
            "phase": p.get("phase"),
            "epoch": p.get("epoch"),
            "completed_steps": p.get("completed_steps"),
            "file": frame.get("file") if frame else None,
            "line": frame.get("line") if frame else None,
            "function": frame.get("function") if frame else None,
            "source_line": frame.get("code") if frame else None,
            "full_message": p.get("text"),
        }
        return self.finding(
            F.CRITICAL,
            step=event.step,
            summary=summary,
            evidence={k: v for k, v in evidence.items() if v is not None},
            fix=_fix(error_type, message, frame),
        )


def _fix(error_type, message, frame):
    """Where to look, in the user's own code: the frame that raised."""
    if not frame:
        return F.Fix(
            text=f"No area of tb-trainhealth explains this {error_type}; its full message is in the evidence. "
            "Reproduce it on one batch (`model.train_on_batch(x[:8], y[:8])`) to find the line.",
            code="",
        )
    code = frame.get("code") or ""
    location = f"{frame.get('file')}, line {frame.get('line')}, in {frame.get('function')}"
    if error_type in ("KeyError", "IndexError", "ValueError", "TypeError") and frame.get("function") not in (None, "<module>"):
        text = (f"`{frame.get('function')}` raised {error_type} ({message}) while feeding training: a record it "
                "reads does not hold what it expects. Check that record, or skip records that fail, there:")
        fixed = (f"# {location}\ntry:\n    {code}\nexcept {error_type}:\n"
                 "    continue  # or repair the record; count how many you skip") if code else f"# {location}"
    else:
        text = f"The {error_type} was raised by your code at {location}; fix it there:"
        fixed = f"# {location}\n{code}" if code else f"# {location}"
    return F.Fix(text=text, code=fixed)


def _one_per_exception(events):
    """One event per crash: a step dies once. The same exception can be
    written twice (by the step's guard and, where writing it failed, again
    as it left the script), and a second exception raised while the first
    was handled (a RecursionError again) is the same crash."""
    kept, seen = [], set()
    for event in events:
        if event.step not in seen:
            seen.add(event.step)
            kept.append(event)
    return kept


def capture_notes(run_data):
    """One line per part of capture that failed and stopped for this run
    (`capture_error` events): where it stopped, and that training went on;
    then one per thing a probe could not read in it (`capture_note`
    events, each said once however many fits wrote it)."""
    notes = []
    for event in run_data.events_of(EVENT.capture_error):
        p = event.payload
        notes.append(f"capture of {p.get('what') or 'a probe'} stopped at step {event.step} "
                     f"({p.get('error_type')}: {p.get('message')}); training went on, and what it "
                     "records is missing from then on. This is a fault of tb-trainhealth, not of the training.")
    for event in run_data.events_of(EVENT.capture_note):
        p = event.payload
        note = f"{p.get('what') or 'capture'}: {p.get('message')}"
        if note not in notes:
            notes.append(note)
    return notes


def capture_budget(run_data):
    """The run's last capture_budget event (the full steps' spacing its
    overhead budget chose, and why) with its step, or None."""
    budget = run_data.events_of(EVENT.capture_budget)
    if not budget:
        return None
    return to_jsonable(dict(budget[-1].payload, step=budget[-1].step))
