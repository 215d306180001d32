"""The step engine: the one component that owns the model's train function.

It wraps `train_step` so each step hands out the probes' statistics
(step_outputs.py), keeps the two versions of the train function (regular
and full, step_variants.py), guards each step (a probe sees an exception
leaving it, its event on disk first) and keeps the steps for the probes to
process. Probes never touch the train function: they ask, through the
contract in capture/probes/__init__.py. `TrainHealth` (a Keras callback)
and `Monitor` (custom loops) both drive it.

The per-step path is kept short. A training step streams megabytes through
the CPU caches, so whatever Python runs after it runs cold: each probe's
per-step work, a few microseconds warm, cost tens of microseconds there,
and ~1.5% of the bench MLP's step in all. So after each step the engine
only keeps the step's packed statistics and checks their one "all finite"
float; the probes process the kept steps together, once there are
`PENDING_STEPS` of them and `PENDING_SECONDS` have passed, and at once at
a NaN/Inf, at the first step of a fit, and at the steps a probe asks for
(`Probe.wants_step_at_once`).

Processing costs too: on a sub-millisecond step, a probe's Python per step
is as long as the step. So the kept steps before the last one, where they
are all finite and of one layout, go to each probe as one `StepBatch`
(`Probe.on_steps_end`: the probes with per-step work that shows do it over
the batch's arrays); the last step, which a probe may read the model as
it is now for, goes through `on_batch_end` alone, as does every kept step
where a NaN/Inf is among them.
"""

import atexit
import logging
import time
import weakref

from tb_trainhealth.capture import internals
from tb_trainhealth.capture.engine import kept_functions, overhead_budget, step_variants
from tb_trainhealth.capture.engine import workers
from tb_trainhealth.capture.internals import MissingInternal
from tb_trainhealth.capture.probes import Probe
from tb_trainhealth.capture.probes.crash import write_capture_error
from tb_trainhealth.capture.safety import call_guarded, passes_through
from tb_trainhealth.capture.engine.step_outputs import KEY as STEP_OUTPUTS_KEY
from tb_trainhealth.capture.engine.step_outputs import KEY_ROWS as STEP_ROWS_KEY
from tb_trainhealth.capture.engine.step_outputs import StepBatch, StepOutputs, StepRows, as_step_tensors
from tb_trainhealth.capture.engine.training_run import TrainingRun

logger = logging.getLogger("tb_trainhealth")

# Steps kept before the probes process them (see the module's docstring),
# and the least time between two such rounds. A round has a fixed cost
# (the plan, every probe's hooks, the last step alone, the host's
# run-queue read: 3 of the 6 ms a round of 25 steps took on the bench
# transformer), so steps wait for the time, not the count: with
# steps_per_execution=32 on the bench MLP a round every call (32 steps)
# was a quarter of the step time; at 0.25 s apart the rounds were 1% of
# the transformer's, at a second apart their fixed cost is 0.3% at most.
# Nothing waits on it: a NaN/Inf, a fit's first step and the steps a
# probe wants at once are processed at once, and the writer's blocks go
# out every 200 steps or 10 s anyway.
PENDING_STEPS = 25
PENDING_SECONDS = 1.0

# A step the probes only want full is left regular where a step that needs
# a full one (a fit's last, say) comes within this many steps: that one
# takes the same samples a step or two later (a fit of 52 steps ran full at
# 51, the tenth, and again at 52, its last). Not where a step this close
# before ran full: a schedule that dense (histograms every 2 steps) keeps
# each of its steps.
NEEDED_SOON = 2

# Engines with steps kept: processed at exit, if an exception left fit.
_with_pending_steps = weakref.WeakSet()


class StepEngine:
    def __init__(self, probes, logdir, block_steps, stop_on_nonfinite, budget=overhead_budget.DEFAULT):
        # The participants, in the order their hooks run: the areas'
        # probes, then heal where it is on (capture/heal/healing.py: it
        # judges each step as it is kept and repairs after the probes).
        self.probes = list(probes)
        # Those of them asked on the per-step path, kept with `probes`
        # (a list read every step, not made every step).
        self._judges = _overriding(self.probes, "judge_step")
        # How often full steps run on short steps (overhead_budget.py).
        self.budget = overhead_budget.OverheadBudget(budget)
        self._logdir, self._block_steps = logdir, block_steps
        self._stop_on_nonfinite = stop_on_nonfinite
        self.run = None
        self.model = None
        self._epoch_first_step = 0
        self._first_step_pending = False
        self._step_error = None  # the last exception the step guard saw
        self._owns_train_function = False  # in a fit; not in a custom loop
        self._keras_function = None  # the train function Keras handed this fit
        # The per-step path (module docstring): the last step's packed
        # statistics, the steps kept since the probes last ran, and the
        # plan of the steps ahead: which are full (step_variants.py), which
        # the probes want at once, and up to which step it is made.
        self._step_vector = None
        self._step_rows = None  # steps_per_execution > 1: every step's vector of the call
        self._rows_done = None  # the steps that had written rows at the last call
        self._per_call = 1  # the fit's steps_per_execution (tf_keras's is a variable: read once)
        # Reads of a step's statistics from the device (each a sync of the
        # host with it): one per call of the train function, counted for
        # the tests and bench/steps_per_execution.py.
        self.host_reads = 0
        self._pending = []
        self._processed_at = 0.0  # time.monotonic() of the last round of processing
        self._full_steps, self._steps_needing_full, self._steps_at_once = set(), set(), set()
        self._first_planned, self._planned_until = 1, 0
        # steps_per_execution > 1: steps wanted full that ran in regular calls
        # since the last full call (`_next_step_is_full`).
        self._full_steps_owed = 0
        self.off = False  # capture failed for this run (capture_failed)
        self.settings = None  # what TrainHealth made it with (callback.py)
        # Set while a call traces the user's step, where that step draws
        # from seeded stateful random ops (`_step_traced`).
        self._traced_random_step = False

    @property
    def in_fit(self):
        """Whether a fit (or a train_on_batch loop) holds the train function."""
        return self._owns_train_function

    def ensure_run(self, model, fit_args=None):
        if self.run is None:
            self.run = TrainingRun(
                model=model,
                writer=workers.run_writer(self._logdir, self._block_steps),
                stop_on_nonfinite=self._stops_on_nonfinite(),
                step=_optimizer_iterations(model),
            )
        self.run.model = model
        self.run.fit_args = fit_args
        self.model = model
        return self.run

    # Driven by TrainHealth (a Keras fit).

    def begin_fit(self, model, fit_args, params=None):
        """A fit begins (`params`: Keras's, as callbacks get them; None for
        a train_on_batch loop)."""
        self.process_pending()  # kept by a fit an exception left early
        internals.warn_if_versions_differ()
        run = self.ensure_run(model, fit_args)
        run.fit_params = dict(params or {})
        run.fit_locals = self._fit_locals() if params is not None else None
        try:
            internals.check_step_hooks(model)
        except MissingInternal as error:
            # Nothing is hooked yet: the fit runs as Keras's own, and no
            # probe (nor heal) runs beside it.
            self.probes, self._judges = [], []
            self.capture_failed(error)
            return
        self._owns_train_function = True
        self._rows_done = None  # this fit's first call counts its steps from Keras's index
        self._per_call = internals.steps_per_execution(model)
        if self._per_call > 1:
            call_guarded(self.budget.not_measured, run.writer, run.step + 1,
                         "steps_per_execution > 1: the per-layer statistics run as set")
        # The function Keras hands this fit (given back at its end), and
        # ours, kept from the last fit where Keras reused its own.
        self._keras_function = internals.train_function(model)
        kept = call_guarded(kept_functions.take, model, self, self._keras_function)
        run.outputs_added = False
        # Before the train function is made: it captures `train_step`.
        if call_guarded(run.step_outputs.install, model):
            run.retrace_wanted = True
        run.step_outputs.in_step = self._in_step
        run.step_outputs.on_failure = self.capture_failed
        run.step_outputs.on_traced = self._step_traced
        self.each("on_train_begin")
        if kept is not None and (not run.outputs_added or _one_version(kept) is not None):
            # (A step of one version is never traced again for a statistic
            # added since: it would draw its random numbers afresh.)
            # The probes hooked the model as they did for the kept trace.
            run.retrace_wanted = False
            kept._trainhealth_owner[0] = self
            internals.set_train_function(model, kept)
        self._retrace_if_wanted()
        self._guard_train_function()
        self._first_step_pending = True
        # The first step is processed at once: a model built by it gets
        # its hooks from the second step on.
        self._plan(run.step + 1)
        self._steps_at_once.add(run.step + 1)
        _with_pending_steps.add(self)

    def _fit_locals(self):
        """Fit's locals (`TrainingRun.fit_locals`), read from the callback
        hook fit runs; where its frame is not found, the probes that read
        them go on without (one warning)."""
        try:
            return internals.fit_frame_locals()
        except MissingInternal as error:
            internals.note_missing(error, "the memory and data probes go on without fit's arguments")
            return None

    def begin_epoch(self, epoch):
        if self.run is None:
            return
        self.process_pending()  # the loss tracker restarts with the epoch
        self.run.epoch = epoch
        self._epoch_first_step = self.run.step
        self.each("on_epoch_begin")

    def begin_loop_step(self):
        """A train_on_batch call is about to run its step: the loop is one
        long epoch whose steps count on from the last (Keras numbers each
        call's batch 0). Nothing is processed here: a round a call was most
        of the cost of capture on a train_on_batch loop."""
        if self.run is not None:
            self._epoch_first_step = self.run.step

    def step_done(self, batch, logs):
        """The per-step path: keep the step, check one float, nothing more
        unless the step needs it (module docstring). `batch` is the epoch's
        last step index done (steps_per_execution can run several steps
        per call)."""
        run = self.run
        if run is None or self.off:
            return
        previous = run.step
        run.batch = batch
        run.step = self._epoch_first_step + batch + 1
        vector, self._step_vector = self._step_vector, None
        rows, self._step_rows = self._step_rows, None
        if rows is not None:
            at_once = self._keep_steps_of_call(rows, previous, logs)
        else:
            at_once = self._keep_step(vector, logs)
        # Processed now: a NaN/Inf, or a step a probe (or heal) asked for;
        # else once enough steps and time have gathered.
        if at_once or any(s in self._steps_at_once for s in range(previous + 1, run.step + 1)):
            self.process_pending()
        elif len(self._pending) >= PENDING_STEPS and time.monotonic() - self._processed_at >= PENDING_SECONDS:
            # No step of these asked for anything: the plan ahead stands.
            self.process_pending(replan=False)

    def _keep_step(self, vector, logs):
        """Keeps the step of a call that ran one (`vector`: its packed
        statistics, or None); True where it is to be processed at once."""
        run = self.run
        summed = _replicas_summed(self.model)
        if summed > 1 and logs:
            # The probes' copy, as means (the user's logs stay Keras's).
            logs = {k: v / summed if isinstance(v, (int, float)) else v for k, v in logs.items()}
        replica = {}
        if vector is not None:
            self.host_reads += 1
            vector = vector.numpy()
            if vector.ndim == 2:  # one row per replica (step_outputs.py)
                vector, replica = StepOutputs.of_replicas(vector)
            elif summed > 1:
                vector = vector / summed
            at_once = not StepOutputs.all_finite(vector)
        else:
            # The step handed nothing out (a custom train_step that
            # returns no dict): read the variables, as they are now.
            vector = run.step_outputs.read_now()
            at_once = True
        self._pending.append((run.step, run.epoch, run.batch, vector, logs, replica))
        if self._judges:
            at_once = self._judged(run.step, vector) or at_once
        return at_once

    def _keep_steps_of_call(self, rows, previous, logs):
        """Keeps each step of a call that ran several (`rows`: every step's
        vector, StepRows), oldest first; True where they are to be
        processed at once. `previous`: the last step before the call."""
        run = self.run
        step, batch, per_call = run.step, run.batch, self._per_call
        self.host_reads += 1
        kept = rows.numpy()
        count = max(1, min(step - previous, per_call))
        ran = StepRows.steps_run(kept, self._rows_done)
        self._rows_done = StepRows.steps_done(kept)
        if ran is not None and ran < count:
            # The epoch's last call ran fewer steps than Keras reports
            # (its end index is the call's first plus steps_per_execution).
            run.step, run.batch = step, batch = step - (count - ran), batch - (count - ran)
            count = ran
        vectors = StepRows.rows_of(kept, per_call, count)
        at_once = not all(StepOutputs.all_finite(v) for v in vectors)
        for i, row in enumerate(vectors):
            back = count - 1 - i
            self._pending.append((step - back, run.epoch, batch - back, row, logs, {}))
            if self._judges:
                at_once = self._judged(step - back, row) or at_once
        return at_once

    def _judged(self, step, vector):
        """The participants' per-step judgement (`Probe.judge_step`: heal's):
        True where one wants the kept steps processed now. One that fails
        is turned off, like any probe."""
        at_once = False
        for judge in list(self._judges):
            try:
                at_once = judge.judge_step(self.run, step, vector) or at_once
            except Exception as error:
                self._turn_off(judge, "judge_step", error)
        return at_once

    def end_epoch(self, logs):
        """The epoch is over: the probes see its logs (the epoch's metrics,
        val_* included), then everything is written."""
        if self.run is None:
            return
        self.process_pending()
        self.each("on_epoch_end", dict(logs or {}))
        self.flush()

    def script_failed(self, error):
        """The script died outside a fit, after this engine's last one."""
        if self.run is None:
            return
        from tb_trainhealth.capture.probes.crash import write_training_error

        self.process_pending()
        write_training_error(self.run.writer, self.run.step, error, phase="script", epoch=self.run.epoch)
        self.flush()

    def end_fit(self):
        if self.run is None:
            return
        if self.off and not self._owns_train_function:
            # Capture never took this fit (its hooks missing: begin_fit).
            self.run.fit_locals = None
            self.flush()
            return
        self.process_pending()
        self.each("on_train_end")
        self.flush()
        self._detach(keep=True)

    def fit_failed(self, model, error, fit_args=None):
        """An exception left `fit` (autolog sees it): probes get
        `on_fit_error` for one that no step guard saw (raised before
        on_train_begin, or outside the train function), then it is flushed."""
        if error is self._step_error:
            self._step_error = None
            return
        self.ensure_run(model, fit_args)
        self.process_pending()
        self.each("on_fit_error", error)
        self.flush()
        if fit_args is not None and self._owns_train_function:
            # Raised outside the train function (validation, another
            # callback): Keras calls no on_train_end, so the fit's hooks
            # come off here as at its end, and a later predict or fit
            # runs untouched. (A train_on_batch loop, fit_args None, keeps
            # its hooks until it ends: end_loops.)
            self._detach(keep=True)

    # Driven by Monitor (a custom loop): no train function of ours.

    def begin_loop(self, model, writer):
        """A custom loop's model: the probes hook it; the user's own
        tf.function traces with the hooks (we own no train function)."""
        internals.warn_if_versions_differ()
        self.run = TrainingRun(model=model, writer=writer, stop_on_nonfinite=False)
        self.model = model
        self.each("on_train_begin")

    def loop_step(self, step):
        """Processes a custom loop's step now, from the probes' variables
        as they are."""
        run = self.run
        run.step = step
        self._pending.append((step, run.epoch, run.batch, run.step_outputs.read_now(), None, {}))
        self.process_pending()

    # The probes.

    def process_pending(self, replan=True):
        """Runs the probes over the kept steps, oldest first, each seeing
        `run.step` (epoch, batch) and `run.step_outputs` as of its step.
        Then the steps ahead are planned again (`replan`), or only those
        not planned yet."""
        run = self.run
        pending, self._pending = self._pending, []
        self._processed_at = time.monotonic()
        if run is None or not pending:
            return
        latest = (run.step, run.epoch, run.batch)
        outputs = run.step_outputs
        *earlier, last = pending
        batch = call_guarded(StepBatch.of, earlier, outputs)
        if batch is not None:
            # The probes that work over a batch do (module docstring); the
            # others see its steps one by one, together.
            over_batch = [p for p in self.probes if _overrides(p, "on_steps_end")]
            self.each("on_steps_end", batch, probes=over_batch)
            # A probe with no step work of its own is not walked through
            # the steps (unpacking each costs more than the call).
            step_by_step = [p for p in self.probes if p not in over_batch and _overrides(p, "on_batch_end")]
            if step_by_step:
                for logs in batch.one_by_one(run):
                    self.each("on_batch_end", logs, probes=step_by_step)
        else:
            for entry in earlier:
                self._process_one(entry, latest=False)
        self._process_one(last, latest=True)
        run.step, run.epoch, run.batch = latest
        run.replica = {}
        outputs.current, outputs.current_is_latest = {}, False
        if self._owns_train_function:
            # After the probes: their findings are written; a repair (heal's)
            # may roll the weights back or ask for the step to be traced again.
            self.each("after_round", pending, probes=_overriding(self.probes, "after_round"))
            # A probe may have hooked a model built late.
            self._retrace_if_wanted()
            self._guard_train_function()
        self._plan(run.step + 1, replan)

    def _process_one(self, entry, latest):
        run, outputs = self.run, self.run.step_outputs
        step, epoch, batch, vector, logs, replica = entry
        run.step, run.epoch, run.batch, run.replica = step, epoch, batch, replica
        outputs.current = vector if isinstance(vector, dict) else call_guarded(outputs.unpack, vector) or {}
        outputs.current_is_latest = latest
        self.each("on_batch_end", logs)

    def each(self, hook, *args, probes=None):
        """Calls `hook` on every probe (or those of `probes`), each guarded
        on its own: one broken probe costs a warning, not the other probes
        or the training. A probe whose Keras/TF internals are missing is
        turned off."""
        for probe in list(self.probes if probes is None else probes):
            try:
                getattr(probe, hook)(self.run, *args)
            except Exception as error:
                self._turn_off(probe, hook, error)

    def _in_step(self, stage, data, logs):
        """The probes' in-step tensors (`Probe.in_step_begin` / `in_step_end`),
        gathered while the step is traced; a probe whose hook fails hands out
        nothing, with one warning, and the step traces without it."""
        tensors = {}
        for probe in list(self.probes):
            hook = probe.in_step_begin if stage == "begin" else probe.in_step_end
            try:
                found = hook(self.run, data) if stage == "begin" else hook(self.run, data, logs)
                tensors.update(as_step_tensors(found, hook))
            except Exception as error:
                self._turn_off(probe, hook.__name__, error)
        return tensors

    def _turn_off(self, probe, hook, error):
        """A probe's hook raised (its Keras/TF internals missing, or a bug
        of ours): that probe is off for the rest of this run, with one
        warning, and the run records where its capture stopped (a
        `capture_error` event: the diagnosis says so). What it would record
        after a failure could not be trusted; the other probes go on, and
        training is not touched."""
        if probe not in self.probes:
            return
        self.probes.remove(probe)
        self._judges = _overriding(self.probes, "judge_step")
        step = self.run.step if self.run is not None else 0
        name, who = type(probe).__name__, call_guarded(probe.in_words) or type(probe).__name__
        if isinstance(error, MissingInternal):
            logger.warning("tb_trainhealth: the %s probe (%s) is off from step %d: %s. "
                           "Training goes on without it.", name, who, step, error)
        else:
            logger.warning("tb_trainhealth: the %s probe (%s) failed in %s at step %d (%s: %s) and is off "
                           "for this run; training goes on without it.", name, who, hook, step,
                           type(error).__name__, error, exc_info=error)
        if self.run is not None:
            # A NaN/Inf stops the run again where heal did that and is off.
            self.run.stop_on_nonfinite = self._stops_on_nonfinite()
            call_guarded(write_capture_error, self.run.writer, step, error, what=f"{who} ({name}.{hook})")
        call_guarded(probe.detach, self.run)

    def _stops_on_nonfinite(self):
        """Whether the probes stop the run at a NaN/Inf: where asked, and
        no participant (heal) took that over."""
        return self._stop_on_nonfinite and not any(p.stops_nonfinite for p in self.probes)

    def capture_failed(self, error):
        """The engine's own per-step work raised: capture is off for the
        rest of this run (steps no longer kept or processed, the train
        function calls through), with one warning and a `capture_error`
        event; training goes on untouched."""
        if self.off:
            return
        self.off = True
        self._pending = []
        step = self.run.step if self.run is not None else 0
        logger.warning("tb_trainhealth: capture failed at step %d (%s: %s) and is off for this run; training "
                       "goes on without it.", step, type(error).__name__, error, exc_info=error)
        if self.run is not None:
            call_guarded(write_capture_error, self.run.writer, step, error, what="the step engine")
            call_guarded(self.run.writer.flush)

    def flush(self):
        """Processes the kept steps and writes everything buffered to disk."""
        if self.run is not None:
            self.process_pending()
            self.run.writer.flush()

    def release(self):
        """Between fits (autolog): what is kept is written, the event file
        closed, and the model no longer held here, so that a model the
        script drops can be freed (a k-fold loop rebuilds one a fold). The
        next fit of the same model opens the run again where it was."""
        if self.run is None:
            return
        self.process_pending()
        self.run.writer.close()
        if not self._owns_train_function:
            self.each("release")  # heal's snapshots hold the model's variables
            self.run.model = self.model = self.run.fit_args = None  # fit's arguments hold the model too

    def _detach(self, keep=False):
        # Undo the probes' hooks. The train function traced with them is
        # kept for this engine's next fit of the model (`keep`, at a fit's
        # end: kept_functions.py) and Keras gets its own back, as it was
        # when the fit began; else it is dropped: the next fit (with or
        # without us) traces a clean one.
        self.each("detach")
        self.run.step_outputs.uninstall()
        self.run.fit_locals = None  # fit's data: never kept past the fit
        model, guarded, keras_function = self.model, internals.train_function(self.model), self._keras_function
        self._keras_function = None
        call_guarded(kept_functions.drop, model)
        if (keep and not self.off and hasattr(guarded, "_trainhealth_guarded") and keras_function is not None
                and not hasattr(keras_function, "_trainhealth_guarded")):
            call_guarded(kept_functions.keep, model, self, keras_function, guarded)
            internals.set_train_function(model, keras_function)
        else:
            internals.set_train_function(model, None)
        self._owns_train_function = False
        _with_pending_steps.discard(self)

    # The train function.

    def _retrace_if_wanted(self):
        run = self.run
        if not run.retrace_wanted:
            return
        required, run.retrace_wanted, run.retrace_required = run.retrace_required, False, False
        if not required and _one_version(internals.train_function(self.model)) is not None:
            # Its random streams would begin again (step_variants.py): the
            # hooks wait for a trace Keras makes of its own.
            return
        internals.make_train_function(self.model, force=True)  # traced lazily, at its first call

    def _step_traced(self, graph):
        """The user's step was just traced into `graph` (step_outputs.py)."""
        if self._owns_train_function and getattr(graph, "building_function", False):
            if call_guarded(step_variants.holds_seeded_stateful_random_ops, graph):
                self._traced_random_step = True

    def _runs_one_version(self, full):
        """The step just traced by a call of the `full` (or regular)
        version draws from seeded stateful random ops: from now on every
        call runs that version (step_variants.py), said once in the run."""
        run = self.run
        if run is None:
            return
        which = "with" if full else "without"
        call_guarded(self.budget.one_version, run.writer, run.step + 1, full,
                     "the training step draws from seeded random ops (tf.random.* or legacy Keras's dropout), "
                     "whose streams begin again at each trace: capture traces it as often as Keras does, every "
                     f"step {which} the per-layer statistics, so that training draws what it draws bare")

    def _plan(self, first, replan=True):
        """Which of the steps from `first` on are full, and which the probes
        want at once: asked for the next PENDING_STEPS steps and more, so
        that no step asks a probe anything. The probes' answers change only
        with what a fit, an epoch or a step processed at once tells them,
        so after the others only the steps not planned yet are asked."""
        last = first + max(PENDING_STEPS, self._per_call)
        if replan or not self._first_planned <= first <= self._planned_until + 1:
            self._full_steps, self._steps_needing_full, self._steps_at_once = set(), set(), set()
            ask = range(first, last + 1)
        else:
            for steps in (self._full_steps, self._steps_needing_full, self._steps_at_once):
                steps.difference_update([s for s in steps if s < first])
            ask = range(self._planned_until + 1, last + 1)
            last = max(last, self._planned_until)
        for steps, question in ((self._full_steps, "wants_full_step"), (self._steps_needing_full, "needs_full_step"),
                                (self._steps_at_once, "wants_step_at_once")):
            asked = self._asked(question)
            steps.update(s for s in ask if any(call_guarded(wants, s) for wants in asked))
        self._first_planned, self._planned_until = first, last

    def _asked(self, question):
        """The participants' `question` methods, but for those that keep the
        base class's answer (never)."""
        return [getattr(p, question) for p in _overriding(self.probes, question)]

    def _guard_train_function(self):
        """Wraps the model's train function: each step runs the regular or
        the full version of it (step_variants.py), the probes' statistics
        come off its logs (step_outputs.py), and probes see an exception
        raised inside a step (a shape error at trace time, an OOM), its
        event on disk before the exception, unchanged, leaves `fit`."""
        step_function = internals.train_function(self.model)
        if step_function is None:
            return
        if hasattr(step_function, "_trainhealth_guarded"):
            # Guarded by an earlier engine of this model: hand it over.
            step_function._trainhealth_owner[0] = self
            return
        # The full version of the step (see step_variants.py): a second
        # train function, traced with the slow statistics at its first call.
        internals.make_train_function(self.model, force=True)
        versions = {False: step_function, True: internals.train_function(self.model)}
        owner = [self]
        # The version every call runs, once a trace shows that the step
        # draws from seeded stateful random ops (step_variants.py); else None.
        only = [None]
        first_call = [True]

        @passes_through
        def train_function(*args, **kwargs):
            engine = owner[0]
            if engine.off:
                return _without_outputs(versions[False if only[0] is None else only[0]](*args, **kwargs))
            if engine._first_step_pending:
                engine._first_step_pending = False
                engine._before_first_step(args[0] if args else None)
            full = engine._next_step_is_full()
            previous = step_variants.set_full(full)
            timed = engine.budget.measuring
            try:
                if first_call[0]:
                    first_call[0] = False
                    if (full and only[0] is None and step_variants.draws_statelessly(engine.model)
                            and engine._traces_keras_function_first(versions[False], args, kwargs)):
                        only[0] = False  # it drew seeded random ops' seeds as it traced
                if only[0] is not None:
                    full = only[0]
                    step_variants.set_full(full)
                engine._traced_random_step = False
                started = time.perf_counter() if timed else 0.0
                logs = versions[full](*args, **kwargs)
                if engine._traced_random_step and only[0] is None:
                    only[0] = full
                    engine._runs_one_version(full)
                if timed:
                    engine._step_timed(versions, full, time.perf_counter() - started)
            except (StopIteration, _out_of_range()):
                # The end of data of unknown size: Keras ends the epoch.
                raise
            except Exception as error:
                engine._on_step_error(error)
                raise
            finally:
                step_variants.set_full(previous)
            if isinstance(logs, dict):
                # Never into the user's logs.
                engine._step_vector = logs.pop(STEP_OUTPUTS_KEY, None)
                engine._step_rows = logs.pop(STEP_ROWS_KEY, None)
            return logs

        train_function._trainhealth_guarded = step_function
        train_function._trainhealth_owner = owner
        train_function._trainhealth_one_version = only
        internals.set_train_function(self.model, train_function)

    def _traces_keras_function_first(self, function, args, kwargs):
        """Traces Keras's own train function (the regular version) at the
        first call, where bare Keras traces it, though that call runs the
        full one. Traced only at a later fit, the step came out an ulp
        apart from bare's on an Embedding's update (the capture fuzz's seed
        27: what TensorFlow's graph optimizer makes of a step traced once a
        fit has ended is not what it makes of one traced in the first;
        bare Keras, made to trace afresh at its second fit, gives the same
        ulp). No trace more where the fit runs a regular step later (most
        do). Only where the step draws statelessly (step_variants.py):
        where the first trace decides the one version a step of seeded
        stateful random ops runs, that stays the full one, and its
        statistics. An error the trace raises (a shape error) is the
        call's, as bare Keras raises it from this trace. Returns whether
        the trace drew seeded random ops all the same (a custom layer's):
        then every call runs it."""
        self._traced_random_step = False
        previous = step_variants.set_full(False)
        try:
            if not internals.trace_train_function(function, args, kwargs):
                return False  # run_eagerly: nothing is traced
        except MissingInternal as error:
            internals.note_missing(error, "capture traces Keras's train function at its first full step")
            return False
        finally:
            step_variants.set_full(previous)
        if self._traced_random_step:
            self._traced_random_step = False
            self._runs_one_version(False)
            return True
        return False

    def _next_step_is_full(self):
        """Whether the coming call runs the full version: where one call is
        one step, whether a probe wants the slow statistics at that step.
        A call of several steps runs one version for them all, so it runs
        the full one where a step of it needs it (`needs_full_step`), or
        once the steps wanted full since the last full call are as many as
        a call's: as many full steps in all as one step a call gives."""
        run = self.run
        step = (run.step if run is not None else 0) + 1
        per_call = self._per_call
        last = step + per_call - 1
        if last + NEEDED_SOON > self._planned_until:
            call_guarded(self._plan, step)
        wanted = sum(1 for s in range(step, last + 1) if s in self._full_steps)
        if per_call == 1:
            budget = self.budget
            full = step in self._steps_needing_full
            if not full:
                full = wanted > 0 and not self._taken_soon(step) and budget.allows(step)
            budget.ran(step, full)
            return full
        needed = any(s in self._steps_needing_full for s in range(step, last + 1))
        if needed or self._full_steps_owed + wanted >= per_call:
            self._full_steps_owed = 0
            return True
        self._full_steps_owed += wanted
        return False

    def _taken_soon(self, step):
        """Whether the probes' samples of `step` are taken a step or two
        later, at a step that needs a full one (NEEDED_SOON)."""
        last_full = self.budget.last_full
        if last_full is not None and step - last_full <= NEEDED_SOON:
            return False
        return any(s in self._steps_needing_full for s in range(step + 1, step + 1 + NEEDED_SOON))

    def _step_timed(self, versions, full, seconds):
        run = self.run
        if run is not None:
            call_guarded(self.budget.timed, versions, full, seconds, run.writer, run.step + 1)

    def _before_first_step(self, iterator):
        call_guarded(self.each, "before_first_step", iterator)

    def _on_step_error(self, error):
        self._step_error = error
        call_guarded(self._handle_step_error, error)

    def _handle_step_error(self, error):
        self.process_pending()
        self.each("on_step_error", error)
        self.flush()
        self._detach()


@atexit.register
def _process_pending_at_exit():
    # Steps kept when an exception (another callback's, a KeyboardInterrupt)
    # left fit before on_train_end. Runs before the writers' own flush at
    # exit (atexit runs the last registered first).
    for engine in list(_with_pending_steps):
        call_guarded(engine.flush)


def _one_version(function):
    """The version a guarded train function runs at every call (True:
    full, False: regular), or None where it runs both (step_variants.py)."""
    only = getattr(function, "_trainhealth_one_version", None)
    return only[0] if only is not None else None


def _without_outputs(logs):
    # Capture is off: the step's statistics never reach the user's logs.
    if isinstance(logs, dict):
        logs.pop(STEP_OUTPUTS_KEY, None)
        logs.pop(STEP_ROWS_KEY, None)
    return logs


def _overrides(probe, hook):
    """Whether `probe`'s class has a `hook` of its own (not Probe's)."""
    return getattr(type(probe), hook) is not getattr(Probe, hook)


def _overriding(probes, hook):
    return [p for p in probes if _overrides(p, hook)]


def _out_of_range():
    import tensorflow as tf

    return tf.errors.OutOfRangeError


def _replicas_summed(model):
    """Over how many replicas a step's outputs come summed: tf_keras reduces
    them with "sum" under any strategy but a TPU's ("auto"), Keras 3 takes
    their mean. The mean of the replicas' vectors keeps their layout."""
    if not type(model).__module__.startswith("tf_keras"):
        return 1
    replicas = getattr(getattr(model, "distribute_strategy", None), "num_replicas_in_sync", 1)
    summed = getattr(model, "distribute_reduction_method", "auto") in ("auto", "sum")
    return replicas if summed and isinstance(replicas, int) and replicas > 1 else 1


def _optimizer_iterations(model):
    # A resumed model goes on counting where its optimizer left off.
    try:
        return int(model.optimizer.iterations.numpy())
    except Exception:
        return 0
