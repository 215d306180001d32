"""A C checksum for TensorBoard's event-file reader where TensorFlow is not
loaded.

Every record of an event file carries a CRC32C of its bytes. TensorBoard
checks it in C++ through TensorFlow, and without TensorFlow (the CLI, see
cli.without_tensorflow) in pure Python, byte by byte: about 1 MiB/s, so a
100,000-step run of a 24-block model (200 MiB of events) took three minutes
to read, all of it in `crc_update`. `google-crc32c` (a dependency: a C
library with a pure-Python fallback of its own) does the same sum at memory
speed. Only the stub's checksum function is replaced: the same value, the
same checks.
"""

import logging

logger = logging.getLogger(__name__)


def install():
    """Points TensorBoard's stub reader (and event_files, which uses it) at
    the C checksum. Returns whether it did; where the stub or the library is
    missing or not what it was, nothing changes."""
    try:
        import google_crc32c
        from tensorboard.compat.tensorflow_stub import pywrap_tensorflow
    except ImportError:
        return False
    if getattr(google_crc32c, "implementation", "") != "c" or not callable(getattr(pywrap_tensorflow, "crc32c", None)):
        return False
    if pywrap_tensorflow.crc32c(b"123456789") != google_crc32c.value(b"123456789"):
        logger.debug("tb_trainhealth: TensorBoard's crc32c is not CRC32C; left as it is")
        return False
    pywrap_tensorflow.crc32c = google_crc32c.value
    return True
