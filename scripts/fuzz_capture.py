"""The capture differential fuzz: does capture ever change or stop training?

    TF_CPP_MIN_LOG_LEVEL=2 .venv/bin/python scripts/fuzz_capture.py \\
        [--sequences N] [--seed S] [--jobs J] [--keep DIR]

Writes N random Keras programs (tests/capture_programs.py; program i has
seed S + i), runs each bare, under `tb-trainhealth run` and with autolog()
prepended (tests/capture_diff.py) and compares the script's printed lines,
exit status and uncaught exception type. Prints the sequences run and, for
each that differed, the script and its first differing line; exits 1 if
any differed. A script whose bare runs differ from each other is reported
as nondeterministic (the generator's fault), not as a difference; it
exits 1 too.

Known differences: none in seeds 0-149 (seeds 90-149 run 2026-12-08). Fixed on 2026-12-07:
seed 21 (a gelu Dense before a Dropout: the sentinel reads the Dropout's
input through the Dropout, capture/probes/activations.py); seed 27 (an
Embedding, three fits: the regular version of the step was first traced
in the second fit, an ulp apart on the Embedding's update; it is now
traced at the first call, as bare Keras traces it,
capture/engine/step_engine.py `_traces_keras_function_first`); seeds 36,
62, 71 and 76 (a BatchNormalization's scale under SGD: its gradient is a
product Grappler folds SGD's `g * lr` into only where nothing else reads
g; the gradient probe reads it from the product made again,
capture/probes/gradient_layout.py `LayerLayout.squares`). Seed 21 is in
the suite's slice; seed 27's case is
tests/test_in_step_hooks.py::test_keras_own_step_is_traced_where_bare_keras_traces_it,
the scale's is ::test_a_normalization_scale_under_sgd_trains_bit_identical.
Under heal those scales are still an ulp apart (docs/reliability.md).

--keep DIR keeps the scripts, their logdirs and each way's stderr there
(default: a temporary folder, deleted unless something differed). The
suite runs a fixed slice (tests/test_capture_fuzz.py).
"""

import argparse
import concurrent.futures
import os
import shutil
import sys
import tempfile
import time

TESTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests")
sys.path.insert(0, TESTS)

import capture_diff  # noqa: E402
import capture_programs  # noqa: E402


def check_sequence(seed, folder):
    """Writes and compares program `seed`; returns (seed, script, features,
    differences, deterministic, outcomes by way)."""
    source, features = capture_programs.program(seed)
    workdir = os.path.join(folder, f"seq{seed}")
    os.makedirs(workdir, exist_ok=True)
    script = os.path.join(workdir, f"seq{seed}.py")
    with open(script, "w") as f:
        f.write(source)
    outcomes, differences, deterministic = capture_diff.compare(script, workdir)
    for way, outcome in outcomes.items():  # for whoever reads a difference
        with open(os.path.join(workdir, f"{way}.stderr"), "w") as f:
            f.write(outcome.stderr)
        with open(os.path.join(workdir, f"{way}.lines"), "w") as f:
            f.write("\n".join(outcome.lines) + "\n")
    return seed, script, features, differences, deterministic, outcomes


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sequences", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="sequences at a time (each runs one process at a time)")
    parser.add_argument("--keep", metavar="DIR", default=None, help="keep scripts and outputs here")
    args = parser.parse_args()
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    folder = args.keep or tempfile.mkdtemp(prefix="trainhealth-capture-fuzz-")
    os.makedirs(folder, exist_ok=True)
    seeds = range(args.seed, args.seed + args.sequences)
    start = time.monotonic()
    differed, unstable, died = [], [], 0
    seconds = dict.fromkeys(capture_diff.WAYS, 0.0)
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        futures = [pool.submit(check_sequence, seed, folder) for seed in seeds]
        for future in concurrent.futures.as_completed(futures):
            seed, script, features, differences, deterministic, outcomes = future.result()
            planned = "error_uncaught" in features
            died += outcomes["bare"].status != 0 and not planned  # coverage lost to the generator
            for way, outcome in outcomes.items():
                seconds[way] += outcome.seconds
            if differences and not deterministic:
                unstable.append(script)
            elif differences:
                differed.append((seed, script, differences))
            mark = "DIFFERS" if differences and deterministic else ("UNSTABLE" if differences else "same")
            print(f"seed {seed}: {mark} ({', '.join(sorted(features))})", flush=True)
    print(f"\n{len(seeds)} sequences run in {time.monotonic() - start:.0f} s, {len(differed)} differed, "
          f"{len(unstable)} nondeterministic bare, {died} died of an unplanned error in the bare run")
    print("process seconds: " + ", ".join(f"{way} {total:.0f}" for way, total in seconds.items()))
    for _, script, differences in sorted(differed):
        print(f"\n{script}")
        for way, difference in differences:
            print(f"  {way}: {difference}")
    for script in unstable:
        print(f"\nnondeterministic bare (fix the generator): {script}")
    if not args.keep and not differed and not unstable:
        shutil.rmtree(folder, ignore_errors=True)
    elif not args.keep:
        print(f"\nscripts and outputs kept in {folder}")
    return 1 if differed or unstable else 0  # an unstable script proved nothing either


if __name__ == "__main__":
    sys.exit(main())
