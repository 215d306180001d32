#!/usr/bin/env bash
# Installs what the demo or the tests need, into ./.venv, on a fresh machine
# (Python 3.11, pip, node/npm and Debian's apt). Safe to run again.
#   scripts/setup.sh demo   TensorFlow (CPU), TensorBoard and this package
#   scripts/setup.sh test   the same, plus pytest, Playwright, Debian's
#                           chromium and the frontend's node_modules
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-demo}"

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
# tensorflow-cpu, not the tf extra's `tensorflow`: no GPU here, and the two
# distributions must not be installed side by side.
extras=""
[ "$what" = test ] && extras="[test]"
.venv/bin/python -m pip install -q --disable-pip-version-check \
  "tensorflow-cpu==2.21.0" -e ".${extras}"

if [ "$what" = test ]; then
  # Legacy Keras 2, for its tests (tests/test_tf_keras.py). Without its
  # dependencies: it asks for `tensorflow`, which would land on top of
  # tensorflow-cpu.
  .venv/bin/python -m pip install -q --disable-pip-version-check --no-deps "tf-keras==2.21.0"
  if ! command -v chromium >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium >/dev/null
  fi
  (cd frontend && npm ci --no-audit --no-fund --loglevel=error)
fi
