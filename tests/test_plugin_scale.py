"""Many runs: `runs` answers before every run is read (the rest listed as
pending, read by one background thread), a run opened is read at once,
and a run whose data changes is read again. The logdirs are bench/scale.py's
synthetic ones, kept small; the times are bench/scale.py's, not asserted."""

import importlib.util
import os
import shutil
import urllib.parse

import numpy as np
import pytest

import tb_server
from conftest import REPO, wait_for
from plugin_client import get_json, serve
from tb_trainhealth.plugin import run_cache
from tb_trainhealth.summary.synthetic import SyntheticRun

RUNS = 60


def _bench_scale():
    spec = importlib.util.spec_from_file_location("bench_scale", os.path.join(REPO, "bench", "scale.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def expected_status(run):
    # bench/scale.py's write_many names each run by what it wrote.
    return "critical" if run.endswith(("_nan", "_shape")) else "healthy"


@pytest.fixture(scope="module")
def many_logdir(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("many") / "logs"
    _bench_scale().write_many(str(logdir), RUNS)
    return logdir


@pytest.fixture
def served(many_logdir, tmp_path):
    """(client, cache, multiplexer, logdir) over a copy of the logdir, the
    plugin as TensorBoard's server runs it (reads in the background), with
    the background thread held until the test lets it go."""
    logdir = tmp_path / "logs"
    shutil.copytree(many_logdir, logdir)
    client, plugin, multiplexer = serve(logdir)
    cache = plugin._cache
    cache.background = True
    cache.runs_budget_s = 0.0  # the request reads nothing itself
    cache.listing_ttl_s = 0.0  # every request sees the multiplexer's last reload
    cache.background_allowed.clear()
    yield client, cache, multiplexer, logdir
    cache.background_allowed.set()  # the thread ends once its queue is empty


def statuses(client):
    status, body = get_json(client, "/runs")
    assert status == 200
    return {r["run"]: r["status"] for r in body["runs"]}


def test_runs_answers_at_once_and_the_background_reads_the_rest(served, reads):
    client, cache, _, _ = served
    first = statuses(client)
    assert len(first) == RUNS and set(first.values()) == {run_cache.PENDING}
    assert not reads  # nothing read by the request
    assert cache.pending() == RUNS

    # A run opened is read at once, before the background gets to it.
    opened = sorted(r for r in first if r.endswith("_nan"))[-1]
    status, body = get_json(client, "/diagnosis?run=" + urllib.parse.quote(opened))
    assert status == 200 and body["status"] == "critical"
    now = statuses(client)
    assert now[opened] == "critical"
    assert sum(s == run_cache.PENDING for s in now.values()) == RUNS - 1

    # Let the background go: a later `runs` shows every run's status.
    cache.background_allowed.set()
    done = wait_for(lambda: run_cache.PENDING not in statuses(client).values() and statuses(client), timeout=120)
    assert done == {run: expected_status(run) for run in first}
    assert reads == {run: 1 for run in first}  # each read once, the opened one too
    _, body = get_json(client, "/runs")
    order = [r["status"] for r in body["runs"]]
    assert order == sorted(order, key=["critical", "warning", "healthy"].index)  # worst first


def _hit_nan(logdir, run):
    """Training goes on in `run` and its loss becomes NaN: a new event
    file (named after the first, so the loader reads it next)."""
    with SyntheticRun(os.path.join(logdir, run), wall_time=1.8e9) as more:
        more.series("loss", np.arange(301, 311), [0.5] * 9 + [float("nan")])
        more.event("nonfinite_loss", 310, {"epoch": 3, "batch": 0, "value": "nan", "last_finite_step": 309})


def _read_all(client, cache):
    cache.background_allowed.set()
    assert wait_for(lambda: run_cache.PENDING not in statuses(client).values(), timeout=120)
    cache.background_allowed.clear()


def test_a_changed_run_is_read_again_by_the_request(served, reads):
    client, cache, multiplexer, logdir = served
    statuses(client)
    _read_all(client, cache)
    healthy = sorted(r for r, s in statuses(client).items() if s == "healthy")[0]
    assert reads[healthy] == 1

    _hit_nan(logdir, healthy)
    multiplexer.Reload()
    # One run to read (no more than SYNC_RUNS): read in the request.
    assert statuses(client)[healthy] == "critical"
    assert reads[healthy] == 2 and sum(reads.values()) == RUNS + 1
    _, body = get_json(client, "/diagnosis?run=" + urllib.parse.quote(healthy))
    assert "nonfinite_loss" in [f["kind"] for f in body["findings"]]
    assert reads[healthy] == 2


def test_changed_runs_beyond_the_budget_keep_their_status_until_read(served, reads):
    client, cache, multiplexer, logdir = served
    statuses(client)
    _read_all(client, cache)
    healthy = sorted(r for r, s in statuses(client).items() if s == "healthy")[:2]

    cache.sync_runs = 0  # every run to read goes to the background
    for run in healthy:
        _hit_nan(logdir, run)
    multiplexer.Reload()
    now = statuses(client)
    assert [now[r] for r in healthy] == ["healthy", "healthy"]  # as last read, not pending
    assert cache.pending() == 2
    # Opened, one is read at once; the background reads the other.
    _, body = get_json(client, "/diagnosis?run=" + urllib.parse.quote(healthy[1]))
    assert body["status"] == "critical"
    assert statuses(client)[healthy[1]] == "critical" and cache.pending() == 1
    cache.background_allowed.set()
    assert wait_for(lambda: statuses(client)[healthy[0]] == "critical", timeout=60)
    assert [reads[r] for r in healthy] == [2, 2]


def test_a_run_gone_from_the_logdir_leaves_the_queue(served, reads):
    client, cache, multiplexer, logdir = served
    first = statuses(client)
    gone = sorted(first)[0]
    shutil.rmtree(os.path.join(logdir, gone))
    multiplexer.Reload()  # TensorBoard forgets a deleted run
    assert gone not in statuses(client) and cache.pending() == RUNS - 1
    cache.background_allowed.set()
    assert wait_for(lambda: cache.pending() == 0, timeout=120)
    assert gone not in reads


@pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast", "python_loader"])
def test_a_real_tensorboard_lists_every_run_then_every_status(many_logdir, load_fast):
    """Under both loaders: every run listed (pending or not), a run opened
    answered at once, and in the end every run's own status."""
    with tb_server.start_tensorboard(many_logdir, load_fast=load_fast) as base:
        routes = base + "/data/plugin/trainhealth/"

        def listed():
            status, body = tb_server.get_json(routes + "runs")
            return status == 200 and len(body["runs"]) == RUNS and {r["run"]: r["status"] for r in body["runs"]}

        first = wait_for(listed, timeout=120)
        assert first and set(first.values()) <= {"critical", "healthy", run_cache.PENDING}, first
        run = sorted(first)[-1]
        status, body = tb_server.get_json(routes + "diagnosis?run=" + urllib.parse.quote(run))
        assert status == 200 and body["status"] == expected_status(run)
        final = wait_for(lambda: (s := listed()) and run_cache.PENDING not in s.values() and s, timeout=180)
        assert final == {r: expected_status(r) for r in first}
