"""Bug: a tiny causal language model (Embedding, LSTM, a softmax over the
vocabulary at every position) trained with `model.fit(x, y)` where
`y = x`: the labels were never shifted, so each position's label is its
own input token. The loss falls to ~0 and accuracy to 1.0 in two epochs,
and nothing was learnt about the next token. Fixed: the label at t is the
token at t + 1 (`x, y = seqs[:, :-1], seqs[:, 1:]`)."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

VOCAB, LENGTH = 32, 21
rng = np.random.default_rng(3)
# Counting sequences: a random start and stride (1..3), modulo the vocabulary.
start = rng.integers(0, VOCAB, size=(1024, 1))
stride = rng.integers(1, 4, size=(1024, 1))
seqs = ((start + stride * np.arange(LENGTH)) % VOCAB).astype("int32")

if FIXED:
    x, y = seqs[:, :-1], seqs[:, 1:]
else:
    x, y = seqs, seqs

model = keras.Sequential([
    keras.Input(shape=(None,), dtype="int32"),
    keras.layers.Embedding(VOCAB, 32),
    keras.layers.LSTM(64, return_sequences=True),
    keras.layers.Dense(VOCAB, activation="softmax", name="next_token"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-2), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=4, verbose=2)
