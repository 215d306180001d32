"""A transfer-learning recipe applied to a trunk trained from scratch:
`trunk.trainable = False` freezes randomly initialised layers, and only
the small head learns. `tb-trainhealth check` fails it.
Run: tb-trainhealth check check_frozen_trunk.py"""

import keras
import numpy as np

rng = np.random.default_rng(2)
x_train = rng.normal(size=(400, 16)).astype("float32")
y_train = (np.sin(x_train[:, 0] * 3) + x_train[:, 1] * x_train[:, 2] > 0).astype("int32")

trunk = keras.Sequential([keras.Input((16,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu")], name="trunk")
trunk.trainable = False
model = keras.Sequential([trunk, keras.layers.Dense(2, activation="softmax")])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
model.fit(x_train, y_train, batch_size=32, epochs=3, verbose=0)
