"""A real `tensorboard` process on a free loopback port, for the tests."""

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

import pytest

TENSORBOARD = os.path.join(os.path.dirname(sys.executable), "tensorboard")


# TensorBoard's two loaders, for a fixture's params: `--load_fast=true` (the
# Rust data server) and `--load_fast=false` (the Python multiplexer).
LOADERS = [pytest.param(True, id="load_fast"), pytest.param(False, id="python_loader")]


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def start_tensorboard(logdir, load_fast, timeout=90):
    """Yields the base URL ("http://127.0.0.1:PORT") of a TensorBoard serving
    `logdir` with `--load_fast=true|false`, once it answers and its first
    load has found the logdir's runs."""
    port = free_port()
    # TensorBoard's own temporary files (the data server's port file, its
    # info file) go to a folder of ours, removed once it is killed.
    workdir = tempfile.mkdtemp(prefix="tensorboard-")
    log_path = os.path.join(workdir, "tensorboard.log")
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2", TMPDIR=workdir)
    with open(log_path, "w") as log:
        process = subprocess.Popen(
            [
                TENSORBOARD,
                "--logdir", str(logdir),
                "--host", "127.0.0.1",
                "--port", str(port),
                "--load_fast", "true" if load_fast else "false",
                "--reload_interval", "1",
                # The data server logs its load cycles (_wait_until_serving).
                "--extra_data_server_flags=--verbose",
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
            env=env,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_serving(base, process, log_path, load_fast, _holds_event_files(logdir), timeout)
        yield base
    finally:
        # Killed rather than stopped: on SIGTERM TensorBoard exits Python
        # with TensorFlow loaded, seconds for nothing the tests keep. The
        # data server (--die-after-stdin) ends with it.
        process.kill()
        process.wait()
        shutil.rmtree(workdir, ignore_errors=True)


def get(url, timeout=30):
    """(status, body bytes, headers) of a GET, 4xx/5xx included."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.read(), response.headers
    except urllib.error.HTTPError as e:
        return e.code, e.read(), e.headers


def get_json(url):
    status, body, _ = get(url)
    return status, json.loads(body)


def _holds_event_files(logdir):
    # TensorBoard's own test for an event file (IsTensorFlowEventsFile).
    return any("tfevents" in name for _, _, names in os.walk(logdir) for name in names)


def _wait_until_serving(base, process, log_path, load_fast, holds_event_files, timeout):
    """Returns once TensorBoard answers and has made its first pass over the
    logdir: under `--load_fast=true`, once the data server has logged the
    end of its first load cycle; under the Python loader, once it lists a
    run if the logdir holds event files (its first reload adds a run for
    each directory with one, readable or not, before reading them). Callers
    then wait for the data they check."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            with open(log_path) as f:
                raise RuntimeError(f"tensorboard exited early:\n{f.read()}")
        try:
            status, body, _ = get(base + "/data/runs", timeout=5)
            if status == 200 and _first_pass_done(log_path, load_fast, holds_event_files, json.loads(body)):
                return
        except (OSError, ValueError):
            pass
        time.sleep(0.3)
    with open(log_path) as f:
        raise RuntimeError(f"tensorboard did not start within {timeout}s:\n{f.read()}")


def _first_pass_done(log_path, load_fast, holds_event_files, runs):
    if load_fast:
        with open(log_path) as f:
            return "Finished load cycle" in f.read()
    return bool(runs) or not holds_event_files
