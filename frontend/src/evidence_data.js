// A finding's evidence as the rows of its table: each key in words, each
// value with its unit (bytes as KiB/MiB/GiB, times in ms or s, shares as
// percentages), internal names said as what they mean. Pure: no DOM.
import { bytesText, formatNumber, formatPercent, secondsText } from "./format.js";
import { formatValue, humanKey } from "./vocab.js";

const isNum = (v) => typeof v === "number" && Number.isFinite(v);
const SUPERSCRIPT = { 2: "²", 3: "³", 4: "⁴" };

// Keys whose name is the code's, not the reader's: their label and how
// their value reads.
const NAMED = {
  basis: ["Thresholds from", (v) => (v === "xprof" ? "xprof (the TensorFlow profiler's input-bound classes)" : formatValue(v))],
  batch_power: [
    "Batch-size dimensions",
    (v) => (isNum(v) && v > 1 ? `${v} (the tensor grows as batch size${SUPERSCRIPT[v] || `^${v}`})` : formatValue(v)),
  ],
  batch_size_bound: ["Largest batch size for that tensor", formatValue],
  no_batch_size_fits: ["No batch size fits", formatValue],
  norm_ratio_first_to_last: ["First layer's gradient norm / last layer's", (v) => (isNum(v) ? `${formatNumber(v)}x` : formatValue(v))],
  rule: ["Detected by", formatValue],
  // {expression in the line: its value} (diagnosis/op_fixes.py).
  constants: [
    "Numbers the line names",
    (v) => (v && typeof v === "object" && !Array.isArray(v)
      ? Object.entries(v).map(([expr, n]) => `${expr} = ${formatValue(n)}`).join(", ") || "none"
      : formatValue(v)),
  ],
  inputs: ["Inputs", (v) => (Array.isArray(v) && v.length && v.every(isTensorStats) ? v.map(tensorText).join("; ") : formatValue(v))],
};

// The replayed op's inputs (a nonfinite_op finding): each tensor's dtype,
// shape and range, and its NaN/Inf where it holds any, on one line.
const isTensorStats = (t) => t && typeof t === "object" && typeof t.dtype === "string" && Array.isArray(t.shape);

function tensorText(t) {
  const range = isNum(t.min) && isNum(t.max) ? ` in [${formatNumber(t.min, 4)}, ${formatNumber(t.max, 4)}]` : "";
  const bad = [["nan", "NaN"], ["posinf", "+Inf"], ["neginf", "-Inf"]]
    .filter(([key]) => isNum(t[key]) && t[key] > 0)
    .map(([key, word]) => `${t[key]} ${word}`);
  return `${t.dtype}[${t.shape.join(", ")}]${range}${bad.length ? ` (${bad.join(", ")})` : ""}`;
}

// The fields of a record inside the evidence (a spike, the labels' and
// inputs' summaries, the layer that moved first, an allocation) in words.
// Any other key of a record is a name of the run's own (a layer, a
// class, an input) and stays as it is.
const FIELDS = {
  peak: "peak at step",
  peak_value: "peak value",
  recovered_at: "recovered at step",
  one_step: "one step only",
  calm_rate: "rate before the spike",
  rate: "rate at the spike",
  rate_step: "sampled at step",
  layers_moved: "layers moved",
  jump: "jump",
  lr_update_ratio: "update / weight ratio",
  row_sum_dev_max: "largest row sum's distance from 1",
  abs_mean_max: "largest |mean| of a feature",
  std_max: "largest std of a feature",
  bytes: "size",
  first_step: "first step",
  last_step: "last step",
  sigma: "noise (σ)",
};

// Lint names (rules/input_pipeline_code.py) as what they say.
const LINTS = {
  sequential_map: "a .map run one element at a time",
  python_map: "Python inside a .map",
  cache_before_random: ".cache() after a random transformation",
  expensive_map_after_cache: "an expensive .map after .cache()",
  python_generator: "a Python generator as the source",
  small_shuffle_buffer: "a shuffle buffer too small",
  missing_interleave: "files read one at a time",
  forced_determinism: "determinism forced on",
  missing_prefetch: "no prefetch at the end",
  python_source: "a Python source (PyDataset, generator)",
};

const fieldWords = (key) => FIELDS[key] || key;

/** A record's fields as "words: value" pairs, each value with its unit. */
function recordText(record) {
  const entries = Object.entries(record);
  if (!entries.length) return "none";
  return entries.map(([k, v]) => `${fieldWords(k)}: ${valueText(k, v)}`).join(" · ");
}

/** How one value reads, from its key's unit. */
function valueText(key, value) {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (key === "lint" && typeof value === "string") return LINTS[value] || value.replace(/_/g, " ");
  if (/(^|_)bytes($|_)/.test(key)) {
    if (isNum(value)) return bytesText(value);
  }
  if (/_ms$/.test(key) && isNum(value)) return `${formatNumber(value)} ms`;
  if (/_s$/.test(key) && isNum(value)) return secondsText(value);
  if (/(^|_)share$/.test(key)) {
    if (isNum(value)) return formatPercent(value);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.entries(value).map(([k, v]) => `${k}: ${isNum(v) ? formatPercent(v) : formatValue(v)}`).join(" · ");
    }
  }
  if (value && typeof value === "object" && !Array.isArray(value)) return recordText(value);
  if (Array.isArray(value) && value.length && value.every((v) => v && typeof v === "object" && !Array.isArray(v))) {
    return value.map((v) => `(${recordText(v)})`).join(", ");
  }
  return formatValue(value);
}

/** [{key, label, text}] for an evidence object, in its order. */
export function evidenceRows(evidence) {
  if (!evidence || typeof evidence !== "object") return [];
  return Object.entries(evidence).map(([key, value]) => {
    const named = NAMED[key];
    const label = named ? named[0] : humanKey(key.replace(/_(ms|s)$/, ""));
    const text = named ? named[1](value) : valueText(key, value);
    return { key, label, text };
  });
}
