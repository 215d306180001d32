// What the layer x step heatmap (heatmap.js) draws, from the `matrix` route's
// body: cells and their colours, the colour scale and its ticks, the rows
// and columns a highlight covers, which rows get labels, the step ticks, and
// what the tooltip says about a cell. Pure: no DOM.
import { formatNumber, niceSteps, niceTicks } from "./format.js";
import { AREA } from "./vocab.js";

// The tooltip's data-value for a NaN/Inf cell: the name of the area that is
// about NaN/Inf values ("missing" for a cell not logged).
export const NONFINITE_CELL = AREA.nonfinite;
export const MISSING_CELL = "missing";

// Viridis (matplotlib), 10 stops; interpolated linearly in RGB.
const VIRIDIS = [
  [68, 1, 84],
  [72, 40, 120],
  [62, 73, 137],
  [49, 104, 142],
  [38, 130, 142],
  [31, 158, 137],
  [53, 183, 121],
  [110, 206, 88],
  [181, 222, 43],
  [253, 231, 37],
];

export const MAX_LEFT = 190;
export const MIN_LEFT = 56;
export const RIGHT = 10;
export const LABEL_GAP = 13; // minimum pixels between two layer labels

/** Viridis colour at t in [0, 1], as [r, g, b]. */
export function viridis(t) {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
  const f = x - i;
  const a = VIRIDIS[i];
  const b = VIRIDIS[i + 1];
  return [0, 1, 2].map((k) => Math.round(a[k] + (b[k] - a[k]) * f));
}

/** The route's body -> {layers, steps, values, nonfinite: Set(row * columns + column), stat, logScale}. */
export function matrixFromBody(body) {
  const b = body && typeof body === "object" ? body : {};
  const layers = Array.isArray(b.layers) ? b.layers.map(String) : [];
  const steps = Array.isArray(b.steps) ? b.steps.filter((s) => Array.isArray(s) && s.length >= 2) : [];
  const values = Array.isArray(b.values) ? b.values : [];
  const m = steps.length;
  const nonfinite = new Set();
  for (const cell of Array.isArray(b.nonfinite) ? b.nonfinite : []) {
    if (Array.isArray(cell) && cell.length >= 2) nonfinite.add(cell[0] * m + cell[1]);
  }
  return { layers, steps, values, nonfinite, stat: String(b.stat || ""), logScale: !!b.log_scale };
}

/** What a body holds, for a note: {layers, columns, first, last, binned, nonfinite}. */
export function matrixExtent(body) {
  const b = body && typeof body === "object" ? body : {};
  const layers = Array.isArray(b.layers) ? b.layers.length : 0;
  const steps = Array.isArray(b.steps) ? b.steps.filter((s) => Array.isArray(s) && s.length >= 2) : [];
  return {
    layers,
    columns: steps.length,
    first: steps.length ? steps[0][0] : null,
    last: steps.length ? steps[steps.length - 1][1] : null,
    binned: steps.some((s) => s[1] > s[0]),
    nonfinite: Array.isArray(b.nonfinite) ? b.nonfinite.length : 0,
  };
}

/** The max_columns to ask the `matrix` route for, for a plot `plotWidth` pixels wide. */
export function matrixColumns(plotWidth) {
  return Math.max(50, Math.min(5000, plotWidth));
}

/** Row height in CSS pixels for n layers: tall rows for a few layers, thin ones for hundreds. */
export function rowHeight(n) {
  return Math.max(2.5, Math.min(22, 540 / Math.max(1, n)));
}

/** The left margin (the layer labels' room) for labels `labelWidth` pixels wide. */
export function plotLeft(labelWidth) {
  return Math.round(Math.min(MAX_LEFT, Math.max(MIN_LEFT, labelWidth + 16)));
}

/** Columns [i0, i1] whose step bins overlap [first, last], or null. */
export function columnsForSteps(steps, first, last) {
  if (!Array.isArray(steps) || first === null || first === undefined) return null;
  const lo = Math.min(first, last ?? first);
  const hi = Math.max(first, last ?? first);
  let i0 = -1;
  let i1 = -1;
  steps.forEach((bin, i) => {
    if (!Array.isArray(bin)) return;
    if (bin[1] >= lo && bin[0] <= hi) {
      if (i0 < 0) i0 = i;
      i1 = i;
    }
  });
  return i0 < 0 ? null : [i0, i1];
}

/** The colour range of a matrix: {lo, hi, log, nonPositive} (lo/hi in data units). */
export function colorRange(values, { logScale, stat }) {
  let lo = Infinity;
  let hi = -Infinity;
  let nonPositive = 0;
  for (const row of values) {
    if (!Array.isArray(row)) continue;
    for (const v of row) {
      if (typeof v !== "number" || !Number.isFinite(v)) continue;
      if (logScale && v <= 0) {
        nonPositive++;
        continue;
      }
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (!logScale && /_fraction$/.test(stat || "")) return { lo: 0, hi: 1, log: false, nonPositive: 0 };
  if (lo === Infinity) return logScale ? { lo: 1e-3, hi: 1, log: true, nonPositive } : { lo: 0, hi: 1, log: false, nonPositive };
  if (logScale) {
    if (hi / lo < 10) {
      const mid = Math.sqrt(lo * hi);
      lo = Math.min(lo, mid / Math.sqrt(10));
      hi = Math.max(hi, mid * Math.sqrt(10));
    }
    return { lo, hi, log: true, nonPositive };
  }
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.1 || 1;
    lo -= pad;
    hi += pad;
  }
  return { lo, hi, log: false, nonPositive: 0 };
}

/** Where `v` sits on the colour scale, 0 to 1 (outside when out of range). */
export function colorPosition(range, v) {
  if (range.log) {
    if (v <= 0) return 0;
    return (Math.log10(v) - Math.log10(range.lo)) / (Math.log10(range.hi) - Math.log10(range.lo));
  }
  return (v - range.lo) / (range.hi - range.lo);
}

/** The colour legend's tick values. */
export function legendTicks(range) {
  if (!range.log) return niceTicks(range.lo, range.hi, 4);
  const a = Math.ceil(Math.log10(range.lo) - 1e-9);
  const b = Math.floor(Math.log10(range.hi) + 1e-9);
  const count = b - a + 1;
  const ticks = [];
  if (count < 3) {
    // Under three decades: 1, 2, 5 times each decade.
    for (let e = a - 1; e <= b; e++) {
      for (const m of [1, 2, 5]) {
        const v = m * 10 ** e;
        if (v >= range.lo * (1 - 1e-9) && v <= range.hi * (1 + 1e-9)) ticks.push(Number(v.toPrecision(6)));
      }
    }
    return ticks;
  }
  const step = Math.max(1, Math.ceil(count / 7));
  for (let e = a; e <= b; e += step) ticks.push(10 ** e);
  return ticks;
}

/** A legend tick's text: over four decades every tick as 1eN, not "10000" next to "1e7". */
export function legendTickText(range, v) {
  const sci = range.log && Math.log10(range.hi / range.lo) > 4;
  return sci ? `1e${Math.round(Math.log10(v))}` : formatNumber(v);
}

/**
 * The cells as RGBA bytes, one pixel per cell, row by row. colors:
 * {missing, nonfinite, zero} as [r, g, b] (zero: a value <= 0 on a log scale).
 */
export function cellPixels(matrix, range, colors) {
  const n = matrix.layers.length;
  const m = matrix.steps.length;
  const px = new Uint8ClampedArray(n * m * 4);
  for (let r = 0; r < n; r++) {
    const row = matrix.values[r] || [];
    for (let c = 0; c < m; c++) {
      const v = row[c];
      let rgb;
      if (matrix.nonfinite.has(r * m + c)) rgb = colors.nonfinite;
      else if (typeof v !== "number" || !Number.isFinite(v)) rgb = colors.missing;
      else if (range.log && v <= 0) rgb = colors.zero;
      else rgb = viridis(colorPosition(range, v));
      const o = (r * m + c) * 4;
      px[o] = rgb[0];
      px[o + 1] = rgb[1];
      px[o + 2] = rgb[2];
      px[o + 3] = 255;
    }
  }
  return px;
}

/** The rows and columns holding a NaN/Inf cell, marked at the plot's edges. */
export function nonfiniteEdges(matrix) {
  const m = matrix.steps.length;
  const rows = new Set();
  const columns = new Set();
  for (const key of matrix.nonfinite) {
    rows.add(Math.floor(key / m));
    columns.add(key % m);
  }
  return { rows: [...rows].sort((a, b) => a - b), columns: [...columns].sort((a, b) => a - b) };
}

/** The row indexes of the highlight's layers, ascending (a row of grouped layers: any of them). */
export function highlightRows(matrix, highlight) {
  if (!highlight || !matrix) return [];
  const wanted = new Set(highlight.layers || []);
  const holds = (name, i) => (matrix.members ? matrix.members[i].some((l) => wanted.has(l)) : wanted.has(name));
  return matrix.layers.map((name, i) => (holds(name, i) ? i : -1)).filter((i) => i >= 0);
}

/** Ascending rows -> runs of adjacent ones, [[first, last], ...]. */
export function rowRuns(rows) {
  const runs = [];
  for (const r of rows) {
    const last = runs[runs.length - 1];
    if (last && last[1] === r - 1) last[1] = r;
    else runs.push([r, r]);
  }
  return runs;
}

/**
 * The rows to label, of n rows `rowH` pixels tall: every k-th when rows are
 * thin, the highlighted ones always (unless one sits right under another),
 * and no plain row crowding a highlighted one.
 */
export function labelledRows(n, rowH, highlighted) {
  const hSet = new Set(highlighted);
  const every = Math.max(1, Math.ceil(LABEL_GAP / rowH));
  const nearHighlight = (r) => highlighted.some((q) => Math.abs(q - r) * rowH < LABEL_GAP && q !== r);
  const labelled = [];
  for (let r = 0; r < n; r++) {
    const isH = hSet.has(r);
    if (!isH && (r % every !== 0 || nearHighlight(r))) continue;
    const prev = labelled[labelled.length - 1];
    if (isH && labelled.length && (r - prev) * rowH < LABEL_GAP && hSet.has(prev)) continue;
    labelled.push(r);
  }
  return labelled;
}

/**
 * The x axis is the steps, evenly: where steps are missing (a loss-scale
 * skip, a gap between fits) columns keep their steps' width and the gap
 * shows as not logged. [[x0, x1], ...] per column, as fractions of the
 * plot's width.
 */
export function columnEdges(steps) {
  if (!Array.isArray(steps) || !steps.length) return [];
  const s0 = steps[0][0];
  const span = Math.max(1, steps[steps.length - 1][1] + 1 - s0);
  return steps.map(([a, b]) => [(a - s0) / span, (b + 1 - s0) / span]);
}

/** Where step `s` sits on that axis (the middle of its slot), 0 to 1, or null outside the steps. */
export function stepPosition(steps, s) {
  if (!Array.isArray(steps) || !steps.length) return null;
  const s0 = steps[0][0];
  const s1 = steps[steps.length - 1][1];
  if (s < s0 || s > s1) return null;
  return (s + 0.5 - s0) / (s1 + 1 - s0);
}

/** The column at fraction `f` of the plot's width, or null in a gap (steps not logged). */
export function columnAt(edges, f) {
  let lo = 0;
  let hi = edges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (f < edges[mid][0]) hi = mid - 1;
    else if (f >= edges[mid][1]) lo = mid + 1;
    else return mid;
  }
  return null;
}

/** Whether every column has the same width and none is missing (the cells can be drawn in one go). */
export function evenColumns(edges) {
  if (!edges.length) return true;
  const w = edges[0][1] - edges[0][0];
  return edges.every(([a, b], i) => Math.abs(b - a - w) < 1e-9 && (i === 0 || Math.abs(a - edges[i - 1][1]) < 1e-9));
}

/** Step ticks for a plot `plotW` pixels wide: [{step, x}] (x: 0 to 1, evenly spaced in steps). */
export function stepTicks(steps, plotW) {
  if (!steps.length) return [];
  const ticks = niceSteps(steps[0][0], steps[steps.length - 1][1], Math.max(2, Math.floor(plotW / 80)));
  return ticks.map((step) => ({ step, x: stepPosition(steps, step) })).filter((t) => t.x !== null);
}

/** What the tooltip says of cell (r, c): {layer, steps: [a, b], valueText, dataValue, nonfinite, mean}. */
export function cellReadout(matrix, r, c) {
  const v = (matrix.values[r] || [])[c];
  const nonfinite = matrix.nonfinite.has(r * matrix.steps.length + c);
  const finite = typeof v === "number" && Number.isFinite(v);
  const [a, b] = matrix.steps[c];
  return {
    layer: matrix.layers[r],
    steps: [a, b],
    valueText: nonfinite ? "NaN / Inf" : finite ? formatNumber(v, 4) : "not logged",
    dataValue: nonfinite ? NONFINITE_CELL : finite ? String(v) : MISSING_CELL,
    nonfinite,
    // A binned column shows the mean of its steps.
    mean: a !== b && !nonfinite && typeof v === "number",
  };
}

/** Layers of the highlight that the matrix does not have. */
export function missingLayers(matrix, highlight) {
  if (!highlight || !matrix) return [];
  const have = new Set(matrix.layers);
  return highlight.layers.filter((l) => !have.has(l));
}

/** The canvas's data attributes: what is drawn, for tests. */
export function heatmapAttributes(matrix, range, geom, highlight) {
  const attrs = {
    // A matrix drawn grouped (heatmap_groups.js) counts its layers, not its rows.
    layers: String(matrix ? (matrix.layerCount ?? matrix.layers.length) : 0),
    rows: String(matrix ? matrix.layers.length : 0),
    columns: String(matrix ? matrix.steps.length : 0),
    stat: matrix ? matrix.stat : "",
    logScale: matrix && range && range.log ? "true" : "false",
    nonfiniteCells: String(matrix ? matrix.nonfinite.size : 0),
  };
  if (range) {
    attrs.rangeMin = String(range.lo);
    attrs.rangeMax = String(range.hi);
  }
  if (geom) attrs.plot = [geom.left, geom.top, geom.width, geom.height].map((v) => v.toFixed(1)).join(",");
  if (highlight && matrix) {
    const rows = highlightRows(matrix, highlight);
    const named = matrix.members ? rows.flatMap((i) => matrix.members[i]) : rows.map((i) => matrix.layers[i]);
    const wanted = new Set(highlight.layers || []);
    attrs.highlightLayers = JSON.stringify([...new Set(named)].filter((l) => wanted.has(l)));
    attrs.highlightRows = JSON.stringify(rows);
    attrs.highlightSteps = `${highlight.first}-${highlight.last}`;
    const c = columnsForSteps(matrix.steps, highlight.first, highlight.last);
    attrs.highlightColumns = c ? `${c[0]}-${c[1]}` : "";
  }
  return attrs;
}

/** The attributes heatmapAttributes leaves out when there is nothing for them. */
export const OPTIONAL_ATTRIBUTES = ["rangeMin", "rangeMax", "plot", "highlightLayers", "highlightRows", "highlightSteps", "highlightColumns"];
