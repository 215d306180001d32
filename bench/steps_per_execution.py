"""Short-step models at steps_per_execution 1 and 32: TrainHealth's added
step time and its reads of the device per step, measured call by call,
side by side in one process.

    .venv/bin/python bench/steps_per_execution.py [--calls 300] [--models mlp,cnn]

Two models, each on data made here:
- `mlp`: a 16-32-16-4 MLP whose bare step takes well under a millisecond:
  the kind of model where a fixed cost per step shows most;
- `cnn`: a small convnet on 28x28 images, batch 64, the first model of many
  a tutorial, with a step of a few milliseconds on a CPU.

Per model and steps_per_execution, three arms are built in one process,
each with its own copy of the model (same weights, same batches) and
warmed up (traced, both versions of TrainHealth's step included):
- `bare`: the model's compiled train function;
- `TrainHealth`: the same with TrainHealth at defaults, driven as `fit`
  drives a callback (on_train_begin, then on_train_batch_end with the
  call's logs after every call);
- `floor`: the bare model with a train step that reads every layer output
  and every gradient once a step into one variable, nothing else: the
  least any exact per-step NaN/Inf check reads (the first bad step, layer
  and variable), against its own bare twin (the same step without the
  reads).
Then the arms' calls are interleaved, in a shuffled order each round, so a
slow patch of a shared machine hits them alike. Each call is one call of
the train function (steps_per_execution steps) and, where `fit` would
make them, the callbacks' calls; Keras's own loop around them is the same
for every arm and left out. Printed: TrainHealth / bare as the ratio of
median and of mean call times, the floor's ratio, and TrainHealth's host
reads of the device per step (each a sync with the device; one per call).
Ratios only: the machine is shared.
"""

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import tb_trainhealth  # noqa: E402

WARMUP_CALLS = 40  # past the first full step and a few rounds of processing


def mlp():
    return keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"),
                             keras.layers.Dense(16, activation="relu"), keras.layers.Dense(4)])


def cnn():
    return keras.Sequential([
        keras.Input((28, 28, 1)),
        keras.layers.Conv2D(16, 3, activation="relu"), keras.layers.MaxPooling2D(),
        keras.layers.Conv2D(32, 3, activation="relu"), keras.layers.MaxPooling2D(),
        keras.layers.Flatten(), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(10),
    ])


# name -> (model, batch size, input shape, classes)
MODELS = {"mlp": (mlp, 32, (16,), 4), "cnn": (cnn, 64, (28, 28, 1), 10)}


class _Floor(keras.Model):
    """`inner` trained by a plain train step, with (`reads`) or without one
    read of every layer output and every gradient per step."""

    def __init__(self, inner, reads):
        super().__init__()
        self.inner, self.reads = inner, reads

    def build(self, input_shape):
        self.inner.build(input_shape)
        count = len(self.inner.layers) + len(self.inner.trainable_variables)
        self.stats = tf.Variable(tf.zeros([count]), trainable=False)

    def call(self, x, training=False):
        return self.inner(x, training=training)

    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            h, outputs = x, []
            for layer in self.inner.layers:
                h = layer(h, training=True)
                outputs.append(h)
            loss = self.compute_loss(x, y, h)
        variables = self.trainable_variables
        grads = tape.gradient(loss, variables)
        if self.reads:
            self.stats.assign(tf.stack([tf.reduce_sum(o) for o in outputs] + [tf.nn.l2_loss(g) for g in grads]))
        self.optimizer.apply(grads, variables)
        return self.compute_metrics(x, y, h, None)


def _arm(build, x, y, batch, steps_per_execution, logdir=None, floor=None):
    """One call of the arm per call: (call, TrainHealth or None)."""
    keras.utils.set_random_seed(0)
    model = build() if floor is None else _Floor(build(), floor)
    if floor is not None:
        model.build((None,) + x.shape[1:])
    model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  steps_per_execution=steps_per_execution)
    iterator = iter(tf.data.Dataset.from_tensor_slices((x, y)).batch(batch, drop_remainder=True).repeat())
    model.make_train_function()
    health = None
    if logdir is not None:
        health = tb_trainhealth.TrainHealth(logdir)
        health.set_model(model)
        health.set_params({"epochs": 1, "steps": 10 ** 9})
        health.on_train_begin()
        health.on_epoch_begin(0)
    batch_index = [-1]

    def call():
        logs = model.train_function(iterator)
        logs = {k: float(v) for k, v in logs.items()}  # as fit makes them for its callbacks
        if health is not None:
            batch_index[0] += steps_per_execution
            health.on_train_batch_end(batch_index[0], logs)

    for _ in range(WARMUP_CALLS):
        call()
    return call, health


def measure(name, steps_per_execution, calls, logroot):
    build, batch, shape, classes = MODELS[name]
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256 * batch, *shape)).astype("float32")
    y = rng.integers(0, classes, size=(len(x),)).astype("int32")
    health_call, health = _arm(build, x, y, batch, steps_per_execution,
                               logdir=os.path.join(logroot, f"{name}-{steps_per_execution}"))
    arms = {
        "bare": _arm(build, x, y, batch, steps_per_execution)[0],
        "TrainHealth": health_call,
        "floor bare": _arm(build, x, y, batch, steps_per_execution, floor=False)[0],
        "floor": _arm(build, x, y, batch, steps_per_execution, floor=True)[0],
    }
    reads_before, steps_before = health.engine.host_reads, health.engine.run.step
    seconds = {arm: [] for arm in arms}
    order = random.Random(steps_per_execution)
    for _ in range(calls):
        names = list(arms)
        order.shuffle(names)
        for arm in names:
            start = time.perf_counter()
            arms[arm]()
            seconds[arm].append(time.perf_counter() - start)
    reads = (health.engine.host_reads - reads_before) / max(1, health.engine.run.step - steps_before)
    health.on_train_end()

    def ratio(arm, base, of):
        return of(seconds[arm]) / of(seconds[base])

    bare_step = statistics.median(seconds["bare"]) / steps_per_execution
    print(f"{name:4s} steps_per_execution={steps_per_execution:<3} bare step {1e6 * bare_step:7.0f} us   "
          f"TrainHealth / bare: median {ratio('TrainHealth', 'bare', statistics.median):.3f}, "
          f"mean {ratio('TrainHealth', 'bare', statistics.fmean):.3f}   "
          f"floor: {ratio('floor', 'floor bare', statistics.median):.3f}   "
          f"host reads per step: {reads:.3f}   ({calls} calls an arm)", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=300, help="calls of each arm at steps_per_execution 32 "
                        "(8 times as many at 1)")
    parser.add_argument("--models", default=",".join(MODELS), help="which of: " + ", ".join(MODELS))
    args = parser.parse_args()
    # Kept: the writers flush at exit, after a removed directory would be made again.
    logroot = tempfile.mkdtemp(prefix="bench-spe-")
    for name in args.models.split(","):
        for steps_per_execution in (1, 32):
            calls = args.calls * (8 if steps_per_execution == 1 else 1)
            if name == "cnn":
                calls = max(20, calls // 4)
            measure(name, steps_per_execution, calls, logroot)


if __name__ == "__main__":
    main()
