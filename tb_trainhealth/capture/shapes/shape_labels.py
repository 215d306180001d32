"""Labels against a model's output and its loss: what each loss family
needs of its labels, and the shape arithmetic a Keras loss does (ranks
aligned, then broadcast) to tell labels that do not fit.

Shapes are lists with None for an unknown dim. The preflight
(capture/shapes/shape_preflight.py) checks the walk's outputs with it; Monitor's
custom-loop check (`loss_shape_problem`) a hand-written loss's tensors.
"""

import re

import keras

from tb_trainhealth.capture import internals

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
        try:
            from_logits = internals.loss_argument(loss, "from_logits", None)
        except internals.MissingInternal:
            # from_logits unknown: the label check says less, never wrong.
            # The convergence probe reads the same internal and warns.
            pass
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


def same_shape(a, b):
    return len(a) == len(b) and all(x is None or y is None or x == y for x, y in zip(a, b))


# Checks.


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
        if (len(y_shape) == len(out_shape) - 1 and units not in (None, 1) and y_shape[-1] == units
                and not same_shape(y_shape, out_shape[:-1])):
            # Rows over the output's units, (N, 10) for (N, 28, 10): not class
            # ids, which would be shaped like the output less its last axis,
            # (N, 28). The labels are one row per sample; the output kept an
            # axis (a Dense fed a sequence or an image without a Flatten).
            return {"check": "extra_output_dims", "expected": y_shape, "actual": out_shape, "units": units}
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
        if label_values is not None:
            found.update(label_min=label_values[0], label_max=label_values[1])
        return found
    return None


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
