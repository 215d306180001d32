"""Precision lost in bfloat16 sums: a loss, a norm or a long sum whose
result is carried in bfloat16.

bfloat16 holds float32's range with 8 bits of mantissa: it does not
overflow where float16 does, it rounds instead. Its result of a sum is
good to 1 part in 256, so a sum of 256 or more terms of like size (a mean
over 256 features, a norm) cannot move for any one of them, a difference
of two such results (a variance as E[x^2] - E[x]^2, a loss y - p) cancels
what lies below the last bit, and a running sum (cumsum) stalls: 256 + 1
is 256. Measured here (TF 2.21, CPU and XLA): `reduce_sum` accumulates a
bfloat16 input in float32 (4096 x 0.01 sums to 41, not 256), `cumsum` does
not (4096 ones end at 256), and `keras.ops.mean` casts to float32, takes
the mean and casts back: in all three the result is bfloat16.

Found once per trace, on the host, from the traced step's graph: no op is
added to the step. Each reduction of the forward pass (not the gradient
tape's, not ours) whose result is bfloat16 (its own dtype, or a float32
reduction cast from and back to bfloat16, Keras's `ops.mean`) over 256
terms or more in a layer, or of any length outside the layers (the loss,
computed in the step), is written once as a `low_precision_sum` event with
its layer and the user's source line.
"""

import re

import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.nonfinite import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.safety import warn_once

EVENT = AREA.events

# 2**8: with 8 bits of mantissa, a term of average size in a sum of 256 or
# more is below half the result's last bit; 256 + 1 rounds to 256.
LONG_SUM = 256
_REDUCTIONS = {"Sum": "sum", "Mean": "mean", "EuclideanNorm": "norm", "Prod": "product"}
_RUNNING = {"Cumsum": "running sum", "Cumprod": "running product"}
_MAX_REPORTED = 20


class LowPrecisionProbe(Probe):
    def __init__(self):
        self._found = {}  # (layer, op type, file, line) -> the sum's description
        self._written = 0

    def in_step_end(self, run, data, logs):
        # Trace time: the step's ops are all in the graph being traced.
        try:
            names = {layer.name for layer in internals.flatten_layers(run.model)}
            for sum_ in bfloat16_sums(tf.compat.v1.get_default_graph(), names, run.model.name):
                key = (sum_["layer"], sum_["op"], sum_.get("file"), sum_.get("line"))
                self._found.setdefault(key, sum_)
        except Exception:
            warn_once(LowPrecisionProbe.in_step_end)
        return None

    def on_batch_end(self, run, logs):
        self._write(run)

    def on_steps_end(self, run, steps):
        self._write(run)  # nothing per step: the sums are known once traced

    def on_train_end(self, run):
        self._write(run)

    def _write(self, run):
        if len(self._found) > self._written:
            self._written = len(self._found)
            sums = list(self._found.values())[:_MAX_REPORTED]
            run.writer.event(EVENT.low_precision_sum, run.step, {"sums": sums, "count": len(self._found)})


def bfloat16_sums(graph, layer_names, model_name=None):
    """[{"layer", "op", "what", "terms", "in_layer", "file", "line",
    "function", "code"}] for the reductions of `graph`'s forward pass whose
    result is bfloat16 (module docstring)."""
    found = []
    for op in graph.get_operations():
        what = _REDUCTIONS.get(op.type) or _RUNNING.get(op.type)
        if what is None or _not_forward(op.name) or not _result_in_bfloat16(op):
            continue
        terms = _terms(op)
        layer = _layer_of(op.name, layer_names) or _layer_of(op.name, {model_name} if model_name else set())
        if layer is not None and (terms is None or terms < LONG_SUM):
            continue
        entry = {"layer": layer, "op": op.type, "what": what, "terms": terms, "in_layer": layer is not None}
        entry.update(_source_line(op))
        found.append(entry)
    return found


def _not_forward(name):
    parts = name.split("/")
    return any(p.startswith(("gradient_tape", "trainhealth")) for p in parts)


def _result_in_bfloat16(op):
    out = op.outputs[0]
    if out.dtype == tf.bfloat16:
        return True
    # Keras's ops.mean: cast to float32, reduce, cast back.
    source = op.inputs[0].op
    consumers = out.consumers()
    return (source.type == "Cast" and source.inputs[0].dtype == tf.bfloat16 and bool(consumers)
            and all(c.type == "Cast" and c.outputs[0].dtype == tf.bfloat16 for c in consumers))


def _terms(op):
    """How many values each result sums (None where a reduced axis has no
    static length: then those with one, if any reach LONG_SUM)."""
    shape = op.inputs[0].shape
    if shape.rank is None:
        return None
    axes = tf.get_static_value(op.inputs[1]) if len(op.inputs) > 1 else None
    if axes is None:
        axes = range(shape.rank)
    axes = [int(a) % max(shape.rank, 1) for a in np.atleast_1d(axes)]
    dims = [shape[a] for a in axes]
    known = [d for d in dims if d is not None]
    terms = 1
    for d in known:
        terms *= int(d)
    if len(known) < len(dims) and terms < LONG_SUM:
        return None
    return terms


def _layer_of(op_name, names):
    """The innermost layer whose name scope holds the op (Keras names a
    layer's scope after it, with a `_1` where the name was taken)."""
    for part in reversed(op_name.split("/")[:-1]):
        if part in names:
            return part
        base = re.sub(r"_\d+$", "", part)
        if base in names:
            return base
    return None


def _source_line(op):
    from tb_trainhealth.capture.tools import replay

    try:
        frames = [f for f in op.traceback if replay.is_user_frame(f.filename)]
    except Exception:
        return {}
    return replay.frame_fields(frames[-1]) if frames else {}
