"""Bug: a decoder-only transformer over byte tokens (vocabulary 256) with
AdamW at 0.3 from the first step, no warmup: AdamW moves every weight by
about the rate each step, the embeddings and attention weights are
scrambled at once, and the model ends answering the token prior (accuracy
~1/256). Fixed: a warmup to 1e-3 with cosine decay."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv
keras.utils.set_random_seed(7)

rng = np.random.default_rng(7)
seq, vocab, d = 32, 256, 64
# Byte sequences that repeat a 6-byte motif: the next byte is the one 6 back.
motif = rng.integers(0, vocab, size=(1024, 6))
tokens = np.tile(motif, (1, 6))[:, : seq + 1]
x, y = tokens[:, :-1].astype("int32"), tokens[:, 1:].astype("int32")


class Block(keras.layers.Layer):
    def __init__(self, d, heads, **kwargs):
        super().__init__(**kwargs)
        self.ln1, self.ln2 = keras.layers.LayerNormalization(), keras.layers.LayerNormalization()
        self.attn = keras.layers.MultiHeadAttention(heads, d // heads)
        self.mlp1, self.mlp2 = keras.layers.Dense(4 * d, activation="gelu"), keras.layers.Dense(d)

    def call(self, h):
        a = self.ln1(h)
        h = h + self.attn(a, a, use_causal_mask=True)
        return h + self.mlp2(self.mlp1(self.ln2(h)))


inp = keras.Input((seq,), dtype="int32")
h = keras.layers.Embedding(vocab, d)(inp)
for i in range(3):
    h = Block(d, 4, name=f"block_{i}")(h)
out = keras.layers.Dense(vocab, name="lm_head")(keras.layers.LayerNormalization()(h))
model = keras.Model(inp, out)

steps = 4 * (len(x) // 32)
if FIXED:
    lr = keras.optimizers.schedules.CosineDecay(0.0, steps - 20, warmup_target=1e-3, warmup_steps=20)
else:
    lr = 0.3
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=lr, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=32, epochs=4, verbose=0)
