// The run selector's data (index.js): counts per status, the runs a filter
// keeps, and the run to open first. Pure: no DOM.
import { STATUS_LABEL } from "./vocab.js";
import { severityCounts } from "./findings_data.js";

/** Run statuses, worst first (the backend's words: docs/design.md). */
export const STATUSES = Object.keys(STATUS_LABEL);

const rank = (status) => {
  const i = STATUSES.indexOf(status);
  return i < 0 ? STATUSES.length : i;
};

/** {status: number of runs} for every status, 0 included. */
export function statusCounts(runs) {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0]));
  for (const r of runs) if (r && r.status in counts) counts[r.status]++;
  return counts;
}

/**
 * The runs `filter` keeps ({status: "" for all, text: part of the name,
 * case-insensitive}), in their order; `keep` (the selected run) always.
 */
export function filterRuns(runs, { status = "", text = "" } = {}, keep = null) {
  const needle = String(text || "").trim().toLowerCase();
  return runs.filter(
    (r) => r.run === keep || ((!status || r.status === status) && (!needle || r.run.toLowerCase().includes(needle))),
  );
}

const critical = (r) => (r.counts && r.counts.critical) || 0;
const warnings = (r) => (r.counts && r.counts.warning) || 0;

/** The runs worst first: by status, then most critical, then most warning findings; the backend's order among equals. */
export function sortRuns(runs) {
  return runs
    .filter((r) => r && typeof r.run === "string")
    .map((r, i) => [r, i])
    .sort(([a, ia], [b, ib]) => rank(a.status) - rank(b.status) || critical(b) - critical(a) || warnings(b) - warnings(a) || ia - ib)
    .map(([r]) => r);
}

/** The run to open first: the worst one that can be read (one that cannot has nothing to show but why). */
export function worstRun(runs) {
  const sorted = sortRuns(runs);
  const first = sorted.find((r) => r.status !== "unreadable") || sorted[0];
  return first ? first.run : null;
}

/** A run as the selectors list it: "nan_loss — critical". */
export function runLabel(r) {
  return `${r.run} — ${STATUS_LABEL[r.status] || r.status}`;
}

/** A run's counts of findings in words: "2 critical · 1 warning", "no findings". */
export function countsText(counts) {
  if (!counts) return "";
  const parts = [];
  for (const sev of ["critical", "warning", "info"]) {
    const n = counts[sev] || 0;
    if (n) parts.push(`${n} ${sev}`);
  }
  return parts.length ? parts.join(" · ") : "no findings";
}

/** Whether `runs` lists a run not read yet (the tab then asks again soon). */
export function hasPending(runs) {
  return Array.isArray(runs) && runs.some((r) => r && r.status === "pending");
}

/**
 * Puts a run's diagnosis (`diagnosis?run=` body) into its `runs` entry
 * where that still says "pending": the run was read to answer, and the
 * selector and the badge need not wait for the next `runs`. True when it
 * changed an entry.
 */
export function withDiagnosis(runs, body) {
  const entry = body && Array.isArray(runs) ? runs.find((r) => r && r.run === body.run) : null;
  if (!entry || entry.status !== "pending" || typeof body.status !== "string" || body.status === "pending") return false;
  entry.status = body.status;
  entry.counts = severityCounts(body.findings);
  return true;
}
