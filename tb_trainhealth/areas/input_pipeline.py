"""The input pipeline: declared for its flowchart nodes; capture comes
with its own issue (docs/design.md, "Adding an area")."""

from tb_trainhealth.areas.declaration import Area, Names, Node

AREA = Area(
    name="input_pipeline",
    title="Input pipeline",
    nodes=(
        Node("input_pipeline", "Input pipeline starves the accelerator", parent="error", edge_label="slow steps"),
        Node("fix_pipeline", "cache / prefetch / parallel map", kind="fix", parent="input_pipeline"),
    ),
    findings=Names("input_bound", "input_stall", "pipeline_lint"),
    hint=(
        "This version of tb-trainhealth captures no evidence for this area yet; "
        "time waiting for input against computing, per step, is planned."
    ),
)
