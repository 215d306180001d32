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

With `steps_per_execution` > 1, Keras runs several steps in one call and
returns the last one's logs only. So each step also writes its vector
into a row of a small buffer (one row per step of the call, `StepRows`),
and the call returns the whole buffer, under KEY_ROWS: every step's
statistics reach the host, read once per call, and the first bad step,
layer and variable stay exact.

Where a step did not return them (a custom `train_step` that returns no
dict, a custom loop), `read_now` reads the variables instead.
"""

import math
import weakref

import numpy as np
import tensorflow as tf

from tb_trainhealth.capture import internals
from tb_trainhealth.capture.engine import step_variants
from tb_trainhealth.capture.safety import passes_through

KEY = "_trainhealth_step_outputs"
KEY_ROWS = "_trainhealth_step_rows"  # steps_per_execution > 1: every step's vector


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

    def split_rows(self, matrix):
        """{name: np.ndarray [steps, *shape]} views into `matrix`, one vector a row."""
        steps = len(matrix)
        return {name: matrix[:, a:b].reshape((steps,) + shape) for name, (a, b, shape) in self.slices.items()}


class StepOutputs:
    def __init__(self):
        self._variables = {}  # name -> variable, read at the end of each step
        self._full_only = set()  # names of those read at the end of full steps only
        self._layouts = []  # one per traced step; a vector's id indexes it
        self._graph_layouts = weakref.WeakKeyDictionary()  # graph -> its first replica's {name: shape}
        self._model = None
        self.current = {}  # name -> np.ndarray: the step being processed
        self.current_is_latest = False  # whether it is the last step run
        # Set by the step engine: in_step(stage, data, logs) -> {name:
        # tensor}, the probes' in-step tensors, traced at "begin" and "end".
        self.in_step = None
        # Called with the exception where packing the step's statistics
        # fails as the step is traced (the engine's capture_failed).
        self.on_failure = None
        # Called with the graph once the user's own step is traced in it
        # (the engine's `_step_traced`: does it draw random numbers?).
        self.on_traced = None

    def register(self, name, variable, full_only=False):
        """Hands `variable` out with every step traced from now on, or
        (`full_only`) with every full step (step_variants.py): one that
        only full steps write."""
        self._variables[name] = variable
        if full_only:
            self._full_only.add(name)
        else:
            self._full_only.discard(name)

    def install(self, model):
        """Wraps `model.train_step`; True when it was not wrapped before."""
        if self._model is model and internals.train_step_replaced(model):
            return False
        self.uninstall()
        rows = StepRows.for_model(model)
        internals.wrap_train_step(model, lambda original: self._handing_out(original, rows))
        self._model = model
        return True

    def _handing_out(self, original, rows):
        """`train_step` as `original` runs it, with the probes' statistics
        handed out beside its logs (into `rows` too, where a call runs
        several steps)."""

        @passes_through
        def train_step(*args, **kwargs):
            data = args[0] if args else kwargs.get("data")
            begun = self._traced_in_step("begin", data, None)
            logs = original(*args, **kwargs)
            if self.on_traced is not None:
                self.on_traced(tf.compat.v1.get_default_graph())
            if not isinstance(logs, dict):
                return logs
            with tf.control_dependencies([t for t in tf.nest.flatten(logs) if tf.is_tensor(t)]):
                ended = self._traced_in_step("end", data, logs)
            tensors = {**begun, **ended}
            if not self._variables and not tensors:
                return logs
            try:
                with tf.name_scope("trainhealth"):
                    vector = self._pack(tensors)
                    kept = rows.keep(vector) if rows is not None else None
            except Exception as error:
                # Ours, while the step is traced: the step goes on as the
                # user's own, and capture turns itself off (the engine's
                # `capture_failed`), never the user's training.
                if self.on_failure is not None:
                    self.on_failure(error)
                return logs
            return {**logs, KEY_ROWS: kept} if kept is not None else {**logs, KEY: vector}

        return train_step

    def _traced_in_step(self, stage, data, logs):
        if self.in_step is None:
            return {}
        with tf.name_scope("trainhealth"):
            return self.in_step(stage, data, logs)

    def _pack(self, tensors):
        # Traced at the end of the step: auto control dependencies order
        # each read after the last write to its variable.
        full = step_variants.full_step()
        variables = {name: v for name, v in self._variables.items() if full or name not in self._full_only}
        values = self._same_as_other_replicas({**variables, **tensors})
        layout = Layout(values)
        # One id per distinct layout: the replicas of a strategy each trace
        # the step, and their vectors are averaged, ids included.
        layout_id = next((i for i, known in enumerate(self._layouts) if known.slices == layout.slices), None)
        if layout_id is None:
            layout_id = len(self._layouts)
            self._layouts.append(layout)
        vector = tf.concat(_flat_parts(values.values()) + [tf.constant([layout_id], tf.float32)], axis=0)
        vector = tf.concat([vector, tf.reduce_sum(vector, keepdims=True)], axis=0)
        return _placed_for_replica(vector)

    def _same_as_other_replicas(self, values):
        """Under a strategy, each replica traces the step into one graph, and
        their vectors are stacked to be averaged: they must be alike. The
        first replica's names and shapes make the graph's layout; a later
        replica hands out the same (zeros for what it lacks; a probe that
        traced differently per replica loses its extra values, never the
        user's step)."""
        graph = tf.compat.v1.get_default_graph()
        first = self._graph_layouts.get(graph)
        if first is None:
            self._graph_layouts[graph] = {name: tuple(v.shape) for name, v in values.items()}
            return values
        if {name: tuple(v.shape) for name, v in values.items()} == first:
            return values
        return {
            name: values[name] if name in values and tuple(values[name].shape) == shape else tf.zeros(shape)
            for name, shape in first.items()
        }

    def uninstall(self):
        if self._model is not None:
            internals.unwrap_train_step(self._model)
        self._model = None
        self.current = {}
        self.current_is_latest = False

    @staticmethod
    def of_replicas(placed):
        """(the vector the probes see, where) of a step's per-replica rows
        (`_placed_for_replica`, reduced over the replicas).

        Where some hold a NaN/Inf: the row of the replica it was born on,
        with where = {"replica", "replicas"}. That is the one with the most
        NaN/Inf values: what comes after the gradients' all-reduce (their
        statistics, the weights) is the same on every replica, and only
        the replica that made the NaN also holds it in its own batch, layer
        outputs and loss. Else the replicas' mean (what Keras's own mean of
        their vectors gave), with where = {}.
        """
        markers = placed[:, -1]
        present = np.flatnonzero(markers > 0)
        rows = placed[present, :-1] / markers[present, None]
        bad = (~np.isfinite(rows[:, :-1])).sum(axis=1)
        if bad.any():
            worst = int(np.argmax(bad))  # the first of the most, on a tie
            return rows[worst], {"replica": int(present[worst]), "replicas": int(placed.shape[0])}
        return rows.mean(axis=0), {}

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


class StepBatch:
    """Kept steps processed together (`Probe.on_steps_end`): consecutive,
    all finite, none of them the last step run. `steps`, `epochs` and
    `batches` are int arrays, oldest first; `read(name)` is a statistic of
    every step, stacked ([steps, *shape]), or None where some step's trace
    did not hand it out (a full step hands out more than a regular one:
    those statistics are read step by step, `one_by_one`)."""

    def __init__(self, kept, step_outputs):
        self.steps = np.array([k[0] for k in kept], dtype=np.int64)
        self.epochs = np.array([k[1] for k in kept], dtype=np.int64)
        self.batches = np.array([k[2] for k in kept], dtype=np.int64)
        self.logs = [k[4] for k in kept]
        self._vectors = [k[3] for k in kept]
        self._step_outputs = step_outputs
        self._values = self._stacked()

    @classmethod
    def of(cls, kept, step_outputs):
        """The batch of `kept` (the step engine's (step, epoch, batch,
        vector, logs, replica) entries), or None where they cannot go
        together: a NaN/Inf, a replica named, or a step that handed
        nothing out."""
        if len(kept) < 2 or any(k[5] for k in kept):
            return None
        for k in kept:
            vector = k[3]
            if not isinstance(vector, np.ndarray) or vector.ndim != 1 or not StepOutputs.all_finite(vector):
                return None
        return cls(kept, step_outputs)

    def _stacked(self):
        """{name: [steps, *shape]} of the statistics every step's layout holds."""
        layouts = self._step_outputs._layouts
        by_layout = {}
        for i, vector in enumerate(self._vectors):
            by_layout.setdefault(int(vector[-2]), []).append(i)
        slices = [layouts[layout_id].slices for layout_id in by_layout]
        common = {name: shape for name, (_, _, shape) in slices[0].items()
                  if all(name in other and other[name][2] == shape for other in slices[1:])}
        values = {name: np.empty((len(self._vectors),) + shape, dtype=np.float32) for name, shape in common.items()}
        for layout_id, rows in by_layout.items():
            split = layouts[layout_id].split_rows(np.stack([self._vectors[i] for i in rows]))
            for name in common:
                values[name][rows] = split[name]
        return values

    def __len__(self):
        return len(self.steps)

    def read(self, name):
        return self._values.get(name)

    def read_at(self, i, name):
        """Step i's value of `name`, or None where its trace did not hand
        it out (a statistic of full steps only, say)."""
        where = self._slices(i).get(name)
        return None if where is None else self._vectors[i][where[0]:where[1]].reshape(where[2])

    def _slices(self, i):
        """Step i's layout: {name: (start, stop, shape)}."""
        return self._step_outputs._layouts[int(self._vectors[i][-2])].slices

    def one_by_one(self, run, holding=None):
        """Sets `run`'s step (epoch, batch) and step outputs to each step in
        turn, yielding its logs: a probe's per-step `on_batch_end` sees the
        steps as if they came one at a time. `holding`: only the steps
        whose statistics hold one of these names (a full step's, say)."""
        outputs = run.step_outputs
        for i, logs in enumerate(self.logs):
            if holding is not None and not any(n in self._slices(i) for n in holding):
                continue
            run.step, run.epoch, run.batch = int(self.steps[i]), int(self.epochs[i]), int(self.batches[i])
            run.replica = {}
            outputs.current = outputs.unpack(self._vectors[i])
            outputs.current_is_latest = False
            yield logs


def _flat_parts(values):
    """`values` as 1-D float32 parts to concatenate, in order, in few ops
    (each op in the step costs ~1 us on a CPU): a run of scalars is one
    stack, a vector goes as it is, only a matrix is reshaped."""
    parts, scalars = [], []
    for value in values:
        value = tf.cast(value, tf.float32)
        if value.shape.rank == 0:
            scalars.append(value)
            continue
        if scalars:
            parts.append(tf.stack(scalars))
            scalars = []
        parts.append(value if value.shape.rank == 1 else tf.reshape(value, [-1]))
    if scalars:
        parts.append(tf.stack(scalars))
    return parts


def _placed_for_replica(vector):
    """Under a strategy of several replicas in sync, `vector` as the row of
    this replica in a [replicas, n + 1] matrix, zeros in the other rows and
    a last column of 1. Keras's fit averages what the replicas return (and
    tf_keras sums it): each row then is its replica's own vector times its
    last column (1 / replicas, or 1), so a NaN born on one replica is still
    that replica's, where a mean of the vectors would mix its indices with
    the other replicas' (`StepOutputs.of_replicas`). Elsewhere, `vector`."""
    context = tf.distribute.get_replica_context()
    replicas = getattr(context, "num_replicas_in_sync", 1) if context is not None else 1
    if replicas <= 1:
        return vector
    row = tf.concat([vector, tf.ones([1])], axis=0)
    index = tf.reshape(tf.cast(context.replica_id_in_sync_group, tf.int32), [1, 1])
    return tf.scatter_nd(index, tf.expand_dims(row, 0), [replicas, int(vector.shape[0]) + 1])


class StepRows:
    """Every step's vector of one call of a train function that runs
    `steps_per_execution` steps: step k (counted from 0 since the buffer
    was made) writes row k % steps_per_execution. A call holds at most that
    many consecutive steps, so its rows are distinct, and the host reads
    the rows of the steps it ran (`rows_of`)."""

    def __init__(self, steps_per_execution):
        self.steps_per_execution = steps_per_execution
        self.steps = tf.Variable(0, dtype=tf.int64, trainable=False, name="trainhealth_steps")
        self._buffers = {}  # vector length -> [steps_per_execution, length] variable

    @classmethod
    def for_model(cls, model):
        """A StepRows for `model`'s fit, or None: one step per call, or a
        distribution strategy (its replicas would share one buffer)."""
        steps = internals.steps_per_execution(model)
        strategy = getattr(model, "distribute_strategy", None)
        if steps <= 1:
            return None
        if strategy is not None and "Default" not in type(strategy).__name__:
            return None
        return cls(steps)

    def keep(self, vector):
        """Traced: writes `vector` into this step's row; returns every row,
        flattened, or None where no buffer could be made (the step then
        hands out its own vector only, as with one step per call)."""
        length = int(vector.shape[0])
        buffer = self._buffers.get(length)
        if buffer is None:
            try:
                # A new layout comes with a new train function, whose first
                # trace may make variables.
                with tf.init_scope():
                    buffer = tf.Variable(tf.zeros([self.steps_per_execution, length]), trainable=False,
                                         name="trainhealth_step_rows")
            except ValueError:
                return None
            self._buffers[length] = buffer
        row = tf.math.floormod(self.steps.read_value(), self.steps_per_execution)
        buffer.scatter_nd_update(tf.reshape(row, [1, 1]), tf.reshape(vector, [1, length]))
        done = self.steps.assign_add(1)
        # The rows, then how many steps have written (exact in float32 up
        # to 2**24 steps), which places the call's last step.
        return tf.concat([tf.reshape(buffer.read_value(), [-1]), tf.reshape(tf.cast(done, tf.float32), [1])], 0)

    @staticmethod
    def steps_done(kept):
        """How many steps had written rows by the end of the call that
        returned `kept` (`keep`'s last value)."""
        return int(kept[-1])

    @classmethod
    def steps_run(cls, kept, done_before):
        """How many steps the call that returned `kept` ran, from the steps
        done by the call before it in this fit (None: none yet)."""
        if done_before is None:
            return None
        ran = cls.steps_done(kept) - done_before
        return ran if ran > 0 else None

    @staticmethod
    def rows_of(kept, steps_per_execution, count):
        """The vectors of a call's last `count` steps, oldest first, out of
        what `keep` returned at its last step (as a NumPy array)."""
        done = int(kept[-1])
        table = kept[:-1].reshape(steps_per_execution, -1)
        return [table[(done - count + i) % steps_per_execution] for i in range(count)]


def as_step_tensors(found, hook):
    """A probe's in-step tensors as {name: float32 tensor}, or a TypeError
    that names its hook: each must have a fully known shape (the packed
    vector's layout is fixed when the step is traced)."""
    checked = {}
    for name, value in (found or {}).items():
        value = tf.convert_to_tensor(value)
        if not (value.dtype.is_floating or value.dtype.is_integer or value.dtype.is_bool):
            raise TypeError(f"{hook.__qualname__}: {name!r} is {value.dtype.name}, not a number")
        if not value.shape.is_fully_defined():
            raise TypeError(f"{hook.__qualname__}: {name!r} has shape {value.shape}, not fully known")
        checked[name] = tf.cast(value, tf.float32)
    return checked


def _value_now(variable):
    # As a packed vector holds it: float32.
    return np.asarray(variable.numpy(), dtype=np.float32)
