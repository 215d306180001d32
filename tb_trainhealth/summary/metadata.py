"""Plugin name, tags and the versioned content proto of every summary."""

from tensorboard.compat.proto import summary_pb2

from tb_trainhealth.proto import plugin_data_pb2

PLUGIN_NAME = "trainhealth"

# Bump when a tensor layout changes; readers skip versions they do not know.
PROTO_VERSION = 1

SERIES = plugin_data_pb2.PluginData.SERIES
EVENT = plugin_data_pb2.PluginData.EVENT

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


def create_summary_metadata(kind, name):
    """SummaryMetadata for a trainhealth summary of `kind` (SERIES or EVENT)."""
    content = plugin_data_pb2.PluginData(
        version=PROTO_VERSION, kind=kind, name=name
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
    data = plugin_data_pb2.PluginData()
    try:
        data.ParseFromString(content)
    except Exception:  # DecodeError, or garbage of another plugin's format
        return None
    if data.version != PROTO_VERSION or data.kind not in (SERIES, EVENT):
        return None
    return data
