"""A real `tensorboard` process, both loaders: the tab is listed and serves
the diagnosis through TensorBoard's own data provider."""

import shutil
from unittest import mock

import pytest

from conftest import wait_for
from tb_server import get, get_json, start_tensorboard

LOADERS = pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast", "python_loader"])
PREFIX = "/data/plugin/trainhealth/"


@LOADERS
def test_tab_active_and_nan_finding_served(demo_logdir, tmp_path, load_fast):
    logdir = tmp_path / "logs"
    shutil.copytree(demo_logdir, logdir)
    # A garbled event file beside the good ones must not break anything.
    (logdir / "healthy" / "events.out.tfevents.0.garbled").write_bytes(b"\x17" * 999)
    with start_tensorboard(logdir, load_fast) as base:
        expected = len([d for d in logdir.iterdir() if d.is_dir()])
        runs = wait_for(lambda: len(get_json(base + PREFIX + "runs")[1]["runs"]) == expected and
                        get_json(base + PREFIX + "runs")[1]["runs"])
        statuses = {r["run"]: r["status"] for r in runs}
        assert statuses["nan_loss"] == "critical" and statuses["healthy"] == "healthy"

        _, listing = get_json(base + "/data/plugins_listing")
        entry = listing["trainhealth"]
        assert entry["enabled"] is True and entry["tab_name"] == "Training Health"
        assert entry["loading_mechanism"] == {"type": "IFRAME", "module_path": "/data/plugin/trainhealth/index.js"}

        status, body = get_json(base + PREFIX + "diagnosis?run=nan_loss")
        assert status == 200
        (finding,) = [f for f in body["findings"] if f["kind"] == "nonfinite_loss"]
        assert finding["severity"] == "critical"
        nodes = {n["id"]: n["state"] for n in body["flowchart"]["nodes"]}
        # Memory was sampled and is fine.
        assert nodes["nonfinite"] == "triggered" and nodes["oom"] == "clear"

        # TensorBoard's own Scalars and Time Series show the runs too: each
        # step's loss and the epoch's metrics, as Keras's callback names them.
        tags = wait_for(lambda: (get_json(base + "/data/plugin/scalars/tags")[1] or {}).get("healthy"))
        assert {"step_loss", "epoch_loss"} <= set(tags), tags
        status, points = get_json(base + "/data/plugin/scalars/scalars?run=healthy&tag=epoch_loss")
        assert status == 200 and len(points) >= 2 and points[-1][2] < points[0][2]  # [wall_time, step, value]

        # The event survives sampling: the series' last point is that step.
        _, series = get_json(base + PREFIX + f"series?run=nan_loss&name=loss")
        assert series["nonfinite"][0]["step"] == finding["step"]

        # Each area's view summary comes under `areas`.
        assert body["areas"]["nonfinite"]["timeline"][0]["step"] == finding["step"]

        assert get_json(base + PREFIX + "diagnosis?run=ghost")[0] == 404
        assert get_json(base + PREFIX + "series?run=nan_loss")[0] == 400
        status, js, headers = get(base + PREFIX + "index.js")
        assert status == 200 and headers["Content-Type"].startswith("text/javascript")
        status, entry_html, headers = get(base + "/data/plugin_entry.html?name=trainhealth")
        assert status == 200 and b'import("./index.js")' in entry_html


@LOADERS
def test_tab_inactive_without_our_data(empty_logdir, load_fast):
    with start_tensorboard(empty_logdir, load_fast) as base:
        _, listing = get_json(base + "/data/plugins_listing")
        assert listing["trainhealth"]["enabled"] is False
        assert get_json(base + PREFIX + "runs") == (200, {"runs": []})


@pytest.fixture(scope="module")
def long_nan_logdir(tmp_path_factory):
    """150 steps, one series block per step (so both loaders sample the
    series: 10 tensors per tag kept by the Python loader, 100 by Rust's), and
    one NaN event at step 3, which must survive that sampling."""
    import keras

    import tb_trainhealth
    from helpers import classification_data, compile_classifier, sequential_model, with_nan_at

    from tb_trainhealth.capture.readers import overview
    from tb_trainhealth.capture.probes.gradients import GradientProbe

    logdir = tmp_path_factory.mktemp("long") / "logs"
    x, y = classification_data(n=150 * 4)
    model = compile_classifier(keras, sequential_model(keras))
    callback = tb_trainhealth.TrainHealth(logdir / "long", stop_on_nonfinite=False, block_steps=1)
    # The gradient overview rewritten every step: 150 samples of one tag.
    probes = callback.engine.probes
    for i, probe in enumerate(probes):
        if isinstance(probe, GradientProbe):
            probes[i] = GradientProbe(overview_every=1)
            probes[i].area = probe.area
    # ... at once, not at most every overview.WRITE_SECONDS.
    with mock.patch.object(overview, "WRITE_SECONDS", 0.0):
        model.fit(with_nan_at(x, 2 * 4), y, batch_size=4, epochs=1, shuffle=False, verbose=0,
                  callbacks=[callback])
    return logdir


@LOADERS
def test_events_survive_default_sampling(long_nan_logdir, load_fast):
    with start_tensorboard(long_nan_logdir, load_fast) as base:
        body = wait_for(lambda: get_json(base + PREFIX + "diagnosis?run=long")[1].get("findings"))
        loss = [(f["kind"], f["step"]) for f in body if f["kind"] == "nonfinite_loss"]
        assert loss == [("nonfinite_loss", 3)]
        _, series = get_json(base + PREFIX + "series?run=long&name=loss")
        assert len(series["steps"]) < 150  # the series was sampled; the event was not
        # The overview matrix was sampled too, but its latest sample has it all.
        _, heatmap = get_json(base + PREFIX + "matrix?run=long&stat=grad_norm")
        assert heatmap["steps"] == [[s, s] for s in range(1, 151)]
