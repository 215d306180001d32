"""A conditional GAN written against legacy Keras 2 (tf_keras): its own
`train_step`, the class one-hot concatenated to the noise and to the
images, noise from `tf.random.normal`, and Dropout in the discriminator
(tf_keras's dropout is a seeded stateful op too). Healthy."""

import numpy as np
import tensorflow as tf
import tf_keras as keras

keras.utils.set_random_seed(31)
LATENT, CLASSES = 6, 3
rng = np.random.default_rng(31)
labels = rng.integers(0, CLASSES, size=768)
points = (rng.normal(size=(768, 4)) * 0.3 + labels[:, None]).astype("float32")
onehot = np.eye(CLASSES, dtype="float32")[labels]

generator = keras.Sequential([keras.layers.InputLayer((LATENT + CLASSES,)), keras.layers.Dense(16, activation="relu"),
                              keras.layers.Dense(4)], name="generator")
discriminator = keras.Sequential([keras.layers.InputLayer((4 + CLASSES,)), keras.layers.Dense(16, activation="relu"),
                                  keras.layers.Dropout(0.2), keras.layers.Dense(1)], name="discriminator")


class ConditionalGAN(keras.Model):
    def __init__(self, discriminator, generator):
        super().__init__()
        self.discriminator, self.generator = discriminator, generator
        self.gen_loss_tracker = keras.metrics.Mean(name="generator_loss")
        self.disc_loss_tracker = keras.metrics.Mean(name="discriminator_loss")

    @property
    def metrics(self):
        return [self.gen_loss_tracker, self.disc_loss_tracker]

    def compile(self, d_optimizer, g_optimizer, loss_fn):
        super().compile()
        self.d_optimizer, self.g_optimizer, self.loss_fn = d_optimizer, g_optimizer, loss_fn

    def train_step(self, data):
        real, one_hot = data
        batch_size = tf.shape(real)[0]
        noise = tf.random.normal(shape=(batch_size, LATENT))
        fake = self.generator(tf.concat([noise, one_hot], axis=1))
        combined = tf.concat([tf.concat([fake, one_hot], 1), tf.concat([real, one_hot], 1)], axis=0)
        labels = tf.concat([tf.ones((batch_size, 1)), tf.zeros((batch_size, 1))], axis=0)
        with tf.GradientTape() as tape:
            d_loss = self.loss_fn(labels, self.discriminator(combined, training=True))
        grads = tape.gradient(d_loss, self.discriminator.trainable_weights)
        self.d_optimizer.apply_gradients(zip(grads, self.discriminator.trainable_weights))
        noise = tf.random.normal(shape=(batch_size, LATENT))
        with tf.GradientTape() as tape:
            fake = self.generator(tf.concat([noise, one_hot], axis=1))
            g_loss = self.loss_fn(tf.zeros((batch_size, 1)),
                                  self.discriminator(tf.concat([fake, one_hot], 1), training=True))
        grads = tape.gradient(g_loss, self.generator.trainable_weights)
        self.g_optimizer.apply_gradients(zip(grads, self.generator.trainable_weights))
        self.gen_loss_tracker.update_state(g_loss)
        self.disc_loss_tracker.update_state(d_loss)
        return {"g_loss": self.gen_loss_tracker.result(), "d_loss": self.disc_loss_tracker.result()}


cgan = ConditionalGAN(discriminator, generator)
cgan.compile(keras.optimizers.Adam(1e-3), keras.optimizers.Adam(1e-3),
             keras.losses.BinaryCrossentropy(from_logits=True))
dataset = tf.data.Dataset.from_tensor_slices((points, onehot)).batch(64)
history = cgan.fit(dataset, epochs=3, verbose=0)
for name, values in sorted(history.history.items()):
    print("@@", name, [f"{v:.9g}" for v in values])
