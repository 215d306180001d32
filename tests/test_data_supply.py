"""Issue #28 items 1 and 2, on real (tiny) Keras training.

1. A busy machine is not a slow pipeline: healthy runs fed from NumPy
   arrays, and the fixed twins below, trained while another process trains
   a CNN on the same (2-core) host, get no input_stall / input_bound
   warning (at most an info that says the busy host explains the wait); a
   stall's fix never asks for a prefetch buffer deeper than MAX_PREFETCH
   batches.
2. Data order and supply: records sorted by class with no shuffle
   (unshuffled_data), and fit(steps_per_epoch=...) on a dataset that runs
   out (input_exhausted), in Keras 3 and in tf_keras, each with the fix
   written for the user's pipeline, and their fixed twins healthy.
"""

import os
import subprocess
import sys

import keras
import numpy as np
import pytest
import tensorflow as tf

import tb_trainhealth
from tb_trainhealth import runner
from tb_trainhealth.capture.entry import autolog as autolog_lib
from tb_trainhealth.areas.input_pipeline import AREA
from tb_trainhealth.diagnosis.rules import input_pipeline_code as code

from conftest import REPO
from helpers import diagnose_dir, read_runs

KIND = AREA.findings
SUITE = os.path.join(REPO, "tests", "bugsuite")
SERIOUS = ("critical", "warning")

# A second training job on the host: a small CNN, fit after fit, until
# killed. It prints once its first step is done (the host is loaded then).
_LOAD = """
import os
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "2"
import numpy as np, keras
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 32, 32, 3)).astype("float32"); y = rng.integers(0, 10, 512)
m = keras.Sequential([keras.Input((32, 32, 3)), keras.layers.Conv2D(32, 3, activation="relu"),
                      keras.layers.Conv2D(32, 3, activation="relu"), keras.layers.GlobalAveragePooling2D(),
                      keras.layers.Dense(10)])
m.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
class Started(keras.callbacks.Callback):
    def on_train_batch_end(self, batch, logs=None):
        print("training", flush=True)
        self.on_train_batch_end = lambda *a, **k: None
while True:
    m.fit(x, y, batch_size=64, epochs=1, verbose=0, callbacks=[Started()])
"""


def _run(name, twin, logdir, directory=SUITE):
    """A bug suite script (or one of `directory`) as `tb-trainhealth run` runs it; its diagnosis."""
    keras.utils.set_random_seed(0)
    keras.backend.clear_session()
    argv, path, cwd = list(sys.argv), list(sys.path), os.getcwd()
    try:
        status = runner.run_script(os.path.join(directory, name + ".py"), ["--fixed"] if twin == "fixed" else [],
                                   logdir=str(logdir))
    finally:
        sys.argv, sys.path[:] = argv, path
        os.chdir(cwd)
        # run_script turns autolog on for the script: off again, or every
        # later test's fit in this process would be captured (and resumed).
        autolog_lib.disable()
    assert status == 0
    (diagnosis,) = diagnose_dir(logdir).values()
    return diagnosis


def _healthy_numpy(logdir):
    """A healthy run fed from NumPy arrays with tiny steps (~1 ms: a
    descheduling shows as a long wait next to them), 1500 steps."""
    keras.utils.set_random_seed(1)
    rng = np.random.default_rng(1)
    x = rng.normal(size=(8000, 20)).astype("float32")
    y = (x[:, :3].sum(1) > 0).astype("int32")
    model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(2)])
    model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=16, epochs=3, verbose=0, callbacks=[tb_trainhealth.TrainHealth(str(logdir))])
    (diagnosis,) = diagnose_dir(logdir).values()
    return diagnosis


@pytest.fixture(scope="module")
def under_load(tmp_path_factory):
    """The fixed twins and a healthy NumPy run, each trained while another
    process trains a CNN; and the buggy scripts, on the same busy host."""
    root = tmp_path_factory.mktemp("supply")
    load = subprocess.Popen([sys.executable, "-c", _LOAD], stdout=subprocess.PIPE, text=True,
                            env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2"))
    try:
        assert load.stdout.readline().strip() == "training"
        runs = {"numpy": _healthy_numpy(root / "numpy")}
        for name in ("sorted_by_class_no_shuffle", "steps_per_epoch_runs_out"):
            for twin in ("bug", "fixed"):
                runs[name, twin] = _run(name, twin, root / name / twin)
        assert load.poll() is None  # it was loading the host all along
    finally:
        load.kill()
        load.wait()
    runs["root"] = root
    return runs


def _serious(diagnosis, kinds=None):
    return [f for f in diagnosis.findings if f.severity in SERIOUS and (kinds is None or f.kind in kinds)]


def test_a_busy_host_is_not_a_slow_pipeline(under_load):
    timing = (KIND.input_stall, KIND.input_bound)
    for run in ("numpy", ("sorted_by_class_no_shuffle", "fixed"), ("steps_per_epoch_runs_out", "fixed")):
        assert [f.summary for f in _serious(under_load[run], timing)] == [], run


def test_the_fixed_twins_are_healthy_under_load(under_load):
    for name in ("sorted_by_class_no_shuffle", "steps_per_epoch_runs_out"):
        assert [f.summary for f in _serious(under_load[name, "fixed"])] == [], name


def test_the_scheduler_wait_is_recorded_and_explains_only_what_it_can(under_load):
    (data,) = read_runs(under_load["root"] / "numpy").values()
    from tb_trainhealth.diagnosis.rules.input_pipeline import busy_host, timing
    totals = timing(data)
    assert totals["steps"] > 1000
    # What the scheduler explains never exceeds the wait it is taken from.
    assert 0.0 <= totals["descheduled_s"] <= totals["excess_wait_s"]
    for stall in data.events_of(AREA.events.input_stall):
        assert stall.payload["descheduled_ms"] >= 0.0
        assert busy_host(stall) == (stall.payload["wait_ms"] - stall.payload["usual_wait_ms"]
                                    <= stall.payload["descheduled_ms"])


def test_a_stall_fix_never_asks_for_a_deep_prefetch():
    described = {"source": "tf.data", "transformations": [
        {"kind": "from_tensor_slices", "elements": 1000, "op": "TensorSliceDataset"},
        {"kind": "batch", "batch_size": 10, "op": "BatchDatasetV2"}]}
    # The false alarm: a 214-step wait.
    text, snippet = code.stall_fix(described, {"worst_wait_ms": 213.0, "usual_step_ms": 1.0})
    assert ".prefetch(tf.data.AUTOTUNE)" in snippet and "214" not in snippet
    assert "held in memory" in text
    text, snippet = code.stall_fix(described, {"worst_wait_ms": 30.0, "usual_step_ms": 10.0})
    assert ".prefetch(4)" in snippet
    assert "prefetch(214)" not in code.stall_fix(None, {"worst_wait_ms": 213.0, "usual_step_ms": 1.0})[1]


class _Event:
    def __init__(self, step, payload):
        self.step, self.payload = step, payload


class _Timed:
    """A run's input timing (one fit's `input_timing` event) and its stalls."""

    def __init__(self, timing, stalls=()):
        self._events = {AREA.events.input_timing: [_Event(timing["steps"], dict(timing, first_step=2))],
                        AREA.events.input_stall: list(stalls)}

    def events_of(self, kind):
        return self._events.get(kind, [])


def test_a_wait_that_other_jobs_explain_is_no_evidence_unless_every_step_waits():
    from tb_trainhealth.diagnosis.rules.input_pipeline import host_explains, recurrence

    def timed(excess, descheduled, step_s, median, steps=1496):
        return _Timed({"steps": steps, "excess_wait_s": excess, "descheduled_s": descheduled, "step_s": step_s,
                       "median_share": median})

    # Measured on a 2-core host with other jobs: a healthy NumPy run waiting
    # 12% (typical 6%), the host explaining 94% of it.
    assert host_explains(timed(1.518, 1.428, 12.74, 0.062))
    assert not host_explains(timed(1.518, 0.0, 12.74, 0.062))  # an idle host explains nothing
    # A starved run there: 51% waiting, typical 53%, the host "explaining" 88%.
    assert not host_explains(timed(0.486, 0.430, 0.96, 0.532, steps=28))
    # One stall at an epoch's start is no pattern of the pipeline's.
    first = _Event(3, {"epoch": 0, "batch": 1, "wait_ms": 160.0})
    assert recurrence([first]) == {}
    assert recurrence([first, _Event(33, {"epoch": 1, "batch": 0, "wait_ms": 150.0})]) == {"epoch_start": True}


def test_records_sorted_by_class_without_shuffle_are_found(under_load):
    found = [f for f in under_load["sorted_by_class_no_shuffle", "bug"].findings if f.kind == KIND.unshuffled_data]
    assert len(found) == 1 and found[0].severity == "warning"
    evidence = found[0].evidence
    assert evidence["classes_seen"] == [0, 1, 2, 3]
    assert evidence["single_class_batches"] >= 0.8 * evidence["sampled_batches"]
    # The fix: the whole data (2400 records) shuffled, before the batch.
    lines = found[0].fix.code.splitlines()
    shuffle = next(i for i, line in enumerate(lines) if ".shuffle(2400)" in line)
    assert shuffle < next(i for i, line in enumerate(lines) if ".batch(32)" in line)
    # ... and the loss's saw is put down to it, not to the learning rate.
    assert not _serious(under_load["sorted_by_class_no_shuffle", "bug"], ("learning_rate_too_high",))


def test_a_dataset_that_runs_out_is_found_in_keras(under_load):
    found = [f for f in under_load["steps_per_epoch_runs_out", "bug"].findings if f.kind == KIND.input_exhausted]
    assert len(found) == 1
    evidence = found[0].evidence
    assert evidence["steps_per_epoch"] == 40 and evidence["epoch_steps"] == [10, 10, 10, 10]
    assert "4 of 4 epochs ended early" in found[0].summary
    snippet = found[0].fix.code
    assert snippet.index(".batch(64)") < snippet.index(".repeat()") < snippet.index(".prefetch(")
    assert "steps_per_epoch=10" in snippet


def test_an_iterator_carried_across_epochs_holds_a_whole_pass(tmp_path):
    # 62 batches asked 61 a epoch: Keras keeps the iterator, so epochs take
    # 61, 1, 61, 1 (tests/scripts/generator_steps_leftover.py, a PyDataset
    # as flow_from_directory hands them out). The data holds 62, not 1.
    diagnosis = _run("generator_steps_leftover", "bug", tmp_path, os.path.join(REPO, "tests", "scripts"))
    (found,) = [f for f in diagnosis.findings if f.kind == KIND.input_exhausted]
    assert found.evidence["epoch_steps"] == [61, 1, 61, 1] and found.evidence["batches_held"] == 62
    assert "held 62" in found.summary and "steps_per_epoch=len(train)" in found.fix.code
    assert "steps_per_epoch=1" not in found.fix.code + found.fix.text


def test_a_dataset_that_runs_out_ends_tf_keras_training_and_is_found(tmp_path):
    import tf_keras

    rng = np.random.default_rng(3)
    x = rng.normal(size=(300, 6)).astype("float32")
    y = (x[:, 0] > 0).astype("float32")
    dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(30)  # 10 batches
    model = tf_keras.Sequential([tf_keras.layers.Dense(8, activation="relu", input_shape=(6,)),
                                 tf_keras.layers.Dense(1, activation="sigmoid")])
    model.compile("adam", "binary_crossentropy")
    history = model.fit(dataset, epochs=5, steps_per_epoch=25, verbose=0,
                        callbacks=[tb_trainhealth.TrainHealth(str(tmp_path))])
    assert len(history.epoch) == 1  # tf_keras stops at the first epoch's end
    (diagnosis,) = diagnose_dir(tmp_path).values()
    found = [f for f in diagnosis.findings if f.kind == KIND.input_exhausted]
    assert len(found) == 1 and "training stopped after 1 of 5 epochs" in found[0].summary
    assert found[0].evidence["epoch_steps"] == [10]


def test_steps_per_epoch_that_the_data_holds_is_not_reported(tmp_path):
    x = np.zeros((256, 4), "float32")
    dataset = tf.data.Dataset.from_tensor_slices((x, x[:, 0])).batch(32)  # 8 batches
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(1)])
    model.compile("sgd", "mse")
    model.fit(dataset, epochs=2, steps_per_epoch=8, verbose=0, callbacks=[tb_trainhealth.TrainHealth(str(tmp_path))])
    (diagnosis,) = diagnose_dir(tmp_path).values()
    assert [f for f in diagnosis.findings if f.kind == KIND.input_exhausted] == []
