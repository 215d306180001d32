// The gradient health views (#gradient-health), shown when the run's
// diagnosis has `gradients` (docs/routes.md, "Gradient health"): a layer x
// step heatmap of one statistic, one layer's gradient histograms over time,
// and the update / weight ratio per layer. A gradient finding
// (exploding_gradients, vanishing_gradients, dead_units) can be focused:
// its layers and step range are outlined in the heatmap, its first layer's
// histograms are shown, and its layers are drawn in the ratio chart.
import css from "./gradients.css";
import { h, injectStyle, replaceChildren } from "./dom.js";
import { loadState, saveState } from "./storage.js";
import { fetchGradients, fetchHistograms } from "./api.js";
import { createHeatmap } from "./heatmap.js";
import { createHistogramChart } from "./histograms.js";
import { createRatioChart } from "./ratio.js";
import { formatNumber, formatSteps } from "./plotutil.js";

export const GRADIENT_KINDS = ["exploding_gradients", "vanishing_gradients", "dead_units"];

export const STAT_LABEL = {
  grad_norm: "Gradient norm",
  grad_max_abs: "Gradient max |g|",
  grad_zero_fraction: "Gradient zero fraction",
  weight_norm: "Weight norm",
  update_ratio: "Update / weight ratio",
};

const KIND_LABEL = {
  exploding_gradients: "exploding gradients",
  vanishing_gradients: "vanishing gradients",
  dead_units: "dead units",
};

const STORAGE_KEY = "tb-trainhealth:gradients";
const RATIO_COLUMNS = 400;

const isStep = (v) => typeof v === "number" && Number.isFinite(v);

/** A gradient finding -> {kind, layers, first, last}, or null if it is not one. */
export function findingFocus(finding) {
  if (!finding || typeof finding !== "object") return null;
  if (!GRADIENT_KINDS.includes(finding.kind) && finding.node !== "gradients") return null;
  const ev = finding.evidence && typeof finding.evidence === "object" ? finding.evidence : {};
  let layers = Array.isArray(ev.layers) ? ev.layers.filter((l) => typeof l === "string") : [];
  if (!layers.length && typeof finding.layer === "string") layers = [finding.layer];
  if (!layers.length) return null;
  const first = isStep(ev.first_step) ? ev.first_step : isStep(finding.step) ? finding.step : null;
  const last = isStep(ev.last_step) ? ev.last_step : first;
  return { kind: String(finding.kind || ""), layers, first, last };
}

function statLabel(stat) {
  return STAT_LABEL[stat] || stat;
}

function errorMessage(what, err) {
  if (err && err.status === 404) return `No ${what} for this run: ${err.message}`;
  return `Could not load the ${what}: ${err && err.message ? err.message : err}`;
}

export function createGradientSection(container) {
  injectStyle("trainhealth-gradients-style", css);
  container.id = container.id || "gradient-health";
  container.classList.add("gradient-health");
  container.hidden = true;

  const saved = loadState(STORAGE_KEY);
  let run = null;
  let info = null; // diagnosis.gradients
  let stat = typeof saved.stat === "string" ? saved.stat : null;
  let layer = null;
  let focus = null;
  let heatText = null;
  let histText = null;
  let ratioText = null;
  let heatSeq = 0;
  let histSeq = 0;
  let ratioSeq = 0;
  let savedRun = typeof saved.run === "string" ? saved.run : null;
  let savedLayer = typeof saved.layer === "string" ? saved.layer : null;
  let savedFocus = saved.focus && Array.isArray(saved.focus.layers) ? saved.focus : null;

  const persist = () => saveState(STORAGE_KEY, { run, stat, layer, focus });

  // Heatmap card.
  const statSelect = h("select", {
    id: "gradient-stat",
    class: "th-select",
    "aria-label": "Statistic",
    onchange: () => {
      stat = statSelect.value;
      persist();
      loadHeatmap();
    },
  });
  const heatNote = h("p", { class: "chart-note muted", id: "heatmap-note", role: "status" });
  const focusNote = h("div", { class: "heatmap-focus", id: "heatmap-focus", hidden: true });
  const heatError = h("p", { class: "error-text", id: "gradient-heatmap-error", role: "alert", hidden: true });
  const heatBox = h("div", { class: "heatmap-box" });
  const heatCard = h(
    "section",
    { class: "card heatmap-card", id: "gradient-heatmap-card" },
    h(
      "div",
      { class: "card-head" },
      h("h3", null, "Gradient health by layer"),
      h("label", { class: "inline-picker" }, h("span", null, "Statistic"), statSelect),
    ),
    heatNote,
    focusNote,
    heatError,
    heatBox,
  );
  const heatmap = createHeatmap(heatBox);

  // Histogram card.
  const layerSelect = h("select", {
    id: "histogram-layer",
    class: "th-select",
    "aria-label": "Layer",
    onchange: () => {
      layer = layerSelect.value;
      persist();
      loadHistograms();
    },
  });
  const histNote = h("p", { class: "chart-note muted", id: "histogram-nonfinite", role: "status" });
  const histError = h("p", { class: "error-text", id: "histogram-error", role: "alert", hidden: true });
  const histBox = h("div", { class: "histogram-box" });
  const histCard = h(
    "section",
    { class: "card histogram-card", id: "gradient-histograms" },
    h(
      "div",
      { class: "card-head" },
      h("h3", null, "Gradient histograms over time"),
      h("label", { class: "inline-picker" }, h("span", null, "Layer"), layerSelect),
    ),
    histNote,
    histError,
    histBox,
  );
  const histChart = createHistogramChart(histBox);

  // Update ratio card.
  const ratioError = h("p", { class: "error-text", id: "update-ratio-error", role: "alert", hidden: true });
  const ratioBox = h("div", { class: "ratio-box" });
  const ratioCard = h(
    "section",
    { class: "card chart-card ratio-card", id: "update-ratio" },
    h("div", { class: "card-head" }, h("h3", null, "Update / weight ratio"), h("span", { class: "muted small" }, "per layer, log scale")),
    ratioError,
    ratioBox,
  );
  const ratioChart = createRatioChart(ratioBox);

  replaceChildren(
    container,
    h("h2", { class: "section-title" }, "Gradients"),
    heatCard,
    h("div", { class: "gradient-row" }, histCard, ratioCard),
  );

  function showError(el, message) {
    el.hidden = !message;
    el.textContent = message || "";
  }

  function fillSelect(select, values, current, labelOf = (v) => v) {
    const wanted = values.join("\n");
    if (select.dataset.options !== wanted) {
      replaceChildren(select, values.map((v) => h("option", { value: v }, labelOf(v))));
      select.dataset.options = wanted;
    }
    if (current !== null) select.value = current;
  }

  function renderFocusNote() {
    if (!focus) {
      focusNote.hidden = true;
      replaceChildren(focusNote);
      return;
    }
    const missing = heatmap.missingLayers();
    const what = KIND_LABEL[focus.kind] || focus.kind || "finding";
    const steps = focus.first !== null ? `, ${formatSteps(focus.first, focus.last)}` : "";
    const layers = focus.layers.length > 4 ? `${focus.layers.slice(0, 4).join(", ")} and ${focus.layers.length - 4} more` : focus.layers.join(", ");
    focusNote.hidden = false;
    replaceChildren(
      focusNote,
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
    const token = ++heatSeq;
    const forRun = run;
    const forStat = stat;
    if (!forStat) return;
    container.dataset.heatmapLoading = "true";
    try {
      const { body, text } = await fetchGradients(forRun, forStat, Math.max(50, Math.min(5000, heatmap.plotWidth(info && info.layers))));
      if (token !== heatSeq || forRun !== run) return;
      showError(heatError, null);
      if (text === heatText) return;
      heatText = text;
      heatmap.setData(body, { label: statLabel(forStat) });
      const layers = Array.isArray(body.layers) ? body.layers.length : 0;
      const steps = Array.isArray(body.steps) ? body.steps : [];
      const nonfinite = Array.isArray(body.nonfinite) ? body.nonfinite.length : 0;
      if (!layers || !steps.length) {
        heatNote.textContent = `No ${statLabel(forStat).toLowerCase()} values were logged for this run yet.`;
      } else {
        const first = steps[0][0];
        const last = steps[steps.length - 1][1];
        const binned = steps.some((s) => s[1] > s[0]);
        heatNote.textContent =
          `${layers} layer${layers === 1 ? "" : "s"} (first layer on top) × ${formatSteps(first, last)}` +
          (binned ? ` in ${steps.length} columns (mean per column)` : "") +
          (nonfinite ? `; ${nonfinite} NaN/Inf cell${nonfinite === 1 ? "" : "s"}.` : ".") +
          " Hover a cell for its value.";
      }
      renderFocusNote();
    } catch (err) {
      if (token !== heatSeq || forRun !== run) return;
      heatText = null;
      heatmap.clear();
      heatNote.textContent = "";
      showError(heatError, errorMessage(statLabel(forStat).toLowerCase(), err));
    } finally {
      if (token === heatSeq) delete container.dataset.heatmapLoading;
    }
  }

  async function loadHistograms() {
    const token = ++histSeq;
    const forRun = run;
    const forLayer = layer;
    const layers = info && Array.isArray(info.histogram_layers) ? info.histogram_layers : [];
    if (!forLayer || !layers.length) {
      histText = null;
      histChart.setData([]);
      showError(histError, null);
      histNote.className = "chart-note muted";
      histNote.textContent = "No gradient histograms were logged for this run (they are written every N steps).";
      delete histNote.dataset.total;
      return;
    }
    try {
      const { body, text } = await fetchHistograms(forRun, forLayer);
      if (token !== histSeq || forRun !== run || forLayer !== layer) return;
      showError(histError, null);
      if (text === histText) return;
      histText = text;
      const hists = histChart.setData(body.histograms);
      histCard.dataset.layer = forLayer;
      const bad = hists.filter((x) => x.nonfinite > 0);
      const total = bad.reduce((s, x) => s + x.nonfinite, 0);
      histNote.dataset.total = String(total);
      if (!hists.length) {
        histNote.className = "chart-note muted";
        histNote.textContent = `No histograms were logged for ${forLayer} yet.`;
      } else if (!total) {
        histNote.className = "chart-note muted";
        histNote.textContent = `${hists.length} logged step${hists.length === 1 ? "" : "s"}; no NaN/Inf gradients (non-finite count 0).`;
      } else {
        histNote.className = "chart-note alert";
        const list = bad
          .slice(0, 4)
          .map((x) => `step ${x.step}: ${formatNumber(x.nonfinite, 6)}`)
          .join(", ");
        histNote.textContent =
          `NaN/Inf gradient values left out of the buckets; variables holding them: ${list}` +
          (bad.length > 4 ? `, ${bad.length - 4} more steps` : "") +
          "; marked in red.";
      }
    } catch (err) {
      if (token !== histSeq || forRun !== run) return;
      histText = null;
      histChart.setData([]);
      histNote.textContent = "";
      showError(histError, errorMessage(`gradient histograms of ${forLayer}`, err));
    }
  }

  async function loadRatio() {
    const token = ++ratioSeq;
    const forRun = run;
    const stats = info && Array.isArray(info.stats) ? info.stats : [];
    if (!stats.includes("update_ratio")) {
      ratioText = null;
      showError(ratioError, null);
      ratioChart.showMessage("This run logged no update / weight ratio.");
      return;
    }
    try {
      const { body, text } = await fetchGradients(forRun, "update_ratio", RATIO_COLUMNS);
      if (token !== ratioSeq || forRun !== run) return;
      showError(ratioError, null);
      if (text === ratioText) return;
      ratioText = text;
      ratioChart.setData(body, focus ? focus.layers : []);
    } catch (err) {
      if (token !== ratioSeq || forRun !== run) return;
      ratioText = null;
      ratioChart.showMessage("");
      showError(ratioError, errorMessage("update / weight ratio", err));
    }
  }

  return {
    element: container,
    /** Shows the section for `diagnosis` of `newRun` (hides it when gradients is null). */
    async update(newRun, diagnosis) {
      const g = diagnosis && diagnosis.gradients && typeof diagnosis.gradients === "object" ? diagnosis.gradients : null;
      if (newRun !== run) {
        run = newRun;
        heatText = histText = ratioText = null;
        focus = null;
        layer = null;
        if (savedRun === newRun) {
          layer = savedLayer;
          focus = savedFocus;
        }
        savedRun = savedLayer = savedFocus = null;
      }
      info = g;
      if (!g) {
        container.hidden = true;
        container.dataset.state = "none";
        return;
      }
      container.hidden = false;
      container.dataset.state = "shown";
      const stats = Array.isArray(g.stats) ? g.stats.filter((s) => typeof s === "string") : [];
      const histLayers = Array.isArray(g.histogram_layers) ? g.histogram_layers.filter((s) => typeof s === "string") : [];
      if (!stats.includes(stat)) stat = stats.includes("grad_norm") ? "grad_norm" : stats[0] || null;
      if (!histLayers.includes(layer)) {
        const fromFinding = (diagnosis.findings || []).map(findingFocus).find((f) => f && histLayers.includes(f.layers[0]));
        layer = fromFinding ? fromFinding.layers[0] : histLayers[0] || null;
      }
      fillSelect(statSelect, stats, stat, statLabel);
      statSelect.disabled = !stats.length;
      fillSelect(layerSelect, histLayers, layer);
      layerSelect.disabled = !histLayers.length;
      if (!stats.length) {
        heatmap.clear();
        heatNote.textContent = "This run logged no gradient statistics.";
      }
      heatmap.setHighlight(focus);
      histChart.setFocus(focus);
      persist();
      await Promise.all([stats.length ? loadHeatmap() : null, loadHistograms(), loadRatio()]);
      renderFocusNote();
    },
    /** Focuses a finding if it is a gradient finding; returns whether it did. */
    focusFinding(finding) {
      const f = findingFocus(finding);
      if (!f || !info || container.hidden) return false;
      setFocus(f);
      const histLayers = Array.isArray(info.histogram_layers) ? info.histogram_layers : [];
      const target = f.layers.find((l) => histLayers.includes(l));
      if (target && target !== layer) {
        layer = target;
        layerSelect.value = target;
        persist();
        loadHistograms();
      }
      if (heatCard.scrollIntoView) heatCard.scrollIntoView({ block: "start", behavior: "smooth" });
      return true;
    },
    retheme() {
      heatmap.redraw();
      histChart.redraw();
      ratioChart.retheme();
    },
    destroy() {
      heatSeq++;
      histSeq++;
      ratioSeq++;
      heatmap.destroy();
      histChart.destroy();
      ratioChart.destroy();
    },
  };
}
