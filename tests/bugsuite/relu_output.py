"""Bug: a 3-class classifier whose last Dense has activation="relu" and a
categorical cross-entropy loss: its outputs are not probabilities (zero
or above one), the loss is log of clipped values and training goes
nowhere. Fixed: activation="softmax"."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(15)
kind = rng.integers(0, 3, size=450)
x = (np.eye(3)[kind] * 2.0 + rng.normal(scale=0.7, size=(450, 3))).astype("float32")
y = keras.utils.to_categorical(kind, 3)

model = keras.Sequential([
    keras.Input(shape=(3,)),
    keras.layers.Dense(16, activation="relu"),
    keras.layers.Dense(3, activation="softmax" if FIXED else "relu", name="output"),
])
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=5, batch_size=15, verbose=0)
