"""Op determinism on (capture's step clock used to fail every step), and a
train_on_batch loop compiled again midway with another optimizer (our
statistics used to leak into the logs it returns)."""

import numpy as np
import tensorflow as tf
from tensorflow import keras

keras.utils.set_random_seed(0)
tf.config.experimental.enable_op_determinism()
rng = np.random.default_rng(0)
x = rng.normal(size=(64, 4)).astype("float32")
y = x[:, :1] * 2 - x[:, 1:2]
model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(4, activation="tanh"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(0.03), loss="mse")
print("fit", [repr(v) for v in model.fit(x, y, batch_size=8, epochs=6, shuffle=False, verbose=0).history["loss"]])
for i in range(4):
    print("adam", sorted((k, repr(float(v))) for k, v in model.train_on_batch(x[:16], y[:16], return_dict=True).items()))
model.compile(optimizer="rmsprop", loss="mse")
for i in range(4):
    print("rmsprop", sorted((k, repr(float(v))) for k, v in model.train_on_batch(x[:16], y[:16], return_dict=True).items()))
