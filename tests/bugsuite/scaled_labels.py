"""Bug (issue #18): the whole array divided by 255, labels included, before
a sparse categorical loss: the labels 0..9 become 0..0.035 and are cast to
class 0. Fixed: only the pixels are scaled."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(10)
labels = rng.integers(0, 10, size=600)
pixels = rng.integers(0, 120, size=(600, 36)).astype("float32")
pixels[np.arange(600), labels * 3] = 255.0  # each class lights its own pixel
data = np.hstack([pixels, labels[:, None].astype("float32")])
if FIXED:
    x, y = data[:, :-1] / 255.0, data[:, -1].astype("int32")
else:
    data = data / 255.0
    x, y = data[:, :-1], data[:, -1]

model = keras.Sequential([
    keras.Input(shape=(36,)),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(10, activation="softmax", name="digit"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=20, verbose=0)
