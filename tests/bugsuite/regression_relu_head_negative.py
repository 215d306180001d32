"""Bug: temperature anomalies (negative and positive) predicted by a head
with activation="relu": it can never go below zero. Fixed: a linear head."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(27)
x = rng.normal(size=(500, 5)).astype("float32")
y = (x @ np.array([1.5, -2.0, 0.5, 0.0, 1.0]) + rng.normal(scale=0.1, size=500)).astype("float32")
model = keras.Sequential([keras.Input(shape=(5,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(1, activation=None if FIXED else "relu", name="anomaly")])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, epochs=8, batch_size=25, verbose=0)
