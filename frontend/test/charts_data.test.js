// histograms_data.js and ratio_data.js: what the gradient histograms and the
// update / weight ratio chart draw.
import test from "node:test";
import assert from "node:assert/strict";
import { cleanBuckets, histogramSteps, symlog, symlogTicks, valueRange } from "../src/histograms_data.js";
import { TOP_N, pickLayers, ratioSeries } from "../src/ratio_data.js";
import { stackLabels } from "../src/plotutil.js";

test("cleanBuckets keeps finite buckets, ordered left to right", () => {
  assert.deepEqual(cleanBuckets([[1, 2, 3], [0, -1, 5], [NaN, 1, 2], [1, 2], "x"]), [[-1, 0, 5], [1, 2, 3]]);
  assert.deepEqual(cleanBuckets(null), []);
});

test("histogramSteps: by step, with totals and NaN/Inf counts", () => {
  const steps = histogramSteps([
    { step: 20, buckets: [[0, 1, 4], [1, 2, 6]], nonfinite: 2 },
    { step: 10, buckets: [[0, 1, 1]] },
    { step: "bad" },
  ]);
  assert.deepEqual(steps.map((s) => [s.step, s.total, s.nonfinite]), [[10, 1, 0], [20, 10, 2]]);
});

test("valueRange suggests a log axis when steps' ranges differ by over 10x", () => {
  const narrow = { buckets: [[-0.01, 0.01, 5]] };
  const wide = { buckets: [[-5, 5, 5]] };
  const r = valueRange([narrow, wide]);
  assert.deepEqual([r.lo, r.hi, r.suggestLog], [-5, 5, true]);
  assert.ok(Math.abs(r.c - 0.0005) < 1e-12);
  assert.equal(valueRange([narrow, narrow]).suggestLog, false);
  const flat = valueRange([{ buckets: [[2, 2, 1]] }]);
  assert.ok(flat.lo < 2 && flat.hi > 2);
  assert.deepEqual([valueRange([]).lo, valueRange([]).hi], [-1, 1]);
});

test("symlog round-trips and is odd", () => {
  const { forward, inverse } = symlog(0.01);
  for (const v of [-300, -0.02, 0, 0.005, 7]) assert.ok(Math.abs(inverse(forward(v)) - v) < 1e-9 * Math.max(1, Math.abs(v)));
  assert.equal(forward(-3), -forward(3));
});

test("symlogTicks: 0 and signed decades inside the range", () => {
  assert.deepEqual(symlogTicks(-100, 100, 0.01, 20), [-100, -10, -1, -0.1, 0, 0.1, 1, 10, 100]);
  assert.deepEqual(symlogTicks(0, 100, 0.01, 20), [0, 0.1, 1, 10, 100]);
  assert.ok(symlogTicks(-1e6, 1e6, 1e-6, 5).length <= 9);
});

test("pickLayers: the top by last positive value, plus a finding's layers", () => {
  const layers = Array.from({ length: 12 }, (_v, i) => `l${i}`);
  const values = layers.map((_l, i) => (i === 3 ? [0, 0] : [null, (i + 1) * 1e-4]));
  const rows = pickLayers(layers, values, ["l0", "nope"]);
  // The eight highest (l4-l11; l3 has no positive value), and l0 for the finding, in layer order.
  assert.equal(rows.length, TOP_N + 1);
  assert.deepEqual(rows, [0, 4, 5, 6, 7, 8, 9, 10, 11]);
});

test("ratioSeries: drawable points and the note", () => {
  const body = { layers: ["a", "b"], steps: [[1, 2], [3, 4]], values: [[1e-3, null], [0, 2e-3]] };
  const series = ratioSeries(body, []);
  assert.deepEqual(series.rows, [0, 1]);
  assert.deepEqual(series.xs, [2, 4]);
  assert.deepEqual(series.ys, [[1e-3, null], [null, 2e-3]]);
  assert.equal(series.note, "Dashed line: 1e-3, a typical healthy ratio.");
  assert.match(ratioSeries({ layers: ["a"], steps: [[1, 1]], values: [[0]] }, []).note, /cannot show zeros/);
  assert.match(ratioSeries({}, []).note, /No update \/ weight ratio was logged/);
  const many = Array.from({ length: 10 }, (_v, i) => `l${i}`);
  const crowded = ratioSeries({ layers: many, steps: [[1, 1]], values: many.map((_l, i) => [i + 1]) }, []);
  assert.match(crowded.note, /^Showing 8 of 10 layers/);
});

test("stackLabels: a label that would cover another goes a row lower", () => {
  // The loss chart's "+Inf" and heal's "repaired" at the same step.
  const [inf, repaired, later] = stackLabels([{ x: 100, width: 24 }, { x: 100, width: 50 }, { x: 300, width: 24 }], { right: 600 });
  assert.deepEqual(inf, { x: 104, row: 0 });
  assert.equal(repaired.row, 1);
  assert.deepEqual(later, { x: 304, row: 0 });
  // Past the right edge: drawn to the left of its line.
  assert.deepEqual(stackLabels([{ x: 590, width: 30 }], { right: 600 }), [{ x: 556, row: 0 }]);
});
