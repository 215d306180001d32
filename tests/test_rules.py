"""Rules and the flowchart on hand-made RunData (no training needed)."""

import numpy as np

from tb_trainhealth.diagnosis import diagnose, flowchart
from tb_trainhealth.summary.reader import Event, RunData, Series


def run_with_loss(values, events=()):
    steps = np.arange(1, len(values) + 1)
    return RunData(
        run="r",
        series={"loss": Series("loss", steps, np.asarray(values, dtype=np.float64))},
        events=list(events),
    )


def nodes(result):
    return {n["id"]: n for n in result.flowchart()["nodes"]}


def test_nonfinite_loss_from_its_event():
    event = Event(
        "nonfinite_loss", 4,
        {"kind": "nonfinite_loss", "step": 4, "value": "inf", "epoch": 0, "batch": 3,
         "last_finite_step": 3, "last_finite_value": 1e12},
        0.0,
    )
    result = diagnose(run_with_loss([1.0, 10.0, 1e12, np.inf], [event]))
    assert result.status == "critical"
    (finding,) = result.findings
    assert (finding.kind, finding.severity, finding.node, finding.step) == (
        "nonfinite_loss", "critical", "nonfinite", 4)
    assert "+Inf at step 4" in finding.summary and "1e12" in finding.summary
    assert "clipnorm" in finding.fix.code and "from_logits=True" in finding.fix.code
    assert "kind" not in finding.evidence


def test_nonfinite_loss_from_the_series_when_no_event_was_written():
    (finding,) = diagnose(run_with_loss([2.0, 1.5, np.nan, np.nan])).findings
    assert finding.step == 3
    assert finding.evidence == {"step": 3, "value": "nan", "last_finite_step": 2,
                                "last_finite_value": 1.5}


def test_healthy_loss_lights_nothing_and_clears_its_node():
    result = diagnose(run_with_loss([2.0, 1.0, 0.5]))
    assert result.status == "healthy" and result.findings == []
    state = nodes(result)
    assert state["nonfinite"]["state"] == "clear"
    assert state["fix_numerics"]["state"] == "clear"
    assert state["error_type"]["state"] == "clear"
    # Areas with no probe yet have no evidence, which is not the same as clear.
    for area in ("shape", "oom", "gradients", "input_pipeline"):
        assert state[area]["state"] == "no_data"


def test_a_finding_of_a_run_that_did_not_raise_lights_its_area_not_the_root():
    result = diagnose(run_with_loss([1.0, np.nan]))
    state = nodes(result)
    for node_id in ("nonfinite", "fix_numerics"):
        assert state[node_id]["state"] == "triggered", node_id
        assert state[node_id]["findings"] == [0]
        assert state[node_id]["severity"] == "critical"
    # "Training error" and "Error type" are for a run that raised.
    for node_id in ("error", "error_type"):
        assert (state[node_id]["state"], state[node_id]["findings"]) == ("clear", []), node_id
    assert state["gradients"]["state"] == "no_data"


def test_run_without_any_evidence_is_all_no_data():
    result = diagnose(RunData(run="r", series={}, events=[]))
    assert {n["state"] for n in result.flowchart()["nodes"]} == {"no_data"}


def test_flowchart_uses_the_public_node_ids_and_is_a_tree():
    chart = flowchart.state([], frozenset())
    ids = [n["id"] for n in chart["nodes"]]
    assert ids == [
        "error", "error_type", "shape", "fix_shape", "nonfinite", "fix_numerics",
        "oom", "fix_memory", "gradients", "fix_gradients", "convergence", "fix_convergence",
        "attention", "fix_attention", "input_pipeline", "fix_pipeline",
    ]
    targets = [e["to"] for e in chart["edges"]]
    assert sorted(targets) == sorted(ids[1:])  # every node but the root has one parent


def test_a_loss_that_reaches_zero_is_not_stuck():
    # 0.466 at the first step, then 0 from the third on (a memorised set,
    # labels leaked into the inputs): the windows' medians are all 0, and
    # "fell only from 0 to 0" is not a stuck loss.
    reached = diagnose(run_with_loss([0.466, 0.02] + [0.0] * 198))
    assert "loss_stuck" not in {f.kind for f in reached.findings}
    # A loss that stays where it began is still stuck.
    flat = diagnose(run_with_loss([0.693 + 0.001 * ((i * 7) % 5 - 2) for i in range(200)]))
    assert "loss_stuck" in {f.kind for f in flat.findings}


def test_a_loss_that_blows_up_is_told_with_the_last_finite_loss_the_nan_finding_names():
    """The divergence's smoothed peak is not the largest loss: the finding
    says it is a 3-step median, and names the same last finite loss (and
    step) as the NaN finding beside it, so the page says one thing."""
    values = np.concatenate([np.linspace(0.75, 1, 10), np.geomspace(1, 529, 32), [400, 684, np.nan]])
    found = {f.kind: f for f in diagnose(run_with_loss(values)).findings}
    diverging, nan = found["loss_diverging"], found["nonfinite_loss"]
    assert "median over 3 steps" in diverging.summary
    last = nan.evidence["last_finite_step"]
    assert last == 44 and f"the last finite loss is 684 at step {last}" in diverging.summary


def test_a_rate_too_high_names_the_layers_ratios_of_the_step_it_names():
    """The finding's ratio is the median over layers at one step: the
    per-layer figures beside it are that step's, so their median is it."""
    from tb_trainhealth.summary.reader import Matrix

    steps = np.array([1, 2, 3, 4])
    values = np.array([[0.01, 0.02, 0.03], [0.21, 0.20, 0.76], [0.05, 0.04, 0.06], [0.02, 0.02, 0.03]])
    ratios = Matrix("lr_update_ratio", ["hidden_1", "hidden_2", "logits"], steps, steps, values)
    data = run_with_loss(np.concatenate([np.linspace(1.0, 40.0, 30), [np.nan]]),
                         events=[Event("head_check", 0, {"learning_rate": 10.0, "optimizer": "SGD", "samples": 1},
                                       0.0)])
    data.matrices["lr_update_ratio"] = ratios
    (found,) = [f for f in diagnose(data).findings if f.kind == "learning_rate_too_high"]
    assert found.evidence["step"] == 2 and found.evidence["ratio"] == 0.21
    assert found.evidence["per_layer"] == {"hidden_1": 0.21, "hidden_2": 0.20, "logits": 0.76}
    assert float(np.median(list(found.evidence["per_layer"].values()))) == found.evidence["ratio"]
