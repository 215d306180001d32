"""Each run read and diagnosed once per change of its data.

The tab asks for `runs` every 30 s and for a run's routes on every click;
reading a run back and diagnosing it costs far more than asking the data
provider what it holds. So a run's RunData and Diagnosis are kept, keyed by
(experiment id, run), with a fingerprint of the run's trainhealth tags as
`list_tensors` describes them; a request that finds another fingerprint
reads the run again.

A TensorTimeSeries tells a change by its `max_step` and `max_wall_time`
(any new write is later in wall time, a rewritten step too) and by its
`plugin_content` (a matrix's columns). A new event is a new tag. Its
description and display name never change what is read.

`runs` answers in a bounded time: when more than SYNC_RUNS runs need a
read (a logdir seen for the first time, a sweep all training at once), the
request reads them for RUNS_BUDGET_S (and the read under way when it runs
out) and lists the rest as PENDING (a run never read yet) or with the
status of its last read (a run whose data changed since); one background
thread reads those, one at a time, and a later `runs` shows them. A run
asked for by name (`diagnosis?run=`) is read by that request, first. With
no more than SYNC_RUNS to read (a small logdir, a few runs training), the
request reads them all unless that takes more than FEW_RUNS_BUDGET_S: the
answer is complete. It always is without `background` (the HTML report).

Memory grows with what is shown, not with the logdir: a run's RunData
(its series, matrices, histograms) is kept for the FULL_ENTRIES runs asked
for last; for every other run only what the `runs` route shows (its
status and counts, `Listed`) is kept. Listing a logdir of 1,000 runs reads
each once, keeps 1,000 small `Listed`, and at most FULL_ENTRIES RunData;
opening an evicted run reads it again.

Bounded: `runs` drops the runs an experiment no longer lists. Thread-safe:
TensorBoard serves requests on threads; one lock per run, so that two
requests (or a request and the background thread) read it once, and
requests for other runs do not wait.
"""

import collections
import dataclasses
import logging
import threading
import time
import typing

from tensorboard.data import provider as tb_provider

from tb_trainhealth import diagnosis as diagnosis_lib
from tb_trainhealth.diagnosis import findings as findings_lib
from tb_trainhealth.summary import metadata, reader

logger = logging.getLogger(__name__)

# Runs whose RunData is kept (the runs opened last in the tab).
FULL_ENTRIES = 8
# Route bodies kept (a heatmap, a series: made once per read of their run).
BODIES = 16
# How long a listing of the provider is reused. The tab opening a run asks
# 3-5 routes at once, and polls `runs` every 30 s; TensorBoard itself
# reloads the logdir every --reload_interval (5 s by default). Listing
# costs a gRPC call under the Rust data server, a walk of every tag's
# events under the Python multiplexer (5-10 ms for 1,000 runs).
LISTING_TTL_S = 1.0
# `runs`: up to SYNC_RUNS runs to read are read in the request for up to
# FEW_RUNS_BUDGET_S (a small logdir's first answer is complete: the tab
# polls `runs` only every 30 s); more, for RUNS_BUDGET_S. The background
# thread reads the rest.
SYNC_RUNS = 32
FEW_RUNS_BUDGET_S = 10.0
RUNS_BUDGET_S = 0.5
# The status of a run listed but not read yet.
PENDING = "pending"


@dataclasses.dataclass(frozen=True)
class Entry:
    """One run as read at `fingerprint`; shared between requests: read only."""

    run: str
    fingerprint: tuple
    run_data: typing.Any  # RunData, or None: tags, but none of them readable
    diagnosis: typing.Any  # Diagnosis, or None with run_data
    derived: typing.Any = None  # derive(run_data, diagnosis), made once per read


@dataclasses.dataclass(frozen=True)
class Listed:
    """What the `runs` route shows of a run, kept for every run read:
    status None for a run with no readable data (not shown)."""

    run: str
    fingerprint: tuple
    status: typing.Optional[str]
    counts: typing.Optional[dict]

    def shown(self):
        return (self.run, self.status, self.counts)


def fingerprint(tags):
    """What tells that a run's data changed: {tag: TensorTimeSeries} -> tuple."""
    return tuple(
        sorted((tag, ts.max_step, ts.max_wall_time, ts.plugin_content) for tag, ts in tags.items())
    )


class RunCache:
    def __init__(self, data_provider, derive=None, full_entries=FULL_ENTRIES, background=True):
        self._provider = data_provider
        self._derive = derive  # (run_data, diagnosis) -> what a route serves, made once per read
        self._full_entries = int(full_entries)
        # False: `runs` reads every run it lists in the request (a report's
        # snapshot, which no later `runs` completes).
        self.background = bool(background)
        self.sync_runs = SYNC_RUNS
        self.runs_budget_s = RUNS_BUDGET_S
        self.few_runs_budget_s = FEW_RUNS_BUDGET_S
        self.listing_ttl_s = LISTING_TTL_S
        # Cleared, the background thread waits before its next read (tests).
        self.background_allowed = threading.Event()
        self.background_allowed.set()
        self._lock = threading.Lock()  # guards what follows, never held while reading
        self._entries = collections.OrderedDict()  # (experiment id, run) -> Entry, oldest use first
        self._listed = {}  # (experiment id, run) -> Listed
        self._run_locks = {}  # (experiment id, run) -> Lock
        self._bodies = collections.OrderedDict()  # (experiment id, run, fingerprint, key) -> body
        self._listings = {}  # (experiment id, run or None) -> (time, listing)
        self._version = 0  # bumped when what `runs` shows of a run changes
        self._last_runs = None  # (experiment id, listing, version, [Listed]) of the last `runs`
        self._runs_body = None  # ([Listed], extra, body) of the last runs_body
        self._queue = collections.OrderedDict()  # (experiment id, run) -> (ctx, tags): to read in the background
        self._worker = None  # the background thread, while the queue is not empty
        self._reading = None  # the (experiment id, run) it reads now

    def body(self, entry, key, make):
        """make() once per read of `entry`'s run, for the route body `key`:
        kept for the BODIES asked for last (a PublicError is not kept)."""
        full_key = (id(entry), entry.run, entry.fingerprint, key)
        with self._lock:
            found = self._bodies.get(full_key)
            if found is not None:
                self._bodies.move_to_end(full_key)
                return found
        made = make()
        with self._lock:
            self._bodies[full_key] = made
            while len(self._bodies) > BODIES:
                self._bodies.popitem(last=False)
        return made

    def runs_body(self, ctx, experiment_id, make, more=None):
        """make([Listed], extra) once per change of what `runs` shows:
        `extra` is more([Listed]) (what else it shows, compared with ==:
        the runs on disk that cannot be read), or None."""
        found = self.runs(ctx, experiment_id)
        extra = more(found) if more is not None else None
        with self._lock:
            kept = self._runs_body
        if kept is not None and kept[0] is found and kept[1] == extra:
            return kept[2]
        made = make(found, extra)
        with self._lock:
            self._runs_body = (found, extra, made)
        return made

    def runs(self, ctx, experiment_id):
        """[Listed] of every run listed with readable (or not yet read)
        data, sorted by name, with ONE listing of the experiment; only runs
        that changed are read again, in a bounded time (SYNC_RUNS). The
        same list object while nothing shown changed."""
        listing = self._list(ctx, experiment_id)
        with self._lock:
            last = self._last_runs
            if last is not None and last[0] == experiment_id and last[1] is listing and last[2] == self._version:
                return last[3]
        listed = {run: tags for run, tags in listing.items() if tags}
        with self._lock:
            known = set(self._entries) | set(self._listed) | set(self._queue)
            for key in [k for k in known if k[0] == experiment_id and k[1] not in listed]:
                self._drop(key)
        marks = {run: fingerprint(tags) for run, tags in listed.items()}
        with self._lock:
            for key, (queued_ctx, _) in self._queue.items():
                if key[0] == experiment_id and key[1] in listed:
                    self._queue[key] = (queued_ctx, listed[key[1]])  # its latest tags, in its place
            to_read = [
                run for run in sorted(listed)
                if (experiment_id, run) not in self._queue and (experiment_id, run) != self._reading
                and getattr(self._listed.get((experiment_id, run)), "fingerprint", None) != marks[run]
            ]
        deadline = None
        if self.background:
            few = len(to_read) <= self.sync_runs
            deadline = time.monotonic() + (self.few_runs_budget_s if few else self.runs_budget_s)
        for i, run in enumerate(to_read):
            if deadline is not None and time.monotonic() >= deadline:
                self._enqueue(ctx, experiment_id, [(r, listed[r]) for r in to_read[i:]])
                break
            self._entry(ctx, experiment_id, run, listed[run], keep=False)
        with self._lock:
            found = []
            for run in sorted(listed):
                summary = self._listed.get((experiment_id, run))
                if summary is None:
                    summary = Listed(run=run, fingerprint=(), status=PENDING, counts=None)
                if summary.status is not None:
                    found.append(summary)
            last = self._last_runs
            if last is not None and last[0] == experiment_id and _shown(last[3]) == _shown(found):
                found = last[3]  # the same body
            self._last_runs = (experiment_id, listing, self._version, found)
        return found

    def pending(self):
        """How many runs wait for the background thread."""
        with self._lock:
            return len(self._queue)

    def get(self, ctx, experiment_id, run):
        """The run's Entry, or None when it holds no readable trainhealth data."""
        tags = self._list(ctx, experiment_id, run).get(run)
        if not tags:
            with self._lock:
                self._drop((experiment_id, run))
            return None
        entry = self._entry(ctx, experiment_id, run, tags)
        return entry if entry.run_data is not None else None

    def _list(self, ctx, experiment_id, run=None):
        key = (experiment_id, run)
        now = time.monotonic()
        ttl = self.listing_ttl_s
        if ttl:
            with self._lock:
                kept = self._listings.get(key) or self._listings.get((experiment_id, None))
            if kept is not None and now - kept[0] < ttl:
                return kept[1] if run is None else {run: kept[1].get(run)}
        run_filter = tb_provider.RunTagFilter(runs=[run]) if run is not None else None
        listing = self._provider.list_tensors(
            ctx, experiment_id=experiment_id, plugin_name=metadata.PLUGIN_NAME, run_tag_filter=run_filter
        )
        if ttl:
            with self._lock:
                self._listings = {k: v for k, v in self._listings.items() if now - v[0] < ttl}
                self._listings[key] = (now, listing)
        return listing

    def _entry(self, ctx, experiment_id, run, tags, keep=True):
        """The run's Entry at its listing `tags`, read if not kept. `keep`:
        a run asked for (kept among the FULL_ENTRIES last), not one read for
        the listing only (kept if it was already, or while there is room)."""
        key = (experiment_id, run)
        mark = fingerprint(tags)
        with self._lock:
            run_lock = self._run_locks.setdefault(key, threading.Lock())
        with run_lock:
            with self._lock:
                entry = self._entries.get(key)
                if entry is not None and entry.fingerprint == mark:
                    if keep:
                        self._entries.move_to_end(key)
                    return entry
            # Data written between our listing and the read is in the
            # entry under the older mark: the next request reads it again.
            run_data = reader.read_run(self._provider, ctx, experiment_id, run)
            result = diagnosis_lib.diagnose(run_data) if run_data is not None else None
            derived = self._derive(run_data, result) if self._derive and run_data is not None else None
            entry = Entry(run=run, fingerprint=mark, run_data=run_data, diagnosis=result, derived=derived)
            summary = Listed(run=run, fingerprint=mark, status=None, counts=None)
            if result is not None:
                summary = dataclasses.replace(
                    summary, status=result.status, counts=findings_lib.severity_counts(result.findings)
                )
            with self._lock:
                if keep or key in self._entries or len(self._entries) < self._full_entries:
                    self._entries[key] = entry
                    self._entries.move_to_end(key)
                    while len(self._entries) > self._full_entries:
                        self._entries.popitem(last=False)
                self._run_locks.setdefault(key, run_lock)
                old = self._listed.get(key)
                if old is None or old.fingerprint != mark:
                    self._listed[key] = summary
                    if old is None or old.shown() != summary.shown():
                        self._version += 1
                queued = self._queue.get(key)
                if queued is not None and fingerprint(queued[1]) == mark:
                    del self._queue[key]  # read here first: the background thread need not
            return entry

    def _enqueue(self, ctx, experiment_id, runs):
        with self._lock:
            for run, tags in runs:
                self._queue[(experiment_id, run)] = (ctx, tags)
            if self._queue and self._worker is None:
                self._worker = threading.Thread(
                    target=self._work, name="trainhealth-runs", daemon=True
                )
                self._worker.start()

    def _work(self):
        """The background thread: reads the queued runs one at a time, in
        the listing's order, and ends when none is left."""
        while True:
            self.background_allowed.wait()
            with self._lock:
                self._reading = None
                if not self._queue:
                    self._worker = None
                    return
                (experiment_id, run), (ctx, tags) = self._queue.popitem(last=False)
                self._reading = (experiment_id, run)  # `runs` leaves it to this thread
            try:
                self._entry(ctx, experiment_id, run, tags, keep=False)
            except Exception:  # a provider that failed: the next `runs` queues it again
                logger.warning("trainhealth: cannot read run %r", run, exc_info=True)

    def _drop(self, key):
        # Called with self._lock held. A drop racing a read costs at most
        # one more read, or a run kept until the next listing.
        self._entries.pop(key, None)
        self._queue.pop(key, None)
        self._run_locks.pop(key, None)
        if self._listed.pop(key, None) is not None:
            self._version += 1


def _shown(found):
    return [listed.shown() for listed in found]
