"""Bug: a sentiment model Embedding -> Dense(1, sigmoid) without pooling
over the words: the output is one score per word, (batch, 20, 1), against
one label per review. Fixed: GlobalAveragePooling1D before the Dense."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(54)
tokens = rng.integers(1, 500, size=(400, 20))
y = (tokens[:, :5].mean(axis=1) > 250).astype("float32")
layers = [keras.Input(shape=(20,), dtype="int32"), keras.layers.Embedding(500, 16)]
if FIXED:
    layers.append(keras.layers.GlobalAveragePooling1D())
layers.append(keras.layers.Dense(1, activation="sigmoid", name="out"))
model = keras.Sequential(layers)
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(tokens, y, epochs=4, batch_size=20, verbose=0)
