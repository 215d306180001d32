"""Bug: house prices (in thousands, 80..600) predicted by a head ending in a
sigmoid, whose output never leaves (0, 1). Fixed: a linear head (and the
features standardised, as the fixed program had them anyway)."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(4)
rooms = rng.integers(1, 7, size=(500, 1)).astype("float32")
area = rng.uniform(0.4, 3.0, size=(500, 1)).astype("float32")  # 100 m^2
age = rng.uniform(0, 1, size=(500, 1)).astype("float32")        # in 100 years
price = (60 * rooms + 100 * area - 50 * age + rng.normal(size=(500, 1)) * 10 + 40).astype("float32")
x = np.hstack([(rooms - 3.5) / 1.7, area - 1.7, age - 0.5]).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(3,)),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1, activation=None if FIXED else "sigmoid", name="price"),
])
model.compile(optimizer=keras.optimizers.Adam(0.05), loss="mse")
model.fit(x, price, epochs=10, batch_size=25, verbose=0)
