"""Bug: a small Conv1D model regressing a signal's energy, trained with
fit(steps_per_epoch=40) on a tf.data pipeline of 640 windows in batches of
64 (10 batches) with no .repeat(): every epoch ends after 10 steps ("Your
input ran out of data", a warning only). Fixed: .repeat() after .batch."""

import sys

import keras
import numpy as np
import tensorflow as tf

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(5)
x = rng.normal(size=(640, 50, 2)).astype("float32")
y = np.mean(x ** 2, axis=(1, 2)).astype("float32")

dataset = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(640).batch(64)
if FIXED:
    dataset = dataset.repeat()
dataset = dataset.prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(50, 2)),
    keras.layers.Conv1D(8, 5, activation="relu"),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(1, name="energy"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="mse")
model.fit(dataset, epochs=4, steps_per_epoch=40, verbose=0)
