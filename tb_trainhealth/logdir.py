"""Reading a logdir from disk, for the CLI: the same provider API as TensorBoard.

Builds TensorBoard's own multiplexer-backed data provider over the event
files, keeping every tensor (no sampling), so `diagnose` sees what the tab
sees and more. No TensorFlow needed.
"""

import glob
import logging
import os

from tensorboard import context as tb_context
from tensorboard.backend.event_processing import data_provider as tb_data_provider
from tensorboard.backend.event_processing import event_accumulator
from tensorboard.backend.event_processing import plugin_event_multiplexer
from tensorboard.compat.tensorflow_stub import errors as tb_errors
from tensorboard.compat.tensorflow_stub import pywrap_tensorflow

logger = logging.getLogger(__name__)


class LogdirError(Exception):
    """The logdir cannot be read at all (missing, not a directory)."""


def open_logdir(logdir):
    """(data_provider, ctx, experiment_id, warnings) for a logdir on disk.

    `warnings` names the event files that are corrupt: TensorBoard's loader
    stops silently at a bad record, and a user must hear about it.
    """
    if not os.path.exists(logdir):
        raise LogdirError(f"logdir {logdir!r} does not exist")
    if not os.path.isdir(logdir):
        raise LogdirError(f"logdir {logdir!r} is not a directory")
    warnings = [
        f"skipped the unreadable part of {path}: {problem}"
        for path, problem in _corrupt_event_files(logdir)
    ]
    multiplexer = plugin_event_multiplexer.EventMultiplexer(
        size_guidance={event_accumulator.TENSORS: 0},  # 0 keeps everything
    )
    multiplexer.AddRunsFromDirectory(logdir)
    multiplexer._reload_called = True  # what Reload() sets; we reload run by run
    for run in sorted(multiplexer.Runs()):
        warnings += _reload(run, multiplexer.GetAccumulator(run))
    provider = tb_data_provider.MultiplexerDataProvider(multiplexer, logdir)
    return provider, tb_context.RequestContext(), "", warnings


# Records of one file past which a run's loading gives up.
_MAX_UNDECODABLE_RECORDS = 100


def _reload(run, accumulator):
    """Loads one run, skipping the records TensorBoard's loader cannot
    decode (a tag that is not UTF-8 stops its Reload at that record: each
    retry goes on after it). Returns the warnings."""
    warnings = []
    for _ in range(_MAX_UNDECODABLE_RECORDS):
        try:
            accumulator.Reload()
            return warnings
        except Exception as e:  # DecodeError, OSError: this run's problem, not the others'
            path = getattr(getattr(accumulator, "_generator", None), "_path", None) or run
            warnings.append(f"skipped an unreadable record in {path}: {type(e).__name__}: {e}")
    warnings.append(f"gave up reading run {run!r} after {_MAX_UNDECODABLE_RECORDS} unreadable records")
    return warnings


def event_files(logdir, run):
    """The event files of `run` (a name the loader gave) under `logdir`."""
    directory = logdir if run == "." else os.path.join(logdir, run)
    return sorted(glob.glob(os.path.join(glob.escape(directory), "*tfevents*")))


def _corrupt_event_files(logdir):
    pattern = os.path.join(logdir, "**", "*tfevents*")
    for path in sorted(glob.glob(pattern, recursive=True)):
        problem = _record_problem(path)
        if problem:
            yield path, problem


def _record_problem(path):
    """What is wrong with an event file's records, or None if nothing."""
    reader = pywrap_tensorflow.PyRecordReader_New(path.encode("utf-8"), 0, b"")
    records = 0
    while True:
        try:
            reader.GetNext()
        except tb_errors.OutOfRangeError:
            return None
        except tb_errors.DataLossError as e:
            # A truncated last record is a file still being written, not damage.
            if records and _is_truncated_tail(e):
                return None
            return f"corrupt record after {records} good ones ({e.message or e})"
        except Exception as e:  # unreadable file: permissions, not a record file
            return f"cannot read it ({e})"
        records += 1


def _is_truncated_tail(error):
    return "truncated" in str(error).lower()
