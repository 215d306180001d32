"""The `tb-trainhealth` command: `diagnose LOGDIR [--json]`, `run SCRIPT` and `areas`.

Exit status of diagnose: 0 nothing critical, 1 something critical, 2 bad
usage or an unreadable logdir. `run` exits with the script's own status.
"""

import argparse
import logging
import os
import sys

EXIT_OK, EXIT_CRITICAL, EXIT_USAGE = 0, 1, 2


def main(argv=None):
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "diagnose":
        return diagnose_command(args.logdir, as_json=args.json)
    if args.command == "run":
        from tb_trainhealth.runner import run_script

        return run_script(args.script, args.args, logdir=args.logdir)
    if args.command == "areas":
        from tb_trainhealth import report

        print(report.areas_text())
        return EXIT_OK
    parser.print_help(sys.stderr)
    return EXIT_USAGE


def diagnose_command(logdir, as_json=False, out=None):
    from tb_trainhealth import logdir as logdir_lib
    from tb_trainhealth import report

    out = out or sys.stdout
    # TensorBoard's loader imports TensorFlow when installed: keep its C++
    # start-up chatter out of the report.
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    # TensorBoard's loaders log per-file chatter at INFO; keep the report clean.
    logging.getLogger("tensorboard").setLevel(logging.ERROR)
    try:
        provider, ctx, eid, warnings = logdir_lib.open_logdir(logdir)
    except logdir_lib.LogdirError as e:
        print(f"tb-trainhealth: error: {e}", file=sys.stderr)
        return EXIT_USAGE
    for warning in warnings:
        print(f"tb-trainhealth: warning: {warning}", file=sys.stderr)
    results = report.diagnose_logdir(provider, ctx, eid)
    if as_json:
        print(report.to_json_text(results), file=out)
    else:
        print(report.to_text(results, logdir), file=out)
    return EXIT_CRITICAL if report.any_critical(results) else EXIT_OK


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        # argparse exits 2 on bad usage already; say what to run instead.
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"tb-trainhealth: error: {message}\n")


def _parser():
    parser = _Parser(prog="tb-trainhealth", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)
    diagnose = commands.add_parser("diagnose", help="diagnose the runs in a logdir")
    diagnose.add_argument("logdir")
    diagnose.add_argument("--json", action="store_true", help="print JSON (the schema of docs/design.md)")
    run = commands.add_parser(
        "run", help="run a training script with every fit instrumented"
    )
    run.add_argument("--logdir", default=None, help="default: ./logs/trainhealth/<script>-<time>")
    run.add_argument("script")
    run.add_argument("args", nargs=argparse.REMAINDER)
    commands.add_parser("areas", help="list the areas: their flowchart nodes, finding kinds and options")
    return parser


if __name__ == "__main__":
    sys.exit(main())
