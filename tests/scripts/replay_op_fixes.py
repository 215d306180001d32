"""Programs whose first NaN/Inf the replay names, each with its fixed twin,
for the fix written from the op and its inputs (diagnosis/op_fixes.py):

- `attention_mask`: demo/transformer.py's decoder with a hand-written
  attention layer that masks with `scores + (1 - causal) * -1e9` under
  mixed_float16: -1e9 is -inf in float16, and 0 * -inf is NaN. Fixed:
  mask_value=None (`where` with the dtype's lowest value).
- `softmax_by_hand`: a custom attention-pooling layer that writes softmax
  as exp(s) / sum(exp(s)) on unnormalised scores: exp(s) overflows float32
  past s = 88.7, and Inf / Inf is NaN. Fixed: ops.softmax(s).

Run: python replay_op_fixes.py LOGDIR NAME [--fixed]"""

import os
import sys

import keras
import numpy as np
from keras import ops

import tb_trainhealth

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REPLAY = {"nonfinite": {"replay": True}}


def attention_mask(logdir, fixed=False):
    sys.path.insert(0, REPO)
    from demo import transformer

    keras.mixed_precision.set_global_policy("mixed_float16")
    try:
        keras.utils.set_random_seed(0)
        model = transformer.decoder_only(keras, blocks=1, attention="custom",
                                         mask_value=None if fixed else -1e9)
        model.compile(optimizer=transformer.adamw(keras), loss=transformer.lm_loss(keras))
        x, y = transformer.token_data(np.random.default_rng(0), n=128)
        model.fit(x, y, batch_size=32, epochs=1, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(logdir, options=REPLAY)])
    finally:
        keras.mixed_precision.set_global_policy("float32")
    return model


class ScorePooling(keras.layers.Layer):
    """Pools a sequence with attention weights from a learned score per step."""

    def __init__(self, fixed=False, **kwargs):
        super().__init__(**kwargs)
        self.fixed = fixed
        self.score = keras.layers.Dense(1, name="score")

    def build(self, input_shape):
        self.score.build(input_shape)

    def call(self, x):
        s = ops.squeeze(self.score(x), -1)
        if self.fixed:
            weights = ops.softmax(s, axis=-1)
        else:
            weights = ops.exp(s) / ops.sum(ops.exp(s), axis=-1, keepdims=True)  # EXP LINE
        return ops.sum(x * weights[..., None], axis=1)


def softmax_by_hand(logdir, fixed=False):
    rng = np.random.default_rng(3)
    x = rng.normal(size=(256, 12, 6)).astype("float32")
    y = (x[:, :, 0].mean(axis=1) > 0).astype("int32")
    x[96:128] *= 40.0  # a batch of unnormalised readings: scores past 88
    keras.utils.set_random_seed(0)
    inputs = keras.Input((12, 6))
    pooled = ScorePooling(fixed, name="pooling")(inputs)
    model = keras.Model(inputs, keras.layers.Dense(2)(pooled))
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=32, epochs=1, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir, options=REPLAY)])
    return model


if __name__ == "__main__":
    globals()[sys.argv[2]](sys.argv[1], "--fixed" in sys.argv)
