"""Two compiled versions of the training step: the regular one, and a full
one for the steps that take the slow statistics.

A `tf.cond` in the step costs the whole step, taken or not: on the bench
MLP the conds around the slow gradient statistics cost about 2% of a step
in which none of them ran. So nothing periodic sits behind a cond in the
regular step. Max |g|, zero counts and weight norms, max |x| per layer and
the histograms are traced into a second version of the train function, and
the callback's train-function guard calls that one on the steps that want
them (every 10th, by default). The in-graph hooks ask `full_step()` while
they are traced; each version is traced once (and again only where Keras
would retrace anyway).
"""

import threading

import tensorflow as tf

_state = threading.local()


def tracing_key():
    """The graph being traced and the thread tracing it: what a hook keeps
    between the start and the end of the step it traces (under
    tf.distribute each replica traces the same graph in a thread of its own)."""
    return tf.compat.v1.get_default_graph(), threading.get_ident()


def full_step():
    """True while a full step is traced, and outside fit's guard (a custom
    loop's own tf.function, an eager call): there every step is full."""
    return getattr(_state, "full", None) is not False


def set_full(full):
    """Marks what a train function called from now on traces: full
    (True), regular (False) or, with None, as outside the guard. Returns
    the mark it replaces, to put back after the call (a plain function,
    not a context manager: the guard calls it twice every step)."""
    previous = getattr(_state, "full", None)
    _state.full = full
    return previous
