"""Gradient health on real (tiny) Keras training: the statistics are right,
for every model kind and mode, and the rules name what is wrong."""

import os
import subprocess
import sys
import textwrap

import keras
import numpy as np
import pytest
import tensorflow as tf

import tb_trainhealth
from tb_trainhealth.capture.probes.gradient_layout import layer_names

from conftest import REPO
from helpers import MODEL_KINDS, classification_data, diagnose_dir, read_runs

BATCH = 32


def expected_layer_norms(model, x, y, loss_fn):
    """Per-layer L2 norms of the full-batch gradient, by hand with a tape."""
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    layers = layer_names([v.path for v in model.trainable_variables])
    norms = {}
    for layer, g in zip(layers, grads):
        norms[layer] = norms.get(layer, 0.0) + float(tf.reduce_sum(tf.square(g)))
    return {layer: np.sqrt(v) for layer, v in norms.items()}


@pytest.mark.parametrize("kind", sorted(MODEL_KINDS))
@pytest.mark.parametrize("jit_compile", [False, True], ids=["graph", "xla"])
def test_first_step_gradient_norms_match_a_tape(tmp_path, kind, jit_compile):
    x, y = classification_data(n=BATCH)
    model = MODEL_KINDS[kind](keras)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    model(x)  # build, so the tape sees the same weights fit starts from
    expected = expected_layer_norms(model, x, y, loss_fn)
    model.compile(optimizer=keras.optimizers.SGD(0.1), loss=loss_fn, jit_compile=jit_compile)
    model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0, shuffle=False,
              callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")])
    norms = read_runs(tmp_path)["run"].matrices["grad_norm"]
    assert norms.columns == list(expected)  # layers in execution order
    assert list(norms.first_steps) == [1]
    np.testing.assert_allclose(norms.values[0], list(expected.values()), rtol=1e-4)


def test_weight_norms_histograms_and_update_ratio(tmp_path):
    x, y = classification_data(n=BATCH * 4)
    model = MODEL_KINDS["sequential"](keras)
    lr = 0.05
    model.compile(optimizer=keras.optimizers.SGD(lr),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    callback = tb_trainhealth.TrainHealth(
        tmp_path / "run",
        options={"gradients": {"histogram_every": 2, "update_ratio_every": 2, "full_stats_every": 1}})
    model.fit(x, y, batch_size=BATCH, epochs=2, verbose=0, shuffle=False, callbacks=[callback])
    data = read_runs(tmp_path)["run"]
    steps = 2 * len(x) // BATCH
    weights = data.matrices["weight_norm"]
    assert list(weights.first_steps) == list(range(1, steps + 1))
    final = layer_names([v.path for v in model.trainable_variables])
    assert weights.columns == list(dict.fromkeys(final))

    hists = data.histograms["gradients"]
    assert sorted(hists) == sorted(weights.columns)
    first_layer = weights.columns[0]
    # Every 2nd step, and the fit's first (issue 16); its last is a 2nd one.
    assert [h.step for h in hists[first_layer]] == [1] + list(range(2, steps + 1, 2))
    for h in hists[first_layer]:
        left, right, counts = h.buckets.T
        assert np.all(np.diff(left) > 0) and np.allclose(left[1:], right[:-1])
        sizes = sum(int(np.prod(v.shape)) for v, l in zip(model.trainable_variables, final) if l == first_layer)
        assert counts.sum() == sizes  # every finite gradient value, once

    # SGD moves each weight by lr * g: the update ratio is lr * |g| / |w|.
    ratio = data.matrices["update_ratio"]
    norms = data.matrices["grad_norm"]
    # After every 2nd step's snapshot, and the fit's first and last steps.
    assert list(ratio.first_steps) == [1] + list(range(3, steps + 1, 2)) + [steps]
    for row, step in enumerate(ratio.first_steps):
        i = list(norms.first_steps).index(step)
        j = list(weights.first_steps).index(step)
        np.testing.assert_allclose(ratio.values[row], lr * norms.values[i] / weights.values[j], rtol=1e-3)


def test_each_histogram_is_of_its_own_step(tmp_path):
    """Histograms every 3 steps, nothing else urging the host: each still
    spans the gradient values of its own step (its range ends at the layer's
    max |g| of that step)."""
    x, y = classification_data(n=BATCH * 6)
    model = MODEL_KINDS["sequential"](keras)
    model.compile(optimizer=keras.optimizers.SGD(0.05),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    callback = tb_trainhealth.TrainHealth(
        tmp_path / "run",
        options={"gradients": {"histogram_every": 3, "update_ratio_every": 0, "full_stats_every": 1}})
    model.fit(x, y, batch_size=BATCH, epochs=2, verbose=0, shuffle=False, callbacks=[callback])
    data = read_runs(tmp_path)["run"]
    max_abs = data.matrices["grad_max_abs"]
    layer = max_abs.columns[0]
    hists = data.histograms["gradients"][layer]
    assert [h.step for h in hists] == [1, 3, 6, 9, 12]  # and the fit's first
    for h in hists:
        left, right, _ = h.buckets.T
        row = list(max_abs.first_steps).index(h.step)
        np.testing.assert_allclose(max(abs(left[0]), abs(right[-1])), max_abs.values[row][0], rtol=1e-5)


def test_mixed_precision_statistics_are_of_unscaled_gradients(tmp_path):
    x, y = classification_data(n=BATCH)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    keras.mixed_precision.set_global_policy("mixed_float16")
    try:
        model = MODEL_KINDS["functional"](keras)
        model(x)
        expected = expected_layer_norms(model, x, y, loss_fn)
        model.compile(optimizer=keras.optimizers.SGD(0.1), loss=loss_fn)
        assert isinstance(model.optimizer, keras.optimizers.LossScaleOptimizer)
        model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")])
    finally:
        keras.mixed_precision.set_global_policy("float32")
    norms = read_runs(tmp_path)["run"].matrices["grad_norm"]
    # Loss-scaled gradients would be 32768x larger; float16 rounding is small.
    np.testing.assert_allclose(norms.values[0], list(expected.values()), rtol=2e-2)


MIRRORED = textwrap.dedent("""
    import sys
    import numpy as np
    import tensorflow as tf
    cpu = tf.config.list_physical_devices("CPU")[0]
    tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
    import keras
    import tb_trainhealth
    sys.path.insert(0, "tests")
    from helpers import classification_data, sequential_model
    from tests.test_gradients import expected_layer_norms

    strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
    assert strategy.num_replicas_in_sync == 2
    x, y = classification_data(n=64)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    with strategy.scope():
        model = sequential_model(keras)
        model.compile(optimizer=keras.optimizers.SGD(0.1), loss=loss_fn)
    model(x)
    expected = expected_layer_norms(model, x, y, loss_fn)
    model.fit(x, y, batch_size=64, epochs=3, verbose=0, shuffle=False,
              callbacks=[tb_trainhealth.TrainHealth(sys.argv[1])])
    print("EXPECTED", " ".join(repr(float(v)) for v in expected.values()))
""")


def test_mirrored_strategy_records_the_global_gradient_once(tmp_path):
    script = tmp_path / "mirrored.py"
    script.write_text(MIRRORED)
    result = subprocess.run(
        [sys.executable, str(script), str(tmp_path / "logs" / "run")],
        capture_output=True, text=True, cwd=REPO, timeout=300,
        env=dict(os.environ, PYTHONPATH=REPO),
    )
    assert result.returncode == 0, result.stderr[-3000:]
    expected = [float(v) for v in result.stdout.split("EXPECTED", 1)[1].split()]
    data = read_runs(tmp_path / "logs")["run"]
    norms = data.matrices["grad_norm"]
    assert list(norms.first_steps) == [1, 2, 3]  # once per step, not per replica
    np.testing.assert_allclose(norms.values[0], expected, rtol=1e-4)
    event_files = list((tmp_path / "logs" / "run").glob("*tfevents*"))
    assert len(event_files) == 1


def test_gradient_rules_on_the_demo_runs(demo_logdir):
    results = diagnose_dir(demo_logdir)
    exploding = {f.kind: f for f in results["exploding"].findings}
    assert results["exploding"].status == "critical"
    finding = exploding["exploding_gradients"]
    assert finding.layer == "hidden_1" and finding.node == "gradients"
    assert finding.evidence["norm_ratio_first_to_last"] > 70
    assert finding.evidence["first_step"] <= finding.evidence["last_step"]
    assert "clipnorm" in finding.fix.code
    # tanh layers drawn with RandomNormal(stddev=1.5): the fix names that
    # initializer and draws the same layers again with Glorot's (tanh stays
    # tanh), on the run's SGD at its own rate 1e-3, clipped.
    drawn = finding.evidence["initializers"]["hidden_2"]
    assert drawn["initializer"] == "RandomNormal(stddev=1.5)" and drawn["std"] > 2 * drawn["he_std"]
    assert "RandomNormal(stddev=1.5)" in finding.fix.text and "tanh" in finding.fix.text
    assert "GlorotUniform" in finding.fix.code and "'hidden_1'" in finding.fix.code
    assert "he_normal" not in finding.fix.code and "relu" not in finding.fix.code
    assert "SGD(learning_rate=0.001, clipnorm=1)" in finding.fix.code

    vanishing = {f.kind: f for f in results["vanishing"].findings}
    assert vanishing["vanishing_gradients"].layer == "hidden_1"
    assert vanishing["vanishing_gradients"].evidence["first_layer_norm"] < 1e-4
    assert "he_normal" in vanishing["vanishing_gradients"].fix.code

    assert results["healthy"].status == "healthy"
    assert "gradients" in results["healthy"].areas_with_evidence


def test_a_normal_cnn_with_adam_stays_healthy(tmp_path):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, 16, 16, 1)).astype("float32")
    y = (x[:, :8].mean(axis=(1, 2, 3)) > x[:, 8:].mean(axis=(1, 2, 3))).astype("int32")
    model = keras.Sequential([
        keras.Input((16, 16, 1)), keras.layers.Conv2D(8, 3, activation="relu"),
        keras.layers.MaxPooling2D(), keras.layers.Conv2D(16, 3, activation="relu"),
        keras.layers.Flatten(), keras.layers.Dense(2),
    ])
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    history = model.fit(x, y, batch_size=32, epochs=4, verbose=0,
                        callbacks=[tb_trainhealth.TrainHealth(tmp_path / "cnn")])
    assert history.history["loss"][-1] < history.history["loss"][0]  # it learns
    result = diagnose_dir(tmp_path)["cnn"]
    assert result.status == "healthy", [f.summary for f in result.findings]


def test_dead_relu_units_are_named(tmp_path):
    x, y = classification_data(n=256)
    inputs = keras.Input((8,))
    # A bias far below zero: this ReLU never fires, so its gradients are 0.
    dead = keras.layers.Dense(
        16, activation="relu", bias_initializer=keras.initializers.Constant(-50.0), name="dead")(inputs)
    # A healthy branch beside it, so the model as a whole still learns.
    alive = keras.layers.Dense(16, activation="relu", name="alive")(inputs)
    out = keras.layers.Dense(3, name="head")(keras.layers.Concatenate()([dead, alive]))
    model = keras.Model(inputs, out)
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=32, epochs=2, verbose=0, callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")])
    findings = {f.kind: f for f in diagnose_dir(tmp_path)["run"].findings}
    assert findings["dead_units"].evidence["layers"] == ["dead"]
    assert "LeakyReLU" in findings["dead_units"].fix.code


def test_gradients_off_logs_no_gradient_statistics(tmp_path):
    x, y = classification_data(n=64)
    model = MODEL_KINDS["sequential"](keras)
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=32, epochs=1, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run", options={"gradients": False})])
    matrices = read_runs(tmp_path)["run"].matrices
    assert not {"grad_norm", "grad_max_abs", "weight_norm", "update_ratio"} & set(matrices)
    assert "activation_max_abs" in matrices  # the NaN sentinel stays on


def test_monitor_in_a_custom_loop_records_the_same_statistics(tmp_path):
    x, y = classification_data(n=BATCH * 3)
    model = MODEL_KINDS["subclassed"](keras)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    optimizer = keras.optimizers.SGD(0.1)
    model(x[:1])
    expected = expected_layer_norms(model, x[:BATCH], y[:BATCH], loss_fn)

    @tf.function
    def train_step(xb, yb):
        with tf.GradientTape() as tape:
            loss = loss_fn(yb, model(xb, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply(grads, model.trainable_variables)
        return loss, grads

    with tb_trainhealth.Monitor(tmp_path / "loop", options={"gradients": {"histogram_every": 2}}) as monitor:
        for epoch in range(2):
            for i in range(0, len(x), BATCH):
                loss, grads = train_step(x[i:i + BATCH], y[i:i + BATCH])
                assert monitor.step(loss=loss, gradients=grads, variables=model.trainable_variables)
    data = read_runs(tmp_path)["loop"]
    norms = data.matrices["grad_norm"]
    assert list(norms.first_steps) == list(range(1, 7))
    np.testing.assert_allclose(norms.values[0], list(expected.values()), rtol=1e-4)
    assert list(data.series["loss"].steps) == list(range(1, 7))
    assert [h.step for h in data.histograms["gradients"][norms.columns[0]]] == [2, 4, 6]


def test_monitor_says_stop_at_the_first_nan(tmp_path):
    with tb_trainhealth.Monitor(tmp_path / "loop") as monitor:
        assert monitor.step(loss=1.0)
        assert not monitor.step(loss=float("nan"))
    (finding,) = diagnose_dir(tmp_path)["loop"].findings
    assert (finding.kind, finding.step) == ("nonfinite_loss", 2)


def _slow_statistics_fit(tmp_path, steps):
    """(the run's data, the steps whose max |g| differs from the step
    before's: where the slow statistics were taken) of a one-epoch fit of
    `steps` steps at defaults."""
    x, y = classification_data(n=BATCH * steps)
    model = MODEL_KINDS["sequential"](keras)
    model.compile(optimizer=keras.optimizers.Adam(1e-2),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0, shuffle=False,
              callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")])
    data = read_runs(tmp_path)["run"]
    maxima = data.matrices["grad_max_abs"]
    changes = [s for i, s in enumerate(maxima.first_steps[1:], 1)
               if not np.array_equal(maxima.values[i], maxima.values[i - 1])]
    return data, changes


def test_slow_statistics_come_from_the_full_steps_and_carry_over(tmp_path):
    """At defaults the norm is every step; max |g|, zeros and weight norms
    are taken in the full steps (1, 11, 21, ..., the fit's last, where its
    histograms are taken, and step 2, whose update the convergence probe
    samples: gradient_layout.SAMPLED_UPDATE_STEPS) and carried in between."""
    data, changes = _slow_statistics_fit(tmp_path, steps=25)
    norms, maxima = data.matrices["grad_norm"], data.matrices["grad_max_abs"]
    assert list(maxima.first_steps) == list(range(1, 26))
    assert changes == [2, 11, 21, 25]  # 25: the fit's last step
    assert all(not np.array_equal(norms.values[i], norms.values[i - 1]) for i in range(1, 25))


def test_a_tenth_step_just_before_the_fits_last_is_taken_at_the_last(tmp_path):
    """A 12-step fit: step 11 (a tenth step, wanted full) is left regular,
    and its slow statistics are taken at step 12, the fit's last, which
    runs full anyway (step_engine.NEEDED_SOON): one full step, not two in
    a row. A 25-step fit keeps both 21 and 25 (the test above)."""
    data, changes = _slow_statistics_fit(tmp_path, steps=12)
    assert list(data.matrices["grad_max_abs"].first_steps) == list(range(1, 13))
    assert changes == [2, 12]


def test_slow_statistics_of_same_shaped_variables_taken_together_are_each_ones_own():
    """Max |g|, zero counts and weight norms of small variables of one
    shape are reduced as a stack (gradient_layout.GROUPED_ELEMENTS): each row is
    still that variable's own, in the variables' order, a large variable
    and a lone shape keep their own reductions, and a variable with no
    gradient reads zeros."""
    from tb_trainhealth.capture.probes.gradient_layout import GROUPED_ELEMENTS, LayerLayout

    rng = np.random.default_rng(0)
    big = int(GROUPED_ELEMENTS ** 0.5) + 1
    shapes = [(16, 16), (16,), (16, 16), (), (big, big), (16,), (4, 8), (16, 16), (5,)]
    variables = [tf.Variable(rng.normal(size=shape).astype("float32"), name=f"layer{i}/kernel")
                 for i, shape in enumerate(shapes)]
    present = []
    for index, variable in enumerate(variables):
        if index == 6:
            continue  # this one got no gradient
        grad = rng.normal(size=variable.shape).astype("float32")
        grad.flat[: min(3, grad.size - 1)] = 0.0
        present.append((index, tf.constant(grad), variable))
    rows = LayerLayout(variables).slow_stats(present).numpy()
    expected = np.zeros((len(variables), 3))
    for index, grad, variable in present:
        grad, weights = grad.numpy(), variable.numpy().astype(np.float64)
        expected[index] = [np.abs(grad).max(), np.count_nonzero(grad == 0), np.sum(weights ** 2)]
    np.testing.assert_allclose(rows, expected, rtol=1e-5)
