"""Every private Keras and TensorFlow API that capture leans on, in one place.

Keras 3 callbacks see neither gradients nor per-step losses nor layer
outputs, so some probes hook private parts of Keras and TensorFlow. Each is
reached through a function here, never directly. Where one is missing or
changed (a newer Keras renamed it), the function raises `MissingInternal`;
the probe that asked is turned off with one warning naming what is missing
and the versions this was written for (capture/engine/step_engine.py), and
training goes on untouched.

A probe that can do without one (it records less: fit's arguments, a
learning-rate schedule's name) goes on, and `note_missing` says once what
is missing. Where the step engine's own hooks are missing (`train_step`,
the train function), capture is off for the run, with one warning.

This package is that place: this module holds the model's, the
optimizer's, the train function's and TensorFlow's own; `datasets.py`
tf.data's; `attention_layers.py` Keras's attention layers' and softmax's.

Written for, and tested on, the versions in WRITTEN_FOR. On others it still
runs, with one warning as capture starts (`warn_if_versions_differ`): what
is checked is each hook's presence, where it is used.
"""

import logging
import sys

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.capture.safety import passes_through

logger = logging.getLogger("tb_trainhealth")

WRITTEN_FOR = {"keras": "3.15", "tensorflow": "2.21"}

_versions_warned = []
_noted_missing = set()  # the `what` of each MissingInternal noted (note_missing)


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
    (major.minor)."""
    installed = {"keras": keras.__version__, "tensorflow": tf.__version__}
    return any(not installed[k].startswith(v + ".") and installed[k] != v for k, v in WRITTEN_FOR.items())


def warn_if_versions_differ():
    """As capture starts: one warning, once a process, where Keras or TF is
    not the version this was written for (a hook that changed there turns
    its probe off, with its own warning)."""
    if _versions_warned or not versions_differ():
        return
    _versions_warned.append(True)
    logger.warning("tb_trainhealth: written for Keras %s and TensorFlow %s, running on Keras %s and TensorFlow %s: "
                   "a probe whose Keras/TF internals changed turns itself off. Training goes on either way.",
                   WRITTEN_FOR["keras"], WRITTEN_FOR["tensorflow"], keras.__version__, tf.__version__)


def note_missing(error, going_on):
    """For a MissingInternal that its caller works around (`going_on` says
    how: "the memory probe goes on without fit's arguments"): one warning,
    once a process for each missing internal."""
    if error.what in _noted_missing:
        return
    _noted_missing.add(error.what)
    logger.warning("tb_trainhealth: %s: %s. Training goes on.", error, going_on)


# The optimizer's learning rate now: a schedule's value at its iteration
# count (Keras 3 `optimizer.learning_rate` evaluates the schedule; a
# LossScaleOptimizer holds the real one inside).

def _applying_optimizer(model):
    # A LossScaleOptimizer applies its inner optimizer's rate.
    optimizer = getattr(model, "optimizer", None)
    return getattr(optimizer, "inner_optimizer", optimizer)


def current_learning_rate(model):
    """The rate the optimizer applies at its current iteration, a float."""
    try:
        return float(np.asarray(_applying_optimizer(model).learning_rate))
    except Exception as e:
        raise MissingInternal("optimizer.learning_rate") from e


def learning_rate_in_step(model):
    """The same, traced into the step being traced: a float32 scalar
    tensor. Evaluated on the host, a schedule runs as eager ops (a
    millisecond and more a read, most of a round of the probes' work on
    the bench transformer); in the step it is a few scalar ops. Raises
    MissingInternal where the optimizer's `learning_rate` is no tensor (a
    schedule object): the probe then reads it on the host."""
    try:
        # A schedule object (not a tensor) does not convert.
        rate = tf.convert_to_tensor(_applying_optimizer(model).learning_rate)
        return tf.reshape(tf.cast(rate, tf.float32), [])
    except Exception as e:
        raise MissingInternal("optimizer.learning_rate in the step") from e


# The optimizer: where the gradients pass (probes/gradients.py).

GRADIENT_HOOK = "_all_reduce_sum_gradients"
# Legacy Keras 2 (tf_keras): its optimizers' `aggregate_gradients` plays
# the same part (called by apply_gradients with every step's gradients).
LEGACY_GRADIENT_HOOK = "aggregate_gradients"


def _gradient_hook_name(optimizer):
    return LEGACY_GRADIENT_HOOK if type(optimizer).__module__.startswith("tf_keras") else GRADIENT_HOOK


def gradient_hook_point(optimizer):
    """The optimizer's bound `_all_reduce_sum_gradients(grads_and_vars)`
    (tf_keras: `aggregate_gradients`): Keras's TF backend calls it with
    every step's (unscaled, clipped) gradients, and it returns them
    all-reduced."""
    name = _gradient_hook_name(optimizer)
    method = getattr(optimizer, name, None)
    if not callable(method):
        raise MissingInternal(f"the optimizer's `{name}`")
    return method


def set_gradient_hook(optimizer, hook):
    setattr(optimizer, _gradient_hook_name(optimizer), hook)


def remove_gradient_hook(optimizer):
    """Back to the class's method."""
    name = _gradient_hook_name(optimizer)
    if name in vars(optimizer):
        delattr(optimizer, name)


# The optimizer's update of the variables (capture/heal/heal_skip.py): Keras 3's
# `apply` unscales the gradients, then hands them to
# `_backend_apply_gradients(grads, trainable_variables)` (clipping, weight
# decay, the update step), then counts the iteration.

APPLY_HOOK = "_backend_apply_gradients"


def update_hook_point(optimizer):
    """The optimizer's bound `_backend_apply_gradients` (Keras 3 only; a
    tf_keras optimizer raises MissingInternal)."""
    method = None if type(optimizer).__module__.startswith("tf_keras") else getattr(optimizer, APPLY_HOOK, None)
    if not callable(method):
        raise MissingInternal(f"the optimizer's `{APPLY_HOOK}`")
    return method


def set_update_hook(optimizer, hook):
    setattr(optimizer, APPLY_HOOK, hook)


def remove_update_hook(optimizer):
    """Back to the class's method."""
    if APPLY_HOOK in vars(optimizer):
        delattr(optimizer, APPLY_HOOK)


# The variables an optimizer was built for (probes/gradients.py): Keras 3
# builds it, at its first apply, for the variables that apply was handed.

BUILT_VARIABLES = "_trainable_variables"


def optimizer_built_variables(optimizer):
    """The variables `optimizer` was built for, [] while it is not built:
    Keras 3's `_trainable_variables` (tf_keras's new optimizers keep the
    same list under the same name)."""
    if not getattr(optimizer, "built", False):
        return []
    built = getattr(optimizer, BUILT_VARIABLES, None)
    if not isinstance(built, (list, tuple)):
        raise MissingInternal(f"the optimizer's `{BUILT_VARIABLES}`")
    return list(built)


# The model's loss tracker: each step's own loss (probes/loss.py).


def loss_tracker(model):
    """The Mean behind `logs["loss"]`, with `total` and `count` variables:
    Keras 3's `model._loss_tracker`, tf_keras's
    `model.compiled_loss._total_loss_mean` (tf_keras 2.21)."""
    tracker = getattr(model, "_loss_tracker", None)
    if tracker is None:
        tracker = getattr(getattr(model, "compiled_loss", None), "_total_loss_mean", None)
    if tracker is None or not (hasattr(tracker, "total") and hasattr(tracker, "count")):
        raise MissingInternal("the model's loss tracker (a Mean with total and count)")
    return tracker


# The model's train step and train function: the step engine hands the
# probes' statistics out of the one and guards each call of the other
# (capture/engine/step_outputs.py, capture/engine/step_engine.py, capture/entry/autolog.py).
# Keras 3 and tf_keras both name them so; what capture does with them (a
# train_step replaced on the instance, a train function replaced once Keras
# made it) is no public API.

TRAIN_STEP = "train_step"
MAKE_TRAIN_FUNCTION = "make_train_function"
TRAIN_FUNCTION = "train_function"


def check_step_hooks(model):
    """Raises MissingInternal unless `model` has all the step engine hooks:
    a `train_step(data)`, a `make_train_function(force)` and the
    `train_function` attribute that it sets (None until made). Checked before
    any is touched: without one, capture is off and nothing is changed."""
    for name in (TRAIN_STEP, MAKE_TRAIN_FUNCTION):
        if not callable(getattr(model, name, None)):
            raise MissingInternal(f"the model's `{name}`")
    if not hasattr(model, TRAIN_FUNCTION):
        raise MissingInternal(f"the model's `{TRAIN_FUNCTION}`")


def wrap_train_step(model, make_wrapper):
    """Puts `make_wrapper(original)` on the instance in place of the model's
    `train_step`, which the train function Keras traces calls."""
    original = getattr(model, TRAIN_STEP, None)
    if not callable(original):
        raise MissingInternal(f"the model's `{TRAIN_STEP}`")
    wrapper = make_wrapper(original)
    wrapper._trainhealth_original = original
    setattr(model, TRAIN_STEP, wrapper)


def train_step_replaced(model):
    """Whether the instance holds a `train_step` of its own (ours, once
    `wrap_train_step` put it there)."""
    return TRAIN_STEP in vars(model)


def unwrap_train_step(model):
    """Back to the class's `train_step`, where ours is on the instance."""
    if hasattr(vars(model).get(TRAIN_STEP), "_trainhealth_original"):
        delattr(model, TRAIN_STEP)


def train_function(model):
    """The train function Keras made for `model` (None until it makes one)."""
    return getattr(model, TRAIN_FUNCTION, None)


def set_train_function(model, function):
    """What `fit` (and train_on_batch) calls each step from now on; None:
    Keras makes a new one."""
    setattr(model, TRAIN_FUNCTION, function)


def make_train_function(model, force=False):
    """Keras makes the model's train function (again, where `force`); it is
    traced at its first call."""
    make = getattr(model, MAKE_TRAIN_FUNCTION, None)
    if not callable(make):
        raise MissingInternal(f"the model's `{MAKE_TRAIN_FUNCTION}`")
    return make(force=force)


def trace_train_function(function, args, kwargs):
    """Traces the train function Keras made (`make_train_function`) for
    these arguments without running it: nothing is read from the iterator
    and no variable changes. Keras 3's is a Python function that calls one
    of two tf.functions of its closure (`multi_step_on_iterator` for an
    iterator, `one_step_on_data`, behind a wrapper that keeps it as
    `__wrapped__`, for train_on_batch's list of batches); tf_keras's is a
    tf.function; our timer (`time_train_function_calls`) keeps what it
    times as `_trainhealth_timed`. Returns False where nothing is traced
    (run_eagerly, or train_on_batch's batch handed as a generator, which a
    trace would use up)."""
    while hasattr(function, "_trainhealth_timed"):
        function = function._trainhealth_timed
    if callable(getattr(function, "get_concrete_function", None)):
        function.get_concrete_function(*args, **kwargs)
        return True
    cells = dict(zip(getattr(getattr(function, "__code__", None), "co_freevars", ()), function.__closure__ or ()))
    if "multi_step_on_iterator" not in cells or "one_step_on_data" not in cells or kwargs or len(args) != 1:
        raise MissingInternal("the closure of Keras's train function (`multi_step_on_iterator`, `one_step_on_data`)")
    (iterator,) = args
    if isinstance(iterator, (tf.data.Iterator, tf.distribute.DistributedIterator)):
        step = cells["multi_step_on_iterator"].cell_contents
        argument = iterator
    else:
        if not isinstance(iterator, (list, tuple)):
            return False
        step = getattr(cells["one_step_on_data"].cell_contents, "__wrapped__", None)
        argument = iterator[0] if iterator else None
    trace = getattr(step, "get_concrete_function", None)
    if not callable(trace) or argument is None:
        return False  # run_eagerly: plain Python
    trace(argument)
    return True


# Fit's own arguments and locals, which its callbacks are not told (the
# memory probe's batch size and data for an OOM retry, the data probe's
# fix written for the user's input): read by the step engine as a fit
# begins (capture/engine/step_engine.py), from Keras's `fit` frame up the stack.

FIT_FRAME = "fit"
FIT_LOCALS = ("x", "y", "sample_weight", "batch_size", "shuffle", "validation_batch_size", "epoch_iterator")


def fit_frame_locals():
    """{name: value} of those of FIT_LOCALS that the innermost frame of
    Keras's `fit` (Keras 3's trainer, tf_keras's Model) on the stack holds
    (`epoch_iterator`: Keras 3's TensorFlow trainer only). Read only, never
    changed. Called from a callback hook that fit runs."""
    frame = sys._getframe(1)
    try:
        while frame is not None:
            code = frame.f_code
            if code.co_name == FIT_FRAME and "keras" in code.co_filename and "x" in frame.f_locals:
                local = frame.f_locals
                return {name: local[name] for name in FIT_LOCALS if name in local}
            frame = frame.f_back
    finally:
        del frame
    raise MissingInternal(f"Keras's `{FIT_FRAME}` frame (its locals x, y, batch_size)")


# The loss compile was given (`model.loss`, public): how it is set, one
# reader for what judges it (the convergence and shape probes, the
# one-batch check).

LOSS_ARGUMENTS = "_fn_kwargs"


def loss_argument(loss, name, default=None):
    """The `name` argument (`from_logits`, `label_smoothing`) a compiled loss
    computes with. Keras's own losses (LossFunctionWrapper, Keras 3 and
    tf_keras) call their function with the keyword arguments they keep in
    `_fn_kwargs`: those first, they are what is computed (and tf_keras's
    CategoricalCrossentropy keeps from_logits nowhere else); then the loss's
    attribute of that name (a Loss of the user's); else `default`."""
    if any(cls.__name__ == "LossFunctionWrapper" for cls in type(loss).__mro__):
        arguments = getattr(loss, LOSS_ARGUMENTS, None)
        if not isinstance(arguments, dict):
            raise MissingInternal(f"LossFunctionWrapper's `{LOSS_ARGUMENTS}`")
        if name in arguments:
            return arguments[name]
    return getattr(loss, name, default)


# The optimizer's learning rate as it was set (capture/readers/optimizer_info.py,
# capture/heal/healing.py).

LEARNING_RATE_SETTING = "_learning_rate"


def learning_rate_setting(optimizer):
    """What the optimizer keeps its rate in: a LearningRateSchedule, or the
    variable the rate is (Keras 3's and tf_keras's `_learning_rate`); None
    for an optimizer of neither (tf_keras's legacy ones keep it in
    `_hyper`)."""
    if isinstance(optimizer, keras.optimizers.Optimizer) and not hasattr(optimizer, LEARNING_RATE_SETTING):
        raise MissingInternal(f"the optimizer's `{LEARNING_RATE_SETTING}`")
    return getattr(optimizer, LEARNING_RATE_SETTING, None)


def step_counter(optimizer):
    """The variable that counts the optimizer's updates (Keras 3's and
    tf_keras's `_iterations`; Keras 3's `iterations` is a tensor computed
    from it under gradient accumulation), or None."""
    return getattr(optimizer, "_iterations", None)


# Layers.


def flatten_layers(model, recursive=True):
    """Every layer under `model`, nested ones included, in build order."""
    flatten = getattr(model, "_flatten_layers", None)
    if not callable(flatten):
        raise MissingInternal("`Layer._flatten_layers`")
    return list(flatten(include_self=False, recursive=recursive))


SUBLAYERS = "_layers"


def sublayers(layer):
    """The layers `layer` holds itself, in order (a Sequential's, a custom
    block's list of sublayers): Keras 3's `_layers`. [] for what is no
    Keras 3 layer (tf_keras's layers keep none; a model lists `layers`)."""
    held = getattr(layer, SUBLAYERS, None)
    if isinstance(held, (list, tuple)):
        return list(held)
    if isinstance(layer, keras.Layer):
        raise MissingInternal(f"`Layer.{SUBLAYERS}`")
    return []


def consumer_layers(layer):
    """The layers that read `layer`'s output in the graphs of layers it
    was called in (a Functional's, a Sequential's: its outbound nodes), or
    [] where none is known (a layer called inside a subclass's `call`, a
    model's last layer). Keras 3's nodes name their `operation`, tf_keras's
    their `outbound_layer`."""
    nodes = getattr(layer, "_outbound_nodes", None)
    if nodes is None:
        return []
    consumers = []
    for node in nodes:
        consumer = getattr(node, "operation", None) or getattr(node, "outbound_layer", None)
        if consumer is None:
            raise MissingInternal("a node's `operation` / `outbound_layer`")
        consumers.append(consumer)
    return consumers


def layer_call_methods():
    """(keras.Layer.__call__, keras.Operation.__call__): Keras 3 calls a
    layer through both (Layer.__call__ builds it, then hands it to
    Operation.__call__, which runs it, on KerasTensors or real ones)."""
    layer_call = getattr(getattr(keras, "Layer", None), "__call__", None)
    operation_call = getattr(getattr(keras, "Operation", None), "__call__", None)
    if not callable(layer_call) or not callable(operation_call):
        raise MissingInternal("`keras.Layer.__call__` / `keras.Operation.__call__`")
    return layer_call, operation_call


def set_layer_call_methods(layer_call, operation_call):
    """Every layer and operation call, process-wide, from now on goes
    through these (`layer_call_methods` gives the ones to put back)."""
    keras.Layer.__call__ = layer_call
    keras.Operation.__call__ = operation_call


def symbolic_build(model):
    """The model's bound `_symbolic_build(data_batch=...)`: what Keras 3's
    fit runs before its first step (the model, its optimizer, its compiled
    loss and metrics built on one batch's spec). None for a model that is
    not Keras 3's (tf_keras has none)."""
    if not isinstance(model, keras.Model):
        return None
    build = getattr(model, "_symbolic_build", None)
    if not callable(build):
        raise MissingInternal("the model's `_symbolic_build`")
    return build


def keras_history(tensor):
    """The (operation, node index, tensor index) that made a symbolic tensor,
    or None."""
    return getattr(tensor, "_keras_history", None)


def compute_output_spec():
    """Keras's symbolic call, `keras.src.backend.compute_output_spec`, the
    way Keras builds a model (capture/shapes/shape_walk.py)."""
    try:
        from keras.src import backend as keras_backend

        return keras_backend.compute_output_spec
    except (ImportError, AttributeError):
        raise MissingInternal("`keras.src.backend.compute_output_spec`") from None


# The attributes Keras sets on a tensor: its mask (`_keras_mask`, handed on
# by every layer that supports masking) and, on a softmax/sigmoid output,
# the logits behind it (`_keras_logits`, which the losses read instead).
KERAS_MASK = "_keras_mask"
KERAS_LOGITS = "_keras_logits"
# Set by tf_keras on a graph of layers (Functional, Sequential); Keras 3
# tells a Functional by its class (capture/shapes/shape_table.py).
GRAPH_NETWORK = "_is_graph_network"


def keras_mask(tensor):
    """The Keras mask a tensor carries, or None (no mask, or an attribute
    a newer Keras renamed: a mask is then simply not handed on)."""
    return getattr(tensor, KERAS_MASK, None)


def set_keras_mask(tensor, mask):
    """Hands `mask` on with `tensor` (an identity of a layer's output)."""
    setattr(tensor, KERAS_MASK, mask)


def carries_keras_logits(tensor):
    """Whether Keras's losses read the logits behind `tensor` (a softmax or
    sigmoid output). Where the attribute is gone, the output's op type
    (capture/probes/activations.py) still tells."""
    return hasattr(tensor, KERAS_LOGITS)


def is_graph_network(model):
    """Whether `model` is a graph of layers (Functional, Sequential) rather
    than a subclass with its own `call`."""
    return bool(getattr(model, GRAPH_NETWORK, False))


# TensorFlow.


def dropout_scaled_input(output, inputs):
    """The tensor TensorFlow's dropout (`tf.nn.dropout` and its stateless
    twin, behind Keras 3's and tf_keras's Dropout) made of `inputs` before
    its mask: `inputs * 1/(1-rate)` (a Mul, or a RealDiv by 1 - rate),
    which `where(keep, scaled, 0)` then selects into `output`. None where
    the graph is not that (eager, a newer TensorFlow)."""
    op = getattr(output, "op", None)
    if getattr(op, "type", None) != "SelectV2" or len(op.inputs) != 3:
        return None
    scaled = op.inputs[1]
    if scaled.op.type not in ("Mul", "RealDiv") or scaled.op.inputs[0].name != inputs.name:
        return None
    return scaled


def product_factors(tensor):
    """(a, b) where a traced floating `tensor` is `Mul(a, b)` of two
    factors of its own fully known shape (no broadcast), seen through
    Identity / IdentityN (the optimizer hands its gradients on through an
    IdentityN); else None (eager, another op, a scale by a scalar)."""
    try:
        while tensor.op.type in ("Identity", "IdentityN"):
            tensor = tensor.op.inputs[tensor.value_index]
        op = tensor.op
    except AttributeError:
        return None
    if op.type != "Mul" or len(op.inputs) != 2 or not tensor.dtype.is_floating:
        return None
    if not tensor.shape.is_fully_defined() or any(f.shape != tensor.shape for f in op.inputs):
        return None
    return op.inputs[0], op.inputs[1]


def op_is_stateful(op_type):
    """Whether TensorFlow's op registry marks `op_type` stateful; None where
    the registry (a private module) is not there."""
    try:
        from tensorflow.python.framework import op_def_registry

        definition = op_def_registry.get(op_type)
    except (ImportError, AttributeError):
        return None
    return bool(definition is not None and definition.is_stateful)


def op_callbacks():
    """TensorFlow's op-callback registry (`tensorflow.python.framework.
    op_callbacks`, the hook `tf.debugging.enable_check_numerics` itself
    uses): the replay's way to see each op an eager run makes."""
    try:
        from tensorflow.python.framework import op_callbacks as callbacks
    except ImportError:
        raise MissingInternal("`tensorflow.python.framework.op_callbacks`") from None
    if not all(callable(getattr(callbacks, name, None)) for name in ("add_op_callback", "remove_op_callback")):
        raise MissingInternal("`op_callbacks.add_op_callback` / `remove_op_callback`")
    return callbacks


def stop_recording():
    """The gradient tape's own `stop_recording()` context: statistics kept
    off the tape, which would otherwise hold their intermediates."""
    try:
        from tensorflow.python.eager import record

        return record.stop_recording()
    except (ImportError, AttributeError):
        raise MissingInternal("`tensorflow.python.eager.record.stop_recording`") from None


def backward_op(traceback, in_backward=False):
    """(forward op type, its name scope) of the backward op an error of a
    gradient tape was raised in (the NaN/Inf replay, replay.py): the locals
    `op_name` and `forward_pass_name_scope` of TensorFlow's
    `_gradient_function` frame on `traceback` (its innermost). None where
    no such frame is there: a forward op raised it. Where the caller knows
    it was a backward op (`in_backward`: `tape.gradient` raised it),
    MissingInternal instead."""
    found = None
    while traceback is not None:
        frame = traceback.tb_frame
        if frame.f_code.co_name == "_gradient_function":
            local = frame.f_locals
            found = (str(local.get("op_name", "")), str(local.get("forward_pass_name_scope", "") or ""))
        traceback = traceback.tb_next
    if found is None and in_backward:
        raise MissingInternal("TensorFlow's `_gradient_function` frame (its locals op_name, "
                              "forward_pass_name_scope)")
    return found


# The input pipeline (probes/input_pipeline.py, capture/readers/pipeline_graph.py).


def steps_per_execution(model):
    """How many steps one call of the train function runs: Keras 3 holds an
    int, tf_keras a variable (mirrored under a strategy, where int() of it
    fails)."""
    steps = getattr(model, "steps_per_execution", 1)
    if not isinstance(steps, int):
        try:
            steps = int(tf.convert_to_tensor(steps).numpy())
        except Exception:
            return 1
    return max(1, steps)


def op_determinism_enabled():
    """Whether `tf.config.experimental.enable_op_determinism()` (or
    TF_DETERMINISTIC_OPS) is on: then `tf.timestamp` fails the step it is
    in (FailedPreconditionError). Where TensorFlow no longer says, it is
    taken as on: the step timing is what is lost, never the training."""
    try:
        from tensorflow.python.framework import config

        return bool(config.is_op_determinism_enabled())
    except Exception:
        return True


def step_is_xla_compiled(model):
    """Whether the model's train step is compiled with XLA (Keras resolves
    `jit_compile="auto"` at compile)."""
    return bool(getattr(model, "jit_compile", False))


def time_train_function_calls(model, called, returned):
    """Wraps, on the instance, the model's `make_train_function` so that
    the train function it makes reads the host clock around each call:
    `called()` before (its value is handed to `returned(value)` after a
    call that returned). Nothing else changes: the same function, the same
    arguments, the same result. Returns the wrapper, for
    `untime_train_function_calls`."""
    original = getattr(model, MAKE_TRAIN_FUNCTION, None)
    if not callable(original):
        raise MissingInternal(f"the model's `{MAKE_TRAIN_FUNCTION}`")

    @passes_through
    def timing(force=False):
        before = train_function(model)
        result = original(force=force)
        function = train_function(model)
        # Only a function just made is wrapped: `train_on_batch` calls this
        # every call, and Keras hands back the one it has (already timed,
        # or guarded around a timed one): wrapping that again nested one
        # wrapper a call, until the stack ran out (RecursionError).
        if callable(function) and function is not before and not _timed_within(function):

            @passes_through
            def timed(*args, **kwargs):
                at = called()
                outputs = function(*args, **kwargs)
                returned(at)
                return outputs

            timed._trainhealth_timed = function
            set_train_function(model, timed)
        return result

    timing._trainhealth_timing = original
    setattr(model, MAKE_TRAIN_FUNCTION, timing)
    return timing


def _timed_within(function):
    """Whether `function`, or one it wraps (our guard, our timer), is timed."""
    while function is not None:
        if hasattr(function, "_trainhealth_timed"):
            return True
        function = getattr(function, "_trainhealth_guarded", None)
    return False


def untime_train_function_calls(model, wrapper):
    """Undoes `time_train_function_calls` (the class's method again)."""
    if vars(model).get(MAKE_TRAIN_FUNCTION) is wrapper:
        delattr(model, MAKE_TRAIN_FUNCTION)


# The private parts of two subjects, each in a module of its own here:
# tf.data's (the input pipeline's probe and graph reader) and Keras's
# attention layers and softmax (the attention probe).
from tb_trainhealth.capture.internals import attention_layers, datasets  # noqa: E402,F401 (need MissingInternal)
