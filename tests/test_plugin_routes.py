"""Backend routes through a MultiplexerDataProvider and werkzeug's client."""

import pytest

from plugin_client import PREFIX, get_json, make_client


@pytest.fixture(scope="module")
def client(demo_logdir):
    return make_client(demo_logdir)


def test_runs_lists_status_worst_first(client):
    status, body = get_json(client, "/runs")
    assert status == 200
    statuses = {r["run"]: r["status"] for r in body["runs"]}
    assert statuses["nan_loss"] == "critical" and statuses["healthy"] == "healthy"
    assert statuses["exploding"] == "critical" and statuses["vanishing"] == "warning"
    assert statuses["shape_error"] == "critical" and statuses["label_mismatch"] == "critical"
    rank = {"critical": 0, "warning": 1, "healthy": 2}
    order = [(rank[r["status"]], r["run"]) for r in body["runs"]]
    assert order == sorted(order)
    counts = {r["run"]: r["counts"] for r in body["runs"]}
    assert counts["healthy"] == {"critical": 0, "warning": 0, "info": 0}
    # The counts are the diagnosis's own: the NaN and the exploding,
    # diverging loss that the too-high learning rate causes.
    _, nan = get_json(client, "/diagnosis?run=nan_loss")
    assert counts["nan_loss"]["critical"] == sum(f["severity"] == "critical" for f in nan["findings"]) >= 1


def test_diagnosis_of_the_nan_run(client):
    status, body = get_json(client, "/diagnosis?run=nan_loss")
    assert status == 200 and body["status"] == "critical"
    (finding,) = [f for f in body["findings"] if f["kind"] == "nonfinite_loss"]
    assert finding["node"] == "nonfinite"
    nodes = {n["id"]: n for n in body["flowchart"]["nodes"]}
    assert nodes["nonfinite"]["state"] == "triggered"
    assert nodes["shape"]["state"] == "clear"  # its shape table was logged, nothing wrong
    assert "loss" in body["series"] and body["series"] == sorted(body["series"])
    # Each area's view summary sits under `areas`, nothing at the top level.
    assert "gradients" not in body and "nonfinite" not in body
    # The timeline starts at the step the loss went Inf (after the op the
    # replay found making it, cause first).
    timeline = body["areas"]["nonfinite"]["timeline"]
    assert "nonfinite_loss" in {e["kind"] for e in timeline if e["step"] == timeline[0]["step"] == finding["step"]}
    from tb_trainhealth import areas as areas_lib

    assert set(body["areas"]) <= {a.name for a in areas_lib.all_areas() if a.view}


def test_shapes_summary_is_the_latest_shape_table(client):
    _, body = get_json(client, "/diagnosis?run=shape_error")
    _, events = get_json(client, "/events?run=shape_error&kind=shape_table")
    latest = events["events"][-1]
    assert body["areas"]["shapes"] == {
        "table": latest["payload"], "step": latest["step"], "tables": len(events["events"]), "loss_checks": [],
    }
    failed = [r for r in latest["payload"]["rows"] if r["status"] == "failed"]
    assert failed and failed[0]["name"] == body["findings"][0]["layer"]


def test_nonfinite_summary_names_the_first_bad_layer(client):
    _, body = get_json(client, "/diagnosis?run=log_relu_nan")
    nonfinite = body["areas"]["nonfinite"]
    bad = nonfinite["bad_step"]
    assert bad["first_bad_layer"] == nonfinite["timeline"][0]["layer"]
    assert bad["step"] == nonfinite["timeline"][0]["step"]
    assert nonfinite["stats"] == ["activation_max_abs"]
    # Its matrix comes from the generic route, on its area's log scale.
    status, matrix = get_json(client, "/matrix?run=log_relu_nan&stat=activation_max_abs")
    assert status == 200 and matrix["log_scale"] is True
    assert bad["first_bad_layer"] in matrix["layers"]


def test_gradient_summary_matrix_and_histograms(client):
    _, body = get_json(client, "/diagnosis?run=exploding")
    grads = body["areas"]["gradients"]
    assert grads["stats"][0] == "grad_norm" and "grad_nonfinite" not in grads["stats"]
    assert grads["histogram_layers"] and set(grads["histogram_layers"]) <= set(grads["layers"])

    status, full = get_json(client, "/matrix?run=exploding&stat=grad_norm")
    assert status == 200 and full["layers"] == grads["layers"] and full["log_scale"] is True
    assert len(full["values"]) == len(grads["layers"])
    status, small = get_json(client, "/matrix?run=exploding&stat=grad_norm&max_columns=3")
    assert status == 200 and len(small["steps"]) == 3
    # The columns still cover every step, from the first to the last.
    assert small["steps"][0][0] == full["steps"][0][0] and small["steps"][-1][1] == full["steps"][-1][1]
    assert get_json(client, "/matrix?run=exploding&stat=grad_zero_fraction")[1]["log_scale"] is False

    layer = grads["histogram_layers"][0]
    status, hists = get_json(client, f"/gradients/histograms?run=exploding&layer={layer}")
    assert status == 200 and hists["layer"] == layer and hists["histograms"]
    steps = [h["step"] for h in hists["histograms"]]
    assert steps == sorted(steps)
    assert all(len(bucket) == 3 for h in hists["histograms"] for bucket in h["buckets"])


def test_series_marks_nonfinite_values(client):
    _, diagnosis = get_json(client, "/diagnosis?run=nan_loss")
    (loss_finding,) = [f for f in diagnosis["findings"] if f["kind"] == "nonfinite_loss"]
    step = loss_finding["step"]
    status, body = get_json(client, "/series?run=nan_loss&name=loss")
    assert status == 200
    assert body["steps"][-1] == step and body["values"][-1] is None
    assert body["nonfinite"] == [{"step": step, "value": loss_finding["evidence"]["value"]}]
    assert all(isinstance(v, float) for v in body["values"][:-1])


def test_events_route_returns_every_event_of_a_kind(client):
    status, body = get_json(client, "/events?run=nan_loss&kind=nonfinite_loss")
    assert status == 200
    (event,) = body["events"]
    assert event["payload"]["kind"] == "nonfinite_loss" and event["step"] == event["payload"]["step"]
    assert get_json(client, "/events?run=nan_loss&kind=no_such_kind")[1]["events"] == []


@pytest.mark.parametrize(
    "path, code, message",
    [
        ("/diagnosis", 400, "missing query parameter 'run'"),
        ("/diagnosis?run=", 400, "missing query parameter 'run'"),
        ("/diagnosis?run=no_such_run", 404, "no trainhealth data for run 'no_such_run'"),
        ("/series?run=nan_loss", 400, "missing query parameter 'name'"),
        ("/series?run=nan_loss&name=gradnorm", 404, "has no series 'gradnorm'"),
        ("/series?run=nope&name=loss", 404, "no trainhealth data for run 'nope'"),
        ("/events?run=nan_loss", 400, "missing query parameter 'kind'"),
        ("/events?run=nope&kind=x", 404, "no trainhealth data for run 'nope'"),
        ("/matrix?run=exploding", 400, "missing query parameter 'stat'"),
        ("/matrix?run=exploding&stat=grad_norm&max_columns=0", 400, "max_columns must be an integer from 1 to 5000"),
        ("/matrix?run=exploding&stat=grad_norm&max_columns=ten", 400, "not 'ten'"),
        ("/matrix?run=exploding&stat=gradnorm", 404, "has no statistic 'gradnorm' (it has: "),
        ("/matrix?run=healthy_no_such&stat=grad_norm", 404, "no trainhealth data for run 'healthy_no_such'"),
        ("/gradients/histograms?run=exploding", 400, "missing query parameter 'layer'"),
        ("/gradients/histograms?run=exploding&layer=nope", 404, "no gradient histograms for layer 'nope'"),
        ("/gradients/histograms?layer=dense", 400, "missing query parameter 'run'"),
    ],
)
def test_bad_queries_get_a_clear_error(client, path, code, message):
    status, body = get_json(client, path)
    assert status == code
    assert message in body["error"]


def test_old_routes_are_gone(client):
    assert client.get(PREFIX + "/gradients?run=exploding&stat=grad_norm").status_code == 404
    assert client.get(PREFIX + "/histograms?run=exploding&layer=dense").status_code == 404


def test_static_files_and_no_path_traversal(client):
    response = client.get(PREFIX + "/index.js")
    assert response.status_code == 200
    assert response.mimetype == "text/javascript"
    assert b"export" in response.get_data()
    for path in ("/static/../plugin/plugin.py", "/static/%2e%2e/plugin/plugin.py",
                 "/static/..%2fplugin%2fplugin.py", "/static//etc/passwd", "/static/"):
        assert client.get(PREFIX + path).status_code == 404, path


def test_empty_logdir_has_no_runs(empty_logdir):
    status, body = get_json(make_client(empty_logdir), "/runs")
    assert (status, body) == (200, {"runs": []})


@pytest.mark.parametrize("route", ["/runs", "/diagnosis?run=exploding", "/matrix?run=exploding&stat=grad_norm",
                                   "/series?run=nan_loss&name=loss"])
def test_a_browser_gets_the_same_body_gzipped(client, route):
    import gzip
    import json

    plain = client.get(PREFIX + route)
    zipped = client.get(PREFIX + route, headers={"Accept-Encoding": "gzip, deflate, br"})
    assert plain.status_code == zipped.status_code == 200
    assert "Content-Encoding" not in plain.headers and zipped.headers["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(zipped.get_data())) == json.loads(plain.get_data())
    again = client.get(PREFIX + route, headers={"Accept-Encoding": "gzip"})  # compressed once, served as is
    assert again.get_data() == zipped.get_data()
