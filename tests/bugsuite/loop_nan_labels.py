"""Bug: a hand-written training loop of model.train_on_batch calls whose
targets are a ratio (conversions / visits): days with no visits divide by
zero and their NaN targets make the loss NaN. Fixed: those days dropped."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(10)
visits = rng.poisson(4, size=800).astype("float32")
conversions = rng.binomial(visits.astype("int64"), 0.3).astype("float32")
features = np.stack([visits / 10, rng.normal(size=800)], axis=1).astype("float32")
with np.errstate(invalid="ignore", divide="ignore"):
    rate = conversions / visits
if FIXED:
    keep = visits > 0
    features, rate = features[keep], rate[keep]

model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(8, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse")
for epoch in range(2):
    for start in range(0, len(features) - 31, 32):
        loss = model.train_on_batch(features[start:start + 32], rate[start:start + 32])
    print(f"epoch {epoch}: loss {float(loss):.4f}")
