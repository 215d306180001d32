"""Probes: one module per area, each recording its own evidence.

A probe gets the callback's hooks with a `TrainingRun` (the model, the
writer, the current step and epoch). The probes that `TrainHealth` runs by
default are listed in `default_probes()`.
"""


class Probe:
    """Base class: every hook is optional."""

    def on_train_begin(self, run):
        pass

    def on_epoch_begin(self, run):
        pass

    def on_batch_end(self, run, logs):
        pass

    def on_train_end(self, run):
        pass

    def before_first_step(self, run, iterator):
        """Once per fit, before its first step runs. `iterator` is what
        Keras hands the train function (a tf.data or distributed iterator:
        its `element_spec` describes the batches without consuming one)."""

    def on_step_error(self, run, error):
        """An exception is leaving a training step; it is re-raised after
        every probe has seen it and the writer is flushed."""


def default_probes():
    from tb_trainhealth.capture.probes.loss import LossProbe

    return [LossProbe()]
