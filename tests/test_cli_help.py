"""The CLI as a newcomer meets it: `--help` lists every command, a
command's `--help` says what it does, its arguments and exit status,
`diagnose --json | head -1` ends quietly, an empty logdir is said once."""

import fcntl
import json
import os
import shutil
import subprocess

import keras
import numpy as np
import pytest

import tb_trainhealth
from tb_trainhealth import cli as cli_lib
from cli_process import CLI, cli


def registered_commands():
    (commands,) = [a for a in cli_lib._parser()._actions if a.dest == "command"]
    return commands.choices


def test_help_lists_every_registered_command_with_its_summary():
    result = cli("--help")
    assert result.returncode == 0 and "Traceback" not in result.stderr
    listed = result.stdout.split("commands:", 1)[1]
    registered = registered_commands()
    assert {"diagnose", "run", "check", "areas"} <= set(registered)
    for name, parser in registered.items():
        # argparse writes the listing from each command's `help`: a command
        # registered without one would be missing its line.
        (line,) = [line for line in listed.splitlines() if line.split()[:1] == [name]]
        assert len(line.split(None, 1)) == 2, f"{name} is listed without a summary"
        assert parser.prog == f"tb-trainhealth {name}"


def test_check_help_says_what_it_does_its_arguments_and_exit_status():
    result = cli("check", "--help")
    assert result.returncode == 0
    text = result.stdout
    assert "one batch" in text and "first fit" in text
    assert "SCRIPT" in text and "the training script" in text and "the script's own arguments" in text
    status = text.split("exit status:", 1)[1]
    for code in ("0", "1", "2"):
        assert any(line.split()[:1] == [code] for line in status.splitlines()), code


@pytest.mark.parametrize("command", ["diagnose", "run"])
def test_diagnose_and_run_help_say_their_exit_status(command):
    result = cli(command, "--help")
    assert result.returncode == 0 and "exit status:" in result.stdout


def test_an_empty_logdir_is_said_once(tmp_path):
    for args in ((), ("--json",)):
        result = cli("diagnose", tmp_path, *args)
        assert result.returncode == 2
        said = (result.stdout + result.stderr).lower()
        assert said.count("no trainhealth data") + said.count("no training health data") == 1, said


@pytest.fixture(scope="module")
def big_logdir(tmp_path_factory):
    """A run whose loss turns NaN, copied into 40 runs: a JSON report far
    longer than the pipe holds."""
    logdir = tmp_path_factory.mktemp("piped")
    keras.utils.set_random_seed(0)
    x = np.random.default_rng(0).normal(size=(64, 4)).astype("float32")
    y = x[:, :1] * 2
    y[40] = np.nan
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(1)])
    model.compile("sgd", "mse")
    model.fit(x, y, batch_size=16, epochs=2, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(str(logdir / "run00"))])
    for i in range(1, 40):
        shutil.copytree(logdir / "run00", logdir / f"run{i:02d}")
    return logdir


def test_diagnose_json_piped_to_head_ends_quietly(big_logdir):
    report = cli("diagnose", big_logdir, "--json")
    assert len(report.stdout) > 16384 and len(json.loads(report.stdout)["runs"]) == 40
    # `tb-trainhealth diagnose LOGDIR --json | head -1`, the real head, on
    # a pipe far smaller than the report: the writes must meet head's exit.
    read_end, write_end = os.pipe()
    fcntl.fcntl(write_end, fcntl.F_SETPIPE_SZ, 4096)
    diagnose = subprocess.Popen([CLI, "diagnose", str(big_logdir), "--json"], stdout=write_end,
                                stderr=subprocess.PIPE, text=True)
    head = subprocess.Popen(["head", "-1"], stdin=read_end, stdout=subprocess.PIPE, text=True)
    os.close(write_end)
    os.close(read_end)
    first_line, _ = head.communicate(timeout=300)
    _, err = diagnose.communicate(timeout=300)
    assert first_line == "{\n" and head.returncode == 0
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert diagnose.returncode == 1  # the exit status still tells: critical
