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

Bounded: `runs` drops the runs an experiment no longer lists, and a run
found without data is dropped. Thread-safe: TensorBoard serves requests on
threads; one lock per run, so that two requests for it read it once, and
requests for other runs do not wait.
"""

import dataclasses
import threading
import typing

from tensorboard.data import provider as tb_provider

from tb_trainhealth import diagnosis as diagnosis_lib
from tb_trainhealth.summary import metadata, reader


@dataclasses.dataclass(frozen=True)
class Entry:
    """One run as read at `fingerprint`; shared between requests: read only."""

    run: str
    fingerprint: tuple
    run_data: typing.Any  # RunData, or None: tags, but none of them readable
    diagnosis: typing.Any  # Diagnosis, or None with run_data


def fingerprint(tags):
    """What tells that a run's data changed: {tag: TensorTimeSeries} -> tuple."""
    return tuple(
        sorted((tag, ts.max_step, ts.max_wall_time, ts.plugin_content) for tag, ts in tags.items())
    )


class RunCache:
    def __init__(self, data_provider):
        self._provider = data_provider
        self._lock = threading.Lock()  # guards the two dicts, never held while reading
        self._entries = {}  # (experiment id, run) -> Entry
        self._run_locks = {}  # (experiment id, run) -> Lock

    def runs(self, ctx, experiment_id):
        """[Entry] of every readable run, sorted by name, with ONE listing
        of the experiment; only runs that changed are read again."""
        listing = self._list(ctx, experiment_id)
        listed = {run for run, tags in listing.items() if tags}
        with self._lock:
            for key in [k for k in self._entries if k[0] == experiment_id and k[1] not in listed]:
                self._drop(key)
        entries = [self._entry(ctx, experiment_id, run, listing[run]) for run in sorted(listed)]
        return [e for e in entries if e.run_data is not None]

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
        run_filter = tb_provider.RunTagFilter(runs=[run]) if run is not None else None
        return self._provider.list_tensors(
            ctx, experiment_id=experiment_id, plugin_name=metadata.PLUGIN_NAME, run_tag_filter=run_filter
        )

    def _entry(self, ctx, experiment_id, run, tags):
        key = (experiment_id, run)
        mark = fingerprint(tags)
        with self._lock:
            run_lock = self._run_locks.setdefault(key, threading.Lock())
        with run_lock:
            with self._lock:
                entry = self._entries.get(key)
            if entry is not None and entry.fingerprint == mark:
                return entry
            # Data written between our listing and the read is in the
            # entry under the older mark: the next request reads it again.
            run_data = reader.read_run(self._provider, ctx, experiment_id, run)
            result = diagnosis_lib.diagnose(run_data) if run_data is not None else None
            entry = Entry(run=run, fingerprint=mark, run_data=run_data, diagnosis=result)
            with self._lock:
                self._entries[key] = entry
                self._run_locks.setdefault(key, run_lock)
            return entry

    def _drop(self, key):
        # Called with self._lock held. A drop racing a read costs at most
        # one more read, or a run kept until the next listing.
        self._entries.pop(key, None)
        self._run_locks.pop(key, None)
