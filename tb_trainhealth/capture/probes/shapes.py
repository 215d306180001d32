"""Shapes: the layer shape table, the data-vs-model preflight, and shape
errors named at their layer.

Events (payloads are JSON; shapes are lists with null for unknown dims):
  shape_table           every layer call of a symbolic walk over the data's
                        spec (capture/shape_walk.py), the model's inputs and
                        outputs, the data's spec and the loss. Written before
                        the first step, and again when the table changes.
  input_spec_mismatch   {"problems": [...]}: preflight checks that failed:
                        the data cannot go into the model, or the labels do
                        not fit the output and the loss (one-hot with a
                        sparse loss, integers with a categorical one, units
                        vs classes, a broadcast). Monitor writes it too.
  shape_mismatch        a shape error left a step (or fit): the layer, the
                        expected and the actual shapes, and whether the bad
                        shape came from the data or from an earlier layer.
"""

import json
import re
import threading

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.shapes import AREA
from tb_trainhealth.capture import crash, internals, shape_walk
from tb_trainhealth.capture.optimizer_info import optimizer_of
from tb_trainhealth.capture.probes import Probe
from tb_trainhealth.capture.safety import passes_through

EVENT = AREA.events

# Loss families: what a loss needs of its labels.
SPARSE = "sparse"  # integer class ids: labels shape == output shape[:-1]
CATEGORICAL = "categorical"  # a distribution per sample: labels shape == output shape
BINARY = "binary"  # elementwise probabilities
ELEMENTWISE = "elementwise"  # regression losses: elementwise, broadcasting
UNKNOWN = "unknown"  # a custom loss function

_FAMILIES = (
    (SPARSE, ("sparsecategorical",)),
    (CATEGORICAL, ("categoricalcrossentropy", "categoricalfocal", "kldivergence", "kld",
                   "kullbackleibler", "categoricalhinge", "categoricalgeneralizedcrossentropy")),
    (BINARY, ("binarycrossentropy", "binaryfocal")),
    (ELEMENTWISE, ("meansquared", "mse", "meanabsolute", "mae", "mape", "msle", "huber",
                   "logcosh", "hinge", "poisson", "cosinesimilarity")),
)

_SHAPE_WORDS = (
    "shape", "rank", "ndim", "dimension", "incompatible", "label value",
    "size of the tensor", "cardinality", "matrix size", "must have the same",
)
# A lookup out of range (an Embedding's gather of an id >= input_dim):
# "indices[0,3] = 404 is not in [0, 100)", at the gather's node.
_LOOKUP_RANGE = re.compile(r"indices\[[\d,]*\] = (-?\d+) is not in \[0, (\d+)\)")
_NODE = re.compile(r"\{\{node ([^}]+)\}\}")


class ShapeProbe(Probe):
    def __init__(self):
        self._fit = 0  # fits seen by this probe
        self._start_step = 0  # run.step when this fit began
        self._last_table = None  # what the last written table said
        self._preflight = None  # this fit's: {"walk", "x", "y", "problems"}
        self._reported = False  # this fit's shape_mismatch written
        self._walked = None  # (what the last preflight walked, its preflight): see before_first_step

    def on_train_begin(self, run):
        self._fit += 1
        self._start_step = run.step
        self._preflight = None
        self._reported = False

    def before_first_step(self, run, iterator):
        spec = getattr(iterator, "element_spec", None)
        spec = internals.replica_spec(spec) if spec is not None else None
        # Fits in a loop (one epoch each, k-fold) hand the same model the
        # same batches: the walk (a symbolic pass through every layer, most
        # of a second on a transformer) would find what it found.
        key = _preflight_key(run, spec)
        if key is not None and self._walked is not None and self._walked[0] == key:
            self._preflight = dict(self._walked[1], fit_args=getattr(run, "fit_args", None))
            if self._preflight["problems"]:
                run.writer.event(EVENT.input_spec_mismatch, run.step,
                                 {"problems": self._preflight["problems"], "fit": self._fit})
            return
        self._run_preflight(run, spec)
        self._walked = (key, self._preflight)

    def on_step_error(self, run, error):
        self._report_error(run, error)

    def on_fit_error(self, run, error):
        args = getattr(run, "fit_args", None)
        if self._preflight is None or self._preflight["fit_args"] is not args:
            # It failed before on_train_begin: this fit has no preflight yet.
            self.on_train_begin(run)
            self._run_preflight(run, spec_from_fit_args(args or {}))
        elif run.step > self._start_step and (args or {}).get("validation_data") is not None:
            # After training steps: most likely validation, on its own data.
            self._reported = False
            self._run_preflight(run, spec_from_fit_args(args, validation=True))
            self._report_error(run, error, phase="validation")
            return
        self._report_error(run, error)

    # Preflight.

    def _run_preflight(self, run, element_spec):
        model = run.model
        x, y = split_element_spec(element_spec)
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
        if walk is not None and not walk.ok:
            walk.input_mismatch = _input_mismatch(model, x)
        losses = loss_infos(model)
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
            _point_at_row(problem, table_walk, walk)
            problem["optimizer"] = optimizer
        self._preflight = {"walk": walk, "table_walk": table_walk, "x": x, "y": y,
                           "problems": problems, "fit_args": getattr(run, "fit_args", None)}
        if walk is not None:
            table = _table(model, table_walk, x, y, losses)
            table["walked_on"] = "data" if table_walk is walk else "model_inputs"
            signature = json.dumps(table, sort_keys=True, default=str)
            if signature != self._last_table:
                self._last_table = signature
                run.writer.event(EVENT.shape_table, run.step, dict(table, fit=self._fit))
        if problems:
            # One event for all: two events of a kind at one step would share
            # a tag, and the Rust data server keeps one record per step.
            run.writer.event(EVENT.input_spec_mismatch, run.step, {"problems": problems, "fit": self._fit})

    # Errors.

    def _report_error(self, run, error, phase="training"):
        if self._reported or not is_shape_error(error):
            return
        self._reported = True
        payload = localize(run.model, error, self._preflight)
        payload["phase"] = phase
        payload["optimizer"] = optimizer_of(run.model)
        if self._preflight:
            _point_at_row(payload, self._preflight["table_walk"], self._preflight["walk"])
        payload.update(fit=self._fit, epoch=run.epoch, batch=run.batch)
        run.writer.event(EVENT.shape_mismatch, run.step + 1, payload)


# Data specs.


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
    declared = _model_inputs(model)
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


def _model_inputs(model):
    """The model's declared input KerasTensors; [] for a subclassed model or
    a Sequential without an Input that is not built yet."""
    try:
        return list(model.inputs or [])
    except Exception:  # AttributeError / ValueError: no inputs declared
        return []


def _declared_input_specs(model):
    specs = [tf.TensorSpec(t.shape, t.dtype) for t in _model_inputs(model)]
    if not specs:
        return None
    return specs[0] if len(specs) == 1 else specs


def _preflight_key(run, spec):
    """What a preflight's result depends on: the batch's spec, the model's
    layers and weights, its losses and the labels' range."""
    model = run.model
    try:
        layers = tuple(id(layer) for layer in internals.flatten_layers(model))
    except internals.MissingInternal:
        return None
    return (repr(spec), id(model), layers, len(model.weights), repr(loss_infos(model)), _label_values(run))


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


# Losses.


def loss_infos(model):
    """[{"name", "family", "from_logits"}] per output, from compile's `loss`."""
    loss = getattr(model, "loss", None)
    if loss is None:
        return []
    if isinstance(loss, dict):
        return [dict(_loss_info(v), output=k) for k, v in loss.items()]
    if isinstance(loss, (list, tuple)):
        return [_loss_info(v) for v in loss]
    return [_loss_info(loss)]


def _loss_info(loss):
    from_logits = None
    if isinstance(loss, str):
        name = loss
    elif isinstance(loss, keras.losses.Loss):
        fn = getattr(loss, "fn", None)
        name = getattr(fn, "__name__", None) or type(loss).__name__
        kwargs = getattr(loss, "_fn_kwargs", None) or {}
        from_logits = kwargs.get("from_logits", getattr(loss, "from_logits", None))
        if type(loss).__name__ != "LossFunctionWrapper":
            name = type(loss).__name__
    else:
        name = getattr(loss, "__name__", None) or type(loss).__name__
    key = re.sub(r"[^a-z]", "", str(name).lower())
    family = next((fam for fam, keys in _FAMILIES if any(key.startswith(k) or k == key for k in keys)), UNKNOWN)
    if family == CATEGORICAL and "sparse" in key:
        family = SPARSE
    return {"name": str(name), "family": family, "from_logits": from_logits}


# Shape arithmetic.


def align_ranks(y_true, y_pred):
    """The shapes a Keras loss compares once it has squeezed or expanded a
    trailing 1 where the ranks differ by one (as Keras 3 losses do in fit)."""
    a, b = list(y_true), list(y_pred)
    if len(a) == len(b) + 1 and a and a[-1] == 1:
        return (a, b + [1]) if len(b) == 1 else (a[:-1], b)
    if len(b) == len(a) + 1 and b and b[-1] == 1:
        return (a + [1], b) if len(a) == 1 else (a, b[:-1])
    return a, b


def broadcast_shape(a, b):
    """NumPy's broadcast of two shapes (None: unknown, matches anything), or
    None when they cannot broadcast."""
    out = []
    for i in range(1, max(len(a), len(b)) + 1):
        da = a[-i] if i <= len(a) else 1
        db = b[-i] if i <= len(b) else 1
        if da is None or db is None:
            out.append(da if db == 1 else db if da == 1 else (da if da is not None else db))
        elif da == db or db == 1:
            out.append(da)
        elif da == 1:
            out.append(db)
        else:
            return None
    return list(reversed(out))


def elementwise_result(a, b):
    """(agree, shape) of `a - b`: agree when a and b are one shape (an unknown
    dim matches any dim but 1); else the shape they broadcast to (silently
    bigger than one of them), or None when they cannot broadcast."""
    if len(a) == len(b) and all(
        x == y or (x is None and y != 1) or (y is None and x != 1) for x, y in zip(a, b)
    ):
        return True, list(a)
    return False, broadcast_shape(a, b)


def loss_shape_problem(y_true_shape, y_pred_shape):
    """The custom-loop check: y_true and y_pred of a hand-written loss, as
    they are (no Keras rank alignment there). An input_spec_mismatch
    payload, or None when they agree."""
    agree, result = elementwise_result(y_true_shape, y_pred_shape)
    if agree:
        return None
    return {"check": "loss_broadcast", "source": "custom_loop", "actual": y_true_shape,
            "expected": y_pred_shape, "labels": {"shape": y_true_shape}, "output": {"shape": y_pred_shape},
            "compared": [y_true_shape, y_pred_shape], "broadcast": result}


def same_shape(a, b):
    return len(a) == len(b) and all(x is None or y is None or x == y for x, y in zip(a, b))


# Preflight checks.


def _input_problems(model, walk):
    """The walk failed where the data goes in: the data does not fit the model."""
    failed = walk.failed()
    if failed is None or not _from_data(walk, failed):
        return []
    found = _walk_failure(model, walk)
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
    producers = _output_layers(walk, len(outputs))
    problems = []
    for i, (out, label, loss) in enumerate(zip(outputs, labels, losses)):
        out_shape = shape_walk.shape_list(out.shape)
        label_shape = shape_walk.shape_list(getattr(label, "shape", None))
        found = check_labels(label_shape, shape_walk.dtype_name(getattr(label, "dtype", None)),
                             out_shape, loss["family"], label_values if len(outputs) == 1 else None)
        if found is None:
            continue
        row = _units_layer(walk, producers[i])
        if row is not producers[i]:
            found["output_layer"] = producers[i].name
        found.update(
            labels=shape_walk.spec_of(label), output={"shape": out_shape, "dtype": shape_walk.dtype_name(out.dtype)},
            loss=loss, layer=row.name if row else None, layer_class=row.layer_class if row else None,
            row=row.index if row else None, output_index=i,
        )
        if found["check"] == "extra_output_dims":
            culprit = _flatten_culprit(walk, len(label_shape) + 1)
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


def check_labels(y_shape, y_dtype, out_shape, family, label_values=None):
    """What is wrong with labels of `y_shape` for an output of `out_shape`
    under a loss of `family`, as {"check", "expected", "actual", ...}, or None."""
    if y_shape is None or out_shape is None or not out_shape:
        return None
    units = out_shape[-1]
    integer = str(y_dtype).startswith(("int", "uint"))
    if family == SPARSE:
        ids = y_shape[:-1] if len(y_shape) == len(out_shape) and y_shape[-1] == 1 else y_shape
        if len(y_shape) == len(out_shape) and y_shape[-1] not in (None, 1) and y_shape[-1] == units:
            return {"check": "one_hot_labels_sparse_loss", "expected": out_shape[:-1],
                    "actual": y_shape, "classes": units, "units": units}
        if len(ids) < len(out_shape) - 1:
            return {"check": "extra_output_dims", "expected": ids + [units], "actual": out_shape,
                    "units": units}
        if len(ids) != len(out_shape) - 1 or not same_shape(ids, out_shape[:-1]):
            return {"check": "label_shape", "expected": out_shape[:-1], "actual": y_shape}
        if label_values is not None and units is not None and label_values[1] >= units:
            return {"check": "output_units", "expected": out_shape[:-1] + [label_values[1] + 1],
                    "actual": out_shape, "classes": label_values[1] + 1, "units": units,
                    "label_max": label_values[1], "label_min": label_values[0]}
        if units == 1:
            return {"check": "output_units", "expected": out_shape[:-1] + [None], "actual": out_shape,
                    "classes": None, "units": 1}
        return None
    if family == CATEGORICAL:
        if same_shape(y_shape, out_shape):
            return None
        class_ids = len(y_shape) == len(out_shape) - 1 or (
            len(y_shape) == len(out_shape) and y_shape[-1] == 1)
        if class_ids and units not in (None, 1):
            classes = label_values[1] + 1 if label_values else units
            return {"check": "integer_labels_categorical_loss", "expected": out_shape,
                    "actual": y_shape, "classes": classes, "units": units}
        if len(y_shape) == len(out_shape):
            return {"check": "output_units", "expected": y_shape, "actual": out_shape,
                    "classes": y_shape[-1], "units": units}
        if len(y_shape) < len(out_shape) - 1 or (len(y_shape) == len(out_shape) - 1 and integer):
            return {"check": "extra_output_dims", "expected": y_shape, "actual": out_shape, "units": units}
        return {"check": "label_shape", "expected": out_shape, "actual": y_shape}
    if family in (BINARY, ELEMENTWISE, UNKNOWN):
        a, b = align_ranks(y_shape, out_shape)
        agree, result = elementwise_result(a, b)
        if agree:
            return None
        found = {"check": "loss_broadcast", "expected": out_shape, "actual": y_shape,
                 "compared": [a, b], "broadcast": result}
        if family == BINARY and units not in (None, 1) and (len(y_shape) < len(out_shape) or y_shape[-1] == 1):
            found["binary_units"] = units
        return found
    return None


def _point_at_row(payload, table_walk, walk):
    """Points `row` at the payload's layer in the table that was written."""
    if table_walk is None or table_walk is walk or not payload.get("layer"):
        return
    rows = [r.index for r in table_walk.rows if r.name == payload["layer"]]
    payload["row"] = rows[0] if rows else None


def _output_layers(walk, n):
    """The leaf rows whose outputs are the model's outputs (best effort)."""
    root = walk.rows[0] if walk.rows else None
    leaves = walk.leaves()
    found = []
    for i in range(n):
        row = None
        if root is not None and i < len(root.output_from):
            source = root.output_from[i]
            row = walk.rows[source] if isinstance(source, int) else None
        found.append(row or (leaves[-1] if leaves else root))
    return found


def _units_layer(walk, row):
    """The layer whose units the output has: `row`, or the layer before it
    where `row` only passes its input on (an Activation, Dropout or Softmax
    after the output Dense: no weights, the same shape out as in). The fix
    of a unit count edits that layer."""
    # A source is a row called before: the walk back ends.
    while (row is not None and row.params == 0 and len(row.inputs) == 1
           and len(row.outputs) == 1 and row.sources and isinstance(row.sources[0], int)
           and row.inputs[0].get("shape") == row.outputs[0].get("shape")):
        row = walk.rows[row.sources[0]]
    return row


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


def _from_data(walk, row):
    if row.depth == 0:
        return True
    sources = row.sources or [None]
    if any(s == "data" for s in sources):
        return True
    if all(s is None for s in sources):
        earlier = [r for r in walk.leaves() if r.index < row.index and r.status == "ok"]
        return not earlier
    return False


def _source_row(walk, row):
    for s in row.sources or []:
        if isinstance(s, int) and 0 <= s < len(walk.rows):
            return walk.rows[s]
    earlier = [r for r in walk.leaves() if r.index < row.index and r.status == "ok"]
    return earlier[-1] if earlier else None


# Errors.


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
        payload.update(_walk_failure(model, walk))
        return payload
    label_problems_found = [p for p in problems if p.get("check") != "input"]
    if label_range and walk is not None and not label_problems_found:
        value, units = int(label_range.group(1)), int(label_range.group(2))
        row = _units_layer(walk, _output_layers(walk, 1)[0])
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


def _walk_failure(model, walk):
    """cause, layer, expected and actual shapes, source of the walk's failure."""
    row = walk.failed()
    message = core_message(walk.error)
    actual = row.inputs[0]["shape"] if row.inputs else None
    found = {"where": "layer", "layer": row.name, "layer_class": row.layer_class,
             "layer_path": row.path, "row": row.index, "actual": actual, "walk_message": message[:1000]}
    if _from_data(walk, row):
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
    found.update(_layer_error(message, actual, row.layer))
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


def _layer_error(message, actual, layer):
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
        row = _output_layers(walk, 1)[0]
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
        layers = getattr(model, "_layers", None) or []
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


# The table.


def _table(model, walk, x, y, losses):
    rows = [row.to_json() for row in walk.rows]
    root = walk.rows[0] if walk.rows else None
    declared = _declared_inputs(model)
    outputs = []
    if walk.output is not None:
        for i, (out, row) in enumerate(zip(keras.tree.flatten(walk.output),
                                           _output_layers(walk, len(keras.tree.flatten(walk.output))))):
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
    inputs = _model_inputs(model)
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
    if type(model).__name__ == "Functional" or getattr(model, "_is_graph_network", False):
        return "functional"
    return "subclassed"


# Building a model outside fit (zero-code mode).

_building = threading.local()  # depth of symbolic calls, innermost failure
_build_failure = {"error": None, "payload": None}  # the last build that failed


def watch_model_building():
    """For `tb-trainhealth run`: notes the layer where building a model on
    KerasTensors fails (the functional API, a Sequential with an Input), so
    that a script that dies before it ever calls fit still gets its shape
    diagnosis (`record_build_failure`). Calls on real tensors pass straight
    through. Idempotent."""
    if getattr(keras.Layer.__call__, "_trainhealth_build_watch", False):
        return
    original = keras.Layer.__call__

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
    keras.Layer.__call__ = __call__


def _symbolic(args):
    first = args[0] if args else None
    if isinstance(first, keras.KerasTensor):
        return True
    if isinstance(first, (list, tuple, dict)):
        return any(isinstance(t, keras.KerasTensor) for t in keras.tree.flatten(first))
    return False


def _build_payload(layer, args, error):
    message = core_message(error)
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
    payload.update(_layer_error(message, actual, layer))
    return payload


def record_build_failure(logdir, error):
    """Writes the shape_mismatch event of a model build that failed outside
    fit, when `error` is that failure. Returns whether it wrote one."""
    if error is None or error is not _build_failure["error"] or not is_shape_error(error):
        return False
    from tb_trainhealth.capture.writer import RunWriter

    payload = dict(_build_failure["payload"], error_type=type(error).__name__,
                   message=core_message(error)[:2000])
    writer = RunWriter(str(logdir))
    writer.event(EVENT.shape_mismatch, 0, payload)
    writer.flush()
    return True
