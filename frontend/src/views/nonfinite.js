// The non-finite values view (#numerics-health), shown when the run had a
// NaN/Inf (`areas.nonfinite` of the diagnosis, docs/routes.md):
//   - a timeline of the non-finite events: one lane per kind, one marker per
//     kind and step, labelled with its layer or variable; clicking a marker
//     opens the matching finding in the evidence panel;
//   - the bad step: every layer output in execution order, finite or not,
//     its max |x| and dtype, the first bad one marked, and whether its inputs
//     were finite (the NaN/Inf was created inside it) or not;
//   - the activation max |x| per layer over steps (heatmap.js, log scale),
//     when the run logged that statistic.
// What to draw is worked out in nonfinite_data.js.
import css from "./nonfinite.css";
import { h, injectStyle, replaceChildren } from "../dom.js";
import { loadState, saveState } from "../storage.js";
import { fetchMatrix } from "../api.js";
import { createHeatmap } from "../heatmap.js";
import { matrixColumns, matrixExtent } from "../heatmap_data.js";
import { plural } from "../format.js";
import { measurerFor, watchWidth } from "../plotutil.js";
import { AREA, labelOf } from "../vocab.js";
import { card, sectionHeading, showSection } from "./section.js";
import {
  ACTIVATION_STAT,
  activationFocus,
  activationNoteText,
  badStepTable,
  watchedText,
  groupOfFinding,
  groupTimeline,
  nonfiniteSummary,
  summaryParts,
  timelineDomain,
  timelineLayout,
} from "./nonfinite_data.js";
import { timelineSvg } from "./nonfinite_timeline.js";

const STORAGE_KEY = "tb-trainhealth:numerics";
// Marker labels are drawn in the monospace font of nonfinite.css (.nf-marker-label).
const LABEL_FONT = '11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace';
const measureLabel = measurerFor(LABEL_FONT);

function verdictLine(verdict, table) {
  verdict.className = `nf-verdict${table.verdict === "unknown" ? "" : ` ${table.verdict}`}`;
  const name = h("code", null, table.firstBad || "?");
  if (table.verdict === "created") {
    return replaceChildren(verdict, "The inputs of ", name, " were finite: the NaN/Inf was created inside this layer.");
  }
  if (table.verdict === "upstream" && table.float16 && table.firstLayer) {
    // Not a contradiction to read: the data is finite in float32 and
    // turns Inf only in the cast to the layer's float16.
    return replaceChildren(
      verdict,
      "The first NaN/Inf is at the input of ",
      name,
      ", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16.",
    );
  }
  if (table.verdict === "upstream") {
    return replaceChildren(
      verdict,
      "The inputs of ",
      name,
      " were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",
      table.float16 ? " It computes in float16, whose range ends at 65504." : null,
    );
  }
  return replaceChildren(verdict, name, " is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.");
}

function badStepRow(r, i) {
  const classes = [r.finite ? "row-finite" : "row-nonfinite", r.first ? "first-bad" : r.propagated ? "propagated" : ""].filter(Boolean);
  return h(
    "tr",
    { class: classes.join(" "), "data-layer": r.layer, "data-finite": String(r.finite), "data-kind": r.kind },
    h("td", { class: "num muted" }, String(i + 1)),
    h(
      "td",
      { class: "layer-cell" },
      h("code", null, r.layer),
      r.kind === "watch" ? h("span", { class: "nf-tag", title: "a tb_trainhealth.watch tensor" }, "watch") : null,
      r.first ? h("span", { class: "badge sev-critical nf-first-badge" }, "first NaN/Inf") : null,
    ),
    h(
      "td",
      {
        class: `finite-cell ${r.finite ? "ok" : "bad"}`,
        title: r.asInput ? "This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input." : null,
      },
      r.finite ? "✓ finite" : "✗ NaN/Inf",
      r.asInput ? h("span", { class: "muted nf-as-input" }, " (as its input)") : null,
    ),
    h(
      "td",
      { class: `num max-cell${r.nearLimit ? " near-limit" : ""}`, title: r.nearLimit ? "over half of float16's largest value, 65504" : null },
      r.maxText,
    ),
    h("td", { class: "dtype-cell" }, r.dtype || "—"),
  );
}

function create(container, ctx) {
  injectStyle("trainhealth-numerics-style", css);
  container.id = "numerics-health";
  container.hidden = true;

  const saved = loadState(STORAGE_KEY);
  let run = null;
  let summary = null; // areas.nonfinite
  let findings = [];
  let groups = [];
  let domain = null; // [lo, hi] steps of the timeline axis
  let selectedKey = null;
  let restore = typeof saved.run === "string" ? saved : null;
  let shownKey = null; // what is drawn, to skip redrawing the same
  let matrixText = null;
  let seq = 0;

  const persist = () => saveState(STORAGE_KEY, { run, marker: selectedKey });

  // The timeline card.
  const summaryLine = h("p", { class: "nf-summary", id: "nonfinite-summary", role: "status" });
  const timelineBox = h("div", { class: "nf-timeline-box", id: "nonfinite-timeline-box" });
  const timelineCard = card(
    { id: "nonfinite-timeline-card", className: "nf-card", title: "Non-finite values over time", aside: "Click a marker for its finding" },
    summaryLine,
    timelineBox,
  );

  // The bad-step card.
  const badTitle = h("h3", null, "The bad step");
  const verdict = h("p", { class: "nf-verdict", id: "bad-step-verdict" });
  const tableBox = h("div", { class: "table-scroll nf-scroll" });
  const badCard = card(
    { id: "bad-step-card", className: "nf-card", title: badTitle, aside: "every layer output, in execution order", hidden: true },
    verdict,
    tableBox,
  );

  // The activation max |x| card: a second heatmap on the page, with ids of its own.
  const activationLabel = labelOf(ACTIVATION_STAT);
  const heatNote = h("p", { class: "chart-note muted", id: "activation-heatmap-note", role: "status" });
  const heatError = h("p", { class: "error-text", id: "activation-heatmap-error", role: "alert", hidden: true });
  const heatBox = h("div", { class: "heatmap-box" });
  const heatCard = card(
    { id: "activation-heatmap-card", className: "heatmap-card nf-card", title: `${activationLabel} by layer`, aside: "per layer output, over steps", hidden: true },
    heatNote,
    heatError,
    heatBox,
  );
  const heatmap = createHeatmap(heatBox, { label: activationLabel, id: "activation-heatmap", idPrefix: "activation-heatmap" });

  replaceChildren(container, sectionHeading(ctx.title), h("div", { class: "card-row" }, timelineCard, badCard), heatCard);

  function drawTimeline() {
    if (!groups.length || !domain) return replaceChildren(timelineBox);
    const layout = timelineLayout({
      groups,
      findings,
      summary,
      domain,
      boxWidth: timelineBox.clientWidth || container.clientWidth || 600,
      measure: measureLabel,
    });
    replaceChildren(timelineBox, timelineSvg(layout, selectedKey, (m) => select(m.key, m.findingIndex)));
  }

  function markSelected() {
    for (const el of timelineBox.querySelectorAll(".nf-marker")) el.classList.toggle("selected", el.dataset.key === selectedKey);
    timelineBox.dataset.selected = selectedKey || "";
  }

  function select(key, findingIndex) {
    selectedKey = key;
    persist();
    markSelected();
    if (findingIndex >= 0) ctx.openFinding(findingIndex);
  }

  function renderSummary() {
    const parts = summaryParts(groups);
    if (parts.collapseStep !== undefined) {
      return replaceChildren(summaryLine, "The loss scale collapsed at ", h("strong", null, `step ${parts.collapseStep}`), "; no NaN/Inf was recorded.");
    }
    replaceChildren(
      summaryLine,
      "First NaN/Inf at ",
      h("strong", null, `step ${parts.step}`),
      `, in ${parts.atFirst}`,
      parts.later ? `; ${plural(parts.later, "later event")} after it` : "",
      parts.earlier ? `; ${plural(parts.earlier, "loss-scale event")} before it` : "",
      parts.repairs ? `; heal repaired the run ${plural(parts.repairs, "time")}` : "",
      ".",
    );
  }

  function renderBadStep() {
    const table = badStepTable(summary);
    badCard.hidden = !table;
    if (!table) return replaceChildren(tableBox);
    replaceChildren(badTitle, `The bad step: step ${table.step}`);
    Object.assign(badCard.dataset, { step: String(table.step), firstBad: table.firstBad, inputsFinite: String(table.inputsFinite) });
    verdictLine(verdict, table);
    const head = h("tr", null, h("th", { class: "num" }, "#"), h("th", null, "Layer output"), h("th", null, "Values"), h("th", { class: "num" }, "max |x|"), h("th", null, "dtype"));
    replaceChildren(
      tableBox,
      table.rows.length
        ? h("table", { class: "data-table nf-table", id: "bad-step-table", "data-step": String(table.step) }, h("thead", null, head), h("tbody", null, table.rows.map(badStepRow)))
        : h("p", { class: "muted" }, "No layer outputs were recorded for this step."),
    );
    // Bring the first bad row into view inside the table's own scroll box.
    const row = tableBox.querySelector("tr.first-bad");
    if (row && tableBox.scrollHeight > tableBox.clientHeight) tableBox.scrollTop = Math.max(0, row.offsetTop - tableBox.clientHeight / 2);
  }

  function renderHeatmap(result) {
    heatCard.hidden = Boolean(result.missing);
    heatError.hidden = !result.error;
    if (result.missing || result.error) {
      heatmap.clear();
      heatNote.textContent = "";
      heatError.textContent = result.error ? `Could not load the ${activationLabel.toLowerCase()}: ${result.error}` : "";
      return;
    }
    heatmap.setData(result.body, { label: activationLabel });
    const focus = activationFocus(summary);
    heatmap.setHighlight(focus);
    const watched = watchedText(summary);
    heatNote.textContent =
      activationNoteText(matrixExtent(result.body), focus, focus && !heatmap.missingLayers().length) + (watched ? ` ${watched}` : "");
  }

  /** The activation matrix: {body, text}, {missing} when the run has none, or {error}. */
  async function loadMatrix(forRun) {
    try {
      return await fetchMatrix(forRun, ACTIVATION_STAT, matrixColumns(heatmap.plotWidth()));
    } catch (err) {
      if (err && (err.status === 404 || err.status === 400)) return { missing: true, text: "missing" };
      return { error: err && err.message ? err.message : String(err), text: null };
    }
  }

  const width = watchWidth(timelineBox, () => groups.length && drawTimeline());

  return {
    /** Shows the view for `diagnosis` of `newRun`; hides it when the run had no NaN/Inf. */
    async update(newRun, diagnosis) {
      const token = ++seq;
      if (newRun !== run) {
        run = newRun;
        shownKey = null;
        matrixText = null;
        selectedKey = restore && restore.run === newRun && typeof restore.marker === "string" ? restore.marker : null;
        restore = null;
      }
      const nf = nonfiniteSummary(diagnosis);
      const newGroups = nf ? groupTimeline(nf.timeline) : [];
      if (!newGroups.length) {
        summary = null;
        groups = [];
        shownKey = null;
        showSection(container, false);
        return;
      }
      const result = await loadMatrix(newRun);
      if (token !== seq || newRun !== run) return;
      const newFindings = Array.isArray(diagnosis.findings) ? diagnosis.findings : [];
      const key = `${JSON.stringify(nf)}\n${JSON.stringify(newFindings)}\n${result.text}`;
      showSection(container, true);
      if (key === shownKey && !result.error) return; // unchanged: keep the view as it is
      shownKey = result.error ? null : key;
      summary = nf;
      findings = newFindings;
      groups = newGroups;
      if (selectedKey && !groups.some((g) => g.key === selectedKey)) selectedKey = null;
      domain = timelineDomain(groups, result.body);
      if (result.text !== matrixText || result.error) {
        matrixText = result.error ? null : result.text;
        renderHeatmap(result);
      }
      renderSummary();
      width.sync();
      drawTimeline();
      markSelected();
      renderBadStep();
      persist();
    },
    /** Marks the timeline marker of a non-finite finding (no scrolling); returns false. */
    focusFinding(finding) {
      if (!finding || container.hidden || !groups.length) return false;
      const g = groupOfFinding(findings, groups, findings.indexOf(finding));
      if (g) {
        selectedKey = g.key;
        persist();
        markSelected();
      }
      return false;
    },
    retheme() {
      heatmap.redraw();
    },
    destroy() {
      seq += 1;
      width.disconnect();
      heatmap.destroy();
      replaceChildren(container);
    },
  };
}

export default { area: AREA.nonfinite, create };
