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

from tb_trainhealth import printout


def run_script(script, args, logdir=None, stop_on_nonfinite=False, replay_nonfinite=False, heal=False):
    """Runs the script; returns the exit status `python SCRIPT` would have.
    Training goes on through a NaN/Inf, as without the tool, unless
    `stop_on_nonfinite` (`--stop-on-nonfinite`); `replay_nonfinite`
    (`--replay-nonfinite`) replays the first bad step to its op; `heal`
    (`--heal`) repairs the run as it trains (capture/heal/healing.py)."""
    if not os.path.isfile(script):
        print(f"tb-trainhealth: error: no such script {script!r}", file=sys.stderr)
        return 2

    from tb_trainhealth.capture.entry import autolog as autolog_lib
    from tb_trainhealth.capture.shapes import shape_build_watch as shapes_lib

    logdir = logdir or autolog_lib.default_logdir(script)
    autolog_lib.autolog(logdir=logdir, stop_on_nonfinite=stop_on_nonfinite, replay_nonfinite=replay_nonfinite,
                        heal=heal)
    shapes_lib.watch_model_building()
    built = []  # the run of a model whose building failed before its fit
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
        if e is not autolog_lib.last_fit_error():
            n = len(autolog_lib.run_logdirs())
            run_logdir = logdir if n == 0 else f"{logdir}-{n + 1}"  # as autolog would name it
            if shapes_lib.record_build_failure(run_logdir, e):
                built.append(run_logdir)
            elif n and isinstance(e, Exception):
                # Died after its last fit (predict, evaluate, saving): that
                # run is not healthy.
                autolog_lib.last_callback().script_failed(e)
    finally:
        autolog_lib.end_loops()
        for callback in autolog_lib.active_callbacks():
            callback.flush()
    printout.print_run_diagnoses(logdir, autolog_lib.run_logdirs(), built)
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
    # script, as `python SCRIPT` prints it, and those of the instrumentation
    # (capture/: the fit, train-function and layer wrappers).
    tb = error.__traceback__
    while tb is not None and _is_runner_frame(tb.tb_frame.f_code.co_filename):
        tb = tb.tb_next
    report = traceback.TracebackException(type(error), error, tb)
    kept = [f for f in report.stack if not _is_instrumentation_frame(f.filename)]
    if kept:
        report.stack = traceback.StackSummary.from_list(kept)
    print("".join(report.format()), end="", file=sys.stderr)


def _is_instrumentation_frame(filename):
    capture = os.path.join(os.path.dirname(os.path.abspath(__file__)), "capture") + os.sep
    return os.path.abspath(filename).startswith(capture)


def _is_runner_frame(filename):
    return filename in (__file__, runpy.__file__) or filename.startswith("<frozen runpy")
