// What the attention view (attention.js) shows, from the diagnosis's
// `areas.attention` summary: per attention layer its latest largest logit
// against the one-hot bound the rules judge it by, its entropy, and the
// largest logit over steps as a sparkline; and which layer a finding names.
// Pure: no DOM.
import { AREA, STAT, areaOfFinding } from "../vocab.js";

const isNumber = (v) => typeof v === "number" && Number.isFinite(v);
const object = (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : null);
const numberOrNull = (v) => (isNumber(v) ? v : null);

/** One layer's [step, value] points of a {layers, steps, values} matrix, finite values only. */
export function layerPoints(matrix, layer) {
  const m = object(matrix);
  if (!m || !Array.isArray(m.layers) || !Array.isArray(m.values) || !Array.isArray(m.steps)) return [];
  const column = m.layers.indexOf(layer);
  if (column < 0) return [];
  const points = [];
  m.values.forEach((row, r) => {
    const v = Array.isArray(row) ? row[column] : undefined;
    if (isNumber(v) && isNumber(m.steps[r])) points.push([m.steps[r], v]);
  });
  return points;
}

/** diagnosis.areas.attention -> {layers: [{layer, className, kind, keys, heads, maxLogit, oneHotLogit, entropy, entropyNorm, overBound, logits}], collapsedEntropy}, or null. */
export function attentionSummary(diagnosis) {
  const summary = object(diagnosis && diagnosis.areas && diagnosis.areas[AREA.attention]);
  if (!summary || !Array.isArray(summary.layers)) return null;
  const layers = summary.layers
    .filter((row) => object(row) && typeof row.layer === "string")
    .map((row) => {
      const maxLogit = numberOrNull(row[STAT.attention_max_logit]);
      const oneHotLogit = numberOrNull(row.one_hot_logit);
      return {
        layer: row.layer,
        className: typeof row.class === "string" ? row.class : null,
        kind: typeof row.kind === "string" ? row.kind : null,
        keys: numberOrNull(row.keys),
        heads: numberOrNull(row.heads),
        maxLogit,
        oneHotLogit,
        entropy: numberOrNull(row[STAT.attention_entropy]),
        entropyNorm: numberOrNull(row[STAT.attention_entropy_norm]),
        overBound: maxLogit !== null && oneHotLogit !== null && maxLogit >= oneHotLogit,
        logits: layerPoints(summary[STAT.attention_max_logit], row.layer),
      };
    });
  return layers.length ? { layers, collapsedEntropy: numberOrNull(summary.collapsed_entropy) } : null;
}

/** A sparkline's polyline points ("x,y x,y") for [step, value] points in a width x height box, from 0 up. */
export function sparkPoints(points, width, height, pad = 2) {
  if (!points.length) return "";
  const steps = points.map((p) => p[0]);
  const values = points.map((p) => p[1]);
  const x0 = Math.min(...steps);
  const x1 = Math.max(...steps);
  const hi = Math.max(...values, 0);
  const lo = Math.min(...values, 0);
  const x = (s) => (x1 === x0 ? width / 2 : pad + ((s - x0) / (x1 - x0)) * (width - 2 * pad));
  const y = (v) => (hi === lo ? height / 2 : height - pad - ((v - lo) / (hi - lo)) * (height - 2 * pad));
  return points.map(([s, v]) => `${x(s).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
}

/** {kind, layer} for a finding of this area, else null. */
export function findingFocus(finding) {
  if (!finding || areaOfFinding(finding) !== AREA.attention) return null;
  return { kind: String(finding.kind || ""), layer: typeof finding.layer === "string" ? finding.layer : null };
}
