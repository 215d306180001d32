"""A failure inside our diagnostics must never stop the user's training."""

import functools
import logging

logger = logging.getLogger("tb_trainhealth")

_warned_about = set()


def call_guarded(fn, *args, **kwargs):
    """fn(*args, **kwargs); an exception is logged (once per function) and
    swallowed, and None returned: a broken probe costs a warning, never the
    training run."""
    try:
        return fn(*args, **kwargs)
    except Exception:
        warn_once(fn)
        return None


def warn_once(fn):
    """Logs the exception being handled, once per function `fn`."""
    key = getattr(fn, "__qualname__", repr(fn))
    if key not in _warned_about:
        _warned_about.add(key)
        logger.warning("tb_trainhealth: %s failed; training goes on without it", key, exc_info=True)


def never_raises(fn):
    """Decorates a hook that runs inside the user's training with call_guarded."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return call_guarded(fn, *args, **kwargs)

    return wrapper


# The code of our wrappers around the user's training (fit, train_on_batch,
# the train function, train_step, a layer's call): an exception that passes
# through one was raised by what it wraps, not by us (crash.py,
# raised_in_capture).
PASS_THROUGH_CODE = set()


def passes_through(wrapper):
    """Marks `wrapper` as one of ours that calls the user's (or Keras's)
    function and hands on what it raises."""
    PASS_THROUGH_CODE.add(wrapper.__code__)
    return wrapper
