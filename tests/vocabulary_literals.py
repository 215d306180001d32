"""Finds the public vocabulary (finding kinds, event kinds, statistics, node
ids) spelled as string literals outside the area declarations.

Used by tests/test_area_contract.py; run it alone to list the places:
`python tests/vocabulary_literals.py`.
"""

import ast
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, REPO)

from tb_trainhealth import areas as areas_lib  # noqa: E402

# Words of the vocabulary that are also ordinary words in other senses: a
# JSON error key, an array's shape, a compiled model's loss, TF's
# gradients, an exception's type in a shape event. A literal of one of
# these is not taken as a spelt-out name.
ORDINARY_WORDS = frozenset({"error", "shape", "loss", "gradients", "error_type"})

PY_ROOT = os.path.join(REPO, "tb_trainhealth")
PY_EXEMPT = (os.path.join(PY_ROOT, "areas") + os.sep, os.path.join(PY_ROOT, "proto") + os.sep)
JS_ROOT = os.path.join(REPO, "frontend", "src")

# A JS string literal: '...', "..." or a template literal's text between
# substitutions. Good enough for our own sources (no regex literals holding
# quotes).
_JS_STRING = re.compile(r"""'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.|\$(?!\{))*)(?:`|\$\{)""")


def vocabulary():
    names = set()
    for area in areas_lib.all_areas():
        for group in (area.findings, area.events, area.series, area.matrices, area.histograms):
            names.update(group)
        names.update(node.id for node in area.nodes)
    return names - ORDINARY_WORDS


def _python_files():
    for dirpath, dirnames, filenames in os.walk(PY_ROOT):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for name in filenames:
            path = os.path.join(dirpath, name)
            if name.endswith(".py") and not path.startswith(PY_EXEMPT):
                yield path


def _js_files():
    for dirpath, dirnames, filenames in os.walk(JS_ROOT):
        for name in filenames:
            if name.endswith(".js"):
                yield os.path.join(dirpath, name)


def python_literals(path, names):
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in names:
            yield node.lineno, node.value


def js_literals(path, names):
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            stripped = line.strip()
            if stripped.startswith("//") or stripped.startswith("*"):
                continue
            for match in _JS_STRING.finditer(line):
                text = next(g for g in match.groups() if g is not None)
                if text in names:
                    yield lineno, text


def violations():
    """[(relative path, line, name)] of every spelt-out name."""
    names = vocabulary()
    found = []
    for path in _python_files():
        found += [(os.path.relpath(path, REPO), n, v) for n, v in python_literals(path, names)]
    for path in _js_files():
        found += [(os.path.relpath(path, REPO), n, v) for n, v in js_literals(path, names)]
    return found


if __name__ == "__main__":
    for path, line, name in violations():
        print(f"{path}:{line}: {name!r}")
