// findings_data.js: each root cause with the symptoms it explains.
import test from "node:test";
import assert from "node:assert/strict";
import { groupFindings } from "../src/findings_data.js";

const f = (kind, severity, caused_by = null) => ({ kind, severity, caused_by });

test("symptoms group under their cause, in the backend's order", () => {
  const groups = groupFindings([
    f("shape_mismatch", "critical"),
    f("training_error", "critical", "shape_mismatch"),
    f("dead_units", "warning"),
  ]);
  assert.deepEqual(groups.map((g) => [g.finding.kind, g.symptoms.map((s) => s.finding.kind)]), [
    ["shape_mismatch", ["training_error"]],
    ["dead_units", []],
  ]);
  assert.deepEqual(groups[0].symptoms.map((s) => s.index), [1]);
});

test("a group is as bad as its worst member; a symptom without its cause stands alone", () => {
  const groups = groupFindings([
    f("loss_stuck", "warning"),
    f("output_activation_mismatch", "warning"),
    f("training_error", "critical", "output_activation_mismatch"),
    f("vanishing_gradients", "warning", "not_in_the_list"),
  ]);
  assert.deepEqual(groups.map((g) => g.finding.kind), ["output_activation_mismatch", "loss_stuck", "vanishing_gradients"]);
  assert.deepEqual(groupFindings(null), []);
  assert.deepEqual(groupFindings([null, "x"]), []);
});
