"""Short-step models at steps_per_execution 1 and 32: TrainHealth's added
step time and its reads of the device per step, side by side in one run.

    .venv/bin/python bench/steps_per_execution.py [--rounds 5] [--steps 640]

Two models, each on data made here:
- `mlp`: a 16-32-16-4 MLP whose bare step takes well under a millisecond:
  the kind of model where a fixed cost per step shows most;
- `cnn`: a small convnet on 28x28 images, batch 64, the first model of many
  a tutorial, with a step of a few milliseconds on a CPU.
Each round fits four arms per model in shuffled order, on the same data:
bare and with TrainHealth (defaults), at steps_per_execution 1 and 32. An
arm's step time is its second epoch's wall time over its steps (the first
epoch traces). Printed: per model and arm pair, the median over rounds
(and quartiles) of TrainHealth / bare, and TrainHealth's host reads of the
device per step (each a sync with the device; one per call of the train
function). Ratios only: the machine is shared.
"""

import argparse
import os
import random
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras  # noqa: E402
import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import tb_trainhealth  # noqa: E402
from bench.step_overhead import summary  # noqa: E402

class _EpochClock(keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.seconds = []

    def on_epoch_begin(self, epoch, logs=None):
        self._start = time.perf_counter()

    def on_epoch_end(self, epoch, logs=None):
        self.seconds.append(time.perf_counter() - self._start)


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


# name -> (model, batch size, input shape, classes, share of --steps)
MODELS = {"mlp": (mlp, 32, (16,), 4, 1.0), "cnn": (cnn, 64, (28, 28, 1), 10, 0.25)}


def arm(model_name, x, y, steps_per_execution, with_trainhealth, logdir):
    """Seconds per step of the second epoch, and host reads per step."""
    build, batch = MODELS[model_name][:2]
    keras.utils.set_random_seed(0)
    model = build()
    model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  steps_per_execution=steps_per_execution)
    clock = _EpochClock()
    callbacks = [clock]
    health = tb_trainhealth.TrainHealth(logdir) if with_trainhealth else None
    if health:
        callbacks.insert(0, health)
    model.fit(x, y, batch_size=batch, epochs=2, shuffle=False, verbose=0, callbacks=callbacks)
    steps = len(x) // batch
    reads = health.engine.host_reads / (2 * steps) if health else 0.0
    return clock.seconds[1] / steps, reads


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--steps", type=int, default=640, help="steps per epoch of the mlp (the cnn: a quarter)")
    parser.add_argument("--models", default=",".join(MODELS), help="which of: " + ", ".join(MODELS))
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    for name in args.models.split(","):
        _, batch, shape, classes, share = MODELS[name]
        steps = max(64, int(args.steps * share))
        x = rng.normal(size=(steps * batch, *shape)).astype("float32")
        y = rng.integers(0, classes, size=(len(x),)).astype("int32")
        ratios = {1: [], 32: []}
        reads = {}
        bare_step = {1: [], 32: []}
        # Kept: the writers flush at exit, after a removed directory would be made again.
        logroot = tempfile.mkdtemp(prefix=f"bench-spe-{name}-")
        for r in range(args.rounds):
            arms = [(spe, th) for spe in (1, 32) for th in (False, True)]
            random.Random(r).shuffle(arms)
            got = {}
            for spe, th in arms:
                got[spe, th] = arm(name, x, y, spe, th, os.path.join(logroot, f"r{r}-{spe}-{th}"))
            for spe in (1, 32):
                ratios[spe].append(got[spe, True][0] / got[spe, False][0])
                bare_step[spe].append(got[spe, False][0])
                reads[spe] = got[spe, True][1]
        for spe in (1, 32):
            median, low, high = summary(ratios[spe])
            print(f"{name:4s} steps_per_execution={spe:<3} bare step {1e6 * summary(bare_step[spe])[0]:7.0f} us   "
                  f"TrainHealth / bare: {median:.3f} (quartiles {low:.3f}-{high:.3f}, {args.rounds} rounds)   "
                  f"host reads per step: {reads[spe]:.3f}", flush=True)


if __name__ == "__main__":
    main()
