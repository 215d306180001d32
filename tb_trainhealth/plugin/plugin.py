"""TrainHealthPlugin: the JSON routes and static files of the tab.

Reads only through `context.data_provider` (the multiplexer is None under
the default loader); routes are documented in docs/routes.md.
"""

import json
import mimetypes
import os

from tensorboard import plugin_util
from tensorboard.backend import http_util
from tensorboard.plugins import base_plugin
from werkzeug import wrappers
from werkzeug.security import safe_join

from tb_trainhealth import diagnosis
from tb_trainhealth.diagnosis import findings as findings_lib
from tb_trainhealth.jsonutil import to_jsonable
from tb_trainhealth.plugin import gradient_views, numerics_views
from tb_trainhealth.summary import metadata, reader

STATIC_DIR = os.path.join(os.path.dirname(os.path.dirname(__file__)), "static")


class TrainHealthPlugin(base_plugin.TBPlugin):
    plugin_name = metadata.PLUGIN_NAME

    def __init__(self, context):
        self._data_provider = context.data_provider

    def get_plugin_apps(self):
        return {
            "/index.js": self._serve_index_js,
            "/static/*": self._serve_static,
            "/runs": self._serve_runs,
            "/diagnosis": self._serve_diagnosis,
            "/series": self._serve_series,
            "/events": self._serve_events,
            "/gradients": self._serve_gradients,
            "/histograms": self._serve_histograms,
        }

    def is_active(self):
        # TensorBoard lights the tab from data_plugin_names() through the
        # data provider; this fallback is only asked when that finds nothing.
        return False

    def frontend_metadata(self):
        return base_plugin.FrontendMetadata(
            es_module_path="/index.js", tab_name="Training Health"
        )

    # Routes.

    @wrappers.Request.application
    def _serve_runs(self, request):
        ctx, eid = _context(request)
        runs = []
        for run in reader.list_runs(self._data_provider, ctx, eid):
            run_data = reader.read_run(self._data_provider, ctx, eid, run)
            if run_data is None:
                continue
            result = diagnosis.diagnose(run_data)
            runs.append(
                {
                    "run": run,
                    "status": result.status,
                    "counts": findings_lib.severity_counts(result.findings),
                }
            )
        rank = {s: i for i, s in enumerate(findings_lib.STATUSES)}
        runs.sort(key=lambda r: (rank[r["status"]], r["run"]))
        return _json(request, {"runs": runs})

    @wrappers.Request.application
    def _serve_diagnosis(self, request):
        run_data = self._run_data(request)
        if isinstance(run_data, wrappers.Response):
            return run_data
        result = diagnosis.diagnose(run_data)
        body = result.to_json()
        body["flowchart"] = result.flowchart()
        body["series"] = sorted(run_data.series)
        body["gradients"] = gradient_views.summary(run_data)
        body["nonfinite"] = numerics_views.summary(run_data)
        return _json(request, body)

    @wrappers.Request.application
    def _serve_gradients(self, request):
        stat = request.args.get("stat")
        if not stat:
            return _error(request, 400, "missing query parameter 'stat' (e.g. stat=grad_norm)")
        raw_columns = request.args.get("max_columns", str(gradient_views.DEFAULT_MAX_COLUMNS))
        try:
            max_columns = int(raw_columns)
        except ValueError:
            max_columns = 0
        if not 1 <= max_columns <= gradient_views.MAX_COLUMNS_LIMIT:
            return _error(
                request, 400,
                f"max_columns must be an integer from 1 to {gradient_views.MAX_COLUMNS_LIMIT}, "
                f"not {raw_columns!r}",
            )
        run_data = self._run_data(request)
        if isinstance(run_data, wrappers.Response):
            return run_data
        body = gradient_views.heatmap(run_data, stat, max_columns)
        if body is None:
            served = gradient_views.GRADIENT_STATS + gradient_views.OTHER_STATS
            known = ", ".join(s for s in served if s in run_data.matrices)
            return _error(
                request, 404,
                f"run {run_data.run!r} has no statistic {stat!r} (it has: {known or 'none'})",
            )
        return _json(request, body)

    @wrappers.Request.application
    def _serve_histograms(self, request):
        layer = request.args.get("layer")
        if not layer:
            return _error(request, 400, "missing query parameter 'layer'")
        run_data = self._run_data(request)
        if isinstance(run_data, wrappers.Response):
            return run_data
        body = gradient_views.histograms(run_data, layer)
        if body is None:
            return _error(request, 404, f"run {run_data.run!r} has no gradient histograms for layer {layer!r}")
        return _json(request, body)

    @wrappers.Request.application
    def _serve_series(self, request):
        name = request.args.get("name")
        if not name:
            return _error(request, 400, "missing query parameter 'name' (e.g. name=loss)")
        run_data = self._run_data(request)
        if isinstance(run_data, wrappers.Response):
            return run_data
        series = run_data.series.get(name)
        if series is None:
            known = ", ".join(sorted(run_data.series)) or "none"
            return _error(
                request, 404, f"run {run_data.run!r} has no series {name!r} (it has: {known})"
            )
        values = to_jsonable(series.values.tolist())
        nonfinite = [
            {"step": int(step), "value": v}
            for step, v in zip(series.steps.tolist(), values)
            if isinstance(v, str)
        ]
        return _json(
            request,
            {
                "run": run_data.run,
                "name": name,
                "steps": series.steps.tolist(),
                "values": [None if isinstance(v, str) else v for v in values],
                "nonfinite": nonfinite,
            },
        )

    @wrappers.Request.application
    def _serve_events(self, request):
        kind = request.args.get("kind")
        if not kind:
            return _error(request, 400, "missing query parameter 'kind' (e.g. kind=nonfinite_loss)")
        run_data = self._run_data(request)
        if isinstance(run_data, wrappers.Response):
            return run_data
        events = [
            {"step": e.step, "wall_time": e.wall_time, "payload": e.payload}
            for e in run_data.events_of(kind)
        ]
        return _json(request, to_jsonable({"run": run_data.run, "kind": kind, "events": events}))

    @wrappers.Request.application
    def _serve_index_js(self, request):
        return _static_file(request, "index.js")

    @wrappers.Request.application
    def _serve_static(self, request):
        prefix = f"/data/plugin/{metadata.PLUGIN_NAME}/static/"
        path = request.path
        if not path.startswith(prefix):
            return _error(request, 404, "not found")
        return _static_file(request, path[len(prefix):])

    def _run_data(self, request):
        """The requested run's RunData, or the error Response to send."""
        run = request.args.get("run")
        if run is None or run == "":
            return _error(request, 400, "missing query parameter 'run'")
        ctx, eid = _context(request)
        run_data = reader.read_run(self._data_provider, ctx, eid, run)
        if run_data is None:
            return _error(request, 404, f"no trainhealth data for run {run!r}")
        return run_data


def _context(request):
    return plugin_util.context(request.environ), plugin_util.experiment_id(request.environ)


def _json(request, body, code=200):
    text = json.dumps(body, allow_nan=False)
    return http_util.Respond(request, text, "application/json", code=code)


def _error(request, code, message):
    return _json(request, {"error": message}, code=code)


def _static_file(request, relative):
    path = safe_join(STATIC_DIR, relative) if relative else None
    if path is None or not os.path.isfile(path):
        return _error(request, 404, f"no static file {relative!r}")
    mimetype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    if path.endswith(".js"):
        mimetype = "text/javascript"  # some systems map .js to text/plain
    with open(path, "rb") as f:
        contents = f.read()
    return http_util.Respond(request, contents, mimetype)
