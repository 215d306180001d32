"""Layers that never learn: trainable variables that got no update over a
fit while the optimizer updated others (the `variables_not_updated` event
of capture/probes/gradients.py, worked out in capture/readers/not_updated.py).

A trainable variable is one the user means to train: Keras counts it in
`trainable_variables`, and nothing moves it but the optimizer. One that
the optimizer never touches keeps its initial weights whatever the run
does, and the model learns with the rest only. Why, where it can be read:

- made trainable after `compile` (`base.trainable = True`, then `fit`
  without compiling again, keras.io's transfer-learning pitfall): Keras
  runs the train function it made while the layers were frozen;
- never handed to the optimizer (a `train_step` that applies its gradients
  to some of the trainable variables only);
- handed to it with no gradient (the loss does not reach them).

Left alone on purpose, and so left out: a whole model inside the model
that the step does not train (a distiller's teacher, run with
`training=False`; a GAN's discriminator, left to an optimizer of its
own), unless it was made trainable after `compile`, where the user meant
it to train.
"""

from tb_trainhealth.areas.convergence import AREA as CONVERGENCE
from tb_trainhealth.areas.gradients import AREA
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.fix_code import compile_line, loss_call
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules.progress import latest_check

KIND, EVENT = AREA.findings, AREA.events
CKIND = CONVERGENCE.findings

AFTER_COMPILE, NOT_APPLIED, NO_GRADIENT = "made_trainable_after_compile", "not_applied", "no_gradient"
_ORDER = (AFTER_COMPILE, NOT_APPLIED, NO_GRADIENT)


@register
class VariablesNotUpdated(Rule):
    area = AREA
    kind = KIND.variables_not_updated
    rank = 15
    # Layers that never change leave the loss where the others can take it,
    # and their gradients (zero: none reach the optimizer) out of any ratio.
    explains = (CKIND.loss_stuck, CKIND.learning_rate_too_low, CKIND.accuracy_at_chance, KIND.vanishing_gradients)

    def has_evidence(self, run_data):
        return (bool(run_data.events_of(EVENT.variables_not_updated))
                or run_data.matrices.get(AREA.matrices.grad_norm) is not None)

    def check(self, run_data):
        events = run_data.events_of(EVENT.variables_not_updated)
        if not events:
            return []
        event = events[-1]  # the latest fit's: the model as it trains now
        p = event.payload
        meant = [entry for entry in p.get("layers") or ()
                 if entry.get("reason") == AFTER_COMPILE or not entry.get("sub_model")]
        found = []
        for reason in _ORDER:
            entries = [entry for entry in meant if entry.get("reason") == reason]
            if entries:
                found.append(self._finding(run_data, p, reason, entries, event.step))
        return found

    def _finding(self, run_data, p, reason, entries, step):
        names = [entry["layer"] for entry in entries]
        updated = p.get("updated_layers") or []
        optimizer = (p.get("optimizer") or {}).get("optimizer") or "the optimizer"
        first = p.get("first_step", step)
        summary = (f"{_listed('Layer', names)} got no update in the {p.get('steps')} steps of the fit from step "
                   f"{first}, while the optimizer ({optimizer}) updated {_listed('', updated).strip()}: "
                   + _WHY[reason] + " Their weights stay as they were.")
        evidence = {"layers": names, "reason": reason, "variables": [v for e in entries for v in e["variables"]],
                    "updated_layers": updated, "first_step": first, "steps": p.get("steps"),
                    "sub_models": sorted({e["sub_model"] for e in entries if e.get("sub_model")})}
        return self.finding(F.WARNING, summary,
                            _fix(reason, names, evidence["sub_models"], p.get("optimizer") or {}, run_data),
                            step=first, layer=names[0], evidence=evidence)


_WHY = {
    AFTER_COMPILE: ("they were made trainable after the model was compiled (`trainable = True` after `compile`), "
                    "and the model was not compiled again: Keras still runs the train function, and the "
                    "optimizer, it made while they were frozen."),
    NOT_APPLIED: ("the `train_step` never hands their variables to the optimizer: it applies its gradients to "
                  "some of `trainable_variables` only (a `zip` with a shorter list stops early)."),
    NO_GRADIENT: ("the step hands them to the optimizer with no gradient (None, which Keras drops with a "
                  "warning): the loss does not depend on them."),
}


def _listed(noun, names):
    """"Layers 'a' and 'b'" / "Layer 'a'"; for an empty noun, the names only."""
    quoted = [repr(n) for n in names[:6]] + ([f"{len(names) - 6} more"] if len(names) > 6 else [])
    text = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]
    if not noun:
        return text
    return f"{noun}{'s' if len(names) > 1 else ''} {text}"


def _fix(reason, names, sub_models, optimizer, run_data):
    if reason == AFTER_COMPILE:
        check = latest_check(run_data) or {}
        # A new optimizer: Keras's, once built, only knows the variables it
        # was built for. The rate is the run's own; keras.io fine-tunes
        # at a lower one.
        config = dict(check, **optimizer)
        return F.Fix(
            text=("Compile the model again after changing `trainable`, before the next `fit`, with a new "
                  "optimizer (the old one was built for the frozen model's variables). keras.io's "
                  "transfer-learning guide fine-tunes at a rate well below the first fit's."),
            code=(f"# after {sub_models[0] if len(sub_models) == 1 else 'the layers'}.trainable = True:\n"
                  + compile_line(config, loss_call(check) if check.get("loss") else "loss") + "\n"
                  "model.fit(...)\n"),
        )
    if reason == NOT_APPLIED:
        return F.Fix(
            text=("Take the gradients of, and apply them to, the same full list of trainable variables. "
                  f"If {_listed('', names)} should stay as they are, set their `trainable = False` instead."),
            code=("trainable_vars = self.trainable_variables\n"
                  "gradients = tape.gradient(loss, trainable_vars)\n"
                  "self.optimizer.apply_gradients(zip(gradients, trainable_vars))\n"),
        )
    return F.Fix(
        text=("Connect these layers to what the loss is computed from (a layer built in `__init__` but left "
              "out of `call`, a branch behind `stop_gradient`), or remove them; if they should stay as they "
              "are, set their `trainable = False`."),
        code=f"model.get_layer({names[0]!r}).trainable = False  # only if it is meant to stay as it is\n",
    )
