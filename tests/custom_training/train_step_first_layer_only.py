"""A regression model with its own `train_step`, as keras.io writes one
("Customizing what happens in `fit()`"), whose update line applies the
gradients to the first layer's variables only: `zip` stops at the
shorter list, so `h2` and `head` keep their initial weights for the whole
run. Bug: two of three layers never learn.
(`train_step_all_layers.py` is the fixed twin.)"""

import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(3)


class Regressor(keras.Model):
    def __init__(self):
        super().__init__()
        self.h1 = keras.layers.Dense(32, activation="relu", name="h1")
        self.h2 = keras.layers.Dense(32, activation="relu", name="h2")
        self.head = keras.layers.Dense(1, name="head")

    def call(self, x):
        return self.head(self.h2(self.h1(x)))

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(y=y, y_pred=y_pred)
        gradients = tape.gradient(loss, self.trainable_variables)
        # The bug: the first layer's variables, not the model's.
        self.optimizer.apply_gradients(zip(gradients, self.h1.trainable_variables))
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
            else:
                metric.update_state(y, y_pred)
        return {m.name: m.result() for m in self.metrics}


rng = np.random.default_rng(3)
x = rng.normal(size=(1024, 8)).astype("float32")
y = (x @ rng.normal(size=(8, 1)) + 0.5 * np.sin(2 * x[:, :1])).astype("float32")
model = Regressor()
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="mse")
history = model.fit(x, y, batch_size=32, epochs=6, verbose=0, shuffle=False)
for epoch, loss in enumerate(history.history["loss"]):
    print(f"@@ epoch {epoch} loss {loss:.6f}")
