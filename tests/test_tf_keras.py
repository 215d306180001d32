"""Legacy Keras 2 (tf_keras, `TF_USE_LEGACY_KERAS=1`): the callback, autolog
and `tb-trainhealth run` record and diagnose a tf_keras fit as they do a
Keras 3 one, and never stop it (it used to die on an AttributeError)."""

import json
import os
import subprocess
import sys

import pytest

from helpers import diagnose_dir, read_runs
from cli_process import cli

pytest.importorskip("tf_keras")  # installed by scripts/setup.sh test

SCRIPTS = os.path.join(os.path.dirname(__file__), "scripts")
LEGACY = {**os.environ, "TF_USE_LEGACY_KERAS": "1", "TF_CPP_MIN_LOG_LEVEL": "2"}


@pytest.fixture(scope="module")
def legacy_logdir(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("tf_keras")
    result = subprocess.run([sys.executable, os.path.join(SCRIPTS, "tf_keras_runs.py"), str(logdir)],
                            env=LEGACY, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "nan_loss trained 1 epochs; stopped: True" in result.stdout  # stop_on_nonfinite held
    lines = dict(line.split(": ", 1) for line in result.stdout.splitlines() if line.startswith("losses "))
    # The same training, bit for bit, with the callback and without.
    assert lines["losses with TrainHealth"] == lines["losses without"]
    return logdir


def test_every_area_with_hooks_records_a_tf_keras_fit(legacy_logdir):
    runs = read_runs(legacy_logdir)
    assert set(runs) == {"healthy", "nan_loss", "shape_error", "steps_per_call", "autolog"}
    healthy = runs["healthy"]
    assert list(healthy.series["loss"].steps) == list(range(1, 17))  # 2 epochs of 8 steps, each step's own
    assert {"grad_norm", "grad_zero_fraction", "activation_max_abs"} <= set(healthy.matrices)
    assert healthy.matrices["grad_norm"].columns  # per layer
    assert {e.kind for e in healthy.events} >= {"shape_table"}
    assert list(runs["autolog"].series["loss"].steps) == list(range(1, 9))


def test_tf_keras_runs_are_diagnosed_like_keras_3_ones(legacy_logdir):
    diagnoses = diagnose_dir(legacy_logdir)
    assert diagnoses["healthy"].status == "healthy", [f.summary for f in diagnoses["healthy"].findings]
    assert diagnoses["autolog"].status == "healthy"
    nan = diagnoses["nan_loss"]
    assert nan.status == "critical"
    assert min(f.step for f in nan.findings if f.node == "nonfinite") == 3  # record 70 is in batch 3
    shape = diagnoses["shape_error"]
    assert [f.kind for f in shape.findings][:2] == ["shape_mismatch", "training_error"]
    crash = shape.findings[1]
    assert crash.caused_by == "shape_mismatch" and crash.evidence["error_type"] == "ValueError"
    assert crash.evidence["file"].endswith("tf_keras_runs.py")  # the user's fit call, not autograph's file


def test_a_tf_keras_fit_of_many_steps_per_call_keeps_each_step_exact(legacy_logdir):
    run = read_runs(legacy_logdir)["steps_per_call"]
    # Each step's own loss (tf_keras's loss Mean, read in the step), every
    # step once, the short last call included.
    assert list(run.series["loss"].steps) == list(range(1, 45))
    findings = diagnose_dir(legacy_logdir)["steps_per_call"].findings
    first = {f.kind: (f.step, f.layer) for f in findings if f.node == "nonfinite"}
    # As Keras 3 at 8 steps a call: the layer that made the -Inf, at its step.
    assert first["nonfinite_activations"] == (21, "log_features")
    assert first["nonfinite_gradients"][0] == 21


def test_tb_trainhealth_run_instruments_a_tf_keras_script(tmp_path):
    script = tmp_path / "legacy_train.py"
    script.write_text(
        "import numpy as np\nimport tensorflow as tf\n"
        "x = np.random.default_rng(0).normal(size=(64, 4)).astype('float32')\n"
        "y = (x[:, 0] > 0).astype('int32')\n"
        "m = tf.keras.Sequential([tf.keras.layers.Dense(2, input_shape=(4,))])\n"
        "m.compile('adam', tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))\n"
        "m.fit(x, y, epochs=1, batch_size=16, verbose=0)\n"
    )
    result = subprocess.run([os.path.join(os.path.dirname(sys.executable), "tb-trainhealth"), "run",
                             "--logdir", str(tmp_path / "run"), str(script)],
                            env=LEGACY, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "HEALTHY" in result.stderr
    (run,) = json.loads(cli("diagnose", tmp_path / "run", "--json").stdout)["runs"]
    assert run["status"] == "healthy"
    assert list(read_runs(tmp_path / "run")["."].series["loss"].steps) == [1, 2, 3, 4]
