"""Fixes for a setup that does not fit its data (rules/head_checks.py):
the head, the loss and the input scaling, written as the lines to change
with the run's own compile call (diagnosis/fix_code.py)."""

from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.fix_code import compile_line, loss_call, loss_class
from tb_trainhealth.diagnosis.numbers import number
from tb_trainhealth.diagnosis.rules.progress import class_count, class_ids, labels_of


def _head_line(head, units, activation=None, note=""):
    """The head's line of a fix: `outputs = keras.layers.Dense(...)(x)`."""
    act = f'activation="{activation}", ' if activation else ""
    return f'outputs = keras.layers.Dense({units}, {act}name="{head}")(x)' + (f"  # {note}" if note else "") + "\n"


def fix_softmax_one(check):
    labels = labels_of(check)
    head = check.get("head", "the last Dense")
    if class_ids(labels):
        k = class_count(labels)
        return F.Fix(
            text=(f"Labels are class ids 0..{k - 1}: give the head {head!r} {k} units with softmax and use "
                  f"sparse_categorical_crossentropy."),
            code=(_head_line(head, k, "softmax")
                  + compile_line(check, '"sparse_categorical_crossentropy"')),
        )
    return F.Fix(
        text=(f"For one output of two classes (labels 0/1), the head {head!r} needs a sigmoid, not a softmax "
              f"(a softmax over one unit is always 1), with binary cross-entropy."),
        code=(_head_line(head, 1, "sigmoid")
              + compile_line(check, '"binary_crossentropy"')),
    )


def fix_probability_head(check):
    head = check.get("head", "the last Dense")
    units = check.get("units") or 1
    activation = "softmax" if units > 1 else "sigmoid"
    return F.Fix(
        text=(f"{check.get('loss')} takes probabilities: end the head {head!r} in {activation} instead of "
              f"{check.get('activation')} (or drop the activation and pass from_logits=True to the loss)."),
        code=(_head_line(head, units, activation)
              + compile_line(check, loss_call(check))),
    )


def fix_linear_head(check, why):
    head = check.get("head", "the last Dense")
    units = check.get("units") or 1
    return F.Fix(
        text=(f"A regression head needs an output that can reach the targets: drop the activation of {head!r} "
              f"({why}), keep the loss ({check.get('loss')}); or scale the targets into the head's range and "
              f"scale predictions back."),
        code=(_head_line(head, units, note="linear: no activation")
              + compile_line(check, loss_call(check))),
    )


def fix_sparse_labels(check):
    labels = labels_of(check)
    return F.Fix(
        text=("sparse_categorical_crossentropy needs the integer class id of each sample; the labels were "
              f"rescaled (they range over [{number(labels.get('min', 0))}, {number(labels.get('max', 0))}]). Pass the "
              "class ids themselves (scale the inputs, never the labels)."),
        code=("y_train = y_train.astype(\"int32\")  # the class ids, e.g. not y / 255\n"
              f"x_train = x_train / 255.0          # scaling belongs to the inputs\n"
              + compile_line(check, '"sparse_categorical_crossentropy"')),
    )


def fix_units(check, classes):
    head = check.get("head", "the last Dense")
    return F.Fix(
        text=(f"The labels are class ids 0..{classes - 1}: a head of {classes} units with softmax and "
              f"sparse_categorical_crossentropy fits them (or one-hot them with "
              f"keras.utils.to_categorical(y, {classes}) for categorical_crossentropy)."),
        code=(_head_line(head, classes, "softmax")
              + compile_line(check, '"sparse_categorical_crossentropy"')),
    )


def fix_multilabel(check, units):
    head = check.get("head", "the last Dense")
    return F.Fix(
        text=(f"Each sample can have several of the {units} tags: a softmax makes them compete for one. Give "
              f"the head {head!r} one sigmoid per tag and binary cross-entropy (each tag a yes/no)."),
        code=(_head_line(head, units, "sigmoid")
              + compile_line(check, '"binary_crossentropy"')),
    )


def fix_signed_labels(check):
    head = check.get("head", "the last Dense")
    return F.Fix(
        text=(f"The labels are -1/+1 (a hinge or SVM convention); {check.get('loss')} and the sigmoid head "
              f"{head!r} want 0/1. Map them (or, if they are -1/0/+1, three classes: ids 0..2 for a softmax over "
              f"3 with sparse_categorical_crossentropy)."),
        code=("y_train = (y_train + 1) / 2  # -1/+1 -> 0/1\n"
              + compile_line(check, f'"{check.get("loss") or "binary_crossentropy"}"')),
    )


def fix_regression_loss(check):
    head = check.get("head", "the last Dense")
    units = check.get("units") or 1
    return F.Fix(
        text=(f"The targets are continuous values outside [0, 1]: this is regression. Use a linear head "
              f"{head!r} and a regression loss."),
        code=(_head_line(head, units, note="linear")
              + compile_line(check, '"mean_squared_error"')),
    )


def fix_classification_loss(check):
    head = check.get("head", "the last Dense")
    units = check.get("units")
    return F.Fix(
        text=f"One-hot labels over {units} classes: a softmax head and categorical cross-entropy.",
        code=(_head_line(head, units, "softmax")
              + compile_line(check, '"categorical_crossentropy"')),
    )


def fix_from_logits(check, to):
    loss = check.get("loss")
    cls = loss_class(loss)
    head = check.get("head", "the last Dense")
    units = check.get("units") or 1
    if to:
        text = (f"The head {head!r} outputs logits (no activation): tell the loss, "
                f"keras.losses.{cls}(from_logits=True), and apply softmax/sigmoid only to predict.")
    else:
        text = (f"The head {head!r} outputs {check.get('activation')} probabilities: use the loss's default "
                f"from_logits=False, or drop the activation and keep from_logits=True.")
    return F.Fix(
        text=text,
        code=(_head_line(head, units, note="logits")
              + compile_line(check, f"keras.losses.{cls}(from_logits=True)")
              if to else
              compile_line(check, f"keras.losses.{cls}(from_logits=False)")),
    )


def fix_normalization(check):
    first = check.get("first_layer") or "the first layer"
    shape = check.get("input_shape") or [None, "features"]
    return F.Fix(
        text=(f"Standardise the inputs before {first!r}: a Normalization layer adapted to the training data "
              f"(each feature to mean 0, spread 1) makes the model scale them itself, at predict time too."),
        code=("norm = keras.layers.Normalization(axis=-1)\n"
              "norm.adapt(x_train)                     # per-feature mean and variance\n"
              f"inputs = keras.Input(shape={tuple(shape[1:])})\n"
              f"x = norm(inputs)                        # then {first!r} and the rest as before\n"),
    )
