"""Root cause first: a symptom is listed under the finding that explains it
(Rule.explains), with no advice of its own (diagnosis/engine.py)."""

from tb_trainhealth.diagnosis.engine import group_by_cause
from tb_trainhealth.diagnosis.findings import CRITICAL, WARNING, Finding, Fix


def finding(kind, severity=WARNING):
    return Finding(kind=kind, severity=severity, node="n", summary=kind, fix=Fix(f"fix {kind}", f"code {kind}"))


def grouped(findings, explains):
    return group_by_cause(findings, lambda cause, symptom: symptom.kind in explains.get(cause.kind, ()))


def test_the_cause_leads_and_its_symptoms_follow_without_their_own_fix():
    crash = finding("crash", CRITICAL)
    other = finding("other", CRITICAL)
    stuck = finding("stuck")
    head = finding("head")
    result = grouped([crash, other, stuck, head], {"head": ("stuck", "crash")})
    assert [f.kind for f in result] == ["head", "crash", "stuck", "other"]
    assert [f.caused_by for f in result] == [None, "head", "head", None]
    assert head.fix.code == "code head"
    assert crash.fix.code == "" and "head" in crash.fix.text
    assert other.fix.code == "code other"


def test_a_chain_is_flattened_to_its_root_and_a_cycle_is_broken():
    a, b, c = finding("a"), finding("b"), finding("c")
    result = grouped([c, b, a], {"a": ("b",), "b": ("c",)})
    # The symptoms keep their own order (worst first), under the root.
    assert [f.kind for f in result] == ["a", "c", "b"]
    assert [f.caused_by for f in result] == [None, "a", "a"]
    x, y = finding("x"), finding("y")
    result = grouped([x, y], {"x": ("y",), "y": ("x",)})
    assert [(f.kind, f.caused_by) for f in result] == [("x", None), ("y", "x")]


def test_nothing_explained_leaves_the_order_alone():
    found = [finding("a", CRITICAL), finding("b"), finding("c")]
    assert grouped(list(found), {"a": ("z",)}) == found
    assert all(f.caused_by is None for f in found)


def test_a_root_takes_the_worst_severity_of_its_group():
    # A warning-level lint that makes the run critically input-bound is
    # itself critical: a critical finding never sits under a warning root.
    lint = finding("lint")
    bound = finding("bound", CRITICAL)
    other = finding("other")
    result = grouped([bound, lint, other], {"lint": ("bound",)})
    assert [(f.kind, f.severity, f.caused_by) for f in result] == [
        ("lint", CRITICAL, None), ("bound", CRITICAL, "lint"), ("other", WARNING, None)]


def test_a_cause_never_comes_after_its_effect():
    # After --heal on a NaN regression: a spike at step 107 explains no
    # NaN at step 5, nor the divergence at step 2 (they happened first);
    # the divergence leads its later NaN. A state first seen late (dead
    # units, sampled every K steps) may still explain a loss stuck since
    # step 1: it has no moment of its own.
    spike, nan, diverging = finding("loss_spike", CRITICAL), finding("nonfinite_loss", CRITICAL), finding(
        "loss_diverging")
    spike.step, nan.step, diverging.step = 107, 5, 2
    # (In diagnose's order: worst first, then by step.)
    result = grouped([nan, spike, diverging], {"loss_spike": ("nonfinite_loss", "loss_diverging"),
                                                "loss_diverging": ("nonfinite_loss",)})
    assert [(f.kind, f.caused_by) for f in result] == [
        ("loss_diverging", None), ("nonfinite_loss", "loss_diverging"), ("loss_spike", None)]
    dead, stuck = finding("dead_units"), finding("loss_stuck")
    dead.step, stuck.step = 50, 1
    result = grouped([dead, stuck], {"dead_units": ("loss_stuck",)})
    assert [(f.kind, f.caused_by) for f in result] == [("dead_units", None), ("loss_stuck", "dead_units")]
