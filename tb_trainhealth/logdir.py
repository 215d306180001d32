"""Reading a logdir from disk, for the CLI: the same provider API as TensorBoard.

Builds TensorBoard's own multiplexer-backed data provider over the event
files, keeping every tensor (no sampling), so `diagnose` sees what the tab
sees and more. No TensorFlow needed.
"""

import logging
import os

from tensorboard import context as tb_context
from tensorboard.backend.event_processing import data_provider as tb_data_provider
from tensorboard.backend.event_processing import event_accumulator
from tensorboard.backend.event_processing import plugin_event_multiplexer

logger = logging.getLogger(__name__)


class LogdirError(Exception):
    """The logdir cannot be read at all (missing, not a directory)."""


def open_logdir(logdir):
    """(data_provider, ctx, experiment_id, warnings) for a logdir on disk.

    `warnings` names the records the loader could not decode. What is wrong
    with the files themselves (corrupt, cut short, not events files: the
    loader stops at them without a word) is event_files.LogdirFiles's.
    """
    if not os.path.exists(logdir):
        raise LogdirError(f"logdir {logdir!r} does not exist")
    if not os.path.isdir(logdir):
        raise LogdirError(f"logdir {logdir!r} is not a directory")
    warnings = []
    multiplexer = plugin_event_multiplexer.EventMultiplexer(
        size_guidance={event_accumulator.TENSORS: 0},  # 0 keeps everything
    )
    multiplexer.AddRunsFromDirectory(logdir)
    # Each run is loaded on its own (`_reload` skips the records the loader
    # cannot decode), not by the multiplexer's Reload(). Its private flag
    # that Reload() sets only makes a run added later load at once, and
    # none is: it is left alone.
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
