"""A fourth area made only of new files (tests/toy_area/: a declaration, a
probe, a rule, a backend view) and one registration line (the
TB_TRAINHEALTH_AREAS environment variable): its finding reaches the CLI's
JSON, the routes and the tab, with no edit of the package."""

import json
import os
import subprocess
import sys

import pytest

from playwright.sync_api import expect

from conftest import wait_for
from tb_server import get_json, start_tensorboard

HERE = os.path.dirname(os.path.abspath(__file__))
CLI = os.path.join(os.path.dirname(sys.executable), "tb-trainhealth")
ROUTES = "/data/plugin/trainhealth/"

# The one registration line, and where its modules are found.
TOY_ENV = {
    "TB_TRAINHEALTH_AREAS": "toy_area.declaration",
    "PYTHONPATH": os.pathsep.join(p for p in (HERE, os.environ.get("PYTHONPATH")) if p),
}


@pytest.fixture(scope="module")
def toy_logdir(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("toy")
    subprocess.run([sys.executable, os.path.join(HERE, "toy_area", "train.py"), str(logdir / "toy_run")],
                   env={**os.environ, **TOY_ENV}, check=True, timeout=300)
    return logdir


@pytest.fixture
def toy_env(monkeypatch):
    # TensorBoard, started below, inherits it.
    for key, value in TOY_ENV.items():
        monkeypatch.setenv(key, value)


def test_toy_finding_in_the_cli_json(toy_logdir):
    result = subprocess.run([CLI, "diagnose", str(toy_logdir), "--json"], capture_output=True, text=True,
                            env={**os.environ, **TOY_ENV}, timeout=300)
    assert result.returncode == 0, result.stderr
    (run,) = json.loads(result.stdout)["runs"]
    (finding,) = [f for f in run["findings"] if f["kind"] == "toy_steps_counted"]
    # 64 samples in batches of 8: 8 steps, every 2nd counted (its option).
    assert finding["node"] == "toy_check" and finding["evidence"] == {"counted": 4}
    assert run["status"] == "warning"


def test_without_its_registration_the_area_is_not_there(toy_logdir):
    result = subprocess.run([CLI, "diagnose", str(toy_logdir), "--json"], capture_output=True, text=True,
                            timeout=300)
    (run,) = json.loads(result.stdout)["runs"]
    assert not [f for f in run["findings"] if f["kind"] == "toy_steps_counted"]


@pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast", "python_loader"])
def test_toy_area_in_the_routes_and_the_tab(toy_logdir, toy_env, browser, load_fast):
    with start_tensorboard(toy_logdir, load_fast=load_fast) as base:
        runs = wait_for(lambda: get_json(base + ROUTES + "runs")[1]["runs"])
        assert [(r["run"], r["status"]) for r in runs] == [("toy_run", "warning")]
        status, body = get_json(base + ROUTES + "diagnosis?run=toy_run")
        assert status == 200
        assert [f["kind"] for f in body["findings"]] == ["toy_steps_counted"]
        assert body["areas"]["toy"] == {"counted": 4}
        nodes = {n["id"]: n for n in body["flowchart"]["nodes"]}
        assert nodes["toy_check"]["state"] == "triggered" and nodes["fix_toy"]["state"] == "triggered"
        assert {"from": "error", "to": "toy_check", "label": "toy"} in body["flowchart"]["edges"]

        page = browser.new_page()
        try:
            page.goto(base + "/data/plugin_entry.html?name=trainhealth")
            root = page.locator("#trainhealth-app")
            # Its node in the flowchart, its finding in the list, and its
            # summary in the generic view an area without a view gets (the
            # bundle does not know it: titled by its name).
            expect(root.locator('[data-node-id="toy_check"]').first).to_be_visible(timeout=30000)
            expect(root.locator("#findings")).to_contain_text("The toy probe counted 4 steps.")
            toy = root.locator('[data-area="toy"]')
            expect(toy.get_by_role("heading", name="toy")).to_be_visible()
            expect(toy.get_by_role("row", name="Counted 4")).to_be_visible()
        finally:
            page.close()
