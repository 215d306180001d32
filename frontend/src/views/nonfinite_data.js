// What the non-finite values view (nonfinite.js) shows, from the diagnosis's
// `areas.nonfinite` summary ({timeline, bad_step, stats}), the findings and
// the activation max |x| matrix: the timeline's lanes, markers and axis laid
// out, the summary sentence, the bad step's rows and verdict, and the
// heatmap's outline. Pure: no DOM; text is measured by a function passed in.
import { formatNumber, formatSteps, isStep, listWords, middleEllipsis, niceSteps, nonfiniteWord, plural } from "../format.js";
import { AREA, EVENT, STAT, inSentence, labelOf } from "../vocab.js";

/** The statistic of the activation heatmap. */
export const ACTIVATION_STAT = STAT.activation_max_abs;

/** Lanes of the timeline, in the order of a training step, with their marker shapes. */
export const TIMELINE_LANES = [
  { kind: EVENT.nonfinite_activations, shape: "circle" },
  { kind: EVENT.nonfinite_loss, shape: "diamond" },
  { kind: EVENT.nonfinite_gradients, shape: "triangle" },
  { kind: EVENT.nonfinite_weights, shape: "square" },
  { kind: EVENT.loss_scale_collapse, shape: "down" },
  { kind: EVENT.heal_repair, shape: "cross" },
].map((lane) => ({ ...lane, label: labelOf(lane.kind) }));

// A loss-scale collapse and heal's repairs are on the timeline but are no
// NaN/Inf of their own.
const isRepair = (group) => group.kind === EVENT.heal_repair;
const isNonfinite = (group) => group.kind !== EVENT.loss_scale_collapse && !isRepair(group);

const FLOAT16_MAX = 65504;
const SEVERITIES = ["critical", "warning", "info"];

// The timeline's geometry, in CSS pixels.
export const TIMELINE = { left: 138, right: 18, top: 22, laneHeight: 30, bottom: 34, radius: 6, minWidth: 320 };

/** diagnosis.areas.nonfinite, or null when the run had no NaN/Inf. */
export function nonfiniteSummary(diagnosis) {
  const summary = diagnosis && diagnosis.areas && diagnosis.areas[AREA.nonfinite];
  return summary && typeof summary === "object" ? summary : null;
}

/** A bad-step max |x| (a number, or "inf" / "nan"), readable. */
export function maxAbsText(v) {
  if (typeof v === "number" && Number.isFinite(v)) return formatNumber(v, 4);
  const word = nonfiniteWord(v);
  if (word) return word === "NaN" ? "NaN" : "Inf";
  return "—";
}

/** What a timeline event is about: its variable, else its layer, else its value. */
function eventName(e) {
  if (e.kind === EVENT.heal_repair) return e.problem ? String(e.problem) : "";
  if (e.variable) return String(e.variable);
  if (e.layer) return String(e.layer);
  return nonfiniteWord(e.value) || "";
}

/** timeline -> [{kind, step, events: [...], key}], one group per kind and step, by step. */
export function groupTimeline(timeline) {
  const groups = new Map();
  for (const e of Array.isArray(timeline) ? timeline : []) {
    if (!e || typeof e.kind !== "string" || !isStep(e.step)) continue;
    const key = `${e.kind}@${e.step}`;
    if (!groups.has(key)) groups.set(key, { key, kind: e.kind, step: e.step, events: [] });
    groups.get(key).events.push(e);
  }
  return [...groups.values()].sort((a, b) => a.step - b.step);
}

/** The index of the finding that explains a marker (same kind; same step, then layer), or -1. */
export function matchFinding(findings, group) {
  let best = -1;
  let bestScore = -1;
  const names = new Set(group.events.flatMap((e) => [e.layer, e.variable]).filter(Boolean));
  (Array.isArray(findings) ? findings : []).forEach((f, i) => {
    if (!f || f.kind !== group.kind) return;
    let score = 0;
    if (f.step === group.step) score += 2;
    if (f.layer && names.has(f.layer)) score += 1;
    const ev = f.evidence && typeof f.evidence === "object" ? f.evidence : {};
    if (ev.variable && names.has(ev.variable)) score += 1;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/** The marker of the finding at `index` among the groups, or null. */
export function groupOfFinding(findings, groups, index) {
  if (index < 0) return null;
  return groups.find((g) => matchFinding(findings, g) === index) || null;
}

/** The lanes the groups use: the known ones in step order, then any other kind. */
export function timelineLanes(groups) {
  const present = new Set(groups.map((g) => g.kind));
  const known = TIMELINE_LANES.filter((l) => present.has(l.kind));
  const extra = [...present]
    .filter((k) => !TIMELINE_LANES.some((l) => l.kind === k))
    .map((k) => ({ kind: k, label: labelOf(k), shape: "circle" }));
  return [...known, ...extra];
}

/** The first NaN/Inf: the bad step, else the first event that is one, else the first event. */
export function firstNonfiniteStep(summary, groups) {
  const bad = summary && summary.bad_step;
  if (bad && isStep(bad.step)) return bad.step;
  const g = groups.find(isNonfinite) || groups[0];
  return g ? g.step : null;
}

/**
 * The timeline's step axis [lo, hi]: the events' steps and the matrix's, at
 * least ten steps wide, padded by 3%.
 */
export function timelineDomain(groups, matrixBody) {
  let lo = Math.min(...groups.map((g) => g.step));
  let hi = Math.max(...groups.map((g) => g.step));
  const steps = matrixBody && Array.isArray(matrixBody.steps) ? matrixBody.steps : [];
  if (steps.length && Array.isArray(steps[0]) && Array.isArray(steps[steps.length - 1])) {
    lo = Math.min(lo, steps[0][0]);
    hi = Math.max(hi, steps[steps.length - 1][1]);
  }
  if (hi - lo < 10) {
    const mid = (lo + hi) / 2;
    lo = Math.max(0, Math.floor(mid - 5));
    hi = lo + 10;
  }
  const pad = (hi - lo) * 0.03;
  return [lo - pad, hi + pad];
}

/**
 * The summary sentence's parts: {collapseStep} when the loss scale collapsed
 * with no NaN/Inf; else {step, atFirst: ["the loss", "the activations
 * (dense)"], later, earlier} (events after the first NaN/Inf, loss-scale
 * events before it).
 */
export function summaryParts(groups) {
  const first = groups.find(isNonfinite);
  if (!first) return { collapseStep: groups.length ? groups[0].step : null };
  const step = first.step;
  const atFirst = timelineLanes(groups)
    .map((lane) => groups.find((g) => g.step === step && g.kind === lane.kind && isNonfinite(g)))
    .filter(Boolean)
    .map((g) => {
      const name = g.events.map((e) => e.variable || e.layer).find(Boolean);
      return `the ${inSentence(labelOf(g.kind))}${name ? ` (${name})` : ""}`;
    });
  return {
    step,
    atFirst: listWords(atFirst),
    later: groups.filter((g) => g.step > step && !isRepair(g)).length,
    earlier: groups.filter((g) => g.step < step && !isRepair(g)).length,
    repairs: groups.filter(isRepair).length,
  };
}

/** A repair marker's title: what heal did at that step, and for what. */
function repairTitle(g) {
  const e = g.events[0];
  const why = e.problem ? ` (${e.problem})` : "";
  if (e.action === "gave_up") {
    const kept = isStep(e.weights_from_step) ? `, the weights of step ${e.weights_from_step} kept` : "";
    return `Heal gave up at step ${g.step}${why}${kept}`;
  }
  if (e.action === "skipped") return `Repaired at step ${g.step}${why}: its update skipped`;
  const back = isStep(e.rolled_back_to) ? `: rolled back to step ${e.rolled_back_to}` : "";
  return `Repaired at step ${g.step}${why}${back}`;
}

/** The severity a marker is drawn in: its finding's, else critical. */
function severityOf(findings, index) {
  const f = index >= 0 ? findings[index] : null;
  return f && SEVERITIES.includes(f.severity) ? f.severity : "critical";
}

/**
 * The timeline laid out for a box `boxWidth` pixels wide: {width, height,
 * domain, plotW, axisY, lanes: [{kind, label, shape, y}], ticks: [{step,
 * x}], first: {x, step, text, anchor, labelX}, markers: [{key, kind, step,
 * x, y, shape, findingIndex, severity, repair, title, label, labelSide, hitX,
 * hitWidth, layer, variable, count}]}. measure(text): the marker labels'
 * width in pixels.
 */
export function timelineLayout({ groups, findings, summary, domain, boxWidth, measure }) {
  const { left, right, top, laneHeight, bottom, radius: R, minWidth } = TIMELINE;
  const laneList = timelineLanes(groups);
  const width = Math.max(minWidth, boxWidth || 0);
  const plotW = width - left - right;
  const height = top + laneList.length * laneHeight + bottom;
  const [lo, hi] = domain;
  const x = (step) => left + ((step - lo) / (hi - lo)) * plotW;
  const lanes = laneList.map((lane, i) => ({ ...lane, y: top + i * laneHeight + laneHeight / 2 }));
  const laneOf = new Map(lanes.map((lane) => [lane.kind, lane]));
  const axisY = top + laneList.length * laneHeight;
  const ticks = niceSteps(Math.ceil(lo), Math.floor(hi), Math.max(2, Math.floor(plotW / 80))).map((step) => ({ step, x: x(step) }));

  const firstStep = firstNonfiniteStep(summary, groups);
  const fx = x(firstStep);
  const nearRightEdge = fx > left + plotW - 90;
  const first = {
    step: firstStep,
    x: fx,
    labelX: nearRightEdge ? fx - 4 : fx + 4,
    anchor: nearRightEdge ? "end" : "start",
    text: groups.some(isNonfinite) ? `first NaN/Inf: step ${firstStep}` : `loss scale collapsed: step ${firstStep}`,
  };

  // Markers, with their labels where there is room before the next one in
  // their lane (or after the previous one, when that has more room).
  const markers = [];
  for (const lane of lanes) {
    const inLane = groups.filter((g) => g.kind === lane.kind);
    inLane.forEach((g, j) => {
      const gx = x(g.step);
      const index = matchFinding(findings, g);
      const names = [...new Set(g.events.map(eventName).filter(Boolean))];
      const text = names.length > 1 ? `${names[0]} +${names.length - 1}` : names[0] || "";
      const next = inLane[j + 1];
      const prev = inLane[j - 1];
      const roomRight = (next ? x(next.step) - R - 6 : width - 4) - (gx + R + 5);
      const roomLeft = gx - R - 5 - (prev ? x(prev.step) + R + 6 : left - 4);
      const textW = text ? measure(text) : 0;
      const onLeft = textW > roomRight && roomLeft > roomRight;
      const room = Math.max(0, onLeft ? roomLeft : roomRight);
      const label = text && room >= 24 ? middleEllipsis(text, room, measure) : "";
      const labelW = label ? measure(label) : 0;
      const listed = names.length ? ` — ${names.slice(0, 10).join(", ")}${names.length > 10 ? ", …" : ""}` : "";
      markers.push({
        key: g.key,
        kind: g.kind,
        step: g.step,
        x: gx,
        y: laneOf.get(g.kind).y,
        shape: lane.shape,
        findingIndex: index,
        severity: isRepair(g) ? "info" : severityOf(findings, index),
        repair: isRepair(g),
        title: isRepair(g) ? repairTitle(g) : `${lane.label}: NaN/Inf at step ${g.step}${listed}`,
        label,
        labelSide: onLeft ? "left" : "right",
        hitX: onLeft ? -R - 5 - labelW - 2 : -R - 3,
        hitWidth: 2 * R + 6 + (label ? labelW + 7 : 0),
        layer: g.events.map((e) => e.layer).find(Boolean) || "",
        variable: g.events.map((e) => e.variable).find(Boolean) || "",
        count: g.events.length,
      });
    });
  }
  return { width, height, domain, plotW, axisY, lanes, ticks, first, markers };
}

/**
 * The bad step's table, from summary.bad_step: {step, firstBad,
 * inputsFinite, verdict, float16, rows: [{layer, finite, first, propagated,
 * nearLimit, maxText, dtype, kind, asInput}]}, or null when there is none.
 * verdict: "created" (its inputs were finite), "upstream" (they were not) or
 * "unknown".
 */
export function badStepTable(summary) {
  const bad = summary && summary.bad_step && typeof summary.bad_step === "object" ? summary.bad_step : null;
  if (!bad) return null;
  const layers = Array.isArray(bad.layers) ? bad.layers.filter((r) => r && typeof r.layer === "string") : [];
  const firstBad = typeof bad.first_bad_layer === "string" ? bad.first_bad_layer : (layers.find((r) => r.finite === false) || {}).layer;
  let seenBad = false;
  const rows = layers.map((r) => {
    const finite = r.finite !== false;
    const first = r.layer === firstBad && !seenBad;
    if (first) seenBad = true;
    return {
      layer: r.layer,
      finite,
      first,
      propagated: !first && !finite && seenBad,
      nearLimit: r.dtype === "float16" && typeof r.max_abs === "number" && r.max_abs > FLOAT16_MAX / 2,
      maxText: maxAbsText(r.max_abs),
      dtype: r.dtype ? String(r.dtype) : "",
      kind: r.kind || "layer",
      asInput: Boolean(r.as_input),
    };
  });
  const firstRow = rows.find((r) => r.layer === firstBad);
  return {
    step: bad.step,
    firstBad: firstBad || "",
    inputsFinite: bad.inputs_finite,
    verdict: bad.inputs_finite === true ? "created" : bad.inputs_finite === false ? "upstream" : "unknown",
    float16: Boolean(firstRow && firstRow.dtype === "float16"),
    // The first layer of all: what it was fed is the data itself.
    firstLayer: Boolean(rows.length && rows[0].layer === firstBad),
    rows,
  };
}

/** What the activation heatmap outlines: the first bad layer at the bad step, or null. */
export function activationFocus(summary) {
  const bad = summary && summary.bad_step;
  if (!bad || typeof bad.first_bad_layer !== "string" || !isStep(bad.step)) return null;
  return { layers: [bad.first_bad_layer], first: bad.step, last: bad.step };
}

/** What the sentinel watches, from the summary's `watched`: "5 layer outputs watched (float16: 4, float32: 1)." or "". */
export function watchedText(summary) {
  const watched = summary && summary.watched;
  if (!watched || typeof watched.layers !== "number") return "";
  const dtypes = watched.dtypes && typeof watched.dtypes === "object" ? Object.entries(watched.dtypes) : [];
  const parts = dtypes.map(([dtype, n]) => `${dtype}: ${n}`).join(", ");
  return `${plural(watched.layers, "layer output")} watched${parts ? ` (${parts})` : ""}.`;
}

/** The note over the activation heatmap, from matrixExtent(); outlined: the focus is in it. */
export function activationNoteText(extent, focus, outlined) {
  if (!extent.layers || !extent.columns) return `No ${inSentence(labelOf(ACTIVATION_STAT))} values were logged for this run yet.`;
  return (
    `${plural(extent.layers, "layer output")} (first on top) × ${formatSteps(extent.first, extent.last)}` +
    (extent.binned ? ` in ${extent.columns} columns (mean per column)` : "") +
    (extent.nonfinite ? `; ${plural(extent.nonfinite, "NaN/Inf cell")} in red` : "") +
    (focus && outlined ? `; outlined: ${focus.layers[0]} at step ${focus.first}, the first NaN/Inf.` : ".")
  );
}
