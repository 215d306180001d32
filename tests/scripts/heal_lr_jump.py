"""Bug: a regression MLP whose learning-rate schedule was meant to decay
10x halfway (Adam 1e-2, then 1e-3) but has a typo in its second value:
3e-1, so at step 200 the rate jumps 30x and the loss spikes and stays up
(it ends above where it started). No bad batch: the rate alone.
Fixed twin (`bad=False`): the schedule as meant, 1e-2 then 1e-3.

`main(logdir, bad, heal, options)` trains it for one epoch (under
`TrainHealth(logdir, heal=heal, options=options)` where `logdir` is
given, bare otherwise) and returns the final model's mean squared error
on the training arrays, and the untrained model's."""

import keras
import numpy as np

BATCH, STEPS = 16, 400
MEANT, TYPO = [1e-2, 1e-3], [1e-2, 3e-1]


def main(logdir=None, bad=True, heal=False, options=None):
    keras.utils.set_random_seed(1)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(BATCH * STEPS, 8)).astype("float32")
    y = (x @ rng.normal(size=(8, 1)) + 0.1 * rng.normal(size=(len(x), 1))).astype("float32")
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(32, activation="relu"),
                              keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
    schedule = keras.optimizers.schedules.PiecewiseConstantDecay([STEPS // 2], TYPO if bad else MEANT)
    model.compile(keras.optimizers.Adam(schedule), "mse")
    untrained = float(model.evaluate(x, y, verbose=0))
    callbacks = []
    if logdir is not None:
        import tb_trainhealth

        callbacks = [tb_trainhealth.TrainHealth(logdir, heal=heal, options=options)]
    model.fit(x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0, callbacks=callbacks)
    return float(model.evaluate(x, y, verbose=0)), untrained
