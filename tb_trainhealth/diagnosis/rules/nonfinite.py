"""Non-finite values: the loss became NaN/Inf."""

import math

import numpy as np

from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.rules import Rule, register
from tb_trainhealth.jsonutil import float_text

NODE = "nonfinite"

_LOSS_FIX_TEXT = (
    "A NaN/Inf loss usually comes from an exploding update or an unguarded "
    "log/exp/division. Lower the learning rate and clip gradients; keep "
    "log() and division away from zero; give the loss logits "
    "(from_logits=True) instead of a softmax/sigmoid output."
)
_LOSS_FIX_CODE = """\
import keras
import tensorflow as tf

# Lower the learning rate and clip the global gradient norm.
optimizer = keras.optimizers.Adam(learning_rate=1e-4, clipnorm=1.0)

# Let the loss work on logits: drop the final softmax and say so.
model.compile(
    optimizer=optimizer,
    loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
)

# In a custom loss or layer, keep log() and division away from zero.
eps = 1e-7
log_p = tf.math.log(tf.clip_by_value(p, eps, 1.0))
ratio = a / (b + eps)
"""


@register
class NonfiniteLoss(Rule):
    kind = "nonfinite_loss"
    node = NODE

    def has_evidence(self, run_data):
        return "loss" in run_data.series or bool(run_data.events_of(self.kind))

    def check(self, run_data):
        events = run_data.events_of(self.kind)
        if events:
            first = events[0]
            evidence = dict(first.payload)
            evidence.pop("kind", None)
            step = first.step
            value = evidence.get("value", "nan")
        else:
            # No event (an old writer, or stop_on_nonfinite=False and the
            # event was lost): fall back on the series itself.
            loss = run_data.series.get("loss")
            if loss is None:
                return []
            bad = np.flatnonzero(~np.isfinite(loss.values))
            if bad.size == 0:
                return []
            step = int(loss.steps[bad[0]])
            value = float_text(loss.values[bad[0]])
            evidence = {"step": step, "value": value}
            if bad[0] > 0:
                evidence["last_finite_step"] = int(loss.steps[bad[0] - 1])
                evidence["last_finite_value"] = float(loss.values[bad[0] - 1])
        where = ""
        if "epoch" in evidence and "batch" in evidence:
            where = f" (epoch {evidence['epoch']}, batch {evidence['batch']})"
        summary = f"The loss became {_label(value)} at step {step}{where}."
        last = evidence.get("last_finite_value")
        if isinstance(last, (int, float)) and math.isfinite(last):
            summary += f" The last finite loss was {last:.4g}"
            summary += f" at step {evidence.get('last_finite_step')}."
        return [
            F.Finding(
                kind=self.kind,
                severity=F.CRITICAL,
                node=NODE,
                step=step,
                summary=summary,
                evidence=evidence,
                fix=F.Fix(text=_LOSS_FIX_TEXT, code=_LOSS_FIX_CODE),
            )
        ]


def _label(value):
    return {"nan": "NaN", "inf": "+Inf", "-inf": "-Inf"}.get(str(value), str(value))
