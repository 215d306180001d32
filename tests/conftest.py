"""The fixtures tests share (a test module never imports another's): logdirs
made by real (small) training runs, each trained once a session, the
TensorBoards and the browser that serve them; and each test's tier mark
(unit, slow, browser: tests/tiers.py)."""

import collections
import contextlib
import fcntl
import json
import os
import shutil
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


def made_once(tmp_path_factory, name, make):
    """A directory `make(directory)` filled, once for the whole test run.

    Under pytest-xdist (scripts/test.sh runs the suite in two workers) each
    worker has a session of its own: the first to ask makes the directory
    in the run's shared temporary root, under a lock; any other waits on
    the lock and reads what it made. Without xdist it is a session's
    `mktemp`. A `make` that fails leaves no `.made` mark, so the next
    worker to ask clears what it left, tries again and fails on its own."""
    if "PYTEST_XDIST_WORKER" not in os.environ:
        directory = tmp_path_factory.mktemp(name)
        make(directory)
        return directory
    directory = tmp_path_factory.getbasetemp().parent / name  # one per run, shared by its workers
    done = directory / ".made"
    with open(f"{directory}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not done.exists():
            shutil.rmtree(directory, ignore_errors=True)
            directory.mkdir()
            make(directory)
            done.touch()
    return directory


@pytest.fixture(scope="session")
def demo_logdir(tmp_path_factory):
    """A logdir with the demo's runs `healthy` and `nan_loss`, trained for
    real by the demo script, as the README's demo command does."""

    def train(root):
        printed = subprocess.run(
            [sys.executable, os.path.join(REPO, "demo", "train_demo.py"), "--logdir", str(root / "logs")],
            capture_output=True,
            text=True,
            cwd=REPO,
        )
        assert printed.returncode == 0, printed.stdout + printed.stderr
        # What the demo printed, for tests/test_demo_output.py.
        (root / "train_demo.stdout").write_text(printed.stdout)
        (root / "train_demo.stderr").write_text(printed.stderr)

    return made_once(tmp_path_factory, "demo", train) / "logs"


@pytest.fixture(scope="session")
def transformer24_logdir(tmp_path_factory):
    """(logdir, model): a 24-block transformer (390 variables) trained for a
    few steps with every area on (tests/scripts/train_transformer24.py), in
    the run `transformer24`; `model`: its variables, layers and attention
    layers as the script read them from Keras."""

    def train(root):
        subprocess.run(
            [sys.executable, os.path.join(REPO, "tests", "scripts", "train_transformer24.py"),
             str(root / "logs" / "transformer24"), str(root / "model.json")],
            check=True,
            cwd=REPO,
        )

    root = made_once(tmp_path_factory, "transformer24", train)
    with open(root / "model.json") as f:
        return root / "logs", json.load(f)


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

    def train(root):
        logs = module.run_suite(root / "logs", jobs=2)
        (root / "printed.json").write_text(json.dumps([[*pair, *log] for pair, log in logs.items()]))

    root = made_once(tmp_path_factory, "bug_suite", train)
    printed = json.loads((root / "printed.json").read_text())
    logs = {(name, twin): (status, output) for name, twin, status, output in printed}
    return module, logs, module.diagnose(root / "logs")
