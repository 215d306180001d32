"""Bug: a text classifier whose Embedding was given input_dim=100 while
the tokenizer produced ids up to 999: a lookup out of range. Fixed:
input_dim=1000 (the vocabulary size)."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(34)
tokens = rng.integers(1, 1000, size=(400, 12))
y = (tokens.mean(axis=1) > 500).astype("float32")
model = keras.Sequential([keras.Input(shape=(12,), dtype="int32"),
                          keras.layers.Embedding(1000 if FIXED else 100, 16, name="embed"),
                          keras.layers.GlobalAveragePooling1D(), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(tokens, y, epochs=3, batch_size=20, verbose=0)
