"""A GAN as keras.io writes one ("Customizing what happens in `fit()`"):
a `keras.Model` subclass with its own `compile` and `train_step`, two
optimizers (the discriminator's and the generator's) and no `call()`. It
learns small images of white strokes on black, most of whose pixels are
exactly 0 (as MNIST's), through a generator with a sigmoid output.
Healthy: it trains, and nothing in it is a problem (a sigmoid that
reproduces pixels of exactly 0 sits at its flat end, as it should)."""

import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(7)

SIZE = 12
LATENT_DIM = 16


def stroke_images(n, rng):
    """[n, SIZE, SIZE, 1] in [0, 1]: a bar each, half-bright edges."""
    images = np.zeros((n, SIZE, SIZE), dtype="float32")
    for image in images:
        at = rng.integers(2, SIZE - 2)
        lo = rng.integers(1, SIZE - 5)
        hi = rng.integers(lo + 4, SIZE)
        if rng.random() < 0.5:
            image[at, lo:hi], image[at - 1, lo:hi] = 1.0, 0.5
        else:
            image[lo:hi, at], image[lo:hi, at - 1] = 1.0, 0.5
    return images[..., None]


class GAN(keras.Model):
    def __init__(self, generator, discriminator, latent_dim):
        super().__init__()
        self.generator = generator
        self.discriminator = discriminator
        self.latent_dim = latent_dim
        self.seed_generator = keras.random.SeedGenerator(1337)
        self.d_loss_tracker = keras.metrics.Mean(name="d_loss")
        self.g_loss_tracker = keras.metrics.Mean(name="g_loss")

    @property
    def metrics(self):
        return [self.d_loss_tracker, self.g_loss_tracker]

    def compile(self, d_optimizer, g_optimizer, loss_fn):
        super().compile()
        self.d_optimizer = d_optimizer
        self.g_optimizer = g_optimizer
        self.loss_fn = loss_fn

    def train_step(self, real_images):
        if isinstance(real_images, tuple):
            real_images = real_images[0]
        batch_size = tf.shape(real_images)[0]

        # The discriminator, on generated (label 1) and real (label 0) images.
        latent = keras.random.normal(shape=(batch_size, self.latent_dim), seed=self.seed_generator)
        generated = self.generator(latent)
        combined = tf.concat([generated, real_images], axis=0)
        labels = tf.concat([tf.ones((batch_size, 1)), tf.zeros((batch_size, 1))], axis=0)
        labels += 0.05 * keras.random.uniform(tf.shape(labels), seed=self.seed_generator)
        with tf.GradientTape() as tape:
            predictions = self.discriminator(combined)
            d_loss = self.loss_fn(labels, predictions)
        grads = tape.gradient(d_loss, self.discriminator.trainable_weights)
        self.d_optimizer.apply_gradients(zip(grads, self.discriminator.trainable_weights))

        # The generator, to make the discriminator say "real".
        latent = keras.random.normal(shape=(batch_size, self.latent_dim), seed=self.seed_generator)
        misleading_labels = tf.zeros((batch_size, 1))
        with tf.GradientTape() as tape:
            predictions = self.discriminator(self.generator(latent))
            g_loss = self.loss_fn(misleading_labels, predictions)
        grads = tape.gradient(g_loss, self.generator.trainable_weights)
        self.g_optimizer.apply_gradients(zip(grads, self.generator.trainable_weights))

        self.d_loss_tracker.update_state(d_loss)
        self.g_loss_tracker.update_state(g_loss)
        return {"d_loss": self.d_loss_tracker.result(), "g_loss": self.g_loss_tracker.result()}


rng = np.random.default_rng(7)
images = stroke_images(1024, rng)
generator = keras.Sequential(
    [keras.Input((LATENT_DIM,)), keras.layers.Dense(64, activation="leaky_relu"),
     keras.layers.Dense(SIZE * SIZE, activation="sigmoid"), keras.layers.Reshape((SIZE, SIZE, 1))],
    name="generator")
discriminator = keras.Sequential(
    [keras.Input((SIZE, SIZE, 1)), keras.layers.Flatten(), keras.layers.Dense(64, activation="leaky_relu"),
     keras.layers.Dense(1, activation="sigmoid")],
    name="discriminator")
gan = GAN(generator=generator, discriminator=discriminator, latent_dim=LATENT_DIM)
gan.compile(d_optimizer=keras.optimizers.Adam(2e-3), g_optimizer=keras.optimizers.Adam(2e-3),
            loss_fn=keras.losses.BinaryCrossentropy())
history = gan.fit(images, batch_size=64, epochs=30, verbose=0, shuffle=False)
for epoch, (d_loss, g_loss) in enumerate(zip(history.history["d_loss"], history.history["g_loss"])):
    print(f"@@ epoch {epoch} d_loss {d_loss:.6f} g_loss {g_loss:.6f}")
