// Numbers, steps, ticks and words, readable. Pure: no DOM, so the views'
// data modules (and `node --test`) can use them.

/** uPlot increments for a step axis: ticks at 1, 2, 5, 10, 20, 50, ... (steps are integers). */
export const STEP_INCRS = [];
for (let p = 1; p <= 1e12; p *= 10) STEP_INCRS.push(p, 2 * p, 5 * p);

/** A step number: a finite number. */
export const isStep = (v) => typeof v === "number" && Number.isFinite(v);

/** A number, readable: 0.00123 -> "1.23e-3", 1234567 -> "1.23e+6", 0.5 -> "0.5". */
export function formatNumber(v, digits = 3) {
  if (typeof v !== "number" || !Number.isFinite(v)) return String(v);
  if (v === 0) return "0";
  const abs = Math.abs(v);
  if (abs >= 1e5 || abs < 1e-3) {
    const [mant, exp] = v.toExponential(digits - 1).split("e");
    const m = String(Number(mant));
    return `${m}e${Number(exp)}`;
  }
  return String(Number(v.toPrecision(digits)));
}

/** "step 5" or "steps 1–4". */
export function formatSteps(first, last) {
  return first === last ? `step ${first}` : `steps ${first}–${last}`;
}

/** "1 layer", "3 layers". */
export function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** ["a", "b", "c"] -> "a, b and c". */
export function listWords(words) {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "nan" -> "NaN", "inf" -> "+Inf", "-inf" -> "-Inf" (as the routes spell them); anything else: null. */
export function nonfiniteWord(value) {
  const t = String(value ?? "").toLowerCase();
  if (t === "nan") return "NaN";
  if (t === "inf" || t === "+inf" || t === "infinity") return "+Inf";
  if (t === "-inf" || t === "-infinity") return "-Inf";
  return null;
}

/** A power of ten (for log axes that label decades only). */
export function isDecade(v) {
  if (!(v > 0)) return false;
  const e = Math.log10(v);
  return Math.abs(e - Math.round(e)) < 1e-9;
}

/** About `count` round integer ticks between lo and hi (1, 2, 5 x 10^k apart). */
export function niceSteps(lo, hi, count) {
  if (!(hi >= lo)) return [];
  if (hi === lo) return [lo];
  const raw = (hi - lo) / Math.max(1, count);
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) || raw);
  const ticks = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) ticks.push(Math.round(v));
  return ticks;
}

/** About `count` round ticks for a float axis (1, 2, 2.5, 5 x 10^k apart). */
export function niceTicks(lo, hi, count) {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / Math.max(1, count);
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * p).find((s) => s >= raw) || raw;
  const ticks = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** `text` shortened in the middle with "…" to fit `maxWidth`, as `measure(text)` measures it. */
export function middleEllipsis(text, maxWidth, measure) {
  const s = String(text);
  if (measure(s) <= maxWidth) return s;
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const keep = Math.ceil((lo + hi) / 2);
    const head = Math.ceil(keep / 2);
    const candidate = `${s.slice(0, head)}…${s.slice(s.length - (keep - head))}`;
    if (measure(candidate) <= maxWidth) lo = keep;
    else hi = keep - 1;
  }
  const head = Math.ceil(lo / 2);
  return `${s.slice(0, head)}…${s.slice(s.length - (lo - head))}`;
}

/** "#1967d2" -> [25, 103, 210]; `fallback` for anything else. */
export function rgbOfHex(text, fallback) {
  const m = /^#([0-9a-f]{6})$/i.exec(String(text).trim());
  if (!m) return fallback;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour a fraction `t` of the way from [r, g, b] `a` to `b`. */
export function mixRgb(a, b, t) {
  return a.map((v, i) => Math.round(v + (b[i] - v) * t));
}

/**
 * Splits for a log10 axis from `min` to `max` (> 0): one per decade, every
 * k-th decade past `maxTicks`; under two decades, 1, 2 and 5 times each
 * decade, so that a narrow range still has ticks.
 */
export function logSplits(min, max, maxTicks = 6) {
  if (!(min > 0) || !(max >= min)) return [];
  const a = Math.floor(Math.log10(min) + 1e-9);
  const b = Math.ceil(Math.log10(max) - 1e-9);
  const out = [];
  if (b - a < 2) {
    for (let e = a; e <= b; e++) {
      for (const m of [1, 2, 5]) {
        const v = Number((m * 10 ** e).toPrecision(6));
        if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)) out.push(v);
      }
    }
    if (out.length >= 2) return out;
    return [Number(min.toPrecision(3)), Number(max.toPrecision(3))].filter((v, i, l) => l.indexOf(v) === i);
  }
  const stride = Math.max(1, Math.ceil((b - a + 1) / maxTicks));
  for (let e = Math.ceil(Math.log10(min) - 1e-9); e <= b; e += stride) {
    const v = 10 ** e;
    if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)) out.push(v);
  }
  return out;
}
