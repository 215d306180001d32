"""Issue #28 item 3b: a custom loop that accumulates gradients and never
resets its accumulator, as people write it, in two shapes (a Python list
summed eagerly, and tf.Variables added to inside a tf.function), each with
its fixed twin, which must come out healthy."""

import numpy as np
import pytest

from bug_scripts import load
from helpers import diagnose_dir, read_runs
from tb_trainhealth.diagnosis.numbers import number

loops = load("accumulation_loops")

SERIOUS = ("critical", "warning")


LOOPS = {"list": (loops.list_accumulator_loop, 4), "variables": (loops.variable_accumulator_loop, 8),
         "summed": (loops.summed_variable_loop, 4)}


@pytest.fixture(scope="module")
def accumulation_runs(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("accumulation")
    for name, (loop, _) in LOOPS.items():
        loop(str(logdir / f"{name}_bug"), reset=False)
        loop(str(logdir / f"{name}_fixed"), reset=True)
    return logdir, diagnose_dir(logdir)


@pytest.mark.parametrize("name", list(LOOPS))
def test_an_accumulator_never_reset_is_named_with_the_loop_period(accumulation_runs, name):
    _, results = accumulation_runs
    period = LOOPS[name][1]
    result = results[f"{name}_bug"]
    roots = [f for f in result.findings if f.caused_by is None and f.severity in SERIOUS]
    assert roots and roots[0].kind == "gradient_accumulation_not_reset", [(f.kind, f.summary) for f in roots]
    finding = roots[0]
    assert finding.evidence["period"] == period
    assert f"once every {period} steps" in finding.summary
    assert f"% {period} == 0" in finding.fix.code and "reset after every apply" in finding.fix.code
    assert f"gradient_accumulation_steps={period}" in finding.fix.code


@pytest.mark.parametrize("name", list(LOOPS))
def test_its_fixed_twin_is_healthy_and_its_period_still_seen(accumulation_runs, name):
    logdir, results = accumulation_runs
    result = results[f"{name}_fixed"]
    assert [f.kind for f in result.findings if f.severity in SERIOUS] == []
    # The update ratio of a loop that applies every N steps is taken at
    # the step that moved the weights, not at one that did not.
    run = read_runs(logdir)[f"{name}_fixed"]
    assert [e.payload["steps"] for e in run.events_of("update_period")] == [LOOPS[name][1]]
    ratios = run.matrices["update_ratio"].values
    assert np.all(np.nanmax(ratios, axis=1) > 0)


def test_an_update_that_grows_with_the_updates_is_named_not_the_loss_swings(accumulation_runs):
    """Issue #44: summed tf.Variable accumulators under SGD at 0.01 (the loss
    falls, then spikes) were read as an oscillating loss, 'lower the LR'.
    The applied update grows with the number of updates while the per-step
    gradient does not: that is the finding, with its numbers."""
    _, results = accumulation_runs
    result = results["summed_bug"]
    root = next(f for f in result.findings if f.caused_by is None and f.severity in SERIOUS)
    assert root.kind == "gradient_accumulation_not_reset"
    updates = root.evidence["updates"]
    first, last = updates[0], max(updates, key=lambda u: u["per_gradient"])
    assert first["step"] == root.evidence["first_update_step"] == 4  # the loop's first apply
    # The update per unit of gradient grew at least the period's fold; the
    # gradient itself did not grow as much.
    assert last["per_gradient"] >= 4 * first["per_gradient"]
    assert last["gradient"] < 2 * first["gradient"]
    assert f"update {last['update_number']} (step {last['step']})" in root.summary
    assert f"{number(root.evidence['growth_per_gradient'])}-fold" in root.summary
    assert "accumulator.assign(tf.zeros_like(accumulator))" in root.fix.code
    # Its symptoms are grouped under it; none of them says to lower the rate.
    for finding in result.findings:
        if finding is not root:
            assert finding.caused_by == "gradient_accumulation_not_reset" or finding.severity == "info", finding
