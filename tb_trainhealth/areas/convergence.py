"""Convergence: training that runs and does not learn. The loss's
behaviour (oscillating, diverging, stuck), accuracy at chance, the output
head and the loss checked against the targets before step 1, input
scale, saturated sigmoid/tanh layers and the effective learning rate."""

from tb_trainhealth.areas.declaration import Area, Event, Events, Names, Node, Option

AREA = Area(
    name="convergence",
    title="Convergence",
    nodes=(
        Node("convergence", "Loss not decreasing / unstable", parent="error", edge_label="does not learn"),
        Node("fix_convergence", "Output head, loss, input scale, learning rate", kind="fix", parent="convergence"),
    ),
    findings=Names(
        "loss_oscillating",
        "loss_diverging",
        "loss_stuck",
        "accuracy_at_chance",
        "output_activation_mismatch",
        "loss_output_mismatch",
        "unscaled_inputs",
        "saturated_activations",
        "learning_rate_too_high",
        "learning_rate_too_low",
        "loss_spike",
        "labels_leak_inputs",
        "dropout_too_high",
    ),
    # head_check: the model's head, loss and optimizer with the labels and
    # inputs seen in the first steps; epoch_logs: each epoch's metrics.
    events=Events(
        Event("head_check", keys=("model", "loss", "from_logits", "label_smoothing", "scales_inputs",
              "token_inputs", "first_layer", "hidden_activations", "batch_size", "samples", "rates"),
              optional=("head", "head_class", "head_activation_layer", "activation", "units", "head_layers",
              "optimizer", "learning_rate", "lr_schedule", "momentum", "weight_decay", "clipnorm",
              "global_clipnorm", "clipvalue", "output_shape", "input_shape", "input_dtype", "trainable_params",
              "frozen_layers", "inputs", "labels", "class_counts", "batch_classes", "output_layers", "fits",
              "labels_equal_inputs", "dropouts", "initializers")),
        Event("epoch_logs", keys=("epoch", "logs")),
    ),
    # A learning-rate schedule's rate, at each sampled step (constant rates
    # are in head_check).
    series=Names("schedule_rate"),
    matrices=Names("saturation", "lr_update_ratio"),
    options=(
        Option("sample_every", 10, "steps between looks at the labels, inputs and saturation (full steps)"),
        Option("label_samples", 20, "batches whose labels and inputs are looked at (the first ones sampled)"),
    ),
    labels={
        "loss_oscillating": "Loss oscillating",
        "loss_diverging": "Loss diverging",
        "loss_stuck": "Loss stuck",
        "accuracy_at_chance": "Accuracy at chance",
        "output_activation_mismatch": "Output head cannot fit targets",
        "loss_output_mismatch": "Loss does not fit output/targets",
        "unscaled_inputs": "Unscaled inputs",
        "saturated_activations": "Saturated activations",
        "learning_rate_too_high": "Learning rate too high",
        "learning_rate_too_low": "Learning rate too low",
        "loss_spike": "Loss spike",
        "labels_leak_inputs": "Labels copy the inputs",
        "dropout_too_high": "Dropout too high",
        "schedule_rate": "Learning rate (schedule)",
        "head_check": "Head and loss check",
        "epoch_logs": "Epoch metrics",
        "saturation": "Saturated share (|z| > 5)",
        "lr_update_ratio": "Update / weight ratio (sampled)",
    },
    log_scale=frozenset({"lr_update_ratio"}),
    hint=(
        "The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) "
        "records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, "
        "each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`."
    ),
    probes=("tb_trainhealth.capture.probes.convergence:ConvergenceProbe",),
    rules=("tb_trainhealth.diagnosis.rules.head_checks", "tb_trainhealth.diagnosis.rules.loss_curve",
           "tb_trainhealth.diagnosis.rules.saturation", "tb_trainhealth.diagnosis.rules.learning_rate",
           "tb_trainhealth.diagnosis.rules.loss_spikes", "tb_trainhealth.diagnosis.rules.label_leak",
           "tb_trainhealth.diagnosis.rules.dropout"),
    view="tb_trainhealth.plugin.views.convergence",
    tab_view="convergence.js",
)
