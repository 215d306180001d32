// The two runs' losses on one chart: one series a run, named by the run in
// the legend, on the same step and loss axes (the single loss chart's plot,
// charts.js lossPlot: a log scale when they span many decades, each run's
// first non-finite step marked). A run with no loss is left out of the
// chart and says so in the notes.
import { h, replaceChildren } from "./dom.js";
import { lossPlot, prepareSeries } from "./charts.js";
import { alignLossSeries, lossLine } from "./compare_data.js";
import { SERIES, labelOf } from "./vocab.js";

// The runs' colours, in order (compare.css sets the second for each theme).
const COLORS = [
  ["--accent", "#1967d2"],
  ["--compare-second", "#e8710a"],
];

export function createCompareLossChart(container) {
  const notes = h("div", { class: "compare-loss-notes", id: "compare-loss-notes", role: "status" });
  const plotBox = h("div", { class: "chart-box", id: "compare-loss-plot" });
  const plot = lossPlot(plotBox, { toggleId: "compare-loss-log-scale" });
  replaceChildren(container, h("div", { class: "card-head" }, h("h3", null, `${labelOf(SERIES.loss)} of both runs`), plot.toggle), notes, plotBox);

  return {
    /**
     * runs: [{run, series (the `series` route's body for its loss), note}]
     * in order; a run without a series has a note saying why.
     */
    update(runs) {
      const drawn = []; // [{run, color, prepared}]: the runs with a loss
      const lines = runs.map((r, index) => {
        const color = COLORS[index % COLORS.length];
        if (!r.series) return { run: r.run, color, alert: false, text: `${r.run}: ${r.note}` };
        const prepared = prepareSeries(r.series);
        if (prepared.xs.length) drawn.push({ run: r.run, color, prepared });
        return { run: r.run, color, ...lossLine(r.run, prepared) };
      });
      replaceChildren(
        notes,
        lines.map((l) =>
          h(
            "p",
            { class: `chart-note ${l.alert ? "alert" : "muted"}`, "data-run": l.run },
            h("span", { class: "compare-swatch", style: `background: var(${l.color[0]})`, "aria-hidden": "true" }),
            l.text,
          ),
        ),
      );
      container.dataset.series = JSON.stringify(drawn.map((d) => d.run));
      if (!drawn.length) return plot.draw(null);
      const aligned = alignLossSeries(drawn.map((d) => d.prepared));
      plot.draw({
        xs: aligned.xs,
        // Each run's first non-finite step.
        markers: drawn.map((d) => d.prepared.nonfinite[0]).filter(Boolean),
        series: drawn.map((d, i) => ({ label: d.run, stroke: d.color, ys: aligned.ys[i] })),
      });
    },
    retheme: () => plot.redraw(),
    destroy: () => plot.destroy(),
  };
}
