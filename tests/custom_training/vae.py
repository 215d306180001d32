"""A variational autoencoder as keras.io writes one ("Variational
AutoEncoder"): an encoder with a sampling layer, a decoder with a sigmoid
output, and a `keras.Model` subclass with its own `train_step` and no
`call()`. It learns images of white strokes on black, most pixels
exactly 0 (as MNIST's). Healthy: a sigmoid output that reproduces pixels
of exactly 0 sits at its flat end, as it should."""

import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(17)

SIZE = 12
LATENT_DIM = 2


def stroke_images(n, rng):
    """[n, SIZE, SIZE, 1] in [0, 1]: two bars each, half-bright edges."""
    images = np.zeros((n, SIZE, SIZE), dtype="float32")
    for image in images:
        for _ in range(2):
            at = rng.integers(2, SIZE - 2)
            lo = rng.integers(1, SIZE - 5)
            hi = rng.integers(lo + 4, SIZE)
            if rng.random() < 0.5:
                image[at, lo:hi], image[at - 1, lo:hi] = 1.0, np.maximum(image[at - 1, lo:hi], 0.5)
            else:
                image[lo:hi, at], image[lo:hi, at - 1] = 1.0, np.maximum(image[lo:hi, at - 1], 0.5)
    return images[..., None]


class Sampling(keras.layers.Layer):
    """z from (z_mean, z_log_var): the reparameterisation trick."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.seed_generator = keras.random.SeedGenerator(1337)

    def call(self, inputs):
        z_mean, z_log_var = inputs
        epsilon = keras.random.normal(shape=tf.shape(z_mean), seed=self.seed_generator)
        return z_mean + tf.exp(0.5 * z_log_var) * epsilon


encoder_inputs = keras.Input(shape=(SIZE, SIZE, 1))
x = keras.layers.Conv2D(16, 3, activation="relu", strides=2, padding="same")(encoder_inputs)
x = keras.layers.Flatten()(x)
x = keras.layers.Dense(32, activation="relu")(x)
z_mean = keras.layers.Dense(LATENT_DIM, name="z_mean")(x)
z_log_var = keras.layers.Dense(LATENT_DIM, name="z_log_var")(x)
z = Sampling()([z_mean, z_log_var])
encoder = keras.Model(encoder_inputs, [z_mean, z_log_var, z], name="encoder")

latent_inputs = keras.Input(shape=(LATENT_DIM,))
x = keras.layers.Dense(6 * 6 * 16, activation="relu")(latent_inputs)
x = keras.layers.Reshape((6, 6, 16))(x)
decoder_outputs = keras.layers.Conv2DTranspose(1, 3, strides=2, activation="sigmoid", padding="same")(x)
decoder = keras.Model(latent_inputs, decoder_outputs, name="decoder")


class VAE(keras.Model):
    def __init__(self, encoder, decoder, **kwargs):
        super().__init__(**kwargs)
        self.encoder = encoder
        self.decoder = decoder
        self.total_loss_tracker = keras.metrics.Mean(name="total_loss")
        self.reconstruction_loss_tracker = keras.metrics.Mean(name="reconstruction_loss")
        self.kl_loss_tracker = keras.metrics.Mean(name="kl_loss")

    @property
    def metrics(self):
        return [self.total_loss_tracker, self.reconstruction_loss_tracker, self.kl_loss_tracker]

    def train_step(self, data):
        with tf.GradientTape() as tape:
            z_mean, z_log_var, z = self.encoder(data)
            reconstruction = self.decoder(z)
            reconstruction_loss = tf.reduce_mean(
                tf.reduce_sum(keras.losses.binary_crossentropy(data, reconstruction), axis=(1, 2)))
            kl_loss = -0.5 * (1 + z_log_var - tf.square(z_mean) - tf.exp(z_log_var))
            kl_loss = tf.reduce_mean(tf.reduce_sum(kl_loss, axis=1))
            total_loss = reconstruction_loss + kl_loss
        grads = tape.gradient(total_loss, self.trainable_weights)
        self.optimizer.apply_gradients(zip(grads, self.trainable_weights))
        self.total_loss_tracker.update_state(total_loss)
        self.reconstruction_loss_tracker.update_state(reconstruction_loss)
        self.kl_loss_tracker.update_state(kl_loss)
        return {"loss": self.total_loss_tracker.result(),
                "reconstruction_loss": self.reconstruction_loss_tracker.result(),
                "kl_loss": self.kl_loss_tracker.result()}


rng = np.random.default_rng(17)
images = stroke_images(1024, rng)
vae = VAE(encoder, decoder)
vae.compile(optimizer=keras.optimizers.Adam(2e-3))
history = vae.fit(images, epochs=12, batch_size=64, verbose=0, shuffle=False)
for epoch, (loss, kl_loss) in enumerate(zip(history.history["loss"], history.history["kl_loss"])):
    print(f"@@ epoch {epoch} loss {loss:.6f} kl_loss {kl_loss:.6f}")
