"""Bug: a deep MLP with sigmoid in every hidden layer and SGD: the gradient
shrinks by ~4x per layer on its way back, the first layers barely learn.
Fixed: ReLU with He initialisation."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(7)
x = rng.normal(size=(640, 10)).astype("float32")
y = (x[:, 0] * x[:, 1] + x[:, 2] > 0).astype("int32")

model = keras.Sequential([keras.Input(shape=(10,))])
for i in range(10):
    if FIXED:
        model.add(keras.layers.Dense(32, activation="relu", kernel_initializer="he_normal", name=f"hidden_{i}"))
    else:
        model.add(keras.layers.Dense(32, activation="sigmoid", name=f"hidden_{i}"))
model.add(keras.layers.Dense(2, activation="softmax"))
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.05), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, epochs=4, batch_size=32, verbose=0)
