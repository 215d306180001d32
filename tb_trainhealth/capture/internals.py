"""Every private Keras and TensorFlow API that capture leans on, in one place.

Keras 3 callbacks see neither gradients nor per-step losses nor layer
outputs, so some probes hook private parts of Keras and TensorFlow. Each is
reached through a function here, never directly. Where one is missing or
changed (a newer Keras renamed it), the function raises `MissingInternal`;
the probe that asked is turned off with one warning naming what is missing
and the versions this was written for (capture/step_engine.py), and
training goes on untouched.

Written for, and tested on, the versions in WRITTEN_FOR. On others it still
runs: what is checked is each hook's presence, where it is used.
"""

import logging

import keras
import tensorflow as tf

logger = logging.getLogger("tb_trainhealth")

WRITTEN_FOR = {"keras": "3.15", "tensorflow": "2.21"}

_version_noted = []


class MissingInternal(RuntimeError):
    """A private API a probe needs is absent or not what it was."""

    def __init__(self, what):
        super().__init__(
            f"{what} is not there in Keras {keras.__version__} / TensorFlow {tf.__version__} "
            f"(tb-trainhealth was written for Keras {WRITTEN_FOR['keras']}, "
            f"TensorFlow {WRITTEN_FOR['tensorflow']})"
        )
        self.what = what


def versions_differ():
    """Whether the installed Keras or TF is not the one this was written for
    (major.minor); noted once in the log, at info level."""
    installed = {"keras": keras.__version__, "tensorflow": tf.__version__}
    differ = any(not installed[k].startswith(v + ".") and installed[k] != v for k, v in WRITTEN_FOR.items())
    if differ and not _version_noted:
        _version_noted.append(True)
        logger.info("tb_trainhealth: written for %s; running on %s", WRITTEN_FOR, installed)
    return differ


# The optimizer: where the gradients pass (probes/gradients.py).

GRADIENT_HOOK = "_all_reduce_sum_gradients"


def gradient_hook_point(optimizer):
    """The optimizer's bound `_all_reduce_sum_gradients(grads_and_vars)`:
    Keras's TF backend calls it with every step's (unscaled, clipped)
    gradients, and it returns them all-reduced."""
    method = getattr(optimizer, GRADIENT_HOOK, None)
    if not callable(method):
        raise MissingInternal(f"the optimizer's `{GRADIENT_HOOK}`")
    return method


def set_gradient_hook(optimizer, hook):
    setattr(optimizer, GRADIENT_HOOK, hook)


def remove_gradient_hook(optimizer):
    """Back to the class's method."""
    if GRADIENT_HOOK in vars(optimizer):
        delattr(optimizer, GRADIENT_HOOK)


# The model's loss tracker: each step's own loss (probes/loss.py).


def loss_tracker(model):
    """`model._loss_tracker`, a Mean with `total` and `count` variables."""
    tracker = getattr(model, "_loss_tracker", None)
    if tracker is None or not (hasattr(tracker, "total") and hasattr(tracker, "count")):
        raise MissingInternal("the model's `_loss_tracker` (a Mean with total and count)")
    return tracker


# Layers.


def flatten_layers(model, recursive=True):
    """Every layer under `model`, nested ones included, in build order."""
    flatten = getattr(model, "_flatten_layers", None)
    if not callable(flatten):
        raise MissingInternal("`Layer._flatten_layers`")
    return list(flatten(include_self=False, recursive=recursive))


def keras_history(tensor):
    """The (operation, node index, tensor index) that made a symbolic tensor,
    or None."""
    return getattr(tensor, "_keras_history", None)


def compute_output_spec():
    """Keras's symbolic call, `keras.src.backend.compute_output_spec`, the
    way Keras builds a model (capture/shape_walk.py)."""
    try:
        from keras.src import backend as keras_backend

        return keras_backend.compute_output_spec
    except (ImportError, AttributeError):
        raise MissingInternal("`keras.src.backend.compute_output_spec`") from None


# TensorFlow.


def stop_recording():
    """The gradient tape's own `stop_recording()` context: statistics kept
    off the tape, which would otherwise hold their intermediates."""
    try:
        from tensorflow.python.eager import record

        return record.stop_recording()
    except (ImportError, AttributeError):
        raise MissingInternal("`tensorflow.python.eager.record.stop_recording`") from None
