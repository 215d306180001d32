/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */
var ul='.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';var dl=`/* Training Health tab. Colours are CSS variables switched by
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
`;var fl={areas:[{events:["training_error","capture_error","capture_note","capture_budget","heal_repair"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{capture_budget:"Capture cost",capture_error:"Capture stopped",capture_note:"Not captured",heal_repair:"Repair",loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],tab_view:null,title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch","index_out_of_range"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{index_out_of_range:"Index out of range",input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix the layer, the data or the loss",parent:"shape"}],series:[],tab_view:"shapes.js",title:"Shapes"},{events:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers","low_precision_sum"],findings:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse","low_precision_sum"],hint:'The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the batch\'s data, the loss, every layer\'s output, the gradients and the weights each step (also under XLA), and names the first step, sample, layer and variable that went NaN/Inf; `options={"nonfinite": {"replay": True}}` reruns that step under check_numerics and names the op and its source line. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.',histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",low_precision_sum:"bfloat16 sum loses precision",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_op:"First NaN/Inf op",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],tab_view:"nonfinite.js",title:"NaN / Inf"},{events:["memory_model","oom","disk_full","batch_size_search"],findings:["oom","memory_pressure","memory_growth","disk_full"],hint:"The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, logs the model's size, and records an out-of-memory error with the allocation that failed. `tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here.",histograms:[],labels:{batch_size_search:"Batch-size search",disk_full:"Disk full",memory_growth:"Memory growth",memory_model:"Model size",memory_peak:"Memory peak",memory_pressure:"Memory pressure",memory_used:"Memory used",oom:"Out of memory"},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:["memory_used","memory_peak"],tab_view:"memory.js",title:"Memory"},{events:["update_period","variables_not_updated"],findings:["exploding_gradients","vanishing_gradients","dead_units","gradient_accumulation_not_reset","variables_not_updated"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",gradient_accumulation_not_reset:"Gradient accumulator never reset",update_period:"Steps between updates",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",variables_not_updated:"Layers never updated",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],tab_view:"gradients.js",title:"Gradient health"},{events:["head_check","epoch_logs"],findings:["loss_oscillating","loss_diverging","loss_stuck","accuracy_at_chance","output_activation_mismatch","loss_output_mismatch","unscaled_inputs","saturated_activations","learning_rate_too_high","learning_rate_too_low","loss_spike","labels_leak_inputs","dropout_too_high"],hint:"The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`.",histograms:[],labels:{accuracy_at_chance:"Accuracy at chance",dropout_too_high:"Dropout too high",epoch_logs:"Epoch metrics",head_check:"Head and loss check",labels_leak_inputs:"Labels copy the inputs",learning_rate_too_high:"Learning rate too high",learning_rate_too_low:"Learning rate too low",loss_diverging:"Loss diverging",loss_oscillating:"Loss oscillating",loss_output_mismatch:"Loss does not fit output/targets",loss_spike:"Loss spike",loss_stuck:"Loss stuck",lr_update_ratio:"Update / weight ratio (sampled)",output_activation_mismatch:"Output head cannot fit targets",saturated_activations:"Saturated activations",saturation:"Saturated share (|z| > 5)",schedule_rate:"Learning rate (schedule)",unscaled_inputs:"Unscaled inputs"},log_scale:["lr_update_ratio"],matrices:["saturation","lr_update_ratio"],name:"convergence",nodes:[{edge_label:"does not learn",id:"convergence",kind:"check",label:"Loss not decreasing / unstable",parent:"error"},{edge_label:"",id:"fix_convergence",kind:"fix",label:"Output head, loss, input scale, learning rate",parent:"convergence"}],series:["schedule_rate"],tab_view:"convergence.js",title:"Convergence"},{events:["attention_layers"],findings:["attention_logit_growth","attention_entropy_collapse"],hint:"The attention probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records, for every Keras MultiHeadAttention and every layer of yours that softmaxes (queries x keys) scores with `keras.ops.softmax`, the largest attention logit and the attention entropy every few steps, with plain `model.fit`.",histograms:[],labels:{attention_entropy:"Attention entropy (nats)",attention_entropy_collapse:"Attention entropy collapse",attention_entropy_norm:"Attention entropy / log(keys)",attention_layers:"Attention layers",attention_logit_growth:"Attention logit growth",attention_max_logit:"Largest attention logit"},log_scale:[],matrices:["attention_max_logit","attention_entropy","attention_entropy_norm"],name:"attention",nodes:[{edge_label:"transformer unstable",id:"attention",kind:"check",label:"Attention logits grow / entropy collapses",parent:"error"},{edge_label:"",id:"fix_attention",kind:"fix",label:"QK normalisation, lower peak learning rate, z-loss",parent:"attention"}],series:[],tab_view:"attention.js",title:"Attention health"},{events:["input_timing","input_stall","pipeline_graph","input_exhausted"],findings:["input_bound","input_stall","pipeline_lint","unshuffled_data","input_exhausted"],hint:"The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a PyDataset). Custom training loops are not timed.",histograms:[],labels:{compute_time:"Compute (ms)",host_time:"Host, between steps (ms)",input_bound:"Input-bound",input_exhausted:"Input ran out",input_stall:"Input stall",input_timing:"Input timing",input_wait:"Input wait (ms)",pipeline_graph:"Pipeline",pipeline_lint:"Pipeline lint",unshuffled_data:"Unshuffled data"},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:["input_wait","compute_time","host_time"],tab_view:"input_pipeline.js",title:"Input pipeline"}]};var hn=Object.freeze(fl.areas.map(e=>Object.freeze(e)));function Wn(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,s){if(typeof s=="string"){if(Object.prototype.hasOwnProperty.call(r,s))return r[s];throw new Error(`no declared ${e} ${JSON.stringify(s)} (tb_trainhealth/areas/)`)}}})}var ss=e=>hn.flatMap(t=>t[e]),ie=Wn("area",hn.map(e=>e.name)),pl=Wn("node id",hn.flatMap(e=>e.nodes.map(t=>t.id))),En=Wn("finding kind",ss("findings")),Tt=Wn("event kind",ss("events")),lt=Wn("matrix statistic",ss("matrices")),Xe=Wn("series",ss("series")),kx=Wn("histogram family",ss("histograms")),Ah=Object.freeze(Object.assign({},...hn.map(e=>e.labels)));function le(e){return Ah[e]||os(e)}function ii(e){return hn.find(t=>t.name===ie[e])}function hl(e){let t=hn.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function Ze(e){if(!e||typeof e!="object")return null;let t=hn.find(n=>n.findings.includes(e.kind));return t?t.name:hl(e.node)}function ml(e){let t=hl(e);return(t?ii(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var Sn={critical:0,warning:1,info:2},Gn={triggered:"Triggered",clear:"Clear",no_data:"No data"},$n={critical:"critical",unreadable:"unreadable",warning:"warning",healed:"healed",healthy:"healthy",pending:"pending"};function ai(e){let t=null;for(let n of e){let r=n&&n.severity;r in Sn&&(t===null||Sn[r]<Sn[t])&&(t=r)}return t}function Nh(e){if(typeof e=="number"){if(!Number.isFinite(e))return String(e);let t=Math.abs(e);if(Number.isInteger(e)&&t<1e15)return String(e);if(t!==0&&(t>=1e6||t<.001)){let[n,r]=e.toExponential(3).split("e");return`${Number(n)}e${Number(r)}`}return String(Number(e.toPrecision(4)))}return typeof e=="boolean"?e?"true":"false":String(e)}function Mh(e){let t=[],n=e[0],r=e[0];for(let s of[...e.slice(1),null]){if(s!==null&&s===r+1){r=s;continue}if(r-n>=2)t.push(`${n}–${r}`);else for(let o=n;o<=r;o++)t.push(String(o));n=r=s}return t}var Er=12;function Je(e){if(e==null)return"—";if(Array.isArray(e)){if(!e.length)return"none";let t;return e.every(o=>Number.isInteger(o))&&e.every((o,i)=>i===0||o>e[i-1])?t=Mh(e):t=e.map(o=>o!==null&&typeof o=="object"?`(${Je(o)})`:Je(o)),(t.length>Er?[...t.slice(0,Er),`… ${t.length-Er} more`]:t).join(", ")}if(typeof e=="object"){let t=Object.entries(e);if(!t.length)return"none";let n=t.slice(0,Er).map(([r,s])=>`${r}: ${Je(s)}`);return t.length>Er&&n.push(`… ${t.length-Er} more`),n.join(" · ")}return typeof e=="string"?e.replace(Ch,""):Nh(e)}var Ch=/\u001b\[[0-9;]*m/g;function $r(e){if(!e||typeof e!="object")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Number.isFinite(e.step)?e.step:null;if(e.kind===En.training_error||typeof t.phase=="string"&&"completed_steps"in t)return(typeof t.phase=="string"?/step/.test(t.phase):n!==null)&&n!==null?`crashed at step ${n}`:typeof t.phase=="string"?`crashed in ${t.phase.replace(/_/g," ")}`:"crashed";let s=Number.isFinite(t.first_step)?t.first_step:null,o=Number.isFinite(t.last_step)?t.last_step:null;return s!==null&&o!==null&&o!==s?`steps ${Math.min(s,o)}–${Math.max(s,o)}`:n!==null?`step ${n}`:null}function os(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function At(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var is=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function as(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(s){throw new is(`Could not reach TensorBoard (${s&&s.message?s.message:s}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let s=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new is(s,t.status)}if(r===null||typeof r!="object")throw new is(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function js(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,s])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(s))}`).join("&");return n?`${e}?${n}`:e}function gl(){return as("runs")}function zs(e){return as(js("diagnosis",{run:e}))}function Ds(e,t){return as(js("series",{run:e,name:t}))}function Yn(e,t,n){return as(js("matrix",{run:e,stat:t,max_columns:n||null}))}function Lh(e,t,n){return as(js(`${ie[e]}/${t}`,n))}function yl(e,t){return Lh(ie.gradients,"histograms",{run:e,layer:t})}var Oh="http://www.w3.org/2000/svg";function li(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function bl(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function p(e,t,...n){return li(bl(document.createElement(e),t),n)}function U(e,t,...n){return li(bl(document.createElementNS(Oh,e),t),n)}function D(e,...t){return e.textContent="",li(e,t)}function Tn(e){return String(e).split("`").map((n,r)=>r%2?p("code",null,n):n)}function Pe(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function An(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function nn(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var zl=Object.defineProperty,Ih=(e,t,n)=>t in e?zl(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,Rh=(e,t)=>{for(var n in t)zl(e,n,{get:t[n],enumerable:!0})},Ph=(e,t,n)=>Ih(e,typeof t!="symbol"?t+"":t,n),Dl={};Rh(Dl,{Graph:()=>Gt,alg:()=>yi});var Fh=Object.defineProperty,Bl=(e,t)=>{for(var n in t)Fh(e,n,{get:t[n],enumerable:!0})},gi=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let s of r)n.add(s);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([s,o])=>{e(s)&&t.setNode(s,o)}),Object.values(this._edgeObjs).forEach(s=>{t.hasNode(s.v)&&t.hasNode(s.w)&&t.setEdge(s,this.edge(s))});let n={},r=s=>{let o=this.parent(s);return!o||t.hasNode(o)?(n[s]=o,o):o in n?n[o]:r(o)};return this._isCompound&&t.nodes().forEach(s=>t.setParent(s,r(s))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let s,o,i,a,l=!1;typeof e=="object"&&e!==null&&"v"in e?(s=e.v,o=e.w,i=e.name,arguments.length===2&&(a=t,l=!0)):(s=e,o=t,i=r,arguments.length>2&&(a=n,l=!0)),s=""+s,o=""+o,i!==void 0&&(i=""+i);let c=ls(this._isDirected,s,o,i);if(c in this._edgeLabels)return l&&(this._edgeLabels[c]=a),this;if(i!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(s),this.setNode(o),this._edgeLabels[c]=l?a:this._defaultEdgeLabelFn(s,o,i);let u=jh(this._isDirected,s,o,i);return s=u.v,o=u.w,Object.freeze(u),this._edgeObjs[c]=u,wl(this._preds[o],s),wl(this._sucs[s],o),this._in[o][c]=u,this._out[s][c]=u,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?ci(this._isDirected,e):ls(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?ci(this._isDirected,e):ls(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?ci(this._isDirected,e):ls(this._isDirected,e,t,n),s=this._edgeObjs[r];if(s){let o=s.v,i=s.w;delete this._edgeLabels[r],delete this._edgeObjs[r],xl(this._preds[i],o),xl(this._sucs[o],i),delete this._in[i][r],delete this._out[o][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(s=>s.v===t&&s.w===n||s.v===n&&s.w===t):r}};function wl(e,t){e[t]?e[t]++:e[t]=1}function xl(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function ls(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let i=s;s=o,o=i}return s+""+o+""+(r===void 0?"\0":r)}function jh(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let a=s;s=o,o=a}let i={v:s,w:o};return r&&(i.name=r),i}function ci(e,t){return ls(e,t.v,t.w,t.name)}var zh={};Bl(zh,{read:()=>Hh,write:()=>Dh});function Dh(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:Bh(e),edges:Vh(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function Bh(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),s={v:t};return n!==void 0&&(s.value=n),r!==void 0&&(s.parent=r),s})}function Vh(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function Hh(e){let t=new gi(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var yi={};Bl(yi,{CycleException:()=>Vs,bellmanFord:()=>Vl,components:()=>Yh,dijkstra:()=>Bs,dijkstraAll:()=>qh,findCycles:()=>Jh,floydWarshall:()=>Zh,isAcyclic:()=>em,postorder:()=>nm,preorder:()=>rm,prim:()=>sm,shortestPaths:()=>om,tarjan:()=>Wl,topsort:()=>Gl});var Wh=()=>1;function Vl(e,t,n,r){return Gh(e,String(t),n||Wh,r||function(s){var o;return(o=e.outEdges(s))!=null?o:[]})}function Gh(e,t,n,r){let s={},o,i=0,a=e.nodes(),l=function(d){let m=s[d.v],w=s[d.w];if(!m||!w)return;let k=n(d);m.distance+k<w.distance&&(s[d.w]={distance:m.distance+k,predecessor:d.v},o=!0)},c=function(){a.forEach(function(d){r(d).forEach(function(m){let w=m.v===d?m.v:m.w,k=w===m.v?m.w:m.v;l({v:w,w:k})})})};a.forEach(function(d){let m=d===t?0:Number.POSITIVE_INFINITY;s[d]={distance:m,predecessor:""}});let u=a.length;for(let d=1;d<u&&(o=!1,i++,c(),!!o);d++);if(i===u-1&&(o=!1,c(),o))throw new Error("The graph contains a negative weight cycle");return s}function Yh(e){let t={},n=[],r;function s(o){var i,a;o in t||(t[o]=!0,r.push(o),(i=e.successors(o))==null||i.forEach(s),(a=e.predecessors(o))==null||a.forEach(s))}return e.nodes().forEach(function(o){r=[],s(o),r.length&&n.push(r)}),n}var Hl=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let s=this._arr,o=s.length;return n[r]=o,s.push({key:r,priority:t}),this._decrease(o),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,s=e;n<t.length&&(s=t[n].priority<t[s].priority?n:s,r<t.length&&(s=t[r].priority<t[s].priority?r:s),s!==e&&(this._swap(e,s),this._heapify(s)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,s=n[e],o=n[t];n[e]=o,n[t]=s,r[o.key]=e,r[s.key]=t}},Uh=()=>1;function Bs(e,t,n,r){let s=function(o){var i;return(i=e.outEdges(o))!=null?i:[]};return Kh(e,String(t),n||Uh,r||s)}function Kh(e,t,n,r){let s={},o=new Hl,i,a,l=function(c){let u=c.v!==i?c.v:c.w,d=s[u];if(!d)return;let m=n(c),w=a.distance+m;if(m<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+m);w<d.distance&&(d.distance=w,d.predecessor=i,o.decrease(u,w))};for(e.nodes().forEach(function(c){let u=c===t?0:Number.POSITIVE_INFINITY;s[c]={distance:u,predecessor:""},o.add(c,u)});o.size()>0;){i=o.removeMin();let c=s[i];if(!c||c.distance===Number.POSITIVE_INFINITY)break;a=c,r(i).forEach(l)}return s}function qh(e,t,n){return e.nodes().reduce(function(r,s){return r[s]=Bs(e,s,t,n),r},{})}function Wl(e){let t=0,n=[],r={},s=[];function o(i){var a;let l=r[i]={onStack:!0,lowlink:t,index:t++};if(n.push(i),(a=e.successors(i))==null||a.forEach(function(c){if(c in r){let u=r[c];u!=null&&u.onStack&&(l.lowlink=Math.min(l.lowlink,u.index))}else{o(c);let u=r[c];u&&(l.lowlink=Math.min(l.lowlink,u.lowlink))}}),l.lowlink===l.index){let c=[],u;do{u=n.pop();let d=r[u];d&&(d.onStack=!1),c.push(u)}while(i!==u);s.push(c)}}return e.nodes().forEach(function(i){i in r||o(i)}),s}function Jh(e){return Wl(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var Xh=()=>1;function Zh(e,t,n){return Qh(e,t||Xh,n||function(r){var s;return(s=e.outEdges(r))!=null?s:[]})}function Qh(e,t,n){let r={},s=e.nodes();return s.forEach(function(o){let i={};r[o]=i,i[o]={distance:0,predecessor:""},s.forEach(function(a){o!==a&&(i[a]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(o).forEach(function(a){let l=a.v===o?a.w:a.v,c=t(a);i[l]={distance:c,predecessor:o}})}),s.forEach(function(o){let i=r[o];i&&s.forEach(function(a){let l=r[a];l&&s.forEach(function(c){let u=l[o],d=i[c],m=l[c];if(u&&d&&m){let w=u.distance+d.distance;w<m.distance&&(m.distance=w,m.predecessor=d.predecessor)}})})}),r}var Vs=class extends Error{constructor(e){super(e),this.name="CycleException"}};function Gl(e){let t={},n={},r=[];function s(o){var i;if(o in n)throw new Vs;o in t||(n[o]=!0,t[o]=!0,(i=e.predecessors(o))==null||i.forEach(s),delete n[o],r.push(o))}if(e.sinks().forEach(s),Object.keys(t).length!==e.nodeCount())throw new Vs;return r}function em(e){try{Gl(e)}catch(t){if(t instanceof Vs)return!1;throw t}return!0}function tm(e,t,n,r,s){Array.isArray(t)||(t=[t]);let o=(a=>{var l;return(l=e.isDirected()?e.successors(a):e.neighbors(a))!=null?l:[]}),i={};return t.forEach(function(a){if(!e.hasNode(a))throw new Error("Graph does not have node: "+a);s=Yl(e,a,n==="post",i,o,r,s)}),s}function Yl(e,t,n,r,s,o,i){return t in r||(r[t]=!0,n||(i=o(i,t)),s(t).forEach(function(a){i=Yl(e,a,n,r,s,o,i)}),n&&(i=o(i,t))),i}function Ul(e,t,n){return tm(e,t,n,function(r,s){return r.push(s),r},[])}function nm(e,t){return Ul(e,t,"post")}function rm(e,t){return Ul(e,t,"pre")}function sm(e,t){var n;let r=new gi,s={},o=new Hl,i;function a(u){let d=u.v===i?u.w:u.v,m=o.priority(d);if(m!==void 0){let w=t(u);w<m&&(s[d]=i,o.decrease(d,w))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(u){o.add(u,Number.POSITIVE_INFINITY),r.setNode(u)});let l=e.nodes()[0];l!==void 0&&o.decrease(l,0);let c=!1;for(;o.size()>0;){if(i=o.removeMin(),i in s)r.setEdge(i,s[i]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(i))==null||n.forEach(a)}return r}function om(e,t,n,r){return im(e,t,n,r??(s=>{var o;return(o=e.outEdges(s))!=null?o:[]}))}function im(e,t,n,r){if(n===void 0)return Bs(e,t,n,r);let s=!1,o=e.nodes();for(let i=0;i<o.length;i++){let a=o[i];if(a===void 0)continue;let l=r(a);for(let c=0;c<l.length;c++){let u=l[c];if(!u)continue;let d=u.v===a?u.v:u.w,m=d===u.v?u.w:u.v;n({v:d,w:m})<0&&(s=!0)}if(s)return Vl(e,t,n,r)}return Bs(e,t,n,r)}var Gt=gi;function Ar(e,t,n,r){let s=r;for(;e.hasNode(s);)s=bi(r);return n.dummy=t,e.setNode(s,n),s}function am(e){let t=new Gt().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},s=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+s.weight,minlen:Math.max(r.minlen,s.minlen)})}),t}function Kl(e){let t=new Gt({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function vl(e,t){let n=e.x,r=e.y,s=t.x-n,o=t.y-r,i=e.width/2,a=e.height/2;if(!s&&!o)throw new Error("Not possible to find intersection inside of the rectangle");let l,c;return s===0||Math.abs(o)*i>Math.abs(s)*a?(o<0&&(a=-a),l=a*s/o,c=a):(s<0&&(i=-i),l=i,c=i*o/s),{x:n+l,y:r+c}}function us(e){let t=cs(Jl(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),s=r.rank;s!==void 0&&(t[s]||(t[s]=[]),t[s][r.order]=n)}),t}function lm(e){let t=e.nodes().map(r=>{let s=e.node(r).rank;return s===void 0?Number.MAX_VALUE:s}),n=rn(Math.min,t);e.nodes().forEach(r=>{let s=e.node(r);Object.hasOwn(s,"rank")&&(s.rank-=n)})}function cm(e){let t=e.nodes().map(i=>e.node(i).rank).filter(i=>i!==void 0),n=rn(Math.min,t),r=[];e.nodes().forEach(i=>{let a=e.node(i).rank-n;r[a]||(r[a]=[]),r[a].push(i)});let s=0,o=e.graph().nodeRankFactor;Array.from(r).forEach((i,a)=>{i===void 0&&a%o!==0?--s:i!==void 0&&s&&i.forEach(l=>e.node(l).rank+=s)})}function _l(e,t,n,r){let s={width:0,height:0};return arguments.length>=4&&(s.rank=n,s.order=r),Ar(e,"border",s,t)}function um(e,t=ql){let n=[];for(let r=0;r<e.length;r+=t){let s=e.slice(r,r+t);n.push(s)}return n}var ql=65535;function rn(e,t){if(t.length>ql){let n=um(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function Jl(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return rn(Math.max,t)}function dm(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function fm(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function Xl(e,t){return t()}var pm=0;function bi(e){let t=++pm;return e+(""+t)}function cs(e,t,n=1){t==null&&(t=e,e=0);let r=o=>o<t;n<0&&(r=o=>t<o);let s=[];for(let o=e;r(o);o+=n)s.push(o);return s}function Hs(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function Ws(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[s,o])=>(r[s]=n(o,s),r),{})}function hm(e,t){return e.reduce((n,r,s)=>(n[r]=t[s],n),{})}var Gs="\0";function Zl(e,t,n){var r,s,o,i,a,l;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let u=c?(s=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?s:NaN+1:(i=(o=e[t.edgeObj.w])==null?void 0:o.rank)!=null?i:NaN-1,d=Object.entries(e).find(v=>{var b,S;return((b=v[1].edgeObj)==null?void 0:b.v)===t.edgeObj.v&&((S=v[1].edgeObj)==null?void 0:S.w)===t.edgeObj.w&&v[1].rank===u}),m=Object.entries(e).find(v=>{var b,S;return((b=v[1].edgeObj)==null?void 0:b.v)===n.edgeObj.v&&((S=v[1].edgeObj)==null?void 0:S.w)===n.edgeObj.w&&v[1].rank===u});if(!d||!m)return 0;let w=(a=d[1].order)!=null?a:NaN,k=(l=m[1].order)!=null?l:NaN;return isNaN(w-k)?0:w-k}var mm="3.1.3",gm=class{constructor(){Ph(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return kl(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&kl(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,ym)),n=n._prev;return"["+e.join(", ")+"]"}};function kl(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function ym(e,t){if(e!=="_next"&&e!=="_prev")return t}var bm=gm,wm=()=>1;function xm(e,t){if(e.nodeCount()<=1)return[];let n=_m(e,t||wm);return vm(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function vm(e,t,n){var r;let s=[],o=t[t.length-1],i=t[0],a;for(;e.nodeCount();){for(;a=i.dequeue();)ui(e,t,n,a);for(;a=o.dequeue();)ui(e,t,n,a);if(e.nodeCount()){for(let l=t.length-2;l>0;--l)if(a=(r=t[l])==null?void 0:r.dequeue(),a){s=s.concat(ui(e,t,n,a,!0)||[]);break}}}return s}function ui(e,t,n,r,s){let o=[],i=s?o:void 0;return(e.inEdges(r.v)||[]).forEach(a=>{let l=e.edge(a),c=e.node(a.v);s&&o.push({v:a.v,w:a.w}),c.out-=l,mi(t,n,c)}),(e.outEdges(r.v)||[]).forEach(a=>{let l=e.edge(a),c=a.w,u=e.node(c);u.in-=l,mi(t,n,u)}),e.removeNode(r.v),i}function _m(e,t){let n=new Gt,r=0,s=0;e.nodes().forEach(a=>{n.setNode(a,{v:a,in:0,out:0})}),e.edges().forEach(a=>{let l=n.edge(a.v,a.w)||0,c=t(a),u=l+c;n.setEdge(a.v,a.w,u);let d=n.node(a.v),m=n.node(a.w);s=Math.max(s,d.out+=c),r=Math.max(r,m.in+=c)});let o=km(s+r+3).map(()=>new bm),i=r+1;return n.nodes().forEach(a=>{mi(o,i,n.node(a))}),{graph:n,buckets:o,zeroIdx:i}}function mi(e,t,n){var r,s,o;n.out?n.in?(o=e[n.out-n.in+t])==null||o.enqueue(n):(s=e[e.length-1])==null||s.enqueue(n):(r=e[0])==null||r.enqueue(n)}function km(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function Sm(e,t){(e.graph().acyclicer==="greedy"?xm(e,n(e)):Em(e,t??null)).forEach(r=>{let s=e.edge(r);e.removeEdge(r),s.forwardName=r.name,s.reversed=!0,e.setEdge(r.w,r.v,s,bi("rev"))});function n(r){return s=>r.edge(s).weight}}function Em(e,t){let n=[],r={},s={};function o(l){Object.hasOwn(s,l)||(s[l]=!0,r[l]=!0,e.outEdges(l).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):o(c.w)}),delete r[l])}function i(l){var c;Object.hasOwn(s,l)||(s[l]=!0,r[l]=!0,(c=e.outEdges(l))==null||c.forEach(u=>{var d,m;Object.hasOwn(r,u.w)||((d=t.node(l))==null?void 0:d.rank)>((m=t.node(u.w))==null?void 0:m.rank)&&Tm(e,u.w,u)?n.push(u):i(u.w)}),delete r[l])}let a=o;return t&&typeof t.node=="function"&&(a=i),e.sources().forEach(a),e.nodes().forEach(a),n}function $m(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function Tm(e,t,n){let r=new Set;function s(o){var i;if(e.sources().includes(o))return!0;r.add(o);for(let a of(i=e.inEdges(o))!=null?i:[])if(!(a.v===n.v&&a.w===n.w)&&!r.has(a.v)&&s(a.v))return!0;return!1}return s(t)}function Am(e){e.graph().dummyChains=[],e.edges().forEach(t=>Nm(e,t))}function Nm(e,t){let n=t.v,r=e.node(n).rank,s=t.w,o=e.node(s).rank,i=t.name,a=e.edge(t),l=a.labelRank;if(o===r+1)return;e.removeEdge(t);let c,u,d;for(d=0,++r;r<o;++d,++r)a.points=[],u={width:0,height:0,edgeLabel:a,edgeObj:t,rank:r},c=Ar(e,"edge",u,"_d"),r===l&&(u.width=a.width,u.height=a.height,u.dummy="edge-label",u.labelpos=a.labelpos),e.setEdge(n,c,{weight:a.weight},i),d===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,s,{weight:a.weight},i)}function Mm(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,s;for(e.setEdge(n.edgeObj,r);n.dummy;)s=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=s,n=e.node(t)})}function wi(e){let t={};function n(r){let s=e.node(r);if(Object.hasOwn(t,r))return s.rank;t[r]=!0;let o=e.outEdges(r),i=o?o.map(l=>l==null?Number.POSITIVE_INFINITY:n(l.w)-e.edge(l).minlen):[],a=rn(Math.min,i);return a===Number.POSITIVE_INFINITY&&(a=0),s.rank=a}e.sources().forEach(n)}function Tr(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var Ql=Cm;function Cm(e){let t=new Gt({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],s=e.nodeCount();t.setNode(r,{});let o,i;for(;Lm(t,e)<s&&(o=Om(t,e),!!o);)i=t.hasNode(o.v)?Tr(e,o):-Tr(e,o),Im(t,e,i);return t}function Lm(e,t){function n(r){let s=t.nodeEdges(r);s&&s.forEach(o=>{let i=o.v,a=r===i?o.w:i;!e.hasNode(a)&&!Tr(t,o)&&(e.setNode(a,{}),e.setEdge(r,a,{}),n(a))})}return e.nodes().forEach(n),e.nodeCount()}function Om(e,t){return t.edges().reduce((n,r)=>{let s=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(s=Tr(t,r)),s<n[0]?[s,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function Im(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:Rm,postorder:Pm}=yi,Fm=Un;Un.initLowLimValues=vi;Un.initCutValues=xi;Un.calcCutValue=ec;Un.leaveEdge=nc;Un.enterEdge=rc;Un.exchangeEdges=sc;function Un(e){e=am(e),wi(e);let t=Ql(e);vi(t),xi(t,e);let n,r;for(;n=nc(t);)r=rc(t,e,n),sc(t,e,n,r)}function xi(e,t){let n=Pm(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>jm(e,t,r))}function jm(e,t,n){let r=e.node(n).parent,s=e.edge(n,r);s.cutvalue=ec(e,t,n)}function ec(e,t,n){let r=e.node(n).parent,s=!0,o=t.edge(n,r),i=0;o||(s=!1,o=t.edge(r,n)),i=o.weight;let a=t.nodeEdges(n);return a&&a.forEach(l=>{let c=l.v===n,u=c?l.w:l.v;if(u!==r){let d=c===s,m=t.edge(l).weight;if(i+=d?m:-m,Dm(e,n,u)){let w=e.edge(n,u).cutvalue;i+=d?-w:w}}}),i}function vi(e,t){arguments.length<2&&(t=e.nodes()[0]),tc(e,{},1,t)}function tc(e,t,n,r,s){let o=n,i=e.node(r);t[r]=!0;let a=e.neighbors(r);return a&&a.forEach(l=>{Object.hasOwn(t,l)||(n=tc(e,t,n,l,r))}),i.low=o,i.lim=n++,s?i.parent=s:delete i.parent,n}function nc(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function rc(e,t,n){let r=n.v,s=n.w;t.hasEdge(r,s)||(r=n.w,s=n.v);let o=e.node(r),i=e.node(s),a=o,l=!1;return o.lim>i.lim&&(a=i,l=!0),t.edges().filter(c=>l===Sl(e,e.node(c.v),a)&&l!==Sl(e,e.node(c.w),a)).reduce((c,u)=>Tr(t,u)<Tr(t,c)?u:c)}function sc(e,t,n,r){let s=n.v,o=n.w;e.removeEdge(s,o),e.setEdge(r.v,r.w,{}),vi(e),xi(e,t),zm(e,t)}function zm(e,t){let n=e.nodes().find(s=>!e.node(s).parent);if(!n)return;let r=Rm(e,[n]);r=r.slice(1),r.forEach(s=>{let o=e.node(s).parent,i=t.edge(s,o),a=!1;i||(i=t.edge(o,s),a=!0),t.node(s).rank=t.node(o).rank+(a?i.minlen:-i.minlen)})}function Dm(e,t,n){return e.hasEdge(t,n)}function Sl(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var Bm=Vm;function Vm(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":El(e);break;case"tight-tree":Wm(e);break;case"longest-path":Hm(e);break;case"none":break;default:El(e)}}var Hm=wi;function Wm(e){wi(e),Ql(e)}function El(e){Fm(e)}var Gm=Ym;function Ym(e){let t=Km(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let s=e.node(r),o=s.edgeObj,i=Um(e,t,o.v,o.w),a=i.path,l=i.lca,c=0,u=a[c],d=!0;for(;r!==o.w;){if(s=e.node(r),d){for(;(u=a[c])!==l&&e.node(u).maxRank<s.rank;)c++;u===l&&(d=!1)}if(!d){for(;c<a.length-1&&e.node(a[c+1]).minRank<=s.rank;)c++;u=a[c]}u!==void 0&&e.setParent(r,u),r=e.successors(r)[0]}})}function Um(e,t,n,r){let s=[],o=[],i=Math.min(t[n].low,t[r].low),a=Math.max(t[n].lim,t[r].lim),l;l=n;do l=e.parent(l),s.push(l);while(l&&(t[l].low>i||a>t[l].lim));let c=l,u=r;for(;(u=e.parent(u))!==c;)o.push(u);return{path:s.concat(o.reverse()),lca:c}}function Km(e){let t={},n=0;function r(s){let o=n;e.children(s).forEach(r),t[s]={low:o,lim:n++}}return e.children(Gs).forEach(r),t}function qm(e){let t=Ar(e,"root",{},"_root"),n=Jm(e),r=Object.values(n),s=rn(Math.max,r)-1,o=2*s+1;e.graph().nestingRoot=t,e.edges().forEach(a=>e.edge(a).minlen*=o);let i=Xm(e)+1;e.children(Gs).forEach(a=>{oc(e,t,o,i,s,n,a)}),e.graph().nodeRankFactor=o}function oc(e,t,n,r,s,o,i){var a;let l=e.children(i);if(!l.length){i!==t&&e.setEdge(t,i,{weight:0,minlen:n});return}let c=_l(e,"_bt"),u=_l(e,"_bb"),d=e.node(i);e.setParent(c,i),d.borderTop=c,e.setParent(u,i),d.borderBottom=u,l.forEach(m=>{var w;oc(e,t,n,r,s,o,m);let k=e.node(m),v=k.borderTop?k.borderTop:m,b=k.borderBottom?k.borderBottom:m,S=k.borderTop?r:2*r,g=v!==b?1:s-((w=o[i])!=null?w:0)+1;e.setEdge(c,v,{weight:S,minlen:g,nestingEdge:!0}),e.setEdge(b,u,{weight:S,minlen:g,nestingEdge:!0})}),e.parent(i)||e.setEdge(t,c,{weight:0,minlen:s+((a=o[i])!=null?a:0)})}function Jm(e){let t={};function n(r,s){let o=e.children(r);o&&o.length&&o.forEach(i=>n(i,s+1)),t[r]=s}return e.children(Gs).forEach(r=>n(r,1)),t}function Xm(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function Zm(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var Qm=eg;function eg(e){function t(n){let r=e.children(n),s=e.node(n);if(r.length&&r.forEach(t),s&&Object.hasOwn(s,"minRank")){s.borderLeft=[],s.borderRight=[];for(let o=s.minRank,i=s.maxRank+1;o<i;++o)$l(e,"borderLeft","_bl",n,s,o),$l(e,"borderRight","_br",n,s,o)}}e.children(Gs).forEach(t)}function $l(e,t,n,r,s,o){let i={width:0,height:0,rank:o,borderType:t},a=s[t][o-1],l=Ar(e,"border",i,n);s[t][o]=l,e.setParent(l,r),a&&e.setEdge(a,l,{weight:1})}function tg(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&ic(e)}function ng(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&rg(e),(n==="lr"||n==="rl")&&(sg(e),ic(e))}function ic(e){e.nodes().forEach(t=>Tl(e.node(t))),e.edges().forEach(t=>Tl(e.edge(t)))}function Tl(e){let t=e.width;e.width=e.height,e.height=t}function rg(e){e.nodes().forEach(t=>di(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(di),Object.hasOwn(r,"y")&&di(r)})}function di(e){e.y=-e.y}function sg(e){e.nodes().forEach(t=>fi(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(fi),Object.hasOwn(r,"x")&&fi(r)})}function fi(e){let t=e.x;e.x=e.y,e.y=t}function og(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),s=r.map(c=>e.node(c).rank),o=rn(Math.max,s),i=cs(o+1).map(()=>[]);function a(c){if(n[c])return;n[c]=!0;let u=e.node(c);i[u.rank].push(c);let d=e.successors(c);d&&[...d].sort((m,w)=>l(m,w)).forEach(a)}r.sort((c,u)=>e.node(c).rank-e.node(u).rank).forEach(a);function l(c,u){let d=e.node(c),m=e.node(u);return Zl(t,d,m)}return i}function ig(e,t){let n=0;for(let r=1;r<t.length;++r)n+=ag(e,t[r-1],t[r]);return n}function ag(e,t,n){let r=hm(n,n.map((c,u)=>u)),s=t.flatMap(c=>{let u=e.outEdges(c);return u?u.map(d=>({pos:r[d.w],weight:e.edge(d).weight})).sort((d,m)=>d.pos-m.pos):[]}),o=1;for(;o<n.length;)o<<=1;let i=2*o-1;o-=1;let a=new Array(i).fill(0),l=0;return s.forEach(c=>{let u=c.pos+o;a[u]+=c.weight;let d=0;for(;u>0;)u%2&&(d+=a[u+1]),u=u-1>>1,a[u]+=c.weight;l+=c.weight*d}),l}function lg(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let s=r.reduce((o,i)=>{let a=e.edge(i),l=e.node(i.v);return{sum:o.sum+a.weight*l.order,weight:o.weight+a.weight}},{sum:0,weight:0});return{v:n,barycenter:s.sum/s.weight,weight:s.weight}}})}function cg(e,t){let n={};e.forEach((s,o)=>{let i={indegree:0,in:[],out:[],vs:[s.v],i:o};s.barycenter!==void 0&&(i.barycenter=s.barycenter,i.weight=s.weight),n[s.v]=i}),t.edges().forEach(s=>{let o=n[s.v],i=n[s.w];o!==void 0&&i!==void 0&&(i.indegree++,o.out.push(i))});let r=Object.values(n).filter(s=>!s.indegree);return ug(r)}function ug(e){let t=[];function n(s){return o=>{o.merged||(o.barycenter===void 0||s.barycenter===void 0||o.barycenter>=s.barycenter)&&dg(s,o)}}function r(s){return o=>{o.in.push(s),--o.indegree===0&&e.push(o)}}for(;e.length;){let s=e.pop();t.push(s),s.in.reverse().forEach(n(s)),s.out.forEach(r(s))}return t.filter(s=>!s.merged).map(s=>Hs(s,["vs","i","barycenter","weight"]))}function dg(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function fg(e,t,n,r,s){let o={},i=null,a=null,l=s;typeof t=="boolean"?(l=t,o={}):t&&(o=t,i=n??null,a=r??null);let c=dm(e,S=>Object.hasOwn(S,"barycenter")),u=c.lhs,d=c.rhs.sort((S,g)=>g.i-S.i),m=[],w=0,k=0,v=0;u.sort(pg(a,i,!!l));for(let[S,g]of Object.entries(o)){let _=u.findIndex(E=>E.vs[0]===S);u.splice(_+1,0,g)}v=Al(m,d,v),u.forEach(S=>{v+=S.vs.length,m.push(S.vs),w+=S.barycenter*S.weight,k+=S.weight,v=Al(m,d,v)});let b={vs:m.flat(1)};return k&&(b.barycenter=w/k,b.weight=k),b}function Al(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function pg(e,t,n){return(r,s)=>{if(r.barycenter<s.barycenter)return-1;if(r.barycenter>s.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof s.vs[0]=="string")){let o=e.node(r.vs[0]),i=e.node(s.vs[0]),a=Zl(t,o,i);if(a!==0)return a}return n?s.i-r.i:r.i-s.i}}function ac(e,t,n,r,s){var o,i,a,l,c,u,d,m,w,k,v;let b=null,S=s;typeof r=="boolean"?(S=r,b=null):r!==void 0&&(b=r);let g=e.children(t),_=e.node(t),E=_?_.borderLeft:void 0,T=_?_.borderRight:void 0,L={};E&&(g=g.filter(O=>O!==E&&O!==T));let W=lg(e,g);W.forEach(O=>{if(e.children(O.v).length){let{result:A}=ac(e,O.v,n,b,S);L[O.v]=A,Object.hasOwn(A,"barycenter")&&mg(O,A)}});let C=cg(W,n);hg(C,L);let z={},V=!1;for(let O=0;O<C.length;O++)for(let A=O+1;A<C.length;A++)if(!(!C[O]||!C[A]||!((o=C[O])!=null&&o.barycenter)||!((i=C[A])!=null&&i.barycenter))&&((a=C[O])==null?void 0:a.barycenter)===C[A].barycenter){let R=(c=(l=C[O])==null?void 0:l.vs[0])!=null?c:"",M=(d=(u=C[A])==null?void 0:u.vs[0])!=null?d:"",P=e.node(R),B=e.node(M);if(P.dummy==="edge"&&B.dummy==="edge"&&((m=P.edgeObj)==null?void 0:m.v)===((w=B.edgeObj)==null?void 0:w.v)&&((k=P.edgeObj)==null?void 0:k.w)===((v=B.edgeObj)==null?void 0:v.w))if(P.edgeLabel.reversed){z[M]=C[O],C.splice(O,1),O--;break}else z[R]||(z[R]=C[A],C.splice(A,1),A--);else V=!0}let I=fg(C,z,b,e,S);if(E&&T){I.vs=[E,I.vs,T].flat(1);let O=e.predecessors(E);if(O&&O.length){let A=e.node(O[0]),R=e.predecessors(T),M=e.node(R[0]);Object.hasOwn(I,"barycenter")||(I.barycenter=0,I.weight=0),I.barycenter=(I.barycenter*I.weight+A.order+M.order)/(I.weight+2),I.weight+=2}}return Object.defineProperty(I,"result",{value:I,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(I,"usedBias",{value:V,enumerable:!1,configurable:!0,writable:!0}),I}function hg(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function mg(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function gg(e,t,n,r){r||(r=e.nodes());let s=yg(e),o=new Gt({compound:!0}).setGraph({root:s}).setDefaultNodeLabel(i=>e.node(i));return r.forEach(i=>{let a=e.node(i),l=e.parent(i);if(a.rank===t||a.minRank<=t&&t<=a.maxRank){o.setNode(i),o.setParent(i,l||s);let c=e[n](i);c&&c.forEach(u=>{let d=u.v===i?u.w:u.v,m=o.edge(d,i),w=m!==void 0?m.weight:0;o.setEdge(d,i,{weight:e.edge(u).weight+w})}),Object.hasOwn(a,"minRank")&&o.setNode(i,{borderLeft:a.borderLeft[t],borderRight:a.borderRight[t]})}}),o}function yg(e){let t;for(;e.hasNode(t=bi("_root")););return t}function bg(e,t,n){let r={},s;n.forEach(o=>{let i=e.parent(o),a,l;for(;i;){if(a=e.parent(i),a?(l=r[a],r[a]=i):(l=s,s=i),l&&l!==i){t.setEdge(l,i);return}i=a}})}function lc(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,lc);return}let r=Jl(e),s=Nl(e,cs(1,r+1),"inEdges"),o=Nl(e,cs(r-1,-1,-1),"outEdges"),i=og(e,n);if(Ml(e,i),t.disableOptimalOrderHeuristic)return;let a=Number.POSITIVE_INFINITY,l,c=t.constraints||[];for(let u=0,d=0;d<4;++u,++d){wg(u%2?s:o,u%4>=2,c,n),i=us(e);let m=ig(e,i);m<a?(d=0,l=Object.assign({},i),a=m):m===a&&(l=structuredClone(i))}Ml(e,l)}function Nl(e,t,n){let r=new Map,s=(o,i)=>{r.has(o)||r.set(o,[]),r.get(o).push(i)};for(let o of e.nodes()){let i=e.node(o);if(typeof i.rank=="number"&&s(i.rank,o),typeof i.minRank=="number"&&typeof i.maxRank=="number")for(let a=i.minRank;a<=i.maxRank;a++)a!==i.rank&&s(a,o)}return t.map(function(o){return gg(e,o,n,r.get(o)||[])})}function wg(e,t,n,r){let s=!0,o=new Gt;e.forEach(function(i){n.forEach(u=>o.setEdge(u.left,u.right));let a=i.graph().root,{result:l,usedBias:c}=ac(i,a,o,r,s);t&&c&&(s=!s),l.vs.forEach((u,d)=>i.node(u).order=d),bg(i,o,l.vs)})}function Ml(e,t){Object.values(t).forEach(n=>n.forEach((r,s)=>e.node(r).order=s))}function xg(e,t){let n={};function r(s,o){let i=0,a=0,l=s.length,c=o[o.length-1];return o.forEach((u,d)=>{let m=_g(e,u),w=m?e.node(m).order:l;(m||u===c)&&(o.slice(a,d+1).forEach(k=>{let v=e.predecessors(k);v&&v.forEach(b=>{let S=e.node(b),g=S.order;(g<i||w<g)&&!(S.dummy&&e.node(k).dummy)&&cc(n,b,k)})}),a=d+1,i=w)}),o}return t.length&&t.reduce(r),n}function vg(e,t){let n={};function r(i){var a;return((a=e.node(i))==null?void 0:a.dummy)==="border"}if(!e.nodes().some(r))return n;function s(i,a,l,c,u){cs(a,l).forEach(d=>{let m=i[d];if(m!==void 0&&e.node(m).dummy){let w=e.predecessors(m);w&&w.forEach(k=>{if(k===void 0)return;let v=e.node(k);v.dummy&&(v.order<c||v.order>u)&&cc(n,k,m)})}})}function o(i,a){let l=-1,c=-1,u=0;return a.forEach((d,m)=>{if(r(d)){let w=e.predecessors(d);if(w&&w.length){let k=w[0];if(k===void 0)return;c=e.node(k).order,s(a,u,m,l,c),u=m,l=c}}s(a,u,a.length,c,i.length)}),a}return t.length&&t.reduce(o),n}function _g(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function cc(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];r||(e[t]=r={}),r[n]=!0}function kg(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function Sg(e,t,n,r,s){let o={},i={},a={};return t.forEach(l=>{l.forEach((c,u)=>{o[c]=c,i[c]=c,a[c]=u})}),t.forEach(l=>{let c=-1,u=-1,d=!1,m=l,w=l.findIndex(k=>s?.includes(k)||Cl(k,e,s));w>0&&(m=[l[w],...l.slice(0,w),...l.slice(w+1)],d=!0),m.forEach(k=>{var v;let b=r(k);if(b&&b.length){s!=null&&s.includes(k)&&(b=b.filter(_=>Cl(_,e,s)));let S=b.sort((_,E)=>{let T=a[_],L=a[E];return(T!==void 0?T:0)-(L!==void 0?L:0)}),g=(S.length-1)/2;for(let _=Math.floor(g),E=Math.ceil(g);_<=E;++_){let T=S[_];if(T===void 0)continue;let L=a[T];if(L!==void 0&&i[k]===k&&c<L&&a[T]!==u&&!kg(n,k,T)){let W=o[T];W!==void 0&&(i[T]=k,i[k]=o[k]=W,c=L,d&&(c=-1,u=(v=a[T])!=null?v:-1,d=!1))}}}})}),{root:o,align:i}}function Eg(e,t,n,r,s=!1){let o={},i=$g(e,t,n,s),a=s?"borderLeft":"borderRight";function l(w,k){let v=i.nodes().slice(),b={},S=v.pop();for(;S;){if(b[S])w(S);else{b[S]=!0,v.push(S);for(let g of k(S))v.push(g)}S=v.pop()}}function c(w){let k=i.inEdges(w);k?o[w]=k.reduce((v,b)=>{var S;let g=(S=o[b.v])!=null?S:0,_=i.edge(b);return Math.max(v,g+(_!==void 0?_:0))},0):o[w]=0}function u(w){let k=i.outEdges(w),v=Number.POSITIVE_INFINITY;k&&(v=k.reduce((S,g)=>{let _=o[g.w],E=i.edge(g);return Math.min(S,(_!==void 0?_:0)-(E!==void 0?E:0))},Number.POSITIVE_INFINITY));let b=e.node(w);v!==Number.POSITIVE_INFINITY&&b.borderType!==a&&(o[w]=Math.max(o[w]!==void 0?o[w]:0,v))}function d(w){return i.predecessors(w)||[]}function m(w){return i.successors(w)||[]}return l(c,d),l(u,m),Object.keys(r).forEach(w=>{var k;let v=n[w];v!==void 0&&(o[w]=(k=o[v])!=null?k:0)}),o}function $g(e,t,n,r){let s=new Gt,o=e.graph(),i=Cg(o.nodesep,o.edgesep,r);return t.forEach(a=>{let l;a.forEach(c=>{let u=n[c];if(u!==void 0){if(s.setNode(u),l!==void 0){let d=n[l];if(d!==void 0){let m=s.edge(d,u);s.setEdge(d,u,Math.max(i(e,c,l),m||0))}}l=c}})}),s}function Tg(e,t){return Object.values(t).reduce((n,r)=>{let s=Number.NEGATIVE_INFINITY,o=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([a,l])=>{let c=Lg(e,a)/2;s=Math.max(l+c,s),o=Math.min(l-c,o)});let i=s-o;return i<n[0]&&(n=[i,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function Ag(e,t){let n=Object.values(t),r=rn(Math.min,n),s=rn(Math.max,n);["u","d"].forEach(o=>{["l","r"].forEach(i=>{let a=o+i,l=e[a];if(!l||l===t)return;let c=Object.values(l),u=r-rn(Math.min,c);i!=="l"&&(u=s-rn(Math.max,c)),u&&(e[a]=Ws(l,d=>d+u))})})}function Ng(e,t=void 0){let n=e.ul;return n?Ws(n,(r,s)=>{var o,i;if(t){let l=t.toLowerCase(),c=e[l];if(c&&c[s]!==void 0)return c[s]}let a=Object.values(e).map(l=>{let c=l[s];return c!==void 0?c:0}).sort((l,c)=>l-c);return(((o=a[1])!=null?o:0)+((i=a[2])!=null?i:0))/2}):{}}function Mg(e,t){let n=us(e),r=Object.assign(xg(e,n),vg(e,n)),s={},o;["u","d"].forEach(a=>{o=a==="u"?n:Object.values(n).reverse(),["l","r"].forEach(l=>{l==="r"&&(o=o.map(d=>Object.values(d).reverse()));let c=Sg(e,o,r,d=>(a==="u"?e.predecessors(d):e.successors(d))||[],t),u=Eg(e,o,c.root,c.align,l==="r");l==="r"&&(u=Ws(u,d=>-d)),s[a+l]=u})});let i=Tg(e,s);return Ag(s,i),Ng(s,e.graph().align)}function Cg(e,t,n){return(r,s,o)=>{let i=r.node(s),a=r.node(o),l=0,c;if(l+=i.width/2,Object.hasOwn(i,"labelpos"))switch(i.labelpos.toLowerCase()){case"l":c=-i.width/2;break;case"r":c=i.width/2;break}if(c&&(l+=n?c:-c),c=void 0,l+=(i.dummy?t:e)/2,l+=(a.dummy?t:e)/2,l+=a.width/2,Object.hasOwn(a,"labelpos"))switch(a.labelpos.toLowerCase()){case"l":c=a.width/2;break;case"r":c=-a.width/2;break}return c&&(l+=n?c:-c),l}}function Lg(e,t){return e.node(t).width}function Cl(e,t,n){var r;if(!n)return!1;let s=(r=t.node(e))==null?void 0:r.edgeObj;if(!s||t.node(e).edgeLabel.reversed)return!1;let o=n.indexOf(s?.v),i=n.indexOf(s?.w);return o!==-1&&i!==-1&&o===(i+1)%n.length||o===(i-1)%n.length}function Og(e,t){e=Kl(e),Ig(e),Object.entries(Mg(e,t)).forEach(([n,r])=>e.node(n).x=r)}function Ig(e){let t=us(e),n=e.graph(),r=n.ranksep,s=n.rankalign,o=0;t.forEach(i=>{let a=i.reduce((l,c)=>{var u;let d=(u=e.node(c).height)!=null?u:0;return l>d?l:d},0);i.forEach(l=>{let c=e.node(l);s==="top"?c.y=o+c.height/2:s==="bottom"?c.y=o+a-c.height/2:c.y=o+a/2}),o+=a+r})}var Ll=new WeakMap;function Rg(e,t={}){return uc(e,Xl,t),e}function Ol(e,t,n){let r=t;for(;r!==void 0;){let s=e.parent(r);if(s===n)return r;r=s}}function uc(e,t,n){var r;let s=e.nodes().filter(g=>e.children(g).length),o={};s.forEach(g=>{let _=e.node(g);if(_&&_.rankdir){let E=new Gt({multigraph:!0,compound:!0});E.setGraph({rankdir:_.rankdir});let T=e.children(g);T.forEach(R=>{let M={...e.node(R)};E.setNode(R,M);let P=e.parent(R);P&&P!==g&&T.includes(P)&&E.setParent(R,P)});let L=new Set;e.edges().forEach(R=>{let M=Ol(e,R.v,g),P=Ol(e,R.w,g);if(M===R.v&&P===R.w)E.setEdge(R,{...e.edge(R)});else if(M&&P&&M!==P){let B=`${M}\0${P}`;L.has(B)||(L.add(B),E.setEdge(M,P,{...e.edge(R)}))}}),uc(E,t,n);let W=jl(E);Rl(W,t,n,null),Pl(E,W);let C=1/0,z=1/0,V=-1/0,I=-1/0;E.nodes().forEach(R=>{if(R===g)return;let M=E.node(R);M&&typeof M.x=="number"&&typeof M.y=="number"&&typeof M.width=="number"&&typeof M.height=="number"&&(C=Math.min(C,M.x-M.width/2),V=Math.max(V,M.x+M.width/2),z=Math.min(z,M.y-M.height/2),I=Math.max(I,M.y+M.height/2))}),(!isFinite(C)||!isFinite(z)||!isFinite(V)||!isFinite(I))&&(C=z=0,V=I=0);let O=V-C,A=I-z;o[g]={minX:C,minY:z,maxX:V,maxY:I,width:O,height:A,offsetX:C,offsetY:z},_._dagreClusterSubgraph=E}});let i=[],a=g=>{let _=[],E=(e.children(g)||[]).filter(T=>T!==g);for(;E.length>0;){let T=E.shift();_.push(T),(e.children(T)||[]).filter(L=>L!==T).forEach(L=>E.push(L))}return _},l=new Map;s.forEach(g=>{let _=e.node(g);_&&_.rankdir&&o[g]&&l.set(g,(e.children(g)||[]).filter(E=>E!==g))});let c=new Set([...l.values()].flat()),u=new Map;l.forEach((g,_)=>{c.has(_)||u.set(_,a(_))});let d=new Set([...u.values()].flat()),m=g=>{for(let[_,E]of u)if(E.includes(g))return _;return g},w=[];e.edges().forEach(g=>{(d.has(g.v)||d.has(g.w))&&w.push({edge:g,label:e.edge(g)})});let k=new Map;d.forEach(g=>{let _=e.parent(g);k.set(g,typeof _=="string"?_:void 0)}),u.forEach((g,_)=>{let E=e.node(_),T=[];g.forEach(C=>{let z=e.node(C);z&&(T.push({id:C,node:z,parent:k.get(C)}),e.removeNode(C))});let L=w.filter(({edge:C})=>g.includes(C.v)||g.includes(C.w)),W=o[_];E&&(i.push({clusterId:_,subgraph:E._dagreClusterSubgraph,bounds:W,children:g,removedNodes:T,removedEdges:L}),E.width=W.width,E.height=W.height)});let v=new Set;w.forEach(({edge:g,label:_})=>{let E=m(g.v),T=m(g.w);if(E!==T&&e.hasNode(E)&&e.hasNode(T)){let L=`${E}\0${T}`;v.has(L)||(v.add(L),e.setEdge(E,T,{..._,width:0,height:0}))}});let b=jl(e),S=Rl(b,t,n,(r=Ll.get(e))!=null?r:null);Ll.set(e,S),Pl(e,b),v.forEach(g=>{let _=g.indexOf("\0"),E=g.slice(0,_),T=g.slice(_+1);e.hasEdge(E,T)&&e.removeEdge(E,T)}),i.forEach(({clusterId:g,subgraph:_,bounds:E,removedNodes:T,removedEdges:L})=>{var W,C;let z=e.node(g),V=(W=z?.x)!=null?W:0,I=(C=z?.y)!=null?C:0,O=(E.minX+E.maxX)/2,A=(E.minY+E.maxY)/2;T.forEach(({id:R,node:M,parent:P})=>{e.setNode(R,M),P!==void 0&&e.setParent(R,P)}),L.forEach(({edge:R,label:M})=>{e.setEdge(R,M)}),_.nodes().forEach(R=>{if(R===g)return;let M=_.node(R),P=e.node(R);P&&M&&typeof M.x=="number"&&typeof M.y=="number"&&(P.x=V+(M.x-O),P.y=I+(M.y-A))}),Il(e,_,V-O,I-A),delete z._dagreClusterSubgraph}),s.forEach(g=>{var _,E;let T=e.node(g),L=o[g];if(T&&T.rankdir&&T._dagreClusterSubgraph&&L){let W=T._dagreClusterSubgraph,C=(_=T.x)!=null?_:0,z=(E=T.y)!=null?E:0,V=(L.minX+L.maxX)/2,I=(L.minY+L.maxY)/2;W.nodes().forEach(O=>{if(O===g)return;let A=W.node(O),R=e.node(O);if(R&&A&&typeof A.x=="number"&&typeof A.y=="number"){let M=A.x-V,P=A.y-I;R.x=C+M,R.y=z+P}}),Il(e,W,C-V,z-I),delete T._dagreClusterSubgraph}})}function Il(e,t,n,r){t.edges().forEach(s=>{if(!e.hasEdge(s))return;let o=t.edge(s),i=e.edge(s);i.points=o.points.map(a=>({x:a.x+n,y:a.y+r})),Object.hasOwn(o,"x")&&(i.x=o.x+n,i.y=o.y+r)})}function Rl(e,t,n,r=null){var s,o;let i=n?.useDynamic!==!1,a=i&&(s=r?.graph)!=null?s:null,l=i&&(o=r?.rawNodes)!=null?o:null;t("    makeSpaceForEdgeLabels",()=>Hg(e)),t("    removeSelfEdges",()=>Zg(e)),t("    acyclic",()=>Sm(e,a)),t("    nestingGraph.run",()=>qm(e)),t("    rank",()=>Bm(Kl(e))),t("    injectEdgeLabelProxies",()=>Wg(e)),t("    removeEmptyRanks",()=>cm(e)),t("    nestingGraph.cleanup",()=>Zm(e)),t("    normalizeRanks",()=>lm(e)),t("    assignRankMinMax",()=>Gg(e)),t("    removeEdgeLabelProxies",()=>Yg(e)),t("    normalize.run",()=>Am(e)),t("    parentDummyChains",()=>Gm(e)),t("    addBorderSegments",()=>Qm(e)),t("    order",()=>lc(e,n,l)),t("    insertSelfEdges",()=>Qg(e)),t("    adjustCoordinateSystem",()=>tg(e)),t("    position",()=>Og(e,n.corePath)),t("    positionSelfEdges",()=>ey(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>Xg(e)),t("    normalize.undo",()=>Mm(e)),t("    fixupEdgeLabelCoords",()=>qg(e)),t("    undoCoordinateSystem",()=>ng(e)),t("    translateGraph",()=>Ug(e)),t("    assignNodeIntersects",()=>Kg(e)),t("    reversePoints",()=>Jg(e)),t("    acyclic.undo",()=>$m(e)),{graph:e,rawNodes:c}}function Pl(e,t){e.nodes().forEach(n=>{let r=e.node(n),s=t.node(n);r&&(r.x=s.x,r.y=s.y,r.order=s.order,r.rank=s.rank,t.children(n).length&&(r.width=s.width,r.height=s.height))}),e.edges().forEach(n=>{let r=e.edge(n),s=t.edge(n);r.points=s.points,Object.hasOwn(s,"x")&&(r.x=s.x,r.y=s.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var Pg=["nodesep","edgesep","ranksep","marginx","marginy"],Fg={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},jg=["acyclicer","ranker","rankdir","align","rankalign"],zg=["width","height","rank"],Fl={width:0,height:0},Dg=["minlen","weight","width","height","labeloffset"],Bg={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},Vg=["labelpos"];function jl(e){let t=new Gt({multigraph:!0,compound:!0}),n=hi(e.graph());return t.setGraph(Object.assign({},Fg,pi(n,Pg),Hs(n,jg))),e.nodes().forEach(r=>{let s=hi(e.node(r)),o=pi(s,zg);Object.keys(Fl).forEach(a=>{o[a]===void 0&&(o[a]=Fl[a])}),t.setNode(r,o);let i=e.parent(r);i!==void 0&&t.setParent(r,i)}),e.edges().forEach(r=>{let s=hi(e.edge(r));t.setEdge(r,Object.assign({},Bg,pi(s,Dg),Hs(s,Vg)))}),t}function Hg(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let s=e.edge(n);s.minlen*=2,((r=s.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?s.width+=s.labeloffset:s.height+=s.labeloffset)})}function Wg(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),s={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};Ar(e,"edge-proxy",s,"_ep")}})}function Gg(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function Yg(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function Ug(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,s=0,o=e.graph(),i=o.marginx||0,a=o.marginy||0;function l(c){let u=c.x,d=c.y,m=c.width,w=c.height;t=Math.min(t,u-m/2),n=Math.max(n,u+m/2),r=Math.min(r,d-w/2),s=Math.max(s,d+w/2)}e.nodes().forEach(c=>l(e.node(c))),e.edges().forEach(c=>{let u=e.edge(c);Object.hasOwn(u,"x")&&l(u)}),t-=i,r-=a,e.nodes().forEach(c=>{let u=e.node(c);u.x-=t,u.y-=r}),e.edges().forEach(c=>{let u=e.edge(c);u.points.forEach(d=>{d.x-=t,d.y-=r}),Object.hasOwn(u,"x")&&(u.x-=t),Object.hasOwn(u,"y")&&(u.y-=r)}),o.width=n-t+i,o.height=s-r+a}function Kg(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),s=e.node(t.w),o,i;n.points?(o=n.points[0],i=n.points[n.points.length-1]):(n.points=[],o=s,i=r),n.points.unshift(vl(r,o)),n.points.push(vl(s,i))})}function qg(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function Jg(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function Xg(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),s=e.node(n.borderBottom),o=e.node(n.borderLeft[n.borderLeft.length-1]),i=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(i.x-o.x),n.height=Math.abs(s.y-r.y),n.x=o.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function Zg(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function Qg(e){us(e).forEach(t=>{let n=0;t.forEach((r,s)=>{let o=e.node(r);typeof o.rank!="number"&&(o.rank=0),o.order=s+n,(o.selfEdges||[]).forEach(i=>{Ar(e,"selfedge",{width:i.label.width,height:i.label.height,rank:o.rank,order:s+ ++n,e:i.e,edgeLabel:i.label},"_se"),(!Array.isArray(i.label.points)||i.label.points.length!==7)&&(i.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete o.selfEdges})})}function ey(e){e.nodes().forEach(t=>{let n=e.node(t),r=s=>typeof s=="number"&&isFinite(s);if(n.dummy==="selfedge"){let s=n,o=e.node(s.e.v),i=r(o?.x)?o.x:0,a=r(o?.y)?o.y:0,l=r(o?.width)?o.width:0,c=r(o?.height)?o.height:0,u=r(n.x)?n.x:i,d=r(n.y)?n.y:a,m=l/2,w=c/2;s.edgeLabel.points=[{x:u+m,y:d-w},{x:u+m,y:d-w},{x:u,y:d},{x:u-m,y:d+w},{x:u-m,y:d+w},{x:u,y:d},{x:u,y:d}],s.edgeLabel.x=u,s.edgeLabel.y=d,e.setEdge(s.e,s.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(s=>{if(!Array.isArray(s.label.points)||s.label.points.length!==7){let o=r(n.x)?n.x:0,i=r(n.y)?n.y:0,a=r(n.width)?n.width:0,l=r(n.height)?n.height:0,c=a/2,u=l/2;s.label.points=[{x:o+c,y:i-u},{x:o+c,y:i-u},{x:o,y:i},{x:o-c,y:i+u},{x:o-c,y:i+u},{x:o,y:i},{x:o,y:i}]}})})}function pi(e,t){return Ws(Hs(e,t),Number)}function hi(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function ty(e){let t=us(e),n=new Gt({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,s)=>{let o="layer"+s;n.setNode(o,{rank:"same"}),r.reduce((i,a)=>(n.setEdge(i,a,{style:"invis"}),a))}),n}var ny={graphlib:Dl,version:mm,layout:Rg,debug:ty,util:{time:fm,notime:Xl}},_i=ny;var ki=[];for(let e=1;e<=1e12;e*=10)ki.push(e,2*e,5*e);var mt=e=>typeof e=="number"&&Number.isFinite(e);function Q(e,t=3){if(e===1/0)return"+Inf";if(e===-1/0)return"-Inf";if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,s]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(s)}`}return String(Number(e.toPrecision(t)))}var ry=10,dc=e=>e.includes(".")?e.replace(/0+$/,"").replace(/\.$/,""):e;function Nr(e){if(e==null)return"?";let t=Number(e);if(!Number.isFinite(t))return Q(t);let n=Math.abs(t)*100,r=t<0?"-":"";if(n===0)return"0%";if(n<.01)return`${r}<0.01%`;if(n>=10){let s=n.toFixed(0);for(let o=3;Number(s)===100&&n!==100&&o<8;o++)s=dc(n.toPrecision(o));return`${r}${s}%`}return`${r}${dc(n.toPrecision(2))}%`}function fc(e,t){let n=Number(e),r=Number(t),s=`from ${Q(n)} to ${Q(r)}`;if(!Number.isFinite(n)||!Number.isFinite(r))return s;if(n===r)return"unchanged";if(n===0||r!==0&&r>0!=n>0)return s;let o=r/n;return o>=ry?n<0?s:`up ${Q(o)}-fold`:`${r>n?"up":"down"} ${Nr(Math.abs(r-n)/Math.abs(n))}`}function Oe(e){if(typeof e!="number"||!Number.isFinite(e))return"?";let t=["B","KiB","MiB","GiB","TiB","PiB"],n=e,r=0;for(;Math.abs(n)>=1024&&r<t.length-1;)n/=1024,r++;return r===0?`${Math.round(n)} B`:`${n.toFixed(1)} ${t[r]}`}function pc(e,t=4){if(!(e>0))return[{value:0,text:"0 B"}];let n=["B","KiB","MiB","GiB","TiB","PiB"],r=0;for(;e/1024**r>=1024&&r<n.length-1;)r++;let s=1024**r,o=e/s,i=qn(0,o,t);if(i[i.length-1]<o*(1-1e-9)){let a=i.length>1?i[1]-i[0]:o;i=[...i,Number((i[i.length-1]+a).toPrecision(12))]}return i.map(a=>({value:a*s,text:a===0?"0":`${Q(a)} ${n[r]}`}))}function hc(e){return typeof e!="number"||!Number.isFinite(e)?"?":Math.abs(e)<1?`${Q(e*1e3)} ms`:`${Q(e)} s`}function Nn(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function Ae(e,t){return`${e} ${t}${e===1?"":"s"}`}function mc(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Kn(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Ys(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=Math.max(1,[1,2,5,10].map(a=>a*s).find(a=>a>=r)||r),i=[];for(let a=Math.ceil(e/o)*o;a<=t;a+=o)i.push(Math.round(a));return i}function qn(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=[1,2,2.5,5,10].map(a=>a*s).find(a=>a>=r)||r,i=[];for(let a=Math.ceil(e/o)*o;a<=t+o*1e-9;a+=o)i.push(Number(a.toPrecision(12)));return i}function Us(e,t,n){let r=String(e);if(n(r)<=t)return r;let s=0,o=r.length;for(;s<o;){let a=Math.ceil((s+o)/2),l=Math.ceil(a/2),c=`${r.slice(0,l)}…${r.slice(r.length-(a-l))}`;n(c)<=t?s=a:o=a-1}let i=Math.ceil(s/2);return`${r.slice(0,i)}…${r.slice(r.length-(s-i))}`}function gc(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function Ks(e,t,n){return e.map((r,s)=>Math.round(r+(t[s]-r)*n))}function Mr(e,t,n=6){if(!(e>0)||!(t>=e))return[];let r=Math.floor(Math.log10(e)+1e-9),s=Math.ceil(Math.log10(t)-1e-9),o=[];if(s-r<2){for(let a=r;a<=s;a++)for(let l of[1,2,5]){let c=Number((l*10**a).toPrecision(6));c>=e*(1-1e-9)&&c<=t*(1+1e-9)&&o.push(c)}return o.length>=2?o:[Number(e.toPrecision(3)),Number(t.toPrecision(3))].filter((a,l,c)=>c.indexOf(a)===l)}let i=Math.max(1,Math.ceil((s-r+1)/n));for(let a=Math.ceil(Math.log10(e)-1e-9);a<=s;a+=i){let l=10**a;l>=e*(1-1e-9)&&l<=t*(1+1e-9)&&o.push(l)}return o}var ds=null;function sn(e,t){return ds||(ds=document.createElement("canvas").getContext("2d")),ds?(ds.font=t,ds.measureText(String(e)).width):String(e).length*6.5}function Si(e){return t=>sn(t,e)}function bc(e,t,n){return Us(e,t,Si(n))}function fs(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let s=e.getContext("2d");return s.setTransform(r,0,0,r,0,0),s.clearRect(0,0,t,n),s}function Cr(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let s=e.clientWidth;Math.abs(s-n)<=1||(n=s,t(s))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}function gt(e,{ticksX:t,ticksY:n,xTitle:r,yTitle:s,kind:o="canvas"}){Object.assign(e.dataset,{chart:o,ticksX:String(t),ticksY:String(n),xTitle:r||"",yTitle:s||""})}var yc=e=>e&&Array.isArray(e._values)?e._values.filter(t=>t!=null&&String(t)!=="").length:0;function qs(){return{hooks:{draw:[e=>gt(e.root,{kind:"uplot",ticksX:yc(e.axes[0]),ticksY:yc(e.axes[1]),xTitle:e.axes[0].label,yTitle:e.axes[1].label})]}}}function ps(e,t,n,r={}){return{stroke:e,grid:{stroke:t,width:1},ticks:{stroke:t},label:n,labelSize:20,...r}}function Js(e,t){return ps(e,t,"step",{incrs:ki,values:(n,r)=>r.map(s=>Number.isInteger(s)?String(s):"")})}var $i='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',vc=`600 13px ${$i}`,sy=`400 11px ${$i}`,oy=`400 11px ${$i}`,Ei=16,wc=14,iy=124,ay=110,ly=12,xc=9,cy=.87;function uy(e,t=iy,n=vc){let r=String(e||"").split(/\s+/).filter(Boolean),s=[],o="";for(let i of r){let a=o?`${o} ${i}`:i;o&&sn(a,n)>t?(s.push(o),o=i):o=a}return o&&s.push(o),s.length?s:[""]}function dy(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=ai(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Gn[e.state]?Gn[e.state].toLowerCase():String(e.state)}function fy(e,t,n){let r=-t/2,s=-n/2;if(e==="decision"){let i=Math.min(14,n/2),a=[[r+i,s],[r+t-i,s],[r+t,0],[r+t-i,s+n],[r+i,s+n],[r,0]];return U("polygon",{class:"node-shape",points:a.map(l=>l.join(",")).join(" ")})}let o=e==="root"?n/2:7;return U("rect",{class:"node-shape",x:r,y:s,width:t,height:n,rx:o,ry:o})}function py(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let s=(t[r].x+t[r+1].x)/2,o=(t[r].y+t[r+1].y)/2,i=r===t.length-2?t[r+1]:{x:s,y:o};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${i.x.toFixed(1)},${i.y.toFixed(1)}`}return n}var _c=["critical","warning","info"];function hy(){let e=U("defs");for(let t of["default",..._c])e.append(U("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},U("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function my(){let e=(t,n,r)=>p("span",{class:"legend-item",title:r},p("span",{class:`swatch ${t}`}),n);return p("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function kc(e,t,n,r={}){let s=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(b=>b&&typeof b.id=="string"),o=t&&Array.isArray(t.edges)?t.edges:[];if(!s.length)return D(e,p("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let i=new _i.graphlib.Graph;i.setGraph({rankdir:"TB",nodesep:12,ranksep:40,edgesep:10,marginx:6,marginy:6}),i.setDefaultEdgeLabel(()=>({}));let a=new Map;for(let b of s){let S=(Array.isArray(b.findings)?b.findings:[]).map(C=>n[C]).filter(Boolean),g=uy(b.label||b.id),_=dy(b,S),E=Math.max(...g.map(C=>sn(C,vc)),sn(_,sy)),T=Math.max(ay,Math.ceil(E)+2*ly+(b.kind==="decision"?16:0)),L=g.length*Ei+wc+2*xc,W=b.state!=="triggered"?null:_c.includes(b.severity)?b.severity:ai(S)||"warning";a.set(b.id,{node:b,lines:g,caption:_,severity:W,findings:S}),i.setNode(b.id,{width:T,height:L})}for(let b of o){if(!b||!a.has(b.from)||!a.has(b.to)||b.from===b.to)continue;let S=b.label?String(b.label):"";i.setEdge(b.from,b.to,{label:S,width:S?Math.ceil(sn(S,oy))+8:0,height:S?16:0,labelpos:"c"})}_i.layout(i);let l=i.graph(),c=Math.ceil(l.width||0),u=Math.ceil(l.height||0),d=U("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${u}`,width:c,height:u,role:"group","aria-label":"Triage flowchart"});d.style.maxWidth=`${c}px`,d.style.minWidth=`${Math.ceil(c*cy)}px`,d.append(hy());let m=U("g",{class:"edges"});for(let b of i.edges()){let S=i.edge(b),g=a.get(b.v),_=a.get(b.w),E=g.node.state==="triggered"&&_.node.state==="triggered",T=E?_.severity||g.severity||"warning":"default",L=U("g",{class:`edge${E?" lit":""} tone-${T}`,"data-from":b.v,"data-to":b.w});if(L.append(U("path",{d:py(S.points),"marker-end":`url(#th-arrow-${T})`})),S.label){let W=S.width||0;L.append(U("rect",{class:"edge-label-bg",x:S.x-W/2,y:S.y-8,width:W,height:16,rx:3}),U("text",{class:"edge-label",x:S.x,y:S.y,"dominant-baseline":"central","text-anchor":"middle"},S.label))}m.append(L)}d.append(m);let w=U("g",{class:"nodes"}),k=new Map;for(let b of i.nodes()){let S=i.node(b),g=a.get(b),{node:_}=g,E=["triggered","clear","no_data"].includes(_.state)?_.state:"no_data",T=U("g",{class:"node",transform:`translate(${S.x.toFixed(1)},${S.y.toFixed(1)})`,"data-node-id":b,"data-state":E,"data-kind":_.kind||"check","data-severity":g.severity,tabindex:"0",role:"button","aria-label":`${_.label||b}: ${Gn[E]||E}`});T.append(U("title",null,`${_.label||b} (${Gn[E]||E})`)),T.append(fy(_.kind,S.width,S.height));let L=-S.height/2+xc,W=U("text",{class:"node-label","text-anchor":"middle"});g.lines.forEach((z,V)=>{W.append(U("tspan",{x:0,y:L+Ei*(V+.75)},z))}),T.append(W),T.append(U("text",{class:"node-caption","text-anchor":"middle",x:0,y:L+g.lines.length*Ei+wc*.8},g.caption));let C=z=>{z.preventDefault(),r.onSelect&&r.onSelect(b)};T.addEventListener("click",C),T.addEventListener("keydown",z=>{(z.key==="Enter"||z.key===" ")&&C(z)}),k.set(b,T),w.append(T)}d.append(w),D(e,p("div",{class:"flowchart-scroll"},d),my());let v=b=>{for(let[S,g]of k){let _=S===b;g.classList.toggle("selected",_),g.setAttribute("aria-pressed",_?"true":"false")}};return v(r.selectedId||null),{select:v}}function gy(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function yy(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return gy(e)}function Sc(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async s=>{s.stopPropagation();let o=await yy(e());if(n.textContent=o?"Copied":"Press Ctrl+C",n.classList.toggle("copied",o),!o){let i=n.closest(".code-block")?.querySelector("code");if(i){let a=document.createRange();a.selectNodeContents(i);let l=window.getSelection();l.removeAllRanges(),l.addRange(a)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function Ec(e){let n=(Array.isArray(e)?e:[]).map((i,a)=>({finding:i,index:a})).filter(i=>i.finding&&typeof i.finding=="object"),r=new Map,s=[];for(let i of n){let a=i.finding.caused_by,l=a?r.get(a):void 0;if(l){l.symptoms.push(i);continue}let c={...i,symptoms:[]};s.push(c),r.has(i.finding.kind)||r.set(i.finding.kind,c)}let o=i=>Math.min(...[i,...i.symptoms].map(a=>Sn[a.finding.severity]??9));return s.map((i,a)=>[i,a]).sort(([i,a],[l,c])=>o(i)-o(l)||a-c).map(([i])=>i)}function Xs(e){let t=Object.fromEntries(Object.keys(Sn).map(n=>[n,0]));for(let n of Array.isArray(e)?e:[])n&&n.severity in t&&t[n.severity]++;return t}var on=e=>typeof e=="number"&&Number.isFinite(e),by={2:"²",3:"³",4:"⁴"},wy={basis:["Thresholds from",e=>e==="xprof"?"xprof (the TensorFlow profiler's input-bound classes)":Je(e)],batch_power:["Batch-size dimensions",e=>on(e)&&e>1?`${e} (the tensor grows as batch size${by[e]||`^${e}`})`:Je(e)],batch_size_bound:["Largest batch size for that tensor",Je],no_batch_size_fits:["No batch size fits",Je],norm_ratio_first_to_last:["First layer's gradient norm / last layer's",e=>on(e)?`${Q(e)}x`:Je(e)],rule:["Detected by",Je],constants:["Numbers the line names",e=>e&&typeof e=="object"&&!Array.isArray(e)?Object.entries(e).map(([t,n])=>`${t} = ${Je(n)}`).join(", ")||"none":Je(e)],inputs:["Inputs",e=>Array.isArray(e)&&e.length&&e.every(xy)?e.map(vy).join("; "):Je(e)]},xy=e=>e&&typeof e=="object"&&typeof e.dtype=="string"&&Array.isArray(e.shape);function vy(e){let t=on(e.min)&&on(e.max)?` in [${Q(e.min,4)}, ${Q(e.max,4)}]`:"",n=[["nan","NaN"],["posinf","+Inf"],["neginf","-Inf"]].filter(([r])=>on(e[r])&&e[r]>0).map(([r,s])=>`${e[r]} ${s}`);return`${e.dtype}[${e.shape.join(", ")}]${t}${n.length?` (${n.join(", ")})`:""}`}var _y={peak:"peak at step",peak_value:"peak value",recovered_at:"recovered at step",one_step:"one step only",calm_rate:"rate before the spike",rate:"rate at the spike",rate_step:"sampled at step",layers_moved:"layers moved",jump:"jump",lr_update_ratio:"update / weight ratio",row_sum_dev_max:"largest row sum's distance from 1",abs_mean_max:"largest |mean| of a feature",std_max:"largest std of a feature",bytes:"size",first_step:"first step",last_step:"last step",sigma:"noise (σ)"},ky={sequential_map:"a .map run one element at a time",python_map:"Python inside a .map",cache_before_random:".cache() after a random transformation",expensive_map_after_cache:"an expensive .map after .cache()",python_generator:"a Python generator as the source",small_shuffle_buffer:"a shuffle buffer too small",missing_interleave:"files read one at a time",forced_determinism:"determinism forced on",missing_prefetch:"no prefetch at the end",python_source:"a Python source (PyDataset, generator)"},Sy=e=>_y[e]||e;function $c(e){let t=Object.entries(e);return t.length?t.map(([n,r])=>`${Sy(n)}: ${Tc(n,r)}`).join(" · "):"none"}function Tc(e,t){if(typeof t=="boolean")return t?"yes":"no";if(e==="lint"&&typeof t=="string")return ky[t]||t.replace(/_/g," ");if(/(^|_)bytes($|_)/.test(e)&&on(t))return Oe(t);if(/_ms$/.test(e)&&on(t))return`${Q(t)} ms`;if(/_s$/.test(e)&&on(t))return hc(t);if(/(^|_)share$/.test(e)){if(on(t))return Nr(t);if(t&&typeof t=="object"&&!Array.isArray(t))return Object.entries(t).map(([n,r])=>`${n}: ${on(r)?Nr(r):Je(r)}`).join(" · ")}return t&&typeof t=="object"&&!Array.isArray(t)?$c(t):Array.isArray(t)&&t.length&&t.every(n=>n&&typeof n=="object"&&!Array.isArray(n))?t.map(n=>`(${$c(n)})`).join(", "):Je(t)}function Ac(e){return!e||typeof e!="object"?[]:Object.entries(e).map(([t,n])=>{let r=wy[t],s=r?r[0]:os(t.replace(/_(ms|s)$/,"")),o=r?r[1](n):Tc(t,n);return{key:t,label:s,text:o}})}function Nc(e){let t=e in Sn?e:"info";return p("span",{class:`badge sev-${t}`},e||"info")}function Ey(e){return p("span",{class:`badge state-${e}`},Gn[e]||e)}function $y(e){let t=Ac(e);return t.length?p("table",{class:"evidence-table"},p("tbody",null,t.map(({key:n,label:r,text:s})=>p("tr",null,p("th",{scope:"row",title:n},r),p("td",null,s))))):null}function Mn(e,t="python"){return p("div",{class:"code-block"},p("div",{class:"code-toolbar"},p("span",{class:"code-lang"},t),Sc(()=>e)),p("pre",null,p("code",null,e)))}function Ty(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:p("div",{class:"fix"},p("h4",null,"Fix"),t?p("p",{class:"fix-text"},Tn(t)):null,n?Mn(n):null)}function Ay(e,t){let n=[];n.push(p("span",{class:"meta-item"},"Severity ",Nc(e.severity)));let r=$r(e);if(r&&n.push(p("span",{class:"meta-item finding-step"},p("strong",null,r))),e.layer){let o=e.node===pl.input_pipeline?"Transformation ":"Layer ";n.push(p("span",{class:"meta-item finding-layer"},o,p("code",null,String(e.layer))))}e.kind&&n.push(p("span",{class:"meta-item kind"},p("code",null,e.kind))),e.caused_by&&n.push(p("span",{class:"meta-item caused-by"},"Follows from ",p("strong",null,le(e.caused_by))));let s=$y(e.evidence);return p("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},p("p",{class:"finding-summary"},Tn(e.summary||e.kind||"Finding")),p("div",{class:"finding-meta"},n),s?p("h4",null,"Evidence"):null,s,Ty(e.fix))}function Mc(e,t){delete e.dataset.nodeId,delete e.dataset.state,D(e,p("h3",null,"Evidence"),p("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function Cc(e,t,n,{onClose:r}={}){let s=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=s;let i=(Array.isArray(t.findings)?t.findings:[]).map(l=>[n[l],l]).filter(([l])=>l),a;i.length?a=i.map(([l,c])=>Ay(l,c)):s==="clear"?a=p("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):s==="triggered"?a=p("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):a=[p("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),p("p",{class:"hint"},p("strong",null,"To get evidence: "),Tn(ml(t.id)))],D(e,p("div",{class:"panel-head"},p("h3",null,t.label||t.id),Ey(s),p("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),p("p",{class:"node-id muted"},"Node ",p("code",null,t.id)),a)}function Zs(e,t,{selectedNode:n,onSelect:r,showKind:s=!1}={}){if(!t.length){D(e,p("h3",null,"Findings"),p("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let o=({finding:i,index:a})=>p("button",{type:"button",class:`finding-item${i.node&&i.node===n?" selected":""}`,"data-finding-index":a,"data-node":i.node||"",onclick:()=>i.node&&r&&r(i.node,i),title:i.node?`Show node ${i.node}`:""},Nc(i.severity),p("span",{class:"finding-item-text"},s&&i.kind?p("span",{class:"finding-item-kind"},le(i.kind)):null,Tn(i.summary||i.kind)),$r(i)?p("span",{class:"finding-item-step"},$r(i)):null);D(e,p("h3",null,`Findings (${t.length})`),p("ul",{class:"findings-list"},Ec(t).map(i=>p("li",{"data-kind":i.finding.kind},o(i),i.symptoms.length?p("ul",{class:"symptoms-list","aria-label":`Symptoms of ${le(i.finding.kind)}`},i.symptoms.map(a=>p("li",{class:"symptom","data-caused-by":i.finding.kind},o(a)))):null))))}var Ny="uplot",My="u-hz",Cy="u-vt",Ly="u-title",Oy="u-wrap",Iy="u-under",Ry="u-over",Py="u-axis",Zn="u-off",Fy="u-select",jy="u-cursor-x",zy="u-cursor-y",Dy="u-cursor-pt",By="u-legend",Vy="u-live",Hy="u-inline",Wy="u-series",Gy="u-marker",Lc="u-label",Yy="u-value",ms="width",gs="height";var Oc="bottom",Lr="left",Ti="right",Wi="#000",Ic=Wi+"0",Ai="mousemove",Rc="mousedown",Ni="mouseup",Pc="mouseenter",Fc="mouseleave",jc="dblclick",Uy="resize",Ky="scroll",zc="change",ro="dppxchange",Gi="--",zr=typeof window<"u",Ii=zr?document:null,Ir=zr?window:null,qy=zr?navigator:null,ye,Qs;function Ri(){let e=devicePixelRatio;ye!=e&&(ye=e,Qs&&Fi(zc,Qs,Ri),Qs=matchMedia(`(min-resolution: ${ye-.001}dppx) and (max-resolution: ${ye+.001}dppx)`),Qn(zc,Qs,Ri),Ir.dispatchEvent(new CustomEvent(ro)))}function Nt(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Pi(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Ne(e,t,n){e.style[t]=n+"px"}function Yt(e,t,n,r){let s=Ii.createElement(e);return t!=null&&Nt(s,t),n?.insertBefore(s,r),s}function jt(e,t){return Yt("div",e,t)}var Dc=new WeakMap;function an(e,t,n,r,s){let o="translate("+t+"px,"+n+"px)",i=Dc.get(e);o!=i&&(e.style.transform=o,Dc.set(e,o),t<0||n<0||t>r||n>s?Nt(e,Zn):Pi(e,Zn))}var Bc=new WeakMap;function Vc(e,t,n){let r=t+n,s=Bc.get(e);r!=s&&(Bc.set(e,r),e.style.background=t,e.style.borderColor=n)}var Hc=new WeakMap;function Wc(e,t,n,r){let s=t+""+n,o=Hc.get(e);s!=o&&(Hc.set(e,s),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var Yi={passive:!0},Jy={...Yi,capture:!0};function Qn(e,t,n,r){t.addEventListener(e,n,r?Jy:Yi)}function Fi(e,t,n,r){t.removeEventListener(e,n,Yi)}zr&&Ri();function Ut(e,t,n,r){let s;n=n||0,r=r||t.length-1;let o=r<=2147483647;for(;r-n>1;)s=o?n+r>>1:Mt((n+r)/2),t[s]<e?n=s:r=s;return e-t[n]<=t[r]-e?n:r}function bu(e){return(n,r,s)=>{let o=-1,i=-1;for(let a=r;a<=s;a++)if(e(n[a])){o=a;break}for(let a=s;a>=r;a--)if(e(n[a])){i=a;break}return[o,i]}}var wu=e=>e!=null,xu=e=>e!=null&&e>0,io=bu(wu),Xy=bu(xu);function Zy(e,t,n,r=0,s=!1){let o=s?Xy:io,i=s?xu:wu;[t,n]=o(e,t,n);let a=e[t],l=e[t];if(t>-1)if(r==1)a=e[t],l=e[n];else if(r==-1)a=e[n],l=e[t];else for(let c=t;c<=n;c++){let u=e[c];i(u)&&(u<a?a=u:u>l&&(l=u))}return[a??ve,l??-ve]}function ao(e,t,n,r){let s=Uc(e),o=Uc(t);e==t&&(s==-1?(e*=n,t/=n):(e/=n,t*=n));let i=n==10?mn:vu,a=s==1?Mt:zt,l=o==1?zt:Mt,c=a(i(Be(e))),u=l(i(Be(t))),d=Rr(n,c),m=Rr(n,u);return n==10&&(c<0&&(d=_e(d,-c)),u<0&&(m=_e(m,-u))),r||n==2?(e=d*s,t=m*o):(e=Eu(e,d),t=lo(t,m)),[e,t]}function Ui(e,t,n,r){let s=ao(e,t,n,r);return e==0&&(s[0]=0),t==0&&(s[1]=0),s}var Ki=.1,Gc={mode:3,pad:Ki},bs={pad:0,soft:null,mode:0},Qy={min:bs,max:bs};function so(e,t,n,r){return co(n)?Yc(e,t,n):(bs.pad=n,bs.soft=r?0:null,bs.mode=r?3:0,Yc(e,t,Qy))}function he(e,t){return e??t}function e0(e,t,n){for(t=he(t,0),n=he(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Yc(e,t,n){let r=n.min,s=n.max,o=he(r.pad,0),i=he(s.pad,0),a=he(r.hard,-ve),l=he(s.hard,ve),c=he(r.soft,ve),u=he(s.soft,-ve),d=he(r.mode,0),m=he(s.mode,0),w=t-e,k=mn(w),v=yt(Be(e),Be(t)),b=mn(v),S=Be(b-k);(w<1e-24||S>10)&&(w=0,(e==0||t==0)&&(w=1e-24,d==2&&c!=ve&&(o=0),m==2&&u!=-ve&&(i=0)));let g=w||v||1e3,_=mn(g),E=Rr(10,Mt(_)),T=g*(w==0?e==0?.1:1:o),L=_e(Eu(e-T,E/10),24),W=e>=c&&(d==1||d==3&&L<=c||d==2&&L>=c)?c:ve,C=yt(a,L<W&&e>=W?W:Kt(W,L)),z=g*(w==0?t==0?.1:1:i),V=_e(lo(t+z,E/10),24),I=t<=u&&(m==1||m==3&&V>=u||m==2&&V<=u)?u:-ve,O=Kt(l,V>I&&t<=I?I:yt(I,V));return C==O&&C==0&&(O=100),[C,O]}var t0=new Intl.NumberFormat(zr?qy.language:"en-US"),qi=e=>t0.format(e),Ct=Math,no=Ct.PI,Be=Ct.abs,Mt=Ct.floor,De=Ct.round,zt=Ct.ceil,Kt=Ct.min,yt=Ct.max,Rr=Ct.pow,Uc=Ct.sign,mn=Ct.log10,vu=Ct.log2,n0=(e,t=1)=>Ct.sinh(e)*t,Mi=(e,t=1)=>Ct.asinh(e/t),ve=1/0;function Kc(e){return(mn((e^e>>31)-(e>>31))|0)+1}function ji(e,t,n){return Kt(yt(e,t),n)}function _u(e){return typeof e=="function"}function ue(e){return _u(e)?e:()=>e}var r0=()=>{},ku=e=>e,Su=(e,t)=>t,s0=e=>null,qc=e=>!0,Jc=(e,t)=>e==t,o0=/\.\d*?(?=9{6,}|0{6,})/gm,er=e=>{if(Tu(e)||Ln.has(e))return e;let t=`${e}`,n=t.match(o0);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[s,o]=t.split("e");return+`${er(s)}e${o}`}return _e(e,r)};function Jn(e,t){return er(_e(er(e/t))*t)}function lo(e,t){return er(zt(er(e/t))*t)}function Eu(e,t){return er(Mt(er(e/t))*t)}function _e(e,t=0){if(Tu(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return De(r)/n}var Ln=new Map;function $u(e){return((""+e).split(".")[1]||"").length}function xs(e,t,n,r){let s=[],o=r.map($u);for(let i=t;i<n;i++){let a=Be(i),l=_e(Rr(e,i),a);for(let c=0;c<r.length;c++){let u=e==10?+`${r[c]}e${i}`:r[c]*l,d=(i>=0?0:a)+(i>=o[c]?0:o[c]),m=e==10?u:_e(u,d);s.push(m),Ln.set(m,d)}}return s}var ws={},Ji=[],Pr=[null,null],Cn=Array.isArray,Tu=Number.isInteger,i0=e=>e===void 0;function Xc(e){return typeof e=="string"}function co(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function a0(e){return e!=null&&typeof e=="object"}var l0=Object.getPrototypeOf(Uint8Array),Au="__proto__";function Fr(e,t=co){let n;if(Cn(e)){let r=e.find(s=>s!=null);if(Cn(r)||t(r)){n=Array(e.length);for(let s=0;s<e.length;s++)n[s]=Fr(e[s],t)}else n=e.slice()}else if(e instanceof l0)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Au&&(n[r]=Fr(e[r],t))}else n=e;return n}function Fe(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let s in r)s!=Au&&(co(e[s])?Fe(e[s],Fr(r[s])):e[s]=Fr(r[s]))}return e}var c0=0,u0=1,d0=2;function f0(e,t,n){for(let r=0,s,o=-1;r<t.length;r++){let i=t[r];if(i>o){for(s=i-1;s>=0&&e[s]==null;)e[s--]=null;for(s=i+1;s<n&&e[s]==null;)e[o=s++]=null}}}function p0(e,t){if(g0(e)){let i=e[0].slice();for(let a=1;a<e.length;a++)i.push(...e[a].slice(1));return y0(i[0])||(i=m0(i)),i}let n=new Set;for(let i=0;i<e.length;i++){let l=e[i][0],c=l.length;for(let u=0;u<c;u++)n.add(l[u])}let r=[Array.from(n).sort((i,a)=>i-a)],s=r[0].length,o=new Map;for(let i=0;i<s;i++)o.set(r[0][i],i);for(let i=0;i<e.length;i++){let a=e[i],l=a[0];for(let c=1;c<a.length;c++){let u=a[c],d=Array(s).fill(void 0),m=t?t[i][c]:u0,w=[];for(let k=0;k<u.length;k++){let v=u[k],b=o.get(l[k]);v===null?m!=c0&&(d[b]=v,m==d0&&w.push(b)):d[b]=v}f0(d,w,s),r.push(d)}}return r}var h0=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function m0(e){let t=e[0],n=t.length,r=Array(n);for(let o=0;o<r.length;o++)r[o]=o;r.sort((o,i)=>t[o]-t[i]);let s=[];for(let o=0;o<e.length;o++){let i=e[o],a=Array(n);for(let l=0;l<n;l++)a[l]=i[r[l]];s.push(a)}return s}function g0(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let s=e[r][0];if(s.length!=n)return!1;if(s!=t){for(let o=0;o<n;o++)if(s[o]!=t[o])return!1}}return!0}function y0(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,s=n-1;for(;r<=s&&e[r]==null;)r++;for(;s>=r&&e[s]==null;)s--;if(s<=r)return!0;let o=yt(1,Mt((s-r+1)/t));for(let i=e[r],a=r+o;a<=s;a+=o){let l=e[a];if(l!=null){if(l<=i)return!1;i=l}}return!0}var Nu=["January","February","March","April","May","June","July","August","September","October","November","December"],Mu=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function Cu(e){return e.slice(0,3)}var b0=Mu.map(Cu),w0=Nu.map(Cu),x0={MMMM:Nu,MMM:w0,WWWW:Mu,WWW:b0};function hs(e){return(e<10?"0":"")+e}function v0(e){return(e<10?"00":e<100?"0":"")+e}var _0={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>hs(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>hs(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>hs(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>hs(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>hs(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>v0(e.getMilliseconds())};function Xi(e,t){t=t||x0;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,s;for(;s=r.exec(e);)n.push(s[0][0]=="{"?_0[s[1]]:s[0]);return o=>{let i="";for(let a=0;a<n.length;a++)i+=typeof n[a]=="string"?n[a]:n[a](o,t);return i}}var k0=new Intl.DateTimeFormat().resolvedOptions().timeZone;function S0(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==k0?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var Lu=e=>e%1==0,oo=[1,2,2.5,5],E0=xs(10,-32,0,oo),Ou=xs(10,0,32,oo),$0=Ou.filter(Lu),Xn=E0.concat(Ou),Zi=`
`,Iu="{YYYY}",Zc=Zi+Iu,Ru="{M}/{D}",ys=Zi+Ru,eo=ys+"/{YY}",Pu="{aa}",T0="{h}:{mm}",Or=T0+Pu,Qc=Zi+Or,eu=":{ss}",we=null;function Fu(e){let t=e*1e3,n=t*60,r=n*60,s=r*24,o=s*30,i=s*365,l=(e==1?xs(10,0,3,oo).filter(Lu):xs(10,-3,0,oo)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,s,s*2,s*3,s*4,s*5,s*6,s*7,s*8,s*9,s*10,s*15,o,o*2,o*3,o*4,o*6,i,i*2,i*5,i*10,i*25,i*50,i*100]),c=[[i,Iu,we,we,we,we,we,we,1],[s*28,"{MMM}",Zc,we,we,we,we,we,1],[s,Ru,Zc,we,we,we,we,we,1],[r,"{h}"+Pu,eo,we,ys,we,we,we,1],[n,Or,eo,we,ys,we,we,we,1],[t,eu,eo+" "+Or,we,ys+" "+Or,we,Qc,we,1],[e,eu+".{fff}",eo+" "+Or,we,ys+" "+Or,we,Qc,we,1]];function u(d){return(m,w,k,v,b,S)=>{let g=[],_=b>=i,E=b>=o&&b<i,T=d(k),L=_e(T*e,3),W=Ci(T.getFullYear(),_?0:T.getMonth(),E||_?1:T.getDate()),C=_e(W*e,3);if(E||_){let z=E?b/o:0,V=_?b/i:0,I=L==C?L:_e(Ci(W.getFullYear()+V,W.getMonth()+z,1)*e,3),O=new Date(De(I/e)),A=O.getFullYear(),R=O.getMonth();for(let M=0;I<=v;M++){let P=Ci(A+V*M,R+z*M,1),B=P-d(_e(P*e,3));I=_e((+P+B)*e,3),I<=v&&g.push(I)}}else{let z=b>=s?s:b,V=Mt(k)-Mt(L),I=C+V+lo(L-C,z);g.push(I);let O=d(I),A=O.getHours()+O.getMinutes()/n+O.getSeconds()/r,R=b/r,M=m.axes[w]._space,P=S/M;for(;I=_e(I+b,e==1?0:3),!(I>v);)if(R>1){let B=Mt(_e(A+R,6))%24,Y=d(I).getHours()-B;Y>1&&(Y=-1),I-=Y*r,A=(A+R)%24;let ne=g[g.length-1];_e((I-ne)/b,3)*P>=.7&&g.push(I)}else g.push(I)}return g}}return[l,c,u]}var[A0,N0,M0]=Fu(1),[C0,L0,O0]=Fu(.001);xs(2,-53,53,[1]);function tu(e,t){return e.map(n=>n.map((r,s)=>s==0||s==8||r==null?r:t(s==1||n[8]==0?r:n[1]+r)))}function nu(e,t){return(n,r,s,o,i)=>{let a=t.find(k=>i>=k[0])||t[t.length-1],l,c,u,d,m,w;return r.map(k=>{let v=e(k),b=v.getFullYear(),S=v.getMonth(),g=v.getDate(),_=v.getHours(),E=v.getMinutes(),T=v.getSeconds(),L=b!=l&&a[2]||S!=c&&a[3]||g!=u&&a[4]||_!=d&&a[5]||E!=m&&a[6]||T!=w&&a[7]||a[1];return l=b,c=S,u=g,d=_,m=E,w=T,L(v)})}}function I0(e,t){let n=Xi(t);return(r,s,o,i,a)=>s.map(l=>n(e(l)))}function Ci(e,t,n){return new Date(e,t,n)}function ru(e,t){return t(e)}var R0="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function su(e,t){return(n,r,s,o)=>o==null?Gi:t(e(r))}function P0(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function F0(e,t){return e.series[t].fill(e,t)}var j0={show:!0,live:!0,isolate:!1,mount:r0,markers:{show:!0,width:2,stroke:P0,fill:F0,dash:"solid"},idx:null,idxs:null,values:[]};function z0(e,t){let n=e.cursor.points,r=jt(),s=n.size(e,t);Ne(r,ms,s),Ne(r,gs,s);let o=s/-2;Ne(r,"marginLeft",o),Ne(r,"marginTop",o);let i=n.width(e,t,s);return i&&Ne(r,"borderWidth",i),r}function D0(e,t){let n=e.series[t].points;return n._fill||n._stroke}function B0(e,t){let n=e.series[t].points;return n._stroke||n._fill}function V0(e,t){return e.series[t].points.size}var Li=[0,0];function H0(e,t,n){return Li[0]=t,Li[1]=n,Li}function to(e,t,n,r=!0){return s=>{s.button==0&&(!r||s.target==t)&&n(s)}}function Oi(e,t,n,r=!0){return s=>{(!r||s.target==t)&&n(s)}}var W0={show:!0,x:!0,y:!0,lock:!1,move:H0,points:{one:!1,show:z0,size:V0,width:0,stroke:B0,fill:D0},bind:{mousedown:to,mouseup:to,click:to,dblclick:to,mousemove:Oi,mouseleave:Oi,mouseenter:Oi},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,s)=>r-s,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},ju={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Qi=Fe({},ju,{filter:Su}),zu=Fe({},Qi,{size:10}),Du=Fe({},ju,{show:!1}),ea='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',Bu="bold "+ea,Vu=1.5,ou={show:!0,scale:"x",stroke:Wi,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Bu,side:2,grid:Qi,ticks:zu,border:Du,font:ea,lineGap:Vu,rotate:0},G0="Value",Y0="Time",iu={show:!0,scale:"x",auto:!1,sorted:1,min:ve,max:-ve,idxs:[]};function U0(e,t,n,r,s){return t.map(o=>o==null?"":qi(o))}function K0(e,t,n,r,s,o,i){let a=[],l=Ln.get(s)||0;n=i?n:_e(lo(n,s),l);for(let c=n;c<=r;c=_e(c+s,l))a.push(Object.is(c,-0)?0:c);return a}function zi(e,t,n,r,s,o,i){let a=[],l=e.scales[e.axes[t].scale].log,c=l==10?mn:vu,u=Mt(c(n));s=Rr(l,u),l==10&&(s=Xn[Ut(s,Xn)]);let d=n,m=s*l;l==10&&(m=Xn[Ut(m,Xn)]);do a.push(d),d=d+s,l==10&&!Ln.has(d)&&(d=_e(d,Ln.get(s))),d>=m&&(s=d,m=s*l,l==10&&(m=Xn[Ut(m,Xn)]));while(d<=r);return a}function q0(e,t,n,r,s,o,i){let l=e.scales[e.axes[t].scale].asinh,c=r>l?zi(e,t,yt(l,n),r,s):[l],u=r>=0&&n<=0?[0]:[];return(n<-l?zi(e,t,yt(l,-r),-n,s):[l]).reverse().map(m=>-m).concat(u,c)}var Hu=/./,J0=/[12357]/,X0=/[125]/,au=/1/,Di=(e,t,n,r)=>e.map((s,o)=>t==4&&s==0||o%r==0&&n.test(s.toExponential()[s<0?1:0])?s:null);function Z0(e,t,n,r,s){let o=e.axes[n],i=o.scale,a=e.scales[i],l=e.valToPos,c=o._space,u=l(10,i),d=l(9,i)-u>=c?Hu:l(7,i)-u>=c?J0:l(5,i)-u>=c?X0:au;if(d==au){let m=Be(l(1,i)-u);if(m<c)return Di(t.slice().reverse(),a.distr,d,zt(c/m)).reverse()}return Di(t,a.distr,d,1)}function Q0(e,t,n,r,s){let o=e.axes[n],i=o.scale,a=o._space,l=e.valToPos,c=Be(l(1,i)-l(2,i));return c<a?Di(t.slice().reverse(),3,Hu,zt(a/c)).reverse():t}function eb(e,t,n,r){return r==null?Gi:t==null?"":qi(t)}var lu={show:!0,scale:"y",stroke:Wi,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Bu,side:3,grid:Qi,ticks:zu,border:Du,font:ea,lineGap:Vu,rotate:0};function tb(e,t){let n=3+(e||1)*2;return _e(n*t,3)}function nb(e,t){let{scale:n,idxs:r}=e.series[0],s=e._data[0],o=e.valToPos(s[r[0]],n,!0),i=e.valToPos(s[r[1]],n,!0),a=Be(i-o),l=e.series[t],c=a/(l.points.space*ye);return r[1]-r[0]<=c}var cu={scale:null,auto:!0,sorted:0,min:ve,max:-ve},Wu=(e,t,n,r,s)=>s,uu={show:!0,auto:!0,sorted:0,gaps:Wu,alpha:1,facets:[Fe({},cu,{scale:"x"}),Fe({},cu,{scale:"y"})]},du={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Wu,alpha:1,points:{show:nb,filter:null},values:null,min:ve,max:-ve,idxs:[],path:null,clip:null};function rb(e,t,n,r,s){return n/10}var Gu={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},sb=Fe({},Gu,{time:!1,ori:1}),fu={};function Yu(e,t){let n=fu[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(s=>s!=r)},pub(r,s,o,i,a,l,c){for(let u=0;u<n.plots.length;u++)n.plots[u]!=s&&n.plots[u].pub(r,s,o,i,a,l,c)}},e!=null&&(fu[e]=n)),n}var jr=1,Bi=2;function tr(e,t,n){let r=e.mode,s=e.series[t],o=r==2?e._data[t]:e._data,i=e.scales,a=e.bbox,l=o[0],c=r==2?o[1]:o[t],u=r==2?i[s.facets[0].scale]:i[e.series[0].scale],d=r==2?i[s.facets[1].scale]:i[s.scale],m=a.left,w=a.top,k=a.width,v=a.height,b=e.valToPosH,S=e.valToPosV;return u.ori==0?n(s,l,c,u,d,b,S,m,w,k,v,fo,Dr,ho,Ku,Ju):n(s,l,c,u,d,S,b,w,m,v,k,po,Br,ra,qu,Xu)}function ta(e,t){let n=0,r=0,s=he(e.bands,Ji);for(let o=0;o<s.length;o++){let i=s[o];i.series[0]==t?n=i.dir:i.series[1]==t&&(i.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function ob(e,t,n,r,s){let o=e.mode,i=e.series[t],a=o==2?i.facets[1].scale:i.scale,l=e.scales[a];return s==-1?l.min:s==1?l.max:l.distr==3?l.dir==1?l.min:l.max:0}function gn(e,t,n,r,s,o){return tr(e,t,(i,a,l,c,u,d,m,w,k,v,b)=>{let S=i.pxRound,g=c.dir*(c.ori==0?1:-1),_=c.ori==0?Dr:Br,E,T;g==1?(E=n,T=r):(E=r,T=n);let L=S(d(a[E],c,v,w)),W=S(m(l[E],u,b,k)),C=S(d(a[T],c,v,w)),z=S(m(o==1?u.max:u.min,u,b,k)),V=new Path2D(s);return _(V,C,z),_(V,L,z),_(V,L,W),V})}function uo(e,t,n,r,s,o){let i=null;if(e.length>0){i=new Path2D;let a=t==0?ho:ra,l=n;for(let d=0;d<e.length;d++){let m=e[d];if(m[1]>m[0]){let w=m[0]-l;w>0&&a(i,l,r,w,r+o),l=m[1]}}let c=n+s-l,u=10;c>0&&a(i,l,r-u/2,c,r+o+u)}return i}function ib(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function na(e,t,n,r,s,o,i){let a=[],l=e.length;for(let c=s==1?n:r;c>=n&&c<=r;c+=s)if(t[c]===null){let d=c,m=c;if(s==1)for(;++c<=r&&t[c]===null;)m=c;else for(;--c>=n&&t[c]===null;)m=c;let w=o(e[d]),k=m==d?w:o(e[m]),v=d-s;w=i<=0&&v>=0&&v<l?o(e[v]):w;let S=m+s;k=i>=0&&S>=0&&S<l?o(e[S]):k,k>=w&&a.push([w,k])}return a}function pu(e){return e==0?ku:e==1?De:t=>Jn(t,e)}function Uu(e){let t=e==0?fo:po,n=e==0?(s,o,i,a,l,c)=>{s.arcTo(o,i,a,l,c)}:(s,o,i,a,l,c)=>{s.arcTo(i,o,l,a,c)},r=e==0?(s,o,i,a,l)=>{s.rect(o,i,a,l)}:(s,o,i,a,l)=>{s.rect(i,o,l,a)};return(s,o,i,a,l,c=0,u=0)=>{c==0&&u==0?r(s,o,i,a,l):(c=Kt(c,a/2,l/2),u=Kt(u,a/2,l/2),t(s,o+c,i),n(s,o+a,i,o+a,i+l,c),n(s,o+a,i+l,o,i+l,u),n(s,o,i+l,o,i,u),n(s,o,i,o+a,i,c),s.closePath())}}var fo=(e,t,n)=>{e.moveTo(t,n)},po=(e,t,n)=>{e.moveTo(n,t)},Dr=(e,t,n)=>{e.lineTo(t,n)},Br=(e,t,n)=>{e.lineTo(n,t)},ho=Uu(0),ra=Uu(1),Ku=(e,t,n,r,s,o)=>{e.arc(t,n,r,s,o)},qu=(e,t,n,r,s,o)=>{e.arc(n,t,r,s,o)},Ju=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(t,n,r,s,o,i)},Xu=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(n,t,s,r,i,o)};function Zu(e){return(t,n,r,s,o)=>tr(t,n,(i,a,l,c,u,d,m,w,k,v,b)=>{let{pxRound:S,points:g}=i,_,E;c.ori==0?(_=fo,E=Ku):(_=po,E=qu);let T=_e(g.width*ye,3),L=(g.size-g.width)/2*ye,W=_e(L*2,3),C=new Path2D,z=new Path2D,{left:V,top:I,width:O,height:A}=t.bbox;ho(z,V-W,I-W,O+W*2,A+W*2);let R=M=>{if(l[M]!=null){let P=S(d(a[M],c,v,w)),B=S(m(l[M],u,b,k));_(C,P+L,B),E(C,P,B,L,0,no*2)}};if(o)o.forEach(R);else for(let M=r;M<=s;M++)R(M);return{stroke:T>0?C:null,fill:C,clip:z,flags:jr|Bi}})}function Qu(e){return(t,n,r,s,o,i)=>{r!=s&&(o!=r&&i!=r&&e(t,n,r),o!=s&&i!=s&&e(t,n,s),e(t,n,i))}}var ab=Qu(Dr),lb=Qu(Br);function ed(e){let t=he(e?.alignGaps,0);return(n,r,s,o)=>tr(n,r,(i,a,l,c,u,d,m,w,k,v,b)=>{[s,o]=io(l,s,o);let S=i.pxRound,g=A=>S(d(A,c,v,w)),_=A=>S(m(A,u,b,k)),E,T;c.ori==0?(E=Dr,T=ab):(E=Br,T=lb);let L=c.dir*(c.ori==0?1:-1),W={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:jr},C=W.stroke,z=!1;if(o-s>=v*4){let A=K=>n.posToVal(K,c.key,!0),R=null,M=null,P,B,se,j=g(a[L==1?s:o]),Y=g(a[s]),ne=g(a[o]),te=A(L==1?Y+1:ne-1);for(let K=L==1?s:o;K>=s&&K<=o;K+=L){let fe=a[K],me=(L==1?fe<te:fe>te)?j:g(fe),de=l[K];me==j?de!=null?(B=de,R==null?(E(C,me,_(B)),P=R=M=B):B<R?R=B:B>M&&(M=B)):de===null&&(z=!0):(R!=null&&T(C,j,_(R),_(M),_(P),_(B)),de!=null?(B=de,E(C,me,_(B)),R=M=P=B):(R=M=null,de===null&&(z=!0)),j=me,te=A(j+L))}R!=null&&R!=M&&se!=j&&T(C,j,_(R),_(M),_(P),_(B))}else for(let A=L==1?s:o;A>=s&&A<=o;A+=L){let R=l[A];R===null?z=!0:R!=null&&E(C,g(a[A]),_(R))}let[I,O]=ta(n,r);if(i.fill!=null||I!=0){let A=W.fill=new Path2D(C),R=i.fillTo(n,r,i.min,i.max,I),M=_(R),P=g(a[s]),B=g(a[o]);L==-1&&([B,P]=[P,B]),E(A,B,M),E(A,P,M)}if(!i.spanGaps){let A=[];z&&A.push(...na(a,l,s,o,L,g,t)),W.gaps=A=i.gaps(n,r,s,o,A),W.clip=uo(A,c.ori,w,k,v,b)}return O!=0&&(W.band=O==2?[gn(n,r,s,o,C,-1),gn(n,r,s,o,C,1)]:gn(n,r,s,o,C,O)),W})}function cb(e){let t=he(e.align,1),n=he(e.ascDesc,!1),r=he(e.alignGaps,0),s=he(e.extend,!1);return(o,i,a,l)=>tr(o,i,(c,u,d,m,w,k,v,b,S,g,_)=>{[a,l]=io(d,a,l);let E=c.pxRound,{left:T,width:L}=o.bbox,W=Y=>E(k(Y,m,g,b)),C=Y=>E(v(Y,w,_,S)),z=m.ori==0?Dr:Br,V={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:jr},I=V.stroke,O=m.dir*(m.ori==0?1:-1),A=C(d[O==1?a:l]),R=W(u[O==1?a:l]),M=R,P=R;s&&t==-1&&(P=T,z(I,P,A)),z(I,R,A);for(let Y=O==1?a:l;Y>=a&&Y<=l;Y+=O){let ne=d[Y];if(ne==null)continue;let te=W(u[Y]),K=C(ne);t==1?z(I,te,A):z(I,M,K),z(I,te,K),A=K,M=te}let B=M;s&&t==1&&(B=T+L,z(I,B,A));let[se,j]=ta(o,i);if(c.fill!=null||se!=0){let Y=V.fill=new Path2D(I),ne=c.fillTo(o,i,c.min,c.max,se),te=C(ne);z(Y,B,te),z(Y,P,te)}if(!c.spanGaps){let Y=[];Y.push(...na(u,d,a,l,O,W,r));let ne=c.width*ye/2,te=n||t==1?ne:-ne,K=n||t==-1?-ne:ne;Y.forEach(fe=>{fe[0]+=te,fe[1]+=K}),V.gaps=Y=c.gaps(o,i,a,l,Y),V.clip=uo(Y,m.ori,b,S,g,_)}return j!=0&&(V.band=j==2?[gn(o,i,a,l,I,-1),gn(o,i,a,l,I,1)]:gn(o,i,a,l,I,j)),V})}function hu(e,t,n,r,s,o,i=ve){if(e.length>1){let a=null;for(let l=0,c=1/0;l<e.length;l++)if(t[l]!==void 0){if(a!=null){let u=Be(e[l]-e[a]);u<c&&(c=u,i=Be(n(e[l],r,s,o)-n(e[a],r,s,o)))}a=l}}return i}function ub(e){e=e||ws;let t=he(e.size,[.6,ve,1]),n=e.align||0,r=e.gap||0,s=e.radius;s=s==null?[0,0]:typeof s=="number"?[s,0]:s;let o=ue(s),i=1-t[0],a=he(t[1],ve),l=he(t[2],1),c=he(e.disp,ws),u=he(e.each,w=>{}),{fill:d,stroke:m}=c;return(w,k,v,b)=>tr(w,k,(S,g,_,E,T,L,W,C,z,V,I)=>{let O=S.pxRound,A=n,R=r*ye,M=a*ye,P=l*ye,B,se;E.ori==0?[B,se]=o(w,k):[se,B]=o(w,k);let j=E.dir*(E.ori==0?1:-1),Y=E.ori==0?ho:ra,ne=E.ori==0?u:(X,ke,ze,cr,Pn,Jt,Fn)=>{u(X,ke,ze,Pn,cr,Fn,Jt)},te=he(w.bands,Ji).find(X=>X.series[0]==k),K=te!=null?te.dir:0,fe=S.fillTo(w,k,S.min,S.max,K),je=O(W(fe,T,I,z)),me,de,ot,it=V,Se=O(S.width*ye),bt=!1,dn=null,Lt=null,bn=null,ir=null;d!=null&&(Se==0||m!=null)&&(bt=!0,dn=d.values(w,k,v,b),Lt=new Map,new Set(dn).forEach(X=>{X!=null&&Lt.set(X,new Path2D)}),Se>0&&(bn=m.values(w,k,v,b),ir=new Map,new Set(bn).forEach(X=>{X!=null&&ir.set(X,new Path2D)})));let{x0:ar,size:Jr}=c;if(ar!=null&&Jr!=null){A=1,g=ar.values(w,k,v,b),ar.unit==2&&(g=g.map(ze=>w.posToVal(C+ze*V,E.key,!0)));let X=Jr.values(w,k,v,b);Jr.unit==2?de=X[0]*V:de=L(X[0],E,V,C)-L(0,E,V,C),it=hu(g,_,L,E,V,C,it),ot=it-de+R}else it=hu(g,_,L,E,V,C,it),ot=it*i+R,de=it-ot;ot<1&&(ot=0),Se>=de/2&&(Se=0),ot<5&&(O=ku);let As=ot>0,In=it-ot-(As?Se:0);de=O(ji(In,P,M)),me=(A==0?de/2:A==j?0:de)-A*j*((A==0?R/2:0)+(As?Se/2:0));let dt={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},lr=bt?null:new Path2D,fn=null;if(te!=null)fn=w.data[te.series[1]];else{let{y0:X,y1:ke}=c;X!=null&&ke!=null&&(_=ke.values(w,k,v,b),fn=X.values(w,k,v,b))}let Rn=B*de,ae=se*de;for(let X=j==1?v:b;X>=v&&X<=b;X+=j){let ke=_[X];if(ke==null)continue;if(fn!=null){let wt=fn[X]??0;if(ke-wt==0)continue;je=W(wt,T,I,z)}let ze=E.distr!=2||c!=null?g[X]:X,cr=L(ze,E,V,C),Pn=W(he(ke,fe),T,I,z),Jt=O(cr-me),Fn=O(yt(Pn,je)),kt=O(Kt(Pn,je)),Ot=Fn-kt;if(ke!=null){let wt=ke<0?ae:Rn,Bt=ke<0?Rn:ae;bt?(Se>0&&bn[X]!=null&&Y(ir.get(bn[X]),Jt,kt+Mt(Se/2),de,yt(0,Ot-Se),wt,Bt),dn[X]!=null&&Y(Lt.get(dn[X]),Jt,kt+Mt(Se/2),de,yt(0,Ot-Se),wt,Bt)):Y(lr,Jt,kt+Mt(Se/2),de,yt(0,Ot-Se),wt,Bt),ne(w,k,X,Jt-Se/2,kt,de+Se,Ot)}}return Se>0?dt.stroke=bt?ir:lr:bt||(dt._fill=S.width==0?S._fill:S._stroke??S._fill,dt.width=0),dt.fill=bt?Lt:lr,dt})}function db(e,t){let n=he(t?.alignGaps,0);return(r,s,o,i)=>tr(r,s,(a,l,c,u,d,m,w,k,v,b,S)=>{[o,i]=io(c,o,i);let g=a.pxRound,_=B=>g(m(B,u,b,k)),E=B=>g(w(B,d,S,v)),T,L,W;u.ori==0?(T=fo,W=Dr,L=Ju):(T=po,W=Br,L=Xu);let C=u.dir*(u.ori==0?1:-1),z=_(l[C==1?o:i]),V=z,I=[],O=[];for(let B=C==1?o:i;B>=o&&B<=i;B+=C)if(c[B]!=null){let j=l[B],Y=_(j);I.push(V=Y),O.push(E(c[B]))}let A={stroke:e(I,O,T,W,L,g),fill:null,clip:null,band:null,gaps:null,flags:jr},R=A.stroke,[M,P]=ta(r,s);if(a.fill!=null||M!=0){let B=A.fill=new Path2D(R),se=a.fillTo(r,s,a.min,a.max,M),j=E(se);W(B,V,j),W(B,z,j)}if(!a.spanGaps){let B=[];B.push(...na(l,c,o,i,C,_,n)),A.gaps=B=a.gaps(r,s,o,i,B),A.clip=uo(B,u.ori,k,v,b,S)}return P!=0&&(A.band=P==2?[gn(r,s,o,i,R,-1),gn(r,s,o,i,R,1)]:gn(r,s,o,i,R,P)),A})}function fb(e){return db(pb,e)}function pb(e,t,n,r,s,o){let i=e.length;if(i<2)return null;let a=new Path2D;if(n(a,e[0],t[0]),i==2)r(a,e[1],t[1]);else{let l=Array(i),c=Array(i-1),u=Array(i-1),d=Array(i-1);for(let m=0;m<i-1;m++)u[m]=t[m+1]-t[m],d[m]=e[m+1]-e[m],c[m]=u[m]/d[m];l[0]=c[0];for(let m=1;m<i-1;m++)c[m]===0||c[m-1]===0||c[m-1]>0!=c[m]>0?l[m]=0:(l[m]=3*(d[m-1]+d[m])/((2*d[m]+d[m-1])/c[m-1]+(d[m]+2*d[m-1])/c[m]),isFinite(l[m])||(l[m]=0));l[i-1]=c[i-2];for(let m=0;m<i-1;m++)s(a,e[m]+d[m]/3,t[m]+l[m]*d[m]/3,e[m+1]-d[m]/3,t[m+1]-l[m+1]*d[m]/3,e[m+1],t[m+1])}return a}var Vi=new Set;function mu(){for(let e of Vi)e.syncRect(!0)}zr&&(Qn(Uy,Ir,mu),Qn(Ky,Ir,mu,!0),Qn(ro,Ir,()=>{Ve.pxRatio=ye}));var hb=ed(),mb=Zu();function gu(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((o,i)=>Hi(o,i,t,n))}function gb(e,t){return e.map((n,r)=>r==0?{}:Fe({},t,n))}function Hi(e,t,n,r){return Fe({},t==0?n:r,e)}function td(e,t,n){return t==null?Pr:[t,n]}var yb=td;function bb(e,t,n){return t==null?Pr:so(t,n,Ki,!0)}function nd(e,t,n,r){return t==null?Pr:ao(t,n,e.scales[r].log,!1)}var wb=nd;function rd(e,t,n,r){return t==null?Pr:Ui(t,n,e.scales[r].log,!1)}var xb=rd;function vb(e,t,n,r,s){let o=yt(Kc(e),Kc(t)),i=t-e,a=Ut(s/r*i,n);do{let l=n[a],c=r*l/i;if(c>=s&&o+(l<5?Ln.get(l):0)<=17)return[l,c]}while(++a<n.length);return[0,0]}function yu(e){let t,n;return e=e.replace(/(\d+)px/,(r,s)=>(t=De((n=+s)*ye))+"px"),[e,t,n]}function _b(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=_e(t[2]*ye,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Ve(e,t,n){let r={mode:he(e.mode,1)},s=r.mode;function o(f,h,y,x){let $=h.valToPct(f);return x+y*(h.dir==-1?1-$:$)}function i(f,h,y,x){let $=h.valToPct(f);return x+y*(h.dir==-1?$:1-$)}function a(f,h,y,x){return h.ori==0?o(f,h,y,x):i(f,h,y,x)}r.valToPosH=o,r.valToPosV=i;let l=!1;r.status=0;let c=r.root=jt(Ny);if(e.id!=null&&(c.id=e.id),Nt(c,e.class),e.title){let f=jt(Ly,c);f.textContent=e.title}let u=Yt("canvas"),d=r.ctx=u.getContext("2d"),m=jt(Oy,c);Qn("click",m,f=>{f.target===k&&(Ee!=xr||Me!=vr)&&tt.click(r,f)},!0);let w=r.under=jt(Iy,m);m.appendChild(u);let k=r.over=jt(Ry,m);e=Fr(e);let v=+he(e.pxAlign,1),b=pu(v);(e.plugins||[]).forEach(f=>{f.opts&&(e=f.opts(r,e)||e)});let S=e.ms||.001,g=r.series=s==1?gu(e.series||[],iu,du,!1):gb(e.series||[null],uu),_=r.axes=gu(e.axes||[],ou,lu,!0),E=r.scales={},T=r.bands=e.bands||[];T.forEach(f=>{f.fill=ue(f.fill||null),f.dir=he(f.dir,-1)});let L=s==2?g[1].facets[0].scale:g[0].scale,W={axes:uh,series:oh},C=(e.drawOrder||["axes","series"]).map(f=>W[f]);function z(f){let h=f.distr==3?y=>mn(y>0?y:f.clamp(r,y,f.min,f.max,f.key)):f.distr==4?y=>Mi(y,f.asinh):f.distr==100?y=>f.fwd(y):y=>y;return y=>{let x=h(y),{_min:$,_max:N}=f,F=N-$;return(x-$)/F}}function V(f){let h=E[f];if(h==null){let y=(e.scales||ws)[f]||ws;if(y.from!=null){V(y.from);let x=Fe({},E[y.from],y,{key:f});x.valToPct=z(x),E[f]=x}else{h=E[f]=Fe({},f==L?Gu:sb,y),h.key=f;let x=h.time,$=h.range,N=Cn($);if((f!=L||s==2&&!x)&&(N&&($[0]==null||$[1]==null)&&($={min:$[0]==null?Gc:{mode:1,hard:$[0],soft:$[0]},max:$[1]==null?Gc:{mode:1,hard:$[1],soft:$[1]}},N=!1),!N&&co($))){let F=$;$=(H,G,q)=>G==null?Pr:so(G,q,F)}h.range=ue($||(x?yb:f==L?h.distr==3?wb:h.distr==4?xb:td:h.distr==3?nd:h.distr==4?rd:bb)),h.auto=ue(N?!1:h.auto),h.clamp=ue(h.clamp||rb),h._min=h._max=null,h.valToPct=z(h)}}}V("x"),V("y"),s==1&&g.forEach(f=>{V(f.scale)}),_.forEach(f=>{V(f.scale)});for(let f in e.scales)V(f);let I=E[L],O=I.distr,A,R;I.ori==0?(Nt(c,My),A=o,R=i):(Nt(c,Cy),A=i,R=o);let M={};for(let f in E){let h=E[f];(h.min!=null||h.max!=null)&&(M[f]={min:h.min,max:h.max},h.min=h.max=null)}let P=e.tzDate||(f=>new Date(De(f/S))),B=e.fmtDate||Xi,se=S==1?M0(P):O0(P),j=nu(P,tu(S==1?N0:L0,B)),Y=su(P,ru(R0,B)),ne=[],te=r.legend=Fe({},j0,e.legend),K=r.cursor=Fe({},W0,{drag:{y:s==2}},e.cursor),fe=te.show,je=K.show,me=te.markers;te.idxs=ne,me.width=ue(me.width),me.dash=ue(me.dash),me.stroke=ue(me.stroke),me.fill=ue(me.fill);let de,ot,it,Se=[],bt=[],dn,Lt=!1,bn={};if(te.live){let f=g[1]?g[1].values:null;Lt=f!=null,dn=Lt?f(r,1,0):{_:0};for(let h in dn)bn[h]=Gi}if(fe)if(de=Yt("table",By,c),it=Yt("tbody",null,de),te.mount(r,de),Lt){ot=Yt("thead",null,de,it);let f=Yt("tr",null,ot);Yt("th",null,f);for(var ir in dn)Yt("th",Lc,f).textContent=ir}else Nt(de,Hy),te.live&&Nt(de,Vy);let ar={show:!0},Jr={show:!1};function As(f,h){if(h==0&&(Lt||!te.live||s==2))return Pr;let y=[],x=Yt("tr",Wy,it,it.childNodes[h]);Nt(x,f.class),f.show||Nt(x,Zn);let $=Yt("th",null,x);if(me.show){let H=jt(Gy,$);if(h>0){let G=me.width(r,h);G&&(H.style.border=G+"px "+me.dash(r,h)+" "+me.stroke(r,h)),H.style.background=me.fill(r,h)}}let N=jt(Lc,$);f.label instanceof HTMLElement?N.appendChild(f.label):N.textContent=f.label,h>0&&(me.show||(N.style.color=f.width>0?me.stroke(r,h):me.fill(r,h)),dt("click",$,H=>{if(K._lock)return;zn(H);let G=g.indexOf(f);if((H.ctrlKey||H.metaKey)!=te.isolate){let q=g.some((J,Z)=>Z>0&&Z!=G&&J.show);g.forEach((J,Z)=>{Z>0&&Zt(Z,q?Z==G?ar:Jr:ar,!0,Re.setSeries)})}else Zt(G,{show:!f.show},!0,Re.setSeries)},!1),dr&&dt(Pc,$,H=>{K._lock||(zn(H),Zt(g.indexOf(f),kr,!0,Re.setSeries))},!1));for(var F in dn){let H=Yt("td",Yy,x);H.textContent="--",y.push(H)}return[x,y]}let In=new Map;function dt(f,h,y,x=!0){let $=In.get(h)||{},N=K.bind[f](r,h,y,x);N&&(Qn(f,h,$[f]=N),In.set(h,$))}function lr(f,h,y){let x=In.get(h)||{};for(let $ in x)(f==null||$==f)&&(Fi($,h,x[$]),delete x[$]);f==null&&In.delete(h)}let fn=0,Rn=0,ae=0,X=0,ke=0,ze=0,cr=ke,Pn=ze,Jt=ae,Fn=X,kt=0,Ot=0,wt=0,Bt=0;r.bbox={};let Fo=!1,Ns=!1,ur=!1,jn=!1,Ms=!1,It=!1;function jo(f,h,y){(y||f!=r.width||h!=r.height)&&Ia(f,h),gr(!1),ur=!0,Ns=!0,yr()}function Ia(f,h){r.width=fn=ae=f,r.height=Rn=X=h,ke=ze=0,Zp(),Qp();let y=r.bbox;kt=y.left=Jn(ke*ye,.5),Ot=y.top=Jn(ze*ye,.5),wt=y.width=Jn(ae*ye,.5),Bt=y.height=Jn(X*ye,.5)}let qp=3;function Jp(){let f=!1,h=0;for(;!f;){h++;let y=lh(h),x=ch(h);f=h==qp||y&&x,f||(Ia(r.width,r.height),Ns=!0)}}function Xp({width:f,height:h}){jo(f,h)}r.setSize=Xp;function Zp(){let f=!1,h=!1,y=!1,x=!1;_.forEach(($,N)=>{if($.show&&$._show){let{side:F,_size:H}=$,G=F%2,q=$.label!=null?$.labelSize:0,J=H+q;J>0&&(G?(ae-=J,F==3?(ke+=J,x=!0):y=!0):(X-=J,F==0?(ze+=J,f=!0):h=!0))}}),Dn[0]=f,Dn[1]=y,Dn[2]=h,Dn[3]=x,ae-=wn[1]+wn[3],ke+=wn[3],X-=wn[2]+wn[0],ze+=wn[0]}function Qp(){let f=ke+ae,h=ze+X,y=ke,x=ze;function $(N,F){switch(N){case 1:return f+=F,f-F;case 2:return h+=F,h-F;case 3:return y-=F,y+F;case 0:return x-=F,x+F}}_.forEach((N,F)=>{if(N.show&&N._show){let H=N.side;N._pos=$(H,N._size),N.label!=null&&(N._lpos=$(H,N.labelSize))}})}if(K.dataIdx==null){let f=K.hover,h=f.skip=new Set(f.skip??[]);h.add(void 0);let y=f.prox=ue(f.prox),x=f.bias??(f.bias=0);K.dataIdx=($,N,F,H)=>{if(N==0)return F;let G=F,q=y($,N,F,H)??ve,J=q>=0&&q<ve,Z=I.ori==0?ae:X,oe=K.left,ge=t[0],pe=t[N];if(h.has(pe[F])){G=null;let ce=null,re=null,ee;if(x==0||x==-1)for(ee=F;ce==null&&ee-- >0;)h.has(pe[ee])||(ce=ee);if(x==0||x==1)for(ee=F;re==null&&ee++<pe.length;)h.has(pe[ee])||(re=ee);if(ce!=null||re!=null)if(J){let Te=ce==null?-1/0:A(ge[ce],I,Z,0),Ce=re==null?1/0:A(ge[re],I,Z,0),qe=oe-Te,xe=Ce-oe;qe<=xe?qe<=q&&(G=ce):xe<=q&&(G=re)}else G=re==null?ce:ce==null?re:F-ce<=re-F?ce:re}else J&&Be(oe-A(ge[F],I,Z,0))>q&&(G=null);return G}}let zn=f=>{K.event=f};K.idxs=ne,K._lock=!1;let at=K.points;at.show=ue(at.show),at.size=ue(at.size),at.stroke=ue(at.stroke),at.width=ue(at.width),at.fill=ue(at.fill);let Xt=r.focus=Fe({},e.focus||{alpha:.3},K.focus),dr=Xt.prox>=0,fr=dr&&at.one,Rt=[],pr=[],hr=[];function Ra(f,h){let y=at.show(r,h);if(y instanceof HTMLElement)return Nt(y,Dy),Nt(y,f.class),an(y,-10,-10,ae,X),k.insertBefore(y,Rt[h]),y}function Pa(f,h){if(s==1||h>0){let y=s==1&&E[f.scale].time,x=f.value;f.value=y?Xc(x)?su(P,ru(x,B)):x||Y:x||eb,f.label=f.label||(y?Y0:G0)}if(fr||h>0){f.width=f.width==null?1:f.width,f.paths=f.paths||hb||s0,f.fillTo=ue(f.fillTo||ob),f.pxAlign=+he(f.pxAlign,v),f.pxRound=pu(f.pxAlign),f.stroke=ue(f.stroke||null),f.fill=ue(f.fill||null),f._stroke=f._fill=f._paths=f._focus=null;let y=tb(yt(1,f.width),1),x=f.points=Fe({},{size:y,width:yt(1,y*.2),stroke:f.stroke,space:y*2,paths:mb,_stroke:null,_fill:null},f.points);x.show=ue(x.show),x.filter=ue(x.filter),x.fill=ue(x.fill),x.stroke=ue(x.stroke),x.paths=ue(x.paths),x.pxAlign=f.pxAlign}if(fe){let y=As(f,h);Se.splice(h,0,y[0]),bt.splice(h,0,y[1]),te.values.push(null)}if(je){ne.splice(h,0,null);let y=null;fr?h==0&&(y=Ra(f,h)):h>0&&(y=Ra(f,h)),Rt.splice(h,0,y),pr.splice(h,0,0),hr.splice(h,0,0)}Ke("addSeries",h)}function eh(f,h){h=h??g.length,f=s==1?Hi(f,h,iu,du):Hi(f,h,{},uu),g.splice(h,0,f),Pa(g[h],h)}r.addSeries=eh;function th(f){if(g.splice(f,1),fe){te.values.splice(f,1),bt.splice(f,1);let h=Se.splice(f,1)[0];lr(null,h.firstChild),h.remove()}je&&(ne.splice(f,1),Rt.splice(f,1)[0].remove(),pr.splice(f,1),hr.splice(f,1)),Ke("delSeries",f)}r.delSeries=th;let Dn=[!1,!1,!1,!1];function nh(f,h){if(f._show=f.show,f.show){let y=f.side%2,x=E[f.scale];x==null&&(f.scale=y?g[1].scale:L,x=E[f.scale]);let $=x.time;f.size=ue(f.size),f.space=ue(f.space),f.rotate=ue(f.rotate),Cn(f.incrs)&&f.incrs.forEach(F=>{!Ln.has(F)&&Ln.set(F,$u(F))}),f.incrs=ue(f.incrs||(x.distr==2?$0:$?S==1?A0:C0:Xn)),f.splits=ue(f.splits||($&&x.distr==1?se:x.distr==3?zi:x.distr==4?q0:K0)),f.stroke=ue(f.stroke),f.grid.stroke=ue(f.grid.stroke),f.ticks.stroke=ue(f.ticks.stroke),f.border.stroke=ue(f.border.stroke);let N=f.values;f.values=Cn(N)&&!Cn(N[0])?ue(N):$?Cn(N)?nu(P,tu(N,B)):Xc(N)?I0(P,N):N||j:N||U0,f.filter=ue(f.filter||(x.distr>=3&&x.log==10?Z0:x.distr==3&&x.log==2?Q0:Su)),f.font=yu(f.font),f.labelFont=yu(f.labelFont),f._size=f.size(r,null,h,0),f._space=f._rotate=f._incrs=f._found=f._splits=f._values=null,f._size>0&&(Dn[h]=!0,f._el=jt(Py,m))}}function Xr(f,h,y,x){let[$,N,F,H]=y,G=h%2,q=0;return G==0&&(H||N)&&(q=h==0&&!$||h==2&&!F?De(ou.size/3):0),G==1&&($||F)&&(q=h==1&&!N||h==3&&!H?De(lu.size/2):0),q}let Fa=r.padding=(e.padding||[Xr,Xr,Xr,Xr]).map(f=>ue(he(f,Xr))),wn=r._padding=Fa.map((f,h)=>f(r,h,Dn,0)),et,We=null,Ge=null,Cs=s==1?g[0].idxs:null,Vt=null,Zr=!1;function ja(f,h){if(t=f??[],r.data=r._data=t,s==2){et=0;for(let y=1;y<g.length;y++)et+=t[y][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Vt=t[0],et=Vt.length;let y=t;if(O==2){y=t.slice();let x=y[0]=Array(et);for(let $=0;$<et;$++)x[$]=$}r._data=t=y}if(gr(!0),Ke("setData"),O==2&&(ur=!0),h!==!1){let y=I;y.auto(r,Zr)?zo():vn(L,y.min,y.max),jn=jn||K.left>=0,It=!0,yr()}}r.setData=ja;function zo(){Zr=!0;let f,h;s==1&&(et>0?(We=Cs[0]=0,Ge=Cs[1]=et-1,f=t[0][We],h=t[0][Ge],O==2?(f=We,h=Ge):f==h&&(O==3?[f,h]=ao(f,f,I.log,!1):O==4?[f,h]=Ui(f,f,I.log,!1):I.time?h=f+De(86400/S):[f,h]=so(f,h,Ki,!0))):(We=Cs[0]=f=null,Ge=Cs[1]=h=null)),vn(L,f,h)}let Ls,mr,Do,Bo,Vo,Ho,Wo,Go,Yo,xt;function za(f,h,y,x,$,N){f??(f=Ic),y??(y=Ji),x??(x="butt"),$??($=Ic),N??(N="round"),f!=Ls&&(d.strokeStyle=Ls=f),$!=mr&&(d.fillStyle=mr=$),h!=Do&&(d.lineWidth=Do=h),N!=Vo&&(d.lineJoin=Vo=N),x!=Ho&&(d.lineCap=Ho=x),y!=Bo&&d.setLineDash(Bo=y)}function Da(f,h,y,x){h!=mr&&(d.fillStyle=mr=h),f!=Wo&&(d.font=Wo=f),y!=Go&&(d.textAlign=Go=y),x!=Yo&&(d.textBaseline=Yo=x)}function Uo(f,h,y,x,$=0){if(x.length>0&&f.auto(r,Zr)&&(h==null||h.min==null)){let N=he(We,0),F=he(Ge,x.length-1),H=y.min==null?Zy(x,N,F,$,f.distr==3):[y.min,y.max];f.min=Kt(f.min,y.min=H[0]),f.max=yt(f.max,y.max=H[1])}}let Ba={min:null,max:null};function rh(){for(let x in E){let $=E[x];M[x]==null&&($.min==null||M[L]!=null&&$.auto(r,Zr))&&(M[x]=Ba)}for(let x in E){let $=E[x];M[x]==null&&$.from!=null&&M[$.from]!=null&&(M[x]=Ba)}M[L]!=null&&gr(!0);let f={};for(let x in M){let $=M[x];if($!=null){let N=f[x]=Fr(E[x],a0);if($.min!=null)Fe(N,$);else if(x!=L||s==2)if(et==0&&N.from==null){let F=N.range(r,null,null,x);N.min=F[0],N.max=F[1]}else N.min=ve,N.max=-ve}}if(et>0){g.forEach((x,$)=>{if(s==1){let N=x.scale,F=M[N];if(F==null)return;let H=f[N];if($==0){let G=H.range(r,H.min,H.max,N);H.min=G[0],H.max=G[1],We=Ut(H.min,t[0]),Ge=Ut(H.max,t[0]),Ge-We>1&&(t[0][We]<H.min&&We++,t[0][Ge]>H.max&&Ge--),x.min=Vt[We],x.max=Vt[Ge]}else x.show&&x.auto&&Uo(H,F,x,t[$],x.sorted);x.idxs[0]=We,x.idxs[1]=Ge}else if($>0&&x.show&&x.auto){let[N,F]=x.facets,H=N.scale,G=F.scale,[q,J]=t[$],Z=f[H],oe=f[G];Z!=null&&Uo(Z,M[H],N,q,N.sorted),oe!=null&&Uo(oe,M[G],F,J,F.sorted),x.min=F.min,x.max=F.max}});for(let x in f){let $=f[x],N=M[x];if($.from==null&&(N==null||N.min==null)){let F=$.range(r,$.min==ve?null:$.min,$.max==-ve?null:$.max,x);$.min=F[0],$.max=F[1]}}}for(let x in f){let $=f[x];if($.from!=null){let N=f[$.from];if(N.min==null)$.min=$.max=null;else{let F=$.range(r,N.min,N.max,x);$.min=F[0],$.max=F[1]}}}let h={},y=!1;for(let x in f){let $=f[x],N=E[x];if(N.min!=$.min||N.max!=$.max){N.min=$.min,N.max=$.max;let F=N.distr;N._min=F==3?mn(N.min):F==4?Mi(N.min,N.asinh):F==100?N.fwd(N.min):N.min,N._max=F==3?mn(N.max):F==4?Mi(N.max,N.asinh):F==100?N.fwd(N.max):N.max,h[x]=y=!0}}if(y){g.forEach((x,$)=>{s==2?$>0&&h.y&&(x._paths=null):h[x.scale]&&(x._paths=null)});for(let x in h)ur=!0,Ke("setScale",x);je&&K.left>=0&&(jn=It=!0)}for(let x in M)M[x]=null}function sh(f){let h=ji(We-1,0,et-1),y=ji(Ge+1,0,et-1);for(;f[h]==null&&h>0;)h--;for(;f[y]==null&&y<et-1;)y++;return[h,y]}function oh(){if(et>0){let f=g.some(h=>h._focus)&&xt!=Xt.alpha;f&&(d.globalAlpha=xt=Xt.alpha),g.forEach((h,y)=>{if(y>0&&h.show&&(Va(y,!1),Va(y,!0),h._paths==null)){let x=xt;xt!=h.alpha&&(d.globalAlpha=xt=h.alpha);let $=s==2?[0,t[y][0].length-1]:sh(t[y]);h._paths=h.paths(r,y,$[0],$[1]),xt!=x&&(d.globalAlpha=xt=x)}}),g.forEach((h,y)=>{if(y>0&&h.show){let x=xt;xt!=h.alpha&&(d.globalAlpha=xt=h.alpha),h._paths!=null&&Ha(y,!1);{let $=h._paths!=null?h._paths.gaps:null,N=h.points.show(r,y,We,Ge,$),F=h.points.filter(r,y,N,$);(N||F)&&(h.points._paths=h.points.paths(r,y,We,Ge,F),Ha(y,!0))}xt!=x&&(d.globalAlpha=xt=x),Ke("drawSeries",y)}}),f&&(d.globalAlpha=xt=1)}}function Va(f,h){let y=h?g[f].points:g[f];y._stroke=y.stroke(r,f),y._fill=y.fill(r,f)}function Ha(f,h){let y=h?g[f].points:g[f],{stroke:x,fill:$,clip:N,flags:F,_stroke:H=y._stroke,_fill:G=y._fill,_width:q=y.width}=y._paths;q=_e(q*ye,3);let J=null,Z=q%2/2;h&&G==null&&(G=q>0?"#fff":H);let oe=y.pxAlign==1&&Z>0;if(oe&&d.translate(Z,Z),!h){let ge=kt-q/2,pe=Ot-q/2,ce=wt+q,re=Bt+q;J=new Path2D,J.rect(ge,pe,ce,re)}h?Ko(H,q,y.dash,y.cap,G,x,$,F,N):ih(f,H,q,y.dash,y.cap,G,x,$,F,J,N),oe&&d.translate(-Z,-Z)}function ih(f,h,y,x,$,N,F,H,G,q,J){let Z=!1;G!=0&&T.forEach((oe,ge)=>{if(oe.series[0]==f){let pe=g[oe.series[1]],ce=t[oe.series[1]],re=(pe._paths||ws).band;Cn(re)&&(re=oe.dir==1?re[0]:re[1]);let ee,Te=null;pe.show&&re&&e0(ce,We,Ge)?(Te=oe.fill(r,ge)||N,ee=pe._paths.clip):re=null,Ko(h,y,x,$,Te,F,H,G,q,J,ee,re),Z=!0}}),Z||Ko(h,y,x,$,N,F,H,G,q,J)}let Wa=jr|Bi;function Ko(f,h,y,x,$,N,F,H,G,q,J,Z){za(f,h,y,x,$),(G||q||Z)&&(d.save(),G&&d.clip(G),q&&d.clip(q)),Z?(H&Wa)==Wa?(d.clip(Z),J&&d.clip(J),Is($,F),Os(f,N,h)):H&Bi?(Is($,F),d.clip(Z),Os(f,N,h)):H&jr&&(d.save(),d.clip(Z),J&&d.clip(J),Is($,F),d.restore(),Os(f,N,h)):(Is($,F),Os(f,N,h)),(G||q||Z)&&d.restore()}function Os(f,h,y){y>0&&(h instanceof Map?h.forEach((x,$)=>{d.strokeStyle=Ls=$,d.stroke(x)}):h!=null&&f&&d.stroke(h))}function Is(f,h){h instanceof Map?h.forEach((y,x)=>{d.fillStyle=mr=x,d.fill(y)}):h!=null&&f&&d.fill(h)}function ah(f,h,y,x){let $=_[f],N;if(x<=0)N=[0,0];else{let F=$._space=$.space(r,f,h,y,x),H=$._incrs=$.incrs(r,f,h,y,x,F);N=vb(h,y,H,x,F)}return $._found=N}function qo(f,h,y,x,$,N,F,H,G,q){let J=F%2/2;v==1&&d.translate(J,J),za(H,F,G,q,H),d.beginPath();let Z,oe,ge,pe,ce=$+(x==0||x==3?-N:N);y==0?(oe=$,pe=ce):(Z=$,ge=ce);for(let re=0;re<f.length;re++)h[re]!=null&&(y==0?Z=ge=f[re]:oe=pe=f[re],d.moveTo(Z,oe),d.lineTo(ge,pe));d.stroke(),v==1&&d.translate(-J,-J)}function lh(f){let h=!0;return _.forEach((y,x)=>{if(!y.show)return;let $=E[y.scale];if($.min==null){y._show&&(h=!1,y._show=!1,gr(!1));return}else y._show||(h=!1,y._show=!0,gr(!1));let N=y.side,F=N%2,{min:H,max:G}=$,[q,J]=ah(x,H,G,F==0?ae:X);if(J==0)return;let Z=$.distr==2,oe=y._splits=y.splits(r,x,H,G,q,J,Z),ge=$.distr==2?oe.map(ee=>Vt[ee]):oe,pe=$.distr==2?Vt[oe[1]]-Vt[oe[0]]:q,ce=y._values=y.values(r,y.filter(r,ge,x,J,pe),x,J,pe);y._rotate=N==2?y.rotate(r,ce,x,J):0;let re=y._size;y._size=zt(y.size(r,ce,x,f)),re!=null&&y._size!=re&&(h=!1)}),h}function ch(f){let h=!0;return Fa.forEach((y,x)=>{let $=y(r,x,Dn,f);$!=wn[x]&&(h=!1),wn[x]=$}),h}function uh(){for(let f=0;f<_.length;f++){let h=_[f];if(!h.show||!h._show)continue;let y=h.side,x=y%2,$,N,F=h.stroke(r,f),H=y==0||y==3?-1:1,[G,q]=h._found;if(h.label!=null){let pt=h.labelGap*H,$t=De((h._lpos+pt)*ye);Da(h.labelFont[0],F,"center",y==2?"top":Oc),d.save(),x==1?($=N=0,d.translate($t,De(Ot+Bt/2)),d.rotate((y==3?-no:no)/2)):($=De(kt+wt/2),N=$t);let Hn=_u(h.label)?h.label(r,f,G,q):h.label;d.fillText(Hn,$,N),d.restore()}if(q==0)continue;let J=E[h.scale],Z=x==0?wt:Bt,oe=x==0?kt:Ot,ge=h._splits,pe=J.distr==2?ge.map(pt=>Vt[pt]):ge,ce=J.distr==2?Vt[ge[1]]-Vt[ge[0]]:G,re=h.ticks,ee=h.border,Te=re.show?re.size:0,Ce=De(Te*ye),qe=De((h.alignTo==2?h._size-Te-h.gap:h.gap)*ye),xe=h._rotate*-no/180,Le=b(h._pos*ye),St=(Ce+qe)*H,ft=Le+St;N=x==0?ft:0,$=x==1?ft:0;let Pt=h.font[0],Ht=h.align==1?Lr:h.align==2?Ti:xe>0?Lr:xe<0?Ti:x==0?"center":y==3?Ti:Lr,en=xe||x==1?"middle":y==2?"top":Oc;Da(Pt,F,Ht,en);let Et=h.font[1]*h.lineGap,Ft=ge.map(pt=>b(a(pt,J,Z,oe))),Wt=h._values;for(let pt=0;pt<Wt.length;pt++){let $t=Wt[pt];if($t!=null){x==0?$=Ft[pt]:N=Ft[pt],$t=""+$t;let Hn=$t.indexOf(`
`)==-1?[$t]:$t.split(/\n/gm);for(let ht=0;ht<Hn.length;ht++){let cl=Hn[ht];xe?(d.save(),d.translate($,N+ht*Et),d.rotate(xe),d.fillText(cl,0,0),d.restore()):d.fillText(cl,$,N+ht*Et)}}}re.show&&qo(Ft,re.filter(r,pe,f,q,ce),x,y,Le,Ce,_e(re.width*ye,3),re.stroke(r,f),re.dash,re.cap);let tn=h.grid;tn.show&&qo(Ft,tn.filter(r,pe,f,q,ce),x,x==0?2:1,x==0?Ot:kt,x==0?Bt:wt,_e(tn.width*ye,3),tn.stroke(r,f),tn.dash,tn.cap),ee.show&&qo([Le],[1],x==0?1:0,x==0?1:2,x==1?Ot:kt,x==1?Bt:wt,_e(ee.width*ye,3),ee.stroke(r,f),ee.dash,ee.cap)}Ke("drawAxes")}function gr(f){g.forEach((h,y)=>{y>0&&(h._paths=null,f&&(s==1?(h.min=null,h.max=null):h.facets.forEach(x=>{x.min=null,x.max=null})))})}let Rs=!1,Jo=!1,Qr=[];function dh(){Jo=!1;for(let f=0;f<Qr.length;f++)Ke(...Qr[f]);Qr.length=0}function yr(){Rs||(h0(Ga),Rs=!0)}function fh(f,h=!1){Rs=!0,Jo=h,f(r),Ga(),h&&Qr.length>0&&queueMicrotask(dh)}r.batch=fh;function Ga(){if(Fo&&(rh(),Fo=!1),ur&&(Jp(),ur=!1),Ns){if(Ne(w,Lr,ke),Ne(w,"top",ze),Ne(w,ms,ae),Ne(w,gs,X),Ne(k,Lr,ke),Ne(k,"top",ze),Ne(k,ms,ae),Ne(k,gs,X),Ne(m,ms,fn),Ne(m,gs,Rn),u.width=De(fn*ye),u.height=De(Rn*ye),_.forEach(({_el:f,_show:h,_size:y,_pos:x,side:$})=>{if(f!=null)if(h){let N=$===3||$===0?y:0,F=$%2==1;Ne(f,F?"left":"top",x-N),Ne(f,F?"width":"height",y),Ne(f,F?"top":"left",F?ze:ke),Ne(f,F?"height":"width",F?X:ae),Pi(f,Zn)}else Nt(f,Zn)}),Ls=mr=Do=Vo=Ho=Wo=Go=Yo=Bo=null,xt=1,ns(!0),ke!=cr||ze!=Pn||ae!=Jt||X!=Fn){gr(!1);let f=ae/Jt,h=X/Fn;if(je&&!jn&&K.left>=0){K.left*=f,K.top*=h,br&&an(br,De(K.left),0,ae,X),wr&&an(wr,0,De(K.top),ae,X);for(let y=0;y<Rt.length;y++){let x=Rt[y];x!=null&&(pr[y]*=f,hr[y]*=h,an(x,zt(pr[y]),zt(hr[y]),ae,X))}}if($e.show&&!Ms&&$e.left>=0&&$e.width>0){$e.left*=f,$e.width*=f,$e.top*=h,$e.height*=h;for(let y in ni)Ne(_r,y,$e[y])}cr=ke,Pn=ze,Jt=ae,Fn=X}Ke("setSize"),Ns=!1}fn>0&&Rn>0&&(d.clearRect(0,0,u.width,u.height),Ke("drawClear"),C.forEach(f=>f()),Ke("draw")),$e.show&&Ms&&(Ps($e),Ms=!1),je&&jn&&(Vn(null,!0,!1),jn=!1),te.show&&te.live&&It&&(ei(),It=!1),l||(l=!0,r.status=1,Ke("ready")),Zr=!1,Rs=!1}r.redraw=(f,h)=>{ur=h||!1,f!==!1?vn(L,I.min,I.max):yr()};function Xo(f,h){let y=E[f];if(y.from==null){if(et==0){let x=y.range(r,h.min,h.max,f);h.min=x[0],h.max=x[1]}if(h.min>h.max){let x=h.min;h.min=h.max,h.max=x}if(et>1&&h.min!=null&&h.max!=null&&h.max-h.min<1e-16)return;f==L&&y.distr==2&&et>0&&(h.min=Ut(h.min,t[0]),h.max=Ut(h.max,t[0]),h.min==h.max&&h.max++),M[f]=h,Fo=!0,yr()}}r.setScale=Xo;let Zo,Qo,br,wr,Ya,Ua,xr,vr,Ka,qa,Ee,Me,xn=!1,tt=K.drag,Ye=tt.x,Ue=tt.y;je&&(K.x&&(Zo=jt(jy,k)),K.y&&(Qo=jt(zy,k)),I.ori==0?(br=Zo,wr=Qo):(br=Qo,wr=Zo),Ee=K.left,Me=K.top);let $e=r.select=Fe({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),_r=$e.show?jt(Fy,$e.over?k:w):null;function Ps(f,h){if($e.show){for(let y in f)$e[y]=f[y],y in ni&&Ne(_r,y,f[y]);h!==!1&&Ke("setSelect")}}r.setSelect=Ps;function ph(f){if(g[f].show)fe&&Pi(Se[f],Zn);else if(fe&&Nt(Se[f],Zn),je){let y=fr?Rt[0]:Rt[f];y!=null&&an(y,-10,-10,ae,X)}}function vn(f,h,y){Xo(f,{min:h,max:y})}function Zt(f,h,y,x){h.focus!=null&&bh(f),h.show!=null&&g.forEach(($,N)=>{N>0&&(f==N||f==null)&&($.show=h.show,ph(N),s==2?(vn($.facets[0].scale,null,null),vn($.facets[1].scale,null,null)):vn($.scale,null,null),yr())}),y!==!1&&Ke("setSeries",f,h),x&&rs("setSeries",r,f,h)}r.setSeries=Zt;function hh(f,h){Fe(T[f],h)}function mh(f,h){f.fill=ue(f.fill||null),f.dir=he(f.dir,-1),h=h??T.length,T.splice(h,0,f)}function gh(f){f==null?T.length=0:T.splice(f,1)}r.addBand=mh,r.setBand=hh,r.delBand=gh;function yh(f,h){g[f].alpha=h,je&&Rt[f]!=null&&(Rt[f].style.opacity=h),fe&&Se[f]&&(Se[f].style.opacity=h)}let pn,_n,Bn,kr={focus:!0};function bh(f){if(f!=Bn){let h=f==null,y=Xt.alpha!=1;g.forEach((x,$)=>{if(s==1||$>0){let N=h||$==0||$==f;x._focus=h?null:N,y&&yh($,N?1:Xt.alpha)}}),Bn=f,y&&yr()}}fe&&dr&&dt(Fc,de,f=>{K._lock||(zn(f),Bn!=null&&Zt(null,kr,!0,Re.setSeries))});function Qt(f,h,y){let x=E[h];y&&(f=f/ye-(x.ori==1?ze:ke));let $=ae;x.ori==1&&($=X,f=$-f),x.dir==-1&&(f=$-f);let N=x._min,F=x._max,H=f/$,G=N+(F-N)*H,q=x.distr;return q==3?Rr(10,G):q==4?n0(G,x.asinh):q==100?x.bwd(G):G}function wh(f,h){let y=Qt(f,L,h);return Ut(y,t[0],We,Ge)}r.valToIdx=f=>Ut(f,t[0]),r.posToIdx=wh,r.posToVal=Qt,r.valToPos=(f,h,y)=>E[h].ori==0?o(f,E[h],y?wt:ae,y?kt:0):i(f,E[h],y?Bt:X,y?Ot:0),r.setCursor=(f,h,y)=>{Ee=f.left,Me=f.top,Vn(null,h,y)};function Ja(f,h){Ne(_r,Lr,$e.left=f),Ne(_r,ms,$e.width=h)}function Xa(f,h){Ne(_r,"top",$e.top=f),Ne(_r,gs,$e.height=h)}let es=I.ori==0?Ja:Xa,ts=I.ori==1?Ja:Xa;function xh(){if(fe&&te.live)for(let f=s==2?1:0;f<g.length;f++){if(f==0&&Lt)continue;let h=te.values[f],y=0;for(let x in h)bt[f][y++].firstChild.nodeValue=h[x]}}function ei(f,h){if(f!=null&&(f.idxs?f.idxs.forEach((y,x)=>{ne[x]=y}):i0(f.idx)||ne.fill(f.idx),te.idx=ne[0]),fe&&te.live){for(let y=0;y<g.length;y++)(y>0||s==1&&!Lt)&&vh(y,ne[y]);xh()}It=!1,h!==!1&&Ke("setLegend")}r.setLegend=ei;function vh(f,h){let y=g[f],x=f==0&&O==2?Vt:t[f],$;Lt?$=y.values(r,f,h)??bn:($=y.value(r,h==null?null:x[h],f,h),$=$==null?bn:{_:$}),te.values[f]=$}function Vn(f,h,y){Ka=Ee,qa=Me,[Ee,Me]=K.move(r,Ee,Me),K.left=Ee,K.top=Me,je&&(br&&an(br,De(Ee),0,ae,X),wr&&an(wr,0,De(Me),ae,X));let x,$=We>Ge;pn=ve,_n=null;let N=I.ori==0?ae:X,F=I.ori==1?ae:X;if(Ee<0||et==0||$){x=K.idx=null;for(let H=0;H<g.length;H++){let G=Rt[H];G!=null&&an(G,-10,-10,ae,X)}dr&&Zt(null,kr,!0,f==null&&Re.setSeries),te.live&&(ne.fill(x),It=!0)}else{let H,G,q;s==1&&(H=I.ori==0?Ee:Me,G=Qt(H,L),x=K.idx=Ut(G,t[0],We,Ge),q=A(t[0][x],I,N,0));let J=-10,Z=-10,oe=0,ge=0,pe=!0,ce="",re="";for(let ee=s==2?1:0;ee<g.length;ee++){let Te=g[ee],Ce=ne[ee],qe=Ce==null?null:s==1?t[ee][Ce]:t[ee][1][Ce],xe=K.dataIdx(r,ee,x,G),Le=xe==null?null:s==1?t[ee][xe]:t[ee][1][xe];if(It=It||Le!=qe||xe!=Ce,ne[ee]=xe,ee>0&&Te.show){let St=xe==null?-10:xe==x?q:A(s==1?t[0][xe]:t[ee][0][xe],I,N,0),ft=Le==null?-10:R(Le,s==1?E[Te.scale]:E[Te.facets[1].scale],F,0);if(dr&&Le!=null){let Pt=I.ori==1?Ee:Me,Ht=Be(Xt.dist(r,ee,xe,ft,Pt));if(Ht<pn){let en=Xt.bias;if(en!=0){let Et=Qt(Pt,Te.scale),Ft=Le>=0?1:-1,Wt=Et>=0?1:-1;Wt==Ft&&(Wt==1?en==1?Le>=Et:Le<=Et:en==1?Le<=Et:Le>=Et)&&(pn=Ht,_n=ee)}else pn=Ht,_n=ee}}if(It||fr){let Pt,Ht;I.ori==0?(Pt=St,Ht=ft):(Pt=ft,Ht=St);let en,Et,Ft,Wt,tn,pt,$t=!0,Hn=at.bbox;if(Hn!=null){$t=!1;let ht=Hn(r,ee);Ft=ht.left,Wt=ht.top,en=ht.width,Et=ht.height}else Ft=Pt,Wt=Ht,en=Et=at.size(r,ee);if(pt=at.fill(r,ee),tn=at.stroke(r,ee),fr)ee==_n&&pn<=Xt.prox&&(J=Ft,Z=Wt,oe=en,ge=Et,pe=$t,ce=pt,re=tn);else{let ht=Rt[ee];ht!=null&&(pr[ee]=Ft,hr[ee]=Wt,Wc(ht,en,Et,$t),Vc(ht,pt,tn),an(ht,zt(Ft),zt(Wt),ae,X))}}}}if(fr){let ee=Xt.prox,Te=Bn==null?pn<=ee:pn>ee||_n!=Bn;if(It||Te){let Ce=Rt[0];Ce!=null&&(pr[0]=J,hr[0]=Z,Wc(Ce,oe,ge,pe),Vc(Ce,ce,re),an(Ce,zt(J),zt(Z),ae,X))}}}if($e.show&&xn)if(f!=null){let[H,G]=Re.scales,[q,J]=Re.match,[Z,oe]=f.cursor.sync.scales,ge=f.cursor.drag;if(Ye=ge._x,Ue=ge._y,Ye||Ue){let{left:pe,top:ce,width:re,height:ee}=f.select,Te=f.scales[Z].ori,Ce=f.posToVal,qe,xe,Le,St,ft,Pt=H!=null&&q(H,Z),Ht=G!=null&&J(G,oe);Pt&&Ye?(Te==0?(qe=pe,xe=re):(qe=ce,xe=ee),Le=E[H],St=A(Ce(qe,Z),Le,N,0),ft=A(Ce(qe+xe,Z),Le,N,0),es(Kt(St,ft),Be(ft-St))):es(0,N),Ht&&Ue?(Te==1?(qe=pe,xe=re):(qe=ce,xe=ee),Le=E[G],St=R(Ce(qe,oe),Le,F,0),ft=R(Ce(qe+xe,oe),Le,F,0),ts(Kt(St,ft),Be(ft-St))):ts(0,F)}else ri()}else{let H=Be(Ka-Ya),G=Be(qa-Ua);if(I.ori==1){let oe=H;H=G,G=oe}Ye=tt.x&&H>=tt.dist,Ue=tt.y&&G>=tt.dist;let q=tt.uni;q!=null?Ye&&Ue&&(Ye=H>=q,Ue=G>=q,!Ye&&!Ue&&(G>H?Ue=!0:Ye=!0)):tt.x&&tt.y&&(Ye||Ue)&&(Ye=Ue=!0);let J,Z;Ye&&(I.ori==0?(J=xr,Z=Ee):(J=vr,Z=Me),es(Kt(J,Z),Be(Z-J)),Ue||ts(0,F)),Ue&&(I.ori==1?(J=xr,Z=Ee):(J=vr,Z=Me),ts(Kt(J,Z),Be(Z-J)),Ye||es(0,N)),!Ye&&!Ue&&(es(0,0),ts(0,0))}if(tt._x=Ye,tt._y=Ue,f==null){if(y){if(ll!=null){let[H,G]=Re.scales;Re.values[0]=H!=null?Qt(I.ori==0?Ee:Me,H):null,Re.values[1]=G!=null?Qt(I.ori==1?Ee:Me,G):null}rs(Ai,r,Ee,Me,ae,X,x)}if(dr){let H=y&&Re.setSeries,G=Xt.prox;Bn==null?pn<=G&&Zt(_n,kr,!0,H):pn>G?Zt(null,kr,!0,H):_n!=Bn&&Zt(_n,kr,!0,H)}}It&&(te.idx=x,ei()),h!==!1&&Ke("setCursor")}let kn=null;Object.defineProperty(r,"rect",{get(){return kn==null&&ns(!1),kn}});function ns(f=!1){f?kn=null:(kn=k.getBoundingClientRect(),Ke("syncRect",kn))}function Za(f,h,y,x,$,N,F){K._lock||xn&&f!=null&&f.movementX==0&&f.movementY==0||(ti(f,h,y,x,$,N,F,!1,f!=null),f!=null?Vn(null,!0,!0):Vn(h,!0,!1))}function ti(f,h,y,x,$,N,F,H,G){if(kn==null&&ns(!1),zn(f),f!=null)y=f.clientX-kn.left,x=f.clientY-kn.top;else{if(y<0||x<0){Ee=-10,Me=-10;return}let[q,J]=Re.scales,Z=h.cursor.sync,[oe,ge]=Z.values,[pe,ce]=Z.scales,[re,ee]=Re.match,Te=h.axes[0].side%2==1,Ce=I.ori==0?ae:X,qe=I.ori==1?ae:X,xe=Te?N:$,Le=Te?$:N,St=Te?x:y,ft=Te?y:x;if(pe!=null?y=re(q,pe)?a(oe,E[q],Ce,0):-10:y=Ce*(St/xe),ce!=null?x=ee(J,ce)?a(ge,E[J],qe,0):-10:x=qe*(ft/Le),I.ori==1){let Pt=y;y=x,x=Pt}}G&&(h==null||h.cursor.event.type==Ai)&&((y<=1||y>=ae-1)&&(y=Jn(y,ae)),(x<=1||x>=X-1)&&(x=Jn(x,X))),H?(Ya=y,Ua=x,[xr,vr]=K.move(r,y,x)):(Ee=y,Me=x)}let ni={width:0,height:0,left:0,top:0};function ri(){Ps(ni,!1)}let Qa,el,tl,nl;function rl(f,h,y,x,$,N,F){xn=!0,Ye=Ue=tt._x=tt._y=!1,ti(f,h,y,x,$,N,F,!0,!1),f!=null&&(dt(Ni,Ii,sl,!1),rs(Rc,r,xr,vr,ae,X,null));let{left:H,top:G,width:q,height:J}=$e;Qa=H,el=G,tl=q,nl=J}function sl(f,h,y,x,$,N,F){xn=tt._x=tt._y=!1,ti(f,h,y,x,$,N,F,!1,!0);let{left:H,top:G,width:q,height:J}=$e,Z=q>0||J>0,oe=Qa!=H||el!=G||tl!=q||nl!=J;if(Z&&oe&&Ps($e),tt.setScale&&Z&&oe){let ge=H,pe=q,ce=G,re=J;if(I.ori==1&&(ge=G,pe=J,ce=H,re=q),Ye&&vn(L,Qt(ge,L),Qt(ge+pe,L)),Ue)for(let ee in E){let Te=E[ee];ee!=L&&Te.from==null&&Te.min!=ve&&vn(ee,Qt(ce+re,ee),Qt(ce,ee))}ri()}else K.lock&&(K._lock=!K._lock,Vn(h,!0,f!=null));f!=null&&(lr(Ni,Ii),rs(Ni,r,Ee,Me,ae,X,null))}function _h(f,h,y,x,$,N,F){if(K._lock)return;zn(f);let H=xn;if(xn){let G=!0,q=!0,J=10,Z,oe;I.ori==0?(Z=Ye,oe=Ue):(Z=Ue,oe=Ye),Z&&oe&&(G=Ee<=J||Ee>=ae-J,q=Me<=J||Me>=X-J),Z&&G&&(Ee=Ee<xr?0:ae),oe&&q&&(Me=Me<vr?0:X),Vn(null,!0,!0),xn=!1}Ee=-10,Me=-10,ne.fill(null),Vn(null,!0,!0),H&&(xn=H)}function ol(f,h,y,x,$,N,F){K._lock||(zn(f),zo(),ri(),f!=null&&rs(jc,r,Ee,Me,ae,X,null))}function il(){_.forEach(_b),jo(r.width,r.height,!0)}Qn(ro,Ir,il);let Sr={};Sr.mousedown=rl,Sr.mousemove=Za,Sr.mouseup=sl,Sr.dblclick=ol,Sr.setSeries=(f,h,y,x)=>{let $=Re.match[2];y=$(r,h,y),y!=-1&&Zt(y,x,!0,!1)},je&&(dt(Rc,k,rl),dt(Ai,k,Za),dt(Pc,k,f=>{zn(f),ns(!1)}),dt(Fc,k,_h),dt(jc,k,ol),Vi.add(r),r.syncRect=ns);let Fs=r.hooks=e.hooks||{};function Ke(f,h,y){Jo?Qr.push([f,h,y]):f in Fs&&Fs[f].forEach(x=>{x.call(null,r,h,y)})}(e.plugins||[]).forEach(f=>{for(let h in f.hooks)Fs[h]=(Fs[h]||[]).concat(f.hooks[h])});let al=(f,h,y)=>y,Re=Fe({key:null,setSeries:!1,filters:{pub:qc,sub:qc},scales:[L,g[1]?g[1].scale:null],match:[Jc,Jc,al],values:[null,null]},K.sync);Re.match.length==2&&Re.match.push(al),K.sync=Re;let ll=Re.key,si=Yu(ll);function rs(f,h,y,x,$,N,F){Re.filters.pub(f,h,y,x,$,N,F)&&si.pub(f,h,y,x,$,N,F)}si.sub(r);function kh(f,h,y,x,$,N,F){Re.filters.sub(f,h,y,x,$,N,F)&&Sr[f](null,h,y,x,$,N,F)}r.pub=kh;function Sh(){si.unsub(r),Vi.delete(r),In.clear(),Fi(ro,Ir,il),c.remove(),de?.remove(),Ke("destroy")}r.destroy=Sh;function oi(){Ke("init",e,t),ja(t||e.data,!1),M[L]?Xo(L,M[L]):zo(),Ms=$e.show&&($e.width>0||$e.height>0),jn=It=!0,jo(e.width,e.height)}return g.forEach(Pa),_.forEach(nh),n?n instanceof HTMLElement?(n.appendChild(c),oi()):n(r,oi):oi(),r}Ve.assign=Fe;Ve.fmtNum=qi;Ve.rangeNum=so;Ve.rangeLog=ao;Ve.rangeAsinh=Ui;Ve.orient=tr;Ve.pxRatio=ye;Ve.join=p0;Ve.fmtDate=Xi,Ve.tzDate=S0;Ve.sync=Yu;{Ve.addGap=ib,Ve.clipGaps=uo;let e=Ve.paths={points:Zu};e.linear=ed,e.stepped=cb,e.bars=ub,e.spline=fb}function sd(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var qt=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function kb(){let e=sd();return e?e.classList.contains("dark-mode")?"dark":"light":qt&&qt.matches?"dark":"light"}function od(e){let t=document.documentElement,n=()=>{let i=kb();t.dataset.theme!==i&&(t.dataset.theme=i,t.style.colorScheme=i,e&&e(i))};n();let r=[],s=sd();if(s)try{let i=new window.parent.MutationObserver(n);i.observe(s,{attributes:!0,attributeFilter:["class"]}),r.push(()=>i.disconnect())}catch{}if(qt){let i=()=>n();qt.addEventListener?qt.addEventListener("change",i):qt.addListener&&qt.addListener(i),r.push(()=>{qt.removeEventListener?qt.removeEventListener("change",i):qt.removeListener&&qt.removeListener(i)})}let o=()=>r.splice(0).forEach(i=>i());return window.addEventListener("pagehide",o,{once:!0}),o}function He(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function nr(e,t){return gc(He(e,""),t)}var id=240,cd=e=>Kn(e)||"NaN",ad=e=>Number((10**e).toPrecision(12));function Sb(e){return e==null?"":Q(e,3)}function sa(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((a,l)=>{if(typeof a!="number"||!Number.isFinite(a))return;let c=n[l];r.set(a,typeof c=="number"&&Number.isFinite(c)?c:null)});let s=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(a=>a&&typeof a.step=="number").sort((a,l)=>a.step-l.step);for(let a of s)r.set(a.step,null);let o=[...r.keys()].sort((a,l)=>a-l),i=o.map(a=>r.get(a));return{xs:o,ys:i,nonfinite:s}}function Eb(e){let t=1/0,n=-1/0;for(let s of e)s!=null&&(s<t&&(t=s),s>n&&(n=s));let r=t!==1/0&&t>0;return{possible:r,suggested:r&&n/t>1e4}}function $b(e,t,n){let r=e?{range:(o,i,a)=>{if(!Number.isFinite(i)||!Number.isFinite(a))return[0,1];let l=Math.floor(i+1e-9);return[l,Math.max(l+1,Math.ceil(a-1e-9))]}}:{range:(o,i,a)=>{if(i===null||a===null||!Number.isFinite(i)||!Number.isFinite(a))return[0,1];if(i===a)return[i-Math.abs(i||1)*.1,a+Math.abs(a||1)*.1];let l=(a-i)*.05;return[i-l,a+l]}},s=ps(t,n,e?`${le(Xe.loss)} (log scale)`:le(Xe.loss),{...e?{splits:o=>Mr(10**o.scales.y.min,10**o.scales.y.max).map(Math.log10),filter:(o,i)=>i}:{},size:(o,i)=>{if(!i)return 50;let a=Math.max(...i.map(l=>String(l).length),3);return Math.ceil(a*7.5)+14},values:(o,i)=>i.map(a=>Sb(e?ad(a):a))});return{scale:r,axis:s,toPlot:o=>o==null?null:e?Math.log10(o):o,value:(o,i)=>i==null?"—":Q(e?ad(i):i,6)}}function mo(e){let n=(e&&Array.isArray(e.findings)?e.findings:[]).find(r=>r&&r.kind===En.training_error);if(n){let r=n.evidence&&Number.isInteger(n.evidence.completed_steps)?n.evidence.completed_steps:null,s=$r(n);return r===0?`No loss was logged: training ${s||"crashed"}, before any step finished. The findings say why.`:`No loss was logged: training ${s||"crashed"}. The findings say why.`}return"No loss was logged for this run yet."}function ld(e,{color:t=["--critical","#d32f2f"],label:n=r=>cd(r.value)}={}){return{hooks:{draw:[r=>{let s=e();if(!s.length)return;let{ctx:o}=r,{left:i,top:a,width:l,height:c}=r.bbox,u=window.devicePixelRatio||1;o.save(),o.beginPath(),o.rect(i,a,l,c),o.clip(),o.strokeStyle=He(...t),o.fillStyle=o.strokeStyle,o.lineWidth=1.5*u,o.setLineDash([4*u,3*u]),o.font=`${11*u}px system-ui, sans-serif`,o.textBaseline="top";let d=!1;for(let m of s){let w=Math.round(r.valToPos(m.step,"x",!0))+.5;if(!(w<i-1||w>i+l+1)&&(o.beginPath(),o.moveTo(w,a),o.lineTo(w,a+c),o.stroke(),!d)){let k=n(m),v=o.measureText(k).width,b=w+4*u+v>i+l?w-4*u-v:w+4*u;o.fillText(k,b,a+4*u),d=!0}}o.restore()}]}}}function oa(e,{toggleId:t}){let n=p("input",{type:"checkbox",id:t}),r=p("label",{class:"log-toggle",for:t,hidden:!0},n," Log scale"),s=null,o=null,i=!1,a=()=>{s&&s.destroy(),s=null};function l(u){if(o=u,a(),D(e),r.hidden=!o||!o.xs.length,!o||!o.xs.length)return;let d=Eb(o.series.flatMap(_=>_.ys));n.disabled=!d.possible,i||(n.checked=d.suggested);let m=d.possible&&n.checked,w=He("--fg-muted","#666"),k=He("--grid","rgba(0,0,0,0.08)"),v=$b(m,w,k),b=o.markers||[],S=o.repairs||[],g={width:Math.max(200,e.clientWidth||e.parentElement&&e.parentElement.clientWidth||600),height:id,plugins:[ld(()=>b),ld(()=>S,{color:["--info","#1967d2"],label:()=>"repaired"}),qs()],scales:{x:{time:!1,range:(_,E,T)=>{if(E===null||T===null)return[0,1];if(E===T)return[E-1,T+1];let L=b.length?(T-E)*.02:0;return[E-L,T+L]}},y:v.scale},axes:[Js(w,k),v.axis],series:[{label:"step"},...o.series.map(_=>({label:_.label,stroke:He(..._.stroke),width:2,spanGaps:!1,points:{show:o.xs.length<=60,size:4},value:v.value}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};s=new Ve(g,[o.xs,...o.series.map(_=>_.ys.map(v.toPlot))],e)}n.addEventListener("change",()=>{i=!0,l(o)});let c=new ResizeObserver(()=>{if(!s)return;let u=Math.max(200,e.clientWidth);Math.abs(u-s.width)>1&&s.setSize({width:u,height:id})});return c.observe(e),{toggle:r,draw:l,redraw:()=>o&&l(o),destroy(){c.disconnect(),a()}}}function ud(e){let t=p("h3",null,le(Xe.loss)),n=p("p",{class:"chart-note",id:"loss-note",role:"status"}),r=p("div",{class:"chart-box",id:"loss-plot"}),s=oa(r,{toggleId:"loss-log-scale"});D(e,p("div",{class:"card-head"},t,s.toggle),n,r);let o=null;return{update(i,a,l=null){let c=l&&Array.isArray(l.repairs)?l.repairs.map(k=>({step:k.step,skipped:k.action==="skipped"})):[],u=a?`${a}|${c.map(k=>k.step).join(",")}`:null;if(u&&u===o)return;o=u;let d=sa(i||{}),m=d.nonfinite;if(e.dataset.points=String(d.xs.length),e.dataset.nonfinite=String(m.length),e.dataset.repairs=String(c.length),!d.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",s.draw(null);return}if(m.length){let k=m[0],v=m.length-1;n.className="chart-note alert",n.textContent=`The loss became ${cd(k.value)} at step ${k.step}`+(v?` (${v} more non-finite step${v===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${d.xs.length} step${d.xs.length===1?"":"s"} logged; all finite.`;let w=[[c.filter(k=>k.skipped),"its update skipped, nothing else undone"],[c.filter(k=>!k.skipped),"the updates since its last snapshot undone"]].filter(([k])=>k.length).map(([k,v])=>`at step${k.length===1?"":"s"} ${k.map(b=>b.step).join(", ")} (${v})`);w.length&&(n.textContent+=` Heal repaired the run (marked "repaired") ${w.join(" and ")}; training went on.`),s.draw({xs:d.xs,markers:m,repairs:c,series:[{label:le(Xe.loss),stroke:["--accent","#1967d2"],ys:d.ys}]})},showNote(i){o=null,s.draw(null),e.dataset.points="0",n.className="chart-note muted",n.textContent=i},showError(i){o=null,s.draw(null),n.className="chart-note error-text",n.textContent=i},retheme:()=>s.redraw(),destroy:()=>s.destroy()}}var dd=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
`;function ct(e){return p("h2",{class:"section-title"},e)}function be({id:e,className:t="",title:n,aside:r=null,hidden:s=!1},...o){let i=typeof n=="string"?p("h3",null,n):n,a=typeof r=="string"?p("span",{class:"muted small"},r):r;return p("section",{class:`card ${t}`.trim(),id:e,hidden:s},p("div",{class:"card-head"},i,a),...o)}function Vr(e,{id:t,onchange:n}){let r=p("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:p("label",{class:"inline-picker"},p("span",null,e),r)}}function vs(e,t,n,r=s=>s){let s=t.join(`
`);e.dataset.options!==s&&(D(e,t.map(o=>p("option",{value:o},r(o)))),e.dataset.options=s),n!==null&&(e.value=n),e.disabled=!t.length}function vt(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function nt(e,t){e.hidden=!t,e.textContent=t||""}function rr(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}function go(e,{summaryOf:t,render:n,focusOf:r,applyFocus:s}){let o=null;return{async update(i,a){let l=t(a);vt(e,!!l);let c=l?JSON.stringify(l):null;!l||c===o||(o=c,n(l))},focusFinding(i){let a=r(i);return!a||e.hidden?!1:(s(a),e.scrollIntoView({block:"nearest"}),!0)},retheme(){},destroy(){D(e)}}}var Ab=["input_shape","layer_input","layer_rank","layer_call"],Nb=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],ln=e=>Array.isArray(e)?e:[];function pd(e){let t=e&&e.areas&&e.areas[ie.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=ln(t.loss_checks).filter(s=>s&&typeof s=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function hd(e){return ln(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:_s(t.y_true),yPred:_s(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function md(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>Ze(n)===ie.shapes)}function _s(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function ia(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>_s(t&&t.shape)).join("  ")}function yo(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function fd(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function Mb(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function gd(e,t){let n=t.some(l=>Ab.includes(fd(l))&&(l.evidence||{}).source==="the data"),r=t.some(l=>Nb.includes(fd(l))),s=e.data||{},o=ln(s.x),i=ln(s.y),a=(l,c,u,d)=>c&&c.path?`${l}.${c.path}`:d>1?`${l}[${u}]`:l;return{data:[...o.map((l,c)=>({role:a("x",l,c,o.length),spec:l,mismatch:n})),...i.map((l,c)=>({role:a("y",l,c,i.length),spec:l,mismatch:r}))],model:[...ln(e.model_inputs).map(l=>({role:"input",spec:l,mismatch:n,note:l.inferred?"(subclassed: taken from the data)":l.name?`\`${l.name}\``:""})),...ln(e.model_outputs).map(l=>({role:"output",spec:l,mismatch:r,note:l.layer?`of \`${l.layer}\``:""}))],losses:ln(e.loss).map(l=>l.name)}}function yd(e,t,n){let r=new Map;for(let o of t)typeof o.layer=="string"&&o.layer&&!r.has(o.layer)&&r.set(o.layer,o);let s=new Set;return ln(e.rows).map(o=>{let i=r.get(o.name),a=o.status==="failed",l=!!i||a,c=!!(i&&i.severity==="warning"),u=[`depth-${Math.min(o.depth||0,9)}`,o.trainable===!1?"not-trainable":"",l?"row-mismatch":"",c?"row-warning":"",o.status?`row-${o.status}`:"",n&&o.name===n?"focused":""].filter(Boolean),d=null;l&&!s.has(o.name)&&(s.add(o.name),d=i?Mb(i):o.error||"This call failed.");let m=w=>w&&w[0]||null;return{row:o,classes:u,bad:l,warning:c,outputs:o.outputs&&o.outputs.length?ia(o.outputs):a?"—":"",dtype:(m(o.outputs)||{}).dtype||(m(o.inputs)||{}).dtype||"",status:a?"failed here":o.status==="raised_inside"?"raised inside":"",note:d}})}function bd(e,t){let r=ln(e.rows).filter(s=>(s.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${Ae(r,"layer call")} · ${yo(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${yo(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function wd(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=ln(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var vd=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function xd({role:e,spec:t,mismatch:n,note:r}){return p("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},p("span",{class:"spec-role"},e),p("span",{class:"spec-shape"},_s(t&&t.shape)),p("span",{class:"spec-dtype"},t&&t.dtype||""),r?p("span",{class:"muted"},Tn(r)):null)}function Cb(e,t){let n=gd(e,t);return[p("div",{class:"spec-box",id:"data-spec"},p("h4",null,"Data (one batch)"),p("ul",{class:"spec-list"},n.data.map(xd),n.data.length?null:p("li",{class:"muted"},"Not known (a generator?)"))),p("div",{class:"spec-box",id:"model-spec"},p("h4",null,"Model"),p("ul",{class:"spec-list"},n.model.map(xd),n.losses.length?p("li",{class:"spec-item","data-role":"loss"},p("span",{class:"spec-role"},"loss"),p("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function Lb({row:e,classes:t,bad:n,warning:r,outputs:s,dtype:o,status:i,note:a}){return[p("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},p("td",{class:"num muted"},String(e.index)),p("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},p("span",{class:"layer-name"},e.name),p("span",{class:"layer-class"},e.class)),p("td",{class:"shape-cell"},ia(e.inputs)),p("td",{class:"shape-cell"},s),p("td",{class:"shape-cell muted"},o),p("td",{class:"num"},yo(e.params)),p("td",null,e.trainable===!1?"no":"yes"),p("td",{class:"status-cell"},i)),a===null?null:p("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},p("td",null,""),p("td",{colspan:vd.length-1},a))]}function Ob(e,t){Pe("trainhealth-shapes-style",dd),e.id="shape-health",e.hidden=!0;let n=null,r=null,s=[],o=null,i=p("p",{class:"shape-note muted",id:"shape-note",role:"status"}),a=p("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),l=p("div",{class:"spec-compare",id:"shape-specs"}),c=p("div",{class:"table-scroll shape-scroll"}),u=be({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},i,a,l,c),d=p("tbody"),m=be({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},p("table",{class:"data-table",id:"loss-shapes-table"},p("thead",null,p("tr",null,["Step","y_true","y_pred","Verdict"].map(b=>p("th",null,b)))),d));D(e,ct(t.title),u,m);function w(b){m.hidden=!b.length,D(d,hd(b).map(S=>p("tr",{class:S.ok?null:"mismatch"},p("td",{class:"num"},S.step),p("td",{class:"shape-cell"},S.yTrue),p("td",{class:"shape-cell"},S.yPred),p("td",null,S.verdict))))}function k(b,S){i.textContent=bd(b,S);let g=wd(b);a.hidden=!g,D(a,Tn(g)),D(l,Cb(b,s));let _=p("tr",null,vd.map(([E,T])=>p("th",T?{class:T}:null,E)));D(c,p("table",{class:"data-table shape-table",id:"shape-table"},p("thead",null,_),p("tbody",null,yd(b,s,o).map(Lb))))}function v(b){o=b;for(let E of c.querySelectorAll("tr.focused"))E.classList.remove("focused");let S=b?[...c.querySelectorAll("tr[data-layer]")].filter(E=>E.dataset.layer===b):[];for(let E of S)E.classList.add("focused");let g=S[0]||u;u.dataset.focused=b||"";let _=()=>g.scrollIntoView&&g.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(_):_()}return{async update(b,S){b!==n&&(n=b,r=null,o=null),s=md(S);let g=pd(S);if(vt(e,!!g),!g)return;let _=`${JSON.stringify(g)}
${JSON.stringify(s)}`;_!==r&&(r=_,u.hidden=!g.table,g.table&&k(g.table,g.tables),w(g.lossChecks),o&&g.table&&v(o))},focusFinding(b){return Ze(b)!==ie.shapes||e.hidden?!1:(v(typeof b.layer=="string"?b.layer:null),!0)},retheme(){},destroy(){D(e)}}}var _d={area:ie.shapes,create:Ob};var kd=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
/* Heal's repairs: a cross in the info colour, as on the loss chart. */
.nf-marker.repair .nf-shape {
  fill: none;
  stroke: var(--info);
  stroke-width: 2.5;
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
`;var Sd=`/* The layer x step heatmap (heatmap.js), for every view that draws one.
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
`;var Pb=/^(.*?\d+)(?=$|[^0-9A-Za-z])/;function Fb(e){let t=Pb.exec(String(e));return t?t[1]:null}function aa(e){let t=Array.isArray(e)?e.length:0;if(t<=48)return null;let n=e.map(Fb),r=n.slice();for(let i=0;i<t;i++){if(r[i]!==null)continue;let a=i-1;for(;a>=0&&n[a]===null;)a--;let l=i+1;for(;l<t&&n[l]===null;)l++;a>=0&&l<t&&n[a]===n[l]&&(r[i]=n[a])}let s=[],o=new Map;for(let i=0;i<t;i++){let a=s[s.length-1];if(r[i]!==null&&a&&a.key===r[i]){a.members.push(i);continue}let l=r[i]===null?String(e[i]):r[i],c=o.get(l)||0;o.set(l,c+1),s.push({id:c?`${l}#${c+1}`:l,key:r[i],label:l,members:[i]})}return s.some(i=>i.members.length>1)?s.map(({id:i,label:a,members:l})=>({id:i,label:a,members:l})):jb(e)}function jb(e){let t=Math.ceil(e.length/32),n=[];for(let r=0;r<e.length;r+=t){let s=[];for(let i=r;i<Math.min(e.length,r+t);i++)s.push(i);let o=`${e[s[0]]} … ${e[s[s.length-1]]}`;n.push({id:`${s[0]}-${s[s.length-1]}`,label:o,members:s})}return n}function la(e,t,n){if(!t)return e.map((s,o)=>({kind:"layer",label:String(s),members:[o]}));let r=[];for(let s of t){if(s.members.length===1){r.push({kind:"layer",label:String(e[s.members[0]]),members:s.members});continue}let o=n.has(s.id);if(r.push({kind:"group",id:s.id,label:s.label,members:s.members,expanded:o}),o)for(let i of s.members)r.push({kind:"layer",label:String(e[i]),members:[i],inGroup:s.id,block:s.label})}return r}function Ed(e){return!e.block||!e.label.startsWith(e.block)?e.label:e.label.slice(e.block.length).replace(/^[^0-9A-Za-z]+/,"")||e.label}function $d(e,t){let n=e.steps.length,r=[],s=new Set;return t.forEach((o,i)=>{if(o.members.length===1){let l=o.members[0];r.push(e.values[l]||[]);for(let c=0;c<n;c++)e.nonfinite.has(l*n+c)&&s.add(i*n+c);return}let a=new Array(n).fill(null);for(let l of o.members){let c=e.values[l]||[];for(let u=0;u<n;u++){e.nonfinite.has(l*n+u)&&s.add(i*n+u);let d=c[u];typeof d=="number"&&Number.isFinite(d)&&(a[u]===null||d>a[u])&&(a[u]=d)}}r.push(a)}),{...e,layers:t.map(o=>o.label),members:t.map(o=>o.members.map(i=>e.layers[i])),layerCount:e.layers.length,values:r,nonfinite:s}}function Td(e,t,n){let r=null,s=-1/0;for(let o of t.members){let i=(e.values[o]||[])[n];typeof i=="number"&&Number.isFinite(i)&&i>s&&(s=i,r=e.layers[o])}return{layers:t.members.length,top:r}}function ca(e,t,n){if(!e||!n||!n.length)return[];let r=new Set(n);return e.filter(s=>s.members.length>1&&s.members.some(o=>r.has(t[o]))).map(s=>s.id)}var zb=ie.nonfinite,Db="missing",bo=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],Bb=190,Vb=56,da=10,ua=13;function fa(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(bo.length-1),n=Math.min(bo.length-2,Math.floor(t)),r=t-n,s=bo[n],o=bo[n+1];return[0,1,2].map(i=>Math.round(s[i]+(o[i]-s[i])*r))}function wo(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(a=>Array.isArray(a)&&a.length>=2):[],s=Array.isArray(t.values)?t.values:[],o=r.length,i=new Set;for(let a of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(a)&&a.length>=2&&i.add(a[0]*o+a[1]);return{layers:n,steps:r,values:s,nonfinite:i,stat:String(t.stat||""),logScale:!!t.log_scale}}function Hr(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(s=>Array.isArray(s)&&s.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(s=>s[1]>s[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function Wr(e){return Math.max(50,Math.min(5e3,e))}function Ad(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function pa(e){return Math.round(Math.min(Bb,Math.max(Vb,e+16)))}function ha(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),s=Math.max(t,n??t),o=-1,i=-1;return e.forEach((a,l)=>{Array.isArray(a)&&a[1]>=r&&a[0]<=s&&(o<0&&(o=l),i=l)}),o<0?null:[o,i]}function xo(e,{logScale:t,stat:n}){let r=1/0,s=-1/0,o=0;for(let i of e)if(Array.isArray(i)){for(let a of i)if(!(typeof a!="number"||!Number.isFinite(a))){if(t&&a<=0){o++;continue}a<r&&(r=a),a>s&&(s=a)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:o}:{lo:0,hi:1,log:!1,nonPositive:o};if(t){if(s/r<10){let i=Math.sqrt(r*s);r=Math.min(r,i/Math.sqrt(10)),s=Math.max(s,i*Math.sqrt(10))}return{lo:r,hi:s,log:!0,nonPositive:o}}if(r===s){let i=Math.abs(r)*.1||1;r-=i,s+=i}return{lo:r,hi:s,log:!1,nonPositive:0}}function ma(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function Nd(e){if(!e.log)return qn(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,s=[];if(r<3){for(let i=t-1;i<=n;i++)for(let a of[1,2,5]){let l=a*10**i;l>=e.lo*(1-1e-9)&&l<=e.hi*(1+1e-9)&&s.push(Number(l.toPrecision(6)))}return s}let o=Math.max(1,Math.ceil(r/7));for(let i=t;i<=n;i+=o)s.push(10**i);return s}function Md(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:Q(t)}function Cd(e,t,n){let r=e.layers.length,s=e.steps.length,o=new Uint8ClampedArray(r*s*4);for(let i=0;i<r;i++){let a=e.values[i]||[];for(let l=0;l<s;l++){let c=a[l],u;e.nonfinite.has(i*s+l)?u=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?u=n.missing:t.log&&c<=0?u=n.zero:u=fa(ma(t,c));let d=(i*s+l)*4;o[d]=u[0],o[d+1]=u[1],o[d+2]=u[2],o[d+3]=255}}return o}function Ld(e){let t=e.steps.length,n=new Set,r=new Set;for(let s of e.nonfinite)n.add(Math.floor(s/t)),r.add(s%t);return{rows:[...n].sort((s,o)=>s-o),columns:[...r].sort((s,o)=>s-o)}}function ga(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]),r=(s,o)=>e.members?e.members[o].some(i=>n.has(i)):n.has(s);return e.layers.map((s,o)=>r(s,o)?o:-1).filter(s=>s>=0)}function Od(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function Id(e,t,n){let r=new Set(n),s=Math.max(1,Math.ceil(ua/t)),o=a=>n.some(l=>Math.abs(l-a)*t<ua&&l!==a),i=[];for(let a=0;a<e;a++){let l=r.has(a);if(!l&&(a%s!==0||o(a)))continue;let c=i[i.length-1];l&&i.length&&(a-c)*t<ua&&r.has(c)||i.push(a)}return i}function Rd(e){if(!Array.isArray(e)||!e.length)return[];let t=e[0][0],n=Math.max(1,e[e.length-1][1]+1-t);return e.map(([r,s])=>[(r-t)/n,(s+1-t)/n])}function Hb(e,t){if(!Array.isArray(e)||!e.length)return null;let n=e[0][0],r=e[e.length-1][1];return t<n||t>r?null:(t+.5-n)/(r+1-n)}function Pd(e,t){let n=0,r=e.length-1;for(;n<=r;){let s=n+r>>1;if(t<e[s][0])r=s-1;else if(t>=e[s][1])n=s+1;else return s}return null}function Fd(e){if(!e.length)return!0;let t=e[0][1]-e[0][0];return e.every(([n,r],s)=>Math.abs(r-n-t)<1e-9&&(s===0||Math.abs(n-e[s-1][1])<1e-9))}function jd(e,t){return e.length?Ys(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,x:Hb(e,r)})).filter(r=>r.x!==null):[]}function zd(e,t,n){let r=(e.values[t]||[])[n],s=e.nonfinite.has(t*e.steps.length+n),o=typeof r=="number"&&Number.isFinite(r),[i,a]=e.steps[n];return{layer:e.layers[t],steps:[i,a],valueText:s?"NaN / Inf":o?Q(r,4):"not logged",dataValue:s?zb:o?String(r):Db,nonfinite:s,mean:i!==a&&!s&&typeof r=="number"}}function Dd(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function Bd(e,t,n,r){let s={layers:String(e?e.layerCount??e.layers.length:0),rows:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(s.rangeMin=String(t.lo),s.rangeMax=String(t.hi)),n&&(s.plot=[n.left,n.top,n.width,n.height].map(o=>o.toFixed(1)).join(",")),r&&e){let o=ga(e,r),i=e.members?o.flatMap(c=>e.members[c]):o.map(c=>e.layers[c]),a=new Set(r.layers||[]);s.highlightLayers=JSON.stringify([...new Set(i)].filter(c=>a.has(c))),s.highlightRows=JSON.stringify(o),s.highlightSteps=`${r.first}-${r.last}`;let l=ha(e.steps,r.first,r.last);s.highlightColumns=l?`${l[0]}-${l[1]}`:""}return s}var Vd=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var _o='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',Wb=`600 ${_o}`,ut=10,Gb=40,Yb=14,Hd={open:"▾ ",closed:"▸ "};function Gr(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){Pe("trainhealth-heatmap-style",Sd);let{canvas:s,tooltip:o,labelBox:i,wrap:a,legend:l}=Ub(e,n,r),c=null,u=null,d=new Set,m=[],w=null,k=null,v=null,b=null,S=t,g=null,_=null,E=()=>Math.max(240,a.clientWidth||e.clientWidth||600);function T(){m=la(c.layers,u,d),w=u?$d(c,m):c}function L(P){d.has(P)?d.delete(P):d.add(P),T(),C()}function W(){let P=Bd(w,k,b,v);for(let B of Vd)B in P||delete s.dataset[B];Object.assign(s.dataset,P)}function C(){z();let P=_?O(_):null;P?R(P):A()}function z(){if(!w||!w.layers.length||!w.steps.length)return V();let P=E();b=qb(w,P,Wd(g||m.map(vo)));let B=fs(s,P,Math.ceil(ut+b.height+Gb));Jb(B,w,k,b),Xb(B,w,b);let se=ga(w,v);Zb(B,b,w.steps,v,se);let j=I(se),Y=ew(B,b,w.steps);gt(s,{ticksX:Y,ticksY:j,xTitle:"step",yTitle:"layer"}),tw(B,b),D(l,nw({range:k,valueLabel:S,groups:u,rows:m,layerCount:c.layers.length,idPrefix:r})),W()}function V(){s.width=0,s.height=0,s.style.height="0px",b=null,D(l),D(i),W()}function I(P){let{left:B,rowH:se,n:j}=b,Y=new Set(P),ne=B-10,te=Id(j,se,P).map(K=>Qb(m[K],K,{rowH:se,width:ne,highlighted:Y.has(K),onToggle:L}));return D(i,te),te.length}function O(P){if(!b||!w)return null;let B=s.getBoundingClientRect(),se=P.clientX-B.left-b.left,j=P.clientY-B.top-b.top;if(se<0||j<0||se>=b.width||j>=b.height)return null;let Y=Math.min(b.n-1,Math.floor(j/b.rowH)),ne=Pd(b.edges,se/b.width);return ne===null?null:{r:Y,c:ne,x:se+b.left,y:j+b.top}}function A(){o.hidden=!0;for(let P of["layer","column","steps","value"])delete o.dataset[P]}function R(P){let{r:B,c:se}=P,j=zd(w,B,se),[Y,ne]=j.steps,te=m[B],K=te&&te.kind==="group"?Td(c,te,se):null,fe=K?`${K.layers} layers · ${Nn(Y,ne)}`:`${u?"":`layer ${B+1} of ${b.n} · `}${Nn(Y,ne)}`;D(o,rw(j,{where:fe,valueLabel:S,group:K,row:te})),Object.assign(o.dataset,{layer:j.layer,column:String(se),steps:`${Y}-${ne}`,value:j.dataValue}),o.hidden=!1,sw(o,P,a.clientWidth,s.offsetHeight)}s.addEventListener("mousemove",P=>{_={clientX:P.clientX,clientY:P.clientY};let B=O(_);B?R(B):A()}),s.addEventListener("click",P=>{let B=O(P),se=B&&m[B.r];se&&se.kind==="group"&&L(se.id)}),s.addEventListener("mouseleave",()=>{_=null,A()});let M=Cr(a,()=>w&&C());return{canvas:s,plotWidth(P){let B=Array.isArray(P)&&P.length?P.map(String):null,se=B?la(B,aa(B),new Set).map(vo):m.map(vo);return Math.max(40,Math.floor(E()-pa(Wd(se))-da))},setData(P,{label:B,range:se=null,labels:j=null}={}){B&&(S=B),g=Array.isArray(j)&&j.length?j:null;let Y=c?c.layers.join(`
`):null;c=wo(P),u=aa(c.layers),Y!==c.layers.join(`
`)&&d.clear();for(let ne of ca(u,c.layers,v&&v.layers))d.add(ne);T(),k=se||xo(c.values,{logScale:c.logScale,stat:c.stat}),M.sync(),C()},clear(){c=null,u=null,m=[],w=null,k=null,C()},setHighlight(P){if(v=P&&Array.isArray(P.layers)?P:null,c){for(let B of ca(u,c.layers,v&&v.layers))d.add(B);T()}C()},missingLayers:()=>Dd(c,v),redraw:C,destroy(){M.disconnect()}}}function Ub(e,t,n){let r=p("canvas",{id:t,class:"heatmap-canvas",role:"img",tabindex:"0"}),s=p("div",{id:`${n}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),o=p("div",{class:"heatmap-labels",id:`${n}-labels`}),i=p("div",{class:"heatmap-wrap"},r,o,s),a=p("div",{class:"heatmap-legend",id:`${n}-legend`});return D(e,i,a),{canvas:r,tooltip:s,labelBox:o,wrap:i,legend:a}}var Wd=e=>e.length?Math.max(...e.map(t=>sn(String(t),_o))):120,Kb=e=>`${e.expanded?Hd.open:Hd.closed}${e.label} (${e.members.length})`,vo=e=>e.kind==="group"?Kb(e):Ed(e);function qb(e,t,n){let r=e.layers.length,s=e.steps.length,o=Ad(r),i=pa(n),a=Math.max(40,t-i-da);return{left:i,top:ut,width:a,height:r*o,rowH:o,n:r,m:s,edges:Rd(e.steps)}}function Gd(){return{missing:nr("--heatmap-missing",[213,216,220]),nonfinite:nr("--heatmap-nonfinite",[232,17,45]),zero:nr("--heatmap-zero",[0,0,0])}}function Jb(e,t,n,r){let{left:s,width:o,height:i,n:a,m:l,edges:c}=r,u=Gd(),d=document.createElement("canvas");if(d.width=l,d.height=a,d.getContext("2d").putImageData(new ImageData(Cd(t,n,u),l,a),0,0),e.imageSmoothingEnabled=!1,Fd(c)){e.drawImage(d,s,ut,o,i);return}e.fillStyle=`rgb(${u.missing.join(",")})`,e.fillRect(s,ut,o,i),c.forEach(([m,w],k)=>{let v=s+m*o;e.drawImage(d,k,0,1,a,v,ut,Math.max(1,s+w*o-v),i)})}function Xb(e,t,n){let{left:r,width:s,rowH:o,edges:i}=n,a=Ld(t);e.fillStyle=`rgb(${Gd().nonfinite.join(",")})`;for(let l of a.rows)e.fillRect(r+s+2,ut+l*o,5,Math.max(2,o));for(let l of a.columns){let[c,u]=i[l];e.fillRect(r+c*s,ut-6,Math.max(2,(u-c)*s),4)}}function Zb(e,t,n,r,s){if(!s.length)return;let{left:o,width:i,height:a,rowH:l,m:c,edges:u}=t,d=He("--heatmap-highlight","#ff00aa"),m=ha(n,r.first,r.last)||[0,c-1],w=o+u[m[0]][0]*i,k=o+u[m[1]][1]*i;e.save();for(let[v,b]of Od(s)){let S=ut+v*l,g=ut+(b+1)*l,_=Math.max(k-w,3);e.lineWidth=4,e.strokeStyle="rgba(0,0,0,0.55)",e.strokeRect(w-2,S-2,_+4,g-S+4),e.lineWidth=2,e.strokeStyle=d,e.strokeRect(w-2,S-2,_+4,g-S+4),e.fillStyle=d,e.fillRect(o-5,S,3,Math.max(2,g-S))}e.fillStyle=d,e.fillRect(w,ut+a+1,Math.max(k-w,2),3),e.restore()}function Qb(e,t,{rowH:n,width:r,highlighted:s,onToggle:o}){let i=bc(vo(e),r,s?Wb:_o),a=`top: ${(ut+(t+.5)*n-Yb/2).toFixed(1)}px; width: ${r}px`,l=`heatmap-label${s?" highlighted":""}${e.inGroup?" heatmap-member":""}`,c={row:String(t),layer:e.label};if(e.kind!=="group")return p("span",{class:l,style:a,title:e.label,dataset:c},i);let u=`${e.label}: ${e.members.length} layers, each cell the ${"max"} of theirs. Click to ${e.expanded?"close":"open"}.`;return p("button",{type:"button",class:`${l} heatmap-group`,style:a,title:u,"aria-expanded":String(e.expanded),dataset:{...c,group:e.id},onclick:()=>o(e.id)},i)}function ew(e,t,n){let{left:r,width:s,height:o}=t,i=He("--fg-muted","#5f6670");e.font=_o,e.fillStyle=i,e.strokeStyle=i,e.textAlign="center",e.textBaseline="top",e.lineWidth=1;let a=jd(n,s);for(let{step:l,x:c}of a){let u=r+c*s;e.beginPath(),e.moveTo(Math.round(u)+.5,ut+o),e.lineTo(Math.round(u)+.5,ut+o+5),e.stroke(),e.fillText(String(l),Math.min(Math.max(u,r+10),r+s-10),ut+o+7)}return e.fillText("step",r+s/2,ut+o+23),a.length}function tw(e,t){let{left:n,width:r,height:s}=t;e.strokeStyle=He("--card-border","#e0e3e8"),e.strokeRect(n-.5,ut-.5,r+1,s+1)}function nw({range:e,valueLabel:t,groups:n,rows:r,layerCount:s,idPrefix:o}){let i=[];for(let d=0;d<=10;d++){let[m,w,k]=fa(d/10);i.push(`rgb(${m},${w},${k}) ${d*10}%`)}let a=p("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${i.join(", ")})`}),l=p("div",{class:"legend-ticks"},Nd(e).map(d=>{let m=Math.min(1,Math.max(0,ma(e,d)));return p("span",{class:"legend-tick",style:`left: ${(m*100).toFixed(2)}%`},Md(e,d))})),c=(d,m,w={})=>p("span",{class:"legend-item",...w},p("span",{class:`swatch ${d}`}),m),u=[c("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),c("cell-missing","not logged")];if(n){let d=r.filter(m=>m.kind==="group").length;u.push(p("span",{class:"legend-item",id:`${o}-groups`},`${s} layers in ${n.length} rows: a block's row is the ${"max"} of its layers; click a block (${d}) to open it`))}return e.log&&e.nonPositive&&u.push(c("cell-zero",`0 (${e.nonPositive} cell${e.nonPositive===1?"":"s"})`,{id:`${o}-zero-cells`})),[p("div",{class:"legend-scale"},p("span",{class:"legend-title"},`${t}${e.log?" (log₁₀ scale)":""}`),p("div",{class:"legend-bar-box"},a,l),p("span",{class:"legend-range muted",id:`${o}-range`},`${Q(e.lo)} … ${Q(e.hi)}`)),p("div",{class:"legend-extras"},u)]}function rw(e,{where:t,valueLabel:n,group:r,row:s}){return[p("div",{class:"tt-title"},e.layer),p("div",{class:"tt-row muted"},t),p("div",{class:`tt-row${e.nonfinite?" error-text":""}`},`${n}${r?` (${"max"} of the block)`:""}: `,p("strong",null,e.valueText),e.mean?p("span",{class:"muted"}," (mean)"):null),r&&r.top?p("div",{class:"tt-row muted"},`highest: ${r.top}`):null,r?p("div",{class:"tt-row muted"},`click to ${s.expanded?"close":"open"} the block`):null]}function sw(e,t,n,r){let s=e.offsetWidth,o=e.offsetHeight,i=t.x+14;i+s>n&&(i=t.x-s-14);let a=t.y+14;a+o>r&&(a=Math.max(0,t.y-o-10)),e.style.left=`${Math.max(0,i)}px`,e.style.top=`${a}px`}var So=lt.activation_max_abs,Yd=[{kind:Tt.nonfinite_activations,shape:"circle"},{kind:Tt.nonfinite_loss,shape:"diamond"},{kind:Tt.nonfinite_gradients,shape:"triangle"},{kind:Tt.nonfinite_weights,shape:"square"},{kind:Tt.loss_scale_collapse,shape:"down"},{kind:Tt.heal_repair,shape:"cross"}].map(e=>({...e,label:le(e.kind)})),sr=e=>e.kind===Tt.heal_repair,ko=e=>e.kind!==Tt.loss_scale_collapse&&!sr(e),ow=65504,iw=["critical","warning","info"],Eo={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function Ud(e){let t=e&&e.areas&&e.areas[ie.nonfinite];return t&&typeof t=="object"?t:null}function aw(e){if(typeof e=="number"&&Number.isFinite(e))return Q(e,4);let t=Kn(e);return t?t==="NaN"?"NaN":"Inf":"—"}function lw(e){return e.kind===Tt.heal_repair?e.problem?String(e.problem):"":e.variable?String(e.variable):e.layer?String(e.layer):Kn(e.value)||""}function Kd(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!mt(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function qd(e,t){let n=-1,r=-1,s=new Set(t.events.flatMap(o=>[o.layer,o.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((o,i)=>{if(!o||o.kind!==t.kind)return;let a=0;o.step===t.step&&(a+=2),o.layer&&s.has(o.layer)&&(a+=1);let l=o.evidence&&typeof o.evidence=="object"?o.evidence:{};l.variable&&s.has(l.variable)&&(a+=1),a>r&&(n=i,r=a)}),n}function Jd(e,t,n){return n<0?null:t.find(r=>qd(e,r)===n)||null}function Xd(e){let t=new Set(e.map(s=>s.kind)),n=Yd.filter(s=>t.has(s.kind)),r=[...t].filter(s=>!Yd.some(o=>o.kind===s)).map(s=>({kind:s,label:le(s),shape:"circle"}));return[...n,...r]}function cw(e,t){let n=e&&e.bad_step;if(n&&mt(n.step))return n.step;let r=t.find(ko)||t[0];return r?r.step:null}function Zd(e,t){let n=Math.min(...e.map(i=>i.step)),r=Math.max(...e.map(i=>i.step)),s=t&&Array.isArray(t.steps)?t.steps:[];if(s.length&&Array.isArray(s[0])&&Array.isArray(s[s.length-1])&&(n=Math.min(n,s[0][0]),r=Math.max(r,s[s.length-1][1])),r-n<10){let i=(n+r)/2;n=Math.max(0,Math.floor(i-5)),r=n+10}let o=(r-n)*.03;return[n-o,r+o]}function Qd(e){let t=e.find(ko);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=Xd(e).map(s=>e.find(o=>o.step===n&&o.kind===s.kind&&ko(o))).filter(Boolean).map(s=>{let o=s.events.map(i=>i.variable||i.layer).find(Boolean);return`the ${At(le(s.kind))}${o?` (${o})`:""}`});return{step:n,atFirst:mc(r),later:e.filter(s=>s.step>n&&!sr(s)).length,earlier:e.filter(s=>s.step<n&&!sr(s)).length,repairs:e.filter(sr).length}}function uw(e){let t=e.events[0],n=t.problem?` (${t.problem})`:"";if(t.action==="gave_up"){let s=mt(t.weights_from_step)?`, the weights of step ${t.weights_from_step} kept`:"";return`Heal gave up at step ${e.step}${n}${s}`}if(t.action==="skipped")return`Repaired at step ${e.step}${n}: its update skipped`;let r=mt(t.rolled_back_to)?`: rolled back to step ${t.rolled_back_to}`:"";return`Repaired at step ${e.step}${n}${r}`}function dw(e,t){let n=t>=0?e[t]:null;return n&&iw.includes(n.severity)?n.severity:"critical"}function ef({groups:e,findings:t,summary:n,domain:r,boxWidth:s,measure:o}){let{left:i,right:a,top:l,laneHeight:c,bottom:u,radius:d,minWidth:m}=Eo,w=Xd(e),k=Math.max(m,s||0),v=k-i-a,b=l+w.length*c+u,[S,g]=r,_=A=>i+(A-S)/(g-S)*v,E=w.map((A,R)=>({...A,y:l+R*c+c/2})),T=new Map(E.map(A=>[A.kind,A])),L=l+w.length*c,W=Ys(Math.ceil(S),Math.floor(g),Math.max(2,Math.floor(v/80))).map(A=>({step:A,x:_(A)})),C=cw(n,e),z=_(C),V=z>i+v-90,I={step:C,x:z,labelX:V?z-4:z+4,anchor:V?"end":"start",text:e.some(ko)?`first NaN/Inf: step ${C}`:`loss scale collapsed: step ${C}`},O=[];for(let A of E){let R=e.filter(M=>M.kind===A.kind);R.forEach((M,P)=>{let B=_(M.step),se=qd(t,M),j=[...new Set(M.events.map(lw).filter(Boolean))],Y=j.length>1?`${j[0]} +${j.length-1}`:j[0]||"",ne=R[P+1],te=R[P-1],K=(ne?_(ne.step)-d-6:k-4)-(B+d+5),fe=B-d-5-(te?_(te.step)+d+6:i-4),me=(Y?o(Y):0)>K&&fe>K,de=Math.max(0,me?fe:K),ot=Y&&de>=24?Us(Y,de,o):"",it=ot?o(ot):0,Se=j.length?` — ${j.slice(0,10).join(", ")}${j.length>10?", …":""}`:"";O.push({key:M.key,kind:M.kind,step:M.step,x:B,y:T.get(M.kind).y,shape:A.shape,findingIndex:se,severity:sr(M)?"info":dw(t,se),repair:sr(M),title:sr(M)?uw(M):`${A.label}: NaN/Inf at step ${M.step}${Se}`,label:ot,labelSide:me?"left":"right",hitX:me?-d-5-it-2:-d-3,hitWidth:2*d+6+(ot?it+7:0),layer:M.events.map(bt=>bt.layer).find(Boolean)||"",variable:M.events.map(bt=>bt.variable).find(Boolean)||"",count:M.events.length})})}return{width:k,height:b,domain:r,plotW:v,axisY:L,lanes:E,ticks:W,first:I,markers:O}}function tf(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(a=>a&&typeof a.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(a=>a.finite===!1)||{}).layer,s=!1,o=n.map(a=>{let l=a.finite!==!1,c=a.layer===r&&!s;return c&&(s=!0),{layer:a.layer,finite:l,first:c,propagated:!c&&!l&&s,nearLimit:a.dtype==="float16"&&typeof a.max_abs=="number"&&a.max_abs>ow/2,maxText:aw(a.max_abs),dtype:a.dtype?String(a.dtype):"",kind:a.kind||"layer",asInput:!!a.as_input}}),i=o.find(a=>a.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(i&&i.dtype==="float16"),firstLayer:!!(o.length&&o[0].layer===r),rows:o}}function nf(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!mt(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function rf(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([s,o])=>`${s}: ${o}`).join(", ");return`${Ae(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function sf(e,t,n){return!e.layers||!e.columns?`No ${At(le(So))} values were logged for this run yet.`:`${Ae(e.layers,"layer output")} (first on top) × ${Nn(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${Ae(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function fw(e){let t=Eo.radius;switch(e){case"diamond":return U("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return U("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return U("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"cross":return U("path",{class:"nf-shape",d:`M${-t},${-t}L${t},${t}M${-t},${t}L${t},${-t}`});case"square":return U("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return U("circle",{class:"nf-shape",r:t})}}function of(e,t,n){let{left:r,top:s,laneHeight:o,radius:i}=Eo,{width:a,height:l,plotW:c,axisY:u,domain:d}=e,m=U("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:a,height:l,viewBox:`0 0 ${a} ${l}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${d[0]},${d[1]}`});e.lanes.forEach((v,b)=>{m.append(U("rect",{class:`nf-lane-bg${b%2?" odd":""}`,x:0,y:v.y-o/2,width:a,height:o}),U("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:v.y,y2:v.y}),U("text",{class:"nf-lane-label",x:10,y:v.y,"dominant-baseline":"central","data-kind":v.kind},v.label))});let w=U("g",{class:"nf-axis"},U("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:u,y2:u}));for(let v of e.ticks)w.append(U("line",{class:"nf-tick",x1:v.x,x2:v.x,y1:u,y2:u+5}),U("text",{class:"nf-tick-label",x:v.x,y:u+16,"text-anchor":"middle"},String(v.step)));w.append(U("text",{class:"nf-tick-label",x:r+c/2,y:u+30,"text-anchor":"middle"},"step")),m.append(w),gt(m,{kind:"svg",ticksX:e.ticks.length,ticksY:e.lanes.length,xTitle:"step",yTitle:"where"});let{first:k}=e;m.append(U("line",{class:"nf-first-line",x1:k.x,x2:k.x,y1:s-4,y2:u}),U("text",{class:"nf-first-label",x:k.labelX,y:s-8,"text-anchor":k.anchor},k.text));for(let v of e.markers){let b=v.labelSide==="left",S=U("g",{class:`nf-marker sev-${v.severity}${v.repair?" repair":""}${v.key===t?" selected":""}`,transform:`translate(${v.x.toFixed(1)},${v.y})`,role:"button",tabindex:"0","aria-label":v.title,"data-key":v.key,"data-kind":v.kind,"data-step":String(v.step),"data-layer":v.layer,"data-variable":v.variable,"data-count":String(v.count),"data-finding-index":v.findingIndex>=0?String(v.findingIndex):""},U("title",null,v.title),U("rect",{class:"nf-hit",x:v.hitX,y:-o/2+2,width:v.hitWidth,height:o-4}),U("circle",{class:"nf-ring",r:i+4}),fw(v.shape),v.label?U("text",{class:"nf-marker-label",x:b?-i-5:i+5,y:0,"dominant-baseline":"central","text-anchor":b?"end":"start"},v.label):null);S.addEventListener("click",()=>n(v)),S.addEventListener("keydown",g=>{(g.key==="Enter"||g.key===" ")&&(g.preventDefault(),n(v))}),m.append(S)}return m}var af="tb-trainhealth:numerics",pw='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',hw=Si(pw);function mw(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=p("code",null,t.firstBad||"?");return t.verdict==="created"?D(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"&&t.float16&&t.firstLayer?D(e,"The first NaN/Inf is at the input of ",n,", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16."):t.verdict==="upstream"?D(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):D(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function gw(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return p("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},p("td",{class:"num muted"},String(t+1)),p("td",{class:"layer-cell"},p("code",null,e.layer),e.kind==="watch"?p("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?p("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),p("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?p("span",{class:"muted nf-as-input"}," (as its input)"):null),p("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),p("td",{class:"dtype-cell"},e.dtype||"—"))}function yw(e,t){Pe("trainhealth-numerics-style",kd),e.id="numerics-health",e.hidden=!0;let n=An(af),r=null,s=null,o=[],i=[],a=null,l=null,c=typeof n.run=="string"?n:null,u=null,d=null,m=0,w=()=>nn(af,{run:r,marker:l}),k=p("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),v=p("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),b=be({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},k,v),S=p("h3",null,"The bad step"),g=p("p",{class:"nf-verdict",id:"bad-step-verdict"}),_=p("div",{class:"table-scroll nf-scroll"}),E=be({id:"bad-step-card",className:"nf-card",title:S,aside:"every layer output, in execution order",hidden:!0},g,_),T=le(So),L=p("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),W=p("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),C=p("div",{class:"heatmap-box"}),z=be({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${T} by layer`,aside:"per layer output, over steps",hidden:!0},L,W,C),V=Gr(C,{label:T,id:"activation-heatmap",idPrefix:"activation-heatmap"});D(e,ct(t.title),p("div",{class:"card-row"},b,E),z);function I(){if(!i.length||!a)return D(v);let j=ef({groups:i,findings:o,summary:s,domain:a,boxWidth:v.clientWidth||e.clientWidth||600,measure:hw});D(v,of(j,l,Y=>A(Y.key,Y.findingIndex)))}function O(){for(let j of v.querySelectorAll(".nf-marker"))j.classList.toggle("selected",j.dataset.key===l);v.dataset.selected=l||""}function A(j,Y){l=j,w(),O(),Y>=0&&t.openFinding(Y)}function R(){let j=Qd(i);if(j.collapseStep!==void 0)return D(k,"The loss scale collapsed at ",p("strong",null,`step ${j.collapseStep}`),"; no NaN/Inf was recorded.");D(k,"First NaN/Inf at ",p("strong",null,`step ${j.step}`),`, in ${j.atFirst}`,j.later?`; ${Ae(j.later,"later event")} after it`:"",j.earlier?`; ${Ae(j.earlier,"loss-scale event")} before it`:"",j.repairs?`; heal repaired the run ${Ae(j.repairs,"time")}`:"",".")}function M(){let j=tf(s);if(E.hidden=!j,!j)return D(_);D(S,`The bad step: step ${j.step}`),Object.assign(E.dataset,{step:String(j.step),firstBad:j.firstBad,inputsFinite:String(j.inputsFinite)}),mw(g,j);let Y=p("tr",null,p("th",{class:"num"},"#"),p("th",null,"Layer output"),p("th",null,"Values"),p("th",{class:"num"},"max |x|"),p("th",null,"dtype"));D(_,j.rows.length?p("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(j.step)},p("thead",null,Y),p("tbody",null,j.rows.map(gw))):p("p",{class:"muted"},"No layer outputs were recorded for this step."));let ne=_.querySelector("tr.first-bad");ne&&_.scrollHeight>_.clientHeight&&(_.scrollTop=Math.max(0,ne.offsetTop-_.clientHeight/2))}function P(j){if(z.hidden=!!j.missing,W.hidden=!j.error,j.missing||j.error){V.clear(),L.textContent="",W.textContent=j.error?`Could not load the ${T.toLowerCase()}: ${j.error}`:"";return}V.setData(j.body,{label:T});let Y=nf(s);V.setHighlight(Y);let ne=rf(s);L.textContent=sf(Hr(j.body),Y,Y&&!V.missingLayers().length)+(ne?` ${ne}`:"")}async function B(j){try{return await Yn(j,So,Wr(V.plotWidth()))}catch(Y){return Y&&(Y.status===404||Y.status===400)?{missing:!0,text:"missing"}:{error:Y&&Y.message?Y.message:String(Y),text:null}}}let se=Cr(v,()=>i.length&&I());return{async update(j,Y){let ne=++m;j!==r&&(r=j,u=null,d=null,l=c&&c.run===j&&typeof c.marker=="string"?c.marker:null,c=null);let te=Ud(Y),K=te?Kd(te.timeline):[];if(!K.length){s=null,i=[],u=null,vt(e,!1);return}let fe=await B(j);if(ne!==m||j!==r)return;let je=Array.isArray(Y.findings)?Y.findings:[],me=`${JSON.stringify(te)}
${JSON.stringify(je)}
${fe.text}`;vt(e,!0),!(me===u&&!fe.error)&&(u=fe.error?null:me,s=te,o=je,i=K,l&&!i.some(de=>de.key===l)&&(l=null),a=Zd(i,fe.body),(fe.text!==d||fe.error)&&(d=fe.error?null:fe.text,P(fe)),R(),se.sync(),I(),O(),M(),w())},focusFinding(j){if(!j||e.hidden||!i.length)return!1;let Y=Jd(o,i,o.indexOf(j));return Y&&(l=Y.key,w(),O()),!1},retheme(){V.redraw()},destroy(){m+=1,se.disconnect(),V.destroy(),D(e)}}}var lf={area:ie.nonfinite,create:yw};var cf=`/* The memory view (views/memory.js). Colours follow the theme variables of
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
`;var Yr=e=>Array.isArray(e)?e:[],Qe=e=>typeof e=="number"&&Number.isFinite(e),_t=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function ww(e){return Array.isArray(e)?`[${e.join(", ")}]`:"?"}function df(e){let t=_t(e&&e.areas&&e.areas[ie.memory]);if(!t)return null;let n=_t(t.series)||{},r=Yr(n.steps),s=Yr(n.values),o=[];r.forEach((a,l)=>{Qe(a)&&Qe(s[l])&&o.push([a,s[l]])}),o.sort((a,l)=>a[0]-l[0]);let i=_t(t.limit)||{};return{points:o,limit:Qe(i.bytes)?i.bytes:null,limitSource:typeof i.source=="string"?i.source:null,device:typeof i.device=="string"?i.device:null,model:_t(t.model),estimate:_t(t.estimate),oom:_t(t[Tt.oom]),diskFull:_t(t[Tt.disk_full]),searches:Yr(t.searches).filter(_t)}}function ff(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>Ze(n)===ie.memory)}function pf(e){let t=e?e.points:[];if(!t.length)return null;let n=t[0][0],r=t[t.length-1][0],s=t[0];for(let w of t)w[1]>s[1]&&(s=w);let o=e.limit,i=Qe(o)&&o>0&&s[1]*4>=o,a=pc(Math.max(s[1],i?o:0)*1.02||1),l=a[a.length-1].value||1,c=r-n||1,u=t.map(([w,k])=>[r===n?.5:(w-n)/c,1-k/l]),d=null;if(Qe(o)&&o>0){let w=s[1]/o;d=`peak ${Oe(s[1])} at step ${s[0]}: ${Math.round(w*100)}% of the ${Oe(o)} limit`+(e.limitSource?` (${e.limitSource})`:"")}let m=a.map(w=>({y:1-w.value/l,text:w.text}));return{xs:[n,r],yMax:l,path:u,limitY:i?1-o/l:null,limitNote:d,peak:{step:s[0],bytes:s[1]},ticks:m}}function hf(e){if(!e)return[];let t=_t(e.allocation)||{};return[["Step",Qe(e.step)?String(e.step):"?"],["Phase",e.phase||"training"],["Batch size",Qe(e.batch_size)?String(e.batch_size):"not known"],["Tensor shape",ww(t.shape)],["dtype",t.dtype||"?"],["Bytes asked",Oe(t.bytes)],["Device",t.device||e.device||"?"],["Allocator",t.allocator||"?"],["Layer",e.layer||"not told by the message"],["Op",e.node||"?"],["Peak before",Oe(e.peak_bytes)],["Device limit",Oe(e.limit_bytes)]].map(([r,s])=>({key:r,value:s}))}function mf(e){return e?[["Step",Qe(e.step)?String(e.step):"?"],["Path",e.path||"not told by the message"],["Error",e.error_type||"?"]].map(([t,n])=>({key:t,value:n})):[]}function uf(e){let t=_t(e&&e.by_dtype)||{};return Object.entries(t).map(([n,r])=>`${n}: ${(r.count||0).toLocaleString("en-US")} (${Oe(r.bytes)})`).join(", ")}function gf(e){if(!e)return[];let t=_t(e.params)||{},n=_t(e.trainable)||{},r=_t(e.optimizer)||{},s=_t(r.slots)||{};return[["Parameters",`${(t.count||0).toLocaleString("en-US")} (${Oe(t.bytes)}) ${uf(t)?`· ${uf(t)}`:""}`.trim()],["Gradients",`${Oe(n.bytes)} (one per trainable parameter)`],["Optimizer slots",`${r.name||"?"}: ${Oe(s.bytes)}`],["dtype policy",e.mixed_precision||"?"],["Batch size",Qe(e.batch_size)?String(e.batch_size):"not known"],["Device",`${e.device||"?"}${Qe(e.limit_bytes)?`, ${Oe(e.limit_bytes)}`:""}`]].map(([i,a])=>({key:i,value:a}))}function xw(e){return Qe(e)?e<1e-4?"<0.01%":`${(100*e).toFixed(e<.01?2:0)}%`:"—"}function yf(e,t){return e?Yr(e.rows).filter(n=>n&&Qe(n.batch_size)&&Qe(n.bytes)).map(n=>({batchSize:n.batch_size,bytes:Oe(n.bytes),share:Qe(t)&&t>0?xw(n.bytes/t):"—",current:n.batch_size===e.batch_size})):[]}var vw={fits:"trains",out_of_memory:"out of memory",over_budget:"over the budget (not run)",near_limit:"trains, within 10% of the limit",too_large:"a tensor larger than the device (not run)"};function bf(e){return e?Yr(e.attempts).filter(t=>t&&Qe(t.batch_size)).map((t,n)=>({order:n+1,batchSize:t.batch_size,status:t.status,words:vw[t.status]||String(t.status),estimate:Qe(t.largest_tensor_bytes)&&!(t.estimate_bytes>=t.largest_tensor_bytes)?`at least ${Oe(t.largest_tensor_bytes)}`:Oe(t.estimate_bytes),largest:Oe(t.largest_tensor_bytes),chosen:t.batch_size===e.batch_size&&t.status==="fits"})):[]}function wf(e){if(!e)return"";let t=Yr(e.attempts).length,n=Qe(e.budget_bytes)?`, budget ${Oe(e.budget_bytes)} (${e.budget_source||"?"})`:"",r=e.reason==="oom_retry"?"After the OOM: ":"";return Qe(e.batch_size)?`${r}batch size ${e.batch_size} fits: ${t} sizes tried, ${e.steps||"?"} real steps each${n}; a size fits within ${Math.round(100*(e.margin||.9))}% of it.`:`${r}no batch size trains, even 1 (${t} tried${n}).`}var Ur=640,ks=200,rt={left:84,right:12,top:10,bottom:24};function ba(e,t){return p("table",{class:"evidence-table mem-kv",id:t},p("tbody",null,e.map(({key:n,value:r})=>p("tr",null,p("th",{scope:"row"},n),p("td",null,r)))))}function _w(e){let t=Ur-rt.left-rt.right,n=ks-rt.top-rt.bottom,r=i=>rt.left+i*t,s=i=>rt.top+i*n,o=e.path.map(([i,a],l)=>`${l?"L":"M"}${r(i).toFixed(1)},${s(a).toFixed(1)}`).join(" ");return U("svg",{class:"mem-chart",viewBox:`0 0 ${Ur} ${ks}`,role:"img","aria-label":"Memory over steps"},e.ticks.map(i=>U("g",null,U("line",{class:"mem-grid",x1:rt.left,x2:Ur-rt.right,y1:s(i.y),y2:s(i.y)}),U("text",{class:"mem-tick",x:rt.left-6,y:s(i.y)+4,"text-anchor":"end"},i.text))),e.limitY===null?null:U("g",{class:"mem-limit-group"},U("line",{class:"mem-limit",id:"memory-limit-line",x1:rt.left,x2:Ur-rt.right,y1:s(e.limitY),y2:s(e.limitY)}),U("text",{class:"mem-tick",x:Ur-rt.right,y:s(e.limitY)-4,"text-anchor":"end"},"limit")),e.path.length>1?U("path",{class:"mem-line",d:o}):U("circle",{class:"mem-dot",cx:r(e.path[0][0]),cy:s(e.path[0][1]),r:3}),U("text",{class:"mem-tick",x:rt.left,y:ks-6},`step ${e.xs[0]}`),U("text",{class:"mem-tick",x:Ur-rt.right,y:ks-6,"text-anchor":"end"},`step ${e.xs[1]}`),U("text",{class:"mem-tick",x:rt.left+t/2,y:ks-6,"text-anchor":"middle"},xf),U("text",{class:"mem-tick",x:10,y:rt.top+n/2,"text-anchor":"middle",transform:`rotate(-90 10 ${rt.top+n/2})`},vf))}var xf="step",vf="memory";function kw(e,t){D(e,_w(t)),gt(e,{kind:"svg",ticksX:2,ticksY:t.ticks.length,xTitle:xf,yTitle:vf})}function Sw(e,t){Pe("trainhealth-memory-style",cf),e.id="memory-health",e.hidden=!0;let n=p("p",{class:"muted small",id:"memory-chart-note"}),r=p("div",{class:"mem-chart-box"}),s=be({id:"memory-chart-card",className:"mem-card",title:"Memory over steps",aside:""},r,n),o=p("div"),i=be({id:"memory-oom-card",className:"mem-card mem-alert",title:"Out of memory",hidden:!0},o),a=p("div"),l=be({id:"memory-disk-card",className:"mem-card mem-alert",title:"Disk full (not memory)",hidden:!0},a),c=p("div"),u=be({id:"memory-model-card",className:"mem-card",title:"Model size",aside:"what training holds whatever the batch size, and what a batch size adds",hidden:!0},c),d=p("div"),m=be({id:"memory-search-card",className:"mem-card",title:"Batch-size search",aside:"tb_trainhealth.find_batch_size",hidden:!0},d);D(e,ct(t.title),i,l,s,m,u);let w=null;function k(b){let S=pf(b);if(s.hidden=!S,S){kw(r,S);let _=(b.device||"").startsWith("GPU")?"the GPU allocator's bytes in use":"the process's resident memory";n.textContent=`${_}, sampled every few steps; ${S.limitNote||"the device's limit is not known"}.`}let g=b.oom;if(i.hidden=!g,g&&D(o,p("p",{class:"mem-oom-line",id:"memory-oom-line"},`Step ${g.step}: allocating ${Oe((g.allocation||{}).bytes)} failed`,g.layer?p("span",null," in layer ",p("code",null,g.layer)):null,g.batch_size?` at batch size ${g.batch_size}.`:"."),ba(hf(g),"memory-oom-table"),g.message?p("pre",{class:"mem-message"},g.message):null),l.hidden=!b.diskFull,b.diskFull&&D(a,ba(mf(b.diskFull),"memory-disk-table"),b.diskFull.message?p("pre",{class:"mem-message"},b.diskFull.message):null),u.hidden=!b.model,b.model){let _=yf(b.estimate,b.limit);D(c,ba(gf(b.model),"memory-model-table"),_.length?p("table",{class:"data-table mem-estimate",id:"memory-estimate-table"},p("caption",{class:"muted small"},"What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",b.oom?`: this run's failed allocation alone was ${Oe((b.oom.allocation||{}).bytes)}`:"",")."),p("thead",null,p("tr",null,["Batch size","Needs at least","Of the limit"].map(E=>p("th",null,E)))),p("tbody",null,_.map(E=>p("tr",{class:E.current?"current":null},p("td",{class:"num"},String(E.batchSize)+(E.current?" (this run)":"")),p("td",{class:"num"},E.bytes),p("td",{class:"num"},E.share))))):null)}m.hidden=!b.searches.length,D(d,b.searches.map((_,E)=>p("div",{class:"mem-search","data-search":String(E)},p("p",{class:"mem-search-line"},wf(_)),p("table",{class:"data-table mem-attempts"},p("thead",null,p("tr",null,["#","Batch size","Result","Step needs (estimate)","Largest tensor"].map(T=>p("th",null,T)))),p("tbody",null,bf(_).map(T=>p("tr",{class:`${T.status}${T.chosen?" chosen":""}`,"data-batch-size":String(T.batchSize)},p("td",{class:"num muted"},String(T.order)),p("td",{class:"num"},String(T.batchSize)),p("td",null,T.chosen?`${T.words} (chosen)`:T.words),p("td",{class:"num"},T.estimate),p("td",{class:"num"},T.largest))))))))}function v(b){for(let g of e.querySelectorAll(".mem-card.focused"))g.classList.remove("focused");b.classList.add("focused");let S=()=>b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(S):S()}return{async update(b,S){let g=df(S);if(vt(e,!!g),!g)return;let _=JSON.stringify(g)+JSON.stringify(ff(S).map(E=>E.kind));_!==w&&(w=_,k(g))},focusFinding(b){if(Ze(b)!==ie.memory||e.hidden)return!1;let S=b.kind===En.oom&&!i.hidden?i:b.kind===En.disk_full&&!l.hidden?l:s;return v(S),!0},retheme(){},destroy(){D(e)}}}var _f={area:ie.memory,create:Sw};var kf=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function $w(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function Sf(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=$w(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,s)=>r+s[2],0)}}).sort((t,n)=>t.step-n.step)}function Ef(e){let t=1/0,n=-1/0;for(let i of e)for(let[a,l]of i.buckets)a<t&&(t=a),l>n&&(n=l);if(t===1/0&&(t=-1,n=1),t===n){let i=Math.abs(t)*.1||.001;t-=i,n+=i}let r=e.map(i=>Math.max(0,...i.buckets.map(([a,l])=>Math.max(Math.abs(a),Math.abs(l))))).filter(i=>i>0),s=r.length?Math.min(...r):1,o=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:o/s>10,c:s/20||1e-12}}function $f(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function Tf(e,t,n,r){let s=Math.max(Math.abs(e),Math.abs(t)),o=Math.ceil(Math.log10(n*2)),i=Math.floor(Math.log10(s)),a=[];for(let d=o;d<=i;d++)a.push(10**d);let l=Math.max(1,Math.ceil((a.length*2+1)/Math.max(3,r))),c=a.filter((d,m)=>(a.length-1-m)%l===0),u=[0];for(let d of c)d<=t&&u.push(d),-d>=e&&u.unshift(-d);return u}var $o='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',yn=8,Tw=36,Aw=14,Af=12;function Nf(e){let t=p("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=p("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=p("div",{class:"histogram-wrap"},t,n),s=p("input",{type:"checkbox",id:"histogram-log-axis"}),o=p("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},s," Log value axis");D(e,p("div",{class:"histogram-controls"},o),r);let i=!1;s.addEventListener("change",()=>{i=!0,u()});let a=[],l=null,c=null;function u(){n.hidden=!0;let w=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(a.length),!a.length){fs(t,w,0),c=null;return}let k=Nw(a,w),v=fs(t,w,yn+k.plotH+Tw),b=Ef(a);i||(s.checked=b.suggestLog);let S=s.checked;c={...k,...Mw(b,S,k)},t.dataset.logAxis=S?"true":"false";let g=Cw(),{ticks:_,xTitle:E}=Lw(v,c,b,S,g),T=Ow(v,c,a,l,g);gt(t,{ticksX:_.length,ticksY:T,xTitle:E,yTitle:"step"})}function d(w){if(!c)return null;let k=t.getBoundingClientRect(),v=w.clientX-k.left,b=w.clientY-k.top;if(v<c.left||v>c.left+c.plotW||b<yn||b>yn+c.plotH+4)return null;let S=Math.ceil((b-yn-c.peak)/c.spacing);S=Math.min(c.n-1,Math.max(0,S));let g=c.valueAt(v);return{i:S,value:g,x:v,y:b}}t.addEventListener("mousemove",w=>{let k=d(w);if(!k){n.hidden=!0;return}let v=a[k.i],b=v.buckets.find(([_,E])=>k.value>=_&&k.value<=E);D(n,p("div",{class:"tt-title"},`step ${v.step}`),b?p("div",{class:"tt-row"},`[${Q(b[0],4)}, ${Q(b[1],4)}]: `,p("strong",null,Q(b[2],4))):p("div",{class:"tt-row muted"},`value ${Q(k.value,3)}: no bucket`),p("div",{class:"tt-row muted"},`${Q(v.total,6)} finite values`),v.nonfinite>0?p("div",{class:"tt-row error-text"},`${Q(v.nonfinite,6)} variable${v.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(v.step),n.hidden=!1;let S=n.offsetWidth,g=k.x+14;g+S>r.clientWidth&&(g=k.x-S-14),n.style.left=`${Math.max(0,g)}px`,n.style.top=`${Math.max(0,k.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let m=Cr(r,()=>a.length&&u());return{canvas:t,setData(w){return a=Sf(w),m.sync(),u(),a},setFocus(w){l=w&&w.first!==void 0&&w.first!==null?w:null,u()},redraw:u,destroy(){m.disconnect()}}}function Nw(e,t){let n=e.length,r=Math.max(3,Math.min(24,300/n)),s=Math.max(26,Math.min(56,r*2.2)),o=Math.max(...e.map(l=>sn(`step ${l.step}`,$o))),i=Math.ceil(o+14),a=Math.max(60,t-i-Aw);return{left:i,plotW:a,plotH:s+(n-1)*r,spacing:r,peak:s,n}}function Mw({lo:e,hi:t,c:n},r,{left:s,plotW:o}){let i=r?$f(n):{forward:m=>m,inverse:m=>m},a=i.forward,l=i.inverse,c=a(e),u=a(t),d=u-c;return c-=d*.02,u+=d*.02,{xOf:m=>s+(a(m)-c)/(u-c)*o,valueAt:m=>l(c+(m-s)/o*(u-c))}}function Cw(){return{muted:He("--fg-muted","#5f6670"),fg:He("--fg","#1f2328"),grid:He("--grid","rgba(0,0,0,0.08)"),card:nr("--card",[255,255,255]),accent:nr("--accent",[25,103,210]),hot:He("--heatmap-highlight","#ff00aa"),bad:He("--heatmap-nonfinite","#e8112d")}}function Lw(e,t,{lo:n,hi:r,c:s},o,{grid:i,muted:a}){let{left:l,plotW:c,plotH:u,xOf:d}=t,m=o?Tf(n,r,s,Math.max(3,Math.floor(c/70))):qn(n,r,Math.max(2,Math.floor(c/90)));e.font=$o,e.textAlign="center",e.textBaseline="top",e.lineWidth=1;for(let k of m){let v=Math.round(d(k))+.5;e.strokeStyle=i,e.beginPath(),e.moveTo(v,yn),e.lineTo(v,yn+u),e.stroke(),e.fillStyle=a,e.fillText(Q(k),v,yn+u+5)}let w=o?"gradient value (symmetric log axis)":"gradient value";return e.fillText(w,l+c/2,yn+u+20),{ticks:m,xTitle:w}}function Ow(e,t,n,r,s){let{n:o,spacing:i,peak:a}=t,l=0,c=Math.max(1,Math.ceil(Af/i));for(let u=0;u<o;u++){let d=n[u],m=yn+a+u*i,w=r&&d.step>=r.first&&d.step<=r.last;if(Iw(e,t,d,m,o===1?1:u/(o-1),s),u%c===0||u===o-1||w){if(u!==o-1&&u%c!==0&&(o-1-u)*i<Af)continue;Rw(e,t,d,m,w,s),l++}}return l}function Iw(e,t,n,r,s,{card:o,accent:i,bad:a}){let{left:l,plotW:c,peak:u,xOf:d}=t,m=`rgb(${Ks(Ks(o,i,.35),i,s).join(",")})`,w=`rgba(${Ks(o,i,.18+.25*s).join(",")},0.92)`,k=n.buckets.map(([S,g,_])=>{let E=d(g)-d(S);return E>1e-9?_/E:_>0?1/0:0}),v=k.filter(S=>Number.isFinite(S)),b=Math.max(0,...v);e.beginPath(),n.buckets.length?(e.moveTo(d(n.buckets[0][0]),r),n.buckets.forEach(([S,g],_)=>{let E=k[_],T=E===1/0||b===0?E>0?r-u:r:r-E/b*u;g>S?(e.lineTo(d(S),T),e.lineTo(d(g),T)):e.lineTo(d(S),r-(n.buckets[_][2]>0?u:0))}),e.lineTo(d(n.buckets[n.buckets.length-1][1]),r)):(e.moveTo(l,r),e.lineTo(l+c,r)),e.closePath(),e.fillStyle=w,e.fill(),e.lineWidth=1.2,e.strokeStyle=n.buckets.length?m:a,e.stroke(),n.nonfinite>0&&(e.fillStyle=a,e.beginPath(),e.arc(l+c-4,r-3,3,0,Math.PI*2),e.fill())}function Rw(e,{left:t},n,r,s,{fg:o,muted:i,bad:a,hot:l}){e.font=s?`600 ${$o}`:$o,e.fillStyle=n.nonfinite>0?a:s?o:i,e.textAlign="right",e.textBaseline="middle",e.fillText(`step ${n.step}`,t-8,r-2),s&&(e.fillStyle=l,e.fillRect(t-5,r-7,3,10))}function Pw(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function Fw(e,t,n=[],r=8){let s=e.map((i,a)=>({name:i,i:a,last:Pw(t[a])})).filter(i=>i.last!==null).sort((i,a)=>a.last-i.last),o=new Set(s.slice(0,r).map(i=>i.i));for(let i of n){let a=e.indexOf(i);a>=0&&o.add(a)}return[...o].sort((i,a)=>i-a)}function Mf(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],s=Array.isArray(e.values)?e.values:[],o=r.length?Fw(n,s,t):[];if(!o.length){let u=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:o,xs:[],ys:[],note:u}}let a=(n.length-o.length>0?`Showing ${o.length} of ${n.length} layers: the ${Math.min(8,o.length)} with the highest last ratio`+(o.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",l=r.map(u=>Array.isArray(u)?u[1]:u),c=o.map(u=>(s[u]||[]).map(d=>typeof d=="number"&&Number.isFinite(d)&&d>0?d:null));return{layers:n,rows:o,xs:l,ys:c,note:a}}var Cf=260,wa=.001;function jw(e){let t=e.filter(s=>Number.isFinite(s));if(!t.length)return[0,1];let n=Math.min(...t),r=Math.max(...t);return n===r?[n-1,r+1]:[n,r]}function zw(e){let t=wa,n=wa;for(let r of e)for(let s of r)s===null||!(s>0)||(s<t&&(t=s),s>n&&(n=s));return[10**Math.floor(Math.log10(t)+1e-9),10**Math.max(Math.ceil(Math.log10(n)-1e-9),Math.floor(Math.log10(t)+1e-9)+1)]}var Dw=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],Bw=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function Lf(e){let t=p("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=p("div",{class:"chart-box",id:"update-ratio-plot"});D(e,t,n);let r=null,s=null,o=[],i=()=>{r&&r.destroy(),r=null};function a(){if(i(),D(n),!s)return;let{layers:c,rows:u,xs:d,ys:m,note:w}=Mf(s,o);if(e.dataset.layers=JSON.stringify(u.map(T=>c[T])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=w,!u.length)return;let v=document.documentElement.dataset.theme==="dark"?Bw:Dw,b=He("--fg-muted","#666"),S=He("--grid","rgba(0,0,0,0.08)"),g=new Set(o),E={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:Cf,plugins:[qs()],scales:{x:{time:!1,range:()=>jw(d)},y:{distr:3,range:()=>zw(m)}},axes:[Js(b,S),ps(b,S,"|update| / |weight|",{size:56,splits:T=>Mr(T.scales.y.min,T.scales.y.max),filter:(T,L)=>L,values:(T,L)=>L.map(W=>Q(W))})],series:[{label:"step"},...u.map((T,L)=>({label:c[T],stroke:v[L%v.length],width:g.has(c[T])?3:1.6,spanGaps:!1,points:{show:d.length<=40,size:4},value:(W,C)=>C==null?"—":Q(C,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[T=>{let{ctx:L}=T,W=T.valToPos(wa,"y",!0),{left:C,top:z,width:V,height:I}=T.bbox;if(!(W>=z&&W<=z+I))return;let O=window.devicePixelRatio||1;L.save(),L.strokeStyle=b,L.lineWidth=O,L.setLineDash([5*O,4*O]),L.beginPath(),L.moveTo(C,Math.round(W)+.5),L.lineTo(C+V,Math.round(W)+.5),L.stroke(),L.setLineDash([]),L.fillStyle=b,L.font=`${11*O}px system-ui, sans-serif`,L.textAlign="right",L.textBaseline="bottom",L.fillText("1e-3",C+V-4*O,Math.round(W)-2*O),L.restore()}]}};r=new Ve(E,[d,...m],n)}let l=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:Cf})});return l.observe(n),{setData(c,u=o){s=c||null,o=u||[],a()},setExtra(c){let u=c||[];u.join(`
`)!==o.join(`
`)&&(o=u,a())},showMessage(c,u="muted"){s=null,i(),D(n),t.className=`chart-note ${u}`,t.textContent=c,delete e.dataset.layers},retheme:a,destroy(){l.disconnect(),i()}}}var Of=lt.grad_norm,Kr=lt.update_ratio,To=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function Ao(e){let t=e&&e.areas&&e.areas[ie.gradients];if(!t||typeof t!="object")return null;let n=Number.isInteger(t.steps_per_update)&&t.steps_per_update>1?t.steps_per_update:null;return{stats:To(t.stats),layers:To(t.layers),histogramLayers:To(t.histogram_layers),updatePeriod:n}}function If(e){return!e||!e.updatePeriod?"":`This loop changes the weights once every ${e.updatePeriod} steps (it accumulates gradients): each ratio is taken at a step that changed them.`}function xa(e){if(Ze(e)!==ie.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=To(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=mt(t.first_step)?t.first_step:mt(e.step)?e.step:null,s=mt(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:s}}function No(e,t){return e.includes(t)?t:e.includes(Of)?Of:e[0]||null}function Rf(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(xa).find(s=>s&&e.includes(s.layers[0]));return r?r.layers[0]:e[0]||null}function Pf(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function Ff(e){let t=e.kind?At(le(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${Nn(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function Mo(e,t){return!t.layers||!t.columns?`No ${At(le(e))} values were logged for this run yet.`:`${Ae(t.layers,"layer")} (first layer on top) × ${Nn(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${Ae(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function jf(e,t){let n=t.filter(o=>o.nonfinite>0),r=n.reduce((o,i)=>o+i.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${Ae(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let s=n.slice(0,4).map(o=>`step ${o.step}: ${Q(o.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${s}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var zf="tb-trainhealth:gradients",Vw=400;function va(){let e=0,t=null;return{async load(n){let r=++e;try{let s=await n();return r!==e?null:s.text===t?"same":(t=s.text,s)}catch(s){if(r!==e)return null;throw t=null,s}},reset(){t=null},cancel(){e++}}}function Hw(e,t){Pe("trainhealth-gradients-style",kf),e.id="gradient-health",e.hidden=!0;let n=An(zf),r=null,s=null,o=typeof n.stat=="string"?n.stat:null,i=null,a=null,l=typeof n.run=="string"?n:null,c=0,u=()=>nn(zf,{run:r,stat:o,layer:i,focus:a}),d=Ww(O=>{o=O,u(),W()}),{heatmap:m,loads:w}=d,k=0,v=Gw(O=>{i=O,u(),z()}),{chart:b,loads:S}=v,g=Yw(),{chart:_,loads:E}=g;D(e,ct(t.title),d.element,p("div",{class:"card-row"},v.element,g.element));function T(){if(d.focusNote.hidden=!a,!a)return D(d.focusNote);let O=m.missingLayers(),{what:A,layers:R,steps:M}=Ff(a);D(d.focusNote,p("span",{class:"focus-swatch","aria-hidden":"true"}),p("span",null,`Outlined: ${A} in `,p("strong",null,R),M,"."),O.length?p("span",{class:"error-text"},` Not in this heatmap: ${O.join(", ")}.`):null,p("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>L(null)},"Clear"))}function L(O){a=O,m.setHighlight(a),b.setFocus(a),_.setExtra(a?a.layers:[]),T(),u()}async function W(){let O=r,A=o;if(!A)return;let R=At(le(A));k++,e.dataset.heatmapLoading="true";try{let M=await w.load(()=>Yn(O,A,Wr(m.plotWidth(s&&s.layers))));if(!M||O!==r||(nt(d.error,null),M==="same"))return;m.setData(M.body,{label:le(A)}),d.note.textContent=Mo(A,Hr(M.body)),T()}catch(M){if(O!==r)return;m.clear(),d.note.textContent="",nt(d.error,rr(R,M))}finally{--k===0&&delete e.dataset.heatmapLoading}}function C(O){v.note.className=`chart-note ${O.alert?"alert":"muted"}`,v.note.textContent=O.text}async function z(){let O=r,A=i;if(!A||!s||!s.histogramLayers.includes(A)){S.cancel(),S.reset(),b.setData([]),nt(v.error,null),C({alert:!1,text:"No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none."}),delete v.note.dataset.total;return}try{let R=await S.load(()=>yl(O,A));if(!R||O!==r||A!==i||(nt(v.error,null),R==="same"))return;let M=b.setData(R.body.histograms);v.element.dataset.layer=A;let P=jf(A,M);v.note.dataset.total=String(P.total),C(P)}catch(R){if(O!==r)return;b.setData([]),v.note.textContent="",nt(v.error,rr(`gradient histograms of ${A}`,R))}}async function V(){let O=r;if(!s||!s.stats.includes(Kr)){E.cancel(),E.reset(),nt(g.error,null),_.showMessage(`This run logged no ${At(le(Kr))}.`);return}try{let A=await E.load(()=>Yn(O,Kr,Vw));if(!A||O!==r||(nt(g.error,null),A==="same"))return;_.setData(A.body,a?a.layers:[])}catch(A){if(O!==r)return;_.showMessage(""),nt(g.error,rr(At(le(Kr)),A))}}function I(O){if(O===r)return;r=O;for(let R of[w,S,E])R.reset();let A=l&&l.run===O;i=A&&typeof l.layer=="string"?l.layer:null,a=A&&l.focus&&Array.isArray(l.focus.layers)?l.focus:null,l=null}return{async update(O,A){let R=++c;I(O),s=Ao(A),vt(e,!!s),s&&(g.note.textContent=If(s),g.note.hidden=!g.note.textContent,o=No(s.stats,o),i=Rf(s.histogramLayers,i,A.findings),vs(d.select,s.stats,o,le),vs(v.select,s.histogramLayers,i),s.stats.length||(m.clear(),d.note.textContent="This run logged no gradient statistics."),m.setHighlight(a),b.setFocus(a),u(),await Promise.all([s.stats.length?W():null,z(),V()]),!(R!==c||O!==r)&&T())},focusFinding(O){let A=xa(O);if(!A||!s||e.hidden)return!1;L(A);let R=Pf(A,s.histogramLayers);return R&&R!==i&&(i=R,v.select.value=R,u(),z()),d.element.scrollIntoView&&d.element.scrollIntoView({block:"start"}),!0},retheme(){m.redraw(),b.redraw(),_.retheme()},destroy(){for(let O of[w,S,E])O.cancel();m.destroy(),b.destroy(),_.destroy(),D(e)}}}var Df={area:ie.gradients,create:Hw};function Ww(e){let t=Vr("Statistic",{id:"gradient-stat",onchange:e}),n=p("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),r=p("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),s=p("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),o=p("div",{class:"heatmap-box"});return{element:be({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:t.element},n,r,s,o),select:t.select,note:n,focusNote:r,error:s,heatmap:Gr(o),loads:va()}}function Gw(e){let t=Vr("Layer",{id:"histogram-layer",onchange:e}),n=p("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),r=p("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),s=p("div",{class:"histogram-box"});return{element:be({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:t.element},n,r,s),select:t.select,note:n,error:r,chart:Nf(s),loads:va()}}function Yw(){let e=p("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),t=p("p",{class:"chart-note muted",id:"update-period-note",hidden:!0}),n=p("div",{class:"ratio-box"});return{element:be({id:"update-ratio",className:"chart-card ratio-card",title:le(Kr),aside:"per layer, log scale"},t,e,n),note:t,error:e,chart:Lf(n),loads:va()}}var Bf=`/* The convergence view (views/convergence.js). Colours follow the theme
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
`;var st=e=>typeof e=="number"&&Number.isFinite(e),cn=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function Hf(e){let t=cn(e&&e.areas&&e.areas[ie.convergence]);if(!t)return null;let n=cn(t.loss),r=n&&Array.isArray(n.windows)?n.windows.filter(s=>cn(s)&&st(s.median)&&st(s.low)&&st(s.high)):[];return{loss:n&&r.length?{...n,windows:r}:null,checklist:(Array.isArray(t.checklist)?t.checklist:[]).filter(s=>cn(s)&&typeof s.check=="string"),head:cn(t.head),epochs:Array.isArray(t.epochs)?t.epochs.filter(s=>cn(s)&&cn(s.logs)):[],saturation:Vf(t[lt.saturation]),updateRatio:Vf(t.ratios)}}function Vf(e){let t=cn(e);return!t||!Array.isArray(t.layers)||!Array.isArray(t.values)?[]:t.layers.map((n,r)=>{for(let s=t.values.length-1;s>=0;s--){let o=Array.isArray(t.values[s])?t.values[s][r]:void 0;if(st(o))return{layer:String(n),value:o,step:mt(t.steps&&t.steps[s])?t.steps[s]:null}}return{layer:String(n),value:null,step:null}})}function Wf(e,t,n,r=4){let s=e.windows,o=s.flatMap(_=>[_.low,_.high]).concat(st(e.start)?[e.start]:[]),i=o.every(_=>_>0),a=Math.min(...o),l=Math.max(...o),c=i&&l/a>10,u=c?Math.log10:_=>_;a=u(a),l=u(l),l===a&&(l+=.5,a-=.5);let d=_=>r+(s.length===1?(t-2*r)/2:_*(t-2*r)/(s.length-1)),m=_=>n-r-(u(_)-a)/(l-a)*(n-2*r),w=_=>Math.round(_*10)/10,k=s.map((_,E)=>[w(d(E)),w(m(_.median))]),v=[...s.map((_,E)=>[w(d(E)),w(m(_.high))]),...s.map((_,E)=>[w(d(E)),w(m(_.low))]).reverse()],b=[c?10**a:a,c?10**l:l],g=(c?Mr(b[0],b[1],5):qn(b[0],b[1],4)).filter(_=>_>=b[0]-1e-12*Math.abs(b[0])&&_<=b[1]+1e-12*Math.abs(b[1])).map(_=>({value:_,text:Q(_),at:Math.round(m(_)/n*1e3)/1e3}));return{median:k,band:v,startY:st(e.start)?w(m(e.start)):null,log:c,range:b,ticks:g}}var _a=e=>e.map(([t,n])=>`${t},${n}`).join(" ");function Gf(e){let t=e.windows[0],n=e.windows[e.windows.length-1],r=st(e.start)&&st(e.end)?` (${fc(e.start,e.end)})`:"";return`Loss from ${Q(e.start)} at the first step to ${Q(e.end)} in the last window${r}, steps ${t.first_step}–${n.last_step} in ${e.windows.length} windows: the line is each window's median, the band its 10th–90th percentile (the swings).`}function Yf(e){if(!e)return"";let t=[];if(e.head){let n=st(e.units)?` over ${e.units} unit${e.units===1?"":"s"}`:"";t.push(`${e.head_class||"layer"} '${e.head}': ${e.activation||"linear"}${n}`)}return e.loss&&t.push(`${e.loss}${e.from_logits?" (from_logits=True)":""}`),e.optimizer&&t.push(`${e.optimizer}(learning_rate=${st(e.learning_rate)?Q(e.learning_rate):"?"})`),t.join(" · ")}function Uf(e){if(!e)return"";let t=[],n=cn(e.labels);n&&st(n.min)&&st(n.max)&&t.push(`labels in [${Q(n.min)}, ${Q(n.max)}]`+(st(n.non_integer)&&n.non_integer>0?`, ${Q(n.non_integer*100)}% non-integer`:""));let r=cn(e.inputs);return r&&st(r.abs_mean_max)&&st(r.std_max)&&t.push(`inputs: largest feature mean ${Q(r.abs_mean_max)}, spread ${Q(r.std_max)}`),st(e.samples)&&e.samples&&t.push(`from ${e.samples} batch${e.samples===1?"":"es"}`),t.join("; ")}function Kf(e){return e.map(t=>({...t,saturated:st(t.value)&&t.value>.5}))}function qf(e){return!e||Ze(e)!==ie.convergence?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var ka=600,Jf=140;function Kw(e,t){Pe("tb-trainhealth-convergence",Bf),e.id="area-convergence",e.hidden=!0;let n=p("div",{class:"convergence-loss"}),r=p("p",{class:"muted small"}),s=p("p",{class:"small"}),o=p("p",{class:"muted small"}),i=p("ul",{class:"convergence-checklist"}),a=p("tbody"),l=be({id:"convergence-loss",title:"Loss trend",aside:"window medians and their swing band"},n,r),c=be({id:"convergence-checks",title:"Head and loss checks",aside:"before step 1"},s,i,o),u=be({id:"convergence-layers",title:"Per layer",aside:"saturated share (|z| > 5) and update / weight ratio"},p("table",{class:"evidence-table convergence-layers"},p("thead",null,p("tr",null,p("th",null,"Layer"),p("th",null,"Saturated"),p("th",null,"Update / weight"))),a));D(e,ct(t.title),l,c,u);let d=null;function m(k){if(l.hidden=!k.loss,k.loss){let g=Wf(k.loss,ka,Jf),_=k.loss.windows,E=g.log?"loss (log scale)":"loss";D(n,p("div",{class:"convergence-y-title"},E),p("div",{class:"convergence-y-ticks"},g.ticks.map(T=>{let L=p("span",null,T.text);return L.style.top=`${(100*T.at).toFixed(1)}%`,L})),U("svg",{viewBox:`0 0 ${ka} ${Jf}`,preserveAspectRatio:"none",role:"img","aria-label":"loss trend"},U("polygon",{class:"convergence-band",points:_a(g.band)}),g.startY!==null?U("line",{class:"convergence-start",x1:0,x2:ka,y1:g.startY,y2:g.startY}):null,U("polyline",{class:"convergence-median",points:_a(g.median)})),p("div",{class:"convergence-x-ticks"},p("span",null,`step ${_[0].first_step}`),p("span",null,`step ${_[_.length-1].last_step}`)),p("div",{class:"convergence-x-title"},"step (windows of the run)")),gt(n,{kind:"svg",ticksX:2,ticksY:g.ticks.length,xTitle:"step (windows of the run)",yTitle:E}),r.textContent=Gf(k.loss)+(g.log?" Log scale.":"")}c.hidden=!k.head&&!k.checklist.length,s.textContent=Yf(k.head),o.textContent=Uf(k.head),D(i,k.checklist.map(g=>p("li",{"data-ok":String(!!g.ok),"data-check":g.check},g.ok?"✓ ":"✗ ",g.check,g.detail?p("div",{class:"muted small"},g.detail):null)));let v=new Map(k.updateRatio.map(g=>[g.layer,g])),b=[...new Set([...k.saturation.map(g=>g.layer),...k.updateRatio.map(g=>g.layer)])],S=new Map(Kf(k.saturation).map(g=>[g.layer,g]));u.hidden=!b.length,D(a,b.map(g=>{let _=S.get(g),E=v.get(g);return p("tr",{"data-layer":g},p("th",{scope:"row"},g),p("td",{class:_&&_.saturated?"saturated":""},_&&_.value!==null?`${Q(_.value*100)}%`:"—"),p("td",null,E&&E.value!==null?Q(E.value):"—"))})),w()}function w(){for(let v of a.querySelectorAll("tr"))v.dataset.focus=String(!!(d&&d.layer===v.dataset.layer));let k=[...i.querySelectorAll('li[data-ok="false"]')];for(let v of i.querySelectorAll("li"))v.dataset.focus=String(!!(d&&!d.layer&&k[0]===v))}return go(e,{summaryOf:Hf,render:m,focusOf:qf,applyFocus:k=>{d=k,w()}})}var Xf={area:ie.convergence,create:Kw};var Zf=`/* The attention view (views/attention.js). Colours follow the theme
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
`;var Sa=e=>typeof e=="number"&&Number.isFinite(e),Ea=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null,or=e=>Sa(e)?e:null;function Jw(e,t){let n=Ea(e);if(!n||!Array.isArray(n.layers)||!Array.isArray(n.values)||!Array.isArray(n.steps))return[];let r=n.layers.indexOf(t);if(r<0)return[];let s=[];return n.values.forEach((o,i)=>{let a=Array.isArray(o)?o[r]:void 0;Sa(a)&&Sa(n.steps[i])&&s.push([n.steps[i],a])}),s}function Qf(e){let t=Ea(e&&e.areas&&e.areas[ie.attention]);if(!t||!Array.isArray(t.layers))return null;let n=t.layers.filter(r=>Ea(r)&&typeof r.layer=="string").map(r=>{let s=or(r[lt.attention_max_logit]),o=or(r.one_hot_logit);return{layer:r.layer,className:typeof r.class=="string"?r.class:null,kind:typeof r.kind=="string"?r.kind:null,keys:or(r.keys),heads:or(r.heads),maxLogit:s,oneHotLogit:o,entropy:or(r[lt.attention_entropy]),entropyNorm:or(r[lt.attention_entropy_norm]),overBound:s!==null&&o!==null&&s>=o,logits:Jw(t[lt.attention_max_logit],r.layer)}});return n.length?{layers:n,collapsedEntropy:or(t.collapsed_entropy)}:null}function ep(e,t,n,r=2){if(!e.length)return"";let s=e.map(m=>m[0]),o=e.map(m=>m[1]),i=Math.min(...s),a=Math.max(...s),l=Math.max(...o,0),c=Math.min(...o,0),u=m=>a===i?t/2:r+(m-i)/(a-i)*(t-2*r),d=m=>l===c?n/2:n-r-(m-c)/(l-c)*(n-2*r);return e.map(([m,w])=>`${u(m).toFixed(1)},${d(w).toFixed(1)}`).join(" ")}function tp(e){return!e||Ze(e)!==ie.attention?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var np=120,rp=24,qr=e=>e===null?"—":Q(e);function Xw(e,t){Pe("tb-trainhealth-attention",Zf),e.id="area-attention",e.hidden=!0;let n=p("tbody"),r=p("p",{class:"muted small"}),s=be({id:"attention-layers",title:"Per attention layer",aside:"latest sample; the largest logit over steps"},p("table",{class:"evidence-table attention-layers"},p("thead",null,p("tr",null,p("th",null,"Layer"),p("th",null,le(lt.attention_max_logit)),p("th",null,"Over steps"),p("th",null,"Near one-hot past"),p("th",null,le(lt.attention_entropy)),p("th",null,le(lt.attention_entropy_norm)))),n),r);D(e,ct(t.title),s);let o=null;function i(c){let u=c.logits||[],d=u[0],m=u[u.length-1],w=p("td",{class:"attention-spark-cell"},U("svg",{class:"attention-spark",viewBox:`0 0 ${np} ${rp}`,preserveAspectRatio:"none",role:"img","aria-label":`largest attention logit of ${c.layer} over steps`},U("polyline",{points:ep(u,np,rp)})),d&&m?p("div",{class:"muted small"},`step ${d[0]} → ${m[0]}: ${qr(d[1])} → ${qr(m[1])}`):null);return gt(w,{ticksX:d?2:0,ticksY:d?2:0,xTitle:"step",yTitle:"largest logit",kind:"sparkline"}),w}function a(c){D(n,c.layers.map(u=>p("tr",{"data-layer":u.layer},p("th",{scope:"row"},u.layer,u.className?p("div",{class:"muted small"},u.className):null),p("td",{class:u.overBound?"over":""},qr(u.maxLogit)),i(u),p("td",null,qr(u.oneHotLogit)),p("td",null,qr(u.entropy)),p("td",null,qr(u.entropyNorm))))),r.textContent="A softmax over n keys whose largest logit leads the others by log(n - 1) + log(99) gives one key 99% of the weight."+(c.collapsedEntropy!==null?` An entropy below ${Q(c.collapsedEntropy)} nats is fewer than 1.5 keys attended.`:""),l()}function l(){for(let c of n.querySelectorAll("tr"))c.dataset.focus=String(!!(o&&o.layer===c.dataset.layer))}return go(e,{summaryOf:Qf,render:a,focusOf:tp,applyFocus:c=>{o=c,l()}})}var sp={area:ie.attention,create:Xw};var op=`/* The input-pipeline view (views/input_pipeline.js). Colours follow the
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
`;var Qw=[{name:Xe.input_wait,cls:"part-wait"},{name:Xe.compute_time,cls:"part-compute"},{name:Xe.host_time,cls:"part-host"}],un=e=>typeof e=="number"&&Number.isFinite(e)?e:0;function ip(e){let t=e&&e.areas&&e.areas[ie.input_pipeline];return t&&typeof t=="object"?t:null}function ap(e){let t=e&&e.timing;if(!t||!t.steps)return"Not timed: no step of this run had its input wait measured (a run that stopped in its first steps, a custom loop and a model compiled with XLA have none).";let n=un(e.share),r=e.thresholds||{},s=n>=un(r.critical)&&r.critical?"highly input-bound":n>=un(r.warning)&&r.warning?"moderately input-bound":"fed";return`Input wait ${Q(100*n,2)}% of step time over ${Ae(t.steps,"step")} (${Q(un(t.mean_wait_ms),3)} ms of ${Q(un(t.mean_step_ms),3)} ms a step): ${s}.`}function $a(e){let t=e&&e.steps;if(!t||!Array.isArray(t.step)||!t.step.length)return{bars:[],yMax:0,bucket:1};let n=0;return{bars:t.step.map((s,o)=>{let i=0,a=Qw.map(({name:l,cls:c})=>{let u=Math.max(0,un((t[l]||[])[o])),d={name:l,cls:c,label:le(l),ms:u,y0:i,y1:i+u};return i+=u,d});return n=Math.max(n,i),{step:s,parts:a,total:i}}),yMax:n,bucket:un(t.bucket)||1}}function Ta(e){return(e&&Array.isArray(e.stalls)?e.stalls:[]).filter(n=>mt(n.step)).map(n=>({step:n.step,waitMs:un(n.wait_ms),text:`step ${n.step}: waited ${Q(un(n.wait_ms),3)} ms (usually ${Q(un(n.usual_wait_ms),2)} ms)`}))}function lp(e){let t=e&&e.recurrence||{},n=e&&Array.isArray(e.stalls)?e.stalls.length:0;return n?mt(t.period)?`${Ae(n,"stall")}, every ${t.period} steps`:t.epoch_start?`${Ae(n,"stall")}, at the start of each epoch`:Ae(n,"stall"):""}function cp(e){return(e&&Array.isArray(e.findings)?e.findings:[]).map((n,r)=>({finding:n,index:r})).filter(({finding:n})=>n.kind===En.pipeline_lint)}function up(e,t){let n=e&&e.pipeline;if(!n||!Array.isArray(n.chain))return[];let r=cp(t);return n.chain.map(s=>{let o=[];s.parallel!==null&&s.parallel!==void 0&&o.push(s.parallel===-1?"parallel: AUTOTUNE":`parallel: ${s.parallel}`),s.python&&o.push("Python"),s.random&&o.push("random");let i=r.filter(({finding:a})=>a.evidence&&a.evidence.transformation===s.index);return{index:s.index,code:String(s.code||s.kind||""),kind:String(s.kind||""),tags:o,lints:i.map(({finding:a,index:l})=>({summary:String(a.summary||""),severity:a.severity,findingIndex:l}))}})}function dp(e,t){let n=e&&e.pipeline&&e.pipeline.chain||[],r=new Set(n.map(s=>s.index));return cp(t).filter(({finding:s})=>!(s.evidence&&r.has(s.evidence.transformation))).map(({finding:s,index:o})=>({summary:String(s.summary||""),severity:s.severity,findingIndex:o}))}function fp(e){let t=e&&e.pipeline;if(!t)return"";let n=t.python_source||{};switch(t.source){case"numpy":return"NumPy arrays, sliced by Keras's own pipeline";case"generator":return"a Python generator, run by Keras in one thread";case"PyDataset":return`${n.class||"PyDataset"} (workers=${n.workers??1}, use_multiprocessing=${n.use_multiprocessing?"True":"False"})`;default:return"a tf.data pipeline, as it will run"}}function pp(e){if(Ze(e)!==ie.input_pipeline)return null;let t=e.evidence&&e.evidence.transformation;return typeof t=="number"?t:null}var hp=720,Ss=180,Ie={left:44,right:8,top:10,bottom:22};function ex(e){let{bars:t,yMax:n}=$a(e);if(!t.length)return p("p",{class:"muted"},"No step timings.");let r=Ta(e),s=Math.max(n,...r.map(g=>g.waitMs),.001),o=hp-Ie.left-Ie.right,i=Ss-Ie.top-Ie.bottom,a=t[0].step,l=t[t.length-1].step,c=Math.max(1,l-a+1),u=g=>Ie.left+(g-a)/c*o,d=g=>Ie.top+i-Math.min(g,s)/s*i,m=Math.max(1,o/t.length-.5),w=t.flatMap(g=>g.parts.map(_=>_.ms>0?U("rect",{class:_.cls,x:u(g.step)-m,y:d(_.y1),width:m,height:Math.max(.5,d(_.y0)-d(_.y1))},U("title",null,`step ${g.step}: ${_.label} ${Q(_.ms,3)}`)):null)),k=r.map(g=>U("g",{class:"stall-mark","data-step":g.step},U("line",{x1:u(g.step),x2:u(g.step),y1:Ie.top,y2:Ie.top+i}),U("circle",{cx:u(g.step),cy:d(g.waitMs),r:3.5}),U("title",null,g.text))),v=[U("line",{class:"axis",x1:Ie.left,x2:Ie.left+o,y1:Ie.top+i,y2:Ie.top+i}),U("text",{class:"tick",x:Ie.left-4,y:Ie.top+8,"text-anchor":"end"},`${Q(s,2)} ms`),U("text",{class:"tick",x:Ie.left-4,y:Ie.top+i,"text-anchor":"end"},"0"),U("text",{class:"tick",x:Ie.left,y:Ss-6},`step ${a}`),U("text",{class:"tick",x:Ie.left+o,y:Ss-6,"text-anchor":"end"},`step ${l}`)],b=[U("text",{class:"tick",x:Ie.left+o/2,y:Ss-6,"text-anchor":"middle"},"step"),U("text",{class:"tick",x:10,y:Ie.top+i/2,"text-anchor":"middle",transform:`rotate(-90 10 ${Ie.top+i/2})`},"time per step")],S=U("svg",{class:"pipeline-chart",id:"pipeline-chart",viewBox:`0 0 ${hp} ${Ss}`,role:"img","aria-label":"Step time split into input wait, compute and host time"},v,b,w,k);return gt(S,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step",yTitle:"time per step"}),S}function tx(e){let{bars:t}=$a(e),n=t.length?t[0].parts:[];return p("div",{class:"pipeline-legend"},n.map(r=>p("span",{class:"legend-item"},p("span",{class:`swatch ${r.cls}`}),r.label)),Ta(e).length?p("span",{class:"legend-item"},p("span",{class:"swatch stall"}),lp(e)):null)}function mp(e,t){return p("li",{class:`pipeline-lint ${e.severity||""}`},p("button",{type:"button",class:"link-button",onclick:()=>t.openFinding(e.findingIndex)},e.summary))}function nx(e,t,n,r){let s=up(e,t);return p("ol",{class:"pipeline-chain",id:"pipeline-chain"},s.map(o=>p("li",{class:`pipeline-link${o.lints.length?" has-lint":""}${r===o.index?" focused":""}`,"data-index":o.index,"data-kind":o.kind},p("code",null,o.code),o.tags.length?p("span",{class:"link-tags muted"},o.tags.join(" · ")):null,o.lints.length?p("ul",{class:"link-lints"},o.lints.map(i=>mp(i,n))):null)))}function rx(e,t){Pe("trainhealth-input-pipeline-style",op),e.id="input-pipeline",e.hidden=!0;let n=null,r=null,s=null,o=p("p",{class:"pipeline-headline",id:"pipeline-share",role:"status"}),i=p("div",{class:"pipeline-chart-box"}),a=be({id:"pipeline-time-card",title:"Step time",aside:"input wait · compute · host, per step"},o,i),l=p("p",{class:"muted small",id:"pipeline-source"}),c=p("ul",{class:"pipeline-lints",id:"pipeline-lints"}),u=p("div",{class:"pipeline-chain-box"}),d=be({id:"pipeline-chain-card",title:"The pipeline",aside:"its transformations, as it will run"},l,c,u),m=p("div",{id:"pipeline-corrected"}),w=be({id:"pipeline-fixed-card",title:"The corrected pipeline",hidden:!0},m);D(e,ct(t.title),a,d,w);function k(v,b){o.textContent=ap(v),D(i,tx(v),ex(v));let S=v.pipeline;d.hidden=!S,S&&(l.textContent=`From ${fp(v)}.`,D(c,dp(v,b).map(g=>mp(g,t))),D(u,nx(v,b,t,r))),w.hidden=!(S&&S.corrected),D(m,S&&S.corrected?Mn(S.corrected):null)}return{async update(v,b){let S=ip(b);if(vt(e,!!S),!S)return;s={summary:S,diagnosis:b};let g=`${v}
${JSON.stringify(S)}
${JSON.stringify(b.findings||[])}
${r}`;g!==n&&(n=g,k(S,b))},focusFinding(v){if(Ze(v)!==ie.input_pipeline||e.hidden)return!1;r=pp(v),s&&k(s.summary,s.diagnosis);let b=r!==null&&u.querySelector(`[data-index="${r}"]`)||v.kind&&a;return b&&b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"}),!0},retheme(){},destroy(){D(e)}}}var gp={area:ie.input_pipeline,create:rx};var yp={shapes:_d,nonfinite:lf,memory:_f,gradients:Df,convergence:Xf,attention:sp,input_pipeline:gp};var Aa=12,sx=2,Na=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function bp(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return Ae(e.length,"item");let t=e.slice(0,Aa).map(Je).join(", ");return e.length>Aa?`${t} and ${e.length-Aa} more`:t}return Na(e)&&!Object.keys(e).length?"none":Je(e)}function Ma(e,t=[]){if(!Na(e))return[{key:t.join(" › ")||"Value",value:bp(e)}];let n=[];for(let[r,s]of Object.entries(e)){let o=[...t,os(r)];Na(s)&&Object.keys(s).length&&o.length<sx?n.push(...Ma(s,o)):n.push({key:o.join(" › "),value:bp(s)})}return n}function Co(e){return{area:e,create:(t,n)=>ox(t,n,e)}}function ox(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=p("tbody");D(e,ct(t.title),be({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},p("table",{class:"evidence-table generic-summary"},r)));let s=null;return{async update(o,i){let a=i&&i.areas?i.areas[n]:void 0,l=a!=null;vt(e,l);let c=l?JSON.stringify(a):null;!l||c===s||(s=c,D(r,Ma(a).map(({key:u,value:d})=>p("tr",null,p("th",{scope:"row"},u),p("td",null,d)))))},focusFinding:()=>!1,retheme(){},destroy(){D(e)}}}function wp(){return hn.map(e=>ix(e.name))}function ix(e){let t=yp[e];if(!t)return Co(e);if(t.area!==e)throw new Error(`area ${e}: its tab_view is the view of ${t.area}`);return t}var xp=`/* Compare two runs (compare.js, compare_chart.js). Colours follow the theme
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
`;var vp=e=>new Set(String(e).toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/).filter(t=>t.length>=2&&!/^[0-9]+$/.test(t)));function _p(e,t){let n=vp(t),r=(Array.isArray(e)?e:[]).filter(o=>o&&typeof o.run=="string"&&o.run!==t).map((o,i)=>[o,[...vp(o.run)].filter(a=>n.has(a)).length,i]);return{similar:r.filter(([,o])=>o>0).sort(([,o,i],[,a,l])=>a-o||i-l).map(([o])=>o),others:r.filter(([,o])=>o===0).map(([o])=>o)}}function kp(e,t,n){return typeof e=="string"&&e!==n&&t.includes(e)?e:null}function Sp(e){let t=e.map(r=>{let s=new Map;return r&&r.xs.forEach((o,i)=>s.set(o,r.ys[i])),s}),n=[...new Set(t.flatMap(r=>[...r.keys()]))].sort((r,s)=>r-s);return{xs:n,ys:t.map(r=>n.map(s=>r.has(s)?r.get(s):null))}}function Ep(e,t){let n=t.xs.length;if(!n)return{alert:!1,text:`${e}: no loss values were logged yet.`};let r=t.nonfinite;if(!r.length)return{alert:!1,text:`${e}: ${Ae(n,"step")} logged; all finite.`};let s=Kn(r[0].value)||"NaN";return{alert:!0,text:`${e}: the loss became ${s} at step ${r[0].step} (${Ae(r.length,"non-finite step")} marked).`}}function $p(e,t){let n=[];for(let r of e)for(let s of r||[])n.includes(s)||n.push(s);return{stats:n,stat:No(n,t)}}function Ca(e){return[...new Set(e.flatMap(t=>Array.isArray(t)?t.map(String):[]))]}function Tp(e){let t=e.filter(Boolean).map(wo);if(!t.length)return null;let{logScale:n,stat:r}=t[0];return xo(t.flatMap(s=>s.values),{logScale:n,stat:r})}function Ap(e){let t=e&&typeof e.areas=="object"?e.areas:null,n=t&&t.input_pipeline&&t.input_pipeline.timing,r=i=>typeof i=="number"&&Number.isFinite(i);if(!n||!r(n.mean_step_ms))return null;let s=r(n.mean_wait_ms)?`, ${Q(n.mean_wait_ms)} ms of it waiting for input`+(r(n.input_share)?` (${Nr(n.input_share)})`:""):"",o=r(n.steps)?` over ${Ae(n.steps,"step")}`:"";return`Step ${Q(n.mean_step_ms)} ms${s}${o}.`}var Np=[["--accent","#1967d2"],["--compare-second","#e8710a"]];function Mp(e){let t=p("div",{class:"compare-loss-notes",id:"compare-loss-notes",role:"status"}),n=p("div",{class:"chart-box",id:"compare-loss-plot"}),r=oa(n,{toggleId:"compare-loss-log-scale"});return D(e,p("div",{class:"card-head"},p("h3",null,`${le(Xe.loss)} of both runs`),r.toggle),t,n),{update(s){let o=[],i=s.map((l,c)=>{let u=Np[c%Np.length];if(!l.series)return{run:l.run,color:u,alert:!1,text:`${l.run}: ${l.note}`};let d=sa(l.series);return d.xs.length&&o.push({run:l.run,color:u,prepared:d}),{run:l.run,color:u,...Ep(l.run,d)}});if(D(t,i.map(l=>p("p",{class:`chart-note ${l.alert?"alert":"muted"}`,"data-run":l.run},p("span",{class:"compare-swatch",style:`background: var(${l.color[0]})`,"aria-hidden":"true"}),l.text))),e.dataset.series=JSON.stringify(o.map(l=>l.run)),!o.length)return r.draw(null);let a=Sp(o.map(l=>l.prepared));r.draw({xs:a.xs,markers:o.map(l=>l.prepared.nonfinite[0]).filter(Boolean),series:o.map((l,c)=>({label:l.run,stroke:l.color,ys:a.ys[c]}))})},retheme:()=>r.redraw(),destroy:()=>r.destroy()}}var Es=Object.keys($n),Cp=e=>{let t=Es.indexOf(e);return t<0?Es.length:t};function Ip(e){let t=Object.fromEntries(Es.map(n=>[n,0]));for(let n of e)n&&n.status in t&&t[n.status]++;return t}function La(e,{status:t="",text:n=""}={},r=null){let s=String(n||"").trim().toLowerCase();return e.filter(o=>o.run===r||(!t||o.status===t)&&(!s||o.run.toLowerCase().includes(s)))}var Lp=e=>e.counts&&e.counts.critical||0,Op=e=>e.counts&&e.counts.warning||0;function $s(e){return e.filter(t=>t&&typeof t.run=="string").map((t,n)=>[t,n]).sort(([t,n],[r,s])=>Cp(t.status)-Cp(r.status)||Lp(r)-Lp(t)||Op(r)-Op(t)||n-s).map(([t])=>t)}function Rp(e){let t=$s(e),n=t.find(r=>r.status!=="unreadable")||t[0];return n?n.run:null}function Ts(e){return`${e.run} — ${$n[e.status]||e.status}`}function Lo(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}function Pp(e){return Array.isArray(e)&&e.some(t=>t&&t.status==="pending")}function Fp(e,t){let n=t&&Array.isArray(e)?e.find(r=>r&&r.run===t.run):null;return!n||n.status!=="pending"||typeof t.status!="string"||t.status==="pending"?!1:(n.status=t.status,n.counts=Xs(t.findings),!0)}var Dp="tb-trainhealth:compare",jp=["a","b"],Oo=()=>An(Dp),Bp=e=>nn(Dp,{...Oo(),...e});function Vp(){let e=Oo();return typeof e.with=="string"?e.with:null}function Ro(e){Bp({with:e||null})}function lx(e){return p("span",{class:`badge status-${e}`},$n[e]||e)}function Io(e){return p("option",{value:e.run,"data-status":e.status},Ts(e))}function Hp({onchange:e}){let{select:t,element:n}=Vr("Compare with…",{id:"compare-select",onchange:r=>e(r||null)});return n.classList.add("compare-picker"),n.hidden=!0,{element:n,update(r,s,o){let{similar:i,others:a}=_p(r,s),l=JSON.stringify([i,a].map(c=>c.map(Ts)));t.dataset.options!==l&&(D(t,p("option",{value:""},"None"),i.length?p("optgroup",{label:"Similar names"},i.map(Io)):null,a.length?p("optgroup",{label:i.length?"Other runs":"Runs"},a.map(Io)):null),t.dataset.options=l),t.value=o||"",n.hidden=i.length+a.length===0},hide(){n.hidden=!0}}}function Wp(e,{onOpen:t,onSwap:n,onClose:r}){Pe("trainhealth-compare-style",xp);let s=0,o=0,i=[null,null],a=[null,null],l=typeof Oo().stat=="string"?Oo().stat:null,c={diagnosis:[null,null],loss:null},u=cx({onSwap:n,onClose:r}),d=u.title,m=jp.map(ux),w=p("section",{class:"card chart-card",id:"compare-loss"}),k=Mp(w),v=Vr("Statistic",{id:"compare-stat",onchange:C=>{l=C,Bp({stat:l}),W(s)}}),b=p("p",{class:"chart-note muted",id:"compare-heatmap-note"}),S=jp.map(dx),g=be({id:"compare-heatmaps",className:"compare-heatmap-card",title:"Gradient health by layer",aside:v.element},b,S.map(C=>C.el)),_=p("div",{id:"compare-view",class:"compare-view"},u.element,p("div",{class:"compare-grid",id:"compare-runs"},m.map(C=>C.el)),w,g);D(e,_);function E(){c={diagnosis:[null,null],loss:null},a=[null,null],m.forEach((C,z)=>{C.el.dataset.run=i[z],C.name.textContent=i[z],zp(C),nt(C.error,null),D(C.findings,p("p",{class:"muted"},"Loading…"))}),k.update(i.map(C=>({run:C,series:null,note:"loading…"}))),S.forEach((C,z)=>{C.text=null,C.el.dataset.run=i[z],C.name.textContent=i[z],C.note.textContent="Loading…",nt(C.error,null),C.heatmap.clear()}),b.textContent=""}function T(C,z){let V=m[C],I=i[C];if(z.error){c.diagnosis[C]=null,a[C]=null,zp(V),D(V.findings),nt(V.error,`Could not load the diagnosis of run "${I}": ${z.error.message}`);return}if(nt(V.error,null),z.text===c.diagnosis[C])return;c.diagnosis[C]=z.text;let O=z.body;a[C]=O;let A=Array.isArray(O.findings)?O.findings:[];V.el.dataset.status=String(O.status||""),D(V.badge,O.status?lx(O.status):null),V.counts.textContent=Lo(Xs(A));let R=Ap(O);V.stepTime.hidden=!R,V.stepTime.textContent=R||"",Zs(V.findings,A,{showKind:!0,onSelect:M=>t(I,M)})}async function L(C){let z=a.map(A=>!!A&&(!Array.isArray(A.series)||A.series.includes(Xe.loss))),V=await Promise.allSettled(i.map((A,R)=>z[R]?Ds(A,Xe.loss):null));if(C!==s)return;let I=V.map((A,R)=>{let M=i[R];if(!z[R])return{run:M,series:null,note:a[R]?mo(a[R]):"its diagnosis could not be loaded."};if(A.status==="rejected")return{run:M,series:null,note:rr(At(le(Xe.loss)),A.reason)};let P=A.value.body;return typeof P.run=="string"&&P.run!==M?{run:M,series:null,note:"no loss (an answer for another run)."}:{run:M,series:P,text:A.value.text}}),O=JSON.stringify(I.map(A=>[A.run,A.text||A.note]));O!==c.loss&&(c.loss=O,k.update(I))}async function W(C){let z=a.map(Ao),V=$p(z.map(M=>M&&M.stats),l);l=V.stat,vs(v.select,V.stats,l,le);let I=l,O=I?At(le(I)):"gradient statistics",A=z.map(M=>!!(M&&I&&M.stats.includes(I))),R=Ca(z.map(M=>M&&M.layers));o++,_.dataset.heatmapLoading="true";try{let M=await Promise.allSettled(S.map((j,Y)=>A[Y]?Yn(i[Y],I,Wr(j.heatmap.plotWidth(R))):null));if(C!==s||I!==l)return;let P=M.map((j,Y)=>A[Y]&&j.status==="fulfilled"&&(typeof j.value.body.run!="string"||j.value.body.run===i[Y])?j.value.body:null),B=Tp(P),se=Ca(P.map(j=>j&&j.layers));S.forEach((j,Y)=>fx(j,{has:A[Y],summary:z[Y],answer:M[Y],body:P[Y],stat:I,what:O,range:B,labels:se})),b.textContent=P.filter(Boolean).length>1?"One colour scale for both runs: the same colour is the same value.":""}finally{--o===0&&delete _.dataset.heatmapLoading}}return{async update(C,z){let V=++s,I=[C,z],O=I.some((R,M)=>R!==i[M]);i=I,_.dataset.runs=JSON.stringify(i),O&&(D(d,"Comparing ",p("strong",null,C)," with ",p("strong",null,z)),m.forEach((R,M)=>R.open.onclick=()=>t(I[M],null)),E());let A=await Promise.allSettled(i.map(R=>zs(R)));V===s&&(A.forEach((R,M)=>{if(R.status==="rejected")return T(M,{error:R.reason});let P=R.value.body;if(typeof P.run=="string"&&P.run!==i[M])return T(M,{error:new Error("the answer was for another run")});T(M,R.value)}),await Promise.all([L(V),W(V)]))},retheme(){k.retheme();for(let C of S)C.heatmap.redraw()},destroy(){s++,k.destroy();for(let C of S)C.heatmap.destroy();D(e)}}}function cx({onSwap:e,onClose:t}){let n=p("h2",{class:"compare-title",id:"compare-title"}),r=p("button",{type:"button",class:"button",id:"compare-swap",title:"Show the second run first",onclick:()=>e()},"⇄ Swap"),s=p("button",{type:"button",class:"button",id:"compare-close",title:"Show one run, with its flowchart and evidence",onclick:()=>t()},"← Back to one run");return{title:n,element:p("div",{class:"compare-bar"},n,r,s)}}function ux(e){let t=p("h3",{class:"compare-run-name"}),n=p("span",{class:"compare-run-status"}),r=p("span",{class:"muted small compare-run-counts"}),s=p("button",{type:"button",class:"button small-button compare-open",title:"Show this run alone"},"Open"),o=p("div",{class:"compare-findings"}),i=p("p",{class:"error-text",role:"alert",hidden:!0}),a=p("p",{class:"compare-step-time",hidden:!0}),l=p("section",{class:"card compare-run",id:`compare-run-${e}`,"data-slot":e},p("div",{class:"card-head compare-run-head"},t,n,r,s),i,a,o);return{slot:e,el:l,name:t,badge:n,counts:r,open:s,findings:o,error:i,stepTime:a}}function zp(e){delete e.el.dataset.status,D(e.badge),e.counts.textContent="",e.stepTime.hidden=!0}function dx(e){let t=p("h4",{class:"compare-heatmap-run"}),n=p("p",{class:"chart-note muted compare-heatmap-note"}),r=p("p",{class:"error-text",role:"alert",hidden:!0}),s=p("div",{class:"heatmap-box"}),o=p("div",{class:"compare-heatmap",id:`compare-heatmap-block-${e}`,"data-slot":e},t,n,r,s),i=Gr(s,{id:`compare-heatmap-${e}`,idPrefix:`compare-heatmap-${e}`});return{slot:e,el:o,name:t,note:n,error:r,heatmap:i,text:null}}function fx(e,{has:t,summary:n,answer:r,body:s,stat:o,what:i,range:a,labels:l}){if(!t){e.text=null,e.heatmap.clear(),nt(e.error,null),e.note.textContent=n?`This run logged no ${i}.`:"This run logged no gradient statistics (it has no gradient health data).";return}if(!s){e.text=null,e.heatmap.clear(),e.note.textContent="",nt(e.error,r.status==="rejected"?rr(i,r.reason):`No ${i} for this run.`);return}nt(e.error,null);let c=JSON.stringify([r.value.text,a,l]);c!==e.text&&(e.text=c,e.heatmap.setData(s,{label:le(o),range:a,labels:l}),e.note.textContent=Mo(o,Hr(s)))}function Gp(e){D(e,p("section",{id:"empty-state",class:"card empty-state"},p("h2",null,"No training health data yet"),p("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),p("h3",null,"1. Keras: add the callback"),Mn(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),p("h3",null,"2. Or instrument every fit() in the process"),Mn(`import tb_trainhealth

tb_trainhealth.autolog()`),p("h3",null,"3. Or run an unchanged script"),Mn("tb-trainhealth run train.py","shell"),p("h3",null,"Then open TensorBoard"),Mn("tensorboard --logdir logs","shell"),p("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var px="app-header-reload .reload-button, app-header-reload button";function hx(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function Yp(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function Up(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),s=c=>{r=Date.now(),e({reason:c})},o=hx();if(o){let c=u=>{let d=u.target;d&&typeof d.closest=="function"&&d.closest(px)&&setTimeout(()=>s("tensorboard-reload"),0)};o.addEventListener("click",c,!0),n.push(()=>o.removeEventListener("click",c,!0))}let i=setInterval(()=>{Yp()&&Date.now()-r>=t-50&&s("timer")},Math.min(t,5e3));n.push(()=>clearInterval(i));let a=()=>{Yp()&&Date.now()-r>=t&&s("visible")};document.addEventListener("visibilitychange",a),n.push(()=>document.removeEventListener("visibilitychange",a));let l=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",l,{once:!0}),{stop:l,markRefreshed:()=>r=Date.now()}}var On=e=>e==null?"n/a":Q(e,4);function mx(e){if(e.action==="batch_size"){let o=e.batch_size||{};return`Step ${e.step}: ${e.why}. Fit went on at batch size ${o.to} (was ${o.from}) from epoch ${e.from_epoch}.`}if(e.action==="skipped")return gx(e);let[t,n]=Array.isArray(e.undone_steps)?e.undone_steps:[null,null],r=`Step ${e.step}: ${String(e.problem).replace(/_/g," ")} (${e.why}). Rolled back to step ${e.rolled_back_to}; the updates of steps ${t}-${n} were undone.`,s=e.learning_rate;if(s&&typeof s=="object"){let o=s.for_steps===null||s.for_steps===void 0?"for the rest of the fit":`for ${s.for_steps} steps`;r+=` Learning rate ${On(s.from)} → ${On(s.to)} ${o}.`}return e.clipnorm&&(r+=` Gradients clipped at global norm ${On(e.clipnorm)}.`),r+=` Loss before ${On(e.loss_before)}, at the step ${On(e.loss_at)}, after ${On(e.loss_after)}.`,r}function gx(e){let t=Array.isArray(e.steps)&&e.steps.length?e.steps:[e.step],n=Array.isArray(e.epochs)?e.epochs:[],r=Array.isArray(e.records)?` (records ${e.records[0]}–${e.records[1]-1} of the training arrays)`:"",s=`${String(e.problem).replace(/_/g," ")} (${e.why})`;return t.length===1?`Step ${t[0]}: ${s}. Its update was skipped, nothing else undone: batch ${e.batch} of epoch ${e.epoch}${r}.`:`Batch ${e.batch}${r} was bad in ${t.length} epochs (${n.join(", ")}; steps ${t.join(", ")}): ${s}. Its update was skipped each time, nothing else undone. Remove or repair these records, and shuffle the data.`}function Kp(e){let t=e.repairs.map(a=>p("li",null,mx(a))),n=e.gave_up;n&&t.push(p("li",{class:"repair-gave-up"},`Step ${n.step}: heal gave up (${n.why}): ${n.reason}.`+(n.stopped===!1?"":" The run stopped.")));let r=e.learning,s=!n&&r&&r.went_on===!1;s&&t.push(p("li",{class:"repair-gave-up"},`Heal kept the run going, but its loss did not come back below where it began (${On(r.began)} at the start, ${On(r.ended)} at the end): not healed. The findings say what to fix.`));let o=e.repairs.length,i=n||s?"Repairs: did not help":`Healed: ${o} repair${o===1?"":"s"}`;return p("div",{class:"repairs",id:"repairs"},p("h4",null,i),p("ul",null,t))}var Po="tb-trainhealth:selection",yx=3e3,bx=new Set(["pending","unreadable","healed"]),Oa=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.compareRun=null,this.compareView=null,this.areaViews=[];let n=An(Po);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.savedCompare=Vp(),this.buildShell()}buildShell(){this.select=p("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=p("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=p("span",{id:"run-counts",class:"muted"}),this.updated=p("span",{id:"last-updated",class:"muted"}),this.refreshButton=p("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},p("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=p("label",{class:"run-picker"},p("span",null,"Run"),this.select),this.comparePicker=Hp({onchange:t=>this.setCompare(t)}),this.filter={status:"",text:""},this.statusFilter=p("select",{id:"run-status-filter",class:"th-select","aria-label":"Show runs of status",onchange:()=>this.setFilter({status:this.statusFilter.value})}),this.nameFilter=p("input",{id:"run-name-filter",type:"search",class:"th-input",placeholder:"Filter runs by name","aria-label":"Filter runs by name",oninput:()=>this.setFilter({text:this.nameFilter.value})}),this.runFilters=p("span",{class:"run-filters",hidden:!0},this.statusFilter,this.nameFilter),this.banner=p("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=p("main",{id:"content"},p("p",{class:"muted loading-text"},"Loading…")),D(this.root,p("header",{class:"th-header"},p("h1",null,"Training Health"),this.runPicker,this.comparePicker.element,this.runFilters,this.statusBadge,this.counts,p("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,D(this.banner,p("strong",null,"Error: "),t)}buildRunView(){this.destroyCompareView(),this.view="run",this.flowBox=p("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=p("section",{id:"findings",class:"card findings"}),this.panel=p("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=p("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),D(this.content,p("div",{class:"th-grid"},p("section",{class:"card flowchart-card"},p("div",{class:"card-head"},p("h3",null,"Triage flowchart"),p("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),p("div",{class:"col-main"},this.chartBox),p("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=ud(this.chartBox),this.viewAreas=new Set;for(let t of wp())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=p("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(Co(r),{area:r,title:r,openFinding:s=>this.openFinding(s)})}viewContext(t){return{area:t,title:ii(t).title,openFinding:n=>this.openFinding(n)}}hideAreaViews(t){for(let n of this.content.querySelectorAll(":scope > .area-section"))n.hidden=t}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}buildCompareView(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.destroyCompareView(),this.view="compare",this.flow=null,this.compareView=Wp(this.content,{onOpen:(t,n)=>this.openRun(t,n),onSwap:()=>this.selectRun(this.compareRun),onClose:()=>this.setCompare(null)})}destroyCompareView(){this.compareView&&this.compareView.destroy(),this.compareView=null}setCompare(t){this.compareRun=t||null,Ro(this.compareRun),this.show()}openRun(t,n){this.compareRun=null,Ro(null),this.run=t,this.nodeId=n||null,nn(Po,{run:t,node:this.nodeId}),this.show()}ensureView(){this.compareRun&&this.view!=="compare"&&this.buildCompareView(),!this.compareRun&&this.view!=="run"&&this.buildRunView()}async show(){this.ensureView(),this.updateRunPicker(),this.diagnosisText=null;let t=++this.seq;this.root.dataset.loading="true";try{await this.loadCurrent(t)}finally{t===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}showEmpty(){this.destroyCompareView(),this.comparePicker.hide(),this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",Gp(this.content)}showFatal(t){this.view==="run"||this.view==="compare"||this.view==="empty"||(this.view="error",D(this.content,p("section",{class:"card error-state",id:"error-state"},p("h2",null,"Could not load Training Health"),p("p",null,t),p("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}setFilter(t){this.filter={...this.filter,...t};let n=La($s(this.runs||[]),this.filter);this.updateRunPicker(),n.length&&!n.some(r=>r.run===this.run)&&this.selectRun(n[0].run)}updateStatusFilter(){let t=this.runs||[],n=Ip(t),r=Es.filter(o=>!bx.has(o)||n[o]>0||this.filter.status===o),s=["",...r].map(o=>`${o}|${o?n[o]:t.length}`).join(`
`);this.statusFilter.dataset.options!==s&&(D(this.statusFilter,p("option",{value:""},`All runs (${t.length})`),r.map(o=>p("option",{value:o,"data-count":String(n[o]),disabled:n[o]===0&&this.filter.status!==o},`${$n[o]} (${n[o]})`))),this.statusFilter.dataset.options=s),this.statusFilter.value=this.filter.status,this.runFilters.hidden=t.length<2}updateRunPicker(){this.updateStatusFilter();let t=La($s(this.runs||[]),this.filter,this.run),n=[...this.select.options].map(o=>`${o.value}|${o.textContent}`).join(`
`),r=t.map(o=>`${o.run}|${Ts(o)}`).join(`
`);n!==r&&D(this.select,t.map(Io)),this.select.value=this.run,this.runPicker.hidden=!1,this.comparePicker.update($s(this.runs||[]),this.run,this.compareRun);let s=(this.runs||[]).find(o=>o.run===this.run);s&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${s.status}`,this.statusBadge.textContent=$n[s.status]||s.status,this.counts.textContent=Lo(s.counts))}async refresh({reason:t}={}){let n=++this.seq;this.root.dataset.refreshesStarted=String((Number(this.root.dataset.refreshesStarted)||0)+1),this.root.dataset.startReason=t||"",this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await gl()}catch(i){if(n!==this.seq)return;let a=`Could not load the list of runs: ${i.message}`;this.showBanner(a),this.showFatal(a);return}if(n!==this.seq)return;let s=Array.isArray(r.body.runs)?r.body.runs.filter(i=>i&&typeof i.run=="string"):[];if(this.runs=s,this.pollPending(s),!s.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let o=s.map(i=>i.run);if(!o.includes(this.run)){let i=this.savedRun&&o.includes(this.savedRun)?this.savedRun:null;this.nodeId=i?this.savedNode:null,this.savedRun=null,this.run=i||Rp(s)}this.compareRun=kp(this.savedCompare!==null?this.savedCompare:this.compareRun,o,this.run),this.savedCompare=null,this.ensureView(),this.updateRunPicker(),await this.loadCurrent(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}pollPending(t){clearTimeout(this.pendingTimer),this.pendingTimer=Pp(t)?setTimeout(()=>this.refresh({reason:"pending"}),yx):null}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){t!==this.run&&(t===this.compareRun&&(this.compareRun=this.run,Ro(this.compareRun)),this.run=t,this.nodeId=null,nn(Po,{run:t,node:null}),await this.show())}async loadCurrent(t){if(this.view!=="compare")return this.loadRun(t);this.showBanner(null),await this.compareView.update(this.run,this.compareRun)}current(t,n){return t===this.seq&&n===this.run}async loadRun(t){let n=this.run,[r]=await Promise.allSettled([zs(n)]);if(!this.current(t,n))return;let s=r.status==="fulfilled"?r.value.body:null;if(s&&typeof s.run=="string"&&s.run!==n)return;let o=!s||!Array.isArray(s.series)||s.series.includes(Xe.loss),[i]=o?await Promise.allSettled([Ds(n,Xe.loss)]):[null];if(!this.current(t,n))return;let a=!0;if(r.status==="fulfilled")Fp(this.runs,r.value.body)&&this.updateRunPicker(),this.applyDiagnosis(r.value.body,r.value.text);else{a=!1;let d=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,D(this.flowBox,p("p",{class:"error-text"},d)),D(this.findingsBox,p("h3",null,"Findings"),p("p",{class:"muted"},"Unavailable.")),D(this.panel,p("h3",null,"Evidence"),p("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(d)}if(!i)this.chart.showNote(mo(s));else if(i.status==="fulfilled")this.chart.update(i.value.body,i.value.text,s&&s.repairs);else{let d=i.reason;this.chart.showError(d.status===404||d.status===400?`No loss series for this run: ${d.message}`:`Could not load the loss series: ${d.message}`)}if(this.hideAreaViews(!a),!a)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let l=this.areaViews.slice(),c=await Promise.allSettled(l.map(d=>d.update(n,this.diagnosis)));if(!this.current(t,n))return;let u=c.find(d=>d.status==="rejected");if(u)throw u.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],s=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!s.some(o=>o.id===this.nodeId)&&(this.nodeId=null),this.flow=kc(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:o=>this.selectNode(o,{scroll:!0})}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];Zs(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(l,c)=>{let u=this.areaViews.map(d=>d.focusFinding(c)).filter(Boolean);this.selectNode(l,{scroll:!u.length})}});let s=Array.isArray(t.warnings)?t.warnings.filter(l=>typeof l=="string"):[];s.length&&this.findingsBox.append(p("div",{class:"log-warnings",id:"log-warnings"},p("h4",null,`Log warnings (${s.length})`),p("ul",null,s.map(l=>p("li",null,l)))));let o=t.repairs&&Array.isArray(t.repairs.repairs)?t.repairs:null;o&&this.findingsBox.append(Kp(o));let i=t.capture&&t.capture.overhead_budget;i&&Number(i.full_every)>1&&this.findingsBox.append(p("p",{class:"capture-budget",id:"capture-budget"},`Capture: per-layer statistics every ${i.full_every} steps, to hold its overhead budget of ${Number((100*Number(i.overhead_budget)).toPrecision(2))}% (${String(i.reason||"")}). The loss, the NaN/Inf check and the first bad step are exact at every step.`));let a=r.find(l=>l.id===this.nodeId);a?Cc(this.panel,a,n,{onClose:()=>this.selectNode(null)}):Mc(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,nn(Po,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"start",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let s=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!s)return;s.classList.add("focused");let o=s.getBoundingClientRect().top;(o<64||o>window.innerHeight-120)&&s.scrollIntoView&&s.scrollIntoView({block:"start",behavior:"smooth"})}},Dt=null;function Gk(){if(Dt)return Dt;Pe("trainhealth-style",`${ul}
${dl}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",Dt=new Oa(e),od(()=>{Dt.chart&&Dt.chart.retheme(),Dt.compareView&&Dt.compareView.retheme();for(let n of Dt.areaViews)n.retheme()});let t=Up(n=>Dt.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;Dt.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),Dt.refresh({reason:"initial"}).then(()=>t.markRefreshed()),Dt}export{Gk as render};
