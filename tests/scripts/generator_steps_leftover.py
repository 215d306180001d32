"""Bug: 979 images in batches of 16 from a PyDataset (as
ImageDataGenerator.flow_from_directory hands them out: 62 batches, the last
of 3), fit with steps_per_epoch = 979 // 16 = 61. Keras keeps the iterator
across epochs: every second epoch gets only the 1 leftover batch ("Your
input ran out of data"). Fixed: steps_per_epoch=len(train)."""

import math
import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv


class Images(keras.utils.PyDataset):
    def __init__(self, x, y, batch_size, **kwargs):
        super().__init__(**kwargs)
        self.x, self.y, self.batch_size = x, y, batch_size

    def __len__(self):
        return math.ceil(len(self.x) / self.batch_size)

    def __getitem__(self, i):
        rows = slice(i * self.batch_size, (i + 1) * self.batch_size)
        return self.x[rows], self.y[rows]


rng = np.random.default_rng(11)
y = rng.integers(0, 2, size=979).astype("int32")
x = (rng.uniform(size=(979, 12, 12, 1)) + 0.5 * y[:, None, None, None]).astype("float32")  # class 1 is brighter
train = Images(x, y, batch_size=16)

model = keras.Sequential([
    keras.Input(shape=(12, 12, 1)),
    keras.layers.Conv2D(8, 3, activation="relu"),
    keras.layers.Flatten(),
    keras.layers.Dense(2, activation="softmax", name="label"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train, epochs=4, steps_per_epoch=len(train) if FIXED else 979 // 16, verbose=2)
