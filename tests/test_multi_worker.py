"""MultiWorkerMirroredStrategy, two workers on loopback (tf_keras): both
train with the callback, the chief writes the run, the other worker writes
nothing to it, and the run reads as one ordinary run."""

import json
import os
import socket
import subprocess
import sys

import numpy as np
import pytest

from helpers import diagnose_dir, read_runs

pytest.importorskip("tf_keras")

SCRIPT = os.path.join(os.path.dirname(__file__), "scripts", "multi_worker_fit.py")


def free_ports(n):
    sockets = [socket.socket() for _ in range(n)]
    for s in sockets:
        s.bind(("localhost", 0))
    ports = [s.getsockname()[1] for s in sockets]
    for s in sockets:
        s.close()
    return ports


def test_the_chief_writes_the_run_and_the_other_worker_nothing(tmp_path):
    cluster = {"worker": [f"localhost:{p}" for p in free_ports(2)]}
    logdir = tmp_path / "run"
    workers = []
    for index in range(2):
        env = {**os.environ, "TF_USE_LEGACY_KERAS": "1", "TF_CPP_MIN_LOG_LEVEL": "2",
               "TF_CONFIG": json.dumps({"cluster": cluster, "task": {"type": "worker", "index": index}})}
        workers.append(subprocess.Popen([sys.executable, SCRIPT, str(logdir)], env=env, text=True,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE))
    try:
        outputs = [w.communicate(timeout=300) for w in workers]
    finally:
        for w in workers:
            w.kill()
    for w, (out, err) in zip(workers, outputs):
        assert w.returncode == 0 and "done" in out, err[-3000:]
    chief_pid, other_pid = workers[0].pid, workers[1].pid
    files = os.listdir(logdir)
    assert files and all(f".{chief_pid}." in f for f in files), files  # event files name their process
    assert not any(f".{other_pid}." in f for f in files)
    (run,) = read_runs(logdir).values()
    assert list(run.series["loss"].steps) == list(range(1, 17))
    assert {"grad_norm", "activation_max_abs"} <= set(run.matrices)
    # Each step's loss is the global one, as Keras's epoch mean says, not
    # the sum over the two workers that tf_keras's "sum" reduction gives.
    (epoch_losses,) = [line for line in outputs[0][0].splitlines() if line.startswith("epoch losses:")]
    keras_epochs = [float(v) for v in epoch_losses.split(":", 1)[1].split()]
    ours = run.series["loss"].values
    np.testing.assert_allclose([ours[:8].mean(), ours[8:].mean()], keras_epochs, rtol=0.05)
    assert diagnose_dir(logdir)["."].status == "healthy"
