"""Shapes: a shape error named at its layer, and data that does not fit the
model or its loss (the preflight, or a custom loop's `Monitor`).

Evidence (capture/probes/shapes.py): the `shape_table` event (its presence
makes the `shape` node clear on a healthy run), `input_spec_mismatch` and
`shape_mismatch` events, and the Monitor's `loss_shapes` events. Shapes in
events are lists with null for an unknown dimension; findings show them as
Python tuples, "(None, 28, 28)", the way Keras prints them.
"""

import math
import re

from tb_trainhealth.areas.convergence import AREA as CONVERGENCE
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.shapes import AREA
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.fix_code import compile_line, optimizer_line
from tb_trainhealth.diagnosis.rules.base import Rule, register

KIND, EVENT = AREA.findings, AREA.events
NODE = AREA.node


class _ShapeRule(Rule):
    area = AREA
    explains = (CORE.findings.training_error,)  # the crash is the shape error's

    def has_evidence(self, run_data):
        return any(run_data.events_of(kind) for kind in EVENT)


@register
class ShapeMismatch(_ShapeRule):
    """fit failed on a shape error: where, which shapes, and the fix."""

    kind = KIND.shape_mismatch

    def _told(self, payload):
        # A lookup past an Embedding's input_dim crashes through the same
        # event; it is IndexOutOfRange's to tell.
        return payload.get("cause") != "lookup_range"

    def check(self, run_data):
        found = []
        for event in run_data.events_of(EVENT.shape_mismatch):
            p = event.payload
            if not self._told(p):
                continue
            summary, evidence, fix = describe(p)
            found.append(
                self.finding(
                    F.CRITICAL,
                    step=event.step,
                    layer=p.get("layer"),
                    summary=_crash_prefix(p) + summary,
                    evidence=evidence,
                    fix=fix,
                )
            )
        return found


@register
class IndexOutOfRange(ShapeMismatch):
    """fit crashed on an id past a lookup table's size (an Embedding's
    input_dim): the same event as a shape error, its own name."""

    kind = KIND.index_out_of_range

    def _told(self, payload):
        return not super()._told(payload)


@register
class InputSpecMismatch(_ShapeRule):
    """Before the first step: the data against the model's inputs, outputs
    and loss. A mismatch that then crashed fit is told once, as the crash."""

    kind = KIND.input_spec_mismatch

    def explains_finding(self, cause, symptom):
        # A loss that broadcasts labels against the output trains on pairs
        # that do not belong together: the best it can learn is their mean,
        # so the loss stalls and the accuracy stays at chance.
        if cause.evidence.get("cause") == "loss_broadcast" and symptom.kind in (
                CONVERGENCE.findings.loss_stuck, CONVERGENCE.findings.loss_oscillating,
                CONVERGENCE.findings.accuracy_at_chance):
            return True
        return super().explains_finding(cause, symptom)

    def check(self, run_data):
        crashed = {
            (e.payload.get("fit"), e.payload.get("cause"))
            for e in run_data.events_of(EVENT.shape_mismatch)
        }
        found = []
        for event in run_data.events_of(self.kind):
            for p in event.payload.get("problems") or []:
                found.extend(self._finding(event, dict(p, fit=event.payload.get("fit")), crashed))
        return found

    def _finding(self, event, p, crashed):
        cause = p.get("cause") or p.get("check")
        if p.get("fit") is not None and (p.get("fit"), cause) in crashed:
            return []
        summary, evidence, fix = describe(dict(p, cause=cause))
        when = "In the custom training loop" if p.get("source") == "custom_loop" else "Before training"
        return [
            self.finding(
                _preflight_severity(p),
                step=event.step,
                layer=p.get("layer"),
                summary=f"{when}: {summary}",
                evidence=evidence,
                fix=fix,
            )
        ]


def _crash_prefix(payload):
    if payload.get("cause") == "lookup_range":
        return "Training crashed on a lookup out of range: "
    if payload.get("where") == "construction":
        return "Building the model failed on a shape error: "
    if payload.get("phase") == "validation":
        return "Validation crashed on a shape error: "
    return "Training crashed on a shape error: "


def _preflight_severity(payload):
    # Every check here either crashes the first step or trains on the wrong
    # thing without a word; only a custom loss's broadcast may be intended.
    loss = payload.get("loss") or (payload.get("details") or {}).get("loss") or {}
    if payload.get("check") == "loss_broadcast" and loss.get("family") == "unknown":
        return F.WARNING
    return F.CRITICAL


# Describing a payload: (summary, evidence, Fix), by cause.


def describe(p):
    details = dict(p.get("details") or {})
    for key in ("labels", "output", "loss", "classes", "units", "culprit_input", "broadcast",
                "compared", "binary_units", "label_max", "label_min", "output_layer", "return_sequences"):
        if key in p and key not in details:
            details[key] = p[key]
    cause = p.get("cause") or p.get("check") or "unknown"
    describer = _DESCRIBERS.get(cause, _describe_generic)
    summary, fix = describer(p, details)
    return summary, _evidence(p, details, cause), fix


def _evidence(p, d, cause):
    ev = {"cause": cause}
    if p.get("layer"):
        ev["layer"] = p["layer"]
    if p.get("layer_class"):
        ev["layer_class"] = p["layer_class"]
    if p.get("expected") is not None or p.get("expected_text"):
        ev["expected"] = p.get("expected_text") or shape_text(p.get("expected"))
    if p.get("actual") is not None:
        ev["actual"] = shape_text(p.get("actual"))
    if p.get("source"):
        ev["source"] = _source_text(p)
    if p.get("input_layer"):
        ev["input_layer"] = p["input_layer"]
    if isinstance(d.get("labels"), dict):
        ev["labels"] = f"{shape_text(d['labels'].get('shape'))} {d['labels'].get('dtype') or ''}".strip()
    if isinstance(d.get("output"), dict):
        ev["output"] = shape_text(d["output"].get("shape"))
    if isinstance(d.get("loss"), dict):
        ev["loss"] = d["loss"].get("name")
    for key in ("classes", "units", "label_value", "input_size", "target_size", "output_layer", "id", "input_dim"):
        if d.get(key) is not None:
            ev[key] = d[key]
    if d.get("target_shape") is not None:
        ev["target_shape"] = shape_text(d["target_shape"])
    if d.get("broadcast") is not None:
        ev["broadcast_to"] = shape_text(d["broadcast"])
    if p.get("node"):
        ev["node"] = p["node"]
    if p.get("error_type"):
        ev["error"] = f"{p['error_type']}: {_first_line(p.get('message'))}"
    return ev


def _source_text(p):
    if p.get("source") == "data":
        return "the data"
    if p.get("source") == "input":
        return f"the model's input {p.get('source_layer') or ''}".strip()
    if p.get("source") == "layer" and p.get("source_layer"):
        return f"layer {p['source_layer']}"
    return str(p.get("source"))


def _first_line(text, limit=300):
    line = (str(text or "").strip().splitlines() or [""])[0]
    return line if len(line) <= limit else line[: limit - 1] + "…"


def shape_text(shape):
    """(None, 28, 28), as Keras prints shapes."""
    if shape is None:
        return "(unknown)"
    dims = ["None" if d is None else str(d) for d in shape]
    return "(" + ", ".join(dims) + ("," if len(dims) == 1 else "") + ")"


def _tuple(dims):
    return shape_text(list(dims))


def _size(dims):
    if dims is None or any(d is None for d in dims):
        return None
    return math.prod(dims)


def _compile_with(p, loss, sparse):
    """model.compile(...) with the run's optimizer and the Keras 3 loss
    class that fits, keeping the user's from_logits."""
    name = "SparseCategoricalCrossentropy" if sparse else "CategoricalCrossentropy"
    from_logits = (loss or {}).get("from_logits")
    note = "    # from_logits=True if the last layer has no softmax\n" if from_logits is None else ""
    return (f"model.compile(\n    optimizer={optimizer_line(p.get('optimizer'))},\n{note}"
            f"    loss=keras.losses.{name}(from_logits={bool(from_logits)}),\n)\n")


def _who(p):
    layer = p.get("layer")
    cls = p.get("layer_class")
    return f"layer `{layer}` ({cls})" if layer and cls else f"layer `{layer}`" if layer else "the model"


# Data that does not go into the model.


def _describe_input(p, d):
    expected, actual = p.get("expected"), p.get("actual")
    who = _who(p)
    if p.get("cause") == "input_shape":
        where = f"the model's input `{p.get('input_layer') or 'input'}`"
        if p.get("layer") and not p.get("broke_at"):
            where += f" (feeding {who})"
        summary = f"{where} expects {shape_text(expected)} but the data is {shape_text(actual)}"
        if p.get("broke_at"):
            got = d.get("layer_actual")
            summary += f"; it breaks at {who}" + (f", which gets {shape_text(got)}" if got else "")
        summary += "."
    elif p.get("source") in ("data", "input"):
        want = p.get("expected_text") or shape_text(expected)
        origin = "the data" if p["source"] == "data" else f"the model's input `{p.get('source_layer')}`"
        summary = f"{who} expects input {want} but gets {shape_text(actual)} straight from {origin}."
    else:
        want = p.get("expected_text") or shape_text(expected)
        summary = (f"{who} expects input {want} but gets {shape_text(actual)} "
                   f"from the layer before it, `{p.get('source_layer')}`.")
    if p.get("source") in ("data", "input"):
        return summary, _data_fix(p, d)
    return summary, _between_layers_fix(p, d)


def _data_fix(p, d):
    actual = p.get("actual") or []
    a = list(actual[1:])
    rank = d.get("rank")
    expected = p.get("expected")
    e = list(expected[1:]) if expected else None
    layer = p.get("layer") or "the first layer"
    if e is not None and _size(a) is not None and _size(a) == _size(e) and a != e:
        first = "keras.layers.Flatten()" if len(e) == 1 else f"keras.layers.Reshape({_tuple(e)})"
        return F.Fix(
            text=(f"Each sample holds the {_size(a)} values the model wants, laid out as {_tuple(a)} "
                  f"instead of {_tuple(e)}. Reshape the data before fit (NumPy or the tf.data pipeline), "
                  "or declare the data's real shape and reshape inside the model."),
            code=(f"# NumPy arrays, before fit: (N, {', '.join(map(str, a))}) -> (N, {', '.join(map(str, e))})\n"
                  f"x = x.reshape((-1, {', '.join(map(str, e))}))\n\n"
                  "# or in a batched tf.data pipeline:\n"
                  f"ds = ds.map(lambda x, y: (tf.reshape(x, (-1, {', '.join(map(str, e))})), y))\n\n"
                  "# or let the model take the data as it is:\n"
                  f"inputs = keras.Input(shape={_tuple(a)})\n"
                  f"x = {first}(inputs)  # then `{layer}` and the rest\n"),
        )
    needs_axis = (e is not None and len(a) == len(e) - 1 and e[-1] == 1) or (
        rank is not None and d.get("rank_rule") in ("min_ndim", "ndim") and len(actual) == rank - 1)
    if needs_axis:
        new = a + [1]
        return F.Fix(
            text=(f"`{layer}` needs one more axis than the data has (a channels axis for images): "
                  "add it with expand_dims in the pipeline, or a Reshape as the model's first layer."),
            code=(f"# NumPy arrays: (N, {', '.join(map(str, a))}) -> (N, {', '.join(map(str, new))})\n"
                  "x = np.expand_dims(x, -1)\n\n"
                  "# or in a tf.data pipeline:\n"
                  "ds = ds.map(lambda x, y: (tf.expand_dims(x, -1), y))\n\n"
                  "# or inside the model, first:\n"
                  f"inputs = keras.Input(shape={_tuple(a)})\n"
                  f"x = keras.layers.Reshape({_tuple(new)})(inputs)\n"),
        )
    if e is not None and len(a) == len(e) + 1 and a and a[-1] == 1:
        return F.Fix(
            text=f"The data has a trailing axis of 1 that `{layer}` does not take: squeeze it.",
            code=("x = np.squeeze(x, axis=-1)  # NumPy\n"
                  "ds = ds.map(lambda x, y: (tf.squeeze(x, axis=-1), y))  # tf.data\n"),
        )
    if e is not None and len(a) == len(e) and a[:-1] == e[:-1] and a and a[-1] != e[-1]:
        return F.Fix(
            text=(f"The data has {a[-1]} features per sample; the model was declared for {e[-1]}. "
                  "Declare the input with the data's shape (or feed the data the model was built for)."),
            code=(f"inputs = keras.Input(shape={_tuple(a)})  # was shape={_tuple(e)}\n"
                  "# or, in a Sequential model:\n"
                  f"keras.Input(shape={_tuple(a)}),\n\n"
                  "print(x.shape)  # check what the pipeline really yields\n"),
        )
    return F.Fix(
        text=(f"The data's shape {shape_text(actual)} does not fit what `{layer}` takes. Print the data's "
              "shape and the model's input, and make them agree: declare the input with the data's shape, "
              "or reshape the data (Reshape / expand_dims / squeeze) in the pipeline."),
        code=("print(x.shape, model.inputs)  # or ds.element_spec for a tf.data pipeline\n"
              f"inputs = keras.Input(shape={_tuple(a)})\n"),
    )


def _between_layers_fix(p, d):
    actual = p.get("actual") or []
    a = list(actual[1:])
    layer, src = p.get("layer"), p.get("source_layer") or "the layer before"
    rank = d.get("rank")
    if rank is not None and d.get("rank_rule") in ("min_ndim", "ndim") and len(actual) < rank:
        target = _reshape_for_rank(_size(a), rank - 1)
        return F.Fix(
            text=(f"`{src}` hands `{layer}` a tensor of rank {len(actual)}; `{layer}` needs rank {rank}. "
                  "Reshape between them."),
            code=(f"x = keras.layers.Reshape({_tuple(target)})(x)  # {shape_text(actual)} -> "
                  f"{shape_text([None] + target)}, before `{layer}`\n"),
        )
    if rank is not None and d.get("rank_rule") in ("max_ndim", "ndim") and len(actual) > rank:
        return F.Fix(
            text=f"`{src}` hands `{layer}` more axes than it takes: flatten or pool between them.",
            code=(f"x = keras.layers.Flatten()(x)  # before `{layer}`\n"
                  "# for feature maps: x = keras.layers.GlobalAveragePooling2D()(x)\n"),
        )
    expected = p.get("expected")
    if expected and expected[-1] is not None and p.get("source_class") == "Dense":
        return F.Fix(
            text=f"`{layer}` was built for {expected[-1]} features; make `{src}` output that many.",
            code=f"keras.layers.Dense({expected[-1]})  # `{src}`, was Dense({actual[-1] if actual else '?'})\n",
        )
    return F.Fix(
        text=(f"The shape changed between `{src}` and `{layer}` in a way `{layer}` does not take. Check the "
              "layers in between in the shape table, and Reshape / Flatten before it."),
        code=f"x = keras.layers.Reshape(...)(x)  # before `{layer}`: it got {shape_text(actual)}\n",
    )


def _target_holding(n, target):
    """A target shape of the same rank as `target` holding n values."""
    if len(target) == 3:
        for channels in [target[-1]] + list(range(1, 65)):
            if channels and n % channels == 0 and math.isqrt(n // channels) ** 2 == n // channels:
                side = math.isqrt(n // channels)
                return [side, side, channels]
    if len(target) >= 2 and target[-1] and n % target[-1] == 0:
        return [n // target[-1]] + [1] * (len(target) - 2) + [target[-1]]
    return [n] + [1] * (len(target) - 1)


def _reshape_for_rank(size, dims):
    if size is None:
        return [-1] + [1] * (dims - 1)
    if dims == 3:
        side = math.isqrt(size)
        return [side, side, 1] if side * side == size else [size, 1, 1]
    return [size] + [1] * (dims - 1)


# An RNN's initial state of another size than its own.


def _describe_rnn_state(p, d):
    layer, cls = p.get("layer"), p.get("layer_class") or "LSTM"
    units, got = d.get("units"), d.get("state_units")
    src, src_units = p.get("source_layer"), d.get("source_units")
    origin = f", made by `{src}` ({p.get('source_class')})" if src else ""
    summary = (f"{_who(p)} has {units} units, so its state is {shape_text([None, units])}, but its "
               f"initial_state is {shape_text(p.get('actual'))}{origin}.")
    sequences = ", return_sequences=True" if d.get("sequences") else ""
    code = (f"keras.layers.{cls}({got}{sequences}, name=\"{layer}\")  # `{layer}`, was {cls}({units}): "
            f"its state must be {got} wide\n")
    if src and src_units is not None:
        code += (f"# or: keras.layers.{p.get('source_class')}({units}, return_state=True, name=\"{src}\")"
                 f"  # `{src}`, was {p.get('source_class')}({src_units})\n")
    return summary, F.Fix(
        text=(f"A recurrent layer's state has one value per unit: states {got} wide fit a `{layer}` of {got} "
              f"units, and `{layer}` has {units}. Give both layers the same units."),
        code=code,
    )


# A Reshape deep in the model.


def _describe_reshape(p, d):
    target = list(d.get("target_shape") or (p.get("expected") or [None])[1:])
    n, m = d.get("input_size"), d.get("target_size") or _size(target)
    src = p.get("source_layer")
    got = (f"from layer `{src}`" if p.get("source") == "layer" and src
           else f"from the model's input `{src}`" if p.get("source") == "input" else "from the data")
    summary = (f"{_who(p)} cannot reshape {shape_text(p.get('actual'))} ({n} values per sample, {got}) "
               f"to {_tuple(target)} ({m} values).")
    lines = []
    if p.get("source_class") == "Dense" and m:
        lines.append(f"keras.layers.Dense({m})  # `{src}`: {' * '.join(map(str, target))} = {m} values for the Reshape")
        lines.append(f"keras.layers.Reshape({_tuple(target)}),")
        lines.append("")
    rest = _size(target[1:]) if len(target) > 1 else None
    if n and rest and n % rest == 0:
        lines.append(f"# or keep {_tuple(target[1:])} and let Keras infer the first axis ({n // rest}):")
        lines.append(f"keras.layers.Reshape({_tuple([-1] + target[1:])})")
    elif n:
        lines.append(f"# or a target that holds {n} values, e.g.:")
        lines.append(f"keras.layers.Reshape({_tuple(_target_holding(n, target))})")
    return summary, F.Fix(
        text=(f"A Reshape keeps the number of values: {_tuple(target)} needs {m} per sample, its input has {n}. "
              f"Make the layer before it output {m} values, or pick a target that holds {n}."),
        code="\n".join(lines) + "\n",
    )


# Labels that do not fit the output and the loss.


def _labels(d):
    return shape_text((d.get("labels") or {}).get("shape"))


def _output(p, d):
    return shape_text((d.get("output") or {}).get("shape") or p.get("actual"))


def _loss_name(d):
    return (d.get("loss") or {}).get("name") or "the loss"


def _describe_integer_labels(p, d):
    classes = d.get("classes") or d.get("units")
    summary = (f"the labels {_labels(d)} are integer class ids, but the loss `{_loss_name(d)}` needs "
               f"one-hot labels shaped like the output {_output(p, d)} of layer `{p.get('layer')}`.")
    if p.get("phase") == "validation":
        # Training ran on labels that fit: it is the validation labels that
        # were left as class ids; the loss is right.
        return summary + " Training ran, so the training labels fit: the validation labels are the ones left.", F.Fix(
            text="One-hot encode the validation labels as the training labels are.",
            code=(f"y_val = keras.utils.to_categorical(y_val, num_classes={classes})\n"
                  "model.fit(x_train, y_train, validation_data=(x_val, y_val), ...)\n"),
        )
    return summary, F.Fix(
        text=("Use the sparse loss, which takes class ids, or one-hot encode the labels for the "
              "categorical loss."),
        code=(_compile_with(p, d.get("loss"), sparse=True) + "\n"
              "# or keep the categorical loss and one-hot the labels:\n"
              f"y = keras.utils.to_categorical(y, num_classes={classes})\n"),
    )


def _describe_one_hot_labels(p, d):
    summary = (f"the labels {_labels(d)} are one-hot, but the loss `{_loss_name(d)}` needs integer class ids "
               f"shaped {shape_text(p.get('expected'))} for the output {_output(p, d)} of layer "
               f"`{p.get('layer')}`.")
    return summary, F.Fix(
        text="Use the categorical loss, which takes one-hot labels, or turn the labels into class ids.",
        code=(_compile_with(p, d.get("loss"), sparse=False) + "\n"
              "# or keep the sparse loss and pass class ids:\n"
              "y = np.argmax(y, axis=-1)  # (N, classes) -> (N,)\n"
              "ds = ds.map(lambda x, y: (x, tf.argmax(y, axis=-1)))  # tf.data\n"),
    )


def _describe_output_units(p, d):
    units, classes = d.get("units"), d.get("classes") or d.get("classes_at_least")
    layer = p.get("layer")
    if classes is None and units == 1:
        summary = (f"layer `{layer}` outputs a single unit {_output(p, d)} for the loss `{_loss_name(d)}`: "
                   "a softmax over one unit is always 1, so the loss is 0 and nothing is learned.")
        return summary, F.Fix(
            text=("Give the output layer one unit per class; for two classes a single sigmoid unit with "
                  "binary crossentropy works too."),
            code=(f"keras.layers.Dense(num_classes)  # `{layer}`, was Dense(1)\n\n"
                  "# or, for two classes:\n"
                  "keras.layers.Dense(1, activation=\"sigmoid\")\n"
                  + compile_line(p.get("optimizer"), '"binary_crossentropy"') + "\n"),
        )
    if d.get("label_value") is not None:
        # The step that failed names one label out of range, not the largest.
        summary = (f"layer `{layer}` outputs {units} units {_output(p, d)} but a label is "
                   f"{d['label_value']}, so there are at least {classes} classes.")
        count = f"num_classes)  # at least {classes}; "
    else:
        summary = (f"layer `{layer}` outputs {units} units {_output(p, d)} but the labels have {classes} "
                   "classes" + (f" (they go up to {d['label_max']})." if d.get("label_max") is not None else "."))
        count = f"{classes})  # "
    if d.get("label_min") == 1 and d.get("label_max") == units:
        # Labels 1..N for N units: counted from 1, where class ids start at 0.
        summary += f" They run 1..{units}: counted from 1, while class ids start at 0."
        return summary, F.Fix(
            text=(f"Shift the labels to 0..{units - 1} (class id = label - 1) and keep the {units} units; or give "
                  f"the output {units + 1} units and leave class 0 unused."),
            code=(f"y = y - 1  # labels 1..{units} -> class ids 0..{units - 1}\n"
                  f"# or: keras.layers.Dense({units + 1})  # `{layer}`, was Dense({units})\n"),
        )
    return summary, F.Fix(
        text="The output layer needs one unit per class.",
        code=f"keras.layers.Dense({count}`{layer}`, was Dense({units})\n",
    )


def _describe_extra_dims(p, d):
    culprit_in = d.get("culprit_input")
    layer = p.get("layer")
    summary = (f"the model outputs {_output(p, d) if d.get('output') else shape_text(p.get('actual'))} "
               f"but the labels are {_labels(d)}")
    if culprit_in:
        flat = _size(culprit_in[1:])
        summary += (f": {_who(p)} got {shape_text(culprit_in)} and, working on the last axis only, kept "
                    "the extra axes (no Flatten before it).")
        code = (f"# before `{layer}`: {shape_text(culprit_in)} -> (None, {flat})\n"
                "x = keras.layers.Flatten()(x)\n\n"
                "# in a Sequential model, just before it:\n"
                "keras.layers.Flatten(),\n"
                f"# or pool the extra axes away: keras.layers.GlobalAveragePooling{len(culprit_in) - 2}D()\n")
    else:
        summary += "."
        code = "x = keras.layers.Flatten()(x)  # before the last Dense layer\n"
    return summary, F.Fix(
        text=("Dense works on the last axis and keeps every other one; flatten (or pool) the features "
              "before the first Dense so the output is one vector per sample."),
        code=code,
    )


def _describe_broadcast(p, d):
    compared = d.get("compared") or [None, None]
    result = d.get("broadcast")
    y_shape = (d.get("labels") or {}).get("shape") or p.get("actual")
    out_shape = (d.get("output") or {}).get("shape") or p.get("expected")
    layer = p.get("layer")
    if p.get("source") == "custom_loop":
        summary = (f"the loss compares y_true {shape_text(y_shape)} with y_pred {shape_text(out_shape)}; "
                   + (f"they broadcast to {shape_text(result)}, so every label meets every prediction."
                      if result is not None else "they cannot broadcast."))
        if len(y_shape or []) + 1 == len(out_shape or []) and out_shape and out_shape[-1] == 1:
            code = ("y_pred = tf.squeeze(y_pred, axis=-1)  # (N, 1) -> (N,)\n"
                    "# or: y_true = tf.expand_dims(y_true, -1)  # (N,) -> (N, 1)\n")
        elif len(out_shape or []) + 1 == len(y_shape or []) and y_shape and y_shape[-1] == 1:
            code = ("y_true = tf.squeeze(y_true, axis=-1)  # (N, 1) -> (N,)\n"
                    "# or: y_pred = tf.expand_dims(y_pred, -1)\n")
        else:
            code = "y_true = tf.reshape(y_true, tf.shape(y_pred))  # same shape before the loss\n"
        return summary, F.Fix(
            text="Give y_true and y_pred the same shape before the loss arithmetic.",
            code=code + "loss = tf.reduce_mean(tf.square(y_true - y_pred))\n",
        )
    summary = (f"the loss `{_loss_name(d)}` compares labels {shape_text(y_shape)} with the output "
               f"{shape_text(out_shape)} of layer `{d.get('output_layer') or layer}`; ")
    if result is None:
        summary += "they cannot broadcast, so the first step fails."
    elif p.get("error_type"):  # it crashed after all (a loss that checks its shapes)
        summary += f"they would broadcast to {shape_text(result)}, and the loss rejects that."
    else:
        summary += f"it broadcasts them to {shape_text(result)} and trains on that without an error."
    sequence = d.get("return_sequences")
    if isinstance(sequence, dict):
        units = sequence.get("units")
        layer_class = sequence.get("class") or "LSTM"
        summary += (f" The extra axis is time: `{layer}` ({layer_class}) returns every step "
                    "(return_sequences=True), so the head predicts once per step.")
        return summary, F.Fix(
            text=(f"Let the last recurrent layer `{layer}` return its last step only, so the head predicts "
                  "once per sequence (keep return_sequences=True only on recurrent layers that feed "
                  "another recurrent layer)."),
            code=(f"keras.layers.{layer_class}({units if units is not None else '...'})  "
                  f"# `{layer}`, was return_sequences=True\n"),
        )
    if d.get("culprit_input") and y_shape and out_shape and len(y_shape) < len(out_shape):
        culprit_in = d["culprit_input"]
        return summary, F.Fix(
            text=(f"`{layer}` (Dense) works on the last axis of its {shape_text(culprit_in)} input and keeps "
                  "the others; flatten (or pool) before it so the output is one row per sample."),
            code=(f"keras.layers.Flatten(),  # just before `{layer}`: {shape_text(culprit_in)} -> "
                  f"(None, {_size(culprit_in[1:])})\n"
                  + (f"# or pool the steps: keras.layers.GlobalAveragePooling1D(),  # -> (None, {culprit_in[-1]})\n"
                     if len(culprit_in) == 3 else "")),
        )
    if d.get("binary_units"):
        return summary, F.Fix(
            text=("For binary labels, give the output a single sigmoid unit; for one-of-N labels, "
                  "use one unit per class with a (sparse) categorical crossentropy."),
            code=(f"keras.layers.Dense(1, activation=\"sigmoid\")  # `{layer}`, was Dense({d['binary_units']})\n"
                  + compile_line(p.get("optimizer"), '"binary_crossentropy"') + "\n"),
        )
    if _one_target(y_shape) and out_shape and len(out_shape) == 2 and (out_shape[-1] or 0) > 1:
        return _one_target_many_units(p, d, summary, out_shape[-1])
    if y_shape and out_shape and len(y_shape) == len(out_shape) and y_shape[-1] != out_shape[-1]:
        return summary, F.Fix(
            text=f"The output needs one unit per target column: {y_shape[-1]}.",
            code=f"keras.layers.Dense({y_shape[-1]})  # `{layer}`, was Dense({out_shape[-1]})\n",
        )
    want = compared[1] or out_shape
    return summary, F.Fix(
        text="Give the labels the output's shape in the pipeline (or the output the labels' shape).",
        code=(f"y = y.reshape((-1, {', '.join(str(v) for v in (want or [None])[1:])}))  # NumPy\n"
              "ds = ds.map(lambda x, y: (x, tf.reshape(y, (-1, "
              f"{', '.join(str(v) for v in (want or [None])[1:])}))))  # tf.data\n"),
    )


def _one_target(y_shape):
    """Whether labels of `y_shape` hold one number per sample: (N,) or (N, 1)."""
    return bool(y_shape) and (len(y_shape) == 1 or (len(y_shape) == 2 and y_shape[-1] == 1))


def _one_target_many_units(p, d, summary, units):
    """One number per sample against `units` outputs: an elementwise loss
    subtracts the number from each output (NumPy broadcasting), so every
    unit learns the same value; what the number is decides the head."""
    layer = d.get("output_layer") or p.get("layer")
    low, high = d.get("label_min"), d.get("label_max")
    summary += (f" Each sample's one target is compared with each of the {units} outputs, so all {units} "
                "units learn the same number.")
    code = f"keras.layers.Dense(1, name=\"{layer}\")  # `{layer}`, was Dense({units}): one unit for one number\n"
    text = "A target of one number per sample wants one output unit."
    if low == 0 and high == 1:
        text += " The targets are 0 or 1: for a yes/no label, a sigmoid unit and binary cross-entropy."
        code += ("\n# or, for a yes/no label:\n"
                 f"keras.layers.Dense(1, activation=\"sigmoid\", name=\"{layer}\")\n"
                 + compile_line(p.get("optimizer"), '"binary_crossentropy"') + "\n")
    elif low is not None and low >= 0 and high is not None and 1 < high < units:
        text += (f" If the targets (whole numbers {low}..{high}) are class ids, keep the {units} units with "
                 "a softmax and a sparse categorical cross-entropy.")
        code += (f"\n# or, if y holds class ids {low}..{high}:\n"
                 f"keras.layers.Dense({units}, activation=\"softmax\", name=\"{layer}\")\n"
                 + compile_line(p.get("optimizer"), '"sparse_categorical_crossentropy"') + "\n")
    return summary, F.Fix(text=text, code=code)


def _describe_label_shape(p, d):
    summary = (f"the labels {_labels(d) if d.get('labels') else shape_text(p.get('actual'))} do not fit the "
               f"output {_output(p, d)} of layer `{p.get('layer')}` under the loss `{_loss_name(d)}`.")
    return summary, F.Fix(
        text="Make the labels' shape match what the loss expects of this output.",
        code="print(y.shape, model.outputs)  # or ds.element_spec\n",
    )


# Errors the walk did not reproduce.


def _describe_runtime(p, d):
    at = f"layer `{p['layer']}`" if p.get("layer") else f"node `{p['node']}`" if p.get("node") else "a step"
    if p.get("expected") is not None and p.get("actual") is not None:
        summary = f"incompatible shapes {shape_text(p['expected'])} vs {shape_text(p['actual'])} at {at}."
    else:
        summary = f"{_first_line(p.get('message'), 200)} (at {at})."
    return summary, F.Fix(
        text=("Print each layer's output shape (the shape table in this tab, or model.summary()) and the "
              "data's shapes; the two shapes above must agree at that point. Fix with a Reshape layer, or "
              "expand_dims / squeeze in the pipeline."),
        code=("model.summary()\n"
              "print(ds.element_spec)  # or x.shape, y.shape\n"
              "x = keras.layers.Reshape(target_shape)(x)  # where the shapes part ways\n"),
    )


def _describe_cardinality(p, d):
    summary = (f"x and y hold different numbers of samples ({d.get('x_size')} and {d.get('y_size')}).")
    return summary, F.Fix(
        text="Every sample needs its label: pass x and y of the same length.",
        code="assert len(x) == len(y), (len(x), len(y))\n",
    )


def _describe_lookup_range(p, d):
    value, size, width = d.get("id"), d.get("input_dim"), d.get("output_dim")
    layer = p.get("layer") or "the Embedding"
    summary = (f"the data holds id {value}, but {_who(p)} looks ids up in a table of input_dim={size} rows "
               f"(ids 0..{size - 1 if isinstance(size, int) else '?'}): the lookup is out of range.")
    want = value + 1 if isinstance(value, int) and value >= 0 else "vocab_size"
    return summary, F.Fix(
        text=(f"input_dim is the number of distinct ids (the vocabulary size, the largest id + 1), not the "
              f"sequence length or the embedding width: give `{layer}` at least {want}, or map the ids into "
              f"0..{size - 1 if isinstance(size, int) else 'input_dim - 1'} before the model."),
        code=(f"vocab_size = int(x_train.max()) + 1  # {want} or more here\n"
              f"keras.layers.Embedding(vocab_size, {width if width is not None else 'output_dim'}, name=\"{layer}\")"
              f"  # was Embedding({size}, ...)\n"),
    )


_MERGES = ("Concatenate", "Add", "Subtract", "Multiply", "Average", "Maximum", "Minimum")


def _merge_inputs(p):
    """The input shapes a merge layer's message lists ("Received:
    input_shape=[(None, 4), (None, 3, 2)]"), or None."""
    text = p.get("walk_message") or p.get("message") or ""
    listed = re.search(r"input_shape=\[(.*?)\]\s*$", text.strip().splitlines()[-1] if text.strip() else "")
    if not listed:
        return None
    shapes = [[None if v.strip() == "None" else int(v) for v in t.split(",") if v.strip()]
              for t in re.findall(r"\(([^()]*)\)", listed.group(1))]
    return shapes if len(shapes) >= 2 else None


def _describe_merge(p, d, shapes):
    layer = p.get("layer")
    listed = ", ".join(shape_text(s) for s in shapes)
    summary = f"{_who(p)} merges inputs of shapes {listed}, which it cannot line up"
    low = min(len(s) for s in shapes)
    if any(len(s) != low for s in shapes):
        ordinal = {0: "1st", 1: "2nd", 2: "3rd"}
        lines = [f"x{i} = keras.layers.Flatten()(x{i})  # the {ordinal.get(i, f'{i + 1}th')} input of `{layer}`: "
                 f"{shape_text(s)} -> (None, {_size(s[1:])})"
                 for i, s in enumerate(shapes) if len(s) > low and all(isinstance(v, int) for v in s[1:])]
        summary += ": their ranks differ."
        return summary, F.Fix(
            text=(f"`{layer}` ({p.get('layer_class')}) lines its inputs up axis by axis: flatten (or pool) the "
                  "inputs with more axes before it, so every input is one vector per sample."),
            code="\n".join(lines or ["x = keras.layers.Flatten()(x)  # the input with more axes"]) + "\n",
        )
    summary += ": they differ past the batch axis."
    return summary, F.Fix(
        text=(f"Give the inputs of `{layer}` the same shape (except the concatenation axis for Concatenate): "
              "a Dense, Reshape or pooling on the one that differs."),
        code=f"print([t.shape for t in inputs_of_{layer}])  # {listed}\n",
    )


def _describe_generic(p, d):
    shapes = _merge_inputs(p) if p.get("layer_class") in _MERGES else None
    if shapes:
        return _describe_merge(p, d, shapes)
    if p.get("layer"):
        summary = (f"{_who(p)} failed on input {shape_text(p.get('actual'))}: "
                   f"{_first_line(p.get('walk_message') or p.get('message'), 200)}")
        return summary, _between_layers_fix(p, d) if p.get("source") == "layer" else _data_fix(p, d)
    return _describe_runtime(p, d)


_DESCRIBERS = {
    "input_shape": _describe_input,
    "layer_input": _describe_input,
    "layer_rank": _describe_input,
    "reshape_size": _describe_reshape,
    "rnn_state": _describe_rnn_state,
    "integer_labels_categorical_loss": _describe_integer_labels,
    "one_hot_labels_sparse_loss": _describe_one_hot_labels,
    "output_units": _describe_output_units,
    "extra_output_dims": _describe_extra_dims,
    "loss_broadcast": _describe_broadcast,
    "label_shape": _describe_label_shape,
    "runtime_shapes": _describe_runtime,
    "cardinality": _describe_cardinality,
    "lookup_range": _describe_lookup_range,
}
