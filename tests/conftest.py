"""Shared fixtures: logdirs made by real (small) training runs."""

import json
import os
import subprocess
import sys
import time

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


@pytest.fixture(scope="session")
def demo_logdir(tmp_path_factory):
    """A logdir with the demo's runs `healthy` and `nan_loss`, trained for
    real by the demo script, as the README's demo command does."""
    logdir = tmp_path_factory.mktemp("demo") / "logs"
    printed = subprocess.run(
        [sys.executable, os.path.join(REPO, "demo", "train_demo.py"), "--logdir", str(logdir)],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    assert printed.returncode == 0, printed.stdout + printed.stderr
    # What the demo printed, for tests/test_demo_output.py.
    (logdir.parent / "train_demo.stdout").write_text(printed.stdout)
    (logdir.parent / "train_demo.stderr").write_text(printed.stderr)
    return logdir


@pytest.fixture(scope="session")
def transformer24_logdir(tmp_path_factory):
    """(logdir, model): a 24-block transformer (390 variables) trained for a
    few steps with every area on (tests/scripts/train_transformer24.py), in
    the run `transformer24`; `model`: its variables, layers and attention
    layers as the script read them from Keras."""
    root = tmp_path_factory.mktemp("transformer24")
    logdir, model_json = root / "logs", root / "model.json"
    subprocess.run(
        [sys.executable, os.path.join(REPO, "tests", "scripts", "train_transformer24.py"),
         str(logdir / "transformer24"), str(model_json)],
        check=True,
        cwd=REPO,
    )
    with open(model_json) as f:
        return logdir, json.load(f)


@pytest.fixture(scope="session")
def empty_logdir(tmp_path_factory):
    return tmp_path_factory.mktemp("empty_logs")


def wait_for(check, timeout=60, interval=0.5):
    """Polls `check()` until it returns a truthy value (TensorBoard loads in
    the background); returns that value, or the last one after `timeout`."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)


# A real headless browser: Debian's chromium, driven by Playwright (which
# never downloads one). One per session: Playwright's sync API runs one
# event loop, so every browser test shares it.
CHROMIUM = os.environ.get("TRAINHEALTH_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser():
    assert os.path.exists(CHROMIUM), f"Chromium not found at {CHROMIUM}"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()




def _bug_suite_module():
    # Imported by name, from scripts/ on sys.path: its worker processes
    # (spawned, they inherit sys.path) import it again to find their job.
    scripts = os.path.join(REPO, "scripts")
    if scripts not in sys.path:
        sys.path.insert(0, scripts)
    import bug_suite

    return bug_suite


@pytest.fixture(scope="session")
def bug_suite(tmp_path_factory):
    """The bug suite (tests/bugsuite/, scripts/bug_suite.py), every pair
    trained once for the session as `tb-trainhealth run` trains it:
    (the module, {(name, twin): (exit status, output)}, {(name, twin): Diagnosis})."""
    module = _bug_suite_module()
    logdir = tmp_path_factory.mktemp("bug_suite")
    logs = module.run_suite(logdir, jobs=2)
    return module, logs, module.diagnose(logdir)
