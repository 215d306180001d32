"""Step-time overhead of TrainHealth over bare `fit`, measured side by side.

    .venv/bin/python bench/step_overhead.py [--rounds 7] [--steps 40] [--threads 1]

For each model (an MLP and a small CNN, sized so a bare step takes at least
~20 ms here), the arms run interleaved, round after round, on the same
compiled model: bare fit, fit with TrainHealth at defaults, fit with
Keras's TensorBoard(histogram_freq=1), the peer users reach for today, and
fit under tf.debugging.enable_check_numerics(), the NaN peer. Each
round times `--steps` steps after a warm-up; the figure is the ratio of
median step times (step end to step end, callbacks included), arm / bare,
within each round; the median over rounds (and its quartiles) is printed,
never a wall time.
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


CHECK_NUMERICS = "tf.debugging.enable_check_numerics"


def mlp():
    model = keras.Sequential(
        [keras.Input((512,)), keras.layers.Dense(1024, activation="relu"),
         keras.layers.Dense(1024, activation="relu"), keras.layers.Dense(10)]
    )
    x = np.random.default_rng(0).normal(size=(256, 512)).astype("float32")
    return model, x


def cnn():
    model = keras.Sequential(
        [keras.Input((32, 32, 3)), keras.layers.Conv2D(32, 3, activation="relu"),
         keras.layers.Conv2D(64, 3, activation="relu"), keras.layers.MaxPooling2D(),
         keras.layers.Flatten(), keras.layers.Dense(10)]
    )
    x = np.random.default_rng(0).normal(size=(128, 32, 32, 3)).astype("float32")
    return model, x


class _StepClock(keras.callbacks.Callback):
    """Time from one step's end to the next: the step and every callback's
    work for it. Its median shrugs off a shared machine's hiccups."""

    def __init__(self):
        super().__init__()
        self.intervals = []
        self._last = None

    def on_train_batch_end(self, batch, logs=None):
        now = time.perf_counter()
        if self._last is not None and batch >= 2:  # the first steps warm up
            self.intervals.append(now - self._last)
        self._last = now


def time_arm(model, x, y, steps, extra_callbacks, check_numerics=False):
    clock = _StepClock()
    n = x.shape[0]
    xs = np.concatenate([x] * (steps + 1))
    ys = np.concatenate([y] * (steps + 1))
    # Every arm traces its own train function (the first step, not timed):
    # check_numerics instruments ops when they are traced.
    model.train_function = None
    if check_numerics:
        tf.debugging.enable_check_numerics()
    try:
        model.fit(xs, ys, batch_size=n, epochs=1, verbose=0, shuffle=False,
                  callbacks=[clock, *extra_callbacks])
    finally:
        if check_numerics:
            tf.debugging.disable_check_numerics()
            model.train_function = None
    return statistics.median(clock.intervals)


def bench(name, build, rounds, steps, logroot):
    model, x = build()
    y = np.random.default_rng(1).integers(0, 10, size=(x.shape[0],)).astype("int32")
    model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    model.fit(x, y, batch_size=x.shape[0], epochs=1, verbose=0)  # compile once
    arms = {
        "bare": lambda r: [],
        "TrainHealth": lambda r: [tb_trainhealth.TrainHealth(os.path.join(logroot, name, f"th{r}"))],
        "TensorBoard(histogram_freq=1)": lambda r: [
            keras.callbacks.TensorBoard(os.path.join(logroot, name, f"tb{r}"), histogram_freq=1)],
        CHECK_NUMERICS: lambda r: [],
    }
    ratios = {arm: [] for arm in arms if arm != "bare"}
    bare_times = []
    order = random.Random(0)
    for r in range(rounds):
        # Each round times every arm back to back, in a shuffled order, and
        # keeps arm / bare of that round: drifts of a shared machine cancel.
        names = list(arms)
        order.shuffle(names)
        times = {
            arm: time_arm(model, x, y, steps, arms[arm](r), check_numerics=arm == CHECK_NUMERICS)
            for arm in names
        }
        bare_times.append(times["bare"])
        for arm in ratios:
            ratios[arm].append(times[arm] / times["bare"])
    print(f"{name}: bare median step {statistics.median(bare_times) * 1e3:.1f} ms "
          f"over {rounds} rounds x {steps} steps")
    for arm, values in ratios.items():
        q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
        print(f"  {arm:32s} ratio {statistics.median(values):.3f}  (quartiles {q[0]:.3f}-{q[2]:.3f})")
    ours = statistics.median(ratios["TrainHealth"]) - 1
    theirs = statistics.median(ratios[CHECK_NUMERICS]) - 1
    if ours > 0:
        print(f"  added time: enable_check_numerics / TrainHealth = {theirs / ours:.1f}x")
    else:
        print("  added time: TrainHealth's is below the noise (ratio <= 1)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--models", nargs="+", default=["mlp", "cnn"], choices=["mlp", "cnn"])
    parser.add_argument("--threads", type=int, default=1,
                        help="TensorFlow intra-op threads (1 keeps a shared 2-core machine steadier)")
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(args.threads)
    tf.config.threading.set_inter_op_parallelism_threads(args.threads)
    with tempfile.TemporaryDirectory() as logroot:
        for name, build in [(n, b) for n, b in (("mlp", mlp), ("cnn", cnn)) if n in args.models]:
            bench(name, build, args.rounds, args.steps, logroot)


if __name__ == "__main__":
    main()
