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
    rows = np.where(finite, cells, 0.0).tolist()
    for r, c in zip(*np.nonzero(~finite)):
        rows[r][c] = None
    # Keyword keys: `nonfinite` is the body's field, not the area's name.
    return dict(
        run=run_data.run,
        stat=stat,
        layers=list(matrix.columns),
        steps=np.column_stack([first, last]).astype(np.int64).tolist(),
        values=rows,
        nonfinite=np.argwhere(~finite).tolist(),
        log_scale=stat in area.log_scale,
    )


def downsample(matrix, max_columns):
    """(first_steps, last_steps, values) with neighbouring rows merged into
    at most `max_columns`, each the mean of its steps weighted by how many
    steps a row covers (NaN/Inf propagate into their column's mean)."""
    n = len(matrix.first_steps)
    if n <= max_columns:
        return matrix.first_steps, matrix.last_steps, matrix.values
    # The groups of np.array_split(range(n), max_columns): sizes n // m,
    # the first n % m one longer; summed at once with reduceat.
    sizes = np.full(max_columns, n // max_columns)
    sizes[: n % max_columns] += 1
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    ends = starts + sizes - 1
    weights = (matrix.last_steps - matrix.first_steps + 1).astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        sums = np.add.reduceat(matrix.values * weights[:, None], starts, axis=0)
        values = sums / np.add.reduceat(weights, starts)[:, None]
    return matrix.first_steps[starts], matrix.last_steps[ends], values
