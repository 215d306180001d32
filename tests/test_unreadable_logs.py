"""Logs that cannot be read are never silent (tb_trainhealth/event_files.py).

One run written by real training with TrainHealth, then copied and
damaged as the world damages logs:

- cut_short: its events file cut in the middle of a record (a process
  killed mid-write, a full disk, a copy cut short) and left untouched
  since: a warning naming the file and the last step read from it.
- being_written: the same cut in a file modified just now (a writer may
  be finishing that record): no warning.
- garbled, emptied, text: its file replaced by random bytes, cut to zero
  bytes, or a text file named *tfevents*: TensorBoard's loaders drop such
  a run; it is listed, status "unreadable", with the reason.
- stray: the run with a garbage file beside its good one: shown, with a
  warning naming the garbage file.

Checked in `tb-trainhealth diagnose` (text and --json) and the tab's
routes under a real TensorBoard with both loaders.
"""

import json
import os
import re
import shutil
import struct
import subprocess
import sys
import time
import urllib.parse

import pytest
from tensorboard.compat.proto import event_pb2
from tensorboard.compat.tensorflow_stub import errors as tb_errors
from tensorboard.compat.tensorflow_stub import pywrap_tensorflow

import plugin_client
from conftest import wait_for
from tb_server import get_json, start_tensorboard
from cli_process import cli

from tb_trainhealth import event_files

TRAIN = """\
import sys
import numpy as np
import keras
import tb_trainhealth

x = np.random.default_rng(0).normal(size=(320, 5)).astype("float32")
y = (x[:, 0] > 0).astype("float32")[:, None]
model = keras.Sequential([keras.Input((5,)), keras.layers.Dense(12, activation="tanh"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.RMSprop(1e-3), loss="mse")
model.fit(x, y, batch_size=32, epochs=3, shuffle=False, verbose=0,
          callbacks=[tb_trainhealth.TrainHealth(sys.argv[1])])
"""

UNREADABLE = ("garbled", "emptied", "text")
LONG_AGO = 600  # seconds: longer than any writer leaves a record half written (event_files.LIVE_S)


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    """{"logdir": path, "name": the events file's name, "last_step": the step
    TensorBoard's own reader reads last in the file cut short}."""
    root = tmp_path_factory.mktemp("unreadable")
    script = root / "train.py"
    script.write_text(TRAIN)
    logdir = root / "logs"
    trained = subprocess.run([sys.executable, str(script), str(logdir / "healthy")], capture_output=True,
                             text=True, timeout=300, env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2"))
    assert trained.returncode == 0, trained.stderr[-2000:]
    (name,) = os.listdir(logdir / "healthy")
    data = (logdir / "healthy" / name).read_bytes()
    records = _records(data)
    # Cut in the middle of the data of the first record of the last step
    # logged: that step and all after it are lost.
    final_step = records[-1][2]
    start, length, _ = next(r for r in records if r[2] == final_step)
    cut = start + 12 + length // 2
    for run in ("cut_short", "being_written", *UNREADABLE, "stray"):
        shutil.copytree(logdir / "healthy", logdir / run)
    (logdir / "cut_short" / name).write_bytes(data[:cut])
    (logdir / "being_written" / name).write_bytes(data[:cut])
    (logdir / "garbled" / name).write_bytes(os.urandom(len(data)))
    (logdir / "emptied" / name).write_bytes(b"")
    (logdir / "text" / name).write_text("step,loss\n1,0.9\n2,0.8\n")
    (logdir / "stray" / "events.out.tfevents.9999999999.stray").write_bytes(os.urandom(2000))
    # Left untouched since: nobody writes them any more.
    for run in ("cut_short", "emptied"):
        _modified_ago(logdir / run / name, LONG_AGO)
    os.unlink(script)
    assert _steps_read(logdir / "healthy" / name)[-1] == final_step
    last_step = _steps_read(logdir / "cut_short" / name)[-1]
    assert last_step < final_step  # something was lost
    return {"logdir": logdir, "name": name, "last_step": last_step}


def _records(data):
    """[(offset, data length, step)] of an events file's records."""
    found, offset = [], 0
    while offset < len(data):
        (length,) = struct.unpack("<Q", data[offset:offset + 8])
        step = event_pb2.Event.FromString(data[offset + 12:offset + 12 + length]).step
        found.append((offset, length, step))
        offset += 12 + length + 4
    return found


def _steps_read(path):
    """The steps of the events TensorBoard's own record reader reads."""
    reader = pywrap_tensorflow.PyRecordReader_New(str(path).encode(), 0, b"")
    steps = []
    while True:
        try:
            reader.GetNext()
        except (tb_errors.OutOfRangeError, tb_errors.DataLossError):
            return steps
        steps.append(event_pb2.Event.FromString(reader.record()).step)


def _modified_ago(path, seconds):
    then = time.time() - seconds
    os.utime(path, (then, then))


def _being_written(logdir):
    # A writer at work touches its file; and the module may have run for
    # longer than event_files.LIVE_S since the file was cut.
    os.utime(logdir["logdir"] / "being_written" / logdir["name"])


def _cut_short_line(logdir, label):
    return (f"events file {label} ends in a cut-short record: read up to step {logdir['last_step']}; "
            "what came after is lost")


@pytest.fixture(scope="module")
def diagnosed(logdir):
    _being_written(logdir)
    result = cli("diagnose", logdir["logdir"], "--json")
    return result, {r["run"]: r for r in json.loads(result.stdout)["runs"]}


def test_diagnose_names_the_file_cut_short_and_the_last_step_read(logdir, diagnosed):
    result, runs = diagnosed
    assert "Traceback" not in result.stderr
    name = logdir["name"]
    # In the run's JSON, named from the logdir on; on stderr, in full.
    assert _cut_short_line(logdir, f"cut_short/{name}") in runs["cut_short"]["warnings"]
    assert f"warning: {_cut_short_line(logdir, logdir['logdir'] / 'cut_short' / name)}" in result.stderr
    # What was read before the cut is diagnosed as ever.
    assert runs["cut_short"]["status"] in ("healthy", "warning", "critical")
    # A file written a moment ago may be a write under way: not alarmed.
    assert runs["being_written"]["warnings"] == [] and "being_written" not in result.stderr
    assert runs["healthy"]["warnings"] == []


def test_diagnose_lists_the_runs_that_cannot_be_read_with_the_reason(logdir, diagnosed):
    result, runs = diagnosed
    assert result.returncode == 1  # a run that cannot be read fails a CI job
    name = logdir["name"]
    why = {
        "garbled": "is not an events file (its first bytes are not a record's header)",
        "emptied": "is not an events file (it is empty)",
        "text": "is not an events file (its first bytes are not a record's header)",
    }
    for run in UNREADABLE:
        assert runs[run] == {
            "run": run, "status": "unreadable", "findings": [], "warnings": [],
            "reason": f"cannot be read: {run}/{name} {why[run]}",
        }
        assert f"warning: run {run!r} cannot be read: {logdir['logdir'] / run / name} {why[run]}" in result.stderr
    # A garbage file beside a good one: the run shown, the file named.
    assert runs["stray"]["status"] == runs["healthy"]["status"]
    assert runs["stray"]["warnings"] == [
        "skipped events file stray/events.out.tfevents.9999999999.stray: it is not an events file "
        "(its first bytes are not a record's header)"
    ]


def test_diagnose_text_says_it_too(logdir):
    result = cli("diagnose", logdir["logdir"])
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert f"run garbled: UNREADABLE\n  cannot be read: garbled/{logdir['name']} is not an events file" in result.stdout
    assert _cut_short_line(logdir, logdir["logdir"] / "cut_short" / logdir["name"]) in result.stderr


def test_a_logdir_of_runs_that_cannot_be_read_exits_2(logdir):
    result = cli("diagnose", logdir["logdir"] / "garbled", "--json")
    assert result.returncode == 2  # no readable Training Health data
    (run,) = json.loads(result.stdout)["runs"]
    assert run["run"] == "." and run["status"] == "unreadable"
    assert "tb-trainhealth: error: no readable Training Health data in" in result.stderr


def test_the_tab_tells_a_file_cut_short_once_nobody_writes_it(logdir, monkeypatch):
    """The tab's warning follows time, not only the file: a run cut short
    is read once (run_cache), and told cut short once left long enough."""
    client, _, _ = plugin_client.serve(logdir["logdir"])
    _being_written(logdir)
    status, body = plugin_client.get_json(client, "/diagnosis?run=being_written")
    assert status == 200 and body["warnings"] == []
    monkeypatch.setattr(event_files, "LIVE_S", 0.0)  # as when LIVE_S has passed, untouched
    status, body = plugin_client.get_json(client, "/diagnosis?run=being_written")
    assert body["warnings"] == [_cut_short_line(logdir, f"being_written/{logdir['name']}")]


@pytest.fixture(scope="module", params=[True, False], ids=["load_fast", "python_loader"])
def tensorboard(request, logdir, diagnosed):
    """(routes URL, {run: the CLI's JSON}, {run: its `runs` entry}, base URL)
    of a TensorBoard over the logdir."""
    _, cli_runs = diagnosed
    with start_tensorboard(logdir["logdir"], load_fast=request.param) as base:
        routes = base + "/data/plugin/trainhealth/"

        def all_listed():
            status, body = get_json(routes + "runs")
            return status == 200 and {r["run"]: r for r in body["runs"]}.keys() == cli_runs.keys() and body

        body = wait_for(all_listed, timeout=90)
        assert body, get_json(routes + "runs")
        yield routes, cli_runs, {r["run"]: r for r in body["runs"]}, base


def test_the_tab_lists_the_runs_that_cannot_be_read_with_the_reason(tensorboard):
    routes, cli_runs, listed, _ = tensorboard
    for run in UNREADABLE:
        assert listed[run] == {"run": run, "status": "unreadable", "counts": None, "reason": cli_runs[run]["reason"]}
        status, body = get_json(routes + "diagnosis?run=" + run)
        assert status == 404 and f"run {run!r} {cli_runs[run]['reason']}" in body["error"]
    for run in set(listed) - set(UNREADABLE):
        assert listed[run]["status"] == cli_runs[run]["status"]  # the readable ones as the CLI sees them


def test_the_tab_names_the_file_cut_short_and_the_last_step_read(logdir, tensorboard):
    routes, cli_runs, _, _ = tensorboard
    _being_written(logdir)
    for run in ("cut_short", "being_written", "stray", "healthy"):
        status, body = get_json(routes + "diagnosis?run=" + urllib.parse.quote(run))
        assert status == 200
        assert body["warnings"] == cli_runs[run]["warnings"], run  # the tab says what the CLI says
    status, body = get_json(routes + "diagnosis?run=cut_short")
    assert _cut_short_line(logdir, f"cut_short/{logdir['name']}") in body["warnings"]


def test_the_tab_shows_both_to_the_user(logdir, tensorboard, browser):
    """In the page: the runs that cannot be read in the selector, badged
    and filtered as such, their reason when opened (and no other run's
    views); a file cut short named under the run's findings."""
    from playwright.sync_api import expect

    _, cli_runs, _, base = tensorboard
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    try:
        page.goto(base + "/data/plugin_entry.html?name=trainhealth")
        select = page.locator("#run-select")
        expect(select).not_to_have_value("")
        # Opened first: the worst run that can be read, never one that cannot.
        expect(select).not_to_have_value(re.compile("|".join(UNREADABLE)))
        expect(page.locator('#run-status-filter option[value="unreadable"]')).to_have_text(
            f"unreadable ({len(UNREADABLE)})")
        select.select_option("cut_short")
        expect(page.locator("#log-warnings li")).to_have_text(
            [_cut_short_line(logdir, f"cut_short/{logdir['name']}")])
        select.select_option("garbled")
        expect(page.locator("#run-status")).to_have_text("unreadable")
        expect(page.locator("#error-banner")).to_contain_text(cli_runs["garbled"]["reason"])
        expect(page.locator(".area-section:visible")).to_have_count(0)  # not cut_short's views
    finally:
        page.close()
