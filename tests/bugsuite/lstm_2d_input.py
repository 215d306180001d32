"""Bug: an LSTM classifier of sensor readings fed a 2-D array
(samples, timesteps): an LSTM needs (samples, timesteps, features), and
Keras refuses to build the layer. Fixed: the feature axis added,
x[..., None]."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

readings = np.random.rand(256, 30).astype("float32")
labels = (readings[:, :10].mean(axis=1) > readings[:, 20:].mean(axis=1)).astype("int32")
if FIXED:
    readings = readings[..., None]

model = keras.Sequential()
model.add(keras.layers.LSTM(12, name="lstm"))
model.add(keras.layers.Dense(1, activation="sigmoid"))
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(readings, labels, epochs=2, batch_size=32, verbose=0)
