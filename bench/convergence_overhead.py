"""What the convergence area adds to a step, measured side by side.

    .venv/bin/python bench/convergence_overhead.py [--rounds 7] [--steps 60] [--models mlp cnn]

The paired harness of step_overhead.py: each arm is a `fit` whose every
step is paired with one step of a bare copy of the model (same weights,
same batches); per round, each arm's median and mean step over its paired
bare steps. Arms, in shuffled order each round, in one process:

- TrainHealth at defaults (every area, convergence included);
- TrainHealth with `options={"convergence": False}`.

The ratio of the two (round by round, then the median over rounds) is the
convergence area's cost: its work is in the full step only (the label and
input reductions, the saturation shares; its learning-rate samples are the
gradients area's in-step weight reads, flagged for it) and on the host
between steps (one event per epoch; a weight copy around steps 1, 20, 80,
... only where the gradients area takes no update ratio), so the mean
step (which counts the full steps and those host steps) is the figure that
must stay within 0.5%; the median shows the regular step is untouched.

Two fits apart differ by several percent on a shared machine, more than
the cost measured, so two more figures split it, each measured side by
side in one run:

- host work: the time spent in the convergence probe's own hooks during
  the "on" fits, over those fits' total step time (the same clock);
- in-step statistics: the probe's reductions over the bench batch, as a
  compiled function, timed call by call alternating with the bare train
  step; their ratio over `sample_every` (they run in one step in ten) is
  their share of a mean step.
"""

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import tensorflow as tf  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import step_overhead  # noqa: E402
import tb_trainhealth  # noqa: E402
from tb_trainhealth.areas.convergence import AREA  # noqa: E402
from tb_trainhealth.capture.probes import convergence  # noqa: E402

HOOKS = ("on_train_begin", "on_epoch_begin", "on_batch_end", "on_train_end")


class HostClock:
    """Times every call of the convergence probe's host hooks."""

    def __init__(self):
        self.seconds = 0.0
        self._originals = {}

    def __enter__(self):
        for name in HOOKS:
            original = getattr(convergence.ConvergenceProbe, name)
            self._originals[name] = original

            def timed(probe, *args, _original=original, **kwargs):
                start = time.perf_counter()
                try:
                    return _original(probe, *args, **kwargs)
                finally:
                    self.seconds += time.perf_counter() - start

            setattr(convergence.ConvergenceProbe, name, timed)
        return self

    def __exit__(self, *exc):
        for name, original in self._originals.items():
            setattr(convergence.ConvergenceProbe, name, original)

ON, OFF = "convergence on", "convergence off"


def paired(build, rounds, steps, logroot, name):
    measured, x, y = step_overhead.compiled(build)
    bare, _, _ = step_overhead.compiled(build)
    bare.set_weights(measured.get_weights())
    step = step_overhead.bare_stepper(bare, x, y)
    xs, ys = step_overhead.repeated(x, y, steps + step_overhead.WARMUP_STEPS)
    arms = {
        ON: lambda r: [tb_trainhealth.TrainHealth(os.path.join(logroot, name, f"on{r}"))],
        OFF: lambda r: [tb_trainhealth.TrainHealth(os.path.join(logroot, name, f"off{r}"),
                                                   options={"convergence": False})],
    }
    medians = {arm: [] for arm in arms}
    means = {arm: [] for arm in arms}
    host = []
    order = random.Random(0)
    for r in range(rounds):
        names = list(arms)
        order.shuffle(names)
        for arm in names:
            clock = step_overhead._PairedClock(step)
            with HostClock() as hooks:
                start = time.perf_counter()
                measured.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False,
                             callbacks=[*arms[arm](r), clock])
                total = time.perf_counter() - start - sum(clock.bare)
            if arm == ON:
                host.append(hooks.seconds / total)
            medians[arm].append(statistics.median(clock.measured) / statistics.median(clock.bare))
            means[arm].append(statistics.fmean(clock.measured) / statistics.fmean(clock.bare))
    return medians, means, host, statistics.median(clock.bare)


def in_step_share(build, calls):
    """Per call, alternating: the probe's in-step reductions over the bench
    batch, and one bare train step. Their ratio of medians, per step of the
    full version (one in `sample_every`)."""
    model, x, y = step_overhead.compiled(build)
    step = step_overhead.bare_stepper(model, x, y)
    units = int(model.outputs[0].shape[-1])
    xt, yt = tf.constant(x), tf.constant(y)

    @tf.function
    def statistics_of_batch(x, y):
        return (convergence._x_stats(x), convergence._y_stats(y), convergence._class_counts(y, units))

    def reduce():
        float(tf.reduce_sum(tf.concat([tf.reshape(t, [-1]) for t in statistics_of_batch(xt, yt)], 0)))

    reduce()
    ours, bare = [], []
    for _ in range(calls):
        start = time.perf_counter()
        reduce()
        middle = time.perf_counter()
        step()
        end = time.perf_counter()
        ours.append(middle - start)
        bare.append(end - middle)
    every = AREA.option_defaults()["sample_every"]
    return statistics.median(ours) / statistics.median(bare) / every


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--models", nargs="+", default=["mlp", "cnn"], choices=["mlp", "cnn"])
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--calls", type=int, default=300, help="alternating calls for the in-step share")
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(args.threads)
    tf.config.threading.set_inter_op_parallelism_threads(args.threads)
    builds = {"mlp": step_overhead.mlp, "cnn": step_overhead.cnn}
    with tempfile.TemporaryDirectory() as logroot:
        for name in args.models:
            medians, means, host, bare_step = paired(builds[name], args.rounds, args.steps, logroot, name)
            share = in_step_share(builds[name], args.calls)
            print(f"{name}: {args.rounds} paired rounds x {args.steps} steps; bare step {1000 * bare_step:.0f} ms")
            median, low, high = step_overhead.summary(host)
            print(f"  {'host work / step time (on)':36s} share {median:.5f}  (quartiles {low:.5f}-{high:.5f})")
            print(f"  {'in-step statistics / mean step':36s} share {share:.5f}  ({args.calls} alternating calls)")
            print(f"  {'added, host + in-step':36s} share {median + share:.5f}")
            for label, values in (
                ("convergence on / off, mean step", [a / b for a, b in zip(means[ON], means[OFF])]),
                ("convergence on / off, median step", [a / b for a, b in zip(medians[ON], medians[OFF])]),
            ):
                median, low, high = step_overhead.summary(values)
                print(f"  {label:36s} ratio {median:.4f}  (quartiles {low:.4f}-{high:.4f})")


if __name__ == "__main__":
    main()
