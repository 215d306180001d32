"""autolog(): instrument every Keras `fit` in the process, no code change.

Patches `keras.Model.fit` (the MLflow habit): each fit gets a TrainHealth
callback unless it already has one. Each model logs to its own run: the
first to `logdir`, later ones to `logdir-2`, `logdir-3`, ...
"""

import datetime
import functools
import inspect
import os
import sys
import weakref

import keras

from tb_trainhealth.capture.callback import TrainHealth

_state = {"original_fit": None, "logdir": None, "kwargs": {}}
_callbacks = weakref.WeakKeyDictionary()  # model -> its TrainHealth


def default_logdir(script=None):
    """./logs/trainhealth/<script>-<time>, as `tb-trainhealth run` uses."""
    script = script or (sys.argv[0] if sys.argv and sys.argv[0] else "python")
    name = os.path.splitext(os.path.basename(script))[0] or "python"
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    return os.path.join("logs", "trainhealth", f"{name}-{stamp}")


def autolog(logdir=None, **callback_kwargs):
    """Adds a TrainHealth callback to every `fit` from now on.

    Args:
      logdir: where the first model's run goes (default: `default_logdir()`).
      **callback_kwargs: passed to `TrainHealth`.
    """
    _state["logdir"] = str(logdir) if logdir else default_logdir()
    _state["kwargs"] = dict(callback_kwargs)
    if _state["original_fit"] is None:
        original = keras.Model.fit
        _state["original_fit"] = original
        keras.Model.fit = _instrumented(original)
    return _state["logdir"]


def disable():
    """Undoes autolog()."""
    if _state["original_fit"] is not None:
        keras.Model.fit = _state["original_fit"]
        _state["original_fit"] = None


def last_fit_error():
    """The last exception that left an instrumented fit, or None."""
    return _state.get("fit_error")


def active_callbacks():
    """The callbacks autolog made, one per model trained so far."""
    return list(_callbacks.values())


def _instrumented(original_fit):
    signature = inspect.signature(original_fit)

    @functools.wraps(original_fit)
    def fit(self, *args, **kwargs):
        bound = signature.bind(self, *args, **kwargs)
        callbacks = list(bound.arguments.get("callbacks") or [])
        callback = None
        if not any(isinstance(c, TrainHealth) for c in callbacks):
            callback = _callback_for(self)
            bound.arguments["callbacks"] = callbacks + [callback]
        watching = callback or next(c for c in callbacks if isinstance(c, TrainHealth))
        watching.fit_arguments = dict(bound.arguments)
        try:
            return original_fit(*bound.args, **bound.kwargs)
        except Exception as error:
            # Also what fails before any callback runs (the data adapter, a
            # build under a strategy): probes see it before it propagates.
            watching.fit_failed(self, error)
            _state["fit_error"] = error
            raise
        finally:
            watching.fit_arguments = None
            # Whatever left fit (a NaN stop, an exception), the run is on disk.
            if callback is not None:
                callback.flush()

    return fit


def _callback_for(model):
    callback = _callbacks.get(model)
    if callback is None:
        n = len(_callbacks) + 1
        logdir = _state["logdir"] if n == 1 else f"{_state['logdir']}-{n}"
        callback = TrainHealth(logdir, **_state["kwargs"])
        _callbacks[model] = callback
    return callback
