"""TensorFlow summary ops, one per kind. Needs TensorFlow.

Called eagerly from capture code, never inside an XLA-compiled function
(XLA has no kernel for WriteSummary).
"""

import json

import numpy as np
import tensorflow as tf

from tb_trainhealth.jsonutil import to_jsonable
from tb_trainhealth.summary import metadata


def series_block(name, steps, values):
    """Writes a block of a series: rows (step, value), at the block's last step.

    Returns False when no default summary writer is set (like tf.summary ops).
    """
    steps = np.asarray(steps, dtype=np.float64)
    values = np.asarray(values, dtype=np.float64)
    if steps.shape != values.shape or steps.ndim != 1 or steps.size == 0:
        raise ValueError(
            f"series_block needs equal, non-empty 1-D steps and values; "
            f"got {steps.shape} and {values.shape}"
        )
    block = np.stack([steps, values], axis=1)
    return tf.summary.write(
        tag=metadata.series_tag(name),
        tensor=tf.constant(block, dtype=tf.float64),
        step=int(steps[-1]),
        metadata=metadata.create_summary_metadata(metadata.SERIES, name),
    )


def event(kind, step, payload):
    """Writes one event: `payload` (a JSON-able dict) at `step`."""
    body = to_jsonable(dict(payload, kind=kind, step=int(step)))
    return tf.summary.write(
        tag=metadata.event_tag(kind, step),
        tensor=tf.constant(json.dumps(body, allow_nan=False)),
        step=int(step),
        metadata=metadata.create_summary_metadata(metadata.EVENT, kind),
    )



def matrix(name, columns, rows, step):
    """Writes the overview of statistic `name`: rows of (first_step,
    last_step, value per column), the whole run so far."""
    rows = np.asarray(rows, dtype=np.float64)
    if rows.ndim != 2 or rows.shape[1] != 2 + len(columns):
        raise ValueError(
            f"matrix {name!r} needs rows of 2 + {len(columns)} values; got {rows.shape}"
        )
    return tf.summary.write(
        tag=metadata.matrix_tag(name, columns),
        tensor=tf.constant(rows, dtype=tf.float64),
        step=int(step),
        metadata=metadata.create_summary_metadata(metadata.MATRIX, name, columns),
    )


def histogram(name, layer, buckets, step):
    """Writes one histogram, TensorBoard's [k, 3] (left, right, count)."""
    buckets = np.asarray(buckets, dtype=np.float64)
    if buckets.ndim != 2 or buckets.shape[1] != 3:
        raise ValueError(f"histogram needs [k, 3] buckets; got {buckets.shape}")
    return tf.summary.write(
        tag=metadata.histogram_tag(name, layer),
        tensor=tf.constant(buckets, dtype=tf.float64),
        step=int(step),
        metadata=metadata.create_summary_metadata(metadata.HISTOGRAM, name, [layer]),
    )


def scalars(tag, steps, values):
    """TensorBoard's own scalar summaries of `tag`, one a step: what its
    Scalars and Time Series dashboards show (the scalars plugin's data)."""
    for step, value in zip(steps, values):
        tf.summary.scalar(tag, float(value), step=int(step))
