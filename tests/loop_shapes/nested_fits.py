"""The unusual fits people write, in one process: a fit inside a callback
of another fit, a model with its own train_step, a subclassed model that
overrides fit, and (with the argument `legacy`) a tf_keras model trained
beside a Keras 3 one."""

import sys

import numpy as np
import tensorflow as tf
from tensorflow import keras

keras.utils.set_random_seed(3)
rng = np.random.default_rng(3)
x = rng.normal(size=(256, 5)).astype("float32")
y = (x[:, :1] * 2 - x[:, 1:2]).astype("float32")


def mlp(name):
    return keras.Sequential([keras.Input((5,)), keras.layers.Dense(8, activation="tanh"), keras.layers.Dense(1)],
                            name=name)


# 1. A fit inside a callback of another fit: a probe model refit each epoch.
probe = mlp("probe")
probe.compile("sgd", "mse")


class RefitProbe(keras.callbacks.Callback):
    def on_epoch_end(self, epoch, logs=None):
        history = probe.fit(x, y, batch_size=64, epochs=1, shuffle=False, verbose=0)
        print("inner", epoch, repr(history.history["loss"][-1]))


outer = mlp("outer")
outer.compile(keras.optimizers.Adam(1e-2), "mse")
history = outer.fit(x, y, batch_size=32, epochs=3, shuffle=False, verbose=0, callbacks=[RefitProbe()])
print("outer", [repr(v) for v in history.history["loss"]])


# 2. A model with its own train_step (gradient clipping by hand).
class ClippedStep(keras.Model):
    def train_step(self, data):
        x_batch, y_batch = data
        with tf.GradientTape() as tape:
            loss = self.compute_loss(x=x_batch, y=y_batch, y_pred=self(x_batch, training=True))
        gradients = tape.gradient(loss, self.trainable_variables)
        gradients = [tf.clip_by_norm(g, 1.0) for g in gradients]
        self.optimizer.apply_gradients(zip(gradients, self.trainable_variables))
        for metric in self.metrics:
            metric.update_state(loss) if metric.name == "loss" else None
        return {"loss": loss}


inputs = keras.Input((5,))
custom = ClippedStep(inputs, keras.layers.Dense(1)(keras.layers.Dense(8, activation="relu")(inputs)))
custom.compile(keras.optimizers.SGD(0.05), "mse")
history = custom.fit(x, y, batch_size=32, epochs=2, shuffle=False, verbose=0)
print("custom train_step", [repr(v) for v in history.history["loss"]])


# 3. A subclassed model that overrides fit (a warm-up fit, then the real one).
class WarmedUp(keras.Sequential):
    def fit(self, *args, **kwargs):
        epochs = kwargs.pop("epochs", 1)
        super().fit(*args, epochs=1, **kwargs)
        return super().fit(*args, epochs=epochs, **kwargs)


warmed = WarmedUp([keras.Input((5,)), keras.layers.Dense(8, activation="relu"), keras.layers.Dense(1)])
warmed.compile(keras.optimizers.RMSprop(1e-2), "mse")
history = warmed.fit(x, y, batch_size=32, epochs=2, shuffle=False, verbose=0)
print("overridden fit", [repr(v) for v in history.history["loss"]])

# 4. A tf_keras (legacy Keras 2) model beside the Keras 3 ones.
if sys.argv[1:] == ["legacy"]:
    import tf_keras

    tf_keras.utils.set_random_seed(3)
    legacy = tf_keras.Sequential([tf_keras.layers.Dense(8, activation="tanh", input_shape=(5,)),
                                  tf_keras.layers.Dense(1)])
    legacy.compile(tf_keras.optimizers.Adam(1e-2), "mse")
    history = legacy.fit(x, y, batch_size=32, epochs=2, shuffle=False, verbose=0)
    print("tf_keras", [repr(v) for v in history.history["loss"]])
    print("tf_keras train_on_batch", repr(float(legacy.train_on_batch(x[:32], y[:32]))))
print("predictions", repr(float(outer.predict(x[:16], verbose=0).sum())))
