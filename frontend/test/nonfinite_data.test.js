// views/nonfinite_data.js: what the non-finite values view shows.
import test from "node:test";
import assert from "node:assert/strict";
import {
  ACTIVATION_STAT,
  TIMELINE,
  TIMELINE_LANES,
  activationFocus,
  activationNoteText,
  watchedText,
  badStepTable,
  firstNonfiniteStep,
  groupOfFinding,
  groupTimeline,
  matchFinding,
  maxAbsText,
  nonfiniteSummary,
  summaryParts,
  timelineDomain,
  timelineLanes,
  timelineLayout,
} from "../src/views/nonfinite_data.js";
import { AREA, EVENT, KIND, LABEL, NODE, STAT } from "../src/vocab.js";

// As the log_relu_nan demo run has it: the ReLU's output reads as its input,
// log_of_relu is the first layer to make a NaN from finite inputs.
const TIMELINE_EVENTS = [
  { kind: EVENT.nonfinite_activations, step: 41, layer: "log_of_relu", variable: null, value: "nan" },
  { kind: EVENT.nonfinite_activations, step: 41, layer: "dense_out", variable: null, value: "nan" },
  { kind: EVENT.nonfinite_loss, step: 41, layer: null, variable: null, value: "nan" },
  { kind: EVENT.nonfinite_gradients, step: 41, layer: null, variable: "dense/kernel", value: "nan" },
  { kind: EVENT.loss_scale_collapse, step: 30, layer: null, variable: null, value: null },
  { kind: EVENT.nonfinite_loss, step: 42, layer: null, variable: null, value: "inf" },
];
const BAD_STEP = {
  step: 41,
  first_bad_layer: "log_of_relu",
  inputs_finite: true,
  layers: [
    { layer: "dense", finite: true, max_abs: 3.5, dtype: "float32" },
    { layer: "hidden_relu", finite: false, max_abs: "nan", dtype: "float32", as_input: true },
    { layer: "log_of_relu", finite: false, max_abs: "inf", dtype: "float32" },
    { layer: "dense_out", finite: false, max_abs: "nan", dtype: "float16" },
    { layer: "x_watch", finite: true, max_abs: 40000, dtype: "float16", kind: "watch" },
  ],
};
const SUMMARY = { timeline: TIMELINE_EVENTS, bad_step: BAD_STEP, stats: [ACTIVATION_STAT] };
const FINDINGS = [
  { kind: KIND.nonfinite_loss, node: NODE.nonfinite, step: 41, severity: "critical", evidence: {} },
  { kind: KIND.nonfinite_activations, node: NODE.nonfinite, step: 41, layer: "log_of_relu", severity: "warning", evidence: {} },
  { kind: KIND.exploding_gradients, node: NODE.gradients, step: 41, layer: "dense", evidence: {} },
];

test("nonfiniteSummary reads areas.nonfinite", () => {
  assert.equal(nonfiniteSummary({ areas: { [AREA.nonfinite]: SUMMARY } }), SUMMARY);
  assert.equal(nonfiniteSummary({ [AREA.nonfinite]: SUMMARY }), null);
});

test("groupTimeline: one group per kind and step, by step", () => {
  const groups = groupTimeline([...TIMELINE_EVENTS, { kind: 3, step: 1 }, { kind: EVENT.nonfinite_loss, step: "x" }]);
  assert.deepEqual(
    groups.map((g) => [g.kind, g.step, g.events.length]),
    [
      [EVENT.loss_scale_collapse, 30, 1],
      [EVENT.nonfinite_activations, 41, 2],
      [EVENT.nonfinite_loss, 41, 1],
      [EVENT.nonfinite_gradients, 41, 1],
      [EVENT.nonfinite_loss, 42, 1],
    ],
  );
  assert.equal(groups[1].key, `${EVENT.nonfinite_activations}@41`);
});

test("matchFinding: same kind, then same step, then same layer", () => {
  const groups = groupTimeline(TIMELINE_EVENTS);
  const activations = groups.find((g) => g.kind === EVENT.nonfinite_activations);
  assert.equal(matchFinding(FINDINGS, activations), 1);
  const laterLoss = groups.find((g) => g.kind === EVENT.nonfinite_loss && g.step === 42);
  assert.equal(matchFinding(FINDINGS, laterLoss), 0); // the only loss finding, though at another step
  const collapse = groups.find((g) => g.kind === EVENT.loss_scale_collapse);
  assert.equal(matchFinding(FINDINGS, collapse), -1);
  // And back: a finding's marker is the first group it explains.
  assert.equal(groupOfFinding(FINDINGS, groups, 0).step, 41);
  assert.equal(groupOfFinding(FINDINGS, groups, 2), null);
  assert.equal(groupOfFinding(FINDINGS, groups, -1), null);
});

test("lanes: in a step's order, labelled from the declarations, unknown kinds last", () => {
  assert.deepEqual(
    TIMELINE_LANES.map((l) => l.label),
    [EVENT.nonfinite_activations, EVENT.nonfinite_loss, EVENT.nonfinite_gradients, EVENT.nonfinite_weights, EVENT.loss_scale_collapse, EVENT.heal_repair].map((k) => LABEL[k]),
  );
  const groups = groupTimeline([...TIMELINE_EVENTS, { kind: "nonfinite_optimizer_state", step: 50 }]);
  assert.deepEqual(
    timelineLanes(groups).map((l) => [l.kind, l.label]),
    [
      [EVENT.nonfinite_activations, LABEL.nonfinite_activations],
      [EVENT.nonfinite_loss, LABEL.nonfinite_loss],
      [EVENT.nonfinite_gradients, LABEL.nonfinite_gradients],
      [EVENT.loss_scale_collapse, LABEL.loss_scale_collapse],
      ["nonfinite_optimizer_state", "Nonfinite optimizer state"],
    ],
  );
});

test("firstNonfiniteStep: the bad step, else the first NaN/Inf event (a loss-scale collapse is none)", () => {
  const groups = groupTimeline(TIMELINE_EVENTS);
  assert.equal(firstNonfiniteStep(SUMMARY, groups), 41);
  assert.equal(firstNonfiniteStep({ bad_step: null }, groups), 41);
  const collapseOnly = groupTimeline([{ kind: EVENT.loss_scale_collapse, step: 7 }]);
  assert.equal(firstNonfiniteStep({}, collapseOnly), 7);
});

test("timelineDomain: the events' and the matrix's steps, ten wide at least, padded", () => {
  const groups = groupTimeline(TIMELINE_EVENTS);
  const [lo, hi] = timelineDomain(groups, null);
  assert.ok(lo < 30 && hi > 42 && hi - lo < 14);
  const [lo2, hi2] = timelineDomain(groups, { steps: [[0, 0], [1, 100]] });
  assert.ok(lo2 < 0 && hi2 > 100);
  const single = timelineDomain(groupTimeline([{ kind: EVENT.nonfinite_loss, step: 3 }]), null);
  assert.ok(single[0] < 0 && single[1] > 10 && single[0] > -1);
});

test("summaryParts: the first NaN/Inf step, what went first, events before and after", () => {
  const parts = summaryParts(groupTimeline(TIMELINE_EVENTS));
  assert.deepEqual(parts, {
    step: 41,
    atFirst: "the activations (log_of_relu), the loss and the gradients (dense/kernel)",
    later: 1,
    earlier: 1,
    repairs: 0,
  });
  assert.deepEqual(summaryParts(groupTimeline([{ kind: EVENT.loss_scale_collapse, step: 9 }])), { collapseStep: 9 });
});

test("heal's repairs: a lane of their own, no NaN/Inf of their own, titled with what heal did", () => {
  const repairs = [
    { kind: EVENT.heal_repair, step: 41, action: "rollback", problem: "nonfinite", rolled_back_to: 40 },
    { kind: EVENT.heal_repair, step: 60, action: "gave_up", problem: "nonfinite", weights_from_step: 40 },
  ];
  const skipped = { kind: EVENT.heal_repair, step: 38, action: "skipped", problem: "nonfinite" };
  const skipLayout = timelineLayout({ groups: groupTimeline([skipped]), findings: FINDINGS, summary: SUMMARY, domain: timelineDomain(groupTimeline([skipped]), null), boxWidth: 800, measure: (t) => t.length * 6 });
  assert.equal(skipLayout.markers.find((m) => m.repair).title, "Repaired at step 38 (nonfinite): its update skipped");
  const groups = groupTimeline([...TIMELINE_EVENTS, ...repairs]);
  // The first NaN/Inf and the events after it are the run's, not heal's.
  assert.deepEqual(summaryParts(groups), { ...summaryParts(groupTimeline(TIMELINE_EVENTS)), repairs: 2 });
  assert.equal(firstNonfiniteStep({}, groupTimeline([repairs[0], { kind: EVENT.nonfinite_loss, step: 45 }])), 45);
  const layout = timelineLayout({ groups, findings: FINDINGS, summary: SUMMARY, domain: timelineDomain(groups, null), boxWidth: 800, measure: (t) => t.length * 6 });
  assert.equal(layout.lanes[layout.lanes.length - 1].kind, EVENT.heal_repair);
  const marks = layout.markers.filter((m) => m.kind === EVENT.heal_repair);
  assert.deepEqual(marks.map((m) => [m.step, m.repair, m.severity, m.shape]), [[41, true, "info", "cross"], [60, true, "info", "cross"]]);
  assert.equal(marks[0].title, "Repaired at step 41 (nonfinite): rolled back to step 40");
  assert.equal(marks[1].title, "Heal gave up at step 60 (nonfinite), the weights of step 40 kept");
  assert.ok(layout.markers.filter((m) => m.kind !== EVENT.heal_repair).every((m) => !m.repair));
});

test("timelineLayout: lanes, markers at their steps, labels where there is room", () => {
  const groups = groupTimeline(TIMELINE_EVENTS);
  const domain = [20, 60];
  const measure = (text) => text.length * 7;
  const layout = timelineLayout({ groups, findings: FINDINGS, summary: SUMMARY, domain, boxWidth: 800, measure });
  const { left, right, top, laneHeight } = TIMELINE;
  assert.equal(layout.width, 800);
  assert.equal(layout.plotW, 800 - left - right);
  assert.equal(layout.lanes.length, 4);
  assert.equal(layout.height, top + 4 * laneHeight + TIMELINE.bottom);
  const xOf = (step) => left + ((step - 20) / 40) * layout.plotW;
  assert.equal(layout.markers.length, groups.length);
  const act = layout.markers.find((m) => m.kind === EVENT.nonfinite_activations);
  assert.equal(act.x, xOf(41));
  assert.equal(act.y, layout.lanes[0].y);
  assert.equal(act.shape, "circle");
  assert.equal(act.findingIndex, 1);
  assert.equal(act.severity, "warning"); // its finding's
  assert.equal(act.layer, "log_of_relu");
  assert.equal(act.count, 2);
  assert.equal(act.label, "log_of_relu +1");
  assert.equal(act.labelSide, "right");
  assert.match(act.title, /^Activations: NaN\/Inf at step 41 — log_of_relu, dense_out$/);
  const collapse = layout.markers.find((m) => m.kind === EVENT.loss_scale_collapse);
  assert.equal(collapse.severity, "critical"); // no finding: critical
  assert.equal(collapse.findingIndex, -1);
  // The first NaN/Inf line at the bad step.
  assert.deepEqual([layout.first.step, layout.first.x, layout.first.text], [41, xOf(41), "first NaN/Inf: step 41"]);
  for (const tick of layout.ticks) assert.equal(tick.x, xOf(tick.step));
});

test("timelineLayout: a crowded lane shortens or drops its labels", () => {
  const events = [1, 2, 3].map((step) => ({ kind: EVENT.nonfinite_weights, step, variable: `block_${step}/very_long_variable_name/kernel` }));
  const layout = timelineLayout({
    groups: groupTimeline(events),
    findings: [],
    summary: {},
    domain: [0, 40],
    boxWidth: 400,
    measure: (text) => text.length * 7,
  });
  const [a, b, c] = layout.markers;
  assert.equal(a.label, ""); // under 24 px to the next marker
  assert.equal(b.label, "");
  assert.ok(c.label.includes("…") && c.label.length * 7 <= 400 - c.x, c.label);
  assert.ok(c.hitWidth > a.hitWidth);
});

test("badStepTable: the first bad row, rows after it propagated, the verdict", () => {
  const table = badStepTable(SUMMARY);
  assert.deepEqual([table.step, table.firstBad, table.verdict, table.float16], [41, "log_of_relu", "created", false]);
  assert.deepEqual(
    table.rows.map((r) => [r.layer, r.finite, r.first, r.propagated]),
    [
      ["dense", true, false, false],
      ["hidden_relu", false, false, false], // before the first bad one: read as its input
      ["log_of_relu", false, true, false],
      ["dense_out", false, false, true],
      ["x_watch", true, false, false],
    ],
  );
  assert.deepEqual(table.rows.map((r) => r.maxText), ["3.5", "NaN", "Inf", "NaN", "40000"]);
  assert.equal(table.rows[1].asInput, true);
  assert.equal(table.rows[4].nearLimit, true); // float16 over 65504 / 2
  assert.equal(table.rows[4].kind, "watch");
  assert.equal(table.rows[0].kind, "layer");
  const upstream = badStepTable({ bad_step: { ...BAD_STEP, inputs_finite: false, first_bad_layer: "dense_out" } });
  assert.deepEqual([upstream.verdict, upstream.float16, upstream.firstLayer], ["upstream", true, false]);
  // The first layer of all: its inputs are the data (the float16 wording, issue 16).
  const atData = badStepTable({ bad_step: { ...BAD_STEP, inputs_finite: false, first_bad_layer: "dense" } });
  assert.deepEqual([atData.verdict, atData.firstLayer], ["upstream", true]);
  const unknown = badStepTable({ bad_step: { ...BAD_STEP, inputs_finite: null, first_bad_layer: undefined } });
  assert.deepEqual([unknown.verdict, unknown.firstBad], ["unknown", "hidden_relu"]); // the first non-finite row
  assert.equal(badStepTable({ bad_step: null }), null);
});

test("maxAbsText", () => {
  assert.equal(maxAbsText(65504), "65500");
  assert.equal(maxAbsText(1.5e6), "1.5e6");
  assert.equal(maxAbsText("-inf"), "Inf");
  assert.equal(maxAbsText(undefined), "—");
});

test("the activation heatmap outlines the first bad layer at the bad step", () => {
  const focus = activationFocus(SUMMARY);
  assert.deepEqual(focus, { layers: ["log_of_relu"], first: 41, last: 41 });
  assert.equal(activationFocus({ bad_step: { step: 41 } }), null);
  const extent = { layers: 5, columns: 50, first: 0, last: 99, binned: true, nonfinite: 3 };
  assert.equal(
    activationNoteText(extent, focus, true),
    "5 layer outputs (first on top) × steps 0–99 in 50 columns (mean per column); 3 NaN/Inf cells in red; outlined: log_of_relu at step 41, the first NaN/Inf.",
  );
  assert.match(activationNoteText(extent, focus, false), /in red\.$/);
  assert.equal(activationNoteText({ ...extent, layers: 0 }, null, false), `No ${LABEL[STAT.activation_max_abs].toLowerCase()} values were logged for this run yet.`);
});

test("what the sentinel watches, by dtype", () => {
  assert.equal(watchedText({ watched: { layers: 5, dtypes: { float16: 4, float32: 1 } } }), "5 layer outputs watched (float16: 4, float32: 1).");
  assert.equal(watchedText({ watched: null }), "");
  assert.equal(watchedText(null), "");
});
