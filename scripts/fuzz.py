"""The route fuzzer, run long: `python scripts/fuzz.py [--queries N] [--seed S] [--tensorboard]`.

Builds the logdir of damaged and hostile runs (tests/fuzz_logs.py), then
sends N random queries (default 5,000) to every route with random
parameters: in process through the Python multiplexer, and with
`--tensorboard` also to a real TensorBoard under both loaders
(`--load_fast=true` and `false`). Prints the answers by status and exits 1
on any 5xx or non-JSON answer, printing the query. The suite runs a few
hundred of the same queries (tests/test_fuzz_routes.py).
"""

import argparse
import collections
import json
import os
import sys
import tempfile
import time

import numpy as np

TESTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests")
sys.path.insert(0, TESTS)

import fuzz_logs  # noqa: E402


def check(answer, path, params, failures):
    code, mimetype, body = answer
    ok = code < 500
    if ok and mimetype == "application/json":
        try:
            parsed = json.loads(body)
            ok = code == 200 or set(parsed) == {"error"}
        except ValueError:
            ok = False
    elif ok:
        ok = path in ("index.js", "static/index.js")
    if not ok:
        failures.append((code, path, params, body[:300]))
    return code


def fuzz(ask, runs, queries, seed):
    counts, failures = collections.Counter(), []
    start = time.monotonic()
    for path, params in fuzz_logs.random_queries(np.random.default_rng(seed), runs, queries):
        counts[check(ask(path, params), path, params, failures)] += 1
    return counts, failures, time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tensorboard", action="store_true", help="also a real TensorBoard, both loaders")
    args = parser.parse_args()
    logdir = tempfile.mkdtemp(prefix="trainhealth-fuzz-")
    fuzz_logs.build(logdir, seed=args.seed)

    from plugin_client import PREFIX, serve

    client = serve(logdir)[0]
    runs = [r["run"] for r in json.loads(client.get(PREFIX + "/runs").get_data())["runs"]]

    def in_process(path, params):
        response = client.get(f"{PREFIX}/{path}?{fuzz_logs.query_string(params)}")
        return response.status_code, response.mimetype, response.get_data()

    targets = [("in process (Python multiplexer)", in_process)]
    servers = []
    if args.tensorboard:
        from tb_server import get, start_tensorboard

        for load_fast in (True, False):
            server = start_tensorboard(logdir, load_fast=load_fast)
            base = server.__enter__()
            servers.append(server)
            for _ in range(120):  # until every run is listed
                code, body, _ = get(base + "/data/plugin/trainhealth/runs")
                if code == 200 and len(json.loads(body)["runs"]) >= len(runs):
                    break
                time.sleep(0.5)

            def over_http(path, params, base=base):
                code, body, headers = get(f"{base}/data/plugin/trainhealth/{path}?{fuzz_logs.query_string(params)}")
                return code, (headers.get("Content-Type") or "").split(";")[0], body

            targets.append((f"tensorboard --load_fast={str(load_fast).lower()}", over_http))
    failed = False
    try:
        for name, ask in targets:
            counts, failures, seconds = fuzz(ask, runs, args.queries, args.seed)
            print(f"{name}: {args.queries} queries in {seconds:.1f} s; answers {dict(sorted(counts.items()))}; "
                  f"{len(failures)} failures")
            for failure in failures[:20]:
                code, path, params, body = failure
                print("  FAIL", code, path, {k: (v[:60] if isinstance(v, str) else v) for k, v in params.items()}, body)
            failed = failed or bool(failures)
    finally:
        for server in servers:
            server.__exit__(None, None, None)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
