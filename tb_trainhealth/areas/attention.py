"""Attention health: per attention layer, the largest attention logit and
the attention entropy over steps (a transformer's instability shows there
before the loss: Dehghani et al. 2023, "Scaling Vision Transformers to 22B
Parameters")."""

from tb_trainhealth.areas.declaration import Area, Event, Events, Names, Node, Option

AREA = Area(
    name="attention",
    title="Attention health",
    nodes=(
        Node("attention", "Attention logits grow / entropy collapses", parent="error",
             edge_label="transformer unstable"),
        Node("fix_attention", "QK normalisation, lower peak learning rate, z-loss", kind="fix", parent="attention"),
    ),
    findings=Names("attention_logit_growth", "attention_entropy_collapse"),
    events=Events(
        Event("attention_layers", keys=("layers", "every", "samples", "mask_floor")),
    ),
    matrices=Names("attention_max_logit", "attention_entropy", "attention_entropy_norm"),
    options=(
        Option("every", 10, "steps between attention statistics (1: every step); each costs about one more "
                            "forward pass of the attention scores over a few samples of the batch"),
    ),
    labels={
        "attention_logit_growth": "Attention logit growth",
        "attention_entropy_collapse": "Attention entropy collapse",
        "attention_layers": "Attention layers",
        "attention_max_logit": "Largest attention logit",
        "attention_entropy": "Attention entropy (nats)",
        "attention_entropy_norm": "Attention entropy / log(keys)",
    },
    hint=(
        "The attention probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or "
        "`tb-trainhealth run`) records, for every Keras MultiHeadAttention and every layer of yours that "
        "softmaxes (queries x keys) scores with `keras.ops.softmax`, the largest attention logit and the "
        "attention entropy every few steps, with plain `model.fit`."
    ),
    probes=("tb_trainhealth.capture.probes.attention:AttentionProbe",),
    rules="tb_trainhealth.diagnosis.rules.attention",
    view="tb_trainhealth.plugin.views.attention",
    tab_view="attention.js",
)
