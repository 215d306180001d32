// Refetching. TensorBoard does not tell iframe plugins when it reloads, so:
//  - a click on TensorBoard's own reload button in the parent page (the
//    `app-header-reload` component renders `<button class="reload-button">`,
//    tensorboard/webapp/header/reload_container.ts),
//  - a timer every 30 s while the tab is visible (TensorBoard's own default
//    reload period is 30 s),
//  - our own refresh button (wired in index.js).

export const RELOAD_PERIOD_MS = 30000;
export const TB_RELOAD_SELECTOR = "app-header-reload .reload-button, app-header-reload button";

function parentDocument() {
  try {
    if (window.parent && window.parent !== window) return window.parent.document;
  } catch (_err) {
    // Not same-origin: no TensorBoard page to listen to.
  }
  return null;
}

/** True when the user can see the tab (page visible, our iframe displayed). */
export function tabVisible() {
  if (document.visibilityState && document.visibilityState !== "visible") return false;
  try {
    const frame = window.frameElement;
    if (frame && frame.getClientRects().length === 0) return false;
  } catch (_err) {
    // frameElement is null or unreadable: assume visible.
  }
  return true;
}

/**
 * Calls `refresh({reason})` on a TensorBoard reload click and on the timer.
 * Returns a function that stops it.
 */
export function watchReloads(refresh, { periodMs = RELOAD_PERIOD_MS } = {}) {
  const stops = [];
  let lastRun = Date.now();
  const run = (reason) => {
    lastRun = Date.now();
    refresh({ reason });
  };

  const doc = parentDocument();
  if (doc) {
    const onClick = (event) => {
      const target = event.target;
      if (target && typeof target.closest === "function" && target.closest(TB_RELOAD_SELECTOR)) {
        // Let TensorBoard start its own reload first.
        setTimeout(() => run("tensorboard-reload"), 0);
      }
    };
    doc.addEventListener("click", onClick, true);
    stops.push(() => doc.removeEventListener("click", onClick, true));
  }

  const timer = setInterval(() => {
    if (tabVisible() && Date.now() - lastRun >= periodMs - 50) run("timer");
  }, Math.min(periodMs, 5000));
  stops.push(() => clearInterval(timer));

  const onVisible = () => {
    if (tabVisible() && Date.now() - lastRun >= periodMs) run("visible");
  };
  document.addEventListener("visibilitychange", onVisible);
  stops.push(() => document.removeEventListener("visibilitychange", onVisible));

  const stop = () => stops.splice(0).forEach((fn) => fn());
  window.addEventListener("pagehide", stop, { once: true });
  return { stop, markRefreshed: () => (lastRun = Date.now()) };
}
