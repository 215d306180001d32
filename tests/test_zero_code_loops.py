"""Zero-code capture of what is not `fit`: a hand-written loop of
`train_on_batch` calls is a run, step by step, and zero-code capture
observes: a NaN does not stop the user's training unless asked."""

import json

import pytest

from helpers import read_runs
from cli_process import cli

LOOP = """\
import sys
import numpy as np
from tensorflow import keras

rng = np.random.default_rng(0)
x = rng.normal(size=(240, 5)).astype("float32")
y = (x[:, 0] - x[:, 2] > 0).astype("int32")
if sys.argv[1] == "nan":
    x[12 * 8 + 5, 3] = np.nan  # one record of the 13th batch
model = keras.Sequential([keras.Input((5,)), keras.layers.Dense(8, activation="tanh"), keras.layers.Dense(2)])
model.compile(keras.optimizers.Adam(1e-2), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
losses = []
for i in range(30):
    logs = model.train_on_batch(x[i * 8:(i + 1) * 8], y[i * 8:(i + 1) * 8], return_dict=True)
    losses.append(logs["loss"])
print("steps trained:", len(losses))
"""


@pytest.fixture(scope="module")
def loop_script(tmp_path_factory):
    path = tmp_path_factory.mktemp("loops") / "loop.py"
    path.write_text(LOOP)
    return path


def test_a_train_on_batch_loop_is_a_run(loop_script, tmp_path):
    result = cli("run", "--logdir", tmp_path / "ok", loop_script, "ok")
    assert result.returncode == 0, result.stderr[-3000:]
    assert "steps trained: 30" in result.stdout
    (run,) = read_runs(tmp_path / "ok").values()
    assert list(run.series["loss"].steps) == list(range(1, 31))
    assert run.matrices["grad_norm"].columns
    (diagnosed,) = json.loads(cli("diagnose", tmp_path / "ok", "--json").stdout)["runs"]
    assert diagnosed["status"] == "healthy", diagnosed["findings"]


def test_a_nan_in_a_loop_is_found_at_its_step_and_training_goes_on(loop_script, tmp_path):
    result = cli("run", "--logdir", tmp_path / "nan", loop_script, "nan")
    assert result.returncode == 0, result.stderr[-3000:]
    assert "steps trained: 30" in result.stdout  # not stopped: the tool only watches
    (diagnosed,) = json.loads(cli("diagnose", tmp_path / "nan", "--json").stdout)["runs"]
    assert diagnosed["status"] == "critical"
    assert min(f["step"] for f in diagnosed["findings"] if f["node"] == "nonfinite") == 13
