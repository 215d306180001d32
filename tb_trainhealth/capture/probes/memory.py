"""Memory: memory over the run, the model's size, and an out-of-memory
error at the allocation and the layer that failed.

Series (bytes), sampled on the host every `sample_every` steps, never in
the compiled step:
                (and at the end of each epoch and fit).
  memory_used   the GPU allocator's current bytes where there is a GPU
                (`tf.config.experimental.get_memory_info`), else the
                process's resident memory (`/proc/self/statm`: one small
                read, no dependency).
  memory_peak   the GPU allocator's peak over the window since the last
                sample (`reset_memory_stats` after each); GPU only.

Events (JSON payloads):
  memory_model  once per fit, after its first step (the model and the
                optimizer are built by then): parameters and optimizer
                slots, in count and bytes per dtype, the device and its
                limit, the batch size. Again at the end of the fit, with
                the first step of each epoch (the growth rule's epochs).
  oom           an out-of-memory error left a step (or fit: validation,
                seen where autolog wraps fit): the step, the batch size,
                the allocation that failed parsed from the message
                (shape, dtype, device, bytes, allocator; the raw message
                kept), the op and the user's layer it belongs to, the peak
                before it and the device's limit. On disk before the error
                leaves fit, which it does unchanged.
  disk_full     a RESOURCE_EXHAUSTED that is a full disk ("No space left
                on device": a `cache(path)`, a checkpoint), not memory.
  batch_size_search
                with `oom_retry`: the search for a batch size that fits,
                run at the OOM (tb_trainhealth/capture/tools/batch_size.py).
"""

import gc
import re

import tensorflow as tf

from tb_trainhealth.areas.memory import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.tools.device_memory import (
    device_limit, gpu_device, is_disk_full, is_oom, peak_before_error, read_memory, reset_peak,
)

EVENT, SERIES = AREA.events, AREA.series

MESSAGE_CHARS = 4000

# TF's OOM text, on CPU ("... by allocator mklcpu") and GPU ("... by
# allocator GPU_0_bfc"): "OOM when allocating tensor with shape[65536,128]
# and type float on /job:localhost/replica:0/task:0/device:CPU:0 by
# allocator mklcpu".
_TF_OOM = re.compile(
    r"OOM when allocating tensor with shape\s*\[(?P<shape>[^\]]*)\]\s*and type (?P<dtype>\w+)"
    r"(?: on (?P<device>\S+))?(?: by allocator (?P<allocator>\S+))?"
)
# XLA: "Out of memory while trying to allocate 17179869184 bytes."
_XLA_OOM = re.compile(r"Out of memory while trying to allocate (?P<bytes>\d+) bytes")
# The BFC allocator's log line, and the CUDA driver's.
_BFC_OOM = re.compile(r"Allocator \((?P<allocator>[^)]+)\) ran out of memory trying to allocate "
                      r"[\d.]+\s*\w+ \(rounded to (?P<bytes>\d+)\)")
_CUDA_OOM = re.compile(r"failed to allocate [\d.]+\s*\w+ \((?P<bytes>\d+) bytes\)")
_NODE = re.compile(r"\{\{node (?P<node>[^}]+)\}\}|Detected at node '?(?P<node2>[^\s']+)'?")
_DEVICE = re.compile(r"/job:[^/\s]+/replica:\d+/task:\d+/device:(?P<device>[A-Z_]+:\d+)")
# TF's file errors: "<path>; No space left on device"; Python's OSError:
# "[Errno 28] No space left on device: '<path>'".
_DISK_PATH = re.compile(r"(?P<path>[^\s;{}'\"]+); No space left on device|No space left on device: '(?P<path2>[^']+)'")

# TF's dtype words in the OOM message, as numpy spells them, and their sizes.
_DTYPES = {
    "float": ("float32", 4), "half": ("float16", 2), "double": ("float64", 8), "bfloat16": ("bfloat16", 2),
    "int8": ("int8", 1), "uint8": ("uint8", 1), "int16": ("int16", 2), "uint16": ("uint16", 2),
    "int32": ("int32", 4), "uint32": ("uint32", 4), "int64": ("int64", 8), "uint64": ("uint64", 8),
    "bool": ("bool", 1), "complex64": ("complex64", 8), "complex128": ("complex128", 16),
    "float32": ("float32", 4), "float16": ("float16", 2), "float64": ("float64", 8),
}


class MemoryProbe(Probe):
    @classmethod
    def from_options(cls, options):
        return cls(sample_every=options["sample_every"],
                   oom_retry=options["oom_retry"],
                   max_bytes=options["max_bytes"],
                   limit_bytes=options["limit_bytes"])

    def __init__(self, sample_every=25, oom_retry=False, max_bytes=0, limit_bytes=0):
        self.sample_every = int(sample_every)
        self.limit_bytes = int(limit_bytes)
        self.oom_retry = bool(oom_retry)
        self.max_bytes = int(max_bytes)
        self._fit = 0
        self._device = None  # "GPU:0" where there is a GPU, else "CPU"
        self._limit = None  # (bytes, source)
        self._next_sample = 0
        self._last_sample = None  # (step, used, peak)
        self._model_logged = False
        self._fit_info = {}  # fit's batch size, steps per epoch, data (from its frame)
        self._epoch_first_steps = []
        self._start_step = 0
        self._epoch_first = 0
        self._reported = False
        # oom_retry's answer: {"batch_size", "initial_epoch"}, for the fit
        # wrapper to continue from (tb_trainhealth/capture/tools/batch_size.py,
        # resume_after_oom); taken once.
        self.retry_plan = None

    # Hooks.

    def on_train_begin(self, run):
        self._fit += 1
        self._device = gpu_device()
        if self._limit is None:
            self._limit = (self.limit_bytes, "limit_bytes option") if self.limit_bytes else device_limit(self._device)
        self._model_logged = False
        self._reported = False
        self._start_step = self._epoch_first = run.step
        self._epoch_first_steps = []
        self._next_sample = run.step + 1
        self._fit_info = fit_info(run.fit_locals)
        if self._device is not None:
            reset_peak(self._device)

    def on_epoch_begin(self, run):
        if self.sample_every and run.step > self._start_step and (
                self._last_sample is None or self._last_sample[0] != run.step):
            self._sample(run)  # the epoch that ended: every epoch has a sample (the growth rule's)
        self._epoch_first = run.step
        self._epoch_first_steps.append(run.step + 1)

    def on_batch_end(self, run, logs):
        if not self._model_logged:
            self._model_logged = True
            run.writer.event(EVENT.memory_model, run.step, self._model_payload(run))
        if not self.sample_every or not run.step_outputs.current_is_latest or run.step < self._next_sample:
            return
        self._sample(run)

    def on_steps_end(self, run, steps):
        # None of a StepBatch's steps is the latest: nothing is sampled, the
        # model's event is written at the first step, as step by step.
        if not self._model_logged:
            for logs in steps.one_by_one(run):
                self.on_batch_end(run, logs)
                break

    def on_train_end(self, run):
        if self.sample_every and (self._last_sample is None or self._last_sample[0] != run.step):
            self._sample(run)
        if self._model_logged and len(self._epoch_first_steps) > 1:
            payload = dict(self._model_payload(run), epoch_first_steps=list(self._epoch_first_steps), final=True)
            run.writer.event(EVENT.memory_model, run.step, payload)

    def on_step_error(self, run, error):
        self._report(run, error, "training")

    def on_fit_error(self, run, error):
        self._report(run, error, "validation" if run.step > self._start_step else "before_training")

    def detach(self, run):
        self._fit_info = {}  # holds fit's data: never keep it past the fit

    # Sampling.

    def _sample(self, run):
        used, peak = read_memory(self._device)
        if used is None:
            return
        run.writer.add_point(SERIES.memory_used, run.step, used)
        if peak is not None:
            run.writer.add_point(SERIES.memory_peak, run.step, peak)
            reset_peak(self._device)
        self._last_sample = (run.step, used, peak)
        self._next_sample = run.step + self.sample_every

    def _model_payload(self, run):
        model = run.model
        limit, source = self._limit or (None, None)
        payload = {
            "fit": self._fit,
            "device": self._device or "CPU",
            "limit_bytes": limit,
            "limit_source": source,
            "batch_size": self._fit_info.get("batch_size"),
            "steps_per_epoch": self._fit_info.get("steps_per_epoch"),
            "first_step": self._start_step + 1,
            "params": variable_bytes(getattr(model, "weights", [])),
            "trainable": variable_bytes(getattr(model, "trainable_weights", [])),
            "optimizer": optimizer_payload(getattr(model, "optimizer", None)),
            "mixed_precision": _policy_name(model),
        }
        used, _ = read_memory(self._device)
        payload["used_bytes"] = used
        return payload

    # Errors.

    def _report(self, run, error, phase):
        if self._reported:
            return
        if is_disk_full(error):
            self._reported = True
            payload = dict(disk_full_payload(error), phase=phase, fit=self._fit, epoch=run.epoch)
            run.writer.event(EVENT.disk_full, run.step + 1, payload)
            return
        if not is_oom(error):
            return
        self._reported = True
        if not self._model_logged:  # the first step failed: the model is built by now
            self._model_logged = True
            run.writer.event(EVENT.memory_model, run.step, self._model_payload(run))
        payload = oom_payload(error, run.model)
        batch_size = self._fit_info.get("batch_size")
        if phase == "validation":
            batch_size = self._fit_info.get("validation_batch_size") or batch_size
        payload.update(
            phase=phase,
            fit=self._fit,
            epoch=run.epoch,
            batch=max(0, run.step - self._epoch_first),
            batch_size=batch_size,
            device=payload["allocation"].get("device") or self._device or "CPU",
            limit_bytes=(self._limit or (None, None))[0],
            peak_bytes=peak_before_error(self._device),
            last_sample=(None if self._last_sample is None else
                         {"step": self._last_sample[0], "used_bytes": self._last_sample[1],
                          "peak_bytes": self._last_sample[2]}),
        )
        run.writer.event(EVENT.oom, run.step + 1, payload)
        if self.oom_retry and batch_size:
            self._retry(run, batch_size, payload)

    def _retry(self, run, batch_size, oom):
        """oom_retry: the batch size that fits, searched from the one that
        failed downward with real steps on the weights the OOM left (a
        failed step updates no weight; its optimizer's iteration count may
        be one up: TF runs that increment, which reads no gradient, beside
        the failing op), the model restored bit for bit after."""
        from tb_trainhealth.capture.tools import batch_size as batch_size_lib

        data = self._fit_info.get("data")
        if data is None:
            return
        gc.collect()  # the failed step's tensors
        search = batch_size_lib.search_batch_size(
            run.model, data, start=max(1, batch_size // 2), max_batch_size=batch_size - 1,
            max_bytes=self.max_bytes or None, grow=False,
        )
        payload = dict(search.to_json(), reason="oom_retry", failed_batch_size=batch_size,
                       failed_step=run.step + 1, epoch=run.epoch, fit=self._fit)
        if search.batch_size:
            # Where fit is wrapped (autolog, `tb-trainhealth run`), it goes
            # on from here: this epoch again, at the size found.
            self.retry_plan = {"batch_size": search.batch_size, "initial_epoch": run.epoch}
            payload["resume"] = dict(self.retry_plan)
        run.writer.event(EVENT.batch_size_search, run.step + 1, payload)


# Errors.


def parse_allocation(text):
    """{"shape", "dtype", "device", "allocator", "bytes"} of the allocation
    an OOM message names (each None where the message does not tell)."""
    found = {"shape": None, "dtype": None, "device": None, "allocator": None, "bytes": None}
    match = _TF_OOM.search(text)
    if match:
        dims = [d.strip() for d in match.group("shape").split(",") if d.strip()]
        try:
            found["shape"] = [int(d) for d in dims]
        except ValueError:
            found["shape"] = None
        dtype, size = _DTYPES.get(match.group("dtype"), (match.group("dtype"), None))
        found["dtype"] = dtype
        found["allocator"] = match.group("allocator")
        device = _DEVICE.search(match.group("device") or "")
        found["device"] = device.group("device") if device else match.group("device")
        if found["shape"] is not None and size is not None:
            n = 1
            for d in found["shape"]:
                n *= d
            found["bytes"] = n * size
        return found
    for pattern in (_XLA_OOM, _BFC_OOM, _CUDA_OOM):
        match = pattern.search(text)
        if match:
            found["bytes"] = int(match.group("bytes"))
            if "allocator" in pattern.groupindex:
                found["allocator"] = match.group("allocator")
            break
    device = _DEVICE.search(text)
    if device:
        found["device"] = device.group("device")
    return found


def op_node(text):
    """The op the message names (`{{node sequential/big/MatMul}}`), or None."""
    match = _NODE.search(text)
    if not match:
        return None
    return (match.group("node") or match.group("node2")).strip()


def oom_payload(error, model):
    text = str(error)
    node = op_node(text)
    layer = layer_of_node(model, node) if node else None
    return {
        "error_type": type(error).__name__,
        "message": _relevant_message(text),
        "allocation": parse_allocation(text),
        "node": node,
        "layer": layer,
    }


def disk_full_payload(error):
    text = str(error)
    match = _DISK_PATH.search(text)
    path = (match.group("path") or match.group("path2")) if match else getattr(error, "filename", None)
    return {"error_type": type(error).__name__, "message": _relevant_message(text), "path": path,
            "node": op_node(text)}


def _relevant_message(text):
    """The message from its OOM line on (TF puts the Python stack of where
    the op was defined first), capped."""
    for word in ("OOM when allocating", "Out of memory", "ran out of memory", "No space left"):
        at = text.find(word)
        if at > 0:
            start = text.rfind("\n", 0, at) + 1
            return text[start:start + MESSAGE_CHARS]
    return text[:MESSAGE_CHARS]


def layer_of_node(model, node):
    """The user's layer an op belongs to, from the op's name: TF names ops
    by their name scopes, the model's and each layer's name ("sequential/
    pairwise/sub", "gradient_tape/sequential_1/pairwise_1/sub_grad/..."),
    with "_1" suffixes where a scope was entered again. The deepest scope
    that names a layer of the model, or None."""
    names = {}
    for layer in _all_layers(model):
        names.setdefault(layer.name, layer.name)
    found = None
    for part in node.split("/"):
        for candidate in (part, re.sub(r"_\d+$", "", part)):
            if candidate in names and candidate != getattr(model, "name", None):
                found = names[candidate]
                break
    return found


def _all_layers(model):
    seen, stack, found = set(), [model], []
    while stack:
        layer = stack.pop()
        if id(layer) in seen:
            continue
        seen.add(id(layer))
        found.append(layer)
        try:
            children = getattr(layer, "layers", None)
        except Exception:
            children = None
        if isinstance(children, (list, tuple)):
            stack.extend(c for c in children if hasattr(c, "name"))
        stack.extend(c for c in _sublayers(layer) if hasattr(c, "name"))
        # Layers held as attributes (a subclassed model's, a custom block's).
        for value in list(getattr(layer, "__dict__", {}).values()):
            if hasattr(value, "name") and hasattr(value, "weights") and hasattr(value, "built"):
                stack.append(value)
    return found


def _sublayers(layer):
    try:
        return internals.sublayers(layer)
    except internals.MissingInternal as error:
        internals.note_missing(error, "the memory probe looks for an OOM's layer among the model's attributes")
    except Exception:
        pass
    return []


# The model.


def variable_bytes(variables):
    """{"count", "bytes", "by_dtype": {dtype: {"count", "bytes"}}} of variables."""
    total = {"count": 0, "bytes": 0, "by_dtype": {}}
    seen = set()
    for v in variables:
        if id(v) in seen:
            continue
        seen.add(id(v))
        try:
            dtype = tf.as_dtype(v.dtype)
            n = 1
            for d in v.shape:
                n *= int(d)
        except Exception:
            continue
        size = n * dtype.size
        entry = total["by_dtype"].setdefault(dtype.name, {"count": 0, "bytes": 0})
        entry["count"] += n
        entry["bytes"] += size
        total["count"] += n
        total["bytes"] += size
    return total


def optimizer_payload(optimizer):
    if optimizer is None:
        return None
    variables = [v for v in getattr(optimizer, "variables", []) if tuple(getattr(v, "shape", ())) != ()]
    name = type(optimizer).__name__
    inner = getattr(optimizer, "inner_optimizer", None)
    learning_rate = None
    try:
        learning_rate = float(getattr(inner or optimizer, "learning_rate"))
    except Exception:  # a schedule
        pass
    return {
        "name": name if inner is None else f"{name}({type(inner).__name__})",
        "class": type(inner or optimizer).__name__,
        "learning_rate": learning_rate,
        "gradient_accumulation_steps": getattr(inner or optimizer, "gradient_accumulation_steps", None),
        "slots": variable_bytes(variables),
    }


def _policy_name(model):
    policy = getattr(model, "dtype_policy", None)
    return getattr(policy, "name", None)


# Fit's own arguments.


def fit_info(local):
    """What Keras's `fit` knows and its callbacks are not told: the batch
    size, the steps per epoch and the data, from fit's locals
    (`TrainingRun.fit_locals`; Keras 3's TensorFlow trainer has
    `epoch_iterator`, `x`, `y`, `batch_size`). {} where they are not there
    (another backend or version, a custom loop): the OOM event then has no
    batch size, nothing else changes."""
    if not local or "epoch_iterator" not in local:
        return {}
    info = {}
    iterator = local.get("epoch_iterator")
    adapter = getattr(iterator, "data_adapter", None)
    batch_size = getattr(adapter, "batch_size", None) or local.get("batch_size")
    info["batch_size"] = int(batch_size) if isinstance(batch_size, int) else None
    steps = getattr(iterator, "num_batches", None)
    info["steps_per_epoch"] = int(steps) if isinstance(steps, int) else None
    info["validation_batch_size"] = local.get("validation_batch_size")
    x = local.get("x")
    if x is not None and not isinstance(x, tf.data.Dataset) and info["batch_size"]:
        # Arrays (the retry re-batches them); not generators or datasets.
        y, sample_weight = local.get("y"), local.get("sample_weight")
        info["data"] = (x,) if y is None else ((x, y) if sample_weight is None else (x, y, sample_weight))
    return info
