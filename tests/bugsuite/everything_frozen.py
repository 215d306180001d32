"""Bug: `model.trainable = False` meant for a pretrained base was set on
the whole model before compile: nothing trains and the loss stays where
it started. Fixed: only the base is frozen."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(44)
x = rng.normal(size=(480, 8)).astype("float32")
y = (x[:, 0] * x[:, 1] > 0).astype("int32")
base = keras.Sequential([keras.Input(shape=(8,)), keras.layers.Dense(32, activation="relu", name="base_dense")],
                        name="base")
model = keras.Sequential([base, keras.layers.Dense(32, activation="relu", name="head_dense"),
                          keras.layers.Dense(2, activation="softmax", name="head")])
if FIXED:
    base.trainable = False
else:
    model.trainable = False
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=5, batch_size=24, verbose=0)
