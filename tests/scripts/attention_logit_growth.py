"""Bug: a small decoder-only transformer with hand-written attention
(demo/transformer.py's CausalSelfAttention) trained with AdamW at 3e-2
from the first step: no warmup, no QK normalisation. The largest attention
logit of the first block climbs from ~1 to past 100, its attention turns
one-hot and the loss stalls near the unigram entropy (Dehghani et al.
2023). Fixed twin (`fixed=True`): the same model and rate with LayerNorm
on queries and keys (qk_norm=True): its logits stay near 6.

`main(logdir, ...)` trains it (under TrainHealth when `logdir` is given,
bare otherwise) and returns the per-step losses."""

import os
import sys

import keras
import numpy as np

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if REPO not in sys.path:
    sys.path.insert(0, REPO)  # `from demo import transformer`, as the demo imports it

from demo import transformer  # noqa: E402

LEARNING_RATE = 3e-2


def main(logdir=None, fixed=False, attention="custom", steps=48, batch=32, every=1, seed=0):
    keras.utils.set_random_seed(seed)
    x, y = transformer.token_data(np.random.default_rng(seed), n=steps * batch)
    model = transformer.decoder_only(keras, blocks=2, attention=attention, qk_norm=fixed)
    model.compile(optimizer=keras.optimizers.AdamW(learning_rate=LEARNING_RATE, weight_decay=0.01),
                  loss=transformer.lm_loss(keras))
    losses = []
    callbacks = [keras.callbacks.LambdaCallback(on_train_batch_end=lambda _, logs: losses.append(float(logs["loss"])))]
    if logdir is not None:
        import tb_trainhealth

        callbacks.append(tb_trainhealth.TrainHealth(logdir, options={"attention": {"every": every}}))
    model.fit(x, y, batch_size=batch, epochs=1, shuffle=False, verbose=0, callbacks=callbacks)
    return losses


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None, fixed="--fixed" in sys.argv)
