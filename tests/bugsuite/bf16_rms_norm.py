"""Bug: a hand-written RMSNorm in a mixed_bfloat16 model takes the mean of
the squares over its 256 features in bfloat16 (8 bits of mantissa: each
square is below the mean's last bit, and the scale is good to 1 part in
256). Fixed: the norm computed in float32, cast back (as Keras's own
LayerNormalization does)."""
import sys
import keras
import numpy as np
from keras import ops
FIXED = "--fixed" in sys.argv

keras.mixed_precision.set_global_policy("mixed_bfloat16")


class RMSNorm(keras.layers.Layer):
    def build(self, input_shape):
        self.scale = self.add_weight(shape=(input_shape[-1],), initializer="ones", name="scale")

    def call(self, x):
        if FIXED:
            x32 = ops.cast(x, "float32")
            normed = x32 * ops.rsqrt(ops.mean(ops.square(x32), axis=-1, keepdims=True) + 1e-6)
            return ops.cast(normed, x.dtype) * ops.cast(self.scale, x.dtype)
        return x * ops.rsqrt(ops.mean(ops.square(x), axis=-1, keepdims=True) + 1e-6) * ops.cast(self.scale, x.dtype)


rng = np.random.default_rng(31)
x = rng.normal(size=(512, 24)).astype("float32")
y = (x[:, :3].sum(axis=1) > 0).astype("int32") + (x[:, 3] > 0.5).astype("int32")
model = keras.Sequential([
    keras.Input(shape=(24,)),
    keras.layers.Dense(256, activation="gelu"),
    RMSNorm(name="rms_norm"),
    keras.layers.Dense(64, activation="gelu"),
    keras.layers.Dense(3, dtype="float32"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=32, verbose=0)
keras.mixed_precision.set_global_policy("float32")
