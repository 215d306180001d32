"""A Keras 3 custom training loop under a tf.distribute strategy, the way
TensorFlow's distributed-training tutorial writes one (strategy.run,
tf.nn.compute_average_loss, the per-replica gradients returned), with
tb_trainhealth.Monitor; tests/test_strategy_loops.py runs it.

    python strategy_loop.py LOGDIR [--fit] [--nan-at SAMPLE] [--head-units N]

Without TF_CONFIG: MirroredStrategy on two logical CPUs. With TF_CONFIG:
one worker of a MultiWorkerMirroredStrategy cluster. `--fit`: the same
model, data and order through Keras 3's `fit` with TrainHealth instead
(single machine only). `--nan-at`: a NaN in that sample's features.
`--head-units`: an output of N units for the one target (default 1)."""
import os
import sys

import numpy as np
import tensorflow as tf

MULTI_WORKER = bool(os.environ.get("TF_CONFIG"))
if not MULTI_WORKER:
    cpu = tf.config.list_physical_devices("CPU")[0]
    tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)

import keras  # noqa: E402

import tb_trainhealth  # noqa: E402

logdir = sys.argv[1]
nan_at = int(sys.argv[sys.argv.index("--nan-at") + 1]) if "--nan-at" in sys.argv else None
head_units = int(sys.argv[sys.argv.index("--head-units") + 1]) if "--head-units" in sys.argv else 1
strategy = (tf.distribute.MultiWorkerMirroredStrategy() if MULTI_WORKER
            else tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"]))
GLOBAL_BATCH, STEPS = 32, 12
rng = np.random.default_rng(0)
x = rng.normal(size=(GLOBAL_BATCH * STEPS, 8)).astype("float32")
y = (x[:, :1] * 2 - x[:, 1:2]).astype("float32")
if nan_at is not None:
    x[nan_at, 3] = np.nan

keras.utils.set_random_seed(0)
with strategy.scope():
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="tanh", name="hidden"),
                              keras.layers.Dense(head_units, name="out")])
    optimizer = keras.optimizers.SGD(0.05)
dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(GLOBAL_BATCH)

if "--fit" in sys.argv:
    with strategy.scope():
        model.compile(optimizer=optimizer, loss="mse")
    model.fit(dataset, epochs=1, verbose=0, callbacks=[tb_trainhealth.TrainHealth(logdir)])
    print("done", flush=True)
    sys.exit(0)

if MULTI_WORKER:
    # As the multi-worker tutorial does: each worker reads its own shard,
    # every other sample (worker w gets samples w, w + 2, ...), in batches
    # of its share of the global batch.
    def dataset_fn(context):
        return (tf.data.Dataset.from_tensor_slices((x, y))
                .shard(context.num_input_pipelines, context.input_pipeline_id)
                .batch(context.get_per_replica_batch_size(GLOBAL_BATCH)))

    distributed = strategy.distribute_datasets_from_function(dataset_fn)
else:
    distributed = strategy.experimental_distribute_dataset(dataset)

@tf.function
def train_step(features, targets):
    def step_fn(features, targets):
        with tf.GradientTape() as tape:
            predictions = model(features, training=True)
            per_sample = tf.reduce_mean(tf.square(targets - predictions), axis=-1)
            loss = tf.nn.compute_average_loss(per_sample, global_batch_size=GLOBAL_BATCH)
        gradients = tape.gradient(loss, model.trainable_variables)
        optimizer.apply(gradients, model.trainable_variables)
        return loss, gradients

    losses, gradients = strategy.run(step_fn, args=(features, targets))
    return strategy.reduce("SUM", losses, axis=None), gradients


with tb_trainhealth.Monitor(logdir) as monitor:
    for features, targets in distributed:
        loss, gradients = train_step(features, targets)
        monitor.step(loss=loss, gradients=gradients, variables=model.trainable_variables)
print("done", flush=True)
