"""A run shorter than the histogram interval still has gradient histograms
and update ratios (issue 16): the gradient probe takes them at a fit's
first step and, where Keras knows the fit's length, at its last step, besides
every `histogram_every` / `update_ratio_every` steps."""

import keras
import numpy as np
import pytest

import tb_trainhealth
from tb_trainhealth.capture.engine.training_run import TrainingRun

from helpers import MODEL_KINDS, classification_data, read_runs

BATCH = 32
LOSS = keras.losses.SparseCategoricalCrossentropy(from_logits=True)


def train(logdir, kind, epochs, batches, optimizer, options=None, **fit):
    x, y = classification_data(n=batches * BATCH)
    model = MODEL_KINDS[kind](keras)
    model.compile(optimizer=optimizer, loss=LOSS)
    model.fit(x, y, batch_size=BATCH, epochs=epochs, verbose=0, shuffle=False,
              callbacks=[tb_trainhealth.TrainHealth(logdir, options=options)], **fit)
    return model


@pytest.fixture(scope="module")
def short_runs(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("short_runs")
    # 3 epochs of 12 steps (36 < 100) with Adam, the defaults.
    train(logdir / "three_epochs", "sequential", 3, 12, keras.optimizers.Adam(1e-3))
    # One epoch of 20 steps with SGD: the length is only known at its end.
    train(logdir / "one_epoch", "functional", 1, 20, keras.optimizers.SGD(0.05))
    # Histograms and the ratio turned off stay off.
    train(logdir / "off", "sequential", 2, 6, keras.optimizers.Adam(1e-3),
          options={"gradients": {"histogram_every": 0, "update_ratio_every": 0}})
    # Two fits of one model, each 2 epochs of 30 steps: each fit's first and last.
    x, y = classification_data(n=30 * BATCH)
    model = MODEL_KINDS["sequential"](keras)
    model.compile(optimizer=keras.optimizers.RMSprop(1e-3), loss=LOSS)
    # The sampling schedule as set: on these sub-millisecond steps the
    # default overhead budget would space the full steps out by the clock.
    callback = tb_trainhealth.TrainHealth(logdir / "two_fits", overhead_budget=None)
    for _ in range(2):
        model.fit(x, y, batch_size=BATCH, epochs=2, verbose=0, shuffle=False, callbacks=[callback])
    return read_runs(logdir)


def histogram_steps(data):
    hists = data.histograms.get("gradients", {})
    steps = {layer: [h.step for h in hists[layer]] for layer in hists}
    assert len({tuple(s) for s in steps.values()}) <= 1, steps  # every layer at the same steps
    return next(iter(steps.values()), [])


def test_a_short_run_has_histograms_at_its_first_and_last_step(short_runs):
    data = short_runs["three_epochs"]
    assert histogram_steps(data) == [1, 36]
    assert list(data.matrices["update_ratio"].first_steps) == [1, 36]
    # Each histogram is of its own step: every finite gradient value, once.
    for layer, hists in data.histograms["gradients"].items():
        for h in hists:
            assert h.buckets[:, 2].sum() > 0, (layer, h.step)
    ratios = np.asarray(data.matrices["update_ratio"].values, dtype=float)
    assert np.all(np.isfinite(ratios)) and np.all(ratios > 0), ratios


def test_a_one_epoch_fit_has_its_first_step(short_runs):
    # Without the engine handing on the fit's params (TrainingRun.fit_params),
    # Keras tells a fit's length (History.params) only after its first
    # epoch: a one-epoch fit then gets its first step's only.
    data = short_runs["one_epoch"]
    expected = [1, 20] if "fit_params" in TrainingRun.__dataclass_fields__ else [1]
    assert histogram_steps(data) == expected
    assert list(data.matrices["update_ratio"].first_steps) == expected


def test_the_update_ratio_of_the_first_step_is_sgds(short_runs):
    # SGD moves each weight by lr * g: the first step's ratio is lr * |g| / |w|.
    data = short_runs["one_epoch"]
    ratio = data.matrices["update_ratio"]
    norms = data.matrices["grad_norm"]
    weights = data.matrices["weight_norm"]
    i = list(norms.first_steps).index(1)
    j = list(weights.first_steps).index(1)
    # weight_norm at step 1 is read before the update; the ratio divides by it too.
    np.testing.assert_allclose(ratio.values[0], 0.05 * norms.values[i] / weights.values[j], rtol=1e-3)


def test_turned_off_stays_off(short_runs):
    data = short_runs["off"]
    assert not data.histograms.get("gradients")
    assert "update_ratio" not in data.matrices


def test_each_fit_of_a_model_gets_its_first_and_last_step(short_runs):
    data = short_runs["two_fits"]
    assert histogram_steps(data) == [1, 60, 61, 100, 120]
    assert list(data.matrices["update_ratio"].first_steps) == [1, 60, 61, 101, 120]
