"""Keras's attention layers' and softmax's private parts that the
attention probe leans on (capture/probes/attention.py). Each raises
`MissingInternal` where Keras changed it (capture/internals/)."""

import functools
import logging

import keras

from tb_trainhealth.capture.internals import MissingInternal
from tb_trainhealth.capture.safety import passes_through

logger = logging.getLogger("tb_trainhealth")


def multi_head_attention_types():
    """The MultiHeadAttention classes whose scores the attention probe
    recomputes (Keras 3's; subclasses included)."""
    found = getattr(getattr(keras, "layers", None), "MultiHeadAttention", None)
    if found is None:
        raise MissingInternal("`keras.layers.MultiHeadAttention`")
    return (found,)


COMPUTE_ATTENTION = "_compute_attention"


def attention_score_parts(layer):
    """(equation, scale, attention axes) with which a MultiHeadAttention
    makes its scores on its explicit path (`_compute_attention`, Keras
    3.15): `einsum(equation, key, query * scale)`, of shape (B, N, T, S)
    for one attention axis. Its fused path (`dot_product_attention`, taken
    for causal-only masks and no dropout) makes the same scores inside a
    backend kernel where nothing can see them."""
    equation = getattr(layer, "_dot_product_equation", None)
    scale = getattr(layer, "_inverse_sqrt_key_dim", None)
    axes = getattr(layer, "_attention_axes", None)
    if not isinstance(equation, str) or scale is None or axes is None:
        raise MissingInternal("MultiHeadAttention's `_dot_product_equation` / `_inverse_sqrt_key_dim` / "
                              "`_attention_axes`")
    return equation, float(scale), tuple(axes)


def attention_causal_mask(layer, query, value):
    """The (1, T, S) boolean causal mask MultiHeadAttention builds itself
    (`_compute_causal_mask`)."""
    make = getattr(layer, "_compute_causal_mask", None)
    if not callable(make):
        raise MissingInternal("MultiHeadAttention's `_compute_causal_mask`")
    return make(query, value)


def wrap_compute_attention(layer, make_wrapper):
    """Puts `make_wrapper(original)` on the instance in place of its
    `_compute_attention(query, key, value, attention_mask, training,
    return_attention_scores, use_causal_mask=...)`, called by `call` (the
    class's method stays: `call` picks its fused causal path by comparing
    the class's method, so the user's computation is the same)."""
    original = getattr(layer, COMPUTE_ATTENTION, None)
    if not callable(original):
        raise MissingInternal(f"MultiHeadAttention's `{COMPUTE_ATTENTION}`")
    setattr(layer, COMPUTE_ATTENTION, make_wrapper(original))


def unwrap_compute_attention(layer):
    if COMPUTE_ATTENTION in vars(layer):
        delattr(layer, COMPUTE_ATTENTION)


def calling_layers():
    """The layers whose `call` is running, innermost first: Keras 3 opens a
    name scope with the layer as its caller around each call
    (`global_state` "name_scope_stack", keras/src/backend/common/name_scope.py)."""
    try:
        from keras.src.backend.common import global_state
    except ImportError:
        raise MissingInternal("`keras.src.backend.common.global_state`") from None
    stack = global_state.get_global_attribute("name_scope_stack") or ()
    return [entry.caller for entry in reversed(stack) if getattr(entry, "caller", None) is not None]


# Every softmax Keras computes (ops.softmax, activations.softmax, the Softmax
# layer) goes through its backend's `nn.softmax(x, axis)`; the attention
# probe watches it there. One wrapper for the process, installed while a
# hook is registered: it calls the original and hands its input and output
# to each hook (which catches its own failures); what it returns is the
# original's own tensor (Keras reads `_keras_logits` behind it).
_softmax_hooks = []
_softmax_original = []


def _backend_nn():
    try:
        from keras.src import backend as keras_backend
    except ImportError:
        raise MissingInternal("`keras.src.backend`") from None
    module = getattr(keras_backend, "nn", None)
    if not callable(getattr(module, "softmax", None)):
        raise MissingInternal("the Keras backend's `nn.softmax`")
    return module


def add_softmax_hook(hook):
    """Calls `hook(x, axis, output)` after every Keras softmax from now on,
    until `remove_softmax_hook(hook)`."""
    module = _backend_nn()
    if not _softmax_original:
        original = module.softmax

        @functools.wraps(original)
        @passes_through
        def softmax(x, axis=-1):
            output = original(x, axis=axis)
            for watcher in tuple(_softmax_hooks):
                try:
                    watcher(x, axis, output)
                except Exception:
                    logger.debug("tb_trainhealth: a softmax hook failed", exc_info=True)
            return output

        _softmax_original.append(original)
        module.softmax = softmax
    _softmax_hooks.append(hook)


def remove_softmax_hook(hook):
    if hook in _softmax_hooks:
        _softmax_hooks.remove(hook)
    if not _softmax_hooks and _softmax_original:
        try:
            _backend_nn().softmax = _softmax_original.pop()
        except MissingInternal:
            _softmax_original.clear()
