"""What capture costs, held down: the overhead_budget option on short steps,
and train functions kept across one-epoch fits as Keras keeps its own."""

import math

import numpy as np
import pytest

import keras  # noqa: E402

import tb_trainhealth  # noqa: E402
from tb_trainhealth.capture.engine import step_variants  # noqa: E402

from browser_tab import open_direct  # noqa: E402
from helpers import classification_data, compile_classifier, diagnose_dir, read_runs, sequential_model  # noqa: E402
from playwright.sync_api import expect  # noqa: E402
from plugin_client import get_json, make_client  # noqa: E402
from tb_server import start_tensorboard  # noqa: E402

BATCH = 8


def _deep_model():
    # Several layers: a full step (per-layer statistics) costs well over a
    # regular one on a sub-millisecond step.
    return keras.Sequential([keras.Input((8,))] + [keras.layers.Dense(16, activation="tanh") for _ in range(6)]
                            + [keras.layers.Dense(3)])


def test_a_tiny_budget_spaces_the_full_steps_and_keeps_the_nan_step_exact(tmp_path, page):
    x, y = classification_data(n=BATCH * 80)
    nan_step = 70  # after capture has timed its steps (~20 steps)
    x = x.copy()
    x[(nan_step - 1) * BATCH + 2, 0] = np.nan
    full = []
    original = step_variants.set_full

    def spy(mark):
        if mark is not None:
            full.append(bool(mark))
        return original(mark)

    step_variants.set_full = spy
    try:
        model = compile_classifier(keras, _deep_model())
        model.fit(x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run", overhead_budget=0.001)])
    finally:
        step_variants.set_full = original
    (event,) = read_runs(tmp_path)["run"].events_of("capture_budget")
    assert event.payload["overhead_budget"] == 0.001
    every = event.payload["full_every"]
    # K from the run's own measured times, by the stated rule: the fewest
    # steps between two full ones that keep their extra time within 0.1%
    # of the regular step's (times are measured, so no figure is asserted;
    # the payload's are rounded to the microsecond).
    full_ms, regular_ms = event.payload["full_step_ms"], event.payload["regular_step_ms"]
    expected = max(1, min(1000, math.ceil(max(0.0, full_ms - regular_ms) / (0.001 * regular_ms))))
    # The payload's times are rounded to the microsecond, the decision's are
    # not: their difference moves by up to 0.001 ms, K by up to that over
    # the budget's 0.001 of a regular step (one step per ms of it).
    rounding = 0.001 / (0.001 * regular_ms)
    assert abs(every - expected) <= max(1, 0.01 * expected) + rounding, event.payload
    assert f"{full_ms:.2f} ms" in event.payload["reason"]
    # After the decision, full steps are at least `every` apart (the
    # fit's first and last are full whatever the budget).
    decided = event.step
    after = [step for step, is_full in enumerate(full[:nan_step], start=1) if is_full and step > decided]
    assert all(b - a >= every for a, b in zip(after, after[1:]))
    # The NaN is still found at its very step, every step being checked.
    result = diagnose_dir(tmp_path)["run"]
    (loss,) = [f for f in result.findings if f.kind == "nonfinite_loss"]
    assert loss.step == nan_step
    assert loss.evidence["last_finite_step"] == nan_step - 1
    # The tab reads the choice from the run's diagnosis.
    _, body = get_json(make_client(tmp_path), "/diagnosis?run=run")
    assert body["capture"]["overhead_budget"]["full_every"] == every
    # And the tab says so, beside the findings.
    with start_tensorboard(tmp_path, load_fast=True) as base:
        open_direct(page, base)
        note = page.locator("#capture-budget")
        if every > 1:
            expect(note).to_contain_text(f"per-layer statistics every {every} steps", timeout=60_000)
            expect(note).to_contain_text("overhead budget of 0.1%")
        else:  # the full steps cost nothing measurable on this machine: nothing was spaced out
            # (The tab lists findings by what they say, not by their kind.)
            expect(page.locator("#findings")).to_contain_text(f"The loss became NaN at step {nan_step}",
                                                              timeout=60_000)
            expect(note).to_have_count(0)


def test_no_budget_keeps_the_full_steps_as_set(tmp_path):
    x, y = classification_data(n=BATCH * 30)
    model = compile_classifier(keras, _deep_model())
    model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run", overhead_budget=None)])
    assert read_runs(tmp_path)["run"].events_of("capture_budget") == []
    _, body = get_json(make_client(tmp_path), "/diagnosis?run=run")
    assert body["capture"] == {"overhead_budget": None}


@pytest.mark.parametrize("bad", [-0.1, 1.5, "5%", True])
def test_a_bad_budget_is_a_clear_error(tmp_path, bad):
    with pytest.raises(ValueError, match="overhead_budget"):
        tb_trainhealth.TrainHealth(tmp_path / "run", overhead_budget=bad)


def test_one_epoch_fits_reuse_the_train_function(tmp_path):
    """A script that calls fit(epochs=1) in a loop: the first fit traces,
    the later ones run the same guarded train function, as Keras reuses its
    own; every fit is recorded."""
    functions = []

    class Seen(keras.callbacks.Callback):
        def on_train_batch_end(self, batch, logs=None):
            if batch == 0:
                functions.append(self.model.train_function)

    x, y = classification_data(n=BATCH * 5)
    model = compile_classifier(keras, sequential_model(keras))
    callback = tb_trainhealth.TrainHealth(tmp_path / "run")
    for _ in range(3):
        model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0, callbacks=[callback, Seen()])
        # Between fits, Keras has its own function back: no hook of ours runs.
        assert not hasattr(model.train_function, "_trainhealth_guarded")
        assert "train_step" not in vars(model)
    assert hasattr(functions[0], "_trainhealth_guarded")
    assert functions[1] is functions[0] and functions[2] is functions[0]
    assert read_runs(tmp_path)["run"].series["loss"].steps[-1] == 15
    # compile() again: Keras drops its function, and so do we.
    compile_classifier(keras, model)
    model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0, callbacks=[callback, Seen()])
    assert functions[3] is not functions[0]


def test_trainable_toggled_without_recompile_trains_as_bare_keras(tmp_path):
    """Keras keeps the train function it traced across fits, so a layer
    frozen after it without compile() again still trains: with TrainHealth
    the same."""

    def weights_after(callbacks):
        keras.utils.set_random_seed(0)
        x, y = classification_data(n=BATCH * 4)
        model = compile_classifier(keras, sequential_model(keras))
        model.fit(x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0, callbacks=callbacks)
        model.layers[0].trainable = False  # no compile(): Keras's function is kept
        model.fit(x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0, callbacks=callbacks)
        return [w.copy() for w in model.get_weights()]

    bare = weights_after([])
    watched = weights_after([tb_trainhealth.TrainHealth(tmp_path / "run")])
    for a, b in zip(watched, bare):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
