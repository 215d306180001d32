"""What heal did to a run (capture/healing.py), read back from its
`heal_repair` events for the diagnosis (status "healed"), the CLI, the
HTML report and the tab. No TensorFlow here: `diagnose` reads files only.

Each event's `action`: "rollback" (a repair: what, why, the bad step,
the snapshot rolled back to, the steps whose updates were undone, the
learning rate and clipping set, the loss before and at the bad step),
"outcome" (written when the lowered rate is restored or the fit ends:
the loss after, for the rollback at `repair_step`), "gave_up" (the
repairs did not help; the run stopped) or "batch_size" (after an OOM,
fit went on at the batch size that fits: `batch_size` {"from", "to"},
`from_epoch`) or "skipped" (heal's in-step guard left a bad step's
update out: its batch, epoch, loss and gradient norm, the records where
fit read arrays in order; the same batch skipped in several epochs is
read back as one repair).
"""

import math

from tb_trainhealth.areas.core import AREA as CORE

EVENT = CORE.events.heal_repair
ROLLBACK, OUTCOME, GAVE_UP, BATCH_SIZE, SKIPPED = "rollback", "outcome", "gave_up", "batch_size", "skipped"


def repairs(run_data):
    """The run's repairs, for the diagnosis: {"repairs": [rollback payloads
    with "step" and their "loss_after"], "gave_up": the gave_up payload or
    None}, or None where heal made none."""
    events = run_data.events_of(EVENT)
    if not events:
        return None
    rollbacks, gave_up = [], None
    outcomes = {}
    skipped = {}  # batch index -> its skips, merged (a batch that comes back bad is one repair)
    for event in events:
        payload = dict(event.payload)
        payload.pop("kind", None)
        action = payload.get("action")
        if action == SKIPPED:
            key = payload.get("batch")
            if key not in skipped:
                skipped[key] = dict(payload, step=event.step, steps=[], epochs=[])
            skipped[key]["steps"].append(event.step)
            skipped[key]["epochs"].append(payload.get("epoch"))
        elif action == ROLLBACK:
            rollbacks.append(dict(payload, step=event.step, loss_after=None))
        elif action == BATCH_SIZE:
            rollbacks.append(dict(payload, step=event.step))
        elif action == OUTCOME:
            outcomes[payload.get("repair_step")] = payload
        elif action == GAVE_UP:
            gave_up = dict(payload, step=event.step)
    for repair in rollbacks:
        outcome = outcomes.get(repair["step"])
        if outcome is not None:
            repair["loss_after"] = outcome.get("loss_after")
    for repair in skipped.values():
        repair.pop("skipped_before", None)
        rollbacks.append(repair)
    rollbacks.sort(key=lambda r: r["step"])
    return {"repairs": rollbacks, "gave_up": gave_up}


def describe(repair):
    """One line for a person: what, why, at which step, what was skipped."""
    if repair.get("action") == BATCH_SIZE:
        sizes = repair.get("batch_size") or {}
        return (f"step {repair.get('step')}: {repair.get('problem')} ({repair.get('why')}); fit went on at batch "
                f"size {sizes.get('to')} (was {sizes.get('from')}) from epoch {repair.get('from_epoch')}")
    if repair.get("action") == SKIPPED:
        return _describe_skips(repair)
    first, last = repair.get("undone_steps") or (None, None)
    text = f"step {repair.get('step')}: {repair.get('problem')} ({repair.get('why')}); rolled back to step " \
           f"{repair.get('rolled_back_to')}, updates of steps {first}-{last} undone"
    rate = repair.get("learning_rate")
    if isinstance(rate, dict):
        text += f"; learning rate {rate.get('from'):.4g} -> {rate.get('to'):.4g} for {rate.get('for_steps')} steps"
    if repair.get("clipnorm"):
        text += f"; global_clipnorm {repair['clipnorm']:.4g}"
    before, after = repair.get("loss_before"), repair.get("loss_after")
    text += f"; loss before {_num(before)}, at {_num(repair.get('loss_at'))}, after {_num(after)}"
    return text


def _describe_skips(repair):
    """A bad batch whose updates the step skipped, once or each time it came back."""
    steps, epochs = repair.get("steps") or [repair.get("step")], repair.get("epochs") or []
    where = f"batch {repair.get('batch')}"
    records = repair.get("records")
    rows = f" (records {records[0]}-{records[1] - 1} of the training arrays)" if records else ""
    if len(steps) == 1:
        return (f"step {steps[0]}: {repair.get('problem')} ({repair.get('why')}); its update was skipped, nothing "
                f"else undone: {where} of epoch {repair.get('epoch')}{rows}")
    return (f"{where}{rows} was bad in {len(steps)} epochs ({', '.join(map(str, epochs))}; steps "
            f"{', '.join(map(str, steps))}): {repair.get('problem')} ({repair.get('why')}); its update was skipped "
            "each time, nothing else undone. Remove or repair these records, and shuffle the data")


def _num(value):
    if isinstance(value, (int, float)) and math.isfinite(value):
        return f"{value:.4g}"
    return "n/a" if value is None else str(value)
