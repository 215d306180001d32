"""Bug: an LSTM that tells which of five signal shapes a noisy series of
40 readings holds, trained with Adam(learning_rate=0.5), a rate taken from
an SGD tutorial. Adam moves every weight by about 0.5 each step: the gates
saturate and the model ends guessing. Fixed: Adam's default 1e-3."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
keras.utils.set_random_seed(17)
rng = np.random.default_rng(17)
n, steps = 2000, 40
y = rng.integers(0, 5, size=n)
t = np.linspace(0, 1, steps)
shapes = np.stack([np.sin(2 * np.pi * t), np.sin(6 * np.pi * t), t * 2 - 1, np.sign(np.sin(4 * np.pi * t)),
                   np.exp(-((t - 0.5) ** 2) / 0.01)])
x = (shapes[y] + rng.normal(scale=0.8, size=(n, steps)))[..., None].astype("float32")
model = keras.Sequential([keras.Input((steps, 1)), keras.layers.LSTM(32, name="lstm"),
                          keras.layers.Dense(5, activation="softmax", name="shape")])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=1e-3 if FIXED else 0.5),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
history = model.fit(x, y, epochs=5, batch_size=32, verbose=0)
print("accuracy", round(history.history["accuracy"][-1], 3))
