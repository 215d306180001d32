// Canvas helpers shared by the charts (heatmap, histograms, timeline,
// flowchart). The pure number and tick helpers are in format.js.
import { middleEllipsis } from "./format.js";

let measureCtx = null;

/** Width in CSS pixels of `text` in `font`. */
export function measureText(text, font) {
  if (!measureCtx) measureCtx = document.createElement("canvas").getContext("2d");
  if (!measureCtx) return String(text).length * 6.5;
  measureCtx.font = font;
  return measureCtx.measureText(String(text)).width;
}

/** A measure(text) function for `font`, for the data modules' layouts. */
export function measurerFor(font) {
  return (text) => measureText(text, font);
}

/** `text` shortened in the middle with "…" to fit `maxWidth` pixels of `font`. */
export function fitText(text, maxWidth, font) {
  return middleEllipsis(text, maxWidth, measurerFor(font));
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

/**
 * Calls onResize() when `el`'s width changes by over a pixel (not for the
 * sub-pixel jitter of a scrollbar). sync() takes the current width as seen,
 * after a redraw made for other reasons.
 */
export function watchWidth(el, onResize) {
  let last = el.clientWidth;
  const observer = new ResizeObserver(() => {
    const width = el.clientWidth;
    if (Math.abs(width - last) <= 1) return;
    last = width;
    onResize(width);
  });
  observer.observe(el);
  return {
    sync: () => (last = el.clientWidth),
    disconnect: () => observer.disconnect(),
  };
}
