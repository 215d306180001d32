"""The minimal reproduction of a run's first NaN/Inf step: `tb-trainhealth
repro LOGDIR/RUN --out DIR` (docs/repro.md).

Two halves, one folder between them (`RUN/repro/`):

- Capture (`save_material`, called once by the nonfinite area's replay at
  the first bad step, capture/probes/nonfinite_data.py): the replay has
  kept that step's batch and skipped its update, so the model's and the
  optimizer's variables are those the step started with. One train step
  (forward, the compiled loss, gradients, the optimizer's update) is
  traced into a TensorFlow SavedModel holding those variables, and the
  batch is written as `batch.npz`. A traced graph needs none of the
  user's Python: custom layers, Lambda layers and classes defined inside a
  function all reload, where a `.keras` file would need their code.
- The command (`write_repro`): copies that folder to `--out`, adds
  `repro.py` (numpy and TensorFlow only), runs it once in a fresh Python
  and says whether it reproduced the NaN/Inf.

Sizes are bounded on both sides: capture writes nothing above the
nonfinite area's `repro_max_bytes` (a note says why), the command nothing
above `--max-bytes`.
"""

import json
import os
import shutil
import subprocess
import sys

FOLDER = "repro"  # in the run directory
MANIFEST = "repro.json"
STEP = "step"  # the SavedModel
BATCH = "batch.npz"
SCRIPT = "repro.py"
DEFAULT_MAX_BYTES = 64 * 2**20
# The step function's outputs, read by the script.
LOSS, GRADIENTS, WEIGHTS = "loss", "bad_gradient_values", "bad_weight_values_after"


class ReproError(Exception):
    """Why no reproduction can be written: one line for the user."""


# Capture.


def save_material(run_dir, model, data, *, step, epoch, batch, max_bytes, seen=None, not_kept=None):
    """`_save` where it works; where it fails, or `not_kept` says why the
    weights are not those from before the step, the manifest says why (the
    command reports it, rather than "trained without the replay")."""
    try:
        if not_kept:
            raise ReproError(not_kept)
        return _save(run_dir, model, data, step=step, epoch=epoch, batch=batch, max_bytes=max_bytes, seen=seen)
    except Exception as error:
        folder = os.path.join(run_dir, FOLDER)
        shutil.rmtree(folder + ".tmp", ignore_errors=True)
        manifest = {"kept": False, "step": int(step), "epoch": int(epoch), "batch": int(batch),
                    "reason": str(error) if isinstance(error, ReproError) else
                    f"writing it failed ({type(error).__name__}: {str(error)[:300]})"}
        _write_manifest(folder, manifest)
        return manifest


def _save(run_dir, model, data, *, step, epoch, batch, max_bytes, seen=None):
    """Writes `run_dir/repro/` for the step about to be replayed: the
    SavedModel of one train step from the model's and optimizer's current
    variables, the batch `data` (as fit hands it to train_step) and the
    manifest. Above `max_bytes`, only the manifest, saying so. Returns the
    manifest."""
    import numpy as np
    import tensorflow as tf

    folder = os.path.join(run_dir, FOLDER)
    flat = tf.nest.flatten(data)
    manifest = {"kept": False, "step": int(step), "epoch": int(epoch), "batch": int(batch),
                "max_bytes": int(max_bytes), "seen": seen or {}}
    optimizer = getattr(model, "optimizer", None)
    variables = _step_variables(model)
    size = sum(_nbytes(v) for v in variables) + sum(_nbytes(t) for t in flat)
    manifest["bytes"] = int(size)
    if optimizer is None:
        manifest["reason"] = "the model has no optimizer (it was not compiled for training)"
    elif any(not isinstance(t, tf.Tensor) or t.dtype == tf.string for t in flat):
        manifest["reason"] = "the batch holds ragged, sparse or string tensors, which batch.npz cannot hold"
    elif size > max_bytes:
        manifest["reason"] = (f"the step's weights, optimizer state and batch take {_size(size)}, over the nonfinite "
                              f"area's repro_max_bytes ({_size(max_bytes)}): raise it, e.g. options="
                              f"{{\"nonfinite\": {{\"replay\": True, \"repro_max_bytes\": {_round_up(size)}}}}}")
    if "reason" in manifest:
        _write_manifest(folder, manifest)
        return manifest

    specs = [tf.TensorSpec(t.shape, t.dtype) for t in flat]
    trainable = list(model.trainable_variables)

    def train_step(*tensors):
        # As Keras's own train_step: the compiled loss, scaled where the
        # optimizer scales it (mixed precision), and the optimizer's own
        # update (its class's, not the replay's skip on this instance).
        import keras

        x, y, sample_weight = keras.utils.unpack_x_y_sample_weight(tf.nest.pack_sequence_as(data, list(tensors)))
        with tf.GradientTape() as tape:
            y_pred = model(x, training=True)
            loss = model.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight, training=True)
            scaled = optimizer.scale_loss(loss) if hasattr(optimizer, "scale_loss") else loss
        grads = tape.gradient(scaled, trainable)
        type(optimizer).apply(optimizer, grads, trainable)
        return {
            LOSS: tf.cast(loss, tf.float32),
            GRADIENTS: tf.stack([_nonfinite(g) for g in grads]),
            WEIGHTS: tf.stack([_nonfinite(v.value) for v in trainable]),
        }

    module = tf.Module()
    module.all_variables = [getattr(v, "value", v) for v in variables]
    module.train_step = tf.function(train_step, input_signature=specs)
    concrete = module.train_step.get_concrete_function()
    # Capture's own hooks (the sentinel's sums around each layer, the
    # gradient statistics) are traced into the step with the model: their
    # few small variables are saved with it. They pass values through.
    known = {id(v) for v in module.all_variables}
    module.capture_variables = [v for v in concrete.graph.variables if id(v) not in known]
    tmp = folder + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    tf.saved_model.save(module, os.path.join(tmp, STEP))
    arrays, dtypes = {}, []
    for i, tensor in enumerate(flat):
        if tensor.dtype == tf.bfloat16:  # numpy has no bfloat16: float32 holds it exactly
            tensor = tf.cast(tensor, tf.float32)
        arrays[f"t{i}"] = tensor.numpy()
        dtypes.append(flat[i].dtype.name)
    np.savez(os.path.join(tmp, BATCH), **arrays)
    manifest.update(
        kept=True,
        batch_dtypes=dtypes,
        batch_shapes=[list(t.shape) for t in flat],
        trainable=[getattr(v, "path", v.name) for v in trainable],
        optimizer=_optimizer_config(optimizer),
        versions={"tensorflow": tf.__version__, "keras": _keras_version()},
    )
    with open(os.path.join(tmp, MANIFEST), "w") as f:
        json.dump(manifest, f, indent=1, default=str)
    shutil.rmtree(folder, ignore_errors=True)
    os.replace(tmp, folder)
    return manifest


def _step_variables(model):
    """Every variable the train step reads or writes: the model's
    (trainable, statistics, seed states), the optimizer's (slots, step
    count, loss scale) and the compiled loss's and metrics' trackers."""
    found, seen = [], set()
    groups = [model.variables, getattr(model.optimizer, "variables", [])]
    groups += [getattr(m, "variables", []) for m in getattr(model, "metrics", [])]
    for group in groups:
        for variable in group:
            if id(variable) not in seen:
                seen.add(id(variable))
                found.append(variable)
    return found


def _nonfinite(tensor):
    import tensorflow as tf

    if tensor is None:
        return tf.constant(0, tf.int64)
    if isinstance(tensor, tf.IndexedSlices):
        tensor = tensor.values
    if not tensor.dtype.is_floating:
        return tf.constant(0, tf.int64)
    return tf.math.count_nonzero(tf.logical_not(tf.math.is_finite(tensor)), dtype=tf.int64)


def _nbytes(tensor):
    shape = getattr(tensor, "shape", None)
    dtype = getattr(tensor, "dtype", None)
    try:
        import tensorflow as tf

        size = int(tf.TensorShape(shape).num_elements() or 0)
        return size * tf.as_dtype(dtype).size
    except Exception:
        return 0


def _optimizer_config(optimizer):
    """The optimizer's class and settings, its step count and the learning
    rate at that step (a schedule's value, not the schedule)."""
    config = {"class": type(optimizer).__name__}
    try:
        config["iterations"] = int(optimizer.iterations.numpy())
        config["learning_rate"] = float(optimizer.learning_rate.numpy())
    except Exception:
        pass
    try:
        config["config"] = json.loads(json.dumps(optimizer.get_config(), default=str))
    except Exception:
        pass
    return config


def _keras_version():
    import keras

    return keras.__version__


def _write_manifest(folder, manifest):
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    with open(os.path.join(folder, MANIFEST), "w") as f:
        json.dump(manifest, f, indent=1, default=str)


def _size(n):
    return f"{n / 2**20:.1f} MiB" if n >= 2**20 else f"{n / 2**10:.1f} KiB" if n >= 2**10 else f"{n} bytes"


def _round_up(n):
    """A limit above `n` that reads well: the next whole MiB, in bytes."""
    return (n // 2**20 + 1) * 2**20


# The command.


def write_repro(run_dir, out, max_bytes=DEFAULT_MAX_BYTES, python=None):
    """Copies the run's repro material to `out` with the script, runs the
    script once (a fresh `python`, in `out`) and returns (reproduced,
    what the script said). Raises ReproError where nothing can be written."""
    run_dir = os.path.normpath(run_dir)
    if not os.path.isdir(run_dir):
        raise ReproError(f"no such run directory: {run_dir}")
    manifest = _read_manifest(run_dir)
    if not manifest.get("kept"):
        raise ReproError(f"the first bad step (step {manifest.get('step')}) of {run_dir} was not saved: "
                         f"{manifest.get('reason', 'no reason recorded')}")
    folder = os.path.join(run_dir, FOLDER)
    size = _folder_bytes(folder)
    if size > max_bytes:
        raise ReproError(f"the reproduction of {run_dir} takes {_size(size)}, over --max-bytes ({_size(max_bytes)}); "
                         f"pass --max-bytes {_round_up(size)} to write it")
    if os.path.exists(out) and os.listdir(out) and not os.path.exists(os.path.join(out, MANIFEST)):
        raise ReproError(f"--out {out} exists and holds other files: give a new or empty folder")
    try:
        os.makedirs(out, exist_ok=True)
        for name in (STEP, BATCH, MANIFEST):
            target = os.path.join(out, name)
            if os.path.isdir(target):
                shutil.rmtree(target)
            source = os.path.join(folder, name)
            (shutil.copytree if os.path.isdir(source) else shutil.copyfile)(source, target)
        with open(os.path.join(out, SCRIPT), "w") as f:
            f.write(_script(run_dir, manifest))
    except OSError as error:
        raise ReproError(f"cannot write {out}: {error}")
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2")
    done = subprocess.run([python or sys.executable, SCRIPT], cwd=out, env=env, capture_output=True, text=True)
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    said = lines[-1] if lines else ""
    if done.returncode not in (0, 1) or not said.startswith(("reproduced", "not reproduced")):
        # The script itself failed (no TensorFlow there, a damaged file):
        # its last word, not a reproduction.
        errors = done.stderr.strip().splitlines() or ["no output"]
        said = f"not reproduced: {SCRIPT} failed (exit {done.returncode}): {errors[-1]}"
    return done.returncode == 0 and said.startswith("reproduced"), said, _size(size)


def _read_manifest(run_dir):
    path = os.path.join(run_dir, FOLDER, MANIFEST)
    if not os.path.exists(path):
        raise ReproError(_why_none(run_dir))
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as error:
        raise ReproError(f"{path} cannot be read ({error})")


def _why_none(run_dir):
    """Why a run has no repro folder: a logdir given for a run, no NaN/Inf
    at all, or one the replay was not on for (only the replay keeps the
    batch and the weights from before the step)."""
    if not _has_events(run_dir):
        runs = sorted(root for root, _, _ in os.walk(run_dir) if _has_events(root))
        with_repro = [r for r in runs if os.path.isdir(os.path.join(r, FOLDER))]
        if runs:
            return (f"{run_dir} is a logdir, not a run: give one run's directory, e.g. "
                    f"{(with_repro or runs)[0]}")
        return f"{run_dir} holds no events files: not a run directory"
    bad = _first_nonfinite_step(run_dir)
    if bad is None:
        return f"{run_dir} has no NaN/Inf step to reproduce (no Training Health NaN/Inf event in its logs)"
    return (f"{run_dir} went NaN/Inf at step {bad}, but was trained without the nonfinite replay, which keeps the "
            "step's batch and the weights from before it: train it again with "
            "TrainHealth(logdir, options={\"nonfinite\": {\"replay\": True}}) or `tb-trainhealth run "
            "--replay-nonfinite`")


def _first_nonfinite_step(run_dir):
    from tb_trainhealth.printout import without_tensorflow
    from tb_trainhealth import logdir as logdir_lib
    from tb_trainhealth.areas.nonfinite import AREA
    from tb_trainhealth.summary import reader

    without_tensorflow()
    try:
        provider, ctx, eid, _ = logdir_lib.open_logdir(run_dir)
        data = reader.read_run(provider, ctx, eid, ".")
    except Exception:
        return None
    kinds = {AREA.events.nonfinite_data, AREA.events.nonfinite_op, AREA.events.nonfinite_activations,
             AREA.events.nonfinite_loss, AREA.events.nonfinite_gradients, AREA.events.nonfinite_weights}
    steps = [e.step for e in (data.events if data else []) if e.kind in kinds]
    return min(steps) if steps else None


def _has_events(directory):
    return any(".tfevents." in name for name in os.listdir(directory))


def _folder_bytes(folder):
    return sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(folder) for name in names)


def _script(run_dir, manifest):
    return _SCRIPT.format(run=run_dir, step=manifest["step"], epoch=manifest["epoch"], batch=manifest["batch"],
                          loss=LOSS, gradients=GRADIENTS, weights=WEIGHTS, manifest=MANIFEST, batch_file=BATCH,
                          step_dir=STEP)


_SCRIPT = '''"""Reproduces the first NaN/Inf step of the run {run}: step {step}
(epoch {epoch}, batch {batch}), written by `tb-trainhealth repro`.

Standalone: it needs numpy and TensorFlow, none of the training script,
its data pipeline or its files. `{step_dir}/` is a TensorFlow SavedModel of
one train step (forward, the compiled loss, the gradients, the
optimizer's update) holding the model's and the optimizer's variables as
they were before that step; `{batch_file}` is the step's batch;
`{manifest}` says what the run saw and the optimizer's settings.

    python repro.py    # exit 0: the NaN/Inf is reproduced, 1: it is not
"""

import json
import logging
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402

logging.getLogger("absl").setLevel(logging.ERROR)  # the loader's note on custom gradients
HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    with open(os.path.join(HERE, "{manifest}")) as f:
        manifest = json.load(f)
    arrays = np.load(os.path.join(HERE, "{batch_file}"))
    batch = [tf.cast(arrays[f"t{{i}}"], dtype) for i, dtype in enumerate(manifest["batch_dtypes"])]
    step = tf.saved_model.load(os.path.join(HERE, "{step_dir}"))
    out = {{name: value.numpy() for name, value in step.train_step(*batch).items()}}

    names = manifest["trainable"]
    loss = float(out["{loss}"])
    in_batch = sum(int(np.size(a) - np.isfinite(a).sum()) for a in map(np.asarray, batch) if a.dtype.kind == "f")
    grads = [f"{{n}} ({{c}})" for n, c in zip(names, out["{gradients}"]) if c]
    weights = [f"{{n}} ({{c}})" for n, c in zip(names, out["{weights}"]) if c]
    print(f"step {step} of {run}: loss {{loss}}")
    print(f"  NaN/Inf values in the batch: {{in_batch}}")
    print(f"  gradients with NaN/Inf: {{', '.join(grads) or 'none'}}")
    print(f"  weights with NaN/Inf after the update: {{', '.join(weights) or 'none'}}")
    found = [what for what, bad in (("the loss is " + str(loss), not np.isfinite(loss)),
                                    (f"{{len(grads)}} gradient(s) NaN/Inf", grads),
                                    (f"{{len(weights)}} weight(s) NaN/Inf after the update", weights)) if bad]
    if found:
        print("reproduced: step {step} (epoch {epoch}, batch {batch}): " + "; ".join(found))
        return 0
    print("not reproduced: step {step} (epoch {epoch}, batch {batch}): the loss, the gradients and the updated "
          "weights are all finite")
    return 1


if __name__ == "__main__":
    sys.exit(main())
'''
