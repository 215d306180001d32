"""One run, one story, read as a newcomer reads the tab at 1024 px
(issue #31): the flowchart's labels are readable, a node's evidence comes
into view when it is clicked, each demo run gives one learning rate per
optimizer across its fixes, and a change shown on a card is the number its
finding's summary says.

A real TensorBoard on the demo's runs (conftest.demo_logdir, trained by
demo/train_demo.py) and Debian's Chromium, at 1024 x 800.
"""

import re

import pytest

from playwright.sync_api import expect

from conftest import wait_for
from tb_trainhealth.diagnosis import numbers

VIEWPORT = {"width": 1024, "height": 800}
MIN_LABEL_PX = 11

expect.set_options(timeout=30000)


# conftest.py's TensorBoard on every demo run (with each run's diagnosis),
# under the Python loader.
pytestmark = pytest.mark.parametrize("demo_tb", [False], indirect=True, ids=["python_loader"])


@pytest.fixture()
def page(browser, demo_tb):
    base, _ = demo_tb
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.goto(base + "/data/plugin_entry.html?name=trainhealth")
    expect(page.locator(".flowchart-svg g.node").first).to_be_visible()
    yield page
    context.close()


def show_run(page, run):
    page.locator("#run-select").select_option(run)
    expect(page.locator("#run-select")).to_have_value(run)
    expect(page.locator(".flowchart-svg g.node").first).to_be_visible()


def test_the_flowchart_labels_are_readable_at_1024_px(page):
    show_run(page, "nan_loss")
    # What a label measures on screen: its font size times the SVG's scale.
    sizes = page.evaluate(
        """() => [...document.querySelectorAll('.flowchart-svg .node-label')].map((t) =>
             parseFloat(getComputedStyle(t).fontSize) * t.ownerSVGElement.getScreenCTM().a)"""
    )
    assert sizes and min(sizes) >= MIN_LABEL_PX, sizes
    # And the whole chart is inside the window: nothing to scroll sideways to.
    right = page.evaluate("() => document.querySelector('.flowchart-svg').getBoundingClientRect().right")
    assert right <= VIEWPORT["width"]


def test_clicking_a_node_brings_its_evidence_and_fix_into_view(page):
    show_run(page, "nan_loss")
    page.locator('.flowchart-svg g.node[data-node-id="nonfinite"]').click()
    panel = page.locator("#evidence-panel")
    expect(panel.locator(".finding-card").first).to_be_visible()

    def in_view():
        box = page.evaluate(
            """() => { const r = document.querySelector('#evidence-panel').getBoundingClientRect();
                       const head = document.querySelector('.th-header');
                       return {top: r.top, bottom: r.bottom, header: head ? head.getBoundingClientRect().bottom : 0,
                               height: innerHeight}; }"""
        )
        # Its start is on screen, below the sticky header.
        return box if box["header"] - 1 <= box["top"] < box["height"] - 100 else None

    assert wait_for(in_view, timeout=10, interval=0.1), "the evidence panel stayed below the fold"
    expect(panel.locator(".fix").first).to_be_in_viewport()


LEARNING_RATE = re.compile(r"optimizers\.(\w+)\(learning_rate=([^,)\s]+)")


def fix_rates(findings):
    """{optimizer: {learning rate as written}} over the findings' fixes."""
    rates = {}
    for f in findings:
        fix = f.get("fix") or {}
        for optimizer, rate in LEARNING_RATE.findall(f"{fix.get('text', '')}\n{fix.get('code', '')}"):
            rates.setdefault(optimizer, set()).add(rate)
    return rates


def test_each_demo_run_gives_one_learning_rate_per_optimizer(demo_tb):
    _, diagnoses = demo_tb
    for run, body in diagnoses.items():
        rates = fix_rates(body["findings"])
        assert all(len(v) == 1 for v in rates.values()), (run, rates)
        # A symptom never gives advice of its own: its fix points at its cause.
        for f in body["findings"]:
            if f.get("caused_by"):
                assert f["fix"]["code"] == "" and f["caused_by"] in f["fix"]["text"], (run, f["kind"])


def test_nan_loss_has_one_root_and_its_fix_is_the_rate_at_the_bad_step(page, demo_tb):
    _, diagnoses = demo_tb
    findings = diagnoses["nan_loss"]["findings"]
    roots = [f for f in findings if not f.get("caused_by")]
    # The schedule that raised the rate is the earliest cause; what it blew
    # up (the gradients, the loss, its NaN) follows from it.
    assert [f["kind"] for f in roots] == ["learning_rate_too_high"]
    root = roots[0]
    assert root["severity"] == "critical"
    assert {"exploding_gradients", "nonfinite_loss"} <= {f["kind"] for f in findings if f.get("caused_by")}
    # Its fix starts from the schedule's rate at the bad step, not the
    # rate the run started at (1e-4).
    rate = root["evidence"]["learning_rate"]
    assert rate > 100 * root["evidence"]["start_learning_rate"]
    suggested = root["evidence"]["suggested_learning_rate"]
    assert suggested < rate
    said = numbers.number(suggested)  # one formatter for words and code
    assert said in root["fix"]["text"] and f"ExponentialDecay({said}," in root["fix"]["code"]
    # On the page: every fix shown, node by node, agrees on that one rate.
    show_run(page, "nan_loss")
    codes = []
    # By id, not by position: the flowchart may be drawn again between two
    # clicks (a poll of the run), and a position read before it can name
    # a node no longer there.
    triggered = page.locator('.flowchart-svg g.node[data-state="triggered"]')
    expect(triggered.first).to_be_visible()
    for node_id in [n.get_attribute("data-node-id") for n in triggered.all()]:
        page.locator(f'.flowchart-svg g.node[data-node-id="{node_id}"]').click()
        expect(page.locator("#evidence-panel .finding-card").first).to_be_visible()
        codes.extend(page.locator("#evidence-panel .fix").all_inner_texts())
    shown = {rate for text in codes for _, rate in LEARNING_RATE.findall(text)}
    assert shown <= {"schedule", said}, shown
    assert any(said in text for text in codes)


PERCENT_CHANGE = re.compile(r"\((?:up|down) [^)]*?(?:%|-fold)\)")


def test_the_loss_change_on_the_card_is_the_one_in_the_summary(page, demo_tb):
    _, diagnoses = demo_tb
    loss = diagnoses["stuck"]["areas"]["convergence"]["loss"]
    show_run(page, "stuck")
    note = page.locator("#convergence-loss p.muted")
    # The card of this run (not the one shown before it), in the tab's words
    # for its values (the same formatter's as the findings').
    expect(note).to_contain_text(f"Loss from {numbers.number(loss['start'])} at the first step to "
                                 f"{numbers.number(loss['end'])}")
    card_change = PERCENT_CHANGE.search(note.inner_text())
    assert card_change, note.inner_text()
    stuck = page.locator(".finding-item", has_text="The loss does not decrease")
    expect(stuck).to_be_visible()
    summary = stuck.inner_text()
    assert card_change.group(0) in summary, (card_change.group(0), summary)
    # One change, one number: no second percentage in the summary.
    assert len(re.findall(r"\d%", summary)) == 1, summary


def test_two_runs_whose_pipelines_differ_show_their_step_times(page, demo_tb):
    _, diagnoses = demo_tb
    show_run(page, "pipeline_starved")
    page.locator("#compare-select").select_option("pipeline_fixed")
    expect(page.locator("#compare-view")).to_be_visible()
    for slot, run in (("a", "pipeline_starved"), ("b", "pipeline_fixed")):
        timing = diagnoses[run]["areas"]["input_pipeline"]["timing"]
        line = page.locator(f"#compare-run-{slot} .compare-step-time")
        expect(line).to_be_visible()
        expect(line).to_contain_text("ms of it waiting for input")
        shown = float(re.match(r"Step ([\d.]+) ms", line.inner_text()).group(1))
        assert abs(shown - timing["mean_step_ms"]) <= 0.01 * timing["mean_step_ms"], (run, shown, timing)
    starved, fixed = (float(re.match(r"Step ([\d.]+) ms", page.locator(f"#compare-run-{s} .compare-step-time")
                                     .inner_text()).group(1)) for s in "ab")
    assert starved > fixed
