"""Bug: house prices in dollars (1e5 to 1e6) as the regression target with
plain SGD: the first gradients are around 1e6, the second step's weights
blow up and the loss is Inf within a few steps. Fixed: the targets in
units of $100k (and the same SGD)."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(6)
size = rng.uniform(50, 300, size=(600, 1))        # m^2
rooms = rng.integers(1, 7, size=(600, 1))
price = 3000 * size + 20000 * rooms + rng.normal(scale=20000, size=(600, 1))
x = np.hstack([(size - 175) / 75, (rooms - 3.5) / 1.7]).astype("float32")
y = (price / 1e5 if FIXED else price).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(2,)),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1, name="price"),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01), loss="mse")
model.fit(x, y, epochs=3, batch_size=20, verbose=0)
