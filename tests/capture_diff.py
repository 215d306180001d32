"""One script, run three ways, compared: the promise that capture never
changes or stops the user's training.

- bare: `python SCRIPT`;
- run: `tb-trainhealth run --logdir TMP SCRIPT` (tests/test_cli.py `cli`);
- autolog: SCRIPT with `import tb_trainhealth; tb_trainhealth.autolog(TMP)`
  prepended.

What is compared: the script's own stdout lines (those starting with
capture_programs.MARK: `run` prints its diagnosis to stderr, and anything
else the tool prints is not the script's), the exit status, and the type of
an uncaught exception (from the last traceback on stderr: under `run` the
diagnosis follows it).

Used by scripts/fuzz_capture.py and tests/test_capture_fuzz.py.
"""

import collections
import os
import re
import subprocess
import sys
import time

from capture_programs import MARK
from cli_process import cli

WAYS = ("bare", "run", "autolog")
TIMEOUT = 300  # as cli's
DIAGNOSIS = "\n== tb-trainhealth: diagnosis of"  # runner.py's header, after the script's traceback

Outcome = collections.namedtuple("Outcome", "lines status error stderr seconds")
# An exception line: its (dotted) type name, then ": message" or nothing.
_ERROR_LINE = re.compile(r"([A-Za-z_][\w.]*)(?::|$)")
NUMBER = re.compile(r"-?\d+\.\d*(?:e[-+]?\d+)?")


def uncaught_error(stderr):
    """The type of the exception the last traceback on stderr ends with
    (before `run`'s diagnosis), or None."""
    lines = stderr.split(DIAGNOSIS, 1)[0].splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("Traceback (most recent call last)")]
    if not starts:
        return None
    for line in lines[starts[-1] + 1:]:
        if line and not line[0].isspace():  # frames are indented; TF's log lines do not match
            match = _ERROR_LINE.match(line)
            if match:
                return match.group(1)
    return None


def outcome_of(completed):
    """The Outcome of a finished subprocess.CompletedProcess (its time not measured)."""
    return _outcome(completed, time.monotonic())


def _outcome(completed, start):
    lines = [line for line in completed.stdout.splitlines() if line.startswith(MARK)]
    # Capture prints the tracebacks of its own guarded failures and goes on:
    # only a script that died has an uncaught exception.
    error = uncaught_error(completed.stderr) if completed.returncode != 0 else None
    return Outcome(lines, completed.returncode, error, completed.stderr, time.monotonic() - start)


def _python(script, cwd):
    return subprocess.run([sys.executable, script], capture_output=True, text=True, cwd=cwd, timeout=TIMEOUT)


def run_way(way, script, workdir):
    """Runs `script` one way, in `workdir` (its logdirs go there too)."""
    logdir = os.path.join(workdir, f"logs-{way}")
    start = time.monotonic()
    try:
        if way == "bare":
            return _outcome(_python(script, workdir), start)
        if way == "run":
            return _outcome(cli("run", "--logdir", logdir, script, cwd=workdir), start)
        # Next to the script, so that what it imports from its folder still resolves.
        variant = os.path.splitext(script)[0] + "_autolog.py"
        with open(script) as f:
            source = f.read()
        with open(variant, "w") as f:
            f.write(f"import tb_trainhealth\ntb_trainhealth.autolog({logdir!r})\n" + source)
        return _outcome(_python(variant, workdir), start)
    except subprocess.TimeoutExpired as e:
        stderr = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else e.stderr or ""
        return Outcome([], "timeout", None, stderr, time.monotonic() - start)


def _numbers_only(a, b):
    """" (only numbers differ, by at most R relative)" when lines a and b
    differ in their numbers alone: R near 1e-7 or below is rounding (a
    changed graph), larger is a change in what was trained."""
    if NUMBER.sub("#", a) != NUMBER.sub("#", b):
        return ""
    pairs = [(float(u), float(v)) for u, v in zip(NUMBER.findall(a), NUMBER.findall(b))]
    worst = max((abs(u - v) / max(abs(u), abs(v)) for u, v in pairs if u != v), default=0.0)
    return f" (only numbers differ, by at most {worst:.1e} relative)"


def first_difference(expected, got):
    """A line saying how `got` first differs from `expected`, or None."""
    for i, (a, b) in enumerate(zip(expected.lines, got.lines)):
        if a != b:
            return f"line {i + 1}: {a!r} became {b!r}" + _numbers_only(a, b)
    i = min(len(expected.lines), len(got.lines))
    if len(expected.lines) > i:
        return f"line {i + 1}: {expected.lines[i]!r} never printed (exit {got.status}, {got.error or 'no exception'})"
    if len(got.lines) > i:
        return f"line {i + 1}: {got.lines[i]!r} printed too (bare: exit {expected.status}, {expected.error})"
    if expected.error != got.error:
        return f"uncaught exception {expected.error} became {got.error}"
    if expected.status != got.status:
        return f"exit status {expected.status} became {got.status}"
    return None


def compare(script, workdir):
    """Runs `script` the three ways; returns (outcomes by way, [(way,
    difference)], bare_is_deterministic). When a way differs from bare,
    bare runs again: a script that differs from itself is the generator's
    fault, not capture's."""
    os.makedirs(workdir, exist_ok=True)
    outcomes = {way: run_way(way, script, workdir) for way in WAYS}
    differences = [(way, d) for way in WAYS[1:] if (d := first_difference(outcomes["bare"], outcomes[way]))]
    deterministic = True
    if differences:
        again = run_way("bare", script, workdir)
        deterministic = first_difference(outcomes["bare"], again) is None
    return outcomes, differences, deterministic
