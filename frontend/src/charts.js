// Per-step series charts (uPlot). The loss chart marks non-finite steps with
// red vertical lines and says where the loss first became NaN / Inf.
import uPlot from "uplot";
import { h, replaceChildren } from "./dom.js";
import { cssVar } from "./theme.js";
import { formatNumber, logSplits, nonfiniteWord } from "./format.js";
import { CHART_FONT_FAMILY, CHART_FONT_PX, axesMirror, plotAxis, stackLabels, stepAxis } from "./plotutil.js";
import { KIND, SERIES, findingStepText, labelOf } from "./vocab.js";

const CHART_HEIGHT = 240;

// A loss marked non-finite without a readable value was NaN.
const lossWord = (value) => nonfiniteWord(value) || "NaN";

/** 10 ** v, rounded back to the decade or 1-2-5 it was (log10 then 10 ** loses a bit). */
const unlog = (v) => Number((10 ** v).toPrecision(12));

function formatTick(v) {
  if (v === null || v === undefined) return "";
  return formatNumber(v, 3);
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

/**
 * Whether a loss's values (null for a missing or non-finite step) can go on
 * a log axis (all positive) and call for one (they span over 4 decades).
 */
export function logScaleFit(values) {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const possible = lo !== Infinity && lo > 0;
  return { possible, suggested: possible && hi / lo > 1e4 };
}

/**
 * The y scale and axis of a loss chart (uPlot options), with the mapping of
 * a loss to the plot (toPlot) and its legend text (value). On a log axis the
 * chart draws log10(loss) on a linear scale: uPlot finds no ticks on its own
 * log scale past 1e17 (an exploded loss).
 */
export function lossYAxis(useLog, stroke, grid) {
  const scale = useLog
    ? {
        // Whole decades around the data.
        range: (_u, min, max) => {
          if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
          const lo = Math.floor(min + 1e-9);
          return [lo, Math.max(lo + 1, Math.ceil(max - 1e-9))];
        },
      }
    : {
        range: (_u, min, max) => {
          if (min === null || max === null || !Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
          if (min === max) return [min - Math.abs(min || 1) * 0.1, max + Math.abs(max || 1) * 0.1];
          const pad = (max - min) * 0.05;
          return [min - pad, max + pad];
        },
      };
  const axis = plotAxis(stroke, grid, useLog ? `${labelOf(SERIES.loss)} (log scale)` : labelOf(SERIES.loss), {
    // On a log axis: one tick per decade (every k-th over many), 1-2-5 in a narrow range.
    ...(useLog
      ? { splits: (u) => logSplits(10 ** u.scales.y.min, 10 ** u.scales.y.max).map(Math.log10), filter: (_u, splits) => splits }
      : {}),
    size: (u, values) => {
      if (!values) return 50;
      const longest = Math.max(...values.map((v) => String(v).length), 3);
      return Math.ceil(longest * 7.5) + 14;
    },
    values: (_u, splits) => splits.map((v) => formatTick(useLog ? unlog(v) : v)),
  });
  return {
    scale,
    axis,
    toPlot: (v) => (v === null || v === undefined ? null : useLog ? Math.log10(v) : v),
    value: (_u, v) => (v === null || v === undefined ? "—" : formatNumber(useLog ? unlog(v) : v, 6)),
  };
}

/** Why a run has no loss chart, from its diagnosis. */
export function noLossNote(diagnosis) {
  const findings = diagnosis && Array.isArray(diagnosis.findings) ? diagnosis.findings : [];
  const crash = findings.find((f) => f && f.kind === KIND.training_error);
  if (crash) {
    const done = crash.evidence && Number.isInteger(crash.evidence.completed_steps) ? crash.evidence.completed_steps : null;
    const where = findingStepText(crash);
    return done === 0
      ? `No loss was logged: training ${where || "crashed"}, before any step finished. The findings say why.`
      : `No loss was logged: training ${where || "crashed"}. The findings say why.`;
  }
  return "No loss was logged for this run yet.";
}

/**
 * A uPlot plugin: a dashed line at each step of each group's getMarkers(),
 * the first of each group labelled. `groups`: [{getMarkers, color: [css
 * variable, fallback], label(marker)}]; by default one group, the
 * non-finite steps in red labelled NaN / Inf. The groups' labels share the
 * plot's top: one that would cover another (heal's "repaired" at the step
 * of the "+Inf" it repaired) goes a row lower (plotutil.stackLabels).
 */
export function markersPlugin(groups = [{ getMarkers: () => [] }]) {
  return {
    hooks: {
      draw: [
        (u) => {
          const { ctx } = u;
          const { left, top, width, height } = u.bbox;
          const dpr = window.devicePixelRatio || 1;
          const labels = [];
          ctx.save();
          ctx.beginPath();
          ctx.rect(left, top, width, height);
          ctx.clip();
          ctx.lineWidth = 1.5 * dpr;
          ctx.setLineDash([4 * dpr, 3 * dpr]);
          ctx.font = `${CHART_FONT_PX * dpr}px ${CHART_FONT_FAMILY}`;
          ctx.textBaseline = "top";
          for (const { getMarkers, color = ["--critical", "#d32f2f"], label = (m) => lossWord(m.value) } of groups) {
            const fill = cssVar(...color);
            ctx.strokeStyle = fill;
            let first = null;
            for (const m of getMarkers()) {
              const x = Math.round(u.valToPos(m.step, "x", true)) + 0.5;
              if (x < left - 1 || x > left + width + 1) continue;
              ctx.beginPath();
              ctx.moveTo(x, top);
              ctx.lineTo(x, top + height);
              ctx.stroke();
              if (!first) first = { x, text: label(m), fill };
            }
            if (first) labels.push({ ...first, width: ctx.measureText(first.text).width });
          }
          const placed = stackLabels(labels, { right: left + width, pad: 4 * dpr, gap: 4 * dpr });
          labels.forEach(({ text, fill }, i) => {
            ctx.fillStyle = fill;
            ctx.fillText(text, placed[i].x, top + 4 * dpr + placed[i].row * (CHART_FONT_PX + 4) * dpr);
          });
          ctx.restore();
        },
      ],
    },
  };
}

/**
 * The plot of a loss chart, shared by the run's chart and the compare
 * view's: a log-scale toggle (`toggle`, for the card's head) and the uPlot
 * in `plotBox`, as wide as it. draw({xs, series: [{label, stroke: [css
 * variable, fallback], ys}], markers}) draws one line a series on one step
 * axis (ys null where a step has no finite value), markers (the non-finite
 * steps) in red; draw(null) empties it. A loss that spans many decades (it
 * exploded) goes on a log axis until the user says otherwise.
 */
export function lossPlot(plotBox, { toggleId }) {
  const logToggle = h("input", { type: "checkbox", id: toggleId });
  const toggle = h("label", { class: "log-toggle", for: toggleId, hidden: true }, logToggle, " Log scale");
  let plot = null;
  let data = null;
  let logTouched = false;

  const destroyPlot = () => {
    if (plot) plot.destroy();
    plot = null;
  };

  function draw(next) {
    data = next;
    destroyPlot();
    replaceChildren(plotBox);
    toggle.hidden = !data || !data.xs.length;
    if (!data || !data.xs.length) return;
    const fit = logScaleFit(data.series.flatMap((s) => s.ys));
    logToggle.disabled = !fit.possible;
    if (!logTouched) logToggle.checked = fit.suggested;
    const useLog = fit.possible && logToggle.checked;
    const axisStroke = cssVar("--fg-muted", "#666");
    const grid = cssVar("--grid", "rgba(0,0,0,0.08)");
    const y = lossYAxis(useLog, axisStroke, grid);
    const markers = data.markers || [];
    // The steps heal repaired (`heal=True`): their updates were undone.
    const repairs = data.repairs || [];
    const opts = {
      width: Math.max(200, plotBox.clientWidth || (plotBox.parentElement && plotBox.parentElement.clientWidth) || 600),
      height: CHART_HEIGHT,
      plugins: [
        markersPlugin([
          { getMarkers: () => markers },
          { getMarkers: () => repairs, color: ["--info", "#1967d2"], label: () => "repaired" },
        ]),
        axesMirror(),
      ],
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
        y: y.scale,
      },
      axes: [stepAxis(axisStroke, grid), y.axis],
      series: [
        { label: "step" },
        ...data.series.map((s) => ({
          label: s.label,
          stroke: cssVar(...s.stroke),
          width: 2,
          spanGaps: false,
          points: { show: data.xs.length <= 60, size: 4 },
          value: y.value,
        })),
      ],
      legend: { show: true, live: true },
      cursor: { drag: { x: true, y: false } },
    };
    plot = new uPlot(opts, [data.xs, ...data.series.map((s) => s.ys.map(y.toPlot))], plotBox);
  }

  logToggle.addEventListener("change", () => {
    logTouched = true;
    draw(data);
  });

  const resize = new ResizeObserver(() => {
    if (!plot) return;
    const width = Math.max(200, plotBox.clientWidth);
    if (Math.abs(width - plot.width) > 1) plot.setSize({ width, height: CHART_HEIGHT });
  });
  resize.observe(plotBox);

  return {
    toggle,
    draw,
    /** Draws again in the theme's colours. */
    redraw: () => data && draw(data),
    destroy() {
      resize.disconnect();
      destroyPlot();
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
  const plotBox = h("div", { class: "chart-box", id: "loss-plot" });
  const plot = lossPlot(plotBox, { toggleId: "loss-log-scale" });
  replaceChildren(container, h("div", { class: "card-head" }, title, plot.toggle), note, plotBox);
  let lastText = null;

  return {
    /** series: the JSON of the `series` route for the loss; text: its raw body; repairs: the
     * diagnosis's `repairs` (what heal did), or null. */
    update(series, text, repairs = null) {
      const repaired = repairs && Array.isArray(repairs.repairs)
        ? repairs.repairs.map((r) => ({ step: r.step, skipped: r.action === "skipped" })) : [];
      const key = text ? `${text}|${repaired.map((r) => r.step).join(",")}` : null;
      if (key && key === lastText) return;
      lastText = key;
      const data = prepareSeries(series || {});
      const markers = data.nonfinite;
      container.dataset.points = String(data.xs.length);
      container.dataset.nonfinite = String(markers.length);
      container.dataset.repairs = String(repaired.length);
      if (!data.xs.length) {
        note.className = "chart-note muted";
        note.textContent = "No loss values were logged for this run yet.";
        plot.draw(null);
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
      // A skipped step's update never happened; a rollback undid the updates
      // since the last snapshot (docs/healing.md): said apart.
      const said = [
        [repaired.filter((r) => r.skipped), "its update skipped, nothing else undone"],
        [repaired.filter((r) => !r.skipped), "the updates since its last snapshot undone"],
      ].filter(([some]) => some.length).map(([some, what]) =>
        `at step${some.length === 1 ? "" : "s"} ${some.map((r) => r.step).join(", ")} (${what})`);
      if (said.length) {
        note.textContent += ` Heal repaired the run (marked "repaired") ${said.join(" and ")}; training went on.`;
      }
      plot.draw({
        xs: data.xs,
        markers,
        repairs: repaired,
        series: [{ label: labelOf(SERIES.loss), stroke: ["--accent", "#1967d2"], ys: data.ys }],
      });
    },
    /** No loss to draw (a run that crashed before its first step ended): `message` says why. */
    showNote(message) {
      lastText = null;
      plot.draw(null);
      container.dataset.points = "0";
      note.className = "chart-note muted";
      note.textContent = message;
    },
    showError(message) {
      lastText = null;
      plot.draw(null);
      note.className = "chart-note error-text";
      note.textContent = message;
    },
    retheme: () => plot.redraw(),
    destroy: () => plot.destroy(),
  };
}
