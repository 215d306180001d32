"""Overview: a per-step statistic over columns, kept in bounded memory.

Steps are averaged into at most `max_rows` rows; when full, neighbouring
rows merge and each row then covers twice the steps. Written whole, the
overview survives TensorBoard's sampling (the latest sample has it all)
and a heatmap of 10,000 steps stays a few hundred rows.
"""

import time

import numpy as np

DEFAULT_MAX_ROWS = 1024

# Least seconds between two writes of a probe's overviews. Each write holds
# the whole run so far (module docstring), a few ms for a probe's matrices:
# every 200 steps of a sub-millisecond step was a tenth of the step time
# and a file that grows as the square of the run. As the writer's series
# blocks (capture/writer.py), the tab sees them within this many seconds;
# the end of a fit (or a crash) writes them all.
WRITE_SECONDS = 10.0


class WriteSchedule:
    """When a probe writes its overviews: at a multiple of `every` steps,
    once WRITE_SECONDS have passed since the last write."""

    def __init__(self, every):
        self.every = int(every)
        self._written_at = time.monotonic()

    def due(self, step):
        return step % self.every == 0 and time.monotonic() - self._written_at >= WRITE_SECONDS

    def written(self):
        self._written_at = time.monotonic()


class Overview:
    def __init__(self, columns, max_rows=DEFAULT_MAX_ROWS):
        self.columns = list(columns)
        self._max_rows = max(2, int(max_rows) // 2 * 2)
        self._width = 1  # steps per row
        self._first, self._last, self._counts = [], [], []
        self._sums = np.zeros((self._max_rows, len(self.columns)), dtype=np.float64)

    def __len__(self):
        return len(self._first)

    def add(self, step, values):
        """Adds one step's values (one per column). NaN/Inf propagate into
        their row's mean, so a non-finite step stays visible."""
        if self._first and self._counts[-1] < self._width:
            self._sums[len(self._first) - 1] += values
            self._last[-1] = step
            self._counts[-1] += 1
            return
        if len(self._first) == self._max_rows:
            self._merge_pairs()
        self._sums[len(self._first)] = values
        self._first.append(step)
        self._last.append(step)
        self._counts.append(1)

    def add_steps(self, steps, values):
        """`add` for each of `steps` in turn (`values`: one row per step),
        the same floats: a row's sum still adds its steps in order."""
        values = np.asarray(values, dtype=np.float64)
        i, n = 0, len(steps)
        while i < n:
            if not (self._first and self._counts[-1] < self._width):
                self.add(steps[i], values[i])  # opens a row
                i += 1
                continue
            take = min(self._width - self._counts[-1], n - i)
            row = len(self._first) - 1
            # accumulate adds the rows one by one, as `add` does (a reduce
            # may sum pairwise: other floats).
            self._sums[row] = np.add.accumulate(np.concatenate([self._sums[row:row + 1], values[i:i + take]]))[-1]
            self._last[-1] = steps[i + take - 1]
            self._counts[-1] += take
            i += take

    def rows(self):
        """float64 [n, 2 + columns]: first step, last step, mean per column."""
        n = len(self._first)
        with np.errstate(invalid="ignore"):
            means = self._sums[:n] / np.asarray(self._counts, dtype=np.float64)[:, None]
        return np.column_stack([self._first, self._last, means]) if n else np.zeros((0, 2 + len(self.columns)))

    def _merge_pairs(self):
        n = len(self._first)
        half = n // 2
        self._sums[:half] = self._sums[0:n:2] + self._sums[1:n:2]
        self._sums[half:] = 0
        self._first = self._first[0::2]
        self._last = self._last[1::2]
        self._counts = [a + b for a, b in zip(self._counts[0::2], self._counts[1::2])]
        self._width *= 2
