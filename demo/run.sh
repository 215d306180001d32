#!/usr/bin/env bash
# The demo, from a fresh clone: `bash demo/run.sh`. Trains the demo runs into
# demo/logs, then serves TensorBoard with the Training Health tab at
# http://localhost:6006/#trainhealth (PORT=... to change the port).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh demo
export TF_CPP_MIN_LOG_LEVEL=2
rm -rf demo/logs
.venv/bin/python demo/train_demo.py --logdir demo/logs
.venv/bin/tb-trainhealth diagnose demo/logs || true  # exit 1: the NaN run is critical
echo "Open http://localhost:${PORT:-6006}/#trainhealth"
exec .venv/bin/tensorboard --logdir demo/logs --host "${HOST:-localhost}" --port "${PORT:-6006}"
