"""Bug: a spam classifier whose last Dense(1) has no activation, trained
with binary_crossentropy as a string (from_logits=False): the raw scores
are clipped as if they were probabilities. Fixed: activation="sigmoid"."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(22)
x = rng.normal(size=(600, 10)).astype("float32")
y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype("float32")
model = keras.Sequential([
    keras.Input(shape=(10,)),
    keras.layers.Dense(16, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid" if FIXED else None, name="spam"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=32, verbose=0)
