"""`tb-trainhealth diagnose LOGDIR --html REPORT.html`: the tab as one
self-contained page, for a CI job's artifacts.

The page is the tab itself: the committed bundle (`static/index.js`, its
vendored uPlot and dagre with it) inlined, and every route answer the tab
asks for, computed here by the plugin's own routes over the logdir (no
server) and inlined as JSON. A small `fetch` in the page answers the tab's
requests from them, so the views, charts and findings are the tab's, and
the file opens from disk with nothing to fetch.

What is captured, per run: `diagnosis`, the series it lists, every declared
matrix statistic and event kind, and the area routes a view module lists in
its `report_requests(summary)` (the gradient histograms of each layer). A
route not captured is answered 404 in the page, as one for data a run lacks.
"""

import datetime
import html
import json
import os
from urllib.parse import urlencode

from tensorboard.plugins import base_plugin
from werkzeug.test import Client

from tb_trainhealth import areas as areas_lib
from tb_trainhealth.plugin import views as views_lib
from tb_trainhealth.plugin.plugin import STATIC_DIR, TrainHealthPlugin

# The columns a matrix is asked for (the tab asks for about its plot's width).
MATRIX_COLUMNS = 800
# Parameters the page's fetch ignores when it looks an answer up: the
# tab asks for a width's worth of columns, the report holds one answer.
IGNORED_PARAMS = ("max_columns",)


def answer_key(route, params):
    """The lookup key of a route's answer: the route and its parameters,
    sorted, less IGNORED_PARAMS (the page's fetch builds the same)."""
    kept = sorted((k, str(v)) for k, v in params.items() if k not in IGNORED_PARAMS and v is not None)
    return route + ("?" + urlencode(kept) if kept else "")


class _Routes:
    """The plugin's routes, called in-process; each answer kept by key."""

    def __init__(self, provider, logdir=None):
        # Every run read before the page is written: no "pending" in a report.
        # The logdir: its runs that cannot be read are listed as in the tab.
        plugin = TrainHealthPlugin(base_plugin.TBContext(data_provider=provider, logdir=logdir), background=False)
        self._apps = plugin.get_plugin_apps()
        self.answers = {}

    def get(self, route, **params):
        """The JSON body of a 200 answer (None otherwise); kept either way."""
        app = self._apps.get("/" + route)
        if app is None:
            return None
        response = Client(app).get("/", query_string=urlencode({k: v for k, v in params.items() if v is not None}))
        text = response.get_data(as_text=True)
        self.answers[answer_key(route, params)] = {"status": response.status_code, "text": text}
        return json.loads(text) if response.status_code == 200 else None


def capture(provider, logdir=None):
    """{key: {status, text}}: every answer the tab asks for, for each run."""
    routes = _Routes(provider, logdir)
    declared = areas_lib.all_areas()
    runs = routes.get("runs") or {"runs": []}
    for entry in runs.get("runs", []):
        run = entry["run"]
        diagnosis = routes.get("diagnosis", run=run)
        if diagnosis is None:
            continue
        for name in diagnosis.get("series", []):
            routes.get("series", run=run, name=name)
        for area in declared:
            for stat in area.matrices:
                routes.get("matrix", run=run, stat=stat, max_columns=MATRIX_COLUMNS)
            for kind in area.events:
                routes.get("events", run=run, kind=kind)
        summaries = diagnosis.get("areas") or {}
        for area, module in views_lib.load():
            # A view module's `report_requests(summary)`: its routes to answer ahead.
            requests = getattr(module, "report_requests", None)
            if requests is None or area.name not in summaries:
                continue
            for name, params in requests(summaries[area.name]):
                routes.get(f"{area.name}/{name}", run=run, **params)
    return routes.answers


_FETCH = """
const answers = JSON.parse(document.getElementById("trainhealth-answers").textContent);
const ignored = new Set(%(ignored)s);
const missing = JSON.stringify({ error: "not in this report (tb-trainhealth diagnose --html)" });
window.fetch = async (url) => {
  const u = new URL(String(url), "http://report/");
  const kept = [...u.searchParams.entries()].filter(([k]) => !ignored.has(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const route = u.pathname.replace(/^\\//, "");
  const key = kept.length ? `${route}?${new URLSearchParams(kept).toString()}` : route;
  const hit = answers[key];
  return new Response(hit ? hit.text : missing, {
    status: hit ? hit.status : 404,
    headers: { "Content-Type": "application/json" },
  });
};
const code = JSON.parse(document.getElementById("trainhealth-bundle").textContent);
const bundle = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
import(bundle).then((tab) => tab.render());
"""


def _json_script(element_id, value):
    # JSON inside <script>: "</" would end the element early.
    text = json.dumps(value, allow_nan=False).replace("</", "<\\/")
    return f'<script type="application/json" id="{element_id}">{text}</script>'


def page(answers, title, note):
    """The report's HTML: the bundle, the answers and the fetch that serves them."""
    with open(os.path.join(STATIC_DIR, "index.js"), encoding="utf-8") as f:
        bundle = f.read()
    fetch = _FETCH % {"ignored": json.dumps(list(IGNORED_PARAMS))}
    return "\n".join([
        "<!doctype html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(title)}</title>",
        "<style>.th-report-note{font:12px system-ui,sans-serif;color:#5f6670;margin:8px 16px 0}</style>",
        "</head>",
        "<body>",
        f'<p class="th-report-note" id="report-note">{html.escape(note)}</p>',
        '<div id="trainhealth-app"></div>',
        _json_script("trainhealth-answers", answers),
        _json_script("trainhealth-bundle", bundle),
        f'<script type="module">{fetch}</script>',
        "</body>",
        "</html>",
        "",
    ])


def write(path, provider, logdir):
    """Writes the report of the logdir (read through `provider`) to `path`."""
    answers = capture(provider, logdir)
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    note = f"Training Health report of {logdir}, written {when} by tb-trainhealth diagnose --html."
    text = page(answers, f"Training Health: {os.path.basename(os.path.abspath(logdir))}", note)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
