"""Training that learns, badly, and a loss stuck with its layer named
(issue #28 items 3 and 5), on real (tiny) Keras training: plain SGD at a
hundred times its usual rate that still lowers the loss; unscaled
regression targets whose first updates blow the weights up and saturate a
tanh stack; a ReLU layer dead from the first step that leaves the loss
stuck."""

import keras
import numpy as np
import pytest

import tb_trainhealth
from tb_trainhealth.diagnosis import engine
from tb_trainhealth.diagnosis import findings as F

from helpers import diagnose_dir

RATIOS_OFTEN = {"gradients": {"update_ratio_every": 20}}  # enough samples in a short run


def train(logdir, model, x, y, optimizer, loss, epochs, batch_size, options=None):
    model.compile(optimizer=optimizer, loss=loss, metrics=["accuracy"] if "crossentropy" in loss else None)
    model.fit(x, y, epochs=epochs, batch_size=batch_size, verbose=0, shuffle=False,
              callbacks=[tb_trainhealth.TrainHealth(logdir, options=options)])
    return diagnose_dir(logdir.parent)[logdir.name]


def of_kind(result, kind):
    return [f for f in result.findings if f.kind == kind]


@pytest.mark.parametrize("rate", [2.0, 0.02])
def test_sgd_a_hundred_times_too_fast_that_still_learns_gets_the_rate(tmp_path, rate):
    rng = np.random.default_rng(281)
    centers = rng.normal(0, 1.0, size=(4, 10))
    labels = rng.integers(0, 4, size=720)
    x = (centers[labels] + rng.normal(0, 1.0, size=(720, 10))).astype("float32")
    keras.utils.set_random_seed(1)
    model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"),
                              keras.layers.Dense(4, activation="softmax")])
    result = train(tmp_path / "run", model, x, labels, keras.optimizers.SGD(learning_rate=rate),
                   "sparse_categorical_crossentropy", epochs=6, batch_size=24, options=RATIOS_OFTEN)
    high = of_kind(result, "learning_rate_too_high")
    if rate == 0.02:  # the usual rate: nothing about it
        assert not high and not of_kind(result, "learning_rate_too_low"), [f.summary for f in result.findings]
        return
    (finding,) = high
    ev = finding.evidence
    assert ev["rule"] == "sustained" and ev["ratio"] > 1e-2 and len(ev["samples"]) >= 3
    assert finding.severity in (F.INFO, F.WARNING) and "still learns" in finding.summary
    # The suggested rate follows from the ratio: at most a tenth of this one.
    assert ev["suggested_learning_rate"] <= 0.2
    assert f"SGD(learning_rate={ev['suggested_learning_rate']:g})" in finding.fix.code


@pytest.mark.parametrize("scale", [1.0, 1000.0])
def test_unscaled_targets_that_saturate_a_tanh_stack_are_exploding_gradients(tmp_path, scale):
    rng = np.random.default_rng(285)
    x = rng.normal(size=(480, 5)).astype("float32")
    kwh = (1500 + 400 * x[:, 0] - 300 * x[:, 1] + rng.normal(0, 50, 480)).astype("float32")
    keras.utils.set_random_seed(1)
    model = keras.Sequential([keras.Input((5,)), keras.layers.Dense(16, activation="tanh", name="weather"),
                              keras.layers.Dense(8, activation="tanh", name="mix"), keras.layers.Dense(1)])
    result = train(tmp_path / "run", model, x, kwh / scale, keras.optimizers.SGD(0.01, momentum=0.9), "mse",
                   epochs=4, batch_size=32)
    exploding = of_kind(result, "exploding_gradients")
    if scale == 1000.0:  # in MWh: healthy
        assert not exploding and not of_kind(result, "saturated_activations"), [f.summary for f in result.findings]
        return
    (root,) = exploding
    assert root.caused_by is None and root.evidence["rule"] == "first_steps"
    assert root.evidence["first_grad_norm"] >= 100 and root.evidence["weight_growth"] >= 30
    assert "y / y_scale" in root.fix.code  # the targets' scale, not the layers
    saturated = of_kind(result, "saturated_activations")
    assert saturated and all(f.caused_by == "exploding_gradients" for f in saturated)
    assert result.findings.index(root) < result.findings.index(saturated[0])


def test_a_stuck_loss_names_the_dead_layer_that_explains_it(tmp_path):
    rng = np.random.default_rng(286)
    x = rng.normal(size=(600, 8)).astype("float32")
    churned = ((x[:, 0] - x[:, 3]) > 0).astype("float32")  # balanced: the prior is the start
    keras.utils.set_random_seed(1)
    model = keras.Sequential([
        keras.Input((8,)),
        keras.layers.Dense(16, activation="relu", name="usage", bias_initializer=keras.initializers.Constant(-10.0)),
        keras.layers.Dense(1, activation="sigmoid"),
    ])
    result = train(tmp_path / "run", model, x, churned, keras.optimizers.Adagrad(0.05), "binary_crossentropy",
                   epochs=5, batch_size=30)
    (dead,) = of_kind(result, "dead_units")
    assert dead.layer == "usage" and dead.caused_by is None
    (stuck,) = of_kind(result, "loss_stuck")
    assert stuck.caused_by == "dead_units"
    assert "Layer 'usage' explains it (dead_units)." in stuck.summary
    assert "in layer 'usage'" in stuck.fix.text and not stuck.fix.code


def test_a_symptom_that_names_its_own_layer_keeps_its_words():
    def finding(kind, layer):
        return F.Finding(kind=kind, severity=F.WARNING, node="n", summary=f"{kind}.", layer=layer,
                         fix=F.Fix(text="own fix", code=""))

    cause, named, unnamed = finding("cause", "conv1"), finding("named", "conv2"), finding("unnamed", None)
    ordered = engine.group_by_cause([cause, named, unnamed], lambda c, s: c is cause and s is not cause)
    assert ordered == [cause, named, unnamed]
    assert named.summary == "named." and unnamed.summary == "unnamed. Layer 'conv1' explains it (cause)."
    assert named.fix.text == unnamed.fix.text == "This follows from cause in layer 'conv1' (listed above it): fix that first."
