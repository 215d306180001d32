"""Trainable variables that no update reaches: the `variables_not_updated`
payload, worked out once at a fit's end on the host.

What the gradients probe's optimizer hook was handed is known when the
step is traced (capture/probes/gradients.py, `_OptimizerHook`): the
variables that came with a gradient, and the model's trainable variables
at that moment. Against the model's trainable variables now, each one
left out is put down to what can be read:

- `made_trainable_after_compile`: it was not trainable when the step was
  traced (`trainable = True` set after `compile` and a first `fit`): Keras
  still runs the train function it made then, and its optimizer was built
  without it;
- `no_gradient`: the optimizer was built for it, but it never came with
  a gradient (Keras drops a None gradient before applying: the loss does
  not reach it);
- `not_applied`: it never reached the optimizer at all (a `train_step`
  that applies its gradients to some of the trainable variables only).

Where the variables left out make up a whole model inside the model (a
distiller's teacher, a discriminator left to an optimizer of its own),
the layer names it (`sub_model`): the rule leaves those alone.
"""

import keras

from tb_trainhealth.capture import internals


def variable_key(variable):
    """What the optimizer hands its hook for a Keras variable (the
    tf.Variable behind it, or the distributed one), as a key."""
    return id(variable.value if isinstance(variable, keras.Variable) else variable)


def report(model, received, trainable_when_traced, optimizer, layer_names):
    """The payload's "layers" and "updated_layers" ({"layers": [{"layer",
    "variables", "reason", "sub_model"}], "updated_layers": [...]}), or
    None where every trainable variable was updated or none was.
    `received`, `trainable_when_traced`: sets of `variable_key`;
    `layer_names(paths)`: each variable's layer, as the gradient matrices
    name them."""
    trainable = list(model.trainable_variables)
    missing = [v for v in trainable if variable_key(v) not in received]
    if not missing or len(missing) == len(trainable):
        return None
    try:
        built = {variable_key(v) for v in internals.optimizer_built_variables(optimizer)}
    except internals.MissingInternal as error:
        internals.note_missing(error, "a variable the step gave no gradient is said not to reach the optimizer")
        built = set()
    names = dict(zip(map(id, trainable), layer_names([_path(v) for v in trainable])))
    whole = _whole_sub_models(model, {id(v) for v in missing})
    layers = {}
    for variable in missing:
        key = variable_key(variable)
        if key not in trainable_when_traced:
            reason = "made_trainable_after_compile"
        elif key in built:
            reason = "no_gradient"
        else:
            reason = "not_applied"
        entry = layers.setdefault(names[id(variable)], {
            "layer": names[id(variable)], "variables": [], "reason": reason, "sub_model": whole.get(id(variable))})
        entry["variables"].append(_path(variable))
    updated = list(dict.fromkeys(names[id(v)] for v in trainable if variable_key(v) in received))
    return {"layers": list(layers.values()), "updated_layers": updated}


def _whole_sub_models(model, missing):
    """{id(variable): name of the outermost model inside `model` whose
    trainable variables are all in `missing`}."""
    try:
        inner = [layer for layer in internals.flatten_layers(model) if isinstance(layer, keras.Model)]
    except internals.MissingInternal:
        inner = [layer for layer in getattr(model, "layers", []) if isinstance(layer, keras.Model)]
    owner = {}
    for sub_model in inner:  # outermost first: flatten_layers lists a model before what it holds
        ids = {id(v) for v in sub_model.trainable_variables}
        if ids and ids <= missing:
            for key in ids:
                owner.setdefault(key, sub_model.name)
    return owner


def _path(variable):
    return getattr(variable, "path", None) or variable.name
