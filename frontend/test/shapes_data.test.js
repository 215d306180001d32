// views/shapes_data.js: what the shapes view shows from areas.shapes.
import test from "node:test";
import assert from "node:assert/strict";
import {
  countText,
  findingNote,
  headline,
  lossCheckRows,
  shapeFindings,
  shapeSummary,
  shapeText,
  specLists,
  specsText,
  tableRows,
  tableWarning,
} from "../src/views/shapes_data.js";
import { AREA, KIND, NODE } from "../src/vocab.js";

const TABLE = {
  model: "mnist",
  model_class: "Sequential",
  model_kind: "sequential",
  total_params: 101770,
  trainable_params: 101770,
  complete: false,
  data: { x: [{ shape: [null, 28, 28], dtype: "float32" }], y: [{ shape: [null], dtype: "int64" }] },
  model_inputs: [{ shape: [null, 784], dtype: "float32", name: "pixels" }],
  model_outputs: [{ shape: [null, 10], dtype: "float32", layer: "logits" }],
  loss: [{ name: "sparse_categorical_crossentropy" }],
  rows: [
    { index: 0, name: "mnist", class: "Sequential", depth: 0, inputs: [{ shape: [null, 28, 28] }], outputs: [] },
    { index: 1, name: "reshape", class: "Reshape", depth: 1, inputs: [{ shape: [null, 28, 28], dtype: "float32" }], outputs: [], status: "failed", error: "cannot reshape" },
    { index: 2, name: "dense", class: "Dense", depth: 1, params: 7850, trainable: false, inputs: [], outputs: [{ shape: [null, 10], dtype: "float32" }] },
  ],
};
const MISMATCH = {
  kind: KIND.shape_mismatch,
  node: NODE.shape,
  severity: "critical",
  layer: "reshape",
  evidence: { cause: "layer_input", source: "the data", expected: "(None, 784)", actual: "(None, 28, 28)" },
};

test("shapeSummary reads areas.shapes: the latest table and how many were logged", () => {
  assert.deepEqual(shapeSummary({ areas: { [AREA.shapes]: { table: TABLE, step: 0, tables: 3 } } }), { table: TABLE, tables: 3, lossChecks: [] });
  assert.equal(shapeSummary({ areas: { [AREA.shapes]: { table: null } } }), null);
  assert.equal(shapeSummary({ areas: {} }), null);
});

test("shapeFindings: the shapes area's findings only", () => {
  const other = { kind: KIND.nonfinite_loss, node: NODE.nonfinite };
  assert.deepEqual(shapeFindings({ findings: [other, MISMATCH] }), [MISMATCH]);
  assert.deepEqual(shapeFindings(null), []);
});

test("shapes as Keras prints them", () => {
  assert.equal(shapeText([null, 28, 28]), "(None, 28, 28)");
  assert.equal(shapeText([5]), "(5,)");
  assert.equal(shapeText("?"), "(unknown)");
  assert.equal(specsText([{ shape: [null, 2] }, { shape: [3] }]), "(None, 2)  (3,)");
  assert.equal(specsText([]), "—");
  assert.equal(countText(101770), "101,770");
  assert.equal(countText(undefined), "—");
});

test("specLists marks the data and the model's inputs when the data does not fit", () => {
  const specs = specLists(TABLE, [MISMATCH]);
  assert.deepEqual(specs.data.map((s) => [s.role, s.mismatch]), [["x", true], ["y", false]]);
  assert.deepEqual(specs.model.map((s) => [s.role, s.mismatch, s.note]), [["input", true, "`pixels`"], ["output", false, "of `logits`"]]);
  assert.deepEqual(specs.losses, ["sparse_categorical_crossentropy"]);
  const labels = { ...MISMATCH, evidence: { cause: "integer_labels_categorical_loss" } };
  assert.deepEqual(specLists(TABLE, [labels]).data.map((s) => s.mismatch), [false, true]);
  // Several inputs are told apart by index, or by path.
  const multi = specLists({ data: { x: [{ shape: [1] }, { shape: [2], path: "image" }] } }, []);
  assert.deepEqual(multi.data.map((s) => s.role), ["x[0]", "x.image"]);
});

test("tableRows: the failing layer's row is marked, with the finding's note once", () => {
  const rows = tableRows(TABLE, [MISMATCH], "dense");
  assert.deepEqual(rows.map((r) => r.bad), [false, true, false]);
  assert.ok(rows[1].classes.includes("row-mismatch") && rows[1].classes.includes("row-failed"));
  assert.equal(rows[1].note, "shape_mismatch: expected (None, 784) · got (None, 28, 28) · from the data");
  assert.equal(rows[1].status, "failed here");
  assert.equal(rows[1].outputs, "—");
  assert.equal(rows[1].dtype, "float32");
  assert.ok(rows[2].classes.includes("focused") && rows[2].classes.includes("not-trainable"));
  assert.equal(rows[0].note, null);
  // A failed call without a finding says what failed.
  assert.equal(tableRows(TABLE, [], null)[1].note, "cannot reshape");
  const warning = tableRows(TABLE, [{ ...MISMATCH, severity: "warning" }], null)[1];
  assert.ok(warning.warning && warning.classes.includes("row-warning"));
});

test("findingNote falls back to the summary", () => {
  assert.equal(findingNote({ kind: KIND.input_spec_mismatch, summary: "Data vs model.", evidence: {} }), "Data vs model.");
});

test("headline and warning", () => {
  assert.equal(headline(TABLE, 2), "mnist (Sequential, sequential) · 2 layer calls · 101,770 params (101,770 trainable) · the latest of 2 tables this run logged");
  assert.equal(tableWarning(TABLE), "The model stopped at `reshape`: the layers after it were not reached.");
  assert.match(tableWarning({ ...TABLE, walked_on: "model_inputs" }), /declared input shapes/);
  assert.equal(tableWarning({ rows: [] }), "");
});

test("a custom loop's loss checks show without a shape table, and a broadcast is flagged", () => {
  const diagnosis = { areas: { shapes: { table: null, tables: 0, loss_checks: [
    { step: 1, y_true: [32], y_pred: [32, 1], ok: false },
    { step: 2, y_true: [32, 1], y_pred: [32, 1], ok: true },
  ] } } };
  const summary = shapeSummary(diagnosis);
  assert.equal(summary.table, null);
  const rows = lossCheckRows(summary.lossChecks);
  assert.deepEqual(rows.map((r) => [r.step, r.yTrue, r.yPred, r.ok]), [["1", "(32,)", "(32, 1)", false], ["2", "(32, 1)", "(32, 1)", true]]);
  assert.match(rows[0].verdict, /broadcasts/);
  assert.equal(shapeSummary({ areas: { shapes: { table: null, loss_checks: [] } } }), null);
});
