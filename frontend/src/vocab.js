// The public vocabulary (docs/design.md) as the frontend reads it: the areas'
// declarations (tb_trainhealth/areas/, built in through the
// "trainhealth:vocabulary" module, frontend/vocabulary.mjs) and the display
// words for severities, run statuses and node states.
//
// Names are spelled once, in the declarations: write `KIND.dead_units`,
// `NODE.nonfinite`, `STAT.grad_norm`, never the string. Each of KIND,
// EVENT, STAT, SERIES, HISTOGRAM, NODE and AREA gives back the name itself
// and throws on a name no area declares, so a typo fails loudly.
import vocabulary from "trainhealth:vocabulary";

/** Every area's declaration ({name, title, nodes, findings, ...}), in flowchart order. */
export const AREAS = Object.freeze(vocabulary.areas.map((area) => Object.freeze(area)));

function declaredNames(what, names) {
  const known = Object.freeze(Object.fromEntries(names.map((name) => [name, name])));
  return new Proxy(known, {
    get(target, name) {
      if (typeof name !== "string") return undefined; // Symbol.toPrimitive, inspection
      if (Object.prototype.hasOwnProperty.call(target, name)) return target[name];
      throw new Error(`no declared ${what} ${JSON.stringify(name)} (tb_trainhealth/areas/)`);
    },
  });
}

const every = (field) => AREAS.flatMap((area) => area[field]);

export const AREA = declaredNames("area", AREAS.map((area) => area.name));
export const NODE = declaredNames("node id", AREAS.flatMap((area) => area.nodes.map((node) => node.id)));
export const KIND = declaredNames("finding kind", every("findings"));
export const EVENT = declaredNames("event kind", every("events"));
export const STAT = declaredNames("matrix statistic", every("matrices"));
export const SERIES = declaredNames("series", every("series"));
export const HISTOGRAM = declaredNames("histogram family", every("histograms"));

/** Display words for every kind and statistic, over all areas. */
export const LABEL = Object.freeze(Object.assign({}, ...AREAS.map((area) => area.labels)));

/** The words for a kind or statistic: its label, else the name made readable. */
export function labelOf(name) {
  return LABEL[name] || humanKey(name);
}

/** The declaration of area `name` (throws on an undeclared one). */
export function declaration(name) {
  return AREAS.find((area) => area.name === AREA[name]);
}

/** The name of the area that declares flowchart node `nodeId`, or null. */
export function areaOfNode(nodeId) {
  const area = AREAS.find((a) => a.nodes.some((node) => node.id === nodeId));
  return area ? area.name : null;
}

/** The name of the area a finding belongs to (by its kind, else its node), or null. */
export function areaOfFinding(finding) {
  if (!finding || typeof finding !== "object") return null;
  const byKind = AREAS.find((area) => area.findings.includes(finding.kind));
  return byKind ? byKind.name : areaOfNode(finding.node);
}

/** For a node in state no_data: what to log to get evidence for it. */
export function noDataHint(nodeId) {
  const area = areaOfNode(nodeId);
  const hint = area ? declaration(area).hint : "";
  return hint || "Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check.";
}

export const SEVERITY_ORDER = { critical: 0, warning: 1, info: 2 };

export const STATE_LABEL = {
  triggered: "Triggered",
  clear: "Clear",
  no_data: "No data",
};

export const STATUS_LABEL = {
  critical: "critical",
  // A run whose event files cannot be read at all (`runs` gives the
  // reason): listed so that it never passes for healthy, never a diagnosis's status.
  unreadable: "unreadable",
  warning: "warning",
  // Repaired as it trained (`heal=True`): its findings still listed, with the repairs.
  healed: "healed",
  healthy: "healthy",
  // Listed by `runs` before it has read the run (a big logdir is read in
  // the background: docs/routes.md); never a diagnosis's status.
  pending: "pending",
};

/** The worst severity among findings (or null). */
export function worstSeverity(findings) {
  let worst = null;
  for (const f of findings) {
    const sev = f && f.severity;
    if (!(sev in SEVERITY_ORDER)) continue;
    if (worst === null || SEVERITY_ORDER[sev] < SEVERITY_ORDER[worst]) worst = sev;
  }
  return worst;
}

/** A number, readable in a table: integers as they are (up to 1e15), others to 4 significant digits. */
function formatScalar(value) {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return String(value);
    const abs = Math.abs(value);
    if (Number.isInteger(value) && abs < 1e15) return String(value);
    if (abs !== 0 && (abs >= 1e6 || abs < 1e-3)) {
      const [mant, exp] = value.toExponential(3).split("e");
      return `${Number(mant)}e${Number(exp)}`;
    }
    return String(Number(value.toPrecision(4)));
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  return String(value);
}

/** Ascending integers -> "16, 18, 19, 26–30": runs of three or more consecutive ones as ranges. */
function integerRanges(values) {
  const parts = [];
  let start = values[0];
  let prev = values[0];
  for (const v of [...values.slice(1), null]) {
    if (v !== null && v === prev + 1) {
      prev = v;
      continue;
    }
    if (prev - start >= 2) parts.push(`${start}–${prev}`);
    else for (let k = start; k <= prev; k++) parts.push(String(k));
    start = prev = v;
  }
  return parts;
}

const MAX_ITEMS = 12;

/**
 * A value in an evidence table, as words: numbers to a few digits, a list
 * as "a, b and c" (ascending integers as ranges), an object as "key: value"
 * pairs; never raw JSON.
 */
export function formatValue(value) {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) {
    if (!value.length) return "none";
    let items;
    const ints = value.every((v) => Number.isInteger(v));
    const ascending = ints && value.every((v, i) => i === 0 || v > value[i - 1]);
    if (ascending) items = integerRanges(value);
    else items = value.map((v) => (v !== null && typeof v === "object" ? `(${formatValue(v)})` : formatValue(v)));
    const shown = items.length > MAX_ITEMS ? [...items.slice(0, MAX_ITEMS), `… ${items.length - MAX_ITEMS} more`] : items;
    return shown.join(", ");
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return "none";
    const shown = entries.slice(0, MAX_ITEMS).map(([k, v]) => `${k}: ${formatValue(v)}`);
    if (entries.length > MAX_ITEMS) shown.push(`… ${entries.length - MAX_ITEMS} more`);
    return shown.join(" · ");
  }
  if (typeof value === "string") return value.replace(ANSI, "");
  return formatScalar(value);
}

// Terminal colour codes in an exception's message (Keras bolds its own).
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Where a finding sits in the run, for its badge: "step 41", "steps
 * 1–96" for one that spans steps (its evidence's first_step / last_step),
 * "crashed at step 1" for a crash (evidence `phase`), "crashed in fit"
 * for one outside a step; null when it has no step.
 */
export function findingStepText(finding) {
  if (!finding || typeof finding !== "object") return null;
  const ev = finding.evidence && typeof finding.evidence === "object" ? finding.evidence : {};
  const step = Number.isFinite(finding.step) ? finding.step : null;
  const crash = finding.kind === KIND.training_error || (typeof ev.phase === "string" && "completed_steps" in ev);
  if (crash) {
    const inStep = typeof ev.phase === "string" ? /step/.test(ev.phase) : step !== null;
    if (inStep && step !== null) return `crashed at step ${step}`;
    return typeof ev.phase === "string" ? `crashed in ${ev.phase.replace(/_/g, " ")}` : "crashed";
  }
  const first = Number.isFinite(ev.first_step) ? ev.first_step : null;
  const last = Number.isFinite(ev.last_step) ? ev.last_step : null;
  if (first !== null && last !== null && last !== first) return `steps ${Math.min(first, last)}–${Math.max(first, last)}`;
  return step !== null ? `step ${step}` : null;
}

/** "last_finite_step" -> "Last finite step". */
export function humanKey(key) {
  const words = String(key).replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A label inside a sentence: "Exploding gradients" -> "exploding gradients"; "NaN/Inf …" stays. */
export function inSentence(label) {
  const text = String(label);
  // Only a capitalised first word: not an acronym or a mixed-case one.
  return /^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
