"""A pipeline debugged with tf.data.experimental.enable_debug_mode() and
the call left in: every transformation then runs synchronously, one element
at a time. `--fixed`: the same script without the call.

Run: tb-trainhealth run pipeline_debug_mode.py [--fixed]"""

import sys

import keras
import numpy as np
import tensorflow as tf

if "--fixed" not in sys.argv:
    tf.data.experimental.enable_debug_mode()

rng = np.random.default_rng(0)
features = rng.normal(size=(512, 12)).astype("float32")
labels = (features.sum(axis=1) > 0).astype("int32")


def normalize(x, y):
    return (x - tf.reduce_mean(x)) / (tf.math.reduce_std(x) + 1e-6), y


train = (
    tf.data.Dataset.from_tensor_slices((features, labels))
    .shuffle(512, seed=0)
    .map(normalize, num_parallel_calls=tf.data.AUTOTUNE)
    .batch(32)
    .prefetch(tf.data.AUTOTUNE)
)
model = keras.Sequential([keras.Input((12,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(2)])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(train, epochs=2, verbose=0)
