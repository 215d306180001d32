"""The compiled step hands the probes' statistics out with its metrics, as
one vector.

The probes keep their in-graph statistics in variables. Reading a variable
after the step is an eager op, about 35 us each, and several a step add up
to a percent of a 30 ms step. A tensor that the compiled step returns is on
the host already. So, inside `fit`, `model.train_step` (wrapped on the
instance, no change to the model) reads the registered variables at its end
and returns them beside its metrics, under a private key, packed into one
float32 vector: one tensor to hand over, one `.numpy()` on the host. The
vector ends with its layout's id (which variables, where: a retrace may
register more) and the sum of everything before it, which is finite iff
every statistic is: the host checks one float per step. The callback's
train-function guard takes the vector off the logs before Keras sees them.

Probes can also hand out tensors computed in the step itself, with no
variable (`Probe.in_step_begin` / `in_step_end`: statistics of the batch,
timestamps): `in_step` gathers them while the step is traced, and they are
packed with the variables.

Where a step did not return them (a custom `train_step` that returns no
dict, a custom loop), `read_now` reads the variables instead.
"""

import math

import numpy as np
import tensorflow as tf

KEY = "_trainhealth_step_outputs"


class Layout:
    """Where each variable lies in a packed vector."""

    def __init__(self, variables):
        self.slices = {}  # name -> (start, stop, shape)
        start = 0
        for name, variable in variables.items():
            shape = tuple(variable.shape)
            stop = start + int(np.prod(shape, dtype=np.int64))
            self.slices[name] = (start, stop, shape)
            start = stop

    def split(self, vector):
        """{name: np.ndarray} views into `vector`."""
        return {name: vector[a:b].reshape(shape) for name, (a, b, shape) in self.slices.items()}


class StepOutputs:
    def __init__(self):
        self._variables = {}  # name -> variable, read at the end of each step
        self._layouts = []  # one per traced step; a vector's id indexes it
        self._model = None
        self.current = {}  # name -> np.ndarray: the step being processed
        self.current_is_latest = False  # whether it is the last step run
        # Set by the step engine: in_step(stage, data, logs) -> {name:
        # tensor}, the probes' in-step tensors, traced at "begin" and "end".
        self.in_step = None

    def register(self, name, variable):
        """Hands `variable` out with every step traced from now on."""
        self._variables[name] = variable

    def install(self, model):
        """Wraps `model.train_step`; True when it was not wrapped before."""
        if self._model is model and "train_step" in vars(model):
            return False
        self.uninstall()
        original = model.train_step
        outputs = self

        def train_step(*args, **kwargs):
            data = args[0] if args else kwargs.get("data")
            begun = outputs._traced_in_step("begin", data, None)
            logs = original(*args, **kwargs)
            if not isinstance(logs, dict):
                return logs
            with tf.control_dependencies([t for t in tf.nest.flatten(logs) if tf.is_tensor(t)]):
                ended = outputs._traced_in_step("end", data, logs)
            tensors = {**begun, **ended}
            if not outputs._variables and not tensors:
                return logs
            with tf.name_scope("trainhealth"):
                return {**logs, KEY: outputs._pack(tensors)}

        train_step._trainhealth_original = original
        model.train_step = train_step
        self._model = model
        return True

    def _traced_in_step(self, stage, data, logs):
        if self.in_step is None:
            return {}
        with tf.name_scope("trainhealth"):
            return self.in_step(stage, data, logs)

    def _pack(self, tensors):
        # Traced at the end of the step: auto control dependencies order
        # each read after the last write to its variable.
        values = {**self._variables, **tensors}
        layout_id = len(self._layouts)
        self._layouts.append(Layout(values))
        parts = [tf.reshape(tf.cast(v, tf.float32), [-1]) for v in values.values()]
        vector = tf.concat(parts + [tf.constant([layout_id], tf.float32)], axis=0)
        return tf.concat([vector, tf.reshape(tf.reduce_sum(vector), [1])], axis=0)

    def uninstall(self):
        model = self._model
        if model is not None and hasattr(vars(model).get("train_step"), "_trainhealth_original"):
            del model.train_step  # back to the class's method
        self._model = None
        self.current = {}
        self.current_is_latest = False

    @staticmethod
    def all_finite(vector):
        """Whether every statistic in a packed vector is finite."""
        return math.isfinite(vector[-1])

    def unpack(self, vector):
        """{name: np.ndarray} of a packed vector, as its step's trace laid it."""
        return self._layouts[int(vector[-2])].split(vector)

    def read_now(self):
        """{name: np.ndarray}: the variables' values now (a step that handed
        nothing out, a custom loop)."""
        return {name: _value_now(v) for name, v in self._variables.items()}

    def registered(self, name):
        return name in self._variables

    def holds(self, name, variable):
        return self._variables.get(name) is variable

    def read(self, name):
        """The step's value of a registered variable. One registered after
        the step was traced is read as it is now where that step is the
        last one run (`current_is_latest`), else None."""
        value = self.current.get(name)
        if value is None and self.current_is_latest and name in self._variables:
            value = _value_now(self._variables[name])
        return value


def as_step_tensors(found, hook):
    """A probe's in-step tensors as {name: float32 tensor}, or a TypeError
    that names its hook: each must have a fully known shape (the packed
    vector's layout is fixed when the step is traced)."""
    checked = {}
    for name, value in (found or {}).items():
        value = tf.convert_to_tensor(value)
        if not value.shape.is_fully_defined():
            raise TypeError(f"{hook.__qualname__}: {name!r} has shape {value.shape}, not fully known")
        checked[name] = tf.cast(value, tf.float32)
    return checked


def _value_now(variable):
    # As a packed vector holds it: float32.
    return np.asarray(variable.numpy(), dtype=np.float32)
