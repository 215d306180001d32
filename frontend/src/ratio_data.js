// What the update / weight ratio chart (ratio.js) draws, from the `matrix`
// route's body for update_ratio: which layers, their points, and the note.
// Pure: no DOM.

/** How many layers the chart shows besides a finding's. */
export const TOP_N = 8;

function lastPositive(row) {
  for (let i = (row || []).length - 1; i >= 0; i--) {
    const v = row[i];
    if (typeof v === "number" && Number.isFinite(v) && v > 0) return v;
  }
  return null;
}

/** Which layer rows to draw: the top `n` by last value, plus `extra` names; ascending. */
export function pickLayers(layers, values, extra = [], n = TOP_N) {
  const ranked = layers
    .map((name, i) => ({ name, i, last: lastPositive(values[i]) }))
    .filter((x) => x.last !== null)
    .sort((a, b) => b.last - a.last);
  const chosen = new Set(ranked.slice(0, n).map((x) => x.i));
  for (const name of extra) {
    const i = layers.indexOf(name);
    if (i >= 0) chosen.add(i);
  }
  return [...chosen].sort((a, b) => a - b);
}

/**
 * The chart's series from the body: {layers, rows, xs, ys, note}. xs: each
 * column's last step; ys: one array per drawn row, null where a log axis has
 * no place (missing, NaN/Inf, <= 0). rows is empty when there is nothing to
 * draw, and note says why.
 */
export function ratioSeries(body, extra) {
  const layers = Array.isArray(body.layers) ? body.layers.map(String) : [];
  const steps = Array.isArray(body.steps) ? body.steps : [];
  const values = Array.isArray(body.values) ? body.values : [];
  const rows = steps.length ? pickLayers(layers, values, extra) : [];
  if (!rows.length) {
    const note = layers.length
      ? "No positive update / weight ratio was logged yet (a log scale cannot show zeros)."
      : "No update / weight ratio was logged for this run.";
    return { layers, rows, xs: [], ys: [], note };
  }
  const hidden = layers.length - rows.length;
  const note =
    (hidden > 0
      ? `Showing ${rows.length} of ${layers.length} layers: the ${Math.min(TOP_N, rows.length)} with the highest last ratio` +
        (rows.length > TOP_N ? " and the layers of the selected finding" : "") +
        ". Choose “Update / weight ratio” in the heatmap above to see every layer. "
      : "") + "Dashed line: 1e-3, a typical healthy ratio.";
  const xs = steps.map((s) => (Array.isArray(s) ? s[1] : s));
  const ys = rows.map((i) => (values[i] || []).map((v) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null)));
  return { layers, rows, xs, ys, note };
}
