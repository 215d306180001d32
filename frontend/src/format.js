// Numbers, steps, ticks and words, readable. Pure: no DOM, so the views'
// data modules (and `node --test`) can use them.

/** uPlot increments for a step axis: ticks at 1, 2, 5, 10, 20, 50, ... (steps are integers). */
export const STEP_INCRS = [];
for (let p = 1; p <= 1e12; p *= 10) STEP_INCRS.push(p, 2 * p, 5 * p);

/** A step number: a finite number. */
export const isStep = (v) => typeof v === "number" && Number.isFinite(v);

/** A number, readable: 0.00123 -> "0.00123", 1234567 -> "1.23e6", 0.5 -> "0.5", Infinity -> "+Inf". */
export function formatNumber(v, digits = 3) {
  if (v === Infinity) return "+Inf";
  if (v === -Infinity) return "-Inf";
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

// Changes and shares, said as tb_trainhealth/diagnosis/numbers.py says them
// in the findings (the same cases test both: test/number_cases.json), so a
// card and a summary beside it read the same.

/** Past this many times the start a change is a fold ("up 120-fold"), not "up 8.36e24%". */
const FOLD_FROM = 10;

const trim = (text) => (text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text);

/** A share or a change as a percentage: 0.0163 -> "1.6%", 0.143 -> "14%", 0.9996 -> "99.96%", tiny -> "<0.01%". */
export function formatPercent(fraction) {
  if (fraction === null || fraction === undefined) return "?";
  const f = Number(fraction);
  if (!Number.isFinite(f)) return formatNumber(f);
  const p = Math.abs(f) * 100;
  const sign = f < 0 ? "-" : "";
  if (p === 0) return "0%";
  if (p < 0.01) return `${sign}<0.01%`;
  if (p >= 10) {
    let text = p.toFixed(0);
    // 99.96% is not all of it: more digits until it no longer reads 100%.
    for (let digits = 3; Number(text) === 100 && p !== 100 && digits < 8; digits++) text = trim(p.toPrecision(digits));
    return `${sign}${text}%`;
  }
  return `${sign}${trim(p.toPrecision(2))}%`;
}

/** How a value moved: "up 14%", "down 1.3%", "up 120-fold", "unchanged", or "from A to B" (a start of 0, NaN/Inf, a change of sign). */
export function formatChange(before, after) {
  const a = Number(before);
  const b = Number(after);
  const fromTo = `from ${formatNumber(a)} to ${formatNumber(b)}`;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return fromTo;
  if (a === b) return "unchanged";
  if (a === 0 || (b !== 0 && b > 0 !== a > 0)) return fromTo;
  const ratio = b / a;
  if (ratio >= FOLD_FROM) return a < 0 ? fromTo : `up ${formatNumber(ratio)}-fold`;
  return `${b > a ? "up" : "down"} ${formatPercent(Math.abs(b - a) / Math.abs(a))}`;
}

/** 1536 -> "1.5 KiB"; not a number -> "?". */
export function bytesText(n) {
  if (typeof n !== "number" || !Number.isFinite(n)) return "?";
  const units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
  let v = n;
  let i = 0;
  while (Math.abs(v) >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return i === 0 ? `${Math.round(v)} B` : `${v.toFixed(1)} ${units[i]}`;
}

/**
 * Round ticks from 0 for a bytes axis up to `max`: in the unit `max` reads
 * in (KiB, MiB, GiB, ...), 1, 2, 2.5 or 5 x 10^k of it apart, the last at
 * or above `max`. [{value, text}].
 */
export function byteTicks(max, count = 4) {
  if (!(max > 0)) return [{ value: 0, text: "0 B" }];
  const units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
  let i = 0;
  while (max / 1024 ** i >= 1024 && i < units.length - 1) i++;
  const scale = 1024 ** i;
  const top = max / scale;
  let ticks = niceTicks(0, top, count);
  if (ticks[ticks.length - 1] < top * (1 - 1e-9)) {
    const step = ticks.length > 1 ? ticks[1] - ticks[0] : top;
    ticks = [...ticks, Number((ticks[ticks.length - 1] + step).toPrecision(12))];
  }
  return ticks.map((v) => ({ value: v * scale, text: v === 0 ? "0" : `${formatNumber(v)} ${units[i]}` }));
}

/** A duration in seconds, readable: 0.0201 -> "20.1 ms", 1.5 -> "1.5 s". */
export function secondsText(s) {
  if (typeof s !== "number" || !Number.isFinite(s)) return "?";
  return Math.abs(s) < 1 ? `${formatNumber(s * 1000)} ms` : `${formatNumber(s)} s`;
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
  // Each tick a whole multiple of the step, not a running sum: adding 0.025
  // four times to -0.1 leaves 6.94e-18 where the axis means 0.
  const ticks = [];
  for (let k = Math.ceil(lo / step - 1e-9); k * step <= hi + step * 1e-9; k++) ticks.push(k === 0 ? 0 : Number((k * step).toPrecision(12)));
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
