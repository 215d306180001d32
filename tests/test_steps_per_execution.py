"""steps_per_execution > 1: every step's statistics come out of the compiled
loop (capture/engine/step_outputs.py, StepRows), so the first bad step and layer
are exact, with and without XLA, and each step keeps its own loss."""

import keras
import numpy as np
import pytest
import tensorflow as tf

import tb_trainhealth
from helpers import diagnose_dir, read_runs

BATCH, STEPS, BAD_STEP = 16, 40, 21


class LogFeatures(keras.layers.Layer):
    """A custom layer taking log of its inputs, unguarded: -Inf at a 0."""

    def call(self, x):
        return tf.math.log(x)


def data(bad=True):
    rng = np.random.default_rng(0)
    x = (np.abs(rng.normal(size=(STEPS * BATCH, 4))) + 0.5).astype("float32")
    if bad:
        x[(BAD_STEP - 1) * BATCH + 3, 1] = 0.0  # one record of batch 21
    y = rng.normal(size=(len(x), 1)).astype("float32")
    return x, y


def fit(logdir, steps_per_execution, jit_compile, bad=True):
    """Trains one epoch of 40 steps; returns the callback."""
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((4,)), LogFeatures(name="log_features"), keras.layers.Dense(8, activation="tanh"),
                              keras.layers.Dense(1)])
    model.compile(keras.optimizers.SGD(1e-2), "mse", steps_per_execution=steps_per_execution,
                  jit_compile=jit_compile)
    x, y = data(bad)
    callback = tb_trainhealth.TrainHealth(logdir, stop_on_nonfinite=False)
    model.fit(x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0, callbacks=[callback])
    return callback


@pytest.mark.parametrize("steps_per_execution,jit_compile", [(8, False), (8, True), (32, True), (3, False)])
def test_the_first_bad_step_and_layer_are_exact(tmp_path, steps_per_execution, jit_compile):
    fit(tmp_path / "run", steps_per_execution, jit_compile)
    (diagnosis,) = diagnose_dir(tmp_path / "run").values()
    first = [f for f in diagnosis.findings if f.kind == "nonfinite_activations"]
    assert [(f.step, f.layer) for f in first] == [(BAD_STEP, "log_features")]
    # tanh maps the layer's -Inf to -1: the loss stays finite at that step,
    # but its gradient does not.
    (gradients,) = [f for f in diagnosis.findings if f.kind == "nonfinite_gradients"]
    assert gradients.step == BAD_STEP


def test_each_step_keeps_its_own_loss_and_statistics(tmp_path):
    reads_one = fit(tmp_path / "one", 1, False, bad=False).engine.host_reads
    reads_eight = fit(tmp_path / "eight", 8, False, bad=False).engine.host_reads
    # One read of the device per call of the train function, not per step.
    assert (reads_one, reads_eight) == (STEPS, STEPS // 8)
    one, eight = read_runs(tmp_path / "one")["."], read_runs(tmp_path / "eight")["."]
    assert list(eight.series["loss"].steps) == list(range(1, STEPS + 1))
    np.testing.assert_allclose(eight.series["loss"].values, one.series["loss"].values, rtol=1e-5)
    norms_one, norms_eight = one.matrices["grad_norm"], eight.matrices["grad_norm"]
    assert list(norms_eight.first_steps) == list(norms_one.first_steps)
    np.testing.assert_allclose(norms_eight.values, norms_one.values, rtol=1e-4)
    # No NaN/Inf anywhere (this slow SGD model may well be told it learns slowly).
    assert not [f for f in diagnose_dir(tmp_path / "eight")["."].findings if f.node == "nonfinite"]


def test_thirty_two_steps_a_call_keep_the_first_and_last_histograms_each_of_its_step(tmp_path):
    """At 32 steps a call the slow statistics run in one call out of as many
    as they ask for; the fit's first and last steps still take gradient
    histograms, each histogram is the one its step took (a call can hold
    several histogram steps, each handed out by its own step), and they
    equal those of the same training at one step per call."""
    steps, batch = 320, 16

    def train(logdir, steps_per_execution):
        keras.utils.set_random_seed(0)
        rng = np.random.default_rng(0)
        x = rng.normal(size=(steps * batch, 6)).astype("float32")
        y = (x[:, :2].sum(axis=1, keepdims=True) + 0.1 * rng.normal(size=(len(x), 1))).astype("float32")
        model = keras.Sequential([keras.Input((6,)), keras.layers.Dense(12, activation="relu", name="hidden"),
                                  keras.layers.Dense(1, name="out")])
        model.compile(keras.optimizers.SGD(1e-2), "mse", steps_per_execution=steps_per_execution)
        model.fit(x, y, batch_size=batch, epochs=1, shuffle=False, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(logdir)])
        return read_runs(logdir)["."]

    per_call, per_step = train(tmp_path / "per_call", 32), train(tmp_path / "per_step", 1)
    histograms = per_call.histograms["gradients"]
    for layer, taken in histograms.items():
        at = [h.step for h in taken]
        assert at[0] == 1 and at[-1] == steps, (layer, at)
        # At most one every histogram_every (100) steps, besides the fit's
        # last: each full step hands out its own (a call may hold several).
        assert len({s // 100 for s in at[:-1]}) == len(at) - 1, (layer, at)
        assert sum(h.step in {100, 200, 300} for h in taken) >= 1, (layer, at)
        reference = {h.step: h.buckets for h in per_step.histograms["gradients"][layer]}
        for h in taken:
            if h.step in reference:
                np.testing.assert_array_equal(h.buckets[:, 2], reference[h.step][:, 2])
                np.testing.assert_allclose(h.buckets[:, :2], reference[h.step][:, :2], rtol=1e-3, atol=1e-6)
    # The slow statistics were taken too (max |g| needs the full version).
    assert "grad_max_abs" in per_call.matrices


def test_the_update_ratio_is_each_steps_own(tmp_path):
    """The update ratio at steps_per_execution 8 is the ratio of its own
    step's update, as at 1: the fit's first and last steps match, and
    SGD's ratio at each step is lr * |g| / |w| of that step. (Read on the
    host after a call, the weights gave the update of 8 steps at one step
    and 0 at the next.)"""
    one, eight = [fit(tmp_path / name, spe, False, bad=False) for name, spe in (("one", 1), ("eight", 8))]
    one, eight = read_runs(tmp_path / "one")["."], read_runs(tmp_path / "eight")["."]
    ratio_one, ratio = one.matrices["update_ratio"], eight.matrices["update_ratio"]
    assert ratio.first_steps[0] == 1 and ratio.first_steps[-1] == STEPS and len(ratio.first_steps) >= 2
    for step in (1, STEPS):
        np.testing.assert_allclose(ratio.values[list(ratio.first_steps).index(step)],
                                   ratio_one.values[list(ratio_one.first_steps).index(step)], rtol=1e-4)
    norms, weights = eight.matrices["grad_norm"], eight.matrices["weight_norm"]
    for row, step in enumerate(ratio.first_steps):
        expected = 1e-2 * norms.values[list(norms.first_steps).index(step)] / \
            weights.values[list(weights.first_steps).index(step)]
        np.testing.assert_allclose(ratio.values[row], expected, rtol=1e-3, err_msg=f"step {step}")
