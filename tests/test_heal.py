"""Opt-in healing (capture/heal/healing.py): `TrainHealth(logdir, heal=True)`
and `tb-trainhealth run --heal` repair a run as it trains, on real
training of small models: each repaired bug script ends finite and near
its fixed twin, a healthy run is bit-identical to bare, every repair is an
event in the diagnosis with the status "healed", and a repair that does
not help stops the run with its finding."""

import json
import math
import os
import subprocess
import sys

import keras
import numpy as np
import pytest

import tb_trainhealth
from bug_scripts import SCRIPTS, load
from conftest import REPO
from helpers import diagnose_dir, read_runs

CLI = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")
# How close a healed run's final loss must come to its fixed twin's: the
# gap under HEAL_MARGIN of the loss both started from (the healed run
# loses the updates it undid and trains at a lower rate, or clipped, for a
# while: it gets over 99% of the way the twin went; unhealed, it ends NaN/Inf).
HEAL_MARGIN = 0.01


def _diagnose_json(logdir):
    out = subprocess.run([CLI, "diagnose", "--json", str(logdir)], capture_output=True, text=True, timeout=120)
    return {r["run"]: r for r in json.loads(out.stdout)["runs"]}


def _near(healed, twin, untrained):
    return math.isfinite(healed) and abs(healed - twin) <= HEAL_MARGIN * untrained


@pytest.fixture(scope="module")
def nan_batch(tmp_path_factory):
    """The one-NaN-record script run as its user would heal it,
    `tb-trainhealth run --heal`, and its fixed twin, bare."""
    logdir = tmp_path_factory.mktemp("nan_batch")
    out = subprocess.run([CLI, "run", "--heal", "--logdir", str(logdir / "healed"),
                          os.path.join(SCRIPTS, "heal_nan_batch.py")], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    healed = float(out.stderr.split("final loss ")[1].split()[0])
    twin, untrained = load("heal_nan_batch").main(None, bad=False)
    return logdir, healed, twin, untrained, out.stderr


def test_a_nan_from_one_bad_batch_is_repaired_and_training_ends_near_its_twin(nan_batch):
    _, healed, twin, untrained, _ = nan_batch
    assert _near(healed, twin, untrained), (healed, twin, untrained)


def test_repairs_are_events_in_the_diagnosis_and_the_status_is_healed(nan_batch):
    logdir = nan_batch[0]
    run = _diagnose_json(logdir)["healed"]
    assert run["status"] == "healed"
    # The findings are still listed: what went wrong, and its fix.
    assert "nonfinite_data" in {f["kind"] for f in run["findings"]}
    (repair,) = run["repairs"]["repairs"]
    assert run["repairs"]["gave_up"] is None
    # Skipped in the step (capture/heal/heal_skip.py): its update never reached
    # the weights, nothing else is undone, the rate is the user's.
    assert repair["action"] == "skipped" and repair["problem"] == "nonfinite"
    assert repair["step"] == 101 and repair["batch"] == 100  # batch 100, 1-based step
    assert "undone_steps" not in repair and "learning_rate" not in repair
    text = subprocess.run([CLI, "diagnose", str(logdir)], capture_output=True, text=True, timeout=120).stdout
    assert "HEALED" in text and "repaired: step 101: nonfinite" in text and "nothing else undone" in text


def test_exploding_gradients_are_clipped_and_training_ends_near_its_twin(tmp_path):
    script = load("heal_exploding")
    bare, _ = script.main(None, script.BAD_RATE)
    healed, _ = script.main(str(tmp_path / "healed"), script.BAD_RATE, heal=True)
    twin, untrained = script.main(None, script.FIXED_RATE)
    assert not math.isfinite(bare)
    # TrainHealth's stop_on_nonfinite (on by default) would have stopped it
    # at its first Inf: heal repaired that, so the run went on.
    assert _near(healed, twin, untrained), (healed, twin, untrained)
    run = diagnose_dir(tmp_path)["healed"]
    assert run.status == "healed"
    clipped = [r for r in run.repairs["repairs"] if r.get("clipnorm")]
    assert clipped and clipped[0]["clipnorm"] > 0


def test_a_loss_spike_is_rolled_back_past_and_training_ends_near_its_twin(tmp_path):
    # The gradients area off: the loss spike rule, not the gradient norm
    # (which jumps first, as exploding_gradients), sees the bad batch.
    script = load("heal_loss_spike")
    bare, _ = script.main(None, bad=True)
    healed, _ = script.main(str(tmp_path / "healed"), bad=True, heal=True, options={"gradients": False})
    twin, untrained = script.main(None, bad=False)
    assert not _near(bare, twin, untrained)  # the spike's damage lasts to the end, bare
    assert _near(healed, twin, untrained), (healed, twin, untrained)
    (repair,) = diagnose_dir(tmp_path)["healed"].repairs["repairs"]
    # The bad batch's gradients explode with its loss: heal's guard skips
    # its update in the step (capture/heal/heal_skip.py), nothing rolled back.
    assert repair["step"] == script.BAD_BATCH + 1 and repair["action"] == "skipped"
    assert repair["problem"] == "exploding_gradients"


def test_a_learning_rate_that_jumps_is_set_back_and_training_ends_near_its_twin(tmp_path):
    # No bad batch: a schedule's typo makes the rate jump 30x at step 200.
    # Halving it would not do; heal sets it back to the rate the last good
    # snapshot trained at, through the schedule (it cannot be assigned).
    script = load("heal_lr_jump")
    bare, _ = script.main(None, bad=True)
    healed, _ = script.main(str(tmp_path / "healed"), bad=True, heal=True)
    twin, untrained = script.main(None, bad=False)
    assert not _near(bare, twin, untrained)  # bare, the loss ends above where it started
    assert _near(healed, twin, untrained), (healed, twin, untrained)
    result = diagnose_dir(tmp_path)["healed"]
    assert result.status == "healed"
    first, *later = result.repairs["repairs"]
    jump = script.TYPO[1] / script.TYPO[0]
    assert first["step"] > script.STEPS // 2 and first["rolled_back_to"] <= script.STEPS // 2
    assert first["learning_rate"]["from"] == pytest.approx(script.TYPO[1])
    assert first["learning_rate"]["to"] == pytest.approx(script.TYPO[0])  # the rate before the jump
    assert f"rose {jump:.3g}-fold" in first["learning_rate"]["why"]
    # Whatever comes after (the jumped rate restored brings the problem
    # back), the rate never goes above the one the run trained at calmly.
    assert all(r["learning_rate"]["to"] <= script.TYPO[0] * (1 + 1e-6) for r in later if r["action"] == "rollback"), \
        later


def test_a_lowered_schedule_is_the_users_own_again_after_the_fit():
    from tb_trainhealth.capture.heal.heal_rate import RateControl, rate_setting

    class Run:
        retraced = 0

        def retrace(self, changes_training=False):
            assert changes_training  # a new rate is a new step, also where it runs one version
            self.retraced += 1

    schedule = keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=10, decay_rate=0.5)
    optimizer = keras.optimizers.SGD(schedule)
    optimizer.build([keras.Variable(np.zeros(2, "float32"))])
    rate, run = RateControl(optimizer), Run()
    assert rate.kind == "schedule" and rate.current() == pytest.approx(0.1)
    assert rate.lower(0.25, run) == (pytest.approx(0.1), pytest.approx(0.025))
    assert rate.user_rate() == pytest.approx(0.1) and run.retraced == 1  # wrapped once, traced again
    rate.lower(0.5, run)
    assert rate.current() == pytest.approx(0.05) and run.retraced == 1  # then only the factor moves
    rate.release(run)
    assert rate_setting(optimizer) is schedule and rate.current() == pytest.approx(0.1)


def _healthy_fit(callbacks):
    keras.utils.set_random_seed(3)
    rng = np.random.default_rng(3)
    x = rng.normal(size=(1600, 8)).astype("float32")
    y = (x[:, :1] > 0).astype("float32")
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"),
                              keras.layers.Dropout(0.1), keras.layers.Dense(1, activation="sigmoid")])
    model.compile(keras.optimizers.Adam(1e-2), "binary_crossentropy")
    history = model.fit(x, y, batch_size=16, epochs=2, verbose=0, callbacks=callbacks)
    return history.history["loss"], [w.copy() for w in model.get_weights()]


def test_a_healthy_run_under_heal_is_bit_identical_to_bare(tmp_path):
    bare_losses, bare_weights = _healthy_fit([])
    callback = tb_trainhealth.TrainHealth(str(tmp_path / "healthy"), heal=True)
    heal_losses, heal_weights = _healthy_fit([callback])
    assert callback.healer.snapshots_taken >= 2  # heal was on and snapshotting
    assert heal_losses == bare_losses
    assert all(np.array_equal(a, b) for a, b in zip(heal_weights, bare_weights))
    assert diagnose_dir(tmp_path)["healthy"].repairs is None


def test_a_failure_inside_heal_turns_heal_off_and_the_run_trains_as_bare(tmp_path, monkeypatch):
    # heal is one participant of the step engine: a bug of its own is
    # handled like a probe's (off for the run, one capture_error event),
    # and the probes stop a NaN/Inf run again, as TrainHealth does without heal.
    from tb_trainhealth.capture.heal.healing import Healer

    judged = Healer.judge_step

    def failing(self, run, step, vector):
        if step >= 3:
            raise RuntimeError("a bug of ours")
        return judged(self, run, step, vector)

    monkeypatch.setattr(Healer, "judge_step", failing)
    bare_losses, bare_weights = _healthy_fit([])
    callback = tb_trainhealth.TrainHealth(str(tmp_path / "heal_failed"), heal=True)
    heal_losses, heal_weights = _healthy_fit([callback])
    assert callback.healer is None
    assert callback.engine.run.stop_on_nonfinite
    assert heal_losses == bare_losses
    assert all(np.array_equal(a, b) for a, b in zip(heal_weights, bare_weights))
    stopped = read_runs(tmp_path)["heal_failed"].events_of("capture_error")
    assert [(e.step, e.payload["what"]) for e in stopped] == [(3, "heal (Healer.judge_step)")]


def test_a_repair_that_does_not_help_stops_the_run_with_its_finding(tmp_path):
    # Every batch from the 40th on holds a NaN: each repair meets it again.
    rng = np.random.default_rng(0)
    x = rng.normal(size=(3200, 8)).astype("float32")
    y = x.sum(axis=1, keepdims=True)
    x[40 * 16:] [:: 16] = np.nan
    model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(1)])
    model.compile(keras.optimizers.Adam(1e-2), "mse")
    seen = []
    model.fit(x, y, batch_size=16, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(str(tmp_path / "hopeless"), heal=True),
                         keras.callbacks.LambdaCallback(on_train_batch_end=lambda b, logs: seen.append(b))])
    assert len(seen) < 50  # stopped (200 batches were there)
    assert all(np.isfinite(w).all() for w in model.get_weights())  # at the last good weights
    run = _diagnose_json(tmp_path)["hopeless"]
    assert run["status"] == "critical"
    assert "nonfinite_data" in {f["kind"] for f in run["findings"]}
    gave_up = run["repairs"]["gave_up"]
    # The first bad batch skipped in the step; from the second bad step in
    # a row on, repairs by rolling back, three, and then heal gives up.
    rollbacks = [r for r in run["repairs"]["repairs"] if r["action"] == "rollback"]
    assert gave_up["problem"] == "nonfinite" and len(rollbacks) == 3


def test_tb_trainhealth_run_heal_says_what_it_repaired(nan_batch):
    # As the run goes: one line a repair, and the diagnosis at the end.
    stderr = nan_batch[4]
    assert "heal: step 101 (epoch 0, batch 100)" in stderr and "its update was skipped" in stderr
    assert "training goes on" in stderr
    assert "HEALED" in stderr


def test_the_tab_in_the_html_report_shows_the_run_healed_with_its_repairs(browser, nan_batch, tmp_path):
    from playwright.sync_api import expect

    logdir = nan_batch[0]
    path = tmp_path / "report.html"
    result = subprocess.run([CLI, "diagnose", str(logdir), "--html", str(path)], capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stderr  # healed: nothing left critical to fail a CI job on
    page = browser.new_page()
    try:
        page.goto(path.as_uri())
        expect(page.locator("#run-status")).to_have_text("healed")
        repairs = page.locator("#repairs")
        expect(repairs).to_contain_text("Healed: 1 repair")
        expect(repairs).to_contain_text("Step 101: nonfinite")
        expect(repairs).to_contain_text("Its update was skipped, nothing else undone: batch 100 of epoch 0")
        # On the loss chart: the repaired step marked, and said.
        expect(page.locator("#loss-chart")).to_have_attribute("data-repairs", "1")
        expect(page.locator("#loss-note")).to_contain_text(
            'Heal repaired the run (marked "repaired") at step 101 (its update skipped, nothing else undone)')
        # On the NaN/Inf timeline: the repair in a lane of its own, at the bad step.
        repair = page.locator('#nonfinite-timeline .nf-marker.repair[data-step="101"]')
        expect(repair).to_have_attribute("aria-label", "Repaired at step 101 (nonfinite): its update skipped")
        expect(page.locator("#nonfinite-summary")).to_contain_text("heal repaired the run 1 time")
        # The findings are still there beside the repairs.
        expect(page.locator("#trainhealth-app")).to_contain_text("The data holds NaN at step 101")
    finally:
        page.close()


def test_an_oom_under_autolog_heal_goes_on_at_the_batch_size_that_fits(tmp_path):
    # The memory area's demo model: its step at batch size 131072 asks for
    # a 3 TiB tensor, refused at once (nothing allocated: safe on a shared
    # machine); heal turns the area's oom_retry on, and autolog's fit goes
    # on at the size the search found under the demo's budget.
    sys.path.insert(0, os.path.join(REPO, "demo"))
    import memory_runs
    from tb_trainhealth.capture.entry import autolog as autolog_lib

    x, y = memory_runs.discriminator_data(np.random.default_rng(0), memory_runs.OOM_BATCH)
    model = memory_runs._compiled(keras, seed=5)
    autolog_lib.autolog(logdir=str(tmp_path / "run"), heal=True, options={"memory": {"max_bytes": memory_runs.BUDGET}})
    try:
        history = model.fit(x, y, batch_size=memory_runs.OOM_BATCH, epochs=1, steps_per_epoch=4, verbose=0)
    finally:
        autolog_lib.disable()
    assert all(math.isfinite(v) for v in history.history["loss"])
    run = _diagnose_json(tmp_path)["run"]
    assert run["status"] == "healed" and "oom" in {f["kind"] for f in run["findings"]}
    (repair,) = run["repairs"]["repairs"]
    assert repair["problem"] == "oom" and repair["batch_size"]["from"] == memory_runs.OOM_BATCH
    assert 64 <= repair["batch_size"]["to"] < memory_runs.OOM_BATCH


@pytest.mark.parametrize("bad, within", [("nan", 1.25), ("units", 1.5)])
def test_a_bad_batch_that_comes_back_every_epoch_costs_one_skipped_step_each_time(tmp_path, bad, within):
    """One NaN record, or one batch in the wrong units (x1000), read in a
    fixed order for 4 epochs: the bad batch comes back at the same place
    every epoch. Healed, the run ends within `within` x the loss of the
    same program on clean data (the issue's bounds), and never worse than
    bare; the bad batch's update is skipped in the step each time (nothing
    rolled back), and the diagnosis names it once, with its records."""
    script = load("heal_bad_batch_returns")
    clean = script.main(None, bad=None)
    bare = script.main(None, bad=bad)
    healed = script.main(str(tmp_path / "healed"), bad=bad, heal=True)
    assert healed <= within * clean and healed <= bare, (healed, clean, bare)
    run = diagnose_dir(tmp_path)["healed"]
    assert run.status == "healed"
    (repair,) = run.repairs["repairs"]  # one repair: the batch, every epoch it came back
    assert repair["action"] == "skipped" and repair["batch"] == script.BAD_BATCH
    assert repair["epochs"] == list(range(script.EPOCHS))
    first = script.BAD_BATCH * script.BATCH
    assert repair["records"] == [first, first + script.BATCH]
    text = subprocess.run([CLI, "diagnose", str(tmp_path)], capture_output=True, text=True, timeout=120).stdout
    assert f"batch {script.BAD_BATCH} (records {first}-{first + script.BATCH - 1} of the training arrays) was bad " \
           f"in {script.EPOCHS} epochs" in text


def test_a_run_heal_keeps_finite_but_that_does_not_learn_is_not_called_healed():
    """Finite is not fixed: a regression whose repaired loss ends above where
    it began (SGD on unscaled targets, healed to an MSE worse than its
    untrained model's) keeps its findings' status, and the diagnosis says
    why it is not healed; one whose loss came down is healed."""
    from tb_trainhealth.diagnosis import engine, repairs
    from tb_trainhealth.summary.reader import Event, RunData, Series

    def run(losses):
        steps = np.arange(1, len(losses) + 1)
        rollback = Event(kind="heal_repair", step=12, wall_time=0.0,
                         payload={"action": "rollback", "problem": "nonfinite", "why": "NaN", "rolled_back_to": 1,
                                  "undone_steps": [2, 12], "bad_steps": [12]})
        return RunData(run="r", series={"loss": Series(name="loss", steps=steps, values=np.asarray(losses, float))},
                       events=[rollback])

    stalled = engine.diagnose(run([10392.0] * 10 + [float("nan")] * 2 + [39743.0] * 40))
    assert stalled.status != "healed" and stalled.repairs["learning"]["went_on"] is False
    assert "did not come back below where it began" in repairs.not_learning_line(stalled.repairs)
    assert "3.974e+04" in repairs.not_learning_line(stalled.repairs)
    came_down = engine.diagnose(run([10392.0] * 10 + [float("nan")] * 2 + [120.0] * 40))
    assert came_down.status == "healed" and repairs.not_learning_line(came_down.repairs) is None


def test_a_repair_is_said_in_words_never_as_none_or_the_engines_names():
    """A rate lowered for the rest of the fit is said so (not 'for None
    steps'), and the step's statistics that held the NaN are named as a
    user knows them (the loss, the gradients), not as the engine's vector."""
    from tb_trainhealth.capture.heal import healing
    from tb_trainhealth.diagnosis import repairs

    text = repairs.describe({"action": "rollback", "step": 40, "problem": "loss_spike", "why": "the loss rose 80x",
                             "rolled_back_to": 1, "undone_steps": [2, 40],
                             "learning_rate": {"from": 0.3, "to": 0.03, "for_steps": None},
                             "loss_before": 0.5, "loss_at": 40.0, "loss_after": 0.4})
    assert "learning rate 0.3 -> 0.03 for the rest of the fit" in text and "None" not in text
    why = healing._nonfinite_why(None, {"loss_total": [float("nan")], "grad_squares": [float("inf")],
                                        "loss_count": [4.0]}, float("nan"))
    assert why == "a NaN/Inf in the step's gradients and loss (its loss: nan)"
