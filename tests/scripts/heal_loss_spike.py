"""Bug: one batch of a regression's training arrays (batch 150 of 300) was
written in other units, 30x the rest: its loss spikes ~5 orders of
magnitude above the level and its update throws the model far off.
Fixed twin (`bad=False`): the same arrays with that batch in the right units.

`main(logdir, bad, heal, options)` trains it for one epoch (under
`TrainHealth(logdir, heal=heal, options=options)` where `logdir` is
given, bare otherwise) and returns the final model's mean squared error
on the right arrays, and the untrained model's."""

import keras
import numpy as np

BATCH, STEPS, BAD_BATCH, FACTOR = 16, 300, 150, 30.0


def main(logdir=None, bad=True, heal=False, options=None):
    keras.utils.set_random_seed(1)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(BATCH * STEPS, 8)).astype("float32")
    y = (x @ rng.normal(size=(8, 1))).astype("float32")
    right = x.copy()
    if bad:
        x[BAD_BATCH * BATCH:(BAD_BATCH + 1) * BATCH] *= FACTOR
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
    model.compile(keras.optimizers.Adam(1e-2), "mse")
    untrained = float(model.evaluate(right, y, verbose=0))
    callbacks = []
    if logdir is not None:
        import tb_trainhealth

        callbacks = [tb_trainhealth.TrainHealth(logdir, heal=heal, options=options)]
    model.fit(x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0, callbacks=callbacks)
    return float(model.evaluate(right, y, verbose=0)), untrained
