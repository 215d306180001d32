"""Trains the demo runs into one logdir, on CPU, in a few minutes, then
prints one line per run: its status and its first finding.

    python demo/train_demo.py --logdir demo/logs

Runs:
  healthy   an MLP that learns a synthetic classification task.
  nan_loss  the same kind of model on a regression task whose learning
            rate keeps doubling: the loss explodes and turns NaN/Inf.
  exploding a deep tanh MLP with far too large initial weights: gradients
            explode toward the input (demo/gradient_runs.py).
  vanishing a deep sigmoid MLP: gradients vanish toward the input.
  stuck, oscillating
            an MLP whose learning rate is 1000x too low (the loss does not
            move), and one whose rate is 100x too high (the loss swings
            without coming down) (demo/convergence_runs.py).
  oom_batch, fitted_batch, disk_full
            a minibatch-discrimination layer whose (B, B, 48) intermediate
            asks for 3 TiB at batch size 131072 (refused at once, nothing
            allocated), and the same model at the batch size
            find_batch_size picks; disk_full: a RESOURCE_EXHAUSTED that is
            a full disk, not memory (demo/memory_runs.py).
  pipeline_starved, pipeline_fixed
            the same image records decoded in Python one at a time with a
            tiny shuffle buffer (input-bound), and through the corrected
            tf.data pipeline (demo/pipeline_runs.py).
  shape_error, label_mismatch
            a Reshape to an impossible size deep in a subclassed model, and
            class-id labels given to a categorical loss: both crash in fit,
            caught (demo/shape_runs.py).
  log_relu_nan, float16_overflow, mixed_healthy
            a custom layer's log(relu(x)) turns -Inf at step 41 (replayed
            down to its op and source line); a float16 layer nears then
            passes 65504; a healthy mixed-precision run
            (demo/numerics_runs.py).
  nan_record
            one NaN record in the data, named as the data's (not blamed on
            the backward pass) (demo/nonfinite_data_runs.py).
  Every run that goes NaN/Inf is trained with the nonfinite replay on:
  its first bad step is kept, and `tb-trainhealth repro` rebuilds it.
  transformer_healthy, transformer_lr_jump, transformer_bad_batch,
  transformer_no_warmup, transformer_logit_growth, transformer_qk_norm,
  transformer_mask_nan
            a small decoder-only transformer (demo/transformer.py): healthy
            with AdamW and warmup; a step schedule written the wrong way
            round (the loss spikes and stays up); one batch of garbage labels
            (a spike at it every epoch); AdamW at 0.3 with no warmup;
            attention logits that grow (and their QK-norm twin); a
            hand-written attention mask of -1e9 under mixed_float16 (NaN)
            (demo/transformer_runs.py).
"""

import argparse
import contextlib
import importlib
import io
import os
import warnings

import numpy as np

import tb_trainhealth


@contextlib.contextmanager
def native_stderr_silenced():
    """TensorFlow's C++ start-up lines (oneDNN, absl's "before
    InitializeLog") are written at import, before TF_CPP_MIN_LOG_LEVEL is
    read: the demo's import of TensorFlow writes to /dev/null instead. An
    import error still shows, raised after stderr is back."""
    saved = os.dup(2)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 2)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def _demo_module(name):
    """demo.<name> imported as a package module, or, run as a script (demo/
    then on sys.path), as a plain one."""
    try:
        return importlib.import_module(f"demo.{name}")
    except ImportError:
        return importlib.import_module(name)


def consume_onednn_dtype_note():
    """TensorFlow logs, at ERROR and once per process (one absl::once_flag
    for every dtype: tensorflow/core/util/util.cc), "oneDNN supports DT_HALF
    only on platforms with AVX-512" at the first op of a dtype this CPU's
    oneDNN lacks, then computes it with Eigen. Whether it is said depends on
    the CPU, not on the demo: one float16 and one bfloat16 op here, with
    stderr silenced, say it to /dev/null (and never again)."""
    import tensorflow as tf

    for dtype in (tf.float16, tf.bfloat16):
        square = tf.ones((2, 2), dtype)
        tf.matmul(square, square)


# The demo's modules import TensorFlow (its C++ start-up lines are not the
# demo's output).
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
with native_stderr_silenced():
    (gradient_runs, numerics_runs, shape_runs, pipeline_runs, memory_runs, convergence_runs,
     nonfinite_data_runs, transformer_runs) = (
        _demo_module(name) for name in (
            "gradient_runs", "numerics_runs", "shape_runs", "pipeline_runs", "memory_runs",
            "convergence_runs", "nonfinite_data_runs", "transformer_runs"))
    consume_onednn_dtype_note()


def synthetic_classification(rng, n=2048, features=20, classes=4):
    x = rng.normal(size=(n, features)).astype("float32")
    w = rng.normal(size=(features, classes)).astype("float32")
    y = np.argmax(x @ w, axis=1).astype("int32")
    return x, y


def mlp(keras, inputs, outputs, hidden_activation="relu"):
    return keras.Sequential(
        [
            keras.Input(shape=(inputs,)),
            keras.layers.Dense(64, activation=hidden_activation),
            keras.layers.Dense(32, activation=hidden_activation),
            keras.layers.Dense(outputs),
        ]
    )


def train_healthy(keras, logdir, rng, epochs=3):
    x, y = synthetic_classification(rng)
    model = mlp(keras, x.shape[1], 4)
    model.compile(
        optimizer=keras.optimizers.Adam(1e-3),
        loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    )
    model.fit(
        x, y, batch_size=64, epochs=epochs, verbose=0,
        callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, "healthy"))],
    )


def train_nan_loss(keras, logdir, rng, epochs=4):
    x = rng.normal(size=(2048, 20)).astype("float32")
    y = (x @ rng.normal(size=(20, 1)) * 3).astype("float32")
    # tanh units cannot die the way ReLUs do, so the blow-up reaches the loss.
    model = mlp(keras, x.shape[1], 1, hidden_activation="tanh")
    # A learning-rate schedule gone wrong: the rate doubles every 8 steps
    # until the updates explode (deterministically, whatever the seed).
    schedule = keras.optimizers.schedules.ExponentialDecay(
        initial_learning_rate=1e-4, decay_steps=8, decay_rate=2.0
    )
    model.compile(optimizer=keras.optimizers.SGD(learning_rate=schedule), loss="mse")
    model.fit(
        x, y, batch_size=64, epochs=epochs, verbose=0,
        callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, "nan_loss"),
                                              options={"nonfinite": {"replay": True}})],
    )


def print_table(logdir):
    """One line per run: its name, status and first finding (the root
    cause), instead of the full diagnosis (`tb-trainhealth diagnose LOGDIR`
    prints that, and the tab shows it)."""
    from tb_trainhealth import logdir as logdir_lib
    from tb_trainhealth import report

    provider, ctx, eid, _ = logdir_lib.open_logdir(logdir)
    results = report.diagnose_logdir(provider, ctx, eid)
    width = max(len(r.run) for r in results)
    print(f"{'run':<{width}}  {'status':<8}  first finding")
    for result in results:
        first = result.findings[0] if result.findings else None
        said = f"{first.kind}: {first.summary}" if first else (result.reason or "-")
        if len(said) > 80:
            said = said[:79] + "…"
        print(f"{result.run:<{width}}  {result.status:<8}  {said}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logdir", default=os.path.join("demo", "logs"))
    args = parser.parse_args(argv)

    import keras
    import tensorflow as tf

    tf.get_logger().setLevel("ERROR")
    # The pipeline runs fit a tf.data dataset with fit's default shuffle=True:
    # Keras's note that it ignores it is not the demo's story.
    warnings.filterwarnings("ignore", message="`shuffle=True` was passed", category=UserWarning)
    # float16_overflow overflows on purpose; NumPy's note of it is not news.
    warnings.filterwarnings("ignore", message="overflow encountered in cast", category=RuntimeWarning)
    print(f"training the demo runs into {args.logdir} (a few minutes on a CPU) ...", flush=True)
    # The runs' own lines ("fit failed as intended") are summed up by the
    # table below.
    with contextlib.redirect_stdout(io.StringIO()):
        keras.utils.set_random_seed(0)
        rng = np.random.default_rng(0)
        train_healthy(keras, args.logdir, rng)
        train_nan_loss(keras, args.logdir, rng)
        x, y = synthetic_classification(rng, n=1024)
        gradient_runs.train_exploding(keras, args.logdir, x, y)
        gradient_runs.train_vanishing(keras, args.logdir, x, y)
        convergence_runs.train_stuck(keras, args.logdir, x, y)
        convergence_runs.train_oscillating(keras, args.logdir, x, y)
        memory_runs.main(args.logdir)
        shape_runs.train_shape_error(keras, args.logdir, rng)
        shape_runs.train_label_mismatch(keras, args.logdir, rng)
        numerics_runs.train_log_relu_nan(keras, args.logdir, rng)
        numerics_runs.train_float16_overflow(keras, args.logdir, rng)
        numerics_runs.train_mixed_healthy(keras, args.logdir, rng)
        # Last, with their own seed: the runs above train as they did before.
        pipeline_runs.train_starved(keras, args.logdir)
        pipeline_runs.train_fixed(keras, args.logdir)
        nonfinite_data_runs.train_nan_record(keras, args.logdir, np.random.default_rng(1))
        transformer_runs.main(args.logdir)
    print()
    print_table(args.logdir)


if __name__ == "__main__":
    main()
