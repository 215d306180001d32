"""TrainHealth: the Keras 3 callback that runs the probes. No model change."""

import dataclasses
import typing

import keras

from tb_trainhealth.capture import probes as probes_lib
from tb_trainhealth.capture import step_variants
from tb_trainhealth.capture.safety import call_guarded, never_raises
from tb_trainhealth.capture.step_outputs import KEY as STEP_OUTPUTS_KEY
from tb_trainhealth.capture.step_outputs import StepOutputs
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
    fit_args: typing.Optional[dict] = None  # fit's own arguments, where autolog saw them
    # The probes' in-graph statistics, handed out by the step itself.
    step_outputs: StepOutputs = dataclasses.field(default_factory=StepOutputs)


class TrainHealth(keras.callbacks.Callback):
    """Records training diagnostics for the Training Health tab.

    Args:
      logdir: the run's directory; `tensorboard --logdir` its parent (or
        itself) to see it.
      stop_on_nonfinite: stop training at the first NaN/Inf in the loss, a
        layer's output or a gradient, like `keras.callbacks.TerminateOnNaN`,
        with the events already on disk.
      block_steps: series points per written summary.
      gradients: record per-layer gradient statistics (hooks the optimizer).
      histogram_every: steps between per-layer gradient histograms (0: none).
      update_ratio_every: steps between update/weight ratios (0: none); each
        costs a host copy of the weights.
      full_stats_every: steps between max |g|, gradient zero counts and
        weight norms (carried over in between); gradient norms and the
        NaN/Inf checks are every step.
    """

    def __init__(
        self,
        logdir,
        *,
        stop_on_nonfinite=True,
        block_steps=DEFAULT_BLOCK_STEPS,
        gradients=True,
        histogram_every=None,
        update_ratio_every=None,
        full_stats_every=None,
    ):
        super().__init__()
        self.logdir = str(logdir)
        self.stop_on_nonfinite = bool(stop_on_nonfinite)
        self._block_steps = block_steps
        self._probes = probes_lib.default_probes(
            gradients=gradients,
            histogram_every=histogram_every,
            update_ratio_every=update_ratio_every,
            full_stats_every=full_stats_every,
        )
        self._run = None
        self._epoch_first_step = 0
        self._first_step_pending = False
        self.fit_arguments = None  # set by autolog around each fit
        self._step_error = None  # the last exception the step guard saw

    def _ensure_run(self, model):
        if self._run is None:
            self._run = TrainingRun(
                model=model,
                writer=RunWriter(self.logdir, self._block_steps),
                stop_on_nonfinite=self.stop_on_nonfinite,
                step=_optimizer_iterations(model),
            )
        self._run.model = model
        self._run.fit_args = self.fit_arguments

    @never_raises
    def on_train_begin(self, logs=None):
        self._ensure_run(self.model)
        # Before the train function is made: it captures `train_step`.
        rewrapped = call_guarded(self._run.step_outputs.install, self.model)
        self._each("on_train_begin")
        if rewrapped:
            self.model.make_train_function(force=True)  # traced lazily, at its first call
        # After the probes: one may have rebuilt the train function.
        self._guard_train_function()
        self._first_step_pending = True

    @never_raises
    def on_epoch_begin(self, epoch, logs=None):
        if self._run is None:
            return
        self._run.epoch = epoch
        self._epoch_first_step = self._run.step
        self._each("on_epoch_begin")

    @never_raises
    def on_train_batch_end(self, batch, logs=None):
        if self._run is None:
            return
        # `batch` is the epoch's last step index done (steps_per_execution
        # can run several steps per call).
        self._run.batch = batch
        self._run.step = self._epoch_first_step + batch + 1
        self._each("on_batch_end", logs)
        # A probe may have rebuilt the train function (a model built late).
        self._guard_train_function()

    @never_raises
    def on_epoch_end(self, epoch, logs=None):
        self.flush()

    @never_raises
    def on_train_end(self, logs=None):
        if self._run is None:
            return
        self._each("on_train_end")
        self.flush()
        self._detach()

    def _detach(self):
        # Undo the probes' hooks and drop the train function traced with
        # them: the next fit (with or without us) traces a clean one.
        self._each("detach")
        self._run.step_outputs.uninstall()
        self.model.train_function = None

    def _each(self, hook, *args):
        """Calls `hook` on every probe, each guarded on its own: one broken
        probe costs a warning, not the other probes or the training."""
        for probe in self._probes:
            call_guarded(getattr(probe, hook), self._run, *args)

    def flush(self):
        """Writes everything buffered to disk (also done at exit)."""
        if self._run is not None:
            self._run.writer.flush()

    def _guard_train_function(self):
        """Wraps the model's train function: each step runs the regular or
        the full version of it (step_variants.py), the probes' statistics
        come off its logs (step_outputs.py), and probes see an exception
        raised inside a step (a shape error at trace time, an OOM), its
        event on disk before the exception, unchanged, leaves `fit`."""
        step_function = getattr(self.model, "train_function", None)
        if step_function is None:
            return
        if hasattr(step_function, "_trainhealth_guarded"):
            # Guarded by an earlier TrainHealth of this model: hand it over.
            step_function._trainhealth_owner[0] = self
            return
        # The full version of the step (see step_variants.py): a second
        # train function, traced with the slow statistics at its first call.
        self.model.make_train_function(force=True)
        versions = {False: step_function, True: self.model.train_function}
        owner = [self]

        def train_function(*args, **kwargs):
            callback = owner[0]
            if callback._first_step_pending:
                callback._first_step_pending = False
                callback._before_first_step(args[0] if args else None)
            full = bool(call_guarded(callback._next_step_is_full))
            try:
                with step_variants.tracing(full):
                    logs = versions[full](*args, **kwargs)
            except Exception as error:
                callback._on_step_error(error)
                raise
            callback._take_step_outputs(logs)
            if isinstance(logs, dict):
                logs.pop(STEP_OUTPUTS_KEY, None)  # never into the user's logs
            return logs

        train_function._trainhealth_guarded = step_function
        train_function._trainhealth_owner = owner
        self.model.train_function = train_function

    def _next_step_is_full(self):
        """Whether a probe wants the slow statistics at the coming step."""
        if self._run is None:
            return True
        step = self._run.step + 1
        return any(call_guarded(probe.wants_full_step, step) for probe in self._probes)

    @never_raises
    def _take_step_outputs(self, logs):
        if self._run is not None:
            self._run.step_outputs.take(logs)

    @never_raises
    def _before_first_step(self, iterator):
        self._each("before_first_step", iterator)

    @never_raises
    def _on_step_error(self, error):
        self._step_error = error
        self._each("on_step_error", error)
        self.flush()
        self._detach()

    @never_raises
    def fit_failed(self, model, error):
        """Called by autolog when an exception leaves `fit`: probes get
        `on_fit_error` for one that no step guard saw (raised before
        on_train_begin, or outside the train function), then it is flushed."""
        if error is self._step_error:
            self._step_error = None
            return
        self._ensure_run(model)
        self._each("on_fit_error", error)
        self.flush()


def _optimizer_iterations(model):
    # A resumed model goes on counting where its optimizer left off.
    try:
        return int(model.optimizer.iterations.numpy())
    except Exception:
        return 0
