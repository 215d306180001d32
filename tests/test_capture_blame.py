"""Whose fault a crash is (capture/readers/crash.py, raised_in_capture), and one
crash, one finding (diagnosis/rules/core.py). No training needed."""

import functools

from tb_trainhealth.capture.readers import crash
from tb_trainhealth.capture.safety import passes_through
from tb_trainhealth.capture.engine.step_outputs import StepOutputs
from tb_trainhealth.diagnosis import diagnose
from tb_trainhealth.summary.reader import Event, RunData


def _caught(fn):
    try:
        fn()
    except Exception as error:  # noqa: BLE001 (the test looks at any)
        return error
    raise AssertionError("it did not raise")


def _wrapper(inner):
    """One of ours that passes the user's call through (as autolog's fit)."""

    @functools.wraps(inner)
    @passes_through
    def wrapped():
        return inner()

    return wrapped


def users_code():
    raise KeyError("label")


def test_an_error_of_the_users_passing_through_our_wrappers_is_the_users():
    error = _caught(_wrapper(_wrapper(users_code)))
    assert crash.raised_in_capture(error) is False
    assert crash.describe(error)["frame"]["function"] == "users_code"


def test_an_error_raised_in_our_own_code_is_ours():
    outputs = StepOutputs()
    error = _caught(lambda: outputs.unpack([0.0, 7.0, 1.0]))  # a layout it never traced
    assert crash.raised_in_capture(error) is True
    assert crash.describe(error)["in_capture"] is True


def test_our_wrappers_nested_on_themselves_are_ours():
    # What a train_on_batch loop did: a wrapper more each call, until the
    # stack ran out; the innermost frames are TensorFlow's, the rest ours.
    fn = users_code
    for _ in range(60):
        fn = _wrapper(fn)
    assert crash.raised_in_capture(_caught(fn)) is True


def _crash(step, message, in_capture=False):
    return Event("training_error", step, {"error_type": "RecursionError", "message": message, "phase": "train_step",
                                          "in_capture": in_capture}, 1.0)


def test_one_crash_is_one_finding_and_ours_is_named_ours():
    run = RunData(run="r", series={}, events=[_crash(482, "maximum recursion depth exceeded in comparison", True),
                                              _crash(482, "maximum recursion depth exceeded", True)])
    (finding,) = [f for f in diagnose(run).findings if f.kind == "training_error"]
    assert finding.step == 482 and finding.severity == "critical"
    assert "inside tb-trainhealth's capture, not in your code" in finding.summary
    assert "fix it there" not in finding.fix.text and "fault of tb-trainhealth" in finding.fix.text


def test_a_capture_error_is_a_note_not_a_finding():
    event = Event("capture_error", 37, {"what": "the gradients area (GradientProbe.on_batch_end)",
                                        "error_type": "ValueError", "message": "bad shape"}, 1.0)
    result = diagnose(RunData(run="r", series={}, events=[event]))
    assert result.status == "healthy" and not result.findings
    (note,) = result.capture_notes
    assert note.startswith("capture of the gradients area (GradientProbe.on_batch_end) stopped at step 37")


def test_no_file_of_this_package_is_the_users_wherever_it_sits():
    """A frame in any module of tb_trainhealth (a probe's layer-call wrapper,
    the CLI) is ours, for the crash's blame and for the replay's line: the
    package's root, not the folder one of these modules happens to be in."""
    import os

    import tb_trainhealth
    from tb_trainhealth.capture.tools import replay

    root = os.path.dirname(os.path.abspath(tb_trainhealth.__file__))
    for ours in ("capture/probes/activations.py", "cli.py", "capture/engine/step_engine.py"):
        path = os.path.join(root, ours)
        assert not replay.is_user_frame(path), path
        assert not crash.is_user_file(path), path
    assert replay.is_user_frame("/home/someone/train.py") and crash.is_user_file("/home/someone/train.py")
