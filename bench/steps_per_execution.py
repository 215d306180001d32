"""A short-step model at steps_per_execution 1 and 32: TrainHealth's added
step time and its reads of the device per step, side by side in one run.

    .venv/bin/python bench/steps_per_execution.py [--rounds 5] [--steps 640]

A small MLP whose bare step takes well under a millisecond here: the kind
of model where per-step host work shows most. Each round fits four arms in
shuffled order, on the same data: bare and with TrainHealth (defaults), at
steps_per_execution 1 and 32. An arm's step time is its second epoch's wall
time over its steps (the first epoch traces). Printed: per arm pair, the
median over rounds (and quartiles) of TrainHealth / bare, and TrainHealth's
host reads of the device per step (each a sync with the device; one per
call of the train function). Ratios only: the machine is shared.
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

BATCH = 32


class _EpochClock(keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.seconds = []

    def on_epoch_begin(self, epoch, logs=None):
        self._start = time.perf_counter()

    def on_epoch_end(self, epoch, logs=None):
        self.seconds.append(time.perf_counter() - self._start)


def arm(x, y, steps_per_execution, with_trainhealth, logdir):
    """Seconds per step of the second epoch, and host reads per step."""
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"),
                              keras.layers.Dense(16, activation="relu"), keras.layers.Dense(4)])
    model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  steps_per_execution=steps_per_execution)
    clock = _EpochClock()
    callbacks = [clock]
    health = tb_trainhealth.TrainHealth(logdir) if with_trainhealth else None
    if health:
        callbacks.insert(0, health)
    model.fit(x, y, batch_size=BATCH, epochs=2, shuffle=False, verbose=0, callbacks=callbacks)
    steps = len(x) // BATCH
    reads = health.engine.host_reads / (2 * steps) if health else 0.0
    return clock.seconds[1] / steps, reads


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--steps", type=int, default=640)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(args.steps * BATCH, 16)).astype("float32")
    y = rng.integers(0, 4, size=(len(x),)).astype("int32")
    ratios = {1: [], 32: []}
    reads = {}
    bare_step = {1: [], 32: []}
    with tempfile.TemporaryDirectory() as logroot:
        for r in range(args.rounds):
            arms = [(spe, th) for spe in (1, 32) for th in (False, True)]
            random.Random(r).shuffle(arms)
            got = {}
            for spe, th in arms:
                got[spe, th] = arm(x, y, spe, th, os.path.join(logroot, f"r{r}-{spe}-{th}"))
            for spe in (1, 32):
                ratios[spe].append(got[spe, True][0] / got[spe, False][0])
                bare_step[spe].append(got[spe, False][0])
                reads[spe] = got[spe, True][1]
    for spe in (1, 32):
        median, low, high = summary(ratios[spe])
        print(f"steps_per_execution={spe:<3} bare step {1e6 * summary(bare_step[spe])[0]:7.0f} us   "
              f"TrainHealth / bare: {median:.3f} (quartiles {low:.3f}-{high:.3f}, {args.rounds} rounds)   "
              f"host reads per step: {reads[spe]:.3f}")


if __name__ == "__main__":
    main()
