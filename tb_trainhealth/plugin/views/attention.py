"""What the attention view gets (its summary in the `diagnosis` route):
per attention layer its kind, its keys, its latest largest logit and
entropy with the one-hot bound they are judged by, and the three
layer x step overviews for its charts. Pure functions of RunData; the
judging is the rules' (diagnosis/rules/attention.py), reused here so the
two never disagree."""

import numpy as np

from tb_trainhealth.areas.attention import AREA
from tb_trainhealth.diagnosis.rules import attention as rules
from tb_trainhealth.jsonutil import to_jsonable

STAT = AREA.matrices


def summary(run_data):
    """The `areas.attention` object of the diagnosis route, or None."""
    logits = run_data.matrices.get(STAT.attention_max_logit)
    if logits is None or not len(logits.last_steps):
        return None
    layers = rules.attention_layers(run_data)
    rows = []
    for layer in logits.columns:
        info = layers.get(layer) or {}
        row = {
            "layer": layer, "class": info.get("class"), "kind": info.get("kind"), "keys": info.get("keys"),
            "heads": info.get("heads"), "one_hot_logit": rules.one_hot_logit(info.get("keys")),
        }
        for name in STAT:
            row[name] = _latest(run_data.matrices.get(name), layer)
        rows.append(row)
    return to_jsonable({
        "layers": rows,
        "collapsed_entropy": rules.COLLAPSED_ENTROPY,
        **{name: _matrix(run_data, name) for name in STAT},
    })


def _latest(matrix, layer):
    """The layer's latest finite value, or None."""
    if matrix is None or layer not in matrix.columns:
        return None
    values = matrix.values[:, matrix.columns.index(layer)]
    finite = values[np.isfinite(values)]
    return float(finite[-1]) if len(finite) else None


def _matrix(run_data, name):
    """{layers, steps, values}: each row's last step and its values."""
    matrix = run_data.matrices.get(name)
    if matrix is None or not len(matrix.last_steps):
        return None
    return {"layers": list(matrix.columns), "steps": matrix.last_steps.tolist(), "values": matrix.values.tolist()}
