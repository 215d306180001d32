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
