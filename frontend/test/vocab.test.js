// The vocabulary as the bundle gets it (frontend/vocabulary.mjs) and the
// names, labels and hints vocab.js derives from it.
import test from "node:test";
import assert from "node:assert/strict";
import {
  AREA,
  AREAS,
  EVENT,
  HISTOGRAM,
  KIND,
  LABEL,
  NODE,
  SERIES,
  STAT,
  areaOfFinding,
  areaOfNode,
  declaration,
  findingStepText,
  formatValue,
  humanKey,
  inSentence,
  labelOf,
  noDataHint,
  worstSeverity,
} from "../src/vocab.js";

test("a declared name reads back as itself", () => {
  assert.equal(KIND.dead_units, "dead_units");
  assert.equal(NODE.fix_numerics, "fix_numerics");
  assert.equal(STAT.grad_norm, "grad_norm");
  assert.equal(EVENT.shape_table, "shape_table");
  assert.equal(SERIES.loss, "loss");
  assert.equal(HISTOGRAM.gradients, "gradients");
  assert.equal(AREA.input_pipeline, "input_pipeline");
});

test("a misspelt name throws, naming it", () => {
  assert.throws(() => KIND.dead_unit, /no declared finding kind "dead_unit"/);
  assert.throws(() => NODE.nonfinit, /no declared node id "nonfinit"/);
  assert.throws(() => AREA.shape, /no declared area "shape"/);
});

test("each name set holds only its own kind of name", () => {
  // A finding kind is no statistic, a node id no finding kind.
  assert.throws(() => STAT.exploding_gradients);
  assert.throws(() => KIND.fix_gradients);
  assert.throws(() => EVENT.grad_norm);
  assert.ok(Object.keys(STAT).includes(STAT.activation_max_abs));
  assert.ok(!Object.keys(KIND).includes("grad_norm"));
});

test("the name sets cover every area's declarations", () => {
  const areaNames = AREAS.map((a) => a.name);
  assert.deepEqual(Object.keys(AREA), areaNames);
  for (const area of AREAS) {
    for (const kind of area.findings) assert.equal(KIND[kind], kind);
    for (const node of area.nodes) assert.equal(NODE[node.id], node.id);
    for (const stat of area.matrices) assert.equal(STAT[stat], stat);
  }
  // Node ids are unique, so a node has one area.
  const ids = AREAS.flatMap((a) => a.nodes.map((n) => n.id));
  assert.equal(new Set(ids).size, ids.length);
});

test("symbol reads (inspection, coercion checks) do not throw", () => {
  assert.equal(KIND[Symbol.iterator], undefined);
  assert.equal(typeof KIND[Symbol.toStringTag], "undefined");
});

test("every label is for a declared kind, event or statistic", () => {
  const named = new Set([...Object.keys(KIND), ...Object.keys(EVENT), ...Object.keys(STAT), ...Object.keys(SERIES)]);
  const stray = Object.keys(LABEL).filter((name) => !named.has(name));
  assert.deepEqual(stray, []);
  // One map for all views: a stat's and a kind's label come from the same place.
  assert.equal(labelOf(STAT.update_ratio), LABEL.update_ratio);
  assert.equal(labelOf(KIND.nonfinite_loss), LABEL.nonfinite_loss);
});

test("labelOf makes an unlabelled name readable", () => {
  assert.equal(labelOf("some_new_kind"), "Some new kind");
});

test("a node belongs to the area that declares it", () => {
  assert.equal(areaOfNode(NODE.gradients), AREA.gradients);
  assert.equal(areaOfNode(NODE.fix_gradients), AREA.gradients);
  assert.equal(areaOfNode(NODE.fix_shape), AREA.shapes);
  assert.equal(areaOfNode("no_such_node"), null);
});

test("a finding belongs to its kind's area, else its node's", () => {
  assert.equal(areaOfFinding({ kind: KIND.exploding_gradients, node: NODE.gradients }), AREA.gradients);
  // nonfinite_gradients is the NaN/Inf area's, whatever its words say.
  assert.equal(areaOfFinding({ kind: KIND.nonfinite_gradients, node: NODE.nonfinite }), AREA.nonfinite);
  assert.equal(areaOfFinding({ kind: "a_kind_from_a_newer_backend", node: NODE.shape }), AREA.shapes);
  assert.equal(areaOfFinding({ kind: "unknown", node: "unknown" }), null);
  assert.equal(areaOfFinding(null), null);
});

test("a no_data node's hint is its area's, fix nodes included", () => {
  const shapesHint = declaration(AREA.shapes).hint;
  assert.ok(shapesHint.length > 20);
  assert.equal(noDataHint(NODE.shape), shapesHint);
  assert.equal(noDataHint(NODE.fix_shape), shapesHint);
  assert.notEqual(noDataHint(NODE.oom), shapesHint);
  assert.match(noDataHint("no_such_node"), /TrainHealth\(logdir\)/);
});

test("declaration() refuses an undeclared area", () => {
  assert.equal(declaration(AREA.nonfinite).name, "nonfinite");
  assert.throws(() => declaration("nope"));
});

test("display helpers", () => {
  assert.equal(worstSeverity([{ severity: "info" }, { severity: "critical" }, { severity: "bogus" }]), "critical");
  assert.equal(worstSeverity([]), null);
  assert.equal(formatValue(null), "—");
  assert.equal(formatValue(0.5), "0.5");
  assert.equal(formatValue(2.5e-5), "2.5e-5");
  assert.equal(formatValue(2.31e12), "2310000000000"); // an integer stays one
  // Never raw JSON, never 17 digits (issue 16).
  assert.equal(formatValue(3.7276170292281036e34), "3.728e34");
  assert.equal(formatValue(0.984375), "0.9844");
  assert.equal(formatValue([1, 2]), "1, 2");
  assert.equal(formatValue([16, 18, 19, 26, 27, 28, 29]), "16, 18, 19, 26–29");
  assert.equal(formatValue(["hidden_1", "logits"]), "hidden_1, logits");
  assert.equal(formatValue({ dense_3: 0.984375, dense_4: 0.90625 }), "dense_3: 0.9844 · dense_4: 0.9063");
  assert.equal(formatValue([]), "none");
  assert.equal(formatValue(Array.from({ length: 20 }, (_, i) => i * 2)), "0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, … 8 more");
});

test("findingStepText: a range for a finding over steps, a crash as a crash", () => {
  assert.equal(findingStepText({ kind: "x", step: 41, evidence: {} }), "step 41");
  assert.equal(findingStepText({ kind: "x", step: 1, evidence: { first_step: 1, last_step: 96 } }), "steps 1–96");
  assert.equal(findingStepText({ kind: "x", step: 5, evidence: { first_step: 5, last_step: 5 } }), "step 5");
  const crash = { kind: KIND.training_error, step: 1, evidence: { phase: "train_step", completed_steps: 0 } };
  assert.equal(findingStepText(crash), "crashed at step 1");
  assert.equal(findingStepText({ ...crash, step: null, evidence: { phase: "fit", completed_steps: 0 } }), "crashed in fit");
  assert.equal(findingStepText({ kind: "x", step: null, evidence: {} }), null);
  assert.equal(humanKey("last_finite_step"), "Last finite step");
  assert.equal(inSentence("Exploding gradients"), "exploding gradients");
  assert.equal(inSentence("NaN/Inf gradients"), "NaN/Inf gradients");
  assert.equal(inSentence("Loss-scale collapse"), "loss-scale collapse");
  assert.equal(inSentence("Gradient max |g|"), "gradient max |g|");
});
