"""Bug: a small transformer classifying token sequences (does the marker
token appear in the first half or the second?), the training set made by
concatenating shards, one of which (a batch's worth of records) was
written with its labels scrambled; no shuffling, to keep the shards in
order. At that batch, every epoch, the loss spikes. Fixed: the shard's
records dropped (its labels cannot be trusted), data shuffled."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv
keras.utils.set_random_seed(11)

rng = np.random.default_rng(11)
n, seq, vocab, marker = 3200, 20, 50, 1
x = rng.integers(2, vocab, size=(n, seq)).astype("int32")
where = rng.integers(0, seq, size=n)
x[np.arange(n), where] = marker
y = (where >= seq // 2).astype("int32")
shard = slice(40 * 32, 41 * 32)
y_bad = y.copy()
y_bad[shard] = 1 - y[shard]  # scrambled: every label flipped
if FIXED:
    keep = np.ones(n, bool)
    keep[shard] = False
    x, y_bad = x[keep], y[keep]

inp = keras.Input((seq,), dtype="int32")
h = keras.layers.Embedding(vocab, 32)(inp) + keras.layers.Embedding(seq, 32)(keras.ops.arange(seq))
a = keras.layers.LayerNormalization()(h)
h = h + keras.layers.MultiHeadAttention(2, 16)(a, a)
h = keras.layers.GlobalAveragePooling1D()(keras.layers.LayerNormalization()(h))
out = keras.layers.Dense(2, name="half")(h)
model = keras.Model(inp, out)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y_bad, batch_size=32, epochs=4, verbose=0, shuffle=FIXED)
