"""The backend reads and diagnoses a run once per change of its data (the
tab polls `runs` every 30 s), and serves every route without TensorFlow."""

import collections
import json
import os
import shutil
import struct
import subprocess
import sys
import threading

from tensorboard.compat.proto import event_pb2

from conftest import REPO, wait_for
from plugin_client import get_json, serve
from tb_trainhealth.summary import metadata


# The fixture `reads` (a spy on the reader) is conftest.py's.


def split_before_event(run_dir, kind):
    """(file name, head, tail) of the run's event file, cut at the record
    that writes its first `kind` event: head is the run as it was while
    training, before that event."""
    (name,) = [f for f in os.listdir(run_dir) if "tfevents" in f]
    with open(os.path.join(run_dir, name), "rb") as f:
        data = f.read()
    prefix = metadata.event_tag(kind, 0).rsplit("/", 1)[0] + "/"
    offset = 0
    while offset < len(data):  # TFRecord: length, its crc, data, its crc
        (length,) = struct.unpack("<Q", data[offset:offset + 8])
        event = event_pb2.Event.FromString(data[offset + 12:offset + 12 + length])
        if any(v.tag.startswith(prefix) for v in event.summary.value):
            return name, data[:offset], data[offset:]
        offset += 12 + length + 4
    raise AssertionError(f"no {kind} event in {run_dir}")


def test_a_run_is_read_again_only_when_its_data_changed(demo_logdir, tmp_path, reads):
    logdir = tmp_path / "logs"
    shutil.copytree(demo_logdir / "healthy", logdir / "healthy")
    # nan_loss still training: its event file up to the NaN.
    name, head, tail = split_before_event(demo_logdir / "nan_loss", "nonfinite_loss")
    (logdir / "nan_loss").mkdir()
    (logdir / "nan_loss" / name).write_bytes(head)
    client, _, multiplexer = serve(logdir)

    status, body = get_json(client, "/runs")
    assert status == 200 and {r["run"] for r in body["runs"]} == {"healthy", "nan_loss"}
    _, before = get_json(client, "/diagnosis?run=nan_loss")
    assert "nonfinite_loss" not in [f["kind"] for f in before["findings"]]
    assert reads == {"healthy": 1, "nan_loss": 1}

    # The tab polling, and a user clicking through both runs: no new reads.
    for run in ("healthy", "nan_loss"):
        assert get_json(client, "/runs")[0] == 200
        assert get_json(client, f"/diagnosis?run={run}")[0] == 200
        assert get_json(client, f"/series?run={run}&name=loss")[0] == 200
    assert get_json(client, "/matrix?run=healthy&stat=grad_norm")[0] == 200
    assert reads == {"healthy": 1, "nan_loss": 1}

    # Training goes on and hits the NaN; TensorBoard reloads. The plugin
    # sees it once its listing is renewed (run_cache.LISTING_TTL_S).
    with open(logdir / "nan_loss" / name, "ab") as f:
        f.write(tail)
    multiplexer.Reload()

    def nan_found():
        _, after = get_json(client, "/diagnosis?run=nan_loss")
        return [f for f in after["findings"] if f["kind"] == "nonfinite_loss"]

    (finding,) = wait_for(nan_found, timeout=30, interval=0.2)
    _, body = get_json(client, "/runs")
    assert {r["run"]: r["status"] for r in body["runs"]}["nan_loss"] == "critical"
    _, series = get_json(client, "/series?run=nan_loss&name=loss")
    assert series["nonfinite"][-1]["step"] == finding["step"] == series["steps"][-1]
    assert reads == {"healthy": 1, "nan_loss": 2}  # the unchanged run is not read again


def test_concurrent_requests_read_a_run_once(demo_logdir, reads):
    client, _, _ = serve(demo_logdir)
    threads = 8
    start = threading.Barrier(threads)
    statuses = []

    def ask():
        start.wait()
        statuses.append(get_json(client, "/diagnosis?run=nan_loss")[0])

    workers = [threading.Thread(target=ask) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert statuses == [200] * threads
    assert reads["nan_loss"] == 1


# Serves every route through the real TensorBoard app with TensorFlow not
# importable, as under a TensorBoard installed without it; prints what each
# request answered.
NO_TENSORFLOW = r"""
import json, sys
sys.modules["tensorflow"] = None  # `import tensorflow` now raises ImportError

from plugin_client import PREFIX, serve
from tb_trainhealth import areas

client, plugin, _ = serve(sys.argv[1])
answers = []

def get(route, query="", path=None):
    response = client.get(PREFIX + (path or route) + query)
    body = response.get_data()
    is_json = response.mimetype == "application/json"
    answers.append([route, query, response.status_code, response.mimetype,
                    is_json and isinstance(json.loads(body), dict)])
    return json.loads(body) if is_json else None

get("/index.js")
get("/static/*", path="/static/index.js")
for run in [r["run"] for r in get("/runs")["runs"]]:
    diagnosis = get("/diagnosis", f"?run={run}")
    for name in diagnosis["series"]:
        get("/series", f"?run={run}&name={name}")
    for area in areas.all_areas():
        for kind in area.events:
            get("/events", f"?run={run}&kind={kind}")
        for stat in area.matrices:
            get("/matrix", f"?run={run}&stat={stat}")
    for layer in diagnosis["areas"].get("gradients", {}).get("histogram_layers", []):
        get("/gradients/histograms", f"?run={run}&layer={layer}")

tensorflow = sorted(m for m in sys.modules if m.split(".")[0] == "tensorflow" and sys.modules[m] is not None)
print(json.dumps({"routes": sorted(plugin.get_plugin_apps()), "answers": answers, "tensorflow": tensorflow}))
"""


def test_every_route_is_served_without_tensorflow(demo_logdir):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([os.path.join(REPO, "tests"), REPO]))
    done = subprocess.run(
        [sys.executable, "-c", NO_TENSORFLOW, str(demo_logdir)],
        capture_output=True, text=True, cwd=REPO, env=env, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["tensorflow"] == []
    answered = collections.defaultdict(set)
    for route, query, status, mimetype, is_json_object in result["answers"]:
        answered[route].add(status)
        if route in ("/index.js", "/static/*"):
            assert (status, mimetype) == (200, "text/javascript"), route
        else:
            # A matrix or event kind the run lacks is a 404, with JSON too.
            assert status in (200, 404) and is_json_object, (route, query, status)
    # Every route the plugin serves was asked, and answered 200 at least once.
    assert sorted(answered) == result["routes"]
    assert all(200 in statuses for statuses in answered.values()), dict(answered)
