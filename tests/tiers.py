"""Which tier each test is in, read from what its code uses (conftest.py
marks every collected test with these; pytest.ini registers the markers):

- `browser`: it drives Chromium (the `browser` fixture, or one built on it);
- `slow`: it trains, starts TensorBoard or runs a process, itself or
  through a fixture or helper of its module, or a session fixture that
  does (every browser test is slow too);
- `unit`: neither, the fast tier: rules, formats and routes on hand-made
  and synthetic data (`pytest -m unit`).

A test's code is its function, the fixtures it asks for, and what they
name in their module (functions, classes, module-level values), followed
name by name, and into the helper modules beside the tests. It is slow
when any of that names something from a module that trains or runs
processes, below.
"""

import ast
import functools
import os
import sys

import pytest

TESTS = os.path.dirname(os.path.abspath(__file__))

# Modules whose use means training, TensorBoard, a browser or a process.
SLOW_MODULES = {
    "tensorflow", "keras", "tf_keras",  # training
    "subprocess", "multiprocessing", "concurrent",  # processes (the CLI, scripts, workers)
    "playwright", "tb_server",  # a browser, a TensorBoard
    "bug_scripts", "capture_diff", "capture_programs",  # helpers that train what they load
}

# conftest.py's session fixtures that train or start something.
SLOW_FIXTURES = {"demo_logdir", "transformer24_logdir", "bug_suite", "demo_tensorboards", "demo_tb", "empty_tb",
                 "browser"}


def mark(items):
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if "browser" in fixtures:
            item.add_marker(pytest.mark.browser)
        module = _module(item.path.stem) if str(item.path.parent) == TESTS else None
        # A method is read with its class (a tf.test.TestCase is TensorFlow's).
        code = item.cls.__name__ if getattr(item, "cls", None) else getattr(item, "originalname", item.name)
        names = [code, *fixtures]
        slow = fixtures & SLOW_FIXTURES or (module and any(module.slow(name) for name in names))
        item.add_marker(pytest.mark.slow if slow else pytest.mark.unit)


@functools.lru_cache(maxsize=None)
def _module(name):
    path = os.path.join(TESTS, name + ".py")
    return _Module(path) if os.path.exists(path) else None


class _Module:
    """A test or helper module's top-level definitions, by name, and the
    names its imports bind: {name: (module, name in it or None)}."""

    def __init__(self, path):
        with open(path) as f:
            tree = ast.parse(f.read())
        self.definitions, self.imported = {}, {}
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                self.definitions[node.name] = node
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    for name in ast.walk(target):
                        if isinstance(name, ast.Name):
                            self.definitions[name.id] = node.value
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                self.imported.update(_bound(node))

    def slow(self, name, seen=None):
        """Whether the code `name` stands for, followed name by name (and
        into helper modules), uses a slow module. `seen`: the (module, name)
        pairs already followed, each followed once."""
        seen = set() if seen is None else seen
        todo = [name]
        while todo:
            current = todo.pop()
            if (self, current) in seen:
                continue
            seen.add((self, current))
            if current in self.imported:
                module, inner = self.imported[current]
                helper = _module(module) if inner else None
                if module.split(".")[0] in SLOW_MODULES or (helper and helper.slow(inner, seen)):
                    return True
                continue
            for sub in ast.walk(self.definitions.get(current, ast.Pass())):
                if isinstance(sub, (ast.Import, ast.ImportFrom)):
                    # Imported as it runs: a slow module, or one that no test
                    # module has loaded (a demo's or a script's own module).
                    if any(_slow_or_unseen(m) for m, _ in _bound(sub).values()):
                        return True
                elif isinstance(sub, ast.Name):
                    todo.append(sub.id)
        return False


def _slow_or_unseen(module):
    top = module.split(".")[0]
    return top in SLOW_MODULES or (top not in sys.modules and _module(top) is None)


def _bound(node):
    """{name bound: (module, name in it or None)} of an import statement."""
    if isinstance(node, ast.Import):
        return {(a.asname or a.name.split(".")[0]): (a.name, None) for a in node.names}
    module = node.module or ""
    return {(a.asname or a.name): (module, a.name) for a in node.names}
