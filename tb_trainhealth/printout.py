"""The diagnosis of a logdir, printed: `tb-trainhealth diagnose` (cli.py)
and the diagnosis `tb-trainhealth run` prints after the script (runner.py).

Both commands print through here, so neither imports the other. Reading
never imports TensorFlow (nor prints its start-up noise): the event files
are read with TensorBoard's own TensorFlow-free loader.
"""

import logging
import os
import sys
import types

from tb_trainhealth import fast_crc

EXIT_OK, EXIT_CRITICAL, EXIT_USAGE = 0, 1, 2


def quiet_stdout():
    """The reader of our output left (`| head`): end quietly, as cat does
    (Python would flush stdout again at exit and print a traceback)."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def without_tensorflow():
    """TensorBoard's loaders read event files through `tensorboard.compat.tf`,
    which is TensorFlow when it is installed (seconds of import, and its C++
    start-up lines on stderr) and otherwise TensorBoard's own stub. The
    module `tensorboard.compat.notf` existing picks the stub (see
    tensorboard/compat/__init__.py): the CLI reads files, it needs no TF.
    Not where TensorFlow is loaded already (`tb-trainhealth run`)."""
    if "tensorflow" not in sys.modules:
        sys.modules.setdefault("tensorboard.compat.notf", types.ModuleType("tensorboard.compat.notf"))
        fast_crc.install()  # the stub's checksum in C, not byte by byte in Python


def diagnose_command(logdir, as_json=False, out=None, html=None):
    """Prints the diagnosis of every run in `logdir` on `out` (stdout), the
    logdir's warnings on stderr; returns diagnose's exit status."""
    without_tensorflow()
    from tb_trainhealth import event_files
    from tb_trainhealth import logdir as logdir_lib
    from tb_trainhealth import report

    out = out or sys.stdout
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")  # where TensorFlow is loaded after all
    # TensorBoard's loaders log per-file chatter at INFO; keep the report clean.
    logging.getLogger("tensorboard").setLevel(logging.ERROR)
    # The reader's skipped records are printed below, naming their files.
    logging.getLogger("tb_trainhealth.summary.reader").setLevel(logging.ERROR)
    _one_line_warnings(logging.getLogger("tb_trainhealth"))
    try:
        provider, ctx, eid, warnings = logdir_lib.open_logdir(logdir)
    except logdir_lib.LogdirError as e:
        print(f"tb-trainhealth: error: {e}", file=sys.stderr)
        return EXIT_USAGE
    files = event_files.LogdirFiles(logdir, verify_data=True)
    skipped = []
    results = report.diagnose_logdir(provider, ctx, eid, skipped=skipped, files=files)
    # On stderr, every file named in full: the runs that cannot be read,
    # and the files cut short or corrupt of every other run, with Training
    # Health data or not.
    unreadable = dict(files.unreadable({r.run for r in report.readable(results)}, full_path=True))
    warnings += [f"run {run!r} {reason}" for run, reason in unreadable.items()]
    walked = files.runs()
    for run, paths in walked.items():
        if run not in unreadable:
            warnings.extend(files.warnings(run, full_path=True, files=paths))
    for run, line in skipped:
        paths = ", ".join(walked.get(run) or event_files.run_files(logdir, run)) or os.path.join(logdir, run)
        warnings.append(f"{paths}: {line}")
    for warning in warnings:
        print(f"tb-trainhealth: warning: {warning}", file=sys.stderr)
    try:
        if as_json:
            print(report.to_json_text(results), file=out)
        else:
            print(report.to_text(results, logdir), file=out)
        out.flush()
    except BrokenPipeError:
        quiet_stdout()  # `diagnose | head`: the exit status still tells the diagnosis
    if not report.readable(results):
        # The text report of a logdir without runs says so already, with
        # how to log some: said once. JSON (`{"runs": []}`) and runs that
        # cannot be read need the error line.
        if as_json or results:
            readable = "readable " if results else ""
            print(f"tb-trainhealth: error: no {readable}Training Health data in {logdir}", file=sys.stderr)
        return EXIT_USAGE
    if html:
        from tb_trainhealth import html_report

        html_report.write(html, provider, logdir)
    return EXIT_CRITICAL if report.any_critical(results) else EXIT_OK


def print_run_diagnoses(logdir, run_logdirs, extra=()):
    """After `tb-trainhealth run`'s script: the diagnosis of each run it
    wrote (`run_logdirs`, and `extra`: the run of a model whose building
    failed), on stderr, as `diagnose` prints it."""
    logdirs = list(run_logdirs) + list(extra) or [logdir]
    sys.stdout.flush()
    for run_logdir in logdirs:
        print(f"\n== tb-trainhealth: diagnosis of {run_logdir} ==", file=sys.stderr)
        if os.path.isdir(run_logdir):
            diagnose_command(run_logdir, out=sys.stderr)
        else:
            print("no training was recorded (the script never called fit)", file=sys.stderr)


class _OneLine(logging.Formatter):
    """A rule or view that fails on a damaged log is skipped (diagnosis/
    engine.py): in the report, one line saying so, not a traceback."""

    def format(self, record):
        text = f"tb-trainhealth: warning: {record.getMessage()}"
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            text += f" ({type(error).__name__}: {str(error)[:200]})"
        return text


def _one_line_warnings(logger):
    if not any(isinstance(h.formatter, _OneLine) for h in logger.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(_OneLine())
        logger.addHandler(handler)
        logger.propagate = False
