"""The crash: an exception that left a training step or `fit` is written as
a `training_error` event (capture/readers/crash.py reads it), on disk before the
exception, unchanged, leaves `fit`. Whether an area explains it (a shape
error, an OOM) is the diagnosis's business, not the probe's."""

from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.capture.readers import crash
from tb_trainhealth.capture.probes.base import Probe


class CrashProbe(Probe):
    def __init__(self):
        self._written = None  # the last exception written: one event each

    def on_step_error(self, run, error):
        self._write(run, error, phase="train_step")

    def on_fit_error(self, run, error):
        self._write(run, error, phase="fit")

    def _write(self, run, error, phase):
        if error is self._written or not isinstance(error, Exception):
            return
        self._written = error
        write_training_error(run.writer, run.step + 1, error,
                             phase=phase, epoch=run.epoch, batch=run.batch)


def write_training_error(writer, step, error, phase, epoch=None, batch=None):
    """Writes one `training_error` event for `error` at `step` (also used by
    `tb-trainhealth run` for a script that died after its fit)."""
    payload = {**crash.describe(error), "phase": phase, "epoch": epoch, "batch": batch,
               "completed_steps": max(int(step) - 1, 0)}
    writer.event(CORE.events.training_error, max(int(step), 0), payload)


def write_capture_error(writer, step, error, what):
    """Writes one `capture_error` event: `what` of ours failed at `step`
    and recorded nothing more for this run; training went on."""
    writer.event(CORE.events.capture_error, max(int(step), 0),
                 {"what": what, "error_type": type(error).__name__, "message": str(error)[:500]})


def write_capture_note(writer, step, what, message):
    """Writes one `capture_note` event: `what` (a probe's area, as the
    user reads it) could not read something in this run, and `message`
    says what and why. Not an error of capture's nor the training's: the
    diagnosis tells it with the run's warnings."""
    writer.event(CORE.events.capture_note, max(int(step), 0), {"what": what, "message": message[:1000]})
