"""Demo runs of the first NaN, wherever it starts (the nonfinite area).

  nan_record       a tabular classifier on NumPy arrays whose record 1000
                   has a missing (NaN) feature; the first layer is a ReLU,
                   which on CPU maps the NaN to 0, so only the gradients
                   show it: `nonfinite_data` names record 1000 at step 32,
                   before the symptoms it causes.

Every NaN demo run is trained with the replay on (options={"nonfinite":
{"replay": True}}): the first bad step is rerun eagerly under
check_numerics (`nonfinite_op` names the op and its source line), its
update is skipped, and `tb-trainhealth repro` can rebuild it (docs/repro.md).
"""

import os

import numpy as np

import tb_trainhealth

BATCH = 32
NAN_RECORD = 1000


def train_nan_record(keras, logdir, rng):
    x = rng.normal(size=(BATCH * 40, 12)).astype("float32")
    y = (x[:, 0] - x[:, 5] > 0).astype("int32")
    x[NAN_RECORD, 4] = np.nan
    model = keras.Sequential([
        keras.Input((12,)),
        keras.layers.Dense(32, activation="relu", name="hidden"),
        keras.layers.Dense(2, name="logits"),
    ])
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, "nan_record"), 
                                                    options={"nonfinite": {"replay": True}})])


def main(logdir, rng=None):
    import keras

    rng = rng or np.random.default_rng(0)
    train_nan_record(keras, logdir, rng)


if __name__ == "__main__":
    import sys

    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join("logs", "demo"))
