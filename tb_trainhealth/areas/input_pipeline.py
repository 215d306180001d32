"""The input pipeline: each step's time waiting for input against
computing, the steps that stall on input, and the tf.data pipeline as it
runs (its graph and options), linted."""

from tb_trainhealth.areas.declaration import Area, Event, Events, Names, Node, Option

AREA = Area(
    name="input_pipeline",
    title="Input pipeline",
    nodes=(
        Node("input_pipeline", "Input pipeline starves the accelerator", parent="error", edge_label="slow steps"),
        Node("fix_pipeline", "cache / prefetch / parallel map", kind="fix", parent="input_pipeline"),
    ),
    # unshuffled_data: consecutive batches each of one class, from a pipeline
    # with no shuffle; input_exhausted: fit(steps_per_epoch=...) on data that
    # runs out, so epochs end (or training stops) early.
    findings=Names("input_bound", "input_stall", "pipeline_lint", "unshuffled_data", "input_exhausted"),
    # input_timing: the fit's totals (written at its end and every epoch);
    # input_stall: one step that waited far longer than usual;
    # pipeline_graph: the pipeline's transformations, read from its graph.
    # input_exhausted: each epoch's steps against the steps asked, written at
    # the fit's end where an epoch ran fewer (the input ran out).
    events=Events(
        Event("input_timing", keys=("steps", "wait_s", "excess_wait_s", "compute_s", "host_s", "step_s",
              "input_share", "median_share", "mostly_waiting_steps", "stalls", "epoch_starts", "epoch_start_wait_s",
              "first_step", "last_step", "fit_started", "descheduled_s", "wait_floor_ms", "steps_per_execution")),
        Event("input_stall", keys=("epoch", "batch", "wait_ms", "step_ms", "usual_wait_ms", "usual_step_ms",
              "threshold_ms", "descheduled_ms")),
        Event("pipeline_graph", keys=("source", "python_source", "transformations", "options", "debug_mode",
              "cardinality", "element_spec")),
        Event("input_exhausted", keys=("steps_per_epoch", "steps_per_epoch_given", "epochs", "epoch_steps",
              "stopped")),
    ),
    series=Names("input_wait", "compute_time", "host_time"),
    options=(
        Option("timing", True, "time each step's input wait and compute in-graph (three timestamps a step)"),
        Option("lint", True, "read the tf.data pipeline's graph once per fit and lint it"),
    ),
    labels={
        "input_bound": "Input-bound",
        "input_stall": "Input stall",
        "pipeline_lint": "Pipeline lint",
        "unshuffled_data": "Unshuffled data",
        "input_exhausted": "Input ran out",
        "input_timing": "Input timing",
        "pipeline_graph": "Pipeline",
        "input_wait": "Input wait (ms)",
        "compute_time": "Compute (ms)",
        "host_time": "Host, between steps (ms)",
    },
    hint=(
        "The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or "
        "`tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the "
        "tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a "
        "PyDataset). Custom training loops are not timed."
    ),
    probes=("tb_trainhealth.capture.probes.input_pipeline:InputPipelineProbe",),
    rules="tb_trainhealth.diagnosis.rules.input_pipeline",
    view="tb_trainhealth.plugin.views.input_pipeline",
    tab_view="input_pipeline.js",
)
