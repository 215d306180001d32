"""The two versions of TrainHealth's train function against the bare one,
called one after the other: what the graph alone costs, without fit's loop
or the probes' host work; with --each-area-off, what each area costs.

    .venv/bin/python bench/step_versions.py [--model transformer] [--calls 100] [--each-area-off]

A model trains a few steps in `fit` with TrainHealth at defaults; its
regular train function (every step: the loss, the NaN/Inf sentinel on
every layer, the gradients' norms) and its full one (one step in ten: the
per-layer statistics, the attention statistics, the samples of the data)
are then called in turn, each right after a step of a bare copy of the
model, on the same batch. Printed: the median over calls of each
version's time over its bare step's (a slow patch of a shared machine
hits both calls of a pair alike), with quartiles, and the bare step.
With --each-area-off, one more copy per area (TrainHealth with that area
off) is called in the same rounds: an area's cost is the gap between its
row and "every area on".

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
from tb_trainhealth.capture import options  # noqa: E402
from tb_trainhealth.capture.engine import step_variants


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


def traced_versions(name, bare, options, logdir):
    """(regular call, full call, the callback) of a copy of `bare`'s model
    trained a few steps under TrainHealth(options): both versions traced."""
    measured, x, y = step_overhead.compiled(step_overhead.MODELS[name])
    measured.set_weights(bare.get_weights())
    xs, ys = step_overhead.repeated(x, y, 12)
    grab = _Grab()
    callback = tb_trainhealth.TrainHealth(logdir, options=options)
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
        call(False), call(True)
    return (lambda: call(False)), (lambda: call(True)), callback


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="transformer", choices=list(step_overhead.MODELS))
    parser.add_argument("--calls", type=int, default=100, help="rounds of (bare, regular, full) calls")
    parser.add_argument("--each-area-off", action="store_true",
                        help="also one copy of the model per area, with that area off (what each area costs)")
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(1)
    tf.config.threading.set_inter_op_parallelism_threads(1)
    bare, x, y = step_overhead.compiled(step_overhead.MODELS[args.model])
    bare_step = step_overhead.bare_stepper(bare, x, y)
    arms = {"every area on": None}
    if args.each_area_off:
        arms.update({f"{area} off": {area: {options.ENABLED: False}}
                     for area in options.resolve(None) if area != "core"})
    with tempfile.TemporaryDirectory() as logroot:
        calls = {label: traced_versions(args.model, bare, opts, os.path.join(logroot, str(i)))
                 for i, (label, opts) in enumerate(arms.items())}
        times = {(label, full): [] for label in calls for full in (False, True)}
        bare_times = []
        for _ in range(args.calls):
            # Each call paired with a bare step of its own, just before it.
            for (label, full), taken in times.items():
                start = time.perf_counter()
                bare_step()
                middle = time.perf_counter()
                calls[label][full]()
                taken.append((time.perf_counter() - middle) / (middle - start))
                bare_times.append(middle - start)
        for _, _, callback in calls.values():
            callback.release()
    print(f"{args.model}: {args.calls} rounds; bare step {1000 * statistics.median(bare_times):.0f} ms")
    for (label, full), ratios in times.items():
        low, median, high = np.percentile(ratios, [25, 50, 75])
        version = "full   " if full else "regular"
        print(f"  {label:22s} {version} train function / bare  ratio {median:.3f}  (quartiles {low:.3f}-{high:.3f})")


if __name__ == "__main__":
    main()
