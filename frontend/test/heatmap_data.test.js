// heatmap_data.js: what the layer x step heatmap draws from a `matrix` body.
import test from "node:test";
import assert from "node:assert/strict";
import {
  NONFINITE_CELL,
  MISSING_CELL,
  cellPixels,
  cellReadout,
  colorPosition,
  colorRange,
  columnAt,
  columnEdges,
  evenColumns,
  stepPosition,
  columnsForSteps,
  heatmapAttributes,
  highlightRows,
  labelledRows,
  legendTickText,
  legendTicks,
  matrixColumns,
  matrixExtent,
  matrixFromBody,
  missingLayers,
  nonfiniteEdges,
  plotLeft,
  rowHeight,
  rowRuns,
  stepTicks,
  viridis,
} from "../src/heatmap_data.js";
import { STAT } from "../src/vocab.js";

// 3 layers x 4 columns; columns 2-3 bin steps 3-4 and 5-8; a NaN/Inf at (1, 2); a missing cell at (2, 0).
const BODY = {
  run: "r",
  stat: STAT.grad_norm,
  layers: ["dense", "dense_1", "dense_2"],
  steps: [[1, 1], [2, 2], [3, 4], [5, 8]],
  values: [
    [1, 10, 100, 1000],
    [0.1, 1, null, 10],
    [null, 0, 1e-3, 1e-2],
  ],
  nonfinite: [[1, 2]],
  log_scale: true,
};

test("matrixFromBody keys NaN/Inf cells by row and column", () => {
  const m = matrixFromBody(BODY);
  assert.deepEqual(m.layers, BODY.layers);
  assert.equal(m.stat, STAT.grad_norm);
  assert.equal(m.logScale, true);
  assert.deepEqual([...m.nonfinite], [1 * 4 + 2]);
  // A malformed body draws nothing rather than throwing.
  const empty = matrixFromBody({ steps: [[1], "x"], nonfinite: [[0]] });
  assert.deepEqual([empty.layers, empty.steps, empty.nonfinite.size], [[], [], 0]);
});

test("matrixExtent: layers, steps covered, binning, NaN/Inf count", () => {
  assert.deepEqual(matrixExtent(BODY), { layers: 3, columns: 4, first: 1, last: 8, binned: true, nonfinite: 1 });
  assert.deepEqual(matrixExtent({}), { layers: 0, columns: 0, first: null, last: null, binned: false, nonfinite: 0 });
});

test("columnsForSteps: the bins overlapping a step range", () => {
  assert.deepEqual(columnsForSteps(BODY.steps, 4, 6), [2, 3]);
  assert.deepEqual(columnsForSteps(BODY.steps, 2, 2), [1, 1]);
  assert.deepEqual(columnsForSteps(BODY.steps, 6, 4), [2, 3]); // either order
  assert.equal(columnsForSteps(BODY.steps, 50, 60), null);
  assert.equal(columnsForSteps(BODY.steps, null, 3), null);
});

test("the step axis is even: columns sit at their steps, gaps are not logged", () => {
  // Steps 1-4 logged, 5-6 skipped, 7 logged: 7 steps wide, column [7, 7] at 6/7.
  const steps = [[1, 2], [3, 4], [7, 7]];
  const edges = columnEdges(steps);
  assert.deepEqual(edges, [[0, 2 / 7], [2 / 7, 4 / 7], [6 / 7, 1]]);
  assert.equal(evenColumns(edges), false);
  assert.equal(evenColumns(columnEdges([[1, 1], [2, 2], [3, 3]])), true);
  assert.equal(columnAt(edges, 0.1), 0);
  assert.equal(columnAt(edges, 0.5), 1);
  assert.equal(columnAt(edges, 5 / 7), null); // step 6: not logged
  assert.equal(columnAt(edges, 0.99), 2);
  assert.equal(stepPosition(steps, 1), 0.5 / 7);
  assert.equal(stepPosition(steps, 99), null);
  // Ticks are evenly spaced in steps, whatever the columns.
  const gappy = [];
  for (let s = 1; s <= 40; s++) if (s % 5 !== 0 || s < 15) gappy.push([s, s]);
  const ticks = stepTicks(gappy, 400);
  assert.ok(ticks.length >= 3);
  const gaps = ticks.slice(1).map((t, i) => (t.x - ticks[i].x) / (t.step - ticks[i].step));
  for (const g of gaps) assert.ok(Math.abs(g - gaps[0]) < 1e-9, `uneven tick spacing ${gaps}`);
  assert.deepEqual(stepTicks([], 400), []);
});

test("colorRange: log scale skips values <= 0 and spans a decade at least", () => {
  const r = colorRange(BODY.values, { logScale: true, stat: STAT.grad_norm });
  assert.deepEqual([r.lo, r.hi, r.log, r.nonPositive], [1e-3, 1000, true, 1]);
  const narrow = colorRange([[2, 3]], { logScale: true });
  assert.ok(narrow.hi / narrow.lo >= 10 - 1e-9 && narrow.lo <= 2 && narrow.hi >= 3);
});

test("colorRange: linear; fractions on [0, 1]; a constant padded", () => {
  assert.deepEqual(colorRange([[0.2, 0.4]], { logScale: false, stat: STAT.grad_zero_fraction }), { lo: 0, hi: 1, log: false, nonPositive: 0 });
  const flat = colorRange([[5, 5]], { logScale: false, stat: STAT.grad_max_abs });
  assert.ok(flat.lo < 5 && flat.hi > 5);
  assert.deepEqual(colorRange([[null]], { logScale: true }), { lo: 1e-3, hi: 1, log: true, nonPositive: 0 });
});

test("colorPosition maps the range onto [0, 1]", () => {
  const log = { lo: 1e-3, hi: 10, log: true };
  assert.equal(colorPosition(log, 1e-3), 0);
  assert.equal(colorPosition(log, 10), 1);
  assert.ok(Math.abs(colorPosition(log, 0.1) - 0.5) < 1e-12);
  assert.equal(colorPosition({ lo: 0, hi: 4, log: false }, 1), 0.25);
});

test("legend ticks: decades on a log scale, 1-2-5 under three decades, round values on a linear one", () => {
  const decades = legendTicks({ lo: 1e-6, hi: 1, log: true }).map((v) => Math.round(Math.log10(v)));
  assert.deepEqual(decades, [-6, -5, -4, -3, -2, -1, 0]);
  // Over seven decades, every other one.
  assert.deepEqual(legendTicks({ lo: 1e-6, hi: 1e6, log: true }).map((v) => Math.round(Math.log10(v))), [-6, -4, -2, 0, 2, 4, 6]);
  assert.deepEqual(legendTicks({ lo: 0.1, hi: 5, log: true }), [0.1, 0.2, 0.5, 1, 2, 5]);
  assert.deepEqual(legendTicks({ lo: 0, hi: 1, log: false }), [0, 0.25, 0.5, 0.75, 1]);
  assert.equal(legendTickText({ lo: 1e-6, hi: 1e3, log: true }, 1e-4), "1e-4");
  assert.equal(legendTickText({ lo: 0.1, hi: 5, log: true }, 0.2), "0.2");
});

test("cellPixels colours NaN/Inf, missing and zero cells apart from the scale", () => {
  const m = matrixFromBody(BODY);
  const range = colorRange(m.values, { logScale: true, stat: m.stat });
  const colors = { missing: [1, 1, 1], nonfinite: [2, 2, 2], zero: [3, 3, 3] };
  const px = cellPixels(m, range, colors);
  const at = (r, c) => [...px.slice((r * 4 + c) * 4, (r * 4 + c) * 4 + 4)];
  assert.equal(px.length, 3 * 4 * 4);
  assert.deepEqual(at(1, 2), [2, 2, 2, 255]);
  assert.deepEqual(at(2, 0), [1, 1, 1, 255]);
  assert.deepEqual(at(2, 1), [3, 3, 3, 255]);
  assert.deepEqual(at(2, 2), [...viridis(0), 255]); // the smallest value
  assert.deepEqual(at(0, 3), [...viridis(1), 255]); // the largest
});

test("viridis: clamped ends", () => {
  assert.deepEqual(viridis(-1), [68, 1, 84]);
  assert.deepEqual(viridis(2), [253, 231, 37]);
  assert.deepEqual(viridis(NaN), [68, 1, 84]);
});

test("nonfiniteEdges: the rows and columns to mark at the plot's edges", () => {
  const m = matrixFromBody({ ...BODY, nonfinite: [[2, 3], [0, 3], [2, 1]] });
  assert.deepEqual(nonfiniteEdges(m), { rows: [0, 2], columns: [1, 3] });
});

test("highlight rows, their runs, and layers the matrix lacks", () => {
  const m = matrixFromBody({ ...BODY, layers: ["a", "b", "c", "d", "e"] });
  const highlight = { layers: ["e", "b", "c", "zz"], first: 2, last: 5 };
  assert.deepEqual(highlightRows(m, highlight), [1, 2, 4]);
  assert.deepEqual(rowRuns([1, 2, 4]), [[1, 2], [4, 4]]);
  assert.deepEqual(missingLayers(m, highlight), ["zz"]);
  assert.deepEqual(highlightRows(m, null), []);
});

test("labelledRows: every row when tall, every k-th when thin, highlighted ones always", () => {
  assert.deepEqual(labelledRows(4, 22, []), [0, 1, 2, 3]);
  const rowH = rowHeight(200); // 2.7 px
  const labelled = labelledRows(200, rowH, [140, 141, 142, 143]);
  assert.ok(labelled.includes(140));
  // Adjacent highlighted rows would overlap: only the first of the run gets a label.
  assert.ok(!labelled.includes(141));
  // No plain row's label crowds the highlighted one.
  for (const r of labelled) if (r !== 140) assert.ok(Math.abs(r - 140) * rowH >= 13 || [141, 142, 143].includes(r), r);
  assert.ok(labelled.length < 40);
});

test("rowHeight and plotLeft stay in bounds", () => {
  assert.equal(rowHeight(1), 22);
  assert.equal(rowHeight(10000), 2.5);
  assert.equal(plotLeft(10), 56);
  assert.equal(plotLeft(500), 190);
  assert.equal(plotLeft(100), 116);
  assert.equal(matrixColumns(20), 50);
  assert.equal(matrixColumns(9000), 5000);
  assert.equal(matrixColumns(640), 640);
});

test("cellReadout: the tooltip's words and data-value", () => {
  const m = matrixFromBody(BODY);
  assert.deepEqual(cellReadout(m, 1, 2), { layer: "dense_1", steps: [3, 4], valueText: "NaN / Inf", dataValue: NONFINITE_CELL, nonfinite: true, mean: false });
  assert.equal(NONFINITE_CELL, "nonfinite"); // what tests/test_browser.py reads
  assert.equal(cellReadout(m, 2, 0).dataValue, MISSING_CELL);
  assert.equal(cellReadout(m, 2, 0).valueText, "not logged");
  const binned = cellReadout(m, 0, 3);
  assert.deepEqual([binned.valueText, binned.dataValue, binned.mean], ["1000", "1000", true]);
  assert.equal(cellReadout(m, 0, 0).mean, false); // a column of one step
});

test("heatmapAttributes mirror what is drawn, the highlight's rows and columns", () => {
  const m = matrixFromBody(BODY);
  const range = colorRange(m.values, { logScale: true });
  const geom = { left: 60, top: 10, width: 400, height: 66 };
  const attrs = heatmapAttributes(m, range, geom, { layers: ["dense_2", "dense"], first: 4, last: 6 });
  assert.equal(attrs.layers, "3");
  assert.equal(attrs.columns, "4");
  assert.equal(attrs.logScale, "true");
  assert.equal(attrs.nonfiniteCells, "1");
  assert.equal(attrs.plot, "60.0,10.0,400.0,66.0");
  assert.equal(attrs.highlightLayers, '["dense","dense_2"]');
  assert.equal(attrs.highlightRows, "[0,2]");
  assert.equal(attrs.highlightSteps, "4-6");
  assert.equal(attrs.highlightColumns, "2-3");
  const none = heatmapAttributes(null, null, null, null);
  assert.deepEqual(none, { layers: "0", rows: "0", columns: "0", stat: "", logScale: "false", nonfiniteCells: "0" });
});
