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


def _task(tf_config=None):
    """(type, index, cluster) of this process's task in TF_CONFIG, or None
    outside a cluster (or where TF_CONFIG cannot be read: TensorFlow will
    say so; never lose the run over it)."""
    raw = os.environ.get("TF_CONFIG", "") if tf_config is None else tf_config
    try:
        config = json.loads(raw) if raw.strip() else {}
        task = config.get("task") or {}
        cluster = config.get("cluster") or {}
        kind, index = task.get("type"), int(task.get("index", 0) or 0)
    except (ValueError, TypeError, AttributeError):
        return None
    if not kind or not cluster:
        return None
    return kind, index, cluster


def is_chief(tf_config=None):
    """Whether this process writes the run (True outside a cluster)."""
    task = _task(tf_config)
    if task is None:
        return True
    kind, index, cluster = task
    if kind == "chief":
        return True
    return kind == "worker" and index == 0 and not cluster.get("chief")


def task_index(tf_config=None):
    """This worker's index in the cluster ("worker" tasks), or None outside
    a cluster and for other tasks (the chief's facts are the run's own)."""
    task = _task(tf_config)
    if task is None or task[0] != "worker":
        return None
    return task[1]


class NullWriter:
    """RunWriter's interface, writing nothing: a non-chief worker's."""

    def __init__(self, logdir):
        self.logdir = logdir
        logger.info("tb_trainhealth: not the chief worker: this worker writes nothing to %s", logdir)

    def add_point(self, name, step, value):
        pass

    def add_points(self, name, steps, values):
        pass

    def event(self, kind, step, payload):
        pass

    def matrix(self, name, columns, rows, step):
        pass

    def histogram(self, name, layer, buckets, step):
        pass

    def also_as_scalars(self, name, tag):
        pass

    def scalars(self, tag, step, values):
        pass

    def flush(self):
        pass

    def close(self):
        pass


class WorkerFactsWriter(NullWriter):
    """A non-chief worker's writer: only the NaN/Inf events it saw itself,
    to a sub-run `worker_<index>` made at the first one (a healthy worker
    leaves no sub-run). Everything else it drops, as NullWriter does."""

    def __init__(self, logdir, index, block_steps):
        super().__init__(logdir)
        self.index = index
        self._block_steps = block_steps
        self._writer = None

    def event(self, kind, step, payload):
        from tb_trainhealth.areas.nonfinite import AREA as NONFINITE

        ev = NONFINITE.events
        if kind not in (ev.nonfinite_data, ev.nonfinite_activations, ev.nonfinite_loss, ev.nonfinite_gradients,
                        ev.nonfinite_weights):
            return  # not a NaN/Inf seen here (the sentinel's layer list is the chief's too)
        if self._writer is None:
            from tb_trainhealth.capture.writer import RunWriter

            self._writer = RunWriter(os.path.join(self.logdir, f"worker_{self.index}"), self._block_steps)
        self._writer.event(kind, step, dict(payload, worker=self.index))
        self._writer.flush()  # the worker may die next: its fact must be on disk

    def flush(self):
        if self._writer is not None:
            self._writer.flush()

    def close(self):
        if self._writer is not None:
            self._writer.close()


def run_writer(logdir, block_steps):
    """This process's writer of the run at `logdir`: the chief's RunWriter;
    another worker's WorkerFactsWriter; NullWriter for any other task."""
    from tb_trainhealth.capture.writer import RunWriter

    if is_chief():
        return RunWriter(logdir, block_steps)
    index = task_index()
    return NullWriter(logdir) if index is None else WorkerFactsWriter(logdir, index, block_steps)
