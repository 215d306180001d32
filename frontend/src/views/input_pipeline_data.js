// What the input-pipeline view (input_pipeline.js) shows, from the
// diagnosis's `areas.input_pipeline` summary and the run's findings: the
// step time split into input wait, compute and host time per bucket of
// steps, the stalls, the pipeline as a chain with each lint on its link,
// and the corrected pipeline. Pure: no DOM.
import { formatNumber, isStep, plural } from "../format.js";
import { AREA, KIND, SERIES, areaOfFinding, labelOf } from "../vocab.js";

/** The parts of a step, bottom to top, with their CSS class. */
export const PARTS = [
  { name: SERIES.input_wait, cls: "part-wait" },
  { name: SERIES.compute_time, cls: "part-compute" },
  { name: SERIES.host_time, cls: "part-host" },
];

const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** diagnosis.areas.input_pipeline, or null. */
export function pipelineSummary(diagnosis) {
  const summary = diagnosis && diagnosis.areas && diagnosis.areas[AREA.input_pipeline];
  return summary && typeof summary === "object" ? summary : null;
}

/** The headline: the input share against xprof's classes. */
export function shareText(summary) {
  const timing = summary && summary.timing;
  // Which of the reasons holds is not in the data: say them all, as reasons
  // a run can have, never as this run's.
  if (!timing || !timing.steps) {
    return "Not timed: no step of this run had its input wait measured (a run that stopped in its first " +
      "steps, a custom loop and a model compiled with XLA have none).";
  }
  const share = num(summary.share);
  const t = summary.thresholds || {};
  const degree = share >= num(t.critical) && t.critical ? "highly input-bound" : share >= num(t.warning) && t.warning ? "moderately input-bound" : "fed";
  return `Input wait ${formatNumber(100 * share, 2)}% of step time over ${plural(timing.steps, "step")} ` +
    `(${formatNumber(num(timing.mean_wait_ms), 3)} ms of ${formatNumber(num(timing.mean_step_ms), 3)} ms a step): ${degree}.`;
}

/** The chart's bars: [{step, parts: [{name, cls, ms, y0, y1}], total}] and the y maximum. */
export function stepBars(summary) {
  const steps = summary && summary.steps;
  if (!steps || !Array.isArray(steps.step) || !steps.step.length) return { bars: [], yMax: 0, bucket: 1 };
  let yMax = 0;
  const bars = steps.step.map((step, i) => {
    let y = 0;
    const parts = PARTS.map(({ name, cls }) => {
      const ms = Math.max(0, num((steps[name] || [])[i]));
      const part = { name, cls, label: labelOf(name), ms, y0: y, y1: y + ms };
      y += ms;
      return part;
    });
    yMax = Math.max(yMax, y);
    return { step, parts, total: y };
  });
  return { bars, yMax, bucket: num(steps.bucket) || 1 };
}

/** The stalls to mark: [{step, text}], each with how long it waited. */
export function stallMarks(summary) {
  const stalls = (summary && Array.isArray(summary.stalls) ? summary.stalls : []).filter((s) => isStep(s.step));
  return stalls.map((s) => ({
    step: s.step,
    waitMs: num(s.wait_ms),
    text: `step ${s.step}: waited ${formatNumber(num(s.wait_ms), 3)} ms (usually ${formatNumber(num(s.usual_wait_ms), 2)} ms)`,
  }));
}

/** How the stalls recur, in words, or "". */
export function recurrenceText(summary) {
  const r = (summary && summary.recurrence) || {};
  const n = summary && Array.isArray(summary.stalls) ? summary.stalls.length : 0;
  if (!n) return "";
  if (isStep(r.period)) return `${plural(n, "stall")}, every ${r.period} steps`;
  if (r.epoch_start) return `${plural(n, "stall")}, at the start of each epoch`;
  return plural(n, "stall");
}

/** [{finding, index}] of the run's pipeline_lint findings. */
export function lintFindings(diagnosis) {
  const findings = diagnosis && Array.isArray(diagnosis.findings) ? diagnosis.findings : [];
  return findings.map((finding, index) => ({ finding, index })).filter(({ finding }) => finding.kind === KIND.pipeline_lint);
}

/** The chain's links: [{index, code, kind, tags, lints: [{summary, severity, findingIndex}]}]. */
export function chainLinks(summary, diagnosis) {
  const pipeline = summary && summary.pipeline;
  if (!pipeline || !Array.isArray(pipeline.chain)) return [];
  const lints = lintFindings(diagnosis);
  return pipeline.chain.map((t) => {
    const tags = [];
    if (t.parallel !== null && t.parallel !== undefined) tags.push(t.parallel === -1 ? "parallel: AUTOTUNE" : `parallel: ${t.parallel}`);
    if (t.python) tags.push("Python");
    if (t.random) tags.push("random");
    const own = lints.filter(({ finding }) => finding.evidence && finding.evidence.transformation === t.index);
    return {
      index: t.index,
      code: String(t.code || t.kind || ""),
      kind: String(t.kind || ""),
      tags,
      lints: own.map(({ finding, index }) => ({ summary: String(finding.summary || ""), severity: finding.severity, findingIndex: index })),
    };
  });
}

/** Lint findings of the whole pipeline (debug mode, the Python source), not of one link. */
export function pipelineLints(summary, diagnosis) {
  const chain = (summary && summary.pipeline && summary.pipeline.chain) || [];
  const indexes = new Set(chain.map((t) => t.index));
  return lintFindings(diagnosis)
    .filter(({ finding }) => !(finding.evidence && indexes.has(finding.evidence.transformation)))
    .map(({ finding, index }) => ({ summary: String(finding.summary || ""), severity: finding.severity, findingIndex: index }));
}

/** Words for where the pipeline comes from. */
export function sourceText(summary) {
  const p = summary && summary.pipeline;
  if (!p) return "";
  const py = p.python_source || {};
  switch (p.source) {
    case "numpy":
      return "NumPy arrays, sliced by Keras's own pipeline";
    case "generator":
      return "a Python generator, run by Keras in one thread";
    case "PyDataset":
      return `${py.class || "PyDataset"} (workers=${py.workers ?? 1}, use_multiprocessing=${py.use_multiprocessing ? "True" : "False"})`;
    default:
      return "a tf.data pipeline, as it will run";
  }
}

/** The link the finding names (its transformation), or null; for focusFinding. */
export function linkOfFinding(finding) {
  if (areaOfFinding(finding) !== AREA.input_pipeline) return null;
  const t = finding.evidence && finding.evidence.transformation;
  return typeof t === "number" ? t : null;
}
