"""Per-fit cost of TrainHealth: a CNN trained in one-epoch fits, in a loop.

    .venv/bin/python bench/per_fit_overhead.py [--rounds 12] [--steps 40] [--threads 1]

Scripts that call `fit(epochs=1)` in a loop (per-epoch logic, k-fold,
tuning) pay whatever capture does once per fit at every call, besides its
per-step cost. Two copies of bench/step_overhead.py's CNN (same weights,
same batches) train side by side in alternating one-epoch fits of
`--steps` steps: one with a TrainHealth callback made once and passed to
every fit (as such a script holds it), one bare. A round is one fit of
each, in shuffled order; each fit's mean step is its wall time over its
steps, so the per-fit work (traces, the pipeline lint, opening the run)
counts. The first fit of each is left out (both trace their train
function there). Printed: the ratio of the mean steps, TrainHealth / bare,
per round (median and quartiles) and over all rounds.
"""

import argparse
import os
import random
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import tensorflow as tf  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import step_overhead  # noqa: E402

import tb_trainhealth  # noqa: E402


def one_epoch_fits(rounds, steps, logdir):
    """([TrainHealth mean step / bare mean step] per round, total TrainHealth
    time / total bare time, the bare mean step in seconds)."""
    measured, x, y = step_overhead.compiled(step_overhead.cnn)
    bare, _, _ = step_overhead.compiled(step_overhead.cnn)
    bare.set_weights(measured.get_weights())
    xs, ys = step_overhead.repeated(x, y, steps)
    callback = tb_trainhealth.TrainHealth(logdir)
    arms = {"TrainHealth": (measured, [callback]), "bare": (bare, [])}

    def fit(arm):
        model, callbacks = arms[arm]
        start = time.perf_counter()
        model.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False, callbacks=callbacks)
        return (time.perf_counter() - start) / steps

    for arm in arms:
        fit(arm)  # the first fit of each traces: not timed
    ratios, totals = [], {arm: 0.0 for arm in arms}
    order = random.Random(0)
    for _ in range(rounds):
        names = list(arms)
        order.shuffle(names)
        times = {arm: fit(arm) for arm in names}
        ratios.append(times["TrainHealth"] / times["bare"])
        for arm in arms:
            totals[arm] += times[arm]
    callback.release()  # its event file closed before the logdir goes
    return ratios, totals["TrainHealth"] / totals["bare"], totals["bare"] / rounds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12, help="rounds (one fit of each arm)")
    parser.add_argument("--steps", type=int, default=40, help="steps per one-epoch fit")
    parser.add_argument("--threads", type=int, default=1,
                        help="TensorFlow intra-op threads (1 keeps a shared 2-core machine steadier)")
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(args.threads)
    tf.config.threading.set_inter_op_parallelism_threads(args.threads)
    with tempfile.TemporaryDirectory() as logdir:
        ratios, overall, bare_step = one_epoch_fits(args.rounds, args.steps, logdir)
    median, low, high = step_overhead.summary(ratios)
    print(f"cnn, one-epoch fits of {args.steps} steps: {args.rounds} rounds; bare mean step {1000 * bare_step:.0f} ms")
    print(f"  TrainHealth / bare, mean step per fit      ratio {median:.3f}  (quartiles {low:.3f}-{high:.3f})")
    print(f"  the same, over all rounds                  ratio {overall:.3f}")


if __name__ == "__main__":
    main()
