"""Compare two runs (issue 16), in a real browser on a real TensorBoard.

The demo's pipeline_starved (input-bound: critical, its root cause a lint
of its tf.data pipeline) beside its fixed twin pipeline_fixed (healthy),
both with a loss and gradient statistics; and oom_batch, which crashed
before its first step (no loss, no gradient data), beside fitted_batch.

One loader (the Rust data server): the compare view reads the same routes
as the single view, which tests/test_browser.py checks under both.
"""

import json
import re

import pytest

from playwright.sync_api import TimeoutError as PlaywrightTimeout, expect

from browser_tab import AUDIT, ROUTES, open_direct, wait_idle_with_heatmaps, watch_failures
from conftest import wait_for
from tb_server import get_json

pytestmark = pytest.mark.parametrize("demo_tb", [True], indirect=True, ids=["load_fast"])

BAD, TWIN = "pipeline_starved", "pipeline_fixed"
CRASHED, CRASHED_TWIN = "oom_batch", "fitted_batch"

# The legend's colour of each run, in the page's theme, against the colour
# the theme gives it (compare.css, styles.css).
LEGEND_COLOURS = """() => {
  const rgb = (name) => {
    const el = document.createElement("span");
    el.style.color = `var(${name})`;
    document.body.append(el);
    const colour = getComputedStyle(el).color;
    el.remove();
    return colour;
  };
  const markers = [...document.querySelectorAll("#compare-loss .u-legend .u-series .u-marker")].slice(-2);
  return { drawn: markers.map((m) => getComputedStyle(m).borderColor), theme: [rgb("--accent"), rgb("--compare-second")] };
}"""


def loaded_diagnoses(base, wanted):
    """{run: diagnosis} once TensorBoard has loaded each run as `wanted`
    ({run: check(diagnosis)}) says."""

    def loaded():
        out = {}
        for run, check in wanted.items():
            status, body = get_json(f"{base}{ROUTES}diagnosis?run={run}")
            if status != 200 or not check(body):
                return None
            out[run] = body
        return out

    diagnoses = wait_for(loaded, timeout=60)
    assert diagnoses, f"TensorBoard did not load the runs {sorted(wanted)}"
    return diagnoses


def has_gradients(diagnosis):
    return bool(diagnosis.get("areas", {}).get("gradients"))


def check_audit(page, state):
    """No card past its edge, every chart with ticks and titles, no raw
    JSON (tests/test_tab_views.py's AUDIT), waited for: charts redraw for
    a new width or theme a moment after it."""
    try:
        page.wait_for_function(f"() => ({AUDIT})().length === 0", timeout=5000)
    except PlaywrightTimeout:
        problems = page.evaluate(AUDIT)
        assert not problems, f"{state}:\n" + "\n".join(problems)


def check_column(root, slot, run, diagnosis):
    """One run's column: its status, its findings, the root cause first
    and its symptoms under it."""
    column = root.locator(f"#compare-run-{slot}")
    expect(column).to_have_attribute("data-run", run)
    expect(column).to_have_attribute("data-status", diagnosis["status"])
    expect(column.locator(".compare-run-name")).to_have_text(run)
    expect(column.locator(".compare-run-status .badge")).to_have_text(diagnosis["status"])
    findings = diagnosis["findings"]
    if not findings:
        expect(column.locator(".no-findings")).to_contain_text("No findings")
        return
    expect(column.locator(".finding-item")).to_have_count(len(findings))
    cause = findings[0]
    assert cause["caused_by"] is None, findings
    symptoms = [f for f in findings if f["caused_by"] == cause["kind"]]
    first = column.locator(".findings-list > li").first
    expect(first).to_have_attribute("data-kind", cause["kind"])
    expect(first.locator(".finding-item").first).to_contain_text(cause["summary"].replace("`", ""))
    expect(first.locator(f'.symptom[data-caused-by="{cause["kind"]}"]')).to_have_count(len(symptoms))


def chart_ticks(chart):
    return int(chart.get_attribute("data-ticks-x")), int(chart.get_attribute("data-ticks-y"))


def test_compare_a_run_with_its_fixed_twin(page, demo_tb):
    base, _ = demo_tb
    diagnoses = loaded_diagnoses(base, {
        BAD: lambda d: has_gradients(d) and any(f["kind"] == "input_bound" for f in d["findings"]),
        TWIN: has_gradients,
    })
    layers = {run: d["areas"]["gradients"]["layers"] for run, d in diagnoses.items()}
    failures = watch_failures(page)
    root = open_direct(page, base)
    root.locator("#run-select").select_option(BAD)
    wait_idle_with_heatmaps(root)

    # "Compare with…" offers the fixed twin first (after None), and
    # picking it puts the compare view in the single view's place.
    picker = root.locator("#compare-select")
    expect(picker.locator("option").nth(1)).to_have_attribute("value", TWIN)
    picker.select_option(TWIN)
    view = root.locator("#compare-view")
    expect(view).to_have_attribute("data-runs", json.dumps([BAD, TWIN], separators=(",", ":")))
    wait_idle_with_heatmaps(root)
    expect(root.locator("#flowchart")).to_have_count(0)
    expect(root.locator("#compare-title")).to_have_text(f"Comparing {BAD} with {TWIN}")
    check_column(root, "a", BAD, diagnoses[BAD])
    check_column(root, "b", TWIN, diagnoses[TWIN])

    # The two losses on one chart, a series each, ticks on both axes.
    loss = root.locator("#compare-loss")
    expect(loss).to_have_attribute("data-series", json.dumps([BAD, TWIN], separators=(",", ":")))
    for run in (BAD, TWIN):
        expect(loss.locator(".u-legend")).to_contain_text(run)
        expect(loss.locator(f'#compare-loss-notes [data-run="{run}"]')).to_contain_text("steps logged")
    ticks_x, ticks_y = chart_ticks(loss.locator("[data-chart]"))
    assert ticks_x >= 2 and ticks_y >= 2, (ticks_x, ticks_y)

    # Both heatmaps drawn, of one statistic, on one colour scale, their
    # columns starting at one x.
    maps = [root.locator(f"#compare-heatmap-{slot}") for slot in "ab"]
    for heatmap, run in zip(maps, (BAD, TWIN)):
        expect(heatmap).to_have_attribute("data-layers", str(len(layers[run])))
        expect(heatmap).to_have_attribute("data-stat", "grad_norm")
        assert min(chart_ticks(heatmap)) >= 1
    for attr in ("data-range-min", "data-range-max"):
        assert maps[0].get_attribute(attr) == maps[1].get_attribute(attr), attr
    assert maps[0].get_attribute("data-plot").split(",")[0] == maps[1].get_attribute("data-plot").split(",")[0]
    expect(root.locator("#compare-heatmap-note")).to_contain_text("One colour scale")

    # Widths and themes: no card overflows, the charts redraw in the theme's colours.
    for width in (1400, 1024):
        page.set_viewport_size({"width": width, "height": 900})
        for theme in ("light", "dark"):
            page.emulate_media(color_scheme=theme)
            expect(root.locator("html")).to_have_attribute("data-theme", theme)
            check_audit(page, f"{width} px, {theme}")
            colours = page.evaluate(LEGEND_COLOURS)
            assert colours["drawn"] == colours["theme"], (width, theme, colours)
    page.emulate_media(color_scheme="light")

    # Swap: the twin first; picking the other run in Run swaps them back.
    root.locator("#compare-swap").click()
    expect(root.locator("#run-select")).to_have_value(TWIN)
    expect(picker).to_have_value(BAD)
    expect(root.locator("#compare-run-a")).to_have_attribute("data-run", TWIN)
    expect(maps[0]).to_have_attribute("data-layers", str(len(layers[TWIN])))
    root.locator("#run-select").select_option(BAD)
    expect(picker).to_have_value(TWIN)
    expect(view).to_have_attribute("data-runs", json.dumps([BAD, TWIN], separators=(",", ":")))
    wait_idle_with_heatmaps(root)

    # A reload keeps the compare view.
    page.reload()
    expect(root.locator("#compare-view")).to_have_attribute("data-runs", json.dumps([BAD, TWIN], separators=(",", ":")))
    expect(root.locator("#run-select")).to_have_value(BAD)
    expect(picker).to_have_value(TWIN)
    wait_idle_with_heatmaps(root)
    check_column(root, "a", BAD, diagnoses[BAD])

    # None: back to the single view, of the same run.
    picker.select_option("")
    expect(root.locator("#compare-view")).to_have_count(0)
    cause = diagnoses[BAD]["findings"][0]
    expect(root.locator(f'#flowchart [data-node-id="{cause["node"]}"]').first).to_have_attribute("data-state", "triggered")
    expect(root.locator("#run-select")).to_have_value(BAD)
    wait_idle_with_heatmaps(root)

    # A finding in a column opens its run alone, at the finding's node.
    picker.select_option(TWIN)
    wait_idle_with_heatmaps(root)
    root.locator("#compare-run-a .finding-item").first.click()
    expect(root.locator("#evidence-panel")).to_have_attribute("data-node-id", cause["node"])
    expect(picker).to_have_value("")
    wait_idle_with_heatmaps(root)
    assert not failures, "\n".join(failures)


def test_compare_refreshes_and_drops_answers_of_a_run_no_longer_shown(page, demo_tb):
    """A run that crashed before its first step beside its twin: the tab
    asks for no loss or heatmap of the crashed run; the 30 s timer
    refetches both runs and the compare view stays; and a late answer for
    a run no longer compared is dropped, never drawn."""
    base, _ = demo_tb
    diagnoses = loaded_diagnoses(base, {
        CRASHED: lambda d: any(f["kind"] == "oom" for f in d["findings"]),
        CRASHED_TWIN: has_gradients,
        TWIN: has_gradients,
    })
    assert "loss" not in diagnoses[CRASHED]["series"] and not has_gradients(diagnoses[CRASHED])
    failures = watch_failures(page)
    requests = []
    page.on("request", lambda r: ROUTES in r.url and requests.append(r.url.split(ROUTES, 1)[1]))
    page.clock.install()
    root = open_direct(page, base)
    app = root.locator("#trainhealth-app")
    expect(app).to_have_attribute("data-refreshes", "1")
    root.locator("#run-select").select_option(CRASHED)
    root.locator("#compare-select").select_option(CRASHED_TWIN)
    wait_idle_with_heatmaps(root)
    expect(root.locator(f'#compare-loss-notes [data-run="{CRASHED}"]')).to_contain_text("No loss was logged")
    expect(root.locator("#compare-loss")).to_have_attribute("data-series", json.dumps([CRASHED_TWIN]))
    expect(root.locator("#compare-heatmap-block-a")).to_contain_text("no gradient statistics")
    expect(root.locator("#compare-heatmap-a")).to_have_attribute("data-layers", "0")
    expect(root.locator("#compare-heatmap-b")).to_have_attribute("data-layers", str(len(diagnoses[CRASHED_TWIN]["areas"]["gradients"]["layers"])))

    # The timer, 30 s on: both runs refetched, the compare view kept.
    before = len(requests)
    page.clock.run_for(31000)
    expect(app).to_have_attribute("data-refreshes", "2")
    expect(app).to_have_attribute("data-last-reason", "timer")
    wait_idle_with_heatmaps(root)
    for run in (CRASHED, CRASHED_TWIN):
        assert f"diagnosis?run={run}" in requests[before:], requests[before:]
    expect(root.locator("#compare-view")).to_have_attribute("data-runs", json.dumps([CRASHED, CRASHED_TWIN], separators=(",", ":")))
    stray = [url for url in requests if re.match(rf"(series|matrix)\?run={CRASHED}&", url)]
    assert not stray, f"asked for what {CRASHED}'s diagnosis does not list: {stray}"

    # A late answer: the twin's heatmap held back while the user compares
    # with another run. It arrives, and is dropped.
    held = []
    matrix_of_twin = re.compile(rf".*/matrix\?run={CRASHED_TWIN}&.*")
    page.route(matrix_of_twin, lambda route: held.append(route))
    root.locator("#refresh-button").click()
    for _ in range(300):  # lets Playwright deliver the route (no event to wait on)
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the refresh asked for no heatmap of the twin"
    root.locator("#compare-select").select_option(TWIN)
    heatmap = root.locator("#compare-heatmap-b")
    expect(root.locator("#compare-heatmap-block-b")).to_have_attribute("data-run", TWIN)
    expect(app).not_to_have_attribute("data-loading", "true")  # TWIN drawn; the held load still pending
    expect(root.locator("#compare-view")).to_have_attribute("data-heatmap-loading", "true")
    drawn = heatmap.evaluate("el => ({...el.dataset})"), root.locator("#compare-heatmap-block-b").text_content()
    assert drawn[0]["layers"] == str(len(diagnoses[TWIN]["areas"]["gradients"]["layers"])), drawn
    for route in held:
        route.continue_()
    expect(root.locator("[data-heatmap-loading]")).to_have_count(0)  # the late answer is in
    page.unroute(matrix_of_twin)
    assert (heatmap.evaluate("el => ({...el.dataset})"), root.locator("#compare-heatmap-block-b").text_content()) == drawn
    expect(root.locator("#compare-view")).not_to_contain_text(CRASHED_TWIN)
    expect(root.locator("#compare-view")).to_have_attribute("data-runs", json.dumps([CRASHED, TWIN], separators=(",", ":")))
    assert not failures, "\n".join(failures)
