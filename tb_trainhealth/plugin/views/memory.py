"""The memory view's summary (docs/routes.md, "Memory"): memory over the
steps against the device's limit, the model's size and what a batch size
will need, the OOM (or full disk) with its allocation, and the batch-size
searches' attempts. No routes of its own: it is all small."""

from tb_trainhealth.areas.memory import AREA as MEMORY
from tb_trainhealth.diagnosis.rules import memory as rules

MAX_POINTS = 2000  # the chart's points at most; the peak of each span is kept


def summary(run_data):
    """{"series", "limit", "model", "estimate", <oom>, <disk_full>,
    "searches"} (the OOM and full-disk events under their event kinds),
    or None when the run logged nothing of the area."""
    steps, values = rules.samples(run_data)
    models = rules.model_events(run_data)
    ooms = run_data.events_of(MEMORY.events.oom)
    disk = run_data.events_of(MEMORY.events.disk_full)
    searches = rules.searches(run_data)
    if not len(steps) and not models and not ooms and not disk and not searches:
        return None
    limit, source, device = rules.limit_of(run_data)
    model = rules.latest_model(run_data)
    steps, values = _downsample(steps.tolist(), values.tolist())
    return {
        "series": {"steps": steps, "values": values},
        "limit": {"bytes": limit, "source": source, "device": device},
        "model": model,
        "estimate": _estimate(run_data, model, ooms[0].payload if ooms else None),
        # Keyed by their event kinds.
        MEMORY.events.oom: _event(ooms[0]) if ooms else None,
        MEMORY.events.disk_full: _event(disk[0]) if disk else None,
        "searches": [_event(e) for e in searches],
    }


def _event(event):
    return dict(event.payload, step=event.step)


def _estimate(run_data, model, oom=None):
    """What a batch size needs, from the model's size and the shape table:
    {"fixed_bytes", "per_sample_bytes", "rows": [{"batch_size", "bytes"}]},
    or None. A lower bound: a layer's own intermediates are not in it,
    except the one an OOM (`oom`, its event's payload) failed to allocate,
    which a batch size needs at least, grown as the batch size to the
    power of its batch dimensions: the table never says a batch needs
    less than what this run failed to allocate at it."""
    per_sample = rules.activation_bytes_per_sample(run_data)
    fixed = rules.fixed_bytes(model)
    if per_sample is None or fixed is None:
        return None
    batch_size = (model or {}).get("batch_size") or 32
    sizes = sorted({max(1, batch_size // 4), max(1, batch_size // 2), batch_size, batch_size * 2, batch_size * 4})
    failed = _failed_allocation(oom)
    # Training keeps each layer's output for the backward pass, and makes
    # its gradient there: twice the activations.
    return {
        "fixed_bytes": fixed,
        "per_sample_bytes": 2 * per_sample,
        "batch_size": batch_size,
        "rows": [{"batch_size": b, "bytes": max(fixed + 2 * per_sample * b, failed(b))} for b in sizes],
    }


def _failed_allocation(oom):
    """batch size -> the bytes of the OOM's failed allocation at that
    batch size (0 where there was none, or it does not grow with the batch)."""
    alloc = (oom or {}).get("allocation") or {}
    size, at = alloc.get("bytes"), (oom or {}).get("batch_size")
    power = rules.batch_powers(alloc.get("shape"), at)
    if not size or not at or not power:
        return lambda b: 0
    return lambda b: int(size * (b / at) ** power)


def _downsample(steps, values):
    if len(steps) <= MAX_POINTS:
        return steps, values
    span = -(-len(steps) // MAX_POINTS)
    out_steps, out_values = [], []
    for i in range(0, len(steps), span):
        chunk = values[i:i + span]
        j = max(range(len(chunk)), key=chunk.__getitem__)
        out_steps.append(steps[i + j])
        out_values.append(chunk[j])
    return out_steps, out_values
