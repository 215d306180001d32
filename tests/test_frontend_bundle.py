"""The committed frontend bundle in tb_trainhealth/static/ is what the
sources in frontend/ and the areas' declarations (tb_trainhealth/areas/, read
at build time through `python -m tb_trainhealth.areas`) build to, byte for
byte; and the frontend's unit tests (frontend/test/, `node --test`) pass.

If this fails after editing frontend/src/ or an area's declaration, rebuild
and commit the result:

    cd frontend && npm ci && npm run build
"""

import os
import re
import shutil
import subprocess
import sys

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FRONTEND = os.path.join(REPO, "frontend")
STATIC = os.path.join(REPO, "tb_trainhealth", "static")
# Files in static/ that the build does not make.
NOT_BUILT = {"__init__.py"}


def _files(root):
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for name in filenames:
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            if rel in NOT_BUILT:
                continue
            with open(path, "rb") as f:
                out[rel] = f.read()
    return out


def _env():
    # The build and the tests read the vocabulary with this interpreter.
    return {**os.environ, "PYTHON": sys.executable}


def _run(cmd, check=True):
    return subprocess.run(
        cmd, cwd=FRONTEND, check=check, capture_output=True, text=True, timeout=300, env=_env()
    )


@pytest.fixture(scope="module")
def node_modules():
    for tool in ("node", "npm"):
        assert shutil.which(tool), f"{tool} is needed to build the frontend (Node 20+)"
    if not os.path.isfile(os.path.join(FRONTEND, "node_modules", "esbuild", "package.json")):
        _run(["npm", "ci", "--no-audit", "--no-fund"])
    return os.path.join(FRONTEND, "node_modules")


def _build(outdir):
    _run(["node", "build.mjs", f"--outdir={outdir}"])
    return _files(outdir)


def test_committed_bundle_is_fresh(node_modules, tmp_path):
    built = _build(tmp_path / "static")
    committed = _files(STATIC)
    assert "index.js" in built
    assert sorted(committed) == sorted(built), (
        "tb_trainhealth/static/ does not hold exactly the files the build makes; "
        "run `npm ci && npm run build` in frontend/"
    )
    stale = [name for name in built if built[name] != committed[name]]
    assert not stale, (
        f"stale bundle files {stale}: run `npm ci && npm run build` in frontend/ and commit"
    )


def test_build_is_deterministic_and_portable(node_modules, tmp_path):
    first = _build(tmp_path / "a")
    second = _build(tmp_path / "b")
    assert first == second
    js = first["index.js"].decode("utf-8")
    # An ES module that exports render(), as plugin_entry.html expects.
    assert re.search(r"export\s*\{[^}]*\brender\b[^}]*\}", js)
    assert "sourceMappingURL" not in js
    for path in (REPO, FRONTEND):
        assert path not in js, f"the bundle names the local path {path}"
    # Vendored, not fetched: no CDN or remote imports under TensorBoard's CSP.
    assert not re.search(r"""import\s*\(?\s*["']https?://""", js)
    assert "THIRD_PARTY_LICENSES.txt" in first


def test_frontend_unit_tests():
    """frontend/test/*.test.js: the views' data modules, the vocabulary, the
    chart helpers (Node's built-in test runner; see `npm test`)."""
    assert shutil.which("node"), "node is needed to run the frontend's unit tests (Node 20+)"
    result = _run(["node", "--import", "./test-setup.mjs", "--test", "test/"], check=False)
    report = result.stdout + result.stderr
    assert result.returncode == 0, report[-8000:]
    assert re.search(r"^# fail 0$", result.stdout, re.M), report[-8000:]
    passed = re.search(r"^# pass (\d+)$", result.stdout, re.M)
    assert passed and int(passed.group(1)) > 0, report[-8000:]
