"""Bug: a contrastive embedding whose loss compares every pair in the batch
(a (batch, batch, dim) difference tensor), trained with the whole
dataset as one batch: 65,536 x 65,536 x 16 floats is 256 GiB, and the
first step dies with ResourceExhaustedError. Fixed: batch_size=256."""

import sys

import keras
import numpy as np
from keras import ops

FIXED = "--fixed" in sys.argv


class PairwiseDistances(keras.layers.Layer):
    def call(self, embeddings):
        diff = embeddings[:, None, :] - embeddings[None, :, :]
        return ops.mean(ops.sqrt(ops.sum(diff * diff, axis=-1) + 1e-9), axis=-1, keepdims=True)


rng = np.random.default_rng(9)
points = rng.normal(size=(65536, 8)).astype("float32")
spread = np.linalg.norm(points, axis=1, keepdims=True).astype("float32")

inputs = keras.Input(shape=(8,))
embedding = keras.layers.Dense(16, name="embed")(inputs)
outputs = PairwiseDistances(name="pairwise")(embedding)
model = keras.Model(inputs, outputs)
model.compile(optimizer="adam", loss="mse")
model.fit(points, spread, batch_size=256 if FIXED else len(points), epochs=1,
          steps_per_epoch=6 if FIXED else None, verbose=0)
