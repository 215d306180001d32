// The attention view (#area-attention), shown when the diagnosis has
// `areas.attention`: per attention layer its largest attention logit (the
// latest, and over steps as a sparkline) against the logit past which its
// softmax is near one-hot, and its attention entropy, in nats and over
// log(keys). An attention finding can be focused: its layer's row is
// outlined. What to show is worked out in attention_data.js.
import css from "./attention.css";
import { h, injectStyle, replaceChildren, s } from "../dom.js";
import { formatNumber } from "../format.js";
import { markChart } from "../plotutil.js";
import { AREA, STAT, labelOf } from "../vocab.js";
import { card, sectionHeading, summaryView } from "./section.js";
import { attentionSummary, findingFocus, sparkPoints } from "./attention_data.js";

const SPARK_W = 120;
const SPARK_H = 24;

const number = (v) => (v === null ? "—" : formatNumber(v));

function createAttention(container, ctx) {
  injectStyle("tb-trainhealth-attention", css);
  container.id = "area-attention";
  container.hidden = true;
  const rows = h("tbody");
  const note = h("p", { class: "muted small" });
  const layerCard = card(
    { id: "attention-layers", title: "Per attention layer", aside: "latest sample; the largest logit over steps" },
    h("table", { class: "evidence-table attention-layers" },
      h("thead", null, h("tr", null,
        h("th", null, "Layer"),
        h("th", null, labelOf(STAT.attention_max_logit)),
        h("th", null, "Over steps"),
        h("th", null, "Near one-hot past"),
        h("th", null, labelOf(STAT.attention_entropy)),
        h("th", null, labelOf(STAT.attention_entropy_norm)))),
      rows),
    note,
  );
  replaceChildren(container, sectionHeading(ctx.title), layerCard);
  let focus = null;

  // The largest logit over steps: a sparkline, its first and last step and
  // value written under it (its two ticks on each axis).
  function spark(row) {
    const points = row.logits || [];
    const first = points[0];
    const last = points[points.length - 1];
    const cell = h("td", { class: "attention-spark-cell" },
      s("svg", { class: "attention-spark", viewBox: `0 0 ${SPARK_W} ${SPARK_H}`, preserveAspectRatio: "none", role: "img", "aria-label": `largest attention logit of ${row.layer} over steps` },
        s("polyline", { points: sparkPoints(points, SPARK_W, SPARK_H) })),
      first && last
        ? h("div", { class: "muted small" }, `step ${first[0]} → ${last[0]}: ${number(first[1])} → ${number(last[1])}`)
        : null);
    markChart(cell, { ticksX: first ? 2 : 0, ticksY: first ? 2 : 0, xTitle: "step", yTitle: "largest logit", kind: "sparkline" });
    return cell;
  }

  function render(summary) {
    replaceChildren(
      rows,
      summary.layers.map((row) =>
        h("tr", { "data-layer": row.layer },
          h("th", { scope: "row" }, row.layer, row.className ? h("div", { class: "muted small" }, row.className) : null),
          h("td", { class: row.overBound ? "over" : "" }, number(row.maxLogit)),
          spark(row),
          h("td", null, number(row.oneHotLogit)),
          h("td", null, number(row.entropy)),
          h("td", null, number(row.entropyNorm)))),
    );
    note.textContent = "A softmax over n keys whose largest logit leads the others by log(n - 1) + log(99) gives one key 99% of the weight." +
      (summary.collapsedEntropy !== null ? ` An entropy below ${formatNumber(summary.collapsedEntropy)} nats is fewer than 1.5 keys attended.` : "");
    applyFocus();
  }

  function applyFocus() {
    for (const row of rows.querySelectorAll("tr")) row.dataset.focus = String(Boolean(focus && focus.layer === row.dataset.layer));
  }

  return summaryView(container, {
    summaryOf: attentionSummary,
    render,
    focusOf: findingFocus,
    applyFocus: (found) => {
      focus = found;
      applyFocus();
    },
  });
}

export default { area: AREA.attention, create: createAttention };
