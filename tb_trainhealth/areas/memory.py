"""Memory and OOM: declared for its flowchart nodes; capture comes with
its own issue (docs/design.md, "Adding an area")."""

from tb_trainhealth.areas.declaration import Area, Names, Node

AREA = Area(
    name="memory",
    title="Memory",
    nodes=(
        Node("oom", "Out of memory: smaller batch, mixed precision", parent="error_type", edge_label="OOM"),
        Node("fix_memory", "Adjust the batch size", kind="fix", parent="oom"),
    ),
    findings=Names("oom", "memory_pressure", "memory_growth"),
    hint=(
        "This version of tb-trainhealth captures no evidence for this area yet; "
        "memory over time and out-of-memory events are planned."
    ),
)
