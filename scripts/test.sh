#!/usr/bin/env bash
# The whole test suite, from a fresh clone: `bash scripts/test.sh`. Its tiers
# (`-m unit`, `-m slow`, `-m browser`): docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
export TF_CPP_MIN_LOG_LEVEL=2
# Two workers (pytest-xdist), a test file each at a time: a file's trained
# fixtures stay in one worker, and the runs every file shares are trained
# once for both (tests/conftest.py, made_once). TEST_WORKERS=0: one process.
exec .venv/bin/python -m pytest -n "${TEST_WORKERS:-2}" --dist loadfile tests "$@"
