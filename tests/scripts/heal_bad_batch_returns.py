"""Bug: one batch of a regression's training arrays is bad, and training
goes over the arrays in a fixed order (`shuffle=False`) for 4 epochs, so
the bad batch comes back at the same place every epoch:
- `bad="nan"`: one record of batch 37 is NaN (a gap in a CSV);
- `bad="units"`: batch 37 was logged in the wrong units (x1000).
Clean twin (`bad=None`): the same arrays without the fault.

`main(logdir, bad, heal)` trains it (under `TrainHealth(logdir,
heal=heal)` where `logdir` is given, bare otherwise) and returns the final
model's mean squared error on the good records. Run as a script
(`tb-trainhealth run --heal heal_bad_batch_returns.py nan`) it trains the
buggy version and prints that loss."""

import sys

import keras
import numpy as np

BATCH, STEPS, BAD_BATCH, EPOCHS = 32, 60, 37, 4


def data(bad):
    rng = np.random.default_rng(4)
    x = rng.normal(size=(BATCH * STEPS, 6)).astype("float32")
    y = (x @ rng.normal(size=(6, 1)) + 0.1 * rng.normal(size=(BATCH * STEPS, 1))).astype("float32")
    good = np.ones(len(x), bool)
    rows = slice(BAD_BATCH * BATCH, (BAD_BATCH + 1) * BATCH)
    if bad == "nan":
        x[BAD_BATCH * BATCH + 5, 2] = np.nan
        good[BAD_BATCH * BATCH + 5] = False
    elif bad == "units":
        x[rows] *= 1000.0
        good[rows] = False
    return x, y, good


def main(logdir=None, bad="nan", heal=False):
    keras.utils.set_random_seed(2)
    x, y, good = data(bad)
    model = keras.Sequential([keras.Input((6,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
    model.compile(keras.optimizers.Adam(3e-3), "mse")
    callbacks = []
    if logdir is not None:
        import tb_trainhealth

        callbacks = [tb_trainhealth.TrainHealth(logdir, heal=heal)]
    model.fit(x, y, batch_size=BATCH, epochs=EPOCHS, shuffle=False, verbose=0, callbacks=callbacks)
    return float(model.evaluate(x[good], y[good], verbose=0))


if __name__ == "__main__":
    print("loss on the good records:", main(bad=sys.argv[1] if len(sys.argv) > 1 else "nan"))
