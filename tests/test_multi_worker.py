"""MultiWorkerMirroredStrategy, two workers on loopback (tf_keras): both
train with the callback, the chief writes the run, the other worker writes
nothing to it, and the run reads as one ordinary run; where the other
worker is killed mid-run, the chief's run says how it ended."""

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
    (epoch_losses,) = [line for line in outputs[0][0].splitlines() if line.startswith("epoch losses:")]
    keras_epochs = [float(v) for v in epoch_losses.split(":", 1)[1].split()]
    ours = run.series["loss"].values
    np.testing.assert_allclose([ours[:8].mean(), ours[8:].mean()], keras_epochs, rtol=0.05)
    assert diagnose_dir(logdir)["."].status == "healthy"
    # No probe of ours failed on either worker (each would say so on stderr).
    assert not [err for _, err in outputs if "training goes on without it" in err], [e[-2000:] for _, e in outputs]


def test_a_worker_killed_mid_run_leaves_the_chief_run_readable_and_not_healthy(tmp_path):
    logdir = tmp_path / "run"
    env = {**os.environ, "TF_USE_LEGACY_KERAS": "1", "TF_CPP_MIN_LOG_LEVEL": "2"}
    # Worker 1 is killed as its step 5 begins, once the chief has finished
    # step 4; the chief's collective at step 5 fails (the peer is gone) and
    # the error leaves its fit.
    chief_pid, other_pid, outputs = run_two_workers(SCRIPT, [logdir, 5], env, expect_done=(False, False))
    (chief_out, chief_err), _ = outputs
    assert "done" not in chief_out and "UnavailableError" in chief_err, chief_err[-3000:]
    files = os.listdir(logdir)
    assert files and all(f".{chief_pid}." in f for f in files), files
    (run,) = read_runs(logdir).values()
    assert list(run.series["loss"].steps) == [1, 2, 3, 4]  # every step the chief finished
    diagnosis = diagnose_dir(logdir)["."]
    assert diagnosis.status != "healthy"
    (crash,) = [f for f in diagnosis.findings if f.kind == "training_error"]
    assert (crash.step, crash.evidence["error_type"]) == (5, "UnavailableError"), crash
    # How gRPC words the lost peer depends on when the chief next spoke to
    # it ("Connection reset by peer", "Socket closed"): the run says what
    # the chief's fit raised, whatever it was.
    said = crash.evidence["message"]
    assert said and said.splitlines()[0] in chief_err, (said, chief_err[-3000:])
