"""The fixtures tests share (a test module never imports another's): logdirs
made by real (small) training runs, each trained once a session, the
TensorBoards and the browser that serve them; and each test's tier mark
(unit, slow, browser: tests/tiers.py)."""

import collections
import contextlib
import json
import os
import subprocess
import sys
import time

import pytest

import tiers
from browser_tab import TIMEOUT_MS, Console
from tb_server import LOADERS, get_json, start_tensorboard
from tb_trainhealth.summary import reader

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


def pytest_collection_modifyitems(items):
    tiers.mark(items)  # pytest.ini registers the markers


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


@pytest.fixture
def page(browser):
    """A fresh page (its own context) 1200 x 800 that may use the clipboard;
    `page.console` holds its console errors (browser_tab.Console)."""
    context = browser.new_context(
        viewport={"width": 1200, "height": 800},
        permissions=["clipboard-read", "clipboard-write"],
    )
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.console = Console(page)
    yield page
    context.close()


@pytest.fixture(scope="session")
def demo_tensorboards(demo_logdir):
    """demo_tensorboard(load_fast) -> (base URL, {run: diagnosis JSON}) of a
    TensorBoard on the demo runs, every run loaded and diagnosed. Each
    loader's is started when first asked for and serves every module that
    asks after it (the demo logdir does not change), until the session ends."""
    started = {}
    with contextlib.ExitStack() as stack:

        def demo_tensorboard(load_fast):
            if load_fast not in started:
                base = stack.enter_context(start_tensorboard(demo_logdir, load_fast=load_fast))
                started[load_fast] = base, _demo_diagnoses(base, demo_logdir)
            return started[load_fast]

        yield demo_tensorboard


def _demo_diagnoses(base, demo_logdir):
    """{run: diagnosis} once the plugin lists every run of the demo logdir
    and has diagnosed each (nan_loss read to its non-finite step)."""
    routes = base + "/data/plugin/trainhealth/"
    expected = {p.name for p in demo_logdir.iterdir() if p.is_dir()}

    def loaded():
        status, body = get_json(routes + "runs")
        if status != 200 or not expected <= {r["run"] for r in body["runs"]}:
            return None
        diagnoses = {}
        for run in sorted(expected):
            status, diagnoses[run] = get_json(f"{routes}diagnosis?run={run}")
            if status != 200 or diagnoses[run].get("findings") is None:
                return None
        nodes = diagnoses["nan_loss"]["flowchart"]["nodes"]
        return diagnoses if any(n["id"] == "nonfinite" and n["state"] == "triggered" for n in nodes) else None

    diagnoses = wait_for(loaded, timeout=120)
    assert diagnoses, "TensorBoard did not load the demo runs"
    return diagnoses


@pytest.fixture(scope="module", params=LOADERS)
def demo_tb(request, demo_tensorboards):
    """(base URL, {run: diagnosis JSON}) of a TensorBoard on the demo runs,
    under each loader (a module picks one with an indirect parametrize)."""
    return demo_tensorboards(request.param)


@pytest.fixture(scope="module", params=LOADERS)
def empty_tb(request, empty_logdir):
    with start_tensorboard(empty_logdir, load_fast=request.param) as base:
        yield base


@pytest.fixture
def reads(monkeypatch):
    """How many times each run was read back: a spy on the real reader."""
    counts = collections.Counter()
    real = reader.read_run

    def counting(data_provider, ctx, experiment_id, run):
        counts[run] += 1
        return real(data_provider, ctx, experiment_id, run)

    monkeypatch.setattr(reader, "read_run", counting)
    return counts


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
