"""Demo runs of the shapes area: a shape error deep in a model, and labels
that do not fit the loss. Both crash in `fit`, as they would for a user;
the demo catches the error and goes on (the event is already on disk).

  shape_error     a subclassed model whose decoder block reshapes 98 values
                  per sample into (7, 7, 4), which needs 196.
  label_mismatch  class-id labels (N,) given to categorical_crossentropy,
                  which wants one-hot labels shaped like the output.
"""

import os

import tb_trainhealth


def _images(rng, n=256, side=14, classes=4):
    x = rng.normal(size=(n, side, side)).astype("float32")
    y = rng.integers(0, classes, size=n).astype("int32")
    return x, y


def _fit_expecting_failure(model, x, y, logdir):
    try:
        model.fit(x, y, batch_size=32, epochs=1, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(logdir)])
    except ValueError as error:  # the bug this run demonstrates
        first = str(error).strip().splitlines()[0]
        print(f"{os.path.basename(logdir)}: fit failed as intended: {type(error).__name__}: {first}")
        return
    raise RuntimeError(f"{logdir}: the demo expected fit to fail")


def train_shape_error(keras, logdir, rng):
    x, y = _images(rng)

    class Decoder(keras.layers.Layer):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self.expand = keras.layers.Dense(7 * 7 * 2, activation="relu", name="expand")
            self.to_image = keras.layers.Reshape((7, 7, 4), name="to_image")  # 196 != 98
            self.conv = keras.layers.Conv2D(8, 3, padding="same", activation="relu", name="conv")

        def call(self, inputs):
            return self.conv(self.to_image(self.expand(inputs)))

    class Classifier(keras.Model):
        def __init__(self):
            super().__init__(name="classifier")
            self.flatten = keras.layers.Flatten(name="flatten")
            self.encode = keras.layers.Dense(32, activation="relu", name="encode")
            self.decoder = Decoder(name="decoder")
            self.pool = keras.layers.GlobalAveragePooling2D(name="pool")
            self.logits = keras.layers.Dense(4, name="logits")

        def call(self, inputs):
            return self.logits(self.pool(self.decoder(self.encode(self.flatten(inputs)))))

    model = Classifier()
    model.compile(
        optimizer="adam",
        loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    )
    _fit_expecting_failure(model, x, y, os.path.join(logdir, "shape_error"))


def train_label_mismatch(keras, logdir, rng):
    x, y = _images(rng)
    model = keras.Sequential(
        [
            keras.Input(shape=x.shape[1:]),
            keras.layers.Flatten(),
            keras.layers.Dense(32, activation="relu"),
            keras.layers.Dense(4, activation="softmax", name="probabilities"),
        ]
    )
    model.compile(optimizer="adam", loss="categorical_crossentropy")
    _fit_expecting_failure(model, x, y, os.path.join(logdir, "label_mismatch"))
