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
    `The shape probe of ${CALLBACK} (or \`tb_trainhealth.autolog()\`, or \`tb-trainhealth run\`) ` +
    "logs every layer's input and output shapes and checks the data's shapes against the model " +
    "and its loss before the first step, and names the layer of a shape error. In a custom " +
    "training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",
  nonfinite:
    `The NaN/Inf sentinel of ${CALLBACK} (or \`tb_trainhealth.autolog()\`, or \`tb-trainhealth run\`) ` +
    "checks the loss, every layer's output, the gradients and the weights each step (also under " +
    "XLA), and names the first step, layer and variable that went NaN/Inf. In a custom training " +
    "loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, " +
    "`tb_trainhealth.watch(x, name)` checks an intermediate tensor.",
  oom:
    NOT_YET + "memory over time and out-of-memory events are planned.",
  gradients:
    `The gradient probe of ${CALLBACK} (or \`tb_trainhealth.autolog()\`, or \`tb-trainhealth run\`) ` +
    "records per-layer gradient and weight norms every step, and update / weight ratios and " +
    "gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your " +
    "gradients and variables to `tb_trainhealth.Monitor`.",
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
