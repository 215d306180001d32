// The backend routes (docs/routes.md). URLs are relative: plugin_entry.html
// sets <base href="plugin/trainhealth/">, so "runs" is
// data/plugin/trainhealth/runs.

export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

async function getJson(url) {
  let response;
  try {
    response = await fetch(url, {
      headers: { Accept: "application/json" },
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch (err) {
    throw new ApiError(
      `Could not reach TensorBoard (${err && err.message ? err.message : err}). Is it still running?`,
      0,
    );
  }
  const text = await response.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch (_err) {
    body = null;
  }
  if (!response.ok) {
    const message =
      body && typeof body.error === "string" && body.error
        ? body.error
        : `${response.status} ${response.statusText || "error"}` +
          (text && !body ? `: ${text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim().slice(0, 200)}` : "");
    throw new ApiError(message, response.status);
  }
  if (body === null || typeof body !== "object") {
    throw new ApiError(`The backend sent an unreadable answer for ${url}.`, response.status);
  }
  return { body, text };
}

const q = encodeURIComponent;

/** {runs: [{run, status, counts}]} */
export function fetchRuns() {
  return getJson("runs");
}

/** {run, status, findings, flowchart: {nodes, edges}} */
export function fetchDiagnosis(run) {
  return getJson(`diagnosis?run=${q(run)}`);
}

/** {run, name, steps, values, nonfinite} */
export function fetchSeries(run, name) {
  return getJson(`series?run=${q(run)}&name=${q(name)}`);
}

/** {run, kind, events: [{step, wall_time, payload}]} */
export function fetchEvents(run, kind) {
  return getJson(`events?run=${q(run)}&kind=${q(kind)}`);
}

/** {run, stat, layers, steps: [[first, last]], values, nonfinite, log_scale} */
export function fetchGradients(run, stat, maxColumns) {
  const cols = maxColumns ? `&max_columns=${q(String(maxColumns))}` : "";
  return getJson(`gradients?run=${q(run)}&stat=${q(stat)}${cols}`);
}

/** {run, layer, histograms: [{step, buckets: [[left, right, count]], nonfinite}]} */
export function fetchHistograms(run, layer) {
  return getJson(`histograms?run=${q(run)}&layer=${q(layer)}`);
}
