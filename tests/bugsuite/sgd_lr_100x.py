"""Bug: a small ReLU classifier of four kinds of sensor readings trained
with plain SGD at learning_rate=2.0, a hundred times the usual 0.02: the
loss still falls, but every step moves the weights by 3% and more of
themselves, and it falls noisily (a window's median doubles on the way).
Fixed: learning_rate=0.02."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(281)
centers = rng.normal(0, 1.0, size=(4, 10))
labels = rng.integers(0, 4, size=1200)
x = (centers[labels] + rng.normal(0, 1.0, size=(1200, 10))).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(10,)),
    keras.layers.Dense(32, activation="relu", name="hidden"),
    keras.layers.Dense(4, activation="softmax", name="kind"),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.02 if FIXED else 2.0),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, labels, epochs=8, batch_size=24, verbose=0)
