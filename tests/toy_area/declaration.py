"""The toy area's declaration: one node pair, one finding, one event."""

from tb_trainhealth.areas import Area, Event, Events, Names, Node, Option

AREA = Area(
    name="toy",
    title="Toy area",
    nodes=(
        Node("toy_check", "Toy check: steps counted", parent="error", edge_label="toy"),
        Node("fix_toy", "Nothing to fix", kind="fix", parent="toy_check"),
    ),
    findings=Names("toy_steps_counted"),
    events=Events(
        Event("toy_count", keys=("counted", "every")),
    ),
    options=(Option("every", 1, "count every this many steps"),),
    hint="The toy probe counts training steps.",
    probes=("toy_area.probe:ToyProbe",),
    rules="toy_area.rule",
    view="toy_area.view",
)
