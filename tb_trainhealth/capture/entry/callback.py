"""TrainHealth: the Keras 3 callback that runs the probes. No model change.

A thin adapter: Keras's callback hooks drive the step engine
(capture/engine/step_engine.py), which owns the train function and runs the
probes that the areas declare (capture/probes/__init__.py).
"""

import keras

from tb_trainhealth.areas.memory import AREA as MEMORY
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.capture.engine import kept_functions
from tb_trainhealth.capture import options as options_lib
from tb_trainhealth.capture import probes as probes_lib
from tb_trainhealth.capture.heal.healing import Healer
from tb_trainhealth.capture.safety import never_raises
from tb_trainhealth.capture.engine.step_engine import PENDING_STEPS  # noqa: F401 (public name)
from tb_trainhealth.capture.engine.training_run import TrainingRun  # noqa: F401 (public name)
from tb_trainhealth.capture.engine.step_engine import StepEngine
from tb_trainhealth.capture.writer import DEFAULT_BLOCK_STEPS


class TrainHealth(keras.callbacks.Callback):
    """Records training diagnostics for the Training Health tab.

    Args:
      logdir: the run's directory; `tensorboard --logdir` its parent (or
        itself) to see it.
      stop_on_nonfinite: stop training at the first NaN/Inf in the loss, a
        layer's output or a gradient, like `keras.callbacks.TerminateOnNaN`,
        with the events already on disk.
      block_steps: series points per written summary.
      options: per-area settings, `{area: {option: value}}`, or `{area:
        False}` to turn an area off. Every area takes `enabled`; their own
        options, with defaults and what each does, are in docs/options.md
        (made from the declarations, tb_trainhealth/areas/): "nonfinite":
        `replay`, `repro_max_bytes`; "memory": `sample_every`, `oom_retry`,
        `max_bytes`, `limit_bytes`; "gradients": `histogram_every`,
        `update_ratio_every`, `full_stats_every`; "convergence":
        `sample_every`, `label_samples`; "attention": `every`;
        "input_pipeline": `timing`, `lint`.
      replay_nonfinite: the same as `options={"nonfinite": {"replay": True}}`.
      overhead_budget: the share of the step time that the slow
        per-layer statistics may take (default 0.05): capture times its
        steps as the run begins and spaces the full steps to hold it (it
        matters on steps under ~2 ms; on longer ones nothing changes). The
        loss, the NaN/Inf sentinel and the first bad step are taken every
        step whatever it says. 0 or None: the statistics run as set. The
        choice is the run's `capture_budget` event (capture/engine/overhead_budget.py).
      heal: repair the run as it trains (docs/healing.md): in-memory
        snapshots of the weights and optimizer state; at a NaN/Inf, an
        exploding gradient norm or a loss spike, roll back to the last good
        snapshot (the updates since are not kept), halve the learning rate
        for 100 steps, add gradient-norm clipping for exploding gradients,
        and go on; on an OOM, the memory area's `oom_retry` searches the
        batch size that fits, and autolog's (`tb-trainhealth run`'s) fit goes
        on at it. Each repair is a `heal_repair` event and the run's
        status reads "healed"; a repair that does not help stops the run.
        Off by default: then nothing in the step changes.
    """

    def __init__(self, logdir, *, stop_on_nonfinite=True, block_steps=DEFAULT_BLOCK_STEPS, options=None,
                 replay_nonfinite=False, overhead_budget=options_lib.DEFAULT_OVERHEAD_BUDGET, heal=False):
        super().__init__()
        if replay_nonfinite:
            options = _with_replay(options)
        if heal is True:
            options = _with_oom_retry(options)
        self.logdir = str(logdir)
        self.stop_on_nonfinite = bool(stop_on_nonfinite)
        self.heal = options_lib.heal(heal)
        # heal: one more participant of the engine, after the probes.
        healer = [Healer(self.stop_on_nonfinite)] if self.heal else []
        self.engine = StepEngine(
            probes_lib.make_probes(options) + healer,
            self.logdir, block_steps, self.stop_on_nonfinite, budget=options_lib.overhead_budget(overhead_budget),
        )
        # What this callback records, and how: a later callback with the
        # same settings may go on with this one's engine (on_train_begin).
        self.engine.settings = (self.logdir, block_steps, self.stop_on_nonfinite, repr(options),
                                options_lib.overhead_budget(overhead_budget), self.heal)
        self.fit_arguments = None  # set by autolog around each fit

    @property
    def healer(self):
        """heal's participant of this callback's engine (None: heal is off,
        or it failed and turned itself off)."""
        return next((p for p in self.engine.probes if isinstance(p, Healer)), None)

    @property
    def _run(self):
        return self.engine.run

    # Legacy Keras 2 (tf_keras, `TF_USE_LEGACY_KERAS=1`) calls these on
    # every callback it is given; a Keras 3 callback has none of them.
    # Which batch hooks run: the train batch's only. Logs as numbers, not
    # tensors (tf_keras converts them once for every callback).
    _supports_tf_logs = False

    def _implements_train_batch_hooks(self):
        return True

    def _implements_test_batch_hooks(self):
        return False

    def _implements_predict_batch_hooks(self):
        return False

    @never_raises
    def on_train_begin(self, logs=None):
        self._go_on_with_kept_engine()
        self.engine.begin_fit(self.model, self.fit_arguments, params=self.params)

    def _go_on_with_kept_engine(self):
        """A new callback at each fit of one model, with the same logdir and
        settings, goes on with the engine of the last one
        (kept_functions.py): its run, and the train function Keras would
        reuse bare, traced once."""
        kept = kept_functions.engine_of(self.model)
        if kept is not None and kept is not self.engine and getattr(kept, "settings", None) == self.engine.settings:
            self.engine = kept

    @never_raises
    def on_epoch_begin(self, epoch, logs=None):
        self.engine.begin_epoch(epoch)

    def on_train_batch_end(self, batch, logs=None):
        try:
            self.engine.step_done(batch, logs)
        except Exception as error:  # never_raises, inlined: this path runs every step
            self.engine.capture_failed(error)

    @never_raises
    def on_epoch_end(self, epoch, logs=None):
        self.engine.end_epoch(logs)

    @never_raises
    def on_train_end(self, logs=None):
        self.engine.end_fit()

    @never_raises
    def flush(self):
        """Processes the kept steps and writes everything buffered to disk
        (also done at exit)."""
        self.engine.flush()

    @never_raises
    def release(self):
        """Autolog, as a fit ends: everything written, the event file
        closed and the model let go (`StepEngine.release`)."""
        self.engine.release()
        if not self.engine.in_fit:
            self.set_model(None)

    @never_raises
    def script_failed(self, error):
        """Called by `tb-trainhealth run` when the script died outside any
        fit, after this callback's last one (a `predict` on bad data): the
        run is not healthy, so its crash is written into it."""
        self.engine.script_failed(error)

    @never_raises
    def fit_failed(self, model, error):
        """Called by autolog when an exception leaves `fit`."""
        self.engine.fit_failed(model, error, self.fit_arguments)


def _with_oom_retry(options):
    """heal=True: `options` with the memory area's oom_retry on (the fit
    wrapper of autolog and `tb-trainhealth run` goes on at the batch size
    that fits: capture/entry/autolog.py), unless the user set it or turned the
    area off."""
    options = dict(options or {})
    name = MEMORY.name
    given = options.get(name)
    if given is False or (isinstance(given, dict) and "oom_retry" in given):
        return options
    options[name] = {**(given if isinstance(given, dict) else {}), "oom_retry": True}
    return options


def _with_replay(options):
    """`options` with the nonfinite area's replay on, unless the area is off."""
    options = dict(options or {})
    name = NONFINITE.name
    if options.get(name) is not False:
        options[name] = {**(options.get(name) or {}), "replay": True}
    return options
