"""A custom masked regression loss (only targets above a threshold count)
that divides by the number of counted targets: a batch with none of them
divides 0 by 0. With the replay on, the op (RealDiv) and this file's line
are named. --fixed: the count kept above an epsilon. --xla: jit_compile.
Run: python replay_masked_loss.py LOGDIR [--fixed] [--xla]"""

import sys

import keras
import numpy as np
import tensorflow as tf

import tb_trainhealth

BATCH = 20


def masked_mse(fixed):
    def loss(y_true, y_pred):
        mask = tf.cast(y_true > 1.0, y_pred.dtype)
        if fixed:
            return tf.reduce_sum(tf.square(y_true - y_pred) * mask) / tf.maximum(tf.reduce_sum(mask), 1.0)
        return tf.reduce_sum(tf.square(y_true - y_pred) * mask) / tf.reduce_sum(mask)  # DIVISION LINE

    return loss


def main(logdir, fixed=False, xla=False):
    rng = np.random.default_rng(6)
    x = rng.normal(size=(BATCH * 10, 5)).astype("float32")
    y = (np.abs(x[:, :1]) * 1.5).astype("float32")
    y[BATCH * 3:BATCH * 4] = 0.5  # a batch with no target above the threshold
    keras.utils.set_random_seed(0)
    inputs = keras.Input((5,))
    outputs = keras.layers.Dense(1)(keras.layers.Dense(8, activation="tanh")(inputs))
    model = keras.Model(inputs, outputs)
    model.compile(optimizer=keras.optimizers.SGD(1e-2), loss=masked_mse(fixed), jit_compile=xla)
    model.fit(x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir, options={"nonfinite": {"replay": True}})])
    return model


if __name__ == "__main__":
    main(sys.argv[1], "--fixed" in sys.argv, "--xla" in sys.argv)
