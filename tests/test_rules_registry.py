"""The rule registry (diagnosis/rules/__init__.py): the order of the rules,
and the findings a rule builds.

The diagnosis keeps the rules' order among findings it ranks equal, and
takes the first of two findings that explain each other as the cause
(diagnosis/engine.py): the order is the areas' declaration, never which
module some import happened to load first (the tab's views import rule
modules before the diagnosis runs; the CLI does not)."""

import json
import os
import subprocess
import sys

from conftest import REPO

from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.rules import all_rules

_ORDER = """
import importlib, json, sys
for module in sys.argv[1:]:
    importlib.import_module(module)
from tb_trainhealth.diagnosis.rules import all_rules
print(json.dumps([type(rule).__name__ for rule in all_rules()]))
"""


def _order(*imported_first):
    """The rules' names in a fresh interpreter that imported
    `imported_first` before asking for the rules."""
    result = subprocess.run([sys.executable, "-c", _ORDER, *imported_first], capture_output=True, text=True,
                            timeout=300, cwd=REPO, env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}, check=True)
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_the_rules_keep_the_declared_order_whatever_was_imported_first():
    declared = _order()
    # The convergence area's rules, in its modules' order: the order they
    # had as one module, which the root-cause grouping was tuned on.
    convergence = ["OutputActivationMismatch", "LossOutputMismatch", "UnscaledInputs", "LossStuck",
                   "LossOscillating", "LossDiverging", "AccuracyAtChance", "SaturatedActivations",
                   "LearningRateTooHigh", "LearningRateTooLow", "LossSpike"]
    assert [name for name in declared if name in convergence] == convergence
    # The areas in flowchart order: the crash first, the gradients before
    # the convergence area, the input pipeline last.
    assert declared[0] == "TrainingError"
    assert declared.index("DeadUnits") < declared.index("OutputActivationMismatch")
    assert declared[-2:] == ["UnshuffledData", "InputExhausted"]
    # A module imported on its own (a view's, another area's) registers its
    # rules early; the order stays the declared one.
    for first in ("tb_trainhealth.plugin.views.convergence", "tb_trainhealth.diagnosis.rules.gradients",
                  "tb_trainhealth.diagnosis.rules.learning_rate", "tb_trainhealth.diagnosis.rules.loss_spikes"):
        assert _order(first) == declared, first


def _rule(kind):
    return next(rule for rule in all_rules() if rule.kind == kind)


def test_a_rule_builds_its_findings_with_its_own_kind_and_node():
    rule = _rule("loss_stuck")
    fix = F.Fix(text="lower the rate", code="")
    finding = rule.finding(F.WARNING, "The loss does not decrease.", fix, step=40)
    assert (finding.kind, finding.node, finding.severity) == ("loss_stuck", rule.area.node, F.WARNING)
    assert (finding.step, finding.layer, finding.evidence, finding.fix) == (40, None, {}, fix)
    # A rule may report another kind of its area, or light another node.
    other = rule.finding(F.INFO, "s", fix, kind="loss_oscillating", node="core", layer="dense", evidence={"a": 1})
    assert (other.kind, other.node, other.layer, other.evidence) == ("loss_oscillating", "core", "dense", {"a": 1})
