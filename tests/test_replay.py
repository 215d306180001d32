"""The opt-in replay (`options={"nonfinite": {"replay": True}}`): the first
bad step rerun eagerly under check_numerics, from the weights it started
with, names the op and the user's line: a custom layer's log(0) and a
custom loss's 0/0, with and without XLA, and a gradient's Inf (sqrt at
0). The bad step's update is skipped, so the model stays finite; the
fixed twins get no finding."""

import os

import numpy as np
import pytest
import tensorflow as tf

from bug_scripts import line_of, load
from helpers import diagnose_dir

SYMPTOMS = {"nonfinite_activations", "nonfinite_loss", "nonfinite_gradients", "nonfinite_weights", "nonfinite_op"}

RUNS = {
    "log_graph": ("replay_log_layer", dict()),
    "log_xla": ("replay_log_layer", dict(xla=True)),
    "log_fixed": ("replay_log_layer", dict(fixed=True)),
    "division_graph": ("replay_masked_loss", dict()),
    "division_xla": ("replay_masked_loss", dict(xla=True)),
    "division_fixed": ("replay_masked_loss", dict(fixed=True)),
    "sqrt_gradient": ("replay_norm_gradient", dict()),
}


@pytest.fixture(scope="module")
def replayed(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("replay")
    models = {}
    for run, (name, kwargs) in RUNS.items():
        models[run] = load(name).main(str(logdir / run), **kwargs)
    return diagnose_dir(logdir), models


@pytest.mark.parametrize("run", ["log_graph", "log_xla"])
def test_a_custom_layers_log_of_zero_is_named_with_its_line(replayed, run):
    results, models = replayed
    first = results[run].findings[0]
    assert (first.kind, first.severity) == ("nonfinite_op", "critical")
    e = first.evidence
    assert (e["op"], e["phase"], e["layer"]) == ("Log", "forward", "log_share")
    assert os.path.basename(e["file"]) == "replay_log_layer.py"
    assert e["line"] == line_of("replay_log_layer", "# LOG LINE")
    assert e["jit_compile"] is (run == "log_xla")
    # Written from the op's input (it held zeros): an epsilon inside the log, on the user's line.
    assert "tf.math.log(share + 1e-7)" in first.fix.code and "zero(s)" in first.fix.text
    # The sentinel's symptoms at that step are grouped under the op.
    assert all(f.caused_by == "nonfinite_op" for f in results[run].findings[1:] if f.kind in SYMPTOMS)
    # The bad step applied no update: the model can still be saved and used.
    assert all(np.isfinite(w).all() for w in models[run].get_weights())


@pytest.mark.parametrize("run", ["division_graph", "division_xla"])
def test_a_custom_losss_division_by_zero_is_named_with_its_line(replayed, run):
    results, _ = replayed
    first = results[run].findings[0]
    e = first.evidence
    assert (first.kind, e["op"], e["phase"]) == ("nonfinite_op", "RealDiv", "forward")
    assert (os.path.basename(e["file"]), e["function"]) == ("replay_masked_loss.py", "loss")
    assert e["line"] == line_of("replay_masked_loss", "# DIVISION LINE")
    assert first.step == 4  # the batch without a counted target
    # The divisor held whole numbers, one of them 0: a count, kept at least 1.
    assert "/ tf.maximum(tf.reduce_sum(mask), 1.0)" in first.fix.code and "a count" in first.fix.text
    assert any(f.kind == "nonfinite_loss" and f.caused_by == "nonfinite_op" for f in results[run].findings)


def test_an_inf_gradient_is_named_by_its_forward_op(replayed):
    results, _ = replayed
    first = results["sqrt_gradient"].findings[0]
    e = first.evidence
    assert (first.kind, e["phase"], e["op"], e["forward_op"]) == ("nonfinite_op", "backward", "SqrtGrad", "Sqrt")
    assert e["line"] == line_of("replay_norm_gradient", "# SQRT LINE")
    assert e["layer"] == "row_norm"
    assert "tf.sqrt(tf.reduce_sum(tf.square(x), axis=-1, keepdims=True) + 1e-12)" in first.fix.code
    assert "is Inf at x = 0" in first.fix.text


@pytest.mark.parametrize("run", ["log_fixed", "division_fixed"])
def test_the_fixed_twins_have_no_nan_finding(replayed, run):
    results, _ = replayed
    assert not {f.kind for f in results[run].findings} & SYMPTOMS


def test_check_numerics_is_off_after_the_replay(replayed):
    # An op making -Inf raises under check_numerics; after the replay it must not.
    assert float(tf.math.log(tf.constant(0.0))) == -np.inf
