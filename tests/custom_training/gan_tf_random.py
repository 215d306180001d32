"""A GAN with its own `train_step` and no `call()`, drawing its noise with
`tf.random.normal` under `keras.utils.set_random_seed` (as the older
keras.io examples and many copies of them do): a seeded stateful random
op, whose stream a second trace of the step would begin again. Healthy."""

import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(11)
LATENT = 4
rng = np.random.default_rng(11)
real = rng.normal(loc=(2.0, -1.0), scale=0.5, size=(1024, 2)).astype("float32")


class GAN(keras.Model):
    def __init__(self, discriminator, generator):
        super().__init__()
        self.discriminator, self.generator = discriminator, generator
        self.d_loss_tracker = keras.metrics.Mean(name="d_loss")
        self.g_loss_tracker = keras.metrics.Mean(name="g_loss")

    @property
    def metrics(self):
        return [self.d_loss_tracker, self.g_loss_tracker]

    def compile(self, d_optimizer, g_optimizer, loss_fn):
        super().compile()
        self.d_optimizer, self.g_optimizer, self.loss_fn = d_optimizer, g_optimizer, loss_fn

    def train_step(self, real_points):
        batch_size = tf.shape(real_points)[0]
        z = tf.random.normal(shape=(batch_size, LATENT))
        combined = tf.concat([self.generator(z), real_points], axis=0)
        labels = tf.concat([tf.ones((batch_size, 1)), tf.zeros((batch_size, 1))], axis=0)
        labels += 0.05 * tf.random.uniform(tf.shape(labels))  # label noise, as keras.io adds
        with tf.GradientTape() as tape:
            d_loss = self.loss_fn(labels, self.discriminator(combined))
        grads = tape.gradient(d_loss, self.discriminator.trainable_weights)
        self.d_optimizer.apply_gradients(zip(grads, self.discriminator.trainable_weights))
        z = tf.random.normal(shape=(batch_size, LATENT))
        with tf.GradientTape() as tape:
            g_loss = self.loss_fn(tf.zeros((batch_size, 1)), self.discriminator(self.generator(z)))
        grads = tape.gradient(g_loss, self.generator.trainable_weights)
        self.g_optimizer.apply_gradients(zip(grads, self.generator.trainable_weights))
        self.d_loss_tracker.update_state(d_loss)
        self.g_loss_tracker.update_state(g_loss)
        return {"d_loss": self.d_loss_tracker.result(), "g_loss": self.g_loss_tracker.result()}


generator = keras.Sequential([keras.Input((LATENT,)), keras.layers.Dense(16, activation="relu"),
                              keras.layers.Dense(2)], name="generator")
discriminator = keras.Sequential([keras.Input((2,)), keras.layers.Dense(16, activation="relu"),
                                  keras.layers.Dense(1)], name="discriminator")
gan = GAN(discriminator, generator)
gan.compile(keras.optimizers.Adam(1e-3), keras.optimizers.Adam(1e-3), keras.losses.BinaryCrossentropy(from_logits=True))
history = gan.fit(tf.data.Dataset.from_tensor_slices(real).batch(64), epochs=3, verbose=0)
for name, values in history.history.items():
    print("@@", name, [f"{v:.9g}" for v in values])
print("@@ generated mean", f"{float(generator(rng.normal(size=(8, LATENT)).astype('float32')).numpy().mean()):.9g}")
