"""Every view of every demo run, as a TensorBoard user reads it (issue 16).

One page on a real TensorBoard over the shared demo logdir; for each width
(1024 and 1400 px) and theme (light, dark), each run is selected in place
and each lit flowchart node opened, and the page is checked as a whole,
generically (any card, any chart, any table, whichever area drew it):

- no card runs past its edge or the page's, and no code or table inside one
  scrolls sideways (the fix code wraps);
- every chart has tick labels on both axes and a title for each (the
  charts say what they drew in data-ticks-x/-y and data-x-title/-y-title:
  a canvas has no DOM to read; plotutil.markChart);
- no table holds raw JSON or a 17-digit float;
- no console error, and no request that failed or was answered >= 400.

A screenshot of each state goes to a temporary folder (its path is printed).
"""

import re

import pytest

from playwright.sync_api import expect

from conftest import wait_for
from tb_server import get_json, start_tensorboard

ROUTES = "/data/plugin/trainhealth/"
WIDTHS = (1400, 1024)
THEMES = ("light", "dark")
# The demo's runs (demo/train_demo.py); its other areas' runs come on top.
DEMO_RUNS = {"healthy", "nan_loss", "exploding", "vanishing", "shape_error", "label_mismatch",
             "log_relu_nan", "float16_overflow", "mixed_healthy"}

# Everything the page shows, checked in the page itself.
AUDIT = r"""
() => {
  const problems = [];
  const shown = (el) => {
    if (el.closest("[hidden]")) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const where = (el) => {
    const owner = el.id ? el : el.closest("[id]");
    const tag = el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.split(" ")[0] : "");
    return owner && owner !== el ? `${tag} in #${owner.id}` : el.id ? `#${el.id}` : tag;
  };
  const pageWidth = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > pageWidth + 1) {
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${pageWidth} px)`);
  }
  for (const card of document.querySelectorAll(".card")) {
    if (!shown(card)) continue;
    const box = card.getBoundingClientRect();
    if (box.right > pageWidth + 1) problems.push(`${where(card)} ends past the page (${box.right} > ${pageWidth})`);
    if (card.scrollWidth > card.clientWidth + 1) problems.push(`${where(card)} overflows (${card.scrollWidth} > ${card.clientWidth} px)`);
    for (const el of card.querySelectorAll("pre, table, .table-scroll, [class*=scroll]")) {
      if (!shown(el)) continue;
      const sideways = el.scrollWidth > el.clientWidth + 1;
      const overflowX = getComputedStyle(el).overflowX;
      if (sideways && (el.tagName === "PRE" || overflowX === "auto" || overflowX === "scroll")) {
        problems.push(`${where(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth} px)`);
      }
      const r = el.getBoundingClientRect();
      if (r.right > box.right + 1) problems.push(`${where(el)} runs past its card (${r.right} > ${box.right})`);
    }
  }
  // Charts: every drawn canvas belongs to a chart that says what it drew.
  // (A chart drawn as SVG says it is a picture: role="img".)
  for (const el of document.querySelectorAll('canvas, svg[role="img"]')) {
    if (!shown(el) || el.closest(".u-legend")) continue;
    if (!el.closest("[data-chart]")) problems.push(`${where(el)}: a chart that does not say its axes (plotutil.markChart)`);
  }
  for (const chart of document.querySelectorAll("[data-chart]")) {
    if (!shown(chart)) continue;
    const d = chart.dataset;
    if (!(Number(d.ticksX) >= 1)) problems.push(`${where(chart)}: no tick on the x axis`);
    if (!(Number(d.ticksY) >= 1)) problems.push(`${where(chart)}: no tick on the y axis`);
    if (!d.xTitle) problems.push(`${where(chart)}: no x axis title`);
    if (!d.yTitle) problems.push(`${where(chart)}: no y axis title`);
  }
  // Tables: words and readable numbers, never raw JSON or 17 digits.
  // JSON as JSON.stringify writes it: a quoted key or string after [ or {,
  // or a number list without spaces ("[16,18"); a message's "[[{{node" or
  // "shape[131072,48]" is not.
  const rawJson = /[\[{]\s*"|(^|[\s:=(])\[-?\d[\d.e+-]*,\S/;
  const longFloat = /\d\.\d{7,}|\d{16,}/;
  for (const cell of document.querySelectorAll("table td, table th")) {
    if (!shown(cell)) continue;
    const text = cell.textContent;
    if (rawJson.test(text)) problems.push(`${where(cell)}: raw JSON "${text.slice(0, 80)}"`);
    if (longFloat.test(text)) problems.push(`${where(cell)}: a number of many digits "${text.slice(0, 80)}"`);
  }
  return problems;
}
"""


@pytest.fixture(scope="module")
def audit_tb(demo_logdir):
    """(base URL, {run: diagnosis}) of a TensorBoard on the demo runs, once
    every run's diagnosis is loaded."""
    with start_tensorboard(demo_logdir, load_fast=True) as base:

        def loaded():
            status, body = get_json(base + ROUTES + "runs")
            runs = [r["run"] for r in body.get("runs", [])] if status == 200 else []
            if not DEMO_RUNS <= set(runs):
                return None
            diagnoses = {run: get_json(f"{base}{ROUTES}diagnosis?run={run}")[1] for run in runs}
            return diagnoses if all(d.get("findings") is not None for d in diagnoses.values()) else None

        diagnoses = wait_for(loaded, timeout=90)
        assert diagnoses, "TensorBoard did not load the demo's runs"
        yield base, diagnoses


def watch_failures(page):
    """Console errors, page errors, failed requests and answers >= 400."""
    failures = []
    def on_console(msg):
        # plugin_entry.html opened on its own has no <link rel=icon>: the
        # browser's own request for /favicon.ico is TensorBoard's 404.
        if msg.type == "error" and not (msg.location or {}).get("url", "").endswith("/favicon.ico"):
            failures.append(f"console.error: {msg.text} ({(msg.location or {}).get('url', '')})")

    page.on("console", on_console)
    page.on("pageerror", lambda e: failures.append(f"pageerror: {e}"))
    page.on("requestfailed", lambda r: failures.append(f"request failed: {r.url} ({r.failure})"))
    page.on("response", lambda r: r.status >= 400 and not r.url.endswith("/favicon.ico") and failures.append(f"{r.status}: {r.url}"))
    return failures


def wait_idle(page):
    expect(page.locator("#trainhealth-app")).not_to_have_attribute("data-loading", "true")
    for attr in ("data-heatmap-loading",):
        expect(page.locator(f"[{attr}]")).to_have_count(0)


def test_every_view_of_every_demo_run_reads_well(browser, audit_tb, tmp_path_factory):
    base, diagnoses = audit_tb
    shots = tmp_path_factory.mktemp("tab_screenshots")
    print(f"screenshots: {shots}")
    context = browser.new_context(viewport={"width": WIDTHS[0], "height": 900})
    context.set_default_timeout(30000)
    page = context.new_page()
    failures = watch_failures(page)
    try:
        page.goto(base + "/data/plugin_entry.html?name=trainhealth")
        expect(page.locator("#run-select option")).to_have_count(len(diagnoses))
        problems = []
        states = 0
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 900})
            for theme in THEMES:
                page.emulate_media(color_scheme=theme)
                expect(page.locator("html")).to_have_attribute("data-theme", theme)
                for run, diagnosis in diagnoses.items():
                    page.locator("#run-select").select_option(run)
                    wait_idle(page)
                    lit = [n["id"] for n in diagnosis["flowchart"]["nodes"] if n["state"] == "triggered"]
                    for node_id in lit or [None]:
                        if node_id:
                            page.locator(f'svg [data-node-id="{node_id}"]').first.click()
                            expect(page.locator("#evidence-panel")).to_have_attribute("data-node-id", node_id)
                        state = f"{run} at {width} px, {theme}" + (f", node {node_id}" if node_id else "")
                        problems += [f"{state}: {p}" for p in page.evaluate(AUDIT)]
                        states += 1
                    page.screenshot(path=str(shots / f"{run}_{width}_{theme}.png"), full_page=True)
        assert states >= len(diagnoses) * len(WIDTHS) * len(THEMES)
        assert not problems, "\n".join(problems)
        assert not failures, "\n".join(failures)
    finally:
        context.close()


def test_a_crash_before_the_first_loss_reads_as_one(browser, audit_tb):
    """shape_error crashed in its first step: the Loss card says so in
    words, no request for its loss is made (the diagnosis lists no loss
    series), and each finding's badge says where it is."""
    base, diagnoses = audit_tb
    run = "shape_error"
    assert "loss" not in diagnoses[run]["series"]
    crash = next(f for f in diagnoses[run]["findings"] if f["kind"] == "training_error")
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    page = context.new_page()
    failures = watch_failures(page)
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    try:
        page.goto(base + "/data/plugin_entry.html?name=trainhealth")
        page.locator("#run-select").select_option(run)
        wait_idle(page)
        note = page.locator("#loss-note")
        expect(note).to_contain_text("No loss was logged")
        expect(note).to_contain_text(f"crashed at step {crash['step']}")
        expect(note).not_to_contain_text("has no series")
        expect(note).not_to_have_class(re.compile(r"\berror-text\b"))
        assert not [u for u in requests if "series?run=shape_error" in u], requests
        crash_item = page.locator('.finding-item[data-node="error"]')
        expect(crash_item.locator(".finding-item-step")).to_have_text(f"crashed at step {crash['step']}")

        # A finding over steps 1-96 is badged with its range, not "step 1".
        spanning = next(f for f in diagnoses["exploding"]["findings"] if f["kind"] == "exploding_gradients")
        first, last = spanning["evidence"]["first_step"], spanning["evidence"]["last_step"]
        assert first != last
        page.locator("#run-select").select_option("exploding")
        wait_idle(page)
        expect(page.locator(".finding-item-step").first).to_have_text(f"steps {first}–{last}")
        assert not failures, "\n".join(failures)
    finally:
        context.close()


def test_the_run_selector_filters_by_status_and_name(browser, audit_tb):
    """Many runs: the selector opens on the worst run (worst status, then
    the most critical findings), shows how many runs have each status, and
    narrows to a status or a part of the name."""
    base, _ = audit_tb
    runs = get_json(base + ROUTES + "runs")[1]["runs"]
    order = {"critical": 0, "warning": 1, "healthy": 2}
    worst = min(runs, key=lambda r: (order[r["status"]], -r["counts"]["critical"], -r["counts"]["warning"]))
    counts = {s: sum(r["status"] == s for r in runs) for s in order}
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    page = context.new_page()
    failures = watch_failures(page)
    try:
        page.goto(base + "/data/plugin_entry.html?name=trainhealth")
        select, status = page.locator("#run-select"), page.locator("#run-status-filter")
        expect(select).to_have_value(worst["run"])
        expect(select.locator("option").first).to_have_attribute("value", worst["run"])
        expect(status.locator('option[value=""]')).to_have_text(f"All runs ({len(runs)})")
        for name, n in counts.items():
            expect(status.locator(f'option[value="{name}"]')).to_have_text(f"{name} ({n})")

        # A status: only its runs, and the selection moves to the first of them.
        status.select_option("warning")
        warning = [r["run"] for r in runs if r["status"] == "warning"]
        expect(select).to_have_value(warning[0])
        expect(select.locator("option")).to_have_count(len(warning))
        wait_idle(page)

        # A part of the name, over every status.
        status.select_option("")
        page.locator("#run-name-filter").fill("HEALTHY")
        named = sorted(r["run"] for r in runs if "healthy" in r["run"])
        expect(select).to_have_value(re.compile("|".join(named)))
        assert sorted(select.locator("option").evaluate_all("os => os.map(o => o.value)")) == named
        wait_idle(page)
        assert not failures, "\n".join(failures)
    finally:
        context.close()
