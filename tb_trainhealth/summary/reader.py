"""Reading trainhealth data back through a TensorBoard data provider.

The plugin backend and the CLI both read through this module: the backend
with TensorBoard's own provider (Rust data server or Python multiplexer),
the CLI with a multiplexer over the same event files. No TensorFlow here.
"""

import dataclasses
import json
import logging

import numpy as np
from tensorboard.data import provider as tb_provider

from tb_trainhealth.summary import metadata

logger = logging.getLogger(__name__)

# Ask for every sample the loader kept; the loader already bounded them.
_ALL_SAMPLES = 1_000_000

# The largest tensor read: 2**24 values (128 MiB of float64). The largest
# that capture writes is an overview, at most 1024 rows (capture/readers/overview.py)
# by 2 + one column a layer: 16,000 layers fit. Anything larger is not ours
# and would cost the backend its memory.
MAX_TENSOR_ELEMENTS = 2**24


@dataclasses.dataclass
class Series:
    """One per-step series, sorted by step, one value per step."""

    name: str
    steps: np.ndarray  # int64
    values: np.ndarray  # float64, may hold NaN/Inf


@dataclasses.dataclass
class Matrix:
    """A statistic per column (layer) over step ranges, oldest first."""

    name: str
    columns: list  # layer names, in execution order
    first_steps: np.ndarray  # int64 [n]
    last_steps: np.ndarray  # int64 [n]
    values: np.ndarray  # float64 [n, len(columns)], may hold NaN/Inf


@dataclasses.dataclass
class Histogram:
    step: int
    buckets: np.ndarray  # float64 [k, 3]: left, right, count


@dataclasses.dataclass
class Event:
    """One diagnostic event as capture wrote it."""

    kind: str
    step: int
    payload: dict
    wall_time: float


@dataclasses.dataclass
class RunData:
    """Everything trainhealth logged for one run."""

    run: str
    series: dict  # name -> Series
    events: list  # [Event], sorted by step
    matrices: dict = dataclasses.field(default_factory=dict)  # name -> Matrix
    # name -> {layer: [Histogram], sorted by step}
    histograms: dict = dataclasses.field(default_factory=dict)
    # What was skipped as unreadable: "tag: why", one line each.
    warnings: list = dataclasses.field(default_factory=list)

    def events_of(self, kind):
        return [e for e in self.events if e.kind == kind]


def list_runs(data_provider, ctx, experiment_id):
    """Names of the runs that hold trainhealth data, sorted."""
    listing = data_provider.list_tensors(
        ctx, experiment_id=experiment_id, plugin_name=metadata.PLUGIN_NAME
    )
    return sorted(run for run, tags in listing.items() if tags)


def read_run(data_provider, ctx, experiment_id, run):
    """The run's RunData, or None when the run holds no trainhealth data."""
    listing = data_provider.list_tensors(
        ctx,
        experiment_id=experiment_id,
        plugin_name=metadata.PLUGIN_NAME,
        run_tag_filter=tb_provider.RunTagFilter(runs=[run]),
    )
    tags = listing.get(run) or {}
    kinds = {}
    skipped = Skipped(run)
    for tag, time_series in tags.items():
        content, problem = metadata.read_plugin_data(time_series.plugin_content)
        if content is not None:
            kinds[tag] = content
        else:
            skipped.add(tag, problem)
    if not kinds:
        skipped.log()
        return None
    try:
        data = _read_tensors(data_provider, ctx, experiment_id, run, list(kinds))
    except (ValueError, TypeError):
        # A tensor the provider cannot decode (the gRPC provider's
        # make_ndarray on a damaged one) fails the whole read: read tag by
        # tag, skipping the tags that fail.
        data = {}
        for tag in kinds:
            try:
                data.update(_read_tensors(data_provider, ctx, experiment_id, run, [tag]))
            except (ValueError, TypeError) as e:
                skipped.add(tag, f"the data provider cannot decode it ({e})")

    blocks = {}
    events = []
    matrices = {}
    matrices_written = {}  # name -> (step, wall_time) of the write kept
    histograms = {}
    for tag, content in kinds.items():
        data_points = data.get(tag, ())
        if content.kind == metadata.MATRIX:
            # Each write holds the whole run: the latest readable one will
            # do, over every tag of the statistic (one per set of layers:
            # metadata.matrix_tag).
            for datum in sorted(data_points, key=lambda d: (d.step, d.wall_time), reverse=True):
                matrix = skipped.check(tag, _matrix, datum.numpy, content)
                if matrix is not None:
                    written = (datum.step, datum.wall_time)
                    if written > matrices_written.get(content.name, (-1, -1.0)):
                        matrices[content.name], matrices_written[content.name] = matrix, written
                    break
            continue
        for datum in data_points:
            if content.kind == metadata.SERIES:
                block = skipped.check(tag, _series_block, datum.numpy)
                if block is not None:
                    blocks.setdefault(content.name, []).append(block)
            elif content.kind == metadata.HISTOGRAM:
                histogram = skipped.check(tag, _histogram, datum, content)
                if histogram is not None:
                    layers = histograms.setdefault(content.name, {})
                    layers.setdefault(content.columns[0], []).append(histogram)
            else:
                event = skipped.check(tag, _event, datum, content.name)
                if event is not None:
                    events.append(event)
    series = {name: _join_blocks(name, parts) for name, parts in blocks.items()}
    skipped.log()
    events.sort(key=lambda e: (e.step, e.wall_time))
    for layers in histograms.values():
        for hists in layers.values():
            hists.sort(key=lambda h: h.step)
    return RunData(
        run=run, series=series, events=events, matrices=matrices, histograms=histograms,
        warnings=skipped.lines,
    )


class Unreadable(ValueError):
    """A record that is not what its metadata says: skipped."""


class Skipped:
    """The records of one run skipped as unreadable: counted per tag and
    reason, logged once per read (not once per record)."""

    def __init__(self, run):
        self.run = run
        self._counts = {}  # (tag, why) -> records

    def add(self, tag, why):
        key = (tag, why)
        self._counts[key] = self._counts.get(key, 0) + 1

    def check(self, tag, read, *args):
        """read(*args), or None with the record counted as skipped."""
        try:
            return read(*args)
        except (Unreadable, ValueError, TypeError, AttributeError, OverflowError) as e:
            self.add(tag, str(e) or type(e).__name__)
            return None

    @property
    def lines(self):
        return [
            f"{tag}: skipped {n} record{'s' if n > 1 else ''}: {why}"
            for (tag, why), n in sorted(self._counts.items())
        ]

    def log(self):
        for line in self.lines:
            logger.warning("trainhealth: run %r, %s", self.run, line)


def _float_array(array, what, shape_ok, layout):
    array = np.asarray(array)
    if array.size > MAX_TENSOR_ELEMENTS:
        raise Unreadable(f"a {what} of {array.size} values is larger than any tb-trainhealth writes")
    if array.dtype.kind not in "fiu" or not shape_ok(array.shape):
        raise Unreadable(f"a {what} must be {layout}, not {array.dtype.name} {list(array.shape)}")
    return array.astype(np.float64, copy=False)


def _read_tensors(data_provider, ctx, experiment_id, run, tags):
    return data_provider.read_tensors(
        ctx,
        experiment_id=experiment_id,
        plugin_name=metadata.PLUGIN_NAME,
        downsample=_ALL_SAMPLES,
        run_tag_filter=tb_provider.RunTagFilter(runs=[run], tags=tags),
    ).get(run, {})


def _series_block(array):
    return _float_array(array, "series block", lambda s: len(s) == 2 and s[1] == 2, "float [n, 2]")


def _matrix(array, content):
    columns = [str(c) for c in content.columns]
    array = _float_array(
        array, "matrix", lambda s: len(s) == 2 and s[1] == 2 + len(columns), f"float [n, 2 + {len(columns)} layers]"
    )
    with np.errstate(invalid="ignore"):
        first, last = array[:, 0], array[:, 1]
        if not (np.isfinite(first).all() and np.isfinite(last).all()):
            raise Unreadable("a matrix's step columns must be finite")
    return Matrix(
        name=content.name,
        columns=columns,
        first_steps=first.astype(np.int64),
        last_steps=last.astype(np.int64),
        values=array[:, 2:],
    )


def _histogram(datum, content):
    if not content.columns:
        raise Unreadable("a histogram's metadata must name its layer")
    buckets = _float_array(datum.numpy, "histogram", lambda s: len(s) == 2 and s[1] == 3, "float [k, 3]")
    return Histogram(step=int(datum.step), buckets=buckets)


def _join_blocks(name, parts):
    rows = np.concatenate(parts, axis=0)
    with np.errstate(invalid="ignore"):
        rows = rows[np.isfinite(rows[:, 0])]  # a step must be a number
    steps = rows[:, 0].astype(np.int64)
    # Stable sort, then keep the last row written for a step: a resumed run
    # rewrites steps it had already logged.
    order = np.argsort(steps, kind="stable")
    steps, values = steps[order], rows[order, 1]
    last = np.append(steps[1:] != steps[:-1], True)
    return Series(name=name, steps=steps[last], values=values[last])


def _event(datum, kind):
    array = np.asarray(datum.numpy)
    if array.shape != () or array.dtype.kind not in "OSU":
        raise Unreadable(f"an event must be one JSON string, not {array.dtype.name} {list(array.shape)}")
    raw = array.item()
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else str(raw)
    except UnicodeDecodeError as e:
        raise Unreadable(f"an event must be UTF-8 JSON ({e})") from None
    payload = json.loads(text, parse_constant=_no_constant)
    if not isinstance(payload, dict):
        raise Unreadable(f"an event must be a JSON object, not {type(payload).__name__}")
    step = payload.get("step", datum.step)
    if isinstance(step, bool) or not isinstance(step, (int, float)) or not abs(step) < 2**53:
        raise Unreadable(f"an event's step must be a number, not {step!r:.40}")
    payload["step"] = int(step)
    return Event(kind=kind, step=int(step), payload=payload, wall_time=float(datum.wall_time))


def _no_constant(name):
    # NaN, Infinity: capture writes strict JSON (ops.event: allow_nan=False).
    raise Unreadable(f"an event must be strict JSON, not {name}")
