"""Bug: predicting three quantities (x, y, z of a point) with a Dense(1)
head: mse broadcasts (batch, 3) against (batch, 1) and trains on the
mean. Fixed: Dense(3)."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(32)
x = rng.normal(size=(500, 6)).astype("float32")
y = (x[:, :3] * np.array([1.0, -2.0, 0.5]) + x[:, 3:] * 0.3).astype("float32")
model = keras.Sequential([keras.Input(shape=(6,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(3 if FIXED else 1, name="xyz")])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, epochs=6, batch_size=25, verbose=0)
