// Tiny DOM helpers: build elements without innerHTML (no HTML injection from
// run names, summaries or evidence values).

const SVG_NS = "http://www.w3.org/2000/svg";

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
  return el;
}

function setAttrs(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "dataset") {
      Object.assign(el.dataset, value);
    } else if (key === "text") {
      el.textContent = String(value);
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  return el;
}

/** An HTML element: h("div", {class: "x"}, "text", child). */
export function h(tag, attrs, ...children) {
  return append(setAttrs(document.createElement(tag), attrs), children);
}

/** An SVG element. */
export function s(tag, attrs, ...children) {
  return append(setAttrs(document.createElementNS(SVG_NS, tag), attrs), children);
}

/** Replaces all children of `el`. */
export function replaceChildren(el, ...children) {
  el.textContent = "";
  return append(el, children);
}

/** Inline `code` spans from a string with `backticks`. */
export function withCode(text) {
  const parts = String(text).split("`");
  return parts.map((part, i) => (i % 2 ? h("code", null, part) : part));
}

/** Adds a <style id=id> with `text` to the page once (TensorBoard's CSP
 * allows inline styles built by script, not inline <script>). */
export function injectStyle(id, text) {
  if (document.getElementById(id)) return;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = text;
  document.head.append(style);
}
