"""The memory area's cost at defaults, measured side by side in one run.

    .venv/bin/python bench/memory_sampling.py [--rounds 7] [--steps 100]

On the bench models of bench/step_overhead.py (an MLP and a small CNN),
two arms per round, in shuffled order, each paired step by step with the
bare copy's compiled step (step_overhead.py's pairing: a slow patch of a
shared machine hits both arms of the same step):

  memory on    TrainHealth at defaults (the memory probe samples every
               25 steps: /proc/self/statm on a CPU, the allocator's
               current/peak on a GPU; the model-size event once a fit)
  memory off   TrainHealth(options={"memory": False})

Printed per model: the median over rounds of (on / bare) / (off / bare),
for the mean step (what the issue bounds: at most 0.5%) and the median
step, with their quartiles; the memory probe's own time (its hooks timed
in the "on" fits, per-fit work included) over the time of those same
steps: the direct share, which a loaded machine does not blur; and one
sample's cost timed alone over the bare step times 1/25, by arithmetic.
"""

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

import step_overhead  # noqa: E402  (the bench models and the pairing)

import tb_trainhealth  # noqa: E402
from tb_trainhealth.capture.tools import device_memory  # noqa: E402
from tb_trainhealth.capture.probes import memory as memory_probe  # noqa: E402

ON, OFF = "memory on", "memory off"
HOOKS = ("on_train_begin", "on_epoch_begin", "on_batch_end", "on_train_end")


def timed_memory_callback(logdir, spent):
    """TrainHealth at defaults, its memory probe's hooks timed: their
    seconds are added to spent[0] (the probe's whole host-side cost)."""
    callback = tb_trainhealth.TrainHealth(logdir)
    probe = next(p for p in callback.engine.probes if isinstance(p, memory_probe.MemoryProbe))
    for name in HOOKS:
        hook = getattr(probe, name)

        def timed(*args, _hook=hook, **kwargs):
            start = time.perf_counter()
            try:
                return _hook(*args, **kwargs)
            finally:
                spent[0] += time.perf_counter() - start

        setattr(probe, name, timed)
    return callback


def paired_rounds(build, rounds, steps, logroot, name):
    measured, x, y = step_overhead.compiled(build)
    bare, _, _ = step_overhead.compiled(build)
    bare.set_weights(measured.get_weights())
    step = step_overhead.bare_stepper(bare, x, y)
    xs, ys = step_overhead.repeated(x, y, steps + step_overhead.WARMUP_STEPS)
    spent, measured_total = [0.0], [0.0]
    arms = {
        ON: lambda r: [timed_memory_callback(os.path.join(logroot, name, f"on{r}"), spent)],
        OFF: lambda r: [tb_trainhealth.TrainHealth(os.path.join(logroot, name, f"off{r}"),
                                                   options={"memory": False})],
    }
    means, medians = {a: [] for a in arms}, {a: [] for a in arms}
    bare_steps = []
    order = random.Random(2)
    for r in range(rounds):
        names = list(arms)
        order.shuffle(names)
        for arm in names:
            clock = step_overhead._PairedClock(step)
            measured.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False,
                         callbacks=[*arms[arm](r), clock])
            means[arm].append(statistics.fmean(clock.measured) / statistics.fmean(clock.bare))
            if arm == ON:
                measured_total[0] += sum(clock.measured)
            medians[arm].append(statistics.median(clock.measured) / statistics.median(clock.bare))
            bare_steps.append(statistics.median(clock.bare))
    mean_ratio = [on / off for on, off in zip(means[ON], means[OFF])]
    median_ratio = [on / off for on, off in zip(medians[ON], medians[OFF])]
    # The probe's own time over the steps it ran in, the same fits (its
    # on_train_begin/end included: a per-fit cost spread over the steps).
    own_share = spent[0] / measured_total[0]
    return mean_ratio, median_ratio, statistics.median(bare_steps), own_share


def sample_cost(repeats=2000):
    """Seconds per memory sample, as the probe takes it on this machine."""
    device = device_memory.gpu_device()
    device_memory.read_memory(device)
    start = time.perf_counter()
    for _ in range(repeats):
        device_memory.read_memory(device)
    return (time.perf_counter() - start) / repeats


def quartiles(values):
    q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return q[0], statistics.median(values), q[2]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--steps", type=int, default=100)
    args = parser.parse_args(argv)
    per_sample = sample_cost()
    every = dict(memory_probe.MemoryProbe().__dict__)["sample_every"]
    print(f"one memory sample: {per_sample * 1e6:.1f} us (every {every} steps at defaults)")
    with tempfile.TemporaryDirectory() as logroot:
        for name, build in (("mlp", step_overhead.mlp), ("cnn", step_overhead.cnn)):
            mean_ratio, median_ratio, bare, own_share = paired_rounds(build, args.rounds, args.steps, logroot, name)
            lo, mid, hi = quartiles(mean_ratio)
            mlo, mmid, mhi = quartiles(median_ratio)
            arithmetic = per_sample / every / bare
            print(f"{name}: bare step {bare * 1e3:.1f} ms; memory on / off, mean step "
                  f"{mid:.4f} (quartiles {lo:.4f}-{hi:.4f}); median step {mmid:.4f} ({mlo:.4f}-{mhi:.4f}); "
                  f"the probe's own time in the same fits: {own_share * 100:.4f}% of the steps' time; "
                  f"sampling by arithmetic: +{arithmetic * 100:.4f}% of a mean step")


if __name__ == "__main__":
    main()
