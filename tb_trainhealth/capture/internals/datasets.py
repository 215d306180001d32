"""tf.data's private parts that capture leans on (the input pipeline's
probe, capture/probes/input_pipeline.py, and its graph reader,
capture/readers/pipeline_graph.py): the dataset behind Keras's iterator,
its graph, its structure, the generator it draws from. Each raises
`MissingInternal` where TensorFlow changed it (capture/internals/)."""

import tensorflow as tf

from tb_trainhealth.capture.internals import MissingInternal


def replica_spec(spec):
    """`spec` with each tf.distribute PerReplicaSpec (a distributed
    iterator's element_spec) replaced by its first replica's spec: the
    batch one replica's step sees. PerReplicaSpec's components are private
    (`_value_specs`); a spec without them is kept as it is."""
    def first(one):
        values = getattr(one, "_value_specs", None)
        return values[0] if type(one).__name__ == "PerReplicaSpec" and values else one

    return tf.nest.map_structure(first, spec)


def iterator_dataset(iterator):
    """The tf.data.Dataset an iterator Keras hands the train function
    reads: an OwnedIterator's `_dataset`, or, under a tf.distribute
    strategy, the first worker's."""
    dataset = getattr(iterator, "_dataset", None)
    if dataset is None:
        workers = getattr(iterator, "_iterators", None) or ()
        for worker in workers:
            dataset = getattr(worker, "_dataset", None) or getattr(getattr(worker, "_iterator", None), "_dataset", None)
            if dataset is not None:
                break
    if dataset is None or not hasattr(dataset, "_variant_tensor"):
        raise MissingInternal("the dataset behind the train function's iterator (`_dataset`)")
    return dataset


def dataset_graph(dataset):
    """The dataset's GraphDef as it will run (its transformations, their
    functions), through `tf.raw_ops.DatasetToGraphV2`."""
    from tensorflow.core.framework import graph_pb2

    try:
        serialized = tf.raw_ops.DatasetToGraphV2(
            input_dataset=dataset._variant_tensor,  # noqa: SLF001 (private: the dataset's variant)
            external_state_policy=0,  # warn: a generator's state is not serialised, only named
            strip_device_assignment=True,
        )
    except AttributeError:
        raise MissingInternal("`Dataset._variant_tensor` / `tf.raw_ops.DatasetToGraphV2`") from None
    graph = graph_pb2.GraphDef()
    graph.ParseFromString(serialized.numpy())
    return graph


def dataset_structure(dataset):
    """What shapes a dataset's pipeline, without its data: along its inputs,
    each transformation's type, its scalar arguments (buffer sizes,
    parallel calls, batch size; not seeds, which a reshuffle draws anew),
    the code of its functions and the shapes of the tensors it slices.
    Equal for the pipeline Keras builds anew from the same arrays at each
    `fit`, so a pipeline already read need not be serialised again (that
    copies every array it holds). None where a dataset is not as expected."""
    parts = []
    seen = 0
    while dataset is not None and seen < 256:
        seen += 1
        attributes = []
        for name, value in sorted(vars(dataset).items()):
            if "seed" in name or name in ("_variant_tensor_attr", "_graph_attr", "_name"):
                continue
            attributes.append((name, _structure_of(value)))
        parts.append((type(dataset).__name__, repr(dataset.element_spec), tuple(attributes)))
        try:
            inputs = dataset._inputs()  # noqa: SLF001 (private: a dataset's input datasets)
        except AttributeError:
            return None
        if len(inputs) > 1:
            parts.append(tuple(dataset_structure(other) for other in inputs[1:]))
        dataset = inputs[0] if inputs else None
    return tuple(parts)


def _structure_of(value):
    if isinstance(value, (bool, int, float, str, type(None))):
        return value
    if isinstance(value, tf.Tensor):
        if value.shape.rank == 0 and hasattr(value, "numpy"):
            scalar = value.numpy()
            return scalar.item() if hasattr(scalar, "item") else scalar  # a string tensor reads as bytes
        return ("tensor", value.dtype.name, tuple(value.shape))
    if isinstance(value, (list, tuple)):
        return tuple(_structure_of(item) for item in value)
    function = getattr(value, "_func", None)  # a StructuredFunctionWrapper's Python function
    code = getattr(function, "__code__", None)
    if code is not None:
        return ("function", code.co_filename, code.co_firstlineno, code.co_name)
    return type(value).__name__


def data_debug_mode():
    """Whether `tf.data.experimental.enable_debug_mode()` is on."""
    try:
        from tensorflow.python.data.ops import debug_mode

        return bool(debug_mode.DEBUG_MODE)
    except (ImportError, AttributeError):
        raise MissingInternal("`tensorflow.python.data.ops.debug_mode.DEBUG_MODE`") from None


def generator_behind(graph):
    """The Python callable a `from_generator` pipeline draws from, or None:
    found through the token of the pipeline's `get_next_id` PyFunc in
    TensorFlow's py_func registry (`script_ops._py_funcs`), whose bound
    `_GeneratorState` holds the generator. Keras's generator and PyDataset
    adapters show as their own bound methods (`__self__` is the adapter)."""
    try:
        from tensorflow.python.ops import script_ops

        registry = script_ops._py_funcs._funcs  # noqa: SLF001
    except (ImportError, AttributeError):
        raise MissingInternal("`tensorflow.python.ops.script_ops._py_funcs`") from None
    for function in graph.library.function:
        if "from_generator_get_iterator_id" not in function.signature.name:
            continue
        for node in function.node_def:
            if node.op != "PyFunc":
                continue
            wrapper = registry.get(node.attr["token"].s.decode())
            cells = dict(zip(getattr(getattr(wrapper, "__code__", None), "co_freevars", ()),
                             [c.cell_contents for c in (getattr(wrapper, "__closure__", None) or ())]))
            state = getattr(cells.get("func"), "__self__", None)
            generator = getattr(state, "_generator", None)
            if generator is not None:
                return generator
    return None
