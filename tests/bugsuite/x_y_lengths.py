"""Bug: the labels were built from a filtered frame and have one row fewer
than the features. Fixed: the same rows for both."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(53)
x = rng.normal(size=(500, 4)).astype("float32")
y = (x[:, 0] > 0).astype("int32")
if not FIXED:
    y = y[1:]
model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(8, activation="relu"),
                          keras.layers.Dense(2, activation="softmax")])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
model.fit(x, y, epochs=3, batch_size=25, verbose=0)
