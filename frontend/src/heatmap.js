// The layer x step heatmap of one gradient statistic, drawn on a canvas
// (#gradient-heatmap). One row per layer (first layer on top), one column per
// server-side step bin (`gradients?stat=...&max_columns=N`). Colours: viridis
// on a log10 or linear scale; NaN/Inf cells and missing cells in colours of
// their own. What is drawn is mirrored in data attributes for tests.
import { h, replaceChildren } from "./dom.js";
import { cssVar } from "./theme.js";
import { formatNumber, formatSteps, niceSteps, middleEllipsis, measureText } from "./plotutil.js";

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

/** Viridis colour at t in [0, 1], as [r, g, b]. */
export function viridis(t) {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
  const f = x - i;
  const a = VIRIDIS[i];
  const b = VIRIDIS[i + 1];
  return [0, 1, 2].map((k) => Math.round(a[k] + (b[k] - a[k]) * f));
}

function parseColor(text, fallback) {
  const m = /^#([0-9a-f]{6})$/i.exec(String(text).trim());
  if (!m) return fallback;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const FONT = '11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const BOLD_FONT = `600 ${FONT}`;
const MAX_LEFT = 190;
const MIN_LEFT = 56;
const TOP = 10;
const RIGHT = 10;
const BOTTOM = 40;
const LABEL_GAP = 13; // minimum pixels between two layer labels

/** Row height in CSS pixels for n layers: tall rows for a few layers, thin ones for hundreds. */
export function rowHeight(n) {
  return Math.max(2.5, Math.min(22, 540 / Math.max(1, n)));
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

/** The colour range of a matrix: {lo, hi, log, clampedLow} (lo/hi in data units). */
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

function position(range, v) {
  if (range.log) {
    if (v <= 0) return 0;
    return (Math.log10(v) - Math.log10(range.lo)) / (Math.log10(range.hi) - Math.log10(range.lo));
  }
  return (v - range.lo) / (range.hi - range.lo);
}

function legendTicks(range) {
  if (range.log) {
    const a = Math.ceil(Math.log10(range.lo) - 1e-9);
    const b = Math.floor(Math.log10(range.hi) + 1e-9);
    const count = b - a + 1;
    if (count < 3) {
      // Under three decades: 1, 2, 5 times each decade.
      const ticks = [];
      for (let e = a - 1; e <= b; e++) {
        for (const m of [1, 2, 5]) {
          const v = m * 10 ** e;
          if (v >= range.lo * (1 - 1e-9) && v <= range.hi * (1 + 1e-9)) ticks.push(Number(v.toPrecision(6)));
        }
      }
      return ticks;
    }
    const every = Math.max(1, Math.ceil(count / 7));
    const ticks = [];
    for (let e = a; e <= b; e += every) ticks.push(10 ** e);
    return ticks;
  }
  const span = range.hi - range.lo;
  const raw = span / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * p).find((s) => s >= raw) || raw;
  const ticks = [];
  for (let v = Math.ceil(range.lo / step) * step; v <= range.hi + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/**
 * A heatmap in `container`. setData(matrix) draws one `gradients` answer;
 * setHighlight({layers, first, last}) outlines layers over a step range.
 */
export function createHeatmap(container, { label = "value" } = {}) {
  const canvas = h("canvas", { id: "gradient-heatmap", class: "heatmap-canvas", role: "img", tabindex: "0" });
  const tooltip = h("div", { id: "heatmap-tooltip", class: "chart-tooltip", role: "tooltip", hidden: true });
  const wrap = h("div", { class: "heatmap-wrap" }, canvas, tooltip);
  const legend = h("div", { class: "heatmap-legend", id: "heatmap-legend" });
  replaceChildren(container, wrap, legend);

  let matrix = null; // {layers, steps, values, nonfinite:Set("l,c"), logScale, stat}
  let range = null;
  let highlight = null; // {layers: [...], first, last}
  let geom = null; // {left, top, width, height, rowH, colW, n, m}
  let valueLabel = label;
  let pointer = null; // the last {clientX, clientY} over the canvas

  const rows = () => (matrix ? matrix.layers.length : 0);
  const cols = () => (matrix ? matrix.steps.length : 0);

  function highlightRows() {
    if (!highlight || !matrix) return new Set();
    const wanted = new Set(highlight.layers || []);
    const set = new Set();
    matrix.layers.forEach((name, i) => wanted.has(name) && set.add(i));
    return set;
  }

  function mirror() {
    const ds = canvas.dataset;
    ds.layers = String(rows());
    ds.columns = String(cols());
    ds.stat = matrix ? matrix.stat : "";
    ds.logScale = matrix && range && range.log ? "true" : "false";
    ds.nonfiniteCells = String(matrix ? matrix.nonfinite.size : 0);
    if (range) {
      ds.rangeMin = String(range.lo);
      ds.rangeMax = String(range.hi);
    }
    if (geom) ds.plot = [geom.left, geom.top, geom.width, geom.height].map((v) => v.toFixed(1)).join(",");
    if (highlight && matrix) {
      const hr = [...highlightRows()].sort((a, b) => a - b);
      ds.highlightLayers = JSON.stringify(hr.map((i) => matrix.layers[i]));
      ds.highlightRows = JSON.stringify(hr);
      ds.highlightSteps = `${highlight.first}-${highlight.last}`;
      const c = columnsForSteps(matrix.steps, highlight.first, highlight.last);
      ds.highlightColumns = c ? `${c[0]}-${c[1]}` : "";
    } else {
      for (const k of ["highlightLayers", "highlightRows", "highlightSteps", "highlightColumns"]) delete ds[k];
    }
  }

  function draw() {
    drawCells();
    // Data or size changed under a still pointer: show the cell now under it.
    const cell = pointer ? cellAt(pointer) : null;
    if (cell) showTooltip(cell);
    else hideTooltip();
  }

  function drawCells() {
    const ctx = canvas.getContext("2d");
    const cssWidth = Math.max(240, wrap.clientWidth || container.clientWidth || 600);
    if (!matrix || !rows() || !cols()) {
      canvas.width = 0;
      canvas.height = 0;
      canvas.style.height = "0px";
      geom = null;
      replaceChildren(legend);
      mirror();
      return;
    }
    const n = rows();
    const m = cols();
    const rowH = rowHeight(n);
    const plotH = n * rowH;
    const labelWidth = Math.max(...matrix.layers.map((name) => measureText(name, FONT)));
    const left = Math.round(Math.min(MAX_LEFT, Math.max(MIN_LEFT, labelWidth + 16)));
    const plotW = Math.max(40, cssWidth - left - RIGHT);
    const cssHeight = Math.ceil(TOP + plotH + BOTTOM);
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(cssWidth * dpr);
    canvas.height = Math.round(cssHeight * dpr);
    canvas.style.width = `${cssWidth}px`;
    canvas.style.height = `${cssHeight}px`;
    geom = { left, top: TOP, width: plotW, height: plotH, rowH, colW: plotW / m, n, m };
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, cssWidth, cssHeight);

    // Cells: one pixel per cell in an offscreen image, scaled without smoothing.
    const missing = parseColor(cssVar("--heatmap-missing", "#d5d8dc"), [213, 216, 220]);
    const bad = parseColor(cssVar("--heatmap-nonfinite", "#e8112d"), [232, 17, 45]);
    const zero = parseColor(cssVar("--heatmap-zero", "#000000"), [0, 0, 0]);
    const img = new ImageData(m, n);
    const px = img.data;
    for (let r = 0; r < n; r++) {
      const row = matrix.values[r] || [];
      for (let c = 0; c < m; c++) {
        const v = row[c];
        let rgb;
        if (matrix.nonfinite.has(r * m + c)) rgb = bad;
        else if (typeof v !== "number" || !Number.isFinite(v)) rgb = missing;
        else if (range.log && v <= 0) rgb = zero;
        else rgb = viridis(position(range, v));
        const o = (r * m + c) * 4;
        px[o] = rgb[0];
        px[o + 1] = rgb[1];
        px[o + 2] = rgb[2];
        px[o + 3] = 255;
      }
    }
    const off = document.createElement("canvas");
    off.width = m;
    off.height = n;
    off.getContext("2d").putImageData(img, 0, 0);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(off, left, TOP, plotW, plotH);

    // NaN/Inf cells can be thinner than a pixel at 200 x 600: mark their
    // rows in the right margin and their columns above the plot.
    if (matrix.nonfinite.size) {
      const badRows = new Set();
      const badCols = new Set();
      for (const key of matrix.nonfinite) {
        badRows.add(Math.floor(key / m));
        badCols.add(key % m);
      }
      ctx.fillStyle = `rgb(${bad.join(",")})`;
      for (const r of badRows) ctx.fillRect(left + plotW + 2, TOP + r * rowH, 5, Math.max(2, rowH));
      for (const c of badCols) ctx.fillRect(left + c * geom.colW, TOP - 6, Math.max(2, geom.colW), 4);
    }

    const fg = cssVar("--fg", "#1f2328");
    const muted = cssVar("--fg-muted", "#5f6670");
    const ring = cssVar("--heatmap-highlight", "#ff00aa");
    const hRows = highlightRows();

    // Highlight: an outline around each run of adjacent highlighted rows,
    // over the finding's step range.
    if (hRows.size) {
      const c = columnsForSteps(matrix.steps, highlight.first, highlight.last) || [0, m - 1];
      const x0 = left + c[0] * geom.colW;
      const x1 = left + (c[1] + 1) * geom.colW;
      const sorted = [...hRows].sort((a, b) => a - b);
      const runs = [];
      for (const r of sorted) {
        const last = runs[runs.length - 1];
        if (last && last[1] === r - 1) last[1] = r;
        else runs.push([r, r]);
      }
      ctx.save();
      for (const [r0, r1] of runs) {
        const y0 = TOP + r0 * rowH;
        const y1 = TOP + (r1 + 1) * rowH;
        const w = Math.max(x1 - x0, 3);
        ctx.lineWidth = 4;
        ctx.strokeStyle = "rgba(0,0,0,0.55)";
        ctx.strokeRect(x0 - 2, y0 - 2, w + 4, y1 - y0 + 4);
        ctx.lineWidth = 2;
        ctx.strokeStyle = ring;
        ctx.strokeRect(x0 - 2, y0 - 2, w + 4, y1 - y0 + 4);
        // Mark the rows on the left axis too.
        ctx.fillStyle = ring;
        ctx.fillRect(left - 5, y0, 3, Math.max(2, y1 - y0));
      }
      // The step range on the bottom axis.
      ctx.fillStyle = ring;
      ctx.fillRect(x0, TOP + plotH + 1, Math.max(x1 - x0, 2), 3);
      ctx.restore();
    }

    // Layer labels: every row when rows are tall enough, else every k-th,
    // and the highlighted rows always (in bold).
    ctx.font = FONT;
    ctx.textAlign = "right";
    ctx.textBaseline = "middle";
    const every = Math.max(1, Math.ceil(LABEL_GAP / rowH));
    const labelled = [];
    const maxLabel = left - 10;
    const hSorted = [...hRows].sort((a, b) => a - b);
    const nearHighlight = (r) => hSorted.some((q) => Math.abs(q - r) * rowH < LABEL_GAP && q !== r);
    for (let r = 0; r < n; r++) {
      const isH = hRows.has(r);
      if (!isH && (r % every !== 0 || nearHighlight(r))) continue;
      if (isH && labelled.length && (r - labelled[labelled.length - 1]) * rowH < LABEL_GAP && hRows.has(labelled[labelled.length - 1])) continue;
      labelled.push(r);
    }
    for (const r of labelled) {
      const isH = hRows.has(r);
      ctx.font = isH ? BOLD_FONT : FONT;
      ctx.fillStyle = isH ? fg : muted;
      ctx.fillText(middleEllipsis(matrix.layers[r], maxLabel, ctx.font), left - 8, TOP + (r + 0.5) * rowH);
    }

    // Step ticks on the bottom axis.
    const firstStep = matrix.steps[0][0];
    const lastStep = matrix.steps[m - 1][1];
    const xOfStep = (s) => {
      const c = columnsForSteps(matrix.steps, s, s);
      if (!c) return null;
      const [a, b] = matrix.steps[c[0]];
      const f = b > a ? (s - a) / (b - a + 1) : 0;
      return left + (c[0] + f) * geom.colW;
    };
    ctx.font = FONT;
    ctx.fillStyle = muted;
    ctx.strokeStyle = muted;
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    ctx.lineWidth = 1;
    const ticks = niceSteps(firstStep, lastStep, Math.max(2, Math.floor(plotW / 80)));
    for (const s of ticks) {
      const x = xOfStep(s);
      if (x === null) continue;
      ctx.beginPath();
      ctx.moveTo(Math.round(x) + 0.5, TOP + plotH);
      ctx.lineTo(Math.round(x) + 0.5, TOP + plotH + 5);
      ctx.stroke();
      ctx.fillText(String(s), Math.min(Math.max(x, left + 10), left + plotW - 10), TOP + plotH + 7);
    }
    ctx.fillText("step", left + plotW / 2, TOP + plotH + 23);
    ctx.strokeStyle = cssVar("--card-border", "#e0e3e8");
    ctx.strokeRect(left - 0.5, TOP - 0.5, plotW + 1, plotH + 1);

    renderLegend();
    mirror();
  }

  function renderLegend() {
    if (!matrix) return replaceChildren(legend);
    const ticks = legendTicks(range);
    // Many decades: every tick as 1eN, not "10000" next to "1e7".
    const sci = range.log && Math.log10(range.hi / range.lo) > 4;
    const tickText = (v) => (sci ? `1e${Math.round(Math.log10(v))}` : formatNumber(v));
    const stops = [];
    for (let i = 0; i <= 10; i++) {
      const [r, g, b] = viridis(i / 10);
      stops.push(`rgb(${r},${g},${b}) ${i * 10}%`);
    }
    const bar = h("div", { class: "legend-bar", style: `background: linear-gradient(to right, ${stops.join(", ")})` });
    const tickRow = h(
      "div",
      { class: "legend-ticks" },
      ticks.map((v) => {
        const t = Math.min(1, Math.max(0, position(range, v)));
        return h("span", { class: "legend-tick", style: `left: ${(t * 100).toFixed(2)}%` }, tickText(v));
      }),
    );
    const extras = [];
    extras.push(h("span", { class: "legend-item" }, h("span", { class: "swatch cell-nonfinite" }), "NaN / Inf (rows and columns marked at the edges)"));
    extras.push(h("span", { class: "legend-item" }, h("span", { class: "swatch cell-missing" }), "not logged"));
    if (range.log && range.nonPositive) {
      // A log scale has no place for 0 (a dead layer's gradient norm): its own colour.
      extras.push(h("span", { class: "legend-item", id: "heatmap-zero-cells" }, h("span", { class: "swatch cell-zero" }), `0 (${range.nonPositive} cell${range.nonPositive === 1 ? "" : "s"})`));
    }
    replaceChildren(
      legend,
      h(
        "div",
        { class: "legend-scale" },
        h("span", { class: "legend-title" }, `${valueLabel}${range.log ? " (log₁₀ scale)" : ""}`),
        h(
          "div",
          { class: "legend-bar-box" },
          bar,
          tickRow,
        ),
        h("span", { class: "legend-range muted", id: "heatmap-range" }, `${formatNumber(range.lo)} … ${formatNumber(range.hi)}`),
      ),
      h("div", { class: "legend-extras" }, extras),
    );
  }

  function cellAt(event) {
    if (!geom || !matrix) return null;
    const rect = canvas.getBoundingClientRect();
    const x = event.clientX - rect.left - geom.left;
    const y = event.clientY - rect.top - geom.top;
    if (x < 0 || y < 0 || x >= geom.width || y >= geom.height) return null;
    const r = Math.min(geom.n - 1, Math.floor(y / geom.rowH));
    const c = Math.min(geom.m - 1, Math.floor(x / geom.colW));
    return { r, c, x: x + geom.left, y: y + geom.top };
  }

  function hideTooltip() {
    tooltip.hidden = true;
    delete tooltip.dataset.layer;
    delete tooltip.dataset.column;
    delete tooltip.dataset.steps;
    delete tooltip.dataset.value;
  }

  function showTooltip(cell) {
    const { r, c } = cell;
    const v = (matrix.values[r] || [])[c];
    const isBad = matrix.nonfinite.has(r * geom.m + c);
    const valueText = isBad ? "NaN / Inf" : typeof v === "number" && Number.isFinite(v) ? formatNumber(v, 4) : "not logged";
    const [a, b] = matrix.steps[c];
    replaceChildren(
      tooltip,
      h("div", { class: "tt-title" }, matrix.layers[r]),
      h("div", { class: "tt-row muted" }, `layer ${r + 1} of ${geom.n} · ${formatSteps(a, b)}`),
      h("div", { class: `tt-row${isBad ? " error-text" : ""}` }, `${valueLabel}: `, h("strong", null, valueText), a !== b && !isBad && typeof v === "number" ? h("span", { class: "muted" }, " (mean)") : null),
    );
    tooltip.dataset.layer = matrix.layers[r];
    tooltip.dataset.column = String(c);
    tooltip.dataset.steps = `${a}-${b}`;
    tooltip.dataset.value = isBad ? "nonfinite" : typeof v === "number" && Number.isFinite(v) ? String(v) : "missing";
    tooltip.hidden = false;
    const wrapW = wrap.clientWidth;
    const tw = tooltip.offsetWidth;
    const th = tooltip.offsetHeight;
    let tx = cell.x + 14;
    if (tx + tw > wrapW) tx = cell.x - tw - 14;
    let ty = cell.y + 14;
    if (ty + th > canvas.offsetHeight) ty = Math.max(0, cell.y - th - 10);
    tooltip.style.left = `${Math.max(0, tx)}px`;
    tooltip.style.top = `${ty}px`;
  }

  canvas.addEventListener("mousemove", (event) => {
    pointer = { clientX: event.clientX, clientY: event.clientY };
    const cell = cellAt(pointer);
    if (cell) showTooltip(cell);
    else hideTooltip();
  });
  canvas.addEventListener("mouseleave", () => {
    pointer = null;
    hideTooltip();
  });

  let lastWidth = 0;
  const resize = new ResizeObserver(() => {
    const w = wrap.clientWidth;
    if (matrix && Math.abs(w - lastWidth) > 1) {
      lastWidth = w;
      draw();
    }
  });
  resize.observe(wrap);

  return {
    canvas,
    /** The plot's width in CSS pixels, for max_columns. */
    plotWidth(layerNames) {
      const cssWidth = Math.max(240, wrap.clientWidth || container.clientWidth || 600);
      const names = Array.isArray(layerNames) && layerNames.length ? layerNames : matrix ? matrix.layers : [];
      const labelWidth = names.length ? Math.max(...names.map((name) => measureText(String(name), FONT))) : 120;
      return Math.max(40, Math.floor(cssWidth - Math.min(MAX_LEFT, Math.max(MIN_LEFT, labelWidth + 16)) - RIGHT));
    },
    /** body: the JSON of `gradients?run=&stat=`. */
    setData(body, { label: newLabel } = {}) {
      if (newLabel) valueLabel = newLabel;
      const layers = Array.isArray(body.layers) ? body.layers.map(String) : [];
      const steps = Array.isArray(body.steps) ? body.steps.filter((s) => Array.isArray(s) && s.length >= 2) : [];
      const values = Array.isArray(body.values) ? body.values : [];
      const m = steps.length;
      const nonfinite = new Set();
      for (const cell of Array.isArray(body.nonfinite) ? body.nonfinite : []) {
        if (Array.isArray(cell) && cell.length >= 2) nonfinite.add(cell[0] * m + cell[1]);
      }
      matrix = { layers, steps, values, nonfinite, stat: String(body.stat || ""), logScale: !!body.log_scale };
      range = colorRange(values, { logScale: matrix.logScale, stat: matrix.stat });
      lastWidth = wrap.clientWidth;
      draw();
    },
    clear() {
      matrix = null;
      range = null;
      draw();
    },
    setHighlight(value) {
      highlight = value && Array.isArray(value.layers) ? value : null;
      draw();
    },
    /** Layers of the highlight that the matrix does not have. */
    missingLayers() {
      if (!highlight || !matrix) return [];
      const have = new Set(matrix.layers);
      return highlight.layers.filter((l) => !have.has(l));
    },
    redraw: draw,
    destroy() {
      resize.disconnect();
    },
  };
}
