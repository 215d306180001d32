"""Fit called again and again in one process, a model rebuilt each time
with clear_session() between: k-fold cross-validation inside a small
hyper-parameter search. Prints each fit's last loss and validation score
(stdout); the process's open files and memory go to stderr, for the test
to see that they stay bounded. Usage: many_fits.py FOLDS RATES"""

import os
import resource
import sys

import numpy as np
from tensorflow import keras

folds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
rates = [float(r) for r in (sys.argv[2].split(",") if len(sys.argv) > 2 else ["1e-2", "1e-3"])]
rng = np.random.default_rng(2)
x = rng.normal(size=(300, 8)).astype("float32")
y = (x @ rng.normal(size=(8,)) > 0).astype("int32")
parts = np.array_split(np.arange(len(x)), folds)


def open_files():
    return len(os.listdir("/proc/self/fd"))


fit = 0
for rate in rates:
    for k, held in enumerate(parts):
        keras.backend.clear_session()
        keras.utils.set_random_seed(fit)
        kept = np.setdiff1d(np.arange(len(x)), held)
        model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(12, activation="relu"),
                                  keras.layers.Dense(2)])
        model.compile(keras.optimizers.SGD(rate), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                      metrics=["accuracy"])
        history = model.fit(x[kept], y[kept], batch_size=32, epochs=2, shuffle=False, verbose=0)
        score = model.evaluate(x[held], y[held], verbose=0)
        print(rate, k, repr(history.history["loss"][-1]), [repr(float(s)) for s in score])
        fit += 1
        print(f"fit {fit} open_files {open_files()} max_rss_kib "
              f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}", file=sys.stderr)
