"""A real `tensorboard` process on a free loopback port, for the tests."""

import contextlib
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

TENSORBOARD = os.path.join(os.path.dirname(sys.executable), "tensorboard")


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def start_tensorboard(logdir, load_fast, timeout=90):
    """Yields the base URL ("http://127.0.0.1:PORT") of a TensorBoard serving
    `logdir` with `--load_fast=true|false`, once it answers and has loaded."""
    port = free_port()
    log = tempfile.NamedTemporaryFile(prefix="tensorboard-", suffix=".log", delete=False)
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2")
    process = subprocess.Popen(
        [
            TENSORBOARD,
            "--logdir", str(logdir),
            "--host", "127.0.0.1",
            "--port", str(port),
            "--load_fast", "true" if load_fast else "false",
            "--reload_interval", "1",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_serving(base, process, log.name, timeout)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()
        os.unlink(log.name)


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


def _wait_until_serving(base, process, log_path, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            with open(log_path) as f:
                raise RuntimeError(f"tensorboard exited early:\n{f.read()}")
        try:
            status, body, _ = get(base + "/data/runs", timeout=5)
            # The first load has finished once runs appear, or the logdir is
            # empty and the server still answers after the first reload.
            if status == 200 and (json.loads(body) or _waited(deadline, timeout, 8)):
                return
        except (OSError, ValueError):
            pass
        time.sleep(0.3)
    with open(log_path) as f:
        raise RuntimeError(f"tensorboard did not start within {timeout}s:\n{f.read()}")


def _waited(deadline, timeout, seconds):
    return time.monotonic() > deadline - timeout + seconds
