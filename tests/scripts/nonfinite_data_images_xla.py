"""A small CNN on image arrays, compiled with XLA, in which one image has
an Inf pixel (a corrupt file decoded as 1/0). The first conv's output is
Inf/NaN, then everything after it; the data check names image 3 of the
batch and the pixel, before the conv. --fixed: corrupt images repaired
(clipped to the valid pixel range).
Run: python nonfinite_data_images_xla.py LOGDIR [--fixed]"""

import sys

import keras
import numpy as np

import tb_trainhealth

BATCH = 16
BAD_IMAGE, BAD_PIXEL = 2 * BATCH + 3, (5, 4, 0)


def main(logdir, fixed=False):
    rng = np.random.default_rng(4)
    images = rng.random(size=(BATCH * 6, 12, 12, 1)).astype("float32")
    labels = (images.mean(axis=(1, 2, 3)) > 0.5).astype("int32")
    images[(BAD_IMAGE, *BAD_PIXEL)] = np.inf
    if fixed:
        images = np.clip(np.nan_to_num(images, nan=0.0, posinf=1.0, neginf=0.0), 0.0, 1.0)
    keras.utils.set_random_seed(0)
    model = keras.Sequential([
        keras.Input((12, 12, 1)),
        keras.layers.Conv2D(4, 3, activation="relu"),
        keras.layers.MaxPooling2D(),
        keras.layers.Flatten(),
        keras.layers.Dense(2),
    ])
    model.compile(optimizer=keras.optimizers.Adam(1e-3), jit_compile=True,
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(images, labels, batch_size=BATCH, epochs=1, shuffle=True, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir)])
    return model


if __name__ == "__main__":
    main(sys.argv[1], "--fixed" in sys.argv)
