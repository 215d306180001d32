"""Attention health (issue #29, item 3): the largest attention logit and
the attention entropy of every attention layer, Keras MultiHeadAttention
and a hand-written one, recorded from real training of the small
transformer (demo/transformer.py); the logit-growth bug found, its QK-norm
twin clean, and training under capture bit-identical to training bare."""

import math

import keras
import numpy as np
import pytest
import tensorflow as tf

from bug_scripts import load
from helpers import diagnose_dir, read_runs

from tb_trainhealth.areas.attention import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.probes import attention as attention_probe
from tb_trainhealth.capture.probes.attention import score_form, score_stats
from tb_trainhealth.capture.probes.gradient_layout import SAMPLED_UPDATE_STEPS
from tb_trainhealth.diagnosis.numbers import number
from tb_trainhealth.diagnosis.rules import attention as attention_rules

STAT, KIND = AREA.matrices, AREA.findings
LAYERS = ["block_0_attention", "block_1_attention"]
SEQ = 32  # demo/transformer.py's SEQ_LEN

bug = load("attention_logit_growth")


def _stats(scores, keep=None):
    return [float(v) for v in score_stats(tf.constant(scores), keep)]


def test_the_scores_made_again_are_the_layers_own_products():
    """MultiHeadAttention's one-axis equation is made as a batched matmul:
    the same scores as its einsum, for any query and key lengths."""
    layer = keras.layers.MultiHeadAttention(num_heads=3, key_dim=5)
    layer(tf.zeros([2, 7, 6]), tf.zeros([2, 9, 6]))
    equation, _, _ = internals.attention_layers.attention_score_parts(layer)
    rng = np.random.default_rng(0)
    query = tf.constant(rng.normal(size=(2, 7, 3, 5)), tf.float32)
    key = tf.constant(rng.normal(size=(2, 9, 3, 5)), tf.float32)
    made = attention_probe._scores(equation, key, query)
    assert made.shape == (2, 3, 7, 9)
    np.testing.assert_allclose(made.numpy(), tf.einsum(equation, key, query).numpy(), rtol=1e-6, atol=1e-6)


def test_one_sample_under_the_collapse_line_is_not_the_collapse():
    """The collapse's step is the first of SETTLED samples in a row under
    the line: a single dip (sampling noise) before it does not count."""
    line = attention_rules.COLLAPSED_ENTROPY
    values = np.array([2.5, 2.0, line - 0.05, line + 0.05, line - 0.01, line - 0.1, line - 0.1, line - 0.2])
    assert attention_rules._settled_below(values, line).tolist() == [4, 5, 6, 7]
    assert attention_rules._settled_below(np.array([2.0, line + 0.1]), line).tolist() == []


def test_the_statistics_leave_masked_keys_out_in_every_dtype():
    """Masked scores never count as the largest logit, whatever the mask
    recipe puts there (-1e9, float16's -65504, -inf), and entropies are in
    nats over the keys a query may see."""
    uniform = np.zeros((1, 1, 4, 4), np.float32)
    causal = np.tril(np.ones((4, 4), bool))[None, None]
    for dtype, fill in (("float32", -1e9), ("float16", -65504.0), ("float16", -np.inf), ("bfloat16", -1e9)):
        scores = np.where(causal, uniform, np.float32(fill))
        scores[0, 0, 3, 0] = 2.0  # the largest unmasked score
        scores[0, 0, 0, 3] = 50.0 if dtype == "float32" else scores[0, 0, 0, 3]  # masked by `keep` below
        keep = tf.constant(causal)
        max_logit, entropy, normalised, keys = score_stats(tf.cast(tf.constant(scores), dtype), keep).numpy()
        assert max_logit == pytest.approx(2.0, rel=1e-2), dtype
        # Queries 1..3 see 2..4 keys (query 0, one key, is left out).
        assert keys == pytest.approx(3.0)
        expected = [math.log(2), math.log(3)]
        top = np.exp(2.0) / (np.exp(2.0) + 3)
        expected.append(-(top * math.log(top) + 3 * (1 - top) / 3 * math.log((1 - top) / 3)))
        assert entropy == pytest.approx(np.mean(expected), rel=1e-2), dtype
        assert 0 < normalised <= 1
    # One-hot attention: entropy 0; uniform over n keys: log n, normalised 1.
    one_hot = np.full((1, 2, 3, 3), -1e9, np.float32)
    one_hot[..., 0] = 5.0
    assert _stats(one_hot)[1] == pytest.approx(0.0, abs=1e-6)
    assert _stats(np.zeros((2, 2, 5, 5), np.float32))[1:3] == pytest.approx([math.log(5), 1.0])


@pytest.fixture(scope="module")
def bug_runs(tmp_path_factory):
    """The bug script under capture and bare, and its fixed twin under capture."""
    root = tmp_path_factory.mktemp("attention")
    return {
        "bug": (root / "bug", bug.main(str(root / "bug"))),
        "bare": (None, bug.main(None)),
        "fixed": (root / "fixed", bug.main(str(root / "fixed"), fixed=True)),
    }


def _attention_findings(logdir):
    (diagnosis,) = diagnose_dir(logdir).values()
    return [f for f in diagnosis.findings if f.kind in KIND]


def test_custom_attention_statistics_are_recorded_for_every_layer(bug_runs):
    logdir, losses = bug_runs["bug"]
    (run,) = read_runs(logdir).values()
    for name in STAT:
        matrix = run.matrices[name]
        assert matrix.columns == LAYERS
        assert matrix.last_steps[-1] == len(losses)  # every step (every=1)
        assert np.isfinite(matrix.values).all()
    logits = run.matrices[STAT.attention_max_logit].values
    norm = run.matrices[STAT.attention_entropy_norm].values
    # At initialisation the logits are small and the attention spread; the
    # first block's logits then climb past 50 and its attention turns
    # near one-hot.
    assert (logits[0] < 5).all() and (norm[0] > 0.8).all()
    assert logits[-1, 0] > 50 and norm[-1, 0] < 0.2
    (event,) = run.events_of(AREA.events.attention_layers)[-1:]
    layers = {entry["layer"]: entry for entry in event.payload["layers"]}
    assert {layers[n]["class"] for n in LAYERS} == {"CausalSelfAttention"}
    assert layers[LAYERS[0]]["keys"] == SEQ
    assert layers[LAYERS[0]]["mean_keys"] == pytest.approx((2 + SEQ) / 2)  # causal, one-key queries left out


def test_the_bug_is_found_on_its_layer_and_the_twin_is_clean(bug_runs):
    found = {f.kind: f for f in _attention_findings(bug_runs["bug"][0])}
    growth = found[KIND.attention_logit_growth]
    assert growth.severity == "warning" and growth.caused_by is None
    assert growth.layer == LAYERS[0]
    assert growth.evidence["trends"][LAYERS[0]]["late"] > growth.evidence["trends"][LAYERS[0]]["one_hot_logit"]
    assert "q_norm" in growth.fix.code and "CausalSelfAttention" in growth.fix.code
    # The figures it names are the ones the tab's table shows: each layer's
    # first and latest samples.
    (run,) = read_runs(bug_runs["bug"][0]).values()
    logits = run.matrices[STAT.attention_max_logit].values
    assert f"{LAYERS[0]!r} ({number(logits[0, 0])} -> {number(logits[-1, 0])})" in growth.summary
    assert f"AdamW(learning_rate={bug.LEARNING_RATE / 10:g}, weight_decay=0.01)" in growth.fix.code  # the run's own optimizer
    collapse = found[KIND.attention_entropy_collapse]
    assert collapse.layer == LAYERS[0] and collapse.caused_by == KIND.attention_logit_growth
    assert _attention_findings(bug_runs["fixed"][0]) == []


def test_capture_leaves_the_custom_attention_losses_bit_identical(bug_runs):
    assert bug_runs["bug"][1] == bug_runs["bare"][1]


def test_multi_head_attention_statistics_and_bit_identical_losses(tmp_path):
    steps = 12
    captured = bug.main(str(tmp_path), attention="keras", steps=steps, batch=16, every=2)
    bare = bug.main(None, attention="keras", steps=steps, batch=16)
    assert captured == bare
    (run,) = read_runs(tmp_path).values()
    for name in STAT:
        matrix = run.matrices[name]
        assert matrix.columns == LAYERS
        # Every other step (the fit's last one runs the full step too, and
        # so does step 2, whose update the convergence probe samples).
        full_too = {steps, *SAMPLED_UPDATE_STEPS}
        assert set(range(1, steps + 1, 2)) <= set(matrix.first_steps) <= set(range(1, steps + 1, 2)) | full_too
        assert np.isfinite(matrix.values).all()
    assert (run.matrices[STAT.attention_max_logit].values > 0).all()
    norm = run.matrices[STAT.attention_entropy_norm].values
    assert ((norm > 0) & (norm <= 1)).all()
    entropy = run.matrices[STAT.attention_entropy].values
    assert (entropy <= math.log(SEQ) + 1e-6).all()
    layers = run.events_of(AREA.events.attention_layers)[-1].payload["layers"]
    assert [(entry["layer"], entry["class"], entry["heads"]) for entry in layers] == [
        (name, "MultiHeadAttention", 4) for name in LAYERS]


def test_capture_is_taken_off_the_model_after_fit(tmp_path):
    from keras.src import backend

    # As this process had them: a fit that another callback's exception
    # left earlier in it (tests/test_capture.py) keeps its own hooks, as
    # Keras tells a callback nothing then.
    softmax, hooks = backend.nn.softmax, list(internals.attention_layers._softmax_hooks)
    bug.main(str(tmp_path), attention="keras", steps=2, batch=8)
    assert internals.attention_layers._softmax_hooks == hooks
    assert backend.nn.softmax is softmax


def test_the_multi_head_attention_fix_code_trains():
    """The fix for a Keras MultiHeadAttention is a subclass with QK
    LayerNorm: it builds, masks causally and trains."""
    (finding_code,) = [_mha_fix_code()]
    scope = {"keras": keras}
    exec(finding_code.split("# block_0_attention")[0], scope)
    layer_class = scope["QKNormMultiHeadAttention"]
    tokens = keras.Input((8,), dtype="int32")
    h = keras.layers.Embedding(16, 16)(tokens)
    h = layer_class(2, 8)(h, h, use_causal_mask=True)
    model = keras.Model(tokens, keras.layers.Dense(16)(h))
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    x = np.random.default_rng(0).integers(0, 16, size=(16, 8)).astype("int32")
    history = model.fit(x, x, batch_size=8, epochs=1, verbose=0)
    assert np.isfinite(history.history["loss"]).all()
    assert any("q_norm" in w.path for w in model.weights)


def _mha_fix_code():
    from tb_trainhealth.diagnosis.rules.attention import fix_attention

    fix = fix_attention({"optimizer": "Adam", "learning_rate": 1e-3},
                        {"layer": "block_0_attention", "class": "MultiHeadAttention", "kind": "MultiHeadAttention"},
                        "logits")
    return fix.code


def test_how_scores_were_made_is_read_off_the_graph():
    # A missing 1/sqrt(d) is told from the traced ops (the bug suite's
    # attention_no_scale gets its finding from it): the product with no
    # scale gives its depth; a scale after it, or on a query, is scaled.


    forms = []

    @tf.function
    def scores(q, k, mask):
        product = keras.ops.matmul(q, keras.ops.transpose(k, (0, 2, 1)))
        forms.extend([score_form(product), score_form(product + mask), score_form(product / 16.0),
                      score_form(tf.einsum("bqd,bkd->bqk", q, k)),
                      score_form(keras.ops.matmul(q * 0.0625, keras.ops.transpose(k, (0, 2, 1))))])
        return product

    scores(tf.zeros([2, 5, 256]), tf.zeros([2, 5, 256]), tf.zeros([5, 5]))
    assert forms == [{"scaled": False, "depth": 256}, {"scaled": False, "depth": 256}, {"scaled": True},
                     {"scaled": False, "depth": 256}, {"scaled": True, "depth": None}]
