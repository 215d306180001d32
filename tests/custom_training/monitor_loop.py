"""A custom training loop (tf.GradientTape in a tf.function), the keras.io
"Writing a training loop from scratch" pattern, with dropout drawn from a
seeded stateful op. Under the test's "callback" way (TRAINHEALTH_LOGDIR
set) it reports through `tb_trainhealth.Monitor`, as its README shows;
bare, it runs without. Healthy."""

import os

import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(29)
rng = np.random.default_rng(29)
x = rng.normal(size=(1024, 6)).astype("float32")
y = (x @ rng.normal(size=(6, 1))).astype("float32")
model = keras.Sequential([keras.Input((6,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
optimizer = keras.optimizers.SGD(0.02, momentum=0.9)
loss_fn = keras.losses.MeanSquaredError()
logdir = os.environ.get("TRAINHEALTH_LOGDIR")
monitor = None
if logdir:
    import tb_trainhealth

    monitor = tb_trainhealth.Monitor(os.path.join(logdir, "monitor_loop"), model=model)


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        hidden = model(xb, training=True)
        loss = loss_fn(yb, hidden) + 0.0 * tf.reduce_sum(tf.nn.dropout(hidden, 0.1))
    gradients = tape.gradient(loss, model.trainable_variables)
    optimizer.apply(gradients, model.trainable_variables)
    return loss, gradients


losses = []
for epoch in range(3):
    for xb, yb in tf.data.Dataset.from_tensor_slices((x, y)).batch(32):
        loss, gradients = train_step(xb, yb)
        if monitor is not None:
            monitor.step(loss=loss, gradients=gradients, variables=model.trainable_variables)
        losses.append(float(loss))
    print("@@ epoch", epoch, f"{losses[-1]:.9g}")
if monitor is not None:
    monitor.close()
