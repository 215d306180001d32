"""Mixed precision: the loss-scale optimizer's scale per step.

`LossScaleOptimizer` skips a step whose gradients are not finite and halves
its scale: early skips are how it finds its scale, not a NaN event. A scale
that keeps falling below 1 means the gradients overflow even unscaled.
"""

import math

from tb_trainhealth.areas.nonfinite import AREA
from tb_trainhealth.capture.probes.base import Probe

SCALE = AREA.series.loss_scale

COLLAPSED_SCALE = 1.0


class LossScaleProbe(Probe):
    def __init__(self):
        self._optimizer = None
        self._reported = False

    def on_train_begin(self, run):
        optimizer = getattr(run.model, "optimizer", None)
        self._optimizer = optimizer if hasattr(optimizer, "inner_optimizer") else None
        scale_variable = getattr(self._optimizer, "dynamic_scale", None)
        if scale_variable is not None:
            run.hand_out(SCALE, scale_variable)

    def on_steps_end(self, run, steps):
        if getattr(self._optimizer, "dynamic_scale", None) is not None:
            super().on_steps_end(run, steps)  # else no scale: nothing to record

    def on_batch_end(self, run, logs):
        # The scale variable exists once the optimizer is built (first step).
        scale_variable = getattr(self._optimizer, "dynamic_scale", None)
        if scale_variable is None:
            return
        if not run.step_outputs.registered(SCALE):
            # Built by the first step, after the train function was traced:
            # hand it out from a retraced one (the first step is processed
            # right after it ran, so this one reads the variable).
            run.hand_out(SCALE, scale_variable)
        scale = run.step_outputs.read(SCALE)
        if scale is None:
            return
        scale = float(scale)
        if run.step == 1 and hasattr(self._optimizer, "initial_scale"):
            # The scale before the first step, so a skip at step 1 shows.
            run.writer.add_point(SCALE, 0, float(self._optimizer.initial_scale))
        run.writer.add_point(SCALE, run.step, scale)
        if scale < COLLAPSED_SCALE and math.isfinite(scale) and not self._reported:
            self._reported = True
            run.writer.event(
                AREA.events.loss_scale_collapse, run.step, {"scale": scale, "epoch": run.epoch, "batch": run.batch}
            )
