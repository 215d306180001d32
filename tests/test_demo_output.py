"""What `bash demo/run.sh` prints while it trains: one line per run (its
status and first finding), not the full diagnosis, and none of
TensorFlow's start-up lines, Keras's progress bars or warnings."""

import json
import os
import subprocess
import sys

from conftest import REPO

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
