"""Plugin name, tags and the versioned content proto of every summary."""

import hashlib
from tensorboard.compat.proto import summary_pb2

from tb_trainhealth.proto import plugin_data_pb2

PLUGIN_NAME = "trainhealth"

# Bump when a tensor layout changes; readers skip versions they do not know.
PROTO_VERSION = 1

SERIES = plugin_data_pb2.PluginData.SERIES
EVENT = plugin_data_pb2.PluginData.EVENT
MATRIX = plugin_data_pb2.PluginData.MATRIX
HISTOGRAM = plugin_data_pb2.PluginData.HISTOGRAM
KINDS = (SERIES, EVENT, MATRIX, HISTOGRAM)

_TAG_ROOT = PLUGIN_NAME


def series_tag(name):
    """Tag of a per-step series: all blocks of one series share it."""
    return f"{_TAG_ROOT}/series/{name}"


def event_tag(kind, step):
    """Tag of one event.

    Each event gets a tag of its own, so that neither loader's reservoir
    sampling (100 tensors per tag in the Rust data server, 10 in the Python
    multiplexer) can drop it: a tag with one sample always keeps it.
    """
    return f"{_TAG_ROOT}/events/{kind}/{int(step)}"


def matrix_tag(name, columns=()):
    """Tag of a statistic's overview matrix over `columns` (its layers).

    TensorBoard keeps the metadata of a tag's first record, columns
    included, so a run whose layers change (a base unfrozen and compiled
    again) writes each set of columns under a tag of its own, named by a
    digest of them; the reader takes the latest write of a statistic over
    all its tags."""
    base = f"{_TAG_ROOT}/matrix/{name}"
    if not columns:
        return base
    return f"{base}/{hashlib.sha1(chr(10).join(map(str, columns)).encode()).hexdigest()[:8]}"


def histogram_tag(name, layer):
    """Tag of one layer's histograms of `name` ("gradients")."""
    return f"{_TAG_ROOT}/histograms/{name}/{layer}"


def create_summary_metadata(kind, name, columns=()):
    """SummaryMetadata for a trainhealth summary of `kind` (one of KINDS)."""
    content = plugin_data_pb2.PluginData(
        version=PROTO_VERSION, kind=kind, name=name, columns=list(columns)
    )
    return summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name=PLUGIN_NAME, content=content.SerializeToString()
        ),
        # Without DATA_CLASS_TENSOR the Rust data server drops the summary.
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )


def parse_plugin_data(content):
    """PluginData from `plugin_data.content` bytes, or None if unreadable.

    None also for a version this code does not know, so that a newer
    writer's data is skipped rather than misread.
    """
    return read_plugin_data(content)[0]


def read_plugin_data(content):
    """(PluginData, None), or (None, why it cannot be read)."""
    data = plugin_data_pb2.PluginData()
    try:
        data.ParseFromString(content)
    except Exception as e:  # DecodeError (bad UTF-8 in a name), another plugin's format
        return None, f"its metadata is not trainhealth's ({e})"
    if data.version != PROTO_VERSION:
        return None, (
            f"it is in format version {data.version}, this tb-trainhealth reads version {PROTO_VERSION}"
            + (" (written by a newer tb-trainhealth: upgrade to read it)" if data.version > PROTO_VERSION else "")
        )
    if data.kind not in KINDS:
        return None, f"its kind {data.kind} is unknown to this tb-trainhealth"
    return data, None
