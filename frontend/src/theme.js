// Light / dark theme. Inside TensorBoard, its Angular app toggles a
// `dark-mode` class on its own document.body (it already resolves the
// "browser default" setting); the tab's iframe is same-origin, so we read
// that class and watch it. Outside TensorBoard (plugin_entry.html opened on
// its own) we follow prefers-color-scheme.
import { rgbOfHex } from "./format.js";

function parentBody() {
  try {
    if (window.parent && window.parent !== window) {
      const body = window.parent.document.body;
      if (body && body.classList) return body;
    }
  } catch (_err) {
    // Cross-origin parent: not TensorBoard's page. Fall through.
  }
  return null;
}

const media =
  typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-color-scheme: dark)")
    : null;

export function currentTheme() {
  const body = parentBody();
  if (body) return body.classList.contains("dark-mode") ? "dark" : "light";
  return media && media.matches ? "dark" : "light";
}

/**
 * Applies the theme to document.documentElement (data-theme="light|dark")
 * and keeps it in sync. `onChange(theme)` runs after each change.
 * Returns a function that stops watching.
 */
export function watchTheme(onChange) {
  const root = document.documentElement;
  const apply = () => {
    const theme = currentTheme();
    if (root.dataset.theme === theme) return;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
    if (onChange) onChange(theme);
  };
  apply();

  const stops = [];
  const body = parentBody();
  if (body) {
    try {
      const observer = new window.parent.MutationObserver(apply);
      observer.observe(body, { attributes: true, attributeFilter: ["class"] });
      stops.push(() => observer.disconnect());
    } catch (_err) {
      // Could not observe the parent: the media query still works.
    }
  }
  if (media) {
    const listener = () => apply();
    if (media.addEventListener) media.addEventListener("change", listener);
    else if (media.addListener) media.addListener(listener);
    stops.push(() => {
      if (media.removeEventListener) media.removeEventListener("change", listener);
      else if (media.removeListener) media.removeListener(listener);
    });
  }
  const stop = () => stops.splice(0).forEach((fn) => fn());
  window.addEventListener("pagehide", stop, { once: true });
  return stop;
}

/** Reads a CSS custom property of the root (for canvas colours). */
export function cssVar(name, fallback) {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** A colour custom property of the root as [r, g, b] (`fallback` unless it is #rrggbb). */
export function cssVarRgb(name, fallback) {
  return rgbOfHex(cssVar(name, ""), fallback);
}
