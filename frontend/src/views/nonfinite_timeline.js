// The non-finite values timeline (nonfinite.js) as SVG, drawn from
// timelineLayout() (nonfinite_data.js): lanes, the step axis, the first
// NaN/Inf line, and one clickable marker per kind and step.
import { s } from "../dom.js";
import { markChart } from "../plotutil.js";
import { TIMELINE } from "./nonfinite_data.js";

function markerShape(shape) {
  const R = TIMELINE.radius;
  switch (shape) {
    case "diamond":
      return s("polygon", { class: "nf-shape", points: `0,${-R - 1} ${R + 1},0 0,${R + 1} ${-R - 1},0` });
    case "triangle":
      return s("polygon", { class: "nf-shape", points: `0,${-R - 1} ${R + 1},${R} ${-R - 1},${R}` });
    case "down":
      return s("polygon", { class: "nf-shape", points: `${-R - 1},${-R} ${R + 1},${-R} 0,${R + 1}` });
    case "cross":
      return s("path", { class: "nf-shape", d: `M${-R},${-R}L${R},${R}M${-R},${R}L${R},${-R}` });
    case "square":
      return s("rect", { class: "nf-shape", x: -R + 0.5, y: -R + 0.5, width: 2 * R - 1, height: 2 * R - 1, rx: 1.5 });
    default:
      return s("circle", { class: "nf-shape", r: R });
  }
}

/** The timeline as SVG, from timelineLayout(); onActivate(marker) on a click or Enter. */
export function timelineSvg(layout, selectedKey, onActivate) {
  const { left, top, laneHeight, radius: R } = TIMELINE;
  const { width, height, plotW, axisY, domain } = layout;
  const svg = s("svg", {
    id: "nonfinite-timeline",
    class: "nf-timeline",
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    role: "group",
    "aria-label": "Timeline of non-finite events",
    "data-markers": String(layout.markers.length),
    "data-domain": `${domain[0]},${domain[1]}`,
  });
  layout.lanes.forEach((lane, i) => {
    svg.append(
      s("rect", { class: `nf-lane-bg${i % 2 ? " odd" : ""}`, x: 0, y: lane.y - laneHeight / 2, width, height: laneHeight }),
      s("line", { class: "nf-lane-line", x1: left, x2: left + plotW, y1: lane.y, y2: lane.y }),
      s("text", { class: "nf-lane-label", x: 10, y: lane.y, "dominant-baseline": "central", "data-kind": lane.kind }, lane.label),
    );
  });
  const axis = s("g", { class: "nf-axis" }, s("line", { class: "nf-axis-line", x1: left, x2: left + plotW, y1: axisY, y2: axisY }));
  for (const tick of layout.ticks) {
    axis.append(
      s("line", { class: "nf-tick", x1: tick.x, x2: tick.x, y1: axisY, y2: axisY + 5 }),
      s("text", { class: "nf-tick-label", x: tick.x, y: axisY + 16, "text-anchor": "middle" }, String(tick.step)),
    );
  }
  axis.append(s("text", { class: "nf-tick-label", x: left + plotW / 2, y: axisY + 30, "text-anchor": "middle" }, "step"));
  svg.append(axis);
  markChart(svg, { kind: "svg", ticksX: layout.ticks.length, ticksY: layout.lanes.length, xTitle: "step", yTitle: "where" });
  const { first } = layout;
  svg.append(
    s("line", { class: "nf-first-line", x1: first.x, x2: first.x, y1: top - 4, y2: axisY }),
    s("text", { class: "nf-first-label", x: first.labelX, y: top - 8, "text-anchor": first.anchor }, first.text),
  );
  for (const m of layout.markers) {
    const onLeft = m.labelSide === "left";
    const marker = s(
      "g",
      {
        class: `nf-marker sev-${m.severity}${m.repair ? " repair" : ""}${m.key === selectedKey ? " selected" : ""}`,
        transform: `translate(${m.x.toFixed(1)},${m.y})`,
        role: "button",
        tabindex: "0",
        "aria-label": m.title,
        "data-key": m.key,
        "data-kind": m.kind,
        "data-step": String(m.step),
        "data-layer": m.layer,
        "data-variable": m.variable,
        "data-count": String(m.count),
        "data-finding-index": m.findingIndex >= 0 ? String(m.findingIndex) : "",
      },
      s("title", null, m.title),
      s("rect", { class: "nf-hit", x: m.hitX, y: -laneHeight / 2 + 2, width: m.hitWidth, height: laneHeight - 4 }),
      s("circle", { class: "nf-ring", r: R + 4 }),
      markerShape(m.shape),
      m.label
        ? s("text", { class: "nf-marker-label", x: onLeft ? -R - 5 : R + 5, y: 0, "dominant-baseline": "central", "text-anchor": onLeft ? "end" : "start" }, m.label)
        : null,
    );
    marker.addEventListener("click", () => onActivate(m));
    marker.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        onActivate(m);
      }
    });
    svg.append(marker);
  }
  return svg;
}
