"""The `shape_table` event's payload: every layer call of a walk
(capture/shapes/shape_walk.py), with the model's declared inputs and its outputs,
the data's spec and the loss beside them.
"""

import keras

from tb_trainhealth.capture import internals
from tb_trainhealth.capture.shapes import shape_rows, shape_walk


def table(model, walk, x, y, losses):
    """The table of `walk` over `model`, with the data's (x, y) specs and
    the losses (capture/shapes/shape_labels.py `loss_infos`)."""
    rows = [row.to_json() for row in walk.rows]
    root = walk.rows[0] if walk.rows else None
    declared = _declared_inputs(model)
    outputs = []
    if walk.output is not None:
        for i, (out, row) in enumerate(zip(keras.tree.flatten(walk.output),
                                           shape_rows.output_layers(walk, len(keras.tree.flatten(walk.output))))):
            outputs.append(dict(shape_walk.spec_of(out), layer=row.name if row else None))
    return {
        "model": getattr(model, "name", type(model).__name__),
        "model_class": type(model).__name__,
        "model_kind": _model_kind(model),
        "rows": rows,
        "complete": walk.ok,
        "failed_row": walk.failed_row,
        "total_params": root.params if root else None,
        "trainable_params": root.trainable_params if root else None,
        "model_inputs": declared if declared is not None else [
            dict(spec, name=None, inferred=True) for spec in (root.inputs if root else [])],
        "model_outputs": outputs,
        "data": {"x": _flat_specs(x), "y": _flat_specs(y)},
        "loss": losses,
    }


def _declared_inputs(model):
    inputs = shape_rows.model_inputs(model)
    if not inputs:
        return None
    found = []
    for t in inputs:
        history = internals.keras_history(t)
        name = history[0].name if history else getattr(t, "name", None)
        found.append(dict(shape_walk.spec_of(t), name=name))
    return found


def _flat_specs(structure):
    if structure is None:
        return []
    paths = keras.tree.flatten_with_path(structure)
    return [dict(shape_walk.spec_of(spec), path=".".join(str(p) for p in path)) for path, spec in paths]


def _model_kind(model):
    if isinstance(model, keras.Sequential):
        return "sequential"
    if type(model).__name__ == "Functional" or internals.is_graph_network(model):
        return "functional"
    return "subclassed"
