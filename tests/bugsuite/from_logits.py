"""Bug: a digit-like classifier whose last Dense has no activation, compiled
with the default SparseCategoricalCrossentropy(), which expects
probabilities: the raw outputs are clipped as if they were. Fixed:
from_logits=True."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(8)
centers = rng.normal(size=(5, 16)) * 2
y = rng.integers(0, 5, size=700)
x = (centers[y] + rng.normal(size=(700, 16))).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(16,)),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(5, name="scores"),
])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=FIXED),
              metrics=["accuracy"])
model.fit(x, y, epochs=5, batch_size=32, verbose=0)
