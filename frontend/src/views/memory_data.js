// What the memory view (memory.js) shows, from the diagnosis's
// `areas.memory` summary (docs/routes.md, "Memory"): the memory chart's
// geometry against the device's limit, the OOM's (or full disk's) rows, the
// model's size, what a batch size needs, and the batch-size searches'
// attempts. Pure: no DOM.
import { AREA, EVENT, areaOfFinding } from "../vocab.js";
import { byteTicks, bytesText } from "../format.js";

const list = (value) => (Array.isArray(value) ? value : []);
const isNum = (v) => typeof v === "number" && Number.isFinite(v);
const obj = (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : null);

// Bytes are said one way across the tab (format.js).
export { bytesText };

/** [65536, 65536, 48] -> "[65536, 65536, 48]"; none -> "?". */
export function shapeText(shape) {
  return Array.isArray(shape) ? `[${shape.join(", ")}]` : "?";
}

/** diagnosis.areas.memory, normalized, or null when the run has none of it. */
export function memorySummary(diagnosis) {
  const summary = obj(diagnosis && diagnosis.areas && diagnosis.areas[AREA.memory]);
  if (!summary) return null;
  const series = obj(summary.series) || {};
  const steps = list(series.steps);
  const values = list(series.values);
  const points = [];
  steps.forEach((step, i) => {
    if (isNum(step) && isNum(values[i])) points.push([step, values[i]]);
  });
  points.sort((a, b) => a[0] - b[0]);
  const limit = obj(summary.limit) || {};
  return {
    points,
    limit: isNum(limit.bytes) ? limit.bytes : null,
    limitSource: typeof limit.source === "string" ? limit.source : null,
    device: typeof limit.device === "string" ? limit.device : null,
    model: obj(summary.model),
    estimate: obj(summary.estimate),
    oom: obj(summary[EVENT.oom]),
    diskFull: obj(summary[EVENT.disk_full]),
    searches: list(summary.searches).filter(obj),
  };
}

/** The run's memory findings. */
export function memoryFindings(diagnosis) {
  const findings = diagnosis && Array.isArray(diagnosis.findings) ? diagnosis.findings : [];
  return findings.filter((f) => areaOfFinding(f) === AREA.memory);
}

/**
 * The chart: {xs: [lo, hi], yMax, path: [[x, y] in 0..1], limitY (0..1, or
 * null when the limit is off the chart), limitNote, peak: {step, bytes},
 * ticks: [{y, text}]}, or null without points. The y axis starts at 0 and
 * shows the limit where the peak is within 4x of it (above, the line would
 * crush the curve to the floor: the note says how far the limit is).
 */
export function chartModel(summary) {
  const points = summary ? summary.points : [];
  if (!points.length) return null;
  const lo = points[0][0];
  const hi = points[points.length - 1][0];
  let peak = points[0];
  for (const p of points) if (p[1] > peak[1]) peak = p;
  const limit = summary.limit;
  const limitShown = isNum(limit) && limit > 0 && peak[1] * 4 >= limit;
  // Round ticks (0, 200, 400, 600 MiB), the top one above the peak (and the limit).
  const byteAxis = byteTicks(Math.max(peak[1], limitShown ? limit : 0) * 1.02 || 1);
  const yMax = byteAxis[byteAxis.length - 1].value || 1;
  const span = hi - lo || 1;
  const path = points.map(([x, y]) => [hi === lo ? 0.5 : (x - lo) / span, 1 - y / yMax]);
  let limitNote = null;
  if (isNum(limit) && limit > 0) {
    const share = peak[1] / limit;
    limitNote = `peak ${bytesText(peak[1])} at step ${peak[0]}: ${Math.round(share * 100)}% of the ${bytesText(limit)} limit`
      + (summary.limitSource ? ` (${summary.limitSource})` : "");
  }
  const ticks = byteAxis.map((t) => ({ y: 1 - t.value / yMax, text: t.text }));
  return {
    xs: [lo, hi],
    yMax,
    path,
    limitY: limitShown ? 1 - limit / yMax : null,
    limitNote,
    peak: { step: peak[0], bytes: peak[1] },
    ticks,
  };
}

/** The OOM event as [{key, value}] rows, the allocation first. */
export function oomRows(oom) {
  if (!oom) return [];
  const alloc = obj(oom.allocation) || {};
  const rows = [
    ["Step", isNum(oom.step) ? String(oom.step) : "?"],
    ["Phase", oom.phase || "training"],
    ["Batch size", isNum(oom.batch_size) ? String(oom.batch_size) : "not known"],
    ["Tensor shape", shapeText(alloc.shape)],
    ["dtype", alloc.dtype || "?"],
    ["Bytes asked", bytesText(alloc.bytes)],
    ["Device", alloc.device || oom.device || "?"],
    ["Allocator", alloc.allocator || "?"],
    ["Layer", oom.layer || "not told by the message"],
    ["Op", oom.node || "?"],
    ["Peak before", bytesText(oom.peak_bytes)],
    ["Device limit", bytesText(oom.limit_bytes)],
  ];
  return rows.map(([key, value]) => ({ key, value }));
}

/** The full-disk event as rows. */
export function diskRows(event) {
  if (!event) return [];
  return [
    ["Step", isNum(event.step) ? String(event.step) : "?"],
    ["Path", event.path || "not told by the message"],
    ["Error", event.error_type || "?"],
  ].map(([key, value]) => ({ key, value }));
}

function dtypeText(part) {
  const byDtype = obj(part && part.by_dtype) || {};
  return Object.entries(byDtype)
    .map(([dtype, v]) => `${dtype}: ${(v.count || 0).toLocaleString("en-US")} (${bytesText(v.bytes)})`)
    .join(", ");
}

/** The model's size: [{key, value}] (parameters, optimizer slots, per dtype). */
export function modelRows(model) {
  if (!model) return [];
  const params = obj(model.params) || {};
  const trainable = obj(model.trainable) || {};
  const optimizer = obj(model.optimizer) || {};
  const slots = obj(optimizer.slots) || {};
  const rows = [
    ["Parameters", `${(params.count || 0).toLocaleString("en-US")} (${bytesText(params.bytes)}) ${dtypeText(params) ? `· ${dtypeText(params)}` : ""}`.trim()],
    ["Gradients", `${bytesText(trainable.bytes)} (one per trainable parameter)`],
    ["Optimizer slots", `${optimizer.name || "?"}: ${bytesText(slots.bytes)}`],
    ["dtype policy", model.mixed_precision || "?"],
    ["Batch size", isNum(model.batch_size) ? String(model.batch_size) : "not known"],
    ["Device", `${model.device || "?"}${isNum(model.limit_bytes) ? `, ${bytesText(model.limit_bytes)}` : ""}`],
  ];
  return rows.map(([key, value]) => ({ key, value }));
}

/** 0.13 -> "13%"; 0.004 -> "0.40%"; below 0.01% -> "<0.01%". */
export function shareText(share) {
  if (!isNum(share)) return "—";
  if (share < 0.0001) return "<0.01%";
  return `${(100 * share).toFixed(share < 0.01 ? 2 : 0)}%`;
}

/** What a batch size needs (a lower bound): rows of {batchSize, bytes, share, current}. */
export function estimateRows(estimate, limit) {
  if (!estimate) return [];
  return list(estimate.rows)
    .filter((r) => r && isNum(r.batch_size) && isNum(r.bytes))
    .map((r) => ({
      batchSize: r.batch_size,
      bytes: bytesText(r.bytes),
      share: isNum(limit) && limit > 0 ? shareText(r.bytes / limit) : "—",
      current: r.batch_size === estimate.batch_size,
    }));
}

const STATUS_WORDS = {
  fits: "trains",
  out_of_memory: "out of memory",
  over_budget: "over the budget (not run)",
  near_limit: "trains, within 10% of the limit",
  too_large: "a tensor larger than the device (not run)",
};

/** A search's attempts, in the order tried: {batchSize, status, words, estimate, chosen}. */
export function searchRows(search) {
  if (!search) return [];
  return list(search.attempts)
    .filter((a) => a && isNum(a.batch_size))
    .map((a, i) => ({
      order: i + 1,
      batchSize: a.batch_size,
      status: a.status,
      words: STATUS_WORDS[a.status] || String(a.status),
      // A step needs at least its largest tensor: a first estimate made
      // before the search saw that tensor (linear in the batch) says less.
      estimate:
        isNum(a.largest_tensor_bytes) && !(a.estimate_bytes >= a.largest_tensor_bytes)
          ? `at least ${bytesText(a.largest_tensor_bytes)}`
          : bytesText(a.estimate_bytes),
      largest: bytesText(a.largest_tensor_bytes),
      chosen: a.batch_size === search.batch_size && a.status === "fits",
    }));
}

/** The search's one-line result. */
export function searchHeadline(search) {
  if (!search) return "";
  const tried = list(search.attempts).length;
  const budget = isNum(search.budget_bytes) ? `, budget ${bytesText(search.budget_bytes)} (${search.budget_source || "?"})` : "";
  const why = search.reason === "oom_retry" ? "After the OOM: " : "";
  if (!isNum(search.batch_size)) return `${why}no batch size trains, even 1 (${tried} tried${budget}).`;
  return `${why}batch size ${search.batch_size} fits: ${tried} sizes tried, ${search.steps || "?"} real steps each${budget}; a size fits within ${Math.round(100 * (search.margin || 0.9))}% of it.`;
}
