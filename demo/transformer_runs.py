"""Demo runs of a small decoder-only transformer (demo/transformer.py): the
guide's own setting.

  transformer_healthy   AdamW with warmup and cosine decay: it learns.
  transformer_lr_jump   a step schedule whose values are the wrong way
                        round (1e-3, then 1e-1 from step 90: meant 1e-4):
                        the loss spikes at the jump and never comes back.
  transformer_bad_batch one batch whose labels are garbage, data not
                        shuffled: the loss spikes at that batch every epoch
                        and recovers the next step.
  transformer_no_warmup AdamW at 0.3 from step 1, no warmup: every weight
                        moves ~0.3 a step, the model forgets its input and
                        answers the token prior.
  transformer_logit_growth, transformer_qk_norm
                        hand-written attention, AdamW at 3e-2 from step 1:
                        the attention logits grow past where the softmax is
                        one-hot and the loss stalls; the same with LayerNorm
                        on queries and keys (QK norm) learns.
  transformer_mask_nan  a hand-written attention layer masking with
                        `scores + (1 - mask) * -1e9` under mixed_float16:
                        -1e9 is -inf in float16, and 0 * -inf is NaN.
"""

import os

import numpy as np

import tb_trainhealth

try:
    from demo import transformer
except ImportError:  # run as a script: demo/ is on sys.path
    import transformer

BATCH = 32
STEPS_PER_EPOCH = 60
EPOCHS = 3
JUMP_STEP = 90
BAD_BATCH = 30


def _data(seed=0):
    return transformer.token_data(np.random.default_rng(seed), n=BATCH * STEPS_PER_EPOCH)


def _fit(keras, model, optimizer, x, y, logdir, name, options=None, **fit_kwargs):
    model.compile(optimizer=optimizer, loss=transformer.lm_loss(keras), metrics=["accuracy"])
    model.fit(x, y, batch_size=BATCH, epochs=EPOCHS, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, name), options=options)], **fit_kwargs)


def _schedule(keras):
    return transformer.warmup_cosine(keras, peak=3e-3, warmup=20, total=STEPS_PER_EPOCH * EPOCHS)


def train_healthy(keras, logdir):
    keras.utils.set_random_seed(0)
    x, y = _data()
    _fit(keras, transformer.decoder_only(keras, blocks=2), transformer.adamw(keras, _schedule(keras)),
         x, y, logdir, "transformer_healthy")


def train_lr_jump(keras, logdir):
    keras.utils.set_random_seed(0)
    x, y = _data()
    rate = keras.optimizers.schedules.PiecewiseConstantDecay([JUMP_STEP], [1e-3, 1e-1])  # meant 1e-4
    _fit(keras, transformer.decoder_only(keras, blocks=2), transformer.adamw(keras, rate),
         x, y, logdir, "transformer_lr_jump")


def train_bad_batch(keras, logdir):
    keras.utils.set_random_seed(0)
    x, y = _data()
    bad = slice(BAD_BATCH * BATCH, (BAD_BATCH + 1) * BATCH)
    y[bad] = np.random.default_rng(1).integers(0, transformer.VOCAB, size=y[bad].shape)
    _fit(keras, transformer.decoder_only(keras, blocks=2), transformer.adamw(keras, _schedule(keras)),
         x, y, logdir, "transformer_bad_batch", shuffle=False)


def train_no_warmup(keras, logdir):
    keras.utils.set_random_seed(0)
    x, y = _data()
    _fit(keras, transformer.decoder_only(keras, blocks=2), keras.optimizers.AdamW(0.3, weight_decay=0.01),
         x, y, logdir, "transformer_no_warmup")


def train_logit_growth(keras, logdir, qk_norm=False):
    keras.utils.set_random_seed(0)
    x, y = _data()
    model = transformer.decoder_only(keras, blocks=2, attention="custom", qk_norm=qk_norm)
    _fit(keras, model, keras.optimizers.AdamW(3e-2, weight_decay=0.01), x, y, logdir,
         "transformer_qk_norm" if qk_norm else "transformer_logit_growth")


def train_qk_norm(keras, logdir):
    train_logit_growth(keras, logdir, qk_norm=True)


def train_mask_nan(keras, logdir):
    keras.mixed_precision.set_global_policy("mixed_float16")
    try:
        keras.utils.set_random_seed(0)
        x, y = _data()
        model = transformer.decoder_only(keras, blocks=2, attention="custom", mask_value=-1e9)
        # The replay finds the op and the line that made the first NaN.
        _fit(keras, model, transformer.adamw(keras, _schedule(keras)), x, y, logdir, "transformer_mask_nan",
             options={"nonfinite": {"replay": True}})
    finally:
        keras.mixed_precision.set_global_policy("float32")


def main(logdir):
    import keras

    for train in (train_healthy, train_lr_jump, train_bad_batch, train_no_warmup, train_logit_growth,
                  train_qk_norm, train_mask_nan):
        train(keras, logdir)
