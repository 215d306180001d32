"""Convergence: training that runs and does not learn (issue #13), and the
right cause among gradient findings.

The convergence bugs of the bug suite (tests/bugsuite/, trained once per
session by the `bug_suite` fixture) must get a fix that is their twin's
change, and their twins no finding of this area at all (the suite's own
test, tests/test_bug_suite.py, checks the kind and the layer).
"""

import keras
import numpy as np
import pytest

import tb_trainhealth
from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.numbers import number

from helpers import diagnose_dir, read_runs

OURS = set(AREA.findings) | set(GRADIENTS.findings)
SERIOUS = (F.CRITICAL, F.WARNING)

# script -> (the kind it gets, the layer the fix edits, what the fix's code
# must say: the twin's change)
BUGS = {
    "softmax_one_unit": ("output_activation_mismatch", "churn", ['Dense(1, activation="sigmoid"',
                                                                 '"binary_crossentropy"']),
    "sigmoid_regression": ("output_activation_mismatch", "price", ['Dense(1, name="price")(x)  # linear',
                                                                   '"mean_squared_error"', "learning_rate=0.05"]),
    "unscaled_relu": ("unscaled_inputs", "dense_in", ["keras.layers.Normalization(axis=-1)", "norm.adapt(x_train)",
                                                      "shape=(64,)"]),
    "lr_too_high": ("learning_rate_too_high", None, ["RMSprop(learning_rate="]),
    "lr_too_low": ("learning_rate_too_low", None, ["SGD(learning_rate=0.01)",
                                                   "SparseCategoricalCrossentropy(from_logits=True)"]),
    "from_logits": ("loss_output_mismatch", "scores", ["SparseCategoricalCrossentropy(from_logits=True)"]),
    "bce_class_ids": ("loss_output_mismatch", "species", ['Dense(3, activation="softmax"',
                                                          '"sparse_categorical_crossentropy"']),
    "scaled_labels": ("loss_output_mismatch", "digit", ['astype("int32")']),
}


@pytest.fixture(scope="module")
def scripts(bug_suite):
    """{(script, "bug" | "fixed"): Diagnosis} of the bug suite's runs."""
    return bug_suite[2]


def _of_ours(result, severities=F.SEVERITIES):
    return [f for f in result.findings if f.kind in OURS and f.severity in severities]


@pytest.mark.parametrize("name", sorted(BUGS))
def test_each_fix_is_the_twins_change(scripts, name):
    kind, layer, code = BUGS[name]
    result = scripts[(name, "bug")]
    found = {f.kind: f for f in result.findings}
    assert kind in found, [f"{f.kind}: {f.summary}" for f in result.findings]
    finding = found[kind]
    assert finding.caused_by is None and finding.severity in SERIOUS and finding.layer == layer
    for text in code:
        assert text in finding.fix.code, finding.fix.code


@pytest.mark.parametrize("name", sorted(BUGS))
def test_each_fixed_twin_gets_no_finding_of_this_area(scripts, name):
    result = scripts[(name, "fixed")]
    assert _of_ours(result) == [], [f"{f.kind}: {f.summary}" for f in _of_ours(result)]


def test_the_learning_rate_fix_names_the_rate_set_and_one_near_the_twins(scripts):
    high = {f.kind: f for f in scripts[("lr_too_high", "bug")].findings}["learning_rate_too_high"]
    assert high.evidence["learning_rate"] == pytest.approx(0.3)
    assert "learning_rate=0.3)" in high.summary
    # The twin trains well at 3e-3: the rate suggested is within 10x of it.
    assert 3e-4 <= high.evidence["suggested_learning_rate"] <= 3e-3
    assert f"from 0.3 to {number(high.evidence['suggested_learning_rate'])}" in high.fix.text
    low = {f.kind: f for f in scripts[("lr_too_low", "bug")].findings}["learning_rate_too_low"]
    assert low.evidence["ratio"] < 1e-5
    assert "from 1e-5 to 0.01" in low.fix.text


def test_symptoms_are_grouped_under_their_cause(scripts):
    result = scripts[("softmax_one_unit", "bug")]
    assert result.findings[0].kind == "output_activation_mismatch"
    symptoms = [f for f in result.findings if f.caused_by == "output_activation_mismatch"]
    # Keras's cross-entropy reads the logits behind a softmax (its
    # `_keras_logits`), so the loss does come down; what never moves is the
    # accuracy: the softmax of one unit is 1.0 for every sample.
    assert "accuracy_at_chance" in {f.kind for f in symptoms}
    for symptom in symptoms:  # no advice of their own that contradicts the cause's
        assert "output_activation_mismatch" in symptom.fix.text and not symptom.fix.code
    # A dead-ReLU network from unscaled inputs: the dead units are a
    # symptom of the inputs, not a cause with a fix of their own.
    unscaled = {f.kind: f for f in scripts[("unscaled_relu", "bug")].findings}
    assert unscaled["dead_units"].caused_by == "unscaled_inputs"
    # The loss still falls (Keras's cross-entropy reads the softmax's
    # logits): no stuck loss to group, only the dead units.
    assert "loss_stuck" not in unscaled


def test_label_values_outside_the_losss_domain_are_named(scripts):
    bce = {f.kind: f for f in scripts[("bce_class_ids", "bug")].findings}["loss_output_mismatch"]
    assert bce.evidence["labels"]["min"] == 0 and bce.evidence["labels"]["max"] == 2
    assert "[0, 2]" in bce.summary
    scaled = {f.kind: f for f in scripts[("scaled_labels", "bug")].findings}["loss_output_mismatch"]
    assert scaled.evidence["labels"]["non_integer"] > 0.5 and scaled.evidence["labels"]["max"] < 0.05


def test_demo_runs(demo_logdir):
    results = diagnose_dir(demo_logdir)
    stuck = {f.kind: f for f in results["stuck"].findings}
    assert stuck["learning_rate_too_low"].caused_by is None
    assert stuck["loss_stuck"].caused_by == "learning_rate_too_low"
    assert "from 1e-6 to" in stuck["learning_rate_too_low"].fix.text
    oscillating = {f.kind: f for f in results["oscillating"].findings}
    assert oscillating["learning_rate_too_high"].caused_by is None
    assert oscillating["loss_oscillating"].caused_by == "learning_rate_too_high"
    assert "from 10 to" in oscillating["learning_rate_too_high"].fix.text
    for healthy in ("healthy", "mixed_healthy"):
        assert not [f for f in results[healthy].findings if f.kind in AREA.findings], healthy
    # The gradient area's own demo runs keep their cause.
    assert {f.kind: f for f in results["exploding"].findings}["exploding_gradients"].caused_by is None


@pytest.fixture(scope="module")
def extra_runs(tmp_path_factory):
    """Healthy and borderline runs of other shapes, and the probe's own record."""
    logdir = tmp_path_factory.mktemp("convergence_extra")
    rng = np.random.default_rng(0)
    models = {}

    # A small CNN on learnable images, Adam at its default, compiled with XLA
    # (the in-step statistics must compile there too).
    keras.utils.set_random_seed(0)
    x = rng.normal(size=(512, 16, 16, 1)).astype("float32")
    y = (x[:, :8].mean(axis=(1, 2, 3)) > x[:, 8:].mean(axis=(1, 2, 3))).astype("int32")
    cnn = keras.Sequential([
        keras.Input((16, 16, 1)), keras.layers.Conv2D(8, 3, activation="relu"), keras.layers.MaxPooling2D(),
        keras.layers.Conv2D(16, 3, activation="relu"), keras.layers.Flatten(), keras.layers.Dense(2),
    ])
    cnn.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                metrics=["accuracy"], jit_compile=True)
    cnn.fit(x, y, batch_size=32, epochs=4, verbose=0, callbacks=[tb_trainhealth.TrainHealth(logdir / "cnn")])

    # A model that learns well with 75% of one ReLU layer dead from the start.
    keras.utils.set_random_seed(0)
    x = rng.normal(size=(640, 10)).astype("float32")
    y = (x[:, 0] + x[:, 1] * x[:, 2] > 0).astype("int32")
    bias = np.array([-30.0] * 48 + [0.0] * 16, dtype="float32")
    inputs = keras.Input((10,))
    hidden = keras.layers.Dense(64, activation="relu", name="mostly_dead",
                                bias_initializer=keras.initializers.Constant(bias))(inputs)
    outputs = keras.layers.Dense(2, activation="softmax")(keras.layers.Dense(16, activation="relu")(hidden))
    partly_dead = keras.Model(inputs, outputs)
    partly_dead.compile(optimizer=keras.optimizers.Adam(3e-3), loss="sparse_categorical_crossentropy",
                        metrics=["accuracy"])
    history = partly_dead.fit(x, y, batch_size=32, epochs=5, verbose=0,
                              callbacks=[tb_trainhealth.TrainHealth(logdir / "partly_dead")])
    models["partly_dead_accuracy"] = history.history["accuracy"][-1]

    # Three steps of a model with a dead layer: too short for any stretch.
    keras.utils.set_random_seed(0)
    short = keras.Sequential([
        keras.Input((10,)),
        keras.layers.Dense(8, activation="relu", bias_initializer=keras.initializers.Constant(-30.0)),
        keras.layers.Dense(8, activation="relu"), keras.layers.Dense(2),
    ])
    short.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    short.fit(x[:96], y[:96], batch_size=32, epochs=1, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir / "short")])

    # A regression whose SGD rate is far too high: the head's gradient grows
    # by orders of magnitude and the loss reaches Inf within an epoch.
    keras.utils.set_random_seed(0)
    x = rng.normal(size=(640, 6)).astype("float32")
    y = (x @ rng.normal(size=(6, 1)) * 20).astype("float32")
    exploding = keras.Sequential([
        keras.Input((6,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1, name="value"),
    ])
    exploding.compile(optimizer=keras.optimizers.SGD(0.05), loss="mse")
    exploding.fit(x, y, batch_size=16, epochs=1, verbose=0, callbacks=[tb_trainhealth.TrainHealth(logdir / "explodes")])

    # Targets in the hundreds of millions and SGD at a rate small enough to
    # stay finite: every layer's gradient norm is ~1e8, every step.
    keras.utils.set_random_seed(0)
    x = rng.normal(size=(320, 8)).astype("float32")
    y = (x @ rng.normal(size=(8, 1)) * 3e8).astype("float32")
    huge = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
    huge.compile(optimizer=keras.optimizers.SGD(1e-16), loss="mse")
    huge.fit(x, y, batch_size=32, epochs=4, verbose=0, callbacks=[tb_trainhealth.TrainHealth(logdir / "huge")])

    # Named inputs (a dict) and a tanh layer: the probe looks at what it can
    # and puts the model back as it was.
    keras.utils.set_random_seed(0)
    a, b = keras.Input((4,), name="a"), keras.Input((3,), name="b")
    tanh = keras.layers.Dense(8, activation="tanh", name="tanh_layer")
    out = keras.layers.Dense(1, activation="sigmoid", name="head")(tanh(keras.layers.Concatenate()([a, b])))
    two_inputs = keras.Model({"a": a, "b": b}, out)
    two_inputs.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    data = {"a": rng.normal(size=(256, 4)).astype("float32"), "b": rng.normal(size=(256, 3)).astype("float32")}
    target = (data["a"][:, 0] > 0).astype("float32")
    two_inputs.fit(data, target, batch_size=32, epochs=3, verbose=0,
                   callbacks=[tb_trainhealth.TrainHealth(logdir / "two_inputs")])
    models["tanh_layer"] = tanh
    return diagnose_dir(logdir), read_runs(logdir), models


def test_healthy_runs_of_other_shapes_get_no_finding_of_this_area(extra_runs):
    results, data, _ = extra_runs
    for run in ("cnn", "two_inputs"):
        assert _of_ours(results[run]) == [], [f.summary for f in _of_ours(results[run])]
    check = max(data["cnn"].events_of("head_check"), key=lambda e: e.payload["samples"]).payload
    assert sum(check["class_counts"]) == check["labels"]["count"]  # every label of the batches seen, counted
    assert check["inputs"]["features"] == 1  # per channel


def test_a_learning_model_with_a_mostly_dead_relu_layer_is_at_most_info(extra_runs):
    results, _, models = extra_runs
    assert models["partly_dead_accuracy"] > 0.8  # it learns
    result = results["partly_dead"]
    assert result.status == "healthy", [f.summary for f in result.findings]
    dead = [f for f in result.findings if f.kind == "dead_units"]
    assert all(f.severity == F.INFO for f in dead)
    assert dead and dead[0].layer == "mostly_dead"  # still seen, as what it is


def test_no_dead_units_on_a_run_too_short_for_a_stretch(extra_runs):
    results, _, _ = extra_runs
    assert not [f for f in results["short"].findings if f.kind == "dead_units"]


def test_a_head_gradient_growing_before_an_inf_loss_is_exploding(extra_runs):
    results, _, _ = extra_runs
    result = results["explodes"]
    found = {f.kind: f for f in result.findings}
    assert "exploding_gradients" in found, [f.summary for f in result.findings]
    assert found["exploding_gradients"].evidence["rule"] in ("growth", "ratio", "absolute")
    # The NaN/Inf loss is a symptom, under the explosion or what caused it.
    assert found["nonfinite_loss"].caused_by in ("exploding_gradients", "learning_rate_too_high", "loss_diverging")


def test_the_probe_records_the_head_and_labels_and_puts_the_model_back(extra_runs):
    _, data, models = extra_runs
    assert models["tanh_layer"].activation is keras.activations.tanh
    check = max(data["two_inputs"].events_of("head_check"), key=lambda e: e.payload["samples"]).payload
    assert (check["head"], check["activation"], check["units"]) == ("head", "sigmoid", 1)
    assert check["loss"] == "binary_crossentropy" and check["optimizer"] == "Adam"
    assert check["labels"]["binary"] is True and "inputs" not in check  # dict inputs: not looked at
    saturation = data["two_inputs"].matrices["saturation"]
    assert saturation.columns == ["tanh_layer"]
    epochs = data["two_inputs"].events_of("epoch_logs")
    assert [e.payload["epoch"] for e in epochs] == [0, 1, 2] and "accuracy" in epochs[-1].payload["logs"]


def test_gradients_too_large_everywhere_are_exploding(extra_runs):
    results, data, _ = extra_runs
    norms = data["huge"].matrices["grad_norm"].values
    assert np.all(np.isfinite(norms)) and np.median(norms) > 1e6  # the run's own record
    found = {f.kind: f for f in results["huge"].findings}
    assert found["exploding_gradients"].evidence["rule"] == "absolute"
    assert found["exploding_gradients"].caused_by is None


def test_convergence_view_in_the_tab(demo_tb, page):
    """The stuck run in the tab: the loss band, the checklist, per-layer
    ratios, and a finding focused from the list."""
    from playwright.sync_api import expect
    from tb_server import get_json
    from browser_tab import ROUTES, open_direct, wait_idle

    base, _ = demo_tb
    status, diagnosis = get_json(f"{base}{ROUTES}diagnosis?run=stuck")
    assert status == 200
    summary = diagnosis["areas"]["convergence"]
    root = open_direct(page, base)
    root.locator("#run-select").select_option("stuck")
    section = root.locator("#area-convergence")
    expect(section).to_be_visible()
    wait_idle(root)
    expect(section.locator("#convergence-loss polyline")).to_have_count(1)
    expect(section.locator("#convergence-loss polygon")).to_have_count(1)
    expect(section.locator("#convergence-loss")).to_contain_text(f"in {len(summary['loss']['windows'])} windows")
    checks = section.locator(".convergence-checklist li")
    expect(checks).to_have_count(len(summary["checklist"]))
    expect(section.locator("#convergence-checks")).to_contain_text("Adam(learning_rate=1e-6)")
    rows = section.locator(".convergence-layers tbody tr")
    expect(rows).to_have_count(len(summary["ratios"]["layers"]))
    index = next(i for i, f in enumerate(diagnosis["findings"]) if f["kind"] == "learning_rate_too_low")
    root.locator(f'.finding-item[data-finding-index="{index}"]').click()
    expect(root.locator("#evidence-panel")).to_have_attribute("data-node-id", "convergence")


def _scheduled_classifier(samples, decay_rate):
    """(model, its learning-rate schedule, x, y): a small classifier under
    Adam with an exponential decay, seeded."""
    keras.utils.set_random_seed(0)
    x = np.random.default_rng(0).normal(size=(samples, 8)).astype("float32")
    y = (x[:, 0] > 0).astype("int32")
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(2)])
    schedule = keras.optimizers.schedules.ExponentialDecay(0.01, decay_steps=10, decay_rate=decay_rate)
    model.compile(keras.optimizers.Adam(schedule), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    return model, schedule, x, y


def test_a_schedules_rate_is_recorded_from_the_step_itself(tmp_path, monkeypatch):
    """The rate of a learning-rate schedule comes out of the full steps
    (no eager evaluation on the host, which cost a millisecond and more a
    read): with the host's reader broken, the series is still there, and
    each point is the schedule's value after that step's update."""
    from tb_trainhealth.capture import internals

    def no_host_read(model):
        raise AssertionError("the schedule was evaluated on the host")

    monkeypatch.setattr(internals, "current_learning_rate", no_host_read)
    model, schedule, x, y = _scheduled_classifier(samples=640, decay_rate=0.5)
    # overhead_budget=None: every 10th step runs full, as the probes ask (on
    # steps this short the budget would space them out).
    capture = tb_trainhealth.TrainHealth(str(tmp_path), overhead_budget=None)
    model.fit(x, y, batch_size=16, epochs=2, verbose=0, callbacks=[capture])
    (run,) = read_runs(tmp_path).values()
    series = run.series[AREA.series.schedule_rate]
    # Every sample_every (10) steps of 80, and the other full steps: 2
    # (the convergence probe's sampled update) and 80 (the fit's last).
    assert series.steps.tolist() == [1, 2, 11, 21, 31, 41, 51, 61, 71, 80]
    expected = [float(schedule(step)) for step in series.steps]  # the iteration count after the step
    np.testing.assert_allclose(series.values, expected, rtol=1e-5)


def _update_ratio_run(logdir, **capture_options):
    model, _, x, y = _scheduled_classifier(samples=1600, decay_rate=0.8)
    model.fit(x, y, batch_size=16, epochs=1, verbose=0, shuffle=False,
              callbacks=[tb_trainhealth.TrainHealth(str(logdir), **capture_options)])
    (run,) = read_runs(logdir).values()
    return run.matrices[AREA.matrices.lr_update_ratio], run.events_of("head_check")[-1].payload["rates"]


def test_the_sampled_update_ratio_is_taken_in_the_step(tmp_path, monkeypatch):
    """The effective learning rate's samples (the updates of steps 2, 21
    and 81) come from the gradients probe's in-step read of the weights,
    with no weights read on the host, and are the same ratios, at the same
    steps with the same rates, as the host's fallback reads where the
    gradients probe takes no update ratio."""
    from tb_trainhealth.capture.probes.convergence import ConvergenceProbe

    host_reads = []
    read_on_host = ConvergenceProbe._update_ratios
    monkeypatch.setattr(ConvergenceProbe, "_update_ratios",
                        lambda self, before: host_reads.append(1) or read_on_host(self, before))
    in_step, in_step_rates = _update_ratio_run(tmp_path / "in_step")
    assert host_reads == []
    on_host, on_host_rates = _update_ratio_run(tmp_path / "on_host", options={"gradients": {"update_ratio_every": 0}})
    assert len(host_reads) == 3
    assert in_step.last_steps.tolist() == on_host.last_steps.tolist() == [2, 21, 81]
    np.testing.assert_allclose(in_step.values, on_host.values, rtol=1e-5)
    np.testing.assert_allclose(np.array(in_step_rates), np.array(on_host_rates), rtol=1e-6)
    assert np.all(in_step.values > 0)


def test_an_autoencoders_labels_equal_to_its_inputs_are_its_task(tmp_path):
    # y = x is recorded (compiled with XLA: the in-step comparison must
    # compile there), and judged a leak only for tokens under a sparse
    # cross-entropy (tests/bugsuite/lm_labels_not_shifted.py), not here.
    keras.utils.set_random_seed(0)
    x = np.random.default_rng(0).uniform(size=(256, 12)).astype("float32")
    model = keras.Sequential([keras.Input((12,)), keras.layers.Dense(4, activation="relu"), keras.layers.Dense(12)])
    model.compile(optimizer="adam", loss="mse", jit_compile=True)
    model.fit(x, x, batch_size=32, epochs=2, verbose=0, callbacks=[tb_trainhealth.TrainHealth(tmp_path / "ae")])
    data = read_runs(tmp_path)["ae"]
    check = max(data.events_of("head_check"), key=lambda e: e.payload["samples"]).payload
    assert check["labels_equal_inputs"] == 1.0
    assert AREA.findings.labels_leak_inputs not in [f.kind for f in diagnose_dir(tmp_path)["ae"].findings]


def test_one_label_column_under_mse_is_not_one_hot_rows():
    # Issue 44: 0/1 labels (N, 1) against Dense(100) under mse: a row of one
    # column sums to its value, yet it is no one-hot row over 100 classes
    # (the shapes area tells the broadcast); (N, 100) 0/1 rows summing to 1 are.
    from tb_trainhealth.diagnosis import diagnose
    from tb_trainhealth.summary.reader import Event, RunData

    def loss_findings(columns):
        check = {"model": "Sequential", "loss": "mean_squared_error", "head": "out", "units": 100,
                 "activation": "linear", "samples": 20,
                 "labels": {"min": 0.0, "max": 1.0, "non_integer": 0.0, "binary": True, "row_sum_dev_max": 0.0,
                            "columns": float(columns)}}
        run = RunData(run="r", series={}, events=[Event("head_check", 0, check, 0.0)])
        return [f for f in diagnose(run).findings if f.kind == "loss_output_mismatch"]

    assert loss_findings(1) == []
    (one_hot,) = loss_findings(100)
    assert "one-hot rows over 100 classes" in one_hot.summary
