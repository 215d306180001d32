"""TrainHealth: the Keras 3 callback that runs the probes. No model change."""

import dataclasses
import typing

import keras

from tb_trainhealth.capture import probes as probes_lib
from tb_trainhealth.capture.safety import never_raises
from tb_trainhealth.capture.writer import DEFAULT_BLOCK_STEPS, RunWriter


@dataclasses.dataclass
class TrainingRun:
    """What the probes see: shared by every probe of one callback."""

    model: typing.Any
    writer: RunWriter
    stop_on_nonfinite: bool
    step: int = 0  # 1-based global training step, like optimizer.iterations
    epoch: int = 0
    batch: int = 0  # batch index within the epoch, as Keras counts it


class TrainHealth(keras.callbacks.Callback):
    """Records training diagnostics for the Training Health tab.

    Args:
      logdir: the run's directory; `tensorboard --logdir` its parent (or
        itself) to see it.
      stop_on_nonfinite: stop training at the first NaN/Inf loss, like
        `keras.callbacks.TerminateOnNaN`, with the event already on disk.
      block_steps: series points per written summary.
    """

    def __init__(self, logdir, *, stop_on_nonfinite=True, block_steps=DEFAULT_BLOCK_STEPS):
        super().__init__()
        self.logdir = str(logdir)
        self.stop_on_nonfinite = bool(stop_on_nonfinite)
        self._block_steps = block_steps
        self._probes = probes_lib.default_probes()
        self._run = None
        self._epoch_first_step = 0
        self._first_step_pending = False

    @never_raises
    def on_train_begin(self, logs=None):
        if self._run is None:
            self._run = TrainingRun(
                model=self.model,
                writer=RunWriter(self.logdir, self._block_steps),
                stop_on_nonfinite=self.stop_on_nonfinite,
                step=_optimizer_iterations(self.model),
            )
        self._run.model = self.model
        for probe in self._probes:
            probe.on_train_begin(self._run)
        # After the probes: one may have rebuilt the train function.
        self._guard_train_function()
        self._first_step_pending = True

    @never_raises
    def on_epoch_begin(self, epoch, logs=None):
        if self._run is None:
            return
        self._run.epoch = epoch
        self._epoch_first_step = self._run.step
        for probe in self._probes:
            probe.on_epoch_begin(self._run)

    @never_raises
    def on_train_batch_end(self, batch, logs=None):
        if self._run is None:
            return
        # `batch` is the epoch's last step index done (steps_per_execution
        # can run several steps per call).
        self._run.batch = batch
        self._run.step = self._epoch_first_step + batch + 1
        for probe in self._probes:
            probe.on_batch_end(self._run, logs)

    @never_raises
    def on_epoch_end(self, epoch, logs=None):
        self.flush()

    @never_raises
    def on_train_end(self, logs=None):
        if self._run is None:
            return
        for probe in self._probes:
            probe.on_train_end(self._run)
        self.flush()

    def flush(self):
        """Writes everything buffered to disk (also done at exit)."""
        if self._run is not None:
            self._run.writer.flush()

    def _guard_train_function(self):
        """Wraps the model's train function so that probes see an exception
        raised inside a step (a shape error at trace time, an OOM) and its
        event is on disk before the exception, unchanged, leaves `fit`."""
        step_function = getattr(self.model, "train_function", None)
        if step_function is None or hasattr(step_function, "_trainhealth_guarded"):
            return
        callback = self

        def train_function(*args, **kwargs):
            if callback._first_step_pending:
                callback._first_step_pending = False
                callback._before_first_step(args[0] if args else None)
            try:
                return step_function(*args, **kwargs)
            except Exception as error:
                callback._on_step_error(error)
                raise

        train_function._trainhealth_guarded = step_function
        self.model.train_function = train_function

    @never_raises
    def _before_first_step(self, iterator):
        for probe in self._probes:
            probe.before_first_step(self._run, iterator)

    @never_raises
    def _on_step_error(self, error):
        for probe in self._probes:
            probe.on_step_error(self._run, error)
        self.flush()


def _optimizer_iterations(model):
    # A resumed model goes on counting where its optimizer left off.
    try:
        return int(model.optimizer.iterations.numpy())
    except Exception:
        return 0
