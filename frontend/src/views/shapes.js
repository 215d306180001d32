// The shapes view (#shape-health), shown when the diagnosis has
// `areas.shapes` (the run's latest shape table, docs/routes.md): the data's
// spec and the model's inputs and outputs side by side, then every layer
// call with its input and output shapes, dtype and parameters, in execution
// order. The layer a shape finding names is highlighted, with the expected
// and the actual shape under it; clicking the finding focuses its row.
// What to show is worked out in shapes_data.js.
import css from "./shapes.css";
import { h, injectStyle, replaceChildren, withCode } from "../dom.js";
import { AREA, areaOfFinding } from "../vocab.js";
import { card, sectionHeading, showSection } from "./section.js";
import { countText, headline, lossCheckRows, shapeFindings, shapeSummary, shapeText, specLists, specsText, tableRows, tableWarning } from "./shapes_data.js";

const COLUMNS = [
  ["#", "num"],
  ["Layer", null],
  ["Input shape", null],
  ["Output shape", null],
  ["dtype", null],
  ["Params", "num"],
  ["Trainable", null],
  ["Status", null],
];

function specItem({ role, spec, mismatch, note }) {
  return h(
    "li",
    { class: `spec-item${mismatch ? " mismatch" : ""}`, "data-role": role },
    h("span", { class: "spec-role" }, role),
    h("span", { class: "spec-shape" }, shapeText(spec && spec.shape)),
    h("span", { class: "spec-dtype" }, (spec && spec.dtype) || ""),
    note ? h("span", { class: "muted" }, withCode(note)) : null,
  );
}

function specBoxes(table, findings) {
  const specs = specLists(table, findings);
  return [
    h(
      "div",
      { class: "spec-box", id: "data-spec" },
      h("h4", null, "Data (one batch)"),
      h("ul", { class: "spec-list" }, specs.data.map(specItem), specs.data.length ? null : h("li", { class: "muted" }, "Not known (a generator?)")),
    ),
    h(
      "div",
      { class: "spec-box", id: "model-spec" },
      h("h4", null, "Model"),
      h(
        "ul",
        { class: "spec-list" },
        specs.model.map(specItem),
        specs.losses.length
          ? h("li", { class: "spec-item", "data-role": "loss" }, h("span", { class: "spec-role" }, "loss"), h("span", { class: "spec-shape" }, specs.losses.join(", ")))
          : null,
      ),
    ),
  ];
}

function layerRows({ row, classes, bad, warning, outputs, dtype, status, note }) {
  return [
    h(
      "tr",
      { class: classes.join(" "), "data-layer": row.name, "data-row": row.index, "data-mismatch": bad ? "true" : null },
      h("td", { class: "num muted" }, String(row.index)),
      h("td", { style: `padding-left: ${10 + 16 * (row.depth || 0)}px` }, h("span", { class: "layer-name" }, row.name), h("span", { class: "layer-class" }, row.class)),
      h("td", { class: "shape-cell" }, specsText(row.inputs)),
      h("td", { class: "shape-cell" }, outputs),
      h("td", { class: "shape-cell muted" }, dtype),
      h("td", { class: "num" }, countText(row.params)),
      h("td", null, row.trainable === false ? "no" : "yes"),
      h("td", { class: "status-cell" }, status),
    ),
    note === null
      ? null
      : h("tr", { class: `row-note${warning ? " row-warning" : ""}`, "data-note-for": row.name }, h("td", null, ""), h("td", { colspan: COLUMNS.length - 1 }, note)),
  ];
}

function create(container, ctx) {
  injectStyle("trainhealth-shapes-style", css);
  container.id = "shape-health";
  container.hidden = true;

  let run = null;
  let shownKey = null; // what is drawn, to keep the scroll position when unchanged
  let findings = [];
  let focusedLayer = null;

  const note = h("p", { class: "shape-note muted", id: "shape-note", role: "status" });
  const alert = h("p", { class: "shape-note alert", id: "shape-alert", role: "alert", hidden: true });
  const compare = h("div", { class: "spec-compare", id: "shape-specs" });
  const tableBox = h("div", { class: "table-scroll shape-scroll" });
  const tableCard = card(
    { id: "shape-table-card", className: "shape-card", title: "Layer shapes", aside: "every layer call, in execution order" },
    note,
    alert,
    compare,
    tableBox,
  );
  const lossBody = h("tbody");
  const lossCard = card(
    { id: "loss-shapes-card", className: "shape-card", title: "Loss inputs", aside: "Monitor.check_loss_shapes(y_true, y_pred)", hidden: true },
    h("table", { class: "data-table", id: "loss-shapes-table" },
      h("thead", null, h("tr", null, ["Step", "y_true", "y_pred", "Verdict"].map((t) => h("th", null, t)))), lossBody),
  );
  replaceChildren(container, sectionHeading(ctx.title), tableCard, lossCard);

  function renderLossChecks(lossChecks) {
    lossCard.hidden = !lossChecks.length;
    replaceChildren(lossBody, lossCheckRows(lossChecks).map((r) =>
      h("tr", { class: r.ok ? null : "mismatch" }, h("td", { class: "num" }, r.step), h("td", { class: "shape-cell" }, r.yTrue),
        h("td", { class: "shape-cell" }, r.yPred), h("td", null, r.verdict))));
  }

  function render(table, tables) {
    note.textContent = headline(table, tables);
    const warning = tableWarning(table);
    alert.hidden = !warning;
    replaceChildren(alert, withCode(warning));
    replaceChildren(compare, specBoxes(table, findings));
    const head = h("tr", null, COLUMNS.map(([title, cls]) => h("th", cls ? { class: cls } : null, title)));
    replaceChildren(
      tableBox,
      h("table", { class: "data-table shape-table", id: "shape-table" }, h("thead", null, head), h("tbody", null, tableRows(table, findings, focusedLayer).map(layerRows))),
    );
  }

  function focusRow(layer) {
    focusedLayer = layer;
    for (const tr of tableBox.querySelectorAll("tr.focused")) tr.classList.remove("focused");
    const rows = layer ? [...tableBox.querySelectorAll("tr[data-layer]")].filter((tr) => tr.dataset.layer === layer) : [];
    for (const tr of rows) tr.classList.add("focused");
    const target = rows[0] || tableCard;
    tableCard.dataset.focused = layer || "";
    // After the click's other updates (the evidence panel) have laid out.
    const scroll = () => target.scrollIntoView && target.scrollIntoView({ block: "center", behavior: "smooth" });
    if (window.requestAnimationFrame) window.requestAnimationFrame(scroll);
    else scroll();
  }

  return {
    /** Shows the run's latest shape table (hides the view when it has none). */
    async update(newRun, diagnosis) {
      if (newRun !== run) {
        run = newRun;
        shownKey = null;
        focusedLayer = null;
      }
      findings = shapeFindings(diagnosis);
      const summary = shapeSummary(diagnosis);
      showSection(container, Boolean(summary));
      if (!summary) return;
      const key = `${JSON.stringify(summary)}\n${JSON.stringify(findings)}`;
      if (key === shownKey) return; // unchanged: keep the scroll position
      shownKey = key;
      tableCard.hidden = !summary.table;
      if (summary.table) render(summary.table, summary.tables);
      renderLossChecks(summary.lossChecks);
      if (focusedLayer && summary.table) focusRow(focusedLayer);
    },
    /** Focuses a shape finding's row; returns whether it did. */
    focusFinding(finding) {
      if (areaOfFinding(finding) !== AREA.shapes || container.hidden) return false;
      focusRow(typeof finding.layer === "string" ? finding.layer : null);
      return true;
    },
    retheme() {}, // no canvas: the CSS follows the theme
    destroy() {
      replaceChildren(container);
    },
  };
}

export default { area: AREA.shapes, create };
