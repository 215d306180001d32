"""Gradient health: per-layer gradient statistics every step, histograms
every N steps, weight norms and the update/weight ratio.

Histograms and the update ratio are also taken at a fit's first step and,
where the fit's length is known, at its last step: a run shorter than N
steps (or one that dies early) still has them. They are a handful of extra
full steps per fit.

Keras 3 callbacks cannot see gradients, so the probe hooks the optimizer's
`_all_reduce_sum_gradients` (TF backend): there the gradients are unscaled
(mixed precision), clipped if the user clips, and all-reduced (the global
gradient under tf.distribute), and every model kind passes through it. The
statistics are computed in-graph into one non-trainable variable (XLA-safe:
no summary op inside the step) and read once per step outside it. Custom
loops get the same statistics through `Monitor` (capture/entry/monitor.py).

The update ratio ||w_after - w_before|| / ||w_before|| is taken inside full
steps too: the weights read as the step begins and as it ends, reduced
there, so it is each step's own with any steps_per_execution (reading the
weights on the host after a call of 32 steps gave the update of 32 steps
at one step and 0 at the next) and no step is processed at once for it.
Monitor's custom loops read the weights on the host around the step.
"""

import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.gradients import AREA
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE_AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.engine import step_variants
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.probes.crash import write_capture_note
from tb_trainhealth.capture.probes.gradient_hook import OptimizerHook, applied_updates, base_optimizer, variable_path
from tb_trainhealth.capture.probes.gradient_layout import (DEFAULT_FULL_STATS_EVERY, DEFAULT_HISTOGRAM_EVERY, DEFAULT_OVERVIEW_EVERY, DEFAULT_UPDATE_RATIO_EVERY, HISTOGRAMS, LayerLayout, MATRICES, NONFINITE_COLUMN, STAT, UPDATE_SQUARES, layer_names, taken_update_squares)
from tb_trainhealth.capture.readers import not_updated
from tb_trainhealth.capture.readers.optimizer_info import optimizer_of
from tb_trainhealth.capture.readers.overview import Overview, WriteSchedule

# A custom loop that accumulates gradients changes the weights once every N
# steps; the update ratio waits up to this many steps for the change.
MAX_UPDATE_PERIOD = 64


class GradientRecorder:
    """The host half, shared by the Keras probe and Monitor: per-layer
    overviews, histograms and the update ratio, written through a RunWriter."""

    def __init__(self, layout, histogram_every, update_ratio_every, overview_every, ratios_in_graph=False):
        self.layout = layout
        self.histogram_every = int(histogram_every or 0)
        self.update_ratio_every = int(update_ratio_every or 0)
        self.overview_every = int(overview_every)
        self._writes = WriteSchedule(self.overview_every)
        self.overviews = {name: Overview(layout.layers) for name in MATRICES + (STAT.update_ratio,)}
        self._snapshot = None  # (step, [weights]) for the update ratio
        # Steps between weight changes (written once where more than one):
        # None before any wait, 0 while the gap between two changes is measured.
        self._update_period = None
        self._reported_nonfinite = False
        # Steps of the current fit that take the histograms and the update
        # ratio besides every N-th one (its first and last; GradientProbe).
        self.extra_steps = frozenset()
        # fit's probe takes each update ratio inside its step (`add_layers`'
        # `update_squares`); Monitor's custom loops from weights read here.
        self.ratios_in_graph = ratios_in_graph

    def histogram_due(self, step):
        return _histogram_due(step, self.histogram_every)

    def add(self, writer, step, stats, hist_rows=None, where=None, update_squares=None):
        """Records one step; True at the first step with a NaN/Inf gradient
        (its events, and any NaN/Inf weights, are then on disk)."""
        first_nonfinite = False
        if not self._reported_nonfinite and np.any(stats[:, NONFINITE_COLUMN] > 0):
            self._reported_nonfinite = first_nonfinite = True
            self._report_nonfinite(writer, step, stats, where or {})
        self.add_layers(writer, step, self.layout.per_layer(stats), hist_rows, update_squares)
        return first_nonfinite

    def add_plain_steps(self, steps, per_layer):
        """`add_layers` for steps that take no histogram and write nothing
        (`plain`), their statistics ([steps, layers] each) added at once."""
        for name, values in per_layer.items():
            self.overviews[name].add_steps(steps, values)

    def plain(self, step):
        """Whether `add_layers` at `step` only adds to the overviews: no
        overview written, no update ratio taken or snapshot made."""
        if step % self.overview_every == 0:
            return False
        if not self.update_ratio_every or self.ratios_in_graph:
            return True
        if self._snapshot is not None:
            return False
        return not (step % self.update_ratio_every == 0 or step + 1 in self.extra_steps)

    def add_layers(self, writer, step, per_layer, hist_rows=None, update_squares=None):
        """The rest of `add`, from the step's per-layer statistics
        (`LayerLayout.per_layer`) and, where the step took them, its
        `update_squares` (the update ratio's)."""
        for name, values in per_layer.items():
            self.overviews[name].add(step, values)
        if update_squares is not None:
            self.overviews[STAT.update_ratio].add(step, self.layout.update_ratios(update_squares))
        self._update_ratio(writer, step)
        if hist_rows is not None:
            for layer, buckets in self.layout.histogram_buckets(hist_rows):
                writer.histogram(AREA.histograms.gradients, layer, buckets, step)
        if self._writes.due(step):
            self.write(writer, step)

    def _report_nonfinite(self, writer, step, stats, where):
        layout = self.layout
        variables = [variable_path(v) for v in layout.variables]

        def event(kind, indices):
            # Names the first variable (and its layer) and lists them all.
            first = int(indices[0])
            writer.event(kind, step, dict(
                where,
                variable=variables[first],
                layer=layout.layers[layout.layer_of_var[first]],
                variables=[variables[i] for i in indices],
            ))

        event(NONFINITE_AREA.events.nonfinite_gradients, np.flatnonzero(stats[:, NONFINITE_COLUMN] > 0))
        # The weights are read on the host only now, at the bad step.
        bad_weights = np.flatnonzero(layout.nonfinite_weights())
        if bad_weights.size:
            event(NONFINITE_AREA.events.nonfinite_weights, bad_weights)

    def write(self, writer, step):
        self._writes.written()
        for name, overview in self.overviews.items():
            writer.matrix(name, overview.columns, overview.rows(), step)

    def _update_ratio(self, writer, step):
        # ||w_after - w_before|| / ||w_before|| needs the weights before the
        # update: read every `update_ratio_every` steps, not every step. A
        # read tensor is a snapshot (the update copies a variable's buffer
        # while a read of it is alive), kept on the device, not the host.
        if not self.update_ratio_every or self.ratios_in_graph:
            return
        if self._snapshot is not None and self._snapshot[0] < step:
            after = [tf.convert_to_tensor(v) for v in self.layout.variables]
            squares = self.layout.update_squares(self._snapshot[1], after).numpy()
            taken = self._snapshot[0]
            moved = bool(np.any(squares[:, 0]))
            if not moved and step - taken < MAX_UPDATE_PERIOD:
                # A loop that accumulates gradients applies them once every
                # N steps: wait for the step that moved the weights.
                return
            self.overviews[STAT.update_ratio].add(step, self.layout.update_ratios(squares))
            self._snapshot = None
            if moved and self._update_period is None and step - taken > 1:
                # The weights stood still before this change: its period is
                # the steps from this change to the next (the snapshot may
                # have been taken mid-period).
                self._update_period = 0
                self.snapshot(step)
                return
            if moved and self._update_period == 0:
                self._update_period = step - taken
                if self._update_period > 1:
                    writer.event(AREA.events.update_period, step, {"steps": step - taken, "snapshot_step": taken})
        if step % self.update_ratio_every == 0 or step + 1 in self.extra_steps:
            self.snapshot(step)

    def snapshot(self, step):
        """The weights as they are after `step`, for the next step's ratio."""
        if self.update_ratio_every and not self.ratios_in_graph:
            self._snapshot = (step, [tf.identity(v) for v in self.layout.variables])


class GradientProbe(Probe):
    """`fit`'s gradient statistics; its options are the area's
    (areas/gradients.py)."""

    @classmethod
    def from_options(cls, options):
        return cls(histogram_every=options["histogram_every"],
                   update_ratio_every=options["update_ratio_every"],
                   full_stats_every=options["full_stats_every"])

    def __init__(
        self,
        histogram_every=DEFAULT_HISTOGRAM_EVERY,
        update_ratio_every=DEFAULT_UPDATE_RATIO_EVERY,
        overview_every=DEFAULT_OVERVIEW_EVERY,
        full_stats_every=DEFAULT_FULL_STATS_EVERY,
    ):
        self._settings = (histogram_every, update_ratio_every, overview_every)
        self._full_stats_every = full_stats_every
        self._hook = None
        self.recorder = None
        self._seen_updates = 0
        # This fit's first step, its first epoch and, once known, its last
        # step: they take histograms and the update ratio too.
        self._first_step = self._first_epoch = self._last_step = None
        self._noted_unused = False  # the note that the step applies no update through model.optimizer
        self._applied_before = None  # model.optimizer's updates as this fit began

    def on_train_begin(self, run):
        self._first_step, self._first_epoch = run.step + 1, None
        self._applied_before = applied_updates(run.model)
        self._last_step = _planned_last_step(run, self._first_step, 0, epoch_done=False)
        if self._install(run):
            self._share_extra_steps()

    def on_epoch_begin(self, run):
        if self._first_epoch is None:
            # fit(initial_epoch=...) starts later: its length is shorter.
            self._first_epoch = run.epoch
            self._last_step = _planned_last_step(run, self._first_step, run.epoch, epoch_done=False)
        elif self._last_step is None:
            self._last_step = _planned_last_step(run, self._first_step, self._first_epoch, epoch_done=True)
        self._share_extra_steps()

    def _extra_steps(self):
        return frozenset(s for s in (self._first_step, self._last_step) if s is not None)

    def _share_extra_steps(self):
        if self.recorder is None or self._hook is None:
            return
        extra = self._extra_steps()
        self.recorder.extra_steps = extra
        self._hook.set_extra_steps(extra)

    def wants_full_step(self, step):
        # A histogram step is a full one: its cond is only in the full
        # version; so is an update ratio's step (`in_step_begin`).
        full_every = max(1, int(self._full_stats_every))
        return (step - 1) % full_every == 0 or self._histogram_step(step) or self._ratio_due(step)

    def needs_full_step(self, step):
        # The fit's first and last steps have their histograms and update
        # ratio whatever runs full (the compare view sets them side by
        # side); every N-th is taken at the first full step from it on
        # (`_record_full`, `_update_squares`).
        takes = int(self._settings[0] or 0) or int(self._settings[1] or 0)
        return bool(takes) and step in self._extra_steps()

    def _ratio_due(self, step):
        """The update ratio is of steps 1, N + 1, 2N + 1, ... (N:
        update_ratio_every) and of the fit's first and last."""
        every = int(self._settings[1] or 0)
        return bool(every) and ((step - 1) % every == 0 or step in self._extra_steps())

    def _histogram_step(self, step):
        histogram_every = int(self._settings[0] or 0)
        return _histogram_due(step, histogram_every) or (bool(histogram_every) and step in self._extra_steps())

    # The update ratio, in full steps (`gradient_hook.OptimizerHook.ratio_begin`): the
    # weights as the step begins and as it ends (after the update:
    # automatic control dependencies order each read after the writes
    # traced before it), reduced in the step. Exact for each step of a call
    # of several; no weights read on the host.

    def in_step_begin(self, run, data):
        every = int(self._settings[1] or 0)
        if self._hook is not None and every and step_variants.full_step():
            self._hook.ratio_begin(every, internals.step_is_xla_compiled(run.model))

    def in_step_end(self, run, data, logs):
        rows = self._hook.ratio_end() if self._hook is not None else None
        return None if rows is None else {UPDATE_SQUARES: rows}

    @staticmethod
    def _update_squares(rows):
        """A step's update squares, where it took its update ratio."""
        return taken_update_squares(rows)

    def _install(self, run):
        """Hooks the optimizer; False when the model has no variables yet
        (a subclassed model builds in its first step)."""
        optimizer = getattr(run.model, "optimizer", None)
        variables = list(getattr(run.model, "trainable_variables", []))
        if optimizer is None or not variables:
            return False
        if self._hook is None or self._hook.optimizer is not base_optimizer(optimizer):
            layout = LayerLayout(variables)
            self.recorder = GradientRecorder(layout, *self._settings, ratios_in_graph=True)
            self._hook = OptimizerHook(run.model, layout, self.recorder.histogram_every)
        for name, variable in self._hook.outputs().items():
            run.hand_out(name, variable)
        if self.recorder.histogram_every:
            # Each full step's own histograms, read with its statistics: no
            # step waits to be processed at once for them.
            run.hand_out(HISTOGRAMS, self._hook.histograms, full_only=True)
        if self._hook.install():
            # The train function may have been traced without the hook.
            run.retrace()
        return True

    def on_batch_end(self, run, logs):
        if self._hook is None:
            # Built by its first step: hook now, from the next step on.
            if self._install(run):
                self._share_extra_steps()
            return
        outputs = self._hook.read(run.step_outputs)
        if outputs is None:
            return  # a step traced before the hook
        squares, slow, updates, hist_step = outputs
        if updates == self._seen_updates:
            return  # no update this step (a loss-scale optimizer skipped it)
        self._seen_updates = updates
        step = run.step
        hist_rows = run.step_outputs.read(HISTOGRAMS) if hist_step == step else None
        update_squares = self._update_squares(run.step_outputs.read(UPDATE_SQUARES))
        stats = LayerLayout.stat_rows(squares, slow)
        suspects = stats[:, NONFINITE_COLUMN] > 0
        if suspects.any():
            # A norm past float32's range (|g| > ~1e19) is Inf with every
            # value finite. A real NaN/Inf gradient leaves NaN/Inf weights
            # after the update (Adam, SGD, RMSprop alike), an overflowing
            # norm does not: the weights, read now, tell them apart. A step
            # with either is processed right after it (its statistics are
            # not finite), so "now" is that step.
            stats[:, NONFINITE_COLUMN] = suspects & self.recorder.layout.nonfinite_weights()
        where = run.where()
        if self.recorder.add(run.writer, step, stats, hist_rows, where, update_squares) and run.stop_on_nonfinite:
            run.model.stop_training = True

    def on_steps_end(self, run, steps):
        squares, slow = steps.read("grad_squares"), steps.read("grad_slow")
        if self._hook is None or squares is None or slow is None:
            return super().on_steps_end(run, steps)
        # As `on_batch_end` does each step (`gradient_hook.OptimizerHook.read`), with the
        # arithmetic over all of them at once: finite steps, no weights to read.
        updates, hist_steps = squares[:, -1].astype(np.int64), slow[:, -1, 0].astype(np.int64)
        per_layer = self.recorder.layout.per_layer(LayerLayout.stat_rows(squares[:, :-1], slow[:, :-1]))
        recorder = self.recorder
        ratios = bool(int(self._settings[1] or 0))
        plain = []  # indices of a run of plain steps, added together

        def add_plain():
            if plain:
                recorder.add_plain_steps(steps.steps[plain].tolist(), {name: v[plain] for name, v in per_layer.items()})
                plain.clear()

        for i, step in enumerate(steps.steps.tolist()):
            if updates[i] == self._seen_updates:
                continue  # no update this step (a loss-scale optimizer skipped it)
            self._seen_updates = int(updates[i])
            update_squares = self._update_squares(steps.read_at(i, UPDATE_SQUARES)) if ratios else None
            if hist_steps[i] != step and update_squares is None and recorder.plain(step):
                plain.append(i)
                continue
            add_plain()
            hist_rows = steps.read_at(i, HISTOGRAMS) if hist_steps[i] == step else None
            recorder.add_layers(run.writer, step, {name: v[i] for name, v in per_layer.items()}, hist_rows,
                                update_squares)
        add_plain()

    def on_train_end(self, run):
        if self.recorder is not None:
            self.recorder.write(run.writer, run.step)
        if self._hook is not None and run.step >= self._first_step:
            self._report_updates(run)

    def on_step_error(self, run, error):
        if self.recorder is not None:
            self.recorder.write(run.writer, run.step)

    def _report_updates(self, run):
        """Once a fit, on the host: which trainable variables the step's
        optimizer never updated (capture/readers/not_updated.py), from what the hook
        was handed as the step was traced; or, where the hook was handed
        nothing at all, a note that this optimizer is not the one the step
        applies its gradients with."""
        hook, model = self._hook, run.model
        if not hook.received:
            # (A step traced before the hook went in, a subclassed model's
            # first, does move model.optimizer: nothing to say then.)
            # (An optimizer of Keras 3 or of tf_keras: both apply gradients.)
            others = [name for name, value in vars(model).items()
                      if callable(getattr(value, "apply_gradients", None)) and value is not model.optimizer]
            if not self._noted_unused and applied_updates(model) == self._applied_before:
                self._noted_unused = True
                through = (f"applies them with optimizers of its own ({', '.join(f'`{n}`' for n in others)})"
                           if others else "applies them some other way")
                write_capture_note(
                    run.writer, run.step, AREA.title.lower(),
                    f"no gradient went through the model's optimizer (`{type(hook.optimizer).__name__}`, the "
                    f"one `compile` made): its `train_step` {through}, which capture does not hook; the "
                    "per-layer gradient statistics were not recorded.")
            return
        found = not_updated.report(model, hook.received, hook.trainable_when_traced, hook.optimizer, layer_names)
        if found is not None:
            run.writer.event(AREA.events.variables_not_updated, run.step, dict(
                found, first_step=self._first_step, steps=run.step - self._first_step + 1,
                optimizer=optimizer_of(model)))

    def detach(self, run):
        if self._hook is not None:
            self._hook.uninstall()


def _histogram_due(step, histogram_every):
    return bool(histogram_every) and step % histogram_every == 0


def _planned_last_step(run, first_step, first_epoch, epoch_done):
    """The last step of the fit that began at `first_step`, from its
    callbacks' params ({"epochs", "steps"}): the run's `fit_params` where
    the engine hands them on, else, once this fit has ended an epoch, its
    own `History.params` (Keras sets `model.history` at each epoch's end;
    before that it is the last fit's). None where the length is unknown (a
    dataset of unknown size, or a one-epoch fit without `fit_params`)."""
    params = getattr(run, "fit_params", None)
    if not params and epoch_done:
        params = getattr(getattr(run.model, "history", None), "params", None)
    params = params if isinstance(params, dict) else {}
    epochs, steps = params.get("epochs"), params.get("steps")
    if not isinstance(epochs, int) or not isinstance(steps, int) or steps <= 0:
        return None
    last = first_step - 1 + (epochs - first_epoch) * steps
    return last if last >= run.step else None
