"""Shapes: the shape table, the preflight of the data against the model
and its loss, and a shape error named at its layer."""

from tb_trainhealth.areas.declaration import Area, Event, Events, Names, Node

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
    events=Events(
        Event("shape_table", keys=("model", "model_class", "model_kind", "rows", "complete", "failed_row",
              "total_params", "trainable_params", "model_inputs", "model_outputs", "data", "loss", "walked_on",
              "fit")),
        Event("shape_mismatch", keys=("error_type", "message", "cause", "where"), optional=("phase", "optimizer",
              "fit", "epoch", "batch", "layer", "layer_class", "layer_path", "row", "expected", "expected_text",
              "actual", "source", "source_layer", "source_class", "input_layer", "broke_at", "details",
              "walk_message")),
        Event("input_spec_mismatch", keys=("problems",), optional=("fit",)),
        Event("loss_shapes", keys=("y_true", "y_pred", "ok")),
    ),
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
    tab_view="shapes.js",
)
