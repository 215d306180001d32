"""A NaN a low-precision layer makes from finite inputs is the cause of
what follows it (issue #44, precision round 3): it leads the gradients
that explode after it, says which dtype the layer computed in and what
cancelled or overflowed, and its fix is that layer in float32 or the
stable formula (diagnosis/rules/nonfinite.py)."""

from tb_trainhealth.diagnosis import diagnose
from tb_trainhealth.diagnosis import rules as rules_lib
from tb_trainhealth.diagnosis.engine import group_by_cause
from tb_trainhealth.diagnosis.findings import CRITICAL, Finding, Fix
from tb_trainhealth.diagnosis.rules.nonfinite import bf16_spacing
from tb_trainhealth.summary.reader import Event, RunData


def _made_nan(step, dtype="bfloat16", layer="feat_norm", cls="FeatNorm"):
    return {"kind": "nonfinite_activations", "step": step, "layer": layer, "layer_class": cls, "execution_index": 0,
            "inputs_finite": True, "dtype": dtype, "max_abs_step": step, "layers": [], "epoch": 0, "batch": step - 1}


def _raw_temperatures():
    # The head check of 16 sensors near 290 K (capture/probes/convergence.py).
    return {"samples": 32, "model": "Sequential", "loss": "binary_crossentropy", "head": "dense_1",
            "activation": "sigmoid", "units": 1, "scales_inputs": True, "first_layer": None,
            "inputs": {"batch": 32, "features": 16, "abs_mean_max": 291.5, "std_max": 7.785, "std_mean": 7.0,
                       "min": 270.7, "max": 307.0}}


def _run(*events):
    return RunData(run="r", series={}, events=[Event(kind, step, payload, 0.0) for kind, step, payload in events])


def _rule(kind):
    return next(r for r in rules_lib.all_rules() if r.kind == kind)


def _finding(kind, step, evidence):
    return Finding(kind=kind, severity=CRITICAL, node="n", step=step, layer=evidence.get("layer"), summary=kind,
                   evidence=evidence, fix=Fix(f"fix {kind}", f"code {kind}"))


def test_bfloat16_spacing_is_what_the_issue_reads():
    assert bf16_spacing(290) == 2 and bf16_spacing(84_000) == 512


def test_a_nan_made_in_the_forward_pass_leads_gradients_that_grow_from_its_step():
    nan = _finding("nonfinite_activations", 2, _made_nan(2))
    grew = _finding("exploding_gradients", 2, {"rule": "growth", "first_step": 2, "last_step": 5})
    rules = {"nonfinite_activations": _rule("nonfinite_activations"),
             "exploding_gradients": _rule("exploding_gradients")}
    # The step's gradients reach the weights after its forward pass: the
    # growth cannot have made the NaN of its own first step.
    ordered = group_by_cause([grew, nan], lambda c, s: rules[c.kind].explains_finding(c, s))
    assert [(f.kind, f.caused_by) for f in ordered] == [("nonfinite_activations", None),
                                                       ("exploding_gradients", "nonfinite_activations")]
    assert "feat_norm" in grew.fix.text and not grew.fix.code


def test_growth_that_began_before_the_nan_still_explains_it():
    nan = _finding("nonfinite_activations", 7, _made_nan(7))
    grew = _finding("exploding_gradients", 3, {"rule": "growth", "first_step": 3, "last_step": 6})
    assert _rule("exploding_gradients").explains_finding(grew, nan)
    assert not _rule("nonfinite_activations").explains_finding(nan, grew)


def test_a_bfloat16_layer_says_its_dtype_what_cancelled_and_its_fix():
    result = diagnose(_run(("head_check", 1, _raw_temperatures()), ("nonfinite_activations", 2, _made_nan(2))))
    nan = next(f for f in result.findings if f.kind == "nonfinite_activations")
    assert nan.caused_by is None and nan.layer == "feat_norm"
    assert "computes in bfloat16" in nan.summary and "nothing overflowed" in nan.summary
    assert "E[x^2] - E[x]^2" in nan.summary
    # The numbers said are the evidence's: steps of 2 near 291.5, of 512
    # near its square.
    assert nan.evidence["bfloat16_step_near_mean"] == 2 and nan.evidence["bfloat16_step_near_square"] == 512
    assert "steps by 2" in nan.summary and "by 512" in nan.summary
    assert "FeatNorm(name='feat_norm', dtype=\"float32\")" in nan.fix.code
    assert "ops.square(x - mean)" in nan.fix.code


def test_no_cancellation_numbers_where_the_spread_is_not_small_beside_the_mean():
    check = _raw_temperatures()
    check["inputs"] = dict(check["inputs"], abs_mean_max=3.0, std_max=1.0)
    result = diagnose(_run(("head_check", 1, check), ("nonfinite_activations", 2, _made_nan(2))))
    nan = next(f for f in result.findings if f.kind == "nonfinite_activations")
    assert "computes in bfloat16" in nan.summary and "steps by" not in nan.summary
    assert "bfloat16_step_near_mean" not in nan.evidence


def test_a_float16_layer_whose_exp_overflows_gets_its_own_fix():
    event = _made_nan(1, dtype="float16", layer="attn_pool", cls="AttentionPool")
    result = diagnose(_run(("nonfinite_activations", 1, event)))
    nan = next(f for f in result.findings if f.kind == "nonfinite_activations")
    assert "computes in float16" in nan.summary and "65504" in nan.summary and "11.09" in nan.summary
    assert "AttentionPool(name='attn_pool', dtype=\"float32\")" in nan.fix.code
    assert "ops.max(scores" in nan.fix.code


def test_the_loss_scale_falling_follows_from_a_nan_made_in_a_float16_layer():
    nan = _finding("nonfinite_activations", 1, _made_nan(1, dtype="float16"))
    collapse = _finding("loss_scale_collapse", 16, {"scale": 0.5})
    assert _rule("nonfinite_activations").explains_finding(nan, collapse)
