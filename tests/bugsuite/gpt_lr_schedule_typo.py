"""Bug: a tiny GPT-style language model trained on character-level text
with a step schedule meant to drop the rate tenfold after 90 steps; the
values are written the wrong way round (PiecewiseConstantDecay boundaries
[90], values [1e-3, 1e-2]), so at step 90 the rate jumps tenfold instead
and the loss spikes. Fixed: values [1e-3, 1e-4]."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv
keras.utils.set_random_seed(4)

# Character-level "text": words from a small lexicon, spaces between.
rng = np.random.default_rng(4)
words = ["the", "model", "learns", "to", "predict", "next", "token", "from", "context", "and", "attention"]
text = " ".join(rng.choice(words, size=24000))
chars = sorted(set(text))
ids = np.array([chars.index(c) for c in text], dtype="int32")
seq = 24
n = len(ids) // (seq + 1)
blocks = ids[: n * (seq + 1)].reshape(n, seq + 1)
x, y = blocks[:, :-1], blocks[:, 1:]

vocab, d = len(chars), 48
inp = keras.Input((seq,), dtype="int32")
h = keras.layers.Embedding(vocab, d)(inp)
h = h + keras.layers.Embedding(seq, d)(keras.ops.arange(seq))
for i in range(2):
    a = keras.layers.LayerNormalization()(h)
    a = keras.layers.MultiHeadAttention(num_heads=4, key_dim=d // 4)(a, a, use_causal_mask=True)
    h = h + a
    f = keras.layers.LayerNormalization()(h)
    f = keras.layers.Dense(4 * d, activation="gelu")(f)
    h = h + keras.layers.Dense(d)(f)
out = keras.layers.Dense(vocab)(keras.layers.LayerNormalization()(h))
model = keras.Model(inp, out)

lr = keras.optimizers.schedules.PiecewiseConstantDecay([90], [1e-3, 1e-4] if FIXED else [1e-3, 1e-2])
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=lr),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=4, verbose=0)
