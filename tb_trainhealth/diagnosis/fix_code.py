"""Fix code written from the run's own configuration: the `compile` call
with the user's optimizer and learning rate (capture/readers/optimizer_info.py
records them as {"optimizer", "learning_rate", "momentum", ...}), so a
fix pasted in keeps everything it does not change."""

from tb_trainhealth.diagnosis.numbers import number


def literal(value):
    """`value` in code as the words beside it write it (numbers.number:
    6e-4, not 0.0006), where that is exactly the value; else in full."""
    said = number(value)
    try:
        return said if float(said) == float(value) else f"{value:g}"
    except ValueError:
        return f"{value:g}"


def optimizer_line(config, learning_rate=None, clipnorm=None, global_clipnorm=None, schedule=None):
    """`keras.optimizers.Adam(learning_rate=0.001)` for the run's optimizer
    (Adam where it is not known), at `learning_rate` if given (or
    `schedule`, a variable's name), clipped to `clipnorm` or
    `global_clipnorm` if given."""
    config = config or {}
    name = config.get("optimizer") or "Adam"
    lr = learning_rate if learning_rate is not None else config.get("learning_rate")
    extra = ""
    if config.get("momentum"):
        extra += f", momentum={config['momentum']:g}"
    if config.get("weight_decay"):
        extra += f", weight_decay={config['weight_decay']:g}"
    if clipnorm is not None:
        extra += f", clipnorm={clipnorm:g}"
    if global_clipnorm is not None:
        extra += f", global_clipnorm={global_clipnorm:g}"
    if schedule is not None:
        return f"keras.optimizers.{name}(learning_rate={schedule}{extra})"
    if lr is None:
        return f"keras.optimizers.{name}({extra.lstrip(', ')})"
    return f"keras.optimizers.{name}(learning_rate={literal(lr)}{extra})"


def compile_line(config, loss, learning_rate=None, optimizer=None):
    """`model.compile(optimizer=<the run's>, loss=<loss>, metrics=[...])` on
    one line; `optimizer`: that code instead of the run's."""
    optimizer = optimizer or optimizer_line(config, learning_rate)
    return f"model.compile(optimizer={optimizer}, loss={loss}, metrics=[...])"


def rate_at(config, step, steps=None, rates=None):
    """The run's learning rate at `step`: under a schedule, its sampled
    rate at or before that step (`steps`, `rates`: the convergence probe's
    `schedule_rate` series; else the probe's own [step, rate] samples in
    `config["rates"]`), else the configured rate. A fix computed from the
    rate the run had when it went wrong, not the one it started at."""
    config = config or {}
    if step is not None and config.get("lr_schedule"):
        if steps is None or not len(steps):
            pairs = [p for p in config.get("rates") or () if isinstance(p, (list, tuple)) and len(p) == 2]
            steps, rates = [p[0] for p in pairs], [p[1] for p in pairs]
        before = [rate for at, rate in zip(steps, rates) if at <= step]
        if before:
            return float(before[-1])
    return config.get("learning_rate")


def loss_call(config):
    """The run's own loss as code: `"mse"`, or the loss's class where it
    takes logits (`keras.losses.CategoricalCrossentropy(from_logits=True)`)."""
    loss = config.get("loss") or "mean_squared_error"
    if config.get("from_logits"):
        return f"keras.losses.{loss_class(loss)}(from_logits=True)"
    return f'"{loss}"'


def loss_class(loss):
    """A loss's Keras class name: "binary_crossentropy" -> "BinaryCrossentropy"."""
    return "".join(part.capitalize() for part in loss.split("_")).replace("crossentropy", "Crossentropy")
