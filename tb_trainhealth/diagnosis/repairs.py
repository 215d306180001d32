"""What heal did to a run (capture/heal/healing.py), read back from its
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
from tb_trainhealth.areas.core import HEAL_ACTIONS

EVENT = CORE.events.heal_repair
ROLLBACK, OUTCOME, GAVE_UP = HEAL_ACTIONS.rollback, HEAL_ACTIONS.outcome, HEAL_ACTIONS.gave_up
BATCH_SIZE, SKIPPED = HEAL_ACTIONS.batch_size, HEAL_ACTIONS.skipped


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
    return {"repairs": rollbacks, "gave_up": gave_up, "learning": learning(run_data)}


# Points of the loss at each end of the run compared by `learning`: a
# median over ten is not moved by one hard batch.
ENDS = 10


def learning(run_data):
    """Whether the run went on learning under heal: {"began", "ended"} (the
    median of the first and of the last ENDS finite losses) and "went_on"
    (ended below began), or None where the run logged under 2 x ENDS
    finite losses. Finite is not fixed: a run heal kept finite whose loss
    ends above where it began is not healed."""
    series = run_data.series.get(CORE.series.loss)
    values = [] if series is None else [float(v) for v in series.values if math.isfinite(float(v))]
    if len(values) < 2 * ENDS:
        return None
    began, ended = _median(values[:ENDS]), _median(values[-ENDS:])
    return {"began": began, "ended": ended, "went_on": ended < began}


def healed(repairs):
    """Whether a run's status reads "healed": heal repaired it, did not
    give up, and the run went on learning (where that can be told)."""
    if not repairs or not repairs["repairs"] or repairs["gave_up"] is not None:
        return False
    return (repairs.get("learning") or {}).get("went_on", True)


def not_learning_line(repairs):
    """What to say where heal kept a run going that did not learn, or None."""
    learning_ = (repairs or {}).get("learning") or {}
    if not repairs or not repairs["repairs"] or learning_.get("went_on", True):
        return None
    return (f"heal kept the run going, but its loss did not come back below where it began (the median of its "
            f"first {ENDS} losses {_num(learning_['began'])}, of its last {ENDS} {_num(learning_['ended'])}): not "
            "healed; the findings above say what to fix")


def _median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


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
        steps = rate.get("for_steps")
        # None: the rate stays lowered for the rest of the fit (capture/heal/healing.py).
        span = f"for {steps} steps" if steps is not None else "for the rest of the fit"
        text += f"; learning rate {rate.get('from'):.4g} -> {rate.get('to'):.4g} {span}"
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
