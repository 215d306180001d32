// What the shapes view (shapes.js) shows, from the diagnosis's
// `areas.shapes` summary ({table, step, tables}) and the shape findings: the
// spec lists, which of them mismatch, the table's rows with their marks and
// notes, and the headline. Pure: no DOM.
import { plural } from "../format.js";
import { AREA, areaOfFinding } from "../vocab.js";

// Finding causes (evidence.cause) about the data going in, and about the
// labels against the output and the loss.
const INPUT_CAUSES = ["input_shape", "layer_input", "layer_rank", "layer_call"];
const LABEL_CAUSES = [
  "integer_labels_categorical_loss",
  "one_hot_labels_sparse_loss",
  "output_units",
  "extra_output_dims",
  "loss_broadcast",
  "label_shape",
];

const list = (value) => (Array.isArray(value) ? value : []);

/** diagnosis.areas.shapes -> {table (or null), tables, lossChecks}, or null when the run
 * logged neither a shape table nor a custom loop's loss-input check. */
export function shapeSummary(diagnosis) {
  const summary = diagnosis && diagnosis.areas && diagnosis.areas[AREA.shapes];
  if (!summary || typeof summary !== "object") return null;
  const table = summary.table && typeof summary.table === "object" ? summary.table : null;
  const lossChecks = list(summary.loss_checks).filter((c) => c && typeof c === "object");
  if (!table && !lossChecks.length) return null;
  return { table, tables: typeof summary.tables === "number" ? summary.tables : 1, lossChecks };
}

/** Monitor.check_loss_shapes results -> rows of the loss-inputs card. */
export function lossCheckRows(lossChecks) {
  return list(lossChecks).map((c) => ({
    step: typeof c.step === "number" ? String(c.step) : "—",
    yTrue: shapeText(c.y_true),
    yPred: shapeText(c.y_pred),
    verdict: c.ok ? "ok" : "broadcasts: fix the shapes before the loss",
    ok: Boolean(c.ok),
  }));
}

/** The run's shape findings. */
export function shapeFindings(diagnosis) {
  const findings = diagnosis && Array.isArray(diagnosis.findings) ? diagnosis.findings : [];
  return findings.filter((f) => areaOfFinding(f) === AREA.shapes);
}

/** [null, 28, 28] -> "(None, 28, 28)", as Keras prints shapes. */
export function shapeText(shape) {
  if (!Array.isArray(shape)) return "(unknown)";
  const dims = shape.map((d) => (d === null || d === undefined ? "None" : String(d)));
  return `(${dims.join(", ")}${dims.length === 1 ? "," : ""})`;
}

/** A list of tensor specs' shapes, or "—". */
export function specsText(specs) {
  if (!Array.isArray(specs) || !specs.length) return "—";
  return specs.map((s) => shapeText(s && s.shape)).join("  ");
}

/** 1234 -> "1,234"; no number: "—". */
export function countText(n) {
  return typeof n === "number" ? n.toLocaleString("en-US") : "—";
}

function causeOf(finding) {
  const ev = finding && finding.evidence && typeof finding.evidence === "object" ? finding.evidence : {};
  return typeof ev.cause === "string" ? ev.cause : "";
}

/** The note under a finding's row: "kind: expected … · got … · from …". */
export function findingNote(finding) {
  const ev = finding.evidence || {};
  const parts = [];
  if (ev.expected) parts.push(`expected ${ev.expected}`);
  if (ev.actual) parts.push(`got ${ev.actual}`);
  if (ev.source) parts.push(`from ${ev.source}`);
  if (!parts.length) return finding.summary || finding.kind;
  return `${finding.kind}: ${parts.join(" · ")}`;
}

/**
 * The data's and the model's specs side by side: {data: [{role, spec,
 * mismatch}], model: [{role, spec, mismatch, note}], losses: [names]}.
 * The data's x and the model's inputs mismatch when a finding blames the
 * data going in; y and the outputs when one blames the labels.
 */
export function specLists(table, findings) {
  const inputBad = findings.some((f) => INPUT_CAUSES.includes(causeOf(f)) && (f.evidence || {}).source === "the data");
  const labelsBad = findings.some((f) => LABEL_CAUSES.includes(causeOf(f)));
  const data = table.data || {};
  const xs = list(data.x);
  const ys = list(data.y);
  const role = (name, spec, i, n) => (spec && spec.path ? `${name}.${spec.path}` : n > 1 ? `${name}[${i}]` : name);
  return {
    data: [
      ...xs.map((spec, i) => ({ role: role("x", spec, i, xs.length), spec, mismatch: inputBad })),
      ...ys.map((spec, i) => ({ role: role("y", spec, i, ys.length), spec, mismatch: labelsBad })),
    ],
    model: [
      ...list(table.model_inputs).map((spec) => ({
        role: "input",
        spec,
        mismatch: inputBad,
        note: spec.inferred ? "(subclassed: taken from the data)" : spec.name ? `\`${spec.name}\`` : "",
      })),
      ...list(table.model_outputs).map((spec) => ({ role: "output", spec, mismatch: labelsBad, note: spec.layer ? `of \`${spec.layer}\`` : "" })),
    ],
    losses: list(table.loss).map((l) => l.name),
  };
}

/**
 * The table's rows: [{row, classes, bad, outputs, dtype, status, note}]
 * with note (the text of the line under a bad row, the first time its layer
 * is bad) or null. `focusedLayer`'s rows are marked focused.
 */
export function tableRows(table, findings, focusedLayer) {
  const byLayer = new Map();
  for (const f of findings) {
    if (typeof f.layer === "string" && f.layer && !byLayer.has(f.layer)) byLayer.set(f.layer, f);
  }
  const noted = new Set();
  return list(table.rows).map((row) => {
    const finding = byLayer.get(row.name);
    const failed = row.status === "failed";
    const bad = Boolean(finding) || failed;
    const warning = Boolean(finding && finding.severity === "warning");
    const classes = [
      `depth-${Math.min(row.depth || 0, 9)}`,
      row.trainable === false ? "not-trainable" : "",
      bad ? "row-mismatch" : "",
      warning ? "row-warning" : "",
      row.status ? `row-${row.status}` : "",
      focusedLayer && row.name === focusedLayer ? "focused" : "",
    ].filter(Boolean);
    let note = null;
    if (bad && !noted.has(row.name)) {
      noted.add(row.name);
      note = finding ? findingNote(finding) : row.error || "This call failed.";
    }
    const firstSpec = (specs) => (specs && specs[0]) || null;
    return {
      row,
      classes,
      bad,
      warning,
      outputs: row.outputs && row.outputs.length ? specsText(row.outputs) : failed ? "—" : "",
      dtype: (firstSpec(row.outputs) || {}).dtype || (firstSpec(row.inputs) || {}).dtype || "",
      status: failed ? "failed here" : row.status === "raised_inside" ? "raised inside" : "",
      note,
    };
  });
}

/** The line over the table: the model, its layer calls and parameters. */
export function headline(table, tables) {
  const rows = list(table.rows);
  const layers = rows.filter((r) => (r.depth || 0) > 0).length;
  return (
    `${table.model || "model"} (${table.model_class || "?"}, ${table.model_kind || "?"}) · ` +
    `${plural(layers, "layer call")} · ${countText(table.total_params)} params` +
    (typeof table.trainable_params === "number" ? ` (${countText(table.trainable_params)} trainable)` : "") +
    (tables > 1 ? ` · the latest of ${tables} tables this run logged` : "")
  );
}

/** A warning over the table (with `code` spans), or "": the model was walked on its own inputs, or stopped. */
export function tableWarning(table) {
  if (table.walked_on === "model_inputs") {
    return "The data does not fit the model's input: the table shows the model on its declared input shapes.";
  }
  if (table.complete === false) {
    const failed = list(table.rows).find((r) => r.status === "failed");
    return `The model stopped at ${failed ? `\`${failed.name}\`` : "a layer"}: the layers after it were not reached.`;
  }
  return "";
}
