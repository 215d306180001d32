"""Memory and OOM: memory over the run against the device's limit, the
model's size, an out-of-memory error at its allocation and layer, and a
batch size that fits (`tb_trainhealth.find_batch_size`)."""

from tb_trainhealth.areas.declaration import Area, Event, Events, Names, Node, Option

AREA = Area(
    name="memory",
    title="Memory",
    nodes=(
        Node("oom", "Out of memory: smaller batch, mixed precision", parent="error_type", edge_label="OOM"),
        Node("fix_memory", "Adjust the batch size", kind="fix", parent="oom"),
    ),
    findings=Names("oom", "memory_pressure", "memory_growth", "disk_full"),
    # memory_model: the model's size (parameters, optimizer slots, bytes
    # per dtype), the device and its limit, the batch size; once per fit.
    # oom: an out-of-memory error left a step or fit. disk_full: a
    # RESOURCE_EXHAUSTED that is a full disk, not memory.
    # batch_size_search: find_batch_size's attempts (and oom_retry's).
    events=Events(
        Event("memory_model", keys=("fit", "device", "limit_bytes", "limit_source", "batch_size", "steps_per_epoch",
              "first_step", "params", "trainable", "optimizer", "mixed_precision", "used_bytes"),
              optional=("epoch_first_steps", "final")),
        Event("oom", keys=("error_type", "message", "allocation", "layer", "node", "phase", "fit", "epoch", "batch",
              "batch_size", "device", "limit_bytes", "peak_bytes", "last_sample")),
        Event("disk_full", keys=("error_type", "message", "node", "path", "phase", "fit", "epoch")),
        Event("batch_size_search", keys=("batch_size", "attempts", "budget_bytes", "budget_source", "device",
              "steps", "margin", "reason"), optional=("failed_batch_size", "failed_step", "epoch", "fit",
              "resume")),
    ),
    # Bytes: the process's resident memory (CPU) or the allocator's current
    # bytes (GPU), and the allocator's peak over the window (GPU only).
    series=Names("memory_used", "memory_peak"),
    options=(
        Option("sample_every", 25, "steps between memory samples (0: none); each reads /proc or the allocator"),
        Option("oom_retry", False,
               "on an OOM, search a batch size that fits (real steps, weights restored) and log it; a fit "
               "wrapper (batch_size.resume_after_oom) goes on at it"),
        Option("max_bytes", 0,
               "bytes oom_retry's batch-size search may use (0: the device's free memory)"),
        Option("limit_bytes", 0,
               "the memory this run may use, where less than the device's (a shared machine or GPU); "
               "0: the device's limit"),
    ),
    labels={
        "oom": "Out of memory",
        "memory_pressure": "Memory pressure",
        "memory_growth": "Memory growth",
        "disk_full": "Disk full",
        "memory_used": "Memory used",
        "memory_peak": "Memory peak",
        "memory_model": "Model size",
        "batch_size_search": "Batch-size search",
    },
    hint=(
        "The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or "
        "`tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, "
        "logs the model's size, and records an out-of-memory error with the allocation that failed. "
        "`tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here."
    ),
    probes=("tb_trainhealth.capture.probes.memory:MemoryProbe",),
    rules="tb_trainhealth.diagnosis.rules.memory",
    view="tb_trainhealth.plugin.views.memory",
    tab_view="memory.js",
)
