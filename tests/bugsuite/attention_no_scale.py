"""Bug: a hand-written self-attention layer (d = 256) whose scores are
q @ k^T without the 1/sqrt(d): with LayerNorm'd inputs each score spreads
as sqrt(256) = 16, the largest is ~50 at the first step and the softmax
is one-hot from the start. Fixed: the scores divided by sqrt(d), as
"Attention Is All You Need" (section 3.2.1) writes them."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

VOCAB, LENGTH, D = 40, 24, 256


class SelfAttention(keras.layers.Layer):
    def __init__(self, d, **kwargs):
        super().__init__(**kwargs)
        self.d = d
        self.q = keras.layers.Dense(d)
        self.k = keras.layers.Dense(d)
        self.v = keras.layers.Dense(d)

    def call(self, x):
        q, k, v = self.q(x), self.k(x), self.v(x)
        scores = keras.ops.matmul(q, keras.ops.transpose(k, (0, 2, 1)))
        if FIXED:
            scores = scores / keras.ops.sqrt(keras.ops.cast(self.d, scores.dtype))
        weights = keras.ops.softmax(scores, axis=-1)
        return keras.ops.matmul(weights, v)


rng = np.random.default_rng(7)
x = rng.integers(1, VOCAB, size=(1024, LENGTH)).astype("int32")
y = (np.sum(x < VOCAB // 2, axis=1) > LENGTH // 2).astype("int32")  # mostly low tokens?

inputs = keras.Input(shape=(LENGTH,), dtype="int32")
h = keras.layers.Embedding(VOCAB, D)(inputs)
h = keras.layers.LayerNormalization()(h)
h = SelfAttention(D, name="self_attention")(h)
h = keras.layers.GlobalAveragePooling1D()(h)
outputs = keras.layers.Dense(2, activation="softmax", name="label")(h)
model = keras.Model(inputs, outputs)
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=4, verbose=2)
