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

A thread also waits on a run queue behind the process's own threads (a
pipeline's thread behind the step's compute threads on a small host): that
is the training's own need for CPU, not a busy machine. `OtherProcessesCpu`
reads how much CPU time everything but this process had meanwhile (/proc/stat's
busy time, the hypervisor's steal included, less the process's own CPU
time): the host kept our threads waiting no longer than that.
"""

import os

_TASKS = "/proc/self/task"
_STAT = "/proc/stat"
# /proc/stat's first line: cpu user nice system idle iowait irq softirq steal guest guest_nice (clock ticks);
# guest time is counted in user already.
_BUSY_FIELDS = (0, 1, 2, 5, 6, 7)


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


class OtherProcessesCpu:
    def __init__(self):
        self._last = None  # (host's busy CPU seconds, this process's CPU seconds) at the last read

    def seconds(self):
        """CPU seconds that other processes (and, in a virtual machine,
        other guests: steal) had since the last call, over all CPUs; None
        where it cannot be read or at the first call."""
        busy = _host_busy_seconds()
        if busy is None:
            return None
        times = os.times()
        now = (busy, times.user + times.system)
        last, self._last = self._last, now
        if last is None:
            return None
        return max(0.0, (now[0] - last[0]) - (now[1] - last[1]))


def _host_busy_seconds():
    try:
        with open(_STAT) as f:
            fields = f.readline().split()[1:]
        ticks = os.sysconf("SC_CLK_TCK")
        return sum(int(fields[i]) for i in _BUSY_FIELDS if i < len(fields)) / ticks
    except (OSError, ValueError, IndexError):
        return None
