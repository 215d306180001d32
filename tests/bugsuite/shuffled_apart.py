"""Bug: features and labels shuffled with two separate np.random.shuffle
calls: every label now belongs to another row, and the classifier stays
at chance however long it trains. Fixed: one permutation for both."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(14)
y = rng.integers(0, 4, size=640)
x = (np.eye(4)[y] * 2.0 + rng.normal(scale=0.6, size=(640, 4))).astype("float32")
if FIXED:
    order = np.random.permutation(len(x))
    x, y = x[order], y[order]
else:
    np.random.shuffle(x)
    np.random.shuffle(y)

model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(16, activation="relu"),
                          keras.layers.Dense(4, activation="softmax", name="label")])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=32, verbose=0)
