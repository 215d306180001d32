"""The summary format: ops -> event file -> data provider -> RunData."""

import filecmp
import os
import subprocess
import sys

import numpy as np
import pytest

import tensorflow as tf  # noqa: E402

from tensorboard.compat.proto import summary_pb2  # noqa: E402

from tb_trainhealth.summary import metadata, ops  # noqa: E402

from conftest import REPO  # noqa: E402
from helpers import read_runs  # noqa: E402


def test_round_trip_series_and_events(tmp_path):
    writer = tf.summary.create_file_writer(str(tmp_path / "run"))
    with writer.as_default():
        ops.series_block("loss", [1, 2, 3], [0.5, 0.25, float("nan")])
        ops.series_block("loss", [4, 5], [float("inf"), 0.125])
        ops.event("nonfinite_loss", 3, {"value": float("nan"), "epoch": np.int64(0)})
    writer.flush()

    data = read_runs(tmp_path)["run"]
    loss = data.series["loss"]
    np.testing.assert_array_equal(loss.steps, [1, 2, 3, 4, 5])
    np.testing.assert_array_equal(loss.values, [0.5, 0.25, np.nan, np.inf, 0.125])
    (event,) = data.events
    assert (event.kind, event.step) == ("nonfinite_loss", 3)
    # Non-finite floats travel as text: browsers' JSON.parse rejects NaN.
    assert event.payload == {"value": "nan", "epoch": 0, "kind": "nonfinite_loss", "step": 3}


def test_a_rewritten_step_keeps_the_last_value(tmp_path):
    writer = tf.summary.create_file_writer(str(tmp_path / "run"))
    with writer.as_default():
        ops.series_block("loss", [1, 2], [1.0, 2.0])
        ops.series_block("loss", [2, 3], [20.0, 30.0])  # a resumed run
    writer.flush()
    loss = read_runs(tmp_path)["run"].series["loss"]
    np.testing.assert_array_equal(loss.steps, [1, 2, 3])
    np.testing.assert_array_equal(loss.values, [1.0, 20.0, 30.0])


def test_metadata_is_tensor_class_with_versioned_content():
    meta = metadata.create_summary_metadata(metadata.EVENT, "nonfinite_loss")
    assert meta.data_class == summary_pb2.DATA_CLASS_TENSOR
    assert meta.plugin_data.plugin_name == "trainhealth"
    content = metadata.parse_plugin_data(meta.plugin_data.content)
    assert (content.version, content.kind, content.name) == (1, metadata.EVENT, "nonfinite_loss")


def test_unknown_versions_and_garbage_content_are_skipped():
    newer = metadata.create_summary_metadata(metadata.SERIES, "loss")
    from tb_trainhealth.proto import plugin_data_pb2

    content = plugin_data_pb2.PluginData.FromString(newer.plugin_data.content)
    content.version = 99
    assert metadata.parse_plugin_data(content.SerializeToString()) is None
    assert metadata.parse_plugin_data(b"\xff\xfe not a proto") is None


def test_every_event_gets_its_own_tag():
    # One sample per tag: reservoir sampling can never drop an event.
    assert metadata.event_tag("nonfinite_loss", 3) != metadata.event_tag("nonfinite_loss", 4)


def test_series_block_rejects_mismatched_input():
    with pytest.raises(ValueError, match="equal, non-empty"):
        ops.series_block("loss", [1, 2], [1.0])


def test_generated_proto_module_is_fresh(tmp_path):
    """plugin_data_pb2.py is what protoc makes of plugin_data.proto now."""
    proto = os.path.join("tb_trainhealth", "proto", "plugin_data.proto")
    subprocess.run(
        [sys.executable, "-m", "grpc_tools.protoc", "-I.", f"--python_out={tmp_path}", proto],
        check=True,
        cwd=REPO,
    )
    generated = tmp_path / "tb_trainhealth" / "proto" / "plugin_data_pb2.py"
    committed = os.path.join(REPO, "tb_trainhealth", "proto", "plugin_data_pb2.py")
    assert filecmp.cmp(generated, committed, shallow=False), (
        "tb_trainhealth/proto/plugin_data_pb2.py is stale: regenerate it (docs/capture.md, 'Summary format')"
    )
