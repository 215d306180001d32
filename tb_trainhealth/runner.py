"""`tb-trainhealth run SCRIPT [ARGS...]`: a script, as `python SCRIPT ARGS`
would run it, with every `fit` instrumented by autolog.

The script sees its own `sys.argv`, runs as `__main__`, keeps its exit
status and its exceptions (printed as Python prints them). The diagnosis
of its runs is printed to stderr at the end, whether training finished or
died.
"""

import os
import runpy
import sys
import traceback


def run_script(script, args, logdir=None):
    """Runs the script; returns the exit status `python SCRIPT` would have."""
    if not os.path.isfile(script):
        print(f"tb-trainhealth: error: no such script {script!r}", file=sys.stderr)
        return 2

    from tb_trainhealth.capture import autolog as autolog_lib

    logdir = logdir or autolog_lib.default_logdir(script)
    autolog_lib.autolog(logdir=logdir)
    sys.argv = [script, *args]
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    status = 0
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as e:
        status = _exit_status(e)
    except BaseException as e:  # the script's own error, KeyboardInterrupt too
        _print_script_traceback(e)
        status = 1
    finally:
        for callback in autolog_lib.active_callbacks():
            callback.flush()
    _print_diagnosis(logdir, autolog_lib.active_callbacks())
    return status


def _exit_status(exit):
    # As the interpreter does: None is 0, an int is itself, else print it.
    if exit.code is None:
        return 0
    if isinstance(exit.code, int):
        return exit.code
    print(exit.code, file=sys.stderr)
    return 1


def _print_script_traceback(error):
    # Drop our own frames (this module, runpy) so the traceback starts in the
    # script, as `python SCRIPT` prints it.
    tb = error.__traceback__
    while tb is not None and _is_runner_frame(tb.tb_frame.f_code.co_filename):
        tb = tb.tb_next
    traceback.print_exception(type(error), error, tb, file=sys.stderr)


def _is_runner_frame(filename):
    return filename in (__file__, runpy.__file__) or filename.startswith("<frozen runpy")


def _print_diagnosis(logdir, callbacks):
    from tb_trainhealth.cli import diagnose_command

    logdirs = [c.logdir for c in callbacks] or [logdir]
    sys.stdout.flush()
    for run_logdir in logdirs:
        print(f"\n== tb-trainhealth: diagnosis of {run_logdir} ==", file=sys.stderr)
        if os.path.isdir(run_logdir):
            diagnose_command(run_logdir, out=sys.stderr)
        else:
            print("no training was recorded (the script never called fit)", file=sys.stderr)
