// repairs.js: what heal did, said as the CLI says it.
import test from "node:test";
import assert from "node:assert/strict";
import { repairText } from "../src/repairs.js";

test("repairText: what, why, the step, what was undone, the rate, the loss before and after", () => {
  const text = repairText({
    step: 101, problem: "nonfinite", why: "a NaN/Inf in the step's grad_squares", rolled_back_to: 100,
    undone_steps: [101, 101], learning_rate: { from: 0.01, to: 0.005, for_steps: 100 }, clipnorm: 6.6,
    loss_before: 0.058, loss_at: "nan", loss_after: 0.0557,
  });
  assert.equal(
    text,
    "Step 101: nonfinite (a NaN/Inf in the step's grad_squares). Rolled back to step 100; the updates of " +
      "steps 101-101 were undone. Learning rate 0.01 \u2192 0.005 for 100 steps. Gradients clipped at global " +
      "norm 6.6. Loss before 0.058, at the step nan, after 0.0557.",
  );
});

test("repairText: an OOM gone on at the batch size that fits", () => {
  assert.equal(
    repairText({ action: "batch_size", step: 1, why: "out of memory at batch size 131072",
      batch_size: { from: 131072, to: 512 }, from_epoch: 0 }),
    "Step 1: out of memory at batch size 131072. Fit went on at batch size 512 (was 131072) from epoch 0.",
  );
});
