// One layer's gradient histograms over time as a ridgeline on a canvas
// (#histogram-chart): one ridge per logged step, oldest at the back (top),
// newest in front (bottom), like TensorBoard's "offset" histogram view. Each
// ridge is the bucket density (count / width) scaled to its own peak, so
// the shape stays readable when the range grows or shrinks by decades;
// the tooltip (#histogram-tooltip) gives the bucket and its count.
import { h, replaceChildren } from "./dom.js";
import { cssVar, cssVarRgb } from "./theme.js";
import { formatNumber, mixRgb, niceTicks } from "./format.js";
import { CHART_FONT as FONT, markChart, measureText, sizeCanvas, watchWidth } from "./plotutil.js";
import { histogramSteps, symlog, symlogTicks, valueRange } from "./histograms_data.js";

const TOP = 8;
const BOTTOM = 36;
const RIGHT = 14;
const LABEL_GAP = 12;

export function createHistogramChart(container) {
  const canvas = h("canvas", { id: "histogram-chart", class: "histogram-canvas", role: "img" });
  const tooltip = h("div", { id: "histogram-tooltip", class: "chart-tooltip", role: "tooltip", hidden: true });
  const wrap = h("div", { class: "histogram-wrap" }, canvas, tooltip);
  const logToggle = h("input", { type: "checkbox", id: "histogram-log-axis" });
  const logLabel = h(
    "label",
    { class: "log-toggle", for: "histogram-log-axis", title: "sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together" },
    logToggle,
    " Log value axis",
  );
  replaceChildren(container, h("div", { class: "histogram-controls" }, logLabel), wrap);
  let logTouched = false;
  logToggle.addEventListener("change", () => {
    logTouched = true;
    draw();
  });

  let hists = []; // [{step, buckets, nonfinite, total}]
  let focus = null; // {first, last}
  let geom = null;

  function draw() {
    tooltip.hidden = true;
    const cssWidth = Math.max(220, wrap.clientWidth || container.clientWidth || 400);
    canvas.dataset.steps = String(hists.length);
    if (!hists.length) {
      sizeCanvas(canvas, cssWidth, 0);
      geom = null;
      return;
    }
    const layout = ridgeLayout(hists, cssWidth);
    const ctx = sizeCanvas(canvas, cssWidth, TOP + layout.plotH + BOTTOM);
    // A symmetric log axis when the steps' ranges differ by over 10x
    // (exploding or vanishing gradients), unless the user chose.
    const range = valueRange(hists);
    if (!logTouched) logToggle.checked = range.suggestLog;
    const useLog = logToggle.checked;
    geom = { ...layout, ...valueScale(range, useLog, layout) };
    canvas.dataset.logAxis = useLog ? "true" : "false";
    const colors = chartColors();
    const { ticks, xTitle } = drawValueAxis(ctx, geom, range, useLog, colors);
    const stepLabels = drawRidges(ctx, geom, hists, focus, colors);
    markChart(canvas, { ticksX: ticks.length, ticksY: stepLabels, xTitle, yTitle: "step" });
  }

  function at(event) {
    if (!geom) return null;
    const rect = canvas.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    if (x < geom.left || x > geom.left + geom.plotW || y < TOP || y > TOP + geom.plotH + 4) return null;
    // The front-most ridge whose baseline is at or below the pointer.
    let i = Math.ceil((y - TOP - geom.peak) / geom.spacing);
    i = Math.min(geom.n - 1, Math.max(0, i));
    const value = geom.valueAt(x);
    return { i, value, x, y };
  }

  canvas.addEventListener("mousemove", (event) => {
    const p = at(event);
    if (!p) {
      tooltip.hidden = true;
      return;
    }
    const hh = hists[p.i];
    const bucket = hh.buckets.find(([l, r]) => p.value >= l && p.value <= r);
    replaceChildren(
      tooltip,
      h("div", { class: "tt-title" }, `step ${hh.step}`),
      bucket
        ? h("div", { class: "tt-row" }, `[${formatNumber(bucket[0], 4)}, ${formatNumber(bucket[1], 4)}]: `, h("strong", null, formatNumber(bucket[2], 4)))
        : h("div", { class: "tt-row muted" }, `value ${formatNumber(p.value, 3)}: no bucket`),
      h("div", { class: "tt-row muted" }, `${formatNumber(hh.total, 6)} finite values`),
      hh.nonfinite > 0
        ? h("div", { class: "tt-row error-text" }, `${formatNumber(hh.nonfinite, 6)} variable${hh.nonfinite === 1 ? "" : "s"} with NaN / Inf`)
        : null,
    );
    tooltip.dataset.step = String(hh.step);
    tooltip.hidden = false;
    const tw = tooltip.offsetWidth;
    let tx = p.x + 14;
    if (tx + tw > wrap.clientWidth) tx = p.x - tw - 14;
    tooltip.style.left = `${Math.max(0, tx)}px`;
    tooltip.style.top = `${Math.max(0, p.y - 10)}px`;
  });
  canvas.addEventListener("mouseleave", () => (tooltip.hidden = true));

  const width = watchWidth(wrap, () => hists.length && draw());

  return {
    canvas,
    /** list: `histograms` of the route's JSON. */
    setData(list) {
      hists = histogramSteps(list);
      width.sync();
      draw();
      return hists;
    },
    setFocus(value) {
      focus = value && value.first !== undefined && value.first !== null ? value : null;
      draw();
    },
    redraw: draw,
    destroy() {
      width.disconnect();
    },
  };
}

/** Where the ridges lie on a canvas `cssWidth` wide: one per step, `spacing` apart, `peak` high. */
function ridgeLayout(hists, cssWidth) {
  const n = hists.length;
  const spacing = Math.max(3, Math.min(24, 300 / n));
  const peak = Math.max(26, Math.min(56, spacing * 2.2));
  const labelW = Math.max(...hists.map((hh) => measureText(`step ${hh.step}`, FONT)));
  const left = Math.ceil(labelW + 14);
  const plotW = Math.max(60, cssWidth - left - RIGHT);
  return { left, plotW, plotH: peak + (n - 1) * spacing, spacing, peak, n };
}

/** {xOf(value), valueAt(x)}: the value axis over valueRange()'s range, 2% wider each side. */
function valueScale({ lo, hi, c }, useLog, { left, plotW }) {
  const axis = useLog ? symlog(c) : { forward: (v) => v, inverse: (u) => u };
  const f = axis.forward;
  const inv = axis.inverse;
  let flo = f(lo);
  let fhi = f(hi);
  const span = fhi - flo;
  flo -= span * 0.02;
  fhi += span * 0.02;
  return {
    xOf: (v) => left + ((f(v) - flo) / (fhi - flo)) * plotW,
    valueAt: (x) => inv(flo + ((x - left) / plotW) * (fhi - flo)),
  };
}

function chartColors() {
  return {
    muted: cssVar("--fg-muted", "#5f6670"),
    fg: cssVar("--fg", "#1f2328"),
    grid: cssVar("--grid", "rgba(0,0,0,0.08)"),
    card: cssVarRgb("--card", [255, 255, 255]),
    accent: cssVarRgb("--accent", [25, 103, 210]),
    hot: cssVar("--heatmap-highlight", "#ff00aa"),
    bad: cssVar("--heatmap-nonfinite", "#e8112d"),
  };
}

/** The value grid, its ticks and title; returns {ticks, xTitle}. */
function drawValueAxis(ctx, geom, { lo, hi, c }, useLog, { grid, muted }) {
  const { left, plotW, plotH, xOf } = geom;
  const ticks = useLog ? symlogTicks(lo, hi, c, Math.max(3, Math.floor(plotW / 70))) : niceTicks(lo, hi, Math.max(2, Math.floor(plotW / 90)));
  ctx.font = FONT;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  ctx.lineWidth = 1;
  for (const t of ticks) {
    const x = Math.round(xOf(t)) + 0.5;
    ctx.strokeStyle = grid;
    ctx.beginPath();
    ctx.moveTo(x, TOP);
    ctx.lineTo(x, TOP + plotH);
    ctx.stroke();
    ctx.fillStyle = muted;
    ctx.fillText(formatNumber(t), x, TOP + plotH + 5);
  }
  const xTitle = useLog ? "gradient value (symmetric log axis)" : "gradient value";
  ctx.fillText(xTitle, left + plotW / 2, TOP + plotH + 20);
  return { ticks, xTitle };
}

/** The ridges, back (oldest) to front (newest), and their step labels; returns how many labels. */
function drawRidges(ctx, geom, hists, focus, colors) {
  const { n, spacing, peak } = geom;
  let stepLabels = 0;
  const every = Math.max(1, Math.ceil(LABEL_GAP / spacing));
  for (let i = 0; i < n; i++) {
    const hh = hists[i];
    const base = TOP + peak + i * spacing;
    const inFocus = focus && hh.step >= focus.first && hh.step <= focus.last;
    drawRidge(ctx, geom, hh, base, n === 1 ? 1 : i / (n - 1), colors);
    if (i % every === 0 || i === n - 1 || inFocus) {
      if (i !== n - 1 && i % every !== 0 && (n - 1 - i) * spacing < LABEL_GAP) continue;
      drawStepLabel(ctx, geom, hh, base, inFocus, colors);
      stepLabels++;
    }
  }
  return stepLabels;
}

// One step's ridge on baseline `base`, coloured by its age `t` (0 oldest,
// 1 newest): the bucket density scaled to its own peak, a dot for NaN/Inf.
function drawRidge(ctx, geom, hh, base, t, { card, accent, bad }) {
  const { left, plotW, peak, xOf } = geom;
  const line = `rgb(${mixRgb(mixRgb(card, accent, 0.35), accent, t).join(",")})`;
  const fill = `rgba(${mixRgb(card, accent, 0.18 + 0.25 * t).join(",")},0.92)`;
  // Density on the drawn axis: count per pixel of bucket width.
  const dens = hh.buckets.map(([l, r, cnt]) => {
    const w = xOf(r) - xOf(l);
    return w > 1e-9 ? cnt / w : cnt > 0 ? Infinity : 0;
  });
  const finiteDens = dens.filter((d) => Number.isFinite(d));
  const maxD = Math.max(0, ...finiteDens);
  ctx.beginPath();
  if (hh.buckets.length) {
    ctx.moveTo(xOf(hh.buckets[0][0]), base);
    hh.buckets.forEach(([l, r], k) => {
      const d = dens[k];
      const y = d === Infinity || maxD === 0 ? (d > 0 ? base - peak : base) : base - (d / maxD) * peak;
      if (r > l) {
        ctx.lineTo(xOf(l), y);
        ctx.lineTo(xOf(r), y);
      } else {
        // A zero-width bucket (all values equal): a spike.
        ctx.lineTo(xOf(l), base - (hh.buckets[k][2] > 0 ? peak : 0));
      }
    });
    ctx.lineTo(xOf(hh.buckets[hh.buckets.length - 1][1]), base);
  } else {
    ctx.moveTo(left, base);
    ctx.lineTo(left + plotW, base);
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = hh.buckets.length ? line : bad;
  ctx.stroke();
  if (hh.nonfinite > 0) {
    ctx.fillStyle = bad;
    ctx.beginPath();
    ctx.arc(left + plotW - 4, base - 3, 3, 0, Math.PI * 2);
    ctx.fill();
  }
}

// "step N" left of a ridge; bold, with a mark, within the finding's step range.
function drawStepLabel(ctx, { left }, hh, base, inFocus, { fg, muted, bad, hot }) {
  ctx.font = inFocus ? `600 ${FONT}` : FONT;
  ctx.fillStyle = hh.nonfinite > 0 ? bad : inFocus ? fg : muted;
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  ctx.fillText(`step ${hh.step}`, left - 8, base - 2);
  if (inFocus) {
    // The finding's step range: a mark beside the label.
    ctx.fillStyle = hot;
    ctx.fillRect(left - 5, base - 7, 3, 10);
  }
}
