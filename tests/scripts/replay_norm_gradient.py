"""A custom layer that scales each row by its L2 norm, written as
sqrt(sum(x^2)): padded all-zero rows give a finite forward pass (sqrt(0)
= 0) and an Inf gradient (d sqrt/dx at 0). The replay names the gradient
op, the forward op (Sqrt) it belongs to and this file's line.
Run: python replay_norm_gradient.py LOGDIR"""

import sys

import keras
import numpy as np
import tensorflow as tf

import tb_trainhealth


class RowNorm(keras.layers.Layer):
    def call(self, x):
        norm = tf.sqrt(tf.reduce_sum(tf.square(x), axis=-1, keepdims=True))  # SQRT LINE
        return tf.concat([x, norm], axis=-1)


def main(logdir):
    rng = np.random.default_rng(7)
    x = rng.normal(size=(160, 6)).astype("float32")
    y = (x.sum(axis=1) > 0).astype("int32")
    x[100:104] = 0.0  # padding rows
    keras.utils.set_random_seed(0)
    inputs = keras.Input((6,))
    h = RowNorm(name="row_norm")(keras.layers.Dense(6, use_bias=False)(inputs))
    model = keras.Model(inputs, keras.layers.Dense(2)(h))
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=16, epochs=1, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir, options={"nonfinite": {"replay": True}})])
    return model


if __name__ == "__main__":
    main(sys.argv[1])
