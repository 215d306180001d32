"""The area contract (docs/design.md): each area declared once, its names
spelled nowhere else, every event kind a probe writes declared with its
payload, read by a rule and shown by a view, and the docs made from the
declarations up to date."""

import copy
import dataclasses
import importlib
import os
import runpy
import subprocess
import sys

import numpy as np
import pytest

from tb_trainhealth import areas as areas_lib
from tb_trainhealth import diagnosis
from tb_trainhealth.diagnosis.rules import all_rules
from tb_trainhealth.plugin import views as plugin_views

import vocabulary_literals
from helpers import read_runs

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_no_vocabulary_spelled_outside_the_declarations():
    found = vocabulary_literals.violations()
    assert not found, "spell these through tb_trainhealth/areas/ (or the frontend's vocab.js):\n" + "\n".join(
        f"  {path}:{line}: {name!r}" for path, line, name in found
    )


def test_the_scanner_finds_a_spelt_out_name(tmp_path):
    # So that the test above can fail: a kind in a Python and a JS literal.
    py = tmp_path / "x.py"
    py.write_text('kind = "dead_units"\nother = "dead units are fine in prose"\n')
    js = tmp_path / "x.js"
    js.write_text('const a = "exploding_gradients";\nconst b = `${x}/grad_norm`;\nconst c = `grad_norm`;\n')
    names = vocabulary_literals.vocabulary()
    assert list(vocabulary_literals.python_literals(str(py), names)) == [(1, "dead_units")]
    assert [n for _, n in vocabulary_literals.js_literals(str(js), names)] == ["exploding_gradients", "grad_norm"]


def test_the_declarations_hold_together():
    areas = areas_lib.all_areas()
    assert [a.name for a in areas][:1] == ["core"]
    # Every rule's kind is its area's, and every area with findings that is
    # captured has rules for them.
    by_area = {}
    for rule in all_rules():
        assert rule.kind in rule.area.findings
        by_area.setdefault(rule.area.name, set()).add(rule.kind)
    for area in areas:
        if area.probes and area.rules:
            assert by_area.get(area.name), f"area {area.name} declares rules but registers none"
        if area.view:
            module = importlib.import_module(area.view)
            assert callable(getattr(module, "summary", None)) or getattr(module, "ROUTES", None)
        assert area.nodes[0].kind in ("check", "root") and all(n.kind == "fix" for n in area.nodes[1:] if area.nodes[0].kind == "check")


def test_every_tab_view_is_a_module_of_its_area():
    # The frontend's build makes the view registry from `tab_view`
    # (frontend/views.mjs): each names a module in frontend/src/views/ whose
    # default export is its area's view.
    for area in areas_lib.all_areas():
        if area.tab_view is None:
            continue
        path = os.path.join(REPO, "frontend", "src", "views", area.tab_view)
        assert os.path.isfile(path), f"area {area.name}: no frontend/src/views/{area.tab_view}"
        with open(path, encoding="utf-8") as f:
            source = f.read()
        assert f"export default {{ area: AREA.{area.name}," in source, f"{path} is not the view of {area.name}"


def test_the_docs_made_from_the_declarations_are_fresh():
    from tb_trainhealth.areas import docs

    stale = "run `python -m tb_trainhealth.areas docs` and commit the result"
    with open(os.path.join(REPO, docs.OPTIONS_DOC), encoding="utf-8") as f:
        assert f.read() == docs.options_markdown(), f"{docs.OPTIONS_DOC} is stale: {stale}"
    with open(os.path.join(REPO, docs.ROUTES_DOC), encoding="utf-8") as f:
        routes = f.read()
    assert routes == docs.routes_document(routes), f"{docs.ROUTES_DOC} is stale: {stale}"


def test_the_callback_docstring_names_every_option():
    from tb_trainhealth import TrainHealth
    from tb_trainhealth.areas import docs

    text = " ".join(TrainHealth.__doc__.split())
    assert docs.option_names() in text and "docs/options.md" in text


def test_an_event_check_names_a_missing_and_an_undeclared_key():
    # So that the payload test below can fail.
    event = areas_lib.Event("toy", keys=("a", "b"), optional=("c",))
    assert event.problems({"a": 1, "b": 2, "c": 3, "step": 4, "worker": 0}) == []
    assert event.problems({"a": 1, "d": 2, "step": 4}) == ["lacks 'b'", "holds undeclared 'd'"]


def _summaries(run_data, views):
    return plugin_views.summaries(views, run_data)


def _without(run_data, kind):
    stripped = copy.copy(run_data)
    return dataclasses.replace(stripped, events=[e for e in run_data.events if e.kind != kind])


def _same(a, b):
    try:
        np.testing.assert_equal(a, b)
        return True
    except AssertionError:
        return False


@pytest.fixture(scope="module")
def every_event_kind(demo_logdir, tmp_path_factory):
    """The demo's runs, a custom loop's (the Monitor writes loss_shapes), a
    mixed-precision run whose loss scale collapses, a transformer whose
    attention logits grow, a bfloat16 model that sums in bfloat16, a fit
    whose dataset runs out, a model with no call() and a train_step that
    updates one layer of three."""
    import tb_trainhealth
    from tb_trainhealth.capture.entry import autolog as autolog_lib

    logdir = tmp_path_factory.mktemp("monitor")
    with tb_trainhealth.Monitor(logdir / "loop") as monitor:
        monitor.check_loss_shapes(np.zeros((4,)), np.zeros((4, 1)))
    with tb_trainhealth.Monitor(logdir / "fixed_loop") as monitor:  # its twin: checked, fine
        monitor.check_loss_shapes(np.zeros((4, 1)), np.zeros((4, 1)))
    subprocess.run([sys.executable, os.path.join(SCRIPTS, "loss_scale_collapse.py"), str(logdir / "collapse")],
                   check=True, timeout=300)
    _train_with_a_broken_probe(logdir / "capture_stopped")
    # A transformer whose attention logits grow (attention_layers).
    from bug_scripts import load

    load("attention_logit_growth").main(str(logdir / "attention"))
    # A custom loop that applies its summed gradients every 4th step and
    # never zeroes the sum (update_period).
    load("accumulation_loops").main(str(logdir / "accumulation"))
    # A mixed_bfloat16 model whose RMSNorm takes its mean in bfloat16
    # (low_precision_sum), run as its user would: `tb-trainhealth run`.
    subprocess.run([os.path.join(os.path.dirname(sys.executable), "tb-trainhealth"), "run", "--logdir",
                    str(logdir / "bfloat16_sum"), os.path.join(os.path.dirname(SCRIPTS), "bugsuite", "bf16_rms_norm.py")],
                   check=True, timeout=300)
    # fit(steps_per_epoch=...) on a dataset that runs out (input_exhausted).
    subprocess.run([os.path.join(os.path.dirname(sys.executable), "tb-trainhealth"), "run", "--logdir",
                    str(logdir / "runs_out"),
                    os.path.join(os.path.dirname(SCRIPTS), "bugsuite", "steps_per_epoch_runs_out.py")],
                   check=True, timeout=300)
    # A NaN from one bad batch repaired under heal=True (heal_repair: its
    # update skipped in the step), and the same batch not healed: its NaN
    # gradients reach the weights (nonfinite_gradients, nonfinite_weights).
    load("heal_nan_batch").main(str(logdir / "healed"), bad=True, heal=True)
    load("heal_nan_batch").main(str(logdir / "not_healed"), bad=True, heal=False)
    # A model with no call() of its own (capture_note), and a train_step that
    # applies the first layer's gradients only (variables_not_updated).
    _train_a_model_without_call(logdir / "no_call")
    tb_trainhealth.autolog(str(logdir / "not_updated"))
    try:
        runpy.run_path(os.path.join(os.path.dirname(SCRIPTS), "custom_training", "train_step_first_layer_only.py"),
                       run_name="__main__")
    finally:
        autolog_lib.disable()
    return {**read_runs(demo_logdir), **{f"monitor/{k}": v for k, v in read_runs(logdir).items()}}


def _train_a_model_without_call(logdir):
    """A model that trains through its own train_step and has no call()
    (a GAN's shape): the shape preflight leaves it with a note."""
    import keras
    import tensorflow as tf

    import tb_trainhealth

    class NoCall(keras.Model):
        def __init__(self):
            super().__init__()
            self.dense = keras.layers.Dense(1)

        def train_step(self, data):
            x, y = data
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean(tf.square(self.dense(x) - y))
            self.optimizer.apply_gradients(zip(tape.gradient(loss, self.trainable_variables),
                                               self.trainable_variables))
            return {"loss": loss}

    model = NoCall()
    model.dense.build((None, 3))
    model.compile("sgd")
    model.fit(np.ones((40, 3)), np.ones((40, 1)), batch_size=8, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(logdir)])


def _train_with_a_broken_probe(logdir):
    """A fit whose one probe fails at step 3: capture of it stops there
    (a capture_error event), training goes on."""
    import keras

    import tb_trainhealth
    from tb_trainhealth.capture import probes as probes_lib
    from tb_trainhealth.capture.probes import Probe

    class Broken(Probe):
        area = "core"

        def on_batch_end(self, run, logs):
            if run.step >= 3:
                raise RuntimeError("a bug of ours")

    real = probes_lib.make_probes
    probes_lib.make_probes = lambda options=None: [Broken(), *real(options)]
    try:
        model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(1)])
        model.compile("sgd", "mse")
        model.fit(np.ones((40, 3)), np.ones((40, 1)), batch_size=8, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(logdir)])
    finally:
        probes_lib.make_probes = real


def test_every_option_is_taken_by_a_probe_of_its_area(caplog):
    # Each probe reads its area's options by name (`Probe.from_options`):
    # an option no probe of its area reads would be dropped unheard, and
    # make_probes says so (an out-of-tree area's probe without from_options).
    import logging

    from tb_trainhealth.capture import probes as probes_lib

    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        made = probes_lib.make_probes()
    assert {p.area for p in made} == {a.name for a in areas_lib.all_areas()}
    assert not [r for r in caplog.records if "read by none of its probes" in r.getMessage()]
    gradients = next(p for p in made if type(p).__name__ == "GradientProbe")
    assert probes_lib.make_probes({"gradients": {"histogram_every": 7}})[
        made.index(gradients)]._settings[0] == 7


def test_an_option_no_probe_reads_is_said(caplog, monkeypatch):
    import logging

    from tb_trainhealth.capture import probes as probes_lib
    from tb_trainhealth.capture.probes.gradients import GradientProbe

    monkeypatch.setattr(GradientProbe, "from_options", classmethod(lambda cls, options: cls()))
    with caplog.at_level(logging.WARNING, logger="tb_trainhealth"):
        probes_lib.make_probes()
    (said,) = [r.getMessage() for r in caplog.records if "read by none of its probes" in r.getMessage()]
    assert "gradients area's options full_stats_every, histogram_every, update_ratio_every" in said


def test_every_event_kind_written_is_declared_read_by_a_rule_and_shown_by_a_view(every_event_kind):
    declared = {kind for a in areas_lib.all_areas() for kind in a.events}
    written = {e.kind for data in every_event_kind.values() for e in data.events}
    assert written <= declared, f"written but declared by no area: {written - declared}"
    assert declared <= written, f"declared but written by no demo run (extend the demo or the fixture): {declared - written}"
    views = plugin_views.load()
    findings = {kind for a in areas_lib.all_areas() for kind in a.findings}
    for kind in sorted(written):
        runs = [data for data in every_event_kind.values() if data.events_of(kind)]
        # A rule reads it: without its events the diagnosis says something else.
        assert any(
            diagnosis.diagnose(data).to_json() != diagnosis.diagnose(_without(data, kind)).to_json()
            or diagnosis.diagnose(data).flowchart() != diagnosis.diagnose(_without(data, kind)).flowchart()
            or diagnosis.diagnose(data).capture_notes != diagnosis.diagnose(_without(data, kind)).capture_notes
            or diagnosis.diagnose(data).capture != diagnosis.diagnose(_without(data, kind)).capture
            for data in runs
        ), f"no rule reads the {kind!r} events"
        if kind in ("capture_error", "capture_note", "capture_budget", "heal_repair"):
            # How capture ran, and what it could not read: told with the run's
            # warnings and the tab's capture note (the diagnosis route's
            # `capture`), not by an area's view; what heal did, by the
            # diagnosis route's `repairs`.
            continue
        # A view shows it. An event named as its finding is shown by the
        # finding (the evidence panel); any other, by some area's summary:
        # without its events, the summary is different.
        if kind in findings:
            continue
        assert any(
            not _same(_summaries(data, views), _summaries(_without(data, kind), views)) for data in runs
        ), f"no view shows the {kind!r} events"


def test_every_event_written_holds_its_declared_payload(every_event_kind):
    declared = {kind: a.events.payload(kind) for a in areas_lib.all_areas() for kind in a.events}
    wrong = {}
    for name, data in sorted(every_event_kind.items()):
        for event in data.events:
            for problem in declared[event.kind].problems(event.payload):
                wrong.setdefault(f"{event.kind}: {problem}", f"run {name}, step {event.step}")
    assert not wrong, "payloads unlike their declaration (tb_trainhealth/areas/):\n" + "\n".join(
        f"  {what} ({where})" for what, where in sorted(wrong.items())
    )
