"""Four classes trained with binary cross-entropy on a one-unit sigmoid:
the labels 0..3 are outside the loss's [0, 1]. `tb-trainhealth check`
fails it, naming the labels' range and the loss to use.
Run: tb-trainhealth check check_loss_mismatch.py"""

import keras
import numpy as np

rng = np.random.default_rng(3)
x_train = rng.normal(size=(256, 12)).astype("float32")
y_train = np.argmax(x_train[:, :4], axis=1)  # class ids 0..3

model = keras.Sequential([keras.Input((12,)), keras.layers.Dense(24, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy")
model.fit(x_train, y_train, batch_size=32, epochs=3, verbose=0)
