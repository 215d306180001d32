// A view's selection, kept for the tab's lifetime in sessionStorage, so a
// reload (TensorBoard's or ours) comes back to the same run and item.

/** The object saved under `key`, or {} (none, unreadable, or no storage). */
export function loadState(key) {
  try {
    const raw = window.sessionStorage.getItem(key);
    const value = raw ? JSON.parse(raw) : null;
    return value && typeof value === "object" ? value : {};
  } catch (_err) {
    return {};
  }
}

export function saveState(key, state) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(state));
  } catch (_err) {
    // Storage unavailable: the selection lives in memory only.
  }
}
