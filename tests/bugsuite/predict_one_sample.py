"""Bug: training is fine, then the script predicts one sample with
model.predict(x_test[0]): a (4,) array where the model wants
(batch, 4); Keras takes it as a batch of 4 rows of one feature and the
script dies after training. Fixed: model.predict(x_test[:1])."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(11)
x_train = rng.normal(size=(300, 4)).astype("float32")
y_train = (x_train.sum(axis=1) > 0).astype("int32")
x_test = rng.normal(size=(20, 4)).astype("float32")

model = keras.Sequential([keras.Input(shape=(4,)), keras.layers.Dense(8, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, epochs=3, batch_size=20, verbose=0)
sample = x_test[:1] if FIXED else x_test[0]
print("probability:", model.predict(sample, verbose=0)[0, 0])
