"""`tb-trainhealth repro LOGDIR/RUN --out DIR`: the standalone reproduction
of a run's first NaN/Inf step (tb_trainhealth/capture/tools/repro.py, docs/repro.md).

One training script, written here and deleted before any repro runs,
trains every run for real under TrainHealth: its custom layers live only
in that script, and its data only in a file next to it, so a reproduction
that ran shows it needs neither.
"""

import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from helpers import diagnose_dir
from tb_trainhealth.areas.nonfinite import AREA

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = [sys.executable, "-m", "tb_trainhealth.cli"]

TRAIN = textwrap.dedent('''
    import os, sys
    import numpy as np
    import keras
    import tensorflow as tf
    import tb_trainhealth

    logdir, data_file = sys.argv[1], sys.argv[2]
    BATCH = 32


    class LogOfRelu(keras.layers.Layer):  # log of a ReLU, no epsilon: log(0) = -inf
        def call(self, x):
            return tf.math.log(tf.nn.relu(x))


    class MaskedSelfAttention(keras.layers.Layer):
        """Attention by hand with the -1e9 mask: -inf in float16, and 0 * -inf is NaN."""

        def __init__(self, units, **kwargs):
            super().__init__(**kwargs)
            self.units = units
            self.qkv = keras.layers.Dense(3 * units, name="qkv")

        def call(self, x):
            ops = keras.ops
            q, k, v = ops.split(self.qkv(x), 3, axis=-1)
            scores = ops.matmul(q, ops.transpose(k, (0, 2, 1))) / 4.0
            length = ops.shape(x)[1]
            causal = ops.cast(ops.tril(ops.ones((length, length))), scores.dtype)
            return ops.matmul(ops.softmax(scores + (1.0 - causal) * -1e9, axis=-1), v)


    def log_model():
        inputs = keras.Input((8,))
        first = keras.layers.Lambda(lambda t: t[:, :1], name="first_feature")(inputs)
        hidden = keras.layers.Dense(16, activation="tanh", name="hidden")(
            keras.layers.Concatenate()([inputs, LogOfRelu(name="log_of_relu")(first)]))
        model = keras.Model(inputs, keras.layers.Dense(2, name="logits")(hidden))
        model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
        return model


    def train_log(run, bad, options):
        rng = np.random.default_rng(0)
        x = np.abs(rng.normal(size=(BATCH * 6, 8))).astype("float32") + 0.5
        y = (x[:, 0] > x[:, 1]).astype("int32")
        if bad:
            x[3 * BATCH + 5, 0] = -1.0  # relu(-1) = 0: the first NaN/Inf at step 4
        np.savez(data_file, x=x, y=y)
        saved = np.load(data_file)  # the data pipeline reads the file
        data = tf.data.Dataset.from_tensor_slices((saved["x"], saved["y"])).batch(BATCH)
        keras.utils.set_random_seed(0)
        model = log_model()
        model.fit(data, epochs=2, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, run), options=options)])
        np.savez(os.path.join(logdir, run + "_weights.npz"), *[v.numpy() for v in model.weights])


    def train_attention(run):
        keras.mixed_precision.set_global_policy("mixed_float16")
        try:
            keras.utils.set_random_seed(0)
            tokens = keras.Input((6,), dtype="int32")
            h = keras.layers.Embedding(20, 16)(tokens)
            h = MaskedSelfAttention(16, name="attention")(h)
            logits = keras.layers.Dense(20, dtype="float32", name="logits")(h)
            model = keras.Model(tokens, logits)
            model.compile(optimizer="adam",
                          loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
            x = np.random.default_rng(0).integers(0, 20, size=(64, 6)).astype("int32")
            model.fit(x, np.roll(x, -1, axis=1), batch_size=16, epochs=1, verbose=0, shuffle=False,
                      callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, run),
                                                            options={"nonfinite": {"replay": True}})])
        finally:
            keras.mixed_precision.set_global_policy("float32")


    replay = {"nonfinite": {"replay": True}}
    train_log("log_nan", True, replay)
    train_log("healthy", False, replay)
    train_log("no_repro", True, {"nonfinite": {"replay": True, "repro_max_bytes": 0}})
    train_log("no_replay", True, None)
    train_log("over_limit", True, {"nonfinite": {"replay": True, "repro_max_bytes": 1000}})
    train_attention("attention_nan")
''')


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    """The runs of TRAIN; the script and its data file are gone once it ends."""
    user = tmp_path_factory.mktemp("user_project")
    script, data = user / "train.py", user / "data.npz"
    script.write_text(TRAIN)
    logdir = tmp_path_factory.mktemp("repro") / "logs"
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2", PYTHONPATH=REPO)
    subprocess.run([sys.executable, str(script), str(logdir), str(data)], check=True, cwd=str(user), env=env)
    shutil.rmtree(user)
    return logdir


def repro(run_dir, out, *extra, cwd):
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2", PYTHONPATH=REPO)
    return subprocess.run(CLI + ["repro", str(run_dir), "--out", str(out), *extra],
                          cwd=str(cwd), env=env, capture_output=True, text=True)


def test_repro_writes_a_script_that_reproduces_the_first_bad_step_without_the_user_files(logdir, tmp_path):
    out = tmp_path / "repro_log_nan"
    done = repro(logdir / "log_nan", out, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "reproduced: step 4" in done.stdout
    assert "hidden/kernel" not in done.stderr and "Traceback" not in done.stderr
    assert sorted(os.listdir(out)) == ["batch.npz", "repro.json", "repro.py", "step"]

    # The script alone, in a fresh Python elsewhere, without tb_trainhealth
    # on the path: the same reproduction, naming the gradient that went bad.
    elsewhere = tmp_path / "elsewhere"
    shutil.copytree(out, elsewhere / "copy")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    again = subprocess.run([sys.executable, "-I", "repro.py"], cwd=str(elsewhere / "copy"), env=env,
                           capture_output=True, text=True)
    assert again.returncode == 0, again.stdout + again.stderr
    assert "gradients with NaN/Inf: hidden/kernel" in again.stdout
    assert again.stdout.strip().splitlines()[-1].startswith("reproduced: step 4 (epoch 0, batch 3)")

    manifest = json.loads((out / "repro.json").read_text())
    assert manifest["optimizer"]["class"] == "Adam" and manifest["optimizer"]["iterations"] == 3
    assert manifest["seen"]["op"] == "Log" and manifest["seen"]["layer"] == "log_of_relu"
    assert manifest["batch_shapes"] == [[32, 8], [32]]


def test_repro_of_a_custom_attention_layer_under_mixed_precision(logdir, tmp_path):
    done = repro(logdir / "attention_nan", tmp_path / "out", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "reproduced: step 1" in done.stdout
    assert "the loss is nan" in done.stdout


def test_a_healthy_run_has_nothing_to_reproduce(logdir, tmp_path):
    done = repro(logdir / "healthy", tmp_path / "out", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == (f"tb-trainhealth: error: {logdir / 'healthy'} has no NaN/Inf step to reproduce "
                                   "(no Training Health NaN/Inf event in its logs)")
    assert not (tmp_path / "out").exists()


def test_a_run_trained_without_the_replay_says_how_to_get_one(logdir, tmp_path):
    done = repro(logdir / "no_replay", tmp_path / "out", cwd=tmp_path)
    assert done.returncode == 2
    assert "went NaN/Inf at step 4, but was trained without the nonfinite replay" in done.stderr
    assert "--replay-nonfinite" in done.stderr and "Traceback" not in done.stderr


def test_no_such_run(logdir, tmp_path):
    done = repro(logdir / "nope", tmp_path / "out", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == f"tb-trainhealth: error: no such run directory: {logdir / 'nope'}"
    # The logdir given for one of its runs: which to give instead.
    done = repro(logdir, tmp_path / "out", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().startswith(f"tb-trainhealth: error: {logdir} is a logdir, not a run: give one run's "
                                          f"directory, e.g. {logdir}/")


def test_sizes_are_bounded_and_stated(logdir, tmp_path):
    # At capture: over repro_max_bytes, only a note, and the command says so.
    done = repro(logdir / "over_limit", tmp_path / "out", cwd=tmp_path)
    assert done.returncode == 2
    assert "the first bad step (step 4)" in done.stderr
    assert "over the nonfinite area's repro_max_bytes (1000 bytes)" in done.stderr
    assert "\"repro_max_bytes\": 1048576" in done.stderr
    # At writing: over --max-bytes, nothing written, and the limit that would do.
    done = repro(logdir / "log_nan", tmp_path / "small", "--max-bytes", "1000", cwd=tmp_path)
    assert done.returncode == 2
    assert "over --max-bytes (1000 bytes); pass --max-bytes 1048576 to write it" in done.stderr
    assert not (tmp_path / "small").exists()


def test_writing_the_repro_folder_leaves_training_as_it_was(logdir):
    # The same training with the repro/ folder written at step 4 and with
    # none (repro_max_bytes=0): the same weights after two epochs.
    import numpy as np

    assert (logdir / "log_nan" / "repro" / "step").is_dir()
    assert not (logdir / "no_repro" / "repro").exists()
    written, none = np.load(logdir / "log_nan_weights.npz"), np.load(logdir / "no_repro_weights.npz")
    assert written.files == none.files
    for name in written.files:
        np.testing.assert_array_equal(written[name], none[name])


def test_repro_rebuilds_the_first_bad_step_of_every_nan_demo_run(demo_logdir, tmp_path):
    """Issue #30's done-when: every demo run that went NaN/Inf (by its own
    diagnosis, not a list kept here) reproduces its first bad step from its
    logs alone."""
    nonfinite = set(AREA.findings)
    first_bad = {}
    for run, result in diagnose_dir(demo_logdir).items():
        steps = [f.step for f in result.findings
                 if f.kind in nonfinite and f.severity == "critical" and f.step is not None]
        if steps:
            first_bad[run] = min(steps)
    # The demo's NaN runs, whichever way they go NaN: a learning rate, a
    # log(0) in a custom layer, float16 overflow, a NaN record, a mask.
    assert {"nan_loss", "log_relu_nan", "float16_overflow", "nan_record", "transformer_mask_nan"} <= set(first_bad)
    # Two at a time: each script runs once in a fresh Python (TF's start-up).
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        done = dict(zip(first_bad, pool.map(
            lambda run: repro(demo_logdir / run, tmp_path / run, cwd=tmp_path), first_bad)))
    for run, result in done.items():
        assert result.returncode == 0, (run, result.stdout + result.stderr)
        last = result.stdout.strip().splitlines()[-1]
        assert last.startswith(f"reproduced: step {first_bad[run]} "), (run, last)
