"""Demo runs of the input-pipeline area: a starved pipeline and the same
data through the corrected one.

Both read the same small "image" records (16x16x3 uint8, serialised one per
record, as a file of records would hold them) and train the same small CNN
with plain `model.fit` and the TrainHealth callback.

  pipeline_starved  decodes each record in Python (`tf.py_function` around
                    `np.load`), one element at a time (a py_function is
                    stateful, so tf.data does not parallelise the map), with
                    the shuffle buffer far smaller than the data: the step
                    waits for its batch most of the time. Its records come
                    in shards of 256, and the decoder opens each shard's
                    file as it reaches it (SHARD_OPEN_S, as on network
                    storage): a stall every 8 steps.
  pipeline_fixed    decodes with TensorFlow ops (`tf.io.decode_raw`), in
                    parallel, caches the decoded images, shuffles over the
                    whole data and prefetches.
"""

import io
import os
import time

import numpy as np
import tensorflow as tf

import tb_trainhealth

RECORDS = 1024
BATCH = 32
SHAPE = (16, 16, 3)
SHARD = 256  # records per shard file
SHARD_OPEN_S = 0.15


def records(rng):
    """Serialised images and their labels: NumPy .npy bytes (for the
    Python decoder) and raw uint8 bytes (for the TF one), the same pixels."""
    # The label is which third of the image (top, middle, bottom) is lit.
    labels = rng.integers(0, 3, size=RECORDS).astype("int32")
    images = rng.integers(0, 128, size=(RECORDS,) + SHAPE).astype(np.uint8)
    rows = SHAPE[0] // 3
    for i, label in enumerate(labels):
        images[i, label * rows:(label + 1) * rows] += 120
    npy = []
    for image in images:
        buffer = io.BytesIO()
        np.save(buffer, image)
        npy.append(buffer.getvalue())
    return np.array(npy, dtype=object), images.reshape(RECORDS, -1).tobytes(), labels


def _cnn(keras):
    model = keras.Sequential([
        keras.Input(SHAPE),
        keras.layers.Conv2D(8, 3, activation="relu"),
        keras.layers.GlobalAveragePooling2D(),
        keras.layers.Dense(3),
    ])
    model.compile(optimizer=keras.optimizers.Adam(3e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    return model


def _decode_npy(record, index):
    # Python-side decoding: the GIL is held for every element.
    if int(index) % SHARD == 0:
        time.sleep(SHARD_OPEN_S)  # the next shard's file is opened
    image = np.load(io.BytesIO(record.numpy()))
    return (image.astype("float32") / 255.0).reshape(SHAPE)


def decode_in_python(index, record, label):
    image = tf.py_function(_decode_npy, [record, index], tf.float32)
    image.set_shape(SHAPE)
    return image, label


def train_starved(keras, logdir, epochs=2):
    npy, _, labels = records(np.random.default_rng(11))
    dataset = (
        tf.data.Dataset.from_tensor_slices((np.arange(RECORDS), list(npy), labels))
        .shuffle(8)
        .map(decode_in_python)
        .batch(BATCH)
    )
    _cnn(keras).fit(dataset, epochs=epochs, verbose=0,
                    callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, "pipeline_starved"))])


def decode_in_tf(record, label):
    image = tf.reshape(tf.io.decode_raw(record, tf.uint8), SHAPE)
    return tf.cast(image, tf.float32) / 255.0, label


def train_fixed(keras, logdir, epochs=2):
    _, raw, labels = records(np.random.default_rng(11))
    size = int(np.prod(SHAPE))
    flat = [raw[i * size:(i + 1) * size] for i in range(RECORDS)]
    dataset = (
        tf.data.Dataset.from_tensor_slices((flat, labels))
        .map(decode_in_tf, num_parallel_calls=tf.data.AUTOTUNE)
        .cache()
        .shuffle(RECORDS)
        .batch(BATCH)
        .prefetch(tf.data.AUTOTUNE)
    )
    _cnn(keras).fit(dataset, epochs=epochs, verbose=0,
                    callbacks=[tb_trainhealth.TrainHealth(os.path.join(logdir, "pipeline_fixed"))])
