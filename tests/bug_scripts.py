"""The bug scripts under tests/scripts/, loaded as modules so that a test
calls their `main(logdir, ...)` in its own process (one TensorFlow import
for all of them), and the lines they mark."""

import importlib.util
import os

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts")


def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(SCRIPTS, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def line_of(name, marker):
    """The 1-based number of the script's line that holds `marker`."""
    with open(os.path.join(SCRIPTS, name + ".py")) as f:
        return next(i for i, line in enumerate(f, 1) if marker in line)
