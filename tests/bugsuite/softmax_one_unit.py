"""Bug: a churn classifier (yes/no) with a softmax over its one output unit.
The softmax of one number is always 1.0: the model predicts "churn" for
everyone and never learns. Fixed: a sigmoid output."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(3)
tenure = rng.uniform(0, 1, size=(600, 1))
charges = rng.uniform(0, 1, size=(600, 1))
calls = rng.uniform(0, 1, size=(600, 1))
x = np.hstack([tenure, charges, calls, rng.normal(size=(600, 3)) * 0.3]).astype("float32")
y = ((charges - tenure + 0.5 * calls + rng.normal(size=(600, 1)) * 0.1) > 0.2).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(6,)),
    keras.layers.Dense(12, activation="relu"),
    keras.layers.Dense(8, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid" if FIXED else "softmax", name="churn"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=8, batch_size=16, verbose=0)
