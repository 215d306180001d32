"""A 24-block decoder-only transformer (demo/transformer.py, 390
variables) trained for a few steps under TrainHealth with every area on
and every every-N statistic due every other step: the many-layer run of
tests/test_transformer_scale.py and the browser's heatmap test.

Run: python tests/scripts/train_transformer24.py LOGDIR MODEL_JSON
(MODEL_JSON: what the model holds, for the test to check against.)"""

import json
import os
import sys

import keras
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import tb_trainhealth  # noqa: E402
from demo import transformer  # noqa: E402

BLOCKS, D_MODEL, HEADS, SEQ_LEN, VOCAB = 24, 16, 2, 8, 32
STEPS_PER_EPOCH, EPOCHS, BATCH = 3, 2, 16
# The statistics taken every N steps, due every other step here.
OPTIONS = {
    "gradients": {"histogram_every": 2, "update_ratio_every": 2, "full_stats_every": 2},
    "convergence": {"sample_every": 2},
    "memory": {"sample_every": 2},
}


def main(logdir, model_json):
    keras.utils.set_random_seed(0)
    model = transformer.decoder_only(keras, blocks=BLOCKS, d_model=D_MODEL, heads=HEADS, seq_len=SEQ_LEN, vocab=VOCAB)
    model.compile(optimizer=transformer.adamw(keras), loss=transformer.lm_loss(keras))
    x, y = transformer.token_data(np.random.default_rng(0), n=STEPS_PER_EPOCH * BATCH, vocab=VOCAB, seq_len=SEQ_LEN)
    model.fit(x, y, batch_size=BATCH, epochs=EPOCHS, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir, options=OPTIONS)])
    with open(model_json, "w") as f:
        json.dump({
            "variables": [v.path for v in model.trainable_variables],
            "layers": [layer.name for layer in model.layers if not isinstance(layer, keras.layers.InputLayer)],
            "attention": [layer.name for layer in model.layers if isinstance(layer, keras.layers.MultiHeadAttention)],
            "steps": STEPS_PER_EPOCH * EPOCHS,
        }, f)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
