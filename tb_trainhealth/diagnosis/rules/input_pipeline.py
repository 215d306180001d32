"""The input pipeline: input-bound runs, input stalls, and the pipeline's
graph linted as it will run.

Thresholds with a record:
- xprof's input-pipeline analyzer (openxla/xprof,
  `op_stats_to_input_pipeline_analysis.cc`): input share = time waiting for
  input / step time; >= 20% "highly input-bound" (critical here), >= 5%
  "moderately input-bound" (warning). Its tf.data bottleneck finder calls
  an iterator call slow above 50 us; our wait is measured from the host,
  whose thread scheduling adds up to about a millisecond to a batch that
  was ready (WAIT_FLOOR_CAP_S in capture/probes/input_pipeline.py), so a
  run whose mean wait above that floor is under MIN_MEAN_WAIT_S (1 ms, the
  measurement's resolution) is not called input-bound whatever its share:
  on tiny steps a share of a few percent is scheduling noise.
- The typical step must wait too: the median share over windows of 4
  consecutive steps (SHARE_WINDOW in capture/probes/input_pipeline.py: a
  parallel map hands over its batches in bursts, so single steps alternate
  between waiting and not) must reach 5%. Where only rare steps wait long,
  those are stalls (below), or a busy host's hiccups, not a pipeline that
  cannot keep up.
- Stalls (capture/probes/input_pipeline.py writes them): a step whose wait
  exceeds the run's median wait by more than 5 scaled MADs (Hampel's
  identifier, median +- k * 1.4826 * MAD, with k = 5 rather than 3: step
  times are heavy-tailed), by at least one usual step (a stall costs a
  step) and by at least 20 ms (a runnable thread on a busy host waits a few
  Linux CFS scheduling periods, 6 ms each, for its turn, whatever it
  runs; a read, a buffer refill or a slow worker lasts longer), and above
  the 95th percentile of the run's host time between steps (the pure-Python
  part: a busy machine delays the pipeline's threads as much). They make a
  finding when the time they lose is itself >= 5% of the run's step time
  (xprof's moderate class, applied to the stalls' excess).
- A busy machine is not a slow pipeline. On a shared host the scheduler
  keeps the process's threads off a CPU now and then (runnable, waiting on
  a run queue: capture/readers/host_load.py reads it from Linux's per-thread
  schedstat once per round of processing, and every step of the round is
  judged with that round's wait). A thread that sleeps or reads does not
  wait on a run queue, so that wait is the machine, never the pipeline;
  but behind the process's own threads (the step's compute on a small
  host) it is the training's own need for CPU, so it counts as the host's
  only up to the CPU time other processes had meanwhile (/proc/stat, steal
  included). A stall whose excess wait is no longer than that wait of one
  of our threads over the steps judged with it (`descheduled_ms`) could be
  the host's; it is taken as the host's, and
  not counted, where the pipeline is Keras's own around NumPy arrays (an
  in-memory gather: no I/O and no user code, nothing of its own to stall
  on) or where the stalls do not recur (no period, not at epoch starts: a
  pipeline's own stalls come with its files, buffers and epochs; the host's
  come when other jobs run). That wait is a round's, so on a loaded host
  it is long: a user's pipeline whose stalls recur is judged as before.
  The input share is not lowered by it (a starved pipeline's steady waits
  are not the host's), but a run whose wait the host explains is no
  evidence either: on a 2-core host kept busy by other jobs, healthy runs
  with millisecond steps waited up to 20% of their time (typical share
  0.10 at most), and the host explained 94-100% of it. Where what is left of the wait
  once the host's part (`descheduled_s`) is taken off is under 5% of the
  run's time, input_bound is info, saying so, and the performance lints
  are info too; not where the typical step waits 20% or more (starved
  runs measured 0.20-0.53, fed ones on that host 0.10 at most): a host's
  scheduling delays fall on some steps, a starved pipeline's on every one,
  and that wait is taken while other threads of ours, runnable, may be
  what waited for a CPU (a starved run's `descheduled_s` reached 88% of
  its wait). Stalls at an epoch's first batch count
  where they hit more than half of the epoch starts judged (a pipeline
  restarting: a shuffle buffer refilling); one of several is no pattern.
- Shuffle: an element leaves a shuffle buffer of B elements on average B
  draws after it entered it, so a buffer under 1% of the elements it
  shuffles leaves each epoch in storage order to within 1% of the data:
  "far smaller than the data".
- What TensorFlow changes at run time is not flagged: since TF 2.12 a
  final `prefetch` is injected (`inject_prefetch`, when autotune is on) and
  a `map` without `num_parallel_calls` is parallelised
  (`map_parallelization`) unless its function is stateful (any stateful op
  but Assert: grappler's map_parallelization.cc), `synchronous=True`, or
  autotune is off. The lint reads the graph and options the run had.

Performance lints (a sequential map, Python in the pipeline, an
expensive map after `cache`, files read without `interleave`, forced
determinism, no prefetch) are warnings where the run was measured
input-bound (>= 5%): a transformation that keeps up with the step costs
nothing. Without timing evidence, or where a busy host explains the
wait, they are info. Correctness lints (a
`cache` before random augmentation freezes it; a shuffle buffer far
smaller than the data; `enable_debug_mode` left on) are warnings always.
"""

import math
import statistics

from tb_trainhealth.areas.input_pipeline import AREA
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.numbers import number, percent
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules import input_pipeline_code as code

KIND, EVENT, SERIES = AREA.findings, AREA.events, AREA.series

MODERATE_SHARE = 0.05
HIGH_SHARE = 0.20
MIN_MEAN_WAIT_S = 1e-3
MIN_STEPS = 10
STALL_LOST_SHARE = 0.05


def timing(run_data):
    """The run's input timing: the latest `input_timing` event of each fit,
    summed. None without any."""
    latest = {}
    for event in run_data.events_of(EVENT.input_timing):
        key = event.payload.get("fit_started", event.payload.get("first_step"))
        if key not in latest or event.step >= latest[key].step:
            latest[key] = event
    if not latest:
        return None
    totals = {"steps": 0, "wait_s": 0.0, "excess_wait_s": 0.0, "compute_s": 0.0, "host_s": 0.0, "step_s": 0.0,
              "stalls": 0, "epoch_starts": 0, "epoch_start_wait_s": 0.0, "descheduled_s": 0.0}
    median = 0.0
    for event in latest.values():
        for key in totals:
            totals[key] += event.payload.get(key, 0) or 0
        median += (event.payload.get("median_share", event.payload.get("input_share", 0.0)) or 0.0) * (
            event.payload.get("steps") or 0)
    totals["median_share"] = median / totals["steps"] if totals["steps"] else 0.0
    totals["first_step"] = min(e.payload.get("first_step") or e.step for e in latest.values())
    totals["last_step"] = max(e.step for e in latest.values())
    # The wait above the run's floor (a ready batch's hand-off: see
    # capture/probes/input_pipeline.py, WAIT_FLOOR_CAP_S) counts.
    totals["input_share"] = totals["excess_wait_s"] / totals["step_s"] if totals["step_s"] > 0 else 0.0
    totals["mean_wait_ms"] = 1000.0 * totals["excess_wait_s"] / totals["steps"] if totals["steps"] else 0.0
    totals["mean_step_ms"] = 1000.0 * totals["step_s"] / totals["steps"] if totals["steps"] else 0.0
    return totals


def input_bound_share(run_data):
    """The run's input share where it is measured (enough steps), 0 where
    its mean wait is under the measurement's resolution or the typical step
    does not wait (its rare long waits are stalls), else None."""
    totals = timing(run_data)
    if totals is None or totals["steps"] < MIN_STEPS:
        return None
    if totals["excess_wait_s"] / totals["steps"] < MIN_MEAN_WAIT_S:
        return 0.0
    if totals["median_share"] < MODERATE_SHARE:
        return 0.0
    return totals["input_share"]


def host_explains(run_data):
    """Whether the run's wait is within what a busy host explains: its
    typical step waits under HIGH_SHARE, and its wait above the floor less
    the time other processes kept our threads off a CPU (`descheduled_s`)
    is under MODERATE_SHARE of its time (module docstring)."""
    totals = timing(run_data)
    if totals is None or totals["step_s"] <= 0 or totals["median_share"] >= HIGH_SHARE:
        return False
    return max(0.0, totals["excess_wait_s"] - totals["descheduled_s"]) / totals["step_s"] < MODERATE_SHARE


def pipeline(run_data):
    """The last fit's pipeline description (a `pipeline_graph` event), or None."""
    events = run_data.events_of(EVENT.pipeline_graph)
    return events[-1].payload if events else None


class _PipelineRule(Rule):
    area = AREA


@register
class InputBound(_PipelineRule):
    kind = KIND.input_bound

    def has_evidence(self, run_data):
        return timing(run_data) is not None

    def check(self, run_data):
        share = input_bound_share(run_data)
        if share is None or share < MODERATE_SHARE:
            return []
        totals = timing(run_data)
        severity = F.CRITICAL if share >= HIGH_SHARE else F.WARNING
        degree = "highly" if share >= HIGH_SHARE else "moderately"
        busy = ""
        if host_explains(run_data):
            severity, degree = F.INFO, "perhaps"
            busy = (f"; but the host was busy: other processes kept our threads off a CPU for "
                    f"{percent(totals['descheduled_s'] / totals['step_s'])} of the run's time, so the wait may be the "
                    f"machine's, not the pipeline's (without it, under {percent(MODERATE_SHARE)})")
        described = pipeline(run_data)
        evidence = dict(totals, threshold_warning=MODERATE_SHARE, threshold_critical=HIGH_SHARE, basis="xprof")
        if described:
            evidence["source"] = described.get("source")
        text, snippet = code.input_bound_fix(described, totals)
        return [
            self.finding(
                severity,
                step=totals["first_step"],
                summary=(
                    f"The run is {degree} input-bound: {percent(share)} of each step is spent waiting for the next "
                    f"batch ({number(totals['mean_wait_ms'])} ms of a {number(totals['mean_step_ms'])} ms step, "
                    f"over {totals['steps']} steps; xprof's classes: >= {percent(MODERATE_SHARE)} moderately, "
                    f">= {percent(HIGH_SHARE)} highly){busy}."
                ),
                evidence=evidence,
                fix=F.Fix(text=text, code=snippet),
            )
        ]


def recurrence(stalls):
    """How the stalls recur: {"period": steps} where the gaps between the
    large ones (at least half the worst's wait: a smaller one on a busy
    host is not part of the pattern) are regular (two thirds within 10% of
    their median), {"epoch_start": True} where every one is at an epoch's
    first batches, two at least (one stall is no pattern: on a busy host a
    run's second step waited 160 ms once), else {}."""
    worst = max((e.payload.get("wait_ms") or 0.0 for e in stalls), default=0.0)
    stalls = [e for e in stalls if (e.payload.get("wait_ms") or 0.0) >= 0.5 * worst]
    steps = sorted(e.step for e in stalls)
    found = {}
    if len(stalls) >= 2 and all((e.payload.get("batch") or 0) <= 1 for e in stalls) and len(
            {e.payload.get("epoch") for e in stalls}) == len(stalls):
        found["epoch_start"] = True
    if len(steps) >= 3:
        gaps = [b - a for a, b in zip(steps, steps[1:])]
        period = statistics.median(gaps)
        near = sum(1 for g in gaps if abs(g - period) <= max(1.0, 0.1 * period))
        if period >= 1 and near >= math.ceil(2 * len(gaps) / 3):
            found["period"] = int(round(period))
    return found


def judged_stalls(run_data):
    """The stall events a finding weighs: an epoch's first fetch from Keras's
    own pipeline around NumPy arrays (a new iterator over a permutation of
    the indices) is its start-up, nothing the user's pipeline does; a stall
    the host's scheduler explains is the busy machine's (module docstring)."""
    stalls = run_data.events_of(EVENT.input_stall)
    described = pipeline(run_data)
    numpy = bool(described) and described.get("source") == "numpy"
    if numpy:
        stalls = [e for e in stalls if e.payload.get("batch") != 0]
    if numpy or not recurrence(stalls):
        stalls = [e for e in stalls if not busy_host(e)]
    # An epoch start that stalled once of several judged is no pattern of
    # the pipeline (a buffer refill slowed by a busy host): a restart that
    # costs stalls at most of them.
    starts = [e for e in stalls if e.payload.get("batch") == 0]
    judged_starts = (timing(run_data) or {}).get("epoch_starts", 0)
    if starts and judged_starts >= 2 and 2 * len(starts) <= judged_starts:
        stalls = [e for e in stalls if e.payload.get("batch") != 0]
    return stalls


def busy_host(stall):
    """Whether a stall's excess wait is no longer than one of our threads
    waited for a CPU over the steps judged with it."""
    descheduled = stall.payload.get("descheduled_ms")
    excess = (stall.payload.get("wait_ms") or 0.0) - (stall.payload.get("usual_wait_ms") or 0.0)
    return descheduled is not None and excess <= descheduled


@register
class InputStall(_PipelineRule):
    kind = KIND.input_stall

    def has_evidence(self, run_data):
        return timing(run_data) is not None

    def check(self, run_data):
        stalls = judged_stalls(run_data)
        totals = timing(run_data)
        if not stalls or totals is None or totals["step_s"] <= 0:
            return []
        lost_s = sum(max(0.0, e.payload.get("wait_ms", 0.0) - e.payload.get("usual_wait_ms", 0.0)) for e in stalls) / 1000.0
        lost_share = lost_s / totals["step_s"]
        if lost_share < STALL_LOST_SHARE:
            return []
        recurs = recurrence(stalls)
        worst = max(stalls, key=lambda e: e.payload.get("wait_ms", 0.0))
        steps = [e.step for e in stalls]
        if "period" in recurs:
            how = f"every {recurs['period']} steps"
        elif recurs.get("epoch_start"):
            how = "at the start of each epoch"
        else:
            how = "at irregular steps"
        evidence = {
            "stalls": len(stalls),
            "stalls_counted": totals.get("stalls", len(stalls)),
            "steps": steps[:50],
            "worst_step": worst.step,
            "worst_wait_ms": worst.payload.get("wait_ms"),
            "usual_wait_ms": worst.payload.get("usual_wait_ms"),
            "usual_step_ms": worst.payload.get("usual_step_ms"),
            "lost_s": lost_s,
            "lost_share": lost_share,
            "threshold_lost_share": STALL_LOST_SHARE,
            **recurs,
        }
        text, snippet = code.stall_fix(pipeline(run_data), evidence)
        return [
            self.finding(
                F.WARNING,
                step=stalls[0].step,
                summary=(
                    f"{len(stalls)} input stall(s), {how}: the worst, at step {worst.step}, waited "
                    f"{number(worst.payload.get('wait_ms', 0))} ms for its batch (usually "
                    f"{number(worst.payload.get('usual_wait_ms', 0))} ms); the stalls lose {percent(lost_share)} of "
                    f"the run's time."
                ),
                evidence=evidence,
                fix=F.Fix(text=text, code=snippet),
            )
        ]


class _LintRule(_PipelineRule):
    kind = KIND.pipeline_lint

    def reports(self, lint):
        """Whether this rule reports `lint` (input_pipeline_code.lint)."""
        raise NotImplementedError

    def has_evidence(self, run_data):
        return pipeline(run_data) is not None

    def check(self, run_data):
        described = pipeline(run_data)
        share = input_bound_share(run_data)
        found = []
        reported = reported_lints(run_data)
        # Fixes to one pipeline compose: each finding's code is the
        # pipeline with every reported lint's change (its own and the
        # page's others, each line commented), never one that undoes another.
        every = [lint for lint, _ in reported]
        together = (" The code carries the other fixes this page gives the same pipeline, each line commented."
                    if len(every) > 1 else "")
        for lint, severity in reported:
            if not self.reports(lint):
                continue
            evidence = {
                "lint": lint.name,
                "transformation": lint.index,
                "op": lint.op,
                "pipeline": code.chain_words(described),
                **lint.evidence,
            }
            if share is not None:
                evidence["input_share"] = share
            if lint.python_object:
                evidence["input"] = lint.where  # "DirectoryIterator": what feeds fit, no layer
            found.append(
                self.finding(
                    severity,
                    step=None,
                    # A transformation of the pipeline stands where a layer
                    # would (".map(decode)"); the Python object behind it
                    # (a PyDataset, a generator) is neither.
                    layer=None if lint.python_object else lint.where,
                    summary=lint.summary,
                    evidence=evidence,
                    fix=F.Fix(text=lint.fix_text + together, code=code.rewritten(described, every)),
                )
            )
        return found


def reported_lints(run_data):
    """[(Lint, severity)] the lint rules report for the run: correctness
    lints always, performance lints where the run was measured input-bound
    (info where it was not timed), none where the pipeline keeps up."""
    described = pipeline(run_data)
    if described is None:
        return []
    share = input_bound_share(run_data)
    busy_host_only = share is not None and host_explains(run_data)
    reported = []
    for lint in code.lint(described):
        if lint.performance:
            if share is not None and share < MODERATE_SHARE:
                continue  # it keeps up with the step: it costs nothing
            severity = F.WARNING if share is not None and not busy_host_only else F.INFO
        else:
            severity = F.WARNING
        reported.append((lint, severity))
    return reported


@register
class PerformanceLint(_LintRule):
    """What makes the pipeline slower than the step: the cause of the
    run's input-bound share and of its stalls."""

    explains = (KIND.input_bound, KIND.input_stall)
    rank = 40

    def reports(self, lint):
        return lint.performance or lint.name == code.DEBUG_MODE


@register
class CorrectnessLint(_LintRule):
    """What changes the data the model sees: augmentation frozen by a
    cache, a shuffle too small for the data."""

    def reports(self, lint):
        return not lint.performance and lint.name != code.DEBUG_MODE


# The data's order and supply: their own module, the same area.
from tb_trainhealth.diagnosis.rules import input_supply  # noqa: E402,F401  (registers its rules)
