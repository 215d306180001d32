"""Faults in capture never reach the user's training: with the fault the
losses are bit-identical to a run without TrainHealth, and the user gets
one clear warning, not one a step. Injected for real: a logdir under a
file, the logdir removed mid-run, a full disk (a file-size limit in a
subprocess), every probe hook raising, probes handing out and writing
tensors of the wrong shape."""

import json
import logging
import os
import shutil
import subprocess
import sys
import textwrap

import keras
import numpy as np
import pytest
import tensorflow as tf

import tb_trainhealth
from helpers import diagnose_dir, read_runs
from tb_trainhealth.capture import probes as probes_lib
from tb_trainhealth.capture.probes import Probe

EPOCHS, BATCH, N = 3, 16, 256
STEPS = EPOCHS * N // BATCH


def train(callbacks=(), during=None):
    """The per-epoch losses of a small MLP on fixed data; `during(batch)`
    runs after each step (to inject a fault mid-run)."""
    keras.utils.set_random_seed(0)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(N, 8)).astype("float32")
    y = (x[:, 0] + x[:, 1] > 0).astype("int32")
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(2)])
    model.compile(keras.optimizers.SGD(0.05), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    hooks = [keras.callbacks.LambdaCallback(on_train_batch_end=lambda batch, logs: during(batch))] if during else []
    history = model.fit(x, y, batch_size=BATCH, epochs=EPOCHS, shuffle=False, verbose=0,
                        callbacks=list(callbacks) + hooks)
    return history.history["loss"]


@pytest.fixture(scope="module")
def plain_losses():
    return train()


def our_warnings(caplog):
    return [r for r in caplog.records if r.name.startswith("tb_trainhealth") and r.levelno >= logging.WARNING]


def test_an_unwritable_logdir_at_start(tmp_path, plain_losses, caplog):
    a_file = tmp_path / "logs"
    a_file.write_text("not a directory")  # as root, permissions would not stop us: a file does
    logdir = a_file / "run"
    assert train([tb_trainhealth.TrainHealth(logdir)]) == plain_losses
    (warning,) = our_warnings(caplog)
    assert str(logdir) in warning.getMessage() and "Training goes on" in warning.getMessage()
    assert "not a directory" in warning.getMessage()


def test_the_logdir_removed_mid_run(tmp_path, plain_losses, caplog):
    logdir = tmp_path / "run"

    def remove(batch):
        if batch == 5 and not removed:
            removed.append(batch)
            shutil.rmtree(logdir)

    removed = []
    assert train([tb_trainhealth.TrainHealth(logdir)], during=remove) == plain_losses
    assert removed
    (warning,) = our_warnings(caplog)
    assert "was removed while training" in warning.getMessage()
    # What was logged after the removal is in a new event file there.
    loss = read_runs(tmp_path)["run"].series["loss"]
    assert loss.steps[-1] == STEPS and len(loss.steps) >= STEPS - N // BATCH


DISK_FULL = """\
import json, resource, signal, sys
sys.path.insert(0, {tests!r})
from test_reliability_capture import train
import tb_trainhealth

plain = train()
# The disk fills up: no file of this process may grow past 20 kB (the
# run's event file passes that after its first epoch). Without SIGXFSZ
# ignored, the kernel would kill the process; ignored, a write gets EFBIG.
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
watched = train([tb_trainhealth.TrainHealth({logdir!r})])
print(json.dumps({{"plain": plain, "watched": watched}}))
"""


def test_the_disk_full_mid_run(tmp_path):
    logdir = tmp_path / "run"
    script = DISK_FULL.format(tests=os.path.dirname(__file__), logdir=str(logdir))
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300,
                            env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2"))
    assert result.returncode == 0, result.stderr[-3000:]
    losses = json.loads(result.stdout.strip().splitlines()[-1])
    assert losses["watched"] == losses["plain"]
    ours = [line for line in result.stderr.splitlines() if line.startswith("tb_trainhealth:")]
    assert len(ours) == 1 and "cannot write Training Health data" in ours[0] and "File too large" in ours[0], ours
    assert "Traceback" not in result.stderr
    # Everything written before the disk filled up is there and readable.
    (event_file,) = os.listdir(logdir)
    assert os.path.getsize(logdir / event_file) <= 20_000
    loss = read_runs(tmp_path)["run"].series["loss"]
    assert list(loss.steps[:BATCH]) == list(range(1, BATCH + 1))  # the first epoch


# Every hook of the probe contract (capture/probes/__init__.py), in three
# fits: the host's hooks, the in-step hooks (traced into train_step), and
# the plan's questions. A probe whose hook raises is off for the rest of the
# run (what it recorded after a failure could not be trusted): one warning
# naming it and its hook, and the run says where its capture stopped. The
# plan's questions are answered "no" with one warning each.
HOOK_GROUPS = {
    "host": ["on_train_begin", "before_first_step", "on_epoch_begin", "on_batch_end", "on_epoch_end",
             "on_train_end", "detach"],
    "in_step": ["in_step_begin", "in_step_end"],
    "plan": ["wants_full_step", "wants_step_at_once"],
}


@pytest.mark.parametrize("group", sorted(HOOK_GROUPS))
def test_every_probe_hook_raising(group, tmp_path, plain_losses, monkeypatch, caplog):
    hooks = HOOK_GROUPS[group]
    real = probes_lib.make_probes
    made = real()

    def failing(probe, hook):
        def broken(*args, **kwargs):
            raise RuntimeError(f"injected into {type(probe).__name__}.{hook}")

        broken.__name__ = hook
        broken.__qualname__ = f"{type(probe).__name__}.{hook}[{tmp_path.name}]"  # warned once per test
        return broken

    def make_probes(options=None):
        found = real(options)
        for probe in found:
            for hook in hooks:
                setattr(probe, hook, failing(probe, hook))
        return found

    monkeypatch.setattr(probes_lib, "make_probes", make_probes)
    assert train([tb_trainhealth.TrainHealth(tmp_path / "run")]) == plain_losses
    messages = [w.getMessage() for w in our_warnings(caplog)]
    assert len(messages) == len(set(messages)), messages  # never one a step
    if group == "plan":
        for hook in hooks:  # each was asked, raised, and was warned about
            assert any(f".{hook}[" in m for m in messages), (hook, messages)
        assert all("training goes on without it" in m for m in messages)
        return
    first = hooks[0]  # each probe's first hook to run raised: it is off
    for probe in made:
        name = type(probe).__name__
        (off,) = [m for m in messages if f"the {name} probe" in m]
        assert f"failed in {first}" in off and "is off for this run" in off, off
        assert "training goes on without it" in off
    # The run says where each area's capture stopped; no training_error.
    notes = diagnose_dir(tmp_path)["run"].capture_notes
    for probe in made:
        assert any(f"({type(probe).__name__}.{first})" in note for note in notes), notes
    assert all("stopped at step" in note for note in notes)


def test_capture_failing_in_its_own_step_code_turns_itself_off(tmp_path, plain_losses, monkeypatch, caplog):
    """Our own code raising while the step is traced (packing the step's
    statistics): the step runs as the user's, capture turns itself off with
    one warning, and the run says it stopped; the training is the same."""
    from tb_trainhealth.capture.engine import step_outputs

    original = step_outputs.StepOutputs._pack
    monkeypatch.setattr(step_outputs.StepOutputs, "_pack",
                        lambda self, tensors: original(self, {**tensors, "bad": "not a tensor"}))
    assert train([tb_trainhealth.TrainHealth(tmp_path / "run")]) == plain_losses
    (warning,) = [w.getMessage() for w in our_warnings(caplog)]
    assert "capture failed at step 0" in warning and "is off for this run" in warning
    diagnosis = diagnose_dir(tmp_path)["run"]
    (note,) = diagnosis.capture_notes
    assert note.startswith("capture of the step engine stopped at step 0") and "AttributeError" in note
    assert "training_error" not in {f.kind for f in diagnosis.findings}


class WrongShapes(Probe):
    """A probe whose outputs are all wrong: a tensor of unknown shape
    handed out of the step, a matrix and a histogram of the wrong shape, a
    series point that is not a number."""

    area = "core"

    def in_step_begin(self, run, data):
        x = data[0] if isinstance(data, tuple) else data
        return {"wrong/unknown_shape": tf.boolean_mask(x, x > 0)}

    def on_batch_end(self, run, logs):
        run.writer.matrix("grad_norm", ["a", "b"], np.zeros((3, 7)), run.step)
        run.writer.histogram("gradients", "a", np.zeros((5,)), run.step)
        run.writer.add_point("wrong_series", run.step, [1.0, 2.0])


def test_probe_outputs_of_the_wrong_shape(tmp_path, plain_losses, monkeypatch, caplog):
    real = probes_lib.make_probes
    monkeypatch.setattr(probes_lib, "make_probes", lambda options=None: [WrongShapes(), *real(options)])
    assert train([tb_trainhealth.TrainHealth(tmp_path / "run")]) == plain_losses
    warnings = our_warnings(caplog)
    assert 1 <= len(warnings) <= 5, [w.getMessage() for w in warnings]
    # The other probes' data is all there: the loss of every step.
    data = read_runs(tmp_path)["run"]
    assert list(data.series["loss"].steps) == list(range(1, STEPS + 1))
    assert "wrong_series" not in data.series


class HandsOutAString(Probe):
    area = "core"

    def in_step_end(self, run, data, logs):
        return {"wrong/string": tf.constant("not a number")}



def test_a_probe_handing_out_a_string(tmp_path, plain_losses, monkeypatch, caplog):
    """A tensor that is not a number is refused when the step is traced
    (capture/engine/step_outputs.py, as_step_tensors): one warning, the same
    training, the other probes' data all there."""
    real = probes_lib.make_probes
    monkeypatch.setattr(probes_lib, "make_probes", lambda options=None: [HandsOutAString(), *real(options)])
    assert train([tb_trainhealth.TrainHealth(tmp_path / "run")]) == plain_losses
    warnings = our_warnings(caplog)
    assert 1 <= len(warnings) <= 5, [w.getMessage() for w in warnings]
    assert any("in_step_end" in w.getMessage() for w in warnings)
    data = read_runs(tmp_path)["run"]
    assert list(data.series["loss"].steps) == list(range(1, STEPS + 1))


def test_writes_left_when_the_writer_thread_ended_are_written_not_waited_on(tmp_path):
    # At exit the writer's thread may take its end marker before writes
    # queued behind it (autolog ends its loops in an atexit handler): the
    # next event must write them itself, never wait on a thread that is gone.
    import threading

    from tb_trainhealth.capture.writer import RunWriter
    from tb_trainhealth.summary import ops

    writer = RunWriter(str(tmp_path / "run"))
    writer.add_points("loss", [1], [0.5])
    writer.flush()  # the thread has started and written the block
    queued, thread = writer._queued, writer._thread
    queued.put(None)  # the end marker, taken first...
    thread.join(timeout=60)
    assert not thread.is_alive()
    queued.put((ops.series_block, ("loss", [2], [0.25])))  # ...with a write left behind it
    done = threading.Thread(target=writer.event, args=("note", 2, {"said": "after"}), daemon=True)
    done.start()
    done.join(timeout=60)
    assert not done.is_alive(), "the event waited on a writer thread that had ended"
    writer.close()
    data = read_runs(tmp_path)["run"]
    assert list(data.series["loss"].values) == [0.5, 0.25]
    assert [e.payload["said"] for e in data.events_of("note")] == ["after"]
