// Compare two runs (#compare-view): the run picked in the header and a
// second one ("Compare with…", beside it), side by side: each run's status
// and findings (root cause first, as in the single view), their losses on
// one chart, and their gradient heatmaps one above the other on one colour
// scale (Swap puts the second run first; Open, or a finding, shows a run
// alone, at the finding's node). Reads the same routes as the single view,
// once per run, and asks only for what each run's diagnosis lists (no loss
// of a run that crashed before its first step, no heatmap of a run without
// gradient statistics). What to show is worked out in compare_data.js.
import css from "./compare.css";
import { h, injectStyle, replaceChildren } from "./dom.js";
import { loadState, saveState } from "./storage.js";
import { fetchDiagnosis, fetchMatrix, fetchSeries } from "./api.js";
import { renderFindingsList } from "./evidence.js";
import { noLossNote } from "./charts.js";
import { createCompareLossChart } from "./compare_chart.js";
import { createHeatmap } from "./heatmap.js";
import { matrixColumns, matrixExtent } from "./heatmap_data.js";
import { compareCandidates, compareLayers, compareStats, sharedColorRange, stepTimeLine } from "./compare_data.js";
import { severityCounts } from "./findings_data.js";
import { countsText, runLabel } from "./runs_data.js";
import { gradientSummary, heatmapNoteText } from "./views/gradients_data.js";
import { card, fillSelect, loadErrorText, picker, setAlert } from "./views/section.js";
import { SERIES, STATUS_LABEL, inSentence, labelOf } from "./vocab.js";

// {with: the second run, stat: the heatmaps' statistic}, for the tab's lifetime.
const STORAGE_KEY = "tb-trainhealth:compare";
const SLOTS = ["a", "b"];

const savedCompare = () => loadState(STORAGE_KEY);
const saveCompare = (change) => saveState(STORAGE_KEY, { ...savedCompare(), ...change });

/** The second run the last session compared with, or null. */
export function savedCompareRun() {
  const saved = savedCompare();
  return typeof saved.with === "string" ? saved.with : null;
}

/** Keeps the second run (null: none) across reloads. */
export function saveCompareRun(run) {
  saveCompare({ with: run || null });
}

/** A run's status badge. */
function statusBadge(status) {
  return h("span", { class: `badge status-${status}` }, STATUS_LABEL[status] || status);
}

/** An <option> of a run selector (the header's Run, and Compare with…). */
export function runOption(r) {
  return h("option", { value: r.run, "data-status": r.status }, runLabel(r));
}

/** The header's "Compare with…" <select>: none, the runs of similar names, then the others. */
export function createComparePicker({ onchange }) {
  const { select, element } = picker("Compare with…", { id: "compare-select", onchange: (value) => onchange(value || null) });
  element.classList.add("compare-picker");
  element.hidden = true;
  return {
    element,
    /** runs: the run selector's (sorted); run: the one shown; other: the second run, or null. */
    update(runs, run, other) {
      const { similar, others } = compareCandidates(runs, run);
      const wanted = JSON.stringify([similar, others].map((list) => list.map(runLabel)));
      if (select.dataset.options !== wanted) {
        replaceChildren(
          select,
          h("option", { value: "" }, "None"),
          similar.length ? h("optgroup", { label: "Similar names" }, similar.map(runOption)) : null,
          others.length ? h("optgroup", { label: similar.length ? "Other runs" : "Runs" }, others.map(runOption)) : null,
        );
        select.dataset.options = wanted;
      }
      select.value = other || "";
      element.hidden = similar.length + others.length === 0;
    },
    hide() {
      element.hidden = true;
    },
  };
}

/**
 * The view in `container`. update(runA, runB) shows the two runs (async,
 * resolves once all is drawn); a later update or destroy() drops an earlier
 * one's answers, so no answer for a run no longer shown is drawn.
 * onOpen(run, nodeId) opens a run alone (nodeId: a finding's node, or
 * null); onSwap() swaps the two runs; onClose() goes back to the single view.
 */
export function createCompareView(container, { onOpen, onSwap, onClose }) {
  injectStyle("trainhealth-compare-style", css);
  let updates = 0;
  let heatLoads = 0;
  let runs = [null, null];
  let diagnoses = [null, null];
  let stat = typeof savedCompare().stat === "string" ? savedCompare().stat : null;
  let shown = { diagnosis: [null, null], loss: null }; // the answers' texts last drawn

  const bar = compareBar({ onSwap, onClose });
  const title = bar.title;
  const columns = SLOTS.map(runColumn);
  const lossCard = h("section", { class: "card chart-card", id: "compare-loss" });
  const lossChart = createCompareLossChart(lossCard);

  const statPicker = picker("Statistic", {
    id: "compare-stat",
    onchange: (value) => {
      stat = value;
      saveCompare({ stat });
      loadHeatmaps(updates);
    },
  });
  const heatNote = h("p", { class: "chart-note muted", id: "compare-heatmap-note" });
  const heatmaps = SLOTS.map(slotHeatmap);
  const heatCard = card(
    { id: "compare-heatmaps", className: "compare-heatmap-card", title: "Gradient health by layer", aside: statPicker.element },
    heatNote,
    heatmaps.map((x) => x.el),
  );

  const view = h(
    "div",
    { id: "compare-view", class: "compare-view" },
    bar.element,
    h("div", { class: "compare-grid", id: "compare-runs" }, columns.map((c) => c.el)),
    lossCard,
    heatCard,
  );
  replaceChildren(container, view);

  /** A new pair of runs: nothing of the last pair stays on screen. */
  function reset() {
    shown = { diagnosis: [null, null], loss: null };
    diagnoses = [null, null];
    columns.forEach((col, i) => {
      col.el.dataset.run = runs[i];
      col.name.textContent = runs[i];
      blankColumn(col);
      setAlert(col.error, null);
      replaceChildren(col.findings, h("p", { class: "muted" }, "Loading…"));
    });
    lossChart.update(runs.map((run) => ({ run, series: null, note: "loading…" })));
    heatmaps.forEach((x, i) => {
      x.text = null;
      x.el.dataset.run = runs[i];
      x.name.textContent = runs[i];
      x.note.textContent = "Loading…";
      setAlert(x.error, null);
      x.heatmap.clear();
    });
    heatNote.textContent = "";
  }

  function renderColumn(i, result) {
    const col = columns[i];
    const run = runs[i];
    if (result.error) {
      shown.diagnosis[i] = null;
      diagnoses[i] = null;
      blankColumn(col);
      replaceChildren(col.findings);
      setAlert(col.error, `Could not load the diagnosis of run "${run}": ${result.error.message}`);
      return;
    }
    setAlert(col.error, null);
    if (result.text === shown.diagnosis[i]) return; // unchanged: keep it as it is
    shown.diagnosis[i] = result.text;
    const body = result.body;
    diagnoses[i] = body;
    const findings = Array.isArray(body.findings) ? body.findings : [];
    col.el.dataset.status = String(body.status || "");
    replaceChildren(col.badge, body.status ? statusBadge(body.status) : null);
    col.counts.textContent = countsText(severityCounts(findings));
    // Two pipelines side by side: what each step took.
    const stepTime = stepTimeLine(body);
    col.stepTime.hidden = !stepTime;
    col.stepTime.textContent = stepTime || "";
    // A finding opens its run alone, at its node: the evidence and the fix.
    renderFindingsList(col.findings, findings, { showKind: true, onSelect: (nodeId) => onOpen(run, nodeId) });
  }

  async function loadLosses(token) {
    const wanted = diagnoses.map((d) => Boolean(d) && (!Array.isArray(d.series) || d.series.includes(SERIES.loss)));
    const answers = await Promise.allSettled(runs.map((run, i) => (wanted[i] ? fetchSeries(run, SERIES.loss) : null)));
    if (token !== updates) return;
    const entries = answers.map((a, i) => {
      const run = runs[i];
      if (!wanted[i]) return { run, series: null, note: diagnoses[i] ? noLossNote(diagnoses[i]) : "its diagnosis could not be loaded." };
      if (a.status === "rejected") return { run, series: null, note: loadErrorText(inSentence(labelOf(SERIES.loss)), a.reason) };
      const body = a.value.body;
      if (typeof body.run === "string" && body.run !== run) return { run, series: null, note: "no loss (an answer for another run)." };
      return { run, series: body, text: a.value.text };
    });
    const text = JSON.stringify(entries.map((e) => [e.run, e.text || e.note]));
    if (text === shown.loss) return;
    shown.loss = text;
    lossChart.update(entries);
  }

  /** Both heatmaps of `stat`, on one colour scale; a run without it says so and is not asked. */
  async function loadHeatmaps(token) {
    const summaries = diagnoses.map(gradientSummary);
    const chosen = compareStats(summaries.map((s) => s && s.stats), stat);
    stat = chosen.stat;
    fillSelect(statPicker.select, chosen.stats, stat, labelOf);
    const forStat = stat;
    const what = forStat ? inSentence(labelOf(forStat)) : "gradient statistics";
    const has = summaries.map((s) => Boolean(s && forStat && s.stats.includes(forStat)));
    // Both heatmaps keep one margin for the layer names, so a step is at one x in both.
    const requestLabels = compareLayers(summaries.map((s) => s && s.layers));
    heatLoads++;
    view.dataset.heatmapLoading = "true";
    try {
      const answers = await Promise.allSettled(
        heatmaps.map((x, i) =>
          has[i] ? fetchMatrix(runs[i], forStat, matrixColumns(x.heatmap.plotWidth(requestLabels))) : null,
        ),
      );
      if (token !== updates || forStat !== stat) return; // another pair of runs, or statistic, took over
      const bodies = answers.map((a, i) =>
        has[i] && a.status === "fulfilled" && (typeof a.value.body.run !== "string" || a.value.body.run === runs[i]) ? a.value.body : null,
      );
      const range = sharedColorRange(bodies);
      const labels = compareLayers(bodies.map((b) => b && b.layers));
      heatmaps.forEach((x, i) =>
        showSlotHeatmap(x, { has: has[i], summary: summaries[i], answer: answers[i], body: bodies[i], stat: forStat, what, range, labels }),
      );
      heatNote.textContent =
        bodies.filter(Boolean).length > 1 ? "One colour scale for both runs: the same colour is the same value." : "";
    } finally {
      if (--heatLoads === 0) delete view.dataset.heatmapLoading;
    }
  }

  return {
    async update(runA, runB) {
      const token = ++updates;
      const next = [runA, runB];
      const changed = next.some((run, i) => run !== runs[i]);
      runs = next;
      view.dataset.runs = JSON.stringify(runs);
      if (changed) {
        replaceChildren(title, "Comparing ", h("strong", null, runA), " with ", h("strong", null, runB));
        columns.forEach((col, i) => (col.open.onclick = () => onOpen(next[i], null)));
        reset();
      }
      const answers = await Promise.allSettled(runs.map((run) => fetchDiagnosis(run)));
      if (token !== updates) return;
      answers.forEach((a, i) => {
        if (a.status === "rejected") return renderColumn(i, { error: a.reason });
        const body = a.value.body;
        if (typeof body.run === "string" && body.run !== runs[i]) return renderColumn(i, { error: new Error("the answer was for another run") });
        renderColumn(i, a.value);
      });
      await Promise.all([loadLosses(token), loadHeatmaps(token)]);
    },
    retheme() {
      lossChart.retheme();
      for (const x of heatmaps) x.heatmap.redraw();
    },
    destroy() {
      updates++;
      lossChart.destroy();
      for (const x of heatmaps) x.heatmap.destroy();
      replaceChildren(container);
    },
  };
}

// The bar above the two runs: its title, "Swap" and "Back to one run".
function compareBar({ onSwap, onClose }) {
  const title = h("h2", { class: "compare-title", id: "compare-title" });
  const swap = h(
    "button",
    { type: "button", class: "button", id: "compare-swap", title: "Show the second run first", onclick: () => onSwap() },
    "⇄ Swap",
  );
  const close = h(
    "button",
    { type: "button", class: "button", id: "compare-close", title: "Show one run, with its flowchart and evidence", onclick: () => onClose() },
    "← Back to one run",
  );
  return { title, element: h("div", { class: "compare-bar" }, title, swap, close) };
}

// One run's column: its name, status, counts and "Open", then its findings.
function runColumn(slot) {
  const name = h("h3", { class: "compare-run-name" });
  const badge = h("span", { class: "compare-run-status" });
  const counts = h("span", { class: "muted small compare-run-counts" });
  const open = h("button", { type: "button", class: "button small-button compare-open", title: "Show this run alone" }, "Open");
  const findings = h("div", { class: "compare-findings" });
  const error = h("p", { class: "error-text", role: "alert", hidden: true });
  const stepTime = h("p", { class: "compare-step-time", hidden: true });
  const el = h(
    "section",
    { class: "card compare-run", id: `compare-run-${slot}`, "data-slot": slot },
    h("div", { class: "card-head compare-run-head" }, name, badge, counts, open),
    error,
    stepTime,
    findings,
  );
  return { slot, el, name, badge, counts, open, findings, error, stepTime };
}

// A column with no diagnosis to show: no status, counts or step time.
function blankColumn(col) {
  delete col.el.dataset.status;
  replaceChildren(col.badge);
  col.counts.textContent = "";
  col.stepTime.hidden = true;
}

// One run's heatmap block in the heatmaps card; `text`: what it last drew.
function slotHeatmap(slot) {
  const name = h("h4", { class: "compare-heatmap-run" });
  const note = h("p", { class: "chart-note muted compare-heatmap-note" });
  const error = h("p", { class: "error-text", role: "alert", hidden: true });
  const box = h("div", { class: "heatmap-box" });
  const el = h("div", { class: "compare-heatmap", id: `compare-heatmap-block-${slot}`, "data-slot": slot }, name, note, error, box);
  const heatmap = createHeatmap(box, { id: `compare-heatmap-${slot}`, idPrefix: `compare-heatmap-${slot}` });
  return { slot, el, name, note, error, heatmap, text: null };
}

/**
 * Draws one run's heatmap block `x` from its matrix answer: `has`, whether
 * the run has `stat` (it was asked only then); `body`, the answer's body
 * when it is the run's; `range` and `labels`, the colour range and margin
 * shared by both blocks. Redraws only what changed.
 */
function showSlotHeatmap(x, { has, summary, answer, body, stat, what, range, labels }) {
  if (!has) {
    x.text = null;
    x.heatmap.clear();
    setAlert(x.error, null);
    x.note.textContent = summary
      ? `This run logged no ${what}.`
      : "This run logged no gradient statistics (it has no gradient health data).";
    return;
  }
  if (!body) {
    x.text = null;
    x.heatmap.clear();
    x.note.textContent = "";
    setAlert(x.error, answer.status === "rejected" ? loadErrorText(what, answer.reason) : `No ${what} for this run.`);
    return;
  }
  setAlert(x.error, null);
  const key = JSON.stringify([answer.value.text, range, labels]);
  if (key === x.text) return;
  x.text = key;
  x.heatmap.setData(body, { label: labelOf(stat), range, labels });
  x.note.textContent = heatmapNoteText(stat, matrixExtent(body));
}
