"""What an area declares: its flowchart nodes, its vocabulary, its options
and the modules that implement it in each layer (docs/design.md, "The
area contract"). Plain data: importable without TensorFlow, read by
capture, diagnosis, the backend, the CLI and the frontend's build.
"""

import dataclasses
import typing


class Names:
    """A fixed set of public names, spelled once: `names.dead_units` is
    "dead_units", and a misspelt name is an AttributeError, not a silent
    miss. Iterates in declaration order."""

    def __init__(self, *names):
        for name in names:
            if not name.isidentifier():
                raise ValueError(f"not a name: {name!r}")
        self._names = tuple(dict.fromkeys(names))

    def __getattr__(self, name):
        # Only called for attributes not found otherwise.
        if name.startswith("_") or name not in self._names:
            raise AttributeError(f"no declared name {name!r} (declared: {', '.join(self._names) or 'none'})")
        return name

    def __iter__(self):
        return iter(self._names)

    def __contains__(self, name):
        return name in self._names

    def __len__(self):
        return len(self._names)

    def __repr__(self):
        return f"Names{self._names!r}"


@dataclasses.dataclass(frozen=True)
class Event:
    """An event kind and its payload: `keys`, what every event of the kind
    holds (what its probe writes, what rules and views may read without a
    guard); `optional`, what some hold. Besides them every payload holds
    its `kind` and `step`, and a non-chief worker's its `worker`
    (EVERY_PAYLOAD). tests/test_area_contract.py holds the events that
    real runs write to these."""

    kind: str
    keys: typing.Tuple[str, ...] = ()
    optional: typing.Tuple[str, ...] = ()

    def problems(self, payload):
        """What is wrong with an event's `payload` (a dict) against this
        declaration: each key it lacks, each key it holds undeclared."""
        allowed = {*self.keys, *self.optional, *EVERY_PAYLOAD}
        return [f"lacks {k!r}" for k in self.keys if k not in payload] + [
            f"holds undeclared {k!r}" for k in payload if k not in allowed
        ]


# Keys any event's payload may hold besides its own: its kind and step
# (summary/ops.py writes them) and, from a non-chief worker, the worker's
# index (capture/engine/workers.py).
EVERY_PAYLOAD = ("kind", "step", "worker")


class Events(Names):
    """An area's event kinds, each with its payload: `Events(Event("oom",
    keys=(...)), ...)`. Names the kinds as Names does (`events.oom` is
    "oom"); `payload(kind)` is the kind's Event."""

    def __init__(self, *events):
        super().__init__(*(e.kind for e in events))
        self._payloads = {e.kind: e for e in events}

    def payload(self, kind):
        """The Event of `kind` (a KeyError for a kind not declared here)."""
        return self._payloads[kind]

    def __repr__(self):
        return f"Events{tuple(self._payloads.values())!r}"


@dataclasses.dataclass(frozen=True)
class Node:
    """A flowchart node."""

    id: str
    label: str
    kind: str = "check"  # root | decision | check | fix
    parent: typing.Optional[str] = None
    edge_label: str = ""


@dataclasses.dataclass(frozen=True)
class Option:
    """One of an area's capture options: `TrainHealth(options={area:
    {name: value}})` (capture/options.py; every area also takes
    `enabled`)."""

    name: str
    default: typing.Any
    doc: str


@dataclasses.dataclass(frozen=True)
class Area:
    """One failure area, declared once (tb_trainhealth/areas/<name>.py)."""

    name: str
    title: str  # as the tab's section heading says it
    # Its flowchart nodes: the first is the one its findings light (a
    # check), the rest hang under it (its fix).
    nodes: typing.Tuple[Node, ...]
    findings: Names = Names()  # finding kinds (public: never renamed)
    events: Events = Events()  # event kinds its probe writes, with their payloads
    series: Names = Names()  # per-step series
    matrices: Names = Names()  # layer x step overviews
    histograms: Names = Names()  # per-layer histogram families
    options: typing.Tuple[Option, ...] = ()
    # Short display words for its finding and event kinds (the tab's
    # timeline and headings), so that no two views word them apart.
    labels: typing.Mapping[str, str] = dataclasses.field(default_factory=dict)
    # Statistics drawn on a log10 colour scale (magnitudes spanning decades).
    log_scale: typing.FrozenSet[str] = frozenset()
    # What to log to get evidence, shown on a `no_data` node.
    hint: str = ""
    # The modules that implement it, one per layer; None where a layer has
    # nothing of the area (yet). "module:Class" for probes.
    probes: typing.Tuple[str, ...] = ()
    # Its diagnosis rules: a module, or a tuple of modules (one per idea).
    rules: typing.Union[str, typing.Tuple[str, ...], None] = None
    view: typing.Optional[str] = None  # backend view module (plugin/views/)
    # The tab's view: a module in frontend/src/views/ ("memory.js"), which
    # the frontend's build puts in the view registry. None: the generic
    # view (the area's summary as a table).
    tab_view: typing.Optional[str] = None

    @property
    def rule_modules(self):
        """Its rules modules, as a tuple."""
        if not self.rules:
            return ()
        return (self.rules,) if isinstance(self.rules, str) else tuple(self.rules)

    def option_defaults(self):
        return {o.name: o.default for o in self.options}

    @property
    def node(self):
        """The id of the node its findings light."""
        return self.nodes[0].id

    def to_json(self):
        """The declaration as the frontend's build reads it."""
        return {
            "name": self.name,
            "title": self.title,
            "nodes": [dataclasses.asdict(n) for n in self.nodes],
            "findings": list(self.findings),
            "events": list(self.events),
            "series": list(self.series),
            "matrices": list(self.matrices),
            "histograms": list(self.histograms),
            "labels": dict(self.labels),
            "log_scale": sorted(self.log_scale),
            "hint": self.hint,
            "tab_view": self.tab_view,
        }
