"""What the probes see of a run (`TrainingRun`): one per step engine
(capture/engine/step_engine.py), shared by all its participants; and the
two requests a probe makes of the engine through it (`hand_out`,
`retrace`)."""

import dataclasses
import typing

from tb_trainhealth.capture.engine.step_outputs import StepOutputs
from tb_trainhealth.capture.writer import RunWriter


@dataclasses.dataclass
class TrainingRun:
    """What the probes see: shared by every probe of one engine."""

    model: typing.Any
    writer: RunWriter
    stop_on_nonfinite: bool
    step: int = 0  # 1-based global training step, like optimizer.iterations
    epoch: int = 0
    batch: int = 0  # batch index within the epoch, as Keras counts it
    fit_args: typing.Optional[dict] = None  # fit's own arguments, where autolog saw them
    # Fit's own locals (internals.FIT_LOCALS: its data, batch size, epoch
    # iterator), read from its frame as it began; None outside a fit.
    fit_locals: typing.Optional[dict] = None
    # Keras's params of this fit ({"epochs", "steps"}, as callbacks get
    # them): how long it will run, where Keras knows.
    fit_params: typing.Optional[dict] = None
    # The probes' in-graph statistics, handed out by the step itself.
    step_outputs: StepOutputs = dataclasses.field(default_factory=StepOutputs)
    retrace_wanted: bool = False
    retrace_required: bool = False  # see `retrace`
    # A variable handed out that the step did not hand out before: a kept
    # train function (kept_functions.py) would not return it.
    outputs_added: bool = False
    # Under a strategy: {"replica", "replicas"} of the replica whose
    # statistics of the step being processed hold a NaN/Inf, else {}.
    replica: dict = dataclasses.field(default_factory=dict)

    def where(self):
        """Where the step being processed is: {"epoch", "batch"}, and the
        replica it went wrong on, for the events of a NaN/Inf."""
        return {"epoch": self.epoch, "batch": self.batch, **self.replica}

    def hand_out(self, name, variable, full_only=False):
        """Probe contract: every step traced from now on returns `variable`
        (read as `step_outputs.read(name)`), or every full step
        (`full_only`: a variable only they write); a train function traced
        before is traced again."""
        if not self.step_outputs.holds(name, variable):
            self.step_outputs.register(name, variable, full_only)
            self.retrace_wanted = self.outputs_added = True

    def retrace(self, changes_training=False):
        """Probe contract: the probe put hooks into the step; the engine
        traces the train function again once this round of hooks is in.
        `changes_training`: heal changed what the step does (its clipping,
        its rate's schedule), traced again even where the step runs one
        version only (step_variants.py), where hooks alone are not."""
        self.retrace_wanted = True
        self.retrace_required = self.retrace_required or changes_training
