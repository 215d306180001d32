"""The bug suite: scripts written the way StackOverflow questions are, each
run as its user wrote it and as its accepted fix, under `tb-trainhealth run`.

    .venv/bin/python scripts/bug_suite.py [--logdir DIR] [--jobs 2] [NAME ...]

Each script under tests/bugsuite/ is a plain Keras program (no import of
this package) that trains its bug, or its fixed twin with `--fixed`. This
runs every pair as `tb-trainhealth run SCRIPT [--fixed]` would, in worker
processes (one TensorFlow import per worker, not per script), writes the
runs to DIR/<name>/bug and DIR/<name>/fixed, diagnoses them and prints,
for each pair, what was expected and what was found, and the suite's two
figures:

- bugs found: the buggy script got the kind expected, as a root cause
  (not a symptom) of warning or critical severity, on the layer the fix
  edits (tests/bugsuite/expected.py);
- false alarms: fixed twins that got any warning or critical finding.

Exit status 0 when every bug is found and at most one twin in twenty
raises a false alarm, else 1.
"""

import argparse
import contextlib
import io
import json
import multiprocessing
import os
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = os.path.join(REPO, "tests", "bugsuite")
SERIOUS = ("critical", "warning")
TWINS = ("bug", "fixed")


def expected():
    """{name: (kind, layer)}: what each buggy script must get."""
    sys.path.insert(0, SUITE)
    try:
        from expected import EXPECTED
    finally:
        sys.path.remove(SUITE)
    return dict(EXPECTED)


def _train(job):
    """In a worker: runs each (name, twin) as `tb-trainhealth run` would,
    its output kept to return rather than printed."""
    logdir, pairs = job
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    import keras

    from tb_trainhealth import runner

    logs = {}
    cwd, argv, path = os.getcwd(), list(sys.argv), list(sys.path)
    for name, twin in pairs:
        run_dir = os.path.join(logdir, name, twin)
        keras.utils.set_random_seed(0)  # as reproducible as a script that seeds
        keras.backend.clear_session()
        output = io.StringIO()
        with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
            status = runner.run_script(os.path.join(SUITE, name + ".py"), ["--fixed"] if twin == "fixed" else [],
                                       logdir=run_dir)
        os.chdir(cwd)
        sys.argv, sys.path[:] = argv, path
        logs[(name, twin)] = (status, output.getvalue())
    return logs


def run_suite(logdir, names=None, jobs=2):
    """Trains every pair (or those of `names`) into `logdir`; returns
    {(name, twin): (exit status, what the run printed)}."""
    names = sorted(names or expected())
    pairs = [(name, twin) for name in names for twin in TWINS]
    jobs = max(1, min(jobs, len(pairs)))
    # One pair per task, handed to whichever worker is free: a fixed split
    # gave one worker every bug and the other every (often quicker) twin.
    tasks = [(str(logdir), [pair]) for pair in pairs]
    # spawn: a fresh interpreter per worker, none of the caller's TensorFlow state
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        logs = {}
        for part in pool.imap_unordered(_train, tasks, chunksize=1):
            logs.update(part)
    return logs


def diagnose(logdir):
    """{(name, twin): Diagnosis} of the runs `run_suite` wrote. A script
    that trained several models has runs `<twin>`, `<twin>-2`, ...: the
    pair's diagnosis is that of its first run, and its other runs are
    kept under (name, "bug-2") and so on."""
    from tb_trainhealth import diagnosis, logdir as logdir_lib
    from tb_trainhealth.summary import reader

    provider, ctx, eid, _ = logdir_lib.open_logdir(str(logdir))
    results = {}
    for run in reader.list_runs(provider, ctx, eid):
        name, twin = run.split("/", 1)
        results[(name, twin)] = diagnosis.diagnose(reader.read_run(provider, ctx, eid, run))
    return results


def found(result, kind, layer):
    """The finding that counts as the bug found, or None."""
    for finding in result.findings:
        if (finding.kind == kind and finding.caused_by is None and finding.severity in SERIOUS
                and finding.layer == layer):
            return finding
    return None


def false_alarms(result):
    """The findings of a fixed twin that would make its user look twice."""
    return [f for f in result.findings if f.severity in SERIOUS]


def score(results, names=None):
    """(rows, bugs found, false alarms, pairs): a row per pair."""
    want = expected()
    rows, hits, alarms = [], 0, 0
    for name in sorted(names or want):
        kind, layer = want[name]
        bug, fixed = results.get((name, "bug")), results.get((name, "fixed"))
        hit = bug is not None and found(bug, kind, layer) is not None
        alarm = [] if fixed is None else false_alarms(fixed)
        hits += hit
        alarms += bool(alarm) or fixed is None
        rows.append({
            "script": name, "expected": f"{kind} @ {layer}",
            "bug": _summary(bug), "fixed": _summary(fixed) if fixed is not None else "no run",
            "found": hit, "false_alarm": [f.kind for f in alarm],
        })
    return rows, hits, alarms, len(rows)


def _summary(result):
    if result is None:
        return "no run"
    roots = [f"{f.kind}({f.severity}) @ {f.layer}" for f in result.findings if f.caused_by is None]
    return f"{result.status}: " + ("; ".join(roots) or "no findings")


def passes(hits, alarms, pairs):
    return hits == pairs and alarms * 20 <= pairs


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="scripts to run (default: all of tests/bugsuite)")
    parser.add_argument("--logdir", help="where the runs go (default: a temporary directory)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    unknown = set(args.names) - set(expected())
    if unknown:
        parser.error(f"no such script in tests/bugsuite: {', '.join(sorted(unknown))}")
    logdir = args.logdir or tempfile.mkdtemp(prefix="bug_suite_")
    run_suite(logdir, args.names, args.jobs)
    rows, hits, alarms, pairs = score(diagnose(logdir), args.names)
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        for row in rows:
            mark = "found" if row["found"] else "MISSED"
            print(f"{row['script']:<28} expects {row['expected']}\n  bug   [{mark}] {row['bug']}\n"
                  f"  fixed [{'FALSE ALARM' if row['false_alarm'] else 'ok'}] {row['fixed']}")
    print(f"\nbugs found, on the layer the fix edits: {hits} of {pairs}; "
          f"fixed twins with a warning or worse: {alarms} of {pairs}  (logdir: {logdir})")
    return 0 if passes(hits, alarms, pairs) else 1


if __name__ == "__main__":
    sys.exit(main())
