"""The areas: each failure area declared once (docs/design.md).

An area's declaration (`tb_trainhealth/areas/<name>.py`, an `AREA`) names
its flowchart nodes, finding kinds, event kinds, statistics and options,
and the modules that implement it in capture, diagnosis and the backend.
Every layer reads it from here; no kind or node id is spelled anywhere
else (tests/test_area_contract.py holds that). No TensorFlow here.

An area is registered by its line in REGISTERED (its order is the
flowchart's) or, out of tree, by its module named in the
TB_TRAINHEALTH_AREAS environment variable (comma-separated), read when the
registry is first used. What else an area costs: docs/design.md, "Adding
an area".
"""

import importlib
import os

from tb_trainhealth.areas.declaration import Area, Event, Events, Names, Node, Option  # noqa: F401

REGISTERED = (
    "tb_trainhealth.areas.core",
    "tb_trainhealth.areas.shapes",
    "tb_trainhealth.areas.nonfinite",
    "tb_trainhealth.areas.memory",
    "tb_trainhealth.areas.gradients",
    "tb_trainhealth.areas.convergence",
    "tb_trainhealth.areas.attention",
    "tb_trainhealth.areas.input_pipeline",
)
EXTRA_AREAS_ENV = "TB_TRAINHEALTH_AREAS"

_areas = None


def all_areas():
    """Every registered Area, in flowchart order."""
    global _areas
    if _areas is None:
        extra = [m.strip() for m in os.environ.get(EXTRA_AREAS_ENV, "").split(",") if m.strip()]
        areas = [importlib.import_module(module).AREA for module in (*REGISTERED, *extra)]
        _check(areas)
        _areas = tuple(areas)
    return _areas


def area(name):
    """The registered Area called `name`."""
    for a in all_areas():
        if a.name == name:
            return a
    raise KeyError(f"no area {name!r} (areas: {', '.join(a.name for a in all_areas())})")


def all_nodes():
    """Every flowchart node, in order."""
    return tuple(node for a in all_areas() for node in a.nodes)


def area_of_kind(kind):
    """The Area that declares finding kind `kind`, or None."""
    return next((a for a in all_areas() if kind in a.findings), None)


def labels():
    """{kind or statistic: display words}, over every area."""
    return {k: v for a in all_areas() for k, v in a.labels.items()}


def vocabulary():
    """The whole vocabulary as JSON, for the frontend's build (`python -m
    tb_trainhealth.areas`)."""
    return {"areas": [a.to_json() for a in all_areas()]}


def _check(areas):
    """Names are unique across areas, every event kind is declared with its
    payload, and every node hangs from a node."""
    seen = {}
    for a in areas:
        if not isinstance(a.events, Events):
            raise ValueError(f"area {a.name}: declare its events with their payloads, as Events(Event(kind, keys=...), ...)")
        for what in ("findings", "matrices", "series", "histograms"):
            for name in getattr(a, what):
                key = (what, name)
                if key in seen and seen[key] != a.name:
                    raise ValueError(f"{what[:-1]} {name!r} declared by both {seen[key]} and {a.name}")
                seen[key] = a.name
    ids = [n.id for a in areas for n in a.nodes]
    if len(ids) != len(set(ids)):
        raise ValueError(f"a node id is declared twice: {ids}")
    for node in (n for a in areas for n in a.nodes):
        if node.parent is not None and node.parent not in ids:
            raise ValueError(f"node {node.id!r} hangs from unknown node {node.parent!r}")


def _reset_for_tests():
    global _areas
    _areas = None
