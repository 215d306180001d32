"""The tab on a big logdir: route latency and backend memory, both loaders.

    .venv/bin/python bench/scale.py [--runs 1000] [--steps 100000] [--layers 200] [--repeats 40]
    .venv/bin/python bench/scale.py --logdirs transformer [--blocks 24] [--steps 100000]

Two logdirs, written by a synthetic writer (tb_trainhealth/summary/
synthetic.py: the summaries capture writes, without training):

- `many`: --runs runs (default 1,000) of 300 steps each, a tenth of them
  with a NaN loss, a tenth with a shape error, the rest healthy;
- `long`: one run of --steps steps (default 100,000) x --layers layers
  (default 200), as the callback writes it: the per-step loss in blocks of
  50, the six gradient overviews (at most 1024 rows, capture/readers/overview.py)
  rewritten every 5,000 steps, a gradient histogram per layer every 5,000
  steps, a NaN event at the end;
- `transformer`: one run of --steps steps of a --blocks-block decoder-only
  transformer (default 24: 196 layers holding 390 variables, 268
  activations), named as tests/scripts/train_transformer24.py's real run
  records them, every area's data: the loss and the input timings every
  step, memory every 25 steps, the gradient overviews, the activations'
  and the learning rate's, histograms per layer every 5,000 steps. For
  it the bench also times `tb-trainhealth diagnose --json` (the process,
  as a user runs it) and asks the routes the tab asks for such a run (the
  diagnosis, each heatmap's matrix at the width of a 1024 px window).

For each loader (`--load_fast=true`: the Rust data server; `false`: the
Python multiplexer) a real TensorBoard serves each logdir; once it has
loaded, the bench asks each route cold (the plugin's first read of the
run) and then --repeats times warm, and prints the cold time and the
warm median and 95th percentile. Requests accept gzip, as a browser's do.
The first `runs` of the many runs answers before every run is read (the
rest pending, read in the background: run_cache.SYNC_RUNS); the bench
polls it until none is pending, and prints how long that took. "Listing
renewed" spaces requests by more than run_cache.LISTING_TTL_S: what the
tab's 30 s poll costs. With the TensorBoard process's resident memory
(RSS, its Python side; the Rust data server is a process of its own)
after loading, after every run was read and after opening runs one after
another: what the plugin keeps grows with the runs opened (at most
run_cache.FULL_ENTRIES RunData), not with the logdir.
"""

import argparse
import gzip
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

import numpy as np

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, REPO)
sys.path.insert(0, os.path.join(REPO, "tests"))

from tb_server import TENSORBOARD, free_port  # noqa: E402
from tb_trainhealth.plugin.run_cache import LISTING_TTL_S, PENDING  # noqa: E402
from tb_trainhealth.summary.synthetic import SyntheticRun, overview_rows  # noqa: E402

GRADIENT_STATS = ("grad_norm", "grad_max_abs", "grad_zero_fraction", "weight_norm", "grad_nonfinite", "update_ratio")
# The heatmap's max_columns in a 1024 px window (its plot is ~780 px wide).
TAB_COLUMNS = 780


def write_many(logdir, runs, steps=300):
    rng = np.random.default_rng(0)
    for i in range(runs):
        kind = "nan" if i % 10 == 3 else "shape" if i % 10 == 7 else "healthy"
        with SyntheticRun(os.path.join(logdir, f"sweep/lr_{10 ** -(1 + i % 4):g}/seed_{i:04d}_{kind}")) as run:
            loss = 2.0 * np.exp(-np.arange(steps) / 100) + rng.normal(0, 0.02, steps) + 0.1
            if kind == "nan":
                loss[200:] = np.nan
                run.event("nonfinite_loss", 201, {"epoch": 2, "batch": 0, "value": "nan", "last_finite_step": 200})
            if kind == "shape":
                run.event("shape_mismatch", 1, {
                    "layer": "dense_1", "message": "Dimensions must be equal, but are 10 and 3",
                    "error_type": "ValueError", "expected": [None, 3], "received": [None, 10],
                })
            run.series("loss", np.arange(1, steps + 1), loss)


def write_long(logdir, steps, layers):
    rng = np.random.default_rng(1)
    columns = [f"block_{i // 4}/dense_{i % 4}" for i in range(layers)]
    with SyntheticRun(os.path.join(logdir, "long_run")) as run:
        loss = 2.0 * np.exp(-np.arange(steps) / 20000) + rng.normal(0, 0.02, steps) + 0.1
        run.series("loss", np.arange(1, steps + 1), loss)
        for at in range(5000, steps + 1, 5000):
            for stat in GRADIENT_STATS:
                run.matrix(stat, columns, overview_rows(at, layers, rng), at)
            for layer in columns:
                edges = np.linspace(-1, 1, 31)
                run.histogram("gradients", layer, np.column_stack([edges[:-1], edges[1:], rng.integers(0, 50, 30)]), at)
        run.event("nonfinite_loss", steps, {"epoch": 9, "batch": 0, "value": "nan", "last_finite_step": steps - 1})


def transformer_names(blocks):
    """(layers, activations): the columns of a decoder_only(blocks=...) run's
    gradient and activation overviews, as capture names them (the gradients
    by variable path; the activations by layer, a MultiHeadAttention's
    sublayers by their own short names)."""
    layers, activations = ["token_embedding", "position_embedding"], ["token_embedding", "position_embedding"]
    for b in range(blocks):
        attention = [f"block_{b}_attention/{p}" for p in ("query", "key", "value", "attention_output")]
        layers += [f"block_{b}_ln_1", *attention, f"block_{b}_ln_2", f"block_{b}_mlp_in", f"block_{b}_mlp_out"]
        activations += [f"block_{b}_ln_1", "query", "key", "value", "attention_output", f"block_{b}_attention",
                        f"block_{b}_residual_1", f"block_{b}_ln_2", f"block_{b}_mlp_in", f"block_{b}_mlp_out",
                        f"block_{b}_residual_2"]
    return layers + ["final_ln", "logits"], activations + ["final_ln", "logits"]


TRANSFORMER_RUN = "transformer"


def attention_stats():
    """The attention area's per-layer statistics, where it is registered."""
    from tb_trainhealth import areas

    return [s for a in areas.all_areas() if a.name == "attention" for s in a.matrices]


def write_transformer(logdir, steps, blocks):
    """The long run of a many-layer transformer (see the module's docstring)."""
    rng = np.random.default_rng(2)
    layers, activations = transformer_names(blocks)
    every = np.arange(1, steps + 1)
    with SyntheticRun(os.path.join(logdir, TRANSFORMER_RUN)) as run:
        run.series("loss", every, np.log(32) * np.exp(-every / 30000) + rng.normal(0, 0.02, steps) + 0.5)
        for name, scale in (("input_wait", 1e-4), ("compute_time", 8e-3), ("host_time", 5e-4)):
            run.series(name, every, np.abs(rng.normal(scale, scale / 10, steps)))
        sampled = np.arange(25, steps + 1, 25)
        run.series("memory_used", sampled, 2e9 + rng.normal(0, 1e6, len(sampled)))
        for at in range(5000, steps + 1, 5000):
            for stat in GRADIENT_STATS:
                run.matrix(stat, layers, overview_rows(at, len(layers), rng), at)
            run.matrix("lr_update_ratio", layers, overview_rows(at, len(layers), rng, scale=1e-3), at)
            run.matrix("activation_max_abs", activations, overview_rows(at, len(activations), rng, scale=3.0), at)
            # Per attention layer: whatever the attention area declares.
            for stat in attention_stats():
                run.matrix(stat, [f"block_{b}_attention" for b in range(blocks)], overview_rows(at, blocks, rng), at)
            edges = np.linspace(-1, 1, 31)
            for layer in layers:
                run.histogram("gradients", layer, np.column_stack([edges[:-1], edges[1:], rng.integers(0, 50, 30)]), at)
    return layers, activations


def time_cli(logdir, repeats):
    """(median s, max s) of `tb-trainhealth diagnose LOGDIR --json` as a
    user runs it: a new process each time, Python's start included."""
    cli = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        done = subprocess.run([cli, "diagnose", logdir, "--json"], capture_output=True,
                              env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2"))
        times.append(time.perf_counter() - start)
        if done.returncode not in (0, 1):
            raise RuntimeError(f"diagnose failed ({done.returncode}): {done.stderr.decode()[-2000:]}")
        runs = json.loads(done.stdout)["runs"]
        assert [r["run"] for r in runs] == [TRANSFORMER_RUN], runs
    return statistics.median(times), max(times)


def bench_transformer(args, root, loaders):
    """The many-layer run: the CLI, then the tab's routes under each loader."""
    logdir = os.path.join(root, "transformer")
    start = time.monotonic()
    layers, activations = write_transformer(logdir, args.steps, args.blocks)
    label = f"{args.blocks} blocks: {args.steps:,} steps x {len(layers)} layers"
    print(f"wrote one run of {args.steps:,} steps of a {args.blocks}-block transformer ({len(layers)} layers, "
          f"{len(activations)} activations; {_size_mib(logdir):.0f} MiB) in {time.monotonic() - start:.0f} s\n")
    median, worst = time_cli(logdir, max(3, args.repeats // 8))
    print(f"`tb-trainhealth diagnose --json`: median {median:.2f} s, max {worst:.2f} s (a new process each time)\n")
    print("| loader | logdir | route | cold ms | warm median ms | warm p95 ms | body KiB | sent KiB (gzip) |")
    print("|---|---|---|---|---|---|---|---|")
    q = TRANSFORMER_RUN
    for load_fast in loaders:
        loader = "--load_fast=" + str(load_fast).lower()
        tb = TensorBoard(logdir, load_fast)
        try:
            tb.wait_loaded(1)
            first_read = _wait_for_plugin(tb.base, run=q, until=b'"gradients"')
            row(loader, label, "`diagnosis` (first read of the whole run)", first_read, float("nan"), float("nan"), 0, 0)
            for route in (f"diagnosis?run={q}", f"matrix?run={q}&stat=grad_norm&max_columns={TAB_COLUMNS}",
                          f"matrix?run={q}&stat=activation_max_abs&max_columns={TAB_COLUMNS}",
                          f"matrix?run={q}&stat=update_ratio&max_columns=400"):
                name = route.split("?")[0] + ("" if "stat=" not in route else f" {route.split('stat=')[1].split('&')[0]}")
                row(loader, label, f"`{name}`", *measure(tb.base, route, args.repeats))
        finally:
            tb.close()


class TensorBoard:
    def __init__(self, logdir, load_fast):
        self.port = free_port()
        self.log = tempfile.NamedTemporaryFile(prefix="tensorboard-", suffix=".log", delete=False)
        self.process = subprocess.Popen(
            [TENSORBOARD, "--logdir", logdir, "--host", "127.0.0.1", "--port", str(self.port),
             "--load_fast", "true" if load_fast else "false", "--reload_interval", "5"],
            stdout=self.log, stderr=subprocess.STDOUT, env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2"),
        )
        self.base = f"http://127.0.0.1:{self.port}"

    def rss_mib(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def wait_loaded(self, runs, timeout=900):
        """Until TensorBoard's own run list holds `runs` runs (its loader
        is done with them): what a user waits for before the tab."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                status, body, encoding = get(self.base + "/data/runs", timeout=30)
                body = gzip.decompress(body) if encoding == "gzip" else body
                if status == 200 and len(json.loads(body)) >= runs:
                    return
            except (OSError, ValueError):
                pass
            time.sleep(1)
        raise RuntimeError(f"TensorBoard did not load {runs} runs in {timeout}s; log: {self.log.name}")

    def close(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        os.unlink(self.log.name)


def get(url, timeout=600):
    """(status, body bytes) of a GET that accepts gzip, as a browser's does
    (the server compresses what it sends; the time counts that)."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, body, encoding = response.status, response.read(), response.headers.get("Content-Encoding")
    except urllib.error.HTTPError as e:
        status, body, encoding = e.code, e.read(), e.headers.get("Content-Encoding")
    return status, body, encoding


def timed(base, path):
    """(ms, JSON body bytes, bytes sent) of one request."""
    start = time.perf_counter()
    status, body, encoding = get(base + "/data/plugin/trainhealth/" + path)
    elapsed = (time.perf_counter() - start) * 1000
    sent = len(body)
    if encoding == "gzip":
        body = gzip.decompress(body)
    if status != 200:
        raise RuntimeError(f"{path}: {status} {body[:300]}")
    return elapsed, body, sent


def measure(base, path, repeats, pause=0.0):
    """(cold ms, warm median, warm p95, body bytes, bytes sent)."""
    cold, body, sent = timed(base, path)
    warm = []
    for _ in range(repeats):
        time.sleep(pause)
        warm.append(timed(base, path)[0])
    return cold, statistics.median(warm), float(np.percentile(warm, 95)), len(body), sent


def pending(body):
    return sum(r["status"] == PENDING for r in json.loads(body)["runs"])


def row(loader, logdir, route, cold, median, p95, size, sent):
    cells = [f"{cold:,.0f}", f"{median:,.1f}", f"{p95:,.1f}", f"{size / 1024:,.0f}", f"{sent / 1024:,.0f}"]
    cells = ["" if c == "nan" else c for c in cells]
    print(f"| {loader} | {logdir} | {route} | " + " | ".join(cells) + " |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--steps", type=int, default=100_000)
    parser.add_argument("--layers", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=40)
    parser.add_argument("--loaders", default="true,false")
    parser.add_argument("--blocks", type=int, default=24, help="the transformer's blocks")
    parser.add_argument("--logdirs", default="many,long,transformer",
                        help="which logdirs to bench: many, long, transformer (comma-separated)")
    args = parser.parse_args()
    root = tempfile.mkdtemp(prefix="trainhealth-scale-")
    try:
        _run(args, root)
    finally:
        shutil.rmtree(root, ignore_errors=True)  # 146 MiB at the defaults


def _run(args, root):
    which = set(args.logdirs.split(","))
    loaders = [v == "true" for v in args.loaders.split(",")]
    if "transformer" in which:
        bench_transformer(args, root, loaders)
        print()
    if which & {"many", "long"}:
        _run_many_long(args, root)


def _run_many_long(args, root):
    many, long = os.path.join(root, "many"), os.path.join(root, "long")
    start = time.monotonic()
    write_many(many, args.runs)
    write_long(long, args.steps, args.layers)
    print(f"wrote {args.runs} runs and one run of {args.steps:,} steps x {args.layers} layers "
          f"({_size_mib(many):.0f} + {_size_mib(long):.0f} MiB) in {time.monotonic() - start:.0f} s\n")
    print("| loader | logdir | route | cold ms | warm median ms | warm p95 ms | body KiB | sent KiB (gzip) |")
    print("|---|---|---|---|---|---|---|---|")
    memory = []
    for load_fast in [v == "true" for v in args.loaders.split(",")]:
        loader = "--load_fast=" + str(load_fast).lower()
        many_runs = f"{args.runs:,} runs"
        tb = TensorBoard(many, load_fast)
        try:
            start = time.monotonic()
            tb.wait_loaded(args.runs)
            loaded_s = time.monotonic() - start
            rss_loaded = tb.rss_mib()
            # The first `runs`: what it answers at once, then polled (every
            # 0.2 s) while the plugin's background thread reads the rest.
            start = time.monotonic()
            cold, body, sent = timed(tb.base, "runs")
            first_pending = pending(body)
            polls = []
            while pending(body):
                time.sleep(0.2)
                ms, body, sent = timed(tb.base, "runs")
                polls.append(ms)
            all_read_s = time.monotonic() - start
            row(loader, many_runs, f"`runs` (first answer: {first_pending:,} of {args.runs:,} pending)",
                cold, float("nan"), float("nan"), len(body), sent)
            if polls:
                row(loader, many_runs, f"`runs` while the background reads ({len(polls)} polls)",
                    float("nan"), statistics.median(polls), float(np.percentile(polls, 95)), len(body), sent)
            row(loader, many_runs, "every run read (s after the first `runs`)", all_read_s * 1000,
                float("nan"), float("nan"), 0, 0)
            rss_listed = tb.rss_mib()
            row(loader, many_runs, "`runs` (warm)", *_warm(measure(tb.base, "runs", args.repeats)))
            # The tab's poll: a listing renewed (older than LISTING_TTL_S) every time.
            row(loader, many_runs, "`runs` (listing renewed each time)",
                *_warm(measure(tb.base, "runs", max(5, args.repeats // 4), pause=LISTING_TTL_S + 0.1)))
            runs = [r["run"] for r in json.loads(timed(tb.base, "runs")[1])["runs"]]
            # Opening runs one after another: a first open, then warm.
            opened = []
            for name in runs[:: max(1, len(runs) // 40)][:40]:
                q = urllib.parse.quote(name)
                opened.append(measure(tb.base, f"diagnosis?run={q}", 5))
                measure(tb.base, f"series?run={q}&name=loss", 2)
            row(loader, many_runs, "`diagnosis` (40 runs opened)",
                statistics.median(o[0] for o in opened), statistics.median(o[1] for o in opened),
                float(np.percentile([o[2] for o in opened], 95)), opened[0][3], opened[0][4])
            name = urllib.parse.quote(runs[0])
            row(loader, many_runs, "`diagnosis` (one run, warm)", *measure(tb.base, f"diagnosis?run={name}", args.repeats))
            rss_opened = tb.rss_mib()
            memory.append((loader, many_runs, loaded_s, rss_loaded, rss_listed, rss_opened))
        finally:
            tb.close()
        tb = TensorBoard(long, load_fast)
        long_run = f"{args.steps:,} steps x {args.layers}"
        try:
            start = time.monotonic()
            tb.wait_loaded(1)
            first_read = _wait_for_plugin(tb.base)
            loaded_s = time.monotonic() - start
            rss_loaded = tb.rss_mib()
            row(loader, long_run, "`diagnosis` (first read of the whole run)",
                first_read, float("nan"), float("nan"), 0, 0)
            for route in ("runs", "diagnosis?run=long_run", "matrix?run=long_run&stat=grad_norm",
                          "series?run=long_run&name=loss"):
                row(loader, long_run, f"`{route.split('?')[0]}`", *measure(tb.base, route, args.repeats))
            memory.append((loader, long_run, loaded_s, rss_loaded, tb.rss_mib(), tb.rss_mib()))
        finally:
            tb.close()
    print("\n| loader | logdir | TensorBoard loaded in s | RSS loaded MiB | RSS after every run read MiB | RSS after opening runs MiB |")
    print("|---|---|---|---|---|---|")
    for loader, logdir, loaded_s, a, b, c in memory:
        print(f"| {loader} | {logdir} | {loaded_s:.0f} | {a:,.0f} | {b:,.0f} | {c:,.0f} |")


def _warm(measured):
    # A route asked before: its first request is warm too, not shown as cold.
    return (float("nan"),) + tuple(measured[1:])


def _wait_for_plugin(base, timeout=900, run="long_run", until=b"nonfinite_loss"):
    """Until the plugin has read the whole run (its last event, or what
    `until` names); returns that request's time in ms: the run's cold read
    (the data changed since any earlier request, so the plugin read it anew)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        elapsed, body, _ = timed(base, f"diagnosis?run={run}")
        if until in body:
            return elapsed
        time.sleep(2)
    raise RuntimeError("the plugin never saw the whole run")


def _size_mib(path):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs) / 2**20


if __name__ == "__main__":
    main()
