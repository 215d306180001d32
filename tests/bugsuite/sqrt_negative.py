"""Bug: a custom layer computes the distance to a centre with
ops.sqrt(x - c) (a typo for the squared difference): negative values give
NaN at once. Fixed: ops.sqrt(ops.square(x - c) + 1e-6)."""
import sys
import keras
import numpy as np
from keras import ops
FIXED = "--fixed" in sys.argv

class Distance(keras.layers.Layer):
    def build(self, input_shape):
        self.centre = self.add_weight(shape=(input_shape[-1],), initializer="zeros", name="centre")
    def call(self, x):
        if FIXED:
            return ops.sqrt(ops.square(x - self.centre) + 1e-6)
        return ops.sqrt(x - self.centre)

rng = np.random.default_rng(24)
x = rng.normal(size=(400, 6)).astype("float32")
y = (np.linalg.norm(x, axis=1) > 2.3).astype("float32")
model = keras.Sequential([keras.Input(shape=(6,)), Distance(name="distance"),
                          keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.Adam(0.01), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=8, batch_size=20, verbose=0)
