"""What the gradient views get: the heatmap matrix, downsampled on the
server, and one layer's histograms (docs/routes.md, "Gradient health")."""

import numpy as np

from tb_trainhealth.jsonutil import to_jsonable

GRADIENT_STATS = ("grad_norm", "grad_max_abs", "grad_zero_fraction", "weight_norm", "update_ratio")
# Matrices the same route serves beyond the gradient stats.
OTHER_STATS = ("activation_max_abs",)
# Colour on a log10 scale: magnitudes spanning decades.
LOG_SCALE_STATS = frozenset({"grad_norm", "grad_max_abs", "weight_norm", "update_ratio", "activation_max_abs"})
DEFAULT_MAX_COLUMNS = 600
MAX_COLUMNS_LIMIT = 5000


def summary(run_data):
    """The `gradients` object of the diagnosis route, or None."""
    norms = run_data.matrices.get("grad_norm")
    if norms is None:
        return None
    hists = run_data.histograms.get("gradients", {})
    return {
        "stats": [s for s in GRADIENT_STATS if s in run_data.matrices],
        "layers": list(norms.columns),
        "histogram_layers": [layer for layer in norms.columns if layer in hists],
    }


def heatmap(run_data, stat, max_columns):
    """The `gradients` route's body, or None if the run lacks `stat`."""
    matrix = run_data.matrices.get(stat)
    if matrix is None or stat not in GRADIENT_STATS + OTHER_STATS:
        return None
    first, last, values = _downsample(matrix, max_columns)
    cells = values.T  # layers x columns
    finite = np.isfinite(cells)
    return {
        "run": run_data.run,
        "stat": stat,
        "layers": list(matrix.columns),
        "steps": [[int(a), int(b)] for a, b in zip(first, last)],
        "values": [[float(v) if ok else None for v, ok in zip(row, oks)] for row, oks in zip(cells, finite)],
        "nonfinite": [[int(r), int(c)] for r, c in zip(*np.nonzero(~finite))],
        "log_scale": stat in LOG_SCALE_STATS,
    }


def histograms(run_data, layer):
    """The `histograms` route's body, or None for an unknown layer."""
    hists = run_data.histograms.get("gradients", {}).get(layer)
    if hists is None:
        return None
    nonfinite = run_data.matrices.get("grad_nonfinite")
    return to_jsonable(
        {
            "run": run_data.run,
            "layer": layer,
            "histograms": [
                {
                    "step": h.step,
                    "buckets": h.buckets.tolist(),
                    "nonfinite": _value_at(nonfinite, layer, h.step),
                }
                for h in hists
            ],
        }
    )


def _downsample(matrix, max_columns):
    """Merges neighbouring rows into at most `max_columns`, each the mean
    of its steps weighted by how many steps a row covers."""
    n = len(matrix.first_steps)
    if n <= max_columns:
        return matrix.first_steps, matrix.last_steps, matrix.values
    groups = np.array_split(np.arange(n), max_columns)
    weights = (matrix.last_steps - matrix.first_steps + 1).astype(np.float64)
    first = np.array([matrix.first_steps[g[0]] for g in groups])
    last = np.array([matrix.last_steps[g[-1]] for g in groups])
    with np.errstate(invalid="ignore"):
        values = np.stack(
            [np.average(matrix.values[g], axis=0, weights=weights[g]) for g in groups]
        )
    return first, last, values


def _value_at(matrix, layer, step):
    # The count logged for the overview row that holds `step`.
    if matrix is None or layer not in matrix.columns:
        return 0
    rows = np.nonzero((matrix.first_steps <= step) & (matrix.last_steps >= step))[0]
    if rows.size == 0:
        return 0
    value = matrix.values[rows[0], matrix.columns.index(layer)]
    return int(round(value)) if np.isfinite(value) else "nan"
