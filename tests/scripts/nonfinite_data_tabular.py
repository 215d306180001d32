"""A tabular classifier trained on NumPy arrays in which one record's
feature is NaN (a missing value read from a CSV). The first layer is a
ReLU: on CPU it maps the NaN to 0, so the forward pass looks finite while
the first layer's gradient goes NaN (`nonfinite_data`, record 133).
--fixed: the records with NaN dropped first.
Run: python nonfinite_data_tabular.py LOGDIR [--fixed]"""

import sys

import keras
import numpy as np

import tb_trainhealth

BATCH = 32
BAD_RECORD, BAD_FEATURE = 133, 7


def main(logdir, fixed=False):
    rng = np.random.default_rng(1)
    x_train = rng.normal(size=(640, 10)).astype("float32")
    y_train = (x_train[:, 0] + x_train[:, 3] > 0).astype("int32")
    x_train[BAD_RECORD, BAD_FEATURE] = np.nan
    if fixed:
        keep = np.isfinite(x_train).all(axis=1)
        x_train, y_train = x_train[keep], y_train[keep]
    keras.utils.set_random_seed(0)
    model = keras.Sequential([
        keras.Input((10,)),
        keras.layers.Dense(32, activation="relu"),
        keras.layers.Dense(16, activation="relu"),
        keras.layers.Dense(2, activation="softmax"),
    ])
    model.compile(optimizer=keras.optimizers.RMSprop(1e-3), loss="sparse_categorical_crossentropy")
    model.fit(x_train, y_train, batch_size=BATCH, epochs=2, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir)])
    return model


if __name__ == "__main__":
    main(sys.argv[1], "--fixed" in sys.argv)
