"""Step-time cost of heal (capture/heal/healing.py) on a healthy run: median
step with `TrainHealth(logdir, heal=True)` over `TrainHealth(logdir)`,
side by side in one run.

    .venv/bin/python bench/heal_snapshot.py [--rounds 7] [--steps 400] [--every 100]

A small MLP (a short step, where heal's per-step check shows most) and the
MLP of bench/step_overhead.py. Both arms are paired step by step with a
bare copy of the model, as bench/step_overhead.py pairs them (its
`_PairedClock`): after each step of the measured fit, one step of the
bare copy's train function is timed, so a slow patch of a shared machine
hits both, and each arm's figure is the ratio of its median step to the
median of its paired bare steps. The arms run in shuffled order each
round; "heal / no heal" is the ratio of the two, round by round, and the
median over rounds is printed with its quartiles. The median step leaves
out the steps that take a snapshot (1 in K); "mean step" counts them.
Also printed: K as heal chose it (the default, `--every`, doubled where a
snapshot costs more than 1% of K steps) and one snapshot's time.
"""

import argparse
import os
import random
import statistics
import sys
import tempfile

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tb_trainhealth  # noqa: E402
from step_overhead import WARMUP_STEPS, _PairedClock, bare_stepper, compiled, mlp, repeated, summary  # noqa: E402

from tb_trainhealth.capture.heal import healing  # noqa: E402


def small_mlp():
    model = keras.Sequential(
        [keras.Input((64,)), keras.layers.Dense(256, activation="relu"),
         keras.layers.Dense(256, activation="relu"), keras.layers.Dense(10)]
    )
    return model, np.random.default_rng(0).normal(size=(64, 64)).astype("float32")


MODELS = {"small_mlp": small_mlp, "mlp": mlp}


def bench(name, build, rounds, steps, logroot):
    measured, x, y = compiled(build)
    bare, _, _ = compiled(build)
    bare.set_weights(measured.get_weights())
    step = bare_stepper(bare, x, y)
    xs, ys = repeated(x, y, steps + WARMUP_STEPS)
    arms = {"heal": True, "no heal": False}
    medians = {arm: [] for arm in arms}
    means = {arm: [] for arm in arms}
    chosen, snapshot_ms, bare_steps = [], [], []
    order = random.Random(0)
    for r in range(rounds):
        names = list(arms)
        order.shuffle(names)
        for arm in names:
            callback = tb_trainhealth.TrainHealth(os.path.join(logroot, name, f"{arm}{r}"), heal=arms[arm])
            clock = _PairedClock(step)
            measured.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False,
                         callbacks=[callback, clock])
            callback.release()  # the event file closed before the temporary logdir goes
            medians[arm].append(statistics.median(clock.measured) / statistics.median(clock.bare))
            means[arm].append(statistics.fmean(clock.measured) / statistics.fmean(clock.bare))
            bare_steps.append(statistics.median(clock.bare))
            healer = callback.healer
            if healer is not None:
                chosen.append(healer.snapshot_every)
                if healer.snapshot_seconds is not None:
                    snapshot_ms.append(1000 * healer.snapshot_seconds)
    ratios = {
        "heal / no heal, median step": [a / b for a, b in zip(medians["heal"], medians["no heal"])],
        "heal / no heal, mean step": [a / b for a, b in zip(means["heal"], means["no heal"])],
    }
    snapshot = f"{statistics.median(snapshot_ms):.2f} ms" if snapshot_ms else "not measured"
    print(f"{name}: {rounds} rounds x {steps} steps; bare step {1000 * statistics.median(bare_steps):.2f} ms; "
          f"K (snapshot_every) {statistics.median(chosen) if chosen else '-'}; one snapshot {snapshot}")
    for arm, values in ratios.items():
        median, low, high = summary(values)
        print(f"  {arm:32s} ratio {median:.3f}  (quartiles {low:.3f}-{high:.3f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7, help="paired rounds (fits) per model")
    parser.add_argument("--steps", type=int, default=400, help="timed steps per fit (snapshots every K of them)")
    parser.add_argument("--every", type=int, default=healing.SNAPSHOT_EVERY, help="the default K to measure")
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--threads", type=int, default=1,
                        help="TensorFlow intra-op threads (1 keeps a shared 2-core machine steadier)")
    args = parser.parse_args()
    healing.SNAPSHOT_EVERY = args.every
    tf.config.threading.set_intra_op_parallelism_threads(args.threads)
    tf.config.threading.set_inter_op_parallelism_threads(args.threads)
    with tempfile.TemporaryDirectory() as logroot:
        for name in args.models:
            bench(name, MODELS[name], args.rounds, args.steps, logroot)


if __name__ == "__main__":
    main()
