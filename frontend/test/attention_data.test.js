// views/attention_data.js: the per-layer rows, their points, the sparkline, the focus.
import test from "node:test";
import assert from "node:assert/strict";
import { attentionSummary, findingFocus, layerPoints, sparkPoints } from "../src/views/attention_data.js";
import { AREA, KIND, STAT } from "../src/vocab.js";

const logits = { layers: ["a", "b"], steps: [1, 11, 21], values: [[1, 2], [5, null], [40, 3]] };

test("attentionSummary keeps well-formed layers and flags logits past the one-hot bound", () => {
  assert.equal(attentionSummary({ areas: {} }), null);
  const summary = attentionSummary({ areas: { [AREA.attention]: {
    layers: [
      { layer: "a", class: "CausalSelfAttention", keys: 32, one_hot_logit: 8.0, [STAT.attention_max_logit]: 40,
        [STAT.attention_entropy]: 0.3, [STAT.attention_entropy_norm]: 0.1 },
      { layer: "b", keys: 32, one_hot_logit: 8.0, [STAT.attention_max_logit]: 3 },
      null, { layer: 7 },
    ],
    collapsed_entropy: 0.405,
    [STAT.attention_max_logit]: logits,
  } } });
  assert.equal(summary.layers.length, 2);
  assert.equal(summary.layers[0].overBound, true);
  assert.equal(summary.layers[1].overBound, false);
  assert.equal(summary.layers[1].entropy, null);
  assert.deepEqual(summary.layers[0].logits, [[1, 1], [11, 5], [21, 40]]);
  assert.equal(summary.collapsedEntropy, 0.405);
});

test("layerPoints skips missing values and unknown layers", () => {
  assert.deepEqual(layerPoints(logits, "b"), [[1, 2], [21, 3]]);
  assert.deepEqual(layerPoints(logits, "c"), []);
  assert.deepEqual(layerPoints(null, "a"), []);
});

test("sparkPoints spans the box, higher values higher up", () => {
  const points = sparkPoints([[1, 0], [2, 10]], 100, 20, 0).split(" ").map((p) => p.split(",").map(Number));
  assert.deepEqual(points, [[0, 20], [100, 0]]);
  assert.equal(sparkPoints([], 100, 20), "");
});

test("findingFocus takes this area's findings only", () => {
  assert.deepEqual(findingFocus({ kind: KIND.attention_logit_growth, layer: "a" }), { kind: KIND.attention_logit_growth, layer: "a" });
  assert.equal(findingFocus({ kind: KIND.dead_units, layer: "a" }), null);
});
