"""Bug: a building's daily energy use in kWh (about 300 to 3000) as the
regression target of a tanh network under SGD with momentum: the first
gradients are in the thousands, the first updates throw every tanh deep
into its flat region, and the loss stays where it started, which reads as
"saturated, stuck". The root is the gradient blown up by the targets'
scale. Fixed: the targets in MWh (y / 1000)."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(285)
x = rng.normal(size=(800, 5)).astype("float32")  # standardised weather and occupancy
kwh = 1500 + 400 * x[:, 0] - 300 * x[:, 1] + 200 * np.tanh(x[:, 2] * x[:, 3]) + rng.normal(0, 50, 800)
y = (kwh / 1000 if FIXED else kwh).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(5,)),
    keras.layers.Dense(32, activation="tanh", name="weather"),
    keras.layers.Dense(16, activation="tanh", name="mix"),
    keras.layers.Dense(1, name="kwh"),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9), loss="mse")
model.fit(x, y, epochs=6, batch_size=32, verbose=0)
