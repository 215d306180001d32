// The input-pipeline view (#input-pipeline), shown when the diagnosis has
// `areas.input_pipeline` (docs/routes.md): each step's time split into
// input wait, compute and host time over the run, the stalls marked; the
// pipeline as a chain of its transformations, each lint on its link (a
// click opens the finding); the corrected pipeline with a copy button.
// What to draw is worked out in input_pipeline_data.js.
import css from "./input_pipeline.css";
import { h, injectStyle, replaceChildren, s } from "../dom.js";
import { CHART_FONT, markChart, measureText, watchWidth } from "../plotutil.js";
import { codeBlock } from "../evidence.js";
import { formatNumber } from "../format.js";
import { card, sectionHeading, showSection } from "./section.js";
import { AREA, areaOfFinding } from "../vocab.js";
import { chainLinks, linkOfFinding, pipelineLints, pipelineSummary, recurrenceText, shareText, sourceText, stallMarks, stepBars } from "./input_pipeline_data.js";

// Drawn at the box's width in CSS pixels (a viewBox scaled to the box drew
// its ticks at another size than the other charts'); this wide before the
// box has a width. Capped where a bar a step stops reading as one.
const FALLBACK_WIDTH = 720;
const MAX_WIDTH = 900;
const HEIGHT = 180;
const PAD = { right: 8, top: 10, bottom: 22 };
// Left of the ticks: the rotated axis title (one line of CHART_FONT) and a gap.
const TITLE_ROOM = 22;

function chart(summary, width) {
  const { bars, yMax } = stepBars(summary);
  if (!bars.length) return h("p", { class: "muted" }, "No step timings.");
  const stalls = stallMarks(summary);
  const top = Math.max(yMax, ...stalls.map((m) => m.waitMs), 1e-3);
  const topText = `${formatNumber(top, 2)} ms`;
  // left: the top tick as measured ("1000 ms" once a stall passes a second), never clipped.
  const padLeft = TITLE_ROOM + Math.ceil(measureText(topText, CHART_FONT)) + 4;
  const w = width - padLeft - PAD.right;
  const ht = HEIGHT - PAD.top - PAD.bottom;
  const first = bars[0].step;
  const last = bars[bars.length - 1].step;
  const span = Math.max(1, last - first + 1);
  const x = (step) => padLeft + ((step - first) / span) * w;
  const y = (ms) => PAD.top + ht - (Math.min(ms, top) / top) * ht;
  const barWidth = Math.max(1, w / bars.length - 0.5);
  const rects = bars.flatMap((bar) =>
    bar.parts.map((p) =>
      p.ms > 0
        ? s("rect", { class: p.cls, x: x(bar.step) - barWidth, y: y(p.y1), width: barWidth, height: Math.max(0.5, y(p.y0) - y(p.y1)) },
          s("title", null, `step ${bar.step}: ${p.label} ${formatNumber(p.ms, 3)}`))
        : null,
    ),
  );
  const marks = stalls.map((m) =>
    s("g", { class: "stall-mark", "data-step": m.step },
      s("line", { x1: x(m.step), x2: x(m.step), y1: PAD.top, y2: PAD.top + ht }),
      s("circle", { cx: x(m.step), cy: y(m.waitMs), r: 3.5 }),
      s("title", null, m.text)),
  );
  const axis = [
    s("line", { class: "axis", x1: padLeft, x2: padLeft + w, y1: PAD.top + ht, y2: PAD.top + ht }),
    s("text", { class: "tick", x: padLeft - 4, y: PAD.top + 8, "text-anchor": "end" }, topText),
    s("text", { class: "tick", x: padLeft - 4, y: PAD.top + ht, "text-anchor": "end" }, "0"),
    s("text", { class: "tick", x: padLeft, y: HEIGHT - 6 }, `step ${first}`),
    s("text", { class: "tick", x: padLeft + w, y: HEIGHT - 6, "text-anchor": "end" }, `step ${last}`),
  ];
  const titles = [
    s("text", { class: "tick", x: padLeft + w / 2, y: HEIGHT - 6, "text-anchor": "middle" }, "step"),
    s("text", { class: "tick", x: 10, y: PAD.top + ht / 2, "text-anchor": "middle",
      transform: `rotate(-90 10 ${PAD.top + ht / 2})` }, "time per step"),
  ];
  const svg = s("svg", { class: "pipeline-chart", id: "pipeline-chart", viewBox: `0 0 ${width} ${HEIGHT}`, width: width, height: HEIGHT, role: "img",
    "aria-label": "Step time split into input wait, compute and host time" }, axis, titles, rects, marks);
  markChart(svg, { kind: "svg", ticksX: 2, ticksY: 2, xTitle: "step", yTitle: "time per step" });
  return svg;
}

function legend(summary) {
  const { bars } = stepBars(summary);
  const parts = bars.length ? bars[0].parts : [];
  return h("div", { class: "pipeline-legend" },
    parts.map((p) => h("span", { class: "legend-item" }, h("span", { class: `swatch ${p.cls}` }), p.label)),
    stallMarks(summary).length ? h("span", { class: "legend-item" }, h("span", { class: "swatch stall" }), recurrenceText(summary)) : null);
}

function lintItem(lint, ctx) {
  return h("li", { class: `pipeline-lint ${lint.severity || ""}` },
    h("button", { type: "button", class: "link-button", onclick: () => ctx.openFinding(lint.findingIndex) }, lint.summary));
}

function chainList(summary, diagnosis, ctx, focused) {
  const links = chainLinks(summary, diagnosis);
  return h("ol", { class: "pipeline-chain", id: "pipeline-chain" },
    links.map((link) =>
      h("li", { class: `pipeline-link${link.lints.length ? " has-lint" : ""}${focused === link.index ? " focused" : ""}`, "data-index": link.index, "data-kind": link.kind },
        h("code", null, link.code),
        link.tags.length ? h("span", { class: "link-tags muted" }, link.tags.join(" · ")) : null,
        link.lints.length ? h("ul", { class: "link-lints" }, link.lints.map((l) => lintItem(l, ctx))) : null)));
}

function create(container, ctx) {
  injectStyle("trainhealth-input-pipeline-style", css);
  container.id = "input-pipeline";
  container.hidden = true;
  let shownKey = null;
  let focused = null;
  let last = null;

  const headline = h("p", { class: "pipeline-headline", id: "pipeline-share", role: "status" });
  const chartBox = h("div", { class: "pipeline-chart-box" });
  const timeCard = card({ id: "pipeline-time-card", title: "Step time", aside: "input wait · compute · host, per step" }, headline, chartBox);
  const source = h("p", { class: "muted small", id: "pipeline-source" });
  const whole = h("ul", { class: "pipeline-lints", id: "pipeline-lints" });
  const chainBox = h("div", { class: "pipeline-chain-box" });
  const chainCard = card({ id: "pipeline-chain-card", title: "The pipeline", aside: "its transformations, as it will run" }, source, whole, chainBox);
  const fixedBox = h("div", { id: "pipeline-corrected" });
  const fixedCard = card({ id: "pipeline-fixed-card", title: "The corrected pipeline", hidden: true }, fixedBox);
  replaceChildren(container, sectionHeading(ctx.title), timeCard, chainCard, fixedCard);

  let charted = null;
  function drawChart(summary) {
    charted = summary;
    replaceChildren(chartBox, legend(summary), chart(summary, Math.min(MAX_WIDTH, chartBox.clientWidth || FALLBACK_WIDTH)));
    resize.sync();
  }
  const resize = watchWidth(chartBox, () => charted && drawChart(charted));

  function render(summary, diagnosis) {
    headline.textContent = shareText(summary);
    drawChart(summary);
    const p = summary.pipeline;
    chainCard.hidden = !p;
    if (p) {
      source.textContent = `From ${sourceText(summary)}.`;
      replaceChildren(whole, pipelineLints(summary, diagnosis).map((l) => lintItem(l, ctx)));
      replaceChildren(chainBox, chainList(summary, diagnosis, ctx, focused));
    }
    fixedCard.hidden = !(p && p.corrected);
    replaceChildren(fixedBox, p && p.corrected ? codeBlock(p.corrected) : null);
  }

  return {
    async update(run, diagnosis) {
      const summary = pipelineSummary(diagnosis);
      showSection(container, Boolean(summary));
      if (!summary) return;
      last = { summary, diagnosis };
      const key = `${run}\n${JSON.stringify(summary)}\n${JSON.stringify(diagnosis.findings || [])}\n${focused}`;
      if (key === shownKey) return;
      shownKey = key;
      render(summary, diagnosis);
    },
    focusFinding(finding) {
      if (areaOfFinding(finding) !== AREA.input_pipeline || container.hidden) return false;
      focused = linkOfFinding(finding);
      if (last) render(last.summary, last.diagnosis);
      const target = (focused !== null && chainBox.querySelector(`[data-index="${focused}"]`)) || (finding.kind && timeCard);
      if (target && target.scrollIntoView) target.scrollIntoView({ block: "center", behavior: "smooth" });
      return true;
    },
    retheme() {}, // SVG coloured by CSS: follows the theme
    destroy() {
      resize.disconnect();
      replaceChildren(container);
    },
  };
}

export default { area: AREA.input_pipeline, create };
