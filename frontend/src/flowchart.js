// The triage flowchart: diagnosis.flowchart laid out top-down by dagre and
// drawn as SVG. Each node is <g data-node-id data-state data-severity>.
import dagre from "@dagrejs/dagre";
import { h, s, replaceChildren } from "./dom.js";
import { measureText } from "./plotutil.js";
import { STATE_LABEL, worstSeverity } from "./vocab.js";

const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const LABEL_FONT = `600 13px ${FONT_FAMILY}`;
const CAPTION_FONT = `400 11px ${FONT_FAMILY}`;
const EDGE_FONT = `400 11px ${FONT_FAMILY}`;
const LINE_HEIGHT = 16;
const CAPTION_HEIGHT = 14;
const MAX_TEXT_WIDTH = 124;
const MIN_NODE_WIDTH = 110;
const PAD_X = 12;
const PAD_Y = 9;
// The chart is scaled to its card, never below this: 13 px labels stay
// >= 11 px on screen; a card narrower than that scrolls sideways.
export const MIN_SCALE = 0.87;

/** Greedy word wrap to `maxWidth` pixels. */
export function wrapLabel(text, maxWidth = MAX_TEXT_WIDTH, font = LABEL_FONT) {
  const words = String(text || "").split(/\s+/).filter(Boolean);
  const lines = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measureText(candidate, font) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

function nodeCaption(node, findings) {
  if (node.state === "triggered") {
    const n = findings.length;
    if (!n) return "triggered";
    const sev = worstSeverity(findings) || "warning";
    return n === 1 ? `1 finding · ${sev}` : `${n} findings · ${sev}`;
  }
  return STATE_LABEL[node.state] ? STATE_LABEL[node.state].toLowerCase() : String(node.state);
}

function nodeShape(kind, w, hgt) {
  const x = -w / 2;
  const y = -hgt / 2;
  if (kind === "decision") {
    const c = Math.min(14, hgt / 2);
    const pts = [
      [x + c, y],
      [x + w - c, y],
      [x + w, 0],
      [x + w - c, y + hgt],
      [x + c, y + hgt],
      [x, 0],
    ];
    return s("polygon", { class: "node-shape", points: pts.map((p) => p.join(",")).join(" ") });
  }
  const rx = kind === "root" ? hgt / 2 : 7;
  return s("rect", { class: "node-shape", x, y, width: w, height: hgt, rx, ry: rx });
}

function edgePath(points) {
  if (!points || points.length === 0) return "";
  const p = points;
  let d = `M${p[0].x.toFixed(1)},${p[0].y.toFixed(1)}`;
  if (p.length === 2) return `${d}L${p[1].x.toFixed(1)},${p[1].y.toFixed(1)}`;
  for (let i = 1; i < p.length - 1; i++) {
    const mx = (p[i].x + p[i + 1].x) / 2;
    const my = (p[i].y + p[i + 1].y) / 2;
    const end = i === p.length - 2 ? p[i + 1] : { x: mx, y: my };
    d += `Q${p[i].x.toFixed(1)},${p[i].y.toFixed(1)} ${end.x.toFixed(1)},${end.y.toFixed(1)}`;
  }
  return d;
}

const SEVERITIES = ["critical", "warning", "info"];

function markers() {
  const defs = s("defs");
  for (const tone of ["default", ...SEVERITIES]) {
    defs.append(
      s(
        "marker",
        {
          id: `th-arrow-${tone}`,
          viewBox: "0 0 10 10",
          refX: "9",
          refY: "5",
          markerWidth: "7",
          markerHeight: "7",
          orient: "auto-start-reverse",
        },
        s("path", { d: "M0,0L10,5L0,10z", class: `arrow arrow-${tone}` }),
      ),
    );
  }
  return defs;
}

export function legend() {
  const item = (cls, label, title) =>
    h("span", { class: "legend-item", title }, h("span", { class: `swatch ${cls}` }), label);
  return h(
    "div",
    { class: "legend", "aria-label": "Legend" },
    item("sw-critical", "Critical", "A critical finding lights this node"),
    item("sw-warning", "Warning", "A warning lights this node"),
    item("sw-info", "Info", "An informational finding lights this node"),
    item("sw-clear", "Clear", "Evidence was captured and nothing is wrong"),
    item("sw-no_data", "No data", "Nothing was captured for this check"),
  );
}

/**
 * Draws the flowchart into `container`.
 * opts: {selectedId, onSelect(id)}. Returns {select(id)}.
 */
export function renderFlowchart(container, flowchart, findings, opts = {}) {
  const nodes = (flowchart && Array.isArray(flowchart.nodes) ? flowchart.nodes : []).filter(
    (n) => n && typeof n.id === "string",
  );
  const edges = flowchart && Array.isArray(flowchart.edges) ? flowchart.edges : [];
  if (!nodes.length) {
    replaceChildren(container, h("p", { class: "muted" }, "The diagnosis has no flowchart."));
    return { select() {} };
  }

  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: "TB", nodesep: 12, ranksep: 40, edgesep: 10, marginx: 6, marginy: 6 });
  g.setDefaultEdgeLabel(() => ({}));

  const byId = new Map();
  for (const node of nodes) {
    const nodeFindings = (Array.isArray(node.findings) ? node.findings : [])
      .map((i) => findings[i])
      .filter(Boolean);
    const lines = wrapLabel(node.label || node.id);
    const caption = nodeCaption(node, nodeFindings);
    const textW = Math.max(
      ...lines.map((l) => measureText(l, LABEL_FONT)),
      measureText(caption, CAPTION_FONT),
    );
    const width = Math.max(MIN_NODE_WIDTH, Math.ceil(textW) + 2 * PAD_X + (node.kind === "decision" ? 16 : 0));
    const height = lines.length * LINE_HEIGHT + CAPTION_HEIGHT + 2 * PAD_Y;
    const severity =
      node.state !== "triggered"
        ? null
        : SEVERITIES.includes(node.severity)
          ? node.severity
          : worstSeverity(nodeFindings) || "warning";
    byId.set(node.id, { node, lines, caption, severity, findings: nodeFindings });
    g.setNode(node.id, { width, height });
  }
  for (const edge of edges) {
    if (!edge || !byId.has(edge.from) || !byId.has(edge.to) || edge.from === edge.to) continue;
    const label = edge.label ? String(edge.label) : "";
    g.setEdge(edge.from, edge.to, {
      label,
      width: label ? Math.ceil(measureText(label, EDGE_FONT)) + 8 : 0,
      height: label ? 16 : 0,
      labelpos: "c",
    });
  }
  dagre.layout(g);

  const graph = g.graph();
  const width = Math.ceil(graph.width || 0);
  const height = Math.ceil(graph.height || 0);
  const svg = s("svg", {
    class: "flowchart-svg",
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    role: "group",
    "aria-label": "Triage flowchart",
  });
  svg.style.maxWidth = `${width}px`;
  svg.style.minWidth = `${Math.ceil(width * MIN_SCALE)}px`;
  svg.append(markers());

  const edgeLayer = s("g", { class: "edges" });
  for (const e of g.edges()) {
    const data = g.edge(e);
    const from = byId.get(e.v);
    const to = byId.get(e.w);
    const lit = from.node.state === "triggered" && to.node.state === "triggered";
    const tone = lit ? to.severity || from.severity || "warning" : "default";
    const group = s("g", {
      class: `edge${lit ? " lit" : ""} tone-${tone}`,
      "data-from": e.v,
      "data-to": e.w,
    });
    group.append(s("path", { d: edgePath(data.points), "marker-end": `url(#th-arrow-${tone})` }));
    if (data.label) {
      const lw = data.width || 0;
      group.append(
        s("rect", { class: "edge-label-bg", x: data.x - lw / 2, y: data.y - 8, width: lw, height: 16, rx: 3 }),
        s("text", { class: "edge-label", x: data.x, y: data.y, "dominant-baseline": "central", "text-anchor": "middle" }, data.label),
      );
    }
    edgeLayer.append(group);
  }
  svg.append(edgeLayer);

  const nodeLayer = s("g", { class: "nodes" });
  const groups = new Map();
  for (const id of g.nodes()) {
    const layout = g.node(id);
    const info = byId.get(id);
    const { node } = info;
    const state = ["triggered", "clear", "no_data"].includes(node.state) ? node.state : "no_data";
    const group = s("g", {
      class: "node",
      transform: `translate(${layout.x.toFixed(1)},${layout.y.toFixed(1)})`,
      "data-node-id": id,
      "data-state": state,
      "data-kind": node.kind || "check",
      "data-severity": info.severity,
      tabindex: "0",
      role: "button",
      "aria-label": `${node.label || id}: ${STATE_LABEL[state] || state}`,
    });
    group.append(s("title", null, `${node.label || id} (${STATE_LABEL[state] || state})`));
    group.append(nodeShape(node.kind, layout.width, layout.height));
    const top = -layout.height / 2 + PAD_Y;
    const text = s("text", { class: "node-label", "text-anchor": "middle" });
    info.lines.forEach((line, i) => {
      text.append(s("tspan", { x: 0, y: top + LINE_HEIGHT * (i + 0.75) }, line));
    });
    group.append(text);
    group.append(
      s(
        "text",
        {
          class: "node-caption",
          "text-anchor": "middle",
          x: 0,
          y: top + info.lines.length * LINE_HEIGHT + CAPTION_HEIGHT * 0.8,
        },
        info.caption,
      ),
    );
    const activate = (event) => {
      event.preventDefault();
      if (opts.onSelect) opts.onSelect(id);
    };
    group.addEventListener("click", activate);
    group.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") activate(event);
    });
    groups.set(id, group);
    nodeLayer.append(group);
  }
  svg.append(nodeLayer);

  replaceChildren(container, h("div", { class: "flowchart-scroll" }, svg), legend());

  const select = (selectedId) => {
    for (const [id, group] of groups) {
      const on = id === selectedId;
      group.classList.toggle("selected", on);
      group.setAttribute("aria-pressed", on ? "true" : "false");
    }
  };
  select(opts.selectedId || null);
  return { select };
}
