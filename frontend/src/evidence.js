// The evidence panel (#evidence-panel) for the selected flowchart node, and
// the list of the run's findings.
import { h, replaceChildren, withCode } from "./dom.js";
import { copyButton } from "./copy.js";
import { NODE, STATE_LABEL, SEVERITY_ORDER, findingStepText, labelOf, noDataHint } from "./vocab.js";
import { groupFindings } from "./findings_data.js";
import { evidenceRows } from "./evidence_data.js";

function severityBadge(severity) {
  const sev = severity in SEVERITY_ORDER ? severity : "info";
  return h("span", { class: `badge sev-${sev}` }, severity || "info");
}

function stateBadge(state) {
  return h("span", { class: `badge state-${state}` }, STATE_LABEL[state] || state);
}

function evidenceTable(evidence) {
  const rows = evidenceRows(evidence);
  if (!rows.length) return null;
  return h(
    "table",
    { class: "evidence-table kv" },
    h(
      "tbody",
      null,
      rows.map(({ key, label, text }) =>
        h("tr", null, h("th", { scope: "row", title: key }, label), h("td", null, text)),
      ),
    ),
  );
}

export function codeBlock(code, lang = "python") {
  return h(
    "div",
    { class: "code-block" },
    h("div", { class: "code-toolbar" }, h("span", { class: "code-lang" }, lang), copyButton(() => code)),
    h("pre", null, h("code", null, code)),
  );
}

function fixBlock(fix) {
  if (!fix) return null;
  const text = typeof fix === "string" ? fix : fix.text;
  const code = typeof fix === "object" && fix.code ? String(fix.code) : "";
  if (!text && !code) return null;
  return h(
    "div",
    { class: "fix" },
    h("h4", null, "Fix"),
    text ? h("p", { class: "fix-text" }, withCode(text)) : null,
    code ? codeBlock(code) : null,
  );
}

function findingCard(finding, index) {
  const meta = [];
  meta.push(h("span", { class: "meta-item" }, "Severity ", severityBadge(finding.severity)));
  const where = findingStepText(finding);
  if (where) meta.push(h("span", { class: "meta-item finding-step" }, h("strong", null, where)));
  if (finding.layer) {
    // An input-pipeline finding's "layer" is a tf.data transformation (".map(decode)").
    const what = finding.node === NODE.input_pipeline ? "Transformation " : "Layer ";
    meta.push(h("span", { class: "meta-item finding-layer" }, what, h("code", null, String(finding.layer))));
  }
  if (finding.kind) meta.push(h("span", { class: "meta-item kind" }, h("code", null, finding.kind)));
  if (finding.caused_by) {
    meta.push(h("span", { class: "meta-item caused-by" }, "Follows from ", h("strong", null, labelOf(finding.caused_by))));
  }
  const table = evidenceTable(finding.evidence);
  return h(
    "article",
    { class: `finding-card sev-border-${finding.severity}`, "data-finding-index": index },
    h("p", { class: "finding-summary" }, withCode(finding.summary || finding.kind || "Finding")),
    h("div", { class: "finding-meta" }, meta),
    table ? h("h4", null, "Evidence") : null,
    table,
    fixBlock(finding.fix),
  );
}

/** Empty panel: nothing selected yet. */
export function renderEvidencePlaceholder(panel, findingsCount) {
  delete panel.dataset.nodeId;
  delete panel.dataset.state;
  replaceChildren(
    panel,
    h("h3", null, "Evidence"),
    h(
      "p",
      { class: "muted" },
      findingsCount
        ? "Click a lit node in the flowchart, or a finding, to see its evidence and the fix."
        : "Click a node in the flowchart to see what was checked.",
    ),
  );
}

/** The panel for one node of the flowchart. */
export function renderEvidence(panel, node, findings, { onClose } = {}) {
  const state = node.state || "no_data";
  panel.dataset.nodeId = node.id;
  panel.dataset.state = state;
  const indexes = Array.isArray(node.findings) ? node.findings : [];
  const nodeFindings = indexes.map((i) => [findings[i], i]).filter(([f]) => f);

  let body;
  if (nodeFindings.length) {
    body = nodeFindings.map(([f, i]) => findingCard(f, i));
  } else if (state === "clear") {
    body = h(
      "p",
      { class: "node-empty clear" },
      "Clear: evidence was captured for this check and nothing is wrong.",
    );
  } else if (state === "triggered") {
    body = h("p", { class: "node-empty" }, "This node is lit, but the diagnosis lists no finding for it.");
  } else {
    body = [
      h("p", { class: "node-empty no-data" }, "No data: nothing was captured for this check in this run."),
      h("p", { class: "hint" }, h("strong", null, "To get evidence: "), withCode(noDataHint(node.id))),
    ];
  }

  replaceChildren(
    panel,
    h(
      "div",
      { class: "panel-head" },
      h("h3", null, node.label || node.id),
      stateBadge(state),
      h(
        "button",
        { type: "button", class: "icon-button close-button", title: "Close", "aria-label": "Close evidence", onclick: onClose },
        "×",
      ),
    ),
    h("p", { class: "node-id muted" }, "Node ", h("code", null, node.id)),
    body,
  );
}

/** The run's findings; clicking one calls onSelect(nodeId). showKind: each led by its kind's words. */
export function renderFindingsList(container, findings, { selectedNode, onSelect, showKind = false } = {}) {
  if (!findings.length) {
    replaceChildren(
      container,
      h("h3", null, "Findings"),
      h("p", { class: "no-findings" }, "No findings: nothing wrong was detected in this run."),
    );
    return;
  }
  const item = ({ finding: f, index: i }) =>
    h(
      "button",
      {
        type: "button",
        class: `finding-item${f.node && f.node === selectedNode ? " selected" : ""}`,
        "data-finding-index": i,
        "data-node": f.node || "",
        onclick: () => f.node && onSelect && onSelect(f.node, f),
        title: f.node ? `Show node ${f.node}` : "",
      },
      severityBadge(f.severity),
      h(
        "span",
        { class: "finding-item-text" },
        showKind && f.kind ? h("span", { class: "finding-item-kind" }, labelOf(f.kind)) : null,
        withCode(f.summary || f.kind),
      ),
      findingStepText(f) ? h("span", { class: "finding-item-step" }, findingStepText(f)) : null,
    );
  // A root cause leads; the symptoms it explains are listed under it.
  replaceChildren(
    container,
    h("h3", null, `Findings (${findings.length})`),
    h(
      "ul",
      { class: "findings-list" },
      groupFindings(findings).map((group) =>
        h(
          "li",
          { "data-kind": group.finding.kind },
          item(group),
          group.symptoms.length
            ? h(
                "ul",
                { class: "symptoms-list", "aria-label": `Symptoms of ${labelOf(group.finding.kind)}` },
                group.symptoms.map((s) => h("li", { class: "symptom", "data-caused-by": group.finding.kind }, item(s))),
              )
            : null,
        ),
      ),
    ),
  );
}
