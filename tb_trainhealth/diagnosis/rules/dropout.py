"""Dropout too high: a model that does not fit its own training data
behind a Dropout that drops half its inputs or more.

The usual slip is a TF1 `keep_prob` written as Keras's `rate`:
`tf.nn.dropout(h, keep_prob=0.9)` kept 90% of the units,
`keras.layers.Dropout(0.9)` drops 90% of them. Srivastava et al. (JMLR
2014, "Dropout") keep hidden units with p = 0.5 at the least, and input
units with p = 0.8: a rate past 0.5 is past anything they train with, and
0.5 itself is their most. At such a rate the finding needs the run not to
fit (rules/progress.py `still_learns`: its loss did not halve to below the
class prior, and its accuracy did not end 0.2 above chance); a model with
Dropout(0.5) that fits is what the paper describes.

The mask also zeroes gradients: a dropped unit passes no gradient back for
that sample, and a kernel entry gets one from a sample only where the unit
feeding it and the unit it feeds are both kept (and active). With a rate
of 0.9 around a ReLU layer that leaves ~90% of its kernel's gradient
exactly zero per step, which reads like dead units. Dead ReLU units are
zero for every sample; a mask's zeros change with each sample and step,
so a few entries always get through. `masked_layers` names the layers
whose zero gradients the mask can make (rules/gradients.py `DeadUnits`
reads those as dead only where their gradient is zero throughout).
"""

import numpy as np

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.numbers import number, percent
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules.progress import (chance, epoch_metrics, final_accuracy, latest_check,
                                                     learns, loss_windows, still_learns)

KIND, GKIND, GSTAT = AREA.findings, GRADIENTS.findings, GRADIENTS.matrices

HIGH_RATE = 0.5  # Srivastava et al.'s most for hidden units (see above)
# A gradient zero in every entry: what dead units make and no mask does
# (a unit dropped for every sample of a batch of B has odds rate^B).
ALL_ZERO = 1.0


def high_dropouts(check):
    """The head_check's Dropout layers at HIGH_RATE or more, in build order."""
    out = []
    for entry in (check or {}).get("dropouts") or []:
        rate = entry.get("rate") if isinstance(entry, dict) else None
        if isinstance(rate, (int, float)) and not isinstance(rate, bool) and rate >= HIGH_RATE:
            out.append(entry)
    return out


def masked_layers(check):
    """{weighted layer: the highest rate of a Dropout right before or after
    it} for the Dropouts at HIGH_RATE or more."""
    out = {}
    for entry in high_dropouts(check):
        for layer in (entry.get("after"), entry.get("before")):
            if layer:
                out[layer] = max(out.get(layer, 0.0), float(entry["rate"]))
    return out


def column_layer(column, layers):
    """The layer among `layers` that a gradient column names (its name, or
    a nested path ending in it), or None."""
    for layer in layers:
        if column == layer or column.endswith("/" + layer):
            return layer
    return None


@register
class DropoutTooHigh(Rule):
    area = AREA
    kind = KIND.dropout_too_high
    rank = 20  # after the head and loss checks (a wrong head fails at any rate), before the loss's symptoms
    # A model that drops most of its units at every step cannot fit: the
    # loss stays up and the accuracy at chance; the zeros the mask leaves
    # in its neighbours' gradients are the mask's (see above).
    # (Not dead_units: DeadUnits leaves the mask's zeros alone, and what it
    # still reports beside a Dropout, a gradient zero throughout, no mask makes.)
    explains = (KIND.accuracy_at_chance, KIND.loss_stuck)

    def has_evidence(self, run_data):
        check = latest_check(run_data)
        return check is not None and "dropouts" in check

    def check(self, run_data):
        check = latest_check(run_data)
        high = high_dropouts(check)
        if not high or learns(run_data) is None or still_learns(run_data):
            return []
        fit = _fit_words(run_data, check)
        rates = "; ".join(f"{e['layer']!r} ({_after(e)}) drops {percent(e['rate'])} of its inputs" for e in high)
        summary = (f"Dropout too high: {rates}, at every training step, and the model does not fit its own "
                   f"training data: {fit}.")
        keep_prob = [e for e in high if e["rate"] > HIGH_RATE]
        if keep_prob:
            summary += (f" A rate of {number(keep_prob[0]['rate'])} reads like a TF1 keep_prob: Keras's rate is the "
                        f"fraction dropped, TF1's keep_prob the fraction kept.")
        zeros = {layer: share for layer, share in _zero_shares(run_data, masked_layers(check)).items()
                 if 0 < share < ALL_ZERO}
        if zeros:
            said = ", ".join(f"{layer!r} {percent(share)}" for layer, share in zeros.items())
            summary += (f" The exactly-zero shares of the gradients beside the Dropout ({said}) are the mask's "
                        f"doing, not dead units: a dropped unit passes no gradient back for that sample.")
        evidence = {"dropout_rates": {e["layer"]: e["rate"] for e in high}, "threshold": HIGH_RATE}
        _, accuracy = final_accuracy(run_data)
        at_chance, basis = chance(check)
        if accuracy is not None:
            evidence["accuracy"] = accuracy
        if at_chance is not None:
            evidence["chance"] = at_chance
            evidence["chance_basis"] = basis
        loss = loss_windows(run_data)
        if loss:
            evidence["loss_start"], evidence["loss_end"] = loss["start"], loss["end"]
        if zeros:
            evidence["gradient_zero_share"] = zeros
        return [self.finding(F.WARNING, summary, _fix(high), layer=high[0]["layer"], evidence=evidence)]


def _after(entry):
    return f"after {entry['after']!r}" if entry.get("after") else "on the inputs"


def _fit_words(run_data, check):
    """The accuracy against chance, or the loss's start and end."""
    key, accuracy = final_accuracy(run_data)
    at_chance, basis = chance(check)
    if accuracy is not None and at_chance is not None:
        epochs = len(epoch_metrics(run_data))
        return (f"{key} {number(accuracy)} after {epochs} epoch(s), against {number(at_chance)} for always answering "
                f"{basis}")
    loss = loss_windows(run_data)
    return f"the loss went from {number(loss['start'])} to {number(loss['end'])}, less than half"


def _new_rate(rate):
    """The rate meant: 1 - rate where the rate reads as a keep_prob (past
    0.5); at 0.5 itself, 0.2 (Srivastava et al.'s rate for input units, the
    lowest they use)."""
    return round(1.0 - rate, 2) if rate > HIGH_RATE else 0.2


def _fix(high):
    lines = []
    for e in high:
        new = _new_rate(e["rate"])
        cls = e.get("class") or "Dropout"
        lines.append(f"keras.layers.{cls}({number(new)})  # {e['layer']!r}, was {cls}({number(e['rate'])})")
    first = high[0]
    new = _new_rate(first["rate"])
    if first["rate"] > HIGH_RATE:
        text = (f"Keras's rate is the fraction dropped, TF1's keep_prob the fraction kept: "
                f"Dropout({number(first['rate'])}) ({first['layer']!r}) drops {percent(first['rate'])} of its inputs. "
                f"Where the number came from a keep_prob, write 1 - keep_prob "
                f"(Dropout({number(new)}) here); check the model fits its training data before raising it again.")
    else:
        text = (f"Dropout({number(first['rate'])}) ({first['layer']!r}) drops half of its inputs at every step, and the "
                f"model does not fit its training data with it. Lower it (Dropout({number(new)})), or take it out "
                f"until the model fits, then add regularisation back against overfitting.")
    return F.Fix(text=text, code="\n".join(lines) + "\n")


def _zero_shares(run_data, layers):
    """{layer: median share of exactly-zero gradient} of the layers beside
    a high Dropout, where the gradients area logged them."""
    zeros = run_data.matrices.get(GSTAT.grad_zero_fraction)
    if zeros is None or not layers:
        return {}
    out = {}
    for column, name in enumerate(zeros.columns):
        layer = column_layer(name, layers)
        if layer is None:
            continue
        values = zeros.values[:, column]
        values = values[np.isfinite(values)]
        if values.size:
            out[layer] = float(np.median(values))
    return out
