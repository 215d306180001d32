"""tb_trainhealth.testing: each assertion catches its bug in a custom
component (an unguarded log, a sqrt at 0, a float16 overflow, a shape that
breaks at batch size 1, a config that loses an argument, a wrong custom
gradient, a loss and a metric at their domain's edge) with a message that
says which input broke it and the fix as code; the fixed versions pass.
Usable from pytest and from tf.test.TestCase (the mixin)."""

import os
import sys

import keras
import pytest
import tensorflow as tf

from tb_trainhealth import testing

from conftest import REPO

SHAPE = (None, 6)


class LogSoftplus(keras.layers.Layer):
    def __init__(self, fixed=False, **kwargs):
        super().__init__(**kwargs)
        self.fixed = fixed

    def call(self, x):
        if self.fixed:
            return tf.math.log(tf.nn.softplus(x) + 1e-7)
        return tf.math.log(tf.nn.softplus(x))

    def get_config(self):
        return {**super().get_config(), "fixed": self.fixed}


class WithNorm(keras.layers.Layer):
    def __init__(self, fixed=False, **kwargs):
        super().__init__(**kwargs)
        self.fixed = fixed

    def call(self, x):
        if self.fixed:
            norm = tf.sqrt(tf.reduce_sum(tf.square(x), axis=-1, keepdims=True) + 1e-12)
        else:
            norm = tf.sqrt(tf.reduce_sum(tf.square(x), axis=-1, keepdims=True))
        return tf.concat([x, norm], axis=-1)

    def get_config(self):
        return {**super().get_config(), "fixed": self.fixed}


class Energy(keras.layers.Layer):
    """Sum of squares: past 65504 in float16 for activations of 100."""

    def __init__(self, fixed=False, **kwargs):
        super().__init__(**kwargs)
        self.fixed = fixed

    def call(self, x):
        if self.fixed:
            return tf.reduce_sum(tf.square(tf.cast(x, tf.float32)), axis=-1, keepdims=True)
        return tf.reduce_sum(tf.square(x), axis=-1, keepdims=True)

    def get_config(self):
        return {**super().get_config(), "fixed": self.fixed}


class Score(keras.layers.Layer):
    def __init__(self, fixed=False, **kwargs):
        super().__init__(**kwargs)
        self.fixed = fixed

    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], 1), name="w")

    def call(self, x):
        s = tf.matmul(x, self.w)
        return tf.squeeze(s, axis=-1) if self.fixed else tf.squeeze(s)

    def get_config(self):
        return {**super().get_config(), "fixed": self.fixed}


class Scaled(keras.layers.Layer):
    def __init__(self, scale=2.0, keep_config=True, **kwargs):
        super().__init__(**kwargs)
        self.scale, self.keep_config = scale, keep_config

    def call(self, x):
        return x * self.scale

    def get_config(self):
        config = {**super().get_config(), "keep_config": self.keep_config}
        if self.keep_config:
            config["scale"] = self.scale
        return config


@tf.custom_gradient
def _wrong_square(x):
    return tf.square(x), lambda dy: dy * x  # should be 2 * x


class WrongGradient(keras.layers.Layer):
    def call(self, x):
        return _wrong_square(x)


def test_an_unguarded_log_fails_with_its_input_op_and_fix():
    with pytest.raises(AssertionError) as failure:
        testing.assert_finite_outputs(LogSoftplus(), SHAPE)
    message = str(failure.value)
    assert "'large (+-10000)'" in message and "'Log'" in message
    assert "test_testing_helpers.py" in message
    # The user's line, rewritten with an epsilon (diagnosis/op_fixes.py).
    assert "tf.math.log(tf.nn.softplus(x) + 1e-7)" in message
    testing.assert_numerically_safe(LogSoftplus(fixed=True), SHAPE)


def test_a_sqrt_at_zero_fails_on_its_gradient():
    testing.assert_finite_outputs(WithNorm(), SHAPE)  # the forward pass is fine
    with pytest.raises(AssertionError) as failure:
        testing.assert_finite_gradients(WithNorm(), SHAPE)
    message = str(failure.value)
    assert "'zeros'" in message and "'SqrtGrad'" in message and "'Sqrt'" in message
    assert "tf.sqrt(tf.reduce_sum(tf.square(x), axis=-1, keepdims=True) + 1e-12)" in message
    testing.assert_numerically_safe(WithNorm(fixed=True), SHAPE)


def test_a_float16_overflow_fails_in_float16_only():
    testing.assert_finite_outputs(Energy(), SHAPE, dtypes=("float32",))
    with pytest.raises(AssertionError) as failure:
        testing.assert_finite_outputs(Energy(), (None, 8), dtypes=("float16",))
    message = str(failure.value)
    assert "float16" in message and "65504" in message and "tf.cast(x, tf.float32)" in message
    testing.assert_finite_outputs(Energy(fixed=True), (None, 8), dtypes=("float32", "float16"))


def test_a_shape_that_breaks_at_batch_size_one():
    with pytest.raises(AssertionError) as failure:
        testing.assert_shapes(Score(), SHAPE, batch_sizes=(1, 2, 7))
    message = str(failure.value)
    assert "batch size 1" in message and "tf.squeeze(x, axis=-1)" in message
    testing.assert_shapes(Score(fixed=True), SHAPE, batch_sizes=(1, 2, 7))


def test_a_config_that_loses_an_argument():
    with pytest.raises(AssertionError) as failure:
        testing.assert_serializable(Scaled(scale=3.0, keep_config=False), SHAPE)
    assert "get_config" in str(failure.value)
    testing.assert_serializable(Scaled(scale=3.0), SHAPE)


def test_a_wrong_custom_gradient_differs_from_the_numerical_one():
    with pytest.raises(AssertionError) as failure:
        testing.assert_gradients_match_numeric(WrongGradient(), SHAPE)
    assert "numerical" in str(failure.value)
    testing.assert_gradients_match_numeric(keras.layers.Dense(3), SHAPE)


def test_a_loss_and_a_metric_at_their_domains_edge():
    def log_loss(y_true, y_pred):
        return -tf.reduce_mean(y_true * tf.math.log(y_pred) + (1 - y_true) * tf.math.log(1 - y_pred))

    def clipped_log_loss(y_true, y_pred):
        p = tf.clip_by_value(y_pred, 1e-7, 1 - 1e-7)
        return -tf.reduce_mean(y_true * tf.math.log(p) + (1 - y_true) * tf.math.log(1 - p))

    with pytest.raises(AssertionError) as failure:
        testing.assert_loss_safe(log_loss, (None, 4))
    assert "'Log'" in str(failure.value) and "tf.math.log(y_pred + 1e-7)" in str(failure.value)
    testing.assert_loss_safe(clipped_log_loss, (None, 4))

    class PositiveRate(keras.metrics.Metric):
        def __init__(self, safe=False, **kwargs):
            super().__init__(**kwargs)
            self.safe = safe
            self.hits = self.add_variable(shape=(), initializer="zeros", name="hits")
            self.count = self.add_variable(shape=(), initializer="zeros", name="count")

        def update_state(self, y_true, y_pred, sample_weight=None):
            self.hits.assign_add(tf.reduce_sum(tf.cast(y_pred > 0.5, tf.float32)))
            self.count.assign_add(tf.reduce_sum(tf.cast(y_true > 0.5, tf.float32)))

        def result(self):
            return tf.math.divide_no_nan(self.hits, self.count) if self.safe else self.hits / self.count

    with pytest.raises(AssertionError) as failure:
        testing.assert_metric_safe(PositiveRate(), (None, 3))
    assert "divide_no_nan" in str(failure.value)
    testing.assert_metric_safe(PositiveRate(safe=True), (None, 3))


class MixinTest(testing.ComponentAssertions, tf.test.TestCase):
    test_session = None  # tf.test.TestCase's old session helper: not a test (pytest would list it as skipped)

    def test_from_a_tf_test_case(self):
        self.assertNumericallySafe(LogSoftplus(fixed=True), SHAPE)
        self.assertShapes(Score(fixed=True), SHAPE)
        with self.assertRaises(AssertionError):
            self.assertShapes(Score(), SHAPE)


def test_the_demos_attention_layer_fails_unguarded_and_passes_fixed():
    sys.path.insert(0, os.path.join(REPO, "demo"))
    try:
        import custom_layer_test as demo
    finally:
        sys.path.pop(0)
    with pytest.raises(AssertionError) as failure:
        demo.check(demo.UnguardedAttention(units=8))
    message = str(failure.value)
    assert "'Exp'" in message and "custom_layer_test.py" in message and "e = tf.exp(" in message
    assert "tf.reduce_max(s, axis=-1, keepdims=True)" in message
    demo.check(demo.FixedAttention(units=8))
