"""Bug: a binary classifier ending in activation="tanh" (outputs in -1..1)
with binary cross-entropy. Fixed: sigmoid."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(52)
x = rng.normal(size=(500, 6)).astype("float32")
y = (x[:, 1] + x[:, 2] > 0).astype("float32")
model = keras.Sequential([keras.Input(shape=(6,)), keras.layers.Dense(16, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid" if FIXED else "tanh", name="churn")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=25, verbose=0)
