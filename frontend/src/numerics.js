// The non-finite values views (#numerics-health), shown when the run had a
// NaN/Inf (`diagnosis.nonfinite`, docs/routes.md):
//   - a timeline of the non-finite events: one lane per kind (activations,
//     loss, gradients, weights, loss-scale collapse), one marker per kind and
//     step, labelled with its layer or variable; clicking a marker opens the
//     matching finding in the evidence panel;
//   - the bad step: every layer output in execution order, finite or not,
//     its max |x| and dtype, the first bad one marked, and whether its inputs
//     were finite (the NaN/Inf was created inside it) or not;
//   - the activation max |x| per layer over steps (heatmap.js, log scale),
//     when the run logged that statistic.
import css from "./numerics.css";
import heatmapCss from "./gradients.css";
import { h, injectStyle, s, replaceChildren } from "./dom.js";
import { loadState, saveState } from "./storage.js";
import { fetchGradients } from "./api.js";
import { createHeatmap } from "./heatmap.js";
import { formatNumber, measureText, middleEllipsis, niceSteps } from "./plotutil.js";

/** Lanes of the timeline, in the order of a training step. */
export const TIMELINE_LANES = [
  { kind: "nonfinite_activations", label: "Activations", shape: "circle" },
  { kind: "nonfinite_loss", label: "Loss", shape: "diamond" },
  { kind: "nonfinite_gradients", label: "Gradients", shape: "triangle" },
  { kind: "nonfinite_weights", label: "Weights", shape: "square" },
  { kind: "loss_scale_collapse", label: "Loss-scale collapse", shape: "down" },
];

const LANE_WORD = {
  nonfinite_activations: "the activations",
  nonfinite_loss: "the loss",
  nonfinite_gradients: "the gradients",
  nonfinite_weights: "the weights",
  loss_scale_collapse: "the loss scale",
};

const STAT = "activation_max_abs";
const STORAGE_KEY = "tb-trainhealth:numerics";
const FLOAT16_MAX = 65504;
// Marker labels are drawn in the monospace font of numerics.css (.nf-marker-label).
const FONT = '11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace';
const LEFT = 138;
const RIGHT = 18;
const TOP = 22;
const LANE_H = 30;
const BOTTOM = 34;
const R = 6;

const isStep = (v) => typeof v === "number" && Number.isFinite(v);

/** "nan" -> "NaN", "inf" -> "+Inf", "-inf" -> "-Inf"; anything else: null. */
export function nonfiniteWord(value) {
  const t = String(value ?? "").toLowerCase();
  if (t === "nan") return "NaN";
  if (t === "inf" || t === "+inf" || t === "infinity") return "+Inf";
  if (t === "-inf" || t === "-infinity") return "-Inf";
  return null;
}

/** A bad-step max |x| (a number, or "inf" / "nan"), readable. */
export function maxAbsText(v) {
  if (typeof v === "number" && Number.isFinite(v)) return formatNumber(v, 4);
  const word = nonfiniteWord(v);
  if (word) return word === "NaN" ? "NaN" : "Inf";
  return "—";
}

function eventName(e) {
  if (e.variable) return String(e.variable);
  if (e.layer) return String(e.layer);
  return nonfiniteWord(e.value) || "";
}

/** timeline -> [{kind, step, events: [...], key}], one group per kind and step. */
export function groupTimeline(timeline) {
  const groups = new Map();
  for (const e of Array.isArray(timeline) ? timeline : []) {
    if (!e || typeof e.kind !== "string" || !isStep(e.step)) continue;
    const key = `${e.kind}@${e.step}`;
    if (!groups.has(key)) groups.set(key, { key, kind: e.kind, step: e.step, events: [] });
    groups.get(key).events.push(e);
  }
  return [...groups.values()].sort((a, b) => a.step - b.step);
}

/** The index of the finding that explains a marker (same kind; same step, then layer), or -1. */
export function matchFinding(findings, group) {
  let best = -1;
  let bestScore = -1;
  const names = new Set(group.events.flatMap((e) => [e.layer, e.variable]).filter(Boolean));
  (Array.isArray(findings) ? findings : []).forEach((f, i) => {
    if (!f || f.kind !== group.kind) return;
    let score = 0;
    if (f.step === group.step) score += 2;
    if (f.layer && names.has(f.layer)) score += 1;
    const ev = f.evidence && typeof f.evidence === "object" ? f.evidence : {};
    if (ev.variable && names.has(ev.variable)) score += 1;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

function markerShape(shape) {
  switch (shape) {
    case "diamond":
      return s("polygon", { class: "nf-shape", points: `0,${-R - 1} ${R + 1},0 0,${R + 1} ${-R - 1},0` });
    case "triangle":
      return s("polygon", { class: "nf-shape", points: `0,${-R - 1} ${R + 1},${R} ${-R - 1},${R}` });
    case "down":
      return s("polygon", { class: "nf-shape", points: `${-R - 1},${-R} ${R + 1},${-R} 0,${R + 1}` });
    case "square":
      return s("rect", { class: "nf-shape", x: -R + 0.5, y: -R + 0.5, width: 2 * R - 1, height: 2 * R - 1, rx: 1.5 });
    default:
      return s("circle", { class: "nf-shape", r: R });
  }
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function listWords(words) {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/**
 * The section in `container`. update(run, diagnosis) shows it (or hides it
 * when diagnosis.nonfinite is null); onOpenFinding(index) is called when a
 * marker is clicked.
 */
export function createNumericsSection(container, { onOpenFinding } = {}) {
  injectStyle("trainhealth-numerics-style", css);
  injectStyle("trainhealth-gradients-style", heatmapCss); // the heatmap's legend and tooltip
  container.id = container.id || "numerics-health";
  container.classList.add("numerics-health");
  container.hidden = true;

  const saved = loadState(STORAGE_KEY);
  let run = null;
  let info = null; // diagnosis.nonfinite
  let findings = [];
  let groups = [];
  let domain = null; // [lo, hi] steps of the timeline axis
  let selectedKey = null;
  let savedRun = typeof saved.run === "string" ? saved.run : null;
  let savedKey = typeof saved.marker === "string" ? saved.marker : null;
  let shownKey = null;
  let matrixText = null;
  let seq = 0;

  const persist = () => saveState(STORAGE_KEY, { run, marker: selectedKey });

  // Timeline card.
  const summary = h("p", { class: "nf-summary", id: "nonfinite-summary", role: "status" });
  const timelineBox = h("div", { class: "nf-timeline-box", id: "nonfinite-timeline-box" });
  const timelineCard = h(
    "section",
    { class: "card nf-card", id: "nonfinite-timeline-card" },
    h(
      "div",
      { class: "card-head" },
      h("h3", null, "Non-finite values over time"),
      h("span", { class: "muted small" }, "Click a marker for its finding"),
    ),
    summary,
    timelineBox,
  );

  // Bad-step card.
  const badTitle = h("h3", null, "The bad step");
  const verdict = h("p", { class: "nf-verdict", id: "bad-step-verdict" });
  const tableBox = h("div", { class: "nf-scroll" });
  const badCard = h(
    "section",
    { class: "card nf-card", id: "bad-step-card", hidden: true },
    h("div", { class: "card-head" }, badTitle, h("span", { class: "muted small" }, "every layer output, in execution order")),
    verdict,
    tableBox,
  );

  // Activation max |x| card.
  const heatNote = h("p", { class: "chart-note muted", id: "activation-heatmap-note", role: "status" });
  const heatError = h("p", { class: "error-text", id: "activation-heatmap-error", role: "alert", hidden: true });
  const heatBox = h("div", { class: "heatmap-box" });
  const heatCard = h(
    "section",
    { class: "card heatmap-card nf-card", id: "activation-heatmap-card", hidden: true },
    h("div", { class: "card-head" }, h("h3", null, "Activation max |x| by layer"), h("span", { class: "muted small" }, "per layer output, over steps")),
    heatNote,
    heatError,
    heatBox,
  );
  const heatmap = createHeatmap(heatBox, { label: "Activation max |x|" });
  // heatmap.js names its elements for the gradient heatmap; this one is a
  // second heatmap on the same page, so its ids get a prefix of their own.
  const renameIds = (root) => {
    for (const el of root.querySelectorAll('[id^="heatmap-"], #gradient-heatmap')) {
      el.id = el.id === "gradient-heatmap" ? "activation-heatmap" : `activation-${el.id}`;
    }
  };
  renameIds(heatBox);
  const idObserver = new MutationObserver(() => renameIds(heatBox));
  idObserver.observe(heatBox, { childList: true, subtree: true });

  replaceChildren(
    container,
    h("h2", { class: "section-title" }, "Non-finite values"),
    h("div", { class: "nf-row" }, timelineCard, badCard),
    heatCard,
  );

  // The timeline.

  function lanes() {
    const present = new Set(groups.map((g) => g.kind));
    const known = TIMELINE_LANES.filter((l) => present.has(l.kind));
    const extra = [...present]
      .filter((k) => !TIMELINE_LANES.some((l) => l.kind === k))
      .map((k) => ({ kind: k, label: k.replace(/_/g, " "), shape: "circle" }));
    return [...known, ...extra];
  }

  function severityOf(index) {
    const f = findings[index];
    return f && ["critical", "warning", "info"].includes(f.severity) ? f.severity : "critical";
  }

  function drawTimeline() {
    const laneList = lanes();
    if (!groups.length || !domain) {
      replaceChildren(timelineBox);
      return;
    }
    const width = Math.max(320, timelineBox.clientWidth || container.clientWidth || 600);
    const plotW = width - LEFT - RIGHT;
    const height = TOP + laneList.length * LANE_H + BOTTOM;
    const [lo, hi] = domain;
    const x = (step) => LEFT + ((step - lo) / (hi - lo)) * plotW;
    const laneIndex = new Map(laneList.map((l, i) => [l.kind, i]));
    const yOf = (kind) => TOP + laneIndex.get(kind) * LANE_H + LANE_H / 2;

    const svg = s("svg", {
      id: "nonfinite-timeline",
      class: "nf-timeline",
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: "group",
      "aria-label": "Timeline of non-finite events",
      "data-markers": String(groups.length),
      "data-domain": `${lo},${hi}`,
    });

    // Lanes.
    laneList.forEach((lane, i) => {
      const y = TOP + i * LANE_H;
      svg.append(
        s("rect", { class: `nf-lane-bg${i % 2 ? " odd" : ""}`, x: 0, y, width, height: LANE_H }),
        s("line", { class: "nf-lane-line", x1: LEFT, x2: LEFT + plotW, y1: y + LANE_H / 2, y2: y + LANE_H / 2 }),
        s("text", { class: "nf-lane-label", x: 10, y: y + LANE_H / 2, "dominant-baseline": "central", "data-kind": lane.kind }, lane.label),
      );
    });

    // Step axis.
    const axisY = TOP + laneList.length * LANE_H;
    const axis = s("g", { class: "nf-axis" }, s("line", { class: "nf-axis-line", x1: LEFT, x2: LEFT + plotW, y1: axisY, y2: axisY }));
    for (const step of niceSteps(Math.ceil(lo), Math.floor(hi), Math.max(2, Math.floor(plotW / 80)))) {
      const tx = x(step);
      axis.append(
        s("line", { class: "nf-tick", x1: tx, x2: tx, y1: axisY, y2: axisY + 5 }),
        s("text", { class: "nf-tick-label", x: tx, y: axisY + 16, "text-anchor": "middle" }, String(step)),
      );
    }
    axis.append(s("text", { class: "nf-tick-label", x: LEFT + plotW / 2, y: axisY + 30, "text-anchor": "middle" }, "step"));
    svg.append(axis);

    // The first bad step (or the first event) across all lanes.
    const first = firstStep();
    const fx = x(first);
    svg.append(
      s("line", { class: "nf-first-line", x1: fx, x2: fx, y1: TOP - 4, y2: axisY }),
      s(
        "text",
        {
          class: "nf-first-label",
          x: fx > LEFT + plotW - 90 ? fx - 4 : fx + 4,
          y: TOP - 8,
          "text-anchor": fx > LEFT + plotW - 90 ? "end" : "start",
        },
        groups.some((g) => g.kind !== "loss_scale_collapse") ? `first NaN/Inf: step ${first}` : `loss scale collapsed: step ${first}`,
      ),
    );

    // Markers, with their labels where there is room before the next one.
    for (const lane of laneList) {
      const inLane = groups.filter((g) => g.kind === lane.kind);
      inLane.forEach((g, j) => {
        const gx = x(g.step);
        const gy = yOf(g.kind);
        const index = matchFinding(findings, g);
        const names = [...new Set(g.events.map(eventName).filter(Boolean))];
        const text = names.length > 1 ? `${names[0]} +${names.length - 1}` : names[0] || "";
        const next = inLane[j + 1];
        const prev = inLane[j - 1];
        const roomRight = (next ? x(next.step) - R - 6 : width - 4) - (gx + R + 5);
        const roomLeft = gx - R - 5 - (prev ? x(prev.step) + R + 6 : LEFT - 4);
        const textW = text ? measureText(text, FONT) : 0;
        const onLeft = textW > roomRight && roomLeft > roomRight;
        const room = Math.max(0, onLeft ? roomLeft : roomRight);
        const shown = text && room >= 24 ? middleEllipsis(text, room, FONT) : "";
        const labelW = shown ? measureText(shown, FONT) : 0;
        const what = (TIMELINE_LANES.find((l) => l.kind === g.kind) || { label: g.kind }).label;
        const title = `${what}: NaN/Inf at step ${g.step}` + (names.length ? ` — ${names.slice(0, 10).join(", ")}${names.length > 10 ? ", …" : ""}` : "");
        const hitX = onLeft ? -R - 5 - labelW - 2 : -R - 3;
        const marker = s(
          "g",
          {
            class: `nf-marker sev-${index >= 0 ? severityOf(index) : "critical"}${g.key === selectedKey ? " selected" : ""}`,
            transform: `translate(${gx.toFixed(1)},${gy})`,
            role: "button",
            tabindex: "0",
            "aria-label": title,
            "data-key": g.key,
            "data-kind": g.kind,
            "data-step": String(g.step),
            "data-layer": g.events.map((e) => e.layer).find(Boolean) || "",
            "data-variable": g.events.map((e) => e.variable).find(Boolean) || "",
            "data-count": String(g.events.length),
            "data-finding-index": index >= 0 ? String(index) : "",
          },
          s("title", null, title),
          s("rect", { class: "nf-hit", x: hitX, y: -LANE_H / 2 + 2, width: 2 * R + 6 + (shown ? labelW + 7 : 0), height: LANE_H - 4 }),
          s("circle", { class: "nf-ring", r: R + 4 }),
          markerShape(lane.shape),
          shown
            ? s(
                "text",
                { class: "nf-marker-label", x: onLeft ? -R - 5 : R + 5, y: 0, "dominant-baseline": "central", "text-anchor": onLeft ? "end" : "start" },
                shown,
              )
            : null,
        );
        const activate = () => select(g, index);
        marker.addEventListener("click", activate);
        marker.addEventListener("keydown", (event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            activate();
          }
        });
        svg.append(marker);
      });
    }
    replaceChildren(timelineBox, svg);
  }

  function markSelected() {
    for (const el of timelineBox.querySelectorAll(".nf-marker")) {
      el.classList.toggle("selected", el.dataset.key === selectedKey);
    }
    timelineBox.dataset.selected = selectedKey || "";
  }

  function select(group, index) {
    selectedKey = group.key;
    persist();
    markSelected();
    if (index >= 0 && onOpenFinding) onOpenFinding(index);
  }

  // The first NaN/Inf: the bad step, else the first event that is one (a
  // loss-scale collapse is not).
  function firstStep() {
    if (info && info.bad_step && isStep(info.bad_step.step)) return info.bad_step.step;
    const g = groups.find((x) => x.kind !== "loss_scale_collapse") || groups[0];
    return g.step;
  }

  function renderSummary() {
    const first = groups.find((x) => x.kind !== "loss_scale_collapse");
    if (!first) {
      replaceChildren(summary, "The loss scale collapsed at ", h("strong", null, `step ${groups[0].step}`), "; no NaN/Inf was recorded.");
      return;
    }
    const step0 = first.step;
    const atFirst = lanes()
      .filter((l) => l.kind !== "loss_scale_collapse" && groups.some((g) => g.step === step0 && g.kind === l.kind))
      .map((l) => {
        const g = groups.find((x) => x.step === step0 && x.kind === l.kind);
        const name = g.events.map((e) => e.variable || e.layer).find(Boolean);
        return `${LANE_WORD[l.kind] || l.label}${name ? ` (${name})` : ""}`;
      });
    const later = groups.filter((g) => g.step > step0).length;
    const earlier = groups.filter((g) => g.step < step0).length;
    replaceChildren(
      summary,
      "First NaN/Inf at ",
      h("strong", null, `step ${step0}`),
      `, in ${listWords(atFirst)}`,
      later ? `; ${plural(later, "later event")} after it` : "",
      earlier ? `; ${plural(earlier, "loss-scale event")} before it` : "",
      ".",
    );
  }

  // The bad step.

  function renderBadStep() {
    const bad = info && info.bad_step && typeof info.bad_step === "object" ? info.bad_step : null;
    const rows = bad && Array.isArray(bad.layers) ? bad.layers.filter((r) => r && typeof r.layer === "string") : [];
    if (!bad) {
      badCard.hidden = true;
      replaceChildren(tableBox);
      return;
    }
    badCard.hidden = false;
    const firstBad = typeof bad.first_bad_layer === "string" ? bad.first_bad_layer : (rows.find((r) => r.finite === false) || {}).layer;
    const firstRow = rows.find((r) => r.layer === firstBad);
    replaceChildren(badTitle, `The bad step: step ${bad.step}`);
    badCard.dataset.step = String(bad.step);
    badCard.dataset.firstBad = firstBad || "";
    badCard.dataset.inputsFinite = String(bad.inputs_finite);

    const name = h("code", null, firstBad || "?");
    const dtype = firstRow && firstRow.dtype ? String(firstRow.dtype) : "";
    if (bad.inputs_finite === true) {
      verdict.className = "nf-verdict created";
      replaceChildren(verdict, "The inputs of ", name, " were finite: the NaN/Inf was created inside this layer.");
    } else if (bad.inputs_finite === false) {
      verdict.className = "nf-verdict upstream";
      replaceChildren(
        verdict,
        "The inputs of ",
        name,
        " were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",
        dtype === "float16" ? " It computes in float16, whose range ends at 65504." : null,
      );
    } else {
      verdict.className = "nf-verdict";
      replaceChildren(verdict, name, " is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.");
    }

    let seenBad = false;
    const body = rows.map((r, i) => {
      const finite = r.finite !== false;
      const isFirst = r.layer === firstBad && !seenBad;
      if (isFirst) seenBad = true;
      const nearLimit = r.dtype === "float16" && typeof r.max_abs === "number" && r.max_abs > FLOAT16_MAX / 2;
      const classes = [finite ? "row-finite" : "row-nonfinite"];
      if (isFirst) classes.push("first-bad");
      else if (!finite && seenBad) classes.push("propagated");
      return h(
        "tr",
        { class: classes.join(" "), "data-layer": r.layer, "data-finite": String(finite), "data-kind": r.kind || "layer" },
        h("td", { class: "num muted" }, String(i + 1)),
        h(
          "td",
          { class: "layer-cell" },
          h("code", null, r.layer),
          r.kind === "watch" ? h("span", { class: "nf-tag", title: "a tb_trainhealth.watch tensor" }, "watch") : null,
          isFirst ? h("span", { class: "badge sev-critical nf-first-badge" }, "first NaN/Inf") : null,
        ),
        h(
          "td",
          {
            class: `finite-cell ${finite ? "ok" : "bad"}`,
            title: r.as_input ? "This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input." : null,
          },
          finite ? "✓ finite" : "✗ NaN/Inf",
          r.as_input ? h("span", { class: "muted nf-as-input" }, " (as its input)") : null,
        ),
        h(
          "td",
          { class: `num max-cell${nearLimit ? " near-limit" : ""}`, title: nearLimit ? "over half of float16's largest value, 65504" : null },
          maxAbsText(r.max_abs),
        ),
        h("td", { class: "dtype-cell" }, r.dtype || "—"),
      );
    });
    const table = h(
      "table",
      { class: "nf-table", id: "bad-step-table", "data-step": String(bad.step) },
      h(
        "thead",
        null,
        h("tr", null, h("th", { class: "num" }, "#"), h("th", null, "Layer output"), h("th", null, "Values"), h("th", { class: "num" }, "max |x|"), h("th", null, "dtype")),
      ),
      h("tbody", null, body),
    );
    replaceChildren(tableBox, rows.length ? table : h("p", { class: "muted" }, "No layer outputs were recorded for this step."));
    // Bring the first bad row into view inside the table's own scroll box.
    const row = tableBox.querySelector("tr.first-bad");
    if (row && tableBox.scrollHeight > tableBox.clientHeight) {
      tableBox.scrollTop = Math.max(0, row.offsetTop - tableBox.clientHeight / 2);
    }
  }

  // The activation max |x| heatmap.

  function renderHeatmap(result, bad) {
    if (!result || result.missing) {
      heatCard.hidden = true;
      heatmap.clear();
      return;
    }
    heatCard.hidden = false;
    if (result.error) {
      heatError.hidden = false;
      heatError.textContent = `Could not load the activation max |x|: ${result.error}`;
      heatNote.textContent = "";
      heatmap.clear();
      return;
    }
    heatError.hidden = true;
    const body = result.body;
    heatmap.setData(body, { label: "Activation max |x|" });
    const focus = bad && typeof bad.first_bad_layer === "string" && isStep(bad.step) ? { layers: [bad.first_bad_layer], first: bad.step, last: bad.step } : null;
    heatmap.setHighlight(focus);
    const outlined = focus && !heatmap.missingLayers().length;
    const layers = Array.isArray(body.layers) ? body.layers.length : 0;
    const steps = Array.isArray(body.steps) ? body.steps : [];
    const nonfinite = Array.isArray(body.nonfinite) ? body.nonfinite.length : 0;
    if (!layers || !steps.length) {
      heatNote.textContent = "No activation max |x| values were logged for this run yet.";
      return;
    }
    const binned = steps.some((st) => st[1] > st[0]);
    heatNote.textContent =
      `${plural(layers, "layer output")} (first on top) × steps ${steps[0][0]}–${steps[steps.length - 1][1]}` +
      (binned ? ` in ${steps.length} columns (mean per column)` : "") +
      (nonfinite ? `; ${plural(nonfinite, "NaN/Inf cell")} in red` : "") +
      (outlined ? `; outlined: ${focus.layers[0]} at step ${focus.first}, the first NaN/Inf.` : ".");
  }

  async function fetchMatrix(forRun) {
    try {
      const { body, text } = await fetchGradients(forRun, STAT, Math.max(50, Math.min(5000, heatmap.plotWidth())));
      return { body, text };
    } catch (err) {
      if (err && (err.status === 404 || err.status === 400)) return { missing: true, text: "missing" };
      return { error: err && err.message ? err.message : String(err), text: null };
    }
  }

  function computeDomain(result) {
    let lo = Math.min(...groups.map((g) => g.step));
    let hi = Math.max(...groups.map((g) => g.step));
    const steps = result && result.body && Array.isArray(result.body.steps) ? result.body.steps : [];
    if (steps.length && Array.isArray(steps[0]) && Array.isArray(steps[steps.length - 1])) {
      lo = Math.min(lo, steps[0][0]);
      hi = Math.max(hi, steps[steps.length - 1][1]);
    }
    if (hi - lo < 10) {
      const mid = (lo + hi) / 2;
      lo = Math.max(0, Math.floor(mid - 5));
      hi = lo + 10;
    }
    const pad = (hi - lo) * 0.03;
    return [lo - pad, hi + pad];
  }

  let lastWidth = 0;
  const resize = new ResizeObserver(() => {
    const w = timelineBox.clientWidth;
    if (groups.length && Math.abs(w - lastWidth) > 1) {
      lastWidth = w;
      drawTimeline();
    }
  });
  resize.observe(timelineBox);

  return {
    element: container,
    /** Shows the views for `diagnosis` of `newRun`; hides them when it had no NaN/Inf. */
    async update(newRun, diagnosis) {
      const token = ++seq;
      if (newRun !== run) {
        run = newRun;
        shownKey = null;
        matrixText = null;
        selectedKey = savedRun === newRun ? savedKey : null;
        savedRun = savedKey = null;
      }
      const nf = diagnosis && diagnosis.nonfinite && typeof diagnosis.nonfinite === "object" ? diagnosis.nonfinite : null;
      const newGroups = nf ? groupTimeline(nf.timeline) : [];
      if (!nf || !newGroups.length) {
        info = null;
        groups = [];
        shownKey = null;
        container.hidden = true;
        container.dataset.state = "none";
        return;
      }
      const result = await fetchMatrix(newRun);
      if (token !== seq || newRun !== run) return;
      const newFindings = Array.isArray(diagnosis.findings) ? diagnosis.findings : [];
      const key = `${JSON.stringify(nf)}\n${JSON.stringify(newFindings)}\n${result.text}`;
      container.hidden = false;
      container.dataset.state = "shown";
      if (key === shownKey && !result.error) return; // unchanged: keep the view as it is
      shownKey = result.error ? null : key;
      info = nf;
      findings = newFindings;
      groups = newGroups;
      if (selectedKey && !groups.some((g) => g.key === selectedKey)) selectedKey = null;
      domain = computeDomain(result);
      if (result.text !== matrixText || result.error) {
        matrixText = result.error ? null : result.text;
        renderHeatmap(result, nf.bad_step);
      }
      renderSummary();
      lastWidth = timelineBox.clientWidth;
      drawTimeline();
      markSelected();
      renderBadStep();
      persist();
    },
    /** Marks the timeline marker of a non-finite finding (no scrolling); returns false. */
    focusFinding(finding) {
      if (!finding || container.hidden || !groups.length) return false;
      const i = findings.indexOf(finding);
      const g = groups.find((x) => matchFinding(findings, x) === i && i >= 0);
      if (g) {
        selectedKey = g.key;
        persist();
        markSelected();
      }
      return false;
    },
    retheme() {
      heatmap.redraw();
    },
    destroy() {
      seq += 1;
      resize.disconnect();
      idObserver.disconnect();
      heatmap.destroy();
      replaceChildren(container);
    },
  };
}
