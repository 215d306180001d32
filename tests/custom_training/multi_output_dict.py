"""A functional model with two named heads, a dict of losses and of loss
weights, and a dict of targets: a class head and a regression head on
the same features. Healthy."""

import keras
import numpy as np

keras.utils.set_random_seed(19)
rng = np.random.default_rng(19)
x = rng.normal(size=(1024, 8)).astype("float32")
kind = (x[:, 0] + x[:, 1] > 0).astype("int32")
size = (0.5 * x[:, 2] - x[:, 3]).astype("float32")[:, None]

inputs = keras.Input((8,), name="features")
trunk = keras.layers.Dense(32, activation="relu")(inputs)
kind_out = keras.layers.Dense(2, name="kind")(trunk)
size_out = keras.layers.Dense(1, name="size")(trunk)
model = keras.Model(inputs, {"kind": kind_out, "size": size_out})
model.compile(keras.optimizers.Adam(2e-3),
              loss={"kind": keras.losses.SparseCategoricalCrossentropy(from_logits=True), "size": "mse"},
              loss_weights={"kind": 1.0, "size": 0.5})
history = model.fit(x, {"kind": kind, "size": size}, batch_size=32, epochs=4, verbose=0, shuffle=False)
for name, values in sorted(history.history.items()):
    print("@@", name, [f"{v:.9g}" for v in values])
