"""Every view of every demo run, as a TensorBoard user reads it (issue 16).

One page on a real TensorBoard over the shared demo logdir; for each width
(1024 and 1400 px) and theme (light, dark), each run is selected in place
and each lit flowchart node opened, and the page is checked as a whole,
generically (any card, any chart, any table, whichever area drew it):

- no card runs past its edge or the page's, and code or a table wider than
  its box scrolls sideways in it (code is shown as written), never spills;
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

from browser_tab import AUDIT, ROUTES, wait_idle_with_heatmaps, watch_failures
from tb_server import get_json

# conftest.py's TensorBoard on the demo runs, under the Rust loader.
pytestmark = pytest.mark.parametrize("demo_tb", [True], indirect=True, ids=["load_fast"])

WIDTHS = (1400, 1024)
THEMES = ("light", "dark")


def test_every_view_of_every_demo_run_reads_well(browser, demo_tb, tmp_path_factory):
    base, diagnoses = demo_tb
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
                    wait_idle_with_heatmaps(page)
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


def test_a_crash_before_the_first_loss_reads_as_one(browser, demo_tb):
    """shape_error crashed in its first step: the Loss card says so in
    words, no request for its loss is made (the diagnosis lists no loss
    series), and each finding's badge says where it is."""
    base, diagnoses = demo_tb
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
        wait_idle_with_heatmaps(page)
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
        wait_idle_with_heatmaps(page)
        expect(page.locator(".finding-item-step").first).to_have_text(f"steps {first}–{last}")
        assert not failures, "\n".join(failures)
    finally:
        context.close()


def test_the_run_selector_filters_by_status_and_name(browser, demo_tb):
    """Many runs: the selector opens on the worst run (worst status, then
    the most critical findings), shows how many runs have each status, and
    narrows to a status or a part of the name."""
    base, _ = demo_tb
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
        wait_idle_with_heatmaps(page)

        # A part of the name, over every status.
        status.select_option("")
        page.locator("#run-name-filter").fill("HEALTHY")
        named = sorted(r["run"] for r in runs if "healthy" in r["run"])
        expect(select).to_have_value(re.compile("|".join(named)))
        assert sorted(select.locator("option").evaluate_all("os => os.map(o => o.value)")) == named
        wait_idle_with_heatmaps(page)
        assert not failures, "\n".join(failures)
    finally:
        context.close()
