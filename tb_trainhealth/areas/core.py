"""The frame every area hangs from: the flowchart's root ("training
error") and its decision node ("error type"), and what belongs to no one
area: the per-step loss, and a crash that no area explains."""

from tb_trainhealth.areas.declaration import Area, Event, Events, Names, Node

# A heal_repair event's `action` (written by capture/heal/healing.py, read
# back by diagnosis/repairs.py): a rollback, its outcome, giving up, the
# batch size after an OOM, a bad step's update skipped in the step.
HEAL_ACTIONS = Names("rollback", "outcome", "gave_up", "batch_size", "skipped")

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
    # capture_note: something a probe cannot read in this run (a model with
    # no `call()`, a step that applies no update through model.optimizer),
    # told with the run's warnings: neither capture nor training is at fault.
    # capture_budget: how often the full step runs under the
    # overhead_budget option, and why (capture/engine/overhead_budget.py).
    # heal_repair: what heal did (capture/heal/healing.py: a rollback, its
    # outcome, or giving up); the run's status reads "healed".
    events=Events(
        Event("training_error", keys=("error_type", "message", "raised_as", "frame", "text", "in_capture", "phase",
              "epoch", "batch", "completed_steps")),
        Event("capture_error", keys=("what", "error_type", "message")),
        Event("capture_note", keys=("what", "message")),
        Event("capture_budget", keys=("overhead_budget", "full_every", "reason"), optional=("regular_step_ms",
              "full_step_ms")),
        Event("heal_repair", keys=("action", "problem"), optional=("why", "epoch", "batch", "rolled_back_to",
              "undone_steps", "bad_steps", "loss_before", "loss_at", "gradient_norm", "learning_rate", "clipnorm",
              "in_a_row", "snapshot_every", "snapshot_ms", "note", "repair_step", "loss_after",
              "learning_rate_restored", "healthy_steps", "reason", "repairs", "weights_from_step", "stopped",
              "batch_size", "from_epoch", "skipped_before", "records")),
    ),
    series=Names("loss"),
    labels={"training_error": "Crash", "capture_error": "Capture stopped", "capture_note": "Not captured",
            "capture_budget": "Capture cost",
            "heal_repair": "Repair",
            "loss": "Loss"},
    hint=(
        "Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or "
        "`tb-trainhealth run train.py` to record evidence for the checks below."
    ),
    probes=("tb_trainhealth.capture.probes.loss:LossProbe", "tb_trainhealth.capture.probes.crash:CrashProbe"),
    rules="tb_trainhealth.diagnosis.rules.core",
)
