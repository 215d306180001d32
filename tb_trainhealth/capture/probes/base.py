"""The base of every participant of the step engine (`Probe`): each hook
optional. The probe contract is the package's docstring
(capture/probes/__init__.py); heal (capture/heal/healing.py) is a
participant too, through the same hooks and three of its own
(`judge_step`, `after_round`, `release`)."""


class Probe:
    """Base class: every hook is optional."""

    area = None  # the name of the area it belongs to, set by make_probes
    # Whether it, not the probes, stops the run at a NaN/Inf (heal, which
    # repairs first): while it runs, `run.stop_on_nonfinite` is False.
    stops_nonfinite = False

    @classmethod
    def from_options(cls, options):
        """The probe made with its area's options (`options`: {name: value},
        every option the area declares, resolved: areas/<name>.py). A probe
        with options reads the ones it takes here, by name; one with none
        is made plain."""
        return cls()

    def in_words(self):
        """Who it is, in the warning and the `capture_error` event of a
        failure of its own."""
        return f"the {self.area} area"

    def on_train_begin(self, run):
        pass

    def on_epoch_begin(self, run):
        pass

    def on_batch_end(self, run, logs):
        """One training step: `run.step` (epoch, batch) is that step and
        `run.step_outputs.read(name)` its statistics. Called for the kept
        steps together, oldest first, a few steps after they ran (see
        capture/engine/step_engine.py), or right after, where `wants_step_at_once`."""

    def on_steps_end(self, run, steps):
        """Several kept steps at once (a `StepBatch`, capture/engine/step_outputs.py:
        consecutive, all finite, none the last step run), before the last
        one goes through `on_batch_end`. A probe whose per-step work costs
        can do it over the batch's arrays (`steps.read(name)`); by default,
        `on_batch_end` for each step in turn. Either way it must record
        exactly what `on_batch_end` would (tests/test_step_batches.py)."""
        for logs in steps.one_by_one(run):
            self.on_batch_end(run, logs)

    def on_epoch_end(self, run, logs):
        """The epoch is over: `logs` are its metrics as Keras reports them
        (the epoch's means; val_* where there was validation). Every step
        of the epoch has been through `on_batch_end` before."""

    def on_train_end(self, run):
        pass

    def detach(self, run):
        """`fit` is over: undo what the probe changed on the model or its
        optimizer, so later fits (and evaluate/predict) run untouched."""

    def in_step_begin(self, run, data):
        """Traced at the start of each train step, before the model's own
        `train_step`, with the batch `data` as Keras hands it to train_step
        (x, (x, y) or (x, y, sample_weight), possibly nested). Returns
        {name: tensor} of small statistics (fully known static shapes;
        names prefixed with the area's), or None: each is handed out with
        the step and read in `on_batch_end` as `run.step_outputs.read(name)`.
        Packed as float32: hand out durations, not epoch timestamps.
        `step_variants.is_full()` says whether the full step is traced."""

    def in_step_end(self, run, data, logs):
        """The same, traced after the model's `train_step` returned `logs`;
        its ops run after the step's update (control dependencies on the
        logs)."""

    def wants_full_step(self, step):
        """Whether `step` (1-based) should run the full version of the
        train function, with the slow statistics (capture/engine/step_variants.py)."""
        return False

    def needs_full_step(self, step):
        """Whether `step` itself must run the full version (a statistic of
        that very step). With steps_per_execution > 1 a call runs one
        version for all its steps, and the engine runs the full one only in
        so many calls, for as many steps as the probes want full in all
        (step_engine.py), but always for a call that holds such a step."""
        return False

    def wants_step_at_once(self, step):
        """Whether `step` must be processed right after it runs: its work
        reads the model as that step left it (weights, say)."""
        return False

    def before_first_step(self, run, iterator):
        """Once per fit, before its first step runs. `iterator` is what
        Keras hands the train function (a tf.data or distributed iterator:
        its `element_spec` describes the batches without consuming one)."""

    def on_step_error(self, run, error):
        """An exception is leaving a training step; it is re-raised after
        every probe has seen it and the writer is flushed."""

    def judge_step(self, run, step, vector):
        """The per-step path, as each step is kept (only a participant that
        overrides it is asked): `vector` is the step's packed statistics
        (packed by `run.step_outputs`). True where the kept
        steps are to be processed at once. Keep it to a few float reads."""
        return False

    def after_round(self, run, pending):
        """In a fit, after every probe processed a round of kept steps
        (`pending`: (step, epoch, batch, vector, logs, replica), oldest
        first), before the train function is traced again where asked."""

    def release(self, run):
        """Between fits (autolog, a k-fold loop): let go of what holds the
        model's variables, so that a model the script drops is freed."""

    def on_fit_error(self, run, error):
        """An exception left `fit` that no step guard saw: raised before
        on_train_begin (Keras's data adapter, a build under a distribution
        strategy) or outside the train function (validation). Only autolog's
        fit wrapper sees these; `run.fit_args` holds fit's arguments."""
