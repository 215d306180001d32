"""Bug (issue #18): three classes labelled 0/1/2 fed to one sigmoid unit with
binary cross-entropy. The shapes fit, so nothing crashes, but the loss goes
negative on label 2. Fixed: three softmax units and a sparse categorical
loss."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(9)
y = rng.integers(0, 3, size=450)
x = (np.eye(3)[y] * 2 + rng.normal(size=(450, 3)) * 0.7).astype("float32")
x = np.hstack([x, rng.normal(size=(450, 2))]).astype("float32")

model = keras.Sequential([keras.Input(shape=(5,)), keras.layers.Dense(16, activation="relu")])
if FIXED:
    model.add(keras.layers.Dense(3, activation="softmax", name="species"))
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
else:
    model.add(keras.layers.Dense(1, activation="sigmoid", name="species"))
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=15, verbose=0)
