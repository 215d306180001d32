"""Memory and open files of capture over long runs and many fits, bare and
under `tb-trainhealth run`, side by side:
`python bench/capture_memory.py [--steps 100000] [--folds 5 --rates 10]`.

1. One long fit (`--steps` steps of a small MLP, one epoch, batch 8): the
   process's resident memory at 10% of the run and at its end, bare and
   captured, in two processes run at the same time. Capture's side is flat
   when its growth over the run is no more than bare Keras's own.
2. Many fits (tests/loop_shapes/many_fits.py: k-fold inside a learning-rate
   search, clear_session() between fits): resident memory and open files
   after the first fit and after the last, bare and captured.

Prints each figure and the captured/bare ratio of the growth. Reads
/proc/self (Linux).
"""

import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
CLI = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")
MANY_FITS = os.path.join(REPO, "tests", "loop_shapes", "many_fits.py")

LONG_RUN = """\
import os, sys
import numpy as np
import tensorflow as tf
from tensorflow import keras

steps = int(sys.argv[1])


def rss_mib():
    with open("/proc/self/status") as status:
        kib = next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))
    return kib / 1024


class Watch(keras.callbacks.Callback):
    def on_train_batch_end(self, batch, logs=None):
        if batch + 1 in (steps // 10, steps):
            print("rss", batch + 1, round(rss_mib(), 1), len(os.listdir("/proc/self/fd")), flush=True)


rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 16)).astype("float32")
y = (x[:, 0] + x[:, 1] > 0).astype("int32")
data = tf.data.Dataset.from_tensor_slices((x, y)).repeat().batch(8)
model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(2)])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(data, steps_per_epoch=steps, epochs=1, verbose=0, callbacks=[Watch()])
"""


def run_both(commands):
    """Starts both commands at once; (stdout, stderr) of each, in order."""
    started = [subprocess.Popen(c, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for c in commands]
    results = []
    for process in started:
        out, err = process.communicate()
        if process.returncode != 0:
            sys.exit(f"failed: {process.args}\n{err[-2000:]}")
        results.append((out, err))
    return results


def long_run(steps, workdir):
    script = os.path.join(workdir, "long_run.py")
    with open(script, "w") as f:
        f.write(LONG_RUN)
    bare, captured = run_both([
        [sys.executable, script, str(steps)],
        [CLI, "run", "--logdir", os.path.join(workdir, "long"), script, str(steps)],
    ])
    print(f"1. one fit of {steps} steps: resident memory (MiB) and open files at 10% and at the end")
    growths = []
    for name, (out, _) in (("bare", bare), ("captured", captured)):
        points = [line.split() for line in out.splitlines() if line.startswith("rss ")]
        (_, _, early, early_files), (_, _, late, late_files) = points
        growth = float(late) - float(early)
        growths.append(growth)
        print(f"   {name:9s} {early:>8s} -> {late:>8s} MiB (+{growth:.1f}), open files {early_files} -> {late_files}")
    print(f"   capture's own growth over 90% of the run: {growths[1] - growths[0]:+.1f} MiB "
          f"(captured/bare growth ratio {_ratio(growths[1], growths[0])})")


def many_fits(folds, rates, workdir):
    rate_list = ",".join(f"1e-{2 + i}" for i in range(rates))
    bare, captured = run_both([
        [sys.executable, MANY_FITS, str(folds), rate_list],
        [CLI, "run", "--logdir", os.path.join(workdir, "fits"), MANY_FITS, str(folds), rate_list],
    ])
    fits = folds * rates
    print(f"2. {fits} fits, models rebuilt, clear_session() between: peak resident memory (MiB), open files")
    growths = []
    for name, (out, err) in (("bare", bare), ("captured", captured)):
        rows = [line.split() for line in err.splitlines() if line.startswith("fit ")]
        first, last = rows[0], rows[-1]
        early, late = int(first[5]) / 1024, int(last[5]) / 1024
        growth = (late - early) / (fits - 1)
        growths.append(growth)
        print(f"   {name:9s} fit 1 {early:7.1f} -> fit {fits} {late:7.1f} MiB ({growth:+.2f} a fit), "
              f"open files {first[3]} -> {last[3]}")
    same = bare[0] == captured[0]
    print(f"   captured/bare growth a fit: {_ratio(growths[1], growths[0])}; "
          f"the {fits} fits' losses {'identical' if same else 'DIFFER'} bare and captured")


def _ratio(a, b):
    return f"{a / b:.2f}" if b > 0 else "n/a (bare did not grow)"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--rates", type=int, default=10)
    args = parser.parse_args()
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    with tempfile.TemporaryDirectory() as workdir:
        long_run(args.steps, workdir)
        many_fits(args.folds, args.rates, workdir)


if __name__ == "__main__":
    main()
