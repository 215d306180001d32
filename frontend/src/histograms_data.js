// What the histogram ridgeline (histograms.js) draws, from the
// `gradients/histograms` route's `histograms`: the cleaned steps, the value
// range, whether a symmetric log axis fits, and its ticks. Pure: no DOM.

/** Buckets [[left, right, count], ...] -> finite, sorted, numeric. */
export function cleanBuckets(buckets) {
  if (!Array.isArray(buckets)) return [];
  return buckets
    .filter((b) => Array.isArray(b) && b.length >= 3 && b.every((v) => typeof v === "number" && Number.isFinite(v)))
    .map(([l, r, c]) => [Math.min(l, r), Math.max(l, r), c])
    .sort((a, b) => a[0] - b[0]);
}

/** The route's list -> [{step, buckets, nonfinite, total}], oldest step first. */
export function histogramSteps(list) {
  return (Array.isArray(list) ? list : [])
    .filter((x) => x && typeof x.step === "number")
    .map((x) => {
      const buckets = cleanBuckets(x.buckets);
      return {
        step: x.step,
        buckets,
        nonfinite: typeof x.nonfinite === "number" ? x.nonfinite : 0,
        total: buckets.reduce((s, b) => s + b[2], 0),
      };
    })
    .sort((a, b) => a.step - b.step);
}

/**
 * The value axis over all steps: {lo, hi, suggestLog, c}. suggestLog: the
 * steps' ranges differ by over 10x (exploding or vanishing gradients);
 * c: the symmetric log's linear width, a twentieth of the narrowest range.
 */
export function valueRange(hists) {
  let lo = Infinity;
  let hi = -Infinity;
  for (const hh of hists) {
    for (const [l, r] of hh.buckets) {
      if (l < lo) lo = l;
      if (r > hi) hi = r;
    }
  }
  if (lo === Infinity) {
    lo = -1;
    hi = 1;
  }
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.1 || 1e-3;
    lo -= pad;
    hi += pad;
  }
  const extents = hists.map((hh) => Math.max(0, ...hh.buckets.map(([l, r]) => Math.max(Math.abs(l), Math.abs(r))))).filter((e) => e > 0);
  const minExt = extents.length ? Math.min(...extents) : 1;
  const maxExt = extents.length ? Math.max(...extents) : 1;
  return { lo, hi, suggestLog: maxExt / minExt > 10, c: minExt / 20 || 1e-12 };
}

/** sign(x)·log10(1 + |x|/c) and its inverse. */
export function symlog(c) {
  return {
    forward: (v) => Math.sign(v) * Math.log10(1 + Math.abs(v) / c),
    inverse: (u) => Math.sign(u) * c * (10 ** Math.abs(u) - 1),
  };
}

/** Ticks for a symmetric log axis: 0 and +-10^k, thinned to about `count`. */
export function symlogTicks(lo, hi, c, count) {
  const top = Math.max(Math.abs(lo), Math.abs(hi));
  const k0 = Math.ceil(Math.log10(c * 2));
  const k1 = Math.floor(Math.log10(top));
  const decades = [];
  for (let k = k0; k <= k1; k++) decades.push(10 ** k);
  const per = Math.max(1, Math.ceil((decades.length * 2 + 1) / Math.max(3, count)));
  const kept = decades.filter((_v, i) => (decades.length - 1 - i) % per === 0);
  const ticks = [0];
  for (const v of kept) {
    if (v <= hi) ticks.push(v);
    if (-v >= lo) ticks.unshift(-v);
  }
  return ticks;
}
