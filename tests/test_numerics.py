"""Non-finite values: the first step, the first layer, the first variable,
under XLA too, for every model kind; float16 overflow; mixed precision."""

import os
import sys

import keras
import numpy as np
import pytest
import tensorflow as tf

import tb_trainhealth

from conftest import REPO
from helpers import diagnose_dir, read_runs

sys.path.insert(0, os.path.join(REPO, "demo"))
import numerics_runs  # noqa: E402

BATCH = 16
BAD_BATCH = 6  # the -1 sits in this batch: the first -Inf at step 7


class LogOfRelu(keras.layers.Layer):
    def call(self, x):
        return tf.math.log(tf.nn.relu(x))


def data(n=BATCH * 10):
    rng = np.random.default_rng(0)
    x = np.abs(rng.normal(size=(n, 4))).astype("float32") + 0.5
    y = (x[:, 0] > x[:, 1]).astype("int32")
    x[BAD_BATCH * BATCH + 3, 2] = -1.0
    return x, y


def model_of_kind(kind):
    if kind == "sequential":
        return keras.Sequential([keras.Input((4,)), LogOfRelu(name="log_of_relu"),
                                 keras.layers.Dense(8, activation="tanh", name="hidden"),
                                 keras.layers.Dense(2, name="logits")])
    if kind == "functional":
        inputs = keras.Input((4,))
        h = keras.layers.Dense(8, activation="tanh", name="hidden")(LogOfRelu(name="log_of_relu")(inputs))
        return keras.Model(inputs, keras.layers.Dense(2, name="logits")(h))
    if kind == "nested":
        inner = keras.Sequential([keras.Input((4,)), LogOfRelu(name="log_of_relu"),
                                  keras.layers.Dense(8, activation="tanh", name="hidden")], name="block")
        inputs = keras.Input((4,))
        return keras.Model(inputs, keras.layers.Dense(2, name="logits")(inner(inputs)))

    class Subclassed(keras.Model):
        def __init__(self):
            super().__init__()
            self.log = LogOfRelu(name="log_of_relu")
            self.hidden = keras.layers.Dense(8, activation="tanh", name="hidden")
            self.out = keras.layers.Dense(2, name="logits")

        def call(self, x):
            return self.out(self.hidden(self.log(x)))

    return Subclassed()


def fit(model, x, y, logdir, jit_compile=False, **callback_kwargs):
    model.compile(optimizer=keras.optimizers.Adam(1e-2), jit_compile=jit_compile,
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    return model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0,
                     callbacks=[tb_trainhealth.TrainHealth(logdir, **callback_kwargs)])


@pytest.mark.parametrize("kind", ["sequential", "functional", "nested", "subclassed"])
@pytest.mark.parametrize("jit_compile", [False, True], ids=["graph", "xla"])
def test_custom_layer_named_as_the_first_nan_at_its_step(tmp_path, kind, jit_compile):
    x, y = data()
    history = fit(model_of_kind(kind), x, y, tmp_path / "run", jit_compile=jit_compile)
    assert len(history.history["loss"]) == 1  # stopped at the first bad step
    result = diagnose_dir(tmp_path)["run"]
    findings = {f.kind: f for f in result.findings}
    first = result.findings[0]
    assert first.kind == "nonfinite_activations"  # the cause comes first
    assert (first.layer, first.step) == ("log_of_relu", BAD_BATCH + 1)
    assert first.evidence["inputs_finite"] is True
    assert "created inside this layer" in first.summary
    assert "tf.math.log(tf.nn.relu(x) + eps)" in first.fix.code
    (event,) = read_runs(tmp_path)["run"].events_of("nonfinite_activations")
    table = [(row["layer"], row["finite"]) for row in event.payload["layers"]]
    names = [name for name, _ in table]
    # Execution order; tanh saturates the -Inf back to finite values.
    assert names.index("log_of_relu") < names.index("hidden") < names.index("logits")
    assert dict(table)["log_of_relu"] is False and dict(table)["hidden"] is True
    # tanh turns the -Inf back into +-1, so the loss can stay finite; the
    # sentinel and the gradients (-Inf * 0 = NaN) still catch the step.
    assert findings["nonfinite_gradients"].step == BAD_BATCH + 1
    assert findings["nonfinite_gradients"].evidence["variable"].endswith("kernel")


def test_nan_in_the_data_is_named_as_the_data(tmp_path):
    x, y = data()
    x[2 * BATCH, 0] = np.nan
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(8, activation="tanh", name="first"),
                              keras.layers.Dense(2, name="logits")])
    fit(model, x, y, tmp_path / "run")
    findings = diagnose_dir(tmp_path)["run"].findings
    # The data's, before any layer touched it: sample 0 of batch 3, feature 0.
    first = findings[0]
    assert (first.kind, first.layer, first.step) == ("nonfinite_data", None, 3)
    assert first.evidence["sample"] == 0 and first.evidence["feature_index"] == [0]
    # The first layer's NaN output is its symptom, listed under it, with no fix of its own.
    (layer,) = [f for f in findings if f.kind == "nonfinite_activations"]
    assert (layer.layer, layer.step, layer.caused_by) == ("first", 3, "nonfinite_data")
    assert layer.evidence["inputs_finite"] is False and layer.fix.code == ""


@pytest.mark.parametrize("bad", ["data", "layer after the pooling"])
def test_first_nan_named_through_pooling_and_flatten(tmp_path, bad):
    """MaxPooling, Flatten and ReLU get no sum of their own (they cannot make
    a NaN/Inf out of finite inputs): the first bad layer is still named,
    and they read as their input does."""
    rng = np.random.default_rng(0)
    x = np.abs(rng.normal(size=(BATCH * 6, 6, 6, 1))).astype("float32") + 0.5
    y = (x[:, 0, 0, 0] > 1.0).astype("int32")
    if bad == "data":
        x[2 * BATCH + 1, 3, 3, 0] = np.nan
    else:
        x[2 * BATCH + 1] = -1.0  # the conv's bias is 0: a -1 image makes log(relu) -Inf
    model = keras.Sequential([
        keras.Input((6, 6, 1)), keras.layers.Conv2D(2, 3, kernel_initializer="ones", name="conv"),
        keras.layers.MaxPooling2D(name="pool"), keras.layers.Flatten(name="flat"),
        LogOfRelu(name="log_of_relu"), keras.layers.ReLU(name="relu"), keras.layers.Dense(2, name="logits"),
    ])
    fit(model, x, y, tmp_path / "run")
    findings = diagnose_dir(tmp_path)["run"].findings
    if bad == "data":  # the data's own finding leads, the conv's output under it
        assert (findings[0].kind, findings[0].step) == ("nonfinite_data", 3)
    first = next(f for f in findings if f.kind == "nonfinite_activations")
    expected = ("conv", False) if bad == "data" else ("log_of_relu", True)
    assert first.step == 3
    assert (first.layer, first.evidence["inputs_finite"]) == expected
    (event,) = read_runs(tmp_path)["run"].events_of("nonfinite_activations")
    rows = {row["layer"]: row for row in event.payload["layers"]}
    assert {name for name, row in rows.items() if row["as_input"]} == {"pool", "flat", "relu"}
    finite = {name: row["finite"] for name, row in rows.items()}
    if bad == "data":
        assert not any(finite[name] for name in ("conv", "pool", "flat", "log_of_relu"))
    else:
        assert finite["conv"] and finite["pool"] and finite["flat"] and not finite["log_of_relu"]
    # The ReLU makes 0 of a -Inf (and, on the CPU, of a NaN): it reads as its input.
    assert finite["relu"] is False


def test_watch_names_a_tensor_inside_a_custom_layer_under_xla(tmp_path):
    class Attention(keras.layers.Layer):
        def call(self, x):
            scores = tb_trainhealth.watch(tf.exp(x * 10.0), "attention/scores")  # exp overflows
            return scores / tf.reduce_sum(scores, axis=-1, keepdims=True)

    rng = np.random.default_rng(1)
    x = rng.normal(size=(BATCH * 4, 4)).astype("float32")
    y = (x[:, 0] > 0).astype("int32")
    x[BATCH + 1] = 50.0  # exp(500) = inf in batch 1: step 2
    model = keras.Sequential([keras.Input((4,)), Attention(name="attention"), keras.layers.Dense(2)])
    fit(model, x, y, tmp_path / "run", jit_compile=True)
    first = diagnose_dir(tmp_path)["run"].findings[0]
    assert (first.kind, first.layer, first.step) == ("nonfinite_activations", "attention/scores", 2)
    assert tb_trainhealth.watch(tf.constant(1.0), "eager") is not None  # a no-op outside fit


def test_float16_overflow_and_a_healthy_mixed_precision_run(tmp_path):
    rng = np.random.default_rng(0)
    numerics_runs.train_float16_overflow(keras, str(tmp_path), rng)
    numerics_runs.train_mixed_healthy(keras, str(tmp_path), rng)
    results = diagnose_dir(tmp_path)
    overflow = results["float16_overflow"]
    # The data's scale is the root: it leads, with the scaling fix, and the
    # Inf the first layer's float16 cast made of it is its symptom.
    first = overflow.findings[0]
    assert first.kind == "unscaled_inputs" and first.layer == "hidden_1"
    assert "keras.layers.Normalization" in first.fix.code
    inf = {f.kind: f for f in overflow.findings}["nonfinite_activations"]
    assert inf.evidence["dtype"] == "float16" and inf.caused_by == "unscaled_inputs"
    risks = [f for f in overflow.findings if f.kind == "activation_overflow_risk"]
    assert risks and all(f.evidence["dtype"] == "float16" and f.caused_by == "unscaled_inputs" for f in risks)
    assert min(f.step for f in risks) < inf.step  # the warning came before the Inf
    assert [f.kind for f in overflow.findings if f.caused_by is None and f.severity != "info"] == ["unscaled_inputs"]
    assert results["mixed_healthy"].status == "healthy", [f.summary for f in results["mixed_healthy"].findings]


def test_loss_scale_skips_are_info_not_a_nan_event(tmp_path):
    keras.mixed_precision.set_global_policy("mixed_float16")
    try:
        x = np.random.default_rng(0).normal(size=(BATCH * 8, 4)).astype("float32")
        y = (x[:, 0] > 0).astype("int32")
        model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(8, name="hidden"),
                                  keras.layers.Dense(2, dtype="float32", name="logits")])
        # A huge initial scale: the first scaled gradients overflow float16,
        # and the optimizer skips steps, halving the scale, until they fit.
        optimizer = keras.optimizers.LossScaleOptimizer(keras.optimizers.SGD(0.01), initial_scale=2.0**40)
        model.compile(optimizer=optimizer, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
        model.fit(x, y, batch_size=BATCH, epochs=2, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")])
    finally:
        keras.mixed_precision.set_global_policy("float32")
    result = diagnose_dir(tmp_path)["run"]
    kinds = {f.kind: f for f in result.findings}
    assert kinds["loss_scale_skips"].severity == "info"
    assert kinds["loss_scale_skips"].evidence["skipped_steps"][0] == 1
    assert not {"nonfinite_loss", "nonfinite_gradients", "nonfinite_activations"} & set(kinds)
    assert result.status == "healthy"


def test_monitor_sentinel_in_a_custom_loop(tmp_path):
    x, y = data()
    model = model_of_kind("functional")
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    optimizer = keras.optimizers.Adam(1e-2)
    monitor = tb_trainhealth.Monitor(tmp_path / "loop", model=model)

    @tf.function(jit_compile=True)
    def train_step(xb, yb):
        with tf.GradientTape() as tape:
            loss = loss_fn(yb, model(xb, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply(grads, model.trainable_variables)
        return loss, grads

    steps = 0
    for i in range(0, len(x), BATCH):
        loss, grads = train_step(x[i:i + BATCH], y[i:i + BATCH])
        steps += 1
        if not monitor.step(loss=loss, gradients=grads, variables=model.trainable_variables):
            break
    monitor.close()
    assert steps == BAD_BATCH + 1
    first = diagnose_dir(tmp_path)["loop"].findings[0]
    assert (first.kind, first.layer, first.step) == ("nonfinite_activations", "log_of_relu", BAD_BATCH + 1)
    assert "activation_max_abs" in read_runs(tmp_path)["loop"].matrices


def test_a_huge_but_finite_gradient_is_not_called_nan(tmp_path):
    """|g| ~ 1e20 is finite in float32, but its squared norm is not: the
    step is not a NaN/Inf event and training goes on."""
    x = np.full((BATCH * 3, 4), 1e10, dtype="float32")
    y = np.zeros((BATCH * 3, 1), dtype="float32")
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(1, name="out")])
    model.compile(optimizer=keras.optimizers.SGD(1e-30), loss="mse")
    history = model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0,
                        callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")])
    assert len(history.history["loss"]) == 2 and np.isfinite(history.history["loss"]).all()
    data = read_runs(tmp_path)["run"]
    assert np.isinf(data.matrices["grad_norm"].values).any()  # the norm did overflow
    assert not data.events_of("nonfinite_gradients")
    kinds = {f.kind for f in diagnose_dir(tmp_path)["run"].findings}
    assert not kinds & {"nonfinite_gradients", "nonfinite_loss", "nonfinite_weights", "nonfinite_activations"}


def test_an_output_only_dropouts_read_is_watched_through_the_dropout(tmp_path):
    """A layer whose output only a Dropout reads gets no reader of its own
    (a reader there changed TensorFlow's folding of the Dropout's scale:
    the capture fuzz's seed 21, tests/test_capture_fuzz.py): its row reads
    the Dropout's scaled copy of it, before the mask. So a -Inf the mask
    drops is still seen at its step, at its layer, and a healthy gelu /
    silu / Dropout model trains bit-identical to bare."""
    x, y = data()
    keras.utils.set_random_seed(0)  # the mask drops the -Inf at its step
    model = keras.Sequential([keras.Input((4,)), LogOfRelu(name="log_of_relu"), keras.layers.Dropout(0.5, name="drop"),
                              keras.layers.Dense(8, activation="gelu", name="hidden"),
                              keras.layers.Dropout(0.2, name="drop_hidden"), keras.layers.Dense(2, name="logits")])
    fit(model, x, y, tmp_path / "nan")
    first = next(f for f in diagnose_dir(tmp_path)["nan"].findings if f.kind == "nonfinite_activations")
    assert (first.layer, first.step, first.evidence["inputs_finite"]) == ("log_of_relu", BAD_BATCH + 1, True)

    x = np.abs(x)  # no -Inf: a healthy run
    weights = {}
    for way in ("bare", "captured"):
        keras.utils.set_random_seed(3)
        model = keras.Sequential([
            keras.Input((4,)), keras.layers.LayerNormalization(), keras.layers.Dense(16, activation="gelu"),
            keras.layers.Dropout(0.2), keras.layers.Dropout(0.1), keras.layers.Dense(16, activation="silu"),
            keras.layers.Dropout(0.1), keras.layers.Dense(2),
        ])
        model.compile(optimizer=keras.optimizers.SGD(3e-3),
                      loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
        callbacks = [tb_trainhealth.TrainHealth(tmp_path / "healthy")] if way == "captured" else []
        model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0, callbacks=callbacks)
        weights[way] = [w.numpy() for w in model.weights]
    assert all(np.array_equal(a, b) for a, b in zip(weights["bare"], weights["captured"]))
    assert "nonfinite_activations" not in {f.kind for f in diagnose_dir(tmp_path)["healthy"].findings}
