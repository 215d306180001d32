"""The input pipeline: how long each step waits for its batch against how
long it computes, the steps that stall on input, and the pipeline's graph.

What is measured, per step k (steps_per_execution 1), through the step
engine's in-step hooks (`in_step_begin` / `in_step_end`, traced into the
train step, so they cost only their ops):

- s_k: `tf.timestamp()` with no inputs, at the start of the step's graph.
  Keras's `one_step_on_data` is a nested tf.function, inlined into the
  compiled `multi_step_on_iterator`: an op without inputs runs as soon as
  that graph starts, before its `iterator.get_next()` has returned.
- b_k: `tf.timestamp()` with control dependencies on the batch's tensors:
  the moment the batch is there. e_k: `tf.timestamp()` after the step's
  metrics (the engine's control dependencies on the logs).
- h_k, on the host: `time.time()` right before Keras's train function is
  called for step k (a shim around the function `make_train_function`
  makes, capture/internals/; it only reads the clock). tf.timestamp and
  time.time read the same wall clock.

input wait_k is the time from calling for the batch to having it:
- Keras 3.15 fetches in-graph (`iterator.get_next()` in the compiled
  function, before `train_step`), and so does tf_keras (`next(iterator)`
  in its compiled train function, the step's own graph): wait_k = b_k -
  s_k, computed in-graph in float64, exactly the fetch, without the
  call's dispatch (under MultiWorkerMirroredStrategy that dispatch is
  milliseconds of launching the step across the workers).
- Later Keras versions fetch eagerly (`next(iterator)`) inside the same
  Python train function when steps_per_execution is 1: the fetch then lies
  between h_k and s_k, and wait_k = b_k - h_k (the dispatch, tens of
  microseconds, included). Which one holds is read at trace time: whether
  a graph enclosing the step holds an iterator's get-next op.
compute_k = e_k - b_k. The step's time is e_k - e_{k-1}; what is neither
wait nor compute (the return, Keras's loop, every callback, ours
included, and the dispatch) is host time: a slow callback is not a slow
pipeline. The input share is sum(wait) / sum(step time), as xprof's
input-pipeline analyzer counts it (time waiting for input / step time).
An epoch's first step starts the pipeline over (a new iterator, buffers
refilling): it is judged for stalls but kept out of the share, which is
the steady state's.

With steps_per_execution > 1 the steps are not timed (the steps of one
call run back to back in the graph and do not line up one to one with the
host's calls); the pipeline is still read and linted.

A step that traced the train function (the first, the first full step)
spent the trace before its graph started: it is left out. So is every
step of a model compiled with XLA (`jit_compile`): tf.timestamp has no XLA
kernel, and nothing of ours may fail the user's step. Each step costs
three timestamp ops, a few float64 subtractions and one clock read on the
host; the host side (per step: a few float operations and three series
points) runs with the kept steps (capture/engine/step_engine.py).

The pipeline itself is read once per fit, before its first step, from the
dataset the train function iterates (capture/readers/pipeline_graph.py).
"""

import collections
import math
import time

import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.input_pipeline import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.readers import pipeline_graph
from tb_trainhealth.capture.readers.host_load import OtherProcessesCpu, RunQueueWait
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.safety import call_guarded

EVENT, SERIES = AREA.events, AREA.series
_DEFAULTS = AREA.option_defaults()

# In-step names (handed out with the step; not public vocabulary).
_START_HI = "input_pipeline_start_hi"
_START_LO = "input_pipeline_start_lo"
_FETCH = "input_pipeline_fetch"
_COMPUTE = "input_pipeline_compute"
_TIMESTAMPS = (_START_HI, _START_LO, _FETCH, _COMPUTE)

# Stalls (module docstring of diagnosis/rules/input_pipeline.py cites why):
# a step's wait stands far above the run's usual when it exceeds the
# median by more than STALL_MADS scaled MADs (Hampel's identifier, with a
# wide k: step times are heavy-tailed) and by at least STALL_FLOOR_S and
# STALL_STEP_MULTIPLE usual step times (a stall costs at least a step; a
# runnable thread on a busy host waits up to a few scheduling periods,
# 6 ms each under Linux CFS, for its turn, whatever it runs).
STALL_MADS = 5.0
MAD_SCALE = 1.4826  # MAD of a normal distribution -> its standard deviation
STALL_FLOOR_S = 0.02
STALL_STEP_MULTIPLE = 1.0
STALL_WINDOW = 500  # the run's usual: the last this many steps
STALL_MIN_STEPS = 20  # steps seen before any step is judged
MAX_STALL_EVENTS = 200  # per fit; more are counted in the totals
# The wait of a batch that was ready is not zero: the consumer's wake-up and
# the timestamp op's turn on the host's inter-op threads (0.1-0.7 ms, median
# 0.26 ms, measured on a loaded 2-core host with a cached, prefetched
# pipeline). The run's median wait, up to this, is taken as that floor and
# only the wait above it counts toward the input share: a starved
# pipeline's waits are counted less by at most this much per step.
WAIT_FLOOR_CAP_S = 0.001
SHARE_BINS = 200
# The typical share is the median over windows of this many consecutive
# steps, not over single steps: a parallel map (Keras's gather of NumPy
# arrays, any AUTOTUNE map) hands over the batches it made side by side in
# a burst, so a starved pipeline's waiting step is followed by steps whose
# batch was ready. Measured on a 2-core host, NumPy runs waiting 19-36% of
# their time had per-step medians of 0.01-0.41 and 4-step medians of
# 0.20-0.39 (their fed twins: 0.03 at most). A stall lifts one window.
SHARE_WINDOW = 4
# The steps kept unjudged at most: they are judged with the last step of
# each round of processing (capture/engine/step_engine.py), or at this many where
# a round holds more (steps_per_execution > 100).
JUDGE_EVERY = 100
TOTALS_EVERY = 500  # steps between the fit's totals events (and each epoch)


class InputPipelineProbe(Probe):
    @classmethod
    def from_options(cls, options):
        return cls(timing=options["timing"], lint=options["lint"])

    def __init__(self, timing=_DEFAULTS["timing"], lint=_DEFAULTS["lint"]):
        self._timing = bool(timing)
        self._lint = bool(lint)
        self._origin = None  # float64 seconds: the in-graph times are relative to it
        self._shim = None
        self._begin = None  # the begin timestamp of the step being traced
        self._fetch_in_graph = True  # set when the step is traced
        self._timed = False  # whether this fit's steps are timed
        self._last_described = None  # (pipeline structure, fit's x, its description)
        self._reset_fit()

    def _reset_fit(self):
        self._calls = collections.deque()  # (host time before the call, traced) per call
        self._traced = False
        self._prev_end = None  # e_{k-1}, host float64
        self._waits = collections.deque(maxlen=STALL_WINDOW)
        self._steps = collections.deque(maxlen=STALL_WINDOW)
        self._hosts = collections.deque(maxlen=STALL_WINDOW)
        self._totals = _Totals()
        self._stalls_written = 0
        self._unjudged = []  # (step, epoch, batch, wait, compute, host, step time) since the last check
        self._written_totals = 0
        self._backlog = []  # steps not judged for stalls yet
        self._epoch_steps = []  # steps each epoch ran (data supply)
        self._epoch_first = None
        # A busy machine (capture/readers/host_load.py): the longest time one of
        # our threads waited for a CPU over the steps of the backlog.
        self._run_queue = RunQueueWait()
        self._other_cpu = OtherProcessesCpu()
        self._descheduled = 0.0
        # The host's wait of this round of processing (`_round_host_wait`),
        # and what of it the round's judged steps have not taken yet.
        self._round_wait = None
        self._round_wait_left = 0.0
        call_guarded(self._run_queue.longest)  # from here on
        call_guarded(self._other_cpu.seconds)

    # Setting up.

    def on_train_begin(self, run):
        self._reset_fit()
        self._timed = False
        if not self._timing:
            return
        if internals.step_is_xla_compiled(run.model):
            return  # module docstring: no timestamp under XLA
        if internals.op_determinism_enabled():
            return  # a tf.timestamp in the step would fail it: op determinism forbids the clock
        if internals.steps_per_execution(run.model) > 1:
            return  # module docstring
        if self._origin is None:
            self._origin = time.time()
        self._shim = internals.time_train_function_calls(run.model, self._called, self._call_returned)
        self._timed = True
        run.retrace()  # the train function Keras made before fit's callbacks has no shim

    def detach(self, run):
        if self._shim is not None:
            internals.untime_train_function_calls(run.model, self._shim)
            self._shim = None

    def before_first_step(self, run, iterator):
        if not self._lint:
            return
        described = call_guarded(self._described, iterator, run.fit_args)
        if described is not None:
            run.writer.event(EVENT.pipeline_graph, run.step + 1, described)

    def _described(self, iterator, fit_args):
        """The pipeline's description; at a later fit over a pipeline of the
        same structure (Keras builds one anew from the same arrays each
        `fit`), the one already read: serialising it copies all its data."""
        dataset = pipeline_graph.iterator_dataset(iterator)
        if dataset is None:
            return None
        x = (fit_args or {}).get("x")
        key = (call_guarded(internals.datasets.dataset_structure, dataset), id(x) if x is not None else None)
        if key[0] is not None and self._last_described is not None and self._last_described[0] == key:
            return self._last_described[1]
        described = pipeline_graph.describe_dataset(dataset, fit_args)
        self._last_described = (key, described)
        return described

    # In the step (traced).

    def in_step_begin(self, run, data):
        if not self._timed:
            return None
        self._traced = True
        # No inputs: it runs as soon as the step's graph starts, before the
        # fetch (nested functions are inlined); `begin` waits for the batch.
        started = tf.timestamp()
        tensors = [t for t in tf.nest.flatten(data) if tf.is_tensor(t)]
        with tf.control_dependencies(tensors):
            begin = tf.timestamp()
        self._begin = begin
        relative = started - tf.constant(self._origin, tf.float64)
        hi = tf.cast(relative, tf.float32)
        lo = tf.cast(relative - tf.cast(hi, tf.float64), tf.float32)
        out = {_START_HI: hi, _START_LO: lo, _FETCH: tf.cast(begin - started, tf.float32)}
        self._fetch_in_graph = _fetch_in_graph()
        return out

    def in_step_end(self, run, data, logs):
        if not self._timed or self._begin is None:
            return None
        end = tf.timestamp()
        compute = tf.cast(end - self._begin, tf.float32)
        self._begin = None
        return {_COMPUTE: compute}

    # On the host.

    def _called(self):
        self._traced = False
        return time.time()

    def _call_returned(self, called_at):
        # Only calls that ran a step are kept (the call that finds the
        # data exhausted raises instead).
        self._calls.append((called_at, self._traced))

    def on_batch_end(self, run, logs):
        if not self._timed:
            return
        outputs = run.step_outputs
        timing = self._step_timing(*(outputs.read(name) for name in _TIMESTAMPS))
        if timing is not None:
            self._record(run, run.step, *timing)
        if outputs.current_is_latest:
            # The round's last step: every step of the round is judged with
            # the round's host wait, and the next round reads its own.
            if self._unjudged:
                self._judge(run)
            self._round_wait = None

    def on_steps_end(self, run, steps):
        if not self._timed:
            return  # as `on_batch_end`: nothing to record (XLA, steps_per_execution > 1)
        columns = [steps.read(name) for name in _TIMESTAMPS]
        if any(column is None for column in columns):
            return super().on_steps_end(run, steps)
        recorded = []
        kept = zip(steps.steps.tolist(), steps.epochs.tolist(), steps.batches.tolist(),
                   *(column.tolist() for column in columns))
        for step, epoch, batch, *stamps in kept:
            timing = self._step_timing(*stamps)
            if timing is None:
                continue
            recorded.append((step, *timing))
            self._unjudged.append((step, epoch, batch, *timing))
            if len(self._unjudged) >= JUDGE_EVERY:
                run.step, run.epoch, run.batch = step, epoch, batch
                self._judge(run)
        if recorded:
            self._write_points(run.writer, *zip(*recorded))

    def _step_timing(self, hi, lo, fetch, compute):
        """(wait, compute, host, step time) in seconds of the next call's
        step, from its in-step timestamps, or None where there is none."""
        call = self._calls.popleft() if self._calls else None
        if hi is None or lo is None or fetch is None or compute is None or call is None:
            self._prev_end = None
            return None
        called_at, traced = call
        started = self._origin + float(hi) + float(lo)
        fetch, compute = max(0.0, float(fetch)), max(0.0, float(compute))
        begin = started + fetch
        end = begin + compute
        prev_end, self._prev_end = self._prev_end, end
        if traced or prev_end is None:
            return None  # a trace lies in this step's wait; the first has no step before it
        # In-graph fetch (Keras 3.15): from the graph's start to the batch;
        # an eager fetch lies before the graph starts, after the call
        # (module docstring).
        wait = fetch if self._fetch_in_graph else max(0.0, begin - called_at)
        step_time = max(end - prev_end, wait + compute)
        host = max(0.0, step_time - wait - compute)
        return wait, compute, host, step_time

    def _record(self, run, step, wait, compute, host, step_time):
        self._write_points(run.writer, [step], [wait], [compute], [host])
        self._unjudged.append((step, run.epoch, run.batch, wait, compute, host, step_time))
        if len(self._unjudged) >= JUDGE_EVERY:
            self._judge(run)

    @staticmethod
    def _write_points(writer, steps, waits, computes, hosts, *_):
        writer.add_points(SERIES.input_wait, steps, [1000.0 * w for w in waits])
        writer.add_points(SERIES.compute_time, steps, [1000.0 * c for c in computes])
        writer.add_points(SERIES.host_time, steps, [1000.0 * h for h in hosts])

    def _judge(self, run):
        """The steps since the last check, against the run's usual wait (the
        window before and with them): into the totals, above the wait's
        floor, and stall events."""
        batch, self._unjudged = self._unjudged, []
        if not batch:
            return
        for step, _, _, wait, _, host, step_time in batch:
            self._waits.append(wait)
            self._steps.append(step_time)
            self._hosts.append(host)
        waits = np.fromiter(self._waits, np.float64)
        usual = float(np.median(waits))
        # The wait of a batch that was ready: the hand-off and the
        # scheduling of the timestamp op on the host's inter-op threads.
        floor = min(usual, WAIT_FLOOR_CAP_S)
        for step, _, batch_index, wait, compute, host, step_time in batch:
            if batch_index == 0:
                # An epoch's first fetch starts the pipeline over (a new
                # iterator: buffers refill, files reopen): judged as a
                # stall, kept out of the steady state's share.
                self._totals.epoch_start(wait)
            else:
                self._totals.add(step, wait, max(0.0, wait - floor), compute, host, step_time)
        self._totals.floor = floor
        # What a busy host kept us off a CPU in these steps (not the
        # pipeline: the rules' docstring), read once a round.
        descheduled = self._round_host_wait()
        self._descheduled = max(self._descheduled, descheduled)
        excess = sum(max(0.0, w - floor) for _, _, b, w, *_ in batch if b != 0)
        explained = min(self._round_wait_left, excess)
        self._round_wait_left -= explained
        self._totals.descheduled += explained
        written = self._totals.steps // TOTALS_EVERY
        # The first steps wait for a window large enough to judge them.
        self._backlog.extend(batch)
        if len(self._waits) >= STALL_MIN_STEPS:
            backlog, self._backlog = self._backlog, []
            self._stalls(run, backlog, waits, usual)
            self._descheduled = 0.0
        if self._totals.steps // TOTALS_EVERY > self._written_totals:
            self._written_totals = written
            self._write_totals(run)

    def _round_host_wait(self):
        """Seconds: the longest time one of our threads waited on a run
        queue while other processes had as much CPU time (capture/readers/host_load.py:
        behind our own threads it is the training's need, not the host's),
        since the last round of processing (capture/engine/step_engine.py), read
        once a round. Every step this round judges ran in that window; a
        read per judge gave a round's last steps only the time its
        processing took. 0 where nothing can be read."""
        if self._round_wait is None:
            waited = call_guarded(self._run_queue.longest) or 0.0
            others = call_guarded(self._other_cpu.seconds)
            self._round_wait = waited if others is None else min(waited, others)
            self._round_wait_left = self._round_wait
        return self._round_wait

    def _stalls(self, run, batch, waits, usual):
        spread = MAD_SCALE * float(np.median(np.abs(waits - usual)))
        usual_step = float(np.median(np.fromiter(self._steps, np.float64)))
        # The host's own hiccups: what the pure-Python part between steps
        # reaches one step in twenty. A busy machine delays the pipeline's
        # threads as much; a stall of the pipeline's making stands above it.
        host_noise = float(np.percentile(np.fromiter(self._hosts, np.float64), 95)) if self._hosts else 0.0
        excess_needed = max(STALL_MADS * spread, STALL_FLOOR_S, STALL_STEP_MULTIPLE * usual_step, host_noise)
        for step, epoch, batch_index, wait, _, _, step_time in batch:
            if wait - usual < excess_needed:
                continue
            self._totals.stalls += 1
            if self._stalls_written >= MAX_STALL_EVENTS:
                continue
            self._stalls_written += 1
            run.writer.event(EVENT.input_stall, step, {
                "epoch": epoch,
                "batch": batch_index,
                "wait_ms": 1000.0 * wait,
                "step_ms": 1000.0 * step_time,
                "usual_wait_ms": 1000.0 * usual,
                "usual_step_ms": 1000.0 * usual_step,
                "threshold_ms": 1000.0 * (usual + excess_needed),
                # The longest run-queue wait of one of our threads over the
                # steps judged with this one (None: not readable here).
                "descheduled_ms": 1000.0 * self._descheduled,
            })

    def on_epoch_begin(self, run):
        self._epoch_first = run.step
        if self._timed:
            self._judge(run)
            if self._totals.steps:
                self._write_totals(run)

    def on_epoch_end(self, run, logs):
        if self._epoch_first is not None:
            self._epoch_steps.append(run.step - self._epoch_first)
            self._epoch_first = None

    def _write_supply(self, run):
        """Each epoch's steps against fit's, where one ran fewer: an input
        that runs out ends every epoch early (Keras 3) or the training
        (tf_keras), with only a warning in the log."""
        params = run.fit_params or {}
        asked = params.get("steps")
        if not isinstance(asked, int) or min(self._epoch_steps, default=asked) >= asked:
            return  # every epoch ran the steps asked
        run.writer.event(EVENT.input_exhausted, run.step, {
            "steps_per_epoch": asked,
            "steps_per_epoch_given": (run.fit_args or {}).get("steps_per_epoch") is not None,
            "epochs": params.get("epochs"),
            "epoch_steps": list(self._epoch_steps),
            # A callback that stops training (EarlyStopping) ends the last
            # epoch early itself.
            "stopped": bool(getattr(run.model, "stop_training", False)),
        })

    def on_train_end(self, run):
        call_guarded(self._write_supply, run)
        if self._timed:
            if self._unjudged:
                self._judge(run)
            if self._backlog and self._waits:
                waits = np.fromiter(self._waits, np.float64)
                backlog, self._backlog = self._backlog, []
                self._stalls(run, backlog, waits, float(np.median(waits)))
            if self._totals.steps:
                self._write_totals(run)
        self.detach(run)

    def on_step_error(self, run, error):
        self.on_train_end(run)

    def _write_totals(self, run):
        payload = self._totals.to_json()
        payload["steps_per_execution"] = internals.steps_per_execution(run.model)
        run.writer.event(EVENT.input_timing, self._totals.last_step, payload)


def _fetch_in_graph():
    """Whether the step being traced gets its batch from a fetch in its own
    graph (tf_keras's `next(iterator)` in its compiled train function) or
    in an enclosing one (Keras 3.15's `iterator.get_next()` in the compiled
    `multi_step_on_iterator`), rather than from an eager `next(iterator)`."""
    graph = tf.compat.v1.get_default_graph()
    while graph is not None and hasattr(graph, "get_operations"):
        if any(op.type in _GET_NEXT_OPS for op in graph.get_operations()):
            return True
        graph = getattr(graph, "outer_graph", None)
    return False


_GET_NEXT_OPS = frozenset({"IteratorGetNext", "IteratorGetNextAsOptional", "OptionalGetValue",
                           "MultiDeviceIteratorGetNextFromShard", "IteratorGetNextSync"})


def _bin_share(shares, excess, step_time):
    if step_time > 0:
        shares[min(SHARE_BINS - 1, int(SHARE_BINS * excess / step_time))] += 1


class _Totals:
    """A fit's sums, written as `input_timing` events (never sampled away)."""

    def __init__(self):
        self.first_step = None
        self.last_step = None
        self.steps = 0
        self.wait = self.excess = self.compute = self.host = self.step_time = 0.0
        self.floor = 0.0
        self.shares = [0] * SHARE_BINS  # each window's share of the wait, binned
        # The open window's sums (its steps: self.steps % SHARE_WINDOW).
        self._window_excess = self._window_time = 0.0
        self.waits_over_step = 0  # steps that waited at least half of their time
        self.stalls = 0
        self.epoch_starts = 0
        self.epoch_start_wait = 0.0
        self.descheduled = 0.0  # of the excess wait, what a busy host could explain (each round's `_round_host_wait` at most)
        self.started = time.time()

    def epoch_start(self, wait):
        self.epoch_starts += 1
        self.epoch_start_wait += wait

    def add(self, step, wait, excess, compute, host, step_time):
        if self.first_step is None:
            self.first_step = step
        self.last_step = step
        self.steps += 1
        self.wait += wait
        self.excess += excess
        self.compute += compute
        self.host += host
        self.step_time += step_time
        self._window_excess += excess
        self._window_time += step_time
        if self.steps % SHARE_WINDOW == 0:
            _bin_share(self.shares, self._window_excess, self._window_time)
            self._window_excess = self._window_time = 0.0
        if step_time > 0 and wait >= 0.5 * step_time:
            self.waits_over_step += 1

    def to_json(self):
        share = self.excess / self.step_time if self.step_time > 0 else 0.0
        shares = list(self.shares)
        if self.steps % SHARE_WINDOW:  # the open window counts too, and stays open
            _bin_share(shares, self._window_excess, self._window_time)
        median, count = 0.0, 0
        for i, n in enumerate(shares):
            count += n
            if count * 2 >= sum(shares):
                median = (i + 0.5) / SHARE_BINS
                break
        return {
            "fit_started": self.started,
            "first_step": self.first_step,
            "last_step": self.last_step,
            "steps": self.steps,
            "wait_s": self.wait,
            "excess_wait_s": self.excess,
            "wait_floor_ms": 1000.0 * self.floor,
            "compute_s": self.compute,
            "host_s": self.host,
            "step_s": self.step_time,
            "input_share": share if math.isfinite(share) else 0.0,
            # The typical share (over SHARE_WINDOW steps at a time): rare
            # long waits (stalls, a busy host's hiccups) move the sums'
            # share, not this one.
            "median_share": median if self.steps else 0.0,
            "mostly_waiting_steps": self.waits_over_step,
            "stalls": self.stalls,
            "epoch_starts": self.epoch_starts,
            "epoch_start_wait_s": self.epoch_start_wait,
            "descheduled_s": self.descheduled,
        }

