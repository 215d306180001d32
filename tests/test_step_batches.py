"""Kept steps processed as one batch (`Probe.on_steps_end`, capture/
step_engine.py) record exactly what processing them one by one records:
the same series, overviews, histograms and events, step for step."""

import keras
import numpy as np
import pytest

import tb_trainhealth
from helpers import read_runs
from tb_trainhealth.areas.input_pipeline import AREA as INPUT_PIPELINE
from tb_trainhealth.areas.memory import AREA as MEMORY
from tb_trainhealth.capture.engine import step_outputs
from tb_trainhealth.capture.readers.overview import Overview

BATCH, STEPS_PER_EPOCH, EPOCHS = 16, 110, 2  # past a histogram step (100) and an overview write (200)
# Timings and the process's memory differ between two runs: their steps are
# compared, not their values.
MEASURED = set(INPUT_PIPELINE.series) | set(MEMORY.series)


def train(logdir, steps_per_execution):
    keras.utils.set_random_seed(3)
    rng = np.random.default_rng(3)
    x = rng.normal(size=(STEPS_PER_EPOCH * BATCH, 12)).astype("float32")
    y = (x[:, :3].sum(axis=1) > 0).astype("int32")
    model = keras.Sequential([
        keras.Input((12,)),
        keras.layers.Dense(24, activation="relu", name="hidden"),
        keras.layers.Dropout(0.1, name="dropout"),
        keras.layers.Dense(8, activation="tanh", name="squash"),
        keras.layers.Dense(2, name="logits"),
    ])
    model.compile(keras.optimizers.RMSprop(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  steps_per_execution=steps_per_execution)
    # No overhead_budget: which steps run full would follow the clock
    # (capture/engine/overhead_budget.py), and the two runs compared would differ.
    model.fit(x, y, batch_size=BATCH, epochs=EPOCHS, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir, overhead_budget=None)])
    return read_runs(logdir)["."]


@pytest.mark.parametrize("steps_per_execution", [1, 4])
def test_a_batch_records_what_its_steps_one_by_one_record(tmp_path, monkeypatch, steps_per_execution):
    batched = train(tmp_path / "batched", steps_per_execution)
    processed_as_batches = []
    original = step_outputs.StepBatch.of.__func__

    def one_by_one(cls, kept, outputs):
        processed_as_batches.append(original(cls, kept, outputs) is not None)
        return None  # every kept step through on_batch_end

    monkeypatch.setattr(step_outputs.StepBatch, "of", classmethod(one_by_one))
    single = train(tmp_path / "single", steps_per_execution)
    # The batched run did take the batch path, for most of its steps.
    assert sum(processed_as_batches) >= len(processed_as_batches) // 2 > 0

    assert sorted(batched.series) == sorted(single.series)
    for name, series in single.series.items():
        other = batched.series[name]
        if name in set(MEMORY.series):
            # Memory is read now, so only at the latest step of a round of
            # processing, and rounds wait for 0.25 s as well as 25 steps:
            # which steps hold a sample depends on the clock, not the path.
            continue
        assert list(other.steps) == list(series.steps), name
        if name not in MEASURED:
            np.testing.assert_array_equal(other.values, series.values, err_msg=name)
    # Every step once, also where an epoch's last call runs fewer steps
    # than steps_per_execution (110 = 27 * 4 + 2): Keras reports its end
    # index as if it ran 4.
    assert list(single.series["loss"].steps) == list(range(1, STEPS_PER_EPOCH * EPOCHS + 1))

    assert sorted(batched.matrices) == sorted(single.matrices)
    for name, matrix in single.matrices.items():
        other = batched.matrices[name]
        assert other.columns == matrix.columns, name
        assert list(other.first_steps) == list(matrix.first_steps), name
        np.testing.assert_array_equal(other.values, matrix.values, err_msg=name)

    assert {n: {layer: [h.step for h in hs] for layer, hs in layers.items()} for n, layers in batched.histograms.items()} \
        == {n: {layer: [h.step for h in hs] for layer, hs in layers.items()} for n, layers in single.histograms.items()}

    def untimed_events(run):
        return [(e.kind, e.step) for e in run.events if e.kind != INPUT_PIPELINE.events.input_stall]

    assert untimed_events(batched) == untimed_events(single)


def test_an_overview_adds_steps_together_as_it_adds_them_one_by_one():
    # Rows of many widths (merges), NaNs, one column (where a reduce would
    # sum pairwise) and runs of steps that open, fill and cross rows.
    rng = np.random.default_rng(0)
    for _ in range(60):
        columns, steps, max_rows = int(rng.integers(1, 6)), int(rng.integers(1, 2000)), int(rng.integers(2, 40))
        values = rng.normal(size=(steps, columns)) * 10.0 ** rng.normal(size=(steps, columns))
        values[rng.random(size=values.shape) < 0.002] = np.nan
        one_by_one, together = Overview(range(columns), max_rows), Overview(range(columns), max_rows)
        for step in range(steps):
            one_by_one.add(step + 1, values[step])
        start = 0
        while start < steps:
            stop = min(steps, start + int(rng.integers(1, 80)))
            together.add_steps(list(range(start + 1, stop + 1)), values[start:stop])
            start = stop
        np.testing.assert_array_equal(together.rows(), one_by_one.rows())
