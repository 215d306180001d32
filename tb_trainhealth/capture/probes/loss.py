"""The training loss per step, and the first step where it is NaN/Inf."""

import math

import numpy as np

from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.probes.crash import write_capture_note


# TensorBoard scalar tags (not our vocabulary: the scalars plugin's).
SCALAR_STEP_LOSS, SCALAR_EPOCH = "step_loss", "epoch_"


class LossProbe(Probe):
    """Records each step's own loss, not Keras's running epoch mean.

    Keras reports `logs["loss"]` as the mean over the epoch so far. The
    step's loss is the change in the loss tracker's (total, count), which
    also holds with steps_per_execution > 1 and a short last batch.
    """

    def __init__(self):
        self._tracker = None
        self._last = (0.0, 0.0)
        self._recorder = LossRecorder()
        self._first_step = None  # this fit's
        self._metrics = None  # the names of the last step's metrics seen
        self._noted = False  # the note that the step reports no loss

    def on_train_begin(self, run):
        self._first_step = run.step + 1
        # TensorBoard's own dashboards (Scalars, Time Series) show the run
        # too: each step's loss, and the epoch's metrics as Keras's
        # TensorBoard callback names them (epoch_loss, epoch_val_loss, ...).
        run.writer.also_as_scalars(CORE.series.loss, SCALAR_STEP_LOSS)
        try:
            self._tracker = internals.loss_tracker(run.model)
        except internals.MissingInternal:
            # Keras's running epoch mean is all there is: each step's loss
            # is told apart from it below, less exactly.
            self._tracker = None
            return
        run.hand_out("loss_total", self._tracker.total)
        run.hand_out("loss_count", self._tracker.count)

    def on_epoch_begin(self, run):
        self._last = (0.0, 0.0)  # fit() resets the tracker every epoch

    def on_epoch_end(self, run, logs):
        numbers = {name: value for name, value in (logs or {}).items()
                   if isinstance(name, str) and not name.startswith("_") and isinstance(value, (int, float))
                   and not isinstance(value, bool)}
        if numbers:
            run.writer.scalars(SCALAR_EPOCH, run.epoch, numbers)

    def on_batch_end(self, run, logs):
        loss = self._step_loss(run.step_outputs, logs, run.batch + 1)
        if loss is None:
            if self._metrics is None:
                self._metrics = sorted(k for k in (logs or {}) if isinstance(k, str) and not k.startswith("_"))
            return
        where = run.where()
        if self._recorder.record(run.writer, run.step, loss, where) and run.stop_on_nonfinite:
            run.model.stop_training = True

    def on_steps_end(self, run, steps):
        totals, counts = steps.read("loss_total"), steps.read("loss_count")
        if totals is None or counts is None:
            return super().on_steps_end(run, steps)
        totals, counts = totals.astype(float), counts.astype(float)
        last_totals = np.array([self._last[0], *totals[:-1]])
        last_counts = np.array([self._last[1], *counts[:-1]])
        # A count that did not grow is a tracker reset since the last step
        # (each train_on_batch call resets it): that step is all it holds.
        restarted = (counts <= last_counts) & (counts > 0)
        last_totals[restarted], last_counts[restarted] = 0.0, 0.0
        if not (counts > last_counts).all():
            return super().on_steps_end(run, steps)  # a step with no count of its own: from the logs
        self._last = (float(totals[-1]), float(counts[-1]))
        self._recorder.record_steps(run.writer, steps.steps, (totals - last_totals) / (counts - last_counts))

    def on_train_end(self, run):
        # A step of the user's own that reports no `loss` (a GAN's d_loss
        # and g_loss) leaves the loss rules nothing to judge: said once.
        if self._noted or self._recorder.last_step is not None and self._recorder.last_step >= self._first_step:
            return
        if run.step < self._first_step or self._metrics is None:
            return
        self._noted = True
        reported = ", ".join(f"`{name}`" for name in self._metrics) or "no metric"
        write_capture_note(run.writer, run.step, "loss",
                           f"the training step reports no `loss` (it reports {reported}): no loss was recorded, "
                           "and the checks of how the loss moves had nothing to judge.")

    def _step_loss(self, step_outputs, logs, steps_in_epoch):
        total, count = step_outputs.read("loss_total"), step_outputs.read("loss_count")
        if total is not None and count is not None:
            total, count = float(total), float(count)
            last_total, last_count = self._last
            self._last = (total, count)
            if 0 < count <= last_count:
                last_total, last_count = 0.0, 0.0  # the tracker was reset (see on_steps_end)
            if count > last_count:
                return (total - last_total) / (count - last_count)
        # No tracker to read (tf_keras): logs["loss"] is the epoch's running
        # mean over its `batch + 1` steps; the step's own loss is the change
        # in that mean times the steps (exact for equal batches).
        value = (logs or {}).get("loss")
        if value is None:
            return None
        steps, mean = steps_in_epoch, float(value)
        last_total, last_steps = self._last
        total = mean * steps
        self._last = (total, steps)
        if steps > last_steps and math.isfinite(total) and math.isfinite(last_total):
            return (total - last_total) / (steps - last_steps)
        return mean


class LossRecorder:
    """The loss series and the event at its first NaN/Inf, for `fit` and
    for custom loops (Monitor) alike."""

    def __init__(self):
        self._last_finite = None  # (step, loss)
        self._reported = False
        self.last_step = None  # of the last loss recorded

    def record_steps(self, writer, steps, losses):
        """`record` for each step in turn, where every loss is finite."""
        if not np.isfinite(losses).all():
            for step, loss in zip(steps, losses):
                self.record(writer, int(step), float(loss))
            return
        writer.add_points(CORE.series.loss, steps, losses)
        self._last_finite = (int(steps[-1]), float(losses[-1]))
        self.last_step = int(steps[-1])

    def record(self, writer, step, loss, where=None):
        """Logs one step's loss; True at the first non-finite one."""
        writer.add_point(CORE.series.loss, step, loss)
        self.last_step = step
        if math.isfinite(loss):
            self._last_finite = (step, loss)
            return False
        if self._reported:
            return False
        self._reported = True
        payload = dict(where or {}, value=loss)
        if self._last_finite is not None:
            payload["last_finite_step"], payload["last_finite_value"] = self._last_finite
        writer.event(NONFINITE.events.nonfinite_loss, step, payload)
        return True
