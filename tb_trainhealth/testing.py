"""Assertions for a custom Keras layer, loss or metric: plain functions
that raise AssertionError with a clear message (pytest and
`tf.test.TestCase` alike), and `ComponentAssertions`, a mixin for
`tf.test.TestCase` / `unittest.TestCase`.

Each one feeds extreme but legal inputs: zeros (log(0), sqrt's gradient at
0, 0/0), very large and very small magnitudes, float16 (max 65504). A
failure says which input broke it and how: the op that made the first
NaN/Inf and its source line (the component runs eagerly under
`tf.debugging.enable_check_numerics`), and the epsilon or clip that fixes
it, as code.

    from tb_trainhealth import testing

    def test_my_layer():
        layer = MyAttention(units=8)
        testing.assert_numerically_safe(layer, input_shape=(None, 5, 8))
        testing.assert_shapes(layer, input_shape=(None, 5, 8), batch_sizes=(1, 2, 7))
        testing.assert_gradients_match_numeric(layer, input_shape=(None, 5, 8))
        testing.assert_serializable(layer, input_shape=(None, 5, 8))
"""

import numpy as np

__all__ = [
    "assert_finite_outputs", "assert_finite_gradients", "assert_numerically_safe",
    "assert_gradients_match_numeric", "assert_shapes", "assert_serializable",
    "assert_loss_safe", "assert_metric_safe", "ComponentAssertions", "extreme_inputs",
]

# Magnitudes that real activations reach: a float16 activation of 100 or a
# float32 one of 1e4 is ordinary, not an attack.
LARGE = {"float32": 1e4, "float16": 1e2, "bfloat16": 1e4, "float64": 1e4}
SMALL = {"float32": 1e-6, "float16": 1e-3, "bfloat16": 1e-6, "float64": 1e-6}


def extreme_inputs(shape, dtype="float32", seed=0):
    """{name: array} of extreme but legal inputs of `shape` (no None)."""
    rng = np.random.default_rng(seed)
    large, small = LARGE.get(dtype, 1e4), SMALL.get(dtype, 1e-6)
    normal = rng.normal(size=shape)
    return {
        "zeros": np.zeros(shape),
        "ones": np.ones(shape),
        f"large (+-{large:g})": large * np.sign(normal + 1e-9),
        f"small (+-{small:g})": small * np.sign(normal + 1e-9),
        "negative (-1)": -np.ones(shape),
        "normal": normal,
    }


def _concrete(input_shape, batch=2):
    return tuple(batch if d is None else int(d) for d in input_shape)


def _with_dtype(layer, dtype):
    """The layer itself, or a copy computing in `dtype` (from its config)."""
    if dtype is None or str(getattr(layer, "compute_dtype", "float32")) == dtype:
        return layer
    config = dict(layer.get_config())
    config["dtype"] = dtype
    return type(layer).from_config(config)


def _run_checked(fn, describe_what, forward=None):
    """fn() eagerly under check_numerics; None, or a failure message naming
    the first op that made a NaN/Inf, its line and its fix."""
    import tensorflow as tf

    from tb_trainhealth.capture.tools import replay

    tf.debugging.enable_check_numerics()
    try:
        fn()
        return None
    except tf.errors.InvalidArgumentError as error:
        if "Detected Infinity or NaN" not in str(error) and "had NaN" not in str(error) and "Inf" not in str(error):
            raise
        found = replay._describe(error, "forward")
    finally:
        tf.debugging.disable_check_numerics()
    if found.get("forward_op") and forward is not None:
        # A gradient op: name the line of the forward op it belongs to.
        found.update(replay.find_forward_op(forward, found["forward_op"], found.get("name_scope", "")))
    return _explain(found, describe_what)


def _explain(found, what):
    from tb_trainhealth.diagnosis.rules import nonfinite as rules

    op = found.get("op") or "an op"
    made = f"op {op!r}"
    if found.get("forward_op"):
        made += f" (the gradient of {found['forward_op']!r})"
    where = ""
    if found.get("file"):
        where = f" at {found['file']}:{found.get('line')} ({found.get('function')}): `{found.get('code', '')}`"
    fix = rules._op_fix(found)
    return (f"{what}: {found.get('bad_values', 'NaN/Inf')} made by {made}{where}.\n"
            f"Fix: {fix.text}\n{fix.code}")


def assert_finite_outputs(layer, input_shape, dtypes=("float32", "float16"), inputs=None, **call_kwargs):
    """The layer's outputs are finite on every extreme input (`extreme_inputs`,
    or `inputs`: {name: array}), in each compute dtype."""
    import tensorflow as tf

    for dtype in dtypes:
        subject = _with_dtype(layer, dtype)
        shape = _concrete(input_shape)
        for name, value in (inputs or extreme_inputs(shape, dtype)).items():
            x = tf.constant(value, dtype=dtype)
            failure = _run_checked(
                lambda: subject(x, **call_kwargs),
                f"{type(layer).__name__} output on input {name!r} {shape} {dtype}",
            )
            if failure is None:
                out = subject(x, **call_kwargs)
                bad = [t for t in tf.nest.flatten(out) if not bool(tf.reduce_all(tf.math.is_finite(t)))]
                if bad:
                    failure = f"{type(layer).__name__} output on input {name!r} {shape} {dtype} is not finite"
            if failure:
                if dtype == "float16":  # bfloat16 holds float32's range: its Inf is the op's
                    failure += (
                        f"\n{dtype} holds at most 65504: compute the overflowing part in float32, e.g.\n"
                        "    x32 = tf.cast(x, tf.float32)   # then cast the result back: tf.cast(y, x.dtype)\n"
                        f"or keep the layer in float32: {type(layer).__name__}(..., dtype=\"float32\")"
                    )
                raise AssertionError(failure)


def assert_finite_gradients(layer, input_shape, dtypes=("float32",), inputs=None, **call_kwargs):
    """The gradients of sum(outputs) with respect to the inputs and the
    layer's weights are finite on every extreme input (sqrt's gradient at
    0, a division's at 0, log's at 0)."""
    import tensorflow as tf

    for dtype in dtypes:
        subject = _with_dtype(layer, dtype)
        shape = _concrete(input_shape)
        for name, value in (inputs or extreme_inputs(shape, dtype)).items():
            x = tf.Variable(tf.constant(value, dtype=dtype))

            def gradients():
                with tf.GradientTape() as tape:
                    out = subject(x, **call_kwargs)
                    total = tf.add_n([tf.reduce_sum(tf.cast(t, tf.float32)) for t in tf.nest.flatten(out)])
                return tape.gradient(total, [x, *subject.trainable_variables])

            # The forward pass is assert_finite_outputs' part: only the backward is judged here.
            with tf.GradientTape() as tape:
                out = subject(x, **call_kwargs)
            if not all(bool(tf.reduce_all(tf.math.is_finite(t))) for t in tf.nest.flatten(out)):
                continue
            failure = _run_checked(
                gradients, f"{type(layer).__name__} gradient on input {name!r} {shape} {dtype}",
                forward=lambda: subject(x, **call_kwargs))
            if failure is None:
                grads = gradients()
                if any(g is not None and not bool(tf.reduce_all(tf.math.is_finite(tf.convert_to_tensor(g))))
                       for g in grads):
                    failure = f"{type(layer).__name__} gradient on input {name!r} {shape} {dtype} is not finite"
            if failure:
                raise AssertionError(failure)


def assert_numerically_safe(layer, input_shape, dtypes=("float32", "float16"), **call_kwargs):
    """Finite outputs (every dtype) and finite gradients (float32) on every
    extreme input."""
    assert_finite_outputs(layer, input_shape, dtypes=dtypes, **call_kwargs)
    assert_finite_gradients(layer, input_shape, dtypes=("float32",), **call_kwargs)


def assert_gradients_match_numeric(layer, input_shape, tolerance=2e-2, seed=0, **call_kwargs):
    """The autodiff gradient with respect to the input matches central
    differences on a random input (float64 where the layer takes it)."""
    import tensorflow as tf

    subject = _with_dtype(layer, "float64")
    shape = _concrete(input_shape)
    x = tf.constant(np.random.default_rng(seed).normal(size=shape), dtype=tf.float64)
    theoretical, numerical = tf.test.compute_gradient(lambda t: subject(t, **call_kwargs), [x], delta=1e-4)
    for a, b in zip(theoretical, numerical):
        error = float(np.max(np.abs(a - b))) if a.size else 0.0
        scale = max(1.0, float(np.max(np.abs(b))) if b.size else 1.0)
        if not error <= tolerance * scale:
            raise AssertionError(
                f"{type(layer).__name__}'s gradient differs from the numerical one by {error:.3g} (at a "
                f"random normal input {shape}): a custom gradient (tf.custom_gradient) or a "
                "non-differentiable op (round, argmax, cast to int) in call()")


def assert_shapes(layer, input_shape, batch_sizes=(1, 2, 7), expected=None, **call_kwargs):
    """For each batch size: the output's batch dimension is the input's and
    the other dimensions are the same for every batch size (and equal to
    `expected`, a shape with None for the batch, or to
    `layer.compute_output_shape` where the layer defines it)."""
    import tensorflow as tf

    seen = {}
    for batch in batch_sizes:
        shape = _concrete(input_shape, batch)
        try:
            out = layer(tf.zeros(shape), **call_kwargs)
        except Exception as error:
            raise AssertionError(
                f"{type(layer).__name__} fails at batch size {batch} (input {shape}): "
                f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}") from error
        for i, t in enumerate(tf.nest.flatten(out)):
            got = tuple(t.shape)
            if not got or got[0] != batch:
                raise AssertionError(
                    f"{type(layer).__name__} at batch size {batch} (input {shape}) returns output {i} of shape "
                    f"{got}: the batch dimension is lost. tf.squeeze(x) / keras.ops.squeeze(x) without an axis "
                    "drops every dimension of size 1, the batch's too: name the axis, e.g.\n"
                    "    x = tf.squeeze(x, axis=-1)")
            seen.setdefault(i, {})[batch] = got
    for i, by_batch in seen.items():
        rests = {b: s[1:] for b, s in by_batch.items()}
        if len(set(rests.values())) > 1:
            raise AssertionError(
                f"{type(layer).__name__}'s output {i} changes shape with the batch size: {by_batch}")
        want = expected
        if want is None:
            try:
                want = layer.compute_output_shape(tuple(input_shape))
            except Exception:
                want = None
        if want is not None and not isinstance(want[0], (tuple, list)) and i == 0:
            rest = next(iter(rests.values()))
            if tuple(want[1:]) != rest and all(d is not None for d in want[1:]):
                raise AssertionError(
                    f"{type(layer).__name__} returns (batch, *{rest}) but declares {tuple(want)} "
                    "(compute_output_shape): one of them is wrong")


def assert_serializable(layer, input_shape=None, **call_kwargs):
    """`from_config(get_config())` rebuilds the layer (every constructor
    argument in get_config), and, with the same weights, the same outputs."""
    import tensorflow as tf

    config = layer.get_config()
    try:
        clone = type(layer).from_config(config)
    except Exception as error:
        raise AssertionError(
            f"{type(layer).__name__}.from_config(get_config()) fails: {type(error).__name__}: {error}. "
            "Return every __init__ argument from get_config:\n"
            "    def get_config(self):\n"
            "        return {**super().get_config(), \"units\": self.units}") from error
    if clone.get_config() != config:
        raise AssertionError(f"{type(layer).__name__}: the rebuilt layer's config differs: "
                             f"{clone.get_config()} != {config}")
    if input_shape is not None:
        x = tf.constant(np.random.default_rng(0).normal(size=_concrete(input_shape)), tf.float32)
        a = layer(x, **call_kwargs)
        clone(x, **call_kwargs)
        clone.set_weights(layer.get_weights())
        b = clone(x, **call_kwargs)
        for u, v in zip(tf.nest.flatten(a), tf.nest.flatten(b)):
            if not np.allclose(np.asarray(u), np.asarray(v), atol=1e-5):
                raise AssertionError(
                    f"{type(layer).__name__} rebuilt from its config gives other outputs with the same "
                    "weights: an __init__ argument is missing from get_config")


def assert_loss_safe(loss, y_shape, kind="probabilities"):
    """The loss and its gradient with respect to y_pred are finite at the
    edges of its domain: y_pred exactly 0 and 1 (`kind="probabilities"`),
    y_pred == y_true (sqrt of a zero error), an all-zero y_true (an empty
    mask as a divisor)."""
    import tensorflow as tf

    shape = _concrete(y_shape)
    rng = np.random.default_rng(0)
    half = (rng.random(shape) > 0.5).astype("float32")
    cases = {
        "y_pred == y_true": (half, half),
        "y_true all 0": (np.zeros(shape), rng.random(shape)),
        "y_pred all 0": (half, np.zeros(shape)),
    }
    if kind == "probabilities":
        cases["y_pred exactly 1 - y_true"] = (half, 1.0 - half)
    name = getattr(loss, "__name__", type(loss).__name__)
    for case, (y_true, y_pred) in cases.items():
        t = tf.constant(y_true, tf.float32)
        p = tf.Variable(tf.constant(y_pred, tf.float32))

        def run():
            with tf.GradientTape() as tape:
                value = tf.reduce_mean(loss(t, p))
            return value, tape.gradient(value, p)

        failure = _run_checked(run, f"loss {name} at {case} (shape {shape})", forward=lambda: loss(t, p))
        if failure is None:
            value, grad = run()
            if not (bool(tf.math.is_finite(value)) and (grad is None or bool(tf.reduce_all(tf.math.is_finite(grad))))):
                failure = f"loss {name} at {case} (shape {shape}) is not finite: {float(value)}"
        if failure:
            raise AssertionError(failure)


def assert_metric_safe(metric, y_shape):
    """A metric's result is finite after edge batches (all zeros, a perfect
    prediction), and after reset_state with no update (0/0)."""
    import tensorflow as tf

    shape = _concrete(y_shape)
    zeros = np.zeros(shape, "float32")
    name = getattr(metric, "name", type(metric).__name__)
    for case, batches in {"no update (after reset_state)": [], "all-zero batch": [(zeros, zeros)]}.items():
        metric.reset_state()

        def run():
            for y_true, y_pred in batches:
                metric.update_state(tf.constant(y_true), tf.constant(y_pred))
            return metric.result()

        failure = _run_checked(run, f"metric {name} at {case}")
        if failure is None and not all(bool(tf.reduce_all(tf.math.is_finite(tf.cast(r, tf.float32))))
                                       for r in tf.nest.flatten(run())):
            failure = f"metric {name} at {case} is not finite"
        metric.reset_state()
        if failure:
            raise AssertionError(failure + "\nA ratio of counts: `tf.math.divide_no_nan(total, count)`.")


class ComponentAssertions:
    """A mixin for tf.test.TestCase / unittest.TestCase: the module's
    assertions as methods."""

    def assertNumericallySafe(self, layer, input_shape, **kwargs):  # noqa: N802
        assert_numerically_safe(layer, input_shape, **kwargs)

    def assertFiniteOutputs(self, layer, input_shape, **kwargs):  # noqa: N802
        assert_finite_outputs(layer, input_shape, **kwargs)

    def assertFiniteGradients(self, layer, input_shape, **kwargs):  # noqa: N802
        assert_finite_gradients(layer, input_shape, **kwargs)

    def assertGradientsMatchNumeric(self, layer, input_shape, **kwargs):  # noqa: N802
        assert_gradients_match_numeric(layer, input_shape, **kwargs)

    def assertShapes(self, layer, input_shape, **kwargs):  # noqa: N802
        assert_shapes(layer, input_shape, **kwargs)

    def assertSerializable(self, layer, input_shape=None, **kwargs):  # noqa: N802
        assert_serializable(layer, input_shape, **kwargs)

    def assertLossSafe(self, loss, y_shape, **kwargs):  # noqa: N802
        assert_loss_safe(loss, y_shape, **kwargs)

    def assertMetricSafe(self, metric, y_shape):  # noqa: N802
        assert_metric_safe(metric, y_shape)
