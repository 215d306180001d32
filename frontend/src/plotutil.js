// Canvas helpers shared by the charts (heatmap, histograms, timeline,
// flowchart). The pure number and tick helpers are in format.js.
import { STEP_INCRS, middleEllipsis } from "./format.js";

/** One font for every chart's ticks, titles and labels (canvas, SVG and
 * uPlot alike), so no chart reads larger than the one beside it. An SVG
 * chart is drawn at its box's width in CSS pixels (a viewBox of that
 * width), never scaled, so its 11 px are 11 px. */
export const CHART_FONT_PX = 11;
export const CHART_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
export const CHART_FONT = `${CHART_FONT_PX}px ${CHART_FONT_FAMILY}`;

let measureCtx = null;

/** Width in CSS pixels of `text` in `font`. */
export function measureText(text, font) {
  if (!measureCtx) measureCtx = document.createElement("canvas").getContext("2d");
  if (!measureCtx) return String(text).length * 6.5;
  measureCtx.font = font;
  return measureCtx.measureText(String(text)).width;
}

/** A measure(text) function for `font`, for the data modules' layouts. */
export function measurerFor(font) {
  return (text) => measureText(text, font);
}

/** `text` shortened in the middle with "…" to fit `maxWidth` pixels of `font`. */
export function fitText(text, maxWidth, font) {
  return middleEllipsis(text, maxWidth, measurerFor(font));
}

/** Sets a canvas's backing store for its CSS size; returns a 2D context in CSS pixels. */
export function sizeCanvas(canvas, cssWidth, cssHeight) {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(cssWidth * dpr);
  canvas.height = Math.round(cssHeight * dpr);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${cssHeight}px`;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, cssWidth, cssHeight);
  return ctx;
}

/**
 * Calls onResize() when `el`'s width changes by over a pixel (not for the
 * sub-pixel jitter of a scrollbar). sync() takes the current width as seen,
 * after a redraw made for other reasons.
 */
export function watchWidth(el, onResize) {
  let last = el.clientWidth;
  const observer = new ResizeObserver(() => {
    const width = el.clientWidth;
    if (Math.abs(width - last) <= 1) return;
    last = width;
    onResize(width);
  });
  observer.observe(el);
  return {
    sync: () => (last = el.clientWidth),
    disconnect: () => observer.disconnect(),
  };
}

/**
 * Marks `el` as a chart and says what its axes show: data-chart, the
 * number of tick labels drawn on each axis (data-ticks-x, data-ticks-y)
 * and the axes' titles (data-x-title, data-y-title). Every chart of the
 * tab sets them; the browser tests read them (a canvas has no DOM).
 */
export function markChart(el, { ticksX, ticksY, xTitle, yTitle, kind = "canvas" }) {
  Object.assign(el.dataset, {
    chart: kind,
    ticksX: String(ticksX),
    ticksY: String(ticksY),
    xTitle: xTitle || "",
    yTitle: yTitle || "",
  });
}

const shownTicks = (axis) =>
  axis && Array.isArray(axis._values) ? axis._values.filter((v) => v !== null && v !== undefined && String(v) !== "").length : 0;

/** A uPlot plugin: markChart() on the plot's root after every draw, from the labels uPlot drew. */
export function axesMirror() {
  return {
    hooks: {
      draw: [
        (u) =>
          markChart(u.root, {
            kind: "uplot",
            ticksX: shownTicks(u.axes[0]),
            ticksY: shownTicks(u.axes[1]),
            xTitle: u.axes[0].label,
            yTitle: u.axes[1].label,
          }),
      ],
    },
  };
}


/** A uPlot axis titled `label` in the tab's colours (`stroke`: text, `grid`: lines). */
export function plotAxis(stroke, grid, label, more = {}) {
  return { stroke, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, label, labelSize: 20, font: CHART_FONT, labelFont: CHART_FONT, ...more };
}

/** The x axis of a per-step uPlot chart: integer steps, 1-2-5 apart. */
export function stepAxis(stroke, grid) {
  return plotAxis(stroke, grid, "step", {
    incrs: STEP_INCRS,
    values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : "")),
  });
}

/**
 * Rows for labels drawn along one line (markers' labels at the top of a
 * plot): each {x, width} goes in the first row where it overlaps no label
 * already placed there (`gap` pixels apart); a label that would run past
 * `right` is drawn to the left of its x. Returns [{x, row}] (x: the
 * label's left edge), in the order given: the first label keeps row 0.
 */
export function stackLabels(labels, { right = Infinity, pad = 4, gap = 4 } = {}) {
  const rows = [];
  return labels.map(({ x, width }) => {
    const left = x + pad + width > right ? x - pad - width : x + pad;
    const span = [left - gap / 2, left + width + gap / 2];
    let row = rows.findIndex((spans) => spans.every(([a, b]) => span[1] <= a || span[0] >= b));
    if (row < 0) row = rows.push([]) - 1;
    rows[row].push(span);
    return { x: left, row };
  });
}
