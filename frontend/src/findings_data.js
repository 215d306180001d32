// The findings list as the diagnosis groups it: each root cause with the
// symptoms it explains (a finding's `caused_by` names its cause's kind;
// the backend lists symptoms right after their cause, docs/design.md "The
// data contract"). Pure data, unit-tested without a browser.
import { SEVERITY_ORDER } from "./vocab.js";

/**
 * [{finding, index, symptoms: [{finding, index}]}]: roots in the backend's
 * order, worst first where the backend gave none; a symptom whose cause is
 * not in the list stands as a root.
 */
export function groupFindings(findings) {
  const list = Array.isArray(findings) ? findings : [];
  const entries = list.map((finding, index) => ({ finding, index })).filter((e) => e.finding && typeof e.finding === "object");
  const rootOf = new Map(); // kind -> the first root of that kind
  const groups = [];
  for (const entry of entries) {
    const cause = entry.finding.caused_by;
    const root = cause ? rootOf.get(cause) : undefined;
    if (root) {
      root.symptoms.push(entry);
      continue;
    }
    const group = { ...entry, symptoms: [] };
    groups.push(group);
    if (!rootOf.has(entry.finding.kind)) rootOf.set(entry.finding.kind, group);
  }
  // The worst group first (a group is as bad as its worst member); the
  // backend's order among equals.
  const rank = (g) => Math.min(...[g, ...g.symptoms].map((e) => SEVERITY_ORDER[e.finding.severity] ?? 9));
  return groups.map((g, i) => [g, i]).sort(([a, ia], [b, ib]) => rank(a) - rank(b) || ia - ib).map(([g]) => g);
}

/** {critical, warning, info}: how many findings of each severity (as the `runs` route counts them). */
export function severityCounts(findings) {
  const counts = Object.fromEntries(Object.keys(SEVERITY_ORDER).map((s) => [s, 0]));
  for (const f of Array.isArray(findings) ? findings : []) if (f && f.severity in counts) counts[f.severity]++;
  return counts;
}
