"""Bug: the training labels are one-hot, the validation labels were left
as class ids: training runs, then validation crashes at the end of the
first epoch. Fixed: to_categorical on the validation labels too."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(26)
y = rng.integers(0, 3, size=360)
x = (np.eye(3)[y] * 2 + rng.normal(size=(360, 3))).astype("float32")
x_train, x_val, y_train, y_val = x[:300], x[300:], y[:300], y[300:]
y_train = keras.utils.to_categorical(y_train, 3)
if FIXED:
    y_val = keras.utils.to_categorical(y_val, 3)
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(16, activation="relu"),
                          keras.layers.Dense(3, activation="softmax", name="label")])
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=3, batch_size=20, verbose=0)
