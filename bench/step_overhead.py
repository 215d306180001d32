"""Step-time overhead of TrainHealth over bare `fit`, measured side by side.

    .venv/bin/python bench/step_overhead.py [--rounds 9] [--steps 60] [--threads 1] [--feed pydataset]

`--feed pydataset` feeds the measured fit from a keras.utils.PyDataset (a
Sequence's kind, as ImageDataGenerator's iterators are) instead of arrays.

For each model (an MLP, a small CNN and the decoder-only transformer of
demo/transformer.py, sized so a bare step takes at least ~20 ms here), two measurements, never a wall time:

1. TrainHealth, paired step by step. Two copies of the model (same weights,
   same batches): one trains in `fit` with TrainHealth at defaults; after
   each of its steps, a pacing callback (the last one) runs one step of the
   bare copy's compiled train function and times it. The TrainHealth step
   is the time from the end of one pacing call to the start of the next:
   its step, Keras's loop and every callback's work for it. On a shared
   machine a slow patch hits both arms of the same step, so the median of
   the steps' ratios (each step over its bare twin) holds still where two
   separate runs differ by 5-10%. The
   bare arm runs without fit's per-step loop; the same pairing with no
   TrainHealth ("harness, fit without callbacks") shows what that alone
   adds, and "TrainHealth fit / bare fit" divides it out, round by round.
   Medians skip the one step in ten that takes the slow statistics (and
   the one in a hundred with histograms); "mean step" counts them.
2. The peers, arms in shuffled order each round: Keras's
   TensorBoard(histogram_freq=1), the gradient histograms users reach for
   today, and fit under tf.debugging.enable_check_numerics(), the NaN peer,
   each against a bare fit of the same round (median step end to step end).

Each round gives a ratio of medians; the median over rounds (and its
quartiles) is printed, with the added time of enable_check_numerics over
that of TrainHealth.
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
TENSORBOARD = "TensorBoard(histogram_freq=1)"
HARNESS = "harness, fit without callbacks"


def mlp():
    # 1536 wide: 1024 had a ~28 ms step on an earlier machine and ~14 ms on
    # today's, under the 20 ms the figures are for.
    model = keras.Sequential(
        [keras.Input((512,)), keras.layers.Dense(1536, activation="relu"),
         keras.layers.Dense(1536, activation="relu"), keras.layers.Dense(10)]
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


def transformer():
    # The decoder-only transformer of issue #29 (demo/transformer.py): 4
    # pre-LN blocks, causal MultiHeadAttention, AdamW with warmup.
    from demo import transformer as lm

    model = lm.decoder_only(keras, blocks=4)
    x, y = lm.token_data(np.random.default_rng(0), n=16)
    return model, x, y, lm.adamw(keras), lm.lm_loss(keras)


MODELS = {"mlp": mlp, "cnn": cnn, "transformer": transformer}


def compiled(build):
    built = build()
    if len(built) == 2:
        model, x = built
        y = np.random.default_rng(1).integers(0, 10, size=(x.shape[0],)).astype("int32")
        optimizer, loss = "adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    else:
        model, x, y, optimizer, loss = built
    model.compile(optimizer=optimizer, loss=loss)
    model.fit(x, y, batch_size=x.shape[0], epochs=1, verbose=0)  # builds and traces once
    return model, x, y


def repeated(x, y, steps):
    return np.concatenate([x] * steps), np.concatenate([y] * steps)


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


# Steps of each paired fit left untimed: the first traces the train
# function, and TrainHealth traces its full version at the first full step
# (one of the first ten): a trace per fit, not a cost per step.
WARMUP_STEPS = 12


class _PairedClock(keras.callbacks.Callback):
    """After each step of the measured fit, one step of the bare model."""

    def __init__(self, bare_step):
        super().__init__()
        self._bare_step = bare_step
        self.measured, self.bare = [], []
        self._last = None

    def on_train_batch_end(self, batch, logs=None):
        start = time.perf_counter()
        if self._last is not None and batch >= WARMUP_STEPS:
            self.measured.append(start - self._last)
        self._bare_step()
        end = time.perf_counter()
        if batch >= WARMUP_STEPS:
            self.bare.append(end - start)
        self._last = end


def bare_stepper(model, x, y):
    """One step of `model`'s compiled train function per call, as fit runs
    it (the loss read back, as fit does for its logs)."""
    iterator = iter(tf.data.Dataset.from_tensors((x, y)).repeat())
    train_function = model.train_function

    def step():
        float(train_function(iterator)["loss"])

    step()  # a trace for this iterator, if any, is not timed
    return step


class Batches(keras.utils.PyDataset):
    """fit fed by a Keras PyDataset (the kind of a `Sequence` or of
    ImageDataGenerator's DirectoryIterator): batch `i` of the arrays, made
    on the host at each call, as such a dataset does."""

    def __init__(self, x, y, batch_size):
        super().__init__()
        self.x, self.y, self.batch_size = x, y, batch_size

    def __len__(self):
        return len(self.x) // self.batch_size

    def __getitem__(self, i):
        rows = slice(i * self.batch_size, (i + 1) * self.batch_size)
        return self.x[rows], self.y[rows]


def paired(build, rounds, steps, logroot, name, feed="arrays"):
    """Per-round ratios over the paired bare steps, for TrainHealth and the
    harness check: ({arm: [ratio of medians]}, {arm: [ratio of means]}).
    `feed`: "arrays" (fit slices NumPy arrays) or "pydataset" (a Batches);
    both arms are fed the same way, so the harness check divides it out."""
    measured, x, y = compiled(build)
    bare, _, _ = compiled(build)
    bare.set_weights(measured.get_weights())
    step = bare_stepper(bare, x, y)
    xs, ys = repeated(x, y, steps + WARMUP_STEPS)
    arms = {
        "TrainHealth": lambda r: [tb_trainhealth.TrainHealth(os.path.join(logroot, name, f"th{r}"))],
        HARNESS: lambda r: [],
    }
    medians = {arm: [] for arm in arms}
    means = {arm: [] for arm in arms}
    bare_steps = []
    order = random.Random(0)
    for r in range(rounds):
        names = list(arms)
        order.shuffle(names)
        for arm in names:
            clock = _PairedClock(step)
            callbacks = arms[arm](r)
            data = ((Batches(xs, ys, x.shape[0]),), {}) if feed == "pydataset" else (
                (xs, ys), {"batch_size": x.shape[0], "shuffle": False})
            measured.fit(*data[0], **data[1], epochs=1, verbose=0, callbacks=[*callbacks, clock])
            for callback in callbacks:
                callback.release()  # written and closed before the logdir goes
            # The median of the step-by-step ratios, not the ratio of the
            # medians: this machine's step time jumps between two levels
            # (~24 and ~32 ms for the transformer, a neighbour's load), and
            # a ratio of medians moves with how many steps of each arm fell
            # in each level; a pair's two steps almost always share one.
            medians[arm].append(statistics.median(m / b for m, b in zip(clock.measured, clock.bare)))
            means[arm].append(statistics.fmean(clock.measured) / statistics.fmean(clock.bare))
            bare_steps.append(statistics.median(clock.bare))
    return medians, means, statistics.median(bare_steps)


def time_arm(model, x, y, steps, extra_callbacks, check_numerics=False):
    clock = _StepClock()
    xs, ys = repeated(x, y, steps + 1)
    # Every arm traces its own train function (the first step, not timed):
    # check_numerics instruments ops when they are traced.
    model.train_function = None
    if check_numerics:
        tf.debugging.enable_check_numerics()
    try:
        model.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False,
                  callbacks=[clock, *extra_callbacks])
    finally:
        if check_numerics:
            tf.debugging.disable_check_numerics()
            model.train_function = None
    return statistics.median(clock.intervals)


def peers(build, rounds, steps, logroot, name):
    """{arm: [per-round ratio over a bare fit]} for the peers."""
    model, x, y = compiled(build)
    arms = {
        "bare": lambda r: [],
        TENSORBOARD: lambda r: [keras.callbacks.TensorBoard(os.path.join(logroot, name, f"tb{r}"), histogram_freq=1)],
        CHECK_NUMERICS: lambda r: [],
    }
    ratios = {arm: [] for arm in arms if arm != "bare"}
    order = random.Random(1)
    for r in range(rounds):
        names = list(arms)
        order.shuffle(names)
        times = {
            arm: time_arm(model, x, y, steps, arms[arm](r), check_numerics=arm == CHECK_NUMERICS)
            for arm in names
        }
        for arm in ratios:
            ratios[arm].append(times[arm] / times["bare"])
    return ratios


def summary(values):
    q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return statistics.median(values), q[0], q[2]


def bench(name, build, rounds, steps, peer_rounds, logroot, feed="arrays"):
    medians, means, bare_step = paired(build, rounds, steps, logroot, name, feed)
    # fit with TrainHealth over fit without callbacks, each over the bare
    # steps paired with it: what the harness adds by itself cancels.
    fit_over_fit = [a / b for a, b in zip(medians["TrainHealth"], medians[HARNESS])]
    ratios = {
        "TrainHealth fit / bare fit": fit_over_fit,
        "  the same, mean step": [a / b for a, b in zip(means["TrainHealth"], means[HARNESS])],
        "TrainHealth fit / bare step": medians["TrainHealth"],
        HARNESS + " / bare step": medians[HARNESS],
    }
    if peer_rounds:  # --peer-rounds 0: the paired figures only
        ratios.update(peers(build, peer_rounds, max(10, steps // 2), logroot, name))
    # The bare step's time is context (the figures are for steps of 20 ms
    # or more), not a result: results are the ratios.
    print(f"{name} (fed by {feed}): {rounds} paired rounds x {steps} steps; peers {peer_rounds} rounds; "
          f"bare step {1000 * bare_step:.0f} ms")
    for arm, values in ratios.items():
        median, low, high = summary(values)
        print(f"  {arm:42s} ratio {median:.3f}  (quartiles {low:.3f}-{high:.3f})")
    if not peer_rounds:
        return
    ours = statistics.median(fit_over_fit) - 1
    theirs = statistics.median(ratios[CHECK_NUMERICS]) - 1
    if ours > 0:
        print(f"  added time: enable_check_numerics / TrainHealth = {theirs / ours:.1f}x")
    else:
        print("  added time: TrainHealth's is below the noise (ratio <= 1)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9, help="paired rounds (fits) per model")
    parser.add_argument("--steps", type=int, default=60, help="timed steps per paired round")
    parser.add_argument("--peer-rounds", type=int, default=3, help="rounds of the peer arms (0: none)")
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--feed", choices=["arrays", "pydataset"], default="arrays",
                        help="how fit is fed: NumPy arrays, or a keras.utils.PyDataset (a Sequence's kind)")
    parser.add_argument("--threads", type=int, default=1,
                        help="TensorFlow intra-op threads (1 keeps a shared 2-core machine steadier)")
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(args.threads)
    tf.config.threading.set_inter_op_parallelism_threads(args.threads)
    with tempfile.TemporaryDirectory() as logroot:
        for name in args.models:
            bench(name, MODELS[name], args.rounds, args.steps, args.peer_rounds, logroot, args.feed)


if __name__ == "__main__":
    main()
