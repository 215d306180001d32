"""Bug: a tiny causal decoder (two blocks, learned positions) on a
synthetic sequence task, trained with AdamW at 3e-1, no warmup: a rate
copied from an SGD example, 1000x what Adam-family optimizers use on
transformers. Every step moves each weight by about 0.3, the query and key
weights grow with the rest, and the model answers at chance (~0.01).
Fixed: AdamW at 3e-4 (nanoGPT's default for small GPTs) after a linear
warmup."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv
keras.utils.set_random_seed(3)

rng = np.random.default_rng(3)
vocab, seq, d, n = 96, 24, 64, 2048
# Each token is the one three places back, plus one (mod vocab): the model
# has to find the token three back with attention and positions.
start = rng.integers(0, vocab, size=(n, 3))
tokens = np.zeros((n, seq + 1), dtype="int32")
tokens[:, :3] = start
for t in range(3, seq + 1):
    tokens[:, t] = (tokens[:, t - 3] + 1) % vocab
x, y = tokens[:, :-1], tokens[:, 1:]


class PositionalEmbedding(keras.layers.Layer):
    def __init__(self, vocab, seq, d, **kwargs):
        super().__init__(**kwargs)
        self.tokens = keras.layers.Embedding(vocab, d)
        self.positions = keras.layers.Embedding(seq, d)

    def call(self, ids):
        return self.tokens(ids) + self.positions(keras.ops.arange(keras.ops.shape(ids)[1]))


def decoder_block(h, name):
    a = keras.layers.LayerNormalization(name=f"{name}_ln1")(h)
    a = keras.layers.MultiHeadAttention(4, d // 4, name=f"{name}_attn")(a, a, use_causal_mask=True)
    h = h + a
    m = keras.layers.LayerNormalization(name=f"{name}_ln2")(h)
    m = keras.layers.Dense(4 * d, activation="gelu", name=f"{name}_mlp_in")(m)
    return h + keras.layers.Dense(d, name=f"{name}_mlp_out")(m)


inp = keras.Input((seq,), dtype="int32")
h = PositionalEmbedding(vocab, seq, d, name="embed")(inp)
for i in range(2):
    h = decoder_block(h, f"block{i}")
logits = keras.layers.Dense(vocab, name="lm_head")(keras.layers.LayerNormalization(name="ln_f")(h))
model = keras.Model(inp, logits)

batch, epochs = 32, 6
if FIXED:
    # 3e-4: nanoGPT's train.py for small GPTs (GPT-3's table gives 6e-4 at
    # 125M), reached over a linear warmup of 100 steps.
    rate = keras.optimizers.schedules.PolynomialDecay(0.0, 100, 3e-4, power=1.0)
else:
    rate = 3e-1
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=rate, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
history = model.fit(x, y, batch_size=batch, epochs=epochs, verbose=0)
print("accuracy", round(history.history["accuracy"][-1], 3))
