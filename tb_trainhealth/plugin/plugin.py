"""TrainHealthPlugin: the JSON routes and static files of the tab.

Reads only through `context.data_provider` (the multiplexer is None under
the default loader), each run once per change of its data (run_cache).
The core routes are here; each area's own routes come from its view module
(views/). Routes are documented in docs/routes.md; their errors become
HTTP responses in routing.py.
"""

import mimetypes
import os

from tensorboard import errors, plugin_util
from tensorboard.backend import http_util
from tensorboard.plugins import base_plugin
from werkzeug.security import safe_join

from tb_trainhealth import areas as areas_lib
from tb_trainhealth.diagnosis import findings as findings_lib
from tb_trainhealth.jsonutil import to_jsonable
from tb_trainhealth.plugin import matrices, run_cache, views
from tb_trainhealth.plugin.routing import int_arg, json_route, required_arg
from tb_trainhealth.summary import metadata

STATIC_DIR = os.path.join(os.path.dirname(os.path.dirname(__file__)), "static")
STATIC_PREFIX = f"/data/plugin/{metadata.PLUGIN_NAME}/static/"


def _first_declared(group):
    # An example for an error message, from the declarations.
    return next((name for a in areas_lib.all_areas() for name in getattr(a, group)), "")


class TrainHealthPlugin(base_plugin.TBPlugin):
    plugin_name = metadata.PLUGIN_NAME

    def __init__(self, context):
        self._cache = run_cache.RunCache(context.data_provider)
        self._views = views.load()

    def get_plugin_apps(self):
        apps = {
            "/index.js": json_route(self._serve_index_js),
            "/static/*": json_route(self._serve_static),
            "/runs": json_route(self._serve_runs),
            "/diagnosis": json_route(self._serve_diagnosis),
            "/series": json_route(self._serve_series),
            "/events": json_route(self._serve_events),
            "/matrix": json_route(self._serve_matrix),
        }
        for path, handler in views.routes(self._views).items():
            if "/" + path in apps:
                raise ValueError(f"route {path!r} served twice")
            apps["/" + path] = json_route(self._area_route(handler))
        return apps

    def is_active(self):
        # TensorBoard lights the tab from data_plugin_names() through the
        # data provider; this fallback is only asked when that finds nothing.
        return False

    def frontend_metadata(self):
        return base_plugin.FrontendMetadata(
            es_module_path="/index.js", tab_name="Training Health"
        )

    # Routes: each takes the request and returns the JSON body.

    def _serve_runs(self, request):
        ctx, eid = _context(request)
        runs = [
            {
                "run": entry.run,
                "status": entry.diagnosis.status,
                "counts": findings_lib.severity_counts(entry.diagnosis.findings),
            }
            for entry in self._cache.runs(ctx, eid)
        ]
        rank = {s: i for i, s in enumerate(findings_lib.STATUSES)}
        runs.sort(key=lambda r: (rank[r["status"]], r["run"]))
        return {"runs": runs}

    def _serve_diagnosis(self, request):
        entry = self._entry(request)
        body = entry.diagnosis.to_json()
        body["flowchart"] = entry.diagnosis.flowchart()
        body["series"] = sorted(entry.run_data.series)
        body["areas"] = views.summaries(self._views, entry.run_data)
        return body

    def _serve_series(self, request):
        name = required_arg(request.args, "name", _first_declared("series"))
        run_data = self._entry(request).run_data
        series = run_data.series.get(name)
        if series is None:
            known = ", ".join(sorted(run_data.series)) or "none"
            raise errors.NotFoundError(f"run {run_data.run!r} has no series {name!r} (it has: {known})")
        values = to_jsonable(series.values.tolist())
        nonfinite = [
            {"step": int(step), "value": v}
            for step, v in zip(series.steps.tolist(), values)
            if isinstance(v, str)
        ]
        # Keyword keys: `nonfinite` is the body's field, not the area's name.
        return dict(
            run=run_data.run,
            name=name,
            steps=series.steps.tolist(),
            values=[None if isinstance(v, str) else v for v in values],
            nonfinite=nonfinite,
        )

    def _serve_events(self, request):
        kind = required_arg(request.args, "kind", _first_declared("events"))
        run_data = self._entry(request).run_data
        events = [
            {"step": e.step, "wall_time": e.wall_time, "payload": e.payload}
            for e in run_data.events_of(kind)
        ]
        return to_jsonable({"run": run_data.run, "kind": kind, "events": events})

    def _serve_matrix(self, request):
        stat = required_arg(request.args, "stat", _first_declared("matrices"))
        max_columns = int_arg(
            request.args, "max_columns", matrices.DEFAULT_MAX_COLUMNS, 1, matrices.MAX_COLUMNS_LIMIT
        )
        run_data = self._entry(request).run_data
        body = matrices.heatmap(run_data, stat, max_columns)
        if body is None:
            known = ", ".join(matrices.served_stats(run_data)) or "none"
            raise errors.NotFoundError(f"run {run_data.run!r} has no statistic {stat!r} (it has: {known})")
        return body

    def _area_route(self, handler):
        """An area's handler(run_data, args) as a route of the requested run."""
        return lambda request: handler(self._entry(request).run_data, request.args)

    def _serve_index_js(self, request):
        return _static_file(request, "index.js")

    def _serve_static(self, request):
        if not request.path.startswith(STATIC_PREFIX):
            raise errors.NotFoundError("not found")
        return _static_file(request, request.path[len(STATIC_PREFIX):])

    def _entry(self, request):
        """The requested run's cache entry (RunData and Diagnosis)."""
        run = required_arg(request.args, "run")
        ctx, eid = _context(request)
        entry = self._cache.get(ctx, eid, run)
        if entry is None:
            raise errors.NotFoundError(f"no trainhealth data for run {run!r}")
        return entry


def _context(request):
    return plugin_util.context(request.environ), plugin_util.experiment_id(request.environ)


def _static_file(request, relative):
    path = safe_join(STATIC_DIR, relative) if relative else None
    if path is None or not os.path.isfile(path):
        raise errors.NotFoundError(f"no static file {relative!r}")
    mimetype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    if path.endswith(".js"):
        mimetype = "text/javascript"  # some systems map .js to text/plain
    with open(path, "rb") as f:
        contents = f.read()
    return http_util.Respond(request, contents, mimetype)
