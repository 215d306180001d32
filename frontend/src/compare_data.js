// What the "compare two runs" view (compare.js) shows: which runs to offer
// as the second one, the two losses on one step axis, the two heatmaps'
// shared colour scale, statistic and label margin, and the run to restore
// after a reload. Pure: no DOM.
import { colorRange, matrixFromBody } from "./heatmap_data.js";
import { formatNumber, formatPercent, nonfiniteWord, plural } from "./format.js";
import { chooseStat } from "./views/gradients_data.js";

// Words of a run's name that say which experiment it is ("pipeline" of
// pipeline_fixed): letters, two or more; numbers and one-letter parts say
// little ("run_1" and "exp_1" are not the same experiment).
const nameWords = (name) =>
  new Set(
    String(name)
      .toLowerCase()
      .split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/)
      .filter((w) => w.length >= 2 && !/^[0-9]+$/.test(w)),
  );

/**
 * The runs to offer beside `run`, in their order: {similar, others}.
 * Similar: those whose names share a word with its name (the fixed twin:
 * pipeline_starved / pipeline_fixed), most shared words first.
 */
export function compareCandidates(runs, run) {
  const mine = nameWords(run);
  const scored = (Array.isArray(runs) ? runs : [])
    .filter((r) => r && typeof r.run === "string" && r.run !== run)
    .map((r, i) => [r, [...nameWords(r.run)].filter((w) => mine.has(w)).length, i]);
  const similar = scored.filter(([, n]) => n > 0).sort(([, a, ia], [, b, ib]) => b - a || ia - ib);
  return { similar: similar.map(([r]) => r), others: scored.filter(([, n]) => n === 0).map(([r]) => r) };
}

/**
 * The second run to show: `wanted` while it is listed and is not `run`
 * itself, else none (null).
 */
export function compareRunOf(wanted, names, run) {
  return typeof wanted === "string" && wanted !== run && names.includes(wanted) ? wanted : null;
}

/**
 * Two or more losses (charts.js prepareSeries(), or null for a run with
 * none) on one step axis: {xs, ys: [one per run]}, each null at a step its
 * run did not log (or logged non-finite).
 */
export function alignLossSeries(list) {
  const maps = list.map((p) => {
    const m = new Map();
    if (p) p.xs.forEach((x, i) => m.set(x, p.ys[i]));
    return m;
  });
  const xs = [...new Set(maps.flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
  return { xs, ys: maps.map((m) => xs.map((x) => (m.has(x) ? m.get(x) : null))) };
}

/** The note under the chart for one run's prepared loss: how many steps, and where it went NaN/Inf. */
export function lossLine(run, prepared) {
  const n = prepared.xs.length;
  if (!n) return { alert: false, text: `${run}: no loss values were logged yet.` };
  const bad = prepared.nonfinite;
  if (!bad.length) return { alert: false, text: `${run}: ${plural(n, "step")} logged; all finite.` };
  const word = nonfiniteWord(bad[0].value) || "NaN";
  return { alert: true, text: `${run}: the loss became ${word} at step ${bad[0].step} (${plural(bad.length, "non-finite step")} marked).` };
}

/**
 * The statistic both heatmaps show: `current` if either run logged it,
 * else the default. stats: the runs' gradient statistics (null for a run
 * with none), in order; the union is what the picker offers.
 */
export function compareStats(statsOfRuns, current) {
  const all = [];
  for (const stats of statsOfRuns) for (const s of stats || []) if (!all.includes(s)) all.push(s);
  return { stats: all, stat: chooseStat(all, current) };
}

/** The layer names of both heatmaps (lists of names, null for a run with none), once each: they size one margin for both. */
export function compareLayers(lists) {
  return [...new Set(lists.flatMap((names) => (Array.isArray(names) ? names.map(String) : [])))];
}

/** One colour range for the `matrix` bodies of both runs (null for a run not loaded), so equal colours mean equal values. */
export function sharedColorRange(bodies) {
  const matrices = bodies.filter(Boolean).map(matrixFromBody);
  if (!matrices.length) return null;
  const { logScale, stat } = matrices[0];
  return colorRange(
    matrices.flatMap((m) => m.values),
    { logScale, stat },
  );
}

/**
 * A run's step time and its share waiting for input, from its diagnosis's
 * input-pipeline timing: "Step 24.5 ms, 20.1 ms of it waiting for input
 * (82%)"; null for a run that was not timed. Two runs whose pipelines
 * differ are compared by it.
 */
export function stepTimeLine(diagnosis) {
  const areas = diagnosis && typeof diagnosis.areas === "object" ? diagnosis.areas : null;
  const timing = areas && areas.input_pipeline && areas.input_pipeline.timing;
  const num = (v) => typeof v === "number" && Number.isFinite(v);
  if (!timing || !num(timing.mean_step_ms)) return null;
  const wait = num(timing.mean_wait_ms)
    ? `, ${formatNumber(timing.mean_wait_ms)} ms of it waiting for input` +
      (num(timing.input_share) ? ` (${formatPercent(timing.input_share)})` : "")
    : "";
  const steps = num(timing.steps) ? ` over ${plural(timing.steps, "step")}` : "";
  return `Step ${formatNumber(timing.mean_step_ms)} ms${wait}${steps}.`;
}
