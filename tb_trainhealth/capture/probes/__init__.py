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
        """One training step: `run.step` (epoch, batch) is that step and
        `run.step_outputs.read(name)` its statistics. Called for the kept
        steps together, oldest first, a few steps after they ran (see
        capture/callback.py), or right after, where `wants_step_at_once`."""

    def on_train_end(self, run):
        pass

    def detach(self, run):
        """`fit` is over: undo what the probe changed on the model or its
        optimizer, so later fits (and evaluate/predict) run untouched."""

    def wants_full_step(self, step):
        """Whether `step` (1-based) should run the full version of the
        train function, with the slow statistics (capture/step_variants.py)."""
        return False

    def wants_step_at_once(self, step):
        """Whether `step` must be processed right after it runs: its work
        reads the model as that step left it (weights, say)."""
        return False

    def before_first_step(self, run, iterator):
        """Once per fit, before its first step runs. `iterator` is what
        Keras hands the train function (a tf.data or distributed iterator:
        its `element_spec` describes the batches without consuming one)."""

    def on_step_error(self, run, error):
        """An exception is leaving a training step; it is re-raised after
        every probe has seen it and the writer is flushed."""

    def on_fit_error(self, run, error):
        """An exception left `fit` that no step guard saw: raised before
        on_train_begin (Keras's data adapter, a build under a distribution
        strategy) or outside the train function (validation). Only autolog's
        fit wrapper sees these; `run.fit_args` holds fit's arguments."""


def default_probes(gradients=True, histogram_every=None, update_ratio_every=None, full_stats_every=None):
    from tb_trainhealth.capture.probes import gradients as gradients_lib
    from tb_trainhealth.capture.probes.activations import ActivationProbe
    from tb_trainhealth.capture.probes.loss import LossProbe
    from tb_trainhealth.capture.probes.loss_scale import LossScaleProbe

    from tb_trainhealth.capture.probes.shapes import ShapeProbe

    probes = [LossProbe(), LossScaleProbe(), ActivationProbe(), ShapeProbe()]
    if gradients:
        probes.append(
            gradients_lib.GradientProbe(
                histogram_every=_default(histogram_every, gradients_lib.DEFAULT_HISTOGRAM_EVERY),
                update_ratio_every=_default(update_ratio_every, gradients_lib.DEFAULT_UPDATE_RATIO_EVERY),
                full_stats_every=_default(full_stats_every, gradients_lib.DEFAULT_FULL_STATS_EVERY),
            )
        )
    return probes


def _default(value, default):
    return default if value is None else value
