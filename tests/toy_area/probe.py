"""The toy probe: counts the steps it sees, and writes the count at the
end of fit."""

from tb_trainhealth.capture.probes import Probe

from toy_area.declaration import AREA


class ToyProbe(Probe):
    @classmethod
    def from_options(cls, options):
        return cls(every=options["every"])  # the area's one option (declaration.py)

    def __init__(self, every=1):
        self.every = every
        self.counted = 0

    def on_batch_end(self, run, logs):
        if run.step % self.every == 0:
            self.counted += 1

    def on_train_end(self, run):
        run.writer.event(AREA.events.toy_count, run.step, {"counted": self.counted, "every": self.every})
