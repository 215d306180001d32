"""Gradient health: per-layer gradient norms every step, the slow
statistics every few steps, histograms and the update/weight ratio."""

from tb_trainhealth.areas.declaration import Area, Event, Events, Names, Node, Option

AREA = Area(
    name="gradients",
    title="Gradient health",
    nodes=(
        Node("gradients", "Exploding / vanishing gradients", parent="error", edge_label="unstable loss"),
        Node("fix_gradients", "Clipping, he_normal, BatchNorm, learning rate", kind="fix", parent="gradients"),
    ),
    findings=Names("exploding_gradients", "vanishing_gradients", "dead_units", "gradient_accumulation_not_reset",
                   "variables_not_updated"),
    # update_period: a custom loop's steps between weight changes, where
    # more than one (it accumulates gradients; Monitor).
    # variables_not_updated: once per fit, at its end, where some trainable
    # variables got no update while the optimizer updated others: each
    # layer's variables, why (where it can be read) and the sub-model they
    # make up whole, if any (capture/readers/not_updated.py).
    events=Events(
        Event("update_period", keys=("steps", "snapshot_step")),
        Event("variables_not_updated", keys=("first_step", "steps", "layers", "updated_layers", "optimizer")),
    ),
    matrices=Names("grad_norm", "grad_max_abs", "grad_zero_fraction", "weight_norm", "grad_nonfinite", "update_ratio"),
    histograms=Names("gradients"),
    options=(
        Option("histogram_every", 100, "steps between per-layer gradient histograms (0: none)"),
        Option("update_ratio_every", 100,
               "steps between update/weight ratios (0: none); each costs a copy of the weights"),
        Option("full_stats_every", 10,
               "steps between max |g|, zero counts and weight norms (carried over in between)"),
    ),
    labels={
        "exploding_gradients": "Exploding gradients",
        "vanishing_gradients": "Vanishing gradients",
        "dead_units": "Dead units",
        "gradient_accumulation_not_reset": "Gradient accumulator never reset",
        "variables_not_updated": "Layers never updated",
        "update_period": "Steps between updates",
        "grad_norm": "Gradient norm",
        "grad_max_abs": "Gradient max |g|",
        "grad_zero_fraction": "Gradient zero fraction",
        "weight_norm": "Weight norm",
        "grad_nonfinite": "NaN/Inf gradients",
        "update_ratio": "Update / weight ratio",
    },
    log_scale=frozenset({"grad_norm", "grad_max_abs", "weight_norm", "update_ratio"}),
    hint=(
        "The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or "
        "`tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight "
        "ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, "
        "pass your gradients and variables to `tb_trainhealth.Monitor`."
    ),
    probes=("tb_trainhealth.capture.probes.gradients:GradientProbe",),
    rules=("tb_trainhealth.diagnosis.rules.gradients", "tb_trainhealth.diagnosis.rules.accumulation",
           "tb_trainhealth.diagnosis.rules.not_updated"),
    view="tb_trainhealth.plugin.views.gradients",
    tab_view="gradients.js",
)
