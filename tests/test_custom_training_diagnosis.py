"""The diagnosis of custom training as keras.io writes it (issue 41):
each program of tests/custom_training/ trained for real under `autolog()`
in this process, its runs read back and diagnosed.

- Nothing we cannot call is a finding: a GAN, a WGAN-GP, a VAE and a
  distiller (their own `train_step`, no `call()`) get a note, never a
  shape error, and a crash of such a model is no shape error's symptom.
- Variables that never change are found at their layer, with why: a
  `train_step` that applies the gradients to the first layer only, and a
  base unfrozen after `compile` and fit again without compiling.
- Frozen on purpose is not a problem: a distiller's teacher, a second
  `fit` on a harder task, a generator's sigmoid output reproducing pixels
  of exactly 0. Each healthy program has no finding at warning or above.
"""

import os
import runpy

import keras
import numpy as np
import pytest

import tb_trainhealth
from tb_trainhealth import diagnosis
from tb_trainhealth.capture.entry import autolog as autolog_lib
from tb_trainhealth.summary.reader import Event, Matrix, RunData, Series

from helpers import read_runs

PROGRAMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "custom_training")
SERIOUS = ("warning", "critical")

HEALTHY = ("gan", "wgan_gp", "vae", "distillation", "denoising_autoencoder", "train_step_all_layers",
           "unfreeze_and_recompile")


def train(name, logdir):
    """Runs tests/custom_training/NAME.py as `python NAME.py` would, under
    `autolog(logdir)`; {the run's logdir: (RunData, Diagnosis)}, one run a
    model, in the order the models first trained."""
    keras.utils.clear_session()
    tb_trainhealth.autolog(logdir)
    try:
        runpy.run_path(os.path.join(PROGRAMS, f"{name}.py"), run_name="__main__")
    finally:
        logdirs = list(autolog_lib.run_logdirs())
        autolog_lib.disable()
    runs = {}
    for path in logdirs:
        (data,) = read_runs(path).values()
        runs[path] = (data, diagnosis.diagnose(data))
    return runs


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """Each program trained once for the whole module, when first asked for."""
    done = {}

    def get(name):
        if name not in done:
            done[name] = train(name, str(tmp_path_factory.mktemp(name) / "run"))
        return done[name]

    return get


def serious(result):
    return [(f.kind, f.severity, f.layer, f.summary) for f in result.findings if f.severity in SERIOUS]


def last_run(runs):
    """The (RunData, Diagnosis) of the program's last model (a distiller
    after its teacher, a fine-tuned model after its base's pretraining)."""
    return list(runs.values())[-1]


@pytest.mark.parametrize("name", HEALTHY)
def test_healthy_programs_have_no_finding_at_warning_or_above(trained, name):
    runs = trained(name)
    for path, (_, result) in runs.items():
        assert not serious(result), f"{name} ({os.path.basename(path)}): {serious(result)}"
        for finding in result.findings:
            assert "nan" not in finding.summary.lower().split(), finding.summary


@pytest.mark.parametrize("name", ["gan", "wgan_gp", "vae", "distillation"])
def test_a_model_without_call_gets_a_note_not_a_shape_finding(trained, name):
    data, result = last_run(trained(name))
    assert not data.events_of("input_spec_mismatch") and not data.events_of("shape_mismatch")
    assert any(note.startswith("shapes:") and "has no `call()`" in note for note in result.capture_notes), \
        result.capture_notes


def test_a_gan_says_which_optimizers_it_applies_and_that_it_reports_no_loss(trained):
    _, result = last_run(trained("gan"))
    notes = " ".join(result.capture_notes)
    assert "`d_optimizer`, `g_optimizer`" in notes
    assert "reports no `loss` (it reports `d_loss`, `g_loss`)" in notes


def test_the_crash_of_a_model_without_call_is_no_shape_error(tmp_path):
    """The default train_step calls the model: Keras's NotImplementedError is
    the crash, found as such, with no shape finding to explain it."""

    class NoCall(keras.Model):
        def __init__(self):
            super().__init__()
            self.dense = keras.layers.Dense(1)

    model = NoCall()
    model.compile(optimizer="adam", loss="mse")
    with pytest.raises(NotImplementedError):
        model.fit(np.ones((64, 3), "float32"), np.ones((64, 1), "float32"), verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(tmp_path / "run")])
    data = read_runs(tmp_path)["run"]
    result = diagnosis.diagnose(data)
    (crash,) = [f for f in result.findings if f.kind == "training_error"]
    assert crash.severity == "critical" and crash.caused_by is None
    assert "NotImplementedError" in crash.summary
    assert [f.kind for f in result.findings] == ["training_error"]
    assert any("has no `call()`" in note for note in result.capture_notes)


def test_a_train_step_that_applies_the_first_layer_only(trained):
    runs = trained("train_step_first_layer_only")
    data, result = last_run(runs)
    (found,) = [f for f in result.findings if f.kind == "variables_not_updated"]
    assert found.severity == "warning" and found.layer == "h2"
    assert found.evidence["layers"] == ["h2", "head"] and found.evidence["updated_layers"] == ["h1"]
    assert found.evidence["reason"] == "not_applied"
    assert "apply_gradients(zip(gradients, trainable_vars))" in found.fix.code
    # The layers left out have no gradient norm to compare: no ratio, no
    # "nan" anywhere, and no gradient finding blamed for it.
    norms = data.matrices["grad_norm"]
    assert norms.columns == ["h1", "h2", "head"]
    assert np.all(norms.values[:, 1:] == 0) and np.all(norms.values[:, 0] > 0)
    assert {f.kind for f in result.findings} <= {"variables_not_updated", "loss_stuck", "learning_rate_too_low"}
    assert not any("nan" in f.summary.lower() for f in result.findings)
    # Its twin applies every variable's gradient: nothing is left out.
    _, twin = last_run(trained("train_step_all_layers"))
    assert not [f for f in twin.findings if f.kind == "variables_not_updated"]


def test_a_base_unfrozen_without_compiling_again(trained):
    runs = trained("unfreeze_without_recompile")
    data, result = last_run(runs)
    (found,) = [f for f in result.findings if f.kind == "variables_not_updated"]
    assert found.layer == "base/dense" and found.evidence["layers"] == ["base/dense", "base/dense_1"]
    assert found.evidence["reason"] == "made_trainable_after_compile"
    assert found.step == 129  # the second fit's first step (4 epochs of 32 steps before it)
    assert found.evidence["updated_layers"] == ["head"]
    # The fix compiles again, with this run's optimizer, rate and loss.
    assert 'model.compile(optimizer=keras.optimizers.Adam(learning_rate=0.001), loss="mean_squared_error"' \
        in found.fix.code
    assert not [f for f in result.findings if f.kind == "loss_stuck" and f.caused_by is None]
    # Bare Keras trains what it traced with the base frozen, and so did capture:
    # the base's weights are the pretrained ones.
    _, twin = last_run(trained("unfreeze_and_recompile"))
    assert not [f for f in twin.findings if f.kind == "variables_not_updated"]


def test_a_frozen_teacher_is_left_out_of_the_gradient_comparisons(trained):
    data, result = last_run(trained("distillation"))
    norms = data.matrices["grad_norm"]
    teacher = [i for i, c in enumerate(norms.columns) if c.startswith("teacher/")]
    student = [i for i, c in enumerate(norms.columns) if c.startswith("student/")]
    # The condition that misled the rule: the teacher's first layer has no
    # gradient at all, the student's last one has.
    assert teacher and student and teacher[0] == 0
    assert np.all(norms.values[:, teacher] == 0) and np.all(norms.values[:, student[-1]] > 0)
    (event,) = data.events_of("variables_not_updated")
    assert {e["sub_model"] for e in event.payload["layers"]} == {"teacher"}
    assert not [f for f in result.findings if f.kind in ("vanishing_gradients", "variables_not_updated")]


def test_a_second_fit_on_a_harder_task_starts_the_loss_afresh(trained):
    data, result = last_run(trained("denoising_autoencoder"))
    (check,) = [e for e in data.events_of("head_check") if e.step == max(x.step for x in data.events_of("head_check"))]
    assert check.payload["fits"] == [{"first_step": 1, "new_task": False}, {"first_step": 129, "new_task": True}]
    loss = data.series["loss"]
    before, after = loss.values[loss.steps < 129], loss.values[loss.steps >= 129]
    # What a spike rule across the boundary saw: the new task starts far above
    # where the last one ended.
    assert np.median(after[:5]) > 1.5 * np.median(before[-10:])
    assert not [f for f in result.findings if f.kind.startswith("loss_")]


def test_a_sigmoid_output_reproducing_exact_zeros_is_not_saturation(trained):
    data, result = last_run(trained("gan"))
    saturation = data.matrices["saturation"]
    (check,) = [e.payload for e in data.events_of("head_check") if e.step == saturation.last_steps[-1]]
    generator_output = saturation.columns[0]
    assert generator_output in check["output_layers"]
    # The generator's output is flat most of the time, as the images are.
    assert np.median(saturation.values[-5:, 0]) > 0.5
    assert check["inputs"]["sigmoid_flat"] > 0.9
    assert not [f for f in result.findings if f.kind == "saturated_activations"]


# The rules on hand-made runs (no training).


def _norms_run(values, columns, events=()):
    values = np.asarray(values, dtype=np.float64)
    steps = np.arange(1, len(values) + 1)
    return RunData(run="r", series={"loss": Series("loss", steps, np.linspace(1.0, 0.5, len(steps)))},
                   events=list(events),
                   matrices={"grad_norm": Matrix("grad_norm", columns, steps, steps, values)})


def test_a_layer_without_gradients_is_no_end_of_the_ratio():
    # h1's norm over a head that got none: no multiple of 0 says anything.
    run = _norms_run([[1.0, 0.0, 0.0]] * 40, ["h1", "h2", "head"])
    assert not diagnosis.diagnose(run).findings
    # The same first layer over a head with a real, small gradient explodes.
    run = _norms_run([[100.0, 0.0, 0.5]] * 40, ["h1", "h2", "head"])
    (found,) = diagnosis.diagnose(run).findings
    assert found.kind == "exploding_gradients" and found.evidence["layers"] == ["h1", "head"]
    assert "gets 200x the gradient norm of the last layer 'head'" in found.summary


def test_an_inf_ratio_is_said_in_words():
    run = _norms_run([[np.inf, 1.0]] * 40, ["first", "last"])
    (found,) = [f for f in diagnosis.diagnose(run).findings if f.kind == "exploding_gradients"]
    assert "gets an Inf multiple of the gradient norm" in found.summary and "nan" not in found.summary.lower()


def test_a_whole_sub_model_left_alone_is_no_finding_unless_unfrozen_after_compile():
    def event(reason):
        layers = [{"layer": "teacher/dense", "variables": ["teacher/dense/kernel"], "reason": reason,
                   "sub_model": "teacher"}]
        return Event("variables_not_updated", 100, {"first_step": 1, "steps": 100, "layers": layers,
                                                    "updated_layers": ["student/dense"], "optimizer": {}}, 0.0)

    run = _norms_run([[0.0, 1.0]] * 40, ["teacher/dense", "student/dense"], [event("not_applied")])
    assert not diagnosis.diagnose(run).findings
    run = _norms_run([[0.0, 1.0]] * 40, ["teacher/dense", "student/dense"], [event("made_trainable_after_compile")])
    assert [f.kind for f in diagnosis.diagnose(run).findings] == ["variables_not_updated"]
