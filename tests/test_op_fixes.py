"""Mixed precision numerics (issues #28 item 4, #29 item 4).

The fix for the line: the replay names the op that made the first NaN/Inf,
and the fix is written from that op and its inputs, with the user's line
and its rewrite (a -1e9 attention mask under mixed_float16, a softmax
written as exp / sum on large scores); the fixed twins are healthy.

bfloat16 as what it is: a mixed_bfloat16 transformer whose activations are
past float16's range gets no float16 overflow warning (the same model
under mixed_float16 does overflow), and a sum taken in bfloat16 is named
with its line, cast to float32 in the rewrite (tests/bugsuite/bf16_rms_norm.py
is its bug-suite pair).
"""

import os
import sys

import keras
import numpy as np
import pytest
import tensorflow as tf

import tb_trainhealth
from bug_scripts import line_of, load
from conftest import REPO
from helpers import diagnose_dir

sys.path.insert(0, REPO)
from demo import transformer  # noqa: E402

from tb_trainhealth.capture.probes import precision  # noqa: E402
from tb_trainhealth.diagnosis import op_fixes  # noqa: E402

SERIOUS = ("warning", "critical")


@pytest.fixture(scope="module")
def replayed(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("op_fixes")
    script = load("replay_op_fixes")
    for name in ("attention_mask", "softmax_by_hand"):
        for fixed in (False, True):
            getattr(script, name)(str(logdir / f"{name}{'_fixed' if fixed else ''}"), fixed)
    return diagnose_dir(logdir)


def test_a_minus_1e9_mask_under_float16_is_masked_with_where(replayed):
    first = replayed["attention_mask"].findings[0]
    e = first.evidence
    assert (first.kind, e["op"], e["phase"], e["dtype"]) == ("nonfinite_op", "Mul", "forward", "float16")
    assert first.layer == "block_0_attention" and os.path.basename(e["file"]) == "transformer.py"
    # The run's own constant and dtype, and why: 0 * -inf.
    assert e["constants"]["self.mask_value"] == -1e9
    assert "`self.mask_value` = -1e9 is -inf in float16" in first.fix.text and "0 * -inf" in first.fix.text
    # The user's line, and the line rewritten with the dtype's lowest value.
    assert "#   scores = scores + (1.0 - causal) * self.mask_value" in first.fix.code
    assert "\nscores = keras.ops.where(causal > 0, scores, -65504.0)\n" in first.fix.code
    assert replayed["attention_mask_fixed"].status == "healthy", [
        f.summary for f in replayed["attention_mask_fixed"].findings]


def test_exp_of_a_large_score_is_rewritten_as_softmax(replayed):
    first = replayed["softmax_by_hand"].findings[0]
    e = first.evidence
    assert (first.kind, e["op"], first.layer) == ("nonfinite_op", "Exp", "pooling")
    assert e["line"] == line_of("replay_op_fixes", "# EXP LINE")
    assert e["inputs"][0]["max"] > 88.72  # the largest score of that batch, past log(float32 max)
    assert "exp overflows float32 past x = 88.72" in first.fix.text
    assert "#   weights = ops.exp(s) / ops.sum(ops.exp(s), axis=-1, keepdims=True)" in first.fix.code
    assert "\nweights = ops.softmax(s, axis=-1)" in first.fix.code
    assert replayed["softmax_by_hand_fixed"].status == "healthy"


@pytest.mark.parametrize("line, op, inputs, rewritten", [
    # log of 0: an epsilon inside; of a negative: maximum first.
    ("y = tf.math.log(p)", "Log", [{"zeros": 3, "negative": 0, "min": 0.0, "max": 0.9}],
     "y = tf.math.log(p + 1e-7)"),
    ("y = ops.log(x)", "Log", [{"zeros": 0, "negative": 2, "min": -1.0, "max": 5.0}],
     "y = ops.log(ops.maximum(x, 1e-7))"),
    # A division by a count that was 0; by a real value that was 0.
    ("loss = total / ops.sum(mask)", "RealDiv", [{}, {"zeros": 1, "integral": True, "min": 0.0}],
     "loss = total / ops.maximum(ops.sum(mask), 1.0)"),
    ("ratio = a / b", "RealDiv", [{}, {"zeros": 1, "integral": False, "min": 0.0}],
     "ratio = keras.ops.divide_no_nan(a, b)"),
    # An additive mask written with a 0/1 "masked" tensor, under float16.
    ("logits = logits + pad * -1e9", "Mul", [{"zeros": 5}, {"size": 1, "neginf": 1}],
     "logits = keras.ops.where(pad > 0, -65504.0, logits)"),
])
def test_each_op_gets_its_own_rewrite(line, op, inputs, rewritten):
    payload = {"op": op, "phase": "forward", "code": line, "file": "train.py", "line": 7, "dtype": "float16"
               if op == "Mul" else "float32", "inputs": inputs, "constants": {"-1e9": -1e9}}
    fix = op_fixes.fix_for_op(payload)
    assert f"#   {line}\n# after:\n{rewritten}\n" in fix.code, fix.code


def test_sqrt_at_zero_in_the_backward_pass_gets_an_epsilon_inside():
    payload = {"op": "SqrtGrad", "forward_op": "Sqrt", "phase": "backward", "dtype": "float32",
               "code": "norm = tf.sqrt(tf.reduce_sum(tf.square(x), axis=-1))", "file": "train.py", "line": 3,
               "inputs": [{"zeros": 4, "negative": 0}]}
    fix = op_fixes.fix_for_op(payload)
    assert "1 / (2 sqrt(x)), is Inf at x = 0 (its input held 4 zero(s)" in fix.text
    assert "\nnorm = tf.sqrt(tf.reduce_sum(tf.square(x), axis=-1) + 1e-12)\n" in fix.code


def _large_activation_transformer(policy, logdir):
    """The decoder with its second LayerNorm scaled by 1e5 and the MLP's
    first kernel by 1e-5: the same function, with the LayerNorm's outputs
    past float16's 65504."""
    keras.mixed_precision.set_global_policy(policy)
    try:
        keras.utils.set_random_seed(0)
        model = transformer.decoder_only(keras, blocks=1)
        model.get_layer("block_0_ln_2").gamma.assign(model.get_layer("block_0_ln_2").gamma * 1e5)
        model.get_layer("block_0_mlp_in").kernel.assign(model.get_layer("block_0_mlp_in").kernel * 1e-5)
        model.compile(optimizer=transformer.adamw(keras), loss=transformer.lm_loss(keras))
        x, y = transformer.token_data(np.random.default_rng(0), n=128)
        model.fit(x, y, batch_size=32, epochs=1, verbose=0, callbacks=[tb_trainhealth.TrainHealth(logdir)])
    finally:
        keras.mixed_precision.set_global_policy("float32")


def test_bfloat16_activations_past_float16s_range_get_no_overflow_warning(tmp_path):
    _large_activation_transformer("mixed_bfloat16", str(tmp_path / "bfloat16"))
    _large_activation_transformer("mixed_float16", str(tmp_path / "float16"))
    results = diagnose_dir(tmp_path)
    bf16 = results["bfloat16"]
    kinds = {f.kind for f in bf16.findings}
    assert not kinds & {"activation_overflow_risk", "nonfinite_activations", "nonfinite_loss", "low_precision_sum"}, [
        f.summary for f in bf16.findings]
    # The same model in float16 overflows at that LayerNorm.
    f16 = results["float16"]
    assert {"activation_overflow_risk", "nonfinite_activations"} & {f.kind for f in f16.findings}


def test_a_healthy_mixed_bfloat16_transformer_is_healthy(tmp_path):
    keras.mixed_precision.set_global_policy("mixed_bfloat16")
    try:
        keras.utils.set_random_seed(0)
        model = transformer.decoder_only(keras, blocks=2)
        model.compile(optimizer=transformer.adamw(keras), loss=transformer.lm_loss(keras))
        x, y = transformer.token_data(np.random.default_rng(1), n=256)
        model.fit(x, y, batch_size=32, epochs=2, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(str(tmp_path / "run"))])
    finally:
        keras.mixed_precision.set_global_policy("float32")
    result = diagnose_dir(tmp_path)["run"]
    assert not [f for f in result.findings if f.severity in SERIOUS], [f.summary for f in result.findings]


def test_sums_in_bfloat16_are_found_in_the_graph_with_their_line():
    @tf.function
    def step(x):
        total = tf.cumsum(x, axis=-1)  # RUNNING SUM
        short = tf.reduce_sum(x[:, :8], axis=-1)  # a sum of 8: below LONG_SUM
        wide = tf.reduce_mean(tf.cast(x, tf.float32), axis=-1)  # in float32
        return total, short, wide

    graph = step.get_concrete_function(tf.TensorSpec([4, 512], tf.bfloat16)).graph
    found = precision.bfloat16_sums(graph, layer_names=set())
    # Outside any layer every bfloat16 reduction counts (a loss); the cumsum
    # over 512 terms is the one that stalls: 256 + 1 is 256 in bfloat16.
    running = [s for s in found if s["op"] == "Cumsum"]
    assert running and running[0]["terms"] == 512 and "RUNNING SUM" in running[0]["code"]
    assert not [s for s in found if s["op"] == "Mean"]
    assert float(tf.cumsum(tf.ones([512], tf.bfloat16))[-1]) == 256.0
    rewritten = op_fixes.float32_rewrite(running[0]["code"], "Cumsum")
    assert rewritten.startswith("x32 = tf.cast(x, tf.float32)\ntotal = tf.cast(tf.cumsum(x32, axis=-1), x.dtype)")
