"""A convolutional autoencoder as keras.io's "Convolutional autoencoder
for image denoising" trains one: first to reconstruct clean images, then,
in a second `fit` of the same model, to reconstruct them from noisy
copies (a harder task: its loss starts higher). Images of white strokes
on black, most pixels exactly 0, a sigmoid output. Healthy: the second
fit's first losses are the new task's, not a spike."""

import keras
import numpy as np

keras.utils.set_random_seed(13)

SIZE = 12


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


def noise(images, rng, factor=0.6):
    return np.clip(images + factor * rng.normal(size=images.shape), 0.0, 1.0).astype("float32")


rng = np.random.default_rng(13)
train_data = stroke_images(1024, rng)
noisy_train_data = noise(train_data, rng)

inputs = keras.Input(shape=(SIZE, SIZE, 1))
x = keras.layers.Conv2D(16, 3, activation="relu", padding="same")(inputs)
x = keras.layers.MaxPooling2D(2, padding="same")(x)
x = keras.layers.Conv2D(16, 3, activation="relu", padding="same")(x)
x = keras.layers.Conv2DTranspose(16, 3, strides=2, activation="relu", padding="same")(x)
outputs = keras.layers.Conv2D(1, 3, activation="sigmoid", padding="same")(x)
autoencoder = keras.Model(inputs, outputs)
autoencoder.compile(optimizer="adam", loss="binary_crossentropy")

history = autoencoder.fit(train_data, train_data, epochs=8, batch_size=64, shuffle=True, verbose=0)
for epoch, loss in enumerate(history.history["loss"]):
    print(f"@@ reconstruction epoch {epoch} loss {loss:.6f}")

history = autoencoder.fit(noisy_train_data, train_data, epochs=5, batch_size=64, shuffle=True, verbose=0)
for epoch, loss in enumerate(history.history["loss"]):
    print(f"@@ denoising epoch {epoch} loss {loss:.6f}")
