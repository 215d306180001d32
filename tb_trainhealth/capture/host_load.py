"""How long this process's threads were runnable but not running: the
time the host's scheduler kept them off a CPU (a busy machine), read from
Linux's per-thread scheduler statistics.

/proc/self/task/<tid>/schedstat holds three numbers per thread: time on a
CPU, time waiting on a run queue (runnable, not running) and the number of
time slices, in nanoseconds (Documentation/scheduler/sched-stats.rst). A
thread that sleeps or waits for I/O does not count as waiting on a run
queue: the run-queue wait is the machine being busy, never the pipeline
being slow. Reading it costs ~0.03 ms a thread, so it is read once per
round of judged steps (about a hundred), never per step. Elsewhere than
Linux there is nothing to read and `RunQueueWait.longest` returns None.
"""

import os

_TASKS = "/proc/self/task"


class RunQueueWait:
    def __init__(self):
        self._last = None  # {thread id: run-queue wait (ns)} at the last read

    def longest(self):
        """Seconds: the longest any one thread of the process waited on a
        run queue since the last call (the first call: since the thread
        started), or None where it cannot be read."""
        now = _read()
        if now is None:
            return None
        last, self._last = self._last or {}, now
        return max((wait - last.get(tid, 0) for tid, wait in now.items()), default=0) / 1e9


def _read():
    try:
        tids = os.listdir(_TASKS)
    except OSError:
        return None
    waits = {}
    for tid in tids:
        try:
            with open(f"{_TASKS}/{tid}/schedstat") as f:
                waits[tid] = int(f.read().split()[1])
        except (OSError, ValueError, IndexError):
            continue  # the thread ended, or no schedstats in this kernel
    return waits or None
