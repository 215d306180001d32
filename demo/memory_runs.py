"""Demo runs of the memory area: an out-of-memory error made safe for a
shared CPU, and the same model at the batch size the finder picks.

The model has a minibatch-discrimination layer (Salimans et al., 2016,
"Improved Techniques for Training GANs"): each sample's mean L1 distance
to every other sample of its batch, written with broadcasting,
`x[:, None, :] - x[None, :, :]`. That intermediate is (B, B, 48) floats:
192 * B^2 bytes, quadratic in the batch size B, while everything else in
the step is linear in B.

  oom_batch    batch_size=131072: the intermediate is 3 TiB. The allocator
               refuses it at once (nothing is allocated); before it, the
               step holds ~30 MiB. The first step fails with
               ResourceExhaustedError, as it would on a GPU at a batch size
               a few hundred times smaller; the demo catches it.
  fitted_batch the same model and data at the batch size
               `tb_trainhealth.find_batch_size` returns under a 192 MiB
               budget (the machine is shared: every size the search runs
               is estimated first; the ones over the budget are not run).
               The search is logged into oom_batch: it answers that OOM.
  disk_full    a layer that dumps its activations to a file each step,
               the file on a full device: RESOURCE_EXHAUSTED that is not
               memory, reported as a full disk.

What each batch size the search can try asks for: B <= 512 stays under
~60 MiB per (B, B, 48) tensor; sizes whose step would need more than the
budget are never run; 131072 (3 TiB) is refused without an allocation.
"""

import os

import numpy as np

import tb_trainhealth

FEATURES = 8
EMBED = 48
OOM_BATCH = 131072
BUDGET = 192 << 20  # the search's max_bytes: this demo shares its machine


def pairwise_model(keras, embed=EMBED):
    class MinibatchDiscrimination(keras.layers.Layer):
        """Each sample's mean L1 distance to the rest of its batch, as features."""

        def call(self, x):
            diff = keras.ops.abs(x[:, None, :] - x[None, :, :])  # (B, B, embed)
            return keras.ops.concatenate([x, keras.ops.mean(diff, axis=1)], axis=-1)

    return keras.Sequential(
        [
            keras.Input(shape=(FEATURES,)),
            keras.layers.Dense(embed, activation="relu", name="embed"),
            MinibatchDiscrimination(name="minibatch_l1"),
            keras.layers.Dense(1, activation="sigmoid", name="real_or_fake"),
        ],
        name="discriminator",
    )


def discriminator_data(rng, n):
    x = rng.normal(size=(n, FEATURES)).astype("float32")
    y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype("float32")
    return x, y


def _compiled(keras, seed=0):
    keras.utils.set_random_seed(seed)
    model = pairwise_model(keras)
    model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy")
    return model


def train_oom(keras, logdir, rng):
    """batch_size=131072: the first step asks for 3 TiB and fails."""
    import tensorflow as tf

    x, y = discriminator_data(rng, OOM_BATCH)
    model = _compiled(keras)
    try:
        model.fit(x, y, batch_size=OOM_BATCH, epochs=1, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, "oom_batch"))])
    except tf.errors.ResourceExhaustedError as error:
        first = next((line for line in str(error).splitlines() if "OOM" in line), "")
        print(f"oom_batch: fit failed as intended: {first.strip()[:120]}")
        return x, y
    raise RuntimeError("oom_batch: the demo expected fit to run out of memory")


def train_fitted(keras, logdir, rng, x, y):
    """The batch size the finder picks for the OOM-ed model, searched from
    131072 down and logged into the OOM's run (the answer to its OOM), then
    the same model trained at that size."""
    model = _compiled(keras)
    found = tb_trainhealth.find_batch_size(model, (x, y), start=OOM_BATCH, grow=False,
                                           max_bytes=BUDGET, logdir=os.path.join(logdir, "oom_batch"))
    print(f"fitted_batch: find_batch_size -> {found}")
    n = 16 * found
    model.fit(x[:n], y[:n], batch_size=found, epochs=2, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, "fitted_batch"))])
    return found


def dump_model(keras, dump_path):
    """A model whose layer dumps its activations to a file every step, for
    debugging later."""
    import tensorflow as tf

    class DumpActivations(keras.layers.Layer):
        def call(self, x):
            tf.io.write_file(dump_path, tf.io.serialize_tensor(x))
            return x

    model = keras.Sequential([keras.Input((FEATURES,)), keras.layers.Dense(16, activation="relu"),
                              DumpActivations(name="dump"), keras.layers.Dense(1, activation="sigmoid")])
    model.compile(optimizer="sgd", loss="binary_crossentropy")
    return model


def train_disk_full(keras, logdir, rng, dump_path="/dev/full"):
    """The dump written to a full device (/dev/full: every write fails with
    ENOSPC, as on a full disk): TF raises RESOURCE_EXHAUSTED, which is not
    memory."""
    import tensorflow as tf

    if not os.path.exists(dump_path):  # not Linux: no full device to write to
        return
    x, y = discriminator_data(rng, 64)
    try:
        dump_model(keras, dump_path).fit(x, y, batch_size=16, epochs=1, verbose=0,
                                         callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, "disk_full"))])
    except tf.errors.ResourceExhaustedError as error:
        print(f"disk_full: fit failed as intended: {str(error).strip().splitlines()[-1][:100]}")
        return
    raise RuntimeError("disk_full: the demo expected fit to fail")


def main(logdir):
    import keras

    rng = np.random.default_rng(0)
    x, y = train_oom(keras, logdir, rng)
    train_fitted(keras, logdir, rng, x, y)
    train_disk_full(keras, logdir, rng)


if __name__ == "__main__":
    main(os.path.join("demo", "logs"))
