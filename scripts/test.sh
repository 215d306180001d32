#!/usr/bin/env bash
# The whole test suite, from a fresh clone: `bash scripts/test.sh`. Its tiers
# (`-m unit`, `-m slow`, `-m browser`): docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
export TF_CPP_MIN_LOG_LEVEL=2
exec .venv/bin/python -m pytest tests "$@"
