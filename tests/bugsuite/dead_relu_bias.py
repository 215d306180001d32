"""Bug: a churn classifier whose hidden ReLU layer was given
bias_initializer=Constant(-10) (copied from a sparse-activation recipe,
on inputs of unit scale): every unit outputs 0 for every customer from the
first step, no gradient reaches the layer, and the loss stays at the class
prior. The loss is stuck because layer 'usage' is dead. Fixed: the default
zero bias."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(286)
x = rng.normal(size=(900, 8)).astype("float32")
churned = ((x[:, 0] - x[:, 3] + 0.5 * x[:, 5] ** 2) > 0.6).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(8,)),
    keras.layers.Dense(24, activation="relu", name="usage",
                       bias_initializer="zeros" if FIXED else keras.initializers.Constant(-10.0)),
    keras.layers.Dense(1, activation="sigmoid", name="churn"),
])
model.compile(optimizer=keras.optimizers.Adagrad(learning_rate=0.05), loss="binary_crossentropy",
              metrics=["accuracy"])
model.fit(x, churned, epochs=6, batch_size=30, verbose=0)
