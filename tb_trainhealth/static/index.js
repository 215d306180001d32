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
`;var ua={areas:[{events:["training_error","capture_error","capture_budget","heal_repair"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{capture_budget:"Capture cost",capture_error:"Capture stopped",heal_repair:"Repair",loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch","index_out_of_range"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{index_out_of_range:"Index out of range",input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix the layer, the data or the loss",parent:"shape"}],series:[],title:"Shapes"},{events:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers","low_precision_sum"],findings:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse","low_precision_sum"],hint:'The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the batch\'s data, the loss, every layer\'s output, the gradients and the weights each step (also under XLA), and names the first step, sample, layer and variable that went NaN/Inf; `options={"nonfinite": {"replay": True}}` reruns that step under check_numerics and names the op and its source line. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.',histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",low_precision_sum:"bfloat16 sum loses precision",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_op:"First NaN/Inf op",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],title:"NaN / Inf"},{events:["memory_model","oom","disk_full","batch_size_search"],findings:["oom","memory_pressure","memory_growth","disk_full"],hint:"The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, logs the model's size, and records an out-of-memory error with the allocation that failed. `tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here.",histograms:[],labels:{batch_size_search:"Batch-size search",disk_full:"Disk full",memory_growth:"Memory growth",memory_model:"Model size",memory_peak:"Memory peak",memory_pressure:"Memory pressure",memory_used:"Memory used",oom:"Out of memory"},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:["memory_used","memory_peak"],title:"Memory"},{events:["update_period"],findings:["exploding_gradients","vanishing_gradients","dead_units","gradient_accumulation_not_reset"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",gradient_accumulation_not_reset:"Gradient accumulator never reset",update_period:"Steps between updates",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],title:"Gradient health"},{events:["head_check","epoch_logs"],findings:["loss_oscillating","loss_diverging","loss_stuck","accuracy_at_chance","output_activation_mismatch","loss_output_mismatch","unscaled_inputs","saturated_activations","learning_rate_too_high","learning_rate_too_low","loss_spike"],hint:"The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`.",histograms:[],labels:{accuracy_at_chance:"Accuracy at chance",epoch_logs:"Epoch metrics",head_check:"Head and loss check",learning_rate_too_high:"Learning rate too high",learning_rate_too_low:"Learning rate too low",loss_diverging:"Loss diverging",loss_oscillating:"Loss oscillating",loss_output_mismatch:"Loss does not fit output/targets",loss_spike:"Loss spike",loss_stuck:"Loss stuck",lr_update_ratio:"Update / weight ratio (sampled)",output_activation_mismatch:"Output head cannot fit targets",saturated_activations:"Saturated activations",saturation:"Saturated share (|z| > 5)",schedule_rate:"Learning rate (schedule)",unscaled_inputs:"Unscaled inputs"},log_scale:["lr_update_ratio"],matrices:["saturation","lr_update_ratio"],name:"convergence",nodes:[{edge_label:"does not learn",id:"convergence",kind:"check",label:"Loss not decreasing / unstable",parent:"error"},{edge_label:"",id:"fix_convergence",kind:"fix",label:"Output head, loss, input scale, learning rate",parent:"convergence"}],series:["schedule_rate"],title:"Convergence"},{events:["attention_layers"],findings:["attention_logit_growth","attention_entropy_collapse"],hint:"The attention probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records, for every Keras MultiHeadAttention and every layer of yours that softmaxes (queries x keys) scores with `keras.ops.softmax`, the largest attention logit and the attention entropy every few steps, with plain `model.fit`.",histograms:[],labels:{attention_entropy:"Attention entropy (nats)",attention_entropy_collapse:"Attention entropy collapse",attention_entropy_norm:"Attention entropy / log(keys)",attention_layers:"Attention layers",attention_logit_growth:"Attention logit growth",attention_max_logit:"Largest attention logit"},log_scale:[],matrices:["attention_max_logit","attention_entropy","attention_entropy_norm"],name:"attention",nodes:[{edge_label:"transformer unstable",id:"attention",kind:"check",label:"Attention logits grow / entropy collapses",parent:"error"},{edge_label:"",id:"fix_attention",kind:"fix",label:"QK normalisation, lower peak learning rate, z-loss",parent:"attention"}],series:[],title:"Attention health"},{events:["input_timing","input_stall","pipeline_graph","input_exhausted"],findings:["input_bound","input_stall","pipeline_lint","unshuffled_data","input_exhausted"],hint:"The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a PyDataset). Custom training loops are not timed.",histograms:[],labels:{compute_time:"Compute (ms)",host_time:"Host, between steps (ms)",input_bound:"Input-bound",input_exhausted:"Input ran out",input_stall:"Input stall",input_timing:"Input timing",input_wait:"Input wait (ms)",pipeline_graph:"Pipeline",pipeline_lint:"Pipeline lint",unshuffled_data:"Unshuffled data"},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:["input_wait","compute_time","host_time"],title:"Input pipeline"}]};var vn=Object.freeze(ua.areas.map(e=>Object.freeze(e)));function Un(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,s){if(typeof s=="string"){if(Object.prototype.hasOwnProperty.call(r,s))return r[s];throw new Error(`no declared ${e} ${JSON.stringify(s)} (tb_trainhealth/areas/)`)}}})}var ss=e=>vn.flatMap(t=>t[e]),pe=Un("area",vn.map(e=>e.name)),Rx=Un("node id",vn.flatMap(e=>e.nodes.map(t=>t.id))),Cn=Un("finding kind",ss("findings")),fn=Un("event kind",ss("events")),mt=Un("matrix statistic",ss("matrices")),st=Un("series",ss("series")),Fx=Un("histogram family",ss("histograms")),bp=Object.freeze(Object.assign({},...vn.map(e=>e.labels)));function me(e){return bp[e]||is(e)}function ro(e){return vn.find(t=>t.name===pe[e])}function da(e){let t=vn.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function it(e){if(!e||typeof e!="object")return null;let t=vn.find(n=>n.findings.includes(e.kind));return t?t.name:da(e.node)}function fa(e){let t=da(e);return(t?ro(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var Mn={critical:0,warning:1,info:2},Kn={triggered:"Triggered",clear:"Clear",no_data:"No data"},Ln={critical:"critical",unreadable:"unreadable",warning:"warning",healed:"healed",healthy:"healthy",pending:"pending"};function so(e){let t=null;for(let n of e){let r=n&&n.severity;r in Mn&&(t===null||Mn[r]<Mn[t])&&(t=r)}return t}function xp(e){if(typeof e=="number"){if(!Number.isFinite(e))return String(e);let t=Math.abs(e);if(Number.isInteger(e)&&t<1e15)return String(e);if(t!==0&&(t>=1e6||t<.001)){let[n,r]=e.toExponential(3).split("e");return`${Number(n)}e${Number(r)}`}return String(Number(e.toPrecision(4)))}return typeof e=="boolean"?e?"true":"false":String(e)}function wp(e){let t=[],n=e[0],r=e[0];for(let s of[...e.slice(1),null]){if(s!==null&&s===r+1){r=s;continue}if(r-n>=2)t.push(`${n}–${r}`);else for(let i=n;i<=r;i++)t.push(String(i));n=r=s}return t}var Er=12;function kt(e){if(e==null)return"—";if(Array.isArray(e)){if(!e.length)return"none";let t;return e.every(i=>Number.isInteger(i))&&e.every((i,o)=>o===0||i>e[o-1])?t=wp(e):t=e.map(i=>i!==null&&typeof i=="object"?`(${kt(i)})`:kt(i)),(t.length>Er?[...t.slice(0,Er),`… ${t.length-Er} more`]:t).join(", ")}if(typeof e=="object"){let t=Object.entries(e);if(!t.length)return"none";let n=t.slice(0,Er).map(([r,s])=>`${r}: ${kt(s)}`);return t.length>Er&&n.push(`… ${t.length-Er} more`),n.join(" · ")}return typeof e=="string"?e.replace(vp,""):xp(e)}var vp=/\u001b\[[0-9;]*m/g;function Tr(e){if(!e||typeof e!="object")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Number.isFinite(e.step)?e.step:null;if(e.kind===Cn.training_error||typeof t.phase=="string"&&"completed_steps"in t)return(typeof t.phase=="string"?/step/.test(t.phase):n!==null)&&n!==null?`crashed at step ${n}`:typeof t.phase=="string"?`crashed in ${t.phase.replace(/_/g," ")}`:"crashed";let s=Number.isFinite(t.first_step)?t.first_step:null,i=Number.isFinite(t.last_step)?t.last_step:null;return s!==null&&i!==null&&i!==s?`steps ${Math.min(s,i)}–${Math.max(s,i)}`:n!==null?`step ${n}`:null}function is(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function Rt(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var os=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function ls(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(s){throw new os(`Could not reach TensorBoard (${s&&s.message?s.message:s}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let s=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new os(s,t.status)}if(r===null||typeof r!="object")throw new os(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function Ps(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,s])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(s))}`).join("&");return n?`${e}?${n}`:e}function ha(){return ls("runs")}function js(e){return ls(Ps("diagnosis",{run:e}))}function zs(e,t){return ls(Ps("series",{run:e,name:t}))}function qn(e,t,n){return ls(Ps("matrix",{run:e,stat:t,max_columns:n||null}))}function kp(e,t,n){return ls(Ps(`${pe[e]}/${t}`,n))}function pa(e,t){return kp(pe.gradients,"histograms",{run:e,layer:t})}var _p="http://www.w3.org/2000/svg";function io(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function ma(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function f(e,t,...n){return io(ma(document.createElement(e),t),n)}function Q(e,t,...n){return io(ma(document.createElementNS(_p,e),t),n)}function V(e,...t){return e.textContent="",io(e,t)}function On(e){return String(e).split("`").map((n,r)=>r%2?f("code",null,n):n)}function Ge(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function In(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function hn(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var Fa=Object.defineProperty,Sp=(e,t,n)=>t in e?Fa(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,Ep=(e,t)=>{for(var n in t)Fa(e,n,{get:t[n],enumerable:!0})},Tp=(e,t,n)=>Sp(e,typeof t!="symbol"?t+"":t,n),Pa={};Ep(Pa,{Graph:()=>en,alg:()=>mo});var Ap=Object.defineProperty,ja=(e,t)=>{for(var n in t)Ap(e,n,{get:t[n],enumerable:!0})},po=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let s of r)n.add(s);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([s,i])=>{e(s)&&t.setNode(s,i)}),Object.values(this._edgeObjs).forEach(s=>{t.hasNode(s.v)&&t.hasNode(s.w)&&t.setEdge(s,this.edge(s))});let n={},r=s=>{let i=this.parent(s);return!i||t.hasNode(i)?(n[s]=i,i):i in n?n[i]:r(i)};return this._isCompound&&t.nodes().forEach(s=>t.setParent(s,r(s))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let s,i,o,l,a=!1;typeof e=="object"&&e!==null&&"v"in e?(s=e.v,i=e.w,o=e.name,arguments.length===2&&(l=t,a=!0)):(s=e,i=t,o=r,arguments.length>2&&(l=n,a=!0)),s=""+s,i=""+i,o!==void 0&&(o=""+o);let c=as(this._isDirected,s,i,o);if(c in this._edgeLabels)return a&&(this._edgeLabels[c]=l),this;if(o!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(s),this.setNode(i),this._edgeLabels[c]=a?l:this._defaultEdgeLabelFn(s,i,o);let d=$p(this._isDirected,s,i,o);return s=d.v,i=d.w,Object.freeze(d),this._edgeObjs[c]=d,ga(this._preds[i],s),ga(this._sucs[s],i),this._in[i][c]=d,this._out[s][c]=d,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?oo(this._isDirected,e):as(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?oo(this._isDirected,e):as(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?oo(this._isDirected,e):as(this._isDirected,e,t,n),s=this._edgeObjs[r];if(s){let i=s.v,o=s.w;delete this._edgeLabels[r],delete this._edgeObjs[r],ya(this._preds[o],i),ya(this._sucs[i],o),delete this._in[o][r],delete this._out[i][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(s=>s.v===t&&s.w===n||s.v===n&&s.w===t):r}};function ga(e,t){e[t]?e[t]++:e[t]=1}function ya(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function as(e,t,n,r){let s=""+t,i=""+n;if(!e&&s>i){let o=s;s=i,i=o}return s+""+i+""+(r===void 0?"\0":r)}function $p(e,t,n,r){let s=""+t,i=""+n;if(!e&&s>i){let l=s;s=i,i=l}let o={v:s,w:i};return r&&(o.name=r),o}function oo(e,t){return as(e,t.v,t.w,t.name)}var Np={};ja(Np,{read:()=>Op,write:()=>Mp});function Mp(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:Cp(e),edges:Lp(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function Cp(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),s={v:t};return n!==void 0&&(s.value=n),r!==void 0&&(s.parent=r),s})}function Lp(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function Op(e){let t=new po(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var mo={};ja(mo,{CycleException:()=>Ds,bellmanFord:()=>za,components:()=>Fp,dijkstra:()=>Bs,dijkstraAll:()=>zp,findCycles:()=>Bp,floydWarshall:()=>Vp,isAcyclic:()=>Wp,postorder:()=>Yp,preorder:()=>Up,prim:()=>Kp,shortestPaths:()=>qp,tarjan:()=>Da,topsort:()=>Va});var Ip=()=>1;function za(e,t,n,r){return Rp(e,String(t),n||Ip,r||function(s){var i;return(i=e.outEdges(s))!=null?i:[]})}function Rp(e,t,n,r){let s={},i,o=0,l=e.nodes(),a=function(h){let g=s[h.v],x=s[h.w];if(!g||!x)return;let _=n(h);g.distance+_<x.distance&&(s[h.w]={distance:g.distance+_,predecessor:h.v},i=!0)},c=function(){l.forEach(function(h){r(h).forEach(function(g){let x=g.v===h?g.v:g.w,_=x===g.v?g.w:g.v;a({v:x,w:_})})})};l.forEach(function(h){let g=h===t?0:Number.POSITIVE_INFINITY;s[h]={distance:g,predecessor:""}});let d=l.length;for(let h=1;h<d&&(i=!1,o++,c(),!!i);h++);if(o===d-1&&(i=!1,c(),i))throw new Error("The graph contains a negative weight cycle");return s}function Fp(e){let t={},n=[],r;function s(i){var o,l;i in t||(t[i]=!0,r.push(i),(o=e.successors(i))==null||o.forEach(s),(l=e.predecessors(i))==null||l.forEach(s))}return e.nodes().forEach(function(i){r=[],s(i),r.length&&n.push(r)}),n}var Ba=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let s=this._arr,i=s.length;return n[r]=i,s.push({key:r,priority:t}),this._decrease(i),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,s=e;n<t.length&&(s=t[n].priority<t[s].priority?n:s,r<t.length&&(s=t[r].priority<t[s].priority?r:s),s!==e&&(this._swap(e,s),this._heapify(s)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,s=n[e],i=n[t];n[e]=i,n[t]=s,r[i.key]=e,r[s.key]=t}},Pp=()=>1;function Bs(e,t,n,r){let s=function(i){var o;return(o=e.outEdges(i))!=null?o:[]};return jp(e,String(t),n||Pp,r||s)}function jp(e,t,n,r){let s={},i=new Ba,o,l,a=function(c){let d=c.v!==o?c.v:c.w,h=s[d];if(!h)return;let g=n(c),x=l.distance+g;if(g<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+g);x<h.distance&&(h.distance=x,h.predecessor=o,i.decrease(d,x))};for(e.nodes().forEach(function(c){let d=c===t?0:Number.POSITIVE_INFINITY;s[c]={distance:d,predecessor:""},i.add(c,d)});i.size()>0;){o=i.removeMin();let c=s[o];if(!c||c.distance===Number.POSITIVE_INFINITY)break;l=c,r(o).forEach(a)}return s}function zp(e,t,n){return e.nodes().reduce(function(r,s){return r[s]=Bs(e,s,t,n),r},{})}function Da(e){let t=0,n=[],r={},s=[];function i(o){var l;let a=r[o]={onStack:!0,lowlink:t,index:t++};if(n.push(o),(l=e.successors(o))==null||l.forEach(function(c){if(c in r){let d=r[c];d!=null&&d.onStack&&(a.lowlink=Math.min(a.lowlink,d.index))}else{i(c);let d=r[c];d&&(a.lowlink=Math.min(a.lowlink,d.lowlink))}}),a.lowlink===a.index){let c=[],d;do{d=n.pop();let h=r[d];h&&(h.onStack=!1),c.push(d)}while(o!==d);s.push(c)}}return e.nodes().forEach(function(o){o in r||i(o)}),s}function Bp(e){return Da(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var Dp=()=>1;function Vp(e,t,n){return Hp(e,t||Dp,n||function(r){var s;return(s=e.outEdges(r))!=null?s:[]})}function Hp(e,t,n){let r={},s=e.nodes();return s.forEach(function(i){let o={};r[i]=o,o[i]={distance:0,predecessor:""},s.forEach(function(l){i!==l&&(o[l]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(i).forEach(function(l){let a=l.v===i?l.w:l.v,c=t(l);o[a]={distance:c,predecessor:i}})}),s.forEach(function(i){let o=r[i];o&&s.forEach(function(l){let a=r[l];a&&s.forEach(function(c){let d=a[i],h=o[c],g=a[c];if(d&&h&&g){let x=d.distance+h.distance;x<g.distance&&(g.distance=x,g.predecessor=h.predecessor)}})})}),r}var Ds=class extends Error{constructor(e){super(e),this.name="CycleException"}};function Va(e){let t={},n={},r=[];function s(i){var o;if(i in n)throw new Ds;i in t||(n[i]=!0,t[i]=!0,(o=e.predecessors(i))==null||o.forEach(s),delete n[i],r.push(i))}if(e.sinks().forEach(s),Object.keys(t).length!==e.nodeCount())throw new Ds;return r}function Wp(e){try{Va(e)}catch(t){if(t instanceof Ds)return!1;throw t}return!0}function Gp(e,t,n,r,s){Array.isArray(t)||(t=[t]);let i=(l=>{var a;return(a=e.isDirected()?e.successors(l):e.neighbors(l))!=null?a:[]}),o={};return t.forEach(function(l){if(!e.hasNode(l))throw new Error("Graph does not have node: "+l);s=Ha(e,l,n==="post",o,i,r,s)}),s}function Ha(e,t,n,r,s,i,o){return t in r||(r[t]=!0,n||(o=i(o,t)),s(t).forEach(function(l){o=Ha(e,l,n,r,s,i,o)}),n&&(o=i(o,t))),o}function Wa(e,t,n){return Gp(e,t,n,function(r,s){return r.push(s),r},[])}function Yp(e,t){return Wa(e,t,"post")}function Up(e,t){return Wa(e,t,"pre")}function Kp(e,t){var n;let r=new po,s={},i=new Ba,o;function l(d){let h=d.v===o?d.w:d.v,g=i.priority(h);if(g!==void 0){let x=t(d);x<g&&(s[h]=o,i.decrease(h,x))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(d){i.add(d,Number.POSITIVE_INFINITY),r.setNode(d)});let a=e.nodes()[0];a!==void 0&&i.decrease(a,0);let c=!1;for(;i.size()>0;){if(o=i.removeMin(),o in s)r.setEdge(o,s[o]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(o))==null||n.forEach(l)}return r}function qp(e,t,n,r){return Jp(e,t,n,r??(s=>{var i;return(i=e.outEdges(s))!=null?i:[]}))}function Jp(e,t,n,r){if(n===void 0)return Bs(e,t,n,r);let s=!1,i=e.nodes();for(let o=0;o<i.length;o++){let l=i[o];if(l===void 0)continue;let a=r(l);for(let c=0;c<a.length;c++){let d=a[c];if(!d)continue;let h=d.v===l?d.v:d.w,g=h===d.v?d.w:d.v;n({v:h,w:g})<0&&(s=!0)}if(s)return za(e,t,n,r)}return Bs(e,t,n,r)}var en=po;function $r(e,t,n,r){let s=r;for(;e.hasNode(s);)s=go(r);return n.dummy=t,e.setNode(s,n),s}function Xp(e){let t=new en().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},s=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+s.weight,minlen:Math.max(r.minlen,s.minlen)})}),t}function Ga(e){let t=new en({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function ba(e,t){let n=e.x,r=e.y,s=t.x-n,i=t.y-r,o=e.width/2,l=e.height/2;if(!s&&!i)throw new Error("Not possible to find intersection inside of the rectangle");let a,c;return s===0||Math.abs(i)*o>Math.abs(s)*l?(i<0&&(l=-l),a=l*s/i,c=l):(s<0&&(o=-o),a=o,c=o*i/s),{x:n+a,y:r+c}}function us(e){let t=cs(Ua(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),s=r.rank;s!==void 0&&(t[s]||(t[s]=[]),t[s][r.order]=n)}),t}function Zp(e){let t=e.nodes().map(r=>{let s=e.node(r).rank;return s===void 0?Number.MAX_VALUE:s}),n=pn(Math.min,t);e.nodes().forEach(r=>{let s=e.node(r);Object.hasOwn(s,"rank")&&(s.rank-=n)})}function Qp(e){let t=e.nodes().map(o=>e.node(o).rank).filter(o=>o!==void 0),n=pn(Math.min,t),r=[];e.nodes().forEach(o=>{let l=e.node(o).rank-n;r[l]||(r[l]=[]),r[l].push(o)});let s=0,i=e.graph().nodeRankFactor;Array.from(r).forEach((o,l)=>{o===void 0&&l%i!==0?--s:o!==void 0&&s&&o.forEach(a=>e.node(a).rank+=s)})}function xa(e,t,n,r){let s={width:0,height:0};return arguments.length>=4&&(s.rank=n,s.order=r),$r(e,"border",s,t)}function em(e,t=Ya){let n=[];for(let r=0;r<e.length;r+=t){let s=e.slice(r,r+t);n.push(s)}return n}var Ya=65535;function pn(e,t){if(t.length>Ya){let n=em(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function Ua(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return pn(Math.max,t)}function tm(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function nm(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function Ka(e,t){return t()}var rm=0;function go(e){let t=++rm;return e+(""+t)}function cs(e,t,n=1){t==null&&(t=e,e=0);let r=i=>i<t;n<0&&(r=i=>t<i);let s=[];for(let i=e;r(i);i+=n)s.push(i);return s}function Vs(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function Hs(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[s,i])=>(r[s]=n(i,s),r),{})}function sm(e,t){return e.reduce((n,r,s)=>(n[r]=t[s],n),{})}var Ws="\0";function qa(e,t,n){var r,s,i,o,l,a;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let d=c?(s=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?s:NaN+1:(o=(i=e[t.edgeObj.w])==null?void 0:i.rank)!=null?o:NaN-1,h=Object.entries(e).find(k=>{var b,E;return((b=k[1].edgeObj)==null?void 0:b.v)===t.edgeObj.v&&((E=k[1].edgeObj)==null?void 0:E.w)===t.edgeObj.w&&k[1].rank===d}),g=Object.entries(e).find(k=>{var b,E;return((b=k[1].edgeObj)==null?void 0:b.v)===n.edgeObj.v&&((E=k[1].edgeObj)==null?void 0:E.w)===n.edgeObj.w&&k[1].rank===d});if(!h||!g)return 0;let x=(l=h[1].order)!=null?l:NaN,_=(a=g[1].order)!=null?a:NaN;return isNaN(x-_)?0:x-_}var im="3.1.3",om=class{constructor(){Tp(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return wa(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&wa(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,lm)),n=n._prev;return"["+e.join(", ")+"]"}};function wa(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function lm(e,t){if(e!=="_next"&&e!=="_prev")return t}var am=om,cm=()=>1;function um(e,t){if(e.nodeCount()<=1)return[];let n=fm(e,t||cm);return dm(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function dm(e,t,n){var r;let s=[],i=t[t.length-1],o=t[0],l;for(;e.nodeCount();){for(;l=o.dequeue();)lo(e,t,n,l);for(;l=i.dequeue();)lo(e,t,n,l);if(e.nodeCount()){for(let a=t.length-2;a>0;--a)if(l=(r=t[a])==null?void 0:r.dequeue(),l){s=s.concat(lo(e,t,n,l,!0)||[]);break}}}return s}function lo(e,t,n,r,s){let i=[],o=s?i:void 0;return(e.inEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=e.node(l.v);s&&i.push({v:l.v,w:l.w}),c.out-=a,ho(t,n,c)}),(e.outEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=l.w,d=e.node(c);d.in-=a,ho(t,n,d)}),e.removeNode(r.v),o}function fm(e,t){let n=new en,r=0,s=0;e.nodes().forEach(l=>{n.setNode(l,{v:l,in:0,out:0})}),e.edges().forEach(l=>{let a=n.edge(l.v,l.w)||0,c=t(l),d=a+c;n.setEdge(l.v,l.w,d);let h=n.node(l.v),g=n.node(l.w);s=Math.max(s,h.out+=c),r=Math.max(r,g.in+=c)});let i=hm(s+r+3).map(()=>new am),o=r+1;return n.nodes().forEach(l=>{ho(i,o,n.node(l))}),{graph:n,buckets:i,zeroIdx:o}}function ho(e,t,n){var r,s,i;n.out?n.in?(i=e[n.out-n.in+t])==null||i.enqueue(n):(s=e[e.length-1])==null||s.enqueue(n):(r=e[0])==null||r.enqueue(n)}function hm(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function pm(e,t){(e.graph().acyclicer==="greedy"?um(e,n(e)):mm(e,t??null)).forEach(r=>{let s=e.edge(r);e.removeEdge(r),s.forwardName=r.name,s.reversed=!0,e.setEdge(r.w,r.v,s,go("rev"))});function n(r){return s=>r.edge(s).weight}}function mm(e,t){let n=[],r={},s={};function i(a){Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,e.outEdges(a).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):i(c.w)}),delete r[a])}function o(a){var c;Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,(c=e.outEdges(a))==null||c.forEach(d=>{var h,g;Object.hasOwn(r,d.w)||((h=t.node(a))==null?void 0:h.rank)>((g=t.node(d.w))==null?void 0:g.rank)&&ym(e,d.w,d)?n.push(d):o(d.w)}),delete r[a])}let l=i;return t&&typeof t.node=="function"&&(l=o),e.sources().forEach(l),e.nodes().forEach(l),n}function gm(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function ym(e,t,n){let r=new Set;function s(i){var o;if(e.sources().includes(i))return!0;r.add(i);for(let l of(o=e.inEdges(i))!=null?o:[])if(!(l.v===n.v&&l.w===n.w)&&!r.has(l.v)&&s(l.v))return!0;return!1}return s(t)}function bm(e){e.graph().dummyChains=[],e.edges().forEach(t=>xm(e,t))}function xm(e,t){let n=t.v,r=e.node(n).rank,s=t.w,i=e.node(s).rank,o=t.name,l=e.edge(t),a=l.labelRank;if(i===r+1)return;e.removeEdge(t);let c,d,h;for(h=0,++r;r<i;++h,++r)l.points=[],d={width:0,height:0,edgeLabel:l,edgeObj:t,rank:r},c=$r(e,"edge",d,"_d"),r===a&&(d.width=l.width,d.height=l.height,d.dummy="edge-label",d.labelpos=l.labelpos),e.setEdge(n,c,{weight:l.weight},o),h===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,s,{weight:l.weight},o)}function wm(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,s;for(e.setEdge(n.edgeObj,r);n.dummy;)s=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=s,n=e.node(t)})}function yo(e){let t={};function n(r){let s=e.node(r);if(Object.hasOwn(t,r))return s.rank;t[r]=!0;let i=e.outEdges(r),o=i?i.map(a=>a==null?Number.POSITIVE_INFINITY:n(a.w)-e.edge(a).minlen):[],l=pn(Math.min,o);return l===Number.POSITIVE_INFINITY&&(l=0),s.rank=l}e.sources().forEach(n)}function Ar(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var Ja=vm;function vm(e){let t=new en({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],s=e.nodeCount();t.setNode(r,{});let i,o;for(;km(t,e)<s&&(i=_m(t,e),!!i);)o=t.hasNode(i.v)?Ar(e,i):-Ar(e,i),Sm(t,e,o);return t}function km(e,t){function n(r){let s=t.nodeEdges(r);s&&s.forEach(i=>{let o=i.v,l=r===o?i.w:o;!e.hasNode(l)&&!Ar(t,i)&&(e.setNode(l,{}),e.setEdge(r,l,{}),n(l))})}return e.nodes().forEach(n),e.nodeCount()}function _m(e,t){return t.edges().reduce((n,r)=>{let s=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(s=Ar(t,r)),s<n[0]?[s,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function Sm(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:Em,postorder:Tm}=mo,Am=Jn;Jn.initLowLimValues=xo;Jn.initCutValues=bo;Jn.calcCutValue=Xa;Jn.leaveEdge=Qa;Jn.enterEdge=ec;Jn.exchangeEdges=tc;function Jn(e){e=Xp(e),yo(e);let t=Ja(e);xo(t),bo(t,e);let n,r;for(;n=Qa(t);)r=ec(t,e,n),tc(t,e,n,r)}function bo(e,t){let n=Tm(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>$m(e,t,r))}function $m(e,t,n){let r=e.node(n).parent,s=e.edge(n,r);s.cutvalue=Xa(e,t,n)}function Xa(e,t,n){let r=e.node(n).parent,s=!0,i=t.edge(n,r),o=0;i||(s=!1,i=t.edge(r,n)),o=i.weight;let l=t.nodeEdges(n);return l&&l.forEach(a=>{let c=a.v===n,d=c?a.w:a.v;if(d!==r){let h=c===s,g=t.edge(a).weight;if(o+=h?g:-g,Mm(e,n,d)){let x=e.edge(n,d).cutvalue;o+=h?-x:x}}}),o}function xo(e,t){arguments.length<2&&(t=e.nodes()[0]),Za(e,{},1,t)}function Za(e,t,n,r,s){let i=n,o=e.node(r);t[r]=!0;let l=e.neighbors(r);return l&&l.forEach(a=>{Object.hasOwn(t,a)||(n=Za(e,t,n,a,r))}),o.low=i,o.lim=n++,s?o.parent=s:delete o.parent,n}function Qa(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function ec(e,t,n){let r=n.v,s=n.w;t.hasEdge(r,s)||(r=n.w,s=n.v);let i=e.node(r),o=e.node(s),l=i,a=!1;return i.lim>o.lim&&(l=o,a=!0),t.edges().filter(c=>a===va(e,e.node(c.v),l)&&a!==va(e,e.node(c.w),l)).reduce((c,d)=>Ar(t,d)<Ar(t,c)?d:c)}function tc(e,t,n,r){let s=n.v,i=n.w;e.removeEdge(s,i),e.setEdge(r.v,r.w,{}),xo(e),bo(e,t),Nm(e,t)}function Nm(e,t){let n=e.nodes().find(s=>!e.node(s).parent);if(!n)return;let r=Em(e,[n]);r=r.slice(1),r.forEach(s=>{let i=e.node(s).parent,o=t.edge(s,i),l=!1;o||(o=t.edge(i,s),l=!0),t.node(s).rank=t.node(i).rank+(l?o.minlen:-o.minlen)})}function Mm(e,t,n){return e.hasEdge(t,n)}function va(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var Cm=Lm;function Lm(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":ka(e);break;case"tight-tree":Im(e);break;case"longest-path":Om(e);break;case"none":break;default:ka(e)}}var Om=yo;function Im(e){yo(e),Ja(e)}function ka(e){Am(e)}var Rm=Fm;function Fm(e){let t=jm(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let s=e.node(r),i=s.edgeObj,o=Pm(e,t,i.v,i.w),l=o.path,a=o.lca,c=0,d=l[c],h=!0;for(;r!==i.w;){if(s=e.node(r),h){for(;(d=l[c])!==a&&e.node(d).maxRank<s.rank;)c++;d===a&&(h=!1)}if(!h){for(;c<l.length-1&&e.node(l[c+1]).minRank<=s.rank;)c++;d=l[c]}d!==void 0&&e.setParent(r,d),r=e.successors(r)[0]}})}function Pm(e,t,n,r){let s=[],i=[],o=Math.min(t[n].low,t[r].low),l=Math.max(t[n].lim,t[r].lim),a;a=n;do a=e.parent(a),s.push(a);while(a&&(t[a].low>o||l>t[a].lim));let c=a,d=r;for(;(d=e.parent(d))!==c;)i.push(d);return{path:s.concat(i.reverse()),lca:c}}function jm(e){let t={},n=0;function r(s){let i=n;e.children(s).forEach(r),t[s]={low:i,lim:n++}}return e.children(Ws).forEach(r),t}function zm(e){let t=$r(e,"root",{},"_root"),n=Bm(e),r=Object.values(n),s=pn(Math.max,r)-1,i=2*s+1;e.graph().nestingRoot=t,e.edges().forEach(l=>e.edge(l).minlen*=i);let o=Dm(e)+1;e.children(Ws).forEach(l=>{nc(e,t,i,o,s,n,l)}),e.graph().nodeRankFactor=i}function nc(e,t,n,r,s,i,o){var l;let a=e.children(o);if(!a.length){o!==t&&e.setEdge(t,o,{weight:0,minlen:n});return}let c=xa(e,"_bt"),d=xa(e,"_bb"),h=e.node(o);e.setParent(c,o),h.borderTop=c,e.setParent(d,o),h.borderBottom=d,a.forEach(g=>{var x;nc(e,t,n,r,s,i,g);let _=e.node(g),k=_.borderTop?_.borderTop:g,b=_.borderBottom?_.borderBottom:g,E=_.borderTop?r:2*r,m=k!==b?1:s-((x=i[o])!=null?x:0)+1;e.setEdge(c,k,{weight:E,minlen:m,nestingEdge:!0}),e.setEdge(b,d,{weight:E,minlen:m,nestingEdge:!0})}),e.parent(o)||e.setEdge(t,c,{weight:0,minlen:s+((l=i[o])!=null?l:0)})}function Bm(e){let t={};function n(r,s){let i=e.children(r);i&&i.length&&i.forEach(o=>n(o,s+1)),t[r]=s}return e.children(Ws).forEach(r=>n(r,1)),t}function Dm(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function Vm(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var Hm=Wm;function Wm(e){function t(n){let r=e.children(n),s=e.node(n);if(r.length&&r.forEach(t),s&&Object.hasOwn(s,"minRank")){s.borderLeft=[],s.borderRight=[];for(let i=s.minRank,o=s.maxRank+1;i<o;++i)_a(e,"borderLeft","_bl",n,s,i),_a(e,"borderRight","_br",n,s,i)}}e.children(Ws).forEach(t)}function _a(e,t,n,r,s,i){let o={width:0,height:0,rank:i,borderType:t},l=s[t][i-1],a=$r(e,"border",o,n);s[t][i]=a,e.setParent(a,r),l&&e.setEdge(l,a,{weight:1})}function Gm(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&rc(e)}function Ym(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&Um(e),(n==="lr"||n==="rl")&&(Km(e),rc(e))}function rc(e){e.nodes().forEach(t=>Sa(e.node(t))),e.edges().forEach(t=>Sa(e.edge(t)))}function Sa(e){let t=e.width;e.width=e.height,e.height=t}function Um(e){e.nodes().forEach(t=>ao(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(ao),Object.hasOwn(r,"y")&&ao(r)})}function ao(e){e.y=-e.y}function Km(e){e.nodes().forEach(t=>co(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(co),Object.hasOwn(r,"x")&&co(r)})}function co(e){let t=e.x;e.x=e.y,e.y=t}function qm(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),s=r.map(c=>e.node(c).rank),i=pn(Math.max,s),o=cs(i+1).map(()=>[]);function l(c){if(n[c])return;n[c]=!0;let d=e.node(c);o[d.rank].push(c);let h=e.successors(c);h&&[...h].sort((g,x)=>a(g,x)).forEach(l)}r.sort((c,d)=>e.node(c).rank-e.node(d).rank).forEach(l);function a(c,d){let h=e.node(c),g=e.node(d);return qa(t,h,g)}return o}function Jm(e,t){let n=0;for(let r=1;r<t.length;++r)n+=Xm(e,t[r-1],t[r]);return n}function Xm(e,t,n){let r=sm(n,n.map((c,d)=>d)),s=t.flatMap(c=>{let d=e.outEdges(c);return d?d.map(h=>({pos:r[h.w],weight:e.edge(h).weight})).sort((h,g)=>h.pos-g.pos):[]}),i=1;for(;i<n.length;)i<<=1;let o=2*i-1;i-=1;let l=new Array(o).fill(0),a=0;return s.forEach(c=>{let d=c.pos+i;l[d]+=c.weight;let h=0;for(;d>0;)d%2&&(h+=l[d+1]),d=d-1>>1,l[d]+=c.weight;a+=c.weight*h}),a}function Zm(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let s=r.reduce((i,o)=>{let l=e.edge(o),a=e.node(o.v);return{sum:i.sum+l.weight*a.order,weight:i.weight+l.weight}},{sum:0,weight:0});return{v:n,barycenter:s.sum/s.weight,weight:s.weight}}})}function Qm(e,t){let n={};e.forEach((s,i)=>{let o={indegree:0,in:[],out:[],vs:[s.v],i};s.barycenter!==void 0&&(o.barycenter=s.barycenter,o.weight=s.weight),n[s.v]=o}),t.edges().forEach(s=>{let i=n[s.v],o=n[s.w];i!==void 0&&o!==void 0&&(o.indegree++,i.out.push(o))});let r=Object.values(n).filter(s=>!s.indegree);return eg(r)}function eg(e){let t=[];function n(s){return i=>{i.merged||(i.barycenter===void 0||s.barycenter===void 0||i.barycenter>=s.barycenter)&&tg(s,i)}}function r(s){return i=>{i.in.push(s),--i.indegree===0&&e.push(i)}}for(;e.length;){let s=e.pop();t.push(s),s.in.reverse().forEach(n(s)),s.out.forEach(r(s))}return t.filter(s=>!s.merged).map(s=>Vs(s,["vs","i","barycenter","weight"]))}function tg(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function ng(e,t,n,r,s){let i={},o=null,l=null,a=s;typeof t=="boolean"?(a=t,i={}):t&&(i=t,o=n??null,l=r??null);let c=tm(e,E=>Object.hasOwn(E,"barycenter")),d=c.lhs,h=c.rhs.sort((E,m)=>m.i-E.i),g=[],x=0,_=0,k=0;d.sort(rg(l,o,!!a));for(let[E,m]of Object.entries(i)){let v=d.findIndex(S=>S.vs[0]===E);d.splice(v+1,0,m)}k=Ea(g,h,k),d.forEach(E=>{k+=E.vs.length,g.push(E.vs),x+=E.barycenter*E.weight,_+=E.weight,k=Ea(g,h,k)});let b={vs:g.flat(1)};return _&&(b.barycenter=x/_,b.weight=_),b}function Ea(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function rg(e,t,n){return(r,s)=>{if(r.barycenter<s.barycenter)return-1;if(r.barycenter>s.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof s.vs[0]=="string")){let i=e.node(r.vs[0]),o=e.node(s.vs[0]),l=qa(t,i,o);if(l!==0)return l}return n?s.i-r.i:r.i-s.i}}function sc(e,t,n,r,s){var i,o,l,a,c,d,h,g,x,_,k;let b=null,E=s;typeof r=="boolean"?(E=r,b=null):r!==void 0&&(b=r);let m=e.children(t),v=e.node(t),S=v?v.borderLeft:void 0,A=v?v.borderRight:void 0,M={};S&&(m=m.filter(F=>F!==S&&F!==A));let Y=Zm(e,m);Y.forEach(F=>{if(e.children(F.v).length){let{result:I}=sc(e,F.v,n,b,E);M[F.v]=I,Object.hasOwn(I,"barycenter")&&ig(F,I)}});let P=Qm(Y,n);sg(P,M);let L={},z=!1;for(let F=0;F<P.length;F++)for(let I=F+1;I<P.length;I++)if(!(!P[F]||!P[I]||!((i=P[F])!=null&&i.barycenter)||!((o=P[I])!=null&&o.barycenter))&&((l=P[F])==null?void 0:l.barycenter)===P[I].barycenter){let R=(c=(a=P[F])==null?void 0:a.vs[0])!=null?c:"",C=(h=(d=P[I])==null?void 0:d.vs[0])!=null?h:"",B=e.node(R),W=e.node(C);if(B.dummy==="edge"&&W.dummy==="edge"&&((g=B.edgeObj)==null?void 0:g.v)===((x=W.edgeObj)==null?void 0:x.v)&&((_=B.edgeObj)==null?void 0:_.w)===((k=W.edgeObj)==null?void 0:k.w))if(B.edgeLabel.reversed){L[C]=P[F],P.splice(F,1),F--;break}else L[R]||(L[R]=P[I],P.splice(I,1),I--);else z=!0}let N=ng(P,L,b,e,E);if(S&&A){N.vs=[S,N.vs,A].flat(1);let F=e.predecessors(S);if(F&&F.length){let I=e.node(F[0]),R=e.predecessors(A),C=e.node(R[0]);Object.hasOwn(N,"barycenter")||(N.barycenter=0,N.weight=0),N.barycenter=(N.barycenter*N.weight+I.order+C.order)/(N.weight+2),N.weight+=2}}return Object.defineProperty(N,"result",{value:N,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(N,"usedBias",{value:z,enumerable:!1,configurable:!0,writable:!0}),N}function sg(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function ig(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function og(e,t,n,r){r||(r=e.nodes());let s=lg(e),i=new en({compound:!0}).setGraph({root:s}).setDefaultNodeLabel(o=>e.node(o));return r.forEach(o=>{let l=e.node(o),a=e.parent(o);if(l.rank===t||l.minRank<=t&&t<=l.maxRank){i.setNode(o),i.setParent(o,a||s);let c=e[n](o);c&&c.forEach(d=>{let h=d.v===o?d.w:d.v,g=i.edge(h,o),x=g!==void 0?g.weight:0;i.setEdge(h,o,{weight:e.edge(d).weight+x})}),Object.hasOwn(l,"minRank")&&i.setNode(o,{borderLeft:l.borderLeft[t],borderRight:l.borderRight[t]})}}),i}function lg(e){let t;for(;e.hasNode(t=go("_root")););return t}function ag(e,t,n){let r={},s;n.forEach(i=>{let o=e.parent(i),l,a;for(;o;){if(l=e.parent(o),l?(a=r[l],r[l]=o):(a=s,s=o),a&&a!==o){t.setEdge(a,o);return}o=l}})}function ic(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,ic);return}let r=Ua(e),s=Ta(e,cs(1,r+1),"inEdges"),i=Ta(e,cs(r-1,-1,-1),"outEdges"),o=qm(e,n);if(Aa(e,o),t.disableOptimalOrderHeuristic)return;let l=Number.POSITIVE_INFINITY,a,c=t.constraints||[];for(let d=0,h=0;h<4;++d,++h){cg(d%2?s:i,d%4>=2,c,n),o=us(e);let g=Jm(e,o);g<l?(h=0,a=Object.assign({},o),l=g):g===l&&(a=structuredClone(o))}Aa(e,a)}function Ta(e,t,n){let r=new Map,s=(i,o)=>{r.has(i)||r.set(i,[]),r.get(i).push(o)};for(let i of e.nodes()){let o=e.node(i);if(typeof o.rank=="number"&&s(o.rank,i),typeof o.minRank=="number"&&typeof o.maxRank=="number")for(let l=o.minRank;l<=o.maxRank;l++)l!==o.rank&&s(l,i)}return t.map(function(i){return og(e,i,n,r.get(i)||[])})}function cg(e,t,n,r){let s=!0,i=new en;e.forEach(function(o){n.forEach(d=>i.setEdge(d.left,d.right));let l=o.graph().root,{result:a,usedBias:c}=sc(o,l,i,r,s);t&&c&&(s=!s),a.vs.forEach((d,h)=>o.node(d).order=h),ag(o,i,a.vs)})}function Aa(e,t){Object.values(t).forEach(n=>n.forEach((r,s)=>e.node(r).order=s))}function ug(e,t){let n={};function r(s,i){let o=0,l=0,a=s.length,c=i[i.length-1];return i.forEach((d,h)=>{let g=fg(e,d),x=g?e.node(g).order:a;(g||d===c)&&(i.slice(l,h+1).forEach(_=>{let k=e.predecessors(_);k&&k.forEach(b=>{let E=e.node(b),m=E.order;(m<o||x<m)&&!(E.dummy&&e.node(_).dummy)&&oc(n,b,_)})}),l=h+1,o=x)}),i}return t.length&&t.reduce(r),n}function dg(e,t){let n={};function r(o){var l;return((l=e.node(o))==null?void 0:l.dummy)==="border"}if(!e.nodes().some(r))return n;function s(o,l,a,c,d){cs(l,a).forEach(h=>{let g=o[h];if(g!==void 0&&e.node(g).dummy){let x=e.predecessors(g);x&&x.forEach(_=>{if(_===void 0)return;let k=e.node(_);k.dummy&&(k.order<c||k.order>d)&&oc(n,_,g)})}})}function i(o,l){let a=-1,c=-1,d=0;return l.forEach((h,g)=>{if(r(h)){let x=e.predecessors(h);if(x&&x.length){let _=x[0];if(_===void 0)return;c=e.node(_).order,s(l,d,g,a,c),d=g,a=c}}s(l,d,l.length,c,o.length)}),l}return t.length&&t.reduce(i),n}function fg(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function oc(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];r||(e[t]=r={}),r[n]=!0}function hg(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function pg(e,t,n,r,s){let i={},o={},l={};return t.forEach(a=>{a.forEach((c,d)=>{i[c]=c,o[c]=c,l[c]=d})}),t.forEach(a=>{let c=-1,d=-1,h=!1,g=a,x=a.findIndex(_=>s?.includes(_)||$a(_,e,s));x>0&&(g=[a[x],...a.slice(0,x),...a.slice(x+1)],h=!0),g.forEach(_=>{var k;let b=r(_);if(b&&b.length){s!=null&&s.includes(_)&&(b=b.filter(v=>$a(v,e,s)));let E=b.sort((v,S)=>{let A=l[v],M=l[S];return(A!==void 0?A:0)-(M!==void 0?M:0)}),m=(E.length-1)/2;for(let v=Math.floor(m),S=Math.ceil(m);v<=S;++v){let A=E[v];if(A===void 0)continue;let M=l[A];if(M!==void 0&&o[_]===_&&c<M&&l[A]!==d&&!hg(n,_,A)){let Y=i[A];Y!==void 0&&(o[A]=_,o[_]=i[_]=Y,c=M,h&&(c=-1,d=(k=l[A])!=null?k:-1,h=!1))}}}})}),{root:i,align:o}}function mg(e,t,n,r,s=!1){let i={},o=gg(e,t,n,s),l=s?"borderLeft":"borderRight";function a(x,_){let k=o.nodes().slice(),b={},E=k.pop();for(;E;){if(b[E])x(E);else{b[E]=!0,k.push(E);for(let m of _(E))k.push(m)}E=k.pop()}}function c(x){let _=o.inEdges(x);_?i[x]=_.reduce((k,b)=>{var E;let m=(E=i[b.v])!=null?E:0,v=o.edge(b);return Math.max(k,m+(v!==void 0?v:0))},0):i[x]=0}function d(x){let _=o.outEdges(x),k=Number.POSITIVE_INFINITY;_&&(k=_.reduce((E,m)=>{let v=i[m.w],S=o.edge(m);return Math.min(E,(v!==void 0?v:0)-(S!==void 0?S:0))},Number.POSITIVE_INFINITY));let b=e.node(x);k!==Number.POSITIVE_INFINITY&&b.borderType!==l&&(i[x]=Math.max(i[x]!==void 0?i[x]:0,k))}function h(x){return o.predecessors(x)||[]}function g(x){return o.successors(x)||[]}return a(c,h),a(d,g),Object.keys(r).forEach(x=>{var _;let k=n[x];k!==void 0&&(i[x]=(_=i[k])!=null?_:0)}),i}function gg(e,t,n,r){let s=new en,i=e.graph(),o=vg(i.nodesep,i.edgesep,r);return t.forEach(l=>{let a;l.forEach(c=>{let d=n[c];if(d!==void 0){if(s.setNode(d),a!==void 0){let h=n[a];if(h!==void 0){let g=s.edge(h,d);s.setEdge(h,d,Math.max(o(e,c,a),g||0))}}a=c}})}),s}function yg(e,t){return Object.values(t).reduce((n,r)=>{let s=Number.NEGATIVE_INFINITY,i=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([l,a])=>{let c=kg(e,l)/2;s=Math.max(a+c,s),i=Math.min(a-c,i)});let o=s-i;return o<n[0]&&(n=[o,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function bg(e,t){let n=Object.values(t),r=pn(Math.min,n),s=pn(Math.max,n);["u","d"].forEach(i=>{["l","r"].forEach(o=>{let l=i+o,a=e[l];if(!a||a===t)return;let c=Object.values(a),d=r-pn(Math.min,c);o!=="l"&&(d=s-pn(Math.max,c)),d&&(e[l]=Hs(a,h=>h+d))})})}function xg(e,t=void 0){let n=e.ul;return n?Hs(n,(r,s)=>{var i,o;if(t){let a=t.toLowerCase(),c=e[a];if(c&&c[s]!==void 0)return c[s]}let l=Object.values(e).map(a=>{let c=a[s];return c!==void 0?c:0}).sort((a,c)=>a-c);return(((i=l[1])!=null?i:0)+((o=l[2])!=null?o:0))/2}):{}}function wg(e,t){let n=us(e),r=Object.assign(ug(e,n),dg(e,n)),s={},i;["u","d"].forEach(l=>{i=l==="u"?n:Object.values(n).reverse(),["l","r"].forEach(a=>{a==="r"&&(i=i.map(h=>Object.values(h).reverse()));let c=pg(e,i,r,h=>(l==="u"?e.predecessors(h):e.successors(h))||[],t),d=mg(e,i,c.root,c.align,a==="r");a==="r"&&(d=Hs(d,h=>-h)),s[l+a]=d})});let o=yg(e,s);return bg(s,o),xg(s,e.graph().align)}function vg(e,t,n){return(r,s,i)=>{let o=r.node(s),l=r.node(i),a=0,c;if(a+=o.width/2,Object.hasOwn(o,"labelpos"))switch(o.labelpos.toLowerCase()){case"l":c=-o.width/2;break;case"r":c=o.width/2;break}if(c&&(a+=n?c:-c),c=void 0,a+=(o.dummy?t:e)/2,a+=(l.dummy?t:e)/2,a+=l.width/2,Object.hasOwn(l,"labelpos"))switch(l.labelpos.toLowerCase()){case"l":c=l.width/2;break;case"r":c=-l.width/2;break}return c&&(a+=n?c:-c),a}}function kg(e,t){return e.node(t).width}function $a(e,t,n){var r;if(!n)return!1;let s=(r=t.node(e))==null?void 0:r.edgeObj;if(!s||t.node(e).edgeLabel.reversed)return!1;let i=n.indexOf(s?.v),o=n.indexOf(s?.w);return i!==-1&&o!==-1&&i===(o+1)%n.length||i===(o-1)%n.length}function _g(e,t){e=Ga(e),Sg(e),Object.entries(wg(e,t)).forEach(([n,r])=>e.node(n).x=r)}function Sg(e){let t=us(e),n=e.graph(),r=n.ranksep,s=n.rankalign,i=0;t.forEach(o=>{let l=o.reduce((a,c)=>{var d;let h=(d=e.node(c).height)!=null?d:0;return a>h?a:h},0);o.forEach(a=>{let c=e.node(a);s==="top"?c.y=i+c.height/2:s==="bottom"?c.y=i+l-c.height/2:c.y=i+l/2}),i+=l+r})}var Na=new WeakMap;function Eg(e,t={}){return lc(e,Ka,t),e}function Ma(e,t,n){let r=t;for(;r!==void 0;){let s=e.parent(r);if(s===n)return r;r=s}}function lc(e,t,n){var r;let s=e.nodes().filter(m=>e.children(m).length),i={};s.forEach(m=>{let v=e.node(m);if(v&&v.rankdir){let S=new en({multigraph:!0,compound:!0});S.setGraph({rankdir:v.rankdir});let A=e.children(m);A.forEach(R=>{let C={...e.node(R)};S.setNode(R,C);let B=e.parent(R);B&&B!==m&&A.includes(B)&&S.setParent(R,B)});let M=new Set;e.edges().forEach(R=>{let C=Ma(e,R.v,m),B=Ma(e,R.w,m);if(C===R.v&&B===R.w)S.setEdge(R,{...e.edge(R)});else if(C&&B&&C!==B){let W=`${C}\0${B}`;M.has(W)||(M.add(W),S.setEdge(C,B,{...e.edge(R)}))}}),lc(S,t,n);let Y=Ra(S);La(Y,t,n,null),Oa(S,Y);let P=1/0,L=1/0,z=-1/0,N=-1/0;S.nodes().forEach(R=>{if(R===m)return;let C=S.node(R);C&&typeof C.x=="number"&&typeof C.y=="number"&&typeof C.width=="number"&&typeof C.height=="number"&&(P=Math.min(P,C.x-C.width/2),z=Math.max(z,C.x+C.width/2),L=Math.min(L,C.y-C.height/2),N=Math.max(N,C.y+C.height/2))}),(!isFinite(P)||!isFinite(L)||!isFinite(z)||!isFinite(N))&&(P=L=0,z=N=0);let F=z-P,I=N-L;i[m]={minX:P,minY:L,maxX:z,maxY:N,width:F,height:I,offsetX:P,offsetY:L},v._dagreClusterSubgraph=S}});let o=[],l=m=>{let v=[],S=(e.children(m)||[]).filter(A=>A!==m);for(;S.length>0;){let A=S.shift();v.push(A),(e.children(A)||[]).filter(M=>M!==A).forEach(M=>S.push(M))}return v},a=new Map;s.forEach(m=>{let v=e.node(m);v&&v.rankdir&&i[m]&&a.set(m,(e.children(m)||[]).filter(S=>S!==m))});let c=new Set([...a.values()].flat()),d=new Map;a.forEach((m,v)=>{c.has(v)||d.set(v,l(v))});let h=new Set([...d.values()].flat()),g=m=>{for(let[v,S]of d)if(S.includes(m))return v;return m},x=[];e.edges().forEach(m=>{(h.has(m.v)||h.has(m.w))&&x.push({edge:m,label:e.edge(m)})});let _=new Map;h.forEach(m=>{let v=e.parent(m);_.set(m,typeof v=="string"?v:void 0)}),d.forEach((m,v)=>{let S=e.node(v),A=[];m.forEach(P=>{let L=e.node(P);L&&(A.push({id:P,node:L,parent:_.get(P)}),e.removeNode(P))});let M=x.filter(({edge:P})=>m.includes(P.v)||m.includes(P.w)),Y=i[v];S&&(o.push({clusterId:v,subgraph:S._dagreClusterSubgraph,bounds:Y,children:m,removedNodes:A,removedEdges:M}),S.width=Y.width,S.height=Y.height)});let k=new Set;x.forEach(({edge:m,label:v})=>{let S=g(m.v),A=g(m.w);if(S!==A&&e.hasNode(S)&&e.hasNode(A)){let M=`${S}\0${A}`;k.has(M)||(k.add(M),e.setEdge(S,A,{...v,width:0,height:0}))}});let b=Ra(e),E=La(b,t,n,(r=Na.get(e))!=null?r:null);Na.set(e,E),Oa(e,b),k.forEach(m=>{let v=m.indexOf("\0"),S=m.slice(0,v),A=m.slice(v+1);e.hasEdge(S,A)&&e.removeEdge(S,A)}),o.forEach(({clusterId:m,subgraph:v,bounds:S,removedNodes:A,removedEdges:M})=>{var Y,P;let L=e.node(m),z=(Y=L?.x)!=null?Y:0,N=(P=L?.y)!=null?P:0,F=(S.minX+S.maxX)/2,I=(S.minY+S.maxY)/2;A.forEach(({id:R,node:C,parent:B})=>{e.setNode(R,C),B!==void 0&&e.setParent(R,B)}),M.forEach(({edge:R,label:C})=>{e.setEdge(R,C)}),v.nodes().forEach(R=>{if(R===m)return;let C=v.node(R),B=e.node(R);B&&C&&typeof C.x=="number"&&typeof C.y=="number"&&(B.x=z+(C.x-F),B.y=N+(C.y-I))}),Ca(e,v,z-F,N-I),delete L._dagreClusterSubgraph}),s.forEach(m=>{var v,S;let A=e.node(m),M=i[m];if(A&&A.rankdir&&A._dagreClusterSubgraph&&M){let Y=A._dagreClusterSubgraph,P=(v=A.x)!=null?v:0,L=(S=A.y)!=null?S:0,z=(M.minX+M.maxX)/2,N=(M.minY+M.maxY)/2;Y.nodes().forEach(F=>{if(F===m)return;let I=Y.node(F),R=e.node(F);if(R&&I&&typeof I.x=="number"&&typeof I.y=="number"){let C=I.x-z,B=I.y-N;R.x=P+C,R.y=L+B}}),Ca(e,Y,P-z,L-N),delete A._dagreClusterSubgraph}})}function Ca(e,t,n,r){t.edges().forEach(s=>{if(!e.hasEdge(s))return;let i=t.edge(s),o=e.edge(s);o.points=i.points.map(l=>({x:l.x+n,y:l.y+r})),Object.hasOwn(i,"x")&&(o.x=i.x+n,o.y=i.y+r)})}function La(e,t,n,r=null){var s,i;let o=n?.useDynamic!==!1,l=o&&(s=r?.graph)!=null?s:null,a=o&&(i=r?.rawNodes)!=null?i:null;t("    makeSpaceForEdgeLabels",()=>Og(e)),t("    removeSelfEdges",()=>Vg(e)),t("    acyclic",()=>pm(e,l)),t("    nestingGraph.run",()=>zm(e)),t("    rank",()=>Cm(Ga(e))),t("    injectEdgeLabelProxies",()=>Ig(e)),t("    removeEmptyRanks",()=>Qp(e)),t("    nestingGraph.cleanup",()=>Vm(e)),t("    normalizeRanks",()=>Zp(e)),t("    assignRankMinMax",()=>Rg(e)),t("    removeEdgeLabelProxies",()=>Fg(e)),t("    normalize.run",()=>bm(e)),t("    parentDummyChains",()=>Rm(e)),t("    addBorderSegments",()=>Hm(e)),t("    order",()=>ic(e,n,a)),t("    insertSelfEdges",()=>Hg(e)),t("    adjustCoordinateSystem",()=>Gm(e)),t("    position",()=>_g(e,n.corePath)),t("    positionSelfEdges",()=>Wg(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>Dg(e)),t("    normalize.undo",()=>wm(e)),t("    fixupEdgeLabelCoords",()=>zg(e)),t("    undoCoordinateSystem",()=>Ym(e)),t("    translateGraph",()=>Pg(e)),t("    assignNodeIntersects",()=>jg(e)),t("    reversePoints",()=>Bg(e)),t("    acyclic.undo",()=>gm(e)),{graph:e,rawNodes:c}}function Oa(e,t){e.nodes().forEach(n=>{let r=e.node(n),s=t.node(n);r&&(r.x=s.x,r.y=s.y,r.order=s.order,r.rank=s.rank,t.children(n).length&&(r.width=s.width,r.height=s.height))}),e.edges().forEach(n=>{let r=e.edge(n),s=t.edge(n);r.points=s.points,Object.hasOwn(s,"x")&&(r.x=s.x,r.y=s.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var Tg=["nodesep","edgesep","ranksep","marginx","marginy"],Ag={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},$g=["acyclicer","ranker","rankdir","align","rankalign"],Ng=["width","height","rank"],Ia={width:0,height:0},Mg=["minlen","weight","width","height","labeloffset"],Cg={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},Lg=["labelpos"];function Ra(e){let t=new en({multigraph:!0,compound:!0}),n=fo(e.graph());return t.setGraph(Object.assign({},Ag,uo(n,Tg),Vs(n,$g))),e.nodes().forEach(r=>{let s=fo(e.node(r)),i=uo(s,Ng);Object.keys(Ia).forEach(l=>{i[l]===void 0&&(i[l]=Ia[l])}),t.setNode(r,i);let o=e.parent(r);o!==void 0&&t.setParent(r,o)}),e.edges().forEach(r=>{let s=fo(e.edge(r));t.setEdge(r,Object.assign({},Cg,uo(s,Mg),Vs(s,Lg)))}),t}function Og(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let s=e.edge(n);s.minlen*=2,((r=s.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?s.width+=s.labeloffset:s.height+=s.labeloffset)})}function Ig(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),s={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};$r(e,"edge-proxy",s,"_ep")}})}function Rg(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function Fg(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function Pg(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,s=0,i=e.graph(),o=i.marginx||0,l=i.marginy||0;function a(c){let d=c.x,h=c.y,g=c.width,x=c.height;t=Math.min(t,d-g/2),n=Math.max(n,d+g/2),r=Math.min(r,h-x/2),s=Math.max(s,h+x/2)}e.nodes().forEach(c=>a(e.node(c))),e.edges().forEach(c=>{let d=e.edge(c);Object.hasOwn(d,"x")&&a(d)}),t-=o,r-=l,e.nodes().forEach(c=>{let d=e.node(c);d.x-=t,d.y-=r}),e.edges().forEach(c=>{let d=e.edge(c);d.points.forEach(h=>{h.x-=t,h.y-=r}),Object.hasOwn(d,"x")&&(d.x-=t),Object.hasOwn(d,"y")&&(d.y-=r)}),i.width=n-t+o,i.height=s-r+l}function jg(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),s=e.node(t.w),i,o;n.points?(i=n.points[0],o=n.points[n.points.length-1]):(n.points=[],i=s,o=r),n.points.unshift(ba(r,i)),n.points.push(ba(s,o))})}function zg(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function Bg(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function Dg(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),s=e.node(n.borderBottom),i=e.node(n.borderLeft[n.borderLeft.length-1]),o=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(o.x-i.x),n.height=Math.abs(s.y-r.y),n.x=i.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function Vg(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function Hg(e){us(e).forEach(t=>{let n=0;t.forEach((r,s)=>{let i=e.node(r);typeof i.rank!="number"&&(i.rank=0),i.order=s+n,(i.selfEdges||[]).forEach(o=>{$r(e,"selfedge",{width:o.label.width,height:o.label.height,rank:i.rank,order:s+ ++n,e:o.e,edgeLabel:o.label},"_se"),(!Array.isArray(o.label.points)||o.label.points.length!==7)&&(o.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete i.selfEdges})})}function Wg(e){e.nodes().forEach(t=>{let n=e.node(t),r=s=>typeof s=="number"&&isFinite(s);if(n.dummy==="selfedge"){let s=n,i=e.node(s.e.v),o=r(i?.x)?i.x:0,l=r(i?.y)?i.y:0,a=r(i?.width)?i.width:0,c=r(i?.height)?i.height:0,d=r(n.x)?n.x:o,h=r(n.y)?n.y:l,g=a/2,x=c/2;s.edgeLabel.points=[{x:d+g,y:h-x},{x:d+g,y:h-x},{x:d,y:h},{x:d-g,y:h+x},{x:d-g,y:h+x},{x:d,y:h},{x:d,y:h}],s.edgeLabel.x=d,s.edgeLabel.y=h,e.setEdge(s.e,s.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(s=>{if(!Array.isArray(s.label.points)||s.label.points.length!==7){let i=r(n.x)?n.x:0,o=r(n.y)?n.y:0,l=r(n.width)?n.width:0,a=r(n.height)?n.height:0,c=l/2,d=a/2;s.label.points=[{x:i+c,y:o-d},{x:i+c,y:o-d},{x:i,y:o},{x:i-c,y:o+d},{x:i-c,y:o+d},{x:i,y:o},{x:i,y:o}]}})})}function uo(e,t){return Hs(Vs(e,t),Number)}function fo(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function Gg(e){let t=us(e),n=new en({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,s)=>{let i="layer"+s;n.setNode(i,{rank:"same"}),r.reduce((o,l)=>(n.setEdge(o,l,{style:"invis"}),l))}),n}var Yg={graphlib:Pa,version:im,layout:Eg,debug:Gg,util:{time:nm,notime:Ka}},wo=Yg;var vo=[];for(let e=1;e<=1e12;e*=10)vo.push(e,2*e,5*e);var Ft=e=>typeof e=="number"&&Number.isFinite(e);function le(e,t=3){if(e===1/0)return"+Inf";if(e===-1/0)return"-Inf";if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,s]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(s)}`}return String(Number(e.toPrecision(t)))}var Ug=10,ac=e=>e.includes(".")?e.replace(/0+$/,"").replace(/\.$/,""):e;function Nr(e){if(e==null)return"?";let t=Number(e);if(!Number.isFinite(t))return le(t);let n=Math.abs(t)*100,r=t<0?"-":"";if(n===0)return"0%";if(n<.01)return`${r}<0.01%`;if(n>=10){let s=n.toFixed(0);for(let i=3;Number(s)===100&&n!==100&&i<8;i++)s=ac(n.toPrecision(i));return`${r}${s}%`}return`${r}${ac(n.toPrecision(2))}%`}function cc(e,t){let n=Number(e),r=Number(t),s=`from ${le(n)} to ${le(r)}`;if(!Number.isFinite(n)||!Number.isFinite(r))return s;if(n===r)return"unchanged";if(n===0||r!==0&&r>0!=n>0)return s;let i=r/n;return i>=Ug?n<0?s:`up ${le(i)}-fold`:`${r>n?"up":"down"} ${Nr(Math.abs(r-n)/Math.abs(n))}`}function De(e){if(typeof e!="number"||!Number.isFinite(e))return"?";let t=["B","KiB","MiB","GiB","TiB","PiB"],n=e,r=0;for(;Math.abs(n)>=1024&&r<t.length-1;)n/=1024,r++;return r===0?`${Math.round(n)} B`:`${n.toFixed(1)} ${t[r]}`}function uc(e,t=4){if(!(e>0))return[{value:0,text:"0 B"}];let n=["B","KiB","MiB","GiB","TiB","PiB"],r=0;for(;e/1024**r>=1024&&r<n.length-1;)r++;let s=1024**r,i=e/s,o=Zn(0,i,t);if(o[o.length-1]<i*(1-1e-9)){let l=o.length>1?o[1]-o[0]:i;o=[...o,Number((o[o.length-1]+l).toPrecision(12))]}return o.map(l=>({value:l*s,text:l===0?"0":`${le(l)} ${n[r]}`}))}function dc(e){return typeof e!="number"||!Number.isFinite(e)?"?":Math.abs(e)<1?`${le(e*1e3)} ms`:`${le(e)} s`}function Rn(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function Pe(e,t){return`${e} ${t}${e===1?"":"s"}`}function fc(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Xn(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Gs(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),i=Math.max(1,[1,2,5,10].map(l=>l*s).find(l=>l>=r)||r),o=[];for(let l=Math.ceil(e/i)*i;l<=t;l+=i)o.push(Math.round(l));return o}function Zn(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),i=[1,2,2.5,5,10].map(l=>l*s).find(l=>l>=r)||r,o=[];for(let l=Math.ceil(e/i)*i;l<=t+i*1e-9;l+=i)o.push(Number(l.toPrecision(12)));return o}function Ys(e,t,n){let r=String(e);if(n(r)<=t)return r;let s=0,i=r.length;for(;s<i;){let l=Math.ceil((s+i)/2),a=Math.ceil(l/2),c=`${r.slice(0,a)}…${r.slice(r.length-(l-a))}`;n(c)<=t?s=l:i=l-1}let o=Math.ceil(s/2);return`${r.slice(0,o)}…${r.slice(r.length-(s-o))}`}function hc(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function Us(e,t,n){return e.map((r,s)=>Math.round(r+(t[s]-r)*n))}function Mr(e,t,n=6){if(!(e>0)||!(t>=e))return[];let r=Math.floor(Math.log10(e)+1e-9),s=Math.ceil(Math.log10(t)-1e-9),i=[];if(s-r<2){for(let l=r;l<=s;l++)for(let a of[1,2,5]){let c=Number((a*10**l).toPrecision(6));c>=e*(1-1e-9)&&c<=t*(1+1e-9)&&i.push(c)}return i.length>=2?i:[Number(e.toPrecision(3)),Number(t.toPrecision(3))].filter((l,a,c)=>c.indexOf(l)===a)}let o=Math.max(1,Math.ceil((s-r+1)/n));for(let l=Math.ceil(Math.log10(e)-1e-9);l<=s;l+=o){let a=10**l;a>=e*(1-1e-9)&&a<=t*(1+1e-9)&&i.push(a)}return i}var ds=null;function mn(e,t){return ds||(ds=document.createElement("canvas").getContext("2d")),ds?(ds.font=t,ds.measureText(String(e)).width):String(e).length*6.5}function ko(e){return t=>mn(t,e)}function mc(e,t,n){return Ys(e,t,ko(n))}function fs(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let s=e.getContext("2d");return s.setTransform(r,0,0,r,0,0),s.clearRect(0,0,t,n),s}function Cr(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let s=e.clientWidth;Math.abs(s-n)<=1||(n=s,t(s))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}function _t(e,{ticksX:t,ticksY:n,xTitle:r,yTitle:s,kind:i="canvas"}){Object.assign(e.dataset,{chart:i,ticksX:String(t),ticksY:String(n),xTitle:r||"",yTitle:s||""})}var pc=e=>e&&Array.isArray(e._values)?e._values.filter(t=>t!=null&&String(t)!=="").length:0;function Ks(){return{hooks:{draw:[e=>_t(e.root,{kind:"uplot",ticksX:pc(e.axes[0]),ticksY:pc(e.axes[1]),xTitle:e.axes[0].label,yTitle:e.axes[1].label})]}}}function hs(e,t,n,r={}){return{stroke:e,grid:{stroke:t,width:1},ticks:{stroke:t},label:n,labelSize:20,...r}}function qs(e,t){return hs(e,t,"step",{incrs:vo,values:(n,r)=>r.map(s=>Number.isInteger(s)?String(s):"")})}var So='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',bc=`600 13px ${So}`,Kg=`400 11px ${So}`,qg=`400 11px ${So}`,_o=16,gc=14,Jg=124,Xg=110,Zg=12,yc=9,Qg=.87;function e0(e,t=Jg,n=bc){let r=String(e||"").split(/\s+/).filter(Boolean),s=[],i="";for(let o of r){let l=i?`${i} ${o}`:o;i&&mn(l,n)>t?(s.push(i),i=o):i=l}return i&&s.push(i),s.length?s:[""]}function t0(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=so(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Kn[e.state]?Kn[e.state].toLowerCase():String(e.state)}function n0(e,t,n){let r=-t/2,s=-n/2;if(e==="decision"){let o=Math.min(14,n/2),l=[[r+o,s],[r+t-o,s],[r+t,0],[r+t-o,s+n],[r+o,s+n],[r,0]];return Q("polygon",{class:"node-shape",points:l.map(a=>a.join(",")).join(" ")})}let i=e==="root"?n/2:7;return Q("rect",{class:"node-shape",x:r,y:s,width:t,height:n,rx:i,ry:i})}function r0(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let s=(t[r].x+t[r+1].x)/2,i=(t[r].y+t[r+1].y)/2,o=r===t.length-2?t[r+1]:{x:s,y:i};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${o.x.toFixed(1)},${o.y.toFixed(1)}`}return n}var xc=["critical","warning","info"];function s0(){let e=Q("defs");for(let t of["default",...xc])e.append(Q("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},Q("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function i0(){let e=(t,n,r)=>f("span",{class:"legend-item",title:r},f("span",{class:`swatch ${t}`}),n);return f("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function wc(e,t,n,r={}){let s=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(b=>b&&typeof b.id=="string"),i=t&&Array.isArray(t.edges)?t.edges:[];if(!s.length)return V(e,f("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let o=new wo.graphlib.Graph;o.setGraph({rankdir:"TB",nodesep:12,ranksep:40,edgesep:10,marginx:6,marginy:6}),o.setDefaultEdgeLabel(()=>({}));let l=new Map;for(let b of s){let E=(Array.isArray(b.findings)?b.findings:[]).map(P=>n[P]).filter(Boolean),m=e0(b.label||b.id),v=t0(b,E),S=Math.max(...m.map(P=>mn(P,bc)),mn(v,Kg)),A=Math.max(Xg,Math.ceil(S)+2*Zg+(b.kind==="decision"?16:0)),M=m.length*_o+gc+2*yc,Y=b.state!=="triggered"?null:xc.includes(b.severity)?b.severity:so(E)||"warning";l.set(b.id,{node:b,lines:m,caption:v,severity:Y,findings:E}),o.setNode(b.id,{width:A,height:M})}for(let b of i){if(!b||!l.has(b.from)||!l.has(b.to)||b.from===b.to)continue;let E=b.label?String(b.label):"";o.setEdge(b.from,b.to,{label:E,width:E?Math.ceil(mn(E,qg))+8:0,height:E?16:0,labelpos:"c"})}wo.layout(o);let a=o.graph(),c=Math.ceil(a.width||0),d=Math.ceil(a.height||0),h=Q("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${d}`,width:c,height:d,role:"group","aria-label":"Triage flowchart"});h.style.maxWidth=`${c}px`,h.style.minWidth=`${Math.ceil(c*Qg)}px`,h.append(s0());let g=Q("g",{class:"edges"});for(let b of o.edges()){let E=o.edge(b),m=l.get(b.v),v=l.get(b.w),S=m.node.state==="triggered"&&v.node.state==="triggered",A=S?v.severity||m.severity||"warning":"default",M=Q("g",{class:`edge${S?" lit":""} tone-${A}`,"data-from":b.v,"data-to":b.w});if(M.append(Q("path",{d:r0(E.points),"marker-end":`url(#th-arrow-${A})`})),E.label){let Y=E.width||0;M.append(Q("rect",{class:"edge-label-bg",x:E.x-Y/2,y:E.y-8,width:Y,height:16,rx:3}),Q("text",{class:"edge-label",x:E.x,y:E.y,"dominant-baseline":"central","text-anchor":"middle"},E.label))}g.append(M)}h.append(g);let x=Q("g",{class:"nodes"}),_=new Map;for(let b of o.nodes()){let E=o.node(b),m=l.get(b),{node:v}=m,S=["triggered","clear","no_data"].includes(v.state)?v.state:"no_data",A=Q("g",{class:"node",transform:`translate(${E.x.toFixed(1)},${E.y.toFixed(1)})`,"data-node-id":b,"data-state":S,"data-kind":v.kind||"check","data-severity":m.severity,tabindex:"0",role:"button","aria-label":`${v.label||b}: ${Kn[S]||S}`});A.append(Q("title",null,`${v.label||b} (${Kn[S]||S})`)),A.append(n0(v.kind,E.width,E.height));let M=-E.height/2+yc,Y=Q("text",{class:"node-label","text-anchor":"middle"});m.lines.forEach((L,z)=>{Y.append(Q("tspan",{x:0,y:M+_o*(z+.75)},L))}),A.append(Y),A.append(Q("text",{class:"node-caption","text-anchor":"middle",x:0,y:M+m.lines.length*_o+gc*.8},m.caption));let P=L=>{L.preventDefault(),r.onSelect&&r.onSelect(b)};A.addEventListener("click",P),A.addEventListener("keydown",L=>{(L.key==="Enter"||L.key===" ")&&P(L)}),_.set(b,A),x.append(A)}h.append(x),V(e,f("div",{class:"flowchart-scroll"},h),i0());let k=b=>{for(let[E,m]of _){let v=E===b;m.classList.toggle("selected",v),m.setAttribute("aria-pressed",v?"true":"false")}};return k(r.selectedId||null),{select:k}}function o0(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function l0(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return o0(e)}function vc(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async s=>{s.stopPropagation();let i=await l0(e());if(n.textContent=i?"Copied":"Press Ctrl+C",n.classList.toggle("copied",i),!i){let o=n.closest(".code-block")?.querySelector("code");if(o){let l=document.createRange();l.selectNodeContents(o);let a=window.getSelection();a.removeAllRanges(),a.addRange(l)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function kc(e){let n=(Array.isArray(e)?e:[]).map((o,l)=>({finding:o,index:l})).filter(o=>o.finding&&typeof o.finding=="object"),r=new Map,s=[];for(let o of n){let l=o.finding.caused_by,a=l?r.get(l):void 0;if(a){a.symptoms.push(o);continue}let c={...o,symptoms:[]};s.push(c),r.has(o.finding.kind)||r.set(o.finding.kind,c)}let i=o=>Math.min(...[o,...o.symptoms].map(l=>Mn[l.finding.severity]??9));return s.map((o,l)=>[o,l]).sort(([o,l],[a,c])=>i(o)-i(a)||l-c).map(([o])=>o)}function Js(e){let t=Object.fromEntries(Object.keys(Mn).map(n=>[n,0]));for(let n of Array.isArray(e)?e:[])n&&n.severity in t&&t[n.severity]++;return t}var Qn=e=>typeof e=="number"&&Number.isFinite(e),a0={2:"²",3:"³",4:"⁴"},c0={basis:["Thresholds from",e=>e==="xprof"?"xprof (the TensorFlow profiler's input-bound classes)":kt(e)],batch_power:["Batch-size dimensions",e=>Qn(e)&&e>1?`${e} (the tensor grows as batch size${a0[e]||`^${e}`})`:kt(e)],batch_size_bound:["Largest batch size for that tensor",kt],no_batch_size_fits:["No batch size fits",kt],norm_ratio_first_to_last:["First layer's gradient norm / last layer's",e=>Qn(e)?`${le(e)}x`:kt(e)],rule:["Detected by",kt]};function u0(e,t){if(/(^|_)bytes($|_)/.test(e)&&Qn(t))return De(t);if(/_ms$/.test(e)&&Qn(t))return`${le(t)} ms`;if(/_s$/.test(e)&&Qn(t))return dc(t);if(/(^|_)share$/.test(e)){if(Qn(t))return Nr(t);if(t&&typeof t=="object"&&!Array.isArray(t))return Object.entries(t).map(([n,r])=>`${n}: ${Qn(r)?Nr(r):kt(r)}`).join(" · ")}return kt(t)}function _c(e){return!e||typeof e!="object"?[]:Object.entries(e).map(([t,n])=>{let r=c0[t],s=r?r[0]:is(t.replace(/_(ms|s)$/,"")),i=r?r[1](n):u0(t,n);return{key:t,label:s,text:i}})}function Sc(e){let t=e in Mn?e:"info";return f("span",{class:`badge sev-${t}`},e||"info")}function d0(e){return f("span",{class:`badge state-${e}`},Kn[e]||e)}function f0(e){let t=_c(e);return t.length?f("table",{class:"evidence-table"},f("tbody",null,t.map(({key:n,label:r,text:s})=>f("tr",null,f("th",{scope:"row",title:n},r),f("td",null,s))))):null}function Fn(e,t="python"){return f("div",{class:"code-block"},f("div",{class:"code-toolbar"},f("span",{class:"code-lang"},t),vc(()=>e)),f("pre",null,f("code",null,e)))}function h0(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:f("div",{class:"fix"},f("h4",null,"Fix"),t?f("p",{class:"fix-text"},On(t)):null,n?Fn(n):null)}function p0(e,t){let n=[];n.push(f("span",{class:"meta-item"},"Severity ",Sc(e.severity)));let r=Tr(e);if(r&&n.push(f("span",{class:"meta-item finding-step"},f("strong",null,r))),e.layer){let i=e.node==="input_pipeline"?"Transformation ":"Layer ";n.push(f("span",{class:"meta-item finding-layer"},i,f("code",null,String(e.layer))))}e.kind&&n.push(f("span",{class:"meta-item kind"},f("code",null,e.kind))),e.caused_by&&n.push(f("span",{class:"meta-item caused-by"},"Follows from ",f("strong",null,me(e.caused_by))));let s=f0(e.evidence);return f("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},f("p",{class:"finding-summary"},On(e.summary||e.kind||"Finding")),f("div",{class:"finding-meta"},n),s?f("h4",null,"Evidence"):null,s,h0(e.fix))}function Ec(e,t){delete e.dataset.nodeId,delete e.dataset.state,V(e,f("h3",null,"Evidence"),f("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function Tc(e,t,n,{onClose:r}={}){let s=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=s;let o=(Array.isArray(t.findings)?t.findings:[]).map(a=>[n[a],a]).filter(([a])=>a),l;o.length?l=o.map(([a,c])=>p0(a,c)):s==="clear"?l=f("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):s==="triggered"?l=f("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):l=[f("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),f("p",{class:"hint"},f("strong",null,"To get evidence: "),On(fa(t.id)))],V(e,f("div",{class:"panel-head"},f("h3",null,t.label||t.id),d0(s),f("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),f("p",{class:"node-id muted"},"Node ",f("code",null,t.id)),l)}function Xs(e,t,{selectedNode:n,onSelect:r,showKind:s=!1}={}){if(!t.length){V(e,f("h3",null,"Findings"),f("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let i=({finding:o,index:l})=>f("button",{type:"button",class:`finding-item${o.node&&o.node===n?" selected":""}`,"data-finding-index":l,"data-node":o.node||"",onclick:()=>o.node&&r&&r(o.node,o),title:o.node?`Show node ${o.node}`:""},Sc(o.severity),f("span",{class:"finding-item-text"},s&&o.kind?f("span",{class:"finding-item-kind"},me(o.kind)):null,On(o.summary||o.kind)),Tr(o)?f("span",{class:"finding-item-step"},Tr(o)):null);V(e,f("h3",null,`Findings (${t.length})`),f("ul",{class:"findings-list"},kc(t).map(o=>f("li",{"data-kind":o.finding.kind},i(o),o.symptoms.length?f("ul",{class:"symptoms-list","aria-label":`Symptoms of ${me(o.finding.kind)}`},o.symptoms.map(l=>f("li",{class:"symptom","data-caused-by":o.finding.kind},i(l)))):null))))}var m0="uplot",g0="u-hz",y0="u-vt",b0="u-title",x0="u-wrap",w0="u-under",v0="u-over",k0="u-axis",nr="u-off",_0="u-select",S0="u-cursor-x",E0="u-cursor-y",T0="u-cursor-pt",A0="u-legend",$0="u-live",N0="u-inline",M0="u-series",C0="u-marker",Ac="u-label",L0="u-value",ms="width",gs="height";var $c="bottom",Lr="left",Eo="right",Vo="#000",Nc=Vo+"0",To="mousemove",Mc="mousedown",Ao="mouseup",Cc="mouseenter",Lc="mouseleave",Oc="dblclick",O0="resize",I0="scroll",Ic="change",ni="dppxchange",Ho="--",zr=typeof window<"u",Lo=zr?document:null,Ir=zr?window:null,R0=zr?navigator:null,_e,Zs;function Oo(){let e=devicePixelRatio;_e!=e&&(_e=e,Zs&&Ro(Ic,Zs,Oo),Zs=matchMedia(`(min-resolution: ${_e-.001}dppx) and (max-resolution: ${_e+.001}dppx)`),rr(Ic,Zs,Oo),Ir.dispatchEvent(new CustomEvent(ni)))}function Pt(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Io(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Re(e,t,n){e.style[t]=n+"px"}function tn(e,t,n,r){let s=Lo.createElement(e);return t!=null&&Pt(s,t),n?.insertBefore(s,r),s}function Gt(e,t){return tn("div",e,t)}var Rc=new WeakMap;function gn(e,t,n,r,s){let i="translate("+t+"px,"+n+"px)",o=Rc.get(e);i!=o&&(e.style.transform=i,Rc.set(e,i),t<0||n<0||t>r||n>s?Pt(e,nr):Io(e,nr))}var Fc=new WeakMap;function Pc(e,t,n){let r=t+n,s=Fc.get(e);r!=s&&(Fc.set(e,r),e.style.background=t,e.style.borderColor=n)}var jc=new WeakMap;function zc(e,t,n,r){let s=t+""+n,i=jc.get(e);s!=i&&(jc.set(e,s),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var Wo={passive:!0},F0={...Wo,capture:!0};function rr(e,t,n,r){t.addEventListener(e,n,r?F0:Wo)}function Ro(e,t,n,r){t.removeEventListener(e,n,Wo)}zr&&Oo();function nn(e,t,n,r){let s;n=n||0,r=r||t.length-1;let i=r<=2147483647;for(;r-n>1;)s=i?n+r>>1:jt((n+r)/2),t[s]<e?n=s:r=s;return e-t[n]<=t[r]-e?n:r}function hu(e){return(n,r,s)=>{let i=-1,o=-1;for(let l=r;l<=s;l++)if(e(n[l])){i=l;break}for(let l=s;l>=r;l--)if(e(n[l])){o=l;break}return[i,o]}}var pu=e=>e!=null,mu=e=>e!=null&&e>0,ii=hu(pu),P0=hu(mu);function j0(e,t,n,r=0,s=!1){let i=s?P0:ii,o=s?mu:pu;[t,n]=i(e,t,n);let l=e[t],a=e[t];if(t>-1)if(r==1)l=e[t],a=e[n];else if(r==-1)l=e[n],a=e[t];else for(let c=t;c<=n;c++){let d=e[c];o(d)&&(d<l?l=d:d>a&&(a=d))}return[l??$e,a??-$e]}function oi(e,t,n,r){let s=Vc(e),i=Vc(t);e==t&&(s==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?kn:gu,l=s==1?jt:Yt,a=i==1?Yt:jt,c=l(o(qe(e))),d=a(o(qe(t))),h=Rr(n,c),g=Rr(n,d);return n==10&&(c<0&&(h=Ne(h,-c)),d<0&&(g=Ne(g,-d))),r||n==2?(e=h*s,t=g*i):(e=wu(e,h),t=li(t,g)),[e,t]}function Go(e,t,n,r){let s=oi(e,t,n,r);return e==0&&(s[0]=0),t==0&&(s[1]=0),s}var Yo=.1,Bc={mode:3,pad:Yo},bs={pad:0,soft:null,mode:0},z0={min:bs,max:bs};function ri(e,t,n,r){return ai(n)?Dc(e,t,n):(bs.pad=n,bs.soft=r?0:null,bs.mode=r?3:0,Dc(e,t,z0))}function ve(e,t){return e??t}function B0(e,t,n){for(t=ve(t,0),n=ve(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Dc(e,t,n){let r=n.min,s=n.max,i=ve(r.pad,0),o=ve(s.pad,0),l=ve(r.hard,-$e),a=ve(s.hard,$e),c=ve(r.soft,$e),d=ve(s.soft,-$e),h=ve(r.mode,0),g=ve(s.mode,0),x=t-e,_=kn(x),k=St(qe(e),qe(t)),b=kn(k),E=qe(b-_);(x<1e-24||E>10)&&(x=0,(e==0||t==0)&&(x=1e-24,h==2&&c!=$e&&(i=0),g==2&&d!=-$e&&(o=0)));let m=x||k||1e3,v=kn(m),S=Rr(10,jt(v)),A=m*(x==0?e==0?.1:1:i),M=Ne(wu(e-A,S/10),24),Y=e>=c&&(h==1||h==3&&M<=c||h==2&&M>=c)?c:$e,P=St(l,M<Y&&e>=Y?Y:rn(Y,M)),L=m*(x==0?t==0?.1:1:o),z=Ne(li(t+L,S/10),24),N=t<=d&&(g==1||g==3&&z>=d||g==2&&z<=d)?d:-$e,F=rn(a,z>N&&t<=N?N:St(N,z));return P==F&&P==0&&(F=100),[P,F]}var D0=new Intl.NumberFormat(zr?R0.language:"en-US"),Uo=e=>D0.format(e),zt=Math,ti=zt.PI,qe=zt.abs,jt=zt.floor,Ke=zt.round,Yt=zt.ceil,rn=zt.min,St=zt.max,Rr=zt.pow,Vc=zt.sign,kn=zt.log10,gu=zt.log2,V0=(e,t=1)=>zt.sinh(e)*t,$o=(e,t=1)=>zt.asinh(e/t),$e=1/0;function Hc(e){return(kn((e^e>>31)-(e>>31))|0)+1}function Fo(e,t,n){return rn(St(e,t),n)}function yu(e){return typeof e=="function"}function be(e){return yu(e)?e:()=>e}var H0=()=>{},bu=e=>e,xu=(e,t)=>t,W0=e=>null,Wc=e=>!0,Gc=(e,t)=>e==t,G0=/\.\d*?(?=9{6,}|0{6,})/gm,sr=e=>{if(ku(e)||jn.has(e))return e;let t=`${e}`,n=t.match(G0);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[s,i]=t.split("e");return+`${sr(s)}e${i}`}return Ne(e,r)};function er(e,t){return sr(Ne(sr(e/t))*t)}function li(e,t){return sr(Yt(sr(e/t))*t)}function wu(e,t){return sr(jt(sr(e/t))*t)}function Ne(e,t=0){if(ku(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return Ke(r)/n}var jn=new Map;function vu(e){return((""+e).split(".")[1]||"").length}function ws(e,t,n,r){let s=[],i=r.map(vu);for(let o=t;o<n;o++){let l=qe(o),a=Ne(Rr(e,o),l);for(let c=0;c<r.length;c++){let d=e==10?+`${r[c]}e${o}`:r[c]*a,h=(o>=0?0:l)+(o>=i[c]?0:i[c]),g=e==10?d:Ne(d,h);s.push(g),jn.set(g,h)}}return s}var xs={},Ko=[],Fr=[null,null],Pn=Array.isArray,ku=Number.isInteger,Y0=e=>e===void 0;function Yc(e){return typeof e=="string"}function ai(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function U0(e){return e!=null&&typeof e=="object"}var K0=Object.getPrototypeOf(Uint8Array),_u="__proto__";function Pr(e,t=ai){let n;if(Pn(e)){let r=e.find(s=>s!=null);if(Pn(r)||t(r)){n=Array(e.length);for(let s=0;s<e.length;s++)n[s]=Pr(e[s],t)}else n=e.slice()}else if(e instanceof K0)n=e.slice();else if(t(e)){n={};for(let r in e)r!=_u&&(n[r]=Pr(e[r],t))}else n=e;return n}function Ye(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let s in r)s!=_u&&(ai(e[s])?Ye(e[s],Pr(r[s])):e[s]=Pr(r[s]))}return e}var q0=0,J0=1,X0=2;function Z0(e,t,n){for(let r=0,s,i=-1;r<t.length;r++){let o=t[r];if(o>i){for(s=o-1;s>=0&&e[s]==null;)e[s--]=null;for(s=o+1;s<n&&e[s]==null;)e[i=s++]=null}}}function Q0(e,t){if(ny(e)){let o=e[0].slice();for(let l=1;l<e.length;l++)o.push(...e[l].slice(1));return ry(o[0])||(o=ty(o)),o}let n=new Set;for(let o=0;o<e.length;o++){let a=e[o][0],c=a.length;for(let d=0;d<c;d++)n.add(a[d])}let r=[Array.from(n).sort((o,l)=>o-l)],s=r[0].length,i=new Map;for(let o=0;o<s;o++)i.set(r[0][o],o);for(let o=0;o<e.length;o++){let l=e[o],a=l[0];for(let c=1;c<l.length;c++){let d=l[c],h=Array(s).fill(void 0),g=t?t[o][c]:J0,x=[];for(let _=0;_<d.length;_++){let k=d[_],b=i.get(a[_]);k===null?g!=q0&&(h[b]=k,g==X0&&x.push(b)):h[b]=k}Z0(h,x,s),r.push(h)}}return r}var ey=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function ty(e){let t=e[0],n=t.length,r=Array(n);for(let i=0;i<r.length;i++)r[i]=i;r.sort((i,o)=>t[i]-t[o]);let s=[];for(let i=0;i<e.length;i++){let o=e[i],l=Array(n);for(let a=0;a<n;a++)l[a]=o[r[a]];s.push(l)}return s}function ny(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let s=e[r][0];if(s.length!=n)return!1;if(s!=t){for(let i=0;i<n;i++)if(s[i]!=t[i])return!1}}return!0}function ry(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,s=n-1;for(;r<=s&&e[r]==null;)r++;for(;s>=r&&e[s]==null;)s--;if(s<=r)return!0;let i=St(1,jt((s-r+1)/t));for(let o=e[r],l=r+i;l<=s;l+=i){let a=e[l];if(a!=null){if(a<=o)return!1;o=a}}return!0}var Su=["January","February","March","April","May","June","July","August","September","October","November","December"],Eu=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function Tu(e){return e.slice(0,3)}var sy=Eu.map(Tu),iy=Su.map(Tu),oy={MMMM:Su,MMM:iy,WWWW:Eu,WWW:sy};function ps(e){return(e<10?"0":"")+e}function ly(e){return(e<10?"00":e<100?"0":"")+e}var ay={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>ps(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>ps(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>ps(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>ps(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>ps(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>ly(e.getMilliseconds())};function qo(e,t){t=t||oy;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,s;for(;s=r.exec(e);)n.push(s[0][0]=="{"?ay[s[1]]:s[0]);return i=>{let o="";for(let l=0;l<n.length;l++)o+=typeof n[l]=="string"?n[l]:n[l](i,t);return o}}var cy=new Intl.DateTimeFormat().resolvedOptions().timeZone;function uy(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==cy?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var Au=e=>e%1==0,si=[1,2,2.5,5],dy=ws(10,-32,0,si),$u=ws(10,0,32,si),fy=$u.filter(Au),tr=dy.concat($u),Jo=`
`,Nu="{YYYY}",Uc=Jo+Nu,Mu="{M}/{D}",ys=Jo+Mu,Qs=ys+"/{YY}",Cu="{aa}",hy="{h}:{mm}",Or=hy+Cu,Kc=Jo+Or,qc=":{ss}",Ee=null;function Lu(e){let t=e*1e3,n=t*60,r=n*60,s=r*24,i=s*30,o=s*365,a=(e==1?ws(10,0,3,si).filter(Au):ws(10,-3,0,si)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,s,s*2,s*3,s*4,s*5,s*6,s*7,s*8,s*9,s*10,s*15,i,i*2,i*3,i*4,i*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,Nu,Ee,Ee,Ee,Ee,Ee,Ee,1],[s*28,"{MMM}",Uc,Ee,Ee,Ee,Ee,Ee,1],[s,Mu,Uc,Ee,Ee,Ee,Ee,Ee,1],[r,"{h}"+Cu,Qs,Ee,ys,Ee,Ee,Ee,1],[n,Or,Qs,Ee,ys,Ee,Ee,Ee,1],[t,qc,Qs+" "+Or,Ee,ys+" "+Or,Ee,Kc,Ee,1],[e,qc+".{fff}",Qs+" "+Or,Ee,ys+" "+Or,Ee,Kc,Ee,1]];function d(h){return(g,x,_,k,b,E)=>{let m=[],v=b>=o,S=b>=i&&b<o,A=h(_),M=Ne(A*e,3),Y=No(A.getFullYear(),v?0:A.getMonth(),S||v?1:A.getDate()),P=Ne(Y*e,3);if(S||v){let L=S?b/i:0,z=v?b/o:0,N=M==P?M:Ne(No(Y.getFullYear()+z,Y.getMonth()+L,1)*e,3),F=new Date(Ke(N/e)),I=F.getFullYear(),R=F.getMonth();for(let C=0;N<=k;C++){let B=No(I+z*C,R+L*C,1),W=B-h(Ne(B*e,3));N=Ne((+B+W)*e,3),N<=k&&m.push(N)}}else{let L=b>=s?s:b,z=jt(_)-jt(M),N=P+z+li(M-P,L);m.push(N);let F=h(N),I=F.getHours()+F.getMinutes()/n+F.getSeconds()/r,R=b/r,C=g.axes[x]._space,B=E/C;for(;N=Ne(N+b,e==1?0:3),!(N>k);)if(R>1){let W=jt(Ne(I+R,6))%24,K=h(N).getHours()-W;K>1&&(K=-1),N-=K*r,I=(I+R)%24;let O=m[m.length-1];Ne((N-O)/b,3)*B>=.7&&m.push(N)}else m.push(N)}return m}}return[a,c,d]}var[py,my,gy]=Lu(1),[yy,by,xy]=Lu(.001);ws(2,-53,53,[1]);function Jc(e,t){return e.map(n=>n.map((r,s)=>s==0||s==8||r==null?r:t(s==1||n[8]==0?r:n[1]+r)))}function Xc(e,t){return(n,r,s,i,o)=>{let l=t.find(_=>o>=_[0])||t[t.length-1],a,c,d,h,g,x;return r.map(_=>{let k=e(_),b=k.getFullYear(),E=k.getMonth(),m=k.getDate(),v=k.getHours(),S=k.getMinutes(),A=k.getSeconds(),M=b!=a&&l[2]||E!=c&&l[3]||m!=d&&l[4]||v!=h&&l[5]||S!=g&&l[6]||A!=x&&l[7]||l[1];return a=b,c=E,d=m,h=v,g=S,x=A,M(k)})}}function wy(e,t){let n=qo(t);return(r,s,i,o,l)=>s.map(a=>n(e(a)))}function No(e,t,n){return new Date(e,t,n)}function Zc(e,t){return t(e)}var vy="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function Qc(e,t){return(n,r,s,i)=>i==null?Ho:t(e(r))}function ky(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function _y(e,t){return e.series[t].fill(e,t)}var Sy={show:!0,live:!0,isolate:!1,mount:H0,markers:{show:!0,width:2,stroke:ky,fill:_y,dash:"solid"},idx:null,idxs:null,values:[]};function Ey(e,t){let n=e.cursor.points,r=Gt(),s=n.size(e,t);Re(r,ms,s),Re(r,gs,s);let i=s/-2;Re(r,"marginLeft",i),Re(r,"marginTop",i);let o=n.width(e,t,s);return o&&Re(r,"borderWidth",o),r}function Ty(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Ay(e,t){let n=e.series[t].points;return n._stroke||n._fill}function $y(e,t){return e.series[t].points.size}var Mo=[0,0];function Ny(e,t,n){return Mo[0]=t,Mo[1]=n,Mo}function ei(e,t,n,r=!0){return s=>{s.button==0&&(!r||s.target==t)&&n(s)}}function Co(e,t,n,r=!0){return s=>{(!r||s.target==t)&&n(s)}}var My={show:!0,x:!0,y:!0,lock:!1,move:Ny,points:{one:!1,show:Ey,size:$y,width:0,stroke:Ay,fill:Ty},bind:{mousedown:ei,mouseup:ei,click:ei,dblclick:ei,mousemove:Co,mouseleave:Co,mouseenter:Co},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,s)=>r-s,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Ou={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Xo=Ye({},Ou,{filter:xu}),Iu=Ye({},Xo,{size:10}),Ru=Ye({},Ou,{show:!1}),Zo='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',Fu="bold "+Zo,Pu=1.5,eu={show:!0,scale:"x",stroke:Vo,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Fu,side:2,grid:Xo,ticks:Iu,border:Ru,font:Zo,lineGap:Pu,rotate:0},Cy="Value",Ly="Time",tu={show:!0,scale:"x",auto:!1,sorted:1,min:$e,max:-$e,idxs:[]};function Oy(e,t,n,r,s){return t.map(i=>i==null?"":Uo(i))}function Iy(e,t,n,r,s,i,o){let l=[],a=jn.get(s)||0;n=o?n:Ne(li(n,s),a);for(let c=n;c<=r;c=Ne(c+s,a))l.push(Object.is(c,-0)?0:c);return l}function Po(e,t,n,r,s,i,o){let l=[],a=e.scales[e.axes[t].scale].log,c=a==10?kn:gu,d=jt(c(n));s=Rr(a,d),a==10&&(s=tr[nn(s,tr)]);let h=n,g=s*a;a==10&&(g=tr[nn(g,tr)]);do l.push(h),h=h+s,a==10&&!jn.has(h)&&(h=Ne(h,jn.get(s))),h>=g&&(s=h,g=s*a,a==10&&(g=tr[nn(g,tr)]));while(h<=r);return l}function Ry(e,t,n,r,s,i,o){let a=e.scales[e.axes[t].scale].asinh,c=r>a?Po(e,t,St(a,n),r,s):[a],d=r>=0&&n<=0?[0]:[];return(n<-a?Po(e,t,St(a,-r),-n,s):[a]).reverse().map(g=>-g).concat(d,c)}var ju=/./,Fy=/[12357]/,Py=/[125]/,nu=/1/,jo=(e,t,n,r)=>e.map((s,i)=>t==4&&s==0||i%r==0&&n.test(s.toExponential()[s<0?1:0])?s:null);function jy(e,t,n,r,s){let i=e.axes[n],o=i.scale,l=e.scales[o],a=e.valToPos,c=i._space,d=a(10,o),h=a(9,o)-d>=c?ju:a(7,o)-d>=c?Fy:a(5,o)-d>=c?Py:nu;if(h==nu){let g=qe(a(1,o)-d);if(g<c)return jo(t.slice().reverse(),l.distr,h,Yt(c/g)).reverse()}return jo(t,l.distr,h,1)}function zy(e,t,n,r,s){let i=e.axes[n],o=i.scale,l=i._space,a=e.valToPos,c=qe(a(1,o)-a(2,o));return c<l?jo(t.slice().reverse(),3,ju,Yt(l/c)).reverse():t}function By(e,t,n,r){return r==null?Ho:t==null?"":Uo(t)}var ru={show:!0,scale:"y",stroke:Vo,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Fu,side:3,grid:Xo,ticks:Iu,border:Ru,font:Zo,lineGap:Pu,rotate:0};function Dy(e,t){let n=3+(e||1)*2;return Ne(n*t,3)}function Vy(e,t){let{scale:n,idxs:r}=e.series[0],s=e._data[0],i=e.valToPos(s[r[0]],n,!0),o=e.valToPos(s[r[1]],n,!0),l=qe(o-i),a=e.series[t],c=l/(a.points.space*_e);return r[1]-r[0]<=c}var su={scale:null,auto:!0,sorted:0,min:$e,max:-$e},zu=(e,t,n,r,s)=>s,iu={show:!0,auto:!0,sorted:0,gaps:zu,alpha:1,facets:[Ye({},su,{scale:"x"}),Ye({},su,{scale:"y"})]},ou={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:zu,alpha:1,points:{show:Vy,filter:null},values:null,min:$e,max:-$e,idxs:[],path:null,clip:null};function Hy(e,t,n,r,s){return n/10}var Bu={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Wy=Ye({},Bu,{time:!1,ori:1}),lu={};function Du(e,t){let n=lu[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(s=>s!=r)},pub(r,s,i,o,l,a,c){for(let d=0;d<n.plots.length;d++)n.plots[d]!=s&&n.plots[d].pub(r,s,i,o,l,a,c)}},e!=null&&(lu[e]=n)),n}var jr=1,zo=2;function ir(e,t,n){let r=e.mode,s=e.series[t],i=r==2?e._data[t]:e._data,o=e.scales,l=e.bbox,a=i[0],c=r==2?i[1]:i[t],d=r==2?o[s.facets[0].scale]:o[e.series[0].scale],h=r==2?o[s.facets[1].scale]:o[s.scale],g=l.left,x=l.top,_=l.width,k=l.height,b=e.valToPosH,E=e.valToPosV;return d.ori==0?n(s,a,c,d,h,b,E,g,x,_,k,ui,Br,fi,Hu,Gu):n(s,a,c,d,h,E,b,x,g,k,_,di,Dr,tl,Wu,Yu)}function Qo(e,t){let n=0,r=0,s=ve(e.bands,Ko);for(let i=0;i<s.length;i++){let o=s[i];o.series[0]==t?n=o.dir:o.series[1]==t&&(o.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function Gy(e,t,n,r,s){let i=e.mode,o=e.series[t],l=i==2?o.facets[1].scale:o.scale,a=e.scales[l];return s==-1?a.min:s==1?a.max:a.distr==3?a.dir==1?a.min:a.max:0}function _n(e,t,n,r,s,i){return ir(e,t,(o,l,a,c,d,h,g,x,_,k,b)=>{let E=o.pxRound,m=c.dir*(c.ori==0?1:-1),v=c.ori==0?Br:Dr,S,A;m==1?(S=n,A=r):(S=r,A=n);let M=E(h(l[S],c,k,x)),Y=E(g(a[S],d,b,_)),P=E(h(l[A],c,k,x)),L=E(g(i==1?d.max:d.min,d,b,_)),z=new Path2D(s);return v(z,P,L),v(z,M,L),v(z,M,Y),z})}function ci(e,t,n,r,s,i){let o=null;if(e.length>0){o=new Path2D;let l=t==0?fi:tl,a=n;for(let h=0;h<e.length;h++){let g=e[h];if(g[1]>g[0]){let x=g[0]-a;x>0&&l(o,a,r,x,r+i),a=g[1]}}let c=n+s-a,d=10;c>0&&l(o,a,r-d/2,c,r+i+d)}return o}function Yy(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function el(e,t,n,r,s,i,o){let l=[],a=e.length;for(let c=s==1?n:r;c>=n&&c<=r;c+=s)if(t[c]===null){let h=c,g=c;if(s==1)for(;++c<=r&&t[c]===null;)g=c;else for(;--c>=n&&t[c]===null;)g=c;let x=i(e[h]),_=g==h?x:i(e[g]),k=h-s;x=o<=0&&k>=0&&k<a?i(e[k]):x;let E=g+s;_=o>=0&&E>=0&&E<a?i(e[E]):_,_>=x&&l.push([x,_])}return l}function au(e){return e==0?bu:e==1?Ke:t=>er(t,e)}function Vu(e){let t=e==0?ui:di,n=e==0?(s,i,o,l,a,c)=>{s.arcTo(i,o,l,a,c)}:(s,i,o,l,a,c)=>{s.arcTo(o,i,a,l,c)},r=e==0?(s,i,o,l,a)=>{s.rect(i,o,l,a)}:(s,i,o,l,a)=>{s.rect(o,i,a,l)};return(s,i,o,l,a,c=0,d=0)=>{c==0&&d==0?r(s,i,o,l,a):(c=rn(c,l/2,a/2),d=rn(d,l/2,a/2),t(s,i+c,o),n(s,i+l,o,i+l,o+a,c),n(s,i+l,o+a,i,o+a,d),n(s,i,o+a,i,o,d),n(s,i,o,i+l,o,c),s.closePath())}}var ui=(e,t,n)=>{e.moveTo(t,n)},di=(e,t,n)=>{e.moveTo(n,t)},Br=(e,t,n)=>{e.lineTo(t,n)},Dr=(e,t,n)=>{e.lineTo(n,t)},fi=Vu(0),tl=Vu(1),Hu=(e,t,n,r,s,i)=>{e.arc(t,n,r,s,i)},Wu=(e,t,n,r,s,i)=>{e.arc(n,t,r,s,i)},Gu=(e,t,n,r,s,i,o)=>{e.bezierCurveTo(t,n,r,s,i,o)},Yu=(e,t,n,r,s,i,o)=>{e.bezierCurveTo(n,t,s,r,o,i)};function Uu(e){return(t,n,r,s,i)=>ir(t,n,(o,l,a,c,d,h,g,x,_,k,b)=>{let{pxRound:E,points:m}=o,v,S;c.ori==0?(v=ui,S=Hu):(v=di,S=Wu);let A=Ne(m.width*_e,3),M=(m.size-m.width)/2*_e,Y=Ne(M*2,3),P=new Path2D,L=new Path2D,{left:z,top:N,width:F,height:I}=t.bbox;fi(L,z-Y,N-Y,F+Y*2,I+Y*2);let R=C=>{if(a[C]!=null){let B=E(h(l[C],c,k,x)),W=E(g(a[C],d,b,_));v(P,B+M,W),S(P,B,W,M,0,ti*2)}};if(i)i.forEach(R);else for(let C=r;C<=s;C++)R(C);return{stroke:A>0?P:null,fill:P,clip:L,flags:jr|zo}})}function Ku(e){return(t,n,r,s,i,o)=>{r!=s&&(i!=r&&o!=r&&e(t,n,r),i!=s&&o!=s&&e(t,n,s),e(t,n,o))}}var Uy=Ku(Br),Ky=Ku(Dr);function qu(e){let t=ve(e?.alignGaps,0);return(n,r,s,i)=>ir(n,r,(o,l,a,c,d,h,g,x,_,k,b)=>{[s,i]=ii(a,s,i);let E=o.pxRound,m=I=>E(h(I,c,k,x)),v=I=>E(g(I,d,b,_)),S,A;c.ori==0?(S=Br,A=Uy):(S=Dr,A=Ky);let M=c.dir*(c.ori==0?1:-1),Y={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:jr},P=Y.stroke,L=!1;if(i-s>=k*4){let I=D=>n.posToVal(D,c.key,!0),R=null,C=null,B,W,xe,q=m(l[M==1?s:i]),K=m(l[s]),O=m(l[i]),G=I(M==1?K+1:O-1);for(let D=M==1?s:i;D>=s&&D<=i;D+=M){let ee=l[D],H=(M==1?ee<G:ee>G)?q:m(ee),X=a[D];H==q?X!=null?(W=X,R==null?(S(P,H,v(W)),B=R=C=W):W<R?R=W:W>C&&(C=W)):X===null&&(L=!0):(R!=null&&A(P,q,v(R),v(C),v(B),v(W)),X!=null?(W=X,S(P,H,v(W)),R=C=B=W):(R=C=null,X===null&&(L=!0)),q=H,G=I(q+M))}R!=null&&R!=C&&xe!=q&&A(P,q,v(R),v(C),v(B),v(W))}else for(let I=M==1?s:i;I>=s&&I<=i;I+=M){let R=a[I];R===null?L=!0:R!=null&&S(P,m(l[I]),v(R))}let[N,F]=Qo(n,r);if(o.fill!=null||N!=0){let I=Y.fill=new Path2D(P),R=o.fillTo(n,r,o.min,o.max,N),C=v(R),B=m(l[s]),W=m(l[i]);M==-1&&([W,B]=[B,W]),S(I,W,C),S(I,B,C)}if(!o.spanGaps){let I=[];L&&I.push(...el(l,a,s,i,M,m,t)),Y.gaps=I=o.gaps(n,r,s,i,I),Y.clip=ci(I,c.ori,x,_,k,b)}return F!=0&&(Y.band=F==2?[_n(n,r,s,i,P,-1),_n(n,r,s,i,P,1)]:_n(n,r,s,i,P,F)),Y})}function qy(e){let t=ve(e.align,1),n=ve(e.ascDesc,!1),r=ve(e.alignGaps,0),s=ve(e.extend,!1);return(i,o,l,a)=>ir(i,o,(c,d,h,g,x,_,k,b,E,m,v)=>{[l,a]=ii(h,l,a);let S=c.pxRound,{left:A,width:M}=i.bbox,Y=K=>S(_(K,g,m,b)),P=K=>S(k(K,x,v,E)),L=g.ori==0?Br:Dr,z={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:jr},N=z.stroke,F=g.dir*(g.ori==0?1:-1),I=P(h[F==1?l:a]),R=Y(d[F==1?l:a]),C=R,B=R;s&&t==-1&&(B=A,L(N,B,I)),L(N,R,I);for(let K=F==1?l:a;K>=l&&K<=a;K+=F){let O=h[K];if(O==null)continue;let G=Y(d[K]),D=P(O);t==1?L(N,G,I):L(N,C,D),L(N,G,D),I=D,C=G}let W=C;s&&t==1&&(W=A+M,L(N,W,I));let[xe,q]=Qo(i,o);if(c.fill!=null||xe!=0){let K=z.fill=new Path2D(N),O=c.fillTo(i,o,c.min,c.max,xe),G=P(O);L(K,W,G),L(K,B,G)}if(!c.spanGaps){let K=[];K.push(...el(d,h,l,a,F,Y,r));let O=c.width*_e/2,G=n||t==1?O:-O,D=n||t==-1?-O:O;K.forEach(ee=>{ee[0]+=G,ee[1]+=D}),z.gaps=K=c.gaps(i,o,l,a,K),z.clip=ci(K,g.ori,b,E,m,v)}return q!=0&&(z.band=q==2?[_n(i,o,l,a,N,-1),_n(i,o,l,a,N,1)]:_n(i,o,l,a,N,q)),z})}function cu(e,t,n,r,s,i,o=$e){if(e.length>1){let l=null;for(let a=0,c=1/0;a<e.length;a++)if(t[a]!==void 0){if(l!=null){let d=qe(e[a]-e[l]);d<c&&(c=d,o=qe(n(e[a],r,s,i)-n(e[l],r,s,i)))}l=a}}return o}function Jy(e){e=e||xs;let t=ve(e.size,[.6,$e,1]),n=e.align||0,r=e.gap||0,s=e.radius;s=s==null?[0,0]:typeof s=="number"?[s,0]:s;let i=be(s),o=1-t[0],l=ve(t[1],$e),a=ve(t[2],1),c=ve(e.disp,xs),d=ve(e.each,x=>{}),{fill:h,stroke:g}=c;return(x,_,k,b)=>ir(x,_,(E,m,v,S,A,M,Y,P,L,z,N)=>{let F=E.pxRound,I=n,R=r*_e,C=l*_e,B=a*_e,W,xe;S.ori==0?[W,xe]=i(x,_):[xe,W]=i(x,_);let q=S.dir*(S.ori==0?1:-1),K=S.ori==0?fi:tl,O=S.ori==0?d:(se,Ce,Ue,cr,zn,on,Bn)=>{d(se,Ce,Ue,zn,cr,Bn,on)},G=ve(x.bands,Ko).find(se=>se.series[0]==_),D=G!=null?G.dir:0,ee=E.fillTo(x,_,E.min,E.max,D),Z=F(Y(ee,A,N,L)),H,X,oe,fe=z,ne=F(E.width*_e),ue=!1,ge=null,Ae=null,Be=null,He=null;h!=null&&(ne==0||g!=null)&&(ue=!0,ge=h.values(x,_,k,b),Ae=new Map,new Set(ge).forEach(se=>{se!=null&&Ae.set(se,new Path2D)}),ne>0&&(Be=g.values(x,_,k,b),He=new Map,new Set(Be).forEach(se=>{se!=null&&He.set(se,new Path2D)})));let{x0:ht,size:lt}=c;if(ht!=null&&lt!=null){I=1,m=ht.values(x,_,k,b),ht.unit==2&&(m=m.map(Ue=>x.posToVal(P+Ue*z,S.key,!0)));let se=lt.values(x,_,k,b);lt.unit==2?X=se[0]*z:X=M(se[0],S,z,P)-M(0,S,z,P),fe=cu(m,v,M,S,z,P,fe),oe=fe-X+R}else fe=cu(m,v,M,S,z,P,fe),oe=fe*o+R,X=fe-oe;oe<1&&(oe=0),ne>=X/2&&(ne=0),oe<5&&(F=bu);let Kt=oe>0,Et=fe-oe-(Kt?ne:0);X=F(Fo(Et,B,C)),H=(I==0?X/2:I==q?0:X)-I*q*((I==0?R/2:0)+(Kt?ne/2:0));let Me={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},qt=ue?null:new Path2D,bt=null;if(G!=null)bt=x.data[G.series[1]];else{let{y0:se,y1:Ce}=c;se!=null&&Ce!=null&&(v=Ce.values(x,_,k,b),bt=se.values(x,_,k,b))}let Tt=W*X,he=xe*X;for(let se=q==1?k:b;se>=k&&se<=b;se+=q){let Ce=v[se];if(Ce==null)continue;if(bt!=null){let At=bt[se]??0;if(Ce-At==0)continue;Z=Y(At,A,N,L)}let Ue=S.distr!=2||c!=null?m[se]:se,cr=M(Ue,S,z,P),zn=Y(ve(Ce,ee),A,N,L),on=F(cr-H),Bn=F(St(zn,Z)),Ct=F(rn(zn,Z)),Bt=Bn-Ct;if(Ce!=null){let At=Ce<0?he:Tt,Jt=Ce<0?Tt:he;ue?(ne>0&&Be[se]!=null&&K(He.get(Be[se]),on,Ct+jt(ne/2),X,St(0,Bt-ne),At,Jt),ge[se]!=null&&K(Ae.get(ge[se]),on,Ct+jt(ne/2),X,St(0,Bt-ne),At,Jt)):K(qt,on,Ct+jt(ne/2),X,St(0,Bt-ne),At,Jt),O(x,_,se,on-ne/2,Ct,X+ne,Bt)}}return ne>0?Me.stroke=ue?He:qt:ue||(Me._fill=E.width==0?E._fill:E._stroke??E._fill,Me.width=0),Me.fill=ue?Ae:qt,Me})}function Xy(e,t){let n=ve(t?.alignGaps,0);return(r,s,i,o)=>ir(r,s,(l,a,c,d,h,g,x,_,k,b,E)=>{[i,o]=ii(c,i,o);let m=l.pxRound,v=W=>m(g(W,d,b,_)),S=W=>m(x(W,h,E,k)),A,M,Y;d.ori==0?(A=ui,Y=Br,M=Gu):(A=di,Y=Dr,M=Yu);let P=d.dir*(d.ori==0?1:-1),L=v(a[P==1?i:o]),z=L,N=[],F=[];for(let W=P==1?i:o;W>=i&&W<=o;W+=P)if(c[W]!=null){let q=a[W],K=v(q);N.push(z=K),F.push(S(c[W]))}let I={stroke:e(N,F,A,Y,M,m),fill:null,clip:null,band:null,gaps:null,flags:jr},R=I.stroke,[C,B]=Qo(r,s);if(l.fill!=null||C!=0){let W=I.fill=new Path2D(R),xe=l.fillTo(r,s,l.min,l.max,C),q=S(xe);Y(W,z,q),Y(W,L,q)}if(!l.spanGaps){let W=[];W.push(...el(a,c,i,o,P,v,n)),I.gaps=W=l.gaps(r,s,i,o,W),I.clip=ci(W,d.ori,_,k,b,E)}return B!=0&&(I.band=B==2?[_n(r,s,i,o,R,-1),_n(r,s,i,o,R,1)]:_n(r,s,i,o,R,B)),I})}function Zy(e){return Xy(Qy,e)}function Qy(e,t,n,r,s,i){let o=e.length;if(o<2)return null;let l=new Path2D;if(n(l,e[0],t[0]),o==2)r(l,e[1],t[1]);else{let a=Array(o),c=Array(o-1),d=Array(o-1),h=Array(o-1);for(let g=0;g<o-1;g++)d[g]=t[g+1]-t[g],h[g]=e[g+1]-e[g],c[g]=d[g]/h[g];a[0]=c[0];for(let g=1;g<o-1;g++)c[g]===0||c[g-1]===0||c[g-1]>0!=c[g]>0?a[g]=0:(a[g]=3*(h[g-1]+h[g])/((2*h[g]+h[g-1])/c[g-1]+(h[g]+2*h[g-1])/c[g]),isFinite(a[g])||(a[g]=0));a[o-1]=c[o-2];for(let g=0;g<o-1;g++)s(l,e[g]+h[g]/3,t[g]+a[g]*h[g]/3,e[g+1]-h[g]/3,t[g+1]-a[g+1]*h[g]/3,e[g+1],t[g+1])}return l}var Bo=new Set;function uu(){for(let e of Bo)e.syncRect(!0)}zr&&(rr(O0,Ir,uu),rr(I0,Ir,uu,!0),rr(ni,Ir,()=>{Je.pxRatio=_e}));var eb=qu(),tb=Uu();function du(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((i,o)=>Do(i,o,t,n))}function nb(e,t){return e.map((n,r)=>r==0?{}:Ye({},t,n))}function Do(e,t,n,r){return Ye({},t==0?n:r,e)}function Ju(e,t,n){return t==null?Fr:[t,n]}var rb=Ju;function sb(e,t,n){return t==null?Fr:ri(t,n,Yo,!0)}function Xu(e,t,n,r){return t==null?Fr:oi(t,n,e.scales[r].log,!1)}var ib=Xu;function Zu(e,t,n,r){return t==null?Fr:Go(t,n,e.scales[r].log,!1)}var ob=Zu;function lb(e,t,n,r,s){let i=St(Hc(e),Hc(t)),o=t-e,l=nn(s/r*o,n);do{let a=n[l],c=r*a/o;if(c>=s&&i+(a<5?jn.get(a):0)<=17)return[a,c]}while(++l<n.length);return[0,0]}function fu(e){let t,n;return e=e.replace(/(\d+)px/,(r,s)=>(t=Ke((n=+s)*_e))+"px"),[e,t,n]}function ab(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=Ne(t[2]*_e,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Je(e,t,n){let r={mode:ve(e.mode,1)},s=r.mode;function i(u,p,y,w){let T=p.valToPct(u);return w+y*(p.dir==-1?1-T:T)}function o(u,p,y,w){let T=p.valToPct(u);return w+y*(p.dir==-1?T:1-T)}function l(u,p,y,w){return p.ori==0?i(u,p,y,w):o(u,p,y,w)}r.valToPosH=i,r.valToPosV=o;let a=!1;r.status=0;let c=r.root=Gt(m0);if(e.id!=null&&(c.id=e.id),Pt(c,e.class),e.title){let u=Gt(b0,c);u.textContent=e.title}let d=tn("canvas"),h=r.ctx=d.getContext("2d"),g=Gt(x0,c);rr("click",g,u=>{u.target===_&&(Le!=wr||Fe!=vr)&&ct.click(r,u)},!0);let x=r.under=Gt(w0,g);g.appendChild(d);let _=r.over=Gt(v0,g);e=Pr(e);let k=+ve(e.pxAlign,1),b=au(k);(e.plugins||[]).forEach(u=>{u.opts&&(e=u.opts(r,e)||e)});let E=e.ms||.001,m=r.series=s==1?du(e.series||[],tu,ou,!1):nb(e.series||[null],iu),v=r.axes=du(e.axes||[],eu,ru,!0),S=r.scales={},A=r.bands=e.bands||[];A.forEach(u=>{u.fill=be(u.fill||null),u.dir=ve(u.dir,-1)});let M=s==2?m[1].facets[0].scale:m[0].scale,Y={axes:ep,series:qh},P=(e.drawOrder||["axes","series"]).map(u=>Y[u]);function L(u){let p=u.distr==3?y=>kn(y>0?y:u.clamp(r,y,u.min,u.max,u.key)):u.distr==4?y=>$o(y,u.asinh):u.distr==100?y=>u.fwd(y):y=>y;return y=>{let w=p(y),{_min:T,_max:$}=u,j=$-T;return(w-T)/j}}function z(u){let p=S[u];if(p==null){let y=(e.scales||xs)[u]||xs;if(y.from!=null){z(y.from);let w=Ye({},S[y.from],y,{key:u});w.valToPct=L(w),S[u]=w}else{p=S[u]=Ye({},u==M?Bu:Wy,y),p.key=u;let w=p.time,T=p.range,$=Pn(T);if((u!=M||s==2&&!w)&&($&&(T[0]==null||T[1]==null)&&(T={min:T[0]==null?Bc:{mode:1,hard:T[0],soft:T[0]},max:T[1]==null?Bc:{mode:1,hard:T[1],soft:T[1]}},$=!1),!$&&ai(T))){let j=T;T=(U,J,te)=>J==null?Fr:ri(J,te,j)}p.range=be(T||(w?rb:u==M?p.distr==3?ib:p.distr==4?ob:Ju:p.distr==3?Xu:p.distr==4?Zu:sb)),p.auto=be($?!1:p.auto),p.clamp=be(p.clamp||Hy),p._min=p._max=null,p.valToPct=L(p)}}}z("x"),z("y"),s==1&&m.forEach(u=>{z(u.scale)}),v.forEach(u=>{z(u.scale)});for(let u in e.scales)z(u);let N=S[M],F=N.distr,I,R;N.ori==0?(Pt(c,g0),I=i,R=o):(Pt(c,y0),I=o,R=i);let C={};for(let u in S){let p=S[u];(p.min!=null||p.max!=null)&&(C[u]={min:p.min,max:p.max},p.min=p.max=null)}let B=e.tzDate||(u=>new Date(Ke(u/E))),W=e.fmtDate||qo,xe=E==1?gy(B):xy(B),q=Xc(B,Jc(E==1?my:by,W)),K=Qc(B,Zc(vy,W)),O=[],G=r.legend=Ye({},Sy,e.legend),D=r.cursor=Ye({},My,{drag:{y:s==2}},e.cursor),ee=G.show,Z=D.show,H=G.markers;G.idxs=O,H.width=be(H.width),H.dash=be(H.dash),H.stroke=be(H.stroke),H.fill=be(H.fill);let X,oe,fe,ne=[],ue=[],ge,Ae=!1,Be={};if(G.live){let u=m[1]?m[1].values:null;Ae=u!=null,ge=Ae?u(r,1,0):{_:0};for(let p in ge)Be[p]=Ho}if(ee)if(X=tn("table",A0,c),fe=tn("tbody",null,X),G.mount(r,X),Ae){oe=tn("thead",null,X,fe);let u=tn("tr",null,oe);tn("th",null,u);for(var He in ge)tn("th",Ac,u).textContent=He}else Pt(X,N0),G.live&&Pt(X,$0);let ht={show:!0},lt={show:!1};function Kt(u,p){if(p==0&&(Ae||!G.live||s==2))return Fr;let y=[],w=tn("tr",M0,fe,fe.childNodes[p]);Pt(w,u.class),u.show||Pt(w,nr);let T=tn("th",null,w);if(H.show){let U=Gt(C0,T);if(p>0){let J=H.width(r,p);J&&(U.style.border=J+"px "+H.dash(r,p)+" "+H.stroke(r,p)),U.style.background=H.fill(r,p)}}let $=Gt(Ac,T);u.label instanceof HTMLElement?$.appendChild(u.label):$.textContent=u.label,p>0&&(H.show||($.style.color=u.width>0?H.stroke(r,p):H.fill(r,p)),Me("click",T,U=>{if(D._lock)return;Vn(U);let J=m.indexOf(u);if((U.ctrlKey||U.metaKey)!=G.isolate){let te=m.some((re,ie)=>ie>0&&ie!=J&&re.show);m.forEach((re,ie)=>{ie>0&&an(ie,te?ie==J?ht:lt:ht,!0,We.setSeries)})}else an(J,{show:!u.show},!0,We.setSeries)},!1),dr&&Me(Cc,T,U=>{D._lock||(Vn(U),an(m.indexOf(u),_r,!0,We.setSeries))},!1));for(var j in ge){let U=tn("td",L0,w);U.textContent="--",y.push(U)}return[w,y]}let Et=new Map;function Me(u,p,y,w=!0){let T=Et.get(p)||{},$=D.bind[u](r,p,y,w);$&&(rr(u,p,T[u]=$),Et.set(p,T))}function qt(u,p,y){let w=Et.get(p)||{};for(let T in w)(u==null||T==u)&&(Ro(T,p,w[T]),delete w[T]);u==null&&Et.delete(p)}let bt=0,Tt=0,he=0,se=0,Ce=0,Ue=0,cr=Ce,zn=Ue,on=he,Bn=se,Ct=0,Bt=0,At=0,Jt=0;r.bbox={};let Ii=!1,$s=!1,ur=!1,Dn=!1,Ns=!1,Dt=!1;function Ri(u,p,y){(y||u!=r.width||p!=r.height)&&Ll(u,p),gr(!1),ur=!0,$s=!0,yr()}function Ll(u,p){r.width=bt=he=u,r.height=Tt=se=p,Ce=Ue=0,Vh(),Hh();let y=r.bbox;Ct=y.left=er(Ce*_e,.5),Bt=y.top=er(Ue*_e,.5),At=y.width=er(he*_e,.5),Jt=y.height=er(se*_e,.5)}let zh=3;function Bh(){let u=!1,p=0;for(;!u;){p++;let y=Zh(p),w=Qh(p);u=p==zh||y&&w,u||(Ll(r.width,r.height),$s=!0)}}function Dh({width:u,height:p}){Ri(u,p)}r.setSize=Dh;function Vh(){let u=!1,p=!1,y=!1,w=!1;v.forEach((T,$)=>{if(T.show&&T._show){let{side:j,_size:U}=T,J=j%2,te=T.label!=null?T.labelSize:0,re=U+te;re>0&&(J?(he-=re,j==3?(Ce+=re,w=!0):y=!0):(se-=re,j==0?(Ue+=re,u=!0):p=!0))}}),Hn[0]=u,Hn[1]=y,Hn[2]=p,Hn[3]=w,he-=En[1]+En[3],Ce+=En[3],se-=En[2]+En[0],Ue+=En[0]}function Hh(){let u=Ce+he,p=Ue+se,y=Ce,w=Ue;function T($,j){switch($){case 1:return u+=j,u-j;case 2:return p+=j,p-j;case 3:return y-=j,y+j;case 0:return w-=j,w+j}}v.forEach(($,j)=>{if($.show&&$._show){let U=$.side;$._pos=T(U,$._size),$.label!=null&&($._lpos=T(U,$.labelSize))}})}if(D.dataIdx==null){let u=D.hover,p=u.skip=new Set(u.skip??[]);p.add(void 0);let y=u.prox=be(u.prox),w=u.bias??(u.bias=0);D.dataIdx=(T,$,j,U)=>{if($==0)return j;let J=j,te=y(T,$,j,U)??$e,re=te>=0&&te<$e,ie=N.ori==0?he:se,de=D.left,ke=t[0],we=t[$];if(p.has(we[j])){J=null;let ye=null,ce=null,ae;if(w==0||w==-1)for(ae=j;ye==null&&ae-- >0;)p.has(we[ae])||(ye=ae);if(w==0||w==1)for(ae=j;ce==null&&ae++<we.length;)p.has(we[ae])||(ce=ae);if(ye!=null||ce!=null)if(re){let Ie=ye==null?-1/0:I(ke[ye],N,ie,0),je=ce==null?1/0:I(ke[ce],N,ie,0),rt=de-Ie,Te=je-de;rt<=Te?rt<=te&&(J=ye):Te<=te&&(J=ce)}else J=ce==null?ye:ye==null?ce:j-ye<=ce-j?ye:ce}else re&&qe(de-I(ke[j],N,ie,0))>te&&(J=null);return J}}let Vn=u=>{D.event=u};D.idxs=O,D._lock=!1;let pt=D.points;pt.show=be(pt.show),pt.size=be(pt.size),pt.stroke=be(pt.stroke),pt.width=be(pt.width),pt.fill=be(pt.fill);let ln=r.focus=Ye({},e.focus||{alpha:.3},D.focus),dr=ln.prox>=0,fr=dr&&pt.one,Vt=[],hr=[],pr=[];function Ol(u,p){let y=pt.show(r,p);if(y instanceof HTMLElement)return Pt(y,T0),Pt(y,u.class),gn(y,-10,-10,he,se),_.insertBefore(y,Vt[p]),y}function Il(u,p){if(s==1||p>0){let y=s==1&&S[u.scale].time,w=u.value;u.value=y?Yc(w)?Qc(B,Zc(w,W)):w||K:w||By,u.label=u.label||(y?Ly:Cy)}if(fr||p>0){u.width=u.width==null?1:u.width,u.paths=u.paths||eb||W0,u.fillTo=be(u.fillTo||Gy),u.pxAlign=+ve(u.pxAlign,k),u.pxRound=au(u.pxAlign),u.stroke=be(u.stroke||null),u.fill=be(u.fill||null),u._stroke=u._fill=u._paths=u._focus=null;let y=Dy(St(1,u.width),1),w=u.points=Ye({},{size:y,width:St(1,y*.2),stroke:u.stroke,space:y*2,paths:tb,_stroke:null,_fill:null},u.points);w.show=be(w.show),w.filter=be(w.filter),w.fill=be(w.fill),w.stroke=be(w.stroke),w.paths=be(w.paths),w.pxAlign=u.pxAlign}if(ee){let y=Kt(u,p);ne.splice(p,0,y[0]),ue.splice(p,0,y[1]),G.values.push(null)}if(Z){O.splice(p,0,null);let y=null;fr?p==0&&(y=Ol(u,p)):p>0&&(y=Ol(u,p)),Vt.splice(p,0,y),hr.splice(p,0,0),pr.splice(p,0,0)}nt("addSeries",p)}function Wh(u,p){p=p??m.length,u=s==1?Do(u,p,tu,ou):Do(u,p,{},iu),m.splice(p,0,u),Il(m[p],p)}r.addSeries=Wh;function Gh(u){if(m.splice(u,1),ee){G.values.splice(u,1),ue.splice(u,1);let p=ne.splice(u,1)[0];qt(null,p.firstChild),p.remove()}Z&&(O.splice(u,1),Vt.splice(u,1)[0].remove(),hr.splice(u,1),pr.splice(u,1)),nt("delSeries",u)}r.delSeries=Gh;let Hn=[!1,!1,!1,!1];function Yh(u,p){if(u._show=u.show,u.show){let y=u.side%2,w=S[u.scale];w==null&&(u.scale=y?m[1].scale:M,w=S[u.scale]);let T=w.time;u.size=be(u.size),u.space=be(u.space),u.rotate=be(u.rotate),Pn(u.incrs)&&u.incrs.forEach(j=>{!jn.has(j)&&jn.set(j,vu(j))}),u.incrs=be(u.incrs||(w.distr==2?fy:T?E==1?py:yy:tr)),u.splits=be(u.splits||(T&&w.distr==1?xe:w.distr==3?Po:w.distr==4?Ry:Iy)),u.stroke=be(u.stroke),u.grid.stroke=be(u.grid.stroke),u.ticks.stroke=be(u.ticks.stroke),u.border.stroke=be(u.border.stroke);let $=u.values;u.values=Pn($)&&!Pn($[0])?be($):T?Pn($)?Xc(B,Jc($,W)):Yc($)?wy(B,$):$||q:$||Oy,u.filter=be(u.filter||(w.distr>=3&&w.log==10?jy:w.distr==3&&w.log==2?zy:xu)),u.font=fu(u.font),u.labelFont=fu(u.labelFont),u._size=u.size(r,null,p,0),u._space=u._rotate=u._incrs=u._found=u._splits=u._values=null,u._size>0&&(Hn[p]=!0,u._el=Gt(k0,g))}}function Xr(u,p,y,w){let[T,$,j,U]=y,J=p%2,te=0;return J==0&&(U||$)&&(te=p==0&&!T||p==2&&!j?Ke(eu.size/3):0),J==1&&(T||j)&&(te=p==1&&!$||p==3&&!U?Ke(ru.size/2):0),te}let Rl=r.padding=(e.padding||[Xr,Xr,Xr,Xr]).map(u=>be(ve(u,Xr))),En=r._padding=Rl.map((u,p)=>u(r,p,Hn,0)),at,Ze=null,Qe=null,Ms=s==1?m[0].idxs:null,Xt=null,Zr=!1;function Fl(u,p){if(t=u??[],r.data=r._data=t,s==2){at=0;for(let y=1;y<m.length;y++)at+=t[y][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Xt=t[0],at=Xt.length;let y=t;if(F==2){y=t.slice();let w=y[0]=Array(at);for(let T=0;T<at;T++)w[T]=T}r._data=t=y}if(gr(!0),nt("setData"),F==2&&(ur=!0),p!==!1){let y=N;y.auto(r,Zr)?Fi():An(M,y.min,y.max),Dn=Dn||D.left>=0,Dt=!0,yr()}}r.setData=Fl;function Fi(){Zr=!0;let u,p;s==1&&(at>0?(Ze=Ms[0]=0,Qe=Ms[1]=at-1,u=t[0][Ze],p=t[0][Qe],F==2?(u=Ze,p=Qe):u==p&&(F==3?[u,p]=oi(u,u,N.log,!1):F==4?[u,p]=Go(u,u,N.log,!1):N.time?p=u+Ke(86400/E):[u,p]=ri(u,p,Yo,!0))):(Ze=Ms[0]=u=null,Qe=Ms[1]=p=null)),An(M,u,p)}let Cs,mr,Pi,ji,zi,Bi,Di,Vi,Hi,$t;function Pl(u,p,y,w,T,$){u??(u=Nc),y??(y=Ko),w??(w="butt"),T??(T=Nc),$??($="round"),u!=Cs&&(h.strokeStyle=Cs=u),T!=mr&&(h.fillStyle=mr=T),p!=Pi&&(h.lineWidth=Pi=p),$!=zi&&(h.lineJoin=zi=$),w!=Bi&&(h.lineCap=Bi=w),y!=ji&&h.setLineDash(ji=y)}function jl(u,p,y,w){p!=mr&&(h.fillStyle=mr=p),u!=Di&&(h.font=Di=u),y!=Vi&&(h.textAlign=Vi=y),w!=Hi&&(h.textBaseline=Hi=w)}function Wi(u,p,y,w,T=0){if(w.length>0&&u.auto(r,Zr)&&(p==null||p.min==null)){let $=ve(Ze,0),j=ve(Qe,w.length-1),U=y.min==null?j0(w,$,j,T,u.distr==3):[y.min,y.max];u.min=rn(u.min,y.min=U[0]),u.max=St(u.max,y.max=U[1])}}let zl={min:null,max:null};function Uh(){for(let w in S){let T=S[w];C[w]==null&&(T.min==null||C[M]!=null&&T.auto(r,Zr))&&(C[w]=zl)}for(let w in S){let T=S[w];C[w]==null&&T.from!=null&&C[T.from]!=null&&(C[w]=zl)}C[M]!=null&&gr(!0);let u={};for(let w in C){let T=C[w];if(T!=null){let $=u[w]=Pr(S[w],U0);if(T.min!=null)Ye($,T);else if(w!=M||s==2)if(at==0&&$.from==null){let j=$.range(r,null,null,w);$.min=j[0],$.max=j[1]}else $.min=$e,$.max=-$e}}if(at>0){m.forEach((w,T)=>{if(s==1){let $=w.scale,j=C[$];if(j==null)return;let U=u[$];if(T==0){let J=U.range(r,U.min,U.max,$);U.min=J[0],U.max=J[1],Ze=nn(U.min,t[0]),Qe=nn(U.max,t[0]),Qe-Ze>1&&(t[0][Ze]<U.min&&Ze++,t[0][Qe]>U.max&&Qe--),w.min=Xt[Ze],w.max=Xt[Qe]}else w.show&&w.auto&&Wi(U,j,w,t[T],w.sorted);w.idxs[0]=Ze,w.idxs[1]=Qe}else if(T>0&&w.show&&w.auto){let[$,j]=w.facets,U=$.scale,J=j.scale,[te,re]=t[T],ie=u[U],de=u[J];ie!=null&&Wi(ie,C[U],$,te,$.sorted),de!=null&&Wi(de,C[J],j,re,j.sorted),w.min=j.min,w.max=j.max}});for(let w in u){let T=u[w],$=C[w];if(T.from==null&&($==null||$.min==null)){let j=T.range(r,T.min==$e?null:T.min,T.max==-$e?null:T.max,w);T.min=j[0],T.max=j[1]}}}for(let w in u){let T=u[w];if(T.from!=null){let $=u[T.from];if($.min==null)T.min=T.max=null;else{let j=T.range(r,$.min,$.max,w);T.min=j[0],T.max=j[1]}}}let p={},y=!1;for(let w in u){let T=u[w],$=S[w];if($.min!=T.min||$.max!=T.max){$.min=T.min,$.max=T.max;let j=$.distr;$._min=j==3?kn($.min):j==4?$o($.min,$.asinh):j==100?$.fwd($.min):$.min,$._max=j==3?kn($.max):j==4?$o($.max,$.asinh):j==100?$.fwd($.max):$.max,p[w]=y=!0}}if(y){m.forEach((w,T)=>{s==2?T>0&&p.y&&(w._paths=null):p[w.scale]&&(w._paths=null)});for(let w in p)ur=!0,nt("setScale",w);Z&&D.left>=0&&(Dn=Dt=!0)}for(let w in C)C[w]=null}function Kh(u){let p=Fo(Ze-1,0,at-1),y=Fo(Qe+1,0,at-1);for(;u[p]==null&&p>0;)p--;for(;u[y]==null&&y<at-1;)y++;return[p,y]}function qh(){if(at>0){let u=m.some(p=>p._focus)&&$t!=ln.alpha;u&&(h.globalAlpha=$t=ln.alpha),m.forEach((p,y)=>{if(y>0&&p.show&&(Bl(y,!1),Bl(y,!0),p._paths==null)){let w=$t;$t!=p.alpha&&(h.globalAlpha=$t=p.alpha);let T=s==2?[0,t[y][0].length-1]:Kh(t[y]);p._paths=p.paths(r,y,T[0],T[1]),$t!=w&&(h.globalAlpha=$t=w)}}),m.forEach((p,y)=>{if(y>0&&p.show){let w=$t;$t!=p.alpha&&(h.globalAlpha=$t=p.alpha),p._paths!=null&&Dl(y,!1);{let T=p._paths!=null?p._paths.gaps:null,$=p.points.show(r,y,Ze,Qe,T),j=p.points.filter(r,y,$,T);($||j)&&(p.points._paths=p.points.paths(r,y,Ze,Qe,j),Dl(y,!0))}$t!=w&&(h.globalAlpha=$t=w),nt("drawSeries",y)}}),u&&(h.globalAlpha=$t=1)}}function Bl(u,p){let y=p?m[u].points:m[u];y._stroke=y.stroke(r,u),y._fill=y.fill(r,u)}function Dl(u,p){let y=p?m[u].points:m[u],{stroke:w,fill:T,clip:$,flags:j,_stroke:U=y._stroke,_fill:J=y._fill,_width:te=y.width}=y._paths;te=Ne(te*_e,3);let re=null,ie=te%2/2;p&&J==null&&(J=te>0?"#fff":U);let de=y.pxAlign==1&&ie>0;if(de&&h.translate(ie,ie),!p){let ke=Ct-te/2,we=Bt-te/2,ye=At+te,ce=Jt+te;re=new Path2D,re.rect(ke,we,ye,ce)}p?Gi(U,te,y.dash,y.cap,J,w,T,j,$):Jh(u,U,te,y.dash,y.cap,J,w,T,j,re,$),de&&h.translate(-ie,-ie)}function Jh(u,p,y,w,T,$,j,U,J,te,re){let ie=!1;J!=0&&A.forEach((de,ke)=>{if(de.series[0]==u){let we=m[de.series[1]],ye=t[de.series[1]],ce=(we._paths||xs).band;Pn(ce)&&(ce=de.dir==1?ce[0]:ce[1]);let ae,Ie=null;we.show&&ce&&B0(ye,Ze,Qe)?(Ie=de.fill(r,ke)||$,ae=we._paths.clip):ce=null,Gi(p,y,w,T,Ie,j,U,J,te,re,ae,ce),ie=!0}}),ie||Gi(p,y,w,T,$,j,U,J,te,re)}let Vl=jr|zo;function Gi(u,p,y,w,T,$,j,U,J,te,re,ie){Pl(u,p,y,w,T),(J||te||ie)&&(h.save(),J&&h.clip(J),te&&h.clip(te)),ie?(U&Vl)==Vl?(h.clip(ie),re&&h.clip(re),Os(T,j),Ls(u,$,p)):U&zo?(Os(T,j),h.clip(ie),Ls(u,$,p)):U&jr&&(h.save(),h.clip(ie),re&&h.clip(re),Os(T,j),h.restore(),Ls(u,$,p)):(Os(T,j),Ls(u,$,p)),(J||te||ie)&&h.restore()}function Ls(u,p,y){y>0&&(p instanceof Map?p.forEach((w,T)=>{h.strokeStyle=Cs=T,h.stroke(w)}):p!=null&&u&&h.stroke(p))}function Os(u,p){p instanceof Map?p.forEach((y,w)=>{h.fillStyle=mr=w,h.fill(y)}):p!=null&&u&&h.fill(p)}function Xh(u,p,y,w){let T=v[u],$;if(w<=0)$=[0,0];else{let j=T._space=T.space(r,u,p,y,w),U=T._incrs=T.incrs(r,u,p,y,w,j);$=lb(p,y,U,w,j)}return T._found=$}function Yi(u,p,y,w,T,$,j,U,J,te){let re=j%2/2;k==1&&h.translate(re,re),Pl(U,j,J,te,U),h.beginPath();let ie,de,ke,we,ye=T+(w==0||w==3?-$:$);y==0?(de=T,we=ye):(ie=T,ke=ye);for(let ce=0;ce<u.length;ce++)p[ce]!=null&&(y==0?ie=ke=u[ce]:de=we=u[ce],h.moveTo(ie,de),h.lineTo(ke,we));h.stroke(),k==1&&h.translate(-re,-re)}function Zh(u){let p=!0;return v.forEach((y,w)=>{if(!y.show)return;let T=S[y.scale];if(T.min==null){y._show&&(p=!1,y._show=!1,gr(!1));return}else y._show||(p=!1,y._show=!0,gr(!1));let $=y.side,j=$%2,{min:U,max:J}=T,[te,re]=Xh(w,U,J,j==0?he:se);if(re==0)return;let ie=T.distr==2,de=y._splits=y.splits(r,w,U,J,te,re,ie),ke=T.distr==2?de.map(ae=>Xt[ae]):de,we=T.distr==2?Xt[de[1]]-Xt[de[0]]:te,ye=y._values=y.values(r,y.filter(r,ke,w,re,we),w,re,we);y._rotate=$==2?y.rotate(r,ye,w,re):0;let ce=y._size;y._size=Yt(y.size(r,ye,w,u)),ce!=null&&y._size!=ce&&(p=!1)}),p}function Qh(u){let p=!0;return Rl.forEach((y,w)=>{let T=y(r,w,Hn,u);T!=En[w]&&(p=!1),En[w]=T}),p}function ep(){for(let u=0;u<v.length;u++){let p=v[u];if(!p.show||!p._show)continue;let y=p.side,w=y%2,T,$,j=p.stroke(r,u),U=y==0||y==3?-1:1,[J,te]=p._found;if(p.label!=null){let wt=p.labelGap*U,It=Ke((p._lpos+wt)*_e);jl(p.labelFont[0],j,"center",y==2?"top":$c),h.save(),w==1?(T=$=0,h.translate(It,Ke(Bt+Jt/2)),h.rotate((y==3?-ti:ti)/2)):(T=Ke(Ct+At/2),$=It);let Yn=yu(p.label)?p.label(r,u,J,te):p.label;h.fillText(Yn,T,$),h.restore()}if(te==0)continue;let re=S[p.scale],ie=w==0?At:Jt,de=w==0?Ct:Bt,ke=p._splits,we=re.distr==2?ke.map(wt=>Xt[wt]):ke,ye=re.distr==2?Xt[ke[1]]-Xt[ke[0]]:J,ce=p.ticks,ae=p.border,Ie=ce.show?ce.size:0,je=Ke(Ie*_e),rt=Ke((p.alignTo==2?p._size-Ie-p.gap:p.gap)*_e),Te=p._rotate*-ti/180,ze=b(p._pos*_e),Lt=(je+rt)*U,xt=ze+Lt;$=w==0?xt:0,T=w==1?xt:0;let Ht=p.font[0],Zt=p.align==1?Lr:p.align==2?Eo:Te>0?Lr:Te<0?Eo:w==0?"center":y==3?Eo:Lr,un=Te||w==1?"middle":y==2?"top":$c;jl(Ht,j,Zt,un);let Ot=p.font[1]*p.lineGap,Wt=ke.map(wt=>b(l(wt,re,ie,de))),Qt=p._values;for(let wt=0;wt<Qt.length;wt++){let It=Qt[wt];if(It!=null){w==0?T=Wt[wt]:$=Wt[wt],It=""+It;let Yn=It.indexOf(`
`)==-1?[It]:It.split(/\n/gm);for(let vt=0;vt<Yn.length;vt++){let la=Yn[vt];Te?(h.save(),h.translate(T,$+vt*Ot),h.rotate(Te),h.fillText(la,0,0),h.restore()):h.fillText(la,T,$+vt*Ot)}}}ce.show&&Yi(Wt,ce.filter(r,we,u,te,ye),w,y,ze,je,Ne(ce.width*_e,3),ce.stroke(r,u),ce.dash,ce.cap);let dn=p.grid;dn.show&&Yi(Wt,dn.filter(r,we,u,te,ye),w,w==0?2:1,w==0?Bt:Ct,w==0?Jt:At,Ne(dn.width*_e,3),dn.stroke(r,u),dn.dash,dn.cap),ae.show&&Yi([ze],[1],w==0?1:0,w==0?1:2,w==1?Bt:Ct,w==1?Jt:At,Ne(ae.width*_e,3),ae.stroke(r,u),ae.dash,ae.cap)}nt("drawAxes")}function gr(u){m.forEach((p,y)=>{y>0&&(p._paths=null,u&&(s==1?(p.min=null,p.max=null):p.facets.forEach(w=>{w.min=null,w.max=null})))})}let Is=!1,Ui=!1,Qr=[];function tp(){Ui=!1;for(let u=0;u<Qr.length;u++)nt(...Qr[u]);Qr.length=0}function yr(){Is||(ey(Hl),Is=!0)}function np(u,p=!1){Is=!0,Ui=p,u(r),Hl(),p&&Qr.length>0&&queueMicrotask(tp)}r.batch=np;function Hl(){if(Ii&&(Uh(),Ii=!1),ur&&(Bh(),ur=!1),$s){if(Re(x,Lr,Ce),Re(x,"top",Ue),Re(x,ms,he),Re(x,gs,se),Re(_,Lr,Ce),Re(_,"top",Ue),Re(_,ms,he),Re(_,gs,se),Re(g,ms,bt),Re(g,gs,Tt),d.width=Ke(bt*_e),d.height=Ke(Tt*_e),v.forEach(({_el:u,_show:p,_size:y,_pos:w,side:T})=>{if(u!=null)if(p){let $=T===3||T===0?y:0,j=T%2==1;Re(u,j?"left":"top",w-$),Re(u,j?"width":"height",y),Re(u,j?"top":"left",j?Ue:Ce),Re(u,j?"height":"width",j?se:he),Io(u,nr)}else Pt(u,nr)}),Cs=mr=Pi=zi=Bi=Di=Vi=Hi=ji=null,$t=1,ns(!0),Ce!=cr||Ue!=zn||he!=on||se!=Bn){gr(!1);let u=he/on,p=se/Bn;if(Z&&!Dn&&D.left>=0){D.left*=u,D.top*=p,br&&gn(br,Ke(D.left),0,he,se),xr&&gn(xr,0,Ke(D.top),he,se);for(let y=0;y<Vt.length;y++){let w=Vt[y];w!=null&&(hr[y]*=u,pr[y]*=p,gn(w,Yt(hr[y]),Yt(pr[y]),he,se))}}if(Oe.show&&!Ns&&Oe.left>=0&&Oe.width>0){Oe.left*=u,Oe.width*=u,Oe.top*=p,Oe.height*=p;for(let y in Qi)Re(kr,y,Oe[y])}cr=Ce,zn=Ue,on=he,Bn=se}nt("setSize"),$s=!1}bt>0&&Tt>0&&(h.clearRect(0,0,d.width,d.height),nt("drawClear"),P.forEach(u=>u()),nt("draw")),Oe.show&&Ns&&(Rs(Oe),Ns=!1),Z&&Dn&&(Gn(null,!0,!1),Dn=!1),G.show&&G.live&&Dt&&(Xi(),Dt=!1),a||(a=!0,r.status=1,nt("ready")),Zr=!1,Is=!1}r.redraw=(u,p)=>{ur=p||!1,u!==!1?An(M,N.min,N.max):yr()};function Ki(u,p){let y=S[u];if(y.from==null){if(at==0){let w=y.range(r,p.min,p.max,u);p.min=w[0],p.max=w[1]}if(p.min>p.max){let w=p.min;p.min=p.max,p.max=w}if(at>1&&p.min!=null&&p.max!=null&&p.max-p.min<1e-16)return;u==M&&y.distr==2&&at>0&&(p.min=nn(p.min,t[0]),p.max=nn(p.max,t[0]),p.min==p.max&&p.max++),C[u]=p,Ii=!0,yr()}}r.setScale=Ki;let qi,Ji,br,xr,Wl,Gl,wr,vr,Yl,Ul,Le,Fe,Tn=!1,ct=D.drag,et=ct.x,tt=ct.y;Z&&(D.x&&(qi=Gt(S0,_)),D.y&&(Ji=Gt(E0,_)),N.ori==0?(br=qi,xr=Ji):(br=Ji,xr=qi),Le=D.left,Fe=D.top);let Oe=r.select=Ye({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),kr=Oe.show?Gt(_0,Oe.over?_:x):null;function Rs(u,p){if(Oe.show){for(let y in u)Oe[y]=u[y],y in Qi&&Re(kr,y,u[y]);p!==!1&&nt("setSelect")}}r.setSelect=Rs;function rp(u){if(m[u].show)ee&&Io(ne[u],nr);else if(ee&&Pt(ne[u],nr),Z){let y=fr?Vt[0]:Vt[u];y!=null&&gn(y,-10,-10,he,se)}}function An(u,p,y){Ki(u,{min:p,max:y})}function an(u,p,y,w){p.focus!=null&&ap(u),p.show!=null&&m.forEach((T,$)=>{$>0&&(u==$||u==null)&&(T.show=p.show,rp($),s==2?(An(T.facets[0].scale,null,null),An(T.facets[1].scale,null,null)):An(T.scale,null,null),yr())}),y!==!1&&nt("setSeries",u,p),w&&rs("setSeries",r,u,p)}r.setSeries=an;function sp(u,p){Ye(A[u],p)}function ip(u,p){u.fill=be(u.fill||null),u.dir=ve(u.dir,-1),p=p??A.length,A.splice(p,0,u)}function op(u){u==null?A.length=0:A.splice(u,1)}r.addBand=ip,r.setBand=sp,r.delBand=op;function lp(u,p){m[u].alpha=p,Z&&Vt[u]!=null&&(Vt[u].style.opacity=p),ee&&ne[u]&&(ne[u].style.opacity=p)}let wn,$n,Wn,_r={focus:!0};function ap(u){if(u!=Wn){let p=u==null,y=ln.alpha!=1;m.forEach((w,T)=>{if(s==1||T>0){let $=p||T==0||T==u;w._focus=p?null:$,y&&lp(T,$?1:ln.alpha)}}),Wn=u,y&&yr()}}ee&&dr&&Me(Lc,X,u=>{D._lock||(Vn(u),Wn!=null&&an(null,_r,!0,We.setSeries))});function cn(u,p,y){let w=S[p];y&&(u=u/_e-(w.ori==1?Ue:Ce));let T=he;w.ori==1&&(T=se,u=T-u),w.dir==-1&&(u=T-u);let $=w._min,j=w._max,U=u/T,J=$+(j-$)*U,te=w.distr;return te==3?Rr(10,J):te==4?V0(J,w.asinh):te==100?w.bwd(J):J}function cp(u,p){let y=cn(u,M,p);return nn(y,t[0],Ze,Qe)}r.valToIdx=u=>nn(u,t[0]),r.posToIdx=cp,r.posToVal=cn,r.valToPos=(u,p,y)=>S[p].ori==0?i(u,S[p],y?At:he,y?Ct:0):o(u,S[p],y?Jt:se,y?Bt:0),r.setCursor=(u,p,y)=>{Le=u.left,Fe=u.top,Gn(null,p,y)};function Kl(u,p){Re(kr,Lr,Oe.left=u),Re(kr,ms,Oe.width=p)}function ql(u,p){Re(kr,"top",Oe.top=u),Re(kr,gs,Oe.height=p)}let es=N.ori==0?Kl:ql,ts=N.ori==1?Kl:ql;function up(){if(ee&&G.live)for(let u=s==2?1:0;u<m.length;u++){if(u==0&&Ae)continue;let p=G.values[u],y=0;for(let w in p)ue[u][y++].firstChild.nodeValue=p[w]}}function Xi(u,p){if(u!=null&&(u.idxs?u.idxs.forEach((y,w)=>{O[w]=y}):Y0(u.idx)||O.fill(u.idx),G.idx=O[0]),ee&&G.live){for(let y=0;y<m.length;y++)(y>0||s==1&&!Ae)&&dp(y,O[y]);up()}Dt=!1,p!==!1&&nt("setLegend")}r.setLegend=Xi;function dp(u,p){let y=m[u],w=u==0&&F==2?Xt:t[u],T;Ae?T=y.values(r,u,p)??Be:(T=y.value(r,p==null?null:w[p],u,p),T=T==null?Be:{_:T}),G.values[u]=T}function Gn(u,p,y){Yl=Le,Ul=Fe,[Le,Fe]=D.move(r,Le,Fe),D.left=Le,D.top=Fe,Z&&(br&&gn(br,Ke(Le),0,he,se),xr&&gn(xr,0,Ke(Fe),he,se));let w,T=Ze>Qe;wn=$e,$n=null;let $=N.ori==0?he:se,j=N.ori==1?he:se;if(Le<0||at==0||T){w=D.idx=null;for(let U=0;U<m.length;U++){let J=Vt[U];J!=null&&gn(J,-10,-10,he,se)}dr&&an(null,_r,!0,u==null&&We.setSeries),G.live&&(O.fill(w),Dt=!0)}else{let U,J,te;s==1&&(U=N.ori==0?Le:Fe,J=cn(U,M),w=D.idx=nn(J,t[0],Ze,Qe),te=I(t[0][w],N,$,0));let re=-10,ie=-10,de=0,ke=0,we=!0,ye="",ce="";for(let ae=s==2?1:0;ae<m.length;ae++){let Ie=m[ae],je=O[ae],rt=je==null?null:s==1?t[ae][je]:t[ae][1][je],Te=D.dataIdx(r,ae,w,J),ze=Te==null?null:s==1?t[ae][Te]:t[ae][1][Te];if(Dt=Dt||ze!=rt||Te!=je,O[ae]=Te,ae>0&&Ie.show){let Lt=Te==null?-10:Te==w?te:I(s==1?t[0][Te]:t[ae][0][Te],N,$,0),xt=ze==null?-10:R(ze,s==1?S[Ie.scale]:S[Ie.facets[1].scale],j,0);if(dr&&ze!=null){let Ht=N.ori==1?Le:Fe,Zt=qe(ln.dist(r,ae,Te,xt,Ht));if(Zt<wn){let un=ln.bias;if(un!=0){let Ot=cn(Ht,Ie.scale),Wt=ze>=0?1:-1,Qt=Ot>=0?1:-1;Qt==Wt&&(Qt==1?un==1?ze>=Ot:ze<=Ot:un==1?ze<=Ot:ze>=Ot)&&(wn=Zt,$n=ae)}else wn=Zt,$n=ae}}if(Dt||fr){let Ht,Zt;N.ori==0?(Ht=Lt,Zt=xt):(Ht=xt,Zt=Lt);let un,Ot,Wt,Qt,dn,wt,It=!0,Yn=pt.bbox;if(Yn!=null){It=!1;let vt=Yn(r,ae);Wt=vt.left,Qt=vt.top,un=vt.width,Ot=vt.height}else Wt=Ht,Qt=Zt,un=Ot=pt.size(r,ae);if(wt=pt.fill(r,ae),dn=pt.stroke(r,ae),fr)ae==$n&&wn<=ln.prox&&(re=Wt,ie=Qt,de=un,ke=Ot,we=It,ye=wt,ce=dn);else{let vt=Vt[ae];vt!=null&&(hr[ae]=Wt,pr[ae]=Qt,zc(vt,un,Ot,It),Pc(vt,wt,dn),gn(vt,Yt(Wt),Yt(Qt),he,se))}}}}if(fr){let ae=ln.prox,Ie=Wn==null?wn<=ae:wn>ae||$n!=Wn;if(Dt||Ie){let je=Vt[0];je!=null&&(hr[0]=re,pr[0]=ie,zc(je,de,ke,we),Pc(je,ye,ce),gn(je,Yt(re),Yt(ie),he,se))}}}if(Oe.show&&Tn)if(u!=null){let[U,J]=We.scales,[te,re]=We.match,[ie,de]=u.cursor.sync.scales,ke=u.cursor.drag;if(et=ke._x,tt=ke._y,et||tt){let{left:we,top:ye,width:ce,height:ae}=u.select,Ie=u.scales[ie].ori,je=u.posToVal,rt,Te,ze,Lt,xt,Ht=U!=null&&te(U,ie),Zt=J!=null&&re(J,de);Ht&&et?(Ie==0?(rt=we,Te=ce):(rt=ye,Te=ae),ze=S[U],Lt=I(je(rt,ie),ze,$,0),xt=I(je(rt+Te,ie),ze,$,0),es(rn(Lt,xt),qe(xt-Lt))):es(0,$),Zt&&tt?(Ie==1?(rt=we,Te=ce):(rt=ye,Te=ae),ze=S[J],Lt=R(je(rt,de),ze,j,0),xt=R(je(rt+Te,de),ze,j,0),ts(rn(Lt,xt),qe(xt-Lt))):ts(0,j)}else eo()}else{let U=qe(Yl-Wl),J=qe(Ul-Gl);if(N.ori==1){let de=U;U=J,J=de}et=ct.x&&U>=ct.dist,tt=ct.y&&J>=ct.dist;let te=ct.uni;te!=null?et&&tt&&(et=U>=te,tt=J>=te,!et&&!tt&&(J>U?tt=!0:et=!0)):ct.x&&ct.y&&(et||tt)&&(et=tt=!0);let re,ie;et&&(N.ori==0?(re=wr,ie=Le):(re=vr,ie=Fe),es(rn(re,ie),qe(ie-re)),tt||ts(0,j)),tt&&(N.ori==1?(re=wr,ie=Le):(re=vr,ie=Fe),ts(rn(re,ie),qe(ie-re)),et||es(0,$)),!et&&!tt&&(es(0,0),ts(0,0))}if(ct._x=et,ct._y=tt,u==null){if(y){if(oa!=null){let[U,J]=We.scales;We.values[0]=U!=null?cn(N.ori==0?Le:Fe,U):null,We.values[1]=J!=null?cn(N.ori==1?Le:Fe,J):null}rs(To,r,Le,Fe,he,se,w)}if(dr){let U=y&&We.setSeries,J=ln.prox;Wn==null?wn<=J&&an($n,_r,!0,U):wn>J?an(null,_r,!0,U):$n!=Wn&&an($n,_r,!0,U)}}Dt&&(G.idx=w,Xi()),p!==!1&&nt("setCursor")}let Nn=null;Object.defineProperty(r,"rect",{get(){return Nn==null&&ns(!1),Nn}});function ns(u=!1){u?Nn=null:(Nn=_.getBoundingClientRect(),nt("syncRect",Nn))}function Jl(u,p,y,w,T,$,j){D._lock||Tn&&u!=null&&u.movementX==0&&u.movementY==0||(Zi(u,p,y,w,T,$,j,!1,u!=null),u!=null?Gn(null,!0,!0):Gn(p,!0,!1))}function Zi(u,p,y,w,T,$,j,U,J){if(Nn==null&&ns(!1),Vn(u),u!=null)y=u.clientX-Nn.left,w=u.clientY-Nn.top;else{if(y<0||w<0){Le=-10,Fe=-10;return}let[te,re]=We.scales,ie=p.cursor.sync,[de,ke]=ie.values,[we,ye]=ie.scales,[ce,ae]=We.match,Ie=p.axes[0].side%2==1,je=N.ori==0?he:se,rt=N.ori==1?he:se,Te=Ie?$:T,ze=Ie?T:$,Lt=Ie?w:y,xt=Ie?y:w;if(we!=null?y=ce(te,we)?l(de,S[te],je,0):-10:y=je*(Lt/Te),ye!=null?w=ae(re,ye)?l(ke,S[re],rt,0):-10:w=rt*(xt/ze),N.ori==1){let Ht=y;y=w,w=Ht}}J&&(p==null||p.cursor.event.type==To)&&((y<=1||y>=he-1)&&(y=er(y,he)),(w<=1||w>=se-1)&&(w=er(w,se))),U?(Wl=y,Gl=w,[wr,vr]=D.move(r,y,w)):(Le=y,Fe=w)}let Qi={width:0,height:0,left:0,top:0};function eo(){Rs(Qi,!1)}let Xl,Zl,Ql,ea;function ta(u,p,y,w,T,$,j){Tn=!0,et=tt=ct._x=ct._y=!1,Zi(u,p,y,w,T,$,j,!0,!1),u!=null&&(Me(Ao,Lo,na,!1),rs(Mc,r,wr,vr,he,se,null));let{left:U,top:J,width:te,height:re}=Oe;Xl=U,Zl=J,Ql=te,ea=re}function na(u,p,y,w,T,$,j){Tn=ct._x=ct._y=!1,Zi(u,p,y,w,T,$,j,!1,!0);let{left:U,top:J,width:te,height:re}=Oe,ie=te>0||re>0,de=Xl!=U||Zl!=J||Ql!=te||ea!=re;if(ie&&de&&Rs(Oe),ct.setScale&&ie&&de){let ke=U,we=te,ye=J,ce=re;if(N.ori==1&&(ke=J,we=re,ye=U,ce=te),et&&An(M,cn(ke,M),cn(ke+we,M)),tt)for(let ae in S){let Ie=S[ae];ae!=M&&Ie.from==null&&Ie.min!=$e&&An(ae,cn(ye+ce,ae),cn(ye,ae))}eo()}else D.lock&&(D._lock=!D._lock,Gn(p,!0,u!=null));u!=null&&(qt(Ao,Lo),rs(Ao,r,Le,Fe,he,se,null))}function fp(u,p,y,w,T,$,j){if(D._lock)return;Vn(u);let U=Tn;if(Tn){let J=!0,te=!0,re=10,ie,de;N.ori==0?(ie=et,de=tt):(ie=tt,de=et),ie&&de&&(J=Le<=re||Le>=he-re,te=Fe<=re||Fe>=se-re),ie&&J&&(Le=Le<wr?0:he),de&&te&&(Fe=Fe<vr?0:se),Gn(null,!0,!0),Tn=!1}Le=-10,Fe=-10,O.fill(null),Gn(null,!0,!0),U&&(Tn=U)}function ra(u,p,y,w,T,$,j){D._lock||(Vn(u),Fi(),eo(),u!=null&&rs(Oc,r,Le,Fe,he,se,null))}function sa(){v.forEach(ab),Ri(r.width,r.height,!0)}rr(ni,Ir,sa);let Sr={};Sr.mousedown=ta,Sr.mousemove=Jl,Sr.mouseup=na,Sr.dblclick=ra,Sr.setSeries=(u,p,y,w)=>{let T=We.match[2];y=T(r,p,y),y!=-1&&an(y,w,!0,!1)},Z&&(Me(Mc,_,ta),Me(To,_,Jl),Me(Cc,_,u=>{Vn(u),ns(!1)}),Me(Lc,_,fp),Me(Oc,_,ra),Bo.add(r),r.syncRect=ns);let Fs=r.hooks=e.hooks||{};function nt(u,p,y){Ui?Qr.push([u,p,y]):u in Fs&&Fs[u].forEach(w=>{w.call(null,r,p,y)})}(e.plugins||[]).forEach(u=>{for(let p in u.hooks)Fs[p]=(Fs[p]||[]).concat(u.hooks[p])});let ia=(u,p,y)=>y,We=Ye({key:null,setSeries:!1,filters:{pub:Wc,sub:Wc},scales:[M,m[1]?m[1].scale:null],match:[Gc,Gc,ia],values:[null,null]},D.sync);We.match.length==2&&We.match.push(ia),D.sync=We;let oa=We.key,to=Du(oa);function rs(u,p,y,w,T,$,j){We.filters.pub(u,p,y,w,T,$,j)&&to.pub(u,p,y,w,T,$,j)}to.sub(r);function hp(u,p,y,w,T,$,j){We.filters.sub(u,p,y,w,T,$,j)&&Sr[u](null,p,y,w,T,$,j)}r.pub=hp;function pp(){to.unsub(r),Bo.delete(r),Et.clear(),Ro(ni,Ir,sa),c.remove(),X?.remove(),nt("destroy")}r.destroy=pp;function no(){nt("init",e,t),Fl(t||e.data,!1),C[M]?Ki(M,C[M]):Fi(),Ns=Oe.show&&(Oe.width>0||Oe.height>0),Dn=Dt=!0,Ri(e.width,e.height)}return m.forEach(Il),v.forEach(Yh),n?n instanceof HTMLElement?(n.appendChild(c),no()):n(r,no):no(),r}Je.assign=Ye;Je.fmtNum=Uo;Je.rangeNum=ri;Je.rangeLog=oi;Je.rangeAsinh=Go;Je.orient=ir;Je.pxRatio=_e;Je.join=Q0;Je.fmtDate=qo,Je.tzDate=uy;Je.sync=Du;{Je.addGap=Yy,Je.clipGaps=ci;let e=Je.paths={points:Uu};e.linear=qu,e.stepped=qy,e.bars=Jy,e.spline=Zy}function Qu(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var sn=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function cb(){let e=Qu();return e?e.classList.contains("dark-mode")?"dark":"light":sn&&sn.matches?"dark":"light"}function ed(e){let t=document.documentElement,n=()=>{let o=cb();t.dataset.theme!==o&&(t.dataset.theme=o,t.style.colorScheme=o,e&&e(o))};n();let r=[],s=Qu();if(s)try{let o=new window.parent.MutationObserver(n);o.observe(s,{attributes:!0,attributeFilter:["class"]}),r.push(()=>o.disconnect())}catch{}if(sn){let o=()=>n();sn.addEventListener?sn.addEventListener("change",o):sn.addListener&&sn.addListener(o),r.push(()=>{sn.removeEventListener?sn.removeEventListener("change",o):sn.removeListener&&sn.removeListener(o)})}let i=()=>r.splice(0).forEach(o=>o());return window.addEventListener("pagehide",i,{once:!0}),i}function Xe(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function or(e,t){return hc(Xe(e,""),t)}var td=240,sd=e=>Xn(e)||"NaN",nd=e=>Number((10**e).toPrecision(12));function ub(e){return e==null?"":le(e,3)}function nl(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((l,a)=>{if(typeof l!="number"||!Number.isFinite(l))return;let c=n[a];r.set(l,typeof c=="number"&&Number.isFinite(c)?c:null)});let s=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(l=>l&&typeof l.step=="number").sort((l,a)=>l.step-a.step);for(let l of s)r.set(l.step,null);let i=[...r.keys()].sort((l,a)=>l-a),o=i.map(l=>r.get(l));return{xs:i,ys:o,nonfinite:s}}function db(e){let t=1/0,n=-1/0;for(let s of e)s!=null&&(s<t&&(t=s),s>n&&(n=s));let r=t!==1/0&&t>0;return{possible:r,suggested:r&&n/t>1e4}}function fb(e,t,n){let r=e?{range:(i,o,l)=>{if(!Number.isFinite(o)||!Number.isFinite(l))return[0,1];let a=Math.floor(o+1e-9);return[a,Math.max(a+1,Math.ceil(l-1e-9))]}}:{range:(i,o,l)=>{if(o===null||l===null||!Number.isFinite(o)||!Number.isFinite(l))return[0,1];if(o===l)return[o-Math.abs(o||1)*.1,l+Math.abs(l||1)*.1];let a=(l-o)*.05;return[o-a,l+a]}},s=hs(t,n,e?`${me(st.loss)} (log scale)`:me(st.loss),{...e?{splits:i=>Mr(10**i.scales.y.min,10**i.scales.y.max).map(Math.log10),filter:(i,o)=>o}:{},size:(i,o)=>{if(!o)return 50;let l=Math.max(...o.map(a=>String(a).length),3);return Math.ceil(l*7.5)+14},values:(i,o)=>o.map(l=>ub(e?nd(l):l))});return{scale:r,axis:s,toPlot:i=>i==null?null:e?Math.log10(i):i,value:(i,o)=>o==null?"—":le(e?nd(o):o,6)}}function hi(e){let n=(e&&Array.isArray(e.findings)?e.findings:[]).find(r=>r&&r.kind===Cn.training_error);if(n){let r=n.evidence&&Number.isInteger(n.evidence.completed_steps)?n.evidence.completed_steps:null,s=Tr(n);return r===0?`No loss was logged: training ${s||"crashed"}, before any step finished. The findings say why.`:`No loss was logged: training ${s||"crashed"}. The findings say why.`}return"No loss was logged for this run yet."}function rd(e,{color:t=["--critical","#d32f2f"],label:n=r=>sd(r.value)}={}){return{hooks:{draw:[r=>{let s=e();if(!s.length)return;let{ctx:i}=r,{left:o,top:l,width:a,height:c}=r.bbox,d=window.devicePixelRatio||1;i.save(),i.beginPath(),i.rect(o,l,a,c),i.clip(),i.strokeStyle=Xe(...t),i.fillStyle=i.strokeStyle,i.lineWidth=1.5*d,i.setLineDash([4*d,3*d]),i.font=`${11*d}px system-ui, sans-serif`,i.textBaseline="top";let h=!1;for(let g of s){let x=Math.round(r.valToPos(g.step,"x",!0))+.5;if(!(x<o-1||x>o+a+1)&&(i.beginPath(),i.moveTo(x,l),i.lineTo(x,l+c),i.stroke(),!h)){let _=n(g),k=i.measureText(_).width,b=x+4*d+k>o+a?x-4*d-k:x+4*d;i.fillText(_,b,l+4*d),h=!0}}i.restore()}]}}}function rl(e,{toggleId:t}){let n=f("input",{type:"checkbox",id:t}),r=f("label",{class:"log-toggle",for:t,hidden:!0},n," Log scale"),s=null,i=null,o=!1,l=()=>{s&&s.destroy(),s=null};function a(d){if(i=d,l(),V(e),r.hidden=!i||!i.xs.length,!i||!i.xs.length)return;let h=db(i.series.flatMap(v=>v.ys));n.disabled=!h.possible,o||(n.checked=h.suggested);let g=h.possible&&n.checked,x=Xe("--fg-muted","#666"),_=Xe("--grid","rgba(0,0,0,0.08)"),k=fb(g,x,_),b=i.markers||[],E=i.repairs||[],m={width:Math.max(200,e.clientWidth||e.parentElement&&e.parentElement.clientWidth||600),height:td,plugins:[rd(()=>b),rd(()=>E,{color:["--info","#1967d2"],label:()=>"repaired"}),Ks()],scales:{x:{time:!1,range:(v,S,A)=>{if(S===null||A===null)return[0,1];if(S===A)return[S-1,A+1];let M=b.length?(A-S)*.02:0;return[S-M,A+M]}},y:k.scale},axes:[qs(x,_),k.axis],series:[{label:"step"},...i.series.map(v=>({label:v.label,stroke:Xe(...v.stroke),width:2,spanGaps:!1,points:{show:i.xs.length<=60,size:4},value:k.value}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};s=new Je(m,[i.xs,...i.series.map(v=>v.ys.map(k.toPlot))],e)}n.addEventListener("change",()=>{o=!0,a(i)});let c=new ResizeObserver(()=>{if(!s)return;let d=Math.max(200,e.clientWidth);Math.abs(d-s.width)>1&&s.setSize({width:d,height:td})});return c.observe(e),{toggle:r,draw:a,redraw:()=>i&&a(i),destroy(){c.disconnect(),l()}}}function id(e){let t=f("h3",null,me(st.loss)),n=f("p",{class:"chart-note",id:"loss-note",role:"status"}),r=f("div",{class:"chart-box",id:"loss-plot"}),s=rl(r,{toggleId:"loss-log-scale"});V(e,f("div",{class:"card-head"},t,s.toggle),n,r);let i=null;return{update(o,l,a=null){let c=a&&Array.isArray(a.repairs)?a.repairs.map(x=>({step:x.step})):[],d=l?`${l}|${c.map(x=>x.step).join(",")}`:null;if(d&&d===i)return;i=d;let h=nl(o||{}),g=h.nonfinite;if(e.dataset.points=String(h.xs.length),e.dataset.nonfinite=String(g.length),e.dataset.repairs=String(c.length),!h.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",s.draw(null);return}if(g.length){let x=g[0],_=g.length-1;n.className="chart-note alert",n.textContent=`The loss became ${sd(x.value)} at step ${x.step}`+(_?` (${_} more non-finite step${_===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${h.xs.length} step${h.xs.length===1?"":"s"} logged; all finite.`;if(c.length){let x=c.map(_=>_.step).join(", ");n.textContent+=` Heal repaired the run at step${c.length===1?"":"s"} ${x} (marked "repaired"): the updates since its last snapshot were undone and training went on.`}s.draw({xs:h.xs,markers:g,repairs:c,series:[{label:me(st.loss),stroke:["--accent","#1967d2"],ys:h.ys}]})},showNote(o){i=null,s.draw(null),e.dataset.points="0",n.className="chart-note muted",n.textContent=o},showError(o){i=null,s.draw(null),n.className="chart-note error-text",n.textContent=o},retheme:()=>s.redraw(),destroy:()=>s.destroy()}}function gt(e){return f("h2",{class:"section-title"},e)}function Se({id:e,className:t="",title:n,aside:r=null,hidden:s=!1},...i){let o=typeof n=="string"?f("h3",null,n):n,l=typeof r=="string"?f("span",{class:"muted small"},r):r;return f("section",{class:`card ${t}`.trim(),id:e,hidden:s},f("div",{class:"card-head"},o,l),...i)}function Vr(e,{id:t,onchange:n}){let r=f("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:f("label",{class:"inline-picker"},f("span",null,e),r)}}function vs(e,t,n,r=s=>s){let s=t.join(`
`);e.dataset.options!==s&&(V(e,t.map(i=>f("option",{value:i},r(i)))),e.dataset.options=s),n!==null&&(e.value=n),e.disabled=!t.length}function Nt(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function ut(e,t){e.hidden=!t,e.textContent=t||""}function lr(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}function pi(e,{summaryOf:t,render:n,focusOf:r,applyFocus:s}){let i=null;return{async update(o,l){let a=t(l);Nt(e,!!a);let c=a?JSON.stringify(a):null;!a||c===i||(i=c,n(a))},focusFinding(o){let l=r(o);return!l||e.hidden?!1:(s(l),e.scrollIntoView({block:"nearest"}),!0)},retheme(){},destroy(){V(e)}}}var sl=12,hb=2,il=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function od(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return Pe(e.length,"item");let t=e.slice(0,sl).map(kt).join(", ");return e.length>sl?`${t} and ${e.length-sl} more`:t}return il(e)&&!Object.keys(e).length?"none":kt(e)}function ol(e,t=[]){if(!il(e))return[{key:t.join(" › ")||"Value",value:od(e)}];let n=[];for(let[r,s]of Object.entries(e)){let i=[...t,is(r)];il(s)&&Object.keys(s).length&&i.length<hb?n.push(...ol(s,i)):n.push({key:i.join(" › "),value:od(s)})}return n}function mi(e){return{area:e,create:(t,n)=>pb(t,n,e)}}function pb(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=f("tbody");V(e,gt(t.title),Se({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},f("table",{class:"evidence-table generic-summary"},r)));let s=null;return{async update(i,o){let l=o&&o.areas?o.areas[n]:void 0,a=l!=null;Nt(e,a);let c=a?JSON.stringify(l):null;!a||c===s||(s=c,V(r,ol(l).map(({key:d,value:h})=>f("tr",null,f("th",{scope:"row"},d),f("td",null,h)))))},focusFinding:()=>!1,retheme(){},destroy(){V(e)}}}var ld=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
`;var gb=["input_shape","layer_input","layer_rank","layer_call"],yb=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],yn=e=>Array.isArray(e)?e:[];function cd(e){let t=e&&e.areas&&e.areas[pe.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=yn(t.loss_checks).filter(s=>s&&typeof s=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function ud(e){return yn(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:ks(t.y_true),yPred:ks(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function dd(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>it(n)===pe.shapes)}function ks(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function ll(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>ks(t&&t.shape)).join("  ")}function gi(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function ad(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function bb(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function fd(e,t){let n=t.some(a=>gb.includes(ad(a))&&(a.evidence||{}).source==="the data"),r=t.some(a=>yb.includes(ad(a))),s=e.data||{},i=yn(s.x),o=yn(s.y),l=(a,c,d,h)=>c&&c.path?`${a}.${c.path}`:h>1?`${a}[${d}]`:a;return{data:[...i.map((a,c)=>({role:l("x",a,c,i.length),spec:a,mismatch:n})),...o.map((a,c)=>({role:l("y",a,c,o.length),spec:a,mismatch:r}))],model:[...yn(e.model_inputs).map(a=>({role:"input",spec:a,mismatch:n,note:a.inferred?"(subclassed: taken from the data)":a.name?`\`${a.name}\``:""})),...yn(e.model_outputs).map(a=>({role:"output",spec:a,mismatch:r,note:a.layer?`of \`${a.layer}\``:""}))],losses:yn(e.loss).map(a=>a.name)}}function hd(e,t,n){let r=new Map;for(let i of t)typeof i.layer=="string"&&i.layer&&!r.has(i.layer)&&r.set(i.layer,i);let s=new Set;return yn(e.rows).map(i=>{let o=r.get(i.name),l=i.status==="failed",a=!!o||l,c=!!(o&&o.severity==="warning"),d=[`depth-${Math.min(i.depth||0,9)}`,i.trainable===!1?"not-trainable":"",a?"row-mismatch":"",c?"row-warning":"",i.status?`row-${i.status}`:"",n&&i.name===n?"focused":""].filter(Boolean),h=null;a&&!s.has(i.name)&&(s.add(i.name),h=o?bb(o):i.error||"This call failed.");let g=x=>x&&x[0]||null;return{row:i,classes:d,bad:a,warning:c,outputs:i.outputs&&i.outputs.length?ll(i.outputs):l?"—":"",dtype:(g(i.outputs)||{}).dtype||(g(i.inputs)||{}).dtype||"",status:l?"failed here":i.status==="raised_inside"?"raised inside":"",note:h}})}function pd(e,t){let r=yn(e.rows).filter(s=>(s.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${Pe(r,"layer call")} · ${gi(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${gi(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function md(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=yn(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var yd=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function gd({role:e,spec:t,mismatch:n,note:r}){return f("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},f("span",{class:"spec-role"},e),f("span",{class:"spec-shape"},ks(t&&t.shape)),f("span",{class:"spec-dtype"},t&&t.dtype||""),r?f("span",{class:"muted"},On(r)):null)}function xb(e,t){let n=fd(e,t);return[f("div",{class:"spec-box",id:"data-spec"},f("h4",null,"Data (one batch)"),f("ul",{class:"spec-list"},n.data.map(gd),n.data.length?null:f("li",{class:"muted"},"Not known (a generator?)"))),f("div",{class:"spec-box",id:"model-spec"},f("h4",null,"Model"),f("ul",{class:"spec-list"},n.model.map(gd),n.losses.length?f("li",{class:"spec-item","data-role":"loss"},f("span",{class:"spec-role"},"loss"),f("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function wb({row:e,classes:t,bad:n,warning:r,outputs:s,dtype:i,status:o,note:l}){return[f("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},f("td",{class:"num muted"},String(e.index)),f("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},f("span",{class:"layer-name"},e.name),f("span",{class:"layer-class"},e.class)),f("td",{class:"shape-cell"},ll(e.inputs)),f("td",{class:"shape-cell"},s),f("td",{class:"shape-cell muted"},i),f("td",{class:"num"},gi(e.params)),f("td",null,e.trainable===!1?"no":"yes"),f("td",{class:"status-cell"},o)),l===null?null:f("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},f("td",null,""),f("td",{colspan:yd.length-1},l))]}function vb(e,t){Ge("trainhealth-shapes-style",ld),e.id="shape-health",e.hidden=!0;let n=null,r=null,s=[],i=null,o=f("p",{class:"shape-note muted",id:"shape-note",role:"status"}),l=f("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),a=f("div",{class:"spec-compare",id:"shape-specs"}),c=f("div",{class:"table-scroll shape-scroll"}),d=Se({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},o,l,a,c),h=f("tbody"),g=Se({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},f("table",{class:"data-table",id:"loss-shapes-table"},f("thead",null,f("tr",null,["Step","y_true","y_pred","Verdict"].map(b=>f("th",null,b)))),h));V(e,gt(t.title),d,g);function x(b){g.hidden=!b.length,V(h,ud(b).map(E=>f("tr",{class:E.ok?null:"mismatch"},f("td",{class:"num"},E.step),f("td",{class:"shape-cell"},E.yTrue),f("td",{class:"shape-cell"},E.yPred),f("td",null,E.verdict))))}function _(b,E){o.textContent=pd(b,E);let m=md(b);l.hidden=!m,V(l,On(m)),V(a,xb(b,s));let v=f("tr",null,yd.map(([S,A])=>f("th",A?{class:A}:null,S)));V(c,f("table",{class:"data-table shape-table",id:"shape-table"},f("thead",null,v),f("tbody",null,hd(b,s,i).map(wb))))}function k(b){i=b;for(let S of c.querySelectorAll("tr.focused"))S.classList.remove("focused");let E=b?[...c.querySelectorAll("tr[data-layer]")].filter(S=>S.dataset.layer===b):[];for(let S of E)S.classList.add("focused");let m=E[0]||d;d.dataset.focused=b||"";let v=()=>m.scrollIntoView&&m.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(v):v()}return{async update(b,E){b!==n&&(n=b,r=null,i=null),s=dd(E);let m=cd(E);if(Nt(e,!!m),!m)return;let v=`${JSON.stringify(m)}
${JSON.stringify(s)}`;v!==r&&(r=v,d.hidden=!m.table,m.table&&_(m.table,m.tables),x(m.lossChecks),i&&m.table&&k(i))},focusFinding(b){return it(b)!==pe.shapes||e.hidden?!1:(k(typeof b.layer=="string"?b.layer:null),!0)},retheme(){},destroy(){V(e)}}}var bd={area:pe.shapes,create:vb};var xd=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
`;var wd=`/* The layer x step heatmap (heatmap.js), for every view that draws one.
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
`;var Sb=/^(.*?\d+)(?=$|[^0-9A-Za-z])/;function Eb(e){let t=Sb.exec(String(e));return t?t[1]:null}function al(e){let t=Array.isArray(e)?e.length:0;if(t<=48)return null;let n=e.map(Eb),r=n.slice();for(let o=0;o<t;o++){if(r[o]!==null)continue;let l=o-1;for(;l>=0&&n[l]===null;)l--;let a=o+1;for(;a<t&&n[a]===null;)a++;l>=0&&a<t&&n[l]===n[a]&&(r[o]=n[l])}let s=[],i=new Map;for(let o=0;o<t;o++){let l=s[s.length-1];if(r[o]!==null&&l&&l.key===r[o]){l.members.push(o);continue}let a=r[o]===null?String(e[o]):r[o],c=i.get(a)||0;i.set(a,c+1),s.push({id:c?`${a}#${c+1}`:a,key:r[o],label:a,members:[o]})}return s.some(o=>o.members.length>1)?s.map(({id:o,label:l,members:a})=>({id:o,label:l,members:a})):Tb(e)}function Tb(e){let t=Math.ceil(e.length/32),n=[];for(let r=0;r<e.length;r+=t){let s=[];for(let o=r;o<Math.min(e.length,r+t);o++)s.push(o);let i=`${e[s[0]]} … ${e[s[s.length-1]]}`;n.push({id:`${s[0]}-${s[s.length-1]}`,label:i,members:s})}return n}function cl(e,t,n){if(!t)return e.map((s,i)=>({kind:"layer",label:String(s),members:[i]}));let r=[];for(let s of t){if(s.members.length===1){r.push({kind:"layer",label:String(e[s.members[0]]),members:s.members});continue}let i=n.has(s.id);if(r.push({kind:"group",id:s.id,label:s.label,members:s.members,expanded:i}),i)for(let o of s.members)r.push({kind:"layer",label:String(e[o]),members:[o],inGroup:s.id,block:s.label})}return r}function vd(e){return!e.block||!e.label.startsWith(e.block)?e.label:e.label.slice(e.block.length).replace(/^[^0-9A-Za-z]+/,"")||e.label}function kd(e,t){let n=e.steps.length,r=[],s=new Set;return t.forEach((i,o)=>{if(i.members.length===1){let a=i.members[0];r.push(e.values[a]||[]);for(let c=0;c<n;c++)e.nonfinite.has(a*n+c)&&s.add(o*n+c);return}let l=new Array(n).fill(null);for(let a of i.members){let c=e.values[a]||[];for(let d=0;d<n;d++){e.nonfinite.has(a*n+d)&&s.add(o*n+d);let h=c[d];typeof h=="number"&&Number.isFinite(h)&&(l[d]===null||h>l[d])&&(l[d]=h)}}r.push(l)}),{...e,layers:t.map(i=>i.label),members:t.map(i=>i.members.map(o=>e.layers[o])),layerCount:e.layers.length,values:r,nonfinite:s}}function _d(e,t,n){let r=null,s=-1/0;for(let i of t.members){let o=(e.values[i]||[])[n];typeof o=="number"&&Number.isFinite(o)&&o>s&&(s=o,r=e.layers[i])}return{layers:t.members.length,top:r}}function ul(e,t,n){if(!e||!n||!n.length)return[];let r=new Set(n);return e.filter(s=>s.members.length>1&&s.members.some(i=>r.has(t[i]))).map(s=>s.id)}var Ab=pe.nonfinite,$b="missing",yi=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],Nb=190,Mb=56,fl=10,dl=13;function hl(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(yi.length-1),n=Math.min(yi.length-2,Math.floor(t)),r=t-n,s=yi[n],i=yi[n+1];return[0,1,2].map(o=>Math.round(s[o]+(i[o]-s[o])*r))}function bi(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(l=>Array.isArray(l)&&l.length>=2):[],s=Array.isArray(t.values)?t.values:[],i=r.length,o=new Set;for(let l of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(l)&&l.length>=2&&o.add(l[0]*i+l[1]);return{layers:n,steps:r,values:s,nonfinite:o,stat:String(t.stat||""),logScale:!!t.log_scale}}function Hr(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(s=>Array.isArray(s)&&s.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(s=>s[1]>s[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function Wr(e){return Math.max(50,Math.min(5e3,e))}function Sd(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function pl(e){return Math.round(Math.min(Nb,Math.max(Mb,e+16)))}function ml(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),s=Math.max(t,n??t),i=-1,o=-1;return e.forEach((l,a)=>{Array.isArray(l)&&l[1]>=r&&l[0]<=s&&(i<0&&(i=a),o=a)}),i<0?null:[i,o]}function xi(e,{logScale:t,stat:n}){let r=1/0,s=-1/0,i=0;for(let o of e)if(Array.isArray(o)){for(let l of o)if(!(typeof l!="number"||!Number.isFinite(l))){if(t&&l<=0){i++;continue}l<r&&(r=l),l>s&&(s=l)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:i}:{lo:0,hi:1,log:!1,nonPositive:i};if(t){if(s/r<10){let o=Math.sqrt(r*s);r=Math.min(r,o/Math.sqrt(10)),s=Math.max(s,o*Math.sqrt(10))}return{lo:r,hi:s,log:!0,nonPositive:i}}if(r===s){let o=Math.abs(r)*.1||1;r-=o,s+=o}return{lo:r,hi:s,log:!1,nonPositive:0}}function gl(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function Ed(e){if(!e.log)return Zn(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,s=[];if(r<3){for(let o=t-1;o<=n;o++)for(let l of[1,2,5]){let a=l*10**o;a>=e.lo*(1-1e-9)&&a<=e.hi*(1+1e-9)&&s.push(Number(a.toPrecision(6)))}return s}let i=Math.max(1,Math.ceil(r/7));for(let o=t;o<=n;o+=i)s.push(10**o);return s}function Td(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:le(t)}function Ad(e,t,n){let r=e.layers.length,s=e.steps.length,i=new Uint8ClampedArray(r*s*4);for(let o=0;o<r;o++){let l=e.values[o]||[];for(let a=0;a<s;a++){let c=l[a],d;e.nonfinite.has(o*s+a)?d=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?d=n.missing:t.log&&c<=0?d=n.zero:d=hl(gl(t,c));let h=(o*s+a)*4;i[h]=d[0],i[h+1]=d[1],i[h+2]=d[2],i[h+3]=255}}return i}function $d(e){let t=e.steps.length,n=new Set,r=new Set;for(let s of e.nonfinite)n.add(Math.floor(s/t)),r.add(s%t);return{rows:[...n].sort((s,i)=>s-i),columns:[...r].sort((s,i)=>s-i)}}function yl(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]),r=(s,i)=>e.members?e.members[i].some(o=>n.has(o)):n.has(s);return e.layers.map((s,i)=>r(s,i)?i:-1).filter(s=>s>=0)}function Nd(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function Md(e,t,n){let r=new Set(n),s=Math.max(1,Math.ceil(dl/t)),i=l=>n.some(a=>Math.abs(a-l)*t<dl&&a!==l),o=[];for(let l=0;l<e;l++){let a=r.has(l);if(!a&&(l%s!==0||i(l)))continue;let c=o[o.length-1];a&&o.length&&(l-c)*t<dl&&r.has(c)||o.push(l)}return o}function Cd(e){if(!Array.isArray(e)||!e.length)return[];let t=e[0][0],n=Math.max(1,e[e.length-1][1]+1-t);return e.map(([r,s])=>[(r-t)/n,(s+1-t)/n])}function Cb(e,t){if(!Array.isArray(e)||!e.length)return null;let n=e[0][0],r=e[e.length-1][1];return t<n||t>r?null:(t+.5-n)/(r+1-n)}function Ld(e,t){let n=0,r=e.length-1;for(;n<=r;){let s=n+r>>1;if(t<e[s][0])r=s-1;else if(t>=e[s][1])n=s+1;else return s}return null}function Od(e){if(!e.length)return!0;let t=e[0][1]-e[0][0];return e.every(([n,r],s)=>Math.abs(r-n-t)<1e-9&&(s===0||Math.abs(n-e[s-1][1])<1e-9))}function Id(e,t){return e.length?Gs(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,x:Cb(e,r)})).filter(r=>r.x!==null):[]}function Rd(e,t,n){let r=(e.values[t]||[])[n],s=e.nonfinite.has(t*e.steps.length+n),i=typeof r=="number"&&Number.isFinite(r),[o,l]=e.steps[n];return{layer:e.layers[t],steps:[o,l],valueText:s?"NaN / Inf":i?le(r,4):"not logged",dataValue:s?Ab:i?String(r):$b,nonfinite:s,mean:o!==l&&!s&&typeof r=="number"}}function Fd(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function Pd(e,t,n,r){let s={layers:String(e?e.layerCount??e.layers.length:0),rows:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(s.rangeMin=String(t.lo),s.rangeMax=String(t.hi)),n&&(s.plot=[n.left,n.top,n.width,n.height].map(i=>i.toFixed(1)).join(",")),r&&e){let i=yl(e,r),o=e.members?i.flatMap(c=>e.members[c]):i.map(c=>e.layers[c]),l=new Set(r.layers||[]);s.highlightLayers=JSON.stringify([...new Set(o)].filter(c=>l.has(c))),s.highlightRows=JSON.stringify(i),s.highlightSteps=`${r.first}-${r.last}`;let a=ml(e.steps,r.first,r.last);s.highlightColumns=a?`${a[0]}-${a[1]}`:""}return s}var jd=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var wi='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',Lb=`600 ${wi}`,yt=10,Ob=40,Ib=14,zd={open:"▾ ",closed:"▸ "};function Gr(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){Ge("trainhealth-heatmap-style",wd);let s=f("canvas",{id:n,class:"heatmap-canvas",role:"img",tabindex:"0"}),i=f("div",{id:`${r}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),o=f("div",{class:"heatmap-labels",id:`${r}-labels`}),l=f("div",{class:"heatmap-wrap"},s,o,i),a=f("div",{class:"heatmap-legend",id:`${r}-legend`});V(e,l,a);let c=null,d=null,h=new Set,g=[],x=null,_=null,k=null,b=null,E=t,m=null,v=null,S=()=>Math.max(240,l.clientWidth||e.clientWidth||600),A=O=>O.length?Math.max(...O.map(G=>mn(String(G),wi))):120,M=O=>`${O.expanded?zd.open:zd.closed}${O.label} (${O.members.length})`,Y=O=>O.kind==="group"?M(O):vd(O);function P(){g=cl(c.layers,d,h),x=d?kd(c,g):c}function L(O){h.has(O)?h.delete(O):h.add(O),P(),N()}function z(){let O=Pd(x,_,b,k);for(let G of jd)G in O||delete s.dataset[G];Object.assign(s.dataset,O)}function N(){F();let O=v?W(v):null;O?q(O):xe()}function F(){let O=S();if(!x||!x.layers.length||!x.steps.length){s.width=0,s.height=0,s.style.height="0px",b=null,V(a),V(o),z();return}let G=x.layers.length,D=x.steps.length,ee=Sd(G),Z=G*ee,H=pl(A(m||g.map(Y))),X=Math.max(40,O-H-fl),oe=fs(s,O,Math.ceil(yt+Z+Ob)),fe=Cd(x.steps);b={left:H,top:yt,width:X,height:Z,rowH:ee,n:G,m:D,edges:fe};let ne=or("--heatmap-nonfinite",[232,17,45]),ue={missing:or("--heatmap-missing",[213,216,220]),nonfinite:ne,zero:or("--heatmap-zero",[0,0,0])},ge=document.createElement("canvas");ge.width=D,ge.height=G,ge.getContext("2d").putImageData(new ImageData(Ad(x,_,ue),D,G),0,0),oe.imageSmoothingEnabled=!1,Od(fe)?oe.drawImage(ge,H,yt,X,Z):(oe.fillStyle=`rgb(${ue.missing.join(",")})`,oe.fillRect(H,yt,X,Z),fe.forEach(([lt,Kt],Et)=>{let Me=H+lt*X;oe.drawImage(ge,Et,0,1,G,Me,yt,Math.max(1,H+Kt*X-Me),Z)}));let Ae=$d(x);oe.fillStyle=`rgb(${ne.join(",")})`;for(let lt of Ae.rows)oe.fillRect(H+X+2,yt+lt*ee,5,Math.max(2,ee));for(let lt of Ae.columns){let[Kt,Et]=fe[lt];oe.fillRect(H+Kt*X,yt-6,Math.max(2,(Et-Kt)*X),4)}let Be=yl(x,k);I(oe,Be);let He=R(oe,Be),ht=C(oe);_t(s,{ticksX:ht,ticksY:He,xTitle:"step",yTitle:"layer"}),oe.strokeStyle=Xe("--card-border","#e0e3e8"),oe.strokeRect(H-.5,yt-.5,X+1,Z+1),B(),z()}function I(O,G){if(!G.length)return;let{left:D,width:ee,height:Z,rowH:H,m:X,edges:oe}=b,fe=Xe("--heatmap-highlight","#ff00aa"),ne=ml(x.steps,k.first,k.last)||[0,X-1],ue=D+oe[ne[0]][0]*ee,ge=D+oe[ne[1]][1]*ee;O.save();for(let[Ae,Be]of Nd(G)){let He=yt+Ae*H,ht=yt+(Be+1)*H,lt=Math.max(ge-ue,3);O.lineWidth=4,O.strokeStyle="rgba(0,0,0,0.55)",O.strokeRect(ue-2,He-2,lt+4,ht-He+4),O.lineWidth=2,O.strokeStyle=fe,O.strokeRect(ue-2,He-2,lt+4,ht-He+4),O.fillStyle=fe,O.fillRect(D-5,He,3,Math.max(2,ht-He))}O.fillStyle=fe,O.fillRect(ue,yt+Z+1,Math.max(ge-ue,2),3),O.restore()}function R(O,G){let{left:D,rowH:ee,n:Z}=b,H=new Set(G),X=D-10,oe=Md(Z,ee,G).map(fe=>{let ne=g[fe],ue=H.has(fe),ge=mc(Y(ne),X,ue?Lb:wi),Ae=`top: ${(yt+(fe+.5)*ee-Ib/2).toFixed(1)}px; width: ${X}px`,Be=`heatmap-label${ue?" highlighted":""}${ne.inGroup?" heatmap-member":""}`,He={row:String(fe),layer:ne.label};if(ne.kind!=="group")return f("span",{class:Be,style:Ae,title:ne.label,dataset:He},ge);let ht=`${ne.label}: ${ne.members.length} layers, each cell the ${"max"} of theirs. Click to ${ne.expanded?"close":"open"}.`;return f("button",{type:"button",class:`${Be} heatmap-group`,style:Ae,title:ht,"aria-expanded":String(ne.expanded),dataset:{...He,group:ne.id},onclick:()=>L(ne.id)},ge)});return V(o,oe),oe.length}function C(O){let{left:G,width:D,height:ee}=b,Z=Xe("--fg-muted","#5f6670");O.font=wi,O.fillStyle=Z,O.strokeStyle=Z,O.textAlign="center",O.textBaseline="top",O.lineWidth=1;let H=Id(x.steps,D);for(let{step:X,x:oe}of H){let fe=G+oe*D;O.beginPath(),O.moveTo(Math.round(fe)+.5,yt+ee),O.lineTo(Math.round(fe)+.5,yt+ee+5),O.stroke(),O.fillText(String(X),Math.min(Math.max(fe,G+10),G+D-10),yt+ee+7)}return O.fillText("step",G+D/2,yt+ee+23),H.length}function B(){if(!x)return V(a);let O=[];for(let H=0;H<=10;H++){let[X,oe,fe]=hl(H/10);O.push(`rgb(${X},${oe},${fe}) ${H*10}%`)}let G=f("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${O.join(", ")})`}),D=f("div",{class:"legend-ticks"},Ed(_).map(H=>{let X=Math.min(1,Math.max(0,gl(_,H)));return f("span",{class:"legend-tick",style:`left: ${(X*100).toFixed(2)}%`},Td(_,H))})),ee=(H,X,oe={})=>f("span",{class:"legend-item",...oe},f("span",{class:`swatch ${H}`}),X),Z=[ee("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),ee("cell-missing","not logged")];if(d){let H=g.filter(X=>X.kind==="group").length;Z.push(f("span",{class:"legend-item",id:`${r}-groups`},`${c.layers.length} layers in ${d.length} rows: a block's row is the ${"max"} of its layers; click a block (${H}) to open it`))}_.log&&_.nonPositive&&Z.push(ee("cell-zero",`0 (${_.nonPositive} cell${_.nonPositive===1?"":"s"})`,{id:`${r}-zero-cells`})),V(a,f("div",{class:"legend-scale"},f("span",{class:"legend-title"},`${E}${_.log?" (log₁₀ scale)":""}`),f("div",{class:"legend-bar-box"},G,D),f("span",{class:"legend-range muted",id:`${r}-range`},`${le(_.lo)} … ${le(_.hi)}`)),f("div",{class:"legend-extras"},Z))}function W(O){if(!b||!x)return null;let G=s.getBoundingClientRect(),D=O.clientX-G.left-b.left,ee=O.clientY-G.top-b.top;if(D<0||ee<0||D>=b.width||ee>=b.height)return null;let Z=Math.min(b.n-1,Math.floor(ee/b.rowH)),H=Ld(b.edges,D/b.width);return H===null?null:{r:Z,c:H,x:D+b.left,y:ee+b.top}}function xe(){i.hidden=!0;for(let O of["layer","column","steps","value"])delete i.dataset[O]}function q(O){let{r:G,c:D}=O,ee=Rd(x,G,D),[Z,H]=ee.steps,X=g[G],oe=X&&X.kind==="group"?_d(c,X,D):null,fe=oe?`${oe.layers} layers · ${Rn(Z,H)}`:`${d?"":`layer ${G+1} of ${b.n} · `}${Rn(Z,H)}`;V(i,f("div",{class:"tt-title"},ee.layer),f("div",{class:"tt-row muted"},fe),f("div",{class:`tt-row${ee.nonfinite?" error-text":""}`},`${E}${oe?` (${"max"} of the block)`:""}: `,f("strong",null,ee.valueText),ee.mean?f("span",{class:"muted"}," (mean)"):null),oe&&oe.top?f("div",{class:"tt-row muted"},`highest: ${oe.top}`):null,oe?f("div",{class:"tt-row muted"},`click to ${X.expanded?"close":"open"} the block`):null),Object.assign(i.dataset,{layer:ee.layer,column:String(D),steps:`${Z}-${H}`,value:ee.dataValue}),i.hidden=!1;let ne=i.offsetWidth,ue=i.offsetHeight,ge=O.x+14;ge+ne>l.clientWidth&&(ge=O.x-ne-14);let Ae=O.y+14;Ae+ue>s.offsetHeight&&(Ae=Math.max(0,O.y-ue-10)),i.style.left=`${Math.max(0,ge)}px`,i.style.top=`${Ae}px`}s.addEventListener("mousemove",O=>{v={clientX:O.clientX,clientY:O.clientY};let G=W(v);G?q(G):xe()}),s.addEventListener("click",O=>{let G=W(O),D=G&&g[G.r];D&&D.kind==="group"&&L(D.id)}),s.addEventListener("mouseleave",()=>{v=null,xe()});let K=Cr(l,()=>x&&N());return{canvas:s,plotWidth(O){let G=Array.isArray(O)&&O.length?O.map(String):null,D=G?cl(G,al(G),new Set).map(Y):g.map(Y);return Math.max(40,Math.floor(S()-pl(A(D))-fl))},setData(O,{label:G,range:D=null,labels:ee=null}={}){G&&(E=G),m=Array.isArray(ee)&&ee.length?ee:null;let Z=c?c.layers.join(`
`):null;c=bi(O),d=al(c.layers),Z!==c.layers.join(`
`)&&h.clear();for(let H of ul(d,c.layers,k&&k.layers))h.add(H);P(),_=D||xi(c.values,{logScale:c.logScale,stat:c.stat}),K.sync(),N()},clear(){c=null,d=null,g=[],x=null,_=null,N()},setHighlight(O){if(k=O&&Array.isArray(O.layers)?O:null,c){for(let G of ul(d,c.layers,k&&k.layers))h.add(G);P()}N()},missingLayers:()=>Fd(c,k),redraw:N,destroy(){K.disconnect()}}}var ki=mt.activation_max_abs,Bd=[{kind:fn.nonfinite_activations,shape:"circle"},{kind:fn.nonfinite_loss,shape:"diamond"},{kind:fn.nonfinite_gradients,shape:"triangle"},{kind:fn.nonfinite_weights,shape:"square"},{kind:fn.loss_scale_collapse,shape:"down"}].map(e=>({...e,label:me(e.kind)})),vi=e=>e.kind!==fn.loss_scale_collapse,Rb=65504,Fb=["critical","warning","info"],_i={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function Dd(e){let t=e&&e.areas&&e.areas[pe.nonfinite];return t&&typeof t=="object"?t:null}function Pb(e){if(typeof e=="number"&&Number.isFinite(e))return le(e,4);let t=Xn(e);return t?t==="NaN"?"NaN":"Inf":"—"}function jb(e){return e.variable?String(e.variable):e.layer?String(e.layer):Xn(e.value)||""}function Vd(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!Ft(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function Hd(e,t){let n=-1,r=-1,s=new Set(t.events.flatMap(i=>[i.layer,i.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((i,o)=>{if(!i||i.kind!==t.kind)return;let l=0;i.step===t.step&&(l+=2),i.layer&&s.has(i.layer)&&(l+=1);let a=i.evidence&&typeof i.evidence=="object"?i.evidence:{};a.variable&&s.has(a.variable)&&(l+=1),l>r&&(n=o,r=l)}),n}function Wd(e,t,n){return n<0?null:t.find(r=>Hd(e,r)===n)||null}function Gd(e){let t=new Set(e.map(s=>s.kind)),n=Bd.filter(s=>t.has(s.kind)),r=[...t].filter(s=>!Bd.some(i=>i.kind===s)).map(s=>({kind:s,label:me(s),shape:"circle"}));return[...n,...r]}function zb(e,t){let n=e&&e.bad_step;if(n&&Ft(n.step))return n.step;let r=t.find(vi)||t[0];return r?r.step:null}function Yd(e,t){let n=Math.min(...e.map(o=>o.step)),r=Math.max(...e.map(o=>o.step)),s=t&&Array.isArray(t.steps)?t.steps:[];if(s.length&&Array.isArray(s[0])&&Array.isArray(s[s.length-1])&&(n=Math.min(n,s[0][0]),r=Math.max(r,s[s.length-1][1])),r-n<10){let o=(n+r)/2;n=Math.max(0,Math.floor(o-5)),r=n+10}let i=(r-n)*.03;return[n-i,r+i]}function Ud(e){let t=e.find(vi);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=Gd(e).map(s=>e.find(i=>i.step===n&&i.kind===s.kind&&vi(i))).filter(Boolean).map(s=>{let i=s.events.map(o=>o.variable||o.layer).find(Boolean);return`the ${Rt(me(s.kind))}${i?` (${i})`:""}`});return{step:n,atFirst:fc(r),later:e.filter(s=>s.step>n).length,earlier:e.filter(s=>s.step<n).length}}function Bb(e,t){let n=t>=0?e[t]:null;return n&&Fb.includes(n.severity)?n.severity:"critical"}function Kd({groups:e,findings:t,summary:n,domain:r,boxWidth:s,measure:i}){let{left:o,right:l,top:a,laneHeight:c,bottom:d,radius:h,minWidth:g}=_i,x=Gd(e),_=Math.max(g,s||0),k=_-o-l,b=a+x.length*c+d,[E,m]=r,v=I=>o+(I-E)/(m-E)*k,S=x.map((I,R)=>({...I,y:a+R*c+c/2})),A=new Map(S.map(I=>[I.kind,I])),M=a+x.length*c,Y=Gs(Math.ceil(E),Math.floor(m),Math.max(2,Math.floor(k/80))).map(I=>({step:I,x:v(I)})),P=zb(n,e),L=v(P),z=L>o+k-90,N={step:P,x:L,labelX:z?L-4:L+4,anchor:z?"end":"start",text:e.some(vi)?`first NaN/Inf: step ${P}`:`loss scale collapsed: step ${P}`},F=[];for(let I of S){let R=e.filter(C=>C.kind===I.kind);R.forEach((C,B)=>{let W=v(C.step),xe=Hd(t,C),q=[...new Set(C.events.map(jb).filter(Boolean))],K=q.length>1?`${q[0]} +${q.length-1}`:q[0]||"",O=R[B+1],G=R[B-1],D=(O?v(O.step)-h-6:_-4)-(W+h+5),ee=W-h-5-(G?v(G.step)+h+6:o-4),H=(K?i(K):0)>D&&ee>D,X=Math.max(0,H?ee:D),oe=K&&X>=24?Ys(K,X,i):"",fe=oe?i(oe):0,ne=q.length?` — ${q.slice(0,10).join(", ")}${q.length>10?", …":""}`:"";F.push({key:C.key,kind:C.kind,step:C.step,x:W,y:A.get(C.kind).y,shape:I.shape,findingIndex:xe,severity:Bb(t,xe),title:`${I.label}: NaN/Inf at step ${C.step}${ne}`,label:oe,labelSide:H?"left":"right",hitX:H?-h-5-fe-2:-h-3,hitWidth:2*h+6+(oe?fe+7:0),layer:C.events.map(ue=>ue.layer).find(Boolean)||"",variable:C.events.map(ue=>ue.variable).find(Boolean)||"",count:C.events.length})})}return{width:_,height:b,domain:r,plotW:k,axisY:M,lanes:S,ticks:Y,first:N,markers:F}}function qd(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(l=>l&&typeof l.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(l=>l.finite===!1)||{}).layer,s=!1,i=n.map(l=>{let a=l.finite!==!1,c=l.layer===r&&!s;return c&&(s=!0),{layer:l.layer,finite:a,first:c,propagated:!c&&!a&&s,nearLimit:l.dtype==="float16"&&typeof l.max_abs=="number"&&l.max_abs>Rb/2,maxText:Pb(l.max_abs),dtype:l.dtype?String(l.dtype):"",kind:l.kind||"layer",asInput:!!l.as_input}}),o=i.find(l=>l.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(o&&o.dtype==="float16"),firstLayer:!!(i.length&&i[0].layer===r),rows:i}}function Jd(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!Ft(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function Xd(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([s,i])=>`${s}: ${i}`).join(", ");return`${Pe(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function Zd(e,t,n){return!e.layers||!e.columns?`No ${Rt(me(ki))} values were logged for this run yet.`:`${Pe(e.layers,"layer output")} (first on top) × ${Rn(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${Pe(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function Db(e){let t=_i.radius;switch(e){case"diamond":return Q("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return Q("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return Q("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"square":return Q("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return Q("circle",{class:"nf-shape",r:t})}}function Qd(e,t,n){let{left:r,top:s,laneHeight:i,radius:o}=_i,{width:l,height:a,plotW:c,axisY:d,domain:h}=e,g=Q("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:l,height:a,viewBox:`0 0 ${l} ${a}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${h[0]},${h[1]}`});e.lanes.forEach((k,b)=>{g.append(Q("rect",{class:`nf-lane-bg${b%2?" odd":""}`,x:0,y:k.y-i/2,width:l,height:i}),Q("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:k.y,y2:k.y}),Q("text",{class:"nf-lane-label",x:10,y:k.y,"dominant-baseline":"central","data-kind":k.kind},k.label))});let x=Q("g",{class:"nf-axis"},Q("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:d,y2:d}));for(let k of e.ticks)x.append(Q("line",{class:"nf-tick",x1:k.x,x2:k.x,y1:d,y2:d+5}),Q("text",{class:"nf-tick-label",x:k.x,y:d+16,"text-anchor":"middle"},String(k.step)));x.append(Q("text",{class:"nf-tick-label",x:r+c/2,y:d+30,"text-anchor":"middle"},"step")),g.append(x),_t(g,{kind:"svg",ticksX:e.ticks.length,ticksY:e.lanes.length,xTitle:"step",yTitle:"where"});let{first:_}=e;g.append(Q("line",{class:"nf-first-line",x1:_.x,x2:_.x,y1:s-4,y2:d}),Q("text",{class:"nf-first-label",x:_.labelX,y:s-8,"text-anchor":_.anchor},_.text));for(let k of e.markers){let b=k.labelSide==="left",E=Q("g",{class:`nf-marker sev-${k.severity}${k.key===t?" selected":""}`,transform:`translate(${k.x.toFixed(1)},${k.y})`,role:"button",tabindex:"0","aria-label":k.title,"data-key":k.key,"data-kind":k.kind,"data-step":String(k.step),"data-layer":k.layer,"data-variable":k.variable,"data-count":String(k.count),"data-finding-index":k.findingIndex>=0?String(k.findingIndex):""},Q("title",null,k.title),Q("rect",{class:"nf-hit",x:k.hitX,y:-i/2+2,width:k.hitWidth,height:i-4}),Q("circle",{class:"nf-ring",r:o+4}),Db(k.shape),k.label?Q("text",{class:"nf-marker-label",x:b?-o-5:o+5,y:0,"dominant-baseline":"central","text-anchor":b?"end":"start"},k.label):null);E.addEventListener("click",()=>n(k)),E.addEventListener("keydown",m=>{(m.key==="Enter"||m.key===" ")&&(m.preventDefault(),n(k))}),g.append(E)}return g}var ef="tb-trainhealth:numerics",Vb='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',Hb=ko(Vb);function Wb(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=f("code",null,t.firstBad||"?");return t.verdict==="created"?V(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"&&t.float16&&t.firstLayer?V(e,"The first NaN/Inf is at the input of ",n,", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16."):t.verdict==="upstream"?V(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):V(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function Gb(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return f("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},f("td",{class:"num muted"},String(t+1)),f("td",{class:"layer-cell"},f("code",null,e.layer),e.kind==="watch"?f("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?f("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),f("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?f("span",{class:"muted nf-as-input"}," (as its input)"):null),f("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),f("td",{class:"dtype-cell"},e.dtype||"—"))}function Yb(e,t){Ge("trainhealth-numerics-style",xd),e.id="numerics-health",e.hidden=!0;let n=In(ef),r=null,s=null,i=[],o=[],l=null,a=null,c=typeof n.run=="string"?n:null,d=null,h=null,g=0,x=()=>hn(ef,{run:r,marker:a}),_=f("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),k=f("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),b=Se({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},_,k),E=f("h3",null,"The bad step"),m=f("p",{class:"nf-verdict",id:"bad-step-verdict"}),v=f("div",{class:"table-scroll nf-scroll"}),S=Se({id:"bad-step-card",className:"nf-card",title:E,aside:"every layer output, in execution order",hidden:!0},m,v),A=me(ki),M=f("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),Y=f("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),P=f("div",{class:"heatmap-box"}),L=Se({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${A} by layer`,aside:"per layer output, over steps",hidden:!0},M,Y,P),z=Gr(P,{label:A,id:"activation-heatmap",idPrefix:"activation-heatmap"});V(e,gt(t.title),f("div",{class:"card-row"},b,S),L);function N(){if(!o.length||!l)return V(k);let q=Kd({groups:o,findings:i,summary:s,domain:l,boxWidth:k.clientWidth||e.clientWidth||600,measure:Hb});V(k,Qd(q,a,K=>I(K.key,K.findingIndex)))}function F(){for(let q of k.querySelectorAll(".nf-marker"))q.classList.toggle("selected",q.dataset.key===a);k.dataset.selected=a||""}function I(q,K){a=q,x(),F(),K>=0&&t.openFinding(K)}function R(){let q=Ud(o);if(q.collapseStep!==void 0)return V(_,"The loss scale collapsed at ",f("strong",null,`step ${q.collapseStep}`),"; no NaN/Inf was recorded.");V(_,"First NaN/Inf at ",f("strong",null,`step ${q.step}`),`, in ${q.atFirst}`,q.later?`; ${Pe(q.later,"later event")} after it`:"",q.earlier?`; ${Pe(q.earlier,"loss-scale event")} before it`:"",".")}function C(){let q=qd(s);if(S.hidden=!q,!q)return V(v);V(E,`The bad step: step ${q.step}`),Object.assign(S.dataset,{step:String(q.step),firstBad:q.firstBad,inputsFinite:String(q.inputsFinite)}),Wb(m,q);let K=f("tr",null,f("th",{class:"num"},"#"),f("th",null,"Layer output"),f("th",null,"Values"),f("th",{class:"num"},"max |x|"),f("th",null,"dtype"));V(v,q.rows.length?f("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(q.step)},f("thead",null,K),f("tbody",null,q.rows.map(Gb))):f("p",{class:"muted"},"No layer outputs were recorded for this step."));let O=v.querySelector("tr.first-bad");O&&v.scrollHeight>v.clientHeight&&(v.scrollTop=Math.max(0,O.offsetTop-v.clientHeight/2))}function B(q){if(L.hidden=!!q.missing,Y.hidden=!q.error,q.missing||q.error){z.clear(),M.textContent="",Y.textContent=q.error?`Could not load the ${A.toLowerCase()}: ${q.error}`:"";return}z.setData(q.body,{label:A});let K=Jd(s);z.setHighlight(K);let O=Xd(s);M.textContent=Zd(Hr(q.body),K,K&&!z.missingLayers().length)+(O?` ${O}`:"")}async function W(q){try{return await qn(q,ki,Wr(z.plotWidth()))}catch(K){return K&&(K.status===404||K.status===400)?{missing:!0,text:"missing"}:{error:K&&K.message?K.message:String(K),text:null}}}let xe=Cr(k,()=>o.length&&N());return{async update(q,K){let O=++g;q!==r&&(r=q,d=null,h=null,a=c&&c.run===q&&typeof c.marker=="string"?c.marker:null,c=null);let G=Dd(K),D=G?Vd(G.timeline):[];if(!D.length){s=null,o=[],d=null,Nt(e,!1);return}let ee=await W(q);if(O!==g||q!==r)return;let Z=Array.isArray(K.findings)?K.findings:[],H=`${JSON.stringify(G)}
${JSON.stringify(Z)}
${ee.text}`;Nt(e,!0),!(H===d&&!ee.error)&&(d=ee.error?null:H,s=G,i=Z,o=D,a&&!o.some(X=>X.key===a)&&(a=null),l=Yd(o,ee.body),(ee.text!==h||ee.error)&&(h=ee.error?null:ee.text,B(ee)),R(),xe.sync(),N(),F(),C(),x())},focusFinding(q){if(!q||e.hidden||!o.length)return!1;let K=Wd(i,o,i.indexOf(q));return K&&(a=K.key,x(),F()),!1},retheme(){z.redraw()},destroy(){g+=1,xe.disconnect(),z.destroy(),V(e)}}}var tf={area:pe.nonfinite,create:Yb};var nf=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function Kb(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function rf(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=Kb(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,s)=>r+s[2],0)}}).sort((t,n)=>t.step-n.step)}function sf(e){let t=1/0,n=-1/0;for(let o of e)for(let[l,a]of o.buckets)l<t&&(t=l),a>n&&(n=a);if(t===1/0&&(t=-1,n=1),t===n){let o=Math.abs(t)*.1||.001;t-=o,n+=o}let r=e.map(o=>Math.max(0,...o.buckets.map(([l,a])=>Math.max(Math.abs(l),Math.abs(a))))).filter(o=>o>0),s=r.length?Math.min(...r):1,i=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:i/s>10,c:s/20||1e-12}}function of(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function lf(e,t,n,r){let s=Math.max(Math.abs(e),Math.abs(t)),i=Math.ceil(Math.log10(n*2)),o=Math.floor(Math.log10(s)),l=[];for(let h=i;h<=o;h++)l.push(10**h);let a=Math.max(1,Math.ceil((l.length*2+1)/Math.max(3,r))),c=l.filter((h,g)=>(l.length-1-g)%a===0),d=[0];for(let h of c)h<=t&&d.push(h),-h>=e&&d.unshift(-h);return d}var Si='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',Sn=8,qb=36,Jb=14,af=12;function cf(e){let t=f("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=f("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=f("div",{class:"histogram-wrap"},t,n),s=f("input",{type:"checkbox",id:"histogram-log-axis"}),i=f("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},s," Log value axis");V(e,f("div",{class:"histogram-controls"},i),r);let o=!1;s.addEventListener("change",()=>{o=!0,d()});let l=[],a=null,c=null;function d(){n.hidden=!0;let x=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(l.length),!l.length){fs(t,x,0),c=null;return}let _=l.length,k=Math.max(3,Math.min(24,300/_)),b=Math.max(26,Math.min(56,k*2.2)),E=Math.max(...l.map(ne=>mn(`step ${ne.step}`,Si))),m=Math.ceil(E+14),v=Math.max(60,x-m-Jb),S=b+(_-1)*k,A=fs(t,x,Sn+S+qb),{lo:M,hi:Y,suggestLog:P,c:L}=sf(l);o||(s.checked=P);let z=s.checked,N=z?of(L):{forward:ne=>ne,inverse:ne=>ne},F=N.forward,I=N.inverse,R=F(M),C=F(Y),B=C-R;R-=B*.02,C+=B*.02;let W=ne=>m+(F(ne)-R)/(C-R)*v;c={left:m,plotW:v,plotH:S,spacing:k,peak:b,n:_,xOf:W,valueAt:ne=>I(R+(ne-m)/v*(C-R))},t.dataset.logAxis=z?"true":"false";let q=Xe("--fg-muted","#5f6670"),K=Xe("--fg","#1f2328"),O=Xe("--grid","rgba(0,0,0,0.08)"),G=or("--card",[255,255,255]),D=or("--accent",[25,103,210]),ee=Xe("--heatmap-highlight","#ff00aa"),Z=Xe("--heatmap-nonfinite","#e8112d"),H=z?lf(M,Y,L,Math.max(3,Math.floor(v/70))):Zn(M,Y,Math.max(2,Math.floor(v/90)));A.font=Si,A.textAlign="center",A.textBaseline="top",A.lineWidth=1;for(let ne of H){let ue=Math.round(W(ne))+.5;A.strokeStyle=O,A.beginPath(),A.moveTo(ue,Sn),A.lineTo(ue,Sn+S),A.stroke(),A.fillStyle=q,A.fillText(le(ne),ue,Sn+S+5)}let X=z?"gradient value (symmetric log axis)":"gradient value";A.fillText(X,m+v/2,Sn+S+20);let oe=0,fe=Math.max(1,Math.ceil(af/k));for(let ne=0;ne<_;ne++){let ue=l[ne],ge=Sn+b+ne*k,Ae=_===1?1:ne/(_-1),Be=a&&ue.step>=a.first&&ue.step<=a.last,He=`rgb(${Us(Us(G,D,.35),D,Ae).join(",")})`,ht=`rgba(${Us(G,D,.18+.25*Ae).join(",")},0.92)`,lt=ue.buckets.map(([Me,qt,bt])=>{let Tt=W(qt)-W(Me);return Tt>1e-9?bt/Tt:bt>0?1/0:0}),Kt=lt.filter(Me=>Number.isFinite(Me)),Et=Math.max(0,...Kt);if(A.beginPath(),ue.buckets.length?(A.moveTo(W(ue.buckets[0][0]),ge),ue.buckets.forEach(([Me,qt],bt)=>{let Tt=lt[bt],he=Tt===1/0||Et===0?Tt>0?ge-b:ge:ge-Tt/Et*b;qt>Me?(A.lineTo(W(Me),he),A.lineTo(W(qt),he)):A.lineTo(W(Me),ge-(ue.buckets[bt][2]>0?b:0))}),A.lineTo(W(ue.buckets[ue.buckets.length-1][1]),ge)):(A.moveTo(m,ge),A.lineTo(m+v,ge)),A.closePath(),A.fillStyle=ht,A.fill(),A.lineWidth=1.2,A.strokeStyle=ue.buckets.length?He:Z,A.stroke(),ue.nonfinite>0&&(A.fillStyle=Z,A.beginPath(),A.arc(m+v-4,ge-3,3,0,Math.PI*2),A.fill()),ne%fe===0||ne===_-1||Be){if(ne!==_-1&&ne%fe!==0&&(_-1-ne)*k<af)continue;A.font=Be?`600 ${Si}`:Si,A.fillStyle=ue.nonfinite>0?Z:Be?K:q,A.textAlign="right",A.textBaseline="middle",A.fillText(`step ${ue.step}`,m-8,ge-2),oe++,Be&&(A.fillStyle=ee,A.fillRect(m-5,ge-7,3,10))}}_t(t,{ticksX:H.length,ticksY:oe,xTitle:X,yTitle:"step"})}function h(x){if(!c)return null;let _=t.getBoundingClientRect(),k=x.clientX-_.left,b=x.clientY-_.top;if(k<c.left||k>c.left+c.plotW||b<Sn||b>Sn+c.plotH+4)return null;let E=Math.ceil((b-Sn-c.peak)/c.spacing);E=Math.min(c.n-1,Math.max(0,E));let m=c.valueAt(k);return{i:E,value:m,x:k,y:b}}t.addEventListener("mousemove",x=>{let _=h(x);if(!_){n.hidden=!0;return}let k=l[_.i],b=k.buckets.find(([v,S])=>_.value>=v&&_.value<=S);V(n,f("div",{class:"tt-title"},`step ${k.step}`),b?f("div",{class:"tt-row"},`[${le(b[0],4)}, ${le(b[1],4)}]: `,f("strong",null,le(b[2],4))):f("div",{class:"tt-row muted"},`value ${le(_.value,3)}: no bucket`),f("div",{class:"tt-row muted"},`${le(k.total,6)} finite values`),k.nonfinite>0?f("div",{class:"tt-row error-text"},`${le(k.nonfinite,6)} variable${k.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(k.step),n.hidden=!1;let E=n.offsetWidth,m=_.x+14;m+E>r.clientWidth&&(m=_.x-E-14),n.style.left=`${Math.max(0,m)}px`,n.style.top=`${Math.max(0,_.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let g=Cr(r,()=>l.length&&d());return{canvas:t,setData(x){return l=rf(x),g.sync(),d(),l},setFocus(x){a=x&&x.first!==void 0&&x.first!==null?x:null,d()},redraw:d,destroy(){g.disconnect()}}}function Xb(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function Zb(e,t,n=[],r=8){let s=e.map((o,l)=>({name:o,i:l,last:Xb(t[l])})).filter(o=>o.last!==null).sort((o,l)=>l.last-o.last),i=new Set(s.slice(0,r).map(o=>o.i));for(let o of n){let l=e.indexOf(o);l>=0&&i.add(l)}return[...i].sort((o,l)=>o-l)}function uf(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],s=Array.isArray(e.values)?e.values:[],i=r.length?Zb(n,s,t):[];if(!i.length){let d=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:i,xs:[],ys:[],note:d}}let l=(n.length-i.length>0?`Showing ${i.length} of ${n.length} layers: the ${Math.min(8,i.length)} with the highest last ratio`+(i.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",a=r.map(d=>Array.isArray(d)?d[1]:d),c=i.map(d=>(s[d]||[]).map(h=>typeof h=="number"&&Number.isFinite(h)&&h>0?h:null));return{layers:n,rows:i,xs:a,ys:c,note:l}}var df=260,xl=.001;function Qb(e){let t=e.filter(s=>Number.isFinite(s));if(!t.length)return[0,1];let n=Math.min(...t),r=Math.max(...t);return n===r?[n-1,r+1]:[n,r]}function ex(e){let t=xl,n=xl;for(let r of e)for(let s of r)s===null||!(s>0)||(s<t&&(t=s),s>n&&(n=s));return[10**Math.floor(Math.log10(t)+1e-9),10**Math.max(Math.ceil(Math.log10(n)-1e-9),Math.floor(Math.log10(t)+1e-9)+1)]}var tx=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],nx=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function ff(e){let t=f("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=f("div",{class:"chart-box",id:"update-ratio-plot"});V(e,t,n);let r=null,s=null,i=[],o=()=>{r&&r.destroy(),r=null};function l(){if(o(),V(n),!s)return;let{layers:c,rows:d,xs:h,ys:g,note:x}=uf(s,i);if(e.dataset.layers=JSON.stringify(d.map(A=>c[A])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=x,!d.length)return;let k=document.documentElement.dataset.theme==="dark"?nx:tx,b=Xe("--fg-muted","#666"),E=Xe("--grid","rgba(0,0,0,0.08)"),m=new Set(i),S={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:df,plugins:[Ks()],scales:{x:{time:!1,range:()=>Qb(h)},y:{distr:3,range:()=>ex(g)}},axes:[qs(b,E),hs(b,E,"|update| / |weight|",{size:56,splits:A=>Mr(A.scales.y.min,A.scales.y.max),filter:(A,M)=>M,values:(A,M)=>M.map(Y=>le(Y))})],series:[{label:"step"},...d.map((A,M)=>({label:c[A],stroke:k[M%k.length],width:m.has(c[A])?3:1.6,spanGaps:!1,points:{show:h.length<=40,size:4},value:(Y,P)=>P==null?"—":le(P,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[A=>{let{ctx:M}=A,Y=A.valToPos(xl,"y",!0),{left:P,top:L,width:z,height:N}=A.bbox;if(!(Y>=L&&Y<=L+N))return;let F=window.devicePixelRatio||1;M.save(),M.strokeStyle=b,M.lineWidth=F,M.setLineDash([5*F,4*F]),M.beginPath(),M.moveTo(P,Math.round(Y)+.5),M.lineTo(P+z,Math.round(Y)+.5),M.stroke(),M.setLineDash([]),M.fillStyle=b,M.font=`${11*F}px system-ui, sans-serif`,M.textAlign="right",M.textBaseline="bottom",M.fillText("1e-3",P+z-4*F,Math.round(Y)-2*F),M.restore()}]}};r=new Je(S,[h,...g],n)}let a=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:df})});return a.observe(n),{setData(c,d=i){s=c||null,i=d||[],l()},setExtra(c){let d=c||[];d.join(`
`)!==i.join(`
`)&&(i=d,l())},showMessage(c,d="muted"){s=null,o(),V(n),t.className=`chart-note ${d}`,t.textContent=c,delete e.dataset.layers},retheme:l,destroy(){a.disconnect(),o()}}}var hf=mt.grad_norm,Yr=mt.update_ratio,Ei=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function Ti(e){let t=e&&e.areas&&e.areas[pe.gradients];return!t||typeof t!="object"?null:{stats:Ei(t.stats),layers:Ei(t.layers),histogramLayers:Ei(t.histogram_layers)}}function wl(e){if(it(e)!==pe.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Ei(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=Ft(t.first_step)?t.first_step:Ft(e.step)?e.step:null,s=Ft(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:s}}function Ai(e,t){return e.includes(t)?t:e.includes(hf)?hf:e[0]||null}function pf(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(wl).find(s=>s&&e.includes(s.layers[0]));return r?r.layers[0]:e[0]||null}function mf(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function gf(e){let t=e.kind?Rt(me(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${Rn(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function $i(e,t){return!t.layers||!t.columns?`No ${Rt(me(e))} values were logged for this run yet.`:`${Pe(t.layers,"layer")} (first layer on top) × ${Rn(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${Pe(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function yf(e,t){let n=t.filter(i=>i.nonfinite>0),r=n.reduce((i,o)=>i+o.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${Pe(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let s=n.slice(0,4).map(i=>`step ${i.step}: ${le(i.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${s}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var bf="tb-trainhealth:gradients",rx=400;function vl(){let e=0,t=null;return{async load(n){let r=++e;try{let s=await n();return r!==e?null:s.text===t?"same":(t=s.text,s)}catch(s){if(r!==e)return null;throw t=null,s}},reset(){t=null},cancel(){e++}}}function sx(e,t){Ge("trainhealth-gradients-style",nf),e.id="gradient-health",e.hidden=!0;let n=In(bf),r=null,s=null,i=typeof n.stat=="string"?n.stat:null,o=null,l=null,a=typeof n.run=="string"?n:null,c=0,d=()=>hn(bf,{run:r,stat:i,layer:o,focus:l}),h=Vr("Statistic",{id:"gradient-stat",onchange:Z=>{i=Z,d(),K()}}),g=h.select,x=f("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),_=f("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),k=f("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),b=f("div",{class:"heatmap-box"}),E=Se({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:h.element},x,_,k,b),m=Gr(b),v=vl(),S=0,A=Vr("Layer",{id:"histogram-layer",onchange:Z=>{o=Z,d(),G()}}),M=A.select,Y=f("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),P=f("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),L=f("div",{class:"histogram-box"}),z=Se({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:A.element},Y,P,L),N=cf(L),F=vl(),I=f("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),R=f("div",{class:"ratio-box"}),C=Se({id:"update-ratio",className:"chart-card ratio-card",title:me(Yr),aside:"per layer, log scale"},I,R),B=ff(R),W=vl();V(e,gt(t.title),E,f("div",{class:"card-row"},z,C));function xe(){if(_.hidden=!l,!l)return V(_);let Z=m.missingLayers(),{what:H,layers:X,steps:oe}=gf(l);V(_,f("span",{class:"focus-swatch","aria-hidden":"true"}),f("span",null,`Outlined: ${H} in `,f("strong",null,X),oe,"."),Z.length?f("span",{class:"error-text"},` Not in this heatmap: ${Z.join(", ")}.`):null,f("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>q(null)},"Clear"))}function q(Z){l=Z,m.setHighlight(l),N.setFocus(l),B.setExtra(l?l.layers:[]),xe(),d()}async function K(){let Z=r,H=i;if(!H)return;let X=Rt(me(H));S++,e.dataset.heatmapLoading="true";try{let oe=await v.load(()=>qn(Z,H,Wr(m.plotWidth(s&&s.layers))));if(!oe||Z!==r||(ut(k,null),oe==="same"))return;m.setData(oe.body,{label:me(H)}),x.textContent=$i(H,Hr(oe.body)),xe()}catch(oe){if(Z!==r)return;m.clear(),x.textContent="",ut(k,lr(X,oe))}finally{--S===0&&delete e.dataset.heatmapLoading}}function O(Z){Y.className=`chart-note ${Z.alert?"alert":"muted"}`,Y.textContent=Z.text}async function G(){let Z=r,H=o;if(!H||!s||!s.histogramLayers.includes(H)){F.cancel(),F.reset(),N.setData([]),ut(P,null),O({alert:!1,text:"No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none."}),delete Y.dataset.total;return}try{let X=await F.load(()=>pa(Z,H));if(!X||Z!==r||H!==o||(ut(P,null),X==="same"))return;let oe=N.setData(X.body.histograms);z.dataset.layer=H;let fe=yf(H,oe);Y.dataset.total=String(fe.total),O(fe)}catch(X){if(Z!==r)return;N.setData([]),Y.textContent="",ut(P,lr(`gradient histograms of ${H}`,X))}}async function D(){let Z=r;if(!s||!s.stats.includes(Yr)){W.cancel(),W.reset(),ut(I,null),B.showMessage(`This run logged no ${Rt(me(Yr))}.`);return}try{let H=await W.load(()=>qn(Z,Yr,rx));if(!H||Z!==r||(ut(I,null),H==="same"))return;B.setData(H.body,l?l.layers:[])}catch(H){if(Z!==r)return;B.showMessage(""),ut(I,lr(Rt(me(Yr)),H))}}function ee(Z){if(Z===r)return;r=Z;for(let X of[v,F,W])X.reset();let H=a&&a.run===Z;o=H&&typeof a.layer=="string"?a.layer:null,l=H&&a.focus&&Array.isArray(a.focus.layers)?a.focus:null,a=null}return{async update(Z,H){let X=++c;ee(Z),s=Ti(H),Nt(e,!!s),s&&(i=Ai(s.stats,i),o=pf(s.histogramLayers,o,H.findings),vs(g,s.stats,i,me),vs(M,s.histogramLayers,o),s.stats.length||(m.clear(),x.textContent="This run logged no gradient statistics."),m.setHighlight(l),N.setFocus(l),d(),await Promise.all([s.stats.length?K():null,G(),D()]),!(X!==c||Z!==r)&&xe())},focusFinding(Z){let H=wl(Z);if(!H||!s||e.hidden)return!1;q(H);let X=mf(H,s.histogramLayers);return X&&X!==o&&(o=X,M.value=X,d(),G()),E.scrollIntoView&&E.scrollIntoView({block:"start"}),!0},retheme(){m.redraw(),N.redraw(),B.retheme()},destroy(){for(let Z of[v,F,W])Z.cancel();m.destroy(),N.destroy(),B.destroy(),V(e)}}}var xf={area:pe.gradients,create:sx};var wf=`/* The convergence view (views/convergence.js). Colours follow the theme
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
`;var dt=e=>typeof e=="number"&&Number.isFinite(e),bn=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function kf(e){let t=bn(e&&e.areas&&e.areas[pe.convergence]);if(!t)return null;let n=bn(t.loss),r=n&&Array.isArray(n.windows)?n.windows.filter(s=>bn(s)&&dt(s.median)&&dt(s.low)&&dt(s.high)):[];return{loss:n&&r.length?{...n,windows:r}:null,checklist:(Array.isArray(t.checklist)?t.checklist:[]).filter(s=>bn(s)&&typeof s.check=="string"),head:bn(t.head),epochs:Array.isArray(t.epochs)?t.epochs.filter(s=>bn(s)&&bn(s.logs)):[],saturation:vf(t[mt.saturation]),updateRatio:vf(t.ratios)}}function vf(e){let t=bn(e);return!t||!Array.isArray(t.layers)||!Array.isArray(t.values)?[]:t.layers.map((n,r)=>{for(let s=t.values.length-1;s>=0;s--){let i=Array.isArray(t.values[s])?t.values[s][r]:void 0;if(dt(i))return{layer:String(n),value:i,step:Ft(t.steps&&t.steps[s])?t.steps[s]:null}}return{layer:String(n),value:null,step:null}})}function _f(e,t,n,r=4){let s=e.windows,i=s.flatMap(v=>[v.low,v.high]).concat(dt(e.start)?[e.start]:[]),o=i.every(v=>v>0),l=Math.min(...i),a=Math.max(...i),c=o&&a/l>10,d=c?Math.log10:v=>v;l=d(l),a=d(a),a===l&&(a+=.5,l-=.5);let h=v=>r+(s.length===1?(t-2*r)/2:v*(t-2*r)/(s.length-1)),g=v=>n-r-(d(v)-l)/(a-l)*(n-2*r),x=v=>Math.round(v*10)/10,_=s.map((v,S)=>[x(h(S)),x(g(v.median))]),k=[...s.map((v,S)=>[x(h(S)),x(g(v.high))]),...s.map((v,S)=>[x(h(S)),x(g(v.low))]).reverse()],b=[c?10**l:l,c?10**a:a],m=(c?Mr(b[0],b[1],5):Zn(b[0],b[1],4)).filter(v=>v>=b[0]-1e-12*Math.abs(b[0])&&v<=b[1]+1e-12*Math.abs(b[1])).map(v=>({value:v,text:le(v),at:Math.round(g(v)/n*1e3)/1e3}));return{median:_,band:k,startY:dt(e.start)?x(g(e.start)):null,log:c,range:b,ticks:m}}var kl=e=>e.map(([t,n])=>`${t},${n}`).join(" ");function Sf(e){let t=e.windows[0],n=e.windows[e.windows.length-1],r=dt(e.start)&&dt(e.end)?` (${cc(e.start,e.end)})`:"";return`Loss from ${le(e.start)} at the first step to ${le(e.end)} in the last window${r}, steps ${t.first_step}–${n.last_step} in ${e.windows.length} windows: the line is each window's median, the band its 10th–90th percentile (the swings).`}function Ef(e){if(!e)return"";let t=[];if(e.head){let n=dt(e.units)?` over ${e.units} unit${e.units===1?"":"s"}`:"";t.push(`${e.head_class||"layer"} '${e.head}': ${e.activation||"linear"}${n}`)}return e.loss&&t.push(`${e.loss}${e.from_logits?" (from_logits=True)":""}`),e.optimizer&&t.push(`${e.optimizer}(learning_rate=${dt(e.learning_rate)?le(e.learning_rate):"?"})`),t.join(" · ")}function Tf(e){if(!e)return"";let t=[],n=bn(e.labels);n&&dt(n.min)&&dt(n.max)&&t.push(`labels in [${le(n.min)}, ${le(n.max)}]`+(dt(n.non_integer)&&n.non_integer>0?`, ${le(n.non_integer*100)}% non-integer`:""));let r=bn(e.inputs);return r&&dt(r.abs_mean_max)&&dt(r.std_max)&&t.push(`inputs: largest feature mean ${le(r.abs_mean_max)}, spread ${le(r.std_max)}`),dt(e.samples)&&e.samples&&t.push(`from ${e.samples} batch${e.samples===1?"":"es"}`),t.join("; ")}function Af(e){return e.map(t=>({...t,saturated:dt(t.value)&&t.value>.5}))}function $f(e){return!e||it(e)!==pe.convergence?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var _l=600,Nf=140;function ox(e,t){Ge("tb-trainhealth-convergence",wf),e.id="area-convergence",e.hidden=!0;let n=f("div",{class:"convergence-loss"}),r=f("p",{class:"muted small"}),s=f("p",{class:"small"}),i=f("p",{class:"muted small"}),o=f("ul",{class:"convergence-checklist"}),l=f("tbody"),a=Se({id:"convergence-loss",title:"Loss trend",aside:"window medians and their swing band"},n,r),c=Se({id:"convergence-checks",title:"Head and loss checks",aside:"before step 1"},s,o,i),d=Se({id:"convergence-layers",title:"Per layer",aside:"saturated share (|z| > 5) and update / weight ratio"},f("table",{class:"evidence-table convergence-layers"},f("thead",null,f("tr",null,f("th",null,"Layer"),f("th",null,"Saturated"),f("th",null,"Update / weight"))),l));V(e,gt(t.title),a,c,d);let h=null;function g(_){if(a.hidden=!_.loss,_.loss){let m=_f(_.loss,_l,Nf),v=_.loss.windows,S=m.log?"loss (log scale)":"loss";V(n,f("div",{class:"convergence-y-title"},S),f("div",{class:"convergence-y-ticks"},m.ticks.map(A=>{let M=f("span",null,A.text);return M.style.top=`${(100*A.at).toFixed(1)}%`,M})),Q("svg",{viewBox:`0 0 ${_l} ${Nf}`,preserveAspectRatio:"none",role:"img","aria-label":"loss trend"},Q("polygon",{class:"convergence-band",points:kl(m.band)}),m.startY!==null?Q("line",{class:"convergence-start",x1:0,x2:_l,y1:m.startY,y2:m.startY}):null,Q("polyline",{class:"convergence-median",points:kl(m.median)})),f("div",{class:"convergence-x-ticks"},f("span",null,`step ${v[0].first_step}`),f("span",null,`step ${v[v.length-1].last_step}`)),f("div",{class:"convergence-x-title"},"step (windows of the run)")),_t(n,{kind:"svg",ticksX:2,ticksY:m.ticks.length,xTitle:"step (windows of the run)",yTitle:S}),r.textContent=Sf(_.loss)+(m.log?" Log scale.":"")}c.hidden=!_.head&&!_.checklist.length,s.textContent=Ef(_.head),i.textContent=Tf(_.head),V(o,_.checklist.map(m=>f("li",{"data-ok":String(!!m.ok),"data-check":m.check},m.ok?"✓ ":"✗ ",m.check,m.detail?f("div",{class:"muted small"},m.detail):null)));let k=new Map(_.updateRatio.map(m=>[m.layer,m])),b=[...new Set([..._.saturation.map(m=>m.layer),..._.updateRatio.map(m=>m.layer)])],E=new Map(Af(_.saturation).map(m=>[m.layer,m]));d.hidden=!b.length,V(l,b.map(m=>{let v=E.get(m),S=k.get(m);return f("tr",{"data-layer":m},f("th",{scope:"row"},m),f("td",{class:v&&v.saturated?"saturated":""},v&&v.value!==null?`${le(v.value*100)}%`:"—"),f("td",null,S&&S.value!==null?le(S.value):"—"))})),x()}function x(){for(let k of l.querySelectorAll("tr"))k.dataset.focus=String(!!(h&&h.layer===k.dataset.layer));let _=[...o.querySelectorAll('li[data-ok="false"]')];for(let k of o.querySelectorAll("li"))k.dataset.focus=String(!!(h&&!h.layer&&_[0]===k))}return pi(e,{summaryOf:kf,render:g,focusOf:$f,applyFocus:_=>{h=_,x()}})}var Mf={area:pe.convergence,create:ox};var Cf=`/* The input-pipeline view (views/input_pipeline.js). Colours follow the
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
`;var ax=[{name:st.input_wait,cls:"part-wait"},{name:st.compute_time,cls:"part-compute"},{name:st.host_time,cls:"part-host"}],xn=e=>typeof e=="number"&&Number.isFinite(e)?e:0;function Lf(e){let t=e&&e.areas&&e.areas[pe.input_pipeline];return t&&typeof t=="object"?t:null}function Of(e){let t=e&&e.timing;if(!t||!t.steps)return"Not timed (a custom loop, or a model compiled with XLA).";let n=xn(e.share),r=e.thresholds||{},s=n>=xn(r.critical)&&r.critical?"highly input-bound":n>=xn(r.warning)&&r.warning?"moderately input-bound":"fed";return`Input wait ${le(100*n,2)}% of step time over ${Pe(t.steps,"step")} (${le(xn(t.mean_wait_ms),3)} ms of ${le(xn(t.mean_step_ms),3)} ms a step): ${s}.`}function Sl(e){let t=e&&e.steps;if(!t||!Array.isArray(t.step)||!t.step.length)return{bars:[],yMax:0,bucket:1};let n=0;return{bars:t.step.map((s,i)=>{let o=0,l=ax.map(({name:a,cls:c})=>{let d=Math.max(0,xn((t[a]||[])[i])),h={name:a,cls:c,label:me(a),ms:d,y0:o,y1:o+d};return o+=d,h});return n=Math.max(n,o),{step:s,parts:l,total:o}}),yMax:n,bucket:xn(t.bucket)||1}}function El(e){return(e&&Array.isArray(e.stalls)?e.stalls:[]).filter(n=>Ft(n.step)).map(n=>({step:n.step,waitMs:xn(n.wait_ms),text:`step ${n.step}: waited ${le(xn(n.wait_ms),3)} ms (usually ${le(xn(n.usual_wait_ms),2)} ms)`}))}function If(e){let t=e&&e.recurrence||{},n=e&&Array.isArray(e.stalls)?e.stalls.length:0;return n?Ft(t.period)?`${Pe(n,"stall")}, every ${t.period} steps`:t.epoch_start?`${Pe(n,"stall")}, at the start of each epoch`:Pe(n,"stall"):""}function Rf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).map((n,r)=>({finding:n,index:r})).filter(({finding:n})=>n.kind===Cn.pipeline_lint)}function Ff(e,t){let n=e&&e.pipeline;if(!n||!Array.isArray(n.chain))return[];let r=Rf(t);return n.chain.map(s=>{let i=[];s.parallel!==null&&s.parallel!==void 0&&i.push(s.parallel===-1?"parallel: AUTOTUNE":`parallel: ${s.parallel}`),s.python&&i.push("Python"),s.random&&i.push("random");let o=r.filter(({finding:l})=>l.evidence&&l.evidence.transformation===s.index);return{index:s.index,code:String(s.code||s.kind||""),kind:String(s.kind||""),tags:i,lints:o.map(({finding:l,index:a})=>({summary:String(l.summary||""),severity:l.severity,findingIndex:a}))}})}function Pf(e,t){let n=e&&e.pipeline&&e.pipeline.chain||[],r=new Set(n.map(s=>s.index));return Rf(t).filter(({finding:s})=>!(s.evidence&&r.has(s.evidence.transformation))).map(({finding:s,index:i})=>({summary:String(s.summary||""),severity:s.severity,findingIndex:i}))}function jf(e){let t=e&&e.pipeline;if(!t)return"";let n=t.python_source||{};switch(t.source){case"numpy":return"NumPy arrays, sliced by Keras's own pipeline";case"generator":return"a Python generator, run by Keras in one thread";case"PyDataset":return`${n.class||"PyDataset"} (workers=${n.workers??1}, use_multiprocessing=${n.use_multiprocessing?"True":"False"})`;default:return"a tf.data pipeline, as it will run"}}function zf(e){if(it(e)!==pe.input_pipeline)return null;let t=e.evidence&&e.evidence.transformation;return typeof t=="number"?t:null}var Bf=720,_s=180,Ve={left:44,right:8,top:10,bottom:22};function cx(e){let{bars:t,yMax:n}=Sl(e);if(!t.length)return f("p",{class:"muted"},"No step timings.");let r=El(e),s=Math.max(n,...r.map(m=>m.waitMs),.001),i=Bf-Ve.left-Ve.right,o=_s-Ve.top-Ve.bottom,l=t[0].step,a=t[t.length-1].step,c=Math.max(1,a-l+1),d=m=>Ve.left+(m-l)/c*i,h=m=>Ve.top+o-Math.min(m,s)/s*o,g=Math.max(1,i/t.length-.5),x=t.flatMap(m=>m.parts.map(v=>v.ms>0?Q("rect",{class:v.cls,x:d(m.step)-g,y:h(v.y1),width:g,height:Math.max(.5,h(v.y0)-h(v.y1))},Q("title",null,`step ${m.step}: ${v.label} ${le(v.ms,3)}`)):null)),_=r.map(m=>Q("g",{class:"stall-mark","data-step":m.step},Q("line",{x1:d(m.step),x2:d(m.step),y1:Ve.top,y2:Ve.top+o}),Q("circle",{cx:d(m.step),cy:h(m.waitMs),r:3.5}),Q("title",null,m.text))),k=[Q("line",{class:"axis",x1:Ve.left,x2:Ve.left+i,y1:Ve.top+o,y2:Ve.top+o}),Q("text",{class:"tick",x:Ve.left-4,y:Ve.top+8,"text-anchor":"end"},`${le(s,2)} ms`),Q("text",{class:"tick",x:Ve.left-4,y:Ve.top+o,"text-anchor":"end"},"0"),Q("text",{class:"tick",x:Ve.left,y:_s-6},`step ${l}`),Q("text",{class:"tick",x:Ve.left+i,y:_s-6,"text-anchor":"end"},`step ${a}`)],b=[Q("text",{class:"tick",x:Ve.left+i/2,y:_s-6,"text-anchor":"middle"},"step"),Q("text",{class:"tick",x:10,y:Ve.top+o/2,"text-anchor":"middle",transform:`rotate(-90 10 ${Ve.top+o/2})`},"time per step")],E=Q("svg",{class:"pipeline-chart",id:"pipeline-chart",viewBox:`0 0 ${Bf} ${_s}`,role:"img","aria-label":"Step time split into input wait, compute and host time"},k,b,x,_);return _t(E,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step",yTitle:"time per step"}),E}function ux(e){let{bars:t}=Sl(e),n=t.length?t[0].parts:[];return f("div",{class:"pipeline-legend"},n.map(r=>f("span",{class:"legend-item"},f("span",{class:`swatch ${r.cls}`}),r.label)),El(e).length?f("span",{class:"legend-item"},f("span",{class:"swatch stall"}),If(e)):null)}function Df(e,t){return f("li",{class:`pipeline-lint ${e.severity||""}`},f("button",{type:"button",class:"link-button",onclick:()=>t.openFinding(e.findingIndex)},e.summary))}function dx(e,t,n,r){let s=Ff(e,t);return f("ol",{class:"pipeline-chain",id:"pipeline-chain"},s.map(i=>f("li",{class:`pipeline-link${i.lints.length?" has-lint":""}${r===i.index?" focused":""}`,"data-index":i.index,"data-kind":i.kind},f("code",null,i.code),i.tags.length?f("span",{class:"link-tags muted"},i.tags.join(" · ")):null,i.lints.length?f("ul",{class:"link-lints"},i.lints.map(o=>Df(o,n))):null)))}function fx(e,t){Ge("trainhealth-input-pipeline-style",Cf),e.id="input-pipeline",e.hidden=!0;let n=null,r=null,s=null,i=f("p",{class:"pipeline-headline",id:"pipeline-share",role:"status"}),o=f("div",{class:"pipeline-chart-box"}),l=Se({id:"pipeline-time-card",title:"Step time",aside:"input wait · compute · host, per step"},i,o),a=f("p",{class:"muted small",id:"pipeline-source"}),c=f("ul",{class:"pipeline-lints",id:"pipeline-lints"}),d=f("div",{class:"pipeline-chain-box"}),h=Se({id:"pipeline-chain-card",title:"The pipeline",aside:"its transformations, as it will run"},a,c,d),g=f("div",{id:"pipeline-corrected"}),x=Se({id:"pipeline-fixed-card",title:"The corrected pipeline",hidden:!0},g);V(e,gt(t.title),l,h,x);function _(k,b){i.textContent=Of(k),V(o,ux(k),cx(k));let E=k.pipeline;h.hidden=!E,E&&(a.textContent=`From ${jf(k)}.`,V(c,Pf(k,b).map(m=>Df(m,t))),V(d,dx(k,b,t,r))),x.hidden=!(E&&E.corrected),V(g,E&&E.corrected?Fn(E.corrected):null)}return{async update(k,b){let E=Lf(b);if(Nt(e,!!E),!E)return;s={summary:E,diagnosis:b};let m=`${k}
${JSON.stringify(E)}
${JSON.stringify(b.findings||[])}
${r}`;m!==n&&(n=m,_(E,b))},focusFinding(k){if(it(k)!==pe.input_pipeline||e.hidden)return!1;r=zf(k),s&&_(s.summary,s.diagnosis);let b=r!==null&&d.querySelector(`[data-index="${r}"]`)||k.kind&&l;return b&&b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"}),!0},retheme(){},destroy(){V(e)}}}var Vf={area:pe.input_pipeline,create:fx};var Hf=`/* The memory view (views/memory.js). Colours follow the theme variables of
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
`;var Ur=e=>Array.isArray(e)?e:[],ot=e=>typeof e=="number"&&Number.isFinite(e),Mt=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function px(e){return Array.isArray(e)?`[${e.join(", ")}]`:"?"}function Gf(e){let t=Mt(e&&e.areas&&e.areas[pe.memory]);if(!t)return null;let n=Mt(t.series)||{},r=Ur(n.steps),s=Ur(n.values),i=[];r.forEach((l,a)=>{ot(l)&&ot(s[a])&&i.push([l,s[a]])}),i.sort((l,a)=>l[0]-a[0]);let o=Mt(t.limit)||{};return{points:i,limit:ot(o.bytes)?o.bytes:null,limitSource:typeof o.source=="string"?o.source:null,device:typeof o.device=="string"?o.device:null,model:Mt(t.model),estimate:Mt(t.estimate),oom:Mt(t[fn.oom]),diskFull:Mt(t[fn.disk_full]),searches:Ur(t.searches).filter(Mt)}}function Yf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>it(n)===pe.memory)}function Uf(e){let t=e?e.points:[];if(!t.length)return null;let n=t[0][0],r=t[t.length-1][0],s=t[0];for(let x of t)x[1]>s[1]&&(s=x);let i=e.limit,o=ot(i)&&i>0&&s[1]*4>=i,l=uc(Math.max(s[1],o?i:0)*1.02||1),a=l[l.length-1].value||1,c=r-n||1,d=t.map(([x,_])=>[r===n?.5:(x-n)/c,1-_/a]),h=null;if(ot(i)&&i>0){let x=s[1]/i;h=`peak ${De(s[1])} at step ${s[0]}: ${Math.round(x*100)}% of the ${De(i)} limit`+(e.limitSource?` (${e.limitSource})`:"")}let g=l.map(x=>({y:1-x.value/a,text:x.text}));return{xs:[n,r],yMax:a,path:d,limitY:o?1-i/a:null,limitNote:h,peak:{step:s[0],bytes:s[1]},ticks:g}}function Kf(e){if(!e)return[];let t=Mt(e.allocation)||{};return[["Step",ot(e.step)?String(e.step):"?"],["Phase",e.phase||"training"],["Batch size",ot(e.batch_size)?String(e.batch_size):"not known"],["Tensor shape",px(t.shape)],["dtype",t.dtype||"?"],["Bytes asked",De(t.bytes)],["Device",t.device||e.device||"?"],["Allocator",t.allocator||"?"],["Layer",e.layer||"not told by the message"],["Op",e.node||"?"],["Peak before",De(e.peak_bytes)],["Device limit",De(e.limit_bytes)]].map(([r,s])=>({key:r,value:s}))}function qf(e){return e?[["Step",ot(e.step)?String(e.step):"?"],["Path",e.path||"not told by the message"],["Error",e.error_type||"?"]].map(([t,n])=>({key:t,value:n})):[]}function Wf(e){let t=Mt(e&&e.by_dtype)||{};return Object.entries(t).map(([n,r])=>`${n}: ${(r.count||0).toLocaleString("en-US")} (${De(r.bytes)})`).join(", ")}function Jf(e){if(!e)return[];let t=Mt(e.params)||{},n=Mt(e.trainable)||{},r=Mt(e.optimizer)||{},s=Mt(r.slots)||{};return[["Parameters",`${(t.count||0).toLocaleString("en-US")} (${De(t.bytes)}) ${Wf(t)?`· ${Wf(t)}`:""}`.trim()],["Gradients",`${De(n.bytes)} (one per trainable parameter)`],["Optimizer slots",`${r.name||"?"}: ${De(s.bytes)}`],["dtype policy",e.mixed_precision||"?"],["Batch size",ot(e.batch_size)?String(e.batch_size):"not known"],["Device",`${e.device||"?"}${ot(e.limit_bytes)?`, ${De(e.limit_bytes)}`:""}`]].map(([o,l])=>({key:o,value:l}))}function mx(e){return ot(e)?e<1e-4?"<0.01%":`${(100*e).toFixed(e<.01?2:0)}%`:"—"}function Xf(e,t){return e?Ur(e.rows).filter(n=>n&&ot(n.batch_size)&&ot(n.bytes)).map(n=>({batchSize:n.batch_size,bytes:De(n.bytes),share:ot(t)&&t>0?mx(n.bytes/t):"—",current:n.batch_size===e.batch_size})):[]}var gx={fits:"trains",out_of_memory:"out of memory",over_budget:"over the budget (not run)",near_limit:"trains, within 10% of the limit",too_large:"a tensor larger than the device (not run)"};function Zf(e){return e?Ur(e.attempts).filter(t=>t&&ot(t.batch_size)).map((t,n)=>({order:n+1,batchSize:t.batch_size,status:t.status,words:gx[t.status]||String(t.status),estimate:ot(t.largest_tensor_bytes)&&!(t.estimate_bytes>=t.largest_tensor_bytes)?`at least ${De(t.largest_tensor_bytes)}`:De(t.estimate_bytes),largest:De(t.largest_tensor_bytes),chosen:t.batch_size===e.batch_size&&t.status==="fits"})):[]}function Qf(e){if(!e)return"";let t=Ur(e.attempts).length,n=ot(e.budget_bytes)?`, budget ${De(e.budget_bytes)} (${e.budget_source||"?"})`:"",r=e.reason==="oom_retry"?"After the OOM: ":"";return ot(e.batch_size)?`${r}batch size ${e.batch_size} fits: ${t} sizes tried, ${e.steps||"?"} real steps each${n}; a size fits within ${Math.round(100*(e.margin||.9))}% of it.`:`${r}no batch size trains, even 1 (${t} tried${n}).`}var Kr=640,Ss=200,ft={left:84,right:12,top:10,bottom:24};function Tl(e,t){return f("table",{class:"evidence-table mem-kv",id:t},f("tbody",null,e.map(({key:n,value:r})=>f("tr",null,f("th",{scope:"row"},n),f("td",null,r)))))}function yx(e){let t=Kr-ft.left-ft.right,n=Ss-ft.top-ft.bottom,r=o=>ft.left+o*t,s=o=>ft.top+o*n,i=e.path.map(([o,l],a)=>`${a?"L":"M"}${r(o).toFixed(1)},${s(l).toFixed(1)}`).join(" ");return Q("svg",{class:"mem-chart",viewBox:`0 0 ${Kr} ${Ss}`,role:"img","aria-label":"Memory over steps"},e.ticks.map(o=>Q("g",null,Q("line",{class:"mem-grid",x1:ft.left,x2:Kr-ft.right,y1:s(o.y),y2:s(o.y)}),Q("text",{class:"mem-tick",x:ft.left-6,y:s(o.y)+4,"text-anchor":"end"},o.text))),e.limitY===null?null:Q("g",{class:"mem-limit-group"},Q("line",{class:"mem-limit",id:"memory-limit-line",x1:ft.left,x2:Kr-ft.right,y1:s(e.limitY),y2:s(e.limitY)}),Q("text",{class:"mem-tick",x:Kr-ft.right,y:s(e.limitY)-4,"text-anchor":"end"},"limit")),e.path.length>1?Q("path",{class:"mem-line",d:i}):Q("circle",{class:"mem-dot",cx:r(e.path[0][0]),cy:s(e.path[0][1]),r:3}),Q("text",{class:"mem-tick",x:ft.left,y:Ss-6},`step ${e.xs[0]}`),Q("text",{class:"mem-tick",x:Kr-ft.right,y:Ss-6,"text-anchor":"end"},`step ${e.xs[1]}`),Q("text",{class:"mem-tick",x:ft.left+t/2,y:Ss-6,"text-anchor":"middle"},eh),Q("text",{class:"mem-tick",x:10,y:ft.top+n/2,"text-anchor":"middle",transform:`rotate(-90 10 ${ft.top+n/2})`},th))}var eh="step",th="memory";function bx(e,t){V(e,yx(t)),_t(e,{kind:"svg",ticksX:2,ticksY:t.ticks.length,xTitle:eh,yTitle:th})}function xx(e,t){Ge("trainhealth-memory-style",Hf),e.id="memory-health",e.hidden=!0;let n=f("p",{class:"muted small",id:"memory-chart-note"}),r=f("div",{class:"mem-chart-box"}),s=Se({id:"memory-chart-card",className:"mem-card",title:"Memory over steps",aside:""},r,n),i=f("div"),o=Se({id:"memory-oom-card",className:"mem-card mem-alert",title:"Out of memory",hidden:!0},i),l=f("div"),a=Se({id:"memory-disk-card",className:"mem-card mem-alert",title:"Disk full (not memory)",hidden:!0},l),c=f("div"),d=Se({id:"memory-model-card",className:"mem-card",title:"Model size",aside:"what training holds whatever the batch size, and what a batch size adds",hidden:!0},c),h=f("div"),g=Se({id:"memory-search-card",className:"mem-card",title:"Batch-size search",aside:"tb_trainhealth.find_batch_size",hidden:!0},h);V(e,gt(t.title),o,a,s,g,d);let x=null;function _(b){let E=Uf(b);if(s.hidden=!E,E){bx(r,E);let v=(b.device||"").startsWith("GPU")?"the GPU allocator's bytes in use":"the process's resident memory";n.textContent=`${v}, sampled every few steps; ${E.limitNote||"the device's limit is not known"}.`}let m=b.oom;if(o.hidden=!m,m&&V(i,f("p",{class:"mem-oom-line",id:"memory-oom-line"},`Step ${m.step}: allocating ${De((m.allocation||{}).bytes)} failed`,m.layer?f("span",null," in layer ",f("code",null,m.layer)):null,m.batch_size?` at batch size ${m.batch_size}.`:"."),Tl(Kf(m),"memory-oom-table"),m.message?f("pre",{class:"mem-message"},m.message):null),a.hidden=!b.diskFull,b.diskFull&&V(l,Tl(qf(b.diskFull),"memory-disk-table"),b.diskFull.message?f("pre",{class:"mem-message"},b.diskFull.message):null),d.hidden=!b.model,b.model){let v=Xf(b.estimate,b.limit);V(c,Tl(Jf(b.model),"memory-model-table"),v.length?f("table",{class:"data-table mem-estimate",id:"memory-estimate-table"},f("caption",{class:"muted small"},"What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",b.oom?`: this run's failed allocation alone was ${De((b.oom.allocation||{}).bytes)}`:"",")."),f("thead",null,f("tr",null,["Batch size","Needs at least","Of the limit"].map(S=>f("th",null,S)))),f("tbody",null,v.map(S=>f("tr",{class:S.current?"current":null},f("td",{class:"num"},String(S.batchSize)+(S.current?" (this run)":"")),f("td",{class:"num"},S.bytes),f("td",{class:"num"},S.share))))):null)}g.hidden=!b.searches.length,V(h,b.searches.map((v,S)=>f("div",{class:"mem-search","data-search":String(S)},f("p",{class:"mem-search-line"},Qf(v)),f("table",{class:"data-table mem-attempts"},f("thead",null,f("tr",null,["#","Batch size","Result","Step needs (estimate)","Largest tensor"].map(A=>f("th",null,A)))),f("tbody",null,Zf(v).map(A=>f("tr",{class:`${A.status}${A.chosen?" chosen":""}`,"data-batch-size":String(A.batchSize)},f("td",{class:"num muted"},String(A.order)),f("td",{class:"num"},String(A.batchSize)),f("td",null,A.chosen?`${A.words} (chosen)`:A.words),f("td",{class:"num"},A.estimate),f("td",{class:"num"},A.largest))))))))}function k(b){for(let m of e.querySelectorAll(".mem-card.focused"))m.classList.remove("focused");b.classList.add("focused");let E=()=>b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(E):E()}return{async update(b,E){let m=Gf(E);if(Nt(e,!!m),!m)return;let v=JSON.stringify(m)+JSON.stringify(Yf(E).map(S=>S.kind));v!==x&&(x=v,_(m))},focusFinding(b){if(it(b)!==pe.memory||e.hidden)return!1;let E=b.kind===Cn.oom&&!o.hidden?o:b.kind===Cn.disk_full&&!a.hidden?a:s;return k(E),!0},retheme(){},destroy(){V(e)}}}var nh={area:pe.memory,create:xx};var rh=`/* The attention view (views/attention.js). Colours follow the theme
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
`;var Al=e=>typeof e=="number"&&Number.isFinite(e),$l=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null,ar=e=>Al(e)?e:null;function vx(e,t){let n=$l(e);if(!n||!Array.isArray(n.layers)||!Array.isArray(n.values)||!Array.isArray(n.steps))return[];let r=n.layers.indexOf(t);if(r<0)return[];let s=[];return n.values.forEach((i,o)=>{let l=Array.isArray(i)?i[r]:void 0;Al(l)&&Al(n.steps[o])&&s.push([n.steps[o],l])}),s}function sh(e){let t=$l(e&&e.areas&&e.areas[pe.attention]);if(!t||!Array.isArray(t.layers))return null;let n=t.layers.filter(r=>$l(r)&&typeof r.layer=="string").map(r=>{let s=ar(r[mt.attention_max_logit]),i=ar(r.one_hot_logit);return{layer:r.layer,className:typeof r.class=="string"?r.class:null,kind:typeof r.kind=="string"?r.kind:null,keys:ar(r.keys),heads:ar(r.heads),maxLogit:s,oneHotLogit:i,entropy:ar(r[mt.attention_entropy]),entropyNorm:ar(r[mt.attention_entropy_norm]),overBound:s!==null&&i!==null&&s>=i,logits:vx(t[mt.attention_max_logit],r.layer)}});return n.length?{layers:n,collapsedEntropy:ar(t.collapsed_entropy)}:null}function ih(e,t,n,r=2){if(!e.length)return"";let s=e.map(g=>g[0]),i=e.map(g=>g[1]),o=Math.min(...s),l=Math.max(...s),a=Math.max(...i,0),c=Math.min(...i,0),d=g=>l===o?t/2:r+(g-o)/(l-o)*(t-2*r),h=g=>a===c?n/2:n-r-(g-c)/(a-c)*(n-2*r);return e.map(([g,x])=>`${d(g).toFixed(1)},${h(x).toFixed(1)}`).join(" ")}function oh(e){return!e||it(e)!==pe.attention?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var lh=120,ah=24,qr=e=>e===null?"—":le(e);function kx(e,t){Ge("tb-trainhealth-attention",rh),e.id="area-attention",e.hidden=!0;let n=f("tbody"),r=f("p",{class:"muted small"}),s=Se({id:"attention-layers",title:"Per attention layer",aside:"latest sample; the largest logit over steps"},f("table",{class:"evidence-table attention-layers"},f("thead",null,f("tr",null,f("th",null,"Layer"),f("th",null,me(mt.attention_max_logit)),f("th",null,"Over steps"),f("th",null,"Near one-hot past"),f("th",null,me(mt.attention_entropy)),f("th",null,me(mt.attention_entropy_norm)))),n),r);V(e,gt(t.title),s);let i=null;function o(c){let d=c.logits||[],h=d[0],g=d[d.length-1],x=f("td",{class:"attention-spark-cell"},Q("svg",{class:"attention-spark",viewBox:`0 0 ${lh} ${ah}`,preserveAspectRatio:"none",role:"img","aria-label":`largest attention logit of ${c.layer} over steps`},Q("polyline",{points:ih(d,lh,ah)})),h&&g?f("div",{class:"muted small"},`step ${h[0]} → ${g[0]}: ${qr(h[1])} → ${qr(g[1])}`):null);return _t(x,{ticksX:h?2:0,ticksY:h?2:0,xTitle:"step",yTitle:"largest logit",kind:"sparkline"}),x}function l(c){V(n,c.layers.map(d=>f("tr",{"data-layer":d.layer},f("th",{scope:"row"},d.layer,d.className?f("div",{class:"muted small"},d.className):null),f("td",{class:d.overBound?"over":""},qr(d.maxLogit)),o(d),f("td",null,qr(d.oneHotLogit)),f("td",null,qr(d.entropy)),f("td",null,qr(d.entropyNorm))))),r.textContent="A softmax over n keys whose largest logit leads the others by log(n - 1) + log(99) gives one key 99% of the weight."+(c.collapsedEntropy!==null?` An entropy below ${le(c.collapsedEntropy)} nats is fewer than 1.5 keys attended.`:""),a()}function a(){for(let c of n.querySelectorAll("tr"))c.dataset.focus=String(!!(i&&i.layer===c.dataset.layer))}return pi(e,{summaryOf:sh,render:l,focusOf:oh,applyFocus:c=>{i=c,a()}})}var ch={area:pe.attention,create:kx};var _x=[bd,tf,nh,xf,Mf,ch,Vf];function uh(){return vn.map(e=>_x.find(t=>t.area===e.name)||mi(e.name))}var dh=`/* Compare two runs (compare.js, compare_chart.js). Colours follow the theme
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
`;var fh=e=>new Set(String(e).toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/).filter(t=>t.length>=2&&!/^[0-9]+$/.test(t)));function hh(e,t){let n=fh(t),r=(Array.isArray(e)?e:[]).filter(i=>i&&typeof i.run=="string"&&i.run!==t).map((i,o)=>[i,[...fh(i.run)].filter(l=>n.has(l)).length,o]);return{similar:r.filter(([,i])=>i>0).sort(([,i,o],[,l,a])=>l-i||o-a).map(([i])=>i),others:r.filter(([,i])=>i===0).map(([i])=>i)}}function ph(e,t,n){return typeof e=="string"&&e!==n&&t.includes(e)?e:null}function mh(e){let t=e.map(r=>{let s=new Map;return r&&r.xs.forEach((i,o)=>s.set(i,r.ys[o])),s}),n=[...new Set(t.flatMap(r=>[...r.keys()]))].sort((r,s)=>r-s);return{xs:n,ys:t.map(r=>n.map(s=>r.has(s)?r.get(s):null))}}function gh(e,t){let n=t.xs.length;if(!n)return{alert:!1,text:`${e}: no loss values were logged yet.`};let r=t.nonfinite;if(!r.length)return{alert:!1,text:`${e}: ${Pe(n,"step")} logged; all finite.`};let s=Xn(r[0].value)||"NaN";return{alert:!0,text:`${e}: the loss became ${s} at step ${r[0].step} (${Pe(r.length,"non-finite step")} marked).`}}function yh(e,t){let n=[];for(let r of e)for(let s of r||[])n.includes(s)||n.push(s);return{stats:n,stat:Ai(n,t)}}function Nl(e){return[...new Set(e.flatMap(t=>Array.isArray(t)?t.map(String):[]))]}function bh(e){let t=e.filter(Boolean).map(bi);if(!t.length)return null;let{logScale:n,stat:r}=t[0];return xi(t.flatMap(s=>s.values),{logScale:n,stat:r})}function xh(e){let t=e&&typeof e.areas=="object"?e.areas:null,n=t&&t.input_pipeline&&t.input_pipeline.timing,r=o=>typeof o=="number"&&Number.isFinite(o);if(!n||!r(n.mean_step_ms))return null;let s=r(n.mean_wait_ms)?`, ${le(n.mean_wait_ms)} ms of it waiting for input`+(r(n.input_share)?` (${Nr(n.input_share)})`:""):"",i=r(n.steps)?` over ${Pe(n.steps,"step")}`:"";return`Step ${le(n.mean_step_ms)} ms${s}${i}.`}var wh=[["--accent","#1967d2"],["--compare-second","#e8710a"]];function vh(e){let t=f("div",{class:"compare-loss-notes",id:"compare-loss-notes",role:"status"}),n=f("div",{class:"chart-box",id:"compare-loss-plot"}),r=rl(n,{toggleId:"compare-loss-log-scale"});return V(e,f("div",{class:"card-head"},f("h3",null,`${me(st.loss)} of both runs`),r.toggle),t,n),{update(s){let i=[],o=s.map((a,c)=>{let d=wh[c%wh.length];if(!a.series)return{run:a.run,color:d,alert:!1,text:`${a.run}: ${a.note}`};let h=nl(a.series);return h.xs.length&&i.push({run:a.run,color:d,prepared:h}),{run:a.run,color:d,...gh(a.run,h)}});if(V(t,o.map(a=>f("p",{class:`chart-note ${a.alert?"alert":"muted"}`,"data-run":a.run},f("span",{class:"compare-swatch",style:`background: var(${a.color[0]})`,"aria-hidden":"true"}),a.text))),e.dataset.series=JSON.stringify(i.map(a=>a.run)),!i.length)return r.draw(null);let l=mh(i.map(a=>a.prepared));r.draw({xs:l.xs,markers:i.map(a=>a.prepared.nonfinite[0]).filter(Boolean),series:i.map((a,c)=>({label:a.run,stroke:a.color,ys:l.ys[c]}))})},retheme:()=>r.redraw(),destroy:()=>r.destroy()}}var Es=Object.keys(Ln),kh=e=>{let t=Es.indexOf(e);return t<0?Es.length:t};function Eh(e){let t=Object.fromEntries(Es.map(n=>[n,0]));for(let n of e)n&&n.status in t&&t[n.status]++;return t}function Ml(e,{status:t="",text:n=""}={},r=null){let s=String(n||"").trim().toLowerCase();return e.filter(i=>i.run===r||(!t||i.status===t)&&(!s||i.run.toLowerCase().includes(s)))}var _h=e=>e.counts&&e.counts.critical||0,Sh=e=>e.counts&&e.counts.warning||0;function Ts(e){return e.filter(t=>t&&typeof t.run=="string").map((t,n)=>[t,n]).sort(([t,n],[r,s])=>kh(t.status)-kh(r.status)||_h(r)-_h(t)||Sh(r)-Sh(t)||n-s).map(([t])=>t)}function Th(e){let t=Ts(e),n=t.find(r=>r.status!=="unreadable")||t[0];return n?n.run:null}function As(e){return`${e.run} — ${Ln[e.status]||e.status}`}function Ni(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}function Ah(e){return Array.isArray(e)&&e.some(t=>t&&t.status==="pending")}function $h(e,t){let n=t&&Array.isArray(e)?e.find(r=>r&&r.run===t.run):null;return!n||n.status!=="pending"||typeof t.status!="string"||t.status==="pending"?!1:(n.status=t.status,n.counts=Js(t.findings),!0)}var Mh="tb-trainhealth:compare",Nh=["a","b"],Mi=()=>In(Mh),Ch=e=>hn(Mh,{...Mi(),...e});function Lh(){let e=Mi();return typeof e.with=="string"?e.with:null}function Li(e){Ch({with:e||null})}function Ex(e){return f("span",{class:`badge status-${e}`},Ln[e]||e)}function Ci(e){return f("option",{value:e.run,"data-status":e.status},As(e))}function Oh({onchange:e}){let{select:t,element:n}=Vr("Compare with…",{id:"compare-select",onchange:r=>e(r||null)});return n.classList.add("compare-picker"),n.hidden=!0,{element:n,update(r,s,i){let{similar:o,others:l}=hh(r,s),a=JSON.stringify([o,l].map(c=>c.map(As)));t.dataset.options!==a&&(V(t,f("option",{value:""},"None"),o.length?f("optgroup",{label:"Similar names"},o.map(Ci)):null,l.length?f("optgroup",{label:o.length?"Other runs":"Runs"},l.map(Ci)):null),t.dataset.options=a),t.value=i||"",n.hidden=o.length+l.length===0},hide(){n.hidden=!0}}}function Ih(e,{onOpen:t,onSwap:n,onClose:r}){Ge("trainhealth-compare-style",dh);let s=0,i=0,o=[null,null],l=[null,null],a=typeof Mi().stat=="string"?Mi().stat:null,c={diagnosis:[null,null],loss:null},d=f("h2",{class:"compare-title",id:"compare-title"}),h=f("button",{type:"button",class:"button",id:"compare-swap",title:"Show the second run first",onclick:()=>n()},"⇄ Swap"),g=f("button",{type:"button",class:"button",id:"compare-close",title:"Show one run, with its flowchart and evidence",onclick:()=>r()},"← Back to one run"),x=Nh.map(L=>{let z=f("h3",{class:"compare-run-name"}),N=f("span",{class:"compare-run-status"}),F=f("span",{class:"muted small compare-run-counts"}),I=f("button",{type:"button",class:"button small-button compare-open",title:"Show this run alone"},"Open"),R=f("div",{class:"compare-findings"}),C=f("p",{class:"error-text",role:"alert",hidden:!0}),B=f("p",{class:"compare-step-time",hidden:!0}),W=f("section",{class:"card compare-run",id:`compare-run-${L}`,"data-slot":L},f("div",{class:"card-head compare-run-head"},z,N,F,I),C,B,R);return{slot:L,el:W,name:z,badge:N,counts:F,open:I,findings:R,error:C,stepTime:B}}),_=f("section",{class:"card chart-card",id:"compare-loss"}),k=vh(_),b=Vr("Statistic",{id:"compare-stat",onchange:L=>{a=L,Ch({stat:a}),P(s)}}),E=f("p",{class:"chart-note muted",id:"compare-heatmap-note"}),m=Nh.map(L=>{let z=f("h4",{class:"compare-heatmap-run"}),N=f("p",{class:"chart-note muted compare-heatmap-note"}),F=f("p",{class:"error-text",role:"alert",hidden:!0}),I=f("div",{class:"heatmap-box"}),R=f("div",{class:"compare-heatmap",id:`compare-heatmap-block-${L}`,"data-slot":L},z,N,F,I),C=Gr(I,{id:`compare-heatmap-${L}`,idPrefix:`compare-heatmap-${L}`});return{slot:L,el:R,name:z,note:N,error:F,heatmap:C,text:null}}),v=Se({id:"compare-heatmaps",className:"compare-heatmap-card",title:"Gradient health by layer",aside:b.element},E,m.map(L=>L.el)),S=f("div",{id:"compare-view",class:"compare-view"},f("div",{class:"compare-bar"},d,h,g),f("div",{class:"compare-grid",id:"compare-runs"},x.map(L=>L.el)),_,v);V(e,S);function A(){c={diagnosis:[null,null],loss:null},l=[null,null],x.forEach((L,z)=>{L.el.dataset.run=o[z],delete L.el.dataset.status,L.name.textContent=o[z],V(L.badge),L.counts.textContent="",L.stepTime.hidden=!0,ut(L.error,null),V(L.findings,f("p",{class:"muted"},"Loading…"))}),k.update(o.map(L=>({run:L,series:null,note:"loading…"}))),m.forEach((L,z)=>{L.text=null,L.el.dataset.run=o[z],L.name.textContent=o[z],L.note.textContent="Loading…",ut(L.error,null),L.heatmap.clear()}),E.textContent=""}function M(L,z){let N=x[L],F=o[L];if(z.error){c.diagnosis[L]=null,l[L]=null,delete N.el.dataset.status,V(N.badge),N.counts.textContent="",N.stepTime.hidden=!0,V(N.findings),ut(N.error,`Could not load the diagnosis of run "${F}": ${z.error.message}`);return}if(ut(N.error,null),z.text===c.diagnosis[L])return;c.diagnosis[L]=z.text;let I=z.body;l[L]=I;let R=Array.isArray(I.findings)?I.findings:[];N.el.dataset.status=String(I.status||""),V(N.badge,I.status?Ex(I.status):null),N.counts.textContent=Ni(Js(R));let C=xh(I);N.stepTime.hidden=!C,N.stepTime.textContent=C||"",Xs(N.findings,R,{showKind:!0,onSelect:B=>t(F,B)})}async function Y(L){let z=l.map(R=>!!R&&(!Array.isArray(R.series)||R.series.includes(st.loss))),N=await Promise.allSettled(o.map((R,C)=>z[C]?zs(R,st.loss):null));if(L!==s)return;let F=N.map((R,C)=>{let B=o[C];if(!z[C])return{run:B,series:null,note:l[C]?hi(l[C]):"its diagnosis could not be loaded."};if(R.status==="rejected")return{run:B,series:null,note:lr(Rt(me(st.loss)),R.reason)};let W=R.value.body;return typeof W.run=="string"&&W.run!==B?{run:B,series:null,note:"no loss (an answer for another run)."}:{run:B,series:W,text:R.value.text}}),I=JSON.stringify(F.map(R=>[R.run,R.text||R.note]));I!==c.loss&&(c.loss=I,k.update(F))}async function P(L){let z=l.map(Ti),N=yh(z.map(B=>B&&B.stats),a);a=N.stat,vs(b.select,N.stats,a,me);let F=a,I=F?Rt(me(F)):"gradient statistics",R=z.map(B=>!!(B&&F&&B.stats.includes(F))),C=Nl(z.map(B=>B&&B.layers));i++,S.dataset.heatmapLoading="true";try{let B=await Promise.allSettled(m.map((K,O)=>R[O]?qn(o[O],F,Wr(K.heatmap.plotWidth(C))):null));if(L!==s||F!==a)return;let W=B.map((K,O)=>R[O]&&K.status==="fulfilled"&&(typeof K.value.body.run!="string"||K.value.body.run===o[O])?K.value.body:null),xe=bh(W),q=Nl(W.map(K=>K&&K.layers));m.forEach((K,O)=>{let G=B[O];if(!R[O]){K.text=null,K.heatmap.clear(),ut(K.error,null),K.note.textContent=z[O]?`This run logged no ${I}.`:"This run logged no gradient statistics (it has no gradient health data).";return}if(!W[O]){K.text=null,K.heatmap.clear(),K.note.textContent="",ut(K.error,G.status==="rejected"?lr(I,G.reason):`No ${I} for this run.`);return}ut(K.error,null);let D=JSON.stringify([G.value.text,xe,q]);D!==K.text&&(K.text=D,K.heatmap.setData(W[O],{label:me(F),range:xe,labels:q}),K.note.textContent=$i(F,Hr(W[O])))}),E.textContent=W.filter(Boolean).length>1?"One colour scale for both runs: the same colour is the same value.":""}finally{--i===0&&delete S.dataset.heatmapLoading}}return{async update(L,z){let N=++s,F=[L,z],I=F.some((C,B)=>C!==o[B]);o=F,S.dataset.runs=JSON.stringify(o),I&&(V(d,"Comparing ",f("strong",null,L)," with ",f("strong",null,z)),x.forEach((C,B)=>C.open.onclick=()=>t(F[B],null)),A());let R=await Promise.allSettled(o.map(C=>js(C)));N===s&&(R.forEach((C,B)=>{if(C.status==="rejected")return M(B,{error:C.reason});let W=C.value.body;if(typeof W.run=="string"&&W.run!==o[B])return M(B,{error:new Error("the answer was for another run")});M(B,C.value)}),await Promise.all([Y(N),P(N)]))},retheme(){k.retheme();for(let L of m)L.heatmap.redraw()},destroy(){s++,k.destroy();for(let L of m)L.heatmap.destroy();V(e)}}}function Rh(e){V(e,f("section",{id:"empty-state",class:"card empty-state"},f("h2",null,"No training health data yet"),f("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),f("h3",null,"1. Keras: add the callback"),Fn(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),f("h3",null,"2. Or instrument every fit() in the process"),Fn(`import tb_trainhealth

tb_trainhealth.autolog()`),f("h3",null,"3. Or run an unchanged script"),Fn("tb-trainhealth run train.py","shell"),f("h3",null,"Then open TensorBoard"),Fn("tensorboard --logdir logs","shell"),f("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var Tx="app-header-reload .reload-button, app-header-reload button";function Ax(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function Fh(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function Ph(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),s=c=>{r=Date.now(),e({reason:c})},i=Ax();if(i){let c=d=>{let h=d.target;h&&typeof h.closest=="function"&&h.closest(Tx)&&setTimeout(()=>s("tensorboard-reload"),0)};i.addEventListener("click",c,!0),n.push(()=>i.removeEventListener("click",c,!0))}let o=setInterval(()=>{Fh()&&Date.now()-r>=t-50&&s("timer")},Math.min(t,5e3));n.push(()=>clearInterval(o));let l=()=>{Fh()&&Date.now()-r>=t&&s("visible")};document.addEventListener("visibilitychange",l),n.push(()=>document.removeEventListener("visibilitychange",l));let a=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",a,{once:!0}),{stop:a,markRefreshed:()=>r=Date.now()}}var Jr=e=>e==null?"n/a":le(e,4);function $x(e){let[t,n]=Array.isArray(e.undone_steps)?e.undone_steps:[null,null],r=`Step ${e.step}: ${String(e.problem).replace(/_/g," ")} (${e.why}). Rolled back to step ${e.rolled_back_to}; the updates of steps ${t}-${n} were undone.`,s=e.learning_rate;return s&&typeof s=="object"&&(r+=` Learning rate ${Jr(s.from)} → ${Jr(s.to)} for ${s.for_steps} steps.`),e.clipnorm&&(r+=` Gradients clipped at global norm ${Jr(e.clipnorm)}.`),r+=` Loss before ${Jr(e.loss_before)}, at the step ${Jr(e.loss_at)}, after ${Jr(e.loss_after)}.`,r}function jh(e){let t=e.repairs.map(s=>f("li",null,$x(s))),n=e.gave_up;n&&t.push(f("li",{class:"repair-gave-up"},`Step ${n.step}: heal gave up (${n.why}): ${n.reason}.`+(n.stopped===!1?"":" The run stopped.")));let r=n?"Repairs: did not help":`Healed: ${e.repairs.length} repair${e.repairs.length===1?"":"s"}`;return f("div",{class:"repairs",id:"repairs"},f("h4",null,r),f("ul",null,t))}var Oi="tb-trainhealth:selection",Nx=3e3,Mx=new Set(["pending","unreadable","healed"]),Cl=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.compareRun=null,this.compareView=null,this.areaViews=[];let n=In(Oi);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.savedCompare=Lh(),this.buildShell()}buildShell(){this.select=f("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=f("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=f("span",{id:"run-counts",class:"muted"}),this.updated=f("span",{id:"last-updated",class:"muted"}),this.refreshButton=f("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},f("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=f("label",{class:"run-picker"},f("span",null,"Run"),this.select),this.comparePicker=Oh({onchange:t=>this.setCompare(t)}),this.filter={status:"",text:""},this.statusFilter=f("select",{id:"run-status-filter",class:"th-select","aria-label":"Show runs of status",onchange:()=>this.setFilter({status:this.statusFilter.value})}),this.nameFilter=f("input",{id:"run-name-filter",type:"search",class:"th-input",placeholder:"Filter runs by name","aria-label":"Filter runs by name",oninput:()=>this.setFilter({text:this.nameFilter.value})}),this.runFilters=f("span",{class:"run-filters",hidden:!0},this.statusFilter,this.nameFilter),this.banner=f("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=f("main",{id:"content"},f("p",{class:"muted loading-text"},"Loading…")),V(this.root,f("header",{class:"th-header"},f("h1",null,"Training Health"),this.runPicker,this.comparePicker.element,this.runFilters,this.statusBadge,this.counts,f("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,V(this.banner,f("strong",null,"Error: "),t)}buildRunView(){this.destroyCompareView(),this.view="run",this.flowBox=f("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=f("section",{id:"findings",class:"card findings"}),this.panel=f("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=f("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),V(this.content,f("div",{class:"th-grid"},f("section",{class:"card flowchart-card"},f("div",{class:"card-head"},f("h3",null,"Triage flowchart"),f("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),f("div",{class:"col-main"},this.chartBox),f("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=id(this.chartBox),this.viewAreas=new Set;for(let t of uh())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=f("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(mi(r),{area:r,title:r,openFinding:s=>this.openFinding(s)})}viewContext(t){return{area:t,title:ro(t).title,openFinding:n=>this.openFinding(n)}}hideAreaViews(t){for(let n of this.content.querySelectorAll(":scope > .area-section"))n.hidden=t}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}buildCompareView(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.destroyCompareView(),this.view="compare",this.flow=null,this.compareView=Ih(this.content,{onOpen:(t,n)=>this.openRun(t,n),onSwap:()=>this.selectRun(this.compareRun),onClose:()=>this.setCompare(null)})}destroyCompareView(){this.compareView&&this.compareView.destroy(),this.compareView=null}setCompare(t){this.compareRun=t||null,Li(this.compareRun),this.show()}openRun(t,n){this.compareRun=null,Li(null),this.run=t,this.nodeId=n||null,hn(Oi,{run:t,node:this.nodeId}),this.show()}ensureView(){this.compareRun&&this.view!=="compare"&&this.buildCompareView(),!this.compareRun&&this.view!=="run"&&this.buildRunView()}async show(){this.ensureView(),this.updateRunPicker(),this.diagnosisText=null;let t=++this.seq;this.root.dataset.loading="true";try{await this.loadCurrent(t)}finally{t===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}showEmpty(){this.destroyCompareView(),this.comparePicker.hide(),this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",Rh(this.content)}showFatal(t){this.view==="run"||this.view==="compare"||this.view==="empty"||(this.view="error",V(this.content,f("section",{class:"card error-state",id:"error-state"},f("h2",null,"Could not load Training Health"),f("p",null,t),f("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}setFilter(t){this.filter={...this.filter,...t};let n=Ml(Ts(this.runs||[]),this.filter);this.updateRunPicker(),n.length&&!n.some(r=>r.run===this.run)&&this.selectRun(n[0].run)}updateStatusFilter(){let t=this.runs||[],n=Eh(t),r=Es.filter(i=>!Mx.has(i)||n[i]>0||this.filter.status===i),s=["",...r].map(i=>`${i}|${i?n[i]:t.length}`).join(`
`);this.statusFilter.dataset.options!==s&&(V(this.statusFilter,f("option",{value:""},`All runs (${t.length})`),r.map(i=>f("option",{value:i,"data-count":String(n[i]),disabled:n[i]===0&&this.filter.status!==i},`${Ln[i]} (${n[i]})`))),this.statusFilter.dataset.options=s),this.statusFilter.value=this.filter.status,this.runFilters.hidden=t.length<2}updateRunPicker(){this.updateStatusFilter();let t=Ml(Ts(this.runs||[]),this.filter,this.run),n=[...this.select.options].map(i=>`${i.value}|${i.textContent}`).join(`
`),r=t.map(i=>`${i.run}|${As(i)}`).join(`
`);n!==r&&V(this.select,t.map(Ci)),this.select.value=this.run,this.runPicker.hidden=!1,this.comparePicker.update(Ts(this.runs||[]),this.run,this.compareRun);let s=(this.runs||[]).find(i=>i.run===this.run);s&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${s.status}`,this.statusBadge.textContent=Ln[s.status]||s.status,this.counts.textContent=Ni(s.counts))}async refresh({reason:t}={}){let n=++this.seq;this.root.dataset.refreshesStarted=String((Number(this.root.dataset.refreshesStarted)||0)+1),this.root.dataset.startReason=t||"",this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await ha()}catch(o){if(n!==this.seq)return;let l=`Could not load the list of runs: ${o.message}`;this.showBanner(l),this.showFatal(l);return}if(n!==this.seq)return;let s=Array.isArray(r.body.runs)?r.body.runs.filter(o=>o&&typeof o.run=="string"):[];if(this.runs=s,this.pollPending(s),!s.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let i=s.map(o=>o.run);if(!i.includes(this.run)){let o=this.savedRun&&i.includes(this.savedRun)?this.savedRun:null;this.nodeId=o?this.savedNode:null,this.savedRun=null,this.run=o||Th(s)}this.compareRun=ph(this.savedCompare!==null?this.savedCompare:this.compareRun,i,this.run),this.savedCompare=null,this.ensureView(),this.updateRunPicker(),await this.loadCurrent(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}pollPending(t){clearTimeout(this.pendingTimer),this.pendingTimer=Ah(t)?setTimeout(()=>this.refresh({reason:"pending"}),Nx):null}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){t!==this.run&&(t===this.compareRun&&(this.compareRun=this.run,Li(this.compareRun)),this.run=t,this.nodeId=null,hn(Oi,{run:t,node:null}),await this.show())}async loadCurrent(t){if(this.view!=="compare")return this.loadRun(t);this.showBanner(null),await this.compareView.update(this.run,this.compareRun)}current(t,n){return t===this.seq&&n===this.run}async loadRun(t){let n=this.run,[r]=await Promise.allSettled([js(n)]);if(!this.current(t,n))return;let s=r.status==="fulfilled"?r.value.body:null;if(s&&typeof s.run=="string"&&s.run!==n)return;let i=!s||!Array.isArray(s.series)||s.series.includes(st.loss),[o]=i?await Promise.allSettled([zs(n,st.loss)]):[null];if(!this.current(t,n))return;let l=!0;if(r.status==="fulfilled")$h(this.runs,r.value.body)&&this.updateRunPicker(),this.applyDiagnosis(r.value.body,r.value.text);else{l=!1;let h=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,V(this.flowBox,f("p",{class:"error-text"},h)),V(this.findingsBox,f("h3",null,"Findings"),f("p",{class:"muted"},"Unavailable.")),V(this.panel,f("h3",null,"Evidence"),f("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(h)}if(!o)this.chart.showNote(hi(s));else if(o.status==="fulfilled")this.chart.update(o.value.body,o.value.text,s&&s.repairs);else{let h=o.reason;this.chart.showError(h.status===404||h.status===400?`No loss series for this run: ${h.message}`:`Could not load the loss series: ${h.message}`)}if(this.hideAreaViews(!l),!l)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let a=this.areaViews.slice(),c=await Promise.allSettled(a.map(h=>h.update(n,this.diagnosis)));if(!this.current(t,n))return;let d=c.find(h=>h.status==="rejected");if(d)throw d.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],s=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!s.some(i=>i.id===this.nodeId)&&(this.nodeId=null),this.flow=wc(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:i=>this.selectNode(i,{scroll:!0})}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];Xs(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(a,c)=>{let d=this.areaViews.map(h=>h.focusFinding(c)).filter(Boolean);this.selectNode(a,{scroll:!d.length})}});let s=Array.isArray(t.warnings)?t.warnings.filter(a=>typeof a=="string"):[];s.length&&this.findingsBox.append(f("div",{class:"log-warnings",id:"log-warnings"},f("h4",null,`Log warnings (${s.length})`),f("ul",null,s.map(a=>f("li",null,a)))));let i=t.repairs&&Array.isArray(t.repairs.repairs)?t.repairs:null;i&&this.findingsBox.append(jh(i));let o=t.capture&&t.capture.overhead_budget;o&&Number(o.full_every)>1&&this.findingsBox.append(f("p",{class:"capture-budget",id:"capture-budget"},`Capture: per-layer statistics every ${o.full_every} steps, to hold its overhead budget of ${Number((100*Number(o.overhead_budget)).toPrecision(2))}% (${String(o.reason||"")}). The loss, the NaN/Inf check and the first bad step are exact at every step.`));let l=r.find(a=>a.id===this.nodeId);l?Tc(this.panel,l,n,{onClose:()=>this.selectNode(null)}):Ec(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,hn(Oi,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"start",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let s=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!s)return;s.classList.add("focused");let i=s.getBoundingClientRect().top;(i<64||i>window.innerHeight-120)&&s.scrollIntoView&&s.scrollIntoView({block:"start",behavior:"smooth"})}},Ut=null;function n_(){if(Ut)return Ut;Ge("trainhealth-style",`${aa}
${ca}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",Ut=new Cl(e),ed(()=>{Ut.chart&&Ut.chart.retheme(),Ut.compareView&&Ut.compareView.retheme();for(let n of Ut.areaViews)n.retheme()});let t=Ph(n=>Ut.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;Ut.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),Ut.refresh({reason:"initial"}).then(()=>t.markRefreshed()),Ut}export{n_ as render};
