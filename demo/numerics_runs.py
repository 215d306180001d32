"""Demo runs of the non-finite values area.

  log_relu_nan     a custom layer takes log() of a ReLU output; the ReLU
                   output reaches exactly 0 in batch 40, so the first
                   -Inf appears inside that layer at step 41; the replay
                   names the op (Log) and its source line.
  float16_overflow mixed precision, inputs that grow batch after batch: a
                   float16 layer first comes close to 65504 (a warning),
                   then overflows to Inf.
  mixed_healthy    the same mixed-precision model on ordinary inputs stays
                   healthy.
"""

import os

import numpy as np
import tensorflow as tf

import tb_trainhealth

BATCH = 32
NAN_BATCH = 40
# The NaN runs keep their first bad step for the replay and `tb-trainhealth
# repro` (docs/repro.md).
REPLAY = {"nonfinite": {"replay": True}}


def _log_relu_layer(keras):
    class LogOfRelu(keras.layers.Layer):
        """The seed guide's custom layer: log of a ReLU, no epsilon."""

        def call(self, x):
            return tf.math.log(tf.nn.relu(x))

    return LogOfRelu(name="log_of_relu")


def train_log_relu_nan(keras, logdir, rng):
    x = np.abs(rng.normal(size=(BATCH * 64, 8))).astype("float32") + 0.5
    y = (x[:, 0] > x[:, 1]).astype("int32")
    x[NAN_BATCH * BATCH + 5, 0] = -1.0  # relu(-1) = 0, log(0) = -inf
    inputs = keras.Input((8,))
    # The first feature straight into the custom layer, as a log-feature.
    logs = _log_relu_layer(keras)(keras.layers.Lambda(lambda t: t[:, :1], name="first_feature")(inputs))
    hidden = keras.layers.Dense(16, name="hidden")(keras.layers.Concatenate()([inputs, logs]))
    hidden = keras.layers.ReLU(name="hidden_relu")(hidden)  # reads as its input in the bad-step table
    model = keras.Model(inputs, keras.layers.Dense(2, name="logits")(hidden))
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, "log_relu_nan"), options=REPLAY)])


def _mixed_mlp(keras):
    return keras.Sequential([
        keras.Input((16,)),
        keras.layers.Dense(64, activation="relu", name="hidden_1"),
        keras.layers.Dense(64, activation="relu", name="hidden_2"),
        keras.layers.Dense(2, name="logits"),
        keras.layers.Activation("linear", dtype="float32", name="float32_logits"),
    ])


def _mixed_fit(keras, x, y, logdir, options=None):
    keras.mixed_precision.set_global_policy("mixed_float16")
    try:
        keras.utils.set_random_seed(3)  # the same initial weights every time
        model = _mixed_mlp(keras)
        model.compile(optimizer=keras.optimizers.Adam(1e-3),
                      loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
        model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(logdir, options=options)])
    finally:
        keras.mixed_precision.set_global_policy("float32")


def train_float16_overflow(keras, logdir, rng):
    x = rng.normal(size=(BATCH * 48, 16)).astype("float32")
    y = (x[:, 0] > 0).astype("int32")
    # Each batch 1.25x larger than the last: a few batches before the input
    # itself leaves float16's range, the first layer's output does.
    growth = 1.25 ** np.repeat(np.arange(48), BATCH)[:, None]
    _mixed_fit(keras, (x * growth).astype("float32"), y, os.path.join(logdir, "float16_overflow"), REPLAY)


def train_mixed_healthy(keras, logdir, rng):
    x = rng.normal(size=(BATCH * 48, 16)).astype("float32")
    y = (x[:, 0] > 0).astype("int32")
    _mixed_fit(keras, x, y, os.path.join(logdir, "mixed_healthy"))
