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
};

/** How one value reads, from its key's unit. */
function valueText(key, value) {
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
