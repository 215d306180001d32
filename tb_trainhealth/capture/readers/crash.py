"""What an exception that killed training says, as a user reads it: its
type, its message's first line, and the frame in the user's own code.

TensorFlow wraps an exception raised in Python inside the input pipeline
(a generator, a `py_function`) into an `OpError` (UnknownError,
InvalidArgumentError) whose message carries the original traceback, as
text: "KeyError: 'label'" and `File "train.py", line 9, in gen`. So the
type and the frame are read from the message where it carries them, and
from the exception's own traceback otherwise. No TensorFlow import here.
"""

import linecache
import os
import re
import sys
import sysconfig

from tb_trainhealth.capture.safety import PASS_THROUGH_CODE

MESSAGE_CHARS = 4000  # the whole message kept, up to this

# `File "path", line N, in function` in a traceback carried as text, and
# TF's graph-error stacks (`File "path", line N, in function` too).
_FRAME_TEXT = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<function>[^\s]+)')
# The last line of a Python traceback carried in a message: "KeyError: 'x'".
_EXCEPTION_LINE = re.compile(r"^(?P<type>[A-Za-z_][\w.]*(?:Error|Exception|Interrupt|Exit|Warning)): ?(?P<message>.*)$")

_LIBRARY_DIRS = tuple(
    os.path.abspath(p) + os.sep
    for p in {sysconfig.get_paths().get("stdlib"), sysconfig.get_paths().get("purelib"),
              sysconfig.get_paths().get("platlib")}
    if p
)
# tb_trainhealth/, wherever this module sits in it (the package is imported
# before any module of it).
_OWN_DIR = os.path.dirname(os.path.abspath(sys.modules["tb_trainhealth"].__file__)) + os.sep


def is_user_file(filename):
    """Whether `filename` is the user's code: not the standard library, not
    an installed package (TensorFlow, Keras), not tb_trainhealth itself."""
    if not filename or filename.startswith("<") or "__autograph_generated_file" in filename:
        return False  # also autograph's rewrite of the user's function: its frames follow
    path = os.path.abspath(filename)
    return not path.startswith(_LIBRARY_DIRS + (_OWN_DIR,)) and "site-packages" not in path


def describe(error):
    """{"error_type", "message", "raised_as", "frame", "text"} of `error`.

    `error_type`: the exception the user's code raised ("KeyError"), where
    TensorFlow wrapped it, else the exception's own type; `raised_as`: the
    type that left `fit` where it differs ("UnknownError"); `frame`:
    {"file", "line", "function", "code"} of the innermost frame in the
    user's code, or None; `text`: the whole message (capped).
    """
    text = str(error)
    own_type = type(error).__name__
    carried = _carried_exception(text)
    error_type, message = carried if carried else (own_type, _first_line(unwrap_keras(text)))
    # Where it was raised in the user's code, else the user's call that
    # led to it (their `model.fit(...)` line: the traceback seen inside
    # fit stops short of it, the caller's stack does not).
    frame = _user_frame_in_text(text) or _user_frame_in_traceback(error.__traceback__) or _user_frame_in_stack()
    return {
        "error_type": error_type,
        "message": message[:500],
        "raised_as": own_type if error_type != own_type else None,
        "frame": frame,
        "text": text[:MESSAGE_CHARS],
        "in_capture": raised_in_capture(error),
    }


# Keras 3 wraps an error raised inside a layer's call: "Exception
# encountered when calling X.call().", a blank line, the error's own
# message, a blank line, then "Arguments received by X.call(): ...".
_KERAS_WRAPPER = re.compile(
    r"\s*Exception encountered when calling [^\n]*\n\s*\n(.*?)(\n\s*\nArguments received by|\Z)", re.S)
_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def strip_ansi(text):
    """`text` without terminal colour codes (Keras colours its messages)."""
    return _ANSI.sub("", text)


def unwrap_keras(text):
    """The error's own message out of Keras's wrapper (and its colours)."""
    text = strip_ansi(text)
    wrapped = _KERAS_WRAPPER.match(text)
    return wrapped.group(1) if wrapped else text


# TensorFlow's own lead-ins, not what went wrong.
_LEAD_INS = ("Graph execution error:", "in user code:")


def _first_line(text):
    in_trace = False
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("Detected at node"):
            in_trace = True  # TF's "defined at" traceback follows, indented
            continue
        if in_trace and (not line or raw[:1].isspace()):
            continue  # tf_keras's leaves a blank line between its frames
        in_trace = False
        if line and line not in _LEAD_INS:
            return line
    return ""


def _carried_exception(text):
    """(type, message) of a Python exception whose traceback the message
    carries as text (a generator's error), or that autograph's "in user
    code:" report ends with; else None."""
    if "Traceback (most recent call last)" in text:
        tail = text[text.rindex("Traceback (most recent call last)"):]
        lines = tail.splitlines()
    elif text.lstrip().startswith("in user code:"):
        lines = reversed(text.splitlines())  # its last "Type: message" line
    else:
        return None
    for line in lines:
        match = _EXCEPTION_LINE.match(line.strip())
        if match:
            return match.group("type").rsplit(".", 1)[-1], match.group("message").strip()
    return None


# More of our wrappers than this on one stack are wrappers nested on
# themselves (ours, not the user's: a train_on_batch loop once wrapped the
# train function again every call, until a RecursionError). A real stack
# holds a handful: fit, the train function, train_step, a layer's call.
_MAX_WRAPPERS = 40


def raised_in_capture(error):
    """Whether `error` was raised by tb_trainhealth's own code, not by the
    user's or by what our wrappers wrap: the innermost frame that is not
    TensorFlow, Keras or Python's is ours and not a pass-through wrapper
    (safety.passes_through), or our wrappers are nested on themselves."""
    frames = []
    tb = error.__traceback__
    while tb is not None:
        frames.append(tb.tb_frame.f_code)
        tb = tb.tb_next
    if sum(code in PASS_THROUGH_CODE for code in frames) > _MAX_WRAPPERS:
        return True
    for code in reversed(frames):  # innermost first
        path = os.path.abspath(code.co_filename)
        if path.startswith(_OWN_DIR):
            if code not in PASS_THROUGH_CODE:
                return True
        elif is_user_file(code.co_filename):
            return False
    return False


def _user_frame_in_text(text):
    frames = [m for m in _FRAME_TEXT.finditer(text) if is_user_file(m.group("file"))]
    if not frames:
        return None
    last = frames[-1]  # innermost: tracebacks list the most recent call last
    return _frame(last.group("file"), int(last.group("line")), last.group("function"))


def _user_frame_in_traceback(tb):
    found = None
    while tb is not None:
        code = tb.tb_frame.f_code
        if is_user_file(code.co_filename):
            found = (code.co_filename, tb.tb_lineno, code.co_name)
        tb = tb.tb_next
    return _frame(*found) if found else None


def _user_frame_in_stack():
    frame = sys._getframe(1)
    while frame is not None:
        if is_user_file(frame.f_code.co_filename):
            return _frame(frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name)
        frame = frame.f_back
    return None


def _frame(filename, line, function):
    return {
        "file": filename,
        "line": line,
        "function": function,
        "code": linecache.getline(filename, line).strip() or None,
    }


def running_script():
    """The path of the script being run (`python train.py`), or None."""
    main = sys.modules.get("__main__")
    return getattr(main, "__file__", None)
