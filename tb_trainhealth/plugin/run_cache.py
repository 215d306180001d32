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

Memory grows with what is shown, not with the logdir: a run's RunData
(its series, matrices, histograms) is kept for the FULL_ENTRIES runs asked
for last; for every other run only what the `runs` route shows (its
status and counts, `Listed`) is kept. Listing a logdir of 1,000 runs reads
each once, keeps 1,000 small `Listed`, and at most FULL_ENTRIES RunData;
opening an evicted run reads it again.

Bounded: `runs` drops the runs an experiment no longer lists, and a run
found without data is dropped. Thread-safe: TensorBoard serves requests on
threads; one lock per run, so that two requests for it read it once, and
requests for other runs do not wait.
"""

import collections
import dataclasses
import threading
import time
import typing

from tensorboard.data import provider as tb_provider

from tb_trainhealth import diagnosis as diagnosis_lib
from tb_trainhealth.summary import metadata, reader


# Runs whose RunData is kept (the runs opened last in the tab).
FULL_ENTRIES = 8
# Route bodies kept (a heatmap, a series: made once per read of their run).
BODIES = 16
# How long a listing from TensorBoard's Rust data server is reused. Asking
# it costs a gRPC call and ~0.3 ms a tag in the provider's Python (a
# second for 1,000 runs); a tab opening a run asks 3-5 routes at once, and
# its poll comes every 30 s, so data up to a second old is served. The
# Python multiplexer's listing is a walk of its dicts: not reused.
GRPC_LISTING_TTL_S = 1.0


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
    """What the `runs` route shows of a run, kept for every run."""

    run: str
    fingerprint: tuple
    status: str
    counts: dict


def fingerprint(tags):
    """What tells that a run's data changed: {tag: TensorTimeSeries} -> tuple."""
    return tuple(
        sorted((tag, ts.max_step, ts.max_wall_time, ts.plugin_content) for tag, ts in tags.items())
    )


class RunCache:
    def __init__(self, data_provider, derive=None, full_entries=FULL_ENTRIES):
        self._provider = data_provider
        self._derive = derive  # (run_data, diagnosis) -> what a route serves, made once per read
        self._full_entries = int(full_entries)
        self._lock = threading.Lock()  # guards the dicts, never held while reading
        self._entries = collections.OrderedDict()  # (experiment id, run) -> Entry, oldest use first
        self._listed = {}  # (experiment id, run) -> Listed, or None: no readable data
        self._run_locks = {}  # (experiment id, run) -> Lock
        self._bodies = collections.OrderedDict()  # (experiment id, run, fingerprint, key) -> body
        self._listing_ttl = GRPC_LISTING_TTL_S if _is_grpc(data_provider) else 0.0
        self._listings = {}  # (experiment id, run or None) -> (time, listing)
        self._last_runs = None  # (listing, [Listed]) of the last `runs`

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

    def runs(self, ctx, experiment_id):
        """[Listed] of every readable run, sorted by name, with ONE listing
        of the experiment; only runs that changed are read again."""
        from tb_trainhealth.diagnosis import findings as findings_lib

        listing = self._list(ctx, experiment_id)
        with self._lock:
            last = self._last_runs
        if last is not None and last[0] is listing:  # the same listing, reused (GRPC_LISTING_TTL_S)
            return last[1]
        listed = {run for run, tags in listing.items() if tags}
        with self._lock:
            known = set(self._entries) | set(self._listed)
            for key in [k for k in known if k[0] == experiment_id and k[1] not in listed]:
                self._drop(key)
        found = []
        for run in sorted(listed):
            key, mark = (experiment_id, run), fingerprint(listing[run])
            with self._lock:
                summary = self._listed.get(key, False)
            if summary is False or (summary is not None and summary.fingerprint != mark):
                entry = self._entry(ctx, experiment_id, run, listing[run], keep=False)
                summary = None
                if entry.run_data is not None:
                    summary = Listed(
                        run=run, fingerprint=mark, status=entry.diagnosis.status,
                        counts=findings_lib.severity_counts(entry.diagnosis.findings),
                    )
                with self._lock:
                    self._listed[key] = summary
            if summary is not None:
                found.append(summary)
        with self._lock:
            self._last_runs = (listing, found)
        return found

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
        if self._listing_ttl:
            with self._lock:
                kept = self._listings.get(key) or self._listings.get((experiment_id, None))
            if kept is not None and now - kept[0] < self._listing_ttl:
                return kept[1] if run is None else {run: kept[1].get(run)}
        run_filter = tb_provider.RunTagFilter(runs=[run]) if run is not None else None
        listing = self._provider.list_tensors(
            ctx, experiment_id=experiment_id, plugin_name=metadata.PLUGIN_NAME, run_tag_filter=run_filter
        )
        if self._listing_ttl:
            with self._lock:
                self._listings = {k: v for k, v in self._listings.items() if now - v[0] < self._listing_ttl}
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
            with self._lock:
                if keep or key in self._entries or len(self._entries) < self._full_entries:
                    self._entries[key] = entry
                    self._entries.move_to_end(key)
                    while len(self._entries) > self._full_entries:
                        self._entries.popitem(last=False)
                self._run_locks.setdefault(key, run_lock)
            return entry

    def _drop(self, key):
        # Called with self._lock held. A drop racing a read costs at most
        # one more read, or a run kept until the next listing.
        self._entries.pop(key, None)
        self._listed.pop(key, None)
        self._run_locks.pop(key, None)


def _is_grpc(data_provider):
    try:
        from tensorboard.data import grpc_provider
    except ImportError:
        return False
    return isinstance(data_provider, grpc_provider.GrpcDataProvider)
