// views/convergence_data.js: the loss band, the per-layer rows, the head's words.
import test from "node:test";
import assert from "node:assert/strict";
import {
  convergenceSummary,
  dataLine,
  findingFocus,
  headLine,
  layerRows,
  lossChart,
  lossNote,
  saturationRows,
} from "../src/views/convergence_data.js";
import { AREA, KIND } from "../src/vocab.js";

const windows = [
  { first_step: 1, last_step: 10, median: 2.0, low: 1.5, high: 3.0 },
  { first_step: 11, last_step: 20, median: 1.0, low: 0.8, high: 1.4 },
  { first_step: 21, last_step: 30, median: 0.5, low: 0.4, high: 0.7 },
];

test("convergenceSummary keeps what is well formed and null without a summary", () => {
  assert.equal(convergenceSummary({ areas: {} }), null);
  const summary = convergenceSummary({
    areas: { [AREA.convergence]: { loss: { start: 2.2, end: 0.5, drop: 0.77, windows: [...windows, { median: "x" }] },
      checklist: [{ check: "inputs near unit scale", ok: true, detail: "" }, null], epochs: [], saturation: null } },
  });
  assert.equal(summary.loss.windows.length, 3);
  assert.equal(summary.checklist.length, 1);
  assert.deepEqual(summary.saturation, []);
});

test("lossChart draws the median inside its band, on a log scale across decades", () => {
  const g = lossChart({ start: 2.2, windows }, 100, 50, 0);
  assert.equal(g.median.length, 3);
  assert.equal(g.band.length, 6);
  assert.equal(g.log, false);
  for (let i = 0; i < 3; i++) {
    const y = g.median[i][1];
    assert.ok(g.band[i][1] <= y && y <= g.band[5 - i][1], "the median lies inside its band");
  }
  assert.deepEqual(g.median[0][0], 0);
  assert.deepEqual(g.median[2][0], 100);
  const wide = lossChart({ start: 100, windows: [{ median: 100, low: 50, high: 200 }, { median: 1, low: 0.5, high: 2 }] }, 100, 50, 0);
  assert.equal(wide.log, true);
  assert.equal(wide.startY, wide.median[0][1]);
});

test("lossNote says where the loss went", () => {
  const text = lossNote({ start: 2.2, end: 0.5, drop: 0.77, windows });
  assert.match(text, /from 2\.2 at the first step to 0\.5/);
  assert.match(text, /down 77%/);
  assert.match(text, /steps 1–30 in 3 windows/);
});

test("layerRows takes each layer's latest finite value", () => {
  const rows = layerRows({ layers: ["a", "b"], steps: [1, 11], values: [[0.9, 0.1], [null, 0.2]] });
  assert.deepEqual(rows, [{ layer: "a", value: 0.9, step: 1 }, { layer: "b", value: 0.2, step: 11 }]);
  assert.deepEqual(saturationRows(rows).map((r) => r.saturated), [true, false]);
  assert.deepEqual(layerRows(null), []);
});

test("headLine and dataLine word the head, the loss and the labels", () => {
  const head = { head: "churn", head_class: "Dense", activation: "softmax", units: 1, loss: "binary_crossentropy",
    optimizer: "Adam", learning_rate: 0.001, labels: { min: 0, max: 2, non_integer: 0 }, samples: 3,
    inputs: { abs_mean_max: 117, std_max: 62 } };
  assert.equal(headLine(head), "Dense 'churn': softmax over 1 unit · binary_crossentropy · Adam(learning_rate=0.001)");
  assert.match(dataLine(head), /labels in \[0, 2\]; inputs: largest feature mean 117, spread 62; from 3 batches/);
  assert.equal(headLine(null), "");
});

test("findingFocus takes this area's findings only", () => {
  assert.deepEqual(findingFocus({ kind: KIND.saturated_activations, layer: "dense" }), { kind: KIND.saturated_activations, layer: "dense" });
  assert.deepEqual(findingFocus({ kind: KIND.loss_stuck, layer: null }), { kind: KIND.loss_stuck, layer: null });
  assert.equal(findingFocus({ kind: KIND.dead_units, layer: "dense" }), null);
});

test("lossChart's y ticks are round numbers inside its range, placed at their height", () => {
  const g = lossChart({ start: 2.2, windows }, 100, 50, 0);
  assert.ok(g.ticks.length >= 2);
  for (const t of g.ticks) {
    assert.ok(t.value >= g.range[0] && t.value <= g.range[1]);
    assert.equal(Number(t.value.toPrecision(2)), t.value, "a round tick");
    assert.ok(t.at >= 0 && t.at <= 1);
  }
  // Higher values sit higher (nearer the top).
  assert.ok(g.ticks[0].at > g.ticks[g.ticks.length - 1].at);
  const wide = lossChart({ start: 203, windows: [{ first_step: 1, last_step: 5, median: 203, low: 150, high: 300 },
    { first_step: 6, last_step: 10, median: 1e20, low: 1e18, high: 1e23 }] }, 100, 50, 0);
  assert.equal(wide.log, true);
  for (const t of wide.ticks) assert.ok(/^1e\d+$|^1000$|^100$/.test(t.text), t.text);
});
