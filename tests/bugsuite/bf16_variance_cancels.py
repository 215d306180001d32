"""Bug: a hand-written per-row normalisation of raw temperatures (Kelvin,
~290) takes the variance as E[x^2] - E[x]^2 in a mixed_bfloat16 model: x^2
is ~84,000, where bfloat16 steps by 512, so the difference of the two means
is rounding noise (a few degrees squared lost below 512) and goes negative,
and rsqrt of a negative is NaN. Fixed: the layer computed in float32
(dtype="float32" on its constructor), as Keras's own norms are."""
import sys
import keras
import numpy as np
from keras import ops
FIXED = "--fixed" in sys.argv

keras.mixed_precision.set_global_policy("mixed_bfloat16")


class FeatNorm(keras.layers.Layer):
    def build(self, input_shape):
        self.gamma = self.add_weight(shape=(input_shape[-1],), initializer="ones", name="gamma")
        self.beta = self.add_weight(shape=(input_shape[-1],), initializer="zeros", name="beta")

    def call(self, x):
        mean = ops.mean(x, axis=-1, keepdims=True)
        var = ops.mean(ops.square(x), axis=-1, keepdims=True) - ops.square(mean)
        return (x - mean) * ops.rsqrt(var + 1e-5) * self.gamma + self.beta


rng = np.random.default_rng(44)
# 16 sensors per row: a room at 280-300 K and a gradient across the sensors.
base = rng.uniform(280, 300, size=(640, 1))
slope = rng.normal(size=(640, 1))
x = (base + slope * np.linspace(-4, 4, 16) + rng.normal(scale=0.5, size=(640, 16))).astype("float32")
y = (slope[:, 0] > 0).astype("float32")
model = keras.Sequential([
    keras.Input(shape=(16,)),
    FeatNorm(name="feat_norm", dtype="float32" if FIXED else None),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid", dtype="float32"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=32, verbose=0)
keras.mixed_precision.set_global_policy("float32")
