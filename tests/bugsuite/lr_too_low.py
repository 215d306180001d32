"""Bug: a small CNN on 12x12 images with SGD at 1e-5, a thousand times too
low: the weights barely move and the loss stays where it began. Fixed:
SGD(learning_rate=1e-2, momentum=0.9)."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(7)
n = 640
y = rng.integers(0, 2, size=n)
x = rng.normal(size=(n, 12, 12, 1)).astype("float32") * 0.5
x[y == 1, 2:10, 5:7, 0] += 1.5  # a vertical stroke in class 1
x[y == 0, 5:7, 2:10, 0] += 1.5  # a horizontal one in class 0

model = keras.Sequential([
    keras.Input(shape=(12, 12, 1)),
    keras.layers.Conv2D(8, 3, activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(16, 3, activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(2),
])
optimizer = keras.optimizers.SGD(learning_rate=1e-2, momentum=0.9) if FIXED else keras.optimizers.SGD(1e-5)
model.compile(optimizer=optimizer, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, epochs=5, batch_size=32, verbose=0)
