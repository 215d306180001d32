"""`tb-trainhealth diagnose LOGDIR --html REPORT.html` (issue 16): one
self-contained page, the tab's own views over the demo runs, opened from
disk in a real browser with no server and nothing fetched."""

import json
import os
import re
import subprocess
import sys

import pytest

from playwright.sync_api import expect

from browser_tab import AUDIT, FINDING_TEXT, watch_failures

CLI = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")


@pytest.fixture(scope="module")
def report(demo_logdir, tmp_path_factory):
    path = tmp_path_factory.mktemp("report") / "report.html"
    result = subprocess.run([CLI, "diagnose", str(demo_logdir), "--json", "--html", str(path)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 1, result.stderr  # the demo has critical runs
    runs = {r["run"]: r for r in json.loads(result.stdout)["runs"]}  # the report printed as before
    assert "nan_loss" in runs
    return path, runs


def test_the_report_is_one_file(report):
    path, _ = report
    text = path.read_text(encoding="utf-8")
    # Nothing to load from elsewhere: no script or stylesheet by URL.
    assert not re.search(r"<script[^>]+src=|<link[^>]+href=", text)
    assert "uPlot" in text  # the vendored chart library, inlined with the bundle


def test_the_report_shows_the_tab_without_a_server(browser, report):
    path, runs = report
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    page = context.new_page()
    failures = watch_failures(page)
    fetched = []
    page.on("request", lambda r: fetched.append(r.url))
    try:
        page.goto(path.as_uri())
        expect(page.locator("#report-note")).to_contain_text("tb-trainhealth diagnose --html")
        options = page.locator("#run-select option")
        expect(options).to_have_count(len(runs))
        for run in ("nan_loss", "exploding", "shape_error"):
            # The node of the run's first finding with fix code: its evidence and fix.
            fixed = next(f for f in runs[run]["findings"] if f["fix"]["code"])
            node = page.locator(f'svg [data-node-id="{fixed["node"]}"]').first
            page.locator("#run-select").select_option(run)
            expect(node).to_have_attribute("data-state", "triggered")
            expect(page.locator("#trainhealth-app")).not_to_have_attribute("data-loading", "true")
            node.click()
            expect(page.locator("#evidence-panel pre code").first).to_have_text(fixed["fix"]["code"].strip())
            # The same page checks as in TensorBoard (test_tab_views.py holds
            # each area's charts to markChart; this test is about the report).
            problems = [p for p in page.evaluate(AUDIT) if "plotutil.markChart" not in p]
            assert problems == [], (run, problems)
        # The exploding run's views are there: its heatmap and a layer's histograms.
        page.locator("#run-select").select_option("exploding")
        expect(page.locator("#gradient-heatmap")).to_have_attribute("data-stat", "grad_norm")
        expect(page.locator("#histogram-chart")).not_to_have_attribute("data-steps", "0")
        page.locator("#run-select").select_option("nan_loss")
        expect(page.locator("#loss-plot [data-chart]")).to_have_attribute("data-y-title", re.compile("log scale"))
        assert not failures, "\n".join(failures)
        outside = [u for u in fetched if not u.startswith(("file:", "blob:", "data:"))]
        assert not outside, outside
    finally:
        context.close()


# Resolves once the page's smooth scroll has stopped (its position the
# same for 10 frames running).
SCROLL_SETTLED = """() => new Promise((resolve) => {
  let last = null, same = 0;
  const frame = () => {
    same = scrollY === last ? same + 1 : 0;
    last = scrollY;
    if (same >= 10) resolve(); else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})"""


def test_the_report_reads_at_1024_px(browser, report):
    """Issue 42 item 6, at 1024 px: the findings' text keeps 30 characters a
    line and its names whole (oom_batch's crash nested under its OOM);
    clicking pipeline_starved's finding lands on its link of the pipeline;
    the next run opens at its top, not at the last one's scroll position."""
    path, runs = report
    context = browser.new_context(viewport={"width": 1024, "height": 800})
    page = context.new_page()
    failures = watch_failures(page)
    app, select = page.locator("#trainhealth-app"), page.locator("#run-select")
    try:
        page.goto(path.as_uri())
        expect(page.locator("#run-select option")).to_have_count(len(runs))
        for run in ("oom_batch", "pipeline_starved"):
            select.select_option(run)
            expect(app).not_to_have_attribute("data-loading", "true")
            expect(page.locator('#findings .symptom')).not_to_have_count(0)
            assert page.evaluate(FINDING_TEXT) == [], run

        # A finding of the pipeline: its view scrolls to it once the evidence
        # panel (above the view, taller with the finding's cards) is filled.
        lint = next(f for f in runs["pipeline_starved"]["findings"] if (f.get("layer") or "").startswith(".map("))
        page.locator("#findings .finding-item", has_text=lint["summary"][:40]).first.click()
        page.evaluate(SCROLL_SETTLED)
        link = page.locator("#pipeline-chain .pipeline-link.focused")
        expect(link).to_contain_text(lint["layer"])
        expect(link).to_be_in_viewport()
        expect(page.locator("#evidence-panel")).to_have_attribute("data-node-id", lint["node"])

        # Another run starts at its top.
        assert page.evaluate("scrollY") > 0
        select.select_option("oom_batch")
        expect(app).not_to_have_attribute("data-loading", "true")
        assert page.evaluate("scrollY") == 0
        assert not failures, "\n".join(failures)
    finally:
        context.close()
