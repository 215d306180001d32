"""Bug: integer class ids 0..4 with loss="categorical_crossentropy" (which
wants one-hot rows). Fixed: sparse_categorical_crossentropy."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(23)
y = rng.integers(0, 5, size=500)
x = (np.eye(5)[y] * 2 + rng.normal(size=(500, 5))).astype("float32")
model = keras.Sequential([keras.Input(shape=(5,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(5, activation="softmax", name="topic")])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy" if FIXED else "categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, epochs=5, batch_size=25, verbose=0)
