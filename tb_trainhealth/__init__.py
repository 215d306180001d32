"""tb-trainhealth: the Training Health tab for TensorBoard.

Capture (needs TensorFlow) is imported on first use, so that TensorBoard and
the CLI can import this package without TensorFlow.
"""

__version__ = "0.1.0"

__all__ = ["TrainHealth", "autolog", "Monitor", "watch", "find_batch_size", "check"]


def __getattr__(name):
    if name == "TrainHealth":
        from tb_trainhealth.capture.entry.callback import TrainHealth

        return TrainHealth
    if name == "watch":
        from tb_trainhealth.capture.probes.activations import watch

        return watch
    if name == "Monitor":
        from tb_trainhealth.capture.entry.monitor import Monitor

        return Monitor
    if name == "find_batch_size":
        from tb_trainhealth.capture.tools.batch_size import find_batch_size

        return find_batch_size
    if name == "check":
        from tb_trainhealth.one_batch import check

        return check
    if name == "autolog":
        from tb_trainhealth.capture.entry.autolog import autolog

        return autolog
    raise AttributeError(f"module 'tb_trainhealth' has no attribute {name!r}")
