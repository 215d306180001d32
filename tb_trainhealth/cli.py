"""The `tb-trainhealth` command: `diagnose LOGDIR [--json]`, `run SCRIPT` and `areas`.

Exit status of diagnose: 0 nothing critical, 1 something critical or a run
whose files cannot be read, 2 bad usage, an unreadable logdir or one
without readable Training Health data (so that a mistyped logdir fails a
CI job). `run` exits with the script's own status.

`diagnose` never imports TensorFlow (nor prints its start-up noise): it
reads the event files with TensorBoard's own TensorFlow-free loader.
"""

import argparse
import logging
import os
import sys
import types

from tb_trainhealth import fast_crc

EXIT_OK, EXIT_CRITICAL, EXIT_USAGE = 0, 1, 2


def main(argv=None):
    try:
        return _main(argv)
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_OK


def _quiet_stdout():
    """The reader of our output left (`| head`): end quietly, as cat does
    (Python would flush stdout again at exit and print a traceback)."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _main(argv=None):
    if _reads_only(argv):
        without_tensorflow()
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "diagnose":
        return diagnose_command(args.logdir, as_json=args.json, html=args.html)
    if args.command == "run":
        from tb_trainhealth.runner import run_script

        return run_script(args.script, args.args, logdir=args.logdir, stop_on_nonfinite=args.stop_on_nonfinite,
                          replay_nonfinite=args.replay_nonfinite)
    if args.command == "check":
        from tb_trainhealth.one_batch import check_script

        return check_script(args.script, args.args)
    if args.command == "areas":
        from tb_trainhealth import report

        print(report.areas_text())
        return EXIT_OK
    parser.print_help(sys.stderr)
    return EXIT_USAGE


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
        _quiet_stdout()  # `diagnose | head`: the exit status still tells the diagnosis
    if not report.readable(results):
        readable = "readable " if results else ""
        print(f"tb-trainhealth: error: no {readable}Training Health data in {logdir}", file=sys.stderr)
        return EXIT_USAGE
    if html:
        from tb_trainhealth import html_report

        html_report.write(html, provider, logdir)
    return EXIT_CRITICAL if report.any_critical(results) else EXIT_OK


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


def _reads_only(argv):
    # Every command but `run` (which trains) reads files only.
    argv = sys.argv[1:] if argv is None else list(argv)
    return "run" not in argv[:1]


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        # argparse exits 2 on bad usage already; say what to run instead.
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"tb-trainhealth: error: {message}\n")


def _parser():
    from tb_trainhealth import __version__

    parser = _Parser(prog="tb-trainhealth", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"tb-trainhealth {__version__}")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)
    diagnose = commands.add_parser("diagnose", help="diagnose the runs in a logdir")
    diagnose.add_argument("logdir")
    diagnose.add_argument("--json", action="store_true", help="print JSON (the schema of docs/design.md)")
    diagnose.add_argument("--html", metavar="REPORT.html", default=None,
                          help="also write the tab as one self-contained page (no server needed)")
    run = commands.add_parser(
        "run", help="run a training script with every fit instrumented"
    )
    run.add_argument("--logdir", default=None, help="default: ./logs/trainhealth/<script>-<time>")
    run.add_argument("--stop-on-nonfinite", action="store_true",
                     help="stop training at the first NaN/Inf (default: observe only, training goes on)")
    run.add_argument("--replay-nonfinite", action="store_true",
                     help="rerun the first bad step under check_numerics, to name its op and source line")
    run.add_argument("script")
    run.add_argument("args", nargs=argparse.REMAINDER)
    check = commands.add_parser(
        "check", help="run a script until its first fit and check that model on one batch instead (exit 0 pass, 1 fail)"
    )
    check.add_argument("script")
    check.add_argument("args", nargs=argparse.REMAINDER)
    commands.add_parser("areas", help="list the areas: their flowchart nodes, finding kinds and options")
    return parser


if __name__ == "__main__":
    sys.exit(main())
