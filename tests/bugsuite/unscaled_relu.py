"""Bug: 8x8 grey images fed as raw pixel values (0..255) into a ReLU MLP
with SGD: the first layer's pre-activations are hundreds of times too
large and the first updates kill most ReLUs (the loss still falls, on the
few units left). Fixed: a
Normalization layer, adapted to the training images, in front."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(5)
n = 800
labels = rng.integers(0, 3, size=n)
images = rng.uniform(0, 120, size=(n, 8, 8))
for i, label in enumerate(labels):  # a bright bar: a row, a column or the diagonal
    if label == 0:
        images[i, 3, :] += 130
    elif label == 1:
        images[i, :, 3] += 130
    else:
        images[i, np.arange(8), np.arange(8)] += 130
x = images.reshape(n, 64).astype("float32")

inputs = keras.Input(shape=(64,))
h = inputs
if FIXED:
    norm = keras.layers.Normalization(axis=-1)
    norm.adapt(x)
    h = norm(h)
h = keras.layers.Dense(64, activation="relu", name="dense_in")(h)
h = keras.layers.Dense(32, activation="relu")(h)
outputs = keras.layers.Dense(3, activation="softmax")(h)
model = keras.Model(inputs, outputs)
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, labels, epochs=6, batch_size=32, verbose=0)
