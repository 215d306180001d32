"""MultiWorkerMirroredStrategy, two workers on loopback (tf_keras): both
train with the callback, the chief writes the run, the other worker writes
nothing to it, and the run reads as one ordinary run."""

import os

import numpy as np
import pytest

from helpers import diagnose_dir, read_runs, run_two_workers

pytest.importorskip("tf_keras")

SCRIPT = os.path.join(os.path.dirname(__file__), "scripts", "multi_worker_fit.py")


def test_the_chief_writes_the_run_and_the_other_worker_nothing(tmp_path):
    logdir = tmp_path / "run"
    env = {**os.environ, "TF_USE_LEGACY_KERAS": "1", "TF_CPP_MIN_LOG_LEVEL": "2"}
    chief_pid, other_pid, outputs = run_two_workers(SCRIPT, [logdir], env)
    files = os.listdir(logdir)
    assert files and all(f".{chief_pid}." in f for f in files), files  # event files name their process
    assert not any(f".{other_pid}." in f for f in files)
    (run,) = read_runs(logdir).values()
    assert list(run.series["loss"].steps) == list(range(1, 17))
    assert {"grad_norm", "activation_max_abs"} <= set(run.matrices)
    # Each step's loss is the global one, as Keras's epoch mean says, not
    # the sum over the two workers that tf_keras's "sum" reduction gives.
    (epoch_losses,) = [line for line in outputs[0].splitlines() if line.startswith("epoch losses:")]
    keras_epochs = [float(v) for v in epoch_losses.split(":", 1)[1].split()]
    ours = run.series["loss"].values
    np.testing.assert_allclose([ours[:8].mean(), ours[8:].mean()], keras_epochs, rtol=0.05)
    assert diagnose_dir(logdir)["."].status == "healthy"
