"""Multi-worker training (MultiWorkerMirroredStrategy): every worker runs
the same probes, so that their compiled steps stay alike, but only the
chief writes the run; the others write nothing (`NullWriter`).

Who is the chief is TensorFlow's convention, read from `TF_CONFIG`: the
task of type "chief", or worker 0 where the cluster names no chief.
"""

import json
import logging
import os

logger = logging.getLogger("tb_trainhealth")


def is_chief(tf_config=None):
    """Whether this process writes the run (True outside a cluster)."""
    raw = os.environ.get("TF_CONFIG", "") if tf_config is None else tf_config
    try:
        config = json.loads(raw) if raw.strip() else {}
    except ValueError:
        return True  # unreadable: TensorFlow will say so; do not lose the run
    task = config.get("task") or {}
    cluster = config.get("cluster") or {}
    kind, index = task.get("type"), task.get("index", 0)
    if not kind or not cluster:
        return True
    if kind == "chief":
        return True
    return kind == "worker" and int(index or 0) == 0 and not cluster.get("chief")


class NullWriter:
    """RunWriter's interface, writing nothing: a non-chief worker's."""

    def __init__(self, logdir):
        self.logdir = logdir
        logger.info("tb_trainhealth: not the chief worker: this worker writes nothing to %s", logdir)

    def add_point(self, name, step, value):
        pass

    def event(self, kind, step, payload):
        pass

    def matrix(self, name, columns, rows, step):
        pass

    def histogram(self, name, layer, buckets, step):
        pass

    def flush(self):
        pass
