"""Bug: 28x28 grayscale digits into Dense layers with no Flatten: Dense
works on the last axis only, so the model's output is (batch, 28, 10),
one row per image row, while the labels from to_categorical are one-hot
rows (batch, 10); categorical cross-entropy refuses the two ranks.
Fixed: Flatten before the first Dense."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(44)
digits = rng.integers(0, 10, size=640)
images = rng.random((640, 28, 28)).astype("float32") * 0.5
images[np.arange(640), 2 * digits + 4, 4:24] += 0.5  # each digit draws a stroke on its own row
labels = keras.utils.to_categorical(digits, 10)

model = keras.Sequential()
model.add(keras.Input(shape=(28, 28)))
if FIXED:
    model.add(keras.layers.Flatten())
model.add(keras.layers.Dense(128, activation="relu", name="hidden"))
model.add(keras.layers.Dense(10, activation="softmax", name="digit"))
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(images, labels, epochs=4, batch_size=32, verbose=0)
