"""Logs as crashes and the world leave them, read by both TensorBoard
loaders (`--load_fast=true`: the Rust data server; `false`: the Python
multiplexer), the tab's routes and the CLI.

- The explaining event survives the crash: a training process SIGKILLed
  right after a NaN loss, and one killed in the middle of writing a record
  (its last record cut short), leave every event written before readable.
- Bad logs (tests/fuzz_logs.py: bit flips, truncation, a future format
  version, unknown kinds, wrong dtypes and shapes, huge tensors, bytes that
  are not UTF-8, HTML in names): no traceback, no 5xx, the bad record
  skipped with a warning naming its file, everything else shown; a run of
  garbage listed as unreadable, not dropped.

Files cut short and left, and runs that cannot be read at all, in the CLI
and the tab: tests/test_unreadable_logs.py.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import urllib.parse

import pytest

import fuzz_logs
from conftest import wait_for
from tb_server import get_json, start_tensorboard
from cli_process import cli

NAN_STEP = 6

KILLED_AFTER_NAN = """\
import os, signal, sys
import numpy as np
import keras
import tb_trainhealth

x = np.random.default_rng(0).normal(size=(320, 5)).astype("float32")
y = (x[:, 0] > 0).astype("float32")[:, None]
x[({nan_step} - 1) * 32 + 4, 2] = np.nan  # a bad sample in batch {nan_step}
model = keras.Sequential([keras.Input((5,)), keras.layers.Dense(12, activation="tanh"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.RMSprop(1e-3), loss="mse")


class KillAfterTheNan(keras.callbacks.Callback):
    # The machine dies (the OOM killer, a pre-empted node) right after the
    # step that went NaN: no atexit, no flush, no on_train_end.
    def on_train_batch_end(self, batch, logs=None):
        if batch + 1 == {nan_step} + 1:
            os.kill(os.getpid(), signal.SIGKILL)


model.fit(x, y, batch_size=32, epochs=3, shuffle=False, verbose=0,
          callbacks=[tb_trainhealth.TrainHealth(sys.argv[1], stop_on_nonfinite=False), KillAfterTheNan()])
"""


def events_in(run):
    return {(f["kind"], f["step"]) for f in run["findings"]}


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    """The killed runs (RUNS) and the fuzzed ones (fuzz_logs.BAD_RUNS and
    "good") in one logdir: one TensorBoard per loader serves them all."""
    logdir = tmp_path_factory.mktemp("crashed_and_fuzzed")
    fuzz_logs.build(str(logdir))
    script = logdir / "train.py"
    script.write_text(KILLED_AFTER_NAN.format(nan_step=NAN_STEP))
    killed = subprocess.run([sys.executable, str(script), str(logdir / "killed_after_nan")],
                            capture_output=True, text=True, timeout=300,
                            env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2"))
    assert killed.returncode == -signal.SIGKILL, killed.stderr[-2000:]
    # The same run, killed in the middle of writing its next record: the
    # file ends in a record cut short (a length, its CRC, part of the data).
    shutil.copytree(logdir / "killed_after_nan", logdir / "killed_mid_write")
    (name,) = os.listdir(logdir / "killed_mid_write")
    with open(logdir / "killed_mid_write" / name, "rb") as f:
        data = f.read()
    with open(logdir / "killed_mid_write" / name, "ab") as f:
        f.write(data[-300:][:7])  # a few bytes of a record's header (7 of its 12)
    shutil.copytree(logdir / "killed_after_nan", logdir / "killed_mid_data")
    with open(logdir / "killed_mid_data" / name, "ab") as f:
        record_start = _last_record_start(data)
        f.write(data[record_start:][: (len(data) - record_start) // 2])  # half a record's data
    os.unlink(script)
    return logdir


def _last_record_start(data):
    import struct

    offset, last = 0, 0
    while offset < len(data):
        (length,) = struct.unpack("<Q", data[offset:offset + 8])
        last, offset = offset, offset + 12 + length + 4
    return last


RUNS = ("killed_after_nan", "killed_mid_write", "killed_mid_data")


def test_the_cli_reads_every_event_before_the_kill(logdir):
    result = cli("diagnose", logdir, "--json")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    runs = {r["run"]: r for r in json.loads(result.stdout)["runs"]}
    for name in RUNS:
        assert runs[name]["status"] == "critical"
        assert ("nonfinite_loss", NAN_STEP) in events_in(runs[name]), runs[name]["findings"]
        assert ("nonfinite_data", NAN_STEP) in events_in(runs[name])  # the bad sample, found
        # A record cut short in a file just written may be a write under
        # way: no warning (event_files.LIVE_S).
        assert f"{name}/" not in result.stderr, result.stderr
    assert runs["killed_mid_write"]["findings"] == runs["killed_after_nan"]["findings"]


@pytest.fixture(scope="module")
def fuzzed_cli(tmp_path_factory):
    """`diagnose` over the fuzzed runs, with a tag that is not UTF-8 too
    (which stops TensorBoard's own Python loader: see fuzz_logs.build)."""
    logdir = tmp_path_factory.mktemp("fuzzed_cli")
    fuzz_logs.build(str(logdir), tag_too=True)
    result = cli("diagnose", logdir, "--json")
    return logdir, result, {r["run"]: r for r in json.loads(result.stdout)["runs"]}


def test_diagnose_shows_every_good_record_of_a_bad_log(fuzzed_cli):
    logdir, result, runs = fuzzed_cli
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and "Traceback" not in result.stdout
    assert sorted(runs) == sorted(["good", "non_utf8_tag", "garbage"] + fuzz_logs.BAD_RUNS)
    garbage = runs.pop("garbage")  # random bytes: listed, with why
    assert garbage["status"] == "unreadable" and "is not an events file" in garbage["reason"]
    for name, run in runs.items():
        assert ("nonfinite_loss", fuzz_logs.GOOD_NAN_STEP) in events_in(run), (name, run["findings"])
    # What came after the bad records in the same file is read too.
    for name in ("non_utf8", "non_utf8_tag"):
        assert ("training_error", 32) in events_in(runs[name]), runs[name]["findings"]
    assert runs["html " + fuzz_logs.XSS]["run"] == "html " + fuzz_logs.XSS


def _warnings(result):
    return [line for line in result.stderr.splitlines() if line.startswith("tb-trainhealth: warning:")]


@pytest.mark.parametrize("run, says", [
    ("bitflip_0", "corrupt record"),
    ("truncated_0", None),  # cut short at the end, just now: maybe a write under way, no warning
    ("garbage", "cannot be read:"),
    ("garbage", "is not an events file (its first bytes are not a record's header)"),
    ("wrong_types", "a series block must be float [n, 2], not float64 [3, 3]"),
    ("wrong_types", "an event must be a JSON object, not list"),
    ("wrong_types", "an event must be strict JSON, not NaN"),
    ("wrong_types", "a matrix must be float [n, 2 + 3 layers]"),
    ("future", "written by a newer tb-trainhealth: upgrade to read it"),
    ("future", "kind 42 is unknown"),
    ("non_utf8", "an event must be UTF-8 JSON"),
    ("non_utf8", "its metadata is not trainhealth's"),
    ("non_utf8_tag", "skipped an unreadable record in"),
])
def test_each_bad_record_is_skipped_with_a_warning_naming_its_file(fuzzed_cli, run, says):
    logdir, result, _ = fuzzed_cli
    files = [line for line in _warnings(result) if os.path.join(str(logdir), run) + "/" in line]
    if says is None:
        assert not files, files
    else:
        assert any(says in line and "tfevents" in line for line in files), (says, files)


@pytest.fixture(scope="module", params=[True, False], ids=["load_fast", "python_loader"])
def tensorboard(request, logdir):
    """(routes URL, {run: diagnosis}) of a TensorBoard over the logdir."""
    cli_runs = {r["run"]: r for r in json.loads(cli("diagnose", logdir, "--json").stdout)["runs"]}
    with start_tensorboard(logdir, load_fast=request.param) as base:
        routes = base + "/data/plugin/trainhealth/"

        def all_listed():
            status, body = get_json(routes + "runs")
            return status == 200 and sorted(r["run"] for r in body["runs"]) == sorted(cli_runs)

        assert wait_for(all_listed, timeout=90), get_json(routes + "runs")
        yield routes, cli_runs


def test_both_loaders_read_every_event_before_the_kill(tensorboard):
    routes, cli_runs = tensorboard
    for name in RUNS:
        status, body = get_json(routes + "diagnosis?run=" + urllib.parse.quote(name))
        assert status == 200
        assert events_in(body) == events_in(cli_runs[name])  # the tab sees what the CLI sees
        assert ("nonfinite_loss", NAN_STEP) in events_in(body)
        status, events = get_json(routes + f"events?run={name}&kind=nonfinite_loss")
        assert status == 200 and [e["step"] for e in events["events"]] == [NAN_STEP]


def _every_route(run):
    from tb_trainhealth import areas as areas_lib
    from tb_trainhealth.plugin import views

    q = urllib.parse.quote(run)
    paths = [f"diagnosis?run={q}", f"series?run={q}&name=loss"]
    for area in areas_lib.all_areas():
        paths += [f"events?run={q}&kind={kind}" for kind in area.events]
        paths += [f"matrix?run={q}&stat={stat}" for stat in area.matrices]
    for route in views.routes(views.load()):
        for layer in (fuzz_logs.XSS, "layer_0", "dense"):
            paths.append(f"{route}?run={q}&layer={urllib.parse.quote(layer)}")
    return paths


def test_the_tab_shows_every_good_record_of_a_bad_log(tensorboard):
    routes, cli_runs = tensorboard
    for name in ["good"] + fuzz_logs.BAD_RUNS:
        status, body = get_json(routes + "diagnosis?run=" + urllib.parse.quote(name))
        assert status == 200, (name, body)
        assert ("nonfinite_loss", fuzz_logs.GOOD_NAN_STEP) in events_in(body), (name, body["findings"])
        # At least what the CLI sees: the Rust loader also reads on past a
        # corrupt record (the Python loader stops at it).
        assert events_in(cli_runs[name]) <= events_in(body), name
        for path in _every_route(name):
            status, body = get_json(routes + path)  # JSON, or this raises
            assert status < 500, (path, body)
