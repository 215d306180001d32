"""One worker of a MultiWorkerMirroredStrategy run under tf_keras (Keras
3's fit does not run under it on TF 2.21: keras-team/keras#20585), the way
its tutorial writes one; tests/test_multi_worker.py starts two.

    TF_CONFIG=... TF_USE_LEGACY_KERAS=1 python multi_worker_fit.py LOGDIR [DIE_AT_STEP]

With DIE_AT_STEP, the worker of index 1 is killed (SIGKILL, as a preempted
machine goes) when that step begins, once the chief has finished the step
before (a file beside LOGDIR says so): the chief is left alone mid-run.
Its own end of a step is not enough: a collective's last transfer to the
chief can still be under way when worker 1 returns from it, and on a
loaded host the chief then lost the step before, not this one."""
import json
import os
import signal
import sys
import time
import numpy as np
import tensorflow as tf
import tb_trainhealth

keras = tf.keras
strategy = tf.distribute.MultiWorkerMirroredStrategy()
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 8)).astype("float32")
y = (x[:, 0] > 0).astype("int32")
with strategy.scope():
    model = keras.Sequential([keras.layers.Dense(16, activation="relu", input_shape=(8,)), keras.layers.Dense(2)])
    model.compile(keras.optimizers.Adam(1e-2), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(64).repeat()


class ChiefFinished(keras.callbacks.Callback):
    """The chief: the marker file, once its step `step` has ended (after
    TrainHealth's hook, earlier in the list)."""

    def __init__(self, step, marker):
        super().__init__()
        self.step, self.marker = step, marker

    def on_train_batch_end(self, batch, logs=None):
        if batch + 1 == self.step:
            open(self.marker, "w").close()


class Preempted(keras.callbacks.Callback):
    def __init__(self, step, marker):
        super().__init__()
        self.step, self.marker = step, marker

    def on_train_batch_begin(self, batch, logs=None):
        if batch + 1 == self.step:
            deadline = time.monotonic() + 120
            while not os.path.exists(self.marker) and time.monotonic() < deadline:
                time.sleep(0.01)  # a poll: the chief ends that step within milliseconds (seconds, loaded)
            os.kill(os.getpid(), signal.SIGKILL)


callbacks = [tb_trainhealth.TrainHealth(sys.argv[1])]
if len(sys.argv) > 2:
    die_at = int(sys.argv[2])
    marker = os.path.abspath(sys.argv[1]).rstrip(os.sep) + f".chief-finished-step-{die_at - 1}"
    if json.loads(os.environ["TF_CONFIG"])["task"]["index"] == 1:
        callbacks.append(Preempted(die_at, marker))
    else:
        callbacks.append(ChiefFinished(die_at - 1, marker))
history = model.fit(dataset, epochs=2, steps_per_epoch=8, verbose=0, callbacks=callbacks)
print("epoch losses:", " ".join(repr(v) for v in history.history["loss"]))
print("done", flush=True)  # the test waits on this line of each worker
