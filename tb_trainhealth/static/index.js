/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */
var aa='.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';var ca=`/* Training Health tab. Colours are CSS variables switched by
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
`;var ua={areas:[{events:["training_error","capture_error","capture_budget","heal_repair"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{capture_budget:"Capture cost",capture_error:"Capture stopped",heal_repair:"Repair",loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch","index_out_of_range"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{index_out_of_range:"Index out of range",input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix the layer, the data or the loss",parent:"shape"}],series:[],title:"Shapes"},{events:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers","low_precision_sum"],findings:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse","low_precision_sum"],hint:'The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the batch\'s data, the loss, every layer\'s output, the gradients and the weights each step (also under XLA), and names the first step, sample, layer and variable that went NaN/Inf; `options={"nonfinite": {"replay": True}}` reruns that step under check_numerics and names the op and its source line. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.',histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",low_precision_sum:"bfloat16 sum loses precision",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_op:"First NaN/Inf op",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],title:"NaN / Inf"},{events:["memory_model","oom","disk_full","batch_size_search"],findings:["oom","memory_pressure","memory_growth","disk_full"],hint:"The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, logs the model's size, and records an out-of-memory error with the allocation that failed. `tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here.",histograms:[],labels:{batch_size_search:"Batch-size search",disk_full:"Disk full",memory_growth:"Memory growth",memory_model:"Model size",memory_peak:"Memory peak",memory_pressure:"Memory pressure",memory_used:"Memory used",oom:"Out of memory"},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:["memory_used","memory_peak"],title:"Memory"},{events:["update_period"],findings:["exploding_gradients","vanishing_gradients","dead_units","gradient_accumulation_not_reset"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",gradient_accumulation_not_reset:"Gradient accumulator never reset",update_period:"Steps between updates",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],title:"Gradient health"},{events:["head_check","epoch_logs"],findings:["loss_oscillating","loss_diverging","loss_stuck","accuracy_at_chance","output_activation_mismatch","loss_output_mismatch","unscaled_inputs","saturated_activations","learning_rate_too_high","learning_rate_too_low","loss_spike"],hint:"The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`.",histograms:[],labels:{accuracy_at_chance:"Accuracy at chance",epoch_logs:"Epoch metrics",head_check:"Head and loss check",learning_rate_too_high:"Learning rate too high",learning_rate_too_low:"Learning rate too low",loss_diverging:"Loss diverging",loss_oscillating:"Loss oscillating",loss_output_mismatch:"Loss does not fit output/targets",loss_spike:"Loss spike",loss_stuck:"Loss stuck",lr_update_ratio:"Update / weight ratio (sampled)",output_activation_mismatch:"Output head cannot fit targets",saturated_activations:"Saturated activations",saturation:"Saturated share (|z| > 5)",schedule_rate:"Learning rate (schedule)",unscaled_inputs:"Unscaled inputs"},log_scale:["lr_update_ratio"],matrices:["saturation","lr_update_ratio"],name:"convergence",nodes:[{edge_label:"does not learn",id:"convergence",kind:"check",label:"Loss not decreasing / unstable",parent:"error"},{edge_label:"",id:"fix_convergence",kind:"fix",label:"Output head, loss, input scale, learning rate",parent:"convergence"}],series:["schedule_rate"],title:"Convergence"},{events:["attention_layers"],findings:["attention_logit_growth","attention_entropy_collapse"],hint:"The attention probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records, for every Keras MultiHeadAttention and every layer of yours that softmaxes (queries x keys) scores with `keras.ops.softmax`, the largest attention logit and the attention entropy every few steps, with plain `model.fit`.",histograms:[],labels:{attention_entropy:"Attention entropy (nats)",attention_entropy_collapse:"Attention entropy collapse",attention_entropy_norm:"Attention entropy / log(keys)",attention_layers:"Attention layers",attention_logit_growth:"Attention logit growth",attention_max_logit:"Largest attention logit"},log_scale:[],matrices:["attention_max_logit","attention_entropy","attention_entropy_norm"],name:"attention",nodes:[{edge_label:"transformer unstable",id:"attention",kind:"check",label:"Attention logits grow / entropy collapses",parent:"error"},{edge_label:"",id:"fix_attention",kind:"fix",label:"QK normalisation, lower peak learning rate, z-loss",parent:"attention"}],series:[],title:"Attention health"},{events:["input_timing","input_stall","pipeline_graph","input_exhausted"],findings:["input_bound","input_stall","pipeline_lint","unshuffled_data","input_exhausted"],hint:"The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a PyDataset). Custom training loops are not timed.",histograms:[],labels:{compute_time:"Compute (ms)",host_time:"Host, between steps (ms)",input_bound:"Input-bound",input_exhausted:"Input ran out",input_stall:"Input stall",input_timing:"Input timing",input_wait:"Input wait (ms)",pipeline_graph:"Pipeline",pipeline_lint:"Pipeline lint",unshuffled_data:"Unshuffled data"},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:["input_wait","compute_time","host_time"],title:"Input pipeline"}]};var vn=Object.freeze(ua.areas.map(e=>Object.freeze(e)));function Un(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,s){if(typeof s=="string"){if(Object.prototype.hasOwnProperty.call(r,s))return r[s];throw new Error(`no declared ${e} ${JSON.stringify(s)} (tb_trainhealth/areas/)`)}}})}var ss=e=>vn.flatMap(t=>t[e]),he=Un("area",vn.map(e=>e.name)),da=Un("node id",vn.flatMap(e=>e.nodes.map(t=>t.id))),Cn=Un("finding kind",ss("findings")),fn=Un("event kind",ss("events")),mt=Un("matrix statistic",ss("matrices")),st=Un("series",ss("series")),Px=Un("histogram family",ss("histograms")),wh=Object.freeze(Object.assign({},...vn.map(e=>e.labels)));function me(e){return wh[e]||os(e)}function si(e){return vn.find(t=>t.name===he[e])}function fa(e){let t=vn.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function ot(e){if(!e||typeof e!="object")return null;let t=vn.find(n=>n.findings.includes(e.kind));return t?t.name:fa(e.node)}function pa(e){let t=fa(e);return(t?si(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var Mn={critical:0,warning:1,info:2},Kn={triggered:"Triggered",clear:"Clear",no_data:"No data"},Ln={critical:"critical",unreadable:"unreadable",warning:"warning",healed:"healed",healthy:"healthy",pending:"pending"};function oi(e){let t=null;for(let n of e){let r=n&&n.severity;r in Mn&&(t===null||Mn[r]<Mn[t])&&(t=r)}return t}function vh(e){if(typeof e=="number"){if(!Number.isFinite(e))return String(e);let t=Math.abs(e);if(Number.isInteger(e)&&t<1e15)return String(e);if(t!==0&&(t>=1e6||t<.001)){let[n,r]=e.toExponential(3).split("e");return`${Number(n)}e${Number(r)}`}return String(Number(e.toPrecision(4)))}return typeof e=="boolean"?e?"true":"false":String(e)}function _h(e){let t=[],n=e[0],r=e[0];for(let s of[...e.slice(1),null]){if(s!==null&&s===r+1){r=s;continue}if(r-n>=2)t.push(`${n}–${r}`);else for(let o=n;o<=r;o++)t.push(String(o));n=r=s}return t}var Er=12;function _t(e){if(e==null)return"—";if(Array.isArray(e)){if(!e.length)return"none";let t;return e.every(o=>Number.isInteger(o))&&e.every((o,i)=>i===0||o>e[i-1])?t=_h(e):t=e.map(o=>o!==null&&typeof o=="object"?`(${_t(o)})`:_t(o)),(t.length>Er?[...t.slice(0,Er),`… ${t.length-Er} more`]:t).join(", ")}if(typeof e=="object"){let t=Object.entries(e);if(!t.length)return"none";let n=t.slice(0,Er).map(([r,s])=>`${r}: ${_t(s)}`);return t.length>Er&&n.push(`… ${t.length-Er} more`),n.join(" · ")}return typeof e=="string"?e.replace(kh,""):vh(e)}var kh=/\u001b\[[0-9;]*m/g;function Tr(e){if(!e||typeof e!="object")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Number.isFinite(e.step)?e.step:null;if(e.kind===Cn.training_error||typeof t.phase=="string"&&"completed_steps"in t)return(typeof t.phase=="string"?/step/.test(t.phase):n!==null)&&n!==null?`crashed at step ${n}`:typeof t.phase=="string"?`crashed in ${t.phase.replace(/_/g," ")}`:"crashed";let s=Number.isFinite(t.first_step)?t.first_step:null,o=Number.isFinite(t.last_step)?t.last_step:null;return s!==null&&o!==null&&o!==s?`steps ${Math.min(s,o)}–${Math.max(s,o)}`:n!==null?`step ${n}`:null}function os(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function Rt(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var is=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function ls(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(s){throw new is(`Could not reach TensorBoard (${s&&s.message?s.message:s}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let s=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new is(s,t.status)}if(r===null||typeof r!="object")throw new is(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function Ps(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,s])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(s))}`).join("&");return n?`${e}?${n}`:e}function ha(){return ls("runs")}function js(e){return ls(Ps("diagnosis",{run:e}))}function zs(e,t){return ls(Ps("series",{run:e,name:t}))}function qn(e,t,n){return ls(Ps("matrix",{run:e,stat:t,max_columns:n||null}))}function Sh(e,t,n){return ls(Ps(`${he[e]}/${t}`,n))}function ma(e,t){return Sh(he.gradients,"histograms",{run:e,layer:t})}var Eh="http://www.w3.org/2000/svg";function ii(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function ga(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function f(e,t,...n){return ii(ga(document.createElement(e),t),n)}function Z(e,t,...n){return ii(ga(document.createElementNS(Eh,e),t),n)}function V(e,...t){return e.textContent="",ii(e,t)}function On(e){return String(e).split("`").map((n,r)=>r%2?f("code",null,n):n)}function Ge(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function In(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function pn(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var Pa=Object.defineProperty,Th=(e,t,n)=>t in e?Pa(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,Ah=(e,t)=>{for(var n in t)Pa(e,n,{get:t[n],enumerable:!0})},$h=(e,t,n)=>Th(e,typeof t!="symbol"?t+"":t,n),ja={};Ah(ja,{Graph:()=>en,alg:()=>mi});var Nh=Object.defineProperty,za=(e,t)=>{for(var n in t)Nh(e,n,{get:t[n],enumerable:!0})},hi=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let s of r)n.add(s);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([s,o])=>{e(s)&&t.setNode(s,o)}),Object.values(this._edgeObjs).forEach(s=>{t.hasNode(s.v)&&t.hasNode(s.w)&&t.setEdge(s,this.edge(s))});let n={},r=s=>{let o=this.parent(s);return!o||t.hasNode(o)?(n[s]=o,o):o in n?n[o]:r(o)};return this._isCompound&&t.nodes().forEach(s=>t.setParent(s,r(s))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let s,o,i,l,a=!1;typeof e=="object"&&e!==null&&"v"in e?(s=e.v,o=e.w,i=e.name,arguments.length===2&&(l=t,a=!0)):(s=e,o=t,i=r,arguments.length>2&&(l=n,a=!0)),s=""+s,o=""+o,i!==void 0&&(i=""+i);let c=as(this._isDirected,s,o,i);if(c in this._edgeLabels)return a&&(this._edgeLabels[c]=l),this;if(i!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(s),this.setNode(o),this._edgeLabels[c]=a?l:this._defaultEdgeLabelFn(s,o,i);let d=Mh(this._isDirected,s,o,i);return s=d.v,o=d.w,Object.freeze(d),this._edgeObjs[c]=d,ya(this._preds[o],s),ya(this._sucs[s],o),this._in[o][c]=d,this._out[s][c]=d,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?li(this._isDirected,e):as(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?li(this._isDirected,e):as(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?li(this._isDirected,e):as(this._isDirected,e,t,n),s=this._edgeObjs[r];if(s){let o=s.v,i=s.w;delete this._edgeLabels[r],delete this._edgeObjs[r],ba(this._preds[i],o),ba(this._sucs[o],i),delete this._in[i][r],delete this._out[o][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(s=>s.v===t&&s.w===n||s.v===n&&s.w===t):r}};function ya(e,t){e[t]?e[t]++:e[t]=1}function ba(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function as(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let i=s;s=o,o=i}return s+""+o+""+(r===void 0?"\0":r)}function Mh(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let l=s;s=o,o=l}let i={v:s,w:o};return r&&(i.name=r),i}function li(e,t){return as(e,t.v,t.w,t.name)}var Ch={};za(Ch,{read:()=>Rh,write:()=>Lh});function Lh(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:Oh(e),edges:Ih(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function Oh(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),s={v:t};return n!==void 0&&(s.value=n),r!==void 0&&(s.parent=r),s})}function Ih(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function Rh(e){let t=new hi(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var mi={};za(mi,{CycleException:()=>Ds,bellmanFord:()=>Ba,components:()=>jh,dijkstra:()=>Bs,dijkstraAll:()=>Dh,findCycles:()=>Vh,floydWarshall:()=>Wh,isAcyclic:()=>Yh,postorder:()=>Kh,preorder:()=>qh,prim:()=>Jh,shortestPaths:()=>Xh,tarjan:()=>Va,topsort:()=>Ha});var Fh=()=>1;function Ba(e,t,n,r){return Ph(e,String(t),n||Fh,r||function(s){var o;return(o=e.outEdges(s))!=null?o:[]})}function Ph(e,t,n,r){let s={},o,i=0,l=e.nodes(),a=function(p){let g=s[p.v],x=s[p.w];if(!g||!x)return;let k=n(p);g.distance+k<x.distance&&(s[p.w]={distance:g.distance+k,predecessor:p.v},o=!0)},c=function(){l.forEach(function(p){r(p).forEach(function(g){let x=g.v===p?g.v:g.w,k=x===g.v?g.w:g.v;a({v:x,w:k})})})};l.forEach(function(p){let g=p===t?0:Number.POSITIVE_INFINITY;s[p]={distance:g,predecessor:""}});let d=l.length;for(let p=1;p<d&&(o=!1,i++,c(),!!o);p++);if(i===d-1&&(o=!1,c(),o))throw new Error("The graph contains a negative weight cycle");return s}function jh(e){let t={},n=[],r;function s(o){var i,l;o in t||(t[o]=!0,r.push(o),(i=e.successors(o))==null||i.forEach(s),(l=e.predecessors(o))==null||l.forEach(s))}return e.nodes().forEach(function(o){r=[],s(o),r.length&&n.push(r)}),n}var Da=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let s=this._arr,o=s.length;return n[r]=o,s.push({key:r,priority:t}),this._decrease(o),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,s=e;n<t.length&&(s=t[n].priority<t[s].priority?n:s,r<t.length&&(s=t[r].priority<t[s].priority?r:s),s!==e&&(this._swap(e,s),this._heapify(s)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,s=n[e],o=n[t];n[e]=o,n[t]=s,r[o.key]=e,r[s.key]=t}},zh=()=>1;function Bs(e,t,n,r){let s=function(o){var i;return(i=e.outEdges(o))!=null?i:[]};return Bh(e,String(t),n||zh,r||s)}function Bh(e,t,n,r){let s={},o=new Da,i,l,a=function(c){let d=c.v!==i?c.v:c.w,p=s[d];if(!p)return;let g=n(c),x=l.distance+g;if(g<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+g);x<p.distance&&(p.distance=x,p.predecessor=i,o.decrease(d,x))};for(e.nodes().forEach(function(c){let d=c===t?0:Number.POSITIVE_INFINITY;s[c]={distance:d,predecessor:""},o.add(c,d)});o.size()>0;){i=o.removeMin();let c=s[i];if(!c||c.distance===Number.POSITIVE_INFINITY)break;l=c,r(i).forEach(a)}return s}function Dh(e,t,n){return e.nodes().reduce(function(r,s){return r[s]=Bs(e,s,t,n),r},{})}function Va(e){let t=0,n=[],r={},s=[];function o(i){var l;let a=r[i]={onStack:!0,lowlink:t,index:t++};if(n.push(i),(l=e.successors(i))==null||l.forEach(function(c){if(c in r){let d=r[c];d!=null&&d.onStack&&(a.lowlink=Math.min(a.lowlink,d.index))}else{o(c);let d=r[c];d&&(a.lowlink=Math.min(a.lowlink,d.lowlink))}}),a.lowlink===a.index){let c=[],d;do{d=n.pop();let p=r[d];p&&(p.onStack=!1),c.push(d)}while(i!==d);s.push(c)}}return e.nodes().forEach(function(i){i in r||o(i)}),s}function Vh(e){return Va(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var Hh=()=>1;function Wh(e,t,n){return Gh(e,t||Hh,n||function(r){var s;return(s=e.outEdges(r))!=null?s:[]})}function Gh(e,t,n){let r={},s=e.nodes();return s.forEach(function(o){let i={};r[o]=i,i[o]={distance:0,predecessor:""},s.forEach(function(l){o!==l&&(i[l]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(o).forEach(function(l){let a=l.v===o?l.w:l.v,c=t(l);i[a]={distance:c,predecessor:o}})}),s.forEach(function(o){let i=r[o];i&&s.forEach(function(l){let a=r[l];a&&s.forEach(function(c){let d=a[o],p=i[c],g=a[c];if(d&&p&&g){let x=d.distance+p.distance;x<g.distance&&(g.distance=x,g.predecessor=p.predecessor)}})})}),r}var Ds=class extends Error{constructor(e){super(e),this.name="CycleException"}};function Ha(e){let t={},n={},r=[];function s(o){var i;if(o in n)throw new Ds;o in t||(n[o]=!0,t[o]=!0,(i=e.predecessors(o))==null||i.forEach(s),delete n[o],r.push(o))}if(e.sinks().forEach(s),Object.keys(t).length!==e.nodeCount())throw new Ds;return r}function Yh(e){try{Ha(e)}catch(t){if(t instanceof Ds)return!1;throw t}return!0}function Uh(e,t,n,r,s){Array.isArray(t)||(t=[t]);let o=(l=>{var a;return(a=e.isDirected()?e.successors(l):e.neighbors(l))!=null?a:[]}),i={};return t.forEach(function(l){if(!e.hasNode(l))throw new Error("Graph does not have node: "+l);s=Wa(e,l,n==="post",i,o,r,s)}),s}function Wa(e,t,n,r,s,o,i){return t in r||(r[t]=!0,n||(i=o(i,t)),s(t).forEach(function(l){i=Wa(e,l,n,r,s,o,i)}),n&&(i=o(i,t))),i}function Ga(e,t,n){return Uh(e,t,n,function(r,s){return r.push(s),r},[])}function Kh(e,t){return Ga(e,t,"post")}function qh(e,t){return Ga(e,t,"pre")}function Jh(e,t){var n;let r=new hi,s={},o=new Da,i;function l(d){let p=d.v===i?d.w:d.v,g=o.priority(p);if(g!==void 0){let x=t(d);x<g&&(s[p]=i,o.decrease(p,x))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(d){o.add(d,Number.POSITIVE_INFINITY),r.setNode(d)});let a=e.nodes()[0];a!==void 0&&o.decrease(a,0);let c=!1;for(;o.size()>0;){if(i=o.removeMin(),i in s)r.setEdge(i,s[i]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(i))==null||n.forEach(l)}return r}function Xh(e,t,n,r){return Zh(e,t,n,r??(s=>{var o;return(o=e.outEdges(s))!=null?o:[]}))}function Zh(e,t,n,r){if(n===void 0)return Bs(e,t,n,r);let s=!1,o=e.nodes();for(let i=0;i<o.length;i++){let l=o[i];if(l===void 0)continue;let a=r(l);for(let c=0;c<a.length;c++){let d=a[c];if(!d)continue;let p=d.v===l?d.v:d.w,g=p===d.v?d.w:d.v;n({v:p,w:g})<0&&(s=!0)}if(s)return Ba(e,t,n,r)}return Bs(e,t,n,r)}var en=hi;function $r(e,t,n,r){let s=r;for(;e.hasNode(s);)s=gi(r);return n.dummy=t,e.setNode(s,n),s}function Qh(e){let t=new en().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},s=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+s.weight,minlen:Math.max(r.minlen,s.minlen)})}),t}function Ya(e){let t=new en({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function xa(e,t){let n=e.x,r=e.y,s=t.x-n,o=t.y-r,i=e.width/2,l=e.height/2;if(!s&&!o)throw new Error("Not possible to find intersection inside of the rectangle");let a,c;return s===0||Math.abs(o)*i>Math.abs(s)*l?(o<0&&(l=-l),a=l*s/o,c=l):(s<0&&(i=-i),a=i,c=i*o/s),{x:n+a,y:r+c}}function us(e){let t=cs(Ka(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),s=r.rank;s!==void 0&&(t[s]||(t[s]=[]),t[s][r.order]=n)}),t}function em(e){let t=e.nodes().map(r=>{let s=e.node(r).rank;return s===void 0?Number.MAX_VALUE:s}),n=hn(Math.min,t);e.nodes().forEach(r=>{let s=e.node(r);Object.hasOwn(s,"rank")&&(s.rank-=n)})}function tm(e){let t=e.nodes().map(i=>e.node(i).rank).filter(i=>i!==void 0),n=hn(Math.min,t),r=[];e.nodes().forEach(i=>{let l=e.node(i).rank-n;r[l]||(r[l]=[]),r[l].push(i)});let s=0,o=e.graph().nodeRankFactor;Array.from(r).forEach((i,l)=>{i===void 0&&l%o!==0?--s:i!==void 0&&s&&i.forEach(a=>e.node(a).rank+=s)})}function wa(e,t,n,r){let s={width:0,height:0};return arguments.length>=4&&(s.rank=n,s.order=r),$r(e,"border",s,t)}function nm(e,t=Ua){let n=[];for(let r=0;r<e.length;r+=t){let s=e.slice(r,r+t);n.push(s)}return n}var Ua=65535;function hn(e,t){if(t.length>Ua){let n=nm(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function Ka(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return hn(Math.max,t)}function rm(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function sm(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function qa(e,t){return t()}var om=0;function gi(e){let t=++om;return e+(""+t)}function cs(e,t,n=1){t==null&&(t=e,e=0);let r=o=>o<t;n<0&&(r=o=>t<o);let s=[];for(let o=e;r(o);o+=n)s.push(o);return s}function Vs(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function Hs(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[s,o])=>(r[s]=n(o,s),r),{})}function im(e,t){return e.reduce((n,r,s)=>(n[r]=t[s],n),{})}var Ws="\0";function Ja(e,t,n){var r,s,o,i,l,a;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let d=c?(s=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?s:NaN+1:(i=(o=e[t.edgeObj.w])==null?void 0:o.rank)!=null?i:NaN-1,p=Object.entries(e).find(_=>{var b,E;return((b=_[1].edgeObj)==null?void 0:b.v)===t.edgeObj.v&&((E=_[1].edgeObj)==null?void 0:E.w)===t.edgeObj.w&&_[1].rank===d}),g=Object.entries(e).find(_=>{var b,E;return((b=_[1].edgeObj)==null?void 0:b.v)===n.edgeObj.v&&((E=_[1].edgeObj)==null?void 0:E.w)===n.edgeObj.w&&_[1].rank===d});if(!p||!g)return 0;let x=(l=p[1].order)!=null?l:NaN,k=(a=g[1].order)!=null?a:NaN;return isNaN(x-k)?0:x-k}var lm="3.1.3",am=class{constructor(){$h(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return va(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&va(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,cm)),n=n._prev;return"["+e.join(", ")+"]"}};function va(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function cm(e,t){if(e!=="_next"&&e!=="_prev")return t}var um=am,dm=()=>1;function fm(e,t){if(e.nodeCount()<=1)return[];let n=hm(e,t||dm);return pm(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function pm(e,t,n){var r;let s=[],o=t[t.length-1],i=t[0],l;for(;e.nodeCount();){for(;l=i.dequeue();)ai(e,t,n,l);for(;l=o.dequeue();)ai(e,t,n,l);if(e.nodeCount()){for(let a=t.length-2;a>0;--a)if(l=(r=t[a])==null?void 0:r.dequeue(),l){s=s.concat(ai(e,t,n,l,!0)||[]);break}}}return s}function ai(e,t,n,r,s){let o=[],i=s?o:void 0;return(e.inEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=e.node(l.v);s&&o.push({v:l.v,w:l.w}),c.out-=a,pi(t,n,c)}),(e.outEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=l.w,d=e.node(c);d.in-=a,pi(t,n,d)}),e.removeNode(r.v),i}function hm(e,t){let n=new en,r=0,s=0;e.nodes().forEach(l=>{n.setNode(l,{v:l,in:0,out:0})}),e.edges().forEach(l=>{let a=n.edge(l.v,l.w)||0,c=t(l),d=a+c;n.setEdge(l.v,l.w,d);let p=n.node(l.v),g=n.node(l.w);s=Math.max(s,p.out+=c),r=Math.max(r,g.in+=c)});let o=mm(s+r+3).map(()=>new um),i=r+1;return n.nodes().forEach(l=>{pi(o,i,n.node(l))}),{graph:n,buckets:o,zeroIdx:i}}function pi(e,t,n){var r,s,o;n.out?n.in?(o=e[n.out-n.in+t])==null||o.enqueue(n):(s=e[e.length-1])==null||s.enqueue(n):(r=e[0])==null||r.enqueue(n)}function mm(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function gm(e,t){(e.graph().acyclicer==="greedy"?fm(e,n(e)):ym(e,t??null)).forEach(r=>{let s=e.edge(r);e.removeEdge(r),s.forwardName=r.name,s.reversed=!0,e.setEdge(r.w,r.v,s,gi("rev"))});function n(r){return s=>r.edge(s).weight}}function ym(e,t){let n=[],r={},s={};function o(a){Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,e.outEdges(a).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):o(c.w)}),delete r[a])}function i(a){var c;Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,(c=e.outEdges(a))==null||c.forEach(d=>{var p,g;Object.hasOwn(r,d.w)||((p=t.node(a))==null?void 0:p.rank)>((g=t.node(d.w))==null?void 0:g.rank)&&xm(e,d.w,d)?n.push(d):i(d.w)}),delete r[a])}let l=o;return t&&typeof t.node=="function"&&(l=i),e.sources().forEach(l),e.nodes().forEach(l),n}function bm(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function xm(e,t,n){let r=new Set;function s(o){var i;if(e.sources().includes(o))return!0;r.add(o);for(let l of(i=e.inEdges(o))!=null?i:[])if(!(l.v===n.v&&l.w===n.w)&&!r.has(l.v)&&s(l.v))return!0;return!1}return s(t)}function wm(e){e.graph().dummyChains=[],e.edges().forEach(t=>vm(e,t))}function vm(e,t){let n=t.v,r=e.node(n).rank,s=t.w,o=e.node(s).rank,i=t.name,l=e.edge(t),a=l.labelRank;if(o===r+1)return;e.removeEdge(t);let c,d,p;for(p=0,++r;r<o;++p,++r)l.points=[],d={width:0,height:0,edgeLabel:l,edgeObj:t,rank:r},c=$r(e,"edge",d,"_d"),r===a&&(d.width=l.width,d.height=l.height,d.dummy="edge-label",d.labelpos=l.labelpos),e.setEdge(n,c,{weight:l.weight},i),p===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,s,{weight:l.weight},i)}function _m(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,s;for(e.setEdge(n.edgeObj,r);n.dummy;)s=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=s,n=e.node(t)})}function yi(e){let t={};function n(r){let s=e.node(r);if(Object.hasOwn(t,r))return s.rank;t[r]=!0;let o=e.outEdges(r),i=o?o.map(a=>a==null?Number.POSITIVE_INFINITY:n(a.w)-e.edge(a).minlen):[],l=hn(Math.min,i);return l===Number.POSITIVE_INFINITY&&(l=0),s.rank=l}e.sources().forEach(n)}function Ar(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var Xa=km;function km(e){let t=new en({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],s=e.nodeCount();t.setNode(r,{});let o,i;for(;Sm(t,e)<s&&(o=Em(t,e),!!o);)i=t.hasNode(o.v)?Ar(e,o):-Ar(e,o),Tm(t,e,i);return t}function Sm(e,t){function n(r){let s=t.nodeEdges(r);s&&s.forEach(o=>{let i=o.v,l=r===i?o.w:i;!e.hasNode(l)&&!Ar(t,o)&&(e.setNode(l,{}),e.setEdge(r,l,{}),n(l))})}return e.nodes().forEach(n),e.nodeCount()}function Em(e,t){return t.edges().reduce((n,r)=>{let s=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(s=Ar(t,r)),s<n[0]?[s,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function Tm(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:Am,postorder:$m}=mi,Nm=Jn;Jn.initLowLimValues=xi;Jn.initCutValues=bi;Jn.calcCutValue=Za;Jn.leaveEdge=ec;Jn.enterEdge=tc;Jn.exchangeEdges=nc;function Jn(e){e=Qh(e),yi(e);let t=Xa(e);xi(t),bi(t,e);let n,r;for(;n=ec(t);)r=tc(t,e,n),nc(t,e,n,r)}function bi(e,t){let n=$m(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>Mm(e,t,r))}function Mm(e,t,n){let r=e.node(n).parent,s=e.edge(n,r);s.cutvalue=Za(e,t,n)}function Za(e,t,n){let r=e.node(n).parent,s=!0,o=t.edge(n,r),i=0;o||(s=!1,o=t.edge(r,n)),i=o.weight;let l=t.nodeEdges(n);return l&&l.forEach(a=>{let c=a.v===n,d=c?a.w:a.v;if(d!==r){let p=c===s,g=t.edge(a).weight;if(i+=p?g:-g,Lm(e,n,d)){let x=e.edge(n,d).cutvalue;i+=p?-x:x}}}),i}function xi(e,t){arguments.length<2&&(t=e.nodes()[0]),Qa(e,{},1,t)}function Qa(e,t,n,r,s){let o=n,i=e.node(r);t[r]=!0;let l=e.neighbors(r);return l&&l.forEach(a=>{Object.hasOwn(t,a)||(n=Qa(e,t,n,a,r))}),i.low=o,i.lim=n++,s?i.parent=s:delete i.parent,n}function ec(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function tc(e,t,n){let r=n.v,s=n.w;t.hasEdge(r,s)||(r=n.w,s=n.v);let o=e.node(r),i=e.node(s),l=o,a=!1;return o.lim>i.lim&&(l=i,a=!0),t.edges().filter(c=>a===_a(e,e.node(c.v),l)&&a!==_a(e,e.node(c.w),l)).reduce((c,d)=>Ar(t,d)<Ar(t,c)?d:c)}function nc(e,t,n,r){let s=n.v,o=n.w;e.removeEdge(s,o),e.setEdge(r.v,r.w,{}),xi(e),bi(e,t),Cm(e,t)}function Cm(e,t){let n=e.nodes().find(s=>!e.node(s).parent);if(!n)return;let r=Am(e,[n]);r=r.slice(1),r.forEach(s=>{let o=e.node(s).parent,i=t.edge(s,o),l=!1;i||(i=t.edge(o,s),l=!0),t.node(s).rank=t.node(o).rank+(l?i.minlen:-i.minlen)})}function Lm(e,t,n){return e.hasEdge(t,n)}function _a(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var Om=Im;function Im(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":ka(e);break;case"tight-tree":Fm(e);break;case"longest-path":Rm(e);break;case"none":break;default:ka(e)}}var Rm=yi;function Fm(e){yi(e),Xa(e)}function ka(e){Nm(e)}var Pm=jm;function jm(e){let t=Bm(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let s=e.node(r),o=s.edgeObj,i=zm(e,t,o.v,o.w),l=i.path,a=i.lca,c=0,d=l[c],p=!0;for(;r!==o.w;){if(s=e.node(r),p){for(;(d=l[c])!==a&&e.node(d).maxRank<s.rank;)c++;d===a&&(p=!1)}if(!p){for(;c<l.length-1&&e.node(l[c+1]).minRank<=s.rank;)c++;d=l[c]}d!==void 0&&e.setParent(r,d),r=e.successors(r)[0]}})}function zm(e,t,n,r){let s=[],o=[],i=Math.min(t[n].low,t[r].low),l=Math.max(t[n].lim,t[r].lim),a;a=n;do a=e.parent(a),s.push(a);while(a&&(t[a].low>i||l>t[a].lim));let c=a,d=r;for(;(d=e.parent(d))!==c;)o.push(d);return{path:s.concat(o.reverse()),lca:c}}function Bm(e){let t={},n=0;function r(s){let o=n;e.children(s).forEach(r),t[s]={low:o,lim:n++}}return e.children(Ws).forEach(r),t}function Dm(e){let t=$r(e,"root",{},"_root"),n=Vm(e),r=Object.values(n),s=hn(Math.max,r)-1,o=2*s+1;e.graph().nestingRoot=t,e.edges().forEach(l=>e.edge(l).minlen*=o);let i=Hm(e)+1;e.children(Ws).forEach(l=>{rc(e,t,o,i,s,n,l)}),e.graph().nodeRankFactor=o}function rc(e,t,n,r,s,o,i){var l;let a=e.children(i);if(!a.length){i!==t&&e.setEdge(t,i,{weight:0,minlen:n});return}let c=wa(e,"_bt"),d=wa(e,"_bb"),p=e.node(i);e.setParent(c,i),p.borderTop=c,e.setParent(d,i),p.borderBottom=d,a.forEach(g=>{var x;rc(e,t,n,r,s,o,g);let k=e.node(g),_=k.borderTop?k.borderTop:g,b=k.borderBottom?k.borderBottom:g,E=k.borderTop?r:2*r,m=_!==b?1:s-((x=o[i])!=null?x:0)+1;e.setEdge(c,_,{weight:E,minlen:m,nestingEdge:!0}),e.setEdge(b,d,{weight:E,minlen:m,nestingEdge:!0})}),e.parent(i)||e.setEdge(t,c,{weight:0,minlen:s+((l=o[i])!=null?l:0)})}function Vm(e){let t={};function n(r,s){let o=e.children(r);o&&o.length&&o.forEach(i=>n(i,s+1)),t[r]=s}return e.children(Ws).forEach(r=>n(r,1)),t}function Hm(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function Wm(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var Gm=Ym;function Ym(e){function t(n){let r=e.children(n),s=e.node(n);if(r.length&&r.forEach(t),s&&Object.hasOwn(s,"minRank")){s.borderLeft=[],s.borderRight=[];for(let o=s.minRank,i=s.maxRank+1;o<i;++o)Sa(e,"borderLeft","_bl",n,s,o),Sa(e,"borderRight","_br",n,s,o)}}e.children(Ws).forEach(t)}function Sa(e,t,n,r,s,o){let i={width:0,height:0,rank:o,borderType:t},l=s[t][o-1],a=$r(e,"border",i,n);s[t][o]=a,e.setParent(a,r),l&&e.setEdge(l,a,{weight:1})}function Um(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&sc(e)}function Km(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&qm(e),(n==="lr"||n==="rl")&&(Jm(e),sc(e))}function sc(e){e.nodes().forEach(t=>Ea(e.node(t))),e.edges().forEach(t=>Ea(e.edge(t)))}function Ea(e){let t=e.width;e.width=e.height,e.height=t}function qm(e){e.nodes().forEach(t=>ci(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(ci),Object.hasOwn(r,"y")&&ci(r)})}function ci(e){e.y=-e.y}function Jm(e){e.nodes().forEach(t=>ui(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(ui),Object.hasOwn(r,"x")&&ui(r)})}function ui(e){let t=e.x;e.x=e.y,e.y=t}function Xm(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),s=r.map(c=>e.node(c).rank),o=hn(Math.max,s),i=cs(o+1).map(()=>[]);function l(c){if(n[c])return;n[c]=!0;let d=e.node(c);i[d.rank].push(c);let p=e.successors(c);p&&[...p].sort((g,x)=>a(g,x)).forEach(l)}r.sort((c,d)=>e.node(c).rank-e.node(d).rank).forEach(l);function a(c,d){let p=e.node(c),g=e.node(d);return Ja(t,p,g)}return i}function Zm(e,t){let n=0;for(let r=1;r<t.length;++r)n+=Qm(e,t[r-1],t[r]);return n}function Qm(e,t,n){let r=im(n,n.map((c,d)=>d)),s=t.flatMap(c=>{let d=e.outEdges(c);return d?d.map(p=>({pos:r[p.w],weight:e.edge(p).weight})).sort((p,g)=>p.pos-g.pos):[]}),o=1;for(;o<n.length;)o<<=1;let i=2*o-1;o-=1;let l=new Array(i).fill(0),a=0;return s.forEach(c=>{let d=c.pos+o;l[d]+=c.weight;let p=0;for(;d>0;)d%2&&(p+=l[d+1]),d=d-1>>1,l[d]+=c.weight;a+=c.weight*p}),a}function eg(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let s=r.reduce((o,i)=>{let l=e.edge(i),a=e.node(i.v);return{sum:o.sum+l.weight*a.order,weight:o.weight+l.weight}},{sum:0,weight:0});return{v:n,barycenter:s.sum/s.weight,weight:s.weight}}})}function tg(e,t){let n={};e.forEach((s,o)=>{let i={indegree:0,in:[],out:[],vs:[s.v],i:o};s.barycenter!==void 0&&(i.barycenter=s.barycenter,i.weight=s.weight),n[s.v]=i}),t.edges().forEach(s=>{let o=n[s.v],i=n[s.w];o!==void 0&&i!==void 0&&(i.indegree++,o.out.push(i))});let r=Object.values(n).filter(s=>!s.indegree);return ng(r)}function ng(e){let t=[];function n(s){return o=>{o.merged||(o.barycenter===void 0||s.barycenter===void 0||o.barycenter>=s.barycenter)&&rg(s,o)}}function r(s){return o=>{o.in.push(s),--o.indegree===0&&e.push(o)}}for(;e.length;){let s=e.pop();t.push(s),s.in.reverse().forEach(n(s)),s.out.forEach(r(s))}return t.filter(s=>!s.merged).map(s=>Vs(s,["vs","i","barycenter","weight"]))}function rg(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function sg(e,t,n,r,s){let o={},i=null,l=null,a=s;typeof t=="boolean"?(a=t,o={}):t&&(o=t,i=n??null,l=r??null);let c=rm(e,E=>Object.hasOwn(E,"barycenter")),d=c.lhs,p=c.rhs.sort((E,m)=>m.i-E.i),g=[],x=0,k=0,_=0;d.sort(og(l,i,!!a));for(let[E,m]of Object.entries(o)){let v=d.findIndex(S=>S.vs[0]===E);d.splice(v+1,0,m)}_=Ta(g,p,_),d.forEach(E=>{_+=E.vs.length,g.push(E.vs),x+=E.barycenter*E.weight,k+=E.weight,_=Ta(g,p,_)});let b={vs:g.flat(1)};return k&&(b.barycenter=x/k,b.weight=k),b}function Ta(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function og(e,t,n){return(r,s)=>{if(r.barycenter<s.barycenter)return-1;if(r.barycenter>s.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof s.vs[0]=="string")){let o=e.node(r.vs[0]),i=e.node(s.vs[0]),l=Ja(t,o,i);if(l!==0)return l}return n?s.i-r.i:r.i-s.i}}function oc(e,t,n,r,s){var o,i,l,a,c,d,p,g,x,k,_;let b=null,E=s;typeof r=="boolean"?(E=r,b=null):r!==void 0&&(b=r);let m=e.children(t),v=e.node(t),S=v?v.borderLeft:void 0,A=v?v.borderRight:void 0,M={};S&&(m=m.filter(F=>F!==S&&F!==A));let U=eg(e,m);U.forEach(F=>{if(e.children(F.v).length){let{result:I}=oc(e,F.v,n,b,E);M[F.v]=I,Object.hasOwn(I,"barycenter")&&lg(F,I)}});let P=tg(U,n);ig(P,M);let L={},z=!1;for(let F=0;F<P.length;F++)for(let I=F+1;I<P.length;I++)if(!(!P[F]||!P[I]||!((o=P[F])!=null&&o.barycenter)||!((i=P[I])!=null&&i.barycenter))&&((l=P[F])==null?void 0:l.barycenter)===P[I].barycenter){let R=(c=(a=P[F])==null?void 0:a.vs[0])!=null?c:"",C=(p=(d=P[I])==null?void 0:d.vs[0])!=null?p:"",W=e.node(R),H=e.node(C);if(W.dummy==="edge"&&H.dummy==="edge"&&((g=W.edgeObj)==null?void 0:g.v)===((x=H.edgeObj)==null?void 0:x.v)&&((k=W.edgeObj)==null?void 0:k.w)===((_=H.edgeObj)==null?void 0:_.w))if(W.edgeLabel.reversed){L[C]=P[F],P.splice(F,1),F--;break}else L[R]||(L[R]=P[I],P.splice(I,1),I--);else z=!0}let N=sg(P,L,b,e,E);if(S&&A){N.vs=[S,N.vs,A].flat(1);let F=e.predecessors(S);if(F&&F.length){let I=e.node(F[0]),R=e.predecessors(A),C=e.node(R[0]);Object.hasOwn(N,"barycenter")||(N.barycenter=0,N.weight=0),N.barycenter=(N.barycenter*N.weight+I.order+C.order)/(N.weight+2),N.weight+=2}}return Object.defineProperty(N,"result",{value:N,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(N,"usedBias",{value:z,enumerable:!1,configurable:!0,writable:!0}),N}function ig(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function lg(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function ag(e,t,n,r){r||(r=e.nodes());let s=cg(e),o=new en({compound:!0}).setGraph({root:s}).setDefaultNodeLabel(i=>e.node(i));return r.forEach(i=>{let l=e.node(i),a=e.parent(i);if(l.rank===t||l.minRank<=t&&t<=l.maxRank){o.setNode(i),o.setParent(i,a||s);let c=e[n](i);c&&c.forEach(d=>{let p=d.v===i?d.w:d.v,g=o.edge(p,i),x=g!==void 0?g.weight:0;o.setEdge(p,i,{weight:e.edge(d).weight+x})}),Object.hasOwn(l,"minRank")&&o.setNode(i,{borderLeft:l.borderLeft[t],borderRight:l.borderRight[t]})}}),o}function cg(e){let t;for(;e.hasNode(t=gi("_root")););return t}function ug(e,t,n){let r={},s;n.forEach(o=>{let i=e.parent(o),l,a;for(;i;){if(l=e.parent(i),l?(a=r[l],r[l]=i):(a=s,s=i),a&&a!==i){t.setEdge(a,i);return}i=l}})}function ic(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,ic);return}let r=Ka(e),s=Aa(e,cs(1,r+1),"inEdges"),o=Aa(e,cs(r-1,-1,-1),"outEdges"),i=Xm(e,n);if($a(e,i),t.disableOptimalOrderHeuristic)return;let l=Number.POSITIVE_INFINITY,a,c=t.constraints||[];for(let d=0,p=0;p<4;++d,++p){dg(d%2?s:o,d%4>=2,c,n),i=us(e);let g=Zm(e,i);g<l?(p=0,a=Object.assign({},i),l=g):g===l&&(a=structuredClone(i))}$a(e,a)}function Aa(e,t,n){let r=new Map,s=(o,i)=>{r.has(o)||r.set(o,[]),r.get(o).push(i)};for(let o of e.nodes()){let i=e.node(o);if(typeof i.rank=="number"&&s(i.rank,o),typeof i.minRank=="number"&&typeof i.maxRank=="number")for(let l=i.minRank;l<=i.maxRank;l++)l!==i.rank&&s(l,o)}return t.map(function(o){return ag(e,o,n,r.get(o)||[])})}function dg(e,t,n,r){let s=!0,o=new en;e.forEach(function(i){n.forEach(d=>o.setEdge(d.left,d.right));let l=i.graph().root,{result:a,usedBias:c}=oc(i,l,o,r,s);t&&c&&(s=!s),a.vs.forEach((d,p)=>i.node(d).order=p),ug(i,o,a.vs)})}function $a(e,t){Object.values(t).forEach(n=>n.forEach((r,s)=>e.node(r).order=s))}function fg(e,t){let n={};function r(s,o){let i=0,l=0,a=s.length,c=o[o.length-1];return o.forEach((d,p)=>{let g=hg(e,d),x=g?e.node(g).order:a;(g||d===c)&&(o.slice(l,p+1).forEach(k=>{let _=e.predecessors(k);_&&_.forEach(b=>{let E=e.node(b),m=E.order;(m<i||x<m)&&!(E.dummy&&e.node(k).dummy)&&lc(n,b,k)})}),l=p+1,i=x)}),o}return t.length&&t.reduce(r),n}function pg(e,t){let n={};function r(i){var l;return((l=e.node(i))==null?void 0:l.dummy)==="border"}if(!e.nodes().some(r))return n;function s(i,l,a,c,d){cs(l,a).forEach(p=>{let g=i[p];if(g!==void 0&&e.node(g).dummy){let x=e.predecessors(g);x&&x.forEach(k=>{if(k===void 0)return;let _=e.node(k);_.dummy&&(_.order<c||_.order>d)&&lc(n,k,g)})}})}function o(i,l){let a=-1,c=-1,d=0;return l.forEach((p,g)=>{if(r(p)){let x=e.predecessors(p);if(x&&x.length){let k=x[0];if(k===void 0)return;c=e.node(k).order,s(l,d,g,a,c),d=g,a=c}}s(l,d,l.length,c,i.length)}),l}return t.length&&t.reduce(o),n}function hg(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function lc(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];r||(e[t]=r={}),r[n]=!0}function mg(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function gg(e,t,n,r,s){let o={},i={},l={};return t.forEach(a=>{a.forEach((c,d)=>{o[c]=c,i[c]=c,l[c]=d})}),t.forEach(a=>{let c=-1,d=-1,p=!1,g=a,x=a.findIndex(k=>s?.includes(k)||Na(k,e,s));x>0&&(g=[a[x],...a.slice(0,x),...a.slice(x+1)],p=!0),g.forEach(k=>{var _;let b=r(k);if(b&&b.length){s!=null&&s.includes(k)&&(b=b.filter(v=>Na(v,e,s)));let E=b.sort((v,S)=>{let A=l[v],M=l[S];return(A!==void 0?A:0)-(M!==void 0?M:0)}),m=(E.length-1)/2;for(let v=Math.floor(m),S=Math.ceil(m);v<=S;++v){let A=E[v];if(A===void 0)continue;let M=l[A];if(M!==void 0&&i[k]===k&&c<M&&l[A]!==d&&!mg(n,k,A)){let U=o[A];U!==void 0&&(i[A]=k,i[k]=o[k]=U,c=M,p&&(c=-1,d=(_=l[A])!=null?_:-1,p=!1))}}}})}),{root:o,align:i}}function yg(e,t,n,r,s=!1){let o={},i=bg(e,t,n,s),l=s?"borderLeft":"borderRight";function a(x,k){let _=i.nodes().slice(),b={},E=_.pop();for(;E;){if(b[E])x(E);else{b[E]=!0,_.push(E);for(let m of k(E))_.push(m)}E=_.pop()}}function c(x){let k=i.inEdges(x);k?o[x]=k.reduce((_,b)=>{var E;let m=(E=o[b.v])!=null?E:0,v=i.edge(b);return Math.max(_,m+(v!==void 0?v:0))},0):o[x]=0}function d(x){let k=i.outEdges(x),_=Number.POSITIVE_INFINITY;k&&(_=k.reduce((E,m)=>{let v=o[m.w],S=i.edge(m);return Math.min(E,(v!==void 0?v:0)-(S!==void 0?S:0))},Number.POSITIVE_INFINITY));let b=e.node(x);_!==Number.POSITIVE_INFINITY&&b.borderType!==l&&(o[x]=Math.max(o[x]!==void 0?o[x]:0,_))}function p(x){return i.predecessors(x)||[]}function g(x){return i.successors(x)||[]}return a(c,p),a(d,g),Object.keys(r).forEach(x=>{var k;let _=n[x];_!==void 0&&(o[x]=(k=o[_])!=null?k:0)}),o}function bg(e,t,n,r){let s=new en,o=e.graph(),i=kg(o.nodesep,o.edgesep,r);return t.forEach(l=>{let a;l.forEach(c=>{let d=n[c];if(d!==void 0){if(s.setNode(d),a!==void 0){let p=n[a];if(p!==void 0){let g=s.edge(p,d);s.setEdge(p,d,Math.max(i(e,c,a),g||0))}}a=c}})}),s}function xg(e,t){return Object.values(t).reduce((n,r)=>{let s=Number.NEGATIVE_INFINITY,o=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([l,a])=>{let c=Sg(e,l)/2;s=Math.max(a+c,s),o=Math.min(a-c,o)});let i=s-o;return i<n[0]&&(n=[i,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function wg(e,t){let n=Object.values(t),r=hn(Math.min,n),s=hn(Math.max,n);["u","d"].forEach(o=>{["l","r"].forEach(i=>{let l=o+i,a=e[l];if(!a||a===t)return;let c=Object.values(a),d=r-hn(Math.min,c);i!=="l"&&(d=s-hn(Math.max,c)),d&&(e[l]=Hs(a,p=>p+d))})})}function vg(e,t=void 0){let n=e.ul;return n?Hs(n,(r,s)=>{var o,i;if(t){let a=t.toLowerCase(),c=e[a];if(c&&c[s]!==void 0)return c[s]}let l=Object.values(e).map(a=>{let c=a[s];return c!==void 0?c:0}).sort((a,c)=>a-c);return(((o=l[1])!=null?o:0)+((i=l[2])!=null?i:0))/2}):{}}function _g(e,t){let n=us(e),r=Object.assign(fg(e,n),pg(e,n)),s={},o;["u","d"].forEach(l=>{o=l==="u"?n:Object.values(n).reverse(),["l","r"].forEach(a=>{a==="r"&&(o=o.map(p=>Object.values(p).reverse()));let c=gg(e,o,r,p=>(l==="u"?e.predecessors(p):e.successors(p))||[],t),d=yg(e,o,c.root,c.align,a==="r");a==="r"&&(d=Hs(d,p=>-p)),s[l+a]=d})});let i=xg(e,s);return wg(s,i),vg(s,e.graph().align)}function kg(e,t,n){return(r,s,o)=>{let i=r.node(s),l=r.node(o),a=0,c;if(a+=i.width/2,Object.hasOwn(i,"labelpos"))switch(i.labelpos.toLowerCase()){case"l":c=-i.width/2;break;case"r":c=i.width/2;break}if(c&&(a+=n?c:-c),c=void 0,a+=(i.dummy?t:e)/2,a+=(l.dummy?t:e)/2,a+=l.width/2,Object.hasOwn(l,"labelpos"))switch(l.labelpos.toLowerCase()){case"l":c=l.width/2;break;case"r":c=-l.width/2;break}return c&&(a+=n?c:-c),a}}function Sg(e,t){return e.node(t).width}function Na(e,t,n){var r;if(!n)return!1;let s=(r=t.node(e))==null?void 0:r.edgeObj;if(!s||t.node(e).edgeLabel.reversed)return!1;let o=n.indexOf(s?.v),i=n.indexOf(s?.w);return o!==-1&&i!==-1&&o===(i+1)%n.length||o===(i-1)%n.length}function Eg(e,t){e=Ya(e),Tg(e),Object.entries(_g(e,t)).forEach(([n,r])=>e.node(n).x=r)}function Tg(e){let t=us(e),n=e.graph(),r=n.ranksep,s=n.rankalign,o=0;t.forEach(i=>{let l=i.reduce((a,c)=>{var d;let p=(d=e.node(c).height)!=null?d:0;return a>p?a:p},0);i.forEach(a=>{let c=e.node(a);s==="top"?c.y=o+c.height/2:s==="bottom"?c.y=o+l-c.height/2:c.y=o+l/2}),o+=l+r})}var Ma=new WeakMap;function Ag(e,t={}){return ac(e,qa,t),e}function Ca(e,t,n){let r=t;for(;r!==void 0;){let s=e.parent(r);if(s===n)return r;r=s}}function ac(e,t,n){var r;let s=e.nodes().filter(m=>e.children(m).length),o={};s.forEach(m=>{let v=e.node(m);if(v&&v.rankdir){let S=new en({multigraph:!0,compound:!0});S.setGraph({rankdir:v.rankdir});let A=e.children(m);A.forEach(R=>{let C={...e.node(R)};S.setNode(R,C);let W=e.parent(R);W&&W!==m&&A.includes(W)&&S.setParent(R,W)});let M=new Set;e.edges().forEach(R=>{let C=Ca(e,R.v,m),W=Ca(e,R.w,m);if(C===R.v&&W===R.w)S.setEdge(R,{...e.edge(R)});else if(C&&W&&C!==W){let H=`${C}\0${W}`;M.has(H)||(M.add(H),S.setEdge(C,W,{...e.edge(R)}))}}),ac(S,t,n);let U=Fa(S);Oa(U,t,n,null),Ia(S,U);let P=1/0,L=1/0,z=-1/0,N=-1/0;S.nodes().forEach(R=>{if(R===m)return;let C=S.node(R);C&&typeof C.x=="number"&&typeof C.y=="number"&&typeof C.width=="number"&&typeof C.height=="number"&&(P=Math.min(P,C.x-C.width/2),z=Math.max(z,C.x+C.width/2),L=Math.min(L,C.y-C.height/2),N=Math.max(N,C.y+C.height/2))}),(!isFinite(P)||!isFinite(L)||!isFinite(z)||!isFinite(N))&&(P=L=0,z=N=0);let F=z-P,I=N-L;o[m]={minX:P,minY:L,maxX:z,maxY:N,width:F,height:I,offsetX:P,offsetY:L},v._dagreClusterSubgraph=S}});let i=[],l=m=>{let v=[],S=(e.children(m)||[]).filter(A=>A!==m);for(;S.length>0;){let A=S.shift();v.push(A),(e.children(A)||[]).filter(M=>M!==A).forEach(M=>S.push(M))}return v},a=new Map;s.forEach(m=>{let v=e.node(m);v&&v.rankdir&&o[m]&&a.set(m,(e.children(m)||[]).filter(S=>S!==m))});let c=new Set([...a.values()].flat()),d=new Map;a.forEach((m,v)=>{c.has(v)||d.set(v,l(v))});let p=new Set([...d.values()].flat()),g=m=>{for(let[v,S]of d)if(S.includes(m))return v;return m},x=[];e.edges().forEach(m=>{(p.has(m.v)||p.has(m.w))&&x.push({edge:m,label:e.edge(m)})});let k=new Map;p.forEach(m=>{let v=e.parent(m);k.set(m,typeof v=="string"?v:void 0)}),d.forEach((m,v)=>{let S=e.node(v),A=[];m.forEach(P=>{let L=e.node(P);L&&(A.push({id:P,node:L,parent:k.get(P)}),e.removeNode(P))});let M=x.filter(({edge:P})=>m.includes(P.v)||m.includes(P.w)),U=o[v];S&&(i.push({clusterId:v,subgraph:S._dagreClusterSubgraph,bounds:U,children:m,removedNodes:A,removedEdges:M}),S.width=U.width,S.height=U.height)});let _=new Set;x.forEach(({edge:m,label:v})=>{let S=g(m.v),A=g(m.w);if(S!==A&&e.hasNode(S)&&e.hasNode(A)){let M=`${S}\0${A}`;_.has(M)||(_.add(M),e.setEdge(S,A,{...v,width:0,height:0}))}});let b=Fa(e),E=Oa(b,t,n,(r=Ma.get(e))!=null?r:null);Ma.set(e,E),Ia(e,b),_.forEach(m=>{let v=m.indexOf("\0"),S=m.slice(0,v),A=m.slice(v+1);e.hasEdge(S,A)&&e.removeEdge(S,A)}),i.forEach(({clusterId:m,subgraph:v,bounds:S,removedNodes:A,removedEdges:M})=>{var U,P;let L=e.node(m),z=(U=L?.x)!=null?U:0,N=(P=L?.y)!=null?P:0,F=(S.minX+S.maxX)/2,I=(S.minY+S.maxY)/2;A.forEach(({id:R,node:C,parent:W})=>{e.setNode(R,C),W!==void 0&&e.setParent(R,W)}),M.forEach(({edge:R,label:C})=>{e.setEdge(R,C)}),v.nodes().forEach(R=>{if(R===m)return;let C=v.node(R),W=e.node(R);W&&C&&typeof C.x=="number"&&typeof C.y=="number"&&(W.x=z+(C.x-F),W.y=N+(C.y-I))}),La(e,v,z-F,N-I),delete L._dagreClusterSubgraph}),s.forEach(m=>{var v,S;let A=e.node(m),M=o[m];if(A&&A.rankdir&&A._dagreClusterSubgraph&&M){let U=A._dagreClusterSubgraph,P=(v=A.x)!=null?v:0,L=(S=A.y)!=null?S:0,z=(M.minX+M.maxX)/2,N=(M.minY+M.maxY)/2;U.nodes().forEach(F=>{if(F===m)return;let I=U.node(F),R=e.node(F);if(R&&I&&typeof I.x=="number"&&typeof I.y=="number"){let C=I.x-z,W=I.y-N;R.x=P+C,R.y=L+W}}),La(e,U,P-z,L-N),delete A._dagreClusterSubgraph}})}function La(e,t,n,r){t.edges().forEach(s=>{if(!e.hasEdge(s))return;let o=t.edge(s),i=e.edge(s);i.points=o.points.map(l=>({x:l.x+n,y:l.y+r})),Object.hasOwn(o,"x")&&(i.x=o.x+n,i.y=o.y+r)})}function Oa(e,t,n,r=null){var s,o;let i=n?.useDynamic!==!1,l=i&&(s=r?.graph)!=null?s:null,a=i&&(o=r?.rawNodes)!=null?o:null;t("    makeSpaceForEdgeLabels",()=>Rg(e)),t("    removeSelfEdges",()=>Wg(e)),t("    acyclic",()=>gm(e,l)),t("    nestingGraph.run",()=>Dm(e)),t("    rank",()=>Om(Ya(e))),t("    injectEdgeLabelProxies",()=>Fg(e)),t("    removeEmptyRanks",()=>tm(e)),t("    nestingGraph.cleanup",()=>Wm(e)),t("    normalizeRanks",()=>em(e)),t("    assignRankMinMax",()=>Pg(e)),t("    removeEdgeLabelProxies",()=>jg(e)),t("    normalize.run",()=>wm(e)),t("    parentDummyChains",()=>Pm(e)),t("    addBorderSegments",()=>Gm(e)),t("    order",()=>ic(e,n,a)),t("    insertSelfEdges",()=>Gg(e)),t("    adjustCoordinateSystem",()=>Um(e)),t("    position",()=>Eg(e,n.corePath)),t("    positionSelfEdges",()=>Yg(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>Hg(e)),t("    normalize.undo",()=>_m(e)),t("    fixupEdgeLabelCoords",()=>Dg(e)),t("    undoCoordinateSystem",()=>Km(e)),t("    translateGraph",()=>zg(e)),t("    assignNodeIntersects",()=>Bg(e)),t("    reversePoints",()=>Vg(e)),t("    acyclic.undo",()=>bm(e)),{graph:e,rawNodes:c}}function Ia(e,t){e.nodes().forEach(n=>{let r=e.node(n),s=t.node(n);r&&(r.x=s.x,r.y=s.y,r.order=s.order,r.rank=s.rank,t.children(n).length&&(r.width=s.width,r.height=s.height))}),e.edges().forEach(n=>{let r=e.edge(n),s=t.edge(n);r.points=s.points,Object.hasOwn(s,"x")&&(r.x=s.x,r.y=s.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var $g=["nodesep","edgesep","ranksep","marginx","marginy"],Ng={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},Mg=["acyclicer","ranker","rankdir","align","rankalign"],Cg=["width","height","rank"],Ra={width:0,height:0},Lg=["minlen","weight","width","height","labeloffset"],Og={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},Ig=["labelpos"];function Fa(e){let t=new en({multigraph:!0,compound:!0}),n=fi(e.graph());return t.setGraph(Object.assign({},Ng,di(n,$g),Vs(n,Mg))),e.nodes().forEach(r=>{let s=fi(e.node(r)),o=di(s,Cg);Object.keys(Ra).forEach(l=>{o[l]===void 0&&(o[l]=Ra[l])}),t.setNode(r,o);let i=e.parent(r);i!==void 0&&t.setParent(r,i)}),e.edges().forEach(r=>{let s=fi(e.edge(r));t.setEdge(r,Object.assign({},Og,di(s,Lg),Vs(s,Ig)))}),t}function Rg(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let s=e.edge(n);s.minlen*=2,((r=s.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?s.width+=s.labeloffset:s.height+=s.labeloffset)})}function Fg(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),s={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};$r(e,"edge-proxy",s,"_ep")}})}function Pg(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function jg(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function zg(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,s=0,o=e.graph(),i=o.marginx||0,l=o.marginy||0;function a(c){let d=c.x,p=c.y,g=c.width,x=c.height;t=Math.min(t,d-g/2),n=Math.max(n,d+g/2),r=Math.min(r,p-x/2),s=Math.max(s,p+x/2)}e.nodes().forEach(c=>a(e.node(c))),e.edges().forEach(c=>{let d=e.edge(c);Object.hasOwn(d,"x")&&a(d)}),t-=i,r-=l,e.nodes().forEach(c=>{let d=e.node(c);d.x-=t,d.y-=r}),e.edges().forEach(c=>{let d=e.edge(c);d.points.forEach(p=>{p.x-=t,p.y-=r}),Object.hasOwn(d,"x")&&(d.x-=t),Object.hasOwn(d,"y")&&(d.y-=r)}),o.width=n-t+i,o.height=s-r+l}function Bg(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),s=e.node(t.w),o,i;n.points?(o=n.points[0],i=n.points[n.points.length-1]):(n.points=[],o=s,i=r),n.points.unshift(xa(r,o)),n.points.push(xa(s,i))})}function Dg(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function Vg(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function Hg(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),s=e.node(n.borderBottom),o=e.node(n.borderLeft[n.borderLeft.length-1]),i=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(i.x-o.x),n.height=Math.abs(s.y-r.y),n.x=o.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function Wg(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function Gg(e){us(e).forEach(t=>{let n=0;t.forEach((r,s)=>{let o=e.node(r);typeof o.rank!="number"&&(o.rank=0),o.order=s+n,(o.selfEdges||[]).forEach(i=>{$r(e,"selfedge",{width:i.label.width,height:i.label.height,rank:o.rank,order:s+ ++n,e:i.e,edgeLabel:i.label},"_se"),(!Array.isArray(i.label.points)||i.label.points.length!==7)&&(i.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete o.selfEdges})})}function Yg(e){e.nodes().forEach(t=>{let n=e.node(t),r=s=>typeof s=="number"&&isFinite(s);if(n.dummy==="selfedge"){let s=n,o=e.node(s.e.v),i=r(o?.x)?o.x:0,l=r(o?.y)?o.y:0,a=r(o?.width)?o.width:0,c=r(o?.height)?o.height:0,d=r(n.x)?n.x:i,p=r(n.y)?n.y:l,g=a/2,x=c/2;s.edgeLabel.points=[{x:d+g,y:p-x},{x:d+g,y:p-x},{x:d,y:p},{x:d-g,y:p+x},{x:d-g,y:p+x},{x:d,y:p},{x:d,y:p}],s.edgeLabel.x=d,s.edgeLabel.y=p,e.setEdge(s.e,s.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(s=>{if(!Array.isArray(s.label.points)||s.label.points.length!==7){let o=r(n.x)?n.x:0,i=r(n.y)?n.y:0,l=r(n.width)?n.width:0,a=r(n.height)?n.height:0,c=l/2,d=a/2;s.label.points=[{x:o+c,y:i-d},{x:o+c,y:i-d},{x:o,y:i},{x:o-c,y:i+d},{x:o-c,y:i+d},{x:o,y:i},{x:o,y:i}]}})})}function di(e,t){return Hs(Vs(e,t),Number)}function fi(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function Ug(e){let t=us(e),n=new en({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,s)=>{let o="layer"+s;n.setNode(o,{rank:"same"}),r.reduce((i,l)=>(n.setEdge(i,l,{style:"invis"}),l))}),n}var Kg={graphlib:ja,version:lm,layout:Ag,debug:Ug,util:{time:sm,notime:qa}},wi=Kg;var vi=[];for(let e=1;e<=1e12;e*=10)vi.push(e,2*e,5*e);var Ft=e=>typeof e=="number"&&Number.isFinite(e);function ie(e,t=3){if(e===1/0)return"+Inf";if(e===-1/0)return"-Inf";if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,s]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(s)}`}return String(Number(e.toPrecision(t)))}var qg=10,cc=e=>e.includes(".")?e.replace(/0+$/,"").replace(/\.$/,""):e;function Nr(e){if(e==null)return"?";let t=Number(e);if(!Number.isFinite(t))return ie(t);let n=Math.abs(t)*100,r=t<0?"-":"";if(n===0)return"0%";if(n<.01)return`${r}<0.01%`;if(n>=10){let s=n.toFixed(0);for(let o=3;Number(s)===100&&n!==100&&o<8;o++)s=cc(n.toPrecision(o));return`${r}${s}%`}return`${r}${cc(n.toPrecision(2))}%`}function uc(e,t){let n=Number(e),r=Number(t),s=`from ${ie(n)} to ${ie(r)}`;if(!Number.isFinite(n)||!Number.isFinite(r))return s;if(n===r)return"unchanged";if(n===0||r!==0&&r>0!=n>0)return s;let o=r/n;return o>=qg?n<0?s:`up ${ie(o)}-fold`:`${r>n?"up":"down"} ${Nr(Math.abs(r-n)/Math.abs(n))}`}function De(e){if(typeof e!="number"||!Number.isFinite(e))return"?";let t=["B","KiB","MiB","GiB","TiB","PiB"],n=e,r=0;for(;Math.abs(n)>=1024&&r<t.length-1;)n/=1024,r++;return r===0?`${Math.round(n)} B`:`${n.toFixed(1)} ${t[r]}`}function dc(e,t=4){if(!(e>0))return[{value:0,text:"0 B"}];let n=["B","KiB","MiB","GiB","TiB","PiB"],r=0;for(;e/1024**r>=1024&&r<n.length-1;)r++;let s=1024**r,o=e/s,i=Zn(0,o,t);if(i[i.length-1]<o*(1-1e-9)){let l=i.length>1?i[1]-i[0]:o;i=[...i,Number((i[i.length-1]+l).toPrecision(12))]}return i.map(l=>({value:l*s,text:l===0?"0":`${ie(l)} ${n[r]}`}))}function fc(e){return typeof e!="number"||!Number.isFinite(e)?"?":Math.abs(e)<1?`${ie(e*1e3)} ms`:`${ie(e)} s`}function Rn(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function Pe(e,t){return`${e} ${t}${e===1?"":"s"}`}function pc(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Xn(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Gs(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=Math.max(1,[1,2,5,10].map(l=>l*s).find(l=>l>=r)||r),i=[];for(let l=Math.ceil(e/o)*o;l<=t;l+=o)i.push(Math.round(l));return i}function Zn(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=[1,2,2.5,5,10].map(l=>l*s).find(l=>l>=r)||r,i=[];for(let l=Math.ceil(e/o)*o;l<=t+o*1e-9;l+=o)i.push(Number(l.toPrecision(12)));return i}function Ys(e,t,n){let r=String(e);if(n(r)<=t)return r;let s=0,o=r.length;for(;s<o;){let l=Math.ceil((s+o)/2),a=Math.ceil(l/2),c=`${r.slice(0,a)}…${r.slice(r.length-(l-a))}`;n(c)<=t?s=l:o=l-1}let i=Math.ceil(s/2);return`${r.slice(0,i)}…${r.slice(r.length-(s-i))}`}function hc(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function Us(e,t,n){return e.map((r,s)=>Math.round(r+(t[s]-r)*n))}function Mr(e,t,n=6){if(!(e>0)||!(t>=e))return[];let r=Math.floor(Math.log10(e)+1e-9),s=Math.ceil(Math.log10(t)-1e-9),o=[];if(s-r<2){for(let l=r;l<=s;l++)for(let a of[1,2,5]){let c=Number((a*10**l).toPrecision(6));c>=e*(1-1e-9)&&c<=t*(1+1e-9)&&o.push(c)}return o.length>=2?o:[Number(e.toPrecision(3)),Number(t.toPrecision(3))].filter((l,a,c)=>c.indexOf(l)===a)}let i=Math.max(1,Math.ceil((s-r+1)/n));for(let l=Math.ceil(Math.log10(e)-1e-9);l<=s;l+=i){let a=10**l;a>=e*(1-1e-9)&&a<=t*(1+1e-9)&&o.push(a)}return o}var ds=null;function mn(e,t){return ds||(ds=document.createElement("canvas").getContext("2d")),ds?(ds.font=t,ds.measureText(String(e)).width):String(e).length*6.5}function _i(e){return t=>mn(t,e)}function gc(e,t,n){return Ys(e,t,_i(n))}function fs(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let s=e.getContext("2d");return s.setTransform(r,0,0,r,0,0),s.clearRect(0,0,t,n),s}function Cr(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let s=e.clientWidth;Math.abs(s-n)<=1||(n=s,t(s))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}function kt(e,{ticksX:t,ticksY:n,xTitle:r,yTitle:s,kind:o="canvas"}){Object.assign(e.dataset,{chart:o,ticksX:String(t),ticksY:String(n),xTitle:r||"",yTitle:s||""})}var mc=e=>e&&Array.isArray(e._values)?e._values.filter(t=>t!=null&&String(t)!=="").length:0;function Ks(){return{hooks:{draw:[e=>kt(e.root,{kind:"uplot",ticksX:mc(e.axes[0]),ticksY:mc(e.axes[1]),xTitle:e.axes[0].label,yTitle:e.axes[1].label})]}}}function ps(e,t,n,r={}){return{stroke:e,grid:{stroke:t,width:1},ticks:{stroke:t},label:n,labelSize:20,...r}}function qs(e,t){return ps(e,t,"step",{incrs:vi,values:(n,r)=>r.map(s=>Number.isInteger(s)?String(s):"")})}var Si='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',xc=`600 13px ${Si}`,Jg=`400 11px ${Si}`,Xg=`400 11px ${Si}`,ki=16,yc=14,Zg=124,Qg=110,e0=12,bc=9,t0=.87;function n0(e,t=Zg,n=xc){let r=String(e||"").split(/\s+/).filter(Boolean),s=[],o="";for(let i of r){let l=o?`${o} ${i}`:i;o&&mn(l,n)>t?(s.push(o),o=i):o=l}return o&&s.push(o),s.length?s:[""]}function r0(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=oi(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Kn[e.state]?Kn[e.state].toLowerCase():String(e.state)}function s0(e,t,n){let r=-t/2,s=-n/2;if(e==="decision"){let i=Math.min(14,n/2),l=[[r+i,s],[r+t-i,s],[r+t,0],[r+t-i,s+n],[r+i,s+n],[r,0]];return Z("polygon",{class:"node-shape",points:l.map(a=>a.join(",")).join(" ")})}let o=e==="root"?n/2:7;return Z("rect",{class:"node-shape",x:r,y:s,width:t,height:n,rx:o,ry:o})}function o0(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let s=(t[r].x+t[r+1].x)/2,o=(t[r].y+t[r+1].y)/2,i=r===t.length-2?t[r+1]:{x:s,y:o};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${i.x.toFixed(1)},${i.y.toFixed(1)}`}return n}var wc=["critical","warning","info"];function i0(){let e=Z("defs");for(let t of["default",...wc])e.append(Z("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},Z("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function l0(){let e=(t,n,r)=>f("span",{class:"legend-item",title:r},f("span",{class:`swatch ${t}`}),n);return f("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function vc(e,t,n,r={}){let s=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(b=>b&&typeof b.id=="string"),o=t&&Array.isArray(t.edges)?t.edges:[];if(!s.length)return V(e,f("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let i=new wi.graphlib.Graph;i.setGraph({rankdir:"TB",nodesep:12,ranksep:40,edgesep:10,marginx:6,marginy:6}),i.setDefaultEdgeLabel(()=>({}));let l=new Map;for(let b of s){let E=(Array.isArray(b.findings)?b.findings:[]).map(P=>n[P]).filter(Boolean),m=n0(b.label||b.id),v=r0(b,E),S=Math.max(...m.map(P=>mn(P,xc)),mn(v,Jg)),A=Math.max(Qg,Math.ceil(S)+2*e0+(b.kind==="decision"?16:0)),M=m.length*ki+yc+2*bc,U=b.state!=="triggered"?null:wc.includes(b.severity)?b.severity:oi(E)||"warning";l.set(b.id,{node:b,lines:m,caption:v,severity:U,findings:E}),i.setNode(b.id,{width:A,height:M})}for(let b of o){if(!b||!l.has(b.from)||!l.has(b.to)||b.from===b.to)continue;let E=b.label?String(b.label):"";i.setEdge(b.from,b.to,{label:E,width:E?Math.ceil(mn(E,Xg))+8:0,height:E?16:0,labelpos:"c"})}wi.layout(i);let a=i.graph(),c=Math.ceil(a.width||0),d=Math.ceil(a.height||0),p=Z("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${d}`,width:c,height:d,role:"group","aria-label":"Triage flowchart"});p.style.maxWidth=`${c}px`,p.style.minWidth=`${Math.ceil(c*t0)}px`,p.append(i0());let g=Z("g",{class:"edges"});for(let b of i.edges()){let E=i.edge(b),m=l.get(b.v),v=l.get(b.w),S=m.node.state==="triggered"&&v.node.state==="triggered",A=S?v.severity||m.severity||"warning":"default",M=Z("g",{class:`edge${S?" lit":""} tone-${A}`,"data-from":b.v,"data-to":b.w});if(M.append(Z("path",{d:o0(E.points),"marker-end":`url(#th-arrow-${A})`})),E.label){let U=E.width||0;M.append(Z("rect",{class:"edge-label-bg",x:E.x-U/2,y:E.y-8,width:U,height:16,rx:3}),Z("text",{class:"edge-label",x:E.x,y:E.y,"dominant-baseline":"central","text-anchor":"middle"},E.label))}g.append(M)}p.append(g);let x=Z("g",{class:"nodes"}),k=new Map;for(let b of i.nodes()){let E=i.node(b),m=l.get(b),{node:v}=m,S=["triggered","clear","no_data"].includes(v.state)?v.state:"no_data",A=Z("g",{class:"node",transform:`translate(${E.x.toFixed(1)},${E.y.toFixed(1)})`,"data-node-id":b,"data-state":S,"data-kind":v.kind||"check","data-severity":m.severity,tabindex:"0",role:"button","aria-label":`${v.label||b}: ${Kn[S]||S}`});A.append(Z("title",null,`${v.label||b} (${Kn[S]||S})`)),A.append(s0(v.kind,E.width,E.height));let M=-E.height/2+bc,U=Z("text",{class:"node-label","text-anchor":"middle"});m.lines.forEach((L,z)=>{U.append(Z("tspan",{x:0,y:M+ki*(z+.75)},L))}),A.append(U),A.append(Z("text",{class:"node-caption","text-anchor":"middle",x:0,y:M+m.lines.length*ki+yc*.8},m.caption));let P=L=>{L.preventDefault(),r.onSelect&&r.onSelect(b)};A.addEventListener("click",P),A.addEventListener("keydown",L=>{(L.key==="Enter"||L.key===" ")&&P(L)}),k.set(b,A),x.append(A)}p.append(x),V(e,f("div",{class:"flowchart-scroll"},p),l0());let _=b=>{for(let[E,m]of k){let v=E===b;m.classList.toggle("selected",v),m.setAttribute("aria-pressed",v?"true":"false")}};return _(r.selectedId||null),{select:_}}function a0(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function c0(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return a0(e)}function _c(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async s=>{s.stopPropagation();let o=await c0(e());if(n.textContent=o?"Copied":"Press Ctrl+C",n.classList.toggle("copied",o),!o){let i=n.closest(".code-block")?.querySelector("code");if(i){let l=document.createRange();l.selectNodeContents(i);let a=window.getSelection();a.removeAllRanges(),a.addRange(l)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function kc(e){let n=(Array.isArray(e)?e:[]).map((i,l)=>({finding:i,index:l})).filter(i=>i.finding&&typeof i.finding=="object"),r=new Map,s=[];for(let i of n){let l=i.finding.caused_by,a=l?r.get(l):void 0;if(a){a.symptoms.push(i);continue}let c={...i,symptoms:[]};s.push(c),r.has(i.finding.kind)||r.set(i.finding.kind,c)}let o=i=>Math.min(...[i,...i.symptoms].map(l=>Mn[l.finding.severity]??9));return s.map((i,l)=>[i,l]).sort(([i,l],[a,c])=>o(i)-o(a)||l-c).map(([i])=>i)}function Js(e){let t=Object.fromEntries(Object.keys(Mn).map(n=>[n,0]));for(let n of Array.isArray(e)?e:[])n&&n.severity in t&&t[n.severity]++;return t}var Qn=e=>typeof e=="number"&&Number.isFinite(e),u0={2:"²",3:"³",4:"⁴"},d0={basis:["Thresholds from",e=>e==="xprof"?"xprof (the TensorFlow profiler's input-bound classes)":_t(e)],batch_power:["Batch-size dimensions",e=>Qn(e)&&e>1?`${e} (the tensor grows as batch size${u0[e]||`^${e}`})`:_t(e)],batch_size_bound:["Largest batch size for that tensor",_t],no_batch_size_fits:["No batch size fits",_t],norm_ratio_first_to_last:["First layer's gradient norm / last layer's",e=>Qn(e)?`${ie(e)}x`:_t(e)],rule:["Detected by",_t]};function f0(e,t){if(/(^|_)bytes($|_)/.test(e)&&Qn(t))return De(t);if(/_ms$/.test(e)&&Qn(t))return`${ie(t)} ms`;if(/_s$/.test(e)&&Qn(t))return fc(t);if(/(^|_)share$/.test(e)){if(Qn(t))return Nr(t);if(t&&typeof t=="object"&&!Array.isArray(t))return Object.entries(t).map(([n,r])=>`${n}: ${Qn(r)?Nr(r):_t(r)}`).join(" · ")}return _t(t)}function Sc(e){return!e||typeof e!="object"?[]:Object.entries(e).map(([t,n])=>{let r=d0[t],s=r?r[0]:os(t.replace(/_(ms|s)$/,"")),o=r?r[1](n):f0(t,n);return{key:t,label:s,text:o}})}function Ec(e){let t=e in Mn?e:"info";return f("span",{class:`badge sev-${t}`},e||"info")}function p0(e){return f("span",{class:`badge state-${e}`},Kn[e]||e)}function h0(e){let t=Sc(e);return t.length?f("table",{class:"evidence-table"},f("tbody",null,t.map(({key:n,label:r,text:s})=>f("tr",null,f("th",{scope:"row",title:n},r),f("td",null,s))))):null}function Fn(e,t="python"){return f("div",{class:"code-block"},f("div",{class:"code-toolbar"},f("span",{class:"code-lang"},t),_c(()=>e)),f("pre",null,f("code",null,e)))}function m0(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:f("div",{class:"fix"},f("h4",null,"Fix"),t?f("p",{class:"fix-text"},On(t)):null,n?Fn(n):null)}function g0(e,t){let n=[];n.push(f("span",{class:"meta-item"},"Severity ",Ec(e.severity)));let r=Tr(e);if(r&&n.push(f("span",{class:"meta-item finding-step"},f("strong",null,r))),e.layer){let o=e.node===da.input_pipeline?"Transformation ":"Layer ";n.push(f("span",{class:"meta-item finding-layer"},o,f("code",null,String(e.layer))))}e.kind&&n.push(f("span",{class:"meta-item kind"},f("code",null,e.kind))),e.caused_by&&n.push(f("span",{class:"meta-item caused-by"},"Follows from ",f("strong",null,me(e.caused_by))));let s=h0(e.evidence);return f("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},f("p",{class:"finding-summary"},On(e.summary||e.kind||"Finding")),f("div",{class:"finding-meta"},n),s?f("h4",null,"Evidence"):null,s,m0(e.fix))}function Tc(e,t){delete e.dataset.nodeId,delete e.dataset.state,V(e,f("h3",null,"Evidence"),f("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function Ac(e,t,n,{onClose:r}={}){let s=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=s;let i=(Array.isArray(t.findings)?t.findings:[]).map(a=>[n[a],a]).filter(([a])=>a),l;i.length?l=i.map(([a,c])=>g0(a,c)):s==="clear"?l=f("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):s==="triggered"?l=f("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):l=[f("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),f("p",{class:"hint"},f("strong",null,"To get evidence: "),On(pa(t.id)))],V(e,f("div",{class:"panel-head"},f("h3",null,t.label||t.id),p0(s),f("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),f("p",{class:"node-id muted"},"Node ",f("code",null,t.id)),l)}function Xs(e,t,{selectedNode:n,onSelect:r,showKind:s=!1}={}){if(!t.length){V(e,f("h3",null,"Findings"),f("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let o=({finding:i,index:l})=>f("button",{type:"button",class:`finding-item${i.node&&i.node===n?" selected":""}`,"data-finding-index":l,"data-node":i.node||"",onclick:()=>i.node&&r&&r(i.node,i),title:i.node?`Show node ${i.node}`:""},Ec(i.severity),f("span",{class:"finding-item-text"},s&&i.kind?f("span",{class:"finding-item-kind"},me(i.kind)):null,On(i.summary||i.kind)),Tr(i)?f("span",{class:"finding-item-step"},Tr(i)):null);V(e,f("h3",null,`Findings (${t.length})`),f("ul",{class:"findings-list"},kc(t).map(i=>f("li",{"data-kind":i.finding.kind},o(i),i.symptoms.length?f("ul",{class:"symptoms-list","aria-label":`Symptoms of ${me(i.finding.kind)}`},i.symptoms.map(l=>f("li",{class:"symptom","data-caused-by":i.finding.kind},o(l)))):null))))}var y0="uplot",b0="u-hz",x0="u-vt",w0="u-title",v0="u-wrap",_0="u-under",k0="u-over",S0="u-axis",nr="u-off",E0="u-select",T0="u-cursor-x",A0="u-cursor-y",$0="u-cursor-pt",N0="u-legend",M0="u-live",C0="u-inline",L0="u-series",O0="u-marker",$c="u-label",I0="u-value",ms="width",gs="height";var Nc="bottom",Lr="left",Ei="right",Vi="#000",Mc=Vi+"0",Ti="mousemove",Cc="mousedown",Ai="mouseup",Lc="mouseenter",Oc="mouseleave",Ic="dblclick",R0="resize",F0="scroll",Rc="change",no="dppxchange",Hi="--",zr=typeof window<"u",Li=zr?document:null,Ir=zr?window:null,P0=zr?navigator:null,ke,Zs;function Oi(){let e=devicePixelRatio;ke!=e&&(ke=e,Zs&&Ri(Rc,Zs,Oi),Zs=matchMedia(`(min-resolution: ${ke-.001}dppx) and (max-resolution: ${ke+.001}dppx)`),rr(Rc,Zs,Oi),Ir.dispatchEvent(new CustomEvent(no)))}function Pt(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Ii(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Re(e,t,n){e.style[t]=n+"px"}function tn(e,t,n,r){let s=Li.createElement(e);return t!=null&&Pt(s,t),n?.insertBefore(s,r),s}function Gt(e,t){return tn("div",e,t)}var Fc=new WeakMap;function gn(e,t,n,r,s){let o="translate("+t+"px,"+n+"px)",i=Fc.get(e);o!=i&&(e.style.transform=o,Fc.set(e,o),t<0||n<0||t>r||n>s?Pt(e,nr):Ii(e,nr))}var Pc=new WeakMap;function jc(e,t,n){let r=t+n,s=Pc.get(e);r!=s&&(Pc.set(e,r),e.style.background=t,e.style.borderColor=n)}var zc=new WeakMap;function Bc(e,t,n,r){let s=t+""+n,o=zc.get(e);s!=o&&(zc.set(e,s),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var Wi={passive:!0},j0={...Wi,capture:!0};function rr(e,t,n,r){t.addEventListener(e,n,r?j0:Wi)}function Ri(e,t,n,r){t.removeEventListener(e,n,Wi)}zr&&Oi();function nn(e,t,n,r){let s;n=n||0,r=r||t.length-1;let o=r<=2147483647;for(;r-n>1;)s=o?n+r>>1:jt((n+r)/2),t[s]<e?n=s:r=s;return e-t[n]<=t[r]-e?n:r}function hu(e){return(n,r,s)=>{let o=-1,i=-1;for(let l=r;l<=s;l++)if(e(n[l])){o=l;break}for(let l=s;l>=r;l--)if(e(n[l])){i=l;break}return[o,i]}}var mu=e=>e!=null,gu=e=>e!=null&&e>0,oo=hu(mu),z0=hu(gu);function B0(e,t,n,r=0,s=!1){let o=s?z0:oo,i=s?gu:mu;[t,n]=o(e,t,n);let l=e[t],a=e[t];if(t>-1)if(r==1)l=e[t],a=e[n];else if(r==-1)l=e[n],a=e[t];else for(let c=t;c<=n;c++){let d=e[c];i(d)&&(d<l?l=d:d>a&&(a=d))}return[l??$e,a??-$e]}function io(e,t,n,r){let s=Hc(e),o=Hc(t);e==t&&(s==-1?(e*=n,t/=n):(e/=n,t*=n));let i=n==10?_n:yu,l=s==1?jt:Yt,a=o==1?Yt:jt,c=l(i(qe(e))),d=a(i(qe(t))),p=Rr(n,c),g=Rr(n,d);return n==10&&(c<0&&(p=Ne(p,-c)),d<0&&(g=Ne(g,-d))),r||n==2?(e=p*s,t=g*o):(e=vu(e,p),t=lo(t,g)),[e,t]}function Gi(e,t,n,r){let s=io(e,t,n,r);return e==0&&(s[0]=0),t==0&&(s[1]=0),s}var Yi=.1,Dc={mode:3,pad:Yi},bs={pad:0,soft:null,mode:0},D0={min:bs,max:bs};function ro(e,t,n,r){return ao(n)?Vc(e,t,n):(bs.pad=n,bs.soft=r?0:null,bs.mode=r?3:0,Vc(e,t,D0))}function ve(e,t){return e??t}function V0(e,t,n){for(t=ve(t,0),n=ve(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Vc(e,t,n){let r=n.min,s=n.max,o=ve(r.pad,0),i=ve(s.pad,0),l=ve(r.hard,-$e),a=ve(s.hard,$e),c=ve(r.soft,$e),d=ve(s.soft,-$e),p=ve(r.mode,0),g=ve(s.mode,0),x=t-e,k=_n(x),_=St(qe(e),qe(t)),b=_n(_),E=qe(b-k);(x<1e-24||E>10)&&(x=0,(e==0||t==0)&&(x=1e-24,p==2&&c!=$e&&(o=0),g==2&&d!=-$e&&(i=0)));let m=x||_||1e3,v=_n(m),S=Rr(10,jt(v)),A=m*(x==0?e==0?.1:1:o),M=Ne(vu(e-A,S/10),24),U=e>=c&&(p==1||p==3&&M<=c||p==2&&M>=c)?c:$e,P=St(l,M<U&&e>=U?U:rn(U,M)),L=m*(x==0?t==0?.1:1:i),z=Ne(lo(t+L,S/10),24),N=t<=d&&(g==1||g==3&&z>=d||g==2&&z<=d)?d:-$e,F=rn(a,z>N&&t<=N?N:St(N,z));return P==F&&P==0&&(F=100),[P,F]}var H0=new Intl.NumberFormat(zr?P0.language:"en-US"),Ui=e=>H0.format(e),zt=Math,to=zt.PI,qe=zt.abs,jt=zt.floor,Ke=zt.round,Yt=zt.ceil,rn=zt.min,St=zt.max,Rr=zt.pow,Hc=zt.sign,_n=zt.log10,yu=zt.log2,W0=(e,t=1)=>zt.sinh(e)*t,$i=(e,t=1)=>zt.asinh(e/t),$e=1/0;function Wc(e){return(_n((e^e>>31)-(e>>31))|0)+1}function Fi(e,t,n){return rn(St(e,t),n)}function bu(e){return typeof e=="function"}function be(e){return bu(e)?e:()=>e}var G0=()=>{},xu=e=>e,wu=(e,t)=>t,Y0=e=>null,Gc=e=>!0,Yc=(e,t)=>e==t,U0=/\.\d*?(?=9{6,}|0{6,})/gm,sr=e=>{if(ku(e)||jn.has(e))return e;let t=`${e}`,n=t.match(U0);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[s,o]=t.split("e");return+`${sr(s)}e${o}`}return Ne(e,r)};function er(e,t){return sr(Ne(sr(e/t))*t)}function lo(e,t){return sr(Yt(sr(e/t))*t)}function vu(e,t){return sr(jt(sr(e/t))*t)}function Ne(e,t=0){if(ku(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return Ke(r)/n}var jn=new Map;function _u(e){return((""+e).split(".")[1]||"").length}function ws(e,t,n,r){let s=[],o=r.map(_u);for(let i=t;i<n;i++){let l=qe(i),a=Ne(Rr(e,i),l);for(let c=0;c<r.length;c++){let d=e==10?+`${r[c]}e${i}`:r[c]*a,p=(i>=0?0:l)+(i>=o[c]?0:o[c]),g=e==10?d:Ne(d,p);s.push(g),jn.set(g,p)}}return s}var xs={},Ki=[],Fr=[null,null],Pn=Array.isArray,ku=Number.isInteger,K0=e=>e===void 0;function Uc(e){return typeof e=="string"}function ao(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function q0(e){return e!=null&&typeof e=="object"}var J0=Object.getPrototypeOf(Uint8Array),Su="__proto__";function Pr(e,t=ao){let n;if(Pn(e)){let r=e.find(s=>s!=null);if(Pn(r)||t(r)){n=Array(e.length);for(let s=0;s<e.length;s++)n[s]=Pr(e[s],t)}else n=e.slice()}else if(e instanceof J0)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Su&&(n[r]=Pr(e[r],t))}else n=e;return n}function Ye(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let s in r)s!=Su&&(ao(e[s])?Ye(e[s],Pr(r[s])):e[s]=Pr(r[s]))}return e}var X0=0,Z0=1,Q0=2;function ey(e,t,n){for(let r=0,s,o=-1;r<t.length;r++){let i=t[r];if(i>o){for(s=i-1;s>=0&&e[s]==null;)e[s--]=null;for(s=i+1;s<n&&e[s]==null;)e[o=s++]=null}}}function ty(e,t){if(sy(e)){let i=e[0].slice();for(let l=1;l<e.length;l++)i.push(...e[l].slice(1));return oy(i[0])||(i=ry(i)),i}let n=new Set;for(let i=0;i<e.length;i++){let a=e[i][0],c=a.length;for(let d=0;d<c;d++)n.add(a[d])}let r=[Array.from(n).sort((i,l)=>i-l)],s=r[0].length,o=new Map;for(let i=0;i<s;i++)o.set(r[0][i],i);for(let i=0;i<e.length;i++){let l=e[i],a=l[0];for(let c=1;c<l.length;c++){let d=l[c],p=Array(s).fill(void 0),g=t?t[i][c]:Z0,x=[];for(let k=0;k<d.length;k++){let _=d[k],b=o.get(a[k]);_===null?g!=X0&&(p[b]=_,g==Q0&&x.push(b)):p[b]=_}ey(p,x,s),r.push(p)}}return r}var ny=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function ry(e){let t=e[0],n=t.length,r=Array(n);for(let o=0;o<r.length;o++)r[o]=o;r.sort((o,i)=>t[o]-t[i]);let s=[];for(let o=0;o<e.length;o++){let i=e[o],l=Array(n);for(let a=0;a<n;a++)l[a]=i[r[a]];s.push(l)}return s}function sy(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let s=e[r][0];if(s.length!=n)return!1;if(s!=t){for(let o=0;o<n;o++)if(s[o]!=t[o])return!1}}return!0}function oy(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,s=n-1;for(;r<=s&&e[r]==null;)r++;for(;s>=r&&e[s]==null;)s--;if(s<=r)return!0;let o=St(1,jt((s-r+1)/t));for(let i=e[r],l=r+o;l<=s;l+=o){let a=e[l];if(a!=null){if(a<=i)return!1;i=a}}return!0}var Eu=["January","February","March","April","May","June","July","August","September","October","November","December"],Tu=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function Au(e){return e.slice(0,3)}var iy=Tu.map(Au),ly=Eu.map(Au),ay={MMMM:Eu,MMM:ly,WWWW:Tu,WWW:iy};function hs(e){return(e<10?"0":"")+e}function cy(e){return(e<10?"00":e<100?"0":"")+e}var uy={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>hs(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>hs(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>hs(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>hs(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>hs(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>cy(e.getMilliseconds())};function qi(e,t){t=t||ay;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,s;for(;s=r.exec(e);)n.push(s[0][0]=="{"?uy[s[1]]:s[0]);return o=>{let i="";for(let l=0;l<n.length;l++)i+=typeof n[l]=="string"?n[l]:n[l](o,t);return i}}var dy=new Intl.DateTimeFormat().resolvedOptions().timeZone;function fy(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==dy?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var $u=e=>e%1==0,so=[1,2,2.5,5],py=ws(10,-32,0,so),Nu=ws(10,0,32,so),hy=Nu.filter($u),tr=py.concat(Nu),Ji=`
`,Mu="{YYYY}",Kc=Ji+Mu,Cu="{M}/{D}",ys=Ji+Cu,Qs=ys+"/{YY}",Lu="{aa}",my="{h}:{mm}",Or=my+Lu,qc=Ji+Or,Jc=":{ss}",Ee=null;function Ou(e){let t=e*1e3,n=t*60,r=n*60,s=r*24,o=s*30,i=s*365,a=(e==1?ws(10,0,3,so).filter($u):ws(10,-3,0,so)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,s,s*2,s*3,s*4,s*5,s*6,s*7,s*8,s*9,s*10,s*15,o,o*2,o*3,o*4,o*6,i,i*2,i*5,i*10,i*25,i*50,i*100]),c=[[i,Mu,Ee,Ee,Ee,Ee,Ee,Ee,1],[s*28,"{MMM}",Kc,Ee,Ee,Ee,Ee,Ee,1],[s,Cu,Kc,Ee,Ee,Ee,Ee,Ee,1],[r,"{h}"+Lu,Qs,Ee,ys,Ee,Ee,Ee,1],[n,Or,Qs,Ee,ys,Ee,Ee,Ee,1],[t,Jc,Qs+" "+Or,Ee,ys+" "+Or,Ee,qc,Ee,1],[e,Jc+".{fff}",Qs+" "+Or,Ee,ys+" "+Or,Ee,qc,Ee,1]];function d(p){return(g,x,k,_,b,E)=>{let m=[],v=b>=i,S=b>=o&&b<i,A=p(k),M=Ne(A*e,3),U=Ni(A.getFullYear(),v?0:A.getMonth(),S||v?1:A.getDate()),P=Ne(U*e,3);if(S||v){let L=S?b/o:0,z=v?b/i:0,N=M==P?M:Ne(Ni(U.getFullYear()+z,U.getMonth()+L,1)*e,3),F=new Date(Ke(N/e)),I=F.getFullYear(),R=F.getMonth();for(let C=0;N<=_;C++){let W=Ni(I+z*C,R+L*C,1),H=W-p(Ne(W*e,3));N=Ne((+W+H)*e,3),N<=_&&m.push(N)}}else{let L=b>=s?s:b,z=jt(k)-jt(M),N=P+z+lo(M-P,L);m.push(N);let F=p(N),I=F.getHours()+F.getMinutes()/n+F.getSeconds()/r,R=b/r,C=g.axes[x]._space,W=E/C;for(;N=Ne(N+b,e==1?0:3),!(N>_);)if(R>1){let H=jt(Ne(I+R,6))%24,q=p(N).getHours()-H;q>1&&(q=-1),N-=q*r,I=(I+R)%24;let O=m[m.length-1];Ne((N-O)/b,3)*W>=.7&&m.push(N)}else m.push(N)}return m}}return[a,c,d]}var[gy,yy,by]=Ou(1),[xy,wy,vy]=Ou(.001);ws(2,-53,53,[1]);function Xc(e,t){return e.map(n=>n.map((r,s)=>s==0||s==8||r==null?r:t(s==1||n[8]==0?r:n[1]+r)))}function Zc(e,t){return(n,r,s,o,i)=>{let l=t.find(k=>i>=k[0])||t[t.length-1],a,c,d,p,g,x;return r.map(k=>{let _=e(k),b=_.getFullYear(),E=_.getMonth(),m=_.getDate(),v=_.getHours(),S=_.getMinutes(),A=_.getSeconds(),M=b!=a&&l[2]||E!=c&&l[3]||m!=d&&l[4]||v!=p&&l[5]||S!=g&&l[6]||A!=x&&l[7]||l[1];return a=b,c=E,d=m,p=v,g=S,x=A,M(_)})}}function _y(e,t){let n=qi(t);return(r,s,o,i,l)=>s.map(a=>n(e(a)))}function Ni(e,t,n){return new Date(e,t,n)}function Qc(e,t){return t(e)}var ky="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function eu(e,t){return(n,r,s,o)=>o==null?Hi:t(e(r))}function Sy(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function Ey(e,t){return e.series[t].fill(e,t)}var Ty={show:!0,live:!0,isolate:!1,mount:G0,markers:{show:!0,width:2,stroke:Sy,fill:Ey,dash:"solid"},idx:null,idxs:null,values:[]};function Ay(e,t){let n=e.cursor.points,r=Gt(),s=n.size(e,t);Re(r,ms,s),Re(r,gs,s);let o=s/-2;Re(r,"marginLeft",o),Re(r,"marginTop",o);let i=n.width(e,t,s);return i&&Re(r,"borderWidth",i),r}function $y(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Ny(e,t){let n=e.series[t].points;return n._stroke||n._fill}function My(e,t){return e.series[t].points.size}var Mi=[0,0];function Cy(e,t,n){return Mi[0]=t,Mi[1]=n,Mi}function eo(e,t,n,r=!0){return s=>{s.button==0&&(!r||s.target==t)&&n(s)}}function Ci(e,t,n,r=!0){return s=>{(!r||s.target==t)&&n(s)}}var Ly={show:!0,x:!0,y:!0,lock:!1,move:Cy,points:{one:!1,show:Ay,size:My,width:0,stroke:Ny,fill:$y},bind:{mousedown:eo,mouseup:eo,click:eo,dblclick:eo,mousemove:Ci,mouseleave:Ci,mouseenter:Ci},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,s)=>r-s,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Iu={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Xi=Ye({},Iu,{filter:wu}),Ru=Ye({},Xi,{size:10}),Fu=Ye({},Iu,{show:!1}),Zi='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',Pu="bold "+Zi,ju=1.5,tu={show:!0,scale:"x",stroke:Vi,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Pu,side:2,grid:Xi,ticks:Ru,border:Fu,font:Zi,lineGap:ju,rotate:0},Oy="Value",Iy="Time",nu={show:!0,scale:"x",auto:!1,sorted:1,min:$e,max:-$e,idxs:[]};function Ry(e,t,n,r,s){return t.map(o=>o==null?"":Ui(o))}function Fy(e,t,n,r,s,o,i){let l=[],a=jn.get(s)||0;n=i?n:Ne(lo(n,s),a);for(let c=n;c<=r;c=Ne(c+s,a))l.push(Object.is(c,-0)?0:c);return l}function Pi(e,t,n,r,s,o,i){let l=[],a=e.scales[e.axes[t].scale].log,c=a==10?_n:yu,d=jt(c(n));s=Rr(a,d),a==10&&(s=tr[nn(s,tr)]);let p=n,g=s*a;a==10&&(g=tr[nn(g,tr)]);do l.push(p),p=p+s,a==10&&!jn.has(p)&&(p=Ne(p,jn.get(s))),p>=g&&(s=p,g=s*a,a==10&&(g=tr[nn(g,tr)]));while(p<=r);return l}function Py(e,t,n,r,s,o,i){let a=e.scales[e.axes[t].scale].asinh,c=r>a?Pi(e,t,St(a,n),r,s):[a],d=r>=0&&n<=0?[0]:[];return(n<-a?Pi(e,t,St(a,-r),-n,s):[a]).reverse().map(g=>-g).concat(d,c)}var zu=/./,jy=/[12357]/,zy=/[125]/,ru=/1/,ji=(e,t,n,r)=>e.map((s,o)=>t==4&&s==0||o%r==0&&n.test(s.toExponential()[s<0?1:0])?s:null);function By(e,t,n,r,s){let o=e.axes[n],i=o.scale,l=e.scales[i],a=e.valToPos,c=o._space,d=a(10,i),p=a(9,i)-d>=c?zu:a(7,i)-d>=c?jy:a(5,i)-d>=c?zy:ru;if(p==ru){let g=qe(a(1,i)-d);if(g<c)return ji(t.slice().reverse(),l.distr,p,Yt(c/g)).reverse()}return ji(t,l.distr,p,1)}function Dy(e,t,n,r,s){let o=e.axes[n],i=o.scale,l=o._space,a=e.valToPos,c=qe(a(1,i)-a(2,i));return c<l?ji(t.slice().reverse(),3,zu,Yt(l/c)).reverse():t}function Vy(e,t,n,r){return r==null?Hi:t==null?"":Ui(t)}var su={show:!0,scale:"y",stroke:Vi,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Pu,side:3,grid:Xi,ticks:Ru,border:Fu,font:Zi,lineGap:ju,rotate:0};function Hy(e,t){let n=3+(e||1)*2;return Ne(n*t,3)}function Wy(e,t){let{scale:n,idxs:r}=e.series[0],s=e._data[0],o=e.valToPos(s[r[0]],n,!0),i=e.valToPos(s[r[1]],n,!0),l=qe(i-o),a=e.series[t],c=l/(a.points.space*ke);return r[1]-r[0]<=c}var ou={scale:null,auto:!0,sorted:0,min:$e,max:-$e},Bu=(e,t,n,r,s)=>s,iu={show:!0,auto:!0,sorted:0,gaps:Bu,alpha:1,facets:[Ye({},ou,{scale:"x"}),Ye({},ou,{scale:"y"})]},lu={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Bu,alpha:1,points:{show:Wy,filter:null},values:null,min:$e,max:-$e,idxs:[],path:null,clip:null};function Gy(e,t,n,r,s){return n/10}var Du={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Yy=Ye({},Du,{time:!1,ori:1}),au={};function Vu(e,t){let n=au[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(s=>s!=r)},pub(r,s,o,i,l,a,c){for(let d=0;d<n.plots.length;d++)n.plots[d]!=s&&n.plots[d].pub(r,s,o,i,l,a,c)}},e!=null&&(au[e]=n)),n}var jr=1,zi=2;function or(e,t,n){let r=e.mode,s=e.series[t],o=r==2?e._data[t]:e._data,i=e.scales,l=e.bbox,a=o[0],c=r==2?o[1]:o[t],d=r==2?i[s.facets[0].scale]:i[e.series[0].scale],p=r==2?i[s.facets[1].scale]:i[s.scale],g=l.left,x=l.top,k=l.width,_=l.height,b=e.valToPosH,E=e.valToPosV;return d.ori==0?n(s,a,c,d,p,b,E,g,x,k,_,uo,Br,po,Wu,Yu):n(s,a,c,d,p,E,b,x,g,_,k,fo,Dr,tl,Gu,Uu)}function Qi(e,t){let n=0,r=0,s=ve(e.bands,Ki);for(let o=0;o<s.length;o++){let i=s[o];i.series[0]==t?n=i.dir:i.series[1]==t&&(i.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function Uy(e,t,n,r,s){let o=e.mode,i=e.series[t],l=o==2?i.facets[1].scale:i.scale,a=e.scales[l];return s==-1?a.min:s==1?a.max:a.distr==3?a.dir==1?a.min:a.max:0}function kn(e,t,n,r,s,o){return or(e,t,(i,l,a,c,d,p,g,x,k,_,b)=>{let E=i.pxRound,m=c.dir*(c.ori==0?1:-1),v=c.ori==0?Br:Dr,S,A;m==1?(S=n,A=r):(S=r,A=n);let M=E(p(l[S],c,_,x)),U=E(g(a[S],d,b,k)),P=E(p(l[A],c,_,x)),L=E(g(o==1?d.max:d.min,d,b,k)),z=new Path2D(s);return v(z,P,L),v(z,M,L),v(z,M,U),z})}function co(e,t,n,r,s,o){let i=null;if(e.length>0){i=new Path2D;let l=t==0?po:tl,a=n;for(let p=0;p<e.length;p++){let g=e[p];if(g[1]>g[0]){let x=g[0]-a;x>0&&l(i,a,r,x,r+o),a=g[1]}}let c=n+s-a,d=10;c>0&&l(i,a,r-d/2,c,r+o+d)}return i}function Ky(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function el(e,t,n,r,s,o,i){let l=[],a=e.length;for(let c=s==1?n:r;c>=n&&c<=r;c+=s)if(t[c]===null){let p=c,g=c;if(s==1)for(;++c<=r&&t[c]===null;)g=c;else for(;--c>=n&&t[c]===null;)g=c;let x=o(e[p]),k=g==p?x:o(e[g]),_=p-s;x=i<=0&&_>=0&&_<a?o(e[_]):x;let E=g+s;k=i>=0&&E>=0&&E<a?o(e[E]):k,k>=x&&l.push([x,k])}return l}function cu(e){return e==0?xu:e==1?Ke:t=>er(t,e)}function Hu(e){let t=e==0?uo:fo,n=e==0?(s,o,i,l,a,c)=>{s.arcTo(o,i,l,a,c)}:(s,o,i,l,a,c)=>{s.arcTo(i,o,a,l,c)},r=e==0?(s,o,i,l,a)=>{s.rect(o,i,l,a)}:(s,o,i,l,a)=>{s.rect(i,o,a,l)};return(s,o,i,l,a,c=0,d=0)=>{c==0&&d==0?r(s,o,i,l,a):(c=rn(c,l/2,a/2),d=rn(d,l/2,a/2),t(s,o+c,i),n(s,o+l,i,o+l,i+a,c),n(s,o+l,i+a,o,i+a,d),n(s,o,i+a,o,i,d),n(s,o,i,o+l,i,c),s.closePath())}}var uo=(e,t,n)=>{e.moveTo(t,n)},fo=(e,t,n)=>{e.moveTo(n,t)},Br=(e,t,n)=>{e.lineTo(t,n)},Dr=(e,t,n)=>{e.lineTo(n,t)},po=Hu(0),tl=Hu(1),Wu=(e,t,n,r,s,o)=>{e.arc(t,n,r,s,o)},Gu=(e,t,n,r,s,o)=>{e.arc(n,t,r,s,o)},Yu=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(t,n,r,s,o,i)},Uu=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(n,t,s,r,i,o)};function Ku(e){return(t,n,r,s,o)=>or(t,n,(i,l,a,c,d,p,g,x,k,_,b)=>{let{pxRound:E,points:m}=i,v,S;c.ori==0?(v=uo,S=Wu):(v=fo,S=Gu);let A=Ne(m.width*ke,3),M=(m.size-m.width)/2*ke,U=Ne(M*2,3),P=new Path2D,L=new Path2D,{left:z,top:N,width:F,height:I}=t.bbox;po(L,z-U,N-U,F+U*2,I+U*2);let R=C=>{if(a[C]!=null){let W=E(p(l[C],c,_,x)),H=E(g(a[C],d,b,k));v(P,W+M,H),S(P,W,H,M,0,to*2)}};if(o)o.forEach(R);else for(let C=r;C<=s;C++)R(C);return{stroke:A>0?P:null,fill:P,clip:L,flags:jr|zi}})}function qu(e){return(t,n,r,s,o,i)=>{r!=s&&(o!=r&&i!=r&&e(t,n,r),o!=s&&i!=s&&e(t,n,s),e(t,n,i))}}var qy=qu(Br),Jy=qu(Dr);function Ju(e){let t=ve(e?.alignGaps,0);return(n,r,s,o)=>or(n,r,(i,l,a,c,d,p,g,x,k,_,b)=>{[s,o]=oo(a,s,o);let E=i.pxRound,m=I=>E(p(I,c,_,x)),v=I=>E(g(I,d,b,k)),S,A;c.ori==0?(S=Br,A=qy):(S=Dr,A=Jy);let M=c.dir*(c.ori==0?1:-1),U={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:jr},P=U.stroke,L=!1;if(o-s>=_*4){let I=B=>n.posToVal(B,c.key,!0),R=null,C=null,W,H,xe,J=m(l[M==1?s:o]),q=m(l[s]),O=m(l[o]),G=I(M==1?q+1:O-1);for(let B=M==1?s:o;B>=s&&B<=o;B+=M){let Q=l[B],D=(M==1?Q<G:Q>G)?J:m(Q),Y=a[B];D==J?Y!=null?(H=Y,R==null?(S(P,D,v(H)),W=R=C=H):H<R?R=H:H>C&&(C=H)):Y===null&&(L=!0):(R!=null&&A(P,J,v(R),v(C),v(W),v(H)),Y!=null?(H=Y,S(P,D,v(H)),R=C=W=H):(R=C=null,Y===null&&(L=!0)),J=D,G=I(J+M))}R!=null&&R!=C&&xe!=J&&A(P,J,v(R),v(C),v(W),v(H))}else for(let I=M==1?s:o;I>=s&&I<=o;I+=M){let R=a[I];R===null?L=!0:R!=null&&S(P,m(l[I]),v(R))}let[N,F]=Qi(n,r);if(i.fill!=null||N!=0){let I=U.fill=new Path2D(P),R=i.fillTo(n,r,i.min,i.max,N),C=v(R),W=m(l[s]),H=m(l[o]);M==-1&&([H,W]=[W,H]),S(I,H,C),S(I,W,C)}if(!i.spanGaps){let I=[];L&&I.push(...el(l,a,s,o,M,m,t)),U.gaps=I=i.gaps(n,r,s,o,I),U.clip=co(I,c.ori,x,k,_,b)}return F!=0&&(U.band=F==2?[kn(n,r,s,o,P,-1),kn(n,r,s,o,P,1)]:kn(n,r,s,o,P,F)),U})}function Xy(e){let t=ve(e.align,1),n=ve(e.ascDesc,!1),r=ve(e.alignGaps,0),s=ve(e.extend,!1);return(o,i,l,a)=>or(o,i,(c,d,p,g,x,k,_,b,E,m,v)=>{[l,a]=oo(p,l,a);let S=c.pxRound,{left:A,width:M}=o.bbox,U=q=>S(k(q,g,m,b)),P=q=>S(_(q,x,v,E)),L=g.ori==0?Br:Dr,z={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:jr},N=z.stroke,F=g.dir*(g.ori==0?1:-1),I=P(p[F==1?l:a]),R=U(d[F==1?l:a]),C=R,W=R;s&&t==-1&&(W=A,L(N,W,I)),L(N,R,I);for(let q=F==1?l:a;q>=l&&q<=a;q+=F){let O=p[q];if(O==null)continue;let G=U(d[q]),B=P(O);t==1?L(N,G,I):L(N,C,B),L(N,G,B),I=B,C=G}let H=C;s&&t==1&&(H=A+M,L(N,H,I));let[xe,J]=Qi(o,i);if(c.fill!=null||xe!=0){let q=z.fill=new Path2D(N),O=c.fillTo(o,i,c.min,c.max,xe),G=P(O);L(q,H,G),L(q,W,G)}if(!c.spanGaps){let q=[];q.push(...el(d,p,l,a,F,U,r));let O=c.width*ke/2,G=n||t==1?O:-O,B=n||t==-1?-O:O;q.forEach(Q=>{Q[0]+=G,Q[1]+=B}),z.gaps=q=c.gaps(o,i,l,a,q),z.clip=co(q,g.ori,b,E,m,v)}return J!=0&&(z.band=J==2?[kn(o,i,l,a,N,-1),kn(o,i,l,a,N,1)]:kn(o,i,l,a,N,J)),z})}function uu(e,t,n,r,s,o,i=$e){if(e.length>1){let l=null;for(let a=0,c=1/0;a<e.length;a++)if(t[a]!==void 0){if(l!=null){let d=qe(e[a]-e[l]);d<c&&(c=d,i=qe(n(e[a],r,s,o)-n(e[l],r,s,o)))}l=a}}return i}function Zy(e){e=e||xs;let t=ve(e.size,[.6,$e,1]),n=e.align||0,r=e.gap||0,s=e.radius;s=s==null?[0,0]:typeof s=="number"?[s,0]:s;let o=be(s),i=1-t[0],l=ve(t[1],$e),a=ve(t[2],1),c=ve(e.disp,xs),d=ve(e.each,x=>{}),{fill:p,stroke:g}=c;return(x,k,_,b)=>or(x,k,(E,m,v,S,A,M,U,P,L,z,N)=>{let F=E.pxRound,I=n,R=r*ke,C=l*ke,W=a*ke,H,xe;S.ori==0?[H,xe]=o(x,k):[xe,H]=o(x,k);let J=S.dir*(S.ori==0?1:-1),q=S.ori==0?po:tl,O=S.ori==0?d:(se,Ce,Ue,cr,zn,on,Bn)=>{d(se,Ce,Ue,zn,cr,Bn,on)},G=ve(x.bands,Ki).find(se=>se.series[0]==k),B=G!=null?G.dir:0,Q=E.fillTo(x,k,E.min,E.max,B),ce=F(U(Q,A,N,L)),D,Y,te,ae=z,ee=F(E.width*ke),de=!1,ge=null,Ae=null,Be=null,He=null;p!=null&&(ee==0||g!=null)&&(de=!0,ge=p.values(x,k,_,b),Ae=new Map,new Set(ge).forEach(se=>{se!=null&&Ae.set(se,new Path2D)}),ee>0&&(Be=g.values(x,k,_,b),He=new Map,new Set(Be).forEach(se=>{se!=null&&He.set(se,new Path2D)})));let{x0:pt,size:lt}=c;if(pt!=null&&lt!=null){I=1,m=pt.values(x,k,_,b),pt.unit==2&&(m=m.map(Ue=>x.posToVal(P+Ue*z,S.key,!0)));let se=lt.values(x,k,_,b);lt.unit==2?Y=se[0]*z:Y=M(se[0],S,z,P)-M(0,S,z,P),ae=uu(m,v,M,S,z,P,ae),te=ae-Y+R}else ae=uu(m,v,M,S,z,P,ae),te=ae*i+R,Y=ae-te;te<1&&(te=0),ee>=Y/2&&(ee=0),te<5&&(F=xu);let Kt=te>0,Et=ae-te-(Kt?ee:0);Y=F(Fi(Et,W,C)),D=(I==0?Y/2:I==J?0:Y)-I*J*((I==0?R/2:0)+(Kt?ee/2:0));let Me={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},qt=de?null:new Path2D,bt=null;if(G!=null)bt=x.data[G.series[1]];else{let{y0:se,y1:Ce}=c;se!=null&&Ce!=null&&(v=Ce.values(x,k,_,b),bt=se.values(x,k,_,b))}let Tt=H*Y,pe=xe*Y;for(let se=J==1?_:b;se>=_&&se<=b;se+=J){let Ce=v[se];if(Ce==null)continue;if(bt!=null){let At=bt[se]??0;if(Ce-At==0)continue;ce=U(At,A,N,L)}let Ue=S.distr!=2||c!=null?m[se]:se,cr=M(Ue,S,z,P),zn=U(ve(Ce,Q),A,N,L),on=F(cr-D),Bn=F(St(zn,ce)),Ct=F(rn(zn,ce)),Bt=Bn-Ct;if(Ce!=null){let At=Ce<0?pe:Tt,Jt=Ce<0?Tt:pe;de?(ee>0&&Be[se]!=null&&q(He.get(Be[se]),on,Ct+jt(ee/2),Y,St(0,Bt-ee),At,Jt),ge[se]!=null&&q(Ae.get(ge[se]),on,Ct+jt(ee/2),Y,St(0,Bt-ee),At,Jt)):q(qt,on,Ct+jt(ee/2),Y,St(0,Bt-ee),At,Jt),O(x,k,se,on-ee/2,Ct,Y+ee,Bt)}}return ee>0?Me.stroke=de?He:qt:de||(Me._fill=E.width==0?E._fill:E._stroke??E._fill,Me.width=0),Me.fill=de?Ae:qt,Me})}function Qy(e,t){let n=ve(t?.alignGaps,0);return(r,s,o,i)=>or(r,s,(l,a,c,d,p,g,x,k,_,b,E)=>{[o,i]=oo(c,o,i);let m=l.pxRound,v=H=>m(g(H,d,b,k)),S=H=>m(x(H,p,E,_)),A,M,U;d.ori==0?(A=uo,U=Br,M=Yu):(A=fo,U=Dr,M=Uu);let P=d.dir*(d.ori==0?1:-1),L=v(a[P==1?o:i]),z=L,N=[],F=[];for(let H=P==1?o:i;H>=o&&H<=i;H+=P)if(c[H]!=null){let J=a[H],q=v(J);N.push(z=q),F.push(S(c[H]))}let I={stroke:e(N,F,A,U,M,m),fill:null,clip:null,band:null,gaps:null,flags:jr},R=I.stroke,[C,W]=Qi(r,s);if(l.fill!=null||C!=0){let H=I.fill=new Path2D(R),xe=l.fillTo(r,s,l.min,l.max,C),J=S(xe);U(H,z,J),U(H,L,J)}if(!l.spanGaps){let H=[];H.push(...el(a,c,o,i,P,v,n)),I.gaps=H=l.gaps(r,s,o,i,H),I.clip=co(H,d.ori,k,_,b,E)}return W!=0&&(I.band=W==2?[kn(r,s,o,i,R,-1),kn(r,s,o,i,R,1)]:kn(r,s,o,i,R,W)),I})}function eb(e){return Qy(tb,e)}function tb(e,t,n,r,s,o){let i=e.length;if(i<2)return null;let l=new Path2D;if(n(l,e[0],t[0]),i==2)r(l,e[1],t[1]);else{let a=Array(i),c=Array(i-1),d=Array(i-1),p=Array(i-1);for(let g=0;g<i-1;g++)d[g]=t[g+1]-t[g],p[g]=e[g+1]-e[g],c[g]=d[g]/p[g];a[0]=c[0];for(let g=1;g<i-1;g++)c[g]===0||c[g-1]===0||c[g-1]>0!=c[g]>0?a[g]=0:(a[g]=3*(p[g-1]+p[g])/((2*p[g]+p[g-1])/c[g-1]+(p[g]+2*p[g-1])/c[g]),isFinite(a[g])||(a[g]=0));a[i-1]=c[i-2];for(let g=0;g<i-1;g++)s(l,e[g]+p[g]/3,t[g]+a[g]*p[g]/3,e[g+1]-p[g]/3,t[g+1]-a[g+1]*p[g]/3,e[g+1],t[g+1])}return l}var Bi=new Set;function du(){for(let e of Bi)e.syncRect(!0)}zr&&(rr(R0,Ir,du),rr(F0,Ir,du,!0),rr(no,Ir,()=>{Je.pxRatio=ke}));var nb=Ju(),rb=Ku();function fu(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((o,i)=>Di(o,i,t,n))}function sb(e,t){return e.map((n,r)=>r==0?{}:Ye({},t,n))}function Di(e,t,n,r){return Ye({},t==0?n:r,e)}function Xu(e,t,n){return t==null?Fr:[t,n]}var ob=Xu;function ib(e,t,n){return t==null?Fr:ro(t,n,Yi,!0)}function Zu(e,t,n,r){return t==null?Fr:io(t,n,e.scales[r].log,!1)}var lb=Zu;function Qu(e,t,n,r){return t==null?Fr:Gi(t,n,e.scales[r].log,!1)}var ab=Qu;function cb(e,t,n,r,s){let o=St(Wc(e),Wc(t)),i=t-e,l=nn(s/r*i,n);do{let a=n[l],c=r*a/i;if(c>=s&&o+(a<5?jn.get(a):0)<=17)return[a,c]}while(++l<n.length);return[0,0]}function pu(e){let t,n;return e=e.replace(/(\d+)px/,(r,s)=>(t=Ke((n=+s)*ke))+"px"),[e,t,n]}function ub(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=Ne(t[2]*ke,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Je(e,t,n){let r={mode:ve(e.mode,1)},s=r.mode;function o(u,h,y,w){let T=h.valToPct(u);return w+y*(h.dir==-1?1-T:T)}function i(u,h,y,w){let T=h.valToPct(u);return w+y*(h.dir==-1?T:1-T)}function l(u,h,y,w){return h.ori==0?o(u,h,y,w):i(u,h,y,w)}r.valToPosH=o,r.valToPosV=i;let a=!1;r.status=0;let c=r.root=Gt(y0);if(e.id!=null&&(c.id=e.id),Pt(c,e.class),e.title){let u=Gt(w0,c);u.textContent=e.title}let d=tn("canvas"),p=r.ctx=d.getContext("2d"),g=Gt(v0,c);rr("click",g,u=>{u.target===k&&(Le!=wr||Fe!=vr)&&ct.click(r,u)},!0);let x=r.under=Gt(_0,g);g.appendChild(d);let k=r.over=Gt(k0,g);e=Pr(e);let _=+ve(e.pxAlign,1),b=cu(_);(e.plugins||[]).forEach(u=>{u.opts&&(e=u.opts(r,e)||e)});let E=e.ms||.001,m=r.series=s==1?fu(e.series||[],nu,lu,!1):sb(e.series||[null],iu),v=r.axes=fu(e.axes||[],tu,su,!0),S=r.scales={},A=r.bands=e.bands||[];A.forEach(u=>{u.fill=be(u.fill||null),u.dir=ve(u.dir,-1)});let M=s==2?m[1].facets[0].scale:m[0].scale,U={axes:nh,series:Xp},P=(e.drawOrder||["axes","series"]).map(u=>U[u]);function L(u){let h=u.distr==3?y=>_n(y>0?y:u.clamp(r,y,u.min,u.max,u.key)):u.distr==4?y=>$i(y,u.asinh):u.distr==100?y=>u.fwd(y):y=>y;return y=>{let w=h(y),{_min:T,_max:$}=u,j=$-T;return(w-T)/j}}function z(u){let h=S[u];if(h==null){let y=(e.scales||xs)[u]||xs;if(y.from!=null){z(y.from);let w=Ye({},S[y.from],y,{key:u});w.valToPct=L(w),S[u]=w}else{h=S[u]=Ye({},u==M?Du:Yy,y),h.key=u;let w=h.time,T=h.range,$=Pn(T);if((u!=M||s==2&&!w)&&($&&(T[0]==null||T[1]==null)&&(T={min:T[0]==null?Dc:{mode:1,hard:T[0],soft:T[0]},max:T[1]==null?Dc:{mode:1,hard:T[1],soft:T[1]}},$=!1),!$&&ao(T))){let j=T;T=(K,X,ne)=>X==null?Fr:ro(X,ne,j)}h.range=be(T||(w?ob:u==M?h.distr==3?lb:h.distr==4?ab:Xu:h.distr==3?Zu:h.distr==4?Qu:ib)),h.auto=be($?!1:h.auto),h.clamp=be(h.clamp||Gy),h._min=h._max=null,h.valToPct=L(h)}}}z("x"),z("y"),s==1&&m.forEach(u=>{z(u.scale)}),v.forEach(u=>{z(u.scale)});for(let u in e.scales)z(u);let N=S[M],F=N.distr,I,R;N.ori==0?(Pt(c,b0),I=o,R=i):(Pt(c,x0),I=i,R=o);let C={};for(let u in S){let h=S[u];(h.min!=null||h.max!=null)&&(C[u]={min:h.min,max:h.max},h.min=h.max=null)}let W=e.tzDate||(u=>new Date(Ke(u/E))),H=e.fmtDate||qi,xe=E==1?by(W):vy(W),J=Zc(W,Xc(E==1?yy:wy,H)),q=eu(W,Qc(ky,H)),O=[],G=r.legend=Ye({},Ty,e.legend),B=r.cursor=Ye({},Ly,{drag:{y:s==2}},e.cursor),Q=G.show,ce=B.show,D=G.markers;G.idxs=O,D.width=be(D.width),D.dash=be(D.dash),D.stroke=be(D.stroke),D.fill=be(D.fill);let Y,te,ae,ee=[],de=[],ge,Ae=!1,Be={};if(G.live){let u=m[1]?m[1].values:null;Ae=u!=null,ge=Ae?u(r,1,0):{_:0};for(let h in ge)Be[h]=Hi}if(Q)if(Y=tn("table",N0,c),ae=tn("tbody",null,Y),G.mount(r,Y),Ae){te=tn("thead",null,Y,ae);let u=tn("tr",null,te);tn("th",null,u);for(var He in ge)tn("th",$c,u).textContent=He}else Pt(Y,C0),G.live&&Pt(Y,M0);let pt={show:!0},lt={show:!1};function Kt(u,h){if(h==0&&(Ae||!G.live||s==2))return Fr;let y=[],w=tn("tr",L0,ae,ae.childNodes[h]);Pt(w,u.class),u.show||Pt(w,nr);let T=tn("th",null,w);if(D.show){let K=Gt(O0,T);if(h>0){let X=D.width(r,h);X&&(K.style.border=X+"px "+D.dash(r,h)+" "+D.stroke(r,h)),K.style.background=D.fill(r,h)}}let $=Gt($c,T);u.label instanceof HTMLElement?$.appendChild(u.label):$.textContent=u.label,h>0&&(D.show||($.style.color=u.width>0?D.stroke(r,h):D.fill(r,h)),Me("click",T,K=>{if(B._lock)return;Vn(K);let X=m.indexOf(u);if((K.ctrlKey||K.metaKey)!=G.isolate){let ne=m.some((re,oe)=>oe>0&&oe!=X&&re.show);m.forEach((re,oe)=>{oe>0&&an(oe,ne?oe==X?pt:lt:pt,!0,We.setSeries)})}else an(X,{show:!u.show},!0,We.setSeries)},!1),dr&&Me(Lc,T,K=>{B._lock||(Vn(K),an(m.indexOf(u),kr,!0,We.setSeries))},!1));for(var j in ge){let K=tn("td",I0,w);K.textContent="--",y.push(K)}return[w,y]}let Et=new Map;function Me(u,h,y,w=!0){let T=Et.get(h)||{},$=B.bind[u](r,h,y,w);$&&(rr(u,h,T[u]=$),Et.set(h,T))}function qt(u,h,y){let w=Et.get(h)||{};for(let T in w)(u==null||T==u)&&(Ri(T,h,w[T]),delete w[T]);u==null&&Et.delete(h)}let bt=0,Tt=0,pe=0,se=0,Ce=0,Ue=0,cr=Ce,zn=Ue,on=pe,Bn=se,Ct=0,Bt=0,At=0,Jt=0;r.bbox={};let Ro=!1,$s=!1,ur=!1,Dn=!1,Ns=!1,Dt=!1;function Fo(u,h,y){(y||u!=r.width||h!=r.height)&&Ll(u,h),gr(!1),ur=!0,$s=!0,yr()}function Ll(u,h){r.width=bt=pe=u,r.height=Tt=se=h,Ce=Ue=0,Wp(),Gp();let y=r.bbox;Ct=y.left=er(Ce*ke,.5),Bt=y.top=er(Ue*ke,.5),At=y.width=er(pe*ke,.5),Jt=y.height=er(se*ke,.5)}let Dp=3;function Vp(){let u=!1,h=0;for(;!u;){h++;let y=eh(h),w=th(h);u=h==Dp||y&&w,u||(Ll(r.width,r.height),$s=!0)}}function Hp({width:u,height:h}){Fo(u,h)}r.setSize=Hp;function Wp(){let u=!1,h=!1,y=!1,w=!1;v.forEach((T,$)=>{if(T.show&&T._show){let{side:j,_size:K}=T,X=j%2,ne=T.label!=null?T.labelSize:0,re=K+ne;re>0&&(X?(pe-=re,j==3?(Ce+=re,w=!0):y=!0):(se-=re,j==0?(Ue+=re,u=!0):h=!0))}}),Hn[0]=u,Hn[1]=y,Hn[2]=h,Hn[3]=w,pe-=En[1]+En[3],Ce+=En[3],se-=En[2]+En[0],Ue+=En[0]}function Gp(){let u=Ce+pe,h=Ue+se,y=Ce,w=Ue;function T($,j){switch($){case 1:return u+=j,u-j;case 2:return h+=j,h-j;case 3:return y-=j,y+j;case 0:return w-=j,w+j}}v.forEach(($,j)=>{if($.show&&$._show){let K=$.side;$._pos=T(K,$._size),$.label!=null&&($._lpos=T(K,$.labelSize))}})}if(B.dataIdx==null){let u=B.hover,h=u.skip=new Set(u.skip??[]);h.add(void 0);let y=u.prox=be(u.prox),w=u.bias??(u.bias=0);B.dataIdx=(T,$,j,K)=>{if($==0)return j;let X=j,ne=y(T,$,j,K)??$e,re=ne>=0&&ne<$e,oe=N.ori==0?pe:se,fe=B.left,_e=t[0],we=t[$];if(h.has(we[j])){X=null;let ye=null,ue=null,le;if(w==0||w==-1)for(le=j;ye==null&&le-- >0;)h.has(we[le])||(ye=le);if(w==0||w==1)for(le=j;ue==null&&le++<we.length;)h.has(we[le])||(ue=le);if(ye!=null||ue!=null)if(re){let Ie=ye==null?-1/0:I(_e[ye],N,oe,0),je=ue==null?1/0:I(_e[ue],N,oe,0),rt=fe-Ie,Te=je-fe;rt<=Te?rt<=ne&&(X=ye):Te<=ne&&(X=ue)}else X=ue==null?ye:ye==null?ue:j-ye<=ue-j?ye:ue}else re&&qe(fe-I(_e[j],N,oe,0))>ne&&(X=null);return X}}let Vn=u=>{B.event=u};B.idxs=O,B._lock=!1;let ht=B.points;ht.show=be(ht.show),ht.size=be(ht.size),ht.stroke=be(ht.stroke),ht.width=be(ht.width),ht.fill=be(ht.fill);let ln=r.focus=Ye({},e.focus||{alpha:.3},B.focus),dr=ln.prox>=0,fr=dr&&ht.one,Vt=[],pr=[],hr=[];function Ol(u,h){let y=ht.show(r,h);if(y instanceof HTMLElement)return Pt(y,$0),Pt(y,u.class),gn(y,-10,-10,pe,se),k.insertBefore(y,Vt[h]),y}function Il(u,h){if(s==1||h>0){let y=s==1&&S[u.scale].time,w=u.value;u.value=y?Uc(w)?eu(W,Qc(w,H)):w||q:w||Vy,u.label=u.label||(y?Iy:Oy)}if(fr||h>0){u.width=u.width==null?1:u.width,u.paths=u.paths||nb||Y0,u.fillTo=be(u.fillTo||Uy),u.pxAlign=+ve(u.pxAlign,_),u.pxRound=cu(u.pxAlign),u.stroke=be(u.stroke||null),u.fill=be(u.fill||null),u._stroke=u._fill=u._paths=u._focus=null;let y=Hy(St(1,u.width),1),w=u.points=Ye({},{size:y,width:St(1,y*.2),stroke:u.stroke,space:y*2,paths:rb,_stroke:null,_fill:null},u.points);w.show=be(w.show),w.filter=be(w.filter),w.fill=be(w.fill),w.stroke=be(w.stroke),w.paths=be(w.paths),w.pxAlign=u.pxAlign}if(Q){let y=Kt(u,h);ee.splice(h,0,y[0]),de.splice(h,0,y[1]),G.values.push(null)}if(ce){O.splice(h,0,null);let y=null;fr?h==0&&(y=Ol(u,h)):h>0&&(y=Ol(u,h)),Vt.splice(h,0,y),pr.splice(h,0,0),hr.splice(h,0,0)}nt("addSeries",h)}function Yp(u,h){h=h??m.length,u=s==1?Di(u,h,nu,lu):Di(u,h,{},iu),m.splice(h,0,u),Il(m[h],h)}r.addSeries=Yp;function Up(u){if(m.splice(u,1),Q){G.values.splice(u,1),de.splice(u,1);let h=ee.splice(u,1)[0];qt(null,h.firstChild),h.remove()}ce&&(O.splice(u,1),Vt.splice(u,1)[0].remove(),pr.splice(u,1),hr.splice(u,1)),nt("delSeries",u)}r.delSeries=Up;let Hn=[!1,!1,!1,!1];function Kp(u,h){if(u._show=u.show,u.show){let y=u.side%2,w=S[u.scale];w==null&&(u.scale=y?m[1].scale:M,w=S[u.scale]);let T=w.time;u.size=be(u.size),u.space=be(u.space),u.rotate=be(u.rotate),Pn(u.incrs)&&u.incrs.forEach(j=>{!jn.has(j)&&jn.set(j,_u(j))}),u.incrs=be(u.incrs||(w.distr==2?hy:T?E==1?gy:xy:tr)),u.splits=be(u.splits||(T&&w.distr==1?xe:w.distr==3?Pi:w.distr==4?Py:Fy)),u.stroke=be(u.stroke),u.grid.stroke=be(u.grid.stroke),u.ticks.stroke=be(u.ticks.stroke),u.border.stroke=be(u.border.stroke);let $=u.values;u.values=Pn($)&&!Pn($[0])?be($):T?Pn($)?Zc(W,Xc($,H)):Uc($)?_y(W,$):$||J:$||Ry,u.filter=be(u.filter||(w.distr>=3&&w.log==10?By:w.distr==3&&w.log==2?Dy:wu)),u.font=pu(u.font),u.labelFont=pu(u.labelFont),u._size=u.size(r,null,h,0),u._space=u._rotate=u._incrs=u._found=u._splits=u._values=null,u._size>0&&(Hn[h]=!0,u._el=Gt(S0,g))}}function Xr(u,h,y,w){let[T,$,j,K]=y,X=h%2,ne=0;return X==0&&(K||$)&&(ne=h==0&&!T||h==2&&!j?Ke(tu.size/3):0),X==1&&(T||j)&&(ne=h==1&&!$||h==3&&!K?Ke(su.size/2):0),ne}let Rl=r.padding=(e.padding||[Xr,Xr,Xr,Xr]).map(u=>be(ve(u,Xr))),En=r._padding=Rl.map((u,h)=>u(r,h,Hn,0)),at,Ze=null,Qe=null,Ms=s==1?m[0].idxs:null,Xt=null,Zr=!1;function Fl(u,h){if(t=u??[],r.data=r._data=t,s==2){at=0;for(let y=1;y<m.length;y++)at+=t[y][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Xt=t[0],at=Xt.length;let y=t;if(F==2){y=t.slice();let w=y[0]=Array(at);for(let T=0;T<at;T++)w[T]=T}r._data=t=y}if(gr(!0),nt("setData"),F==2&&(ur=!0),h!==!1){let y=N;y.auto(r,Zr)?Po():An(M,y.min,y.max),Dn=Dn||B.left>=0,Dt=!0,yr()}}r.setData=Fl;function Po(){Zr=!0;let u,h;s==1&&(at>0?(Ze=Ms[0]=0,Qe=Ms[1]=at-1,u=t[0][Ze],h=t[0][Qe],F==2?(u=Ze,h=Qe):u==h&&(F==3?[u,h]=io(u,u,N.log,!1):F==4?[u,h]=Gi(u,u,N.log,!1):N.time?h=u+Ke(86400/E):[u,h]=ro(u,h,Yi,!0))):(Ze=Ms[0]=u=null,Qe=Ms[1]=h=null)),An(M,u,h)}let Cs,mr,jo,zo,Bo,Do,Vo,Ho,Wo,$t;function Pl(u,h,y,w,T,$){u??(u=Mc),y??(y=Ki),w??(w="butt"),T??(T=Mc),$??($="round"),u!=Cs&&(p.strokeStyle=Cs=u),T!=mr&&(p.fillStyle=mr=T),h!=jo&&(p.lineWidth=jo=h),$!=Bo&&(p.lineJoin=Bo=$),w!=Do&&(p.lineCap=Do=w),y!=zo&&p.setLineDash(zo=y)}function jl(u,h,y,w){h!=mr&&(p.fillStyle=mr=h),u!=Vo&&(p.font=Vo=u),y!=Ho&&(p.textAlign=Ho=y),w!=Wo&&(p.textBaseline=Wo=w)}function Go(u,h,y,w,T=0){if(w.length>0&&u.auto(r,Zr)&&(h==null||h.min==null)){let $=ve(Ze,0),j=ve(Qe,w.length-1),K=y.min==null?B0(w,$,j,T,u.distr==3):[y.min,y.max];u.min=rn(u.min,y.min=K[0]),u.max=St(u.max,y.max=K[1])}}let zl={min:null,max:null};function qp(){for(let w in S){let T=S[w];C[w]==null&&(T.min==null||C[M]!=null&&T.auto(r,Zr))&&(C[w]=zl)}for(let w in S){let T=S[w];C[w]==null&&T.from!=null&&C[T.from]!=null&&(C[w]=zl)}C[M]!=null&&gr(!0);let u={};for(let w in C){let T=C[w];if(T!=null){let $=u[w]=Pr(S[w],q0);if(T.min!=null)Ye($,T);else if(w!=M||s==2)if(at==0&&$.from==null){let j=$.range(r,null,null,w);$.min=j[0],$.max=j[1]}else $.min=$e,$.max=-$e}}if(at>0){m.forEach((w,T)=>{if(s==1){let $=w.scale,j=C[$];if(j==null)return;let K=u[$];if(T==0){let X=K.range(r,K.min,K.max,$);K.min=X[0],K.max=X[1],Ze=nn(K.min,t[0]),Qe=nn(K.max,t[0]),Qe-Ze>1&&(t[0][Ze]<K.min&&Ze++,t[0][Qe]>K.max&&Qe--),w.min=Xt[Ze],w.max=Xt[Qe]}else w.show&&w.auto&&Go(K,j,w,t[T],w.sorted);w.idxs[0]=Ze,w.idxs[1]=Qe}else if(T>0&&w.show&&w.auto){let[$,j]=w.facets,K=$.scale,X=j.scale,[ne,re]=t[T],oe=u[K],fe=u[X];oe!=null&&Go(oe,C[K],$,ne,$.sorted),fe!=null&&Go(fe,C[X],j,re,j.sorted),w.min=j.min,w.max=j.max}});for(let w in u){let T=u[w],$=C[w];if(T.from==null&&($==null||$.min==null)){let j=T.range(r,T.min==$e?null:T.min,T.max==-$e?null:T.max,w);T.min=j[0],T.max=j[1]}}}for(let w in u){let T=u[w];if(T.from!=null){let $=u[T.from];if($.min==null)T.min=T.max=null;else{let j=T.range(r,$.min,$.max,w);T.min=j[0],T.max=j[1]}}}let h={},y=!1;for(let w in u){let T=u[w],$=S[w];if($.min!=T.min||$.max!=T.max){$.min=T.min,$.max=T.max;let j=$.distr;$._min=j==3?_n($.min):j==4?$i($.min,$.asinh):j==100?$.fwd($.min):$.min,$._max=j==3?_n($.max):j==4?$i($.max,$.asinh):j==100?$.fwd($.max):$.max,h[w]=y=!0}}if(y){m.forEach((w,T)=>{s==2?T>0&&h.y&&(w._paths=null):h[w.scale]&&(w._paths=null)});for(let w in h)ur=!0,nt("setScale",w);ce&&B.left>=0&&(Dn=Dt=!0)}for(let w in C)C[w]=null}function Jp(u){let h=Fi(Ze-1,0,at-1),y=Fi(Qe+1,0,at-1);for(;u[h]==null&&h>0;)h--;for(;u[y]==null&&y<at-1;)y++;return[h,y]}function Xp(){if(at>0){let u=m.some(h=>h._focus)&&$t!=ln.alpha;u&&(p.globalAlpha=$t=ln.alpha),m.forEach((h,y)=>{if(y>0&&h.show&&(Bl(y,!1),Bl(y,!0),h._paths==null)){let w=$t;$t!=h.alpha&&(p.globalAlpha=$t=h.alpha);let T=s==2?[0,t[y][0].length-1]:Jp(t[y]);h._paths=h.paths(r,y,T[0],T[1]),$t!=w&&(p.globalAlpha=$t=w)}}),m.forEach((h,y)=>{if(y>0&&h.show){let w=$t;$t!=h.alpha&&(p.globalAlpha=$t=h.alpha),h._paths!=null&&Dl(y,!1);{let T=h._paths!=null?h._paths.gaps:null,$=h.points.show(r,y,Ze,Qe,T),j=h.points.filter(r,y,$,T);($||j)&&(h.points._paths=h.points.paths(r,y,Ze,Qe,j),Dl(y,!0))}$t!=w&&(p.globalAlpha=$t=w),nt("drawSeries",y)}}),u&&(p.globalAlpha=$t=1)}}function Bl(u,h){let y=h?m[u].points:m[u];y._stroke=y.stroke(r,u),y._fill=y.fill(r,u)}function Dl(u,h){let y=h?m[u].points:m[u],{stroke:w,fill:T,clip:$,flags:j,_stroke:K=y._stroke,_fill:X=y._fill,_width:ne=y.width}=y._paths;ne=Ne(ne*ke,3);let re=null,oe=ne%2/2;h&&X==null&&(X=ne>0?"#fff":K);let fe=y.pxAlign==1&&oe>0;if(fe&&p.translate(oe,oe),!h){let _e=Ct-ne/2,we=Bt-ne/2,ye=At+ne,ue=Jt+ne;re=new Path2D,re.rect(_e,we,ye,ue)}h?Yo(K,ne,y.dash,y.cap,X,w,T,j,$):Zp(u,K,ne,y.dash,y.cap,X,w,T,j,re,$),fe&&p.translate(-oe,-oe)}function Zp(u,h,y,w,T,$,j,K,X,ne,re){let oe=!1;X!=0&&A.forEach((fe,_e)=>{if(fe.series[0]==u){let we=m[fe.series[1]],ye=t[fe.series[1]],ue=(we._paths||xs).band;Pn(ue)&&(ue=fe.dir==1?ue[0]:ue[1]);let le,Ie=null;we.show&&ue&&V0(ye,Ze,Qe)?(Ie=fe.fill(r,_e)||$,le=we._paths.clip):ue=null,Yo(h,y,w,T,Ie,j,K,X,ne,re,le,ue),oe=!0}}),oe||Yo(h,y,w,T,$,j,K,X,ne,re)}let Vl=jr|zi;function Yo(u,h,y,w,T,$,j,K,X,ne,re,oe){Pl(u,h,y,w,T),(X||ne||oe)&&(p.save(),X&&p.clip(X),ne&&p.clip(ne)),oe?(K&Vl)==Vl?(p.clip(oe),re&&p.clip(re),Os(T,j),Ls(u,$,h)):K&zi?(Os(T,j),p.clip(oe),Ls(u,$,h)):K&jr&&(p.save(),p.clip(oe),re&&p.clip(re),Os(T,j),p.restore(),Ls(u,$,h)):(Os(T,j),Ls(u,$,h)),(X||ne||oe)&&p.restore()}function Ls(u,h,y){y>0&&(h instanceof Map?h.forEach((w,T)=>{p.strokeStyle=Cs=T,p.stroke(w)}):h!=null&&u&&p.stroke(h))}function Os(u,h){h instanceof Map?h.forEach((y,w)=>{p.fillStyle=mr=w,p.fill(y)}):h!=null&&u&&p.fill(h)}function Qp(u,h,y,w){let T=v[u],$;if(w<=0)$=[0,0];else{let j=T._space=T.space(r,u,h,y,w),K=T._incrs=T.incrs(r,u,h,y,w,j);$=cb(h,y,K,w,j)}return T._found=$}function Uo(u,h,y,w,T,$,j,K,X,ne){let re=j%2/2;_==1&&p.translate(re,re),Pl(K,j,X,ne,K),p.beginPath();let oe,fe,_e,we,ye=T+(w==0||w==3?-$:$);y==0?(fe=T,we=ye):(oe=T,_e=ye);for(let ue=0;ue<u.length;ue++)h[ue]!=null&&(y==0?oe=_e=u[ue]:fe=we=u[ue],p.moveTo(oe,fe),p.lineTo(_e,we));p.stroke(),_==1&&p.translate(-re,-re)}function eh(u){let h=!0;return v.forEach((y,w)=>{if(!y.show)return;let T=S[y.scale];if(T.min==null){y._show&&(h=!1,y._show=!1,gr(!1));return}else y._show||(h=!1,y._show=!0,gr(!1));let $=y.side,j=$%2,{min:K,max:X}=T,[ne,re]=Qp(w,K,X,j==0?pe:se);if(re==0)return;let oe=T.distr==2,fe=y._splits=y.splits(r,w,K,X,ne,re,oe),_e=T.distr==2?fe.map(le=>Xt[le]):fe,we=T.distr==2?Xt[fe[1]]-Xt[fe[0]]:ne,ye=y._values=y.values(r,y.filter(r,_e,w,re,we),w,re,we);y._rotate=$==2?y.rotate(r,ye,w,re):0;let ue=y._size;y._size=Yt(y.size(r,ye,w,u)),ue!=null&&y._size!=ue&&(h=!1)}),h}function th(u){let h=!0;return Rl.forEach((y,w)=>{let T=y(r,w,Hn,u);T!=En[w]&&(h=!1),En[w]=T}),h}function nh(){for(let u=0;u<v.length;u++){let h=v[u];if(!h.show||!h._show)continue;let y=h.side,w=y%2,T,$,j=h.stroke(r,u),K=y==0||y==3?-1:1,[X,ne]=h._found;if(h.label!=null){let wt=h.labelGap*K,It=Ke((h._lpos+wt)*ke);jl(h.labelFont[0],j,"center",y==2?"top":Nc),p.save(),w==1?(T=$=0,p.translate(It,Ke(Bt+Jt/2)),p.rotate((y==3?-to:to)/2)):(T=Ke(Ct+At/2),$=It);let Yn=bu(h.label)?h.label(r,u,X,ne):h.label;p.fillText(Yn,T,$),p.restore()}if(ne==0)continue;let re=S[h.scale],oe=w==0?At:Jt,fe=w==0?Ct:Bt,_e=h._splits,we=re.distr==2?_e.map(wt=>Xt[wt]):_e,ye=re.distr==2?Xt[_e[1]]-Xt[_e[0]]:X,ue=h.ticks,le=h.border,Ie=ue.show?ue.size:0,je=Ke(Ie*ke),rt=Ke((h.alignTo==2?h._size-Ie-h.gap:h.gap)*ke),Te=h._rotate*-to/180,ze=b(h._pos*ke),Lt=(je+rt)*K,xt=ze+Lt;$=w==0?xt:0,T=w==1?xt:0;let Ht=h.font[0],Zt=h.align==1?Lr:h.align==2?Ei:Te>0?Lr:Te<0?Ei:w==0?"center":y==3?Ei:Lr,un=Te||w==1?"middle":y==2?"top":Nc;jl(Ht,j,Zt,un);let Ot=h.font[1]*h.lineGap,Wt=_e.map(wt=>b(l(wt,re,oe,fe))),Qt=h._values;for(let wt=0;wt<Qt.length;wt++){let It=Qt[wt];if(It!=null){w==0?T=Wt[wt]:$=Wt[wt],It=""+It;let Yn=It.indexOf(`
`)==-1?[It]:It.split(/\n/gm);for(let vt=0;vt<Yn.length;vt++){let la=Yn[vt];Te?(p.save(),p.translate(T,$+vt*Ot),p.rotate(Te),p.fillText(la,0,0),p.restore()):p.fillText(la,T,$+vt*Ot)}}}ue.show&&Uo(Wt,ue.filter(r,we,u,ne,ye),w,y,ze,je,Ne(ue.width*ke,3),ue.stroke(r,u),ue.dash,ue.cap);let dn=h.grid;dn.show&&Uo(Wt,dn.filter(r,we,u,ne,ye),w,w==0?2:1,w==0?Bt:Ct,w==0?Jt:At,Ne(dn.width*ke,3),dn.stroke(r,u),dn.dash,dn.cap),le.show&&Uo([ze],[1],w==0?1:0,w==0?1:2,w==1?Bt:Ct,w==1?Jt:At,Ne(le.width*ke,3),le.stroke(r,u),le.dash,le.cap)}nt("drawAxes")}function gr(u){m.forEach((h,y)=>{y>0&&(h._paths=null,u&&(s==1?(h.min=null,h.max=null):h.facets.forEach(w=>{w.min=null,w.max=null})))})}let Is=!1,Ko=!1,Qr=[];function rh(){Ko=!1;for(let u=0;u<Qr.length;u++)nt(...Qr[u]);Qr.length=0}function yr(){Is||(ny(Hl),Is=!0)}function sh(u,h=!1){Is=!0,Ko=h,u(r),Hl(),h&&Qr.length>0&&queueMicrotask(rh)}r.batch=sh;function Hl(){if(Ro&&(qp(),Ro=!1),ur&&(Vp(),ur=!1),$s){if(Re(x,Lr,Ce),Re(x,"top",Ue),Re(x,ms,pe),Re(x,gs,se),Re(k,Lr,Ce),Re(k,"top",Ue),Re(k,ms,pe),Re(k,gs,se),Re(g,ms,bt),Re(g,gs,Tt),d.width=Ke(bt*ke),d.height=Ke(Tt*ke),v.forEach(({_el:u,_show:h,_size:y,_pos:w,side:T})=>{if(u!=null)if(h){let $=T===3||T===0?y:0,j=T%2==1;Re(u,j?"left":"top",w-$),Re(u,j?"width":"height",y),Re(u,j?"top":"left",j?Ue:Ce),Re(u,j?"height":"width",j?se:pe),Ii(u,nr)}else Pt(u,nr)}),Cs=mr=jo=Bo=Do=Vo=Ho=Wo=zo=null,$t=1,ns(!0),Ce!=cr||Ue!=zn||pe!=on||se!=Bn){gr(!1);let u=pe/on,h=se/Bn;if(ce&&!Dn&&B.left>=0){B.left*=u,B.top*=h,br&&gn(br,Ke(B.left),0,pe,se),xr&&gn(xr,0,Ke(B.top),pe,se);for(let y=0;y<Vt.length;y++){let w=Vt[y];w!=null&&(pr[y]*=u,hr[y]*=h,gn(w,Yt(pr[y]),Yt(hr[y]),pe,se))}}if(Oe.show&&!Ns&&Oe.left>=0&&Oe.width>0){Oe.left*=u,Oe.width*=u,Oe.top*=h,Oe.height*=h;for(let y in ei)Re(_r,y,Oe[y])}cr=Ce,zn=Ue,on=pe,Bn=se}nt("setSize"),$s=!1}bt>0&&Tt>0&&(p.clearRect(0,0,d.width,d.height),nt("drawClear"),P.forEach(u=>u()),nt("draw")),Oe.show&&Ns&&(Rs(Oe),Ns=!1),ce&&Dn&&(Gn(null,!0,!1),Dn=!1),G.show&&G.live&&Dt&&(Zo(),Dt=!1),a||(a=!0,r.status=1,nt("ready")),Zr=!1,Is=!1}r.redraw=(u,h)=>{ur=h||!1,u!==!1?An(M,N.min,N.max):yr()};function qo(u,h){let y=S[u];if(y.from==null){if(at==0){let w=y.range(r,h.min,h.max,u);h.min=w[0],h.max=w[1]}if(h.min>h.max){let w=h.min;h.min=h.max,h.max=w}if(at>1&&h.min!=null&&h.max!=null&&h.max-h.min<1e-16)return;u==M&&y.distr==2&&at>0&&(h.min=nn(h.min,t[0]),h.max=nn(h.max,t[0]),h.min==h.max&&h.max++),C[u]=h,Ro=!0,yr()}}r.setScale=qo;let Jo,Xo,br,xr,Wl,Gl,wr,vr,Yl,Ul,Le,Fe,Tn=!1,ct=B.drag,et=ct.x,tt=ct.y;ce&&(B.x&&(Jo=Gt(T0,k)),B.y&&(Xo=Gt(A0,k)),N.ori==0?(br=Jo,xr=Xo):(br=Xo,xr=Jo),Le=B.left,Fe=B.top);let Oe=r.select=Ye({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),_r=Oe.show?Gt(E0,Oe.over?k:x):null;function Rs(u,h){if(Oe.show){for(let y in u)Oe[y]=u[y],y in ei&&Re(_r,y,u[y]);h!==!1&&nt("setSelect")}}r.setSelect=Rs;function oh(u){if(m[u].show)Q&&Ii(ee[u],nr);else if(Q&&Pt(ee[u],nr),ce){let y=fr?Vt[0]:Vt[u];y!=null&&gn(y,-10,-10,pe,se)}}function An(u,h,y){qo(u,{min:h,max:y})}function an(u,h,y,w){h.focus!=null&&uh(u),h.show!=null&&m.forEach((T,$)=>{$>0&&(u==$||u==null)&&(T.show=h.show,oh($),s==2?(An(T.facets[0].scale,null,null),An(T.facets[1].scale,null,null)):An(T.scale,null,null),yr())}),y!==!1&&nt("setSeries",u,h),w&&rs("setSeries",r,u,h)}r.setSeries=an;function ih(u,h){Ye(A[u],h)}function lh(u,h){u.fill=be(u.fill||null),u.dir=ve(u.dir,-1),h=h??A.length,A.splice(h,0,u)}function ah(u){u==null?A.length=0:A.splice(u,1)}r.addBand=lh,r.setBand=ih,r.delBand=ah;function ch(u,h){m[u].alpha=h,ce&&Vt[u]!=null&&(Vt[u].style.opacity=h),Q&&ee[u]&&(ee[u].style.opacity=h)}let wn,$n,Wn,kr={focus:!0};function uh(u){if(u!=Wn){let h=u==null,y=ln.alpha!=1;m.forEach((w,T)=>{if(s==1||T>0){let $=h||T==0||T==u;w._focus=h?null:$,y&&ch(T,$?1:ln.alpha)}}),Wn=u,y&&yr()}}Q&&dr&&Me(Oc,Y,u=>{B._lock||(Vn(u),Wn!=null&&an(null,kr,!0,We.setSeries))});function cn(u,h,y){let w=S[h];y&&(u=u/ke-(w.ori==1?Ue:Ce));let T=pe;w.ori==1&&(T=se,u=T-u),w.dir==-1&&(u=T-u);let $=w._min,j=w._max,K=u/T,X=$+(j-$)*K,ne=w.distr;return ne==3?Rr(10,X):ne==4?W0(X,w.asinh):ne==100?w.bwd(X):X}function dh(u,h){let y=cn(u,M,h);return nn(y,t[0],Ze,Qe)}r.valToIdx=u=>nn(u,t[0]),r.posToIdx=dh,r.posToVal=cn,r.valToPos=(u,h,y)=>S[h].ori==0?o(u,S[h],y?At:pe,y?Ct:0):i(u,S[h],y?Jt:se,y?Bt:0),r.setCursor=(u,h,y)=>{Le=u.left,Fe=u.top,Gn(null,h,y)};function Kl(u,h){Re(_r,Lr,Oe.left=u),Re(_r,ms,Oe.width=h)}function ql(u,h){Re(_r,"top",Oe.top=u),Re(_r,gs,Oe.height=h)}let es=N.ori==0?Kl:ql,ts=N.ori==1?Kl:ql;function fh(){if(Q&&G.live)for(let u=s==2?1:0;u<m.length;u++){if(u==0&&Ae)continue;let h=G.values[u],y=0;for(let w in h)de[u][y++].firstChild.nodeValue=h[w]}}function Zo(u,h){if(u!=null&&(u.idxs?u.idxs.forEach((y,w)=>{O[w]=y}):K0(u.idx)||O.fill(u.idx),G.idx=O[0]),Q&&G.live){for(let y=0;y<m.length;y++)(y>0||s==1&&!Ae)&&ph(y,O[y]);fh()}Dt=!1,h!==!1&&nt("setLegend")}r.setLegend=Zo;function ph(u,h){let y=m[u],w=u==0&&F==2?Xt:t[u],T;Ae?T=y.values(r,u,h)??Be:(T=y.value(r,h==null?null:w[h],u,h),T=T==null?Be:{_:T}),G.values[u]=T}function Gn(u,h,y){Yl=Le,Ul=Fe,[Le,Fe]=B.move(r,Le,Fe),B.left=Le,B.top=Fe,ce&&(br&&gn(br,Ke(Le),0,pe,se),xr&&gn(xr,0,Ke(Fe),pe,se));let w,T=Ze>Qe;wn=$e,$n=null;let $=N.ori==0?pe:se,j=N.ori==1?pe:se;if(Le<0||at==0||T){w=B.idx=null;for(let K=0;K<m.length;K++){let X=Vt[K];X!=null&&gn(X,-10,-10,pe,se)}dr&&an(null,kr,!0,u==null&&We.setSeries),G.live&&(O.fill(w),Dt=!0)}else{let K,X,ne;s==1&&(K=N.ori==0?Le:Fe,X=cn(K,M),w=B.idx=nn(X,t[0],Ze,Qe),ne=I(t[0][w],N,$,0));let re=-10,oe=-10,fe=0,_e=0,we=!0,ye="",ue="";for(let le=s==2?1:0;le<m.length;le++){let Ie=m[le],je=O[le],rt=je==null?null:s==1?t[le][je]:t[le][1][je],Te=B.dataIdx(r,le,w,X),ze=Te==null?null:s==1?t[le][Te]:t[le][1][Te];if(Dt=Dt||ze!=rt||Te!=je,O[le]=Te,le>0&&Ie.show){let Lt=Te==null?-10:Te==w?ne:I(s==1?t[0][Te]:t[le][0][Te],N,$,0),xt=ze==null?-10:R(ze,s==1?S[Ie.scale]:S[Ie.facets[1].scale],j,0);if(dr&&ze!=null){let Ht=N.ori==1?Le:Fe,Zt=qe(ln.dist(r,le,Te,xt,Ht));if(Zt<wn){let un=ln.bias;if(un!=0){let Ot=cn(Ht,Ie.scale),Wt=ze>=0?1:-1,Qt=Ot>=0?1:-1;Qt==Wt&&(Qt==1?un==1?ze>=Ot:ze<=Ot:un==1?ze<=Ot:ze>=Ot)&&(wn=Zt,$n=le)}else wn=Zt,$n=le}}if(Dt||fr){let Ht,Zt;N.ori==0?(Ht=Lt,Zt=xt):(Ht=xt,Zt=Lt);let un,Ot,Wt,Qt,dn,wt,It=!0,Yn=ht.bbox;if(Yn!=null){It=!1;let vt=Yn(r,le);Wt=vt.left,Qt=vt.top,un=vt.width,Ot=vt.height}else Wt=Ht,Qt=Zt,un=Ot=ht.size(r,le);if(wt=ht.fill(r,le),dn=ht.stroke(r,le),fr)le==$n&&wn<=ln.prox&&(re=Wt,oe=Qt,fe=un,_e=Ot,we=It,ye=wt,ue=dn);else{let vt=Vt[le];vt!=null&&(pr[le]=Wt,hr[le]=Qt,Bc(vt,un,Ot,It),jc(vt,wt,dn),gn(vt,Yt(Wt),Yt(Qt),pe,se))}}}}if(fr){let le=ln.prox,Ie=Wn==null?wn<=le:wn>le||$n!=Wn;if(Dt||Ie){let je=Vt[0];je!=null&&(pr[0]=re,hr[0]=oe,Bc(je,fe,_e,we),jc(je,ye,ue),gn(je,Yt(re),Yt(oe),pe,se))}}}if(Oe.show&&Tn)if(u!=null){let[K,X]=We.scales,[ne,re]=We.match,[oe,fe]=u.cursor.sync.scales,_e=u.cursor.drag;if(et=_e._x,tt=_e._y,et||tt){let{left:we,top:ye,width:ue,height:le}=u.select,Ie=u.scales[oe].ori,je=u.posToVal,rt,Te,ze,Lt,xt,Ht=K!=null&&ne(K,oe),Zt=X!=null&&re(X,fe);Ht&&et?(Ie==0?(rt=we,Te=ue):(rt=ye,Te=le),ze=S[K],Lt=I(je(rt,oe),ze,$,0),xt=I(je(rt+Te,oe),ze,$,0),es(rn(Lt,xt),qe(xt-Lt))):es(0,$),Zt&&tt?(Ie==1?(rt=we,Te=ue):(rt=ye,Te=le),ze=S[X],Lt=R(je(rt,fe),ze,j,0),xt=R(je(rt+Te,fe),ze,j,0),ts(rn(Lt,xt),qe(xt-Lt))):ts(0,j)}else ti()}else{let K=qe(Yl-Wl),X=qe(Ul-Gl);if(N.ori==1){let fe=K;K=X,X=fe}et=ct.x&&K>=ct.dist,tt=ct.y&&X>=ct.dist;let ne=ct.uni;ne!=null?et&&tt&&(et=K>=ne,tt=X>=ne,!et&&!tt&&(X>K?tt=!0:et=!0)):ct.x&&ct.y&&(et||tt)&&(et=tt=!0);let re,oe;et&&(N.ori==0?(re=wr,oe=Le):(re=vr,oe=Fe),es(rn(re,oe),qe(oe-re)),tt||ts(0,j)),tt&&(N.ori==1?(re=wr,oe=Le):(re=vr,oe=Fe),ts(rn(re,oe),qe(oe-re)),et||es(0,$)),!et&&!tt&&(es(0,0),ts(0,0))}if(ct._x=et,ct._y=tt,u==null){if(y){if(ia!=null){let[K,X]=We.scales;We.values[0]=K!=null?cn(N.ori==0?Le:Fe,K):null,We.values[1]=X!=null?cn(N.ori==1?Le:Fe,X):null}rs(Ti,r,Le,Fe,pe,se,w)}if(dr){let K=y&&We.setSeries,X=ln.prox;Wn==null?wn<=X&&an($n,kr,!0,K):wn>X?an(null,kr,!0,K):$n!=Wn&&an($n,kr,!0,K)}}Dt&&(G.idx=w,Zo()),h!==!1&&nt("setCursor")}let Nn=null;Object.defineProperty(r,"rect",{get(){return Nn==null&&ns(!1),Nn}});function ns(u=!1){u?Nn=null:(Nn=k.getBoundingClientRect(),nt("syncRect",Nn))}function Jl(u,h,y,w,T,$,j){B._lock||Tn&&u!=null&&u.movementX==0&&u.movementY==0||(Qo(u,h,y,w,T,$,j,!1,u!=null),u!=null?Gn(null,!0,!0):Gn(h,!0,!1))}function Qo(u,h,y,w,T,$,j,K,X){if(Nn==null&&ns(!1),Vn(u),u!=null)y=u.clientX-Nn.left,w=u.clientY-Nn.top;else{if(y<0||w<0){Le=-10,Fe=-10;return}let[ne,re]=We.scales,oe=h.cursor.sync,[fe,_e]=oe.values,[we,ye]=oe.scales,[ue,le]=We.match,Ie=h.axes[0].side%2==1,je=N.ori==0?pe:se,rt=N.ori==1?pe:se,Te=Ie?$:T,ze=Ie?T:$,Lt=Ie?w:y,xt=Ie?y:w;if(we!=null?y=ue(ne,we)?l(fe,S[ne],je,0):-10:y=je*(Lt/Te),ye!=null?w=le(re,ye)?l(_e,S[re],rt,0):-10:w=rt*(xt/ze),N.ori==1){let Ht=y;y=w,w=Ht}}X&&(h==null||h.cursor.event.type==Ti)&&((y<=1||y>=pe-1)&&(y=er(y,pe)),(w<=1||w>=se-1)&&(w=er(w,se))),K?(Wl=y,Gl=w,[wr,vr]=B.move(r,y,w)):(Le=y,Fe=w)}let ei={width:0,height:0,left:0,top:0};function ti(){Rs(ei,!1)}let Xl,Zl,Ql,ea;function ta(u,h,y,w,T,$,j){Tn=!0,et=tt=ct._x=ct._y=!1,Qo(u,h,y,w,T,$,j,!0,!1),u!=null&&(Me(Ai,Li,na,!1),rs(Cc,r,wr,vr,pe,se,null));let{left:K,top:X,width:ne,height:re}=Oe;Xl=K,Zl=X,Ql=ne,ea=re}function na(u,h,y,w,T,$,j){Tn=ct._x=ct._y=!1,Qo(u,h,y,w,T,$,j,!1,!0);let{left:K,top:X,width:ne,height:re}=Oe,oe=ne>0||re>0,fe=Xl!=K||Zl!=X||Ql!=ne||ea!=re;if(oe&&fe&&Rs(Oe),ct.setScale&&oe&&fe){let _e=K,we=ne,ye=X,ue=re;if(N.ori==1&&(_e=X,we=re,ye=K,ue=ne),et&&An(M,cn(_e,M),cn(_e+we,M)),tt)for(let le in S){let Ie=S[le];le!=M&&Ie.from==null&&Ie.min!=$e&&An(le,cn(ye+ue,le),cn(ye,le))}ti()}else B.lock&&(B._lock=!B._lock,Gn(h,!0,u!=null));u!=null&&(qt(Ai,Li),rs(Ai,r,Le,Fe,pe,se,null))}function hh(u,h,y,w,T,$,j){if(B._lock)return;Vn(u);let K=Tn;if(Tn){let X=!0,ne=!0,re=10,oe,fe;N.ori==0?(oe=et,fe=tt):(oe=tt,fe=et),oe&&fe&&(X=Le<=re||Le>=pe-re,ne=Fe<=re||Fe>=se-re),oe&&X&&(Le=Le<wr?0:pe),fe&&ne&&(Fe=Fe<vr?0:se),Gn(null,!0,!0),Tn=!1}Le=-10,Fe=-10,O.fill(null),Gn(null,!0,!0),K&&(Tn=K)}function ra(u,h,y,w,T,$,j){B._lock||(Vn(u),Po(),ti(),u!=null&&rs(Ic,r,Le,Fe,pe,se,null))}function sa(){v.forEach(ub),Fo(r.width,r.height,!0)}rr(no,Ir,sa);let Sr={};Sr.mousedown=ta,Sr.mousemove=Jl,Sr.mouseup=na,Sr.dblclick=ra,Sr.setSeries=(u,h,y,w)=>{let T=We.match[2];y=T(r,h,y),y!=-1&&an(y,w,!0,!1)},ce&&(Me(Cc,k,ta),Me(Ti,k,Jl),Me(Lc,k,u=>{Vn(u),ns(!1)}),Me(Oc,k,hh),Me(Ic,k,ra),Bi.add(r),r.syncRect=ns);let Fs=r.hooks=e.hooks||{};function nt(u,h,y){Ko?Qr.push([u,h,y]):u in Fs&&Fs[u].forEach(w=>{w.call(null,r,h,y)})}(e.plugins||[]).forEach(u=>{for(let h in u.hooks)Fs[h]=(Fs[h]||[]).concat(u.hooks[h])});let oa=(u,h,y)=>y,We=Ye({key:null,setSeries:!1,filters:{pub:Gc,sub:Gc},scales:[M,m[1]?m[1].scale:null],match:[Yc,Yc,oa],values:[null,null]},B.sync);We.match.length==2&&We.match.push(oa),B.sync=We;let ia=We.key,ni=Vu(ia);function rs(u,h,y,w,T,$,j){We.filters.pub(u,h,y,w,T,$,j)&&ni.pub(u,h,y,w,T,$,j)}ni.sub(r);function mh(u,h,y,w,T,$,j){We.filters.sub(u,h,y,w,T,$,j)&&Sr[u](null,h,y,w,T,$,j)}r.pub=mh;function gh(){ni.unsub(r),Bi.delete(r),Et.clear(),Ri(no,Ir,sa),c.remove(),Y?.remove(),nt("destroy")}r.destroy=gh;function ri(){nt("init",e,t),Fl(t||e.data,!1),C[M]?qo(M,C[M]):Po(),Ns=Oe.show&&(Oe.width>0||Oe.height>0),Dn=Dt=!0,Fo(e.width,e.height)}return m.forEach(Il),v.forEach(Kp),n?n instanceof HTMLElement?(n.appendChild(c),ri()):n(r,ri):ri(),r}Je.assign=Ye;Je.fmtNum=Ui;Je.rangeNum=ro;Je.rangeLog=io;Je.rangeAsinh=Gi;Je.orient=or;Je.pxRatio=ke;Je.join=ty;Je.fmtDate=qi,Je.tzDate=fy;Je.sync=Vu;{Je.addGap=Ky,Je.clipGaps=co;let e=Je.paths={points:Ku};e.linear=Ju,e.stepped=Xy,e.bars=Zy,e.spline=eb}function ed(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var sn=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function db(){let e=ed();return e?e.classList.contains("dark-mode")?"dark":"light":sn&&sn.matches?"dark":"light"}function td(e){let t=document.documentElement,n=()=>{let i=db();t.dataset.theme!==i&&(t.dataset.theme=i,t.style.colorScheme=i,e&&e(i))};n();let r=[],s=ed();if(s)try{let i=new window.parent.MutationObserver(n);i.observe(s,{attributes:!0,attributeFilter:["class"]}),r.push(()=>i.disconnect())}catch{}if(sn){let i=()=>n();sn.addEventListener?sn.addEventListener("change",i):sn.addListener&&sn.addListener(i),r.push(()=>{sn.removeEventListener?sn.removeEventListener("change",i):sn.removeListener&&sn.removeListener(i)})}let o=()=>r.splice(0).forEach(i=>i());return window.addEventListener("pagehide",o,{once:!0}),o}function Xe(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function ir(e,t){return hc(Xe(e,""),t)}var nd=240,od=e=>Xn(e)||"NaN",rd=e=>Number((10**e).toPrecision(12));function fb(e){return e==null?"":ie(e,3)}function nl(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((l,a)=>{if(typeof l!="number"||!Number.isFinite(l))return;let c=n[a];r.set(l,typeof c=="number"&&Number.isFinite(c)?c:null)});let s=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(l=>l&&typeof l.step=="number").sort((l,a)=>l.step-a.step);for(let l of s)r.set(l.step,null);let o=[...r.keys()].sort((l,a)=>l-a),i=o.map(l=>r.get(l));return{xs:o,ys:i,nonfinite:s}}function pb(e){let t=1/0,n=-1/0;for(let s of e)s!=null&&(s<t&&(t=s),s>n&&(n=s));let r=t!==1/0&&t>0;return{possible:r,suggested:r&&n/t>1e4}}function hb(e,t,n){let r=e?{range:(o,i,l)=>{if(!Number.isFinite(i)||!Number.isFinite(l))return[0,1];let a=Math.floor(i+1e-9);return[a,Math.max(a+1,Math.ceil(l-1e-9))]}}:{range:(o,i,l)=>{if(i===null||l===null||!Number.isFinite(i)||!Number.isFinite(l))return[0,1];if(i===l)return[i-Math.abs(i||1)*.1,l+Math.abs(l||1)*.1];let a=(l-i)*.05;return[i-a,l+a]}},s=ps(t,n,e?`${me(st.loss)} (log scale)`:me(st.loss),{...e?{splits:o=>Mr(10**o.scales.y.min,10**o.scales.y.max).map(Math.log10),filter:(o,i)=>i}:{},size:(o,i)=>{if(!i)return 50;let l=Math.max(...i.map(a=>String(a).length),3);return Math.ceil(l*7.5)+14},values:(o,i)=>i.map(l=>fb(e?rd(l):l))});return{scale:r,axis:s,toPlot:o=>o==null?null:e?Math.log10(o):o,value:(o,i)=>i==null?"—":ie(e?rd(i):i,6)}}function ho(e){let n=(e&&Array.isArray(e.findings)?e.findings:[]).find(r=>r&&r.kind===Cn.training_error);if(n){let r=n.evidence&&Number.isInteger(n.evidence.completed_steps)?n.evidence.completed_steps:null,s=Tr(n);return r===0?`No loss was logged: training ${s||"crashed"}, before any step finished. The findings say why.`:`No loss was logged: training ${s||"crashed"}. The findings say why.`}return"No loss was logged for this run yet."}function sd(e,{color:t=["--critical","#d32f2f"],label:n=r=>od(r.value)}={}){return{hooks:{draw:[r=>{let s=e();if(!s.length)return;let{ctx:o}=r,{left:i,top:l,width:a,height:c}=r.bbox,d=window.devicePixelRatio||1;o.save(),o.beginPath(),o.rect(i,l,a,c),o.clip(),o.strokeStyle=Xe(...t),o.fillStyle=o.strokeStyle,o.lineWidth=1.5*d,o.setLineDash([4*d,3*d]),o.font=`${11*d}px system-ui, sans-serif`,o.textBaseline="top";let p=!1;for(let g of s){let x=Math.round(r.valToPos(g.step,"x",!0))+.5;if(!(x<i-1||x>i+a+1)&&(o.beginPath(),o.moveTo(x,l),o.lineTo(x,l+c),o.stroke(),!p)){let k=n(g),_=o.measureText(k).width,b=x+4*d+_>i+a?x-4*d-_:x+4*d;o.fillText(k,b,l+4*d),p=!0}}o.restore()}]}}}function rl(e,{toggleId:t}){let n=f("input",{type:"checkbox",id:t}),r=f("label",{class:"log-toggle",for:t,hidden:!0},n," Log scale"),s=null,o=null,i=!1,l=()=>{s&&s.destroy(),s=null};function a(d){if(o=d,l(),V(e),r.hidden=!o||!o.xs.length,!o||!o.xs.length)return;let p=pb(o.series.flatMap(v=>v.ys));n.disabled=!p.possible,i||(n.checked=p.suggested);let g=p.possible&&n.checked,x=Xe("--fg-muted","#666"),k=Xe("--grid","rgba(0,0,0,0.08)"),_=hb(g,x,k),b=o.markers||[],E=o.repairs||[],m={width:Math.max(200,e.clientWidth||e.parentElement&&e.parentElement.clientWidth||600),height:nd,plugins:[sd(()=>b),sd(()=>E,{color:["--info","#1967d2"],label:()=>"repaired"}),Ks()],scales:{x:{time:!1,range:(v,S,A)=>{if(S===null||A===null)return[0,1];if(S===A)return[S-1,A+1];let M=b.length?(A-S)*.02:0;return[S-M,A+M]}},y:_.scale},axes:[qs(x,k),_.axis],series:[{label:"step"},...o.series.map(v=>({label:v.label,stroke:Xe(...v.stroke),width:2,spanGaps:!1,points:{show:o.xs.length<=60,size:4},value:_.value}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};s=new Je(m,[o.xs,...o.series.map(v=>v.ys.map(_.toPlot))],e)}n.addEventListener("change",()=>{i=!0,a(o)});let c=new ResizeObserver(()=>{if(!s)return;let d=Math.max(200,e.clientWidth);Math.abs(d-s.width)>1&&s.setSize({width:d,height:nd})});return c.observe(e),{toggle:r,draw:a,redraw:()=>o&&a(o),destroy(){c.disconnect(),l()}}}function id(e){let t=f("h3",null,me(st.loss)),n=f("p",{class:"chart-note",id:"loss-note",role:"status"}),r=f("div",{class:"chart-box",id:"loss-plot"}),s=rl(r,{toggleId:"loss-log-scale"});V(e,f("div",{class:"card-head"},t,s.toggle),n,r);let o=null;return{update(i,l,a=null){let c=a&&Array.isArray(a.repairs)?a.repairs.map(x=>({step:x.step})):[],d=l?`${l}|${c.map(x=>x.step).join(",")}`:null;if(d&&d===o)return;o=d;let p=nl(i||{}),g=p.nonfinite;if(e.dataset.points=String(p.xs.length),e.dataset.nonfinite=String(g.length),e.dataset.repairs=String(c.length),!p.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",s.draw(null);return}if(g.length){let x=g[0],k=g.length-1;n.className="chart-note alert",n.textContent=`The loss became ${od(x.value)} at step ${x.step}`+(k?` (${k} more non-finite step${k===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${p.xs.length} step${p.xs.length===1?"":"s"} logged; all finite.`;if(c.length){let x=c.map(k=>k.step).join(", ");n.textContent+=` Heal repaired the run at step${c.length===1?"":"s"} ${x} (marked "repaired"): the updates since its last snapshot were undone and training went on.`}s.draw({xs:p.xs,markers:g,repairs:c,series:[{label:me(st.loss),stroke:["--accent","#1967d2"],ys:p.ys}]})},showNote(i){o=null,s.draw(null),e.dataset.points="0",n.className="chart-note muted",n.textContent=i},showError(i){o=null,s.draw(null),n.className="chart-note error-text",n.textContent=i},retheme:()=>s.redraw(),destroy:()=>s.destroy()}}function gt(e){return f("h2",{class:"section-title"},e)}function Se({id:e,className:t="",title:n,aside:r=null,hidden:s=!1},...o){let i=typeof n=="string"?f("h3",null,n):n,l=typeof r=="string"?f("span",{class:"muted small"},r):r;return f("section",{class:`card ${t}`.trim(),id:e,hidden:s},f("div",{class:"card-head"},i,l),...o)}function Vr(e,{id:t,onchange:n}){let r=f("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:f("label",{class:"inline-picker"},f("span",null,e),r)}}function vs(e,t,n,r=s=>s){let s=t.join(`
`);e.dataset.options!==s&&(V(e,t.map(o=>f("option",{value:o},r(o)))),e.dataset.options=s),n!==null&&(e.value=n),e.disabled=!t.length}function Nt(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function ut(e,t){e.hidden=!t,e.textContent=t||""}function lr(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}function mo(e,{summaryOf:t,render:n,focusOf:r,applyFocus:s}){let o=null;return{async update(i,l){let a=t(l);Nt(e,!!a);let c=a?JSON.stringify(a):null;!a||c===o||(o=c,n(a))},focusFinding(i){let l=r(i);return!l||e.hidden?!1:(s(l),e.scrollIntoView({block:"nearest"}),!0)},retheme(){},destroy(){V(e)}}}var sl=12,mb=2,ol=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function ld(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return Pe(e.length,"item");let t=e.slice(0,sl).map(_t).join(", ");return e.length>sl?`${t} and ${e.length-sl} more`:t}return ol(e)&&!Object.keys(e).length?"none":_t(e)}function il(e,t=[]){if(!ol(e))return[{key:t.join(" › ")||"Value",value:ld(e)}];let n=[];for(let[r,s]of Object.entries(e)){let o=[...t,os(r)];ol(s)&&Object.keys(s).length&&o.length<mb?n.push(...il(s,o)):n.push({key:o.join(" › "),value:ld(s)})}return n}function go(e){return{area:e,create:(t,n)=>gb(t,n,e)}}function gb(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=f("tbody");V(e,gt(t.title),Se({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},f("table",{class:"evidence-table generic-summary"},r)));let s=null;return{async update(o,i){let l=i&&i.areas?i.areas[n]:void 0,a=l!=null;Nt(e,a);let c=a?JSON.stringify(l):null;!a||c===s||(s=c,V(r,il(l).map(({key:d,value:p})=>f("tr",null,f("th",{scope:"row"},d),f("td",null,p)))))},focusFinding:()=>!1,retheme(){},destroy(){V(e)}}}var ad=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
`;var bb=["input_shape","layer_input","layer_rank","layer_call"],xb=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],yn=e=>Array.isArray(e)?e:[];function ud(e){let t=e&&e.areas&&e.areas[he.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=yn(t.loss_checks).filter(s=>s&&typeof s=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function dd(e){return yn(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:_s(t.y_true),yPred:_s(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function fd(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>ot(n)===he.shapes)}function _s(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function ll(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>_s(t&&t.shape)).join("  ")}function yo(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function cd(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function wb(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function pd(e,t){let n=t.some(a=>bb.includes(cd(a))&&(a.evidence||{}).source==="the data"),r=t.some(a=>xb.includes(cd(a))),s=e.data||{},o=yn(s.x),i=yn(s.y),l=(a,c,d,p)=>c&&c.path?`${a}.${c.path}`:p>1?`${a}[${d}]`:a;return{data:[...o.map((a,c)=>({role:l("x",a,c,o.length),spec:a,mismatch:n})),...i.map((a,c)=>({role:l("y",a,c,i.length),spec:a,mismatch:r}))],model:[...yn(e.model_inputs).map(a=>({role:"input",spec:a,mismatch:n,note:a.inferred?"(subclassed: taken from the data)":a.name?`\`${a.name}\``:""})),...yn(e.model_outputs).map(a=>({role:"output",spec:a,mismatch:r,note:a.layer?`of \`${a.layer}\``:""}))],losses:yn(e.loss).map(a=>a.name)}}function hd(e,t,n){let r=new Map;for(let o of t)typeof o.layer=="string"&&o.layer&&!r.has(o.layer)&&r.set(o.layer,o);let s=new Set;return yn(e.rows).map(o=>{let i=r.get(o.name),l=o.status==="failed",a=!!i||l,c=!!(i&&i.severity==="warning"),d=[`depth-${Math.min(o.depth||0,9)}`,o.trainable===!1?"not-trainable":"",a?"row-mismatch":"",c?"row-warning":"",o.status?`row-${o.status}`:"",n&&o.name===n?"focused":""].filter(Boolean),p=null;a&&!s.has(o.name)&&(s.add(o.name),p=i?wb(i):o.error||"This call failed.");let g=x=>x&&x[0]||null;return{row:o,classes:d,bad:a,warning:c,outputs:o.outputs&&o.outputs.length?ll(o.outputs):l?"—":"",dtype:(g(o.outputs)||{}).dtype||(g(o.inputs)||{}).dtype||"",status:l?"failed here":o.status==="raised_inside"?"raised inside":"",note:p}})}function md(e,t){let r=yn(e.rows).filter(s=>(s.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${Pe(r,"layer call")} · ${yo(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${yo(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function gd(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=yn(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var bd=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function yd({role:e,spec:t,mismatch:n,note:r}){return f("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},f("span",{class:"spec-role"},e),f("span",{class:"spec-shape"},_s(t&&t.shape)),f("span",{class:"spec-dtype"},t&&t.dtype||""),r?f("span",{class:"muted"},On(r)):null)}function vb(e,t){let n=pd(e,t);return[f("div",{class:"spec-box",id:"data-spec"},f("h4",null,"Data (one batch)"),f("ul",{class:"spec-list"},n.data.map(yd),n.data.length?null:f("li",{class:"muted"},"Not known (a generator?)"))),f("div",{class:"spec-box",id:"model-spec"},f("h4",null,"Model"),f("ul",{class:"spec-list"},n.model.map(yd),n.losses.length?f("li",{class:"spec-item","data-role":"loss"},f("span",{class:"spec-role"},"loss"),f("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function _b({row:e,classes:t,bad:n,warning:r,outputs:s,dtype:o,status:i,note:l}){return[f("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},f("td",{class:"num muted"},String(e.index)),f("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},f("span",{class:"layer-name"},e.name),f("span",{class:"layer-class"},e.class)),f("td",{class:"shape-cell"},ll(e.inputs)),f("td",{class:"shape-cell"},s),f("td",{class:"shape-cell muted"},o),f("td",{class:"num"},yo(e.params)),f("td",null,e.trainable===!1?"no":"yes"),f("td",{class:"status-cell"},i)),l===null?null:f("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},f("td",null,""),f("td",{colspan:bd.length-1},l))]}function kb(e,t){Ge("trainhealth-shapes-style",ad),e.id="shape-health",e.hidden=!0;let n=null,r=null,s=[],o=null,i=f("p",{class:"shape-note muted",id:"shape-note",role:"status"}),l=f("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),a=f("div",{class:"spec-compare",id:"shape-specs"}),c=f("div",{class:"table-scroll shape-scroll"}),d=Se({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},i,l,a,c),p=f("tbody"),g=Se({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},f("table",{class:"data-table",id:"loss-shapes-table"},f("thead",null,f("tr",null,["Step","y_true","y_pred","Verdict"].map(b=>f("th",null,b)))),p));V(e,gt(t.title),d,g);function x(b){g.hidden=!b.length,V(p,dd(b).map(E=>f("tr",{class:E.ok?null:"mismatch"},f("td",{class:"num"},E.step),f("td",{class:"shape-cell"},E.yTrue),f("td",{class:"shape-cell"},E.yPred),f("td",null,E.verdict))))}function k(b,E){i.textContent=md(b,E);let m=gd(b);l.hidden=!m,V(l,On(m)),V(a,vb(b,s));let v=f("tr",null,bd.map(([S,A])=>f("th",A?{class:A}:null,S)));V(c,f("table",{class:"data-table shape-table",id:"shape-table"},f("thead",null,v),f("tbody",null,hd(b,s,o).map(_b))))}function _(b){o=b;for(let S of c.querySelectorAll("tr.focused"))S.classList.remove("focused");let E=b?[...c.querySelectorAll("tr[data-layer]")].filter(S=>S.dataset.layer===b):[];for(let S of E)S.classList.add("focused");let m=E[0]||d;d.dataset.focused=b||"";let v=()=>m.scrollIntoView&&m.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(v):v()}return{async update(b,E){b!==n&&(n=b,r=null,o=null),s=fd(E);let m=ud(E);if(Nt(e,!!m),!m)return;let v=`${JSON.stringify(m)}
${JSON.stringify(s)}`;v!==r&&(r=v,d.hidden=!m.table,m.table&&k(m.table,m.tables),x(m.lossChecks),o&&m.table&&_(o))},focusFinding(b){return ot(b)!==he.shapes||e.hidden?!1:(_(typeof b.layer=="string"?b.layer:null),!0)},retheme(){},destroy(){V(e)}}}var xd={area:he.shapes,create:kb};var wd=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
`;var Tb=/^(.*?\d+)(?=$|[^0-9A-Za-z])/;function Ab(e){let t=Tb.exec(String(e));return t?t[1]:null}function al(e){let t=Array.isArray(e)?e.length:0;if(t<=48)return null;let n=e.map(Ab),r=n.slice();for(let i=0;i<t;i++){if(r[i]!==null)continue;let l=i-1;for(;l>=0&&n[l]===null;)l--;let a=i+1;for(;a<t&&n[a]===null;)a++;l>=0&&a<t&&n[l]===n[a]&&(r[i]=n[l])}let s=[],o=new Map;for(let i=0;i<t;i++){let l=s[s.length-1];if(r[i]!==null&&l&&l.key===r[i]){l.members.push(i);continue}let a=r[i]===null?String(e[i]):r[i],c=o.get(a)||0;o.set(a,c+1),s.push({id:c?`${a}#${c+1}`:a,key:r[i],label:a,members:[i]})}return s.some(i=>i.members.length>1)?s.map(({id:i,label:l,members:a})=>({id:i,label:l,members:a})):$b(e)}function $b(e){let t=Math.ceil(e.length/32),n=[];for(let r=0;r<e.length;r+=t){let s=[];for(let i=r;i<Math.min(e.length,r+t);i++)s.push(i);let o=`${e[s[0]]} … ${e[s[s.length-1]]}`;n.push({id:`${s[0]}-${s[s.length-1]}`,label:o,members:s})}return n}function cl(e,t,n){if(!t)return e.map((s,o)=>({kind:"layer",label:String(s),members:[o]}));let r=[];for(let s of t){if(s.members.length===1){r.push({kind:"layer",label:String(e[s.members[0]]),members:s.members});continue}let o=n.has(s.id);if(r.push({kind:"group",id:s.id,label:s.label,members:s.members,expanded:o}),o)for(let i of s.members)r.push({kind:"layer",label:String(e[i]),members:[i],inGroup:s.id,block:s.label})}return r}function _d(e){return!e.block||!e.label.startsWith(e.block)?e.label:e.label.slice(e.block.length).replace(/^[^0-9A-Za-z]+/,"")||e.label}function kd(e,t){let n=e.steps.length,r=[],s=new Set;return t.forEach((o,i)=>{if(o.members.length===1){let a=o.members[0];r.push(e.values[a]||[]);for(let c=0;c<n;c++)e.nonfinite.has(a*n+c)&&s.add(i*n+c);return}let l=new Array(n).fill(null);for(let a of o.members){let c=e.values[a]||[];for(let d=0;d<n;d++){e.nonfinite.has(a*n+d)&&s.add(i*n+d);let p=c[d];typeof p=="number"&&Number.isFinite(p)&&(l[d]===null||p>l[d])&&(l[d]=p)}}r.push(l)}),{...e,layers:t.map(o=>o.label),members:t.map(o=>o.members.map(i=>e.layers[i])),layerCount:e.layers.length,values:r,nonfinite:s}}function Sd(e,t,n){let r=null,s=-1/0;for(let o of t.members){let i=(e.values[o]||[])[n];typeof i=="number"&&Number.isFinite(i)&&i>s&&(s=i,r=e.layers[o])}return{layers:t.members.length,top:r}}function ul(e,t,n){if(!e||!n||!n.length)return[];let r=new Set(n);return e.filter(s=>s.members.length>1&&s.members.some(o=>r.has(t[o]))).map(s=>s.id)}var Nb=he.nonfinite,Mb="missing",bo=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],Cb=190,Lb=56,fl=10,dl=13;function pl(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(bo.length-1),n=Math.min(bo.length-2,Math.floor(t)),r=t-n,s=bo[n],o=bo[n+1];return[0,1,2].map(i=>Math.round(s[i]+(o[i]-s[i])*r))}function xo(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(l=>Array.isArray(l)&&l.length>=2):[],s=Array.isArray(t.values)?t.values:[],o=r.length,i=new Set;for(let l of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(l)&&l.length>=2&&i.add(l[0]*o+l[1]);return{layers:n,steps:r,values:s,nonfinite:i,stat:String(t.stat||""),logScale:!!t.log_scale}}function Hr(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(s=>Array.isArray(s)&&s.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(s=>s[1]>s[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function Wr(e){return Math.max(50,Math.min(5e3,e))}function Ed(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function hl(e){return Math.round(Math.min(Cb,Math.max(Lb,e+16)))}function ml(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),s=Math.max(t,n??t),o=-1,i=-1;return e.forEach((l,a)=>{Array.isArray(l)&&l[1]>=r&&l[0]<=s&&(o<0&&(o=a),i=a)}),o<0?null:[o,i]}function wo(e,{logScale:t,stat:n}){let r=1/0,s=-1/0,o=0;for(let i of e)if(Array.isArray(i)){for(let l of i)if(!(typeof l!="number"||!Number.isFinite(l))){if(t&&l<=0){o++;continue}l<r&&(r=l),l>s&&(s=l)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:o}:{lo:0,hi:1,log:!1,nonPositive:o};if(t){if(s/r<10){let i=Math.sqrt(r*s);r=Math.min(r,i/Math.sqrt(10)),s=Math.max(s,i*Math.sqrt(10))}return{lo:r,hi:s,log:!0,nonPositive:o}}if(r===s){let i=Math.abs(r)*.1||1;r-=i,s+=i}return{lo:r,hi:s,log:!1,nonPositive:0}}function gl(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function Td(e){if(!e.log)return Zn(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,s=[];if(r<3){for(let i=t-1;i<=n;i++)for(let l of[1,2,5]){let a=l*10**i;a>=e.lo*(1-1e-9)&&a<=e.hi*(1+1e-9)&&s.push(Number(a.toPrecision(6)))}return s}let o=Math.max(1,Math.ceil(r/7));for(let i=t;i<=n;i+=o)s.push(10**i);return s}function Ad(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:ie(t)}function $d(e,t,n){let r=e.layers.length,s=e.steps.length,o=new Uint8ClampedArray(r*s*4);for(let i=0;i<r;i++){let l=e.values[i]||[];for(let a=0;a<s;a++){let c=l[a],d;e.nonfinite.has(i*s+a)?d=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?d=n.missing:t.log&&c<=0?d=n.zero:d=pl(gl(t,c));let p=(i*s+a)*4;o[p]=d[0],o[p+1]=d[1],o[p+2]=d[2],o[p+3]=255}}return o}function Nd(e){let t=e.steps.length,n=new Set,r=new Set;for(let s of e.nonfinite)n.add(Math.floor(s/t)),r.add(s%t);return{rows:[...n].sort((s,o)=>s-o),columns:[...r].sort((s,o)=>s-o)}}function yl(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]),r=(s,o)=>e.members?e.members[o].some(i=>n.has(i)):n.has(s);return e.layers.map((s,o)=>r(s,o)?o:-1).filter(s=>s>=0)}function Md(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function Cd(e,t,n){let r=new Set(n),s=Math.max(1,Math.ceil(dl/t)),o=l=>n.some(a=>Math.abs(a-l)*t<dl&&a!==l),i=[];for(let l=0;l<e;l++){let a=r.has(l);if(!a&&(l%s!==0||o(l)))continue;let c=i[i.length-1];a&&i.length&&(l-c)*t<dl&&r.has(c)||i.push(l)}return i}function Ld(e){if(!Array.isArray(e)||!e.length)return[];let t=e[0][0],n=Math.max(1,e[e.length-1][1]+1-t);return e.map(([r,s])=>[(r-t)/n,(s+1-t)/n])}function Ob(e,t){if(!Array.isArray(e)||!e.length)return null;let n=e[0][0],r=e[e.length-1][1];return t<n||t>r?null:(t+.5-n)/(r+1-n)}function Od(e,t){let n=0,r=e.length-1;for(;n<=r;){let s=n+r>>1;if(t<e[s][0])r=s-1;else if(t>=e[s][1])n=s+1;else return s}return null}function Id(e){if(!e.length)return!0;let t=e[0][1]-e[0][0];return e.every(([n,r],s)=>Math.abs(r-n-t)<1e-9&&(s===0||Math.abs(n-e[s-1][1])<1e-9))}function Rd(e,t){return e.length?Gs(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,x:Ob(e,r)})).filter(r=>r.x!==null):[]}function Fd(e,t,n){let r=(e.values[t]||[])[n],s=e.nonfinite.has(t*e.steps.length+n),o=typeof r=="number"&&Number.isFinite(r),[i,l]=e.steps[n];return{layer:e.layers[t],steps:[i,l],valueText:s?"NaN / Inf":o?ie(r,4):"not logged",dataValue:s?Nb:o?String(r):Mb,nonfinite:s,mean:i!==l&&!s&&typeof r=="number"}}function Pd(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function jd(e,t,n,r){let s={layers:String(e?e.layerCount??e.layers.length:0),rows:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(s.rangeMin=String(t.lo),s.rangeMax=String(t.hi)),n&&(s.plot=[n.left,n.top,n.width,n.height].map(o=>o.toFixed(1)).join(",")),r&&e){let o=yl(e,r),i=e.members?o.flatMap(c=>e.members[c]):o.map(c=>e.layers[c]),l=new Set(r.layers||[]);s.highlightLayers=JSON.stringify([...new Set(i)].filter(c=>l.has(c))),s.highlightRows=JSON.stringify(o),s.highlightSteps=`${r.first}-${r.last}`;let a=ml(e.steps,r.first,r.last);s.highlightColumns=a?`${a[0]}-${a[1]}`:""}return s}var zd=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var vo='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',Ib=`600 ${vo}`,yt=10,Rb=40,Fb=14,Bd={open:"▾ ",closed:"▸ "};function Gr(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){Ge("trainhealth-heatmap-style",vd);let s=f("canvas",{id:n,class:"heatmap-canvas",role:"img",tabindex:"0"}),o=f("div",{id:`${r}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),i=f("div",{class:"heatmap-labels",id:`${r}-labels`}),l=f("div",{class:"heatmap-wrap"},s,i,o),a=f("div",{class:"heatmap-legend",id:`${r}-legend`});V(e,l,a);let c=null,d=null,p=new Set,g=[],x=null,k=null,_=null,b=null,E=t,m=null,v=null,S=()=>Math.max(240,l.clientWidth||e.clientWidth||600),A=O=>O.length?Math.max(...O.map(G=>mn(String(G),vo))):120,M=O=>`${O.expanded?Bd.open:Bd.closed}${O.label} (${O.members.length})`,U=O=>O.kind==="group"?M(O):_d(O);function P(){g=cl(c.layers,d,p),x=d?kd(c,g):c}function L(O){p.has(O)?p.delete(O):p.add(O),P(),N()}function z(){let O=jd(x,k,b,_);for(let G of zd)G in O||delete s.dataset[G];Object.assign(s.dataset,O)}function N(){F();let O=v?H(v):null;O?J(O):xe()}function F(){let O=S();if(!x||!x.layers.length||!x.steps.length){s.width=0,s.height=0,s.style.height="0px",b=null,V(a),V(i),z();return}let G=x.layers.length,B=x.steps.length,Q=Ed(G),ce=G*Q,D=hl(A(m||g.map(U))),Y=Math.max(40,O-D-fl),te=fs(s,O,Math.ceil(yt+ce+Rb)),ae=Ld(x.steps);b={left:D,top:yt,width:Y,height:ce,rowH:Q,n:G,m:B,edges:ae};let ee=ir("--heatmap-nonfinite",[232,17,45]),de={missing:ir("--heatmap-missing",[213,216,220]),nonfinite:ee,zero:ir("--heatmap-zero",[0,0,0])},ge=document.createElement("canvas");ge.width=B,ge.height=G,ge.getContext("2d").putImageData(new ImageData($d(x,k,de),B,G),0,0),te.imageSmoothingEnabled=!1,Id(ae)?te.drawImage(ge,D,yt,Y,ce):(te.fillStyle=`rgb(${de.missing.join(",")})`,te.fillRect(D,yt,Y,ce),ae.forEach(([lt,Kt],Et)=>{let Me=D+lt*Y;te.drawImage(ge,Et,0,1,G,Me,yt,Math.max(1,D+Kt*Y-Me),ce)}));let Ae=Nd(x);te.fillStyle=`rgb(${ee.join(",")})`;for(let lt of Ae.rows)te.fillRect(D+Y+2,yt+lt*Q,5,Math.max(2,Q));for(let lt of Ae.columns){let[Kt,Et]=ae[lt];te.fillRect(D+Kt*Y,yt-6,Math.max(2,(Et-Kt)*Y),4)}let Be=yl(x,_);I(te,Be);let He=R(te,Be),pt=C(te);kt(s,{ticksX:pt,ticksY:He,xTitle:"step",yTitle:"layer"}),te.strokeStyle=Xe("--card-border","#e0e3e8"),te.strokeRect(D-.5,yt-.5,Y+1,ce+1),W(),z()}function I(O,G){if(!G.length)return;let{left:B,width:Q,height:ce,rowH:D,m:Y,edges:te}=b,ae=Xe("--heatmap-highlight","#ff00aa"),ee=ml(x.steps,_.first,_.last)||[0,Y-1],de=B+te[ee[0]][0]*Q,ge=B+te[ee[1]][1]*Q;O.save();for(let[Ae,Be]of Md(G)){let He=yt+Ae*D,pt=yt+(Be+1)*D,lt=Math.max(ge-de,3);O.lineWidth=4,O.strokeStyle="rgba(0,0,0,0.55)",O.strokeRect(de-2,He-2,lt+4,pt-He+4),O.lineWidth=2,O.strokeStyle=ae,O.strokeRect(de-2,He-2,lt+4,pt-He+4),O.fillStyle=ae,O.fillRect(B-5,He,3,Math.max(2,pt-He))}O.fillStyle=ae,O.fillRect(de,yt+ce+1,Math.max(ge-de,2),3),O.restore()}function R(O,G){let{left:B,rowH:Q,n:ce}=b,D=new Set(G),Y=B-10,te=Cd(ce,Q,G).map(ae=>{let ee=g[ae],de=D.has(ae),ge=gc(U(ee),Y,de?Ib:vo),Ae=`top: ${(yt+(ae+.5)*Q-Fb/2).toFixed(1)}px; width: ${Y}px`,Be=`heatmap-label${de?" highlighted":""}${ee.inGroup?" heatmap-member":""}`,He={row:String(ae),layer:ee.label};if(ee.kind!=="group")return f("span",{class:Be,style:Ae,title:ee.label,dataset:He},ge);let pt=`${ee.label}: ${ee.members.length} layers, each cell the ${"max"} of theirs. Click to ${ee.expanded?"close":"open"}.`;return f("button",{type:"button",class:`${Be} heatmap-group`,style:Ae,title:pt,"aria-expanded":String(ee.expanded),dataset:{...He,group:ee.id},onclick:()=>L(ee.id)},ge)});return V(i,te),te.length}function C(O){let{left:G,width:B,height:Q}=b,ce=Xe("--fg-muted","#5f6670");O.font=vo,O.fillStyle=ce,O.strokeStyle=ce,O.textAlign="center",O.textBaseline="top",O.lineWidth=1;let D=Rd(x.steps,B);for(let{step:Y,x:te}of D){let ae=G+te*B;O.beginPath(),O.moveTo(Math.round(ae)+.5,yt+Q),O.lineTo(Math.round(ae)+.5,yt+Q+5),O.stroke(),O.fillText(String(Y),Math.min(Math.max(ae,G+10),G+B-10),yt+Q+7)}return O.fillText("step",G+B/2,yt+Q+23),D.length}function W(){if(!x)return V(a);let O=[];for(let D=0;D<=10;D++){let[Y,te,ae]=pl(D/10);O.push(`rgb(${Y},${te},${ae}) ${D*10}%`)}let G=f("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${O.join(", ")})`}),B=f("div",{class:"legend-ticks"},Td(k).map(D=>{let Y=Math.min(1,Math.max(0,gl(k,D)));return f("span",{class:"legend-tick",style:`left: ${(Y*100).toFixed(2)}%`},Ad(k,D))})),Q=(D,Y,te={})=>f("span",{class:"legend-item",...te},f("span",{class:`swatch ${D}`}),Y),ce=[Q("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),Q("cell-missing","not logged")];if(d){let D=g.filter(Y=>Y.kind==="group").length;ce.push(f("span",{class:"legend-item",id:`${r}-groups`},`${c.layers.length} layers in ${d.length} rows: a block's row is the ${"max"} of its layers; click a block (${D}) to open it`))}k.log&&k.nonPositive&&ce.push(Q("cell-zero",`0 (${k.nonPositive} cell${k.nonPositive===1?"":"s"})`,{id:`${r}-zero-cells`})),V(a,f("div",{class:"legend-scale"},f("span",{class:"legend-title"},`${E}${k.log?" (log₁₀ scale)":""}`),f("div",{class:"legend-bar-box"},G,B),f("span",{class:"legend-range muted",id:`${r}-range`},`${ie(k.lo)} … ${ie(k.hi)}`)),f("div",{class:"legend-extras"},ce))}function H(O){if(!b||!x)return null;let G=s.getBoundingClientRect(),B=O.clientX-G.left-b.left,Q=O.clientY-G.top-b.top;if(B<0||Q<0||B>=b.width||Q>=b.height)return null;let ce=Math.min(b.n-1,Math.floor(Q/b.rowH)),D=Od(b.edges,B/b.width);return D===null?null:{r:ce,c:D,x:B+b.left,y:Q+b.top}}function xe(){o.hidden=!0;for(let O of["layer","column","steps","value"])delete o.dataset[O]}function J(O){let{r:G,c:B}=O,Q=Fd(x,G,B),[ce,D]=Q.steps,Y=g[G],te=Y&&Y.kind==="group"?Sd(c,Y,B):null,ae=te?`${te.layers} layers · ${Rn(ce,D)}`:`${d?"":`layer ${G+1} of ${b.n} · `}${Rn(ce,D)}`;V(o,f("div",{class:"tt-title"},Q.layer),f("div",{class:"tt-row muted"},ae),f("div",{class:`tt-row${Q.nonfinite?" error-text":""}`},`${E}${te?` (${"max"} of the block)`:""}: `,f("strong",null,Q.valueText),Q.mean?f("span",{class:"muted"}," (mean)"):null),te&&te.top?f("div",{class:"tt-row muted"},`highest: ${te.top}`):null,te?f("div",{class:"tt-row muted"},`click to ${Y.expanded?"close":"open"} the block`):null),Object.assign(o.dataset,{layer:Q.layer,column:String(B),steps:`${ce}-${D}`,value:Q.dataValue}),o.hidden=!1;let ee=o.offsetWidth,de=o.offsetHeight,ge=O.x+14;ge+ee>l.clientWidth&&(ge=O.x-ee-14);let Ae=O.y+14;Ae+de>s.offsetHeight&&(Ae=Math.max(0,O.y-de-10)),o.style.left=`${Math.max(0,ge)}px`,o.style.top=`${Ae}px`}s.addEventListener("mousemove",O=>{v={clientX:O.clientX,clientY:O.clientY};let G=H(v);G?J(G):xe()}),s.addEventListener("click",O=>{let G=H(O),B=G&&g[G.r];B&&B.kind==="group"&&L(B.id)}),s.addEventListener("mouseleave",()=>{v=null,xe()});let q=Cr(l,()=>x&&N());return{canvas:s,plotWidth(O){let G=Array.isArray(O)&&O.length?O.map(String):null,B=G?cl(G,al(G),new Set).map(U):g.map(U);return Math.max(40,Math.floor(S()-hl(A(B))-fl))},setData(O,{label:G,range:B=null,labels:Q=null}={}){G&&(E=G),m=Array.isArray(Q)&&Q.length?Q:null;let ce=c?c.layers.join(`
`):null;c=xo(O),d=al(c.layers),ce!==c.layers.join(`
`)&&p.clear();for(let D of ul(d,c.layers,_&&_.layers))p.add(D);P(),k=B||wo(c.values,{logScale:c.logScale,stat:c.stat}),q.sync(),N()},clear(){c=null,d=null,g=[],x=null,k=null,N()},setHighlight(O){if(_=O&&Array.isArray(O.layers)?O:null,c){for(let G of ul(d,c.layers,_&&_.layers))p.add(G);P()}N()},missingLayers:()=>Pd(c,_),redraw:N,destroy(){q.disconnect()}}}var ko=mt.activation_max_abs,Dd=[{kind:fn.nonfinite_activations,shape:"circle"},{kind:fn.nonfinite_loss,shape:"diamond"},{kind:fn.nonfinite_gradients,shape:"triangle"},{kind:fn.nonfinite_weights,shape:"square"},{kind:fn.loss_scale_collapse,shape:"down"}].map(e=>({...e,label:me(e.kind)})),_o=e=>e.kind!==fn.loss_scale_collapse,Pb=65504,jb=["critical","warning","info"],So={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function Vd(e){let t=e&&e.areas&&e.areas[he.nonfinite];return t&&typeof t=="object"?t:null}function zb(e){if(typeof e=="number"&&Number.isFinite(e))return ie(e,4);let t=Xn(e);return t?t==="NaN"?"NaN":"Inf":"—"}function Bb(e){return e.variable?String(e.variable):e.layer?String(e.layer):Xn(e.value)||""}function Hd(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!Ft(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function Wd(e,t){let n=-1,r=-1,s=new Set(t.events.flatMap(o=>[o.layer,o.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((o,i)=>{if(!o||o.kind!==t.kind)return;let l=0;o.step===t.step&&(l+=2),o.layer&&s.has(o.layer)&&(l+=1);let a=o.evidence&&typeof o.evidence=="object"?o.evidence:{};a.variable&&s.has(a.variable)&&(l+=1),l>r&&(n=i,r=l)}),n}function Gd(e,t,n){return n<0?null:t.find(r=>Wd(e,r)===n)||null}function Yd(e){let t=new Set(e.map(s=>s.kind)),n=Dd.filter(s=>t.has(s.kind)),r=[...t].filter(s=>!Dd.some(o=>o.kind===s)).map(s=>({kind:s,label:me(s),shape:"circle"}));return[...n,...r]}function Db(e,t){let n=e&&e.bad_step;if(n&&Ft(n.step))return n.step;let r=t.find(_o)||t[0];return r?r.step:null}function Ud(e,t){let n=Math.min(...e.map(i=>i.step)),r=Math.max(...e.map(i=>i.step)),s=t&&Array.isArray(t.steps)?t.steps:[];if(s.length&&Array.isArray(s[0])&&Array.isArray(s[s.length-1])&&(n=Math.min(n,s[0][0]),r=Math.max(r,s[s.length-1][1])),r-n<10){let i=(n+r)/2;n=Math.max(0,Math.floor(i-5)),r=n+10}let o=(r-n)*.03;return[n-o,r+o]}function Kd(e){let t=e.find(_o);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=Yd(e).map(s=>e.find(o=>o.step===n&&o.kind===s.kind&&_o(o))).filter(Boolean).map(s=>{let o=s.events.map(i=>i.variable||i.layer).find(Boolean);return`the ${Rt(me(s.kind))}${o?` (${o})`:""}`});return{step:n,atFirst:pc(r),later:e.filter(s=>s.step>n).length,earlier:e.filter(s=>s.step<n).length}}function Vb(e,t){let n=t>=0?e[t]:null;return n&&jb.includes(n.severity)?n.severity:"critical"}function qd({groups:e,findings:t,summary:n,domain:r,boxWidth:s,measure:o}){let{left:i,right:l,top:a,laneHeight:c,bottom:d,radius:p,minWidth:g}=So,x=Yd(e),k=Math.max(g,s||0),_=k-i-l,b=a+x.length*c+d,[E,m]=r,v=I=>i+(I-E)/(m-E)*_,S=x.map((I,R)=>({...I,y:a+R*c+c/2})),A=new Map(S.map(I=>[I.kind,I])),M=a+x.length*c,U=Gs(Math.ceil(E),Math.floor(m),Math.max(2,Math.floor(_/80))).map(I=>({step:I,x:v(I)})),P=Db(n,e),L=v(P),z=L>i+_-90,N={step:P,x:L,labelX:z?L-4:L+4,anchor:z?"end":"start",text:e.some(_o)?`first NaN/Inf: step ${P}`:`loss scale collapsed: step ${P}`},F=[];for(let I of S){let R=e.filter(C=>C.kind===I.kind);R.forEach((C,W)=>{let H=v(C.step),xe=Wd(t,C),J=[...new Set(C.events.map(Bb).filter(Boolean))],q=J.length>1?`${J[0]} +${J.length-1}`:J[0]||"",O=R[W+1],G=R[W-1],B=(O?v(O.step)-p-6:k-4)-(H+p+5),Q=H-p-5-(G?v(G.step)+p+6:i-4),D=(q?o(q):0)>B&&Q>B,Y=Math.max(0,D?Q:B),te=q&&Y>=24?Ys(q,Y,o):"",ae=te?o(te):0,ee=J.length?` — ${J.slice(0,10).join(", ")}${J.length>10?", …":""}`:"";F.push({key:C.key,kind:C.kind,step:C.step,x:H,y:A.get(C.kind).y,shape:I.shape,findingIndex:xe,severity:Vb(t,xe),title:`${I.label}: NaN/Inf at step ${C.step}${ee}`,label:te,labelSide:D?"left":"right",hitX:D?-p-5-ae-2:-p-3,hitWidth:2*p+6+(te?ae+7:0),layer:C.events.map(de=>de.layer).find(Boolean)||"",variable:C.events.map(de=>de.variable).find(Boolean)||"",count:C.events.length})})}return{width:k,height:b,domain:r,plotW:_,axisY:M,lanes:S,ticks:U,first:N,markers:F}}function Jd(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(l=>l&&typeof l.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(l=>l.finite===!1)||{}).layer,s=!1,o=n.map(l=>{let a=l.finite!==!1,c=l.layer===r&&!s;return c&&(s=!0),{layer:l.layer,finite:a,first:c,propagated:!c&&!a&&s,nearLimit:l.dtype==="float16"&&typeof l.max_abs=="number"&&l.max_abs>Pb/2,maxText:zb(l.max_abs),dtype:l.dtype?String(l.dtype):"",kind:l.kind||"layer",asInput:!!l.as_input}}),i=o.find(l=>l.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(i&&i.dtype==="float16"),firstLayer:!!(o.length&&o[0].layer===r),rows:o}}function Xd(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!Ft(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function Zd(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([s,o])=>`${s}: ${o}`).join(", ");return`${Pe(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function Qd(e,t,n){return!e.layers||!e.columns?`No ${Rt(me(ko))} values were logged for this run yet.`:`${Pe(e.layers,"layer output")} (first on top) × ${Rn(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${Pe(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function Hb(e){let t=So.radius;switch(e){case"diamond":return Z("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return Z("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return Z("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"square":return Z("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return Z("circle",{class:"nf-shape",r:t})}}function ef(e,t,n){let{left:r,top:s,laneHeight:o,radius:i}=So,{width:l,height:a,plotW:c,axisY:d,domain:p}=e,g=Z("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:l,height:a,viewBox:`0 0 ${l} ${a}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${p[0]},${p[1]}`});e.lanes.forEach((_,b)=>{g.append(Z("rect",{class:`nf-lane-bg${b%2?" odd":""}`,x:0,y:_.y-o/2,width:l,height:o}),Z("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:_.y,y2:_.y}),Z("text",{class:"nf-lane-label",x:10,y:_.y,"dominant-baseline":"central","data-kind":_.kind},_.label))});let x=Z("g",{class:"nf-axis"},Z("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:d,y2:d}));for(let _ of e.ticks)x.append(Z("line",{class:"nf-tick",x1:_.x,x2:_.x,y1:d,y2:d+5}),Z("text",{class:"nf-tick-label",x:_.x,y:d+16,"text-anchor":"middle"},String(_.step)));x.append(Z("text",{class:"nf-tick-label",x:r+c/2,y:d+30,"text-anchor":"middle"},"step")),g.append(x),kt(g,{kind:"svg",ticksX:e.ticks.length,ticksY:e.lanes.length,xTitle:"step",yTitle:"where"});let{first:k}=e;g.append(Z("line",{class:"nf-first-line",x1:k.x,x2:k.x,y1:s-4,y2:d}),Z("text",{class:"nf-first-label",x:k.labelX,y:s-8,"text-anchor":k.anchor},k.text));for(let _ of e.markers){let b=_.labelSide==="left",E=Z("g",{class:`nf-marker sev-${_.severity}${_.key===t?" selected":""}`,transform:`translate(${_.x.toFixed(1)},${_.y})`,role:"button",tabindex:"0","aria-label":_.title,"data-key":_.key,"data-kind":_.kind,"data-step":String(_.step),"data-layer":_.layer,"data-variable":_.variable,"data-count":String(_.count),"data-finding-index":_.findingIndex>=0?String(_.findingIndex):""},Z("title",null,_.title),Z("rect",{class:"nf-hit",x:_.hitX,y:-o/2+2,width:_.hitWidth,height:o-4}),Z("circle",{class:"nf-ring",r:i+4}),Hb(_.shape),_.label?Z("text",{class:"nf-marker-label",x:b?-i-5:i+5,y:0,"dominant-baseline":"central","text-anchor":b?"end":"start"},_.label):null);E.addEventListener("click",()=>n(_)),E.addEventListener("keydown",m=>{(m.key==="Enter"||m.key===" ")&&(m.preventDefault(),n(_))}),g.append(E)}return g}var tf="tb-trainhealth:numerics",Wb='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',Gb=_i(Wb);function Yb(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=f("code",null,t.firstBad||"?");return t.verdict==="created"?V(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"&&t.float16&&t.firstLayer?V(e,"The first NaN/Inf is at the input of ",n,", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16."):t.verdict==="upstream"?V(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):V(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function Ub(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return f("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},f("td",{class:"num muted"},String(t+1)),f("td",{class:"layer-cell"},f("code",null,e.layer),e.kind==="watch"?f("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?f("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),f("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?f("span",{class:"muted nf-as-input"}," (as its input)"):null),f("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),f("td",{class:"dtype-cell"},e.dtype||"—"))}function Kb(e,t){Ge("trainhealth-numerics-style",wd),e.id="numerics-health",e.hidden=!0;let n=In(tf),r=null,s=null,o=[],i=[],l=null,a=null,c=typeof n.run=="string"?n:null,d=null,p=null,g=0,x=()=>pn(tf,{run:r,marker:a}),k=f("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),_=f("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),b=Se({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},k,_),E=f("h3",null,"The bad step"),m=f("p",{class:"nf-verdict",id:"bad-step-verdict"}),v=f("div",{class:"table-scroll nf-scroll"}),S=Se({id:"bad-step-card",className:"nf-card",title:E,aside:"every layer output, in execution order",hidden:!0},m,v),A=me(ko),M=f("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),U=f("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),P=f("div",{class:"heatmap-box"}),L=Se({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${A} by layer`,aside:"per layer output, over steps",hidden:!0},M,U,P),z=Gr(P,{label:A,id:"activation-heatmap",idPrefix:"activation-heatmap"});V(e,gt(t.title),f("div",{class:"card-row"},b,S),L);function N(){if(!i.length||!l)return V(_);let J=qd({groups:i,findings:o,summary:s,domain:l,boxWidth:_.clientWidth||e.clientWidth||600,measure:Gb});V(_,ef(J,a,q=>I(q.key,q.findingIndex)))}function F(){for(let J of _.querySelectorAll(".nf-marker"))J.classList.toggle("selected",J.dataset.key===a);_.dataset.selected=a||""}function I(J,q){a=J,x(),F(),q>=0&&t.openFinding(q)}function R(){let J=Kd(i);if(J.collapseStep!==void 0)return V(k,"The loss scale collapsed at ",f("strong",null,`step ${J.collapseStep}`),"; no NaN/Inf was recorded.");V(k,"First NaN/Inf at ",f("strong",null,`step ${J.step}`),`, in ${J.atFirst}`,J.later?`; ${Pe(J.later,"later event")} after it`:"",J.earlier?`; ${Pe(J.earlier,"loss-scale event")} before it`:"",".")}function C(){let J=Jd(s);if(S.hidden=!J,!J)return V(v);V(E,`The bad step: step ${J.step}`),Object.assign(S.dataset,{step:String(J.step),firstBad:J.firstBad,inputsFinite:String(J.inputsFinite)}),Yb(m,J);let q=f("tr",null,f("th",{class:"num"},"#"),f("th",null,"Layer output"),f("th",null,"Values"),f("th",{class:"num"},"max |x|"),f("th",null,"dtype"));V(v,J.rows.length?f("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(J.step)},f("thead",null,q),f("tbody",null,J.rows.map(Ub))):f("p",{class:"muted"},"No layer outputs were recorded for this step."));let O=v.querySelector("tr.first-bad");O&&v.scrollHeight>v.clientHeight&&(v.scrollTop=Math.max(0,O.offsetTop-v.clientHeight/2))}function W(J){if(L.hidden=!!J.missing,U.hidden=!J.error,J.missing||J.error){z.clear(),M.textContent="",U.textContent=J.error?`Could not load the ${A.toLowerCase()}: ${J.error}`:"";return}z.setData(J.body,{label:A});let q=Xd(s);z.setHighlight(q);let O=Zd(s);M.textContent=Qd(Hr(J.body),q,q&&!z.missingLayers().length)+(O?` ${O}`:"")}async function H(J){try{return await qn(J,ko,Wr(z.plotWidth()))}catch(q){return q&&(q.status===404||q.status===400)?{missing:!0,text:"missing"}:{error:q&&q.message?q.message:String(q),text:null}}}let xe=Cr(_,()=>i.length&&N());return{async update(J,q){let O=++g;J!==r&&(r=J,d=null,p=null,a=c&&c.run===J&&typeof c.marker=="string"?c.marker:null,c=null);let G=Vd(q),B=G?Hd(G.timeline):[];if(!B.length){s=null,i=[],d=null,Nt(e,!1);return}let Q=await H(J);if(O!==g||J!==r)return;let ce=Array.isArray(q.findings)?q.findings:[],D=`${JSON.stringify(G)}
${JSON.stringify(ce)}
${Q.text}`;Nt(e,!0),!(D===d&&!Q.error)&&(d=Q.error?null:D,s=G,o=ce,i=B,a&&!i.some(Y=>Y.key===a)&&(a=null),l=Ud(i,Q.body),(Q.text!==p||Q.error)&&(p=Q.error?null:Q.text,W(Q)),R(),xe.sync(),N(),F(),C(),x())},focusFinding(J){if(!J||e.hidden||!i.length)return!1;let q=Gd(o,i,o.indexOf(J));return q&&(a=q.key,x(),F()),!1},retheme(){z.redraw()},destroy(){g+=1,xe.disconnect(),z.destroy(),V(e)}}}var nf={area:he.nonfinite,create:Kb};var rf=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function Jb(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function sf(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=Jb(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,s)=>r+s[2],0)}}).sort((t,n)=>t.step-n.step)}function of(e){let t=1/0,n=-1/0;for(let i of e)for(let[l,a]of i.buckets)l<t&&(t=l),a>n&&(n=a);if(t===1/0&&(t=-1,n=1),t===n){let i=Math.abs(t)*.1||.001;t-=i,n+=i}let r=e.map(i=>Math.max(0,...i.buckets.map(([l,a])=>Math.max(Math.abs(l),Math.abs(a))))).filter(i=>i>0),s=r.length?Math.min(...r):1,o=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:o/s>10,c:s/20||1e-12}}function lf(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function af(e,t,n,r){let s=Math.max(Math.abs(e),Math.abs(t)),o=Math.ceil(Math.log10(n*2)),i=Math.floor(Math.log10(s)),l=[];for(let p=o;p<=i;p++)l.push(10**p);let a=Math.max(1,Math.ceil((l.length*2+1)/Math.max(3,r))),c=l.filter((p,g)=>(l.length-1-g)%a===0),d=[0];for(let p of c)p<=t&&d.push(p),-p>=e&&d.unshift(-p);return d}var Eo='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',Sn=8,Xb=36,Zb=14,cf=12;function uf(e){let t=f("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=f("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=f("div",{class:"histogram-wrap"},t,n),s=f("input",{type:"checkbox",id:"histogram-log-axis"}),o=f("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},s," Log value axis");V(e,f("div",{class:"histogram-controls"},o),r);let i=!1;s.addEventListener("change",()=>{i=!0,d()});let l=[],a=null,c=null;function d(){n.hidden=!0;let x=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(l.length),!l.length){fs(t,x,0),c=null;return}let k=l.length,_=Math.max(3,Math.min(24,300/k)),b=Math.max(26,Math.min(56,_*2.2)),E=Math.max(...l.map(ee=>mn(`step ${ee.step}`,Eo))),m=Math.ceil(E+14),v=Math.max(60,x-m-Zb),S=b+(k-1)*_,A=fs(t,x,Sn+S+Xb),{lo:M,hi:U,suggestLog:P,c:L}=of(l);i||(s.checked=P);let z=s.checked,N=z?lf(L):{forward:ee=>ee,inverse:ee=>ee},F=N.forward,I=N.inverse,R=F(M),C=F(U),W=C-R;R-=W*.02,C+=W*.02;let H=ee=>m+(F(ee)-R)/(C-R)*v;c={left:m,plotW:v,plotH:S,spacing:_,peak:b,n:k,xOf:H,valueAt:ee=>I(R+(ee-m)/v*(C-R))},t.dataset.logAxis=z?"true":"false";let J=Xe("--fg-muted","#5f6670"),q=Xe("--fg","#1f2328"),O=Xe("--grid","rgba(0,0,0,0.08)"),G=ir("--card",[255,255,255]),B=ir("--accent",[25,103,210]),Q=Xe("--heatmap-highlight","#ff00aa"),ce=Xe("--heatmap-nonfinite","#e8112d"),D=z?af(M,U,L,Math.max(3,Math.floor(v/70))):Zn(M,U,Math.max(2,Math.floor(v/90)));A.font=Eo,A.textAlign="center",A.textBaseline="top",A.lineWidth=1;for(let ee of D){let de=Math.round(H(ee))+.5;A.strokeStyle=O,A.beginPath(),A.moveTo(de,Sn),A.lineTo(de,Sn+S),A.stroke(),A.fillStyle=J,A.fillText(ie(ee),de,Sn+S+5)}let Y=z?"gradient value (symmetric log axis)":"gradient value";A.fillText(Y,m+v/2,Sn+S+20);let te=0,ae=Math.max(1,Math.ceil(cf/_));for(let ee=0;ee<k;ee++){let de=l[ee],ge=Sn+b+ee*_,Ae=k===1?1:ee/(k-1),Be=a&&de.step>=a.first&&de.step<=a.last,He=`rgb(${Us(Us(G,B,.35),B,Ae).join(",")})`,pt=`rgba(${Us(G,B,.18+.25*Ae).join(",")},0.92)`,lt=de.buckets.map(([Me,qt,bt])=>{let Tt=H(qt)-H(Me);return Tt>1e-9?bt/Tt:bt>0?1/0:0}),Kt=lt.filter(Me=>Number.isFinite(Me)),Et=Math.max(0,...Kt);if(A.beginPath(),de.buckets.length?(A.moveTo(H(de.buckets[0][0]),ge),de.buckets.forEach(([Me,qt],bt)=>{let Tt=lt[bt],pe=Tt===1/0||Et===0?Tt>0?ge-b:ge:ge-Tt/Et*b;qt>Me?(A.lineTo(H(Me),pe),A.lineTo(H(qt),pe)):A.lineTo(H(Me),ge-(de.buckets[bt][2]>0?b:0))}),A.lineTo(H(de.buckets[de.buckets.length-1][1]),ge)):(A.moveTo(m,ge),A.lineTo(m+v,ge)),A.closePath(),A.fillStyle=pt,A.fill(),A.lineWidth=1.2,A.strokeStyle=de.buckets.length?He:ce,A.stroke(),de.nonfinite>0&&(A.fillStyle=ce,A.beginPath(),A.arc(m+v-4,ge-3,3,0,Math.PI*2),A.fill()),ee%ae===0||ee===k-1||Be){if(ee!==k-1&&ee%ae!==0&&(k-1-ee)*_<cf)continue;A.font=Be?`600 ${Eo}`:Eo,A.fillStyle=de.nonfinite>0?ce:Be?q:J,A.textAlign="right",A.textBaseline="middle",A.fillText(`step ${de.step}`,m-8,ge-2),te++,Be&&(A.fillStyle=Q,A.fillRect(m-5,ge-7,3,10))}}kt(t,{ticksX:D.length,ticksY:te,xTitle:Y,yTitle:"step"})}function p(x){if(!c)return null;let k=t.getBoundingClientRect(),_=x.clientX-k.left,b=x.clientY-k.top;if(_<c.left||_>c.left+c.plotW||b<Sn||b>Sn+c.plotH+4)return null;let E=Math.ceil((b-Sn-c.peak)/c.spacing);E=Math.min(c.n-1,Math.max(0,E));let m=c.valueAt(_);return{i:E,value:m,x:_,y:b}}t.addEventListener("mousemove",x=>{let k=p(x);if(!k){n.hidden=!0;return}let _=l[k.i],b=_.buckets.find(([v,S])=>k.value>=v&&k.value<=S);V(n,f("div",{class:"tt-title"},`step ${_.step}`),b?f("div",{class:"tt-row"},`[${ie(b[0],4)}, ${ie(b[1],4)}]: `,f("strong",null,ie(b[2],4))):f("div",{class:"tt-row muted"},`value ${ie(k.value,3)}: no bucket`),f("div",{class:"tt-row muted"},`${ie(_.total,6)} finite values`),_.nonfinite>0?f("div",{class:"tt-row error-text"},`${ie(_.nonfinite,6)} variable${_.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(_.step),n.hidden=!1;let E=n.offsetWidth,m=k.x+14;m+E>r.clientWidth&&(m=k.x-E-14),n.style.left=`${Math.max(0,m)}px`,n.style.top=`${Math.max(0,k.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let g=Cr(r,()=>l.length&&d());return{canvas:t,setData(x){return l=sf(x),g.sync(),d(),l},setFocus(x){a=x&&x.first!==void 0&&x.first!==null?x:null,d()},redraw:d,destroy(){g.disconnect()}}}function Qb(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function ex(e,t,n=[],r=8){let s=e.map((i,l)=>({name:i,i:l,last:Qb(t[l])})).filter(i=>i.last!==null).sort((i,l)=>l.last-i.last),o=new Set(s.slice(0,r).map(i=>i.i));for(let i of n){let l=e.indexOf(i);l>=0&&o.add(l)}return[...o].sort((i,l)=>i-l)}function df(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],s=Array.isArray(e.values)?e.values:[],o=r.length?ex(n,s,t):[];if(!o.length){let d=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:o,xs:[],ys:[],note:d}}let l=(n.length-o.length>0?`Showing ${o.length} of ${n.length} layers: the ${Math.min(8,o.length)} with the highest last ratio`+(o.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",a=r.map(d=>Array.isArray(d)?d[1]:d),c=o.map(d=>(s[d]||[]).map(p=>typeof p=="number"&&Number.isFinite(p)&&p>0?p:null));return{layers:n,rows:o,xs:a,ys:c,note:l}}var ff=260,xl=.001;function tx(e){let t=e.filter(s=>Number.isFinite(s));if(!t.length)return[0,1];let n=Math.min(...t),r=Math.max(...t);return n===r?[n-1,r+1]:[n,r]}function nx(e){let t=xl,n=xl;for(let r of e)for(let s of r)s===null||!(s>0)||(s<t&&(t=s),s>n&&(n=s));return[10**Math.floor(Math.log10(t)+1e-9),10**Math.max(Math.ceil(Math.log10(n)-1e-9),Math.floor(Math.log10(t)+1e-9)+1)]}var rx=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],sx=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function pf(e){let t=f("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=f("div",{class:"chart-box",id:"update-ratio-plot"});V(e,t,n);let r=null,s=null,o=[],i=()=>{r&&r.destroy(),r=null};function l(){if(i(),V(n),!s)return;let{layers:c,rows:d,xs:p,ys:g,note:x}=df(s,o);if(e.dataset.layers=JSON.stringify(d.map(A=>c[A])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=x,!d.length)return;let _=document.documentElement.dataset.theme==="dark"?sx:rx,b=Xe("--fg-muted","#666"),E=Xe("--grid","rgba(0,0,0,0.08)"),m=new Set(o),S={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:ff,plugins:[Ks()],scales:{x:{time:!1,range:()=>tx(p)},y:{distr:3,range:()=>nx(g)}},axes:[qs(b,E),ps(b,E,"|update| / |weight|",{size:56,splits:A=>Mr(A.scales.y.min,A.scales.y.max),filter:(A,M)=>M,values:(A,M)=>M.map(U=>ie(U))})],series:[{label:"step"},...d.map((A,M)=>({label:c[A],stroke:_[M%_.length],width:m.has(c[A])?3:1.6,spanGaps:!1,points:{show:p.length<=40,size:4},value:(U,P)=>P==null?"—":ie(P,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[A=>{let{ctx:M}=A,U=A.valToPos(xl,"y",!0),{left:P,top:L,width:z,height:N}=A.bbox;if(!(U>=L&&U<=L+N))return;let F=window.devicePixelRatio||1;M.save(),M.strokeStyle=b,M.lineWidth=F,M.setLineDash([5*F,4*F]),M.beginPath(),M.moveTo(P,Math.round(U)+.5),M.lineTo(P+z,Math.round(U)+.5),M.stroke(),M.setLineDash([]),M.fillStyle=b,M.font=`${11*F}px system-ui, sans-serif`,M.textAlign="right",M.textBaseline="bottom",M.fillText("1e-3",P+z-4*F,Math.round(U)-2*F),M.restore()}]}};r=new Je(S,[p,...g],n)}let a=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:ff})});return a.observe(n),{setData(c,d=o){s=c||null,o=d||[],l()},setExtra(c){let d=c||[];d.join(`
`)!==o.join(`
`)&&(o=d,l())},showMessage(c,d="muted"){s=null,i(),V(n),t.className=`chart-note ${d}`,t.textContent=c,delete e.dataset.layers},retheme:l,destroy(){a.disconnect(),i()}}}var hf=mt.grad_norm,Yr=mt.update_ratio,To=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function Ao(e){let t=e&&e.areas&&e.areas[he.gradients];if(!t||typeof t!="object")return null;let n=Number.isInteger(t.steps_per_update)&&t.steps_per_update>1?t.steps_per_update:null;return{stats:To(t.stats),layers:To(t.layers),histogramLayers:To(t.histogram_layers),updatePeriod:n}}function mf(e){return!e||!e.updatePeriod?"":`This loop changes the weights once every ${e.updatePeriod} steps (it accumulates gradients): each ratio is taken at a step that changed them.`}function wl(e){if(ot(e)!==he.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=To(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=Ft(t.first_step)?t.first_step:Ft(e.step)?e.step:null,s=Ft(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:s}}function $o(e,t){return e.includes(t)?t:e.includes(hf)?hf:e[0]||null}function gf(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(wl).find(s=>s&&e.includes(s.layers[0]));return r?r.layers[0]:e[0]||null}function yf(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function bf(e){let t=e.kind?Rt(me(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${Rn(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function No(e,t){return!t.layers||!t.columns?`No ${Rt(me(e))} values were logged for this run yet.`:`${Pe(t.layers,"layer")} (first layer on top) × ${Rn(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${Pe(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function xf(e,t){let n=t.filter(o=>o.nonfinite>0),r=n.reduce((o,i)=>o+i.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${Pe(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let s=n.slice(0,4).map(o=>`step ${o.step}: ${ie(o.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${s}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var wf="tb-trainhealth:gradients",ox=400;function vl(){let e=0,t=null;return{async load(n){let r=++e;try{let s=await n();return r!==e?null:s.text===t?"same":(t=s.text,s)}catch(s){if(r!==e)return null;throw t=null,s}},reset(){t=null},cancel(){e++}}}function ix(e,t){Ge("trainhealth-gradients-style",rf),e.id="gradient-health",e.hidden=!0;let n=In(wf),r=null,s=null,o=typeof n.stat=="string"?n.stat:null,i=null,l=null,a=typeof n.run=="string"?n:null,c=0,d=()=>pn(wf,{run:r,stat:o,layer:i,focus:l}),p=Vr("Statistic",{id:"gradient-stat",onchange:D=>{o=D,d(),O()}}),g=p.select,x=f("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),k=f("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),_=f("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),b=f("div",{class:"heatmap-box"}),E=Se({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:p.element},x,k,_,b),m=Gr(b),v=vl(),S=0,A=Vr("Layer",{id:"histogram-layer",onchange:D=>{i=D,d(),B()}}),M=A.select,U=f("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),P=f("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),L=f("div",{class:"histogram-box"}),z=Se({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:A.element},U,P,L),N=uf(L),F=vl(),I=f("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),R=f("p",{class:"chart-note muted",id:"update-period-note",hidden:!0}),C=f("div",{class:"ratio-box"}),W=Se({id:"update-ratio",className:"chart-card ratio-card",title:me(Yr),aside:"per layer, log scale"},R,I,C),H=pf(C),xe=vl();V(e,gt(t.title),E,f("div",{class:"card-row"},z,W));function J(){if(k.hidden=!l,!l)return V(k);let D=m.missingLayers(),{what:Y,layers:te,steps:ae}=bf(l);V(k,f("span",{class:"focus-swatch","aria-hidden":"true"}),f("span",null,`Outlined: ${Y} in `,f("strong",null,te),ae,"."),D.length?f("span",{class:"error-text"},` Not in this heatmap: ${D.join(", ")}.`):null,f("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>q(null)},"Clear"))}function q(D){l=D,m.setHighlight(l),N.setFocus(l),H.setExtra(l?l.layers:[]),J(),d()}async function O(){let D=r,Y=o;if(!Y)return;let te=Rt(me(Y));S++,e.dataset.heatmapLoading="true";try{let ae=await v.load(()=>qn(D,Y,Wr(m.plotWidth(s&&s.layers))));if(!ae||D!==r||(ut(_,null),ae==="same"))return;m.setData(ae.body,{label:me(Y)}),x.textContent=No(Y,Hr(ae.body)),J()}catch(ae){if(D!==r)return;m.clear(),x.textContent="",ut(_,lr(te,ae))}finally{--S===0&&delete e.dataset.heatmapLoading}}function G(D){U.className=`chart-note ${D.alert?"alert":"muted"}`,U.textContent=D.text}async function B(){let D=r,Y=i;if(!Y||!s||!s.histogramLayers.includes(Y)){F.cancel(),F.reset(),N.setData([]),ut(P,null),G({alert:!1,text:"No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none."}),delete U.dataset.total;return}try{let te=await F.load(()=>ma(D,Y));if(!te||D!==r||Y!==i||(ut(P,null),te==="same"))return;let ae=N.setData(te.body.histograms);z.dataset.layer=Y;let ee=xf(Y,ae);U.dataset.total=String(ee.total),G(ee)}catch(te){if(D!==r)return;N.setData([]),U.textContent="",ut(P,lr(`gradient histograms of ${Y}`,te))}}async function Q(){let D=r;if(!s||!s.stats.includes(Yr)){xe.cancel(),xe.reset(),ut(I,null),H.showMessage(`This run logged no ${Rt(me(Yr))}.`);return}try{let Y=await xe.load(()=>qn(D,Yr,ox));if(!Y||D!==r||(ut(I,null),Y==="same"))return;H.setData(Y.body,l?l.layers:[])}catch(Y){if(D!==r)return;H.showMessage(""),ut(I,lr(Rt(me(Yr)),Y))}}function ce(D){if(D===r)return;r=D;for(let te of[v,F,xe])te.reset();let Y=a&&a.run===D;i=Y&&typeof a.layer=="string"?a.layer:null,l=Y&&a.focus&&Array.isArray(a.focus.layers)?a.focus:null,a=null}return{async update(D,Y){let te=++c;ce(D),s=Ao(Y),Nt(e,!!s),s&&(R.textContent=mf(s),R.hidden=!R.textContent,o=$o(s.stats,o),i=gf(s.histogramLayers,i,Y.findings),vs(g,s.stats,o,me),vs(M,s.histogramLayers,i),s.stats.length||(m.clear(),x.textContent="This run logged no gradient statistics."),m.setHighlight(l),N.setFocus(l),d(),await Promise.all([s.stats.length?O():null,B(),Q()]),!(te!==c||D!==r)&&J())},focusFinding(D){let Y=wl(D);if(!Y||!s||e.hidden)return!1;q(Y);let te=yf(Y,s.histogramLayers);return te&&te!==i&&(i=te,M.value=te,d(),B()),E.scrollIntoView&&E.scrollIntoView({block:"start"}),!0},retheme(){m.redraw(),N.redraw(),H.retheme()},destroy(){for(let D of[v,F,xe])D.cancel();m.destroy(),N.destroy(),H.destroy(),V(e)}}}var vf={area:he.gradients,create:ix};var _f=`/* The convergence view (views/convergence.js). Colours follow the theme
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
`;var dt=e=>typeof e=="number"&&Number.isFinite(e),bn=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function Sf(e){let t=bn(e&&e.areas&&e.areas[he.convergence]);if(!t)return null;let n=bn(t.loss),r=n&&Array.isArray(n.windows)?n.windows.filter(s=>bn(s)&&dt(s.median)&&dt(s.low)&&dt(s.high)):[];return{loss:n&&r.length?{...n,windows:r}:null,checklist:(Array.isArray(t.checklist)?t.checklist:[]).filter(s=>bn(s)&&typeof s.check=="string"),head:bn(t.head),epochs:Array.isArray(t.epochs)?t.epochs.filter(s=>bn(s)&&bn(s.logs)):[],saturation:kf(t[mt.saturation]),updateRatio:kf(t.ratios)}}function kf(e){let t=bn(e);return!t||!Array.isArray(t.layers)||!Array.isArray(t.values)?[]:t.layers.map((n,r)=>{for(let s=t.values.length-1;s>=0;s--){let o=Array.isArray(t.values[s])?t.values[s][r]:void 0;if(dt(o))return{layer:String(n),value:o,step:Ft(t.steps&&t.steps[s])?t.steps[s]:null}}return{layer:String(n),value:null,step:null}})}function Ef(e,t,n,r=4){let s=e.windows,o=s.flatMap(v=>[v.low,v.high]).concat(dt(e.start)?[e.start]:[]),i=o.every(v=>v>0),l=Math.min(...o),a=Math.max(...o),c=i&&a/l>10,d=c?Math.log10:v=>v;l=d(l),a=d(a),a===l&&(a+=.5,l-=.5);let p=v=>r+(s.length===1?(t-2*r)/2:v*(t-2*r)/(s.length-1)),g=v=>n-r-(d(v)-l)/(a-l)*(n-2*r),x=v=>Math.round(v*10)/10,k=s.map((v,S)=>[x(p(S)),x(g(v.median))]),_=[...s.map((v,S)=>[x(p(S)),x(g(v.high))]),...s.map((v,S)=>[x(p(S)),x(g(v.low))]).reverse()],b=[c?10**l:l,c?10**a:a],m=(c?Mr(b[0],b[1],5):Zn(b[0],b[1],4)).filter(v=>v>=b[0]-1e-12*Math.abs(b[0])&&v<=b[1]+1e-12*Math.abs(b[1])).map(v=>({value:v,text:ie(v),at:Math.round(g(v)/n*1e3)/1e3}));return{median:k,band:_,startY:dt(e.start)?x(g(e.start)):null,log:c,range:b,ticks:m}}var _l=e=>e.map(([t,n])=>`${t},${n}`).join(" ");function Tf(e){let t=e.windows[0],n=e.windows[e.windows.length-1],r=dt(e.start)&&dt(e.end)?` (${uc(e.start,e.end)})`:"";return`Loss from ${ie(e.start)} at the first step to ${ie(e.end)} in the last window${r}, steps ${t.first_step}–${n.last_step} in ${e.windows.length} windows: the line is each window's median, the band its 10th–90th percentile (the swings).`}function Af(e){if(!e)return"";let t=[];if(e.head){let n=dt(e.units)?` over ${e.units} unit${e.units===1?"":"s"}`:"";t.push(`${e.head_class||"layer"} '${e.head}': ${e.activation||"linear"}${n}`)}return e.loss&&t.push(`${e.loss}${e.from_logits?" (from_logits=True)":""}`),e.optimizer&&t.push(`${e.optimizer}(learning_rate=${dt(e.learning_rate)?ie(e.learning_rate):"?"})`),t.join(" · ")}function $f(e){if(!e)return"";let t=[],n=bn(e.labels);n&&dt(n.min)&&dt(n.max)&&t.push(`labels in [${ie(n.min)}, ${ie(n.max)}]`+(dt(n.non_integer)&&n.non_integer>0?`, ${ie(n.non_integer*100)}% non-integer`:""));let r=bn(e.inputs);return r&&dt(r.abs_mean_max)&&dt(r.std_max)&&t.push(`inputs: largest feature mean ${ie(r.abs_mean_max)}, spread ${ie(r.std_max)}`),dt(e.samples)&&e.samples&&t.push(`from ${e.samples} batch${e.samples===1?"":"es"}`),t.join("; ")}function Nf(e){return e.map(t=>({...t,saturated:dt(t.value)&&t.value>.5}))}function Mf(e){return!e||ot(e)!==he.convergence?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var kl=600,Cf=140;function ax(e,t){Ge("tb-trainhealth-convergence",_f),e.id="area-convergence",e.hidden=!0;let n=f("div",{class:"convergence-loss"}),r=f("p",{class:"muted small"}),s=f("p",{class:"small"}),o=f("p",{class:"muted small"}),i=f("ul",{class:"convergence-checklist"}),l=f("tbody"),a=Se({id:"convergence-loss",title:"Loss trend",aside:"window medians and their swing band"},n,r),c=Se({id:"convergence-checks",title:"Head and loss checks",aside:"before step 1"},s,i,o),d=Se({id:"convergence-layers",title:"Per layer",aside:"saturated share (|z| > 5) and update / weight ratio"},f("table",{class:"evidence-table convergence-layers"},f("thead",null,f("tr",null,f("th",null,"Layer"),f("th",null,"Saturated"),f("th",null,"Update / weight"))),l));V(e,gt(t.title),a,c,d);let p=null;function g(k){if(a.hidden=!k.loss,k.loss){let m=Ef(k.loss,kl,Cf),v=k.loss.windows,S=m.log?"loss (log scale)":"loss";V(n,f("div",{class:"convergence-y-title"},S),f("div",{class:"convergence-y-ticks"},m.ticks.map(A=>{let M=f("span",null,A.text);return M.style.top=`${(100*A.at).toFixed(1)}%`,M})),Z("svg",{viewBox:`0 0 ${kl} ${Cf}`,preserveAspectRatio:"none",role:"img","aria-label":"loss trend"},Z("polygon",{class:"convergence-band",points:_l(m.band)}),m.startY!==null?Z("line",{class:"convergence-start",x1:0,x2:kl,y1:m.startY,y2:m.startY}):null,Z("polyline",{class:"convergence-median",points:_l(m.median)})),f("div",{class:"convergence-x-ticks"},f("span",null,`step ${v[0].first_step}`),f("span",null,`step ${v[v.length-1].last_step}`)),f("div",{class:"convergence-x-title"},"step (windows of the run)")),kt(n,{kind:"svg",ticksX:2,ticksY:m.ticks.length,xTitle:"step (windows of the run)",yTitle:S}),r.textContent=Tf(k.loss)+(m.log?" Log scale.":"")}c.hidden=!k.head&&!k.checklist.length,s.textContent=Af(k.head),o.textContent=$f(k.head),V(i,k.checklist.map(m=>f("li",{"data-ok":String(!!m.ok),"data-check":m.check},m.ok?"✓ ":"✗ ",m.check,m.detail?f("div",{class:"muted small"},m.detail):null)));let _=new Map(k.updateRatio.map(m=>[m.layer,m])),b=[...new Set([...k.saturation.map(m=>m.layer),...k.updateRatio.map(m=>m.layer)])],E=new Map(Nf(k.saturation).map(m=>[m.layer,m]));d.hidden=!b.length,V(l,b.map(m=>{let v=E.get(m),S=_.get(m);return f("tr",{"data-layer":m},f("th",{scope:"row"},m),f("td",{class:v&&v.saturated?"saturated":""},v&&v.value!==null?`${ie(v.value*100)}%`:"—"),f("td",null,S&&S.value!==null?ie(S.value):"—"))})),x()}function x(){for(let _ of l.querySelectorAll("tr"))_.dataset.focus=String(!!(p&&p.layer===_.dataset.layer));let k=[...i.querySelectorAll('li[data-ok="false"]')];for(let _ of i.querySelectorAll("li"))_.dataset.focus=String(!!(p&&!p.layer&&k[0]===_))}return mo(e,{summaryOf:Sf,render:g,focusOf:Mf,applyFocus:k=>{p=k,x()}})}var Lf={area:he.convergence,create:ax};var Of=`/* The input-pipeline view (views/input_pipeline.js). Colours follow the
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
`;var ux=[{name:st.input_wait,cls:"part-wait"},{name:st.compute_time,cls:"part-compute"},{name:st.host_time,cls:"part-host"}],xn=e=>typeof e=="number"&&Number.isFinite(e)?e:0;function If(e){let t=e&&e.areas&&e.areas[he.input_pipeline];return t&&typeof t=="object"?t:null}function Rf(e){let t=e&&e.timing;if(!t||!t.steps)return"Not timed (a custom loop, or a model compiled with XLA).";let n=xn(e.share),r=e.thresholds||{},s=n>=xn(r.critical)&&r.critical?"highly input-bound":n>=xn(r.warning)&&r.warning?"moderately input-bound":"fed";return`Input wait ${ie(100*n,2)}% of step time over ${Pe(t.steps,"step")} (${ie(xn(t.mean_wait_ms),3)} ms of ${ie(xn(t.mean_step_ms),3)} ms a step): ${s}.`}function Sl(e){let t=e&&e.steps;if(!t||!Array.isArray(t.step)||!t.step.length)return{bars:[],yMax:0,bucket:1};let n=0;return{bars:t.step.map((s,o)=>{let i=0,l=ux.map(({name:a,cls:c})=>{let d=Math.max(0,xn((t[a]||[])[o])),p={name:a,cls:c,label:me(a),ms:d,y0:i,y1:i+d};return i+=d,p});return n=Math.max(n,i),{step:s,parts:l,total:i}}),yMax:n,bucket:xn(t.bucket)||1}}function El(e){return(e&&Array.isArray(e.stalls)?e.stalls:[]).filter(n=>Ft(n.step)).map(n=>({step:n.step,waitMs:xn(n.wait_ms),text:`step ${n.step}: waited ${ie(xn(n.wait_ms),3)} ms (usually ${ie(xn(n.usual_wait_ms),2)} ms)`}))}function Ff(e){let t=e&&e.recurrence||{},n=e&&Array.isArray(e.stalls)?e.stalls.length:0;return n?Ft(t.period)?`${Pe(n,"stall")}, every ${t.period} steps`:t.epoch_start?`${Pe(n,"stall")}, at the start of each epoch`:Pe(n,"stall"):""}function Pf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).map((n,r)=>({finding:n,index:r})).filter(({finding:n})=>n.kind===Cn.pipeline_lint)}function jf(e,t){let n=e&&e.pipeline;if(!n||!Array.isArray(n.chain))return[];let r=Pf(t);return n.chain.map(s=>{let o=[];s.parallel!==null&&s.parallel!==void 0&&o.push(s.parallel===-1?"parallel: AUTOTUNE":`parallel: ${s.parallel}`),s.python&&o.push("Python"),s.random&&o.push("random");let i=r.filter(({finding:l})=>l.evidence&&l.evidence.transformation===s.index);return{index:s.index,code:String(s.code||s.kind||""),kind:String(s.kind||""),tags:o,lints:i.map(({finding:l,index:a})=>({summary:String(l.summary||""),severity:l.severity,findingIndex:a}))}})}function zf(e,t){let n=e&&e.pipeline&&e.pipeline.chain||[],r=new Set(n.map(s=>s.index));return Pf(t).filter(({finding:s})=>!(s.evidence&&r.has(s.evidence.transformation))).map(({finding:s,index:o})=>({summary:String(s.summary||""),severity:s.severity,findingIndex:o}))}function Bf(e){let t=e&&e.pipeline;if(!t)return"";let n=t.python_source||{};switch(t.source){case"numpy":return"NumPy arrays, sliced by Keras's own pipeline";case"generator":return"a Python generator, run by Keras in one thread";case"PyDataset":return`${n.class||"PyDataset"} (workers=${n.workers??1}, use_multiprocessing=${n.use_multiprocessing?"True":"False"})`;default:return"a tf.data pipeline, as it will run"}}function Df(e){if(ot(e)!==he.input_pipeline)return null;let t=e.evidence&&e.evidence.transformation;return typeof t=="number"?t:null}var Vf=720,ks=180,Ve={left:44,right:8,top:10,bottom:22};function dx(e){let{bars:t,yMax:n}=Sl(e);if(!t.length)return f("p",{class:"muted"},"No step timings.");let r=El(e),s=Math.max(n,...r.map(m=>m.waitMs),.001),o=Vf-Ve.left-Ve.right,i=ks-Ve.top-Ve.bottom,l=t[0].step,a=t[t.length-1].step,c=Math.max(1,a-l+1),d=m=>Ve.left+(m-l)/c*o,p=m=>Ve.top+i-Math.min(m,s)/s*i,g=Math.max(1,o/t.length-.5),x=t.flatMap(m=>m.parts.map(v=>v.ms>0?Z("rect",{class:v.cls,x:d(m.step)-g,y:p(v.y1),width:g,height:Math.max(.5,p(v.y0)-p(v.y1))},Z("title",null,`step ${m.step}: ${v.label} ${ie(v.ms,3)}`)):null)),k=r.map(m=>Z("g",{class:"stall-mark","data-step":m.step},Z("line",{x1:d(m.step),x2:d(m.step),y1:Ve.top,y2:Ve.top+i}),Z("circle",{cx:d(m.step),cy:p(m.waitMs),r:3.5}),Z("title",null,m.text))),_=[Z("line",{class:"axis",x1:Ve.left,x2:Ve.left+o,y1:Ve.top+i,y2:Ve.top+i}),Z("text",{class:"tick",x:Ve.left-4,y:Ve.top+8,"text-anchor":"end"},`${ie(s,2)} ms`),Z("text",{class:"tick",x:Ve.left-4,y:Ve.top+i,"text-anchor":"end"},"0"),Z("text",{class:"tick",x:Ve.left,y:ks-6},`step ${l}`),Z("text",{class:"tick",x:Ve.left+o,y:ks-6,"text-anchor":"end"},`step ${a}`)],b=[Z("text",{class:"tick",x:Ve.left+o/2,y:ks-6,"text-anchor":"middle"},"step"),Z("text",{class:"tick",x:10,y:Ve.top+i/2,"text-anchor":"middle",transform:`rotate(-90 10 ${Ve.top+i/2})`},"time per step")],E=Z("svg",{class:"pipeline-chart",id:"pipeline-chart",viewBox:`0 0 ${Vf} ${ks}`,role:"img","aria-label":"Step time split into input wait, compute and host time"},_,b,x,k);return kt(E,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step",yTitle:"time per step"}),E}function fx(e){let{bars:t}=Sl(e),n=t.length?t[0].parts:[];return f("div",{class:"pipeline-legend"},n.map(r=>f("span",{class:"legend-item"},f("span",{class:`swatch ${r.cls}`}),r.label)),El(e).length?f("span",{class:"legend-item"},f("span",{class:"swatch stall"}),Ff(e)):null)}function Hf(e,t){return f("li",{class:`pipeline-lint ${e.severity||""}`},f("button",{type:"button",class:"link-button",onclick:()=>t.openFinding(e.findingIndex)},e.summary))}function px(e,t,n,r){let s=jf(e,t);return f("ol",{class:"pipeline-chain",id:"pipeline-chain"},s.map(o=>f("li",{class:`pipeline-link${o.lints.length?" has-lint":""}${r===o.index?" focused":""}`,"data-index":o.index,"data-kind":o.kind},f("code",null,o.code),o.tags.length?f("span",{class:"link-tags muted"},o.tags.join(" · ")):null,o.lints.length?f("ul",{class:"link-lints"},o.lints.map(i=>Hf(i,n))):null)))}function hx(e,t){Ge("trainhealth-input-pipeline-style",Of),e.id="input-pipeline",e.hidden=!0;let n=null,r=null,s=null,o=f("p",{class:"pipeline-headline",id:"pipeline-share",role:"status"}),i=f("div",{class:"pipeline-chart-box"}),l=Se({id:"pipeline-time-card",title:"Step time",aside:"input wait · compute · host, per step"},o,i),a=f("p",{class:"muted small",id:"pipeline-source"}),c=f("ul",{class:"pipeline-lints",id:"pipeline-lints"}),d=f("div",{class:"pipeline-chain-box"}),p=Se({id:"pipeline-chain-card",title:"The pipeline",aside:"its transformations, as it will run"},a,c,d),g=f("div",{id:"pipeline-corrected"}),x=Se({id:"pipeline-fixed-card",title:"The corrected pipeline",hidden:!0},g);V(e,gt(t.title),l,p,x);function k(_,b){o.textContent=Rf(_),V(i,fx(_),dx(_));let E=_.pipeline;p.hidden=!E,E&&(a.textContent=`From ${Bf(_)}.`,V(c,zf(_,b).map(m=>Hf(m,t))),V(d,px(_,b,t,r))),x.hidden=!(E&&E.corrected),V(g,E&&E.corrected?Fn(E.corrected):null)}return{async update(_,b){let E=If(b);if(Nt(e,!!E),!E)return;s={summary:E,diagnosis:b};let m=`${_}
${JSON.stringify(E)}
${JSON.stringify(b.findings||[])}
${r}`;m!==n&&(n=m,k(E,b))},focusFinding(_){if(ot(_)!==he.input_pipeline||e.hidden)return!1;r=Df(_),s&&k(s.summary,s.diagnosis);let b=r!==null&&d.querySelector(`[data-index="${r}"]`)||_.kind&&l;return b&&b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"}),!0},retheme(){},destroy(){V(e)}}}var Wf={area:he.input_pipeline,create:hx};var Gf=`/* The memory view (views/memory.js). Colours follow the theme variables of
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
`;var Ur=e=>Array.isArray(e)?e:[],it=e=>typeof e=="number"&&Number.isFinite(e),Mt=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function gx(e){return Array.isArray(e)?`[${e.join(", ")}]`:"?"}function Uf(e){let t=Mt(e&&e.areas&&e.areas[he.memory]);if(!t)return null;let n=Mt(t.series)||{},r=Ur(n.steps),s=Ur(n.values),o=[];r.forEach((l,a)=>{it(l)&&it(s[a])&&o.push([l,s[a]])}),o.sort((l,a)=>l[0]-a[0]);let i=Mt(t.limit)||{};return{points:o,limit:it(i.bytes)?i.bytes:null,limitSource:typeof i.source=="string"?i.source:null,device:typeof i.device=="string"?i.device:null,model:Mt(t.model),estimate:Mt(t.estimate),oom:Mt(t[fn.oom]),diskFull:Mt(t[fn.disk_full]),searches:Ur(t.searches).filter(Mt)}}function Kf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>ot(n)===he.memory)}function qf(e){let t=e?e.points:[];if(!t.length)return null;let n=t[0][0],r=t[t.length-1][0],s=t[0];for(let x of t)x[1]>s[1]&&(s=x);let o=e.limit,i=it(o)&&o>0&&s[1]*4>=o,l=dc(Math.max(s[1],i?o:0)*1.02||1),a=l[l.length-1].value||1,c=r-n||1,d=t.map(([x,k])=>[r===n?.5:(x-n)/c,1-k/a]),p=null;if(it(o)&&o>0){let x=s[1]/o;p=`peak ${De(s[1])} at step ${s[0]}: ${Math.round(x*100)}% of the ${De(o)} limit`+(e.limitSource?` (${e.limitSource})`:"")}let g=l.map(x=>({y:1-x.value/a,text:x.text}));return{xs:[n,r],yMax:a,path:d,limitY:i?1-o/a:null,limitNote:p,peak:{step:s[0],bytes:s[1]},ticks:g}}function Jf(e){if(!e)return[];let t=Mt(e.allocation)||{};return[["Step",it(e.step)?String(e.step):"?"],["Phase",e.phase||"training"],["Batch size",it(e.batch_size)?String(e.batch_size):"not known"],["Tensor shape",gx(t.shape)],["dtype",t.dtype||"?"],["Bytes asked",De(t.bytes)],["Device",t.device||e.device||"?"],["Allocator",t.allocator||"?"],["Layer",e.layer||"not told by the message"],["Op",e.node||"?"],["Peak before",De(e.peak_bytes)],["Device limit",De(e.limit_bytes)]].map(([r,s])=>({key:r,value:s}))}function Xf(e){return e?[["Step",it(e.step)?String(e.step):"?"],["Path",e.path||"not told by the message"],["Error",e.error_type||"?"]].map(([t,n])=>({key:t,value:n})):[]}function Yf(e){let t=Mt(e&&e.by_dtype)||{};return Object.entries(t).map(([n,r])=>`${n}: ${(r.count||0).toLocaleString("en-US")} (${De(r.bytes)})`).join(", ")}function Zf(e){if(!e)return[];let t=Mt(e.params)||{},n=Mt(e.trainable)||{},r=Mt(e.optimizer)||{},s=Mt(r.slots)||{};return[["Parameters",`${(t.count||0).toLocaleString("en-US")} (${De(t.bytes)}) ${Yf(t)?`· ${Yf(t)}`:""}`.trim()],["Gradients",`${De(n.bytes)} (one per trainable parameter)`],["Optimizer slots",`${r.name||"?"}: ${De(s.bytes)}`],["dtype policy",e.mixed_precision||"?"],["Batch size",it(e.batch_size)?String(e.batch_size):"not known"],["Device",`${e.device||"?"}${it(e.limit_bytes)?`, ${De(e.limit_bytes)}`:""}`]].map(([i,l])=>({key:i,value:l}))}function yx(e){return it(e)?e<1e-4?"<0.01%":`${(100*e).toFixed(e<.01?2:0)}%`:"—"}function Qf(e,t){return e?Ur(e.rows).filter(n=>n&&it(n.batch_size)&&it(n.bytes)).map(n=>({batchSize:n.batch_size,bytes:De(n.bytes),share:it(t)&&t>0?yx(n.bytes/t):"—",current:n.batch_size===e.batch_size})):[]}var bx={fits:"trains",out_of_memory:"out of memory",over_budget:"over the budget (not run)",near_limit:"trains, within 10% of the limit",too_large:"a tensor larger than the device (not run)"};function ep(e){return e?Ur(e.attempts).filter(t=>t&&it(t.batch_size)).map((t,n)=>({order:n+1,batchSize:t.batch_size,status:t.status,words:bx[t.status]||String(t.status),estimate:it(t.largest_tensor_bytes)&&!(t.estimate_bytes>=t.largest_tensor_bytes)?`at least ${De(t.largest_tensor_bytes)}`:De(t.estimate_bytes),largest:De(t.largest_tensor_bytes),chosen:t.batch_size===e.batch_size&&t.status==="fits"})):[]}function tp(e){if(!e)return"";let t=Ur(e.attempts).length,n=it(e.budget_bytes)?`, budget ${De(e.budget_bytes)} (${e.budget_source||"?"})`:"",r=e.reason==="oom_retry"?"After the OOM: ":"";return it(e.batch_size)?`${r}batch size ${e.batch_size} fits: ${t} sizes tried, ${e.steps||"?"} real steps each${n}; a size fits within ${Math.round(100*(e.margin||.9))}% of it.`:`${r}no batch size trains, even 1 (${t} tried${n}).`}var Kr=640,Ss=200,ft={left:84,right:12,top:10,bottom:24};function Tl(e,t){return f("table",{class:"evidence-table mem-kv",id:t},f("tbody",null,e.map(({key:n,value:r})=>f("tr",null,f("th",{scope:"row"},n),f("td",null,r)))))}function xx(e){let t=Kr-ft.left-ft.right,n=Ss-ft.top-ft.bottom,r=i=>ft.left+i*t,s=i=>ft.top+i*n,o=e.path.map(([i,l],a)=>`${a?"L":"M"}${r(i).toFixed(1)},${s(l).toFixed(1)}`).join(" ");return Z("svg",{class:"mem-chart",viewBox:`0 0 ${Kr} ${Ss}`,role:"img","aria-label":"Memory over steps"},e.ticks.map(i=>Z("g",null,Z("line",{class:"mem-grid",x1:ft.left,x2:Kr-ft.right,y1:s(i.y),y2:s(i.y)}),Z("text",{class:"mem-tick",x:ft.left-6,y:s(i.y)+4,"text-anchor":"end"},i.text))),e.limitY===null?null:Z("g",{class:"mem-limit-group"},Z("line",{class:"mem-limit",id:"memory-limit-line",x1:ft.left,x2:Kr-ft.right,y1:s(e.limitY),y2:s(e.limitY)}),Z("text",{class:"mem-tick",x:Kr-ft.right,y:s(e.limitY)-4,"text-anchor":"end"},"limit")),e.path.length>1?Z("path",{class:"mem-line",d:o}):Z("circle",{class:"mem-dot",cx:r(e.path[0][0]),cy:s(e.path[0][1]),r:3}),Z("text",{class:"mem-tick",x:ft.left,y:Ss-6},`step ${e.xs[0]}`),Z("text",{class:"mem-tick",x:Kr-ft.right,y:Ss-6,"text-anchor":"end"},`step ${e.xs[1]}`),Z("text",{class:"mem-tick",x:ft.left+t/2,y:Ss-6,"text-anchor":"middle"},np),Z("text",{class:"mem-tick",x:10,y:ft.top+n/2,"text-anchor":"middle",transform:`rotate(-90 10 ${ft.top+n/2})`},rp))}var np="step",rp="memory";function wx(e,t){V(e,xx(t)),kt(e,{kind:"svg",ticksX:2,ticksY:t.ticks.length,xTitle:np,yTitle:rp})}function vx(e,t){Ge("trainhealth-memory-style",Gf),e.id="memory-health",e.hidden=!0;let n=f("p",{class:"muted small",id:"memory-chart-note"}),r=f("div",{class:"mem-chart-box"}),s=Se({id:"memory-chart-card",className:"mem-card",title:"Memory over steps",aside:""},r,n),o=f("div"),i=Se({id:"memory-oom-card",className:"mem-card mem-alert",title:"Out of memory",hidden:!0},o),l=f("div"),a=Se({id:"memory-disk-card",className:"mem-card mem-alert",title:"Disk full (not memory)",hidden:!0},l),c=f("div"),d=Se({id:"memory-model-card",className:"mem-card",title:"Model size",aside:"what training holds whatever the batch size, and what a batch size adds",hidden:!0},c),p=f("div"),g=Se({id:"memory-search-card",className:"mem-card",title:"Batch-size search",aside:"tb_trainhealth.find_batch_size",hidden:!0},p);V(e,gt(t.title),i,a,s,g,d);let x=null;function k(b){let E=qf(b);if(s.hidden=!E,E){wx(r,E);let v=(b.device||"").startsWith("GPU")?"the GPU allocator's bytes in use":"the process's resident memory";n.textContent=`${v}, sampled every few steps; ${E.limitNote||"the device's limit is not known"}.`}let m=b.oom;if(i.hidden=!m,m&&V(o,f("p",{class:"mem-oom-line",id:"memory-oom-line"},`Step ${m.step}: allocating ${De((m.allocation||{}).bytes)} failed`,m.layer?f("span",null," in layer ",f("code",null,m.layer)):null,m.batch_size?` at batch size ${m.batch_size}.`:"."),Tl(Jf(m),"memory-oom-table"),m.message?f("pre",{class:"mem-message"},m.message):null),a.hidden=!b.diskFull,b.diskFull&&V(l,Tl(Xf(b.diskFull),"memory-disk-table"),b.diskFull.message?f("pre",{class:"mem-message"},b.diskFull.message):null),d.hidden=!b.model,b.model){let v=Qf(b.estimate,b.limit);V(c,Tl(Zf(b.model),"memory-model-table"),v.length?f("table",{class:"data-table mem-estimate",id:"memory-estimate-table"},f("caption",{class:"muted small"},"What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",b.oom?`: this run's failed allocation alone was ${De((b.oom.allocation||{}).bytes)}`:"",")."),f("thead",null,f("tr",null,["Batch size","Needs at least","Of the limit"].map(S=>f("th",null,S)))),f("tbody",null,v.map(S=>f("tr",{class:S.current?"current":null},f("td",{class:"num"},String(S.batchSize)+(S.current?" (this run)":"")),f("td",{class:"num"},S.bytes),f("td",{class:"num"},S.share))))):null)}g.hidden=!b.searches.length,V(p,b.searches.map((v,S)=>f("div",{class:"mem-search","data-search":String(S)},f("p",{class:"mem-search-line"},tp(v)),f("table",{class:"data-table mem-attempts"},f("thead",null,f("tr",null,["#","Batch size","Result","Step needs (estimate)","Largest tensor"].map(A=>f("th",null,A)))),f("tbody",null,ep(v).map(A=>f("tr",{class:`${A.status}${A.chosen?" chosen":""}`,"data-batch-size":String(A.batchSize)},f("td",{class:"num muted"},String(A.order)),f("td",{class:"num"},String(A.batchSize)),f("td",null,A.chosen?`${A.words} (chosen)`:A.words),f("td",{class:"num"},A.estimate),f("td",{class:"num"},A.largest))))))))}function _(b){for(let m of e.querySelectorAll(".mem-card.focused"))m.classList.remove("focused");b.classList.add("focused");let E=()=>b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(E):E()}return{async update(b,E){let m=Uf(E);if(Nt(e,!!m),!m)return;let v=JSON.stringify(m)+JSON.stringify(Kf(E).map(S=>S.kind));v!==x&&(x=v,k(m))},focusFinding(b){if(ot(b)!==he.memory||e.hidden)return!1;let E=b.kind===Cn.oom&&!i.hidden?i:b.kind===Cn.disk_full&&!a.hidden?a:s;return _(E),!0},retheme(){},destroy(){V(e)}}}var sp={area:he.memory,create:vx};var op=`/* The attention view (views/attention.js). Colours follow the theme
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
`;var Al=e=>typeof e=="number"&&Number.isFinite(e),$l=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null,ar=e=>Al(e)?e:null;function kx(e,t){let n=$l(e);if(!n||!Array.isArray(n.layers)||!Array.isArray(n.values)||!Array.isArray(n.steps))return[];let r=n.layers.indexOf(t);if(r<0)return[];let s=[];return n.values.forEach((o,i)=>{let l=Array.isArray(o)?o[r]:void 0;Al(l)&&Al(n.steps[i])&&s.push([n.steps[i],l])}),s}function ip(e){let t=$l(e&&e.areas&&e.areas[he.attention]);if(!t||!Array.isArray(t.layers))return null;let n=t.layers.filter(r=>$l(r)&&typeof r.layer=="string").map(r=>{let s=ar(r[mt.attention_max_logit]),o=ar(r.one_hot_logit);return{layer:r.layer,className:typeof r.class=="string"?r.class:null,kind:typeof r.kind=="string"?r.kind:null,keys:ar(r.keys),heads:ar(r.heads),maxLogit:s,oneHotLogit:o,entropy:ar(r[mt.attention_entropy]),entropyNorm:ar(r[mt.attention_entropy_norm]),overBound:s!==null&&o!==null&&s>=o,logits:kx(t[mt.attention_max_logit],r.layer)}});return n.length?{layers:n,collapsedEntropy:ar(t.collapsed_entropy)}:null}function lp(e,t,n,r=2){if(!e.length)return"";let s=e.map(g=>g[0]),o=e.map(g=>g[1]),i=Math.min(...s),l=Math.max(...s),a=Math.max(...o,0),c=Math.min(...o,0),d=g=>l===i?t/2:r+(g-i)/(l-i)*(t-2*r),p=g=>a===c?n/2:n-r-(g-c)/(a-c)*(n-2*r);return e.map(([g,x])=>`${d(g).toFixed(1)},${p(x).toFixed(1)}`).join(" ")}function ap(e){return!e||ot(e)!==he.attention?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var cp=120,up=24,qr=e=>e===null?"—":ie(e);function Sx(e,t){Ge("tb-trainhealth-attention",op),e.id="area-attention",e.hidden=!0;let n=f("tbody"),r=f("p",{class:"muted small"}),s=Se({id:"attention-layers",title:"Per attention layer",aside:"latest sample; the largest logit over steps"},f("table",{class:"evidence-table attention-layers"},f("thead",null,f("tr",null,f("th",null,"Layer"),f("th",null,me(mt.attention_max_logit)),f("th",null,"Over steps"),f("th",null,"Near one-hot past"),f("th",null,me(mt.attention_entropy)),f("th",null,me(mt.attention_entropy_norm)))),n),r);V(e,gt(t.title),s);let o=null;function i(c){let d=c.logits||[],p=d[0],g=d[d.length-1],x=f("td",{class:"attention-spark-cell"},Z("svg",{class:"attention-spark",viewBox:`0 0 ${cp} ${up}`,preserveAspectRatio:"none",role:"img","aria-label":`largest attention logit of ${c.layer} over steps`},Z("polyline",{points:lp(d,cp,up)})),p&&g?f("div",{class:"muted small"},`step ${p[0]} → ${g[0]}: ${qr(p[1])} → ${qr(g[1])}`):null);return kt(x,{ticksX:p?2:0,ticksY:p?2:0,xTitle:"step",yTitle:"largest logit",kind:"sparkline"}),x}function l(c){V(n,c.layers.map(d=>f("tr",{"data-layer":d.layer},f("th",{scope:"row"},d.layer,d.className?f("div",{class:"muted small"},d.className):null),f("td",{class:d.overBound?"over":""},qr(d.maxLogit)),i(d),f("td",null,qr(d.oneHotLogit)),f("td",null,qr(d.entropy)),f("td",null,qr(d.entropyNorm))))),r.textContent="A softmax over n keys whose largest logit leads the others by log(n - 1) + log(99) gives one key 99% of the weight."+(c.collapsedEntropy!==null?` An entropy below ${ie(c.collapsedEntropy)} nats is fewer than 1.5 keys attended.`:""),a()}function a(){for(let c of n.querySelectorAll("tr"))c.dataset.focus=String(!!(o&&o.layer===c.dataset.layer))}return mo(e,{summaryOf:ip,render:l,focusOf:ap,applyFocus:c=>{o=c,a()}})}var dp={area:he.attention,create:Sx};var Ex=[xd,nf,sp,vf,Lf,dp,Wf];function fp(){return vn.map(e=>Ex.find(t=>t.area===e.name)||go(e.name))}var pp=`/* Compare two runs (compare.js, compare_chart.js). Colours follow the theme
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
`;var hp=e=>new Set(String(e).toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/).filter(t=>t.length>=2&&!/^[0-9]+$/.test(t)));function mp(e,t){let n=hp(t),r=(Array.isArray(e)?e:[]).filter(o=>o&&typeof o.run=="string"&&o.run!==t).map((o,i)=>[o,[...hp(o.run)].filter(l=>n.has(l)).length,i]);return{similar:r.filter(([,o])=>o>0).sort(([,o,i],[,l,a])=>l-o||i-a).map(([o])=>o),others:r.filter(([,o])=>o===0).map(([o])=>o)}}function gp(e,t,n){return typeof e=="string"&&e!==n&&t.includes(e)?e:null}function yp(e){let t=e.map(r=>{let s=new Map;return r&&r.xs.forEach((o,i)=>s.set(o,r.ys[i])),s}),n=[...new Set(t.flatMap(r=>[...r.keys()]))].sort((r,s)=>r-s);return{xs:n,ys:t.map(r=>n.map(s=>r.has(s)?r.get(s):null))}}function bp(e,t){let n=t.xs.length;if(!n)return{alert:!1,text:`${e}: no loss values were logged yet.`};let r=t.nonfinite;if(!r.length)return{alert:!1,text:`${e}: ${Pe(n,"step")} logged; all finite.`};let s=Xn(r[0].value)||"NaN";return{alert:!0,text:`${e}: the loss became ${s} at step ${r[0].step} (${Pe(r.length,"non-finite step")} marked).`}}function xp(e,t){let n=[];for(let r of e)for(let s of r||[])n.includes(s)||n.push(s);return{stats:n,stat:$o(n,t)}}function Nl(e){return[...new Set(e.flatMap(t=>Array.isArray(t)?t.map(String):[]))]}function wp(e){let t=e.filter(Boolean).map(xo);if(!t.length)return null;let{logScale:n,stat:r}=t[0];return wo(t.flatMap(s=>s.values),{logScale:n,stat:r})}function vp(e){let t=e&&typeof e.areas=="object"?e.areas:null,n=t&&t.input_pipeline&&t.input_pipeline.timing,r=i=>typeof i=="number"&&Number.isFinite(i);if(!n||!r(n.mean_step_ms))return null;let s=r(n.mean_wait_ms)?`, ${ie(n.mean_wait_ms)} ms of it waiting for input`+(r(n.input_share)?` (${Nr(n.input_share)})`:""):"",o=r(n.steps)?` over ${Pe(n.steps,"step")}`:"";return`Step ${ie(n.mean_step_ms)} ms${s}${o}.`}var _p=[["--accent","#1967d2"],["--compare-second","#e8710a"]];function kp(e){let t=f("div",{class:"compare-loss-notes",id:"compare-loss-notes",role:"status"}),n=f("div",{class:"chart-box",id:"compare-loss-plot"}),r=rl(n,{toggleId:"compare-loss-log-scale"});return V(e,f("div",{class:"card-head"},f("h3",null,`${me(st.loss)} of both runs`),r.toggle),t,n),{update(s){let o=[],i=s.map((a,c)=>{let d=_p[c%_p.length];if(!a.series)return{run:a.run,color:d,alert:!1,text:`${a.run}: ${a.note}`};let p=nl(a.series);return p.xs.length&&o.push({run:a.run,color:d,prepared:p}),{run:a.run,color:d,...bp(a.run,p)}});if(V(t,i.map(a=>f("p",{class:`chart-note ${a.alert?"alert":"muted"}`,"data-run":a.run},f("span",{class:"compare-swatch",style:`background: var(${a.color[0]})`,"aria-hidden":"true"}),a.text))),e.dataset.series=JSON.stringify(o.map(a=>a.run)),!o.length)return r.draw(null);let l=yp(o.map(a=>a.prepared));r.draw({xs:l.xs,markers:o.map(a=>a.prepared.nonfinite[0]).filter(Boolean),series:o.map((a,c)=>({label:a.run,stroke:a.color,ys:l.ys[c]}))})},retheme:()=>r.redraw(),destroy:()=>r.destroy()}}var Es=Object.keys(Ln),Sp=e=>{let t=Es.indexOf(e);return t<0?Es.length:t};function Ap(e){let t=Object.fromEntries(Es.map(n=>[n,0]));for(let n of e)n&&n.status in t&&t[n.status]++;return t}function Ml(e,{status:t="",text:n=""}={},r=null){let s=String(n||"").trim().toLowerCase();return e.filter(o=>o.run===r||(!t||o.status===t)&&(!s||o.run.toLowerCase().includes(s)))}var Ep=e=>e.counts&&e.counts.critical||0,Tp=e=>e.counts&&e.counts.warning||0;function Ts(e){return e.filter(t=>t&&typeof t.run=="string").map((t,n)=>[t,n]).sort(([t,n],[r,s])=>Sp(t.status)-Sp(r.status)||Ep(r)-Ep(t)||Tp(r)-Tp(t)||n-s).map(([t])=>t)}function $p(e){let t=Ts(e),n=t.find(r=>r.status!=="unreadable")||t[0];return n?n.run:null}function As(e){return`${e.run} — ${Ln[e.status]||e.status}`}function Mo(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}function Np(e){return Array.isArray(e)&&e.some(t=>t&&t.status==="pending")}function Mp(e,t){let n=t&&Array.isArray(e)?e.find(r=>r&&r.run===t.run):null;return!n||n.status!=="pending"||typeof t.status!="string"||t.status==="pending"?!1:(n.status=t.status,n.counts=Js(t.findings),!0)}var Lp="tb-trainhealth:compare",Cp=["a","b"],Co=()=>In(Lp),Op=e=>pn(Lp,{...Co(),...e});function Ip(){let e=Co();return typeof e.with=="string"?e.with:null}function Oo(e){Op({with:e||null})}function Ax(e){return f("span",{class:`badge status-${e}`},Ln[e]||e)}function Lo(e){return f("option",{value:e.run,"data-status":e.status},As(e))}function Rp({onchange:e}){let{select:t,element:n}=Vr("Compare with…",{id:"compare-select",onchange:r=>e(r||null)});return n.classList.add("compare-picker"),n.hidden=!0,{element:n,update(r,s,o){let{similar:i,others:l}=mp(r,s),a=JSON.stringify([i,l].map(c=>c.map(As)));t.dataset.options!==a&&(V(t,f("option",{value:""},"None"),i.length?f("optgroup",{label:"Similar names"},i.map(Lo)):null,l.length?f("optgroup",{label:i.length?"Other runs":"Runs"},l.map(Lo)):null),t.dataset.options=a),t.value=o||"",n.hidden=i.length+l.length===0},hide(){n.hidden=!0}}}function Fp(e,{onOpen:t,onSwap:n,onClose:r}){Ge("trainhealth-compare-style",pp);let s=0,o=0,i=[null,null],l=[null,null],a=typeof Co().stat=="string"?Co().stat:null,c={diagnosis:[null,null],loss:null},d=f("h2",{class:"compare-title",id:"compare-title"}),p=f("button",{type:"button",class:"button",id:"compare-swap",title:"Show the second run first",onclick:()=>n()},"⇄ Swap"),g=f("button",{type:"button",class:"button",id:"compare-close",title:"Show one run, with its flowchart and evidence",onclick:()=>r()},"← Back to one run"),x=Cp.map(L=>{let z=f("h3",{class:"compare-run-name"}),N=f("span",{class:"compare-run-status"}),F=f("span",{class:"muted small compare-run-counts"}),I=f("button",{type:"button",class:"button small-button compare-open",title:"Show this run alone"},"Open"),R=f("div",{class:"compare-findings"}),C=f("p",{class:"error-text",role:"alert",hidden:!0}),W=f("p",{class:"compare-step-time",hidden:!0}),H=f("section",{class:"card compare-run",id:`compare-run-${L}`,"data-slot":L},f("div",{class:"card-head compare-run-head"},z,N,F,I),C,W,R);return{slot:L,el:H,name:z,badge:N,counts:F,open:I,findings:R,error:C,stepTime:W}}),k=f("section",{class:"card chart-card",id:"compare-loss"}),_=kp(k),b=Vr("Statistic",{id:"compare-stat",onchange:L=>{a=L,Op({stat:a}),P(s)}}),E=f("p",{class:"chart-note muted",id:"compare-heatmap-note"}),m=Cp.map(L=>{let z=f("h4",{class:"compare-heatmap-run"}),N=f("p",{class:"chart-note muted compare-heatmap-note"}),F=f("p",{class:"error-text",role:"alert",hidden:!0}),I=f("div",{class:"heatmap-box"}),R=f("div",{class:"compare-heatmap",id:`compare-heatmap-block-${L}`,"data-slot":L},z,N,F,I),C=Gr(I,{id:`compare-heatmap-${L}`,idPrefix:`compare-heatmap-${L}`});return{slot:L,el:R,name:z,note:N,error:F,heatmap:C,text:null}}),v=Se({id:"compare-heatmaps",className:"compare-heatmap-card",title:"Gradient health by layer",aside:b.element},E,m.map(L=>L.el)),S=f("div",{id:"compare-view",class:"compare-view"},f("div",{class:"compare-bar"},d,p,g),f("div",{class:"compare-grid",id:"compare-runs"},x.map(L=>L.el)),k,v);V(e,S);function A(){c={diagnosis:[null,null],loss:null},l=[null,null],x.forEach((L,z)=>{L.el.dataset.run=i[z],delete L.el.dataset.status,L.name.textContent=i[z],V(L.badge),L.counts.textContent="",L.stepTime.hidden=!0,ut(L.error,null),V(L.findings,f("p",{class:"muted"},"Loading…"))}),_.update(i.map(L=>({run:L,series:null,note:"loading…"}))),m.forEach((L,z)=>{L.text=null,L.el.dataset.run=i[z],L.name.textContent=i[z],L.note.textContent="Loading…",ut(L.error,null),L.heatmap.clear()}),E.textContent=""}function M(L,z){let N=x[L],F=i[L];if(z.error){c.diagnosis[L]=null,l[L]=null,delete N.el.dataset.status,V(N.badge),N.counts.textContent="",N.stepTime.hidden=!0,V(N.findings),ut(N.error,`Could not load the diagnosis of run "${F}": ${z.error.message}`);return}if(ut(N.error,null),z.text===c.diagnosis[L])return;c.diagnosis[L]=z.text;let I=z.body;l[L]=I;let R=Array.isArray(I.findings)?I.findings:[];N.el.dataset.status=String(I.status||""),V(N.badge,I.status?Ax(I.status):null),N.counts.textContent=Mo(Js(R));let C=vp(I);N.stepTime.hidden=!C,N.stepTime.textContent=C||"",Xs(N.findings,R,{showKind:!0,onSelect:W=>t(F,W)})}async function U(L){let z=l.map(R=>!!R&&(!Array.isArray(R.series)||R.series.includes(st.loss))),N=await Promise.allSettled(i.map((R,C)=>z[C]?zs(R,st.loss):null));if(L!==s)return;let F=N.map((R,C)=>{let W=i[C];if(!z[C])return{run:W,series:null,note:l[C]?ho(l[C]):"its diagnosis could not be loaded."};if(R.status==="rejected")return{run:W,series:null,note:lr(Rt(me(st.loss)),R.reason)};let H=R.value.body;return typeof H.run=="string"&&H.run!==W?{run:W,series:null,note:"no loss (an answer for another run)."}:{run:W,series:H,text:R.value.text}}),I=JSON.stringify(F.map(R=>[R.run,R.text||R.note]));I!==c.loss&&(c.loss=I,_.update(F))}async function P(L){let z=l.map(Ao),N=xp(z.map(W=>W&&W.stats),a);a=N.stat,vs(b.select,N.stats,a,me);let F=a,I=F?Rt(me(F)):"gradient statistics",R=z.map(W=>!!(W&&F&&W.stats.includes(F))),C=Nl(z.map(W=>W&&W.layers));o++,S.dataset.heatmapLoading="true";try{let W=await Promise.allSettled(m.map((q,O)=>R[O]?qn(i[O],F,Wr(q.heatmap.plotWidth(C))):null));if(L!==s||F!==a)return;let H=W.map((q,O)=>R[O]&&q.status==="fulfilled"&&(typeof q.value.body.run!="string"||q.value.body.run===i[O])?q.value.body:null),xe=wp(H),J=Nl(H.map(q=>q&&q.layers));m.forEach((q,O)=>{let G=W[O];if(!R[O]){q.text=null,q.heatmap.clear(),ut(q.error,null),q.note.textContent=z[O]?`This run logged no ${I}.`:"This run logged no gradient statistics (it has no gradient health data).";return}if(!H[O]){q.text=null,q.heatmap.clear(),q.note.textContent="",ut(q.error,G.status==="rejected"?lr(I,G.reason):`No ${I} for this run.`);return}ut(q.error,null);let B=JSON.stringify([G.value.text,xe,J]);B!==q.text&&(q.text=B,q.heatmap.setData(H[O],{label:me(F),range:xe,labels:J}),q.note.textContent=No(F,Hr(H[O])))}),E.textContent=H.filter(Boolean).length>1?"One colour scale for both runs: the same colour is the same value.":""}finally{--o===0&&delete S.dataset.heatmapLoading}}return{async update(L,z){let N=++s,F=[L,z],I=F.some((C,W)=>C!==i[W]);i=F,S.dataset.runs=JSON.stringify(i),I&&(V(d,"Comparing ",f("strong",null,L)," with ",f("strong",null,z)),x.forEach((C,W)=>C.open.onclick=()=>t(F[W],null)),A());let R=await Promise.allSettled(i.map(C=>js(C)));N===s&&(R.forEach((C,W)=>{if(C.status==="rejected")return M(W,{error:C.reason});let H=C.value.body;if(typeof H.run=="string"&&H.run!==i[W])return M(W,{error:new Error("the answer was for another run")});M(W,C.value)}),await Promise.all([U(N),P(N)]))},retheme(){_.retheme();for(let L of m)L.heatmap.redraw()},destroy(){s++,_.destroy();for(let L of m)L.heatmap.destroy();V(e)}}}function Pp(e){V(e,f("section",{id:"empty-state",class:"card empty-state"},f("h2",null,"No training health data yet"),f("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),f("h3",null,"1. Keras: add the callback"),Fn(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),f("h3",null,"2. Or instrument every fit() in the process"),Fn(`import tb_trainhealth

tb_trainhealth.autolog()`),f("h3",null,"3. Or run an unchanged script"),Fn("tb-trainhealth run train.py","shell"),f("h3",null,"Then open TensorBoard"),Fn("tensorboard --logdir logs","shell"),f("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var $x="app-header-reload .reload-button, app-header-reload button";function Nx(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function jp(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function zp(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),s=c=>{r=Date.now(),e({reason:c})},o=Nx();if(o){let c=d=>{let p=d.target;p&&typeof p.closest=="function"&&p.closest($x)&&setTimeout(()=>s("tensorboard-reload"),0)};o.addEventListener("click",c,!0),n.push(()=>o.removeEventListener("click",c,!0))}let i=setInterval(()=>{jp()&&Date.now()-r>=t-50&&s("timer")},Math.min(t,5e3));n.push(()=>clearInterval(i));let l=()=>{jp()&&Date.now()-r>=t&&s("visible")};document.addEventListener("visibilitychange",l),n.push(()=>document.removeEventListener("visibilitychange",l));let a=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",a,{once:!0}),{stop:a,markRefreshed:()=>r=Date.now()}}var Jr=e=>e==null?"n/a":ie(e,4);function Mx(e){if(e.action==="batch_size"){let o=e.batch_size||{};return`Step ${e.step}: ${e.why}. Fit went on at batch size ${o.to} (was ${o.from}) from epoch ${e.from_epoch}.`}let[t,n]=Array.isArray(e.undone_steps)?e.undone_steps:[null,null],r=`Step ${e.step}: ${String(e.problem).replace(/_/g," ")} (${e.why}). Rolled back to step ${e.rolled_back_to}; the updates of steps ${t}-${n} were undone.`,s=e.learning_rate;return s&&typeof s=="object"&&(r+=` Learning rate ${Jr(s.from)} → ${Jr(s.to)} for ${s.for_steps} steps.`),e.clipnorm&&(r+=` Gradients clipped at global norm ${Jr(e.clipnorm)}.`),r+=` Loss before ${Jr(e.loss_before)}, at the step ${Jr(e.loss_at)}, after ${Jr(e.loss_after)}.`,r}function Bp(e){let t=e.repairs.map(o=>f("li",null,Mx(o))),n=e.gave_up;n&&t.push(f("li",{class:"repair-gave-up"},`Step ${n.step}: heal gave up (${n.why}): ${n.reason}.`+(n.stopped===!1?"":" The run stopped.")));let r=e.repairs.length,s=n?"Repairs: did not help":`Healed: ${r} repair${r===1?"":"s"}`;return f("div",{class:"repairs",id:"repairs"},f("h4",null,s),f("ul",null,t))}var Io="tb-trainhealth:selection",Cx=3e3,Lx=new Set(["pending","unreadable","healed"]),Cl=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.compareRun=null,this.compareView=null,this.areaViews=[];let n=In(Io);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.savedCompare=Ip(),this.buildShell()}buildShell(){this.select=f("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=f("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=f("span",{id:"run-counts",class:"muted"}),this.updated=f("span",{id:"last-updated",class:"muted"}),this.refreshButton=f("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},f("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=f("label",{class:"run-picker"},f("span",null,"Run"),this.select),this.comparePicker=Rp({onchange:t=>this.setCompare(t)}),this.filter={status:"",text:""},this.statusFilter=f("select",{id:"run-status-filter",class:"th-select","aria-label":"Show runs of status",onchange:()=>this.setFilter({status:this.statusFilter.value})}),this.nameFilter=f("input",{id:"run-name-filter",type:"search",class:"th-input",placeholder:"Filter runs by name","aria-label":"Filter runs by name",oninput:()=>this.setFilter({text:this.nameFilter.value})}),this.runFilters=f("span",{class:"run-filters",hidden:!0},this.statusFilter,this.nameFilter),this.banner=f("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=f("main",{id:"content"},f("p",{class:"muted loading-text"},"Loading…")),V(this.root,f("header",{class:"th-header"},f("h1",null,"Training Health"),this.runPicker,this.comparePicker.element,this.runFilters,this.statusBadge,this.counts,f("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,V(this.banner,f("strong",null,"Error: "),t)}buildRunView(){this.destroyCompareView(),this.view="run",this.flowBox=f("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=f("section",{id:"findings",class:"card findings"}),this.panel=f("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=f("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),V(this.content,f("div",{class:"th-grid"},f("section",{class:"card flowchart-card"},f("div",{class:"card-head"},f("h3",null,"Triage flowchart"),f("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),f("div",{class:"col-main"},this.chartBox),f("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=id(this.chartBox),this.viewAreas=new Set;for(let t of fp())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=f("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(go(r),{area:r,title:r,openFinding:s=>this.openFinding(s)})}viewContext(t){return{area:t,title:si(t).title,openFinding:n=>this.openFinding(n)}}hideAreaViews(t){for(let n of this.content.querySelectorAll(":scope > .area-section"))n.hidden=t}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}buildCompareView(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.destroyCompareView(),this.view="compare",this.flow=null,this.compareView=Fp(this.content,{onOpen:(t,n)=>this.openRun(t,n),onSwap:()=>this.selectRun(this.compareRun),onClose:()=>this.setCompare(null)})}destroyCompareView(){this.compareView&&this.compareView.destroy(),this.compareView=null}setCompare(t){this.compareRun=t||null,Oo(this.compareRun),this.show()}openRun(t,n){this.compareRun=null,Oo(null),this.run=t,this.nodeId=n||null,pn(Io,{run:t,node:this.nodeId}),this.show()}ensureView(){this.compareRun&&this.view!=="compare"&&this.buildCompareView(),!this.compareRun&&this.view!=="run"&&this.buildRunView()}async show(){this.ensureView(),this.updateRunPicker(),this.diagnosisText=null;let t=++this.seq;this.root.dataset.loading="true";try{await this.loadCurrent(t)}finally{t===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}showEmpty(){this.destroyCompareView(),this.comparePicker.hide(),this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",Pp(this.content)}showFatal(t){this.view==="run"||this.view==="compare"||this.view==="empty"||(this.view="error",V(this.content,f("section",{class:"card error-state",id:"error-state"},f("h2",null,"Could not load Training Health"),f("p",null,t),f("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}setFilter(t){this.filter={...this.filter,...t};let n=Ml(Ts(this.runs||[]),this.filter);this.updateRunPicker(),n.length&&!n.some(r=>r.run===this.run)&&this.selectRun(n[0].run)}updateStatusFilter(){let t=this.runs||[],n=Ap(t),r=Es.filter(o=>!Lx.has(o)||n[o]>0||this.filter.status===o),s=["",...r].map(o=>`${o}|${o?n[o]:t.length}`).join(`
`);this.statusFilter.dataset.options!==s&&(V(this.statusFilter,f("option",{value:""},`All runs (${t.length})`),r.map(o=>f("option",{value:o,"data-count":String(n[o]),disabled:n[o]===0&&this.filter.status!==o},`${Ln[o]} (${n[o]})`))),this.statusFilter.dataset.options=s),this.statusFilter.value=this.filter.status,this.runFilters.hidden=t.length<2}updateRunPicker(){this.updateStatusFilter();let t=Ml(Ts(this.runs||[]),this.filter,this.run),n=[...this.select.options].map(o=>`${o.value}|${o.textContent}`).join(`
`),r=t.map(o=>`${o.run}|${As(o)}`).join(`
`);n!==r&&V(this.select,t.map(Lo)),this.select.value=this.run,this.runPicker.hidden=!1,this.comparePicker.update(Ts(this.runs||[]),this.run,this.compareRun);let s=(this.runs||[]).find(o=>o.run===this.run);s&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${s.status}`,this.statusBadge.textContent=Ln[s.status]||s.status,this.counts.textContent=Mo(s.counts))}async refresh({reason:t}={}){let n=++this.seq;this.root.dataset.refreshesStarted=String((Number(this.root.dataset.refreshesStarted)||0)+1),this.root.dataset.startReason=t||"",this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await ha()}catch(i){if(n!==this.seq)return;let l=`Could not load the list of runs: ${i.message}`;this.showBanner(l),this.showFatal(l);return}if(n!==this.seq)return;let s=Array.isArray(r.body.runs)?r.body.runs.filter(i=>i&&typeof i.run=="string"):[];if(this.runs=s,this.pollPending(s),!s.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let o=s.map(i=>i.run);if(!o.includes(this.run)){let i=this.savedRun&&o.includes(this.savedRun)?this.savedRun:null;this.nodeId=i?this.savedNode:null,this.savedRun=null,this.run=i||$p(s)}this.compareRun=gp(this.savedCompare!==null?this.savedCompare:this.compareRun,o,this.run),this.savedCompare=null,this.ensureView(),this.updateRunPicker(),await this.loadCurrent(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}pollPending(t){clearTimeout(this.pendingTimer),this.pendingTimer=Np(t)?setTimeout(()=>this.refresh({reason:"pending"}),Cx):null}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){t!==this.run&&(t===this.compareRun&&(this.compareRun=this.run,Oo(this.compareRun)),this.run=t,this.nodeId=null,pn(Io,{run:t,node:null}),await this.show())}async loadCurrent(t){if(this.view!=="compare")return this.loadRun(t);this.showBanner(null),await this.compareView.update(this.run,this.compareRun)}current(t,n){return t===this.seq&&n===this.run}async loadRun(t){let n=this.run,[r]=await Promise.allSettled([js(n)]);if(!this.current(t,n))return;let s=r.status==="fulfilled"?r.value.body:null;if(s&&typeof s.run=="string"&&s.run!==n)return;let o=!s||!Array.isArray(s.series)||s.series.includes(st.loss),[i]=o?await Promise.allSettled([zs(n,st.loss)]):[null];if(!this.current(t,n))return;let l=!0;if(r.status==="fulfilled")Mp(this.runs,r.value.body)&&this.updateRunPicker(),this.applyDiagnosis(r.value.body,r.value.text);else{l=!1;let p=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,V(this.flowBox,f("p",{class:"error-text"},p)),V(this.findingsBox,f("h3",null,"Findings"),f("p",{class:"muted"},"Unavailable.")),V(this.panel,f("h3",null,"Evidence"),f("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(p)}if(!i)this.chart.showNote(ho(s));else if(i.status==="fulfilled")this.chart.update(i.value.body,i.value.text,s&&s.repairs);else{let p=i.reason;this.chart.showError(p.status===404||p.status===400?`No loss series for this run: ${p.message}`:`Could not load the loss series: ${p.message}`)}if(this.hideAreaViews(!l),!l)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let a=this.areaViews.slice(),c=await Promise.allSettled(a.map(p=>p.update(n,this.diagnosis)));if(!this.current(t,n))return;let d=c.find(p=>p.status==="rejected");if(d)throw d.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],s=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!s.some(o=>o.id===this.nodeId)&&(this.nodeId=null),this.flow=vc(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:o=>this.selectNode(o,{scroll:!0})}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];Xs(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(a,c)=>{let d=this.areaViews.map(p=>p.focusFinding(c)).filter(Boolean);this.selectNode(a,{scroll:!d.length})}});let s=Array.isArray(t.warnings)?t.warnings.filter(a=>typeof a=="string"):[];s.length&&this.findingsBox.append(f("div",{class:"log-warnings",id:"log-warnings"},f("h4",null,`Log warnings (${s.length})`),f("ul",null,s.map(a=>f("li",null,a)))));let o=t.repairs&&Array.isArray(t.repairs.repairs)?t.repairs:null;o&&this.findingsBox.append(Bp(o));let i=t.capture&&t.capture.overhead_budget;i&&Number(i.full_every)>1&&this.findingsBox.append(f("p",{class:"capture-budget",id:"capture-budget"},`Capture: per-layer statistics every ${i.full_every} steps, to hold its overhead budget of ${Number((100*Number(i.overhead_budget)).toPrecision(2))}% (${String(i.reason||"")}). The loss, the NaN/Inf check and the first bad step are exact at every step.`));let l=r.find(a=>a.id===this.nodeId);l?Ac(this.panel,l,n,{onClose:()=>this.selectNode(null)}):Tc(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,pn(Io,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"start",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let s=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!s)return;s.classList.add("focused");let o=s.getBoundingClientRect().top;(o<64||o>window.innerHeight-120)&&s.scrollIntoView&&s.scrollIntoView({block:"start",behavior:"smooth"})}},Ut=null;function rk(){if(Ut)return Ut;Ge("trainhealth-style",`${aa}
${ca}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",Ut=new Cl(e),td(()=>{Ut.chart&&Ut.chart.retheme(),Ut.compareView&&Ut.compareView.retheme();for(let n of Ut.areaViews)n.retheme()});let t=zp(n=>Ut.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;Ut.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),Ut.refresh({reason:"initial"}).then(()=>t.markRefreshed()),Ut}export{rk as render};
