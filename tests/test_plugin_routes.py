"""Backend routes through a MultiplexerDataProvider and werkzeug's client."""

import json

import pytest
from tensorboard.backend import application
from tensorboard.backend.event_processing import data_provider as tb_data_provider
from tensorboard.backend.event_processing import plugin_event_multiplexer
from tensorboard.plugins import base_plugin
from werkzeug import test as werkzeug_test
from werkzeug import wrappers

from tb_trainhealth.plugin.loader import TrainHealthLoader

PREFIX = "/data/plugin/trainhealth"


def make_client(logdir):
    multiplexer = plugin_event_multiplexer.EventMultiplexer()
    multiplexer.AddRunsFromDirectory(str(logdir))
    multiplexer.Reload()
    provider = tb_data_provider.MultiplexerDataProvider(multiplexer, str(logdir))
    context = base_plugin.TBContext(data_provider=provider, logdir=str(logdir))
    plugin = TrainHealthLoader().load(context)
    app = application.TensorBoardWSGI([plugin], data_provider=provider)
    return werkzeug_test.Client(app, wrappers.Response)


@pytest.fixture(scope="module")
def client(demo_logdir):
    return make_client(demo_logdir)


def get_json(client, path):
    response = client.get(PREFIX + path)
    return response.status_code, json.loads(response.get_data())


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
    assert counts["nan_loss"]["critical"] == 1


def test_diagnosis_of_the_nan_run(client):
    status, body = get_json(client, "/diagnosis?run=nan_loss")
    assert status == 200 and body["status"] == "critical"
    (finding,) = [f for f in body["findings"] if f["kind"] == "nonfinite_loss"]
    assert finding["node"] == "nonfinite"
    nodes = {n["id"]: n for n in body["flowchart"]["nodes"]}
    assert nodes["nonfinite"]["state"] == "triggered"
    assert nodes["shape"]["state"] == "clear"  # its shape table was logged, nothing wrong
    assert body["series"] == ["loss"]


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
    ],
)
def test_bad_queries_get_a_clear_error(client, path, code, message):
    status, body = get_json(client, path)
    assert status == code
    assert message in body["error"]


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
