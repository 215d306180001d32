"""A shape error named at its layer: the `shape_mismatch` payload, with the
cause, the layer, the expected and the actual shapes, and whether the bad
shape came from the data or from an earlier layer. The preflight's walk
(capture/shapes/shape_walk.py) reproduces most errors at their layer before the
step; for one it did not, the message is read for the shapes and the node
it names.
"""

import re

import numpy as np
import tensorflow as tf

from tb_trainhealth.capture import internals
from tb_trainhealth.capture.readers import crash
from tb_trainhealth.capture.shapes import shape_rows

_SHAPE_WORDS = (
    "shape", "rank", "ndim", "dimension", "incompatible", "label value",
    "size of the tensor", "cardinality", "matrix size", "must have the same",
)
# A lookup out of range (an Embedding's gather of an id >= input_dim):
# "indices[0,3] = 404 is not in [0, 100)", at the gather's node.
_LOOKUP_RANGE = re.compile(r"indices\[[\d,]*\] = (-?\d+) is not in \[0, (\d+)\)")
_NODE = re.compile(r"\{\{node ([^}]+)\}\}")


def is_shape_error(error):
    if not isinstance(error, (ValueError, RuntimeError, tf.errors.InvalidArgumentError)):
        return False
    text = core_message(error).lower()
    return any(word in text for word in _SHAPE_WORDS) or bool(_LOOKUP_RANGE.search(str(error)))


def core_message(error):
    """The error's own message: without Keras's "Exception encountered when
    calling ..." wrapper and argument list, or TF's graph traceback."""
    text = crash.unwrap_keras(getattr(error, "message", None) or str(error))
    if "Graph execution error" in text or "Detected at node" in text:
        lines = [ln for ln in text.strip().splitlines() if ln.strip()]
        tail = [ln for ln in lines if not ln.strip().startswith(("File ", "Detected at node", "Graph execution"))]
        text = "\n".join(tail[-3:]) if tail else text
    return text.strip()


def localize(model, error, preflight):
    """The shape_mismatch payload for `error`, with what the preflight knew."""
    message = core_message(error)
    payload = {"error_type": type(error).__name__, "message": message[:2000]}
    walk = (preflight or {}).get("walk")
    problems = (preflight or {}).get("problems") or []
    label_range = re.search(r"label value of (-?\d+) which is outside the valid range of \[0, (\d+)\)", message)

    cardinality = re.search(r"'x' sizes: ([\d, ]+)\s*'y' sizes: ([\d, ]+)", message)
    if "cardinality" in message.lower():
        payload.update(cause="cardinality", where="data", layer=None, source="data",
                       expected=None, actual=None, details={
                           "x_size": cardinality.group(1).strip() if cardinality else None,
                           "y_size": cardinality.group(2).strip() if cardinality else None})
        return payload
    lookup = _LOOKUP_RANGE.search(str(error))
    if lookup:
        payload.update(_lookup_out_of_range(model, str(error), int(lookup.group(1)), int(lookup.group(2))))
        return payload
    if walk is not None and not walk.ok:
        payload.update(walk_failure(model, walk))
        return payload
    label_problems_found = [p for p in problems if p.get("check") != "input"]
    if label_range and walk is not None and not label_problems_found:
        value, units = int(label_range.group(1)), int(label_range.group(2))
        row = shape_rows.units_layer(walk, shape_rows.output_layers(walk, 1)[0])
        out = row.outputs[0]["shape"] if row and row.outputs else [None, units]
        payload.update(cause="output_units", where="loss", layer=row.name if row else None,
                       layer_class=row.layer_class if row else None, row=row.index if row else None,
                       expected=out[:-1] + [value + 1], actual=out, source="data",
                       details={"label_value": value, "units": units, "classes_at_least": value + 1})
        return payload
    if label_problems_found:
        first = label_problems_found[0]
        payload.update(cause=first["check"], where="loss", layer=first.get("layer"),
                       layer_class=first.get("layer_class"), row=first.get("row"),
                       expected=first.get("expected"), actual=first.get("actual"), source="data",
                       details={k: v for k, v in first.items()
                                if k not in ("check", "layer", "layer_class", "row", "expected", "actual")})
        return payload
    payload.update(_from_message(model, walk, message))
    return payload


def _lookup_out_of_range(model, message, value, size):
    """An id the data holds past a lookup table's size: the Embedding whose
    gather failed (named in the node's scope, "sequential/embed_1/GatherV2",
    where TensorFlow numbers a layer's scope), else the model's only one."""
    embeddings = [l for l in _all_layers(model) if hasattr(l, "input_dim") and hasattr(l, "output_dim")]
    node = _NODE.search(message)
    scopes = set(node.group(1).split("/")) if node else set()
    named = [l for l in embeddings if l.name in scopes or any(re.fullmatch(re.escape(l.name) + r"_\d+", s)
                                                               for s in scopes)]
    layer = (named or (embeddings if len(embeddings) == 1 else [None]))[0]
    return {"cause": "lookup_range", "where": "layer", "source": "data", "expected": None, "actual": None,
            "layer": layer.name if layer is not None else None,
            "layer_class": type(layer).__name__ if layer is not None else None,
            "details": {"id": value, "input_dim": size,
                        "output_dim": getattr(layer, "output_dim", None) if layer is not None else None}}


def walk_failure(model, walk):
    """cause, layer, expected and actual shapes, source of the walk's failure."""
    row = shape_rows.owner_row(walk, walk.failed())  # the LSTM, not its lstm_cell
    message = core_message(walk.error)
    actual = row.inputs[0]["shape"] if row.inputs else None
    found = {"where": "layer", "layer": row.name, "layer_class": row.layer_class,
             "layer_path": row.path, "row": row.index, "actual": actual, "walk_message": message[:1000]}
    if shape_rows.from_data(walk, row):
        found.update(source="data", source_layer=None)
    else:
        src = _source_row(walk, row)
        found.update(source="layer", source_layer=src.name if src else None,
                     source_class=src.layer_class if src else None)

    model_input = (re.search(r"Expected shape (\(.*?\)), but input has incompatible shape (\(.*?\))", message)
                   or re.search(r"expected shape=(\(.*?\)), found shape=(\(.*?\))", message))
    if row.depth == 0 and model_input:
        # The model's own input check (Functional): name the layer it feeds.
        consumer = _first_consumer(model)
        found.update(cause="input_shape", where="input", expected=_parse_shape(model_input.group(1)),
                     actual=actual, input_layer=_input_layer_name(model),
                     layer=consumer.name if consumer else row.name,
                     layer_class=type(consumer).__name__ if consumer else row.layer_class)
        return found
    found.update(layer_error(message, actual, row.layer))
    if found["cause"] == "layer_call":
        found.update(_state_mismatch(walk, row) or {})
    if walk.input_mismatch is not None:
        # The layers passed the data's wrong size on (a Flatten, say) until
        # one broke: the origin is the data against the declared input.
        want, got = walk.input_mismatch
        found.update(cause="input_shape", expected=want, actual=got, source="data", source_layer=None,
                     input_layer=_input_layer_name(model), broke_at=row.name,
                     details={"layer_expected": found.get("expected"), "layer_actual": actual})
    if found.get("source") == "data" and row.depth > 0 and found.get("where") == "layer":
        found["input_layer"] = _input_layer_name(model)
    return found


def _state_mismatch(walk, row):
    """An RNN handed initial states of another size than its cell's state
    (an encoder's LSTM(256) states into a decoder's LSTM(128)): the cause
    `rnn_state`, with the sizes and the layer that made the states; or None.
    The states are the inputs after the first (`initial_state=[h, c]`)."""
    cell = getattr(row.layer, "cell", None)
    sizes = getattr(cell, "state_size", None)
    sizes = list(sizes) if isinstance(sizes, (list, tuple)) else [sizes]
    states = [(spec.get("shape") or [None])[-1] for spec in row.inputs[1:]]
    if not states or len(states) != len(sizes) or not all(isinstance(s, int) for s in sizes):
        return None
    wrong = [(got, want) for got, want in zip(states, sizes) if got is not None and got != want]
    if not wrong:
        return None
    made_by = [walk.rows[s] for s in (row.sources or [])[1:] if isinstance(s, int) and 0 <= s < len(walk.rows)]
    src = made_by[0] if made_by else None
    return {"cause": "rnn_state", "expected": [None, wrong[0][1]], "actual": row.inputs[1 + states.index(wrong[0][0])]
            .get("shape"), "source": "layer" if src else "data",
            "source_layer": src.name if src else None, "source_class": src.layer_class if src else None,
            "details": {"units": getattr(row.layer, "units", None), "state_units": wrong[0][0],
                        "sequences": bool(getattr(row.layer, "return_sequences", False)),
                        "source_units": getattr(src.layer, "units", None) if src else None}}


def _source_row(walk, row):
    for s in row.sources or []:
        if isinstance(s, int) and 0 <= s < len(walk.rows):
            return walk.rows[s]
    earlier = [r for r in walk.leaves() if r.index < row.index and r.status == "ok"]
    return earlier[-1] if earlier else None


def layer_error(message, actual, layer):
    """cause, expected shape and details of a layer's own shape error."""
    axis = re.search(r"expected axis (-?\d+) of input shape to have value (\d+)", message)
    ndim = re.search(r"expected (min_ndim|max_ndim|ndim)=(\d+), found ndim=(\d+)", message)
    full = re.search(r"expected shape=(\(.*?\)), found shape=(\(.*?\))", message)
    reshape = re.search(r"total size of the tensor must be unchanged. Received: input_shape=(\(.*?\)), "
                        r"target_shape=(\(.*?\))", message)
    if reshape:
        target = _parse_shape(reshape.group(2))
        return {"cause": "reshape_size", "expected": [None] + target, "details": {
            "input_size": _size(_parse_shape(reshape.group(1))), "target_shape": target,
            "target_size": _size(target)}}
    if axis and actual is not None:
        index, value = int(axis.group(1)), int(axis.group(2))
        expected = [None] * len(actual)
        if -len(actual) <= index < len(actual):
            expected[index] = value
        return {"cause": "layer_input", "expected": expected,
                "details": {"axis": index, "axis_value": value, "expected_rank": _input_rank(layer)}}
    if ndim and actual is not None:
        kind, want = ndim.group(1), int(ndim.group(2))
        return {"cause": "layer_rank", "expected": None, "expected_text": _rank_text(kind, want),
                "details": {"rank_rule": kind, "rank": want, "got_rank": int(ndim.group(3))}}
    if full:
        return {"cause": "layer_input", "expected": _parse_shape(full.group(1))}
    return {"cause": "layer_call", "expected": None}


def _from_message(model, walk, message):
    """For an error the walk did not reproduce: the shapes and node it names."""
    found = {"cause": "runtime_shapes", "where": "runtime", "layer": None, "expected": None,
             "actual": None, "source": None}
    shapes = re.search(r"Incompatible shapes: \[([\d,\s-]*)\] vs\. \[([\d,\s-]*)\]", message)
    if shapes:
        found["expected"] = [int(d) for d in shapes.group(1).split(",") if d.strip()]
        found["actual"] = [int(d) for d in shapes.group(2).split(",") if d.strip()]
    else:
        pair = re.findall(r"shape=(\(.*?\))", message)
        if len(pair) >= 2:
            found["expected"], found["actual"] = _parse_shape(pair[1]), _parse_shape(pair[0])
    node = re.search(r"\{\{node ([^}]+)\}\}", message)
    names = [r.name for r in walk.rows] if walk is not None else [layer.name for layer in _all_layers(model)]
    if node:
        parts = node.group(1).split("/")
        found["node"] = node.group(1)
        if parts[0] == "compile_loss":
            found["where"] = "loss"
        hit = next((p for p in reversed(parts) if p in names), None)
        found["layer"] = hit
    if found["layer"] is None and walk is not None and walk.ok and found["where"] != "runtime":
        row = shape_rows.output_layers(walk, 1)[0]
        found["layer"] = row.name if row else None
    return found


def _first_consumer(model):
    for layer in getattr(model, "layers", []) or []:
        if type(layer).__name__ != "InputLayer":
            return layer
    return None


def _input_layer_name(model):
    try:
        history = internals.keras_history(model.inputs[0])
        return history[0].name
    except Exception:
        try:
            layers = internals.sublayers(model)
        except internals.MissingInternal:
            layers = []  # no input layer named: the message stands alone
        first = layers[0] if layers else None
        return first.name if first is not None and type(first).__name__ == "InputLayer" else None


def _all_layers(model):
    try:
        return internals.flatten_layers(model, recursive=True)
    except Exception:
        return list(getattr(model, "layers", []) or [])


def _input_rank(layer):
    spec = getattr(layer, "input_spec", None)
    spec = spec[0] if isinstance(spec, (list, tuple)) and spec else spec
    return getattr(spec, "ndim", None) or getattr(spec, "min_ndim", None)


def _rank_text(kind, rank):
    return {"min_ndim": f"rank >= {rank}", "max_ndim": f"rank <= {rank}"}.get(kind, f"rank {rank}")


def _parse_shape(text):
    dims = [d.strip() for d in text.strip("()[] ").split(",") if d.strip()]
    return [None if d in ("None", "?", "-1") else int(d) for d in dims]


def _size(shape):
    if shape is None or any(d is None for d in shape):
        return None
    return int(np.prod(shape)) if shape else 1
