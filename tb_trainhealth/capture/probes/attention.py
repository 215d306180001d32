"""Attention evidence: per attention layer, the largest attention logit
and the attention entropy, every `every` steps (full steps only).

Where the scores are found:
- A Keras `MultiHeadAttention`: its `_compute_attention(query, key, value,
  attention_mask, ...)` is wrapped on the instance, and the scores are made
  again beside the layer's own from the query and key it was handed, the
  way its explicit path makes them (`einsum(equation, key, query * scale)`,
  its causal mask and attention mask). Keras 3.15 computes a causal-only
  attention in a fused `dot_product_attention` whose scores no hook can
  see; the layer's own computation is untouched either way (the class's
  method still runs, with the same arguments, and its result is returned).
- Any other layer: a Keras softmax (`keras.ops.softmax`, the Softmax layer,
  `activations.softmax`: all reach the backend's `nn.softmax`, watched
  process-wide while a probe is on, capture/internals/) whose input has
  rank >= 3, is taken over its last axis, and whose last two dimensions are
  equal (queries x keys), computed inside a layer of the model: the
  innermost layer of the user's own (not a Keras class) on the call stack,
  else the innermost one (a Softmax layer in a functional model). Inside a
  MultiHeadAttention it is that layer's and is not counted twice. How
  such scores were made is read once, off the traced graph (`score_form`):
  whether a scale (a Mul or a division) lies between the product of
  queries and keys and the softmax, and the depth the product contracts
  (d: unscaled, q . k of unit-scale vectors spreads as sqrt(d)).

What is recorded, per layer and step, over the first SAMPLES samples of the
batch, in float32 (the scores cast up first: a float16 score is exact in
float32):
- the largest attention logit: the max over unmasked positions of the
  scores (pre-softmax). A position is masked where the layer's mask says
  so, or where its score is at or below MASK_FLOOR, or not finite: every
  additive-mask recipe puts it there (-1e9 in float32 and bfloat16; -65504,
  -65000, -3e4 or -inf in float16), and no trained score comes near it.
- the mean attention entropy over queries, in nats, and the same divided by
  log(number of unmasked keys) of each query (1 = uniform over the keys it
  may see, 0 = one-hot). Queries that may see one key only (the first
  position under a causal mask) have no choice to make and are left out.

Nothing is written in the step: the statistics are handed out with it
(`in_step_end`) and written from the host as layer x step overviews.
Every hook traced into the user's step catches its own failures and hands
the user's tensors on unchanged; the statistics are read off the user's
tensors, never through an op the user's computation depends on.
"""

import numpy as np
import tensorflow as tf

from tb_trainhealth.areas.attention import AREA
from tb_trainhealth.capture import internals
from tb_trainhealth.capture.engine import step_variants
from tb_trainhealth.capture.readers.overview import Overview, WriteSchedule
from tb_trainhealth.capture.probes.base import Probe
from tb_trainhealth.capture.safety import passes_through, warn_once

EVENT, STAT = AREA.events, AREA.matrices
_DEFAULTS = AREA.option_defaults()

# Samples of the batch whose attention is looked at. The entropies are
# means over samples x heads x queries (2 x 4 x 32 = 256 rows on the demo
# transformer: a mean's standard error a sixteenth of the rows' spread), and the
# findings compare a layer's max logit with its own earlier values, taken
# over the same samples. 16 cost a quarter of a full step on the bench
# transformer (the scores made again, their softmax); 4 cost 4% of the
# step, 2 cost 2.5% (paired against the bare step, in one process).
SAMPLES = 2
# At or below this a score is a mask, not a logit (module docstring).
MASK_FLOOR = -1e4
WRITE_EVERY = 200  # steps between writes of the overviews (and at most every 10 s)

_STATS = f"{AREA.name}_stats"
# The columns of a layer's row, as handed out: whether the layer was seen
# in the trace (a layer not called in it gets a row of zeros), then the
# statistics. Kept finite: a NaN in a handed-out statistic marks the step
# as a NaN step.
FIELDS = ("seen", "max_logit", "entropy", "entropy_norm", "keys")
MATRICES = {STAT.attention_max_logit: 1, STAT.attention_entropy: 2, STAT.attention_entropy_norm: 3}


class AttentionProbe(Probe):
    @classmethod
    def from_options(cls, options):
        return cls(every=options["every"])

    def __init__(self, every=_DEFAULTS["every"]):
        self._every = max(1, int(every))
        self._model_layers = {}  # id -> layer, of the model being trained
        self._wrapped = []  # MultiHeadAttention layers whose _compute_attention is wrapped
        self._mha_ids = set()
        self._hooked = False
        # The statistics of the step being traced, per graph and thread
        # (each replica of a tf.distribute strategy traces its own):
        # {layer name: [float32 [4] per softmax]}.
        self._tracing = {}
        # Layer names in the order first traced: a handed-out row's index.
        self._columns = []
        self._attention_layers = {}  # name -> {"class", "kind", "heads", "keys"}
        self._overviews = None
        self._written_layers = 0
        self._writes = WriteSchedule(WRITE_EVERY)

    # Hooks.

    def on_train_begin(self, run):
        model = run.model
        self.detach(run)
        layers = internals.flatten_layers(model)
        self._model_layers = {id(layer): layer for layer in layers}
        attention_layers = internals.attention_layers
        mha_types = attention_layers.multi_head_attention_types()
        for layer in layers:
            if isinstance(layer, mha_types):
                attention_layers.attention_score_parts(layer)  # present, or MissingInternal turns the probe off
                attention_layers.wrap_compute_attention(layer, lambda original, layer=layer: self._wrapper(layer, original))
                self._wrapped.append(layer)
                self._mha_ids.add(id(layer))
        internals.attention_layers.add_softmax_hook(self._on_softmax)
        self._hooked = True
        run.retrace()

    def wants_full_step(self, step):
        return (step - 1) % self._every == 0

    def in_step_begin(self, run, data):
        if step_variants.full_step():
            self._tracing[step_variants.tracing_key()] = {}
        return None

    def in_step_end(self, run, data, logs):
        found = self._tracing.pop(step_variants.tracing_key(), None)
        if not found:
            return None
        try:
            for name in found:
                if name not in self._columns:
                    self._columns.append(name)
            rows = []
            for name in self._columns:
                stats = found.get(name)
                if not stats:
                    rows.append(tf.zeros([len(FIELDS)]))
                    continue
                stacked = tf.stack(stats)  # one row per softmax of the layer in the step
                rows.append(tf.concat([
                    tf.ones([1]), tf.reduce_max(stacked[:, :1], axis=0), tf.reduce_mean(stacked[:, 1:], axis=0),
                ], axis=0))
            return {_STATS: tf.stack(rows)}
        except Exception:
            warn_once(AttentionProbe.in_step_end)
            return None

    def on_batch_end(self, run, logs):
        values = run.step_outputs.read(_STATS)
        if values is None:
            return
        values = np.asarray(values, dtype=np.float64).reshape(-1, len(FIELDS))
        columns = self._columns[: len(values)]
        if self._overviews is None:
            self._overviews = {name: Overview(columns) for name in MATRICES}
        width = len(self._overviews[STAT.attention_max_logit].columns)
        values = values[:width]  # a layer first traced later than the overviews were made is not kept
        seen = values[:, 0] > 0
        for name, field in MATRICES.items():
            self._overviews[name].add(run.step, np.where(seen, values[:, field], np.nan))
        for name, row in zip(columns, values):
            if row[0] > 0 and name in self._attention_layers:
                self._attention_layers[name]["mean_keys"] = float(row[4])
        if len(self._attention_layers) > self._written_layers:
            self._write_layers(run)
        if self._writes.due(run.step):
            self._write_matrices(run)

    def on_steps_end(self, run, steps):
        for logs in steps.one_by_one(run, holding=(_STATS,)):
            self.on_batch_end(run, logs)

    def on_train_end(self, run):
        self._write_layers(run)
        self._write_matrices(run)

    def on_step_error(self, run, error):
        self._write_matrices(run)

    def detach(self, run):
        for layer in self._wrapped:
            try:
                internals.attention_layers.unwrap_compute_attention(layer)
            except Exception:
                warn_once(AttentionProbe.detach)
        self._wrapped, self._mha_ids = [], set()
        if self._hooked:
            internals.attention_layers.remove_softmax_hook(self._on_softmax)
            self._hooked = False

    # Where the scores are.

    def _wrapper(self, layer, original):
        probe = self

        @passes_through
        def compute_attention(*args, **kwargs):
            result = original(*args, **kwargs)
            found = probe._tracing.get(step_variants.tracing_key())
            if found is not None and tf.inside_function():
                try:
                    with internals.stop_recording(), tf.name_scope("trainhealth"):
                        scores, keep = _mha_scores(layer, args, kwargs)
                        probe._add(found, layer, scores, keep, "MultiHeadAttention")
                except Exception:
                    warn_once(AttentionProbe._wrapper)
            return result

        return compute_attention

    def _on_softmax(self, x, axis, output):
        found = self._tracing.get(step_variants.tracing_key())
        if found is None or not tf.inside_function() or not isinstance(x, tf.Tensor):
            return
        shape = x.shape
        rank = shape.rank
        if rank is None or rank < 3 or axis not in (-1, rank - 1) or shape[-1] is None or shape[-1] != shape[-2]:
            return
        if not x.dtype.is_floating:
            return
        layer = self._owner(internals.attention_layers.calling_layers())
        if layer is None:
            return
        try:
            with internals.stop_recording(), tf.name_scope("trainhealth"):
                self._add(found, layer, x, None, "softmax")
        except Exception:
            warn_once(AttentionProbe._on_softmax)

    def _owner(self, callers):
        """The layer of the model a softmax is computed in (module
        docstring), or None: not in this model, or inside a
        MultiHeadAttention (whose scores its wrapper takes)."""
        ours = [layer for layer in callers if id(layer) in self._model_layers]
        if not ours or any(id(layer) in self._mha_ids for layer in ours):
            return None
        own = [layer for layer in ours if not type(layer).__module__.startswith(("keras", "tf_keras"))]
        return own[0] if own else ours[0]

    def _add(self, found, layer, scores, keep, kind):
        found.setdefault(layer.name, []).append(score_stats(scores, keep))
        if layer.name not in self._attention_layers:
            self._attention_layers[layer.name] = {
                "class": type(layer).__name__, "kind": kind, "keys": int(scores.shape[-1] or 0) or None,
                "heads": int(getattr(layer, "num_heads", 0) or getattr(layer, "heads", 0) or 0) or None,
                "module": type(layer).__module__,
            }
            if kind == "softmax":
                self._attention_layers[layer.name].update(score_form(scores) or {})

    # Writing.

    def _write_layers(self, run):
        if not self._attention_layers:
            return
        self._written_layers = len(self._attention_layers)
        layers = [dict(self._attention_layers[name], layer=name) for name in self._columns if name in self._attention_layers]
        run.writer.event(EVENT.attention_layers, run.step, {"layers": layers, "every": self._every,
                                                            "samples": SAMPLES, "mask_floor": MASK_FLOOR})

    def _write_matrices(self, run):
        self._writes.written()
        for name, overview in (self._overviews or {}).items():
            if len(overview):
                run.writer.matrix(name, overview.columns, overview.rows(), run.step)


# Ops that make queries x keys, that scale them, and that pass them on
# unscaled (an additive or selected mask, a cast) on their way to the softmax.
_PRODUCTS = ("BatchMatMulV2", "BatchMatMulV3", "BatchMatMul", "MatMul", "Einsum")
_SCALES = ("Mul", "RealDiv", "Div", "DivNoNan", "TruncateDiv")
_PASSING = ("AddV2", "Add", "Sub", "Cast", "Identity", "SelectV2", "Select")
_HOPS = 6  # ops walked back from the softmax's input


def score_form(scores):
    """{"scaled": bool, "depth": d or None} of scores made in a traced
    graph: scaled where a Mul or division lies on the way from the product
    of queries and keys to the softmax, or scales one of the product's
    inputs (`q * d**-0.5`); None where no product is found within _HOPS ops
    (an eager call, scores made some other way)."""
    op = getattr(scores, "op", None)
    return _form_of(op, _HOPS) if op is not None and hasattr(op, "inputs") else None


def _form_of(op, hops):
    if op.type in _SCALES:
        return {"scaled": True}
    if op.type in _PRODUCTS:
        scaled = any(tensor.op.type in _SCALES for tensor in op.inputs)
        return {"scaled": scaled, "depth": None if scaled else _contracted(op)}
    if op.type not in _PASSING or hops <= 0:
        return None
    for tensor in op.inputs:
        form = _form_of(tensor.op, hops - 1)
        if form is not None:
            return form
    return None


def _contracted(op):
    """The size of the axis a product of queries and keys sums over, or None."""
    try:
        first = op.inputs[0].shape
        if op.type == "Einsum":
            equation = op.get_attr("equation").decode()
            inputs, output = equation.replace(" ", "").split("->")
            left = inputs.split(",")[0]
            summed = [i for i, letter in enumerate(left) if letter not in output]
            dims = [first[i] for i in summed] if "." not in left and len(left) == first.rank else []
            return int(np.prod(dims)) if dims and None not in dims else None
        transposed = op.get_attr("transpose_a" if op.type == "MatMul" else "adj_x")
        depth = first[-2] if transposed else first[-1]
        return int(depth) if depth is not None else None
    except Exception:
        return None


def _mha_scores(layer, args, kwargs):
    """(scores (B', N, T, S) in float32, keep mask or None) as the layer's
    explicit path makes them, from `_compute_attention`'s arguments, over
    the first SAMPLES samples."""
    names = ("query", "key", "value", "attention_mask", "training", "return_attention_scores", "use_causal_mask")
    bound = dict(zip(names, args))
    bound.update(kwargs)
    query, key, value = bound["query"][:SAMPLES], bound["key"][:SAMPLES], bound["value"][:SAMPLES]
    mask = bound.get("attention_mask")
    equation, scale, axes = internals.attention_layers.attention_score_parts(layer)
    if bound.get("use_causal_mask"):
        causal = internals.attention_layers.attention_causal_mask(layer, query, value)
        mask = causal if mask is None else tf.logical_and(tf.cast(mask, tf.bool), causal)
    scores = _scores(equation, tf.cast(key, tf.float32), tf.cast(query, tf.float32) * scale)
    if mask is not None:
        mask = tf.cast(mask, tf.bool)
        if mask.shape.rank and mask.shape[0] not in (None, 1):
            mask = mask[:SAMPLES]
        for _ in range(scores.shape.rank - mask.shape.rank):
            mask = tf.expand_dims(mask, axis=-len(axes) * 2 - 1)  # as MultiHeadAttention._masked_softmax
    return scores, mask


# MultiHeadAttention's equation for one attention axis: key (B, S, N, H),
# query (B, T, N, H) -> scores (B, N, T, S).
_ONE_AXIS = "aecd,abcd->acbe"


def _scores(equation, key, query):
    """einsum(equation, key, query): for one attention axis, as a batched
    matmul, the same products in the same order (oneDNN's einsum took twice
    as long on the bench transformer's small heads)."""
    if equation != _ONE_AXIS:
        return tf.einsum(equation, key, query)
    heads_first = [0, 2, 1, 3]
    return tf.matmul(tf.transpose(query, heads_first), tf.transpose(key, heads_first), transpose_b=True)


def score_stats(scores, keep=None):
    """float32 [4] of attention scores (..., T, S), the softmax over the
    last axis: the largest unmasked score, the mean entropy (nats) and
    entropy / log(keys) over queries with 2 or more unmasked keys, the mean
    number of unmasked keys (module docstring). `keep`: a boolean mask
    broadcastable to the scores (True: attended), or None."""
    s = tf.cast(scores[:SAMPLES], tf.float32)
    kept = tf.math.is_finite(s) & (s > MASK_FLOOR)
    if keep is not None:
        kept = kept & tf.broadcast_to(tf.cast(keep, tf.bool), tf.shape(s))
    masked = tf.where(kept, s, tf.fill(tf.shape(s), tf.constant(-np.inf, tf.float32)))
    any_kept = tf.reduce_any(kept)
    max_logit = tf.where(any_kept, tf.reduce_max(masked), 0.0)
    log_p = tf.nn.log_softmax(masked, axis=-1)
    # p log p is 0 where p is 0 (a masked key: log p is -inf).
    entropy = -tf.reduce_sum(tf.math.multiply_no_nan(log_p, tf.exp(log_p)), axis=-1)
    keys = tf.reduce_sum(tf.cast(kept, tf.float32), axis=-1)
    rows = keys >= 2.0
    count = tf.maximum(tf.reduce_sum(tf.cast(rows, tf.float32)), 1.0)
    zero = tf.zeros_like(entropy)
    mean_entropy = tf.reduce_sum(tf.where(rows, entropy, zero)) / count
    normalised = entropy / tf.math.log(tf.maximum(keys, 2.0))
    mean_normalised = tf.reduce_sum(tf.where(rows, normalised, zero)) / count
    mean_keys = tf.reduce_sum(tf.where(rows, keys, zero)) / count
    return tf.stack([max_logit, mean_entropy, mean_normalised, mean_keys])
