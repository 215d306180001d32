"""NaN/Inf in the data itself (`nonfinite_data`): named at its step, with
the sample in its batch and the value's index, before any symptom, and
with a fix written for the run's input (NumPy arrays, tf.data). Each bug
script has a fixed twin with no NaN/Inf finding at all."""


import pytest

from bug_scripts import load
from helpers import diagnose_dir, read_runs

NAMES = ("nonfinite_data_tabular", "nonfinite_data_tfdata_labels", "nonfinite_data_images_xla")
SYMPTOMS = {"nonfinite_activations", "nonfinite_loss", "nonfinite_gradients", "nonfinite_weights"}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("nonfinite_data")
    for name in NAMES:
        module = load(name)
        module.main(str(logdir / name))
        module.main(str(logdir / (name + "_fixed")), fixed=True)
    return logdir, diagnose_dir(logdir), read_runs(logdir)


def _first(result):
    assert result.findings, "no finding"
    return result.findings[0]


def test_a_nan_record_behind_a_relu_is_the_data_not_the_backward_pass(runs):
    logdir, results, data = runs
    module = load("nonfinite_data_tabular")
    result = results["nonfinite_data_tabular"]
    first = _first(result)
    step = module.BAD_RECORD // module.BATCH + 1
    assert (first.kind, first.severity, first.step) == ("nonfinite_data", "critical", step)
    evidence = first.evidence
    assert evidence["sample"] == module.BAD_RECORD % module.BATCH
    assert evidence["feature_index"] == [module.BAD_FEATURE]
    assert (evidence["role"], evidence["value"], evidence["record"]) == ("features", "nan", module.BAD_RECORD)
    assert f"record {module.BAD_RECORD}" in first.summary
    # The symptoms the ReLU let through are grouped under it.
    symptoms = [f for f in result.findings[1:] if f.kind in SYMPTOMS]
    assert symptoms and all(f.caused_by == "nonfinite_data" for f in symptoms)
    assert "np.isfinite" in first.fix.code and "x_train[keep]" in first.fix.code
    assert "clipnorm" not in first.fix.code


def test_an_inf_label_in_a_tf_data_pipeline(runs):
    _, results, _ = runs
    first = _first(results["nonfinite_data_tfdata_labels"])
    assert first.kind == "nonfinite_data"
    # The record's target is x / 0 for a price of 0: +-Inf.
    assert first.evidence["role"] == "labels" and first.evidence["value"] in ("inf", "-inf")
    assert first.evidence["input_kind"] == "tf.data"
    assert 0 <= first.evidence["sample"] < 25
    assert "dataset.filter(all_finite)" in first.fix.code and "tf.math.is_finite" in first.fix.code


def test_an_inf_pixel_under_xla_is_named_with_its_index(runs):
    _, results, _ = runs
    module = load("nonfinite_data_images_xla")
    result = results["nonfinite_data_images_xla"]
    first = _first(result)
    assert first.kind == "nonfinite_data"
    assert first.evidence["feature_index"] == list(module.BAD_PIXEL)
    assert first.evidence["value"] == "inf"
    # Shuffled: the sample is the batch's, and no record index is claimed.
    assert 0 <= first.evidence["sample"] < module.BATCH and "record" not in first.evidence
    assert all(f.caused_by == "nonfinite_data" for f in result.findings if f.kind in SYMPTOMS)


@pytest.mark.parametrize("name", NAMES)
def test_the_fixed_twin_has_no_nan_finding(runs, name):
    _, results, data = runs
    result = results[name + "_fixed"]
    kinds = {f.kind for f in result.findings}
    assert not kinds & (SYMPTOMS | {"nonfinite_data"}), kinds
    assert not data[name + "_fixed"].events_of("nonfinite_data")
