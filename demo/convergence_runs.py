"""Demo runs of the convergence area: training that runs and does not learn.

  stuck        an MLP whose Adam learning rate is 1e-6, a thousand times
               too low: the updates are a millionth of the weights, and
               the loss and the accuracy stay where they started.
  oscillating  a tanh MLP with SGD at 10.0, a hundred times the usual
               0.1: each step overshoots, the tanh units saturate, and the
               loss swings far above where it started without coming down.

Both train with plain `model.fit` and the TrainHealth callback.
"""

import os

import tb_trainhealth


def _mlp(keras, features, classes, activation="relu"):
    return keras.Sequential([
        keras.Input(shape=(features,)),
        keras.layers.Dense(64, activation=activation, name="hidden_1"),
        keras.layers.Dense(32, activation=activation, name="hidden_2"),
        keras.layers.Dense(classes, name="logits"),
    ])


def _fit(keras, model, optimizer, x, y, logdir, epochs):
    model.compile(
        optimizer=optimizer,
        loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
        metrics=["accuracy"],
    )
    model.fit(x, y, batch_size=32, epochs=epochs, verbose=0, callbacks=[tb_trainhealth.TrainHealth(logdir)])


def train_stuck(keras, logdir, x, y, epochs=3):
    model = _mlp(keras, x.shape[1], int(y.max()) + 1)
    _fit(keras, model, keras.optimizers.Adam(learning_rate=1e-6), x, y, os.path.join(logdir, "stuck"), epochs)


def train_oscillating(keras, logdir, x, y, epochs=3):
    model = _mlp(keras, x.shape[1], int(y.max()) + 1, activation="tanh")
    _fit(keras, model, keras.optimizers.SGD(learning_rate=10.0), x, y, os.path.join(logdir, "oscillating"), epochs)
