"""The Training Health tab in a browser page, for the browser tests: where
its routes are, opening it, what its console said, when it has settled,
and a check of the whole page's layout. The `browser` and `page`
fixtures that give the page are conftest.py's."""

import re

from playwright.sync_api import expect

ROUTES = "/data/plugin/trainhealth/"
TIMEOUT_MS = 30000


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


# The findings list as a user reads it: each finding's text box is at
# least 30 characters wide (a symptom nested under its cause included), and
# no name in it (ResourceExhaustedError, a layer's) is split across lines.
FINDING_TEXT = r"""
() => {
  const problems = [];
  for (const box of document.querySelectorAll(".finding-item-text")) {
    const r = box.getBoundingClientRect();
    if (box.closest("[hidden]") || !r.width) continue;
    const probe = document.createElement("span");
    probe.style.cssText = "position:absolute;visibility:hidden;white-space:pre";
    probe.textContent = "0".repeat(30);
    box.append(probe);
    const thirty = probe.getBoundingClientRect().width;
    probe.remove();
    const said = box.textContent.slice(0, 40);
    if (r.width < thirty - 1) problems.push(`"${said}…" is ${Math.round(r.width)} px wide, under 30 characters (${Math.round(thirty)} px)`);
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      for (const m of n.data.matchAll(/(?<![A-Za-z0-9_])[A-Za-z_][A-Za-z0-9_]{2,23}(?![A-Za-z0-9_])/g)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
        if (lines.size > 1) problems.push(`"${m[0]}" split across lines in "${said}…"`);
      }
    }
  }
  return problems;
}
"""


def open_direct(page, base):
    page.goto(base + "/data/plugin_entry.html?name=trainhealth")
    return page


def wait_idle(root):
    """Waits until the tab has loaded everything for the selected run (the
    views below the flowchart no longer move)."""
    expect(root.locator("#trainhealth-app")).not_to_have_attribute("data-loading", "true")


def wait_idle_with_heatmaps(page):
    """wait_idle, and every heatmap on the page drawn (the compare view has two)."""
    expect(page.locator("#trainhealth-app")).not_to_have_attribute("data-loading", "true")
    for attr in ("data-heatmap-loading",):
        expect(page.locator(f"[{attr}]")).to_have_count(0)


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
      // Code and shape tuples are shown as written: a line wider than its
      // box scrolls sideways in it (overflow-x auto), never spills or is cut.
      const sideways = el.scrollWidth > el.clientWidth + 1;
      const overflowX = getComputedStyle(el).overflowX;
      if (sideways && overflowX !== "auto" && overflowX !== "scroll") {
        problems.push(`${where(el)} spills sideways with no scroll (${el.scrollWidth} > ${el.clientWidth} px)`);
      }
      // Inside a box that scrolls sideways (a table's scroll box), what is
      // wider than the box is reached by scrolling it: that box is judged.
      let scroller = null;
      for (let a = el.parentElement; a && a !== card && !scroller; a = a.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(a).overflowX)) scroller = a;
      }
      const r = el.getBoundingClientRect();
      if (r.right > box.right + 1 && !scroller) problems.push(`${where(el)} runs past its card (${r.right} > ${box.right})`);
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
