"""One worker of a MultiWorkerMirroredStrategy run under tf_keras (Keras
3's fit does not run under it on TF 2.21: keras-team/keras#20585), the way
its tutorial writes one; tests/test_multi_worker.py starts two.

    TF_CONFIG=... TF_USE_LEGACY_KERAS=1 python multi_worker_fit.py LOGDIR [DIE_AT_STEP]

With DIE_AT_STEP, the worker of index 1 is killed (SIGKILL, as a preempted
machine goes) when that step begins: the chief is left alone mid-run."""
import json
import os
import signal
import sys
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


class Preempted(keras.callbacks.Callback):
    def __init__(self, step):
        super().__init__()
        self.step = step

    def on_train_batch_begin(self, batch, logs=None):
        if batch + 1 == self.step:
            os.kill(os.getpid(), signal.SIGKILL)


callbacks = [tb_trainhealth.TrainHealth(sys.argv[1])]
if len(sys.argv) > 2 and json.loads(os.environ["TF_CONFIG"])["task"]["index"] == 1:
    callbacks.append(Preempted(int(sys.argv[2])))
history = model.fit(dataset, epochs=2, steps_per_epoch=8, verbose=0, callbacks=callbacks)
print("epoch losses:", " ".join(repr(v) for v in history.history["loss"]))
print("done", flush=True)  # the test waits on this line of each worker
