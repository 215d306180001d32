// The memory view (#memory-health), shown when the diagnosis has
// `areas.memory` (docs/routes.md, "Memory"): memory over the steps against
// the device's limit, the out-of-memory error with the allocation that
// failed (or a full disk), the model's size and what a batch size needs,
// and the batch-size searches' attempts. Clicking a memory finding focuses
// its card. What to show is worked out in memory_data.js.
import css from "./memory.css";
import { h, injectStyle, replaceChildren, s } from "../dom.js";
import { CHART_FONT, markChart, measureText, watchWidth } from "../plotutil.js";
import { AREA, KIND, areaOfFinding } from "../vocab.js";
import { card, sectionHeading, showSection } from "./section.js";
import {
  bytesText,
  chartModel,
  diskRows,
  estimateRows,
  memoryFindings,
  memorySummary,
  modelRows,
  oomRows,
  searchHeadline,
  searchRows,
} from "./memory_data.js";

const HEIGHT = 200;
// The chart is drawn at its box's width in CSS pixels (never a viewBox
// scaled up to it, which drew its 11 px ticks at 22 px beside the other
// charts); this wide when the box has no width yet.
const FALLBACK_WIDTH = 640;
const PAD = { right: 12, top: 10, bottom: 24 };
// Left of the ticks: the rotated axis title (one line of CHART_FONT) and a gap.
const TITLE_ROOM = 24;

function keyValueTable(rows, id) {
  return h(
    "table",
    { class: "evidence-table kv mem-kv", id },
    h("tbody", null, rows.map(({ key, value }) => h("tr", null, h("th", { scope: "row" }, key), h("td", null, value)))),
  );
}

function chartSvg(model, width) {
  // left: room for the widest tick as measured ("1000 MiB") and the title.
  const padLeft = TITLE_ROOM + Math.ceil(Math.max(0, ...model.ticks.map((t) => measureText(t.text, CHART_FONT)))) + 6;
  const pad = { ...PAD, left: padLeft };
  const w = width - pad.left - pad.right;
  const ht = HEIGHT - pad.top - pad.bottom;
  const x = (t) => pad.left + t * w;
  const y = (t) => pad.top + t * ht;
  const line = model.path.map(([px, py], i) => `${i ? "L" : "M"}${x(px).toFixed(1)},${y(py).toFixed(1)}`).join(" ");
  return s(
    "svg",
    { class: "mem-chart", viewBox: `0 0 ${width} ${HEIGHT}`, width: width, height: HEIGHT, role: "img", "aria-label": "Memory over steps" },
    model.ticks.map((t) =>
      s("g", null,
        s("line", { class: "mem-grid", x1: pad.left, x2: width - pad.right, y1: y(t.y), y2: y(t.y) }),
        s("text", { class: "mem-tick", x: pad.left - 6, y: y(t.y) + 4, "text-anchor": "end" }, t.text))),
    model.limitY === null
      ? null
      : s("g", { class: "mem-limit-group" },
        s("line", { class: "mem-limit", id: "memory-limit-line", x1: pad.left, x2: width - pad.right, y1: y(model.limitY), y2: y(model.limitY) }),
        s("text", { class: "mem-tick", x: width - pad.right, y: y(model.limitY) - 4, "text-anchor": "end" }, "limit")),
    model.path.length > 1
      ? s("path", { class: "mem-line", d: line })
      : s("circle", { class: "mem-dot", cx: x(model.path[0][0]), cy: y(model.path[0][1]), r: 3 }),
    s("text", { class: "mem-tick", x: pad.left, y: HEIGHT - 6 }, `step ${model.xs[0]}`),
    s("text", { class: "mem-tick", x: width - pad.right, y: HEIGHT - 6, "text-anchor": "end" }, `step ${model.xs[1]}`),
    s("text", { class: "mem-tick", x: pad.left + w / 2, y: HEIGHT - 6, "text-anchor": "middle" }, X_TITLE),
    s("text", { class: "mem-tick", x: 10, y: pad.top + ht / 2, "text-anchor": "middle",
      transform: `rotate(-90 10 ${pad.top + ht / 2})` }, Y_TITLE),
  );
}

const X_TITLE = "step";
const Y_TITLE = "memory";

/** The chart, and what it drew (plotutil.markChart: its ticks and titles). */
function chartWithAxes(box, model) {
  replaceChildren(box, chartSvg(model, box.clientWidth || FALLBACK_WIDTH));
  markChart(box, { kind: "svg", ticksX: 2, ticksY: model.ticks.length, xTitle: X_TITLE, yTitle: Y_TITLE });
}

function create(container, ctx) {
  injectStyle("trainhealth-memory-style", css);
  container.id = "memory-health";
  container.hidden = true;

  const chartNote = h("p", { class: "muted small", id: "memory-chart-note" });
  const chartBox = h("div", { class: "mem-chart-box" });
  const chartCard = card({ id: "memory-chart-card", className: "mem-card", title: "Memory over steps", aside: "" }, chartBox, chartNote);
  const oomBox = h("div");
  const oomCard = card({ id: "memory-oom-card", className: "mem-card mem-alert", title: "Out of memory", hidden: true }, oomBox);
  const diskBox = h("div");
  const diskCard = card({ id: "memory-disk-card", className: "mem-card mem-alert", title: "Disk full (not memory)", hidden: true }, diskBox);
  const modelBox = h("div");
  const modelCard = card({ id: "memory-model-card", className: "mem-card", title: "Model size", aside: "what training holds whatever the batch size, and what a batch size adds", hidden: true }, modelBox);
  const searchBox = h("div");
  const searchCard = card({ id: "memory-search-card", className: "mem-card", title: "Batch-size search", aside: "tb_trainhealth.find_batch_size", hidden: true }, searchBox);
  replaceChildren(container, sectionHeading(ctx.title), oomCard, diskCard, chartCard, searchCard, modelCard);

  let shownKey = null;
  let shownModel = null;
  const resize = watchWidth(chartBox, () => shownModel && chartWithAxes(chartBox, shownModel));

  function render(summary) {
    const model = chartModel(summary);
    chartCard.hidden = !model;
    shownModel = model;
    if (model) {
      chartWithAxes(chartBox, model);
      resize.sync();
      const what = (summary.device || "").startsWith("GPU") ? "the GPU allocator's bytes in use" : "the process's resident memory";
      chartNote.textContent = `${what}, sampled every few steps; ${model.limitNote || "the device's limit is not known"}.`;
    }
    const oom = summary.oom;
    oomCard.hidden = !oom;
    if (oom) {
      replaceChildren(
        oomBox,
        h("p", { class: "mem-oom-line", id: "memory-oom-line" },
          `Step ${oom.step}: allocating ${bytesText((oom.allocation || {}).bytes)} failed`,
          oom.layer ? h("span", null, " in layer ", h("code", null, oom.layer)) : null,
          oom.batch_size ? ` at batch size ${oom.batch_size}.` : "."),
        keyValueTable(oomRows(oom), "memory-oom-table"),
        oom.message ? h("pre", { class: "mem-message" }, oom.message) : null,
      );
    }
    diskCard.hidden = !summary.diskFull;
    if (summary.diskFull) {
      replaceChildren(diskBox, keyValueTable(diskRows(summary.diskFull), "memory-disk-table"),
        summary.diskFull.message ? h("pre", { class: "mem-message" }, summary.diskFull.message) : null);
    }
    modelCard.hidden = !summary.model;
    if (summary.model) {
      const estimate = estimateRows(summary.estimate, summary.limit);
      replaceChildren(
        modelBox,
        keyValueTable(modelRows(summary.model), "memory-model-table"),
        estimate.length
          ? h("table", { class: "data-table mem-estimate", id: "memory-estimate-table" },
            h("caption", { class: "muted small" }, "What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",
              summary.oom ? `: this run's failed allocation alone was ${bytesText((summary.oom.allocation || {}).bytes)}` : "", ")."),
            h("thead", null, h("tr", null, ["Batch size", "Needs at least", "Of the limit"].map((t) => h("th", null, t)))),
            h("tbody", null, estimate.map((r) =>
              h("tr", { class: r.current ? "current" : null }, h("td", { class: "num" }, String(r.batchSize) + (r.current ? " (this run)" : "")), h("td", { class: "num" }, r.bytes), h("td", { class: "num" }, r.share)))))
          : null,
      );
    }
    searchCard.hidden = !summary.searches.length;
    replaceChildren(
      searchBox,
      summary.searches.map((search, i) =>
        h("div", { class: "mem-search", "data-search": String(i) },
          h("p", { class: "mem-search-line" }, searchHeadline(search)),
          h("table", { class: "data-table mem-attempts" },
            h("thead", null, h("tr", null, ["#", "Batch size", "Result", "Step needs (estimate)", "Largest tensor"].map((t) => h("th", null, t)))),
            h("tbody", null, searchRows(search).map((r) =>
              h("tr", { class: `${r.status}${r.chosen ? " chosen" : ""}`, "data-batch-size": String(r.batchSize) },
                h("td", { class: "num muted" }, String(r.order)),
                h("td", { class: "num" }, String(r.batchSize)),
                h("td", null, r.chosen ? `${r.words} (chosen)` : r.words),
                h("td", { class: "num" }, r.estimate),
                h("td", { class: "num" }, r.largest))))))),
    );
  }

  function focusCard(el) {
    for (const c of container.querySelectorAll(".mem-card.focused")) c.classList.remove("focused");
    el.classList.add("focused");
    const scroll = () => el.scrollIntoView && el.scrollIntoView({ block: "center", behavior: "smooth" });
    if (window.requestAnimationFrame) window.requestAnimationFrame(scroll);
    else scroll();
  }

  return {
    /** Shows the run's memory (hides the view when it has none). */
    async update(_run, diagnosis) {
      const summary = memorySummary(diagnosis);
      showSection(container, Boolean(summary));
      if (!summary) return;
      const key = JSON.stringify(summary) + JSON.stringify(memoryFindings(diagnosis).map((f) => f.kind));
      if (key === shownKey) return;
      shownKey = key;
      render(summary);
    },
    /** Focuses a memory finding's card; returns whether it did. */
    focusFinding(finding) {
      if (areaOfFinding(finding) !== AREA.memory || container.hidden) return false;
      const target = finding.kind === KIND.oom && !oomCard.hidden ? oomCard
        : finding.kind === KIND.disk_full && !diskCard.hidden ? diskCard : chartCard;
      focusCard(target);
      return true;
    },
    retheme() {}, // SVG styled by CSS: follows the theme
    destroy() {
      resize.disconnect();
      replaceChildren(container);
    },
  };
}

export default { area: AREA.memory, create };
