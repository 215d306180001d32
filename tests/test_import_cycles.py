"""The package's import graph has no cycle (issue #32): each module's
imports, at the top and inside functions alike, read from its source, point
one way only. A cycle means two modules that are one idea or a helper that
belongs below both; a deferred import inside a function hides it from
Python, not from this test."""

import ast
import os

from conftest import REPO

PACKAGE = "tb_trainhealth"


def _modules():
    """{dotted name: path} of every module in the package."""
    found = {}
    root = os.path.join(REPO, PACKAGE)
    for folder, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".py") or "_pb2" in name:
                continue
            path = os.path.join(folder, name)
            dotted = os.path.relpath(path, REPO)[:-3].replace(os.sep, ".")
            found[dotted[: -len(".__init__")] if dotted.endswith(".__init__") else dotted] = path
    return found


def _imported(module, path, modules):
    """The package modules `module` imports, wherever in its file."""
    is_package = path.endswith("__init__.py")
    with open(path) as f:
        tree = ast.parse(f.read(), path)
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = module.split(".")
                parent = parts if is_package else parts[:-1]
                parent = parent[: len(parent) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            names.add(base)
            # `from package import module` names a module too.
            names.update(f"{base}.{alias.name}" for alias in node.names)
    targets = set()
    for name in names:
        # The module itself, else the nearest package above it that is ours.
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name and name != module and name.startswith(PACKAGE):
            targets.add(name)
    return targets


def _import_graph():
    modules = _modules()
    return {m: _imported(m, p, modules) for m, p in modules.items()}


def _cycles(graph):
    """Every strongly connected set of more than one module (Tarjan)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            members = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                members.append(member)
                if member == node:
                    break
            if len(members) > 1:
                found.append(sorted(members))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _without_packages(graph):
    """A package's __init__ re-exporting its submodules is not a cycle of
    ideas: drop the edges from a package to what lies inside it."""
    return {m: {t for t in targets if not t.startswith(m + ".")} for m, targets in graph.items()}


def test_the_package_has_no_import_cycle():
    graph = _without_packages(_import_graph())
    assert len(graph) > 50, "the package's modules were not found"
    assert _cycles(graph) == []


def test_the_cycle_search_finds_a_cycle():
    # The check itself can fail: a cycle of three, and one through a
    # function-level import, are found.
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]
    tree = _import_graph()
    assert "tb_trainhealth.capture.tools.device_memory" in tree["tb_trainhealth.capture.tools.batch_size"]
    # Deferred (function-level) imports are read: repro's reading of a run.
    assert "tb_trainhealth.summary.reader" in tree["tb_trainhealth.capture.tools.repro"]
