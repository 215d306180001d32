"""The areas' backend views: one module per area, named by its
declaration's `view` (docs/design.md, "The area contract").

A view module may define:

- `summary(run_data) -> dict | None`: what the area's view needs first,
  carried in the `diagnosis` route under `areas[<area name>]` (no key
  where it is None).
- `ROUTES = {"<name>": handler}`: the area's own detail routes, served at
  `<area name>/<name>`. `handler(run_data, args)` gets the requested run's
  RunData and the query args (dict-like), parses them, calls a pure
  function and returns the JSON body. On bad input it raises
  `tensorboard.errors.InvalidArgumentError(message)` (400), on missing
  data `tensorboard.errors.NotFoundError(message)` (404); the plugin
  answers those (plugin/routing.py) and reads the run (`run=`) for it.

The backend finds views only through the declarations: a new area's view
is a module here, named by its declaration (what else it costs:
docs/design.md, "Adding an area"). Views read RunData only (no
TensorFlow) and must not change it: it is shared between requests.
"""

import importlib

from tb_trainhealth import areas as areas_lib
from tb_trainhealth.jsonutil import to_jsonable


def load():
    """((Area, view module), ...) for every registered area with a view."""
    return tuple(
        (area, importlib.import_module(area.view)) for area in areas_lib.all_areas() if area.view
    )


def summaries(views, run_data):
    """The `areas` object of the diagnosis route."""
    found = {}
    for area, module in views:
        summary = getattr(module, "summary", None)
        value = summary(run_data) if summary is not None else None
        if value is not None:
            found[area.name] = value
    return to_jsonable(found)


def routes(views):
    """{"<area>/<name>": handler(run_data, args)} over every view."""
    return {
        f"{area.name}/{name}": handler
        for area, module in views
        for name, handler in getattr(module, "ROUTES", {}).items()
    }
