"""One batch first: `tb_trainhealth.check(model, data)` and `tb-trainhealth
check SCRIPT`. It passes correct small models, and fails, with the reason,
a model whose output is detached from its loss, one with a frozen trunk
and one whose loss does not fit its labels; the model's weights are as
they were; the CLI's exit status is 0 pass / 1 fail / 2 no fit."""

import os

import keras
import numpy as np
import pytest
import tensorflow as tf

import tb_trainhealth
from tb_trainhealth import cli

from conftest import REPO

SCRIPTS = os.path.join(REPO, "tests", "scripts")


def _data(classes=5, n=128, features=12, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, features)).astype("float32")
    return x, np.argmax(x[:, :classes], axis=1).astype("int32")


def _mlp(classes=5, activation=None):
    return keras.Sequential([keras.Input((12,)), keras.layers.Dense(32, activation="relu", name="h1"),
                             keras.layers.Dense(32, activation="relu", name="h2"),
                             keras.layers.Dense(classes, activation=activation, name="out")])


def test_a_correct_model_passes_and_keeps_its_weights():
    x, y = _data()
    model = _mlp()
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    before = [w.copy() for w in model.get_weights()]
    result = tb_trainhealth.check(model, (x, y), verbose=False)
    assert result and not result.problems, result.report()
    assert result.first_loss == pytest.approx(np.log(5), rel=0.3)
    assert result.overfit_loss < 0.1 * result.first_loss
    assert all((a == b).all() for a, b in zip(before, model.get_weights()))
    assert not model.optimizer.built or int(model.optimizer.iterations) == 0  # its optimizer untouched


def test_a_tf_data_pipeline_and_a_softmax_output_pass():
    x, y = _data(classes=3)
    model = _mlp(classes=3, activation="softmax")
    model.compile(optimizer="sgd", loss="sparse_categorical_crossentropy")
    dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(16)
    assert tb_trainhealth.check(model, dataset, verbose=False)


def test_a_detached_output_fails():
    x, y = _data()
    inputs = keras.Input((12,))
    logits = keras.layers.Dense(5)(keras.layers.Dense(16, activation="relu")(inputs))
    model = keras.Model(inputs, keras.layers.Lambda(lambda t: keras.ops.stop_gradient(t))(logits))
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    result = tb_trainhealth.check(model, (x, y), verbose=False)
    assert not result
    assert any("no gradient reaches any trainable weight" in p for p in result.problems)
    assert any("cannot overfit one batch" in p for p in result.problems)


def test_a_frozen_trunk_fails_unless_frozen_on_purpose():
    x, y = _data()
    model = _mlp()
    model.get_layer("h1").trainable = False
    model.get_layer("h2").trainable = False
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    result = tb_trainhealth.check(model, (x, y), verbose=False)
    assert not result
    frozen = next(p for p in result.problems if "frozen" in p)
    assert "h1" in frozen and "h2" in frozen and "model.get_layer('h1').trainable = True" in frozen


def test_a_loss_that_does_not_fit_its_labels_fails():
    x, y = _data(classes=4)
    model = _mlp(classes=1, activation="sigmoid")
    model.compile(optimizer="adam", loss="binary_crossentropy")
    result = tb_trainhealth.check(model, (x, y), verbose=False)
    assert not result
    assert any("expects labels in [0, 1]" in p and "SparseCategoricalCrossentropy" in p for p in result.problems)
    # One-hot labels into a sparse cross-entropy: the step fails, and why is said.
    model = _mlp(classes=4)
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    result = tb_trainhealth.check(model, (x, np.eye(4, dtype="float32")[y]), verbose=False)
    assert not result and any("one-hot" in p for p in result.problems), result.problems


@pytest.mark.parametrize("script, status", [
    ("check_correct.py", 0), ("check_detached.py", 1), ("check_frozen_trunk.py", 1), ("check_loss_mismatch.py", 1),
])
def test_the_cli_checks_a_scripts_first_fit_instead_of_training(script, status, capsys):
    assert cli.main(["check", os.path.join(SCRIPTS, script)]) == status
    report = capsys.readouterr().err
    assert ("PASS" if status == 0 else "FAIL") in report
    assert keras.Model.fit.__name__ == "fit" and "one_batch" not in keras.Model.fit.__module__


def test_the_cli_says_when_no_fit_was_reached(tmp_path):
    script = tmp_path / "no_fit.py"
    script.write_text("print('preprocessing only')\n")
    assert cli.main(["check", str(script)]) == 2


_RAW_PIXELS = '''
import sys
import keras
import numpy as np

rng = np.random.default_rng(0)
x = rng.integers(0, 256, size=(256, 16, 16, 1)).astype("float32")   # raw 0-255 pixels
y = (x[:, :8].mean(axis=(1, 2, 3)) > x[:, 8:].mean(axis=(1, 2, 3))).astype("int32") * 4 + rng.integers(0, 4, 256)
if "--scaled" in sys.argv:
    x = x / 255.0
keras.utils.set_random_seed(1)
model = keras.Sequential([
    keras.Input((16, 16, 1)), keras.layers.Conv2D(16, 3, activation="relu", name="conv"),
    keras.layers.MaxPooling2D(), keras.layers.Flatten(), keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(8, name="logits"),
])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x, y, batch_size=32, epochs=3)
'''


def test_a_first_loss_far_above_log_c_on_raw_pixels_names_the_inputs(tmp_path, capsys):
    script = tmp_path / "raw_pixels.py"
    script.write_text(_RAW_PIXELS)
    assert cli.main(["check", str(script)]) == 1
    report = capsys.readouterr().err
    problem = next(line for line in report.splitlines() if "far from unit scale" in line)
    assert "log C = 2.079" in problem and "values in [0, 255]" in problem
    assert "'conv'" in problem and "keras.layers.Normalization(axis=-1)" in report
    assert "inputs = keras.Input(shape=(16, 16, 1))" in report
    # Its twin on pixels / 255 passes, with nothing to say.
    assert cli.main(["check", str(script), "--scaled"]) == 0
    report = capsys.readouterr().err
    assert "PASS" in report and "problem" not in report and "(off)" not in report
