// compare_data.js: what the "compare two runs" view shows (and the pure
// helpers it shares with the run selector: runLabel, severityCounts).
import test from "node:test";
import assert from "node:assert/strict";
import {
  alignLossSeries,
  compareCandidates,
  compareLayers,
  compareRunOf,
  compareStats,
  lossLine,
  sharedColorRange,
  stepTimeLine,
} from "../src/compare_data.js";
import { colorPosition } from "../src/heatmap_data.js";
import { severityCounts } from "../src/findings_data.js";
import { countsText, runLabel, sortRuns } from "../src/runs_data.js";
import { DEFAULT_STAT } from "../src/views/gradients_data.js";
import { STAT } from "../src/vocab.js";

// The demo's runs as the `runs` route lists them (a few), worst first.
const RUNS = sortRuns([
  { run: "healthy", status: "healthy", counts: { critical: 0, warning: 0, info: 0 } },
  { run: "pipeline_fixed", status: "healthy", counts: { critical: 0, warning: 0, info: 0 } },
  { run: "oom_batch", status: "critical", counts: { critical: 2, warning: 0, info: 0 } },
  { run: "pipeline_starved", status: "critical", counts: { critical: 1, warning: 3, info: 0 } },
  { run: "fitted_batch", status: "healthy", counts: { critical: 0, warning: 0, info: 0 } },
  { run: "nan_loss", status: "critical", counts: { critical: 3, warning: 3, info: 0 } },
]);
const names = (list) => list.map((r) => r.run);

test("the fixed twin is offered first, then every other run in the selector's order", () => {
  const { similar, others } = compareCandidates(RUNS, "pipeline_starved");
  assert.deepEqual(names(similar), ["pipeline_fixed"]);
  assert.deepEqual(names(others), ["nan_loss", "oom_batch", "healthy", "fitted_batch"]);
  assert.deepEqual(names(compareCandidates(RUNS, "oom_batch").similar), ["fitted_batch"]);
  // Never the run itself, and every run once.
  for (const r of RUNS) {
    const { similar: s, others: o } = compareCandidates(RUNS, r.run);
    const offered = [...names(s), ...names(o)];
    assert.equal(offered.includes(r.run), false);
    assert.deepEqual(offered.sort(), names(RUNS).filter((n) => n !== r.run).sort());
  }
});

test("similar names: more shared words first; numbers and one-letter parts are no likeness", () => {
  const runs = [{ run: "exp_1" }, { run: "lr_sweep_big" }, { run: "lr_sweep_small_run2" }, { run: "x_a" }, { run: "sweep" }];
  const { similar, others } = compareCandidates(runs, "lr_sweep_small_run1");
  assert.deepEqual(names(similar), ["lr_sweep_small_run2", "lr_sweep_big", "sweep"]);
  assert.deepEqual(names(others), ["exp_1", "x_a"]);
  assert.deepEqual(names(compareCandidates([{ run: "exp_1" }, { run: "run_1" }], "run_2").similar), ["run_1"]);
  assert.deepEqual(names(compareCandidates([{ run: "exp_1" }], "run_1").similar), []);
  // Bad lists give nothing to offer, not an error.
  assert.deepEqual(compareCandidates(null, "a"), { similar: [], others: [] });
  assert.deepEqual(names(compareCandidates([null, { run: 3 }, { run: "b" }], "a").others), ["b"]);
});

test("compareRunOf drops a run no longer listed, and the run shown itself", () => {
  const listed = names(RUNS);
  assert.equal(compareRunOf("pipeline_fixed", listed, "pipeline_starved"), "pipeline_fixed");
  assert.equal(compareRunOf("deleted_run", listed, "pipeline_starved"), null);
  assert.equal(compareRunOf("pipeline_starved", listed, "pipeline_starved"), null);
  assert.equal(compareRunOf(null, listed, "pipeline_starved"), null);
  assert.equal(compareRunOf({ run: "pipeline_fixed" }, listed, "pipeline_starved"), null);
});

test("the two losses share one step axis, a gap where a run logged nothing", () => {
  const starved = { xs: [1, 2, 3], ys: [1.1, 1.0, 0.9], nonfinite: [] };
  const longer = { xs: [2, 3, 4, 5], ys: [2.0, null, 1.5, 1.4], nonfinite: [{ step: 3, value: "nan" }] };
  const aligned = alignLossSeries([starved, longer]);
  assert.deepEqual(aligned.xs, [1, 2, 3, 4, 5]);
  assert.deepEqual(aligned.ys, [
    [1.1, 1.0, 0.9, null, null],
    [null, 2.0, null, 1.5, 1.4],
  ]);
  // Every series is as long as the axis (uPlot needs that).
  for (const ys of aligned.ys) assert.equal(ys.length, aligned.xs.length);
  // A run with no loss (null) is all gaps.
  assert.deepEqual(alignLossSeries([starved, null]).ys[1], [null, null, null]);
});

test("the loss notes name the run: its steps, or where it went NaN/Inf", () => {
  assert.deepEqual(lossLine("pipeline_fixed", { xs: [1, 2], ys: [1, 2], nonfinite: [] }), {
    alert: false,
    text: "pipeline_fixed: 2 steps logged; all finite.",
  });
  const nan = lossLine("nan_loss", { xs: [1, 2, 3], ys: [1, null, null], nonfinite: [{ step: 2, value: "inf" }, { step: 3, value: "nan" }] });
  assert.equal(nan.alert, true);
  assert.equal(nan.text, "nan_loss: the loss became +Inf at step 2 (2 non-finite steps marked).");
  assert.match(lossLine("new_run", { xs: [], ys: [], nonfinite: [] }).text, /^new_run: no loss values/);
});

test("both heatmaps show one statistic: the one picked if either run has it, else the default", () => {
  const a = [STAT.grad_norm, STAT.grad_zero_fraction];
  const b = [STAT.grad_norm, STAT.weight_norm];
  assert.deepEqual(compareStats([a, b], STAT.weight_norm), { stats: [STAT.grad_norm, STAT.grad_zero_fraction, STAT.weight_norm], stat: STAT.weight_norm });
  assert.equal(compareStats([a, b], "no_such_stat").stat, DEFAULT_STAT);
  // A run without gradient statistics (null) leaves the other's.
  assert.deepEqual(compareStats([null, b], null), { stats: b, stat: DEFAULT_STAT });
  assert.deepEqual(compareStats([null, null], STAT.grad_norm), { stats: [], stat: null });
});

test("one colour range for both heatmaps: the same colour is the same value", () => {
  const body = (values) => ({ stat: STAT.grad_norm, log_scale: true, layers: ["d1"], steps: values.map((_, i) => [i + 1, i + 1]), values: [values] });
  const range = sharedColorRange([body([1, 10]), body([100, 1000])]);
  assert.deepEqual([range.lo, range.hi, range.log], [1, 1000, true]);
  // 10 sits at one place on the scale whichever run it is in.
  assert.equal(colorPosition(range, 10), 1 / 3);
  // A run not loaded (null) leaves the other's range; none at all, none.
  const alone = sharedColorRange([null, body([100, 1000])]);
  assert.deepEqual([alone.lo, alone.hi], [100, 1000]);
  assert.equal(sharedColorRange([null, null]), null);
  // A linear statistic keeps its linear scale.
  const linear = sharedColorRange([{ ...body([0.2, 0.4]), log_scale: false, stat: "weight_norm" }, { ...body([0.1, 0.3]), log_scale: false, stat: "weight_norm" }]);
  assert.deepEqual([linear.lo, linear.hi, linear.log], [0.1, 0.4, false]);
});

test("both heatmaps size their layer names' margin on the layers of both runs", () => {
  assert.deepEqual(compareLayers([["conv2d", "dense_9"], ["conv2d_1", "dense_10"]]), ["conv2d", "dense_9", "conv2d_1", "dense_10"]);
  assert.deepEqual(compareLayers([["dense"], null, ["dense"]]), ["dense"]);
  assert.deepEqual(compareLayers([null, undefined]), []);
});

test("each run's column counts its findings as the run selector does", () => {
  const findings = [
    { kind: "pipeline_lint", severity: "warning" },
    { kind: "input_bound", severity: "critical", caused_by: "pipeline_lint" },
    { kind: "input_stall", severity: "warning", caused_by: "pipeline_lint" },
    { kind: "loss_scale_skips", severity: "info" },
    null,
  ];
  assert.deepEqual(severityCounts(findings), { critical: 1, warning: 2, info: 1 });
  assert.equal(countsText(severityCounts(findings)), "1 critical · 2 warning · 1 info");
  assert.equal(countsText(severityCounts([])), "no findings");
  assert.equal(runLabel(RUNS[0]), "nan_loss — critical");
});

test("a run's step time and its wait for input, for two pipelines side by side", () => {
  const timed = { areas: { input_pipeline: { timing: { mean_step_ms: 24.53, mean_wait_ms: 20.1, input_share: 0.819, steps: 61 } } } };
  assert.equal(stepTimeLine(timed), "Step 24.5 ms, 20.1 ms of it waiting for input (82%) over 61 steps.");
  assert.equal(stepTimeLine({ areas: { input_pipeline: { timing: { mean_step_ms: 1.63 } } } }), "Step 1.63 ms.");
  assert.equal(stepTimeLine({ areas: {} }), null);
  assert.equal(stepTimeLine(null), null);
});
