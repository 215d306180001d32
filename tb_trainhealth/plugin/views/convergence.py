"""What the convergence view gets (its summary in the `diagnosis` route):
the loss with its trend and swing band, the head and loss checks as a
checklist, the epoch metrics, saturation per layer and the sampled
update/weight ratios. Pure functions of RunData; the judging is the rules'
(diagnosis/rules/progress.py, head_checks.py), reused here so the two
never disagree."""

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.diagnosis.rules import progress
from tb_trainhealth.diagnosis.rules.head_checks import checklist
from tb_trainhealth.jsonutil import to_jsonable

STAT = AREA.matrices


def summary(run_data):
    """The `areas.convergence` object of the diagnosis route, or None."""
    check = progress.latest_check(run_data)
    loss = progress.loss_windows(run_data)
    epochs = progress.epoch_metrics(run_data)
    if check is None and loss is None and not epochs:
        return None
    return to_jsonable({
        "loss": loss,
        "checklist": checklist(check) if check is not None else [],
        "head": _head(check),
        "epochs": epochs,
        STAT.saturation: _matrix(run_data, STAT.saturation),
        "ratios": _matrix(run_data, STAT.lr_update_ratio),
    })


def _head(check):
    if check is None:
        return None
    keys = ("head", "head_class", "activation", "units", "loss", "from_logits", "optimizer", "learning_rate",
            "batch_size", "input_shape", "output_shape", "inputs", "labels", "samples")
    return {k: check.get(k) for k in keys if k in check}


def _matrix(run_data, name):
    """{layers, steps, values}: the latest value of each layer, with its step."""
    matrix = run_data.matrices.get(name)
    if matrix is None or not len(matrix.last_steps):
        return None
    return {
        "layers": list(matrix.columns),
        "steps": matrix.last_steps.tolist(),
        "values": matrix.values.tolist(),
    }
