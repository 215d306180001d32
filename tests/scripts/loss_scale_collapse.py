"""Mixed precision whose gradients overflow float16 even unscaled: a loss
weighted 1e4 on targets of ~1e3 sends gradients of ~1e5 into the float16
layers, so the loss-scale optimizer skips step after step and halves its
scale below 1 (`loss_scale_collapse`). Run: python loss_scale_collapse.py LOGDIR"""

import sys

import keras
import numpy as np

import tb_trainhealth

keras.mixed_precision.set_global_policy("mixed_float16")
rng = np.random.default_rng(0)
x = rng.normal(size=(256, 8)).astype("float32")
y = (1e3 * rng.normal(size=(256, 1))).astype("float32")
model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"),
                          keras.layers.Dense(1, dtype="float32")])
model.compile(optimizer="adam", loss=lambda t, p: 1e4 * keras.ops.mean(keras.ops.square(t - p)))
model.fit(x, y, batch_size=32, epochs=3, verbose=0, callbacks=[tb_trainhealth.TrainHealth(sys.argv[1])])
