/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */
var ca='.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';var ua=`/* Training Health tab. Colours are CSS variables switched by
   html[data-theme="dark"] (set by theme.js). */

:root {
  --bg: #f5f6f8;
  --card: #ffffff;
  --card-border: #e0e3e8;
  --fg: #1f2328;
  --fg-muted: #5f6670;
  --grid: rgba(0, 0, 0, 0.08);
  --accent: #1967d2;
  --accent-bg: #e8f0fe;
  --code-bg: #f3f4f6;
  --code-border: #e1e4e8;

  --critical: #d32f2f;
  --critical-bg: #fdecea;
  --warning: #ef6c00;
  --warning-bg: #fff3e0;
  --info: #b8860b;
  --info-bg: #fff8e1;
  --clear: #2e7d32;
  --clear-bg: #e8f5e9;
  --no-data: #9aa0a6;
  --no-data-bg: #f1f3f4;
  --no-data-fg: #6b7178;
  --edge: #a0a6ad;
  --select-ring: #1967d2;

  /* Charts: the heatmap's cells, highlights and tooltips. */
  --heatmap-missing: #d5d8dc;
  --heatmap-nonfinite: #e8112d;
  --heatmap-zero: #000000;
  --heatmap-highlight: #ff2bd6;
  --tooltip-bg: #ffffff;
  --tooltip-shadow: 0 2px 10px rgba(0, 0, 0, 0.18);

  --font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace;
  color-scheme: light;
}

html[data-theme="dark"] {
  --bg: #202124;
  --card: #2b2c30;
  --card-border: #3c4043;
  --fg: #e8eaed;
  --fg-muted: #a8adb3;
  --grid: rgba(255, 255, 255, 0.09);
  --accent: #8ab4f8;
  --accent-bg: #283447;
  --code-bg: #1b1c1f;
  --code-border: #3c4043;

  --critical: #f28b82;
  --critical-bg: #4a2423;
  --warning: #fbae5c;
  --warning-bg: #4a3420;
  --info: #fdd663;
  --info-bg: #45401f;
  --clear: #81c995;
  --clear-bg: #1f3a26;
  --no-data: #80868b;
  --no-data-bg: #303134;
  --no-data-fg: #9aa0a6;
  --edge: #6f757b;
  --select-ring: #8ab4f8;

  --heatmap-missing: #46484d;
  --heatmap-nonfinite: #ff4d5e;
  --heatmap-zero: #000000;
  --heatmap-highlight: #ff66e3;
  --tooltip-bg: #35363a;
  --tooltip-shadow: 0 2px 12px rgba(0, 0, 0, 0.6);
  color-scheme: dark;
}

html,
body {
  margin: 0;
  padding: 0;
  background: var(--bg);
  color: var(--fg);
  font-family: var(--font);
  font-size: 14px;
  line-height: 1.45;
}

.th-app {
  box-sizing: border-box;
  min-height: 100vh;
  padding: 0 16px 24px;
}
.th-app *,
.th-app *::before,
.th-app *::after {
  box-sizing: border-box;
}

[hidden] {
  display: none !important;
}

code,
pre {
  font-family: var(--mono);
  font-size: 12.5px;
}
:not(pre) > code {
  background: var(--code-bg);
  border: 1px solid var(--code-border);
  border-radius: 4px;
  padding: 0 4px;
}

.muted {
  color: var(--fg-muted);
}
.small {
  font-size: 12px;
}

/* Header */
.th-header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 14px;
  padding: 12px 0;
  position: sticky;
  top: 0;
  z-index: 5;
  background: var(--bg);
}
.th-header h1 {
  font-size: 18px;
  font-weight: 600;
  margin: 0 8px 0 0;
}
.spacer {
  flex: 1 1 auto;
}
.run-picker {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 500;
}
/* Selects: the run picker, and the views' pickers (.th-select). */
#run-select,
.th-select {
  font: inherit;
  color: var(--fg);
  background: var(--card);
  border: 1px solid var(--card-border);
  border-radius: 6px;
}
#run-select {
  padding: 5px 8px;
  min-width: 220px;
  max-width: 420px;
}
.finding-item-text,
.finding-summary,
.evidence-table td {
  overflow-wrap: anywhere;
}

/* The run selector's filters (status with counts, name). */
.run-filters {
  display: inline-flex;
  align-items: center;
  gap: 8px;
}
.th-input {
  font: inherit;
  font-size: 13px;
  color: var(--fg);
  background: var(--card);
  border: 1px solid var(--card-border);
  border-radius: 6px;
  padding: 4px 8px;
  width: 170px;
}
.th-input:focus-visible {
  outline: 2px solid var(--select-ring);
  outline-offset: 1px;
}
.inline-picker {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  color: var(--fg-muted);
}
.th-select {
  font-size: 13px;
  padding: 4px 8px;
  max-width: 260px;
}
.button,
.copy-button,
.icon-button {
  font: inherit;
  color: var(--fg);
  background: var(--card);
  border: 1px solid var(--card-border);
  border-radius: 6px;
  padding: 5px 12px;
  cursor: pointer;
}
.button:hover,
.copy-button:hover,
.icon-button:hover {
  border-color: var(--accent);
}
.button:focus-visible,
.copy-button:focus-visible,
.icon-button:focus-visible,
#run-select:focus-visible,
.th-select:focus-visible,
.finding-item:focus-visible {
  outline: 2px solid var(--select-ring);
  outline-offset: 1px;
}
.refresh-glyph {
  display: inline-block;
}
.button.loading .refresh-glyph {
  animation: th-spin 1s linear infinite;
}
@keyframes th-spin {
  to {
    transform: rotate(360deg);
  }
}

/* Badges */
.badge {
  display: inline-block;
  font-size: 11.5px;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  border-radius: 999px;
  padding: 1px 9px;
  border: 1px solid transparent;
  white-space: nowrap;
}
.badge.status-critical,
.badge.status-unreadable,
.badge.sev-critical {
  color: var(--critical);
  background: var(--critical-bg);
  border-color: var(--critical);
}
.badge.status-warning,
.badge.sev-warning {
  color: var(--warning);
  background: var(--warning-bg);
  border-color: var(--warning);
}
.badge.sev-info {
  color: var(--info);
  background: var(--info-bg);
  border-color: var(--info);
}
.badge.status-pending {
  color: var(--no-data-fg);
  background: var(--no-data-bg);
  border-color: var(--no-data);
}
.badge.status-healed {
  color: var(--info);
  background: var(--info-bg);
  border-color: var(--info);
}
.repairs li {
  margin: 2px 0;
}
.badge.status-healthy,
.badge.state-clear {
  color: var(--clear);
  background: var(--clear-bg);
  border-color: var(--clear);
}
.badge.state-triggered {
  color: var(--critical);
  background: var(--critical-bg);
  border-color: var(--critical);
}
.badge.state-no_data {
  color: var(--no-data-fg);
  background: var(--no-data-bg);
  border-color: var(--no-data);
}

/* Errors */
.error-banner {
  border: 1px solid var(--critical);
  background: var(--critical-bg);
  color: var(--fg);
  border-radius: 8px;
  padding: 10px 14px;
  margin: 0 0 12px;
}
.error-text {
  color: var(--critical);
}

/* Layout */
.th-grid {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(320px, 420px);
  gap: 16px;
  align-items: start;
}
.col-main,
.col-side {
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
}
@media (min-width: 1300px) {
  .th-grid {
    grid-template-columns: minmax(0, 1fr) minmax(380px, 520px);
  }
}
@media (max-width: 900px) {
  .th-grid {
    grid-template-columns: minmax(0, 1fr);
  }
}
.card {
  background: var(--card);
  border: 1px solid var(--card-border);
  border-radius: 10px;
  padding: 14px 16px;
  min-width: 0;
}
.card h3 {
  font-size: 15px;
  font-weight: 600;
  margin: 0 0 8px;
}
.card h4 {
  font-size: 13px;
  font-weight: 600;
  margin: 14px 0 6px;
  color: var(--fg-muted);
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.card-head {
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
}

/* Flowchart */
.flowchart-card {
  grid-column: 1 / -1;
}
/* Scrolled to on a node's click: its start clears the sticky header. */
.evidence-panel {
  scroll-margin-top: 112px;
}
.flowchart-scroll {
  overflow-x: auto;
  display: flex;
  /* safe: a chart wider than the card scrolls from its left edge. */
  justify-content: safe center;
}
.flowchart-svg {
  display: block;
  width: 100%;
  height: auto;
  font-family: var(--font);
}
.node {
  cursor: pointer;
  outline: none;
}
.node .node-shape {
  stroke-width: 1.5;
  transition: stroke-width 0.1s;
}
.node:hover .node-shape {
  stroke-width: 2.5;
}
.node:focus-visible .node-shape,
.node.selected .node-shape {
  stroke-width: 3;
  stroke: var(--select-ring);
}
.node-label {
  font-size: 13px;
  font-weight: 600;
  fill: var(--fg);
}
.node-caption {
  font-size: 11px;
  fill: var(--fg-muted);
}
.node[data-state="triggered"] .node-shape {
  fill: var(--warning-bg);
  stroke: var(--warning);
}
.node[data-state="triggered"][data-severity="critical"] .node-shape {
  fill: var(--critical-bg);
  stroke: var(--critical);
}
.node[data-state="triggered"][data-severity="info"] .node-shape {
  fill: var(--info-bg);
  stroke: var(--info);
}
.node[data-state="triggered"] .node-caption {
  fill: var(--warning);
  font-weight: 600;
}
.node[data-state="triggered"][data-severity="critical"] .node-caption {
  fill: var(--critical);
}
.node[data-state="triggered"][data-severity="info"] .node-caption {
  fill: var(--info);
}
.node[data-state="clear"] .node-shape {
  fill: var(--clear-bg);
  stroke: var(--clear);
}
.node[data-state="clear"] .node-caption {
  fill: var(--clear);
}
.node[data-state="no_data"] .node-shape {
  fill: var(--no-data-bg);
  stroke: var(--no-data);
  stroke-dasharray: 5 3;
}
.node[data-state="no_data"] .node-label {
  fill: var(--no-data-fg);
  font-weight: 500;
}
.node.selected .node-shape,
.node:focus-visible .node-shape {
  stroke: var(--select-ring);
  stroke-dasharray: none;
}
.edge path {
  fill: none;
  stroke: var(--edge);
  stroke-width: 1.4;
}
.edge.lit path {
  stroke-width: 2.4;
}
.edge.tone-critical path {
  stroke: var(--critical);
}
.edge.tone-warning path {
  stroke: var(--warning);
}
.edge.tone-info path {
  stroke: var(--info);
}
.arrow-default {
  fill: var(--edge);
}
.arrow-critical {
  fill: var(--critical);
}
.arrow-warning {
  fill: var(--warning);
}
.arrow-info {
  fill: var(--info);
}
.edge-label {
  font-size: 11px;
  fill: var(--fg-muted);
}
.edge-label-bg {
  fill: var(--card);
}

.legend {
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  justify-content: center;
  margin-top: 10px;
  font-size: 12px;
  color: var(--fg-muted);
}
.legend-item {
  display: inline-flex;
  align-items: center;
  gap: 6px;
}
.swatch {
  display: inline-block;
  width: 14px;
  height: 10px;
  border-radius: 3px;
  border: 1.5px solid;
}
.sw-critical {
  background: var(--critical-bg);
  border-color: var(--critical);
}
.sw-warning {
  background: var(--warning-bg);
  border-color: var(--warning);
}
.sw-info {
  background: var(--info-bg);
  border-color: var(--info);
}
.sw-clear {
  background: var(--clear-bg);
  border-color: var(--clear);
}
.sw-no_data {
  background: var(--no-data-bg);
  border-color: var(--no-data);
  border-style: dashed;
}

/* Findings list */
.findings-list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
}
.finding-item {
  display: grid;
  /* minmax(0, 1fr): a long word (a device path, a node name) wraps, never widens the card. */
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 8px;
  align-items: baseline;
  width: 100%;
  text-align: left;
  font: inherit;
  color: var(--fg);
  background: transparent;
  border: 1px solid var(--card-border);
  border-radius: 8px;
  padding: 7px 10px;
  cursor: pointer;
}
/* The symptoms a root cause explains, indented under it. */
.symptoms-list {
  list-style: none;
  margin: 4px 0 0 18px;
  padding: 0 0 0 10px;
  border-left: 2px solid var(--card-border);
  display: flex;
  flex-direction: column;
  gap: 4px;
}
.finding-item:hover {
  border-color: var(--accent);
}
.finding-item.selected {
  border-color: var(--select-ring);
  background: var(--accent-bg);
}
.finding-item-step {
  font-size: 12px;
  color: var(--fg-muted);
  white-space: nowrap;
}
.no-findings {
  color: var(--clear);
  margin: 0;
}

/* The diagnosis route's \`warnings\`: what of the run's log was not read. */
.log-warnings {
  margin-top: 10px;
  color: var(--warning);
}
.log-warnings h4 {
  margin: 0 0 4px;
  font-size: 12px;
}
.log-warnings ul {
  margin: 0;
  padding-left: 18px;
  max-height: 12em;
  overflow: auto;
  font-size: 12px;
  overflow-wrap: anywhere;
}

/* How capture ran (its overhead budget's choice): a note, not a finding. */
.capture-budget {
  margin: 10px 0 0;
  font-size: 12px;
  color: var(--fg-muted);
  overflow-wrap: anywhere;
}

/* Evidence panel */
.evidence-panel {
  min-height: 120px;
}
.panel-head {
  display: flex;
  align-items: center;
  gap: 10px;
}
.panel-head h3 {
  margin: 0;
  flex: 1 1 auto;
}
.close-button {
  padding: 0 8px;
  font-size: 18px;
  line-height: 24px;
}
.node-id {
  margin: 4px 0 10px;
  font-size: 12px;
}
.finding-card {
  border-top: 1px solid var(--card-border);
  padding-top: 10px;
  margin-top: 10px;
}
/* The finding a view opened (App.openFinding), in the evidence panel. */
.evidence-panel .finding-card.focused {
  border-top-color: var(--select-ring);
  box-shadow: inset 3px 0 0 var(--select-ring);
  padding-left: 10px;
  scroll-margin-top: 64px;
}
.finding-summary {
  font-weight: 600;
  margin: 0 0 8px;
}
.finding-meta {
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  font-size: 12.5px;
  color: var(--fg-muted);
}
.finding-meta strong {
  color: var(--fg);
}
.evidence-table {
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
}
.evidence-table th,
.evidence-table td {
  text-align: left;
  padding: 4px 8px;
  border-bottom: 1px solid var(--card-border);
  vertical-align: top;
}
.evidence-table th {
  font-weight: 500;
  color: var(--fg-muted);
  width: 45%;
}
.evidence-table td {
  font-family: var(--mono);
  word-break: break-word;
}
.fix-text {
  margin: 0 0 8px;
}
.code-block {
  border: 1px solid var(--code-border);
  border-radius: 8px;
  background: var(--code-bg);
  overflow: hidden;
  margin: 6px 0 10px;
}
.code-toolbar {
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 4px 6px 4px 10px;
  border-bottom: 1px solid var(--code-border);
  font-size: 11px;
  color: var(--fg-muted);
}
.copy-button {
  font-size: 12px;
  padding: 2px 10px;
}
.copy-button.copied {
  color: var(--clear);
  border-color: var(--clear);
}
/* The fix is the most important text on the page: it wraps, never hides
   past the panel's edge (Copy copies it as written). */
.code-block pre {
  margin: 0;
  padding: 10px 12px;
  overflow-x: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  tab-size: 4;
}
.node-empty {
  margin: 0 0 8px;
}
.node-empty.clear {
  color: var(--clear);
}
.hint {
  font-size: 13px;
  margin: 0;
}

/* Chart */
.chart-note {
  margin: 0 0 8px;
  font-size: 13px;
}
.chart-note.alert {
  color: var(--critical);
  font-weight: 600;
}
.log-toggle {
  font-size: 12px;
  color: var(--fg-muted);
  user-select: none;
}
.chart-box {
  width: 100%;
  min-height: 20px;
}
.chart-card .uplot {
  font-family: var(--font);
  color: var(--fg);
}
.chart-card .u-legend {
  font-size: 12px;
  color: var(--fg);
}
.chart-card .u-select {
  background: var(--grid);
}
.chart-tooltip {
  position: absolute;
  z-index: 3;
  pointer-events: none;
  background: var(--tooltip-bg);
  color: var(--fg);
  border: 1px solid var(--card-border);
  border-radius: 6px;
  box-shadow: var(--tooltip-shadow);
  padding: 6px 9px;
  font-size: 12px;
  line-height: 1.4;
  max-width: 320px;
  white-space: nowrap;
}
.chart-tooltip .tt-title {
  font-weight: 600;
  font-family: var(--mono);
  overflow: hidden;
  text-overflow: ellipsis;
}

/* An area's section below the flowchart (views/registry.js): its heading,
   its cards, and rows of two cards side by side. */
.area-section {
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 16px;
}
.area-section .section-title {
  font-size: 16px;
  font-weight: 600;
  margin: 4px 0 0;
}
.area-section .card {
  scroll-margin-top: 64px;
}
.card-row {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
}
/* Two cards side by side only where each has room for a table of five
   columns (the bad-step table's max |x| and dtype). */
@media (max-width: 1180px) {
  .card-row {
    grid-template-columns: minmax(0, 1fr);
  }
}

/* A table of rows in its own scroll box, its head kept in view. */
.table-scroll {
  overflow: auto;
  border: 1px solid var(--card-border);
  border-radius: 8px;
  position: relative;
}
.data-table {
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
}
.data-table th,
.data-table td {
  text-align: left;
  padding: 4px 10px;
  border-bottom: 1px solid var(--card-border);
  white-space: nowrap;
}
.data-table thead th {
  position: sticky;
  top: 0;
  background: var(--card);
  color: var(--fg-muted);
  font-weight: 500;
  z-index: 1;
}
.data-table .num {
  text-align: right;
  font-variant-numeric: tabular-nums;
}

/* Empty and error states */
.empty-state,
.error-state {
  max-width: 760px;
  margin: 24px auto;
  padding: 22px 26px;
}
.empty-state h2,
.error-state h2 {
  font-size: 20px;
  margin: 0 0 8px;
}
.empty-state h3 {
  margin-top: 18px;
}
.loading-text {
  padding: 24px 0;
}
`;var da={areas:[{events:["training_error","capture_error","capture_budget","heal_repair"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{capture_budget:"Capture cost",capture_error:"Capture stopped",heal_repair:"Repair",loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],tab_view:null,title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch","index_out_of_range"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{index_out_of_range:"Index out of range",input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix the layer, the data or the loss",parent:"shape"}],series:[],tab_view:"shapes.js",title:"Shapes"},{events:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers","low_precision_sum"],findings:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse","low_precision_sum"],hint:'The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the batch\'s data, the loss, every layer\'s output, the gradients and the weights each step (also under XLA), and names the first step, sample, layer and variable that went NaN/Inf; `options={"nonfinite": {"replay": True}}` reruns that step under check_numerics and names the op and its source line. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.',histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",low_precision_sum:"bfloat16 sum loses precision",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_op:"First NaN/Inf op",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],tab_view:"nonfinite.js",title:"NaN / Inf"},{events:["memory_model","oom","disk_full","batch_size_search"],findings:["oom","memory_pressure","memory_growth","disk_full"],hint:"The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, logs the model's size, and records an out-of-memory error with the allocation that failed. `tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here.",histograms:[],labels:{batch_size_search:"Batch-size search",disk_full:"Disk full",memory_growth:"Memory growth",memory_model:"Model size",memory_peak:"Memory peak",memory_pressure:"Memory pressure",memory_used:"Memory used",oom:"Out of memory"},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:["memory_used","memory_peak"],tab_view:"memory.js",title:"Memory"},{events:["update_period"],findings:["exploding_gradients","vanishing_gradients","dead_units","gradient_accumulation_not_reset"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",gradient_accumulation_not_reset:"Gradient accumulator never reset",update_period:"Steps between updates",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],tab_view:"gradients.js",title:"Gradient health"},{events:["head_check","epoch_logs"],findings:["loss_oscillating","loss_diverging","loss_stuck","accuracy_at_chance","output_activation_mismatch","loss_output_mismatch","unscaled_inputs","saturated_activations","learning_rate_too_high","learning_rate_too_low","loss_spike"],hint:"The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`.",histograms:[],labels:{accuracy_at_chance:"Accuracy at chance",epoch_logs:"Epoch metrics",head_check:"Head and loss check",learning_rate_too_high:"Learning rate too high",learning_rate_too_low:"Learning rate too low",loss_diverging:"Loss diverging",loss_oscillating:"Loss oscillating",loss_output_mismatch:"Loss does not fit output/targets",loss_spike:"Loss spike",loss_stuck:"Loss stuck",lr_update_ratio:"Update / weight ratio (sampled)",output_activation_mismatch:"Output head cannot fit targets",saturated_activations:"Saturated activations",saturation:"Saturated share (|z| > 5)",schedule_rate:"Learning rate (schedule)",unscaled_inputs:"Unscaled inputs"},log_scale:["lr_update_ratio"],matrices:["saturation","lr_update_ratio"],name:"convergence",nodes:[{edge_label:"does not learn",id:"convergence",kind:"check",label:"Loss not decreasing / unstable",parent:"error"},{edge_label:"",id:"fix_convergence",kind:"fix",label:"Output head, loss, input scale, learning rate",parent:"convergence"}],series:["schedule_rate"],tab_view:"convergence.js",title:"Convergence"},{events:["attention_layers"],findings:["attention_logit_growth","attention_entropy_collapse"],hint:"The attention probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records, for every Keras MultiHeadAttention and every layer of yours that softmaxes (queries x keys) scores with `keras.ops.softmax`, the largest attention logit and the attention entropy every few steps, with plain `model.fit`.",histograms:[],labels:{attention_entropy:"Attention entropy (nats)",attention_entropy_collapse:"Attention entropy collapse",attention_entropy_norm:"Attention entropy / log(keys)",attention_layers:"Attention layers",attention_logit_growth:"Attention logit growth",attention_max_logit:"Largest attention logit"},log_scale:[],matrices:["attention_max_logit","attention_entropy","attention_entropy_norm"],name:"attention",nodes:[{edge_label:"transformer unstable",id:"attention",kind:"check",label:"Attention logits grow / entropy collapses",parent:"error"},{edge_label:"",id:"fix_attention",kind:"fix",label:"QK normalisation, lower peak learning rate, z-loss",parent:"attention"}],series:[],tab_view:"attention.js",title:"Attention health"},{events:["input_timing","input_stall","pipeline_graph","input_exhausted"],findings:["input_bound","input_stall","pipeline_lint","unshuffled_data","input_exhausted"],hint:"The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a PyDataset). Custom training loops are not timed.",histograms:[],labels:{compute_time:"Compute (ms)",host_time:"Host, between steps (ms)",input_bound:"Input-bound",input_exhausted:"Input ran out",input_stall:"Input stall",input_timing:"Input timing",input_wait:"Input wait (ms)",pipeline_graph:"Pipeline",pipeline_lint:"Pipeline lint",unshuffled_data:"Unshuffled data"},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:["input_wait","compute_time","host_time"],tab_view:"input_pipeline.js",title:"Input pipeline"}]};var pn=Object.freeze(da.areas.map(e=>Object.freeze(e)));function Vn(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,s){if(typeof s=="string"){if(Object.prototype.hasOwnProperty.call(r,s))return r[s];throw new Error(`no declared ${e} ${JSON.stringify(s)} (tb_trainhealth/areas/)`)}}})}var rs=e=>pn.flatMap(t=>t[e]),ie=Vn("area",pn.map(e=>e.name)),fa=Vn("node id",pn.flatMap(e=>e.nodes.map(t=>t.id))),Sn=Vn("finding kind",rs("findings")),tn=Vn("event kind",rs("events")),lt=Vn("matrix statistic",rs("matrices")),Je=Vn("series",rs("series")),hx=Vn("histogram family",rs("histograms")),Eh=Object.freeze(Object.assign({},...pn.map(e=>e.labels)));function ae(e){return Eh[e]||ss(e)}function oi(e){return pn.find(t=>t.name===ie[e])}function pa(e){let t=pn.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function Xe(e){if(!e||typeof e!="object")return null;let t=pn.find(n=>n.findings.includes(e.kind));return t?t.name:pa(e.node)}function ha(e){let t=pa(e);return(t?oi(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var kn={critical:0,warning:1,info:2},Hn={triggered:"Triggered",clear:"Clear",no_data:"No data"},En={critical:"critical",unreadable:"unreadable",warning:"warning",healed:"healed",healthy:"healthy",pending:"pending"};function ii(e){let t=null;for(let n of e){let r=n&&n.severity;r in kn&&(t===null||kn[r]<kn[t])&&(t=r)}return t}function Th(e){if(typeof e=="number"){if(!Number.isFinite(e))return String(e);let t=Math.abs(e);if(Number.isInteger(e)&&t<1e15)return String(e);if(t!==0&&(t>=1e6||t<.001)){let[n,r]=e.toExponential(3).split("e");return`${Number(n)}e${Number(r)}`}return String(Number(e.toPrecision(4)))}return typeof e=="boolean"?e?"true":"false":String(e)}function Ah(e){let t=[],n=e[0],r=e[0];for(let s of[...e.slice(1),null]){if(s!==null&&s===r+1){r=s;continue}if(r-n>=2)t.push(`${n}–${r}`);else for(let o=n;o<=r;o++)t.push(String(o));n=r=s}return t}var kr=12;function ht(e){if(e==null)return"—";if(Array.isArray(e)){if(!e.length)return"none";let t;return e.every(o=>Number.isInteger(o))&&e.every((o,i)=>i===0||o>e[i-1])?t=Ah(e):t=e.map(o=>o!==null&&typeof o=="object"?`(${ht(o)})`:ht(o)),(t.length>kr?[...t.slice(0,kr),`… ${t.length-kr} more`]:t).join(", ")}if(typeof e=="object"){let t=Object.entries(e);if(!t.length)return"none";let n=t.slice(0,kr).map(([r,s])=>`${r}: ${ht(s)}`);return t.length>kr&&n.push(`… ${t.length-kr} more`),n.join(" · ")}return typeof e=="string"?e.replace($h,""):Th(e)}var $h=/\u001b\[[0-9;]*m/g;function Sr(e){if(!e||typeof e!="object")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Number.isFinite(e.step)?e.step:null;if(e.kind===Sn.training_error||typeof t.phase=="string"&&"completed_steps"in t)return(typeof t.phase=="string"?/step/.test(t.phase):n!==null)&&n!==null?`crashed at step ${n}`:typeof t.phase=="string"?`crashed in ${t.phase.replace(/_/g," ")}`:"crashed";let s=Number.isFinite(t.first_step)?t.first_step:null,o=Number.isFinite(t.last_step)?t.last_step:null;return s!==null&&o!==null&&o!==s?`steps ${Math.min(s,o)}–${Math.max(s,o)}`:n!==null?`step ${n}`:null}function ss(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function Tt(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var os=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function is(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(s){throw new os(`Could not reach TensorBoard (${s&&s.message?s.message:s}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let s=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new os(s,t.status)}if(r===null||typeof r!="object")throw new os(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function Fs(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,s])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(s))}`).join("&");return n?`${e}?${n}`:e}function ma(){return is("runs")}function js(e){return is(Fs("diagnosis",{run:e}))}function zs(e,t){return is(Fs("series",{run:e,name:t}))}function Wn(e,t,n){return is(Fs("matrix",{run:e,stat:t,max_columns:n||null}))}function Nh(e,t,n){return is(Fs(`${ie[e]}/${t}`,n))}function ga(e,t){return Nh(ie.gradients,"histograms",{run:e,layer:t})}var Mh="http://www.w3.org/2000/svg";function li(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function ya(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function p(e,t,...n){return li(ya(document.createElement(e),t),n)}function U(e,t,...n){return li(ya(document.createElementNS(Mh,e),t),n)}function D(e,...t){return e.textContent="",li(e,t)}function Tn(e){return String(e).split("`").map((n,r)=>r%2?p("code",null,n):n)}function Pe(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function An(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function nn(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var ja=Object.defineProperty,Ch=(e,t,n)=>t in e?ja(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,Lh=(e,t)=>{for(var n in t)ja(e,n,{get:t[n],enumerable:!0})},Oh=(e,t,n)=>Ch(e,typeof t!="symbol"?t+"":t,n),za={};Lh(za,{Graph:()=>Wt,alg:()=>gi});var Ih=Object.defineProperty,Da=(e,t)=>{for(var n in t)Ih(e,n,{get:t[n],enumerable:!0})},mi=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let s of r)n.add(s);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([s,o])=>{e(s)&&t.setNode(s,o)}),Object.values(this._edgeObjs).forEach(s=>{t.hasNode(s.v)&&t.hasNode(s.w)&&t.setEdge(s,this.edge(s))});let n={},r=s=>{let o=this.parent(s);return!o||t.hasNode(o)?(n[s]=o,o):o in n?n[o]:r(o)};return this._isCompound&&t.nodes().forEach(s=>t.setParent(s,r(s))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let s,o,i,l,a=!1;typeof e=="object"&&e!==null&&"v"in e?(s=e.v,o=e.w,i=e.name,arguments.length===2&&(l=t,a=!0)):(s=e,o=t,i=r,arguments.length>2&&(l=n,a=!0)),s=""+s,o=""+o,i!==void 0&&(i=""+i);let c=ls(this._isDirected,s,o,i);if(c in this._edgeLabels)return a&&(this._edgeLabels[c]=l),this;if(i!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(s),this.setNode(o),this._edgeLabels[c]=a?l:this._defaultEdgeLabelFn(s,o,i);let u=Rh(this._isDirected,s,o,i);return s=u.v,o=u.w,Object.freeze(u),this._edgeObjs[c]=u,ba(this._preds[o],s),ba(this._sucs[s],o),this._in[o][c]=u,this._out[s][c]=u,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?ai(this._isDirected,e):ls(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?ai(this._isDirected,e):ls(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?ai(this._isDirected,e):ls(this._isDirected,e,t,n),s=this._edgeObjs[r];if(s){let o=s.v,i=s.w;delete this._edgeLabels[r],delete this._edgeObjs[r],wa(this._preds[i],o),wa(this._sucs[o],i),delete this._in[i][r],delete this._out[o][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(s=>s.v===t&&s.w===n||s.v===n&&s.w===t):r}};function ba(e,t){e[t]?e[t]++:e[t]=1}function wa(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function ls(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let i=s;s=o,o=i}return s+""+o+""+(r===void 0?"\0":r)}function Rh(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let l=s;s=o,o=l}let i={v:s,w:o};return r&&(i.name=r),i}function ai(e,t){return ls(e,t.v,t.w,t.name)}var Ph={};Da(Ph,{read:()=>Dh,write:()=>Fh});function Fh(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:jh(e),edges:zh(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function jh(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),s={v:t};return n!==void 0&&(s.value=n),r!==void 0&&(s.parent=r),s})}function zh(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function Dh(e){let t=new mi(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var gi={};Da(gi,{CycleException:()=>Bs,bellmanFord:()=>Ba,components:()=>Hh,dijkstra:()=>Ds,dijkstraAll:()=>Yh,findCycles:()=>Uh,floydWarshall:()=>qh,isAcyclic:()=>Xh,postorder:()=>Qh,preorder:()=>em,prim:()=>tm,shortestPaths:()=>nm,tarjan:()=>Ha,topsort:()=>Wa});var Bh=()=>1;function Ba(e,t,n,r){return Vh(e,String(t),n||Bh,r||function(s){var o;return(o=e.outEdges(s))!=null?o:[]})}function Vh(e,t,n,r){let s={},o,i=0,l=e.nodes(),a=function(d){let m=s[d.v],w=s[d.w];if(!m||!w)return;let k=n(d);m.distance+k<w.distance&&(s[d.w]={distance:m.distance+k,predecessor:d.v},o=!0)},c=function(){l.forEach(function(d){r(d).forEach(function(m){let w=m.v===d?m.v:m.w,k=w===m.v?m.w:m.v;a({v:w,w:k})})})};l.forEach(function(d){let m=d===t?0:Number.POSITIVE_INFINITY;s[d]={distance:m,predecessor:""}});let u=l.length;for(let d=1;d<u&&(o=!1,i++,c(),!!o);d++);if(i===u-1&&(o=!1,c(),o))throw new Error("The graph contains a negative weight cycle");return s}function Hh(e){let t={},n=[],r;function s(o){var i,l;o in t||(t[o]=!0,r.push(o),(i=e.successors(o))==null||i.forEach(s),(l=e.predecessors(o))==null||l.forEach(s))}return e.nodes().forEach(function(o){r=[],s(o),r.length&&n.push(r)}),n}var Va=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let s=this._arr,o=s.length;return n[r]=o,s.push({key:r,priority:t}),this._decrease(o),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,s=e;n<t.length&&(s=t[n].priority<t[s].priority?n:s,r<t.length&&(s=t[r].priority<t[s].priority?r:s),s!==e&&(this._swap(e,s),this._heapify(s)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,s=n[e],o=n[t];n[e]=o,n[t]=s,r[o.key]=e,r[s.key]=t}},Wh=()=>1;function Ds(e,t,n,r){let s=function(o){var i;return(i=e.outEdges(o))!=null?i:[]};return Gh(e,String(t),n||Wh,r||s)}function Gh(e,t,n,r){let s={},o=new Va,i,l,a=function(c){let u=c.v!==i?c.v:c.w,d=s[u];if(!d)return;let m=n(c),w=l.distance+m;if(m<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+m);w<d.distance&&(d.distance=w,d.predecessor=i,o.decrease(u,w))};for(e.nodes().forEach(function(c){let u=c===t?0:Number.POSITIVE_INFINITY;s[c]={distance:u,predecessor:""},o.add(c,u)});o.size()>0;){i=o.removeMin();let c=s[i];if(!c||c.distance===Number.POSITIVE_INFINITY)break;l=c,r(i).forEach(a)}return s}function Yh(e,t,n){return e.nodes().reduce(function(r,s){return r[s]=Ds(e,s,t,n),r},{})}function Ha(e){let t=0,n=[],r={},s=[];function o(i){var l;let a=r[i]={onStack:!0,lowlink:t,index:t++};if(n.push(i),(l=e.successors(i))==null||l.forEach(function(c){if(c in r){let u=r[c];u!=null&&u.onStack&&(a.lowlink=Math.min(a.lowlink,u.index))}else{o(c);let u=r[c];u&&(a.lowlink=Math.min(a.lowlink,u.lowlink))}}),a.lowlink===a.index){let c=[],u;do{u=n.pop();let d=r[u];d&&(d.onStack=!1),c.push(u)}while(i!==u);s.push(c)}}return e.nodes().forEach(function(i){i in r||o(i)}),s}function Uh(e){return Ha(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var Kh=()=>1;function qh(e,t,n){return Jh(e,t||Kh,n||function(r){var s;return(s=e.outEdges(r))!=null?s:[]})}function Jh(e,t,n){let r={},s=e.nodes();return s.forEach(function(o){let i={};r[o]=i,i[o]={distance:0,predecessor:""},s.forEach(function(l){o!==l&&(i[l]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(o).forEach(function(l){let a=l.v===o?l.w:l.v,c=t(l);i[a]={distance:c,predecessor:o}})}),s.forEach(function(o){let i=r[o];i&&s.forEach(function(l){let a=r[l];a&&s.forEach(function(c){let u=a[o],d=i[c],m=a[c];if(u&&d&&m){let w=u.distance+d.distance;w<m.distance&&(m.distance=w,m.predecessor=d.predecessor)}})})}),r}var Bs=class extends Error{constructor(e){super(e),this.name="CycleException"}};function Wa(e){let t={},n={},r=[];function s(o){var i;if(o in n)throw new Bs;o in t||(n[o]=!0,t[o]=!0,(i=e.predecessors(o))==null||i.forEach(s),delete n[o],r.push(o))}if(e.sinks().forEach(s),Object.keys(t).length!==e.nodeCount())throw new Bs;return r}function Xh(e){try{Wa(e)}catch(t){if(t instanceof Bs)return!1;throw t}return!0}function Zh(e,t,n,r,s){Array.isArray(t)||(t=[t]);let o=(l=>{var a;return(a=e.isDirected()?e.successors(l):e.neighbors(l))!=null?a:[]}),i={};return t.forEach(function(l){if(!e.hasNode(l))throw new Error("Graph does not have node: "+l);s=Ga(e,l,n==="post",i,o,r,s)}),s}function Ga(e,t,n,r,s,o,i){return t in r||(r[t]=!0,n||(i=o(i,t)),s(t).forEach(function(l){i=Ga(e,l,n,r,s,o,i)}),n&&(i=o(i,t))),i}function Ya(e,t,n){return Zh(e,t,n,function(r,s){return r.push(s),r},[])}function Qh(e,t){return Ya(e,t,"post")}function em(e,t){return Ya(e,t,"pre")}function tm(e,t){var n;let r=new mi,s={},o=new Va,i;function l(u){let d=u.v===i?u.w:u.v,m=o.priority(d);if(m!==void 0){let w=t(u);w<m&&(s[d]=i,o.decrease(d,w))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(u){o.add(u,Number.POSITIVE_INFINITY),r.setNode(u)});let a=e.nodes()[0];a!==void 0&&o.decrease(a,0);let c=!1;for(;o.size()>0;){if(i=o.removeMin(),i in s)r.setEdge(i,s[i]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(i))==null||n.forEach(l)}return r}function nm(e,t,n,r){return rm(e,t,n,r??(s=>{var o;return(o=e.outEdges(s))!=null?o:[]}))}function rm(e,t,n,r){if(n===void 0)return Ds(e,t,n,r);let s=!1,o=e.nodes();for(let i=0;i<o.length;i++){let l=o[i];if(l===void 0)continue;let a=r(l);for(let c=0;c<a.length;c++){let u=a[c];if(!u)continue;let d=u.v===l?u.v:u.w,m=d===u.v?u.w:u.v;n({v:d,w:m})<0&&(s=!0)}if(s)return Ba(e,t,n,r)}return Ds(e,t,n,r)}var Wt=mi;function Tr(e,t,n,r){let s=r;for(;e.hasNode(s);)s=yi(r);return n.dummy=t,e.setNode(s,n),s}function sm(e){let t=new Wt().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},s=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+s.weight,minlen:Math.max(r.minlen,s.minlen)})}),t}function Ua(e){let t=new Wt({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function xa(e,t){let n=e.x,r=e.y,s=t.x-n,o=t.y-r,i=e.width/2,l=e.height/2;if(!s&&!o)throw new Error("Not possible to find intersection inside of the rectangle");let a,c;return s===0||Math.abs(o)*i>Math.abs(s)*l?(o<0&&(l=-l),a=l*s/o,c=l):(s<0&&(i=-i),a=i,c=i*o/s),{x:n+a,y:r+c}}function cs(e){let t=as(qa(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),s=r.rank;s!==void 0&&(t[s]||(t[s]=[]),t[s][r.order]=n)}),t}function om(e){let t=e.nodes().map(r=>{let s=e.node(r).rank;return s===void 0?Number.MAX_VALUE:s}),n=rn(Math.min,t);e.nodes().forEach(r=>{let s=e.node(r);Object.hasOwn(s,"rank")&&(s.rank-=n)})}function im(e){let t=e.nodes().map(i=>e.node(i).rank).filter(i=>i!==void 0),n=rn(Math.min,t),r=[];e.nodes().forEach(i=>{let l=e.node(i).rank-n;r[l]||(r[l]=[]),r[l].push(i)});let s=0,o=e.graph().nodeRankFactor;Array.from(r).forEach((i,l)=>{i===void 0&&l%o!==0?--s:i!==void 0&&s&&i.forEach(a=>e.node(a).rank+=s)})}function va(e,t,n,r){let s={width:0,height:0};return arguments.length>=4&&(s.rank=n,s.order=r),Tr(e,"border",s,t)}function lm(e,t=Ka){let n=[];for(let r=0;r<e.length;r+=t){let s=e.slice(r,r+t);n.push(s)}return n}var Ka=65535;function rn(e,t){if(t.length>Ka){let n=lm(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function qa(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return rn(Math.max,t)}function am(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function cm(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function Ja(e,t){return t()}var um=0;function yi(e){let t=++um;return e+(""+t)}function as(e,t,n=1){t==null&&(t=e,e=0);let r=o=>o<t;n<0&&(r=o=>t<o);let s=[];for(let o=e;r(o);o+=n)s.push(o);return s}function Vs(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function Hs(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[s,o])=>(r[s]=n(o,s),r),{})}function dm(e,t){return e.reduce((n,r,s)=>(n[r]=t[s],n),{})}var Ws="\0";function Xa(e,t,n){var r,s,o,i,l,a;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let u=c?(s=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?s:NaN+1:(i=(o=e[t.edgeObj.w])==null?void 0:o.rank)!=null?i:NaN-1,d=Object.entries(e).find(v=>{var b,S;return((b=v[1].edgeObj)==null?void 0:b.v)===t.edgeObj.v&&((S=v[1].edgeObj)==null?void 0:S.w)===t.edgeObj.w&&v[1].rank===u}),m=Object.entries(e).find(v=>{var b,S;return((b=v[1].edgeObj)==null?void 0:b.v)===n.edgeObj.v&&((S=v[1].edgeObj)==null?void 0:S.w)===n.edgeObj.w&&v[1].rank===u});if(!d||!m)return 0;let w=(l=d[1].order)!=null?l:NaN,k=(a=m[1].order)!=null?a:NaN;return isNaN(w-k)?0:w-k}var fm="3.1.3",pm=class{constructor(){Oh(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return _a(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&_a(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,hm)),n=n._prev;return"["+e.join(", ")+"]"}};function _a(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function hm(e,t){if(e!=="_next"&&e!=="_prev")return t}var mm=pm,gm=()=>1;function ym(e,t){if(e.nodeCount()<=1)return[];let n=wm(e,t||gm);return bm(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function bm(e,t,n){var r;let s=[],o=t[t.length-1],i=t[0],l;for(;e.nodeCount();){for(;l=i.dequeue();)ci(e,t,n,l);for(;l=o.dequeue();)ci(e,t,n,l);if(e.nodeCount()){for(let a=t.length-2;a>0;--a)if(l=(r=t[a])==null?void 0:r.dequeue(),l){s=s.concat(ci(e,t,n,l,!0)||[]);break}}}return s}function ci(e,t,n,r,s){let o=[],i=s?o:void 0;return(e.inEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=e.node(l.v);s&&o.push({v:l.v,w:l.w}),c.out-=a,hi(t,n,c)}),(e.outEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=l.w,u=e.node(c);u.in-=a,hi(t,n,u)}),e.removeNode(r.v),i}function wm(e,t){let n=new Wt,r=0,s=0;e.nodes().forEach(l=>{n.setNode(l,{v:l,in:0,out:0})}),e.edges().forEach(l=>{let a=n.edge(l.v,l.w)||0,c=t(l),u=a+c;n.setEdge(l.v,l.w,u);let d=n.node(l.v),m=n.node(l.w);s=Math.max(s,d.out+=c),r=Math.max(r,m.in+=c)});let o=xm(s+r+3).map(()=>new mm),i=r+1;return n.nodes().forEach(l=>{hi(o,i,n.node(l))}),{graph:n,buckets:o,zeroIdx:i}}function hi(e,t,n){var r,s,o;n.out?n.in?(o=e[n.out-n.in+t])==null||o.enqueue(n):(s=e[e.length-1])==null||s.enqueue(n):(r=e[0])==null||r.enqueue(n)}function xm(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function vm(e,t){(e.graph().acyclicer==="greedy"?ym(e,n(e)):_m(e,t??null)).forEach(r=>{let s=e.edge(r);e.removeEdge(r),s.forwardName=r.name,s.reversed=!0,e.setEdge(r.w,r.v,s,yi("rev"))});function n(r){return s=>r.edge(s).weight}}function _m(e,t){let n=[],r={},s={};function o(a){Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,e.outEdges(a).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):o(c.w)}),delete r[a])}function i(a){var c;Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,(c=e.outEdges(a))==null||c.forEach(u=>{var d,m;Object.hasOwn(r,u.w)||((d=t.node(a))==null?void 0:d.rank)>((m=t.node(u.w))==null?void 0:m.rank)&&Sm(e,u.w,u)?n.push(u):i(u.w)}),delete r[a])}let l=o;return t&&typeof t.node=="function"&&(l=i),e.sources().forEach(l),e.nodes().forEach(l),n}function km(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function Sm(e,t,n){let r=new Set;function s(o){var i;if(e.sources().includes(o))return!0;r.add(o);for(let l of(i=e.inEdges(o))!=null?i:[])if(!(l.v===n.v&&l.w===n.w)&&!r.has(l.v)&&s(l.v))return!0;return!1}return s(t)}function Em(e){e.graph().dummyChains=[],e.edges().forEach(t=>Tm(e,t))}function Tm(e,t){let n=t.v,r=e.node(n).rank,s=t.w,o=e.node(s).rank,i=t.name,l=e.edge(t),a=l.labelRank;if(o===r+1)return;e.removeEdge(t);let c,u,d;for(d=0,++r;r<o;++d,++r)l.points=[],u={width:0,height:0,edgeLabel:l,edgeObj:t,rank:r},c=Tr(e,"edge",u,"_d"),r===a&&(u.width=l.width,u.height=l.height,u.dummy="edge-label",u.labelpos=l.labelpos),e.setEdge(n,c,{weight:l.weight},i),d===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,s,{weight:l.weight},i)}function Am(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,s;for(e.setEdge(n.edgeObj,r);n.dummy;)s=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=s,n=e.node(t)})}function bi(e){let t={};function n(r){let s=e.node(r);if(Object.hasOwn(t,r))return s.rank;t[r]=!0;let o=e.outEdges(r),i=o?o.map(a=>a==null?Number.POSITIVE_INFINITY:n(a.w)-e.edge(a).minlen):[],l=rn(Math.min,i);return l===Number.POSITIVE_INFINITY&&(l=0),s.rank=l}e.sources().forEach(n)}function Er(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var Za=$m;function $m(e){let t=new Wt({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],s=e.nodeCount();t.setNode(r,{});let o,i;for(;Nm(t,e)<s&&(o=Mm(t,e),!!o);)i=t.hasNode(o.v)?Er(e,o):-Er(e,o),Cm(t,e,i);return t}function Nm(e,t){function n(r){let s=t.nodeEdges(r);s&&s.forEach(o=>{let i=o.v,l=r===i?o.w:i;!e.hasNode(l)&&!Er(t,o)&&(e.setNode(l,{}),e.setEdge(r,l,{}),n(l))})}return e.nodes().forEach(n),e.nodeCount()}function Mm(e,t){return t.edges().reduce((n,r)=>{let s=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(s=Er(t,r)),s<n[0]?[s,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function Cm(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:Lm,postorder:Om}=gi,Im=Gn;Gn.initLowLimValues=xi;Gn.initCutValues=wi;Gn.calcCutValue=Qa;Gn.leaveEdge=tc;Gn.enterEdge=nc;Gn.exchangeEdges=rc;function Gn(e){e=sm(e),bi(e);let t=Za(e);xi(t),wi(t,e);let n,r;for(;n=tc(t);)r=nc(t,e,n),rc(t,e,n,r)}function wi(e,t){let n=Om(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>Rm(e,t,r))}function Rm(e,t,n){let r=e.node(n).parent,s=e.edge(n,r);s.cutvalue=Qa(e,t,n)}function Qa(e,t,n){let r=e.node(n).parent,s=!0,o=t.edge(n,r),i=0;o||(s=!1,o=t.edge(r,n)),i=o.weight;let l=t.nodeEdges(n);return l&&l.forEach(a=>{let c=a.v===n,u=c?a.w:a.v;if(u!==r){let d=c===s,m=t.edge(a).weight;if(i+=d?m:-m,Fm(e,n,u)){let w=e.edge(n,u).cutvalue;i+=d?-w:w}}}),i}function xi(e,t){arguments.length<2&&(t=e.nodes()[0]),ec(e,{},1,t)}function ec(e,t,n,r,s){let o=n,i=e.node(r);t[r]=!0;let l=e.neighbors(r);return l&&l.forEach(a=>{Object.hasOwn(t,a)||(n=ec(e,t,n,a,r))}),i.low=o,i.lim=n++,s?i.parent=s:delete i.parent,n}function tc(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function nc(e,t,n){let r=n.v,s=n.w;t.hasEdge(r,s)||(r=n.w,s=n.v);let o=e.node(r),i=e.node(s),l=o,a=!1;return o.lim>i.lim&&(l=i,a=!0),t.edges().filter(c=>a===ka(e,e.node(c.v),l)&&a!==ka(e,e.node(c.w),l)).reduce((c,u)=>Er(t,u)<Er(t,c)?u:c)}function rc(e,t,n,r){let s=n.v,o=n.w;e.removeEdge(s,o),e.setEdge(r.v,r.w,{}),xi(e),wi(e,t),Pm(e,t)}function Pm(e,t){let n=e.nodes().find(s=>!e.node(s).parent);if(!n)return;let r=Lm(e,[n]);r=r.slice(1),r.forEach(s=>{let o=e.node(s).parent,i=t.edge(s,o),l=!1;i||(i=t.edge(o,s),l=!0),t.node(s).rank=t.node(o).rank+(l?i.minlen:-i.minlen)})}function Fm(e,t,n){return e.hasEdge(t,n)}function ka(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var jm=zm;function zm(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":Sa(e);break;case"tight-tree":Bm(e);break;case"longest-path":Dm(e);break;case"none":break;default:Sa(e)}}var Dm=bi;function Bm(e){bi(e),Za(e)}function Sa(e){Im(e)}var Vm=Hm;function Hm(e){let t=Gm(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let s=e.node(r),o=s.edgeObj,i=Wm(e,t,o.v,o.w),l=i.path,a=i.lca,c=0,u=l[c],d=!0;for(;r!==o.w;){if(s=e.node(r),d){for(;(u=l[c])!==a&&e.node(u).maxRank<s.rank;)c++;u===a&&(d=!1)}if(!d){for(;c<l.length-1&&e.node(l[c+1]).minRank<=s.rank;)c++;u=l[c]}u!==void 0&&e.setParent(r,u),r=e.successors(r)[0]}})}function Wm(e,t,n,r){let s=[],o=[],i=Math.min(t[n].low,t[r].low),l=Math.max(t[n].lim,t[r].lim),a;a=n;do a=e.parent(a),s.push(a);while(a&&(t[a].low>i||l>t[a].lim));let c=a,u=r;for(;(u=e.parent(u))!==c;)o.push(u);return{path:s.concat(o.reverse()),lca:c}}function Gm(e){let t={},n=0;function r(s){let o=n;e.children(s).forEach(r),t[s]={low:o,lim:n++}}return e.children(Ws).forEach(r),t}function Ym(e){let t=Tr(e,"root",{},"_root"),n=Um(e),r=Object.values(n),s=rn(Math.max,r)-1,o=2*s+1;e.graph().nestingRoot=t,e.edges().forEach(l=>e.edge(l).minlen*=o);let i=Km(e)+1;e.children(Ws).forEach(l=>{sc(e,t,o,i,s,n,l)}),e.graph().nodeRankFactor=o}function sc(e,t,n,r,s,o,i){var l;let a=e.children(i);if(!a.length){i!==t&&e.setEdge(t,i,{weight:0,minlen:n});return}let c=va(e,"_bt"),u=va(e,"_bb"),d=e.node(i);e.setParent(c,i),d.borderTop=c,e.setParent(u,i),d.borderBottom=u,a.forEach(m=>{var w;sc(e,t,n,r,s,o,m);let k=e.node(m),v=k.borderTop?k.borderTop:m,b=k.borderBottom?k.borderBottom:m,S=k.borderTop?r:2*r,g=v!==b?1:s-((w=o[i])!=null?w:0)+1;e.setEdge(c,v,{weight:S,minlen:g,nestingEdge:!0}),e.setEdge(b,u,{weight:S,minlen:g,nestingEdge:!0})}),e.parent(i)||e.setEdge(t,c,{weight:0,minlen:s+((l=o[i])!=null?l:0)})}function Um(e){let t={};function n(r,s){let o=e.children(r);o&&o.length&&o.forEach(i=>n(i,s+1)),t[r]=s}return e.children(Ws).forEach(r=>n(r,1)),t}function Km(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function qm(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var Jm=Xm;function Xm(e){function t(n){let r=e.children(n),s=e.node(n);if(r.length&&r.forEach(t),s&&Object.hasOwn(s,"minRank")){s.borderLeft=[],s.borderRight=[];for(let o=s.minRank,i=s.maxRank+1;o<i;++o)Ea(e,"borderLeft","_bl",n,s,o),Ea(e,"borderRight","_br",n,s,o)}}e.children(Ws).forEach(t)}function Ea(e,t,n,r,s,o){let i={width:0,height:0,rank:o,borderType:t},l=s[t][o-1],a=Tr(e,"border",i,n);s[t][o]=a,e.setParent(a,r),l&&e.setEdge(l,a,{weight:1})}function Zm(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&oc(e)}function Qm(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&eg(e),(n==="lr"||n==="rl")&&(tg(e),oc(e))}function oc(e){e.nodes().forEach(t=>Ta(e.node(t))),e.edges().forEach(t=>Ta(e.edge(t)))}function Ta(e){let t=e.width;e.width=e.height,e.height=t}function eg(e){e.nodes().forEach(t=>ui(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(ui),Object.hasOwn(r,"y")&&ui(r)})}function ui(e){e.y=-e.y}function tg(e){e.nodes().forEach(t=>di(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(di),Object.hasOwn(r,"x")&&di(r)})}function di(e){let t=e.x;e.x=e.y,e.y=t}function ng(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),s=r.map(c=>e.node(c).rank),o=rn(Math.max,s),i=as(o+1).map(()=>[]);function l(c){if(n[c])return;n[c]=!0;let u=e.node(c);i[u.rank].push(c);let d=e.successors(c);d&&[...d].sort((m,w)=>a(m,w)).forEach(l)}r.sort((c,u)=>e.node(c).rank-e.node(u).rank).forEach(l);function a(c,u){let d=e.node(c),m=e.node(u);return Xa(t,d,m)}return i}function rg(e,t){let n=0;for(let r=1;r<t.length;++r)n+=sg(e,t[r-1],t[r]);return n}function sg(e,t,n){let r=dm(n,n.map((c,u)=>u)),s=t.flatMap(c=>{let u=e.outEdges(c);return u?u.map(d=>({pos:r[d.w],weight:e.edge(d).weight})).sort((d,m)=>d.pos-m.pos):[]}),o=1;for(;o<n.length;)o<<=1;let i=2*o-1;o-=1;let l=new Array(i).fill(0),a=0;return s.forEach(c=>{let u=c.pos+o;l[u]+=c.weight;let d=0;for(;u>0;)u%2&&(d+=l[u+1]),u=u-1>>1,l[u]+=c.weight;a+=c.weight*d}),a}function og(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let s=r.reduce((o,i)=>{let l=e.edge(i),a=e.node(i.v);return{sum:o.sum+l.weight*a.order,weight:o.weight+l.weight}},{sum:0,weight:0});return{v:n,barycenter:s.sum/s.weight,weight:s.weight}}})}function ig(e,t){let n={};e.forEach((s,o)=>{let i={indegree:0,in:[],out:[],vs:[s.v],i:o};s.barycenter!==void 0&&(i.barycenter=s.barycenter,i.weight=s.weight),n[s.v]=i}),t.edges().forEach(s=>{let o=n[s.v],i=n[s.w];o!==void 0&&i!==void 0&&(i.indegree++,o.out.push(i))});let r=Object.values(n).filter(s=>!s.indegree);return lg(r)}function lg(e){let t=[];function n(s){return o=>{o.merged||(o.barycenter===void 0||s.barycenter===void 0||o.barycenter>=s.barycenter)&&ag(s,o)}}function r(s){return o=>{o.in.push(s),--o.indegree===0&&e.push(o)}}for(;e.length;){let s=e.pop();t.push(s),s.in.reverse().forEach(n(s)),s.out.forEach(r(s))}return t.filter(s=>!s.merged).map(s=>Vs(s,["vs","i","barycenter","weight"]))}function ag(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function cg(e,t,n,r,s){let o={},i=null,l=null,a=s;typeof t=="boolean"?(a=t,o={}):t&&(o=t,i=n??null,l=r??null);let c=am(e,S=>Object.hasOwn(S,"barycenter")),u=c.lhs,d=c.rhs.sort((S,g)=>g.i-S.i),m=[],w=0,k=0,v=0;u.sort(ug(l,i,!!a));for(let[S,g]of Object.entries(o)){let _=u.findIndex(E=>E.vs[0]===S);u.splice(_+1,0,g)}v=Aa(m,d,v),u.forEach(S=>{v+=S.vs.length,m.push(S.vs),w+=S.barycenter*S.weight,k+=S.weight,v=Aa(m,d,v)});let b={vs:m.flat(1)};return k&&(b.barycenter=w/k,b.weight=k),b}function Aa(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function ug(e,t,n){return(r,s)=>{if(r.barycenter<s.barycenter)return-1;if(r.barycenter>s.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof s.vs[0]=="string")){let o=e.node(r.vs[0]),i=e.node(s.vs[0]),l=Xa(t,o,i);if(l!==0)return l}return n?s.i-r.i:r.i-s.i}}function ic(e,t,n,r,s){var o,i,l,a,c,u,d,m,w,k,v;let b=null,S=s;typeof r=="boolean"?(S=r,b=null):r!==void 0&&(b=r);let g=e.children(t),_=e.node(t),E=_?_.borderLeft:void 0,A=_?_.borderRight:void 0,L={};E&&(g=g.filter(O=>O!==E&&O!==A));let W=og(e,g);W.forEach(O=>{if(e.children(O.v).length){let{result:$}=ic(e,O.v,n,b,S);L[O.v]=$,Object.hasOwn($,"barycenter")&&fg(O,$)}});let M=ig(W,n);dg(M,L);let j={},V=!1;for(let O=0;O<M.length;O++)for(let $=O+1;$<M.length;$++)if(!(!M[O]||!M[$]||!((o=M[O])!=null&&o.barycenter)||!((i=M[$])!=null&&i.barycenter))&&((l=M[O])==null?void 0:l.barycenter)===M[$].barycenter){let R=(c=(a=M[O])==null?void 0:a.vs[0])!=null?c:"",C=(d=(u=M[$])==null?void 0:u.vs[0])!=null?d:"",P=e.node(R),B=e.node(C);if(P.dummy==="edge"&&B.dummy==="edge"&&((m=P.edgeObj)==null?void 0:m.v)===((w=B.edgeObj)==null?void 0:w.v)&&((k=P.edgeObj)==null?void 0:k.w)===((v=B.edgeObj)==null?void 0:v.w))if(P.edgeLabel.reversed){j[C]=M[O],M.splice(O,1),O--;break}else j[R]||(j[R]=M[$],M.splice($,1),$--);else V=!0}let I=cg(M,j,b,e,S);if(E&&A){I.vs=[E,I.vs,A].flat(1);let O=e.predecessors(E);if(O&&O.length){let $=e.node(O[0]),R=e.predecessors(A),C=e.node(R[0]);Object.hasOwn(I,"barycenter")||(I.barycenter=0,I.weight=0),I.barycenter=(I.barycenter*I.weight+$.order+C.order)/(I.weight+2),I.weight+=2}}return Object.defineProperty(I,"result",{value:I,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(I,"usedBias",{value:V,enumerable:!1,configurable:!0,writable:!0}),I}function dg(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function fg(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function pg(e,t,n,r){r||(r=e.nodes());let s=hg(e),o=new Wt({compound:!0}).setGraph({root:s}).setDefaultNodeLabel(i=>e.node(i));return r.forEach(i=>{let l=e.node(i),a=e.parent(i);if(l.rank===t||l.minRank<=t&&t<=l.maxRank){o.setNode(i),o.setParent(i,a||s);let c=e[n](i);c&&c.forEach(u=>{let d=u.v===i?u.w:u.v,m=o.edge(d,i),w=m!==void 0?m.weight:0;o.setEdge(d,i,{weight:e.edge(u).weight+w})}),Object.hasOwn(l,"minRank")&&o.setNode(i,{borderLeft:l.borderLeft[t],borderRight:l.borderRight[t]})}}),o}function hg(e){let t;for(;e.hasNode(t=yi("_root")););return t}function mg(e,t,n){let r={},s;n.forEach(o=>{let i=e.parent(o),l,a;for(;i;){if(l=e.parent(i),l?(a=r[l],r[l]=i):(a=s,s=i),a&&a!==i){t.setEdge(a,i);return}i=l}})}function lc(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,lc);return}let r=qa(e),s=$a(e,as(1,r+1),"inEdges"),o=$a(e,as(r-1,-1,-1),"outEdges"),i=ng(e,n);if(Na(e,i),t.disableOptimalOrderHeuristic)return;let l=Number.POSITIVE_INFINITY,a,c=t.constraints||[];for(let u=0,d=0;d<4;++u,++d){gg(u%2?s:o,u%4>=2,c,n),i=cs(e);let m=rg(e,i);m<l?(d=0,a=Object.assign({},i),l=m):m===l&&(a=structuredClone(i))}Na(e,a)}function $a(e,t,n){let r=new Map,s=(o,i)=>{r.has(o)||r.set(o,[]),r.get(o).push(i)};for(let o of e.nodes()){let i=e.node(o);if(typeof i.rank=="number"&&s(i.rank,o),typeof i.minRank=="number"&&typeof i.maxRank=="number")for(let l=i.minRank;l<=i.maxRank;l++)l!==i.rank&&s(l,o)}return t.map(function(o){return pg(e,o,n,r.get(o)||[])})}function gg(e,t,n,r){let s=!0,o=new Wt;e.forEach(function(i){n.forEach(u=>o.setEdge(u.left,u.right));let l=i.graph().root,{result:a,usedBias:c}=ic(i,l,o,r,s);t&&c&&(s=!s),a.vs.forEach((u,d)=>i.node(u).order=d),mg(i,o,a.vs)})}function Na(e,t){Object.values(t).forEach(n=>n.forEach((r,s)=>e.node(r).order=s))}function yg(e,t){let n={};function r(s,o){let i=0,l=0,a=s.length,c=o[o.length-1];return o.forEach((u,d)=>{let m=wg(e,u),w=m?e.node(m).order:a;(m||u===c)&&(o.slice(l,d+1).forEach(k=>{let v=e.predecessors(k);v&&v.forEach(b=>{let S=e.node(b),g=S.order;(g<i||w<g)&&!(S.dummy&&e.node(k).dummy)&&ac(n,b,k)})}),l=d+1,i=w)}),o}return t.length&&t.reduce(r),n}function bg(e,t){let n={};function r(i){var l;return((l=e.node(i))==null?void 0:l.dummy)==="border"}if(!e.nodes().some(r))return n;function s(i,l,a,c,u){as(l,a).forEach(d=>{let m=i[d];if(m!==void 0&&e.node(m).dummy){let w=e.predecessors(m);w&&w.forEach(k=>{if(k===void 0)return;let v=e.node(k);v.dummy&&(v.order<c||v.order>u)&&ac(n,k,m)})}})}function o(i,l){let a=-1,c=-1,u=0;return l.forEach((d,m)=>{if(r(d)){let w=e.predecessors(d);if(w&&w.length){let k=w[0];if(k===void 0)return;c=e.node(k).order,s(l,u,m,a,c),u=m,a=c}}s(l,u,l.length,c,i.length)}),l}return t.length&&t.reduce(o),n}function wg(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function ac(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];r||(e[t]=r={}),r[n]=!0}function xg(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function vg(e,t,n,r,s){let o={},i={},l={};return t.forEach(a=>{a.forEach((c,u)=>{o[c]=c,i[c]=c,l[c]=u})}),t.forEach(a=>{let c=-1,u=-1,d=!1,m=a,w=a.findIndex(k=>s?.includes(k)||Ma(k,e,s));w>0&&(m=[a[w],...a.slice(0,w),...a.slice(w+1)],d=!0),m.forEach(k=>{var v;let b=r(k);if(b&&b.length){s!=null&&s.includes(k)&&(b=b.filter(_=>Ma(_,e,s)));let S=b.sort((_,E)=>{let A=l[_],L=l[E];return(A!==void 0?A:0)-(L!==void 0?L:0)}),g=(S.length-1)/2;for(let _=Math.floor(g),E=Math.ceil(g);_<=E;++_){let A=S[_];if(A===void 0)continue;let L=l[A];if(L!==void 0&&i[k]===k&&c<L&&l[A]!==u&&!xg(n,k,A)){let W=o[A];W!==void 0&&(i[A]=k,i[k]=o[k]=W,c=L,d&&(c=-1,u=(v=l[A])!=null?v:-1,d=!1))}}}})}),{root:o,align:i}}function _g(e,t,n,r,s=!1){let o={},i=kg(e,t,n,s),l=s?"borderLeft":"borderRight";function a(w,k){let v=i.nodes().slice(),b={},S=v.pop();for(;S;){if(b[S])w(S);else{b[S]=!0,v.push(S);for(let g of k(S))v.push(g)}S=v.pop()}}function c(w){let k=i.inEdges(w);k?o[w]=k.reduce((v,b)=>{var S;let g=(S=o[b.v])!=null?S:0,_=i.edge(b);return Math.max(v,g+(_!==void 0?_:0))},0):o[w]=0}function u(w){let k=i.outEdges(w),v=Number.POSITIVE_INFINITY;k&&(v=k.reduce((S,g)=>{let _=o[g.w],E=i.edge(g);return Math.min(S,(_!==void 0?_:0)-(E!==void 0?E:0))},Number.POSITIVE_INFINITY));let b=e.node(w);v!==Number.POSITIVE_INFINITY&&b.borderType!==l&&(o[w]=Math.max(o[w]!==void 0?o[w]:0,v))}function d(w){return i.predecessors(w)||[]}function m(w){return i.successors(w)||[]}return a(c,d),a(u,m),Object.keys(r).forEach(w=>{var k;let v=n[w];v!==void 0&&(o[w]=(k=o[v])!=null?k:0)}),o}function kg(e,t,n,r){let s=new Wt,o=e.graph(),i=$g(o.nodesep,o.edgesep,r);return t.forEach(l=>{let a;l.forEach(c=>{let u=n[c];if(u!==void 0){if(s.setNode(u),a!==void 0){let d=n[a];if(d!==void 0){let m=s.edge(d,u);s.setEdge(d,u,Math.max(i(e,c,a),m||0))}}a=c}})}),s}function Sg(e,t){return Object.values(t).reduce((n,r)=>{let s=Number.NEGATIVE_INFINITY,o=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([l,a])=>{let c=Ng(e,l)/2;s=Math.max(a+c,s),o=Math.min(a-c,o)});let i=s-o;return i<n[0]&&(n=[i,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function Eg(e,t){let n=Object.values(t),r=rn(Math.min,n),s=rn(Math.max,n);["u","d"].forEach(o=>{["l","r"].forEach(i=>{let l=o+i,a=e[l];if(!a||a===t)return;let c=Object.values(a),u=r-rn(Math.min,c);i!=="l"&&(u=s-rn(Math.max,c)),u&&(e[l]=Hs(a,d=>d+u))})})}function Tg(e,t=void 0){let n=e.ul;return n?Hs(n,(r,s)=>{var o,i;if(t){let a=t.toLowerCase(),c=e[a];if(c&&c[s]!==void 0)return c[s]}let l=Object.values(e).map(a=>{let c=a[s];return c!==void 0?c:0}).sort((a,c)=>a-c);return(((o=l[1])!=null?o:0)+((i=l[2])!=null?i:0))/2}):{}}function Ag(e,t){let n=cs(e),r=Object.assign(yg(e,n),bg(e,n)),s={},o;["u","d"].forEach(l=>{o=l==="u"?n:Object.values(n).reverse(),["l","r"].forEach(a=>{a==="r"&&(o=o.map(d=>Object.values(d).reverse()));let c=vg(e,o,r,d=>(l==="u"?e.predecessors(d):e.successors(d))||[],t),u=_g(e,o,c.root,c.align,a==="r");a==="r"&&(u=Hs(u,d=>-d)),s[l+a]=u})});let i=Sg(e,s);return Eg(s,i),Tg(s,e.graph().align)}function $g(e,t,n){return(r,s,o)=>{let i=r.node(s),l=r.node(o),a=0,c;if(a+=i.width/2,Object.hasOwn(i,"labelpos"))switch(i.labelpos.toLowerCase()){case"l":c=-i.width/2;break;case"r":c=i.width/2;break}if(c&&(a+=n?c:-c),c=void 0,a+=(i.dummy?t:e)/2,a+=(l.dummy?t:e)/2,a+=l.width/2,Object.hasOwn(l,"labelpos"))switch(l.labelpos.toLowerCase()){case"l":c=l.width/2;break;case"r":c=-l.width/2;break}return c&&(a+=n?c:-c),a}}function Ng(e,t){return e.node(t).width}function Ma(e,t,n){var r;if(!n)return!1;let s=(r=t.node(e))==null?void 0:r.edgeObj;if(!s||t.node(e).edgeLabel.reversed)return!1;let o=n.indexOf(s?.v),i=n.indexOf(s?.w);return o!==-1&&i!==-1&&o===(i+1)%n.length||o===(i-1)%n.length}function Mg(e,t){e=Ua(e),Cg(e),Object.entries(Ag(e,t)).forEach(([n,r])=>e.node(n).x=r)}function Cg(e){let t=cs(e),n=e.graph(),r=n.ranksep,s=n.rankalign,o=0;t.forEach(i=>{let l=i.reduce((a,c)=>{var u;let d=(u=e.node(c).height)!=null?u:0;return a>d?a:d},0);i.forEach(a=>{let c=e.node(a);s==="top"?c.y=o+c.height/2:s==="bottom"?c.y=o+l-c.height/2:c.y=o+l/2}),o+=l+r})}var Ca=new WeakMap;function Lg(e,t={}){return cc(e,Ja,t),e}function La(e,t,n){let r=t;for(;r!==void 0;){let s=e.parent(r);if(s===n)return r;r=s}}function cc(e,t,n){var r;let s=e.nodes().filter(g=>e.children(g).length),o={};s.forEach(g=>{let _=e.node(g);if(_&&_.rankdir){let E=new Wt({multigraph:!0,compound:!0});E.setGraph({rankdir:_.rankdir});let A=e.children(g);A.forEach(R=>{let C={...e.node(R)};E.setNode(R,C);let P=e.parent(R);P&&P!==g&&A.includes(P)&&E.setParent(R,P)});let L=new Set;e.edges().forEach(R=>{let C=La(e,R.v,g),P=La(e,R.w,g);if(C===R.v&&P===R.w)E.setEdge(R,{...e.edge(R)});else if(C&&P&&C!==P){let B=`${C}\0${P}`;L.has(B)||(L.add(B),E.setEdge(C,P,{...e.edge(R)}))}}),cc(E,t,n);let W=Fa(E);Ia(W,t,n,null),Ra(E,W);let M=1/0,j=1/0,V=-1/0,I=-1/0;E.nodes().forEach(R=>{if(R===g)return;let C=E.node(R);C&&typeof C.x=="number"&&typeof C.y=="number"&&typeof C.width=="number"&&typeof C.height=="number"&&(M=Math.min(M,C.x-C.width/2),V=Math.max(V,C.x+C.width/2),j=Math.min(j,C.y-C.height/2),I=Math.max(I,C.y+C.height/2))}),(!isFinite(M)||!isFinite(j)||!isFinite(V)||!isFinite(I))&&(M=j=0,V=I=0);let O=V-M,$=I-j;o[g]={minX:M,minY:j,maxX:V,maxY:I,width:O,height:$,offsetX:M,offsetY:j},_._dagreClusterSubgraph=E}});let i=[],l=g=>{let _=[],E=(e.children(g)||[]).filter(A=>A!==g);for(;E.length>0;){let A=E.shift();_.push(A),(e.children(A)||[]).filter(L=>L!==A).forEach(L=>E.push(L))}return _},a=new Map;s.forEach(g=>{let _=e.node(g);_&&_.rankdir&&o[g]&&a.set(g,(e.children(g)||[]).filter(E=>E!==g))});let c=new Set([...a.values()].flat()),u=new Map;a.forEach((g,_)=>{c.has(_)||u.set(_,l(_))});let d=new Set([...u.values()].flat()),m=g=>{for(let[_,E]of u)if(E.includes(g))return _;return g},w=[];e.edges().forEach(g=>{(d.has(g.v)||d.has(g.w))&&w.push({edge:g,label:e.edge(g)})});let k=new Map;d.forEach(g=>{let _=e.parent(g);k.set(g,typeof _=="string"?_:void 0)}),u.forEach((g,_)=>{let E=e.node(_),A=[];g.forEach(M=>{let j=e.node(M);j&&(A.push({id:M,node:j,parent:k.get(M)}),e.removeNode(M))});let L=w.filter(({edge:M})=>g.includes(M.v)||g.includes(M.w)),W=o[_];E&&(i.push({clusterId:_,subgraph:E._dagreClusterSubgraph,bounds:W,children:g,removedNodes:A,removedEdges:L}),E.width=W.width,E.height=W.height)});let v=new Set;w.forEach(({edge:g,label:_})=>{let E=m(g.v),A=m(g.w);if(E!==A&&e.hasNode(E)&&e.hasNode(A)){let L=`${E}\0${A}`;v.has(L)||(v.add(L),e.setEdge(E,A,{..._,width:0,height:0}))}});let b=Fa(e),S=Ia(b,t,n,(r=Ca.get(e))!=null?r:null);Ca.set(e,S),Ra(e,b),v.forEach(g=>{let _=g.indexOf("\0"),E=g.slice(0,_),A=g.slice(_+1);e.hasEdge(E,A)&&e.removeEdge(E,A)}),i.forEach(({clusterId:g,subgraph:_,bounds:E,removedNodes:A,removedEdges:L})=>{var W,M;let j=e.node(g),V=(W=j?.x)!=null?W:0,I=(M=j?.y)!=null?M:0,O=(E.minX+E.maxX)/2,$=(E.minY+E.maxY)/2;A.forEach(({id:R,node:C,parent:P})=>{e.setNode(R,C),P!==void 0&&e.setParent(R,P)}),L.forEach(({edge:R,label:C})=>{e.setEdge(R,C)}),_.nodes().forEach(R=>{if(R===g)return;let C=_.node(R),P=e.node(R);P&&C&&typeof C.x=="number"&&typeof C.y=="number"&&(P.x=V+(C.x-O),P.y=I+(C.y-$))}),Oa(e,_,V-O,I-$),delete j._dagreClusterSubgraph}),s.forEach(g=>{var _,E;let A=e.node(g),L=o[g];if(A&&A.rankdir&&A._dagreClusterSubgraph&&L){let W=A._dagreClusterSubgraph,M=(_=A.x)!=null?_:0,j=(E=A.y)!=null?E:0,V=(L.minX+L.maxX)/2,I=(L.minY+L.maxY)/2;W.nodes().forEach(O=>{if(O===g)return;let $=W.node(O),R=e.node(O);if(R&&$&&typeof $.x=="number"&&typeof $.y=="number"){let C=$.x-V,P=$.y-I;R.x=M+C,R.y=j+P}}),Oa(e,W,M-V,j-I),delete A._dagreClusterSubgraph}})}function Oa(e,t,n,r){t.edges().forEach(s=>{if(!e.hasEdge(s))return;let o=t.edge(s),i=e.edge(s);i.points=o.points.map(l=>({x:l.x+n,y:l.y+r})),Object.hasOwn(o,"x")&&(i.x=o.x+n,i.y=o.y+r)})}function Ia(e,t,n,r=null){var s,o;let i=n?.useDynamic!==!1,l=i&&(s=r?.graph)!=null?s:null,a=i&&(o=r?.rawNodes)!=null?o:null;t("    makeSpaceForEdgeLabels",()=>Dg(e)),t("    removeSelfEdges",()=>qg(e)),t("    acyclic",()=>vm(e,l)),t("    nestingGraph.run",()=>Ym(e)),t("    rank",()=>jm(Ua(e))),t("    injectEdgeLabelProxies",()=>Bg(e)),t("    removeEmptyRanks",()=>im(e)),t("    nestingGraph.cleanup",()=>qm(e)),t("    normalizeRanks",()=>om(e)),t("    assignRankMinMax",()=>Vg(e)),t("    removeEdgeLabelProxies",()=>Hg(e)),t("    normalize.run",()=>Em(e)),t("    parentDummyChains",()=>Vm(e)),t("    addBorderSegments",()=>Jm(e)),t("    order",()=>lc(e,n,a)),t("    insertSelfEdges",()=>Jg(e)),t("    adjustCoordinateSystem",()=>Zm(e)),t("    position",()=>Mg(e,n.corePath)),t("    positionSelfEdges",()=>Xg(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>Kg(e)),t("    normalize.undo",()=>Am(e)),t("    fixupEdgeLabelCoords",()=>Yg(e)),t("    undoCoordinateSystem",()=>Qm(e)),t("    translateGraph",()=>Wg(e)),t("    assignNodeIntersects",()=>Gg(e)),t("    reversePoints",()=>Ug(e)),t("    acyclic.undo",()=>km(e)),{graph:e,rawNodes:c}}function Ra(e,t){e.nodes().forEach(n=>{let r=e.node(n),s=t.node(n);r&&(r.x=s.x,r.y=s.y,r.order=s.order,r.rank=s.rank,t.children(n).length&&(r.width=s.width,r.height=s.height))}),e.edges().forEach(n=>{let r=e.edge(n),s=t.edge(n);r.points=s.points,Object.hasOwn(s,"x")&&(r.x=s.x,r.y=s.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var Og=["nodesep","edgesep","ranksep","marginx","marginy"],Ig={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},Rg=["acyclicer","ranker","rankdir","align","rankalign"],Pg=["width","height","rank"],Pa={width:0,height:0},Fg=["minlen","weight","width","height","labeloffset"],jg={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},zg=["labelpos"];function Fa(e){let t=new Wt({multigraph:!0,compound:!0}),n=pi(e.graph());return t.setGraph(Object.assign({},Ig,fi(n,Og),Vs(n,Rg))),e.nodes().forEach(r=>{let s=pi(e.node(r)),o=fi(s,Pg);Object.keys(Pa).forEach(l=>{o[l]===void 0&&(o[l]=Pa[l])}),t.setNode(r,o);let i=e.parent(r);i!==void 0&&t.setParent(r,i)}),e.edges().forEach(r=>{let s=pi(e.edge(r));t.setEdge(r,Object.assign({},jg,fi(s,Fg),Vs(s,zg)))}),t}function Dg(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let s=e.edge(n);s.minlen*=2,((r=s.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?s.width+=s.labeloffset:s.height+=s.labeloffset)})}function Bg(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),s={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};Tr(e,"edge-proxy",s,"_ep")}})}function Vg(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function Hg(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function Wg(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,s=0,o=e.graph(),i=o.marginx||0,l=o.marginy||0;function a(c){let u=c.x,d=c.y,m=c.width,w=c.height;t=Math.min(t,u-m/2),n=Math.max(n,u+m/2),r=Math.min(r,d-w/2),s=Math.max(s,d+w/2)}e.nodes().forEach(c=>a(e.node(c))),e.edges().forEach(c=>{let u=e.edge(c);Object.hasOwn(u,"x")&&a(u)}),t-=i,r-=l,e.nodes().forEach(c=>{let u=e.node(c);u.x-=t,u.y-=r}),e.edges().forEach(c=>{let u=e.edge(c);u.points.forEach(d=>{d.x-=t,d.y-=r}),Object.hasOwn(u,"x")&&(u.x-=t),Object.hasOwn(u,"y")&&(u.y-=r)}),o.width=n-t+i,o.height=s-r+l}function Gg(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),s=e.node(t.w),o,i;n.points?(o=n.points[0],i=n.points[n.points.length-1]):(n.points=[],o=s,i=r),n.points.unshift(xa(r,o)),n.points.push(xa(s,i))})}function Yg(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function Ug(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function Kg(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),s=e.node(n.borderBottom),o=e.node(n.borderLeft[n.borderLeft.length-1]),i=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(i.x-o.x),n.height=Math.abs(s.y-r.y),n.x=o.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function qg(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function Jg(e){cs(e).forEach(t=>{let n=0;t.forEach((r,s)=>{let o=e.node(r);typeof o.rank!="number"&&(o.rank=0),o.order=s+n,(o.selfEdges||[]).forEach(i=>{Tr(e,"selfedge",{width:i.label.width,height:i.label.height,rank:o.rank,order:s+ ++n,e:i.e,edgeLabel:i.label},"_se"),(!Array.isArray(i.label.points)||i.label.points.length!==7)&&(i.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete o.selfEdges})})}function Xg(e){e.nodes().forEach(t=>{let n=e.node(t),r=s=>typeof s=="number"&&isFinite(s);if(n.dummy==="selfedge"){let s=n,o=e.node(s.e.v),i=r(o?.x)?o.x:0,l=r(o?.y)?o.y:0,a=r(o?.width)?o.width:0,c=r(o?.height)?o.height:0,u=r(n.x)?n.x:i,d=r(n.y)?n.y:l,m=a/2,w=c/2;s.edgeLabel.points=[{x:u+m,y:d-w},{x:u+m,y:d-w},{x:u,y:d},{x:u-m,y:d+w},{x:u-m,y:d+w},{x:u,y:d},{x:u,y:d}],s.edgeLabel.x=u,s.edgeLabel.y=d,e.setEdge(s.e,s.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(s=>{if(!Array.isArray(s.label.points)||s.label.points.length!==7){let o=r(n.x)?n.x:0,i=r(n.y)?n.y:0,l=r(n.width)?n.width:0,a=r(n.height)?n.height:0,c=l/2,u=a/2;s.label.points=[{x:o+c,y:i-u},{x:o+c,y:i-u},{x:o,y:i},{x:o-c,y:i+u},{x:o-c,y:i+u},{x:o,y:i},{x:o,y:i}]}})})}function fi(e,t){return Hs(Vs(e,t),Number)}function pi(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function Zg(e){let t=cs(e),n=new Wt({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,s)=>{let o="layer"+s;n.setNode(o,{rank:"same"}),r.reduce((i,l)=>(n.setEdge(i,l,{style:"invis"}),l))}),n}var Qg={graphlib:za,version:fm,layout:Lg,debug:Zg,util:{time:cm,notime:Ja}},vi=Qg;var _i=[];for(let e=1;e<=1e12;e*=10)_i.push(e,2*e,5*e);var At=e=>typeof e=="number"&&Number.isFinite(e);function Q(e,t=3){if(e===1/0)return"+Inf";if(e===-1/0)return"-Inf";if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,s]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(s)}`}return String(Number(e.toPrecision(t)))}var e0=10,uc=e=>e.includes(".")?e.replace(/0+$/,"").replace(/\.$/,""):e;function Ar(e){if(e==null)return"?";let t=Number(e);if(!Number.isFinite(t))return Q(t);let n=Math.abs(t)*100,r=t<0?"-":"";if(n===0)return"0%";if(n<.01)return`${r}<0.01%`;if(n>=10){let s=n.toFixed(0);for(let o=3;Number(s)===100&&n!==100&&o<8;o++)s=uc(n.toPrecision(o));return`${r}${s}%`}return`${r}${uc(n.toPrecision(2))}%`}function dc(e,t){let n=Number(e),r=Number(t),s=`from ${Q(n)} to ${Q(r)}`;if(!Number.isFinite(n)||!Number.isFinite(r))return s;if(n===r)return"unchanged";if(n===0||r!==0&&r>0!=n>0)return s;let o=r/n;return o>=e0?n<0?s:`up ${Q(o)}-fold`:`${r>n?"up":"down"} ${Ar(Math.abs(r-n)/Math.abs(n))}`}function Oe(e){if(typeof e!="number"||!Number.isFinite(e))return"?";let t=["B","KiB","MiB","GiB","TiB","PiB"],n=e,r=0;for(;Math.abs(n)>=1024&&r<t.length-1;)n/=1024,r++;return r===0?`${Math.round(n)} B`:`${n.toFixed(1)} ${t[r]}`}function fc(e,t=4){if(!(e>0))return[{value:0,text:"0 B"}];let n=["B","KiB","MiB","GiB","TiB","PiB"],r=0;for(;e/1024**r>=1024&&r<n.length-1;)r++;let s=1024**r,o=e/s,i=Un(0,o,t);if(i[i.length-1]<o*(1-1e-9)){let l=i.length>1?i[1]-i[0]:o;i=[...i,Number((i[i.length-1]+l).toPrecision(12))]}return i.map(l=>({value:l*s,text:l===0?"0":`${Q(l)} ${n[r]}`}))}function pc(e){return typeof e!="number"||!Number.isFinite(e)?"?":Math.abs(e)<1?`${Q(e*1e3)} ms`:`${Q(e)} s`}function $n(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function Me(e,t){return`${e} ${t}${e===1?"":"s"}`}function hc(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Yn(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Gs(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=Math.max(1,[1,2,5,10].map(l=>l*s).find(l=>l>=r)||r),i=[];for(let l=Math.ceil(e/o)*o;l<=t;l+=o)i.push(Math.round(l));return i}function Un(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=[1,2,2.5,5,10].map(l=>l*s).find(l=>l>=r)||r,i=[];for(let l=Math.ceil(e/o)*o;l<=t+o*1e-9;l+=o)i.push(Number(l.toPrecision(12)));return i}function Ys(e,t,n){let r=String(e);if(n(r)<=t)return r;let s=0,o=r.length;for(;s<o;){let l=Math.ceil((s+o)/2),a=Math.ceil(l/2),c=`${r.slice(0,a)}…${r.slice(r.length-(l-a))}`;n(c)<=t?s=l:o=l-1}let i=Math.ceil(s/2);return`${r.slice(0,i)}…${r.slice(r.length-(s-i))}`}function mc(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function Us(e,t,n){return e.map((r,s)=>Math.round(r+(t[s]-r)*n))}function $r(e,t,n=6){if(!(e>0)||!(t>=e))return[];let r=Math.floor(Math.log10(e)+1e-9),s=Math.ceil(Math.log10(t)-1e-9),o=[];if(s-r<2){for(let l=r;l<=s;l++)for(let a of[1,2,5]){let c=Number((a*10**l).toPrecision(6));c>=e*(1-1e-9)&&c<=t*(1+1e-9)&&o.push(c)}return o.length>=2?o:[Number(e.toPrecision(3)),Number(t.toPrecision(3))].filter((l,a,c)=>c.indexOf(l)===a)}let i=Math.max(1,Math.ceil((s-r+1)/n));for(let l=Math.ceil(Math.log10(e)-1e-9);l<=s;l+=i){let a=10**l;a>=e*(1-1e-9)&&a<=t*(1+1e-9)&&o.push(a)}return o}var us=null;function sn(e,t){return us||(us=document.createElement("canvas").getContext("2d")),us?(us.font=t,us.measureText(String(e)).width):String(e).length*6.5}function ki(e){return t=>sn(t,e)}function yc(e,t,n){return Ys(e,t,ki(n))}function ds(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let s=e.getContext("2d");return s.setTransform(r,0,0,r,0,0),s.clearRect(0,0,t,n),s}function Nr(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let s=e.clientWidth;Math.abs(s-n)<=1||(n=s,t(s))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}function mt(e,{ticksX:t,ticksY:n,xTitle:r,yTitle:s,kind:o="canvas"}){Object.assign(e.dataset,{chart:o,ticksX:String(t),ticksY:String(n),xTitle:r||"",yTitle:s||""})}var gc=e=>e&&Array.isArray(e._values)?e._values.filter(t=>t!=null&&String(t)!=="").length:0;function Ks(){return{hooks:{draw:[e=>mt(e.root,{kind:"uplot",ticksX:gc(e.axes[0]),ticksY:gc(e.axes[1]),xTitle:e.axes[0].label,yTitle:e.axes[1].label})]}}}function fs(e,t,n,r={}){return{stroke:e,grid:{stroke:t,width:1},ticks:{stroke:t},label:n,labelSize:20,...r}}function qs(e,t){return fs(e,t,"step",{incrs:_i,values:(n,r)=>r.map(s=>Number.isInteger(s)?String(s):"")})}var Ei='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',xc=`600 13px ${Ei}`,t0=`400 11px ${Ei}`,n0=`400 11px ${Ei}`,Si=16,bc=14,r0=124,s0=110,o0=12,wc=9,i0=.87;function l0(e,t=r0,n=xc){let r=String(e||"").split(/\s+/).filter(Boolean),s=[],o="";for(let i of r){let l=o?`${o} ${i}`:i;o&&sn(l,n)>t?(s.push(o),o=i):o=l}return o&&s.push(o),s.length?s:[""]}function a0(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=ii(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Hn[e.state]?Hn[e.state].toLowerCase():String(e.state)}function c0(e,t,n){let r=-t/2,s=-n/2;if(e==="decision"){let i=Math.min(14,n/2),l=[[r+i,s],[r+t-i,s],[r+t,0],[r+t-i,s+n],[r+i,s+n],[r,0]];return U("polygon",{class:"node-shape",points:l.map(a=>a.join(",")).join(" ")})}let o=e==="root"?n/2:7;return U("rect",{class:"node-shape",x:r,y:s,width:t,height:n,rx:o,ry:o})}function u0(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let s=(t[r].x+t[r+1].x)/2,o=(t[r].y+t[r+1].y)/2,i=r===t.length-2?t[r+1]:{x:s,y:o};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${i.x.toFixed(1)},${i.y.toFixed(1)}`}return n}var vc=["critical","warning","info"];function d0(){let e=U("defs");for(let t of["default",...vc])e.append(U("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},U("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function f0(){let e=(t,n,r)=>p("span",{class:"legend-item",title:r},p("span",{class:`swatch ${t}`}),n);return p("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function _c(e,t,n,r={}){let s=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(b=>b&&typeof b.id=="string"),o=t&&Array.isArray(t.edges)?t.edges:[];if(!s.length)return D(e,p("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let i=new vi.graphlib.Graph;i.setGraph({rankdir:"TB",nodesep:12,ranksep:40,edgesep:10,marginx:6,marginy:6}),i.setDefaultEdgeLabel(()=>({}));let l=new Map;for(let b of s){let S=(Array.isArray(b.findings)?b.findings:[]).map(M=>n[M]).filter(Boolean),g=l0(b.label||b.id),_=a0(b,S),E=Math.max(...g.map(M=>sn(M,xc)),sn(_,t0)),A=Math.max(s0,Math.ceil(E)+2*o0+(b.kind==="decision"?16:0)),L=g.length*Si+bc+2*wc,W=b.state!=="triggered"?null:vc.includes(b.severity)?b.severity:ii(S)||"warning";l.set(b.id,{node:b,lines:g,caption:_,severity:W,findings:S}),i.setNode(b.id,{width:A,height:L})}for(let b of o){if(!b||!l.has(b.from)||!l.has(b.to)||b.from===b.to)continue;let S=b.label?String(b.label):"";i.setEdge(b.from,b.to,{label:S,width:S?Math.ceil(sn(S,n0))+8:0,height:S?16:0,labelpos:"c"})}vi.layout(i);let a=i.graph(),c=Math.ceil(a.width||0),u=Math.ceil(a.height||0),d=U("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${u}`,width:c,height:u,role:"group","aria-label":"Triage flowchart"});d.style.maxWidth=`${c}px`,d.style.minWidth=`${Math.ceil(c*i0)}px`,d.append(d0());let m=U("g",{class:"edges"});for(let b of i.edges()){let S=i.edge(b),g=l.get(b.v),_=l.get(b.w),E=g.node.state==="triggered"&&_.node.state==="triggered",A=E?_.severity||g.severity||"warning":"default",L=U("g",{class:`edge${E?" lit":""} tone-${A}`,"data-from":b.v,"data-to":b.w});if(L.append(U("path",{d:u0(S.points),"marker-end":`url(#th-arrow-${A})`})),S.label){let W=S.width||0;L.append(U("rect",{class:"edge-label-bg",x:S.x-W/2,y:S.y-8,width:W,height:16,rx:3}),U("text",{class:"edge-label",x:S.x,y:S.y,"dominant-baseline":"central","text-anchor":"middle"},S.label))}m.append(L)}d.append(m);let w=U("g",{class:"nodes"}),k=new Map;for(let b of i.nodes()){let S=i.node(b),g=l.get(b),{node:_}=g,E=["triggered","clear","no_data"].includes(_.state)?_.state:"no_data",A=U("g",{class:"node",transform:`translate(${S.x.toFixed(1)},${S.y.toFixed(1)})`,"data-node-id":b,"data-state":E,"data-kind":_.kind||"check","data-severity":g.severity,tabindex:"0",role:"button","aria-label":`${_.label||b}: ${Hn[E]||E}`});A.append(U("title",null,`${_.label||b} (${Hn[E]||E})`)),A.append(c0(_.kind,S.width,S.height));let L=-S.height/2+wc,W=U("text",{class:"node-label","text-anchor":"middle"});g.lines.forEach((j,V)=>{W.append(U("tspan",{x:0,y:L+Si*(V+.75)},j))}),A.append(W),A.append(U("text",{class:"node-caption","text-anchor":"middle",x:0,y:L+g.lines.length*Si+bc*.8},g.caption));let M=j=>{j.preventDefault(),r.onSelect&&r.onSelect(b)};A.addEventListener("click",M),A.addEventListener("keydown",j=>{(j.key==="Enter"||j.key===" ")&&M(j)}),k.set(b,A),w.append(A)}d.append(w),D(e,p("div",{class:"flowchart-scroll"},d),f0());let v=b=>{for(let[S,g]of k){let _=S===b;g.classList.toggle("selected",_),g.setAttribute("aria-pressed",_?"true":"false")}};return v(r.selectedId||null),{select:v}}function p0(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function h0(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return p0(e)}function kc(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async s=>{s.stopPropagation();let o=await h0(e());if(n.textContent=o?"Copied":"Press Ctrl+C",n.classList.toggle("copied",o),!o){let i=n.closest(".code-block")?.querySelector("code");if(i){let l=document.createRange();l.selectNodeContents(i);let a=window.getSelection();a.removeAllRanges(),a.addRange(l)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function Sc(e){let n=(Array.isArray(e)?e:[]).map((i,l)=>({finding:i,index:l})).filter(i=>i.finding&&typeof i.finding=="object"),r=new Map,s=[];for(let i of n){let l=i.finding.caused_by,a=l?r.get(l):void 0;if(a){a.symptoms.push(i);continue}let c={...i,symptoms:[]};s.push(c),r.has(i.finding.kind)||r.set(i.finding.kind,c)}let o=i=>Math.min(...[i,...i.symptoms].map(l=>kn[l.finding.severity]??9));return s.map((i,l)=>[i,l]).sort(([i,l],[a,c])=>o(i)-o(a)||l-c).map(([i])=>i)}function Js(e){let t=Object.fromEntries(Object.keys(kn).map(n=>[n,0]));for(let n of Array.isArray(e)?e:[])n&&n.severity in t&&t[n.severity]++;return t}var Kn=e=>typeof e=="number"&&Number.isFinite(e),m0={2:"²",3:"³",4:"⁴"},g0={basis:["Thresholds from",e=>e==="xprof"?"xprof (the TensorFlow profiler's input-bound classes)":ht(e)],batch_power:["Batch-size dimensions",e=>Kn(e)&&e>1?`${e} (the tensor grows as batch size${m0[e]||`^${e}`})`:ht(e)],batch_size_bound:["Largest batch size for that tensor",ht],no_batch_size_fits:["No batch size fits",ht],norm_ratio_first_to_last:["First layer's gradient norm / last layer's",e=>Kn(e)?`${Q(e)}x`:ht(e)],rule:["Detected by",ht]};function y0(e,t){if(/(^|_)bytes($|_)/.test(e)&&Kn(t))return Oe(t);if(/_ms$/.test(e)&&Kn(t))return`${Q(t)} ms`;if(/_s$/.test(e)&&Kn(t))return pc(t);if(/(^|_)share$/.test(e)){if(Kn(t))return Ar(t);if(t&&typeof t=="object"&&!Array.isArray(t))return Object.entries(t).map(([n,r])=>`${n}: ${Kn(r)?Ar(r):ht(r)}`).join(" · ")}return ht(t)}function Ec(e){return!e||typeof e!="object"?[]:Object.entries(e).map(([t,n])=>{let r=g0[t],s=r?r[0]:ss(t.replace(/_(ms|s)$/,"")),o=r?r[1](n):y0(t,n);return{key:t,label:s,text:o}})}function Tc(e){let t=e in kn?e:"info";return p("span",{class:`badge sev-${t}`},e||"info")}function b0(e){return p("span",{class:`badge state-${e}`},Hn[e]||e)}function w0(e){let t=Ec(e);return t.length?p("table",{class:"evidence-table"},p("tbody",null,t.map(({key:n,label:r,text:s})=>p("tr",null,p("th",{scope:"row",title:n},r),p("td",null,s))))):null}function Nn(e,t="python"){return p("div",{class:"code-block"},p("div",{class:"code-toolbar"},p("span",{class:"code-lang"},t),kc(()=>e)),p("pre",null,p("code",null,e)))}function x0(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:p("div",{class:"fix"},p("h4",null,"Fix"),t?p("p",{class:"fix-text"},Tn(t)):null,n?Nn(n):null)}function v0(e,t){let n=[];n.push(p("span",{class:"meta-item"},"Severity ",Tc(e.severity)));let r=Sr(e);if(r&&n.push(p("span",{class:"meta-item finding-step"},p("strong",null,r))),e.layer){let o=e.node===fa.input_pipeline?"Transformation ":"Layer ";n.push(p("span",{class:"meta-item finding-layer"},o,p("code",null,String(e.layer))))}e.kind&&n.push(p("span",{class:"meta-item kind"},p("code",null,e.kind))),e.caused_by&&n.push(p("span",{class:"meta-item caused-by"},"Follows from ",p("strong",null,ae(e.caused_by))));let s=w0(e.evidence);return p("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},p("p",{class:"finding-summary"},Tn(e.summary||e.kind||"Finding")),p("div",{class:"finding-meta"},n),s?p("h4",null,"Evidence"):null,s,x0(e.fix))}function Ac(e,t){delete e.dataset.nodeId,delete e.dataset.state,D(e,p("h3",null,"Evidence"),p("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function $c(e,t,n,{onClose:r}={}){let s=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=s;let i=(Array.isArray(t.findings)?t.findings:[]).map(a=>[n[a],a]).filter(([a])=>a),l;i.length?l=i.map(([a,c])=>v0(a,c)):s==="clear"?l=p("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):s==="triggered"?l=p("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):l=[p("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),p("p",{class:"hint"},p("strong",null,"To get evidence: "),Tn(ha(t.id)))],D(e,p("div",{class:"panel-head"},p("h3",null,t.label||t.id),b0(s),p("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),p("p",{class:"node-id muted"},"Node ",p("code",null,t.id)),l)}function Xs(e,t,{selectedNode:n,onSelect:r,showKind:s=!1}={}){if(!t.length){D(e,p("h3",null,"Findings"),p("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let o=({finding:i,index:l})=>p("button",{type:"button",class:`finding-item${i.node&&i.node===n?" selected":""}`,"data-finding-index":l,"data-node":i.node||"",onclick:()=>i.node&&r&&r(i.node,i),title:i.node?`Show node ${i.node}`:""},Tc(i.severity),p("span",{class:"finding-item-text"},s&&i.kind?p("span",{class:"finding-item-kind"},ae(i.kind)):null,Tn(i.summary||i.kind)),Sr(i)?p("span",{class:"finding-item-step"},Sr(i)):null);D(e,p("h3",null,`Findings (${t.length})`),p("ul",{class:"findings-list"},Sc(t).map(i=>p("li",{"data-kind":i.finding.kind},o(i),i.symptoms.length?p("ul",{class:"symptoms-list","aria-label":`Symptoms of ${ae(i.finding.kind)}`},i.symptoms.map(l=>p("li",{class:"symptom","data-caused-by":i.finding.kind},o(l)))):null))))}var _0="uplot",k0="u-hz",S0="u-vt",E0="u-title",T0="u-wrap",A0="u-under",$0="u-over",N0="u-axis",Xn="u-off",M0="u-select",C0="u-cursor-x",L0="u-cursor-y",O0="u-cursor-pt",I0="u-legend",R0="u-live",P0="u-inline",F0="u-series",j0="u-marker",Nc="u-label",z0="u-value",hs="width",ms="height";var Mc="bottom",Mr="left",Ti="right",Hi="#000",Cc=Hi+"0",Ai="mousemove",Lc="mousedown",$i="mouseup",Oc="mouseenter",Ic="mouseleave",Rc="dblclick",D0="resize",B0="scroll",Pc="change",no="dppxchange",Wi="--",Fr=typeof window<"u",Oi=Fr?document:null,Lr=Fr?window:null,V0=Fr?navigator:null,ye,Zs;function Ii(){let e=devicePixelRatio;ye!=e&&(ye=e,Zs&&Pi(Pc,Zs,Ii),Zs=matchMedia(`(min-resolution: ${ye-.001}dppx) and (max-resolution: ${ye+.001}dppx)`),Zn(Pc,Zs,Ii),Lr.dispatchEvent(new CustomEvent(no)))}function $t(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Ri(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function $e(e,t,n){e.style[t]=n+"px"}function Gt(e,t,n,r){let s=Oi.createElement(e);return t!=null&&$t(s,t),n?.insertBefore(s,r),s}function Ft(e,t){return Gt("div",e,t)}var Fc=new WeakMap;function on(e,t,n,r,s){let o="translate("+t+"px,"+n+"px)",i=Fc.get(e);o!=i&&(e.style.transform=o,Fc.set(e,o),t<0||n<0||t>r||n>s?$t(e,Xn):Ri(e,Xn))}var jc=new WeakMap;function zc(e,t,n){let r=t+n,s=jc.get(e);r!=s&&(jc.set(e,r),e.style.background=t,e.style.borderColor=n)}var Dc=new WeakMap;function Bc(e,t,n,r){let s=t+""+n,o=Dc.get(e);s!=o&&(Dc.set(e,s),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var Gi={passive:!0},H0={...Gi,capture:!0};function Zn(e,t,n,r){t.addEventListener(e,n,r?H0:Gi)}function Pi(e,t,n,r){t.removeEventListener(e,n,Gi)}Fr&&Ii();function Yt(e,t,n,r){let s;n=n||0,r=r||t.length-1;let o=r<=2147483647;for(;r-n>1;)s=o?n+r>>1:Nt((n+r)/2),t[s]<e?n=s:r=s;return e-t[n]<=t[r]-e?n:r}function mu(e){return(n,r,s)=>{let o=-1,i=-1;for(let l=r;l<=s;l++)if(e(n[l])){o=l;break}for(let l=s;l>=r;l--)if(e(n[l])){i=l;break}return[o,i]}}var gu=e=>e!=null,yu=e=>e!=null&&e>0,oo=mu(gu),W0=mu(yu);function G0(e,t,n,r=0,s=!1){let o=s?W0:oo,i=s?yu:gu;[t,n]=o(e,t,n);let l=e[t],a=e[t];if(t>-1)if(r==1)l=e[t],a=e[n];else if(r==-1)l=e[n],a=e[t];else for(let c=t;c<=n;c++){let u=e[c];i(u)&&(u<l?l=u:u>a&&(a=u))}return[l??ve,a??-ve]}function io(e,t,n,r){let s=Wc(e),o=Wc(t);e==t&&(s==-1?(e*=n,t/=n):(e/=n,t*=n));let i=n==10?hn:bu,l=s==1?Nt:jt,a=o==1?jt:Nt,c=l(i(Be(e))),u=a(i(Be(t))),d=Or(n,c),m=Or(n,u);return n==10&&(c<0&&(d=_e(d,-c)),u<0&&(m=_e(m,-u))),r||n==2?(e=d*s,t=m*o):(e=_u(e,d),t=lo(t,m)),[e,t]}function Yi(e,t,n,r){let s=io(e,t,n,r);return e==0&&(s[0]=0),t==0&&(s[1]=0),s}var Ui=.1,Vc={mode:3,pad:Ui},ys={pad:0,soft:null,mode:0},Y0={min:ys,max:ys};function ro(e,t,n,r){return ao(n)?Hc(e,t,n):(ys.pad=n,ys.soft=r?0:null,ys.mode=r?3:0,Hc(e,t,Y0))}function he(e,t){return e??t}function U0(e,t,n){for(t=he(t,0),n=he(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Hc(e,t,n){let r=n.min,s=n.max,o=he(r.pad,0),i=he(s.pad,0),l=he(r.hard,-ve),a=he(s.hard,ve),c=he(r.soft,ve),u=he(s.soft,-ve),d=he(r.mode,0),m=he(s.mode,0),w=t-e,k=hn(w),v=gt(Be(e),Be(t)),b=hn(v),S=Be(b-k);(w<1e-24||S>10)&&(w=0,(e==0||t==0)&&(w=1e-24,d==2&&c!=ve&&(o=0),m==2&&u!=-ve&&(i=0)));let g=w||v||1e3,_=hn(g),E=Or(10,Nt(_)),A=g*(w==0?e==0?.1:1:o),L=_e(_u(e-A,E/10),24),W=e>=c&&(d==1||d==3&&L<=c||d==2&&L>=c)?c:ve,M=gt(l,L<W&&e>=W?W:Ut(W,L)),j=g*(w==0?t==0?.1:1:i),V=_e(lo(t+j,E/10),24),I=t<=u&&(m==1||m==3&&V>=u||m==2&&V<=u)?u:-ve,O=Ut(a,V>I&&t<=I?I:gt(I,V));return M==O&&M==0&&(O=100),[M,O]}var K0=new Intl.NumberFormat(Fr?V0.language:"en-US"),Ki=e=>K0.format(e),Mt=Math,to=Mt.PI,Be=Mt.abs,Nt=Mt.floor,De=Mt.round,jt=Mt.ceil,Ut=Mt.min,gt=Mt.max,Or=Mt.pow,Wc=Mt.sign,hn=Mt.log10,bu=Mt.log2,q0=(e,t=1)=>Mt.sinh(e)*t,Ni=(e,t=1)=>Mt.asinh(e/t),ve=1/0;function Gc(e){return(hn((e^e>>31)-(e>>31))|0)+1}function Fi(e,t,n){return Ut(gt(e,t),n)}function wu(e){return typeof e=="function"}function ue(e){return wu(e)?e:()=>e}var J0=()=>{},xu=e=>e,vu=(e,t)=>t,X0=e=>null,Yc=e=>!0,Uc=(e,t)=>e==t,Z0=/\.\d*?(?=9{6,}|0{6,})/gm,Qn=e=>{if(Su(e)||Cn.has(e))return e;let t=`${e}`,n=t.match(Z0);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[s,o]=t.split("e");return+`${Qn(s)}e${o}`}return _e(e,r)};function qn(e,t){return Qn(_e(Qn(e/t))*t)}function lo(e,t){return Qn(jt(Qn(e/t))*t)}function _u(e,t){return Qn(Nt(Qn(e/t))*t)}function _e(e,t=0){if(Su(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return De(r)/n}var Cn=new Map;function ku(e){return((""+e).split(".")[1]||"").length}function ws(e,t,n,r){let s=[],o=r.map(ku);for(let i=t;i<n;i++){let l=Be(i),a=_e(Or(e,i),l);for(let c=0;c<r.length;c++){let u=e==10?+`${r[c]}e${i}`:r[c]*a,d=(i>=0?0:l)+(i>=o[c]?0:o[c]),m=e==10?u:_e(u,d);s.push(m),Cn.set(m,d)}}return s}var bs={},qi=[],Ir=[null,null],Mn=Array.isArray,Su=Number.isInteger,Q0=e=>e===void 0;function Kc(e){return typeof e=="string"}function ao(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function ey(e){return e!=null&&typeof e=="object"}var ty=Object.getPrototypeOf(Uint8Array),Eu="__proto__";function Rr(e,t=ao){let n;if(Mn(e)){let r=e.find(s=>s!=null);if(Mn(r)||t(r)){n=Array(e.length);for(let s=0;s<e.length;s++)n[s]=Rr(e[s],t)}else n=e.slice()}else if(e instanceof ty)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Eu&&(n[r]=Rr(e[r],t))}else n=e;return n}function Fe(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let s in r)s!=Eu&&(ao(e[s])?Fe(e[s],Rr(r[s])):e[s]=Rr(r[s]))}return e}var ny=0,ry=1,sy=2;function oy(e,t,n){for(let r=0,s,o=-1;r<t.length;r++){let i=t[r];if(i>o){for(s=i-1;s>=0&&e[s]==null;)e[s--]=null;for(s=i+1;s<n&&e[s]==null;)e[o=s++]=null}}}function iy(e,t){if(cy(e)){let i=e[0].slice();for(let l=1;l<e.length;l++)i.push(...e[l].slice(1));return uy(i[0])||(i=ay(i)),i}let n=new Set;for(let i=0;i<e.length;i++){let a=e[i][0],c=a.length;for(let u=0;u<c;u++)n.add(a[u])}let r=[Array.from(n).sort((i,l)=>i-l)],s=r[0].length,o=new Map;for(let i=0;i<s;i++)o.set(r[0][i],i);for(let i=0;i<e.length;i++){let l=e[i],a=l[0];for(let c=1;c<l.length;c++){let u=l[c],d=Array(s).fill(void 0),m=t?t[i][c]:ry,w=[];for(let k=0;k<u.length;k++){let v=u[k],b=o.get(a[k]);v===null?m!=ny&&(d[b]=v,m==sy&&w.push(b)):d[b]=v}oy(d,w,s),r.push(d)}}return r}var ly=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function ay(e){let t=e[0],n=t.length,r=Array(n);for(let o=0;o<r.length;o++)r[o]=o;r.sort((o,i)=>t[o]-t[i]);let s=[];for(let o=0;o<e.length;o++){let i=e[o],l=Array(n);for(let a=0;a<n;a++)l[a]=i[r[a]];s.push(l)}return s}function cy(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let s=e[r][0];if(s.length!=n)return!1;if(s!=t){for(let o=0;o<n;o++)if(s[o]!=t[o])return!1}}return!0}function uy(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,s=n-1;for(;r<=s&&e[r]==null;)r++;for(;s>=r&&e[s]==null;)s--;if(s<=r)return!0;let o=gt(1,Nt((s-r+1)/t));for(let i=e[r],l=r+o;l<=s;l+=o){let a=e[l];if(a!=null){if(a<=i)return!1;i=a}}return!0}var Tu=["January","February","March","April","May","June","July","August","September","October","November","December"],Au=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function $u(e){return e.slice(0,3)}var dy=Au.map($u),fy=Tu.map($u),py={MMMM:Tu,MMM:fy,WWWW:Au,WWW:dy};function ps(e){return(e<10?"0":"")+e}function hy(e){return(e<10?"00":e<100?"0":"")+e}var my={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>ps(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>ps(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>ps(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>ps(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>ps(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>hy(e.getMilliseconds())};function Ji(e,t){t=t||py;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,s;for(;s=r.exec(e);)n.push(s[0][0]=="{"?my[s[1]]:s[0]);return o=>{let i="";for(let l=0;l<n.length;l++)i+=typeof n[l]=="string"?n[l]:n[l](o,t);return i}}var gy=new Intl.DateTimeFormat().resolvedOptions().timeZone;function yy(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==gy?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var Nu=e=>e%1==0,so=[1,2,2.5,5],by=ws(10,-32,0,so),Mu=ws(10,0,32,so),wy=Mu.filter(Nu),Jn=by.concat(Mu),Xi=`
`,Cu="{YYYY}",qc=Xi+Cu,Lu="{M}/{D}",gs=Xi+Lu,Qs=gs+"/{YY}",Ou="{aa}",xy="{h}:{mm}",Cr=xy+Ou,Jc=Xi+Cr,Xc=":{ss}",we=null;function Iu(e){let t=e*1e3,n=t*60,r=n*60,s=r*24,o=s*30,i=s*365,a=(e==1?ws(10,0,3,so).filter(Nu):ws(10,-3,0,so)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,s,s*2,s*3,s*4,s*5,s*6,s*7,s*8,s*9,s*10,s*15,o,o*2,o*3,o*4,o*6,i,i*2,i*5,i*10,i*25,i*50,i*100]),c=[[i,Cu,we,we,we,we,we,we,1],[s*28,"{MMM}",qc,we,we,we,we,we,1],[s,Lu,qc,we,we,we,we,we,1],[r,"{h}"+Ou,Qs,we,gs,we,we,we,1],[n,Cr,Qs,we,gs,we,we,we,1],[t,Xc,Qs+" "+Cr,we,gs+" "+Cr,we,Jc,we,1],[e,Xc+".{fff}",Qs+" "+Cr,we,gs+" "+Cr,we,Jc,we,1]];function u(d){return(m,w,k,v,b,S)=>{let g=[],_=b>=i,E=b>=o&&b<i,A=d(k),L=_e(A*e,3),W=Mi(A.getFullYear(),_?0:A.getMonth(),E||_?1:A.getDate()),M=_e(W*e,3);if(E||_){let j=E?b/o:0,V=_?b/i:0,I=L==M?L:_e(Mi(W.getFullYear()+V,W.getMonth()+j,1)*e,3),O=new Date(De(I/e)),$=O.getFullYear(),R=O.getMonth();for(let C=0;I<=v;C++){let P=Mi($+V*C,R+j*C,1),B=P-d(_e(P*e,3));I=_e((+P+B)*e,3),I<=v&&g.push(I)}}else{let j=b>=s?s:b,V=Nt(k)-Nt(L),I=M+V+lo(L-M,j);g.push(I);let O=d(I),$=O.getHours()+O.getMinutes()/n+O.getSeconds()/r,R=b/r,C=m.axes[w]._space,P=S/C;for(;I=_e(I+b,e==1?0:3),!(I>v);)if(R>1){let B=Nt(_e($+R,6))%24,Y=d(I).getHours()-B;Y>1&&(Y=-1),I-=Y*r,$=($+R)%24;let ne=g[g.length-1];_e((I-ne)/b,3)*P>=.7&&g.push(I)}else g.push(I)}return g}}return[a,c,u]}var[vy,_y,ky]=Iu(1),[Sy,Ey,Ty]=Iu(.001);ws(2,-53,53,[1]);function Zc(e,t){return e.map(n=>n.map((r,s)=>s==0||s==8||r==null?r:t(s==1||n[8]==0?r:n[1]+r)))}function Qc(e,t){return(n,r,s,o,i)=>{let l=t.find(k=>i>=k[0])||t[t.length-1],a,c,u,d,m,w;return r.map(k=>{let v=e(k),b=v.getFullYear(),S=v.getMonth(),g=v.getDate(),_=v.getHours(),E=v.getMinutes(),A=v.getSeconds(),L=b!=a&&l[2]||S!=c&&l[3]||g!=u&&l[4]||_!=d&&l[5]||E!=m&&l[6]||A!=w&&l[7]||l[1];return a=b,c=S,u=g,d=_,m=E,w=A,L(v)})}}function Ay(e,t){let n=Ji(t);return(r,s,o,i,l)=>s.map(a=>n(e(a)))}function Mi(e,t,n){return new Date(e,t,n)}function eu(e,t){return t(e)}var $y="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function tu(e,t){return(n,r,s,o)=>o==null?Wi:t(e(r))}function Ny(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function My(e,t){return e.series[t].fill(e,t)}var Cy={show:!0,live:!0,isolate:!1,mount:J0,markers:{show:!0,width:2,stroke:Ny,fill:My,dash:"solid"},idx:null,idxs:null,values:[]};function Ly(e,t){let n=e.cursor.points,r=Ft(),s=n.size(e,t);$e(r,hs,s),$e(r,ms,s);let o=s/-2;$e(r,"marginLeft",o),$e(r,"marginTop",o);let i=n.width(e,t,s);return i&&$e(r,"borderWidth",i),r}function Oy(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Iy(e,t){let n=e.series[t].points;return n._stroke||n._fill}function Ry(e,t){return e.series[t].points.size}var Ci=[0,0];function Py(e,t,n){return Ci[0]=t,Ci[1]=n,Ci}function eo(e,t,n,r=!0){return s=>{s.button==0&&(!r||s.target==t)&&n(s)}}function Li(e,t,n,r=!0){return s=>{(!r||s.target==t)&&n(s)}}var Fy={show:!0,x:!0,y:!0,lock:!1,move:Py,points:{one:!1,show:Ly,size:Ry,width:0,stroke:Iy,fill:Oy},bind:{mousedown:eo,mouseup:eo,click:eo,dblclick:eo,mousemove:Li,mouseleave:Li,mouseenter:Li},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,s)=>r-s,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Ru={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Zi=Fe({},Ru,{filter:vu}),Pu=Fe({},Zi,{size:10}),Fu=Fe({},Ru,{show:!1}),Qi='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',ju="bold "+Qi,zu=1.5,nu={show:!0,scale:"x",stroke:Hi,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:ju,side:2,grid:Zi,ticks:Pu,border:Fu,font:Qi,lineGap:zu,rotate:0},jy="Value",zy="Time",ru={show:!0,scale:"x",auto:!1,sorted:1,min:ve,max:-ve,idxs:[]};function Dy(e,t,n,r,s){return t.map(o=>o==null?"":Ki(o))}function By(e,t,n,r,s,o,i){let l=[],a=Cn.get(s)||0;n=i?n:_e(lo(n,s),a);for(let c=n;c<=r;c=_e(c+s,a))l.push(Object.is(c,-0)?0:c);return l}function ji(e,t,n,r,s,o,i){let l=[],a=e.scales[e.axes[t].scale].log,c=a==10?hn:bu,u=Nt(c(n));s=Or(a,u),a==10&&(s=Jn[Yt(s,Jn)]);let d=n,m=s*a;a==10&&(m=Jn[Yt(m,Jn)]);do l.push(d),d=d+s,a==10&&!Cn.has(d)&&(d=_e(d,Cn.get(s))),d>=m&&(s=d,m=s*a,a==10&&(m=Jn[Yt(m,Jn)]));while(d<=r);return l}function Vy(e,t,n,r,s,o,i){let a=e.scales[e.axes[t].scale].asinh,c=r>a?ji(e,t,gt(a,n),r,s):[a],u=r>=0&&n<=0?[0]:[];return(n<-a?ji(e,t,gt(a,-r),-n,s):[a]).reverse().map(m=>-m).concat(u,c)}var Du=/./,Hy=/[12357]/,Wy=/[125]/,su=/1/,zi=(e,t,n,r)=>e.map((s,o)=>t==4&&s==0||o%r==0&&n.test(s.toExponential()[s<0?1:0])?s:null);function Gy(e,t,n,r,s){let o=e.axes[n],i=o.scale,l=e.scales[i],a=e.valToPos,c=o._space,u=a(10,i),d=a(9,i)-u>=c?Du:a(7,i)-u>=c?Hy:a(5,i)-u>=c?Wy:su;if(d==su){let m=Be(a(1,i)-u);if(m<c)return zi(t.slice().reverse(),l.distr,d,jt(c/m)).reverse()}return zi(t,l.distr,d,1)}function Yy(e,t,n,r,s){let o=e.axes[n],i=o.scale,l=o._space,a=e.valToPos,c=Be(a(1,i)-a(2,i));return c<l?zi(t.slice().reverse(),3,Du,jt(l/c)).reverse():t}function Uy(e,t,n,r){return r==null?Wi:t==null?"":Ki(t)}var ou={show:!0,scale:"y",stroke:Hi,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:ju,side:3,grid:Zi,ticks:Pu,border:Fu,font:Qi,lineGap:zu,rotate:0};function Ky(e,t){let n=3+(e||1)*2;return _e(n*t,3)}function qy(e,t){let{scale:n,idxs:r}=e.series[0],s=e._data[0],o=e.valToPos(s[r[0]],n,!0),i=e.valToPos(s[r[1]],n,!0),l=Be(i-o),a=e.series[t],c=l/(a.points.space*ye);return r[1]-r[0]<=c}var iu={scale:null,auto:!0,sorted:0,min:ve,max:-ve},Bu=(e,t,n,r,s)=>s,lu={show:!0,auto:!0,sorted:0,gaps:Bu,alpha:1,facets:[Fe({},iu,{scale:"x"}),Fe({},iu,{scale:"y"})]},au={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Bu,alpha:1,points:{show:qy,filter:null},values:null,min:ve,max:-ve,idxs:[],path:null,clip:null};function Jy(e,t,n,r,s){return n/10}var Vu={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Xy=Fe({},Vu,{time:!1,ori:1}),cu={};function Hu(e,t){let n=cu[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(s=>s!=r)},pub(r,s,o,i,l,a,c){for(let u=0;u<n.plots.length;u++)n.plots[u]!=s&&n.plots[u].pub(r,s,o,i,l,a,c)}},e!=null&&(cu[e]=n)),n}var Pr=1,Di=2;function er(e,t,n){let r=e.mode,s=e.series[t],o=r==2?e._data[t]:e._data,i=e.scales,l=e.bbox,a=o[0],c=r==2?o[1]:o[t],u=r==2?i[s.facets[0].scale]:i[e.series[0].scale],d=r==2?i[s.facets[1].scale]:i[s.scale],m=l.left,w=l.top,k=l.width,v=l.height,b=e.valToPosH,S=e.valToPosV;return u.ori==0?n(s,a,c,u,d,b,S,m,w,k,v,uo,jr,po,Gu,Uu):n(s,a,c,u,d,S,b,w,m,v,k,fo,zr,nl,Yu,Ku)}function el(e,t){let n=0,r=0,s=he(e.bands,qi);for(let o=0;o<s.length;o++){let i=s[o];i.series[0]==t?n=i.dir:i.series[1]==t&&(i.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function Zy(e,t,n,r,s){let o=e.mode,i=e.series[t],l=o==2?i.facets[1].scale:i.scale,a=e.scales[l];return s==-1?a.min:s==1?a.max:a.distr==3?a.dir==1?a.min:a.max:0}function mn(e,t,n,r,s,o){return er(e,t,(i,l,a,c,u,d,m,w,k,v,b)=>{let S=i.pxRound,g=c.dir*(c.ori==0?1:-1),_=c.ori==0?jr:zr,E,A;g==1?(E=n,A=r):(E=r,A=n);let L=S(d(l[E],c,v,w)),W=S(m(a[E],u,b,k)),M=S(d(l[A],c,v,w)),j=S(m(o==1?u.max:u.min,u,b,k)),V=new Path2D(s);return _(V,M,j),_(V,L,j),_(V,L,W),V})}function co(e,t,n,r,s,o){let i=null;if(e.length>0){i=new Path2D;let l=t==0?po:nl,a=n;for(let d=0;d<e.length;d++){let m=e[d];if(m[1]>m[0]){let w=m[0]-a;w>0&&l(i,a,r,w,r+o),a=m[1]}}let c=n+s-a,u=10;c>0&&l(i,a,r-u/2,c,r+o+u)}return i}function Qy(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function tl(e,t,n,r,s,o,i){let l=[],a=e.length;for(let c=s==1?n:r;c>=n&&c<=r;c+=s)if(t[c]===null){let d=c,m=c;if(s==1)for(;++c<=r&&t[c]===null;)m=c;else for(;--c>=n&&t[c]===null;)m=c;let w=o(e[d]),k=m==d?w:o(e[m]),v=d-s;w=i<=0&&v>=0&&v<a?o(e[v]):w;let S=m+s;k=i>=0&&S>=0&&S<a?o(e[S]):k,k>=w&&l.push([w,k])}return l}function uu(e){return e==0?xu:e==1?De:t=>qn(t,e)}function Wu(e){let t=e==0?uo:fo,n=e==0?(s,o,i,l,a,c)=>{s.arcTo(o,i,l,a,c)}:(s,o,i,l,a,c)=>{s.arcTo(i,o,a,l,c)},r=e==0?(s,o,i,l,a)=>{s.rect(o,i,l,a)}:(s,o,i,l,a)=>{s.rect(i,o,a,l)};return(s,o,i,l,a,c=0,u=0)=>{c==0&&u==0?r(s,o,i,l,a):(c=Ut(c,l/2,a/2),u=Ut(u,l/2,a/2),t(s,o+c,i),n(s,o+l,i,o+l,i+a,c),n(s,o+l,i+a,o,i+a,u),n(s,o,i+a,o,i,u),n(s,o,i,o+l,i,c),s.closePath())}}var uo=(e,t,n)=>{e.moveTo(t,n)},fo=(e,t,n)=>{e.moveTo(n,t)},jr=(e,t,n)=>{e.lineTo(t,n)},zr=(e,t,n)=>{e.lineTo(n,t)},po=Wu(0),nl=Wu(1),Gu=(e,t,n,r,s,o)=>{e.arc(t,n,r,s,o)},Yu=(e,t,n,r,s,o)=>{e.arc(n,t,r,s,o)},Uu=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(t,n,r,s,o,i)},Ku=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(n,t,s,r,i,o)};function qu(e){return(t,n,r,s,o)=>er(t,n,(i,l,a,c,u,d,m,w,k,v,b)=>{let{pxRound:S,points:g}=i,_,E;c.ori==0?(_=uo,E=Gu):(_=fo,E=Yu);let A=_e(g.width*ye,3),L=(g.size-g.width)/2*ye,W=_e(L*2,3),M=new Path2D,j=new Path2D,{left:V,top:I,width:O,height:$}=t.bbox;po(j,V-W,I-W,O+W*2,$+W*2);let R=C=>{if(a[C]!=null){let P=S(d(l[C],c,v,w)),B=S(m(a[C],u,b,k));_(M,P+L,B),E(M,P,B,L,0,to*2)}};if(o)o.forEach(R);else for(let C=r;C<=s;C++)R(C);return{stroke:A>0?M:null,fill:M,clip:j,flags:Pr|Di}})}function Ju(e){return(t,n,r,s,o,i)=>{r!=s&&(o!=r&&i!=r&&e(t,n,r),o!=s&&i!=s&&e(t,n,s),e(t,n,i))}}var eb=Ju(jr),tb=Ju(zr);function Xu(e){let t=he(e?.alignGaps,0);return(n,r,s,o)=>er(n,r,(i,l,a,c,u,d,m,w,k,v,b)=>{[s,o]=oo(a,s,o);let S=i.pxRound,g=$=>S(d($,c,v,w)),_=$=>S(m($,u,b,k)),E,A;c.ori==0?(E=jr,A=eb):(E=zr,A=tb);let L=c.dir*(c.ori==0?1:-1),W={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Pr},M=W.stroke,j=!1;if(o-s>=v*4){let $=K=>n.posToVal(K,c.key,!0),R=null,C=null,P,B,se,z=g(l[L==1?s:o]),Y=g(l[s]),ne=g(l[o]),te=$(L==1?Y+1:ne-1);for(let K=L==1?s:o;K>=s&&K<=o;K+=L){let fe=l[K],me=(L==1?fe<te:fe>te)?z:g(fe),de=a[K];me==z?de!=null?(B=de,R==null?(E(M,me,_(B)),P=R=C=B):B<R?R=B:B>C&&(C=B)):de===null&&(j=!0):(R!=null&&A(M,z,_(R),_(C),_(P),_(B)),de!=null?(B=de,E(M,me,_(B)),R=C=P=B):(R=C=null,de===null&&(j=!0)),z=me,te=$(z+L))}R!=null&&R!=C&&se!=z&&A(M,z,_(R),_(C),_(P),_(B))}else for(let $=L==1?s:o;$>=s&&$<=o;$+=L){let R=a[$];R===null?j=!0:R!=null&&E(M,g(l[$]),_(R))}let[I,O]=el(n,r);if(i.fill!=null||I!=0){let $=W.fill=new Path2D(M),R=i.fillTo(n,r,i.min,i.max,I),C=_(R),P=g(l[s]),B=g(l[o]);L==-1&&([B,P]=[P,B]),E($,B,C),E($,P,C)}if(!i.spanGaps){let $=[];j&&$.push(...tl(l,a,s,o,L,g,t)),W.gaps=$=i.gaps(n,r,s,o,$),W.clip=co($,c.ori,w,k,v,b)}return O!=0&&(W.band=O==2?[mn(n,r,s,o,M,-1),mn(n,r,s,o,M,1)]:mn(n,r,s,o,M,O)),W})}function nb(e){let t=he(e.align,1),n=he(e.ascDesc,!1),r=he(e.alignGaps,0),s=he(e.extend,!1);return(o,i,l,a)=>er(o,i,(c,u,d,m,w,k,v,b,S,g,_)=>{[l,a]=oo(d,l,a);let E=c.pxRound,{left:A,width:L}=o.bbox,W=Y=>E(k(Y,m,g,b)),M=Y=>E(v(Y,w,_,S)),j=m.ori==0?jr:zr,V={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Pr},I=V.stroke,O=m.dir*(m.ori==0?1:-1),$=M(d[O==1?l:a]),R=W(u[O==1?l:a]),C=R,P=R;s&&t==-1&&(P=A,j(I,P,$)),j(I,R,$);for(let Y=O==1?l:a;Y>=l&&Y<=a;Y+=O){let ne=d[Y];if(ne==null)continue;let te=W(u[Y]),K=M(ne);t==1?j(I,te,$):j(I,C,K),j(I,te,K),$=K,C=te}let B=C;s&&t==1&&(B=A+L,j(I,B,$));let[se,z]=el(o,i);if(c.fill!=null||se!=0){let Y=V.fill=new Path2D(I),ne=c.fillTo(o,i,c.min,c.max,se),te=M(ne);j(Y,B,te),j(Y,P,te)}if(!c.spanGaps){let Y=[];Y.push(...tl(u,d,l,a,O,W,r));let ne=c.width*ye/2,te=n||t==1?ne:-ne,K=n||t==-1?-ne:ne;Y.forEach(fe=>{fe[0]+=te,fe[1]+=K}),V.gaps=Y=c.gaps(o,i,l,a,Y),V.clip=co(Y,m.ori,b,S,g,_)}return z!=0&&(V.band=z==2?[mn(o,i,l,a,I,-1),mn(o,i,l,a,I,1)]:mn(o,i,l,a,I,z)),V})}function du(e,t,n,r,s,o,i=ve){if(e.length>1){let l=null;for(let a=0,c=1/0;a<e.length;a++)if(t[a]!==void 0){if(l!=null){let u=Be(e[a]-e[l]);u<c&&(c=u,i=Be(n(e[a],r,s,o)-n(e[l],r,s,o)))}l=a}}return i}function rb(e){e=e||bs;let t=he(e.size,[.6,ve,1]),n=e.align||0,r=e.gap||0,s=e.radius;s=s==null?[0,0]:typeof s=="number"?[s,0]:s;let o=ue(s),i=1-t[0],l=he(t[1],ve),a=he(t[2],1),c=he(e.disp,bs),u=he(e.each,w=>{}),{fill:d,stroke:m}=c;return(w,k,v,b)=>er(w,k,(S,g,_,E,A,L,W,M,j,V,I)=>{let O=S.pxRound,$=n,R=r*ye,C=l*ye,P=a*ye,B,se;E.ori==0?[B,se]=o(w,k):[se,B]=o(w,k);let z=E.dir*(E.ori==0?1:-1),Y=E.ori==0?po:nl,ne=E.ori==0?u:(X,ke,ze,lr,In,qt,Rn)=>{u(X,ke,ze,In,lr,Rn,qt)},te=he(w.bands,qi).find(X=>X.series[0]==k),K=te!=null?te.dir:0,fe=S.fillTo(w,k,S.min,S.max,K),je=O(W(fe,A,I,j)),me,de,st,ot=V,Se=O(S.width*ye),yt=!1,un=null,Ct=null,yn=null,sr=null;d!=null&&(Se==0||m!=null)&&(yt=!0,un=d.values(w,k,v,b),Ct=new Map,new Set(un).forEach(X=>{X!=null&&Ct.set(X,new Path2D)}),Se>0&&(yn=m.values(w,k,v,b),sr=new Map,new Set(yn).forEach(X=>{X!=null&&sr.set(X,new Path2D)})));let{x0:or,size:qr}=c;if(or!=null&&qr!=null){$=1,g=or.values(w,k,v,b),or.unit==2&&(g=g.map(ze=>w.posToVal(M+ze*V,E.key,!0)));let X=qr.values(w,k,v,b);qr.unit==2?de=X[0]*V:de=L(X[0],E,V,M)-L(0,E,V,M),ot=du(g,_,L,E,V,M,ot),st=ot-de+R}else ot=du(g,_,L,E,V,M,ot),st=ot*i+R,de=ot-st;st<1&&(st=0),Se>=de/2&&(Se=0),st<5&&(O=xu);let As=st>0,Ln=ot-st-(As?Se:0);de=O(Fi(Ln,P,C)),me=($==0?de/2:$==z?0:de)-$*z*(($==0?R/2:0)+(As?Se/2:0));let ut={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},ir=yt?null:new Path2D,dn=null;if(te!=null)dn=w.data[te.series[1]];else{let{y0:X,y1:ke}=c;X!=null&&ke!=null&&(_=ke.values(w,k,v,b),dn=X.values(w,k,v,b))}let On=B*de,le=se*de;for(let X=z==1?v:b;X>=v&&X<=b;X+=z){let ke=_[X];if(ke==null)continue;if(dn!=null){let bt=dn[X]??0;if(ke-bt==0)continue;je=W(bt,A,I,j)}let ze=E.distr!=2||c!=null?g[X]:X,lr=L(ze,E,V,M),In=W(he(ke,fe),A,I,j),qt=O(lr-me),Rn=O(gt(In,je)),_t=O(Ut(In,je)),Lt=Rn-_t;if(ke!=null){let bt=ke<0?le:On,Dt=ke<0?On:le;yt?(Se>0&&yn[X]!=null&&Y(sr.get(yn[X]),qt,_t+Nt(Se/2),de,gt(0,Lt-Se),bt,Dt),un[X]!=null&&Y(Ct.get(un[X]),qt,_t+Nt(Se/2),de,gt(0,Lt-Se),bt,Dt)):Y(ir,qt,_t+Nt(Se/2),de,gt(0,Lt-Se),bt,Dt),ne(w,k,X,qt-Se/2,_t,de+Se,Lt)}}return Se>0?ut.stroke=yt?sr:ir:yt||(ut._fill=S.width==0?S._fill:S._stroke??S._fill,ut.width=0),ut.fill=yt?Ct:ir,ut})}function sb(e,t){let n=he(t?.alignGaps,0);return(r,s,o,i)=>er(r,s,(l,a,c,u,d,m,w,k,v,b,S)=>{[o,i]=oo(c,o,i);let g=l.pxRound,_=B=>g(m(B,u,b,k)),E=B=>g(w(B,d,S,v)),A,L,W;u.ori==0?(A=uo,W=jr,L=Uu):(A=fo,W=zr,L=Ku);let M=u.dir*(u.ori==0?1:-1),j=_(a[M==1?o:i]),V=j,I=[],O=[];for(let B=M==1?o:i;B>=o&&B<=i;B+=M)if(c[B]!=null){let z=a[B],Y=_(z);I.push(V=Y),O.push(E(c[B]))}let $={stroke:e(I,O,A,W,L,g),fill:null,clip:null,band:null,gaps:null,flags:Pr},R=$.stroke,[C,P]=el(r,s);if(l.fill!=null||C!=0){let B=$.fill=new Path2D(R),se=l.fillTo(r,s,l.min,l.max,C),z=E(se);W(B,V,z),W(B,j,z)}if(!l.spanGaps){let B=[];B.push(...tl(a,c,o,i,M,_,n)),$.gaps=B=l.gaps(r,s,o,i,B),$.clip=co(B,u.ori,k,v,b,S)}return P!=0&&($.band=P==2?[mn(r,s,o,i,R,-1),mn(r,s,o,i,R,1)]:mn(r,s,o,i,R,P)),$})}function ob(e){return sb(ib,e)}function ib(e,t,n,r,s,o){let i=e.length;if(i<2)return null;let l=new Path2D;if(n(l,e[0],t[0]),i==2)r(l,e[1],t[1]);else{let a=Array(i),c=Array(i-1),u=Array(i-1),d=Array(i-1);for(let m=0;m<i-1;m++)u[m]=t[m+1]-t[m],d[m]=e[m+1]-e[m],c[m]=u[m]/d[m];a[0]=c[0];for(let m=1;m<i-1;m++)c[m]===0||c[m-1]===0||c[m-1]>0!=c[m]>0?a[m]=0:(a[m]=3*(d[m-1]+d[m])/((2*d[m]+d[m-1])/c[m-1]+(d[m]+2*d[m-1])/c[m]),isFinite(a[m])||(a[m]=0));a[i-1]=c[i-2];for(let m=0;m<i-1;m++)s(l,e[m]+d[m]/3,t[m]+a[m]*d[m]/3,e[m+1]-d[m]/3,t[m+1]-a[m+1]*d[m]/3,e[m+1],t[m+1])}return l}var Bi=new Set;function fu(){for(let e of Bi)e.syncRect(!0)}Fr&&(Zn(D0,Lr,fu),Zn(B0,Lr,fu,!0),Zn(no,Lr,()=>{Ve.pxRatio=ye}));var lb=Xu(),ab=qu();function pu(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((o,i)=>Vi(o,i,t,n))}function cb(e,t){return e.map((n,r)=>r==0?{}:Fe({},t,n))}function Vi(e,t,n,r){return Fe({},t==0?n:r,e)}function Zu(e,t,n){return t==null?Ir:[t,n]}var ub=Zu;function db(e,t,n){return t==null?Ir:ro(t,n,Ui,!0)}function Qu(e,t,n,r){return t==null?Ir:io(t,n,e.scales[r].log,!1)}var fb=Qu;function ed(e,t,n,r){return t==null?Ir:Yi(t,n,e.scales[r].log,!1)}var pb=ed;function hb(e,t,n,r,s){let o=gt(Gc(e),Gc(t)),i=t-e,l=Yt(s/r*i,n);do{let a=n[l],c=r*a/i;if(c>=s&&o+(a<5?Cn.get(a):0)<=17)return[a,c]}while(++l<n.length);return[0,0]}function hu(e){let t,n;return e=e.replace(/(\d+)px/,(r,s)=>(t=De((n=+s)*ye))+"px"),[e,t,n]}function mb(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=_e(t[2]*ye,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Ve(e,t,n){let r={mode:he(e.mode,1)},s=r.mode;function o(f,h,y,x){let T=h.valToPct(f);return x+y*(h.dir==-1?1-T:T)}function i(f,h,y,x){let T=h.valToPct(f);return x+y*(h.dir==-1?T:1-T)}function l(f,h,y,x){return h.ori==0?o(f,h,y,x):i(f,h,y,x)}r.valToPosH=o,r.valToPosV=i;let a=!1;r.status=0;let c=r.root=Ft(_0);if(e.id!=null&&(c.id=e.id),$t(c,e.class),e.title){let f=Ft(E0,c);f.textContent=e.title}let u=Gt("canvas"),d=r.ctx=u.getContext("2d"),m=Ft(T0,c);Zn("click",m,f=>{f.target===k&&(Ee!=br||Ne!=wr)&&et.click(r,f)},!0);let w=r.under=Ft(A0,m);m.appendChild(u);let k=r.over=Ft($0,m);e=Rr(e);let v=+he(e.pxAlign,1),b=uu(v);(e.plugins||[]).forEach(f=>{f.opts&&(e=f.opts(r,e)||e)});let S=e.ms||.001,g=r.series=s==1?pu(e.series||[],ru,au,!1):cb(e.series||[null],lu),_=r.axes=pu(e.axes||[],nu,ou,!0),E=r.scales={},A=r.bands=e.bands||[];A.forEach(f=>{f.fill=ue(f.fill||null),f.dir=he(f.dir,-1)});let L=s==2?g[1].facets[0].scale:g[0].scale,W={axes:lh,series:nh},M=(e.drawOrder||["axes","series"]).map(f=>W[f]);function j(f){let h=f.distr==3?y=>hn(y>0?y:f.clamp(r,y,f.min,f.max,f.key)):f.distr==4?y=>Ni(y,f.asinh):f.distr==100?y=>f.fwd(y):y=>y;return y=>{let x=h(y),{_min:T,_max:N}=f,F=N-T;return(x-T)/F}}function V(f){let h=E[f];if(h==null){let y=(e.scales||bs)[f]||bs;if(y.from!=null){V(y.from);let x=Fe({},E[y.from],y,{key:f});x.valToPct=j(x),E[f]=x}else{h=E[f]=Fe({},f==L?Vu:Xy,y),h.key=f;let x=h.time,T=h.range,N=Mn(T);if((f!=L||s==2&&!x)&&(N&&(T[0]==null||T[1]==null)&&(T={min:T[0]==null?Vc:{mode:1,hard:T[0],soft:T[0]},max:T[1]==null?Vc:{mode:1,hard:T[1],soft:T[1]}},N=!1),!N&&ao(T))){let F=T;T=(H,G,q)=>G==null?Ir:ro(G,q,F)}h.range=ue(T||(x?ub:f==L?h.distr==3?fb:h.distr==4?pb:Zu:h.distr==3?Qu:h.distr==4?ed:db)),h.auto=ue(N?!1:h.auto),h.clamp=ue(h.clamp||Jy),h._min=h._max=null,h.valToPct=j(h)}}}V("x"),V("y"),s==1&&g.forEach(f=>{V(f.scale)}),_.forEach(f=>{V(f.scale)});for(let f in e.scales)V(f);let I=E[L],O=I.distr,$,R;I.ori==0?($t(c,k0),$=o,R=i):($t(c,S0),$=i,R=o);let C={};for(let f in E){let h=E[f];(h.min!=null||h.max!=null)&&(C[f]={min:h.min,max:h.max},h.min=h.max=null)}let P=e.tzDate||(f=>new Date(De(f/S))),B=e.fmtDate||Ji,se=S==1?ky(P):Ty(P),z=Qc(P,Zc(S==1?_y:Ey,B)),Y=tu(P,eu($y,B)),ne=[],te=r.legend=Fe({},Cy,e.legend),K=r.cursor=Fe({},Fy,{drag:{y:s==2}},e.cursor),fe=te.show,je=K.show,me=te.markers;te.idxs=ne,me.width=ue(me.width),me.dash=ue(me.dash),me.stroke=ue(me.stroke),me.fill=ue(me.fill);let de,st,ot,Se=[],yt=[],un,Ct=!1,yn={};if(te.live){let f=g[1]?g[1].values:null;Ct=f!=null,un=Ct?f(r,1,0):{_:0};for(let h in un)yn[h]=Wi}if(fe)if(de=Gt("table",I0,c),ot=Gt("tbody",null,de),te.mount(r,de),Ct){st=Gt("thead",null,de,ot);let f=Gt("tr",null,st);Gt("th",null,f);for(var sr in un)Gt("th",Nc,f).textContent=sr}else $t(de,P0),te.live&&$t(de,R0);let or={show:!0},qr={show:!1};function As(f,h){if(h==0&&(Ct||!te.live||s==2))return Ir;let y=[],x=Gt("tr",F0,ot,ot.childNodes[h]);$t(x,f.class),f.show||$t(x,Xn);let T=Gt("th",null,x);if(me.show){let H=Ft(j0,T);if(h>0){let G=me.width(r,h);G&&(H.style.border=G+"px "+me.dash(r,h)+" "+me.stroke(r,h)),H.style.background=me.fill(r,h)}}let N=Ft(Nc,T);f.label instanceof HTMLElement?N.appendChild(f.label):N.textContent=f.label,h>0&&(me.show||(N.style.color=f.width>0?me.stroke(r,h):me.fill(r,h)),ut("click",T,H=>{if(K._lock)return;Fn(H);let G=g.indexOf(f);if((H.ctrlKey||H.metaKey)!=te.isolate){let q=g.some((J,Z)=>Z>0&&Z!=G&&J.show);g.forEach((J,Z)=>{Z>0&&Xt(Z,q?Z==G?or:qr:or,!0,Re.setSeries)})}else Xt(G,{show:!f.show},!0,Re.setSeries)},!1),cr&&ut(Oc,T,H=>{K._lock||(Fn(H),Xt(g.indexOf(f),vr,!0,Re.setSeries))},!1));for(var F in un){let H=Gt("td",z0,x);H.textContent="--",y.push(H)}return[x,y]}let Ln=new Map;function ut(f,h,y,x=!0){let T=Ln.get(h)||{},N=K.bind[f](r,h,y,x);N&&(Zn(f,h,T[f]=N),Ln.set(h,T))}function ir(f,h,y){let x=Ln.get(h)||{};for(let T in x)(f==null||T==f)&&(Pi(T,h,x[T]),delete x[T]);f==null&&Ln.delete(h)}let dn=0,On=0,le=0,X=0,ke=0,ze=0,lr=ke,In=ze,qt=le,Rn=X,_t=0,Lt=0,bt=0,Dt=0;r.bbox={};let Po=!1,$s=!1,ar=!1,Pn=!1,Ns=!1,Ot=!1;function Fo(f,h,y){(y||f!=r.width||h!=r.height)&&Ol(f,h),hr(!1),ar=!0,$s=!0,mr()}function Ol(f,h){r.width=dn=le=f,r.height=On=X=h,ke=ze=0,qp(),Jp();let y=r.bbox;_t=y.left=qn(ke*ye,.5),Lt=y.top=qn(ze*ye,.5),bt=y.width=qn(le*ye,.5),Dt=y.height=qn(X*ye,.5)}let Yp=3;function Up(){let f=!1,h=0;for(;!f;){h++;let y=oh(h),x=ih(h);f=h==Yp||y&&x,f||(Ol(r.width,r.height),$s=!0)}}function Kp({width:f,height:h}){Fo(f,h)}r.setSize=Kp;function qp(){let f=!1,h=!1,y=!1,x=!1;_.forEach((T,N)=>{if(T.show&&T._show){let{side:F,_size:H}=T,G=F%2,q=T.label!=null?T.labelSize:0,J=H+q;J>0&&(G?(le-=J,F==3?(ke+=J,x=!0):y=!0):(X-=J,F==0?(ze+=J,f=!0):h=!0))}}),jn[0]=f,jn[1]=y,jn[2]=h,jn[3]=x,le-=bn[1]+bn[3],ke+=bn[3],X-=bn[2]+bn[0],ze+=bn[0]}function Jp(){let f=ke+le,h=ze+X,y=ke,x=ze;function T(N,F){switch(N){case 1:return f+=F,f-F;case 2:return h+=F,h-F;case 3:return y-=F,y+F;case 0:return x-=F,x+F}}_.forEach((N,F)=>{if(N.show&&N._show){let H=N.side;N._pos=T(H,N._size),N.label!=null&&(N._lpos=T(H,N.labelSize))}})}if(K.dataIdx==null){let f=K.hover,h=f.skip=new Set(f.skip??[]);h.add(void 0);let y=f.prox=ue(f.prox),x=f.bias??(f.bias=0);K.dataIdx=(T,N,F,H)=>{if(N==0)return F;let G=F,q=y(T,N,F,H)??ve,J=q>=0&&q<ve,Z=I.ori==0?le:X,oe=K.left,ge=t[0],pe=t[N];if(h.has(pe[F])){G=null;let ce=null,re=null,ee;if(x==0||x==-1)for(ee=F;ce==null&&ee-- >0;)h.has(pe[ee])||(ce=ee);if(x==0||x==1)for(ee=F;re==null&&ee++<pe.length;)h.has(pe[ee])||(re=ee);if(ce!=null||re!=null)if(J){let Ae=ce==null?-1/0:$(ge[ce],I,Z,0),Ce=re==null?1/0:$(ge[re],I,Z,0),qe=oe-Ae,xe=Ce-oe;qe<=xe?qe<=q&&(G=ce):xe<=q&&(G=re)}else G=re==null?ce:ce==null?re:F-ce<=re-F?ce:re}else J&&Be(oe-$(ge[F],I,Z,0))>q&&(G=null);return G}}let Fn=f=>{K.event=f};K.idxs=ne,K._lock=!1;let it=K.points;it.show=ue(it.show),it.size=ue(it.size),it.stroke=ue(it.stroke),it.width=ue(it.width),it.fill=ue(it.fill);let Jt=r.focus=Fe({},e.focus||{alpha:.3},K.focus),cr=Jt.prox>=0,ur=cr&&it.one,It=[],dr=[],fr=[];function Il(f,h){let y=it.show(r,h);if(y instanceof HTMLElement)return $t(y,O0),$t(y,f.class),on(y,-10,-10,le,X),k.insertBefore(y,It[h]),y}function Rl(f,h){if(s==1||h>0){let y=s==1&&E[f.scale].time,x=f.value;f.value=y?Kc(x)?tu(P,eu(x,B)):x||Y:x||Uy,f.label=f.label||(y?zy:jy)}if(ur||h>0){f.width=f.width==null?1:f.width,f.paths=f.paths||lb||X0,f.fillTo=ue(f.fillTo||Zy),f.pxAlign=+he(f.pxAlign,v),f.pxRound=uu(f.pxAlign),f.stroke=ue(f.stroke||null),f.fill=ue(f.fill||null),f._stroke=f._fill=f._paths=f._focus=null;let y=Ky(gt(1,f.width),1),x=f.points=Fe({},{size:y,width:gt(1,y*.2),stroke:f.stroke,space:y*2,paths:ab,_stroke:null,_fill:null},f.points);x.show=ue(x.show),x.filter=ue(x.filter),x.fill=ue(x.fill),x.stroke=ue(x.stroke),x.paths=ue(x.paths),x.pxAlign=f.pxAlign}if(fe){let y=As(f,h);Se.splice(h,0,y[0]),yt.splice(h,0,y[1]),te.values.push(null)}if(je){ne.splice(h,0,null);let y=null;ur?h==0&&(y=Il(f,h)):h>0&&(y=Il(f,h)),It.splice(h,0,y),dr.splice(h,0,0),fr.splice(h,0,0)}Ke("addSeries",h)}function Xp(f,h){h=h??g.length,f=s==1?Vi(f,h,ru,au):Vi(f,h,{},lu),g.splice(h,0,f),Rl(g[h],h)}r.addSeries=Xp;function Zp(f){if(g.splice(f,1),fe){te.values.splice(f,1),yt.splice(f,1);let h=Se.splice(f,1)[0];ir(null,h.firstChild),h.remove()}je&&(ne.splice(f,1),It.splice(f,1)[0].remove(),dr.splice(f,1),fr.splice(f,1)),Ke("delSeries",f)}r.delSeries=Zp;let jn=[!1,!1,!1,!1];function Qp(f,h){if(f._show=f.show,f.show){let y=f.side%2,x=E[f.scale];x==null&&(f.scale=y?g[1].scale:L,x=E[f.scale]);let T=x.time;f.size=ue(f.size),f.space=ue(f.space),f.rotate=ue(f.rotate),Mn(f.incrs)&&f.incrs.forEach(F=>{!Cn.has(F)&&Cn.set(F,ku(F))}),f.incrs=ue(f.incrs||(x.distr==2?wy:T?S==1?vy:Sy:Jn)),f.splits=ue(f.splits||(T&&x.distr==1?se:x.distr==3?ji:x.distr==4?Vy:By)),f.stroke=ue(f.stroke),f.grid.stroke=ue(f.grid.stroke),f.ticks.stroke=ue(f.ticks.stroke),f.border.stroke=ue(f.border.stroke);let N=f.values;f.values=Mn(N)&&!Mn(N[0])?ue(N):T?Mn(N)?Qc(P,Zc(N,B)):Kc(N)?Ay(P,N):N||z:N||Dy,f.filter=ue(f.filter||(x.distr>=3&&x.log==10?Gy:x.distr==3&&x.log==2?Yy:vu)),f.font=hu(f.font),f.labelFont=hu(f.labelFont),f._size=f.size(r,null,h,0),f._space=f._rotate=f._incrs=f._found=f._splits=f._values=null,f._size>0&&(jn[h]=!0,f._el=Ft(N0,m))}}function Jr(f,h,y,x){let[T,N,F,H]=y,G=h%2,q=0;return G==0&&(H||N)&&(q=h==0&&!T||h==2&&!F?De(nu.size/3):0),G==1&&(T||F)&&(q=h==1&&!N||h==3&&!H?De(ou.size/2):0),q}let Pl=r.padding=(e.padding||[Jr,Jr,Jr,Jr]).map(f=>ue(he(f,Jr))),bn=r._padding=Pl.map((f,h)=>f(r,h,jn,0)),Qe,We=null,Ge=null,Ms=s==1?g[0].idxs:null,Bt=null,Xr=!1;function Fl(f,h){if(t=f??[],r.data=r._data=t,s==2){Qe=0;for(let y=1;y<g.length;y++)Qe+=t[y][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Bt=t[0],Qe=Bt.length;let y=t;if(O==2){y=t.slice();let x=y[0]=Array(Qe);for(let T=0;T<Qe;T++)x[T]=T}r._data=t=y}if(hr(!0),Ke("setData"),O==2&&(ar=!0),h!==!1){let y=I;y.auto(r,Xr)?jo():xn(L,y.min,y.max),Pn=Pn||K.left>=0,Ot=!0,mr()}}r.setData=Fl;function jo(){Xr=!0;let f,h;s==1&&(Qe>0?(We=Ms[0]=0,Ge=Ms[1]=Qe-1,f=t[0][We],h=t[0][Ge],O==2?(f=We,h=Ge):f==h&&(O==3?[f,h]=io(f,f,I.log,!1):O==4?[f,h]=Yi(f,f,I.log,!1):I.time?h=f+De(86400/S):[f,h]=ro(f,h,Ui,!0))):(We=Ms[0]=f=null,Ge=Ms[1]=h=null)),xn(L,f,h)}let Cs,pr,zo,Do,Bo,Vo,Ho,Wo,Go,wt;function jl(f,h,y,x,T,N){f??(f=Cc),y??(y=qi),x??(x="butt"),T??(T=Cc),N??(N="round"),f!=Cs&&(d.strokeStyle=Cs=f),T!=pr&&(d.fillStyle=pr=T),h!=zo&&(d.lineWidth=zo=h),N!=Bo&&(d.lineJoin=Bo=N),x!=Vo&&(d.lineCap=Vo=x),y!=Do&&d.setLineDash(Do=y)}function zl(f,h,y,x){h!=pr&&(d.fillStyle=pr=h),f!=Ho&&(d.font=Ho=f),y!=Wo&&(d.textAlign=Wo=y),x!=Go&&(d.textBaseline=Go=x)}function Yo(f,h,y,x,T=0){if(x.length>0&&f.auto(r,Xr)&&(h==null||h.min==null)){let N=he(We,0),F=he(Ge,x.length-1),H=y.min==null?G0(x,N,F,T,f.distr==3):[y.min,y.max];f.min=Ut(f.min,y.min=H[0]),f.max=gt(f.max,y.max=H[1])}}let Dl={min:null,max:null};function eh(){for(let x in E){let T=E[x];C[x]==null&&(T.min==null||C[L]!=null&&T.auto(r,Xr))&&(C[x]=Dl)}for(let x in E){let T=E[x];C[x]==null&&T.from!=null&&C[T.from]!=null&&(C[x]=Dl)}C[L]!=null&&hr(!0);let f={};for(let x in C){let T=C[x];if(T!=null){let N=f[x]=Rr(E[x],ey);if(T.min!=null)Fe(N,T);else if(x!=L||s==2)if(Qe==0&&N.from==null){let F=N.range(r,null,null,x);N.min=F[0],N.max=F[1]}else N.min=ve,N.max=-ve}}if(Qe>0){g.forEach((x,T)=>{if(s==1){let N=x.scale,F=C[N];if(F==null)return;let H=f[N];if(T==0){let G=H.range(r,H.min,H.max,N);H.min=G[0],H.max=G[1],We=Yt(H.min,t[0]),Ge=Yt(H.max,t[0]),Ge-We>1&&(t[0][We]<H.min&&We++,t[0][Ge]>H.max&&Ge--),x.min=Bt[We],x.max=Bt[Ge]}else x.show&&x.auto&&Yo(H,F,x,t[T],x.sorted);x.idxs[0]=We,x.idxs[1]=Ge}else if(T>0&&x.show&&x.auto){let[N,F]=x.facets,H=N.scale,G=F.scale,[q,J]=t[T],Z=f[H],oe=f[G];Z!=null&&Yo(Z,C[H],N,q,N.sorted),oe!=null&&Yo(oe,C[G],F,J,F.sorted),x.min=F.min,x.max=F.max}});for(let x in f){let T=f[x],N=C[x];if(T.from==null&&(N==null||N.min==null)){let F=T.range(r,T.min==ve?null:T.min,T.max==-ve?null:T.max,x);T.min=F[0],T.max=F[1]}}}for(let x in f){let T=f[x];if(T.from!=null){let N=f[T.from];if(N.min==null)T.min=T.max=null;else{let F=T.range(r,N.min,N.max,x);T.min=F[0],T.max=F[1]}}}let h={},y=!1;for(let x in f){let T=f[x],N=E[x];if(N.min!=T.min||N.max!=T.max){N.min=T.min,N.max=T.max;let F=N.distr;N._min=F==3?hn(N.min):F==4?Ni(N.min,N.asinh):F==100?N.fwd(N.min):N.min,N._max=F==3?hn(N.max):F==4?Ni(N.max,N.asinh):F==100?N.fwd(N.max):N.max,h[x]=y=!0}}if(y){g.forEach((x,T)=>{s==2?T>0&&h.y&&(x._paths=null):h[x.scale]&&(x._paths=null)});for(let x in h)ar=!0,Ke("setScale",x);je&&K.left>=0&&(Pn=Ot=!0)}for(let x in C)C[x]=null}function th(f){let h=Fi(We-1,0,Qe-1),y=Fi(Ge+1,0,Qe-1);for(;f[h]==null&&h>0;)h--;for(;f[y]==null&&y<Qe-1;)y++;return[h,y]}function nh(){if(Qe>0){let f=g.some(h=>h._focus)&&wt!=Jt.alpha;f&&(d.globalAlpha=wt=Jt.alpha),g.forEach((h,y)=>{if(y>0&&h.show&&(Bl(y,!1),Bl(y,!0),h._paths==null)){let x=wt;wt!=h.alpha&&(d.globalAlpha=wt=h.alpha);let T=s==2?[0,t[y][0].length-1]:th(t[y]);h._paths=h.paths(r,y,T[0],T[1]),wt!=x&&(d.globalAlpha=wt=x)}}),g.forEach((h,y)=>{if(y>0&&h.show){let x=wt;wt!=h.alpha&&(d.globalAlpha=wt=h.alpha),h._paths!=null&&Vl(y,!1);{let T=h._paths!=null?h._paths.gaps:null,N=h.points.show(r,y,We,Ge,T),F=h.points.filter(r,y,N,T);(N||F)&&(h.points._paths=h.points.paths(r,y,We,Ge,F),Vl(y,!0))}wt!=x&&(d.globalAlpha=wt=x),Ke("drawSeries",y)}}),f&&(d.globalAlpha=wt=1)}}function Bl(f,h){let y=h?g[f].points:g[f];y._stroke=y.stroke(r,f),y._fill=y.fill(r,f)}function Vl(f,h){let y=h?g[f].points:g[f],{stroke:x,fill:T,clip:N,flags:F,_stroke:H=y._stroke,_fill:G=y._fill,_width:q=y.width}=y._paths;q=_e(q*ye,3);let J=null,Z=q%2/2;h&&G==null&&(G=q>0?"#fff":H);let oe=y.pxAlign==1&&Z>0;if(oe&&d.translate(Z,Z),!h){let ge=_t-q/2,pe=Lt-q/2,ce=bt+q,re=Dt+q;J=new Path2D,J.rect(ge,pe,ce,re)}h?Uo(H,q,y.dash,y.cap,G,x,T,F,N):rh(f,H,q,y.dash,y.cap,G,x,T,F,J,N),oe&&d.translate(-Z,-Z)}function rh(f,h,y,x,T,N,F,H,G,q,J){let Z=!1;G!=0&&A.forEach((oe,ge)=>{if(oe.series[0]==f){let pe=g[oe.series[1]],ce=t[oe.series[1]],re=(pe._paths||bs).band;Mn(re)&&(re=oe.dir==1?re[0]:re[1]);let ee,Ae=null;pe.show&&re&&U0(ce,We,Ge)?(Ae=oe.fill(r,ge)||N,ee=pe._paths.clip):re=null,Uo(h,y,x,T,Ae,F,H,G,q,J,ee,re),Z=!0}}),Z||Uo(h,y,x,T,N,F,H,G,q,J)}let Hl=Pr|Di;function Uo(f,h,y,x,T,N,F,H,G,q,J,Z){jl(f,h,y,x,T),(G||q||Z)&&(d.save(),G&&d.clip(G),q&&d.clip(q)),Z?(H&Hl)==Hl?(d.clip(Z),J&&d.clip(J),Os(T,F),Ls(f,N,h)):H&Di?(Os(T,F),d.clip(Z),Ls(f,N,h)):H&Pr&&(d.save(),d.clip(Z),J&&d.clip(J),Os(T,F),d.restore(),Ls(f,N,h)):(Os(T,F),Ls(f,N,h)),(G||q||Z)&&d.restore()}function Ls(f,h,y){y>0&&(h instanceof Map?h.forEach((x,T)=>{d.strokeStyle=Cs=T,d.stroke(x)}):h!=null&&f&&d.stroke(h))}function Os(f,h){h instanceof Map?h.forEach((y,x)=>{d.fillStyle=pr=x,d.fill(y)}):h!=null&&f&&d.fill(h)}function sh(f,h,y,x){let T=_[f],N;if(x<=0)N=[0,0];else{let F=T._space=T.space(r,f,h,y,x),H=T._incrs=T.incrs(r,f,h,y,x,F);N=hb(h,y,H,x,F)}return T._found=N}function Ko(f,h,y,x,T,N,F,H,G,q){let J=F%2/2;v==1&&d.translate(J,J),jl(H,F,G,q,H),d.beginPath();let Z,oe,ge,pe,ce=T+(x==0||x==3?-N:N);y==0?(oe=T,pe=ce):(Z=T,ge=ce);for(let re=0;re<f.length;re++)h[re]!=null&&(y==0?Z=ge=f[re]:oe=pe=f[re],d.moveTo(Z,oe),d.lineTo(ge,pe));d.stroke(),v==1&&d.translate(-J,-J)}function oh(f){let h=!0;return _.forEach((y,x)=>{if(!y.show)return;let T=E[y.scale];if(T.min==null){y._show&&(h=!1,y._show=!1,hr(!1));return}else y._show||(h=!1,y._show=!0,hr(!1));let N=y.side,F=N%2,{min:H,max:G}=T,[q,J]=sh(x,H,G,F==0?le:X);if(J==0)return;let Z=T.distr==2,oe=y._splits=y.splits(r,x,H,G,q,J,Z),ge=T.distr==2?oe.map(ee=>Bt[ee]):oe,pe=T.distr==2?Bt[oe[1]]-Bt[oe[0]]:q,ce=y._values=y.values(r,y.filter(r,ge,x,J,pe),x,J,pe);y._rotate=N==2?y.rotate(r,ce,x,J):0;let re=y._size;y._size=jt(y.size(r,ce,x,f)),re!=null&&y._size!=re&&(h=!1)}),h}function ih(f){let h=!0;return Pl.forEach((y,x)=>{let T=y(r,x,jn,f);T!=bn[x]&&(h=!1),bn[x]=T}),h}function lh(){for(let f=0;f<_.length;f++){let h=_[f];if(!h.show||!h._show)continue;let y=h.side,x=y%2,T,N,F=h.stroke(r,f),H=y==0||y==3?-1:1,[G,q]=h._found;if(h.label!=null){let ft=h.labelGap*H,Et=De((h._lpos+ft)*ye);zl(h.labelFont[0],F,"center",y==2?"top":Mc),d.save(),x==1?(T=N=0,d.translate(Et,De(Lt+Dt/2)),d.rotate((y==3?-to:to)/2)):(T=De(_t+bt/2),N=Et);let Bn=wu(h.label)?h.label(r,f,G,q):h.label;d.fillText(Bn,T,N),d.restore()}if(q==0)continue;let J=E[h.scale],Z=x==0?bt:Dt,oe=x==0?_t:Lt,ge=h._splits,pe=J.distr==2?ge.map(ft=>Bt[ft]):ge,ce=J.distr==2?Bt[ge[1]]-Bt[ge[0]]:G,re=h.ticks,ee=h.border,Ae=re.show?re.size:0,Ce=De(Ae*ye),qe=De((h.alignTo==2?h._size-Ae-h.gap:h.gap)*ye),xe=h._rotate*-to/180,Le=b(h._pos*ye),kt=(Ce+qe)*H,dt=Le+kt;N=x==0?dt:0,T=x==1?dt:0;let Rt=h.font[0],Vt=h.align==1?Mr:h.align==2?Ti:xe>0?Mr:xe<0?Ti:x==0?"center":y==3?Ti:Mr,Qt=xe||x==1?"middle":y==2?"top":Mc;zl(Rt,F,Vt,Qt);let St=h.font[1]*h.lineGap,Pt=ge.map(ft=>b(l(ft,J,Z,oe))),Ht=h._values;for(let ft=0;ft<Ht.length;ft++){let Et=Ht[ft];if(Et!=null){x==0?T=Pt[ft]:N=Pt[ft],Et=""+Et;let Bn=Et.indexOf(`
`)==-1?[Et]:Et.split(/\n/gm);for(let pt=0;pt<Bn.length;pt++){let aa=Bn[pt];xe?(d.save(),d.translate(T,N+pt*St),d.rotate(xe),d.fillText(aa,0,0),d.restore()):d.fillText(aa,T,N+pt*St)}}}re.show&&Ko(Pt,re.filter(r,pe,f,q,ce),x,y,Le,Ce,_e(re.width*ye,3),re.stroke(r,f),re.dash,re.cap);let en=h.grid;en.show&&Ko(Pt,en.filter(r,pe,f,q,ce),x,x==0?2:1,x==0?Lt:_t,x==0?Dt:bt,_e(en.width*ye,3),en.stroke(r,f),en.dash,en.cap),ee.show&&Ko([Le],[1],x==0?1:0,x==0?1:2,x==1?Lt:_t,x==1?Dt:bt,_e(ee.width*ye,3),ee.stroke(r,f),ee.dash,ee.cap)}Ke("drawAxes")}function hr(f){g.forEach((h,y)=>{y>0&&(h._paths=null,f&&(s==1?(h.min=null,h.max=null):h.facets.forEach(x=>{x.min=null,x.max=null})))})}let Is=!1,qo=!1,Zr=[];function ah(){qo=!1;for(let f=0;f<Zr.length;f++)Ke(...Zr[f]);Zr.length=0}function mr(){Is||(ly(Wl),Is=!0)}function ch(f,h=!1){Is=!0,qo=h,f(r),Wl(),h&&Zr.length>0&&queueMicrotask(ah)}r.batch=ch;function Wl(){if(Po&&(eh(),Po=!1),ar&&(Up(),ar=!1),$s){if($e(w,Mr,ke),$e(w,"top",ze),$e(w,hs,le),$e(w,ms,X),$e(k,Mr,ke),$e(k,"top",ze),$e(k,hs,le),$e(k,ms,X),$e(m,hs,dn),$e(m,ms,On),u.width=De(dn*ye),u.height=De(On*ye),_.forEach(({_el:f,_show:h,_size:y,_pos:x,side:T})=>{if(f!=null)if(h){let N=T===3||T===0?y:0,F=T%2==1;$e(f,F?"left":"top",x-N),$e(f,F?"width":"height",y),$e(f,F?"top":"left",F?ze:ke),$e(f,F?"height":"width",F?X:le),Ri(f,Xn)}else $t(f,Xn)}),Cs=pr=zo=Bo=Vo=Ho=Wo=Go=Do=null,wt=1,ts(!0),ke!=lr||ze!=In||le!=qt||X!=Rn){hr(!1);let f=le/qt,h=X/Rn;if(je&&!Pn&&K.left>=0){K.left*=f,K.top*=h,gr&&on(gr,De(K.left),0,le,X),yr&&on(yr,0,De(K.top),le,X);for(let y=0;y<It.length;y++){let x=It[y];x!=null&&(dr[y]*=f,fr[y]*=h,on(x,jt(dr[y]),jt(fr[y]),le,X))}}if(Te.show&&!Ns&&Te.left>=0&&Te.width>0){Te.left*=f,Te.width*=f,Te.top*=h,Te.height*=h;for(let y in ti)$e(xr,y,Te[y])}lr=ke,In=ze,qt=le,Rn=X}Ke("setSize"),$s=!1}dn>0&&On>0&&(d.clearRect(0,0,u.width,u.height),Ke("drawClear"),M.forEach(f=>f()),Ke("draw")),Te.show&&Ns&&(Rs(Te),Ns=!1),je&&Pn&&(Dn(null,!0,!1),Pn=!1),te.show&&te.live&&Ot&&(Qo(),Ot=!1),a||(a=!0,r.status=1,Ke("ready")),Xr=!1,Is=!1}r.redraw=(f,h)=>{ar=h||!1,f!==!1?xn(L,I.min,I.max):mr()};function Jo(f,h){let y=E[f];if(y.from==null){if(Qe==0){let x=y.range(r,h.min,h.max,f);h.min=x[0],h.max=x[1]}if(h.min>h.max){let x=h.min;h.min=h.max,h.max=x}if(Qe>1&&h.min!=null&&h.max!=null&&h.max-h.min<1e-16)return;f==L&&y.distr==2&&Qe>0&&(h.min=Yt(h.min,t[0]),h.max=Yt(h.max,t[0]),h.min==h.max&&h.max++),C[f]=h,Po=!0,mr()}}r.setScale=Jo;let Xo,Zo,gr,yr,Gl,Yl,br,wr,Ul,Kl,Ee,Ne,wn=!1,et=K.drag,Ye=et.x,Ue=et.y;je&&(K.x&&(Xo=Ft(C0,k)),K.y&&(Zo=Ft(L0,k)),I.ori==0?(gr=Xo,yr=Zo):(gr=Zo,yr=Xo),Ee=K.left,Ne=K.top);let Te=r.select=Fe({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),xr=Te.show?Ft(M0,Te.over?k:w):null;function Rs(f,h){if(Te.show){for(let y in f)Te[y]=f[y],y in ti&&$e(xr,y,f[y]);h!==!1&&Ke("setSelect")}}r.setSelect=Rs;function uh(f){if(g[f].show)fe&&Ri(Se[f],Xn);else if(fe&&$t(Se[f],Xn),je){let y=ur?It[0]:It[f];y!=null&&on(y,-10,-10,le,X)}}function xn(f,h,y){Jo(f,{min:h,max:y})}function Xt(f,h,y,x){h.focus!=null&&mh(f),h.show!=null&&g.forEach((T,N)=>{N>0&&(f==N||f==null)&&(T.show=h.show,uh(N),s==2?(xn(T.facets[0].scale,null,null),xn(T.facets[1].scale,null,null)):xn(T.scale,null,null),mr())}),y!==!1&&Ke("setSeries",f,h),x&&ns("setSeries",r,f,h)}r.setSeries=Xt;function dh(f,h){Fe(A[f],h)}function fh(f,h){f.fill=ue(f.fill||null),f.dir=he(f.dir,-1),h=h??A.length,A.splice(h,0,f)}function ph(f){f==null?A.length=0:A.splice(f,1)}r.addBand=fh,r.setBand=dh,r.delBand=ph;function hh(f,h){g[f].alpha=h,je&&It[f]!=null&&(It[f].style.opacity=h),fe&&Se[f]&&(Se[f].style.opacity=h)}let fn,vn,zn,vr={focus:!0};function mh(f){if(f!=zn){let h=f==null,y=Jt.alpha!=1;g.forEach((x,T)=>{if(s==1||T>0){let N=h||T==0||T==f;x._focus=h?null:N,y&&hh(T,N?1:Jt.alpha)}}),zn=f,y&&mr()}}fe&&cr&&ut(Ic,de,f=>{K._lock||(Fn(f),zn!=null&&Xt(null,vr,!0,Re.setSeries))});function Zt(f,h,y){let x=E[h];y&&(f=f/ye-(x.ori==1?ze:ke));let T=le;x.ori==1&&(T=X,f=T-f),x.dir==-1&&(f=T-f);let N=x._min,F=x._max,H=f/T,G=N+(F-N)*H,q=x.distr;return q==3?Or(10,G):q==4?q0(G,x.asinh):q==100?x.bwd(G):G}function gh(f,h){let y=Zt(f,L,h);return Yt(y,t[0],We,Ge)}r.valToIdx=f=>Yt(f,t[0]),r.posToIdx=gh,r.posToVal=Zt,r.valToPos=(f,h,y)=>E[h].ori==0?o(f,E[h],y?bt:le,y?_t:0):i(f,E[h],y?Dt:X,y?Lt:0),r.setCursor=(f,h,y)=>{Ee=f.left,Ne=f.top,Dn(null,h,y)};function ql(f,h){$e(xr,Mr,Te.left=f),$e(xr,hs,Te.width=h)}function Jl(f,h){$e(xr,"top",Te.top=f),$e(xr,ms,Te.height=h)}let Qr=I.ori==0?ql:Jl,es=I.ori==1?ql:Jl;function yh(){if(fe&&te.live)for(let f=s==2?1:0;f<g.length;f++){if(f==0&&Ct)continue;let h=te.values[f],y=0;for(let x in h)yt[f][y++].firstChild.nodeValue=h[x]}}function Qo(f,h){if(f!=null&&(f.idxs?f.idxs.forEach((y,x)=>{ne[x]=y}):Q0(f.idx)||ne.fill(f.idx),te.idx=ne[0]),fe&&te.live){for(let y=0;y<g.length;y++)(y>0||s==1&&!Ct)&&bh(y,ne[y]);yh()}Ot=!1,h!==!1&&Ke("setLegend")}r.setLegend=Qo;function bh(f,h){let y=g[f],x=f==0&&O==2?Bt:t[f],T;Ct?T=y.values(r,f,h)??yn:(T=y.value(r,h==null?null:x[h],f,h),T=T==null?yn:{_:T}),te.values[f]=T}function Dn(f,h,y){Ul=Ee,Kl=Ne,[Ee,Ne]=K.move(r,Ee,Ne),K.left=Ee,K.top=Ne,je&&(gr&&on(gr,De(Ee),0,le,X),yr&&on(yr,0,De(Ne),le,X));let x,T=We>Ge;fn=ve,vn=null;let N=I.ori==0?le:X,F=I.ori==1?le:X;if(Ee<0||Qe==0||T){x=K.idx=null;for(let H=0;H<g.length;H++){let G=It[H];G!=null&&on(G,-10,-10,le,X)}cr&&Xt(null,vr,!0,f==null&&Re.setSeries),te.live&&(ne.fill(x),Ot=!0)}else{let H,G,q;s==1&&(H=I.ori==0?Ee:Ne,G=Zt(H,L),x=K.idx=Yt(G,t[0],We,Ge),q=$(t[0][x],I,N,0));let J=-10,Z=-10,oe=0,ge=0,pe=!0,ce="",re="";for(let ee=s==2?1:0;ee<g.length;ee++){let Ae=g[ee],Ce=ne[ee],qe=Ce==null?null:s==1?t[ee][Ce]:t[ee][1][Ce],xe=K.dataIdx(r,ee,x,G),Le=xe==null?null:s==1?t[ee][xe]:t[ee][1][xe];if(Ot=Ot||Le!=qe||xe!=Ce,ne[ee]=xe,ee>0&&Ae.show){let kt=xe==null?-10:xe==x?q:$(s==1?t[0][xe]:t[ee][0][xe],I,N,0),dt=Le==null?-10:R(Le,s==1?E[Ae.scale]:E[Ae.facets[1].scale],F,0);if(cr&&Le!=null){let Rt=I.ori==1?Ee:Ne,Vt=Be(Jt.dist(r,ee,xe,dt,Rt));if(Vt<fn){let Qt=Jt.bias;if(Qt!=0){let St=Zt(Rt,Ae.scale),Pt=Le>=0?1:-1,Ht=St>=0?1:-1;Ht==Pt&&(Ht==1?Qt==1?Le>=St:Le<=St:Qt==1?Le<=St:Le>=St)&&(fn=Vt,vn=ee)}else fn=Vt,vn=ee}}if(Ot||ur){let Rt,Vt;I.ori==0?(Rt=kt,Vt=dt):(Rt=dt,Vt=kt);let Qt,St,Pt,Ht,en,ft,Et=!0,Bn=it.bbox;if(Bn!=null){Et=!1;let pt=Bn(r,ee);Pt=pt.left,Ht=pt.top,Qt=pt.width,St=pt.height}else Pt=Rt,Ht=Vt,Qt=St=it.size(r,ee);if(ft=it.fill(r,ee),en=it.stroke(r,ee),ur)ee==vn&&fn<=Jt.prox&&(J=Pt,Z=Ht,oe=Qt,ge=St,pe=Et,ce=ft,re=en);else{let pt=It[ee];pt!=null&&(dr[ee]=Pt,fr[ee]=Ht,Bc(pt,Qt,St,Et),zc(pt,ft,en),on(pt,jt(Pt),jt(Ht),le,X))}}}}if(ur){let ee=Jt.prox,Ae=zn==null?fn<=ee:fn>ee||vn!=zn;if(Ot||Ae){let Ce=It[0];Ce!=null&&(dr[0]=J,fr[0]=Z,Bc(Ce,oe,ge,pe),zc(Ce,ce,re),on(Ce,jt(J),jt(Z),le,X))}}}if(Te.show&&wn)if(f!=null){let[H,G]=Re.scales,[q,J]=Re.match,[Z,oe]=f.cursor.sync.scales,ge=f.cursor.drag;if(Ye=ge._x,Ue=ge._y,Ye||Ue){let{left:pe,top:ce,width:re,height:ee}=f.select,Ae=f.scales[Z].ori,Ce=f.posToVal,qe,xe,Le,kt,dt,Rt=H!=null&&q(H,Z),Vt=G!=null&&J(G,oe);Rt&&Ye?(Ae==0?(qe=pe,xe=re):(qe=ce,xe=ee),Le=E[H],kt=$(Ce(qe,Z),Le,N,0),dt=$(Ce(qe+xe,Z),Le,N,0),Qr(Ut(kt,dt),Be(dt-kt))):Qr(0,N),Vt&&Ue?(Ae==1?(qe=pe,xe=re):(qe=ce,xe=ee),Le=E[G],kt=R(Ce(qe,oe),Le,F,0),dt=R(Ce(qe+xe,oe),Le,F,0),es(Ut(kt,dt),Be(dt-kt))):es(0,F)}else ni()}else{let H=Be(Ul-Gl),G=Be(Kl-Yl);if(I.ori==1){let oe=H;H=G,G=oe}Ye=et.x&&H>=et.dist,Ue=et.y&&G>=et.dist;let q=et.uni;q!=null?Ye&&Ue&&(Ye=H>=q,Ue=G>=q,!Ye&&!Ue&&(G>H?Ue=!0:Ye=!0)):et.x&&et.y&&(Ye||Ue)&&(Ye=Ue=!0);let J,Z;Ye&&(I.ori==0?(J=br,Z=Ee):(J=wr,Z=Ne),Qr(Ut(J,Z),Be(Z-J)),Ue||es(0,F)),Ue&&(I.ori==1?(J=br,Z=Ee):(J=wr,Z=Ne),es(Ut(J,Z),Be(Z-J)),Ye||Qr(0,N)),!Ye&&!Ue&&(Qr(0,0),es(0,0))}if(et._x=Ye,et._y=Ue,f==null){if(y){if(la!=null){let[H,G]=Re.scales;Re.values[0]=H!=null?Zt(I.ori==0?Ee:Ne,H):null,Re.values[1]=G!=null?Zt(I.ori==1?Ee:Ne,G):null}ns(Ai,r,Ee,Ne,le,X,x)}if(cr){let H=y&&Re.setSeries,G=Jt.prox;zn==null?fn<=G&&Xt(vn,vr,!0,H):fn>G?Xt(null,vr,!0,H):vn!=zn&&Xt(vn,vr,!0,H)}}Ot&&(te.idx=x,Qo()),h!==!1&&Ke("setCursor")}let _n=null;Object.defineProperty(r,"rect",{get(){return _n==null&&ts(!1),_n}});function ts(f=!1){f?_n=null:(_n=k.getBoundingClientRect(),Ke("syncRect",_n))}function Xl(f,h,y,x,T,N,F){K._lock||wn&&f!=null&&f.movementX==0&&f.movementY==0||(ei(f,h,y,x,T,N,F,!1,f!=null),f!=null?Dn(null,!0,!0):Dn(h,!0,!1))}function ei(f,h,y,x,T,N,F,H,G){if(_n==null&&ts(!1),Fn(f),f!=null)y=f.clientX-_n.left,x=f.clientY-_n.top;else{if(y<0||x<0){Ee=-10,Ne=-10;return}let[q,J]=Re.scales,Z=h.cursor.sync,[oe,ge]=Z.values,[pe,ce]=Z.scales,[re,ee]=Re.match,Ae=h.axes[0].side%2==1,Ce=I.ori==0?le:X,qe=I.ori==1?le:X,xe=Ae?N:T,Le=Ae?T:N,kt=Ae?x:y,dt=Ae?y:x;if(pe!=null?y=re(q,pe)?l(oe,E[q],Ce,0):-10:y=Ce*(kt/xe),ce!=null?x=ee(J,ce)?l(ge,E[J],qe,0):-10:x=qe*(dt/Le),I.ori==1){let Rt=y;y=x,x=Rt}}G&&(h==null||h.cursor.event.type==Ai)&&((y<=1||y>=le-1)&&(y=qn(y,le)),(x<=1||x>=X-1)&&(x=qn(x,X))),H?(Gl=y,Yl=x,[br,wr]=K.move(r,y,x)):(Ee=y,Ne=x)}let ti={width:0,height:0,left:0,top:0};function ni(){Rs(ti,!1)}let Zl,Ql,ea,ta;function na(f,h,y,x,T,N,F){wn=!0,Ye=Ue=et._x=et._y=!1,ei(f,h,y,x,T,N,F,!0,!1),f!=null&&(ut($i,Oi,ra,!1),ns(Lc,r,br,wr,le,X,null));let{left:H,top:G,width:q,height:J}=Te;Zl=H,Ql=G,ea=q,ta=J}function ra(f,h,y,x,T,N,F){wn=et._x=et._y=!1,ei(f,h,y,x,T,N,F,!1,!0);let{left:H,top:G,width:q,height:J}=Te,Z=q>0||J>0,oe=Zl!=H||Ql!=G||ea!=q||ta!=J;if(Z&&oe&&Rs(Te),et.setScale&&Z&&oe){let ge=H,pe=q,ce=G,re=J;if(I.ori==1&&(ge=G,pe=J,ce=H,re=q),Ye&&xn(L,Zt(ge,L),Zt(ge+pe,L)),Ue)for(let ee in E){let Ae=E[ee];ee!=L&&Ae.from==null&&Ae.min!=ve&&xn(ee,Zt(ce+re,ee),Zt(ce,ee))}ni()}else K.lock&&(K._lock=!K._lock,Dn(h,!0,f!=null));f!=null&&(ir($i,Oi),ns($i,r,Ee,Ne,le,X,null))}function wh(f,h,y,x,T,N,F){if(K._lock)return;Fn(f);let H=wn;if(wn){let G=!0,q=!0,J=10,Z,oe;I.ori==0?(Z=Ye,oe=Ue):(Z=Ue,oe=Ye),Z&&oe&&(G=Ee<=J||Ee>=le-J,q=Ne<=J||Ne>=X-J),Z&&G&&(Ee=Ee<br?0:le),oe&&q&&(Ne=Ne<wr?0:X),Dn(null,!0,!0),wn=!1}Ee=-10,Ne=-10,ne.fill(null),Dn(null,!0,!0),H&&(wn=H)}function sa(f,h,y,x,T,N,F){K._lock||(Fn(f),jo(),ni(),f!=null&&ns(Rc,r,Ee,Ne,le,X,null))}function oa(){_.forEach(mb),Fo(r.width,r.height,!0)}Zn(no,Lr,oa);let _r={};_r.mousedown=na,_r.mousemove=Xl,_r.mouseup=ra,_r.dblclick=sa,_r.setSeries=(f,h,y,x)=>{let T=Re.match[2];y=T(r,h,y),y!=-1&&Xt(y,x,!0,!1)},je&&(ut(Lc,k,na),ut(Ai,k,Xl),ut(Oc,k,f=>{Fn(f),ts(!1)}),ut(Ic,k,wh),ut(Rc,k,sa),Bi.add(r),r.syncRect=ts);let Ps=r.hooks=e.hooks||{};function Ke(f,h,y){qo?Zr.push([f,h,y]):f in Ps&&Ps[f].forEach(x=>{x.call(null,r,h,y)})}(e.plugins||[]).forEach(f=>{for(let h in f.hooks)Ps[h]=(Ps[h]||[]).concat(f.hooks[h])});let ia=(f,h,y)=>y,Re=Fe({key:null,setSeries:!1,filters:{pub:Yc,sub:Yc},scales:[L,g[1]?g[1].scale:null],match:[Uc,Uc,ia],values:[null,null]},K.sync);Re.match.length==2&&Re.match.push(ia),K.sync=Re;let la=Re.key,ri=Hu(la);function ns(f,h,y,x,T,N,F){Re.filters.pub(f,h,y,x,T,N,F)&&ri.pub(f,h,y,x,T,N,F)}ri.sub(r);function xh(f,h,y,x,T,N,F){Re.filters.sub(f,h,y,x,T,N,F)&&_r[f](null,h,y,x,T,N,F)}r.pub=xh;function vh(){ri.unsub(r),Bi.delete(r),Ln.clear(),Pi(no,Lr,oa),c.remove(),de?.remove(),Ke("destroy")}r.destroy=vh;function si(){Ke("init",e,t),Fl(t||e.data,!1),C[L]?Jo(L,C[L]):jo(),Ns=Te.show&&(Te.width>0||Te.height>0),Pn=Ot=!0,Fo(e.width,e.height)}return g.forEach(Rl),_.forEach(Qp),n?n instanceof HTMLElement?(n.appendChild(c),si()):n(r,si):si(),r}Ve.assign=Fe;Ve.fmtNum=Ki;Ve.rangeNum=ro;Ve.rangeLog=io;Ve.rangeAsinh=Yi;Ve.orient=er;Ve.pxRatio=ye;Ve.join=iy;Ve.fmtDate=Ji,Ve.tzDate=yy;Ve.sync=Hu;{Ve.addGap=Qy,Ve.clipGaps=co;let e=Ve.paths={points:qu};e.linear=Xu,e.stepped=nb,e.bars=rb,e.spline=ob}function td(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var Kt=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function gb(){let e=td();return e?e.classList.contains("dark-mode")?"dark":"light":Kt&&Kt.matches?"dark":"light"}function nd(e){let t=document.documentElement,n=()=>{let i=gb();t.dataset.theme!==i&&(t.dataset.theme=i,t.style.colorScheme=i,e&&e(i))};n();let r=[],s=td();if(s)try{let i=new window.parent.MutationObserver(n);i.observe(s,{attributes:!0,attributeFilter:["class"]}),r.push(()=>i.disconnect())}catch{}if(Kt){let i=()=>n();Kt.addEventListener?Kt.addEventListener("change",i):Kt.addListener&&Kt.addListener(i),r.push(()=>{Kt.removeEventListener?Kt.removeEventListener("change",i):Kt.removeListener&&Kt.removeListener(i)})}let o=()=>r.splice(0).forEach(i=>i());return window.addEventListener("pagehide",o,{once:!0}),o}function He(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function tr(e,t){return mc(He(e,""),t)}var rd=240,id=e=>Yn(e)||"NaN",sd=e=>Number((10**e).toPrecision(12));function yb(e){return e==null?"":Q(e,3)}function rl(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((l,a)=>{if(typeof l!="number"||!Number.isFinite(l))return;let c=n[a];r.set(l,typeof c=="number"&&Number.isFinite(c)?c:null)});let s=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(l=>l&&typeof l.step=="number").sort((l,a)=>l.step-a.step);for(let l of s)r.set(l.step,null);let o=[...r.keys()].sort((l,a)=>l-a),i=o.map(l=>r.get(l));return{xs:o,ys:i,nonfinite:s}}function bb(e){let t=1/0,n=-1/0;for(let s of e)s!=null&&(s<t&&(t=s),s>n&&(n=s));let r=t!==1/0&&t>0;return{possible:r,suggested:r&&n/t>1e4}}function wb(e,t,n){let r=e?{range:(o,i,l)=>{if(!Number.isFinite(i)||!Number.isFinite(l))return[0,1];let a=Math.floor(i+1e-9);return[a,Math.max(a+1,Math.ceil(l-1e-9))]}}:{range:(o,i,l)=>{if(i===null||l===null||!Number.isFinite(i)||!Number.isFinite(l))return[0,1];if(i===l)return[i-Math.abs(i||1)*.1,l+Math.abs(l||1)*.1];let a=(l-i)*.05;return[i-a,l+a]}},s=fs(t,n,e?`${ae(Je.loss)} (log scale)`:ae(Je.loss),{...e?{splits:o=>$r(10**o.scales.y.min,10**o.scales.y.max).map(Math.log10),filter:(o,i)=>i}:{},size:(o,i)=>{if(!i)return 50;let l=Math.max(...i.map(a=>String(a).length),3);return Math.ceil(l*7.5)+14},values:(o,i)=>i.map(l=>yb(e?sd(l):l))});return{scale:r,axis:s,toPlot:o=>o==null?null:e?Math.log10(o):o,value:(o,i)=>i==null?"—":Q(e?sd(i):i,6)}}function ho(e){let n=(e&&Array.isArray(e.findings)?e.findings:[]).find(r=>r&&r.kind===Sn.training_error);if(n){let r=n.evidence&&Number.isInteger(n.evidence.completed_steps)?n.evidence.completed_steps:null,s=Sr(n);return r===0?`No loss was logged: training ${s||"crashed"}, before any step finished. The findings say why.`:`No loss was logged: training ${s||"crashed"}. The findings say why.`}return"No loss was logged for this run yet."}function od(e,{color:t=["--critical","#d32f2f"],label:n=r=>id(r.value)}={}){return{hooks:{draw:[r=>{let s=e();if(!s.length)return;let{ctx:o}=r,{left:i,top:l,width:a,height:c}=r.bbox,u=window.devicePixelRatio||1;o.save(),o.beginPath(),o.rect(i,l,a,c),o.clip(),o.strokeStyle=He(...t),o.fillStyle=o.strokeStyle,o.lineWidth=1.5*u,o.setLineDash([4*u,3*u]),o.font=`${11*u}px system-ui, sans-serif`,o.textBaseline="top";let d=!1;for(let m of s){let w=Math.round(r.valToPos(m.step,"x",!0))+.5;if(!(w<i-1||w>i+a+1)&&(o.beginPath(),o.moveTo(w,l),o.lineTo(w,l+c),o.stroke(),!d)){let k=n(m),v=o.measureText(k).width,b=w+4*u+v>i+a?w-4*u-v:w+4*u;o.fillText(k,b,l+4*u),d=!0}}o.restore()}]}}}function sl(e,{toggleId:t}){let n=p("input",{type:"checkbox",id:t}),r=p("label",{class:"log-toggle",for:t,hidden:!0},n," Log scale"),s=null,o=null,i=!1,l=()=>{s&&s.destroy(),s=null};function a(u){if(o=u,l(),D(e),r.hidden=!o||!o.xs.length,!o||!o.xs.length)return;let d=bb(o.series.flatMap(_=>_.ys));n.disabled=!d.possible,i||(n.checked=d.suggested);let m=d.possible&&n.checked,w=He("--fg-muted","#666"),k=He("--grid","rgba(0,0,0,0.08)"),v=wb(m,w,k),b=o.markers||[],S=o.repairs||[],g={width:Math.max(200,e.clientWidth||e.parentElement&&e.parentElement.clientWidth||600),height:rd,plugins:[od(()=>b),od(()=>S,{color:["--info","#1967d2"],label:()=>"repaired"}),Ks()],scales:{x:{time:!1,range:(_,E,A)=>{if(E===null||A===null)return[0,1];if(E===A)return[E-1,A+1];let L=b.length?(A-E)*.02:0;return[E-L,A+L]}},y:v.scale},axes:[qs(w,k),v.axis],series:[{label:"step"},...o.series.map(_=>({label:_.label,stroke:He(..._.stroke),width:2,spanGaps:!1,points:{show:o.xs.length<=60,size:4},value:v.value}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};s=new Ve(g,[o.xs,...o.series.map(_=>_.ys.map(v.toPlot))],e)}n.addEventListener("change",()=>{i=!0,a(o)});let c=new ResizeObserver(()=>{if(!s)return;let u=Math.max(200,e.clientWidth);Math.abs(u-s.width)>1&&s.setSize({width:u,height:rd})});return c.observe(e),{toggle:r,draw:a,redraw:()=>o&&a(o),destroy(){c.disconnect(),l()}}}function ld(e){let t=p("h3",null,ae(Je.loss)),n=p("p",{class:"chart-note",id:"loss-note",role:"status"}),r=p("div",{class:"chart-box",id:"loss-plot"}),s=sl(r,{toggleId:"loss-log-scale"});D(e,p("div",{class:"card-head"},t,s.toggle),n,r);let o=null;return{update(i,l,a=null){let c=a&&Array.isArray(a.repairs)?a.repairs.map(w=>({step:w.step})):[],u=l?`${l}|${c.map(w=>w.step).join(",")}`:null;if(u&&u===o)return;o=u;let d=rl(i||{}),m=d.nonfinite;if(e.dataset.points=String(d.xs.length),e.dataset.nonfinite=String(m.length),e.dataset.repairs=String(c.length),!d.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",s.draw(null);return}if(m.length){let w=m[0],k=m.length-1;n.className="chart-note alert",n.textContent=`The loss became ${id(w.value)} at step ${w.step}`+(k?` (${k} more non-finite step${k===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${d.xs.length} step${d.xs.length===1?"":"s"} logged; all finite.`;if(c.length){let w=c.map(k=>k.step).join(", ");n.textContent+=` Heal repaired the run at step${c.length===1?"":"s"} ${w} (marked "repaired"): the updates since its last snapshot were undone and training went on.`}s.draw({xs:d.xs,markers:m,repairs:c,series:[{label:ae(Je.loss),stroke:["--accent","#1967d2"],ys:d.ys}]})},showNote(i){o=null,s.draw(null),e.dataset.points="0",n.className="chart-note muted",n.textContent=i},showError(i){o=null,s.draw(null),n.className="chart-note error-text",n.textContent=i},retheme:()=>s.redraw(),destroy:()=>s.destroy()}}var ad=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
   styles.css; the table's frame is .data-table's there. */

.shape-note {
  margin: 0 0 10px;
  font-size: 13px;
}
.shape-note.alert {
  color: var(--critical);
  font-weight: 600;
}
.spec-compare {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
  margin: 0 0 12px;
}
@media (max-width: 800px) {
  .spec-compare {
    grid-template-columns: minmax(0, 1fr);
  }
}
.spec-box {
  border: 1px solid var(--card-border);
  border-radius: 8px;
  padding: 8px 10px;
  min-width: 0;
}
.spec-box h4 {
  margin: 0 0 6px;
}
.spec-list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 12.5px;
}
.spec-item {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 10px;
  align-items: baseline;
  border-radius: 5px;
  padding: 2px 6px;
}
/* A layer's name longer than the box breaks anywhere rather than widen the page. */
.spec-item > * {
  min-width: 0;
  overflow-wrap: anywhere;
}
.spec-item .spec-role {
  color: var(--fg-muted);
  min-width: 56px;
}
.spec-item .spec-shape {
  font-family: var(--mono);
  font-weight: 600;
}
.spec-item .spec-dtype {
  font-family: var(--mono);
  color: var(--fg-muted);
}
.spec-item.mismatch {
  background: var(--critical-bg);
  outline: 1px solid var(--critical);
}
.shape-scroll {
  max-height: 520px;
}
.shape-table th,
.shape-table td {
  vertical-align: top;
}
.shape-table .shape-cell {
  font-family: var(--mono);
}
/* At 1024 px a long layer name or a many-input spec wraps in its cell
   rather than push the table past its card. */
.shape-table td {
  white-space: normal;
  overflow-wrap: break-word;
}
.shape-table td.num {
  white-space: nowrap;
}
.shape-table .layer-class {
  color: var(--fg-muted);
  margin-left: 6px;
}
.shape-table tr.depth-0 td {
  font-weight: 600;
}
.shape-table tr.not-trainable .layer-name {
  color: var(--fg-muted);
}
.shape-table tr.row-mismatch td {
  background: var(--critical-bg);
}
.shape-table tr.row-mismatch td:first-child {
  box-shadow: inset 3px 0 0 var(--critical);
}
.shape-table tr.row-mismatch.row-warning td {
  background: var(--warning-bg);
}
.shape-table tr.row-mismatch.row-warning td:first-child {
  box-shadow: inset 3px 0 0 var(--warning);
}
.shape-table tr.row-note td {
  white-space: normal;
  color: var(--critical);
  font-size: 12px;
  padding-top: 0;
}
.shape-table tr.row-note.row-warning td {
  color: var(--warning);
}
.shape-table tr.row-raised_inside td.status-cell {
  color: var(--critical);
}
.shape-table tr.focused td {
  box-shadow: inset 0 2px 0 var(--select-ring), inset 0 -2px 0 var(--select-ring);
}
.shape-table tr.focused td:first-child {
  box-shadow: inset 0 2px 0 var(--select-ring), inset 0 -2px 0 var(--select-ring), inset 3px 0 0 var(--select-ring);
}
.shape-table tr.focused td:last-child {
  box-shadow: inset 0 2px 0 var(--select-ring), inset 0 -2px 0 var(--select-ring), inset -2px 0 0 var(--select-ring);
}
.status-cell {
  color: var(--fg-muted);
}
`;function at(e){return p("h2",{class:"section-title"},e)}function be({id:e,className:t="",title:n,aside:r=null,hidden:s=!1},...o){let i=typeof n=="string"?p("h3",null,n):n,l=typeof r=="string"?p("span",{class:"muted small"},r):r;return p("section",{class:`card ${t}`.trim(),id:e,hidden:s},p("div",{class:"card-head"},i,l),...o)}function Dr(e,{id:t,onchange:n}){let r=p("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:p("label",{class:"inline-picker"},p("span",null,e),r)}}function xs(e,t,n,r=s=>s){let s=t.join(`
`);e.dataset.options!==s&&(D(e,t.map(o=>p("option",{value:o},r(o)))),e.dataset.options=s),n!==null&&(e.value=n),e.disabled=!t.length}function xt(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function tt(e,t){e.hidden=!t,e.textContent=t||""}function nr(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}function mo(e,{summaryOf:t,render:n,focusOf:r,applyFocus:s}){let o=null;return{async update(i,l){let a=t(l);xt(e,!!a);let c=a?JSON.stringify(a):null;!a||c===o||(o=c,n(a))},focusFinding(i){let l=r(i);return!l||e.hidden?!1:(s(l),e.scrollIntoView({block:"nearest"}),!0)},retheme(){},destroy(){D(e)}}}var vb=["input_shape","layer_input","layer_rank","layer_call"],_b=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],ln=e=>Array.isArray(e)?e:[];function ud(e){let t=e&&e.areas&&e.areas[ie.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=ln(t.loss_checks).filter(s=>s&&typeof s=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function dd(e){return ln(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:vs(t.y_true),yPred:vs(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function fd(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>Xe(n)===ie.shapes)}function vs(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function ol(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>vs(t&&t.shape)).join("  ")}function go(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function cd(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function kb(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function pd(e,t){let n=t.some(a=>vb.includes(cd(a))&&(a.evidence||{}).source==="the data"),r=t.some(a=>_b.includes(cd(a))),s=e.data||{},o=ln(s.x),i=ln(s.y),l=(a,c,u,d)=>c&&c.path?`${a}.${c.path}`:d>1?`${a}[${u}]`:a;return{data:[...o.map((a,c)=>({role:l("x",a,c,o.length),spec:a,mismatch:n})),...i.map((a,c)=>({role:l("y",a,c,i.length),spec:a,mismatch:r}))],model:[...ln(e.model_inputs).map(a=>({role:"input",spec:a,mismatch:n,note:a.inferred?"(subclassed: taken from the data)":a.name?`\`${a.name}\``:""})),...ln(e.model_outputs).map(a=>({role:"output",spec:a,mismatch:r,note:a.layer?`of \`${a.layer}\``:""}))],losses:ln(e.loss).map(a=>a.name)}}function hd(e,t,n){let r=new Map;for(let o of t)typeof o.layer=="string"&&o.layer&&!r.has(o.layer)&&r.set(o.layer,o);let s=new Set;return ln(e.rows).map(o=>{let i=r.get(o.name),l=o.status==="failed",a=!!i||l,c=!!(i&&i.severity==="warning"),u=[`depth-${Math.min(o.depth||0,9)}`,o.trainable===!1?"not-trainable":"",a?"row-mismatch":"",c?"row-warning":"",o.status?`row-${o.status}`:"",n&&o.name===n?"focused":""].filter(Boolean),d=null;a&&!s.has(o.name)&&(s.add(o.name),d=i?kb(i):o.error||"This call failed.");let m=w=>w&&w[0]||null;return{row:o,classes:u,bad:a,warning:c,outputs:o.outputs&&o.outputs.length?ol(o.outputs):l?"—":"",dtype:(m(o.outputs)||{}).dtype||(m(o.inputs)||{}).dtype||"",status:l?"failed here":o.status==="raised_inside"?"raised inside":"",note:d}})}function md(e,t){let r=ln(e.rows).filter(s=>(s.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${Me(r,"layer call")} · ${go(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${go(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function gd(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=ln(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var bd=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function yd({role:e,spec:t,mismatch:n,note:r}){return p("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},p("span",{class:"spec-role"},e),p("span",{class:"spec-shape"},vs(t&&t.shape)),p("span",{class:"spec-dtype"},t&&t.dtype||""),r?p("span",{class:"muted"},Tn(r)):null)}function Sb(e,t){let n=pd(e,t);return[p("div",{class:"spec-box",id:"data-spec"},p("h4",null,"Data (one batch)"),p("ul",{class:"spec-list"},n.data.map(yd),n.data.length?null:p("li",{class:"muted"},"Not known (a generator?)"))),p("div",{class:"spec-box",id:"model-spec"},p("h4",null,"Model"),p("ul",{class:"spec-list"},n.model.map(yd),n.losses.length?p("li",{class:"spec-item","data-role":"loss"},p("span",{class:"spec-role"},"loss"),p("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function Eb({row:e,classes:t,bad:n,warning:r,outputs:s,dtype:o,status:i,note:l}){return[p("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},p("td",{class:"num muted"},String(e.index)),p("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},p("span",{class:"layer-name"},e.name),p("span",{class:"layer-class"},e.class)),p("td",{class:"shape-cell"},ol(e.inputs)),p("td",{class:"shape-cell"},s),p("td",{class:"shape-cell muted"},o),p("td",{class:"num"},go(e.params)),p("td",null,e.trainable===!1?"no":"yes"),p("td",{class:"status-cell"},i)),l===null?null:p("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},p("td",null,""),p("td",{colspan:bd.length-1},l))]}function Tb(e,t){Pe("trainhealth-shapes-style",ad),e.id="shape-health",e.hidden=!0;let n=null,r=null,s=[],o=null,i=p("p",{class:"shape-note muted",id:"shape-note",role:"status"}),l=p("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),a=p("div",{class:"spec-compare",id:"shape-specs"}),c=p("div",{class:"table-scroll shape-scroll"}),u=be({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},i,l,a,c),d=p("tbody"),m=be({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},p("table",{class:"data-table",id:"loss-shapes-table"},p("thead",null,p("tr",null,["Step","y_true","y_pred","Verdict"].map(b=>p("th",null,b)))),d));D(e,at(t.title),u,m);function w(b){m.hidden=!b.length,D(d,dd(b).map(S=>p("tr",{class:S.ok?null:"mismatch"},p("td",{class:"num"},S.step),p("td",{class:"shape-cell"},S.yTrue),p("td",{class:"shape-cell"},S.yPred),p("td",null,S.verdict))))}function k(b,S){i.textContent=md(b,S);let g=gd(b);l.hidden=!g,D(l,Tn(g)),D(a,Sb(b,s));let _=p("tr",null,bd.map(([E,A])=>p("th",A?{class:A}:null,E)));D(c,p("table",{class:"data-table shape-table",id:"shape-table"},p("thead",null,_),p("tbody",null,hd(b,s,o).map(Eb))))}function v(b){o=b;for(let E of c.querySelectorAll("tr.focused"))E.classList.remove("focused");let S=b?[...c.querySelectorAll("tr[data-layer]")].filter(E=>E.dataset.layer===b):[];for(let E of S)E.classList.add("focused");let g=S[0]||u;u.dataset.focused=b||"";let _=()=>g.scrollIntoView&&g.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(_):_()}return{async update(b,S){b!==n&&(n=b,r=null,o=null),s=fd(S);let g=ud(S);if(xt(e,!!g),!g)return;let _=`${JSON.stringify(g)}
${JSON.stringify(s)}`;_!==r&&(r=_,u.hidden=!g.table,g.table&&k(g.table,g.tables),w(g.lossChecks),o&&g.table&&v(o))},focusFinding(b){return Xe(b)!==ie.shapes||e.hidden?!1:(v(typeof b.layer=="string"?b.layer:null),!0)},retheme(){},destroy(){D(e)}}}var wd={area:ie.shapes,create:Tb};var xd=`/* The non-finite values view (views/nonfinite.js). Colours follow the
   theme variables of styles.css; the table's frame is .data-table's there. */

.nf-summary,
.nf-verdict {
  margin: 0 0 10px;
  font-size: 13px;
}
.nf-verdict.created,
.nf-verdict.upstream {
  font-weight: 600;
  color: var(--critical);
}

/* Timeline */
.nf-timeline-box {
  width: 100%;
  overflow: hidden;
}
.nf-timeline {
  display: block;
  font-family: var(--font);
  font-size: 11px;
}
.nf-lane-bg {
  fill: transparent;
}
.nf-lane-bg.odd {
  fill: var(--grid);
  opacity: 0.5;
}
.nf-lane-line {
  stroke: var(--card-border);
  stroke-width: 1;
}
.nf-lane-label {
  fill: var(--fg-muted);
  font-size: 12px;
  font-weight: 500;
}
.nf-axis-line,
.nf-tick {
  stroke: var(--fg-muted);
  stroke-width: 1;
}
.nf-tick-label {
  fill: var(--fg-muted);
}
.nf-first-line {
  stroke: var(--critical);
  stroke-width: 1.5;
  stroke-dasharray: 4 3;
}
.nf-first-label {
  fill: var(--critical);
  font-weight: 600;
}
.nf-marker {
  cursor: pointer;
  outline: none;
}
.nf-hit {
  fill: transparent;
}
.nf-marker .nf-shape {
  fill: var(--critical);
  stroke: var(--card);
  stroke-width: 1.5;
}
.nf-marker.sev-warning .nf-shape {
  fill: var(--warning);
}
.nf-marker.sev-info .nf-shape {
  fill: var(--info);
}
.nf-marker .nf-ring {
  fill: none;
  stroke: transparent;
  stroke-width: 2;
}
.nf-marker:hover .nf-ring {
  stroke: var(--edge);
}
.nf-marker.selected .nf-ring,
.nf-marker:focus-visible .nf-ring {
  stroke: var(--select-ring);
}
.nf-marker-label {
  fill: var(--fg);
  font-family: var(--mono);
  font-size: 11px;
}
.nf-marker.selected .nf-marker-label {
  font-weight: 700;
}

/* Bad-step table */
.nf-scroll {
  max-height: 420px;
}
.nf-table .max-cell,
.nf-table .dtype-cell {
  font-family: var(--mono);
}
.nf-table .dtype-cell {
  color: var(--fg-muted);
}
.nf-table .finite-cell.ok {
  color: var(--clear);
}
.nf-table .finite-cell.bad {
  color: var(--critical);
  font-weight: 600;
}
.nf-table tr.first-bad td {
  background: var(--critical-bg);
}
.nf-table tr.first-bad td:first-child {
  box-shadow: inset 3px 0 0 var(--critical);
}
.nf-table tr.propagated td {
  color: var(--fg-muted);
}
.nf-table tr.propagated .finite-cell.bad {
  color: var(--critical);
  font-weight: 400;
}
.nf-table .near-limit {
  color: var(--warning);
  font-weight: 600;
}
.nf-first-badge {
  margin-left: 8px;
}
.nf-tag {
  margin-left: 6px;
  font-size: 11px;
  color: var(--fg-muted);
  border: 1px solid var(--card-border);
  border-radius: 4px;
  padding: 0 4px;
}
`;var vd=`/* The layer x step heatmap (heatmap.js), for every view that draws one.
   Its colours (--heatmap-*) and the tooltip are in styles.css. */

.heatmap-wrap {
  position: relative;
  width: 100%;
}
.heatmap-canvas {
  display: block;
}
.heatmap-canvas:focus-visible {
  outline: 2px solid var(--select-ring);
}

.heatmap-legend {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 24px;
  margin-top: 6px;
  font-size: 12px;
}
.legend-scale {
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
}
.legend-title {
  color: var(--fg);
  font-weight: 500;
}
.legend-bar-box {
  position: relative;
  width: 260px;
  padding-bottom: 16px;
  margin-right: 16px;
}
.legend-bar {
  height: 12px;
  border-radius: 3px;
  border: 1px solid var(--card-border);
}
.legend-ticks {
  position: absolute;
  left: 0;
  right: 0;
  top: 14px;
  height: 14px;
}
.legend-tick {
  position: absolute;
  transform: translateX(-50%);
  color: var(--fg-muted);
  font-size: 11px;
  white-space: nowrap;
}
.legend-extras {
  display: flex;
  gap: 6px 16px;
  flex-wrap: wrap;
  color: var(--fg-muted);
}
.heatmap-legend .legend-item {
  display: inline-flex;
  align-items: center;
  gap: 6px;
}
.heatmap-legend .swatch {
  border-width: 1px;
  border-color: var(--card-border);
}
.swatch.cell-nonfinite {
  background: var(--heatmap-nonfinite);
}
.swatch.cell-zero {
  background: var(--heatmap-zero);
}
.swatch.cell-missing {
  background: var(--heatmap-missing);
}

/* The row labels (heatmap.js drawLabels): in the plot's left margin, one
   line each, never wider than the margin (the full name in the title). */
.heatmap-labels {
  position: absolute;
  left: 0;
  top: 0;
  pointer-events: none;
}
.heatmap-label {
  position: absolute;
  left: 2px;
  height: 14px;
  line-height: 14px;
  box-sizing: border-box;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: right;
  font: 11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  color: var(--fg-muted);
  pointer-events: auto;
}
.heatmap-label.highlighted {
  color: var(--fg);
  font-weight: 600;
}
.heatmap-label.heatmap-member {
  color: var(--fg-muted);
  font-style: italic;
}
button.heatmap-label.heatmap-group {
  padding: 0;
  margin: 0;
  border: 0;
  background: none;
  cursor: pointer;
  color: var(--fg);
}
button.heatmap-label.heatmap-group:hover,
button.heatmap-label.heatmap-group:focus-visible {
  text-decoration: underline;
  outline: none;
}
`;var Nb=/^(.*?\d+)(?=$|[^0-9A-Za-z])/;function Mb(e){let t=Nb.exec(String(e));return t?t[1]:null}function il(e){let t=Array.isArray(e)?e.length:0;if(t<=48)return null;let n=e.map(Mb),r=n.slice();for(let i=0;i<t;i++){if(r[i]!==null)continue;let l=i-1;for(;l>=0&&n[l]===null;)l--;let a=i+1;for(;a<t&&n[a]===null;)a++;l>=0&&a<t&&n[l]===n[a]&&(r[i]=n[l])}let s=[],o=new Map;for(let i=0;i<t;i++){let l=s[s.length-1];if(r[i]!==null&&l&&l.key===r[i]){l.members.push(i);continue}let a=r[i]===null?String(e[i]):r[i],c=o.get(a)||0;o.set(a,c+1),s.push({id:c?`${a}#${c+1}`:a,key:r[i],label:a,members:[i]})}return s.some(i=>i.members.length>1)?s.map(({id:i,label:l,members:a})=>({id:i,label:l,members:a})):Cb(e)}function Cb(e){let t=Math.ceil(e.length/32),n=[];for(let r=0;r<e.length;r+=t){let s=[];for(let i=r;i<Math.min(e.length,r+t);i++)s.push(i);let o=`${e[s[0]]} … ${e[s[s.length-1]]}`;n.push({id:`${s[0]}-${s[s.length-1]}`,label:o,members:s})}return n}function ll(e,t,n){if(!t)return e.map((s,o)=>({kind:"layer",label:String(s),members:[o]}));let r=[];for(let s of t){if(s.members.length===1){r.push({kind:"layer",label:String(e[s.members[0]]),members:s.members});continue}let o=n.has(s.id);if(r.push({kind:"group",id:s.id,label:s.label,members:s.members,expanded:o}),o)for(let i of s.members)r.push({kind:"layer",label:String(e[i]),members:[i],inGroup:s.id,block:s.label})}return r}function _d(e){return!e.block||!e.label.startsWith(e.block)?e.label:e.label.slice(e.block.length).replace(/^[^0-9A-Za-z]+/,"")||e.label}function kd(e,t){let n=e.steps.length,r=[],s=new Set;return t.forEach((o,i)=>{if(o.members.length===1){let a=o.members[0];r.push(e.values[a]||[]);for(let c=0;c<n;c++)e.nonfinite.has(a*n+c)&&s.add(i*n+c);return}let l=new Array(n).fill(null);for(let a of o.members){let c=e.values[a]||[];for(let u=0;u<n;u++){e.nonfinite.has(a*n+u)&&s.add(i*n+u);let d=c[u];typeof d=="number"&&Number.isFinite(d)&&(l[u]===null||d>l[u])&&(l[u]=d)}}r.push(l)}),{...e,layers:t.map(o=>o.label),members:t.map(o=>o.members.map(i=>e.layers[i])),layerCount:e.layers.length,values:r,nonfinite:s}}function Sd(e,t,n){let r=null,s=-1/0;for(let o of t.members){let i=(e.values[o]||[])[n];typeof i=="number"&&Number.isFinite(i)&&i>s&&(s=i,r=e.layers[o])}return{layers:t.members.length,top:r}}function al(e,t,n){if(!e||!n||!n.length)return[];let r=new Set(n);return e.filter(s=>s.members.length>1&&s.members.some(o=>r.has(t[o]))).map(s=>s.id)}var Lb=ie.nonfinite,Ob="missing",yo=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],Ib=190,Rb=56,ul=10,cl=13;function dl(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(yo.length-1),n=Math.min(yo.length-2,Math.floor(t)),r=t-n,s=yo[n],o=yo[n+1];return[0,1,2].map(i=>Math.round(s[i]+(o[i]-s[i])*r))}function bo(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(l=>Array.isArray(l)&&l.length>=2):[],s=Array.isArray(t.values)?t.values:[],o=r.length,i=new Set;for(let l of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(l)&&l.length>=2&&i.add(l[0]*o+l[1]);return{layers:n,steps:r,values:s,nonfinite:i,stat:String(t.stat||""),logScale:!!t.log_scale}}function Br(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(s=>Array.isArray(s)&&s.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(s=>s[1]>s[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function Vr(e){return Math.max(50,Math.min(5e3,e))}function Ed(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function fl(e){return Math.round(Math.min(Ib,Math.max(Rb,e+16)))}function pl(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),s=Math.max(t,n??t),o=-1,i=-1;return e.forEach((l,a)=>{Array.isArray(l)&&l[1]>=r&&l[0]<=s&&(o<0&&(o=a),i=a)}),o<0?null:[o,i]}function wo(e,{logScale:t,stat:n}){let r=1/0,s=-1/0,o=0;for(let i of e)if(Array.isArray(i)){for(let l of i)if(!(typeof l!="number"||!Number.isFinite(l))){if(t&&l<=0){o++;continue}l<r&&(r=l),l>s&&(s=l)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:o}:{lo:0,hi:1,log:!1,nonPositive:o};if(t){if(s/r<10){let i=Math.sqrt(r*s);r=Math.min(r,i/Math.sqrt(10)),s=Math.max(s,i*Math.sqrt(10))}return{lo:r,hi:s,log:!0,nonPositive:o}}if(r===s){let i=Math.abs(r)*.1||1;r-=i,s+=i}return{lo:r,hi:s,log:!1,nonPositive:0}}function hl(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function Td(e){if(!e.log)return Un(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,s=[];if(r<3){for(let i=t-1;i<=n;i++)for(let l of[1,2,5]){let a=l*10**i;a>=e.lo*(1-1e-9)&&a<=e.hi*(1+1e-9)&&s.push(Number(a.toPrecision(6)))}return s}let o=Math.max(1,Math.ceil(r/7));for(let i=t;i<=n;i+=o)s.push(10**i);return s}function Ad(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:Q(t)}function $d(e,t,n){let r=e.layers.length,s=e.steps.length,o=new Uint8ClampedArray(r*s*4);for(let i=0;i<r;i++){let l=e.values[i]||[];for(let a=0;a<s;a++){let c=l[a],u;e.nonfinite.has(i*s+a)?u=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?u=n.missing:t.log&&c<=0?u=n.zero:u=dl(hl(t,c));let d=(i*s+a)*4;o[d]=u[0],o[d+1]=u[1],o[d+2]=u[2],o[d+3]=255}}return o}function Nd(e){let t=e.steps.length,n=new Set,r=new Set;for(let s of e.nonfinite)n.add(Math.floor(s/t)),r.add(s%t);return{rows:[...n].sort((s,o)=>s-o),columns:[...r].sort((s,o)=>s-o)}}function ml(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]),r=(s,o)=>e.members?e.members[o].some(i=>n.has(i)):n.has(s);return e.layers.map((s,o)=>r(s,o)?o:-1).filter(s=>s>=0)}function Md(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function Cd(e,t,n){let r=new Set(n),s=Math.max(1,Math.ceil(cl/t)),o=l=>n.some(a=>Math.abs(a-l)*t<cl&&a!==l),i=[];for(let l=0;l<e;l++){let a=r.has(l);if(!a&&(l%s!==0||o(l)))continue;let c=i[i.length-1];a&&i.length&&(l-c)*t<cl&&r.has(c)||i.push(l)}return i}function Ld(e){if(!Array.isArray(e)||!e.length)return[];let t=e[0][0],n=Math.max(1,e[e.length-1][1]+1-t);return e.map(([r,s])=>[(r-t)/n,(s+1-t)/n])}function Pb(e,t){if(!Array.isArray(e)||!e.length)return null;let n=e[0][0],r=e[e.length-1][1];return t<n||t>r?null:(t+.5-n)/(r+1-n)}function Od(e,t){let n=0,r=e.length-1;for(;n<=r;){let s=n+r>>1;if(t<e[s][0])r=s-1;else if(t>=e[s][1])n=s+1;else return s}return null}function Id(e){if(!e.length)return!0;let t=e[0][1]-e[0][0];return e.every(([n,r],s)=>Math.abs(r-n-t)<1e-9&&(s===0||Math.abs(n-e[s-1][1])<1e-9))}function Rd(e,t){return e.length?Gs(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,x:Pb(e,r)})).filter(r=>r.x!==null):[]}function Pd(e,t,n){let r=(e.values[t]||[])[n],s=e.nonfinite.has(t*e.steps.length+n),o=typeof r=="number"&&Number.isFinite(r),[i,l]=e.steps[n];return{layer:e.layers[t],steps:[i,l],valueText:s?"NaN / Inf":o?Q(r,4):"not logged",dataValue:s?Lb:o?String(r):Ob,nonfinite:s,mean:i!==l&&!s&&typeof r=="number"}}function Fd(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function jd(e,t,n,r){let s={layers:String(e?e.layerCount??e.layers.length:0),rows:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(s.rangeMin=String(t.lo),s.rangeMax=String(t.hi)),n&&(s.plot=[n.left,n.top,n.width,n.height].map(o=>o.toFixed(1)).join(",")),r&&e){let o=ml(e,r),i=e.members?o.flatMap(c=>e.members[c]):o.map(c=>e.layers[c]),l=new Set(r.layers||[]);s.highlightLayers=JSON.stringify([...new Set(i)].filter(c=>l.has(c))),s.highlightRows=JSON.stringify(o),s.highlightSteps=`${r.first}-${r.last}`;let a=pl(e.steps,r.first,r.last);s.highlightColumns=a?`${a[0]}-${a[1]}`:""}return s}var zd=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var vo='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',Fb=`600 ${vo}`,ct=10,jb=40,zb=14,Dd={open:"▾ ",closed:"▸ "};function Hr(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){Pe("trainhealth-heatmap-style",vd);let{canvas:s,tooltip:o,labelBox:i,wrap:l,legend:a}=Db(e,n,r),c=null,u=null,d=new Set,m=[],w=null,k=null,v=null,b=null,S=t,g=null,_=null,E=()=>Math.max(240,l.clientWidth||e.clientWidth||600);function A(){m=ll(c.layers,u,d),w=u?kd(c,m):c}function L(P){d.has(P)?d.delete(P):d.add(P),A(),M()}function W(){let P=jd(w,k,b,v);for(let B of zd)B in P||delete s.dataset[B];Object.assign(s.dataset,P)}function M(){j();let P=_?O(_):null;P?R(P):$()}function j(){if(!w||!w.layers.length||!w.steps.length)return V();let P=E();b=Vb(w,P,Bd(g||m.map(xo)));let B=ds(s,P,Math.ceil(ct+b.height+jb));Hb(B,w,k,b),Wb(B,w,b);let se=ml(w,v);Gb(B,b,w.steps,v,se);let z=I(se),Y=Ub(B,b,w.steps);mt(s,{ticksX:Y,ticksY:z,xTitle:"step",yTitle:"layer"}),Kb(B,b),D(a,qb({range:k,valueLabel:S,groups:u,rows:m,layerCount:c.layers.length,idPrefix:r})),W()}function V(){s.width=0,s.height=0,s.style.height="0px",b=null,D(a),D(i),W()}function I(P){let{left:B,rowH:se,n:z}=b,Y=new Set(P),ne=B-10,te=Cd(z,se,P).map(K=>Yb(m[K],K,{rowH:se,width:ne,highlighted:Y.has(K),onToggle:L}));return D(i,te),te.length}function O(P){if(!b||!w)return null;let B=s.getBoundingClientRect(),se=P.clientX-B.left-b.left,z=P.clientY-B.top-b.top;if(se<0||z<0||se>=b.width||z>=b.height)return null;let Y=Math.min(b.n-1,Math.floor(z/b.rowH)),ne=Od(b.edges,se/b.width);return ne===null?null:{r:Y,c:ne,x:se+b.left,y:z+b.top}}function $(){o.hidden=!0;for(let P of["layer","column","steps","value"])delete o.dataset[P]}function R(P){let{r:B,c:se}=P,z=Pd(w,B,se),[Y,ne]=z.steps,te=m[B],K=te&&te.kind==="group"?Sd(c,te,se):null,fe=K?`${K.layers} layers · ${$n(Y,ne)}`:`${u?"":`layer ${B+1} of ${b.n} · `}${$n(Y,ne)}`;D(o,Jb(z,{where:fe,valueLabel:S,group:K,row:te})),Object.assign(o.dataset,{layer:z.layer,column:String(se),steps:`${Y}-${ne}`,value:z.dataValue}),o.hidden=!1,Xb(o,P,l.clientWidth,s.offsetHeight)}s.addEventListener("mousemove",P=>{_={clientX:P.clientX,clientY:P.clientY};let B=O(_);B?R(B):$()}),s.addEventListener("click",P=>{let B=O(P),se=B&&m[B.r];se&&se.kind==="group"&&L(se.id)}),s.addEventListener("mouseleave",()=>{_=null,$()});let C=Nr(l,()=>w&&M());return{canvas:s,plotWidth(P){let B=Array.isArray(P)&&P.length?P.map(String):null,se=B?ll(B,il(B),new Set).map(xo):m.map(xo);return Math.max(40,Math.floor(E()-fl(Bd(se))-ul))},setData(P,{label:B,range:se=null,labels:z=null}={}){B&&(S=B),g=Array.isArray(z)&&z.length?z:null;let Y=c?c.layers.join(`
`):null;c=bo(P),u=il(c.layers),Y!==c.layers.join(`
`)&&d.clear();for(let ne of al(u,c.layers,v&&v.layers))d.add(ne);A(),k=se||wo(c.values,{logScale:c.logScale,stat:c.stat}),C.sync(),M()},clear(){c=null,u=null,m=[],w=null,k=null,M()},setHighlight(P){if(v=P&&Array.isArray(P.layers)?P:null,c){for(let B of al(u,c.layers,v&&v.layers))d.add(B);A()}M()},missingLayers:()=>Fd(c,v),redraw:M,destroy(){C.disconnect()}}}function Db(e,t,n){let r=p("canvas",{id:t,class:"heatmap-canvas",role:"img",tabindex:"0"}),s=p("div",{id:`${n}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),o=p("div",{class:"heatmap-labels",id:`${n}-labels`}),i=p("div",{class:"heatmap-wrap"},r,o,s),l=p("div",{class:"heatmap-legend",id:`${n}-legend`});return D(e,i,l),{canvas:r,tooltip:s,labelBox:o,wrap:i,legend:l}}var Bd=e=>e.length?Math.max(...e.map(t=>sn(String(t),vo))):120,Bb=e=>`${e.expanded?Dd.open:Dd.closed}${e.label} (${e.members.length})`,xo=e=>e.kind==="group"?Bb(e):_d(e);function Vb(e,t,n){let r=e.layers.length,s=e.steps.length,o=Ed(r),i=fl(n),l=Math.max(40,t-i-ul);return{left:i,top:ct,width:l,height:r*o,rowH:o,n:r,m:s,edges:Ld(e.steps)}}function Vd(){return{missing:tr("--heatmap-missing",[213,216,220]),nonfinite:tr("--heatmap-nonfinite",[232,17,45]),zero:tr("--heatmap-zero",[0,0,0])}}function Hb(e,t,n,r){let{left:s,width:o,height:i,n:l,m:a,edges:c}=r,u=Vd(),d=document.createElement("canvas");if(d.width=a,d.height=l,d.getContext("2d").putImageData(new ImageData($d(t,n,u),a,l),0,0),e.imageSmoothingEnabled=!1,Id(c)){e.drawImage(d,s,ct,o,i);return}e.fillStyle=`rgb(${u.missing.join(",")})`,e.fillRect(s,ct,o,i),c.forEach(([m,w],k)=>{let v=s+m*o;e.drawImage(d,k,0,1,l,v,ct,Math.max(1,s+w*o-v),i)})}function Wb(e,t,n){let{left:r,width:s,rowH:o,edges:i}=n,l=Nd(t);e.fillStyle=`rgb(${Vd().nonfinite.join(",")})`;for(let a of l.rows)e.fillRect(r+s+2,ct+a*o,5,Math.max(2,o));for(let a of l.columns){let[c,u]=i[a];e.fillRect(r+c*s,ct-6,Math.max(2,(u-c)*s),4)}}function Gb(e,t,n,r,s){if(!s.length)return;let{left:o,width:i,height:l,rowH:a,m:c,edges:u}=t,d=He("--heatmap-highlight","#ff00aa"),m=pl(n,r.first,r.last)||[0,c-1],w=o+u[m[0]][0]*i,k=o+u[m[1]][1]*i;e.save();for(let[v,b]of Md(s)){let S=ct+v*a,g=ct+(b+1)*a,_=Math.max(k-w,3);e.lineWidth=4,e.strokeStyle="rgba(0,0,0,0.55)",e.strokeRect(w-2,S-2,_+4,g-S+4),e.lineWidth=2,e.strokeStyle=d,e.strokeRect(w-2,S-2,_+4,g-S+4),e.fillStyle=d,e.fillRect(o-5,S,3,Math.max(2,g-S))}e.fillStyle=d,e.fillRect(w,ct+l+1,Math.max(k-w,2),3),e.restore()}function Yb(e,t,{rowH:n,width:r,highlighted:s,onToggle:o}){let i=yc(xo(e),r,s?Fb:vo),l=`top: ${(ct+(t+.5)*n-zb/2).toFixed(1)}px; width: ${r}px`,a=`heatmap-label${s?" highlighted":""}${e.inGroup?" heatmap-member":""}`,c={row:String(t),layer:e.label};if(e.kind!=="group")return p("span",{class:a,style:l,title:e.label,dataset:c},i);let u=`${e.label}: ${e.members.length} layers, each cell the ${"max"} of theirs. Click to ${e.expanded?"close":"open"}.`;return p("button",{type:"button",class:`${a} heatmap-group`,style:l,title:u,"aria-expanded":String(e.expanded),dataset:{...c,group:e.id},onclick:()=>o(e.id)},i)}function Ub(e,t,n){let{left:r,width:s,height:o}=t,i=He("--fg-muted","#5f6670");e.font=vo,e.fillStyle=i,e.strokeStyle=i,e.textAlign="center",e.textBaseline="top",e.lineWidth=1;let l=Rd(n,s);for(let{step:a,x:c}of l){let u=r+c*s;e.beginPath(),e.moveTo(Math.round(u)+.5,ct+o),e.lineTo(Math.round(u)+.5,ct+o+5),e.stroke(),e.fillText(String(a),Math.min(Math.max(u,r+10),r+s-10),ct+o+7)}return e.fillText("step",r+s/2,ct+o+23),l.length}function Kb(e,t){let{left:n,width:r,height:s}=t;e.strokeStyle=He("--card-border","#e0e3e8"),e.strokeRect(n-.5,ct-.5,r+1,s+1)}function qb({range:e,valueLabel:t,groups:n,rows:r,layerCount:s,idPrefix:o}){let i=[];for(let d=0;d<=10;d++){let[m,w,k]=dl(d/10);i.push(`rgb(${m},${w},${k}) ${d*10}%`)}let l=p("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${i.join(", ")})`}),a=p("div",{class:"legend-ticks"},Td(e).map(d=>{let m=Math.min(1,Math.max(0,hl(e,d)));return p("span",{class:"legend-tick",style:`left: ${(m*100).toFixed(2)}%`},Ad(e,d))})),c=(d,m,w={})=>p("span",{class:"legend-item",...w},p("span",{class:`swatch ${d}`}),m),u=[c("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),c("cell-missing","not logged")];if(n){let d=r.filter(m=>m.kind==="group").length;u.push(p("span",{class:"legend-item",id:`${o}-groups`},`${s} layers in ${n.length} rows: a block's row is the ${"max"} of its layers; click a block (${d}) to open it`))}return e.log&&e.nonPositive&&u.push(c("cell-zero",`0 (${e.nonPositive} cell${e.nonPositive===1?"":"s"})`,{id:`${o}-zero-cells`})),[p("div",{class:"legend-scale"},p("span",{class:"legend-title"},`${t}${e.log?" (log₁₀ scale)":""}`),p("div",{class:"legend-bar-box"},l,a),p("span",{class:"legend-range muted",id:`${o}-range`},`${Q(e.lo)} … ${Q(e.hi)}`)),p("div",{class:"legend-extras"},u)]}function Jb(e,{where:t,valueLabel:n,group:r,row:s}){return[p("div",{class:"tt-title"},e.layer),p("div",{class:"tt-row muted"},t),p("div",{class:`tt-row${e.nonfinite?" error-text":""}`},`${n}${r?` (${"max"} of the block)`:""}: `,p("strong",null,e.valueText),e.mean?p("span",{class:"muted"}," (mean)"):null),r&&r.top?p("div",{class:"tt-row muted"},`highest: ${r.top}`):null,r?p("div",{class:"tt-row muted"},`click to ${s.expanded?"close":"open"} the block`):null]}function Xb(e,t,n,r){let s=e.offsetWidth,o=e.offsetHeight,i=t.x+14;i+s>n&&(i=t.x-s-14);let l=t.y+14;l+o>r&&(l=Math.max(0,t.y-o-10)),e.style.left=`${Math.max(0,i)}px`,e.style.top=`${l}px`}var ko=lt.activation_max_abs,Hd=[{kind:tn.nonfinite_activations,shape:"circle"},{kind:tn.nonfinite_loss,shape:"diamond"},{kind:tn.nonfinite_gradients,shape:"triangle"},{kind:tn.nonfinite_weights,shape:"square"},{kind:tn.loss_scale_collapse,shape:"down"}].map(e=>({...e,label:ae(e.kind)})),_o=e=>e.kind!==tn.loss_scale_collapse,Zb=65504,Qb=["critical","warning","info"],So={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function Wd(e){let t=e&&e.areas&&e.areas[ie.nonfinite];return t&&typeof t=="object"?t:null}function ew(e){if(typeof e=="number"&&Number.isFinite(e))return Q(e,4);let t=Yn(e);return t?t==="NaN"?"NaN":"Inf":"—"}function tw(e){return e.variable?String(e.variable):e.layer?String(e.layer):Yn(e.value)||""}function Gd(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!At(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function Yd(e,t){let n=-1,r=-1,s=new Set(t.events.flatMap(o=>[o.layer,o.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((o,i)=>{if(!o||o.kind!==t.kind)return;let l=0;o.step===t.step&&(l+=2),o.layer&&s.has(o.layer)&&(l+=1);let a=o.evidence&&typeof o.evidence=="object"?o.evidence:{};a.variable&&s.has(a.variable)&&(l+=1),l>r&&(n=i,r=l)}),n}function Ud(e,t,n){return n<0?null:t.find(r=>Yd(e,r)===n)||null}function Kd(e){let t=new Set(e.map(s=>s.kind)),n=Hd.filter(s=>t.has(s.kind)),r=[...t].filter(s=>!Hd.some(o=>o.kind===s)).map(s=>({kind:s,label:ae(s),shape:"circle"}));return[...n,...r]}function nw(e,t){let n=e&&e.bad_step;if(n&&At(n.step))return n.step;let r=t.find(_o)||t[0];return r?r.step:null}function qd(e,t){let n=Math.min(...e.map(i=>i.step)),r=Math.max(...e.map(i=>i.step)),s=t&&Array.isArray(t.steps)?t.steps:[];if(s.length&&Array.isArray(s[0])&&Array.isArray(s[s.length-1])&&(n=Math.min(n,s[0][0]),r=Math.max(r,s[s.length-1][1])),r-n<10){let i=(n+r)/2;n=Math.max(0,Math.floor(i-5)),r=n+10}let o=(r-n)*.03;return[n-o,r+o]}function Jd(e){let t=e.find(_o);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=Kd(e).map(s=>e.find(o=>o.step===n&&o.kind===s.kind&&_o(o))).filter(Boolean).map(s=>{let o=s.events.map(i=>i.variable||i.layer).find(Boolean);return`the ${Tt(ae(s.kind))}${o?` (${o})`:""}`});return{step:n,atFirst:hc(r),later:e.filter(s=>s.step>n).length,earlier:e.filter(s=>s.step<n).length}}function rw(e,t){let n=t>=0?e[t]:null;return n&&Qb.includes(n.severity)?n.severity:"critical"}function Xd({groups:e,findings:t,summary:n,domain:r,boxWidth:s,measure:o}){let{left:i,right:l,top:a,laneHeight:c,bottom:u,radius:d,minWidth:m}=So,w=Kd(e),k=Math.max(m,s||0),v=k-i-l,b=a+w.length*c+u,[S,g]=r,_=$=>i+($-S)/(g-S)*v,E=w.map(($,R)=>({...$,y:a+R*c+c/2})),A=new Map(E.map($=>[$.kind,$])),L=a+w.length*c,W=Gs(Math.ceil(S),Math.floor(g),Math.max(2,Math.floor(v/80))).map($=>({step:$,x:_($)})),M=nw(n,e),j=_(M),V=j>i+v-90,I={step:M,x:j,labelX:V?j-4:j+4,anchor:V?"end":"start",text:e.some(_o)?`first NaN/Inf: step ${M}`:`loss scale collapsed: step ${M}`},O=[];for(let $ of E){let R=e.filter(C=>C.kind===$.kind);R.forEach((C,P)=>{let B=_(C.step),se=Yd(t,C),z=[...new Set(C.events.map(tw).filter(Boolean))],Y=z.length>1?`${z[0]} +${z.length-1}`:z[0]||"",ne=R[P+1],te=R[P-1],K=(ne?_(ne.step)-d-6:k-4)-(B+d+5),fe=B-d-5-(te?_(te.step)+d+6:i-4),me=(Y?o(Y):0)>K&&fe>K,de=Math.max(0,me?fe:K),st=Y&&de>=24?Ys(Y,de,o):"",ot=st?o(st):0,Se=z.length?` — ${z.slice(0,10).join(", ")}${z.length>10?", …":""}`:"";O.push({key:C.key,kind:C.kind,step:C.step,x:B,y:A.get(C.kind).y,shape:$.shape,findingIndex:se,severity:rw(t,se),title:`${$.label}: NaN/Inf at step ${C.step}${Se}`,label:st,labelSide:me?"left":"right",hitX:me?-d-5-ot-2:-d-3,hitWidth:2*d+6+(st?ot+7:0),layer:C.events.map(yt=>yt.layer).find(Boolean)||"",variable:C.events.map(yt=>yt.variable).find(Boolean)||"",count:C.events.length})})}return{width:k,height:b,domain:r,plotW:v,axisY:L,lanes:E,ticks:W,first:I,markers:O}}function Zd(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(l=>l&&typeof l.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(l=>l.finite===!1)||{}).layer,s=!1,o=n.map(l=>{let a=l.finite!==!1,c=l.layer===r&&!s;return c&&(s=!0),{layer:l.layer,finite:a,first:c,propagated:!c&&!a&&s,nearLimit:l.dtype==="float16"&&typeof l.max_abs=="number"&&l.max_abs>Zb/2,maxText:ew(l.max_abs),dtype:l.dtype?String(l.dtype):"",kind:l.kind||"layer",asInput:!!l.as_input}}),i=o.find(l=>l.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(i&&i.dtype==="float16"),firstLayer:!!(o.length&&o[0].layer===r),rows:o}}function Qd(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!At(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function ef(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([s,o])=>`${s}: ${o}`).join(", ");return`${Me(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function tf(e,t,n){return!e.layers||!e.columns?`No ${Tt(ae(ko))} values were logged for this run yet.`:`${Me(e.layers,"layer output")} (first on top) × ${$n(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${Me(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function sw(e){let t=So.radius;switch(e){case"diamond":return U("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return U("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return U("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"square":return U("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return U("circle",{class:"nf-shape",r:t})}}function nf(e,t,n){let{left:r,top:s,laneHeight:o,radius:i}=So,{width:l,height:a,plotW:c,axisY:u,domain:d}=e,m=U("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:l,height:a,viewBox:`0 0 ${l} ${a}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${d[0]},${d[1]}`});e.lanes.forEach((v,b)=>{m.append(U("rect",{class:`nf-lane-bg${b%2?" odd":""}`,x:0,y:v.y-o/2,width:l,height:o}),U("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:v.y,y2:v.y}),U("text",{class:"nf-lane-label",x:10,y:v.y,"dominant-baseline":"central","data-kind":v.kind},v.label))});let w=U("g",{class:"nf-axis"},U("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:u,y2:u}));for(let v of e.ticks)w.append(U("line",{class:"nf-tick",x1:v.x,x2:v.x,y1:u,y2:u+5}),U("text",{class:"nf-tick-label",x:v.x,y:u+16,"text-anchor":"middle"},String(v.step)));w.append(U("text",{class:"nf-tick-label",x:r+c/2,y:u+30,"text-anchor":"middle"},"step")),m.append(w),mt(m,{kind:"svg",ticksX:e.ticks.length,ticksY:e.lanes.length,xTitle:"step",yTitle:"where"});let{first:k}=e;m.append(U("line",{class:"nf-first-line",x1:k.x,x2:k.x,y1:s-4,y2:u}),U("text",{class:"nf-first-label",x:k.labelX,y:s-8,"text-anchor":k.anchor},k.text));for(let v of e.markers){let b=v.labelSide==="left",S=U("g",{class:`nf-marker sev-${v.severity}${v.key===t?" selected":""}`,transform:`translate(${v.x.toFixed(1)},${v.y})`,role:"button",tabindex:"0","aria-label":v.title,"data-key":v.key,"data-kind":v.kind,"data-step":String(v.step),"data-layer":v.layer,"data-variable":v.variable,"data-count":String(v.count),"data-finding-index":v.findingIndex>=0?String(v.findingIndex):""},U("title",null,v.title),U("rect",{class:"nf-hit",x:v.hitX,y:-o/2+2,width:v.hitWidth,height:o-4}),U("circle",{class:"nf-ring",r:i+4}),sw(v.shape),v.label?U("text",{class:"nf-marker-label",x:b?-i-5:i+5,y:0,"dominant-baseline":"central","text-anchor":b?"end":"start"},v.label):null);S.addEventListener("click",()=>n(v)),S.addEventListener("keydown",g=>{(g.key==="Enter"||g.key===" ")&&(g.preventDefault(),n(v))}),m.append(S)}return m}var rf="tb-trainhealth:numerics",ow='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',iw=ki(ow);function lw(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=p("code",null,t.firstBad||"?");return t.verdict==="created"?D(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"&&t.float16&&t.firstLayer?D(e,"The first NaN/Inf is at the input of ",n,", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16."):t.verdict==="upstream"?D(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):D(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function aw(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return p("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},p("td",{class:"num muted"},String(t+1)),p("td",{class:"layer-cell"},p("code",null,e.layer),e.kind==="watch"?p("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?p("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),p("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?p("span",{class:"muted nf-as-input"}," (as its input)"):null),p("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),p("td",{class:"dtype-cell"},e.dtype||"—"))}function cw(e,t){Pe("trainhealth-numerics-style",xd),e.id="numerics-health",e.hidden=!0;let n=An(rf),r=null,s=null,o=[],i=[],l=null,a=null,c=typeof n.run=="string"?n:null,u=null,d=null,m=0,w=()=>nn(rf,{run:r,marker:a}),k=p("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),v=p("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),b=be({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},k,v),S=p("h3",null,"The bad step"),g=p("p",{class:"nf-verdict",id:"bad-step-verdict"}),_=p("div",{class:"table-scroll nf-scroll"}),E=be({id:"bad-step-card",className:"nf-card",title:S,aside:"every layer output, in execution order",hidden:!0},g,_),A=ae(ko),L=p("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),W=p("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),M=p("div",{class:"heatmap-box"}),j=be({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${A} by layer`,aside:"per layer output, over steps",hidden:!0},L,W,M),V=Hr(M,{label:A,id:"activation-heatmap",idPrefix:"activation-heatmap"});D(e,at(t.title),p("div",{class:"card-row"},b,E),j);function I(){if(!i.length||!l)return D(v);let z=Xd({groups:i,findings:o,summary:s,domain:l,boxWidth:v.clientWidth||e.clientWidth||600,measure:iw});D(v,nf(z,a,Y=>$(Y.key,Y.findingIndex)))}function O(){for(let z of v.querySelectorAll(".nf-marker"))z.classList.toggle("selected",z.dataset.key===a);v.dataset.selected=a||""}function $(z,Y){a=z,w(),O(),Y>=0&&t.openFinding(Y)}function R(){let z=Jd(i);if(z.collapseStep!==void 0)return D(k,"The loss scale collapsed at ",p("strong",null,`step ${z.collapseStep}`),"; no NaN/Inf was recorded.");D(k,"First NaN/Inf at ",p("strong",null,`step ${z.step}`),`, in ${z.atFirst}`,z.later?`; ${Me(z.later,"later event")} after it`:"",z.earlier?`; ${Me(z.earlier,"loss-scale event")} before it`:"",".")}function C(){let z=Zd(s);if(E.hidden=!z,!z)return D(_);D(S,`The bad step: step ${z.step}`),Object.assign(E.dataset,{step:String(z.step),firstBad:z.firstBad,inputsFinite:String(z.inputsFinite)}),lw(g,z);let Y=p("tr",null,p("th",{class:"num"},"#"),p("th",null,"Layer output"),p("th",null,"Values"),p("th",{class:"num"},"max |x|"),p("th",null,"dtype"));D(_,z.rows.length?p("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(z.step)},p("thead",null,Y),p("tbody",null,z.rows.map(aw))):p("p",{class:"muted"},"No layer outputs were recorded for this step."));let ne=_.querySelector("tr.first-bad");ne&&_.scrollHeight>_.clientHeight&&(_.scrollTop=Math.max(0,ne.offsetTop-_.clientHeight/2))}function P(z){if(j.hidden=!!z.missing,W.hidden=!z.error,z.missing||z.error){V.clear(),L.textContent="",W.textContent=z.error?`Could not load the ${A.toLowerCase()}: ${z.error}`:"";return}V.setData(z.body,{label:A});let Y=Qd(s);V.setHighlight(Y);let ne=ef(s);L.textContent=tf(Br(z.body),Y,Y&&!V.missingLayers().length)+(ne?` ${ne}`:"")}async function B(z){try{return await Wn(z,ko,Vr(V.plotWidth()))}catch(Y){return Y&&(Y.status===404||Y.status===400)?{missing:!0,text:"missing"}:{error:Y&&Y.message?Y.message:String(Y),text:null}}}let se=Nr(v,()=>i.length&&I());return{async update(z,Y){let ne=++m;z!==r&&(r=z,u=null,d=null,a=c&&c.run===z&&typeof c.marker=="string"?c.marker:null,c=null);let te=Wd(Y),K=te?Gd(te.timeline):[];if(!K.length){s=null,i=[],u=null,xt(e,!1);return}let fe=await B(z);if(ne!==m||z!==r)return;let je=Array.isArray(Y.findings)?Y.findings:[],me=`${JSON.stringify(te)}
${JSON.stringify(je)}
${fe.text}`;xt(e,!0),!(me===u&&!fe.error)&&(u=fe.error?null:me,s=te,o=je,i=K,a&&!i.some(de=>de.key===a)&&(a=null),l=qd(i,fe.body),(fe.text!==d||fe.error)&&(d=fe.error?null:fe.text,P(fe)),R(),se.sync(),I(),O(),C(),w())},focusFinding(z){if(!z||e.hidden||!i.length)return!1;let Y=Ud(o,i,o.indexOf(z));return Y&&(a=Y.key,w(),O()),!1},retheme(){V.redraw()},destroy(){m+=1,se.disconnect(),V.destroy(),D(e)}}}var sf={area:ie.nonfinite,create:cw};var of=`/* The memory view (views/memory.js). Colours follow the theme variables of
   styles.css; tables use .data-table / .evidence-table from there. */

.mem-card.focused {
  outline: 2px solid var(--accent);
  outline-offset: 2px;
}
.mem-alert .mem-oom-line {
  color: var(--critical);
  font-weight: 600;
  margin: 0 0 8px;
}
.mem-chart-box {
  width: 100%;
}
.mem-chart {
  width: 100%;
  height: auto;
  display: block;
}
.mem-grid {
  stroke: var(--grid);
  stroke-width: 1;
}
.mem-tick {
  fill: var(--fg-muted);
  font-size: 11px;
}
.mem-line {
  fill: none;
  stroke: var(--accent);
  stroke-width: 2;
}
.mem-dot {
  fill: var(--accent);
}
.mem-limit {
  stroke: var(--critical);
  stroke-width: 1.5;
  stroke-dasharray: 6 4;
}
.mem-kv th {
  text-align: left;
  font-weight: 500;
  color: var(--fg-muted);
  padding-right: 16px;
  white-space: nowrap;
}
.mem-message {
  white-space: pre-wrap;
  word-break: break-word;
  font-size: 12px;
  max-height: 160px;
  overflow: auto;
  background: var(--critical-bg);
  padding: 6px 8px;
  border-radius: 6px;
}
.mem-estimate caption {
  caption-side: bottom;
  text-align: left;
  padding-top: 4px;
}
.mem-estimate tr.current td,
.mem-attempts tr.chosen td {
  font-weight: 600;
  background: var(--accent-bg);
}
.mem-attempts tr.out_of_memory td {
  color: var(--critical);
}
.mem-attempts tr.over_budget td,
.mem-attempts tr.too_large td,
.mem-attempts tr.near_limit td {
  color: var(--fg-muted);
}
.mem-search-line {
  margin: 0 0 6px;
}
.mem-search + .mem-search {
  margin-top: 12px;
}
`;var Wr=e=>Array.isArray(e)?e:[],Ze=e=>typeof e=="number"&&Number.isFinite(e),vt=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function dw(e){return Array.isArray(e)?`[${e.join(", ")}]`:"?"}function af(e){let t=vt(e&&e.areas&&e.areas[ie.memory]);if(!t)return null;let n=vt(t.series)||{},r=Wr(n.steps),s=Wr(n.values),o=[];r.forEach((l,a)=>{Ze(l)&&Ze(s[a])&&o.push([l,s[a]])}),o.sort((l,a)=>l[0]-a[0]);let i=vt(t.limit)||{};return{points:o,limit:Ze(i.bytes)?i.bytes:null,limitSource:typeof i.source=="string"?i.source:null,device:typeof i.device=="string"?i.device:null,model:vt(t.model),estimate:vt(t.estimate),oom:vt(t[tn.oom]),diskFull:vt(t[tn.disk_full]),searches:Wr(t.searches).filter(vt)}}function cf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>Xe(n)===ie.memory)}function uf(e){let t=e?e.points:[];if(!t.length)return null;let n=t[0][0],r=t[t.length-1][0],s=t[0];for(let w of t)w[1]>s[1]&&(s=w);let o=e.limit,i=Ze(o)&&o>0&&s[1]*4>=o,l=fc(Math.max(s[1],i?o:0)*1.02||1),a=l[l.length-1].value||1,c=r-n||1,u=t.map(([w,k])=>[r===n?.5:(w-n)/c,1-k/a]),d=null;if(Ze(o)&&o>0){let w=s[1]/o;d=`peak ${Oe(s[1])} at step ${s[0]}: ${Math.round(w*100)}% of the ${Oe(o)} limit`+(e.limitSource?` (${e.limitSource})`:"")}let m=l.map(w=>({y:1-w.value/a,text:w.text}));return{xs:[n,r],yMax:a,path:u,limitY:i?1-o/a:null,limitNote:d,peak:{step:s[0],bytes:s[1]},ticks:m}}function df(e){if(!e)return[];let t=vt(e.allocation)||{};return[["Step",Ze(e.step)?String(e.step):"?"],["Phase",e.phase||"training"],["Batch size",Ze(e.batch_size)?String(e.batch_size):"not known"],["Tensor shape",dw(t.shape)],["dtype",t.dtype||"?"],["Bytes asked",Oe(t.bytes)],["Device",t.device||e.device||"?"],["Allocator",t.allocator||"?"],["Layer",e.layer||"not told by the message"],["Op",e.node||"?"],["Peak before",Oe(e.peak_bytes)],["Device limit",Oe(e.limit_bytes)]].map(([r,s])=>({key:r,value:s}))}function ff(e){return e?[["Step",Ze(e.step)?String(e.step):"?"],["Path",e.path||"not told by the message"],["Error",e.error_type||"?"]].map(([t,n])=>({key:t,value:n})):[]}function lf(e){let t=vt(e&&e.by_dtype)||{};return Object.entries(t).map(([n,r])=>`${n}: ${(r.count||0).toLocaleString("en-US")} (${Oe(r.bytes)})`).join(", ")}function pf(e){if(!e)return[];let t=vt(e.params)||{},n=vt(e.trainable)||{},r=vt(e.optimizer)||{},s=vt(r.slots)||{};return[["Parameters",`${(t.count||0).toLocaleString("en-US")} (${Oe(t.bytes)}) ${lf(t)?`· ${lf(t)}`:""}`.trim()],["Gradients",`${Oe(n.bytes)} (one per trainable parameter)`],["Optimizer slots",`${r.name||"?"}: ${Oe(s.bytes)}`],["dtype policy",e.mixed_precision||"?"],["Batch size",Ze(e.batch_size)?String(e.batch_size):"not known"],["Device",`${e.device||"?"}${Ze(e.limit_bytes)?`, ${Oe(e.limit_bytes)}`:""}`]].map(([i,l])=>({key:i,value:l}))}function fw(e){return Ze(e)?e<1e-4?"<0.01%":`${(100*e).toFixed(e<.01?2:0)}%`:"—"}function hf(e,t){return e?Wr(e.rows).filter(n=>n&&Ze(n.batch_size)&&Ze(n.bytes)).map(n=>({batchSize:n.batch_size,bytes:Oe(n.bytes),share:Ze(t)&&t>0?fw(n.bytes/t):"—",current:n.batch_size===e.batch_size})):[]}var pw={fits:"trains",out_of_memory:"out of memory",over_budget:"over the budget (not run)",near_limit:"trains, within 10% of the limit",too_large:"a tensor larger than the device (not run)"};function mf(e){return e?Wr(e.attempts).filter(t=>t&&Ze(t.batch_size)).map((t,n)=>({order:n+1,batchSize:t.batch_size,status:t.status,words:pw[t.status]||String(t.status),estimate:Ze(t.largest_tensor_bytes)&&!(t.estimate_bytes>=t.largest_tensor_bytes)?`at least ${Oe(t.largest_tensor_bytes)}`:Oe(t.estimate_bytes),largest:Oe(t.largest_tensor_bytes),chosen:t.batch_size===e.batch_size&&t.status==="fits"})):[]}function gf(e){if(!e)return"";let t=Wr(e.attempts).length,n=Ze(e.budget_bytes)?`, budget ${Oe(e.budget_bytes)} (${e.budget_source||"?"})`:"",r=e.reason==="oom_retry"?"After the OOM: ":"";return Ze(e.batch_size)?`${r}batch size ${e.batch_size} fits: ${t} sizes tried, ${e.steps||"?"} real steps each${n}; a size fits within ${Math.round(100*(e.margin||.9))}% of it.`:`${r}no batch size trains, even 1 (${t} tried${n}).`}var Gr=640,_s=200,nt={left:84,right:12,top:10,bottom:24};function yl(e,t){return p("table",{class:"evidence-table mem-kv",id:t},p("tbody",null,e.map(({key:n,value:r})=>p("tr",null,p("th",{scope:"row"},n),p("td",null,r)))))}function hw(e){let t=Gr-nt.left-nt.right,n=_s-nt.top-nt.bottom,r=i=>nt.left+i*t,s=i=>nt.top+i*n,o=e.path.map(([i,l],a)=>`${a?"L":"M"}${r(i).toFixed(1)},${s(l).toFixed(1)}`).join(" ");return U("svg",{class:"mem-chart",viewBox:`0 0 ${Gr} ${_s}`,role:"img","aria-label":"Memory over steps"},e.ticks.map(i=>U("g",null,U("line",{class:"mem-grid",x1:nt.left,x2:Gr-nt.right,y1:s(i.y),y2:s(i.y)}),U("text",{class:"mem-tick",x:nt.left-6,y:s(i.y)+4,"text-anchor":"end"},i.text))),e.limitY===null?null:U("g",{class:"mem-limit-group"},U("line",{class:"mem-limit",id:"memory-limit-line",x1:nt.left,x2:Gr-nt.right,y1:s(e.limitY),y2:s(e.limitY)}),U("text",{class:"mem-tick",x:Gr-nt.right,y:s(e.limitY)-4,"text-anchor":"end"},"limit")),e.path.length>1?U("path",{class:"mem-line",d:o}):U("circle",{class:"mem-dot",cx:r(e.path[0][0]),cy:s(e.path[0][1]),r:3}),U("text",{class:"mem-tick",x:nt.left,y:_s-6},`step ${e.xs[0]}`),U("text",{class:"mem-tick",x:Gr-nt.right,y:_s-6,"text-anchor":"end"},`step ${e.xs[1]}`),U("text",{class:"mem-tick",x:nt.left+t/2,y:_s-6,"text-anchor":"middle"},yf),U("text",{class:"mem-tick",x:10,y:nt.top+n/2,"text-anchor":"middle",transform:`rotate(-90 10 ${nt.top+n/2})`},bf))}var yf="step",bf="memory";function mw(e,t){D(e,hw(t)),mt(e,{kind:"svg",ticksX:2,ticksY:t.ticks.length,xTitle:yf,yTitle:bf})}function gw(e,t){Pe("trainhealth-memory-style",of),e.id="memory-health",e.hidden=!0;let n=p("p",{class:"muted small",id:"memory-chart-note"}),r=p("div",{class:"mem-chart-box"}),s=be({id:"memory-chart-card",className:"mem-card",title:"Memory over steps",aside:""},r,n),o=p("div"),i=be({id:"memory-oom-card",className:"mem-card mem-alert",title:"Out of memory",hidden:!0},o),l=p("div"),a=be({id:"memory-disk-card",className:"mem-card mem-alert",title:"Disk full (not memory)",hidden:!0},l),c=p("div"),u=be({id:"memory-model-card",className:"mem-card",title:"Model size",aside:"what training holds whatever the batch size, and what a batch size adds",hidden:!0},c),d=p("div"),m=be({id:"memory-search-card",className:"mem-card",title:"Batch-size search",aside:"tb_trainhealth.find_batch_size",hidden:!0},d);D(e,at(t.title),i,a,s,m,u);let w=null;function k(b){let S=uf(b);if(s.hidden=!S,S){mw(r,S);let _=(b.device||"").startsWith("GPU")?"the GPU allocator's bytes in use":"the process's resident memory";n.textContent=`${_}, sampled every few steps; ${S.limitNote||"the device's limit is not known"}.`}let g=b.oom;if(i.hidden=!g,g&&D(o,p("p",{class:"mem-oom-line",id:"memory-oom-line"},`Step ${g.step}: allocating ${Oe((g.allocation||{}).bytes)} failed`,g.layer?p("span",null," in layer ",p("code",null,g.layer)):null,g.batch_size?` at batch size ${g.batch_size}.`:"."),yl(df(g),"memory-oom-table"),g.message?p("pre",{class:"mem-message"},g.message):null),a.hidden=!b.diskFull,b.diskFull&&D(l,yl(ff(b.diskFull),"memory-disk-table"),b.diskFull.message?p("pre",{class:"mem-message"},b.diskFull.message):null),u.hidden=!b.model,b.model){let _=hf(b.estimate,b.limit);D(c,yl(pf(b.model),"memory-model-table"),_.length?p("table",{class:"data-table mem-estimate",id:"memory-estimate-table"},p("caption",{class:"muted small"},"What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",b.oom?`: this run's failed allocation alone was ${Oe((b.oom.allocation||{}).bytes)}`:"",")."),p("thead",null,p("tr",null,["Batch size","Needs at least","Of the limit"].map(E=>p("th",null,E)))),p("tbody",null,_.map(E=>p("tr",{class:E.current?"current":null},p("td",{class:"num"},String(E.batchSize)+(E.current?" (this run)":"")),p("td",{class:"num"},E.bytes),p("td",{class:"num"},E.share))))):null)}m.hidden=!b.searches.length,D(d,b.searches.map((_,E)=>p("div",{class:"mem-search","data-search":String(E)},p("p",{class:"mem-search-line"},gf(_)),p("table",{class:"data-table mem-attempts"},p("thead",null,p("tr",null,["#","Batch size","Result","Step needs (estimate)","Largest tensor"].map(A=>p("th",null,A)))),p("tbody",null,mf(_).map(A=>p("tr",{class:`${A.status}${A.chosen?" chosen":""}`,"data-batch-size":String(A.batchSize)},p("td",{class:"num muted"},String(A.order)),p("td",{class:"num"},String(A.batchSize)),p("td",null,A.chosen?`${A.words} (chosen)`:A.words),p("td",{class:"num"},A.estimate),p("td",{class:"num"},A.largest))))))))}function v(b){for(let g of e.querySelectorAll(".mem-card.focused"))g.classList.remove("focused");b.classList.add("focused");let S=()=>b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(S):S()}return{async update(b,S){let g=af(S);if(xt(e,!!g),!g)return;let _=JSON.stringify(g)+JSON.stringify(cf(S).map(E=>E.kind));_!==w&&(w=_,k(g))},focusFinding(b){if(Xe(b)!==ie.memory||e.hidden)return!1;let S=b.kind===Sn.oom&&!i.hidden?i:b.kind===Sn.disk_full&&!a.hidden?a:s;return v(S),!0},retheme(){},destroy(){D(e)}}}var wf={area:ie.memory,create:gw};var xf=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
   Colours follow the theme variables of styles.css. */


.histogram-wrap {
  position: relative;
  width: 100%;
}
.histogram-canvas {
  display: block;
}
.histogram-controls {
  display: flex;
  justify-content: flex-end;
  margin: -4px 0 4px;
}

.heatmap-focus {
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 8px;
  padding: 6px 10px;
  border-radius: 8px;
  background: var(--accent-bg);
  font-size: 13px;
}
.focus-swatch {
  display: inline-block;
  width: 14px;
  height: 10px;
  border: 2px solid var(--heatmap-highlight);
  border-radius: 2px;
}
.small-button {
  font-size: 12px;
  padding: 1px 10px;
  margin-left: auto;
}

.ratio-card .u-legend .u-series > * {
  padding: 1px 4px;
}
.ratio-card .u-legend th {
  font-weight: 500;
  font-family: var(--mono);
}
`;function bw(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function vf(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=bw(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,s)=>r+s[2],0)}}).sort((t,n)=>t.step-n.step)}function _f(e){let t=1/0,n=-1/0;for(let i of e)for(let[l,a]of i.buckets)l<t&&(t=l),a>n&&(n=a);if(t===1/0&&(t=-1,n=1),t===n){let i=Math.abs(t)*.1||.001;t-=i,n+=i}let r=e.map(i=>Math.max(0,...i.buckets.map(([l,a])=>Math.max(Math.abs(l),Math.abs(a))))).filter(i=>i>0),s=r.length?Math.min(...r):1,o=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:o/s>10,c:s/20||1e-12}}function kf(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function Sf(e,t,n,r){let s=Math.max(Math.abs(e),Math.abs(t)),o=Math.ceil(Math.log10(n*2)),i=Math.floor(Math.log10(s)),l=[];for(let d=o;d<=i;d++)l.push(10**d);let a=Math.max(1,Math.ceil((l.length*2+1)/Math.max(3,r))),c=l.filter((d,m)=>(l.length-1-m)%a===0),u=[0];for(let d of c)d<=t&&u.push(d),-d>=e&&u.unshift(-d);return u}var Eo='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',gn=8,ww=36,xw=14,Ef=12;function Tf(e){let t=p("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=p("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=p("div",{class:"histogram-wrap"},t,n),s=p("input",{type:"checkbox",id:"histogram-log-axis"}),o=p("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},s," Log value axis");D(e,p("div",{class:"histogram-controls"},o),r);let i=!1;s.addEventListener("change",()=>{i=!0,u()});let l=[],a=null,c=null;function u(){n.hidden=!0;let w=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(l.length),!l.length){ds(t,w,0),c=null;return}let k=vw(l,w),v=ds(t,w,gn+k.plotH+ww),b=_f(l);i||(s.checked=b.suggestLog);let S=s.checked;c={...k,..._w(b,S,k)},t.dataset.logAxis=S?"true":"false";let g=kw(),{ticks:_,xTitle:E}=Sw(v,c,b,S,g),A=Ew(v,c,l,a,g);mt(t,{ticksX:_.length,ticksY:A,xTitle:E,yTitle:"step"})}function d(w){if(!c)return null;let k=t.getBoundingClientRect(),v=w.clientX-k.left,b=w.clientY-k.top;if(v<c.left||v>c.left+c.plotW||b<gn||b>gn+c.plotH+4)return null;let S=Math.ceil((b-gn-c.peak)/c.spacing);S=Math.min(c.n-1,Math.max(0,S));let g=c.valueAt(v);return{i:S,value:g,x:v,y:b}}t.addEventListener("mousemove",w=>{let k=d(w);if(!k){n.hidden=!0;return}let v=l[k.i],b=v.buckets.find(([_,E])=>k.value>=_&&k.value<=E);D(n,p("div",{class:"tt-title"},`step ${v.step}`),b?p("div",{class:"tt-row"},`[${Q(b[0],4)}, ${Q(b[1],4)}]: `,p("strong",null,Q(b[2],4))):p("div",{class:"tt-row muted"},`value ${Q(k.value,3)}: no bucket`),p("div",{class:"tt-row muted"},`${Q(v.total,6)} finite values`),v.nonfinite>0?p("div",{class:"tt-row error-text"},`${Q(v.nonfinite,6)} variable${v.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(v.step),n.hidden=!1;let S=n.offsetWidth,g=k.x+14;g+S>r.clientWidth&&(g=k.x-S-14),n.style.left=`${Math.max(0,g)}px`,n.style.top=`${Math.max(0,k.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let m=Nr(r,()=>l.length&&u());return{canvas:t,setData(w){return l=vf(w),m.sync(),u(),l},setFocus(w){a=w&&w.first!==void 0&&w.first!==null?w:null,u()},redraw:u,destroy(){m.disconnect()}}}function vw(e,t){let n=e.length,r=Math.max(3,Math.min(24,300/n)),s=Math.max(26,Math.min(56,r*2.2)),o=Math.max(...e.map(a=>sn(`step ${a.step}`,Eo))),i=Math.ceil(o+14),l=Math.max(60,t-i-xw);return{left:i,plotW:l,plotH:s+(n-1)*r,spacing:r,peak:s,n}}function _w({lo:e,hi:t,c:n},r,{left:s,plotW:o}){let i=r?kf(n):{forward:m=>m,inverse:m=>m},l=i.forward,a=i.inverse,c=l(e),u=l(t),d=u-c;return c-=d*.02,u+=d*.02,{xOf:m=>s+(l(m)-c)/(u-c)*o,valueAt:m=>a(c+(m-s)/o*(u-c))}}function kw(){return{muted:He("--fg-muted","#5f6670"),fg:He("--fg","#1f2328"),grid:He("--grid","rgba(0,0,0,0.08)"),card:tr("--card",[255,255,255]),accent:tr("--accent",[25,103,210]),hot:He("--heatmap-highlight","#ff00aa"),bad:He("--heatmap-nonfinite","#e8112d")}}function Sw(e,t,{lo:n,hi:r,c:s},o,{grid:i,muted:l}){let{left:a,plotW:c,plotH:u,xOf:d}=t,m=o?Sf(n,r,s,Math.max(3,Math.floor(c/70))):Un(n,r,Math.max(2,Math.floor(c/90)));e.font=Eo,e.textAlign="center",e.textBaseline="top",e.lineWidth=1;for(let k of m){let v=Math.round(d(k))+.5;e.strokeStyle=i,e.beginPath(),e.moveTo(v,gn),e.lineTo(v,gn+u),e.stroke(),e.fillStyle=l,e.fillText(Q(k),v,gn+u+5)}let w=o?"gradient value (symmetric log axis)":"gradient value";return e.fillText(w,a+c/2,gn+u+20),{ticks:m,xTitle:w}}function Ew(e,t,n,r,s){let{n:o,spacing:i,peak:l}=t,a=0,c=Math.max(1,Math.ceil(Ef/i));for(let u=0;u<o;u++){let d=n[u],m=gn+l+u*i,w=r&&d.step>=r.first&&d.step<=r.last;if(Tw(e,t,d,m,o===1?1:u/(o-1),s),u%c===0||u===o-1||w){if(u!==o-1&&u%c!==0&&(o-1-u)*i<Ef)continue;Aw(e,t,d,m,w,s),a++}}return a}function Tw(e,t,n,r,s,{card:o,accent:i,bad:l}){let{left:a,plotW:c,peak:u,xOf:d}=t,m=`rgb(${Us(Us(o,i,.35),i,s).join(",")})`,w=`rgba(${Us(o,i,.18+.25*s).join(",")},0.92)`,k=n.buckets.map(([S,g,_])=>{let E=d(g)-d(S);return E>1e-9?_/E:_>0?1/0:0}),v=k.filter(S=>Number.isFinite(S)),b=Math.max(0,...v);e.beginPath(),n.buckets.length?(e.moveTo(d(n.buckets[0][0]),r),n.buckets.forEach(([S,g],_)=>{let E=k[_],A=E===1/0||b===0?E>0?r-u:r:r-E/b*u;g>S?(e.lineTo(d(S),A),e.lineTo(d(g),A)):e.lineTo(d(S),r-(n.buckets[_][2]>0?u:0))}),e.lineTo(d(n.buckets[n.buckets.length-1][1]),r)):(e.moveTo(a,r),e.lineTo(a+c,r)),e.closePath(),e.fillStyle=w,e.fill(),e.lineWidth=1.2,e.strokeStyle=n.buckets.length?m:l,e.stroke(),n.nonfinite>0&&(e.fillStyle=l,e.beginPath(),e.arc(a+c-4,r-3,3,0,Math.PI*2),e.fill())}function Aw(e,{left:t},n,r,s,{fg:o,muted:i,bad:l,hot:a}){e.font=s?`600 ${Eo}`:Eo,e.fillStyle=n.nonfinite>0?l:s?o:i,e.textAlign="right",e.textBaseline="middle",e.fillText(`step ${n.step}`,t-8,r-2),s&&(e.fillStyle=a,e.fillRect(t-5,r-7,3,10))}function $w(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function Nw(e,t,n=[],r=8){let s=e.map((i,l)=>({name:i,i:l,last:$w(t[l])})).filter(i=>i.last!==null).sort((i,l)=>l.last-i.last),o=new Set(s.slice(0,r).map(i=>i.i));for(let i of n){let l=e.indexOf(i);l>=0&&o.add(l)}return[...o].sort((i,l)=>i-l)}function Af(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],s=Array.isArray(e.values)?e.values:[],o=r.length?Nw(n,s,t):[];if(!o.length){let u=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:o,xs:[],ys:[],note:u}}let l=(n.length-o.length>0?`Showing ${o.length} of ${n.length} layers: the ${Math.min(8,o.length)} with the highest last ratio`+(o.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",a=r.map(u=>Array.isArray(u)?u[1]:u),c=o.map(u=>(s[u]||[]).map(d=>typeof d=="number"&&Number.isFinite(d)&&d>0?d:null));return{layers:n,rows:o,xs:a,ys:c,note:l}}var $f=260,bl=.001;function Mw(e){let t=e.filter(s=>Number.isFinite(s));if(!t.length)return[0,1];let n=Math.min(...t),r=Math.max(...t);return n===r?[n-1,r+1]:[n,r]}function Cw(e){let t=bl,n=bl;for(let r of e)for(let s of r)s===null||!(s>0)||(s<t&&(t=s),s>n&&(n=s));return[10**Math.floor(Math.log10(t)+1e-9),10**Math.max(Math.ceil(Math.log10(n)-1e-9),Math.floor(Math.log10(t)+1e-9)+1)]}var Lw=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],Ow=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function Nf(e){let t=p("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=p("div",{class:"chart-box",id:"update-ratio-plot"});D(e,t,n);let r=null,s=null,o=[],i=()=>{r&&r.destroy(),r=null};function l(){if(i(),D(n),!s)return;let{layers:c,rows:u,xs:d,ys:m,note:w}=Af(s,o);if(e.dataset.layers=JSON.stringify(u.map(A=>c[A])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=w,!u.length)return;let v=document.documentElement.dataset.theme==="dark"?Ow:Lw,b=He("--fg-muted","#666"),S=He("--grid","rgba(0,0,0,0.08)"),g=new Set(o),E={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:$f,plugins:[Ks()],scales:{x:{time:!1,range:()=>Mw(d)},y:{distr:3,range:()=>Cw(m)}},axes:[qs(b,S),fs(b,S,"|update| / |weight|",{size:56,splits:A=>$r(A.scales.y.min,A.scales.y.max),filter:(A,L)=>L,values:(A,L)=>L.map(W=>Q(W))})],series:[{label:"step"},...u.map((A,L)=>({label:c[A],stroke:v[L%v.length],width:g.has(c[A])?3:1.6,spanGaps:!1,points:{show:d.length<=40,size:4},value:(W,M)=>M==null?"—":Q(M,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[A=>{let{ctx:L}=A,W=A.valToPos(bl,"y",!0),{left:M,top:j,width:V,height:I}=A.bbox;if(!(W>=j&&W<=j+I))return;let O=window.devicePixelRatio||1;L.save(),L.strokeStyle=b,L.lineWidth=O,L.setLineDash([5*O,4*O]),L.beginPath(),L.moveTo(M,Math.round(W)+.5),L.lineTo(M+V,Math.round(W)+.5),L.stroke(),L.setLineDash([]),L.fillStyle=b,L.font=`${11*O}px system-ui, sans-serif`,L.textAlign="right",L.textBaseline="bottom",L.fillText("1e-3",M+V-4*O,Math.round(W)-2*O),L.restore()}]}};r=new Ve(E,[d,...m],n)}let a=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:$f})});return a.observe(n),{setData(c,u=o){s=c||null,o=u||[],l()},setExtra(c){let u=c||[];u.join(`
`)!==o.join(`
`)&&(o=u,l())},showMessage(c,u="muted"){s=null,i(),D(n),t.className=`chart-note ${u}`,t.textContent=c,delete e.dataset.layers},retheme:l,destroy(){a.disconnect(),i()}}}var Mf=lt.grad_norm,Yr=lt.update_ratio,To=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function Ao(e){let t=e&&e.areas&&e.areas[ie.gradients];if(!t||typeof t!="object")return null;let n=Number.isInteger(t.steps_per_update)&&t.steps_per_update>1?t.steps_per_update:null;return{stats:To(t.stats),layers:To(t.layers),histogramLayers:To(t.histogram_layers),updatePeriod:n}}function Cf(e){return!e||!e.updatePeriod?"":`This loop changes the weights once every ${e.updatePeriod} steps (it accumulates gradients): each ratio is taken at a step that changed them.`}function wl(e){if(Xe(e)!==ie.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=To(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=At(t.first_step)?t.first_step:At(e.step)?e.step:null,s=At(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:s}}function $o(e,t){return e.includes(t)?t:e.includes(Mf)?Mf:e[0]||null}function Lf(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(wl).find(s=>s&&e.includes(s.layers[0]));return r?r.layers[0]:e[0]||null}function Of(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function If(e){let t=e.kind?Tt(ae(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${$n(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function No(e,t){return!t.layers||!t.columns?`No ${Tt(ae(e))} values were logged for this run yet.`:`${Me(t.layers,"layer")} (first layer on top) × ${$n(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${Me(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function Rf(e,t){let n=t.filter(o=>o.nonfinite>0),r=n.reduce((o,i)=>o+i.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${Me(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let s=n.slice(0,4).map(o=>`step ${o.step}: ${Q(o.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${s}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var Pf="tb-trainhealth:gradients",Iw=400;function xl(){let e=0,t=null;return{async load(n){let r=++e;try{let s=await n();return r!==e?null:s.text===t?"same":(t=s.text,s)}catch(s){if(r!==e)return null;throw t=null,s}},reset(){t=null},cancel(){e++}}}function Rw(e,t){Pe("trainhealth-gradients-style",xf),e.id="gradient-health",e.hidden=!0;let n=An(Pf),r=null,s=null,o=typeof n.stat=="string"?n.stat:null,i=null,l=null,a=typeof n.run=="string"?n:null,c=0,u=()=>nn(Pf,{run:r,stat:o,layer:i,focus:l}),d=Pw(O=>{o=O,u(),W()}),{heatmap:m,loads:w}=d,k=0,v=Fw(O=>{i=O,u(),j()}),{chart:b,loads:S}=v,g=jw(),{chart:_,loads:E}=g;D(e,at(t.title),d.element,p("div",{class:"card-row"},v.element,g.element));function A(){if(d.focusNote.hidden=!l,!l)return D(d.focusNote);let O=m.missingLayers(),{what:$,layers:R,steps:C}=If(l);D(d.focusNote,p("span",{class:"focus-swatch","aria-hidden":"true"}),p("span",null,`Outlined: ${$} in `,p("strong",null,R),C,"."),O.length?p("span",{class:"error-text"},` Not in this heatmap: ${O.join(", ")}.`):null,p("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>L(null)},"Clear"))}function L(O){l=O,m.setHighlight(l),b.setFocus(l),_.setExtra(l?l.layers:[]),A(),u()}async function W(){let O=r,$=o;if(!$)return;let R=Tt(ae($));k++,e.dataset.heatmapLoading="true";try{let C=await w.load(()=>Wn(O,$,Vr(m.plotWidth(s&&s.layers))));if(!C||O!==r||(tt(d.error,null),C==="same"))return;m.setData(C.body,{label:ae($)}),d.note.textContent=No($,Br(C.body)),A()}catch(C){if(O!==r)return;m.clear(),d.note.textContent="",tt(d.error,nr(R,C))}finally{--k===0&&delete e.dataset.heatmapLoading}}function M(O){v.note.className=`chart-note ${O.alert?"alert":"muted"}`,v.note.textContent=O.text}async function j(){let O=r,$=i;if(!$||!s||!s.histogramLayers.includes($)){S.cancel(),S.reset(),b.setData([]),tt(v.error,null),M({alert:!1,text:"No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none."}),delete v.note.dataset.total;return}try{let R=await S.load(()=>ga(O,$));if(!R||O!==r||$!==i||(tt(v.error,null),R==="same"))return;let C=b.setData(R.body.histograms);v.element.dataset.layer=$;let P=Rf($,C);v.note.dataset.total=String(P.total),M(P)}catch(R){if(O!==r)return;b.setData([]),v.note.textContent="",tt(v.error,nr(`gradient histograms of ${$}`,R))}}async function V(){let O=r;if(!s||!s.stats.includes(Yr)){E.cancel(),E.reset(),tt(g.error,null),_.showMessage(`This run logged no ${Tt(ae(Yr))}.`);return}try{let $=await E.load(()=>Wn(O,Yr,Iw));if(!$||O!==r||(tt(g.error,null),$==="same"))return;_.setData($.body,l?l.layers:[])}catch($){if(O!==r)return;_.showMessage(""),tt(g.error,nr(Tt(ae(Yr)),$))}}function I(O){if(O===r)return;r=O;for(let R of[w,S,E])R.reset();let $=a&&a.run===O;i=$&&typeof a.layer=="string"?a.layer:null,l=$&&a.focus&&Array.isArray(a.focus.layers)?a.focus:null,a=null}return{async update(O,$){let R=++c;I(O),s=Ao($),xt(e,!!s),s&&(g.note.textContent=Cf(s),g.note.hidden=!g.note.textContent,o=$o(s.stats,o),i=Lf(s.histogramLayers,i,$.findings),xs(d.select,s.stats,o,ae),xs(v.select,s.histogramLayers,i),s.stats.length||(m.clear(),d.note.textContent="This run logged no gradient statistics."),m.setHighlight(l),b.setFocus(l),u(),await Promise.all([s.stats.length?W():null,j(),V()]),!(R!==c||O!==r)&&A())},focusFinding(O){let $=wl(O);if(!$||!s||e.hidden)return!1;L($);let R=Of($,s.histogramLayers);return R&&R!==i&&(i=R,v.select.value=R,u(),j()),d.element.scrollIntoView&&d.element.scrollIntoView({block:"start"}),!0},retheme(){m.redraw(),b.redraw(),_.retheme()},destroy(){for(let O of[w,S,E])O.cancel();m.destroy(),b.destroy(),_.destroy(),D(e)}}}var Ff={area:ie.gradients,create:Rw};function Pw(e){let t=Dr("Statistic",{id:"gradient-stat",onchange:e}),n=p("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),r=p("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),s=p("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),o=p("div",{class:"heatmap-box"});return{element:be({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:t.element},n,r,s,o),select:t.select,note:n,focusNote:r,error:s,heatmap:Hr(o),loads:xl()}}function Fw(e){let t=Dr("Layer",{id:"histogram-layer",onchange:e}),n=p("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),r=p("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),s=p("div",{class:"histogram-box"});return{element:be({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:t.element},n,r,s),select:t.select,note:n,error:r,chart:Tf(s),loads:xl()}}function jw(){let e=p("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),t=p("p",{class:"chart-note muted",id:"update-period-note",hidden:!0}),n=p("div",{class:"ratio-box"});return{element:be({id:"update-ratio",className:"chart-card ratio-card",title:ae(Yr),aside:"per layer, log scale"},t,e,n),note:t,error:e,chart:Nf(n),loads:xl()}}var jf=`/* The convergence view (views/convergence.js). Colours follow the theme
   variables of styles.css. */
.convergence-loss {
  display: grid;
  grid-template-columns: auto auto 1fr;
  grid-template-rows: 140px auto auto;
  column-gap: 6px;
  font-size: 12px;
  color: var(--fg-muted);
}
.convergence-loss svg {
  display: block;
  width: 100%;
  height: 140px;
  grid-column: 3;
  grid-row: 1;
}
.convergence-y-title {
  grid-column: 1;
  grid-row: 1;
  writing-mode: vertical-rl;
  transform: rotate(180deg);
  text-align: center;
}
/* Round ticks (lossChart's), each placed at its value's height. */
.convergence-y-ticks {
  grid-column: 2;
  grid-row: 1;
  position: relative;
  min-width: 4.5em;
}
.convergence-y-ticks span {
  position: absolute;
  right: 0;
  transform: translateY(-50%);
  white-space: nowrap;
}
.convergence-x-ticks {
  grid-column: 3;
  grid-row: 2;
  display: flex;
  justify-content: space-between;
}
.convergence-x-title {
  grid-column: 3;
  grid-row: 3;
  text-align: center;
}
.convergence-band {
  fill: var(--info-bg);
  stroke: none;
}
.convergence-median {
  fill: none;
  stroke: var(--info);
  stroke-width: 2;
}
.convergence-start {
  stroke: var(--fg-muted);
  stroke-dasharray: 4 3;
}
.convergence-checklist {
  list-style: none;
  margin: 0;
  padding: 0;
}
.convergence-checklist li {
  margin: 4px 0;
}
.convergence-checklist li[data-ok="false"] {
  color: var(--critical);
}
.convergence-checklist li[data-focus="true"],
.convergence-layers tr[data-focus="true"] {
  outline: 2px solid var(--select-ring);
}
.convergence-layers td.saturated {
  color: var(--warning);
  font-weight: 600;
}

/* Three columns: not the evidence table's 45% each (135%: wider than the
   card once a layer's name is long). The name breaks anywhere instead. */
.convergence-layers th {
  width: auto;
  overflow-wrap: anywhere;
}
`;var rt=e=>typeof e=="number"&&Number.isFinite(e),an=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function Df(e){let t=an(e&&e.areas&&e.areas[ie.convergence]);if(!t)return null;let n=an(t.loss),r=n&&Array.isArray(n.windows)?n.windows.filter(s=>an(s)&&rt(s.median)&&rt(s.low)&&rt(s.high)):[];return{loss:n&&r.length?{...n,windows:r}:null,checklist:(Array.isArray(t.checklist)?t.checklist:[]).filter(s=>an(s)&&typeof s.check=="string"),head:an(t.head),epochs:Array.isArray(t.epochs)?t.epochs.filter(s=>an(s)&&an(s.logs)):[],saturation:zf(t[lt.saturation]),updateRatio:zf(t.ratios)}}function zf(e){let t=an(e);return!t||!Array.isArray(t.layers)||!Array.isArray(t.values)?[]:t.layers.map((n,r)=>{for(let s=t.values.length-1;s>=0;s--){let o=Array.isArray(t.values[s])?t.values[s][r]:void 0;if(rt(o))return{layer:String(n),value:o,step:At(t.steps&&t.steps[s])?t.steps[s]:null}}return{layer:String(n),value:null,step:null}})}function Bf(e,t,n,r=4){let s=e.windows,o=s.flatMap(_=>[_.low,_.high]).concat(rt(e.start)?[e.start]:[]),i=o.every(_=>_>0),l=Math.min(...o),a=Math.max(...o),c=i&&a/l>10,u=c?Math.log10:_=>_;l=u(l),a=u(a),a===l&&(a+=.5,l-=.5);let d=_=>r+(s.length===1?(t-2*r)/2:_*(t-2*r)/(s.length-1)),m=_=>n-r-(u(_)-l)/(a-l)*(n-2*r),w=_=>Math.round(_*10)/10,k=s.map((_,E)=>[w(d(E)),w(m(_.median))]),v=[...s.map((_,E)=>[w(d(E)),w(m(_.high))]),...s.map((_,E)=>[w(d(E)),w(m(_.low))]).reverse()],b=[c?10**l:l,c?10**a:a],g=(c?$r(b[0],b[1],5):Un(b[0],b[1],4)).filter(_=>_>=b[0]-1e-12*Math.abs(b[0])&&_<=b[1]+1e-12*Math.abs(b[1])).map(_=>({value:_,text:Q(_),at:Math.round(m(_)/n*1e3)/1e3}));return{median:k,band:v,startY:rt(e.start)?w(m(e.start)):null,log:c,range:b,ticks:g}}var vl=e=>e.map(([t,n])=>`${t},${n}`).join(" ");function Vf(e){let t=e.windows[0],n=e.windows[e.windows.length-1],r=rt(e.start)&&rt(e.end)?` (${dc(e.start,e.end)})`:"";return`Loss from ${Q(e.start)} at the first step to ${Q(e.end)} in the last window${r}, steps ${t.first_step}–${n.last_step} in ${e.windows.length} windows: the line is each window's median, the band its 10th–90th percentile (the swings).`}function Hf(e){if(!e)return"";let t=[];if(e.head){let n=rt(e.units)?` over ${e.units} unit${e.units===1?"":"s"}`:"";t.push(`${e.head_class||"layer"} '${e.head}': ${e.activation||"linear"}${n}`)}return e.loss&&t.push(`${e.loss}${e.from_logits?" (from_logits=True)":""}`),e.optimizer&&t.push(`${e.optimizer}(learning_rate=${rt(e.learning_rate)?Q(e.learning_rate):"?"})`),t.join(" · ")}function Wf(e){if(!e)return"";let t=[],n=an(e.labels);n&&rt(n.min)&&rt(n.max)&&t.push(`labels in [${Q(n.min)}, ${Q(n.max)}]`+(rt(n.non_integer)&&n.non_integer>0?`, ${Q(n.non_integer*100)}% non-integer`:""));let r=an(e.inputs);return r&&rt(r.abs_mean_max)&&rt(r.std_max)&&t.push(`inputs: largest feature mean ${Q(r.abs_mean_max)}, spread ${Q(r.std_max)}`),rt(e.samples)&&e.samples&&t.push(`from ${e.samples} batch${e.samples===1?"":"es"}`),t.join("; ")}function Gf(e){return e.map(t=>({...t,saturated:rt(t.value)&&t.value>.5}))}function Yf(e){return!e||Xe(e)!==ie.convergence?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var _l=600,Uf=140;function Dw(e,t){Pe("tb-trainhealth-convergence",jf),e.id="area-convergence",e.hidden=!0;let n=p("div",{class:"convergence-loss"}),r=p("p",{class:"muted small"}),s=p("p",{class:"small"}),o=p("p",{class:"muted small"}),i=p("ul",{class:"convergence-checklist"}),l=p("tbody"),a=be({id:"convergence-loss",title:"Loss trend",aside:"window medians and their swing band"},n,r),c=be({id:"convergence-checks",title:"Head and loss checks",aside:"before step 1"},s,i,o),u=be({id:"convergence-layers",title:"Per layer",aside:"saturated share (|z| > 5) and update / weight ratio"},p("table",{class:"evidence-table convergence-layers"},p("thead",null,p("tr",null,p("th",null,"Layer"),p("th",null,"Saturated"),p("th",null,"Update / weight"))),l));D(e,at(t.title),a,c,u);let d=null;function m(k){if(a.hidden=!k.loss,k.loss){let g=Bf(k.loss,_l,Uf),_=k.loss.windows,E=g.log?"loss (log scale)":"loss";D(n,p("div",{class:"convergence-y-title"},E),p("div",{class:"convergence-y-ticks"},g.ticks.map(A=>{let L=p("span",null,A.text);return L.style.top=`${(100*A.at).toFixed(1)}%`,L})),U("svg",{viewBox:`0 0 ${_l} ${Uf}`,preserveAspectRatio:"none",role:"img","aria-label":"loss trend"},U("polygon",{class:"convergence-band",points:vl(g.band)}),g.startY!==null?U("line",{class:"convergence-start",x1:0,x2:_l,y1:g.startY,y2:g.startY}):null,U("polyline",{class:"convergence-median",points:vl(g.median)})),p("div",{class:"convergence-x-ticks"},p("span",null,`step ${_[0].first_step}`),p("span",null,`step ${_[_.length-1].last_step}`)),p("div",{class:"convergence-x-title"},"step (windows of the run)")),mt(n,{kind:"svg",ticksX:2,ticksY:g.ticks.length,xTitle:"step (windows of the run)",yTitle:E}),r.textContent=Vf(k.loss)+(g.log?" Log scale.":"")}c.hidden=!k.head&&!k.checklist.length,s.textContent=Hf(k.head),o.textContent=Wf(k.head),D(i,k.checklist.map(g=>p("li",{"data-ok":String(!!g.ok),"data-check":g.check},g.ok?"✓ ":"✗ ",g.check,g.detail?p("div",{class:"muted small"},g.detail):null)));let v=new Map(k.updateRatio.map(g=>[g.layer,g])),b=[...new Set([...k.saturation.map(g=>g.layer),...k.updateRatio.map(g=>g.layer)])],S=new Map(Gf(k.saturation).map(g=>[g.layer,g]));u.hidden=!b.length,D(l,b.map(g=>{let _=S.get(g),E=v.get(g);return p("tr",{"data-layer":g},p("th",{scope:"row"},g),p("td",{class:_&&_.saturated?"saturated":""},_&&_.value!==null?`${Q(_.value*100)}%`:"—"),p("td",null,E&&E.value!==null?Q(E.value):"—"))})),w()}function w(){for(let v of l.querySelectorAll("tr"))v.dataset.focus=String(!!(d&&d.layer===v.dataset.layer));let k=[...i.querySelectorAll('li[data-ok="false"]')];for(let v of i.querySelectorAll("li"))v.dataset.focus=String(!!(d&&!d.layer&&k[0]===v))}return mo(e,{summaryOf:Df,render:m,focusOf:Yf,applyFocus:k=>{d=k,w()}})}var Kf={area:ie.convergence,create:Dw};var qf=`/* The attention view (views/attention.js). Colours follow the theme
   variables of styles.css. */
.attention-spark {
  display: block;
  width: 120px;
  height: 24px;
}
.attention-spark polyline {
  fill: none;
  stroke: var(--fg-muted);
  stroke-width: 1.5;
}
.attention-layers td.over {
  color: var(--warning, #b26a00);
  font-weight: 600;
}
.attention-layers tr[data-focus="true"] {
  outline: 2px solid var(--accent, #1a73e8);
}
`;var kl=e=>typeof e=="number"&&Number.isFinite(e),Sl=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null,rr=e=>kl(e)?e:null;function Vw(e,t){let n=Sl(e);if(!n||!Array.isArray(n.layers)||!Array.isArray(n.values)||!Array.isArray(n.steps))return[];let r=n.layers.indexOf(t);if(r<0)return[];let s=[];return n.values.forEach((o,i)=>{let l=Array.isArray(o)?o[r]:void 0;kl(l)&&kl(n.steps[i])&&s.push([n.steps[i],l])}),s}function Jf(e){let t=Sl(e&&e.areas&&e.areas[ie.attention]);if(!t||!Array.isArray(t.layers))return null;let n=t.layers.filter(r=>Sl(r)&&typeof r.layer=="string").map(r=>{let s=rr(r[lt.attention_max_logit]),o=rr(r.one_hot_logit);return{layer:r.layer,className:typeof r.class=="string"?r.class:null,kind:typeof r.kind=="string"?r.kind:null,keys:rr(r.keys),heads:rr(r.heads),maxLogit:s,oneHotLogit:o,entropy:rr(r[lt.attention_entropy]),entropyNorm:rr(r[lt.attention_entropy_norm]),overBound:s!==null&&o!==null&&s>=o,logits:Vw(t[lt.attention_max_logit],r.layer)}});return n.length?{layers:n,collapsedEntropy:rr(t.collapsed_entropy)}:null}function Xf(e,t,n,r=2){if(!e.length)return"";let s=e.map(m=>m[0]),o=e.map(m=>m[1]),i=Math.min(...s),l=Math.max(...s),a=Math.max(...o,0),c=Math.min(...o,0),u=m=>l===i?t/2:r+(m-i)/(l-i)*(t-2*r),d=m=>a===c?n/2:n-r-(m-c)/(a-c)*(n-2*r);return e.map(([m,w])=>`${u(m).toFixed(1)},${d(w).toFixed(1)}`).join(" ")}function Zf(e){return!e||Xe(e)!==ie.attention?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var Qf=120,ep=24,Ur=e=>e===null?"—":Q(e);function Hw(e,t){Pe("tb-trainhealth-attention",qf),e.id="area-attention",e.hidden=!0;let n=p("tbody"),r=p("p",{class:"muted small"}),s=be({id:"attention-layers",title:"Per attention layer",aside:"latest sample; the largest logit over steps"},p("table",{class:"evidence-table attention-layers"},p("thead",null,p("tr",null,p("th",null,"Layer"),p("th",null,ae(lt.attention_max_logit)),p("th",null,"Over steps"),p("th",null,"Near one-hot past"),p("th",null,ae(lt.attention_entropy)),p("th",null,ae(lt.attention_entropy_norm)))),n),r);D(e,at(t.title),s);let o=null;function i(c){let u=c.logits||[],d=u[0],m=u[u.length-1],w=p("td",{class:"attention-spark-cell"},U("svg",{class:"attention-spark",viewBox:`0 0 ${Qf} ${ep}`,preserveAspectRatio:"none",role:"img","aria-label":`largest attention logit of ${c.layer} over steps`},U("polyline",{points:Xf(u,Qf,ep)})),d&&m?p("div",{class:"muted small"},`step ${d[0]} → ${m[0]}: ${Ur(d[1])} → ${Ur(m[1])}`):null);return mt(w,{ticksX:d?2:0,ticksY:d?2:0,xTitle:"step",yTitle:"largest logit",kind:"sparkline"}),w}function l(c){D(n,c.layers.map(u=>p("tr",{"data-layer":u.layer},p("th",{scope:"row"},u.layer,u.className?p("div",{class:"muted small"},u.className):null),p("td",{class:u.overBound?"over":""},Ur(u.maxLogit)),i(u),p("td",null,Ur(u.oneHotLogit)),p("td",null,Ur(u.entropy)),p("td",null,Ur(u.entropyNorm))))),r.textContent="A softmax over n keys whose largest logit leads the others by log(n - 1) + log(99) gives one key 99% of the weight."+(c.collapsedEntropy!==null?` An entropy below ${Q(c.collapsedEntropy)} nats is fewer than 1.5 keys attended.`:""),a()}function a(){for(let c of n.querySelectorAll("tr"))c.dataset.focus=String(!!(o&&o.layer===c.dataset.layer))}return mo(e,{summaryOf:Jf,render:l,focusOf:Zf,applyFocus:c=>{o=c,a()}})}var tp={area:ie.attention,create:Hw};var np=`/* The input-pipeline view (views/input_pipeline.js). Colours follow the
   theme variables of styles.css. */

.pipeline-headline {
  margin: 0 0 8px;
  font-size: 13px;
}
.pipeline-chart {
  width: 100%;
  max-width: 900px;
  height: auto;
  display: block;
}
.pipeline-chart .part-wait,
.swatch.part-wait {
  fill: var(--warning);
  background: var(--warning);
}
.pipeline-chart .part-compute,
.swatch.part-compute {
  fill: var(--accent);
  background: var(--accent);
}
.pipeline-chart .part-host,
.swatch.part-host {
  fill: var(--fg-muted);
  background: var(--fg-muted);
  opacity: 0.55;
}
.pipeline-chart .axis {
  stroke: var(--card-border);
}
.pipeline-chart .tick {
  fill: var(--fg-muted);
  font-size: 10px;
}
.pipeline-chart .stall-mark line {
  stroke: var(--critical);
  stroke-dasharray: 3 2;
}
.pipeline-chart .stall-mark circle,
.swatch.stall {
  fill: var(--critical);
  background: var(--critical);
}
.pipeline-legend {
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  font-size: 12px;
  margin: 0 0 4px;
}
.legend-item {
  display: inline-flex;
  align-items: center;
  gap: 4px;
}
.swatch {
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 2px;
}
.pipeline-chain {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0;
}
.pipeline-link {
  position: relative;
  padding: 6px 10px 6px 18px;
  border-left: 2px solid var(--card-border);
  font-size: 12.5px;
}
.pipeline-link::before {
  content: "";
  position: absolute;
  left: -6px;
  top: 11px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: var(--card-border);
}
.pipeline-link.has-lint {
  border-left-color: var(--warning);
}
.pipeline-link.has-lint::before {
  background: var(--warning);
}
.pipeline-link.focused {
  background: var(--accent-bg);
}
.link-tags {
  margin-left: 8px;
  font-size: 11.5px;
}
.link-lints,
.pipeline-lints {
  margin: 4px 0 0;
  padding-left: 16px;
}
.pipeline-lint.critical .link-button {
  color: var(--critical);
}
.pipeline-lint.warning .link-button {
  color: var(--warning);
}
.link-button {
  background: none;
  border: none;
  padding: 0;
  text-align: left;
  cursor: pointer;
  font: inherit;
  color: var(--accent);
}
.link-button:hover {
  text-decoration: underline;
}
`;var Gw=[{name:Je.input_wait,cls:"part-wait"},{name:Je.compute_time,cls:"part-compute"},{name:Je.host_time,cls:"part-host"}],cn=e=>typeof e=="number"&&Number.isFinite(e)?e:0;function rp(e){let t=e&&e.areas&&e.areas[ie.input_pipeline];return t&&typeof t=="object"?t:null}function sp(e){let t=e&&e.timing;if(!t||!t.steps)return"Not timed (a custom loop, or a model compiled with XLA).";let n=cn(e.share),r=e.thresholds||{},s=n>=cn(r.critical)&&r.critical?"highly input-bound":n>=cn(r.warning)&&r.warning?"moderately input-bound":"fed";return`Input wait ${Q(100*n,2)}% of step time over ${Me(t.steps,"step")} (${Q(cn(t.mean_wait_ms),3)} ms of ${Q(cn(t.mean_step_ms),3)} ms a step): ${s}.`}function El(e){let t=e&&e.steps;if(!t||!Array.isArray(t.step)||!t.step.length)return{bars:[],yMax:0,bucket:1};let n=0;return{bars:t.step.map((s,o)=>{let i=0,l=Gw.map(({name:a,cls:c})=>{let u=Math.max(0,cn((t[a]||[])[o])),d={name:a,cls:c,label:ae(a),ms:u,y0:i,y1:i+u};return i+=u,d});return n=Math.max(n,i),{step:s,parts:l,total:i}}),yMax:n,bucket:cn(t.bucket)||1}}function Tl(e){return(e&&Array.isArray(e.stalls)?e.stalls:[]).filter(n=>At(n.step)).map(n=>({step:n.step,waitMs:cn(n.wait_ms),text:`step ${n.step}: waited ${Q(cn(n.wait_ms),3)} ms (usually ${Q(cn(n.usual_wait_ms),2)} ms)`}))}function op(e){let t=e&&e.recurrence||{},n=e&&Array.isArray(e.stalls)?e.stalls.length:0;return n?At(t.period)?`${Me(n,"stall")}, every ${t.period} steps`:t.epoch_start?`${Me(n,"stall")}, at the start of each epoch`:Me(n,"stall"):""}function ip(e){return(e&&Array.isArray(e.findings)?e.findings:[]).map((n,r)=>({finding:n,index:r})).filter(({finding:n})=>n.kind===Sn.pipeline_lint)}function lp(e,t){let n=e&&e.pipeline;if(!n||!Array.isArray(n.chain))return[];let r=ip(t);return n.chain.map(s=>{let o=[];s.parallel!==null&&s.parallel!==void 0&&o.push(s.parallel===-1?"parallel: AUTOTUNE":`parallel: ${s.parallel}`),s.python&&o.push("Python"),s.random&&o.push("random");let i=r.filter(({finding:l})=>l.evidence&&l.evidence.transformation===s.index);return{index:s.index,code:String(s.code||s.kind||""),kind:String(s.kind||""),tags:o,lints:i.map(({finding:l,index:a})=>({summary:String(l.summary||""),severity:l.severity,findingIndex:a}))}})}function ap(e,t){let n=e&&e.pipeline&&e.pipeline.chain||[],r=new Set(n.map(s=>s.index));return ip(t).filter(({finding:s})=>!(s.evidence&&r.has(s.evidence.transformation))).map(({finding:s,index:o})=>({summary:String(s.summary||""),severity:s.severity,findingIndex:o}))}function cp(e){let t=e&&e.pipeline;if(!t)return"";let n=t.python_source||{};switch(t.source){case"numpy":return"NumPy arrays, sliced by Keras's own pipeline";case"generator":return"a Python generator, run by Keras in one thread";case"PyDataset":return`${n.class||"PyDataset"} (workers=${n.workers??1}, use_multiprocessing=${n.use_multiprocessing?"True":"False"})`;default:return"a tf.data pipeline, as it will run"}}function up(e){if(Xe(e)!==ie.input_pipeline)return null;let t=e.evidence&&e.evidence.transformation;return typeof t=="number"?t:null}var dp=720,ks=180,Ie={left:44,right:8,top:10,bottom:22};function Yw(e){let{bars:t,yMax:n}=El(e);if(!t.length)return p("p",{class:"muted"},"No step timings.");let r=Tl(e),s=Math.max(n,...r.map(g=>g.waitMs),.001),o=dp-Ie.left-Ie.right,i=ks-Ie.top-Ie.bottom,l=t[0].step,a=t[t.length-1].step,c=Math.max(1,a-l+1),u=g=>Ie.left+(g-l)/c*o,d=g=>Ie.top+i-Math.min(g,s)/s*i,m=Math.max(1,o/t.length-.5),w=t.flatMap(g=>g.parts.map(_=>_.ms>0?U("rect",{class:_.cls,x:u(g.step)-m,y:d(_.y1),width:m,height:Math.max(.5,d(_.y0)-d(_.y1))},U("title",null,`step ${g.step}: ${_.label} ${Q(_.ms,3)}`)):null)),k=r.map(g=>U("g",{class:"stall-mark","data-step":g.step},U("line",{x1:u(g.step),x2:u(g.step),y1:Ie.top,y2:Ie.top+i}),U("circle",{cx:u(g.step),cy:d(g.waitMs),r:3.5}),U("title",null,g.text))),v=[U("line",{class:"axis",x1:Ie.left,x2:Ie.left+o,y1:Ie.top+i,y2:Ie.top+i}),U("text",{class:"tick",x:Ie.left-4,y:Ie.top+8,"text-anchor":"end"},`${Q(s,2)} ms`),U("text",{class:"tick",x:Ie.left-4,y:Ie.top+i,"text-anchor":"end"},"0"),U("text",{class:"tick",x:Ie.left,y:ks-6},`step ${l}`),U("text",{class:"tick",x:Ie.left+o,y:ks-6,"text-anchor":"end"},`step ${a}`)],b=[U("text",{class:"tick",x:Ie.left+o/2,y:ks-6,"text-anchor":"middle"},"step"),U("text",{class:"tick",x:10,y:Ie.top+i/2,"text-anchor":"middle",transform:`rotate(-90 10 ${Ie.top+i/2})`},"time per step")],S=U("svg",{class:"pipeline-chart",id:"pipeline-chart",viewBox:`0 0 ${dp} ${ks}`,role:"img","aria-label":"Step time split into input wait, compute and host time"},v,b,w,k);return mt(S,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step",yTitle:"time per step"}),S}function Uw(e){let{bars:t}=El(e),n=t.length?t[0].parts:[];return p("div",{class:"pipeline-legend"},n.map(r=>p("span",{class:"legend-item"},p("span",{class:`swatch ${r.cls}`}),r.label)),Tl(e).length?p("span",{class:"legend-item"},p("span",{class:"swatch stall"}),op(e)):null)}function fp(e,t){return p("li",{class:`pipeline-lint ${e.severity||""}`},p("button",{type:"button",class:"link-button",onclick:()=>t.openFinding(e.findingIndex)},e.summary))}function Kw(e,t,n,r){let s=lp(e,t);return p("ol",{class:"pipeline-chain",id:"pipeline-chain"},s.map(o=>p("li",{class:`pipeline-link${o.lints.length?" has-lint":""}${r===o.index?" focused":""}`,"data-index":o.index,"data-kind":o.kind},p("code",null,o.code),o.tags.length?p("span",{class:"link-tags muted"},o.tags.join(" · ")):null,o.lints.length?p("ul",{class:"link-lints"},o.lints.map(i=>fp(i,n))):null)))}function qw(e,t){Pe("trainhealth-input-pipeline-style",np),e.id="input-pipeline",e.hidden=!0;let n=null,r=null,s=null,o=p("p",{class:"pipeline-headline",id:"pipeline-share",role:"status"}),i=p("div",{class:"pipeline-chart-box"}),l=be({id:"pipeline-time-card",title:"Step time",aside:"input wait · compute · host, per step"},o,i),a=p("p",{class:"muted small",id:"pipeline-source"}),c=p("ul",{class:"pipeline-lints",id:"pipeline-lints"}),u=p("div",{class:"pipeline-chain-box"}),d=be({id:"pipeline-chain-card",title:"The pipeline",aside:"its transformations, as it will run"},a,c,u),m=p("div",{id:"pipeline-corrected"}),w=be({id:"pipeline-fixed-card",title:"The corrected pipeline",hidden:!0},m);D(e,at(t.title),l,d,w);function k(v,b){o.textContent=sp(v),D(i,Uw(v),Yw(v));let S=v.pipeline;d.hidden=!S,S&&(a.textContent=`From ${cp(v)}.`,D(c,ap(v,b).map(g=>fp(g,t))),D(u,Kw(v,b,t,r))),w.hidden=!(S&&S.corrected),D(m,S&&S.corrected?Nn(S.corrected):null)}return{async update(v,b){let S=rp(b);if(xt(e,!!S),!S)return;s={summary:S,diagnosis:b};let g=`${v}
${JSON.stringify(S)}
${JSON.stringify(b.findings||[])}
${r}`;g!==n&&(n=g,k(S,b))},focusFinding(v){if(Xe(v)!==ie.input_pipeline||e.hidden)return!1;r=up(v),s&&k(s.summary,s.diagnosis);let b=r!==null&&u.querySelector(`[data-index="${r}"]`)||v.kind&&l;return b&&b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"}),!0},retheme(){},destroy(){D(e)}}}var pp={area:ie.input_pipeline,create:qw};var hp={shapes:wd,nonfinite:sf,memory:wf,gradients:Ff,convergence:Kf,attention:tp,input_pipeline:pp};var Al=12,Jw=2,$l=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function mp(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return Me(e.length,"item");let t=e.slice(0,Al).map(ht).join(", ");return e.length>Al?`${t} and ${e.length-Al} more`:t}return $l(e)&&!Object.keys(e).length?"none":ht(e)}function Nl(e,t=[]){if(!$l(e))return[{key:t.join(" › ")||"Value",value:mp(e)}];let n=[];for(let[r,s]of Object.entries(e)){let o=[...t,ss(r)];$l(s)&&Object.keys(s).length&&o.length<Jw?n.push(...Nl(s,o)):n.push({key:o.join(" › "),value:mp(s)})}return n}function Mo(e){return{area:e,create:(t,n)=>Xw(t,n,e)}}function Xw(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=p("tbody");D(e,at(t.title),be({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},p("table",{class:"evidence-table generic-summary"},r)));let s=null;return{async update(o,i){let l=i&&i.areas?i.areas[n]:void 0,a=l!=null;xt(e,a);let c=a?JSON.stringify(l):null;!a||c===s||(s=c,D(r,Nl(l).map(({key:u,value:d})=>p("tr",null,p("th",{scope:"row"},u),p("td",null,d)))))},focusFinding:()=>!1,retheme(){},destroy(){D(e)}}}function gp(){return pn.map(e=>Zw(e.name))}function Zw(e){let t=hp[e];if(!t)return Mo(e);if(t.area!==e)throw new Error(`area ${e}: its tab_view is the view of ${t.area}`);return t}var yp=`/* Compare two runs (compare.js, compare_chart.js). Colours follow the theme
   variables of styles.css; the second run's colour is set here. */

:root {
  --compare-second: #e8710a;
}
html[data-theme="dark"] {
  --compare-second: #fcad70;
}

.compare-view {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
.compare-bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
}
.compare-title {
  font-size: 16px;
  font-weight: 500;
  margin: 0;
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
}
/* The two runs side by side, each as wide as the other. */
.compare-grid {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
}
@media (max-width: 760px) {
  .compare-grid {
    grid-template-columns: minmax(0, 1fr);
  }
}
.compare-run-head {
  justify-content: flex-start;
  align-items: center;
  flex-wrap: wrap;
  gap: 6px 10px;
}
.compare-run-name {
  margin: 0;
  font-family: var(--mono);
  overflow-wrap: anywhere;
  min-width: 0;
}
.compare-run .small-button {
  margin-left: auto;
}
.compare-run .compare-findings h3 {
  font-size: 13px;
  color: var(--fg-muted);
  font-weight: 500;
  margin: 6px 0 8px;
}
.finding-item-kind {
  display: block;
  font-size: 12px;
  font-weight: 600;
  color: var(--fg-muted);
}
.compare-loss-notes .chart-note {
  display: flex;
  align-items: baseline;
  gap: 6px;
  margin: 2px 0;
  overflow-wrap: anywhere;
}
.compare-swatch {
  flex: none;
  display: inline-block;
  width: 14px;
  height: 4px;
  border-radius: 2px;
  align-self: center;
}
.compare-heatmap + .compare-heatmap {
  margin-top: 14px;
  padding-top: 10px;
  border-top: 1px solid var(--card-border);
}
/* A run's name as it is written (not the cards' upper-case h4). */
.card h4.compare-heatmap-run {
  margin: 0 0 2px;
  font-family: var(--mono);
  font-size: 13px;
  color: var(--fg);
  text-transform: none;
  letter-spacing: normal;
  overflow-wrap: anywhere;
}

/* A run's step time, for two pipelines side by side. */
.compare-step-time {
  margin: 4px 0 8px;
  font-variant-numeric: tabular-nums;
}
`;var bp=e=>new Set(String(e).toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/).filter(t=>t.length>=2&&!/^[0-9]+$/.test(t)));function wp(e,t){let n=bp(t),r=(Array.isArray(e)?e:[]).filter(o=>o&&typeof o.run=="string"&&o.run!==t).map((o,i)=>[o,[...bp(o.run)].filter(l=>n.has(l)).length,i]);return{similar:r.filter(([,o])=>o>0).sort(([,o,i],[,l,a])=>l-o||i-a).map(([o])=>o),others:r.filter(([,o])=>o===0).map(([o])=>o)}}function xp(e,t,n){return typeof e=="string"&&e!==n&&t.includes(e)?e:null}function vp(e){let t=e.map(r=>{let s=new Map;return r&&r.xs.forEach((o,i)=>s.set(o,r.ys[i])),s}),n=[...new Set(t.flatMap(r=>[...r.keys()]))].sort((r,s)=>r-s);return{xs:n,ys:t.map(r=>n.map(s=>r.has(s)?r.get(s):null))}}function _p(e,t){let n=t.xs.length;if(!n)return{alert:!1,text:`${e}: no loss values were logged yet.`};let r=t.nonfinite;if(!r.length)return{alert:!1,text:`${e}: ${Me(n,"step")} logged; all finite.`};let s=Yn(r[0].value)||"NaN";return{alert:!0,text:`${e}: the loss became ${s} at step ${r[0].step} (${Me(r.length,"non-finite step")} marked).`}}function kp(e,t){let n=[];for(let r of e)for(let s of r||[])n.includes(s)||n.push(s);return{stats:n,stat:$o(n,t)}}function Ml(e){return[...new Set(e.flatMap(t=>Array.isArray(t)?t.map(String):[]))]}function Sp(e){let t=e.filter(Boolean).map(bo);if(!t.length)return null;let{logScale:n,stat:r}=t[0];return wo(t.flatMap(s=>s.values),{logScale:n,stat:r})}function Ep(e){let t=e&&typeof e.areas=="object"?e.areas:null,n=t&&t.input_pipeline&&t.input_pipeline.timing,r=i=>typeof i=="number"&&Number.isFinite(i);if(!n||!r(n.mean_step_ms))return null;let s=r(n.mean_wait_ms)?`, ${Q(n.mean_wait_ms)} ms of it waiting for input`+(r(n.input_share)?` (${Ar(n.input_share)})`:""):"",o=r(n.steps)?` over ${Me(n.steps,"step")}`:"";return`Step ${Q(n.mean_step_ms)} ms${s}${o}.`}var Tp=[["--accent","#1967d2"],["--compare-second","#e8710a"]];function Ap(e){let t=p("div",{class:"compare-loss-notes",id:"compare-loss-notes",role:"status"}),n=p("div",{class:"chart-box",id:"compare-loss-plot"}),r=sl(n,{toggleId:"compare-loss-log-scale"});return D(e,p("div",{class:"card-head"},p("h3",null,`${ae(Je.loss)} of both runs`),r.toggle),t,n),{update(s){let o=[],i=s.map((a,c)=>{let u=Tp[c%Tp.length];if(!a.series)return{run:a.run,color:u,alert:!1,text:`${a.run}: ${a.note}`};let d=rl(a.series);return d.xs.length&&o.push({run:a.run,color:u,prepared:d}),{run:a.run,color:u,..._p(a.run,d)}});if(D(t,i.map(a=>p("p",{class:`chart-note ${a.alert?"alert":"muted"}`,"data-run":a.run},p("span",{class:"compare-swatch",style:`background: var(${a.color[0]})`,"aria-hidden":"true"}),a.text))),e.dataset.series=JSON.stringify(o.map(a=>a.run)),!o.length)return r.draw(null);let l=vp(o.map(a=>a.prepared));r.draw({xs:l.xs,markers:o.map(a=>a.prepared.nonfinite[0]).filter(Boolean),series:o.map((a,c)=>({label:a.run,stroke:a.color,ys:l.ys[c]}))})},retheme:()=>r.redraw(),destroy:()=>r.destroy()}}var Ss=Object.keys(En),$p=e=>{let t=Ss.indexOf(e);return t<0?Ss.length:t};function Cp(e){let t=Object.fromEntries(Ss.map(n=>[n,0]));for(let n of e)n&&n.status in t&&t[n.status]++;return t}function Cl(e,{status:t="",text:n=""}={},r=null){let s=String(n||"").trim().toLowerCase();return e.filter(o=>o.run===r||(!t||o.status===t)&&(!s||o.run.toLowerCase().includes(s)))}var Np=e=>e.counts&&e.counts.critical||0,Mp=e=>e.counts&&e.counts.warning||0;function Es(e){return e.filter(t=>t&&typeof t.run=="string").map((t,n)=>[t,n]).sort(([t,n],[r,s])=>$p(t.status)-$p(r.status)||Np(r)-Np(t)||Mp(r)-Mp(t)||n-s).map(([t])=>t)}function Lp(e){let t=Es(e),n=t.find(r=>r.status!=="unreadable")||t[0];return n?n.run:null}function Ts(e){return`${e.run} — ${En[e.status]||e.status}`}function Co(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}function Op(e){return Array.isArray(e)&&e.some(t=>t&&t.status==="pending")}function Ip(e,t){let n=t&&Array.isArray(e)?e.find(r=>r&&r.run===t.run):null;return!n||n.status!=="pending"||typeof t.status!="string"||t.status==="pending"?!1:(n.status=t.status,n.counts=Js(t.findings),!0)}var Fp="tb-trainhealth:compare",Rp=["a","b"],Lo=()=>An(Fp),jp=e=>nn(Fp,{...Lo(),...e});function zp(){let e=Lo();return typeof e.with=="string"?e.with:null}function Io(e){jp({with:e||null})}function ex(e){return p("span",{class:`badge status-${e}`},En[e]||e)}function Oo(e){return p("option",{value:e.run,"data-status":e.status},Ts(e))}function Dp({onchange:e}){let{select:t,element:n}=Dr("Compare with…",{id:"compare-select",onchange:r=>e(r||null)});return n.classList.add("compare-picker"),n.hidden=!0,{element:n,update(r,s,o){let{similar:i,others:l}=wp(r,s),a=JSON.stringify([i,l].map(c=>c.map(Ts)));t.dataset.options!==a&&(D(t,p("option",{value:""},"None"),i.length?p("optgroup",{label:"Similar names"},i.map(Oo)):null,l.length?p("optgroup",{label:i.length?"Other runs":"Runs"},l.map(Oo)):null),t.dataset.options=a),t.value=o||"",n.hidden=i.length+l.length===0},hide(){n.hidden=!0}}}function Bp(e,{onOpen:t,onSwap:n,onClose:r}){Pe("trainhealth-compare-style",yp);let s=0,o=0,i=[null,null],l=[null,null],a=typeof Lo().stat=="string"?Lo().stat:null,c={diagnosis:[null,null],loss:null},u=tx({onSwap:n,onClose:r}),d=u.title,m=Rp.map(nx),w=p("section",{class:"card chart-card",id:"compare-loss"}),k=Ap(w),v=Dr("Statistic",{id:"compare-stat",onchange:M=>{a=M,jp({stat:a}),W(s)}}),b=p("p",{class:"chart-note muted",id:"compare-heatmap-note"}),S=Rp.map(rx),g=be({id:"compare-heatmaps",className:"compare-heatmap-card",title:"Gradient health by layer",aside:v.element},b,S.map(M=>M.el)),_=p("div",{id:"compare-view",class:"compare-view"},u.element,p("div",{class:"compare-grid",id:"compare-runs"},m.map(M=>M.el)),w,g);D(e,_);function E(){c={diagnosis:[null,null],loss:null},l=[null,null],m.forEach((M,j)=>{M.el.dataset.run=i[j],M.name.textContent=i[j],Pp(M),tt(M.error,null),D(M.findings,p("p",{class:"muted"},"Loading…"))}),k.update(i.map(M=>({run:M,series:null,note:"loading…"}))),S.forEach((M,j)=>{M.text=null,M.el.dataset.run=i[j],M.name.textContent=i[j],M.note.textContent="Loading…",tt(M.error,null),M.heatmap.clear()}),b.textContent=""}function A(M,j){let V=m[M],I=i[M];if(j.error){c.diagnosis[M]=null,l[M]=null,Pp(V),D(V.findings),tt(V.error,`Could not load the diagnosis of run "${I}": ${j.error.message}`);return}if(tt(V.error,null),j.text===c.diagnosis[M])return;c.diagnosis[M]=j.text;let O=j.body;l[M]=O;let $=Array.isArray(O.findings)?O.findings:[];V.el.dataset.status=String(O.status||""),D(V.badge,O.status?ex(O.status):null),V.counts.textContent=Co(Js($));let R=Ep(O);V.stepTime.hidden=!R,V.stepTime.textContent=R||"",Xs(V.findings,$,{showKind:!0,onSelect:C=>t(I,C)})}async function L(M){let j=l.map($=>!!$&&(!Array.isArray($.series)||$.series.includes(Je.loss))),V=await Promise.allSettled(i.map(($,R)=>j[R]?zs($,Je.loss):null));if(M!==s)return;let I=V.map(($,R)=>{let C=i[R];if(!j[R])return{run:C,series:null,note:l[R]?ho(l[R]):"its diagnosis could not be loaded."};if($.status==="rejected")return{run:C,series:null,note:nr(Tt(ae(Je.loss)),$.reason)};let P=$.value.body;return typeof P.run=="string"&&P.run!==C?{run:C,series:null,note:"no loss (an answer for another run)."}:{run:C,series:P,text:$.value.text}}),O=JSON.stringify(I.map($=>[$.run,$.text||$.note]));O!==c.loss&&(c.loss=O,k.update(I))}async function W(M){let j=l.map(Ao),V=kp(j.map(C=>C&&C.stats),a);a=V.stat,xs(v.select,V.stats,a,ae);let I=a,O=I?Tt(ae(I)):"gradient statistics",$=j.map(C=>!!(C&&I&&C.stats.includes(I))),R=Ml(j.map(C=>C&&C.layers));o++,_.dataset.heatmapLoading="true";try{let C=await Promise.allSettled(S.map((z,Y)=>$[Y]?Wn(i[Y],I,Vr(z.heatmap.plotWidth(R))):null));if(M!==s||I!==a)return;let P=C.map((z,Y)=>$[Y]&&z.status==="fulfilled"&&(typeof z.value.body.run!="string"||z.value.body.run===i[Y])?z.value.body:null),B=Sp(P),se=Ml(P.map(z=>z&&z.layers));S.forEach((z,Y)=>sx(z,{has:$[Y],summary:j[Y],answer:C[Y],body:P[Y],stat:I,what:O,range:B,labels:se})),b.textContent=P.filter(Boolean).length>1?"One colour scale for both runs: the same colour is the same value.":""}finally{--o===0&&delete _.dataset.heatmapLoading}}return{async update(M,j){let V=++s,I=[M,j],O=I.some((R,C)=>R!==i[C]);i=I,_.dataset.runs=JSON.stringify(i),O&&(D(d,"Comparing ",p("strong",null,M)," with ",p("strong",null,j)),m.forEach((R,C)=>R.open.onclick=()=>t(I[C],null)),E());let $=await Promise.allSettled(i.map(R=>js(R)));V===s&&($.forEach((R,C)=>{if(R.status==="rejected")return A(C,{error:R.reason});let P=R.value.body;if(typeof P.run=="string"&&P.run!==i[C])return A(C,{error:new Error("the answer was for another run")});A(C,R.value)}),await Promise.all([L(V),W(V)]))},retheme(){k.retheme();for(let M of S)M.heatmap.redraw()},destroy(){s++,k.destroy();for(let M of S)M.heatmap.destroy();D(e)}}}function tx({onSwap:e,onClose:t}){let n=p("h2",{class:"compare-title",id:"compare-title"}),r=p("button",{type:"button",class:"button",id:"compare-swap",title:"Show the second run first",onclick:()=>e()},"⇄ Swap"),s=p("button",{type:"button",class:"button",id:"compare-close",title:"Show one run, with its flowchart and evidence",onclick:()=>t()},"← Back to one run");return{title:n,element:p("div",{class:"compare-bar"},n,r,s)}}function nx(e){let t=p("h3",{class:"compare-run-name"}),n=p("span",{class:"compare-run-status"}),r=p("span",{class:"muted small compare-run-counts"}),s=p("button",{type:"button",class:"button small-button compare-open",title:"Show this run alone"},"Open"),o=p("div",{class:"compare-findings"}),i=p("p",{class:"error-text",role:"alert",hidden:!0}),l=p("p",{class:"compare-step-time",hidden:!0}),a=p("section",{class:"card compare-run",id:`compare-run-${e}`,"data-slot":e},p("div",{class:"card-head compare-run-head"},t,n,r,s),i,l,o);return{slot:e,el:a,name:t,badge:n,counts:r,open:s,findings:o,error:i,stepTime:l}}function Pp(e){delete e.el.dataset.status,D(e.badge),e.counts.textContent="",e.stepTime.hidden=!0}function rx(e){let t=p("h4",{class:"compare-heatmap-run"}),n=p("p",{class:"chart-note muted compare-heatmap-note"}),r=p("p",{class:"error-text",role:"alert",hidden:!0}),s=p("div",{class:"heatmap-box"}),o=p("div",{class:"compare-heatmap",id:`compare-heatmap-block-${e}`,"data-slot":e},t,n,r,s),i=Hr(s,{id:`compare-heatmap-${e}`,idPrefix:`compare-heatmap-${e}`});return{slot:e,el:o,name:t,note:n,error:r,heatmap:i,text:null}}function sx(e,{has:t,summary:n,answer:r,body:s,stat:o,what:i,range:l,labels:a}){if(!t){e.text=null,e.heatmap.clear(),tt(e.error,null),e.note.textContent=n?`This run logged no ${i}.`:"This run logged no gradient statistics (it has no gradient health data).";return}if(!s){e.text=null,e.heatmap.clear(),e.note.textContent="",tt(e.error,r.status==="rejected"?nr(i,r.reason):`No ${i} for this run.`);return}tt(e.error,null);let c=JSON.stringify([r.value.text,l,a]);c!==e.text&&(e.text=c,e.heatmap.setData(s,{label:ae(o),range:l,labels:a}),e.note.textContent=No(o,Br(s)))}function Vp(e){D(e,p("section",{id:"empty-state",class:"card empty-state"},p("h2",null,"No training health data yet"),p("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),p("h3",null,"1. Keras: add the callback"),Nn(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),p("h3",null,"2. Or instrument every fit() in the process"),Nn(`import tb_trainhealth

tb_trainhealth.autolog()`),p("h3",null,"3. Or run an unchanged script"),Nn("tb-trainhealth run train.py","shell"),p("h3",null,"Then open TensorBoard"),Nn("tensorboard --logdir logs","shell"),p("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var ox="app-header-reload .reload-button, app-header-reload button";function ix(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function Hp(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function Wp(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),s=c=>{r=Date.now(),e({reason:c})},o=ix();if(o){let c=u=>{let d=u.target;d&&typeof d.closest=="function"&&d.closest(ox)&&setTimeout(()=>s("tensorboard-reload"),0)};o.addEventListener("click",c,!0),n.push(()=>o.removeEventListener("click",c,!0))}let i=setInterval(()=>{Hp()&&Date.now()-r>=t-50&&s("timer")},Math.min(t,5e3));n.push(()=>clearInterval(i));let l=()=>{Hp()&&Date.now()-r>=t&&s("visible")};document.addEventListener("visibilitychange",l),n.push(()=>document.removeEventListener("visibilitychange",l));let a=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",a,{once:!0}),{stop:a,markRefreshed:()=>r=Date.now()}}var Kr=e=>e==null?"n/a":Q(e,4);function lx(e){if(e.action==="batch_size"){let o=e.batch_size||{};return`Step ${e.step}: ${e.why}. Fit went on at batch size ${o.to} (was ${o.from}) from epoch ${e.from_epoch}.`}let[t,n]=Array.isArray(e.undone_steps)?e.undone_steps:[null,null],r=`Step ${e.step}: ${String(e.problem).replace(/_/g," ")} (${e.why}). Rolled back to step ${e.rolled_back_to}; the updates of steps ${t}-${n} were undone.`,s=e.learning_rate;return s&&typeof s=="object"&&(r+=` Learning rate ${Kr(s.from)} → ${Kr(s.to)} for ${s.for_steps} steps.`),e.clipnorm&&(r+=` Gradients clipped at global norm ${Kr(e.clipnorm)}.`),r+=` Loss before ${Kr(e.loss_before)}, at the step ${Kr(e.loss_at)}, after ${Kr(e.loss_after)}.`,r}function Gp(e){let t=e.repairs.map(o=>p("li",null,lx(o))),n=e.gave_up;n&&t.push(p("li",{class:"repair-gave-up"},`Step ${n.step}: heal gave up (${n.why}): ${n.reason}.`+(n.stopped===!1?"":" The run stopped.")));let r=e.repairs.length,s=n?"Repairs: did not help":`Healed: ${r} repair${r===1?"":"s"}`;return p("div",{class:"repairs",id:"repairs"},p("h4",null,s),p("ul",null,t))}var Ro="tb-trainhealth:selection",ax=3e3,cx=new Set(["pending","unreadable","healed"]),Ll=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.compareRun=null,this.compareView=null,this.areaViews=[];let n=An(Ro);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.savedCompare=zp(),this.buildShell()}buildShell(){this.select=p("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=p("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=p("span",{id:"run-counts",class:"muted"}),this.updated=p("span",{id:"last-updated",class:"muted"}),this.refreshButton=p("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},p("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=p("label",{class:"run-picker"},p("span",null,"Run"),this.select),this.comparePicker=Dp({onchange:t=>this.setCompare(t)}),this.filter={status:"",text:""},this.statusFilter=p("select",{id:"run-status-filter",class:"th-select","aria-label":"Show runs of status",onchange:()=>this.setFilter({status:this.statusFilter.value})}),this.nameFilter=p("input",{id:"run-name-filter",type:"search",class:"th-input",placeholder:"Filter runs by name","aria-label":"Filter runs by name",oninput:()=>this.setFilter({text:this.nameFilter.value})}),this.runFilters=p("span",{class:"run-filters",hidden:!0},this.statusFilter,this.nameFilter),this.banner=p("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=p("main",{id:"content"},p("p",{class:"muted loading-text"},"Loading…")),D(this.root,p("header",{class:"th-header"},p("h1",null,"Training Health"),this.runPicker,this.comparePicker.element,this.runFilters,this.statusBadge,this.counts,p("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,D(this.banner,p("strong",null,"Error: "),t)}buildRunView(){this.destroyCompareView(),this.view="run",this.flowBox=p("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=p("section",{id:"findings",class:"card findings"}),this.panel=p("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=p("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),D(this.content,p("div",{class:"th-grid"},p("section",{class:"card flowchart-card"},p("div",{class:"card-head"},p("h3",null,"Triage flowchart"),p("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),p("div",{class:"col-main"},this.chartBox),p("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=ld(this.chartBox),this.viewAreas=new Set;for(let t of gp())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=p("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(Mo(r),{area:r,title:r,openFinding:s=>this.openFinding(s)})}viewContext(t){return{area:t,title:oi(t).title,openFinding:n=>this.openFinding(n)}}hideAreaViews(t){for(let n of this.content.querySelectorAll(":scope > .area-section"))n.hidden=t}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}buildCompareView(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.destroyCompareView(),this.view="compare",this.flow=null,this.compareView=Bp(this.content,{onOpen:(t,n)=>this.openRun(t,n),onSwap:()=>this.selectRun(this.compareRun),onClose:()=>this.setCompare(null)})}destroyCompareView(){this.compareView&&this.compareView.destroy(),this.compareView=null}setCompare(t){this.compareRun=t||null,Io(this.compareRun),this.show()}openRun(t,n){this.compareRun=null,Io(null),this.run=t,this.nodeId=n||null,nn(Ro,{run:t,node:this.nodeId}),this.show()}ensureView(){this.compareRun&&this.view!=="compare"&&this.buildCompareView(),!this.compareRun&&this.view!=="run"&&this.buildRunView()}async show(){this.ensureView(),this.updateRunPicker(),this.diagnosisText=null;let t=++this.seq;this.root.dataset.loading="true";try{await this.loadCurrent(t)}finally{t===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}showEmpty(){this.destroyCompareView(),this.comparePicker.hide(),this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",Vp(this.content)}showFatal(t){this.view==="run"||this.view==="compare"||this.view==="empty"||(this.view="error",D(this.content,p("section",{class:"card error-state",id:"error-state"},p("h2",null,"Could not load Training Health"),p("p",null,t),p("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}setFilter(t){this.filter={...this.filter,...t};let n=Cl(Es(this.runs||[]),this.filter);this.updateRunPicker(),n.length&&!n.some(r=>r.run===this.run)&&this.selectRun(n[0].run)}updateStatusFilter(){let t=this.runs||[],n=Cp(t),r=Ss.filter(o=>!cx.has(o)||n[o]>0||this.filter.status===o),s=["",...r].map(o=>`${o}|${o?n[o]:t.length}`).join(`
`);this.statusFilter.dataset.options!==s&&(D(this.statusFilter,p("option",{value:""},`All runs (${t.length})`),r.map(o=>p("option",{value:o,"data-count":String(n[o]),disabled:n[o]===0&&this.filter.status!==o},`${En[o]} (${n[o]})`))),this.statusFilter.dataset.options=s),this.statusFilter.value=this.filter.status,this.runFilters.hidden=t.length<2}updateRunPicker(){this.updateStatusFilter();let t=Cl(Es(this.runs||[]),this.filter,this.run),n=[...this.select.options].map(o=>`${o.value}|${o.textContent}`).join(`
`),r=t.map(o=>`${o.run}|${Ts(o)}`).join(`
`);n!==r&&D(this.select,t.map(Oo)),this.select.value=this.run,this.runPicker.hidden=!1,this.comparePicker.update(Es(this.runs||[]),this.run,this.compareRun);let s=(this.runs||[]).find(o=>o.run===this.run);s&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${s.status}`,this.statusBadge.textContent=En[s.status]||s.status,this.counts.textContent=Co(s.counts))}async refresh({reason:t}={}){let n=++this.seq;this.root.dataset.refreshesStarted=String((Number(this.root.dataset.refreshesStarted)||0)+1),this.root.dataset.startReason=t||"",this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await ma()}catch(i){if(n!==this.seq)return;let l=`Could not load the list of runs: ${i.message}`;this.showBanner(l),this.showFatal(l);return}if(n!==this.seq)return;let s=Array.isArray(r.body.runs)?r.body.runs.filter(i=>i&&typeof i.run=="string"):[];if(this.runs=s,this.pollPending(s),!s.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let o=s.map(i=>i.run);if(!o.includes(this.run)){let i=this.savedRun&&o.includes(this.savedRun)?this.savedRun:null;this.nodeId=i?this.savedNode:null,this.savedRun=null,this.run=i||Lp(s)}this.compareRun=xp(this.savedCompare!==null?this.savedCompare:this.compareRun,o,this.run),this.savedCompare=null,this.ensureView(),this.updateRunPicker(),await this.loadCurrent(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}pollPending(t){clearTimeout(this.pendingTimer),this.pendingTimer=Op(t)?setTimeout(()=>this.refresh({reason:"pending"}),ax):null}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){t!==this.run&&(t===this.compareRun&&(this.compareRun=this.run,Io(this.compareRun)),this.run=t,this.nodeId=null,nn(Ro,{run:t,node:null}),await this.show())}async loadCurrent(t){if(this.view!=="compare")return this.loadRun(t);this.showBanner(null),await this.compareView.update(this.run,this.compareRun)}current(t,n){return t===this.seq&&n===this.run}async loadRun(t){let n=this.run,[r]=await Promise.allSettled([js(n)]);if(!this.current(t,n))return;let s=r.status==="fulfilled"?r.value.body:null;if(s&&typeof s.run=="string"&&s.run!==n)return;let o=!s||!Array.isArray(s.series)||s.series.includes(Je.loss),[i]=o?await Promise.allSettled([zs(n,Je.loss)]):[null];if(!this.current(t,n))return;let l=!0;if(r.status==="fulfilled")Ip(this.runs,r.value.body)&&this.updateRunPicker(),this.applyDiagnosis(r.value.body,r.value.text);else{l=!1;let d=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,D(this.flowBox,p("p",{class:"error-text"},d)),D(this.findingsBox,p("h3",null,"Findings"),p("p",{class:"muted"},"Unavailable.")),D(this.panel,p("h3",null,"Evidence"),p("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(d)}if(!i)this.chart.showNote(ho(s));else if(i.status==="fulfilled")this.chart.update(i.value.body,i.value.text,s&&s.repairs);else{let d=i.reason;this.chart.showError(d.status===404||d.status===400?`No loss series for this run: ${d.message}`:`Could not load the loss series: ${d.message}`)}if(this.hideAreaViews(!l),!l)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let a=this.areaViews.slice(),c=await Promise.allSettled(a.map(d=>d.update(n,this.diagnosis)));if(!this.current(t,n))return;let u=c.find(d=>d.status==="rejected");if(u)throw u.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],s=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!s.some(o=>o.id===this.nodeId)&&(this.nodeId=null),this.flow=_c(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:o=>this.selectNode(o,{scroll:!0})}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];Xs(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(a,c)=>{let u=this.areaViews.map(d=>d.focusFinding(c)).filter(Boolean);this.selectNode(a,{scroll:!u.length})}});let s=Array.isArray(t.warnings)?t.warnings.filter(a=>typeof a=="string"):[];s.length&&this.findingsBox.append(p("div",{class:"log-warnings",id:"log-warnings"},p("h4",null,`Log warnings (${s.length})`),p("ul",null,s.map(a=>p("li",null,a)))));let o=t.repairs&&Array.isArray(t.repairs.repairs)?t.repairs:null;o&&this.findingsBox.append(Gp(o));let i=t.capture&&t.capture.overhead_budget;i&&Number(i.full_every)>1&&this.findingsBox.append(p("p",{class:"capture-budget",id:"capture-budget"},`Capture: per-layer statistics every ${i.full_every} steps, to hold its overhead budget of ${Number((100*Number(i.overhead_budget)).toPrecision(2))}% (${String(i.reason||"")}). The loss, the NaN/Inf check and the first bad step are exact at every step.`));let l=r.find(a=>a.id===this.nodeId);l?$c(this.panel,l,n,{onClose:()=>this.selectNode(null)}):Ac(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,nn(Ro,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"start",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let s=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!s)return;s.classList.add("focused");let o=s.getBoundingClientRect().top;(o<64||o>window.innerHeight-120)&&s.scrollIntoView&&s.scrollIntoView({block:"start",behavior:"smooth"})}},zt=null;function Pk(){if(zt)return zt;Pe("trainhealth-style",`${ca}
${ua}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",zt=new Ll(e),nd(()=>{zt.chart&&zt.chart.retheme(),zt.compareView&&zt.compareView.retheme();for(let n of zt.areaViews)n.retheme()});let t=Wp(n=>zt.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;zt.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),zt.refresh({reason:"initial"}).then(()=>t.markRefreshed()),zt}export{Pk as render};
