"""Bug: a two-input model concatenates a (None, 4) vector with a
(None, 3, 2) block without flattening it: building the model fails.
Fixed: Flatten the block first."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
a = keras.Input(shape=(4,), name="meta")
b = keras.Input(shape=(3, 2), name="block")
block = keras.layers.Flatten()(b) if FIXED else b
merged = keras.layers.Concatenate(name="merge")([a, block])
out = keras.layers.Dense(1, activation="sigmoid")(keras.layers.Dense(8, activation="relu")(merged))
model = keras.Model([a, b], out)
model.compile(optimizer="adam", loss="binary_crossentropy")
rng = np.random.default_rng(33)
xa, xb = rng.normal(size=(200, 4)).astype("float32"), rng.normal(size=(200, 3, 2)).astype("float32")
y = (xa[:, 0] + xb[:, 0, 0] > 0).astype("float32")
model.fit([xa, xb], y, epochs=3, batch_size=20, verbose=0)
