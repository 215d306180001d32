"""Bug: per-sample weights computed as 1 / count, with a count of 0 for
some rows: their weight is Inf and the weighted loss is NaN. Fixed:
counts clipped to at least 1."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(51)
x = rng.normal(size=(400, 5)).astype("float32")
y = (x[:, 0] > 0).astype("float32")
count = rng.integers(0, 5, size=400).astype("float32")
weight = 1.0 / (np.maximum(count, 1.0) if FIXED else count)
model = keras.Sequential([keras.Input(shape=(5,)), keras.layers.Dense(8, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy")
model.fit(x, y, sample_weight=weight.astype("float32"), epochs=3, batch_size=20, verbose=0)
