#!/usr/bin/env bash
# The demo, from a fresh clone: `bash demo/run.sh`. Trains the demo runs into
# demo/logs, prints one line per run (its status and first finding), then
# serves TensorBoard with the Training Health tab and prints its URL last:
# http://localhost:6006/#trainhealth (PORT=... to change the port). The full
# diagnosis: `.venv/bin/tb-trainhealth diagnose demo/logs`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh demo
export TF_CPP_MIN_LOG_LEVEL=2
rm -rf demo/logs
.venv/bin/python demo/train_demo.py --logdir demo/logs

host="${HOST:-localhost}"
port="${PORT:-6006}"
# TensorBoard's own start-up lines (and TensorFlow's) go to a log file, so
# that the URL is the last line printed.
tb_log="$(mktemp -t tb-trainhealth-demo-tensorboard.XXXXXX.log)"
.venv/bin/tensorboard --logdir demo/logs --host "$host" --port "$port" >"$tb_log" 2>&1 &
tensorboard=$!
trap 'kill "$tensorboard" 2>/dev/null || true' EXIT INT TERM
# Wait until TensorBoard lists the tab; if it died (the port taken), say why.
until kill -0 "$tensorboard" 2>/dev/null && .venv/bin/python -c '
import sys, urllib.request
sys.exit(b"trainhealth" not in urllib.request.urlopen(sys.argv[1], timeout=2).read())' \
    "http://$host:$port/data/plugins_listing" 2>/dev/null; do
  if ! kill -0 "$tensorboard" 2>/dev/null; then
    cat "$tb_log" >&2
    exit 1
  fi
  sleep 0.5
done
echo
echo "TensorBoard is serving demo/logs (its log: $tb_log; Ctrl+C stops it)."
echo "Open http://$host:$port/#trainhealth"
wait "$tensorboard"
