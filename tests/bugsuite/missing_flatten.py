"""Bug: a small CNN for 10 classes with no Flatten between the last
convolution and the Dense head: Dense acts on the last axis only, so the
model's output is (batch, 6, 6, 10), not (batch, 10), and the sparse
categorical loss refuses integer labels of shape (batch,). Fixed:
Flatten before the head."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

x_train = np.random.rand(320, 16, 16, 1).astype("float32")
y_train = np.random.randint(0, 10, size=(320,))
x_train[np.arange(320), y_train, y_train, 0] += 3.0  # each class lights a pixel of its own

layers = [keras.Input(shape=(16, 16, 1)),
          keras.layers.Conv2D(8, 3, activation="relu"),
          keras.layers.MaxPooling2D(),
          keras.layers.Conv2D(16, 2, activation="relu")]
if FIXED:
    layers.append(keras.layers.Flatten())
layers.append(keras.layers.Dense(10, activation="softmax", name="classifier"))
model = keras.Sequential(layers)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, epochs=3, batch_size=32, verbose=0)
