"""Where TrainHealth's step time goes: the paired harness of
step_overhead.py, with one piece switched off per arm.

    .venv/bin/python bench/ablation.py [--model mlp] [--rounds 7] [--steps 40]

Arms, each a `fit` with TrainHealth at defaults paired step by step with
the bare model, divided by the harness check (a fit without callbacks,
paired the same way), all in one process, in shuffled order each round:

- TrainHealth: as shipped.
- no gradient reads: the per-step gradient norms replaced by zeros.
- no layer sums: the sentinel's per-step sums of layer outputs skipped.
- no host work: the probes never process the kept steps.
- graph only: the last three together; what is left is the plumbing
  (the statistics' variables, the packed vector, the guard).

A development tool: it switches pieces off by patching their functions,
so it follows the code's internals and may need mending when they change.
"""

import argparse
import contextlib
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
from tb_trainhealth.capture.engine import step_engine  # noqa: E402
from tb_trainhealth.capture.probes import activations, gradient_layout  # noqa: E402


@contextlib.contextmanager
def _patched(owner, name, value):
    original = getattr(owner, name)
    setattr(owner, name, value)
    try:
        yield
    finally:
        setattr(owner, name, original)


_squares = gradient_layout.LayerLayout.squares


def _zero_squares(layout, grads_and_vars):
    # Everything but the reads: the full steps' statistics still get their
    # gradients, the variable still its (zero) norms.
    grads_and_vars = list(grads_and_vars)
    _, _, present, layer_grads = _squares(layout, grads_and_vars)
    return tf.zeros([len(layout.variables)]), {}, present, layer_grads


def _no_sums(sentinel, observed):
    sentinel._output_positions = list(range(len(observed)))
    sentinel._input_positions = [-1] * len(observed)


def _switched_off(*pieces):
    def arm():
        stack = contextlib.ExitStack()
        if "gradients" in pieces:
            stack.enter_context(_patched(gradient_layout.LayerLayout, "squares", _zero_squares))
        if "sums" in pieces:
            stack.enter_context(_patched(activations, "_summed_now", lambda x, with_max_abs=False: (x, None, None)))
            stack.enter_context(_patched(activations._Sentinel, "_record", _no_sums))
        if "host" in pieces:
            stack.enter_context(_patched(step_engine.StepEngine, "process_pending", lambda self, replan=True: None))
        return stack
    return arm


ARMS = {
    "TrainHealth": _switched_off(),
    "no gradient reads": _switched_off("gradients"),
    "no layer sums": _switched_off("sums"),
    "no host work": _switched_off("host"),
    "graph only": _switched_off("gradients", "sums", "host"),
}
HARNESS = "harness"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="mlp", choices=list(step_overhead.MODELS))
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--steps", type=int, default=40)
    args = parser.parse_args()
    tf.config.threading.set_intra_op_parallelism_threads(1)
    tf.config.threading.set_inter_op_parallelism_threads(1)
    build = getattr(step_overhead, args.model)
    measured, x, y = step_overhead.compiled(build)
    bare, _, _ = step_overhead.compiled(build)
    bare.set_weights(measured.get_weights())
    step = step_overhead.bare_stepper(bare, x, y)
    xs, ys = step_overhead.repeated(x, y, args.steps + step_overhead.WARMUP_STEPS)
    names = [HARNESS, *ARMS]
    ratios = {name: [] for name in names}
    order = random.Random(0)
    with tempfile.TemporaryDirectory() as logroot:
        for r in range(args.rounds):
            order.shuffle(names)
            for name in names:
                clock = step_overhead._PairedClock(step)
                callbacks = [] if name == HARNESS else [tb_trainhealth.TrainHealth(os.path.join(logroot, f"{r}-{name}"))]
                with contextlib.nullcontext() if name == HARNESS else ARMS[name]():
                    measured.fit(xs, ys, batch_size=x.shape[0], epochs=1, verbose=0, shuffle=False,
                                 callbacks=[*callbacks, clock])
                    for callback in callbacks:
                        callback.release()  # written and closed before the logdir goes
                # As step_overhead.py: the median of the paired steps' ratios.
                ratios[name].append(statistics.median(m / b for m, b in zip(clock.measured, clock.bare)))
    print(f"{args.model}: {args.rounds} paired rounds x {args.steps} steps; fit with TrainHealth / bare fit")
    for name in ARMS:
        median, low, high = step_overhead.summary([a / b for a, b in zip(ratios[name], ratios[HARNESS])])
        print(f"  {name:20s} ratio {median:.3f}  (quartiles {low:.3f}-{high:.3f})")


if __name__ == "__main__":
    main()
