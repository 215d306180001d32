"""What the non-finite view gets, inside the diagnosis route: a timeline of
the run's non-finite events (and heal's repairs, where there are
any), and, for the first bad step, every layer in
execution order with finite / not and max |x| (docs/routes.md)."""

from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE

# The declaration lists the kinds in timeline order; the sentinel's list of
# layers it watches is no event of the timeline.
TIMELINE_KINDS = tuple(k for k in NONFINITE.events if k != NONFINITE.events.activation_layers)
# Heal's rollbacks and its giving up (capture/heal/healing.py) go on the same
# timeline, in a lane of their own: where a NaN/Inf was repaired, and how.
REPAIR_ACTIONS = ("rollback", "skipped", "gave_up")


def _watched(run_data):
    """What the sentinel watches (its latest activation_layers event):
    {"layers": n, "dtypes": {dtype: n}}, or None."""
    layouts = run_data.events_of(NONFINITE.events.activation_layers)
    if not layouts:
        return None
    layers = layouts[-1].payload.get("layers") or []
    dtypes = {}
    for layer in layers:
        dtype = str(layer.get("dtype")) if isinstance(layer, dict) else "unknown"
        dtypes[dtype] = dtypes.get(dtype, 0) + 1
    return {"layers": len(layers), "dtypes": dtypes}


def summary(run_data):
    """The `areas.nonfinite` object of the diagnosis route, or None."""
    # Step order; within a step, the cause (a layer) before its symptoms.
    events = sorted(
        (e for e in run_data.events if e.kind in TIMELINE_KINDS),
        key=lambda e: (e.step, TIMELINE_KINDS.index(e.kind)),
    )
    if not events:
        return None
    timeline = [
        {
            "kind": e.kind,
            "step": e.step,
            "layer": e.payload.get("layer"),
            "variable": e.payload.get("variable"),
            "value": e.payload.get("value"),
        }
        for e in events
    ]
    repairs = [
        {
            "kind": e.kind,
            "step": e.step,
            "action": e.payload.get("action"),
            "problem": e.payload.get("problem"),
            "rolled_back_to": e.payload.get("rolled_back_to"),
            "weights_from_step": e.payload.get("weights_from_step"),
        }
        for e in run_data.events_of(CORE.events.heal_repair)
        if e.payload.get("action") in REPAIR_ACTIONS
    ]
    # In step order; a repair after the NaN/Inf events of its step.
    timeline = sorted(timeline + repairs, key=lambda e: e["step"])
    bad_step = None
    activations = run_data.events_of(NONFINITE.events.nonfinite_activations)
    if activations:
        first = activations[0]
        bad_step = {
            "step": first.step,
            "first_bad_layer": first.payload.get("layer"),
            "inputs_finite": first.payload.get("inputs_finite"),
            "layers": first.payload.get("layers", []),
        }
    stats = [s for s in NONFINITE.matrices if s in run_data.matrices]
    return {"timeline": timeline, "bad_step": bad_step, "stats": stats, "watched": _watched(run_data)}
