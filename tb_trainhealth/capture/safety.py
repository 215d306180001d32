"""A failure inside our diagnostics must never stop the user's training."""

import functools
import logging

logger = logging.getLogger("tb_trainhealth")


def never_raises(fn):
    """Logs and swallows any exception from `fn` (once per function).

    For hooks that run inside the user's training: a broken probe costs a
    warning, never the training run.
    """
    warned = []

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except Exception:
            if not warned:
                warned.append(True)
                logger.warning(
                    "tb_trainhealth: %s failed; training goes on without it",
                    fn.__qualname__,
                    exc_info=True,
                )
            return None

    return wrapper
