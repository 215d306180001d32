"""Small real models and data for the tests, and reading a logdir back."""

import numpy as np

from tb_trainhealth import diagnosis, logdir as logdir_lib
from tb_trainhealth.summary import reader


def classification_data(n=256, features=8, classes=3, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, features)).astype("float32")
    y = np.argmax(x @ rng.normal(size=(features, classes)), axis=1).astype("int32")
    return x, y


def with_nan_at(x, index):  # (tanh, unlike relu, passes NaN on)
    """A copy of x whose sample `index` is NaN: with shuffle=False and batch
    size B, the loss turns NaN exactly at training step index // B + 1."""
    x = x.copy()
    x[index, 0] = np.nan
    return x


def sequential_model(keras, features=8, classes=3):
    return keras.Sequential(
        [keras.Input(shape=(features,)), keras.layers.Dense(16, activation="tanh"), keras.layers.Dense(classes)]
    )


def functional_model(keras, features=8, classes=3):
    inputs = keras.Input(shape=(features,))
    hidden = keras.layers.Dense(16, activation="tanh")(inputs)
    return keras.Model(inputs, keras.layers.Dense(classes)(hidden))


def subclassed_model(keras, features=8, classes=3):
    class Small(keras.Model):
        def __init__(self):
            super().__init__()
            self.hidden = keras.layers.Dense(16, activation="tanh")
            self.out = keras.layers.Dense(classes)

        def call(self, x):
            return self.out(self.hidden(x))

    return Small()


MODEL_KINDS = {
    "sequential": sequential_model,
    "functional": functional_model,
    "subclassed": subclassed_model,
}


def compile_classifier(keras, model, jit_compile=False):
    model.compile(
        optimizer=keras.optimizers.Adam(1e-2),
        loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
        jit_compile=jit_compile,
    )
    return model


def read_runs(logdir):
    """{run name: RunData} of everything trainhealth logged under logdir."""
    provider, ctx, eid, _ = logdir_lib.open_logdir(str(logdir))
    return {
        run: reader.read_run(provider, ctx, eid, run)
        for run in reader.list_runs(provider, ctx, eid)
    }


def diagnose_dir(logdir):
    return {run: diagnosis.diagnose(data) for run, data in read_runs(logdir).items()}


def free_ports(n):
    """n free TCP ports on localhost (for a cluster of workers)."""
    import socket

    sockets = [socket.socket() for _ in range(n)]
    for s in sockets:
        s.bind(("localhost", 0))
    ports = [s.getsockname()[1] for s in sockets]
    for s in sockets:
        s.close()
    return ports


def run_two_workers(script, args, env, expect_done=(True, True)):
    """Runs `script ARGS` as both workers of a cluster on loopback, each a
    process of the caller's own, stopped when done or at the timeout;
    asserts that each worker of `expect_done` printed "done" and exited 0.
    Returns (chief's pid, the other's pid, [their (stdout, stderr)])."""
    import json
    import subprocess
    import sys

    cluster = {"worker": [f"localhost:{p}" for p in free_ports(2)]}
    workers = []
    for index in range(2):
        task_env = {**env, "TF_CONFIG": json.dumps({"cluster": cluster, "task": {"type": "worker", "index": index}})}
        workers.append(subprocess.Popen([sys.executable, script, *map(str, args)], env=task_env, text=True,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE))
    try:
        outputs = [w.communicate(timeout=300) for w in workers]
    finally:
        for w in workers:
            w.kill()
    for w, (out, err), done in zip(workers, outputs, expect_done):
        if done:
            assert w.returncode == 0 and "done" in out, err[-3000:]
    return workers[0].pid, workers[1].pid, outputs
