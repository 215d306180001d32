// views/gradients_data.js: what the gradient health view shows.
import test from "node:test";
import assert from "node:assert/strict";
import {
  DEFAULT_STAT,
  RATIO_STAT,
  chooseHistogramLayer,
  chooseStat,
  findingFocus,
  focusHistogramLayer,
  focusNoteParts,
  gradientSummary,
  heatmapNoteText,
  histogramNote,
  updatePeriodNote,
} from "../src/views/gradients_data.js";
import { AREA, KIND, NODE, STAT } from "../src/vocab.js";

const exploding = {
  kind: KIND.exploding_gradients,
  severity: "critical",
  node: NODE.gradients,
  step: 12,
  layer: "dense_1",
  evidence: { layers: ["dense_1", "dense_2"], first_step: 12, last_step: 30 },
};

test("gradientSummary reads areas.gradients, not the old top-level key", () => {
  const summary = { stats: [STAT.grad_norm, 7], layers: ["a", "b"], histogram_layers: ["b"] };
  assert.deepEqual(gradientSummary({ areas: { [AREA.gradients]: summary } }), { stats: [STAT.grad_norm], layers: ["a", "b"], histogramLayers: ["b"], updatePeriod: null });
  assert.equal(gradientSummary({ [AREA.gradients]: summary }), null);
  assert.equal(gradientSummary({ areas: {} }), null);
  assert.equal(gradientSummary(null), null);
});

test("findingFocus: a gradient finding's layers and step range", () => {
  assert.deepEqual(findingFocus(exploding), { kind: KIND.exploding_gradients, layers: ["dense_1", "dense_2"], first: 12, last: 30 });
  // No evidence.layers: its layer; no step range: its step, for both ends.
  const dead = { kind: KIND.dead_units, node: NODE.gradients, step: 40, layer: "conv", evidence: {} };
  assert.deepEqual(findingFocus(dead), { kind: KIND.dead_units, layers: ["conv"], first: 40, last: 40 });
  assert.equal(findingFocus({ ...dead, layer: null }), null); // nothing to outline
});

test("findingFocus ignores other areas' findings", () => {
  assert.equal(findingFocus({ kind: KIND.nonfinite_gradients, node: NODE.nonfinite, layer: "dense" }), null);
  assert.equal(findingFocus({ kind: KIND.shape_mismatch, node: NODE.shape, layer: "reshape" }), null);
  assert.equal(findingFocus(null), null);
});

test("chooseStat keeps the chosen statistic while the run has it", () => {
  const stats = [STAT.grad_max_abs, STAT.grad_norm, RATIO_STAT];
  assert.equal(chooseStat(stats, RATIO_STAT), RATIO_STAT);
  assert.equal(chooseStat(stats, STAT.weight_norm), DEFAULT_STAT);
  assert.equal(chooseStat([STAT.grad_max_abs], null), STAT.grad_max_abs);
  assert.equal(chooseStat([], DEFAULT_STAT), null);
});

test("chooseHistogramLayer: the chosen one, else the first a finding names, else the first", () => {
  const layers = ["dense", "dense_1", "dense_2"];
  assert.equal(chooseHistogramLayer(layers, "dense_2", [exploding]), "dense_2");
  assert.equal(chooseHistogramLayer(layers, "gone", [exploding]), "dense_1");
  assert.equal(chooseHistogramLayer(layers, null, []), "dense");
  assert.equal(chooseHistogramLayer([], null, [exploding]), null);
});

test("focusHistogramLayer: the focus's first layer that has histograms", () => {
  const focus = findingFocus(exploding);
  assert.equal(focusHistogramLayer(focus, ["dense", "dense_2"]), "dense_2");
  assert.equal(focusHistogramLayer(focus, ["dense"]), null);
  assert.equal(focusHistogramLayer(null, ["dense"]), null);
});

test("focusNoteParts words the outline from the kind's label", () => {
  const parts = focusNoteParts(findingFocus(exploding));
  assert.deepEqual(parts, { what: "exploding gradients", layers: "dense_1, dense_2", steps: ", steps 12–30" });
  const many = focusNoteParts({ kind: "", layers: ["a", "b", "c", "d", "e", "f"], first: null, last: null });
  assert.deepEqual(many, { what: "finding", layers: "a, b, c, d and 2 more", steps: "" });
});

test("heatmapNoteText: layers, steps, binning and NaN/Inf cells", () => {
  const extent = { layers: 3, columns: 600, first: 1, last: 10000, binned: true, nonfinite: 2 };
  assert.equal(
    heatmapNoteText(STAT.grad_norm, extent),
    "3 layers (first layer on top) × steps 1–10000 in 600 columns (mean per column); 2 NaN/Inf cells. Hover a cell for its value.",
  );
  assert.equal(
    heatmapNoteText(STAT.grad_norm, { ...extent, layers: 1, binned: false, nonfinite: 0 }),
    "1 layer (first layer on top) × steps 1–10000. Hover a cell for its value.",
  );
  assert.equal(heatmapNoteText(RATIO_STAT, { ...extent, layers: 0 }), "No update / weight ratio values were logged for this run yet.");
});

test("histogramNote: counts the NaN/Inf values left out of the buckets", () => {
  const clean = [{ step: 1, nonfinite: 0 }, { step: 2, nonfinite: 0 }];
  assert.deepEqual(histogramNote("dense", clean), { alert: false, total: 0, text: "2 logged steps; no NaN/Inf gradients (non-finite count 0)." });
  const bad = [1, 2, 3, 4, 5, 6].map((step) => ({ step, nonfinite: step > 1 ? 2 : 0 }));
  const note = histogramNote("dense", bad);
  assert.equal(note.alert, true);
  assert.equal(note.total, 10);
  assert.match(note.text, /step 2: 2, step 3: 2, step 4: 2, step 5: 2, 1 more steps; marked in red\.$/);
  assert.equal(histogramNote("dense", []).text, "No histograms were logged for dense yet.");
});

test("updatePeriodNote says a custom loop's update period, and nothing for a loop that updates every step", () => {
  const info = (period) => gradientSummary({ areas: { [AREA.gradients]: { stats: [], layers: [], steps_per_update: period } } });
  assert.match(updatePeriodNote(info(8)), /once every 8 steps/);
  assert.equal(updatePeriodNote(info(null)), "");
  assert.equal(updatePeriodNote(info(1)), "");
  assert.equal(updatePeriodNote(info("8")), "");
  assert.equal(updatePeriodNote(null), "");
});
