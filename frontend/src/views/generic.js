// The view of an area that has none of its own yet (views/registry.js): a
// card with the area's title and its summary from `diagnosis.areas` as a
// key / value table, text only, so a new area shows up in the tab before its
// view is written. Hidden while the diagnosis has no summary for the area.
import { h, replaceChildren } from "../dom.js";
import { card, sectionHeading, showSection } from "./section.js";
import { summaryRows } from "./generic_data.js";

/** The generic view for area `area` (a name from AREA). */
export function genericView(area) {
  return { area, create: (container, ctx) => createGeneric(container, ctx, area) };
}

function createGeneric(container, ctx, area) {
  container.id = `area-${area}`;
  container.hidden = true;
  const table = h("tbody");
  replaceChildren(
    container,
    sectionHeading(ctx.title),
    card(
      { id: `area-${area}-summary`, className: "generic-card", title: "Summary", aside: "what the diagnosis reports; this area has no view of its own yet" },
      h("table", { class: "evidence-table generic-summary" }, table),
    ),
  );
  let shownText = null;

  return {
    async update(_run, diagnosis) {
      const summary = diagnosis && diagnosis.areas ? diagnosis.areas[area] : undefined;
      const shown = summary !== undefined && summary !== null;
      showSection(container, shown);
      const text = shown ? JSON.stringify(summary) : null;
      if (!shown || text === shownText) return;
      shownText = text;
      replaceChildren(
        table,
        summaryRows(summary).map(({ key, value }) => h("tr", null, h("th", { scope: "row" }, key), h("td", null, value))),
      );
    },
    focusFinding: () => false,
    retheme() {},
    destroy() {
      replaceChildren(container);
    },
  };
}
