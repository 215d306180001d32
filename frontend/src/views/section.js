// What every area view does with its section (the container index.js made
// for it): its heading, showing or hiding it, and its error lines.
import { h, replaceChildren } from "../dom.js";

/** The section's heading: the area's title as its declaration words it. */
export function sectionHeading(title) {
  return h("h2", { class: "section-title" }, title);
}

/**
 * A card: <section class="card ..."> under a head with its title (a string,
 * or an element to change later) and `aside` (a note, or a control).
 */
export function card({ id, className = "", title, aside = null, hidden = false }, ...body) {
  const heading = typeof title === "string" ? h("h3", null, title) : title;
  const side = typeof aside === "string" ? h("span", { class: "muted small" }, aside) : aside;
  return h("section", { class: `card ${className}`.trim(), id, hidden }, h("div", { class: "card-head" }, heading, side), ...body);
}

/** A labelled <select> for a card's head (`label`: what it picks). */
export function picker(label, { id, onchange }) {
  const select = h("select", { id, class: "th-select", "aria-label": label, onchange: () => onchange(select.value) });
  return { select, element: h("label", { class: "inline-picker" }, h("span", null, label), select) };
}

/** A picker's <select> of `values` (rebuilt only when they change), set to `current`; disabled when empty. */
export function fillSelect(select, values, current, labelOfValue = (v) => v) {
  const wanted = values.join("\n");
  if (select.dataset.options !== wanted) {
    replaceChildren(select, values.map((v) => h("option", { value: v }, labelOfValue(v))));
    select.dataset.options = wanted;
  }
  if (current !== null) select.value = current;
  select.disabled = !values.length;
}

/** Shows or hides the section; data-state says which ("shown" / "none"). */
export function showSection(container, shown) {
  container.hidden = !shown;
  container.dataset.state = shown ? "shown" : "none";
}

/** Shows `message` in an alert line, or hides the line for a null message. */
export function setAlert(el, message) {
  el.hidden = !message;
  el.textContent = message || "";
}

/** Words for a route that failed: a 404 says the run has none of `what`. */
export function loadErrorText(what, err) {
  if (err && err.status === 404) return `No ${what} for this run: ${err.message}`;
  return `Could not load the ${what}: ${err && err.message ? err.message : err}`;
}

/**
 * The view object of a section drawn from one summary of the diagnosis:
 * shown when `summaryOf(diagnosis)` gives one, redrawn with `render` only
 * when it changed; a finding `focusOf` recognises is handed to `applyFocus`
 * and the section scrolled to.
 */
export function summaryView(container, { summaryOf, render, focusOf, applyFocus }) {
  let shownText = null;
  return {
    async update(_run, diagnosis) {
      const summary = summaryOf(diagnosis);
      showSection(container, Boolean(summary));
      const text = summary ? JSON.stringify(summary) : null;
      if (!summary || text === shownText) return;
      shownText = text;
      render(summary);
    },
    focusFinding(finding) {
      const found = focusOf(finding);
      if (!found || container.hidden) return false;
      applyFocus(found);
      container.scrollIntoView({ block: "nearest" });
      return true;
    },
    retheme() {},
    destroy() {
      replaceChildren(container);
    },
  };
}
