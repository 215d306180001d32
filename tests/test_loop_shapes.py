"""Zero-code capture never kills or changes training, whatever loop the
script runs. Each loop shape people write (tests/loop_shapes/) runs bare
and under `tb-trainhealth run` or `autolog()` (`run` is autolog around the
script: the shapes take one or the other, or both, to keep the suite
short), in subprocesses side by side: the same output to the last digit of
every loss, the same exit status, and a diagnosis of what happened."""

import json
import os
import re
import subprocess
import sys

import pytest

from helpers import read_runs
from cli_process import CLI, cli

SHAPES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "loop_shapes")

AUTOLOG = (
    "import runpy, sys; import tb_trainhealth; tb_trainhealth.autolog(sys.argv[1]); "
    "sys.argv = sys.argv[2:]; runpy.run_path(sys.argv[0], run_name='__main__')"
)


def _start(how, script, args, logdir):
    path = os.path.join(SHAPES, script)
    command = {
        "bare": [sys.executable, path, *args],
        "run": [CLI, "run", "--logdir", str(logdir), path, *args],
        "autolog": [sys.executable, "-c", AUTOLOG, str(logdir), path, *args],
    }[how]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def run_ways(tmp_path, script, *args, ways=("bare", "run", "autolog")):
    """{way: (exit status, stdout, stderr)}: the script run each way, two at
    a time (the machine has two cores)."""
    results = {}
    ways = list(ways)
    while ways:
        pair, ways = ways[:2], ways[2:]
        # Each way's runs under its own folder: logs, logs-2, ... (autolog's names)
        started = {how: _start(how, script, args, tmp_path / how / "logs") for how in pair}
        for how, process in started.items():
            out, err = process.communicate(timeout=900)
            results[how] = (process.returncode, out, err)
    return results


def assert_same_training(results):
    status, out, err = results["bare"]
    assert status == 0, err[-3000:]
    assert out.strip(), "the script printed nothing to compare"
    for how, (their_status, their_out, their_err) in results.items():
        assert their_status == status, (how, their_err[-3000:])
        assert their_out == out, (how, _first_difference(out, their_out))


def _first_difference(a, b):
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())):
        if x != y:
            return f"line {i + 1}: bare {x!r}, captured {y!r}"
    return "one output is longer"


def diagnosed(logdir):
    result = cli("diagnose", logdir, "--json")
    return {r["run"]: r for r in json.loads(result.stdout)["runs"]}


def test_train_on_batch_between_every_other_call_for_10000_steps(tmp_path):
    # The StackOverflow loop that died at step ~480 under `run` with a
    # RecursionError: train_on_batch with evaluate, predict, test_on_batch,
    # predict_on_batch and model(x) between its steps.
    results = run_ways(tmp_path, "train_on_batch_mixed.py", "10000", ways=("bare", "run"))
    assert_same_training(results)
    (run,) = read_runs(tmp_path / "run").values()
    loss = run.series["loss"]
    assert list(loss.steps) == list(range(1, 10001))
    # Each step's own loss, as train_on_batch returned it to the script.
    printed = {int(line.split()[0]) + 1: float(eval(line.split()[2]))
               for line in results["bare"][1].splitlines() if " train " in line}
    recorded = dict(zip(loss.steps, loss.values))
    assert len(printed) == 100
    for step, value in printed.items():
        assert recorded[step] == pytest.approx(value, rel=1e-5), step
    (diagnosis,) = diagnosed(tmp_path / "run").values()
    assert diagnosis["status"] == "healthy", diagnosis["findings"]


def test_the_same_loop_under_autolog(tmp_path):
    results = run_ways(tmp_path, "train_on_batch_mixed.py", "600", ways=("bare", "autolog"))
    assert_same_training(results)
    (diagnosis,) = diagnosed(tmp_path / "autolog").values()
    assert diagnosis["status"] == "healthy", diagnosis["findings"]


def test_a_gan_trained_alternately_with_shared_frozen_layers(tmp_path):
    iterations = 150
    results = run_ways(tmp_path, "gan.py", str(iterations), ways=("bare", "run"))
    assert_same_training(results)
    for how in ("run",):
        runs = read_runs(tmp_path / how)
        # The discriminator (two steps an iteration) and the combined
        # model: each its own run; the generator only predicts.
        steps = sorted(len(r.series["loss"].steps) for r in runs.values())
        assert steps == [iterations, 2 * iterations], (how, steps)
        for diagnosis in diagnosed(tmp_path / how).values():
            assert diagnosis["status"] != "critical", diagnosis["findings"]


def test_fit_again_and_again_with_models_rebuilt(tmp_path):
    # k-fold inside a learning-rate search, clear_session() between fits
    # (bench/capture_memory.py runs 50 of them).
    results = run_ways(tmp_path, "many_fits.py", "3", "1e-2,1e-3,1e-4", ways=("bare", "autolog"))
    assert_same_training(results)
    for how in ("autolog",):
        resources = [line.split() for line in results[how][2].splitlines() if line.startswith("fit ")]
        assert len(resources) == 9
        open_files = [int(r[3]) for r in resources]
        # No file held open per fit: what the first fit opened, the last holds.
        assert open_files[-1] == open_files[0], (how, open_files)
        runs = diagnosed(tmp_path / how)
        assert len(runs) == 9  # each fit its own run: logdir, logdir-2, ...
        assert all(_healthy_but_for_the_clock(r) for r in runs.values()), runs


def test_nested_fits_custom_steps_overridden_fit_and_tf_keras_beside_keras_3(tmp_path):
    results = run_ways(tmp_path, "nested_fits.py", "legacy", ways=("bare", "run"))
    assert_same_training(results)
    for how in ("run",):
        runs = diagnosed(tmp_path / how)
        # outer, the probe refit in its callback, the custom train_step,
        # the subclass that overrides fit, and the tf_keras model.
        assert len(runs) == 5, sorted(runs)
        assert all(_healthy_but_for_the_clock(r) for r in runs.values()), runs


def test_a_script_that_dies_dies_the_same_way(tmp_path):
    script = tmp_path / "dies.py"
    script.write_text(
        "import numpy as np\nfrom tensorflow import keras\nkeras.utils.set_random_seed(0)\n"
        "model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(2)])\n"
        "model.compile('sgd', 'mse')\n"
        "for i in range(5):\n"
        "    print(float(model.train_on_batch(np.ones((8, 4), 'float32'), np.ones((8, 2), 'float32'))))\n"
        "model.train_on_batch(np.ones((8, 5), 'float32'), np.ones((8, 2), 'float32'))  # the wrong width\n"
    )
    bare = subprocess.run([sys.executable, str(script)], capture_output=True, text=True)
    captured = cli("run", "--logdir", tmp_path / "logs", script)
    assert bare.returncode == captured.returncode == 1
    assert captured.stdout == bare.stdout
    # The same exception, in the same words (TensorFlow numbers its
    # functions: ours traced more of them, so the op's name may differ).
    assert _raised(captured.stderr) == _raised(bare.stderr) != []
    (diagnosis,) = diagnosed(tmp_path / "logs").values()
    errors = [f for f in diagnosis["findings"] if f["kind"] in ("training_error", "shape_mismatch", "input_spec_mismatch")]
    assert diagnosis["status"] == "critical" and errors
    # One exception, one finding at the root of the run (its symptoms grouped under it).
    assert len([f for f in diagnosis["findings"] if f["kind"] == "training_error" and not f.get("caused_by")]) <= 1


def _raised(stderr):
    """The exception lines of a traceback: its type and message."""
    lines = stderr.splitlines()
    start = max(i for i, line in enumerate(lines) if line.startswith("Traceback"))
    end = next((i for i, line in enumerate(lines) if line.startswith("== tb-trainhealth")), len(lines))
    return [line for line in lines[start:end] if re.match(r"^[\w.]+(Error|Exception)\b", line)
            or "incompatible" in line]


def test_op_determinism_and_a_recompile_mid_loop(tmp_path):
    results = run_ways(tmp_path, "determinism_and_recompile.py")
    assert_same_training(results)
    assert "_trainhealth" not in results["run"][1]
    for how in ("run", "autolog"):
        (diagnosis,) = diagnosed(tmp_path / how).values()
        assert diagnosis["status"] == "healthy", diagnosis["findings"]


def _healthy_but_for_the_clock(diagnosis):
    """No finding but the input pipeline's, which are read off the clock:
    on a machine loaded by other jobs a short NumPy-fed fit can read as
    input-bound (the busy-machine issue, #28), whatever capture does."""
    return all(f["node"] == "input_pipeline" and f["severity"] != "critical" for f in diagnosis["findings"])
