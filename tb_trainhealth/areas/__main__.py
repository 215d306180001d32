"""`python -m tb_trainhealth.areas`: the vocabulary as JSON, for the
frontend's build (frontend/build.mjs)."""

import json
import sys

from tb_trainhealth.areas import vocabulary

json.dump(vocabulary(), sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
sys.stdout.write("\n")
