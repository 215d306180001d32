"""Opt-in healing: `TrainHealth(logdir, heal=True)`, `tb-trainhealth run --heal`
(docs/healing.md).

With heal on, the `Healer` is one participant of the step engine, last
after the probes, through the probes' hooks (capture/probes/base.py): it
judges each step's packed statistics as the step is kept (`judge_step`:
its loss and global gradient norm, read off the vector), and each round
of processed steps after the probes saw them (`after_round`: their
findings are on disk).
It keeps in-memory snapshots of the weights and the optimizer's variables
and, where a step went wrong, repairs the run and goes on:

- NaN/Inf in the loss or the gradients: roll back to the last good
  snapshot, so that the updates since it (the bad step's among them) are
  not kept, lower the learning rate by `LR_FACTOR` for `LR_STEPS` steps,
  then restore it (a rate variable assigned, a schedule scaled:
  capture/heal/heal_rate.py). Where the rate at the bad step is over `JUMP`
  times the rate of the snapshot rolled back to, the rise is the likeliest
  cause (nothing else changed between the two but the weights): the rate
  goes back to the snapshot's instead. Where the problem is back within
  `SPIKE_LEVEL` steps of the rate's restore, the restored rate is the
  cause: it is lowered again for the rest of the fit. fit's iterator cannot rewind: "skipped" means those
  batches' updates are undone and training goes on with the next batches.
- Exploding gradients (the global gradient norm past `EXPLODE_FACTOR`
  times the median of the healthy steps' norms), or a NaN/Inf gradient
  norm: the same, plus `optimizer.global_clipnorm` at `CLIP_MULTIPLE`
  times that median, kept for the rest of the run (where the user set no
  clipping of their own).
- A loss spike (`is_spike`): PaLM's procedure scaled to the run: restart
  from the snapshot before the spike (the older of the two where the
  problem is back within `LR_STEPS` of a repair), the batches since
  skipped, with the lowered rate.

- Out of memory: `TrainHealth(heal=True)` turns the memory area's
  `oom_retry` on; where autolog's fit wrapper goes on at the batch size
  its search found (capture/entry/autolog.py), `record_oom_resume` writes the
  repair.

A repair that does not help (the problem back `GIVE_UP_AFTER` times in a
row, each within `LR_STEPS` steps of the last repair) is undone (the
user's rate and clipping back) and the run stops at the last good
weights, with its findings. The architecture is never changed.

Every action is a `heal_repair` event (`action`: "rollback", "outcome" or
"gave_up"); diagnosis/repairs.py reads them back for the diagnosis (status
"healed"), the CLI, the HTML report and the tab.

Snapshots are taken at the run's first step and every `snapshot_every`
steps (K), once the steps up to there were checked healthy: the engine
processes those steps at once (`wants_step_at_once`), so snapshots, and
so the repairs, fall on the same steps whatever the machine's speed. K
is `SNAPSHOT_EVERY` = 100 (bench/heal_snapshot.py: median step with heal
over without 1.003 on a 1.3 ms step, 1.002 on a 43 ms one; mean step,
snapshots counted, 1.014 and 1.007), doubled as often as needed where one snapshot
would cost more than `SNAPSHOT_BUDGET` of the K steps between two
(measured on the run's second snapshot, the first that reuses its
buffer). Two buffers, written in turn, so that the newest good one is
never half overwritten; they are reused numpy arrays, never on disk.
Taking one only reads the variables: a healthy run under heal is
bit-identical to bare.
"""

import collections
import logging
import math
import time
import weakref

import numpy as np

from tb_trainhealth.areas.convergence import AREA as CONVERGENCE
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE_AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.heal import heal_skip
from tb_trainhealth.capture.heal.heal_rate import RateControl, rate_setting
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.safety import call_guarded
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.core import HEAL_ACTIONS
from tb_trainhealth.areas.memory import AREA as MEMORY

logger = logging.getLogger("tb_trainhealth")

# The repairs' settings, stated in every rollback event.
LR_FACTOR = 0.5  # the learning rate is multiplied by this at a repair...
LR_STEPS = 100  # ...for this many steps, then the user's rate is back
GIVE_UP_AFTER = 3  # the problem back this many times in a row within LR_STEPS: stop
# A rate more than JUMP x the one the last good snapshot trained at has
# risen by more than any step of a warmup or a decay between two snapshots
# (100 steps apart) doubles it: the rise, not the batch, is the suspect.
JUMP = 2.0
EXPLODE_FACTOR = 10.0  # a gradient norm this many times the healthy median explodes
CLIP_MULTIPLE = 2.0  # global_clipnorm = this x the healthy steps' median gradient norm
NORM_HISTORY = 100  # healthy steps whose median gradient norm is the reference
MIN_NORM_HISTORY = 10

# The in-process loss spike rule (simpler than rules/loss_spikes.py, which
# judges the whole run after the fact): a step spikes when its loss is
# above level + SPIKE_SIGMAS robust sigmas and above SPIKE_RISE x the
# highest of the last SPIKE_WINDOW healthy losses (batch losses are skewed:
# a hard small batch sits far above the median, not twice above every one
# of the last 50; a healthy run must never be repaired), level =
# the median of the last SPIKE_LEVEL healthy losses, sigma = 1.4826 x the
# MAD of the last SPIKE_WINDOW healthy losses' step-to-step changes /
# sqrt(2) (a loss still falling fast does not inflate it).
SPIKE_LEVEL = 10
SPIKE_WINDOW = 50
SPIKE_MIN_HISTORY = 20
SPIKE_SIGMAS = 6.0
SPIKE_RISE = 2.0

# Snapshot cadence (module docstring). bench/heal_snapshot.py measures it.
SNAPSHOT_EVERY = 100
SNAPSHOT_BUDGET = 0.01
NORM_MEDIAN_EVERY = 16  # healthy steps between two updates of the reference norm

# What went wrong, in the run's vocabulary: the NaN/Inf area's name, and
# the finding kinds of exploding gradients and of a loss spike.
NONFINITE = NONFINITE_AREA.name
EXPLODING, SPIKE = GRADIENTS.findings.exploding_gradients, CONVERGENCE.findings.loss_spike
OOM = MEMORY.findings.oom
# What heal writes: one event kind, its actions (areas/core.py).
EVENT = CORE.events.heal_repair
ROLLBACK, OUTCOME, GAVE_UP = HEAL_ACTIONS.rollback, HEAL_ACTIONS.outcome, HEAL_ACTIONS.gave_up
BATCH_SIZE, SKIPPED = HEAL_ACTIONS.batch_size, HEAL_ACTIONS.skipped


def is_spike(loss, healthy_losses):
    """The in-process spike rule (module constants), over the healthy
    steps' losses before this one, oldest first."""
    if len(healthy_losses) < SPIKE_MIN_HISTORY:
        return False
    recent = np.asarray(healthy_losses[-SPIKE_WINDOW:], dtype=np.float64)
    level = float(np.median(recent[-SPIKE_LEVEL:]))
    changes = np.diff(recent)
    sigma = 1.4826 * float(np.median(np.abs(changes - np.median(changes)))) / math.sqrt(2)
    return loss > level + SPIKE_SIGMAS * sigma and loss > SPIKE_RISE * float(recent.max())


class Snapshot:
    """One buffer: a copy of every variable's value, and when it was taken."""

    def __init__(self):
        self.arrays = None
        self.step = None
        self.rate = None  # the learning rate the run trained at, at that step

    def take(self, variables, step):
        if self.arrays is None or len(self.arrays) != len(variables) or any(
                a.shape != tuple(v.shape) for a, v in zip(self.arrays, variables)):
            self.arrays = [np.array(v.numpy(), copy=True) for v in variables]
        else:
            for array, variable in zip(self.arrays, variables):
                np.copyto(array, variable.numpy())
        self.step = step

    def finite(self):
        return self.arrays is not None and all(
            np.isfinite(a).all() for a in self.arrays if np.issubdtype(a.dtype, np.floating))

    def restore(self, variables):
        for array, variable in zip(self.arrays, variables):
            variable.assign(array)


class Healer(Probe):
    """The repairs of one run (module docstring): a participant of the step
    engine, after the probes."""

    area = "heal"
    stops_nonfinite = True  # the probes no longer stop the run: it does, where it gives up

    def __init__(self, stop_on_nonfinite):
        # What the run would have done at a NaN/Inf without heal; with heal
        # the probes no longer stop it, the healer does where it gives up.
        self.stop_on_nonfinite = stop_on_nonfinite
        self._buffers = (Snapshot(), Snapshot())
        self._newest = None  # the buffer written last
        self._variables = None
        self._model = None
        self.snapshot_every = SNAPSHOT_EVERY
        self.snapshot_seconds = None
        self._steps_timed = None  # (time.perf_counter(), step) at the last snapshot
        self._median_norm = None  # of the healthy norms, updated every NORM_MEDIAN_EVERY
        self._problem = None  # (what, why, step, loss, norm): found by `check`, repaired by `after_round`
        self._norms_seen = 0
        self._tracker_last = (0.0, 0.0)
        self._where = {}  # layout id -> _positions
        self._losses = collections.deque(maxlen=SPIKE_WINDOW)
        self._norms = collections.deque(maxlen=NORM_HISTORY)
        self._rate = None  # the fit's RateControl
        self._lowered_until = None  # the step the lowered rate is restored at
        self._kept_lowered = False  # lowered for the rest of the fit
        self._restored_at = None  # the step the rate was last restored at
        self._user_clip = None  # the optimizer's clipping before a repair set it
        self._clip_set = False
        self._last_repair = None  # the step of the last rollback
        self._in_a_row = 0
        self._awaiting_outcome = None  # the rollback event's payload, for its outcome
        self._since_repair = []  # healthy losses since the last repair
        self.repairs = 0
        self.snapshots_taken = 0
        self.gave_up = False
        # The in-step skip of a bad step's update (heal_skip.py), where the
        # optimizer takes it; the steps it skipped since the last round
        # (step, problem, why, loss, norm), and the steps each batch index
        # was skipped at (a batch that comes back bad every epoch).
        self._guard = None
        self._skips = []
        self._last_skipped = None  # the last step the guard skipped, while the next is not checked yet
        self._skipped_batches = collections.defaultdict(list)

    # Driven by the step engine (the hooks of capture/probes/base.py).

    def in_words(self):
        return "heal"

    def on_train_begin(self, run):
        if run.model is not (self._model() if self._model is not None else None):
            self.release(run)
            self._model = weakref.ref(run.model)
        self._tracker_last = (0.0, 0.0)
        self._steps_timed = None
        self._rate = call_guarded(RateControl, _base_optimizer(run.model))
        self._kept_lowered, self._restored_at = False, None
        call_guarded(self._guard_updates, run)

    def _guard_updates(self, run):
        """The in-step skip (heal_skip.py) on the fit's optimizer, its
        statistics handed out with each step; where it cannot be had,
        heal repairs by rolling back alone."""
        if self._guard is None:
            self._guard = heal_skip.SkipGuard()
        try:
            installed = self._guard.install(run.model, _base_optimizer(run.model))
        except internals.MissingInternal as error:
            internals.note_missing(error, "heal rolls a bad step back instead of skipping it in the step")
            installed = False
        if installed:
            for name, variable in self._guard.outputs().items():
                run.hand_out(name, variable)
            self._guard.set_bound(None if self._median_norm is None else EXPLODE_FACTOR * self._median_norm)

    def release(self, run=None):
        """Between fits (autolog, a k-fold loop): the snapshots and the
        model's variables let go, so that a model the script drops is
        freed; the next fit takes its first snapshot afresh."""
        self._variables = None
        self._buffers, self._newest = (Snapshot(), Snapshot()), None

    def on_epoch_begin(self, run):
        self._tracker_last = (0.0, 0.0)  # fit resets the loss tracker every epoch

    def wants_step_at_once(self, step):
        """The steps the engine processes as soon as they ran: those a
        snapshot is due at, and the one the lowered rate ends at."""
        return step % self.snapshot_every == 0 or step == self._lowered_until

    def on_train_end(self, run):
        """The fit is over: a rollback whose lowered rate is still on gets
        its outcome, and the user's rate (and schedule) back."""
        if self._lowered_until is not None or self._kept_lowered:
            self._restore_lr(run)
        if self._rate is not None:
            call_guarded(self._rate.release)
        if self._guard is not None:
            # Bare fits after this one update as Keras does (a kept train
            # function of ours has the guard traced in: kept_functions.py).
            call_guarded(self._guard.uninstall)

    def judge_step(self, run, step, vector):
        """The per-step path (the engine's step_done): reads the step's loss
        and gradient norm off its packed statistics and judges it. True
        where it went wrong: the engine then processes the kept steps at
        once, the probes write their findings, and `after_round` repairs.
        Judged on every step as it comes, not on rounds of processing, so
        that a repair falls on the same step whatever the machine's speed."""
        if self.gave_up or self._problem is not None:
            return False
        outputs = run.step_outputs
        loss, norm, finite, skipped = self._read(outputs, vector)
        in_a_row, self._last_skipped = (self._last_skipped is not None and step - self._last_skipped == 1), \
            (step if skipped else None)
        if skipped and not in_a_row:
            # Its update never reached the weights (heal_skip.py): nothing
            # to roll back; the event is written as the round is processed.
            self._skips.append((step, _skip_why(loss, norm, self._median_norm), loss, norm))
            return True
        if skipped:
            # A second bad step in a row is not one bad batch: the weights
            # or the rate are at fault, and skipping every step would stop
            # training. It is repaired as a problem found on the host.
            kind = NONFINITE if norm is None or not math.isfinite(norm) else EXPLODING
            self._problem = (kind, _skip_why(loss, norm, self._median_norm) + ", the second step in a row",
                             step, loss, norm)
            return True
        problem = why = None
        # A NaN/Inf in the loss or the gradients; the other statistics
        # only where neither is handed out (a probe's carried-over
        # statistics may hold the NaN of a step that was rolled back).
        if loss is None and norm is None:
            bad = not finite
        else:
            bad = (loss is not None and not math.isfinite(loss)) or (norm is not None and not math.isfinite(norm))
        if bad:
            problem, why = NONFINITE, _nonfinite_why(outputs, vector, loss)
        elif self._median_norm is not None and norm is not None and norm > EXPLODE_FACTOR * self._median_norm:
            problem = EXPLODING
            why = (f"the global gradient norm {norm:.4g} is over {EXPLODE_FACTOR:g}x the healthy "
                   f"steps' median {self._median_norm:.4g}")
        elif loss is not None and self._losses and loss > SPIKE_RISE * self._losses[-1][1] and \
                is_spike(loss, [v for _, v in self._losses]):  # the first test is is_spike's, cheaply
            losses = [v for _, v in self._losses]
            problem = SPIKE
            why = (f"the loss {loss:.4g} is over {SPIKE_SIGMAS:g} robust sigmas above its recent level "
                   f"{float(np.median(losses[-SPIKE_LEVEL:])):.4g} and {SPIKE_RISE:g}x the highest of the last "
                   f"{SPIKE_WINDOW} {max(losses[-SPIKE_WINDOW:]):.4g}")
        if problem is not None:
            self._problem = (problem, why, step, loss, norm)
            return True
        if loss is not None:
            self._losses.append((step, loss))
            if self._awaiting_outcome is not None:
                self._since_repair.append(loss)
        if norm is not None:
            self._norms.append((step, norm))
            self._norms_seen += 1
            if self._norms_seen % NORM_MEDIAN_EVERY == 0 or self._median_norm is None:
                self._update_median_norm()
                if self._guard is not None and self._median_norm is not None:
                    self._guard.set_bound(EXPLODE_FACTOR * self._median_norm)
        return False

    def after_round(self, run, pending):
        """The steps of one round of processing (the engine's kept entries,
        oldest first), after the probes saw them: the repair of a step
        `check` found wrong, the rate back where its time is up, and a
        snapshot where one is due (the steps up to here all checked healthy)."""
        if self.gave_up or not pending:
            return
        if self._variables is None:
            self._variables = call_guarded(_variables_of, run.model)
            if not self._variables:
                self._variables = None
                return
        last = pending[-1][0]
        skips, self._skips = self._skips, []
        for step, why, loss, norm in skips:
            epoch, batch = next(((e[1], e[2]) for e in pending if e[0] == step), (run.epoch, run.batch))
            self._write_skip(run, step, why, epoch, batch, loss, norm)
        problem, self._problem = self._problem, None
        if problem is not None:
            kind, why, step, loss, norm = problem
            epoch, batch = next(((e[1], e[2]) for e in pending if e[0] == step), (run.epoch, run.batch))
            self._repair(run, kind, why, step, epoch, batch, loss, norm, latest=last)
            return
        if self._lowered_until is not None and last >= self._lowered_until:
            self._restore_lr(run)
        if self._newest is None or last // self.snapshot_every > self._newest.step // self.snapshot_every:
            self._snapshot(run, last)

    def _write_skip(self, run, step, why, epoch, batch, loss, norm):
        """One event per skipped step, naming its batch, its records where
        the data is arrays read in order, and the earlier steps the same
        batch was skipped at (a batch that comes back bad)."""
        earlier = list(self._skipped_batches[batch])
        self._skipped_batches[batch].append(step)
        problem = NONFINITE if norm is None or not math.isfinite(norm) else EXPLODING
        payload = {"action": SKIPPED, "problem": problem, "why": why, "epoch": epoch, "batch": batch,
                   "loss_at": loss, "gradient_norm": norm, "skipped_before": earlier}
        records = _records_of(run.fit_locals, batch)
        if records is not None:
            payload["records"] = records
        if loss is None or not math.isfinite(loss):
            # Keras's running loss holds the NaN until the epoch ends:
            # started again, each later step's loss is its own.
            call_guarded(_reset_metrics, run.model)
            self._tracker_last = (0.0, 0.0)
        run.writer.event(EVENT, step, payload)
        if not earlier:
            logger.warning("tb_trainhealth: heal: step %d (epoch %d, batch %d): %s; its update was skipped, nothing "
                           "else undone; training goes on.", step, epoch, batch, why)
        elif len(earlier) == 1:
            logger.warning("tb_trainhealth: heal: batch %d is bad again (epoch %d, step %d; first at step %d): "
                           "skipped each time it comes back.", batch, epoch, step, earlier[0])

    def _update_median_norm(self):
        # A median a step would cost more than the rest of the check: the
        # reference moves every NORM_MEDIAN_EVERY healthy steps (on steps,
        # not on rounds of processing, so that repairs fall on the same steps).
        enough = len(self._norms) >= MIN_NORM_HISTORY
        self._median_norm = float(np.median([v for _, v in self._norms])) if enough else None

    # Snapshots.

    def _snapshot(self, run, step):
        buffer = self._buffers[0] if self._newest is self._buffers[1] or self._newest is None else self._buffers[1]
        allocates = buffer.arrays is None
        started = time.perf_counter()
        buffer.take(self._variables, step)
        self._newest = buffer
        self.snapshots_taken += 1
        now = time.perf_counter()
        # The rate the snapshot's steps trained at, heal's lowering included
        # (a rise of the user's rate past it is suspect: JUMP).
        buffer.rate = self._rate.current() if self._rate is not None else None
        timed, self._steps_timed = self._steps_timed, (now, step)
        if allocates or self.snapshot_seconds is not None or timed is None or step <= timed[1]:
            return
        # K from the measured cost, once (the second snapshot, into a
        # buffer that exists): doubled until a snapshot is at most
        # SNAPSHOT_BUDGET of the steps between two.
        self.snapshot_seconds = now - started
        step_seconds = (started - timed[0]) / (step - timed[1])
        while self.snapshot_seconds > SNAPSHOT_BUDGET * step_seconds * self.snapshot_every:
            self.snapshot_every *= 2

    def _good_snapshot(self, before, older=False):
        """The snapshot to go back to: the newest finite one taken at or
        before step `before` (the older of the two, where `older`)."""
        newest = self._newest
        if newest is None:
            return None
        other = self._buffers[1] if newest is self._buffers[0] else self._buffers[0]
        usable = [s for s in (newest, other) if s.step is not None and s.step <= before and s.finite()]
        return usable[-1] if older and usable else next(iter(usable), None)

    # Repairs.

    def _repair(self, run, problem, why, step, epoch, batch, loss, norm, latest):
        model = run.model
        in_a_row = self._last_repair is not None and step - self._last_repair <= LR_STEPS
        self._in_a_row = self._in_a_row + 1 if in_a_row else 1
        # The newest snapshot before the step; the older one where the
        # problem is back within LR_STEPS of a repair (the newer may hold
        # the start of it: PaLM restarted ~100 steps before a spike).
        snapshot = self._good_snapshot(step - 1, older=self._in_a_row > 1)
        loss_before = self._losses[-1][1] if self._losses else None
        if snapshot is None or self._in_a_row > GIVE_UP_AFTER:
            self._give_up(run, problem, why, step, loss, snapshot)
            return
        snapshot.restore(self._variables)
        norms_before = [v for _, v in self._norms]
        # The histories go back with the weights: what the undone steps saw is not the run's.
        for history in (self._losses, self._norms):
            while history and history[-1][0] > snapshot.step:
                history.pop()
        self._update_median_norm()
        # The clip's reference: the norms of the steps kept (an explosion's
        # rise is in the undone ones), else, where every one was undone,
        # those of the undone steps, each checked healthy as it came.
        healthy_norms = [v for _, v in self._norms] or norms_before
        call_guarded(_reset_metrics, model)
        self._tracker_last = (0.0, 0.0)
        optimizer = _base_optimizer(model)
        learning_rate = call_guarded(self._lower_rate, run, step, snapshot)
        clipnorm = None
        if problem == EXPLODING or (problem == NONFINITE and norm is not None and not math.isfinite(norm)):
            clipnorm = self._clip(run, optimizer, healthy_norms)
        self._last_repair = step
        self.repairs += 1
        payload = {
            "action": ROLLBACK,
            "problem": problem,
            "why": why,
            "epoch": epoch,
            "batch": batch,
            "rolled_back_to": snapshot.step,
            "undone_steps": [snapshot.step + 1, latest],
            "bad_steps": [step],
            "loss_before": loss_before,
            "loss_at": loss,
            "gradient_norm": norm,
            "learning_rate": learning_rate,
            "clipnorm": clipnorm,
            "in_a_row": self._in_a_row,
            "snapshot_every": self.snapshot_every,
            "snapshot_ms": None if self.snapshot_seconds is None else self.snapshot_seconds * 1e3,
        }
        if learning_rate is None:
            payload["note"] = "the learning rate could not be set (an optimizer heal cannot set): not lowered"
        if self._awaiting_outcome is not None:
            self._since_repair = []
        self._awaiting_outcome = payload
        run.writer.event(EVENT, step, payload)
        logger.warning("tb_trainhealth: heal: %s at step %d (%s); rolled back to step %d, the updates of steps "
                       "%d-%d undone%s%s; training goes on.", problem, step, why, snapshot.step, snapshot.step + 1,
                       latest, _rate_words(learning_rate),
                       f", global_clipnorm {clipnorm:.4g}" if clipnorm else "")

    def _clip(self, run, optimizer, healthy_norms):
        """Gradient-norm clipping at CLIP_MULTIPLE x the healthy median
        norm, where the user clips nothing; the step is traced again (the
        optimizer reads its clipping as the step is traced)."""
        if not healthy_norms or optimizer is None:
            return None
        if any(getattr(optimizer, name, None) for name in ("clipnorm", "clipvalue", "global_clipnorm")) \
                and not self._clip_set:
            return None  # the user's own clipping stands
        if not self._clip_set:
            self._user_clip = getattr(optimizer, "global_clipnorm", None)
        clipnorm = CLIP_MULTIPLE * float(np.median(healthy_norms))
        optimizer.global_clipnorm = clipnorm
        self._clip_set = True
        run.retrace(changes_training=True)
        return clipnorm

    def _lower_rate(self, run, step, snapshot):
        """The rate for the steps after a repair at `step` (module
        docstring): {"from", "to", "for_steps" (None: the rest of the fit),
        "why"}, or None where it cannot be set."""
        if self._rate is None or self._rate.kind is None:
            return None
        now, then = self._rate.user_rate(), snapshot.rate
        factor, why = self._rate.factor * LR_FACTOR, f"x{LR_FACTOR:g}"
        if now and then and now > JUMP * then and then / now < factor:
            factor = then / now
            why = f"back to {then:g}, the rate at step {snapshot.step}: it rose {now / then:.3g}-fold since"
        back_after_restore = self._restored_at is not None and step - self._restored_at <= SPIKE_LEVEL
        rates = self._rate.lower(factor, run)
        if rates is None:
            return None
        if back_after_restore:
            why += (f"; the problem came back {step - self._restored_at} step(s) after the rate was restored: "
                    "kept for the rest of the fit")
        if back_after_restore or self._kept_lowered:
            self._kept_lowered, self._lowered_until = True, None
        else:
            self._lowered_until = step + LR_STEPS
        return {"from": rates[0], "to": rates[1], "for_steps": None if self._kept_lowered else LR_STEPS,
                "factor": factor, "why": why}

    def _restore_lr(self, run):
        if self._rate is not None:
            call_guarded(self._rate.restore)
        self._restored_at = run.step
        payload, self._awaiting_outcome = self._awaiting_outcome, None
        if payload is not None and run.step > payload["bad_steps"][0]:
            since = self._since_repair[-SPIKE_LEVEL:]
            run.writer.event(EVENT, run.step, {
                "action": OUTCOME,
                "repair_step": payload["bad_steps"][0],
                "problem": payload["problem"],
                "loss_after": float(np.median(since)) if since else None,
                "learning_rate_restored": self._rate.current() if self._rate is not None else None,
                "healthy_steps": len(self._since_repair),
            })
        self._since_repair = []
        self._lowered_until = None
        self._kept_lowered = False

    def _give_up(self, run, problem, why, step, loss, snapshot):
        """The repairs did not help: the user's rate and clipping back, the
        last good weights kept, and the run stops with its findings."""
        model = run.model
        optimizer = _base_optimizer(model)
        if self._rate is not None:
            call_guarded(self._rate.release, run)
        if self._clip_set and optimizer is not None:
            optimizer.global_clipnorm = self._user_clip
            run.retrace(changes_training=True)
        if snapshot is not None:
            snapshot.restore(self._variables)
        self.gave_up = True
        self._awaiting_outcome = None
        reason = (f"the problem came back {GIVE_UP_AFTER} times in a row, each within {LR_STEPS} steps of a repair"
                  if snapshot is not None else "no good snapshot to go back to yet")
        run.writer.event(EVENT, step, {
            "action": GAVE_UP,
            "problem": problem,
            "why": why,
            "reason": reason,
            "loss_at": loss,
            "repairs": self.repairs,
            "weights_from_step": None if snapshot is None else snapshot.step,
            "stopped": snapshot is not None or self.stop_on_nonfinite,
        })
        # Repairs that did not help stop the run; with nothing to go back to
        # (a step before the first snapshot) the run does what it would
        # have done without heal.
        stop = snapshot is not None or self.stop_on_nonfinite
        logger.warning("tb_trainhealth: heal: gave up at step %d (%s: %s); %s. %s", step, problem, why, reason,
                       "The run goes on as without heal." if not stop else
                       "The run stops" + ("." if snapshot is None else f" with the weights of step {snapshot.step}."))
        if stop:
            model.stop_training = True

    def _read(self, outputs, vector):
        """(the step's own loss, its global gradient norm, whether all its
        statistics are finite, whether the step's update was skipped);
        loss and norm None where not handed out. The loss is the change in
        the loss tracker's (total, count), as the loss probe reads it
        (probes/loss.py); the norm the in-step guard's (before the user's
        clipping) where it is on, else the gradients probe's."""
        if isinstance(vector, dict):  # read from the variables (a step that handed nothing out)
            values = vector
            finite = all(np.isfinite(v).all() for v in values.values())
            total, count, squares = values.get("loss_total"), values.get("loss_count"), values.get("grad_squares")
            norm = None
            if squares is not None and len(squares) > 1:
                norm = math.sqrt(float(np.sum(squares[:-1], dtype=np.float64)))
            skipped, guard_norm = values.get(heal_skip.SKIPPED), values.get(heal_skip.NORM)
        else:
            # The per-step path: Python floats by index (`item`), no array
            # made but the squares' slice; ~5 us a step.
            layout_id = int(vector.item(-2))
            where = self._where.get(layout_id)
            if where is None:
                where = self._where[layout_id] = _positions(outputs._layouts[layout_id])
            i_total, i_count, squares_at, i_skipped, i_norm = where
            finite = math.isfinite(vector.item(-1))  # StepOutputs.all_finite
            total = vector.item(i_total) if i_total is not None else None
            count = vector.item(i_count) if i_count is not None else None
            norm = None
            if squares_at is not None and squares_at[1] - squares_at[0] > 1:
                # Per variable, then the update count (probes/gradients.py).
                norm = math.sqrt(sum(vector[squares_at[0]:squares_at[1] - 1].tolist()))
            skipped = vector.item(i_skipped) if i_skipped is not None else None
            guard_norm = vector.item(i_norm) if i_norm is not None else None
        skipped = bool(skipped) if skipped is not None else False
        if guard_norm is not None:
            norm = float(guard_norm)
        if total is None or count is None:
            return None, norm, finite, skipped
        total, count = float(total), float(count)
        last_total, last_count = self._tracker_last
        self._tracker_last = (total, count)
        if 0 < count <= last_count:
            last_total, last_count = 0.0, 0.0  # the tracker was reset
        if count <= last_count:
            return None, norm, finite, skipped
        return (total - last_total) / (count - last_count), norm, finite, skipped


def _positions(layout):
    """Where a layout holds the loss tracker's total and count, the
    gradient squares and the in-step guard's flag and norm: (index, index,
    (start, stop), index, index), None for each absent."""
    slices = layout.slices
    total, count, squares = slices.get("loss_total"), slices.get("loss_count"), slices.get("grad_squares")
    skipped, norm = slices.get(heal_skip.SKIPPED), slices.get(heal_skip.NORM)
    return (None if total is None else total[0], None if count is None else count[0],
            None if squares is None else squares[:2], None if skipped is None else skipped[0],
            None if norm is None else norm[0])


def _skip_why(loss, norm, median_norm):
    """Why the guard skipped a step, in words (heal_skip.py's test)."""
    if norm is None or not math.isfinite(norm):
        return f"its gradients hold a NaN/Inf (its loss: {'unknown' if loss is None else f'{loss:g}'})"
    return (f"the global gradient norm {norm:.4g} is over {EXPLODE_FACTOR:g}x the healthy steps' median "
            f"{median_norm:.4g}" if median_norm else f"the global gradient norm {norm:.4g} is past heal's bound")


def _records_of(fit_locals, batch):
    """[first, last + 1] rows of fit's arrays that batch `batch` held, where
    fit read arrays in order (shuffle=False) at a known batch size; else None."""
    if not fit_locals or fit_locals.get("shuffle", True) or not isinstance(fit_locals.get("batch_size"), int):
        return None
    x = fit_locals.get("x")
    if not hasattr(x, "shape") or not hasattr(x, "__getitem__"):
        return None
    size = fit_locals["batch_size"]
    start = batch * size
    return [start, min(start + size, int(x.shape[0]))]


def _nonfinite_why(outputs, vector, loss):
    """Which of the step's statistics hold the NaN/Inf, for the event."""
    names = []
    if not isinstance(vector, dict):
        vector = call_guarded(outputs.unpack, vector) or {}
    names = sorted({_STATISTIC_WORDS.get(name, name.replace("_", " "))
                    for name, value in vector.items() if not np.isfinite(value).all()})
    loss_text = "unknown" if loss is None else f"{loss:g}"
    said = " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names) or "statistics"
    return f"a NaN/Inf in the step's {said} (its loss: {loss_text})"


# The step's statistics that heal reads, in a user's words (the vector's
# names are the engine's: step_outputs.py).
_STATISTIC_WORDS = {"loss_total": "loss", "loss_count": "loss", "grad_squares": "gradients"}


def _rate_words(learning_rate):
    """", learning rate 0.01 -> 0.005 for 100 steps" for the log line."""
    if not learning_rate or learning_rate.get("to") is None:
        return ""
    steps = learning_rate["for_steps"]
    return (f", learning rate {learning_rate['from']:g} -> {learning_rate['to']:g} "
            + (f"for {steps} steps" if steps else "for the rest of the fit"))


def _base_optimizer(model):
    optimizer = getattr(model, "optimizer", None)
    return getattr(optimizer, "inner_optimizer", optimizer)


def _variables_of(model):
    """The variables a snapshot holds: the model's weights (trainable or
    not) and the optimizer's state, but its step counter and learning rate
    (the run's step goes on; the rate is the healer's to set)."""
    optimizer = getattr(model, "optimizer", None)
    skip = set()
    for opt in (optimizer, getattr(optimizer, "inner_optimizer", None)):
        if opt is None:
            continue
        for variable in (getattr(opt, "iterations", None), internals.step_counter(opt), rate_setting(opt)):
            if hasattr(variable, "assign"):
                skip.add(id(variable))
    variables, seen = [], set()
    for variable in list(model.weights) + list(getattr(optimizer, "variables", []) or []):
        if id(variable) in seen or id(variable) in skip:
            continue
        seen.add(id(variable))
        variables.append(variable)
    return variables


def _reset_metrics(model):
    """The epoch's running metrics start again at a rollback: the undone
    steps are not in them, and each step's loss stays its own."""
    for metric in getattr(model, "metrics", []):
        metric.reset_state()


def record_oom_resume(run, plan, failed_batch_size):
    """heal=True, after an OOM: autolog's fit went on at the batch size the
    memory area's oom_retry found (`plan`: its "batch_size",
    "initial_epoch", and the "failed_step"); a `heal_repair` event says so.
    The OOM's step updated nothing, so nothing is rolled back."""
    step = int(plan["failed_step"])
    run.writer.event(EVENT, step, {
        "action": BATCH_SIZE,
        "problem": OOM,
        "why": f"out of memory at batch size {failed_batch_size}",
        "batch_size": {"from": failed_batch_size, "to": plan["batch_size"]},
        "from_epoch": plan["initial_epoch"],
    })
    run.writer.flush()
    logger.warning("tb_trainhealth: heal: out of memory at step %d at batch size %s; fit went on at batch size %d "
                   "from epoch %d.", step, failed_batch_size, plan["batch_size"], plan["initial_epoch"])
