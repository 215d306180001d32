"""The loss-spike rule on hand-made loss series (no training): spikes are
told apart from noise, from a loss still falling fast and from steady
oscillation, and each says how it ended. The transformer runs that spike
for real are in tests/test_transformer.py."""

import numpy as np

from tb_trainhealth.diagnosis import diagnose
from tb_trainhealth.diagnosis.rules import loss_spikes
from tb_trainhealth.summary.reader import Event, RunData, Series


def run(values, extra_series=None):
    values = np.asarray(values, dtype=np.float64)
    series = {"loss": Series("loss", np.arange(1, len(values) + 1), values)}
    for name, (steps, rates) in (extra_series or {}).items():
        series[name] = Series(name, np.asarray(steps), np.asarray(rates, dtype=np.float64))
    return RunData(run="r", series=series, events=[])


def falling(n, rng, start=4.0, end=1.5, noise=0.04):
    """A loss falling fast then levelling off, with multiplicative batch noise."""
    curve = end + (start - end) * np.exp(-np.arange(n) / (n / 6))
    return curve * (1 + noise * rng.standard_normal(n))


def spikes(values, **kwargs):
    return loss_spikes.find_spikes(run(values, **kwargs))


def serious(values):
    return [f for f in diagnose(run(values)).findings if f.kind == "loss_spike" and f.severity != "info"]


def test_noise_and_a_fast_fall_are_not_spikes():
    for seed in range(20):
        rng = np.random.default_rng(seed)
        assert spikes(falling(2000, rng)) == [], seed
        # Skewed batch losses: each the mean of 32 per-sample losses with a
        # heavy right tail (lognormal, sigma 1: 24% batch-to-batch spread).
        skewed = falling(2000, rng, noise=0) * rng.lognormal(0, 1, size=(2000, 32)).mean(axis=1) / np.exp(0.5)
        # A lone batch far in that tail may be named (info: a batch of hard
        # records), never a spike of several steps, never a warning.
        assert [s for s in spikes(skewed) if not s["one_step"]] == [], seed
        assert serious(skewed) == [], seed


def test_steady_oscillation_is_not_a_spike():
    rng = np.random.default_rng(0)
    steps = np.arange(600)
    swinging = 2.0 + 1.2 * np.sign(np.sin(steps / 7.0)) + 0.1 * rng.standard_normal(600)
    assert spikes(swinging) == []


def test_a_spike_that_recovers_and_one_that_stays_up():
    rng = np.random.default_rng(1)
    values = falling(400, rng)
    values[250] = values[249] * 3  # one bad batch
    (spike,) = spikes(values)
    assert (spike["start"], spike["peak"], spike["outcome"], spike["one_step"]) == (251, 251, "recovered", True)
    assert spike["recovered_at"] == 252 and 2.5 < spike["rise"] < 3.5
    (finding,) = [f for f in diagnose(run(values)).findings if f.kind == "loss_spike"]
    assert finding.severity == "info" and "that step's batch" in finding.summary

    stays = falling(400, rng)
    stays[300:] *= 2.5
    (spike,) = spikes(stays)
    assert spike["start"] == 301 and spike["outcome"] == "stayed_up" and not spike["one_step"]


def test_a_spike_that_ends_in_nan_is_critical():
    rng = np.random.default_rng(2)
    values = falling(300, rng)
    values[200:210] = np.geomspace(4, 400, 10)
    values[210:] = np.nan
    (spike,) = spikes(values)
    assert spike["outcome"] == "nan_inf" and spike["nonfinite_step"] == 211
    finding = next(f for f in diagnose(run(values)).findings if f.kind == "loss_spike")
    assert finding.severity == "critical" and "turned NaN/Inf at step 211" in finding.summary


def test_a_rate_past_what_the_run_trained_at_is_named_with_its_fix():
    rng = np.random.default_rng(3)
    values = falling(300, rng)
    values[150:] *= 2.2
    steps = np.arange(1, 301, 10)
    rates = np.where(steps <= 150, 1e-3, 3e-2)
    result = diagnose(run(values, extra_series={"schedule_rate": (steps, rates)}))
    (finding,) = [f for f in result.findings if f.kind == "loss_spike"]
    assert finding.evidence["cause"] == "rate" and finding.step == 151
    # The rate is sampled every 10 steps: said at its sample's step (151),
    # the one the spike's own step is, never as another step's rate.
    assert finding.evidence["learning_rate"] == {"rate": 3e-2, "rate_step": 151, "calm_rate": 1e-3}
    assert "0.03 at step 151 (its last sample before the spike), past the 0.001" in finding.summary
    assert "warmup_target=0.001" in finding.fix.code and "learning_rate=schedule" in finding.fix.code


def test_the_same_batch_every_epoch_is_named():
    rng = np.random.default_rng(4)
    values = falling(300, rng)

    events = [Event("epoch_logs", 100 * (e + 1), {"epoch": e, "logs": {"loss": 1.0}}, 0.0) for e in range(3)]
    for epoch in range(3):
        values[100 * epoch + 42] = 6.0  # batch 42 of each epoch (steps 43, 143, 243)
    data = run(values)
    data = RunData(run="r", series=data.series, events=events)
    (finding,) = [f for f in diagnose(data).findings if f.kind == "loss_spike"]
    assert finding.evidence["cause"] == "batch" and finding.evidence["same_batch_index"] == 42
    assert finding.severity == "warning"
    assert finding.evidence["count"] == 3
    assert "batch 42 of every epoch" in finding.summary
