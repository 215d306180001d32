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
import traceback

import numpy as np

_OP = re.compile(r'of (?:eagerly-executing|graph) op "([^"]+)"')
_COUNT = re.compile(r"# of (\+?NaN|\+Inf|-Inf) elements: (\d+)")
_LIBRARY_DIRS = tuple(
    os.path.join(os.sep, part) + os.sep for part in ("site-packages", "dist-packages", "lib/python3")
)
_OWN_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep


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
    if result.get("phase") == "backward" and result.get("forward_op"):
        saved = [(v, np.array(v.numpy())) for v in model.variables]
        try:
            result.update(find_forward_op(lambda: model(x, training=True), result["forward_op"],
                                          result.get("name_scope", "")))
        finally:
            for variable, value in saved:
                variable.assign(value)
    return result


def _describe(error, phase):
    """What the check_numerics error says; `phase` is "backward" anyway
    where TensorFlow's gradient function is on its traceback."""
    tb = error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_name == "_gradient_function":
            phase = "backward"
        tb = tb.tb_next
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
    user = [f for f in frames if _is_user_frame(f.filename)]
    if phase == "forward" and user:
        found.update(_frame(user[-1]))
        layer = _layer_of_frame(error.__traceback__, user[-1])
        if layer:
            found["layer"] = layer
    if phase == "backward":
        # TensorFlow's gradient function holds the forward op's type and scope.
        tb = error.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_name == "_gradient_function":
                local = tb.tb_frame.f_locals
                found["forward_op"] = str(local.get("op_name", ""))
                found["name_scope"] = str(local.get("forward_pass_name_scope", "") or "")
            tb = tb.tb_next
        if found.get("name_scope"):
            found["layer"] = found["name_scope"].strip("/").split("/")[-1]
    return found


def find_forward_op(forward, op_type, name_scope=""):
    """Where the first op of type `op_type` (in `name_scope`, if given) is
    made, from an eager run of `forward()` with an op callback."""
    import tensorflow as tf
    from tensorflow.python.framework import op_callbacks  # the hook check_numerics itself uses

    seen = []

    def callback(op, inputs, attrs, outputs, op_name=None, graph=None):
        if op == op_type and not seen:
            scope = tf.get_current_name_scope()
            if not name_scope or scope.startswith(name_scope.strip("/")):
                user = [f for f in traceback.extract_stack() if _is_user_frame(f.filename)]
                if user:
                    seen.append(_frame(user[-1]))
                    layer = _layer_on_stack(user[-1])
                    if layer:
                        seen[-1]["layer"] = layer
        return None

    op_callbacks.add_op_callback(callback)
    try:
        forward()
    except Exception:
        pass
    finally:
        op_callbacks.remove_op_callback(callback)
    return seen[0] if seen else {}


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


def _frame(frame):
    return {"file": frame.filename, "line": frame.lineno, "function": frame.name, "code": (frame.line or "").strip()}


def _is_user_frame(filename):
    path = os.path.abspath(filename)
    return not (path.startswith(_OWN_DIR) or any(d in path for d in _LIBRARY_DIRS) or path.startswith("<"))


def _short(message, limit=600):
    message = message.split("Input tensor")[0]  # not the tensor's values
    lines = [line for line in message.splitlines() if line.strip() and "\x1b" not in line]
    text = "\n".join(lines)
    return text if len(text) <= limit else text[:limit] + " ..."
