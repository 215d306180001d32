"""The README as a newcomer reads it: the two commands and a quick start
that works on its first screen, every area's finding kinds with a page
that exists, every link of the README and of docs/ resolving, and short
enough to read at once (the details live under docs/)."""

import os
import re
import subprocess
import sys

import pytest

from conftest import REPO
from tb_trainhealth import areas as areas_lib

FIRST_SCREEN = 60  # lines
MAX_LINES = 300


def read(path):
    with open(os.path.join(REPO, path), encoding="utf-8") as f:
        return f.read()


README = read("README.md")
PAGES = ["README.md"] + sorted(
    os.path.relpath(os.path.join(d, f), REPO)
    for d, _, files in os.walk(os.path.join(REPO, "docs"))
    for f in files if f.endswith(".md")
)


def test_the_first_screen_has_the_two_commands_and_the_quick_start():
    first = "\n".join(README.splitlines()[:FIRST_SCREEN])
    assert "`bash demo/run.sh`" in first and "`bash scripts/test.sh`" in first
    assert "## Quick start" in first and "TrainHealth(" in first and "tb-trainhealth diagnose" in first
    assert len(README.splitlines()) <= MAX_LINES


def test_the_areas_table_lists_every_finding_kind_and_its_page():
    table = README.split("## Areas", 1)[1].split("\n## ", 1)[0]
    rows = {row.split("|")[1].split()[0]: row for row in table.splitlines() if row.startswith("| ") and "---" not in row}
    for area in areas_lib.all_areas():
        row = rows[area.name]
        for kind in area.findings:
            assert f"`{kind}`" in row, (area.name, kind)
        page = os.path.join("docs", "areas", f"{area.name}.md")
        if os.path.exists(os.path.join(REPO, page)):
            assert f"]({page})" in row, area.name


@pytest.mark.parametrize("page", PAGES)
def test_every_relative_link_resolves(page):
    text = read(page)
    text = re.sub(r"```.*?```", "", text, flags=re.S)  # code is not linked
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            continue
        path = os.path.normpath(os.path.join(REPO, os.path.dirname(page), target.split("#")[0]))
        assert os.path.exists(path), f"{page}: {target}"


def test_the_quick_start_runs_as_written(tmp_path):
    """The quick start's script, then `tb-trainhealth diagnose logs`, in an
    empty directory, as the README says."""
    quick_start = README.split("## Quick start", 1)[1]
    script = re.search(r"```python\n(.*?)```", quick_start, re.S).group(1)
    (tmp_path / "train.py").write_text(script)
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2")
    subprocess.run([sys.executable, "train.py"], cwd=tmp_path, check=True, env=env, timeout=300)
    cli = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")
    result = subprocess.run([cli, "diagnose", "logs"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "run run1: HEALTHY" in result.stdout
