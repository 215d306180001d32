"""Bug: a CNN on 0..255 pixel values, not divided by 255, trained with SGD:
the first convolution's outputs are in the thousands and the loss blows
up. Fixed: x / 255.0."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(16)
y = rng.integers(0, 2, size=384)
images = rng.integers(0, 100, size=(384, 10, 10, 1)).astype("float32")
images[y == 1, 3:7, 3:7, 0] += 150  # a bright square in class 1
x = images / 255.0 if FIXED else images

model = keras.Sequential([
    keras.Input(shape=(10, 10, 1)),
    keras.layers.Conv2D(8, 3, activation="relu", name="conv_in"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(2, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.05, momentum=0.9), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=32, verbose=0)
