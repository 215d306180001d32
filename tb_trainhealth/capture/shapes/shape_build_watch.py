"""Shape errors of a model built outside fit (`tb-trainhealth run`,
zero-code mode): a script that dies building its model on KerasTensors,
before it ever calls fit, still gets its `shape_mismatch` event.
"""

import threading

import keras

from tb_trainhealth.areas.shapes import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.shapes import shape_blame, shape_walk
from tb_trainhealth.capture.safety import passes_through

EVENT = AREA.events

_building = threading.local()  # depth of symbolic calls, innermost failure
_build_failure = {"error": None, "payload": None}  # the last build that failed


def watch_model_building():
    """For `tb-trainhealth run`: notes the layer where building a model on
    KerasTensors fails (the functional API, a Sequential with an Input), so
    that a script that dies before it ever calls fit still gets its shape
    diagnosis (`record_build_failure`). Calls on real tensors pass straight
    through. Idempotent."""
    try:
        original, operation_call = internals.layer_call_methods()
    except internals.MissingInternal as error:
        internals.note_missing(error, "a model that fails to build outside fit gets no shape diagnosis")
        return
    if getattr(original, "_trainhealth_build_watch", False):
        return

    @passes_through
    def __call__(self, *args, **kwargs):
        if not _symbolic(args) or shape_walk.walking():
            return original(self, *args, **kwargs)
        depth = getattr(_building, "depth", 0)
        _building.depth = depth + 1
        try:
            out = original(self, *args, **kwargs)
        except Exception as error:
            failure = getattr(_building, "failure", None)
            if failure is None or failure[0] <= depth:  # the innermost call that raised
                _building.failure = (depth, _build_payload(self, args, error))
            if depth == 0:
                _build_failure.update(error=error, payload=_building.failure[1])
            raise
        else:
            failure = getattr(_building, "failure", None)
            if failure is not None and failure[0] > depth:
                _building.failure = None  # an inner failure Keras recovered from
            return out
        finally:
            _building.depth = depth
            if depth == 0:
                _building.failure = None

    __call__._trainhealth_build_watch = True
    internals.set_layer_call_methods(__call__, operation_call)


def _symbolic(args):
    first = args[0] if args else None
    if isinstance(first, keras.KerasTensor):
        return True
    if isinstance(first, (list, tuple, dict)):
        return any(isinstance(t, keras.KerasTensor) for t in keras.tree.flatten(first))
    return False


def _build_payload(layer, args, error):
    message = shape_blame.core_message(error)
    inputs = [t for t in keras.tree.flatten(args) if isinstance(t, keras.KerasTensor)]
    actual = shape_walk.shape_list(inputs[0].shape) if inputs else None
    payload = {"where": "construction", "layer": layer.name, "layer_class": type(layer).__name__,
               "actual": actual, "walk_message": message[:1000], "source": None}
    history = internals.keras_history(inputs[0]) if inputs else None
    source = getattr(history, "operation", None)
    if source is not None:
        is_input = type(source).__name__ == "InputLayer"
        payload.update(source="input" if is_input else "layer", source_layer=source.name,
                       source_class=type(source).__name__)
        if is_input:
            payload["input_layer"] = source.name
    payload.update(shape_blame.layer_error(message, actual, layer))
    return payload


def record_build_failure(logdir, error):
    """Writes the shape_mismatch event of a model build that failed outside
    fit, when `error` is that failure. Returns whether it wrote one."""
    if error is None or error is not _build_failure["error"] or not shape_blame.is_shape_error(error):
        return False
    from tb_trainhealth.capture.writer import RunWriter

    payload = dict(_build_failure["payload"], error_type=type(error).__name__,
                   message=shape_blame.core_message(error)[:2000])
    writer = RunWriter(str(logdir))
    writer.event(EVENT.shape_mismatch, 0, payload)
    writer.flush()
    return True
