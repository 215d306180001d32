"""The Training Health tab in a real browser, against a real TensorBoard.

Each check runs under both loaders (`--load_fast=true`: the Rust data
server; `--load_fast=false`: the Python multiplexer), in TensorBoard's own
page (`/#trainhealth`, the tab inside TensorBoard's iframe, as a user sees
it) and on `data/plugin_entry.html?name=trainhealth` directly.

Chromium is Debian's (/usr/bin/chromium); Playwright never downloads one.
"""

import json
import os
import re

import pytest

from playwright.sync_api import expect  # noqa: E402

from browser_tab import ROUTES, TIMEOUT_MS, open_direct, wait_idle  # noqa: E402
from conftest import wait_for  # noqa: E402
from tb_server import get_json  # noqa: E402

PLUGIN_IFRAME = 'iframe[src*="plugin_entry.html?name=trainhealth"]'

expect.set_options(timeout=TIMEOUT_MS)

# The fixtures demo_tb, empty_tb and page are conftest.py's.


def _diagnosis(base, run):
    status, body = get_json(f"{base}{ROUTES}diagnosis?run={run}")
    assert status == 200, body
    return body


def open_in_tensorboard(page, base):
    page.goto(base + "/#trainhealth")
    page.wait_for_selector(PLUGIN_IFRAME, state="attached")
    return page.frame_locator(PLUGIN_IFRAME)


# Shared checks. `root` is a Page or a FrameLocator: both have .locator().


def node(root, node_id):
    return root.locator(f'[data-node-id="{node_id}"]').first


def nonfinite_finding(diagnosis):
    found = [f for f in diagnosis["findings"] if f["node"] == "nonfinite"]
    assert found, diagnosis["findings"]
    assert isinstance(found[0]["step"], int), found[0]
    return found[0]


def fixed_finding(diagnosis):
    """(index, finding): the first finding with fix code (a symptom grouped
    under its cause has none of its own: it points to the cause's)."""
    found = [(i, f) for i, f in enumerate(diagnosis["findings"]) if f["fix"]["code"]]
    assert found, diagnosis["findings"]
    return found[0]


def check_nan_run(root, diagnosis):
    """nan_loss: its flowchart, evidence, fix and chart. The worst run comes
    first and is selected by default (the demo has more critical runs)."""
    options = root.locator("#run-select option")
    expect(options.nth(0)).to_contain_text("critical")
    expect(root.locator("#run-select")).to_have_value(options.nth(0).get_attribute("value"))
    expect(root.locator('#run-select option[value="nan_loss"]')).to_contain_text("critical")
    root.locator("#run-select").select_option("nan_loss")
    expect(node(root, "nonfinite")).to_have_attribute("data-state", "triggered")

    # Every node is drawn in the state the backend gave it; those with no
    # probe behind them (no evidence captured) as no_data.
    nodes = diagnosis["flowchart"]["nodes"]
    for n in nodes:
        expect(node(root, n["id"])).to_have_attribute("data-state", n["state"])
    expect(root.locator("svg [data-node-id]")).to_have_count(len(nodes))

    finding = nonfinite_finding(diagnosis)
    node(root, "nonfinite").click()
    panel = root.locator("#evidence-panel")
    expect(panel).to_have_attribute("data-node-id", "nonfinite")
    expect(panel.locator(".finding-step").first).to_contain_text(str(finding["step"]))
    expect(panel).to_contain_text(finding["summary"])
    expect(panel.locator(".evidence-table").first).to_be_visible()
    if finding["caused_by"]:
        # A symptom: it names its cause, whose fix is the one to apply.
        expect(panel.locator(".caused-by").first).to_be_visible()

    # The fix code, and its copy button.
    index, fixed = fixed_finding(diagnosis)
    node(root, fixed["node"]).click()
    expect(panel).to_have_attribute("data-node-id", fixed["node"])
    code = panel.locator(f'.finding-card[data-finding-index="{index}"] pre code')
    expect(code).to_be_visible()
    assert code.text_content().strip() == fixed["fix"]["code"].strip()
    copy = panel.locator(f'.finding-card[data-finding-index="{index}"] .copy-button')
    expect(copy).to_have_text("Copy")
    copy.click()
    expect(copy).to_have_text("Copied")

    # The loss chart: a uPlot canvas, and the non-finite step called out.
    expect(root.locator("#loss-chart canvas").first).to_be_attached()
    expect(root.locator("#loss-note")).to_contain_text(
        re.compile(r"loss became (NaN|\+Inf|-Inf) at step \d+")
    )

    no_data = [n for n in nodes if n["state"] == "no_data"]
    if no_data:
        node(root, no_data[0]["id"]).click()
        expect(panel).to_have_attribute("data-node-id", no_data[0]["id"])
        expect(panel).to_contain_text("No data")
        expect(panel).to_contain_text("To get evidence")

    # A finding in the list selects its node.
    root.locator('.finding-item[data-node="nonfinite"]').first.click()
    expect(panel).to_have_attribute("data-node-id", "nonfinite")


def check_healthy_run(root, diagnosis):
    root.locator("#run-select").select_option("healthy")
    expect(node(root, "nonfinite")).to_have_attribute("data-state", "clear")
    for n in diagnosis["flowchart"]["nodes"]:
        expect(node(root, n["id"])).to_have_attribute("data-state", n["state"])
    expect(root.locator("#findings")).to_contain_text("No findings")
    expect(root.locator("#loss-chart canvas").first).to_be_attached()
    node(root, "nonfinite").click()
    expect(root.locator("#evidence-panel")).to_contain_text("Clear")


def wait_for_requests(page, requests, routes, timeout_ms=TIMEOUT_MS):
    """Waits until the tab has requested each of `routes` (relative to the
    plugin's prefix); `requests` is filled by a page.on("request") handler."""
    wanted = [ROUTES + r for r in routes]
    waited = 0
    while not all(any(url.endswith(w) for url in requests) for w in wanted):
        assert waited < timeout_ms, f"no request for {wanted}; saw {requests}"
        page.wait_for_timeout(100)  # lets Playwright deliver the events
        waited += 100


# Tests.


def test_tab_inside_tensorboard(page, demo_tb):
    base, diagnoses = demo_tb
    frame = open_in_tensorboard(page, base)
    check_nan_run(frame, diagnoses["nan_loss"])

    # The copy reached the clipboard (through navigator.clipboard or the
    # execCommand fallback).
    code = fixed_finding(diagnoses["nan_loss"])[1]["fix"]["code"]
    assert page.evaluate("navigator.clipboard.readText()").strip() == code.strip()

    check_healthy_run(frame, diagnoses["healthy"])

    # Dark mode follows TensorBoard's `dark-mode` class on its body.
    html = frame.locator("html")
    expect(html).to_have_attribute("data-theme", "light")
    page.evaluate("document.body.classList.add('dark-mode')")
    expect(html).to_have_attribute("data-theme", "dark")
    page.evaluate("document.body.classList.remove('dark-mode')")
    expect(html).to_have_attribute("data-theme", "light")

    # TensorBoard's reload button refetches; the run and the open node stay.
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    reload_button = page.locator("app-header-reload .reload-button")
    expect(reload_button).to_be_visible()
    reload_button.click()
    wait_for_requests(page, requests, ["runs", "diagnosis?run=healthy", "series?run=healthy&name=loss"])
    expect(frame.locator("#run-select")).to_have_value("healthy")
    expect(frame.locator("#evidence-panel")).to_have_attribute("data-node-id", "nonfinite")
    expect(node(frame, "nonfinite")).to_have_attribute("data-state", "clear")

    # And so does the tab's own refresh button.
    del requests[:]
    frame.locator("#refresh-button").click()
    wait_for_requests(page, requests, ["runs", "diagnosis?run=healthy"])

    page.console.assert_clean()


def test_plugin_entry_direct(page, demo_tb):
    base, diagnoses = demo_tb
    root = open_direct(page, base)
    check_nan_run(root, diagnoses["nan_loss"])
    check_healthy_run(root, diagnoses["healthy"])

    # The selected run and node survive a reload of the page.
    page.reload()
    expect(page.locator("#run-select")).to_have_value("healthy")
    expect(page.locator("#evidence-panel")).to_have_attribute("data-node-id", "nonfinite")

    # Outside TensorBoard the theme follows prefers-color-scheme.
    page.emulate_media(color_scheme="dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    page.emulate_media(color_scheme="light")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")

    page.console.assert_clean()


# How many times the refresh test runs in one session (REFRESH_REPEAT=20 to
# check it holds on a loaded machine; issue 16).
REFRESH_REPEAT = int(os.environ.get("REFRESH_REPEAT", "1"))


def histogram_layers(base):
    """{run: its layers with gradient histograms}, from the backend."""
    runs = [r["run"] for r in get_json(base + ROUTES + "runs")[1]["runs"]]
    layers = {}
    for run in runs:
        grads = _diagnosis(base, run).get("areas", {}).get("gradients") or {}
        layers[run] = set(grads.get("histogram_layers", []))
    return layers


def assert_no_mixed_requests(requests, layers):
    """No route was asked for one run with another run's layer."""
    for url in requests:
        if "/gradients/histograms?" not in url:
            continue
        query = dict(p.split("=", 1) for p in url.split("?", 1)[1].split("&"))
        run, layer = query["run"], query["layer"]
        assert layer in layers.get(run, ()), f"asked for layer {layer!r} of run {run!r}: {url}"


@pytest.mark.parametrize("attempt", range(REFRESH_REPEAT))
def test_refetches_every_30_seconds(page, demo_tb, attempt):
    """The 30 s timer refetches the selected run and keeps its open node; a
    run chosen while a refresh is in flight wins, and no request mixes two
    runs. Every wait is on what is checked (the app's counters, the DOM),
    never on time; the page's clock is Playwright's, advanced by hand."""
    base, _ = demo_tb
    layers = histogram_layers(base)
    page.clock.install()
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    root = open_direct(page, base)
    app = root.locator("#trainhealth-app")
    expect(app).to_have_attribute("data-refreshes", "1")  # the first load, done
    root.locator("#run-select").select_option("nan_loss")
    expect(node(root, "nonfinite")).to_have_attribute("data-state", "triggered")
    wait_idle(root)
    node(root, "nonfinite").click()
    expect(root.locator("#evidence-panel")).to_have_attribute("data-node-id", "nonfinite")

    # 20 s: no refresh starts (the timers due then ran inside run_for, and
    # a refresh is counted the moment it starts).
    page.clock.run_for(20000)
    assert app.get_attribute("data-refreshes-started") == "1"
    # 31 s: one, by the timer, of the selected run.
    del requests[:]
    page.clock.run_for(11000)
    expect(app).to_have_attribute("data-refreshes-started", "2")
    expect(app).to_have_attribute("data-start-reason", "timer")
    expect(app).to_have_attribute("data-refreshes", "2")
    wait_for_requests(page, requests, ["runs", "diagnosis?run=nan_loss"])
    expect(root.locator("#evidence-panel")).to_have_attribute("data-node-id", "nonfinite")
    expect(root.locator("#run-select")).to_have_value("nan_loss")

    # A refresh in flight when the user picks another run: the pick wins,
    # and every view shows that run only.
    page.clock.run_for(30000)
    expect(app).to_have_attribute("data-refreshes-started", "3")
    root.locator("#run-select").select_option("exploding")
    wait_idle(root)
    expect(root.locator("#run-select")).to_have_value("exploding")
    expect(node(root, "gradients")).to_have_attribute("data-state", "triggered")
    expect(root.locator("#numerics-health")).to_be_hidden()  # nan_loss's NaN view, gone
    hist_layer = root.locator("#histogram-layer").input_value()
    assert hist_layer in layers["exploding"], (hist_layer, layers["exploding"])
    expect(root.locator("#gradient-histograms")).to_have_attribute("data-layer", hist_layer)
    assert_no_mixed_requests(requests, layers)
    page.console.assert_clean()


def test_backend_error_is_readable(page, demo_tb):
    base, _ = demo_tb
    status, body = get_json(f"{base}{ROUTES}diagnosis?run=__no_such_run__")
    assert status == 404 and body["error"]
    # The tab opens on the worst run: worst status, then most critical findings.
    order = {"critical": 0, "warning": 1, "healthy": 2}
    runs = get_json(f"{base}{ROUTES}runs")[1]["runs"]
    first_run = min(runs, key=lambda r: (order[r["status"]], -r["counts"]["critical"], -r["counts"]["warning"]))["run"]

    # Send the tab's diagnosis request to a run the backend does not know,
    # so that the real backend answers its real 404.
    def to_unknown_run(route):
        route.continue_(url=f"{base}{ROUTES}diagnosis?run=__no_such_run__")

    page.route(re.compile(r".*/data/plugin/trainhealth/diagnosis\?.*"), to_unknown_run)
    open_direct(page, base)
    banner = page.locator("#error-banner")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text(body["error"])
    expect(page.locator("#flowchart")).to_contain_text(body["error"])
    expect(page.locator("#run-select")).to_have_value(first_run)
    # The browser logs the 404 it was made to get; nothing else may fail.
    page.console.assert_clean(allow=[r"status of 404"])


@pytest.mark.parametrize("where", ["tensorboard", "direct"])
def test_empty_logdir_shows_how_to_start(page, empty_tb, where):
    status, body = get_json(empty_tb + ROUTES + "runs")
    assert status == 200 and body == {"runs": []}
    root = open_in_tensorboard(page, empty_tb) if where == "tensorboard" else open_direct(page, empty_tb)
    empty = root.locator("#empty-state")
    expect(empty).to_be_visible()
    for text in (
        'model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])',
        "tb_trainhealth.autolog()",
        "tb-trainhealth run train.py",
        "tensorboard --logdir logs",
    ):
        expect(empty).to_contain_text(text)
    expect(root.locator("#run-select")).to_be_hidden()
    page.console.assert_clean()


# Gradient health views (issue 3).


def _gradient_diagnosis(base, run, kind):
    """The run's diagnosis once TensorBoard has loaded its gradient data and
    its `kind` finding."""

    def loaded():
        status, body = get_json(f"{base}{ROUTES}diagnosis?run={run}")
        if status != 200 or not body.get("areas", {}).get("gradients"):
            return None
        return body if any(f["kind"] == kind for f in body["findings"]) else None

    diagnosis = wait_for(loaded, timeout=60)
    assert diagnosis, f"no {kind} finding with gradient data for run {run}"
    return diagnosis


def heatmap_plot(heatmap):
    """(left, top, width, height) of the heatmap's cells in the canvas."""
    return [float(v) for v in heatmap.get_attribute("data-plot").split(",")]


def hover_cell(heatmap, row, rows, fraction=0.5):
    left, top, width, height = heatmap_plot(heatmap)
    heatmap.hover(position={"x": left + width * fraction, "y": top + (row + 0.5) * height / rows})


def test_gradient_views(page, demo_tb):
    """The exploding run: heatmap, tooltip, a finding's jump, histograms."""
    base, _ = demo_tb
    diagnosis = _gradient_diagnosis(base, "exploding", "exploding_gradients")
    grads = diagnosis["areas"]["gradients"]
    layers = grads["layers"]
    index, finding = next((i, f) for i, f in enumerate(diagnosis["findings"]) if f["kind"] == "exploding_gradients")
    evidence = finding["evidence"]

    root = open_direct(page, base)
    root.locator("#run-select").select_option("exploding")
    section = root.locator("#gradient-health")
    expect(section).to_be_visible()
    heatmap = root.locator("#gradient-heatmap")
    expect(heatmap).to_have_attribute("data-layers", str(len(layers)))
    expect(heatmap).to_have_attribute("data-stat", "grad_norm")
    expect(heatmap).to_have_attribute("data-log-scale", "true")
    expect(root.locator("#heatmap-legend")).to_contain_text("log₁₀")
    wait_idle(root)

    # Hovering a cell of the last layer shows its layer, steps and value, as
    # the route gives them.
    columns = int(heatmap.get_attribute("data-columns"))
    status, matrix = get_json(f"{base}{ROUTES}matrix?run=exploding&stat=grad_norm&max_columns={columns}")
    assert status == 200 and matrix["layers"] == layers and len(matrix["steps"]) == columns
    row = len(layers) - 1
    hover_cell(heatmap, row, len(layers))
    tooltip = root.locator("#heatmap-tooltip")
    expect(tooltip).to_be_visible()
    expect(tooltip).to_have_attribute("data-layer", layers[row])
    expect(tooltip).to_contain_text(layers[row])
    expect(tooltip).to_contain_text("Gradient norm")
    col = int(tooltip.get_attribute("data-column"))
    first, last = matrix["steps"][col]
    expect(tooltip).to_have_attribute("data-steps", f"{first}-{last}")
    value = matrix["values"][row][col]
    shown = tooltip.get_attribute("data-value")
    if value is None:
        assert shown in ("missing", "nonfinite")
    else:
        assert float(shown) == pytest.approx(value, rel=1e-9)

    # Clicking the finding outlines its layers over its steps, scrolls the
    # heatmap into view and opens its first layer's histograms.
    root.locator(f'.finding-item[data-finding-index="{index}"]').click()
    expect(heatmap).to_have_attribute("data-highlight-steps", f"{evidence['first_step']}-{evidence['last_step']}")
    highlighted = json.loads(heatmap.get_attribute("data-highlight-layers"))
    assert sorted(highlighted) == sorted(evidence["layers"]), (highlighted, evidence)
    expect(root.locator("#heatmap-focus")).to_contain_text(evidence["layers"][0])
    expect(root.locator("#evidence-panel")).to_have_attribute("data-node-id", "gradients")
    expect(root.locator("#gradient-heatmap-card")).to_be_in_viewport()
    hist_layer = next(layer for layer in evidence["layers"] if layer in grads["histogram_layers"])
    expect(root.locator("#histogram-layer")).to_have_value(hist_layer)

    # Another layer's histograms: one ridge per logged step, NaN/Inf counted.
    other = grads["histogram_layers"][-1] if hist_layer != grads["histogram_layers"][-1] else grads["histogram_layers"][0]
    root.locator("#histogram-layer").select_option(other)
    status, hists = get_json(f"{base}{ROUTES}gradients/histograms?run=exploding&layer={other}")
    assert status == 200 and hists["histograms"], hists
    expect(root.locator("#gradient-histograms")).to_have_attribute("data-layer", other)
    expect(root.locator("#histogram-chart")).to_have_attribute("data-steps", str(len(hists["histograms"])))
    nonfinite = sum(h["nonfinite"] for h in hists["histograms"])
    expect(root.locator("#histogram-nonfinite")).to_have_attribute("data-total", str(int(nonfinite)))
    if not nonfinite:
        expect(root.locator("#histogram-nonfinite")).to_contain_text("non-finite count 0")
    chart = root.locator("#histogram-chart")
    box = chart.bounding_box()
    chart.hover(position={"x": box["width"] / 2, "y": box["height"] / 2})
    expect(root.locator("#histogram-tooltip")).to_contain_text("step")

    if "update_ratio" in grads["stats"]:
        expect(root.locator("#update-ratio canvas").first).to_be_attached()
    else:
        expect(root.locator("#update-ratio-note")).to_contain_text("no update / weight ratio")

    # A linear stat; then a reload keeps the stat, the layer and the outline.
    root.locator("#gradient-stat").select_option("grad_zero_fraction")
    expect(heatmap).to_have_attribute("data-stat", "grad_zero_fraction")
    expect(heatmap).to_have_attribute("data-log-scale", "false")
    page.reload()
    expect(root.locator("#run-select")).to_have_value("exploding")
    expect(heatmap).to_have_attribute("data-stat", "grad_zero_fraction")
    expect(root.locator("#histogram-layer")).to_have_value(other)
    expect(heatmap).to_have_attribute("data-highlight-steps", f"{evidence['first_step']}-{evidence['last_step']}")
    page.console.assert_clean()


def test_gradient_heatmap_at_scale(page, demo_tb):
    """200 layers x 10,000 steps, downsampled to 600 columns (routes stubbed
    with page.route); and a run without gradient data shows no section."""
    base, _ = demo_tb
    n_layers, n_cols, per_col = 200, 600, 10000 / 600
    layers = [f"block{i // 4}/conv2d_{i}" for i in range(n_layers)]
    steps = [[int(c * per_col) + 1, int((c + 1) * per_col)] for c in range(n_cols)]
    values = [[10 ** (-6 + 8 * (r / n_layers) * (c / n_cols)) for c in range(n_cols)] for r in range(n_layers)]
    nonfinite = [[120, c] for c in range(500, 510)]
    for r, c in nonfinite:
        values[r][c] = None
    dead = {
        "kind": "dead_units", "severity": "warning", "node": "gradients", "step": 6000, "layer": layers[140],
        "summary": "Dead units in block35.", "evidence": {"layers": layers[140:144], "first_step": 6000, "last_step": 7000},
        "fix": {"text": "Use LeakyReLU.", "code": "keras.layers.LeakyReLU()"},
    }

    def diagnosis(route):
        body = route.fetch().json()
        areas = body.setdefault("areas", {})
        if "run=healthy" in route.request.url:
            areas.pop("gradients", None)
        else:
            areas["gradients"] = {"stats": ["grad_norm"], "layers": layers, "histogram_layers": []}
            body["findings"].append(dead)
        route.fulfill(json=body)

    def matrix(route):
        route.fulfill(json={"run": "nan_loss", "stat": "grad_norm", "layers": layers, "steps": steps,
                            "values": values, "nonfinite": nonfinite, "log_scale": True})

    page.route(re.compile(r".*/data/plugin/trainhealth/diagnosis\?.*"), diagnosis)
    page.route(re.compile(r".*/data/plugin/trainhealth/matrix\?.*"), matrix)
    root = open_direct(page, base)
    root.locator("#run-select").select_option("nan_loss")
    heatmap = root.locator("#gradient-heatmap")
    expect(heatmap).to_have_attribute("data-layers", str(n_layers))
    expect(heatmap).to_have_attribute("data-columns", str(n_cols))
    expect(heatmap).to_have_attribute("data-nonfinite-cells", str(len(nonfinite)))
    wait_idle(root)
    # 200 layers in 50 blocks of four (heatmap_groups.js): a row per block.
    n_blocks = n_layers // 4
    expect(heatmap).to_have_attribute("data-rows", str(n_blocks))
    left, top, width, height = heatmap_plot(heatmap)
    assert height >= 2 * n_layers and width >= n_cols * 0.8, (width, height)
    hover_cell(heatmap, 30, n_blocks, fraction=505 / n_cols)  # block30 holds layer 120
    tooltip = root.locator("#heatmap-tooltip")
    expect(tooltip).to_have_attribute("data-layer", "block30")
    expect(tooltip).to_have_attribute("data-value", "nonfinite")
    expect(tooltip).to_contain_text("NaN / Inf")

    root.locator(".finding-item", has_text="Dead units in block35").click()
    expect(heatmap).to_have_attribute("data-highlight-layers", json.dumps(layers[140:144], separators=(",", ":")))
    expect(heatmap).to_have_attribute("data-highlight-steps", "6000-7000")
    # Its block opened: the block's row (35), then its four layers.
    expect(heatmap).to_have_attribute("data-highlight-rows", "[35,36,37,38,39]")
    expect(root.locator("#histogram-nonfinite")).to_contain_text("No gradient histograms")
    expect(root.locator("#update-ratio-note")).to_contain_text("no update / weight ratio")

    root.locator("#run-select").select_option("healthy")
    expect(root.locator("#gradient-health")).to_be_hidden()
    expect(root.locator("#error-banner")).to_be_hidden()
    page.console.assert_clean()


# Shapes (issue 5).


def test_shape_table_highlights_the_failing_layer(page, demo_tb):
    """shape_error: the Reshape deep in the model is the highlighted row, with
    both shapes under it; the data's spec and the model's inputs side by side;
    clicking the finding focuses the row."""
    base, _ = demo_tb

    def loaded():
        status, body = get_json(f"{base}{ROUTES}diagnosis?run=shape_error")
        found = [f for f in body.get("findings", [])] if status == 200 else []
        return body if any(f["kind"] == "shape_mismatch" for f in found) else None

    diagnosis = wait_for(loaded, timeout=60)
    assert diagnosis, "TensorBoard did not load the shape_error run"
    index, finding = next((i, f) for i, f in enumerate(diagnosis["findings"]) if f["kind"] == "shape_mismatch")
    status, events = get_json(f"{base}{ROUTES}events?run=shape_error&kind=shape_table")
    assert status == 200 and events["events"], events
    table_data = events["events"][-1]["payload"]
    layers = [r["name"] for r in table_data["rows"]]
    assert finding["layer"] in layers and layers.index(finding["layer"]) > 1  # deep in the model

    root = open_direct(page, base)
    root.locator("#run-select").select_option("shape_error")
    expect(node(root, "shape")).to_have_attribute("data-state", "triggered")
    table = root.locator("#shape-table")
    expect(table).to_be_visible()
    expect(table.locator("tbody tr[data-layer]")).to_have_count(len(layers))
    bad = table.locator('tr[data-mismatch="true"]')
    expect(bad).to_have_count(1)
    expect(bad).to_have_attribute("data-layer", finding["layer"])
    expect(bad).to_have_class(re.compile(r"\brow-mismatch\b"))
    note = table.locator(f'tr[data-note-for="{finding["layer"]}"]')
    expect(note).to_contain_text(finding["evidence"]["expected"])
    expect(note).to_contain_text(finding["evidence"]["actual"])
    # Highlighted means painted: its cells differ from a healthy row's.
    paint = "el => getComputedStyle(el).backgroundColor"
    good = table.locator(f'tr[data-layer="{layers[1]}"] td').nth(1)
    assert bad.locator("td").nth(1).evaluate(paint) != good.evaluate(paint)

    # The data's spec and the model's inputs, side by side.
    data_box, model_box = root.locator("#data-spec"), root.locator("#model-spec")
    x_shape = table_data["data"]["x"][0]["shape"]
    expect(data_box).to_contain_text("(" + ", ".join("None" if d is None else str(d) for d in x_shape) + ")")
    expect(model_box.locator('[data-role="input"]')).to_have_count(len(table_data["model_inputs"]))
    a, b = data_box.bounding_box(), model_box.bounding_box()
    assert a["x"] + a["width"] <= b["x"] + 1 and abs(a["y"] - b["y"]) < 2, (a, b)

    # Clicking the finding shows it: its node's evidence, and its row.
    root.locator(f'.finding-item[data-finding-index="{index}"]').click()
    expect(root.locator("#evidence-panel")).to_have_attribute("data-node-id", "shape")
    expect(root.locator("#shape-table-card")).to_have_attribute("data-focused", finding["layer"])
    expect(table.locator("tr.focused")).to_have_attribute("data-layer", finding["layer"])
    expect(table.locator("tr.focused")).to_be_in_viewport()
    # The run crashed in its first step, so it has no loss series: the Loss
    # card says so, and the tab asks for none (no 404 to log).
    expect(root.locator("#loss-note")).to_contain_text("No loss was logged")
    page.console.assert_clean()


# Non-finite values (issue 4).


def test_nonfinite_views(page, demo_tb):
    """log_relu_nan: the bad-step table marks log_of_relu, the first layer to
    go NaN/Inf from finite inputs, at step 41; the timeline has its markers at
    step 41, and clicking one opens its finding in the evidence panel."""
    base, _ = demo_tb

    def loaded():
        status, body = get_json(f"{base}{ROUTES}diagnosis?run=log_relu_nan")
        nf = body.get("areas", {}).get("nonfinite") if status == 200 else None
        return body if nf and nf.get("bad_step") else None

    diagnosis = wait_for(loaded, timeout=60)
    assert diagnosis, "TensorBoard did not load the log_relu_nan run's non-finite events"
    nf = diagnosis["areas"]["nonfinite"]
    bad = nf["bad_step"]
    assert (bad["step"], bad["first_bad_layer"], bad["inputs_finite"]) == (41, "log_of_relu", True), bad
    index = next(i for i, f in enumerate(diagnosis["findings"]) if f["kind"] == "nonfinite_activations")

    root = open_direct(page, base)
    root.locator("#run-select").select_option("log_relu_nan")
    expect(root.locator("#numerics-health")).to_be_visible()

    # The bad step: every layer output in execution order, log_of_relu the
    # first bad one, the layers before it finite, and the verdict.
    table = root.locator("#bad-step-table")
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(len(bad["layers"]))
    assert [r.get_attribute("data-layer") for r in rows.all()] == [r["layer"] for r in bad["layers"]]
    first_bad = table.locator("tr.first-bad")
    expect(first_bad).to_have_count(1)
    expect(first_bad).to_have_attribute("data-layer", "log_of_relu")
    expect(first_bad).to_have_attribute("data-finite", "false")
    position = [r["layer"] for r in bad["layers"]].index("log_of_relu")
    for r in rows.all()[:position]:
        assert r.get_attribute("data-finite") == "true"
    expect(root.locator("#bad-step-verdict")).to_contain_text("were finite")
    expect(root.locator("#bad-step-verdict")).to_contain_text("created inside")
    # A ReLU cannot make a NaN/Inf: not checked on its own, it reads as its input.
    relu = table.locator('tr[data-layer="hidden_relu"]')
    expect(relu).to_have_attribute("data-finite", "false")
    expect(relu.locator(".nf-as-input")).to_have_text("(as its input)")
    expect(table.locator(".nf-as-input")).to_have_count(1)

    # The timeline: one marker per kind at step 41, each tied to its finding.
    kinds = {e["kind"] for e in nf["timeline"] if e["step"] == 41}
    assert {"nonfinite_activations", "nonfinite_loss"} <= kinds, nf["timeline"]
    expect(root.locator('#nonfinite-timeline .nf-marker[data-step="41"]')).to_have_count(len(kinds))
    marker = root.locator('#nonfinite-timeline .nf-marker[data-kind="nonfinite_activations"][data-step="41"]')
    expect(marker).to_have_attribute("data-layer", "log_of_relu")
    expect(marker).to_have_attribute("data-finding-index", str(index))
    marker.click()
    panel = root.locator("#evidence-panel")
    expect(panel).to_have_attribute("data-node-id", "nonfinite")
    card = panel.locator(f'.finding-card.focused[data-finding-index="{index}"]')
    expect(card.locator(".finding-layer")).to_contain_text("log_of_relu")
    expect(card.locator(".finding-step")).to_contain_text("41")
    expect(marker).to_have_class(re.compile(r"\bselected\b"))

    # The activation max |x| heatmap, next to the gradient one (ids apart).
    status, matrix = get_json(f"{base}{ROUTES}matrix?run=log_relu_nan&stat=activation_max_abs")
    assert status == 200, matrix
    heatmap = root.locator("#activation-heatmap")
    expect(heatmap).to_have_attribute("data-stat", "activation_max_abs")
    expect(heatmap).to_have_attribute("data-layers", str(len(matrix["layers"])))
    expect(heatmap).to_have_attribute("data-log-scale", "true")
    expect(heatmap).to_have_attribute("data-highlight-layers", '["log_of_relu"]')
    for selector in ("#gradient-heatmap", "#heatmap-tooltip", "#heatmap-legend"):
        expect(root.locator(selector)).to_have_count(1)

    # Dark mode; then a reload keeps the run, the open node and the marker.
    page.emulate_media(color_scheme="dark")
    expect(root.locator("html")).to_have_attribute("data-theme", "dark")
    page.reload()
    expect(root.locator("#run-select")).to_have_value("log_relu_nan")
    expect(panel).to_have_attribute("data-node-id", "nonfinite")
    expect(marker).to_have_class(re.compile(r"\bselected\b"))

    # A run with no NaN/Inf has no such section.
    root.locator("#run-select").select_option("healthy")
    expect(root.locator("#numerics-health")).to_be_hidden()
    page.console.assert_clean()
