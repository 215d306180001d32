// Small helpers shared by the canvas views (heatmap, histograms).

let measureCtx = null;

/** Width in CSS pixels of `text` in `font`. */
export function measureText(text, font) {
  if (!measureCtx) measureCtx = document.createElement("canvas").getContext("2d");
  if (!measureCtx) return String(text).length * 6.5;
  measureCtx.font = font;
  return measureCtx.measureText(String(text)).width;
}

/** `text` shortened in the middle with "…" to fit `maxWidth` pixels. */
export function middleEllipsis(text, maxWidth, font) {
  const s = String(text);
  if (measureText(s, font) <= maxWidth) return s;
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const keep = Math.ceil((lo + hi) / 2);
    const head = Math.ceil(keep / 2);
    const candidate = `${s.slice(0, head)}…${s.slice(s.length - (keep - head))}`;
    if (measureText(candidate, font) <= maxWidth) lo = keep;
    else hi = keep - 1;
  }
  const head = Math.ceil(lo / 2);
  return `${s.slice(0, head)}…${s.slice(s.length - (lo - head))}`;
}

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

/** Round ticks for a float axis (value axis of the histograms). */
export function niceTicks(lo, hi, count) {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / Math.max(1, count);
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * p).find((s) => s >= raw) || raw;
  const ticks = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** Sets a canvas's backing store for its CSS size; returns a 2D context in CSS pixels. */
export function sizeCanvas(canvas, cssWidth, cssHeight) {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(cssWidth * dpr);
  canvas.height = Math.round(cssHeight * dpr);
  canvas.style.width = `${cssWidth}px`;
  canvas.style.height = `${cssHeight}px`;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, cssWidth, cssHeight);
  return ctx;
}
