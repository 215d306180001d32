"""`tb-trainhealth` run as a user runs it: the installed command, in a
process of its own, its output captured."""

import os
import subprocess
import sys

CLI = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")


def cli(*args, cwd=None):
    return subprocess.run([CLI, *map(str, args)], capture_output=True, text=True, cwd=cwd, timeout=300)
