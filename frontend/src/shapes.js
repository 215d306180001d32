// The shape views (#shape-health), shown when the run logged a shape table
// (the `shape_table` event, docs/routes.md): the data's spec and the
// model's inputs and outputs side by side, then every layer call with its
// input and output shapes, dtype and parameters, in execution order. The
// layer a shape finding names is highlighted, with the expected and the
// actual shape under it; clicking the finding focuses its row.
import css from "./shapes.css";
import { h, injectStyle, replaceChildren, withCode } from "./dom.js";
import { fetchEvents } from "./api.js";

// Finding causes (evidence.cause) about the data going in, and about the
// labels against the output and the loss.
const INPUT_CAUSES = ["input_shape", "layer_input", "layer_rank", "layer_call"];
const LABEL_CAUSES = [
  "integer_labels_categorical_loss",
  "one_hot_labels_sparse_loss",
  "output_units",
  "extra_output_dims",
  "loss_broadcast",
  "label_shape",
];

/** [null, 28, 28] -> "(None, 28, 28)", as Keras prints shapes. */
export function shapeText(shape) {
  if (!Array.isArray(shape)) return "(unknown)";
  const dims = shape.map((d) => (d === null || d === undefined ? "None" : String(d)));
  return `(${dims.join(", ")}${dims.length === 1 ? "," : ""})`;
}

function specsText(specs) {
  if (!Array.isArray(specs) || !specs.length) return "—";
  return specs.map((s) => shapeText(s && s.shape)).join("  ");
}

function count(n) {
  return typeof n === "number" ? n.toLocaleString("en-US") : "—";
}

function shapeFindings(diagnosis) {
  const findings = diagnosis && Array.isArray(diagnosis.findings) ? diagnosis.findings : [];
  return findings.filter((f) => f && f.node === "shape");
}

function causeOf(finding) {
  const ev = finding && finding.evidence && typeof finding.evidence === "object" ? finding.evidence : {};
  return typeof ev.cause === "string" ? ev.cause : "";
}

function noteFor(finding) {
  const ev = finding.evidence || {};
  const parts = [];
  if (ev.expected) parts.push(`expected ${ev.expected}`);
  if (ev.actual) parts.push(`got ${ev.actual}`);
  if (ev.source) parts.push(`from ${ev.source}`);
  if (!parts.length) return finding.summary || finding.kind;
  return `${finding.kind}: ${parts.join(" · ")}`;
}

export function createShapeSection(container) {
  injectStyle("trainhealth-shapes-style", css);
  container.id = container.id || "shape-health";
  container.classList.add("shape-health");
  container.hidden = true;

  let run = null;
  let shownKey = null;
  let seq = 0;
  let findings = [];
  let focusedLayer = null;

  const note = h("p", { class: "shape-note muted", id: "shape-note", role: "status" });
  const alert = h("p", { class: "shape-note alert", id: "shape-alert", role: "alert", hidden: true });
  const compare = h("div", { class: "spec-compare", id: "shape-specs" });
  const tableBox = h("div", { class: "shape-scroll" });
  const error = h("p", { class: "error-text", id: "shape-error", role: "alert", hidden: true });
  const card = h(
    "section",
    { class: "card shape-card", id: "shape-table-card" },
    h(
      "div",
      { class: "card-head" },
      h("h3", null, "Layer shapes"),
      h("span", { class: "muted small" }, "every layer call, in execution order"),
    ),
    note,
    alert,
    error,
    compare,
    tableBox,
  );
  replaceChildren(container, h("h2", { class: "section-title" }, "Shapes"), card);

  function showError(message) {
    error.hidden = !message;
    error.textContent = message || "";
  }

  function specItem(role, spec, mismatch, extra) {
    return h(
      "li",
      { class: `spec-item${mismatch ? " mismatch" : ""}`, "data-role": role },
      h("span", { class: "spec-role" }, role),
      h("span", { class: "spec-shape" }, shapeText(spec && spec.shape)),
      h("span", { class: "spec-dtype" }, (spec && spec.dtype) || ""),
      extra ? h("span", { class: "muted" }, withCode(extra)) : null,
    );
  }

  function renderSpecs(table) {
    const causes = findings.map(causeOf);
    const inputBad = findings.some(
      (f) => INPUT_CAUSES.includes(causeOf(f)) && (f.evidence || {}).source === "the data",
    );
    const labelsBad = causes.some((c) => LABEL_CAUSES.includes(c));
    const data = table.data || {};
    const xs = Array.isArray(data.x) ? data.x : [];
    const ys = Array.isArray(data.y) ? data.y : [];
    const ins = Array.isArray(table.model_inputs) ? table.model_inputs : [];
    const outs = Array.isArray(table.model_outputs) ? table.model_outputs : [];
    const losses = Array.isArray(table.loss) ? table.loss : [];
    const label = (name, spec, i, n) => (spec && spec.path ? `${name}.${spec.path}` : n > 1 ? `${name}[${i}]` : name);
    replaceChildren(
      compare,
      h(
        "div",
        { class: "spec-box", id: "data-spec" },
        h("h4", null, "Data (one batch)"),
        h(
          "ul",
          { class: "spec-list" },
          xs.map((s, i) => specItem(label("x", s, i, xs.length), s, inputBad)),
          ys.map((s, i) => specItem(label("y", s, i, ys.length), s, labelsBad)),
          !xs.length && !ys.length ? h("li", { class: "muted" }, "Not known (a generator?)") : null,
        ),
      ),
      h(
        "div",
        { class: "spec-box", id: "model-spec" },
        h("h4", null, "Model"),
        h(
          "ul",
          { class: "spec-list" },
          ins.map((s) =>
            specItem("input", s, inputBad, s.inferred ? "(subclassed: taken from the data)" : s.name ? `\`${s.name}\`` : ""),
          ),
          outs.map((s) => specItem("output", s, labelsBad, s.layer ? `of \`${s.layer}\`` : "")),
          losses.length
            ? h(
                "li",
                { class: "spec-item", "data-role": "loss" },
                h("span", { class: "spec-role" }, "loss"),
                h("span", { class: "spec-shape" }, losses.map((l) => l.name).join(", ")),
              )
            : null,
        ),
      ),
    );
  }

  function renderTable(table) {
    const rows = Array.isArray(table.rows) ? table.rows : [];
    const byLayer = new Map();
    for (const f of findings) {
      if (typeof f.layer === "string" && f.layer && !byLayer.has(f.layer)) byLayer.set(f.layer, f);
    }
    const noted = new Set();
    const body = [];
    for (const row of rows) {
      const finding = byLayer.get(row.name);
      const failed = row.status === "failed";
      const bad = Boolean(finding) || failed;
      const warning = finding && finding.severity === "warning";
      const cls = [
        `depth-${Math.min(row.depth || 0, 9)}`,
        row.trainable === false ? "not-trainable" : "",
        bad ? "row-mismatch" : "",
        warning ? "row-warning" : "",
        row.status ? `row-${row.status}` : "",
        focusedLayer && row.name === focusedLayer ? "focused" : "",
      ]
        .filter(Boolean)
        .join(" ");
      const outputs = row.outputs && row.outputs.length ? specsText(row.outputs) : failed ? "—" : "";
      const dtype = (row.outputs && row.outputs[0] && row.outputs[0].dtype) || (row.inputs && row.inputs[0] && row.inputs[0].dtype) || "";
      const status = row.status === "failed" ? "failed here" : row.status === "raised_inside" ? "raised inside" : "";
      body.push(
        h(
          "tr",
          { class: cls, "data-layer": row.name, "data-row": row.index, "data-mismatch": bad ? "true" : null },
          h("td", { class: "num muted" }, String(row.index)),
          h(
            "td",
            { style: `padding-left: ${10 + 16 * (row.depth || 0)}px` },
            h("span", { class: "layer-name" }, row.name),
            h("span", { class: "layer-class" }, row.class),
          ),
          h("td", { class: "shape-cell" }, specsText(row.inputs)),
          h("td", { class: "shape-cell" }, outputs),
          h("td", { class: "shape-cell muted" }, dtype),
          h("td", { class: "num" }, count(row.params)),
          h("td", null, row.trainable === false ? "no" : "yes"),
          h("td", { class: "status-cell" }, status),
        ),
      );
      if (bad && !noted.has(row.name)) {
        noted.add(row.name);
        const text = finding ? noteFor(finding) : row.error || "This call failed.";
        body.push(
          h(
            "tr",
            { class: `row-note${warning ? " row-warning" : ""}`, "data-note-for": row.name },
            h("td", null, ""),
            h("td", { colspan: 7 }, text),
          ),
        );
      }
    }
    replaceChildren(
      tableBox,
      h(
        "table",
        { class: "shape-table", id: "shape-table" },
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            h("th", { class: "num" }, "#"),
            h("th", null, "Layer"),
            h("th", null, "Input shape"),
            h("th", null, "Output shape"),
            h("th", null, "dtype"),
            h("th", { class: "num" }, "Params"),
            h("th", null, "Trainable"),
            h("th", null, "Status"),
          ),
        ),
        h("tbody", null, body),
      ),
    );
  }

  function render(table, tables) {
    const rows = Array.isArray(table.rows) ? table.rows : [];
    const layers = rows.filter((r) => (r.depth || 0) > 0).length;
    note.textContent =
      `${table.model || "model"} (${table.model_class || "?"}, ${table.model_kind || "?"}) · ` +
      `${layers} layer call${layers === 1 ? "" : "s"} · ${count(table.total_params)} params` +
      (typeof table.trainable_params === "number" ? ` (${count(table.trainable_params)} trainable)` : "") +
      (tables > 1 ? ` · the latest of ${tables} tables this run logged` : "");
    let warn = "";
    if (table.walked_on === "model_inputs") {
      warn = "The data does not fit the model's input: the table shows the model on its declared input shapes.";
    } else if (table.complete === false) {
      const failed = rows.find((r) => r.status === "failed");
      warn = `The model stopped at ${failed ? `\`${failed.name}\`` : "a layer"}: the layers after it were not reached.`;
    }
    alert.hidden = !warn;
    replaceChildren(alert, withCode(warn));
    renderSpecs(table);
    renderTable(table);
  }

  function focusRow(layer) {
    focusedLayer = layer;
    for (const tr of tableBox.querySelectorAll("tr.focused")) tr.classList.remove("focused");
    const rows = layer ? [...tableBox.querySelectorAll("tr[data-layer]")].filter((tr) => tr.dataset.layer === layer) : [];
    for (const tr of rows) tr.classList.add("focused");
    const target = rows[0] || card;
    card.dataset.focused = layer || "";
    // After the click's other updates (the evidence panel) have laid out.
    const scroll = () => target.scrollIntoView && target.scrollIntoView({ block: "center", behavior: "smooth" });
    if (window.requestAnimationFrame) window.requestAnimationFrame(scroll);
    else scroll();
  }

  return {
    element: container,
    /** Shows the run's latest shape table (hides the section when it has none). */
    async update(newRun, diagnosis) {
      const token = ++seq;
      if (newRun !== run) {
        run = newRun;
        shownKey = null;
        focusedLayer = null;
      }
      findings = shapeFindings(diagnosis);
      let result;
      try {
        result = await fetchEvents(newRun, "shape_table");
      } catch (err) {
        if (token !== seq) return;
        shownKey = null;
        container.hidden = false;
        showError(`Could not load the shape table: ${err && err.message ? err.message : err}`);
        return;
      }
      if (token !== seq || newRun !== run) return;
      showError(null);
      const events = Array.isArray(result.body.events) ? result.body.events : [];
      const latest = events.length ? events[events.length - 1].payload : null;
      if (!latest || typeof latest !== "object") {
        container.hidden = true;
        container.dataset.state = "none";
        return;
      }
      container.hidden = false;
      container.dataset.state = "shown";
      const key = `${result.text}\n${JSON.stringify(findings)}`;
      if (key === shownKey) return; // unchanged: keep the scroll position
      shownKey = key;
      render(latest, events.length);
      if (focusedLayer) focusRow(focusedLayer);
    },
    /** Focuses a shape finding's row; returns whether it did. */
    focusFinding(finding) {
      if (!finding || finding.node !== "shape" || container.hidden) return false;
      focusRow(typeof finding.layer === "string" ? finding.layer : null);
      return true;
    },
    destroy() {
      seq += 1;
      replaceChildren(container);
    },
  };
}
