"""Bug: Adam(learning_rate=1.0) copied from an SGD example: the first
updates throw the weights around and the loss stays high. Fixed: Adam's
default 1e-3."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(25)
y = rng.integers(0, 4, size=800)
x = (np.eye(4)[y] * 1.5 + rng.normal(size=(800, 4))).astype("float32")
x = np.hstack([x, rng.normal(size=(800, 4))]).astype("float32")
model = keras.Sequential([keras.Input(shape=(8,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu"), keras.layers.Dense(4, activation="softmax")])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=1e-3 if FIXED else 1.0),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=32, verbose=0)
