"""Bug: one record of a regression's training arrays is NaN (batch 100 of
200): its step's gradients are NaN and so are the weights after it.
Fixed twin (`bad=False`): the same arrays without the NaN.

`main(logdir, bad, heal)` trains it for one epoch (under
`TrainHealth(logdir, heal=heal)` where `logdir` is given, bare otherwise)
and returns the final model's mean squared error on the finite records,
and the untrained model's.
Run as a script (`tb-trainhealth run --heal heal_nan_batch.py`) it trains
the buggy version and prints that loss."""

import sys

import keras
import numpy as np

BATCH, STEPS, BAD_BATCH = 16, 200, 100


def data(bad=True):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(BATCH * STEPS, 8)).astype("float32")
    y = (x @ rng.normal(size=(8, 1))).astype("float32")
    if bad:
        x[BAD_BATCH * BATCH + 3] = np.nan  # one record of batch 100
    return x, y


def main(logdir=None, bad=True, heal=False):
    keras.utils.set_random_seed(1)
    x, y = data(bad)
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
    model.compile(keras.optimizers.Adam(1e-2), "mse")
    finite = np.isfinite(x).all(axis=1)
    untrained = float(model.evaluate(x[finite], y[finite], verbose=0))
    callbacks = []
    if logdir is not None:
        import tb_trainhealth

        callbacks = [tb_trainhealth.TrainHealth(logdir, heal=heal)]
    model.fit(x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0, callbacks=callbacks)
    return float(model.evaluate(x[finite], y[finite], verbose=0)), untrained


if __name__ == "__main__":
    print(f"final loss {main(bad=True)[0]}", file=sys.stderr)
