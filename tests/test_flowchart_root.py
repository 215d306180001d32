"""The flowchart's "Training error" (the root, `error`) and "Error type"
(`error_type`) light up only for a run that raised; a run that finished
with findings lights its areas' nodes and leaves the root clear. Read from
the tab's own route, as the tab draws it, on real (tiny) training runs."""

import keras
import numpy as np
import pytest

import tb_trainhealth
from plugin_client import get_json, make_client


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    logdir = tmp_path_factory.mktemp("roots")
    keras.utils.set_random_seed(0)
    x = np.random.default_rng(0).normal(size=(64, 4)).astype("float32")

    # Raised: class ids given to a categorical loss, a shape error in fit.
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(3)])
    model.compile("sgd", keras.losses.CategoricalCrossentropy(from_logits=True))
    with pytest.raises(ValueError):
        model.fit(x, np.zeros(64, "int32"), batch_size=16, epochs=1, verbose=0,
                  callbacks=[tb_trainhealth.TrainHealth(str(logdir / "raised"))])

    # Finished: a NaN in the targets makes the loss NaN; the callback stops
    # training at it (stop_on_nonfinite), fit returns normally.
    y = x[:, :1] * 2
    y[40] = np.nan
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(1)])
    model.compile("sgd", "mse")
    model.fit(x, y, batch_size=16, epochs=2, shuffle=False, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(str(logdir / "finished"))])
    return logdir


def chart(logdir, run):
    status, body = get_json(make_client(logdir), f"/diagnosis?run={run}")
    assert status == 200, body
    return body, {n["id"]: n for n in body["flowchart"]["nodes"]}


def test_a_run_that_raised_lights_training_error_and_its_type(logdir):
    body, nodes = chart(logdir, "raised")
    kinds = [f["kind"] for f in body["findings"]]
    assert "training_error" in kinds
    for node_id in ("error", "error_type", "shape"):
        assert nodes[node_id]["state"] == "triggered", node_id
    # The root holds the crash and what explains it.
    assert sorted(nodes["error"]["findings"]) == list(range(len(kinds)))


def test_a_run_that_finished_with_findings_lights_only_what_it_has(logdir):
    body, nodes = chart(logdir, "finished")
    kinds = {f["kind"] for f in body["findings"]}
    assert body["status"] == "critical" and "training_error" not in kinds
    lit = {node_id for node_id, node in nodes.items() if node["state"] == "triggered"}
    # The nodes its findings name, and their fixes; nothing above them.
    assert {n for n in lit if nodes[n]["kind"] == "check"} == {f["node"] for f in body["findings"]}
    assert {nodes[n]["kind"] for n in lit} == {"check", "fix"} and "nonfinite" in lit
    for node_id in ("error", "error_type"):
        assert (nodes[node_id]["state"], nodes[node_id]["findings"]) == ("clear", []), node_id
