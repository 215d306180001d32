// The convergence view (#area-convergence), shown when the diagnosis has
// `areas.convergence`: the loss with its trend and swing band, the head and
// loss checks as a short checklist, and per layer the saturated share of
// sigmoid/tanh pre-activations and the sampled update/weight ratio. A
// convergence finding can be focused: its check or its layer is outlined.
// What to show is worked out in convergence_data.js.
import css from "./convergence.css";
import { h, injectStyle, replaceChildren, s } from "../dom.js";
import { formatNumber } from "../format.js";
import { markChart } from "../plotutil.js";
import { AREA } from "../vocab.js";
import { card, sectionHeading, summaryView } from "./section.js";
import {
  convergenceSummary,
  dataLine,
  findingFocus,
  headLine,
  lossChart,
  lossNote,
  pointsText,
  saturationRows,
} from "./convergence_data.js";

const WIDTH = 600;
const HEIGHT = 140;

function createConvergence(container, ctx) {
  injectStyle("tb-trainhealth-convergence", css);
  container.id = "area-convergence";
  container.hidden = true;
  const chart = h("div", { class: "convergence-loss" });
  const note = h("p", { class: "muted small" });
  const head = h("p", { class: "small" });
  const data = h("p", { class: "muted small" });
  const checklist = h("ul", { class: "convergence-checklist" });
  const layers = h("tbody");
  const lossCard = card({ id: "convergence-loss", title: "Loss trend", aside: "window medians and their swing band" }, chart, note);
  const checkCard = card({ id: "convergence-checks", title: "Head and loss checks", aside: "before step 1" }, head, checklist, data);
  const layerCard = card(
    { id: "convergence-layers", title: "Per layer", aside: "saturated share (|z| > 5) and update / weight ratio" },
    h("table", { class: "evidence-table convergence-layers" },
      h("thead", null, h("tr", null, h("th", null, "Layer"), h("th", null, "Saturated"), h("th", null, "Update / weight"))),
      layers),
  );
  replaceChildren(container, sectionHeading(ctx.title), lossCard, checkCard, layerCard);
  let focus = null;

  function render(summary) {
    lossCard.hidden = !summary.loss;
    if (summary.loss) {
      const g = lossChart(summary.loss, WIDTH, HEIGHT);
      const ws = summary.loss.windows;
      const yTitle = g.log ? "loss (log scale)" : "loss";
      // Axes as HTML beside the stretched SVG, so their text keeps its shape.
      replaceChildren(
        chart,
        h("div", { class: "convergence-y-title" }, yTitle),
        h("div", { class: "convergence-y-ticks" },
          g.ticks.map((t) => {
            const tick = h("span", null, t.text);
            tick.style.top = `${(100 * t.at).toFixed(1)}%`; // CSSOM: TensorBoard's CSP allows it
            return tick;
          })),
        s("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: "none", role: "img", "aria-label": "loss trend" },
          s("polygon", { class: "convergence-band", points: pointsText(g.band) }),
          g.startY !== null ? s("line", { class: "convergence-start", x1: 0, x2: WIDTH, y1: g.startY, y2: g.startY }) : null,
          s("polyline", { class: "convergence-median", points: pointsText(g.median) })),
        h("div", { class: "convergence-x-ticks" },
          h("span", null, `step ${ws[0].first_step}`), h("span", null, `step ${ws[ws.length - 1].last_step}`)),
        h("div", { class: "convergence-x-title" }, "step (windows of the run)"),
      );
      markChart(chart, { kind: "svg", ticksX: 2, ticksY: g.ticks.length, xTitle: "step (windows of the run)", yTitle });
      note.textContent = lossNote(summary.loss) + (g.log ? " Log scale." : "");
    }
    checkCard.hidden = !summary.head && !summary.checklist.length;
    head.textContent = headLine(summary.head);
    data.textContent = dataLine(summary.head);
    replaceChildren(
      checklist,
      summary.checklist.map((c) =>
        h("li", { "data-ok": String(Boolean(c.ok)), "data-check": c.check },
          c.ok ? "✓ " : "✗ ", c.check, c.detail ? h("div", { class: "muted small" }, c.detail) : null)),
    );
    const ratio = new Map(summary.updateRatio.map((r) => [r.layer, r]));
    const names = [...new Set([...summary.saturation.map((r) => r.layer), ...summary.updateRatio.map((r) => r.layer)])];
    const saturated = new Map(saturationRows(summary.saturation).map((r) => [r.layer, r]));
    layerCard.hidden = !names.length;
    replaceChildren(
      layers,
      names.map((layer) => {
        const sat = saturated.get(layer);
        const up = ratio.get(layer);
        return h("tr", { "data-layer": layer },
          h("th", { scope: "row" }, layer),
          h("td", { class: sat && sat.saturated ? "saturated" : "" }, sat && sat.value !== null ? `${formatNumber(sat.value * 100)}%` : "—"),
          h("td", null, up && up.value !== null ? formatNumber(up.value) : "—"));
      }),
    );
    applyFocus();
  }

  function applyFocus() {
    for (const row of layers.querySelectorAll("tr")) row.dataset.focus = String(Boolean(focus && focus.layer === row.dataset.layer));
    const failing = [...checklist.querySelectorAll('li[data-ok="false"]')];
    for (const li of checklist.querySelectorAll("li")) li.dataset.focus = String(Boolean(focus && !focus.layer && failing[0] === li));
  }

  return summaryView(container, {
    summaryOf: convergenceSummary,
    render,
    focusOf: findingFocus,
    applyFocus: (found) => {
      focus = found;
      applyFocus();
    },
  });
}

export default { area: AREA.convergence, create: createConvergence };
