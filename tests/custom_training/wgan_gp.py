"""A WGAN with a gradient penalty as keras.io writes it: its own
`train_step`, no `call()`, several critic steps per generator step, the
penalty from a tape nested in the critic's tape, and the interpolation
weights from `tf.random.uniform`. Healthy: the critic's loss is not meant
to fall steadily."""

import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(5)
LATENT, CRITIC_STEPS, GP_WEIGHT = 8, 3, 10.0
rng = np.random.default_rng(5)
images = np.clip(rng.normal(0.5, 0.2, size=(512, 6, 6, 1)), 0, 1).astype("float32")


def critic_model():
    return keras.Sequential([keras.Input((6, 6, 1)), keras.layers.Conv2D(8, 3, padding="same"),
                             keras.layers.LeakyReLU(0.2), keras.layers.Flatten(), keras.layers.Dense(1)],
                            name="critic")


def generator_model():
    return keras.Sequential([keras.Input((LATENT,)), keras.layers.Dense(36, activation="relu"),
                             keras.layers.Reshape((6, 6, 1)), keras.layers.Conv2D(1, 3, padding="same",
                                                                                 activation="sigmoid")],
                            name="generator")


class WGAN(keras.Model):
    def __init__(self, critic, generator):
        super().__init__()
        self.critic, self.generator = critic, generator

    def compile(self, c_optimizer, g_optimizer):
        super().compile()
        self.c_optimizer, self.g_optimizer = c_optimizer, g_optimizer

    def gradient_penalty(self, batch_size, real, fake):
        alpha = tf.random.uniform([batch_size, 1, 1, 1], 0.0, 1.0)
        interpolated = real + alpha * (fake - real)
        with tf.GradientTape() as gp_tape:
            gp_tape.watch(interpolated)
            pred = self.critic(interpolated, training=True)
        grads = gp_tape.gradient(pred, [interpolated])[0]
        norm = tf.sqrt(tf.reduce_sum(tf.square(grads), axis=[1, 2, 3]))
        return tf.reduce_mean((norm - 1.0) ** 2)

    def train_step(self, real):
        batch_size = tf.shape(real)[0]
        for _ in range(CRITIC_STEPS):
            z = tf.random.normal(shape=(batch_size, LATENT))
            with tf.GradientTape() as tape:
                fake = self.generator(z, training=True)
                c_cost = tf.reduce_mean(self.critic(fake, training=True)) - tf.reduce_mean(
                    self.critic(real, training=True))
                c_loss = c_cost + GP_WEIGHT * self.gradient_penalty(batch_size, real, fake)
            grads = tape.gradient(c_loss, self.critic.trainable_variables)
            self.c_optimizer.apply_gradients(zip(grads, self.critic.trainable_variables))
        z = tf.random.normal(shape=(batch_size, LATENT))
        with tf.GradientTape() as tape:
            g_loss = -tf.reduce_mean(self.critic(self.generator(z, training=True), training=True))
        grads = tape.gradient(g_loss, self.generator.trainable_variables)
        self.g_optimizer.apply_gradients(zip(grads, self.generator.trainable_variables))
        return {"c_loss": c_loss, "g_loss": g_loss}


wgan = WGAN(critic_model(), generator_model())
wgan.compile(keras.optimizers.Adam(2e-4, beta_1=0.5, beta_2=0.9), keras.optimizers.Adam(2e-4, beta_1=0.5, beta_2=0.9))
history = wgan.fit(images, batch_size=32, epochs=2, verbose=0, shuffle=False)
for name, values in history.history.items():
    print("@@", name, [f"{v:.9g}" for v in values])
