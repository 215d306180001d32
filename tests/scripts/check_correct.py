"""A small correct image classifier: `tb-trainhealth check` passes it.
Run: tb-trainhealth check check_correct.py"""

import keras
import numpy as np

rng = np.random.default_rng(0)
x_train = rng.random((512, 8, 8, 1)).astype("float32")
y_train = (x_train[:, :4].mean(axis=(1, 2, 3)) > x_train[:, 4:].mean(axis=(1, 2, 3))).astype("int32") * 2
y_train += (x_train[:, :, :4].mean(axis=(1, 2, 3)) > 0.5).astype("int32")  # 4 classes

model = keras.Sequential([
    keras.Input((8, 8, 1)),
    keras.layers.Conv2D(8, 3, activation="relu", padding="same"),
    keras.layers.Flatten(),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(4),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x_train, y_train, batch_size=32, epochs=5, verbose=0)
