"""The registry of diagnosis rules: one module per area in this package.

An area's declaration names its rules module (`Area.rules`); the module
defines subclasses of `Rule` decorated with `@register`. Every declared
module is imported on first use, so a new area is its rules file and its
declaration (docs/design.md, "Adding an area").
"""

import importlib

from tb_trainhealth import areas as areas_lib
from tb_trainhealth.diagnosis import findings as F

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

    def finding(self, severity, summary, fix, step=None, layer=None, evidence=None, kind=None, node=None):
        """A Finding of this rule: its kind on its area's node unless told
        otherwise (a rule that reports a second kind, a node of another
        area)."""
        return F.Finding(kind=kind or self.kind, severity=severity, node=node or self.node, step=step, layer=layer,
                         summary=summary, evidence={} if evidence is None else evidence, fix=fix)


def register(rule_class):
    rule = rule_class()
    if rule.area is None or rule.kind not in rule.area.findings:
        raise ValueError(f"{rule_class.__name__}: kind {rule.kind!r} is not declared by its area")
    _RULES.append(rule)
    return rule_class


def all_rules():
    """Every registered area's rules, their modules imported on first use.

    In the order the areas declare them (areas in flowchart order, each
    area's modules in its order, each module's rules as written), whichever
    module some import loaded first: the diagnosis keeps that order among
    findings it ranks equal and takes the first of two that explain each
    other as the cause (diagnosis/engine.py), so the tab and the CLI must
    not differ by what each imported before."""
    global _loaded
    if not _loaded:
        for area in areas_lib.all_areas():
            for module in area.rule_modules:
                importlib.import_module(module)
        _loaded = True
    return sorted(_RULES, key=_declared_place)


def _declared_place(rule):
    """(its area's place among the areas, its module's place among the
    area's rules modules); a module the area does not name (one imported
    by a named one) comes after those. `sorted` keeps the order of
    registration within one place: a module's rules as written."""
    areas = areas_lib.all_areas()
    modules = rule.area.rule_modules
    module = type(rule).__module__
    return (areas.index(rule.area) if rule.area in areas else len(areas),
            modules.index(module) if module in modules else len(modules))
