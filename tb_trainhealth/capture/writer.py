"""RunWriter: one run's event file, with series buffered into blocks.

Series points are buffered and written as one summary per block (fewer
writes, and each kept sample holds many steps); events are written and
flushed at once, so an event that explains a crash is on disk before the
exception leaves `fit`.
"""

import atexit
import weakref

import tensorflow as tf

from tb_trainhealth.capture.safety import never_raises
from tb_trainhealth.summary import ops

DEFAULT_BLOCK_STEPS = 50

# Writers still open at exit get their buffered points flushed.
_open_writers = weakref.WeakSet()


class RunWriter:
    def __init__(self, logdir, block_steps=DEFAULT_BLOCK_STEPS):
        self.logdir = logdir
        self._block_steps = int(block_steps)
        self._writer = tf.summary.create_file_writer(logdir)
        self._pending = {}  # series name -> ([steps], [values])
        _open_writers.add(self)

    def add_point(self, name, step, value):
        steps, values = self._pending.setdefault(name, ([], []))
        steps.append(int(step))
        values.append(float(value))
        if len(steps) >= self._block_steps:
            self._write_block(name)

    @never_raises
    def event(self, kind, step, payload):
        """Writes one event and flushes it to disk now."""
        with self._writer.as_default():
            ops.event(kind, step, payload)
        self.flush()

    @never_raises
    def matrix(self, name, columns, rows, step):
        """Writes a statistic's whole overview (see capture/overview.py)."""
        if len(rows):
            with self._writer.as_default():
                ops.matrix(name, columns, rows, step)

    @never_raises
    def histogram(self, name, layer, buckets, step):
        with self._writer.as_default():
            ops.histogram(name, layer, buckets, step)

    @never_raises
    def flush(self):
        for name in list(self._pending):
            self._write_block(name)
        self._writer.flush()

    @never_raises
    def _write_block(self, name):
        steps, values = self._pending.pop(name, ([], []))
        if steps:
            with self._writer.as_default():
                ops.series_block(name, steps, values)


@atexit.register
def _flush_open_writers():
    for writer in list(_open_writers):
        writer.flush()
