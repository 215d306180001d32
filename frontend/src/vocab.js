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
  warning: "warning",
  healthy: "healthy",
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

/** A number or value in an evidence table, readable. */
export function formatValue(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") {
    if (Number.isInteger(value)) return String(value);
    const abs = Math.abs(value);
    if (abs !== 0 && (abs >= 1e6 || abs < 1e-3)) return value.toExponential(3);
    return String(Number(value.toPrecision(6)));
  }
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  return JSON.stringify(value);
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
