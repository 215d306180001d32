"""Transfer learning as keras.io writes it: a base trained first, frozen
(`trainable = False`) under a new head, fit; then unfrozen and compiled
again with a low rate, fit (the right way); and a second model unfrozen
WITHOUT compiling again, fit (Keras keeps its base frozen: the classic
pitfall). Both fine-tunings must train exactly as bare Keras does."""

import keras
import numpy as np

keras.utils.set_random_seed(23)
rng = np.random.default_rng(23)
x = rng.normal(size=(1024, 10)).astype("float32")
y = (np.sin(x[:, 0]) + x[:, 1] * x[:, 2] > 0).astype("int32")


def base_model():
    base = keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"),
                             keras.layers.Dense(16, activation="relu")], name="base")
    pre = keras.Sequential([base, keras.layers.Dense(2)])
    pre.compile(keras.optimizers.Adam(1e-2), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    pre.fit(x, (x[:, 3] > 0).astype("int32"), batch_size=64, epochs=2, verbose=0, shuffle=False)  # "pretraining"
    return base


for recompile in (True, False):
    base = base_model()
    base.trainable = False
    inputs = keras.Input((10,))
    model = keras.Model(inputs, keras.layers.Dense(2, name="head")(base(inputs, training=False)))
    model.compile(keras.optimizers.Adam(1e-2), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    first = model.fit(x, y, batch_size=64, epochs=2, verbose=0, shuffle=False)
    base.trainable = True
    if recompile:
        model.compile(keras.optimizers.Adam(1e-4), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                      metrics=["accuracy"])
    second = model.fit(x, y, batch_size=64, epochs=2, verbose=0, shuffle=False)
    print("@@ recompiled" if recompile else "@@ not recompiled",
          [f"{v:.9g}" for v in first.history["loss"] + second.history["loss"]],
          f"{float(np.abs(base.layers[0].kernel.numpy()).sum()):.9g}")
