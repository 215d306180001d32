"""Where TrainHealth's mean step goes: its extra time over the bare step,
split into the regular steps', the full steps' and the processing rounds'.

    .venv/bin/python bench/mean_step_parts.py [--model transformer] [--fits 6] [--steps 40]

The paired harness of step_overhead.py: fits of `--steps` timed steps
(after its warm-up steps), each with a fresh TrainHealth, each step paired
with one step of a bare copy of the model run right after it. Each step's
extra time (its interval less its bare twin's) goes to one part: the time
the probes' processing rounds took in that interval, then the rest to a
full step (one that ran the full version of the train function) or a
regular one. Printed: each part as a share of the bare steps' total time,
and their sum (the mean step's ratio over the bare step, this harness's
own cost included: see step_overhead.py's harness line).

A development tool: it spies on the step engine's `process_pending` and
on step_variants.set_full, so it follows capture's internals.
"""

import argparse
import os
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras  # noqa: E402
import tensorflow as tf  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import step_overhead  # noqa: E402

import tb_trainhealth  # noqa: E402
from tb_trainhealth.capture.engine import step_engine, step_variants  # noqa: E402


class _Spies:
    """What happened since the last paired step: a full step ran, and how
    long the processing rounds took."""

    def __init__(self):
        self.full, self.rounds = False, 0.0

    def install(self):
        set_full, process_pending = step_variants.set_full, step_engine.StepEngine.process_pending

        def spied_set_full(full):
            self.full = self.full or bool(full)
            return set_full(full)

        def spied_process_pending(engine, replan=True):
            start = time.perf_counter()
            try:
                return process_pending(engine, replan)
            finally:
                self.rounds += time.perf_counter() - start

        step_variants.set_full = spied_set_full
        step_engine.StepEngine.process_pending = spied_process_pending

    def take(self):
        taken = (self.full, self.rounds)
        self.full, self.rounds = False, 0.0
        return taken


class _PairedParts(keras.callbacks.Callback):
    """After each step of the measured fit, one bare step; each interval's
    extra time, split as the module docstring says."""

    def __init__(self, bare_step, spies, parts):
        super().__init__()
        self._bare_step, self._spies, self.parts = bare_step, spies, parts
        self._last = None

    def on_train_batch_end(self, batch, logs=None):
        now = time.perf_counter()
        full, rounds = self._spies.take()
        start = time.perf_counter()
        self._bare_step()
        bare = time.perf_counter() - start
        if self._last is not None and batch >= step_overhead.WARMUP_STEPS:
            extra = (now - self._last) - bare - rounds
            self.parts["bare"] += bare
            self.parts["rounds"] += rounds
            self.parts["full steps" if full else "regular steps"] += extra
            self.parts["full count"] += int(full)
            self.parts["count"] += 1
        self._spies.take()  # the bare step is no step of ours
        self._last = time.perf_counter()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="transformer", choices=list(step_overhead.MODELS))
    parser.add_argument("--fits", type=int, default=6, help="fits, each with a fresh TrainHealth")
    parser.add_argument("--steps", type=int, default=40, help="timed steps per fit")
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(1)
    tf.config.threading.set_inter_op_parallelism_threads(1)
    build = step_overhead.MODELS[args.model]
    measured, x, y = step_overhead.compiled(build)
    bare, _, _ = step_overhead.compiled(build)
    bare.set_weights(measured.get_weights())
    bare_step = step_overhead.bare_stepper(bare, x, y)
    xs, ys = step_overhead.repeated(x, y, args.steps + step_overhead.WARMUP_STEPS)
    spies = _Spies()
    spies.install()
    parts = dict.fromkeys(("bare", "regular steps", "full steps", "rounds", "full count", "count"), 0.0)
    with tempfile.TemporaryDirectory() as logroot:
        for fit in range(args.fits):
            callback = tb_trainhealth.TrainHealth(os.path.join(logroot, str(fit)))
            measured.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False,
                         callbacks=[callback, _PairedParts(bare_step, spies, parts)])
            callback.release()
    bare_total = parts["bare"]
    print(f"{args.model}: {args.fits} fits x {args.steps} steps, {int(parts['full count'])} of "
          f"{int(parts['count'])} steps full; bare step {1000 * bare_total / parts['count']:.0f} ms")
    for name in ("regular steps", "full steps", "rounds"):
        print(f"  {name:14s} extra time / bare time  {parts[name] / bare_total:.4f}")
    added = sum(parts[name] for name in ("regular steps", "full steps", "rounds"))
    print(f"  mean step / bare step                {1 + added / bare_total:.4f}")


if __name__ == "__main__":
    main()
