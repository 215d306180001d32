"""autolog(): instrument every Keras `fit` in the process, no code change.

Patches `keras.Model.fit` (the MLflow habit): each fit gets a TrainHealth
callback unless it already has one. Each model logs to its own run: the
first to `logdir`, later ones to `logdir-2`, `logdir-3`, ...

Legacy Keras 2 (tf_keras: `TF_USE_LEGACY_KERAS=1` makes `tf.keras` it) has
a Model class of its own: its `fit` is patched too where it is in use.

A hand-written loop of `model.train_on_batch(x, y)` calls is captured too:
the model's first call starts its run, each call is a step.

Zero-code capture observes: it does not stop training at a NaN/Inf unless
asked (`autolog(stop_on_nonfinite=True)`, `tb-trainhealth run
--stop-on-nonfinite`); the callback itself keeps its own default.
"""

import atexit
import datetime
import functools
import importlib.abc
import importlib.util
import inspect
import os
import sys
import weakref

import keras

from tb_trainhealth.capture import internals
from tb_trainhealth.capture.entry.callback import TrainHealth
from tb_trainhealth.capture.safety import call_guarded, passes_through

_state = {"original_fit": None, "logdir": None, "kwargs": {}, "runs": 0, "generation": 0}
_patched = {}  # Model class -> its original fit
LEGACY_KERAS_ENV = "TF_USE_LEGACY_KERAS"
# Each model's TrainHealth hangs on the model itself (`_ATTRIBUTE`): the
# callback lives as long as its model and no longer. A dict of model ->
# callback held every model a script ever trained alive (the callback holds
# its model), a k-fold loop's memory growing by a model a fold.
_ATTRIBUTE = "_trainhealth_autolog"
_callbacks = weakref.WeakSet()  # those made, while their models live
_loops = set()  # callbacks of train_on_batch loops not ended yet


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
      **callback_kwargs: passed to `TrainHealth`; `stop_on_nonfinite`
        defaults to False here (zero-code capture changes nothing).

    Each call starts afresh: its first model's run is `logdir` itself,
    whatever an earlier call trained (`tb-trainhealth run` called again
    in one process, a notebook cell run again).
    """
    end_loops()
    _callbacks.clear()
    _state.update(runs=0, logdirs=[], last=None, generation=_state.get("generation", 0) + 1)
    _state.pop("fit_error", None)
    _state["logdir"] = str(logdir) if logdir else default_logdir()
    _state["kwargs"] = {"stop_on_nonfinite": False, **callback_kwargs}
    for model_class in _model_classes():
        _patch(model_class)
    if not any(isinstance(f, _PatchTfKerasOnImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _PatchTfKerasOnImport())
    _state["original_fit"] = _patched[keras.Model][0] if keras.Model in _patched else None
    return _state["logdir"]


def _patch(model_class):
    if model_class not in _patched:
        _patched[model_class] = (model_class.fit, model_class.train_on_batch)
        model_class.fit = _instrumented(model_class.fit)
        model_class.train_on_batch = _instrumented_train_on_batch(model_class.train_on_batch)


def disable():
    """Undoes autolog()."""
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, _PatchTfKerasOnImport)]
    for model_class, (fit, train_on_batch) in list(_patched.items()):
        model_class.fit, model_class.train_on_batch = fit, train_on_batch
        del _patched[model_class]
    _state["original_fit"] = None


class _PatchTfKerasOnImport(importlib.abc.MetaPathFinder):
    """A script that imports tf_keras after autolog (a tf_keras model
    trained beside a Keras 3 one): its Model is patched as the import ends."""

    def find_spec(self, name, path=None, target=None):
        if name != "tf_keras":
            return None
        sys.meta_path.remove(self)  # the real finders find it; once is enough
        spec = importlib.util.find_spec(name)
        loader = getattr(spec, "loader", None)
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        exec_module = loader.exec_module

        def exec_then_patch(module):
            exec_module(module)
            if _state["logdir"] is not None and _patched:  # autolog still on
                call_guarded(_patch, module.Model)

        loader.exec_module = exec_then_patch
        return spec


def _model_classes():
    """keras.Model, and tf_keras's Model where legacy Keras is in use (the
    environment says so, or the script imported it already)."""
    classes = [keras.Model]
    legacy = os.environ.get(LEGACY_KERAS_ENV, "").strip().lower() in ("1", "true", "yes")
    if legacy or "tf_keras" in sys.modules:
        try:
            import tf_keras

            classes.append(tf_keras.Model)
        except ImportError:
            pass  # asked for, not installed: TensorFlow itself will say so
    return classes


def last_fit_error():
    """The last exception that left an instrumented fit, or None."""
    return _state.get("fit_error")


def active_callbacks():
    """The callbacks autolog made whose models are still alive."""
    return list(_callbacks)


def run_logdirs():
    """The logdir of every run autolog made, in the order it made them
    (those of models freed since included)."""
    return list(_state.get("logdirs", ()))


def last_callback():
    """The callback autolog made last, or None (kept: the script may die
    after its last fit, and that run must say so)."""
    return _state.get("last")


def _instrumented(original_fit):
    signature = inspect.signature(original_fit)

    @functools.wraps(original_fit)
    @passes_through
    def fit(self, *args, **kwargs):
        bound = signature.bind(self, *args, **kwargs)
        callbacks = list(bound.arguments.get("callbacks") or [])
        callback = None
        if not any(isinstance(c, TrainHealth) for c in callbacks):
            callback = _callback_for(self)
            bound.arguments["callbacks"] = callbacks + [callback]
        watching = callback or next(c for c in callbacks if isinstance(c, TrainHealth))
        if watching in _loops:  # a train_on_batch loop of this model came first
            _loops.discard(watching)
            call_guarded(watching.engine.end_fit)
        watching.fit_arguments = dict(bound.arguments)
        try:
            return original_fit(*bound.args, **bound.kwargs)
        except Exception as error:
            # Also what fails before any callback runs (the data adapter, a
            # build under a strategy): probes see it before it propagates.
            watching.fit_failed(self, error)
            # The memory area's opt-in oom_retry: fit again at the batch
            # size that fits, from where the OOM stopped (batch_size.py).
            history = _resumed_after_oom(original_fit, bound.arguments, watching)
            if history is not None:
                return history
            _state["fit_error"] = error
            raise
        finally:
            watching.fit_arguments = None
            # Whatever left fit (a NaN stop, an exception), the run is on
            # disk, its file closed and its model no longer held by us.
            if callback is not None:
                callback.release()

    return fit


def _resumed_after_oom(original_fit, arguments, callback):
    from tb_trainhealth.capture.tools.batch_size import resume_after_oom

    try:
        plan = _oom_retry_plan(callback)
        history = resume_after_oom(original_fit, arguments, callback)
    except Exception:
        return None  # its own failure: the user's OOM is what leaves fit
    if history is not None and plan is not None and callback.heal:
        # heal=True: going on at the size that fits is one of its repairs.
        from tb_trainhealth.capture.heal.healing import record_oom_resume

        call_guarded(record_oom_resume, callback.engine.run, plan, arguments.get("batch_size"))
    return history


def _oom_retry_plan(callback):
    """The memory probe's plan after an OOM ({"batch_size",
    "initial_epoch", "failed_step"}), read before the retry takes it."""
    from tb_trainhealth.capture.tools.batch_size import retry_plan_of

    _, plan = retry_plan_of(callback)
    return dict(plan, failed_step=callback.engine.run.step + 1) if plan else None


def _instrumented_train_on_batch(original):
    @functools.wraps(original)
    @passes_through
    def train_on_batch(self, *args, **kwargs):
        callback = _callback_for(self)
        engine = callback.engine
        if not engine.in_fit:
            # The loop's first call: its model's train function, guarded
            # as in a fit, from now until the script ends or a fit begins.
            call_guarded(_begin_loop, self, callback)
        elif internals.train_function(self) is None:
            # compile() again mid-loop (Keras drops the train function): a
            # new optimizer or loss, so the loop starts afresh on them, its
            # train function guarded again (else Keras's new one would hand
            # our statistics to the user's logs).
            _loops.discard(callback)
            call_guarded(engine.end_fit)
            call_guarded(_begin_loop, self, callback)
        call_guarded(engine.begin_loop_step)
        try:
            logs = original(self, *args, **kwargs)
        except Exception as error:
            callback.fit_failed(self, error)
            _state["fit_error"] = error
            raise
        call_guarded(engine.step_done, 0, None)
        return logs

    return train_on_batch


def _begin_loop(model, callback):
    callback.set_model(model)
    try:
        internals.make_train_function(model)
    except internals.MissingInternal as error:
        callback.engine.capture_failed(error)  # the loop runs as Keras's own
        return
    callback.engine.begin_fit(model, None)
    _loops.add(callback)


@atexit.register
def end_loops():
    """Ends every open train_on_batch loop as a fit ends (its overviews
    written, its hooks undone): at exit, before a fit of the same model,
    and at the end of `tb-trainhealth run`."""
    for callback in list(_loops):
        _loops.discard(callback)
        call_guarded(callback.engine.end_fit)


def _callback_for(model):
    generation, callback = vars(model).get(_ATTRIBUTE, (None, None))
    if callback is None or generation != _state["generation"]:  # or made before this autolog()
        n = _state["runs"] = _state["runs"] + 1
        logdir = _state["logdir"] if n == 1 else f"{_state['logdir']}-{n}"
        callback = TrainHealth(logdir, **_state["kwargs"])
        # Past Keras's attribute tracking: a plain attribute, never saved.
        object.__setattr__(model, _ATTRIBUTE, (_state["generation"], callback))
        _callbacks.add(callback)
        _state.setdefault("logdirs", []).append(logdir)
        _state["last"] = callback
    return callback
