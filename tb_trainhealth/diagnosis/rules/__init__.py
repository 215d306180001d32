"""The registry of diagnosis rules: one module per area in this package.

An area's declaration names its rules module (`Area.rules`); the module
defines subclasses of `Rule` decorated with `@register`. Every declared
module is imported on first use, so a new area is its rules file and its
declaration (docs/design.md, "Adding an area").
"""

import importlib

from tb_trainhealth import areas as areas_lib

_RULES = []
_loaded = False


class Rule:
    """Looks at one run's data and returns findings of one kind."""

    area = None  # the Area (tb_trainhealth/areas/) it belongs to
    kind = None  # the finding kind it emits, one of its area's `findings`
    # Among findings of one severity at one step, lower ranks come first:
    # a cause (the layer that made the NaN) before its symptoms (the loss).
    rank = 50
    # Finding kinds (any area's) that this rule's findings are the root
    # cause of: where both are found in a run, the diagnosis lists this
    # one first and groups those under it (diagnosis/engine.py). Declare
    # only what holds for a reason (a softmax over one unit makes every
    # gradient zero; an OOM is the crash).
    explains = ()

    def explains_finding(self, cause, symptom):
        """Whether `cause` (one of this rule's findings) explains `symptom`:
        its kind is in `explains`; a rule whose findings' evidence says more
        than their kind (which check fired, which came first) narrows or
        widens that."""
        return symptom.kind in self.explains

    @property
    def node(self):
        """The flowchart node it lights: its area's."""
        return self.area.node

    def has_evidence(self, run_data):
        """Whether the run logged what this rule needs to judge it.

        False leaves the rule's node `no_data` rather than `clear`.
        """
        raise NotImplementedError

    def check(self, run_data):
        """A list of Findings (empty when all is well)."""
        raise NotImplementedError


def register(rule_class):
    rule = rule_class()
    if rule.area is None or rule.kind not in rule.area.findings:
        raise ValueError(f"{rule_class.__name__}: kind {rule.kind!r} is not declared by its area")
    _RULES.append(rule)
    return rule_class


def all_rules():
    """Every registered area's rules, their modules imported on first use."""
    global _loaded
    if not _loaded:
        for area in areas_lib.all_areas():
            for module in area.rule_modules:
                importlib.import_module(module)
        _loaded = True
    return list(_RULES)
