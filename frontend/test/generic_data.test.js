// views/generic_data.js: any area summary as a readable key / value table.
import test from "node:test";
import assert from "node:assert/strict";
import { summaryRows, valueText } from "../src/views/generic_data.js";

test("summaryRows flattens nested objects into readable keys", () => {
  const summary = {
    peak_bytes: 3.2e9,
    oom: false,
    device: { name: "GPU:0", limit: { bytes: 8e9 } },
    steps: [1, 2, 3],
    events: [{ step: 1 }, { step: 2 }],
    notes: [],
  };
  assert.deepEqual(summaryRows(summary), [
    { key: "Peak bytes", value: "3200000000" },
    { key: "Oom", value: "false" },
    { key: "Device › Name", value: "GPU:0" },
    { key: "Device › Limit", value: "bytes: 8000000000" },
    { key: "Steps", value: "1, 2, 3" },
    { key: "Events", value: "2 items" },
    { key: "Notes", value: "none" },
  ]);
});

test("a summary that is no object is one row", () => {
  assert.deepEqual(summaryRows(0.25), [{ key: "Value", value: "0.25" }]);
  assert.deepEqual(summaryRows("starved"), [{ key: "Value", value: "starved" }]);
});

test("valueText shortens long lists", () => {
  const text = valueText(Array.from({ length: 20 }, (_v, i) => i));
  assert.equal(text, "0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 8 more");
  assert.equal(valueText(null), "—");
  assert.equal(valueText({}), "none");
});
