"""The tab on a 24-block transformer (issue #29, item 5), in a real browser
1024 px wide against a real TensorBoard: the gradient heatmap shows a row
per block, not one per layer (196), a click opens a block's layers, and no
row label overflows its box, with the run's own names and with names far
longer than the margin (the routes' bodies renamed in flight)."""

import json
import re
import urllib.parse

import pytest
from playwright.sync_api import expect

from browser_tab import ROUTES, TIMEOUT_MS, Console, open_direct, wait_idle
from conftest import wait_for
from tb_server import LOADERS, get_json, start_tensorboard

RUN = "transformer24"
WIDTH = 1024


@pytest.fixture(scope="module", params=LOADERS)
def transformer_tb(request, transformer24_logdir):
    """(base URL, the run's diagnosis, model) once TensorBoard has read the run."""
    logdir, model = transformer24_logdir
    with start_tensorboard(logdir, load_fast=request.param) as base:

        def loaded():
            status, body = get_json(f"{base}{ROUTES}diagnosis?run={RUN}")
            grads = status == 200 and body.get("areas", {}).get("gradients")
            return body if grads and grads.get("histogram_layers") else None

        diagnosis = wait_for(loaded, timeout=90)
        assert diagnosis, "TensorBoard did not load the transformer run"
        yield base, diagnosis, model


@pytest.fixture
def narrow_page(browser):
    context = browser.new_context(viewport={"width": WIDTH, "height": 800})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.console = Console(page)
    yield page
    context.close()


def overflowing_labels(root):
    """The row labels whose text does not fit their box, or whose box
    leaves the heatmap's margin (left of its cells) or the page."""
    return root.locator("#gradient-health").evaluate(
        """(section) => {
          const canvas = section.querySelector('#gradient-heatmap');
          const [left] = canvas.dataset.plot.split(',').map(Number);
          const c = canvas.getBoundingClientRect();
          const bad = [];
          for (const label of section.querySelectorAll('.heatmap-label')) {
            const r = label.getBoundingClientRect();
            if (label.scrollWidth > label.clientWidth + 0.5) bad.push(`${label.dataset.layer}: text wider than its box`);
            if (r.left < c.left - 0.5 || r.right > c.left + left + 0.5) bad.push(`${label.dataset.layer}: box out of the margin`);
            if (r.right > document.documentElement.clientWidth) bad.push(`${label.dataset.layer}: off the page`);
          }
          return bad;
        }"""
    )


def page_overflow(root):
    """Elements of the gradient section wider than their card (a long name
    pushing a select or a note out), and the page's horizontal scroll."""
    return root.locator("#gradient-health").evaluate(
        """(section) => {
          const bad = [];
          for (const card of section.querySelectorAll('.card')) {
            if (card.scrollWidth > card.clientWidth + 1) bad.push(`${card.id}: ${card.scrollWidth} > ${card.clientWidth}`);
          }
          const doc = document.documentElement;
          if (doc.scrollWidth > doc.clientWidth + 1) bad.push(`page: ${doc.scrollWidth} > ${doc.clientWidth}`);
          return bad;
        }"""
    )


def check_grouped_heatmap(root, layers):
    """A row per block; a click opens one; labels fit."""
    blocks = sorted({m.group(0) for m in (re.match(r".*?block_\d+", name) for name in layers) if m})
    assert len(blocks) == 24
    heatmap = root.locator("#gradient-heatmap")
    expect(heatmap).to_have_attribute("data-layers", str(len(layers)))
    others = len([name for name in layers if "block_" not in name])
    expect(heatmap).to_have_attribute("data-rows", str(len(blocks) + others))
    groups = root.locator("#heatmap-labels button.heatmap-group")
    expect(groups).to_have_count(len(blocks))
    expect(root.locator("#heatmap-legend")).to_contain_text("max of its layers")
    wait_idle(root)
    assert overflowing_labels(root) == []
    assert page_overflow(root) == []

    # Block 7 opened: its eight layers under its row, each named in full in its tooltip.
    block = root.locator('#heatmap-labels button.heatmap-group[data-layer$="block_7"]')
    expect(block).to_have_attribute("aria-expanded", "false")
    block.click()
    expect(block).to_have_attribute("aria-expanded", "true")
    members = [name for name in layers if re.search(r"block_7(?!\d)", name)]
    assert len(members) == 8
    expect(heatmap).to_have_attribute("data-rows", str(len(blocks) + others + len(members)))
    shown = root.locator("#heatmap-labels .heatmap-member")
    expect(shown).to_have_count(len(members))
    assert [shown.nth(i).get_attribute("title") for i in range(len(members))] == members
    assert overflowing_labels(root) == []

    # Hovering the block's row: the block's max, and which layer holds it.
    rows = int(heatmap.get_attribute("data-rows"))
    left, top, width, height = (float(v) for v in heatmap.get_attribute("data-plot").split(","))
    row = int(block.get_attribute("data-row"))
    heatmap.hover(position={"x": left + width / 2, "y": top + (row + 0.5) * height / rows})
    tooltip = root.locator("#heatmap-tooltip")
    expect(tooltip).to_contain_text("max of the block")
    expect(tooltip).to_contain_text("highest: ")
    # Closed again by clicking its cells.
    heatmap.click(position={"x": left + width / 2, "y": top + (row + 0.5) * height / rows})
    expect(block).to_have_attribute("aria-expanded", "false")
    expect(heatmap).to_have_attribute("data-rows", str(len(blocks) + others))


def test_heatmap_groups_a_24_block_run(narrow_page, transformer_tb):
    base, diagnosis, _ = transformer_tb
    layers = diagnosis["areas"]["gradients"]["layers"]
    assert len(layers) == 196
    root = open_direct(narrow_page, base)
    expect(root.locator("#run-select")).to_have_value(RUN)
    check_grouped_heatmap(root, layers)
    narrow_page.console.assert_clean()


LONG = "decoder_stack_with_a_long_descriptive_name/"
LONG_SUFFIX = "_with_a_sublayer_name_far_longer_than_any_margin_could_hold"


def _renamed(text, layers):
    # Each layer name made long, wherever the body names it.
    for name in sorted(layers, key=len, reverse=True):
        text = text.replace(json.dumps(name), json.dumps(LONG + name + LONG_SUFFIX))
    return text


def test_long_names_do_not_break_the_layout(narrow_page, transformer_tb):
    """Every layer named past 100 characters (the routes' answers renamed
    in flight): still a row per block, labels shortened to their box with
    the full name in their tooltip, no card wider than the page."""
    base, diagnosis, _ = transformer_tb
    layers = diagnosis["areas"]["gradients"]["layers"]

    def renamed(route):
        # A layer asked for by its long name: the server knows its own.
        url = urllib.parse.urlsplit(route.request.url)
        query = [(k, v.removeprefix(LONG).removesuffix(LONG_SUFFIX)) for k, v in urllib.parse.parse_qsl(url.query)]
        response = route.fetch(url=url._replace(query=urllib.parse.urlencode(query)).geturl())
        route.fulfill(response=response, body=_renamed(response.text(), layers))

    narrow_page.route(re.compile(r".*/data/plugin/trainhealth/(diagnosis|matrix|gradients/histograms)\?.*"), renamed)
    root = open_direct(narrow_page, base)
    long_layers = [LONG + name + LONG_SUFFIX for name in layers]
    check_grouped_heatmap(root, long_layers)
    label = root.locator("#heatmap-labels .heatmap-label").first
    assert label.get_attribute("title").startswith(LONG)
    assert "…" in label.text_content()
    narrow_page.console.assert_clean()
