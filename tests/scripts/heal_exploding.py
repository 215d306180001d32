"""Bug: plain SGD at 0.15 on a regression whose targets are not scaled
(y = 3 x.w + 5): the gradient norm grows every step and the loss is Inf
by step 9. Fixed twin (`learning_rate=FIXED_RATE`): the same SGD at 0.05.

`main(logdir, learning_rate, heal)` trains two epochs and returns the
final model's mean squared error, and the untrained model's."""

import keras
import numpy as np

BAD_RATE, FIXED_RATE = 0.15, 0.05


def main(logdir=None, learning_rate=BAD_RATE, heal=False):
    keras.utils.set_random_seed(1)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(3200, 8)).astype("float32")
    y = (3 * x @ rng.normal(size=(8, 1)) + 5).astype("float32")
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
    model.compile(keras.optimizers.SGD(learning_rate), "mse")
    untrained = float(model.evaluate(x, y, verbose=0))
    callbacks = []
    if logdir is not None:
        import tb_trainhealth

        callbacks = [tb_trainhealth.TrainHealth(logdir, heal=heal)]
    model.fit(x, y, batch_size=32, epochs=2, shuffle=False, verbose=0, callbacks=callbacks)
    return float(model.evaluate(x, y, verbose=0)), untrained
