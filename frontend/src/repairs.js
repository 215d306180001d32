// What heal did to a run (`TrainHealth(logdir, heal=True)`, docs/healing.md):
// the diagnosis route's `repairs`, one line a repair, under the findings.

import { h } from "./dom.js";
import { formatNumber } from "./format.js";

const num = (v) => (v === null || v === undefined ? "n/a" : formatNumber(v, 4));

/** One repair, said as a person reads it (the CLI's `describe`, diagnosis/repairs.py). */
export function repairText(r) {
  if (r.action === "batch_size") {
    const sizes = r.batch_size || {};
    return (
      `Step ${r.step}: ${r.why}. Fit went on at batch size ${sizes.to} (was ${sizes.from}) ` +
      `from epoch ${r.from_epoch}.`
    );
  }
  if (r.action === "skipped") return skipText(r);
  const [first, last] = Array.isArray(r.undone_steps) ? r.undone_steps : [null, null];
  let text =
    `Step ${r.step}: ${String(r.problem).replace(/_/g, " ")} (${r.why}). Rolled back to step ${r.rolled_back_to}; ` +
    `the updates of steps ${first}-${last} were undone.`;
  const rate = r.learning_rate;
  if (rate && typeof rate === "object") {
    // for_steps null: lowered for the rest of the fit (capture/heal/healing.py).
    const span = rate.for_steps === null || rate.for_steps === undefined ? "for the rest of the fit" : `for ${rate.for_steps} steps`;
    text += ` Learning rate ${num(rate.from)} \u2192 ${num(rate.to)} ${span}.`;
  }
  if (r.clipnorm) text += ` Gradients clipped at global norm ${num(r.clipnorm)}.`;
  text += ` Loss before ${num(r.loss_before)}, at the step ${num(r.loss_at)}, after ${num(r.loss_after)}.`;
  return text;
}

/** A bad batch whose update heal skipped in the step, once or each time it came back. */
function skipText(r) {
  const steps = Array.isArray(r.steps) && r.steps.length ? r.steps : [r.step];
  const epochs = Array.isArray(r.epochs) ? r.epochs : [];
  const records = Array.isArray(r.records) ? ` (records ${r.records[0]}–${r.records[1] - 1} of the training arrays)` : "";
  const what = `${String(r.problem).replace(/_/g, " ")} (${r.why})`;
  if (steps.length === 1) {
    return `Step ${steps[0]}: ${what}. Its update was skipped, nothing else undone: batch ${r.batch} of epoch ${r.epoch}${records}.`;
  }
  return (
    `Batch ${r.batch}${records} was bad in ${steps.length} epochs (${epochs.join(", ")}; steps ${steps.join(", ")}): ` +
    `${what}. Its update was skipped each time, nothing else undone. Remove or repair these records, and shuffle the data.`
  );
}

/** The run summary's list of repairs, and where heal gave up. */
export function repairsBox(repairs) {
  const items = repairs.repairs.map((r) => h("li", null, repairText(r)));
  const gaveUp = repairs.gave_up;
  if (gaveUp) {
    items.push(
      h(
        "li",
        { class: "repair-gave-up" },
        `Step ${gaveUp.step}: heal gave up (${gaveUp.why}): ${gaveUp.reason}.` +
          (gaveUp.stopped === false ? "" : " The run stopped."),
      ),
    );
  }
  const learning = repairs.learning;
  const stalled = !gaveUp && learning && learning.went_on === false;
  if (stalled) {
    items.push(
      h(
        "li",
        { class: "repair-gave-up" },
        `Heal kept the run going, but its loss did not come back below where it began (${num(learning.began)} at ` +
          `the start, ${num(learning.ended)} at the end): not healed. The findings say what to fix.`,
      ),
    );
  }
  const count = repairs.repairs.length;
  const title = gaveUp || stalled ? "Repairs: did not help" : `Healed: ${count} repair${count === 1 ? "" : "s"}`;
  return h("div", { class: "repairs", id: "repairs" }, h("h4", null, title), h("ul", null, items));
}
