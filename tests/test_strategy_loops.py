"""Keras 3 custom training loops under a tf.distribute strategy (issue
#17), with tb_trainhealth.Monitor, as TensorFlow's tutorials write them
(tests/scripts/strategy_loop.py): MirroredStrategy on two logical CPUs,
and MultiWorkerMirroredStrategy with two workers on loopback, each a
process of the test's own."""

import os
import subprocess
import sys

import numpy as np

from helpers import diagnose_dir, read_runs, run_two_workers

SCRIPT = os.path.join(os.path.dirname(__file__), "scripts", "strategy_loop.py")
ENV = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}
ENV.pop("TF_CONFIG", None)


def _run(*args, env=ENV):
    done = subprocess.run([sys.executable, SCRIPT, *map(str, args)], env=env, text=True, capture_output=True,
                          timeout=300)
    assert done.returncode == 0 and "done" in done.stdout, done.stderr[-3000:]


def _two_workers(logdir, *args):
    """Runs the script as both workers of a cluster; (chief pid, other pid)."""
    chief, other, _ = run_two_workers(SCRIPT, [logdir, *args], ENV)
    return chief, other


def test_a_mirrored_custom_loop_records_what_fit_records(tmp_path):
    _run(tmp_path / "loop")
    _run(tmp_path / "fit", "--fit")
    runs = read_runs(tmp_path)
    loop, fit = runs["loop"], runs["fit"]
    assert list(loop.series["loss"].steps) == list(fit.series["loss"].steps) == list(range(1, 13))
    # The same model, data and order: the same loss and gradient norms, per
    # step and layer (the Monitor sums the replicas' gradients, as the
    # optimizer does before it applies them).
    np.testing.assert_allclose(loop.series["loss"].values, fit.series["loss"].values, rtol=1e-4)
    assert loop.matrices["grad_norm"].columns == fit.matrices["grad_norm"].columns == ["hidden", "out"]
    np.testing.assert_allclose(loop.matrices["grad_norm"].values, fit.matrices["grad_norm"].values, rtol=1e-4)
    results = diagnose_dir(tmp_path)
    assert results["loop"].status == results["fit"].status == "healthy"


def test_a_nan_born_on_one_replica_names_that_replica(tmp_path):
    # Sample 120: batch 4 (32 a batch), the second half of it: replica 1.
    _run(tmp_path / "loop", "--nan-at", 120)
    (result,) = diagnose_dir(tmp_path / "loop").values()
    found = {f.kind: f for f in result.findings}
    gradients = found["nonfinite_gradients"]
    assert gradients.step == 4 and gradients.layer == "hidden"
    assert (gradients.evidence["replica"], gradients.evidence["replicas"]) == (1, 2)
    assert "on replica 1 of 2" in gradients.summary


def test_under_fit_a_nan_born_on_one_replica_names_that_replica_and_its_sample(tmp_path):
    # MirroredStrategy averages what the replicas' steps return; the
    # statistics keep one row per replica, so the sample and the feature
    # are that replica's, not a mean of both replicas' indices.
    _run(tmp_path / "fit", "--fit", "--nan-at", 120)
    (result,) = diagnose_dir(tmp_path / "fit").values()
    found = {f.kind: f for f in result.findings}
    data = found["nonfinite_data"]
    assert result.findings[0] is data and data.step == 4
    assert (data.evidence["replica"], data.evidence["replicas"]) == (1, 2)
    # Sample 120 is the 24th of its batch of 32: the 8th of replica 1's 16.
    assert (data.evidence["sample"], data.evidence["feature_index"]) == (8, [3])
    assert "sample 8 of replica 1's share of the batch" in data.summary
    assert found["nonfinite_gradients"].caused_by == "nonfinite_data"


def test_under_fit_the_shapes_area_sees_a_head_that_does_not_fit_the_targets(tmp_path):
    # Three outputs for one target under mse: it broadcasts and trains on
    # without an error, under the strategy as without one.
    _run(tmp_path / "fit", "--fit", "--head-units", 3)
    (result,) = diagnose_dir(tmp_path / "fit").values()
    found = {f.kind: f for f in result.findings}
    mismatch = found["input_spec_mismatch"]
    assert mismatch.caused_by is None and mismatch.layer == "out"
    assert 'keras.layers.Dense(1, name="out")  # `out`, was Dense(3)' in mismatch.fix.code


def test_two_workers_write_one_run_and_a_worker_only_what_it_saw_itself(tmp_path):
    healthy = tmp_path / "healthy"
    chief, other = _two_workers(healthy)
    files = os.listdir(healthy)
    # One writer for the run: the chief's process; the other worker adds
    # nothing to it and, healthy, no sub-run either.
    assert files and all(f".{chief}." in f for f in files) and not any(f".{other}." in f for f in files), files
    (run,) = read_runs(healthy).values()
    assert list(run.series["loss"].steps) == list(range(1, 13))
    assert diagnose_dir(healthy)["."].status == "healthy"

    # Sample 121 is worker 1's (every other sample), in its 4th batch: the
    # NaN is born there; worker 1 says so in a sub-run of its own.
    sick = tmp_path / "sick"
    chief, other = _two_workers(sick, "--nan-at", 121)
    assert sorted(os.listdir(sick / "worker_1")) and all(f".{other}." in f for f in os.listdir(sick / "worker_1"))
    results = diagnose_dir(sick)
    born = {f.kind: f for f in results["worker_1"].findings}["nonfinite_gradients"]
    assert born.step == 4 and born.evidence["worker"] == 1 and "on worker 1" in born.summary
    # The chief's run has the whole story from the all-reduced loss on.
    chief_run = {f.kind: f for f in results["."].findings}
    assert chief_run["nonfinite_loss"].step == 4
