"""One batch first: `tb_trainhealth.check(model, data)` and `tb-trainhealth
check SCRIPT [ARGS]`.

On one batch, in seconds, before an epoch is spent: the forward and
backward pass run, the shapes, the first loss against what a fresh model
gives, the trainable weights that get no gradient, the frozen ones, and
whether the model can overfit that one batch. A model that cannot overfit
one batch has a wiring bug (a detached output, frozen layers, a loss that
does not fit its labels), whatever the data. Everything runs on a copy of
the model's state: its weights (and batch-norm statistics) are put back,
its optimizer is never touched (the overfit uses its own).

How each check decides (and why):

- First loss, for a softmax cross-entropy over C classes: a fresh model's
  logits are small (Glorot/He initialisation keeps their scale O(1)), so
  its softmax is near uniform and the loss near log C. Outside
  [log C / FIRST_LOSS_TOLERANCE, log C * FIRST_LOSS_TOLERANCE] (a factor of
  3: a model already confident at step 0, or labels the loss misreads) is
  reported; it fails the check only with another problem, since a custom
  initialisation can move it, or where it is far above log C and the
  inputs are an order of magnitude off unit scale (the diagnosis's
  INPUT_SCALE): then the inputs are named, with the Normalization fix.
- Gradient path: a trainable weight whose gradient is None (not connected
  to the loss) or exactly zero everywhere (a stop_gradient, an argmax, a
  dead ReLU layer) on this batch.
- Frozen: layers with weights of which none is trainable. More than
  FROZEN_SHARE of the parameters frozen fails the check, unless
  `frozen_ok=True` (a pretrained base kept frozen on purpose).
- Overfit: OVERFIT_STEPS steps of Adam(OVERFIT_LEARNING_RATE) on that one
  batch. It "can" overfit when its lowest loss falls to OVERFIT_SHARE of the
  first (a working model memorises a few dozen examples: the loss falls by
  an order of magnitude in that many steps), or below OVERFIT_FLOOR.
- Labels against the loss: class ids for a sparse cross-entropy (integers
  in [0, C)), one-hot rows for a categorical one, values in [0, 1] for a
  binary one; a loss below 0 where it cannot be.
"""

import dataclasses
import math
import os
import runpy
import sys
import typing

import numpy as np

FIRST_LOSS_TOLERANCE = 3.0
FROZEN_SHARE = 0.5
OVERFIT_STEPS = 60
OVERFIT_LEARNING_RATE = 3e-3
OVERFIT_SHARE = 0.1
OVERFIT_FLOOR = 1e-3
DEFAULT_BATCH = 32

EXIT_PASS, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


@dataclasses.dataclass
class CheckResult:
    passed: bool
    problems: typing.List[str]  # why it failed, each with its fix
    notes: typing.List[str]  # what was measured
    first_loss: typing.Optional[float] = None
    overfit_loss: typing.Optional[float] = None

    def __bool__(self):
        return self.passed

    def report(self):
        head = "PASS" if self.passed else "FAIL"
        lines = [f"tb-trainhealth check: {head}"]
        lines += [f"  {n}" for n in self.notes]
        lines += [f"  problem: {p}" for p in self.problems]
        return "\n".join(lines)


def check(model, data, *, batch_size=None, frozen_ok=False, steps=OVERFIT_STEPS, verbose=True):
    """Checks a compiled Keras model on one batch of `data` ((x, y), (x, y,
    sample_weight), a tf.data.Dataset of batches, or a PyDataset).
    Returns a CheckResult (truthy when it passes); prints its report when
    `verbose`. The model's weights are as they were afterwards."""
    import tensorflow as tf

    problems, notes = [], []
    x, y, sample_weight = _one_batch(data, batch_size or DEFAULT_BATCH)
    notes.append(f"batch: x {_shapes(x)}, y {_shapes(y)}")
    if not getattr(model, "compiled", False) or getattr(model, "loss", None) is None:
        problems.append("the model is not compiled with a loss: call model.compile(optimizer, loss) first")
        return _done(CheckResult(False, problems, notes), verbose)
    if not model.built:
        model(x)
    saved = [(v, np.array(v.numpy())) for v in model.variables]
    result = CheckResult(True, problems, notes)
    try:
        _check_on_batch(model, x, y, sample_weight, frozen_ok, steps, result, tf)
    except Exception as error:  # the user's model failing on one batch is the finding
        problems.append(f"the step failed on one batch: {type(error).__name__}: {_first_line(error)}"
                        + _label_hint(model, y))
        try:
            label_problem = _labels_against_loss(model, y, model(x, training=False))
        except Exception:
            label_problem = None
        if label_problem:
            problems.append(label_problem)
    finally:
        for variable, value in saved:
            variable.assign(value)
    result.passed = not problems
    return _done(result, verbose)


def _check_on_batch(model, x, y, sample_weight, frozen_ok, steps, result, tf):
    problems, notes = result.problems, result.notes
    trainable = model.trainable_variables
    with tf.GradientTape() as tape:
        y_pred = model(x, training=True)
        loss = model.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight, training=True)
    notes.append(f"output {_shapes(y_pred)}, loss {float(loss):.4g}")
    result.first_loss = first = float(loss)
    grads = tape.gradient(loss, trainable)
    if not math.isfinite(first):
        problems.append(f"the first loss is {first}: NaN/Inf in the data or the model (train with "
                        "TrainHealth to find where)")
        return
    label_problem = _labels_against_loss(model, y, y_pred)
    if label_problem:
        problems.append(label_problem)
    if first < -1e-6 and _loss_is_nonnegative(model):
        problems.append(f"the loss is {first:.4g} < 0, which {_loss_name(model)} cannot be with labels it fits: "
                        "the labels are outside the loss's range")
    expected = _expected_first_loss(model, y_pred)
    off = unscaled = False
    if expected is not None:
        low, high = expected / FIRST_LOSS_TOLERANCE, expected * FIRST_LOSS_TOLERANCE
        off = not low <= first <= high
        notes.append(f"first loss {first:.4g}; a fresh {y_pred.shape[-1]}-class softmax gives about "
                     f"log {y_pred.shape[-1]} = {expected:.4g}" + (" (off)" if off else ""))
        if first > high:
            unscaled = _unscaled_inputs(model, x)
            if unscaled:
                problems.append(f"the first loss {first:.4g} is {first / expected:.3g}x log C = {expected:.4g}, and "
                                + unscaled)

    # Weights with no gradient path, and frozen ones.
    dead = [v.path for v, g in zip(trainable, grads) if g is None or not bool(tf.reduce_any(tf.not_equal(
        tf.convert_to_tensor(g), 0)))]
    if trainable and len(dead) == len(trainable):
        problems.append("no gradient reaches any trainable weight: the loss does not depend on them (a "
                        "stop_gradient, an argmax/round/cast, or a numpy() call between the weights and the "
                        "output). Keep the output differentiable: return the logits/probabilities themselves")
    elif dead:
        problems.append(f"{len(dead)} of {len(trainable)} trainable weights get no gradient on this batch "
                        f"(None or all zero): {', '.join(dead[:6])}{' ...' if len(dead) > 6 else ''}. "
                        "A branch that does not reach the output, a stop_gradient, or dead ReLUs")
    frozen_layers, frozen, total = _frozen(model)
    if frozen_layers:
        share = frozen / max(total, 1)
        notes.append(f"frozen layers: {', '.join(frozen_layers[:6])} ({share:.0%} of the parameters)")
        if share > FROZEN_SHARE and not frozen_ok:
            problems.append(
                f"{share:.0%} of the parameters are frozen (trainable=False: {', '.join(frozen_layers[:6])}): "
                "they never learn. Unfreeze them (" + "; ".join(
                    f"model.get_layer({n!r}).trainable = True" for n in frozen_layers[:3])
                + ", then compile again), or pass frozen_ok=True if a pretrained base is frozen on purpose")
    if not trainable:
        problems.append("the model has no trainable weights")
        return

    best = _overfit(model, x, y, sample_weight, steps, tf)
    result.overfit_loss = best
    can = best <= max(OVERFIT_SHARE * first, OVERFIT_FLOOR) if first > 0 else best <= first - 1.0
    notes.append(f"overfit one batch: loss {first:.4g} -> {best:.4g} in {steps} steps of "
                 f"Adam({OVERFIT_LEARNING_RATE:g}) ({'can' if can else 'cannot'}: the bar is "
                 f"{OVERFIT_SHARE:.0%} of the first loss)")
    if not can:
        problems.append(
            f"the model cannot overfit one batch: its loss went from {first:.4g} only to {best:.4g} "
            f"in {steps} steps. A wiring bug: a loss that does not fit the labels or the output, "
            "frozen or detached layers")
    if off and problems and not unscaled:  # (the inputs' scale explains it where it was named)
        problems.append(f"the first loss {first:.4g} is far from log C = {expected:.4g}: the labels or "
                        "the output's activation do not match the loss")


def _overfit(model, x, y, sample_weight, steps, tf):
    import keras

    optimizer = keras.optimizers.Adam(OVERFIT_LEARNING_RATE)
    trainable = model.trainable_variables

    @tf.function
    def step():
        with tf.GradientTape() as tape:
            y_pred = model(x, training=True)
            loss = model.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight, training=True)
        grads = tape.gradient(loss, trainable)
        pairs = [(g, v) for g, v in zip(grads, trainable) if g is not None]
        if pairs:
            optimizer.apply_gradients(pairs)
        return loss

    best = math.inf
    for _ in range(int(steps)):
        value = float(step())
        if math.isfinite(value):
            best = min(best, value)
    return best


def _one_batch(data, batch_size):
    import keras
    import tensorflow as tf

    if isinstance(data, tf.data.Dataset):
        element = next(iter(data))
    elif isinstance(data, keras.utils.PyDataset):
        element = data[0]
    elif isinstance(data, (tuple, list)):
        element = tf.nest.map_structure(lambda a: np.asarray(a)[:batch_size], tuple(data))
    else:
        raise TypeError("data: (x, y), (x, y, sample_weight), a tf.data.Dataset or a PyDataset")
    if not isinstance(element, (tuple, list)):
        element = (element,)
    return keras.utils.unpack_x_y_sample_weight(tuple(element))


def _loss_objects(model):
    loss = getattr(model, "loss", None)
    return [l for l in (loss if isinstance(loss, (list, tuple)) else [loss]) if l is not None]


def _loss_name(model):
    losses = _loss_objects(model)
    if not losses:
        return ""
    loss = losses[0]
    return loss if isinstance(loss, str) else getattr(loss, "name", None) or getattr(loss, "__name__", type(loss).__name__)


def _kind(model):
    name = str(_loss_name(model)).lower().replace("_", "")
    if "sparsecategorical" in name:
        return "sparse"
    if "categoricalcrossentropy" in name or "categoricalfocal" in name:
        return "categorical"
    if "binarycrossentropy" in name or "binaryfocal" in name:
        return "binary"
    return None


def _from_logits(model):
    from tb_trainhealth.capture import internals

    losses = _loss_objects(model)
    try:
        return bool(losses and internals.loss_argument(losses[0], "from_logits", False))
    except internals.MissingInternal as error:
        internals.note_missing(error, "the one-batch check takes the loss's outputs as probabilities")
        return False


def _loss_is_nonnegative(model):
    return _kind(model) is not None or "squared" in str(_loss_name(model)).lower()


def _expected_first_loss(model, y_pred):
    kind = _kind(model)
    classes = int(y_pred.shape[-1] or 0)
    if kind in ("sparse", "categorical") and classes >= 2:
        return math.log(classes)
    return None


def _unscaled_inputs(model, x):
    """Why a first loss far above log C is the inputs', with the
    Normalization fix the run's diagnosis gives (rules/head_fixes.py); None
    where the inputs are near unit scale or the model scales them itself.
    Glorot/He initialisation keeps the logits O(1) for inputs of unit
    scale; inputs of scale s make the first layer's pre-activations, and
    so the logits, ~s times that, and the softmax confident and wrong.
    The scale bar is the diagnosis's (INPUT_SCALE: an order of magnitude)."""
    from tb_trainhealth.capture.probes.convergence import model_config
    from tb_trainhealth.diagnosis.rules.head_checks import INPUT_SCALE
    from tb_trainhealth.diagnosis.rules.head_fixes import fix_normalization

    try:
        values = np.asarray(x, dtype=np.float64)
    except (TypeError, ValueError):
        return None  # several inputs (a dict, a list of arrays): not one scale
    if values.ndim < 2 or not values.size or not np.all(np.isfinite(values)):
        return None
    features = values.reshape(-1, values.shape[-1])
    mean, std = float(np.max(np.abs(features.mean(axis=0)))), float(np.max(features.std(axis=0)))
    config = model_config(model)
    if max(mean, std) < INPUT_SCALE or config.get("scales_inputs") or config.get("token_inputs"):
        return None
    fix = fix_normalization(config)
    code = "\n".join(f"      {line}" for line in fix.code.splitlines())
    return (f"the inputs are far from unit scale (a feature's mean reaches {mean:.4g}, its spread {std:.4g}; "
            f"values in [{values.min():.4g}, {values.max():.4g}]), which makes the logits as large. "
            f"{fix.text}\n{code}")


def _labels_against_loss(model, y, y_pred):
    kind = _kind(model)
    if kind is None or y is None:
        return None
    y = np.asarray(y)
    classes = int(y_pred.shape[-1] or 1)
    name = _loss_name(model)
    if kind == "sparse":
        if y.ndim == len(y_pred.shape) and y.shape[-1] == classes and classes > 1 and set(np.unique(y)) <= {0, 1}:
            return (f"{name} expects class ids, but the labels are one-hot rows {y.shape}: use "
                    "keras.losses.CategoricalCrossentropy(), or pass y.argmax(axis=-1)")
        if np.any(y != np.round(y)) or y.min() < 0 or y.max() >= classes:
            return (f"{name} expects integer class ids in [0, {classes}), the labels range over "
                    f"[{y.min():g}, {y.max():g}]: the output has {classes} units")
    if kind == "categorical":
        if y.ndim < len(y_pred.shape) or y.shape[-1] != classes:
            return (f"{name} expects one-hot labels of shape (batch, {classes}), got {y.shape} (class ids?): "
                    "use keras.losses.SparseCategoricalCrossentropy()")
        sums = y.reshape(-1, classes).sum(axis=-1)
        if not np.allclose(sums, 1.0, atol=1e-3):
            return f"{name} expects rows that sum to 1 (one-hot or probabilities); they sum to {sums.min():g}..{sums.max():g}"
    if kind == "binary" and (y.min() < 0 or y.max() > 1):
        return (f"{name} expects labels in [0, 1], the labels range over [{y.min():g}, {y.max():g}]: for "
                f"class ids use keras.losses.SparseCategoricalCrossentropy() with a {int(y.max()) + 1}-unit output")
    return None


def _label_hint(model, y):
    kind = _kind(model)
    if kind and y is not None:
        return f" (the loss is {_loss_name(model)}, the labels {np.asarray(y).shape} {np.asarray(y).dtype})"
    return ""


def _frozen(model):
    layers, frozen, total = [], 0, 0
    for layer in _leaf_layers(model):
        weights = layer.weights
        if not weights:
            continue
        size = sum(int(np.prod(w.shape)) for w in weights)
        total += size
        if not layer.trainable_weights and not _stateless(layer):
            layers.append(layer.name)
            frozen += size
    return layers, frozen, total


def _stateless(layer):
    # Layers whose weights are statistics, not parameters (Normalization).
    import keras

    return isinstance(layer, (keras.layers.Normalization,))


def _leaf_layers(model):
    import keras

    for layer in model.layers if hasattr(model, "layers") else []:
        if isinstance(layer, keras.Model) or (hasattr(layer, "layers") and layer.layers):
            if not layer.trainable:
                yield layer
            else:
                yield from _leaf_layers(layer)
        else:
            yield layer


def _shapes(value):
    import tensorflow as tf

    if value is None:
        return "none"
    shapes = [tuple(np.shape(t)) for t in tf.nest.flatten(value)]
    return str(shapes[0]) if len(shapes) == 1 else str(shapes)


def _first_line(error):
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return lines[0][:300] if lines else ""


def _done(result, verbose):
    if verbose:
        print(result.report(), file=sys.stderr)
    return result


# `tb-trainhealth check SCRIPT [ARGS]`.

class _Checked(BaseException):
    """Raised from the intercepted fit: the check ran, the script stops."""

    def __init__(self, result):
        super().__init__()
        self.result = result


def check_script(script, args):
    """Runs SCRIPT until its first `fit`, checks that model on one batch of
    fit's data instead of training, and returns the exit status: 0 pass, 1
    fail, 2 no fit was reached (or bad usage)."""
    if not os.path.isfile(script):
        print(f"tb-trainhealth: error: no such script {script!r}", file=sys.stderr)
        return EXIT_USAGE
    import inspect

    import keras

    original = keras.Model.fit
    signature = inspect.signature(original)

    def fit(self, *fit_args, **kwargs):
        bound = signature.bind(self, *fit_args, **kwargs)
        bound.apply_defaults()
        a = bound.arguments
        x, y = a.get("x"), a.get("y")
        data = x if y is None and not isinstance(x, (np.ndarray, list, tuple, dict)) else (
            (x, y) if a.get("sample_weight") is None else (x, y, a.get("sample_weight")))
        raise _Checked(check(self, data, batch_size=a.get("batch_size") or DEFAULT_BATCH))

    keras.Model.fit = fit
    argv = sys.argv
    sys.argv = [script, *args]
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    try:
        runpy.run_path(script, run_name="__main__")
    except _Checked as checked:
        return EXIT_PASS if checked.result.passed else EXIT_FAIL
    except SystemExit:
        pass
    finally:
        keras.Model.fit = original
        sys.argv = argv
    print("tb-trainhealth check: the script reached no fit; nothing was checked", file=sys.stderr)
    return EXIT_USAGE
