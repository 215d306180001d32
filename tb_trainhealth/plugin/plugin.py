"""TrainHealthPlugin: the JSON routes and static files of the tab.

Reads only through `context.data_provider` (the multiplexer is None under
the default loader), each run once per change of its data (run_cache).
The core routes are here; each area's own routes come from its view module
(views/). Routes are documented in docs/routes.md; their errors become
HTTP responses in routing.py.
"""

import json
import logging
import mimetypes
import os

from tensorboard import errors, plugin_util
from tensorboard.backend import http_util
from tensorboard.plugins import base_plugin
from werkzeug.security import safe_join

from tb_trainhealth import areas as areas_lib
from tb_trainhealth import event_files
from tb_trainhealth.diagnosis import findings as findings_lib
from tb_trainhealth.jsonutil import to_jsonable
from tb_trainhealth.plugin import matrices, routing, run_cache, views
from tb_trainhealth.plugin.routing import int_arg, json_route, required_arg
from tb_trainhealth.summary import metadata

logger = logging.getLogger(__name__)

STATIC_DIR = os.path.join(os.path.dirname(os.path.dirname(__file__)), "static")
STATIC_PREFIX = f"/data/plugin/{metadata.PLUGIN_NAME}/static/"
# How long a walk of the logdir's directories (for the runs that cannot be
# read, event_files.py) is reused: TensorBoard's default reload interval.
DISK_WALK_TTL_S = 5.0


def _first_declared(group):
    # An example for an error message, from the declarations.
    return next((name for a in areas_lib.all_areas() for name in getattr(a, group)), "")


class TrainHealthPlugin(base_plugin.TBPlugin):
    plugin_name = metadata.PLUGIN_NAME

    def __init__(self, context, background=None):
        """`background`: whether `runs` may answer before every run is read,
        listing the rest as pending (run_cache.SYNC_RUNS); by default when
        TensorBoard serves the plugin (its flags set), not in process (the
        HTML report's snapshot, which no later `runs` completes)."""
        self._views = views.load()
        if background is None:
            background = getattr(context, "flags", None) is not None
        self._cache = run_cache.RunCache(
            context.data_provider, derive=self._diagnosis_body, background=background
        )
        self._files = _logdir_files(context)

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
        return self._cache.runs_body(ctx, eid, self._runs_body, more=self._unreadable_runs)

    def _runs_body(self, listed, unreadable):
        """The `runs` route's body: made once per change of what it shows,
        served as is. Worst first; runs not read yet (pending) last. The
        runs on disk that cannot be read are listed too, with the reason:
        TensorBoard's loaders drop them."""
        rank = {s: i for i, s in enumerate(findings_lib.STATUSES)}
        runs = [{"run": r.run, "status": r.status, "counts": r.counts} for r in listed]
        runs += [
            {"run": run, "status": findings_lib.UNREADABLE, "counts": None, "reason": reason}
            for run, reason in unreadable or ()
        ]
        runs.sort(key=lambda r: (rank.get(r["status"], len(rank)), r["run"]))
        return routing.JsonText({"runs": runs})

    def _unreadable_runs(self, listed):
        """((run, reason), ...) of the runs on disk, not listed with data,
        whose files cannot be read."""
        if self._files is None:
            return ()
        try:
            return tuple(self._files.unreadable({r.run for r in listed}))
        except Exception:  # the listing of the readable runs goes on
            logger.warning("trainhealth: cannot look for unreadable runs in %s", self._files.logdir, exc_info=True)
            return ()

    def _serve_diagnosis(self, request):
        entry = self._entry(request)
        extra = self._file_warnings(entry.run)
        if not extra:
            return entry.derived
        # The files' warnings change without the run's data (a file cut
        # short is told once nobody writes it): added to the body kept.
        return self._cache.body(entry, ("diagnosis", extra), lambda: _with_warnings(entry.derived, extra))

    def _file_warnings(self, run):
        """The warnings of a run's event files: cut short, corrupt."""
        if self._files is None:
            return ()
        try:
            return self._files.warnings(run)
        except Exception:
            logger.warning("trainhealth: cannot check the event files of run %r", run, exc_info=True)
            return ()

    def _diagnosis_body(self, run_data, diagnosis):
        """The `diagnosis` route's body: made once per read of the run
        (run_cache), served as is (a string: no JSON encoding per request)."""
        body = diagnosis.to_json()
        body["flowchart"] = diagnosis.flowchart()
        body["series"] = sorted(run_data.series)
        body["areas"], failed = self._summaries(run_data)
        # Records skipped as unreadable, and views that could not read the run.
        body["warnings"] = list(run_data.warnings) + list(diagnosis.capture_notes) + failed
        body["capture"] = diagnosis.capture
        return routing.JsonText(body)

    def _summaries(self, run_data):
        """Each area's summary on its own: a view that cannot read this
        run's data (a log written by another version, or damaged) is left
        out with a warning, like a rule that fails (diagnosis/engine.py);
        the other views are shown."""
        found, failed = {}, []
        for view in self._views:
            try:
                found.update(views.summaries((view,), run_data))
            except Exception as e:
                failed.append(_view_failed(view[0].name, run_data.run, e))
        return found, failed

    def _serve_series(self, request):
        name = required_arg(request.args, "name", _first_declared("series"))
        entry = self._entry(request)
        return self._cache.body(entry, ("series", name), lambda: self._series_body(entry.run_data, name))

    def _series_body(self, run_data, name):
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
        return routing.JsonText(dict(
            run=run_data.run,
            name=name,
            steps=series.steps.tolist(),
            values=[None if isinstance(v, str) else v for v in values],
            nonfinite=nonfinite,
        ))

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
        entry = self._entry(request)
        return self._cache.body(entry, ("matrix", stat, max_columns), lambda: self._matrix_body(entry.run_data, stat, max_columns))

    def _matrix_body(self, run_data, stat, max_columns):
        body = matrices.heatmap(run_data, stat, max_columns)
        if body is None:
            known = ", ".join(matrices.served_stats(run_data)) or "none"
            raise errors.NotFoundError(f"run {run_data.run!r} has no statistic {stat!r} (it has: {known})")
        return routing.JsonText(body)

    def _area_route(self, handler):
        """An area's handler(run_data, args) as a route of the requested run.
        A handler that fails on the run's data (not a bad argument: those are
        PublicErrors) answers 400 saying so, logged, never a 500."""

        def route(request):
            run_data = self._entry(request).run_data
            try:
                return handler(run_data, request.args)
            except errors.PublicError:
                raise
            except Exception as e:
                message = _view_failed(getattr(handler, "__module__", "?"), run_data.run, e)
                raise errors.FailedPreconditionError(message) from None

        return route

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
            reason = self._files.reason(run) if self._files is not None else None
            if reason:
                raise errors.NotFoundError(f"run {run!r} {reason}")
            raise errors.NotFoundError(f"no trainhealth data for run {run!r}")
        return entry


def _logdir_files(context):
    """The logdir's event files on disk, for what TensorBoard's loaders
    leave unsaid (event_files.py); None without a local logdir
    (`--logdir_spec`, a cloud URL)."""
    logdir = getattr(context, "logdir", None)
    if not logdir or "://" in logdir:
        return None
    return event_files.LogdirFiles(os.path.expanduser(logdir), walk_ttl_s=DISK_WALK_TTL_S)


def _with_warnings(derived, extra):
    body = json.loads(derived.data)
    body["warnings"] = list(extra) + body["warnings"]
    return routing.JsonText(body)


def _view_failed(view, run, error):
    logger.warning("trainhealth: the %s view cannot read run %r", view, run, exc_info=True)
    return f"the {view} view cannot read this run's data ({type(error).__name__}: {error})"


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
