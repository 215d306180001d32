"""The event files of a logdir as bytes on disk: what TensorBoard's loaders
leave unsaid.

Both loaders stop without a word at a record cut short (a training process
killed mid-write, a disk that filled up, a copy cut short), and drop a run
whose files are not events files at all (random bytes, an empty file, a
text file named *tfevents*): the run then misses from the tab and from
`diagnose` with no reason given. Here each file's records are walked by
their framing alone, so that the CLI (cli.py) and the tab (plugin.py) say
it: a warning naming a file cut short and the last step read from it, and
a run that cannot be read listed with the reason, never dropped.

A record (TFRecord): uint64 length, uint32 masked CRC-32C of the length,
the data (an Event proto), uint32 masked CRC-32C of the data. The tab
checks the lengths only, seeking from one header to the next without
reading the data (TensorBoard's loader checks that); the CLI
(`verify_data`) checks the data too, as TensorBoard's Python loader does.
No TensorFlow: the CRC is TensorBoard's pure-Python one.
"""

import dataclasses
import os
import struct
import threading
import time
import typing

from tensorboard.compat.proto import event_pb2
from tensorboard.compat.tensorflow_stub import pywrap_tensorflow

# A file modified less than LIVE_S ago may be being written, and a record
# cut short at its end be a write under way: no warning yet. TensorFlow's
# writers append whole records at each flush, but TensorBoard's Python
# writer (EventFileWriter, PyTorch's too) flushes its buffer every 120 s
# (flush_secs) and may leave part of a record on disk in between. A file
# untouched for longer is written by nobody: what is cut short is lost.
LIVE_S = 150.0

# What can be wrong with a file (Check.problem).
CUT_SHORT = "cut_short"  # ends in part of a record
CORRUPT = "corrupt"  # a record fails its checksum after good ones
NOT_EVENTS = "not_events"  # its first bytes are not a record
CANNOT_OPEN = "cannot_open"  # permissions, a directory named *tfevents*
GONE = "gone"  # removed since the logdir was walked: nothing to say of it

_HEADER, _FOOTER = 12, 4
# The read buffer: a walk reads 12 bytes a record, mostly from it.
_READ_CHUNK = 1 << 16


@dataclasses.dataclass(frozen=True)
class Check:
    """What walking one file's records found, up to its size at `mtime`."""

    path: str
    size: int
    mtime: float
    identity: tuple  # (device, inode): a file grown in place is walked on from `end`
    records: int  # complete, good records
    end: int  # the offset after the last of them
    last: int = -1  # the offset of the last of them
    last_step: typing.Optional[int] = None  # the step of the last of them, when the file is cut short
    problem: typing.Optional[str] = None
    detail: str = ""

    def live(self, now):
        return now - self.mtime < LIVE_S

    def unreadable(self, now):
        """Why nothing at all can be read from the file ("is not an events
        file (...)"), or None."""
        if self.problem == GONE:
            return None
        if self.problem == CANNOT_OPEN:
            return f"cannot be opened ({self.detail})"
        if self.records:
            return None
        if self.problem == NOT_EVENTS:
            return f"is not an events file ({self.detail})"
        if self.problem == CORRUPT:
            return f"is not an events file (its first record is corrupt: {self.detail})"
        if self.live(now):
            return None  # just created: its first record is on its way
        if self.size == 0:
            return "is not an events file (it is empty)"
        if self.problem == CUT_SHORT:
            return "is not an events file (it ends before its first record is complete)"
        return None

    def warning(self, label, now):
        """What a reader of the file's run must be told of it, or None."""
        if self.problem == CUT_SHORT and self.records and not self.live(now):
            read = f"up to step {self.last_step}" if self.last_step is not None else f"{self.records} records"
            return f"events file {label} ends in a cut-short record: read {read}; what came after is lost"
        if self.problem == CORRUPT and self.records:
            return f"skipped the unreadable part of {label}: corrupt record after {self.records} good ones ({self.detail})"
        why = self.unreadable(now)
        return f"skipped events file {label}: it {why}" if why else None


def check(path, verify_data=False, first_only=False, previous=None):
    """The Check of the file at `path`. `first_only`: its first record only
    (enough to tell whether anything can be read). `previous`, a Check of
    the same file: walk on from where it ended if the file only grew."""
    try:
        stat = os.stat(path)
        f = open(path, "rb", buffering=_READ_CHUNK)
    except FileNotFoundError:
        return Check(path, 0, 0.0, (), 0, 0, problem=GONE)
    except OSError as e:
        return Check(path, 0, 0.0, (), 0, 0, problem=CANNOT_OPEN, detail=e.strerror or str(e))
    identity = (stat.st_dev, stat.st_ino)
    found = dict(path=path, size=stat.st_size, mtime=stat.st_mtime, identity=identity)
    records, offset, last = 0, 0, -1
    if (previous is not None and previous.identity == identity and previous.problem in (None, CUT_SHORT)
            and previous.end <= stat.st_size):
        records, offset, last = previous.records, previous.end, previous.last  # files are only appended to
    with f:
        try:
            while offset < stat.st_size and not (first_only and records):
                f.seek(offset)
                header = f.read(_HEADER)
                if len(header) < _HEADER:
                    return _cut_short(f, found, records, offset, last)
                length, length_crc = struct.unpack("<QI", header)
                if pywrap_tensorflow.masked_crc32c(header[:8]) != length_crc:
                    if records:
                        return Check(**found, records=records, end=offset, last=last, problem=CORRUPT,
                                     detail="its length fails its checksum")
                    return Check(**found, records=0, end=0, problem=NOT_EVENTS,
                                 detail="its first bytes are not a record's header")
                if stat.st_size - offset < _HEADER + length + _FOOTER:
                    return _cut_short(f, found, records, offset, last)
                if verify_data:
                    data = f.read(length)
                    (data_crc,) = struct.unpack("<I", f.read(_FOOTER))
                    if pywrap_tensorflow.masked_crc32c(data) != data_crc:
                        return Check(**found, records=records, end=offset, last=last, problem=CORRUPT,
                                     detail="its data fails its checksum")
                last, records = offset, records + 1
                offset += _HEADER + length + _FOOTER
        except struct.error:  # cut while being read
            return _cut_short(f, found, records, offset, last)
        except OSError as e:  # unreadable, or removed while being read
            return Check(**found, records=records, end=offset, last=last, problem=CANNOT_OPEN,
                         detail=e.strerror or str(e))
    return Check(**found, records=records, end=offset, last=last)


def _cut_short(f, found, records, offset, last):
    return Check(**found, records=records, end=offset, last=last, last_step=_step_at(f, last), problem=CUT_SHORT)


def _step_at(f, offset):
    """The step of the record at `offset` (None if none or unreadable). The
    last complete record's: events are written in step order."""
    if offset < 0:
        return None
    try:
        f.seek(offset)
        (length,) = struct.unpack("<Q", f.read(8))
        f.seek(offset + _HEADER)
        return int(event_pb2.Event.FromString(f.read(length)).step)
    except Exception:  # a damaged record: say how many were read instead
        return None


def run_files(logdir, run):
    """The event files of `run` (a name TensorBoard's loaders gave) under `logdir`."""
    directory = logdir if run == "." else os.path.join(logdir, run)
    try:
        names = os.listdir(directory)
    except OSError:
        return []
    return sorted(os.path.join(directory, n) for n in names if _is_events_file(directory, n))


def _is_events_file(directory, name):
    # As both loaders tell one: "tfevents" in the file's name.
    return "tfevents" in name and not os.path.isdir(os.path.join(directory, name))


class LogdirFiles:
    """The event files of a logdir, by run, each checked once per change of
    its size or modification time (a growing file walked on from where its
    last check ended). Shared by the threads of TensorBoard's server."""

    def __init__(self, logdir, verify_data=False, walk_ttl_s=0.0):
        self.logdir = logdir
        self._verify_data = verify_data
        self._walk_ttl_s = walk_ttl_s  # how long a walk of the logdir's directories is reused
        self._lock = threading.Lock()  # guards what follows, never held while reading
        self._checks = {}  # (path, first_only) -> Check
        self._walked = None  # (time, {run: [path]})

    def runs(self):
        """{run: [event file]} of every directory under the logdir holding
        an events file, named as TensorBoard's loaders name runs ("." for
        the logdir itself)."""
        now = time.monotonic()
        with self._lock:
            walked = self._walked
        if walked is not None and now - walked[0] < self._walk_ttl_s:
            return walked[1]
        found = {}
        for directory, dirnames, filenames in os.walk(self.logdir):
            dirnames.sort()
            files = sorted(os.path.join(directory, n) for n in filenames if "tfevents" in n)
            if files:
                run = os.path.relpath(directory, self.logdir)
                found[run.replace(os.sep, "/")] = files
        with self._lock:
            self._walked = (now, found)
            # Forget the files that are gone.
            present = {p for files in found.values() for p in files}
            self._checks = {k: c for k, c in self._checks.items() if k[0] in present}
        return found

    def check(self, path, first_only=False):
        key = (path, first_only)
        with self._lock:
            kept = self._checks.get(key)
        if kept is not None:
            try:
                stat = os.stat(path)
                if (stat.st_size, stat.st_mtime) == (kept.size, kept.mtime):
                    return kept
            except OSError:
                pass
        found = check(path, verify_data=self._verify_data, first_only=first_only, previous=kept)
        with self._lock:
            self._checks[key] = found
        return found

    def label(self, path, full_path=False):
        """How a file is named to the user: from the logdir on (its run's
        directory and its name), or in full (the CLI's warnings)."""
        return path if full_path else os.path.relpath(path, self.logdir).replace(os.sep, "/")

    def warnings(self, run, full_path=False, files=None):
        """The warning lines of a run's files (cut short, corrupt, not
        events files among readable ones)."""
        now = time.time()
        files = run_files(self.logdir, run) if files is None else files
        lines = []
        for path in files:
            line = self.check(path).warning(self.label(path, full_path), now)
            if line:
                lines.append(line)
        return tuple(lines)

    def unreadable(self, readable_runs, full_path=False):
        """[(run, reason)] of the runs, other than `readable_runs` (those the
        loader read trainhealth data from), with a file from which nothing
        at all can be read: a run TensorBoard drops without a word. A run
        of files that read well but hold no trainhealth data is not one."""
        found = []
        for run, files in sorted(self.runs().items()):
            if run not in readable_runs:
                reason = self._reason(files, full_path)
                if reason:
                    found.append((run, reason))
        return found

    def reason(self, run):
        """Why `run`, a run found on disk (never a path made of a name that
        was asked for), cannot be read, or None."""
        files = self.runs().get(run)
        return self._reason(files, False) if files else None

    def _reason(self, files, full_path):
        now = time.time()
        reasons = []
        for path in files:
            # Its first record tells whether anything can be read from it:
            # a long healthy file of another plugin is not walked.
            why = self.check(path, first_only=not self._verify_data).unreadable(now)
            if why:
                reasons.append(f"{self.label(path, full_path)} {why}")
        return "cannot be read: " + "; ".join(reasons) if reasons else None
