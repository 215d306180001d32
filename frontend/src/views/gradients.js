// The gradient health view (#gradient-health), shown when the diagnosis has
// `areas.gradients` (docs/routes.md, "Gradient health"): a layer x step
// heatmap of one statistic, one layer's gradient histograms over time, and
// the update / weight ratio per layer. A gradient finding (its area's kinds)
// can be focused: its layers and step range are outlined in the heatmap,
// its first layer's histograms are shown, and its layers are drawn in the
// ratio chart. What to show is worked out in gradients_data.js.
import css from "./gradients.css";
import { h, injectStyle, replaceChildren } from "../dom.js";
import { loadState, saveState } from "../storage.js";
import { fetchHistograms, fetchMatrix } from "../api.js";
import { createHeatmap } from "../heatmap.js";
import { matrixColumns, matrixExtent } from "../heatmap_data.js";
import { createHistogramChart } from "../histograms.js";
import { createRatioChart } from "../ratio.js";
import { AREA, inSentence, labelOf } from "../vocab.js";
import { card, fillSelect, loadErrorText, picker, sectionHeading, setAlert, showSection } from "./section.js";
import {
  RATIO_STAT,
  chooseHistogramLayer,
  chooseStat,
  findingFocus,
  focusHistogramLayer,
  focusNoteParts,
  gradientSummary,
  heatmapNoteText,
  histogramNote,
  updatePeriodNote,
} from "./gradients_data.js";

const STORAGE_KEY = "tb-trainhealth:gradients";
const RATIO_COLUMNS = 400;

/**
 * A route's answer for a card, in order: load(fetch) runs fetch() and
 * returns its {body, text} if it is still the latest load and its text
 * changed, "same" if unchanged, null if a later load overtook it; a failed
 * fetch throws unless overtaken. reset() forgets the last text.
 */
function latestLoader() {
  let seq = 0;
  let shownText = null;
  return {
    async load(fetch) {
      const token = ++seq;
      try {
        const result = await fetch();
        if (token !== seq) return null;
        if (result.text === shownText) return "same";
        shownText = result.text;
        return result;
      } catch (err) {
        if (token !== seq) return null;
        shownText = null;
        throw err;
      }
    },
    reset() {
      shownText = null;
    },
    cancel() {
      seq++;
    },
  };
}

function create(container, ctx) {
  injectStyle("trainhealth-gradients-style", css);
  container.id = "gradient-health";
  container.hidden = true;

  const saved = loadState(STORAGE_KEY);
  let run = null;
  let info = null; // gradientSummary()
  let stat = typeof saved.stat === "string" ? saved.stat : null;
  let layer = null;
  let focus = null; // findingFocus()
  // What the last session had selected, restored when its run is shown.
  let restore = typeof saved.run === "string" ? saved : null;
  let updates = 0; // update() calls: a late one of an earlier run is dropped
  const persist = () => saveState(STORAGE_KEY, { run, stat, layer, focus });

  const heat = heatmapCard((value) => {
    stat = value;
    persist();
    loadHeatmap();
  });
  const { heatmap, loads: heatLoads } = heat;
  let heatLoadsInFlight = 0; // data-heatmap-loading while any is
  const hist = histogramCard((value) => {
    layer = value;
    persist();
    loadHistograms();
  });
  const { chart: histChart, loads: histLoads } = hist;
  const ratio = ratioCard();
  const { chart: ratioChart, loads: ratioLoads } = ratio;

  replaceChildren(container, sectionHeading(ctx.title), heat.element, h("div", { class: "card-row" }, hist.element, ratio.element));

  function renderFocusNote() {
    heat.focusNote.hidden = !focus;
    if (!focus) return replaceChildren(heat.focusNote);
    const missing = heatmap.missingLayers();
    const { what, layers, steps } = focusNoteParts(focus);
    replaceChildren(
      heat.focusNote,
      h("span", { class: "focus-swatch", "aria-hidden": "true" }),
      h("span", null, `Outlined: ${what} in `, h("strong", null, layers), steps, "."),
      missing.length ? h("span", { class: "error-text" }, ` Not in this heatmap: ${missing.join(", ")}.`) : null,
      h("button", { type: "button", class: "button small-button", id: "heatmap-clear-focus", onclick: () => setFocus(null) }, "Clear"),
    );
  }

  function setFocus(value) {
    focus = value;
    heatmap.setHighlight(focus);
    histChart.setFocus(focus);
    ratioChart.setExtra(focus ? focus.layers : []);
    renderFocusNote();
    persist();
  }

  async function loadHeatmap() {
    const forRun = run;
    const forStat = stat;
    if (!forStat) return;
    const what = inSentence(labelOf(forStat));
    heatLoadsInFlight++;
    container.dataset.heatmapLoading = "true";
    try {
      const result = await heatLoads.load(() => fetchMatrix(forRun, forStat, matrixColumns(heatmap.plotWidth(info && info.layers))));
      if (!result || forRun !== run) return;
      setAlert(heat.error, null);
      if (result === "same") return;
      heatmap.setData(result.body, { label: labelOf(forStat) });
      heat.note.textContent = heatmapNoteText(forStat, matrixExtent(result.body));
      renderFocusNote();
    } catch (err) {
      if (forRun !== run) return;
      heatmap.clear();
      heat.note.textContent = "";
      setAlert(heat.error, loadErrorText(what, err));
    } finally {
      if (--heatLoadsInFlight === 0) delete container.dataset.heatmapLoading;
    }
  }

  function showHistogramNote(note) {
    hist.note.className = `chart-note ${note.alert ? "alert" : "muted"}`;
    hist.note.textContent = note.text;
  }

  async function loadHistograms() {
    const forRun = run;
    const forLayer = layer;
    // A layer is asked for only with the run it belongs to (never another
    // run's layer, left over from a run selected before).
    if (!forLayer || !info || !info.histogramLayers.includes(forLayer)) {
      histLoads.cancel();
      histLoads.reset();
      histChart.setData([]);
      setAlert(hist.error, null);
      showHistogramNote({
        alert: false,
        text: "No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none.",
      });
      delete hist.note.dataset.total;
      return;
    }
    try {
      const result = await histLoads.load(() => fetchHistograms(forRun, forLayer));
      if (!result || forRun !== run || forLayer !== layer) return;
      setAlert(hist.error, null);
      if (result === "same") return;
      const hists = histChart.setData(result.body.histograms);
      hist.element.dataset.layer = forLayer;
      const note = histogramNote(forLayer, hists);
      hist.note.dataset.total = String(note.total);
      showHistogramNote(note);
    } catch (err) {
      if (forRun !== run) return;
      histChart.setData([]);
      hist.note.textContent = "";
      setAlert(hist.error, loadErrorText(`gradient histograms of ${forLayer}`, err));
    }
  }

  async function loadRatio() {
    const forRun = run;
    if (!info || !info.stats.includes(RATIO_STAT)) {
      ratioLoads.cancel();
      ratioLoads.reset();
      setAlert(ratio.error, null);
      ratioChart.showMessage(`This run logged no ${inSentence(labelOf(RATIO_STAT))}.`);
      return;
    }
    try {
      const result = await ratioLoads.load(() => fetchMatrix(forRun, RATIO_STAT, RATIO_COLUMNS));
      if (!result || forRun !== run) return;
      setAlert(ratio.error, null);
      if (result === "same") return;
      ratioChart.setData(result.body, focus ? focus.layers : []);
    } catch (err) {
      if (forRun !== run) return;
      ratioChart.showMessage("");
      setAlert(ratio.error, loadErrorText(inSentence(labelOf(RATIO_STAT)), err));
    }
  }

  function selectRun(newRun) {
    if (newRun === run) return;
    run = newRun;
    for (const loads of [heatLoads, histLoads, ratioLoads]) loads.reset();
    const restored = restore && restore.run === newRun;
    layer = restored && typeof restore.layer === "string" ? restore.layer : null;
    focus = restored && restore.focus && Array.isArray(restore.focus.layers) ? restore.focus : null;
    restore = null;
  }

  return {
    /** Shows the view for `diagnosis` of `newRun` (hides it when the run has no gradient statistics). */
    async update(newRun, diagnosis) {
      const token = ++updates;
      selectRun(newRun);
      info = gradientSummary(diagnosis);
      showSection(container, Boolean(info));
      if (!info) return;
      ratio.note.textContent = updatePeriodNote(info);
      ratio.note.hidden = !ratio.note.textContent;
      stat = chooseStat(info.stats, stat);
      layer = chooseHistogramLayer(info.histogramLayers, layer, diagnosis.findings);
      fillSelect(heat.select, info.stats, stat, labelOf);
      fillSelect(hist.select, info.histogramLayers, layer);
      if (!info.stats.length) {
        heatmap.clear();
        heat.note.textContent = "This run logged no gradient statistics.";
      }
      heatmap.setHighlight(focus);
      histChart.setFocus(focus);
      persist();
      await Promise.all([info.stats.length ? loadHeatmap() : null, loadHistograms(), loadRatio()]);
      if (token !== updates || newRun !== run) return; // a later update (another run) took over
      renderFocusNote();
    },
    /** Focuses a gradient finding; returns whether it did. */
    focusFinding(finding) {
      const f = findingFocus(finding);
      if (!f || !info || container.hidden) return false;
      setFocus(f);
      const target = focusHistogramLayer(f, info.histogramLayers);
      if (target && target !== layer) {
        layer = target;
        hist.select.value = target;
        persist();
        loadHistograms();
      }
      if (heat.element.scrollIntoView) heat.element.scrollIntoView({ block: "start" });
      return true;
    },
    retheme() {
      heatmap.redraw();
      histChart.redraw();
      ratioChart.retheme();
    },
    destroy() {
      for (const loads of [heatLoads, histLoads, ratioLoads]) loads.cancel();
      heatmap.destroy();
      histChart.destroy();
      ratioChart.destroy();
      replaceChildren(container);
    },
  };
}

export default { area: AREA.gradients, create };

// The heatmap card: one statistic's layer x step heatmap, picked above it;
// a note on what it shows and one on the focused finding.
function heatmapCard(onStat) {
  const statPicker = picker("Statistic", { id: "gradient-stat", onchange: onStat });
  const note = h("p", { class: "chart-note muted", id: "heatmap-note", role: "status" });
  const focusNote = h("div", { class: "heatmap-focus", id: "heatmap-focus", hidden: true });
  const error = h("p", { class: "error-text", id: "gradient-heatmap-error", role: "alert", hidden: true });
  const box = h("div", { class: "heatmap-box" });
  const element = card(
    { id: "gradient-heatmap-card", className: "heatmap-card", title: "Gradient health by layer", aside: statPicker.element },
    note,
    focusNote,
    error,
    box,
  );
  return { element, select: statPicker.select, note, focusNote, error, heatmap: createHeatmap(box), loads: latestLoader() };
}

// The histogram card: one layer's gradient histograms over time, picked above it.
function histogramCard(onLayer) {
  const layerPicker = picker("Layer", { id: "histogram-layer", onchange: onLayer });
  const note = h("p", { class: "chart-note muted", id: "histogram-nonfinite", role: "status" });
  const error = h("p", { class: "error-text", id: "histogram-error", role: "alert", hidden: true });
  const box = h("div", { class: "histogram-box" });
  const element = card(
    { id: "gradient-histograms", className: "histogram-card", title: "Gradient histograms over time", aside: layerPicker.element },
    note,
    error,
    box,
  );
  return { element, select: layerPicker.select, note, error, chart: createHistogramChart(box), loads: latestLoader() };
}

// The update / weight ratio card: per layer, with a note on a custom
// loop's steps between updates.
function ratioCard() {
  const error = h("p", { class: "error-text", id: "update-ratio-error", role: "alert", hidden: true });
  const note = h("p", { class: "chart-note muted", id: "update-period-note", hidden: true });
  const box = h("div", { class: "ratio-box" });
  const element = card(
    { id: "update-ratio", className: "chart-card ratio-card", title: labelOf(RATIO_STAT), aside: "per layer, log scale" },
    note,
    error,
    box,
  );
  return { element, note, error, chart: createRatioChart(box), loads: latestLoader() };
}
