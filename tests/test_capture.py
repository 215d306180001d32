"""The TrainHealth callback and autolog on real (tiny) Keras training."""

import os

import numpy as np
import pytest

import keras  # noqa: E402

import tb_trainhealth  # noqa: E402
from tb_trainhealth.capture.entry import autolog as autolog_lib  # noqa: E402
from tb_trainhealth.capture.probes import Probe  # noqa: E402

from helpers import (  # noqa: E402
    MODEL_KINDS,
    classification_data,
    compile_classifier,
    diagnose_dir,
    read_runs,
    with_nan_at,
)

BATCH = 16


@pytest.mark.parametrize("kind", sorted(MODEL_KINDS))
@pytest.mark.parametrize("jit_compile", [False, True], ids=["eager_graph", "xla"])
def test_nan_loss_named_at_its_step_for_every_model_kind(tmp_path, kind, jit_compile):
    x, y = classification_data()
    x = with_nan_at(x, 5 * BATCH + 3)  # in the 6th batch: step 6
    model = compile_classifier(keras, MODEL_KINDS[kind](keras), jit_compile=jit_compile)
    history = model.fit(
        x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0,
        callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")],
    )
    # Stopped at the first NaN, like TerminateOnNaN.
    assert len(history.history["loss"]) == 1
    result = diagnose_dir(tmp_path)["run"]
    assert result.status == "critical"
    (finding,) = [f for f in result.findings if f.kind == "nonfinite_loss"]
    assert finding.step == 6
    assert finding.evidence["batch"] == 5 and finding.evidence["epoch"] == 0
    assert finding.evidence["value"] == "nan"
    assert finding.evidence["last_finite_step"] == 5


def test_healthy_run_is_healthy_and_logs_the_per_step_loss(tmp_path):
    x, y = classification_data()
    model = compile_classifier(keras, MODEL_KINDS["sequential"](keras))
    history = model.fit(
        x, y, batch_size=BATCH, epochs=3, shuffle=False, verbose=0,
        callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run", block_steps=7)],
    )
    data = read_runs(tmp_path)["run"]
    loss = data.series["loss"]
    steps_per_epoch = len(x) // BATCH
    # Every step, across epochs and block boundaries, 1-based.
    np.testing.assert_array_equal(loss.steps, np.arange(1, 3 * steps_per_epoch + 1))
    # The per-step losses average to the epoch mean Keras reports.
    last_epoch = loss.values[-steps_per_epoch:]
    assert np.mean(last_epoch) == pytest.approx(history.history["loss"][-1], rel=1e-4)
    assert diagnose_dir(tmp_path)["run"].status == "healthy"


def test_nan_event_written_even_when_terminate_on_nan_stops_first(tmp_path):
    x, y = classification_data()
    x = with_nan_at(x, 2 * BATCH)
    model = compile_classifier(keras, MODEL_KINDS["functional"](keras))
    model.fit(
        x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0,
        callbacks=[
            keras.callbacks.TerminateOnNaN(),
            tb_trainhealth.TrainHealth(tmp_path / "run", stop_on_nonfinite=False),
        ],
    )
    (finding,) = [f for f in diagnose_dir(tmp_path)["run"].findings if f.kind == "nonfinite_loss"]
    assert (finding.kind, finding.step) == ("nonfinite_loss", 3)


def test_stop_on_nonfinite_false_keeps_training(tmp_path):
    x, y = classification_data()
    x = with_nan_at(x, 0)
    model = compile_classifier(keras, MODEL_KINDS["sequential"](keras))
    history = model.fit(
        x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0,
        callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run", stop_on_nonfinite=False)],
    )
    assert len(history.history["loss"]) == 2
    findings = diagnose_dir(tmp_path)["run"].findings
    assert [(f.kind, f.step) for f in findings if f.kind == "nonfinite_loss"] == [("nonfinite_loss", 1)]


def test_event_on_disk_when_an_exception_leaves_fit(tmp_path):
    """The NaN event is flushed at once: an exception raised right after it
    (here by another callback) does not lose it."""
    x, y = classification_data()
    x = with_nan_at(x, 3 * BATCH)

    class Crash(keras.callbacks.Callback):
        def on_train_batch_end(self, batch, logs=None):
            if batch == 4:
                raise RuntimeError("user code crashed")

    model = compile_classifier(keras, MODEL_KINDS["sequential"](keras))
    with pytest.raises(RuntimeError, match="user code crashed"):
        model.fit(
            x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0,
            callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run", stop_on_nonfinite=False), Crash()],
        )
    (finding,) = [f for f in diagnose_dir(tmp_path)["run"].findings if f.kind == "nonfinite_loss"]
    assert finding.step == 4


def test_steps_kept_for_the_probes_survive_an_exception_leaving_fit(tmp_path):
    """The probes process steps in batches; when another callback's
    exception skips on_train_end, the kept steps are still written (at
    flush, at the next fit, at exit), none lost."""

    class Crash(keras.callbacks.Callback):
        def on_train_batch_end(self, batch, logs=None):
            if batch == 6:
                raise RuntimeError("user code crashed")

    x, y = classification_data()
    model = compile_classifier(keras, MODEL_KINDS["sequential"](keras))
    callback = tb_trainhealth.TrainHealth(tmp_path / "run")
    with pytest.raises(RuntimeError, match="user code crashed"):
        model.fit(x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0, callbacks=[callback, Crash()])
    callback.flush()
    assert list(read_runs(tmp_path)["run"].series["loss"].steps) == list(range(1, 8))


def test_a_failing_probe_never_stops_training(tmp_path, monkeypatch, caplog):
    class Broken(Probe):
        def on_batch_end(self, run, logs):
            raise ZeroDivisionError("probe bug")

    from tb_trainhealth.capture import probes

    real_probes = probes.make_probes
    monkeypatch.setattr(probes, "make_probes", lambda options=None: [Broken(), *real_probes(options)])
    x, y = classification_data()
    model = compile_classifier(keras, MODEL_KINDS["sequential"](keras))
    history = model.fit(
        x, y, batch_size=BATCH, epochs=2, verbose=0,
        callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")],
    )
    assert len(history.history["loss"]) == 2
    assert "training goes on without it" in caplog.text


def test_autolog_instruments_fit_without_code_change(tmp_path):
    plain_fit = keras.Model.fit
    try:
        tb_trainhealth.autolog(logdir=tmp_path / "auto")
        x, y = classification_data()
        first = compile_classifier(keras, MODEL_KINDS["sequential"](keras))
        first.fit(x, y, batch_size=BATCH, epochs=1, verbose=0)
        first.fit(x, y, batch_size=BATCH, epochs=1, verbose=0)  # same run, steps go on
        second = compile_classifier(keras, MODEL_KINDS["functional"](keras))
        second.fit(with_nan_at(x, 0), y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0)
    finally:
        autolog_lib.disable()
    runs = read_runs(tmp_path)
    assert sorted(runs) == ["auto", "auto-2"]
    steps = runs["auto"].series["loss"].steps
    assert steps[0] == 1 and steps[-1] == 2 * (len(x) // BATCH)
    assert diagnose_dir(tmp_path)["auto-2"].status == "critical"
    # disable() gives fit back: Keras's own method, and a fit writes no run.
    assert keras.Model.fit is plain_fit
    third = compile_classifier(keras, MODEL_KINDS["sequential"](keras))
    third.fit(x, y, batch_size=BATCH, epochs=1, verbose=0)
    assert sorted(os.listdir(tmp_path)) == ["auto", "auto-2"]


def test_autolog_leaves_an_explicit_callback_alone(tmp_path):
    try:
        tb_trainhealth.autolog(logdir=tmp_path / "auto")
        x, y = classification_data()
        model = compile_classifier(keras, MODEL_KINDS["sequential"](keras))
        model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(tmp_path / "mine")])
    finally:
        autolog_lib.disable()
    assert sorted(read_runs(tmp_path)) == ["mine"]


def test_hooks_are_undone_after_fit(tmp_path):
    """After fit, the optimizer and the layers are as they were: a later
    fit without TrainHealth runs none of our code."""
    x, y = classification_data()
    model = compile_classifier(keras, MODEL_KINDS["functional"](keras))
    model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")])
    assert "_all_reduce_sum_gradients" not in vars(model.optimizer)
    assert all("call" not in vars(layer) for layer in model._flatten_layers())
    assert "train_step" not in vars(model)
    history = model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0)
    assert np.isfinite(history.history["loss"][0])


def test_our_statistics_never_reach_the_users_logs(tmp_path):
    """The step hands our statistics out beside its metrics; Keras, the
    History and every other callback see only the user's own logs."""
    seen = []

    class Spy(keras.callbacks.Callback):
        def on_train_batch_end(self, batch, logs=None):
            seen.append(set(logs))

        def on_epoch_end(self, epoch, logs=None):
            seen.append(set(logs))

    x, y = classification_data()
    model = compile_classifier(keras, MODEL_KINDS["sequential"](keras))
    model.compile(optimizer="adam", metrics=["accuracy"],
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    history = model.fit(x, y, batch_size=BATCH, epochs=2, verbose=0, validation_split=0.25,
                        callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run"), Spy()])
    assert seen and all(keys <= {"loss", "accuracy", "val_loss", "val_accuracy"} for keys in seen)
    assert set(history.history) == {"loss", "accuracy", "val_loss", "val_accuracy"}
    # ... and the probes did get them: a loss point for every step.
    steps = 2 * int(np.ceil(len(x) * 0.75 / BATCH))
    assert len(read_runs(tmp_path)["run"].series["loss"].steps) == steps


def test_training_is_the_same_with_and_without_trainhealth(tmp_path):
    """The probes only read: the same seed gives the same losses, also for a
    masked LSTM (the sentinel hands each layer's output on, mask and all)."""

    def losses(callbacks):
        keras.utils.set_random_seed(0)
        x = np.random.default_rng(0).integers(1, 20, size=(64, 7))
        x[:, 5:] = 0  # padding, masked
        y = (x[:, 0] > 10).astype("int32")
        model = keras.Sequential([keras.Input((7,)), keras.layers.Embedding(20, 8, mask_zero=True),
                                  keras.layers.LSTM(8), keras.layers.Dense(2)])
        model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
        return model.fit(x, y, batch_size=16, epochs=2, verbose=0, shuffle=False, callbacks=callbacks).history["loss"]

    plain = losses([])
    watched = losses([tb_trainhealth.TrainHealth(tmp_path / "run")])
    np.testing.assert_allclose(watched, plain, rtol=1e-6)
    assert len(read_runs(tmp_path)["run"].series["loss"].steps) == 8


def test_a_non_chief_workers_writer_takes_every_write_a_run_writer_takes():
    """A probe calls the run's writer the same on every worker (a method
    missing on a non-chief's turned its probe off there alone: the step's
    statistics then differed between workers and the collective that
    averages them failed, killing a MultiWorkerMirroredStrategy run)."""
    import inspect

    from tb_trainhealth.capture.engine.workers import NullWriter
    from tb_trainhealth.capture.writer import RunWriter

    public = {name for name, _ in inspect.getmembers(RunWriter, inspect.isfunction) if not name.startswith("_")}
    assert public <= {name for name, _ in inspect.getmembers(NullWriter, inspect.isfunction)}
