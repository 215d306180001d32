"""Custom components tested (tb_trainhealth.testing): an attention layer
whose hand-written softmax and log are unguarded fails its test, the
fixed layer passes. Not one of the demo's training runs.

Run: `python demo/custom_layer_test.py`, which prints both outcomes (the
unguarded layer's failure message, as a user gets it), or
`python -m pytest demo/custom_layer_test.py -q -rx` (the unguarded test is
marked as expected to fail).
"""

import keras
import pytest
import tensorflow as tf

from tb_trainhealth import testing


@keras.saving.register_keras_serializable("demo")
class UnguardedAttention(keras.layers.Layer):
    """Scaled dot-product self-attention that returns, beside the values, the
    attention's log-probabilities. Its softmax is written by hand: exp of
    raw scores overflows for large inputs, and log(p) is -Inf where p
    underflows to 0."""

    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def build(self, input_shape):
        d = input_shape[-1]
        self.q = self.add_weight(shape=(d, self.units), name="q")
        self.k = self.add_weight(shape=(d, self.units), name="k")
        self.v = self.add_weight(shape=(d, self.units), name="v")

    def scores(self, x):
        q, k = tf.matmul(x, self.q), tf.matmul(x, self.k)
        return tf.matmul(q, k, transpose_b=True) / tf.sqrt(tf.cast(self.units, x.dtype))

    def call(self, x):
        s = self.scores(x)
        e = tf.exp(s)
        p = e / tf.reduce_sum(e, axis=-1, keepdims=True)
        log_p = tf.math.log(p)
        return tf.matmul(p, tf.matmul(x, self.v)) + tf.reduce_mean(log_p, axis=-1, keepdims=True)

    def get_config(self):
        return {**super().get_config(), "units": self.units}


@keras.saving.register_keras_serializable("demo")
class FixedAttention(UnguardedAttention):
    """The same layer, stable: the max is subtracted before exp (softmax is
    shift-invariant) and log-probabilities come from log_softmax."""

    def call(self, x):
        s = self.scores(x)
        p = tf.nn.softmax(s, axis=-1)
        log_p = tf.nn.log_softmax(s, axis=-1)
        return tf.matmul(p, tf.matmul(x, self.v)) + tf.reduce_mean(log_p, axis=-1, keepdims=True)


INPUT_SHAPE = (None, 5, 8)


def check(layer):
    testing.assert_numerically_safe(layer, INPUT_SHAPE, dtypes=("float32",))
    testing.assert_shapes(layer, INPUT_SHAPE, batch_sizes=(1, 2, 7))
    testing.assert_gradients_match_numeric(layer, INPUT_SHAPE)
    testing.assert_serializable(layer, INPUT_SHAPE)


@pytest.mark.xfail(strict=True, raises=AssertionError, reason="the unguarded layer's test fails: that is the demo")
def test_unguarded_attention():
    check(UnguardedAttention(units=8))


def test_fixed_attention():
    check(FixedAttention(units=8))


if __name__ == "__main__":
    for layer in (UnguardedAttention(units=8), FixedAttention(units=8)):
        try:
            check(layer)
            print(f"{type(layer).__name__}: PASS")
        except AssertionError as failure:
            print(f"{type(layer).__name__}: FAIL\n{failure}\n")
