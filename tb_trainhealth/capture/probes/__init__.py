"""Probes: one module per area, each recording its own evidence.

The probe contract (docs/design.md, "The area contract"). A probe gets the
callback's hooks with a `TrainingRun` (the model, the writer, the current
step and epoch). It never rebuilds the train function itself: it says what
it needs, and the step engine (capture/engine/step_engine.py) provides it.

- Its in-graph statistics: `run.hand_out(name, variable)` registers a
  variable that every step returns with its metrics; the step's value is
  `run.step_outputs.read(name)` in `on_batch_end`. With `full_only=True`
  only full steps return it (a variable only they write).
- Tensors computed in the step itself (statistics of the batch,
  timestamps): `in_step_begin` / `in_step_end` return {name: tensor},
  handed out like a registered variable and read the same way.
- Hooks it put into the step (layer calls, the optimizer): `run.retrace()`
  asks for the train function to be traced again, once the hooks of this
  round are in.
- Its per-step host work may go over many steps at once:
  `on_steps_end(run, steps)`, by default `on_batch_end` for each.
- How often it wants the slow statistics: `wants_full_step(step)`, and at
  which steps exactly, whatever steps_per_execution: `needs_full_step`; which
  steps it must see right after they ran: `wants_step_at_once(step)`.
- A private Keras/TF API it leans on comes from capture/internals/; if
  that raises `MissingInternal`, the engine turns the probe off, with one
  warning, and training goes on.

Which probes run is declared by the areas (`Area.probes`); `make_probes`
builds each with its area's options, resolved (capture/options.py), which
the probe's `from_options` reads by name.
"""

import importlib
import logging

from tb_trainhealth import areas as areas_lib
from tb_trainhealth.capture import options as options_lib
from tb_trainhealth.capture.probes.base import Probe  # noqa: F401 (the package's name for it)

logger = logging.getLogger("tb_trainhealth")


def make_probes(options=None):
    """The probes of every enabled area, in area order, each made with its
    area's options (`options`: as TrainHealth takes them)."""
    resolved = options_lib.resolve(options)
    probes = []
    for area in areas_lib.all_areas():
        settings = dict(resolved[area.name])
        if not settings.pop(options_lib.ENABLED):
            continue
        read = _Read(settings)
        for path in area.probes:
            module, _, name = path.partition(":")
            probe = getattr(importlib.import_module(module), name).from_options(read)
            probe.area = area.name
            probes.append(probe)
        unread = sorted(key for key in settings if key not in read.keys_read)
        if unread:
            # An area of one's own whose probe has no `from_options` for them.
            logger.warning("tb_trainhealth: the %s area's options %s are read by none of its probes (%s): they "
                           "have no effect; a probe reads its options in its `from_options`.",
                           area.name, ", ".join(unread), ", ".join(area.probes))
    return probes


class _Read(dict):
    """An area's options, noting which its probes read."""

    def __init__(self, settings):
        super().__init__(settings)
        self.keys_read = set()

    def __getitem__(self, key):
        self.keys_read.add(key)
        return super().__getitem__(key)

