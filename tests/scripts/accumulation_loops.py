"""Custom loops that accumulate gradients over micro-batches, as people
write them, in two shapes: a Python list summed eagerly, and tf.Variables
added to inside a tf.function. `reset=False` is the bug (the accumulator
is never zeroed after it is applied); `reset=True` its fixed twin.

    python tests/scripts/accumulation_loops.py LOGDIR [--fixed] [--variables]
"""

import sys

import keras
import numpy as np
import tensorflow as tf

import tb_trainhealth


def classification_data(seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(4096, 20)).astype("float32")
    y = np.argmax(x @ rng.normal(size=(20, 3)) + 0.5 * rng.normal(size=(4096, 3)), axis=1)
    return x, y


def list_accumulator_loop(logdir, reset, seed=0):
    """An MLP classifier, SGD, gradients summed in a Python list over 4
    micro-batches (the tutorials' shape), applied every 4th step."""
    keras.utils.set_random_seed(seed)
    x, y = classification_data(seed)
    model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(3)])
    optimizer = keras.optimizers.SGD(0.05)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    batches = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096, seed=seed).batch(32).repeat(3)
    accumulated = [tf.zeros_like(v) for v in model.trainable_variables]
    with tb_trainhealth.Monitor(logdir) as monitor:
        for step, (xb, yb) in enumerate(batches):
            with tf.GradientTape() as tape:
                loss = loss_fn(yb, model(xb, training=True))
            grads = tape.gradient(loss, model.trainable_variables)
            accumulated = [a + g / 4 for a, g in zip(accumulated, grads)]
            if (step + 1) % 4 == 0:
                optimizer.apply_gradients(zip(accumulated, model.trainable_variables))
                if reset:
                    accumulated = [tf.zeros_like(v) for v in model.trainable_variables]
            monitor.step(loss=loss, gradients=grads, variables=model.trainable_variables)


def variable_accumulator_loop(logdir, reset, seed=1):
    """A small CNN regressing how much brighter a picture's top half is than
    its bottom, its step a tf.function that adds into tf.Variable
    accumulators; applied every 8th step."""
    keras.utils.set_random_seed(seed)
    rng = np.random.default_rng(seed)
    images = rng.normal(size=(2048, 8, 8, 1)).astype("float32")
    target = (4 * (images[:, :4].mean(axis=(1, 2, 3)) - images[:, 4:].mean(axis=(1, 2, 3)))).astype("float32")[:, None]
    model = keras.Sequential([
        keras.Input((8, 8, 1)), keras.layers.Conv2D(8, 3, activation="relu"),
        keras.layers.Flatten(), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1),
    ])
    optimizer = keras.optimizers.SGD(0.1)
    accumulators = [tf.Variable(tf.zeros_like(v), trainable=False) for v in model.trainable_variables]

    @tf.function
    def train_step(xb, yb):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(xb, training=True) - yb))
        grads = tape.gradient(loss, model.trainable_variables)
        for accumulator, g in zip(accumulators, grads):
            accumulator.assign_add(g)
        return loss, grads

    batches = tf.data.Dataset.from_tensor_slices((images, target)).shuffle(2048, seed=seed).batch(16).repeat(6)
    with tb_trainhealth.Monitor(logdir) as monitor:
        for step, (xb, yb) in enumerate(batches):
            loss, grads = train_step(xb, yb)
            if (step + 1) % 8 == 0:
                optimizer.apply_gradients(zip([a / 8 for a in accumulators], model.trainable_variables))
                if reset:
                    for accumulator in accumulators:
                        accumulator.assign(tf.zeros_like(accumulator))
            monitor.step(loss=loss, gradients=grads, variables=model.trainable_variables)


def summed_variable_loop(logdir, reset, seed=2):
    """Issue #44: a binary classifier (an MLP) whose tf.function adds each
    micro-batch's gradient into tf.Variable accumulators, summed (not
    averaged) over 4 steps and applied by SGD at 0.01. It learns, with
    spikes: the loss falls before the growing sum throws it around, which
    the loss and weight-norm evidence alone read as an oscillating loss."""
    keras.utils.set_random_seed(seed)
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(4000, 16)).astype("float32")
    y = (x @ rng.normal(size=(16,)) + 0.3 * rng.normal(size=4000) > 0).astype("float32")[:, None]
    model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
    loss_fn = keras.losses.BinaryCrossentropy(from_logits=True)
    optimizer = keras.optimizers.SGD(0.01)
    accum_steps = 4
    accum_grads = [tf.Variable(tf.zeros_like(v), trainable=False) for v in model.trainable_variables]

    @tf.function
    def train_step(xb, yb):
        with tf.GradientTape() as tape:
            loss = loss_fn(yb, model(xb, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        for accum, g in zip(accum_grads, grads):
            accum.assign_add(g)
        return loss, grads

    batches = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4000, seed=seed).batch(32).repeat(5)
    with tb_trainhealth.Monitor(logdir) as monitor:
        for step, (xb, yb) in enumerate(batches):
            loss, grads = train_step(xb, yb)
            if (step + 1) % accum_steps == 0:
                optimizer.apply_gradients(zip(accum_grads, model.trainable_variables))
                if reset:
                    for accum in accum_grads:
                        accum.assign(tf.zeros_like(accum))
            monitor.step(loss=loss, gradients=grads, variables=model.trainable_variables)
    return float(np.mean((model.predict(x, verbose=0) > 0) == (y > 0.5)))


def main(logdir, reset=False, variables=False):
    (variable_accumulator_loop if variables else list_accumulator_loop)(logdir, reset=reset)


if __name__ == "__main__":
    main(sys.argv[1], reset="--fixed" in sys.argv, variables="--variables" in sys.argv)
