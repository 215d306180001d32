"""What heal's in-step skip (capture/heal/heal_skip.py) costs, part by part,
on a short step: the train function of bench/heal_snapshot.py's small MLP
called in a loop, one copy per variant, in shuffled order each round.

    .venv/bin/python bench/heal_skip_parts.py [--rounds 12] [--calls 100]

Variants of the update hook heal installs on the optimizer:
- none: Keras's own update;
- skip: heal's SkipGuard as it is (the global norm, its two assigns, and
  a `cond` around the update);
- norm: the global norm and the assigns, the update applied unguarded;
- cond: the `cond` around the update alone, on a predicate read from a
  variable (no norm).

Printed per variant: the median call and the median over rounds of its
ratio to "none" in the same round. No TrainHealth: only the step.
"""

import argparse
import os
import random
import statistics
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tb_trainhealth.capture import internals  # noqa: E402
from tb_trainhealth.capture.heal import heal_skip  # noqa: E402

VARIANTS = ("none", "skip", "norm", "cond")


def _norm_only(guard, original):
    def update(grads, variables):
        present = [g for g in grads if g is not None]
        guard.norm.assign(tf.cast(tf.linalg.global_norm(present), tf.float32))
        guard.skipped.assign(0.0)
        original(grads, variables)

    return update


def _cond_only(guard, original):
    def update(grads, variables):
        def apply():
            original(grads, variables)
            return tf.constant(0)

        tf.cond(guard.bound > 0.0, apply, lambda: tf.constant(0))

    return update


def stepper(variant):
    """One call of the small MLP's train function under `variant`."""
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((64,)), keras.layers.Dense(256, activation="relu"),
                              keras.layers.Dense(256, activation="relu"), keras.layers.Dense(10)])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    x = np.random.default_rng(0).normal(size=(64, 64)).astype("float32")
    y = np.zeros(64, "int64")
    model.fit(x, y, batch_size=64, epochs=1, verbose=0)  # the optimizer built
    optimizer, guard = model.optimizer, heal_skip.SkipGuard()
    if variant == "skip":
        guard.install(model, optimizer)
    elif variant != "none":
        original = internals.update_hook_point(optimizer)
        wrap = _norm_only if variant == "norm" else _cond_only
        internals.set_update_hook(optimizer, wrap(guard, original))
    model.make_train_function(force=True)
    iterator = iter(tf.data.Dataset.from_tensors((x, y)).repeat())
    function = model.train_function
    for _ in range(20):  # traced and warm
        float(function(iterator)["loss"])
    return lambda: float(function(iterator)["loss"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--calls", type=int, default=100, help="calls per variant per round")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(args.threads)
    tf.config.threading.set_inter_op_parallelism_threads(args.threads)
    steps = {variant: stepper(variant) for variant in VARIANTS}
    medians = {variant: [] for variant in VARIANTS}
    order = random.Random(0)
    for _ in range(args.rounds):
        names = list(VARIANTS)
        order.shuffle(names)
        for variant in names:
            times = []
            for _ in range(args.calls):
                started = time.perf_counter()
                steps[variant]()
                times.append(time.perf_counter() - started)
            medians[variant].append(statistics.median(times))
    for variant in VARIANTS:
        ratio = statistics.median(a / b for a, b in zip(medians[variant], medians["none"]))
        print(f"{variant:5s} median call {1000 * statistics.median(medians[variant]):.3f} ms  "
              f"ratio to none {ratio:.3f}")


if __name__ == "__main__":
    main()
