// The layer x step heatmap of one statistic, drawn on a canvas: one row per
// layer (first layer on top), one column per server-side step bin
// (`matrix?stat=...&max_columns=N`). Colours: viridis on a log10 or linear
// scale; NaN/Inf cells and missing cells in colours of their own. Hundreds
// of layers are grouped by block, one row each, opened with a click
// (heatmap_groups.js). The row labels are elements (ellipsised, the full name
// in their tooltip; a block's is a button). What is drawn is mirrored in data
// attributes for tests. What to draw is worked out in heatmap_data.js; this
// module draws it.
import css from "./heatmap.css";
import { h, injectStyle, replaceChildren } from "./dom.js";
import { cssVar, cssVarRgb } from "./theme.js";
import { formatNumber, formatSteps } from "./format.js";
import { CHART_FONT, fitText, markChart, measureText, sizeCanvas, watchWidth } from "./plotutil.js";
import { AGGREGATE, displayMatrix, displayRows, groupReadout, groupsHolding, layerGroups, memberLabel } from "./heatmap_groups.js";
import {
  RIGHT,
  OPTIONAL_ATTRIBUTES,
  cellPixels,
  cellReadout,
  colorPosition,
  columnAt,
  columnEdges,
  evenColumns,
  colorRange,
  columnsForSteps,
  heatmapAttributes,
  highlightRows,
  labelledRows,
  legendTickText,
  legendTicks,
  matrixFromBody,
  missingLayers,
  nonfiniteEdges,
  plotLeft,
  rowHeight,
  rowRuns,
  stepTicks,
  viridis,
} from "./heatmap_data.js";

const FONT = CHART_FONT;
const BOLD_FONT = `600 ${FONT}`;
const TOP = 10;
const BOTTOM = 40;
const LABEL_H = 14; // a row label's box, centred on its row
const GROUP_MARK = { open: "▾ ", closed: "▸ " };

/**
 * A heatmap in `container`. setData(body) draws one `matrix` answer;
 * setHighlight({layers, first, last}) outlines layers over a step range.
 * Its elements' ids: `id` for the canvas, `${idPrefix}-tooltip`,
 * `${idPrefix}-legend`, ... (two heatmaps on a page need two prefixes).
 */
export function createHeatmap(container, { label = "value", id = "gradient-heatmap", idPrefix = "heatmap" } = {}) {
  injectStyle("trainhealth-heatmap-style", css);
  const { canvas, tooltip, labelBox, wrap, legend } = heatmapElements(container, id, idPrefix);

  let full = null; // matrixFromBody(): every layer
  let groups = null; // layerGroups(), null when every layer has a row
  const expanded = new Set(); // ids of the groups shown opened
  let rows = []; // displayRows()
  let matrix = null; // what is drawn: `full`, or its rows grouped (displayMatrix())
  let range = null;
  let highlight = null; // {layers: [...], first, last}
  let geom = null; // {left, top, width, height, rowH, n, m, edges}
  let valueLabel = label;
  let marginNames = null; // the names that size the labels' margin (the matrix's own when null)
  let pointer = null; // the last {clientX, clientY} over the canvas

  const cssWidth = () => Math.max(240, wrap.clientWidth || container.clientWidth || 600);

  function regroup() {
    rows = displayRows(full.layers, groups, expanded);
    matrix = groups ? displayMatrix(full, rows) : full;
  }

  function toggleGroup(groupId) {
    if (expanded.has(groupId)) expanded.delete(groupId);
    else expanded.add(groupId);
    regroup();
    draw();
  }

  function mirror() {
    const attrs = heatmapAttributes(matrix, range, geom, highlight);
    for (const key of OPTIONAL_ATTRIBUTES) if (!(key in attrs)) delete canvas.dataset[key];
    Object.assign(canvas.dataset, attrs);
  }

  function draw() {
    drawPlot();
    // Data or size changed under a still pointer: show the cell now under it.
    const cell = pointer ? cellAt(pointer) : null;
    if (cell) showTooltip(cell);
    else hideTooltip();
  }

  // The plot, in the order it is painted: cells, the NaN/Inf marks, the
  // highlight, the row labels, the step axis, the frame; then the legend.
  function drawPlot() {
    if (!matrix || !matrix.layers.length || !matrix.steps.length) return drawNothing();
    const width = cssWidth();
    geom = plotGeometry(matrix, width, labelWidth(marginNames || rows.map(rowText)));
    const ctx = sizeCanvas(canvas, width, Math.ceil(TOP + geom.height + BOTTOM));
    paintCells(ctx, matrix, range, geom);
    markNonfinite(ctx, matrix, geom);
    const hRows = highlightRows(matrix, highlight);
    drawHighlight(ctx, geom, matrix.steps, highlight, hRows);
    const ticksY = drawLabels(hRows);
    const ticksX = drawStepAxis(ctx, geom, matrix.steps);
    markChart(canvas, { ticksX, ticksY, xTitle: "step", yTitle: "layer" });
    drawFrame(ctx, geom);
    replaceChildren(legend, legendParts({ range, valueLabel, groups, rows, layerCount: full.layers.length, idPrefix }));
    mirror();
  }

  function drawNothing() {
    canvas.width = 0;
    canvas.height = 0;
    canvas.style.height = "0px";
    geom = null;
    replaceChildren(legend);
    replaceChildren(labelBox);
    mirror();
  }

  // Row labels, as elements in the left margin: shortened in the middle to
  // fit it, the full name in their tooltip; the highlighted rows' in bold;
  // a block's a button that opens or closes it.
  function drawLabels(hRows) {
    const { left, rowH, n } = geom;
    const hSet = new Set(hRows);
    const width = left - 10;
    const labels = labelledRows(n, rowH, hRows).map((r) => rowLabel(rows[r], r, { rowH, width, highlighted: hSet.has(r), onToggle: toggleGroup }));
    replaceChildren(labelBox, labels);
    return labels.length;
  }

  function cellAt(event) {
    if (!geom || !matrix) return null;
    const rect = canvas.getBoundingClientRect();
    const x = event.clientX - rect.left - geom.left;
    const y = event.clientY - rect.top - geom.top;
    if (x < 0 || y < 0 || x >= geom.width || y >= geom.height) return null;
    const r = Math.min(geom.n - 1, Math.floor(y / geom.rowH));
    const c = columnAt(geom.edges, x / geom.width);
    if (c === null) return null; // steps not logged
    return { r, c, x: x + geom.left, y: y + geom.top };
  }

  function hideTooltip() {
    tooltip.hidden = true;
    for (const key of ["layer", "column", "steps", "value"]) delete tooltip.dataset[key];
  }

  function showTooltip(cell) {
    const { r, c } = cell;
    const readout = cellReadout(matrix, r, c);
    const [a, b] = readout.steps;
    const row = rows[r];
    const group = row && row.kind === "group" ? groupReadout(full, row, c) : null;
    const where = group
      ? `${group.layers} layers · ${formatSteps(a, b)}`
      : `${groups ? "" : `layer ${r + 1} of ${geom.n} · `}${formatSteps(a, b)}`;
    replaceChildren(tooltip, tooltipParts(readout, { where, valueLabel, group, row }));
    Object.assign(tooltip.dataset, { layer: readout.layer, column: String(c), steps: `${a}-${b}`, value: readout.dataValue });
    tooltip.hidden = false;
    placeTooltip(tooltip, cell, wrap.clientWidth, canvas.offsetHeight);
  }

  canvas.addEventListener("mousemove", (event) => {
    pointer = { clientX: event.clientX, clientY: event.clientY };
    const cell = cellAt(pointer);
    if (cell) showTooltip(cell);
    else hideTooltip();
  });
  // A click on a block's cells opens or closes it, as its label does.
  canvas.addEventListener("click", (event) => {
    const cell = cellAt(event);
    const row = cell && rows[cell.r];
    if (row && row.kind === "group") toggleGroup(row.id);
  });
  canvas.addEventListener("mouseleave", () => {
    pointer = null;
    hideTooltip();
  });

  const width = watchWidth(wrap, () => matrix && draw());

  return {
    canvas,
    /** The plot's width in CSS pixels, for max_columns. */
    plotWidth(layerNames) {
      // The labels those layers would get: grouped as setData would group them.
      const layers = Array.isArray(layerNames) && layerNames.length ? layerNames.map(String) : null;
      const names = layers ? displayRows(layers, layerGroups(layers), new Set()).map(rowText) : rows.map(rowText);
      return Math.max(40, Math.floor(cssWidth() - plotLeft(labelWidth(names)) - RIGHT));
    },
    /**
     * body: the JSON of `matrix?run=&stat=`. Two heatmaps compared: range,
     * a colour range to use instead of the matrix's own (one scale), and
     * labels, the layer names whose widths size the left margin (one x for
     * a step in both).
     */
    setData(body, { label: newLabel, range: fixedRange = null, labels = null } = {}) {
      if (newLabel) valueLabel = newLabel;
      marginNames = Array.isArray(labels) && labels.length ? labels : null;
      const before = full ? full.layers.join("\n") : null;
      full = matrixFromBody(body);
      groups = layerGroups(full.layers);
      // Another model's layers: its blocks start closed (the focus's open).
      if (before !== full.layers.join("\n")) expanded.clear();
      for (const groupId of groupsHolding(groups, full.layers, highlight && highlight.layers)) expanded.add(groupId);
      regroup();
      // One colour scale for every layer, opened or not.
      range = fixedRange || colorRange(full.values, { logScale: full.logScale, stat: full.stat });
      width.sync();
      draw();
    },
    clear() {
      full = null;
      groups = null;
      rows = [];
      matrix = null;
      range = null;
      draw();
    },
    setHighlight(value) {
      highlight = value && Array.isArray(value.layers) ? value : null;
      // The blocks holding the highlighted layers open, to show them.
      if (full) {
        for (const groupId of groupsHolding(groups, full.layers, highlight && highlight.layers)) expanded.add(groupId);
        regroup();
      }
      draw();
    },
    /** Layers of the highlight that the matrix does not have. */
    missingLayers: () => missingLayers(full, highlight),
    redraw: draw,
    destroy() {
      width.disconnect();
    },
  };
}

// The heatmap's elements in `container`: the canvas, its row labels and
// tooltip over it, and the legend under it.
function heatmapElements(container, id, idPrefix) {
  const canvas = h("canvas", { id, class: "heatmap-canvas", role: "img", tabindex: "0" });
  const tooltip = h("div", { id: `${idPrefix}-tooltip`, class: "chart-tooltip", role: "tooltip", hidden: true });
  const labelBox = h("div", { class: "heatmap-labels", id: `${idPrefix}-labels` });
  const wrap = h("div", { class: "heatmap-wrap" }, canvas, labelBox, tooltip);
  const legend = h("div", { class: "heatmap-legend", id: `${idPrefix}-legend` });
  replaceChildren(container, wrap, legend);
  return { canvas, tooltip, labelBox, wrap, legend };
}

const labelWidth = (names) => (names.length ? Math.max(...names.map((name) => measureText(String(name), FONT))) : 120);
// A block's label: its mark, name and count.
const groupText = (row) => `${row.expanded ? GROUP_MARK.open : GROUP_MARK.closed}${row.label} (${row.members.length})`;
const rowText = (row) => (row.kind === "group" ? groupText(row) : memberLabel(row));

/** Where the plot lies on a canvas `width` wide, with labels `labelsWidth` wide. */
function plotGeometry(matrix, width, labelsWidth) {
  const n = matrix.layers.length;
  const m = matrix.steps.length;
  const rowH = rowHeight(n);
  const left = plotLeft(labelsWidth);
  const plotW = Math.max(40, width - left - RIGHT);
  return { left, top: TOP, width: plotW, height: n * rowH, rowH, n, m, edges: columnEdges(matrix.steps) };
}

function cellColors() {
  return {
    missing: cssVarRgb("--heatmap-missing", [213, 216, 220]),
    nonfinite: cssVarRgb("--heatmap-nonfinite", [232, 17, 45]),
    zero: cssVarRgb("--heatmap-zero", [0, 0, 0]),
  };
}

// Cells: one pixel per cell in an offscreen image, scaled without smoothing.
function paintCells(ctx, matrix, range, geom) {
  const { left, width: plotW, height: plotH, n, m, edges } = geom;
  const colors = cellColors();
  const off = document.createElement("canvas");
  off.width = m;
  off.height = n;
  off.getContext("2d").putImageData(new ImageData(cellPixels(matrix, range, colors), m, n), 0, 0);
  ctx.imageSmoothingEnabled = false;
  if (evenColumns(edges)) {
    ctx.drawImage(off, left, TOP, plotW, plotH);
    return;
  }
  // Steps are missing: each column at its steps, the gaps not logged.
  ctx.fillStyle = `rgb(${colors.missing.join(",")})`;
  ctx.fillRect(left, TOP, plotW, plotH);
  edges.forEach(([a, b], c) => {
    const x0 = left + a * plotW;
    ctx.drawImage(off, c, 0, 1, n, x0, TOP, Math.max(1, left + b * plotW - x0), plotH);
  });
}

// NaN/Inf cells can be thinner than a pixel at 200 x 600: mark their rows
// in the right margin and their columns above the plot.
function markNonfinite(ctx, matrix, geom) {
  const { left, width: plotW, rowH, edges } = geom;
  const nonfinite = nonfiniteEdges(matrix);
  ctx.fillStyle = `rgb(${cellColors().nonfinite.join(",")})`;
  for (const r of nonfinite.rows) ctx.fillRect(left + plotW + 2, TOP + r * rowH, 5, Math.max(2, rowH));
  for (const c of nonfinite.columns) {
    const [a, b] = edges[c];
    ctx.fillRect(left + a * plotW, TOP - 6, Math.max(2, (b - a) * plotW), 4);
  }
}

// An outline around each run of adjacent highlighted rows `hRows`, over
// the highlight's step range, with marks on both axes.
function drawHighlight(ctx, geom, steps, highlight, hRows) {
  if (!hRows.length) return;
  const { left, width: plotW, height: plotH, rowH, m, edges } = geom;
  const ring = cssVar("--heatmap-highlight", "#ff00aa");
  const c = columnsForSteps(steps, highlight.first, highlight.last) || [0, m - 1];
  const x0 = left + edges[c[0]][0] * plotW;
  const x1 = left + edges[c[1]][1] * plotW;
  ctx.save();
  for (const [r0, r1] of rowRuns(hRows)) {
    const y0 = TOP + r0 * rowH;
    const y1 = TOP + (r1 + 1) * rowH;
    const w = Math.max(x1 - x0, 3);
    ctx.lineWidth = 4;
    ctx.strokeStyle = "rgba(0,0,0,0.55)";
    ctx.strokeRect(x0 - 2, y0 - 2, w + 4, y1 - y0 + 4);
    ctx.lineWidth = 2;
    ctx.strokeStyle = ring;
    ctx.strokeRect(x0 - 2, y0 - 2, w + 4, y1 - y0 + 4);
    ctx.fillStyle = ring;
    ctx.fillRect(left - 5, y0, 3, Math.max(2, y1 - y0));
  }
  ctx.fillStyle = ring;
  ctx.fillRect(x0, TOP + plotH + 1, Math.max(x1 - x0, 2), 3);
  ctx.restore();
}

/** Row `r`'s label element: a span, or a block's button that calls onToggle(its id). */
function rowLabel(row, r, { rowH, width, highlighted, onToggle }) {
  const text = fitText(rowText(row), width, highlighted ? BOLD_FONT : FONT);
  const style = `top: ${(TOP + (r + 0.5) * rowH - LABEL_H / 2).toFixed(1)}px; width: ${width}px`;
  const cls = `heatmap-label${highlighted ? " highlighted" : ""}${row.inGroup ? " heatmap-member" : ""}`;
  const dataset = { row: String(r), layer: row.label };
  if (row.kind !== "group") return h("span", { class: cls, style, title: row.label, dataset }, text);
  const title = `${row.label}: ${row.members.length} layers, each cell the ${AGGREGATE} of theirs. Click to ${row.expanded ? "close" : "open"}.`;
  return h(
    "button",
    { type: "button", class: `${cls} heatmap-group`, style, title, "aria-expanded": String(row.expanded), dataset: { ...dataset, group: row.id }, onclick: () => onToggle(row.id) },
    text,
  );
}

/** The step ticks under the plot and its title; returns how many ticks. */
function drawStepAxis(ctx, geom, steps) {
  const { left, width: plotW, height: plotH } = geom;
  const muted = cssVar("--fg-muted", "#5f6670");
  ctx.font = FONT;
  ctx.fillStyle = muted;
  ctx.strokeStyle = muted;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  ctx.lineWidth = 1;
  const ticks = stepTicks(steps, plotW);
  for (const { step, x: at } of ticks) {
    const x = left + at * plotW;
    ctx.beginPath();
    ctx.moveTo(Math.round(x) + 0.5, TOP + plotH);
    ctx.lineTo(Math.round(x) + 0.5, TOP + plotH + 5);
    ctx.stroke();
    ctx.fillText(String(step), Math.min(Math.max(x, left + 10), left + plotW - 10), TOP + plotH + 7);
  }
  ctx.fillText("step", left + plotW / 2, TOP + plotH + 23);
  return ticks.length;
}

function drawFrame(ctx, geom) {
  const { left, width: plotW, height: plotH } = geom;
  ctx.strokeStyle = cssVar("--card-border", "#e0e3e8");
  ctx.strokeRect(left - 0.5, TOP - 0.5, plotW + 1, plotH + 1);
}

/** The legend's children: the colour scale with its ticks and range, and the extras. */
function legendParts({ range, valueLabel, groups, rows, layerCount, idPrefix }) {
  const stops = [];
  for (let i = 0; i <= 10; i++) {
    const [r, g, b] = viridis(i / 10);
    stops.push(`rgb(${r},${g},${b}) ${i * 10}%`);
  }
  const bar = h("div", { class: "legend-bar", style: `background: linear-gradient(to right, ${stops.join(", ")})` });
  const tickRow = h(
    "div",
    { class: "legend-ticks" },
    legendTicks(range).map((v) => {
      const t = Math.min(1, Math.max(0, colorPosition(range, v)));
      return h("span", { class: "legend-tick", style: `left: ${(t * 100).toFixed(2)}%` }, legendTickText(range, v));
    }),
  );
  const swatch = (cls, text, attrs = {}) => h("span", { class: "legend-item", ...attrs }, h("span", { class: `swatch ${cls}` }), text);
  const extras = [
    swatch("cell-nonfinite", "NaN / Inf (rows and columns marked at the edges)"),
    swatch("cell-missing", "not logged"),
  ];
  if (groups) {
    const blocks = rows.filter((row) => row.kind === "group").length;
    extras.push(
      h("span", { class: "legend-item", id: `${idPrefix}-groups` }, `${layerCount} layers in ${groups.length} rows: a block's row is the ${AGGREGATE} of its layers; click a block (${blocks}) to open it`),
    );
  }
  if (range.log && range.nonPositive) {
    // A log scale has no place for 0 (a dead layer's gradient norm): its own colour.
    extras.push(swatch("cell-zero", `0 (${range.nonPositive} cell${range.nonPositive === 1 ? "" : "s"})`, { id: `${idPrefix}-zero-cells` }));
  }
  return [
    h(
      "div",
      { class: "legend-scale" },
      h("span", { class: "legend-title" }, `${valueLabel}${range.log ? " (log₁₀ scale)" : ""}`),
      h("div", { class: "legend-bar-box" }, bar, tickRow),
      h("span", { class: "legend-range muted", id: `${idPrefix}-range` }, `${formatNumber(range.lo)} … ${formatNumber(range.hi)}`),
    ),
    h("div", { class: "legend-extras" }, extras),
  ];
}

/** The tooltip's lines for a cell's readout (`group`: a block's, or null). */
function tooltipParts(readout, { where, valueLabel, group, row }) {
  return [
    h("div", { class: "tt-title" }, readout.layer),
    h("div", { class: "tt-row muted" }, where),
    h(
      "div",
      { class: `tt-row${readout.nonfinite ? " error-text" : ""}` },
      `${valueLabel}${group ? ` (${AGGREGATE} of the block)` : ""}: `,
      h("strong", null, readout.valueText),
      readout.mean ? h("span", { class: "muted" }, " (mean)") : null,
    ),
    group && group.top ? h("div", { class: "tt-row muted" }, `highest: ${group.top}`) : null,
    group ? h("div", { class: "tt-row muted" }, `click to ${row.expanded ? "close" : "open"} the block`) : null,
  ];
}

// Beside the cell, flipped to its other side where it would leave the box.
function placeTooltip(tooltip, cell, boxWidth, boxHeight) {
  const tw = tooltip.offsetWidth;
  const th = tooltip.offsetHeight;
  let tx = cell.x + 14;
  if (tx + tw > boxWidth) tx = cell.x - tw - 14;
  let ty = cell.y + 14;
  if (ty + th > boxHeight) ty = Math.max(0, cell.y - th - 10);
  tooltip.style.left = `${Math.max(0, tx)}px`;
  tooltip.style.top = `${ty}px`;
}
