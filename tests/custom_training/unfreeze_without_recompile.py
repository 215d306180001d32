"""Fine-tuning as keras.io's transfer-learning guide lays it out (a
pretrained base frozen, a new head trained, then the base unfrozen and
trained at a low rate), with the guide's one warning missed: after
`base.trainable = True` the model is not compiled again. Keras keeps the
train function (and the optimizer) it made while the base was frozen, so
the second fit still trains the head alone. Bug: the base never learns.
(`unfreeze_and_recompile.py` is the fixed twin.)"""

import keras
import numpy as np

keras.utils.set_random_seed(9)

FEATURES = 8

rng = np.random.default_rng(9)
# The base is pretrained on a related task, as an ImageNet base would be.
x_pre = rng.normal(size=(1024, FEATURES)).astype("float32")
y_pre = np.sin(x_pre[:, :1] * 2.0) + 0.5 * x_pre[:, 1:2]
base = keras.Sequential(
    [keras.Input((FEATURES,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(32, activation="relu")],
    name="base")
pretraining = keras.Sequential([base, keras.layers.Dense(1)], name="pretraining")
pretraining.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse")
history = pretraining.fit(x_pre, y_pre, batch_size=32, epochs=5, verbose=0, shuffle=False)
print(f"@@ pretraining loss {history.history['loss'][-1]:.6f}")

# The new task: the head on the frozen base first.
x = rng.normal(size=(1024, FEATURES)).astype("float32")
y = np.sin(x[:, :1] * 2.0) - 0.5 * x[:, 1:2] + 0.3 * np.abs(x[:, 2:3])
base.trainable = False
inputs = keras.Input((FEATURES,))
outputs = keras.layers.Dense(1, name="head")(base(inputs, training=False))
model = keras.Model(inputs, outputs, name="finetuned")
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse")
history = model.fit(x, y, batch_size=32, epochs=4, verbose=0, shuffle=False)
for epoch, loss in enumerate(history.history["loss"]):
    print(f"@@ head epoch {epoch} loss {loss:.6f}")

# Fine-tuning: the whole model.
base.trainable = True
history = model.fit(x, y, batch_size=32, epochs=4, verbose=0, shuffle=False)
for epoch, loss in enumerate(history.history["loss"]):
    print(f"@@ fine-tuning epoch {epoch} loss {loss:.6f}")
