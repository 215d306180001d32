"""Saturated activations: sigmoid/tanh layers driven into their flat
region, where they pass back almost no gradient.

DeepDiagnosis (Wardat et al., ICSE 2022): a sigmoid/tanh layer with more
than half of its pre-activations beyond +-5 is saturated
(`SATURATED_SHARE`; the probe counts |z| > 5), over a sustained stretch of
the run as the gradient rules count one.
"""

import numpy as np

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.rules import Rule, register
from tb_trainhealth.diagnosis.rules.gradients import longest_stretch
from tb_trainhealth.diagnosis.rules.progress import learns

KIND, STAT = AREA.findings, AREA.matrices
GKIND = GRADIENTS.findings

SATURATED_SHARE = 0.5


@register
class SaturatedActivations(Rule):
    area = AREA
    kind = KIND.saturated_activations
    rank = 20
    # A saturated sigmoid/tanh passes back almost no gradient (its slope
    # beyond |z| = 5 is below 0.007): the layers before it get none.
    explains = (GKIND.vanishing_gradients, KIND.loss_stuck)

    def has_evidence(self, run_data):
        matrix = run_data.matrices.get(STAT.saturation)
        return matrix is not None and len(matrix.first_steps) > 0

    def check(self, run_data):
        matrix = run_data.matrices[STAT.saturation]
        found = []
        for column, layer in enumerate(matrix.columns):
            stretch = longest_stretch(matrix.values[:, column] > SATURATED_SHARE)
            if stretch is not None:
                found.append((layer, float(np.nanmedian(matrix.values[slice(*stretch), column])), stretch))
        if not found:
            return []
        learning = learns(run_data)
        layer, share, stretch = found[0]
        start, stop = int(matrix.first_steps[stretch[0]]), int(matrix.last_steps[stretch[1] - 1])
        names = ", ".join(f"{name!r} ({s:.0%})" for name, s, _ in found)
        return [self.finding(
            F.INFO if learning else F.WARNING, step=start, layer=layer,
            summary=(f"Saturated activations: {names} of the pre-activations lie beyond +-5, where sigmoid/tanh "
                     f"are flat (> {SATURATED_SHARE:.0%}), from step {start} to {stop}."),
            evidence={"layers": [name for name, _, _ in found], "share": {name: s for name, s, _ in found},
                      "first_step": start, "last_step": stop, "threshold": SATURATED_SHARE},
            fix=_fix_saturation(layer),
        )]


def _fix_saturation(layer):
    return F.Fix(
        text=(f"Keep the pre-activations of {layer!r} in sigmoid/tanh's working range: scale the inputs "
              f"(Normalization), put BatchNormalization before the activation, or use ReLU-family units "
              f"with he_normal initialisation."),
        code=(f'x = keras.layers.Dense(units, use_bias=False, name="{layer}")(x)\n'
              "x = keras.layers.BatchNormalization()(x)\n"
              'x = keras.layers.Activation("tanh")(x)   # or Dense(units, activation="relu", '
              'kernel_initializer="he_normal")\n'),
    )
