"""Bug: click counts log-transformed inside the model with a Lambda layer,
ops.log(counts): rows with a zero count give -inf, and the loss is NaN
from the first batch. Fixed: ops.log1p(counts), defined at zero."""

import sys

import keras
import numpy as np
from keras import ops

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(4)
counts = rng.poisson(lam=[3.0, 12.0, 0.7], size=(500, 3)).astype("float32")
bought = (counts[:, 1] > 12).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(3,)),
    keras.layers.Lambda(ops.log1p if FIXED else ops.log, name="log_counts"),
    keras.layers.Dense(8, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(counts, bought, epochs=8, batch_size=25, verbose=0)
