"""The registry of diagnosis rules: one module per area in this package.

A rule module defines subclasses of `Rule` decorated with `@register`;
every module here is imported on first use, so a new area is a new file.
"""

import importlib
import pkgutil

_RULES = []
_loaded = False


class Rule:
    """Looks at one run's data and returns findings of one kind."""

    kind = None  # the finding kind it emits
    node = None  # the flowchart area node it lights
    # Among findings of one severity at one step, lower ranks come first:
    # a cause (the layer that made the NaN) before its symptoms (the loss).
    rank = 50

    def has_evidence(self, run_data):
        """Whether the run logged what this rule needs to judge it.

        False leaves the rule's node `no_data` rather than `clear`.
        """
        raise NotImplementedError

    def check(self, run_data):
        """A list of Findings (empty when all is well)."""
        raise NotImplementedError


def register(rule_class):
    _RULES.append(rule_class())
    return rule_class


def all_rules():
    global _loaded
    if not _loaded:
        for module in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{module.name}")
        _loaded = True
    return list(_RULES)
