"""`overhead_budget`: on short steps, capture holds the cost of its per-layer
statistics to a share of the step time.

The full version of the step (step_variants.py: max |g|, zero counts and
weight norms, max |x| per layer, the histograms and update ratios) runs
every 10th step by default. On a step of 20 ms it adds a percent or two; on
a step under ~2 ms its fixed cost (tens of ops per layer, each ~1 us on a
CPU) can be as long as the step, and a full step in ten was a tenth or
more of the run's time. So capture times its own steps as a run begins:
the first few full steps the probes ask for (one in ten, by default),
each paired with the regular step just before it (a slow patch of a
shared machine hits both of a pair); which steps run full is not changed
for it (a full step may differ from a regular one in the last bit of a
float, and a program's training must not). From the full step's extra time over the
regular one it picks K, the fewest steps between two full ones that
keeps that extra time within `budget` of the regular step's, and from
then on runs a full step where the probes want one only if K steps have
passed since the last. The per-layer statistics are carried over in
between, as they are between two full steps already. On longer steps K
comes out at or under the probes' own spacing, and nothing changes.

What is never thinned: the regular step itself (the loss, the NaN/Inf
sentinel on every layer and gradient, each step's statistics for the
first bad step, layer and variable), and the steps a probe needs full at
that very step (`Probe.needs_full_step`: a fit's first and last).
Once per run, the choice (K, the times it came from, why) is written as a
`capture_budget` event; the tab's `diagnosis` route shows it under
"capture". Calls of several steps (steps_per_execution > 1) are not
measured: the statistics run as set.
"""

import math
import statistics

from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.capture import options

DEFAULT = options.DEFAULT_OVERHEAD_BUDGET
PAIRS = 4  # full steps timed, each with the regular step before it
MAX_EVERY = 1000


class OverheadBudget:
    """The step engine's half: which steps to time, which to run full while
    measuring, and, once decided, whether a step the probes want full
    runs so (`allows`)."""

    def __init__(self, budget):
        self.budget = options.overhead_budget(budget)
        self.every = 1  # the fewest steps between two full ones (1: as the probes ask)
        self.decision = None  # the capture_budget event's payload, once decided
        self._regular, self._full = [], []
        self._traced = set()  # (functions, full): each version's first call traces
        self._before = None  # the last regular step's time, to pair with the next full one
        self.last_full = None  # the last step that ran full (one step a call)

    @property
    def measuring(self):
        return self.budget > 0 and self.decision is None

    def allows(self, step):
        """Whether a step that the probes want full runs full."""
        return self.last_full is None or step - self.last_full >= self.every

    def ran(self, step, full):
        if full:
            self.last_full = step

    def timed(self, versions, full, seconds, writer, step):
        """A call of the train function's `full` (or regular) version took
        `seconds`: each full step is paired with the regular step just
        before it. The first call of each version (a trace) is not counted."""
        key = (id(versions), full)
        if key not in self._traced:
            self._traced.add(key)
            self._before = None
            return
        if not full:
            self._before = seconds
            return
        if self._before is not None:
            self._full.append(seconds)
            self._regular.append(self._before)
            self._before = None
        if len(self._full) >= PAIRS:
            self._decide(writer, step, statistics.median(self._full), statistics.median(self._regular))

    def not_measured(self, writer, step, why):
        """Calls of several steps: nothing is timed (module docstring)."""
        if self.measuring:
            self._record(writer, step, {"full_every": 1, "reason": why})

    def one_version(self, writer, step, full, why):
        """The step runs one version from now on (step_engine.py): nothing
        is timed or thinned, and the run says why."""
        self._record(writer, step, {"full_every": 1 if full else 0, "reason": why})

    def _decide(self, writer, step, full, regular):
        extra = max(0.0, full - regular)
        self.every = max(1, min(MAX_EVERY, math.ceil(extra / (self.budget * regular) - 1e-9)))
        said = (f"a step with the per-layer statistics took {1000 * full:.2f} ms, one without "
                f"{1000 * regular:.2f} ms (+{100 * extra / regular:.0f}%)")
        if self.every <= 1:
            self.every = 1
            why = f"{said}: they run as set"
        else:
            why = (f"{said}: full steps at least {self.every} steps apart hold their cost to "
                   f"{100 * self.budget:g}% of the step time")
        self._record(writer, step, {"regular_step_ms": round(1000 * regular, 3), "full_step_ms": round(1000 * full, 3),
                                    "full_every": self.every, "reason": why})

    def _record(self, writer, step, payload):
        self.decision = {"overhead_budget": self.budget, **payload}
        writer.event(CORE.events.capture_budget, step, self.decision)
