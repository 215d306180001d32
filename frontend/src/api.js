// The backend routes (docs/routes.md). URLs are relative: plugin_entry.html
// sets <base href="plugin/trainhealth/">, so "runs" is
// data/plugin/trainhealth/runs. An area's own routes live under its name
// (`gradients/histograms`).
import { AREA } from "./vocab.js";

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

/** "name?run=R&layer=L" from {run, layer} (in that order; null values left out). */
function routeUrl(name, params) {
  const query = Object.entries(params)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join("&");
  return query ? `${name}?${query}` : name;
}

/** {runs: [{run, status, counts}]} */
export function fetchRuns() {
  return getJson("runs");
}

/** {run, status, findings, flowchart: {nodes, edges}, series, areas: {<area>: summary}} */
export function fetchDiagnosis(run) {
  return getJson(routeUrl("diagnosis", { run }));
}

/** {run, name, steps, values, nonfinite} */
export function fetchSeries(run, name) {
  return getJson(routeUrl("series", { run, name }));
}

/** {run, kind, events: [{step, wall_time, payload}]} */
export function fetchEvents(run, kind) {
  return getJson(routeUrl("events", { run, kind }));
}

/** One declared matrix statistic: {run, stat, layers, steps: [[first, last]], values, nonfinite, log_scale} */
export function fetchMatrix(run, stat, maxColumns) {
  return getJson(routeUrl("matrix", { run, stat, max_columns: maxColumns || null }));
}

/** A route of an area's own, under its name: `<area>/<route>?...`. */
export function fetchAreaRoute(area, route, params) {
  return getJson(routeUrl(`${AREA[area]}/${route}`, params));
}

/** {run, layer, histograms: [{step, buckets: [[left, right, count]], nonfinite}]} */
export function fetchHistograms(run, layer) {
  return fetchAreaRoute(AREA.gradients, "histograms", { run, layer });
}
