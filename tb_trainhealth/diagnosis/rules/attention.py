"""Attention health: attention logits that grow without bound, and
attention entropy that collapses to one-hot.

The record: "Scaling Vision Transformers to 22B Parameters" (Dehghani et
al. 2023, section 3.1.1): without normalisation the largest attention
logit of a layer grows steadily in training, the attention weights turn
near one-hot (entropy collapse) and the loss then diverges or stops
improving; LayerNorm on the queries and keys before their dot product (QK
normalisation) removes it, as does a lower learning rate. Warmup exists
for the same reason: early Adam updates are large relative to the weights.

Thresholds, and why:
- Near one-hot. Of a softmax over n keys whose largest logit exceeds every
  other by a gap g, the top weight is at least 1 / (1 + (n - 1) e^-g): it
  reaches 99% once g >= log(n - 1) + log(99). That gap, for the layer's
  own key count, is `one_hot_logit(keys)` (8.0 for 32 keys, 11.5 for
  1024). Attention logits start near 0 (scores of random q, k over
  sqrt(d)), so a largest logit past it means one query at least attends
  to a single key whatever the rest of its row holds.
- Grows without bound: judged on the rows of the layer's overview, split in
  thirds: the last third's median is past the one-hot gap, GROWTH times the
  first sample's (the weights at initialisation; at least 1), and still
  STILL_RISING times the middle third's (a level that settled is a head
  that learned to look somewhere, not a growth), or past `saturated_logit`
  (the one-hot gap plus log(2^24): there the other keys' weights are below
  float32's resolution, the softmax passes them no gradient, and a level
  that high is the growth's result whether or not it still climbs).
- Entropy collapse: the mean attention entropy of the layer over its last
  LATE_SHARE of samples is at most log(COLLAPSED_KEYS) nats (it collapsed
  at the first of SETTLED samples in a row under that line): on average a
  query spreads its weight over fewer than 1.5 keys (the exponential of
  the entropy is the effective number of keys attended). It started spread
  (normalised entropy >= SPREAD at the first sample). Sharp attention is
  what a trained copy head does, so it is a finding only where the loss
  stalls (no better than the class prior, or less than STALL_DROP lower at
  the end than where the collapse began) or spikes (ROSE times its level
  at the collapse, or NaN/Inf) after it.
- A run too short for a trend (MIN_ROWS samples) is not judged.

A missing scale is not growth: scores made as q . k^T with no 1/sqrt(d)
(capture/probes/attention.py reads how a layer of the user's made them)
spread as sqrt(d) times the scaled ones (Vaswani et al. 2017, 3.2.1: the
reason for the scale), and are past the one-hot gap at the first sample,
before any update could grow them. That is told as the cause, with the
scale as the fix (not QK normalisation), and a warning: a one-hot softmax
from step 1 passes no gradient to the keys it ignores.

A logit growth is `info` where the loss still learns after it and the
logits have not reached `saturated_logit` (the one-hot gap plus log(2^24):
the softmax is one-hot in float32, no gradient reaches the other keys):
nothing has broken yet (the 22B paper's runs diverged later).
"""

import math

import numpy as np

from tb_trainhealth.areas.attention import AREA
from tb_trainhealth.areas.convergence import AREA as CONVERGENCE
from tb_trainhealth.areas.core import AREA as CORE
from tb_trainhealth.areas.nonfinite import AREA as NONFINITE
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.fix_code import optimizer_line
from tb_trainhealth.diagnosis.numbers import number, percent
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules.progress import ends_at_prior, latest_check, loss_windows

KIND, STAT, EVENT = AREA.findings, AREA.matrices, AREA.events
CKIND, NKIND = CONVERGENCE.findings, NONFINITE.findings

TOP_WEIGHT = 0.99  # "near one-hot": one key holds this share of the weight
MIN_ROWS = 6
GROWTH = 4.0
STILL_RISING = 1.2
LATE_SHARE = 0.2
COLLAPSED_KEYS = 1.5
SETTLED = 3  # samples in a row under the collapse line that make the collapse's step
SPREAD = 0.5
STALL_DROP = 0.02
ROSE = 1.5
LR_CUT = 10.0  # the lower peak learning rate suggested: a tenth


def saturated_logit(keys):
    """The logit gap past which the other keys' weights are below float32's
    resolution next to the top one's (2^-24): the softmax is one-hot in
    float32 and passes back no gradient to the keys it ignores."""
    return one_hot_logit(keys) + 24 * math.log(2)


def one_hot_logit(keys):
    """The logit gap past which one of `keys` keys holds TOP_WEIGHT of the
    softmax's weight whatever the other logits are (module docstring)."""
    keys = max(int(keys or 2), 2)
    return math.log(keys - 1) + math.log(TOP_WEIGHT / (1 - TOP_WEIGHT))


COLLAPSED_ENTROPY = math.log(COLLAPSED_KEYS)


def attention_layers(run_data):
    """{layer: {"class", "kind", "keys", "heads", "module", ...}} from the
    latest attention_layers event, or {}."""
    events = run_data.events_of(EVENT.attention_layers)
    if not events:
        return {}
    layers = events[-1].payload.get("layers") or []
    return {entry["layer"]: entry for entry in layers if isinstance(entry, dict) and isinstance(entry.get("layer"), str)}


def _column(matrix, layer):
    """(first steps, last steps, values) of one layer's finite rows."""
    values = matrix.values[:, matrix.columns.index(layer)]
    finite = np.isfinite(values)
    return matrix.first_steps[finite], matrix.last_steps[finite], values[finite]


def logit_trend(matrix, layer, keys):
    """The growth judged on one layer's largest logits (module docstring):
    a dict of the figures, with "grows" True or False; None where too few."""
    first, last, values = _column(matrix, layer)
    if len(values) < MIN_ROWS:
        return None
    thirds = np.array_split(values, 3)
    start, early, middle, late = float(values[0]), *(float(np.median(t)) for t in thirds)
    bound = one_hot_logit(keys)
    rising = late >= STILL_RISING * middle and middle >= early
    grows = late >= bound and late >= GROWTH * max(start, 1.0) and (rising or late >= saturated_logit(keys))
    crossed = np.flatnonzero(values >= bound)
    return {
        "start": start, "early": early, "middle": middle, "late": late, "peak": float(np.max(values)),
        "latest": float(values[-1]),
        "one_hot_logit": bound, "saturated_logit": saturated_logit(keys), "keys": keys, "grows": bool(grows),
        "still_rising": bool(rising),
        "first_step": int(first[0]), "last_step": int(last[-1]),
        "crossed_step": int(first[crossed[0]]) if len(crossed) else None,
    }


def entropy_trend(entropy, normalised, layer):
    """The collapse judged on one layer's attention entropy: a dict of the
    figures, with "collapsed" True or False; None where too few."""
    first, last, values = _column(entropy, layer)
    if len(values) < MIN_ROWS:
        return None
    late = float(np.median(values[-max(1, int(round(LATE_SHARE * len(values)))):]))
    start_norm = None
    if normalised is not None and layer in normalised.columns:
        norm = _column(normalised, layer)[2]
        start_norm = float(norm[0]) if len(norm) else None
    spread = start_norm is None or start_norm >= SPREAD
    below = _settled_below(values, COLLAPSED_ENTROPY)
    return {
        "start": float(values[0]), "late": late, "start_normalised": start_norm,
        "effective_keys": math.exp(late), "threshold_nats": COLLAPSED_ENTROPY,
        "collapsed": bool(late <= COLLAPSED_ENTROPY and spread and len(below)),
        "collapse_step": int(first[below[0]]) if len(below) else None,
        "last_step": int(last[-1]),
    }


def _settled_below(values, threshold):
    """Indices from which SETTLED samples in a row are at or below
    `threshold` (fewer at the end of the run: all that are left). One
    sample under the line is within the statistic's sampling noise (a mean
    over a few samples of the batch); a collapse is a level it stays at."""
    under = values <= threshold
    return np.array([i for i in np.flatnonzero(under) if under[i:i + SETTLED].all()], dtype=int)


def loss_after(run_data, step):
    """How the loss went from `step` on: {"at", "end", "stalled", "spiked",
    "at_prior"}, or None without a loss. Stalled: at the class prior's
    entropy at the end (the convergence area's `ends_at_prior`), or less
    than STALL_DROP lower at the end than at `step`. Spiked: a 3-step
    median ROSE times its level at `step`, or NaN/Inf, from there on."""
    series = run_data.series.get(CORE.series.loss)
    if series is None or step is None:
        return None
    after = series.steps >= step
    values = series.values[after]
    if len(values) < 3:
        return None
    finite = values[np.isfinite(values)]
    if len(finite) < 3:
        return {"at": None, "end": None, "stalled": False, "spiked": True, "at_prior": False}
    at = float(np.median(finite[:3]))
    end = float(np.median(finite[-max(3, len(finite) // 10):]))
    smooth = np.array([np.median(finite[i:i + 3]) for i in range(len(finite) - 2)])
    spiked = bool(not np.isfinite(values).all() or float(np.max(smooth)) >= ROSE * abs(at))
    windows = loss_windows(run_data)
    at_prior = bool(windows is not None and ends_at_prior(run_data, windows))
    stalled = at_prior or end > at * (1 - STALL_DROP)
    return {"at": at, "end": end, "stalled": bool(stalled), "spiked": spiked, "at_prior": at_prior}


class _AttentionRule(Rule):
    area = AREA

    def has_evidence(self, run_data):
        matrix = run_data.matrices.get(STAT.attention_max_logit)
        return matrix is not None and len(matrix.first_steps) > 0


@register
class AttentionLogitGrowth(_AttentionRule):
    kind = KIND.attention_logit_growth
    rank = 12
    # Logits growing without bound make the attention one-hot (its entropy
    # collapses) and precede the loss's divergence or stall (Dehghani et
    # al. 2023). Where the run still learns (an `info`), it explains nothing.
    explains = (KIND.attention_entropy_collapse, CKIND.loss_stuck, CKIND.loss_oscillating, CKIND.loss_diverging,
                NKIND.nonfinite_loss)

    def explains_finding(self, cause, symptom):
        if cause.severity == F.INFO or symptom.kind not in self.explains:
            return False
        if symptom.kind == KIND.attention_entropy_collapse:
            return symptom.layer in cause.evidence.get("layers", ())
        return True

    def check(self, run_data):
        matrix = run_data.matrices[STAT.attention_max_logit]
        layers = attention_layers(run_data)
        unscaled = missing_scale(matrix, layers)
        if unscaled:
            return [self._missing_scale(run_data, unscaled, layers)]
        growing = {}
        for layer in matrix.columns:
            trend = logit_trend(matrix, layer, (layers.get(layer) or {}).get("keys"))
            if trend is not None and trend["grows"]:
                growing[layer] = trend
        if not growing:
            return []
        # Shown on the layer whose logits went furthest past its bound.
        first = max(growing, key=lambda name: growing[name]["late"] / growing[name]["one_hot_logit"])
        trend = growing[first]
        loss = loss_after(run_data, trend["crossed_step"])
        troubled = loss is not None and (loss["stalled"] or loss["spiked"])
        saturated = trend["late"] >= trend["saturated_logit"]
        # From the first sample to the latest: the figure the tab's table
        # shows for each layer (its latest sample), never another reduction.
        names = ", ".join(f"{name!r} ({number(t['start'])} -> {number(t['latest'])})" for name, t in growing.items())
        summary = (f"Attention logits grow without bound: the largest attention logit, from its first sample to its "
                   f"latest, climbs in {names}, past {number(trend['one_hot_logit'])}, where a softmax over "
                   f"{trend['keys'] or 'its'} keys is near one-hot (one key takes {percent(TOP_WEIGHT)})"
                   + (f"; it was still rising at the end (step {trend['last_step']})." if trend["still_rising"]
                      else "."))
        if troubled:
            summary += (" The loss " + ("spiked" if loss["spiked"] else "stalled") +
                        f" after step {trend['crossed_step']}.")
        elif saturated:
            summary += (f" Past {number(trend['saturated_logit'])} the softmax is one-hot even in float32 and passes "
                        "back no gradient to the keys it ignores.")
        else:
            summary += " The loss still improves: nothing has broken yet, but this is how large runs diverge."
        check = latest_check(run_data) or {}
        return [self.finding(
            F.WARNING if troubled or saturated else F.INFO, step=trend["crossed_step"], layer=first,
            summary=summary,
            evidence={"layers": list(growing), "trends": growing, "loss_after": loss,
                      "threshold_growth": GROWTH, "threshold_still_rising": STILL_RISING,
                      "top_weight": TOP_WEIGHT},
            fix=fix_attention(check, layers.get(first) or {"layer": first}, "logits"),
        )]


    def _missing_scale(self, run_data, unscaled, layers):
        first = next(iter(unscaled))
        found = unscaled[first]
        d, keys = found["depth"], found["keys"]
        names = ", ".join(f"{name!r} (d = {f['depth']})" for name, f in unscaled.items())
        summary = (f"The attention scores are not scaled: {names} makes them as q . k^T with no 1/sqrt(d), and "
                   f"its largest attention logit was already {number(found['start'])} at the first sample (step "
                   f"{found['first_step']}), past "
                   f"{number(found['one_hot_logit'])} where a softmax over {keys or 'its'} keys is near one-hot: a "
                   f"missing scale, not growth. Unscaled, a score of unit-scale queries and keys spreads as "
                   f"sqrt(d) = {number(math.sqrt(d))} times the scaled one (Vaswani et al. 2017, 3.2.1)"
                   + (f"; it reached {number(found['peak'])} later." if found["peak"] > found["start"] else "."))
        cls = (layers.get(first) or {}).get("class") or "your attention layer"
        fix = F.Fix(
            text=(f"Scale the scores of {first!r} by 1/sqrt(d) = 1/{number(math.sqrt(d))} (d = {d}, the depth of its "
                  f"queries and keys) before the softmax, as scaled dot-product attention does."),
            code=(f"# {cls}.call ({first}): the scores over sqrt(d) before the softmax, d = {d}\n"
                  f"scores = keras.ops.matmul(q, keras.ops.transpose(k, (0, 2, 1))) / math.sqrt({d})  "
                  "# was q @ k^T unscaled\n"),
        )
        return self.finding(F.WARNING, summary, fix, step=found["first_step"], layer=first,
                            evidence={"layers": list(unscaled), "missing_scale": unscaled})


def missing_scale(matrix, layers):
    """{layer: figures} of layers whose scores were made with no 1/sqrt(d)
    and whose largest logit was past the one-hot gap at the first sample
    (module docstring), in the matrix's column order."""
    found = {}
    for layer in matrix.columns:
        entry = layers.get(layer) or {}
        if entry.get("scaled") is not False or not entry.get("depth"):
            continue
        first, _, values = _column(matrix, layer)
        if not len(values):
            continue
        bound = one_hot_logit(entry.get("keys"))
        if values[0] >= bound:
            found[layer] = {"depth": int(entry["depth"]), "keys": entry.get("keys"), "start": float(values[0]),
                            "peak": float(np.max(values)), "first_step": int(first[0]), "one_hot_logit": bound}
    return found


@register
class AttentionEntropyCollapse(_AttentionRule):
    kind = KIND.attention_entropy_collapse
    rank = 13
    # One-hot attention passes one token's value on per query: the loss
    # that stalls or spikes after it follows from it.
    explains = (CKIND.loss_stuck, CKIND.loss_oscillating)

    def has_evidence(self, run_data):
        matrix = run_data.matrices.get(STAT.attention_entropy)
        return matrix is not None and len(matrix.first_steps) > 0

    def check(self, run_data):
        entropy = run_data.matrices[STAT.attention_entropy]
        normalised = run_data.matrices.get(STAT.attention_entropy_norm)
        layers = attention_layers(run_data)
        found = {}
        for layer in entropy.columns:
            trend = entropy_trend(entropy, normalised, layer)
            if trend is None or not trend["collapsed"]:
                continue
            loss = loss_after(run_data, trend["collapse_step"])
            if loss is not None and (loss["stalled"] or loss["spiked"]):
                found[layer] = dict(trend, loss_after=loss)
        if not found:
            return []
        first = min(found, key=lambda name: found[name]["collapse_step"])
        trend = found[first]
        loss = trend["loss_after"]
        names = ", ".join(f"{name!r} ({number(t['start'])} -> {number(t['late'])} nats)" for name, t in found.items())
        how = "spiked" if loss["spiked"] else ("stays at the class prior" if loss["at_prior"] else "stalled")
        check = latest_check(run_data) or {}
        return [self.finding(
            F.WARNING, step=trend["collapse_step"], layer=first,
            summary=(f"Attention entropy collapses: the attention of {names} turns near one-hot (each query "
                     f"attends to about {number(trend['effective_keys'])} key(s), below {number(COLLAPSED_KEYS)}) from "
                     f"step {trend['collapse_step']}, and the loss {how} after it."),
            evidence={"layers": list(found), "trends": found, "threshold_nats": COLLAPSED_ENTROPY,
                      "threshold_effective_keys": COLLAPSED_KEYS},
            fix=fix_attention(check, layers.get(first) or {"layer": first}, "entropy"),
        )]


# The fix, written for the user's layer and optimizer.


def fix_attention(check, layer, what):
    """QK normalisation for the layer as the user wrote it (a subclass for
    Keras's MultiHeadAttention, two lines for a layer of their own), and a
    lower peak learning rate from the run's own optimizer."""
    name, cls = layer.get("layer"), layer.get("class") or "your attention layer"
    lr = check.get("learning_rate")
    rates = [rate for _, rate in check.get("rates") or () if isinstance(rate, (int, float))]
    if check.get("lr_schedule") and rates:
        lr = max(rates)  # the schedule's sampled peak, not its (warmup) start
    lower = lr / LR_CUT if isinstance(lr, (int, float)) and lr > 0 else None
    lr_text = (f"or lower the peak learning rate to {number(lower)} (a tenth of {number(lr)}) with a warmup"
               if lower is not None else "or lower the peak learning rate (a tenth), with a warmup")
    if check.get("lr_schedule") and lower is not None:
        lr_text += f" (the run's {check['lr_schedule']} peaked near {number(lr)})"
    why = "bounds the attention logits" if what == "logits" else "keeps the attention from collapsing to one key"
    text = (f"Normalise the queries and keys before their dot product (QK LayerNorm, Dehghani et al. 2023): it "
            f"{why}. {lr_text[0].upper()}{lr_text[1:]}; or add a z-loss (1e-4 * logsumexp(logits)^2, PaLM) to keep logits near 0.")
    optimizer = optimizer_line(check, learning_rate=lower) if lower is not None else None
    if layer.get("kind") == "MultiHeadAttention":
        code = (
            "# keras.layers.MultiHeadAttention has no QK norm: subclass it (its _compute_attention gets the\n"
            "# projected query and key, (batch, seq, heads, head_dim)), and use it in place of it.\n"
            "class QKNormMultiHeadAttention(keras.layers.MultiHeadAttention):\n"
            "    def build(self, query_shape, value_shape, key_shape=None):\n"
            "        super().build(query_shape, value_shape, key_shape)\n"
            "        self.q_norm = keras.layers.LayerNormalization(name=\"q_norm\")\n"
            "        self.k_norm = keras.layers.LayerNormalization(name=\"k_norm\")\n"
            "\n"
            "    def _compute_attention(self, query, key, value, attention_mask=None, training=None,\n"
            "                           return_attention_scores=False):\n"
            "        return super()._compute_attention(self.q_norm(query), self.k_norm(key), value,\n"
            "                                          attention_mask, training, return_attention_scores)\n"
            "\n"
            f"# {name}: QKNormMultiHeadAttention(num_heads, key_dim, ...) in place of MultiHeadAttention\n"
        )
    else:
        code = (
            f"# In {cls} ({name}): a LayerNorm over each head's queries and keys, before the scores.\n"
            f"# {cls}.__init__:\n"
            "self.q_norm = keras.layers.LayerNormalization(name=\"q_norm\")\n"
            "self.k_norm = keras.layers.LayerNormalization(name=\"k_norm\")\n"
            f"# {cls}.call, q and k as (batch, seq, heads, head_dim), before q @ k^T / sqrt(head_dim):\n"
            "q, k = self.q_norm(q), self.k_norm(k)\n"
        )
    if optimizer is not None:
        code += f"\n# or a lower peak learning rate:\noptimizer = {optimizer}\n"
    return F.Fix(text=text, code=code)
