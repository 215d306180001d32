"""Bug: hand-written attention pooling in a mixed_float16 model takes
exp(score / 0.07) with a sharp temperature: a score past 0.78 makes
exp(...) pass float16's 65504 (exp(11.09)), Inf / Inf is NaN, and the NaN
is made inside the pooling layer from finite inputs. Fixed: the stable
softmax, the largest score subtracted before exp (every term at most 1)."""
import sys
import keras
import numpy as np
from keras import ops
FIXED = "--fixed" in sys.argv

keras.mixed_precision.set_global_policy("mixed_float16")


class AttentionPool(keras.layers.Layer):
    def __init__(self, temperature=0.07, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature

    def build(self, input_shape):
        self.query = self.add_weight(shape=(input_shape[-1],), initializer="ones", name="query")

    def call(self, x):
        scores = ops.sum(x * ops.cast(self.query, x.dtype), axis=-1) / self.temperature   # (batch, steps)
        if FIXED:
            scores = scores - ops.max(scores, axis=-1, keepdims=True)
        e = ops.exp(scores)
        weights = e / ops.sum(e, axis=-1, keepdims=True)
        return ops.sum(weights[..., None] * x, axis=1)


rng = np.random.default_rng(45)
x = rng.normal(size=(800, 20, 8)).astype("float32")
spike = rng.random(800) < 0.5
x[spike, rng.integers(0, 20, size=spike.sum()), 0] += 4.0
y = spike.astype("float32")
model = keras.Sequential([
    keras.Input(shape=(20, 8)),
    keras.layers.Dense(32, activation="tanh"),
    AttentionPool(name="attn_pool"),
    keras.layers.Dense(1, activation="sigmoid", dtype="float32"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=32, verbose=0)
keras.mixed_precision.set_global_policy("float32")
