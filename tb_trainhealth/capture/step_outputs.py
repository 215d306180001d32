"""The compiled step hands the probes' statistics out with its metrics.

The probes keep their in-graph statistics in variables. Reading a variable
after the step is an eager op, about 35 us each, and several a step add up
to a percent of a 30 ms step. A tensor that the compiled step returns is on
the host already. So, inside `fit`, `model.train_step` (wrapped on the
instance, no change to the model) reads the registered variables at its end
and returns them beside its metrics, under a private key. The callback's
train-function guard takes them off the logs before Keras sees them.

Where a step did not return them (a custom `train_step` that returns no
dict, a custom loop), `read` falls back to reading the variable.
"""

import tensorflow as tf

KEY = "_trainhealth_step_outputs"


class StepOutputs:
    def __init__(self):
        self._variables = {}  # name -> variable, read at the end of each step
        self._latest = {}  # name -> np.ndarray, from the last step's logs
        self._model = None

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
            logs = original(*args, **kwargs)
            if not isinstance(logs, dict) or not outputs._variables:
                return logs
            # Read after the step's updates: auto control dependencies order
            # each read after the last write to its variable.
            values = {name: tf.cast(tf.convert_to_tensor(v), tf.float32) for name, v in outputs._variables.items()}
            return {**logs, KEY: values}

        train_step._trainhealth_original = original
        model.train_step = train_step
        self._model = model
        return True

    def uninstall(self):
        model = self._model
        if model is not None and hasattr(vars(model).get("train_step"), "_trainhealth_original"):
            del model.train_step  # back to the class's method
        self._model = None
        self._latest = {}

    def take(self, logs):
        """Removes the statistics from a step's logs (in place) and keeps
        them for `read`; returns the logs."""
        if isinstance(logs, dict) and KEY in logs:
            self._latest = {name: value.numpy() for name, value in logs.pop(KEY).items()}
        return logs

    def read(self, name, variable):
        """The variable's value after the last step, as a NumPy array."""
        value = self._latest.pop(name, None)
        return value if value is not None else variable.numpy()


class Backlog:
    """A probe's per-step host work, done in batches.

    A training step streams megabytes through the CPU caches, so the first
    NumPy call after it runs cold: about 25 us each here, against 1 us
    warm. A probe therefore keeps each step's values as they came and
    processes them `every` steps (or at once, when a step needs it), where
    one cold call is paid per batch, not per step.
    """

    def __init__(self, process, every):
        self._process = process  # process(*entry), oldest first
        self._every = max(1, int(every))
        self._entries = []

    def add(self, *entry):
        self._entries.append(entry)
        if len(self._entries) >= self._every:
            self.drain()

    def drain(self):
        """Processes every pending entry now; True when any processing
        returned true."""
        entries, self._entries = self._entries, []
        results = [self._process(*entry) for entry in entries]
        return any(results)
