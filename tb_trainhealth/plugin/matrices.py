"""The `matrix` route's body: any layer x step statistic an area declares,
downsampled on the server (docs/routes.md, "matrix")."""

import numpy as np

from tb_trainhealth import areas as areas_lib

DEFAULT_MAX_COLUMNS = 600
MAX_COLUMNS_LIMIT = 5000


def declaring_area(stat):
    """The Area that declares matrix `stat`, or None."""
    return next((a for a in areas_lib.all_areas() if stat in a.matrices), None)


def served_stats(run_data):
    """The declared matrices the run holds, in declaration order."""
    return [s for a in areas_lib.all_areas() for s in a.matrices if s in run_data.matrices]


def heatmap(run_data, stat, max_columns):
    """The body for `stat`, or None if no area declares it or the run lacks it."""
    area = declaring_area(stat)
    matrix = run_data.matrices.get(stat)
    if area is None or matrix is None:
        return None
    first, last, values = downsample(matrix, max_columns)
    cells = values.T  # layers x columns
    finite = np.isfinite(cells)
    # Keyword keys: `nonfinite` is the body's field, not the area's name.
    return dict(
        run=run_data.run,
        stat=stat,
        layers=list(matrix.columns),
        steps=[[int(a), int(b)] for a, b in zip(first, last)],
        values=[[float(v) if ok else None for v, ok in zip(row, oks)] for row, oks in zip(cells, finite)],
        nonfinite=[[int(r), int(c)] for r, c in zip(*np.nonzero(~finite))],
        log_scale=stat in area.log_scale,
    )


def downsample(matrix, max_columns):
    """(first_steps, last_steps, values) with neighbouring rows merged into
    at most `max_columns`, each the mean of its steps weighted by how many
    steps a row covers."""
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
