"""The docs made from the declarations, so that they say what the code
does and cannot drift from it: docs/options.md (every area's capture
options) and the "What each area serves" part of docs/routes.md (each
area's summary, routes, series, statistics and event payloads).

`python -m tb_trainhealth.areas docs` writes them;
tests/test_area_contract.py fails while the committed ones differ from
what it writes. The routes part reads the areas' backend view modules
(their docstrings, their ROUTES), so it needs the plugin's dependencies.
"""

import importlib
import inspect
import os

from tb_trainhealth import areas as areas_lib

OPTIONS_DOC = os.path.join("docs", "options.md")
ROUTES_DOC = os.path.join("docs", "routes.md")
# The generated part of docs/routes.md lies between these lines; the rest
# of the file is written by hand.
ROUTES_BEGIN = "<!-- generated: What each area serves (python -m tb_trainhealth.areas docs) -->"
ROUTES_END = "<!-- end generated -->"

_GENERATED_NOTE = (
    "Made from the areas' declarations (`tb_trainhealth/areas/`) by `python -m tb_trainhealth.areas docs`; "
    "do not edit by hand: a test compares it with what that writes."
)


def options_markdown(areas=None):
    """docs/options.md: every area's options, with defaults and what they do."""
    areas = areas_lib.all_areas() if areas is None else areas
    lines = [
        "# Capture options, by area",
        "",
        _GENERATED_NOTE,
        "",
        "One shape of argument for every area: `TrainHealth(logdir, options={\"gradients\": "
        "{\"histogram_every\": 10}})` (and `tb_trainhealth.autolog(options=...)`). Every area also takes "
        "`enabled` (default `True`); `{\"gradients\": False}` is short for `{\"gradients\": {\"enabled\": "
        "False}}`. An unknown area or option is an error at construction (`capture/options.py`). "
        "`tb-trainhealth areas` lists the same.",
    ]
    for area in areas:
        lines += ["", f"## {area.title} (`{area.name}`)", ""]
        if not area.options:
            lines.append("No options but `enabled`.")
            continue
        lines += ["| option | default | what it does |", "| --- | --- | --- |"]
        lines += [f"| `{o.name}` | `{o.default!r}` | {_cell(o.doc)} |" for o in area.options]
    return "\n".join(lines) + "\n"


def option_names(areas=None):
    """Every area's option names, as the TrainHealth docstring lists them
    ('"memory": `sample_every`, ...; ...')."""
    areas = areas_lib.all_areas() if areas is None else areas
    return "; ".join(
        f'"{a.name}": ' + ", ".join(f"`{o.name}`" for o in a.options) for a in areas if a.options
    )


def routes_markdown(areas=None):
    """The generated part of docs/routes.md, its marker lines included."""
    areas = areas_lib.all_areas() if areas is None else areas
    lines = [
        ROUTES_BEGIN,
        "",
        "## What each area serves",
        "",
        _GENERATED_NOTE,
        "",
        "For each area: its summary in `diagnosis` (`areas.AREA`, from its view module), its own routes, and "
        "what the core routes serve of it: `series?name=`, `matrix?stat=`, `events?kind=` with the keys of "
        "each event's payload (besides its `kind` and `step`; `?` marks a key some events of the kind lack).",
    ]
    for area in areas:
        lines += ["", f"### {area.title} (`{area.name}`)", ""]
        module = importlib.import_module(area.view) if area.view else None
        if module is not None and getattr(module, "summary", None) is not None:
            lines.append(f"- `diagnosis`, `areas.{area.name}`: {_first_paragraph(module)}")
        for name, handler in sorted(getattr(module, "ROUTES", {}).items()):
            lines.append(f"- `GET {area.name}/{name}?run=RUN`: {_first_paragraph(handler)}")
        if area.series:
            lines.append(f"- `series?name=`: {_codes(area.series)}")
        if area.matrices:
            lines.append(f"- `matrix?stat=`: {_codes(area.matrices)}")
        for kind in area.events:
            lines.append(f"- `events?kind={kind}`: {_payload(area, kind)}")
    return "\n".join(lines + ["", ROUTES_END]) + "\n"


def routes_document(current):
    """docs/routes.md's text `current` with its generated part rewritten
    (appended where it has none yet)."""
    generated = routes_markdown()
    if ROUTES_BEGIN in current and ROUTES_END in current:
        head, _, rest = current.partition(ROUTES_BEGIN)
        _, _, tail = rest.partition(ROUTES_END + "\n")
        return head + generated + tail
    return current.rstrip("\n") + "\n\n" + generated


def write(root):
    """Writes both documents under the repository root `root`; returns the
    paths that changed."""
    changed = []
    options_path, routes_path = os.path.join(root, OPTIONS_DOC), os.path.join(root, ROUTES_DOC)
    with open(routes_path, encoding="utf-8") as f:
        routes_now = f.read()
    for path, text in ((options_path, options_markdown()), (routes_path, routes_document(routes_now))):
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if text != old:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            changed.append(path)
    return changed


def _payload(area, kind):
    event = area.events.payload(kind)
    keys = [f"`{k}`" for k in event.keys] + [f"`{k}`?" for k in event.optional]
    return ", ".join(keys) if keys else "no keys"


def _codes(names):
    return ", ".join(f"`{n}`" for n in names)


def _first_paragraph(obj):
    doc = inspect.getdoc(obj) or ""
    return " ".join(doc.split("\n\n")[0].split()) or "(undocumented)"


def _cell(text):
    return " ".join(text.split()).replace("|", "\\|")
