"""The probe contract's in-step tensors (Probe.in_step_begin / in_step_end):
computed inside the compiled step from the batch itself, read back per
step, and a probe whose hook fails costs a warning, never the training."""

import logging

import keras
import numpy as np
import pytest

from tb_trainhealth import TrainHealth
from tb_trainhealth.capture.probes import Probe

from helpers import classification_data, compile_classifier, read_runs, sequential_model

BATCH = 32


class BatchProbe(Probe):
    """Hands out each batch's largest label and the logs' loss after the step."""

    def __init__(self):
        self.seen = {}

    def in_step_begin(self, run, data):
        import tensorflow as tf

        return {"test_label_max": tf.reduce_max(data[1])}

    def in_step_end(self, run, data, logs):
        return {"test_logs_loss": logs["loss"]}

    def on_batch_end(self, run, logs):
        self.seen[run.step] = (
            float(run.step_outputs.read("test_label_max")),
            float(run.step_outputs.read("test_logs_loss")),
        )


class BrokenProbe(Probe):
    def in_step_begin(self, run, data):
        raise RuntimeError("a probe bug")

    def in_step_end(self, run, data, logs):
        import tensorflow as tf

        # A shape known only when the step runs: refused at trace time.
        return {"test_unknown_shape": tf.where(data[1] > 0)}


def _fit(tmp_path, extra_probe, x, y):
    keras.utils.set_random_seed(0)
    model = sequential_model(keras)
    compile_classifier(keras, model)
    callback = TrainHealth(str(tmp_path / "run"))
    callback.engine.probes.append(extra_probe)
    history = model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0, callbacks=[callback])
    return history.history["loss"]


def test_each_step_sees_its_own_batch(tmp_path):
    x, y = classification_data(n=4 * BATCH)
    y = np.arange(len(y)).astype("int32") % 3
    probe = BatchProbe()
    _fit(tmp_path, probe, x, y)
    assert sorted(probe.seen) == list(range(1, 9))
    # Each step's own loss, as recorded; Keras's logs hold the epoch's
    # running mean of them (4 steps an epoch).
    losses = read_runs(tmp_path / "run")["."].series["loss"].values
    for step, (label_max, logs_loss) in probe.seen.items():
        batch = (step - 1) % 4
        assert label_max == y[batch * BATCH:(batch + 1) * BATCH].max()
        epoch_start = step - 1 - batch
        assert logs_loss == pytest.approx(losses[epoch_start:step].mean(), rel=1e-5)


def test_a_failing_hook_changes_nothing_in_training(tmp_path, caplog):
    x, y = classification_data(n=4 * BATCH)
    plain = _fit(tmp_path / "a", Probe(), x, y)
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        broken = _fit(tmp_path / "b", BrokenProbe(), x, y)
    assert broken == pytest.approx(plain, rel=0, abs=0)
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    # Its first hook to fail turns it off for the run: one warning, and its
    # other hook (in_step_end) is never asked again.
    ours = [w for w in warnings if "BrokenProbe" in w]
    assert len(ours) == 1, warnings
    assert "failed in in_step_begin" in ours[0] and "is off for this run" in ours[0]


def _embedding_model():
    keras.utils.set_random_seed(27)
    inputs = keras.Input((3,), dtype="int32")
    h = keras.layers.Embedding(12, 8)(inputs)
    h = keras.layers.Flatten()(keras.layers.BatchNormalization()(h))
    h = keras.layers.Dropout(0.1)(keras.layers.Dropout(0.3)(keras.layers.Dense(4)(h)))
    return keras.Model(inputs, keras.layers.Dense(1)(h))


def test_keras_own_step_is_traced_where_bare_keras_traces_it(tmp_path):
    """A first fit of three steps runs only the full version of the step
    (its first, a sampled and its last step): Keras's own train function,
    the regular version, was then first traced in the second fit, and
    TensorFlow made of it an Embedding update an ulp apart from bare's
    (the capture fuzz's seed 27). Traced at the first call, as bare Keras
    traces it, training is bit-identical across both fits."""
    rng = np.random.default_rng(27)
    x = rng.integers(0, 12, size=(64, 3)).astype("int32")
    y = (x.sum(axis=1) > 16).astype("float32")
    weights = {}
    for way in ("bare", "captured"):
        model = _embedding_model()
        model.compile(optimizer=keras.optimizers.AdamW(3e-3, weight_decay=0.01),
                      loss=keras.losses.BinaryCrossentropy(from_logits=True))
        for fit in (dict(epochs=1, validation_split=0.25), dict(epochs=2)):
            callbacks = [TrainHealth(str(tmp_path / "run"))] if way == "captured" else []
            model.fit(x[:48], y[:48], batch_size=16, shuffle=False, verbose=0, callbacks=callbacks, **fit)
        weights[way] = [w.numpy() for w in model.weights]
    assert all(np.array_equal(a, b) for a, b in zip(weights["bare"], weights["captured"]))


def test_a_normalization_scale_under_sgd_trains_bit_identical(tmp_path):
    """A BatchNormalization's scale gets a gradient made by a product
    (`AddN * Rsqrt`); bare, Grappler folds SGD's `g * lr` into it, and
    only where nothing else reads g. The gradient probe reads every
    gradient (each step's sum of squares, and a full step's statistics,
    which stack same-shaped gradients): before, gamma's update came out an
    ulp apart from bare's from the first step (the capture fuzz's seeds
    36, 62, 71 and 76). Training is now bit-identical, full steps included."""
    rng = np.random.default_rng(62)
    x = rng.normal(size=(64, 5)).astype("float32")
    y = (x @ rng.normal(size=(5, 1)) + 0.1 * rng.normal(size=(64, 1))).astype("float32")
    weights = {}
    for way in ("bare", "captured"):
        keras.utils.set_random_seed(62)
        model = keras.Sequential([keras.Input((5,)), keras.layers.Dense(16, activation="tanh"),
                                  keras.layers.BatchNormalization(), keras.layers.Dense(1)])
        model.compile(optimizer=keras.optimizers.SGD(0.05), loss="mse")
        callbacks = [TrainHealth(str(tmp_path / "run"))] if way == "captured" else []
        model.fit(x, y, batch_size=8, epochs=2, shuffle=False, verbose=0, callbacks=callbacks)
        weights[way] = [w.numpy() for w in model.weights]
    assert all(np.array_equal(a, b) for a, b in zip(weights["bare"], weights["captured"]))
