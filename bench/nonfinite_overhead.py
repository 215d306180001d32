"""Step-time cost of the data check (`nonfinite_data`) and of the opt-in
replay, side by side in one run.

    .venv/bin/python bench/nonfinite_overhead.py [--models mlp cnn] [--rounds 7] [--steps 40]

The paired harness of step_overhead.py (each step of the measured fit is
followed by one step of a bare copy of the model, timed; ratios of their
medians hold still on a shared machine), with four arms per round, in
shuffled order:

- TrainHealth at defaults (the data check on: one is_finite pass, an
  argmin and a gather per floating tensor of the batch, in the step);
- TrainHealth without the data check (its probe taken out of the engine);
- TrainHealth with the replay on (`{"nonfinite": {"replay": True}}`: the
  batch copied into variables every step, and the optimizer's update
  under a tf.cond on "all gradients finite");
- the harness check: a fit without callbacks.

Printed per model: "data check on / off" (median and mean step), "replay
on / defaults" (median and mean step), "TrainHealth / bare fit" at
defaults, mean step (the whole TrainHealth, the 1.03 budget), and the
check's ops alone over a bare step (its own tf.function, timed right after
each bare step: an upper bound of its share, as a separate call also pays
a dispatch).
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
from tb_trainhealth.capture.probes.nonfinite_data import NonfiniteDataProbe  # noqa: E402

DEFAULTS = "TrainHealth at defaults"
NO_CHECK = "data check off"
REPLAY = "replay on"
HARNESS = "harness"


def _callback(arm, logdir):
    if arm == HARNESS:
        return []
    options = {"nonfinite": {"replay": True}} if arm == REPLAY else None
    callback = tb_trainhealth.TrainHealth(logdir, options=options)
    if arm == NO_CHECK:
        callback.engine.probes = [p for p in callback.engine.probes if not isinstance(p, NonfiniteDataProbe)]
    return [callback]


def bench(name, rounds, steps, logroot):
    build = getattr(step_overhead, name)
    measured, x, y = step_overhead.compiled(build)
    bare, _, _ = step_overhead.compiled(build)
    bare.set_weights(measured.get_weights())
    step = step_overhead.bare_stepper(bare, x, y)
    xs, ys = step_overhead.repeated(x, y, steps + step_overhead.WARMUP_STEPS)
    names = [HARNESS, DEFAULTS, NO_CHECK, REPLAY]
    medians = {n: [] for n in names}
    means = {n: [] for n in names}
    order = random.Random(0)
    for r in range(rounds):
        order.shuffle(names)
        for arm in names:
            clock = step_overhead._PairedClock(step)
            logdir = os.path.join(logroot, name, f"{r}-{arm}")
            measured.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False,
                         callbacks=[*_callback(arm, logdir), clock])
            medians[arm].append(statistics.median(clock.measured) / statistics.median(clock.bare))
            means[arm].append(statistics.fmean(clock.measured) / statistics.fmean(clock.bare))
    ratio = lambda a, b, d: [u / v for u, v in zip(d[a], d[b])]  # noqa: E731
    ratios = {
        "data check on / off, median step": ratio(DEFAULTS, NO_CHECK, medians),
        "data check on / off, mean step": ratio(DEFAULTS, NO_CHECK, means),
        "replay on / defaults, median step": ratio(REPLAY, DEFAULTS, medians),
        "replay on / defaults, mean step": ratio(REPLAY, DEFAULTS, means),
        "TrainHealth / bare fit, mean step": ratio(DEFAULTS, HARNESS, means),
        "TrainHealth / bare fit, median step": ratio(DEFAULTS, HARNESS, medians),
    }
    ratios["the check's ops alone / bare step, median"] = [check_alone(x, step, steps)]
    print(f"{name}: {rounds} paired rounds x {steps} steps")
    for arm, values in ratios.items():
        median, low, high = step_overhead.summary(values)
        print(f"  {arm:48s} ratio {median:.4f}  (quartiles {low:.4f}-{high:.4f})")


def check_alone(x, bare_step, steps):
    """The data check's ops (as traced into the step) in a tf.function of
    their own, each call timed right after a bare step, over the median
    bare step: the check's share of a step, with none of fit's noise."""
    import time

    from tb_trainhealth.capture.probes.nonfinite_data import _first_nonfinite

    check = tf.function(lambda t: _first_nonfinite(t)[0])
    batch = tf.constant(x)
    check(batch)
    checks, bares = [], []
    for _ in range(steps):
        start = time.perf_counter()
        bare_step()
        middle = time.perf_counter()
        check(batch).numpy()
        checks.append(time.perf_counter() - middle)
        bares.append(middle - start)
    return statistics.median(checks) / statistics.median(bares)


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
