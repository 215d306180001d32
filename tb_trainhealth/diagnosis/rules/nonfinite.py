"""Non-finite values: the loss became NaN/Inf."""

import math
import os
import re

import numpy as np

from tb_trainhealth.areas.convergence import AREA as CONVERGENCE
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.areas.nonfinite import AREA
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis import op_fixes
from tb_trainhealth.diagnosis.numbers import number, percent
from tb_trainhealth.diagnosis.rules.head_fixes import fix_normalization
from tb_trainhealth.diagnosis.rules.progress import latest_check
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.jsonutil import float_text

KIND, EVENT = AREA.findings, AREA.events
NODE = AREA.node

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
    kind = KIND.nonfinite_loss
    area = AREA
    rank = 20

    def has_evidence(self, run_data):
        return CORE.series.loss in run_data.series or bool(run_data.events_of(self.kind))

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
            loss = run_data.series.get(CORE.series.loss)
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
            summary += f" The last finite loss was {number(last)}"
            summary += f" at step {evidence.get('last_finite_step')}."
        return [
            self.finding(
                F.CRITICAL,
                step=step,
                summary=summary,
                evidence=evidence,
                fix=F.Fix(text=_LOSS_FIX_TEXT, code=_LOSS_FIX_CODE),
            )
        ]


def _label(value):
    return {"nan": "NaN", "inf": "+Inf", "-inf": "-Inf"}.get(str(value), str(value))


def _where(payload):
    parts = []
    if "epoch" in payload and "batch" in payload:
        parts.append(f"epoch {payload['epoch']}, batch {payload['batch']}")
    if payload.get("replica") is not None:
        parts.append(f"on replica {payload['replica']} of {payload.get('replicas', '?')}")
    if payload.get("worker") is not None:
        parts.append(f"on worker {payload['worker']}")
    return f" ({', '.join(parts)})" if parts else ""


def _evidence(event, drop=("kind",)):
    return {k: v for k, v in event.payload.items() if k not in drop}


def _has_sentinel(run_data):
    return AREA.matrices.activation_max_abs in run_data.matrices or bool(run_data.events_of(EVENT.activation_layers))


class _FirstEventRule(Rule):
    """A critical finding from the first event of the rule's kind: the
    capture names the step, layer and variable; the rule says what it means."""

    evidence_matrix = None  # a matrix whose presence means the probe ran

    def has_evidence(self, run_data):
        return self.evidence_matrix in run_data.matrices or bool(run_data.events_of(self.kind))

    def describe(self, run_data, event):
        """(summary, Fix, evidence) for the first event."""
        raise NotImplementedError

    def check(self, run_data):
        events = run_data.events_of(self.kind)
        if not events:
            return []
        event = events[0]
        summary, fix, evidence = self.describe(run_data, event)
        return [
            self.finding(
                F.CRITICAL,
                step=event.step,
                layer=event.payload.get("layer"),
                summary=summary,
                evidence=evidence,
                fix=fix,
            )
        ]


@register
class NonfiniteActivations(_FirstEventRule):
    kind = KIND.nonfinite_activations
    area = AREA
    rank = 10
    evidence_matrix = AREA.matrices.activation_max_abs

    def has_evidence(self, run_data):
        return _has_sentinel(run_data) or bool(run_data.events_of(self.kind))

    def explains_finding(self, cause, symptom):
        # A layer that made the first NaN/Inf of the forward pass from finite
        # inputs (a log(0), an overflow) makes the loss of that step NaN, and
        # from it the gradients and the weights: those at its step or later.
        # (A NaN weight from an earlier step also makes a layer's output NaN
        # "from finite inputs": then the gradient came first, and is not its.)
        made_here = cause.evidence.get("inputs_finite") is True
        if symptom.kind == KIND.nonfinite_op:
            return _is_its_input_cast(cause, symptom)
        if symptom.kind in (KIND.nonfinite_loss, KIND.nonfinite_gradients, KIND.nonfinite_weights):
            return made_here and symptom.step is not None and _came_after(cause, symptom)
        if symptom.kind == GRADIENTS.findings.exploding_gradients:
            # Gradients that began to grow at the NaN's step or later were
            # taken through it (and through the huge values a layer makes
            # beside its NaN: rsqrt of a variance rounded to 0); growth that
            # began earlier came first (rules/gradients.py explains the NaN).
            began = symptom.evidence.get("first_step", symptom.step)
            return made_here and cause.step is not None and began is not None and began >= cause.step
        if symptom.kind in (KIND.loss_scale_skips, KIND.loss_scale_collapse):
            # A NaN the forward pass makes whatever the loss scale makes
            # every scaled gradient of its steps NaN: the loss-scale
            # optimizer skips them and halves its scale down to nothing.
            return made_here and _came_after(cause, symptom)
        return made_here and symptom.kind in _NO_LEARNING and _came_after(cause, symptom)

    def describe(self, run_data, event):
        p = event.payload
        layer, cls = p.get("layer"), p.get("layer_class") or "layer"
        dtype = str(p.get("dtype", ""))
        # float16 alone overflows where float32 does not: bfloat16 holds
        # float32's range (an Inf there is the op's, not the dtype's).
        low_precision = dtype.startswith("float16")
        if p.get("inputs_finite", True):
            cause = "from finite inputs: the NaN/Inf is created inside this layer"
            text, code = _CREATED_TEXT, _CREATED_CODE
            if low_precision:
                cause += (f": it computes in {dtype} (its compute dtype under the dtype policy), which overflows "
                          f"past {_DTYPE_MAX.get(dtype, 0):g} (exp of anything past {math.log(_DTYPE_MAX.get(dtype, 1)):.2f})")
                fix = _float32_layer_fix(layer, cls, dtype)
                summary = f"Layer {layer!r} ({cls}) first output NaN/Inf at step {event.step}{_where(p)}, {cause}."
                return summary, fix, _evidence(event, drop=("kind", "layers"))
            elif dtype.startswith("bfloat16"):
                why, numbers = bfloat16_cancels(p, latest_check(run_data))
                summary = f"Layer {layer!r} ({cls}) first output NaN/Inf at step {event.step}{_where(p)}, {cause}. {why}"
                return summary, _float32_layer_fix(layer, cls, dtype), {**_evidence(event, drop=("kind", "layers")), **numbers}
        elif p.get("execution_index") == 0 and low_precision:
            # The first layer: the data itself, finite as given, turns Inf
            # when the layer casts it to its compute dtype.
            summary = (
                f"The first NaN/Inf of step {event.step}{_where(p)} is at the input of layer {layer!r} ({cls}): "
                f"the input data holds values past {dtype}'s range (±{_DTYPE_MAX.get(dtype, 0):g}), "
                f"which turn Inf when the layer casts them to its compute dtype {dtype}."
            )
            # The data's scale is the fault, not the layer's outputs: the
            # fix is the one unscaled_inputs gives (one fix for one cause).
            scale = fix_normalization({**(latest_check(run_data) or {}), "first_layer": layer})
            fix = F.Fix(text=f"{scale.text} Scaled, the data stays far inside {dtype}'s range.", code=scale.code)
            return summary, fix, _evidence(event, drop=("kind", "layers"))
        elif p.get("execution_index") == 0:
            cause = "and its inputs were already NaN/Inf: the input data holds them"
            text, code = _DATA_TEXT, _DATA_CODE
        else:
            cause = "and its inputs were already NaN/Inf"
            text, code = _CREATED_TEXT, _CREATED_CODE
        summary = f"Layer {layer!r} ({cls}) first output NaN/Inf at step {event.step}{_where(p)}, {cause}."
        # The per-layer table of the bad step is the view's (routes.md).
        return summary, F.Fix(text=text, code=code), _evidence(event, drop=("kind", "layers"))


# bfloat16 keeps 8 bits of mantissa: a value is rounded by up to 2**-8 of
# itself. A variance taken as E[x^2] - E[x]^2 is lost in that rounding of
# E[x^2] (~mean^2) once variance < mean^2 / 256, i.e. |mean| > 16 * spread.
_BF16_MANTISSA_BITS = 8
_CANCELS_AT = 2 ** (_BF16_MANTISSA_BITS / 2)


def bf16_spacing(value):
    """The gap between neighbouring bfloat16 values near |value| (2 at 290,
    512 at 84,000)."""
    return 2.0 ** (math.floor(math.log2(abs(value))) - (_BF16_MANTISSA_BITS - 1))


def bfloat16_cancels(payload, check):
    """(words, evidence): why a bfloat16 layer makes NaN from finite inputs:
    not an overflow (bfloat16 has float32's range) but a difference that
    cancels; with the data's own numbers where the layer is the first and
    they show it."""
    text = (f"It computes in bfloat16 (its compute dtype under the dtype policy), which holds float32's range: "
            "nothing overflowed. bfloat16 keeps 8 bits of mantissa, so a difference of two large, close values "
            "cancels to rounding noise: a variance taken as E[x^2] - E[x]^2 can come out negative, and "
            "sqrt/rsqrt/log of a negative is NaN.")
    inputs = (check or {}).get("inputs") or {}
    mean, spread = inputs.get("abs_mean_max"), inputs.get("std_max")
    if (payload.get("execution_index") != 0 or not isinstance(mean, (int, float)) or not isinstance(spread, (int, float))
            or not mean > _CANCELS_AT * spread):
        return text, {}
    square = mean * mean
    numbers = {"inputs_mean_max": mean, "inputs_spread_max": spread, "bfloat16_step_near_mean": bf16_spacing(mean),
               "bfloat16_step_near_square": bf16_spacing(square)}
    return text + (
        f" Its inputs are the data: a feature's mean reaches {number(mean)} and its spread is at most "
        f"{number(spread)}. Near {number(mean)} bfloat16 steps by {number(bf16_spacing(mean))}, and near their square "
        f"({number(square)}) by {number(bf16_spacing(square))}: a variance of {number(spread * spread)} or less "
        f"lies below that step, so E[x^2] - E[x]^2 is noise there."), numbers


def _float32_layer_fix(layer, cls, dtype):
    """The fix of a custom layer that made NaN/Inf from finite inputs in
    float16 or bfloat16: that layer in float32, or the stable formula of
    what such a dtype breaks (float16 overflows, bfloat16 cancels)."""
    text = (f"Compute layer {layer!r} in float32: dtype=\"float32\" on its constructor (Keras casts its inputs to "
            "float32 and the layers after it cast its output back), as Keras's own normalisation and softmax "
            "layers do under mixed precision.")
    code = f"{cls}(name={layer!r}, dtype=\"float32\")   # was {cls}(name={layer!r}): computed in {dtype}\n"
    if dtype.startswith("bfloat16"):
        text += " Or take the variance as mean((x - mean(x))**2), which cannot go negative."
        code += f"""
# Or, in {cls}.call, a variance that cannot go negative (your axis):
mean = ops.mean(x, axis=-1, keepdims=True)
var = ops.mean(ops.square(x - mean), axis=-1, keepdims=True)   # not mean(x**2) - mean**2
"""
    else:
        limit = _DTYPE_MAX.get(dtype, 65504.0)
        text += (f" Or keep exp's argument below {math.log(limit):.2f} (exp of it is {dtype}'s largest, "
                 f"{limit:g}): subtract the largest score first, or use ops.softmax / ops.logsumexp.")
        code += f"""
# Or, in {cls}.call, a softmax that cannot overflow (every exp at most 1):
scores = scores - ops.max(scores, axis=-1, keepdims=True)
e = ops.exp(scores)                                  # or: weights = ops.softmax(scores, axis=-1)
"""
    return F.Fix(text=text, code=code)


@register
class NonfiniteGradients(_FirstEventRule):
    kind = KIND.nonfinite_gradients
    area = AREA
    rank = 30
    evidence_matrix = GRADIENTS.matrices.grad_norm

    def describe(self, run_data, event):
        p = event.payload
        upstream = [e for e in run_data.events_of(EVENT.nonfinite_activations) if e.step <= event.step]
        summary = (
            f"The gradient of {p.get('variable')!r} (layer {p.get('layer')!r}) first held NaN/Inf "
            f"at step {event.step}{_where(p)}"
        )
        data = [e for e in run_data.events_of(EVENT.nonfinite_data) if e.step <= event.step]
        if upstream:
            summary += f"; the forward pass was already NaN/Inf at layer {upstream[0].payload.get('layer')!r}."
        elif data:
            summary += f"; the data of step {data[0].step} already held NaN/Inf."
        elif not _has_sentinel(run_data):
            # No layer outputs were watched (a custom loop's Monitor without
            # model=): what the forward pass did is not known.
            loss = run_data.series.get(CORE.series.loss)
            loss_bad = loss is not None and bool(np.any(~np.isfinite(loss.values[loss.steps <= event.step])))
            summary += ("; the loss was already NaN/Inf then." if loss_bad
                        else "; the layer outputs were not watched (Monitor(model=...) watches them).")
        else:
            summary += "; the forward pass was finite, so the backward pass overflowed."
        return summary, F.Fix(text=_GRADIENT_TEXT, code=_GRADIENT_CODE), _evidence(event)


@register
class NonfiniteWeights(_FirstEventRule):
    kind = KIND.nonfinite_weights
    area = AREA
    rank = 40
    evidence_matrix = GRADIENTS.matrices.grad_norm

    def describe(self, run_data, event):
        p = event.payload
        summary = (
            f"The weights of {p.get('variable')!r} (layer {p.get('layer')!r}) became NaN/Inf "
            f"at step {event.step}{_where(p)}: the update applied a non-finite gradient. "
            "Training cannot recover from here; restart from a checkpoint."
        )
        return summary, F.Fix(text=_WEIGHTS_TEXT, code=_WEIGHTS_CODE), _evidence(event)


# float16's largest value is 65504; a layer whose max |x| reaches an eighth
# of its dtype's limit is one bad batch away from overflowing. bfloat16's
# is float32's: its layers get no float16 warning.
_DTYPE_MAX = op_fixes.DTYPE_MAX
OVERFLOW_SHARE = 1.0 / 8.0


@register
class ActivationOverflowRisk(Rule):
    kind = KIND.activation_overflow_risk
    area = AREA

    def has_evidence(self, run_data):
        return _has_sentinel(run_data)

    def check(self, run_data):
        matrix = run_data.matrices.get(AREA.matrices.activation_max_abs)
        layouts = run_data.events_of(EVENT.activation_layers)
        if matrix is None or not layouts:
            return []
        dtypes = {row["layer"]: row.get("dtype") for row in layouts[-1].payload.get("layers", [])}
        found = []
        for column, layer in enumerate(matrix.columns):
            limit = _DTYPE_MAX.get(dtypes.get(layer))
            if limit is None:
                continue
            values = matrix.values[:, column]
            risky = np.flatnonzero(np.isfinite(values) & (values >= limit * OVERFLOW_SHARE))
            if risky.size == 0:
                continue
            peak = float(np.nanmax(np.where(np.isfinite(values), values, np.nan)))
            step = int(matrix.first_steps[risky[0]])
            found.append(
                self.finding(
                    F.WARNING,
                    step=step,
                    layer=layer,
                    summary=(
                        f"Layer {layer!r} ({dtypes[layer]}) reaches max |x| = {number(peak)}, "
                        f"{percent(peak / limit)} of its dtype's limit {limit:g}, from step {step}."
                    ),
                    evidence={
                        "dtype": dtypes[layer],
                        "max_abs": peak,
                        "dtype_max": limit,
                        "first_step": step,
                        "last_step": int(matrix.last_steps[risky[-1]]),
                        "layers": [layer],
                    },
                    fix=F.Fix(text=_FP16_TEXT, code=_FP16_CODE),
                )
            )
        return found


@register
class LowPrecisionSum(Rule):
    """A loss, a norm or a long sum whose result is bfloat16
    (capture/probes/precision.py): 8 bits of mantissa, good to 1 part in
    256; one finding for the run, at the first such sum, listing the rest."""

    kind = KIND.low_precision_sum
    area = AREA

    def has_evidence(self, run_data):
        return _has_sentinel(run_data) or bool(run_data.events_of(EVENT.low_precision_sum))

    def check(self, run_data):
        events = run_data.events_of(EVENT.low_precision_sum)
        if not events:
            return []
        event = events[-1]  # each write holds every sum found so far
        sums = [s for s in event.payload.get("sums", []) if isinstance(s, dict)]
        if not sums:
            return []
        first = sums[0]
        layers = list(dict.fromkeys(s.get("layer") for s in sums if s.get("layer")))
        where = f"layer {first['layer']!r}" if first.get("layer") else "the loss (outside any layer)"
        terms = f" over {first['terms']} values" if first.get("terms") else ""
        line = ""
        if first.get("file"):
            line = f" at {os.path.basename(first['file'])}:{first.get('line')}"
            if first.get("code"):
                line += f": `{first['code']}`"
        others = len(sums) - 1
        summary = (
            f"{where[0].upper()}{where[1:]} takes a {first.get('what', 'sum')}{terms} in bfloat16{line}. "
            "bfloat16 keeps 8 bits of mantissa: the result is good to 1 part in 256, so "
            + ("no single value of the sum moves it, and " if first.get("terms", 0) and first["terms"] >= 256 else "")
            + "a difference of such results (a variance, y - p) or a running sum loses what lies below "
            "its last bit (256 + 1 is 256 in bfloat16)."
            + (f" {others} more such sum(s) (layers: {', '.join(layers[1:4]) or 'none'})." if others else "")
        )
        return [
            self.finding(
                F.WARNING,
                step=event.step,
                layer=first.get("layer"),
                summary=summary,
                evidence={"sums": sums, "layers": layers},
                fix=_float32_fix(first),
            )
        ]


def _float32_fix(first):
    text = ("Compute the sum in float32 and cast the result back, as Keras's own LayerNormalization and "
            "losses do under mixed precision: bfloat16 keeps float32's range, so the fix is precision, "
            "not scaling.")
    rewritten = op_fixes.float32_rewrite(first.get("code") or "", first.get("op", ""))
    if rewritten:
        where = f"{os.path.basename(first['file'])}:{first.get('line')}" if first.get("file") else "the line"
        code = f"# {where}, before:\n#   {first['code']}\n# after:\n{rewritten}\n"
    else:
        code = """\
from keras import ops

x32 = ops.cast(x, "float32")                    # the sum's input, in float32
total = ops.sum(ops.square(x32), axis=-1, keepdims=True)
y = ops.cast(x32 * ops.rsqrt(total / ops.shape(x)[-1] + 1e-6), x.dtype)   # back to bfloat16 at the end
"""
    return F.Fix(text=text, code=code)


@register
class LossScaleSkips(Rule):
    """Mixed precision: skipped steps are normal early on (info); a scale
    collapsing below 1 means gradients overflow unscaled (warning)."""

    kind = KIND.loss_scale_skips
    area = AREA

    def has_evidence(self, run_data):
        return AREA.series.loss_scale in run_data.series

    def check(self, run_data):
        scale = run_data.series[AREA.series.loss_scale]
        halvings = np.flatnonzero(np.diff(scale.values) < 0) + 1
        found = []
        collapse = run_data.events_of(EVENT.loss_scale_collapse)
        if collapse:
            event = collapse[0]
            found.append(
                self.finding(
                    F.WARNING,
                    kind=KIND.loss_scale_collapse,
                    step=event.step,
                    summary=(
                        f"The loss scale fell to {event.payload.get('scale'):g} at step {event.step}: "
                        "gradients overflow float16 even unscaled, and steps keep being skipped."
                    ),
                    evidence=_evidence(event),
                    fix=F.Fix(text=_FP16_TEXT, code=_FP16_CODE),
                )
            )
        if halvings.size:
            steps = [int(s) for s in scale.steps[halvings]]
            found.append(
                self.finding(
                    F.INFO,
                    step=steps[0],
                    summary=(
                        f"The loss-scale optimizer skipped {len(steps)} step(s) with non-finite "
                        f"scaled gradients (first at step {steps[0]}) and lowered its scale to "
                        f"{float(scale.values[-1]):g}: normal while it finds its scale, not a NaN."
                    ),
                    evidence={"skipped_steps": steps[:50], "final_scale": float(scale.values[-1])},
                    fix=F.Fix(
                        text="Nothing to fix while it stays rare; see the collapse warning if it does not settle.",
                        code="# keras.mixed_precision.LossScaleOptimizer handles this by itself\n",
                    ),
                )
            )
        return found


_CREATED_TEXT = (
    "The first NaN/Inf is created inside this layer from finite inputs: an "
    "unguarded log/sqrt/division/exp. Keep the argument of log and sqrt "
    "positive, the divisor away from zero, and use stable formulations "
    "(softplus, logsumexp, from_logits=True)."
)
_CREATED_CODE = """\
import tensorflow as tf

eps = 1e-7
y = tf.math.log(tf.nn.relu(x) + eps)              # not tf.math.log(tf.nn.relu(x))
y = tf.math.log(tf.clip_by_value(p, eps, 1.0))    # a probability into log
y = tf.math.sqrt(tf.maximum(x, eps))
y = a / (b + eps)
y = tf.nn.softplus(x)                             # log(1 + exp(x)) without overflow
y = tf.math.reduce_logsumexp(logits, axis=-1)     # not log(sum(exp(logits)))

# Find it in a custom layer, also under XLA:
y = tb_trainhealth.watch(y, "my_layer/log_term")
"""
_DATA_TEXT = (
    "The very first layer already got NaN/Inf: the input data holds them. "
    "Clean or filter the data before it reaches the model."
)
_DATA_CODE = """\
import numpy as np
import tensorflow as tf

x = np.nan_to_num(x, nan=0.0, posinf=0.0, neginf=0.0)    # NumPy arrays

dataset = dataset.filter(                                 # or drop bad rows
    lambda x, y: tf.reduce_all(tf.math.is_finite(x)))
"""
_FP16_TEXT = (
    "float16 holds at most 65504: this layer's outputs are close to it or past "
    "it. Keep the layer (and the softmax/loss after it) in float32, normalise "
    "its inputs, and keep loss scaling on."
)
_FP16_CODE = """\
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
# The risky layer, and the output, computed in float32:
x = keras.layers.Dense(1024, dtype="float32")(x)
outputs = keras.layers.Activation("softmax", dtype="float32")(x)
x = keras.layers.LayerNormalization()(x)       # keep activations in range

model.compile(optimizer=keras.optimizers.Adam(1e-4), loss=loss)  # LossScaleOptimizer is automatic
"""
_GRADIENT_TEXT = (
    "A NaN/Inf gradient is applied to the weights and poisons them. Clip the "
    "gradients, lower the learning rate, and under mixed precision keep the "
    "loss-scale optimizer (it skips such steps)."
)
_GRADIENT_CODE = """\
import keras

optimizer = keras.optimizers.Adam(learning_rate=1e-4, global_clipnorm=1.0)
model.compile(optimizer=optimizer, loss=loss)
"""
_WEIGHTS_TEXT = (
    "Non-finite weights mean every later step is NaN. Restart from the last "
    "good checkpoint with a lower learning rate and gradient clipping."
)
_WEIGHTS_CODE = """\
import keras

model.load_weights("checkpoints/last_good.weights.h5")
model.compile(optimizer=keras.optimizers.Adam(1e-4, global_clipnorm=1.0), loss=loss)
callbacks = [keras.callbacks.ModelCheckpoint("checkpoints/last_good.weights.h5",
                                             save_weights_only=True)]
"""


# The first NaN/Inf in the data itself (capture/probes/nonfinite_data.py),
# and the op the replay found (tb_trainhealth/capture/tools/replay.py). Each is the root
# of the sentinel's symptoms at the same step: a NaN feature makes the
# first layer's output or gradient NaN, then the loss and the weights; an
# exception a NaN raised (an assert in the model, a cast) is the crash.
_NONFINITE_SYMPTOMS = (
    KIND.nonfinite_activations,
    KIND.nonfinite_loss,
    KIND.nonfinite_gradients,
    KIND.nonfinite_weights,
    CORE.findings.training_error,
)

# What a NaN/Inf does to learning once it is in the forward pass: the
# layers after it output NaN or, through a ReLU or a max, exactly 0 (every
# unit "dead", every gradient zero), so the loss stops moving and the
# accuracy stays at chance. The NaN is their cause where it came first.
_NO_LEARNING = (
    GRADIENTS.findings.dead_units,
    GRADIENTS.findings.vanishing_gradients,
    CONVERGENCE.findings.loss_stuck,
    CONVERGENCE.findings.accuracy_at_chance,
)


def _is_its_input_cast(activations, op):
    """Whether the replayed op (a nonfinite_op finding) is the Cast by which
    the first layer of a float16 model took data past float16's range (the
    nonfinite_activations finding `activations`, at the same step)."""
    e = activations.evidence
    return (activations.kind == KIND.nonfinite_activations and op.kind == KIND.nonfinite_op
            and op.step == activations.step and op.evidence.get("op") == "Cast"
            and e.get("execution_index") == 0 and e.get("inputs_finite") is False
            and str(e.get("dtype", "")).startswith("float16"))


def _came_after(cause, symptom):
    """Whether `symptom` (a stretch or a whole-run judgement) is not older
    than `cause`: one with no step of its own is judged on the whole run."""
    return cause.step is not None and (symptom.step is None or symptom.step >= cause.step)


@register
class NonfiniteData(_FirstEventRule):
    kind = KIND.nonfinite_data
    area = AREA
    rank = 0
    explains = (KIND.nonfinite_op, *_NONFINITE_SYMPTOMS)

    def explains_finding(self, cause, symptom):
        if symptom.kind in _NO_LEARNING:
            return _came_after(cause, symptom)
        return super().explains_finding(cause, symptom)

    def has_evidence(self, run_data):
        # The data check runs with the sentinel (one area, one switch).
        return _has_sentinel(run_data) or bool(run_data.events_of(self.kind))

    def describe(self, run_data, event):
        p = event.payload
        what = _data_part(p)
        value = _label(p.get("value", "nan"))
        index = p.get("feature_index") or [p.get("feature", 0)]
        batch = f"replica {p['replica']}'s share of the batch" if p.get("replica") is not None else "the batch"
        where = f"sample {p.get('sample')} of {batch}, value [{', '.join(str(i) for i in index)}] of {what}"
        if "record" in p:
            where = f"record {p['record']} of the arrays ({where})"
        others = len(p.get("tensors", [])) - 1
        summary = (
            f"The data holds {value} at step {event.step}{_where(p)}: {where}, before any layer touches it."
            + (f" {others} more input tensor(s) of that batch hold NaN/Inf too." if others > 0 else "")
            + " Every NaN/Inf after it at this step follows from it."
        )
        return summary, _data_fix(p), _evidence(event, drop=("kind",))


def _data_part(p):
    role = {"features": "the features", "labels": "the labels", "sample_weight": "the sample weights"}.get(
        p.get("role"), "the data")
    return f"{role} {p['input']!r}" if p.get("input") else role


def _data_fix(p):
    role, name = p.get("role"), p.get("input") or ""
    kind = p.get("input_kind")
    arrays = {"features": "x_train", "labels": "y_train", "sample_weight": "sample_weight"}
    array = arrays.get(role, "x_train")
    if name and role == "features":
        array = f"x_train[{name!r}]"
    if kind == "tf.data":
        code = f"""\
import tensorflow as tf

def all_finite(*record):
    # Every floating tensor of the record (features, labels, weights).
    return tf.reduce_all([tf.reduce_all(tf.math.is_finite(t))
                          for t in tf.nest.flatten(record) if t.dtype.is_floating])

# Before .batch(...): drop the records that hold NaN/Inf.
dataset = dataset.filter(all_finite)
# Already batched? Filter the records, then batch again:
# dataset = dataset.unbatch().filter(all_finite).batch(batch_size)
"""
        text = "A record of the dataset holds NaN/Inf. Drop such records in the pipeline, before batching (or repair them where they are made)."
    elif kind == "generator":
        code = f"""\
import numpy as np

def __getitem__(self, index):            # your keras.utils.PyDataset / generator
    x, y = self._load_batch(index)
    keep = np.isfinite(x).reshape(len(x), -1).all(axis=1) & np.isfinite(y).reshape(len(y), -1).all(axis=1)
    return x[keep], y[keep]              # or repair: np.nan_to_num(x, nan=0.0)
"""
        text = "A batch your generator made holds NaN/Inf. Drop (or repair) such rows where the batch is made."
    else:
        record = p.get("record")
        find = f"print({array}[{record}])                      # the record at fault\n" if record is not None else ""
        # The sample weights are fit's third array: masked and kept with the rest.
        weights = role == "sample_weight"
        keep = "finite_rows(x_train) & finite_rows(y_train)" + (" & finite_rows(sample_weight)" if weights else "")
        kept = ("x_train, y_train, sample_weight = x_train[keep], y_train[keep], sample_weight[keep]" if weights
                else "x_train, y_train = x_train[keep], y_train[keep]")
        code = f"""\
import numpy as np

{find}def finite_rows(a):
    return np.isfinite(a).reshape(len(a), -1).all(axis=1)

keep = {keep}
print(f"dropping {{np.count_nonzero(~keep)}} of {{len(keep)}} records with NaN/Inf")
{kept}
# Or repair {array} instead, e.g. with the column means:
# {array} = np.where(np.isfinite({array}), {array}, np.nanmean({array}, axis=0))
"""
        text = (f"{_data_part(p)[0].upper()}{_data_part(p)[1:]} hold NaN/Inf in the arrays passed to fit. "
                "Find and drop (or repair) those records before training; the model cannot learn from them.")
    return F.Fix(text=text, code=code)


@register
class NonfiniteOp(_FirstEventRule):
    """The replay's answer (`options={"nonfinite": {"replay": True}}`)."""

    kind = KIND.nonfinite_op
    area = AREA
    rank = 5
    explains = _NONFINITE_SYMPTOMS

    def has_evidence(self, run_data):
        return bool(run_data.events_of(self.kind))

    def explains_finding(self, cause, symptom):
        # A Cast that overflowed at a float16 layer's input is that layer's
        # finding's to explain (it says which data and which dtype): the op
        # alone ('Cast', no line of the user's) would lead with less.
        return super().explains_finding(cause, symptom) and not _is_its_input_cast(symptom, cause)

    def check(self, run_data):
        found = super().check(run_data)
        for finding in found:
            if not run_data.events_of(self.kind)[0].payload.get("reproduced"):
                finding.severity = F.INFO
        return found

    def describe(self, run_data, event):
        p = event.payload
        if not p.get("reproduced"):
            summary = (
                f"The eager replay of step {event.step} under check_numerics made no NaN/Inf: "
                f"{p.get('message', '')}."
            )
            return summary, F.Fix(text=_CREATED_TEXT, code=_CREATED_CODE), _evidence(event)
        op, phase = p.get("op") or "an op", p.get("phase", "forward")
        made = f"op {op!r}"
        if phase == "backward" and p.get("forward_op"):
            made += f" (the gradient of {p['forward_op']!r})"
        where = ""
        if p.get("file"):
            where = f" at {os.path.basename(p['file'])}:{p.get('line')} in {p.get('function')}"
            if p.get("code"):
                where += f": `{p['code']}`"
        layer = f" in layer {p['layer']!r}" if p.get("layer") else ""
        xla = " (the step is XLA-compiled; replayed without XLA)" if p.get("jit_compile") else ""
        summary = (
            f"Replayed step {event.step}{_where(p)} eagerly under check_numerics{xla}: the first NaN/Inf "
            f"({p.get('bad_values', 'NaN/Inf')}) was made in the {phase} pass by {made}{layer}{where}."
        )
        # What the summary already says (check_numerics's own message: the
        # op, its dtype, the count of NaN/Inf; that it reproduced), and an
        # op's constants where it has none, stay in the event: the evidence
        # keeps what the summary does not.
        drop = ("kind", "message", "reproduced") + (() if p.get("constants") else ("constants",))
        return summary, _op_fix(p), _evidence(event, drop=drop)


def _op_fix(p):
    """The fix written from the op, its inputs and its line
    (diagnosis/op_fixes.py); the general advice where none applies."""
    return op_fixes.fix_for_op(p) or F.Fix(text=_CREATED_TEXT, code=_CREATED_CODE)


