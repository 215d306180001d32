"""Demo runs of the gradient health area: exploding and vanishing gradients.

Both are deep MLPs on the demo's synthetic classification task, trained
with plain `model.fit` and the TrainHealth callback: no change to the model.
"""

import os

import tb_trainhealth


def _deep_mlp(keras, features, classes, depth, activation, initializer):
    layers = [keras.Input(shape=(features,))]
    for i in range(depth):
        layers.append(
            keras.layers.Dense(32, activation=activation, kernel_initializer=initializer, name=f"hidden_{i + 1}")
        )
    layers.append(keras.layers.Dense(classes, kernel_initializer=initializer, name="logits"))
    return keras.Sequential(layers)


def _fit(keras, model, optimizer, x, y, logdir, epochs=3):
    model.compile(
        optimizer=optimizer,
        loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    )
    model.fit(
        x, y, batch_size=32, epochs=epochs, verbose=0,
        callbacks=[tb_trainhealth.TrainHealth(
            logdir, options={"gradients": {"histogram_every": 10, "update_ratio_every": 10}})],
    )


def train_exploding(keras, logdir, x, y):
    """tanh layers with weights drawn far too large (stddev 1.5): each layer
    multiplies the gradient on its way back, so the first layers get
    hundreds of times the gradient of the last."""
    init = keras.initializers.RandomNormal(stddev=1.5, seed=1)
    model = _deep_mlp(keras, x.shape[1], 4, 8, "tanh", init)
    _fit(keras, model, keras.optimizers.SGD(1e-3), x, y, os.path.join(logdir, "exploding"))


def train_vanishing(keras, logdir, x, y):
    """Ten sigmoid layers: each divides the gradient by at least 4 on its
    way back, so the first layers get a millionth of it and stop learning."""
    init = keras.initializers.GlorotUniform(seed=2)
    model = _deep_mlp(keras, x.shape[1], 4, 10, "sigmoid", init)
    _fit(keras, model, keras.optimizers.SGD(1e-2), x, y, os.path.join(logdir, "vanishing"))
