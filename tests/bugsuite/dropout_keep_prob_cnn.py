"""Bug: a small CNN for 12x12 glyphs (four shapes), its dropout carried
over from a TF1 notebook where `keep_prob=0.8` meant keep 80%: written as
`Dropout(rate=0.8)` after the convolution block and after the hidden Dense
layer it drops 80% of them, and the network cannot fit even its training
set. Fixed: Dropout(rate=0.2)."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv
keep_prob = 0.8  # tf.nn.dropout(conv, keep_prob=keep_prob) in the TF1 notebook

rng = np.random.default_rng(4402)
n = 1200
labels = rng.integers(0, 4, size=n)
images = rng.normal(0.0, 0.35, size=(n, 12, 12, 1)).astype("float32")
for i, label in enumerate(labels):
    r, c = rng.integers(1, 6, size=2)
    if label == 0:
        images[i, r + 3, c:c + 6, 0] += 1.0       # a horizontal bar
    elif label == 1:
        images[i, r:r + 6, c + 3, 0] += 1.0       # a vertical bar
    elif label == 2:
        images[i, r:r + 6, c:c + 6, 0] += 0.6 * np.eye(6)   # a diagonal
    else:
        images[i, r + 1:r + 5, c + 1:c + 5, 0] += 0.5       # a filled square

rate = 1 - keep_prob if FIXED else keep_prob
model = keras.Sequential([
    keras.Input(shape=(12, 12, 1)),
    keras.layers.Conv2D(16, 3, activation="relu", name="conv"),
    keras.layers.MaxPooling2D(2),
    keras.layers.Dropout(rate=rate, name="drop_conv"),
    keras.layers.Flatten(),
    keras.layers.Dense(32, activation="relu", name="features"),
    keras.layers.Dropout(rate=rate, name="drop_features"),
    keras.layers.Dense(4, activation="softmax", name="glyph"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(images, labels, epochs=8, batch_size=32, verbose=0)
