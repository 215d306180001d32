"""The `tb-trainhealth` command line: each command registered once in
`_parser`, where its summary (the `--help` listing), its description,
arguments and exit status (`tb-trainhealth COMMAND --help`) are written.

Exit status of diagnose: 0 nothing critical, 1 something critical or a run
whose files cannot be read, 2 bad usage, an unreadable logdir or one
without readable Training Health data (so that a mistyped logdir fails a
CI job). `run` exits with the script's own status.

The diagnosis is printed by printout.py (for `diagnose`, and for `run`
after its script): reading never imports TensorFlow.
"""

import argparse
import os
import sys

# diagnose_command and without_tensorflow are also read from here (tests,
# repro.py).
from tb_trainhealth.printout import (  # noqa: F401
    EXIT_CRITICAL,
    EXIT_OK,
    EXIT_USAGE,
    diagnose_command,
    quiet_stdout,
    without_tensorflow,
)


def main(argv=None):
    try:
        return _main(argv)
    except BrokenPipeError:
        quiet_stdout()  # `tb-trainhealth areas | head`: end quietly
        return EXIT_OK


def _main(argv=None):
    if _reads_only(argv):
        without_tensorflow()
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "diagnose":
        return diagnose_command(args.logdir, as_json=args.json, html=args.html)
    if args.command in ("run", "check"):
        # Before the script imports it: TensorFlow's start-up lines only as
        # TF_CPP_MIN_LOG_LEVEL asks (tf_startup.py).
        from tb_trainhealth import tf_startup

        tf_startup.import_tensorflow()
    if args.command == "run":
        from tb_trainhealth.runner import run_script

        return run_script(args.script, args.args, logdir=args.logdir, stop_on_nonfinite=args.stop_on_nonfinite,
                          replay_nonfinite=args.replay_nonfinite, heal=args.heal)
    if args.command == "check":
        from tb_trainhealth.one_batch import check_script

        return check_script(args.script, args.args)
    if args.command == "repro":
        return repro_command(args.run, args.out, args.max_bytes)
    if args.command == "areas":
        from tb_trainhealth import report

        print(report.areas_text())
        return EXIT_OK
    parser.print_help(sys.stderr)
    return EXIT_USAGE


def repro_command(run_dir, out, max_bytes):
    """Writes and runs the reproduction of a run's first NaN/Inf step
    (tb_trainhealth/capture/tools/repro.py): exit 0 reproduced, 1 not, 2 nothing to write."""
    from tb_trainhealth.capture.tools import repro

    try:
        limit = repro.DEFAULT_MAX_BYTES if max_bytes is None else max_bytes
        reproduced, said, size = repro.write_repro(run_dir, out, max_bytes=limit)
    except repro.ReproError as e:
        print(f"tb-trainhealth: error: {e}", file=sys.stderr)
        return EXIT_USAGE
    print(f"wrote {os.path.join(out, repro.SCRIPT)} ({size} with the weights and the batch); ran it once:")
    print(said)
    return EXIT_OK if reproduced else EXIT_CRITICAL


def _reads_only(argv):
    # Every command but `run` (which trains) reads files only.
    argv = sys.argv[1:] if argv is None else list(argv)
    return "run" not in argv[:1]


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        # argparse exits 2 on bad usage already; say what to run instead.
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"tb-trainhealth: error: {message}\n")


def _command(commands, name, summary, details, exit_status):
    """A command whose summary is its line in `tb-trainhealth --help` and
    the first line of its own `--help`, which also says its exit status."""
    return commands.add_parser(
        name, help=summary, description=f"{summary[0].upper()}{summary[1:]}.\n\n{details}",
        epilog=f"exit status:\n{exit_status}", formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def _parser():
    from tb_trainhealth import __version__

    parser = _Parser(
        prog="tb-trainhealth",
        description="Training Health for TensorBoard: record and diagnose Keras training runs.",
        epilog="`tb-trainhealth COMMAND --help` says what a command does, its arguments and its exit status.",
    )
    parser.add_argument("--version", action="version", version=f"tb-trainhealth {__version__}")
    # The listing of `--help` is argparse's, from the commands added here.
    commands = parser.add_subparsers(dest="command", parser_class=_Parser, title="commands", metavar="COMMAND")
    diagnose = _command(
        commands, "diagnose", "diagnose the runs in a logdir",
        "Reads the Training Health data of every run under LOGDIR (TensorFlow is not\n"
        "needed) and prints each run's status, findings and fixes.",
        "  0  nothing critical\n"
        "  1  something critical, or a run whose files cannot be read\n"
        "  2  bad usage, or a logdir that is missing or holds no Training Health data",
    )
    diagnose.add_argument("logdir", metavar="LOGDIR", help="a TensorBoard logdir, or one run's directory")
    diagnose.add_argument("--json", action="store_true", help="print JSON (the schema of docs/design.md)")
    diagnose.add_argument("--html", metavar="REPORT.html", default=None,
                          help="also write the tab as one self-contained page (no server needed)")
    run = _command(
        commands, "run", "run a training script with every fit instrumented",
        "Runs SCRIPT as `python SCRIPT ARGS` would (its sys.argv, __main__, exceptions),\n"
        "records every fit in it, and prints the diagnosis on stderr at the end,\n"
        "whether training finished or died.",
        "  the script's own (as `python SCRIPT ARGS` would exit); 2 no such script",
    )
    run.add_argument("--logdir", default=None, help="default: ./logs/trainhealth/<script>-<time>")
    run.add_argument("--stop-on-nonfinite", action="store_true",
                     help="stop training at the first NaN/Inf (default: observe only, training goes on)")
    run.add_argument("--replay-nonfinite", action="store_true",
                     help="rerun the first bad step under check_numerics, to name its op and source line")
    run.add_argument("--heal", action="store_true",
                     help="repair the run as it trains (docs/healing.md): roll back to an in-memory snapshot at "
                          "a NaN/Inf, an exploding gradient or a loss spike, lower the learning rate for a while, "
                          "clip exploding gradients, and go on; each repair is listed in the diagnosis")
    run.add_argument("script", metavar="SCRIPT", help="the training script")
    run.add_argument("args", nargs=argparse.REMAINDER, metavar="ARGS", help="the script's own arguments")
    check = _command(
        commands, "check", "check a script's model on one batch before training it",
        "Runs SCRIPT until its first fit and, instead of training, checks that model on\n"
        "one batch of fit's data: the shapes of the batch, output and loss; the first\n"
        "loss against a fresh model's; the labels against the loss; gradients reaching\n"
        "every weight; frozen layers; that it can overfit the batch. Seconds, not an\n"
        "epoch; the model's weights are put back.",
        "  0  every check passed\n"
        "  1  a check failed (each failure is printed with its reason)\n"
        "  2  the script reached no fit, or there is no such script",
    )
    check.add_argument("script", metavar="SCRIPT", help="the training script")
    check.add_argument("args", nargs=argparse.REMAINDER, metavar="ARGS", help="the script's own arguments")
    repro = _command(
        commands, "repro", "write a standalone reproduction of a run's first NaN/Inf step, and run it",
        "Writes DIR/repro.py with the batch and the weights from just before the run's\n"
        "first NaN/Inf step (saved by the nonfinite replay in the run's repro/ folder),\n"
        "runs it once in a fresh Python and says whether it reproduced the NaN/Inf.\n"
        "The script needs numpy and TensorFlow only (docs/repro.md).",
        "  0  reproduced\n"
        "  1  written, but the step was finite when run (the last line says what)\n"
        "  2  nothing written: no such run, no NaN/Inf, no saved step, over --max-bytes",
    )
    repro.add_argument("run", metavar="LOGDIR/RUN", help="the run's directory (trained with the nonfinite replay)")
    repro.add_argument("--out", required=True, metavar="DIR", help="where to write repro.py and its files")
    repro.add_argument("--max-bytes", type=int, default=None, metavar="N",
                       help="write up to N bytes of weights and batch (default 64 MiB)")
    _command(
        commands, "areas", "list the areas: their flowchart nodes, finding kinds and options",
        "Each area's flowchart nodes, finding kinds and the options TrainHealth(options=...)\n"
        "takes for it.",
        "  0",
    )
    return parser


if __name__ == "__main__":
    sys.exit(main())
