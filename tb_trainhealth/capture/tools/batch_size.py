"""find_batch_size: the largest batch size that trains, found with real
training steps, the model left exactly as it was.

The search is Lightning's BatchSizeFinder (`mode="binsearch"`): double
from `start` while a size trains, halve while it does not, then bisect
between the largest size that trained and the smallest that failed. Each
trial runs `steps` real steps of the model's own `train_step` on the data.
Before the search every variable it can touch (the model's weights and
states, the optimizer's slots and iterations, the metrics) is copied; after
it, each is assigned its copy back, so the weights and the optimizer come
out bit-identical. A failed attempt is freed: its traced function is
dropped and the step traced again (never `keras.backend.clear_session`,
which would destroy the user's model).

A size with one tensor larger than the device (its total memory, or
`IMPOSSIBLE_BYTES`) cannot fit and is not run (TensorFlow's allocators
refuse it, but only after waiting 10 s for memory to be freed).

Memory safety. A trial that asks for more than the device holds fails at
once on a GPU (the BFC allocator refuses what it cannot give). On a CPU the
allocator takes what the OS gives, and a machine's memory is shared: a
trial between "fits" and "impossible" would really be allocated. So each
size's need is estimated first, from the train step traced (not run) at
two small batch sizes: every tensor of the step's graph, its size c * B^k
in the batch size B (a (B, B, 48) float32 tensor is 192 B^2 bytes). A size whose tensors sum to more than the budget is not run: it counts
as not fitting. A tensor of `IMPOSSIBLE_BYTES` or more is refused at once
by any allocator, without touching memory, and nothing computed from it
ever runs: only the tensors that do not depend on one count. The sum over every tensor of
the step bounds what the step holds at once from above (TensorFlow frees a
tensor once its last reader ran), so the estimate errs toward smaller
sizes.

The margin: a size fits when it trains and its need is at most
`MARGIN` (90%) of the budget: the same 10% that the memory_pressure rule
warns within, so the size found never runs the device within 10% of its
limit (room for fragmentation, the last short batch's retrace, validation).
"""

import dataclasses
import gc
import math
import typing

import numpy as np
import tensorflow as tf

from tb_trainhealth.capture.tools import device_memory

IMPOSSIBLE_BYTES = 1 << 40  # 1 TiB: refused at once by any allocator we know
MARGIN = 0.9
FITS, OOM, OVER_BUDGET, NEAR_LIMIT, TOO_LARGE = "fits", "out_of_memory", "over_budget", "near_limit", "too_large"
# The batch sizes the step is traced at for the estimate (odd, and unlike
# any layer width, so no dimension equals them by chance).
ESTIMATE_SIZES = (7, 11)


@dataclasses.dataclass
class Attempt:
    batch_size: int
    status: str  # fits | out_of_memory | over_budget | near_limit | too_large
    estimate_bytes: typing.Optional[int] = None  # what the step can allocate (StepMemory)
    largest_tensor_bytes: typing.Optional[int] = None
    peak_bytes: typing.Optional[int] = None  # measured (GPU allocator)
    message: typing.Optional[str] = None  # an OOM's first line

    def to_json(self):
        return dataclasses.asdict(self)


@dataclasses.dataclass
class BatchSizeSearch:
    batch_size: typing.Optional[int]  # the largest that fits; None: not even 1
    attempts: list
    budget_bytes: typing.Optional[int]
    budget_source: str
    device: str
    steps: int
    margin: float = MARGIN

    def to_json(self):
        return {
            "batch_size": self.batch_size,
            "attempts": [a.to_json() for a in self.attempts],
            "budget_bytes": self.budget_bytes,
            "budget_source": self.budget_source,
            "device": self.device,
            "steps": self.steps,
            "margin": self.margin,
        }


def find_batch_size(model, data, **kwargs):
    """The largest batch size at which `model` trains on `data`, with a
    margin (module docstring); the model's weights and optimizer state are
    left bit-identical. See `search_batch_size` for the arguments; the
    whole search (every attempt) is `search_batch_size(...)`."""
    return search_batch_size(model, data, **kwargs).batch_size


def search_batch_size(model, data, *, start=32, max_batch_size=None, steps=2, max_bytes=None,
                      grow=True, max_trials=30, logdir=None):
    """Searches the largest batch size that fits (module docstring).

    Args:
      model: a compiled Keras model (built or not).
      data: `(x, y)` or `(x, y, sample_weight)` arrays (nested structures
        of arrays too), or `x` alone, or an unbatched `tf.data.Dataset`.
      start: the first size tried (your current batch size, say).
      max_batch_size: never tried above it (default: the number of samples).
      steps: real training steps per trial.
      max_bytes: the memory the search may use (a size fits within 90% of
        it); default what the device has free now (MemAvailable within the
        cgroup on a CPU, the GPU's total less its use). On a CPU a size
        estimated over it is not run; on a GPU it is, unless `max_bytes` is
        given (the allocator refuses what it cannot give).
      grow: double past `start` while it fits (False: only go down).
      max_trials: trials at most (sizes over the budget cost none).
      logdir: where to log the search (a `batch_size_search` event, shown
        in the tab's Memory section).
    Returns a BatchSizeSearch: `.batch_size` and every attempt.
    """
    device = device_memory.gpu_device()
    source = _Data(data)
    max_batch_size = int(max_batch_size or source.count or start)
    if max_bytes:
        budget, budget_source = int(max_bytes), "max_bytes"
    else:
        free = device_memory.free_bytes(device)
        budget = int(free) if free else None
        budget_source = f"the free memory of {'the ' + device if device else 'the host'}"
    limit, _ = device_memory.device_limit(device)
    with _Restored(model, source):
        trial = _Trial(model, source, steps, device, budget, skip_over_budget=bool(max_bytes) or device is None,
                       limit=limit)
        attempts = _search(trial, max(1, min(int(start), max_batch_size)), max_batch_size, grow, max_trials)
    fitting = [a.batch_size for a in attempts if a.status == FITS]
    search = BatchSizeSearch(
        batch_size=max(fitting) if fitting else None, attempts=attempts, budget_bytes=budget,
        budget_source=budget_source, device=device or "CPU", steps=int(steps),
    )
    if logdir is not None:
        _log(logdir, search)
    return search


def _search(trial, start, maximum, grow, max_trials):
    attempts, tried = [], {}

    def fits(size):
        if size not in tried:
            attempt = trial.run(size)
            attempts.append(attempt)
            tried[size] = attempt.status == FITS
        return tried[size]

    lo, hi = 0, None  # the largest size that fits, the smallest that does not
    size = start
    if fits(size):
        lo = size
        while grow and size < maximum and len(attempts) < max_trials:
            size = min(2 * size, maximum)
            if not fits(size):
                hi = size
                break
            lo = size
    else:
        hi = size
        while size > 1 and len(attempts) < max_trials:
            size = max(1, size // 2)
            if fits(size):
                lo = size
                break
            hi = size
    # Bisect, to within 1/32 of the size found (or 1).
    while hi is not None and lo and hi - lo > max(1, lo // 32) and len(attempts) < max_trials:
        mid = (lo + hi) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid
    return attempts


class _Data:
    """Batches of any size from arrays or an unbatched dataset."""

    def __init__(self, data):
        self.dataset = data if isinstance(data, tf.data.Dataset) else None
        if self.dataset is not None:
            cardinality = int(self.dataset.cardinality())
            self.count = cardinality if cardinality > 0 else None
            self.structure = None
            return
        self.structure = tuple(data) if isinstance(data, list) else data
        leaves = tf.nest.flatten(self.structure)
        self.leaves = [np.asarray(v) for v in leaves]
        self.count = int(self.leaves[0].shape[0]) if self.leaves else 0

    def batch(self, size, index):
        """The `index`-th batch of `size` samples (wrapping around the data)."""
        if self.dataset is not None:
            return next(iter(self.dataset.repeat().skip(index * size).batch(size).take(1)))
        rows = np.arange(index * size, (index + 1) * size) % max(1, self.count)
        return tf.nest.pack_sequence_as(self.structure, [tf.constant(np.take(v, rows, axis=0)) for v in self.leaves])

    def spec(self, size=None):
        """The batches' spec, the batch dimension `size` (None: unknown)."""
        if self.dataset is not None:
            return tf.nest.map_structure(
                lambda s: tf.TensorSpec([size] + s.shape.as_list(), s.dtype), self.dataset.element_spec)
        return tf.nest.pack_sequence_as(
            self.structure, [tf.TensorSpec([size] + list(v.shape[1:]), tf.as_dtype(v.dtype)) for v in self.leaves])


def _keras_data(batch):
    # A tuple is what Keras hands train_step: (x,), (x, y), (x, y, sw).
    return batch if isinstance(batch, tuple) else (batch,)


class _Trial:
    def __init__(self, model, data, steps, device, budget, skip_over_budget, limit):
        self.model, self.data, self.steps, self.device = model, data, max(1, int(steps)), device
        self.budget, self.skip_over_budget, self.limit = budget, skip_over_budget, limit
        self._function = None
        self._memory = None  # StepMemory

    def _trace(self):
        model = self.model

        def step(batch):
            return model.train_step(_keras_data(batch))

        # As Keras traces its own train function: no AutoGraph conversion.
        step = tf.autograph.experimental.do_not_convert(step)
        function = tf.function(step, input_signature=[self.data.spec()], reduce_retracing=True)
        function.get_concrete_function()
        self._function = function
        if self._memory is None:
            # The estimate's graphs, traced (never run) at two batch sizes.
            graphs = [tf.function(step).get_concrete_function(self.data.spec(size)).graph
                      for size in ESTIMATE_SIZES]
            self._memory = StepMemory(graphs[0], graphs[1], *ESTIMATE_SIZES)

    def run(self, size):
        if self._function is None:
            self._trace()
        total, largest = self._memory.estimate(size)
        attempt = Attempt(size, FITS, estimate_bytes=total, largest_tensor_bytes=largest)
        if largest >= min(self.limit or IMPOSSIBLE_BYTES, IMPOSSIBLE_BYTES):
            # One tensor larger than the device: it cannot fit. Not run: an
            # allocator refuses it at once, but TF's waits 10 s first, for
            # memory to be freed (allocator_retry), at every such trial.
            attempt.status = TOO_LARGE
            return attempt
        if self.budget is not None and self.skip_over_budget and total > MARGIN * self.budget:
            # Not run: it could really be allocated, and it would not fit.
            attempt.status = OVER_BUDGET
            return attempt
        if self.device is not None:
            device_memory.reset_peak(self.device)
        try:
            for i in range(self.steps):
                logs = self._function(self.data.batch(size, i))
            tf.nest.map_structure(lambda t: t.numpy() if hasattr(t, "numpy") else t, logs)
        except Exception as error:
            if not device_memory.is_oom(error):
                raise
            attempt.status = OOM
            attempt.message = _first_oom_line(str(error))
            self._free()
            return attempt
        if self.device is not None:
            _, peak = device_memory.read_memory(self.device)
            attempt.peak_bytes = peak
            if peak is not None and self.limit and peak > MARGIN * self.limit:
                attempt.status = NEAR_LIMIT
        return attempt

    def _free(self):
        # Drop the traced function (and whatever its failed call holds);
        # the next trial traces the step again.
        self._function = None
        gc.collect()


def _first_oom_line(text):
    for line in text.splitlines():
        if any(word in line for word in ("OOM when", "Out of memory", "out of memory", "ran out of memory")):
            return line.strip()[:500]
    return text.strip().splitlines()[0][:500] if text.strip() else None


def _graph_ops(graph):
    """[(op name, [input op names], [bytes per output, None where unknown])]
    in creation order (an op's inputs come before it)."""
    ops = []
    for op in graph.get_operations():
        sizes = []
        for tensor in op.outputs:
            if tensor.dtype in (tf.resource, tf.variant, tf.string) or not tensor.shape.is_fully_defined():
                sizes.append(None)
            else:
                sizes.append(int(np.prod(tensor.shape.as_list(), dtype=np.int64)) * tensor.dtype.size)
        inputs = [t.op.name for t in op.inputs] + [c.name for c in op.control_inputs]
        ops.append((op.name, inputs, sizes))
    return ops


class StepMemory:
    """The step's tensors as functions of the batch size B, from two traces
    at batch sizes `size_a` and `size_b`: each tensor is c * B^k bytes (a
    (B, B, 48) float32 tensor is 192 B^2). Ops are matched by name (the
    same code traces the same names); a tensor whose size is not a power of
    B, or that one trace lacks, is taken as growing as B^2."""

    def __init__(self, graph_a, graph_b, size_a, size_b):
        b_sizes = {name: sizes for name, _, sizes in _graph_ops(graph_b)}
        self.ops = []  # [(name, inputs, [(c, k)])]
        for name, inputs, sizes in _graph_ops(graph_a):
            other = b_sizes.get(name, [])
            terms = []
            for i, bytes_a in enumerate(sizes):
                bytes_b = other[i] if i < len(other) else None
                if not bytes_a:
                    continue
                if not bytes_b:
                    terms.append((bytes_a / size_a ** 2, 2))
                    continue
                power = math.log(bytes_b / bytes_a) / math.log(size_b / size_a)
                k = round(power)
                if abs(power - k) > 0.05 or k < 0:
                    k = max(2, math.ceil(power))
                terms.append((bytes_a / size_a ** k, k))
            self.ops.append((name, inputs, terms))

    def estimate(self, size):
        """(bytes, largest tensor's bytes) at batch size `size`: the sum of
        every tensor the step can allocate. A tensor of IMPOSSIBLE_BYTES or
        more is refused at once, so neither it nor anything computed from it
        is ever allocated: only the tensors that do not depend on one count."""
        blocked, total, largest = set(), 0, 0
        for name, inputs, terms in self.ops:
            sizes = [c * size ** k for c, k in terms]
            largest = max([largest] + sizes)
            if any(i in blocked for i in inputs) or any(b >= IMPOSSIBLE_BYTES for b in sizes):
                blocked.add(name)
                continue
            total += sum(sizes)
        return int(total), int(largest)


class _Restored:
    """Builds the model (as fit would on its first batch), copies every
    variable a step can change, and assigns each its copy back on exit."""

    def __init__(self, model, data):
        self.model, self.data = model, data

    def __enter__(self):
        _build(self.model, self.data)
        variables = {}
        for v in _variables(self.model):
            variables.setdefault(id(v), v)
        self._saved = [(v, v.numpy()) for v in variables.values()]
        return self

    def __exit__(self, *exc):
        for v, value in self._saved:
            v.assign(value)
        self._saved = []
        gc.collect()
        return False


def _variables(model):
    found = list(getattr(model, "variables", []))
    optimizer = getattr(model, "optimizer", None)
    if optimizer is not None:
        found += list(getattr(optimizer, "variables", []))
    found += list(getattr(model, "metrics_variables", []))
    return found


def _build(model, data):
    """What fit does before its first step: the model, its optimizer, its
    compiled loss and metrics built on one batch's spec (Keras's own
    `_symbolic_build`, where this Keras has it)."""
    from tb_trainhealth.capture import internals

    sample = data.batch(1, 0)
    try:
        build = internals.symbolic_build(model)
        built = build is not None
        if built:
            build(data_batch=_keras_data(sample))
    except internals.MissingInternal as error:
        internals.note_missing(error, "the batch-size search builds the model by calling it")
        built = False
    except Exception:
        built = False
    if not built and not model.built:
        model(_keras_data(sample)[0])
    optimizer = getattr(model, "optimizer", None)
    if optimizer is not None and not getattr(optimizer, "built", True):
        optimizer.build(model.trainable_variables)


def retry_plan_of(callback):
    """(the memory probe of `callback`, its plan after an OOM or None). The
    memory probe is the one probe with a retry plan (read by name, not by
    class: this module is below the probes)."""
    probe = next((p for p in callback.engine.probes if hasattr(p, "retry_plan")), None)
    return probe, (probe.retry_plan if probe is not None else None)


def resume_after_oom(original_fit, arguments, callback):
    """oom_retry's second half, for a wrapper of `fit` (autolog's, `tb-
    trainhealth run`'s) that has just seen an exception leave it: where the
    memory probe of `callback` (a TrainHealth) searched a batch size after
    an OOM, fit again with the same arguments (`arguments`: fit's bound
    arguments, the model as "self") at that batch size, from the epoch the
    OOM stopped, on the weights it left. Returns that fit's History, or
    None (no plan: the wrapper re-raises). One retry per OOM."""
    probe, plan = retry_plan_of(callback)
    if not plan:
        return None
    probe.retry_plan = None
    again = dict(arguments)
    again["batch_size"] = plan["batch_size"]
    again["initial_epoch"] = max(int(again.get("initial_epoch") or 0), plan["initial_epoch"])
    return original_fit(**again)


def _log(logdir, search):
    from tb_trainhealth.areas.memory import AREA
    from tb_trainhealth.capture.writer import RunWriter

    writer = RunWriter(str(logdir))
    writer.event(AREA.events.batch_size_search, 0, dict(search.to_json(), reason="find_batch_size"))
    writer.flush()


__all__ = ["find_batch_size", "search_batch_size", "resume_after_oom", "BatchSizeSearch", "Attempt",
           "IMPOSSIBLE_BYTES", "MARGIN"]
