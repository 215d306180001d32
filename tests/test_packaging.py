"""The wheel ships the frontend and registers the plugin; the backend side
imports without TensorFlow, as TensorBoard runs without it."""

import os
import subprocess
import sys
import zipfile

from conftest import REPO


def test_wheel_ships_frontend_and_entry_points(tmp_path):
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
         "-w", str(tmp_path), REPO],
        check=True, capture_output=True, cwd=tmp_path,
    )
    (wheel,) = tmp_path.glob("tb_trainhealth-*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        entry_points = z.read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
        shipped_js = z.read("tb_trainhealth/static/index.js")
    with open(os.path.join(REPO, "tb_trainhealth", "static", "index.js"), "rb") as f:
        assert shipped_js == f.read()
    assert "tb_trainhealth/proto/plugin_data_pb2.py" in names
    assert "trainhealth = tb_trainhealth.plugin.loader:TrainHealthLoader" in entry_points
    assert "tb-trainhealth = tb_trainhealth.cli:main" in entry_points


def test_backend_diagnosis_and_cli_import_without_tensorflow():
    code = (
        "import sys; sys.modules['tensorflow'] = None; sys.modules['keras'] = None\n"
        "import tb_trainhealth, tb_trainhealth.plugin.plugin, tb_trainhealth.diagnosis\n"
        "import tb_trainhealth.cli, tb_trainhealth.report, tb_trainhealth.summary.reader\n"
        # Every area's rules and views, which the diagnosis loads on first use.
        "import importlib, tb_trainhealth.areas as areas\n"
        "from tb_trainhealth.diagnosis.rules import all_rules\n"
        "kinds = {r.kind for r in all_rules()}\n"
        "views = [importlib.import_module(a.view) for a in areas.all_areas() if a.view]\n"
        "assert kinds and len(views) == sum(1 for a in areas.all_areas() if a.view)\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    assert result.stdout.strip() == "ok", result.stderr
