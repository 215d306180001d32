"""Memory: out of memory, memory near the device's limit, memory that
keeps growing, and a RESOURCE_EXHAUSTED that is a full disk.

Thresholds with a record:
- memory_pressure: the peak within 10% of the device's limit (issue #12;
  the same margin find_batch_size keeps, tb_trainhealth/capture/tools/batch_size.py).
  On a CPU the limit is the cgroup's memory limit or MemTotal.
- memory_growth: SageMaker Debugger's GPUMemoryIncrease rule is the
  record: it compares moving averages of memory over a window of 10
  samples and fires on an increase of more than 5%, after a patience of
  1000 samples. Our samples are every 25 steps, so the patience here is the
  first epoch (the allocator's warm-up: tracing, the dataset's buffers,
  a `cache()` filling, the first validation), which never counts. It fires
  when, after it, memory rises epoch after epoch (each epoch's mean above
  the one before, over at least two later epochs) and step after step (at
  least 70% of the successive samples higher than the one before, a
  steady rise, not one jump), by more than 5% of where it stood and more
  than 32 MiB (the resident memory's noise on a CPU: allocator arenas).
"""

import dataclasses
import math
import typing

import numpy as np

from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.memory import AREA
from tb_trainhealth.areas.shapes import AREA as SHAPES
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.numbers import percent
from tb_trainhealth.diagnosis.rules.base import Rule, register

KIND, EVENT, SERIES = AREA.findings, AREA.events, AREA.series

PRESSURE_SHARE = 0.9  # the peak within 10% of the limit
GROWTH_SHARE = 0.05  # SageMaker GPUMemoryIncrease's increase=5 (%)
GROWTH_MIN_BYTES = 32 << 20
GROWTH_WINDOW = 10  # GPUMemoryIncrease's moving-average window
GROWTH_RISING_SHARE = 0.7
GROWTH_LATER_EPOCHS = 2
# The batch size that is suggested keeps the peak this far under the limit.
TARGET_SHARE = 0.8
# Gradient accumulation is offered for an effective batch up to this many
# batches that fit (beyond, each step of the optimizer costs that many).
MAX_ACCUMULATION = 16
IMPOSSIBLE_BYTES = 1 << 40
_DTYPE_BYTES = {"float16": 2, "bfloat16": 2, "float32": 4, "float64": 8, "int8": 1, "uint8": 1,
                "int16": 2, "int32": 4, "int64": 8, "bool": 1, "complex64": 8, "complex128": 16}


def bytes_text(n):
    """1536 -> "1.5 KiB"; None -> "?"."""
    if n is None or not isinstance(n, (int, float)) or not math.isfinite(n):
        return "?"
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if abs(n) < 1024 or unit == "PiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PiB"


# What the run logged.


def model_events(run_data):
    return run_data.events_of(EVENT.memory_model)


def latest_model(run_data):
    events = model_events(run_data)
    return events[-1].payload if events else None


def limit_of(run_data):
    """(bytes, source, device) of the device's limit, from the model events."""
    for e in reversed(model_events(run_data)):
        if e.payload.get("limit_bytes"):
            return e.payload["limit_bytes"], e.payload.get("limit_source"), e.payload.get("device")
    oom = run_data.events_of(EVENT.oom)
    if oom and oom[-1].payload.get("limit_bytes"):
        return oom[-1].payload["limit_bytes"], None, oom[-1].payload.get("device")
    return None, None, None


def samples(run_data):
    """(steps, bytes): memory over the run, the window peaks where logged."""
    used = run_data.series.get(SERIES.memory_used)
    peak = run_data.series.get(SERIES.memory_peak)
    if used is None:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    values = used.values.copy()
    if peak is not None and len(peak.steps):
        by_step = dict(zip(peak.steps.tolist(), peak.values.tolist()))
        values = np.array([max(v, by_step.get(int(s), v)) for s, v in zip(used.steps, values)])
    return used.steps, values


def epoch_first_steps(run_data):
    """The first step of each epoch, as the memory probe logged them (or
    from the steps per epoch)."""
    starts = []
    for e in model_events(run_data):
        if e.payload.get("epoch_first_steps"):
            starts += [int(s) for s in e.payload["epoch_first_steps"]]
    if starts:
        return sorted(set(starts))
    for e in model_events(run_data):
        per_epoch, first = e.payload.get("steps_per_epoch"), e.payload.get("first_step")
        if per_epoch and first:
            last = int(max(samples(run_data)[0], default=first))
            starts += list(range(int(first), last + 1, int(per_epoch)))
    return sorted(set(starts))


def activation_bytes_per_sample(run_data):
    """The layers' outputs per sample, in bytes, from the latest shape table
    (the shapes area's walk): what a training step keeps for its backward
    pass, per sample, beyond the layers' own intermediates. None without a
    table."""
    tables = run_data.events_of(SHAPES.events.shape_table)
    if not tables:
        return None
    rows = tables[-1].payload.get("rows") or []
    parents = {r.get("parent") for r in rows}
    total = 0
    for row in rows:
        if row.get("index") in parents or not row.get("depth"):
            continue  # a container: its leaves count
        for out in row.get("outputs") or []:
            shape, size = out.get("shape"), _DTYPE_BYTES.get(out.get("dtype"), 4)
            if not isinstance(shape, list) or not shape:
                continue
            n = 1
            for d in shape[1:]:
                n *= d if isinstance(d, int) else 1
            total += n * size
    return total


def fixed_bytes(model):
    """What training holds whatever the batch size: the weights, their
    gradients and the optimizer's slots."""
    if not model:
        return None
    params = (model.get("params") or {}).get("bytes") or 0
    trainable = (model.get("trainable") or {}).get("bytes") or 0
    slots = ((model.get("optimizer") or {}).get("slots") or {}).get("bytes") or 0
    return params + trainable + slots


def searches(run_data):
    return run_data.events_of(EVENT.batch_size_search)


def found_batch_size(run_data):
    """The batch size the last search of this run found, or None."""
    for e in reversed(searches(run_data)):
        if e.payload.get("batch_size"):
            return int(e.payload["batch_size"])
    return None


def batch_powers(shape, batch_size):
    """How many of the shape's dimensions are the batch size."""
    if not isinstance(shape, list) or not batch_size:
        return 0
    return sum(1 for d in shape if d == batch_size)


def suggested_batch_size(batch_size, needed, room, power=1):
    """The batch size whose need, growing as B^power, is `room`."""
    if not batch_size or not needed or not room or needed <= 0:
        return None
    size = int(batch_size * (room / needed) ** (1.0 / max(1, power)))
    if size >= 8:
        size -= size % 8  # a multiple of 8: tensor cores, and round numbers
    return max(1, min(size, batch_size - 1))


# Fixes: code for this run.


def _optimizer_line(model, accumulation):
    optimizer = (model or {}).get("optimizer") or {}
    name = optimizer.get("class") or "Adam"
    lr = optimizer.get("learning_rate")
    lr_text = f"learning_rate={lr:g}, " if isinstance(lr, (int, float)) else ""
    return f"optimizer=keras.optimizers.{name}({lr_text}gradient_accumulation_steps={accumulation})"


def _fix_code(run_data, batch_size, fits, layer=None, quadratic=False, start=None):
    model = latest_model(run_data) or {}
    device = str(model.get("device") or "CPU")
    lines = []
    if fits:
        lines.append(f"# A batch size that fits: {fits} (was {batch_size}).")
        lines.append(f"model.fit(x, y, batch_size={fits}, ...)")
    else:
        lines.append("# Find the largest batch size that trains (real steps; weights left as they were):")
        lines.append(f"batch_size = tb_trainhealth.find_batch_size(model, (x, y), start={start or batch_size or 32}, "
                     f"grow={start is None and not batch_size})")
        lines.append("model.fit(x, y, batch_size=batch_size, ...)")
    if batch_size and fits and batch_size > fits and batch_size <= MAX_ACCUMULATION * fits:
        accumulation = max(2, math.ceil(batch_size / fits))
        lines.append("")
        lines.append(f"# Or keep the effective batch of {batch_size}: accumulate {accumulation} smaller batches' gradients.")
        lines.append("model.compile(")
        lines.append(f"    {_optimizer_line(model, accumulation)},")
        lines.append("    loss=..., )  # as before")
        lines.append(f"model.fit(x, y, batch_size={max(1, batch_size // accumulation)}, ...)")
    if device.startswith("GPU") and not str(model.get("mixed_precision") or "").startswith("mixed"):
        lines.append("")
        lines.append("# On a GPU, mixed precision halves the activations' memory; keep the output layer in float32:")
        lines.append('keras.mixed_precision.set_global_policy("mixed_float16")')
        lines.append('# ... build the model as before, its last layer with dtype="float32"')
    if quadratic and layer:
        lines.append("")
        lines.append(f"# Layer {layer!r} builds a tensor that grows as batch_size**2: a (B, B, ...) pairwise")
        lines.append("# intermediate. Reduce as you go (keras.ops.cdist-style matmul: |a|^2 + |b|^2 - 2 a.b)")
        lines.append("# or compute it in chunks of the batch.")
    return "\n".join(lines)


def _layer_fix(p, alloc, per_sample):
    layer = p.get("layer")
    shape = alloc.get("shape")
    return F.Fix(
        text=(f"Make {('layer ' + repr(layer)) if layer else 'the tensor'}'s output smaller: one sample of it "
              f"({shape[1:] if isinstance(shape, list) else '?'}) is {bytes_text(per_sample)}, more than the device "
              "holds, so no batch size can fit. Check its size arguments (an upsampling factor, a Dense's units, "
              "a Reshape/Flatten of a large map) against what you meant."),
        code=(f"# One sample of {layer or 'this tensor'}'s output: {shape[1:] if isinstance(shape, list) else '?'} "
              f"{alloc.get('dtype') or ''} = {bytes_text(per_sample)}\n"
              f"print(model.get_layer({layer!r}).output.shape)  # then fix the argument that makes it this large"
              if layer else f"# One sample of it: {bytes_text(per_sample)}: find the op {p.get('node')!r}"),
    )


class _MemoryRule(Rule):
    area = AREA

    def has_evidence(self, run_data):
        return bool(
            SERIES.memory_used in run_data.series
            or any(e.kind in AREA.events for e in run_data.events)
        )


@register
class OutOfMemory(_MemoryRule):
    kind = KIND.oom
    rank = 10
    # The crash it left, and the pressure that came before it.
    explains = (CORE.findings.training_error, KIND.memory_pressure)

    def check(self, run_data):
        events = run_data.events_of(EVENT.oom)
        if not events:
            return []
        event = events[0]
        p = event.payload
        alloc = p.get("allocation") or {}
        sizing = _size_batch(run_data, p, alloc)
        model_bytes = fixed_bytes(latest_model(run_data))
        # Where even one sample's share does not fit, the layer's output is
        # what is wrong: the fix is its size, not the batch's.
        fix = (_layer_fix(p, alloc, sizing.per_sample) if sizing.no_batch_fits
               else _batch_fix(run_data, p, alloc, sizing))
        evidence = {
            "step": event.step,
            "epoch": p.get("epoch"),
            "phase": p.get("phase"),
            "batch_size": sizing.batch_size,
            "allocation": alloc,
            "node": p.get("node"),
            "layer": p.get("layer"),
            "peak_bytes": p.get("peak_bytes"),
            "limit_bytes": sizing.limit,
            "model_bytes": model_bytes,
            "bytes_per_sample": sizing.per_sample,
            "no_batch_size_fits": sizing.no_batch_fits,
            "batch_size_that_fits": sizing.fits,
            "batch_size_bound": sizing.bound,
            "batch_power": sizing.power,
            "message": p.get("message"),
        }
        return [self.finding(F.CRITICAL, _oom_summary(event, alloc, sizing, model_bytes), fix, step=event.step,
                             layer=p.get("layer"), evidence=evidence)]


@dataclasses.dataclass
class _Sizing:
    """What an OOM's failed allocation says of the batch size."""

    batch_size: typing.Optional[int]  # the batch that ran out
    size: typing.Optional[int]  # the allocation's bytes
    power: int  # how many of its dimensions are the batch size
    limit: typing.Optional[int]  # the device's bytes
    per_sample: typing.Optional[float]  # one sample's share of the allocation
    no_batch_fits: bool  # that share alone does not fit the device
    fits: typing.Optional[int]  # the batch size a search found to fit
    bound: typing.Optional[int]  # below it, that tensor alone fits (no search ran)


def _size_batch(run_data, p, alloc):
    """The _Sizing of the OOM event's payload `p`."""
    batch_size = p.get("batch_size")
    shape, size = alloc.get("shape"), alloc.get("bytes")
    power = batch_powers(shape, batch_size)
    limit = limit_of(run_data)[0] or p.get("limit_bytes")
    fits = found_batch_size(run_data)
    # One sample's share of the tensor (its size over B^power): over the
    # device, no batch size fits.
    per_sample = size / batch_size ** power if size and batch_size and power else None
    no_batch_fits = bool(per_sample and limit and per_sample > TARGET_SHARE * limit and not fits)
    bound = None
    if no_batch_fits:
        fits = None
    elif fits is None and size and limit and power:
        # This tensor alone at 80% of the device: an upper bound (the
        # step holds more than it), where the search starts.
        bound = suggested_batch_size(batch_size, size, TARGET_SHARE * limit, power)
    return _Sizing(batch_size, size, power, limit, per_sample, no_batch_fits, fits, bound)


def _oom_summary(event, alloc, sizing, model_bytes):
    """What failed to be allocated, where; then how much of it the model is
    and what batch size fits."""
    p = event.payload
    what = "a tensor"
    if alloc.get("shape") is not None:
        what = f"a tensor of shape {alloc['shape']} {alloc.get('dtype') or ''}".rstrip()
    where = f" in layer {p['layer']!r}" if p.get("layer") else (f" at op {p['node']!r}" if p.get("node") else "")
    phase = {"validation": " during validation", "before_training": " before training"}.get(p.get("phase"), "")
    summary = (
        f"Out of memory at step {event.step}{phase}"
        + (f" (batch size {sizing.batch_size})" if sizing.batch_size else "")
        + f": allocating {what} ({bytes_text(sizing.size)}) on {alloc.get('device') or p.get('device') or 'the device'}"
        + f"{where} failed"
        + (f"; the device holds {bytes_text(sizing.limit)}" if sizing.limit else "")
        + "."
    )
    if model_bytes is not None and sizing.size:
        summary += (f" The weights, their gradients and the optimizer's slots hold {bytes_text(model_bytes)}: "
                    + ("the batch's tensors are what does not fit." if model_bytes < 0.1 * sizing.size
                       else "the model itself is most of it."))
    if sizing.power >= 2:
        summary += f" The tensor grows as batch_size^{sizing.power}."
    if sizing.no_batch_fits:
        summary += (f" Even one sample's part of it is {bytes_text(sizing.per_sample)}: no batch size fits; "
                    + (f"layer {p['layer']!r}'s output is far too large (its size arguments?)."
                       if p.get("layer") else "the tensor itself is far too large."))
    elif sizing.fits:
        summary += f" Batch size {sizing.fits} fits (find_batch_size)."
    elif sizing.bound:
        summary += (f" Below batch size {sizing.bound} that tensor alone stays under {percent(TARGET_SHARE)} "
                    "of the device: the batch size that fits is at most that.")
    return summary


def _batch_fix(run_data, p, alloc, sizing):
    """A batch size that fits (or the search for one), the effective batch
    kept by accumulation where that is few enough batches, and on a GPU
    mixed precision."""
    fits, batch_size = sizing.fits, sizing.batch_size
    quadratic = sizing.power >= 2
    return F.Fix(
        text=(f"Train at batch size {fits}, which fits" if fits else "Train at a batch size that fits")
        + (", or keep the effective batch size with gradient accumulation"
           if fits and batch_size and batch_size <= MAX_ACCUMULATION * fits else "")
        + ("; on this GPU, mixed precision (the output layer in float32) halves the activations"
           if str(alloc.get("device") or p.get("device") or "").startswith("GPU") else "")
        + (f". Layer {p['layer']!r} builds a tensor quadratic in the batch size: reduce it as you go."
           if quadratic and p.get("layer") else "."),
        code=_fix_code(run_data, batch_size, fits, p.get("layer"), quadratic, start=sizing.bound),
    )


@register
class DiskFull(_MemoryRule):
    kind = KIND.disk_full
    rank = 10
    explains = (CORE.findings.training_error,)

    def check(self, run_data):
        events = run_data.events_of(EVENT.disk_full)
        if not events:
            return []
        event = events[0]
        p = event.payload
        path = p.get("path")
        decision = next(n.id for n in CORE.nodes if n.kind == "decision")
        return [self.finding(
            F.CRITICAL, node=decision, step=event.step,
            summary=(
                f"Training stopped at step {event.step}: the disk is full"
                + (f" writing {path}" if path else "")
                + f" ({p.get('error_type')}: RESOURCE_EXHAUSTED, but not memory: a smaller batch would not help)."
            ),
            evidence={"step": event.step, "path": path, "node": p.get("node"), "message": p.get("message"),
                      "phase": p.get("phase")},
            fix=F.Fix(
                text="Free disk space where the run writes, or write there elsewhere: a dataset's `cache(path)` "
                     "file, checkpoints, the logdir.",
                code=(f"# It failed writing {path or 'a file'}: check the space left there\n"
                      "import os, shutil\n"
                      f"print(shutil.disk_usage(os.path.dirname({path!r}) or '.'))\n"
                      "# A tf.data cache on disk holds the whole dataset: cache in memory, or on a larger disk:\n"
                      "dataset = dataset.cache()  # or .cache('/bigger/disk/cache')"),
            ),
        )]


@register
class MemoryPressure(_MemoryRule):
    kind = KIND.memory_pressure

    def check(self, run_data):
        steps, values = samples(run_data)
        limit, source, device = limit_of(run_data)
        if not len(values) or not limit:
            return []
        i = int(np.argmax(values))
        peak = float(values[i])
        if peak < PRESSURE_SHARE * limit:
            return []
        model = latest_model(run_data) or {}
        batch_size = model.get("batch_size")
        fixed = fixed_bytes(model) or 0
        fits = found_batch_size(run_data)
        if fits is None and batch_size and peak > fixed:
            fits = suggested_batch_size(batch_size, peak - fixed, TARGET_SHARE * limit - fixed)
        share = peak / limit
        what = "the GPU allocator's memory" if str(device or "").startswith("GPU") else "the process's memory"
        return [self.finding(
            F.WARNING, step=int(steps[i]),
            summary=(
                f"Memory near the limit: {what} peaked at {bytes_text(peak)} at step {int(steps[i])}, "
                f"{percent(share)} of the {bytes_text(limit)} the device holds ({source or 'its limit'}); "
                f"within {percent(1 - PRESSURE_SHARE)} of it, a longer batch or validation can run out."
                + (f" Batch size {fits} keeps it near {percent(TARGET_SHARE)}." if fits else "")
            ),
            evidence={"peak_bytes": peak, "step": int(steps[i]), "limit_bytes": limit, "limit_source": source,
                      "share": share, "threshold": PRESSURE_SHARE, "batch_size": batch_size,
                      "batch_size_that_fits": fits, "fixed_bytes": fixed},
            fix=F.Fix(
                text=(f"Leave room: batch size {fits}" if fits else "Leave room: a smaller batch size")
                + (", mixed precision with the output layer in float32" if str(device or "").startswith("GPU") else "")
                + ", or gradient accumulation to keep the effective batch.",
                code=_fix_code(run_data, batch_size, fits),
            ),
        )]


def _within_fits(run_data, steps, values):
    """(`values` less every jump between two samples on either side of a
    fit's first step, which of the sample-to-sample changes cross one). A
    fit after `compile` makes its train function anew: what that holds is
    a new level, not a reference some step keeps (what memory_growth
    says), and the jump at the next fit of a fine-tuning run is that."""
    fit_starts = sorted({int(e.payload["first_step"]) for e in model_events(run_data)
                         if isinstance(e.payload.get("first_step"), int)})
    crossing = np.zeros(max(len(values) - 1, 0), dtype=bool)
    for first in fit_starts[1:]:
        crossing |= (steps[:-1] < first) & (steps[1:] >= first)
    jumps = np.where(crossing, np.diff(values), 0.0)
    return values - np.concatenate([[0.0], np.cumsum(jumps)]), crossing


@register
class MemoryGrowth(_MemoryRule):
    kind = KIND.memory_growth
    # A leak that ran out of memory: the leak is the cause.
    explains = (KIND.oom, KIND.memory_pressure)

    def check(self, run_data):
        steps, values = samples(run_data)
        starts = epoch_first_steps(run_data)
        if len(starts) < 1 + GROWTH_LATER_EPOCHS or len(values) < 3:
            return []
        after = steps >= starts[1]  # the first epoch is the warm-up
        steps, values = steps[after], values[after]
        epochs = np.searchsorted(np.array(starts[1:]), steps, side="right")
        present = sorted(set(epochs.tolist()))
        if len(present) < GROWTH_LATER_EPOCHS or len(values) < 3:
            return []
        values, crossing = _within_fits(run_data, steps, values)
        means = [float(values[epochs == e].mean()) for e in present]
        if not all(b > a for a, b in zip(means, means[1:])):
            return []
        diffs = np.diff(values)[~crossing]
        rising = float(np.mean(diffs > 0)) if len(diffs) else 0.0
        window = max(1, min(GROWTH_WINDOW, len(values) // 3))
        start, end = float(values[:window].mean()), float(values[-window:].mean())
        rise = end - start
        if rising < GROWTH_RISING_SHARE or rise <= max(GROWTH_SHARE * start, GROWTH_MIN_BYTES):
            return []
        per_step = float(np.polyfit(steps.astype(float), values, 1)[0]) if steps[-1] > steps[0] else 0.0
        limit, _, device = limit_of(run_data)
        steps_left = int((limit - float(values[-1])) / per_step) if limit and per_step > 0 else None
        return [self.finding(
            F.WARNING, step=int(steps[0]),
            summary=(
                f"Memory keeps growing: {bytes_text(start)} to {bytes_text(end)} from step {int(steps[0])} to "
                f"{int(steps[-1])} (+{bytes_text(per_step)} a step, rising in {percent(rising)} of the samples and in "
                f"every epoch after the first): something keeps a reference every step."
                + (f" At this rate the device is full in ~{steps_left} steps." if steps_left is not None else "")
            ),
            evidence={"first_step": int(steps[0]), "last_step": int(steps[-1]), "start_bytes": start,
                      "end_bytes": end, "bytes_per_step": per_step, "rising_share": rising,
                      "epoch_means": means, "limit_bytes": limit, "steps_to_limit": steps_left},
            fix=F.Fix(
                text="Free what each step keeps: a callback or loop that appends tensors, predictions or "
                     "logs to a list, a new tf.function or model built every step, a metric never reset.",
                code=(
                    "# Keep numbers, not tensors or arrays, and only what you need:\n"
                    "class Keep(keras.callbacks.Callback):\n"
                    "    def on_train_batch_end(self, batch, logs=None):\n"
                    "        self.losses.append(float(logs[\"loss\"]))  # not the batch's outputs\n"
                    "# Call a model in a loop through one compiled function, not a new one each time:\n"
                    "predict = tf.function(model.__call__)  # traced once\n"
                    "# Building models in a loop: free the previous one first\n"
                    "keras.backend.clear_session()  # between models, never mid-training"
                ),
            ),
        )]
