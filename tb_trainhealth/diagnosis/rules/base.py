"""The base of every diagnosis rule (`Rule`) and the registry a rules
module adds its rules to (`@register`); the package's `all_rules()` imports
the declared modules and orders them (diagnosis/rules/__init__.py)."""

from tb_trainhealth.diagnosis import findings as F

RULES = []  # every registered rule, in the order registered


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
    RULES.append(rule)
    return rule_class
