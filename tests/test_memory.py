"""Memory and OOM on real (tiny) Keras training, CPU-safe: an OOM at its
allocation and layer, a batch size that fits (find_batch_size), memory
pressure and memory growth, each with a fixed twin.

Nothing here allocates near the machine's memory: the OOMs ask for 3 TiB,
which the allocator refuses at once (nothing allocated); every size the
batch-size search runs is estimated first and kept under 192 MiB.
"""

import os
import sys

import keras
import numpy as np
import pytest
import tensorflow as tf

import tb_trainhealth
from tb_trainhealth.capture.tools.batch_size import resume_after_oom, search_batch_size
from tb_trainhealth.capture.tools import device_memory
from tb_trainhealth.capture.probes import memory as memory_probe
from tb_trainhealth.plugin.views import memory as memory_view

from conftest import REPO
from helpers import classification_data, diagnose_dir, read_runs

sys.path.insert(0, os.path.join(REPO, "demo"))
import memory_runs  # noqa: E402

MiB = 1 << 20
BUDGET = memory_runs.BUDGET
MEMORY_KINDS = {"oom", "memory_pressure", "memory_growth", "disk_full"}


def memory_findings(diagnosis):
    return [f for f in diagnosis.findings if f.kind in MEMORY_KINDS]


def all_variables(model):
    return [v.numpy().copy() for v in [*model.variables, *model.optimizer.variables, *model.metrics_variables]]


# The OOM (the demo's model), shared by the tests below.


@pytest.fixture(scope="module")
def oom_logdir(tmp_path_factory):
    """The OOM at batch size 131072 (read back inside the except block: on
    disk before the exception left fit), then the search for a batch size
    that fits, logged into the same run, and the model trained at it."""
    logdir = tmp_path_factory.mktemp("memory")
    rng = np.random.default_rng(0)
    x, y = memory_runs.discriminator_data(rng, memory_runs.OOM_BATCH)
    model = memory_runs._compiled(keras)
    before = all_variables(model) if model.built else None
    seen_in_except = None
    raised = None
    try:
        model.fit(x, y, batch_size=memory_runs.OOM_BATCH, epochs=1, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(logdir / "oom_batch")])
    except Exception as error:  # noqa: BLE001 (what leaves fit is checked below)
        raised = error
        seen_in_except = read_runs(logdir).get("oom_batch")
    found = memory_runs.train_fitted(keras, str(logdir), rng, x, y)
    return {"logdir": logdir, "raised": raised, "seen_in_except": seen_in_except, "found": found,
            "weights_before": before}


def test_the_oom_leaves_fit_unchanged_with_its_event_on_disk(oom_logdir):
    assert isinstance(oom_logdir["raised"], tf.errors.ResourceExhaustedError)
    data = oom_logdir["seen_in_except"]
    assert data is not None and data.events_of("oom"), "the oom event was not on disk when fit raised"


def test_oom_names_step_batch_allocation_and_layer(oom_logdir):
    diagnosis = diagnose_dir(oom_logdir["logdir"])["oom_batch"]
    assert diagnosis.status == "critical"
    oom = next(f for f in diagnosis.findings if f.kind == "oom")
    assert oom.step == 1
    assert oom.layer == "minibatch_l1"
    ev = oom.evidence
    assert ev["batch_size"] == memory_runs.OOM_BATCH
    alloc = ev["allocation"]
    assert alloc["shape"] == [131072, 131072, 48]
    assert alloc["dtype"] == "float32"
    assert alloc["bytes"] == 131072 * 131072 * 48 * 4
    assert alloc["device"].startswith("CPU")
    assert ev["batch_power"] == 2  # the tensor grows as B^2
    # The batch size that then trains: the search's, which the fitted run used.
    assert ev["batch_size_that_fits"] == oom_logdir["found"]
    assert f"batch_size={oom_logdir['found']}" in oom.fix.code
    assert "131072" in oom.summary and "3.0 TiB" in oom.summary


def test_the_batch_size_found_trains_with_no_memory_finding(oom_logdir):
    found = oom_logdir["found"]
    assert 64 <= found < memory_runs.OOM_BATCH
    diagnosis = diagnose_dir(oom_logdir["logdir"])["fitted_batch"]
    assert memory_findings(diagnosis) == []
    data = read_runs(oom_logdir["logdir"])["fitted_batch"]
    assert len(data.series["loss"].steps) == 2 * 16  # two epochs of 16 batches trained
    model = data.events_of("memory_model")[0].payload
    assert model["batch_size"] == found


def test_the_search_it_logged_tried_for_real_and_skipped_what_would_not_fit(oom_logdir):
    data = read_runs(oom_logdir["logdir"])["oom_batch"]
    search = data.events_of("batch_size_search")[-1].payload
    attempts = search["attempts"]
    assert attempts[0]["batch_size"] == memory_runs.OOM_BATCH
    assert attempts[0]["status"] == "too_large"  # a 3 TiB tensor: not run
    assert attempts[0]["largest_tensor_bytes"] == 131072 * 131072 * 48 * 4
    for a in attempts:
        if a["status"] == "fits":
            assert a["estimate_bytes"] <= 0.9 * BUDGET  # what ran stayed under the budget
        else:
            assert a["status"] in ("too_large", "over_budget")
    assert search["batch_size"] == max(a["batch_size"] for a in attempts if a["status"] == "fits")
    # Every size over the budget was skipped, and each is larger than the answer.
    assert all(a["batch_size"] > search["batch_size"] for a in attempts if a["status"] == "over_budget")


def test_the_view_shows_the_oom_and_the_search(oom_logdir):
    runs = read_runs(oom_logdir["logdir"])
    summary = memory_view.summary(runs["oom_batch"])
    assert summary["oom"]["allocation"]["shape"] == [131072, 131072, 48]
    assert summary["oom"]["layer"] == "minibatch_l1"
    assert summary["searches"][-1]["batch_size"] == oom_logdir["found"]
    # What the run's own batch size needs is never less than what it failed
    # to allocate (3 TiB), nor does half the batch need less than a quarter
    # of it (the tensor grows as the batch size squared).
    failed = summary["oom"]["allocation"]["bytes"]
    rows = {r["batch_size"]: r["bytes"] for r in summary["estimate"]["rows"]}
    assert rows[memory_runs.OOM_BATCH] >= failed
    assert rows[memory_runs.OOM_BATCH // 2] >= failed // 4
    fitted = memory_view.summary(runs["fitted_batch"])
    assert len(fitted["series"]["steps"]) >= 2 and fitted["limit"]["bytes"] > 0
    assert fitted["model"]["params"]["count"] == 8 * 48 + 48 + 96 + 1
    assert fitted["estimate"]["rows"]


# find_batch_size.


def test_find_batch_size_is_repeatable_and_leaves_the_model_bit_identical():
    rng = np.random.default_rng(1)
    x, y = memory_runs.discriminator_data(rng, 2048)
    model = memory_runs._compiled(keras, seed=3)
    model.fit(x, y, batch_size=64, epochs=1, verbose=0)  # Adam's slots and iterations are not zero
    before = all_variables(model)
    iterations = int(model.optimizer.iterations.numpy())
    first = search_batch_size(model, (x, y), start=64, max_bytes=BUDGET)
    middle = all_variables(model)
    second = tb_trainhealth.find_batch_size(model, (x, y), start=64, max_bytes=BUDGET)
    after = all_variables(model)
    assert first.batch_size == second
    assert 64 < second < 1024
    assert [a.status for a in first.attempts][:2] == ["fits", "fits"]  # 64, 128: doubled while it trained
    for a, b, c in zip(before, middle, after):
        assert a.dtype == c.dtype and np.array_equal(a, b) and np.array_equal(a, c)
    assert int(model.optimizer.iterations.numpy()) == iterations
    # And it trains on from there, at the size found.
    model.fit(x, y, batch_size=second, epochs=1, verbose=0)
    assert int(model.optimizer.iterations.numpy()) == iterations + -(-len(x) // second)


def test_find_batch_size_on_an_unbatched_dataset_and_another_optimizer():
    """A CNN on a tf.data pipeline, SGD with momentum: the search reads an
    unbatched dataset and gives the same answer as on its arrays."""
    rng = np.random.default_rng(2)
    x = rng.normal(size=(512, 16, 16, 1)).astype("float32")
    y = rng.integers(0, 4, size=512).astype("int32")
    keras.utils.set_random_seed(4)
    model = keras.Sequential([
        keras.Input((16, 16, 1)), keras.layers.Conv2D(64, 3, padding="same", activation="relu"),
        keras.layers.Conv2D(64, 3, padding="same", activation="relu"), keras.layers.GlobalAveragePooling2D(),
        keras.layers.Dense(4)])
    model.compile(optimizer=keras.optimizers.SGD(0.01, momentum=0.9),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    before = [v.numpy().copy() for v in model.variables]  # built: it has an Input
    budget = 64 * MiB
    on_arrays = search_batch_size(model, (x, y), start=16, max_bytes=budget)
    on_dataset = search_batch_size(model, tf.data.Dataset.from_tensor_slices((x, y)), start=16, max_bytes=budget)
    assert on_arrays.batch_size == on_dataset.batch_size
    assert 16 <= on_arrays.batch_size < 512
    assert all(np.array_equal(a, b) for a, b in zip(before, [v.numpy() for v in model.variables]))
    # Its optimizer was not built: the search built it as fit would, its
    # momentum at zero and no step counted.
    assert int(model.optimizer.iterations.numpy()) == 0
    assert all(not np.any(v.numpy()) for v in model.optimizer.variables if v.shape.rank)
    # What ran stayed within 90% of the budget; the next size up would not.
    chosen = next(a for a in on_arrays.attempts if a.batch_size == on_arrays.batch_size)
    assert chosen.estimate_bytes <= 0.9 * budget
    above = [a for a in on_arrays.attempts if a.batch_size > on_arrays.batch_size]
    assert above and all(a.status == "over_budget" for a in above)
    assert min(a.batch_size for a in above) - on_arrays.batch_size <= max(1, on_arrays.batch_size // 32)


def test_an_output_too_large_for_any_batch_size_is_named_as_such(tmp_path):
    """A functional CNN whose UpSampling2D was given 1024 where 2 was meant:
    one sample's output is 51 GiB, more than the device at any batch size.
    The fix is the layer, not the batch size."""
    inputs = keras.Input((28, 28, 1))
    h = keras.layers.Conv2D(16, 3, padding="same", activation="relu", name="encode")(inputs)
    h = keras.layers.UpSampling2D(size=1024, name="upsample")(h)  # meant: size=2
    outputs = keras.layers.Dense(1, name="decode")(keras.layers.GlobalAveragePooling2D()(h))
    model = keras.Model(inputs, outputs, name="decoder")
    model.compile(keras.optimizers.Adam(1e-3), "mse")
    x = np.random.default_rng(5).normal(size=(64, 28, 28, 1)).astype("float32")
    with pytest.raises(tf.errors.ResourceExhaustedError):
        model.fit(x, np.zeros((64, 1), "float32"), batch_size=32, epochs=1, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")])
    oom = next(f for f in diagnose_dir(tmp_path)["run"].findings if f.kind == "oom")
    assert oom.layer == "upsample"
    alloc = oom.evidence["allocation"]
    assert alloc["shape"][0] == 32 and alloc["bytes"] == 32 * 28672 * 28672 * 16 * 4  # Keras repeats via a 5-D view
    assert oom.evidence["no_batch_size_fits"] and oom.evidence["batch_size_that_fits"] is None
    assert oom.evidence["bytes_per_sample"] == 28672 * 28672 * 16 * 4
    assert "no batch size fits" in oom.summary
    assert "model.get_layer('upsample')" in oom.fix.code and "batch_size=" not in oom.fix.code


def test_a_size_that_runs_out_of_memory_for_real_is_freed_and_the_model_restored():
    """Bag-of-ids features whose ids come from a hash step, one id far out
    of range (2^38): `bincount` sizes its output by the largest id, which
    no trace can tell. Even batch size 1 asks for a 1 TiB tensor: the
    trial runs, is refused, is freed; nothing trains, nothing changed."""

    class IdCounts(keras.layers.Layer):
        def call(self, ids):
            counts = tf.math.bincount(tf.cast(ids, tf.int64), axis=-1, dtype=tf.float32)  # (B, max id + 1)
            return tf.reduce_max(counts, axis=-1, keepdims=True)

    ids = np.random.default_rng(4).integers(0, 1000, size=(64, 4)).astype("int64")
    ids[0, 0] = 1 << 38  # the hash gone wrong
    y = np.zeros((64, 1), "float32")
    model = keras.Sequential([keras.Input((4,), dtype="int64"), IdCounts(name="id_counts"), keras.layers.Dense(1)])
    model.compile(keras.optimizers.Adam(1e-3), "mse")
    weights = [w.copy() for w in model.get_weights()]
    search = search_batch_size(model, (ids, y), start=1, max_bytes=BUDGET)
    assert search.batch_size is None
    assert [a.status for a in search.attempts] == ["out_of_memory"]
    assert "OOM when allocating" in search.attempts[0].message
    assert all(np.array_equal(a, b) for a, b in zip(weights, model.get_weights()))
    assert int(model.optimizer.iterations.numpy()) == 0


# oom_retry: the search at the OOM, from the weights it had, and fit going on.


def test_oom_retry_searches_a_batch_size_that_fits(tmp_path):
    rng = np.random.default_rng(0)
    x, y = memory_runs.discriminator_data(rng, memory_runs.OOM_BATCH)
    model = memory_runs._compiled(keras, seed=5)
    weights = [w.copy() for w in model.get_weights()]
    callback = tb_trainhealth.TrainHealth(
        tmp_path / "run", options={"memory": {"oom_retry": True, "max_bytes": BUDGET}})
    with pytest.raises(tf.errors.ResourceExhaustedError):
        model.fit(x, y, batch_size=memory_runs.OOM_BATCH, epochs=1, steps_per_epoch=4, verbose=0,
                  callbacks=[callback])
    iterations_after_oom = int(model.optimizer.iterations.numpy())
    data = read_runs(tmp_path)["run"]
    search = data.events_of("batch_size_search")[-1].payload
    assert search["reason"] == "oom_retry" and search["failed_batch_size"] == memory_runs.OOM_BATCH
    assert 64 <= search["batch_size"] < memory_runs.OOM_BATCH
    oom = next(f for f in diagnose_dir(tmp_path)["run"].findings if f.kind == "oom")
    assert oom.evidence["batch_size_that_fits"] == search["batch_size"]
    # The weights it had: the failed step updated none, and the search
    # (real steps) left them as they were.
    assert all(np.array_equal(a, b) for a, b in zip(weights, model.get_weights()))
    assert search["resume"] == {"batch_size": search["batch_size"], "initial_epoch": 0}
    # What a fit wrapper (autolog's) does with it: fit goes on at that size.
    arguments = {"self": model, "x": x, "y": y, "batch_size": memory_runs.OOM_BATCH, "epochs": 1,
                 "steps_per_epoch": 4, "verbose": 0, "callbacks": [callback]}
    history = resume_after_oom(keras.Model.fit, arguments, callback)
    assert history is not None and len(history.history["loss"]) == 1
    assert int(model.optimizer.iterations.numpy()) - iterations_after_oom == 4
    assert read_runs(tmp_path)["run"].events_of("memory_model")[-1].payload["batch_size"] == search["batch_size"]
    assert resume_after_oom(keras.Model.fit, arguments, callback) is None  # one retry per OOM


def test_oom_retry_under_autolog_goes_on_at_the_size_that_fits(tmp_path):
    from tb_trainhealth.capture.entry import autolog as autolog_lib

    rng = np.random.default_rng(0)
    x, y = memory_runs.discriminator_data(rng, memory_runs.OOM_BATCH)
    model = memory_runs._compiled(keras, seed=5)
    autolog_lib.autolog(logdir=str(tmp_path / "run"), options={"memory": {"oom_retry": True, "max_bytes": BUDGET}})
    try:
        # The user's fit, unchanged: at a batch size that cannot fit, it
        # returns (no exception) after training at the one that does.
        history = model.fit(x, y, batch_size=memory_runs.OOM_BATCH, epochs=1, steps_per_epoch=4, verbose=0)
    finally:
        autolog_lib.disable()
    assert len(history.history["loss"]) == 1
    # autolog names a process's later models' runs run-2, run-3, ...: the one run here.
    (data,) = read_runs(tmp_path).values()
    search = data.events_of("batch_size_search")[-1].payload
    assert search["reason"] == "oom_retry" and 64 <= search["batch_size"] < memory_runs.OOM_BATCH


# The messages: CPU, GPU (BFC) and XLA texts; a full disk is not an OOM.


GPU_TEXT = (
    "Graph execution error:\n\nDetected at node 'model/conv_big/Conv2D' defined at (most recent call last):\n"
    "OOM when allocating tensor with shape[256,512,64,64] and type half on "
    "/job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc\n"
    "\t [[{{node model/conv_big/Conv2D}}]]\nHint: If you want to see a list of allocated tensors when OOM happens"
)
XLA_TEXT = ("RESOURCE_EXHAUSTED: Out of memory while trying to allocate 17179869184 bytes.\n"
            "\t [[{{node StatefulPartitionedCall}}]]")


def test_messages_parse_into_the_allocation():
    gpu = memory_probe.parse_allocation(GPU_TEXT)
    assert gpu == {"shape": [256, 512, 64, 64], "dtype": "float16", "device": "GPU:0",
                   "allocator": "GPU_0_bfc", "bytes": 256 * 512 * 64 * 64 * 2}
    assert memory_probe.op_node(GPU_TEXT) == "model/conv_big/Conv2D"
    xla = memory_probe.parse_allocation(XLA_TEXT)
    assert xla["bytes"] == 17179869184 and xla["shape"] is None
    oom = tf.errors.ResourceExhaustedError(None, None, XLA_TEXT)
    assert device_memory.is_oom(oom) and not device_memory.is_disk_full(oom)


def _dump_fit(logdir, dump_path):
    """The demo's model that dumps its activations to a file every step."""
    x, y = memory_runs.discriminator_data(np.random.default_rng(0), 64)
    memory_runs.dump_model(keras, dump_path).fit(
        x, y, batch_size=16, epochs=1, verbose=0, callbacks=[tb_trainhealth.TrainHealth(logdir)])


def test_a_full_disk_is_not_an_oom(tmp_path):
    """RESOURCE_EXHAUSTED from a full disk: disk_full at the crash, never oom
    (a smaller batch would not help); its twin, writing where there is
    room, trains with no finding of the area."""
    with pytest.raises(tf.errors.ResourceExhaustedError, match="No space left on device"):
        _dump_fit(tmp_path / "full", "/dev/full")
    _dump_fit(tmp_path / "room", str(tmp_path / "dump.pb"))
    diagnoses = diagnose_dir(tmp_path)
    kinds = {f.kind for f in diagnoses["full"].findings}
    assert "disk_full" in kinds and "oom" not in kinds
    disk = next(f for f in diagnoses["full"].findings if f.kind == "disk_full")
    assert disk.step == 1 and disk.evidence["path"] == "/dev/full"
    assert "/dev/full" in disk.fix.code
    assert memory_findings(diagnoses["room"]) == []


# Memory pressure: the peak within 10% of the limit.


def _small_fit(logdir, limit_bytes, epochs=2):
    x, y = classification_data(n=512)
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(3)])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=16, epochs=epochs, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir, options={"memory": {"limit_bytes": limit_bytes}})])


def test_memory_pressure_fires_near_the_limit_and_not_with_room(tmp_path):
    """A run capped (a shared machine: `limit_bytes`) just above what the
    process holds: memory_pressure with the peak and the share; its twin
    with room to spare: nothing."""
    resident = device_memory.resident_bytes()
    _small_fit(tmp_path / "tight", int(resident / 0.95))
    _small_fit(tmp_path / "roomy", 4 * resident)
    diagnoses = diagnose_dir(tmp_path)
    pressure = [f for f in diagnoses["tight"].findings if f.kind == "memory_pressure"]
    assert len(pressure) == 1 and pressure[0].severity == "warning"
    assert pressure[0].evidence["share"] >= 0.9
    assert pressure[0].evidence["limit_source"] == "limit_bytes option"
    assert memory_findings(diagnoses["roomy"]) == []
    # Sampled at the first step, every 25 steps or so (where the kept steps
    # are processed), and at the end of the fit (2 x 32 steps).
    steps = list(read_runs(tmp_path)["roomy"].series["memory_used"].steps)
    assert steps[0] == 1 and steps[-1] == 64 and all(25 <= b - a < 50 for a, b in zip(steps, steps[1:-1]))


# Memory growth: a leak across epochs, against a healthy run's warm-up.


class EmbeddingSnapshots(keras.callbacks.Callback):
    """Keeps the hidden layer's embedding of a fixed probe set, for a movie
    of training later: every batch (the leak, ~1 MiB a step) or every
    epoch (the fix)."""

    def __init__(self, probe, every_batch):
        super().__init__()
        self.probe, self.every_batch, self.kept = probe, every_batch, []

    def _keep(self):
        embed = keras.Model(self.model.inputs[0], self.model.get_layer("hidden").output)
        self.kept.append(np.asarray(embed(self.probe)))

    def on_train_batch_end(self, batch, logs=None):
        if self.every_batch:
            self._keep()

    def on_epoch_end(self, epoch, logs=None):
        if not self.every_batch:
            self._keep()


def _snapshot_fit(logdir, every_batch):
    x, y = classification_data(n=1600, features=16)
    probe = np.random.default_rng(3).normal(size=(4096, 16)).astype("float32")
    model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(64, activation="relu", name="hidden"),
                              keras.layers.Dense(3)])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    snapshots = EmbeddingSnapshots(probe, every_batch)
    model.fit(x, y, batch_size=32, epochs=4, verbose=0,
              callbacks=[snapshots, tb_trainhealth.TrainHealth(logdir)])
    snapshots.kept.clear()


def test_memory_growth_fires_on_a_leak_and_not_on_its_fix(tmp_path):
    """Both trained in a process of their own, as a user's script runs: in
    this one, the memory the tests before freed is reused first, and the
    resident memory does not show a leak until that is used up."""
    import subprocess

    tests = os.path.dirname(os.path.abspath(__file__))
    code = (f"import sys; sys.path[:0] = [{tests!r}]; import test_memory as t; "
            f"t._snapshot_fit({str(tmp_path / 'leak')!r}, True); t._snapshot_fit({str(tmp_path / 'fixed')!r}, False)")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=600, cwd=REPO)
    diagnoses = diagnose_dir(tmp_path)
    growth = [f for f in diagnoses["leak"].findings if f.kind == "memory_growth"]
    assert len(growth) == 1, [f.summary for f in diagnoses["leak"].findings]
    ev = growth[0].evidence
    assert ev["first_step"] > 50  # the first epoch, the warm-up, does not count
    assert 0.5 * MiB < ev["bytes_per_step"] < 4 * MiB  # 4096 x 64 float32 a step
    assert memory_findings(diagnoses["fixed"]) == []


# The demo's healthy runs.


def test_the_demo_runs_without_a_memory_bug_get_no_memory_finding(demo_logdir):
    diagnoses = diagnose_dir(demo_logdir)
    bugs = {"oom_batch": {"oom"}, "disk_full": {"disk_full"}}
    for run, diagnosis in diagnoses.items():
        if run in bugs:
            assert {f.kind for f in memory_findings(diagnosis)} == bugs[run]
        else:
            assert memory_findings(diagnosis) == [], (run, [f.summary for f in memory_findings(diagnosis)])


# The tab, in a real browser against a real TensorBoard.


def test_the_tab_shows_the_oom_its_allocation_and_the_search(oom_logdir, browser):
    from playwright.sync_api import expect
    from tb_server import get_json, start_tensorboard

    from conftest import wait_for

    routes = "/data/plugin/trainhealth/"
    with start_tensorboard(oom_logdir["logdir"], load_fast=False) as base:

        def loaded():
            status, body = get_json(f"{base}{routes}diagnosis?run=oom_batch")
            return body if status == 200 and any(f["kind"] == "oom" for f in body.get("findings", [])) else None

        diagnosis = wait_for(loaded, timeout=90)
        assert diagnosis, "TensorBoard did not load the oom_batch run"
        index = next(i for i, f in enumerate(diagnosis["findings"]) if f["kind"] == "oom")
        context = browser.new_context(viewport={"width": 1200, "height": 900})
        context.set_default_timeout(30000)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        try:
            page.goto(base + "/data/plugin_entry.html?name=trainhealth")
            page.locator("#run-select").select_option("oom_batch")
            expect(page.locator('[data-node-id="oom"]').first).to_have_attribute("data-state", "triggered")
            table = page.locator("#memory-oom-table")
            expect(table).to_contain_text("[131072, 131072, 48]")
            expect(table).to_contain_text("3.0 TiB")
            expect(table).to_contain_text("minibatch_l1")
            chosen = page.locator(f'#memory-search-card tr.chosen[data-batch-size="{oom_logdir["found"]}"]')
            expect(chosen).to_have_count(1)
            expect(page.locator('#memory-search-card tr.too_large[data-batch-size="131072"]')).to_have_count(1)
            page.locator(f'.finding-item[data-finding-index="{index}"]').click()
            expect(page.locator("#memory-oom-card")).to_have_class(re_focused())
            page.locator("#run-select").select_option("fitted_batch")
            expect(page.locator("#memory-oom-card")).to_be_hidden()
            expect(page.locator("#memory-chart-card svg path.mem-line")).to_have_count(1)
            expect(page.locator("#memory-chart-note")).to_contain_text("of the")
            expect(page.locator("#memory-model-table")).to_contain_text("Adam")
        finally:
            context.close()
        assert not errors, errors


def re_focused():
    import re

    return re.compile(r"\bfocused\b")
