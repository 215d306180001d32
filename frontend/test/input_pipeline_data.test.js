// views/input_pipeline_data.js: what the input-pipeline view shows from areas.input_pipeline.
import test from "node:test";
import assert from "node:assert/strict";
import { chainLinks, linkOfFinding, pipelineLints, pipelineSummary, recurrenceText, shareText, sourceText, stallMarks, stepBars } from "../src/views/input_pipeline_data.js";
import { AREA, KIND, NODE, SERIES } from "../src/vocab.js";

const SUMMARY = {
  timing: { steps: 60, mean_wait_ms: 12.5, mean_step_ms: 20 },
  share: 0.62,
  thresholds: { warning: 0.05, critical: 0.2 },
  steps: { step: [10, 20], bucket: 10, [SERIES.input_wait]: [12, 13], [SERIES.compute_time]: [1, 1.5], [SERIES.host_time]: [5, 6] },
  stalls: [{ step: 33, wait_ms: 90, usual_wait_ms: 12 }, { step: 65, wait_ms: 80, usual_wait_ms: 12 }],
  recurrence: { period: 32 },
  pipeline: {
    source: "tf.data",
    chain: [
      { index: 0, kind: "from_tensor_slices", code: "tf.data.Dataset.from_tensor_slices(data)" },
      { index: 1, kind: "map", code: ".map(decode)", python: true, parallel: null },
      { index: 2, kind: "batch", code: ".batch(32)" },
    ],
    corrected: "dataset = (...)",
  },
};

const DIAGNOSIS = {
  areas: { [AREA.input_pipeline]: SUMMARY },
  findings: [
    { kind: KIND.input_bound, node: NODE.input_pipeline, severity: "critical", summary: "bound", evidence: {} },
    { kind: KIND.pipeline_lint, node: NODE.input_pipeline, severity: "warning", summary: "sequential map", evidence: { transformation: 1 } },
    { kind: KIND.pipeline_lint, node: NODE.input_pipeline, severity: "warning", summary: "debug mode", evidence: { transformation: -1 } },
  ],
};

test("the summary is read from the diagnosis, or null", () => {
  assert.equal(pipelineSummary(DIAGNOSIS), SUMMARY);
  assert.equal(pipelineSummary({ areas: {} }), null);
  assert.equal(pipelineSummary(null), null);
});

test("the headline gives the share and xprof's class", () => {
  assert.match(shareText(SUMMARY), /62% .*60 steps.*highly input-bound/);
  assert.match(shareText({ ...SUMMARY, share: 0.07 }), /moderately input-bound/);
  assert.match(shareText({ ...SUMMARY, share: 0.01 }), /fed/);
  assert.match(shareText({ timing: null }), /Not timed/);
});

test("bars stack wait, compute and host from zero, and the y range holds the tallest", () => {
  const { bars, yMax, bucket } = stepBars(SUMMARY);
  assert.equal(bars.length, 2);
  assert.equal(bucket, 10);
  assert.deepEqual(bars[0].parts.map((p) => [p.y0, p.y1]), [[0, 12], [12, 13], [13, 18]]);
  assert.equal(yMax, 20.5);
  assert.deepEqual(stepBars({}).bars, []);
});

test("stalls are marked at their steps with their wait, and their recurrence is worded", () => {
  assert.deepEqual(stallMarks(SUMMARY).map((m) => m.step), [33, 65]);
  assert.match(stallMarks(SUMMARY)[0].text, /step 33: waited 90 ms/);
  assert.equal(recurrenceText(SUMMARY), "2 stalls, every 32 steps");
  assert.equal(recurrenceText({ ...SUMMARY, recurrence: { epoch_start: true } }), "2 stalls, at the start of each epoch");
  assert.equal(recurrenceText({ ...SUMMARY, stalls: [] }), "");
});

test("each lint sits on the link it names; the rest belong to the whole pipeline", () => {
  const links = chainLinks(SUMMARY, DIAGNOSIS);
  assert.deepEqual(links.map((l) => l.lints.length), [0, 1, 0]);
  assert.equal(links[1].lints[0].findingIndex, 1);
  assert.deepEqual(links[1].tags, ["Python"]);
  assert.deepEqual(pipelineLints(SUMMARY, DIAGNOSIS).map((l) => l.findingIndex), [2]);
  assert.equal(linkOfFinding(DIAGNOSIS.findings[1]), 1);
  assert.equal(linkOfFinding({ kind: KIND.exploding_gradients, node: NODE.gradients }), null);
});

test("the source is worded for each input kind", () => {
  assert.match(sourceText(SUMMARY), /tf\.data/);
  const py = { ...SUMMARY, pipeline: { ...SUMMARY.pipeline, source: "PyDataset", python_source: { class: "Frames", workers: 2 } } };
  assert.equal(sourceText(py), "Frames (workers=2, use_multiprocessing=False)");
});
