"""The input pipeline as it will run: its tf.data graph, read once per fit.

The dataset the train function iterates (the user's own `tf.data.Dataset`,
or the one Keras builds around NumPy arrays, a generator or a PyDataset) is
serialised with `DatasetToGraphV2` (capture/internals/) and walked from
its last transformation back to its source along each node's first input.
Each transformation is described as plain data (its op, its parallelism,
buffer and batch sizes, determinism, `cache` placement, the functions it
runs and whether they run Python or draw random numbers), with the
dataset's options and the `enable_debug_mode` state: the rules
(diagnosis/rules/input_pipeline.py) lint that description, never the
user's source, so what TensorFlow fixes at run time (an injected prefetch,
a parallelised stateless map) is known to them.
"""

import inspect
import re

from tb_trainhealth.capture import internals

AUTOTUNE = -1

# Ops whose function runs Python (holding the GIL while it does).
PYTHON_OPS = frozenset({"PyFunc", "EagerPyFunc", "PyFuncStateless"})
# Ops that draw random numbers (an augmentation).
_RANDOM_OP = re.compile(r"^(Random|StatelessRandom|StatefulUniform|StatefulStandardNormal|StatefulTruncatedNormal|"
                        r"StatelessMultinomial|Multinomial|RandomShuffle|RandomCrop|"
                        r"StatelessRandomGetKeyCounter|RngReadAndSkip|RngSkip)")
# Ops that make a map expensive: decoding, reading, resizing.
_EXPENSIVE_OP = re.compile(r"^(Decode|ReadFile|ResizeBilinear|ResizeBicubic|ResizeArea|ResizeNearestNeighbor|"
                           r"ScaleAndTranslate|ParseExample|ParseSingleExample|ParseSequenceExample|"
                           r"ExtractJpegShape|CropAndResize|AudioSpectrogram|Mfcc|StringSplit|RegexReplace)")

# Datasets that read files: a flat_map over file names that makes one of
# these reads the files one after another (tf.data.TFRecordDataset(files)
# is built that way).
READERS = frozenset({"TFRecordDataset", "TFRecordDatasetV2", "TextLineDataset", "FixedLengthRecordDataset",
                     "FixedLengthRecordDatasetV2"})

# What the walk reports for each dataset op: its kind, and which of its
# inputs (by position, counting the input dataset as 0) hold which setting.
_KINDS = {
    "TensorSliceDataset": ("from_tensor_slices", {}),
    "TensorDataset": ("from_tensors", {}),
    "RangeDataset": ("range", {}),
    "TFRecordDataset": ("TFRecordDataset", {}),
    "TFRecordDatasetV2": ("TFRecordDataset", {}),
    "TextLineDataset": ("TextLineDataset", {}),
    "FixedLengthRecordDatasetV2": ("FixedLengthRecordDataset", {}),
    "MapDataset": ("map", {}),
    "ParallelMapDataset": ("map", {1: "num_parallel_calls"}),
    "ParallelMapDatasetV2": ("map", {1: "num_parallel_calls"}),
    "FilterDataset": ("filter", {}),
    "FlatMapDataset": ("flat_map", {}),
    "InterleaveDataset": ("interleave", {1: "cycle_length", 2: "block_length"}),
    "ParallelInterleaveDatasetV2": ("interleave", {1: "cycle_length", 2: "block_length", 3: "num_parallel_calls"}),
    "ParallelInterleaveDatasetV3": ("interleave", {1: "cycle_length", 2: "block_length", 3: "num_parallel_calls"}),
    "ParallelInterleaveDatasetV4": ("interleave", {1: "cycle_length", 2: "block_length", 3: "buffer_output_elements",
                                                   4: "prefetch_input_elements", 5: "num_parallel_calls"}),
    "BatchDataset": ("batch", {1: "batch_size"}),
    "BatchDatasetV2": ("batch", {1: "batch_size", 2: "drop_remainder"}),
    "ParallelBatchDataset": ("batch", {1: "batch_size", 2: "num_parallel_calls", 3: "drop_remainder"}),
    "PaddedBatchDatasetV2": ("padded_batch", {1: "batch_size"}),
    "MapAndBatchDataset": ("map_and_batch", {1: "batch_size", 2: "num_parallel_calls"}),
    "ShuffleDataset": ("shuffle", {1: "buffer_size"}),
    "ShuffleDatasetV2": ("shuffle", {1: "buffer_size"}),
    "ShuffleDatasetV3": ("shuffle", {1: "buffer_size"}),
    "ShuffleAndRepeatDatasetV2": ("shuffle_and_repeat", {1: "buffer_size"}),
    "CacheDataset": ("cache", {1: "filename"}),
    "CacheDatasetV2": ("cache", {1: "filename"}),
    "PrefetchDataset": ("prefetch", {1: "buffer_size"}),
    "RepeatDataset": ("repeat", {1: "count"}),
    "TakeDataset": ("take", {1: "count"}),
    "SkipDataset": ("skip", {1: "count"}),
    "ShardDataset": ("shard", {1: "num_shards", 2: "index"}),
    "ZipDataset": ("zip", {}),
    "ConcatenateDataset": ("concatenate", {}),
    "UnbatchDataset": ("unbatch", {}),
    "OptionsDataset": ("options", {}),
    "ModelDataset": ("autotune", {}),
    "MaxIntraOpParallelismDataset": ("options", {}),
    "PrivateThreadPoolDataset": ("options", {}),
    "AssertCardinalityDataset": ("assert_cardinality", {}),
    "GeneratorDataset": ("from_generator", {}),
}

# The function name tf.data gives a traced function: __inference_Dataset_map_<name>_<n>.
_FUNCTION_NAME = re.compile(r"^__inference_Dataset_(?:map|filter|flat_map|interleave|from_generator)_(.+?)_\d+$")


def iterator_dataset(iterator):
    """The dataset behind `iterator`; None for a plain Python iterator
    (Keras 3's train_on_batch hands its batch through a generator: no
    pipeline to read)."""
    if inspect.isgenerator(iterator):
        return None
    return internals.datasets.iterator_dataset(iterator)


def describe_dataset(dataset, fit_args=None):
    graph = internals.datasets.dataset_graph(dataset)
    nodes = {n.name: n for n in graph.node}
    functions = {f.signature.name: f for f in graph.library.function}
    chain = _chain(nodes)
    transformations = [_describe(node, nodes, functions) for node in chain]
    options = _options(dataset)
    python = _python_source(graph, fit_args)
    return {
        "source": python.pop("source", None) or _source(transformations, fit_args),
        "python_source": python,
        "transformations": transformations,
        "options": options,
        "debug_mode": internals.datasets.data_debug_mode(),
        "cardinality": _cardinality(dataset),
        "element_spec": _spec(dataset),
    }


def _chain(nodes):
    """The dataset nodes from the source to the last, along first inputs."""
    retval = next((n for n in nodes.values() if n.op == "_Retval"), None)
    if retval is None or not retval.input:
        return []
    chain = []
    name = retval.input[0]
    seen = set()
    while name and name not in seen:
        seen.add(name)
        node = nodes.get(_node_name(name))
        if node is None or not node.op.endswith("Dataset") and "Dataset" not in node.op:
            break
        chain.append(node)
        name = next((i for i in node.input if not i.startswith("^") and _is_dataset(nodes.get(_node_name(i)))), None)
    return list(reversed(chain))


def _node_name(name):
    return name.lstrip("^").split(":")[0]


def _is_dataset(node):
    return node is not None and "Dataset" in node.op


def _const(nodes, name):
    node = nodes.get(_node_name(name))
    if node is None or node.op != "Const":
        return None
    tensor = node.attr["value"].tensor
    if tensor.int64_val:
        return int(tensor.int64_val[0])
    if tensor.int_val:
        return int(tensor.int_val[0])
    if tensor.bool_val:
        return bool(tensor.bool_val[0])
    if tensor.string_val:
        return tensor.string_val[0].decode("utf-8", "replace")
    return None


def _const_shape(nodes, name):
    node = nodes.get(_node_name(name))
    if node is None or node.op != "Const":
        return None
    return [int(d.size) for d in node.attr["value"].tensor.tensor_shape.dim]


def _leading_dim(nodes, name):
    shape = _const_shape(nodes, name)
    return shape[0] if shape else None


def _elements_of(nodes, name):
    shape = _const_shape(nodes, name)
    if shape is None:
        return None
    count = 1
    for d in shape:
        count *= d
    return count


def _describe(node, nodes, functions):
    kind, settings = _KINDS.get(node.op, (node.op, {}))
    inputs = [i for i in node.input if not i.startswith("^")]
    described = {"op": node.op, "kind": kind}
    for position, setting in settings.items():
        if position < len(inputs):
            value = _const(nodes, inputs[position])
            if value is not None:
                described[setting] = value
    if "deterministic" in node.attr:
        described["deterministic"] = node.attr["deterministic"].s.decode() or "default"
    function = node.attr["f"].func.name if "f" in node.attr else ""
    if function:
        described["function"] = _user_name(function)
        ops = _ops_of(function, functions)
        described["python"] = bool(ops & PYTHON_OPS)
        described["random"] = any(_RANDOM_OP.match(op) for op in ops)
        described["expensive_ops"] = sorted(op for op in ops if _EXPENSIVE_OP.match(op))
        if "GeneratorDataset" in ops:
            described["generator"] = True
        reads = sorted(op for op in ops if op in READERS)
        if reads:
            described["reads"] = reads
        # As TF's map_parallelization judges it: a function with a
        # stateful op other than Assert is never parallelised for the user.
        described["stateful"] = any(_stateful(op) for op in ops)
    if "force_synchronous" in node.attr and node.attr["force_synchronous"].b:
        described["synchronous"] = True
    if kind == "from_tensor_slices" and inputs:
        described["elements"] = _leading_dim(nodes, inputs[0])
    if kind in ("TFRecordDataset", "TextLineDataset", "FixedLengthRecordDataset") and inputs:
        described["files"] = _elements_of(nodes, inputs[0])
    if kind == "zip" or kind == "concatenate":
        described["inputs"] = sum(1 for i in inputs if _is_dataset(nodes.get(_node_name(i))))
    return described


def _stateful(op):
    if op == "Assert":
        return False
    return bool(internals.op_is_stateful(op))  # unknown (no registry): not stateful


def _ops_of(name, functions, seen=None):
    """Every op type in function `name` and in the functions it calls."""
    seen = set() if seen is None else seen
    if name in seen or name not in functions:
        return set()
    seen.add(name)
    ops = set()
    for node in functions[name].node_def:
        ops.add(node.op)
        if node.op in functions:
            ops |= _ops_of(node.op, functions, seen)
        for attr in node.attr.values():
            if attr.HasField("func"):
                ops |= _ops_of(attr.func.name, functions, seen)
    if "GeneratorDataset" in ops:
        # from_generator: its Python runs in the functions named in the
        # generator node's attributes, which the library holds too.
        for other in functions:
            if "from_generator" in other:
                ops |= {n.op for n in functions[other].node_def}
    return ops


def _user_name(function):
    match = _FUNCTION_NAME.match(function)
    name = match.group(1) if match else function
    return "lambda x: ..." if name == "lambda" else name


def _options(dataset):
    try:
        options = dataset.options()
    except Exception:  # noqa: BLE001 (a dataset without options: the defaults)
        return {}
    optimization = options.experimental_optimization
    return {
        "deterministic": options.deterministic,
        "autotune": options.autotune.enabled,
        "inject_prefetch": optimization.inject_prefetch,
        "map_parallelization": optimization.map_parallelization,
        "map_and_batch_fusion": optimization.map_and_batch_fusion,
        "parallel_batch": optimization.parallel_batch,
    }


def _cardinality(dataset):
    try:
        return int(dataset.cardinality().numpy())
    except Exception:  # noqa: BLE001
        return None


def _spec(dataset):
    try:
        import tensorflow as tf

        return [f"{s.dtype.name}{list(s.shape) if s.shape.rank is not None else '[?]'}"
                for s in tf.nest.flatten(dataset.element_spec)]
    except Exception:  # noqa: BLE001
        return []


def _source(transformations, fit_args):
    """What the user handed `fit`: "tf.data", "numpy", "generator" or
    "PyDataset" (from fit's arguments where autolog saw them, else from the
    shapes of the pipelines Keras builds around each)."""
    x = (fit_args or {}).get("x")
    if x is not None:
        kind = _input_kind(x)
        if kind:
            return kind
    functions = [t.get("function", "") for t in transformations]
    if any(f in ("grab_batch", "slice_batch_indices") for f in functions):
        return "numpy"
    if transformations and transformations[0]["kind"] == "from_tensors" and any(
            t.get("generator") for t in transformations[1:2]):
        # Keras's generator and PyDataset adapters: from_generator, then
        # Keras's own prefetch; a user's from_generator is a tf.data pipeline.
        return "generator"
    return "tf.data"


def _python_source(graph, fit_args):
    """What Python feeds a from_generator pipeline: Keras's PyDataset
    adapter (the user's PyDataset, its class and workers), Keras's
    generator adapter, or a user's generator function (its name)."""
    x = (fit_args or {}).get("x")
    generator = internals.datasets.generator_behind(graph)
    if generator is None and x is None:
        return {}
    adapter = getattr(generator, "__self__", None)
    py_dataset = getattr(adapter, "py_dataset", None)
    if py_dataset is None and _input_kind(x) == "PyDataset":
        py_dataset = x
    if py_dataset is not None:
        return {
            "source": "PyDataset",
            "class": type(py_dataset).__name__,
            "workers": int(getattr(py_dataset, "workers", 1) or 1),
            "use_multiprocessing": bool(getattr(py_dataset, "use_multiprocessing", False)),
            "max_queue_size": int(getattr(py_dataset, "max_queue_size", 10) or 10),
            "batches": _int_or_none(getattr(py_dataset, "num_batches", None)),
        }
    if adapter is not None and type(adapter).__name__ == "GeneratorDataAdapter":
        return {"source": "generator"}
    if generator is not None:
        return {"name": getattr(generator, "__name__", type(generator).__name__)}
    return {}


def _int_or_none(value):
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _input_kind(x):
    try:
        import keras
        import tensorflow as tf

        if isinstance(x, tf.data.Dataset):
            return "tf.data"
        if isinstance(x, keras.utils.PyDataset):
            return "PyDataset"
    except ImportError:
        pass
    if hasattr(x, "__next__") or hasattr(x, "gi_frame"):
        return "generator"
    if hasattr(x, "shape") or isinstance(x, (list, tuple, dict)):
        return "numpy"
    return None
