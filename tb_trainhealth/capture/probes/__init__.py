"""Probes: one module per area, each recording its own evidence.

The probe contract (docs/design.md, "The area contract"). A probe gets the
callback's hooks with a `TrainingRun` (the model, the writer, the current
step and epoch). It never rebuilds the train function itself: it says what
it needs, and the step engine (capture/engine/step_engine.py) provides it.

- Its in-graph statistics: `run.hand_out(name, variable)` registers a
  variable that every step returns with its metrics; the step's value is
  `run.step_outputs.read(name)` in `on_batch_end`. With `full_only=True`
  only full steps return it (a variable only they write).
- Tensors computed in the step itself (statistics of the batch,
  timestamps): `in_step_begin` / `in_step_end` return {name: tensor},
  handed out like a registered variable and read the same way.
- Hooks it put into the step (layer calls, the optimizer): `run.retrace()`
  asks for the train function to be traced again, once the hooks of this
  round are in.
- Its per-step host work may go over many steps at once:
  `on_steps_end(run, steps)`, by default `on_batch_end` for each.
- How often it wants the slow statistics: `wants_full_step(step)`, and at
  which steps exactly, whatever steps_per_execution: `needs_full_step`; which
  steps it must see right after they ran: `wants_step_at_once(step)`.
- A private Keras/TF API it leans on comes from capture/internals.py; if
  that raises `MissingInternal`, the engine turns the probe off, with one
  warning, and training goes on.

Which probes run is declared by the areas (`Area.probes`); `make_probes`
builds them with each area's options (capture/options.py).
"""

import importlib
import inspect

from tb_trainhealth import areas as areas_lib
from tb_trainhealth.capture import options as options_lib


class Probe:
    """Base class: every hook is optional."""

    area = None  # the name of the area it belongs to, set by make_probes

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

    def on_fit_error(self, run, error):
        """An exception left `fit` that no step guard saw: raised before
        on_train_begin (Keras's data adapter, a build under a distribution
        strategy) or outside the train function (validation). Only autolog's
        fit wrapper sees these; `run.fit_args` holds fit's arguments."""


def make_probes(options=None):
    """The probes of every enabled area, in area order, each made with its
    area's options (`options`: as TrainHealth takes them)."""
    resolved = options_lib.resolve(options)
    probes = []
    for area in areas_lib.all_areas():
        settings = dict(resolved[area.name])
        if not settings.pop(options_lib.ENABLED):
            continue
        for path in area.probes:
            module, _, name = path.partition(":")
            factory = getattr(importlib.import_module(module), name)
            probe = factory(**_taken_by(factory, settings))
            probe.area = area.name
            probes.append(probe)
    return probes


def _taken_by(factory, settings):
    """The area's settings that `factory` takes: an area with several
    probes declares the options of all of them (the nonfinite area's
    `replay` is its data probe's, not its sentinel's)."""
    parameters = inspect.signature(factory).parameters
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values()):
        return settings
    return {key: value for key, value in settings.items() if key in parameters}
