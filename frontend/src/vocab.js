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

// For a node in state no_data: what to log to get evidence for it.
const AREA_HINTS = {
  error:
    "Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or " +
    "`tb-trainhealth run train.py`: " +
    "errors raised during training are recorded with the step where they happened.",
  shape:
    `The shape probe of ${CALLBACK} (or autolog) records per-layer input/output shapes and dtypes, ` +
    "the dataset's `element_spec` against the model's inputs, and the failing layer on a shape error.",
  nonfinite:
    `The NaN/Inf sentinel of ${CALLBACK} (or autolog) checks the loss every step; ` +
    "in a custom training loop, pass loss, gradients and variables to `tb_trainhealth.Monitor`.",
  oom:
    `The memory probe of ${CALLBACK} (or autolog) records memory over time ` +
    "(GPU allocator peak, host RSS on CPU) and out-of-memory errors with the batch size.",
  gradients:
    "Per-layer gradient and weight norms come from `tb_trainhealth.autolog()` / " +
    "`tb-trainhealth run` or from `tb_trainhealth.Monitor` in a custom training loop " +
    "(a Keras callback alone cannot see gradients).",
  input_pipeline:
    `The input-pipeline probe of ${CALLBACK} (or autolog) times waiting for input against ` +
    "computing, per step, when training from a `tf.data.Dataset`.",
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
