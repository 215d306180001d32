"""Bug: multi-label tagging (each sample can have several of 5 tags) with
a softmax head and categorical cross-entropy, which assume exactly one
tag per sample. Fixed: sigmoid units and binary cross-entropy."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(31)
x = rng.normal(size=(600, 10)).astype("float32")
tags = (x[:, :5] + rng.normal(scale=0.3, size=(600, 5)) > 0.3).astype("float32")
model = keras.Sequential([keras.Input(shape=(10,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(5, activation="sigmoid" if FIXED else "softmax", name="tags")])
model.compile(optimizer="adam", loss="binary_crossentropy" if FIXED else "categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, tags, epochs=6, batch_size=30, verbose=0)
