"""The capture differential fuzz, a fixed slice for the suite: a few random
Keras programs (tests/capture_programs.py) print the same lines, exit the
same way and die of the same exception bare, under `tb-trainhealth run`
and with autolog() prepended (tests/capture_diff.py).
`scripts/fuzz_capture.py` runs many more.
"""

import concurrent.futures

import pytest

import capture_diff
import capture_programs

# seed: why it is in the slice (each runs three ways, two seeds at a time)
SLICE = {
    3: "a train_on_batch loop with test_on_batch and predict_on_batch, a caught user error, clear_session, "
       "trainable toggled",
    104: "train_on_batch interleaved with evaluate and predict, then a fit on wrong labels, uncaught",
    217: "train_on_batch, a caught user error, clear_session, recompile, model(x)",
    115: "fit on a repeated tf.data with steps_per_epoch, then train_on_batch around predict",
    21: "an LSTM, LayerNormalization and a gelu Dense before a Dropout, two models sharing layers: a reader of "
        "the gelu's output made TensorFlow compute the step an ulp apart (probes/activations.py)",
}
COVERED = {"fit", "train_on_batch", "evaluate", "predict", "error_caught", "error_uncaught", "clear_session"}


@pytest.fixture(scope="module")
def compared(tmp_path_factory):
    """{seed: (script, [(way, first difference)], bare is deterministic)}."""
    folder = tmp_path_factory.mktemp("capture_fuzz")

    def one(seed):
        source, _ = capture_programs.program(seed)
        script = folder / f"seq{seed}.py"
        script.write_text(source)
        _, differences, deterministic = capture_diff.compare(str(script), str(folder / f"seq{seed}"))
        return seed, (script, differences, deterministic)

    with concurrent.futures.ThreadPoolExecutor(2) as pool:  # two cores
        return dict(pool.map(one, SLICE))


def test_the_slice_covers_what_it_is_for():
    features = set().union(*(capture_programs.program(seed)[1] for seed in SLICE))
    assert COVERED <= features, COVERED - features


@pytest.mark.parametrize("seed", sorted(SLICE))
def test_capture_changes_nothing(compared, seed):
    script, differences, deterministic = compared[seed]
    assert deterministic, f"{script} prints different lines when run bare twice: fix capture_programs.py"
    assert not differences, f"{script} ({SLICE[seed]}):\n" + "\n".join(f"  {way}: {d}" for way, d in differences)
