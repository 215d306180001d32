"""What the gradient views get: which statistics and layers the run has
(its summary) and one layer's histograms (`gradients/histograms`); the
heatmap itself is the core `matrix` route (docs/routes.md, "Gradient
health")."""

import numpy as np
from tensorboard import errors

from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.jsonutil import to_jsonable
from tb_trainhealth.plugin.routing import required_arg

NORMS = GRADIENTS.matrices.grad_norm
NONFINITE_COUNTS = GRADIENTS.matrices.grad_nonfinite
HISTOGRAMS = GRADIENTS.histograms.gradients
# The heatmap's statistics: the NaN/Inf counts are shown on the histograms,
# not as a heatmap of their own.
HEATMAP_STATS = tuple(s for s in GRADIENTS.matrices if s != NONFINITE_COUNTS)


def summary(run_data):
    """The `areas.gradients` object of the diagnosis route, or None."""
    norms = run_data.matrices.get(NORMS)
    if norms is None:
        return None
    hists = run_data.histograms.get(HISTOGRAMS, {})
    periods = run_data.events_of(GRADIENTS.events.update_period)
    return {
        "stats": [s for s in HEATMAP_STATS if s in run_data.matrices],
        "layers": list(norms.columns),
        "histogram_layers": [layer for layer in norms.columns if layer in hists],
        # A custom loop that applies its gradients once every N steps
        # (it accumulates them): its update ratios are taken at those steps.
        "steps_per_update": int(periods[0].payload["steps"]) if periods else None,
    }


def histograms(run_data, layer):
    """The `gradients/histograms` body, or None for an unknown layer."""
    hists = run_data.histograms.get(HISTOGRAMS, {}).get(layer)
    if hists is None:
        return None
    nonfinite = run_data.matrices.get(NONFINITE_COUNTS)
    return to_jsonable(
        {
            "run": run_data.run,
            "layer": layer,
            "histograms": [
                # Keyword keys: `nonfinite` is the field, not the area's name.
                dict(step=h.step, buckets=h.buckets.tolist(), nonfinite=_value_at(nonfinite, layer, h.step))
                for h in hists
            ],
        }
    )


def report_requests(summary):
    """The routes of this area that `diagnose --html` answers ahead for a
    run (html_report.py), from its summary: [(route name, params)]."""
    layers = summary.get("histogram_layers", []) if isinstance(summary, dict) else []
    return [("histograms", {"layer": layer}) for layer in layers]


def _serve_histograms(run_data, args):
    """One layer's gradient histograms over time (`&layer=LAYER`; 400
    without one, 404 for a layer without histograms)."""
    layer = required_arg(args, "layer")
    body = histograms(run_data, layer)
    if body is None:
        raise errors.NotFoundError(f"run {run_data.run!r} has no gradient histograms for layer {layer!r}")
    return body


ROUTES = {"histograms": _serve_histograms}


def _value_at(matrix, layer, step):
    # The count logged for the overview row that holds `step`.
    if matrix is None or layer not in matrix.columns:
        return 0
    rows = np.nonzero((matrix.first_steps <= step) & (matrix.last_steps >= step))[0]
    if rows.size == 0:
        return 0
    value = matrix.values[rows[0], matrix.columns.index(layer)]
    return int(round(value)) if np.isfinite(value) else "nan"
