/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */
var oa='.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';var ia=`/* Training Health tab. Colours are CSS variables switched by
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
.flowchart-scroll {
  overflow-x: auto;
  display: flex;
  justify-content: center;
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
`;var la={areas:[{events:["training_error","capture_error","capture_budget"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{capture_budget:"Capture cost",capture_error:"Capture stopped",loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch","index_out_of_range"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{index_out_of_range:"Index out of range",input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix the layer, the data or the loss",parent:"shape"}],series:[],title:"Shapes"},{events:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers","low_precision_sum"],findings:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse","low_precision_sum"],hint:'The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the batch\'s data, the loss, every layer\'s output, the gradients and the weights each step (also under XLA), and names the first step, sample, layer and variable that went NaN/Inf; `options={"nonfinite": {"replay": True}}` reruns that step under check_numerics and names the op and its source line. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.',histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",low_precision_sum:"bfloat16 sum loses precision",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_op:"First NaN/Inf op",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],title:"NaN / Inf"},{events:["memory_model","oom","disk_full","batch_size_search"],findings:["oom","memory_pressure","memory_growth","disk_full"],hint:"The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, logs the model's size, and records an out-of-memory error with the allocation that failed. `tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here.",histograms:[],labels:{batch_size_search:"Batch-size search",disk_full:"Disk full",memory_growth:"Memory growth",memory_model:"Model size",memory_peak:"Memory peak",memory_pressure:"Memory pressure",memory_used:"Memory used",oom:"Out of memory"},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:["memory_used","memory_peak"],title:"Memory"},{events:[],findings:["exploding_gradients","vanishing_gradients","dead_units"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],title:"Gradient health"},{events:["head_check","epoch_logs"],findings:["loss_oscillating","loss_diverging","loss_stuck","accuracy_at_chance","output_activation_mismatch","loss_output_mismatch","unscaled_inputs","saturated_activations","learning_rate_too_high","learning_rate_too_low","loss_spike"],hint:"The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`.",histograms:[],labels:{accuracy_at_chance:"Accuracy at chance",epoch_logs:"Epoch metrics",head_check:"Head and loss check",learning_rate_too_high:"Learning rate too high",learning_rate_too_low:"Learning rate too low",loss_diverging:"Loss diverging",loss_oscillating:"Loss oscillating",loss_output_mismatch:"Loss does not fit output/targets",loss_spike:"Loss spike",loss_stuck:"Loss stuck",lr_update_ratio:"Update / weight ratio (sampled)",output_activation_mismatch:"Output head cannot fit targets",saturated_activations:"Saturated activations",saturation:"Saturated share (|z| > 5)",schedule_rate:"Learning rate (schedule)",unscaled_inputs:"Unscaled inputs"},log_scale:["lr_update_ratio"],matrices:["saturation","lr_update_ratio"],name:"convergence",nodes:[{edge_label:"does not learn",id:"convergence",kind:"check",label:"Loss not decreasing / unstable",parent:"error"},{edge_label:"",id:"fix_convergence",kind:"fix",label:"Output head, loss, input scale, learning rate",parent:"convergence"}],series:["schedule_rate"],title:"Convergence"},{events:["attention_layers"],findings:["attention_logit_growth","attention_entropy_collapse"],hint:"The attention probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records, for every Keras MultiHeadAttention and every layer of yours that softmaxes (queries x keys) scores with `keras.ops.softmax`, the largest attention logit and the attention entropy every few steps, with plain `model.fit`.",histograms:[],labels:{attention_entropy:"Attention entropy (nats)",attention_entropy_collapse:"Attention entropy collapse",attention_entropy_norm:"Attention entropy / log(keys)",attention_layers:"Attention layers",attention_logit_growth:"Attention logit growth",attention_max_logit:"Largest attention logit"},log_scale:[],matrices:["attention_max_logit","attention_entropy","attention_entropy_norm"],name:"attention",nodes:[{edge_label:"transformer unstable",id:"attention",kind:"check",label:"Attention logits grow / entropy collapses",parent:"error"},{edge_label:"",id:"fix_attention",kind:"fix",label:"QK normalisation, lower peak learning rate, z-loss",parent:"attention"}],series:[],title:"Attention health"},{events:["input_timing","input_stall","pipeline_graph","input_exhausted"],findings:["input_bound","input_stall","pipeline_lint","unshuffled_data","input_exhausted"],hint:"The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a PyDataset). Custom training loops are not timed.",histograms:[],labels:{compute_time:"Compute (ms)",host_time:"Host, between steps (ms)",input_bound:"Input-bound",input_exhausted:"Input ran out",input_stall:"Input stall",input_timing:"Input timing",input_wait:"Input wait (ms)",pipeline_graph:"Pipeline",pipeline_lint:"Pipeline lint",unshuffled_data:"Unshuffled data"},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:["input_wait","compute_time","host_time"],title:"Input pipeline"}]};var wn=Object.freeze(la.areas.map(e=>Object.freeze(e)));function Un(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,s){if(typeof s=="string"){if(Object.prototype.hasOwnProperty.call(r,s))return r[s];throw new Error(`no declared ${e} ${JSON.stringify(s)} (tb_trainhealth/areas/)`)}}})}var Qr=e=>wn.flatMap(t=>t[e]),pe=Un("area",wn.map(e=>e.name)),xx=Un("node id",wn.flatMap(e=>e.nodes.map(t=>t.id))),Cn=Un("finding kind",Qr("findings")),dn=Un("event kind",Qr("events")),pt=Un("matrix statistic",Qr("matrices")),rt=Un("series",Qr("series")),wx=Un("histogram family",Qr("histograms")),lp=Object.freeze(Object.assign({},...wn.map(e=>e.labels)));function me(e){return lp[e]||es(e)}function ti(e){return wn.find(t=>t.name===pe[e])}function aa(e){let t=wn.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function st(e){if(!e||typeof e!="object")return null;let t=wn.find(n=>n.findings.includes(e.kind));return t?t.name:aa(e.node)}function ca(e){let t=aa(e);return(t?ti(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var Mn={critical:0,warning:1,info:2},Kn={triggered:"Triggered",clear:"Clear",no_data:"No data"},Ln={critical:"critical",unreadable:"unreadable",warning:"warning",healthy:"healthy",pending:"pending"};function ni(e){let t=null;for(let n of e){let r=n&&n.severity;r in Mn&&(t===null||Mn[r]<Mn[t])&&(t=r)}return t}function ap(e){if(typeof e=="number"){if(!Number.isFinite(e))return String(e);let t=Math.abs(e);if(Number.isInteger(e)&&t<1e15)return String(e);if(t!==0&&(t>=1e6||t<.001)){let[n,r]=e.toExponential(3).split("e");return`${Number(n)}e${Number(r)}`}return String(Number(e.toPrecision(4)))}return typeof e=="boolean"?e?"true":"false":String(e)}function cp(e){let t=[],n=e[0],r=e[0];for(let s of[...e.slice(1),null]){if(s!==null&&s===r+1){r=s;continue}if(r-n>=2)t.push(`${n}–${r}`);else for(let o=n;o<=r;o++)t.push(String(o));n=r=s}return t}var _r=12;function $n(e){if(e==null)return"—";if(Array.isArray(e)){if(!e.length)return"none";let t;return e.every(o=>Number.isInteger(o))&&e.every((o,i)=>i===0||o>e[i-1])?t=cp(e):t=e.map(o=>o!==null&&typeof o=="object"?`(${$n(o)})`:$n(o)),(t.length>_r?[...t.slice(0,_r),`… ${t.length-_r} more`]:t).join(", ")}if(typeof e=="object"){let t=Object.entries(e);if(!t.length)return"none";let n=t.slice(0,_r).map(([r,s])=>`${r}: ${$n(s)}`);return t.length>_r&&n.push(`… ${t.length-_r} more`),n.join(" · ")}return typeof e=="string"?e.replace(up,""):ap(e)}var up=/\u001b\[[0-9;]*m/g;function Sr(e){if(!e||typeof e!="object")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Number.isFinite(e.step)?e.step:null;if(e.kind===Cn.training_error||typeof t.phase=="string"&&"completed_steps"in t)return(typeof t.phase=="string"?/step/.test(t.phase):n!==null)&&n!==null?`crashed at step ${n}`:typeof t.phase=="string"?`crashed in ${t.phase.replace(/_/g," ")}`:"crashed";let s=Number.isFinite(t.first_step)?t.first_step:null,o=Number.isFinite(t.last_step)?t.last_step:null;return s!==null&&o!==null&&o!==s?`steps ${Math.min(s,o)}–${Math.max(s,o)}`:n!==null?`step ${n}`:null}function es(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function It(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var ts=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function ns(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(s){throw new ts(`Could not reach TensorBoard (${s&&s.message?s.message:s}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let s=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new ts(s,t.status)}if(r===null||typeof r!="object")throw new ts(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function Ls(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,s])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(s))}`).join("&");return n?`${e}?${n}`:e}function ua(){return ns("runs")}function Os(e){return ns(Ls("diagnosis",{run:e}))}function Is(e,t){return ns(Ls("series",{run:e,name:t}))}function qn(e,t,n){return ns(Ls("matrix",{run:e,stat:t,max_columns:n||null}))}function dp(e,t,n){return ns(Ls(`${pe[e]}/${t}`,n))}function da(e,t){return dp(pe.gradients,"histograms",{run:e,layer:t})}var fp="http://www.w3.org/2000/svg";function ri(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function fa(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function f(e,t,...n){return ri(fa(document.createElement(e),t),n)}function Q(e,t,...n){return ri(fa(document.createElementNS(fp,e),t),n)}function B(e,...t){return e.textContent="",ri(e,t)}function On(e){return String(e).split("`").map((n,r)=>r%2?f("code",null,n):n)}function We(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function In(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function fn(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var Oa=Object.defineProperty,hp=(e,t,n)=>t in e?Oa(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,pp=(e,t)=>{for(var n in t)Oa(e,n,{get:t[n],enumerable:!0})},mp=(e,t,n)=>hp(e,typeof t!="symbol"?t+"":t,n),Ia={};pp(Ia,{Graph:()=>Qt,alg:()=>fi});var gp=Object.defineProperty,Ra=(e,t)=>{for(var n in t)gp(e,n,{get:t[n],enumerable:!0})},di=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let s of r)n.add(s);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([s,o])=>{e(s)&&t.setNode(s,o)}),Object.values(this._edgeObjs).forEach(s=>{t.hasNode(s.v)&&t.hasNode(s.w)&&t.setEdge(s,this.edge(s))});let n={},r=s=>{let o=this.parent(s);return!o||t.hasNode(o)?(n[s]=o,o):o in n?n[o]:r(o)};return this._isCompound&&t.nodes().forEach(s=>t.setParent(s,r(s))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let s,o,i,l,a=!1;typeof e=="object"&&e!==null&&"v"in e?(s=e.v,o=e.w,i=e.name,arguments.length===2&&(l=t,a=!0)):(s=e,o=t,i=r,arguments.length>2&&(l=n,a=!0)),s=""+s,o=""+o,i!==void 0&&(i=""+i);let c=rs(this._isDirected,s,o,i);if(c in this._edgeLabels)return a&&(this._edgeLabels[c]=l),this;if(i!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(s),this.setNode(o),this._edgeLabels[c]=a?l:this._defaultEdgeLabelFn(s,o,i);let d=yp(this._isDirected,s,o,i);return s=d.v,o=d.w,Object.freeze(d),this._edgeObjs[c]=d,ha(this._preds[o],s),ha(this._sucs[s],o),this._in[o][c]=d,this._out[s][c]=d,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?si(this._isDirected,e):rs(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?si(this._isDirected,e):rs(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?si(this._isDirected,e):rs(this._isDirected,e,t,n),s=this._edgeObjs[r];if(s){let o=s.v,i=s.w;delete this._edgeLabels[r],delete this._edgeObjs[r],pa(this._preds[i],o),pa(this._sucs[o],i),delete this._in[i][r],delete this._out[o][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(s=>s.v===t&&s.w===n||s.v===n&&s.w===t):r}};function ha(e,t){e[t]?e[t]++:e[t]=1}function pa(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function rs(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let i=s;s=o,o=i}return s+""+o+""+(r===void 0?"\0":r)}function yp(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let l=s;s=o,o=l}let i={v:s,w:o};return r&&(i.name=r),i}function si(e,t){return rs(e,t.v,t.w,t.name)}var bp={};Ra(bp,{read:()=>kp,write:()=>xp});function xp(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:wp(e),edges:vp(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function wp(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),s={v:t};return n!==void 0&&(s.value=n),r!==void 0&&(s.parent=r),s})}function vp(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function kp(e){let t=new di(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var fi={};Ra(fi,{CycleException:()=>Fs,bellmanFord:()=>Fa,components:()=>Ep,dijkstra:()=>Rs,dijkstraAll:()=>Np,findCycles:()=>Mp,floydWarshall:()=>Cp,isAcyclic:()=>Op,postorder:()=>Rp,preorder:()=>Fp,prim:()=>Pp,shortestPaths:()=>jp,tarjan:()=>ja,topsort:()=>za});var _p=()=>1;function Fa(e,t,n,r){return Sp(e,String(t),n||_p,r||function(s){var o;return(o=e.outEdges(s))!=null?o:[]})}function Sp(e,t,n,r){let s={},o,i=0,l=e.nodes(),a=function(h){let g=s[h.v],w=s[h.w];if(!g||!w)return;let k=n(h);g.distance+k<w.distance&&(s[h.w]={distance:g.distance+k,predecessor:h.v},o=!0)},c=function(){l.forEach(function(h){r(h).forEach(function(g){let w=g.v===h?g.v:g.w,k=w===g.v?g.w:g.v;a({v:w,w:k})})})};l.forEach(function(h){let g=h===t?0:Number.POSITIVE_INFINITY;s[h]={distance:g,predecessor:""}});let d=l.length;for(let h=1;h<d&&(o=!1,i++,c(),!!o);h++);if(i===d-1&&(o=!1,c(),o))throw new Error("The graph contains a negative weight cycle");return s}function Ep(e){let t={},n=[],r;function s(o){var i,l;o in t||(t[o]=!0,r.push(o),(i=e.successors(o))==null||i.forEach(s),(l=e.predecessors(o))==null||l.forEach(s))}return e.nodes().forEach(function(o){r=[],s(o),r.length&&n.push(r)}),n}var Pa=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let s=this._arr,o=s.length;return n[r]=o,s.push({key:r,priority:t}),this._decrease(o),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,s=e;n<t.length&&(s=t[n].priority<t[s].priority?n:s,r<t.length&&(s=t[r].priority<t[s].priority?r:s),s!==e&&(this._swap(e,s),this._heapify(s)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,s=n[e],o=n[t];n[e]=o,n[t]=s,r[o.key]=e,r[s.key]=t}},Tp=()=>1;function Rs(e,t,n,r){let s=function(o){var i;return(i=e.outEdges(o))!=null?i:[]};return Ap(e,String(t),n||Tp,r||s)}function Ap(e,t,n,r){let s={},o=new Pa,i,l,a=function(c){let d=c.v!==i?c.v:c.w,h=s[d];if(!h)return;let g=n(c),w=l.distance+g;if(g<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+g);w<h.distance&&(h.distance=w,h.predecessor=i,o.decrease(d,w))};for(e.nodes().forEach(function(c){let d=c===t?0:Number.POSITIVE_INFINITY;s[c]={distance:d,predecessor:""},o.add(c,d)});o.size()>0;){i=o.removeMin();let c=s[i];if(!c||c.distance===Number.POSITIVE_INFINITY)break;l=c,r(i).forEach(a)}return s}function Np(e,t,n){return e.nodes().reduce(function(r,s){return r[s]=Rs(e,s,t,n),r},{})}function ja(e){let t=0,n=[],r={},s=[];function o(i){var l;let a=r[i]={onStack:!0,lowlink:t,index:t++};if(n.push(i),(l=e.successors(i))==null||l.forEach(function(c){if(c in r){let d=r[c];d!=null&&d.onStack&&(a.lowlink=Math.min(a.lowlink,d.index))}else{o(c);let d=r[c];d&&(a.lowlink=Math.min(a.lowlink,d.lowlink))}}),a.lowlink===a.index){let c=[],d;do{d=n.pop();let h=r[d];h&&(h.onStack=!1),c.push(d)}while(i!==d);s.push(c)}}return e.nodes().forEach(function(i){i in r||o(i)}),s}function Mp(e){return ja(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var $p=()=>1;function Cp(e,t,n){return Lp(e,t||$p,n||function(r){var s;return(s=e.outEdges(r))!=null?s:[]})}function Lp(e,t,n){let r={},s=e.nodes();return s.forEach(function(o){let i={};r[o]=i,i[o]={distance:0,predecessor:""},s.forEach(function(l){o!==l&&(i[l]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(o).forEach(function(l){let a=l.v===o?l.w:l.v,c=t(l);i[a]={distance:c,predecessor:o}})}),s.forEach(function(o){let i=r[o];i&&s.forEach(function(l){let a=r[l];a&&s.forEach(function(c){let d=a[o],h=i[c],g=a[c];if(d&&h&&g){let w=d.distance+h.distance;w<g.distance&&(g.distance=w,g.predecessor=h.predecessor)}})})}),r}var Fs=class extends Error{constructor(e){super(e),this.name="CycleException"}};function za(e){let t={},n={},r=[];function s(o){var i;if(o in n)throw new Fs;o in t||(n[o]=!0,t[o]=!0,(i=e.predecessors(o))==null||i.forEach(s),delete n[o],r.push(o))}if(e.sinks().forEach(s),Object.keys(t).length!==e.nodeCount())throw new Fs;return r}function Op(e){try{za(e)}catch(t){if(t instanceof Fs)return!1;throw t}return!0}function Ip(e,t,n,r,s){Array.isArray(t)||(t=[t]);let o=(l=>{var a;return(a=e.isDirected()?e.successors(l):e.neighbors(l))!=null?a:[]}),i={};return t.forEach(function(l){if(!e.hasNode(l))throw new Error("Graph does not have node: "+l);s=Da(e,l,n==="post",i,o,r,s)}),s}function Da(e,t,n,r,s,o,i){return t in r||(r[t]=!0,n||(i=o(i,t)),s(t).forEach(function(l){i=Da(e,l,n,r,s,o,i)}),n&&(i=o(i,t))),i}function Ba(e,t,n){return Ip(e,t,n,function(r,s){return r.push(s),r},[])}function Rp(e,t){return Ba(e,t,"post")}function Fp(e,t){return Ba(e,t,"pre")}function Pp(e,t){var n;let r=new di,s={},o=new Pa,i;function l(d){let h=d.v===i?d.w:d.v,g=o.priority(h);if(g!==void 0){let w=t(d);w<g&&(s[h]=i,o.decrease(h,w))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(d){o.add(d,Number.POSITIVE_INFINITY),r.setNode(d)});let a=e.nodes()[0];a!==void 0&&o.decrease(a,0);let c=!1;for(;o.size()>0;){if(i=o.removeMin(),i in s)r.setEdge(i,s[i]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(i))==null||n.forEach(l)}return r}function jp(e,t,n,r){return zp(e,t,n,r??(s=>{var o;return(o=e.outEdges(s))!=null?o:[]}))}function zp(e,t,n,r){if(n===void 0)return Rs(e,t,n,r);let s=!1,o=e.nodes();for(let i=0;i<o.length;i++){let l=o[i];if(l===void 0)continue;let a=r(l);for(let c=0;c<a.length;c++){let d=a[c];if(!d)continue;let h=d.v===l?d.v:d.w,g=h===d.v?d.w:d.v;n({v:h,w:g})<0&&(s=!0)}if(s)return Fa(e,t,n,r)}return Rs(e,t,n,r)}var Qt=di;function Tr(e,t,n,r){let s=r;for(;e.hasNode(s);)s=hi(r);return n.dummy=t,e.setNode(s,n),s}function Dp(e){let t=new Qt().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},s=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+s.weight,minlen:Math.max(r.minlen,s.minlen)})}),t}function Va(e){let t=new Qt({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function ma(e,t){let n=e.x,r=e.y,s=t.x-n,o=t.y-r,i=e.width/2,l=e.height/2;if(!s&&!o)throw new Error("Not possible to find intersection inside of the rectangle");let a,c;return s===0||Math.abs(o)*i>Math.abs(s)*l?(o<0&&(l=-l),a=l*s/o,c=l):(s<0&&(i=-i),a=i,c=i*o/s),{x:n+a,y:r+c}}function os(e){let t=ss(Wa(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),s=r.rank;s!==void 0&&(t[s]||(t[s]=[]),t[s][r.order]=n)}),t}function Bp(e){let t=e.nodes().map(r=>{let s=e.node(r).rank;return s===void 0?Number.MAX_VALUE:s}),n=hn(Math.min,t);e.nodes().forEach(r=>{let s=e.node(r);Object.hasOwn(s,"rank")&&(s.rank-=n)})}function Vp(e){let t=e.nodes().map(i=>e.node(i).rank).filter(i=>i!==void 0),n=hn(Math.min,t),r=[];e.nodes().forEach(i=>{let l=e.node(i).rank-n;r[l]||(r[l]=[]),r[l].push(i)});let s=0,o=e.graph().nodeRankFactor;Array.from(r).forEach((i,l)=>{i===void 0&&l%o!==0?--s:i!==void 0&&s&&i.forEach(a=>e.node(a).rank+=s)})}function ga(e,t,n,r){let s={width:0,height:0};return arguments.length>=4&&(s.rank=n,s.order=r),Tr(e,"border",s,t)}function Hp(e,t=Ha){let n=[];for(let r=0;r<e.length;r+=t){let s=e.slice(r,r+t);n.push(s)}return n}var Ha=65535;function hn(e,t){if(t.length>Ha){let n=Hp(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function Wa(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return hn(Math.max,t)}function Wp(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function Gp(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function Ga(e,t){return t()}var Yp=0;function hi(e){let t=++Yp;return e+(""+t)}function ss(e,t,n=1){t==null&&(t=e,e=0);let r=o=>o<t;n<0&&(r=o=>t<o);let s=[];for(let o=e;r(o);o+=n)s.push(o);return s}function Ps(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function js(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[s,o])=>(r[s]=n(o,s),r),{})}function Up(e,t){return e.reduce((n,r,s)=>(n[r]=t[s],n),{})}var zs="\0";function Ya(e,t,n){var r,s,o,i,l,a;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let d=c?(s=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?s:NaN+1:(i=(o=e[t.edgeObj.w])==null?void 0:o.rank)!=null?i:NaN-1,h=Object.entries(e).find(v=>{var b,S;return((b=v[1].edgeObj)==null?void 0:b.v)===t.edgeObj.v&&((S=v[1].edgeObj)==null?void 0:S.w)===t.edgeObj.w&&v[1].rank===d}),g=Object.entries(e).find(v=>{var b,S;return((b=v[1].edgeObj)==null?void 0:b.v)===n.edgeObj.v&&((S=v[1].edgeObj)==null?void 0:S.w)===n.edgeObj.w&&v[1].rank===d});if(!h||!g)return 0;let w=(l=h[1].order)!=null?l:NaN,k=(a=g[1].order)!=null?a:NaN;return isNaN(w-k)?0:w-k}var Kp="3.1.3",qp=class{constructor(){mp(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return ya(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&ya(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,Jp)),n=n._prev;return"["+e.join(", ")+"]"}};function ya(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function Jp(e,t){if(e!=="_next"&&e!=="_prev")return t}var Xp=qp,Zp=()=>1;function Qp(e,t){if(e.nodeCount()<=1)return[];let n=tm(e,t||Zp);return em(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function em(e,t,n){var r;let s=[],o=t[t.length-1],i=t[0],l;for(;e.nodeCount();){for(;l=i.dequeue();)oi(e,t,n,l);for(;l=o.dequeue();)oi(e,t,n,l);if(e.nodeCount()){for(let a=t.length-2;a>0;--a)if(l=(r=t[a])==null?void 0:r.dequeue(),l){s=s.concat(oi(e,t,n,l,!0)||[]);break}}}return s}function oi(e,t,n,r,s){let o=[],i=s?o:void 0;return(e.inEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=e.node(l.v);s&&o.push({v:l.v,w:l.w}),c.out-=a,ui(t,n,c)}),(e.outEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=l.w,d=e.node(c);d.in-=a,ui(t,n,d)}),e.removeNode(r.v),i}function tm(e,t){let n=new Qt,r=0,s=0;e.nodes().forEach(l=>{n.setNode(l,{v:l,in:0,out:0})}),e.edges().forEach(l=>{let a=n.edge(l.v,l.w)||0,c=t(l),d=a+c;n.setEdge(l.v,l.w,d);let h=n.node(l.v),g=n.node(l.w);s=Math.max(s,h.out+=c),r=Math.max(r,g.in+=c)});let o=nm(s+r+3).map(()=>new Xp),i=r+1;return n.nodes().forEach(l=>{ui(o,i,n.node(l))}),{graph:n,buckets:o,zeroIdx:i}}function ui(e,t,n){var r,s,o;n.out?n.in?(o=e[n.out-n.in+t])==null||o.enqueue(n):(s=e[e.length-1])==null||s.enqueue(n):(r=e[0])==null||r.enqueue(n)}function nm(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function rm(e,t){(e.graph().acyclicer==="greedy"?Qp(e,n(e)):sm(e,t??null)).forEach(r=>{let s=e.edge(r);e.removeEdge(r),s.forwardName=r.name,s.reversed=!0,e.setEdge(r.w,r.v,s,hi("rev"))});function n(r){return s=>r.edge(s).weight}}function sm(e,t){let n=[],r={},s={};function o(a){Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,e.outEdges(a).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):o(c.w)}),delete r[a])}function i(a){var c;Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,(c=e.outEdges(a))==null||c.forEach(d=>{var h,g;Object.hasOwn(r,d.w)||((h=t.node(a))==null?void 0:h.rank)>((g=t.node(d.w))==null?void 0:g.rank)&&im(e,d.w,d)?n.push(d):i(d.w)}),delete r[a])}let l=o;return t&&typeof t.node=="function"&&(l=i),e.sources().forEach(l),e.nodes().forEach(l),n}function om(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function im(e,t,n){let r=new Set;function s(o){var i;if(e.sources().includes(o))return!0;r.add(o);for(let l of(i=e.inEdges(o))!=null?i:[])if(!(l.v===n.v&&l.w===n.w)&&!r.has(l.v)&&s(l.v))return!0;return!1}return s(t)}function lm(e){e.graph().dummyChains=[],e.edges().forEach(t=>am(e,t))}function am(e,t){let n=t.v,r=e.node(n).rank,s=t.w,o=e.node(s).rank,i=t.name,l=e.edge(t),a=l.labelRank;if(o===r+1)return;e.removeEdge(t);let c,d,h;for(h=0,++r;r<o;++h,++r)l.points=[],d={width:0,height:0,edgeLabel:l,edgeObj:t,rank:r},c=Tr(e,"edge",d,"_d"),r===a&&(d.width=l.width,d.height=l.height,d.dummy="edge-label",d.labelpos=l.labelpos),e.setEdge(n,c,{weight:l.weight},i),h===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,s,{weight:l.weight},i)}function cm(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,s;for(e.setEdge(n.edgeObj,r);n.dummy;)s=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=s,n=e.node(t)})}function pi(e){let t={};function n(r){let s=e.node(r);if(Object.hasOwn(t,r))return s.rank;t[r]=!0;let o=e.outEdges(r),i=o?o.map(a=>a==null?Number.POSITIVE_INFINITY:n(a.w)-e.edge(a).minlen):[],l=hn(Math.min,i);return l===Number.POSITIVE_INFINITY&&(l=0),s.rank=l}e.sources().forEach(n)}function Er(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var Ua=um;function um(e){let t=new Qt({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],s=e.nodeCount();t.setNode(r,{});let o,i;for(;dm(t,e)<s&&(o=fm(t,e),!!o);)i=t.hasNode(o.v)?Er(e,o):-Er(e,o),hm(t,e,i);return t}function dm(e,t){function n(r){let s=t.nodeEdges(r);s&&s.forEach(o=>{let i=o.v,l=r===i?o.w:i;!e.hasNode(l)&&!Er(t,o)&&(e.setNode(l,{}),e.setEdge(r,l,{}),n(l))})}return e.nodes().forEach(n),e.nodeCount()}function fm(e,t){return t.edges().reduce((n,r)=>{let s=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(s=Er(t,r)),s<n[0]?[s,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function hm(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:pm,postorder:mm}=fi,gm=Jn;Jn.initLowLimValues=gi;Jn.initCutValues=mi;Jn.calcCutValue=Ka;Jn.leaveEdge=Ja;Jn.enterEdge=Xa;Jn.exchangeEdges=Za;function Jn(e){e=Dp(e),pi(e);let t=Ua(e);gi(t),mi(t,e);let n,r;for(;n=Ja(t);)r=Xa(t,e,n),Za(t,e,n,r)}function mi(e,t){let n=mm(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>ym(e,t,r))}function ym(e,t,n){let r=e.node(n).parent,s=e.edge(n,r);s.cutvalue=Ka(e,t,n)}function Ka(e,t,n){let r=e.node(n).parent,s=!0,o=t.edge(n,r),i=0;o||(s=!1,o=t.edge(r,n)),i=o.weight;let l=t.nodeEdges(n);return l&&l.forEach(a=>{let c=a.v===n,d=c?a.w:a.v;if(d!==r){let h=c===s,g=t.edge(a).weight;if(i+=h?g:-g,xm(e,n,d)){let w=e.edge(n,d).cutvalue;i+=h?-w:w}}}),i}function gi(e,t){arguments.length<2&&(t=e.nodes()[0]),qa(e,{},1,t)}function qa(e,t,n,r,s){let o=n,i=e.node(r);t[r]=!0;let l=e.neighbors(r);return l&&l.forEach(a=>{Object.hasOwn(t,a)||(n=qa(e,t,n,a,r))}),i.low=o,i.lim=n++,s?i.parent=s:delete i.parent,n}function Ja(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function Xa(e,t,n){let r=n.v,s=n.w;t.hasEdge(r,s)||(r=n.w,s=n.v);let o=e.node(r),i=e.node(s),l=o,a=!1;return o.lim>i.lim&&(l=i,a=!0),t.edges().filter(c=>a===ba(e,e.node(c.v),l)&&a!==ba(e,e.node(c.w),l)).reduce((c,d)=>Er(t,d)<Er(t,c)?d:c)}function Za(e,t,n,r){let s=n.v,o=n.w;e.removeEdge(s,o),e.setEdge(r.v,r.w,{}),gi(e),mi(e,t),bm(e,t)}function bm(e,t){let n=e.nodes().find(s=>!e.node(s).parent);if(!n)return;let r=pm(e,[n]);r=r.slice(1),r.forEach(s=>{let o=e.node(s).parent,i=t.edge(s,o),l=!1;i||(i=t.edge(o,s),l=!0),t.node(s).rank=t.node(o).rank+(l?i.minlen:-i.minlen)})}function xm(e,t,n){return e.hasEdge(t,n)}function ba(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var wm=vm;function vm(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":xa(e);break;case"tight-tree":_m(e);break;case"longest-path":km(e);break;case"none":break;default:xa(e)}}var km=pi;function _m(e){pi(e),Ua(e)}function xa(e){gm(e)}var Sm=Em;function Em(e){let t=Am(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let s=e.node(r),o=s.edgeObj,i=Tm(e,t,o.v,o.w),l=i.path,a=i.lca,c=0,d=l[c],h=!0;for(;r!==o.w;){if(s=e.node(r),h){for(;(d=l[c])!==a&&e.node(d).maxRank<s.rank;)c++;d===a&&(h=!1)}if(!h){for(;c<l.length-1&&e.node(l[c+1]).minRank<=s.rank;)c++;d=l[c]}d!==void 0&&e.setParent(r,d),r=e.successors(r)[0]}})}function Tm(e,t,n,r){let s=[],o=[],i=Math.min(t[n].low,t[r].low),l=Math.max(t[n].lim,t[r].lim),a;a=n;do a=e.parent(a),s.push(a);while(a&&(t[a].low>i||l>t[a].lim));let c=a,d=r;for(;(d=e.parent(d))!==c;)o.push(d);return{path:s.concat(o.reverse()),lca:c}}function Am(e){let t={},n=0;function r(s){let o=n;e.children(s).forEach(r),t[s]={low:o,lim:n++}}return e.children(zs).forEach(r),t}function Nm(e){let t=Tr(e,"root",{},"_root"),n=Mm(e),r=Object.values(n),s=hn(Math.max,r)-1,o=2*s+1;e.graph().nestingRoot=t,e.edges().forEach(l=>e.edge(l).minlen*=o);let i=$m(e)+1;e.children(zs).forEach(l=>{Qa(e,t,o,i,s,n,l)}),e.graph().nodeRankFactor=o}function Qa(e,t,n,r,s,o,i){var l;let a=e.children(i);if(!a.length){i!==t&&e.setEdge(t,i,{weight:0,minlen:n});return}let c=ga(e,"_bt"),d=ga(e,"_bb"),h=e.node(i);e.setParent(c,i),h.borderTop=c,e.setParent(d,i),h.borderBottom=d,a.forEach(g=>{var w;Qa(e,t,n,r,s,o,g);let k=e.node(g),v=k.borderTop?k.borderTop:g,b=k.borderBottom?k.borderBottom:g,S=k.borderTop?r:2*r,m=v!==b?1:s-((w=o[i])!=null?w:0)+1;e.setEdge(c,v,{weight:S,minlen:m,nestingEdge:!0}),e.setEdge(b,d,{weight:S,minlen:m,nestingEdge:!0})}),e.parent(i)||e.setEdge(t,c,{weight:0,minlen:s+((l=o[i])!=null?l:0)})}function Mm(e){let t={};function n(r,s){let o=e.children(r);o&&o.length&&o.forEach(i=>n(i,s+1)),t[r]=s}return e.children(zs).forEach(r=>n(r,1)),t}function $m(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function Cm(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var Lm=Om;function Om(e){function t(n){let r=e.children(n),s=e.node(n);if(r.length&&r.forEach(t),s&&Object.hasOwn(s,"minRank")){s.borderLeft=[],s.borderRight=[];for(let o=s.minRank,i=s.maxRank+1;o<i;++o)wa(e,"borderLeft","_bl",n,s,o),wa(e,"borderRight","_br",n,s,o)}}e.children(zs).forEach(t)}function wa(e,t,n,r,s,o){let i={width:0,height:0,rank:o,borderType:t},l=s[t][o-1],a=Tr(e,"border",i,n);s[t][o]=a,e.setParent(a,r),l&&e.setEdge(l,a,{weight:1})}function Im(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&ec(e)}function Rm(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&Fm(e),(n==="lr"||n==="rl")&&(Pm(e),ec(e))}function ec(e){e.nodes().forEach(t=>va(e.node(t))),e.edges().forEach(t=>va(e.edge(t)))}function va(e){let t=e.width;e.width=e.height,e.height=t}function Fm(e){e.nodes().forEach(t=>ii(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(ii),Object.hasOwn(r,"y")&&ii(r)})}function ii(e){e.y=-e.y}function Pm(e){e.nodes().forEach(t=>li(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(li),Object.hasOwn(r,"x")&&li(r)})}function li(e){let t=e.x;e.x=e.y,e.y=t}function jm(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),s=r.map(c=>e.node(c).rank),o=hn(Math.max,s),i=ss(o+1).map(()=>[]);function l(c){if(n[c])return;n[c]=!0;let d=e.node(c);i[d.rank].push(c);let h=e.successors(c);h&&[...h].sort((g,w)=>a(g,w)).forEach(l)}r.sort((c,d)=>e.node(c).rank-e.node(d).rank).forEach(l);function a(c,d){let h=e.node(c),g=e.node(d);return Ya(t,h,g)}return i}function zm(e,t){let n=0;for(let r=1;r<t.length;++r)n+=Dm(e,t[r-1],t[r]);return n}function Dm(e,t,n){let r=Up(n,n.map((c,d)=>d)),s=t.flatMap(c=>{let d=e.outEdges(c);return d?d.map(h=>({pos:r[h.w],weight:e.edge(h).weight})).sort((h,g)=>h.pos-g.pos):[]}),o=1;for(;o<n.length;)o<<=1;let i=2*o-1;o-=1;let l=new Array(i).fill(0),a=0;return s.forEach(c=>{let d=c.pos+o;l[d]+=c.weight;let h=0;for(;d>0;)d%2&&(h+=l[d+1]),d=d-1>>1,l[d]+=c.weight;a+=c.weight*h}),a}function Bm(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let s=r.reduce((o,i)=>{let l=e.edge(i),a=e.node(i.v);return{sum:o.sum+l.weight*a.order,weight:o.weight+l.weight}},{sum:0,weight:0});return{v:n,barycenter:s.sum/s.weight,weight:s.weight}}})}function Vm(e,t){let n={};e.forEach((s,o)=>{let i={indegree:0,in:[],out:[],vs:[s.v],i:o};s.barycenter!==void 0&&(i.barycenter=s.barycenter,i.weight=s.weight),n[s.v]=i}),t.edges().forEach(s=>{let o=n[s.v],i=n[s.w];o!==void 0&&i!==void 0&&(i.indegree++,o.out.push(i))});let r=Object.values(n).filter(s=>!s.indegree);return Hm(r)}function Hm(e){let t=[];function n(s){return o=>{o.merged||(o.barycenter===void 0||s.barycenter===void 0||o.barycenter>=s.barycenter)&&Wm(s,o)}}function r(s){return o=>{o.in.push(s),--o.indegree===0&&e.push(o)}}for(;e.length;){let s=e.pop();t.push(s),s.in.reverse().forEach(n(s)),s.out.forEach(r(s))}return t.filter(s=>!s.merged).map(s=>Ps(s,["vs","i","barycenter","weight"]))}function Wm(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function Gm(e,t,n,r,s){let o={},i=null,l=null,a=s;typeof t=="boolean"?(a=t,o={}):t&&(o=t,i=n??null,l=r??null);let c=Wp(e,S=>Object.hasOwn(S,"barycenter")),d=c.lhs,h=c.rhs.sort((S,m)=>m.i-S.i),g=[],w=0,k=0,v=0;d.sort(Ym(l,i,!!a));for(let[S,m]of Object.entries(o)){let _=d.findIndex(E=>E.vs[0]===S);d.splice(_+1,0,m)}v=ka(g,h,v),d.forEach(S=>{v+=S.vs.length,g.push(S.vs),w+=S.barycenter*S.weight,k+=S.weight,v=ka(g,h,v)});let b={vs:g.flat(1)};return k&&(b.barycenter=w/k,b.weight=k),b}function ka(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function Ym(e,t,n){return(r,s)=>{if(r.barycenter<s.barycenter)return-1;if(r.barycenter>s.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof s.vs[0]=="string")){let o=e.node(r.vs[0]),i=e.node(s.vs[0]),l=Ya(t,o,i);if(l!==0)return l}return n?s.i-r.i:r.i-s.i}}function tc(e,t,n,r,s){var o,i,l,a,c,d,h,g,w,k,v;let b=null,S=s;typeof r=="boolean"?(S=r,b=null):r!==void 0&&(b=r);let m=e.children(t),_=e.node(t),E=_?_.borderLeft:void 0,A=_?_.borderRight:void 0,$={};E&&(m=m.filter(F=>F!==E&&F!==A));let Y=Bm(e,m);Y.forEach(F=>{if(e.children(F.v).length){let{result:I}=tc(e,F.v,n,b,S);$[F.v]=I,Object.hasOwn(I,"barycenter")&&Km(F,I)}});let P=Vm(Y,n);Um(P,$);let L={},z=!1;for(let F=0;F<P.length;F++)for(let I=F+1;I<P.length;I++)if(!(!P[F]||!P[I]||!((o=P[F])!=null&&o.barycenter)||!((i=P[I])!=null&&i.barycenter))&&((l=P[F])==null?void 0:l.barycenter)===P[I].barycenter){let R=(c=(a=P[F])==null?void 0:a.vs[0])!=null?c:"",C=(h=(d=P[I])==null?void 0:d.vs[0])!=null?h:"",V=e.node(R),G=e.node(C);if(V.dummy==="edge"&&G.dummy==="edge"&&((g=V.edgeObj)==null?void 0:g.v)===((w=G.edgeObj)==null?void 0:w.v)&&((k=V.edgeObj)==null?void 0:k.w)===((v=G.edgeObj)==null?void 0:v.w))if(V.edgeLabel.reversed){L[C]=P[F],P.splice(F,1),F--;break}else L[R]||(L[R]=P[I],P.splice(I,1),I--);else z=!0}let M=Gm(P,L,b,e,S);if(E&&A){M.vs=[E,M.vs,A].flat(1);let F=e.predecessors(E);if(F&&F.length){let I=e.node(F[0]),R=e.predecessors(A),C=e.node(R[0]);Object.hasOwn(M,"barycenter")||(M.barycenter=0,M.weight=0),M.barycenter=(M.barycenter*M.weight+I.order+C.order)/(M.weight+2),M.weight+=2}}return Object.defineProperty(M,"result",{value:M,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(M,"usedBias",{value:z,enumerable:!1,configurable:!0,writable:!0}),M}function Um(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function Km(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function qm(e,t,n,r){r||(r=e.nodes());let s=Jm(e),o=new Qt({compound:!0}).setGraph({root:s}).setDefaultNodeLabel(i=>e.node(i));return r.forEach(i=>{let l=e.node(i),a=e.parent(i);if(l.rank===t||l.minRank<=t&&t<=l.maxRank){o.setNode(i),o.setParent(i,a||s);let c=e[n](i);c&&c.forEach(d=>{let h=d.v===i?d.w:d.v,g=o.edge(h,i),w=g!==void 0?g.weight:0;o.setEdge(h,i,{weight:e.edge(d).weight+w})}),Object.hasOwn(l,"minRank")&&o.setNode(i,{borderLeft:l.borderLeft[t],borderRight:l.borderRight[t]})}}),o}function Jm(e){let t;for(;e.hasNode(t=hi("_root")););return t}function Xm(e,t,n){let r={},s;n.forEach(o=>{let i=e.parent(o),l,a;for(;i;){if(l=e.parent(i),l?(a=r[l],r[l]=i):(a=s,s=i),a&&a!==i){t.setEdge(a,i);return}i=l}})}function nc(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,nc);return}let r=Wa(e),s=_a(e,ss(1,r+1),"inEdges"),o=_a(e,ss(r-1,-1,-1),"outEdges"),i=jm(e,n);if(Sa(e,i),t.disableOptimalOrderHeuristic)return;let l=Number.POSITIVE_INFINITY,a,c=t.constraints||[];for(let d=0,h=0;h<4;++d,++h){Zm(d%2?s:o,d%4>=2,c,n),i=os(e);let g=zm(e,i);g<l?(h=0,a=Object.assign({},i),l=g):g===l&&(a=structuredClone(i))}Sa(e,a)}function _a(e,t,n){let r=new Map,s=(o,i)=>{r.has(o)||r.set(o,[]),r.get(o).push(i)};for(let o of e.nodes()){let i=e.node(o);if(typeof i.rank=="number"&&s(i.rank,o),typeof i.minRank=="number"&&typeof i.maxRank=="number")for(let l=i.minRank;l<=i.maxRank;l++)l!==i.rank&&s(l,o)}return t.map(function(o){return qm(e,o,n,r.get(o)||[])})}function Zm(e,t,n,r){let s=!0,o=new Qt;e.forEach(function(i){n.forEach(d=>o.setEdge(d.left,d.right));let l=i.graph().root,{result:a,usedBias:c}=tc(i,l,o,r,s);t&&c&&(s=!s),a.vs.forEach((d,h)=>i.node(d).order=h),Xm(i,o,a.vs)})}function Sa(e,t){Object.values(t).forEach(n=>n.forEach((r,s)=>e.node(r).order=s))}function Qm(e,t){let n={};function r(s,o){let i=0,l=0,a=s.length,c=o[o.length-1];return o.forEach((d,h)=>{let g=tg(e,d),w=g?e.node(g).order:a;(g||d===c)&&(o.slice(l,h+1).forEach(k=>{let v=e.predecessors(k);v&&v.forEach(b=>{let S=e.node(b),m=S.order;(m<i||w<m)&&!(S.dummy&&e.node(k).dummy)&&rc(n,b,k)})}),l=h+1,i=w)}),o}return t.length&&t.reduce(r),n}function eg(e,t){let n={};function r(i){var l;return((l=e.node(i))==null?void 0:l.dummy)==="border"}if(!e.nodes().some(r))return n;function s(i,l,a,c,d){ss(l,a).forEach(h=>{let g=i[h];if(g!==void 0&&e.node(g).dummy){let w=e.predecessors(g);w&&w.forEach(k=>{if(k===void 0)return;let v=e.node(k);v.dummy&&(v.order<c||v.order>d)&&rc(n,k,g)})}})}function o(i,l){let a=-1,c=-1,d=0;return l.forEach((h,g)=>{if(r(h)){let w=e.predecessors(h);if(w&&w.length){let k=w[0];if(k===void 0)return;c=e.node(k).order,s(l,d,g,a,c),d=g,a=c}}s(l,d,l.length,c,i.length)}),l}return t.length&&t.reduce(o),n}function tg(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function rc(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];r||(e[t]=r={}),r[n]=!0}function ng(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function rg(e,t,n,r,s){let o={},i={},l={};return t.forEach(a=>{a.forEach((c,d)=>{o[c]=c,i[c]=c,l[c]=d})}),t.forEach(a=>{let c=-1,d=-1,h=!1,g=a,w=a.findIndex(k=>s?.includes(k)||Ea(k,e,s));w>0&&(g=[a[w],...a.slice(0,w),...a.slice(w+1)],h=!0),g.forEach(k=>{var v;let b=r(k);if(b&&b.length){s!=null&&s.includes(k)&&(b=b.filter(_=>Ea(_,e,s)));let S=b.sort((_,E)=>{let A=l[_],$=l[E];return(A!==void 0?A:0)-($!==void 0?$:0)}),m=(S.length-1)/2;for(let _=Math.floor(m),E=Math.ceil(m);_<=E;++_){let A=S[_];if(A===void 0)continue;let $=l[A];if($!==void 0&&i[k]===k&&c<$&&l[A]!==d&&!ng(n,k,A)){let Y=o[A];Y!==void 0&&(i[A]=k,i[k]=o[k]=Y,c=$,h&&(c=-1,d=(v=l[A])!=null?v:-1,h=!1))}}}})}),{root:o,align:i}}function sg(e,t,n,r,s=!1){let o={},i=og(e,t,n,s),l=s?"borderLeft":"borderRight";function a(w,k){let v=i.nodes().slice(),b={},S=v.pop();for(;S;){if(b[S])w(S);else{b[S]=!0,v.push(S);for(let m of k(S))v.push(m)}S=v.pop()}}function c(w){let k=i.inEdges(w);k?o[w]=k.reduce((v,b)=>{var S;let m=(S=o[b.v])!=null?S:0,_=i.edge(b);return Math.max(v,m+(_!==void 0?_:0))},0):o[w]=0}function d(w){let k=i.outEdges(w),v=Number.POSITIVE_INFINITY;k&&(v=k.reduce((S,m)=>{let _=o[m.w],E=i.edge(m);return Math.min(S,(_!==void 0?_:0)-(E!==void 0?E:0))},Number.POSITIVE_INFINITY));let b=e.node(w);v!==Number.POSITIVE_INFINITY&&b.borderType!==l&&(o[w]=Math.max(o[w]!==void 0?o[w]:0,v))}function h(w){return i.predecessors(w)||[]}function g(w){return i.successors(w)||[]}return a(c,h),a(d,g),Object.keys(r).forEach(w=>{var k;let v=n[w];v!==void 0&&(o[w]=(k=o[v])!=null?k:0)}),o}function og(e,t,n,r){let s=new Qt,o=e.graph(),i=ug(o.nodesep,o.edgesep,r);return t.forEach(l=>{let a;l.forEach(c=>{let d=n[c];if(d!==void 0){if(s.setNode(d),a!==void 0){let h=n[a];if(h!==void 0){let g=s.edge(h,d);s.setEdge(h,d,Math.max(i(e,c,a),g||0))}}a=c}})}),s}function ig(e,t){return Object.values(t).reduce((n,r)=>{let s=Number.NEGATIVE_INFINITY,o=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([l,a])=>{let c=dg(e,l)/2;s=Math.max(a+c,s),o=Math.min(a-c,o)});let i=s-o;return i<n[0]&&(n=[i,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function lg(e,t){let n=Object.values(t),r=hn(Math.min,n),s=hn(Math.max,n);["u","d"].forEach(o=>{["l","r"].forEach(i=>{let l=o+i,a=e[l];if(!a||a===t)return;let c=Object.values(a),d=r-hn(Math.min,c);i!=="l"&&(d=s-hn(Math.max,c)),d&&(e[l]=js(a,h=>h+d))})})}function ag(e,t=void 0){let n=e.ul;return n?js(n,(r,s)=>{var o,i;if(t){let a=t.toLowerCase(),c=e[a];if(c&&c[s]!==void 0)return c[s]}let l=Object.values(e).map(a=>{let c=a[s];return c!==void 0?c:0}).sort((a,c)=>a-c);return(((o=l[1])!=null?o:0)+((i=l[2])!=null?i:0))/2}):{}}function cg(e,t){let n=os(e),r=Object.assign(Qm(e,n),eg(e,n)),s={},o;["u","d"].forEach(l=>{o=l==="u"?n:Object.values(n).reverse(),["l","r"].forEach(a=>{a==="r"&&(o=o.map(h=>Object.values(h).reverse()));let c=rg(e,o,r,h=>(l==="u"?e.predecessors(h):e.successors(h))||[],t),d=sg(e,o,c.root,c.align,a==="r");a==="r"&&(d=js(d,h=>-h)),s[l+a]=d})});let i=ig(e,s);return lg(s,i),ag(s,e.graph().align)}function ug(e,t,n){return(r,s,o)=>{let i=r.node(s),l=r.node(o),a=0,c;if(a+=i.width/2,Object.hasOwn(i,"labelpos"))switch(i.labelpos.toLowerCase()){case"l":c=-i.width/2;break;case"r":c=i.width/2;break}if(c&&(a+=n?c:-c),c=void 0,a+=(i.dummy?t:e)/2,a+=(l.dummy?t:e)/2,a+=l.width/2,Object.hasOwn(l,"labelpos"))switch(l.labelpos.toLowerCase()){case"l":c=l.width/2;break;case"r":c=-l.width/2;break}return c&&(a+=n?c:-c),a}}function dg(e,t){return e.node(t).width}function Ea(e,t,n){var r;if(!n)return!1;let s=(r=t.node(e))==null?void 0:r.edgeObj;if(!s||t.node(e).edgeLabel.reversed)return!1;let o=n.indexOf(s?.v),i=n.indexOf(s?.w);return o!==-1&&i!==-1&&o===(i+1)%n.length||o===(i-1)%n.length}function fg(e,t){e=Va(e),hg(e),Object.entries(cg(e,t)).forEach(([n,r])=>e.node(n).x=r)}function hg(e){let t=os(e),n=e.graph(),r=n.ranksep,s=n.rankalign,o=0;t.forEach(i=>{let l=i.reduce((a,c)=>{var d;let h=(d=e.node(c).height)!=null?d:0;return a>h?a:h},0);i.forEach(a=>{let c=e.node(a);s==="top"?c.y=o+c.height/2:s==="bottom"?c.y=o+l-c.height/2:c.y=o+l/2}),o+=l+r})}var Ta=new WeakMap;function pg(e,t={}){return sc(e,Ga,t),e}function Aa(e,t,n){let r=t;for(;r!==void 0;){let s=e.parent(r);if(s===n)return r;r=s}}function sc(e,t,n){var r;let s=e.nodes().filter(m=>e.children(m).length),o={};s.forEach(m=>{let _=e.node(m);if(_&&_.rankdir){let E=new Qt({multigraph:!0,compound:!0});E.setGraph({rankdir:_.rankdir});let A=e.children(m);A.forEach(R=>{let C={...e.node(R)};E.setNode(R,C);let V=e.parent(R);V&&V!==m&&A.includes(V)&&E.setParent(R,V)});let $=new Set;e.edges().forEach(R=>{let C=Aa(e,R.v,m),V=Aa(e,R.w,m);if(C===R.v&&V===R.w)E.setEdge(R,{...e.edge(R)});else if(C&&V&&C!==V){let G=`${C}\0${V}`;$.has(G)||($.add(G),E.setEdge(C,V,{...e.edge(R)}))}}),sc(E,t,n);let Y=La(E);Ma(Y,t,n,null),$a(E,Y);let P=1/0,L=1/0,z=-1/0,M=-1/0;E.nodes().forEach(R=>{if(R===m)return;let C=E.node(R);C&&typeof C.x=="number"&&typeof C.y=="number"&&typeof C.width=="number"&&typeof C.height=="number"&&(P=Math.min(P,C.x-C.width/2),z=Math.max(z,C.x+C.width/2),L=Math.min(L,C.y-C.height/2),M=Math.max(M,C.y+C.height/2))}),(!isFinite(P)||!isFinite(L)||!isFinite(z)||!isFinite(M))&&(P=L=0,z=M=0);let F=z-P,I=M-L;o[m]={minX:P,minY:L,maxX:z,maxY:M,width:F,height:I,offsetX:P,offsetY:L},_._dagreClusterSubgraph=E}});let i=[],l=m=>{let _=[],E=(e.children(m)||[]).filter(A=>A!==m);for(;E.length>0;){let A=E.shift();_.push(A),(e.children(A)||[]).filter($=>$!==A).forEach($=>E.push($))}return _},a=new Map;s.forEach(m=>{let _=e.node(m);_&&_.rankdir&&o[m]&&a.set(m,(e.children(m)||[]).filter(E=>E!==m))});let c=new Set([...a.values()].flat()),d=new Map;a.forEach((m,_)=>{c.has(_)||d.set(_,l(_))});let h=new Set([...d.values()].flat()),g=m=>{for(let[_,E]of d)if(E.includes(m))return _;return m},w=[];e.edges().forEach(m=>{(h.has(m.v)||h.has(m.w))&&w.push({edge:m,label:e.edge(m)})});let k=new Map;h.forEach(m=>{let _=e.parent(m);k.set(m,typeof _=="string"?_:void 0)}),d.forEach((m,_)=>{let E=e.node(_),A=[];m.forEach(P=>{let L=e.node(P);L&&(A.push({id:P,node:L,parent:k.get(P)}),e.removeNode(P))});let $=w.filter(({edge:P})=>m.includes(P.v)||m.includes(P.w)),Y=o[_];E&&(i.push({clusterId:_,subgraph:E._dagreClusterSubgraph,bounds:Y,children:m,removedNodes:A,removedEdges:$}),E.width=Y.width,E.height=Y.height)});let v=new Set;w.forEach(({edge:m,label:_})=>{let E=g(m.v),A=g(m.w);if(E!==A&&e.hasNode(E)&&e.hasNode(A)){let $=`${E}\0${A}`;v.has($)||(v.add($),e.setEdge(E,A,{..._,width:0,height:0}))}});let b=La(e),S=Ma(b,t,n,(r=Ta.get(e))!=null?r:null);Ta.set(e,S),$a(e,b),v.forEach(m=>{let _=m.indexOf("\0"),E=m.slice(0,_),A=m.slice(_+1);e.hasEdge(E,A)&&e.removeEdge(E,A)}),i.forEach(({clusterId:m,subgraph:_,bounds:E,removedNodes:A,removedEdges:$})=>{var Y,P;let L=e.node(m),z=(Y=L?.x)!=null?Y:0,M=(P=L?.y)!=null?P:0,F=(E.minX+E.maxX)/2,I=(E.minY+E.maxY)/2;A.forEach(({id:R,node:C,parent:V})=>{e.setNode(R,C),V!==void 0&&e.setParent(R,V)}),$.forEach(({edge:R,label:C})=>{e.setEdge(R,C)}),_.nodes().forEach(R=>{if(R===m)return;let C=_.node(R),V=e.node(R);V&&C&&typeof C.x=="number"&&typeof C.y=="number"&&(V.x=z+(C.x-F),V.y=M+(C.y-I))}),Na(e,_,z-F,M-I),delete L._dagreClusterSubgraph}),s.forEach(m=>{var _,E;let A=e.node(m),$=o[m];if(A&&A.rankdir&&A._dagreClusterSubgraph&&$){let Y=A._dagreClusterSubgraph,P=(_=A.x)!=null?_:0,L=(E=A.y)!=null?E:0,z=($.minX+$.maxX)/2,M=($.minY+$.maxY)/2;Y.nodes().forEach(F=>{if(F===m)return;let I=Y.node(F),R=e.node(F);if(R&&I&&typeof I.x=="number"&&typeof I.y=="number"){let C=I.x-z,V=I.y-M;R.x=P+C,R.y=L+V}}),Na(e,Y,P-z,L-M),delete A._dagreClusterSubgraph}})}function Na(e,t,n,r){t.edges().forEach(s=>{if(!e.hasEdge(s))return;let o=t.edge(s),i=e.edge(s);i.points=o.points.map(l=>({x:l.x+n,y:l.y+r})),Object.hasOwn(o,"x")&&(i.x=o.x+n,i.y=o.y+r)})}function Ma(e,t,n,r=null){var s,o;let i=n?.useDynamic!==!1,l=i&&(s=r?.graph)!=null?s:null,a=i&&(o=r?.rawNodes)!=null?o:null;t("    makeSpaceForEdgeLabels",()=>kg(e)),t("    removeSelfEdges",()=>Cg(e)),t("    acyclic",()=>rm(e,l)),t("    nestingGraph.run",()=>Nm(e)),t("    rank",()=>wm(Va(e))),t("    injectEdgeLabelProxies",()=>_g(e)),t("    removeEmptyRanks",()=>Vp(e)),t("    nestingGraph.cleanup",()=>Cm(e)),t("    normalizeRanks",()=>Bp(e)),t("    assignRankMinMax",()=>Sg(e)),t("    removeEdgeLabelProxies",()=>Eg(e)),t("    normalize.run",()=>lm(e)),t("    parentDummyChains",()=>Sm(e)),t("    addBorderSegments",()=>Lm(e)),t("    order",()=>nc(e,n,a)),t("    insertSelfEdges",()=>Lg(e)),t("    adjustCoordinateSystem",()=>Im(e)),t("    position",()=>fg(e,n.corePath)),t("    positionSelfEdges",()=>Og(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>$g(e)),t("    normalize.undo",()=>cm(e)),t("    fixupEdgeLabelCoords",()=>Ng(e)),t("    undoCoordinateSystem",()=>Rm(e)),t("    translateGraph",()=>Tg(e)),t("    assignNodeIntersects",()=>Ag(e)),t("    reversePoints",()=>Mg(e)),t("    acyclic.undo",()=>om(e)),{graph:e,rawNodes:c}}function $a(e,t){e.nodes().forEach(n=>{let r=e.node(n),s=t.node(n);r&&(r.x=s.x,r.y=s.y,r.order=s.order,r.rank=s.rank,t.children(n).length&&(r.width=s.width,r.height=s.height))}),e.edges().forEach(n=>{let r=e.edge(n),s=t.edge(n);r.points=s.points,Object.hasOwn(s,"x")&&(r.x=s.x,r.y=s.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var mg=["nodesep","edgesep","ranksep","marginx","marginy"],gg={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},yg=["acyclicer","ranker","rankdir","align","rankalign"],bg=["width","height","rank"],Ca={width:0,height:0},xg=["minlen","weight","width","height","labeloffset"],wg={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},vg=["labelpos"];function La(e){let t=new Qt({multigraph:!0,compound:!0}),n=ci(e.graph());return t.setGraph(Object.assign({},gg,ai(n,mg),Ps(n,yg))),e.nodes().forEach(r=>{let s=ci(e.node(r)),o=ai(s,bg);Object.keys(Ca).forEach(l=>{o[l]===void 0&&(o[l]=Ca[l])}),t.setNode(r,o);let i=e.parent(r);i!==void 0&&t.setParent(r,i)}),e.edges().forEach(r=>{let s=ci(e.edge(r));t.setEdge(r,Object.assign({},wg,ai(s,xg),Ps(s,vg)))}),t}function kg(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let s=e.edge(n);s.minlen*=2,((r=s.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?s.width+=s.labeloffset:s.height+=s.labeloffset)})}function _g(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),s={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};Tr(e,"edge-proxy",s,"_ep")}})}function Sg(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function Eg(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function Tg(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,s=0,o=e.graph(),i=o.marginx||0,l=o.marginy||0;function a(c){let d=c.x,h=c.y,g=c.width,w=c.height;t=Math.min(t,d-g/2),n=Math.max(n,d+g/2),r=Math.min(r,h-w/2),s=Math.max(s,h+w/2)}e.nodes().forEach(c=>a(e.node(c))),e.edges().forEach(c=>{let d=e.edge(c);Object.hasOwn(d,"x")&&a(d)}),t-=i,r-=l,e.nodes().forEach(c=>{let d=e.node(c);d.x-=t,d.y-=r}),e.edges().forEach(c=>{let d=e.edge(c);d.points.forEach(h=>{h.x-=t,h.y-=r}),Object.hasOwn(d,"x")&&(d.x-=t),Object.hasOwn(d,"y")&&(d.y-=r)}),o.width=n-t+i,o.height=s-r+l}function Ag(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),s=e.node(t.w),o,i;n.points?(o=n.points[0],i=n.points[n.points.length-1]):(n.points=[],o=s,i=r),n.points.unshift(ma(r,o)),n.points.push(ma(s,i))})}function Ng(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function Mg(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function $g(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),s=e.node(n.borderBottom),o=e.node(n.borderLeft[n.borderLeft.length-1]),i=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(i.x-o.x),n.height=Math.abs(s.y-r.y),n.x=o.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function Cg(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function Lg(e){os(e).forEach(t=>{let n=0;t.forEach((r,s)=>{let o=e.node(r);typeof o.rank!="number"&&(o.rank=0),o.order=s+n,(o.selfEdges||[]).forEach(i=>{Tr(e,"selfedge",{width:i.label.width,height:i.label.height,rank:o.rank,order:s+ ++n,e:i.e,edgeLabel:i.label},"_se"),(!Array.isArray(i.label.points)||i.label.points.length!==7)&&(i.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete o.selfEdges})})}function Og(e){e.nodes().forEach(t=>{let n=e.node(t),r=s=>typeof s=="number"&&isFinite(s);if(n.dummy==="selfedge"){let s=n,o=e.node(s.e.v),i=r(o?.x)?o.x:0,l=r(o?.y)?o.y:0,a=r(o?.width)?o.width:0,c=r(o?.height)?o.height:0,d=r(n.x)?n.x:i,h=r(n.y)?n.y:l,g=a/2,w=c/2;s.edgeLabel.points=[{x:d+g,y:h-w},{x:d+g,y:h-w},{x:d,y:h},{x:d-g,y:h+w},{x:d-g,y:h+w},{x:d,y:h},{x:d,y:h}],s.edgeLabel.x=d,s.edgeLabel.y=h,e.setEdge(s.e,s.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(s=>{if(!Array.isArray(s.label.points)||s.label.points.length!==7){let o=r(n.x)?n.x:0,i=r(n.y)?n.y:0,l=r(n.width)?n.width:0,a=r(n.height)?n.height:0,c=l/2,d=a/2;s.label.points=[{x:o+c,y:i-d},{x:o+c,y:i-d},{x:o,y:i},{x:o-c,y:i+d},{x:o-c,y:i+d},{x:o,y:i},{x:o,y:i}]}})})}function ai(e,t){return js(Ps(e,t),Number)}function ci(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function Ig(e){let t=os(e),n=new Qt({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,s)=>{let o="layer"+s;n.setNode(o,{rank:"same"}),r.reduce((i,l)=>(n.setEdge(i,l,{style:"invis"}),l))}),n}var Rg={graphlib:Ia,version:Kp,layout:pg,debug:Ig,util:{time:Gp,notime:Ga}},yi=Rg;var bi=[];for(let e=1;e<=1e12;e*=10)bi.push(e,2*e,5*e);var Rt=e=>typeof e=="number"&&Number.isFinite(e);function ae(e,t=3){if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,s]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(s)}`}return String(Number(e.toPrecision(t)))}function Rn(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function Pe(e,t){return`${e} ${t}${e===1?"":"s"}`}function oc(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Xn(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Ds(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=Math.max(1,[1,2,5,10].map(l=>l*s).find(l=>l>=r)||r),i=[];for(let l=Math.ceil(e/o)*o;l<=t;l+=o)i.push(Math.round(l));return i}function Bs(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=[1,2,2.5,5,10].map(l=>l*s).find(l=>l>=r)||r,i=[];for(let l=Math.ceil(e/o)*o;l<=t+o*1e-9;l+=o)i.push(Number(l.toPrecision(12)));return i}function Vs(e,t,n){let r=String(e);if(n(r)<=t)return r;let s=0,o=r.length;for(;s<o;){let l=Math.ceil((s+o)/2),a=Math.ceil(l/2),c=`${r.slice(0,a)}…${r.slice(r.length-(l-a))}`;n(c)<=t?s=l:o=l-1}let i=Math.ceil(s/2);return`${r.slice(0,i)}…${r.slice(r.length-(s-i))}`}function ic(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function Hs(e,t,n){return e.map((r,s)=>Math.round(r+(t[s]-r)*n))}function Ws(e,t,n=6){if(!(e>0)||!(t>=e))return[];let r=Math.floor(Math.log10(e)+1e-9),s=Math.ceil(Math.log10(t)-1e-9),o=[];if(s-r<2){for(let l=r;l<=s;l++)for(let a of[1,2,5]){let c=Number((a*10**l).toPrecision(6));c>=e*(1-1e-9)&&c<=t*(1+1e-9)&&o.push(c)}return o.length>=2?o:[Number(e.toPrecision(3)),Number(t.toPrecision(3))].filter((l,a,c)=>c.indexOf(l)===a)}let i=Math.max(1,Math.ceil((s-r+1)/n));for(let l=Math.ceil(Math.log10(e)-1e-9);l<=s;l+=i){let a=10**l;a>=e*(1-1e-9)&&a<=t*(1+1e-9)&&o.push(a)}return o}var is=null;function pn(e,t){return is||(is=document.createElement("canvas").getContext("2d")),is?(is.font=t,is.measureText(String(e)).width):String(e).length*6.5}function xi(e){return t=>pn(t,e)}function ac(e,t,n){return Vs(e,t,xi(n))}function ls(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let s=e.getContext("2d");return s.setTransform(r,0,0,r,0,0),s.clearRect(0,0,t,n),s}function Ar(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let s=e.clientWidth;Math.abs(s-n)<=1||(n=s,t(s))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}function kt(e,{ticksX:t,ticksY:n,xTitle:r,yTitle:s,kind:o="canvas"}){Object.assign(e.dataset,{chart:o,ticksX:String(t),ticksY:String(n),xTitle:r||"",yTitle:s||""})}var lc=e=>e&&Array.isArray(e._values)?e._values.filter(t=>t!=null&&String(t)!=="").length:0;function Gs(){return{hooks:{draw:[e=>kt(e.root,{kind:"uplot",ticksX:lc(e.axes[0]),ticksY:lc(e.axes[1]),xTitle:e.axes[0].label,yTitle:e.axes[1].label})]}}}function as(e,t,n,r={}){return{stroke:e,grid:{stroke:t,width:1},ticks:{stroke:t},label:n,labelSize:20,...r}}function Ys(e,t){return as(e,t,"step",{incrs:bi,values:(n,r)=>r.map(s=>Number.isInteger(s)?String(s):"")})}var vi='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',dc=`600 13px ${vi}`,Fg=`400 11px ${vi}`,Pg=`400 11px ${vi}`,wi=16,cc=14,jg=138,zg=120,Dg=12,uc=9;function Bg(e,t=jg,n=dc){let r=String(e||"").split(/\s+/).filter(Boolean),s=[],o="";for(let i of r){let l=o?`${o} ${i}`:i;o&&pn(l,n)>t?(s.push(o),o=i):o=l}return o&&s.push(o),s.length?s:[""]}function Vg(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=ni(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Kn[e.state]?Kn[e.state].toLowerCase():String(e.state)}function Hg(e,t,n){let r=-t/2,s=-n/2;if(e==="decision"){let i=Math.min(14,n/2),l=[[r+i,s],[r+t-i,s],[r+t,0],[r+t-i,s+n],[r+i,s+n],[r,0]];return Q("polygon",{class:"node-shape",points:l.map(a=>a.join(",")).join(" ")})}let o=e==="root"?n/2:7;return Q("rect",{class:"node-shape",x:r,y:s,width:t,height:n,rx:o,ry:o})}function Wg(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let s=(t[r].x+t[r+1].x)/2,o=(t[r].y+t[r+1].y)/2,i=r===t.length-2?t[r+1]:{x:s,y:o};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${i.x.toFixed(1)},${i.y.toFixed(1)}`}return n}var fc=["critical","warning","info"];function Gg(){let e=Q("defs");for(let t of["default",...fc])e.append(Q("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},Q("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function Yg(){let e=(t,n,r)=>f("span",{class:"legend-item",title:r},f("span",{class:`swatch ${t}`}),n);return f("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function hc(e,t,n,r={}){let s=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(b=>b&&typeof b.id=="string"),o=t&&Array.isArray(t.edges)?t.edges:[];if(!s.length)return B(e,f("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let i=new yi.graphlib.Graph;i.setGraph({rankdir:"TB",nodesep:18,ranksep:40,edgesep:10,marginx:6,marginy:6}),i.setDefaultEdgeLabel(()=>({}));let l=new Map;for(let b of s){let S=(Array.isArray(b.findings)?b.findings:[]).map(P=>n[P]).filter(Boolean),m=Bg(b.label||b.id),_=Vg(b,S),E=Math.max(...m.map(P=>pn(P,dc)),pn(_,Fg)),A=Math.max(zg,Math.ceil(E)+2*Dg+(b.kind==="decision"?16:0)),$=m.length*wi+cc+2*uc,Y=b.state!=="triggered"?null:fc.includes(b.severity)?b.severity:ni(S)||"warning";l.set(b.id,{node:b,lines:m,caption:_,severity:Y,findings:S}),i.setNode(b.id,{width:A,height:$})}for(let b of o){if(!b||!l.has(b.from)||!l.has(b.to)||b.from===b.to)continue;let S=b.label?String(b.label):"";i.setEdge(b.from,b.to,{label:S,width:S?Math.ceil(pn(S,Pg))+8:0,height:S?16:0,labelpos:"c"})}yi.layout(i);let a=i.graph(),c=Math.ceil(a.width||0),d=Math.ceil(a.height||0),h=Q("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${d}`,width:c,height:d,role:"group","aria-label":"Triage flowchart"});h.style.maxWidth=`${c}px`,h.append(Gg());let g=Q("g",{class:"edges"});for(let b of i.edges()){let S=i.edge(b),m=l.get(b.v),_=l.get(b.w),E=m.node.state==="triggered"&&_.node.state==="triggered",A=E?_.severity||m.severity||"warning":"default",$=Q("g",{class:`edge${E?" lit":""} tone-${A}`,"data-from":b.v,"data-to":b.w});if($.append(Q("path",{d:Wg(S.points),"marker-end":`url(#th-arrow-${A})`})),S.label){let Y=S.width||0;$.append(Q("rect",{class:"edge-label-bg",x:S.x-Y/2,y:S.y-8,width:Y,height:16,rx:3}),Q("text",{class:"edge-label",x:S.x,y:S.y,"dominant-baseline":"central","text-anchor":"middle"},S.label))}g.append($)}h.append(g);let w=Q("g",{class:"nodes"}),k=new Map;for(let b of i.nodes()){let S=i.node(b),m=l.get(b),{node:_}=m,E=["triggered","clear","no_data"].includes(_.state)?_.state:"no_data",A=Q("g",{class:"node",transform:`translate(${S.x.toFixed(1)},${S.y.toFixed(1)})`,"data-node-id":b,"data-state":E,"data-kind":_.kind||"check","data-severity":m.severity,tabindex:"0",role:"button","aria-label":`${_.label||b}: ${Kn[E]||E}`});A.append(Q("title",null,`${_.label||b} (${Kn[E]||E})`)),A.append(Hg(_.kind,S.width,S.height));let $=-S.height/2+uc,Y=Q("text",{class:"node-label","text-anchor":"middle"});m.lines.forEach((L,z)=>{Y.append(Q("tspan",{x:0,y:$+wi*(z+.75)},L))}),A.append(Y),A.append(Q("text",{class:"node-caption","text-anchor":"middle",x:0,y:$+m.lines.length*wi+cc*.8},m.caption));let P=L=>{L.preventDefault(),r.onSelect&&r.onSelect(b)};A.addEventListener("click",P),A.addEventListener("keydown",L=>{(L.key==="Enter"||L.key===" ")&&P(L)}),k.set(b,A),w.append(A)}h.append(w),B(e,f("div",{class:"flowchart-scroll"},h),Yg());let v=b=>{for(let[S,m]of k){let _=S===b;m.classList.toggle("selected",_),m.setAttribute("aria-pressed",_?"true":"false")}};return v(r.selectedId||null),{select:v}}function Ug(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function Kg(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return Ug(e)}function pc(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async s=>{s.stopPropagation();let o=await Kg(e());if(n.textContent=o?"Copied":"Press Ctrl+C",n.classList.toggle("copied",o),!o){let i=n.closest(".code-block")?.querySelector("code");if(i){let l=document.createRange();l.selectNodeContents(i);let a=window.getSelection();a.removeAllRanges(),a.addRange(l)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function mc(e){let n=(Array.isArray(e)?e:[]).map((i,l)=>({finding:i,index:l})).filter(i=>i.finding&&typeof i.finding=="object"),r=new Map,s=[];for(let i of n){let l=i.finding.caused_by,a=l?r.get(l):void 0;if(a){a.symptoms.push(i);continue}let c={...i,symptoms:[]};s.push(c),r.has(i.finding.kind)||r.set(i.finding.kind,c)}let o=i=>Math.min(...[i,...i.symptoms].map(l=>Mn[l.finding.severity]??9));return s.map((i,l)=>[i,l]).sort(([i,l],[a,c])=>o(i)-o(a)||l-c).map(([i])=>i)}function Us(e){let t=Object.fromEntries(Object.keys(Mn).map(n=>[n,0]));for(let n of Array.isArray(e)?e:[])n&&n.severity in t&&t[n.severity]++;return t}function gc(e){let t=e in Mn?e:"info";return f("span",{class:`badge sev-${t}`},e||"info")}function qg(e){return f("span",{class:`badge state-${e}`},Kn[e]||e)}function Jg(e){if(!e||typeof e!="object")return null;let t=Object.entries(e);return t.length?f("table",{class:"evidence-table"},f("tbody",null,t.map(([n,r])=>f("tr",null,f("th",{scope:"row",title:n},es(n)),f("td",null,$n(r)))))):null}function Fn(e,t="python"){return f("div",{class:"code-block"},f("div",{class:"code-toolbar"},f("span",{class:"code-lang"},t),pc(()=>e)),f("pre",null,f("code",null,e)))}function Xg(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:f("div",{class:"fix"},f("h4",null,"Fix"),t?f("p",{class:"fix-text"},On(t)):null,n?Fn(n):null)}function Zg(e,t){let n=[];n.push(f("span",{class:"meta-item"},"Severity ",gc(e.severity)));let r=Sr(e);r&&n.push(f("span",{class:"meta-item finding-step"},f("strong",null,r))),e.layer&&n.push(f("span",{class:"meta-item finding-layer"},"Layer ",f("code",null,String(e.layer)))),e.kind&&n.push(f("span",{class:"meta-item kind"},f("code",null,e.kind))),e.caused_by&&n.push(f("span",{class:"meta-item caused-by"},"Follows from ",f("strong",null,me(e.caused_by))));let s=Jg(e.evidence);return f("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},f("p",{class:"finding-summary"},On(e.summary||e.kind||"Finding")),f("div",{class:"finding-meta"},n),s?f("h4",null,"Evidence"):null,s,Xg(e.fix))}function yc(e,t){delete e.dataset.nodeId,delete e.dataset.state,B(e,f("h3",null,"Evidence"),f("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function bc(e,t,n,{onClose:r}={}){let s=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=s;let i=(Array.isArray(t.findings)?t.findings:[]).map(a=>[n[a],a]).filter(([a])=>a),l;i.length?l=i.map(([a,c])=>Zg(a,c)):s==="clear"?l=f("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):s==="triggered"?l=f("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):l=[f("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),f("p",{class:"hint"},f("strong",null,"To get evidence: "),On(ca(t.id)))],B(e,f("div",{class:"panel-head"},f("h3",null,t.label||t.id),qg(s),f("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),f("p",{class:"node-id muted"},"Node ",f("code",null,t.id)),l)}function Ks(e,t,{selectedNode:n,onSelect:r,showKind:s=!1}={}){if(!t.length){B(e,f("h3",null,"Findings"),f("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let o=({finding:i,index:l})=>f("button",{type:"button",class:`finding-item${i.node&&i.node===n?" selected":""}`,"data-finding-index":l,"data-node":i.node||"",onclick:()=>i.node&&r&&r(i.node,i),title:i.node?`Show node ${i.node}`:""},gc(i.severity),f("span",{class:"finding-item-text"},s&&i.kind?f("span",{class:"finding-item-kind"},me(i.kind)):null,On(i.summary||i.kind)),Sr(i)?f("span",{class:"finding-item-step"},Sr(i)):null);B(e,f("h3",null,`Findings (${t.length})`),f("ul",{class:"findings-list"},mc(t).map(i=>f("li",{"data-kind":i.finding.kind},o(i),i.symptoms.length?f("ul",{class:"symptoms-list","aria-label":`Symptoms of ${me(i.finding.kind)}`},i.symptoms.map(l=>f("li",{class:"symptom","data-caused-by":i.finding.kind},o(l)))):null))))}var Qg="uplot",e0="u-hz",t0="u-vt",n0="u-title",r0="u-wrap",s0="u-under",o0="u-over",i0="u-axis",er="u-off",l0="u-select",a0="u-cursor-x",c0="u-cursor-y",u0="u-cursor-pt",d0="u-legend",f0="u-live",h0="u-inline",p0="u-series",m0="u-marker",xc="u-label",g0="u-value",us="width",ds="height";var wc="bottom",Nr="left",ki="right",zi="#000",vc=zi+"0",_i="mousemove",kc="mousedown",Si="mouseup",_c="mouseenter",Sc="mouseleave",Ec="dblclick",y0="resize",b0="scroll",Tc="change",Qs="dppxchange",Di="--",Rr=typeof window<"u",Mi=Rr?document:null,$r=Rr?window:null,x0=Rr?navigator:null,_e,qs;function $i(){let e=devicePixelRatio;_e!=e&&(_e=e,qs&&Li(Tc,qs,$i),qs=matchMedia(`(min-resolution: ${_e-.001}dppx) and (max-resolution: ${_e+.001}dppx)`),tr(Tc,qs,$i),$r.dispatchEvent(new CustomEvent(Qs)))}function Ft(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Ci(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Re(e,t,n){e.style[t]=n+"px"}function en(e,t,n,r){let s=Mi.createElement(e);return t!=null&&Ft(s,t),n?.insertBefore(s,r),s}function Wt(e,t){return en("div",e,t)}var Ac=new WeakMap;function mn(e,t,n,r,s){let o="translate("+t+"px,"+n+"px)",i=Ac.get(e);o!=i&&(e.style.transform=o,Ac.set(e,o),t<0||n<0||t>r||n>s?Ft(e,er):Ci(e,er))}var Nc=new WeakMap;function Mc(e,t,n){let r=t+n,s=Nc.get(e);r!=s&&(Nc.set(e,r),e.style.background=t,e.style.borderColor=n)}var $c=new WeakMap;function Cc(e,t,n,r){let s=t+""+n,o=$c.get(e);s!=o&&($c.set(e,s),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var Bi={passive:!0},w0={...Bi,capture:!0};function tr(e,t,n,r){t.addEventListener(e,n,r?w0:Bi)}function Li(e,t,n,r){t.removeEventListener(e,n,Bi)}Rr&&$i();function tn(e,t,n,r){let s;n=n||0,r=r||t.length-1;let o=r<=2147483647;for(;r-n>1;)s=o?n+r>>1:Pt((n+r)/2),t[s]<e?n=s:r=s;return e-t[n]<=t[r]-e?n:r}function ou(e){return(n,r,s)=>{let o=-1,i=-1;for(let l=r;l<=s;l++)if(e(n[l])){o=l;break}for(let l=s;l>=r;l--)if(e(n[l])){i=l;break}return[o,i]}}var iu=e=>e!=null,lu=e=>e!=null&&e>0,no=ou(iu),v0=ou(lu);function k0(e,t,n,r=0,s=!1){let o=s?v0:no,i=s?lu:iu;[t,n]=o(e,t,n);let l=e[t],a=e[t];if(t>-1)if(r==1)l=e[t],a=e[n];else if(r==-1)l=e[n],a=e[t];else for(let c=t;c<=n;c++){let d=e[c];i(d)&&(d<l?l=d:d>a&&(a=d))}return[l??Ne,a??-Ne]}function ro(e,t,n,r){let s=Ic(e),o=Ic(t);e==t&&(s==-1?(e*=n,t/=n):(e/=n,t*=n));let i=n==10?vn:au,l=s==1?Pt:Gt,a=o==1?Gt:Pt,c=l(i(Ke(e))),d=a(i(Ke(t))),h=Cr(n,c),g=Cr(n,d);return n==10&&(c<0&&(h=Me(h,-c)),d<0&&(g=Me(g,-d))),r||n==2?(e=h*s,t=g*o):(e=fu(e,h),t=so(t,g)),[e,t]}function Vi(e,t,n,r){let s=ro(e,t,n,r);return e==0&&(s[0]=0),t==0&&(s[1]=0),s}var Hi=.1,Lc={mode:3,pad:Hi},hs={pad:0,soft:null,mode:0},_0={min:hs,max:hs};function eo(e,t,n,r){return oo(n)?Oc(e,t,n):(hs.pad=n,hs.soft=r?0:null,hs.mode=r?3:0,Oc(e,t,_0))}function ve(e,t){return e??t}function S0(e,t,n){for(t=ve(t,0),n=ve(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Oc(e,t,n){let r=n.min,s=n.max,o=ve(r.pad,0),i=ve(s.pad,0),l=ve(r.hard,-Ne),a=ve(s.hard,Ne),c=ve(r.soft,Ne),d=ve(s.soft,-Ne),h=ve(r.mode,0),g=ve(s.mode,0),w=t-e,k=vn(w),v=_t(Ke(e),Ke(t)),b=vn(v),S=Ke(b-k);(w<1e-24||S>10)&&(w=0,(e==0||t==0)&&(w=1e-24,h==2&&c!=Ne&&(o=0),g==2&&d!=-Ne&&(i=0)));let m=w||v||1e3,_=vn(m),E=Cr(10,Pt(_)),A=m*(w==0?e==0?.1:1:o),$=Me(fu(e-A,E/10),24),Y=e>=c&&(h==1||h==3&&$<=c||h==2&&$>=c)?c:Ne,P=_t(l,$<Y&&e>=Y?Y:nn(Y,$)),L=m*(w==0?t==0?.1:1:i),z=Me(so(t+L,E/10),24),M=t<=d&&(g==1||g==3&&z>=d||g==2&&z<=d)?d:-Ne,F=nn(a,z>M&&t<=M?M:_t(M,z));return P==F&&P==0&&(F=100),[P,F]}var E0=new Intl.NumberFormat(Rr?x0.language:"en-US"),Wi=e=>E0.format(e),jt=Math,Zs=jt.PI,Ke=jt.abs,Pt=jt.floor,Ue=jt.round,Gt=jt.ceil,nn=jt.min,_t=jt.max,Cr=jt.pow,Ic=jt.sign,vn=jt.log10,au=jt.log2,T0=(e,t=1)=>jt.sinh(e)*t,Ei=(e,t=1)=>jt.asinh(e/t),Ne=1/0;function Rc(e){return(vn((e^e>>31)-(e>>31))|0)+1}function Oi(e,t,n){return nn(_t(e,t),n)}function cu(e){return typeof e=="function"}function be(e){return cu(e)?e:()=>e}var A0=()=>{},uu=e=>e,du=(e,t)=>t,N0=e=>null,Fc=e=>!0,Pc=(e,t)=>e==t,M0=/\.\d*?(?=9{6,}|0{6,})/gm,nr=e=>{if(pu(e)||jn.has(e))return e;let t=`${e}`,n=t.match(M0);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[s,o]=t.split("e");return+`${nr(s)}e${o}`}return Me(e,r)};function Zn(e,t){return nr(Me(nr(e/t))*t)}function so(e,t){return nr(Gt(nr(e/t))*t)}function fu(e,t){return nr(Pt(nr(e/t))*t)}function Me(e,t=0){if(pu(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return Ue(r)/n}var jn=new Map;function hu(e){return((""+e).split(".")[1]||"").length}function ms(e,t,n,r){let s=[],o=r.map(hu);for(let i=t;i<n;i++){let l=Ke(i),a=Me(Cr(e,i),l);for(let c=0;c<r.length;c++){let d=e==10?+`${r[c]}e${i}`:r[c]*a,h=(i>=0?0:l)+(i>=o[c]?0:o[c]),g=e==10?d:Me(d,h);s.push(g),jn.set(g,h)}}return s}var ps={},Gi=[],Lr=[null,null],Pn=Array.isArray,pu=Number.isInteger,$0=e=>e===void 0;function jc(e){return typeof e=="string"}function oo(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function C0(e){return e!=null&&typeof e=="object"}var L0=Object.getPrototypeOf(Uint8Array),mu="__proto__";function Or(e,t=oo){let n;if(Pn(e)){let r=e.find(s=>s!=null);if(Pn(r)||t(r)){n=Array(e.length);for(let s=0;s<e.length;s++)n[s]=Or(e[s],t)}else n=e.slice()}else if(e instanceof L0)n=e.slice();else if(t(e)){n={};for(let r in e)r!=mu&&(n[r]=Or(e[r],t))}else n=e;return n}function Ge(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let s in r)s!=mu&&(oo(e[s])?Ge(e[s],Or(r[s])):e[s]=Or(r[s]))}return e}var O0=0,I0=1,R0=2;function F0(e,t,n){for(let r=0,s,o=-1;r<t.length;r++){let i=t[r];if(i>o){for(s=i-1;s>=0&&e[s]==null;)e[s--]=null;for(s=i+1;s<n&&e[s]==null;)e[o=s++]=null}}}function P0(e,t){if(D0(e)){let i=e[0].slice();for(let l=1;l<e.length;l++)i.push(...e[l].slice(1));return B0(i[0])||(i=z0(i)),i}let n=new Set;for(let i=0;i<e.length;i++){let a=e[i][0],c=a.length;for(let d=0;d<c;d++)n.add(a[d])}let r=[Array.from(n).sort((i,l)=>i-l)],s=r[0].length,o=new Map;for(let i=0;i<s;i++)o.set(r[0][i],i);for(let i=0;i<e.length;i++){let l=e[i],a=l[0];for(let c=1;c<l.length;c++){let d=l[c],h=Array(s).fill(void 0),g=t?t[i][c]:I0,w=[];for(let k=0;k<d.length;k++){let v=d[k],b=o.get(a[k]);v===null?g!=O0&&(h[b]=v,g==R0&&w.push(b)):h[b]=v}F0(h,w,s),r.push(h)}}return r}var j0=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function z0(e){let t=e[0],n=t.length,r=Array(n);for(let o=0;o<r.length;o++)r[o]=o;r.sort((o,i)=>t[o]-t[i]);let s=[];for(let o=0;o<e.length;o++){let i=e[o],l=Array(n);for(let a=0;a<n;a++)l[a]=i[r[a]];s.push(l)}return s}function D0(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let s=e[r][0];if(s.length!=n)return!1;if(s!=t){for(let o=0;o<n;o++)if(s[o]!=t[o])return!1}}return!0}function B0(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,s=n-1;for(;r<=s&&e[r]==null;)r++;for(;s>=r&&e[s]==null;)s--;if(s<=r)return!0;let o=_t(1,Pt((s-r+1)/t));for(let i=e[r],l=r+o;l<=s;l+=o){let a=e[l];if(a!=null){if(a<=i)return!1;i=a}}return!0}var gu=["January","February","March","April","May","June","July","August","September","October","November","December"],yu=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function bu(e){return e.slice(0,3)}var V0=yu.map(bu),H0=gu.map(bu),W0={MMMM:gu,MMM:H0,WWWW:yu,WWW:V0};function cs(e){return(e<10?"0":"")+e}function G0(e){return(e<10?"00":e<100?"0":"")+e}var Y0={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>cs(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>cs(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>cs(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>cs(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>cs(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>G0(e.getMilliseconds())};function Yi(e,t){t=t||W0;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,s;for(;s=r.exec(e);)n.push(s[0][0]=="{"?Y0[s[1]]:s[0]);return o=>{let i="";for(let l=0;l<n.length;l++)i+=typeof n[l]=="string"?n[l]:n[l](o,t);return i}}var U0=new Intl.DateTimeFormat().resolvedOptions().timeZone;function K0(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==U0?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var xu=e=>e%1==0,to=[1,2,2.5,5],q0=ms(10,-32,0,to),wu=ms(10,0,32,to),J0=wu.filter(xu),Qn=q0.concat(wu),Ui=`
`,vu="{YYYY}",zc=Ui+vu,ku="{M}/{D}",fs=Ui+ku,Js=fs+"/{YY}",_u="{aa}",X0="{h}:{mm}",Mr=X0+_u,Dc=Ui+Mr,Bc=":{ss}",Ee=null;function Su(e){let t=e*1e3,n=t*60,r=n*60,s=r*24,o=s*30,i=s*365,a=(e==1?ms(10,0,3,to).filter(xu):ms(10,-3,0,to)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,s,s*2,s*3,s*4,s*5,s*6,s*7,s*8,s*9,s*10,s*15,o,o*2,o*3,o*4,o*6,i,i*2,i*5,i*10,i*25,i*50,i*100]),c=[[i,vu,Ee,Ee,Ee,Ee,Ee,Ee,1],[s*28,"{MMM}",zc,Ee,Ee,Ee,Ee,Ee,1],[s,ku,zc,Ee,Ee,Ee,Ee,Ee,1],[r,"{h}"+_u,Js,Ee,fs,Ee,Ee,Ee,1],[n,Mr,Js,Ee,fs,Ee,Ee,Ee,1],[t,Bc,Js+" "+Mr,Ee,fs+" "+Mr,Ee,Dc,Ee,1],[e,Bc+".{fff}",Js+" "+Mr,Ee,fs+" "+Mr,Ee,Dc,Ee,1]];function d(h){return(g,w,k,v,b,S)=>{let m=[],_=b>=i,E=b>=o&&b<i,A=h(k),$=Me(A*e,3),Y=Ti(A.getFullYear(),_?0:A.getMonth(),E||_?1:A.getDate()),P=Me(Y*e,3);if(E||_){let L=E?b/o:0,z=_?b/i:0,M=$==P?$:Me(Ti(Y.getFullYear()+z,Y.getMonth()+L,1)*e,3),F=new Date(Ue(M/e)),I=F.getFullYear(),R=F.getMonth();for(let C=0;M<=v;C++){let V=Ti(I+z*C,R+L*C,1),G=V-h(Me(V*e,3));M=Me((+V+G)*e,3),M<=v&&m.push(M)}}else{let L=b>=s?s:b,z=Pt(k)-Pt($),M=P+z+so($-P,L);m.push(M);let F=h(M),I=F.getHours()+F.getMinutes()/n+F.getSeconds()/r,R=b/r,C=g.axes[w]._space,V=S/C;for(;M=Me(M+b,e==1?0:3),!(M>v);)if(R>1){let G=Pt(Me(I+R,6))%24,K=h(M).getHours()-G;K>1&&(K=-1),M-=K*r,I=(I+R)%24;let O=m[m.length-1];Me((M-O)/b,3)*V>=.7&&m.push(M)}else m.push(M)}return m}}return[a,c,d]}var[Z0,Q0,ey]=Su(1),[ty,ny,ry]=Su(.001);ms(2,-53,53,[1]);function Vc(e,t){return e.map(n=>n.map((r,s)=>s==0||s==8||r==null?r:t(s==1||n[8]==0?r:n[1]+r)))}function Hc(e,t){return(n,r,s,o,i)=>{let l=t.find(k=>i>=k[0])||t[t.length-1],a,c,d,h,g,w;return r.map(k=>{let v=e(k),b=v.getFullYear(),S=v.getMonth(),m=v.getDate(),_=v.getHours(),E=v.getMinutes(),A=v.getSeconds(),$=b!=a&&l[2]||S!=c&&l[3]||m!=d&&l[4]||_!=h&&l[5]||E!=g&&l[6]||A!=w&&l[7]||l[1];return a=b,c=S,d=m,h=_,g=E,w=A,$(v)})}}function sy(e,t){let n=Yi(t);return(r,s,o,i,l)=>s.map(a=>n(e(a)))}function Ti(e,t,n){return new Date(e,t,n)}function Wc(e,t){return t(e)}var oy="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function Gc(e,t){return(n,r,s,o)=>o==null?Di:t(e(r))}function iy(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function ly(e,t){return e.series[t].fill(e,t)}var ay={show:!0,live:!0,isolate:!1,mount:A0,markers:{show:!0,width:2,stroke:iy,fill:ly,dash:"solid"},idx:null,idxs:null,values:[]};function cy(e,t){let n=e.cursor.points,r=Wt(),s=n.size(e,t);Re(r,us,s),Re(r,ds,s);let o=s/-2;Re(r,"marginLeft",o),Re(r,"marginTop",o);let i=n.width(e,t,s);return i&&Re(r,"borderWidth",i),r}function uy(e,t){let n=e.series[t].points;return n._fill||n._stroke}function dy(e,t){let n=e.series[t].points;return n._stroke||n._fill}function fy(e,t){return e.series[t].points.size}var Ai=[0,0];function hy(e,t,n){return Ai[0]=t,Ai[1]=n,Ai}function Xs(e,t,n,r=!0){return s=>{s.button==0&&(!r||s.target==t)&&n(s)}}function Ni(e,t,n,r=!0){return s=>{(!r||s.target==t)&&n(s)}}var py={show:!0,x:!0,y:!0,lock:!1,move:hy,points:{one:!1,show:cy,size:fy,width:0,stroke:dy,fill:uy},bind:{mousedown:Xs,mouseup:Xs,click:Xs,dblclick:Xs,mousemove:Ni,mouseleave:Ni,mouseenter:Ni},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,s)=>r-s,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Eu={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Ki=Ge({},Eu,{filter:du}),Tu=Ge({},Ki,{size:10}),Au=Ge({},Eu,{show:!1}),qi='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',Nu="bold "+qi,Mu=1.5,Yc={show:!0,scale:"x",stroke:zi,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Nu,side:2,grid:Ki,ticks:Tu,border:Au,font:qi,lineGap:Mu,rotate:0},my="Value",gy="Time",Uc={show:!0,scale:"x",auto:!1,sorted:1,min:Ne,max:-Ne,idxs:[]};function yy(e,t,n,r,s){return t.map(o=>o==null?"":Wi(o))}function by(e,t,n,r,s,o,i){let l=[],a=jn.get(s)||0;n=i?n:Me(so(n,s),a);for(let c=n;c<=r;c=Me(c+s,a))l.push(Object.is(c,-0)?0:c);return l}function Ii(e,t,n,r,s,o,i){let l=[],a=e.scales[e.axes[t].scale].log,c=a==10?vn:au,d=Pt(c(n));s=Cr(a,d),a==10&&(s=Qn[tn(s,Qn)]);let h=n,g=s*a;a==10&&(g=Qn[tn(g,Qn)]);do l.push(h),h=h+s,a==10&&!jn.has(h)&&(h=Me(h,jn.get(s))),h>=g&&(s=h,g=s*a,a==10&&(g=Qn[tn(g,Qn)]));while(h<=r);return l}function xy(e,t,n,r,s,o,i){let a=e.scales[e.axes[t].scale].asinh,c=r>a?Ii(e,t,_t(a,n),r,s):[a],d=r>=0&&n<=0?[0]:[];return(n<-a?Ii(e,t,_t(a,-r),-n,s):[a]).reverse().map(g=>-g).concat(d,c)}var $u=/./,wy=/[12357]/,vy=/[125]/,Kc=/1/,Ri=(e,t,n,r)=>e.map((s,o)=>t==4&&s==0||o%r==0&&n.test(s.toExponential()[s<0?1:0])?s:null);function ky(e,t,n,r,s){let o=e.axes[n],i=o.scale,l=e.scales[i],a=e.valToPos,c=o._space,d=a(10,i),h=a(9,i)-d>=c?$u:a(7,i)-d>=c?wy:a(5,i)-d>=c?vy:Kc;if(h==Kc){let g=Ke(a(1,i)-d);if(g<c)return Ri(t.slice().reverse(),l.distr,h,Gt(c/g)).reverse()}return Ri(t,l.distr,h,1)}function _y(e,t,n,r,s){let o=e.axes[n],i=o.scale,l=o._space,a=e.valToPos,c=Ke(a(1,i)-a(2,i));return c<l?Ri(t.slice().reverse(),3,$u,Gt(l/c)).reverse():t}function Sy(e,t,n,r){return r==null?Di:t==null?"":Wi(t)}var qc={show:!0,scale:"y",stroke:zi,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Nu,side:3,grid:Ki,ticks:Tu,border:Au,font:qi,lineGap:Mu,rotate:0};function Ey(e,t){let n=3+(e||1)*2;return Me(n*t,3)}function Ty(e,t){let{scale:n,idxs:r}=e.series[0],s=e._data[0],o=e.valToPos(s[r[0]],n,!0),i=e.valToPos(s[r[1]],n,!0),l=Ke(i-o),a=e.series[t],c=l/(a.points.space*_e);return r[1]-r[0]<=c}var Jc={scale:null,auto:!0,sorted:0,min:Ne,max:-Ne},Cu=(e,t,n,r,s)=>s,Xc={show:!0,auto:!0,sorted:0,gaps:Cu,alpha:1,facets:[Ge({},Jc,{scale:"x"}),Ge({},Jc,{scale:"y"})]},Zc={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Cu,alpha:1,points:{show:Ty,filter:null},values:null,min:Ne,max:-Ne,idxs:[],path:null,clip:null};function Ay(e,t,n,r,s){return n/10}var Lu={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Ny=Ge({},Lu,{time:!1,ori:1}),Qc={};function Ou(e,t){let n=Qc[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(s=>s!=r)},pub(r,s,o,i,l,a,c){for(let d=0;d<n.plots.length;d++)n.plots[d]!=s&&n.plots[d].pub(r,s,o,i,l,a,c)}},e!=null&&(Qc[e]=n)),n}var Ir=1,Fi=2;function rr(e,t,n){let r=e.mode,s=e.series[t],o=r==2?e._data[t]:e._data,i=e.scales,l=e.bbox,a=o[0],c=r==2?o[1]:o[t],d=r==2?i[s.facets[0].scale]:i[e.series[0].scale],h=r==2?i[s.facets[1].scale]:i[s.scale],g=l.left,w=l.top,k=l.width,v=l.height,b=e.valToPosH,S=e.valToPosV;return d.ori==0?n(s,a,c,d,h,b,S,g,w,k,v,lo,Fr,co,Ru,Pu):n(s,a,c,d,h,S,b,w,g,v,k,ao,Pr,Zi,Fu,ju)}function Ji(e,t){let n=0,r=0,s=ve(e.bands,Gi);for(let o=0;o<s.length;o++){let i=s[o];i.series[0]==t?n=i.dir:i.series[1]==t&&(i.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function My(e,t,n,r,s){let o=e.mode,i=e.series[t],l=o==2?i.facets[1].scale:i.scale,a=e.scales[l];return s==-1?a.min:s==1?a.max:a.distr==3?a.dir==1?a.min:a.max:0}function kn(e,t,n,r,s,o){return rr(e,t,(i,l,a,c,d,h,g,w,k,v,b)=>{let S=i.pxRound,m=c.dir*(c.ori==0?1:-1),_=c.ori==0?Fr:Pr,E,A;m==1?(E=n,A=r):(E=r,A=n);let $=S(h(l[E],c,v,w)),Y=S(g(a[E],d,b,k)),P=S(h(l[A],c,v,w)),L=S(g(o==1?d.max:d.min,d,b,k)),z=new Path2D(s);return _(z,P,L),_(z,$,L),_(z,$,Y),z})}function io(e,t,n,r,s,o){let i=null;if(e.length>0){i=new Path2D;let l=t==0?co:Zi,a=n;for(let h=0;h<e.length;h++){let g=e[h];if(g[1]>g[0]){let w=g[0]-a;w>0&&l(i,a,r,w,r+o),a=g[1]}}let c=n+s-a,d=10;c>0&&l(i,a,r-d/2,c,r+o+d)}return i}function $y(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function Xi(e,t,n,r,s,o,i){let l=[],a=e.length;for(let c=s==1?n:r;c>=n&&c<=r;c+=s)if(t[c]===null){let h=c,g=c;if(s==1)for(;++c<=r&&t[c]===null;)g=c;else for(;--c>=n&&t[c]===null;)g=c;let w=o(e[h]),k=g==h?w:o(e[g]),v=h-s;w=i<=0&&v>=0&&v<a?o(e[v]):w;let S=g+s;k=i>=0&&S>=0&&S<a?o(e[S]):k,k>=w&&l.push([w,k])}return l}function eu(e){return e==0?uu:e==1?Ue:t=>Zn(t,e)}function Iu(e){let t=e==0?lo:ao,n=e==0?(s,o,i,l,a,c)=>{s.arcTo(o,i,l,a,c)}:(s,o,i,l,a,c)=>{s.arcTo(i,o,a,l,c)},r=e==0?(s,o,i,l,a)=>{s.rect(o,i,l,a)}:(s,o,i,l,a)=>{s.rect(i,o,a,l)};return(s,o,i,l,a,c=0,d=0)=>{c==0&&d==0?r(s,o,i,l,a):(c=nn(c,l/2,a/2),d=nn(d,l/2,a/2),t(s,o+c,i),n(s,o+l,i,o+l,i+a,c),n(s,o+l,i+a,o,i+a,d),n(s,o,i+a,o,i,d),n(s,o,i,o+l,i,c),s.closePath())}}var lo=(e,t,n)=>{e.moveTo(t,n)},ao=(e,t,n)=>{e.moveTo(n,t)},Fr=(e,t,n)=>{e.lineTo(t,n)},Pr=(e,t,n)=>{e.lineTo(n,t)},co=Iu(0),Zi=Iu(1),Ru=(e,t,n,r,s,o)=>{e.arc(t,n,r,s,o)},Fu=(e,t,n,r,s,o)=>{e.arc(n,t,r,s,o)},Pu=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(t,n,r,s,o,i)},ju=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(n,t,s,r,i,o)};function zu(e){return(t,n,r,s,o)=>rr(t,n,(i,l,a,c,d,h,g,w,k,v,b)=>{let{pxRound:S,points:m}=i,_,E;c.ori==0?(_=lo,E=Ru):(_=ao,E=Fu);let A=Me(m.width*_e,3),$=(m.size-m.width)/2*_e,Y=Me($*2,3),P=new Path2D,L=new Path2D,{left:z,top:M,width:F,height:I}=t.bbox;co(L,z-Y,M-Y,F+Y*2,I+Y*2);let R=C=>{if(a[C]!=null){let V=S(h(l[C],c,v,w)),G=S(g(a[C],d,b,k));_(P,V+$,G),E(P,V,G,$,0,Zs*2)}};if(o)o.forEach(R);else for(let C=r;C<=s;C++)R(C);return{stroke:A>0?P:null,fill:P,clip:L,flags:Ir|Fi}})}function Du(e){return(t,n,r,s,o,i)=>{r!=s&&(o!=r&&i!=r&&e(t,n,r),o!=s&&i!=s&&e(t,n,s),e(t,n,i))}}var Cy=Du(Fr),Ly=Du(Pr);function Bu(e){let t=ve(e?.alignGaps,0);return(n,r,s,o)=>rr(n,r,(i,l,a,c,d,h,g,w,k,v,b)=>{[s,o]=no(a,s,o);let S=i.pxRound,m=I=>S(h(I,c,v,w)),_=I=>S(g(I,d,b,k)),E,A;c.ori==0?(E=Fr,A=Cy):(E=Pr,A=Ly);let $=c.dir*(c.ori==0?1:-1),Y={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Ir},P=Y.stroke,L=!1;if(o-s>=v*4){let I=D=>n.posToVal(D,c.key,!0),R=null,C=null,V,G,xe,q=m(l[$==1?s:o]),K=m(l[s]),O=m(l[o]),W=I($==1?K+1:O-1);for(let D=$==1?s:o;D>=s&&D<=o;D+=$){let ee=l[D],H=($==1?ee<W:ee>W)?q:m(ee),X=a[D];H==q?X!=null?(G=X,R==null?(E(P,H,_(G)),V=R=C=G):G<R?R=G:G>C&&(C=G)):X===null&&(L=!0):(R!=null&&A(P,q,_(R),_(C),_(V),_(G)),X!=null?(G=X,E(P,H,_(G)),R=C=V=G):(R=C=null,X===null&&(L=!0)),q=H,W=I(q+$))}R!=null&&R!=C&&xe!=q&&A(P,q,_(R),_(C),_(V),_(G))}else for(let I=$==1?s:o;I>=s&&I<=o;I+=$){let R=a[I];R===null?L=!0:R!=null&&E(P,m(l[I]),_(R))}let[M,F]=Ji(n,r);if(i.fill!=null||M!=0){let I=Y.fill=new Path2D(P),R=i.fillTo(n,r,i.min,i.max,M),C=_(R),V=m(l[s]),G=m(l[o]);$==-1&&([G,V]=[V,G]),E(I,G,C),E(I,V,C)}if(!i.spanGaps){let I=[];L&&I.push(...Xi(l,a,s,o,$,m,t)),Y.gaps=I=i.gaps(n,r,s,o,I),Y.clip=io(I,c.ori,w,k,v,b)}return F!=0&&(Y.band=F==2?[kn(n,r,s,o,P,-1),kn(n,r,s,o,P,1)]:kn(n,r,s,o,P,F)),Y})}function Oy(e){let t=ve(e.align,1),n=ve(e.ascDesc,!1),r=ve(e.alignGaps,0),s=ve(e.extend,!1);return(o,i,l,a)=>rr(o,i,(c,d,h,g,w,k,v,b,S,m,_)=>{[l,a]=no(h,l,a);let E=c.pxRound,{left:A,width:$}=o.bbox,Y=K=>E(k(K,g,m,b)),P=K=>E(v(K,w,_,S)),L=g.ori==0?Fr:Pr,z={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Ir},M=z.stroke,F=g.dir*(g.ori==0?1:-1),I=P(h[F==1?l:a]),R=Y(d[F==1?l:a]),C=R,V=R;s&&t==-1&&(V=A,L(M,V,I)),L(M,R,I);for(let K=F==1?l:a;K>=l&&K<=a;K+=F){let O=h[K];if(O==null)continue;let W=Y(d[K]),D=P(O);t==1?L(M,W,I):L(M,C,D),L(M,W,D),I=D,C=W}let G=C;s&&t==1&&(G=A+$,L(M,G,I));let[xe,q]=Ji(o,i);if(c.fill!=null||xe!=0){let K=z.fill=new Path2D(M),O=c.fillTo(o,i,c.min,c.max,xe),W=P(O);L(K,G,W),L(K,V,W)}if(!c.spanGaps){let K=[];K.push(...Xi(d,h,l,a,F,Y,r));let O=c.width*_e/2,W=n||t==1?O:-O,D=n||t==-1?-O:O;K.forEach(ee=>{ee[0]+=W,ee[1]+=D}),z.gaps=K=c.gaps(o,i,l,a,K),z.clip=io(K,g.ori,b,S,m,_)}return q!=0&&(z.band=q==2?[kn(o,i,l,a,M,-1),kn(o,i,l,a,M,1)]:kn(o,i,l,a,M,q)),z})}function tu(e,t,n,r,s,o,i=Ne){if(e.length>1){let l=null;for(let a=0,c=1/0;a<e.length;a++)if(t[a]!==void 0){if(l!=null){let d=Ke(e[a]-e[l]);d<c&&(c=d,i=Ke(n(e[a],r,s,o)-n(e[l],r,s,o)))}l=a}}return i}function Iy(e){e=e||ps;let t=ve(e.size,[.6,Ne,1]),n=e.align||0,r=e.gap||0,s=e.radius;s=s==null?[0,0]:typeof s=="number"?[s,0]:s;let o=be(s),i=1-t[0],l=ve(t[1],Ne),a=ve(t[2],1),c=ve(e.disp,ps),d=ve(e.each,w=>{}),{fill:h,stroke:g}=c;return(w,k,v,b)=>rr(w,k,(S,m,_,E,A,$,Y,P,L,z,M)=>{let F=S.pxRound,I=n,R=r*_e,C=l*_e,V=a*_e,G,xe;E.ori==0?[G,xe]=o(w,k):[xe,G]=o(w,k);let q=E.dir*(E.ori==0?1:-1),K=E.ori==0?co:Zi,O=E.ori==0?d:(se,Ce,Ye,lr,zn,sn,Dn)=>{d(se,Ce,Ye,zn,lr,Dn,sn)},W=ve(w.bands,Gi).find(se=>se.series[0]==k),D=W!=null?W.dir:0,ee=S.fillTo(w,k,S.min,S.max,D),Z=F(Y(ee,A,M,L)),H,X,ie,fe=z,ne=F(S.width*_e),ue=!1,ge=null,Ae=null,De=null,Ve=null;h!=null&&(ne==0||g!=null)&&(ue=!0,ge=h.values(w,k,v,b),Ae=new Map,new Set(ge).forEach(se=>{se!=null&&Ae.set(se,new Path2D)}),ne>0&&(De=g.values(w,k,v,b),Ve=new Map,new Set(De).forEach(se=>{se!=null&&Ve.set(se,new Path2D)})));let{x0:ft,size:lt}=c;if(ft!=null&&lt!=null){I=1,m=ft.values(w,k,v,b),ft.unit==2&&(m=m.map(Ye=>w.posToVal(P+Ye*z,E.key,!0)));let se=lt.values(w,k,v,b);lt.unit==2?X=se[0]*z:X=$(se[0],E,z,P)-$(0,E,z,P),fe=tu(m,_,$,E,z,P,fe),ie=fe-X+R}else fe=tu(m,_,$,E,z,P,fe),ie=fe*i+R,X=fe-ie;ie<1&&(ie=0),ne>=X/2&&(ne=0),ie<5&&(F=uu);let Ut=ie>0,St=fe-ie-(Ut?ne:0);X=F(Oi(St,V,C)),H=(I==0?X/2:I==q?0:X)-I*q*((I==0?R/2:0)+(Ut?ne/2:0));let $e={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},Kt=ue?null:new Path2D,bt=null;if(W!=null)bt=w.data[W.series[1]];else{let{y0:se,y1:Ce}=c;se!=null&&Ce!=null&&(_=Ce.values(w,k,v,b),bt=se.values(w,k,v,b))}let Et=G*X,he=xe*X;for(let se=q==1?v:b;se>=v&&se<=b;se+=q){let Ce=_[se];if(Ce==null)continue;if(bt!=null){let Tt=bt[se]??0;if(Ce-Tt==0)continue;Z=Y(Tt,A,M,L)}let Ye=E.distr!=2||c!=null?m[se]:se,lr=$(Ye,E,z,P),zn=Y(ve(Ce,ee),A,M,L),sn=F(lr-H),Dn=F(_t(zn,Z)),$t=F(nn(zn,Z)),zt=Dn-$t;if(Ce!=null){let Tt=Ce<0?he:Et,qt=Ce<0?Et:he;ue?(ne>0&&De[se]!=null&&K(Ve.get(De[se]),sn,$t+Pt(ne/2),X,_t(0,zt-ne),Tt,qt),ge[se]!=null&&K(Ae.get(ge[se]),sn,$t+Pt(ne/2),X,_t(0,zt-ne),Tt,qt)):K(Kt,sn,$t+Pt(ne/2),X,_t(0,zt-ne),Tt,qt),O(w,k,se,sn-ne/2,$t,X+ne,zt)}}return ne>0?$e.stroke=ue?Ve:Kt:ue||($e._fill=S.width==0?S._fill:S._stroke??S._fill,$e.width=0),$e.fill=ue?Ae:Kt,$e})}function Ry(e,t){let n=ve(t?.alignGaps,0);return(r,s,o,i)=>rr(r,s,(l,a,c,d,h,g,w,k,v,b,S)=>{[o,i]=no(c,o,i);let m=l.pxRound,_=G=>m(g(G,d,b,k)),E=G=>m(w(G,h,S,v)),A,$,Y;d.ori==0?(A=lo,Y=Fr,$=Pu):(A=ao,Y=Pr,$=ju);let P=d.dir*(d.ori==0?1:-1),L=_(a[P==1?o:i]),z=L,M=[],F=[];for(let G=P==1?o:i;G>=o&&G<=i;G+=P)if(c[G]!=null){let q=a[G],K=_(q);M.push(z=K),F.push(E(c[G]))}let I={stroke:e(M,F,A,Y,$,m),fill:null,clip:null,band:null,gaps:null,flags:Ir},R=I.stroke,[C,V]=Ji(r,s);if(l.fill!=null||C!=0){let G=I.fill=new Path2D(R),xe=l.fillTo(r,s,l.min,l.max,C),q=E(xe);Y(G,z,q),Y(G,L,q)}if(!l.spanGaps){let G=[];G.push(...Xi(a,c,o,i,P,_,n)),I.gaps=G=l.gaps(r,s,o,i,G),I.clip=io(G,d.ori,k,v,b,S)}return V!=0&&(I.band=V==2?[kn(r,s,o,i,R,-1),kn(r,s,o,i,R,1)]:kn(r,s,o,i,R,V)),I})}function Fy(e){return Ry(Py,e)}function Py(e,t,n,r,s,o){let i=e.length;if(i<2)return null;let l=new Path2D;if(n(l,e[0],t[0]),i==2)r(l,e[1],t[1]);else{let a=Array(i),c=Array(i-1),d=Array(i-1),h=Array(i-1);for(let g=0;g<i-1;g++)d[g]=t[g+1]-t[g],h[g]=e[g+1]-e[g],c[g]=d[g]/h[g];a[0]=c[0];for(let g=1;g<i-1;g++)c[g]===0||c[g-1]===0||c[g-1]>0!=c[g]>0?a[g]=0:(a[g]=3*(h[g-1]+h[g])/((2*h[g]+h[g-1])/c[g-1]+(h[g]+2*h[g-1])/c[g]),isFinite(a[g])||(a[g]=0));a[i-1]=c[i-2];for(let g=0;g<i-1;g++)s(l,e[g]+h[g]/3,t[g]+a[g]*h[g]/3,e[g+1]-h[g]/3,t[g+1]-a[g+1]*h[g]/3,e[g+1],t[g+1])}return l}var Pi=new Set;function nu(){for(let e of Pi)e.syncRect(!0)}Rr&&(tr(y0,$r,nu),tr(b0,$r,nu,!0),tr(Qs,$r,()=>{qe.pxRatio=_e}));var jy=Bu(),zy=zu();function ru(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((o,i)=>ji(o,i,t,n))}function Dy(e,t){return e.map((n,r)=>r==0?{}:Ge({},t,n))}function ji(e,t,n,r){return Ge({},t==0?n:r,e)}function Vu(e,t,n){return t==null?Lr:[t,n]}var By=Vu;function Vy(e,t,n){return t==null?Lr:eo(t,n,Hi,!0)}function Hu(e,t,n,r){return t==null?Lr:ro(t,n,e.scales[r].log,!1)}var Hy=Hu;function Wu(e,t,n,r){return t==null?Lr:Vi(t,n,e.scales[r].log,!1)}var Wy=Wu;function Gy(e,t,n,r,s){let o=_t(Rc(e),Rc(t)),i=t-e,l=tn(s/r*i,n);do{let a=n[l],c=r*a/i;if(c>=s&&o+(a<5?jn.get(a):0)<=17)return[a,c]}while(++l<n.length);return[0,0]}function su(e){let t,n;return e=e.replace(/(\d+)px/,(r,s)=>(t=Ue((n=+s)*_e))+"px"),[e,t,n]}function Yy(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=Me(t[2]*_e,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function qe(e,t,n){let r={mode:ve(e.mode,1)},s=r.mode;function o(u,p,y,x){let T=p.valToPct(u);return x+y*(p.dir==-1?1-T:T)}function i(u,p,y,x){let T=p.valToPct(u);return x+y*(p.dir==-1?T:1-T)}function l(u,p,y,x){return p.ori==0?o(u,p,y,x):i(u,p,y,x)}r.valToPosH=o,r.valToPosV=i;let a=!1;r.status=0;let c=r.root=Wt(Qg);if(e.id!=null&&(c.id=e.id),Ft(c,e.class),e.title){let u=Wt(n0,c);u.textContent=e.title}let d=en("canvas"),h=r.ctx=d.getContext("2d"),g=Wt(r0,c);tr("click",g,u=>{u.target===k&&(Le!=br||Fe!=xr)&&ct.click(r,u)},!0);let w=r.under=Wt(s0,g);g.appendChild(d);let k=r.over=Wt(o0,g);e=Or(e);let v=+ve(e.pxAlign,1),b=eu(v);(e.plugins||[]).forEach(u=>{u.opts&&(e=u.opts(r,e)||e)});let S=e.ms||.001,m=r.series=s==1?ru(e.series||[],Uc,Zc,!1):Dy(e.series||[null],Xc),_=r.axes=ru(e.axes||[],Yc,qc,!0),E=r.scales={},A=r.bands=e.bands||[];A.forEach(u=>{u.fill=be(u.fill||null),u.dir=ve(u.dir,-1)});let $=s==2?m[1].facets[0].scale:m[0].scale,Y={axes:Hh,series:jh},P=(e.drawOrder||["axes","series"]).map(u=>Y[u]);function L(u){let p=u.distr==3?y=>vn(y>0?y:u.clamp(r,y,u.min,u.max,u.key)):u.distr==4?y=>Ei(y,u.asinh):u.distr==100?y=>u.fwd(y):y=>y;return y=>{let x=p(y),{_min:T,_max:N}=u,j=N-T;return(x-T)/j}}function z(u){let p=E[u];if(p==null){let y=(e.scales||ps)[u]||ps;if(y.from!=null){z(y.from);let x=Ge({},E[y.from],y,{key:u});x.valToPct=L(x),E[u]=x}else{p=E[u]=Ge({},u==$?Lu:Ny,y),p.key=u;let x=p.time,T=p.range,N=Pn(T);if((u!=$||s==2&&!x)&&(N&&(T[0]==null||T[1]==null)&&(T={min:T[0]==null?Lc:{mode:1,hard:T[0],soft:T[0]},max:T[1]==null?Lc:{mode:1,hard:T[1],soft:T[1]}},N=!1),!N&&oo(T))){let j=T;T=(U,J,te)=>J==null?Lr:eo(J,te,j)}p.range=be(T||(x?By:u==$?p.distr==3?Hy:p.distr==4?Wy:Vu:p.distr==3?Hu:p.distr==4?Wu:Vy)),p.auto=be(N?!1:p.auto),p.clamp=be(p.clamp||Ay),p._min=p._max=null,p.valToPct=L(p)}}}z("x"),z("y"),s==1&&m.forEach(u=>{z(u.scale)}),_.forEach(u=>{z(u.scale)});for(let u in e.scales)z(u);let M=E[$],F=M.distr,I,R;M.ori==0?(Ft(c,e0),I=o,R=i):(Ft(c,t0),I=i,R=o);let C={};for(let u in E){let p=E[u];(p.min!=null||p.max!=null)&&(C[u]={min:p.min,max:p.max},p.min=p.max=null)}let V=e.tzDate||(u=>new Date(Ue(u/S))),G=e.fmtDate||Yi,xe=S==1?ey(V):ry(V),q=Hc(V,Vc(S==1?Q0:ny,G)),K=Gc(V,Wc(oy,G)),O=[],W=r.legend=Ge({},ay,e.legend),D=r.cursor=Ge({},py,{drag:{y:s==2}},e.cursor),ee=W.show,Z=D.show,H=W.markers;W.idxs=O,H.width=be(H.width),H.dash=be(H.dash),H.stroke=be(H.stroke),H.fill=be(H.fill);let X,ie,fe,ne=[],ue=[],ge,Ae=!1,De={};if(W.live){let u=m[1]?m[1].values:null;Ae=u!=null,ge=Ae?u(r,1,0):{_:0};for(let p in ge)De[p]=Di}if(ee)if(X=en("table",d0,c),fe=en("tbody",null,X),W.mount(r,X),Ae){ie=en("thead",null,X,fe);let u=en("tr",null,ie);en("th",null,u);for(var Ve in ge)en("th",xc,u).textContent=Ve}else Ft(X,h0),W.live&&Ft(X,f0);let ft={show:!0},lt={show:!1};function Ut(u,p){if(p==0&&(Ae||!W.live||s==2))return Lr;let y=[],x=en("tr",p0,fe,fe.childNodes[p]);Ft(x,u.class),u.show||Ft(x,er);let T=en("th",null,x);if(H.show){let U=Wt(m0,T);if(p>0){let J=H.width(r,p);J&&(U.style.border=J+"px "+H.dash(r,p)+" "+H.stroke(r,p)),U.style.background=H.fill(r,p)}}let N=Wt(xc,T);u.label instanceof HTMLElement?N.appendChild(u.label):N.textContent=u.label,p>0&&(H.show||(N.style.color=u.width>0?H.stroke(r,p):H.fill(r,p)),$e("click",T,U=>{if(D._lock)return;Vn(U);let J=m.indexOf(u);if((U.ctrlKey||U.metaKey)!=W.isolate){let te=m.some((re,oe)=>oe>0&&oe!=J&&re.show);m.forEach((re,oe)=>{oe>0&&ln(oe,te?oe==J?ft:lt:ft,!0,He.setSeries)})}else ln(J,{show:!u.show},!0,He.setSeries)},!1),cr&&$e(_c,T,U=>{D._lock||(Vn(U),ln(m.indexOf(u),vr,!0,He.setSeries))},!1));for(var j in ge){let U=en("td",g0,x);U.textContent="--",y.push(U)}return[x,y]}let St=new Map;function $e(u,p,y,x=!0){let T=St.get(p)||{},N=D.bind[u](r,p,y,x);N&&(tr(u,p,T[u]=N),St.set(p,T))}function Kt(u,p,y){let x=St.get(p)||{};for(let T in x)(u==null||T==u)&&(Li(T,p,x[T]),delete x[T]);u==null&&St.delete(p)}let bt=0,Et=0,he=0,se=0,Ce=0,Ye=0,lr=Ce,zn=Ye,sn=he,Dn=se,$t=0,zt=0,Tt=0,qt=0;r.bbox={};let Lo=!1,_s=!1,ar=!1,Bn=!1,Ss=!1,Dt=!1;function Oo(u,p,y){(y||u!=r.width||p!=r.height)&&Ml(u,p),pr(!1),ar=!0,_s=!0,mr()}function Ml(u,p){r.width=bt=he=u,r.height=Et=se=p,Ce=Ye=0,Ch(),Lh();let y=r.bbox;$t=y.left=Zn(Ce*_e,.5),zt=y.top=Zn(Ye*_e,.5),Tt=y.width=Zn(he*_e,.5),qt=y.height=Zn(se*_e,.5)}let Nh=3;function Mh(){let u=!1,p=0;for(;!u;){p++;let y=Bh(p),x=Vh(p);u=p==Nh||y&&x,u||(Ml(r.width,r.height),_s=!0)}}function $h({width:u,height:p}){Oo(u,p)}r.setSize=$h;function Ch(){let u=!1,p=!1,y=!1,x=!1;_.forEach((T,N)=>{if(T.show&&T._show){let{side:j,_size:U}=T,J=j%2,te=T.label!=null?T.labelSize:0,re=U+te;re>0&&(J?(he-=re,j==3?(Ce+=re,x=!0):y=!0):(se-=re,j==0?(Ye+=re,u=!0):p=!0))}}),Hn[0]=u,Hn[1]=y,Hn[2]=p,Hn[3]=x,he-=Sn[1]+Sn[3],Ce+=Sn[3],se-=Sn[2]+Sn[0],Ye+=Sn[0]}function Lh(){let u=Ce+he,p=Ye+se,y=Ce,x=Ye;function T(N,j){switch(N){case 1:return u+=j,u-j;case 2:return p+=j,p-j;case 3:return y-=j,y+j;case 0:return x-=j,x+j}}_.forEach((N,j)=>{if(N.show&&N._show){let U=N.side;N._pos=T(U,N._size),N.label!=null&&(N._lpos=T(U,N.labelSize))}})}if(D.dataIdx==null){let u=D.hover,p=u.skip=new Set(u.skip??[]);p.add(void 0);let y=u.prox=be(u.prox),x=u.bias??(u.bias=0);D.dataIdx=(T,N,j,U)=>{if(N==0)return j;let J=j,te=y(T,N,j,U)??Ne,re=te>=0&&te<Ne,oe=M.ori==0?he:se,de=D.left,ke=t[0],we=t[N];if(p.has(we[j])){J=null;let ye=null,ce=null,le;if(x==0||x==-1)for(le=j;ye==null&&le-- >0;)p.has(we[le])||(ye=le);if(x==0||x==1)for(le=j;ce==null&&le++<we.length;)p.has(we[le])||(ce=le);if(ye!=null||ce!=null)if(re){let Ie=ye==null?-1/0:I(ke[ye],M,oe,0),je=ce==null?1/0:I(ke[ce],M,oe,0),nt=de-Ie,Te=je-de;nt<=Te?nt<=te&&(J=ye):Te<=te&&(J=ce)}else J=ce==null?ye:ye==null?ce:j-ye<=ce-j?ye:ce}else re&&Ke(de-I(ke[j],M,oe,0))>te&&(J=null);return J}}let Vn=u=>{D.event=u};D.idxs=O,D._lock=!1;let ht=D.points;ht.show=be(ht.show),ht.size=be(ht.size),ht.stroke=be(ht.stroke),ht.width=be(ht.width),ht.fill=be(ht.fill);let on=r.focus=Ge({},e.focus||{alpha:.3},D.focus),cr=on.prox>=0,ur=cr&&ht.one,Bt=[],dr=[],fr=[];function $l(u,p){let y=ht.show(r,p);if(y instanceof HTMLElement)return Ft(y,u0),Ft(y,u.class),mn(y,-10,-10,he,se),k.insertBefore(y,Bt[p]),y}function Cl(u,p){if(s==1||p>0){let y=s==1&&E[u.scale].time,x=u.value;u.value=y?jc(x)?Gc(V,Wc(x,G)):x||K:x||Sy,u.label=u.label||(y?gy:my)}if(ur||p>0){u.width=u.width==null?1:u.width,u.paths=u.paths||jy||N0,u.fillTo=be(u.fillTo||My),u.pxAlign=+ve(u.pxAlign,v),u.pxRound=eu(u.pxAlign),u.stroke=be(u.stroke||null),u.fill=be(u.fill||null),u._stroke=u._fill=u._paths=u._focus=null;let y=Ey(_t(1,u.width),1),x=u.points=Ge({},{size:y,width:_t(1,y*.2),stroke:u.stroke,space:y*2,paths:zy,_stroke:null,_fill:null},u.points);x.show=be(x.show),x.filter=be(x.filter),x.fill=be(x.fill),x.stroke=be(x.stroke),x.paths=be(x.paths),x.pxAlign=u.pxAlign}if(ee){let y=Ut(u,p);ne.splice(p,0,y[0]),ue.splice(p,0,y[1]),W.values.push(null)}if(Z){O.splice(p,0,null);let y=null;ur?p==0&&(y=$l(u,p)):p>0&&(y=$l(u,p)),Bt.splice(p,0,y),dr.splice(p,0,0),fr.splice(p,0,0)}tt("addSeries",p)}function Oh(u,p){p=p??m.length,u=s==1?ji(u,p,Uc,Zc):ji(u,p,{},Xc),m.splice(p,0,u),Cl(m[p],p)}r.addSeries=Oh;function Ih(u){if(m.splice(u,1),ee){W.values.splice(u,1),ue.splice(u,1);let p=ne.splice(u,1)[0];Kt(null,p.firstChild),p.remove()}Z&&(O.splice(u,1),Bt.splice(u,1)[0].remove(),dr.splice(u,1),fr.splice(u,1)),tt("delSeries",u)}r.delSeries=Ih;let Hn=[!1,!1,!1,!1];function Rh(u,p){if(u._show=u.show,u.show){let y=u.side%2,x=E[u.scale];x==null&&(u.scale=y?m[1].scale:$,x=E[u.scale]);let T=x.time;u.size=be(u.size),u.space=be(u.space),u.rotate=be(u.rotate),Pn(u.incrs)&&u.incrs.forEach(j=>{!jn.has(j)&&jn.set(j,hu(j))}),u.incrs=be(u.incrs||(x.distr==2?J0:T?S==1?Z0:ty:Qn)),u.splits=be(u.splits||(T&&x.distr==1?xe:x.distr==3?Ii:x.distr==4?xy:by)),u.stroke=be(u.stroke),u.grid.stroke=be(u.grid.stroke),u.ticks.stroke=be(u.ticks.stroke),u.border.stroke=be(u.border.stroke);let N=u.values;u.values=Pn(N)&&!Pn(N[0])?be(N):T?Pn(N)?Hc(V,Vc(N,G)):jc(N)?sy(V,N):N||q:N||yy,u.filter=be(u.filter||(x.distr>=3&&x.log==10?ky:x.distr==3&&x.log==2?_y:du)),u.font=su(u.font),u.labelFont=su(u.labelFont),u._size=u.size(r,null,p,0),u._space=u._rotate=u._incrs=u._found=u._splits=u._values=null,u._size>0&&(Hn[p]=!0,u._el=Wt(i0,g))}}function Yr(u,p,y,x){let[T,N,j,U]=y,J=p%2,te=0;return J==0&&(U||N)&&(te=p==0&&!T||p==2&&!j?Ue(Yc.size/3):0),J==1&&(T||j)&&(te=p==1&&!N||p==3&&!U?Ue(qc.size/2):0),te}let Ll=r.padding=(e.padding||[Yr,Yr,Yr,Yr]).map(u=>be(ve(u,Yr))),Sn=r._padding=Ll.map((u,p)=>u(r,p,Hn,0)),at,Xe=null,Ze=null,Es=s==1?m[0].idxs:null,Jt=null,Ur=!1;function Ol(u,p){if(t=u??[],r.data=r._data=t,s==2){at=0;for(let y=1;y<m.length;y++)at+=t[y][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Jt=t[0],at=Jt.length;let y=t;if(F==2){y=t.slice();let x=y[0]=Array(at);for(let T=0;T<at;T++)x[T]=T}r._data=t=y}if(pr(!0),tt("setData"),F==2&&(ar=!0),p!==!1){let y=M;y.auto(r,Ur)?Io():Tn($,y.min,y.max),Bn=Bn||D.left>=0,Dt=!0,mr()}}r.setData=Ol;function Io(){Ur=!0;let u,p;s==1&&(at>0?(Xe=Es[0]=0,Ze=Es[1]=at-1,u=t[0][Xe],p=t[0][Ze],F==2?(u=Xe,p=Ze):u==p&&(F==3?[u,p]=ro(u,u,M.log,!1):F==4?[u,p]=Vi(u,u,M.log,!1):M.time?p=u+Ue(86400/S):[u,p]=eo(u,p,Hi,!0))):(Xe=Es[0]=u=null,Ze=Es[1]=p=null)),Tn($,u,p)}let Ts,hr,Ro,Fo,Po,jo,zo,Do,Bo,At;function Il(u,p,y,x,T,N){u??(u=vc),y??(y=Gi),x??(x="butt"),T??(T=vc),N??(N="round"),u!=Ts&&(h.strokeStyle=Ts=u),T!=hr&&(h.fillStyle=hr=T),p!=Ro&&(h.lineWidth=Ro=p),N!=Po&&(h.lineJoin=Po=N),x!=jo&&(h.lineCap=jo=x),y!=Fo&&h.setLineDash(Fo=y)}function Rl(u,p,y,x){p!=hr&&(h.fillStyle=hr=p),u!=zo&&(h.font=zo=u),y!=Do&&(h.textAlign=Do=y),x!=Bo&&(h.textBaseline=Bo=x)}function Vo(u,p,y,x,T=0){if(x.length>0&&u.auto(r,Ur)&&(p==null||p.min==null)){let N=ve(Xe,0),j=ve(Ze,x.length-1),U=y.min==null?k0(x,N,j,T,u.distr==3):[y.min,y.max];u.min=nn(u.min,y.min=U[0]),u.max=_t(u.max,y.max=U[1])}}let Fl={min:null,max:null};function Fh(){for(let x in E){let T=E[x];C[x]==null&&(T.min==null||C[$]!=null&&T.auto(r,Ur))&&(C[x]=Fl)}for(let x in E){let T=E[x];C[x]==null&&T.from!=null&&C[T.from]!=null&&(C[x]=Fl)}C[$]!=null&&pr(!0);let u={};for(let x in C){let T=C[x];if(T!=null){let N=u[x]=Or(E[x],C0);if(T.min!=null)Ge(N,T);else if(x!=$||s==2)if(at==0&&N.from==null){let j=N.range(r,null,null,x);N.min=j[0],N.max=j[1]}else N.min=Ne,N.max=-Ne}}if(at>0){m.forEach((x,T)=>{if(s==1){let N=x.scale,j=C[N];if(j==null)return;let U=u[N];if(T==0){let J=U.range(r,U.min,U.max,N);U.min=J[0],U.max=J[1],Xe=tn(U.min,t[0]),Ze=tn(U.max,t[0]),Ze-Xe>1&&(t[0][Xe]<U.min&&Xe++,t[0][Ze]>U.max&&Ze--),x.min=Jt[Xe],x.max=Jt[Ze]}else x.show&&x.auto&&Vo(U,j,x,t[T],x.sorted);x.idxs[0]=Xe,x.idxs[1]=Ze}else if(T>0&&x.show&&x.auto){let[N,j]=x.facets,U=N.scale,J=j.scale,[te,re]=t[T],oe=u[U],de=u[J];oe!=null&&Vo(oe,C[U],N,te,N.sorted),de!=null&&Vo(de,C[J],j,re,j.sorted),x.min=j.min,x.max=j.max}});for(let x in u){let T=u[x],N=C[x];if(T.from==null&&(N==null||N.min==null)){let j=T.range(r,T.min==Ne?null:T.min,T.max==-Ne?null:T.max,x);T.min=j[0],T.max=j[1]}}}for(let x in u){let T=u[x];if(T.from!=null){let N=u[T.from];if(N.min==null)T.min=T.max=null;else{let j=T.range(r,N.min,N.max,x);T.min=j[0],T.max=j[1]}}}let p={},y=!1;for(let x in u){let T=u[x],N=E[x];if(N.min!=T.min||N.max!=T.max){N.min=T.min,N.max=T.max;let j=N.distr;N._min=j==3?vn(N.min):j==4?Ei(N.min,N.asinh):j==100?N.fwd(N.min):N.min,N._max=j==3?vn(N.max):j==4?Ei(N.max,N.asinh):j==100?N.fwd(N.max):N.max,p[x]=y=!0}}if(y){m.forEach((x,T)=>{s==2?T>0&&p.y&&(x._paths=null):p[x.scale]&&(x._paths=null)});for(let x in p)ar=!0,tt("setScale",x);Z&&D.left>=0&&(Bn=Dt=!0)}for(let x in C)C[x]=null}function Ph(u){let p=Oi(Xe-1,0,at-1),y=Oi(Ze+1,0,at-1);for(;u[p]==null&&p>0;)p--;for(;u[y]==null&&y<at-1;)y++;return[p,y]}function jh(){if(at>0){let u=m.some(p=>p._focus)&&At!=on.alpha;u&&(h.globalAlpha=At=on.alpha),m.forEach((p,y)=>{if(y>0&&p.show&&(Pl(y,!1),Pl(y,!0),p._paths==null)){let x=At;At!=p.alpha&&(h.globalAlpha=At=p.alpha);let T=s==2?[0,t[y][0].length-1]:Ph(t[y]);p._paths=p.paths(r,y,T[0],T[1]),At!=x&&(h.globalAlpha=At=x)}}),m.forEach((p,y)=>{if(y>0&&p.show){let x=At;At!=p.alpha&&(h.globalAlpha=At=p.alpha),p._paths!=null&&jl(y,!1);{let T=p._paths!=null?p._paths.gaps:null,N=p.points.show(r,y,Xe,Ze,T),j=p.points.filter(r,y,N,T);(N||j)&&(p.points._paths=p.points.paths(r,y,Xe,Ze,j),jl(y,!0))}At!=x&&(h.globalAlpha=At=x),tt("drawSeries",y)}}),u&&(h.globalAlpha=At=1)}}function Pl(u,p){let y=p?m[u].points:m[u];y._stroke=y.stroke(r,u),y._fill=y.fill(r,u)}function jl(u,p){let y=p?m[u].points:m[u],{stroke:x,fill:T,clip:N,flags:j,_stroke:U=y._stroke,_fill:J=y._fill,_width:te=y.width}=y._paths;te=Me(te*_e,3);let re=null,oe=te%2/2;p&&J==null&&(J=te>0?"#fff":U);let de=y.pxAlign==1&&oe>0;if(de&&h.translate(oe,oe),!p){let ke=$t-te/2,we=zt-te/2,ye=Tt+te,ce=qt+te;re=new Path2D,re.rect(ke,we,ye,ce)}p?Ho(U,te,y.dash,y.cap,J,x,T,j,N):zh(u,U,te,y.dash,y.cap,J,x,T,j,re,N),de&&h.translate(-oe,-oe)}function zh(u,p,y,x,T,N,j,U,J,te,re){let oe=!1;J!=0&&A.forEach((de,ke)=>{if(de.series[0]==u){let we=m[de.series[1]],ye=t[de.series[1]],ce=(we._paths||ps).band;Pn(ce)&&(ce=de.dir==1?ce[0]:ce[1]);let le,Ie=null;we.show&&ce&&S0(ye,Xe,Ze)?(Ie=de.fill(r,ke)||N,le=we._paths.clip):ce=null,Ho(p,y,x,T,Ie,j,U,J,te,re,le,ce),oe=!0}}),oe||Ho(p,y,x,T,N,j,U,J,te,re)}let zl=Ir|Fi;function Ho(u,p,y,x,T,N,j,U,J,te,re,oe){Il(u,p,y,x,T),(J||te||oe)&&(h.save(),J&&h.clip(J),te&&h.clip(te)),oe?(U&zl)==zl?(h.clip(oe),re&&h.clip(re),Ns(T,j),As(u,N,p)):U&Fi?(Ns(T,j),h.clip(oe),As(u,N,p)):U&Ir&&(h.save(),h.clip(oe),re&&h.clip(re),Ns(T,j),h.restore(),As(u,N,p)):(Ns(T,j),As(u,N,p)),(J||te||oe)&&h.restore()}function As(u,p,y){y>0&&(p instanceof Map?p.forEach((x,T)=>{h.strokeStyle=Ts=T,h.stroke(x)}):p!=null&&u&&h.stroke(p))}function Ns(u,p){p instanceof Map?p.forEach((y,x)=>{h.fillStyle=hr=x,h.fill(y)}):p!=null&&u&&h.fill(p)}function Dh(u,p,y,x){let T=_[u],N;if(x<=0)N=[0,0];else{let j=T._space=T.space(r,u,p,y,x),U=T._incrs=T.incrs(r,u,p,y,x,j);N=Gy(p,y,U,x,j)}return T._found=N}function Wo(u,p,y,x,T,N,j,U,J,te){let re=j%2/2;v==1&&h.translate(re,re),Il(U,j,J,te,U),h.beginPath();let oe,de,ke,we,ye=T+(x==0||x==3?-N:N);y==0?(de=T,we=ye):(oe=T,ke=ye);for(let ce=0;ce<u.length;ce++)p[ce]!=null&&(y==0?oe=ke=u[ce]:de=we=u[ce],h.moveTo(oe,de),h.lineTo(ke,we));h.stroke(),v==1&&h.translate(-re,-re)}function Bh(u){let p=!0;return _.forEach((y,x)=>{if(!y.show)return;let T=E[y.scale];if(T.min==null){y._show&&(p=!1,y._show=!1,pr(!1));return}else y._show||(p=!1,y._show=!0,pr(!1));let N=y.side,j=N%2,{min:U,max:J}=T,[te,re]=Dh(x,U,J,j==0?he:se);if(re==0)return;let oe=T.distr==2,de=y._splits=y.splits(r,x,U,J,te,re,oe),ke=T.distr==2?de.map(le=>Jt[le]):de,we=T.distr==2?Jt[de[1]]-Jt[de[0]]:te,ye=y._values=y.values(r,y.filter(r,ke,x,re,we),x,re,we);y._rotate=N==2?y.rotate(r,ye,x,re):0;let ce=y._size;y._size=Gt(y.size(r,ye,x,u)),ce!=null&&y._size!=ce&&(p=!1)}),p}function Vh(u){let p=!0;return Ll.forEach((y,x)=>{let T=y(r,x,Hn,u);T!=Sn[x]&&(p=!1),Sn[x]=T}),p}function Hh(){for(let u=0;u<_.length;u++){let p=_[u];if(!p.show||!p._show)continue;let y=p.side,x=y%2,T,N,j=p.stroke(r,u),U=y==0||y==3?-1:1,[J,te]=p._found;if(p.label!=null){let wt=p.labelGap*U,Ot=Ue((p._lpos+wt)*_e);Rl(p.labelFont[0],j,"center",y==2?"top":wc),h.save(),x==1?(T=N=0,h.translate(Ot,Ue(zt+qt/2)),h.rotate((y==3?-Zs:Zs)/2)):(T=Ue($t+Tt/2),N=Ot);let Yn=cu(p.label)?p.label(r,u,J,te):p.label;h.fillText(Yn,T,N),h.restore()}if(te==0)continue;let re=E[p.scale],oe=x==0?Tt:qt,de=x==0?$t:zt,ke=p._splits,we=re.distr==2?ke.map(wt=>Jt[wt]):ke,ye=re.distr==2?Jt[ke[1]]-Jt[ke[0]]:J,ce=p.ticks,le=p.border,Ie=ce.show?ce.size:0,je=Ue(Ie*_e),nt=Ue((p.alignTo==2?p._size-Ie-p.gap:p.gap)*_e),Te=p._rotate*-Zs/180,ze=b(p._pos*_e),Ct=(je+nt)*U,xt=ze+Ct;N=x==0?xt:0,T=x==1?xt:0;let Vt=p.font[0],Xt=p.align==1?Nr:p.align==2?ki:Te>0?Nr:Te<0?ki:x==0?"center":y==3?ki:Nr,cn=Te||x==1?"middle":y==2?"top":wc;Rl(Vt,j,Xt,cn);let Lt=p.font[1]*p.lineGap,Ht=ke.map(wt=>b(l(wt,re,oe,de))),Zt=p._values;for(let wt=0;wt<Zt.length;wt++){let Ot=Zt[wt];if(Ot!=null){x==0?T=Ht[wt]:N=Ht[wt],Ot=""+Ot;let Yn=Ot.indexOf(`
`)==-1?[Ot]:Ot.split(/\n/gm);for(let vt=0;vt<Yn.length;vt++){let sa=Yn[vt];Te?(h.save(),h.translate(T,N+vt*Lt),h.rotate(Te),h.fillText(sa,0,0),h.restore()):h.fillText(sa,T,N+vt*Lt)}}}ce.show&&Wo(Ht,ce.filter(r,we,u,te,ye),x,y,ze,je,Me(ce.width*_e,3),ce.stroke(r,u),ce.dash,ce.cap);let un=p.grid;un.show&&Wo(Ht,un.filter(r,we,u,te,ye),x,x==0?2:1,x==0?zt:$t,x==0?qt:Tt,Me(un.width*_e,3),un.stroke(r,u),un.dash,un.cap),le.show&&Wo([ze],[1],x==0?1:0,x==0?1:2,x==1?zt:$t,x==1?qt:Tt,Me(le.width*_e,3),le.stroke(r,u),le.dash,le.cap)}tt("drawAxes")}function pr(u){m.forEach((p,y)=>{y>0&&(p._paths=null,u&&(s==1?(p.min=null,p.max=null):p.facets.forEach(x=>{x.min=null,x.max=null})))})}let Ms=!1,Go=!1,Kr=[];function Wh(){Go=!1;for(let u=0;u<Kr.length;u++)tt(...Kr[u]);Kr.length=0}function mr(){Ms||(j0(Dl),Ms=!0)}function Gh(u,p=!1){Ms=!0,Go=p,u(r),Dl(),p&&Kr.length>0&&queueMicrotask(Wh)}r.batch=Gh;function Dl(){if(Lo&&(Fh(),Lo=!1),ar&&(Mh(),ar=!1),_s){if(Re(w,Nr,Ce),Re(w,"top",Ye),Re(w,us,he),Re(w,ds,se),Re(k,Nr,Ce),Re(k,"top",Ye),Re(k,us,he),Re(k,ds,se),Re(g,us,bt),Re(g,ds,Et),d.width=Ue(bt*_e),d.height=Ue(Et*_e),_.forEach(({_el:u,_show:p,_size:y,_pos:x,side:T})=>{if(u!=null)if(p){let N=T===3||T===0?y:0,j=T%2==1;Re(u,j?"left":"top",x-N),Re(u,j?"width":"height",y),Re(u,j?"top":"left",j?Ye:Ce),Re(u,j?"height":"width",j?se:he),Ci(u,er)}else Ft(u,er)}),Ts=hr=Ro=Po=jo=zo=Do=Bo=Fo=null,At=1,Xr(!0),Ce!=lr||Ye!=zn||he!=sn||se!=Dn){pr(!1);let u=he/sn,p=se/Dn;if(Z&&!Bn&&D.left>=0){D.left*=u,D.top*=p,gr&&mn(gr,Ue(D.left),0,he,se),yr&&mn(yr,0,Ue(D.top),he,se);for(let y=0;y<Bt.length;y++){let x=Bt[y];x!=null&&(dr[y]*=u,fr[y]*=p,mn(x,Gt(dr[y]),Gt(fr[y]),he,se))}}if(Oe.show&&!Ss&&Oe.left>=0&&Oe.width>0){Oe.left*=u,Oe.width*=u,Oe.top*=p,Oe.height*=p;for(let y in Xo)Re(wr,y,Oe[y])}lr=Ce,zn=Ye,sn=he,Dn=se}tt("setSize"),_s=!1}bt>0&&Et>0&&(h.clearRect(0,0,d.width,d.height),tt("drawClear"),P.forEach(u=>u()),tt("draw")),Oe.show&&Ss&&($s(Oe),Ss=!1),Z&&Bn&&(Gn(null,!0,!1),Bn=!1),W.show&&W.live&&Dt&&(qo(),Dt=!1),a||(a=!0,r.status=1,tt("ready")),Ur=!1,Ms=!1}r.redraw=(u,p)=>{ar=p||!1,u!==!1?Tn($,M.min,M.max):mr()};function Yo(u,p){let y=E[u];if(y.from==null){if(at==0){let x=y.range(r,p.min,p.max,u);p.min=x[0],p.max=x[1]}if(p.min>p.max){let x=p.min;p.min=p.max,p.max=x}if(at>1&&p.min!=null&&p.max!=null&&p.max-p.min<1e-16)return;u==$&&y.distr==2&&at>0&&(p.min=tn(p.min,t[0]),p.max=tn(p.max,t[0]),p.min==p.max&&p.max++),C[u]=p,Lo=!0,mr()}}r.setScale=Yo;let Uo,Ko,gr,yr,Bl,Vl,br,xr,Hl,Wl,Le,Fe,En=!1,ct=D.drag,Qe=ct.x,et=ct.y;Z&&(D.x&&(Uo=Wt(a0,k)),D.y&&(Ko=Wt(c0,k)),M.ori==0?(gr=Uo,yr=Ko):(gr=Ko,yr=Uo),Le=D.left,Fe=D.top);let Oe=r.select=Ge({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),wr=Oe.show?Wt(l0,Oe.over?k:w):null;function $s(u,p){if(Oe.show){for(let y in u)Oe[y]=u[y],y in Xo&&Re(wr,y,u[y]);p!==!1&&tt("setSelect")}}r.setSelect=$s;function Yh(u){if(m[u].show)ee&&Ci(ne[u],er);else if(ee&&Ft(ne[u],er),Z){let y=ur?Bt[0]:Bt[u];y!=null&&mn(y,-10,-10,he,se)}}function Tn(u,p,y){Yo(u,{min:p,max:y})}function ln(u,p,y,x){p.focus!=null&&Xh(u),p.show!=null&&m.forEach((T,N)=>{N>0&&(u==N||u==null)&&(T.show=p.show,Yh(N),s==2?(Tn(T.facets[0].scale,null,null),Tn(T.facets[1].scale,null,null)):Tn(T.scale,null,null),mr())}),y!==!1&&tt("setSeries",u,p),x&&Zr("setSeries",r,u,p)}r.setSeries=ln;function Uh(u,p){Ge(A[u],p)}function Kh(u,p){u.fill=be(u.fill||null),u.dir=ve(u.dir,-1),p=p??A.length,A.splice(p,0,u)}function qh(u){u==null?A.length=0:A.splice(u,1)}r.addBand=Kh,r.setBand=Uh,r.delBand=qh;function Jh(u,p){m[u].alpha=p,Z&&Bt[u]!=null&&(Bt[u].style.opacity=p),ee&&ne[u]&&(ne[u].style.opacity=p)}let xn,An,Wn,vr={focus:!0};function Xh(u){if(u!=Wn){let p=u==null,y=on.alpha!=1;m.forEach((x,T)=>{if(s==1||T>0){let N=p||T==0||T==u;x._focus=p?null:N,y&&Jh(T,N?1:on.alpha)}}),Wn=u,y&&mr()}}ee&&cr&&$e(Sc,X,u=>{D._lock||(Vn(u),Wn!=null&&ln(null,vr,!0,He.setSeries))});function an(u,p,y){let x=E[p];y&&(u=u/_e-(x.ori==1?Ye:Ce));let T=he;x.ori==1&&(T=se,u=T-u),x.dir==-1&&(u=T-u);let N=x._min,j=x._max,U=u/T,J=N+(j-N)*U,te=x.distr;return te==3?Cr(10,J):te==4?T0(J,x.asinh):te==100?x.bwd(J):J}function Zh(u,p){let y=an(u,$,p);return tn(y,t[0],Xe,Ze)}r.valToIdx=u=>tn(u,t[0]),r.posToIdx=Zh,r.posToVal=an,r.valToPos=(u,p,y)=>E[p].ori==0?o(u,E[p],y?Tt:he,y?$t:0):i(u,E[p],y?qt:se,y?zt:0),r.setCursor=(u,p,y)=>{Le=u.left,Fe=u.top,Gn(null,p,y)};function Gl(u,p){Re(wr,Nr,Oe.left=u),Re(wr,us,Oe.width=p)}function Yl(u,p){Re(wr,"top",Oe.top=u),Re(wr,ds,Oe.height=p)}let qr=M.ori==0?Gl:Yl,Jr=M.ori==1?Gl:Yl;function Qh(){if(ee&&W.live)for(let u=s==2?1:0;u<m.length;u++){if(u==0&&Ae)continue;let p=W.values[u],y=0;for(let x in p)ue[u][y++].firstChild.nodeValue=p[x]}}function qo(u,p){if(u!=null&&(u.idxs?u.idxs.forEach((y,x)=>{O[x]=y}):$0(u.idx)||O.fill(u.idx),W.idx=O[0]),ee&&W.live){for(let y=0;y<m.length;y++)(y>0||s==1&&!Ae)&&ep(y,O[y]);Qh()}Dt=!1,p!==!1&&tt("setLegend")}r.setLegend=qo;function ep(u,p){let y=m[u],x=u==0&&F==2?Jt:t[u],T;Ae?T=y.values(r,u,p)??De:(T=y.value(r,p==null?null:x[p],u,p),T=T==null?De:{_:T}),W.values[u]=T}function Gn(u,p,y){Hl=Le,Wl=Fe,[Le,Fe]=D.move(r,Le,Fe),D.left=Le,D.top=Fe,Z&&(gr&&mn(gr,Ue(Le),0,he,se),yr&&mn(yr,0,Ue(Fe),he,se));let x,T=Xe>Ze;xn=Ne,An=null;let N=M.ori==0?he:se,j=M.ori==1?he:se;if(Le<0||at==0||T){x=D.idx=null;for(let U=0;U<m.length;U++){let J=Bt[U];J!=null&&mn(J,-10,-10,he,se)}cr&&ln(null,vr,!0,u==null&&He.setSeries),W.live&&(O.fill(x),Dt=!0)}else{let U,J,te;s==1&&(U=M.ori==0?Le:Fe,J=an(U,$),x=D.idx=tn(J,t[0],Xe,Ze),te=I(t[0][x],M,N,0));let re=-10,oe=-10,de=0,ke=0,we=!0,ye="",ce="";for(let le=s==2?1:0;le<m.length;le++){let Ie=m[le],je=O[le],nt=je==null?null:s==1?t[le][je]:t[le][1][je],Te=D.dataIdx(r,le,x,J),ze=Te==null?null:s==1?t[le][Te]:t[le][1][Te];if(Dt=Dt||ze!=nt||Te!=je,O[le]=Te,le>0&&Ie.show){let Ct=Te==null?-10:Te==x?te:I(s==1?t[0][Te]:t[le][0][Te],M,N,0),xt=ze==null?-10:R(ze,s==1?E[Ie.scale]:E[Ie.facets[1].scale],j,0);if(cr&&ze!=null){let Vt=M.ori==1?Le:Fe,Xt=Ke(on.dist(r,le,Te,xt,Vt));if(Xt<xn){let cn=on.bias;if(cn!=0){let Lt=an(Vt,Ie.scale),Ht=ze>=0?1:-1,Zt=Lt>=0?1:-1;Zt==Ht&&(Zt==1?cn==1?ze>=Lt:ze<=Lt:cn==1?ze<=Lt:ze>=Lt)&&(xn=Xt,An=le)}else xn=Xt,An=le}}if(Dt||ur){let Vt,Xt;M.ori==0?(Vt=Ct,Xt=xt):(Vt=xt,Xt=Ct);let cn,Lt,Ht,Zt,un,wt,Ot=!0,Yn=ht.bbox;if(Yn!=null){Ot=!1;let vt=Yn(r,le);Ht=vt.left,Zt=vt.top,cn=vt.width,Lt=vt.height}else Ht=Vt,Zt=Xt,cn=Lt=ht.size(r,le);if(wt=ht.fill(r,le),un=ht.stroke(r,le),ur)le==An&&xn<=on.prox&&(re=Ht,oe=Zt,de=cn,ke=Lt,we=Ot,ye=wt,ce=un);else{let vt=Bt[le];vt!=null&&(dr[le]=Ht,fr[le]=Zt,Cc(vt,cn,Lt,Ot),Mc(vt,wt,un),mn(vt,Gt(Ht),Gt(Zt),he,se))}}}}if(ur){let le=on.prox,Ie=Wn==null?xn<=le:xn>le||An!=Wn;if(Dt||Ie){let je=Bt[0];je!=null&&(dr[0]=re,fr[0]=oe,Cc(je,de,ke,we),Mc(je,ye,ce),mn(je,Gt(re),Gt(oe),he,se))}}}if(Oe.show&&En)if(u!=null){let[U,J]=He.scales,[te,re]=He.match,[oe,de]=u.cursor.sync.scales,ke=u.cursor.drag;if(Qe=ke._x,et=ke._y,Qe||et){let{left:we,top:ye,width:ce,height:le}=u.select,Ie=u.scales[oe].ori,je=u.posToVal,nt,Te,ze,Ct,xt,Vt=U!=null&&te(U,oe),Xt=J!=null&&re(J,de);Vt&&Qe?(Ie==0?(nt=we,Te=ce):(nt=ye,Te=le),ze=E[U],Ct=I(je(nt,oe),ze,N,0),xt=I(je(nt+Te,oe),ze,N,0),qr(nn(Ct,xt),Ke(xt-Ct))):qr(0,N),Xt&&et?(Ie==1?(nt=we,Te=ce):(nt=ye,Te=le),ze=E[J],Ct=R(je(nt,de),ze,j,0),xt=R(je(nt+Te,de),ze,j,0),Jr(nn(Ct,xt),Ke(xt-Ct))):Jr(0,j)}else Zo()}else{let U=Ke(Hl-Bl),J=Ke(Wl-Vl);if(M.ori==1){let de=U;U=J,J=de}Qe=ct.x&&U>=ct.dist,et=ct.y&&J>=ct.dist;let te=ct.uni;te!=null?Qe&&et&&(Qe=U>=te,et=J>=te,!Qe&&!et&&(J>U?et=!0:Qe=!0)):ct.x&&ct.y&&(Qe||et)&&(Qe=et=!0);let re,oe;Qe&&(M.ori==0?(re=br,oe=Le):(re=xr,oe=Fe),qr(nn(re,oe),Ke(oe-re)),et||Jr(0,j)),et&&(M.ori==1?(re=br,oe=Le):(re=xr,oe=Fe),Jr(nn(re,oe),Ke(oe-re)),Qe||qr(0,N)),!Qe&&!et&&(qr(0,0),Jr(0,0))}if(ct._x=Qe,ct._y=et,u==null){if(y){if(ra!=null){let[U,J]=He.scales;He.values[0]=U!=null?an(M.ori==0?Le:Fe,U):null,He.values[1]=J!=null?an(M.ori==1?Le:Fe,J):null}Zr(_i,r,Le,Fe,he,se,x)}if(cr){let U=y&&He.setSeries,J=on.prox;Wn==null?xn<=J&&ln(An,vr,!0,U):xn>J?ln(null,vr,!0,U):An!=Wn&&ln(An,vr,!0,U)}}Dt&&(W.idx=x,qo()),p!==!1&&tt("setCursor")}let Nn=null;Object.defineProperty(r,"rect",{get(){return Nn==null&&Xr(!1),Nn}});function Xr(u=!1){u?Nn=null:(Nn=k.getBoundingClientRect(),tt("syncRect",Nn))}function Ul(u,p,y,x,T,N,j){D._lock||En&&u!=null&&u.movementX==0&&u.movementY==0||(Jo(u,p,y,x,T,N,j,!1,u!=null),u!=null?Gn(null,!0,!0):Gn(p,!0,!1))}function Jo(u,p,y,x,T,N,j,U,J){if(Nn==null&&Xr(!1),Vn(u),u!=null)y=u.clientX-Nn.left,x=u.clientY-Nn.top;else{if(y<0||x<0){Le=-10,Fe=-10;return}let[te,re]=He.scales,oe=p.cursor.sync,[de,ke]=oe.values,[we,ye]=oe.scales,[ce,le]=He.match,Ie=p.axes[0].side%2==1,je=M.ori==0?he:se,nt=M.ori==1?he:se,Te=Ie?N:T,ze=Ie?T:N,Ct=Ie?x:y,xt=Ie?y:x;if(we!=null?y=ce(te,we)?l(de,E[te],je,0):-10:y=je*(Ct/Te),ye!=null?x=le(re,ye)?l(ke,E[re],nt,0):-10:x=nt*(xt/ze),M.ori==1){let Vt=y;y=x,x=Vt}}J&&(p==null||p.cursor.event.type==_i)&&((y<=1||y>=he-1)&&(y=Zn(y,he)),(x<=1||x>=se-1)&&(x=Zn(x,se))),U?(Bl=y,Vl=x,[br,xr]=D.move(r,y,x)):(Le=y,Fe=x)}let Xo={width:0,height:0,left:0,top:0};function Zo(){$s(Xo,!1)}let Kl,ql,Jl,Xl;function Zl(u,p,y,x,T,N,j){En=!0,Qe=et=ct._x=ct._y=!1,Jo(u,p,y,x,T,N,j,!0,!1),u!=null&&($e(Si,Mi,Ql,!1),Zr(kc,r,br,xr,he,se,null));let{left:U,top:J,width:te,height:re}=Oe;Kl=U,ql=J,Jl=te,Xl=re}function Ql(u,p,y,x,T,N,j){En=ct._x=ct._y=!1,Jo(u,p,y,x,T,N,j,!1,!0);let{left:U,top:J,width:te,height:re}=Oe,oe=te>0||re>0,de=Kl!=U||ql!=J||Jl!=te||Xl!=re;if(oe&&de&&$s(Oe),ct.setScale&&oe&&de){let ke=U,we=te,ye=J,ce=re;if(M.ori==1&&(ke=J,we=re,ye=U,ce=te),Qe&&Tn($,an(ke,$),an(ke+we,$)),et)for(let le in E){let Ie=E[le];le!=$&&Ie.from==null&&Ie.min!=Ne&&Tn(le,an(ye+ce,le),an(ye,le))}Zo()}else D.lock&&(D._lock=!D._lock,Gn(p,!0,u!=null));u!=null&&(Kt(Si,Mi),Zr(Si,r,Le,Fe,he,se,null))}function tp(u,p,y,x,T,N,j){if(D._lock)return;Vn(u);let U=En;if(En){let J=!0,te=!0,re=10,oe,de;M.ori==0?(oe=Qe,de=et):(oe=et,de=Qe),oe&&de&&(J=Le<=re||Le>=he-re,te=Fe<=re||Fe>=se-re),oe&&J&&(Le=Le<br?0:he),de&&te&&(Fe=Fe<xr?0:se),Gn(null,!0,!0),En=!1}Le=-10,Fe=-10,O.fill(null),Gn(null,!0,!0),U&&(En=U)}function ea(u,p,y,x,T,N,j){D._lock||(Vn(u),Io(),Zo(),u!=null&&Zr(Ec,r,Le,Fe,he,se,null))}function ta(){_.forEach(Yy),Oo(r.width,r.height,!0)}tr(Qs,$r,ta);let kr={};kr.mousedown=Zl,kr.mousemove=Ul,kr.mouseup=Ql,kr.dblclick=ea,kr.setSeries=(u,p,y,x)=>{let T=He.match[2];y=T(r,p,y),y!=-1&&ln(y,x,!0,!1)},Z&&($e(kc,k,Zl),$e(_i,k,Ul),$e(_c,k,u=>{Vn(u),Xr(!1)}),$e(Sc,k,tp),$e(Ec,k,ea),Pi.add(r),r.syncRect=Xr);let Cs=r.hooks=e.hooks||{};function tt(u,p,y){Go?Kr.push([u,p,y]):u in Cs&&Cs[u].forEach(x=>{x.call(null,r,p,y)})}(e.plugins||[]).forEach(u=>{for(let p in u.hooks)Cs[p]=(Cs[p]||[]).concat(u.hooks[p])});let na=(u,p,y)=>y,He=Ge({key:null,setSeries:!1,filters:{pub:Fc,sub:Fc},scales:[$,m[1]?m[1].scale:null],match:[Pc,Pc,na],values:[null,null]},D.sync);He.match.length==2&&He.match.push(na),D.sync=He;let ra=He.key,Qo=Ou(ra);function Zr(u,p,y,x,T,N,j){He.filters.pub(u,p,y,x,T,N,j)&&Qo.pub(u,p,y,x,T,N,j)}Qo.sub(r);function np(u,p,y,x,T,N,j){He.filters.sub(u,p,y,x,T,N,j)&&kr[u](null,p,y,x,T,N,j)}r.pub=np;function rp(){Qo.unsub(r),Pi.delete(r),St.clear(),Li(Qs,$r,ta),c.remove(),X?.remove(),tt("destroy")}r.destroy=rp;function ei(){tt("init",e,t),Ol(t||e.data,!1),C[$]?Yo($,C[$]):Io(),Ss=Oe.show&&(Oe.width>0||Oe.height>0),Bn=Dt=!0,Oo(e.width,e.height)}return m.forEach(Cl),_.forEach(Rh),n?n instanceof HTMLElement?(n.appendChild(c),ei()):n(r,ei):ei(),r}qe.assign=Ge;qe.fmtNum=Wi;qe.rangeNum=eo;qe.rangeLog=ro;qe.rangeAsinh=Vi;qe.orient=rr;qe.pxRatio=_e;qe.join=P0;qe.fmtDate=Yi,qe.tzDate=K0;qe.sync=Ou;{qe.addGap=$y,qe.clipGaps=io;let e=qe.paths={points:zu};e.linear=Bu,e.stepped=Oy,e.bars=Iy,e.spline=Fy}function Gu(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var rn=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function Uy(){let e=Gu();return e?e.classList.contains("dark-mode")?"dark":"light":rn&&rn.matches?"dark":"light"}function Yu(e){let t=document.documentElement,n=()=>{let i=Uy();t.dataset.theme!==i&&(t.dataset.theme=i,t.style.colorScheme=i,e&&e(i))};n();let r=[],s=Gu();if(s)try{let i=new window.parent.MutationObserver(n);i.observe(s,{attributes:!0,attributeFilter:["class"]}),r.push(()=>i.disconnect())}catch{}if(rn){let i=()=>n();rn.addEventListener?rn.addEventListener("change",i):rn.addListener&&rn.addListener(i),r.push(()=>{rn.removeEventListener?rn.removeEventListener("change",i):rn.removeListener&&rn.removeListener(i)})}let o=()=>r.splice(0).forEach(i=>i());return window.addEventListener("pagehide",o,{once:!0}),o}function Je(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function sr(e,t){return ic(Je(e,""),t)}var Uu=240,qu=e=>Xn(e)||"NaN",Ku=e=>Number((10**e).toPrecision(12));function Ky(e){return e==null?"":ae(e,3)}function Qi(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((l,a)=>{if(typeof l!="number"||!Number.isFinite(l))return;let c=n[a];r.set(l,typeof c=="number"&&Number.isFinite(c)?c:null)});let s=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(l=>l&&typeof l.step=="number").sort((l,a)=>l.step-a.step);for(let l of s)r.set(l.step,null);let o=[...r.keys()].sort((l,a)=>l-a),i=o.map(l=>r.get(l));return{xs:o,ys:i,nonfinite:s}}function qy(e){let t=1/0,n=-1/0;for(let s of e)s!=null&&(s<t&&(t=s),s>n&&(n=s));let r=t!==1/0&&t>0;return{possible:r,suggested:r&&n/t>1e4}}function Jy(e,t,n){let r=e?{range:(o,i,l)=>{if(!Number.isFinite(i)||!Number.isFinite(l))return[0,1];let a=Math.floor(i+1e-9);return[a,Math.max(a+1,Math.ceil(l-1e-9))]}}:{range:(o,i,l)=>{if(i===null||l===null||!Number.isFinite(i)||!Number.isFinite(l))return[0,1];if(i===l)return[i-Math.abs(i||1)*.1,l+Math.abs(l||1)*.1];let a=(l-i)*.05;return[i-a,l+a]}},s=as(t,n,e?`${me(rt.loss)} (log scale)`:me(rt.loss),{...e?{splits:o=>Ws(10**o.scales.y.min,10**o.scales.y.max).map(Math.log10),filter:(o,i)=>i}:{},size:(o,i)=>{if(!i)return 50;let l=Math.max(...i.map(a=>String(a).length),3);return Math.ceil(l*7.5)+14},values:(o,i)=>i.map(l=>Ky(e?Ku(l):l))});return{scale:r,axis:s,toPlot:o=>o==null?null:e?Math.log10(o):o,value:(o,i)=>i==null?"—":ae(e?Ku(i):i,6)}}function uo(e){let n=(e&&Array.isArray(e.findings)?e.findings:[]).find(r=>r&&r.kind===Cn.training_error);if(n){let r=n.evidence&&Number.isInteger(n.evidence.completed_steps)?n.evidence.completed_steps:null,s=Sr(n);return r===0?`No loss was logged: training ${s||"crashed"}, before any step finished. The findings say why.`:`No loss was logged: training ${s||"crashed"}. The findings say why.`}return"No loss was logged for this run yet."}function Xy(e){return{hooks:{draw:[t=>{let n=e();if(!n.length)return;let{ctx:r}=t,{left:s,top:o,width:i,height:l}=t.bbox,a=window.devicePixelRatio||1;r.save(),r.beginPath(),r.rect(s,o,i,l),r.clip(),r.strokeStyle=Je("--critical","#d32f2f"),r.fillStyle=r.strokeStyle,r.lineWidth=1.5*a,r.setLineDash([4*a,3*a]),r.font=`${11*a}px system-ui, sans-serif`,r.textBaseline="top";let c=!1;for(let d of n){let h=Math.round(t.valToPos(d.step,"x",!0))+.5;if(!(h<s-1||h>s+i+1)&&(r.beginPath(),r.moveTo(h,o),r.lineTo(h,o+l),r.stroke(),!c)){let g=qu(d.value),w=r.measureText(g).width,k=h+4*a+w>s+i?h-4*a-w:h+4*a;r.fillText(g,k,o+4*a),c=!0}}r.restore()}]}}}function el(e,{toggleId:t}){let n=f("input",{type:"checkbox",id:t}),r=f("label",{class:"log-toggle",for:t,hidden:!0},n," Log scale"),s=null,o=null,i=!1,l=()=>{s&&s.destroy(),s=null};function a(d){if(o=d,l(),B(e),r.hidden=!o||!o.xs.length,!o||!o.xs.length)return;let h=qy(o.series.flatMap(m=>m.ys));n.disabled=!h.possible,i||(n.checked=h.suggested);let g=h.possible&&n.checked,w=Je("--fg-muted","#666"),k=Je("--grid","rgba(0,0,0,0.08)"),v=Jy(g,w,k),b=o.markers||[],S={width:Math.max(200,e.clientWidth||e.parentElement&&e.parentElement.clientWidth||600),height:Uu,plugins:[Xy(()=>b),Gs()],scales:{x:{time:!1,range:(m,_,E)=>{if(_===null||E===null)return[0,1];if(_===E)return[_-1,E+1];let A=b.length?(E-_)*.02:0;return[_-A,E+A]}},y:v.scale},axes:[Ys(w,k),v.axis],series:[{label:"step"},...o.series.map(m=>({label:m.label,stroke:Je(...m.stroke),width:2,spanGaps:!1,points:{show:o.xs.length<=60,size:4},value:v.value}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};s=new qe(S,[o.xs,...o.series.map(m=>m.ys.map(v.toPlot))],e)}n.addEventListener("change",()=>{i=!0,a(o)});let c=new ResizeObserver(()=>{if(!s)return;let d=Math.max(200,e.clientWidth);Math.abs(d-s.width)>1&&s.setSize({width:d,height:Uu})});return c.observe(e),{toggle:r,draw:a,redraw:()=>o&&a(o),destroy(){c.disconnect(),l()}}}function Ju(e){let t=f("h3",null,me(rt.loss)),n=f("p",{class:"chart-note",id:"loss-note",role:"status"}),r=f("div",{class:"chart-box",id:"loss-plot"}),s=el(r,{toggleId:"loss-log-scale"});B(e,f("div",{class:"card-head"},t,s.toggle),n,r);let o=null;return{update(i,l){if(l&&l===o)return;o=l||null;let a=Qi(i||{}),c=a.nonfinite;if(e.dataset.points=String(a.xs.length),e.dataset.nonfinite=String(c.length),!a.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",s.draw(null);return}if(c.length){let d=c[0],h=c.length-1;n.className="chart-note alert",n.textContent=`The loss became ${qu(d.value)} at step ${d.step}`+(h?` (${h} more non-finite step${h===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${a.xs.length} step${a.xs.length===1?"":"s"} logged; all finite.`;s.draw({xs:a.xs,markers:c,series:[{label:me(rt.loss),stroke:["--accent","#1967d2"],ys:a.ys}]})},showNote(i){o=null,s.draw(null),e.dataset.points="0",n.className="chart-note muted",n.textContent=i},showError(i){o=null,s.draw(null),n.className="chart-note error-text",n.textContent=i},retheme:()=>s.redraw(),destroy:()=>s.destroy()}}function mt(e){return f("h2",{class:"section-title"},e)}function Se({id:e,className:t="",title:n,aside:r=null,hidden:s=!1},...o){let i=typeof n=="string"?f("h3",null,n):n,l=typeof r=="string"?f("span",{class:"muted small"},r):r;return f("section",{class:`card ${t}`.trim(),id:e,hidden:s},f("div",{class:"card-head"},i,l),...o)}function jr(e,{id:t,onchange:n}){let r=f("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:f("label",{class:"inline-picker"},f("span",null,e),r)}}function gs(e,t,n,r=s=>s){let s=t.join(`
`);e.dataset.options!==s&&(B(e,t.map(o=>f("option",{value:o},r(o)))),e.dataset.options=s),n!==null&&(e.value=n),e.disabled=!t.length}function Nt(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function ut(e,t){e.hidden=!t,e.textContent=t||""}function or(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}function fo(e,{summaryOf:t,render:n,focusOf:r,applyFocus:s}){let o=null;return{async update(i,l){let a=t(l);Nt(e,!!a);let c=a?JSON.stringify(a):null;!a||c===o||(o=c,n(a))},focusFinding(i){let l=r(i);return!l||e.hidden?!1:(s(l),e.scrollIntoView({block:"nearest"}),!0)},retheme(){},destroy(){B(e)}}}var tl=12,Zy=2,nl=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function Xu(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return Pe(e.length,"item");let t=e.slice(0,tl).map($n).join(", ");return e.length>tl?`${t} and ${e.length-tl} more`:t}return nl(e)&&!Object.keys(e).length?"none":$n(e)}function rl(e,t=[]){if(!nl(e))return[{key:t.join(" › ")||"Value",value:Xu(e)}];let n=[];for(let[r,s]of Object.entries(e)){let o=[...t,es(r)];nl(s)&&Object.keys(s).length&&o.length<Zy?n.push(...rl(s,o)):n.push({key:o.join(" › "),value:Xu(s)})}return n}function ho(e){return{area:e,create:(t,n)=>Qy(t,n,e)}}function Qy(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=f("tbody");B(e,mt(t.title),Se({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},f("table",{class:"evidence-table generic-summary"},r)));let s=null;return{async update(o,i){let l=i&&i.areas?i.areas[n]:void 0,a=l!=null;Nt(e,a);let c=a?JSON.stringify(l):null;!a||c===s||(s=c,B(r,rl(l).map(({key:d,value:h})=>f("tr",null,f("th",{scope:"row"},d),f("td",null,h)))))},focusFinding:()=>!1,retheme(){},destroy(){B(e)}}}var Zu=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
`;var tb=["input_shape","layer_input","layer_rank","layer_call"],nb=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],gn=e=>Array.isArray(e)?e:[];function ed(e){let t=e&&e.areas&&e.areas[pe.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=gn(t.loss_checks).filter(s=>s&&typeof s=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function td(e){return gn(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:ys(t.y_true),yPred:ys(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function nd(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>st(n)===pe.shapes)}function ys(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function sl(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>ys(t&&t.shape)).join("  ")}function po(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function Qu(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function rb(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function rd(e,t){let n=t.some(a=>tb.includes(Qu(a))&&(a.evidence||{}).source==="the data"),r=t.some(a=>nb.includes(Qu(a))),s=e.data||{},o=gn(s.x),i=gn(s.y),l=(a,c,d,h)=>c&&c.path?`${a}.${c.path}`:h>1?`${a}[${d}]`:a;return{data:[...o.map((a,c)=>({role:l("x",a,c,o.length),spec:a,mismatch:n})),...i.map((a,c)=>({role:l("y",a,c,i.length),spec:a,mismatch:r}))],model:[...gn(e.model_inputs).map(a=>({role:"input",spec:a,mismatch:n,note:a.inferred?"(subclassed: taken from the data)":a.name?`\`${a.name}\``:""})),...gn(e.model_outputs).map(a=>({role:"output",spec:a,mismatch:r,note:a.layer?`of \`${a.layer}\``:""}))],losses:gn(e.loss).map(a=>a.name)}}function sd(e,t,n){let r=new Map;for(let o of t)typeof o.layer=="string"&&o.layer&&!r.has(o.layer)&&r.set(o.layer,o);let s=new Set;return gn(e.rows).map(o=>{let i=r.get(o.name),l=o.status==="failed",a=!!i||l,c=!!(i&&i.severity==="warning"),d=[`depth-${Math.min(o.depth||0,9)}`,o.trainable===!1?"not-trainable":"",a?"row-mismatch":"",c?"row-warning":"",o.status?`row-${o.status}`:"",n&&o.name===n?"focused":""].filter(Boolean),h=null;a&&!s.has(o.name)&&(s.add(o.name),h=i?rb(i):o.error||"This call failed.");let g=w=>w&&w[0]||null;return{row:o,classes:d,bad:a,warning:c,outputs:o.outputs&&o.outputs.length?sl(o.outputs):l?"—":"",dtype:(g(o.outputs)||{}).dtype||(g(o.inputs)||{}).dtype||"",status:l?"failed here":o.status==="raised_inside"?"raised inside":"",note:h}})}function od(e,t){let r=gn(e.rows).filter(s=>(s.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${Pe(r,"layer call")} · ${po(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${po(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function id(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=gn(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var ad=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function ld({role:e,spec:t,mismatch:n,note:r}){return f("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},f("span",{class:"spec-role"},e),f("span",{class:"spec-shape"},ys(t&&t.shape)),f("span",{class:"spec-dtype"},t&&t.dtype||""),r?f("span",{class:"muted"},On(r)):null)}function sb(e,t){let n=rd(e,t);return[f("div",{class:"spec-box",id:"data-spec"},f("h4",null,"Data (one batch)"),f("ul",{class:"spec-list"},n.data.map(ld),n.data.length?null:f("li",{class:"muted"},"Not known (a generator?)"))),f("div",{class:"spec-box",id:"model-spec"},f("h4",null,"Model"),f("ul",{class:"spec-list"},n.model.map(ld),n.losses.length?f("li",{class:"spec-item","data-role":"loss"},f("span",{class:"spec-role"},"loss"),f("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function ob({row:e,classes:t,bad:n,warning:r,outputs:s,dtype:o,status:i,note:l}){return[f("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},f("td",{class:"num muted"},String(e.index)),f("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},f("span",{class:"layer-name"},e.name),f("span",{class:"layer-class"},e.class)),f("td",{class:"shape-cell"},sl(e.inputs)),f("td",{class:"shape-cell"},s),f("td",{class:"shape-cell muted"},o),f("td",{class:"num"},po(e.params)),f("td",null,e.trainable===!1?"no":"yes"),f("td",{class:"status-cell"},i)),l===null?null:f("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},f("td",null,""),f("td",{colspan:ad.length-1},l))]}function ib(e,t){We("trainhealth-shapes-style",Zu),e.id="shape-health",e.hidden=!0;let n=null,r=null,s=[],o=null,i=f("p",{class:"shape-note muted",id:"shape-note",role:"status"}),l=f("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),a=f("div",{class:"spec-compare",id:"shape-specs"}),c=f("div",{class:"table-scroll shape-scroll"}),d=Se({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},i,l,a,c),h=f("tbody"),g=Se({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},f("table",{class:"data-table",id:"loss-shapes-table"},f("thead",null,f("tr",null,["Step","y_true","y_pred","Verdict"].map(b=>f("th",null,b)))),h));B(e,mt(t.title),d,g);function w(b){g.hidden=!b.length,B(h,td(b).map(S=>f("tr",{class:S.ok?null:"mismatch"},f("td",{class:"num"},S.step),f("td",{class:"shape-cell"},S.yTrue),f("td",{class:"shape-cell"},S.yPred),f("td",null,S.verdict))))}function k(b,S){i.textContent=od(b,S);let m=id(b);l.hidden=!m,B(l,On(m)),B(a,sb(b,s));let _=f("tr",null,ad.map(([E,A])=>f("th",A?{class:A}:null,E)));B(c,f("table",{class:"data-table shape-table",id:"shape-table"},f("thead",null,_),f("tbody",null,sd(b,s,o).map(ob))))}function v(b){o=b;for(let E of c.querySelectorAll("tr.focused"))E.classList.remove("focused");let S=b?[...c.querySelectorAll("tr[data-layer]")].filter(E=>E.dataset.layer===b):[];for(let E of S)E.classList.add("focused");let m=S[0]||d;d.dataset.focused=b||"";let _=()=>m.scrollIntoView&&m.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(_):_()}return{async update(b,S){b!==n&&(n=b,r=null,o=null),s=nd(S);let m=ed(S);if(Nt(e,!!m),!m)return;let _=`${JSON.stringify(m)}
${JSON.stringify(s)}`;_!==r&&(r=_,d.hidden=!m.table,m.table&&k(m.table,m.tables),w(m.lossChecks),o&&m.table&&v(o))},focusFinding(b){return st(b)!==pe.shapes||e.hidden?!1:(v(typeof b.layer=="string"?b.layer:null),!0)},retheme(){},destroy(){B(e)}}}var cd={area:pe.shapes,create:ib};var ud=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
`;var dd=`/* The layer x step heatmap (heatmap.js), for every view that draws one.
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
`;var cb=/^(.*?\d+)(?=$|[^0-9A-Za-z])/;function ub(e){let t=cb.exec(String(e));return t?t[1]:null}function ol(e){let t=Array.isArray(e)?e.length:0;if(t<=48)return null;let n=e.map(ub),r=n.slice();for(let i=0;i<t;i++){if(r[i]!==null)continue;let l=i-1;for(;l>=0&&n[l]===null;)l--;let a=i+1;for(;a<t&&n[a]===null;)a++;l>=0&&a<t&&n[l]===n[a]&&(r[i]=n[l])}let s=[],o=new Map;for(let i=0;i<t;i++){let l=s[s.length-1];if(r[i]!==null&&l&&l.key===r[i]){l.members.push(i);continue}let a=r[i]===null?String(e[i]):r[i],c=o.get(a)||0;o.set(a,c+1),s.push({id:c?`${a}#${c+1}`:a,key:r[i],label:a,members:[i]})}return s.some(i=>i.members.length>1)?s.map(({id:i,label:l,members:a})=>({id:i,label:l,members:a})):db(e)}function db(e){let t=Math.ceil(e.length/32),n=[];for(let r=0;r<e.length;r+=t){let s=[];for(let i=r;i<Math.min(e.length,r+t);i++)s.push(i);let o=`${e[s[0]]} … ${e[s[s.length-1]]}`;n.push({id:`${s[0]}-${s[s.length-1]}`,label:o,members:s})}return n}function il(e,t,n){if(!t)return e.map((s,o)=>({kind:"layer",label:String(s),members:[o]}));let r=[];for(let s of t){if(s.members.length===1){r.push({kind:"layer",label:String(e[s.members[0]]),members:s.members});continue}let o=n.has(s.id);if(r.push({kind:"group",id:s.id,label:s.label,members:s.members,expanded:o}),o)for(let i of s.members)r.push({kind:"layer",label:String(e[i]),members:[i],inGroup:s.id,block:s.label})}return r}function fd(e){return!e.block||!e.label.startsWith(e.block)?e.label:e.label.slice(e.block.length).replace(/^[^0-9A-Za-z]+/,"")||e.label}function hd(e,t){let n=e.steps.length,r=[],s=new Set;return t.forEach((o,i)=>{if(o.members.length===1){let a=o.members[0];r.push(e.values[a]||[]);for(let c=0;c<n;c++)e.nonfinite.has(a*n+c)&&s.add(i*n+c);return}let l=new Array(n).fill(null);for(let a of o.members){let c=e.values[a]||[];for(let d=0;d<n;d++){e.nonfinite.has(a*n+d)&&s.add(i*n+d);let h=c[d];typeof h=="number"&&Number.isFinite(h)&&(l[d]===null||h>l[d])&&(l[d]=h)}}r.push(l)}),{...e,layers:t.map(o=>o.label),members:t.map(o=>o.members.map(i=>e.layers[i])),layerCount:e.layers.length,values:r,nonfinite:s}}function pd(e,t,n){let r=null,s=-1/0;for(let o of t.members){let i=(e.values[o]||[])[n];typeof i=="number"&&Number.isFinite(i)&&i>s&&(s=i,r=e.layers[o])}return{layers:t.members.length,top:r}}function ll(e,t,n){if(!e||!n||!n.length)return[];let r=new Set(n);return e.filter(s=>s.members.length>1&&s.members.some(o=>r.has(t[o]))).map(s=>s.id)}var fb=pe.nonfinite,hb="missing",mo=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],pb=190,mb=56,cl=10,al=13;function ul(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(mo.length-1),n=Math.min(mo.length-2,Math.floor(t)),r=t-n,s=mo[n],o=mo[n+1];return[0,1,2].map(i=>Math.round(s[i]+(o[i]-s[i])*r))}function go(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(l=>Array.isArray(l)&&l.length>=2):[],s=Array.isArray(t.values)?t.values:[],o=r.length,i=new Set;for(let l of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(l)&&l.length>=2&&i.add(l[0]*o+l[1]);return{layers:n,steps:r,values:s,nonfinite:i,stat:String(t.stat||""),logScale:!!t.log_scale}}function zr(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(s=>Array.isArray(s)&&s.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(s=>s[1]>s[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function Dr(e){return Math.max(50,Math.min(5e3,e))}function md(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function dl(e){return Math.round(Math.min(pb,Math.max(mb,e+16)))}function fl(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),s=Math.max(t,n??t),o=-1,i=-1;return e.forEach((l,a)=>{Array.isArray(l)&&l[1]>=r&&l[0]<=s&&(o<0&&(o=a),i=a)}),o<0?null:[o,i]}function yo(e,{logScale:t,stat:n}){let r=1/0,s=-1/0,o=0;for(let i of e)if(Array.isArray(i)){for(let l of i)if(!(typeof l!="number"||!Number.isFinite(l))){if(t&&l<=0){o++;continue}l<r&&(r=l),l>s&&(s=l)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:o}:{lo:0,hi:1,log:!1,nonPositive:o};if(t){if(s/r<10){let i=Math.sqrt(r*s);r=Math.min(r,i/Math.sqrt(10)),s=Math.max(s,i*Math.sqrt(10))}return{lo:r,hi:s,log:!0,nonPositive:o}}if(r===s){let i=Math.abs(r)*.1||1;r-=i,s+=i}return{lo:r,hi:s,log:!1,nonPositive:0}}function hl(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function gd(e){if(!e.log)return Bs(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,s=[];if(r<3){for(let i=t-1;i<=n;i++)for(let l of[1,2,5]){let a=l*10**i;a>=e.lo*(1-1e-9)&&a<=e.hi*(1+1e-9)&&s.push(Number(a.toPrecision(6)))}return s}let o=Math.max(1,Math.ceil(r/7));for(let i=t;i<=n;i+=o)s.push(10**i);return s}function yd(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:ae(t)}function bd(e,t,n){let r=e.layers.length,s=e.steps.length,o=new Uint8ClampedArray(r*s*4);for(let i=0;i<r;i++){let l=e.values[i]||[];for(let a=0;a<s;a++){let c=l[a],d;e.nonfinite.has(i*s+a)?d=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?d=n.missing:t.log&&c<=0?d=n.zero:d=ul(hl(t,c));let h=(i*s+a)*4;o[h]=d[0],o[h+1]=d[1],o[h+2]=d[2],o[h+3]=255}}return o}function xd(e){let t=e.steps.length,n=new Set,r=new Set;for(let s of e.nonfinite)n.add(Math.floor(s/t)),r.add(s%t);return{rows:[...n].sort((s,o)=>s-o),columns:[...r].sort((s,o)=>s-o)}}function pl(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]),r=(s,o)=>e.members?e.members[o].some(i=>n.has(i)):n.has(s);return e.layers.map((s,o)=>r(s,o)?o:-1).filter(s=>s>=0)}function wd(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function vd(e,t,n){let r=new Set(n),s=Math.max(1,Math.ceil(al/t)),o=l=>n.some(a=>Math.abs(a-l)*t<al&&a!==l),i=[];for(let l=0;l<e;l++){let a=r.has(l);if(!a&&(l%s!==0||o(l)))continue;let c=i[i.length-1];a&&i.length&&(l-c)*t<al&&r.has(c)||i.push(l)}return i}function kd(e){if(!Array.isArray(e)||!e.length)return[];let t=e[0][0],n=Math.max(1,e[e.length-1][1]+1-t);return e.map(([r,s])=>[(r-t)/n,(s+1-t)/n])}function gb(e,t){if(!Array.isArray(e)||!e.length)return null;let n=e[0][0],r=e[e.length-1][1];return t<n||t>r?null:(t+.5-n)/(r+1-n)}function _d(e,t){let n=0,r=e.length-1;for(;n<=r;){let s=n+r>>1;if(t<e[s][0])r=s-1;else if(t>=e[s][1])n=s+1;else return s}return null}function Sd(e){if(!e.length)return!0;let t=e[0][1]-e[0][0];return e.every(([n,r],s)=>Math.abs(r-n-t)<1e-9&&(s===0||Math.abs(n-e[s-1][1])<1e-9))}function Ed(e,t){return e.length?Ds(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,x:gb(e,r)})).filter(r=>r.x!==null):[]}function Td(e,t,n){let r=(e.values[t]||[])[n],s=e.nonfinite.has(t*e.steps.length+n),o=typeof r=="number"&&Number.isFinite(r),[i,l]=e.steps[n];return{layer:e.layers[t],steps:[i,l],valueText:s?"NaN / Inf":o?ae(r,4):"not logged",dataValue:s?fb:o?String(r):hb,nonfinite:s,mean:i!==l&&!s&&typeof r=="number"}}function Ad(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function Nd(e,t,n,r){let s={layers:String(e?e.layerCount??e.layers.length:0),rows:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(s.rangeMin=String(t.lo),s.rangeMax=String(t.hi)),n&&(s.plot=[n.left,n.top,n.width,n.height].map(o=>o.toFixed(1)).join(",")),r&&e){let o=pl(e,r),i=e.members?o.flatMap(c=>e.members[c]):o.map(c=>e.layers[c]),l=new Set(r.layers||[]);s.highlightLayers=JSON.stringify([...new Set(i)].filter(c=>l.has(c))),s.highlightRows=JSON.stringify(o),s.highlightSteps=`${r.first}-${r.last}`;let a=fl(e.steps,r.first,r.last);s.highlightColumns=a?`${a[0]}-${a[1]}`:""}return s}var Md=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var bo='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',yb=`600 ${bo}`,gt=10,bb=40,xb=14,$d={open:"▾ ",closed:"▸ "};function Br(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){We("trainhealth-heatmap-style",dd);let s=f("canvas",{id:n,class:"heatmap-canvas",role:"img",tabindex:"0"}),o=f("div",{id:`${r}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),i=f("div",{class:"heatmap-labels",id:`${r}-labels`}),l=f("div",{class:"heatmap-wrap"},s,i,o),a=f("div",{class:"heatmap-legend",id:`${r}-legend`});B(e,l,a);let c=null,d=null,h=new Set,g=[],w=null,k=null,v=null,b=null,S=t,m=null,_=null,E=()=>Math.max(240,l.clientWidth||e.clientWidth||600),A=O=>O.length?Math.max(...O.map(W=>pn(String(W),bo))):120,$=O=>`${O.expanded?$d.open:$d.closed}${O.label} (${O.members.length})`,Y=O=>O.kind==="group"?$(O):fd(O);function P(){g=il(c.layers,d,h),w=d?hd(c,g):c}function L(O){h.has(O)?h.delete(O):h.add(O),P(),M()}function z(){let O=Nd(w,k,b,v);for(let W of Md)W in O||delete s.dataset[W];Object.assign(s.dataset,O)}function M(){F();let O=_?G(_):null;O?q(O):xe()}function F(){let O=E();if(!w||!w.layers.length||!w.steps.length){s.width=0,s.height=0,s.style.height="0px",b=null,B(a),B(i),z();return}let W=w.layers.length,D=w.steps.length,ee=md(W),Z=W*ee,H=dl(A(m||g.map(Y))),X=Math.max(40,O-H-cl),ie=ls(s,O,Math.ceil(gt+Z+bb)),fe=kd(w.steps);b={left:H,top:gt,width:X,height:Z,rowH:ee,n:W,m:D,edges:fe};let ne=sr("--heatmap-nonfinite",[232,17,45]),ue={missing:sr("--heatmap-missing",[213,216,220]),nonfinite:ne,zero:sr("--heatmap-zero",[0,0,0])},ge=document.createElement("canvas");ge.width=D,ge.height=W,ge.getContext("2d").putImageData(new ImageData(bd(w,k,ue),D,W),0,0),ie.imageSmoothingEnabled=!1,Sd(fe)?ie.drawImage(ge,H,gt,X,Z):(ie.fillStyle=`rgb(${ue.missing.join(",")})`,ie.fillRect(H,gt,X,Z),fe.forEach(([lt,Ut],St)=>{let $e=H+lt*X;ie.drawImage(ge,St,0,1,W,$e,gt,Math.max(1,H+Ut*X-$e),Z)}));let Ae=xd(w);ie.fillStyle=`rgb(${ne.join(",")})`;for(let lt of Ae.rows)ie.fillRect(H+X+2,gt+lt*ee,5,Math.max(2,ee));for(let lt of Ae.columns){let[Ut,St]=fe[lt];ie.fillRect(H+Ut*X,gt-6,Math.max(2,(St-Ut)*X),4)}let De=pl(w,v);I(ie,De);let Ve=R(ie,De),ft=C(ie);kt(s,{ticksX:ft,ticksY:Ve,xTitle:"step",yTitle:"layer"}),ie.strokeStyle=Je("--card-border","#e0e3e8"),ie.strokeRect(H-.5,gt-.5,X+1,Z+1),V(),z()}function I(O,W){if(!W.length)return;let{left:D,width:ee,height:Z,rowH:H,m:X,edges:ie}=b,fe=Je("--heatmap-highlight","#ff00aa"),ne=fl(w.steps,v.first,v.last)||[0,X-1],ue=D+ie[ne[0]][0]*ee,ge=D+ie[ne[1]][1]*ee;O.save();for(let[Ae,De]of wd(W)){let Ve=gt+Ae*H,ft=gt+(De+1)*H,lt=Math.max(ge-ue,3);O.lineWidth=4,O.strokeStyle="rgba(0,0,0,0.55)",O.strokeRect(ue-2,Ve-2,lt+4,ft-Ve+4),O.lineWidth=2,O.strokeStyle=fe,O.strokeRect(ue-2,Ve-2,lt+4,ft-Ve+4),O.fillStyle=fe,O.fillRect(D-5,Ve,3,Math.max(2,ft-Ve))}O.fillStyle=fe,O.fillRect(ue,gt+Z+1,Math.max(ge-ue,2),3),O.restore()}function R(O,W){let{left:D,rowH:ee,n:Z}=b,H=new Set(W),X=D-10,ie=vd(Z,ee,W).map(fe=>{let ne=g[fe],ue=H.has(fe),ge=ac(Y(ne),X,ue?yb:bo),Ae=`top: ${(gt+(fe+.5)*ee-xb/2).toFixed(1)}px; width: ${X}px`,De=`heatmap-label${ue?" highlighted":""}${ne.inGroup?" heatmap-member":""}`,Ve={row:String(fe),layer:ne.label};if(ne.kind!=="group")return f("span",{class:De,style:Ae,title:ne.label,dataset:Ve},ge);let ft=`${ne.label}: ${ne.members.length} layers, each cell the ${"max"} of theirs. Click to ${ne.expanded?"close":"open"}.`;return f("button",{type:"button",class:`${De} heatmap-group`,style:Ae,title:ft,"aria-expanded":String(ne.expanded),dataset:{...Ve,group:ne.id},onclick:()=>L(ne.id)},ge)});return B(i,ie),ie.length}function C(O){let{left:W,width:D,height:ee}=b,Z=Je("--fg-muted","#5f6670");O.font=bo,O.fillStyle=Z,O.strokeStyle=Z,O.textAlign="center",O.textBaseline="top",O.lineWidth=1;let H=Ed(w.steps,D);for(let{step:X,x:ie}of H){let fe=W+ie*D;O.beginPath(),O.moveTo(Math.round(fe)+.5,gt+ee),O.lineTo(Math.round(fe)+.5,gt+ee+5),O.stroke(),O.fillText(String(X),Math.min(Math.max(fe,W+10),W+D-10),gt+ee+7)}return O.fillText("step",W+D/2,gt+ee+23),H.length}function V(){if(!w)return B(a);let O=[];for(let H=0;H<=10;H++){let[X,ie,fe]=ul(H/10);O.push(`rgb(${X},${ie},${fe}) ${H*10}%`)}let W=f("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${O.join(", ")})`}),D=f("div",{class:"legend-ticks"},gd(k).map(H=>{let X=Math.min(1,Math.max(0,hl(k,H)));return f("span",{class:"legend-tick",style:`left: ${(X*100).toFixed(2)}%`},yd(k,H))})),ee=(H,X,ie={})=>f("span",{class:"legend-item",...ie},f("span",{class:`swatch ${H}`}),X),Z=[ee("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),ee("cell-missing","not logged")];if(d){let H=g.filter(X=>X.kind==="group").length;Z.push(f("span",{class:"legend-item",id:`${r}-groups`},`${c.layers.length} layers in ${d.length} rows: a block's row is the ${"max"} of its layers; click a block (${H}) to open it`))}k.log&&k.nonPositive&&Z.push(ee("cell-zero",`0 (${k.nonPositive} cell${k.nonPositive===1?"":"s"})`,{id:`${r}-zero-cells`})),B(a,f("div",{class:"legend-scale"},f("span",{class:"legend-title"},`${S}${k.log?" (log₁₀ scale)":""}`),f("div",{class:"legend-bar-box"},W,D),f("span",{class:"legend-range muted",id:`${r}-range`},`${ae(k.lo)} … ${ae(k.hi)}`)),f("div",{class:"legend-extras"},Z))}function G(O){if(!b||!w)return null;let W=s.getBoundingClientRect(),D=O.clientX-W.left-b.left,ee=O.clientY-W.top-b.top;if(D<0||ee<0||D>=b.width||ee>=b.height)return null;let Z=Math.min(b.n-1,Math.floor(ee/b.rowH)),H=_d(b.edges,D/b.width);return H===null?null:{r:Z,c:H,x:D+b.left,y:ee+b.top}}function xe(){o.hidden=!0;for(let O of["layer","column","steps","value"])delete o.dataset[O]}function q(O){let{r:W,c:D}=O,ee=Td(w,W,D),[Z,H]=ee.steps,X=g[W],ie=X&&X.kind==="group"?pd(c,X,D):null,fe=ie?`${ie.layers} layers · ${Rn(Z,H)}`:`${d?"":`layer ${W+1} of ${b.n} · `}${Rn(Z,H)}`;B(o,f("div",{class:"tt-title"},ee.layer),f("div",{class:"tt-row muted"},fe),f("div",{class:`tt-row${ee.nonfinite?" error-text":""}`},`${S}${ie?` (${"max"} of the block)`:""}: `,f("strong",null,ee.valueText),ee.mean?f("span",{class:"muted"}," (mean)"):null),ie&&ie.top?f("div",{class:"tt-row muted"},`highest: ${ie.top}`):null,ie?f("div",{class:"tt-row muted"},`click to ${X.expanded?"close":"open"} the block`):null),Object.assign(o.dataset,{layer:ee.layer,column:String(D),steps:`${Z}-${H}`,value:ee.dataValue}),o.hidden=!1;let ne=o.offsetWidth,ue=o.offsetHeight,ge=O.x+14;ge+ne>l.clientWidth&&(ge=O.x-ne-14);let Ae=O.y+14;Ae+ue>s.offsetHeight&&(Ae=Math.max(0,O.y-ue-10)),o.style.left=`${Math.max(0,ge)}px`,o.style.top=`${Ae}px`}s.addEventListener("mousemove",O=>{_={clientX:O.clientX,clientY:O.clientY};let W=G(_);W?q(W):xe()}),s.addEventListener("click",O=>{let W=G(O),D=W&&g[W.r];D&&D.kind==="group"&&L(D.id)}),s.addEventListener("mouseleave",()=>{_=null,xe()});let K=Ar(l,()=>w&&M());return{canvas:s,plotWidth(O){let W=Array.isArray(O)&&O.length?O.map(String):null,D=W?il(W,ol(W),new Set).map(Y):g.map(Y);return Math.max(40,Math.floor(E()-dl(A(D))-cl))},setData(O,{label:W,range:D=null,labels:ee=null}={}){W&&(S=W),m=Array.isArray(ee)&&ee.length?ee:null;let Z=c?c.layers.join(`
`):null;c=go(O),d=ol(c.layers),Z!==c.layers.join(`
`)&&h.clear();for(let H of ll(d,c.layers,v&&v.layers))h.add(H);P(),k=D||yo(c.values,{logScale:c.logScale,stat:c.stat}),K.sync(),M()},clear(){c=null,d=null,g=[],w=null,k=null,M()},setHighlight(O){if(v=O&&Array.isArray(O.layers)?O:null,c){for(let W of ll(d,c.layers,v&&v.layers))h.add(W);P()}M()},missingLayers:()=>Ad(c,v),redraw:M,destroy(){K.disconnect()}}}var wo=pt.activation_max_abs,Cd=[{kind:dn.nonfinite_activations,shape:"circle"},{kind:dn.nonfinite_loss,shape:"diamond"},{kind:dn.nonfinite_gradients,shape:"triangle"},{kind:dn.nonfinite_weights,shape:"square"},{kind:dn.loss_scale_collapse,shape:"down"}].map(e=>({...e,label:me(e.kind)})),xo=e=>e.kind!==dn.loss_scale_collapse,wb=65504,vb=["critical","warning","info"],vo={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function Ld(e){let t=e&&e.areas&&e.areas[pe.nonfinite];return t&&typeof t=="object"?t:null}function kb(e){if(typeof e=="number"&&Number.isFinite(e))return ae(e,4);let t=Xn(e);return t?t==="NaN"?"NaN":"Inf":"—"}function _b(e){return e.variable?String(e.variable):e.layer?String(e.layer):Xn(e.value)||""}function Od(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!Rt(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function Id(e,t){let n=-1,r=-1,s=new Set(t.events.flatMap(o=>[o.layer,o.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((o,i)=>{if(!o||o.kind!==t.kind)return;let l=0;o.step===t.step&&(l+=2),o.layer&&s.has(o.layer)&&(l+=1);let a=o.evidence&&typeof o.evidence=="object"?o.evidence:{};a.variable&&s.has(a.variable)&&(l+=1),l>r&&(n=i,r=l)}),n}function Rd(e,t,n){return n<0?null:t.find(r=>Id(e,r)===n)||null}function Fd(e){let t=new Set(e.map(s=>s.kind)),n=Cd.filter(s=>t.has(s.kind)),r=[...t].filter(s=>!Cd.some(o=>o.kind===s)).map(s=>({kind:s,label:me(s),shape:"circle"}));return[...n,...r]}function Sb(e,t){let n=e&&e.bad_step;if(n&&Rt(n.step))return n.step;let r=t.find(xo)||t[0];return r?r.step:null}function Pd(e,t){let n=Math.min(...e.map(i=>i.step)),r=Math.max(...e.map(i=>i.step)),s=t&&Array.isArray(t.steps)?t.steps:[];if(s.length&&Array.isArray(s[0])&&Array.isArray(s[s.length-1])&&(n=Math.min(n,s[0][0]),r=Math.max(r,s[s.length-1][1])),r-n<10){let i=(n+r)/2;n=Math.max(0,Math.floor(i-5)),r=n+10}let o=(r-n)*.03;return[n-o,r+o]}function jd(e){let t=e.find(xo);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=Fd(e).map(s=>e.find(o=>o.step===n&&o.kind===s.kind&&xo(o))).filter(Boolean).map(s=>{let o=s.events.map(i=>i.variable||i.layer).find(Boolean);return`the ${It(me(s.kind))}${o?` (${o})`:""}`});return{step:n,atFirst:oc(r),later:e.filter(s=>s.step>n).length,earlier:e.filter(s=>s.step<n).length}}function Eb(e,t){let n=t>=0?e[t]:null;return n&&vb.includes(n.severity)?n.severity:"critical"}function zd({groups:e,findings:t,summary:n,domain:r,boxWidth:s,measure:o}){let{left:i,right:l,top:a,laneHeight:c,bottom:d,radius:h,minWidth:g}=vo,w=Fd(e),k=Math.max(g,s||0),v=k-i-l,b=a+w.length*c+d,[S,m]=r,_=I=>i+(I-S)/(m-S)*v,E=w.map((I,R)=>({...I,y:a+R*c+c/2})),A=new Map(E.map(I=>[I.kind,I])),$=a+w.length*c,Y=Ds(Math.ceil(S),Math.floor(m),Math.max(2,Math.floor(v/80))).map(I=>({step:I,x:_(I)})),P=Sb(n,e),L=_(P),z=L>i+v-90,M={step:P,x:L,labelX:z?L-4:L+4,anchor:z?"end":"start",text:e.some(xo)?`first NaN/Inf: step ${P}`:`loss scale collapsed: step ${P}`},F=[];for(let I of E){let R=e.filter(C=>C.kind===I.kind);R.forEach((C,V)=>{let G=_(C.step),xe=Id(t,C),q=[...new Set(C.events.map(_b).filter(Boolean))],K=q.length>1?`${q[0]} +${q.length-1}`:q[0]||"",O=R[V+1],W=R[V-1],D=(O?_(O.step)-h-6:k-4)-(G+h+5),ee=G-h-5-(W?_(W.step)+h+6:i-4),H=(K?o(K):0)>D&&ee>D,X=Math.max(0,H?ee:D),ie=K&&X>=24?Vs(K,X,o):"",fe=ie?o(ie):0,ne=q.length?` — ${q.slice(0,10).join(", ")}${q.length>10?", …":""}`:"";F.push({key:C.key,kind:C.kind,step:C.step,x:G,y:A.get(C.kind).y,shape:I.shape,findingIndex:xe,severity:Eb(t,xe),title:`${I.label}: NaN/Inf at step ${C.step}${ne}`,label:ie,labelSide:H?"left":"right",hitX:H?-h-5-fe-2:-h-3,hitWidth:2*h+6+(ie?fe+7:0),layer:C.events.map(ue=>ue.layer).find(Boolean)||"",variable:C.events.map(ue=>ue.variable).find(Boolean)||"",count:C.events.length})})}return{width:k,height:b,domain:r,plotW:v,axisY:$,lanes:E,ticks:Y,first:M,markers:F}}function Dd(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(l=>l&&typeof l.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(l=>l.finite===!1)||{}).layer,s=!1,o=n.map(l=>{let a=l.finite!==!1,c=l.layer===r&&!s;return c&&(s=!0),{layer:l.layer,finite:a,first:c,propagated:!c&&!a&&s,nearLimit:l.dtype==="float16"&&typeof l.max_abs=="number"&&l.max_abs>wb/2,maxText:kb(l.max_abs),dtype:l.dtype?String(l.dtype):"",kind:l.kind||"layer",asInput:!!l.as_input}}),i=o.find(l=>l.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(i&&i.dtype==="float16"),firstLayer:!!(o.length&&o[0].layer===r),rows:o}}function Bd(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!Rt(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function Vd(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([s,o])=>`${s}: ${o}`).join(", ");return`${Pe(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function Hd(e,t,n){return!e.layers||!e.columns?`No ${It(me(wo))} values were logged for this run yet.`:`${Pe(e.layers,"layer output")} (first on top) × ${Rn(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${Pe(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function Tb(e){let t=vo.radius;switch(e){case"diamond":return Q("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return Q("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return Q("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"square":return Q("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return Q("circle",{class:"nf-shape",r:t})}}function Wd(e,t,n){let{left:r,top:s,laneHeight:o,radius:i}=vo,{width:l,height:a,plotW:c,axisY:d,domain:h}=e,g=Q("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:l,height:a,viewBox:`0 0 ${l} ${a}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${h[0]},${h[1]}`});e.lanes.forEach((v,b)=>{g.append(Q("rect",{class:`nf-lane-bg${b%2?" odd":""}`,x:0,y:v.y-o/2,width:l,height:o}),Q("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:v.y,y2:v.y}),Q("text",{class:"nf-lane-label",x:10,y:v.y,"dominant-baseline":"central","data-kind":v.kind},v.label))});let w=Q("g",{class:"nf-axis"},Q("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:d,y2:d}));for(let v of e.ticks)w.append(Q("line",{class:"nf-tick",x1:v.x,x2:v.x,y1:d,y2:d+5}),Q("text",{class:"nf-tick-label",x:v.x,y:d+16,"text-anchor":"middle"},String(v.step)));w.append(Q("text",{class:"nf-tick-label",x:r+c/2,y:d+30,"text-anchor":"middle"},"step")),g.append(w),kt(g,{kind:"svg",ticksX:e.ticks.length,ticksY:e.lanes.length,xTitle:"step",yTitle:"where"});let{first:k}=e;g.append(Q("line",{class:"nf-first-line",x1:k.x,x2:k.x,y1:s-4,y2:d}),Q("text",{class:"nf-first-label",x:k.labelX,y:s-8,"text-anchor":k.anchor},k.text));for(let v of e.markers){let b=v.labelSide==="left",S=Q("g",{class:`nf-marker sev-${v.severity}${v.key===t?" selected":""}`,transform:`translate(${v.x.toFixed(1)},${v.y})`,role:"button",tabindex:"0","aria-label":v.title,"data-key":v.key,"data-kind":v.kind,"data-step":String(v.step),"data-layer":v.layer,"data-variable":v.variable,"data-count":String(v.count),"data-finding-index":v.findingIndex>=0?String(v.findingIndex):""},Q("title",null,v.title),Q("rect",{class:"nf-hit",x:v.hitX,y:-o/2+2,width:v.hitWidth,height:o-4}),Q("circle",{class:"nf-ring",r:i+4}),Tb(v.shape),v.label?Q("text",{class:"nf-marker-label",x:b?-i-5:i+5,y:0,"dominant-baseline":"central","text-anchor":b?"end":"start"},v.label):null);S.addEventListener("click",()=>n(v)),S.addEventListener("keydown",m=>{(m.key==="Enter"||m.key===" ")&&(m.preventDefault(),n(v))}),g.append(S)}return g}var Gd="tb-trainhealth:numerics",Ab='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',Nb=xi(Ab);function Mb(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=f("code",null,t.firstBad||"?");return t.verdict==="created"?B(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"&&t.float16&&t.firstLayer?B(e,"The first NaN/Inf is at the input of ",n,", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16."):t.verdict==="upstream"?B(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):B(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function $b(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return f("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},f("td",{class:"num muted"},String(t+1)),f("td",{class:"layer-cell"},f("code",null,e.layer),e.kind==="watch"?f("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?f("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),f("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?f("span",{class:"muted nf-as-input"}," (as its input)"):null),f("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),f("td",{class:"dtype-cell"},e.dtype||"—"))}function Cb(e,t){We("trainhealth-numerics-style",ud),e.id="numerics-health",e.hidden=!0;let n=In(Gd),r=null,s=null,o=[],i=[],l=null,a=null,c=typeof n.run=="string"?n:null,d=null,h=null,g=0,w=()=>fn(Gd,{run:r,marker:a}),k=f("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),v=f("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),b=Se({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},k,v),S=f("h3",null,"The bad step"),m=f("p",{class:"nf-verdict",id:"bad-step-verdict"}),_=f("div",{class:"table-scroll nf-scroll"}),E=Se({id:"bad-step-card",className:"nf-card",title:S,aside:"every layer output, in execution order",hidden:!0},m,_),A=me(wo),$=f("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),Y=f("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),P=f("div",{class:"heatmap-box"}),L=Se({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${A} by layer`,aside:"per layer output, over steps",hidden:!0},$,Y,P),z=Br(P,{label:A,id:"activation-heatmap",idPrefix:"activation-heatmap"});B(e,mt(t.title),f("div",{class:"card-row"},b,E),L);function M(){if(!i.length||!l)return B(v);let q=zd({groups:i,findings:o,summary:s,domain:l,boxWidth:v.clientWidth||e.clientWidth||600,measure:Nb});B(v,Wd(q,a,K=>I(K.key,K.findingIndex)))}function F(){for(let q of v.querySelectorAll(".nf-marker"))q.classList.toggle("selected",q.dataset.key===a);v.dataset.selected=a||""}function I(q,K){a=q,w(),F(),K>=0&&t.openFinding(K)}function R(){let q=jd(i);if(q.collapseStep!==void 0)return B(k,"The loss scale collapsed at ",f("strong",null,`step ${q.collapseStep}`),"; no NaN/Inf was recorded.");B(k,"First NaN/Inf at ",f("strong",null,`step ${q.step}`),`, in ${q.atFirst}`,q.later?`; ${Pe(q.later,"later event")} after it`:"",q.earlier?`; ${Pe(q.earlier,"loss-scale event")} before it`:"",".")}function C(){let q=Dd(s);if(E.hidden=!q,!q)return B(_);B(S,`The bad step: step ${q.step}`),Object.assign(E.dataset,{step:String(q.step),firstBad:q.firstBad,inputsFinite:String(q.inputsFinite)}),Mb(m,q);let K=f("tr",null,f("th",{class:"num"},"#"),f("th",null,"Layer output"),f("th",null,"Values"),f("th",{class:"num"},"max |x|"),f("th",null,"dtype"));B(_,q.rows.length?f("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(q.step)},f("thead",null,K),f("tbody",null,q.rows.map($b))):f("p",{class:"muted"},"No layer outputs were recorded for this step."));let O=_.querySelector("tr.first-bad");O&&_.scrollHeight>_.clientHeight&&(_.scrollTop=Math.max(0,O.offsetTop-_.clientHeight/2))}function V(q){if(L.hidden=!!q.missing,Y.hidden=!q.error,q.missing||q.error){z.clear(),$.textContent="",Y.textContent=q.error?`Could not load the ${A.toLowerCase()}: ${q.error}`:"";return}z.setData(q.body,{label:A});let K=Bd(s);z.setHighlight(K);let O=Vd(s);$.textContent=Hd(zr(q.body),K,K&&!z.missingLayers().length)+(O?` ${O}`:"")}async function G(q){try{return await qn(q,wo,Dr(z.plotWidth()))}catch(K){return K&&(K.status===404||K.status===400)?{missing:!0,text:"missing"}:{error:K&&K.message?K.message:String(K),text:null}}}let xe=Ar(v,()=>i.length&&M());return{async update(q,K){let O=++g;q!==r&&(r=q,d=null,h=null,a=c&&c.run===q&&typeof c.marker=="string"?c.marker:null,c=null);let W=Ld(K),D=W?Od(W.timeline):[];if(!D.length){s=null,i=[],d=null,Nt(e,!1);return}let ee=await G(q);if(O!==g||q!==r)return;let Z=Array.isArray(K.findings)?K.findings:[],H=`${JSON.stringify(W)}
${JSON.stringify(Z)}
${ee.text}`;Nt(e,!0),!(H===d&&!ee.error)&&(d=ee.error?null:H,s=W,o=Z,i=D,a&&!i.some(X=>X.key===a)&&(a=null),l=Pd(i,ee.body),(ee.text!==h||ee.error)&&(h=ee.error?null:ee.text,V(ee)),R(),xe.sync(),M(),F(),C(),w())},focusFinding(q){if(!q||e.hidden||!i.length)return!1;let K=Rd(o,i,o.indexOf(q));return K&&(a=K.key,w(),F()),!1},retheme(){z.redraw()},destroy(){g+=1,xe.disconnect(),z.destroy(),B(e)}}}var Yd={area:pe.nonfinite,create:Cb};var Ud=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function Ob(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function Kd(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=Ob(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,s)=>r+s[2],0)}}).sort((t,n)=>t.step-n.step)}function qd(e){let t=1/0,n=-1/0;for(let i of e)for(let[l,a]of i.buckets)l<t&&(t=l),a>n&&(n=a);if(t===1/0&&(t=-1,n=1),t===n){let i=Math.abs(t)*.1||.001;t-=i,n+=i}let r=e.map(i=>Math.max(0,...i.buckets.map(([l,a])=>Math.max(Math.abs(l),Math.abs(a))))).filter(i=>i>0),s=r.length?Math.min(...r):1,o=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:o/s>10,c:s/20||1e-12}}function Jd(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function Xd(e,t,n,r){let s=Math.max(Math.abs(e),Math.abs(t)),o=Math.ceil(Math.log10(n*2)),i=Math.floor(Math.log10(s)),l=[];for(let h=o;h<=i;h++)l.push(10**h);let a=Math.max(1,Math.ceil((l.length*2+1)/Math.max(3,r))),c=l.filter((h,g)=>(l.length-1-g)%a===0),d=[0];for(let h of c)h<=t&&d.push(h),-h>=e&&d.unshift(-h);return d}var ko='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',_n=8,Ib=36,Rb=14,Zd=12;function Qd(e){let t=f("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=f("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=f("div",{class:"histogram-wrap"},t,n),s=f("input",{type:"checkbox",id:"histogram-log-axis"}),o=f("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},s," Log value axis");B(e,f("div",{class:"histogram-controls"},o),r);let i=!1;s.addEventListener("change",()=>{i=!0,d()});let l=[],a=null,c=null;function d(){n.hidden=!0;let w=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(l.length),!l.length){ls(t,w,0),c=null;return}let k=l.length,v=Math.max(3,Math.min(24,300/k)),b=Math.max(26,Math.min(56,v*2.2)),S=Math.max(...l.map(ne=>pn(`step ${ne.step}`,ko))),m=Math.ceil(S+14),_=Math.max(60,w-m-Rb),E=b+(k-1)*v,A=ls(t,w,_n+E+Ib),{lo:$,hi:Y,suggestLog:P,c:L}=qd(l);i||(s.checked=P);let z=s.checked,M=z?Jd(L):{forward:ne=>ne,inverse:ne=>ne},F=M.forward,I=M.inverse,R=F($),C=F(Y),V=C-R;R-=V*.02,C+=V*.02;let G=ne=>m+(F(ne)-R)/(C-R)*_;c={left:m,plotW:_,plotH:E,spacing:v,peak:b,n:k,xOf:G,valueAt:ne=>I(R+(ne-m)/_*(C-R))},t.dataset.logAxis=z?"true":"false";let q=Je("--fg-muted","#5f6670"),K=Je("--fg","#1f2328"),O=Je("--grid","rgba(0,0,0,0.08)"),W=sr("--card",[255,255,255]),D=sr("--accent",[25,103,210]),ee=Je("--heatmap-highlight","#ff00aa"),Z=Je("--heatmap-nonfinite","#e8112d"),H=z?Xd($,Y,L,Math.max(3,Math.floor(_/70))):Bs($,Y,Math.max(2,Math.floor(_/90)));A.font=ko,A.textAlign="center",A.textBaseline="top",A.lineWidth=1;for(let ne of H){let ue=Math.round(G(ne))+.5;A.strokeStyle=O,A.beginPath(),A.moveTo(ue,_n),A.lineTo(ue,_n+E),A.stroke(),A.fillStyle=q,A.fillText(ae(ne),ue,_n+E+5)}let X=z?"gradient value (symmetric log axis)":"gradient value";A.fillText(X,m+_/2,_n+E+20);let ie=0,fe=Math.max(1,Math.ceil(Zd/v));for(let ne=0;ne<k;ne++){let ue=l[ne],ge=_n+b+ne*v,Ae=k===1?1:ne/(k-1),De=a&&ue.step>=a.first&&ue.step<=a.last,Ve=`rgb(${Hs(Hs(W,D,.35),D,Ae).join(",")})`,ft=`rgba(${Hs(W,D,.18+.25*Ae).join(",")},0.92)`,lt=ue.buckets.map(([$e,Kt,bt])=>{let Et=G(Kt)-G($e);return Et>1e-9?bt/Et:bt>0?1/0:0}),Ut=lt.filter($e=>Number.isFinite($e)),St=Math.max(0,...Ut);if(A.beginPath(),ue.buckets.length?(A.moveTo(G(ue.buckets[0][0]),ge),ue.buckets.forEach(([$e,Kt],bt)=>{let Et=lt[bt],he=Et===1/0||St===0?Et>0?ge-b:ge:ge-Et/St*b;Kt>$e?(A.lineTo(G($e),he),A.lineTo(G(Kt),he)):A.lineTo(G($e),ge-(ue.buckets[bt][2]>0?b:0))}),A.lineTo(G(ue.buckets[ue.buckets.length-1][1]),ge)):(A.moveTo(m,ge),A.lineTo(m+_,ge)),A.closePath(),A.fillStyle=ft,A.fill(),A.lineWidth=1.2,A.strokeStyle=ue.buckets.length?Ve:Z,A.stroke(),ue.nonfinite>0&&(A.fillStyle=Z,A.beginPath(),A.arc(m+_-4,ge-3,3,0,Math.PI*2),A.fill()),ne%fe===0||ne===k-1||De){if(ne!==k-1&&ne%fe!==0&&(k-1-ne)*v<Zd)continue;A.font=De?`600 ${ko}`:ko,A.fillStyle=ue.nonfinite>0?Z:De?K:q,A.textAlign="right",A.textBaseline="middle",A.fillText(`step ${ue.step}`,m-8,ge-2),ie++,De&&(A.fillStyle=ee,A.fillRect(m-5,ge-7,3,10))}}kt(t,{ticksX:H.length,ticksY:ie,xTitle:X,yTitle:"step"})}function h(w){if(!c)return null;let k=t.getBoundingClientRect(),v=w.clientX-k.left,b=w.clientY-k.top;if(v<c.left||v>c.left+c.plotW||b<_n||b>_n+c.plotH+4)return null;let S=Math.ceil((b-_n-c.peak)/c.spacing);S=Math.min(c.n-1,Math.max(0,S));let m=c.valueAt(v);return{i:S,value:m,x:v,y:b}}t.addEventListener("mousemove",w=>{let k=h(w);if(!k){n.hidden=!0;return}let v=l[k.i],b=v.buckets.find(([_,E])=>k.value>=_&&k.value<=E);B(n,f("div",{class:"tt-title"},`step ${v.step}`),b?f("div",{class:"tt-row"},`[${ae(b[0],4)}, ${ae(b[1],4)}]: `,f("strong",null,ae(b[2],4))):f("div",{class:"tt-row muted"},`value ${ae(k.value,3)}: no bucket`),f("div",{class:"tt-row muted"},`${ae(v.total,6)} finite values`),v.nonfinite>0?f("div",{class:"tt-row error-text"},`${ae(v.nonfinite,6)} variable${v.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(v.step),n.hidden=!1;let S=n.offsetWidth,m=k.x+14;m+S>r.clientWidth&&(m=k.x-S-14),n.style.left=`${Math.max(0,m)}px`,n.style.top=`${Math.max(0,k.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let g=Ar(r,()=>l.length&&d());return{canvas:t,setData(w){return l=Kd(w),g.sync(),d(),l},setFocus(w){a=w&&w.first!==void 0&&w.first!==null?w:null,d()},redraw:d,destroy(){g.disconnect()}}}function Fb(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function Pb(e,t,n=[],r=8){let s=e.map((i,l)=>({name:i,i:l,last:Fb(t[l])})).filter(i=>i.last!==null).sort((i,l)=>l.last-i.last),o=new Set(s.slice(0,r).map(i=>i.i));for(let i of n){let l=e.indexOf(i);l>=0&&o.add(l)}return[...o].sort((i,l)=>i-l)}function ef(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],s=Array.isArray(e.values)?e.values:[],o=r.length?Pb(n,s,t):[];if(!o.length){let d=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:o,xs:[],ys:[],note:d}}let l=(n.length-o.length>0?`Showing ${o.length} of ${n.length} layers: the ${Math.min(8,o.length)} with the highest last ratio`+(o.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",a=r.map(d=>Array.isArray(d)?d[1]:d),c=o.map(d=>(s[d]||[]).map(h=>typeof h=="number"&&Number.isFinite(h)&&h>0?h:null));return{layers:n,rows:o,xs:a,ys:c,note:l}}var tf=260,gl=.001;function jb(e){let t=e.filter(s=>Number.isFinite(s));if(!t.length)return[0,1];let n=Math.min(...t),r=Math.max(...t);return n===r?[n-1,r+1]:[n,r]}function zb(e){let t=gl,n=gl;for(let r of e)for(let s of r)s===null||!(s>0)||(s<t&&(t=s),s>n&&(n=s));return[10**Math.floor(Math.log10(t)+1e-9),10**Math.max(Math.ceil(Math.log10(n)-1e-9),Math.floor(Math.log10(t)+1e-9)+1)]}var Db=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],Bb=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function nf(e){let t=f("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=f("div",{class:"chart-box",id:"update-ratio-plot"});B(e,t,n);let r=null,s=null,o=[],i=()=>{r&&r.destroy(),r=null};function l(){if(i(),B(n),!s)return;let{layers:c,rows:d,xs:h,ys:g,note:w}=ef(s,o);if(e.dataset.layers=JSON.stringify(d.map(A=>c[A])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=w,!d.length)return;let v=document.documentElement.dataset.theme==="dark"?Bb:Db,b=Je("--fg-muted","#666"),S=Je("--grid","rgba(0,0,0,0.08)"),m=new Set(o),E={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:tf,plugins:[Gs()],scales:{x:{time:!1,range:()=>jb(h)},y:{distr:3,range:()=>zb(g)}},axes:[Ys(b,S),as(b,S,"|update| / |weight|",{size:56,splits:A=>Ws(A.scales.y.min,A.scales.y.max),filter:(A,$)=>$,values:(A,$)=>$.map(Y=>ae(Y))})],series:[{label:"step"},...d.map((A,$)=>({label:c[A],stroke:v[$%v.length],width:m.has(c[A])?3:1.6,spanGaps:!1,points:{show:h.length<=40,size:4},value:(Y,P)=>P==null?"—":ae(P,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[A=>{let{ctx:$}=A,Y=A.valToPos(gl,"y",!0),{left:P,top:L,width:z,height:M}=A.bbox;if(!(Y>=L&&Y<=L+M))return;let F=window.devicePixelRatio||1;$.save(),$.strokeStyle=b,$.lineWidth=F,$.setLineDash([5*F,4*F]),$.beginPath(),$.moveTo(P,Math.round(Y)+.5),$.lineTo(P+z,Math.round(Y)+.5),$.stroke(),$.setLineDash([]),$.fillStyle=b,$.font=`${11*F}px system-ui, sans-serif`,$.textAlign="right",$.textBaseline="bottom",$.fillText("1e-3",P+z-4*F,Math.round(Y)-2*F),$.restore()}]}};r=new qe(E,[h,...g],n)}let a=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:tf})});return a.observe(n),{setData(c,d=o){s=c||null,o=d||[],l()},setExtra(c){let d=c||[];d.join(`
`)!==o.join(`
`)&&(o=d,l())},showMessage(c,d="muted"){s=null,i(),B(n),t.className=`chart-note ${d}`,t.textContent=c,delete e.dataset.layers},retheme:l,destroy(){a.disconnect(),i()}}}var rf=pt.grad_norm,Vr=pt.update_ratio,_o=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function So(e){let t=e&&e.areas&&e.areas[pe.gradients];return!t||typeof t!="object"?null:{stats:_o(t.stats),layers:_o(t.layers),histogramLayers:_o(t.histogram_layers)}}function yl(e){if(st(e)!==pe.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=_o(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=Rt(t.first_step)?t.first_step:Rt(e.step)?e.step:null,s=Rt(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:s}}function Eo(e,t){return e.includes(t)?t:e.includes(rf)?rf:e[0]||null}function sf(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(yl).find(s=>s&&e.includes(s.layers[0]));return r?r.layers[0]:e[0]||null}function of(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function lf(e){let t=e.kind?It(me(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${Rn(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function To(e,t){return!t.layers||!t.columns?`No ${It(me(e))} values were logged for this run yet.`:`${Pe(t.layers,"layer")} (first layer on top) × ${Rn(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${Pe(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function af(e,t){let n=t.filter(o=>o.nonfinite>0),r=n.reduce((o,i)=>o+i.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${Pe(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let s=n.slice(0,4).map(o=>`step ${o.step}: ${ae(o.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${s}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var cf="tb-trainhealth:gradients",Vb=400;function bl(){let e=0,t=null;return{async load(n){let r=++e;try{let s=await n();return r!==e?null:s.text===t?"same":(t=s.text,s)}catch(s){if(r!==e)return null;throw t=null,s}},reset(){t=null},cancel(){e++}}}function Hb(e,t){We("trainhealth-gradients-style",Ud),e.id="gradient-health",e.hidden=!0;let n=In(cf),r=null,s=null,o=typeof n.stat=="string"?n.stat:null,i=null,l=null,a=typeof n.run=="string"?n:null,c=0,d=()=>fn(cf,{run:r,stat:o,layer:i,focus:l}),h=jr("Statistic",{id:"gradient-stat",onchange:Z=>{o=Z,d(),K()}}),g=h.select,w=f("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),k=f("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),v=f("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),b=f("div",{class:"heatmap-box"}),S=Se({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:h.element},w,k,v,b),m=Br(b),_=bl(),E=0,A=jr("Layer",{id:"histogram-layer",onchange:Z=>{i=Z,d(),W()}}),$=A.select,Y=f("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),P=f("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),L=f("div",{class:"histogram-box"}),z=Se({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:A.element},Y,P,L),M=Qd(L),F=bl(),I=f("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),R=f("div",{class:"ratio-box"}),C=Se({id:"update-ratio",className:"chart-card ratio-card",title:me(Vr),aside:"per layer, log scale"},I,R),V=nf(R),G=bl();B(e,mt(t.title),S,f("div",{class:"card-row"},z,C));function xe(){if(k.hidden=!l,!l)return B(k);let Z=m.missingLayers(),{what:H,layers:X,steps:ie}=lf(l);B(k,f("span",{class:"focus-swatch","aria-hidden":"true"}),f("span",null,`Outlined: ${H} in `,f("strong",null,X),ie,"."),Z.length?f("span",{class:"error-text"},` Not in this heatmap: ${Z.join(", ")}.`):null,f("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>q(null)},"Clear"))}function q(Z){l=Z,m.setHighlight(l),M.setFocus(l),V.setExtra(l?l.layers:[]),xe(),d()}async function K(){let Z=r,H=o;if(!H)return;let X=It(me(H));E++,e.dataset.heatmapLoading="true";try{let ie=await _.load(()=>qn(Z,H,Dr(m.plotWidth(s&&s.layers))));if(!ie||Z!==r||(ut(v,null),ie==="same"))return;m.setData(ie.body,{label:me(H)}),w.textContent=To(H,zr(ie.body)),xe()}catch(ie){if(Z!==r)return;m.clear(),w.textContent="",ut(v,or(X,ie))}finally{--E===0&&delete e.dataset.heatmapLoading}}function O(Z){Y.className=`chart-note ${Z.alert?"alert":"muted"}`,Y.textContent=Z.text}async function W(){let Z=r,H=i;if(!H||!s||!s.histogramLayers.includes(H)){F.cancel(),F.reset(),M.setData([]),ut(P,null),O({alert:!1,text:"No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none."}),delete Y.dataset.total;return}try{let X=await F.load(()=>da(Z,H));if(!X||Z!==r||H!==i||(ut(P,null),X==="same"))return;let ie=M.setData(X.body.histograms);z.dataset.layer=H;let fe=af(H,ie);Y.dataset.total=String(fe.total),O(fe)}catch(X){if(Z!==r)return;M.setData([]),Y.textContent="",ut(P,or(`gradient histograms of ${H}`,X))}}async function D(){let Z=r;if(!s||!s.stats.includes(Vr)){G.cancel(),G.reset(),ut(I,null),V.showMessage(`This run logged no ${It(me(Vr))}.`);return}try{let H=await G.load(()=>qn(Z,Vr,Vb));if(!H||Z!==r||(ut(I,null),H==="same"))return;V.setData(H.body,l?l.layers:[])}catch(H){if(Z!==r)return;V.showMessage(""),ut(I,or(It(me(Vr)),H))}}function ee(Z){if(Z===r)return;r=Z;for(let X of[_,F,G])X.reset();let H=a&&a.run===Z;i=H&&typeof a.layer=="string"?a.layer:null,l=H&&a.focus&&Array.isArray(a.focus.layers)?a.focus:null,a=null}return{async update(Z,H){let X=++c;ee(Z),s=So(H),Nt(e,!!s),s&&(o=Eo(s.stats,o),i=sf(s.histogramLayers,i,H.findings),gs(g,s.stats,o,me),gs($,s.histogramLayers,i),s.stats.length||(m.clear(),w.textContent="This run logged no gradient statistics."),m.setHighlight(l),M.setFocus(l),d(),await Promise.all([s.stats.length?K():null,W(),D()]),!(X!==c||Z!==r)&&xe())},focusFinding(Z){let H=yl(Z);if(!H||!s||e.hidden)return!1;q(H);let X=of(H,s.histogramLayers);return X&&X!==i&&(i=X,$.value=X,d(),W()),S.scrollIntoView&&S.scrollIntoView({block:"start"}),!0},retheme(){m.redraw(),M.redraw(),V.retheme()},destroy(){for(let Z of[_,F,G])Z.cancel();m.destroy(),M.destroy(),V.destroy(),B(e)}}}var uf={area:pe.gradients,create:Hb};var df=`/* The convergence view (views/convergence.js). Colours follow the theme
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
.convergence-y-ticks {
  grid-column: 2;
  grid-row: 1;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  text-align: right;
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
`;var yt=e=>typeof e=="number"&&Number.isFinite(e),yn=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function hf(e){let t=yn(e&&e.areas&&e.areas[pe.convergence]);if(!t)return null;let n=yn(t.loss),r=n&&Array.isArray(n.windows)?n.windows.filter(s=>yn(s)&&yt(s.median)&&yt(s.low)&&yt(s.high)):[];return{loss:n&&r.length?{...n,windows:r}:null,checklist:(Array.isArray(t.checklist)?t.checklist:[]).filter(s=>yn(s)&&typeof s.check=="string"),head:yn(t.head),epochs:Array.isArray(t.epochs)?t.epochs.filter(s=>yn(s)&&yn(s.logs)):[],saturation:ff(t[pt.saturation]),updateRatio:ff(t.ratios)}}function ff(e){let t=yn(e);return!t||!Array.isArray(t.layers)||!Array.isArray(t.values)?[]:t.layers.map((n,r)=>{for(let s=t.values.length-1;s>=0;s--){let o=Array.isArray(t.values[s])?t.values[s][r]:void 0;if(yt(o))return{layer:String(n),value:o,step:Rt(t.steps&&t.steps[s])?t.steps[s]:null}}return{layer:String(n),value:null,step:null}})}function pf(e,t,n,r=4){let s=e.windows,o=s.flatMap(b=>[b.low,b.high]).concat(yt(e.start)?[e.start]:[]),i=o.every(b=>b>0),l=Math.min(...o),a=Math.max(...o),c=i&&a/l>10,d=c?Math.log10:b=>b;l=d(l),a=d(a),a===l&&(a+=.5,l-=.5);let h=b=>r+(s.length===1?(t-2*r)/2:b*(t-2*r)/(s.length-1)),g=b=>n-r-(d(b)-l)/(a-l)*(n-2*r),w=b=>Math.round(b*10)/10,k=s.map((b,S)=>[w(h(S)),w(g(b.median))]),v=[...s.map((b,S)=>[w(h(S)),w(g(b.high))]),...s.map((b,S)=>[w(h(S)),w(g(b.low))]).reverse()];return{median:k,band:v,startY:yt(e.start)?w(g(e.start)):null,log:c,range:[c?10**l:l,c?10**a:a]}}var xl=e=>e.map(([t,n])=>`${t},${n}`).join(" ");function mf(e){let t=e.windows[0],n=e.windows[e.windows.length-1],r=yt(e.drop)?` (${e.drop>=0?"down":"up"} ${ae(Math.abs(e.drop)*100,3)}%)`:"";return`Loss from ${ae(e.start)} at the first step to ${ae(e.end)} in the last window${r}, steps ${t.first_step}–${n.last_step} in ${e.windows.length} windows: the line is each window's median, the band its 10th–90th percentile (the swings).`}function gf(e){if(!e)return"";let t=[];if(e.head){let n=yt(e.units)?` over ${e.units} unit${e.units===1?"":"s"}`:"";t.push(`${e.head_class||"layer"} '${e.head}': ${e.activation||"linear"}${n}`)}return e.loss&&t.push(`${e.loss}${e.from_logits?" (from_logits=True)":""}`),e.optimizer&&t.push(`${e.optimizer}(learning_rate=${yt(e.learning_rate)?ae(e.learning_rate):"?"})`),t.join(" · ")}function yf(e){if(!e)return"";let t=[],n=yn(e.labels);n&&yt(n.min)&&yt(n.max)&&t.push(`labels in [${ae(n.min)}, ${ae(n.max)}]`+(yt(n.non_integer)&&n.non_integer>0?`, ${ae(n.non_integer*100)}% non-integer`:""));let r=yn(e.inputs);return r&&yt(r.abs_mean_max)&&yt(r.std_max)&&t.push(`inputs: largest feature mean ${ae(r.abs_mean_max)}, spread ${ae(r.std_max)}`),yt(e.samples)&&e.samples&&t.push(`from ${e.samples} batch${e.samples===1?"":"es"}`),t.join("; ")}function bf(e){return e.map(t=>({...t,saturated:yt(t.value)&&t.value>.5}))}function xf(e){return!e||st(e)!==pe.convergence?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var wl=600,wf=140;function Gb(e,t){We("tb-trainhealth-convergence",df),e.id="area-convergence",e.hidden=!0;let n=f("div",{class:"convergence-loss"}),r=f("p",{class:"muted small"}),s=f("p",{class:"small"}),o=f("p",{class:"muted small"}),i=f("ul",{class:"convergence-checklist"}),l=f("tbody"),a=Se({id:"convergence-loss",title:"Loss trend",aside:"window medians and their swing band"},n,r),c=Se({id:"convergence-checks",title:"Head and loss checks",aside:"before step 1"},s,i,o),d=Se({id:"convergence-layers",title:"Per layer",aside:"saturated share (|z| > 5) and update / weight ratio"},f("table",{class:"evidence-table convergence-layers"},f("thead",null,f("tr",null,f("th",null,"Layer"),f("th",null,"Saturated"),f("th",null,"Update / weight"))),l));B(e,mt(t.title),a,c,d);let h=null;function g(k){if(a.hidden=!k.loss,k.loss){let m=pf(k.loss,wl,wf),_=k.loss.windows,[E,A]=m.range,$=m.log?"loss (log scale)":"loss";B(n,f("div",{class:"convergence-y-title"},$),f("div",{class:"convergence-y-ticks"},f("span",null,ae(A)),f("span",null,ae(E))),Q("svg",{viewBox:`0 0 ${wl} ${wf}`,preserveAspectRatio:"none",role:"img","aria-label":"loss trend"},Q("polygon",{class:"convergence-band",points:xl(m.band)}),m.startY!==null?Q("line",{class:"convergence-start",x1:0,x2:wl,y1:m.startY,y2:m.startY}):null,Q("polyline",{class:"convergence-median",points:xl(m.median)})),f("div",{class:"convergence-x-ticks"},f("span",null,`step ${_[0].first_step}`),f("span",null,`step ${_[_.length-1].last_step}`)),f("div",{class:"convergence-x-title"},"step (windows of the run)")),kt(n,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step (windows of the run)",yTitle:$}),r.textContent=mf(k.loss)+(m.log?" Log scale.":"")}c.hidden=!k.head&&!k.checklist.length,s.textContent=gf(k.head),o.textContent=yf(k.head),B(i,k.checklist.map(m=>f("li",{"data-ok":String(!!m.ok),"data-check":m.check},m.ok?"✓ ":"✗ ",m.check,m.detail?f("div",{class:"muted small"},m.detail):null)));let v=new Map(k.updateRatio.map(m=>[m.layer,m])),b=[...new Set([...k.saturation.map(m=>m.layer),...k.updateRatio.map(m=>m.layer)])],S=new Map(bf(k.saturation).map(m=>[m.layer,m]));d.hidden=!b.length,B(l,b.map(m=>{let _=S.get(m),E=v.get(m);return f("tr",{"data-layer":m},f("th",{scope:"row"},m),f("td",{class:_&&_.saturated?"saturated":""},_&&_.value!==null?`${ae(_.value*100)}%`:"—"),f("td",null,E&&E.value!==null?ae(E.value):"—"))})),w()}function w(){for(let v of l.querySelectorAll("tr"))v.dataset.focus=String(!!(h&&h.layer===v.dataset.layer));let k=[...i.querySelectorAll('li[data-ok="false"]')];for(let v of i.querySelectorAll("li"))v.dataset.focus=String(!!(h&&!h.layer&&k[0]===v))}return fo(e,{summaryOf:hf,render:g,focusOf:xf,applyFocus:k=>{h=k,w()}})}var vf={area:pe.convergence,create:Gb};var kf=`/* The input-pipeline view (views/input_pipeline.js). Colours follow the
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
`;var Ub=[{name:rt.input_wait,cls:"part-wait"},{name:rt.compute_time,cls:"part-compute"},{name:rt.host_time,cls:"part-host"}],bn=e=>typeof e=="number"&&Number.isFinite(e)?e:0;function _f(e){let t=e&&e.areas&&e.areas[pe.input_pipeline];return t&&typeof t=="object"?t:null}function Sf(e){let t=e&&e.timing;if(!t||!t.steps)return"Not timed (a custom loop, or a model compiled with XLA).";let n=bn(e.share),r=e.thresholds||{},s=n>=bn(r.critical)&&r.critical?"highly input-bound":n>=bn(r.warning)&&r.warning?"moderately input-bound":"fed";return`Input wait ${ae(100*n,2)}% of step time over ${Pe(t.steps,"step")} (${ae(bn(t.mean_wait_ms),3)} ms of ${ae(bn(t.mean_step_ms),3)} ms a step): ${s}.`}function vl(e){let t=e&&e.steps;if(!t||!Array.isArray(t.step)||!t.step.length)return{bars:[],yMax:0,bucket:1};let n=0;return{bars:t.step.map((s,o)=>{let i=0,l=Ub.map(({name:a,cls:c})=>{let d=Math.max(0,bn((t[a]||[])[o])),h={name:a,cls:c,label:me(a),ms:d,y0:i,y1:i+d};return i+=d,h});return n=Math.max(n,i),{step:s,parts:l,total:i}}),yMax:n,bucket:bn(t.bucket)||1}}function kl(e){return(e&&Array.isArray(e.stalls)?e.stalls:[]).filter(n=>Rt(n.step)).map(n=>({step:n.step,waitMs:bn(n.wait_ms),text:`step ${n.step}: waited ${ae(bn(n.wait_ms),3)} ms (usually ${ae(bn(n.usual_wait_ms),2)} ms)`}))}function Ef(e){let t=e&&e.recurrence||{},n=e&&Array.isArray(e.stalls)?e.stalls.length:0;return n?Rt(t.period)?`${Pe(n,"stall")}, every ${t.period} steps`:t.epoch_start?`${Pe(n,"stall")}, at the start of each epoch`:Pe(n,"stall"):""}function Tf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).map((n,r)=>({finding:n,index:r})).filter(({finding:n})=>n.kind===Cn.pipeline_lint)}function Af(e,t){let n=e&&e.pipeline;if(!n||!Array.isArray(n.chain))return[];let r=Tf(t);return n.chain.map(s=>{let o=[];s.parallel!==null&&s.parallel!==void 0&&o.push(s.parallel===-1?"parallel: AUTOTUNE":`parallel: ${s.parallel}`),s.python&&o.push("Python"),s.random&&o.push("random");let i=r.filter(({finding:l})=>l.evidence&&l.evidence.transformation===s.index);return{index:s.index,code:String(s.code||s.kind||""),kind:String(s.kind||""),tags:o,lints:i.map(({finding:l,index:a})=>({summary:String(l.summary||""),severity:l.severity,findingIndex:a}))}})}function Nf(e,t){let n=e&&e.pipeline&&e.pipeline.chain||[],r=new Set(n.map(s=>s.index));return Tf(t).filter(({finding:s})=>!(s.evidence&&r.has(s.evidence.transformation))).map(({finding:s,index:o})=>({summary:String(s.summary||""),severity:s.severity,findingIndex:o}))}function Mf(e){let t=e&&e.pipeline;if(!t)return"";let n=t.python_source||{};switch(t.source){case"numpy":return"NumPy arrays, sliced by Keras's own pipeline";case"generator":return"a Python generator, run by Keras in one thread";case"PyDataset":return`${n.class||"PyDataset"} (workers=${n.workers??1}, use_multiprocessing=${n.use_multiprocessing?"True":"False"})`;default:return"a tf.data pipeline, as it will run"}}function $f(e){if(st(e)!==pe.input_pipeline)return null;let t=e.evidence&&e.evidence.transformation;return typeof t=="number"?t:null}var Cf=720,bs=180,Be={left:44,right:8,top:10,bottom:22};function Kb(e){let{bars:t,yMax:n}=vl(e);if(!t.length)return f("p",{class:"muted"},"No step timings.");let r=kl(e),s=Math.max(n,...r.map(m=>m.waitMs),.001),o=Cf-Be.left-Be.right,i=bs-Be.top-Be.bottom,l=t[0].step,a=t[t.length-1].step,c=Math.max(1,a-l+1),d=m=>Be.left+(m-l)/c*o,h=m=>Be.top+i-Math.min(m,s)/s*i,g=Math.max(1,o/t.length-.5),w=t.flatMap(m=>m.parts.map(_=>_.ms>0?Q("rect",{class:_.cls,x:d(m.step)-g,y:h(_.y1),width:g,height:Math.max(.5,h(_.y0)-h(_.y1))},Q("title",null,`step ${m.step}: ${_.label} ${ae(_.ms,3)}`)):null)),k=r.map(m=>Q("g",{class:"stall-mark","data-step":m.step},Q("line",{x1:d(m.step),x2:d(m.step),y1:Be.top,y2:Be.top+i}),Q("circle",{cx:d(m.step),cy:h(m.waitMs),r:3.5}),Q("title",null,m.text))),v=[Q("line",{class:"axis",x1:Be.left,x2:Be.left+o,y1:Be.top+i,y2:Be.top+i}),Q("text",{class:"tick",x:Be.left-4,y:Be.top+8,"text-anchor":"end"},`${ae(s,2)} ms`),Q("text",{class:"tick",x:Be.left-4,y:Be.top+i,"text-anchor":"end"},"0"),Q("text",{class:"tick",x:Be.left,y:bs-6},`step ${l}`),Q("text",{class:"tick",x:Be.left+o,y:bs-6,"text-anchor":"end"},`step ${a}`)],b=[Q("text",{class:"tick",x:Be.left+o/2,y:bs-6,"text-anchor":"middle"},"step"),Q("text",{class:"tick",x:10,y:Be.top+i/2,"text-anchor":"middle",transform:`rotate(-90 10 ${Be.top+i/2})`},"time per step")],S=Q("svg",{class:"pipeline-chart",id:"pipeline-chart",viewBox:`0 0 ${Cf} ${bs}`,role:"img","aria-label":"Step time split into input wait, compute and host time"},v,b,w,k);return kt(S,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step",yTitle:"time per step"}),S}function qb(e){let{bars:t}=vl(e),n=t.length?t[0].parts:[];return f("div",{class:"pipeline-legend"},n.map(r=>f("span",{class:"legend-item"},f("span",{class:`swatch ${r.cls}`}),r.label)),kl(e).length?f("span",{class:"legend-item"},f("span",{class:"swatch stall"}),Ef(e)):null)}function Lf(e,t){return f("li",{class:`pipeline-lint ${e.severity||""}`},f("button",{type:"button",class:"link-button",onclick:()=>t.openFinding(e.findingIndex)},e.summary))}function Jb(e,t,n,r){let s=Af(e,t);return f("ol",{class:"pipeline-chain",id:"pipeline-chain"},s.map(o=>f("li",{class:`pipeline-link${o.lints.length?" has-lint":""}${r===o.index?" focused":""}`,"data-index":o.index,"data-kind":o.kind},f("code",null,o.code),o.tags.length?f("span",{class:"link-tags muted"},o.tags.join(" · ")):null,o.lints.length?f("ul",{class:"link-lints"},o.lints.map(i=>Lf(i,n))):null)))}function Xb(e,t){We("trainhealth-input-pipeline-style",kf),e.id="input-pipeline",e.hidden=!0;let n=null,r=null,s=null,o=f("p",{class:"pipeline-headline",id:"pipeline-share",role:"status"}),i=f("div",{class:"pipeline-chart-box"}),l=Se({id:"pipeline-time-card",title:"Step time",aside:"input wait · compute · host, per step"},o,i),a=f("p",{class:"muted small",id:"pipeline-source"}),c=f("ul",{class:"pipeline-lints",id:"pipeline-lints"}),d=f("div",{class:"pipeline-chain-box"}),h=Se({id:"pipeline-chain-card",title:"The pipeline",aside:"its transformations, as it will run"},a,c,d),g=f("div",{id:"pipeline-corrected"}),w=Se({id:"pipeline-fixed-card",title:"The corrected pipeline",hidden:!0},g);B(e,mt(t.title),l,h,w);function k(v,b){o.textContent=Sf(v),B(i,qb(v),Kb(v));let S=v.pipeline;h.hidden=!S,S&&(a.textContent=`From ${Mf(v)}.`,B(c,Nf(v,b).map(m=>Lf(m,t))),B(d,Jb(v,b,t,r))),w.hidden=!(S&&S.corrected),B(g,S&&S.corrected?Fn(S.corrected):null)}return{async update(v,b){let S=_f(b);if(Nt(e,!!S),!S)return;s={summary:S,diagnosis:b};let m=`${v}
${JSON.stringify(S)}
${JSON.stringify(b.findings||[])}
${r}`;m!==n&&(n=m,k(S,b))},focusFinding(v){if(st(v)!==pe.input_pipeline||e.hidden)return!1;r=$f(v),s&&k(s.summary,s.diagnosis);let b=r!==null&&d.querySelector(`[data-index="${r}"]`)||v.kind&&l;return b&&b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"}),!0},retheme(){},destroy(){B(e)}}}var Of={area:pe.input_pipeline,create:Xb};var If=`/* The memory view (views/memory.js). Colours follow the theme variables of
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
  max-width: 760px;
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
`;var Hr=e=>Array.isArray(e)?e:[],it=e=>typeof e=="number"&&Number.isFinite(e),Mt=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function ot(e){if(!it(e))return"?";let t=["B","KiB","MiB","GiB","TiB","PiB"],n=e,r=0;for(;Math.abs(n)>=1024&&r<t.length-1;)n/=1024,r++;return r===0?`${Math.round(n)} B`:`${n.toFixed(1)} ${t[r]}`}function Qb(e){return Array.isArray(e)?`[${e.join(", ")}]`:"?"}function Ff(e){let t=Mt(e&&e.areas&&e.areas[pe.memory]);if(!t)return null;let n=Mt(t.series)||{},r=Hr(n.steps),s=Hr(n.values),o=[];r.forEach((l,a)=>{it(l)&&it(s[a])&&o.push([l,s[a]])}),o.sort((l,a)=>l[0]-a[0]);let i=Mt(t.limit)||{};return{points:o,limit:it(i.bytes)?i.bytes:null,limitSource:typeof i.source=="string"?i.source:null,device:typeof i.device=="string"?i.device:null,model:Mt(t.model),estimate:Mt(t.estimate),oom:Mt(t[dn.oom]),diskFull:Mt(t[dn.disk_full]),searches:Hr(t.searches).filter(Mt)}}function Pf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>st(n)===pe.memory)}function jf(e){let t=e?e.points:[];if(!t.length)return null;let n=t[0][0],r=t[t.length-1][0],s=t[0];for(let g of t)g[1]>s[1]&&(s=g);let o=e.limit,i=it(o)&&o>0&&s[1]*4>=o,l=Math.max(s[1],i?o:0)*1.08||1,a=r-n||1,c=t.map(([g,w])=>[r===n?.5:(g-n)/a,1-w/l]),d=null;if(it(o)&&o>0){let g=s[1]/o;d=`peak ${ot(s[1])} at step ${s[0]}: ${Math.round(g*100)}% of the ${ot(o)} limit`+(e.limitSource?` (${e.limitSource})`:"")}let h=[0,.25,.5,.75,1].map(g=>({y:1-g,text:ot(g*l)}));return{xs:[n,r],yMax:l,path:c,limitY:i?1-o/l:null,limitNote:d,peak:{step:s[0],bytes:s[1]},ticks:h}}function zf(e){if(!e)return[];let t=Mt(e.allocation)||{};return[["Step",it(e.step)?String(e.step):"?"],["Phase",e.phase||"training"],["Batch size",it(e.batch_size)?String(e.batch_size):"not known"],["Tensor shape",Qb(t.shape)],["dtype",t.dtype||"?"],["Bytes asked",ot(t.bytes)],["Device",t.device||e.device||"?"],["Allocator",t.allocator||"?"],["Layer",e.layer||"not told by the message"],["Op",e.node||"?"],["Peak before",ot(e.peak_bytes)],["Device limit",ot(e.limit_bytes)]].map(([r,s])=>({key:r,value:s}))}function Df(e){return e?[["Step",it(e.step)?String(e.step):"?"],["Path",e.path||"not told by the message"],["Error",e.error_type||"?"]].map(([t,n])=>({key:t,value:n})):[]}function Rf(e){let t=Mt(e&&e.by_dtype)||{};return Object.entries(t).map(([n,r])=>`${n}: ${(r.count||0).toLocaleString("en-US")} (${ot(r.bytes)})`).join(", ")}function Bf(e){if(!e)return[];let t=Mt(e.params)||{},n=Mt(e.trainable)||{},r=Mt(e.optimizer)||{},s=Mt(r.slots)||{};return[["Parameters",`${(t.count||0).toLocaleString("en-US")} (${ot(t.bytes)}) ${Rf(t)?`· ${Rf(t)}`:""}`.trim()],["Gradients",`${ot(n.bytes)} (one per trainable parameter)`],["Optimizer slots",`${r.name||"?"}: ${ot(s.bytes)}`],["dtype policy",e.mixed_precision||"?"],["Batch size",it(e.batch_size)?String(e.batch_size):"not known"],["Device",`${e.device||"?"}${it(e.limit_bytes)?`, ${ot(e.limit_bytes)}`:""}`]].map(([i,l])=>({key:i,value:l}))}function ex(e){return it(e)?e<1e-4?"<0.01%":`${(100*e).toFixed(e<.01?2:0)}%`:"—"}function Vf(e,t){return e?Hr(e.rows).filter(n=>n&&it(n.batch_size)&&it(n.bytes)).map(n=>({batchSize:n.batch_size,bytes:ot(n.bytes),share:it(t)&&t>0?ex(n.bytes/t):"—",current:n.batch_size===e.batch_size})):[]}var tx={fits:"trains",out_of_memory:"out of memory",over_budget:"over the budget (not run)",near_limit:"trains, within 10% of the limit",too_large:"a tensor larger than the device (not run)"};function Hf(e){return e?Hr(e.attempts).filter(t=>t&&it(t.batch_size)).map((t,n)=>({order:n+1,batchSize:t.batch_size,status:t.status,words:tx[t.status]||String(t.status),estimate:ot(t.estimate_bytes),largest:ot(t.largest_tensor_bytes),chosen:t.batch_size===e.batch_size&&t.status==="fits"})):[]}function Wf(e){if(!e)return"";let t=Hr(e.attempts).length,n=it(e.budget_bytes)?`, budget ${ot(e.budget_bytes)} (${e.budget_source||"?"})`:"",r=e.reason==="oom_retry"?"After the OOM: ":"";return it(e.batch_size)?`${r}batch size ${e.batch_size} fits: ${t} sizes tried, ${e.steps||"?"} real steps each${n}; a size fits within ${Math.round(100*(e.margin||.9))}% of it.`:`${r}no batch size trains, even 1 (${t} tried${n}).`}var Wr=640,xs=200,dt={left:70,right:12,top:10,bottom:24};function _l(e,t){return f("table",{class:"evidence-table mem-kv",id:t},f("tbody",null,e.map(({key:n,value:r})=>f("tr",null,f("th",{scope:"row"},n),f("td",null,r)))))}function nx(e){let t=Wr-dt.left-dt.right,n=xs-dt.top-dt.bottom,r=i=>dt.left+i*t,s=i=>dt.top+i*n,o=e.path.map(([i,l],a)=>`${a?"L":"M"}${r(i).toFixed(1)},${s(l).toFixed(1)}`).join(" ");return Q("svg",{class:"mem-chart",viewBox:`0 0 ${Wr} ${xs}`,role:"img","aria-label":"Memory over steps"},e.ticks.map(i=>Q("g",null,Q("line",{class:"mem-grid",x1:dt.left,x2:Wr-dt.right,y1:s(i.y),y2:s(i.y)}),Q("text",{class:"mem-tick",x:dt.left-6,y:s(i.y)+4,"text-anchor":"end"},i.text))),e.limitY===null?null:Q("g",{class:"mem-limit-group"},Q("line",{class:"mem-limit",id:"memory-limit-line",x1:dt.left,x2:Wr-dt.right,y1:s(e.limitY),y2:s(e.limitY)}),Q("text",{class:"mem-tick",x:Wr-dt.right,y:s(e.limitY)-4,"text-anchor":"end"},"limit")),e.path.length>1?Q("path",{class:"mem-line",d:o}):Q("circle",{class:"mem-dot",cx:r(e.path[0][0]),cy:s(e.path[0][1]),r:3}),Q("text",{class:"mem-tick",x:dt.left,y:xs-6},`step ${e.xs[0]}`),Q("text",{class:"mem-tick",x:Wr-dt.right,y:xs-6,"text-anchor":"end"},`step ${e.xs[1]}`),Q("text",{class:"mem-tick",x:dt.left+t/2,y:xs-6,"text-anchor":"middle"},Gf),Q("text",{class:"mem-tick",x:10,y:dt.top+n/2,"text-anchor":"middle",transform:`rotate(-90 10 ${dt.top+n/2})`},Yf))}var Gf="step",Yf="memory";function rx(e,t){B(e,nx(t)),kt(e,{kind:"svg",ticksX:2,ticksY:t.ticks.length,xTitle:Gf,yTitle:Yf})}function sx(e,t){We("trainhealth-memory-style",If),e.id="memory-health",e.hidden=!0;let n=f("p",{class:"muted small",id:"memory-chart-note"}),r=f("div",{class:"mem-chart-box"}),s=Se({id:"memory-chart-card",className:"mem-card",title:"Memory over steps",aside:""},r,n),o=f("div"),i=Se({id:"memory-oom-card",className:"mem-card mem-alert",title:"Out of memory",hidden:!0},o),l=f("div"),a=Se({id:"memory-disk-card",className:"mem-card mem-alert",title:"Disk full (not memory)",hidden:!0},l),c=f("div"),d=Se({id:"memory-model-card",className:"mem-card",title:"Model size",aside:"what training holds whatever the batch size, and what a batch size adds",hidden:!0},c),h=f("div"),g=Se({id:"memory-search-card",className:"mem-card",title:"Batch-size search",aside:"tb_trainhealth.find_batch_size",hidden:!0},h);B(e,mt(t.title),i,a,s,g,d);let w=null;function k(b){let S=jf(b);if(s.hidden=!S,S){rx(r,S);let _=(b.device||"").startsWith("GPU")?"the GPU allocator's bytes in use":"the process's resident memory";n.textContent=`${_}, sampled every few steps; ${S.limitNote||"the device's limit is not known"}.`}let m=b.oom;if(i.hidden=!m,m&&B(o,f("p",{class:"mem-oom-line",id:"memory-oom-line"},`Step ${m.step}: allocating ${ot((m.allocation||{}).bytes)} failed`,m.layer?f("span",null," in layer ",f("code",null,m.layer)):null,m.batch_size?` at batch size ${m.batch_size}.`:"."),_l(zf(m),"memory-oom-table"),m.message?f("pre",{class:"mem-message"},m.message):null),a.hidden=!b.diskFull,b.diskFull&&B(l,_l(Df(b.diskFull),"memory-disk-table"),b.diskFull.message?f("pre",{class:"mem-message"},b.diskFull.message):null),d.hidden=!b.model,b.model){let _=Vf(b.estimate,b.limit);B(c,_l(Bf(b.model),"memory-model-table"),_.length?f("table",{class:"data-table mem-estimate",id:"memory-estimate-table"},f("caption",{class:"muted small"},"What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",b.oom?`: this run's failed allocation alone was ${ot((b.oom.allocation||{}).bytes)}`:"",")."),f("thead",null,f("tr",null,["Batch size","Needs at least","Of the limit"].map(E=>f("th",null,E)))),f("tbody",null,_.map(E=>f("tr",{class:E.current?"current":null},f("td",{class:"num"},String(E.batchSize)+(E.current?" (this run)":"")),f("td",{class:"num"},E.bytes),f("td",{class:"num"},E.share))))):null)}g.hidden=!b.searches.length,B(h,b.searches.map((_,E)=>f("div",{class:"mem-search","data-search":String(E)},f("p",{class:"mem-search-line"},Wf(_)),f("table",{class:"data-table mem-attempts"},f("thead",null,f("tr",null,["#","Batch size","Result","Step needs (estimate)","Largest tensor"].map(A=>f("th",null,A)))),f("tbody",null,Hf(_).map(A=>f("tr",{class:`${A.status}${A.chosen?" chosen":""}`,"data-batch-size":String(A.batchSize)},f("td",{class:"num muted"},String(A.order)),f("td",{class:"num"},String(A.batchSize)),f("td",null,A.chosen?`${A.words} (chosen)`:A.words),f("td",{class:"num"},A.estimate),f("td",{class:"num"},A.largest))))))))}function v(b){for(let m of e.querySelectorAll(".mem-card.focused"))m.classList.remove("focused");b.classList.add("focused");let S=()=>b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(S):S()}return{async update(b,S){let m=Ff(S);if(Nt(e,!!m),!m)return;let _=JSON.stringify(m)+JSON.stringify(Pf(S).map(E=>E.kind));_!==w&&(w=_,k(m))},focusFinding(b){if(st(b)!==pe.memory||e.hidden)return!1;let S=b.kind===Cn.oom&&!i.hidden?i:b.kind===Cn.disk_full&&!a.hidden?a:s;return v(S),!0},retheme(){},destroy(){B(e)}}}var Uf={area:pe.memory,create:sx};var Kf=`/* The attention view (views/attention.js). Colours follow the theme
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
`;var Sl=e=>typeof e=="number"&&Number.isFinite(e),El=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null,ir=e=>Sl(e)?e:null;function ix(e,t){let n=El(e);if(!n||!Array.isArray(n.layers)||!Array.isArray(n.values)||!Array.isArray(n.steps))return[];let r=n.layers.indexOf(t);if(r<0)return[];let s=[];return n.values.forEach((o,i)=>{let l=Array.isArray(o)?o[r]:void 0;Sl(l)&&Sl(n.steps[i])&&s.push([n.steps[i],l])}),s}function qf(e){let t=El(e&&e.areas&&e.areas[pe.attention]);if(!t||!Array.isArray(t.layers))return null;let n=t.layers.filter(r=>El(r)&&typeof r.layer=="string").map(r=>{let s=ir(r[pt.attention_max_logit]),o=ir(r.one_hot_logit);return{layer:r.layer,className:typeof r.class=="string"?r.class:null,kind:typeof r.kind=="string"?r.kind:null,keys:ir(r.keys),heads:ir(r.heads),maxLogit:s,oneHotLogit:o,entropy:ir(r[pt.attention_entropy]),entropyNorm:ir(r[pt.attention_entropy_norm]),overBound:s!==null&&o!==null&&s>=o,logits:ix(t[pt.attention_max_logit],r.layer)}});return n.length?{layers:n,collapsedEntropy:ir(t.collapsed_entropy)}:null}function Jf(e,t,n,r=2){if(!e.length)return"";let s=e.map(g=>g[0]),o=e.map(g=>g[1]),i=Math.min(...s),l=Math.max(...s),a=Math.max(...o,0),c=Math.min(...o,0),d=g=>l===i?t/2:r+(g-i)/(l-i)*(t-2*r),h=g=>a===c?n/2:n-r-(g-c)/(a-c)*(n-2*r);return e.map(([g,w])=>`${d(g).toFixed(1)},${h(w).toFixed(1)}`).join(" ")}function Xf(e){return!e||st(e)!==pe.attention?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var Zf=120,Qf=24,Gr=e=>e===null?"—":ae(e);function lx(e,t){We("tb-trainhealth-attention",Kf),e.id="area-attention",e.hidden=!0;let n=f("tbody"),r=f("p",{class:"muted small"}),s=Se({id:"attention-layers",title:"Per attention layer",aside:"latest sample; the largest logit over steps"},f("table",{class:"evidence-table attention-layers"},f("thead",null,f("tr",null,f("th",null,"Layer"),f("th",null,me(pt.attention_max_logit)),f("th",null,"Over steps"),f("th",null,"Near one-hot past"),f("th",null,me(pt.attention_entropy)),f("th",null,me(pt.attention_entropy_norm)))),n),r);B(e,mt(t.title),s);let o=null;function i(c){let d=c.logits||[],h=d[0],g=d[d.length-1],w=f("td",{class:"attention-spark-cell"},Q("svg",{class:"attention-spark",viewBox:`0 0 ${Zf} ${Qf}`,preserveAspectRatio:"none",role:"img","aria-label":`largest attention logit of ${c.layer} over steps`},Q("polyline",{points:Jf(d,Zf,Qf)})),h&&g?f("div",{class:"muted small"},`step ${h[0]} → ${g[0]}: ${Gr(h[1])} → ${Gr(g[1])}`):null);return kt(w,{ticksX:h?2:0,ticksY:h?2:0,xTitle:"step",yTitle:"largest logit",kind:"sparkline"}),w}function l(c){B(n,c.layers.map(d=>f("tr",{"data-layer":d.layer},f("th",{scope:"row"},d.layer,d.className?f("div",{class:"muted small"},d.className):null),f("td",{class:d.overBound?"over":""},Gr(d.maxLogit)),i(d),f("td",null,Gr(d.oneHotLogit)),f("td",null,Gr(d.entropy)),f("td",null,Gr(d.entropyNorm))))),r.textContent="A softmax over n keys whose largest logit leads the others by log(n - 1) + log(99) gives one key 99% of the weight."+(c.collapsedEntropy!==null?` An entropy below ${ae(c.collapsedEntropy)} nats is fewer than 1.5 keys attended.`:""),a()}function a(){for(let c of n.querySelectorAll("tr"))c.dataset.focus=String(!!(o&&o.layer===c.dataset.layer))}return fo(e,{summaryOf:qf,render:l,focusOf:Xf,applyFocus:c=>{o=c,a()}})}var eh={area:pe.attention,create:lx};var ax=[cd,Yd,Uf,uf,vf,eh,Of];function th(){return wn.map(e=>ax.find(t=>t.area===e.name)||ho(e.name))}var nh=`/* Compare two runs (compare.js, compare_chart.js). Colours follow the theme
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
`;var rh=e=>new Set(String(e).toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/).filter(t=>t.length>=2&&!/^[0-9]+$/.test(t)));function sh(e,t){let n=rh(t),r=(Array.isArray(e)?e:[]).filter(o=>o&&typeof o.run=="string"&&o.run!==t).map((o,i)=>[o,[...rh(o.run)].filter(l=>n.has(l)).length,i]);return{similar:r.filter(([,o])=>o>0).sort(([,o,i],[,l,a])=>l-o||i-a).map(([o])=>o),others:r.filter(([,o])=>o===0).map(([o])=>o)}}function oh(e,t,n){return typeof e=="string"&&e!==n&&t.includes(e)?e:null}function ih(e){let t=e.map(r=>{let s=new Map;return r&&r.xs.forEach((o,i)=>s.set(o,r.ys[i])),s}),n=[...new Set(t.flatMap(r=>[...r.keys()]))].sort((r,s)=>r-s);return{xs:n,ys:t.map(r=>n.map(s=>r.has(s)?r.get(s):null))}}function lh(e,t){let n=t.xs.length;if(!n)return{alert:!1,text:`${e}: no loss values were logged yet.`};let r=t.nonfinite;if(!r.length)return{alert:!1,text:`${e}: ${Pe(n,"step")} logged; all finite.`};let s=Xn(r[0].value)||"NaN";return{alert:!0,text:`${e}: the loss became ${s} at step ${r[0].step} (${Pe(r.length,"non-finite step")} marked).`}}function ah(e,t){let n=[];for(let r of e)for(let s of r||[])n.includes(s)||n.push(s);return{stats:n,stat:Eo(n,t)}}function Tl(e){return[...new Set(e.flatMap(t=>Array.isArray(t)?t.map(String):[]))]}function ch(e){let t=e.filter(Boolean).map(go);if(!t.length)return null;let{logScale:n,stat:r}=t[0];return yo(t.flatMap(s=>s.values),{logScale:n,stat:r})}var uh=[["--accent","#1967d2"],["--compare-second","#e8710a"]];function dh(e){let t=f("div",{class:"compare-loss-notes",id:"compare-loss-notes",role:"status"}),n=f("div",{class:"chart-box",id:"compare-loss-plot"}),r=el(n,{toggleId:"compare-loss-log-scale"});return B(e,f("div",{class:"card-head"},f("h3",null,`${me(rt.loss)} of both runs`),r.toggle),t,n),{update(s){let o=[],i=s.map((a,c)=>{let d=uh[c%uh.length];if(!a.series)return{run:a.run,color:d,alert:!1,text:`${a.run}: ${a.note}`};let h=Qi(a.series);return h.xs.length&&o.push({run:a.run,color:d,prepared:h}),{run:a.run,color:d,...lh(a.run,h)}});if(B(t,i.map(a=>f("p",{class:`chart-note ${a.alert?"alert":"muted"}`,"data-run":a.run},f("span",{class:"compare-swatch",style:`background: var(${a.color[0]})`,"aria-hidden":"true"}),a.text))),e.dataset.series=JSON.stringify(o.map(a=>a.run)),!o.length)return r.draw(null);let l=ih(o.map(a=>a.prepared));r.draw({xs:l.xs,markers:o.map(a=>a.prepared.nonfinite[0]).filter(Boolean),series:o.map((a,c)=>({label:a.run,stroke:a.color,ys:l.ys[c]}))})},retheme:()=>r.redraw(),destroy:()=>r.destroy()}}var ws=Object.keys(Ln),fh=e=>{let t=ws.indexOf(e);return t<0?ws.length:t};function mh(e){let t=Object.fromEntries(ws.map(n=>[n,0]));for(let n of e)n&&n.status in t&&t[n.status]++;return t}function Al(e,{status:t="",text:n=""}={},r=null){let s=String(n||"").trim().toLowerCase();return e.filter(o=>o.run===r||(!t||o.status===t)&&(!s||o.run.toLowerCase().includes(s)))}var hh=e=>e.counts&&e.counts.critical||0,ph=e=>e.counts&&e.counts.warning||0;function vs(e){return e.filter(t=>t&&typeof t.run=="string").map((t,n)=>[t,n]).sort(([t,n],[r,s])=>fh(t.status)-fh(r.status)||hh(r)-hh(t)||ph(r)-ph(t)||n-s).map(([t])=>t)}function gh(e){let t=vs(e),n=t.find(r=>r.status!=="unreadable")||t[0];return n?n.run:null}function ks(e){return`${e.run} — ${Ln[e.status]||e.status}`}function Ao(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}function yh(e){return Array.isArray(e)&&e.some(t=>t&&t.status==="pending")}function bh(e,t){let n=t&&Array.isArray(e)?e.find(r=>r&&r.run===t.run):null;return!n||n.status!=="pending"||typeof t.status!="string"||t.status==="pending"?!1:(n.status=t.status,n.counts=Us(t.findings),!0)}var wh="tb-trainhealth:compare",xh=["a","b"],No=()=>In(wh),vh=e=>fn(wh,{...No(),...e});function kh(){let e=No();return typeof e.with=="string"?e.with:null}function $o(e){vh({with:e||null})}function ux(e){return f("span",{class:`badge status-${e}`},Ln[e]||e)}function Mo(e){return f("option",{value:e.run,"data-status":e.status},ks(e))}function _h({onchange:e}){let{select:t,element:n}=jr("Compare with…",{id:"compare-select",onchange:r=>e(r||null)});return n.classList.add("compare-picker"),n.hidden=!0,{element:n,update(r,s,o){let{similar:i,others:l}=sh(r,s),a=JSON.stringify([i,l].map(c=>c.map(ks)));t.dataset.options!==a&&(B(t,f("option",{value:""},"None"),i.length?f("optgroup",{label:"Similar names"},i.map(Mo)):null,l.length?f("optgroup",{label:i.length?"Other runs":"Runs"},l.map(Mo)):null),t.dataset.options=a),t.value=o||"",n.hidden=i.length+l.length===0},hide(){n.hidden=!0}}}function Sh(e,{onOpen:t,onSwap:n,onClose:r}){We("trainhealth-compare-style",nh);let s=0,o=0,i=[null,null],l=[null,null],a=typeof No().stat=="string"?No().stat:null,c={diagnosis:[null,null],loss:null},d=f("h2",{class:"compare-title",id:"compare-title"}),h=f("button",{type:"button",class:"button",id:"compare-swap",title:"Show the second run first",onclick:()=>n()},"⇄ Swap"),g=f("button",{type:"button",class:"button",id:"compare-close",title:"Show one run, with its flowchart and evidence",onclick:()=>r()},"← Back to one run"),w=xh.map(L=>{let z=f("h3",{class:"compare-run-name"}),M=f("span",{class:"compare-run-status"}),F=f("span",{class:"muted small compare-run-counts"}),I=f("button",{type:"button",class:"button small-button compare-open",title:"Show this run alone"},"Open"),R=f("div",{class:"compare-findings"}),C=f("p",{class:"error-text",role:"alert",hidden:!0}),V=f("section",{class:"card compare-run",id:`compare-run-${L}`,"data-slot":L},f("div",{class:"card-head compare-run-head"},z,M,F,I),C,R);return{slot:L,el:V,name:z,badge:M,counts:F,open:I,findings:R,error:C}}),k=f("section",{class:"card chart-card",id:"compare-loss"}),v=dh(k),b=jr("Statistic",{id:"compare-stat",onchange:L=>{a=L,vh({stat:a}),P(s)}}),S=f("p",{class:"chart-note muted",id:"compare-heatmap-note"}),m=xh.map(L=>{let z=f("h4",{class:"compare-heatmap-run"}),M=f("p",{class:"chart-note muted compare-heatmap-note"}),F=f("p",{class:"error-text",role:"alert",hidden:!0}),I=f("div",{class:"heatmap-box"}),R=f("div",{class:"compare-heatmap",id:`compare-heatmap-block-${L}`,"data-slot":L},z,M,F,I),C=Br(I,{id:`compare-heatmap-${L}`,idPrefix:`compare-heatmap-${L}`});return{slot:L,el:R,name:z,note:M,error:F,heatmap:C,text:null}}),_=Se({id:"compare-heatmaps",className:"compare-heatmap-card",title:"Gradient health by layer",aside:b.element},S,m.map(L=>L.el)),E=f("div",{id:"compare-view",class:"compare-view"},f("div",{class:"compare-bar"},d,h,g),f("div",{class:"compare-grid",id:"compare-runs"},w.map(L=>L.el)),k,_);B(e,E);function A(){c={diagnosis:[null,null],loss:null},l=[null,null],w.forEach((L,z)=>{L.el.dataset.run=i[z],delete L.el.dataset.status,L.name.textContent=i[z],B(L.badge),L.counts.textContent="",ut(L.error,null),B(L.findings,f("p",{class:"muted"},"Loading…"))}),v.update(i.map(L=>({run:L,series:null,note:"loading…"}))),m.forEach((L,z)=>{L.text=null,L.el.dataset.run=i[z],L.name.textContent=i[z],L.note.textContent="Loading…",ut(L.error,null),L.heatmap.clear()}),S.textContent=""}function $(L,z){let M=w[L],F=i[L];if(z.error){c.diagnosis[L]=null,l[L]=null,delete M.el.dataset.status,B(M.badge),M.counts.textContent="",B(M.findings),ut(M.error,`Could not load the diagnosis of run "${F}": ${z.error.message}`);return}if(ut(M.error,null),z.text===c.diagnosis[L])return;c.diagnosis[L]=z.text;let I=z.body;l[L]=I;let R=Array.isArray(I.findings)?I.findings:[];M.el.dataset.status=String(I.status||""),B(M.badge,I.status?ux(I.status):null),M.counts.textContent=Ao(Us(R)),Ks(M.findings,R,{showKind:!0,onSelect:C=>t(F,C)})}async function Y(L){let z=l.map(R=>!!R&&(!Array.isArray(R.series)||R.series.includes(rt.loss))),M=await Promise.allSettled(i.map((R,C)=>z[C]?Is(R,rt.loss):null));if(L!==s)return;let F=M.map((R,C)=>{let V=i[C];if(!z[C])return{run:V,series:null,note:l[C]?uo(l[C]):"its diagnosis could not be loaded."};if(R.status==="rejected")return{run:V,series:null,note:or(It(me(rt.loss)),R.reason)};let G=R.value.body;return typeof G.run=="string"&&G.run!==V?{run:V,series:null,note:"no loss (an answer for another run)."}:{run:V,series:G,text:R.value.text}}),I=JSON.stringify(F.map(R=>[R.run,R.text||R.note]));I!==c.loss&&(c.loss=I,v.update(F))}async function P(L){let z=l.map(So),M=ah(z.map(V=>V&&V.stats),a);a=M.stat,gs(b.select,M.stats,a,me);let F=a,I=F?It(me(F)):"gradient statistics",R=z.map(V=>!!(V&&F&&V.stats.includes(F))),C=Tl(z.map(V=>V&&V.layers));o++,E.dataset.heatmapLoading="true";try{let V=await Promise.allSettled(m.map((K,O)=>R[O]?qn(i[O],F,Dr(K.heatmap.plotWidth(C))):null));if(L!==s||F!==a)return;let G=V.map((K,O)=>R[O]&&K.status==="fulfilled"&&(typeof K.value.body.run!="string"||K.value.body.run===i[O])?K.value.body:null),xe=ch(G),q=Tl(G.map(K=>K&&K.layers));m.forEach((K,O)=>{let W=V[O];if(!R[O]){K.text=null,K.heatmap.clear(),ut(K.error,null),K.note.textContent=z[O]?`This run logged no ${I}.`:"This run logged no gradient statistics (it has no gradient health data).";return}if(!G[O]){K.text=null,K.heatmap.clear(),K.note.textContent="",ut(K.error,W.status==="rejected"?or(I,W.reason):`No ${I} for this run.`);return}ut(K.error,null);let D=JSON.stringify([W.value.text,xe,q]);D!==K.text&&(K.text=D,K.heatmap.setData(G[O],{label:me(F),range:xe,labels:q}),K.note.textContent=To(F,zr(G[O])))}),S.textContent=G.filter(Boolean).length>1?"One colour scale for both runs: the same colour is the same value.":""}finally{--o===0&&delete E.dataset.heatmapLoading}}return{async update(L,z){let M=++s,F=[L,z],I=F.some((C,V)=>C!==i[V]);i=F,E.dataset.runs=JSON.stringify(i),I&&(B(d,"Comparing ",f("strong",null,L)," with ",f("strong",null,z)),w.forEach((C,V)=>C.open.onclick=()=>t(F[V],null)),A());let R=await Promise.allSettled(i.map(C=>Os(C)));M===s&&(R.forEach((C,V)=>{if(C.status==="rejected")return $(V,{error:C.reason});let G=C.value.body;if(typeof G.run=="string"&&G.run!==i[V])return $(V,{error:new Error("the answer was for another run")});$(V,C.value)}),await Promise.all([Y(M),P(M)]))},retheme(){v.retheme();for(let L of m)L.heatmap.redraw()},destroy(){s++,v.destroy();for(let L of m)L.heatmap.destroy();B(e)}}}function Eh(e){B(e,f("section",{id:"empty-state",class:"card empty-state"},f("h2",null,"No training health data yet"),f("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),f("h3",null,"1. Keras: add the callback"),Fn(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),f("h3",null,"2. Or instrument every fit() in the process"),Fn(`import tb_trainhealth

tb_trainhealth.autolog()`),f("h3",null,"3. Or run an unchanged script"),Fn("tb-trainhealth run train.py","shell"),f("h3",null,"Then open TensorBoard"),Fn("tensorboard --logdir logs","shell"),f("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var dx="app-header-reload .reload-button, app-header-reload button";function fx(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function Th(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function Ah(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),s=c=>{r=Date.now(),e({reason:c})},o=fx();if(o){let c=d=>{let h=d.target;h&&typeof h.closest=="function"&&h.closest(dx)&&setTimeout(()=>s("tensorboard-reload"),0)};o.addEventListener("click",c,!0),n.push(()=>o.removeEventListener("click",c,!0))}let i=setInterval(()=>{Th()&&Date.now()-r>=t-50&&s("timer")},Math.min(t,5e3));n.push(()=>clearInterval(i));let l=()=>{Th()&&Date.now()-r>=t&&s("visible")};document.addEventListener("visibilitychange",l),n.push(()=>document.removeEventListener("visibilitychange",l));let a=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",a,{once:!0}),{stop:a,markRefreshed:()=>r=Date.now()}}var Co="tb-trainhealth:selection",hx=3e3,px=new Set(["pending","unreadable"]),Nl=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.compareRun=null,this.compareView=null,this.areaViews=[];let n=In(Co);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.savedCompare=kh(),this.buildShell()}buildShell(){this.select=f("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=f("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=f("span",{id:"run-counts",class:"muted"}),this.updated=f("span",{id:"last-updated",class:"muted"}),this.refreshButton=f("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},f("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=f("label",{class:"run-picker"},f("span",null,"Run"),this.select),this.comparePicker=_h({onchange:t=>this.setCompare(t)}),this.filter={status:"",text:""},this.statusFilter=f("select",{id:"run-status-filter",class:"th-select","aria-label":"Show runs of status",onchange:()=>this.setFilter({status:this.statusFilter.value})}),this.nameFilter=f("input",{id:"run-name-filter",type:"search",class:"th-input",placeholder:"Filter runs by name","aria-label":"Filter runs by name",oninput:()=>this.setFilter({text:this.nameFilter.value})}),this.runFilters=f("span",{class:"run-filters",hidden:!0},this.statusFilter,this.nameFilter),this.banner=f("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=f("main",{id:"content"},f("p",{class:"muted loading-text"},"Loading…")),B(this.root,f("header",{class:"th-header"},f("h1",null,"Training Health"),this.runPicker,this.comparePicker.element,this.runFilters,this.statusBadge,this.counts,f("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,B(this.banner,f("strong",null,"Error: "),t)}buildRunView(){this.destroyCompareView(),this.view="run",this.flowBox=f("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=f("section",{id:"findings",class:"card findings"}),this.panel=f("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=f("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),B(this.content,f("div",{class:"th-grid"},f("div",{class:"col-main"},f("section",{class:"card flowchart-card"},f("div",{class:"card-head"},f("h3",null,"Triage flowchart"),f("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),this.chartBox),f("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=Ju(this.chartBox),this.viewAreas=new Set;for(let t of th())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=f("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(ho(r),{area:r,title:r,openFinding:s=>this.openFinding(s)})}viewContext(t){return{area:t,title:ti(t).title,openFinding:n=>this.openFinding(n)}}hideAreaViews(t){for(let n of this.content.querySelectorAll(":scope > .area-section"))n.hidden=t}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}buildCompareView(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.destroyCompareView(),this.view="compare",this.flow=null,this.compareView=Sh(this.content,{onOpen:(t,n)=>this.openRun(t,n),onSwap:()=>this.selectRun(this.compareRun),onClose:()=>this.setCompare(null)})}destroyCompareView(){this.compareView&&this.compareView.destroy(),this.compareView=null}setCompare(t){this.compareRun=t||null,$o(this.compareRun),this.show()}openRun(t,n){this.compareRun=null,$o(null),this.run=t,this.nodeId=n||null,fn(Co,{run:t,node:this.nodeId}),this.show()}ensureView(){this.compareRun&&this.view!=="compare"&&this.buildCompareView(),!this.compareRun&&this.view!=="run"&&this.buildRunView()}async show(){this.ensureView(),this.updateRunPicker(),this.diagnosisText=null;let t=++this.seq;this.root.dataset.loading="true";try{await this.loadCurrent(t)}finally{t===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}showEmpty(){this.destroyCompareView(),this.comparePicker.hide(),this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",Eh(this.content)}showFatal(t){this.view==="run"||this.view==="compare"||this.view==="empty"||(this.view="error",B(this.content,f("section",{class:"card error-state",id:"error-state"},f("h2",null,"Could not load Training Health"),f("p",null,t),f("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}setFilter(t){this.filter={...this.filter,...t};let n=Al(vs(this.runs||[]),this.filter);this.updateRunPicker(),n.length&&!n.some(r=>r.run===this.run)&&this.selectRun(n[0].run)}updateStatusFilter(){let t=this.runs||[],n=mh(t),r=ws.filter(o=>!px.has(o)||n[o]>0||this.filter.status===o),s=["",...r].map(o=>`${o}|${o?n[o]:t.length}`).join(`
`);this.statusFilter.dataset.options!==s&&(B(this.statusFilter,f("option",{value:""},`All runs (${t.length})`),r.map(o=>f("option",{value:o,"data-count":String(n[o]),disabled:n[o]===0&&this.filter.status!==o},`${Ln[o]} (${n[o]})`))),this.statusFilter.dataset.options=s),this.statusFilter.value=this.filter.status,this.runFilters.hidden=t.length<2}updateRunPicker(){this.updateStatusFilter();let t=Al(vs(this.runs||[]),this.filter,this.run),n=[...this.select.options].map(o=>`${o.value}|${o.textContent}`).join(`
`),r=t.map(o=>`${o.run}|${ks(o)}`).join(`
`);n!==r&&B(this.select,t.map(Mo)),this.select.value=this.run,this.runPicker.hidden=!1,this.comparePicker.update(vs(this.runs||[]),this.run,this.compareRun);let s=(this.runs||[]).find(o=>o.run===this.run);s&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${s.status}`,this.statusBadge.textContent=Ln[s.status]||s.status,this.counts.textContent=Ao(s.counts))}async refresh({reason:t}={}){let n=++this.seq;this.root.dataset.refreshesStarted=String((Number(this.root.dataset.refreshesStarted)||0)+1),this.root.dataset.startReason=t||"",this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await ua()}catch(i){if(n!==this.seq)return;let l=`Could not load the list of runs: ${i.message}`;this.showBanner(l),this.showFatal(l);return}if(n!==this.seq)return;let s=Array.isArray(r.body.runs)?r.body.runs.filter(i=>i&&typeof i.run=="string"):[];if(this.runs=s,this.pollPending(s),!s.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let o=s.map(i=>i.run);if(!o.includes(this.run)){let i=this.savedRun&&o.includes(this.savedRun)?this.savedRun:null;this.nodeId=i?this.savedNode:null,this.savedRun=null,this.run=i||gh(s)}this.compareRun=oh(this.savedCompare!==null?this.savedCompare:this.compareRun,o,this.run),this.savedCompare=null,this.ensureView(),this.updateRunPicker(),await this.loadCurrent(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}pollPending(t){clearTimeout(this.pendingTimer),this.pendingTimer=yh(t)?setTimeout(()=>this.refresh({reason:"pending"}),hx):null}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){t!==this.run&&(t===this.compareRun&&(this.compareRun=this.run,$o(this.compareRun)),this.run=t,this.nodeId=null,fn(Co,{run:t,node:null}),await this.show())}async loadCurrent(t){if(this.view!=="compare")return this.loadRun(t);this.showBanner(null),await this.compareView.update(this.run,this.compareRun)}current(t,n){return t===this.seq&&n===this.run}async loadRun(t){let n=this.run,[r]=await Promise.allSettled([Os(n)]);if(!this.current(t,n))return;let s=r.status==="fulfilled"?r.value.body:null;if(s&&typeof s.run=="string"&&s.run!==n)return;let o=!s||!Array.isArray(s.series)||s.series.includes(rt.loss),[i]=o?await Promise.allSettled([Is(n,rt.loss)]):[null];if(!this.current(t,n))return;let l=!0;if(r.status==="fulfilled")bh(this.runs,r.value.body)&&this.updateRunPicker(),this.applyDiagnosis(r.value.body,r.value.text);else{l=!1;let h=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,B(this.flowBox,f("p",{class:"error-text"},h)),B(this.findingsBox,f("h3",null,"Findings"),f("p",{class:"muted"},"Unavailable.")),B(this.panel,f("h3",null,"Evidence"),f("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(h)}if(!i)this.chart.showNote(uo(s));else if(i.status==="fulfilled")this.chart.update(i.value.body,i.value.text);else{let h=i.reason;this.chart.showError(h.status===404||h.status===400?`No loss series for this run: ${h.message}`:`Could not load the loss series: ${h.message}`)}if(this.hideAreaViews(!l),!l)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let a=this.areaViews.slice(),c=await Promise.allSettled(a.map(h=>h.update(n,this.diagnosis)));if(!this.current(t,n))return;let d=c.find(h=>h.status==="rejected");if(d)throw d.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],s=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!s.some(o=>o.id===this.nodeId)&&(this.nodeId=null),this.flow=hc(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:o=>this.selectNode(o)}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];Ks(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(l,a)=>{let c=this.areaViews.map(d=>d.focusFinding(a)).filter(Boolean);this.selectNode(l,{scroll:!c.length})}});let s=Array.isArray(t.warnings)?t.warnings.filter(l=>typeof l=="string"):[];s.length&&this.findingsBox.append(f("div",{class:"log-warnings",id:"log-warnings"},f("h4",null,`Log warnings (${s.length})`),f("ul",null,s.map(l=>f("li",null,l)))));let o=t.capture&&t.capture.overhead_budget;o&&Number(o.full_every)>1&&this.findingsBox.append(f("p",{class:"capture-budget",id:"capture-budget"},`Capture: per-layer statistics every ${o.full_every} steps, to hold its overhead budget of ${Number((100*Number(o.overhead_budget)).toPrecision(2))}% (${String(o.reason||"")}). The loss, the NaN/Inf check and the first bad step are exact at every step.`));let i=r.find(l=>l.id===this.nodeId);i?bc(this.panel,i,n,{onClose:()=>this.selectNode(null)}):yc(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,fn(Co,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"nearest",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let s=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!s)return;s.classList.add("focused");let o=s.getBoundingClientRect().top;(o<64||o>window.innerHeight-120)&&s.scrollIntoView&&s.scrollIntoView({block:"start",behavior:"smooth"})}},Yt=null;function Ck(){if(Yt)return Yt;We("trainhealth-style",`${oa}
${ia}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",Yt=new Nl(e),Yu(()=>{Yt.chart&&Yt.chart.retheme(),Yt.compareView&&Yt.compareView.retheme();for(let n of Yt.areaViews)n.retheme()});let t=Ah(n=>Yt.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;Yt.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),Yt.refresh({reason:"initial"}).then(()=>t.markRefreshed()),Yt}export{Ck as render};
