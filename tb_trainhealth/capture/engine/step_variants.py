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

A step that draws from seeded stateful random ops (see
`holds_seeded_stateful_random_ops`) runs one version only, the one its
first call traced: two traces of it would draw two streams where bare
Keras draws one. The step engine then never traces it again for hooks of
its own; what the other version would have read is not taken (noted in
the run). Where the step cannot draw from them (`draws_statelessly`), the
first call traces the regular version, Keras's own train function, even
where it runs the full one: where bare Keras traces it (step_engine.py,
`_traces_keras_function_first`).
"""

import itertools
import threading

import keras
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


def draws_statelessly(model):
    """Whether the model's step draws random numbers from stateless ops
    only, as far as is known before it is traced: a Keras 3 model that
    keeps Keras's own `train_step` (Keras 3's layers draw from a
    SeedGenerator, stateless). A `train_step` of the user's own (a
    `tf.random.normal` under a seed) or a tf_keras model (its Dropout's
    stateful ops) may draw from seeded stateful ones."""
    return isinstance(model, keras.Model) and getattr(type(model), "train_step", None) is keras.Model.train_step


def holds_seeded_stateful_random_ops(graph):
    """Whether the step traced into `graph` draws from a stateful random op
    with a seed (`tf.random.normal` under `tf.random.set_seed`, legacy
    Keras's dropout): such an op's kernel keeps its own stream, begun anew
    at each trace, so a second version of the step would draw the same
    numbers again where bare Keras draws on (a seeded GAN printed other
    losses under capture). Stateful random ops are those with `seed` and
    `seed2` attributes (the stateless ones take their seed as an input);
    with both zero the kernel seeds itself at random, and bare training is
    not reproducible anyway. Read once a trace, from the public GraphDef,
    nested functions (cond and loop bodies) included."""
    graph_def = graph.as_graph_def()
    nodes = itertools.chain(graph_def.node, *(function.node_def for function in graph_def.library.function))
    for node in nodes:
        attributes = node.attr
        if "seed2" in attributes and "seed" in attributes and (attributes["seed"].i or attributes["seed2"].i):
            return True
    return False
