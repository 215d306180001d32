// The update / weight ratio per layer over steps (uPlot, log y), from
// `matrix?stat=update_ratio`. Many layers: the chart shows the few with
// the highest last value, plus the layers a selected finding names, and a
// note says how many are left out. A dashed line marks 1e-3, the usual
// healthy order of magnitude for |update| / |weight| per step.
import uPlot from "uplot";
import { h, replaceChildren } from "./dom.js";
import { cssVar } from "./theme.js";
import { formatNumber, logSplits } from "./format.js";
import { axesMirror, plotAxis, stepAxis } from "./plotutil.js";
import { ratioSeries } from "./ratio_data.js";

const HEIGHT = 260;
const REFERENCE = 1e-3;

/** The x range: the logged steps, a step either side of a single one. */
function xRange(xs) {
  const steps = xs.filter((x) => Number.isFinite(x));
  if (!steps.length) return [0, 1];
  const lo = Math.min(...steps);
  const hi = Math.max(...steps);
  return lo === hi ? [lo - 1, hi + 1] : [lo, hi];
}

/** The y range: whole decades holding the values and the 1e-3 guide. */
function yRange(ys) {
  let lo = REFERENCE;
  let hi = REFERENCE;
  for (const row of ys) {
    for (const v of row) {
      if (v === null || !(v > 0)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  return [10 ** Math.floor(Math.log10(lo) + 1e-9), 10 ** Math.max(Math.ceil(Math.log10(hi) - 1e-9), Math.floor(Math.log10(lo) + 1e-9) + 1)];
}

const PALETTE_LIGHT = ["#1967d2", "#e8710a", "#188038", "#d01884", "#9334e6", "#12a4b8", "#b06000", "#5f6368", "#7cb342", "#c5221f"];
const PALETTE_DARK = ["#8ab4f8", "#fcad70", "#81c995", "#ff8bcb", "#c58af9", "#78d9ec", "#fdd663", "#bdc1c6", "#c6e48b", "#f6aea9"];

export function createRatioChart(container) {
  const note = h("p", { class: "chart-note muted", id: "update-ratio-note", role: "status" });
  const plotBox = h("div", { class: "chart-box", id: "update-ratio-plot" });
  replaceChildren(container, note, plotBox);
  let plot = null;
  let body = null;
  let extra = [];

  const destroyPlot = () => {
    if (plot) plot.destroy();
    plot = null;
  };

  function build() {
    destroyPlot();
    replaceChildren(plotBox);
    if (!body) return;
    const { layers, rows, xs, ys, note: noteText } = ratioSeries(body, extra);
    container.dataset.layers = JSON.stringify(rows.map((i) => layers[i]));
    container.dataset.totalLayers = String(layers.length);
    note.className = "chart-note muted";
    note.textContent = noteText;
    if (!rows.length) return;
    const dark = document.documentElement.dataset.theme === "dark";
    const palette = dark ? PALETTE_DARK : PALETTE_LIGHT;
    const axisStroke = cssVar("--fg-muted", "#666");
    const grid = cssVar("--grid", "rgba(0,0,0,0.08)");
    const extraSet = new Set(extra);
    const width = Math.max(220, plotBox.clientWidth || container.clientWidth || 400);
    const opts = {
      width,
      height: HEIGHT,
      plugins: [axesMirror()],
      scales: {
        // The steps the run has, not a round number past them.
        x: { time: false, range: () => xRange(xs) },
        // Whole decades around the data and the 1e-3 guide, so the guide is on the chart.
        y: { distr: 3, range: () => yRange(ys) },
      },
      axes: [
        stepAxis(axisStroke, grid),
        plotAxis(axisStroke, grid, "|update| / |weight|", {
          size: 56,
          splits: (u) => logSplits(u.scales.y.min, u.scales.y.max),
          filter: (_u, sp) => sp,
          values: (_u, sp) => sp.map((v) => formatNumber(v)),
        }),
      ],
      series: [
        { label: "step" },
        ...rows.map((i, k) => ({
          label: layers[i],
          stroke: palette[k % palette.length],
          width: extraSet.has(layers[i]) ? 3 : 1.6,
          spanGaps: false,
          points: { show: xs.length <= 40, size: 4 },
          value: (_u, v) => (v === null || v === undefined ? "—" : formatNumber(v, 3)),
        })),
      ],
      legend: { show: true, live: true },
      cursor: { drag: { x: true, y: false } },
      hooks: {
        draw: [
          (u) => {
            const { ctx } = u;
            const y = u.valToPos(REFERENCE, "y", true);
            const { left, top, width: w, height: hh } = u.bbox;
            if (!(y >= top && y <= top + hh)) return;
            const dpr = window.devicePixelRatio || 1;
            ctx.save();
            ctx.strokeStyle = axisStroke;
            ctx.lineWidth = dpr;
            ctx.setLineDash([5 * dpr, 4 * dpr]);
            ctx.beginPath();
            ctx.moveTo(left, Math.round(y) + 0.5);
            ctx.lineTo(left + w, Math.round(y) + 0.5);
            ctx.stroke();
            ctx.setLineDash([]);
            ctx.fillStyle = axisStroke;
            ctx.font = `${11 * dpr}px system-ui, sans-serif`;
            ctx.textAlign = "right";
            ctx.textBaseline = "bottom";
            ctx.fillText("1e-3", left + w - 4 * dpr, Math.round(y) - 2 * dpr);
            ctx.restore();
          },
        ],
      },
    };
    plot = new uPlot(opts, [xs, ...ys], plotBox);
  }

  const resize = new ResizeObserver(() => {
    if (!plot) return;
    const width = Math.max(220, plotBox.clientWidth);
    if (Math.abs(width - plot.width) > 1) plot.setSize({ width, height: HEIGHT });
  });
  resize.observe(plotBox);

  return {
    /** json: `matrix?stat=update_ratio`; layers: the focused finding's layers. */
    setData(json, layers = extra) {
      body = json || null;
      extra = layers || [];
      build();
    },
    setExtra(layers) {
      const next = layers || [];
      if (next.join("\n") === extra.join("\n")) return;
      extra = next;
      build();
    },
    showMessage(message, cls = "muted") {
      body = null;
      destroyPlot();
      replaceChildren(plotBox);
      note.className = `chart-note ${cls}`;
      note.textContent = message;
      delete container.dataset.layers;
    },
    retheme: build,
    destroy() {
      resize.disconnect();
      destroyPlot();
    },
  };
}
