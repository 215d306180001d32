"""Guarded train functions kept across fits of one model, as Keras keeps its own.

Keras makes a model's train function once and reuses it in every later
`fit` until something drops it (`compile()` again): one trace for a script
that calls `fit(epochs=1)` in a loop. Capture used to undo its hooks at
each fit's end and trace both versions of the step (step_variants.py) again
at the next: on a CNN trained in one-epoch fits of 40 steps that was a
fifth of the step time, and a few programs trained differently from bare
Keras (a `trainable` toggled without recompiling: Keras's reused function
still trains what it was traced with; a fresh trace of ours did not).

So at a fit's end the engine keeps its guarded function on the model and
gives Keras back the function Keras had when the fit began. The next fit
takes the kept one back where Keras hands it the same function again (it
reused its own: nothing that changes the step changed) and nothing else
that shaped the trace changed: the same engine and probes, the same
optimizer, steps_per_execution, jit_compile and run_eagerly. The probes
hook the model again as every fit begins (their objects, and the
variables the step hands out, are the ones the kept trace reads); where a
probe hands out a new variable the functions are traced afresh.

A new `TrainHealth` at each fit (`callbacks=[TrainHealth(logdir)]` written
inline) has an engine of its own: where it records as the kept engine did
(the same logdir and settings), it goes on with that engine
(`TrainHealth.on_train_begin`), so its fit takes the kept function too.
"""

import weakref

from tb_trainhealth.capture import internals

_ATTRIBUTE = "_trainhealth_kept"


def _shape_of_step(model, engine):
    return (
        id(getattr(model, "optimizer", None)),
        internals.steps_per_execution(model),
        repr(getattr(model, "jit_compile", None)),
        bool(getattr(model, "run_eagerly", False)),
        tuple(id(p) for p in engine.probes),
    )


def keep(model, engine, keras_function, guarded):
    """At a fit's end: keeps `guarded` for the next fit of `model` by
    `engine`. Past Keras's attribute tracking (a plain attribute, never
    saved); the model holds it, so it goes with the model."""
    object.__setattr__(model, _ATTRIBUTE, (weakref.ref(engine), keras_function, guarded,
                                          _shape_of_step(model, engine)))


def take(model, engine, keras_function):
    """The guarded function kept for `engine`'s next fit of `model`, or
    None: Keras hands the fit another function (it made a new one), or
    what shaped the trace changed."""
    kept = vars(model).get(_ATTRIBUTE)
    if kept is None or keras_function is None:
        return None
    owner, function, guarded, shape = kept
    if owner() is not engine or function is not keras_function or shape != _shape_of_step(model, engine):
        return None
    return guarded


def engine_of(model):
    """The engine whose guarded function `model` keeps, while it lives."""
    kept = vars(model).get(_ATTRIBUTE) if model is not None else None
    return kept[0]() if kept is not None else None


def drop(model):
    if model is not None:
        vars(model).pop(_ATTRIBUTE, None)
