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

