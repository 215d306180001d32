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
    for tag, time_series in tags.items():
        content = metadata.parse_plugin_data(time_series.plugin_content)
        if content is not None:
            kinds[tag] = content
    if not kinds:
        return None
    data = data_provider.read_tensors(
        ctx,
        experiment_id=experiment_id,
        plugin_name=metadata.PLUGIN_NAME,
        downsample=_ALL_SAMPLES,
        run_tag_filter=tb_provider.RunTagFilter(runs=[run], tags=list(kinds)),
    ).get(run, {})

    blocks = {}
    events = []
    matrices = {}
    histograms = {}
    for tag, content in kinds.items():
        data_points = data.get(tag, ())
        if content.kind == metadata.MATRIX:
            if data_points:  # each write holds the whole run: the latest will do
                latest = max(data_points, key=lambda d: (d.step, d.wall_time))
                matrix = _matrix(latest.numpy, content, tag)
                if matrix is not None:
                    matrices[content.name] = matrix
            continue
        for datum in data_points:
            if content.kind == metadata.SERIES:
                block = _series_block(datum.numpy, tag)
                if block is not None:
                    blocks.setdefault(content.name, []).append(block)
            elif content.kind == metadata.HISTOGRAM:
                histogram = _histogram(datum, tag)
                if histogram is not None and content.columns:
                    layers = histograms.setdefault(content.name, {})
                    layers.setdefault(content.columns[0], []).append(histogram)
            else:
                event = _event(datum, content.name, tag)
                if event is not None:
                    events.append(event)
    series = {name: _join_blocks(name, parts) for name, parts in blocks.items()}
    events.sort(key=lambda e: (e.step, e.wall_time))
    for layers in histograms.values():
        for hists in layers.values():
            hists.sort(key=lambda h: h.step)
    return RunData(
        run=run, series=series, events=events, matrices=matrices, histograms=histograms
    )


def _series_block(array, tag):
    array = np.asarray(array)
    if array.ndim != 2 or array.shape[1] != 2 or array.dtype.kind != "f":
        logger.warning("trainhealth: skipping malformed series block in %s", tag)
        return None
    return array


def _matrix(array, content, tag):
    array = np.asarray(array)
    columns = list(content.columns)
    if array.ndim != 2 or array.shape[1] != 2 + len(columns) or array.dtype.kind != "f":
        logger.warning("trainhealth: skipping malformed matrix in %s", tag)
        return None
    return Matrix(
        name=content.name,
        columns=columns,
        first_steps=array[:, 0].astype(np.int64),
        last_steps=array[:, 1].astype(np.int64),
        values=array[:, 2:],
    )


def _histogram(datum, tag):
    buckets = np.asarray(datum.numpy)
    if buckets.ndim != 2 or buckets.shape[1] != 3 or buckets.dtype.kind != "f":
        logger.warning("trainhealth: skipping malformed histogram in %s", tag)
        return None
    return Histogram(step=int(datum.step), buckets=buckets)


def _join_blocks(name, parts):
    rows = np.concatenate(parts, axis=0)
    steps = rows[:, 0].astype(np.int64)
    # Stable sort, then keep the last row written for a step: a resumed run
    # rewrites steps it had already logged.
    order = np.argsort(steps, kind="stable")
    steps, values = steps[order], rows[order, 1]
    last = np.append(steps[1:] != steps[:-1], True)
    return Series(name=name, steps=steps[last], values=values[last])


def _event(datum, kind, tag):
    try:
        raw = datum.numpy.item()
        payload = json.loads(raw.decode("utf-8") if isinstance(raw, bytes) else raw)
        if not isinstance(payload, dict):
            raise ValueError("not a JSON object")
    except (ValueError, AttributeError) as e:
        logger.warning("trainhealth: skipping unreadable event in %s: %s", tag, e)
        return None
    return Event(
        kind=kind,
        step=int(payload.get("step", datum.step)),
        payload=payload,
        wall_time=float(datum.wall_time),
    )
