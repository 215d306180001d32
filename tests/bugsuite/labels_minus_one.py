"""Bug: labels in {-1, +1} (from an SVM example) fed to a sigmoid unit with
binary cross-entropy, which wants 0/1: the loss goes negative. Fixed:
y = (y + 1) / 2."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(41)
x = rng.normal(size=(500, 6)).astype("float32")
y = np.where(x[:, 0] - x[:, 2] > 0, 1.0, -1.0).astype("float32")
if FIXED:
    y = (y + 1) / 2
model = keras.Sequential([keras.Input(shape=(6,)), keras.layers.Dense(16, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid", name="decision")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=5, batch_size=25, verbose=0)
