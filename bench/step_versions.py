"""The two versions of TrainHealth's train function against the bare one,
called one after the other: what the graph alone costs, without fit's loop
or the probes' host work.

    .venv/bin/python bench/step_versions.py [--model transformer] [--calls 100]

A model trains a few steps in `fit` with TrainHealth at defaults; its
regular train function (every step: the loss, the NaN/Inf sentinel on
every layer, the gradients' norms) and its full one (one step in ten: the
per-layer statistics, the attention statistics, the samples of the data)
are then called in turn with one step of a bare copy of the model, on the
same batch. Printed: the median over calls of each version's time over
the bare step's of the same round (a slow patch of a shared machine hits
the three calls of a round alike), with quartiles, and the bare step.

A development tool: it reaches the full version through the guarded
train function's closure, so it follows capture's internals and may need
mending when they change (as bench/ablation.py).
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import step_overhead  # noqa: E402

import tb_trainhealth  # noqa: E402
from tb_trainhealth.capture import step_variants  # noqa: E402


class _Grab(keras.callbacks.Callback):
    """Keeps the train function fit calls (TrainHealth's guard)."""

    function = None

    def on_train_batch_end(self, batch, logs=None):
        self.function = self.model.train_function


def versions_of(guarded):
    """{False: regular, True: full}: the guard's own map of the two."""
    for cell in guarded.__closure__ or ():
        value = cell.cell_contents
        if isinstance(value, dict) and set(value) == {False, True}:
            return value
    raise RuntimeError("the guarded train function holds no {False, True} versions: capture changed")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="transformer", choices=list(step_overhead.MODELS))
    parser.add_argument("--calls", type=int, default=100, help="rounds of (bare, regular, full) calls")
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(1)
    tf.config.threading.set_inter_op_parallelism_threads(1)
    measured, x, y = step_overhead.compiled(step_overhead.MODELS[args.model])
    bare, _, _ = step_overhead.compiled(step_overhead.MODELS[args.model])
    bare.set_weights(measured.get_weights())
    bare_step = step_overhead.bare_stepper(bare, x, y)
    xs, ys = step_overhead.repeated(x, y, 12)
    grab = _Grab()
    with tempfile.TemporaryDirectory() as logdir:
        callback = tb_trainhealth.TrainHealth(logdir)
        # Ten steps and more: both versions traced (a full step comes at the first and the tenth).
        measured.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False, callbacks=[callback, grab])
        versions = versions_of(grab.function)
        iterator = iter(tf.data.Dataset.from_tensors((x, y)).repeat())

        def call(full):
            previous = step_variants.set_full(full)
            try:
                float(versions[full](iterator)["loss"])
            finally:
                step_variants.set_full(previous)

        for _ in range(3):  # a trace for this iterator, if any, is not timed
            call(False), call(True), bare_step()
        times = {"bare": [], "regular": [], "full": []}
        arms = {"bare": bare_step, "regular": lambda: call(False), "full": lambda: call(True)}
        for _ in range(args.calls):
            for name, run in arms.items():
                start = time.perf_counter()
                run()
                times[name].append(time.perf_counter() - start)
        callback.release()
    bare_times = np.array(times["bare"])
    print(f"{args.model}: {args.calls} rounds; bare step {1000 * statistics.median(bare_times):.0f} ms")
    for name in ("regular", "full"):
        ratios = np.array(times[name]) / bare_times
        low, median, high = np.percentile(ratios, [25, 50, 75])
        print(f"  {name:8s} train function / bare  ratio {median:.3f}  (quartiles {low:.3f}-{high:.3f})")


if __name__ == "__main__":
    main()
