"""Saturated activations: sigmoid/tanh layers driven into their flat
region, where they pass back almost no gradient.

DeepDiagnosis (Wardat et al., ICSE 2022): a sigmoid/tanh layer with more
than half of its pre-activations beyond +-5 is saturated
(`SATURATED_SHARE`; the probe counts |z| > 5), over a sustained stretch of
the run as the gradient rules count one.

Not where the layer makes the output of the model or of a model inside it
(a generator's, a decoder's) and the data it reproduces sits there too: a
sigmoid that outputs the exact 0s of an image's background (most of an
MNIST digit's pixels) can only do so from its flat end. Such a layer is
left out where its saturated share is at most the share of the data's
values that lie in the activation's flat band (the labels where they are
in the activation's range, else the inputs), plus `SAMPLING_MARGIN`.
"""

import numpy as np

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.areas.gradients import AREA as GRADIENTS
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules.gradients import longest_stretch
from tb_trainhealth.diagnosis.rules.progress import latest_check, learns
from tb_trainhealth.diagnosis.numbers import percent

KIND, STAT = AREA.findings, AREA.matrices
GKIND = GRADIENTS.findings

SATURATED_SHARE = 0.5
# The layer's share is of each step's batch, the data's of a few sampled
# batches' first rows: shares of different samples, a few points apart.
SAMPLING_MARGIN = 0.05
# The values each activation's output takes (the data must lie within them
# for the output to reproduce it).
_RANGES = {"sigmoid": (0.0, 1.0), "hard_sigmoid": (0.0, 1.0), "tanh": (-1.0, 1.0)}


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
        check = latest_check(run_data) or {}
        found = []
        for column, layer in enumerate(matrix.columns):
            stretch = longest_stretch(matrix.values[:, column] > SATURATED_SHARE)
            if stretch is None:
                continue
            share = float(np.nanmedian(matrix.values[slice(*stretch), column]))
            if not _reproduces_flat_data(check, layer, share):
                found.append((layer, share, stretch))
        if not found:
            return []
        learning = learns(run_data)
        layer, share, stretch = found[0]
        start, stop = int(matrix.first_steps[stretch[0]]), int(matrix.last_steps[stretch[1] - 1])
        names = ", ".join(f"{name!r} ({percent(s)})" for name, s, _ in found)
        return [self.finding(
            F.INFO if learning else F.WARNING, step=start, layer=layer,
            summary=(f"Saturated activations: {names} of the pre-activations lie beyond +-5, where sigmoid/tanh "
                     f"are flat (> {percent(SATURATED_SHARE)}), from step {start} to {stop}."),
            evidence={"layers": [name for name, _, _ in found], "share": {name: s for name, s, _ in found},
                      "first_step": start, "last_step": stop, "threshold": SATURATED_SHARE},
            fix=_fix_saturation(layer),
        )]


def _reproduces_flat_data(check, layer, share):
    """Whether `layer` makes a (sub-)model's output and the data holds at
    least `share` (less SAMPLING_MARGIN) of values in its activation's flat
    band: its saturation is the fit to that data."""
    if layer not in (check.get("output_layers") or ()):
        return False
    activation = (check.get("hidden_activations") or {}).get(layer) or (
        check.get("activation") if layer == check.get("head_activation_layer") else None)
    if activation not in _RANGES:
        return False
    low, high = _RANGES[activation]
    band = "tanh_flat" if activation == "tanh" else "sigmoid_flat"
    # The labels, where the output can take their values; else the inputs
    # (a GAN's real images, an autoencoder's own inputs).
    for data in (check.get("labels") or {}, check.get("inputs") or {}):
        if data.get(band) is None or data.get("min", low - 1) < low or data.get("max", high + 1) > high:
            continue
        return share <= data[band] + SAMPLING_MARGIN
    return False


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
