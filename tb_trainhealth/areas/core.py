"""The frame every area hangs from: the flowchart's root ("training
error") and its decision node ("error type"), and what belongs to no one
area: the per-step loss, and a crash that no area explains."""

from tb_trainhealth.areas.declaration import Area, Names, Node

AREA = Area(
    name="core",
    title="Training",
    nodes=(
        Node("error", "Training error", kind="root"),
        Node("error_type", "Error type", kind="decision", parent="error"),
    ),
    findings=Names("training_error"),
    # capture_error: a part of capture failed and stopped for the run
    # (the run's warnings say so; no finding: the training is not at fault).
    # capture_budget: how often the full step runs under the
    # overhead_budget option, and why (capture/overhead_budget.py).
    # heal_repair: what heal did (capture/healing.py: a rollback, its
    # outcome, or giving up); the run's status reads "healed".
    events=Names("training_error", "capture_error", "capture_budget", "heal_repair"),
    series=Names("loss"),
    labels={"training_error": "Crash", "capture_error": "Capture stopped", "capture_budget": "Capture cost",
            "heal_repair": "Repair",
            "loss": "Loss"},
    hint=(
        "Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or "
        "`tb-trainhealth run train.py` to record evidence for the checks below."
    ),
    probes=("tb_trainhealth.capture.probes.loss:LossProbe", "tb_trainhealth.capture.probes.crash:CrashProbe"),
    rules="tb_trainhealth.diagnosis.rules.core",
)
