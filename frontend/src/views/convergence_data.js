// What the convergence view (convergence.js) shows, from the diagnosis's
// `areas.convergence` summary: the loss's window medians with their swing
// band as chart geometry, the head and loss checklist, saturation and the
// sampled update/weight ratio per layer, and what a finding highlights.
// Pure: no DOM.
import { formatChange, formatNumber, isStep, logSplits, niceTicks } from "../format.js";
import { AREA, STAT, areaOfFinding } from "../vocab.js";

const isNumber = (v) => typeof v === "number" && Number.isFinite(v);
const object = (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : null);

/** diagnosis.areas.convergence -> {loss, checklist, head, epochs, saturation, updateRatio}, or null. */
export function convergenceSummary(diagnosis) {
  const summary = object(diagnosis && diagnosis.areas && diagnosis.areas[AREA.convergence]);
  if (!summary) return null;
  const loss = object(summary.loss);
  const windows = loss && Array.isArray(loss.windows)
    ? loss.windows.filter((w) => object(w) && isNumber(w.median) && isNumber(w.low) && isNumber(w.high))
    : [];
  return {
    loss: loss && windows.length ? { ...loss, windows } : null,
    checklist: (Array.isArray(summary.checklist) ? summary.checklist : []).filter(
      (c) => object(c) && typeof c.check === "string",
    ),
    head: object(summary.head),
    epochs: Array.isArray(summary.epochs) ? summary.epochs.filter((e) => object(e) && object(e.logs)) : [],
    saturation: layerRows(summary[STAT.saturation]),
    updateRatio: layerRows(summary.ratios),
  };
}

/** A {layers, steps, values} matrix -> [{layer, value, step}]: each layer's latest finite value. */
export function layerRows(matrix) {
  const m = object(matrix);
  if (!m || !Array.isArray(m.layers) || !Array.isArray(m.values)) return [];
  return m.layers.map((layer, i) => {
    for (let r = m.values.length - 1; r >= 0; r--) {
      const v = Array.isArray(m.values[r]) ? m.values[r][i] : undefined;
      if (isNumber(v)) return { layer: String(layer), value: v, step: isStep(m.steps && m.steps[r]) ? m.steps[r] : null };
    }
    return { layer: String(layer), value: null, step: null };
  });
}

/**
 * The loss chart's geometry in a width x height box: the median line's
 * points, the swing band's polygon (10th to 90th percentile per window),
 * the y range (log10 where every value is positive and they span over a
 * decade) and the start value's line.
 */
export function lossChart(loss, width, height, pad = 4) {
  const ws = loss.windows;
  const values = ws.flatMap((w) => [w.low, w.high]).concat(isNumber(loss.start) ? [loss.start] : []);
  const positive = values.every((v) => v > 0);
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  const log = positive && hi / lo > 10;
  const f = log ? Math.log10 : (v) => v;
  lo = f(lo);
  hi = f(hi);
  if (hi === lo) {
    hi += 0.5;
    lo -= 0.5;
  }
  const x = (i) => pad + (ws.length === 1 ? (width - 2 * pad) / 2 : (i * (width - 2 * pad)) / (ws.length - 1));
  const y = (v) => height - pad - ((f(v) - lo) / (hi - lo)) * (height - 2 * pad);
  const r = (v) => Math.round(v * 10) / 10;
  const median = ws.map((w, i) => [r(x(i)), r(y(w.median))]);
  const band = [...ws.map((w, i) => [r(x(i)), r(y(w.high))]), ...ws.map((w, i) => [r(x(i)), r(y(w.low))]).reverse()];
  const range = [log ? 10 ** lo : lo, log ? 10 ** hi : hi];
  // Round ticks inside the range (decades on a log scale), each with where
  // it sits from the top, as a fraction of the height.
  const tickValues = log ? logSplits(range[0], range[1], 5) : niceTicks(range[0], range[1], 4);
  const ticks = tickValues
    .filter((v) => v >= range[0] - 1e-12 * Math.abs(range[0]) && v <= range[1] + 1e-12 * Math.abs(range[1]))
    .map((v) => ({ value: v, text: formatNumber(v), at: Math.round((y(v) / height) * 1000) / 1000 }));
  return {
    median,
    band,
    startY: isNumber(loss.start) ? r(y(loss.start)) : null,
    log,
    range,
    ticks,
  };
}

/** Points as an SVG `points` attribute. */
export const pointsText = (points) => points.map(([px, py]) => `${px},${py}`).join(" ");

/** The note under the loss chart. */
export function lossNote(loss) {
  const first = loss.windows[0];
  const last = loss.windows[loss.windows.length - 1];
  // The same change, said the same way, as the loss_stuck finding's summary.
  const drop = isNumber(loss.start) && isNumber(loss.end) ? ` (${formatChange(loss.start, loss.end)})` : "";
  return (
    `Loss from ${formatNumber(loss.start)} at the first step to ${formatNumber(loss.end)} in the last window${drop}, ` +
    `steps ${first.first_step}–${last.last_step} in ${loss.windows.length} windows: the line is each window's median, ` +
    "the band its 10th–90th percentile (the swings)."
  );
}

/** The head line: "Dense 'churn': softmax over 1 unit · binary_crossentropy · Adam(learning_rate=0.001)". */
export function headLine(head) {
  if (!head) return "";
  const parts = [];
  if (head.head) {
    const units = isNumber(head.units) ? ` over ${head.units} unit${head.units === 1 ? "" : "s"}` : "";
    parts.push(`${head.head_class || "layer"} '${head.head}': ${head.activation || "linear"}${units}`);
  }
  if (head.loss) parts.push(`${head.loss}${head.from_logits ? " (from_logits=True)" : ""}`);
  if (head.optimizer) parts.push(`${head.optimizer}(learning_rate=${isNumber(head.learning_rate) ? formatNumber(head.learning_rate) : "?"})`);
  return parts.join(" · ");
}

/** The labels and inputs seen, in words, or "". */
export function dataLine(head) {
  if (!head) return "";
  const parts = [];
  const labels = object(head.labels);
  if (labels && isNumber(labels.min) && isNumber(labels.max)) {
    parts.push(`labels in [${formatNumber(labels.min)}, ${formatNumber(labels.max)}]` +
      (isNumber(labels.non_integer) && labels.non_integer > 0 ? `, ${formatNumber(labels.non_integer * 100)}% non-integer` : ""));
  }
  const inputs = object(head.inputs);
  if (inputs && isNumber(inputs.abs_mean_max) && isNumber(inputs.std_max)) {
    parts.push(`inputs: largest feature mean ${formatNumber(inputs.abs_mean_max)}, spread ${formatNumber(inputs.std_max)}`);
  }
  if (isNumber(head.samples) && head.samples) parts.push(`from ${head.samples} batch${head.samples === 1 ? "" : "es"}`);
  return parts.join("; ");
}

/** Saturation rows with a flag for the flat region's majority (DeepDiagnosis: > 50%). */
export function saturationRows(rows) {
  return rows.map((row) => ({ ...row, saturated: isNumber(row.value) && row.value > 0.5 }));
}

/** A convergence (or gradient) finding -> {kind, layer}: what the view highlights, or null. */
export function findingFocus(finding) {
  if (!finding || areaOfFinding(finding) !== AREA.convergence) return null;
  return { kind: String(finding.kind || ""), layer: typeof finding.layer === "string" ? finding.layer : null };
}
