"""Bug: a four-class "sensor reading" classifier fed by a tf.data pipeline
over records stored sorted by class (as exported class by class), batched
with no shuffle: consecutive batches each hold one class, and each epoch
pulls the model from class to class. Fixed: .shuffle(len(x)) before
.batch."""

import sys

import keras
import numpy as np
import tensorflow as tf

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(21)
centers = rng.normal(size=(4, 24)) * 1.5
y = np.repeat(np.arange(4), 600)  # stored class by class
x = (centers[y] + rng.normal(size=(len(y), 24))).astype("float32")

dataset = tf.data.Dataset.from_tensor_slices((x, y))
if FIXED:
    dataset = dataset.shuffle(len(x))
dataset = dataset.batch(32).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(24,)),
    keras.layers.Dense(48, activation="relu"),
    keras.layers.Dense(4, activation="softmax", name="reading"),
])
model.compile(optimizer=keras.optimizers.SGD(0.05), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(dataset, epochs=3, verbose=0)
