// What the gradient health view (gradients.js) shows, from the diagnosis's
// `areas.gradients` summary, the run's findings and the route bodies: which
// statistic and layer to show, what a finding outlines, and the notes'
// words. Pure: no DOM.
import { formatNumber, formatSteps, isStep, plural } from "../format.js";
import { AREA, STAT, areaOfFinding, inSentence, labelOf } from "../vocab.js";

/** The statistic the heatmap shows first. */
export const DEFAULT_STAT = STAT.grad_norm;
/** The statistic of the update / weight ratio chart. */
export const RATIO_STAT = STAT.update_ratio;

const strings = (list) => (Array.isArray(list) ? list.filter((s) => typeof s === "string") : []);

/** diagnosis.areas.gradients -> {stats, layers, histogramLayers}, or null when the run has none. */
export function gradientSummary(diagnosis) {
  const summary = diagnosis && diagnosis.areas && diagnosis.areas[AREA.gradients];
  if (!summary || typeof summary !== "object") return null;
  const period = Number.isInteger(summary.steps_per_update) && summary.steps_per_update > 1 ? summary.steps_per_update : null;
  return {
    stats: strings(summary.stats),
    layers: strings(summary.layers),
    histogramLayers: strings(summary.histogram_layers),
    updatePeriod: period,
  };
}

/** The ratio card's note for a custom loop that applies its gradients once every N steps, or "". */
export function updatePeriodNote(info) {
  if (!info || !info.updatePeriod) return "";
  return `This loop changes the weights once every ${info.updatePeriod} steps (it accumulates gradients): each ratio is taken at a step that changed them.`;
}

/** A gradient finding -> {kind, layers, first, last} (what to outline), or null if it is not one. */
export function findingFocus(finding) {
  if (areaOfFinding(finding) !== AREA.gradients) return null;
  const ev = finding.evidence && typeof finding.evidence === "object" ? finding.evidence : {};
  let layers = strings(ev.layers);
  if (!layers.length && typeof finding.layer === "string") layers = [finding.layer];
  if (!layers.length) return null;
  const first = isStep(ev.first_step) ? ev.first_step : isStep(finding.step) ? finding.step : null;
  const last = isStep(ev.last_step) ? ev.last_step : first;
  return { kind: String(finding.kind || ""), layers, first, last };
}

/** The statistic to show: `current` if the run has it, else the default, else the first. */
export function chooseStat(stats, current) {
  if (stats.includes(current)) return current;
  return stats.includes(DEFAULT_STAT) ? DEFAULT_STAT : stats[0] || null;
}

/** The layer whose histograms to show: `current` if it has some, else the first a finding names, else the first. */
export function chooseHistogramLayer(histogramLayers, current, findings) {
  if (histogramLayers.includes(current)) return current;
  const named = (Array.isArray(findings) ? findings : [])
    .map(findingFocus)
    .find((f) => f && histogramLayers.includes(f.layers[0]));
  return named ? named.layers[0] : histogramLayers[0] || null;
}

/** The first of a focus's layers that has histograms, or null. */
export function focusHistogramLayer(focus, histogramLayers) {
  return (focus && focus.layers.find((l) => histogramLayers.includes(l))) || null;
}

/** The focus note's parts: {what, layers, steps} ("exploding gradients", "a, b", ", steps 3–9"). */
export function focusNoteParts(focus) {
  const what = focus.kind ? inSentence(labelOf(focus.kind)) : "finding";
  const layers =
    focus.layers.length > 4 ? `${focus.layers.slice(0, 4).join(", ")} and ${focus.layers.length - 4} more` : focus.layers.join(", ");
  const steps = focus.first !== null ? `, ${formatSteps(focus.first, focus.last)}` : "";
  return { what, layers, steps };
}

/** The note over the heatmap, from matrixExtent() of its body. */
export function heatmapNoteText(stat, extent) {
  if (!extent.layers || !extent.columns) return `No ${inSentence(labelOf(stat))} values were logged for this run yet.`;
  return (
    `${plural(extent.layers, "layer")} (first layer on top) × ${formatSteps(extent.first, extent.last)}` +
    (extent.binned ? ` in ${extent.columns} columns (mean per column)` : "") +
    (extent.nonfinite ? `; ${plural(extent.nonfinite, "NaN/Inf cell")}.` : ".") +
    " Hover a cell for its value."
  );
}

/**
 * The note over one layer's histograms (the chart's cleaned list):
 * {alert, text, total} (total: NaN/Inf values left out of the buckets).
 */
export function histogramNote(layer, hists) {
  const bad = hists.filter((x) => x.nonfinite > 0);
  const total = bad.reduce((s, x) => s + x.nonfinite, 0);
  if (!hists.length) return { alert: false, total, text: `No histograms were logged for ${layer} yet.` };
  if (!total) {
    return { alert: false, total, text: `${plural(hists.length, "logged step")}; no NaN/Inf gradients (non-finite count 0).` };
  }
  const list = bad
    .slice(0, 4)
    .map((x) => `step ${x.step}: ${formatNumber(x.nonfinite, 6)}`)
    .join(", ");
  return {
    alert: true,
    total,
    text:
      `NaN/Inf gradient values left out of the buckets; variables holding them: ${list}` +
      (bad.length > 4 ? `, ${bad.length - 4} more steps` : "") +
      "; marked in red.",
  };
}
