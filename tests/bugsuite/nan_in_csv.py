"""Bug: a tabular regression whose CSV has empty cells: np.genfromtxt reads
them as NaN, and the loss is NaN from the first batch that holds one.
Fixed: the empty cells filled with the column's mean."""

import io
import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

rng = np.random.default_rng(3)
rows = []
for i in range(400):
    sqft, beds, age = rng.uniform(0.5, 3.0), rng.integers(1, 5), rng.uniform(0, 1)
    price = 0.8 * sqft + 0.2 * beds - 0.5 * age + rng.normal(scale=0.05)
    cells = [f"{sqft:.3f}", str(beds), "" if i % 37 == 36 else f"{age:.3f}", f"{price:.3f}"]
    rows.append(",".join(cells))
csv = "sqft,beds,age,price\n" + "\n".join(rows)

data = np.genfromtxt(io.StringIO(csv), delimiter=",", skip_header=1)
if FIXED:
    column_means = np.nanmean(data, axis=0)
    data = np.where(np.isnan(data), column_means, data)
x, y = data[:, :3].astype("float32"), data[:, 3].astype("float32")

model = keras.Sequential([
    keras.Input(shape=(3,)),
    keras.layers.Dense(16, activation="relu"),
    keras.layers.Dense(1),
])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, epochs=3, batch_size=16, verbose=0)
