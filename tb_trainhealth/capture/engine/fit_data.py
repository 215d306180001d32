"""What a fit trains on, told apart from the fit before it: a second `fit`
of the same model on other data (keras.io's denoising autoencoder trains
on clean images, then on noisy ones) or with another loss starts a new
task, whose loss the convergence rules judge afresh; one more `fit` on
the same arrays (an epoch a call, in a loop) goes on with the old one.

Read once a fit, on the host, from fit's own arguments (`x`, `y`): arrays
by their shape, dtype and a fixed sample of `SAMPLED` values spread over
them (the same values make the same data, whether the array is the same
object, a copy or a slice fit made again); anything else (a tf.data
dataset, a generator) by identity.
"""

import hashlib

import keras
import numpy as np
import tensorflow as tf

SAMPLED = 4096  # values read from each array: a few microseconds, whatever its size


def fingerprint(fit_locals, loss):
    """A hashable summary of a fit's data and loss, or None where fit's
    arguments were not read (a `train_on_batch` loop)."""
    if not fit_locals:
        return None
    return (_of(fit_locals.get("x")), _of(fit_locals.get("y")), repr(loss))


def _of(data):
    if data is None:
        return None
    leaves = keras.tree.flatten(data) if isinstance(data, (list, tuple, dict)) else [data]
    return tuple(_leaf(leaf) for leaf in leaves)


def _leaf(value):
    if isinstance(value, np.ndarray) or tf.is_tensor(value):
        try:
            return _array(value)
        except Exception:  # a ragged or sparse tensor, an unknown shape: by identity
            pass
    return ("object", id(value))


def _array(value):
    shape = tuple(int(d) for d in value.shape)
    size = int(np.prod(shape))
    positions = np.unique(np.linspace(0, max(size - 1, 0), min(size, SAMPLED)).astype(np.int64))
    if isinstance(value, np.ndarray):
        sample = value.reshape(-1)[positions] if value.flags.c_contiguous else value.flat[positions]
    else:
        sample = tf.gather(tf.reshape(value, [-1]), positions).numpy()
    digest = hashlib.blake2b(np.ascontiguousarray(sample).tobytes(), digest_size=16).hexdigest()
    return (shape, str(value.dtype), digest)
