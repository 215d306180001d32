"""The demo's decoder-only transformer runs (demo/transformer_runs.py),
trained for real by the demo script, diagnosed as a user reads them: the
healthy one is healthy, each failure run gets its cause first, with a fix
written from the run's own schedule, rates and batches. The bug suite's
transformer programs (tests/bugsuite/gpt_*, transformer_*) are held to the
same in tests/test_bug_suite.py."""

import json
import os
import subprocess
import sys

import pytest

from conftest import REPO
from helpers import diagnose_dir

try:
    from demo import transformer_runs
except ImportError:  # pragma: no cover - the repo root is on sys.path in the suite
    sys.path.insert(0, REPO)
    from demo import transformer_runs


@pytest.fixture(scope="module")
def results(demo_logdir):
    return diagnose_dir(demo_logdir)


def roots(result):
    return [f for f in result.findings if f.caused_by is None]


def test_the_healthy_transformer_is_healthy(results):
    result = results["transformer_healthy"]
    assert result.status == "healthy", [(f.kind, f.summary) for f in result.findings]
    # Every area judged it: the attention layers were seen, the loss and gradients read.
    assert {"attention", "convergence", "gradients", "nonfinite"} <= set(result.areas_with_evidence)


def test_a_rate_jump_is_a_loss_spike_with_the_calm_rate_as_its_fix(results):
    result = results["transformer_lr_jump"]
    spike = roots(result)[0]
    assert spike.kind == "loss_spike" and spike.severity == "warning"
    # The schedule jumps at optimizer step JUMP_STEP (the run's step JUMP_STEP + 1).
    assert transformer_runs.JUMP_STEP < spike.step <= transformer_runs.JUMP_STEP + 10
    assert spike.evidence["cause"] == "rate"
    assert spike.evidence["learning_rate"]["calm_rate"] == pytest.approx(1e-3)
    assert spike.evidence["learning_rate"]["rate"] == pytest.approx(1e-1)
    assert "warmup_target=0.001" in spike.fix.code and "global_clipnorm=" in spike.fix.code
    assert "keras.optimizers.AdamW(learning_rate=schedule" in spike.fix.code
    # What the jump did to attention follows from it: no second fix.
    for finding in result.findings:
        if finding.kind.startswith("attention_"):
            assert finding.caused_by == "loss_spike"


def test_a_bad_batch_is_named_with_its_records(results):
    result = results["transformer_bad_batch"]
    (spike,) = [f for f in result.findings if f.kind == "loss_spike"]
    assert spike.caused_by is None and spike.severity == "warning"
    assert spike.evidence["cause"] == "batch"
    assert spike.evidence["same_batch_index"] == transformer_runs.BAD_BATCH
    first = transformer_runs.BAD_BATCH * transformer_runs.BATCH
    assert f"bad = slice({first}, {first + transformer_runs.BATCH})" in spike.fix.code
    assert all(s["outcome"] == "recovered" for s in spike.evidence["spikes"])


def test_adamw_without_warmup_is_told_to_warm_up_not_to_go_faster(results):
    result = results["transformer_no_warmup"]
    root = roots(result)[0]
    assert root.kind == "learning_rate_too_high"
    assert "from 0.3 to" in root.fix.text and "warmup" in root.fix.text
    assert "warmup_target=" in root.fix.code and "weight_decay=0.01" in root.fix.code
    # The symptoms are grouped under it; none of them says to raise the rate.
    for finding in result.findings:
        assert "raise the learning rate" not in (finding.fix.text or "").lower()
    assert {f.kind for f in result.findings if f.caused_by == "learning_rate_too_high"} >= {"accuracy_at_chance"}


def test_the_cli_tells_the_same_story(demo_logdir):
    cli = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")
    out = subprocess.run([cli, "diagnose", str(demo_logdir), "--json"], capture_output=True, text=True, cwd=REPO,
                         timeout=300)
    runs = {r["run"]: r for r in json.loads(out.stdout)["runs"]}
    assert runs["transformer_healthy"]["status"] == "healthy"
    assert runs["transformer_lr_jump"]["findings"][0]["kind"] == "loss_spike"
    assert runs["transformer_bad_batch"]["findings"][0]["kind"] == "loss_spike"


def test_attention_logits_that_grow_are_the_root_and_qk_norm_is_healthy(results):
    root = roots(results["transformer_logit_growth"])[0]
    assert root.kind == "attention_logit_growth" and root.layer == "block_0_attention"
    assert "q_norm" in root.fix.code and "k_norm" in root.fix.code
    assert results["transformer_qk_norm"].status == "healthy"


def test_a_float16_mask_of_minus_1e9_is_fixed_at_its_line(results):
    root = roots(results["transformer_mask_nan"])[0]
    assert root.kind == "nonfinite_op" and root.layer == "block_0_attention"
    assert "scores = scores + (1.0 - causal) * self.mask_value" in root.summary
    assert "-1e9 is -inf in float16" in root.fix.text
    assert "keras.ops.where(causal > 0, scores, -65504.0)" in root.fix.code
