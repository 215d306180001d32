"""The Training Health tab in a real browser, against a real TensorBoard.

Each check runs under both loaders (`--load_fast=true`: the Rust data
server; `--load_fast=false`: the Python multiplexer), in TensorBoard's own
page (`/#trainhealth`, the tab inside TensorBoard's iframe, as a user sees
it) and on `data/plugin_entry.html?name=trainhealth` directly.

Chromium is Debian's (/usr/bin/chromium); Playwright never downloads one.
"""

import os
import re

import pytest

from playwright.sync_api import expect, sync_playwright  # noqa: E402

from conftest import wait_for  # noqa: E402
from tb_server import get_json, start_tensorboard  # noqa: E402

CHROMIUM = os.environ.get("TRAINHEALTH_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PLUGIN_IFRAME = 'iframe[src*="plugin_entry.html?name=trainhealth"]'
ROUTES = "/data/plugin/trainhealth/"
TIMEOUT_MS = 30000

expect.set_options(timeout=TIMEOUT_MS)

LOADERS = [pytest.param(True, id="load_fast"), pytest.param(False, id="python_loader")]


# Fixtures.


@pytest.fixture(scope="session")
def browser():
    assert os.path.exists(CHROMIUM), f"Chromium not found at {CHROMIUM}"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def _diagnosis(base, run):
    status, body = get_json(f"{base}{ROUTES}diagnosis?run={run}")
    assert status == 200, body
    return body


@pytest.fixture(scope="module", params=LOADERS)
def demo_tb(request, demo_logdir):
    """(base URL, diagnosis JSON by run) of a TensorBoard on the demo runs."""
    with start_tensorboard(demo_logdir, load_fast=request.param) as base:

        def loaded():
            status, body = get_json(base + ROUTES + "runs")
            names = {r["run"] for r in body.get("runs", [])} if status == 200 else set()
            if not {"healthy", "nan_loss"} <= names:
                return None
            nodes = _diagnosis(base, "nan_loss")["flowchart"]["nodes"]
            return any(n["id"] == "nonfinite" and n["state"] == "triggered" for n in nodes)

        assert wait_for(loaded, timeout=60), "TensorBoard did not load the demo runs"
        yield base, {run: _diagnosis(base, run) for run in ("nan_loss", "healthy")}


@pytest.fixture(scope="module", params=LOADERS)
def empty_tb(request, empty_logdir):
    with start_tensorboard(empty_logdir, load_fast=request.param) as base:
        yield base


class Console:
    """Console errors and uncaught exceptions of a page and its frames."""

    def __init__(self, page):
        self.errors = []
        page.on("console", self._on_console)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))

    def _on_console(self, msg):
        if msg.type != "error":
            return
        url = (msg.location or {}).get("url", "")
        # plugin_entry.html opened on its own has no <link rel=icon>, so the
        # browser asks for /favicon.ico, which TensorBoard does not serve.
        # That 404 is the browser's and TensorBoard's, not the tab's.
        if url.endswith("/favicon.ico"):
            return
        self.errors.append(f"console.error: {msg.text} ({url})")

    def assert_clean(self, allow=()):
        errors = [e for e in self.errors if not any(re.search(a, e) for a in allow)]
        assert not errors, "errors in the browser console:\n" + "\n".join(errors)


@pytest.fixture
def page(browser):
    context = browser.new_context(
        viewport={"width": 1200, "height": 800},
        permissions=["clipboard-read", "clipboard-write"],
    )
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.console = Console(page)
    yield page
    context.close()


def open_in_tensorboard(page, base):
    page.goto(base + "/#trainhealth")
    page.wait_for_selector(PLUGIN_IFRAME, state="attached")
    return page.frame_locator(PLUGIN_IFRAME)


def open_direct(page, base):
    page.goto(base + "/data/plugin_entry.html?name=trainhealth")
    return page


# Shared checks. `root` is a Page or a FrameLocator: both have .locator().


def node(root, node_id):
    return root.locator(f'[data-node-id="{node_id}"]').first


def nonfinite_finding(diagnosis):
    found = [f for f in diagnosis["findings"] if f["node"] == "nonfinite"]
    assert found, diagnosis["findings"]
    assert isinstance(found[0]["step"], int), found[0]
    return found[0]


def check_nan_run(root, diagnosis):
    """nan_loss, selected by default: its flowchart, evidence, fix and chart."""
    expect(root.locator("#run-select")).to_have_value("nan_loss")
    options = root.locator("#run-select option")
    expect(options).to_have_count(2)
    expect(options.nth(0)).to_contain_text("critical")
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
    expect(panel.locator(".finding-step")).to_contain_text(str(finding["step"]))
    expect(panel).to_contain_text(finding["summary"])
    expect(panel.locator(".evidence-table")).to_be_visible()
    code = panel.locator("pre code").first
    expect(code).to_be_visible()
    assert code.text_content().strip() == finding["fix"]["code"].strip()
    copy = panel.locator(".copy-button").first
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
    root.locator(".finding-item").first.click()
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
    code = nonfinite_finding(diagnoses["nan_loss"])["fix"]["code"]
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


def test_refetches_every_30_seconds(page, demo_tb):
    base, _ = demo_tb
    page.clock.install()
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    root = open_direct(page, base)
    expect(node(root, "nonfinite")).to_have_attribute("data-state", "triggered")
    node(root, "nonfinite").click()
    del requests[:]
    page.clock.run_for(20000)
    page.wait_for_timeout(300)
    assert not [u for u in requests if u.endswith(ROUTES + "runs")], requests
    page.clock.run_for(11000)
    wait_for_requests(page, requests, ["runs", "diagnosis?run=nan_loss"])
    expect(page.locator("#evidence-panel")).to_have_attribute("data-node-id", "nonfinite")
    page.console.assert_clean()


def test_backend_error_is_readable(page, demo_tb):
    base, _ = demo_tb
    status, body = get_json(f"{base}{ROUTES}diagnosis?run=__no_such_run__")
    assert status == 404 and body["error"]

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
    expect(page.locator("#run-select")).to_have_value("nan_loss")
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
