// evidence_data.js: a finding's evidence in words, with units.
import test from "node:test";
import assert from "node:assert/strict";
import { evidenceRows } from "../src/evidence_data.js";

const row = (evidence, key) => evidenceRows(evidence).find((r) => r.key === key);

test("bytes read as KiB/MiB/GiB, times as ms or s, shares as percentages", () => {
  const ev = { peak_bytes: 790077440, limit_bytes: 25324961792, mean_wait_ms: 20.1005, step_s: 1.4966, wait_s: 0.0201,
    input_share: 0.8192, share: { hidden_2: 0.534 } };
  assert.equal(row(ev, "peak_bytes").text, "753.5 MiB");
  assert.equal(row(ev, "limit_bytes").text, "23.6 GiB");
  assert.deepEqual([row(ev, "mean_wait_ms").label, row(ev, "mean_wait_ms").text], ["Mean wait", "20.1 ms"]);
  assert.deepEqual([row(ev, "step_s").label, row(ev, "step_s").text], ["Step", "1.5 s"]);
  assert.equal(row(ev, "wait_s").text, "20.1 ms");
  assert.equal(row(ev, "input_share").text, "82%");
  assert.equal(row(ev, "share").text, "hidden_2: 53%");
});

test("internal keys are said as what they mean", () => {
  assert.equal(row({ basis: "xprof" }, "basis").label, "Thresholds from");
  assert.match(row({ basis: "xprof" }, "basis").text, /profiler/);
  const power = row({ batch_power: 2 }, "batch_power");
  assert.equal(power.label, "Batch-size dimensions");
  assert.equal(power.text, "2 (the tensor grows as batch size²)");
  // Anything else keeps its words.
  assert.deepEqual(evidenceRows({ first_step: 3 }), [{ key: "first_step", label: "First step", text: "3" }]);
  assert.deepEqual(evidenceRows(null), []);
});

test("a replayed op's inputs read as dtype, shape, range and their NaN/Inf, one line each", () => {
  const inputs = [
    { dtype: "float32", shape: [64, 20], size: 1280, nan: 0, posinf: 0, neginf: 0, min: -2.984, max: 3.65 },
    { dtype: "float32", shape: [20, 64], size: 1280, nan: 2, posinf: 0, neginf: 1, min: -8.324e37, max: 5.352e37 },
  ];
  const text = row({ inputs }, "inputs").text;
  assert.ok(text.startsWith("float32[64, 20] in [-2.984, 3.65]; float32[20, 64] in ["), text);
  assert.ok(text.endsWith("(2 NaN, 1 -Inf)"), text);
  // Other evidence called "inputs" (a head check's dict) reads as before.
  assert.equal(row({ inputs: { batch: 32 } }, "inputs").text, row({ other: { batch: 32 } }, "other").text);
});

test("a record inside the evidence reads in words, with units, names of the run kept", () => {
  const spikes = row({ spikes: [{ start: 80, peak_value: 5.2, recovered_at: 83, one_step: false }] }, "spikes");
  assert.equal(spikes.text, "(start: 80 · peak value: 5.2 · recovered at step: 83 · one step only: no)");
  const mover = row({ first_mover: { layer: "dense_3", layers_moved: 2 } }, "first_mover");
  assert.equal(mover.text, "layer: dense_3 · layers moved: 2");
  assert.equal(row({ alloc: { bytes: 3298534883328 } }, "alloc").text, "size: 3.0 TiB");
  assert.equal(row({ lint: "sequential_map" }, "lint").text, "a .map run one element at a time");
  assert.equal(row({ constants: { "-1e9": -1e9 } }, "constants").text, "-1e9 = -1000000000");
  for (const r of evidenceRows({ spikes: [{ one_step: true, peak_value: 1 }], first_mover: { layers_moved: 1 } })) {
    assert.doesNotMatch(r.text, /one_step|peak_value|layers_moved|true|false/);
  }
});
