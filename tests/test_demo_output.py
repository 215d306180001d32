"""What `bash demo/run.sh` prints while it trains: one line per run (its
status and first finding), not the full diagnosis, and none of
TensorFlow's start-up lines, Keras's progress bars or warnings; and
`tb-trainhealth run` prints TensorFlow's start-up lines only as
TF_CPP_MIN_LOG_LEVEL asks."""

import json
import os
import subprocess
import sys

from conftest import REPO
from tb_trainhealth.tf_startup import kept_lines

CLI = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")
NOISE = ("oneDNN", "absl::InitializeLog", "cpu_feature_guard", "rebuild TensorFlow", "━━", "UserWarning",
         "fit failed as intended")


def test_the_demo_prints_a_short_table_of_its_runs(demo_logdir):
    with open(demo_logdir.parent / "train_demo.stdout", encoding="utf-8") as f:
        out = f.read()
    with open(demo_logdir.parent / "train_demo.stderr", encoding="utf-8") as f:
        err = f.read()
    report = subprocess.run([CLI, "diagnose", str(demo_logdir), "--json"], capture_output=True, text=True,
                            cwd=REPO, timeout=300)
    runs = json.loads(report.stdout)["runs"]

    lines = out.splitlines()
    header = lines.index(next(line for line in lines if line.split()[:2] == ["run", "status"]))
    table = lines[header + 1:]
    assert len(lines) <= len(runs) + 4, out  # a line before, a blank, the header, the runs
    assert len(table) == len(runs)
    for line, run in zip(table, runs):
        assert len(line) <= 120, line
        name, status, first = line.split(None, 2)
        assert (name, status) == (run["run"], run["status"])
        # The first finding is the root cause the tab and the CLI lead with.
        assert first.startswith(f"{run['findings'][0]['kind']}: ") if run["findings"] else first == "-"
    for noise in NOISE:
        assert noise not in out + err, noise


PREFACE = "WARNING: All log messages before absl::InitializeLog() is called are written to STDERR\n"
ONEDNN_ON = "I0000 00:00:1.5 7 port.cc:153] oneDNN custom operations are on.\n"
GUARD = ("I0000 00:00:1.6 7 cpu_feature_guard.cc:227] This TensorFlow binary is optimized\n"
         "To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow.\n")
NO_HALF = "E0000 00:00:1.7 7 util.cc:131] oneDNN supports DT_HALF only on platforms with AVX-512.\n"


def test_tensorflow_start_up_lines_are_kept_as_the_level_asks():
    # TF 2.21 says its start-up lines twice; at level 2 neither time.
    said = "a line of the user's\n" + PREFACE + ONEDNN_ON + GUARD + PREFACE + ONEDNN_ON
    assert kept_lines(said, 2) == "a line of the user's\n"
    assert kept_lines(said, 0) == said
    assert kept_lines(PREFACE + ONEDNN_ON + NO_HALF, 2) == PREFACE + NO_HALF  # errors stay at 2
    assert kept_lines(PREFACE + ONEDNN_ON + NO_HALF, 3) == ""


def test_run_prints_no_tensorflow_start_up_line_at_level_2(tmp_path):
    script = tmp_path / "imports_tf.py"
    script.write_text("import tensorflow as tf\nprint('computed', int(tf.constant(1) + 1))\n")
    ran = subprocess.run([CLI, "run", "--logdir", str(tmp_path / "logs"), str(script)], capture_output=True,
                         text=True, cwd=tmp_path, timeout=300, env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"})
    assert ran.returncode == 0, ran.stderr
    assert "computed 2" in ran.stdout
    for noise in NOISE:
        assert noise not in ran.stdout + ran.stderr, ran.stderr
