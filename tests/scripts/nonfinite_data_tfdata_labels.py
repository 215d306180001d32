"""A regression on a tf.data pipeline (shuffled records, batched) in which
one record's target is +Inf (a division by a zero price upstream). The
data check names the labels and the sample in its batch; the fix is a
`filter` in the pipeline. --fixed: the pipeline filters such records.
Run: python nonfinite_data_tfdata_labels.py LOGDIR [--fixed]"""

import sys

import keras
import numpy as np
import tensorflow as tf

import tb_trainhealth


def all_finite(x, y):
    return tf.logical_and(tf.reduce_all(tf.math.is_finite(x)), tf.reduce_all(tf.math.is_finite(y)))


def main(logdir, fixed=False):
    rng = np.random.default_rng(2)
    features = rng.normal(size=(400, 6)).astype("float32")
    prices = np.abs(rng.normal(size=(400,))).astype("float32") + 0.1
    prices[217] = 0.0
    with np.errstate(divide="ignore"):
        target = (features[:, :1].sum(axis=1) / prices).astype("float32")[:, None]
    dataset = tf.data.Dataset.from_tensor_slices((features, target)).shuffle(400, seed=3)
    if fixed:
        dataset = dataset.filter(all_finite)
    dataset = dataset.batch(25)
    keras.utils.set_random_seed(0)
    inputs = keras.Input((6,))
    hidden = keras.layers.Dense(24, activation="gelu")(inputs)
    model = keras.Model(inputs, keras.layers.Dense(1)(hidden))
    model.compile(optimizer=keras.optimizers.SGD(1e-3, momentum=0.9), loss="huber")
    model.fit(dataset, epochs=1, verbose=0, callbacks=[tb_trainhealth.TrainHealth(logdir)])
    return model


if __name__ == "__main__":
    main(sys.argv[1], "--fixed" in sys.argv)
