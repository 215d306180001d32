"""The input pipeline on real (tiny) Keras training: the input wait is
measured right on every input kind, stalls are found where they were put,
and the lint names what is wrong in the pipeline as it runs, never what
TensorFlow fixes itself.

The truth of a starved run's input share is what its pipeline does: each
batch costs D seconds to make (a sleep in the pipeline's Python; on a busy
host the pipeline's real pace P, the step's time on the host's clock, may
be slower), made ahead of the step (the prefetch Keras or tf.data adds); a
step's own work (its compute and everything between steps, T) overlaps
with the making of the next batch, so the step waits max(0, P - T) and the
share is that over max(P, T). Keras's enqueuer for a PyDataset with
workers runs at a pace of its own: there P is the step's time.
"""

import os
import re
import subprocess
import sys
import time

import keras
import numpy as np
import pytest
import tensorflow as tf

import tb_trainhealth
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.readers import pipeline_graph
from tb_trainhealth.diagnosis.rules import input_pipeline_code as lint_code

from conftest import REPO
from helpers import diagnose_dir, read_runs

BATCH = 64
STEPS = 30
FEATURES = 256
DELAY = 0.1  # seconds of input cost per batch in a starved pipeline: far above the step's own
TOLERANCE = 0.10  # the issue's: within 10 percentage points


def _data(n=BATCH * STEPS, features=FEATURES, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, features)).astype("float32")
    y = (x[:, 0] > 0).astype("int32")
    return x, y


def _model(features=FEATURES, first=None):
    layers = [keras.Input((features,))]
    if first is not None:
        layers.append(first)
    # ~10 ms a step: the host's scheduling noise is small beside it.
    layers += [keras.layers.Dense(768, activation="relu"), keras.layers.Dense(768, activation="relu"),
               keras.layers.Dense(2)]
    model = keras.Sequential(layers)
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    return model


class _StepClock(keras.callbacks.Callback):
    """Host time from one step's end to the next (after the warm-up)."""

    def __init__(self):
        super().__init__()
        self.intervals, self._last = [], None

    def on_train_batch_end(self, batch, logs=None):
        now = time.perf_counter()
        if self._last is not None and batch >= 3:
            self.intervals.append(now - self._last)
        self._last = now

    @property
    def mean(self):
        return float(np.mean(self.intervals))


def _sleep_then(value, delay):
    time.sleep(delay)
    return value


def _inputs(kind, delay, x, y):
    """fit's keyword arguments for one input kind with `delay` s a batch."""
    batches = len(x) // BATCH

    def batch(i):
        return x[i * BATCH:(i + 1) * BATCH], y[i * BATCH:(i + 1) * BATCH]

    if kind == "tf.data":
        def slow(features, labels):
            features = tf.py_function(lambda t: _sleep_then(t, delay), [features], tf.float32)
            features.set_shape((None, FEATURES))
            return features, labels
        dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(BATCH)
        return {"x": dataset.map(slow) if delay else dataset}
    if kind == "generator":
        def generate():
            while True:
                for i in range(batches):
                    yield _sleep_then(batch(i), delay)
        return {"x": generate(), "steps_per_epoch": batches}

    class Batches(keras.utils.PyDataset):
        def __len__(self):
            return batches

        def __getitem__(self, i):
            return _sleep_then(batch(i), delay)

    if kind == "PyDataset":
        return {"x": Batches()}
    if kind == "PyDataset_workers":
        return {"x": Batches(workers=2, use_multiprocessing=False)}
    raise ValueError(kind)


KINDS = ["tf.data", "generator", "PyDataset", "PyDataset_workers"]


def _fit(model, logdir, inputs, epochs=1, options=None):
    clock = _StepClock()
    model.fit(**inputs, epochs=epochs, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir, options=options), clock])
    return clock


@pytest.fixture(scope="module")
def timed_runs(tmp_path_factory):
    """Per input kind, a starved run and its fed twin: {kind: (starved
    clock, fed clock)}, and the logdir."""
    logdir = tmp_path_factory.mktemp("timed")
    x, y = _data()
    clocks = {}
    for kind in KINDS:
        fed = _fit(_model(), str(logdir / f"{kind}-fed"), _inputs(kind, 0.0, x, y))
        starved = _fit(_model(), str(logdir / f"{kind}-starved"), _inputs(kind, DELAY, x, y))
        clocks[kind] = (starved, fed)
    # NumPy arrays starve a model that uses a sliver of very wide rows:
    # Keras gathers each whole batch (64 MB) for a step that reads 16 floats.
    # Rows this wide make the step wait 2-4 ms above the 1 ms floor (16 MB
    # rows waited ~1 ms: the finding came and went). Keras's parallel gather
    # hands batches over in bursts: some steps wait, the next do not.
    width, rows = 262144, 5 * BATCH
    wide = np.random.default_rng(1).random((rows, width), dtype=np.float32)
    sliver = keras.layers.Lambda(lambda t: t[:, :16], output_shape=(16,))
    clocks["numpy"] = (
        _fit(_model(width, sliver), str(logdir / "numpy-starved"),
             {"x": wide, "y": y[:rows], "batch_size": BATCH}, epochs=STEPS // 5),
        _fit(_model(), str(logdir / "numpy-fed"), {"x": x, "y": y, "batch_size": BATCH}),
    )
    return logdir, clocks, read_runs(logdir), diagnose_dir(logdir)


def _area(diagnosis):
    return [f for f in diagnosis.findings if f.node == "input_pipeline"]


def _share(run_data):
    from tb_trainhealth.diagnosis.rules.input_pipeline import timing
    return timing(run_data)["input_share"]


def _counted_share(run_data):
    """The share the diagnosis counts (0 below the measurement's resolution)."""
    from tb_trainhealth.diagnosis.rules.input_pipeline import input_bound_share
    return input_bound_share(run_data)


@pytest.mark.parametrize("kind", KINDS)
def test_a_starved_run_is_input_bound_with_the_true_share(timed_runs, kind):
    _, clocks, runs, diagnoses = timed_runs
    data = runs[f"{kind}-starved"]
    # The step's own work, on average (the share is a ratio of sums).
    own = np.mean(data.series["compute_time"].values + data.series["host_time"].values) / 1000
    if kind == "PyDataset_workers":
        # Keras's enqueuer runs ahead in its threads, at a pace of its own:
        # the truth is the step's time on the host's clock less its own work.
        step = clocks[kind][0].mean
        truth = max(0.0, step - own) / step
    else:
        # Each batch takes DELAY to make, or longer on a busy host: the
        # pipeline's real pace is the slower of DELAY and the step's time.
        pace = max(DELAY, clocks[kind][0].mean)
        truth = max(0.0, pace - own) / max(pace, own)
    measured = _share(data)
    assert abs(measured - truth) <= TOLERANCE, f"{kind}: measured {measured:.2f}, truth {truth:.2f}"
    bound = [f for f in _area(diagnoses[f"{kind}-starved"]) if f.kind == "input_bound"]
    assert len(bound) == 1
    assert bound[0].severity == ("critical" if measured >= 0.2 else "warning")
    assert bound[0].evidence["steps"] >= STEPS - 5


def test_numpy_arrays_too_wide_for_the_step_are_input_bound(timed_runs):
    # Keras slices NumPy arrays in its own tf.data pipeline (a gather, then a
    # prefetch): no per-batch cost to know beforehand, but the step waits.
    _, _, runs, diagnoses = timed_runs
    assert _share(runs["numpy-starved"]) >= 0.05
    kinds = [f.kind for f in _area(diagnoses["numpy-starved"])]
    assert "input_bound" in kinds and "pipeline_lint" not in kinds  # Keras's own pipeline


def test_the_typical_share_sees_batches_handed_over_in_bursts_not_rare_stalls():
    # A parallel map hands its batches over in bursts (see the NumPy run
    # above): a starved step that waits is followed by one whose batch was
    # ready. Rare long waits are stalls: the typical share ignores them.
    from tb_trainhealth.capture.probes.input_pipeline import _Totals

    def typical(waits, compute=0.008):
        totals = _Totals()
        for step, wait in enumerate(waits, start=1):
            totals.add(step, wait, wait, compute, 0.0, wait + compute)
        return totals.to_json()["median_share"]

    bursts = [0.016, 0.0, 0.0] * 10  # batches made 3 at a time: 40% of the run waits
    assert np.median([w / (w + 0.008) for w in bursts]) == 0  # the single step's median misses it
    assert 0.3 <= typical(bursts) <= 0.5
    stalls = [0.3 if step % 10 == 0 else 0.0 for step in range(1, 31)]
    assert typical(stalls) < 0.05
    assert typical([0.0] * 30) < 0.05


@pytest.mark.parametrize("kind", KINDS + ["numpy"])
def test_its_fed_twin_is_not(timed_runs, kind):
    _, _, runs, diagnoses = timed_runs
    # Under xprof's "highly input-bound" line; worker threads share this
    # 2-core machine with TensorFlow's, so a fed PyDataset with workers
    # measured up to ~9% waiting (CI), which the rule does not call bound.
    assert _counted_share(runs[f"{kind}-fed"]) < 0.2
    # On a host busy with other jobs the wait may be the host's: at most an
    # info that says so (rules/input_pipeline.py), never a warning.
    from tb_trainhealth.diagnosis.rules.input_pipeline import host_explains
    found = _area(diagnoses[f"{kind}-fed"])
    assert not [f for f in found if f.severity != "info"], [f.summary for f in found]
    # A Keras-wrapped input that keeps up gets no lint either. Where the
    # host's load explains a wait, the lints that could cause one are info
    # beside that input_bound (reported_lints), never alone.
    if found:
        assert host_explains(runs[f"{kind}-fed"]), found
        assert any(f.kind == "input_bound" for f in found), found


def test_the_starved_step_splits_into_wait_compute_and_host(timed_runs):
    _, clocks, runs, _ = timed_runs
    data = runs["tf.data-starved"]
    wait = data.series["input_wait"].values
    compute = data.series["compute_time"].values
    host = data.series["host_time"].values
    assert len(wait) == len(compute) == len(host) >= STEPS - 5
    # Per step, the parts add up to the step's time on the host's clock.
    step_ms = 1000 * float(np.median(clocks["tf.data"][0].intervals))
    assert abs(np.median(wait + compute + host) - step_ms) < 0.15 * step_ms
    # Each step is made at the pipeline's pace: a batch every DELAY.
    assert abs(np.median(wait + compute + host) - 1000 * DELAY) < 0.25 * 1000 * DELAY


def test_the_lint_of_a_starved_pipeline_names_its_map_and_fixes_the_code(timed_runs):
    _, _, _, diagnoses = timed_runs
    lints = [f for f in _area(diagnoses["tf.data-starved"]) if f.kind == "pipeline_lint"]
    assert [f.evidence["lint"] for f in lints] == ["sequential_map"]
    assert lints[0].layer == ".map(slow)"
    assert ".map(slow, num_parallel_calls=tf.data.AUTOTUNE)" in lints[0].fix.code
    assert ".batch(64)" in lints[0].fix.code
    # The corrected pipeline is the guide's template: it ends in a prefetch.
    assert lints[0].fix.code.rstrip().splitlines()[-2].strip().startswith(".prefetch(tf.data.AUTOTUNE)")
    # The run is input-bound because of it: grouped under it, and the cause
    # of a critical symptom is critical itself (never a warning over it).
    bound = next(f for f in _area(diagnoses["tf.data-starved"]) if f.kind == "input_bound")
    assert bound.caused_by == "pipeline_lint"
    severities = ("info", "warning", "critical")
    assert severities.index(lints[0].severity) >= severities.index(bound.severity)


def test_a_python_source_is_linted_only_where_it_starves(timed_runs):
    _, _, _, diagnoses = timed_runs
    for kind, workers in (("generator", None), ("PyDataset", 1), ("PyDataset_workers", 2)):
        lints = [f for f in _area(diagnoses[f"{kind}-starved"]) if f.kind == "pipeline_lint"]
        assert [f.evidence["lint"] for f in lints] == ["python_source"], kind
        assert "use_multiprocessing=True" in lints[0].fix.code
        if workers:
            assert f"was workers={workers}" in lints[0].fix.code


def _stall_generator(x, y, slow_batches, delay):
    batches = len(x) // BATCH
    while True:
        for i in range(batches):
            if i in slow_batches:
                time.sleep(delay)
            yield x[i * BATCH:(i + 1) * BATCH], y[i * BATCH:(i + 1) * BATCH]


def test_stalls_are_found_at_the_steps_they_were_put_with_their_period(tmp_path):
    x, y = _data()
    slow = {9, 19, 29}  # steps 10, 20, 30
    model = _model()
    _fit(model, str(tmp_path / "stalls"), {"x": _stall_generator(x, y, slow, 0.3), "steps_per_epoch": STEPS})
    _fit(_model(), str(tmp_path / "steady"), {"x": _stall_generator(x, y, set(), 0.0), "steps_per_epoch": STEPS})
    runs = read_runs(tmp_path)
    stalls = runs["stalls"].events_of("input_stall")
    # The batch made in 300 ms waits that long, less the steps buffered ahead of it.
    assert [e.step for e in stalls if e.payload["wait_ms"] >= 150] == [10, 20, 30]
    for event in stalls:
        assert event.payload["wait_ms"] <= 400
    diagnoses = diagnose_dir(tmp_path)
    stall = [f for f in diagnoses["stalls"].findings if f.kind == "input_stall"]
    assert len(stall) == 1 and stall[0].evidence["period"] == 10
    assert "every 10 steps" in stall[0].summary
    if stall[0].caused_by is None:
        assert ".prefetch(" in stall[0].fix.code or "prefetch" in stall[0].fix.text
    else:  # the generator is the cause: one thread of Python, made a PyDataset with workers
        cause = next(f for f in diagnoses["stalls"].findings if f.kind == stall[0].caused_by)
        assert cause.evidence["lint"] == "python_source"
    assert not _area(diagnoses["steady"])


def test_measuring_changes_nothing_in_training(tmp_path):
    x, y = _data(n=BATCH * 8)
    weights = []
    for name, options in (("measured", None), ("unmeasured", {"input_pipeline": False})):
        keras.utils.set_random_seed(3)
        model = _model()
        dataset = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(len(x), seed=1).batch(BATCH)
        _fit(model, str(tmp_path / name), {"x": dataset}, epochs=2, options=options)
        weights.append(model.get_weights())
    for a, b in zip(*weights):
        np.testing.assert_array_equal(a, b)
    runs = read_runs(tmp_path)
    assert runs["measured"].events_of("pipeline_graph")
    assert "unmeasured" not in runs or not runs["unmeasured"].events_of("pipeline_graph")


def test_xla_and_several_steps_per_call_train_unharmed(tmp_path):
    x, y = _data(n=BATCH * 16)
    dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(BATCH)
    xla = _model()
    xla.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), jit_compile=True)
    _fit(xla, str(tmp_path / "xla"), {"x": dataset})
    multi = _model()
    multi.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  steps_per_execution=4)
    _fit(multi, str(tmp_path / "multi"), {"x": dataset}, epochs=2)
    runs = read_runs(tmp_path)
    for name in ("xla", "multi"):  # not timed (no timestamp under XLA; calls of four steps)
        assert not runs[name].events_of("input_timing")
        assert runs[name].events_of("pipeline_graph")  # the lint still reads the graph
        assert np.isfinite(runs[name].series["loss"].values).all()


# The lint, on real datasets: each rule on a pipeline that breaks it and
# on one that does not.


def _lints(dataset):
    return [(l.name, l.where) for l in lint_code.lint(pipeline_graph.describe_dataset(dataset))]


def _py_decode(t):
    out = tf.py_function(lambda v: v * 2.0, [t], tf.float32)
    out.set_shape(t.shape)
    return out


def _double(t):
    return t * 2.0


def _augment(t):
    return t + tf.random.uniform(tf.shape(t))


def _decode(t):
    return tf.cast(tf.io.decode_raw(tf.strings.as_string(t), tf.uint8)[:1], tf.float32)


SLICES = np.zeros((5000, 4), "float32")


def test_lint_sequential_map_only_where_tf_does_not_parallelise_it():
    base = tf.data.Dataset.from_tensor_slices(SLICES)
    assert _lints(base.map(_py_decode).batch(32)) == [("sequential_map", ".map(_py_decode)")]
    assert _lints(base.map(_double).batch(32)) == []  # stateless: tf.data parallelises it
    off = tf.data.Options()
    off.experimental_optimization.map_parallelization = False
    assert _lints(base.map(_double).batch(32).with_options(off)) == [("sequential_map", ".map(_double)")]
    assert _lints(base.map(_py_decode, num_parallel_calls=tf.data.AUTOTUNE).batch(32)) == [
        ("python_map", ".map(_py_decode)")]


def test_lint_cache_placement():
    base = tf.data.Dataset.from_tensor_slices(SLICES)
    found = _lints(base.map(_augment, num_parallel_calls=4).cache().batch(32))
    assert found == [("cache_before_random", ".map(_augment)")]
    assert _lints(base.cache().map(_augment, num_parallel_calls=4).batch(32)) == []
    assert _lints(base.cache().map(_decode, num_parallel_calls=4).batch(32)) == [
        ("expensive_map_after_cache", ".map(_decode)")]
    assert _lints(base.map(_decode, num_parallel_calls=4).cache().batch(32)) == []
    fix = lint_code.rewritten(pipeline_graph.describe_dataset(base.map(_augment, num_parallel_calls=4).cache().batch(32)),
                              lint_code.lint(pipeline_graph.describe_dataset(
                                  base.map(_augment, num_parallel_calls=4).cache().batch(32))))
    lines = [line.strip() for line in fix.splitlines()]
    assert lines.index(".cache()") < next(i for i, line in enumerate(lines) if line.startswith(".map(_augment"))


def test_lint_shuffle_buffer_against_the_data():
    base = tf.data.Dataset.from_tensor_slices(SLICES)
    assert _lints(base.shuffle(10).batch(32)) == [("small_shuffle_buffer", ".shuffle(10)")]
    assert _lints(base.shuffle(5000).batch(32)) == []
    assert _lints(base.take(500).shuffle(10).batch(32)) == []  # small data: nothing worth saying
    assert _lints(base.batch(32).shuffle(10)) == []  # 157 batches: a tenth of them is enough


def test_lint_files_read_without_interleave(tmp_path):
    files = []
    for i in range(3):
        path = str(tmp_path / f"part-{i}.tfrecord")
        with tf.io.TFRecordWriter(path) as writer:
            writer.write(b"record")
        files.append(path)
    assert _lints(tf.data.TFRecordDataset(files).batch(8)) == [("missing_interleave", "tf.data.TFRecordDataset(filenames)")]
    interleaved = tf.data.Dataset.from_tensor_slices(files).interleave(
        tf.data.TFRecordDataset, num_parallel_calls=tf.data.AUTOTUNE, deterministic=False)
    assert _lints(interleaved.batch(8)) == []
    assert _lints(tf.data.TFRecordDataset(files[:1]).batch(8)) == []


def test_lint_determinism_forced_in_a_shuffled_pipeline():
    base = tf.data.Dataset.from_tensor_slices(SLICES).shuffle(5000)
    forced = base.map(_double, num_parallel_calls=4, deterministic=True).batch(32)
    assert [name for name, _ in _lints(forced)] == ["forced_determinism"]
    assert _lints(base.map(_double, num_parallel_calls=4).batch(32)) == []
    ordered = tf.data.Options()
    ordered.deterministic = True
    assert [name for name, _ in _lints(base.map(_double).batch(32).with_options(ordered))] == ["forced_determinism"]


def test_lint_trusts_the_injected_prefetch_unless_it_is_off():
    base = tf.data.Dataset.from_tensor_slices(SLICES).batch(32)
    assert _lints(base) == []  # tf.data injects a prefetch at run time
    no_inject = tf.data.Options()
    no_inject.experimental_optimization.inject_prefetch = False
    assert _lints(base.with_options(no_inject)) == [("missing_prefetch", ".batch(32)")]
    assert _lints(base.prefetch(tf.data.AUTOTUNE).with_options(no_inject)) == []


def test_keras_own_pipelines_are_not_linted(tmp_path):
    x, y = _data(n=BATCH * 4)
    _fit(_model(), str(tmp_path / "numpy"), {"x": x, "y": y, "batch_size": BATCH})
    described = read_runs(tmp_path)["numpy"].events_of("pipeline_graph")[0].payload
    assert described["source"] == "numpy"
    assert lint_code.lint(described) == []


def test_a_pipeline_is_read_once_while_fits_repeat_it(tmp_path):
    """Fits in a loop over the same arrays: Keras builds the same pipeline
    anew each time; its description is the first one's (serialising it
    again would copy the arrays at every fit). A different pipeline given
    to a later fit of the same callback is read afresh."""
    x, y = _data(n=BATCH * 4)
    model = _model()
    callback = tb_trainhealth.TrainHealth(str(tmp_path / "loop"))
    for _ in range(2):
        model.fit(x, y, batch_size=BATCH, epochs=1, verbose=0, callbacks=[callback])
    mapped = tf.data.Dataset.from_tensor_slices((x, y)).map(lambda a, b: (a * 2.0, b)).batch(BATCH)
    model.fit(mapped, epochs=1, verbose=0, callbacks=[callback])
    callback.flush()
    events = read_runs(tmp_path)["loop"].events_of("pipeline_graph")
    described = [{k: v for k, v in e.payload.items() if k != "step"} for e in events]
    assert len(described) == 3
    assert described[0] == described[1] and described[0]["source"] == "numpy"
    assert "map" in [t["kind"] for t in described[2]["transformations"]]


def test_the_structure_of_a_pipeline_is_its_steps_not_its_data(tmp_path):
    def pipeline(values, depth=1, scale=2.0):
        return tf.data.Dataset.from_tensor_slices(values).map(lambda v: v * scale).batch(8).prefetch(depth)

    key = internals.datasets.dataset_structure
    assert key(pipeline(np.zeros((64, 3)))) == key(pipeline(np.ones((64, 3))))
    assert key(pipeline(np.zeros((64, 3)))) != key(pipeline(np.zeros((64, 4))))
    assert key(pipeline(np.zeros((64, 3)))) != key(pipeline(np.zeros((64, 3)), depth=2))
    other_map = tf.data.Dataset.from_tensor_slices(np.zeros((64, 3))).map(lambda v: v + 1.0).batch(8).prefetch(1)
    assert key(pipeline(np.zeros((64, 3)))) != key(other_map)
    records = str(tmp_path / "a.tfrecord")
    with tf.io.TFRecordWriter(records) as writer:
        writer.write(b"x")
    # Its arguments are string tensors (the compression type).
    assert key(tf.data.TFRecordDataset([records]).batch(2)) != key(tf.data.TFRecordDataset([records]).batch(4))


def test_debug_mode_left_on_is_found_by_the_cli(tmp_path):
    script = os.path.join(REPO, "tests", "scripts", "pipeline_debug_mode.py")
    logdir = tmp_path / "logs"
    for name, args in (("left_on", []), ("fixed", ["--fixed"])):
        subprocess.run([sys.executable, "-m", "tb_trainhealth.cli", "run", "--logdir", str(logdir / name), script, *args],
                       check=True, cwd=REPO, timeout=300)
    left_on, fixed = diagnose_dir(logdir / "left_on"), diagnose_dir(logdir / "fixed")
    lints = [f for d in left_on.values() for f in d.findings if f.kind == "pipeline_lint"]
    assert [f.evidence["lint"] for f in lints] == ["debug_mode"]
    assert "enable_debug_mode" in lints[0].fix.code
    assert fixed and not [f for d in fixed.values() for f in _area(d)]


# The demo's two pipeline runs in the tab, in a real browser against a real
# TensorBoard (the Python loader; the Rust one is the browser suite's).


def test_the_tab_shows_the_starved_pipeline_and_its_correction(browser, demo_logdir):
    from playwright.sync_api import expect

    from conftest import wait_for
    from tb_server import get_json, start_tensorboard

    routes = "/data/plugin/trainhealth/"
    with start_tensorboard(demo_logdir, load_fast=False) as base:
        def loaded():
            status, body = get_json(base + routes + "runs")
            names = {r["run"] for r in body.get("runs", [])} if status == 200 else set()
            return {"pipeline_starved", "pipeline_fixed"} <= names
        assert wait_for(loaded, timeout=90)
        _, starved = get_json(base + routes + "diagnosis?run=pipeline_starved")
        assert any(f["kind"] == "input_bound" for f in starved["findings"])
        # Fixes to the one pipeline compose: the map's fix keeps the shuffle's
        # and the shuffle's keeps the map's (neither undoes the other).
        lints = [f for f in starved["findings"] if f["kind"] == "pipeline_lint"]
        assert {f["evidence"]["lint"] for f in lints} >= {"sequential_map", "small_shuffle_buffer"}
        for lint in lints:
            assert ".shuffle(1024)" in lint["fix"]["code"], lint["fix"]["code"]
            assert ".map(decode_in_python, num_parallel_calls=tf.data.AUTOTUNE)" in lint["fix"]["code"]
        context = browser.new_context(viewport={"width": 1200, "height": 900})
        context.set_default_timeout(30000)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        try:
            page.goto(base + "/data/plugin_entry.html?name=trainhealth")
            page.locator("#run-select").select_option("pipeline_starved")
            section = page.locator("#input-pipeline")
            expect(section).to_be_visible()
            expect(page.locator("#pipeline-share")).to_contain_text("highly input-bound")
            # The step time split, the stalls marked at their steps.
            assert page.locator("#pipeline-chart rect.part-wait").count() > 10
            stalls = [e["step"] for e in get_json(base + routes + "events?run=pipeline_starved&kind=input_stall")[1]["events"]]
            assert stalls
            for step in stalls:
                expect(page.locator(f'#pipeline-chart .stall-mark[data-step="{step}"]')).to_have_count(1)
            # The chain: the map and the shuffle carry their lints; a click opens the finding.
            link = page.locator('#pipeline-chain .pipeline-link[data-kind="map"]')
            expect(link).to_have_class(re.compile("has-lint"))
            expect(link).to_contain_text(".map(decode_in_python)")
            link.locator(".link-button").first.click()
            expect(page.locator("body")).to_contain_text("num_parallel_calls=tf.data.AUTOTUNE")
            expect(page.locator('#pipeline-chain .pipeline-link[data-kind="shuffle"]')).to_have_class(re.compile("has-lint"))
            # The corrected pipeline, with its copy button.
            corrected = page.locator("#pipeline-corrected")
            expect(corrected).to_contain_text(".shuffle(1024)")
            expect(corrected).to_contain_text(".map(decode_in_python, num_parallel_calls=tf.data.AUTOTUNE)")
            expect(corrected.locator("button.copy-button")).to_be_visible()
            # The corrected run: fed, nothing on its links, no correction to offer.
            page.locator("#run-select").select_option("pipeline_fixed")
            expect(page.locator("#pipeline-share")).to_contain_text("fed")
            expect(page.locator("#pipeline-chain .pipeline-link.has-lint")).to_have_count(0)
            expect(page.locator("#pipeline-fixed-card")).to_be_hidden()
            assert not errors, errors
        finally:
            context.close()


def test_a_python_object_feeding_fit_is_no_layer():
    # Issue 44: flow_from_directory's DirectoryIterator (a PyDataset) was
    # reported as the finding's layer; it is the input, named in the words.
    from tb_trainhealth.diagnosis import diagnose
    from tb_trainhealth.summary.reader import Event, RunData

    graph = {"source": "PyDataset", "transformations": [],
             "python_source": {"source": "PyDataset", "class": "DirectoryIterator", "workers": 1,
                               "use_multiprocessing": False, "max_queue_size": 10}}
    run = RunData(run="r", series={}, events=[Event("pipeline_graph", 0, graph, 0.0)])
    (lint,) = [f for f in diagnose(run).findings if f.kind == "pipeline_lint"]
    assert lint.layer is None
    assert lint.summary.startswith("DirectoryIterator makes its batches")
    assert lint.evidence["input"] == "DirectoryIterator"
