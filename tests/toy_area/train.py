"""Trains a tiny model with TrainHealth into argv[1] (the toy area on)."""

import sys

import keras
import numpy as np

import tb_trainhealth

x = np.random.default_rng(0).normal(size=(64, 4)).astype("float32")
y = (x[:, 0] > 0).astype("int32")
model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(2)])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x, y, batch_size=8, epochs=1, verbose=0,
          callbacks=[tb_trainhealth.TrainHealth(sys.argv[1], options={"toy": {"every": 2}})])
