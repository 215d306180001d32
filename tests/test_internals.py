"""A Keras or TensorFlow without a private hook that capture leans on
(capture/internals.py): that probe turns off with one clear warning, the
other areas go on, and the training is exactly what it is without us."""

import logging

import numpy as np
import pytest

import keras

import tb_trainhealth
from tb_trainhealth.capture import internals

from helpers import classification_data, diagnose_dir, read_runs

BATCH = 32


def _losses(callbacks):
    keras.utils.set_random_seed(0)
    x, y = classification_data()
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(3)])
    model.compile(optimizer=keras.optimizers.Adam(1e-2),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    history = model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0, callbacks=callbacks)
    return history.history["loss"]


def _our_warnings(caplog):
    return [r for r in caplog.records if r.name == "tb_trainhealth" and r.levelno >= logging.WARNING]


def test_a_missing_optimizer_hook_turns_gradients_off_and_nothing_else(tmp_path, monkeypatch, caplog):
    plain = _losses([])
    # As on a Keras whose optimizer renamed `_all_reduce_sum_gradients`.
    monkeypatch.setattr(internals, "GRADIENT_HOOK", "_all_reduce_sum_gradients_renamed")
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        watched = _losses([tb_trainhealth.TrainHealth(tmp_path / "run")])
    np.testing.assert_allclose(watched, plain, rtol=1e-6)
    (warning,) = _our_warnings(caplog)
    message = warning.getMessage()
    assert "GradientProbe" in message and "_all_reduce_sum_gradients_renamed" in message
    assert f"Keras {internals.WRITTEN_FOR['keras']}" in message and "Training goes on" in message
    data = read_runs(tmp_path)["run"]
    assert "grad_norm" not in data.matrices  # that area: off
    assert len(data.series["loss"].steps) == 2 * 256 // BATCH  # the others: on
    assert "activation_max_abs" in data.matrices
    chart = {n["id"]: n["state"] for n in diagnose_dir(tmp_path)["run"].flowchart()["nodes"]}
    assert chart["gradients"] == "no_data" and chart["nonfinite"] == "clear"


def test_a_missing_symbolic_call_turns_the_shape_probe_off(tmp_path, monkeypatch, caplog):
    from keras.src import backend as keras_backend

    plain = _losses([])
    monkeypatch.delattr(keras_backend, "compute_output_spec")
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        watched = _losses([tb_trainhealth.TrainHealth(tmp_path / "run")])
    np.testing.assert_allclose(watched, plain, rtol=1e-6)
    (warning,) = _our_warnings(caplog)
    assert "ShapeProbe" in warning.getMessage() and "compute_output_spec" in warning.getMessage()
    assert "grad_norm" in read_runs(tmp_path)["run"].matrices


def test_a_hook_that_breaks_while_traced_leaves_the_step_as_it_was(tmp_path, monkeypatch, caplog):
    """A hook that is there but no longer fits (it raises inside the traced
    step) costs its statistics, never the user's step."""
    from tb_trainhealth.capture.probes import gradients

    plain = _losses([])

    def changed(self, grads_and_vars):
        raise TypeError("a changed Keras hands the hook something else")

    monkeypatch.setattr(gradients._OptimizerHook, "_record", changed)
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        watched = _losses([tb_trainhealth.TrainHealth(tmp_path / "run")])
    np.testing.assert_allclose(watched, plain, rtol=1e-6)
    assert len(_our_warnings(caplog)) == 1


@pytest.mark.parametrize("what", ["loss_tracker", "flatten_layers"])
def test_internals_say_what_is_missing(what):
    class Bare:
        pass

    with pytest.raises(internals.MissingInternal, match="written for Keras"):
        getattr(internals, what)(Bare())
