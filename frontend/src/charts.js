// Per-step series charts (uPlot). The loss chart marks non-finite steps with
// red vertical lines and says where the loss first became NaN / Inf.
import uPlot from "uplot";
import { h, replaceChildren } from "./dom.js";
import { cssVar } from "./theme.js";
import { isDecade, nonfiniteWord } from "./format.js";
import { SERIES, labelOf } from "./vocab.js";

const CHART_HEIGHT = 240;
// Steps are integers: ticks at 1, 2, 5, 10, 20, 50, ...
const STEP_INCRS = [];
for (let p = 1; p <= 1e12; p *= 10) STEP_INCRS.push(p, 2 * p, 5 * p);

// A loss marked non-finite without a readable value was NaN.
const lossWord = (value) => nonfiniteWord(value) || "NaN";

function decadesOnly(_u, splits) {
  return splits.map((v) => (isDecade(v) ? v : null));
}

function formatTick(v) {
  if (v === null || v === undefined) return "";
  const abs = Math.abs(v);
  if (isDecade(abs) && (abs >= 1e5 || abs < 1e-3)) return v.toExponential(0);
  if (abs >= 1e5 || (abs < 1e-3 && v !== 0)) return v.toExponential(1);
  return String(Number(v.toPrecision(4)));
}

/** steps/values/nonfinite -> sorted [xs, ys] with nonfinite steps as null. */
export function prepareSeries(series) {
  const steps = Array.isArray(series.steps) ? series.steps : [];
  const values = Array.isArray(series.values) ? series.values : [];
  const byStep = new Map();
  steps.forEach((step, i) => {
    if (typeof step !== "number" || !Number.isFinite(step)) return;
    const v = values[i];
    byStep.set(step, typeof v === "number" && Number.isFinite(v) ? v : null);
  });
  const nonfinite = (Array.isArray(series.nonfinite) ? series.nonfinite : [])
    .filter((e) => e && typeof e.step === "number")
    .sort((a, b) => a.step - b.step);
  for (const e of nonfinite) byStep.set(e.step, null);
  const xs = [...byStep.keys()].sort((a, b) => a - b);
  const ys = xs.map((x) => byStep.get(x));
  return { xs, ys, nonfinite };
}

function markersPlugin(getMarkers) {
  return {
    hooks: {
      draw: [
        (u) => {
          const markers = getMarkers();
          if (!markers.length) return;
          const { ctx } = u;
          const { left, top, width, height } = u.bbox;
          const dpr = window.devicePixelRatio || 1;
          ctx.save();
          ctx.beginPath();
          ctx.rect(left, top, width, height);
          ctx.clip();
          ctx.strokeStyle = cssVar("--critical", "#d32f2f");
          ctx.fillStyle = ctx.strokeStyle;
          ctx.lineWidth = 1.5 * dpr;
          ctx.setLineDash([4 * dpr, 3 * dpr]);
          ctx.font = `${11 * dpr}px system-ui, sans-serif`;
          ctx.textBaseline = "top";
          let labelled = false;
          for (const m of markers) {
            const x = Math.round(u.valToPos(m.step, "x", true)) + 0.5;
            if (x < left - 1 || x > left + width + 1) continue;
            ctx.beginPath();
            ctx.moveTo(x, top);
            ctx.lineTo(x, top + height);
            ctx.stroke();
            if (!labelled) {
              const text = lossWord(m.value);
              const tw = ctx.measureText(text).width;
              const tx = x + 4 * dpr + tw > left + width ? x - 4 * dpr - tw : x + 4 * dpr;
              ctx.fillText(text, tx, top + 4 * dpr);
              labelled = true;
            }
          }
          ctx.restore();
        },
      ],
    },
  };
}

/**
 * A loss chart in `container`. update(series) draws it; showError(msg)
 * replaces it by a message; retheme() redraws with the current colours.
 */
export function createLossChart(container) {
  const title = h("h3", null, labelOf(SERIES.loss));
  const note = h("p", { class: "chart-note", id: "loss-note", role: "status" });
  const logToggle = h("input", { type: "checkbox", id: "loss-log-scale" });
  const logLabel = h("label", { class: "log-toggle", for: "loss-log-scale" }, logToggle, " Log scale");
  const plotBox = h("div", { class: "chart-box", id: "loss-plot" });
  replaceChildren(container, h("div", { class: "card-head" }, title, logLabel), note, plotBox);

  let plot = null;
  let data = null;
  let markers = [];
  let lastText = null;

  const destroyPlot = () => {
    if (plot) plot.destroy();
    plot = null;
  };

  const build = () => {
    destroyPlot();
    replaceChildren(plotBox);
    if (!data || !data.xs.length) return;
    const finite = data.ys.filter((v) => v !== null);
    const positive = finite.length > 0 && finite.every((v) => v > 0);
    logToggle.disabled = !positive;
    if (!logTouched) {
      // A loss that spans many decades (it exploded) reads better on a log axis.
      let lo = Infinity;
      let hi = -Infinity;
      for (const v of finite) {
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      logToggle.checked = positive && hi / lo > 1e4;
    }
    const useLog = positive && logToggle.checked;
    const axisStroke = cssVar("--fg-muted", "#666");
    const grid = cssVar("--grid", "rgba(0,0,0,0.08)");
    const width = Math.max(200, plotBox.clientWidth || container.clientWidth || 600);
    const opts = {
      width,
      height: CHART_HEIGHT,
      plugins: [markersPlugin(() => markers)],
      scales: {
        x: {
          time: false,
          range: (_u, min, max) => {
            if (min === null || max === null) return [0, 1];
            if (min === max) return [min - 1, max + 1];
            // Keep a marker on the first or last step off the plot's edge.
            const pad = markers.length ? (max - min) * 0.02 : 0;
            return [min - pad, max + pad];
          },
        },
        y: useLog
          ? { distr: 3 }
          : {
              range: (_u, min, max) => {
                if (min === null || max === null || !Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
                if (min === max) return [min - Math.abs(min || 1) * 0.1, max + Math.abs(max || 1) * 0.1];
                const pad = (max - min) * 0.05;
                return [min - pad, max + pad];
              },
            },
      },
      axes: [
        {
          stroke: axisStroke,
          grid: { stroke: grid, width: 1 },
          ticks: { stroke: grid },
          label: "step",
          labelSize: 20,
          incrs: STEP_INCRS,
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : "")),
        },
        {
          stroke: axisStroke,
          // On a log axis keep one tick and grid line per decade.
          grid: useLog ? { stroke: grid, width: 1, filter: decadesOnly } : { stroke: grid, width: 1 },
          ticks: useLog ? { stroke: grid, filter: decadesOnly } : { stroke: grid },
          size: (u, values) => {
            if (!values) return 50;
            const longest = Math.max(...values.map((v) => String(v).length), 3);
            return Math.ceil(longest * 7.5) + 22;
          },
          values: (_u, splits) => splits.map(formatTick),
        },
      ],
      series: [
        { label: "step" },
        {
          label: labelOf(SERIES.loss),
          stroke: cssVar("--accent", "#1976d2"),
          width: 2,
          spanGaps: false,
          points: { show: data.xs.length <= 60, size: 4 },
          value: (_u, v) => (v === null ? "—" : String(Number(v.toPrecision(6)))),
        },
      ],
      legend: { show: true, live: true },
      cursor: { drag: { x: true, y: false } },
    };
    plot = new uPlot(opts, [data.xs, data.ys], plotBox);
  };

  let logTouched = false;
  logToggle.addEventListener("change", () => {
    logTouched = true;
    build();
  });

  const resize = new ResizeObserver(() => {
    if (!plot) return;
    const width = Math.max(200, plotBox.clientWidth);
    if (Math.abs(width - plot.width) > 1) plot.setSize({ width, height: CHART_HEIGHT });
  });
  resize.observe(plotBox);

  return {
    /** series: the JSON of the `series` route for the loss; text: its raw body. */
    update(series, text) {
      if (text && text === lastText && plot) return;
      lastText = text || null;
      data = prepareSeries(series || {});
      markers = data.nonfinite;
      container.dataset.points = String(data.xs.length);
      container.dataset.nonfinite = String(markers.length);
      if (!data.xs.length) {
        note.className = "chart-note muted";
        note.textContent = "No loss values were logged for this run yet.";
        destroyPlot();
        replaceChildren(plotBox);
        return;
      }
      if (markers.length) {
        const first = markers[0];
        const more = markers.length - 1;
        note.className = "chart-note alert";
        note.textContent =
          `The loss became ${lossWord(first.value)} at step ${first.step}` +
          (more ? ` (${more} more non-finite step${more === 1 ? "" : "s"} marked in red).` : ".");
      } else {
        note.className = "chart-note muted";
        note.textContent = `${data.xs.length} step${data.xs.length === 1 ? "" : "s"} logged; all finite.`;
      }
      build();
    },
    showError(message) {
      lastText = null;
      data = null;
      markers = [];
      destroyPlot();
      note.className = "chart-note error-text";
      note.textContent = message;
      replaceChildren(plotBox);
    },
    retheme() {
      if (data) build();
    },
    destroy() {
      resize.disconnect();
      destroyPlot();
    },
  };
}
