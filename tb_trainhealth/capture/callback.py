"""TrainHealth: the Keras 3 callback that runs the probes. No model change.

The per-step path is kept short. A training step streams megabytes through
the CPU caches, so whatever Python runs after it runs cold: each probe's
per-step work, a few microseconds warm, cost tens of microseconds there,
and ~1.5% of the bench MLP's step in all. So after each step the callback
only keeps the step's packed statistics (step_outputs.py) and checks their
one "all finite" float; the probes process the kept steps together, every
`PENDING_STEPS` steps, and at once at a NaN/Inf, at the first step of a
fit, and at the steps a probe asks for (`Probe.wants_step_at_once`).
"""

import atexit
import dataclasses
import typing
import weakref

import keras

from tb_trainhealth.capture import probes as probes_lib
from tb_trainhealth.capture import step_variants
from tb_trainhealth.capture.safety import call_guarded, never_raises, warn_once
from tb_trainhealth.capture.step_outputs import KEY as STEP_OUTPUTS_KEY
from tb_trainhealth.capture.step_outputs import StepOutputs
from tb_trainhealth.capture.writer import DEFAULT_BLOCK_STEPS, RunWriter

# Steps kept before the probes process them (see the module's docstring).
PENDING_STEPS = 25

# Callbacks with steps kept: processed at exit, if an exception left fit.
_with_pending_steps = weakref.WeakSet()


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
        # The per-step path (module docstring): the last step's packed
        # statistics, the steps kept since the probes last ran, and the
        # plan of the steps ahead: which are full (step_variants.py), which
        # the probes want at once, and up to which step it is made.
        self._step_vector = None
        self._pending = []
        self._full_steps, self._steps_at_once, self._planned_until = set(), set(), 0

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
        self._process_pending()  # kept by a fit an exception left early
        self._ensure_run(self.model)
        # Before the train function is made: it captures `train_step`.
        rewrapped = call_guarded(self._run.step_outputs.install, self.model)
        self._each("on_train_begin")
        if rewrapped:
            self.model.make_train_function(force=True)  # traced lazily, at its first call
        # After the probes: one may have rebuilt the train function.
        self._guard_train_function()
        self._first_step_pending = True
        # The first step is processed at once: a model built by it gets
        # its hooks from the second step on.
        self._plan(self._run.step + 1)
        self._steps_at_once.add(self._run.step + 1)
        _with_pending_steps.add(self)

    @never_raises
    def on_epoch_begin(self, epoch, logs=None):
        if self._run is None:
            return
        self._process_pending()  # the loss tracker restarts with the epoch
        self._run.epoch = epoch
        self._epoch_first_step = self._run.step
        self._each("on_epoch_begin")

    def on_train_batch_end(self, batch, logs=None):
        # The per-step path: keep the step, check one float, nothing more
        # unless the step needs it (module docstring).
        run = self._run
        if run is None:
            return
        try:
            # `batch` is the epoch's last step index done (steps_per_execution
            # can run several steps per call).
            run.batch = batch
            run.step = step = self._epoch_first_step + batch + 1
            vector, self._step_vector = self._step_vector, None
            if vector is not None:
                vector = vector.numpy()
                at_once = not StepOutputs.all_finite(vector)
            else:
                # The step handed nothing out (a custom train_step that
                # returns no dict): read the variables, as they are now.
                vector = run.step_outputs.read_now()
                at_once = True
            self._pending.append((step, run.epoch, batch, vector, logs))
            if at_once or step in self._steps_at_once or len(self._pending) >= PENDING_STEPS:
                self._process_pending()
        except Exception:  # never_raises, inlined: this path runs every step
            warn_once(TrainHealth.on_train_batch_end)

    def _process_pending(self):
        """Runs the probes over the kept steps, oldest first, each seeing
        `run.step` (epoch, batch) and `run.step_outputs` as of its step."""
        run = self._run
        pending, self._pending = self._pending, []
        if run is None or not pending:
            return
        latest = (run.step, run.epoch, run.batch)
        outputs = run.step_outputs
        for i, (step, epoch, batch, vector, logs) in enumerate(pending):
            run.step, run.epoch, run.batch = step, epoch, batch
            outputs.current = vector if isinstance(vector, dict) else call_guarded(outputs.unpack, vector) or {}
            outputs.current_is_latest = i == len(pending) - 1
            self._each("on_batch_end", logs)
        run.step, run.epoch, run.batch = latest
        outputs.current, outputs.current_is_latest = {}, False
        # A probe may have rebuilt the train function (a model built late).
        self._guard_train_function()
        self._plan(run.step + 1)

    def _plan(self, first):
        """Which of the steps from `first` on are full, and which the probes
        want at once: asked once for the next PENDING_STEPS steps and more,
        so that no step asks a probe anything."""
        steps = range(first, first + PENDING_STEPS + 1)
        self._full_steps = {s for s in steps if self._any_probe("wants_full_step", s)}
        self._steps_at_once = {s for s in steps if self._any_probe("wants_step_at_once", s)}
        self._planned_until = steps[-1]

    def _any_probe(self, question, step):
        return any(call_guarded(getattr(probe, question), step) for probe in self._probes)

    @never_raises
    def on_epoch_end(self, epoch, logs=None):
        self.flush()

    @never_raises
    def on_train_end(self, logs=None):
        if self._run is None:
            return
        self._process_pending()
        self._each("on_train_end")
        self.flush()
        self._detach()

    def _detach(self):
        # Undo the probes' hooks and drop the train function traced with
        # them: the next fit (with or without us) traces a clean one.
        self._each("detach")
        self._run.step_outputs.uninstall()
        self.model.train_function = None
        _with_pending_steps.discard(self)

    def _each(self, hook, *args):
        """Calls `hook` on every probe, each guarded on its own: one broken
        probe costs a warning, not the other probes or the training."""
        for probe in self._probes:
            call_guarded(getattr(probe, hook), self._run, *args)

    @never_raises
    def flush(self):
        """Processes the kept steps and writes everything buffered to disk
        (also done at exit)."""
        if self._run is not None:
            self._process_pending()
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
            full = callback._next_step_is_full()
            previous = step_variants.set_full(full)
            try:
                logs = versions[full](*args, **kwargs)
            except Exception as error:
                callback._on_step_error(error)
                raise
            finally:
                step_variants.set_full(previous)
            if isinstance(logs, dict):
                # Never into the user's logs.
                callback._step_vector = logs.pop(STEP_OUTPUTS_KEY, None)
            return logs

        train_function._trainhealth_guarded = step_function
        train_function._trainhealth_owner = owner
        self.model.train_function = train_function

    def _next_step_is_full(self):
        """Whether a probe wants the slow statistics at the coming step."""
        run = self._run
        step = (run.step if run is not None else 0) + 1
        if step > self._planned_until:
            call_guarded(self._plan, step)
        return step in self._full_steps

    @never_raises
    def _before_first_step(self, iterator):
        self._each("before_first_step", iterator)

    @never_raises
    def _on_step_error(self, error):
        self._step_error = error
        self._process_pending()
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
        self._process_pending()
        self._each("on_fit_error", error)
        self.flush()


@atexit.register
def _process_pending_at_exit():
    # Steps kept when an exception (another callback's, a KeyboardInterrupt)
    # left fit before on_train_end. Runs before the writers' own flush at
    # exit (atexit runs the last registered first).
    for callback in list(_with_pending_steps):
        callback.flush()


def _optimizer_iterations(model):
    # A resumed model goes on counting where its optimizer left off.
    try:
        return int(model.optimizer.iterations.numpy())
    except Exception:
        return 0
