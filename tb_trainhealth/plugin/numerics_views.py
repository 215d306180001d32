"""What the non-finite view gets, inside the diagnosis route: a timeline of
the run's non-finite events and, for the first bad step, every layer in
execution order with finite / not and max |x| (docs/routes.md)."""

TIMELINE_KINDS = (
    "nonfinite_activations",
    "nonfinite_loss",
    "nonfinite_gradients",
    "nonfinite_weights",
    "loss_scale_collapse",
)


def summary(run_data):
    """The `nonfinite` object of the diagnosis route, or None."""
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
    bad_step = None
    activations = run_data.events_of("nonfinite_activations")
    if activations:
        first = activations[0]
        bad_step = {
            "step": first.step,
            "first_bad_layer": first.payload.get("layer"),
            "inputs_finite": first.payload.get("inputs_finite"),
            "layers": first.payload.get("layers", []),
        }
    stats = [s for s in ("activation_max_abs",) if s in run_data.matrices]
    return {"timeline": timeline, "bad_step": bad_step, "stats": stats}
