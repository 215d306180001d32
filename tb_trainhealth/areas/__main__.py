"""`python -m tb_trainhealth.areas`: the vocabulary as JSON, for the
frontend's build (frontend/build.mjs).

`python -m tb_trainhealth.areas docs [ROOT]`: rewrites the docs made from
the declarations (docs/options.md, the generated part of docs/routes.md)
under the repository root ROOT (default: the current directory)."""

import json
import sys

from tb_trainhealth.areas import vocabulary


def main(argv):
    if argv[:1] == ["docs"]:
        from tb_trainhealth.areas import docs  # imports the backend's views: not for the build

        for path in docs.write(argv[1] if len(argv) > 1 else "."):
            print(f"wrote {path}")
        return
    if argv:
        sys.exit(f"usage: python -m tb_trainhealth.areas [docs [ROOT]] (not {' '.join(argv)!r})")
    json.dump(vocabulary(), sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
    sys.stdout.write("\n")


main(sys.argv[1:])
