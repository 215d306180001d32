"""Bug: a Python generator of batches from records (dicts) where one record
was written with a misspelt key: the generator raises KeyError in the
middle of the first epoch and training dies. Fixed: the key spelt right."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(8)
records = [{"pixels": rng.random(12).astype("float32"), "label": int(rng.integers(0, 2))} for _ in range(480)]
records[300] = {"pixels": records[300]["pixels"], "lable" if not FIXED else "label": 1}


def batches(batch_size=16):
    while True:
        for start in range(0, len(records), batch_size):
            chunk = records[start:start + batch_size]
            yield (np.stack([r["pixels"] for r in chunk]),
                   np.array([r["label"] for r in chunk], dtype="int32"))


model = keras.Sequential([
    keras.Input(shape=(12,)),
    keras.layers.Dense(8, activation="relu"),
    keras.layers.Dense(2, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
model.fit(batches(), steps_per_epoch=30, epochs=2, verbose=0)
