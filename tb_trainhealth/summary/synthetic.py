"""Event files in the trainhealth format written without TensorFlow.

For the scale bench, the fuzz tests and the route fuzzer: logdirs of a
thousand runs, or a run of 100,000 steps, made in seconds rather than by
training. The summaries are the ones `summary/ops.py` writes (same tags,
metadata and tensor layouts); `raw` writes anything at all, for fuzzing.
"""

import itertools
import json
import os
import socket

import numpy as np
from tensorboard.compat.proto import event_pb2, summary_pb2
from tensorboard.summary.writer.record_writer import RecordWriter
from tensorboard.util import tensor_util

from tb_trainhealth.jsonutil import to_jsonable
from tb_trainhealth.summary import metadata


_file_numbers = itertools.count()


class SyntheticRun:
    """One run's event file: `with SyntheticRun(path) as run: run.series(...)`.

    Written with TensorBoard's own record writer (no TensorFlow, no
    thread), under the name TensorFlow gives an event file."""

    def __init__(self, logdir, wall_time=1.7e9):
        os.makedirs(logdir, exist_ok=True)
        self.wall_time = float(wall_time)
        self.filename = os.path.join(
            str(logdir),
            f"events.out.tfevents.{int(self.wall_time):010d}.{socket.gethostname()}.{os.getpid()}.{next(_file_numbers)}",
        )
        self._file = open(self.filename, "wb")
        self._records = RecordWriter(self._file)
        self._write(event_pb2.Event(wall_time=self.wall_time, file_version="brain.Event:2"))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self._file.close()

    def flush(self):
        self._file.flush()

    def _write(self, event):
        self._records.write(event.SerializeToString())

    def raw(self, tag, tensor_proto, summary_metadata, step):
        """One summary value as is: any tag, tensor and metadata."""
        self.wall_time += 0.001
        value = summary_pb2.Summary.Value(tag=tag, tensor=tensor_proto, metadata=summary_metadata)
        event = event_pb2.Event(
            wall_time=self.wall_time, step=int(step), summary=summary_pb2.Summary(value=[value])
        )
        self._write(event)

    def series(self, name, steps, values, block_steps=200):
        """A series in blocks of `block_steps`, as RunWriter writes it."""
        steps = np.asarray(steps, dtype=np.float64)
        values = np.asarray(values, dtype=np.float64)
        meta = metadata.create_summary_metadata(metadata.SERIES, name)
        for start in range(0, len(steps), block_steps):
            block = np.stack([steps[start:start + block_steps], values[start:start + block_steps]], axis=1)
            self.raw(metadata.series_tag(name), tensor_util.make_tensor_proto(block), meta, int(block[-1, 0]))

    def event(self, kind, step, payload):
        body = to_jsonable(dict(payload, kind=kind, step=int(step)))
        text = json.dumps(body, allow_nan=False).encode("utf-8")
        self.raw(
            metadata.event_tag(kind, step),
            tensor_util.make_tensor_proto(np.array(text, dtype=object)),
            metadata.create_summary_metadata(metadata.EVENT, kind),
            step,
        )

    def matrix(self, name, columns, rows, step):
        rows = np.asarray(rows, dtype=np.float64)
        self.raw(
            metadata.matrix_tag(name),
            tensor_util.make_tensor_proto(rows),
            metadata.create_summary_metadata(metadata.MATRIX, name, columns),
            step,
        )

    def histogram(self, name, layer, buckets, step):
        self.raw(
            metadata.histogram_tag(name, layer),
            tensor_util.make_tensor_proto(np.asarray(buckets, dtype=np.float64)),
            metadata.create_summary_metadata(metadata.HISTOGRAM, name, [layer]),
            step,
        )


def overview_rows(steps, columns, rng, max_rows=1024, scale=1.0):
    """Rows (first_step, last_step, value per column) of a statistic over
    `steps` steps, merged into at most `max_rows` rows as
    capture/readers/overview.py keeps them."""
    width = 1
    while steps / width > max_rows:
        width *= 2
    first = np.arange(1, steps + 1, width, dtype=np.float64)
    last = np.minimum(first + width - 1, steps)
    values = np.abs(rng.normal(scale, scale / 4, size=(len(first), columns)))
    return np.column_stack([first, last, values])
