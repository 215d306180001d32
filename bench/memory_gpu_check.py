"""The memory area on a real GPU, as one prepared script (the suite runs
on CPU and passes without one).

    .venv/bin/python bench/memory_gpu_check.py [--logdir /tmp/memory_gpu]

Checks, printed as one JSON line each and a final verdict (exit 1 on a
failed check, 2 without a GPU):
  1. the allocator's figures: a fit of the demo's discriminator at a batch
     size that fits logs memory_used / memory_peak from
     tf.config.experimental.get_memory_info (peak >= used > 0, under the
     device's limit);
  2. a real GPU OOM: the same model at batch size 131072 asks for a 3 TiB
     tensor (beyond any GPU: the BFC allocator refuses it after its 10 s
     retry wait); the oom event names GPU:0, the BFC allocator, the shape
     and the layer, and the diagnosis says mixed precision (GPU only);
  3. find_batch_size on the GPU, real steps with no estimate cap (a GPU
     refuses what it cannot give): repeatable, weights bit-identical, and
     its answer's measured peak within 90% of the limit.
"""

import argparse
import json
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "demo"))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests"))

import keras  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

import memory_runs  # noqa: E402
import tb_trainhealth  # noqa: E402
from helpers import diagnose_dir, read_runs  # noqa: E402
from tb_trainhealth.capture.tools.batch_size import search_batch_size  # noqa: E402

failures = []


def check(name, ok, **details):
    print(json.dumps({"check": name, "ok": bool(ok), **details}, default=str), flush=True)
    if not ok:
        failures.append(name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logdir", default="/tmp/memory_gpu")
    args = parser.parse_args()
    gpus = tf.config.list_physical_devices("GPU")
    if not gpus:
        print("no GPU: nothing to check")
        return 2
    for gpu in gpus:
        tf.config.experimental.set_memory_growth(gpu, True)
    rng = np.random.default_rng(0)
    x, y = memory_runs.discriminator_data(rng, memory_runs.OOM_BATCH)

    # 1. The allocator's figures.
    model = memory_runs._compiled(keras)
    model.fit(x[:8192], y[:8192], batch_size=256, epochs=2, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(os.path.join(args.logdir, "fits"))])
    data = read_runs(args.logdir)["fits"]
    used, peak = data.series.get("memory_used"), data.series.get("memory_peak")
    limit = data.events_of("memory_model")[0].payload["limit_bytes"]
    check("allocator figures", used is not None and peak is not None and len(used.steps) >= 2
          and np.all(used.values > 0) and np.all(peak.values >= used.values) and limit and peak.values.max() < limit,
          used=None if used is None else used.values.tolist(), peak=None if peak is None else peak.values.tolist(),
          limit=limit, device=data.events_of("memory_model")[0].payload["device"])

    # 2. A real GPU OOM.
    model = memory_runs._compiled(keras)
    raised = None
    try:
        model.fit(x, y, batch_size=memory_runs.OOM_BATCH, epochs=1, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(os.path.join(args.logdir, "oom"))])
    except Exception as error:  # noqa: BLE001
        raised = error
    oom = next((f for f in diagnose_dir(args.logdir)["oom"].findings if f.kind == "oom"), None)
    alloc = oom.evidence["allocation"] if oom else {}
    check("gpu oom", isinstance(raised, tf.errors.ResourceExhaustedError) and oom is not None
          and str(alloc.get("device", "")).startswith("GPU") and "bfc" in str(alloc.get("allocator", "")).lower()
          and alloc.get("shape") == [131072, 131072, 48] and oom.layer == "minibatch_l1"
          and "mixed_float16" in oom.fix.code,
          raised=type(raised).__name__, allocation=alloc, layer=oom and oom.layer,
          peak=oom and oom.evidence.get("peak_bytes"))

    # 3. find_batch_size on the GPU.
    model = memory_runs._compiled(keras, seed=3)
    before = [v.numpy().copy() for v in model.variables]
    first = search_batch_size(model, (x, y), start=1024, max_batch_size=65536)
    second = search_batch_size(model, (x, y), start=1024, max_batch_size=65536)
    after = [v.numpy() for v in model.variables]
    chosen = next((a for a in first.attempts if a.batch_size == first.batch_size), None)
    check("find_batch_size on gpu", first.batch_size == second.batch_size and first.batch_size
          and all(np.array_equal(a, b) for a, b in zip(before, after))
          and chosen is not None and chosen.peak_bytes is not None,
          batch_size=first.batch_size, again=second.batch_size,
          attempts=[(a.batch_size, a.status, a.peak_bytes) for a in first.attempts])
    print(json.dumps({"failures": failures}))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
