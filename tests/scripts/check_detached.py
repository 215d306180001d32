"""The output goes through a "calibration" Lambda that stops the gradient:
the loss no longer reaches any weight. `tb-trainhealth check` fails it.
Run: tb-trainhealth check check_detached.py"""

import keras
import numpy as np

rng = np.random.default_rng(1)
x_train = rng.normal(size=(300, 10)).astype("float32")
y_train = np.argmax(x_train[:, :3], axis=1)

inputs = keras.Input((10,))
h = keras.layers.Dense(32, activation="relu")(inputs)
logits = keras.layers.Dense(3)(h)
calibrated = keras.layers.Lambda(lambda t: keras.ops.stop_gradient(t / 1.5), name="calibrate")(logits)
model = keras.Model(inputs, calibrated)
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x_train, y_train, batch_size=64, epochs=3, verbose=0)
