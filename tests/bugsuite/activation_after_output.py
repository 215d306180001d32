"""Bug: copied from a 10-class MNIST tutorial onto a 3-class problem: the
output Dense keeps its 10 units, followed by a separate
Activation("softmax"), while the labels are one-hot over 3 classes.
Fixed: Dense(3) (the Activation is fine as it is)."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(1)
classes = rng.integers(0, 3, size=300)
features = (rng.normal(size=(300, 4)) + classes[:, None]).astype("float32")
labels = keras.utils.to_categorical(classes, 3)

model = keras.Sequential([
    keras.Input(shape=(4,)),
    keras.layers.Dense(16, activation="relu"),
    keras.layers.Dense(3 if FIXED else 10, name="scores"),
    keras.layers.Activation("softmax"),
])
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(features, labels, epochs=10, batch_size=16, verbose=0)
