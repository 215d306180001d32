"""The shape walk: a model run symbolically on the data's spec, every layer
call recorded with its input and output shapes.

Keras 3 dropped `layer.output_shape`, and a subclassed model exposes no
intermediate shapes at all. So the walk calls the model the way Keras's own
`_symbolic_build` builds one (`compute_output_spec`: placeholders in a
scratch graph, a stateless scope, `training=False`), with `Layer.__call__`
and `Operation.__call__` wrapped for the length of the walk so that each
call, nested models included, becomes a row in execution order. Nothing is
computed on real data and no variable changes; a model that was not built
yet is built by the walk, as Keras would build it at its first step.

When a call raises, the walk stops there: the innermost row that raised is
the failing layer, with the shapes it was given.
"""

import contextlib
import dataclasses
import sys
import threading
import typing

import keras
import numpy as np
import tensorflow as tf

from tb_trainhealth.capture import internals
from tb_trainhealth.capture.readers.crash import strip_ansi

_lock = threading.Lock()
_local = threading.local()


@dataclasses.dataclass
class Row:
    index: int
    name: str
    layer_class: str
    path: str  # names from the model down to this call, "/"-joined
    depth: int  # 0: the model itself
    parent: typing.Optional[int]
    inputs: list  # [spec dict]
    outputs: list = dataclasses.field(default_factory=list)
    params: int = 0
    trainable_params: int = 0
    trainable: bool = True
    status: str = "running"  # ok | failed (raised here) | raised_inside
    error: typing.Optional[str] = None
    sources: list = dataclasses.field(default_factory=list)  # per input: "data" | row index | None
    output_from: list = dataclasses.field(default_factory=list)  # per output: innermost row that made it
    symbolic: bool = False  # called on KerasTensors (graph construction)
    building: bool = False  # called while an enclosing layer was being built
    calling: bool = False  # past its own build, in its call
    layer: typing.Any = None  # the object called; not serialized

    def to_json(self):
        row = {
            "index": self.index,
            "name": self.name,
            "class": self.layer_class,
            "path": self.path,
            "depth": self.depth,
            "parent": self.parent,
            "inputs": self.inputs,
            "outputs": self.outputs,
            "params": self.params,
            "trainable_params": self.trainable_params,
            "trainable": self.trainable,
            "status": self.status,
            "sources": self.sources,
        }
        if self.error:
            row["error"] = self.error
        return row


@dataclasses.dataclass
class Walk:
    rows: list  # [Row], execution order
    output: typing.Any = None  # the model's output spec structure (KerasTensors)
    error: typing.Optional[BaseException] = None
    failed_row: typing.Optional[int] = None  # index into rows
    # (declared, data) shapes of a model input the data does not match in a
    # non-batch dimension (Keras checks only the rank there), or None.
    input_mismatch: typing.Optional[tuple] = None

    @property
    def ok(self):
        return self.error is None

    def failed(self):
        return self.rows[self.failed_row] if self.failed_row is not None else None

    def leaves(self):
        parents = {r.parent for r in self.rows}
        return [r for r in self.rows if r.index not in parents and r.depth > 0]


def walking():
    """Whether this thread is inside a walk."""
    return getattr(_local, "recorder", None) is not None


def spec_of(tensor):
    """{"shape": [...], "dtype": "..."} of a tensor, KerasTensor or TensorSpec."""
    shape = getattr(tensor, "shape", None)
    dtype = getattr(tensor, "dtype", None)
    return {"shape": shape_list(shape), "dtype": dtype_name(dtype)}


def shape_list(shape):
    """A shape as a JSON-able list (None for unknown dims), or None if unknown rank."""
    if shape is None:
        return None
    if isinstance(shape, tf.TensorShape):
        if shape.rank is None:
            return None
        shape = shape.as_list()
    return [None if d is None else int(d) for d in shape]


def dtype_name(dtype):
    if dtype is None:
        return None
    try:
        return keras.backend.standardize_dtype(dtype)
    except Exception:
        return str(getattr(dtype, "name", dtype))


def _tensors(structure):
    return [t for t in keras.tree.flatten(structure) if _is_tensor(t)]


def _is_tensor(value):
    return isinstance(value, keras.KerasTensor) or tf.is_tensor(value)


class _Recorder:
    def __init__(self, data_tensors):
        self.rows = []
        self.stack = []
        self.producer = {}  # id(tensor) -> innermost row that produced it
        self.data_ids = {id(t) for t in data_tensors}
        self._keep = list(data_tensors)  # keeps ids unique during the walk

    def call(self, original, obj, args, kwargs):
        parent = self.stack[-1] if self.stack else None
        inputs = _tensors(args) + _tensors(
            {k: v for k, v in kwargs.items() if k not in ("mask", "training")}
        )
        self._keep.extend(inputs)
        if parent is None:
            # What compute_output_spec hands the model is the data.
            self.data_ids.update(id(t) for t in inputs)
        row = Row(
            index=len(self.rows),
            name=str(getattr(obj, "name", type(obj).__name__)),
            layer_class=type(obj).__name__,
            path="/".join([self.rows[parent].path, str(obj.name)]) if parent is not None else str(obj.name),
            depth=len(self.stack),
            parent=parent,
            inputs=[spec_of(t) for t in inputs],
            sources=[self._source(t) for t in inputs],
            symbolic=any(isinstance(t, keras.KerasTensor) for t in inputs),
            building=parent is not None
            and (self.rows[parent].building or not self.rows[parent].calling),
            layer=obj,
        )
        self.rows.append(row)
        self.stack.append(row.index)
        try:
            out = original(obj, *args, **kwargs)
        except Exception as e:
            # Innermost: no call inside this one raised. (Keras may swallow
            # a failed build-by-run and call again: rows are per attempt.)
            inner = any(r.parent == row.index and r.status in ("failed", "raised_inside")
                        for r in self.rows[row.index + 1:])
            row.status = "raised_inside" if inner else "failed"
            row.error = _first_line(e)
            _count_params(row)
            raise
        finally:
            self.stack.pop()
        outputs = _tensors(out)
        self._keep.extend(outputs)
        row.output_from = [self.producer.setdefault(id(t), row.index) for t in outputs]
        row.outputs = [spec_of(t) for t in outputs]
        row.status = "ok"
        _count_params(row)
        return out

    def entering_call(self, obj):
        """Layer.__call__ is past its build and into Operation.__call__."""
        if self.stack and self.rows[self.stack[-1]].layer is obj:
            self.rows[self.stack[-1]].calling = True

    def _source(self, tensor):
        if id(tensor) in self.data_ids:
            return "data"
        return self.producer.get(id(tensor))


def _count_params(row):
    obj = row.layer
    if not isinstance(obj, keras.Layer):
        row.trainable = False
        return
    row.trainable = bool(obj.trainable)
    try:
        row.params = int(sum(np.prod(v.shape) for v in obj.weights))
        row.trainable_params = int(sum(np.prod(v.shape) for v in obj.trainable_weights))
    except Exception:
        pass


def _first_line(error):
    text = strip_ansi(str(error)).strip()
    return text.splitlines()[0][:500] if text else type(error).__name__


@contextlib.contextmanager
def _recording(recorder, call_methods):
    """Every layer and operation call goes to `recorder` for the length of
    the block (`call_methods`: Keras's, internals.layer_call_methods)."""
    layer_call, op_call = call_methods

    def wrap(original, layers_only):
        def __call__(self, *args, **kwargs):
            active = getattr(_local, "recorder", None)
            if active is None:
                return original(self, *args, **kwargs)
            if not layers_only and isinstance(self, keras.Layer):
                active.entering_call(self)
                return original(self, *args, **kwargs)
            return active.call(original, self, args, kwargs)

        __call__._trainhealth_original = original
        return __call__

    with _lock:
        internals.set_layer_call_methods(wrap(layer_call, True), wrap(op_call, False))
        _local.recorder = recorder
        try:
            yield
        finally:
            _local.recorder = None
            internals.set_layer_call_methods(layer_call, op_call)


def symbolic_inputs(specs):
    """KerasTensors for a structure of tf.TensorSpecs (SparseTensorSpecs too).

    Raises TypeError for what a KerasTensor cannot stand for (ragged,
    unknown rank)."""

    def convert(spec):
        if isinstance(spec, tf.SparseTensorSpec):
            return keras.KerasTensor(tuple(spec.shape.as_list()), spec.dtype.name, sparse=True)
        if not isinstance(spec, tf.TensorSpec) or spec.shape.rank is None:
            raise TypeError(f"the walk cannot feed {spec!r}")
        return keras.KerasTensor(tuple(spec.shape.as_list()), spec.dtype.name)

    return keras.tree.map_structure(convert, specs)


def not_callable(model, walk=None):
    """Why `model` cannot be called on data, or None. A `keras.Model`
    subclass with no `call()` of its own (a GAN, a VAE, a distiller as
    keras.io writes them: their `train_step` calls their sub-models)
    raises Keras's NotImplementedError whatever it is given; so does a
    walk that met any `call()` left unimplemented. That says nothing about
    the data's shapes: the preflight leaves such a model alone. tf_keras's
    Model counts where the script imported it (never imported here)."""
    legacy = sys.modules.get("tf_keras")
    bases = [keras.Model] + ([legacy.Model] if legacy is not None else [])
    base = next((b for b in bases if isinstance(model, b)), None)
    if base is not None and type(model).call is base.call:
        return (f"model `{model.name}` ({type(model).__name__}) has no `call()`: its own `train_step` calls "
                "its parts")
    if walk is not None and isinstance(walk.error, NotImplementedError):
        return f"calling model `{model.name}` ({type(model).__name__}) raised {_first_line(walk.error)}"
    return None


def walk(model, x):
    """Walks `model` over `x`, a structure of KerasTensors. Never raises,
    but MissingInternal where Keras's symbolic call is not there (the
    probe then turns off: that is no finding about the model)."""
    compute_output_spec = internals.compute_output_spec()
    call_methods = internals.layer_call_methods()
    recorder = _Recorder(_tensors(x))
    output = error = None
    strategy = getattr(model, "distribute_strategy", None)
    scope = strategy.scope() if strategy is not None else contextlib.nullcontext()
    try:
        with scope, _recording(recorder, call_methods):
            output = compute_output_spec(model, x, training=False)
    except Exception as e:  # the model cannot take this input: that is the finding
        error = e
    rows = _drop_construction_rows(recorder.rows)
    failed = next((r.index for r in rows if r.status == "failed"), None)
    if error is not None and failed is None and rows:
        failed = 0
    # Placeholders given to the model by compute_output_spec are the data.
    for row in rows:
        if row.depth == 0:
            row.sources = ["data"] * len(row.inputs)
    return Walk(rows=rows, output=output, error=error, failed_row=failed)


def _drop_construction_rows(rows):
    """Keeps the calls that ran on the walk's tensors.

    Building a layer can call its sublayers: a Sequential model without an
    Input builds its graph on KerasTensors, a subclassed model is built by
    running its `call` once. Keep only the run, except where the build is
    what failed. Rows are renumbered, parents and sources remapped."""

    def construction(row):
        return row.symbolic or row.building

    ran = {id(r.layer) for r in rows if not construction(r)}
    drop = set()
    for row in rows:
        if row.parent in drop or (construction(row) and id(row.layer) in ran):
            drop.add(row.index)
    keep = [r for r in rows if r.index not in drop]
    new_index = {r.index: i for i, r in enumerate(keep)}
    for row in keep:
        row.index = new_index[row.index]
        row.parent = new_index.get(row.parent)
        row.sources = [new_index.get(s) if isinstance(s, int) else s for s in row.sources]
        row.output_from = [new_index.get(s) for s in row.output_from]
    return keep
