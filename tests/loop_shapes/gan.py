"""A GAN trained the classic Keras way: a discriminator and a combined
model (generator + frozen discriminator, layers shared) trained
alternately with train_on_batch, the discriminator's `trainable` switched
between the calls, and a third model (the generator alone) used to
predict. Usage: gan.py ITERATIONS"""

import sys

import numpy as np
from tensorflow import keras

iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 200
keras.utils.set_random_seed(1)
rng = np.random.default_rng(1)
real = rng.normal(loc=2.0, size=(1024, 4)).astype("float32")
latent = 3

generator = keras.Sequential([keras.Input((latent,)), keras.layers.Dense(16, activation="relu"),
                              keras.layers.Dense(4)], name="generator")
discriminator = keras.Sequential([keras.Input((4,)), keras.layers.Dense(16, activation="relu"),
                                  keras.layers.Dense(1, activation="sigmoid")], name="discriminator")
discriminator.compile(keras.optimizers.Adam(2e-3), "binary_crossentropy", metrics=["accuracy"])
z = keras.Input((latent,))
combined = keras.Model(z, discriminator(generator(z)), name="combined")
discriminator.trainable = False
combined.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy")

batch = 32
for i in range(iterations):
    noise = rng.normal(size=(batch, latent)).astype("float32")
    fake = generator.predict_on_batch(noise)
    at = (i * batch) % (1024 - batch)
    discriminator.trainable = True
    d_real = discriminator.train_on_batch(real[at:at + batch], np.ones((batch, 1), "float32"))
    d_fake = discriminator.train_on_batch(fake, np.zeros((batch, 1), "float32"))
    discriminator.trainable = False
    g_loss = combined.train_on_batch(rng.normal(size=(batch, latent)).astype("float32"),
                                     np.ones((batch, 1), "float32"))
    if i % 20 == 0:
        print(i, repr(float(d_real[0])), repr(float(d_fake[0])), repr(float(g_loss)))
print("generated mean", repr(float(generator.predict(rng.normal(size=(256, latent)).astype("float32"), verbose=0).mean())))
