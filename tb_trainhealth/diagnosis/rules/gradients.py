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
overview's rows, see capture/readers/overview.py), never on one noisy step, and
never on a run too short to hold one (`MIN_ROWS` rows; dead units over
`MIN_DEAD_STEPS` steps: zero counts are taken every 10 steps).

The right cause among them (issue #13):
- A layer whose gradients are mostly exactly zero has dead units (ReLU
  units that output 0 for every input), not a vanishing gradient: rows
  where the first layer is >= 70% zeros are not counted as vanishing, and
  a layer known (from the convergence area's head_check) to be
  sigmoid/tanh/linear is never "dead".
- A gradient norm that grows by `GROWTH` (three orders of magnitude) from
  its early median right before the loss turns non-finite or climbs
  tenfold is exploding, whatever the first/last ratio (the units before
  the head may have died on the way); so is a norm above `ABSOLUTE_NORM` in
  every layer, sustained: with plain SGD at a usual rate (1e-2) that moves
  each weight by ~1e4 per step, orders past the update/weight band of
  ~1e-3 (CS231n). Adam-family optimizers divide the gradient by its own
  scale, so the absolute bound applies to the others only.
- Dead units in a model that still learns (its loss halved, or accuracy
  far above chance) are `info`: a ReLU layer at 70-80% zeros learns fine.
"""

import math

import numpy as np

from tb_trainhealth.areas.convergence import AREA as CONVERGENCE
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.gradients import AREA
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.fix_code import compile_line, optimizer_line, rate_at
from tb_trainhealth.diagnosis.numbers import change, number, percent
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules.dropout import ALL_ZERO, column_layer, masked_layers
from tb_trainhealth.diagnosis.rules.head_checks import INPUT_SCALE_SEVERE, REGRESSION
from tb_trainhealth.diagnosis.rules.progress import latest_check, still_learns

KIND, STAT = AREA.findings, AREA.matrices
CKIND, NKIND = CONVERGENCE.findings, NONFINITE.findings

EXPLODING_RATIO = 70.0
VANISHING_RATIO = 1e-3
VANISHING_FIRST_NORM = 1e-4
DEAD_ZERO_FRACTION = 0.7
SAGEMAKER_MEAN_ABS = 1e-7
# A stretch: at least this many consecutive rows, and this share of them.
MIN_ROWS = 3
MIN_SHARE = 0.1
MIN_DEAD_STEPS = 10
GROWTH = 1e3
ABSOLUTE_NORM = 1e6
# The first updates blew the weights up (issue #28 item 5): a gradient this
# large at the first step, under an optimizer that applies it as it is,
# and a layer's weight norm this many times its initial one within the
# run's first fifth. The layers behind it then saturate (tanh/sigmoid) or
# die (ReLU) and the loss stalls: those are the symptoms, this the root.
FIRST_NORM = 1e2
WEIGHT_BLOWUP = 30.0
BLOWUP_SHARE = 0.2
# Layers whose exact-zero gradients are not dead units: the saturating
# and linear ones, and lookups (an Embedding's gradient reaches only the
# rows of the ids in the batch; the rest are zero by design).
NON_RELU = ("sigmoid", "tanh", "hard_sigmoid", "linear", "softmax", "softplus", "softsign", "exponential", "lookup")
ADAPTIVE = ("Adam", "AdamW", "Adamax", "Nadam", "RMSprop", "Adagrad", "Adadelta", "Adafactor", "Lion", "Ftrl",
            "LossScaleOptimizer")


class _GradientRule(Rule):
    area = AREA

    def has_evidence(self, run_data):
        matrix = run_data.matrices.get(STAT.grad_norm)
        return matrix is not None and len(matrix.first_steps) > 0


def longest_stretch(mask):
    """(start, stop) of the longest run of True, or None where it is not a
    sustained stretch (MIN_ROWS rows, and MIN_SHARE of them): what every
    condition over the run's rows needs (the saturation rule's too)."""
    best, start = (0, 0), None
    for i, flag in enumerate(list(mask) + [False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            if i - start > best[1] - best[0]:
                best = (start, i)
            start = None
    length = best[1] - best[0]
    if len(mask) < MIN_ROWS:
        return None  # too short a run for any stretch
    needed = max(MIN_ROWS, math.ceil(MIN_SHARE * len(mask)))
    return best if length and length >= needed else None


def _activations(run_data, with_head=True):
    """{layer: activation} from the convergence area's head_check, or {}."""
    return _activations_of(latest_check(run_data) or {}, with_head)


def _activations_of(check, with_head=True):
    known = dict(check.get("hidden_activations") or {})
    if check.get("head") and with_head:
        known.setdefault(check["head"], check.get("activation") or "linear")
    return known


def _median(values):
    finite = values[np.isfinite(values)]
    return float(np.median(finite)) if finite.size else float("nan")


def _flowing(norms):
    """The columns of layers that got a gradient at some point of the run.
    A layer that never did (its variables never reach the optimizer: a
    teacher the step does not train, a layer a `train_step` leaves out;
    rules/not_updated.py says which) is no end of the gradient's path:
    comparing a norm with its zero says nothing of how the gradient flows."""
    with np.errstate(invalid="ignore"):
        return [c for c in range(len(norms.columns)) if np.any(norms.values[:, c] > 0)]


def _first_last(norms):
    """(first column, last column, first-layer norms, last-layer norms, their
    ratio) per row, of the layers that got a gradient (`_flowing`); the
    ratio NaN where the last layer's norm is 0 (no multiple of it says
    anything). None where fewer than two layers got one."""
    flowing = _flowing(norms)
    if len(flowing) < 2:
        return None
    first, last = norms.values[:, flowing[0]], norms.values[:, flowing[-1]]
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(last > 0, first / last, np.nan)
    return flowing[0], flowing[-1], first, last, ratio


def _times(ratio):
    """A ratio of norms as words: "95.2x"; one past float32's range as such."""
    if np.isfinite(ratio):
        return f"{number(ratio)}x"
    return "an Inf multiple of"


def _ratio_evidence(norms, stretch, columns, first, last, ratio):
    """The evidence both first/last-ratio rules report over their stretch."""
    start, stop = _steps(norms, stretch)
    part = slice(*stretch)
    return {
        "layers": [norms.columns[columns[0]], norms.columns[columns[1]]],
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
    rank = 20
    # Blown-up gradients make blown-up updates: the loss climbs or swings,
    # then turns NaN/Inf (its symptoms).
    # Weights large enough to blow the gradient up on its way back also
    # blow the pre-activations up on the way forward: sigmoid/tanh
    # saturate and the loss stalls, from the same cause.
    # A gradient too large from the first steps (the loss's scale) makes
    # the updates too large for the learning rate: the rate is its symptom,
    # and the fix is the gradient's.
    explains = (CKIND.loss_diverging, CKIND.loss_oscillating, NKIND.nonfinite_loss, NKIND.nonfinite_weights,
                CKIND.saturated_activations, CKIND.loss_stuck)

    def explains_finding(self, cause, symptom):
        if cause.evidence.get("rule") in ("growth", "absolute", "first_steps"):
            if symptom.kind == CKIND.learning_rate_too_high and _schedule_raised(symptom):
                # A schedule that raised the rate to where the updates blew
                # up is the earlier cause (the rate's finding explains this one).
                return False
            if symptom.kind in (CKIND.learning_rate_too_high, NKIND.nonfinite_gradients):
                return True
            # The weights it blew up make a layer's output Inf from finite
            # inputs, after the growth began; an Inf already in a layer's
            # inputs (the data) is not the gradient's doing. A step's
            # gradients reach the weights after its forward pass: a NaN made
            # in the forward pass of the growth's first step (or before) came
            # first, and is the growth's cause (rules/nonfinite.py), not its
            # symptom.
            if symptom.kind == NKIND.nonfinite_activations:
                return (symptom.evidence.get("inputs_finite") is True and symptom.step is not None
                        and symptom.step > cause.evidence.get("first_step", 0))
        return super().explains_finding(cause, symptom)

    def check(self, run_data):
        norms = run_data.matrices[STAT.grad_norm]
        found = (_ratio_explodes(run_data, norms) or _growth_explodes(run_data, norms) or _absolute_explodes(run_data, norms)
                 or _first_steps_explode(run_data, norms))
        return [found] if found else []


def _schedule_raised(rate_finding):
    """Whether a learning_rate_too_high finding's rate (at its step) is a
    schedule's, raised past twice where the run started."""
    evidence = rate_finding.evidence
    start, rate = evidence.get("start_learning_rate"), evidence.get("learning_rate")
    return bool(evidence.get("schedule")) and bool(start) and rate is not None and rate > 2 * start


def _ratio_explodes(run_data, norms):
    ends = _first_last(norms)
    if ends is None:
        return None
    first_column, last_column, first, last, ratio = ends
    with np.errstate(invalid="ignore"):
        stretch = longest_stretch(ratio > EXPLODING_RATIO)
    if stretch is None:
        return None
    evidence = _ratio_evidence(norms, stretch, (first_column, last_column), first, last, ratio)
    evidence["threshold"] = EXPLODING_RATIO
    evidence["rule"] = "ratio"
    start, stop = evidence["first_step"], evidence["last_step"]
    layer, last_layer = evidence["layers"]
    check = latest_check(run_data) or {}
    rate = _rate_at(run_data, check, start)
    oversized = _oversized_inits(run_data, check)
    if oversized:
        evidence["initializers"] = oversized
        fix = _init_fix(check, oversized, rate)
    else:
        fix = F.Fix(text=_EXPLODING_TEXT, code=_exploding_code(check, rate))
    return _exploding(
        start, layer, evidence, fix,
        f"Gradients explode toward the input: layer {layer!r} gets "
        f"{_times(evidence['norm_ratio_first_to_last'])} the gradient norm of the last layer "
        f"{last_layer!r} (> {number(EXPLODING_RATIO)}) from step {start} to {stop}.",
    )


# Kernels drawn too wide for their shape (issue #42 item 5). A layer
# multiplies the variance of the gradient it passes back by about
# fan_out * Var(W) (and of the signal forward by fan_in * Var(W)); the
# schemes keep that product near 1: Glorot & Bengio 2010 (Var(W) =
# 2 / (fan_in + fan_out), the one for tanh/sigmoid/linear layers) and He
# et al. 2015 (2 / fan_in, for ReLU's halved variance). A std twice the
# larger of the two for its shape at least doubles the gradient's scale at
# every such layer on its way back: the first layers' share grows as 2^depth.
INIT_OVERSIZE = 2.0
_RELU_FAMILY = ("relu", "relu6", "leaky_relu", "elu", "selu", "gelu", "silu", "swish", "mish", "prelu")


def _init_std(entry):
    """The std an initializer's config draws its kernel with, where its
    class says it plainly (None else)."""
    config, name = entry.get("config") or {}, entry.get("class")
    if name == "RandomNormal":
        return config.get("stddev")
    if name == "TruncatedNormal":  # cut at 2 std: the draws' std is 0.88 of it
        return 0.88 * config["stddev"] if config.get("stddev") is not None else None
    if name == "RandomUniform" and config.get("maxval") is not None and config.get("minval") is not None:
        return (config["maxval"] - config["minval"]) / math.sqrt(12)
    return None


def _oversized_inits(run_data, check):
    """{layer: {initializer, std, glorot_std, he_std, times}} of the layers
    (head_check's `initializers`) whose first kernel std is over
    INIT_OVERSIZE times the larger of Glorot's and He's for its shape: the
    std measured from the first recorded weight norm where there is one
    (the weights as the run has them, whatever drew them), the
    initializer's config's else."""
    inits = check.get("initializers") or {}
    weights = run_data.matrices.get(STAT.weight_norm)
    first = {}
    if weights is not None and len(weights.first_steps):
        first = {name: float(weights.values[0, c]) for c, name in enumerate(weights.columns)}
    out = {}
    for layer, entry in inits.items():
        fan_in, fan_out, size = entry.get("fan_in"), entry.get("fan_out"), entry.get("size")
        if not fan_in or not fan_out or not size:
            continue
        # The layer's weight norm counts its bias too (zeros at the start).
        measured = first.get(layer)
        std = measured / math.sqrt(size) if measured is not None and np.isfinite(measured) else _init_std(entry)
        glorot, he = math.sqrt(2.0 / (fan_in + fan_out)), math.sqrt(2.0 / fan_in)
        if std is not None and std > INIT_OVERSIZE * max(glorot, he):
            out[layer] = {"initializer": _init_call(entry), "std": float(std), "glorot_std": glorot, "he_std": he,
                          "times_glorot": float(std / glorot), "threshold": INIT_OVERSIZE}
    return out


def _init_call(entry):
    """`RandomNormal(stddev=1.5)`: an initializer's class with the config
    values that set its scale."""
    config = entry.get("config") or {}
    args = ", ".join(f"{k}={v:g}" for k, v in config.items()
                     if k in ("stddev", "mean", "minval", "maxval", "scale", "value")
                     and isinstance(v, (int, float)) and not (k == "mean" and v == 0))
    return f"{entry.get('class')}({args})"


def _init_fix(check, oversized, rate):
    """Each oversized layer's kernel drawn again at the scheme its own
    activation keeps (He for ReLU-family, Glorot else: tanh stays tanh), on
    the run's optimizer at its own rate, clipped."""
    activations = _activations_of(check)
    schemes, kinds = {}, {}
    for layer in oversized:
        activation = activations.get(layer, "linear")
        scheme = ("HeNormal", "he_normal") if activation in _RELU_FAMILY else ("GlorotUniform", "glorot_uniform")
        schemes.setdefault(scheme, []).append(layer)
        kinds.setdefault(scheme, {})[activation] = True
    names = sorted({v["initializer"] for v in oversized.values()})
    worst = max(oversized, key=lambda l: oversized[l]["times_glorot"])
    w = oversized[worst]
    told = "; ".join(f"{key} for the {'/'.join(kinds[scheme])} layers {_names(layers)}"
                     for scheme, layers in schemes.items() for key in scheme[1:])
    text = (f"{_names(list(oversized))} start from kernels drawn with {', '.join(names)}: std {number(w['std'])} "
            f"in {worst!r}, {number(w['times_glorot'])}x Glorot's {number(w['glorot_std'])} for its shape. Each such "
            "layer multiplies the gradient on its way back, so the first layers get the most. Draw these kernels "
            f"at the scale their activation keeps ({told}), keep the activations, and clip the gradient norm"
            + (f" at the run's rate {number(rate)}." if rate else "."))
    lines = ["import keras", "",
             "# Draw the kernels again at their activation's scale (or pass kernel_initializer= where",
             "# the layers are built, in place of " + ", ".join(names) + ")."]
    for (cls, _), layers in schemes.items():
        lines += [f"for name in {layers!r}:",
                  "    layer = model.get_layer(name)",
                  f"    layer.kernel.assign(keras.initializers.{cls}()(layer.kernel.shape))"]
    loss = f'"{check["loss"]}"' if check.get("loss") else "loss"
    lines += ["", compile_line(check, loss, optimizer=optimizer_line(check, rate, clipnorm=1.0))]
    return F.Fix(text=text, code="\n".join(lines) + "\n")


def _names(layers):
    shown = ", ".join(repr(l) for l in layers[:4])
    return shown + (f" and {len(layers) - 4} more" if len(layers) > 4 else "")


def _growth_explodes(run_data, norms):
    """A layer's norm growing GROWTH-fold while the loss turns non-finite or
    climbs tenfold: the short-run path, right before an Inf loss."""
    blow_up = _loss_blow_up(run_data.series.get(CORE.series.loss))
    if blow_up is None or len(norms.first_steps) < 2:
        return None
    # Only the rows up to the blow-up say how the gradient grew (after it
    # every norm is NaN).
    rows = _rows_until(norms, blow_up["nonfinite_step"])
    grown = _fastest_growth(norms, rows) if rows >= 2 else None
    if grown is None:
        return None
    column, growth, base, peak = grown
    layer, values = norms.columns[column], norms.values[:rows, column]
    start, peak_step = _growth_steps(norms, values, base)
    nonfinite_at = blow_up["nonfinite_step"]
    ending = (f" and the loss turns non-finite at step {nonfinite_at}" if nonfinite_at is not None
              else f" while the loss climbs to {number(blow_up['peak'])} from {number(blow_up['start'])}")
    evidence = {"rule": "growth", "layers": [layer], "first_step": start, "last_step": peak_step,
                "growth": growth, "early_norm": base, "peak_norm": peak, "threshold": GROWTH,
                "loss_nonfinite_step": nonfinite_at}
    # Shown at the non-finite loss it leads to (the NaN/Inf's own cause, a
    # layer, comes first there); the growth's start is in the evidence.
    # The fix is the optimizer's (clipping, a lower rate), not a layer's.
    return _exploding(
        nonfinite_at if nonfinite_at is not None else start, None, evidence,
        _exploding_fix(latest_check(run_data) or {}, run_data, start),
        f"Gradients explode: the gradient norm of {layer!r} grows from {number(base)} to {number(peak)} "
        f"({change(base, peak)}) "
        f"by step {peak_step}{ending}.",
    )


def _loss_blow_up(loss):
    """{start, peak, nonfinite_step} of a loss that turns non-finite
    (nonfinite_step: the first such step) or climbs tenfold over its start
    (the median of its first 3 finite values; nonfinite_step None); None
    for a loss that does neither, or too short to say."""
    if loss is None or len(loss.values) < 2:
        return None
    finite = np.isfinite(loss.values)
    finite_loss = loss.values[finite]
    if not len(finite_loss):
        return None
    start = max(abs(float(np.median(finite_loss[:3]))), 1e-12)
    peak = float(np.max(finite_loss))
    if finite.all():
        # Still finite: only a tenfold climb over three or more steps counts.
        if len(loss.values) < 3 or peak < 10 * start:
            return None
        return {"start": start, "peak": peak, "nonfinite_step": None}
    return {"start": start, "peak": peak, "nonfinite_step": int(loss.steps[~finite][0])}


def _rows_until(norms, step):
    """How many of the norms' rows end at or before `step` (all of them
    for None)."""
    if step is None:
        return len(norms.first_steps)
    return int(np.searchsorted(norms.last_steps, step, side="right"))


def _fastest_growth(norms, rows):
    """(column, growth, early median, peak) of the layer whose norm grew
    most over its early median within the first `rows` rows, at least
    GROWTH-fold; or None. The early median is of the first third of those
    rows (MIN_ROWS at most), so a gradient that blew up within a few steps
    is still seen."""
    early = max(1, min(MIN_ROWS, rows // 3))
    best = None
    for column in range(len(norms.columns)):
        values = norms.values[:rows, column]
        finite = values[np.isfinite(values)]
        base = _median(values[:early])
        if not finite.size or not base > 0:
            continue
        growth = float(np.max(finite)) / base
        if growth >= GROWTH and (best is None or growth > best[1]):
            best = (column, growth, base, float(np.max(finite)))
    return best


def _growth_steps(norms, values, base):
    """(where the growth began: the first row above 10x the early median,
    else the first row; the step of the peak) of one layer's `values`."""
    rising = np.flatnonzero(np.isfinite(values) & (values > 10 * base))
    start = int(norms.first_steps[rising[0]]) if rising.size else int(norms.first_steps[0])
    peak_step = int(norms.last_steps[int(np.nanargmax(np.where(np.isfinite(values), values, np.nan)))])
    return start, peak_step


def _absolute_explodes(run_data, norms):
    """Every layer's norm above ABSOLUTE_NORM over a stretch, under an
    optimizer that applies the gradient as it is (not Adam-family)."""
    check = latest_check(run_data) or {}
    if check.get("optimizer") in ADAPTIVE:
        return None
    with np.errstate(invalid="ignore"):
        stretch = longest_stretch(np.all(norms.values >= ABSOLUTE_NORM, axis=1))
    if stretch is None:
        return None
    start, stop = _steps(norms, stretch)
    median = _median(norms.values[slice(*stretch)].ravel())
    layer = norms.columns[int(np.nanargmax(np.nanmedian(norms.values[slice(*stretch)], axis=0)))]
    evidence = {"rule": "absolute", "layers": list(norms.columns), "first_step": start, "last_step": stop,
                "median_norm": median, "threshold": ABSOLUTE_NORM, "optimizer": check.get("optimizer"),
                "largest_layer": layer}
    return _exploding(
        start, None, evidence, _exploding_fix(check, run_data, start),
        f"Gradients are too large everywhere: every layer's gradient norm is above {number(ABSOLUTE_NORM)} "
        f"(median {number(median)}) from step {start} to {stop}.",
    )


def _first_steps_explode(run_data, norms):
    """The first step's gradient above FIRST_NORM and a layer's weights
    WEIGHT_BLOWUP times their start within the run's first fifth, under a
    non-adaptive optimizer: the first updates threw the weights out (a
    regression's unscaled targets make such gradients)."""
    check = latest_check(run_data) or {}
    weights = run_data.matrices.get(STAT.weight_norm)
    if check.get("optimizer") in ADAPTIVE or weights is None or len(weights.first_steps) < MIN_ROWS:
        return None
    first_norm = float(np.sqrt(np.nansum(norms.values[0] ** 2)))
    if not first_norm >= FIRST_NORM:
        return None
    end = int(weights.last_steps[-1])
    early = np.asarray(weights.last_steps) <= max(BLOWUP_SHARE * end, weights.last_steps[0])
    start_norms = weights.values[0]
    with np.errstate(divide="ignore", invalid="ignore"):
        growth = np.nanmax(weights.values[early], axis=0) / start_norms
    growth = np.where(np.isfinite(growth), growth, 0.0)
    column = int(np.argmax(growth))
    if growth[column] < WEIGHT_BLOWUP:
        return None
    layer = weights.columns[column]
    grown = np.flatnonzero(weights.values[:, column] >= WEIGHT_BLOWUP * start_norms[column])
    by = int(weights.last_steps[grown[0]])
    evidence = {"rule": "first_steps", "layers": [layer], "first_step": int(norms.first_steps[0]), "last_step": by,
                "first_grad_norm": first_norm, "weight_growth": float(growth[column]),
                "threshold": WEIGHT_BLOWUP, "threshold_first_norm": FIRST_NORM, "optimizer": check.get("optimizer")}
    return _exploding(
        int(norms.first_steps[0]), None, evidence, _exploding_fix(check, run_data, int(norms.first_steps[0])),
        f"The first updates blew the weights up: the gradient norm is {number(first_norm)} at the first step, and the "
        f"weight norm of {layer!r} is {number(growth[column])}x its initial value by step {by}. Weights that "
        f"large saturate the sigmoid/tanh layers (or kill the ReLUs) behind them, and the loss stalls.",
    )


def _exploding(start, layer, evidence, fix, summary):
    return F.Finding(
        kind=KIND.exploding_gradients, severity=F.CRITICAL, node=AREA.node, step=start, layer=layer,
        summary=summary, evidence=evidence, fix=fix,
    )


def _rate_at(run_data, check, step):
    """The learning rate at `step` (a schedule's, where it has one)."""
    series = run_data.series.get(CONVERGENCE.series.schedule_rate)
    if series is not None and len(series.values):
        return rate_at(check, step, list(series.steps), list(series.values))
    return rate_at(check, step)


def _exploding_fix(check, run_data, step):
    """Clipping and a tenth of the rate the run had at `step` (where the
    gradient began to blow up; a schedule's rate there, not its start) on
    the run's own optimizer; and where a regression's targets are 100 and
    more, those: with a squared or absolute error the gradient is as large
    as the targets."""
    lr = _rate_at(run_data, check, step)
    target = float(number(lr / 10)) if lr else None  # the same digits in the text and the code
    optimizer = optimizer_line(check, target, clipnorm=1.0)
    lowered = (f"lower the learning rate from {number(lr)} (the rate at step {step}) to {number(target)}"
               if lr else "lower the learning rate tenfold")
    loss = check.get("loss")
    labels = check.get("labels") or {}
    span = max(abs(labels.get("min", 0.0)), abs(labels.get("max", 0.0)))
    compile_code = compile_line(check, f'"{loss}"' if loss else "loss", optimizer=optimizer)
    # Targets of scale 100 and more (the input rule's "severe" bar) make
    # errors, and so gradients, 100x those of unit-scale ones.
    if loss in REGRESSION and span >= INPUT_SCALE_SEVERE:
        scale = 10.0 ** math.floor(math.log10(span))
        return F.Fix(
            text=(f"The targets range over [{number(labels['min'])}, {number(labels['max'])}]: with {loss} the "
                  f"gradient grows with the error, so it starts near {number(span)} and every update overshoots. Train "
                  f"on targets near unit scale (divide by {scale:.0f}, multiply predictions back), and clip the "
                  "gradient norm."),
            code=(f"y_scale = {scale:.0f}\n"
                  "model.fit(x, y / y_scale, ...)          # targets near unit scale\n"
                  "predictions = model.predict(x) * y_scale\n\n"
                  + compile_code + "\n"),
        )
    return F.Fix(
        text=(f"The gradient is far too large for the optimizer to apply as it is: clip its norm and {lowered}, "
              "and check the loss's scale (the targets, a sum instead of a mean)."),
        code=compile_code + "\n",
    )


@register
class VanishingGradients(_GradientRule):
    kind = KIND.vanishing_gradients
    rank = 30
    # Layers that get no gradient do not learn: the loss stays where it is,
    # and their updates are tiny whatever the learning rate (the update
    # ratio then reads as a rate too low: the gradient's doing, not the rate's).
    explains = (CKIND.loss_stuck, CKIND.learning_rate_too_low, CKIND.accuracy_at_chance)

    def check(self, run_data):
        norms = run_data.matrices[STAT.grad_norm]
        ends = _first_last(norms)
        # The first layer with a gradient, and the last (columns 0 and -1
        # where none is left out: `_flowing`).
        columns = (ends[0], ends[1]) if ends is not None else (0, len(norms.columns) - 1)
        zeros = run_data.matrices.get(STAT.grad_zero_fraction)
        dead_first = None
        if zeros is not None and zeros.values.shape[0] == norms.values.shape[0] and zeros.values.shape[1]:
            # Mostly exact zeros in the first layer: dead units, not a
            # small gradient (DeadUnits reports them).
            dead_first = zeros.values[:, columns[0]] >= DEAD_ZERO_FRACTION
        stretch = None
        if ends is not None:
            _, _, first, last, ratio = ends
            with np.errstate(invalid="ignore"):
                autotrainer = (ratio < VANISHING_RATIO) & (first < VANISHING_FIRST_NORM)
            if dead_first is not None:
                autotrainer &= ~dead_first
            stretch = longest_stretch(autotrainer)
        basis = "autotrainer"
        if stretch is None:
            # Every layer that gets a gradient (all of them where none does:
            # a constant loss).
            flowing = _flowing(norms) or list(range(len(norms.columns)))
            with np.errstate(invalid="ignore"):
                tiny = np.all(norms.values[:, flowing] < SAGEMAKER_MEAN_ABS, axis=1)
            if dead_first is not None:
                # Dead units, unless nothing flows anywhere (a constant loss).
                tiny &= ~(dead_first & ~np.all(norms.values == 0, axis=1))
            stretch = longest_stretch(tiny)
            basis = "sagemaker"
        if stretch is None:
            return []
        first, last = norms.values[:, columns[0]], norms.values[:, columns[1]]
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = np.where(last > 0, first / last, np.nan)
        evidence = _ratio_evidence(norms, stretch, columns, first, last, ratio)
        evidence["rule"] = basis
        start, stop = evidence["first_step"], evidence["last_step"]
        layer = evidence["layers"][0]
        if basis == "autotrainer":
            summary = (
                f"Gradients vanish toward the input: layer {layer!r} gets "
                f"{_times(evidence['norm_ratio_first_to_last'])} the gradient norm of the last layer "
                f"(< {number(VANISHING_RATIO)}, and its norm {number(evidence['first_layer_norm'])} < "
                f"{number(VANISHING_FIRST_NORM)}) from step {start} to {stop}."
            )
        else:
            summary = (
                f"Gradients vanish in every layer (norm < {number(SAGEMAKER_MEAN_ABS)}) "
                f"from step {start} to {stop}."
            )
            evidence["layers"] = [norms.columns[c] for c in (_flowing(norms) or range(len(norms.columns)))]
            # No ratio to speak of where the last layer's norm is 0.
            evidence = {k: v for k, v in evidence.items() if k != "norm_ratio_first_to_last" or np.isfinite(v)}
        known = _activations(run_data, with_head=False)
        saturating = [l for l, a in known.items() if a in ("sigmoid", "tanh", "hard_sigmoid")]
        fix = (F.Fix(text=_VANISHING_TEXT, code=_VANISHING_CODE) if saturating or not known
               else F.Fix(text=_VANISHING_RELU_TEXT, code=_VANISHING_RELU_CODE))
        return [self.finding(F.WARNING, summary, fix, step=start, layer=layer, evidence=evidence)]


@register
class DeadUnits(_GradientRule):
    kind = KIND.dead_units
    rank = 25
    # A dead layer passes no gradient back and stops learning: the layers
    # before it get zeros (not a vanishing gradient), and the loss stalls.
    explains = (KIND.vanishing_gradients, CKIND.loss_stuck, CKIND.accuracy_at_chance)

    def check(self, run_data):
        zeros = run_data.matrices.get(STAT.grad_zero_fraction)
        if zeros is None:
            return []
        norms = run_data.matrices.get(STAT.grad_norm)
        if norms is not None:
            finite = norms.values[np.isfinite(norms.values)]
            if finite.size and np.all(finite == 0):
                return []  # nothing flows anywhere: a constant loss, not dead units
        known = _activations(run_data)
        masked = masked_layers(latest_check(run_data))
        dead = []
        stretches = []
        for column, layer in enumerate(zeros.columns):
            if known.get(layer) in NON_RELU:
                continue  # its zeros come from elsewhere: only ReLU-family units die
            # Beside a Dropout of rate 0.5 or more the mask zeroes most of
            # the gradient per sample (rules/dropout.py): only a gradient
            # zero throughout, which no mask makes, is dead units there.
            bar = ALL_ZERO if column_layer(layer, masked) else DEAD_ZERO_FRACTION
            stretch = longest_stretch(zeros.values[:, column] >= bar)
            if stretch is None:
                continue
            start, stop = _steps(zeros, stretch)
            if stop - start + 1 < MIN_DEAD_STEPS:
                continue
            dead.append((layer, _median(zeros.values[slice(*stretch), column])))
            stretches.append(stretch)
        if not dead or (not known and len(dead) == len(zeros.columns)):
            # Every layer silent, with nothing known of the activations, is
            # vanishing gradients (or a constant loss), not units dying.
            return []
        start = min(int(zeros.first_steps[s[0]]) for s in stretches)
        stop = max(int(zeros.last_steps[s[1] - 1]) for s in stretches)
        names = ", ".join(f"{layer!r} ({percent(share)} zero)" for layer, share in dead)
        learning = still_learns(run_data)
        summary = (f"Dead units: {names} of the gradients are exactly zero "
                   f"(>= {percent(DEAD_ZERO_FRACTION)}) from step {start} to {stop}.")
        if learning:
            summary += " The model still learns (its loss fell by half or more), so this costs capacity, not the run."
        return [self.finding(
            F.INFO if learning else F.WARNING, summary, F.Fix(text=_DEAD_TEXT, code=_DEAD_CODE),
            step=start, layer=dead[0][0],
            evidence={"layers": [layer for layer, _ in dead], "zero_fraction": {layer: share for layer, share in dead},
                      "first_step": start, "last_step": stop, "threshold": DEAD_ZERO_FRACTION,
                      "still_learns": bool(learning)},
        )]


_EXPLODING_TEXT = (
    "The gradient grows as it flows back toward the input. Clip the gradient "
    "norm, lower the learning rate, and normalise activations (BatchNormalization "
    "after each Dense/Conv, before its activation); for ReLU layers use "
    "he_normal initialisation."
)


def _exploding_code(check, rate):
    """The ratio rule's fix on the run's own optimizer: clipped, at a tenth
    of `rate` (the rate where the gradient exploded)."""
    optimizer = optimizer_line(check, float(number(rate / 10)) if rate else 1e-4, clipnorm=1.0)
    loss = f'"{check["loss"]}"' if check.get("loss") else "loss"
    return (
        "import keras\n\n"
        f"optimizer = {optimizer}  # or global_clipnorm=1.0\n\n"
        'x = keras.layers.Dense(256, kernel_initializer="he_normal", use_bias=False)(x)\n'
        "x = keras.layers.BatchNormalization()(x)\n"
        'x = keras.layers.Activation("relu")(x)\n\n'
        f"model.compile(optimizer=optimizer, loss={loss})\n"
    )
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
_VANISHING_RELU_TEXT = (
    "The gradient shrinks to nothing before it reaches the first layers, though "
    "their activations are ReLU-family already. Add BatchNormalization or "
    "residual connections to a deep stack, use he_normal initialisation, and "
    "check that the learning rate is not tiny."
)
_VANISHING_RELU_CODE = """\
import keras

x = keras.layers.Dense(256, kernel_initializer="he_normal", use_bias=False)(x)
x = keras.layers.BatchNormalization()(x)
x = keras.layers.Activation("relu")(x)

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
