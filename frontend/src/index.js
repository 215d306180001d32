// Entry point: TensorBoard's plugin_entry.html imports this module and calls
// render(). Wires the run selector, flowchart, evidence panel, loss chart,
// the areas' views (views/registry.js), theme and reloads together; with a
// second run picked in "Compare with…", the compare view (compare.js)
// takes the single run's place.
import uplotCss from "uplot/dist/uPlot.min.css";
import appCss from "./styles.css";
import { fetchRuns, fetchDiagnosis, fetchSeries } from "./api.js";
import { h, injectStyle, replaceChildren } from "./dom.js";
import { loadState, saveState } from "./storage.js";
import { renderFlowchart } from "./flowchart.js";
import { renderEvidence, renderEvidencePlaceholder, renderFindingsList } from "./evidence.js";
import { createLossChart, noLossNote } from "./charts.js";
import { viewsOfAreas } from "./views/registry.js";
import { createComparePicker, createCompareView, runOption, saveCompareRun, savedCompareRun } from "./compare.js";
import { compareRunOf } from "./compare_data.js";
import { genericView } from "./views/generic.js";
import { renderEmptyState } from "./empty.js";
import { watchTheme } from "./theme.js";
import { watchReloads } from "./reload.js";
import {
  STATUSES,
  countsText,
  filterRuns,
  hasPending,
  runLabel,
  sortRuns,
  statusCounts,
  withDiagnosis,
  worstRun,
} from "./runs_data.js";
import { SERIES, STATUS_LABEL, declaration } from "./vocab.js";
import { repairsBox } from "./repairs.js";

const STORAGE_KEY = "tb-trainhealth:selection";
// While `runs` lists runs not read yet, it is asked again this often (not
// every 30 s), so their statuses come in as the backend reads them.
const PENDING_POLL_MS = 3000;
// Statuses the filter offers only while some run has them.
const RARE_STATUSES = new Set(["pending", "unreadable", "healed"]);

class App {
  constructor(root) {
    this.root = root;
    this.runs = null;
    this.run = null;
    this.nodeId = null;
    this.diagnosis = null;
    this.diagnosisText = null;
    this.flow = null;
    this.seq = 0;
    this.loading = false;
    this.view = null; // "empty" | "run" | "compare" | "error"
    this.compareRun = null; // the second run of the compare view, or null
    this.compareView = null;
    this.areaViews = []; // the areas' views (views/registry.js), in page order
    const saved = loadState(STORAGE_KEY);
    this.savedRun = typeof saved.run === "string" ? saved.run : null;
    this.savedNode = typeof saved.node === "string" ? saved.node : null;
    this.savedCompare = savedCompareRun();
    this.buildShell();
  }

  buildShell() {
    this.select = h("select", {
      id: "run-select",
      "aria-label": "Run",
      onchange: () => this.selectRun(this.select.value),
    });
    this.statusBadge = h("span", { id: "run-status", class: "badge", hidden: true });
    this.counts = h("span", { id: "run-counts", class: "muted" });
    this.updated = h("span", { id: "last-updated", class: "muted" });
    this.refreshButton = h(
      "button",
      {
        type: "button",
        id: "refresh-button",
        class: "button",
        title: "Fetch the latest data",
        onclick: () => this.refresh({ reason: "button" }),
      },
      h("span", { class: "refresh-glyph", "aria-hidden": "true" }, "⟳"),
      " Refresh",
    );
    this.runPicker = h("label", { class: "run-picker" }, h("span", null, "Run"), this.select);
    this.comparePicker = createComparePicker({ onchange: (other) => this.setCompare(other) });
    // Many runs: filter the selector by status (with the count of each) and by name.
    this.filter = { status: "", text: "" };
    this.statusFilter = h("select", {
      id: "run-status-filter",
      class: "th-select",
      "aria-label": "Show runs of status",
      onchange: () => this.setFilter({ status: this.statusFilter.value }),
    });
    this.nameFilter = h("input", {
      id: "run-name-filter",
      type: "search",
      class: "th-input",
      placeholder: "Filter runs by name",
      "aria-label": "Filter runs by name",
      oninput: () => this.setFilter({ text: this.nameFilter.value }),
    });
    this.runFilters = h("span", { class: "run-filters", hidden: true }, this.statusFilter, this.nameFilter);
    this.banner = h("div", { id: "error-banner", class: "error-banner", role: "alert", hidden: true });
    this.content = h("main", { id: "content" }, h("p", { class: "muted loading-text" }, "Loading…"));
    replaceChildren(
      this.root,
      h(
        "header",
        { class: "th-header" },
        h("h1", null, "Training Health"),
        this.runPicker,
        this.comparePicker.element,
        this.runFilters,
        this.statusBadge,
        this.counts,
        h("span", { class: "spacer" }),
        this.updated,
        this.refreshButton,
      ),
      this.banner,
      this.content,
    );
  }

  showBanner(message) {
    if (!message) {
      this.banner.hidden = true;
      this.banner.textContent = "";
      return;
    }
    this.banner.hidden = false;
    replaceChildren(this.banner, h("strong", null, "Error: "), message);
  }

  buildRunView() {
    this.destroyCompareView();
    this.view = "run";
    this.flowBox = h("div", { id: "flowchart", class: "flowchart" });
    this.findingsBox = h("section", { id: "findings", class: "card findings" });
    this.panel = h("section", { id: "evidence-panel", class: "card evidence-panel", "aria-live": "polite" });
    this.chartBox = h("section", { id: "loss-chart", class: "card chart-card" });
    this.destroyAreaViews();
    replaceChildren(
      this.content,
      h(
        "div",
        { class: "th-grid" },
        // The flowchart spans both columns: at 1024 px a column would draw
        // it at half scale (7 px labels).
        h(
          "section",
          { class: "card flowchart-card" },
          h("div", { class: "card-head" }, h("h3", null, "Triage flowchart"), h("span", { class: "muted small" }, "Click a node for its evidence")),
          this.flowBox,
        ),
        h("div", { class: "col-main" }, this.chartBox),
        h("aside", { class: "col-side" }, this.findingsBox, this.panel),
      ),
    );
    if (this.chart) this.chart.destroy();
    this.chart = createLossChart(this.chartBox);
    this.viewAreas = new Set();
    for (const view of viewsOfAreas()) this.addAreaView(view, this.viewContext(view.area));
    this.diagnosisText = null;
    this.flow = null;
  }

  addAreaView(view, ctx) {
    const container = h("div", { class: "area-section", "data-area": view.area });
    this.content.append(container);
    this.areaViews.push(view.create(container, ctx));
    this.viewAreas.add(view.area);
  }

  /** An area the backend reports that this bundle was not built with (one
   * declared out of tree, through TB_TRAINHEALTH_AREAS) gets the generic
   * view, titled by its name. */
  addViewsForUndeclaredAreas(diagnosis) {
    const summaries = diagnosis && diagnosis.areas && typeof diagnosis.areas === "object" ? diagnosis.areas : {};
    for (const name of Object.keys(summaries)) {
      if (this.viewAreas.has(name)) continue;
      this.addAreaView(genericView(name), { area: name, title: name, openFinding: (index) => this.openFinding(index) });
    }
  }

  /** What an area's view gets besides its container (views/registry.js). */
  viewContext(area) {
    return { area, title: declaration(area).title, openFinding: (index) => this.openFinding(index) };
  }

  hideAreaViews(hidden) {
    for (const el of this.content.querySelectorAll(":scope > .area-section")) el.hidden = hidden;
  }

  destroyAreaViews() {
    for (const view of this.areaViews.splice(0)) view.destroy();
    if (this.viewAreas) this.viewAreas.clear();
  }

  /** The compare view of this.run and this.compareRun (compare.js) in place of the single one. */
  buildCompareView() {
    if (this.chart) this.chart.destroy();
    this.chart = null;
    this.destroyAreaViews();
    this.destroyCompareView();
    this.view = "compare";
    this.flow = null;
    this.compareView = createCompareView(this.content, {
      onOpen: (run, nodeId) => this.openRun(run, nodeId),
      onSwap: () => this.selectRun(this.compareRun),
      onClose: () => this.setCompare(null),
    });
  }

  destroyCompareView() {
    if (this.compareView) this.compareView.destroy();
    this.compareView = null;
  }

  /** Compares the run shown with `other` (null: back to the one run). */
  setCompare(other) {
    this.compareRun = other || null;
    saveCompareRun(this.compareRun);
    this.show();
  }

  /** Shows `run` alone, at flowchart node `nodeId` (or none): from the compare view. */
  openRun(run, nodeId) {
    this.compareRun = null;
    saveCompareRun(null);
    this.run = run;
    this.nodeId = nodeId || null;
    saveState(STORAGE_KEY, { run, node: this.nodeId });
    this.scrollToTop();
    this.show();
  }

  /** Builds the view this.compareRun asks for (the compare view, or the one run's) unless it is up. */
  ensureView() {
    if (this.compareRun && this.view !== "compare") this.buildCompareView();
    if (!this.compareRun && this.view !== "run") this.buildRunView();
  }

  /** Switches to the view this.run and this.compareRun ask for, and loads it. */
  async show() {
    this.ensureView();
    this.updateRunPicker();
    this.diagnosisText = null;
    const token = ++this.seq;
    this.root.dataset.loading = "true";
    try {
      await this.loadCurrent(token);
    } finally {
      if (token === this.seq) {
        delete this.root.dataset.loading;
        this.refreshButton.classList.remove("loading");
      }
    }
  }

  showEmpty() {
    this.destroyCompareView();
    this.comparePicker.hide();
    if (this.chart) this.chart.destroy();
    this.chart = null;
    this.destroyAreaViews();
    this.view = "empty";
    this.run = null;
    this.diagnosisText = null;
    this.runPicker.hidden = true;
    this.statusBadge.hidden = true;
    this.counts.textContent = "";
    renderEmptyState(this.content);
  }

  showFatal(message) {
    // Nothing to show but the error (first load failed); a view that is up stays.
    if (this.view === "run" || this.view === "compare" || this.view === "empty") return;
    this.view = "error";
    replaceChildren(
      this.content,
      h(
        "section",
        { class: "card error-state", id: "error-state" },
        h("h2", null, "Could not load Training Health"),
        h("p", null, message),
        h("p", { class: "muted" }, "Check that TensorBoard is still running, then press Refresh."),
      ),
    );
  }

  /** Narrows the run selector; a run the filter leaves out gives way to the first it keeps. */
  setFilter(change) {
    this.filter = { ...this.filter, ...change };
    const kept = filterRuns(sortRuns(this.runs || []), this.filter);
    this.updateRunPicker();
    if (kept.length && !kept.some((r) => r.run === this.run)) this.selectRun(kept[0].run);
  }

  updateStatusFilter() {
    const all = this.runs || [];
    const counts = statusCounts(all);
    // "pending" only while some run is (a big logdir being read); "unreadable" only when some run is.
    const shown = STATUSES.filter((s) => !RARE_STATUSES.has(s) || counts[s] > 0 || this.filter.status === s);
    const wanted = ["", ...shown].map((s) => `${s}|${s ? counts[s] : all.length}`).join("\n");
    if (this.statusFilter.dataset.options !== wanted) {
      replaceChildren(
        this.statusFilter,
        h("option", { value: "" }, `All runs (${all.length})`),
        shown.map((s) =>
          h("option", { value: s, "data-count": String(counts[s]), disabled: counts[s] === 0 && this.filter.status !== s }, `${STATUS_LABEL[s]} (${counts[s]})`),
        ),
      );
      this.statusFilter.dataset.options = wanted;
    }
    this.statusFilter.value = this.filter.status;
    this.runFilters.hidden = all.length < 2;
  }

  updateRunPicker() {
    this.updateStatusFilter();
    const runs = filterRuns(sortRuns(this.runs || []), this.filter, this.run);
    const existing = [...this.select.options].map((o) => `${o.value}|${o.textContent}`).join("\n");
    const wanted = runs.map((r) => `${r.run}|${runLabel(r)}`).join("\n");
    if (existing !== wanted) replaceChildren(this.select, runs.map(runOption));
    this.select.value = this.run;
    this.runPicker.hidden = false;
    this.comparePicker.update(sortRuns(this.runs || []), this.run, this.compareRun);
    const info = (this.runs || []).find((r) => r.run === this.run);
    if (info) {
      this.statusBadge.hidden = false;
      this.statusBadge.className = `badge status-${info.status}`;
      this.statusBadge.textContent = STATUS_LABEL[info.status] || info.status;
      this.counts.textContent = countsText(info.counts);
    }
  }

  async refresh({ reason } = {}) {
    const token = ++this.seq;
    // Counted as it starts (data-refreshes counts those that finished).
    this.root.dataset.refreshesStarted = String((Number(this.root.dataset.refreshesStarted) || 0) + 1);
    this.root.dataset.startReason = reason || "";
    this.refreshButton.classList.add("loading");
    this.root.dataset.loading = "true";
    try {
      let runsResult;
      try {
        runsResult = await fetchRuns();
      } catch (err) {
        if (token !== this.seq) return;
        const message = `Could not load the list of runs: ${err.message}`;
        this.showBanner(message);
        this.showFatal(message);
        return;
      }
      if (token !== this.seq) return;
      const runs = Array.isArray(runsResult.body.runs) ? runsResult.body.runs.filter((r) => r && typeof r.run === "string") : [];
      this.runs = runs;
      this.pollPending(runs);
      if (!runs.length) {
        this.showBanner(null);
        this.showEmpty();
        this.stamp();
        return;
      }
      const names = runs.map((r) => r.run);
      if (!names.includes(this.run)) {
        const saved = this.savedRun && names.includes(this.savedRun) ? this.savedRun : null;
        this.nodeId = saved ? this.savedNode : null;
        this.savedRun = null;
        this.run = saved || worstRun(runs);
      }
      // The second run to compare with: the last session's, while it is listed.
      this.compareRun = compareRunOf(this.savedCompare !== null ? this.savedCompare : this.compareRun, names, this.run);
      this.savedCompare = null;
      this.ensureView();
      this.updateRunPicker();
      await this.loadCurrent(token);
      if (token === this.seq) this.stamp();
    } finally {
      if (token === this.seq) {
        this.refreshButton.classList.remove("loading");
        delete this.root.dataset.loading;
        this.root.dataset.refreshes = String((Number(this.root.dataset.refreshes) || 0) + 1);
        this.root.dataset.lastReason = reason || "";
      }
    }
  }

  /** Asks for `runs` again in PENDING_POLL_MS while some are pending (one timer at a time). */
  pollPending(runs) {
    clearTimeout(this.pendingTimer);
    this.pendingTimer = hasPending(runs) ? setTimeout(() => this.refresh({ reason: "pending" }), PENDING_POLL_MS) : null;
  }

  stamp() {
    const now = new Date();
    this.updated.textContent = `Updated ${now.toLocaleTimeString()}`;
  }

  async selectRun(run) {
    if (run === this.run) return;
    // Picking the second run as the first swaps them.
    if (run === this.compareRun) {
      this.compareRun = this.run;
      saveCompareRun(this.compareRun);
    }
    this.run = run;
    this.nodeId = null;
    saveState(STORAGE_KEY, { run, node: null });
    this.scrollToTop();
    await this.show();
  }

  /** Loads the view shown: the compare view's two runs, or the one run. */
  async loadCurrent(token) {
    if (this.view !== "compare") return this.loadRun(token);
    this.showBanner(null);
    await this.compareView.update(this.run, this.compareRun);
  }

  /** Whether a load started for `run` with `token` is still the one to show. */
  current(token, run) {
    return token === this.seq && run === this.run;
  }

  async loadRun(token) {
    const run = this.run;
    // The diagnosis says which series the run has: a run that crashed
    // before its first step ended has no loss, and is not asked for one.
    const [diag] = await Promise.allSettled([fetchDiagnosis(run)]);
    if (!this.current(token, run)) return;
    const body = diag.status === "fulfilled" ? diag.value.body : null;
    if (body && typeof body.run === "string" && body.run !== run) return; // an answer for another run
    const hasLoss = !body || !Array.isArray(body.series) || body.series.includes(SERIES.loss);
    const [series] = hasLoss ? await Promise.allSettled([fetchSeries(run, SERIES.loss)]) : [null];
    if (!this.current(token, run)) return;
    let ok = true;
    if (diag.status === "fulfilled") {
      if (withDiagnosis(this.runs, diag.value.body)) this.updateRunPicker();
      this.applyDiagnosis(diag.value.body, diag.value.text);
    } else {
      ok = false;
      const message = `Could not load the diagnosis of run "${run}": ${diag.reason.message}`;
      this.diagnosis = null;
      this.diagnosisText = null;
      this.flow = null;
      replaceChildren(this.flowBox, h("p", { class: "error-text" }, message));
      replaceChildren(this.findingsBox, h("h3", null, "Findings"), h("p", { class: "muted" }, "Unavailable."));
      replaceChildren(this.panel, h("h3", null, "Evidence"), h("p", { class: "muted" }, "Unavailable."));
      delete this.panel.dataset.nodeId;
      this.showBanner(message);
    }
    if (!series) {
      this.chart.showNote(noLossNote(body));
    } else if (series.status === "fulfilled") {
      this.chart.update(series.value.body, series.value.text, body && body.repairs);
    } else {
      const err = series.reason;
      this.chart.showError(
        err.status === 404 || err.status === 400
          ? `No loss series for this run: ${err.message}`
          : `Could not load the loss series: ${err.message}`,
      );
    }
    // Without a diagnosis (a run that cannot be read) the area views would
    // still show the last run's data: hidden until one loads.
    this.hideAreaViews(!ok);
    if (!ok) return;
    this.showBanner(null);
    // The views load their own routes side by side; a view's failure still
    // reaches the unhandledrejection banner, once all are done.
    this.addViewsForUndeclaredAreas(this.diagnosis);
    const views = this.areaViews.slice();
    const updates = await Promise.allSettled(views.map((view) => view.update(run, this.diagnosis)));
    if (!this.current(token, run)) return; // another run's load took over: its errors are not this one's
    const failed = updates.find((u) => u.status === "rejected");
    if (failed) throw failed.reason;
  }

  applyDiagnosis(body, text) {
    if (text === this.diagnosisText && this.flow) return; // unchanged: keep the view as it is
    this.diagnosisText = text;
    this.diagnosis = body;
    const findings = Array.isArray(body.findings) ? body.findings : [];
    const nodes = body.flowchart && Array.isArray(body.flowchart.nodes) ? body.flowchart.nodes : [];
    if (this.nodeId && !nodes.some((n) => n.id === this.nodeId)) this.nodeId = null;
    this.flow = renderFlowchart(this.flowBox, body.flowchart, findings, {
      selectedId: this.nodeId,
      // Its evidence and fix are below the flowchart: bring them into view.
      onSelect: (id) => this.selectNode(id, { scroll: true }),
    });
    this.renderSide();
  }

  renderSide() {
    const body = this.diagnosis || {};
    const findings = Array.isArray(body.findings) ? body.findings : [];
    const nodes = body.flowchart && Array.isArray(body.flowchart.nodes) ? body.flowchart.nodes : [];
    renderFindingsList(this.findingsBox, findings, {
      selectedNode: this.nodeId,
      // The finding's area view shows it too (a gradient finding's layers
      // and steps in the heatmap, a shape finding's row); when none scrolled
      // to it, the evidence panel is brought into view. The panel is filled
      // first: its cards (a fix each) push the views below it down by
      // thousands of pixels, and a view scrolled to before that lands
      // where its card used to be.
      onSelect: (id, finding) => {
        this.selectNode(id);
        const shown = this.areaViews.map((view) => view.focusFinding(finding)).filter(Boolean);
        if (!shown.length) this.scrollToPanel();
      },
    });
    // What of the run's log could not be read (a file cut short, records
    // skipped): the findings above are of the rest.
    const warnings = Array.isArray(body.warnings) ? body.warnings.filter((w) => typeof w === "string") : [];
    if (warnings.length) {
      this.findingsBox.append(
        h(
          "div",
          { class: "log-warnings", id: "log-warnings" },
          h("h4", null, `Log warnings (${warnings.length})`),
          h("ul", null, warnings.map((w) => h("li", null, w))),
        ),
      );
    }
    // What heal did (`heal=True`): each repair, and where it gave up.
    const repairs = body.repairs && Array.isArray(body.repairs.repairs) ? body.repairs : null;
    if (repairs) {
      this.findingsBox.append(repairsBox(repairs));
    }
    // How capture ran: where its overhead budget spaced the per-layer
    // statistics out (every finding above still holds; their layer views
    // have fewer steps).
    const budget = body.capture && body.capture.overhead_budget;
    if (budget && Number(budget.full_every) > 1) {
      this.findingsBox.append(
        h(
          "p",
          { class: "capture-budget", id: "capture-budget" },
          `Capture: per-layer statistics every ${budget.full_every} steps, to hold its overhead budget of ` +
            `${Number((100 * Number(budget.overhead_budget)).toPrecision(2))}% (${String(budget.reason || "")}). ` +
            "The loss, the NaN/Inf check and the first bad step are exact at every step.",
        ),
      );
    }
    const node = nodes.find((n) => n.id === this.nodeId);
    if (node) {
      renderEvidence(this.panel, node, findings, { onClose: () => this.selectNode(null) });
    } else {
      renderEvidencePlaceholder(this.panel, findings.length);
    }
  }

  selectNode(id, { scroll = false } = {}) {
    this.nodeId = id;
    saveState(STORAGE_KEY, { run: this.run, node: id });
    if (this.flow) this.flow.select(id);
    this.renderSide();
    if (id && scroll) this.scrollToPanel();
  }

  scrollToPanel() {
    // Its start: the panel can be taller than the window.
    if (this.panel.scrollIntoView) this.panel.scrollIntoView({ block: "start", behavior: "smooth" });
  }

  /** Another run is shown from its top, not at the last run's scroll position. */
  scrollToTop() {
    const page = document.scrollingElement || document.documentElement;
    if (page) page.scrollTop = 0;
  }

  /** Opens finding `index` (a timeline marker's) in the evidence panel and marks its card. */
  openFinding(index) {
    const findings = this.diagnosis && Array.isArray(this.diagnosis.findings) ? this.diagnosis.findings : [];
    const finding = findings[index];
    if (!finding || !finding.node) return;
    this.selectNode(finding.node);
    const card = this.panel.querySelector(`.finding-card[data-finding-index="${index}"]`);
    if (!card) return;
    card.classList.add("focused");
    // Bring the card's start into view (a card can be taller than the window).
    const top = card.getBoundingClientRect().top;
    if ((top < 64 || top > window.innerHeight - 120) && card.scrollIntoView) {
      card.scrollIntoView({ block: "start", behavior: "smooth" });
    }
  }
}

let app = null;

/** Called by TensorBoard's plugin_entry.html. */
export function render() {
  if (app) return app;
  injectStyle("trainhealth-style", `${uplotCss}\n${appCss}`);
  let root = document.getElementById("trainhealth-app");
  if (!root) {
    root = document.createElement("div");
    root.id = "trainhealth-app";
    document.body.append(root);
  }
  root.className = "th-app";
  app = new App(root);
  watchTheme(() => {
    if (app.chart) app.chart.retheme();
    if (app.compareView) app.compareView.retheme();
    for (const view of app.areaViews) view.retheme();
  });
  const reloads = watchReloads((info) => app.refresh(info));
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    app.showBanner(`Unexpected error: ${reason && reason.message ? reason.message : reason}`);
  });
  app.refresh({ reason: "initial" }).then(() => reloads.markRefreshed());
  return app;
}
