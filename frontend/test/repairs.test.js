// repairs.js: what heal did, said as the CLI says it.
import test from "node:test";
import assert from "node:assert/strict";
import { repairText } from "../src/repairs.js";

test("repairText: what, why, the step, what was undone, the rate, the loss before and after", () => {
  const text = repairText({
    step: 101, problem: "nonfinite", why: "a NaN/Inf in the step's gradients", rolled_back_to: 100,
    undone_steps: [101, 101], learning_rate: { from: 0.01, to: 0.005, for_steps: 100 }, clipnorm: 6.6,
    loss_before: 0.058, loss_at: "nan", loss_after: 0.0557,
  });
  assert.equal(
    text,
    "Step 101: nonfinite (a NaN/Inf in the step's gradients). Rolled back to step 100; the updates of " +
      "steps 101-101 were undone. Learning rate 0.01 \u2192 0.005 for 100 steps. Gradients clipped at global " +
      "norm 6.6. Loss before 0.058, at the step nan, after 0.0557.",
  );
});

test("repairText: a rate lowered for the rest of the fit is said so, never as null steps", () => {
  const text = repairText({
    step: 40, problem: "loss_spike", why: "the loss rose 80x", rolled_back_to: 1, undone_steps: [2, 40],
    learning_rate: { from: 0.3, to: 0.03, for_steps: null }, loss_before: 0.5, loss_at: 40, loss_after: 0.4,
  });
  assert.match(text, /Learning rate 0\.3 \u2192 0\.03 for the rest of the fit\./);
  assert.doesNotMatch(text, /null|undefined/);
});

test("repairText: an OOM gone on at the batch size that fits", () => {
  assert.equal(
    repairText({ action: "batch_size", step: 1, why: "out of memory at batch size 131072",
      batch_size: { from: 131072, to: 512 }, from_epoch: 0 }),
    "Step 1: out of memory at batch size 131072. Fit went on at batch size 512 (was 131072) from epoch 0.",
  );
});

test("repairText: a bad batch skipped in the step, once and each time it came back", () => {
  assert.equal(
    repairText({ action: "skipped", step: 101, steps: [101], epochs: [0], epoch: 0, batch: 100,
      problem: "nonfinite", why: "its gradients hold a NaN/Inf (its loss: 0.16)" }),
    "Step 101: nonfinite (its gradients hold a NaN/Inf (its loss: 0.16)). Its update was skipped, nothing else " +
      "undone: batch 100 of epoch 0.",
  );
  assert.equal(
    repairText({ action: "skipped", step: 38, steps: [38, 98], epochs: [0, 1], epoch: 0, batch: 37,
      records: [1184, 1216], problem: "exploding_gradients", why: "the global gradient norm 2.4e+06 is over 10x" }),
    "Batch 37 (records 1184\u20131215 of the training arrays) was bad in 2 epochs (0, 1; steps 38, 98): exploding " +
      "gradients (the global gradient norm 2.4e+06 is over 10x). Its update was skipped each time, nothing else " +
      "undone. Remove or repair these records, and shuffle the data.",
  );
});
