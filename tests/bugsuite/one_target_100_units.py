"""Bug: a yes/no target per sample, y of shape (N, 1), into a Dense(100)
head under mse: the loss broadcasts each sample's one target across the
100 outputs and trains on that without an error, every unit learning the
same number. Fixed: one unit for one number."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(7)
x = rng.normal(size=(600, 20)).astype("float32")
y = (x[:, :5].sum(axis=1, keepdims=True) > 0).astype("float32")  # (600, 1): 0 or 1

model = keras.Sequential([
    keras.Input(shape=(20,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(1 if FIXED else 100, name="score"),
])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, epochs=8, batch_size=25, verbose=0)
