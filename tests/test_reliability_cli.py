"""The CLI is safe in CI: a logdir without Training Health data fails the
job (exit 2, saying so), `--version`, and `diagnose` never imports
TensorFlow, so it prints none of its start-up noise."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest
from tensorboard.compat.proto import summary_pb2
from tensorboard.util import tensor_util

from fuzz_logs import write_good
from cli_process import cli
from tb_trainhealth import __version__
from tb_trainhealth.summary.synthetic import SyntheticRun


@pytest.fixture(scope="module")
def logdirs(tmp_path_factory):
    root = tmp_path_factory.mktemp("ci")
    empty = root / "empty"
    empty.mkdir()
    scalars = root / "scalars_only"  # a plain TensorBoard logdir: another plugin's data
    with SyntheticRun(scalars / "train") as run:
        meta = summary_pb2.SummaryMetadata(
            plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="scalars"),
            data_class=summary_pb2.DATA_CLASS_SCALAR,
        )
        for step in range(5):
            run.raw("epoch_loss", tensor_util.make_tensor_proto(np.float32(1.0 / (step + 1))), meta, step)
    ours = root / "ours"
    with SyntheticRun(ours / "run") as run:
        write_good(run)
    return {"empty": empty, "scalars_only": scalars, "ours": ours}


@pytest.mark.parametrize("which", ["empty", "scalars_only"])
def test_a_logdir_without_training_health_data_exits_2_saying_so(logdirs, which):
    text = cli("diagnose", logdirs[which])
    assert text.returncode == 2
    # Said once: the report says so, and how to log some; no error line repeats it.
    assert f"No trainhealth data in {logdirs[which]}" in text.stdout and "TrainHealth(logdir)" in text.stdout
    assert "Training Health data" not in text.stderr
    as_json = cli("diagnose", logdirs[which], "--json")
    assert as_json.returncode == 2 and json.loads(as_json.stdout) == {"version": 1, "runs": []}
    assert f"no Training Health data in {logdirs[which]}" in as_json.stderr  # JSON has no words for it
    assert "Traceback" not in text.stderr + as_json.stderr


def test_a_mistyped_logdir_exits_2(logdirs):
    result = cli("diagnose", logdirs["ours"] / "rnu")
    assert result.returncode == 2 and "does not exist" in result.stderr


def test_version():
    result = cli("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"tb-trainhealth {__version__}"


def test_diagnose_prints_no_tensorflow_noise(logdirs):
    result = cli("diagnose", logdirs["ours"], "--json")
    assert result.returncode == 1  # the NaN loss: critical
    (run,) = json.loads(result.stdout)["runs"]
    assert [f["kind"] for f in run["findings"]] == ["nonfinite_loss"]
    assert result.stderr == ""  # not one line of TensorFlow's start-up (oneDNN, cuda, absl)


def test_diagnose_never_imports_tensorflow(logdirs):
    code = (
        "import sys\n"
        "from tb_trainhealth.cli import main\n"
        f"status = main(['diagnose', {str(logdirs['ours'])!r}, '--json'])\n"
        "print(status, 'tensorflow' in sys.modules, 'keras' in sys.modules, file=sys.stderr)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                            env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="0"))
    assert result.stderr.strip().splitlines()[-1] == "1 False False", result.stderr
