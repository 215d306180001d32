"""A small decoder-only transformer, the guide's own setting, and the
token data it learns from. Shared by the demo (demo/transformer_runs.py),
the step-overhead bench and the tests.

    model = decoder_only(keras)                      # Keras MultiHeadAttention
    model = decoder_only(keras, attention="custom")  # a hand-written attention layer
    model.compile(optimizer=adamw(keras), loss=lm_loss(keras))
    x, y = token_data(np.random.default_rng(0))

The model: token + position embeddings, pre-LN blocks (LayerNorm ->
causal self-attention -> residual, LayerNorm -> GELU MLP -> residual), a
final LayerNorm and a float32 logits head. Built from Keras 3 layers only.
"""

import math

import numpy as np

VOCAB = 64
SEQ_LEN = 32
D_MODEL = 64
HEADS = 4


def token_data(rng, n=1024, vocab=VOCAB, seq_len=SEQ_LEN, noise=0.1):
    """Next-token prediction on sequences that repeat a random motif of 8
    tokens (copying it needs attention: the token 8 back predicts the next),
    with `noise` of the tokens replaced at random. Returns (x, y) int32,
    y being x shifted left by one."""
    motif = rng.integers(0, vocab, size=(n, 8))
    tokens = np.tile(motif, (1, (seq_len + 1 + 7) // 8))[:, : seq_len + 1]
    flip = rng.random(tokens.shape) < noise
    tokens = np.where(flip, rng.integers(0, vocab, size=tokens.shape), tokens)
    return tokens[:, :-1].astype("int32"), tokens[:, 1:].astype("int32")


def _layers(keras):
    """The layer classes, made for this `keras` (Keras 3 or tf_keras)."""

    class PositionEmbedding(keras.layers.Layer):
        """Adds a learned embedding of each position to the token embeddings."""

        def __init__(self, seq_len, d_model, **kwargs):
            super().__init__(**kwargs)
            self.seq_len, self.d_model = seq_len, d_model

        def build(self, input_shape):
            self.positions = self.add_weight(
                name="positions", shape=(self.seq_len, self.d_model),
                initializer=keras.initializers.RandomNormal(stddev=0.02))

        def call(self, x):
            return x + keras.ops.cast(self.positions, x.dtype)[None, : keras.ops.shape(x)[1]]

    class CausalSelfAttention(keras.layers.Layer):
        """Attention written by hand, the way people write it: scores,
        a causal mask, softmax. `mask_value` is what masked scores get:
        `-1e9` is the common recipe (and -inf in float16: 0 * -inf is NaN);
        None uses the lowest finite value of the scores' dtype."""

        def __init__(self, d_model, heads, mask_value=None, qk_norm=False, **kwargs):
            super().__init__(**kwargs)
            self.d_model, self.heads, self.mask_value, self.qk_norm = d_model, heads, mask_value, qk_norm
            self.head_dim = d_model // heads
            self.qkv = keras.layers.Dense(3 * d_model, name="qkv")
            self.out = keras.layers.Dense(d_model, name="out")
            if qk_norm:
                self.q_norm = keras.layers.LayerNormalization(name="q_norm")
                self.k_norm = keras.layers.LayerNormalization(name="k_norm")

        def build(self, input_shape):
            self.qkv.build(input_shape)
            self.out.build(tuple(input_shape[:-1]) + (self.d_model,))
            if self.qk_norm:
                self.q_norm.build(tuple(input_shape[:-1]) + (self.heads, self.head_dim))
                self.k_norm.build(tuple(input_shape[:-1]) + (self.heads, self.head_dim))

        def call(self, x):
            ops = keras.ops
            length = ops.shape(x)[1]
            qkv = ops.reshape(self.qkv(x), (-1, length, 3, self.heads, self.head_dim))
            q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
            if self.qk_norm:
                q, k = self.q_norm(q), self.k_norm(k)
            q, k, v = (ops.transpose(t, (0, 2, 1, 3)) for t in (q, k, v))
            scores = ops.matmul(q, ops.transpose(k, (0, 1, 3, 2))) / math.sqrt(self.head_dim)
            causal = ops.cast(ops.tril(ops.ones((length, length))), scores.dtype)
            if self.mask_value is None:
                scores = ops.where(causal > 0, scores, ops.full_like(scores, _lowest(scores.dtype)))
            else:
                scores = scores + (1.0 - causal) * self.mask_value
            weights = ops.softmax(scores, axis=-1)
            context = ops.transpose(ops.matmul(weights, v), (0, 2, 1, 3))
            return self.out(ops.reshape(context, (-1, length, self.d_model)))

    return PositionEmbedding, CausalSelfAttention


def _lowest(dtype):
    name = getattr(dtype, "name", str(dtype))
    return -65000.0 if "float16" in name and "b" not in name else -1e9


def decoder_only(keras, *, vocab=VOCAB, seq_len=SEQ_LEN, d_model=D_MODEL, heads=HEADS, blocks=4,
                 attention="keras", mask_value=None, qk_norm=False, name="decoder"):
    """The decoder-only transformer (see the module's docstring).
    attention: "keras" (MultiHeadAttention with a causal mask) or "custom"
    (CausalSelfAttention, masked with `mask_value`)."""
    PositionEmbedding, CausalSelfAttention = _layers(keras)
    tokens = keras.Input((seq_len,), dtype="int32", name="tokens")
    x = keras.layers.Embedding(vocab, d_model, name="token_embedding")(tokens)
    x = PositionEmbedding(seq_len, d_model, name="position_embedding")(x)
    for b in range(blocks):
        h = keras.layers.LayerNormalization(name=f"block_{b}_ln_1")(x)
        if attention == "keras":
            h = keras.layers.MultiHeadAttention(heads, d_model // heads, name=f"block_{b}_attention")(
                h, h, use_causal_mask=True)
        else:
            h = CausalSelfAttention(d_model, heads, mask_value=mask_value, qk_norm=qk_norm,
                                    name=f"block_{b}_attention")(h)
        x = keras.layers.Add(name=f"block_{b}_residual_1")([x, h])
        h = keras.layers.LayerNormalization(name=f"block_{b}_ln_2")(x)
        h = keras.layers.Dense(4 * d_model, activation="gelu", name=f"block_{b}_mlp_in")(h)
        h = keras.layers.Dense(d_model, name=f"block_{b}_mlp_out")(h)
        x = keras.layers.Add(name=f"block_{b}_residual_2")([x, h])
    x = keras.layers.LayerNormalization(name="final_ln")(x)
    logits = keras.layers.Dense(vocab, dtype="float32", name="logits")(x)
    return keras.Model(tokens, logits, name=name)


def warmup_cosine(keras, peak=3e-3, warmup=20, total=400, floor=0.1):
    """Linear warmup to `peak` over `warmup` steps, then cosine decay to
    `floor * peak` at `total` steps."""

    class WarmupCosine(keras.optimizers.schedules.LearningRateSchedule):
        def __init__(self, peak, warmup, total, floor):
            self.peak, self.warmup, self.total, self.floor = peak, warmup, total, floor

        def __call__(self, step):
            ops = keras.ops
            step = ops.cast(step, "float32")
            warm = self.peak * (step + 1.0) / max(self.warmup, 1)
            progress = ops.clip((step - self.warmup) / max(self.total - self.warmup, 1), 0.0, 1.0)
            cosine = self.peak * (self.floor + (1 - self.floor) * 0.5 * (1 + ops.cos(math.pi * progress)))
            return ops.where(step < self.warmup, warm, cosine)

        def get_config(self):
            return {"peak": self.peak, "warmup": self.warmup, "total": self.total, "floor": self.floor}

    return WarmupCosine(peak, warmup, total, floor)


def adamw(keras, learning_rate=None, **kwargs):
    """AdamW as such models train: a warmup schedule, weight decay 0.01."""
    if learning_rate is None:
        learning_rate = warmup_cosine(keras)
    return keras.optimizers.AdamW(learning_rate=learning_rate, weight_decay=0.01, **kwargs)


def lm_loss(keras):
    return keras.losses.SparseCategoricalCrossentropy(from_logits=True)
