"""Step-time overhead of TrainHealth over bare `fit`, measured side by side.

    .venv/bin/python bench/step_overhead.py [--rounds 7] [--steps 40]

For each model (an MLP and a small CNN, sized so a bare step takes at least
~20 ms here), the arms run interleaved, round after round, on the same
compiled model: bare fit, fit with TrainHealth at defaults, and fit with
Keras's TensorBoard(histogram_freq=1), the peer users reach for today. Each
round times `--steps` steps after a warm-up; the figure is the ratio of
median step times, arm / bare, from this one run (never a wall time).
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras  # noqa: E402
import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import tb_trainhealth  # noqa: E402


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
    """Wall time of the epoch's steps (first step excluded: warm-up)."""

    def on_train_batch_end(self, batch, logs=None):
        if batch == 0:
            self.start = time.perf_counter()
        self.end = time.perf_counter()
        self.steps = batch


def time_arm(model, x, y, steps, extra_callbacks):
    clock = _StepClock()
    n = x.shape[0]
    xs = np.concatenate([x] * (steps + 1))
    ys = np.concatenate([y] * (steps + 1))
    model.fit(xs, ys, batch_size=n, epochs=1, verbose=0, shuffle=False,
              callbacks=[clock, *extra_callbacks])
    return (clock.end - clock.start) / clock.steps


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
    }
    times = {arm: [] for arm in arms}
    for r in range(rounds):
        for arm, callbacks in arms.items():
            times[arm].append(time_arm(model, x, y, steps, callbacks(r)))
    bare = statistics.median(times["bare"])
    print(f"{name}: bare median step {bare * 1e3:.1f} ms over {rounds} rounds x {steps} steps")
    for arm in arms:
        if arm != "bare":
            print(f"  {arm:32s} ratio {statistics.median(times[arm]) / bare:.3f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--models", nargs="+", default=["mlp", "cnn"], choices=["mlp", "cnn"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as logroot:
        for name, build in [(n, b) for n, b in (("mlp", mlp), ("cnn", cnn)) if n in args.models]:
            bench(name, build, args.rounds, args.steps, logroot)


if __name__ == "__main__":
    main()
