"""Shapes: the layer shape table, the data-vs-model preflight, and shape
errors named at their layer.

Events (payloads are JSON; shapes are lists with null for unknown dims):
  shape_table           every layer call of a symbolic walk over the data's
                        spec (capture/shapes/shape_walk.py), the model's inputs and
                        outputs, the data's spec and the loss. Written before
                        the first step, and again when the table changes.
  input_spec_mismatch   {"problems": [...]}: preflight checks that failed:
                        the data cannot go into the model, or the labels do
                        not fit the output and the loss (one-hot with a
                        sparse loss, integers with a categorical one, units
                        vs classes, a broadcast). Monitor writes it too.
  shape_mismatch        a shape error left a step (or fit): the layer, the
                        expected and the actual shapes, and whether the bad
                        shape came from the data or from an earlier layer.

The pieces, one module each beside the walk (capture/shapes/shape_walk.py):
capture/shapes/shape_preflight.py (the checks before the first step),
shape_table.py (the table), shape_blame.py (a shape error named at its
layer), shape_labels.py (labels against the loss), shape_rows.py (reading
the walk) and shape_build_watch.py (a model that fails to build outside fit).
"""

import json

from tb_trainhealth.areas.shapes import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.shapes import shape_blame, shape_preflight, shape_rows, shape_table
from tb_trainhealth.capture.readers.optimizer_info import optimizer_of
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.probes.crash import write_capture_note


EVENT = AREA.events


class ShapeProbe(Probe):
    def __init__(self):
        self._fit = 0  # fits seen by this probe
        self._start_step = 0  # run.step when this fit began
        self._last_table = None  # what the last written table said
        self._preflight = None  # this fit's: {"walk", "x", "y", "problems"}
        self._reported = False  # this fit's shape_mismatch written
        self._walked = None  # (what the last preflight walked, its preflight): see before_first_step
        self._noted = None  # the last reason a preflight was skipped, said once

    def on_train_begin(self, run):
        self._fit += 1
        self._start_step = run.step
        self._preflight = None
        self._reported = False

    def before_first_step(self, run, iterator):
        spec = getattr(iterator, "element_spec", None)
        spec = internals.datasets.replica_spec(spec) if spec is not None else None
        # Fits in a loop (one epoch each, k-fold) hand the same model the
        # same batches: the walk (a symbolic pass through every layer, most
        # of a second on a transformer) would find what it found.
        key = shape_preflight.preflight_key(run, spec)
        if key is not None and self._walked is not None and self._walked[0] == key:
            self._preflight = dict(self._walked[1], fit_args=getattr(run, "fit_args", None))
            if self._preflight["problems"]:
                run.writer.event(EVENT.input_spec_mismatch, run.step,
                                 {"problems": self._preflight["problems"], "fit": self._fit})
            return
        self._run_preflight(run, spec)
        self._walked = (key, self._preflight)

    def on_step_error(self, run, error):
        self._report_error(run, error)

    def on_fit_error(self, run, error):
        args = getattr(run, "fit_args", None)
        if self._preflight is None or self._preflight["fit_args"] is not args:
            # It failed before on_train_begin: this fit has no preflight yet.
            self.on_train_begin(run)
            self._run_preflight(run, shape_preflight.spec_from_fit_args(args or {}))
        elif run.step > self._start_step and (args or {}).get("validation_data") is not None:
            # After training steps: most likely validation, on its own data.
            self._reported = False
            self._run_preflight(run, shape_preflight.spec_from_fit_args(args, validation=True))
            self._report_error(run, error, phase="validation")
            return
        self._report_error(run, error)

    # Preflight.

    def _run_preflight(self, run, element_spec):
        self._preflight = found = shape_preflight.preflight(run, element_spec)
        if found["skipped"] and found["skipped"] != self._noted:
            # Nothing we cannot call becomes a finding: it is said as a note.
            self._noted = found["skipped"]
            write_capture_note(run.writer, run.step, AREA.title.lower(),
                               f"{found['skipped']}; the preflight of the data against the model and the "
                               "layer shape table were skipped.")
        if found["walk"] is not None:
            table = shape_table.table(run.model, found["table_walk"], found["x"], found["y"], found["losses"])
            table["walked_on"] = "data" if found["table_walk"] is found["walk"] else "model_inputs"
            signature = json.dumps(table, sort_keys=True, default=str)
            if signature != self._last_table:
                self._last_table = signature
                run.writer.event(EVENT.shape_table, run.step, dict(table, fit=self._fit))
        if found["problems"]:
            # One event for all: two events of a kind at one step would share
            # a tag, and the Rust data server keeps one record per step.
            run.writer.event(EVENT.input_spec_mismatch, run.step, {"problems": found["problems"], "fit": self._fit})

    # Errors.

    def _report_error(self, run, error, phase="training"):
        if self._reported or not shape_blame.is_shape_error(error):
            return
        self._reported = True
        payload = shape_blame.localize(run.model, error, self._preflight)
        payload["phase"] = phase
        payload["optimizer"] = optimizer_of(run.model)
        if self._preflight:
            shape_rows.point_at_row(payload, self._preflight["table_walk"], self._preflight["walk"])
        payload.update(fit=self._fit, epoch=run.epoch, batch=run.batch)
        run.writer.event(EVENT.shape_mismatch, run.step + 1, payload)
