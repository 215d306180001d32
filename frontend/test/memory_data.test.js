// views/memory_data.js: what the memory view shows from areas.memory.
import test from "node:test";
import assert from "node:assert/strict";
import {
  bytesText,
  chartModel,
  estimateRows,
  memoryFindings,
  memorySummary,
  modelRows,
  oomRows,
  searchHeadline,
  searchRows,
  shareText,
} from "../src/views/memory_data.js";
import { AREA, EVENT, KIND } from "../src/vocab.js";

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

const OOM = {
  step: 1,
  phase: "training",
  batch_size: 131072,
  allocation: { shape: [131072, 131072, 48], dtype: "float32", device: "CPU:0", allocator: "mklcpu", bytes: 3 * 1024 * GiB },
  layer: "minibatch_l1",
  node: "discriminator_1/minibatch_l1_1/sub",
  peak_bytes: 650 * MiB,
  limit_bytes: 23.5 * GiB,
  message: "OOM when allocating tensor with shape[131072,131072,48] ...",
};

const SEARCH = {
  batch_size: 360,
  steps: 2,
  margin: 0.9,
  budget_bytes: 192 * MiB,
  budget_source: "max_bytes",
  attempts: [
    { batch_size: 131072, status: "out_of_memory", estimate_bytes: 130 * MiB, largest_tensor_bytes: 3 * 1024 * GiB },
    { batch_size: 65536, status: "over_budget", estimate_bytes: 5 * 1024 * GiB, largest_tensor_bytes: 768 * GiB },
    { batch_size: 256, status: "fits", estimate_bytes: 85 * MiB, largest_tensor_bytes: 12 * MiB },
    { batch_size: 360, status: "fits", estimate_bytes: 167 * MiB, largest_tensor_bytes: 24 * MiB },
  ],
};

function diagnosis(memory, findings = []) {
  return { areas: { [AREA.memory]: memory }, findings };
}

test("bytesText uses binary units", () => {
  assert.equal(bytesText(512), "512 B");
  assert.equal(bytesText(1536), "1.5 KiB");
  assert.equal(bytesText(3 * 1024 * GiB), "3.0 TiB");
  assert.equal(bytesText(undefined), "?");
});

test("memorySummary is null without the area, and reads the OOM under its event kind", () => {
  assert.equal(memorySummary({ areas: {} }), null);
  const s = memorySummary(diagnosis({ series: { steps: [25, 1, "x"], values: [2, 1, 3] }, limit: { bytes: 10 }, [EVENT.oom]: OOM }));
  assert.deepEqual(s.points, [[1, 1], [25, 2]]); // sorted, the malformed point dropped
  assert.equal(s.oom.batch_size, 131072);
  assert.equal(s.limit, 10);
});

test("the chart shows the limit when the peak is near it, and says how far it is otherwise", () => {
  const near = chartModel(memorySummary(diagnosis({ series: { steps: [1, 2, 3], values: [5 * GiB, 7 * GiB, 9 * GiB] }, limit: { bytes: 10 * GiB, source: "MemTotal" } })));
  assert.ok(near.limitY !== null && near.limitY > 0 && near.limitY < 1);
  assert.equal(near.peak.step, 3);
  assert.match(near.limitNote, /90% of the 10\.0 GiB limit \(MemTotal\)/);
  const far = chartModel(memorySummary(diagnosis({ series: { steps: [1, 2], values: [700 * MiB, 710 * MiB] }, limit: { bytes: 23.5 * GiB } })));
  assert.equal(far.limitY, null);
  assert.match(far.limitNote, /3% of the 23\.5 GiB limit/);
  assert.equal(chartModel(memorySummary(diagnosis({ series: { steps: [], values: [] } }))), null);
});

test("the OOM's rows carry the allocation: shape, dtype, bytes, device, layer", () => {
  const rows = Object.fromEntries(oomRows(OOM).map((r) => [r.key, r.value]));
  assert.equal(rows["Tensor shape"], "[131072, 131072, 48]");
  assert.equal(rows["Bytes asked"], "3.0 TiB");
  assert.equal(rows["Batch size"], "131072");
  assert.equal(rows.Layer, "minibatch_l1");
  assert.equal(rows.Device, "CPU:0");
});

test("a search's attempts keep their order, and the chosen size is marked", () => {
  const rows = searchRows(SEARCH);
  assert.deepEqual(rows.map((r) => r.batchSize), [131072, 65536, 256, 360]);
  assert.deepEqual(rows.map((r) => r.chosen), [false, false, false, true]);
  assert.equal(rows[0].words, "out of memory");
  assert.equal(rows[1].words, "over the budget (not run)");
  assert.match(searchHeadline(SEARCH), /batch size 360 fits: 4 sizes tried, 2 real steps each, budget 192\.0 MiB/);
  assert.match(searchHeadline({ ...SEARCH, batch_size: null }), /no batch size trains/);
  // A first estimate below the attempt's largest tensor reads as that tensor, a lower bound.
  const [first] = searchRows({ batch_size: 360, attempts: [{ batch_size: 131072, status: "too_large", estimate_bytes: 135797876, largest_tensor_bytes: 3 * 1024 ** 4 }] });
  assert.equal(first.estimate, "at least 3.0 TiB");
});

test("the model's rows and what a batch size needs", () => {
  const model = {
    params: { count: 529, bytes: 2116, by_dtype: { float32: { count: 529, bytes: 2116 } } },
    trainable: { bytes: 2116 },
    optimizer: { name: "Adam", slots: { bytes: 4232 } },
    batch_size: 64,
    device: "CPU",
    limit_bytes: 8 * GiB,
  };
  const rows = Object.fromEntries(modelRows(model).map((r) => [r.key, r.value]));
  assert.match(rows.Parameters, /^529 \(2\.1 KiB\) · float32: 529/);
  assert.equal(rows["Optimizer slots"], "Adam: 4.1 KiB");
  const estimate = estimateRows({ batch_size: 64, rows: [{ batch_size: 32, bytes: GiB }, { batch_size: 64, bytes: 2 * GiB }] }, 8 * GiB);
  assert.deepEqual(estimate.map((r) => [r.batchSize, r.share, r.current]), [[32, "13%", false], [64, "25%", true]]);
  assert.equal(shareText(0.004), "0.40%");
  assert.equal(shareText(0.00001), "<0.01%");
});

test("memoryFindings keeps the area's findings only", () => {
  const findings = [{ kind: KIND.oom }, { kind: KIND.exploding_gradients }, { kind: KIND.memory_growth }];
  assert.deepEqual(memoryFindings(diagnosis({}, findings)).map((f) => f.kind), [KIND.oom, KIND.memory_growth]);
});
