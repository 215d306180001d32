"""Runs every program of tests/custom_training/ in one process, in name
order, each as `python PROGRAM` would (`__main__`, its own seeds), with a
header line before its output and the type of any exception it raised.
One process a way keeps the bare-against-captured comparison
(tests/test_custom_training_capture.py) to four interpreter starts.

    python custom_training_driver.py [NAME ...]   # default: every program

With TRAINHEALTH_CALLBACK_LOGDIR set, every `fit` gets a `TrainHealth`
callback as a user adds one by hand: one callback per model, given to each
of its fits (`callbacks=[*theirs, callback]`), logging to a run named for
the model; and TRAINHEALTH_LOGDIR is set for the programs that report
through `Monitor` themselves.
"""

import glob
import os
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.join(HERE, "custom_training")
MARK = "@@"


def programs(names=()):
    paths = sorted(glob.glob(os.path.join(PROGRAMS, "*.py")))
    return [p for p in paths if not names or os.path.splitext(os.path.basename(p))[0] in names]


def add_callbacks(logdir):
    """Every fit of Keras 3 and tf_keras gets its model's TrainHealth."""
    import tb_trainhealth

    os.environ["TRAINHEALTH_LOGDIR"] = logdir
    callbacks = {}

    def patched(fit):
        def fit_with_callback(self, *args, **kwargs):
            if id(self) not in callbacks:  # the model is kept too, so that its id stays its own
                run = os.path.join(logdir, f"{len(callbacks)}-{self.name}")
                callbacks[id(self)] = (self, tb_trainhealth.TrainHealth(run))
            kwargs["callbacks"] = [*(kwargs.get("callbacks") or []), callbacks[id(self)][1]]
            return fit(self, *args, **kwargs)
        return fit_with_callback

    import keras

    keras.Model.fit = patched(keras.Model.fit)
    try:
        import tf_keras
    except ImportError:
        return
    tf_keras.Model.fit = patched(tf_keras.Model.fit)


def main(names):
    logdir = os.environ.get("TRAINHEALTH_CALLBACK_LOGDIR")
    if logdir:
        add_callbacks(logdir)
    for path in programs(names):
        print(MARK, "==", os.path.basename(path), flush=True)
        try:
            runpy.run_path(path, run_name="__main__")
        except Exception as error:  # the next program still runs; the type is compared
            print(MARK, "raised", type(error).__name__, flush=True)
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
