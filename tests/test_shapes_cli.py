"""Zero-code mode on shape bugs the way people write them: `tb-trainhealth
run` names the layer and both shapes; the fixed script comes out healthy."""

import io
import json

import pytest

from tb_trainhealth.cli import diagnose_command
from cli_process import cli

HEADER = """\
import numpy as np
from tensorflow import keras

rng = np.random.default_rng(0)
x_train = rng.random((256, 28, 28)).astype("float32")
y_train = rng.integers(0, 10, size=256)
"""

SCRIPTS = {
    # Class ids into categorical_crossentropy (the fix: the sparse loss).
    "labels_vs_loss": (
        HEADER + """
model = keras.Sequential([
    keras.layers.Flatten(input_shape=(28, 28)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(10, activation="softmax"),
])
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, epochs=1, batch_size=32)
""",
        ('loss="categorical_crossentropy"', 'loss="sparse_categorical_crossentropy"'),
    ),
    # Dense layers fed (N, 28, 28) images: no Flatten (the fix: add it).
    "no_flatten": (
        HEADER + """
model = keras.Sequential([
    keras.Input(shape=(28, 28)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(10, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, epochs=1, batch_size=32)
""",
        ("    keras.Input(shape=(28, 28)),\n", "    keras.Input(shape=(28, 28)),\n    keras.layers.Flatten(),\n"),
    ),
    # A Reshape to an impossible size deep in a functional model: it fails
    # while the model is built, before fit is ever called.
    "functional_reshape": (
        HEADER + """
inputs = keras.Input(shape=(28, 28))
x = keras.layers.Flatten()(inputs)
x = keras.layers.Dense(100, activation="relu")(x)
x = keras.layers.Reshape((7, 7, 2))(x)
x = keras.layers.Conv2D(4, 3, padding="same", activation="relu")(x)
x = keras.layers.GlobalAveragePooling2D()(x)
outputs = keras.layers.Dense(10)(x)
model = keras.Model(inputs, outputs)
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x_train, y_train, epochs=1, batch_size=32)
""",
        ("keras.layers.Reshape((7, 7, 2))", "keras.layers.Reshape((10, 10, 1))"),
    ),
}

EXPECTED = {  # layer, and the shapes the summary must name
    "labels_vs_loss": ("dense_1", ["(32,)", "(32, 10)"]),
    "no_flatten": ("dense", ["(32, 28, 28)", "(32, 28, 10)"]),
    "functional_reshape": ("reshape", ["(None, 100)", "(7, 7, 2)"]),
}


def run_script(tmp_path, name, text):
    tmp_path.mkdir()
    script = tmp_path / f"{name}.py"
    script.write_text(text)
    logdir = tmp_path / "logs"
    return cli("run", "--logdir", logdir, script, cwd=tmp_path), logdir


def diagnose_in_process(logdir):
    """(exit status, JSON) of `diagnose --json`, the CLI's own code, without
    another interpreter start."""
    out = io.StringIO()
    status = diagnose_command(str(logdir), as_json=True, out=out)
    return status, json.loads(out.getvalue())


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_shape_bug_script_named_at_its_layer_and_fixed_script_healthy(tmp_path, name):
    text, (bug, fix) = SCRIPTS[name]
    ran, logdir = run_script(tmp_path / "bug", name, text)
    assert ran.returncode == 1 and "Traceback" in ran.stderr, ran.stderr[-2000:]
    assert "tb_trainhealth" not in ran.stderr.split("== tb-trainhealth")[0]  # the traceback is the script's
    status, body = diagnose_in_process(logdir)
    assert status == 1
    (run,) = body["runs"]
    assert run["status"] == "critical"
    shape = [f for f in run["findings"] if f["node"] == "shape"]
    assert [f["kind"] for f in shape] == ["shape_mismatch"], shape
    layer, shapes = EXPECTED[name]
    assert shape[0]["layer"] == layer and f"`{layer}`" in shape[0]["summary"]
    for text_shape in shapes:
        assert text_shape in shape[0]["summary"], shape[0]["summary"]
    assert shape[0]["fix"]["code"]
    assert "shape_mismatch" in ran.stderr  # printed at the end of the run too

    assert bug in text
    ran, logdir = run_script(tmp_path / "fixed", name, text.replace(bug, fix))
    assert ran.returncode == 0, ran.stderr[-2000:]
    diagnosed = cli("diagnose", logdir, "--json")
    assert diagnosed.returncode == 0, diagnosed.stdout
    (run,) = json.loads(diagnosed.stdout)["runs"]
    assert (run["status"], run["findings"]) == ("healthy", [])
