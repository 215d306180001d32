"""Replays one training step eagerly under `tf.debugging.enable_check_numerics()`
and names the first op that made a NaN/Inf, with the user's source line.

Used by the nonfinite area's replay (capture/probes/nonfinite_data.py) at
the first bad step, from the weights that step started with. Eager ops run
outside any XLA cluster, so a model compiled with `jit_compile=True` is
replayed the same way (check_numerics cannot run inside XLA).

Forward ops fail inside the user's own code: the exception's traceback
holds the line. A backward op (the gradient of `sqrt` at 0 is Inf) fails
inside the tape: TensorFlow's gradient function names the forward op's
type and name scope, and a second eager forward pass, with an op callback,
finds where that op was made. Every variable the replay can change (batch
norm statistics, dropout's seed state) is put back; nothing is applied.
"""

import os
import re
import sys
import traceback

import numpy as np

_OP = re.compile(r'of (?:eagerly-executing|graph) op "([^"]+)"')
_COUNT = re.compile(r"# of (\+?NaN|\+Inf|-Inf) elements: (\d+)")
_LIBRARY_DIRS = tuple(
    os.path.join(os.sep, part) + os.sep for part in ("site-packages", "dist-packages", "lib/python3")
)
# tb_trainhealth/, wherever this module sits in it: no frame of ours is the user's.
_OWN_DIR = os.path.dirname(os.path.abspath(sys.modules["tb_trainhealth"].__file__)) + os.sep


def replay_step(model, data):
    """{"reproduced", "op", "phase", "forward_op", "file", "line", "function",
    "code", "layer", "bad_values", "message"} for one batch `data` as fit
    hands it to train_step."""
    import keras
    import tensorflow as tf

    x, y, sample_weight = keras.utils.unpack_x_y_sample_weight(data)
    saved = [(v, np.array(v.numpy())) for v in model.variables]
    result = {"reproduced": False}
    phase = "forward"
    tf.debugging.enable_check_numerics()
    try:
        with tf.GradientTape() as tape:
            y_pred = model(x, training=True)
            loss = model.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight, training=True)
            if not bool(tf.reduce_all(tf.math.is_finite(loss))):
                raise tf.errors.InvalidArgumentError(None, None, f'of eagerly-executing op "loss": {loss}')
        phase = "backward"
        tape.gradient(loss, model.trainable_variables)
        result["message"] = "the step was finite when replayed (randomness such as dropout may differ)"
    except tf.errors.InvalidArgumentError as error:
        result.update(_describe(error, phase))
    finally:
        tf.debugging.disable_check_numerics()
        for variable, value in saved:
            variable.assign(value)
    if result.get("reproduced") and result.get("op"):
        # A second eager pass, check_numerics off, finds that op again and
        # keeps its inputs and the constants of its line: the fix is written
        # from them (diagnosis/op_fixes.py). In the backward pass the op is
        # the forward op whose gradient overflowed, and its line is found here.
        backward = result.get("phase") == "backward" and bool(result.get("forward_op"))

        def forward():
            y_pred = model(x, training=True)
            model.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight, training=True)

        saved = [(v, np.array(v.numpy())) for v in model.variables]
        try:
            if backward:
                result.update(find_forward_op(forward, result["forward_op"], result.get("name_scope", "")))
            else:
                found = find_forward_op(forward, result["op"], nonfinite_output=True)
                result.update({k: v for k, v in found.items() if k in ("inputs", "constants", "dtype")})
        except Exception as error:  # the op's inputs are a help, never the replay's result
            result["inputs_error"] = f"{type(error).__name__}: {error}"[:200]
        finally:
            for variable, value in saved:
                variable.assign(value)
    return result


def _describe(error, phase):
    """What the check_numerics error says; `phase` is "backward" anyway
    where TensorFlow's gradient function is on its traceback."""
    from tb_trainhealth.capture import internals

    try:
        backward = internals.backward_op(error.__traceback__, in_backward=phase == "backward")
    except internals.MissingInternal as missing:
        internals.note_missing(missing, "the NaN/Inf replay names no forward op for the backward op that failed")
        backward = None
    if backward is not None:
        phase = "backward"
    message = str(error)
    op = _OP.search(message)
    counts = dict(_COUNT.findall(message))
    found = {
        "reproduced": True,
        "phase": phase,
        "op": op.group(1) if op else "",
        "bad_values": ", ".join(f"{n} {kind}" for kind, n in counts.items()) or "NaN/Inf",
        "message": _short(message),
    }
    frames = traceback.extract_tb(error.__traceback__)
    user = [f for f in frames if is_user_frame(f.filename)]
    if phase == "forward" and user:
        found.update(frame_fields(user[-1]))
        layer = _layer_of_frame(error.__traceback__, user[-1])
        if layer:
            found["layer"] = layer
    if backward is not None:
        # TensorFlow's gradient function holds the forward op's type and scope.
        found["forward_op"], found["name_scope"] = backward
        if found["name_scope"]:
            found["layer"] = found["name_scope"].strip("/").split("/")[-1]
    return found


def find_forward_op(forward, op_type, name_scope="", nonfinite_output=False):
    """Where the first op of type `op_type` (in `name_scope`, if given; with
    a NaN/Inf output, if `nonfinite_output`) is made, from an eager run of
    `forward()` with an op callback: its user frame, layer, the summaries of
    its inputs (`inputs`), its dtype, and the numbers its line names
    (`constants`)."""
    import tensorflow as tf

    from tb_trainhealth.capture import internals

    op_callbacks = internals.op_callbacks()  # the hook check_numerics itself uses

    seen = []

    def callback(op, inputs, attrs, outputs, op_name=None, graph=None):
        op = op.decode() if isinstance(op, bytes) else op
        if op == op_type and not seen:
            scope = tf.get_current_name_scope()
            if name_scope and not scope.startswith(name_scope.strip("/")):
                return None
            if nonfinite_output and all(_all_finite(t) for t in outputs):
                return None
            user = [f for f in traceback.extract_stack() if is_user_frame(f.filename)]
            found = frame_fields(user[-1]) if user else {}
            if user:
                layer = _layer_on_stack(user[-1])
                if layer:
                    found["layer"] = layer
                found["constants"] = _constants_on_stack(user[-1])
            found["inputs"] = [summarize(t) for t in inputs]
            if outputs:
                found["dtype"] = outputs[0].dtype.name
            seen.append(found)
        return None

    op_callbacks.add_op_callback(callback)
    try:
        forward()
    except Exception:
        pass
    finally:
        op_callbacks.remove_op_callback(callback)
    return seen[0] if seen else {}


def summarize(tensor):
    """What the fix needs to know of an op's input: its dtype and shape,
    its range, its zeros and NaN/Inf, whether it holds whole numbers (a
    count), its value where it is one number (a constant)."""
    values = np.asarray(tensor.numpy()) if hasattr(tensor, "numpy") else np.asarray(tensor)
    dtype = getattr(getattr(tensor, "dtype", None), "name", str(values.dtype))
    summary = {"dtype": dtype, "shape": list(values.shape), "size": int(values.size)}
    if values.dtype.kind not in "fiub" or values.size == 0:
        return summary
    v = values.astype(np.float64).ravel()
    finite = v[np.isfinite(v)]
    summary.update(
        nan=int(np.isnan(v).sum()), posinf=int(np.isposinf(v).sum()), neginf=int(np.isneginf(v).sum()),
        zeros=int((v == 0).sum()), negative=int((finite < 0).sum()),
        min=float(finite.min()) if finite.size else None, max=float(finite.max()) if finite.size else None,
        integral=bool(finite.size and np.all(finite == np.round(finite))),
    )
    if values.size == 1:
        summary["value"] = float(v[0]) if np.isfinite(v[0]) else str(v[0])
    return summary


def _all_finite(tensor):
    try:
        values = np.asarray(tensor.numpy())
    except Exception:
        return True
    return values.dtype.kind != "f" and values.dtype.name != "bfloat16" or bool(np.isfinite(values.astype(np.float64)).all())


_NAME = re.compile(r"(?<![\w.])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?!\s*\()")
_NUMBER = re.compile(r"(?<![\w.])(-?\s*\d+\.?\d*(?:[eE][-+]?\d+)?)(?![\w.])")


def _constants_on_stack(summary):
    """{expression: number} for the numbers the line at `summary` names: its
    literals, and its names and attributes (`self.mask_value`) that hold a
    Python number in that frame. Attributes are read statically (no
    property runs)."""
    import inspect
    import sys

    frame = sys._getframe(1)
    while frame is not None and not (frame.f_code.co_filename == summary.filename
                                     and frame.f_lineno == summary.lineno):
        frame = frame.f_back
    line = summary.line or ""
    constants = {}
    for text in _NUMBER.findall(line):
        try:
            constants[text.replace(" ", "")] = float(text.replace(" ", ""))
        except ValueError:
            pass
    if frame is None:
        return constants
    for chain in _NAME.findall(line):
        head, *attributes = chain.split(".")
        if head not in frame.f_locals:
            continue
        value = frame.f_locals[head]
        try:
            for attribute in attributes:
                value = inspect.getattr_static(value, attribute)
        except AttributeError:
            continue
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            constants[chain] = float(value)
    return constants


def _layer_of_frame(tb, summary):
    """The name of the Keras layer whose method the user frame `summary` is
    in, from a traceback."""
    frames = []
    while tb is not None:
        frames.append((tb.tb_frame, tb.tb_lineno))
        tb = tb.tb_next
    return _layer_at(frames, summary)


def _layer_on_stack(summary):
    """The same, from the current stack."""
    import sys

    frames = []
    frame = sys._getframe(1)
    while frame is not None:
        frames.append((frame, frame.f_lineno))
        frame = frame.f_back
    return _layer_at(frames, summary)


def _layer_at(frames, summary):
    import keras

    for frame, line in frames:
        if frame.f_code.co_filename == summary.filename and line == summary.lineno:
            owner = frame.f_locals.get("self")
            if isinstance(owner, keras.layers.Layer):
                return owner.name
    return None


def frame_fields(frame):
    """{"file", "line", "function", "code"} of a traceback frame (also of a
    graph op's traceback, whose frames carry no source text: read it)."""
    import linecache

    code = getattr(frame, "line", None) or linecache.getline(frame.filename, frame.lineno)
    return {"file": frame.filename, "line": frame.lineno, "function": frame.name, "code": (code or "").strip()}


def is_user_frame(filename):
    path = os.path.abspath(filename)
    return not (path.startswith(_OWN_DIR) or any(d in path for d in _LIBRARY_DIRS) or path.startswith("<"))


def _short(message, limit=600):
    message = message.split("Input tensor")[0]  # not the tensor's values
    lines = [line for line in message.splitlines() if line.strip() and "\x1b" not in line]
    text = "\n".join(lines)
    return text if len(text) <= limit else text[:limit] + " ..."
