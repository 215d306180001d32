// runs_data.js: the run selector's counts, filter and first run.
import test from "node:test";
import assert from "node:assert/strict";
import { filterRuns, hasPending, sortRuns, statusCounts, withDiagnosis, worstRun } from "../src/runs_data.js";

const RUNS = [
  { run: "healthy", status: "healthy", counts: { critical: 0, warning: 0, info: 0 } },
  { run: "nan_loss", status: "critical", counts: { critical: 1, warning: 1, info: 0 } },
  { run: "log_relu_nan", status: "critical", counts: { critical: 4, warning: 0, info: 0 } },
  { run: "vanishing", status: "warning", counts: { critical: 0, warning: 1, info: 0 } },
  { run: "mixed_healthy", status: "healthy", counts: { critical: 0, warning: 0, info: 1 } },
];

test("statusCounts counts every status, none left out", () => {
  assert.deepEqual(statusCounts(RUNS), { critical: 2, unreadable: 0, warning: 1, healed: 0, healthy: 2, pending: 0 });
  assert.deepEqual(statusCounts([]), { critical: 0, unreadable: 0, warning: 0, healed: 0, healthy: 0, pending: 0 });
});

test("filterRuns by status and by part of the name, keeping the selected run", () => {
  const names = (list) => list.map((r) => r.run);
  assert.deepEqual(names(filterRuns(RUNS, { status: "critical" })), ["nan_loss", "log_relu_nan"]);
  assert.deepEqual(names(filterRuns(RUNS, { text: "HEALTHY" })), ["healthy", "mixed_healthy"]);
  assert.deepEqual(names(filterRuns(RUNS, { status: "healthy", text: "mixed" })), ["mixed_healthy"]);
  assert.deepEqual(names(filterRuns(RUNS, { status: "warning" }, "nan_loss")), ["nan_loss", "vanishing"]);
  assert.deepEqual(names(filterRuns(RUNS, {})), names(RUNS));
});

test("worstRun: the worst status, then the most critical findings", () => {
  assert.equal(worstRun(RUNS), "log_relu_nan");
  assert.equal(worstRun(RUNS.filter((r) => r.status !== "critical")), "vanishing");
  assert.equal(worstRun([]), null);
});

test("sortRuns: worst first, the backend's order among equals", () => {
  assert.deepEqual(
    sortRuns(RUNS).map((r) => r.run),
    ["log_relu_nan", "nan_loss", "vanishing", "healthy", "mixed_healthy"],
  );
});

test("runs not read yet are pending: last in the order, and asked for again", () => {
  const runs = [{ run: "later", status: "pending", counts: null }, ...RUNS];
  assert.equal(sortRuns(runs).at(-1).run, "later");
  assert.equal(worstRun(runs), "log_relu_nan");
  assert.equal(statusCounts(runs).pending, 1);
  assert.equal(hasPending(runs), true);
  assert.equal(hasPending(RUNS), false);
});

test("a run that cannot be read: after the critical ones, never opened first while another can be", () => {
  const garbage = { run: "garbage", status: "unreadable", counts: null, reason: "cannot be read: ..." };
  const runs = [...RUNS, garbage];
  assert.deepEqual(sortRuns(runs).map((r) => r.run).slice(1, 3), ["nan_loss", "garbage"]);
  assert.equal(worstRun(runs), "log_relu_nan");
  assert.equal(worstRun([garbage, RUNS[0]]), "healthy");
  assert.equal(worstRun([garbage]), "garbage");
  assert.equal(statusCounts(runs).unreadable, 1);
});

test("a pending run's diagnosis gives its entry a status and counts", () => {
  const runs = [{ run: "later", status: "pending", counts: null }];
  const body = { run: "later", status: "warning", findings: [{ severity: "warning" }, { severity: "info" }] };
  assert.equal(withDiagnosis(runs, body), true);
  assert.deepEqual(runs[0], { run: "later", status: "warning", counts: { critical: 0, warning: 1, info: 1 } });
  // Read already, or another run's answer: nothing changes.
  assert.equal(withDiagnosis(runs, { ...body, status: "critical" }), false);
  assert.equal(withDiagnosis(runs, { run: "other", status: "critical", findings: [] }), false);
  assert.equal(runs[0].status, "warning");
});
