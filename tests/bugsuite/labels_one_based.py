"""Bug: ratings 1..5 used as class ids with five softmax units: label 5 is
out of range and the first batch holding one crashes. Fixed: y - 1."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(42)
rating = rng.integers(1, 6, size=500)
x = (np.eye(6)[rating][:, 1:] * 2 + rng.normal(size=(500, 5))).astype("float32")
y = rating - 1 if FIXED else rating
model = keras.Sequential([keras.Input(shape=(5,)), keras.layers.Dense(16, activation="relu"),
                          keras.layers.Dense(5, activation="softmax", name="stars")])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=5, batch_size=25, verbose=0)
