"""The preflight before fit's first step: the model walked symbolically on
the spec of the batches it is about to get (capture/shapes/shape_walk.py), the data
checked against the model's inputs and the labels against its outputs and
its loss. Its problems are the `input_spec_mismatch` payload, its walk the
shape table's (capture/shapes/shape_table.py) and what a later shape error is
blamed on (capture/shapes/shape_blame.py); capture/probes/shapes.py writes them.
"""

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.capture import internals
from tb_trainhealth.capture.shapes import shape_blame, shape_labels, shape_rows, shape_walk
from tb_trainhealth.capture.readers.optimizer_info import optimizer_of


def preflight(run, element_spec):
    """{"walk", "table_walk", "x", "y", "losses", "problems", "fit_args",
    "skipped"} of a fit about to run on batches of `element_spec`.
    `table_walk` is the walk to tabulate: the walk on the data, or on the
    model's declared inputs where the data does not even enter the model.
    `skipped`: why the model was not walked at all (it cannot be called:
    `shape_walk.not_callable`), else None."""
    model = run.model
    x, y = split_element_spec(element_spec)
    skipped = shape_walk.not_callable(model)
    if skipped is not None:
        return {"walk": None, "table_walk": None, "x": x, "y": y, "losses": [], "problems": [],
                "fit_args": getattr(run, "fit_args", None), "skipped": skipped}
    if x is None:
        x = _declared_input_specs(model)
    # The walk sees the very shapes the first step will see: building a
    # model for another batch size than Keras then uses would change
    # what Keras raises.
    walk = None
    if x is not None:
        try:
            walk = shape_walk.walk(model, shape_walk.symbolic_inputs(x))
        except TypeError:  # ragged or unknown-rank inputs: no walk
            walk = None
    skipped = shape_walk.not_callable(model, walk)
    if skipped is not None:
        # A call() left unimplemented is no shape of the data's.
        walk = None
    if walk is not None and not walk.ok:
        walk.input_mismatch = _input_mismatch(model, x)
    losses = shape_labels.loss_infos(model)
    problems = []
    if walk is not None:
        problems = _input_problems(model, walk) if not walk.ok else []
        if walk.ok and y is not None:
            problems += label_problems(model, walk, y, losses, _label_values(run))
    table_walk = walk
    if walk is not None and walk.failed_row == 0:
        # The data does not even enter the model: tabulate the model on
        # its declared inputs instead, to show where the data should go.
        declared = _declared_input_specs(model)
        if declared is not None:
            on_inputs = shape_walk.walk(model, shape_walk.symbolic_inputs(declared))
            table_walk = on_inputs if on_inputs.ok else walk
    optimizer = optimizer_of(model) if problems else None  # for fix code with the run's optimizer
    for problem in problems:
        shape_rows.point_at_row(problem, table_walk, walk)
        problem["optimizer"] = optimizer
    return {"walk": walk, "table_walk": table_walk, "x": x, "y": y, "losses": losses,
            "problems": problems, "fit_args": getattr(run, "fit_args", None), "skipped": skipped}


def preflight_key(run, spec):
    """What a preflight's result depends on: the batch's spec, the model's
    layers and weights, its losses and the labels' range."""
    model = run.model
    try:
        layers = tuple(id(layer) for layer in internals.flatten_layers(model))
    except internals.MissingInternal:
        return None
    return (repr(spec), id(model), layers, len(model.weights), repr(shape_labels.loss_infos(model)),
            _label_values(run))


def _label_values(run):
    """Integer labels' (min, max) where fit's own arguments hold them (autolog)."""
    y = (getattr(run, "fit_args", None) or {}).get("y")
    if isinstance(y, (np.ndarray, tf.Tensor)) and y.dtype.name.startswith(("int", "uint")) and np.size(y):
        values = np.asarray(y)
        return int(values.min()), int(values.max())
    if isinstance(y, np.ndarray) and y.dtype.kind == "f" and y.size and y.ndim <= 2:
        if (y.ndim == 1 or y.shape[-1] == 1) and np.all(np.mod(y, 1) == 0):
            return int(y.min()), int(y.max())
    return None


# The batches' spec.


def split_element_spec(spec):
    """(x, y) specs of a batch as Keras unpacks it: (x,), (x, y) or (x, y, sw)."""
    if spec is None:
        return None, None
    if isinstance(spec, tuple) and 1 <= len(spec) <= 3:
        return spec[0], (spec[1] if len(spec) > 1 else None)
    return spec, None


def spec_from_fit_args(args, validation=False):
    """A batch's element spec from fit's own arguments (autolog sees them):
    arrays, tensors and tf.data datasets; None for generators."""
    x, y = args.get("x"), args.get("y")
    batch = args.get("batch_size") or 32
    if validation and args.get("validation_data") is not None:
        batch = args.get("validation_batch_size") or batch
        data = args["validation_data"]
        if isinstance(data, (tuple, list)) and len(data) in (2, 3):
            x, y = data[0], data[1]
        else:
            x, y = data, None
    if isinstance(x, tf.data.Dataset):
        return x.element_spec
    try:
        x_spec = keras.tree.map_structure(lambda v: _array_spec(v, batch), x)
        y_spec = keras.tree.map_structure(lambda v: _array_spec(v, batch), y) if y is not None else None
    except Exception:
        return None
    return (x_spec, y_spec) if y_spec is not None else (x_spec,)


def _array_spec(value, batch):
    """The first batch's spec, as Keras builds a model on it."""
    shape = getattr(value, "shape", None)
    if shape is None:
        raise TypeError("not an array")
    dims = [int(d) for d in shape]
    return tf.TensorSpec([min(batch, dims[0])] + dims[1:], tf.as_dtype(value.dtype))


def _input_mismatch(model, x):
    """(declared, data) shapes of the first model input whose non-batch dims
    the data contradicts, or None."""
    declared = shape_rows.model_inputs(model)
    data = keras.tree.flatten(x)
    if not declared or len(declared) != len(data):
        return None
    for t, spec in zip(declared, data):
        want, got = shape_walk.shape_list(t.shape), shape_walk.shape_list(getattr(spec, "shape", None))
        if want is None or got is None or len(want) != len(got):
            continue
        if any(a is not None and b is not None and a != b for a, b in zip(want[1:], got[1:])):
            return want, got
    return None


def _declared_input_specs(model):
    specs = [tf.TensorSpec(t.shape, t.dtype) for t in shape_rows.model_inputs(model)]
    if not specs:
        return None
    return specs[0] if len(specs) == 1 else specs


# Checks.


def _input_problems(model, walk):
    """The walk failed where the data goes in: the data does not fit the model."""
    failed = shape_rows.owner_row(walk, walk.failed())
    if failed is None or not shape_rows.from_data(walk, failed):
        return []
    found = shape_blame.walk_failure(model, walk)
    found["check"] = "input"
    return [found]


def label_problems(model, walk, y, losses, label_values=None):
    """The labels against the model's outputs and the loss, output by output."""
    outputs = keras.tree.flatten(walk.output)
    labels = keras.tree.flatten(y)
    if not outputs or len(outputs) != len(labels) or not losses:
        return []
    if len(losses) == 1 and len(outputs) > 1:
        losses = losses * len(outputs)
    if len(losses) != len(outputs):
        return []
    producers = shape_rows.output_layers(walk, len(outputs))
    problems = []
    for i, (out, label, loss) in enumerate(zip(outputs, labels, losses)):
        out_shape = shape_walk.shape_list(out.shape)
        label_shape = shape_walk.shape_list(getattr(label, "shape", None))
        found = shape_labels.check_labels(label_shape, shape_walk.dtype_name(getattr(label, "dtype", None)),
                                          out_shape, loss["family"], label_values if len(outputs) == 1 else None)
        if found is None:
            continue
        row = shape_rows.units_layer(walk, producers[i])
        if row is not producers[i]:
            found["output_layer"] = producers[i].name
        found.update(
            labels=shape_walk.spec_of(label), output={"shape": out_shape, "dtype": shape_walk.dtype_name(out.dtype)},
            loss=loss, layer=row.name if row else None, layer_class=row.layer_class if row else None,
            row=row.index if row else None, output_index=i,
        )
        if found["check"] == "extra_output_dims":
            # The rank the labels want of the output (class ids: one more
            # than theirs; one-hot rows: theirs).
            culprit = _flatten_culprit(walk, len(found["expected"]))
            if culprit is not None:
                found.update(layer=culprit.name, layer_class=culprit.layer_class, row=culprit.index,
                             culprit_input=culprit.inputs[0]["shape"] if culprit.inputs else None)
        elif found["check"] == "loss_broadcast" and len(label_shape) < len(out_shape):
            # The output kept axes the labels do not have: the layer that kept
            # them is the one to change (an LSTM returning every step, a Dense
            # fed images without a Flatten), not the head after it.
            culprit = _sequence_culprit(walk)
            if culprit is not None:
                found.update(layer=culprit.name, layer_class=culprit.layer_class, row=culprit.index,
                             output_layer=row.name if row else None,
                             return_sequences={"units": getattr(culprit.layer, "units", None),
                                               "class": culprit.layer_class})
            else:
                culprit = _flatten_culprit(walk, len(label_shape))
                if culprit is not None:
                    found.update(layer=culprit.name, layer_class=culprit.layer_class, row=culprit.index,
                                 output_layer=row.name if row else None,
                                 culprit_input=culprit.inputs[0]["shape"] if culprit.inputs else None)
        problems.append(found)
    return problems


def _sequence_culprit(walk):
    """The last recurrent layer of the model that returns every time step
    (`return_sequences=True`), or None: the user's layer, not its cell."""
    rows = [r for r in walk.rows if r.depth > 0 and getattr(r.layer, "return_sequences", False) is True
            and r.outputs and len(r.outputs[0].get("shape") or []) >= 3]
    return rows[-1] if rows else None


def _flatten_culprit(walk, wanted_rank):
    """The first layer that worked on more dims than the labels allow and kept
    them (a Dense fed images without a Flatten), or None."""
    for row in walk.leaves():
        if not row.inputs or not row.outputs:
            continue
        in_shape, out_shape = row.inputs[0]["shape"], row.outputs[0]["shape"]
        if in_shape and out_shape and len(in_shape) > wanted_rank and len(out_shape) == len(in_shape) \
                and row.layer_class in ("Dense", "EinsumDense"):
            return row
    return None
