"""Step-time cost of the input-pipeline measurement, side by side in one run.

    .venv/bin/python bench/input_pipeline_overhead.py [--models mlp cnn] [--rounds 7] [--steps 40]

The paired harness of step_overhead.py (each step of the measured fit is
followed by one step of a bare copy of the model, timed; ratios of their
medians hold still on a shared machine), with three arms per round, in
shuffled order:

- TrainHealth at defaults (every area, the input pipeline's included);
- TrainHealth with the input-pipeline area off (`{"input_pipeline": False}`);
- the harness check: a fit without callbacks.

Printed per model: "input pipeline at defaults / off", the added step time
of the measurement (its three in-graph timestamps, the clock read around
the train function, its host work), median and mean step; and "TrainHealth
/ bare fit" at defaults, over the harness check, mean step (the whole
TrainHealth, the 1.03 budget).
"""

import argparse
import os
import random
import statistics
import sys
import tempfile

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import tensorflow as tf  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import step_overhead  # noqa: E402
import tb_trainhealth  # noqa: E402

DEFAULTS = "TrainHealth at defaults"
OFF = "input pipeline off"
HARNESS = "harness"
ARMS = {
    DEFAULTS: None,
    OFF: {"input_pipeline": False},
}


def bench(name, rounds, steps, logroot):
    build = getattr(step_overhead, name)
    measured, x, y = step_overhead.compiled(build)
    bare, _, _ = step_overhead.compiled(build)
    bare.set_weights(measured.get_weights())
    step = step_overhead.bare_stepper(bare, x, y)
    xs, ys = step_overhead.repeated(x, y, steps + step_overhead.WARMUP_STEPS)
    names = [HARNESS, *ARMS]
    medians = {n: [] for n in names}
    means = {n: [] for n in names}
    order = random.Random(0)
    for r in range(rounds):
        order.shuffle(names)
        for arm in names:
            clock = step_overhead._PairedClock(step)
            callbacks = [] if arm == HARNESS else [
                tb_trainhealth.TrainHealth(os.path.join(logroot, name, f"{r}-{len(medians[arm])}-{arm}"),
                                           options=ARMS[arm])]
            measured.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False,
                         callbacks=[*callbacks, clock])
            medians[arm].append(statistics.median(clock.measured) / statistics.median(clock.bare))
            means[arm].append(statistics.fmean(clock.measured) / statistics.fmean(clock.bare))
    ratios = {
        "input pipeline at defaults / off, median step": [a / b for a, b in zip(medians[DEFAULTS], medians[OFF])],
        "input pipeline at defaults / off, mean step": [a / b for a, b in zip(means[DEFAULTS], means[OFF])],
        "TrainHealth / bare fit, mean step": [a / b for a, b in zip(means[DEFAULTS], means[HARNESS])],
        "TrainHealth / bare fit, median step": [a / b for a, b in zip(medians[DEFAULTS], medians[HARNESS])],
    }
    print(f"{name}: {rounds} paired rounds x {steps} steps")
    for arm, values in ratios.items():
        median, low, high = step_overhead.summary(values)
        print(f"  {arm:48s} ratio {median:.4f}  (quartiles {low:.4f}-{high:.4f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["mlp", "cnn"], choices=["mlp", "cnn"])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(args.threads)
    tf.config.threading.set_inter_op_parallelism_threads(args.threads)
    with tempfile.TemporaryDirectory() as logroot:
        for name in args.models:
            bench(name, args.rounds, args.steps, logroot)


if __name__ == "__main__":
    main()
