"""A logdir of damaged and hostile event files, each run also holding good
data that must still be shown: a loss series and a NaN loss at step
GOOD_NAN_STEP, written before any damage.

Used by tests/test_fuzz_logs.py and scripts/fuzz.py. No TensorFlow.
"""

import os
import shutil

import numpy as np
from tensorboard.compat.proto import summary_pb2
from tensorboard.util import tensor_util

from tb_trainhealth import areas as areas_lib
from tb_trainhealth.proto import plugin_data_pb2
from tb_trainhealth.summary import metadata
from tb_trainhealth.summary.synthetic import SyntheticRun

GOOD_NAN_STEP = 7
XSS = '<img src=x onerror="window.__xss=1">'
STEPS = 40


def write_good(run):
    """What every run holds: the per-step loss and a NaN loss event."""
    steps = np.arange(1, STEPS + 1)
    values = np.linspace(2.0, 0.5, STEPS)
    values[GOOD_NAN_STEP - 1:] = np.nan
    run.series("loss", steps, values, block_steps=10)
    run.event("nonfinite_loss", GOOD_NAN_STEP, {
        "epoch": 0, "batch": GOOD_NAN_STEP - 1, "value": "nan", "last_finite_step": GOOD_NAN_STEP - 1,
    })


def _meta(kind, name, columns=(), version=metadata.PROTO_VERSION):
    content = plugin_data_pb2.PluginData(version=version, kind=kind, name=name, columns=list(columns))
    return summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name=metadata.PLUGIN_NAME, content=content.SerializeToString()
        ),
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )


def _meta_raw_content(content):
    return summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name=metadata.PLUGIN_NAME, content=content),
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )


def _tensor(value):
    return tensor_util.make_tensor_proto(value)


def _declared_event_kinds():
    return [kind for area in areas_lib.all_areas() for kind in area.events]


def _odd_payloads():
    """Payloads of the wrong types for any event kind's fields."""
    return [
        {},
        {"step": "abc"},
        {"step": 1e300, "layer": ["a", "b"], "value": {"x": 1}},
        {"layer": None, "layers": "not-a-list", "message": 5, "shape": "?", "epoch": "one"},
        {"layers": [{"name": XSS, "shape": [None, "x"]}], "value": -1, "rows": [[1, "a"]], "columns": [XSS]},
        {"step": -5, "error_type": XSS, "message": XSS * 3, "file": XSS, "line": "x", "source_line": XSS},
    ]


def _write_wrong_types(run):
    write_good(run)
    series = metadata.series_tag("loss")
    run.raw(series, _tensor(np.arange(20, dtype=np.int32).reshape(10, 2)), _meta(metadata.SERIES, "loss"), 50)
    run.raw(series, _tensor(np.array([b"a", b"b"], dtype=object)), _meta(metadata.SERIES, "loss"), 51)
    run.raw(series, _tensor(np.zeros((3, 3))), _meta(metadata.SERIES, "loss"), 52)
    run.raw(series, _tensor(np.float64(1.0)), _meta(metadata.SERIES, "loss"), 53)
    for area in areas_lib.all_areas():
        for stat in area.matrices:
            tag = metadata.matrix_tag(stat)
            run.raw(tag, _tensor(np.zeros((4, 3))), _meta(metadata.MATRIX, stat, [XSS, "b", "c"]), 60)
            run.raw(tag, _tensor(np.array([b"x"], dtype=object)), _meta(metadata.MATRIX, stat, [XSS]), 61)
        for name in area.histograms:
            run.raw(metadata.histogram_tag(name, XSS), _tensor(np.zeros((4, 2))), _meta(metadata.HISTOGRAM, name, [XSS]), 62)
            run.raw(metadata.histogram_tag(name, "nolayer"), _tensor(np.zeros((4, 3))), _meta(metadata.HISTOGRAM, name), 63)
    for i, kind in enumerate(_declared_event_kinds()):
        for j, payload in enumerate(_odd_payloads()):
            run.event(kind, 100 + 10 * i + j, payload)
        tag = metadata.event_tag(kind, 99)
        run.raw(tag, _tensor(np.float32(3.0)), _meta(metadata.EVENT, kind), 99)
        run.raw(tag + "1", _tensor(np.array(b"[1, 2]", dtype=object)), _meta(metadata.EVENT, kind), 98)
        run.raw(tag + "2", _tensor(np.array([b"{}", b"{}"], dtype=object)), _meta(metadata.EVENT, kind), 97)
        run.raw(tag + "3", _tensor(np.array(b"{not json", dtype=object)), _meta(metadata.EVENT, kind), 96)
        run.raw(tag + "4", _tensor(np.array(b'{"a": NaN}', dtype=object)), _meta(metadata.EVENT, kind), 95)


def _write_future(run):
    write_good(run)
    run.raw(metadata.series_tag("loss2"), _tensor(np.zeros((5, 2))), _meta(metadata.SERIES, "loss", version=2), 5)
    run.raw(metadata.event_tag("nonfinite_loss", 3), _tensor(np.array(b"{}", dtype=object)),
            _meta(metadata.EVENT, "nonfinite_loss", version=99), 3)
    run.raw("trainhealth/unknown/kind", _tensor(np.zeros(3)), _meta(42, "mystery"), 3)
    run.raw("trainhealth/garbage_content", _tensor(np.zeros(3)), _meta_raw_content(b"\xff\xfe\x00garbage"), 3)
    run.event("a_kind_from_the_future", 4, {"layer": XSS, "message": XSS})


def _write_huge(run):
    write_good(run)
    rng = np.random.default_rng(0)
    n = 20_000
    run.raw(metadata.series_tag("loss"), _tensor(np.stack([np.arange(n, dtype=np.float64) + 1000, rng.random(n)], 1)),
            _meta(metadata.SERIES, "loss"), n + 1000)
    columns = [f"layer_{i}" for i in range(3000)]
    run.raw(metadata.matrix_tag("grad_norm"), _tensor(np.abs(rng.normal(size=(64, 3002)))),
            _meta(metadata.MATRIX, "grad_norm", columns), 10)
    run.event("shape_table", 1, {"layers": [{"name": f"l{i}" * 50} for i in range(20000)]})


def _write_html(run):
    write_good(run)
    rng = np.random.default_rng(1)
    columns = [XSS, "<script>window.__xss=2</script>", "dense"]
    run.matrix("grad_norm", columns, np.column_stack([[1, 11], [10, 20], np.abs(rng.normal(size=(2, 3)))]), 20)
    run.histogram("gradients", XSS, [[-1, 0, 3], [0, 1, 4]], 10)
    run.event("training_error", 30, {"error_type": XSS, "message": XSS, "file": XSS, "line": 3,
                                      "function": XSS, "source_line": XSS, "phase": "fit"})


def _patched_bytes(data, marker, replacement):
    assert len(marker) == len(replacement) and marker in data
    return data.replace(marker, replacement)


def _write_non_utf8(logdir, name, tag_too):
    """A run whose payload and metadata hold bytes that are not UTF-8, and
    with `tag_too` a tag (written through same-length markers, since
    protobuf refuses to write them; each record's CRC made anew)."""
    from tensorboard.compat.tensorflow_stub import pywrap_tensorflow
    from tensorboard.summary.writer import record_writer

    with SyntheticRun(os.path.join(logdir, name)) as run:
        write_good(run)
        run.event("training_error", 30, {"error_type": "KeyError", "message": "MARKER-MSG"})
        run.raw(metadata.series_tag("MARKER-TAG" if tag_too else "loss_x"), _tensor(np.zeros((2, 2))),
                _meta(metadata.SERIES, "MARKER-NAME"), 31)
        run.event("training_error", 32, {"error_type": "KeyError", "message": "after the bad ones"})
        filename = run.filename
    records = []
    reader = pywrap_tensorflow.PyRecordReader_New(filename.encode(), 0, b"")
    while True:
        try:
            reader.GetNext()
        except Exception:
            break
        records.append(reader.record())
    with open(filename, "wb") as f:
        writer = record_writer.RecordWriter(f)
        for record in records:
            for marker, bad in ((b"MARKER-MSG", b"\xff\xfe\xfdMSG-\xc3(!"), (b"MARKER-TAG", b"TAG\xff\xfe-\xed\xa0\x80x"),
                                (b"MARKER-NAME", b"NAME\xc3\x28\xa0\xa1xyz")):
                if marker in record:
                    record = _patched_bytes(record, marker, bad)
            writer.write(record)


def _good_file(logdir, name):
    path = os.path.join(logdir, name)
    with SyntheticRun(path) as run:
        write_good(run)
        for i in range(30):
            run.event("training_error" if i == 29 else "shape_table", 100 + i, {"message": f"record {i}"})
        return run.filename


def _write_damaged(logdir, rng):
    """Runs whose event file was bit-flipped or cut: the good part before
    the damage is kept (the good records are written first)."""
    for i in range(4):
        filename = _good_file(logdir, f"bitflip_{i}")
        data = bytearray(open(filename, "rb").read())
        good_size = _size_of_good_prefix(filename)
        for _ in range(3):
            position = int(rng.integers(good_size, len(data)))
            data[position] ^= 1 << int(rng.integers(0, 8))
        open(filename, "wb").write(bytes(data))
    for i in range(3):
        filename = _good_file(logdir, f"truncated_{i}")
        good_size = _size_of_good_prefix(filename)
        size = os.path.getsize(filename)
        with open(filename, "r+b") as f:
            f.truncate(int(rng.integers(good_size + 1, size)))
    garbage = os.path.join(logdir, "garbage")
    os.makedirs(garbage)
    with open(os.path.join(garbage, "events.out.tfevents.1.garbage"), "wb") as f:
        f.write(rng.bytes(3000))


def _size_of_good_prefix(filename):
    """Bytes of the file's first records: the file version and write_good's."""
    from tensorboard.compat.tensorflow_stub import pywrap_tensorflow

    reader = pywrap_tensorflow.PyRecordReader_New(filename.encode(), 0, b"")
    size = 0
    for _ in range(1 + STEPS // 10 + 1):  # file_version, the series blocks, the NaN event
        reader.GetNext()
        size += len(reader.record()) + 16
    return size


BAD_RUNS = ["wrong_types", "future", "huge", "html " + XSS, "non_utf8"] + [f"bitflip_{i}" for i in range(4)] + [
    f"truncated_{i}" for i in range(3)
]


def build(logdir, seed=0, tag_too=False):
    """Writes the fuzzed logdir; returns {run name: directory}. Each run
    holds the good data of write_good, before anything bad. `tag_too`
    adds a run with a tag that is not UTF-8: TensorBoard's Python loader
    (`--load_fast=false`) stops reading the whole logdir at it (its
    Reload raises DecodeError), so it is for the CLI and the Rust loader."""
    rng = np.random.default_rng(seed)
    os.makedirs(logdir, exist_ok=True)
    with SyntheticRun(os.path.join(logdir, "good")) as run:
        write_good(run)
    for name, write in (("wrong_types", _write_wrong_types), ("future", _write_future), ("huge", _write_huge),
                        ("html " + XSS, _write_html)):
        with SyntheticRun(os.path.join(logdir, name.replace("/", "_"))) as run:
            write(run)
    _write_non_utf8(logdir, "non_utf8", tag_too=False)
    if tag_too:
        _write_non_utf8(logdir, "non_utf8_tag", tag_too=True)
    _write_damaged(logdir, rng)
    return {name: os.path.join(logdir, name) for name in ["good"] + BAD_RUNS + ["non_utf8_tag"] * tag_too}


if __name__ == "__main__":
    import sys

    target = sys.argv[1]
    shutil.rmtree(target, ignore_errors=True)
    print(build(target, tag_too=True))


# The route fuzzer: random queries over every route and its parameters.

_ODD_VALUES = [
    "", " ", "0", "-1", "1e309", "nan", "NaN", "inf", "99999999999999999999999", "1.5", "true", "null",
    "%", "%00", "%ff", "..", "../../etc/passwd", "/", "\\", "'", '"', "<", XSS, "\x00", "\udcff", "é", "💥",
    "a" * 5000, "loss", "grad_norm", "nonfinite_loss", "training_error", "dense", ".", "*", "?", "&", "=",
]


def routes():
    """Every route's path and the parameters it reads."""
    from tb_trainhealth.plugin import views

    found = {
        "runs": [], "diagnosis": ["run"], "series": ["run", "name"], "events": ["run", "kind"],
        "matrix": ["run", "stat", "max_columns"], "index.js": [], "static/index.js": [],
        "static/../plugin.py": [], "static/nope.js": [],
    }
    for route in views.routes(views.load()):
        found[route] = ["run", "layer", "step", "name"]
    return found


def vocabulary_values():
    names = []
    for area in areas_lib.all_areas():
        for group in (area.findings, area.events, area.series, area.matrices, area.histograms):
            names.extend(group)
    return names


def random_queries(rng, runs, count):
    """`count` (path, params) pairs: each route with a random subset of its
    parameters (and some it does not read), each a real value (a run, a
    declared name, a layer) or an odd one."""
    table = routes()
    names = list(table)
    real = list(runs) + vocabulary_values() + ["layer_0", "dense", "1", "600", "5000", "5001"]
    for _ in range(count):
        path = names[int(rng.integers(len(names)))]
        params = {}
        for key in table[path] + ["run", "x", "max_columns"]:
            roll = rng.random()
            if roll < 0.25:
                continue
            pool = real if roll < 0.7 else _ODD_VALUES
            value = pool[int(rng.integers(len(pool)))]
            if rng.random() < 0.1:
                value = [value, pool[int(rng.integers(len(pool)))]]  # a repeated parameter
            params[key] = value
        yield path, params


def query_string(params):
    import urllib.parse

    pairs = []
    for key, value in params.items():
        for v in value if isinstance(value, list) else [value]:
            pairs.append((key, v.encode("utf-8", "surrogatepass")))
    return urllib.parse.urlencode(pairs)
