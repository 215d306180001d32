// heatmap_groups.js: hundreds of layers grouped by block, read from their names.
import test from "node:test";
import assert from "node:assert/strict";
import { matrixFromBody } from "../src/heatmap_data.js";
import { heatmapAttributes, highlightRows } from "../src/heatmap_data.js";
import {
  GROUP_OVER,
  MAX_PLAIN_ROWS,
  blockKey,
  displayMatrix,
  displayRows,
  groupReadout,
  groupsHolding,
  layerGroups,
  memberLabel,
} from "../src/heatmap_groups.js";

// demo/transformer.py's names, and what the activation probe calls a
// MultiHeadAttention's sublayers (no block in their names).
function transformerLayers(blocks, sublayers = false) {
  const names = ["token_embedding", "position_embedding"];
  for (let b = 0; b < blocks; b++) {
    names.push(`block_${b}_ln_1`);
    if (sublayers) names.push("query", "key", "value", "attention_output");
    for (const part of ["attention/query", "attention/key", "mlp_in", "mlp_out"]) names.push(`block_${b}_${part}`);
  }
  return names.concat(["final_ln", "logits"]);
}

test("blockKey: the name through its first standalone number, whatever the habit", () => {
  assert.equal(blockKey("block_7_mlp_in"), "block_7");
  assert.equal(blockKey("block_12_attention/query"), "block_12");
  assert.equal(blockKey("transformer_block_7/multi_head_attention/query"), "transformer_block_7");
  assert.equal(blockKey("model.layers.7.self_attn.q_proj"), "model.layers.7");
  assert.equal(blockKey("encoder/layer_3/attention/self/query"), "encoder/layer_3");
  assert.equal(blockKey("h.11.attn.c_attn"), "h.11");
  assert.equal(blockKey("conv2d_3/kernel"), "conv2d_3"); // conv2d is not a number
  assert.equal(blockKey("block0/conv2d_0"), "block0");
  assert.equal(blockKey("token_embedding"), null);
  assert.equal(blockKey("conv2d"), null);
});

test("layerGroups: few layers are not grouped", () => {
  assert.equal(layerGroups(transformerLayers(2)), null);
  assert.ok(transformerLayers(2).length <= GROUP_OVER);
});

test("layerGroups: a 24-block transformer is a row per block, its other layers a row each", () => {
  const layers = transformerLayers(24);
  const groups = layerGroups(layers);
  assert.equal(groups.length, 24 + 4);
  assert.deepEqual(groups.slice(0, 3).map((g) => g.label), ["token_embedding", "position_embedding", "block_0"]);
  assert.deepEqual(groups[2].members, [2, 3, 4, 5, 6]);
  assert.equal(groups[25].id, "block_23");
  assert.deepEqual(groups.slice(-2).map((g) => g.members.length), [1, 1]);
});

test("layerGroups: a nameless sublayer between two layers of a block is the block's", () => {
  const layers = transformerLayers(24, true);
  const groups = layerGroups(layers);
  assert.equal(groups.length, 28);
  const block0 = groups.find((g) => g.id === "block_0");
  assert.deepEqual(block0.members.map((i) => layers[i]).slice(0, 3), ["block_0_ln_1", "query", "key"]);
});

test("layerGroups: names without blocks go in equal runs", () => {
  const layers = Array.from({ length: 300 }, (_, i) => `dense_${i}`);
  const groups = layerGroups(layers);
  assert.ok(groups.length <= MAX_PLAIN_ROWS, groups.length);
  assert.equal(groups.reduce((s, g) => s + g.members.length, 0), 300);
  assert.equal(groups[0].label, "dense_0 … dense_9");
});

test("displayRows and displayMatrix: a block's row is the max of its layers; opened, its layers follow", () => {
  const layers = transformerLayers(24);
  const groups = layerGroups(layers);
  const steps = [[1, 1], [2, 2]];
  const values = layers.map((_, i) => [i, i === 4 ? null : 1]);
  const nonfinite = [[4, 1]]; // block_0_attention/key at step 2
  const matrix = matrixFromBody({ layers, steps, values, nonfinite, stat: "grad_norm", log_scale: true });

  const closed = displayRows(layers, groups, new Set());
  assert.equal(closed.length, 28);
  let shown = displayMatrix(matrix, closed);
  assert.deepEqual(shown.values[2], [6, 1]); // block_0: layers 2..6, max
  assert.ok(shown.nonfinite.has(2 * 2 + 1)); // its NaN marks the block
  assert.equal(shown.layerCount, layers.length);
  assert.deepEqual(groupReadout(matrix, closed[2], 0), { layers: 5, top: "block_0_mlp_out" });

  const open = displayRows(layers, groups, new Set(["block_0"]));
  assert.equal(open.length, 28 + 5);
  assert.equal(open[2].expanded, true);
  assert.deepEqual(open.slice(3, 8).map((r) => r.label), layers.slice(2, 7));
  assert.equal(memberLabel(open[4]), "attention/query");
  shown = displayMatrix(matrix, open);
  assert.ok(shown.nonfinite.has(5 * 2 + 1)); // the layer's own row too

  // A highlight on a layer: its block's row and its own; the blocks to open.
  const highlight = { layers: ["block_0_attention/key"], first: 2, last: 2 };
  assert.deepEqual(highlightRows(shown, highlight), [2, 5]);
  assert.deepEqual(groupsHolding(groups, layers, highlight.layers), ["block_0"]);
  const attrs = heatmapAttributes(shown, null, null, highlight);
  assert.equal(attrs.layers, String(layers.length));
  assert.equal(attrs.rows, "33");
  assert.equal(attrs.highlightLayers, '["block_0_attention/key"]');
});
