"""Non-finite values: the always-on NaN/Inf sentinel (the batch's data,
loss, layer outputs, gradients, weights), the opt-in replay of the first
bad step down to its op, and mixed precision's loss scale and precision
(float16 overflows past 65504; bfloat16 keeps float32's range and loses
small addends in sums instead)."""

from tb_trainhealth.areas.declaration import Area, Event, Events, Names, Node, Option

AREA = Area(
    name="nonfinite",
    title="NaN / Inf",
    nodes=(
        Node("nonfinite", "NaN / Inf: watch gradients and activations", parent="error_type", edge_label="NaN / Inf"),
        Node("fix_numerics", "Clip gradients, constrain values", kind="fix", parent="nonfinite"),
    ),
    findings=Names(
        "nonfinite_data",
        "nonfinite_op",
        "nonfinite_activations",
        "nonfinite_loss",
        "nonfinite_gradients",
        "nonfinite_weights",
        "activation_overflow_risk",
        "loss_scale_skips",
        "loss_scale_collapse",
        "low_precision_sum",
    ),
    # In the order the timeline lists one step's events: the cause (a
    # layer) before its symptoms. activation_layers: the sentinel's layers.
    events=Events(
        Event("nonfinite_data", keys=("role", "input", "dtype", "sample", "feature", "feature_index", "value",
              "tensors", "epoch", "batch"), optional=("replica", "replicas", "input_kind", "batch_size", "shuffle",
              "record")),
        Event("nonfinite_op", keys=("reproduced", "epoch", "batch", "jit_compile"), optional=("message", "phase",
              "op", "bad_values", "file", "line", "function", "code", "layer", "forward_op", "name_scope",
              "constants", "inputs", "dtype", "inputs_error")),
        Event("nonfinite_activations", keys=("layer", "layer_class", "execution_index", "inputs_finite", "dtype",
              "max_abs_step", "layers", "epoch", "batch"), optional=("replica", "replicas")),
        Event("nonfinite_loss", keys=("value",), optional=("epoch", "batch", "replica", "replicas",
              "last_finite_step", "last_finite_value")),
        Event("nonfinite_gradients", keys=("layer", "variable", "variables"), optional=("epoch", "batch", "replica",
              "replicas")),
        Event("nonfinite_weights", keys=("layer", "variable", "variables"), optional=("epoch", "batch", "replica",
              "replicas")),
        Event("loss_scale_collapse", keys=("scale", "epoch", "batch")),
        Event("activation_layers", keys=("layers",)),
        Event("low_precision_sum", keys=("sums", "count")),
    ),
    series=Names("loss_scale"),
    options=(
        Option("replay", False,
               "at the first step with a NaN/Inf, rerun its batch eagerly under "
               "tf.debugging.enable_check_numerics from the weights the step started with, and name "
               "the first op that made it and its source line (that step's update is skipped); also "
               "writes the run's repro/ folder, the material of `tb-trainhealth repro`"),
        Option("repro_max_bytes", 64 * 2**20,
               "with the replay: the most bytes the repro/ folder may take (the step's weights, optimizer "
               "state and batch); above it only a note is written, saying so; 0: no repro/ folder"),
    ),
    matrices=Names("activation_max_abs"),
    labels={
        "nonfinite_data": "Data",
        "nonfinite_op": "First NaN/Inf op",
        "nonfinite_activations": "Activations",
        "nonfinite_loss": "Loss",
        "nonfinite_gradients": "Gradients",
        "nonfinite_weights": "Weights",
        "activation_overflow_risk": "float16 overflow risk",
        "low_precision_sum": "bfloat16 sum loses precision",
        "loss_scale_skips": "Loss-scale skips",
        "loss_scale_collapse": "Loss-scale collapse",
        "activation_max_abs": "Activation max |x|",
    },
    log_scale=frozenset({"activation_max_abs"}),
    hint=(
        "The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or "
        "`tb-trainhealth run`) checks the batch's data, the loss, every layer's output, the gradients and "
        "the weights each step (also under XLA), and names the first step, sample, layer and variable that "
        "went NaN/Inf; `options={\"nonfinite\": {\"replay\": True}}` reruns that step under check_numerics "
        "and names the op and its source line. In a "
        "custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, "
        "`tb_trainhealth.watch(x, name)` checks an intermediate tensor."
    ),
    probes=(
        "tb_trainhealth.capture.probes.nonfinite_data:NonfiniteDataProbe",
        "tb_trainhealth.capture.probes.activations:ActivationProbe",
        "tb_trainhealth.capture.probes.loss_scale:LossScaleProbe",
        "tb_trainhealth.capture.probes.precision:LowPrecisionProbe",
    ),
    rules="tb_trainhealth.diagnosis.rules.nonfinite",
    view="tb_trainhealth.plugin.views.nonfinite",
    tab_view="nonfinite.js",
)
