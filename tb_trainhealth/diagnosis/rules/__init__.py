"""The registry of diagnosis rules: one module per area in this package.

An area's declaration names its rules module (`Area.rules`); the module
defines subclasses of `Rule` decorated with `@register` (both in
rules/base.py, which a rules module imports: never this package). Every declared
module is imported on first use, so a new area is its rules file and its
declaration (docs/design.md, "Adding an area").
"""

import importlib

from tb_trainhealth import areas as areas_lib
from tb_trainhealth.diagnosis.rules.base import RULES, Rule, register  # noqa: F401 (the package's names)

_loaded = False


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
    return sorted(RULES, key=_declared_place)


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
