"""Bug: a product-category classifier ported from a TF1 tutorial, where
`tf.nn.dropout(h, keep_prob=0.9)` kept 90% of the units. Keras's Dropout
takes the rate dropped, so `Dropout(0.9)` after each of the two hidden
layers drops 90% of them: the model cannot fit its own training data and
the accuracy stays near chance. Fixed: Dropout(0.1)."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv
KEEP_PROB = 0.9  # from the TF1 code: tf.nn.dropout(h, keep_prob=KEEP_PROB)

rng = np.random.default_rng(4401)
x = rng.normal(size=(1500, 20)).astype("float32")
w = rng.normal(size=(20, 6))
y = np.argmax(np.tanh(x @ w) + 0.3 * (x[:, :6] ** 2), axis=1)

rate = 1 - KEEP_PROB if FIXED else KEEP_PROB
model = keras.Sequential([
    keras.Input(shape=(20,)),
    keras.layers.Dense(64, activation="relu", name="hidden_1"),
    keras.layers.Dropout(rate, name="drop_1"),
    keras.layers.Dense(64, activation="relu", name="hidden_2"),
    keras.layers.Dropout(rate, name="drop_2"),
    keras.layers.Dense(6, activation="softmax", name="category"),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=1e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(x, y, epochs=8, batch_size=32, verbose=0)
