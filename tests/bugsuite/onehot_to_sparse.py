"""Bug: labels one-hot encoded with to_categorical, then the loss of the
tutorial, sparse_categorical_crossentropy, which wants class ids: the
shapes (batch, 4) and (batch, 4) look alike but the loss takes the
one-hot rows as 4 class ids each. Fixed: categorical_crossentropy."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(12)
genre = rng.integers(0, 4, size=400)
x = (np.eye(4)[genre] * 1.5 + rng.normal(scale=0.8, size=(400, 4))).astype("float32")
y = keras.utils.to_categorical(genre, num_classes=4)

model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(16, activation="relu"),
                          keras.layers.Dense(4, activation="softmax", name="genre")])
model.compile(optimizer="adam", loss="categorical_crossentropy" if FIXED else "sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, epochs=4, batch_size=16, verbose=0)
