"""Dropout too high (issue #44): a TF1 keep_prob written as Keras's rate.
The rule and DeadUnits on hand-made runs, and a real Dropout(0.5) model
that fits its data."""

import numpy as np

from tb_trainhealth import diagnosis
from tb_trainhealth.summary.reader import Event, Matrix, RunData, Series

from tb_trainhealth.diagnosis.rules.progress import latest_check

from helpers import read_runs

COLUMNS = ["hidden_1", "hidden_2", "category"]


def _run(rate, loss_end, accuracy, zeros=(0.2, 0.93, 0.3), rows=60):
    """A 6-class MLP (hidden_1 -> drop_1 -> hidden_2 -> drop_2 -> category)
    whose loss falls from 1.8 to `loss_end`, ending at `accuracy`, with
    these shares of exactly-zero gradient per layer."""
    steps = np.arange(1, rows + 1)
    check = {
        "model": "Sequential", "loss": "sparse_categorical_crossentropy", "head": "category", "units": 6,
        "activation": "softmax", "samples": 20, "class_counts": [50, 50, 50, 50, 50, 50],
        "labels": {"min": 0, "max": 5, "non_integer": 0},
        "hidden_activations": {"hidden_1": "relu", "hidden_2": "relu"},
        "dropouts": [
            {"layer": "drop_1", "class": "Dropout", "rate": rate, "after": "hidden_1", "before": "hidden_2"},
            {"layer": "drop_2", "class": "Dropout", "rate": rate, "after": "hidden_2", "before": "category"},
        ],
    }
    events = [Event("head_check", 0, check, 0.0),
              Event("epoch_logs", rows, {"epoch": 0, "logs": {"loss": loss_end, "accuracy": accuracy}}, 0.0)]
    loss = np.linspace(1.8, loss_end, rows)
    zero = np.tile(np.asarray(zeros, dtype=np.float64), (rows, 1))
    return RunData(run="r", series={"loss": Series("loss", steps, loss)}, events=events,
                   matrices={"grad_zero_fraction": Matrix("grad_zero_fraction", COLUMNS, steps * 10, steps * 10,
                                                          zero),
                             "grad_norm": Matrix("grad_norm", COLUMNS, steps * 10, steps * 10,
                                                 np.ones((rows, 3)))})


def _kinds(result):
    return {f.kind: f for f in result.findings}


def test_a_keep_prob_written_as_the_rate_is_the_cause_not_dead_units():
    result = diagnosis.diagnose(_run(0.9, 1.79, 0.17))
    found = _kinds(result)
    assert "dead_units" not in found
    cause = found["dropout_too_high"]
    assert (cause.severity, cause.layer, cause.caused_by) == ("warning", "drop_1", None)
    assert "'drop_1' (after 'hidden_1') drops 90% of its inputs" in cause.summary
    assert "Keras's rate is the fraction dropped, TF1's keep_prob the fraction kept" in cause.fix.text
    assert "keras.layers.Dropout(0.1)  # 'drop_1', was Dropout(0.9)" in cause.fix.code
    assert "keras.layers.Dropout(0.1)  # 'drop_2', was Dropout(0.9)" in cause.fix.code
    # The words and the evidence agree.
    assert "'hidden_2' 93%" in cause.summary and cause.evidence["gradient_zero_share"]["hidden_2"] == 0.93
    assert "accuracy 0.17 " in cause.summary and cause.evidence["accuracy"] == 0.17
    assert found["loss_stuck"].caused_by == "dropout_too_high"


def test_half_dropped_in_a_model_that_does_not_fit_gets_a_lower_rate_not_its_complement():
    (cause,) = [f for f in diagnosis.diagnose(_run(0.5, 1.79, 0.17)).findings if f.kind == "dropout_too_high"]
    assert "keras.layers.Dropout(0.2)  # 'drop_1', was Dropout(0.5)" in cause.fix.code
    assert "keep_prob" not in cause.summary


def test_dropout_in_a_model_that_fits_is_no_finding():
    # Dropout(0.5) (Srivastava et al.'s rate for hidden units) in a model
    # whose loss fell to a fifth: what dropout is for.
    found = _kinds(diagnosis.diagnose(_run(0.5, 0.35, 0.9, zeros=(0.1, 0.2, 0.1))))
    assert "dropout_too_high" not in found and "dead_units" not in found
    # A low rate in a model that does not fit is no dropout finding either.
    assert "dropout_too_high" not in _kinds(diagnosis.diagnose(_run(0.2, 1.79, 0.17)))


def test_a_layer_dead_throughout_beside_a_high_dropout_is_still_dead_units():
    # Zero in every entry at every step: no mask makes that (a unit dropped
    # for all 32 samples of a batch has odds 0.9^32).
    found = _kinds(diagnosis.diagnose(_run(0.9, 1.79, 0.17, zeros=(0.2, 1.0, 0.3))))
    assert found["dead_units"].layer == "hidden_2"
    # ... and it is not called the mask's doing.
    assert "hidden_2" not in found["dropout_too_high"].evidence.get("gradient_zero_share", {})


def test_without_a_dropout_the_zeros_are_dead_units_as_before():
    run = _run(0.9, 1.79, 0.17)
    run.events[0].payload["dropouts"] = []
    found = _kinds(diagnosis.diagnose(run))
    assert "dropout_too_high" not in found and found["dead_units"].layer == "hidden_2"


def test_a_model_with_dropout_half_that_fits_its_data_is_healthy(tmp_path):
    import keras

    import tb_trainhealth

    rng = np.random.default_rng(44)
    x = rng.normal(size=(1200, 12)).astype("float32")
    y = np.argmax(x @ rng.normal(size=(12, 4)), axis=1)
    model = keras.Sequential([
        keras.Input(shape=(12,)),
        keras.layers.Dense(64, activation="relu", name="hidden"),
        keras.layers.Dropout(0.5, name="drop"),
        keras.layers.Dense(4, activation="softmax", name="out"),
    ])
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(x, y, epochs=6, batch_size=32, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(str(tmp_path / "half"))])
    (data,) = read_runs(tmp_path).values()
    # The capture recorded the Dropout, its rate and the layers beside it.
    assert latest_check(data)["dropouts"] == [
        {"layer": "drop", "class": "Dropout", "rate": 0.5, "after": "hidden", "before": "out"}]
    result = diagnosis.diagnose(data)
    assert result.status == "healthy", [(f.kind, f.summary) for f in result.findings]
