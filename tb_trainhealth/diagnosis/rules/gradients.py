"""Gradient health: exploding / vanishing gradients and dead units.

Thresholds with a record:
- AUTOTRAINER (Zhang et al., ICSE 2021): the gradient norm of the first
  layer over that of the last layer above 70 explodes; below 1e-3, with the
  first layer's norm below 1e-4, vanishes; a layer with >= 70% zero
  gradients is dying (ReLU).
- SageMaker Debugger's VanishingGradient rule: mean |g| below 1e-7. A
  layer's gradient norm bounds its mean |g| from above, so "norm below 1e-7
  in every layer" only fires where that rule would (it also catches models
  too shallow for the first/last ratio).

A condition counts when it holds over a sustained stretch of the run (the
overview's rows, see capture/overview.py), never on one noisy step.
"""

import math

import numpy as np

from tb_trainhealth.areas.gradients import AREA
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.rules import Rule, register

KIND, STAT = AREA.findings, AREA.matrices

EXPLODING_RATIO = 70.0
VANISHING_RATIO = 1e-3
VANISHING_FIRST_NORM = 1e-4
DEAD_ZERO_FRACTION = 0.7
SAGEMAKER_MEAN_ABS = 1e-7
# A stretch: at least this many consecutive rows, and this share of them.
MIN_ROWS = 3
MIN_SHARE = 0.1


class _GradientRule(Rule):
    area = AREA

    def has_evidence(self, run_data):
        matrix = run_data.matrices.get(STAT.grad_norm)
        return matrix is not None and len(matrix.first_steps) > 0


def _longest_stretch(mask):
    """(start, stop) of the longest run of True, or None if too short."""
    best, start = (0, 0), None
    for i, flag in enumerate(list(mask) + [False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            if i - start > best[1] - best[0]:
                best = (start, i)
            start = None
    length = best[1] - best[0]
    needed = max(MIN_ROWS, math.ceil(MIN_SHARE * len(mask))) if len(mask) >= MIN_ROWS else len(mask)
    return best if length and length >= needed else None


def _median(values):
    finite = values[np.isfinite(values)]
    return float(np.median(finite)) if finite.size else float("nan")


def _first_last(norms):
    """First- and last-layer norms per row, and their ratio."""
    first, last = norms.values[:, 0], norms.values[:, -1]
    with np.errstate(divide="ignore", invalid="ignore"):
        return first, last, first / last


def _ratio_evidence(norms, stretch, first, last, ratio):
    """The evidence both first/last-ratio rules report over their stretch."""
    start, stop = _steps(norms, stretch)
    part = slice(*stretch)
    return {
        "layers": [norms.columns[0], norms.columns[-1]],
        "first_step": start,
        "last_step": stop,
        "norm_ratio_first_to_last": _median(ratio[part]),
        "first_layer_norm": _median(first[part]),
        "last_layer_norm": _median(last[part]),
    }


def _steps(matrix, stretch):
    return int(matrix.first_steps[stretch[0]]), int(matrix.last_steps[stretch[1] - 1])


@register
class ExplodingGradients(_GradientRule):
    kind = KIND.exploding_gradients

    def check(self, run_data):
        norms = run_data.matrices[STAT.grad_norm]
        if len(norms.columns) < 2:
            return []
        first, last, ratio = _first_last(norms)
        stretch = _longest_stretch(ratio > EXPLODING_RATIO)
        if stretch is None:
            return []
        evidence = _ratio_evidence(norms, stretch, first, last, ratio)
        evidence["threshold"] = EXPLODING_RATIO
        start, stop = evidence["first_step"], evidence["last_step"]
        layer = norms.columns[0]
        return [
            F.Finding(
                kind=self.kind,
                severity=F.CRITICAL,
                node=AREA.node,
                step=start,
                layer=layer,
                summary=(
                    f"Gradients explode toward the input: layer {layer!r} gets "
                    f"{evidence['norm_ratio_first_to_last']:.3g}x the gradient norm of the last layer "
                    f"{norms.columns[-1]!r} (> {EXPLODING_RATIO:g}) from step {start} to {stop}."
                ),
                evidence=evidence,
                fix=F.Fix(text=_EXPLODING_TEXT, code=_EXPLODING_CODE),
            )
        ]


@register
class VanishingGradients(_GradientRule):
    kind = KIND.vanishing_gradients

    def check(self, run_data):
        norms = run_data.matrices[STAT.grad_norm]
        first, last, ratio = _first_last(norms)
        autotrainer = (ratio < VANISHING_RATIO) & (first < VANISHING_FIRST_NORM)
        stretch = _longest_stretch(autotrainer) if len(norms.columns) >= 2 else None
        basis = "autotrainer"
        if stretch is None:
            stretch = _longest_stretch(np.all(norms.values < SAGEMAKER_MEAN_ABS, axis=1))
            basis = "sagemaker"
        if stretch is None:
            return []
        evidence = _ratio_evidence(norms, stretch, first, last, ratio)
        evidence["rule"] = basis
        start, stop = evidence["first_step"], evidence["last_step"]
        layer = norms.columns[0]
        if basis == "autotrainer":
            summary = (
                f"Gradients vanish toward the input: layer {layer!r} gets "
                f"{evidence['norm_ratio_first_to_last']:.3g}x the gradient norm of the last layer "
                f"(< {VANISHING_RATIO:g}, and its norm {evidence['first_layer_norm']:.3g} < "
                f"{VANISHING_FIRST_NORM:g}) from step {start} to {stop}."
            )
        else:
            summary = (
                f"Gradients vanish in every layer (norm < {SAGEMAKER_MEAN_ABS:g}) "
                f"from step {start} to {stop}."
            )
            evidence["layers"] = list(norms.columns)
        return [
            F.Finding(
                kind=self.kind,
                severity=F.WARNING,
                node=AREA.node,
                step=start,
                layer=layer,
                summary=summary,
                evidence=evidence,
                fix=F.Fix(text=_VANISHING_TEXT, code=_VANISHING_CODE),
            )
        ]


@register
class DeadUnits(_GradientRule):
    kind = KIND.dead_units

    def check(self, run_data):
        zeros = run_data.matrices.get(STAT.grad_zero_fraction)
        if zeros is None:
            return []
        dead = []
        stretches = []
        for column, layer in enumerate(zeros.columns):
            stretch = _longest_stretch(zeros.values[:, column] >= DEAD_ZERO_FRACTION)
            if stretch is not None:
                dead.append((layer, _median(zeros.values[slice(*stretch), column])))
                stretches.append(stretch)
        if not dead or len(dead) == len(zeros.columns):
            # Every layer silent is vanishing gradients (or a constant
            # loss), not units dying in some layers.
            return []
        start = min(int(zeros.first_steps[s[0]]) for s in stretches)
        stop = max(int(zeros.last_steps[s[1] - 1]) for s in stretches)
        names = ", ".join(f"{layer!r} ({share:.0%} zero)" for layer, share in dead)
        return [
            F.Finding(
                kind=self.kind,
                severity=F.WARNING,
                node=AREA.node,
                step=start,
                layer=dead[0][0],
                summary=(
                    f"Dead units: {names} of the gradients are exactly zero "
                    f"(>= {DEAD_ZERO_FRACTION:.0%}) from step {start} to {stop}."
                ),
                evidence={
                    "layers": [layer for layer, _ in dead],
                    "zero_fraction": {layer: share for layer, share in dead},
                    "first_step": start,
                    "last_step": stop,
                    "threshold": DEAD_ZERO_FRACTION,
                },
                fix=F.Fix(text=_DEAD_TEXT, code=_DEAD_CODE),
            )
        ]


_EXPLODING_TEXT = (
    "The gradient grows as it flows back toward the input. Clip the gradient "
    "norm, lower the learning rate, and normalise activations (BatchNormalization "
    "after each Dense/Conv, before its activation); for ReLU layers use "
    "he_normal initialisation."
)
_EXPLODING_CODE = """\
import keras

optimizer = keras.optimizers.Adam(learning_rate=1e-4, clipnorm=1.0)  # or global_clipnorm=1.0

x = keras.layers.Dense(256, kernel_initializer="he_normal", use_bias=False)(x)
x = keras.layers.BatchNormalization()(x)
x = keras.layers.Activation("relu")(x)

model.compile(optimizer=optimizer, loss=loss)
"""
_VANISHING_TEXT = (
    "The gradient shrinks to nothing before it reaches the first layers, so "
    "they stop learning. Replace saturating activations (sigmoid/tanh) in deep "
    "stacks with ReLU-family ones and he_normal initialisation, add "
    "BatchNormalization or residual connections, and check the learning rate "
    "is not tiny."
)
_VANISHING_CODE = """\
import keras

x = keras.layers.Dense(256, kernel_initializer="he_normal")(x)
x = keras.layers.BatchNormalization()(x)
x = keras.layers.Activation("relu")(x)       # not "sigmoid" in a deep stack

# Or a residual block, so the gradient has a short path back:
y = keras.layers.Dense(256, activation="relu", kernel_initializer="he_normal")(x)
x = keras.layers.Add()([x, y])
"""
_DEAD_TEXT = (
    "Most of these layers' gradients are exactly zero: their ReLU units output "
    "0 for every input and no longer learn (often after a too-large update). "
    "Lower the learning rate, use he_normal initialisation, or a leaky "
    "activation that keeps a gradient below zero."
)
_DEAD_CODE = """\
import keras

x = keras.layers.Dense(256, kernel_initializer="he_normal")(x)
x = keras.layers.LeakyReLU(negative_slope=0.01)(x)   # or activation="gelu"

optimizer = keras.optimizers.Adam(learning_rate=1e-4)
"""
