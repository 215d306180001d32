"""Shapes: the shape table, the preflight of the data against the model
and its loss, and a shape error named at its layer."""

from tb_trainhealth.areas.declaration import Area, Names, Node

AREA = Area(
    name="shapes",
    title="Shapes",
    nodes=(
        Node("shape", "Check input / layer output shapes", parent="error_type", edge_label="shape error"),
        Node("fix_shape", "Fix the layer, the data or the loss", kind="fix", parent="shape"),
    ),
    # index_out_of_range: an id past an Embedding's input_dim (a lookup,
    # not a shape, failed; users search for "indices out of range").
    findings=Names("shape_mismatch", "input_spec_mismatch", "index_out_of_range"),
    # shape_table: every layer call's shapes (before the first step);
    # loss_shapes: a custom loop's Monitor.check_loss_shapes.
    events=Names("shape_table", "shape_mismatch", "input_spec_mismatch", "loss_shapes"),
    labels={"shape_mismatch": "Shape error", "input_spec_mismatch": "Data vs model",
            "index_out_of_range": "Index out of range"},
    hint=(
        "The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or "
        "`tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes "
        "against the model and its loss before the first step, and names the layer of a shape error. "
        "In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss."
    ),
    probes=("tb_trainhealth.capture.probes.shapes:ShapeProbe",),
    rules="tb_trainhealth.diagnosis.rules.shapes",
    view="tb_trainhealth.plugin.views.shapes",
)
