"""A Keras or TensorFlow without a private hook that capture leans on
(capture/internals/): that probe turns off with one clear warning, the
other areas go on, and the training is exactly what it is without us."""

import logging

import numpy as np
import pytest

import keras

import tb_trainhealth
from tb_trainhealth.capture import internals

from helpers import classification_data, diagnose_dir, read_runs

BATCH = 32
STEPS = 2 * 256 // BATCH


def _losses(callbacks):
    keras.utils.set_random_seed(0)
    x, y = classification_data()
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(3)])
    model.compile(optimizer=keras.optimizers.Adam(1e-2),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    history = model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0, callbacks=callbacks)
    return history.history["loss"]


@pytest.fixture(scope="module")
def bare_losses():
    return _losses([])


@pytest.fixture(autouse=True)
def _warned_afresh(monkeypatch):
    # What was noted once a process is noted again in each test.
    monkeypatch.setattr(internals, "_noted_missing", set())
    monkeypatch.setattr(internals, "_versions_warned", [])


def _our_warnings(caplog):
    return [r for r in caplog.records if r.name == "tb_trainhealth" and r.levelno >= logging.WARNING]


def _renamed(name):
    """As on a Keras that renamed the internal `internals.<name>` names."""

    def rename(monkeypatch):
        monkeypatch.setattr(internals, name, getattr(internals, name) + "_renamed")

    return rename


def _without_layer_calls(monkeypatch):
    monkeypatch.delattr(keras, "Operation")


def _without_symbolic_call(monkeypatch):
    from keras.src import backend as keras_backend

    monkeypatch.delattr(keras_backend, "compute_output_spec")


# Every internal the tiny model's fit goes through: how it goes missing,
# what the one warning names, and what is off for it: the whole capture
# (the step engine's own hooks), one probe, or nothing (the probe records
# less). The gradient hook has its own test below.
MISSING_IN_FIT = [
    pytest.param(_renamed("TRAIN_STEP"), "train_step_renamed", "capture", id="train_step"),
    pytest.param(_renamed("MAKE_TRAIN_FUNCTION"), "make_train_function_renamed", "capture", id="make_train_function"),
    pytest.param(_renamed("TRAIN_FUNCTION"), "train_function_renamed", "capture", id="train_function"),
    pytest.param(_renamed("FIT_FRAME"), "fit_renamed", None, id="fit_frame_locals"),
    pytest.param(_renamed("LOSS_ARGUMENTS"), "_fn_kwargs_renamed", "ConvergenceProbe", id="loss_argument"),
    pytest.param(_renamed("LEARNING_RATE_SETTING"), "_learning_rate_renamed", None, id="learning_rate_setting"),
    pytest.param(_without_layer_calls, "keras.Operation.__call__", "ShapeProbe", id="layer_call_methods"),
    pytest.param(_without_symbolic_call, "compute_output_spec", "ShapeProbe", id="compute_output_spec"),
]


@pytest.mark.parametrize("make_missing, named, off", MISSING_IN_FIT)
def test_a_missing_internal_leaves_training_as_it_was(tmp_path, monkeypatch, caplog, bare_losses, make_missing,
                                                       named, off):
    make_missing(monkeypatch)
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        watched = _losses([tb_trainhealth.TrainHealth(tmp_path / "run")])
    np.testing.assert_allclose(watched, bare_losses, rtol=1e-6)
    (warning,) = _our_warnings(caplog)
    message = warning.getMessage()
    assert named in message and f"written for Keras {internals.WRITTEN_FOR['keras']}" in message
    assert "goes on" in message
    data = read_runs(tmp_path)["run"]
    if off == "capture":
        assert "capture failed" in message and "loss" not in data.series
    else:
        assert off is None or off in message
        assert len(data.series["loss"].steps) == STEPS  # the other areas: on


def test_a_missing_optimizer_hook_turns_gradients_off_and_nothing_else(tmp_path, monkeypatch, caplog, bare_losses):
    # As on a Keras whose optimizer renamed `_all_reduce_sum_gradients`.
    monkeypatch.setattr(internals, "GRADIENT_HOOK", "_all_reduce_sum_gradients_renamed")
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        watched = _losses([tb_trainhealth.TrainHealth(tmp_path / "run")])
    np.testing.assert_allclose(watched, bare_losses, rtol=1e-6)
    (warning,) = _our_warnings(caplog)
    message = warning.getMessage()
    assert "GradientProbe" in message and "_all_reduce_sum_gradients_renamed" in message
    assert f"Keras {internals.WRITTEN_FOR['keras']}" in message and "Training goes on" in message
    data = read_runs(tmp_path)["run"]
    assert "grad_norm" not in data.matrices  # that area: off
    assert len(data.series["loss"].steps) == STEPS  # the others: on
    assert "activation_max_abs" in data.matrices
    chart = {n["id"]: n["state"] for n in diagnose_dir(tmp_path)["run"].flowchart()["nodes"]}
    assert chart["gradients"] == "no_data" and chart["nonfinite"] == "clear"


def test_a_hook_that_breaks_while_traced_leaves_the_step_as_it_was(tmp_path, monkeypatch, caplog, bare_losses):
    """A hook that is there but no longer fits (it raises inside the traced
    step) costs its statistics, never the user's step."""
    from tb_trainhealth.capture.probes import gradient_hook

    def changed(self, grads_and_vars):
        raise TypeError("a changed Keras hands the hook something else")

    monkeypatch.setattr(gradient_hook.OptimizerHook, "_record", changed)
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        watched = _losses([tb_trainhealth.TrainHealth(tmp_path / "run")])
    np.testing.assert_allclose(watched, bare_losses, rtol=1e-6)
    assert len(_our_warnings(caplog)) == 1


def test_an_untested_keras_is_said_once_and_changes_nothing(tmp_path, monkeypatch, caplog, bare_losses):
    monkeypatch.setattr(internals, "WRITTEN_FOR", {"keras": "3.0", "tensorflow": "2.0"})
    callback = tb_trainhealth.TrainHealth(tmp_path / "run")
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        watched = _losses([callback])
        _losses([callback])  # a second fit: not said again
    np.testing.assert_allclose(watched, bare_losses, rtol=1e-6)
    (warning,) = _our_warnings(caplog)
    assert "written for Keras 3.0 and TensorFlow 2.0" in warning.getMessage()
    assert keras.__version__ in warning.getMessage()
    assert len(read_runs(tmp_path)["run"].series["loss"].steps) == 2 * STEPS


class Bare:
    pass


def _deleted(cls, name):
    """As on a Keras whose classes have no `name`: deleted where it is defined."""

    def delete(monkeypatch):
        monkeypatch.delattr(next(c for c in cls.__mro__ if name in vars(c)), name)

    return delete


def _no_fit_frame():
    return internals.fit_frame_locals()  # no fit on the stack


def _loss_without_arguments():
    loss = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    del loss._fn_kwargs
    return internals.loss_argument(loss, "from_logits")


def _traceback():
    try:
        raise ValueError("raised outside any gradient function")
    except ValueError as error:
        return error.__traceback__


# The internals the tiny model's fit does not reach (a custom block's
# sublayers, the batch-size search, the replay of a backward op): each one
# missing raises MissingInternal, which names it and the versions.
@pytest.mark.parametrize("make_missing, read", [
    pytest.param(None, lambda: internals.loss_tracker(Bare()), id="loss_tracker"),
    pytest.param(None, lambda: internals.flatten_layers(Bare()), id="flatten_layers"),
    pytest.param(None, _no_fit_frame, id="fit_frame_locals"),
    pytest.param(None, _loss_without_arguments, id="loss_argument"),
    pytest.param(_renamed("SUBLAYERS"), lambda: internals.sublayers(keras.layers.Dense(3)), id="sublayers"),
    pytest.param(_deleted(keras.Model, "_symbolic_build"), lambda: internals.symbolic_build(keras.Sequential()),
                 id="symbolic_build"),
    pytest.param(None, lambda: internals.backward_op(_traceback(), in_backward=True), id="backward_op"),
    pytest.param(_renamed("TRAIN_STEP"), lambda: internals.wrap_train_step(keras.Sequential(), lambda f: f),
                 id="wrap_train_step"),
    pytest.param(_renamed("MAKE_TRAIN_FUNCTION"), lambda: internals.make_train_function(keras.Sequential()),
                 id="make_train_function"),
])
def test_internals_say_what_is_missing(monkeypatch, make_missing, read):
    if make_missing is not None:
        make_missing(monkeypatch)
    with pytest.raises(internals.MissingInternal, match="written for Keras"):
        read()


def _without_op_callbacks(monkeypatch):
    from tensorflow.python.framework import op_callbacks

    monkeypatch.delattr(op_callbacks, "add_op_callback")


def test_the_replays_op_hook_missing_says_what_is_missing(monkeypatch):
    _without_op_callbacks(monkeypatch)
    with pytest.raises(internals.MissingInternal, match="written for Keras"):
        internals.op_callbacks()


def test_tensor_attributes_and_the_op_registry_renamed_read_as_absent(monkeypatch):
    """What a tensor or model carries for Keras (its mask, the logits behind a
    softmax, a graph network's flag) and TensorFlow's op registry: each read
    in one place. Where a newer Keras renamed one, the read says "none" and
    nothing breaks (a mask not handed on, an op not known to be stateful)."""
    import tensorflow as tf
    from tensorflow.python.framework import op_def_registry

    masked = keras.layers.Masking()(tf.constant([[[1.0], [0.0]]]))
    probabilities = keras.activations.softmax(tf.constant([[1.0, 2.0]]))
    import tf_keras  # the flag is tf_keras's (Keras 3 tells a Functional by its class)

    functional = tf_keras.Sequential([tf_keras.Input((2,)), tf_keras.layers.Dense(1)])
    assert internals.keras_mask(masked) is not None
    assert internals.is_graph_network(functional)
    assert internals.op_is_stateful("RandomUniform") is True and internals.op_is_stateful("MatMul") is False
    for name in ("KERAS_MASK", "KERAS_LOGITS", "GRAPH_NETWORK"):
        _renamed(name)(monkeypatch)
    monkeypatch.delattr(op_def_registry, "get")
    assert internals.keras_mask(masked) is None
    assert not internals.carries_keras_logits(probabilities)
    assert not internals.is_graph_network(functional)
    assert internals.op_is_stateful("RandomUniform") is None


def test_what_can_do_without_an_internal_says_so_once(monkeypatch, caplog):
    """The memory probe's layer walk and the batch-size search's build go on
    without theirs, with one warning each."""
    from tb_trainhealth.capture.tools.batch_size import _build, _Data
    from tb_trainhealth.capture.probes.memory import _all_layers

    _renamed("SUBLAYERS")(monkeypatch)
    _deleted(keras.Model, "_symbolic_build")(monkeypatch)
    model = keras.Sequential([keras.layers.Dense(4), keras.layers.Dense(2)])
    model.compile(optimizer="sgd", loss="mse")
    data = _Data((np.zeros((4, 3), "float32"), np.zeros((4, 2), "float32")))
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        _build(model, data)
        assert model.built
        model(np.zeros((1, 3), "float32"))  # a Sequential lists its layers once built
        found = {layer.name for layer in _all_layers(model)}
        found_again = {layer.name for layer in _all_layers(model)}
    assert {layer.name for layer in model.layers} <= found == found_again
    warnings = [r.getMessage() for r in _our_warnings(caplog)]
    assert len(warnings) == 2
    assert any("_symbolic_build" in w and "calling it" in w for w in warnings)
    assert any("_layers_renamed" in w for w in warnings)


def test_the_loss_is_read_as_its_function_computes_it():
    """One reader of how a compiled loss is set, the keyword arguments its
    function is called with first: tf_keras's CategoricalCrossentropy keeps
    from_logits nowhere else, a Loss of the user's in its attribute."""

    class Own(keras.losses.Loss):
        from_logits = True

        def call(self, y_true, y_pred):
            return y_pred

    from keras.src.losses.losses import LossFunctionWrapper

    wrapped = LossFunctionWrapper(keras.losses.sparse_categorical_crossentropy, from_logits=True)
    assert not hasattr(wrapped, "from_logits")
    assert internals.loss_argument(wrapped, "from_logits", False) is True
    assert internals.loss_argument(Own(), "from_logits", False) is True
    assert internals.loss_argument(keras.losses.CategoricalCrossentropy(label_smoothing=0.1), "label_smoothing") == 0.1
    assert internals.loss_argument(keras.losses.sparse_categorical_crossentropy, "from_logits", False) is False


def test_a_missing_update_hook_leaves_heal_to_roll_back_and_training_as_it_was(tmp_path, monkeypatch, caplog,
                                                                            bare_losses):
    # As on a Keras whose optimizer renamed `_backend_apply_gradients`: heal's
    # in-step skip (capture/heal/heal_skip.py) is not had; heal goes on by rolling back.
    monkeypatch.setattr(internals, "APPLY_HOOK", "_backend_apply_gradients_renamed")
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        watched = _losses([tb_trainhealth.TrainHealth(tmp_path / "run", heal=True)])
    np.testing.assert_allclose(watched, bare_losses, rtol=1e-6)
    (warning,) = _our_warnings(caplog)
    message = warning.getMessage()
    assert "_backend_apply_gradients_renamed" in message and "rolls a bad step back" in message
    assert len(read_runs(tmp_path)["run"].series["loss"].steps) == STEPS


@pytest.mark.unit
def test_no_module_outside_internals_reaches_a_keras_or_tf_private():
    # The one guarded place (capture/internals/): no other module of the
    # package imports TensorFlow's or Keras's private modules, or reads an
    # attribute internals/ names as private (so its rename tests above
    # cover every use).
    import ast
    import pathlib

    from tb_trainhealth.capture.internals import attention_layers, datasets

    private_modules = ("tensorflow.python", "keras.src", "tf_keras.src")
    private_names = {value for module in (internals, attention_layers, datasets) for name, value in vars(module).items()
                     if name.isupper() and isinstance(value, str) and value.startswith("_")}
    assert {"_keras_mask", "_all_reduce_sum_gradients", "_compute_attention"} <= private_names
    root = pathlib.Path(tb_trainhealth.__file__).parent
    reached = []
    for path in sorted(root.rglob("*.py")):
        if "internals" in path.relative_to(root).parts[:2]:
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            modules = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                       else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(m.startswith(private_modules) for m in modules) or (
                    isinstance(node, ast.Attribute) and node.attr in private_names):
                reached.append(f"{path.relative_to(root)}:{node.lineno}")
    assert not reached, reached
