"""Many layers (issue #29, item 5): a 24-block decoder-only transformer
(390 variables in 196 layers) trained for a few steps under TrainHealth
with every area on records every area's data for every layer, as a user
sees it: `tb-trainhealth diagnose --json` and the tab's routes. The run is
conftest's `transformer24_logdir`; the tab's heatmap of it is
tests/test_browser_many_layers.py's, its speed at 100,000 steps
bench/scale.py's (`--logdirs transformer`)."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest

from conftest import REPO
from plugin_client import get_json, serve
from tb_trainhealth import areas as areas_lib
from tb_trainhealth.logdir import open_logdir
from tb_trainhealth.summary import reader

RUN = "transformer24"


def layer_of(path):
    """The layer a variable's path names, as the heatmaps name it
    ("block_0_attention/query/kernel" -> "block_0_attention/query")."""
    return path.rsplit("/", 1)[0]


@pytest.fixture(scope="module")
def run(transformer24_logdir):
    """(logdir, model, the run's data as the reader reads it, a plugin client)."""
    logdir, model = transformer24_logdir
    provider, ctx, eid, warnings = open_logdir(str(logdir))
    assert not warnings
    client, _, _ = serve(logdir)
    return logdir, model, reader.read_run(provider, ctx, eid, RUN), client


def test_the_model_is_the_many_layer_one(run):
    _, model, _, _ = run
    assert len(model["variables"]) >= 300
    assert len(model["attention"]) == 24


def test_diagnose_json_reads_the_whole_run_healthy(run):
    logdir, _, _, _ = run
    cli = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")
    done = subprocess.run([cli, "diagnose", str(logdir), "--json"],
                          capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stderr
    (result,) = json.loads(done.stdout)["runs"]
    assert result["run"] == RUN and result["warnings"] == []
    assert result["status"] == "healthy", result["findings"]


def test_every_area_recorded_data(run):
    """Each registered area has something of its own in the run: a series,
    a matrix, an event or histograms it declares."""
    _, _, data, _ = run
    kinds = {e.kind for e in data.events}
    for area in areas_lib.all_areas():
        held = (set(area.series) & set(data.series)) | (set(area.matrices) & set(data.matrices)) \
            | (set(area.events) & kinds) | (set(area.histograms) & set(data.histograms))
        assert held, f"area {area.name} recorded nothing"


def test_gradients_cover_every_variable_every_step(run):
    _, model, data, client = run
    layers = list(dict.fromkeys(layer_of(v) for v in model["variables"]))
    assert len(layers) == 196
    steps = model["steps"]
    status, body = get_json(client, f"/diagnosis?run={RUN}")
    assert status == 200
    summary = body["areas"]["gradients"]
    assert summary["layers"] == layers
    assert summary["histogram_layers"] == layers
    for stat in areas_lib.area("gradients").matrices:
        matrix = data.matrices[stat]
        assert matrix.columns == layers, stat
        covered = set()
        for first, last in zip(matrix.first_steps, matrix.last_steps):
            covered |= set(range(int(first), int(last) + 1))
        # The update ratio is taken where it is due (every other step here).
        assert covered == set(range(1, steps + 1)) or stat == "update_ratio", (stat, covered)
    norms = data.matrices["grad_norm"].values
    assert np.isfinite(norms).all() and (norms > 0).all()
    # Each layer's histograms, as the tab asks for them.
    for layer in (layers[0], layers[len(layers) // 2], layers[-1]):
        status, hists = get_json(client, f"/gradients/histograms?run={RUN}&layer={layer}")
        assert status == 200 and len(hists["histograms"]) >= 2, layer


def test_matrix_route_serves_every_layer(run):
    _, model, _, client = run
    status, body = get_json(client, f"/matrix?run={RUN}&stat=grad_norm&max_columns=780")
    assert status == 200
    assert len(body["layers"]) == 196 and len(body["values"]) == 196
    assert all(len(row) == len(body["steps"]) for row in body["values"])


def test_activations_shapes_and_convergence_name_every_layer(run):
    _, model, data, client = run
    status, body = get_json(client, f"/diagnosis?run={RUN}")
    # Every layer's activations (the nonfinite area's sentinel), a
    # MultiHeadAttention's four sublayers in each block too.
    columns = data.matrices["activation_max_abs"].columns
    assert set(model["layers"]) <= set(columns)
    assert columns.count("query") == 24
    assert np.isfinite(data.matrices["activation_max_abs"].values).all()
    # The shape table: the model, each layer, each attention's sublayers.
    rows = body["areas"]["shapes"]["table"]["rows"]
    paths = {r["path"] for r in rows}
    assert {f"decoder/{name}" for name in model["layers"]} <= paths
    assert len(rows) == 1 + len(model["layers"]) + 4 * 24
    assert all(r["status"] == "ok" for r in rows)
    # Convergence: the learning rate's update ratio per layer, the head.
    convergence = body["areas"]["convergence"]
    assert convergence["ratios"]["layers"] == body["areas"]["gradients"]["layers"]
    assert convergence["head"]["head"] == "logits"
    assert [e["epoch"] for e in convergence["epochs"]] == [0, 1]


def test_attention_memory_and_input_timing(run):
    _, model, data, client = run
    status, body = get_json(client, f"/diagnosis?run={RUN}")
    attention = body["areas"]["attention"]["layers"]
    assert [a["layer"] for a in attention] == model["attention"]
    for stat in areas_lib.area("attention").matrices:
        if stat in data.matrices:
            assert data.matrices[stat].columns == model["attention"], stat
    assert len(data.series["loss"].steps) == model["steps"]
    assert len(data.series["memory_used"].steps) >= 2
    assert body["areas"]["input_pipeline"]["timing"]["steps"] >= model["steps"] - 2
