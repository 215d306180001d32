"""`tb-trainhealth diagnose` and `tb-trainhealth run`, as a user runs them."""

import json
import os
import shutil
import subprocess
import textwrap

import pytest

from cli_process import CLI, cli


def test_diagnose_json_schema_and_exit_status(demo_logdir):
    result = cli("diagnose", demo_logdir, "--json")
    assert result.returncode == 1, result.stderr
    body = json.loads(result.stdout)
    assert body["version"] == 1
    runs = {r["run"]: r for r in body["runs"]}
    assert runs["healthy"] == {"run": "healthy", "status": "healthy", "findings": [], "warnings": []}
    (finding,) = [f for f in runs["nan_loss"]["findings"] if f["kind"] == "nonfinite_loss"]
    assert runs["nan_loss"]["status"] == "critical"
    assert set(finding) == {"kind", "severity", "node", "step", "layer", "summary", "evidence", "fix", "caused_by"}
    assert (finding["kind"], finding["severity"], finding["node"]) == ("nonfinite_loss", "critical", "nonfinite")
    assert isinstance(finding["step"], int) and finding["layer"] is None
    assert set(finding["fix"]) == {"text", "code"}


def test_diagnose_text_and_a_healthy_logdir_exits_0(demo_logdir):
    result = cli("diagnose", demo_logdir / "healthy")
    assert result.returncode == 0, result.stderr
    assert "HEALTHY" in result.stdout and "no problems found" in result.stdout
    result = cli("diagnose", demo_logdir)
    assert "run nan_loss: CRITICAL" in result.stdout and "nonfinite_loss" in result.stdout


def test_diagnose_bad_logdirs_and_usage_exit_2(tmp_path):
    missing = cli("diagnose", tmp_path / "nope")
    assert missing.returncode == 2
    assert "does not exist" in missing.stderr and "Traceback" not in missing.stderr
    a_file = tmp_path / "file.txt"
    a_file.write_text("x")
    not_dir = cli("diagnose", a_file)
    assert not_dir.returncode == 2 and "not a directory" in not_dir.stderr
    for args in ([], ["diagnose"], ["diagnose", tmp_path, "--bogus"], ["frobnicate"]):
        usage = cli(*args)
        assert usage.returncode == 2, args
        assert "Traceback" not in usage.stderr


def test_diagnose_empty_logdir_says_how_to_log(tmp_path):
    result = cli("diagnose", tmp_path)
    assert result.returncode == 2  # a mistyped logdir must not pass in CI
    assert "No trainhealth data" in result.stdout and "TrainHealth(logdir)" in result.stdout
    assert json.loads(cli("diagnose", tmp_path, "--json").stdout) == {"version": 1, "runs": []}


def test_corrupt_event_file_is_skipped_with_a_warning(demo_logdir, tmp_path):
    logdir = tmp_path / "logs"
    shutil.copytree(demo_logdir, logdir)
    garbled = logdir / "healthy" / "events.out.tfevents.0000000000.garbled"
    garbled.write_bytes(os.urandom(4096))
    (logdir / "junk").mkdir()
    (logdir / "junk" / "events.out.tfevents.1.x").write_bytes(b"\x00" * 7 + b"garbage" * 50)
    result = cli("diagnose", logdir, "--json")
    assert result.returncode == 1
    assert f"warning: skipped events file {garbled}: it is not an events file" in result.stderr
    assert "Traceback" not in result.stderr
    runs = {r["run"]: r["status"] for r in json.loads(result.stdout)["runs"]}
    clean = {r["run"]: r["status"] for r in json.loads(cli("diagnose", demo_logdir, "--json").stdout)["runs"]}
    # No data lost; the run of garbage alone is listed as such, not dropped.
    assert runs == {**clean, "junk": "unreadable"} and runs["healthy"] == "healthy"


TRAIN_SCRIPT = """\
import sys
import numpy as np
import keras

assert __name__ == "__main__"
print("argv:", sys.argv)
mode = sys.argv[1]
keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
x = rng.normal(size=(128, 4)).astype("float32")
y = (x.sum(axis=1, keepdims=True) > 0).astype("float32")
if mode == "nan":
    x[7 * 8 + 2, 0] = np.nan  # batch 8 of epoch 0: training step 8
model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(8, activation="tanh"), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, batch_size=8, epochs=2, shuffle=False, verbose=0)
if mode == "crash":
    raise ValueError("boom after training")
if mode == "exit3":
    sys.exit(3)
"""


@pytest.fixture(scope="module")
def script(tmp_path_factory):
    path = tmp_path_factory.mktemp("scripts") / "train.py"
    path.write_text(TRAIN_SCRIPT)
    return path


def test_run_nan_script_prints_diagnosis_then_diagnose_finds_it(script, tmp_path):
    logdir = tmp_path / "nanrun"
    result = cli("run", "--logdir", logdir, script, "nan", "--extra", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert f"argv: ['{script}', 'nan', '--extra']" in result.stdout
    assert "diagnosis of" in result.stderr and "nonfinite_loss" in result.stderr
    diagnosed = cli("diagnose", logdir, "--json")
    assert diagnosed.returncode == 1
    (run,) = json.loads(diagnosed.stdout)["runs"]
    assert run["status"] == "critical"
    (finding,) = [f for f in run["findings"] if f["kind"] == "nonfinite_loss"]
    assert (finding["kind"], finding["step"]) == ("nonfinite_loss", 8)


def test_run_healthy_script_default_logdir(script, tmp_path):
    result = cli("run", script, "ok", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    (logdir,) = (tmp_path / "logs" / "trainhealth").iterdir()
    assert logdir.name.startswith("train-")
    assert "HEALTHY" in result.stderr
    diagnosed = cli("diagnose", logdir, "--json")
    assert diagnosed.returncode == 0
    assert [r["status"] for r in json.loads(diagnosed.stdout)["runs"]] == ["healthy"]


def test_run_keeps_the_scripts_exceptions_and_exit_status(script, tmp_path):
    crash = cli("run", "--logdir", tmp_path / "c", script, "crash")
    assert crash.returncode == 1
    assert "Traceback (most recent call last)" in crash.stderr
    assert "ValueError: boom after training" in crash.stderr
    assert f'File "{script}"' in crash.stderr and "runpy" not in crash.stderr
    # Training had finished: its diagnosis is printed after the traceback.
    assert crash.stderr.index("ValueError") < crash.stderr.index("diagnosis of")
    exit3 = cli("run", "--logdir", tmp_path / "e", script, "exit3")
    assert exit3.returncode == 3
    missing = cli("run", tmp_path / "no_such.py")
    assert missing.returncode == 2 and "no such script" in missing.stderr


def test_diagnose_piped_into_head_ends_quietly(demo_logdir):
    # `tb-trainhealth diagnose LOGDIR --json | head -1`: the reader leaves
    # after one line; no BrokenPipeError traceback, the status unchanged.
    import fcntl

    read_end, write_end = os.pipe()
    fcntl.fcntl(write_end, fcntl.F_SETPIPE_SZ, 4096)  # far less than the report: the write must meet the close
    process = subprocess.Popen([CLI, "diagnose", str(demo_logdir), "--json"], stdout=write_end,
                               stderr=subprocess.PIPE, text=True)
    os.close(write_end)
    with os.fdopen(read_end) as reader:
        assert reader.readline().strip() == "{"
    _, err = process.communicate(timeout=300)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert process.returncode == 1  # the demo's NaN run is critical
