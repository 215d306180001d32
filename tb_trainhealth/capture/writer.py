"""RunWriter: one run's event file, with series buffered into blocks.

Series points are buffered and written as one summary per block (fewer
writes, and each kept sample holds many steps); events are written and
flushed at once, so an event that explains a crash is on disk before the
exception leaves `fit`.

Series blocks, overviews and histograms are written by a thread of the
writer's own, off the training loop: a histogram step of a 24-block model
is a hundred summary writes (~0.3 ms each), a few percent of the run's
time where the loop waited for them. Everything queued is written, in
order, before an event, a flush or a close.

Nothing the disk does reaches the user's training: a logdir that cannot
be written (at start, or once the disk is full) costs one warning naming
it, and the run goes on without Training Health data from then on; a logdir
removed while training is made again, with one warning, and the data from
then on is written there. A bad summary from a probe (a matrix of the wrong
shape) costs that summary and a warning, once per kind of write.
"""

import atexit
import logging
import os
import queue
import re
import threading
import time
import weakref

import tensorflow as tf

from tb_trainhealth.capture.safety import warn_once
from tb_trainhealth.summary import ops

logger = logging.getLogger("tb_trainhealth")

# A series' points go out as one summary per block: of this many steps, or
# fewer once its first point is BLOCK_SECONDS old (a slow run's points reach
# the tab that soon). A summary write is ~0.3 ms of host time: at 200 steps a
# block, a sub-millisecond step pays a few microseconds a series for it.
DEFAULT_BLOCK_STEPS = 200
BLOCK_SECONDS = 10.0
# How often a wait for the writer's thread checks that the thread still runs.
DRAIN_CHECK_S = 0.5

# Writers still open at exit get their buffered points flushed.
_open_writers = weakref.WeakSet()

# What the file system and TensorFlow's writer raise when a write fails:
# the disk, not a bug of ours (those are warned about with a traceback).
_IO_ERRORS = (OSError, tf.errors.OpError)


class RunWriter:
    def __init__(self, logdir, block_steps=DEFAULT_BLOCK_STEPS):
        self.logdir = str(logdir)
        self._block_steps = int(block_steps)
        self._pending = {}  # series name -> ([steps], [values], when its first point came)
        self._as_scalars = {}  # series name -> the scalar tag its points are also written under
        self._writer = None
        self.failure = None  # why writing stopped, once it did
        self._warned_removed = False
        self._closed = False  # by close(), not by a failure
        self._queued = queue.Queue()  # (op, args) for the background thread, in order
        self._thread = None
        self._open()
        _open_writers.add(self)

    def add_point(self, name, step, value):
        self.add_points(name, [step], [value])

    def add_points(self, name, steps, values):
        """Adds (step, value) points to series `name`, in order."""
        pending = self._pending.get(name)
        if pending is None:
            pending = self._pending[name] = ([], [], time.monotonic())
        pending[0].extend(int(s) for s in steps)
        pending[1].extend(float(v) for v in values)
        if len(pending[0]) >= self._block_steps or time.monotonic() - pending[2] >= BLOCK_SECONDS:
            self._write_block(name)

    def event(self, kind, step, payload):
        """Writes one event and flushes it to disk now."""
        self._drain()
        self._write(ops.event, kind, step, payload)
        self.flush()

    def matrix(self, name, columns, rows, step):
        """Writes a statistic's whole overview (see capture/readers/overview.py)."""
        if len(rows):
            self._write_later(ops.matrix, name, list(columns), rows, step)

    def histogram(self, name, layer, buckets, step):
        self._write_later(ops.histogram, name, layer, buckets, step)

    def flush(self):
        for name in list(self._pending):
            self._write_block(name)
        self._drain()
        if self._writer is None:
            return
        if not self._warned_removed and not os.path.isdir(self.logdir):
            self._reopen_removed()
        try:
            self._writer.flush()
        except _IO_ERRORS as e:
            self._stop(e)
        except Exception:
            warn_once(RunWriter.flush)

    def close(self):
        """Flushes and closes the event file (its file handle freed); a
        later write opens a new one in the same run. Autolog closes a run
        between its fits: a script that fits hundreds of models must not
        hold hundreds of files open."""
        self.flush()
        self._stop_thread()
        writer, self._writer = self._writer, None
        if writer is not None:
            self._closed = True
            try:
                writer.close()
            except _IO_ERRORS as e:
                self._stop(e)

    def also_as_scalars(self, name, tag):
        """Series `name`'s points are written as TensorBoard scalars `tag`
        too (its Scalars and Time Series dashboards), with each block."""
        self._as_scalars[name] = tag

    def scalars(self, tag, step, values):
        """TensorBoard scalars at `step`: {name: value}, each as `tag + name`."""
        for name, value in values.items():
            self._write_later(ops.scalars, tag + name, [step], [value])

    def _write_block(self, name):
        steps, values, _ = self._pending.pop(name, ([], [], None))
        if steps:
            self._write_later(ops.series_block, name, steps, values)
            tag = self._as_scalars.get(name)
            if tag is not None:
                self._write_later(ops.scalars, tag, steps, values)

    # The background thread.

    def _write_later(self, op, *args):
        """Queues a write for the writer's thread (args no caller changes
        after: the blocks, rows and buckets are made for the write)."""
        if self.failure is not None:
            return
        thread = self._thread
        if thread is None or not thread.is_alive():  # the first write, or a forked child
            self._queued = queue.Queue()
            thread = self._thread = threading.Thread(
                target=_write_queued, args=(weakref.ref(self), self._queued),
                name="tb_trainhealth-writer", daemon=True)
            thread.start()
            # The thread ends with its writer, not at exit: at exit our own
            # atexit handlers still write (autolog ends its open loops).
            weakref.finalize(self, self._queued.put, None).atexit = False
        self._queued.put((op, args))

    def _stop_thread(self):
        """Ends the thread (a later write starts another): a closed run
        holds no thread, as it holds no file."""
        thread, self._thread = self._thread, None
        if thread is not None and thread.is_alive():
            self._queued.put(None)
            thread.join()

    def _drain(self):
        """Waits until everything queued is written. Where the thread has
        ended with writes left (an end marker taken first, the interpreter
        exiting), they are written here: a wait on a thread that is gone
        would never end."""
        queued, thread = self._queued, self._thread
        while thread is not None and queued.unfinished_tasks:
            if not thread.is_alive():
                self._write_left(queued)
                return
            with queued.all_tasks_done:
                if queued.unfinished_tasks:
                    queued.all_tasks_done.wait(DRAIN_CHECK_S)

    def _write_left(self, queued):
        while True:
            try:
                item = queued.get_nowait()
            except queue.Empty:
                return
            try:
                if item is not None:
                    self._write(item[0], *item[1])
            finally:
                queued.task_done()

    # Failures.

    def _open(self):
        try:
            self._writer = tf.summary.create_file_writer(self.logdir)
        except Exception as e:  # a file where the directory should be, no permission, ...
            self._stop(e)

    def _write(self, op, *args):
        if self._writer is None and self._closed and self.failure is None:
            self._closed = False
            self._open()  # written again after close(): a new event file
        if self._writer is None:
            return
        try:
            # Eager, also where a failure is told while a step is traced.
            with tf.init_scope(), self._writer.as_default():
                op(*args)
        except _IO_ERRORS as e:
            self._stop(e)
        except Exception:  # a probe's bad summary: this write only
            warn_once(op)

    def _stop(self, error):
        """Writing failed (an OS error, disk full): one warning, and the run
        goes on without writing (retrying every step would cost each step
        and print a warning a step)."""
        self.failure = error
        self._pending.clear()
        writer, self._writer = self._writer, None
        logger.warning(
            "tb_trainhealth: cannot write Training Health data to %s: %s. Training goes on; "
            "Training Health records nothing more for this run.",
            self.logdir, _first_line(error),
        )
        if writer is not None:
            try:
                writer.close()
            except Exception:
                pass  # it holds what could not be written; nothing more to say

    def _reopen_removed(self):
        self._warned_removed = True
        logger.warning(
            "tb_trainhealth: the logdir %s was removed while training; writing a new event file there "
            "(what was written before is gone).", self.logdir,
        )
        old, self._writer = self._writer, None
        try:
            old.close()
        except Exception:
            pass  # its file is gone with the directory
        self._open()


def _first_line(error):
    """The error's message in one line, without TensorFlow's `{{function_node ...}}`."""
    text = getattr(error, "message", None) or str(error) or type(error).__name__
    text = re.sub(r"\{\{[^}]*\}\}", "", text)
    return " ".join(part.strip() for part in text.strip().splitlines()[:2])


def _write_queued(owner, queued):
    # Holds the writer weakly: a writer nobody holds goes, and with it the
    # thread (its queue gets None).
    while True:
        item = queued.get()
        try:
            writer = owner()
            if item is None or writer is None:
                return
            op, args = item
            writer._write(op, *args)
            del writer
        finally:
            queued.task_done()


@atexit.register
def _flush_open_writers():
    for writer in list(_open_writers):
        try:
            writer.flush()
        except Exception:
            pass  # at exit: nothing left to tell, and nothing to stop
