"""A model that overrides `compute_loss` (an extra penalty on its
activations) and has its own `test_step`, validated every epoch: the
keras.io "Customizing what happens in fit()" patterns. Healthy."""

import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(17)
rng = np.random.default_rng(17)
x = rng.normal(size=(1200, 12)).astype("float32")
y = (x[:, :3].sum(axis=1) > 0).astype("int32")


class PenalisedModel(keras.Model):
    def compute_loss(self, x=None, y=None, y_pred=None, sample_weight=None, training=True):
        loss = super().compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight, training=training)
        return loss + 1e-3 * tf.reduce_mean(tf.square(y_pred))

    def test_step(self, data):
        x_batch, y_batch = data
        y_pred = self(x_batch, training=False)
        loss = self.compute_loss(x=x_batch, y=y_batch, y_pred=y_pred, training=False)
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
            else:
                metric.update_state(y_batch, y_pred)
        return {m.name: m.result() for m in self.metrics}


inputs = keras.Input((12,))
hidden = keras.layers.Dense(24, activation="relu")(inputs)
model = PenalisedModel(inputs, keras.layers.Dense(2)(hidden))
model.compile(keras.optimizers.Adam(3e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
history = model.fit(x[:1000], y[:1000], validation_data=(x[1000:], y[1000:]), batch_size=32, epochs=4,
                    verbose=0, shuffle=False)
for name, values in sorted(history.history.items()):
    print("@@", name, [f"{v:.9g}" for v in values])
