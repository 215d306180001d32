"""A run that died is never healthy: the exception that left `fit` (or the
script, after its fits) is a critical `training_error` with the user's
exception type and the line of their code it came from; where an area
explains the crash, that finding leads and the crash is grouped under it."""

import json

import keras
import numpy as np
import pytest

import tb_trainhealth
from helpers import diagnose_dir
from cli_process import cli

BATCH = 8


def records(bad_at=None, n=40):
    """A generator of records the way a data loader yields them; the
    record at `bad_at` lacks its label."""
    rng = np.random.default_rng(0)
    for i in range(n):
        features = rng.normal(size=(BATCH, 4)).astype("float32")
        record = {"x": features, "label": (features[:, 0] > 0).astype("int32")}
        if i == bad_at:
            del record["label"]
        yield record["x"], record["label"]


def _train(logdir, data):
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(8, activation="relu"), keras.layers.Dense(2)])
    model.compile(keras.optimizers.Adam(3e-2), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(data, steps_per_epoch=10, epochs=2, verbose=0, callbacks=[tb_trainhealth.TrainHealth(logdir)])


def test_a_generator_raising_mid_epoch_is_a_crash_at_its_step_in_the_users_code(tmp_path):
    with pytest.raises(Exception) as raised:
        _train(tmp_path / "died", records(bad_at=13))
    assert "KeyError" in str(raised.value)  # as TensorFlow lets it out, unchanged
    (diagnosis,) = diagnose_dir(tmp_path / "died").values()
    assert diagnosis.status == "critical"
    (crash,) = [f for f in diagnosis.findings if f.kind == "training_error"]
    assert crash.severity == "critical" and crash.node == "error"
    assert crash.step == 14  # the 14th batch never trained: step 14 failed
    assert crash.evidence["error_type"] == "KeyError"
    assert crash.evidence["raised_as"] == type(raised.value).__name__
    assert crash.evidence["file"] == __file__ and crash.evidence["function"] == "records"
    assert "record[\"label\"]" in crash.evidence["source_line"]
    assert "test_training_error.py" in crash.summary and "KeyError" in crash.summary
    assert 'record["label"]' in crash.fix.code
    assert diagnosis.flowchart()["nodes"][0]["state"] == "triggered"  # the root, "Training error"

    _train(tmp_path / "fixed", records())  # its twin: every record whole
    (fixed,) = diagnose_dir(tmp_path / "fixed").values()
    assert not [f for f in fixed.findings if f.kind == "training_error"]
    assert fixed.status == "healthy", [f.summary for f in fixed.findings]


def test_a_shape_error_leads_and_its_crash_groups_under_it(demo_logdir):
    result = cli("diagnose", demo_logdir, "--json")
    runs = {r["run"]: r for r in json.loads(result.stdout)["runs"]}
    for name in ("shape_error", "label_mismatch"):
        kinds = [(f["kind"], f["caused_by"]) for f in runs[name]["findings"]]
        assert kinds[0] == ("shape_mismatch", None), kinds
        assert ("training_error", "shape_mismatch") in kinds, kinds
        crash = next(f for f in runs[name]["findings"] if f["kind"] == "training_error")
        assert crash["fix"]["code"] == "" and "shape_mismatch" in crash["fix"]["text"]
    for name in ("healthy", "mixed_healthy"):
        assert runs[name]["status"] == "healthy"


SCRIPT = """\
import numpy as np
from tensorflow import keras

x = np.random.default_rng(0).normal(size=(64, 6)).astype("float32")
y = (x[:, 0] > 0).astype("int32")
model = keras.Sequential([keras.Input((6,)), keras.layers.Dense(2)])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x, y, epochs=1, batch_size=16, verbose=0)
scores = model.predict(x[:, :5], verbose=0)  # one feature short
"""


def test_a_script_that_dies_after_fit_is_not_healthy(tmp_path):
    script = tmp_path / "predict_after_fit.py"
    script.write_text(SCRIPT)
    result = cli("run", "--logdir", tmp_path / "run", script)
    assert result.returncode == 1 and "Traceback" in result.stderr
    diagnosed = json.loads(cli("diagnose", tmp_path / "run", "--json").stdout)
    (run,) = diagnosed["runs"]
    assert run["status"] == "critical"
    (crash,) = [f for f in run["findings"] if f["kind"] == "training_error"]
    assert crash["evidence"]["phase"] == "script" and crash["step"] == 4
    assert crash["evidence"]["file"] == str(script) and crash["evidence"]["line"] == 9
