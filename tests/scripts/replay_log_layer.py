"""A custom layer that normalises ReLU features into proportions and takes
their log (a "log-share" feature), unguarded: a row whose ReLU outputs are
0 gives log(0) = -Inf. With the replay on, the first bad step is rerun
eagerly under check_numerics and names the op (Log) and this file's line.
--fixed: the log's argument kept above an epsilon. --xla: jit_compile.
Run: python replay_log_layer.py LOGDIR [--fixed] [--xla]"""

import sys

import keras
import numpy as np
import tensorflow as tf

import tb_trainhealth


class LogShare(keras.layers.Layer):
    def __init__(self, fixed=False, **kwargs):
        super().__init__(**kwargs)
        self.fixed = fixed

    def call(self, x):
        share = x / (tf.reduce_sum(x, axis=-1, keepdims=True) + 1e-6)
        if self.fixed:
            return tf.math.log(tf.maximum(share, 1e-7))
        return tf.math.log(share)  # LOG LINE


def main(logdir, fixed=False, xla=False):
    rng = np.random.default_rng(5)
    x = rng.normal(size=(480, 12)).astype("float32")
    y = (x[:, 0] > 0).astype("int32")
    keras.utils.set_random_seed(0)
    model = keras.Sequential([
        keras.Input((12,)),
        keras.layers.Dense(16, activation="relu"),
        LogShare(fixed=fixed, name="log_share"),
        keras.layers.Dense(2),
    ])
    model.compile(optimizer=keras.optimizers.Adam(1e-3), jit_compile=xla,
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=48, epochs=2, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir, options={"nonfinite": {"replay": True}})])
    return model


if __name__ == "__main__":
    main(sys.argv[1], "--fixed" in sys.argv, "--xla" in sys.argv)
