"""TensorFlow imported with only the start-up lines TF_CPP_MIN_LOG_LEVEL asks for.

TensorFlow's C++ code logs its first lines (oneDNN's "custom operations
are on", and absl's preface "All log messages before
absl::InitializeLog() is called are written to STDERR") while it is
imported, before its logging has read TF_CPP_MIN_LOG_LEVEL; the 2.21
wheel writes them twice (`python -c "import tensorflow"` does). So with
TF_CPP_MIN_LOG_LEVEL=2, `tb-trainhealth run` would print INFO lines the
user turned off. `import_tensorflow` imports it with the process's stderr
(file descriptor 2, where C++ writes) going to a file, then writes back
every line but absl's records under the asked level (I, W, E, F: 0-3;
a record's further lines go with it) and the preface where nothing of
absl's is kept. Any other line (a Python warning, an import error's
output) is written back as it was.
"""

import os
import re
import sys
import tempfile

# absl's line prefix: severity letter, MMDD (0000 before InitializeLog), a space.
_ABSL_LINE = re.compile(r"^([IWEF])\d{4} ")
_SEVERITY = {"I": 0, "W": 1, "E": 2, "F": 3}
_PREFACE = "All log messages before absl::InitializeLog() is called are written to STDERR"


def min_log_level():
    """TF_CPP_MIN_LOG_LEVEL as TensorFlow reads it: an int, 0 where unset or not a number."""
    try:
        return int(os.environ.get("TF_CPP_MIN_LOG_LEVEL", "0"))
    except ValueError:
        return 0


def kept_lines(text, level):
    """`text` (what TensorFlow's import wrote to stderr) less absl's lines
    under `level`, and less the preface where no absl line is kept."""
    kept = []
    dropping = False  # within a dropped record: its message's further lines go with it
    for line in text.splitlines(keepends=True):
        prefix = _ABSL_LINE.match(line)
        if prefix:
            dropping = _SEVERITY[prefix.group(1)] < level
        elif _PREFACE in line:
            dropping = False
        if not dropping:
            kept.append(line)
    if not any(_ABSL_LINE.match(line) for line in kept):
        kept = [line for line in kept if _PREFACE not in line]
    return "".join(kept)


def import_tensorflow():
    """`import tensorflow`, its start-up lines filtered by
    TF_CPP_MIN_LOG_LEVEL (module docstring). Where it is imported already,
    or the level lets every line through, a plain import."""
    if "tensorflow" in sys.modules or min_log_level() <= 0:
        import tensorflow

        return tensorflow
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        import tensorflow  # no stderr descriptor to redirect (a GUI launcher)

        return tensorflow
    with tempfile.TemporaryFile() as caught:
        os.dup2(caught.fileno(), 2)
        try:
            import tensorflow
        finally:
            # Python's own buffered lines first, so they land in the file too.
            try:
                sys.stderr.flush()
            except (OSError, ValueError):
                pass
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            text = caught.read().decode("utf-8", errors="replace")
            sys.stderr.write(kept_lines(text, min_log_level()))
            sys.stderr.flush()
    return tensorflow
