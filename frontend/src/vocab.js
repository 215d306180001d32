// Display words for the public vocabulary (DESIGN.md): severities, run
// statuses, node states, and what to log to get evidence for each node.

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

const CALLBACK = "the `TrainHealth(logdir)` callback";
const NOT_YET = "This version of tb-trainhealth captures no evidence for this area yet; ";

// For a node in state no_data: what to log to get evidence for it. Keep in
// step with the probes in tb_trainhealth/capture/probes/: say what exists.
const AREA_HINTS = {
  error:
    "Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or " +
    "`tb-trainhealth run train.py` to record evidence for the checks below.",
  shape:
    NOT_YET + "a per-layer shape table and a data-vs-model preflight are planned.",
  nonfinite:
    `The loss probe of ${CALLBACK} (or autolog, or \`tb-trainhealth run\`) records each step's ` +
    "loss and the first step where it is NaN/Inf.",
  oom:
    NOT_YET + "memory over time and out-of-memory events are planned.",
  gradients:
    NOT_YET + "per-layer gradient norms and histograms are planned.",
  input_pipeline:
    NOT_YET + "time waiting for input against computing, per step, is planned.",
};

const NODE_AREA = {
  error: "error",
  error_type: "error",
  shape: "shape",
  fix_shape: "shape",
  nonfinite: "nonfinite",
  fix_numerics: "nonfinite",
  oom: "oom",
  fix_memory: "oom",
  gradients: "gradients",
  fix_gradients: "gradients",
  input_pipeline: "input_pipeline",
  fix_pipeline: "input_pipeline",
};

export function noDataHint(nodeId) {
  const area = NODE_AREA[nodeId] || (nodeId.startsWith("fix_") ? null : nodeId);
  return (
    AREA_HINTS[area] ||
    `Log with ${CALLBACK} or \`tb_trainhealth.autolog()\` to capture evidence for this check.`
  );
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
