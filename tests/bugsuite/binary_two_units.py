"""Bug: a binary classifier with a 2-unit softmax head trained with
binary_crossentropy on labels of shape (batch, 1): the loss broadcasts
the one label over both units without an error, asking both
probabilities to be 1 for class 1. Fixed: Dense(1, activation="sigmoid")."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(13)
x = rng.normal(size=(500, 6)).astype("float32")
y = ((x[:, 0] + 0.5 * x[:, 1]) > 0).astype("float32").reshape(-1, 1)

model = keras.Sequential([
    keras.Input(shape=(6,)),
    keras.layers.Dense(16, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid", name="out") if FIXED
    else keras.layers.Dense(2, activation="softmax", name="out"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=4, batch_size=20, verbose=0)
