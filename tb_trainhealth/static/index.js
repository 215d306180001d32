/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */
var Jl='.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';var Xl=`/* Training Health tab. Colours are CSS variables switched by
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
`;var Zl={areas:[{events:["training_error","capture_error"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{capture_error:"Capture stopped",loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix the layer, the data or the loss",parent:"shape"}],series:[],title:"Shapes"},{events:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers"],findings:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse"],hint:'The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the batch\'s data, the loss, every layer\'s output, the gradients and the weights each step (also under XLA), and names the first step, sample, layer and variable that went NaN/Inf; `options={"nonfinite": {"replay": True}}` reruns that step under check_numerics and names the op and its source line. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.',histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_op:"First NaN/Inf op",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],title:"NaN / Inf"},{events:["memory_model","oom","disk_full","batch_size_search"],findings:["oom","memory_pressure","memory_growth","disk_full"],hint:"The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, logs the model's size, and records an out-of-memory error with the allocation that failed. `tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here.",histograms:[],labels:{batch_size_search:"Batch-size search",disk_full:"Disk full",memory_growth:"Memory growth",memory_model:"Model size",memory_peak:"Memory peak",memory_pressure:"Memory pressure",memory_used:"Memory used",oom:"Out of memory"},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:["memory_used","memory_peak"],title:"Memory"},{events:[],findings:["exploding_gradients","vanishing_gradients","dead_units"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],title:"Gradient health"},{events:["head_check","epoch_logs"],findings:["loss_oscillating","loss_diverging","loss_stuck","accuracy_at_chance","output_activation_mismatch","loss_output_mismatch","unscaled_inputs","saturated_activations","learning_rate_too_high","learning_rate_too_low"],hint:"The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`.",histograms:[],labels:{accuracy_at_chance:"Accuracy at chance",epoch_logs:"Epoch metrics",head_check:"Head and loss check",learning_rate_too_high:"Learning rate too high",learning_rate_too_low:"Learning rate too low",loss_diverging:"Loss diverging",loss_oscillating:"Loss oscillating",loss_output_mismatch:"Loss does not fit output/targets",loss_stuck:"Loss stuck",lr_update_ratio:"Update / weight ratio (sampled)",output_activation_mismatch:"Output head cannot fit targets",saturated_activations:"Saturated activations",saturation:"Saturated share (|z| > 5)",unscaled_inputs:"Unscaled inputs"},log_scale:["lr_update_ratio"],matrices:["saturation","lr_update_ratio"],name:"convergence",nodes:[{edge_label:"does not learn",id:"convergence",kind:"check",label:"Loss not decreasing / unstable",parent:"error"},{edge_label:"",id:"fix_convergence",kind:"fix",label:"Output head, loss, input scale, learning rate",parent:"convergence"}],series:[],title:"Convergence"},{events:["input_timing","input_stall","pipeline_graph"],findings:["input_bound","input_stall","pipeline_lint"],hint:"The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a PyDataset). Custom training loops are not timed.",histograms:[],labels:{compute_time:"Compute (ms)",host_time:"Host, between steps (ms)",input_bound:"Input-bound",input_stall:"Input stall",input_timing:"Input timing",input_wait:"Input wait (ms)",pipeline_graph:"Pipeline",pipeline_lint:"Pipeline lint"},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:["input_wait","compute_time","host_time"],title:"Input pipeline"}]};var mn=Object.freeze(Zl.areas.map(e=>Object.freeze(e)));function Wn(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,s){if(typeof s=="string"){if(Object.prototype.hasOwnProperty.call(r,s))return r[s];throw new Error(`no declared ${e} ${JSON.stringify(s)} (tb_trainhealth/areas/)`)}}})}var Xr=e=>mn.flatMap(t=>t[e]),he=Wn("area",mn.map(e=>e.name)),Gb=Wn("node id",mn.flatMap(e=>e.nodes.map(t=>t.id))),Mn=Wn("finding kind",Xr("findings")),on=Wn("event kind",Xr("events")),Yn=Wn("matrix statistic",Xr("matrices")),Qe=Wn("series",Xr("series")),Ub=Wn("histogram family",Xr("histograms")),Bh=Object.freeze(Object.assign({},...mn.map(e=>e.labels)));function ye(e){return Bh[e]||Zr(e)}function Xi(e){return mn.find(t=>t.name===he[e])}function Ql(e){let t=mn.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function at(e){if(!e||typeof e!="object")return null;let t=mn.find(n=>n.findings.includes(e.kind));return t?t.name:Ql(e.node)}function ea(e){let t=Ql(e);return(t?Xi(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var An={critical:0,warning:1,info:2},Gn={triggered:"Triggered",clear:"Clear",no_data:"No data"},$n={critical:"critical",unreadable:"unreadable",warning:"warning",healthy:"healthy",pending:"pending"};function Zi(e){let t=null;for(let n of e){let r=n&&n.severity;r in An&&(t===null||An[r]<An[t])&&(t=r)}return t}function Vh(e){if(typeof e=="number"){if(!Number.isFinite(e))return String(e);let t=Math.abs(e);if(Number.isInteger(e)&&t<1e15)return String(e);if(t!==0&&(t>=1e6||t<.001)){let[n,r]=e.toExponential(3).split("e");return`${Number(n)}e${Number(r)}`}return String(Number(e.toPrecision(4)))}return typeof e=="boolean"?e?"true":"false":String(e)}function Hh(e){let t=[],n=e[0],r=e[0];for(let s of[...e.slice(1),null]){if(s!==null&&s===r+1){r=s;continue}if(r-n>=2)t.push(`${n}–${r}`);else for(let i=n;i<=r;i++)t.push(String(i));n=r=s}return t}var kr=12;function Nn(e){if(e==null)return"—";if(Array.isArray(e)){if(!e.length)return"none";let t;return e.every(i=>Number.isInteger(i))&&e.every((i,o)=>o===0||i>e[o-1])?t=Hh(e):t=e.map(i=>i!==null&&typeof i=="object"?`(${Nn(i)})`:Nn(i)),(t.length>kr?[...t.slice(0,kr),`… ${t.length-kr} more`]:t).join(", ")}if(typeof e=="object"){let t=Object.entries(e);if(!t.length)return"none";let n=t.slice(0,kr).map(([r,s])=>`${r}: ${Nn(s)}`);return t.length>kr&&n.push(`… ${t.length-kr} more`),n.join(" · ")}return typeof e=="string"?e.replace(Wh,""):Vh(e)}var Wh=/\u001b\[[0-9;]*m/g;function _r(e){if(!e||typeof e!="object")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Number.isFinite(e.step)?e.step:null;if(e.kind===Mn.training_error||typeof t.phase=="string"&&"completed_steps"in t)return(typeof t.phase=="string"?/step/.test(t.phase):n!==null)&&n!==null?`crashed at step ${n}`:typeof t.phase=="string"?`crashed in ${t.phase.replace(/_/g," ")}`:"crashed";let s=Number.isFinite(t.first_step)?t.first_step:null,i=Number.isFinite(t.last_step)?t.last_step:null;return s!==null&&i!==null&&i!==s?`steps ${Math.min(s,i)}–${Math.max(s,i)}`:n!==null?`step ${n}`:null}function Zr(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function Nt(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var Qr=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function es(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(s){throw new Qr(`Could not reach TensorBoard (${s&&s.message?s.message:s}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let s=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new Qr(s,t.status)}if(r===null||typeof r!="object")throw new Qr(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function $s(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,s])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(s))}`).join("&");return n?`${e}?${n}`:e}function ta(){return es("runs")}function Cs(e){return es($s("diagnosis",{run:e}))}function Ls(e,t){return es($s("series",{run:e,name:t}))}function Un(e,t,n){return es($s("matrix",{run:e,stat:t,max_columns:n||null}))}function Yh(e,t,n){return es($s(`${he[e]}/${t}`,n))}function na(e,t){return Yh(he.gradients,"histograms",{run:e,layer:t})}var Gh="http://www.w3.org/2000/svg";function Qi(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function ra(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function h(e,t,...n){return Qi(ra(document.createElement(e),t),n)}function K(e,t,...n){return Qi(ra(document.createElementNS(Gh,e),t),n)}function H(e,...t){return e.textContent="",Qi(e,t)}function Cn(e){return String(e).split("`").map((n,r)=>r%2?h("code",null,n):n)}function et(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function Ln(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function ln(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var Sa=Object.defineProperty,Uh=(e,t,n)=>t in e?Sa(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,qh=(e,t)=>{for(var n in t)Sa(e,n,{get:t[n],enumerable:!0})},Kh=(e,t,n)=>Uh(e,typeof t!="symbol"?t+"":t,n),Ea={};qh(Ea,{Graph:()=>Ut,alg:()=>ao});var Jh=Object.defineProperty,Ta=(e,t)=>{for(var n in t)Jh(e,n,{get:t[n],enumerable:!0})},lo=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let s of r)n.add(s);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([s,i])=>{e(s)&&t.setNode(s,i)}),Object.values(this._edgeObjs).forEach(s=>{t.hasNode(s.v)&&t.hasNode(s.w)&&t.setEdge(s,this.edge(s))});let n={},r=s=>{let i=this.parent(s);return!i||t.hasNode(i)?(n[s]=i,i):i in n?n[i]:r(i)};return this._isCompound&&t.nodes().forEach(s=>t.setParent(s,r(s))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let s,i,o,l,a=!1;typeof e=="object"&&e!==null&&"v"in e?(s=e.v,i=e.w,o=e.name,arguments.length===2&&(l=t,a=!0)):(s=e,i=t,o=r,arguments.length>2&&(l=n,a=!0)),s=""+s,i=""+i,o!==void 0&&(o=""+o);let c=ts(this._isDirected,s,i,o);if(c in this._edgeLabels)return a&&(this._edgeLabels[c]=l),this;if(o!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(s),this.setNode(i),this._edgeLabels[c]=a?l:this._defaultEdgeLabelFn(s,i,o);let u=Xh(this._isDirected,s,i,o);return s=u.v,i=u.w,Object.freeze(u),this._edgeObjs[c]=u,sa(this._preds[i],s),sa(this._sucs[s],i),this._in[i][c]=u,this._out[s][c]=u,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?eo(this._isDirected,e):ts(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?eo(this._isDirected,e):ts(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?eo(this._isDirected,e):ts(this._isDirected,e,t,n),s=this._edgeObjs[r];if(s){let i=s.v,o=s.w;delete this._edgeLabels[r],delete this._edgeObjs[r],ia(this._preds[o],i),ia(this._sucs[i],o),delete this._in[o][r],delete this._out[i][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(s=>s.v===t&&s.w===n||s.v===n&&s.w===t):r}};function sa(e,t){e[t]?e[t]++:e[t]=1}function ia(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function ts(e,t,n,r){let s=""+t,i=""+n;if(!e&&s>i){let o=s;s=i,i=o}return s+""+i+""+(r===void 0?"\0":r)}function Xh(e,t,n,r){let s=""+t,i=""+n;if(!e&&s>i){let l=s;s=i,i=l}let o={v:s,w:i};return r&&(o.name=r),o}function eo(e,t){return ts(e,t.v,t.w,t.name)}var Zh={};Ta(Zh,{read:()=>np,write:()=>Qh});function Qh(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:ep(e),edges:tp(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function ep(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),s={v:t};return n!==void 0&&(s.value=n),r!==void 0&&(s.parent=r),s})}function tp(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function np(e){let t=new lo(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var ao={};Ta(ao,{CycleException:()=>Is,bellmanFord:()=>Aa,components:()=>ip,dijkstra:()=>Os,dijkstraAll:()=>ap,findCycles:()=>cp,floydWarshall:()=>up,isAcyclic:()=>hp,postorder:()=>mp,preorder:()=>gp,prim:()=>yp,shortestPaths:()=>bp,tarjan:()=>Ma,topsort:()=>$a});var rp=()=>1;function Aa(e,t,n,r){return sp(e,String(t),n||rp,r||function(s){var i;return(i=e.outEdges(s))!=null?i:[]})}function sp(e,t,n,r){let s={},i,o=0,l=e.nodes(),a=function(f){let g=s[f.v],k=s[f.w];if(!g||!k)return;let T=n(f);g.distance+T<k.distance&&(s[f.w]={distance:g.distance+T,predecessor:f.v},i=!0)},c=function(){l.forEach(function(f){r(f).forEach(function(g){let k=g.v===f?g.v:g.w,T=k===g.v?g.w:g.v;a({v:k,w:T})})})};l.forEach(function(f){let g=f===t?0:Number.POSITIVE_INFINITY;s[f]={distance:g,predecessor:""}});let u=l.length;for(let f=1;f<u&&(i=!1,o++,c(),!!i);f++);if(o===u-1&&(i=!1,c(),i))throw new Error("The graph contains a negative weight cycle");return s}function ip(e){let t={},n=[],r;function s(i){var o,l;i in t||(t[i]=!0,r.push(i),(o=e.successors(i))==null||o.forEach(s),(l=e.predecessors(i))==null||l.forEach(s))}return e.nodes().forEach(function(i){r=[],s(i),r.length&&n.push(r)}),n}var Na=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let s=this._arr,i=s.length;return n[r]=i,s.push({key:r,priority:t}),this._decrease(i),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,s=e;n<t.length&&(s=t[n].priority<t[s].priority?n:s,r<t.length&&(s=t[r].priority<t[s].priority?r:s),s!==e&&(this._swap(e,s),this._heapify(s)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,s=n[e],i=n[t];n[e]=i,n[t]=s,r[i.key]=e,r[s.key]=t}},op=()=>1;function Os(e,t,n,r){let s=function(i){var o;return(o=e.outEdges(i))!=null?o:[]};return lp(e,String(t),n||op,r||s)}function lp(e,t,n,r){let s={},i=new Na,o,l,a=function(c){let u=c.v!==o?c.v:c.w,f=s[u];if(!f)return;let g=n(c),k=l.distance+g;if(g<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+g);k<f.distance&&(f.distance=k,f.predecessor=o,i.decrease(u,k))};for(e.nodes().forEach(function(c){let u=c===t?0:Number.POSITIVE_INFINITY;s[c]={distance:u,predecessor:""},i.add(c,u)});i.size()>0;){o=i.removeMin();let c=s[o];if(!c||c.distance===Number.POSITIVE_INFINITY)break;l=c,r(o).forEach(a)}return s}function ap(e,t,n){return e.nodes().reduce(function(r,s){return r[s]=Os(e,s,t,n),r},{})}function Ma(e){let t=0,n=[],r={},s=[];function i(o){var l;let a=r[o]={onStack:!0,lowlink:t,index:t++};if(n.push(o),(l=e.successors(o))==null||l.forEach(function(c){if(c in r){let u=r[c];u!=null&&u.onStack&&(a.lowlink=Math.min(a.lowlink,u.index))}else{i(c);let u=r[c];u&&(a.lowlink=Math.min(a.lowlink,u.lowlink))}}),a.lowlink===a.index){let c=[],u;do{u=n.pop();let f=r[u];f&&(f.onStack=!1),c.push(u)}while(o!==u);s.push(c)}}return e.nodes().forEach(function(o){o in r||i(o)}),s}function cp(e){return Ma(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var dp=()=>1;function up(e,t,n){return fp(e,t||dp,n||function(r){var s;return(s=e.outEdges(r))!=null?s:[]})}function fp(e,t,n){let r={},s=e.nodes();return s.forEach(function(i){let o={};r[i]=o,o[i]={distance:0,predecessor:""},s.forEach(function(l){i!==l&&(o[l]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(i).forEach(function(l){let a=l.v===i?l.w:l.v,c=t(l);o[a]={distance:c,predecessor:i}})}),s.forEach(function(i){let o=r[i];o&&s.forEach(function(l){let a=r[l];a&&s.forEach(function(c){let u=a[i],f=o[c],g=a[c];if(u&&f&&g){let k=u.distance+f.distance;k<g.distance&&(g.distance=k,g.predecessor=f.predecessor)}})})}),r}var Is=class extends Error{constructor(e){super(e),this.name="CycleException"}};function $a(e){let t={},n={},r=[];function s(i){var o;if(i in n)throw new Is;i in t||(n[i]=!0,t[i]=!0,(o=e.predecessors(i))==null||o.forEach(s),delete n[i],r.push(i))}if(e.sinks().forEach(s),Object.keys(t).length!==e.nodeCount())throw new Is;return r}function hp(e){try{$a(e)}catch(t){if(t instanceof Is)return!1;throw t}return!0}function pp(e,t,n,r,s){Array.isArray(t)||(t=[t]);let i=(l=>{var a;return(a=e.isDirected()?e.successors(l):e.neighbors(l))!=null?a:[]}),o={};return t.forEach(function(l){if(!e.hasNode(l))throw new Error("Graph does not have node: "+l);s=Ca(e,l,n==="post",o,i,r,s)}),s}function Ca(e,t,n,r,s,i,o){return t in r||(r[t]=!0,n||(o=i(o,t)),s(t).forEach(function(l){o=Ca(e,l,n,r,s,i,o)}),n&&(o=i(o,t))),o}function La(e,t,n){return pp(e,t,n,function(r,s){return r.push(s),r},[])}function mp(e,t){return La(e,t,"post")}function gp(e,t){return La(e,t,"pre")}function yp(e,t){var n;let r=new lo,s={},i=new Na,o;function l(u){let f=u.v===o?u.w:u.v,g=i.priority(f);if(g!==void 0){let k=t(u);k<g&&(s[f]=o,i.decrease(f,k))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(u){i.add(u,Number.POSITIVE_INFINITY),r.setNode(u)});let a=e.nodes()[0];a!==void 0&&i.decrease(a,0);let c=!1;for(;i.size()>0;){if(o=i.removeMin(),o in s)r.setEdge(o,s[o]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(o))==null||n.forEach(l)}return r}function bp(e,t,n,r){return wp(e,t,n,r??(s=>{var i;return(i=e.outEdges(s))!=null?i:[]}))}function wp(e,t,n,r){if(n===void 0)return Os(e,t,n,r);let s=!1,i=e.nodes();for(let o=0;o<i.length;o++){let l=i[o];if(l===void 0)continue;let a=r(l);for(let c=0;c<a.length;c++){let u=a[c];if(!u)continue;let f=u.v===l?u.v:u.w,g=f===u.v?u.w:u.v;n({v:f,w:g})<0&&(s=!0)}if(s)return Aa(e,t,n,r)}return Os(e,t,n,r)}var Ut=lo;function Er(e,t,n,r){let s=r;for(;e.hasNode(s);)s=co(r);return n.dummy=t,e.setNode(s,n),s}function xp(e){let t=new Ut().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},s=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+s.weight,minlen:Math.max(r.minlen,s.minlen)})}),t}function Oa(e){let t=new Ut({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function oa(e,t){let n=e.x,r=e.y,s=t.x-n,i=t.y-r,o=e.width/2,l=e.height/2;if(!s&&!i)throw new Error("Not possible to find intersection inside of the rectangle");let a,c;return s===0||Math.abs(i)*o>Math.abs(s)*l?(i<0&&(l=-l),a=l*s/i,c=l):(s<0&&(o=-o),a=o,c=o*i/s),{x:n+a,y:r+c}}function rs(e){let t=ns(Ra(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),s=r.rank;s!==void 0&&(t[s]||(t[s]=[]),t[s][r.order]=n)}),t}function vp(e){let t=e.nodes().map(r=>{let s=e.node(r).rank;return s===void 0?Number.MAX_VALUE:s}),n=an(Math.min,t);e.nodes().forEach(r=>{let s=e.node(r);Object.hasOwn(s,"rank")&&(s.rank-=n)})}function kp(e){let t=e.nodes().map(o=>e.node(o).rank).filter(o=>o!==void 0),n=an(Math.min,t),r=[];e.nodes().forEach(o=>{let l=e.node(o).rank-n;r[l]||(r[l]=[]),r[l].push(o)});let s=0,i=e.graph().nodeRankFactor;Array.from(r).forEach((o,l)=>{o===void 0&&l%i!==0?--s:o!==void 0&&s&&o.forEach(a=>e.node(a).rank+=s)})}function la(e,t,n,r){let s={width:0,height:0};return arguments.length>=4&&(s.rank=n,s.order=r),Er(e,"border",s,t)}function _p(e,t=Ia){let n=[];for(let r=0;r<e.length;r+=t){let s=e.slice(r,r+t);n.push(s)}return n}var Ia=65535;function an(e,t){if(t.length>Ia){let n=_p(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function Ra(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return an(Math.max,t)}function Sp(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function Ep(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function Pa(e,t){return t()}var Tp=0;function co(e){let t=++Tp;return e+(""+t)}function ns(e,t,n=1){t==null&&(t=e,e=0);let r=i=>i<t;n<0&&(r=i=>t<i);let s=[];for(let i=e;r(i);i+=n)s.push(i);return s}function Rs(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function Ps(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[s,i])=>(r[s]=n(i,s),r),{})}function Ap(e,t){return e.reduce((n,r,s)=>(n[r]=t[s],n),{})}var Fs="\0";function Fa(e,t,n){var r,s,i,o,l,a;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let u=c?(s=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?s:NaN+1:(o=(i=e[t.edgeObj.w])==null?void 0:i.rank)!=null?o:NaN-1,f=Object.entries(e).find(x=>{var b,_;return((b=x[1].edgeObj)==null?void 0:b.v)===t.edgeObj.v&&((_=x[1].edgeObj)==null?void 0:_.w)===t.edgeObj.w&&x[1].rank===u}),g=Object.entries(e).find(x=>{var b,_;return((b=x[1].edgeObj)==null?void 0:b.v)===n.edgeObj.v&&((_=x[1].edgeObj)==null?void 0:_.w)===n.edgeObj.w&&x[1].rank===u});if(!f||!g)return 0;let k=(l=f[1].order)!=null?l:NaN,T=(a=g[1].order)!=null?a:NaN;return isNaN(k-T)?0:k-T}var Np="3.1.3",Mp=class{constructor(){Kh(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return aa(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&aa(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,$p)),n=n._prev;return"["+e.join(", ")+"]"}};function aa(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function $p(e,t){if(e!=="_next"&&e!=="_prev")return t}var Cp=Mp,Lp=()=>1;function Op(e,t){if(e.nodeCount()<=1)return[];let n=Rp(e,t||Lp);return Ip(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function Ip(e,t,n){var r;let s=[],i=t[t.length-1],o=t[0],l;for(;e.nodeCount();){for(;l=o.dequeue();)to(e,t,n,l);for(;l=i.dequeue();)to(e,t,n,l);if(e.nodeCount()){for(let a=t.length-2;a>0;--a)if(l=(r=t[a])==null?void 0:r.dequeue(),l){s=s.concat(to(e,t,n,l,!0)||[]);break}}}return s}function to(e,t,n,r,s){let i=[],o=s?i:void 0;return(e.inEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=e.node(l.v);s&&i.push({v:l.v,w:l.w}),c.out-=a,oo(t,n,c)}),(e.outEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=l.w,u=e.node(c);u.in-=a,oo(t,n,u)}),e.removeNode(r.v),o}function Rp(e,t){let n=new Ut,r=0,s=0;e.nodes().forEach(l=>{n.setNode(l,{v:l,in:0,out:0})}),e.edges().forEach(l=>{let a=n.edge(l.v,l.w)||0,c=t(l),u=a+c;n.setEdge(l.v,l.w,u);let f=n.node(l.v),g=n.node(l.w);s=Math.max(s,f.out+=c),r=Math.max(r,g.in+=c)});let i=Pp(s+r+3).map(()=>new Cp),o=r+1;return n.nodes().forEach(l=>{oo(i,o,n.node(l))}),{graph:n,buckets:i,zeroIdx:o}}function oo(e,t,n){var r,s,i;n.out?n.in?(i=e[n.out-n.in+t])==null||i.enqueue(n):(s=e[e.length-1])==null||s.enqueue(n):(r=e[0])==null||r.enqueue(n)}function Pp(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function Fp(e,t){(e.graph().acyclicer==="greedy"?Op(e,n(e)):jp(e,t??null)).forEach(r=>{let s=e.edge(r);e.removeEdge(r),s.forwardName=r.name,s.reversed=!0,e.setEdge(r.w,r.v,s,co("rev"))});function n(r){return s=>r.edge(s).weight}}function jp(e,t){let n=[],r={},s={};function i(a){Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,e.outEdges(a).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):i(c.w)}),delete r[a])}function o(a){var c;Object.hasOwn(s,a)||(s[a]=!0,r[a]=!0,(c=e.outEdges(a))==null||c.forEach(u=>{var f,g;Object.hasOwn(r,u.w)||((f=t.node(a))==null?void 0:f.rank)>((g=t.node(u.w))==null?void 0:g.rank)&&Dp(e,u.w,u)?n.push(u):o(u.w)}),delete r[a])}let l=i;return t&&typeof t.node=="function"&&(l=o),e.sources().forEach(l),e.nodes().forEach(l),n}function zp(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function Dp(e,t,n){let r=new Set;function s(i){var o;if(e.sources().includes(i))return!0;r.add(i);for(let l of(o=e.inEdges(i))!=null?o:[])if(!(l.v===n.v&&l.w===n.w)&&!r.has(l.v)&&s(l.v))return!0;return!1}return s(t)}function Bp(e){e.graph().dummyChains=[],e.edges().forEach(t=>Vp(e,t))}function Vp(e,t){let n=t.v,r=e.node(n).rank,s=t.w,i=e.node(s).rank,o=t.name,l=e.edge(t),a=l.labelRank;if(i===r+1)return;e.removeEdge(t);let c,u,f;for(f=0,++r;r<i;++f,++r)l.points=[],u={width:0,height:0,edgeLabel:l,edgeObj:t,rank:r},c=Er(e,"edge",u,"_d"),r===a&&(u.width=l.width,u.height=l.height,u.dummy="edge-label",u.labelpos=l.labelpos),e.setEdge(n,c,{weight:l.weight},o),f===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,s,{weight:l.weight},o)}function Hp(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,s;for(e.setEdge(n.edgeObj,r);n.dummy;)s=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=s,n=e.node(t)})}function uo(e){let t={};function n(r){let s=e.node(r);if(Object.hasOwn(t,r))return s.rank;t[r]=!0;let i=e.outEdges(r),o=i?i.map(a=>a==null?Number.POSITIVE_INFINITY:n(a.w)-e.edge(a).minlen):[],l=an(Math.min,o);return l===Number.POSITIVE_INFINITY&&(l=0),s.rank=l}e.sources().forEach(n)}function Sr(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var ja=Wp;function Wp(e){let t=new Ut({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],s=e.nodeCount();t.setNode(r,{});let i,o;for(;Yp(t,e)<s&&(i=Gp(t,e),!!i);)o=t.hasNode(i.v)?Sr(e,i):-Sr(e,i),Up(t,e,o);return t}function Yp(e,t){function n(r){let s=t.nodeEdges(r);s&&s.forEach(i=>{let o=i.v,l=r===o?i.w:o;!e.hasNode(l)&&!Sr(t,i)&&(e.setNode(l,{}),e.setEdge(r,l,{}),n(l))})}return e.nodes().forEach(n),e.nodeCount()}function Gp(e,t){return t.edges().reduce((n,r)=>{let s=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(s=Sr(t,r)),s<n[0]?[s,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function Up(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:qp,postorder:Kp}=ao,Jp=qn;qn.initLowLimValues=ho;qn.initCutValues=fo;qn.calcCutValue=za;qn.leaveEdge=Ba;qn.enterEdge=Va;qn.exchangeEdges=Ha;function qn(e){e=xp(e),uo(e);let t=ja(e);ho(t),fo(t,e);let n,r;for(;n=Ba(t);)r=Va(t,e,n),Ha(t,e,n,r)}function fo(e,t){let n=Kp(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>Xp(e,t,r))}function Xp(e,t,n){let r=e.node(n).parent,s=e.edge(n,r);s.cutvalue=za(e,t,n)}function za(e,t,n){let r=e.node(n).parent,s=!0,i=t.edge(n,r),o=0;i||(s=!1,i=t.edge(r,n)),o=i.weight;let l=t.nodeEdges(n);return l&&l.forEach(a=>{let c=a.v===n,u=c?a.w:a.v;if(u!==r){let f=c===s,g=t.edge(a).weight;if(o+=f?g:-g,Qp(e,n,u)){let k=e.edge(n,u).cutvalue;o+=f?-k:k}}}),o}function ho(e,t){arguments.length<2&&(t=e.nodes()[0]),Da(e,{},1,t)}function Da(e,t,n,r,s){let i=n,o=e.node(r);t[r]=!0;let l=e.neighbors(r);return l&&l.forEach(a=>{Object.hasOwn(t,a)||(n=Da(e,t,n,a,r))}),o.low=i,o.lim=n++,s?o.parent=s:delete o.parent,n}function Ba(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function Va(e,t,n){let r=n.v,s=n.w;t.hasEdge(r,s)||(r=n.w,s=n.v);let i=e.node(r),o=e.node(s),l=i,a=!1;return i.lim>o.lim&&(l=o,a=!0),t.edges().filter(c=>a===ca(e,e.node(c.v),l)&&a!==ca(e,e.node(c.w),l)).reduce((c,u)=>Sr(t,u)<Sr(t,c)?u:c)}function Ha(e,t,n,r){let s=n.v,i=n.w;e.removeEdge(s,i),e.setEdge(r.v,r.w,{}),ho(e),fo(e,t),Zp(e,t)}function Zp(e,t){let n=e.nodes().find(s=>!e.node(s).parent);if(!n)return;let r=qp(e,[n]);r=r.slice(1),r.forEach(s=>{let i=e.node(s).parent,o=t.edge(s,i),l=!1;o||(o=t.edge(i,s),l=!0),t.node(s).rank=t.node(i).rank+(l?o.minlen:-o.minlen)})}function Qp(e,t,n){return e.hasEdge(t,n)}function ca(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var em=tm;function tm(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":da(e);break;case"tight-tree":rm(e);break;case"longest-path":nm(e);break;case"none":break;default:da(e)}}var nm=uo;function rm(e){uo(e),ja(e)}function da(e){Jp(e)}var sm=im;function im(e){let t=lm(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let s=e.node(r),i=s.edgeObj,o=om(e,t,i.v,i.w),l=o.path,a=o.lca,c=0,u=l[c],f=!0;for(;r!==i.w;){if(s=e.node(r),f){for(;(u=l[c])!==a&&e.node(u).maxRank<s.rank;)c++;u===a&&(f=!1)}if(!f){for(;c<l.length-1&&e.node(l[c+1]).minRank<=s.rank;)c++;u=l[c]}u!==void 0&&e.setParent(r,u),r=e.successors(r)[0]}})}function om(e,t,n,r){let s=[],i=[],o=Math.min(t[n].low,t[r].low),l=Math.max(t[n].lim,t[r].lim),a;a=n;do a=e.parent(a),s.push(a);while(a&&(t[a].low>o||l>t[a].lim));let c=a,u=r;for(;(u=e.parent(u))!==c;)i.push(u);return{path:s.concat(i.reverse()),lca:c}}function lm(e){let t={},n=0;function r(s){let i=n;e.children(s).forEach(r),t[s]={low:i,lim:n++}}return e.children(Fs).forEach(r),t}function am(e){let t=Er(e,"root",{},"_root"),n=cm(e),r=Object.values(n),s=an(Math.max,r)-1,i=2*s+1;e.graph().nestingRoot=t,e.edges().forEach(l=>e.edge(l).minlen*=i);let o=dm(e)+1;e.children(Fs).forEach(l=>{Wa(e,t,i,o,s,n,l)}),e.graph().nodeRankFactor=i}function Wa(e,t,n,r,s,i,o){var l;let a=e.children(o);if(!a.length){o!==t&&e.setEdge(t,o,{weight:0,minlen:n});return}let c=la(e,"_bt"),u=la(e,"_bb"),f=e.node(o);e.setParent(c,o),f.borderTop=c,e.setParent(u,o),f.borderBottom=u,a.forEach(g=>{var k;Wa(e,t,n,r,s,i,g);let T=e.node(g),x=T.borderTop?T.borderTop:g,b=T.borderBottom?T.borderBottom:g,_=T.borderTop?r:2*r,m=x!==b?1:s-((k=i[o])!=null?k:0)+1;e.setEdge(c,x,{weight:_,minlen:m,nestingEdge:!0}),e.setEdge(b,u,{weight:_,minlen:m,nestingEdge:!0})}),e.parent(o)||e.setEdge(t,c,{weight:0,minlen:s+((l=i[o])!=null?l:0)})}function cm(e){let t={};function n(r,s){let i=e.children(r);i&&i.length&&i.forEach(o=>n(o,s+1)),t[r]=s}return e.children(Fs).forEach(r=>n(r,1)),t}function dm(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function um(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var fm=hm;function hm(e){function t(n){let r=e.children(n),s=e.node(n);if(r.length&&r.forEach(t),s&&Object.hasOwn(s,"minRank")){s.borderLeft=[],s.borderRight=[];for(let i=s.minRank,o=s.maxRank+1;i<o;++i)ua(e,"borderLeft","_bl",n,s,i),ua(e,"borderRight","_br",n,s,i)}}e.children(Fs).forEach(t)}function ua(e,t,n,r,s,i){let o={width:0,height:0,rank:i,borderType:t},l=s[t][i-1],a=Er(e,"border",o,n);s[t][i]=a,e.setParent(a,r),l&&e.setEdge(l,a,{weight:1})}function pm(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&Ya(e)}function mm(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&gm(e),(n==="lr"||n==="rl")&&(ym(e),Ya(e))}function Ya(e){e.nodes().forEach(t=>fa(e.node(t))),e.edges().forEach(t=>fa(e.edge(t)))}function fa(e){let t=e.width;e.width=e.height,e.height=t}function gm(e){e.nodes().forEach(t=>no(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(no),Object.hasOwn(r,"y")&&no(r)})}function no(e){e.y=-e.y}function ym(e){e.nodes().forEach(t=>ro(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(ro),Object.hasOwn(r,"x")&&ro(r)})}function ro(e){let t=e.x;e.x=e.y,e.y=t}function bm(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),s=r.map(c=>e.node(c).rank),i=an(Math.max,s),o=ns(i+1).map(()=>[]);function l(c){if(n[c])return;n[c]=!0;let u=e.node(c);o[u.rank].push(c);let f=e.successors(c);f&&[...f].sort((g,k)=>a(g,k)).forEach(l)}r.sort((c,u)=>e.node(c).rank-e.node(u).rank).forEach(l);function a(c,u){let f=e.node(c),g=e.node(u);return Fa(t,f,g)}return o}function wm(e,t){let n=0;for(let r=1;r<t.length;++r)n+=xm(e,t[r-1],t[r]);return n}function xm(e,t,n){let r=Ap(n,n.map((c,u)=>u)),s=t.flatMap(c=>{let u=e.outEdges(c);return u?u.map(f=>({pos:r[f.w],weight:e.edge(f).weight})).sort((f,g)=>f.pos-g.pos):[]}),i=1;for(;i<n.length;)i<<=1;let o=2*i-1;i-=1;let l=new Array(o).fill(0),a=0;return s.forEach(c=>{let u=c.pos+i;l[u]+=c.weight;let f=0;for(;u>0;)u%2&&(f+=l[u+1]),u=u-1>>1,l[u]+=c.weight;a+=c.weight*f}),a}function vm(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let s=r.reduce((i,o)=>{let l=e.edge(o),a=e.node(o.v);return{sum:i.sum+l.weight*a.order,weight:i.weight+l.weight}},{sum:0,weight:0});return{v:n,barycenter:s.sum/s.weight,weight:s.weight}}})}function km(e,t){let n={};e.forEach((s,i)=>{let o={indegree:0,in:[],out:[],vs:[s.v],i};s.barycenter!==void 0&&(o.barycenter=s.barycenter,o.weight=s.weight),n[s.v]=o}),t.edges().forEach(s=>{let i=n[s.v],o=n[s.w];i!==void 0&&o!==void 0&&(o.indegree++,i.out.push(o))});let r=Object.values(n).filter(s=>!s.indegree);return _m(r)}function _m(e){let t=[];function n(s){return i=>{i.merged||(i.barycenter===void 0||s.barycenter===void 0||i.barycenter>=s.barycenter)&&Sm(s,i)}}function r(s){return i=>{i.in.push(s),--i.indegree===0&&e.push(i)}}for(;e.length;){let s=e.pop();t.push(s),s.in.reverse().forEach(n(s)),s.out.forEach(r(s))}return t.filter(s=>!s.merged).map(s=>Rs(s,["vs","i","barycenter","weight"]))}function Sm(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function Em(e,t,n,r,s){let i={},o=null,l=null,a=s;typeof t=="boolean"?(a=t,i={}):t&&(i=t,o=n??null,l=r??null);let c=Sp(e,_=>Object.hasOwn(_,"barycenter")),u=c.lhs,f=c.rhs.sort((_,m)=>m.i-_.i),g=[],k=0,T=0,x=0;u.sort(Tm(l,o,!!a));for(let[_,m]of Object.entries(i)){let v=u.findIndex(S=>S.vs[0]===_);u.splice(v+1,0,m)}x=ha(g,f,x),u.forEach(_=>{x+=_.vs.length,g.push(_.vs),k+=_.barycenter*_.weight,T+=_.weight,x=ha(g,f,x)});let b={vs:g.flat(1)};return T&&(b.barycenter=k/T,b.weight=T),b}function ha(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function Tm(e,t,n){return(r,s)=>{if(r.barycenter<s.barycenter)return-1;if(r.barycenter>s.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof s.vs[0]=="string")){let i=e.node(r.vs[0]),o=e.node(s.vs[0]),l=Fa(t,i,o);if(l!==0)return l}return n?s.i-r.i:r.i-s.i}}function Ga(e,t,n,r,s){var i,o,l,a,c,u,f,g,k,T,x;let b=null,_=s;typeof r=="boolean"?(_=r,b=null):r!==void 0&&(b=r);let m=e.children(t),v=e.node(t),S=v?v.borderLeft:void 0,N=v?v.borderRight:void 0,I={};S&&(m=m.filter(A=>A!==S&&A!==N));let W=vm(e,m);W.forEach(A=>{if(e.children(A.v).length){let{result:$}=Ga(e,A.v,n,b,_);I[A.v]=$,Object.hasOwn($,"barycenter")&&Nm(A,$)}});let j=km(W,n);Am(j,I);let R={},B=!1;for(let A=0;A<j.length;A++)for(let $=A+1;$<j.length;$++)if(!(!j[A]||!j[$]||!((i=j[A])!=null&&i.barycenter)||!((o=j[$])!=null&&o.barycenter))&&((l=j[A])==null?void 0:l.barycenter)===j[$].barycenter){let L=(c=(a=j[A])==null?void 0:a.vs[0])!=null?c:"",M=(f=(u=j[$])==null?void 0:u.vs[0])!=null?f:"",F=e.node(L),P=e.node(M);if(F.dummy==="edge"&&P.dummy==="edge"&&((g=F.edgeObj)==null?void 0:g.v)===((k=P.edgeObj)==null?void 0:k.v)&&((T=F.edgeObj)==null?void 0:T.w)===((x=P.edgeObj)==null?void 0:x.w))if(F.edgeLabel.reversed){R[M]=j[A],j.splice(A,1),A--;break}else R[L]||(R[L]=j[$],j.splice($,1),$--);else B=!0}let O=Em(j,R,b,e,_);if(S&&N){O.vs=[S,O.vs,N].flat(1);let A=e.predecessors(S);if(A&&A.length){let $=e.node(A[0]),L=e.predecessors(N),M=e.node(L[0]);Object.hasOwn(O,"barycenter")||(O.barycenter=0,O.weight=0),O.barycenter=(O.barycenter*O.weight+$.order+M.order)/(O.weight+2),O.weight+=2}}return Object.defineProperty(O,"result",{value:O,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(O,"usedBias",{value:B,enumerable:!1,configurable:!0,writable:!0}),O}function Am(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function Nm(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function Mm(e,t,n,r){r||(r=e.nodes());let s=$m(e),i=new Ut({compound:!0}).setGraph({root:s}).setDefaultNodeLabel(o=>e.node(o));return r.forEach(o=>{let l=e.node(o),a=e.parent(o);if(l.rank===t||l.minRank<=t&&t<=l.maxRank){i.setNode(o),i.setParent(o,a||s);let c=e[n](o);c&&c.forEach(u=>{let f=u.v===o?u.w:u.v,g=i.edge(f,o),k=g!==void 0?g.weight:0;i.setEdge(f,o,{weight:e.edge(u).weight+k})}),Object.hasOwn(l,"minRank")&&i.setNode(o,{borderLeft:l.borderLeft[t],borderRight:l.borderRight[t]})}}),i}function $m(e){let t;for(;e.hasNode(t=co("_root")););return t}function Cm(e,t,n){let r={},s;n.forEach(i=>{let o=e.parent(i),l,a;for(;o;){if(l=e.parent(o),l?(a=r[l],r[l]=o):(a=s,s=o),a&&a!==o){t.setEdge(a,o);return}o=l}})}function Ua(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,Ua);return}let r=Ra(e),s=pa(e,ns(1,r+1),"inEdges"),i=pa(e,ns(r-1,-1,-1),"outEdges"),o=bm(e,n);if(ma(e,o),t.disableOptimalOrderHeuristic)return;let l=Number.POSITIVE_INFINITY,a,c=t.constraints||[];for(let u=0,f=0;f<4;++u,++f){Lm(u%2?s:i,u%4>=2,c,n),o=rs(e);let g=wm(e,o);g<l?(f=0,a=Object.assign({},o),l=g):g===l&&(a=structuredClone(o))}ma(e,a)}function pa(e,t,n){let r=new Map,s=(i,o)=>{r.has(i)||r.set(i,[]),r.get(i).push(o)};for(let i of e.nodes()){let o=e.node(i);if(typeof o.rank=="number"&&s(o.rank,i),typeof o.minRank=="number"&&typeof o.maxRank=="number")for(let l=o.minRank;l<=o.maxRank;l++)l!==o.rank&&s(l,i)}return t.map(function(i){return Mm(e,i,n,r.get(i)||[])})}function Lm(e,t,n,r){let s=!0,i=new Ut;e.forEach(function(o){n.forEach(u=>i.setEdge(u.left,u.right));let l=o.graph().root,{result:a,usedBias:c}=Ga(o,l,i,r,s);t&&c&&(s=!s),a.vs.forEach((u,f)=>o.node(u).order=f),Cm(o,i,a.vs)})}function ma(e,t){Object.values(t).forEach(n=>n.forEach((r,s)=>e.node(r).order=s))}function Om(e,t){let n={};function r(s,i){let o=0,l=0,a=s.length,c=i[i.length-1];return i.forEach((u,f)=>{let g=Rm(e,u),k=g?e.node(g).order:a;(g||u===c)&&(i.slice(l,f+1).forEach(T=>{let x=e.predecessors(T);x&&x.forEach(b=>{let _=e.node(b),m=_.order;(m<o||k<m)&&!(_.dummy&&e.node(T).dummy)&&qa(n,b,T)})}),l=f+1,o=k)}),i}return t.length&&t.reduce(r),n}function Im(e,t){let n={};function r(o){var l;return((l=e.node(o))==null?void 0:l.dummy)==="border"}if(!e.nodes().some(r))return n;function s(o,l,a,c,u){ns(l,a).forEach(f=>{let g=o[f];if(g!==void 0&&e.node(g).dummy){let k=e.predecessors(g);k&&k.forEach(T=>{if(T===void 0)return;let x=e.node(T);x.dummy&&(x.order<c||x.order>u)&&qa(n,T,g)})}})}function i(o,l){let a=-1,c=-1,u=0;return l.forEach((f,g)=>{if(r(f)){let k=e.predecessors(f);if(k&&k.length){let T=k[0];if(T===void 0)return;c=e.node(T).order,s(l,u,g,a,c),u=g,a=c}}s(l,u,l.length,c,o.length)}),l}return t.length&&t.reduce(i),n}function Rm(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function qa(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];r||(e[t]=r={}),r[n]=!0}function Pm(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function Fm(e,t,n,r,s){let i={},o={},l={};return t.forEach(a=>{a.forEach((c,u)=>{i[c]=c,o[c]=c,l[c]=u})}),t.forEach(a=>{let c=-1,u=-1,f=!1,g=a,k=a.findIndex(T=>s?.includes(T)||ga(T,e,s));k>0&&(g=[a[k],...a.slice(0,k),...a.slice(k+1)],f=!0),g.forEach(T=>{var x;let b=r(T);if(b&&b.length){s!=null&&s.includes(T)&&(b=b.filter(v=>ga(v,e,s)));let _=b.sort((v,S)=>{let N=l[v],I=l[S];return(N!==void 0?N:0)-(I!==void 0?I:0)}),m=(_.length-1)/2;for(let v=Math.floor(m),S=Math.ceil(m);v<=S;++v){let N=_[v];if(N===void 0)continue;let I=l[N];if(I!==void 0&&o[T]===T&&c<I&&l[N]!==u&&!Pm(n,T,N)){let W=i[N];W!==void 0&&(o[N]=T,o[T]=i[T]=W,c=I,f&&(c=-1,u=(x=l[N])!=null?x:-1,f=!1))}}}})}),{root:i,align:o}}function jm(e,t,n,r,s=!1){let i={},o=zm(e,t,n,s),l=s?"borderLeft":"borderRight";function a(k,T){let x=o.nodes().slice(),b={},_=x.pop();for(;_;){if(b[_])k(_);else{b[_]=!0,x.push(_);for(let m of T(_))x.push(m)}_=x.pop()}}function c(k){let T=o.inEdges(k);T?i[k]=T.reduce((x,b)=>{var _;let m=(_=i[b.v])!=null?_:0,v=o.edge(b);return Math.max(x,m+(v!==void 0?v:0))},0):i[k]=0}function u(k){let T=o.outEdges(k),x=Number.POSITIVE_INFINITY;T&&(x=T.reduce((_,m)=>{let v=i[m.w],S=o.edge(m);return Math.min(_,(v!==void 0?v:0)-(S!==void 0?S:0))},Number.POSITIVE_INFINITY));let b=e.node(k);x!==Number.POSITIVE_INFINITY&&b.borderType!==l&&(i[k]=Math.max(i[k]!==void 0?i[k]:0,x))}function f(k){return o.predecessors(k)||[]}function g(k){return o.successors(k)||[]}return a(c,f),a(u,g),Object.keys(r).forEach(k=>{var T;let x=n[k];x!==void 0&&(i[k]=(T=i[x])!=null?T:0)}),i}function zm(e,t,n,r){let s=new Ut,i=e.graph(),o=Wm(i.nodesep,i.edgesep,r);return t.forEach(l=>{let a;l.forEach(c=>{let u=n[c];if(u!==void 0){if(s.setNode(u),a!==void 0){let f=n[a];if(f!==void 0){let g=s.edge(f,u);s.setEdge(f,u,Math.max(o(e,c,a),g||0))}}a=c}})}),s}function Dm(e,t){return Object.values(t).reduce((n,r)=>{let s=Number.NEGATIVE_INFINITY,i=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([l,a])=>{let c=Ym(e,l)/2;s=Math.max(a+c,s),i=Math.min(a-c,i)});let o=s-i;return o<n[0]&&(n=[o,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function Bm(e,t){let n=Object.values(t),r=an(Math.min,n),s=an(Math.max,n);["u","d"].forEach(i=>{["l","r"].forEach(o=>{let l=i+o,a=e[l];if(!a||a===t)return;let c=Object.values(a),u=r-an(Math.min,c);o!=="l"&&(u=s-an(Math.max,c)),u&&(e[l]=Ps(a,f=>f+u))})})}function Vm(e,t=void 0){let n=e.ul;return n?Ps(n,(r,s)=>{var i,o;if(t){let a=t.toLowerCase(),c=e[a];if(c&&c[s]!==void 0)return c[s]}let l=Object.values(e).map(a=>{let c=a[s];return c!==void 0?c:0}).sort((a,c)=>a-c);return(((i=l[1])!=null?i:0)+((o=l[2])!=null?o:0))/2}):{}}function Hm(e,t){let n=rs(e),r=Object.assign(Om(e,n),Im(e,n)),s={},i;["u","d"].forEach(l=>{i=l==="u"?n:Object.values(n).reverse(),["l","r"].forEach(a=>{a==="r"&&(i=i.map(f=>Object.values(f).reverse()));let c=Fm(e,i,r,f=>(l==="u"?e.predecessors(f):e.successors(f))||[],t),u=jm(e,i,c.root,c.align,a==="r");a==="r"&&(u=Ps(u,f=>-f)),s[l+a]=u})});let o=Dm(e,s);return Bm(s,o),Vm(s,e.graph().align)}function Wm(e,t,n){return(r,s,i)=>{let o=r.node(s),l=r.node(i),a=0,c;if(a+=o.width/2,Object.hasOwn(o,"labelpos"))switch(o.labelpos.toLowerCase()){case"l":c=-o.width/2;break;case"r":c=o.width/2;break}if(c&&(a+=n?c:-c),c=void 0,a+=(o.dummy?t:e)/2,a+=(l.dummy?t:e)/2,a+=l.width/2,Object.hasOwn(l,"labelpos"))switch(l.labelpos.toLowerCase()){case"l":c=l.width/2;break;case"r":c=-l.width/2;break}return c&&(a+=n?c:-c),a}}function Ym(e,t){return e.node(t).width}function ga(e,t,n){var r;if(!n)return!1;let s=(r=t.node(e))==null?void 0:r.edgeObj;if(!s||t.node(e).edgeLabel.reversed)return!1;let i=n.indexOf(s?.v),o=n.indexOf(s?.w);return i!==-1&&o!==-1&&i===(o+1)%n.length||i===(o-1)%n.length}function Gm(e,t){e=Oa(e),Um(e),Object.entries(Hm(e,t)).forEach(([n,r])=>e.node(n).x=r)}function Um(e){let t=rs(e),n=e.graph(),r=n.ranksep,s=n.rankalign,i=0;t.forEach(o=>{let l=o.reduce((a,c)=>{var u;let f=(u=e.node(c).height)!=null?u:0;return a>f?a:f},0);o.forEach(a=>{let c=e.node(a);s==="top"?c.y=i+c.height/2:s==="bottom"?c.y=i+l-c.height/2:c.y=i+l/2}),i+=l+r})}var ya=new WeakMap;function qm(e,t={}){return Ka(e,Pa,t),e}function ba(e,t,n){let r=t;for(;r!==void 0;){let s=e.parent(r);if(s===n)return r;r=s}}function Ka(e,t,n){var r;let s=e.nodes().filter(m=>e.children(m).length),i={};s.forEach(m=>{let v=e.node(m);if(v&&v.rankdir){let S=new Ut({multigraph:!0,compound:!0});S.setGraph({rankdir:v.rankdir});let N=e.children(m);N.forEach(L=>{let M={...e.node(L)};S.setNode(L,M);let F=e.parent(L);F&&F!==m&&N.includes(F)&&S.setParent(L,F)});let I=new Set;e.edges().forEach(L=>{let M=ba(e,L.v,m),F=ba(e,L.w,m);if(M===L.v&&F===L.w)S.setEdge(L,{...e.edge(L)});else if(M&&F&&M!==F){let P=`${M}\0${F}`;I.has(P)||(I.add(P),S.setEdge(M,F,{...e.edge(L)}))}}),Ka(S,t,n);let W=_a(S);xa(W,t,n,null),va(S,W);let j=1/0,R=1/0,B=-1/0,O=-1/0;S.nodes().forEach(L=>{if(L===m)return;let M=S.node(L);M&&typeof M.x=="number"&&typeof M.y=="number"&&typeof M.width=="number"&&typeof M.height=="number"&&(j=Math.min(j,M.x-M.width/2),B=Math.max(B,M.x+M.width/2),R=Math.min(R,M.y-M.height/2),O=Math.max(O,M.y+M.height/2))}),(!isFinite(j)||!isFinite(R)||!isFinite(B)||!isFinite(O))&&(j=R=0,B=O=0);let A=B-j,$=O-R;i[m]={minX:j,minY:R,maxX:B,maxY:O,width:A,height:$,offsetX:j,offsetY:R},v._dagreClusterSubgraph=S}});let o=[],l=m=>{let v=[],S=(e.children(m)||[]).filter(N=>N!==m);for(;S.length>0;){let N=S.shift();v.push(N),(e.children(N)||[]).filter(I=>I!==N).forEach(I=>S.push(I))}return v},a=new Map;s.forEach(m=>{let v=e.node(m);v&&v.rankdir&&i[m]&&a.set(m,(e.children(m)||[]).filter(S=>S!==m))});let c=new Set([...a.values()].flat()),u=new Map;a.forEach((m,v)=>{c.has(v)||u.set(v,l(v))});let f=new Set([...u.values()].flat()),g=m=>{for(let[v,S]of u)if(S.includes(m))return v;return m},k=[];e.edges().forEach(m=>{(f.has(m.v)||f.has(m.w))&&k.push({edge:m,label:e.edge(m)})});let T=new Map;f.forEach(m=>{let v=e.parent(m);T.set(m,typeof v=="string"?v:void 0)}),u.forEach((m,v)=>{let S=e.node(v),N=[];m.forEach(j=>{let R=e.node(j);R&&(N.push({id:j,node:R,parent:T.get(j)}),e.removeNode(j))});let I=k.filter(({edge:j})=>m.includes(j.v)||m.includes(j.w)),W=i[v];S&&(o.push({clusterId:v,subgraph:S._dagreClusterSubgraph,bounds:W,children:m,removedNodes:N,removedEdges:I}),S.width=W.width,S.height=W.height)});let x=new Set;k.forEach(({edge:m,label:v})=>{let S=g(m.v),N=g(m.w);if(S!==N&&e.hasNode(S)&&e.hasNode(N)){let I=`${S}\0${N}`;x.has(I)||(x.add(I),e.setEdge(S,N,{...v,width:0,height:0}))}});let b=_a(e),_=xa(b,t,n,(r=ya.get(e))!=null?r:null);ya.set(e,_),va(e,b),x.forEach(m=>{let v=m.indexOf("\0"),S=m.slice(0,v),N=m.slice(v+1);e.hasEdge(S,N)&&e.removeEdge(S,N)}),o.forEach(({clusterId:m,subgraph:v,bounds:S,removedNodes:N,removedEdges:I})=>{var W,j;let R=e.node(m),B=(W=R?.x)!=null?W:0,O=(j=R?.y)!=null?j:0,A=(S.minX+S.maxX)/2,$=(S.minY+S.maxY)/2;N.forEach(({id:L,node:M,parent:F})=>{e.setNode(L,M),F!==void 0&&e.setParent(L,F)}),I.forEach(({edge:L,label:M})=>{e.setEdge(L,M)}),v.nodes().forEach(L=>{if(L===m)return;let M=v.node(L),F=e.node(L);F&&M&&typeof M.x=="number"&&typeof M.y=="number"&&(F.x=B+(M.x-A),F.y=O+(M.y-$))}),wa(e,v,B-A,O-$),delete R._dagreClusterSubgraph}),s.forEach(m=>{var v,S;let N=e.node(m),I=i[m];if(N&&N.rankdir&&N._dagreClusterSubgraph&&I){let W=N._dagreClusterSubgraph,j=(v=N.x)!=null?v:0,R=(S=N.y)!=null?S:0,B=(I.minX+I.maxX)/2,O=(I.minY+I.maxY)/2;W.nodes().forEach(A=>{if(A===m)return;let $=W.node(A),L=e.node(A);if(L&&$&&typeof $.x=="number"&&typeof $.y=="number"){let M=$.x-B,F=$.y-O;L.x=j+M,L.y=R+F}}),wa(e,W,j-B,R-O),delete N._dagreClusterSubgraph}})}function wa(e,t,n,r){t.edges().forEach(s=>{if(!e.hasEdge(s))return;let i=t.edge(s),o=e.edge(s);o.points=i.points.map(l=>({x:l.x+n,y:l.y+r})),Object.hasOwn(i,"x")&&(o.x=i.x+n,o.y=i.y+r)})}function xa(e,t,n,r=null){var s,i;let o=n?.useDynamic!==!1,l=o&&(s=r?.graph)!=null?s:null,a=o&&(i=r?.rawNodes)!=null?i:null;t("    makeSpaceForEdgeLabels",()=>ng(e)),t("    removeSelfEdges",()=>ug(e)),t("    acyclic",()=>Fp(e,l)),t("    nestingGraph.run",()=>am(e)),t("    rank",()=>em(Oa(e))),t("    injectEdgeLabelProxies",()=>rg(e)),t("    removeEmptyRanks",()=>kp(e)),t("    nestingGraph.cleanup",()=>um(e)),t("    normalizeRanks",()=>vp(e)),t("    assignRankMinMax",()=>sg(e)),t("    removeEdgeLabelProxies",()=>ig(e)),t("    normalize.run",()=>Bp(e)),t("    parentDummyChains",()=>sm(e)),t("    addBorderSegments",()=>fm(e)),t("    order",()=>Ua(e,n,a)),t("    insertSelfEdges",()=>fg(e)),t("    adjustCoordinateSystem",()=>pm(e)),t("    position",()=>Gm(e,n.corePath)),t("    positionSelfEdges",()=>hg(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>dg(e)),t("    normalize.undo",()=>Hp(e)),t("    fixupEdgeLabelCoords",()=>ag(e)),t("    undoCoordinateSystem",()=>mm(e)),t("    translateGraph",()=>og(e)),t("    assignNodeIntersects",()=>lg(e)),t("    reversePoints",()=>cg(e)),t("    acyclic.undo",()=>zp(e)),{graph:e,rawNodes:c}}function va(e,t){e.nodes().forEach(n=>{let r=e.node(n),s=t.node(n);r&&(r.x=s.x,r.y=s.y,r.order=s.order,r.rank=s.rank,t.children(n).length&&(r.width=s.width,r.height=s.height))}),e.edges().forEach(n=>{let r=e.edge(n),s=t.edge(n);r.points=s.points,Object.hasOwn(s,"x")&&(r.x=s.x,r.y=s.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var Km=["nodesep","edgesep","ranksep","marginx","marginy"],Jm={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},Xm=["acyclicer","ranker","rankdir","align","rankalign"],Zm=["width","height","rank"],ka={width:0,height:0},Qm=["minlen","weight","width","height","labeloffset"],eg={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},tg=["labelpos"];function _a(e){let t=new Ut({multigraph:!0,compound:!0}),n=io(e.graph());return t.setGraph(Object.assign({},Jm,so(n,Km),Rs(n,Xm))),e.nodes().forEach(r=>{let s=io(e.node(r)),i=so(s,Zm);Object.keys(ka).forEach(l=>{i[l]===void 0&&(i[l]=ka[l])}),t.setNode(r,i);let o=e.parent(r);o!==void 0&&t.setParent(r,o)}),e.edges().forEach(r=>{let s=io(e.edge(r));t.setEdge(r,Object.assign({},eg,so(s,Qm),Rs(s,tg)))}),t}function ng(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let s=e.edge(n);s.minlen*=2,((r=s.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?s.width+=s.labeloffset:s.height+=s.labeloffset)})}function rg(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),s={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};Er(e,"edge-proxy",s,"_ep")}})}function sg(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function ig(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function og(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,s=0,i=e.graph(),o=i.marginx||0,l=i.marginy||0;function a(c){let u=c.x,f=c.y,g=c.width,k=c.height;t=Math.min(t,u-g/2),n=Math.max(n,u+g/2),r=Math.min(r,f-k/2),s=Math.max(s,f+k/2)}e.nodes().forEach(c=>a(e.node(c))),e.edges().forEach(c=>{let u=e.edge(c);Object.hasOwn(u,"x")&&a(u)}),t-=o,r-=l,e.nodes().forEach(c=>{let u=e.node(c);u.x-=t,u.y-=r}),e.edges().forEach(c=>{let u=e.edge(c);u.points.forEach(f=>{f.x-=t,f.y-=r}),Object.hasOwn(u,"x")&&(u.x-=t),Object.hasOwn(u,"y")&&(u.y-=r)}),i.width=n-t+o,i.height=s-r+l}function lg(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),s=e.node(t.w),i,o;n.points?(i=n.points[0],o=n.points[n.points.length-1]):(n.points=[],i=s,o=r),n.points.unshift(oa(r,i)),n.points.push(oa(s,o))})}function ag(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function cg(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function dg(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),s=e.node(n.borderBottom),i=e.node(n.borderLeft[n.borderLeft.length-1]),o=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(o.x-i.x),n.height=Math.abs(s.y-r.y),n.x=i.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function ug(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function fg(e){rs(e).forEach(t=>{let n=0;t.forEach((r,s)=>{let i=e.node(r);typeof i.rank!="number"&&(i.rank=0),i.order=s+n,(i.selfEdges||[]).forEach(o=>{Er(e,"selfedge",{width:o.label.width,height:o.label.height,rank:i.rank,order:s+ ++n,e:o.e,edgeLabel:o.label},"_se"),(!Array.isArray(o.label.points)||o.label.points.length!==7)&&(o.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete i.selfEdges})})}function hg(e){e.nodes().forEach(t=>{let n=e.node(t),r=s=>typeof s=="number"&&isFinite(s);if(n.dummy==="selfedge"){let s=n,i=e.node(s.e.v),o=r(i?.x)?i.x:0,l=r(i?.y)?i.y:0,a=r(i?.width)?i.width:0,c=r(i?.height)?i.height:0,u=r(n.x)?n.x:o,f=r(n.y)?n.y:l,g=a/2,k=c/2;s.edgeLabel.points=[{x:u+g,y:f-k},{x:u+g,y:f-k},{x:u,y:f},{x:u-g,y:f+k},{x:u-g,y:f+k},{x:u,y:f},{x:u,y:f}],s.edgeLabel.x=u,s.edgeLabel.y=f,e.setEdge(s.e,s.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(s=>{if(!Array.isArray(s.label.points)||s.label.points.length!==7){let i=r(n.x)?n.x:0,o=r(n.y)?n.y:0,l=r(n.width)?n.width:0,a=r(n.height)?n.height:0,c=l/2,u=a/2;s.label.points=[{x:i+c,y:o-u},{x:i+c,y:o-u},{x:i,y:o},{x:i-c,y:o+u},{x:i-c,y:o+u},{x:i,y:o},{x:i,y:o}]}})})}function so(e,t){return Ps(Rs(e,t),Number)}function io(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function pg(e){let t=rs(e),n=new Ut({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,s)=>{let i="layer"+s;n.setNode(i,{rank:"same"}),r.reduce((o,l)=>(n.setEdge(o,l,{style:"invis"}),l))}),n}var mg={graphlib:Ea,version:Np,layout:qm,debug:pg,util:{time:Ep,notime:Pa}},po=mg;var mo=[];for(let e=1;e<=1e12;e*=10)mo.push(e,2*e,5*e);var Mt=e=>typeof e=="number"&&Number.isFinite(e);function ae(e,t=3){if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,s]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(s)}`}return String(Number(e.toPrecision(t)))}function Kn(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function Re(e,t){return`${e} ${t}${e===1?"":"s"}`}function Ja(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Jn(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function js(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),i=Math.max(1,[1,2,5,10].map(l=>l*s).find(l=>l>=r)||r),o=[];for(let l=Math.ceil(e/i)*i;l<=t;l+=i)o.push(Math.round(l));return o}function zs(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),i=[1,2,2.5,5,10].map(l=>l*s).find(l=>l>=r)||r,o=[];for(let l=Math.ceil(e/i)*i;l<=t+i*1e-9;l+=i)o.push(Number(l.toPrecision(12)));return o}function Ds(e,t,n){let r=String(e);if(n(r)<=t)return r;let s=0,i=r.length;for(;s<i;){let l=Math.ceil((s+i)/2),a=Math.ceil(l/2),c=`${r.slice(0,a)}…${r.slice(r.length-(l-a))}`;n(c)<=t?s=l:i=l-1}let o=Math.ceil(s/2);return`${r.slice(0,o)}…${r.slice(r.length-(s-o))}`}function Xa(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function Bs(e,t,n){return e.map((r,s)=>Math.round(r+(t[s]-r)*n))}function Vs(e,t,n=6){if(!(e>0)||!(t>=e))return[];let r=Math.floor(Math.log10(e)+1e-9),s=Math.ceil(Math.log10(t)-1e-9),i=[];if(s-r<2){for(let l=r;l<=s;l++)for(let a of[1,2,5]){let c=Number((a*10**l).toPrecision(6));c>=e*(1-1e-9)&&c<=t*(1+1e-9)&&i.push(c)}return i.length>=2?i:[Number(e.toPrecision(3)),Number(t.toPrecision(3))].filter((l,a,c)=>c.indexOf(l)===a)}let o=Math.max(1,Math.ceil((s-r+1)/n));for(let l=Math.ceil(Math.log10(e)-1e-9);l<=s;l+=o){let a=10**l;a>=e*(1-1e-9)&&a<=t*(1+1e-9)&&i.push(a)}return i}var ss=null;function cn(e,t){return ss||(ss=document.createElement("canvas").getContext("2d")),ss?(ss.font=t,ss.measureText(String(e)).width):String(e).length*6.5}function go(e){return t=>cn(t,e)}function Qa(e,t,n){return Ds(e,t,go(n))}function is(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let s=e.getContext("2d");return s.setTransform(r,0,0,r,0,0),s.clearRect(0,0,t,n),s}function Tr(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let s=e.clientWidth;Math.abs(s-n)<=1||(n=s,t(s))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}function $t(e,{ticksX:t,ticksY:n,xTitle:r,yTitle:s,kind:i="canvas"}){Object.assign(e.dataset,{chart:i,ticksX:String(t),ticksY:String(n),xTitle:r||"",yTitle:s||""})}var Za=e=>e&&Array.isArray(e._values)?e._values.filter(t=>t!=null&&String(t)!=="").length:0;function Hs(){return{hooks:{draw:[e=>$t(e.root,{kind:"uplot",ticksX:Za(e.axes[0]),ticksY:Za(e.axes[1]),xTitle:e.axes[0].label,yTitle:e.axes[1].label})]}}}function os(e,t,n,r={}){return{stroke:e,grid:{stroke:t,width:1},ticks:{stroke:t},label:n,labelSize:20,...r}}function Ws(e,t){return os(e,t,"step",{incrs:mo,values:(n,r)=>r.map(s=>Number.isInteger(s)?String(s):"")})}var bo='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',nc=`600 13px ${bo}`,gg=`400 11px ${bo}`,yg=`400 11px ${bo}`,yo=16,ec=14,bg=138,wg=120,xg=12,tc=9;function vg(e,t=bg,n=nc){let r=String(e||"").split(/\s+/).filter(Boolean),s=[],i="";for(let o of r){let l=i?`${i} ${o}`:o;i&&cn(l,n)>t?(s.push(i),i=o):i=l}return i&&s.push(i),s.length?s:[""]}function kg(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=Zi(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Gn[e.state]?Gn[e.state].toLowerCase():String(e.state)}function _g(e,t,n){let r=-t/2,s=-n/2;if(e==="decision"){let o=Math.min(14,n/2),l=[[r+o,s],[r+t-o,s],[r+t,0],[r+t-o,s+n],[r+o,s+n],[r,0]];return K("polygon",{class:"node-shape",points:l.map(a=>a.join(",")).join(" ")})}let i=e==="root"?n/2:7;return K("rect",{class:"node-shape",x:r,y:s,width:t,height:n,rx:i,ry:i})}function Sg(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let s=(t[r].x+t[r+1].x)/2,i=(t[r].y+t[r+1].y)/2,o=r===t.length-2?t[r+1]:{x:s,y:i};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${o.x.toFixed(1)},${o.y.toFixed(1)}`}return n}var rc=["critical","warning","info"];function Eg(){let e=K("defs");for(let t of["default",...rc])e.append(K("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},K("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function Tg(){let e=(t,n,r)=>h("span",{class:"legend-item",title:r},h("span",{class:`swatch ${t}`}),n);return h("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function sc(e,t,n,r={}){let s=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(b=>b&&typeof b.id=="string"),i=t&&Array.isArray(t.edges)?t.edges:[];if(!s.length)return H(e,h("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let o=new po.graphlib.Graph;o.setGraph({rankdir:"TB",nodesep:18,ranksep:40,edgesep:10,marginx:6,marginy:6}),o.setDefaultEdgeLabel(()=>({}));let l=new Map;for(let b of s){let _=(Array.isArray(b.findings)?b.findings:[]).map(j=>n[j]).filter(Boolean),m=vg(b.label||b.id),v=kg(b,_),S=Math.max(...m.map(j=>cn(j,nc)),cn(v,gg)),N=Math.max(wg,Math.ceil(S)+2*xg+(b.kind==="decision"?16:0)),I=m.length*yo+ec+2*tc,W=b.state!=="triggered"?null:rc.includes(b.severity)?b.severity:Zi(_)||"warning";l.set(b.id,{node:b,lines:m,caption:v,severity:W,findings:_}),o.setNode(b.id,{width:N,height:I})}for(let b of i){if(!b||!l.has(b.from)||!l.has(b.to)||b.from===b.to)continue;let _=b.label?String(b.label):"";o.setEdge(b.from,b.to,{label:_,width:_?Math.ceil(cn(_,yg))+8:0,height:_?16:0,labelpos:"c"})}po.layout(o);let a=o.graph(),c=Math.ceil(a.width||0),u=Math.ceil(a.height||0),f=K("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${u}`,width:c,height:u,role:"group","aria-label":"Triage flowchart"});f.style.maxWidth=`${c}px`,f.append(Eg());let g=K("g",{class:"edges"});for(let b of o.edges()){let _=o.edge(b),m=l.get(b.v),v=l.get(b.w),S=m.node.state==="triggered"&&v.node.state==="triggered",N=S?v.severity||m.severity||"warning":"default",I=K("g",{class:`edge${S?" lit":""} tone-${N}`,"data-from":b.v,"data-to":b.w});if(I.append(K("path",{d:Sg(_.points),"marker-end":`url(#th-arrow-${N})`})),_.label){let W=_.width||0;I.append(K("rect",{class:"edge-label-bg",x:_.x-W/2,y:_.y-8,width:W,height:16,rx:3}),K("text",{class:"edge-label",x:_.x,y:_.y,"dominant-baseline":"central","text-anchor":"middle"},_.label))}g.append(I)}f.append(g);let k=K("g",{class:"nodes"}),T=new Map;for(let b of o.nodes()){let _=o.node(b),m=l.get(b),{node:v}=m,S=["triggered","clear","no_data"].includes(v.state)?v.state:"no_data",N=K("g",{class:"node",transform:`translate(${_.x.toFixed(1)},${_.y.toFixed(1)})`,"data-node-id":b,"data-state":S,"data-kind":v.kind||"check","data-severity":m.severity,tabindex:"0",role:"button","aria-label":`${v.label||b}: ${Gn[S]||S}`});N.append(K("title",null,`${v.label||b} (${Gn[S]||S})`)),N.append(_g(v.kind,_.width,_.height));let I=-_.height/2+tc,W=K("text",{class:"node-label","text-anchor":"middle"});m.lines.forEach((R,B)=>{W.append(K("tspan",{x:0,y:I+yo*(B+.75)},R))}),N.append(W),N.append(K("text",{class:"node-caption","text-anchor":"middle",x:0,y:I+m.lines.length*yo+ec*.8},m.caption));let j=R=>{R.preventDefault(),r.onSelect&&r.onSelect(b)};N.addEventListener("click",j),N.addEventListener("keydown",R=>{(R.key==="Enter"||R.key===" ")&&j(R)}),T.set(b,N),k.append(N)}f.append(k),H(e,h("div",{class:"flowchart-scroll"},f),Tg());let x=b=>{for(let[_,m]of T){let v=_===b;m.classList.toggle("selected",v),m.setAttribute("aria-pressed",v?"true":"false")}};return x(r.selectedId||null),{select:x}}function Ag(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function Ng(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return Ag(e)}function ic(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async s=>{s.stopPropagation();let i=await Ng(e());if(n.textContent=i?"Copied":"Press Ctrl+C",n.classList.toggle("copied",i),!i){let o=n.closest(".code-block")?.querySelector("code");if(o){let l=document.createRange();l.selectNodeContents(o);let a=window.getSelection();a.removeAllRanges(),a.addRange(l)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function oc(e){let n=(Array.isArray(e)?e:[]).map((o,l)=>({finding:o,index:l})).filter(o=>o.finding&&typeof o.finding=="object"),r=new Map,s=[];for(let o of n){let l=o.finding.caused_by,a=l?r.get(l):void 0;if(a){a.symptoms.push(o);continue}let c={...o,symptoms:[]};s.push(c),r.has(o.finding.kind)||r.set(o.finding.kind,c)}let i=o=>Math.min(...[o,...o.symptoms].map(l=>An[l.finding.severity]??9));return s.map((o,l)=>[o,l]).sort(([o,l],[a,c])=>i(o)-i(a)||l-c).map(([o])=>o)}function Ys(e){let t=Object.fromEntries(Object.keys(An).map(n=>[n,0]));for(let n of Array.isArray(e)?e:[])n&&n.severity in t&&t[n.severity]++;return t}function lc(e){let t=e in An?e:"info";return h("span",{class:`badge sev-${t}`},e||"info")}function Mg(e){return h("span",{class:`badge state-${e}`},Gn[e]||e)}function $g(e){if(!e||typeof e!="object")return null;let t=Object.entries(e);return t.length?h("table",{class:"evidence-table"},h("tbody",null,t.map(([n,r])=>h("tr",null,h("th",{scope:"row",title:n},Zr(n)),h("td",null,Nn(r)))))):null}function On(e,t="python"){return h("div",{class:"code-block"},h("div",{class:"code-toolbar"},h("span",{class:"code-lang"},t),ic(()=>e)),h("pre",null,h("code",null,e)))}function Cg(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:h("div",{class:"fix"},h("h4",null,"Fix"),t?h("p",{class:"fix-text"},Cn(t)):null,n?On(n):null)}function Lg(e,t){let n=[];n.push(h("span",{class:"meta-item"},"Severity ",lc(e.severity)));let r=_r(e);r&&n.push(h("span",{class:"meta-item finding-step"},h("strong",null,r))),e.layer&&n.push(h("span",{class:"meta-item finding-layer"},"Layer ",h("code",null,String(e.layer)))),e.kind&&n.push(h("span",{class:"meta-item kind"},h("code",null,e.kind))),e.caused_by&&n.push(h("span",{class:"meta-item caused-by"},"Follows from ",h("strong",null,ye(e.caused_by))));let s=$g(e.evidence);return h("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},h("p",{class:"finding-summary"},Cn(e.summary||e.kind||"Finding")),h("div",{class:"finding-meta"},n),s?h("h4",null,"Evidence"):null,s,Cg(e.fix))}function ac(e,t){delete e.dataset.nodeId,delete e.dataset.state,H(e,h("h3",null,"Evidence"),h("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function cc(e,t,n,{onClose:r}={}){let s=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=s;let o=(Array.isArray(t.findings)?t.findings:[]).map(a=>[n[a],a]).filter(([a])=>a),l;o.length?l=o.map(([a,c])=>Lg(a,c)):s==="clear"?l=h("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):s==="triggered"?l=h("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):l=[h("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),h("p",{class:"hint"},h("strong",null,"To get evidence: "),Cn(ea(t.id)))],H(e,h("div",{class:"panel-head"},h("h3",null,t.label||t.id),Mg(s),h("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),h("p",{class:"node-id muted"},"Node ",h("code",null,t.id)),l)}function Gs(e,t,{selectedNode:n,onSelect:r,showKind:s=!1}={}){if(!t.length){H(e,h("h3",null,"Findings"),h("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let i=({finding:o,index:l})=>h("button",{type:"button",class:`finding-item${o.node&&o.node===n?" selected":""}`,"data-finding-index":l,"data-node":o.node||"",onclick:()=>o.node&&r&&r(o.node,o),title:o.node?`Show node ${o.node}`:""},lc(o.severity),h("span",{class:"finding-item-text"},s&&o.kind?h("span",{class:"finding-item-kind"},ye(o.kind)):null,Cn(o.summary||o.kind)),_r(o)?h("span",{class:"finding-item-step"},_r(o)):null);H(e,h("h3",null,`Findings (${t.length})`),h("ul",{class:"findings-list"},oc(t).map(o=>h("li",{"data-kind":o.finding.kind},i(o),o.symptoms.length?h("ul",{class:"symptoms-list","aria-label":`Symptoms of ${ye(o.finding.kind)}`},o.symptoms.map(l=>h("li",{class:"symptom","data-caused-by":o.finding.kind},i(l)))):null))))}var Og="uplot",Ig="u-hz",Rg="u-vt",Pg="u-title",Fg="u-wrap",jg="u-under",zg="u-over",Dg="u-axis",Qn="u-off",Bg="u-select",Vg="u-cursor-x",Hg="u-cursor-y",Wg="u-cursor-pt",Yg="u-legend",Gg="u-live",Ug="u-inline",qg="u-series",Kg="u-marker",dc="u-label",Jg="u-value",as="width",cs="height";var uc="bottom",Ar="left",wo="right",Po="#000",fc=Po+"0",xo="mousemove",hc="mousedown",vo="mouseup",pc="mouseenter",mc="mouseleave",gc="dblclick",Xg="resize",Zg="scroll",yc="change",Xs="dppxchange",Fo="--",Ir=typeof window<"u",To=Ir?document:null,Mr=Ir?window:null,Qg=Ir?navigator:null,ve,Us;function Ao(){let e=devicePixelRatio;ve!=e&&(ve=e,Us&&Mo(yc,Us,Ao),Us=matchMedia(`(min-resolution: ${ve-.001}dppx) and (max-resolution: ${ve+.001}dppx)`),er(yc,Us,Ao),Mr.dispatchEvent(new CustomEvent(Xs)))}function Ct(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function No(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Le(e,t,n){e.style[t]=n+"px"}function qt(e,t,n,r){let s=To.createElement(e);return t!=null&&Ct(s,t),n?.insertBefore(s,r),s}function zt(e,t){return qt("div",e,t)}var bc=new WeakMap;function dn(e,t,n,r,s){let i="translate("+t+"px,"+n+"px)",o=bc.get(e);i!=o&&(e.style.transform=i,bc.set(e,i),t<0||n<0||t>r||n>s?Ct(e,Qn):No(e,Qn))}var wc=new WeakMap;function xc(e,t,n){let r=t+n,s=wc.get(e);r!=s&&(wc.set(e,r),e.style.background=t,e.style.borderColor=n)}var vc=new WeakMap;function kc(e,t,n,r){let s=t+""+n,i=vc.get(e);s!=i&&(vc.set(e,s),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var jo={passive:!0},e0={...jo,capture:!0};function er(e,t,n,r){t.addEventListener(e,n,r?e0:jo)}function Mo(e,t,n,r){t.removeEventListener(e,n,jo)}Ir&&Ao();function Kt(e,t,n,r){let s;n=n||0,r=r||t.length-1;let i=r<=2147483647;for(;r-n>1;)s=i?n+r>>1:Lt((n+r)/2),t[s]<e?n=s:r=s;return e-t[n]<=t[r]-e?n:r}function Jc(e){return(n,r,s)=>{let i=-1,o=-1;for(let l=r;l<=s;l++)if(e(n[l])){i=l;break}for(let l=s;l>=r;l--)if(e(n[l])){o=l;break}return[i,o]}}var Xc=e=>e!=null,Zc=e=>e!=null&&e>0,ei=Jc(Xc),t0=Jc(Zc);function n0(e,t,n,r=0,s=!1){let i=s?t0:ei,o=s?Zc:Xc;[t,n]=i(e,t,n);let l=e[t],a=e[t];if(t>-1)if(r==1)l=e[t],a=e[n];else if(r==-1)l=e[n],a=e[t];else for(let c=t;c<=n;c++){let u=e[c];o(u)&&(u<l?l=u:u>a&&(a=u))}return[l??Te,a??-Te]}function ti(e,t,n,r){let s=Ec(e),i=Ec(t);e==t&&(s==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?gn:Qc,l=s==1?Lt:Dt,a=i==1?Dt:Lt,c=l(o(Ye(e))),u=a(o(Ye(t))),f=$r(n,c),g=$r(n,u);return n==10&&(c<0&&(f=Ae(f,-c)),u<0&&(g=Ae(g,-u))),r||n==2?(e=f*s,t=g*i):(e=rd(e,f),t=ni(t,g)),[e,t]}function zo(e,t,n,r){let s=ti(e,t,n,r);return e==0&&(s[0]=0),t==0&&(s[1]=0),s}var Do=.1,_c={mode:3,pad:Do},us={pad:0,soft:null,mode:0},r0={min:us,max:us};function Zs(e,t,n,r){return ri(n)?Sc(e,t,n):(us.pad=n,us.soft=r?0:null,us.mode=r?3:0,Sc(e,t,r0))}function we(e,t){return e??t}function s0(e,t,n){for(t=we(t,0),n=we(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Sc(e,t,n){let r=n.min,s=n.max,i=we(r.pad,0),o=we(s.pad,0),l=we(r.hard,-Te),a=we(s.hard,Te),c=we(r.soft,Te),u=we(s.soft,-Te),f=we(r.mode,0),g=we(s.mode,0),k=t-e,T=gn(k),x=gt(Ye(e),Ye(t)),b=gn(x),_=Ye(b-T);(k<1e-24||_>10)&&(k=0,(e==0||t==0)&&(k=1e-24,f==2&&c!=Te&&(i=0),g==2&&u!=-Te&&(o=0)));let m=k||x||1e3,v=gn(m),S=$r(10,Lt(v)),N=m*(k==0?e==0?.1:1:i),I=Ae(rd(e-N,S/10),24),W=e>=c&&(f==1||f==3&&I<=c||f==2&&I>=c)?c:Te,j=gt(l,I<W&&e>=W?W:Jt(W,I)),R=m*(k==0?t==0?.1:1:o),B=Ae(ni(t+R,S/10),24),O=t<=u&&(g==1||g==3&&B>=u||g==2&&B<=u)?u:-Te,A=Jt(a,B>O&&t<=O?O:gt(O,B));return j==A&&j==0&&(A=100),[j,A]}var i0=new Intl.NumberFormat(Ir?Qg.language:"en-US"),Bo=e=>i0.format(e),Ot=Math,Js=Ot.PI,Ye=Ot.abs,Lt=Ot.floor,We=Ot.round,Dt=Ot.ceil,Jt=Ot.min,gt=Ot.max,$r=Ot.pow,Ec=Ot.sign,gn=Ot.log10,Qc=Ot.log2,o0=(e,t=1)=>Ot.sinh(e)*t,ko=(e,t=1)=>Ot.asinh(e/t),Te=1/0;function Tc(e){return(gn((e^e>>31)-(e>>31))|0)+1}function $o(e,t,n){return Jt(gt(e,t),n)}function ed(e){return typeof e=="function"}function me(e){return ed(e)?e:()=>e}var l0=()=>{},td=e=>e,nd=(e,t)=>t,a0=e=>null,Ac=e=>!0,Nc=(e,t)=>e==t,c0=/\.\d*?(?=9{6,}|0{6,})/gm,tr=e=>{if(id(e)||Rn.has(e))return e;let t=`${e}`,n=t.match(c0);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[s,i]=t.split("e");return+`${tr(s)}e${i}`}return Ae(e,r)};function Xn(e,t){return tr(Ae(tr(e/t))*t)}function ni(e,t){return tr(Dt(tr(e/t))*t)}function rd(e,t){return tr(Lt(tr(e/t))*t)}function Ae(e,t=0){if(id(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return We(r)/n}var Rn=new Map;function sd(e){return((""+e).split(".")[1]||"").length}function hs(e,t,n,r){let s=[],i=r.map(sd);for(let o=t;o<n;o++){let l=Ye(o),a=Ae($r(e,o),l);for(let c=0;c<r.length;c++){let u=e==10?+`${r[c]}e${o}`:r[c]*a,f=(o>=0?0:l)+(o>=i[c]?0:i[c]),g=e==10?u:Ae(u,f);s.push(g),Rn.set(g,f)}}return s}var fs={},Vo=[],Cr=[null,null],In=Array.isArray,id=Number.isInteger,d0=e=>e===void 0;function Mc(e){return typeof e=="string"}function ri(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function u0(e){return e!=null&&typeof e=="object"}var f0=Object.getPrototypeOf(Uint8Array),od="__proto__";function Lr(e,t=ri){let n;if(In(e)){let r=e.find(s=>s!=null);if(In(r)||t(r)){n=Array(e.length);for(let s=0;s<e.length;s++)n[s]=Lr(e[s],t)}else n=e.slice()}else if(e instanceof f0)n=e.slice();else if(t(e)){n={};for(let r in e)r!=od&&(n[r]=Lr(e[r],t))}else n=e;return n}function Ve(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let s in r)s!=od&&(ri(e[s])?Ve(e[s],Lr(r[s])):e[s]=Lr(r[s]))}return e}var h0=0,p0=1,m0=2;function g0(e,t,n){for(let r=0,s,i=-1;r<t.length;r++){let o=t[r];if(o>i){for(s=o-1;s>=0&&e[s]==null;)e[s--]=null;for(s=o+1;s<n&&e[s]==null;)e[i=s++]=null}}}function y0(e,t){if(x0(e)){let o=e[0].slice();for(let l=1;l<e.length;l++)o.push(...e[l].slice(1));return v0(o[0])||(o=w0(o)),o}let n=new Set;for(let o=0;o<e.length;o++){let a=e[o][0],c=a.length;for(let u=0;u<c;u++)n.add(a[u])}let r=[Array.from(n).sort((o,l)=>o-l)],s=r[0].length,i=new Map;for(let o=0;o<s;o++)i.set(r[0][o],o);for(let o=0;o<e.length;o++){let l=e[o],a=l[0];for(let c=1;c<l.length;c++){let u=l[c],f=Array(s).fill(void 0),g=t?t[o][c]:p0,k=[];for(let T=0;T<u.length;T++){let x=u[T],b=i.get(a[T]);x===null?g!=h0&&(f[b]=x,g==m0&&k.push(b)):f[b]=x}g0(f,k,s),r.push(f)}}return r}var b0=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function w0(e){let t=e[0],n=t.length,r=Array(n);for(let i=0;i<r.length;i++)r[i]=i;r.sort((i,o)=>t[i]-t[o]);let s=[];for(let i=0;i<e.length;i++){let o=e[i],l=Array(n);for(let a=0;a<n;a++)l[a]=o[r[a]];s.push(l)}return s}function x0(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let s=e[r][0];if(s.length!=n)return!1;if(s!=t){for(let i=0;i<n;i++)if(s[i]!=t[i])return!1}}return!0}function v0(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,s=n-1;for(;r<=s&&e[r]==null;)r++;for(;s>=r&&e[s]==null;)s--;if(s<=r)return!0;let i=gt(1,Lt((s-r+1)/t));for(let o=e[r],l=r+i;l<=s;l+=i){let a=e[l];if(a!=null){if(a<=o)return!1;o=a}}return!0}var ld=["January","February","March","April","May","June","July","August","September","October","November","December"],ad=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function cd(e){return e.slice(0,3)}var k0=ad.map(cd),_0=ld.map(cd),S0={MMMM:ld,MMM:_0,WWWW:ad,WWW:k0};function ls(e){return(e<10?"0":"")+e}function E0(e){return(e<10?"00":e<100?"0":"")+e}var T0={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>ls(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>ls(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>ls(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>ls(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>ls(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>E0(e.getMilliseconds())};function Ho(e,t){t=t||S0;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,s;for(;s=r.exec(e);)n.push(s[0][0]=="{"?T0[s[1]]:s[0]);return i=>{let o="";for(let l=0;l<n.length;l++)o+=typeof n[l]=="string"?n[l]:n[l](i,t);return o}}var A0=new Intl.DateTimeFormat().resolvedOptions().timeZone;function N0(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==A0?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var dd=e=>e%1==0,Qs=[1,2,2.5,5],M0=hs(10,-32,0,Qs),ud=hs(10,0,32,Qs),$0=ud.filter(dd),Zn=M0.concat(ud),Wo=`
`,fd="{YYYY}",$c=Wo+fd,hd="{M}/{D}",ds=Wo+hd,qs=ds+"/{YY}",pd="{aa}",C0="{h}:{mm}",Nr=C0+pd,Cc=Wo+Nr,Lc=":{ss}",ke=null;function md(e){let t=e*1e3,n=t*60,r=n*60,s=r*24,i=s*30,o=s*365,a=(e==1?hs(10,0,3,Qs).filter(dd):hs(10,-3,0,Qs)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,s,s*2,s*3,s*4,s*5,s*6,s*7,s*8,s*9,s*10,s*15,i,i*2,i*3,i*4,i*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,fd,ke,ke,ke,ke,ke,ke,1],[s*28,"{MMM}",$c,ke,ke,ke,ke,ke,1],[s,hd,$c,ke,ke,ke,ke,ke,1],[r,"{h}"+pd,qs,ke,ds,ke,ke,ke,1],[n,Nr,qs,ke,ds,ke,ke,ke,1],[t,Lc,qs+" "+Nr,ke,ds+" "+Nr,ke,Cc,ke,1],[e,Lc+".{fff}",qs+" "+Nr,ke,ds+" "+Nr,ke,Cc,ke,1]];function u(f){return(g,k,T,x,b,_)=>{let m=[],v=b>=o,S=b>=i&&b<o,N=f(T),I=Ae(N*e,3),W=_o(N.getFullYear(),v?0:N.getMonth(),S||v?1:N.getDate()),j=Ae(W*e,3);if(S||v){let R=S?b/i:0,B=v?b/o:0,O=I==j?I:Ae(_o(W.getFullYear()+B,W.getMonth()+R,1)*e,3),A=new Date(We(O/e)),$=A.getFullYear(),L=A.getMonth();for(let M=0;O<=x;M++){let F=_o($+B*M,L+R*M,1),P=F-f(Ae(F*e,3));O=Ae((+F+P)*e,3),O<=x&&m.push(O)}}else{let R=b>=s?s:b,B=Lt(T)-Lt(I),O=j+B+ni(I-j,R);m.push(O);let A=f(O),$=A.getHours()+A.getMinutes()/n+A.getSeconds()/r,L=b/r,M=g.axes[k]._space,F=_/M;for(;O=Ae(O+b,e==1?0:3),!(O>x);)if(L>1){let P=Lt(Ae($+L,6))%24,V=f(O).getHours()-P;V>1&&(V=-1),O-=V*r,$=($+L)%24;let X=m[m.length-1];Ae((O-X)/b,3)*F>=.7&&m.push(O)}else m.push(O)}return m}}return[a,c,u]}var[L0,O0,I0]=md(1),[R0,P0,F0]=md(.001);hs(2,-53,53,[1]);function Oc(e,t){return e.map(n=>n.map((r,s)=>s==0||s==8||r==null?r:t(s==1||n[8]==0?r:n[1]+r)))}function Ic(e,t){return(n,r,s,i,o)=>{let l=t.find(T=>o>=T[0])||t[t.length-1],a,c,u,f,g,k;return r.map(T=>{let x=e(T),b=x.getFullYear(),_=x.getMonth(),m=x.getDate(),v=x.getHours(),S=x.getMinutes(),N=x.getSeconds(),I=b!=a&&l[2]||_!=c&&l[3]||m!=u&&l[4]||v!=f&&l[5]||S!=g&&l[6]||N!=k&&l[7]||l[1];return a=b,c=_,u=m,f=v,g=S,k=N,I(x)})}}function j0(e,t){let n=Ho(t);return(r,s,i,o,l)=>s.map(a=>n(e(a)))}function _o(e,t,n){return new Date(e,t,n)}function Rc(e,t){return t(e)}var z0="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function Pc(e,t){return(n,r,s,i)=>i==null?Fo:t(e(r))}function D0(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function B0(e,t){return e.series[t].fill(e,t)}var V0={show:!0,live:!0,isolate:!1,mount:l0,markers:{show:!0,width:2,stroke:D0,fill:B0,dash:"solid"},idx:null,idxs:null,values:[]};function H0(e,t){let n=e.cursor.points,r=zt(),s=n.size(e,t);Le(r,as,s),Le(r,cs,s);let i=s/-2;Le(r,"marginLeft",i),Le(r,"marginTop",i);let o=n.width(e,t,s);return o&&Le(r,"borderWidth",o),r}function W0(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Y0(e,t){let n=e.series[t].points;return n._stroke||n._fill}function G0(e,t){return e.series[t].points.size}var So=[0,0];function U0(e,t,n){return So[0]=t,So[1]=n,So}function Ks(e,t,n,r=!0){return s=>{s.button==0&&(!r||s.target==t)&&n(s)}}function Eo(e,t,n,r=!0){return s=>{(!r||s.target==t)&&n(s)}}var q0={show:!0,x:!0,y:!0,lock:!1,move:U0,points:{one:!1,show:H0,size:G0,width:0,stroke:Y0,fill:W0},bind:{mousedown:Ks,mouseup:Ks,click:Ks,dblclick:Ks,mousemove:Eo,mouseleave:Eo,mouseenter:Eo},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,s)=>r-s,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},gd={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Yo=Ve({},gd,{filter:nd}),yd=Ve({},Yo,{size:10}),bd=Ve({},gd,{show:!1}),Go='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',wd="bold "+Go,xd=1.5,Fc={show:!0,scale:"x",stroke:Po,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:wd,side:2,grid:Yo,ticks:yd,border:bd,font:Go,lineGap:xd,rotate:0},K0="Value",J0="Time",jc={show:!0,scale:"x",auto:!1,sorted:1,min:Te,max:-Te,idxs:[]};function X0(e,t,n,r,s){return t.map(i=>i==null?"":Bo(i))}function Z0(e,t,n,r,s,i,o){let l=[],a=Rn.get(s)||0;n=o?n:Ae(ni(n,s),a);for(let c=n;c<=r;c=Ae(c+s,a))l.push(Object.is(c,-0)?0:c);return l}function Co(e,t,n,r,s,i,o){let l=[],a=e.scales[e.axes[t].scale].log,c=a==10?gn:Qc,u=Lt(c(n));s=$r(a,u),a==10&&(s=Zn[Kt(s,Zn)]);let f=n,g=s*a;a==10&&(g=Zn[Kt(g,Zn)]);do l.push(f),f=f+s,a==10&&!Rn.has(f)&&(f=Ae(f,Rn.get(s))),f>=g&&(s=f,g=s*a,a==10&&(g=Zn[Kt(g,Zn)]));while(f<=r);return l}function Q0(e,t,n,r,s,i,o){let a=e.scales[e.axes[t].scale].asinh,c=r>a?Co(e,t,gt(a,n),r,s):[a],u=r>=0&&n<=0?[0]:[];return(n<-a?Co(e,t,gt(a,-r),-n,s):[a]).reverse().map(g=>-g).concat(u,c)}var vd=/./,ey=/[12357]/,ty=/[125]/,zc=/1/,Lo=(e,t,n,r)=>e.map((s,i)=>t==4&&s==0||i%r==0&&n.test(s.toExponential()[s<0?1:0])?s:null);function ny(e,t,n,r,s){let i=e.axes[n],o=i.scale,l=e.scales[o],a=e.valToPos,c=i._space,u=a(10,o),f=a(9,o)-u>=c?vd:a(7,o)-u>=c?ey:a(5,o)-u>=c?ty:zc;if(f==zc){let g=Ye(a(1,o)-u);if(g<c)return Lo(t.slice().reverse(),l.distr,f,Dt(c/g)).reverse()}return Lo(t,l.distr,f,1)}function ry(e,t,n,r,s){let i=e.axes[n],o=i.scale,l=i._space,a=e.valToPos,c=Ye(a(1,o)-a(2,o));return c<l?Lo(t.slice().reverse(),3,vd,Dt(l/c)).reverse():t}function sy(e,t,n,r){return r==null?Fo:t==null?"":Bo(t)}var Dc={show:!0,scale:"y",stroke:Po,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:wd,side:3,grid:Yo,ticks:yd,border:bd,font:Go,lineGap:xd,rotate:0};function iy(e,t){let n=3+(e||1)*2;return Ae(n*t,3)}function oy(e,t){let{scale:n,idxs:r}=e.series[0],s=e._data[0],i=e.valToPos(s[r[0]],n,!0),o=e.valToPos(s[r[1]],n,!0),l=Ye(o-i),a=e.series[t],c=l/(a.points.space*ve);return r[1]-r[0]<=c}var Bc={scale:null,auto:!0,sorted:0,min:Te,max:-Te},kd=(e,t,n,r,s)=>s,Vc={show:!0,auto:!0,sorted:0,gaps:kd,alpha:1,facets:[Ve({},Bc,{scale:"x"}),Ve({},Bc,{scale:"y"})]},Hc={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:kd,alpha:1,points:{show:oy,filter:null},values:null,min:Te,max:-Te,idxs:[],path:null,clip:null};function ly(e,t,n,r,s){return n/10}var _d={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},ay=Ve({},_d,{time:!1,ori:1}),Wc={};function Sd(e,t){let n=Wc[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(s=>s!=r)},pub(r,s,i,o,l,a,c){for(let u=0;u<n.plots.length;u++)n.plots[u]!=s&&n.plots[u].pub(r,s,i,o,l,a,c)}},e!=null&&(Wc[e]=n)),n}var Or=1,Oo=2;function nr(e,t,n){let r=e.mode,s=e.series[t],i=r==2?e._data[t]:e._data,o=e.scales,l=e.bbox,a=i[0],c=r==2?i[1]:i[t],u=r==2?o[s.facets[0].scale]:o[e.series[0].scale],f=r==2?o[s.facets[1].scale]:o[s.scale],g=l.left,k=l.top,T=l.width,x=l.height,b=e.valToPosH,_=e.valToPosV;return u.ori==0?n(s,a,c,u,f,b,_,g,k,T,x,ii,Rr,li,Td,Nd):n(s,a,c,u,f,_,b,k,g,x,T,oi,Pr,Ko,Ad,Md)}function Uo(e,t){let n=0,r=0,s=we(e.bands,Vo);for(let i=0;i<s.length;i++){let o=s[i];o.series[0]==t?n=o.dir:o.series[1]==t&&(o.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function cy(e,t,n,r,s){let i=e.mode,o=e.series[t],l=i==2?o.facets[1].scale:o.scale,a=e.scales[l];return s==-1?a.min:s==1?a.max:a.distr==3?a.dir==1?a.min:a.max:0}function yn(e,t,n,r,s,i){return nr(e,t,(o,l,a,c,u,f,g,k,T,x,b)=>{let _=o.pxRound,m=c.dir*(c.ori==0?1:-1),v=c.ori==0?Rr:Pr,S,N;m==1?(S=n,N=r):(S=r,N=n);let I=_(f(l[S],c,x,k)),W=_(g(a[S],u,b,T)),j=_(f(l[N],c,x,k)),R=_(g(i==1?u.max:u.min,u,b,T)),B=new Path2D(s);return v(B,j,R),v(B,I,R),v(B,I,W),B})}function si(e,t,n,r,s,i){let o=null;if(e.length>0){o=new Path2D;let l=t==0?li:Ko,a=n;for(let f=0;f<e.length;f++){let g=e[f];if(g[1]>g[0]){let k=g[0]-a;k>0&&l(o,a,r,k,r+i),a=g[1]}}let c=n+s-a,u=10;c>0&&l(o,a,r-u/2,c,r+i+u)}return o}function dy(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function qo(e,t,n,r,s,i,o){let l=[],a=e.length;for(let c=s==1?n:r;c>=n&&c<=r;c+=s)if(t[c]===null){let f=c,g=c;if(s==1)for(;++c<=r&&t[c]===null;)g=c;else for(;--c>=n&&t[c]===null;)g=c;let k=i(e[f]),T=g==f?k:i(e[g]),x=f-s;k=o<=0&&x>=0&&x<a?i(e[x]):k;let _=g+s;T=o>=0&&_>=0&&_<a?i(e[_]):T,T>=k&&l.push([k,T])}return l}function Yc(e){return e==0?td:e==1?We:t=>Xn(t,e)}function Ed(e){let t=e==0?ii:oi,n=e==0?(s,i,o,l,a,c)=>{s.arcTo(i,o,l,a,c)}:(s,i,o,l,a,c)=>{s.arcTo(o,i,a,l,c)},r=e==0?(s,i,o,l,a)=>{s.rect(i,o,l,a)}:(s,i,o,l,a)=>{s.rect(o,i,a,l)};return(s,i,o,l,a,c=0,u=0)=>{c==0&&u==0?r(s,i,o,l,a):(c=Jt(c,l/2,a/2),u=Jt(u,l/2,a/2),t(s,i+c,o),n(s,i+l,o,i+l,o+a,c),n(s,i+l,o+a,i,o+a,u),n(s,i,o+a,i,o,u),n(s,i,o,i+l,o,c),s.closePath())}}var ii=(e,t,n)=>{e.moveTo(t,n)},oi=(e,t,n)=>{e.moveTo(n,t)},Rr=(e,t,n)=>{e.lineTo(t,n)},Pr=(e,t,n)=>{e.lineTo(n,t)},li=Ed(0),Ko=Ed(1),Td=(e,t,n,r,s,i)=>{e.arc(t,n,r,s,i)},Ad=(e,t,n,r,s,i)=>{e.arc(n,t,r,s,i)},Nd=(e,t,n,r,s,i,o)=>{e.bezierCurveTo(t,n,r,s,i,o)},Md=(e,t,n,r,s,i,o)=>{e.bezierCurveTo(n,t,s,r,o,i)};function $d(e){return(t,n,r,s,i)=>nr(t,n,(o,l,a,c,u,f,g,k,T,x,b)=>{let{pxRound:_,points:m}=o,v,S;c.ori==0?(v=ii,S=Td):(v=oi,S=Ad);let N=Ae(m.width*ve,3),I=(m.size-m.width)/2*ve,W=Ae(I*2,3),j=new Path2D,R=new Path2D,{left:B,top:O,width:A,height:$}=t.bbox;li(R,B-W,O-W,A+W*2,$+W*2);let L=M=>{if(a[M]!=null){let F=_(f(l[M],c,x,k)),P=_(g(a[M],u,b,T));v(j,F+I,P),S(j,F,P,I,0,Js*2)}};if(i)i.forEach(L);else for(let M=r;M<=s;M++)L(M);return{stroke:N>0?j:null,fill:j,clip:R,flags:Or|Oo}})}function Cd(e){return(t,n,r,s,i,o)=>{r!=s&&(i!=r&&o!=r&&e(t,n,r),i!=s&&o!=s&&e(t,n,s),e(t,n,o))}}var uy=Cd(Rr),fy=Cd(Pr);function Ld(e){let t=we(e?.alignGaps,0);return(n,r,s,i)=>nr(n,r,(o,l,a,c,u,f,g,k,T,x,b)=>{[s,i]=ei(a,s,i);let _=o.pxRound,m=$=>_(f($,c,x,k)),v=$=>_(g($,u,b,T)),S,N;c.ori==0?(S=Rr,N=uy):(S=Pr,N=fy);let I=c.dir*(c.ori==0?1:-1),W={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Or},j=W.stroke,R=!1;if(i-s>=x*4){let $=U=>n.posToVal(U,c.key,!0),L=null,M=null,F,P,ie,D=m(l[I==1?s:i]),V=m(l[s]),X=m(l[i]),Q=$(I==1?V+1:X-1);for(let U=I==1?s:i;U>=s&&U<=i;U+=I){let ue=l[U],q=(I==1?ue<Q:ue>Q)?D:m(ue),re=a[U];q==D?re!=null?(P=re,L==null?(S(j,q,v(P)),F=L=M=P):P<L?L=P:P>M&&(M=P)):re===null&&(R=!0):(L!=null&&N(j,D,v(L),v(M),v(F),v(P)),re!=null?(P=re,S(j,q,v(P)),L=M=F=P):(L=M=null,re===null&&(R=!0)),D=q,Q=$(D+I))}L!=null&&L!=M&&ie!=D&&N(j,D,v(L),v(M),v(F),v(P))}else for(let $=I==1?s:i;$>=s&&$<=i;$+=I){let L=a[$];L===null?R=!0:L!=null&&S(j,m(l[$]),v(L))}let[O,A]=Uo(n,r);if(o.fill!=null||O!=0){let $=W.fill=new Path2D(j),L=o.fillTo(n,r,o.min,o.max,O),M=v(L),F=m(l[s]),P=m(l[i]);I==-1&&([P,F]=[F,P]),S($,P,M),S($,F,M)}if(!o.spanGaps){let $=[];R&&$.push(...qo(l,a,s,i,I,m,t)),W.gaps=$=o.gaps(n,r,s,i,$),W.clip=si($,c.ori,k,T,x,b)}return A!=0&&(W.band=A==2?[yn(n,r,s,i,j,-1),yn(n,r,s,i,j,1)]:yn(n,r,s,i,j,A)),W})}function hy(e){let t=we(e.align,1),n=we(e.ascDesc,!1),r=we(e.alignGaps,0),s=we(e.extend,!1);return(i,o,l,a)=>nr(i,o,(c,u,f,g,k,T,x,b,_,m,v)=>{[l,a]=ei(f,l,a);let S=c.pxRound,{left:N,width:I}=i.bbox,W=V=>S(T(V,g,m,b)),j=V=>S(x(V,k,v,_)),R=g.ori==0?Rr:Pr,B={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:Or},O=B.stroke,A=g.dir*(g.ori==0?1:-1),$=j(f[A==1?l:a]),L=W(u[A==1?l:a]),M=L,F=L;s&&t==-1&&(F=N,R(O,F,$)),R(O,L,$);for(let V=A==1?l:a;V>=l&&V<=a;V+=A){let X=f[V];if(X==null)continue;let Q=W(u[V]),U=j(X);t==1?R(O,Q,$):R(O,M,U),R(O,Q,U),$=U,M=Q}let P=M;s&&t==1&&(P=N+I,R(O,P,$));let[ie,D]=Uo(i,o);if(c.fill!=null||ie!=0){let V=B.fill=new Path2D(O),X=c.fillTo(i,o,c.min,c.max,ie),Q=j(X);R(V,P,Q),R(V,F,Q)}if(!c.spanGaps){let V=[];V.push(...qo(u,f,l,a,A,W,r));let X=c.width*ve/2,Q=n||t==1?X:-X,U=n||t==-1?-X:X;V.forEach(ue=>{ue[0]+=Q,ue[1]+=U}),B.gaps=V=c.gaps(i,o,l,a,V),B.clip=si(V,g.ori,b,_,m,v)}return D!=0&&(B.band=D==2?[yn(i,o,l,a,O,-1),yn(i,o,l,a,O,1)]:yn(i,o,l,a,O,D)),B})}function Gc(e,t,n,r,s,i,o=Te){if(e.length>1){let l=null;for(let a=0,c=1/0;a<e.length;a++)if(t[a]!==void 0){if(l!=null){let u=Ye(e[a]-e[l]);u<c&&(c=u,o=Ye(n(e[a],r,s,i)-n(e[l],r,s,i)))}l=a}}return o}function py(e){e=e||fs;let t=we(e.size,[.6,Te,1]),n=e.align||0,r=e.gap||0,s=e.radius;s=s==null?[0,0]:typeof s=="number"?[s,0]:s;let i=me(s),o=1-t[0],l=we(t[1],Te),a=we(t[2],1),c=we(e.disp,fs),u=we(e.each,k=>{}),{fill:f,stroke:g}=c;return(k,T,x,b)=>nr(k,T,(_,m,v,S,N,I,W,j,R,B,O)=>{let A=_.pxRound,$=n,L=r*ve,M=l*ve,F=a*ve,P,ie;S.ori==0?[P,ie]=i(k,T):[ie,P]=i(k,T);let D=S.dir*(S.ori==0?1:-1),V=S.ori==0?li:Ko,X=S.ori==0?u:(ee,Ne,He,or,Pn,Qt,Fn)=>{u(ee,Ne,He,Pn,or,Fn,Qt)},Q=we(k.bands,Vo).find(ee=>ee.series[0]==T),U=Q!=null?Q.dir:0,ue=_.fillTo(k,T,_.min,_.max,U),ne=A(W(ue,N,O,R)),q,re,fe,Ee=B,oe=A(_.width*ve),ge=!1,je=null,ut=null,_t=null,wn=null;f!=null&&(oe==0||g!=null)&&(ge=!0,je=f.values(k,T,x,b),ut=new Map,new Set(je).forEach(ee=>{ee!=null&&ut.set(ee,new Path2D)}),oe>0&&(_t=g.values(k,T,x,b),wn=new Map,new Set(_t).forEach(ee=>{ee!=null&&wn.set(ee,new Path2D)})));let{x0:xn,size:vn}=c;if(xn!=null&&vn!=null){$=1,m=xn.values(k,T,x,b),xn.unit==2&&(m=m.map(He=>k.posToVal(j+He*B,S.key,!0)));let ee=vn.values(k,T,x,b);vn.unit==2?re=ee[0]*B:re=I(ee[0],S,B,j)-I(0,S,B,j),Ee=Gc(m,v,I,S,B,j,Ee),fe=Ee-re+L}else Ee=Gc(m,v,I,S,B,j,Ee),fe=Ee*o+L,re=Ee-fe;fe<1&&(fe=0),oe>=re/2&&(oe=0),fe<5&&(A=td);let ir=fe>0,Zt=Ee-fe-(ir?oe:0);re=A($o(Zt,F,M)),q=($==0?re/2:$==D?0:re)-$*D*(($==0?L/2:0)+(ir?oe/2:0));let Ie={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},Vt=ge?null:new Path2D,ft=null;if(Q!=null)ft=k.data[Q.series[1]];else{let{y0:ee,y1:Ne}=c;ee!=null&&Ne!=null&&(v=Ne.values(k,T,x,b),ft=ee.values(k,T,x,b))}let bt=P*re,de=ie*re;for(let ee=D==1?x:b;ee>=x&&ee<=b;ee+=D){let Ne=v[ee];if(Ne==null)continue;if(ft!=null){let wt=ft[ee]??0;if(Ne-wt==0)continue;ne=W(wt,N,O,R)}let He=S.distr!=2||c!=null?m[ee]:ee,or=I(He,S,B,j),Pn=W(we(Ne,ue),N,O,R),Qt=A(or-q),Fn=A(gt(Pn,ne)),St=A(Jt(Pn,ne)),It=Fn-St;if(Ne!=null){let wt=Ne<0?de:bt,Ht=Ne<0?bt:de;ge?(oe>0&&_t[ee]!=null&&V(wn.get(_t[ee]),Qt,St+Lt(oe/2),re,gt(0,It-oe),wt,Ht),je[ee]!=null&&V(ut.get(je[ee]),Qt,St+Lt(oe/2),re,gt(0,It-oe),wt,Ht)):V(Vt,Qt,St+Lt(oe/2),re,gt(0,It-oe),wt,Ht),X(k,T,ee,Qt-oe/2,St,re+oe,It)}}return oe>0?Ie.stroke=ge?wn:Vt:ge||(Ie._fill=_.width==0?_._fill:_._stroke??_._fill,Ie.width=0),Ie.fill=ge?ut:Vt,Ie})}function my(e,t){let n=we(t?.alignGaps,0);return(r,s,i,o)=>nr(r,s,(l,a,c,u,f,g,k,T,x,b,_)=>{[i,o]=ei(c,i,o);let m=l.pxRound,v=P=>m(g(P,u,b,T)),S=P=>m(k(P,f,_,x)),N,I,W;u.ori==0?(N=ii,W=Rr,I=Nd):(N=oi,W=Pr,I=Md);let j=u.dir*(u.ori==0?1:-1),R=v(a[j==1?i:o]),B=R,O=[],A=[];for(let P=j==1?i:o;P>=i&&P<=o;P+=j)if(c[P]!=null){let D=a[P],V=v(D);O.push(B=V),A.push(S(c[P]))}let $={stroke:e(O,A,N,W,I,m),fill:null,clip:null,band:null,gaps:null,flags:Or},L=$.stroke,[M,F]=Uo(r,s);if(l.fill!=null||M!=0){let P=$.fill=new Path2D(L),ie=l.fillTo(r,s,l.min,l.max,M),D=S(ie);W(P,B,D),W(P,R,D)}if(!l.spanGaps){let P=[];P.push(...qo(a,c,i,o,j,v,n)),$.gaps=P=l.gaps(r,s,i,o,P),$.clip=si(P,u.ori,T,x,b,_)}return F!=0&&($.band=F==2?[yn(r,s,i,o,L,-1),yn(r,s,i,o,L,1)]:yn(r,s,i,o,L,F)),$})}function gy(e){return my(yy,e)}function yy(e,t,n,r,s,i){let o=e.length;if(o<2)return null;let l=new Path2D;if(n(l,e[0],t[0]),o==2)r(l,e[1],t[1]);else{let a=Array(o),c=Array(o-1),u=Array(o-1),f=Array(o-1);for(let g=0;g<o-1;g++)u[g]=t[g+1]-t[g],f[g]=e[g+1]-e[g],c[g]=u[g]/f[g];a[0]=c[0];for(let g=1;g<o-1;g++)c[g]===0||c[g-1]===0||c[g-1]>0!=c[g]>0?a[g]=0:(a[g]=3*(f[g-1]+f[g])/((2*f[g]+f[g-1])/c[g-1]+(f[g]+2*f[g-1])/c[g]),isFinite(a[g])||(a[g]=0));a[o-1]=c[o-2];for(let g=0;g<o-1;g++)s(l,e[g]+f[g]/3,t[g]+a[g]*f[g]/3,e[g+1]-f[g]/3,t[g+1]-a[g+1]*f[g]/3,e[g+1],t[g+1])}return l}var Io=new Set;function Uc(){for(let e of Io)e.syncRect(!0)}Ir&&(er(Xg,Mr,Uc),er(Zg,Mr,Uc,!0),er(Xs,Mr,()=>{Ge.pxRatio=ve}));var by=Ld(),wy=$d();function qc(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((i,o)=>Ro(i,o,t,n))}function xy(e,t){return e.map((n,r)=>r==0?{}:Ve({},t,n))}function Ro(e,t,n,r){return Ve({},t==0?n:r,e)}function Od(e,t,n){return t==null?Cr:[t,n]}var vy=Od;function ky(e,t,n){return t==null?Cr:Zs(t,n,Do,!0)}function Id(e,t,n,r){return t==null?Cr:ti(t,n,e.scales[r].log,!1)}var _y=Id;function Rd(e,t,n,r){return t==null?Cr:zo(t,n,e.scales[r].log,!1)}var Sy=Rd;function Ey(e,t,n,r,s){let i=gt(Tc(e),Tc(t)),o=t-e,l=Kt(s/r*o,n);do{let a=n[l],c=r*a/o;if(c>=s&&i+(a<5?Rn.get(a):0)<=17)return[a,c]}while(++l<n.length);return[0,0]}function Kc(e){let t,n;return e=e.replace(/(\d+)px/,(r,s)=>(t=We((n=+s)*ve))+"px"),[e,t,n]}function Ty(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=Ae(t[2]*ve,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Ge(e,t,n){let r={mode:we(e.mode,1)},s=r.mode;function i(d,p,y,w){let E=p.valToPct(d);return w+y*(p.dir==-1?1-E:E)}function o(d,p,y,w){let E=p.valToPct(d);return w+y*(p.dir==-1?E:1-E)}function l(d,p,y,w){return p.ori==0?i(d,p,y,w):o(d,p,y,w)}r.valToPosH=i,r.valToPosV=o;let a=!1;r.status=0;let c=r.root=zt(Og);if(e.id!=null&&(c.id=e.id),Ct(c,e.class),e.title){let d=zt(Pg,c);d.textContent=e.title}let u=qt("canvas"),f=r.ctx=u.getContext("2d"),g=zt(Fg,c);er("click",g,d=>{d.target===T&&(Me!=yr||Oe!=br)&&st.click(r,d)},!0);let k=r.under=zt(jg,g);g.appendChild(u);let T=r.over=zt(zg,g);e=Lr(e);let x=+we(e.pxAlign,1),b=Yc(x);(e.plugins||[]).forEach(d=>{d.opts&&(e=d.opts(r,e)||e)});let _=e.ms||.001,m=r.series=s==1?qc(e.series||[],jc,Hc,!1):xy(e.series||[null],Vc),v=r.axes=qc(e.axes||[],Fc,Dc,!0),S=r.scales={},N=r.bands=e.bands||[];N.forEach(d=>{d.fill=me(d.fill||null),d.dir=we(d.dir,-1)});let I=s==2?m[1].facets[0].scale:m[0].scale,W={axes:_h,series:bh},j=(e.drawOrder||["axes","series"]).map(d=>W[d]);function R(d){let p=d.distr==3?y=>gn(y>0?y:d.clamp(r,y,d.min,d.max,d.key)):d.distr==4?y=>ko(y,d.asinh):d.distr==100?y=>d.fwd(y):y=>y;return y=>{let w=p(y),{_min:E,_max:C}=d,z=C-E;return(w-E)/z}}function B(d){let p=S[d];if(p==null){let y=(e.scales||fs)[d]||fs;if(y.from!=null){B(y.from);let w=Ve({},S[y.from],y,{key:d});w.valToPct=R(w),S[d]=w}else{p=S[d]=Ve({},d==I?_d:ay,y),p.key=d;let w=p.time,E=p.range,C=In(E);if((d!=I||s==2&&!w)&&(C&&(E[0]==null||E[1]==null)&&(E={min:E[0]==null?_c:{mode:1,hard:E[0],soft:E[0]},max:E[1]==null?_c:{mode:1,hard:E[1],soft:E[1]}},C=!1),!C&&ri(E))){let z=E;E=(Y,G,J)=>G==null?Cr:Zs(G,J,z)}p.range=me(E||(w?vy:d==I?p.distr==3?_y:p.distr==4?Sy:Od:p.distr==3?Id:p.distr==4?Rd:ky)),p.auto=me(C?!1:p.auto),p.clamp=me(p.clamp||ly),p._min=p._max=null,p.valToPct=R(p)}}}B("x"),B("y"),s==1&&m.forEach(d=>{B(d.scale)}),v.forEach(d=>{B(d.scale)});for(let d in e.scales)B(d);let O=S[I],A=O.distr,$,L;O.ori==0?(Ct(c,Ig),$=i,L=o):(Ct(c,Rg),$=o,L=i);let M={};for(let d in S){let p=S[d];(p.min!=null||p.max!=null)&&(M[d]={min:p.min,max:p.max},p.min=p.max=null)}let F=e.tzDate||(d=>new Date(We(d/_))),P=e.fmtDate||Ho,ie=_==1?I0(F):F0(F),D=Ic(F,Oc(_==1?O0:P0,P)),V=Pc(F,Rc(z0,P)),X=[],Q=r.legend=Ve({},V0,e.legend),U=r.cursor=Ve({},q0,{drag:{y:s==2}},e.cursor),ue=Q.show,ne=U.show,q=Q.markers;Q.idxs=X,q.width=me(q.width),q.dash=me(q.dash),q.stroke=me(q.stroke),q.fill=me(q.fill);let re,fe,Ee,oe=[],ge=[],je,ut=!1,_t={};if(Q.live){let d=m[1]?m[1].values:null;ut=d!=null,je=ut?d(r,1,0):{_:0};for(let p in je)_t[p]=Fo}if(ue)if(re=qt("table",Yg,c),Ee=qt("tbody",null,re),Q.mount(r,re),ut){fe=qt("thead",null,re,Ee);let d=qt("tr",null,fe);qt("th",null,d);for(var wn in je)qt("th",dc,d).textContent=wn}else Ct(re,Ug),Q.live&&Ct(re,Gg);let xn={show:!0},vn={show:!1};function ir(d,p){if(p==0&&(ut||!Q.live||s==2))return Cr;let y=[],w=qt("tr",qg,Ee,Ee.childNodes[p]);Ct(w,d.class),d.show||Ct(w,Qn);let E=qt("th",null,w);if(q.show){let Y=zt(Kg,E);if(p>0){let G=q.width(r,p);G&&(Y.style.border=G+"px "+q.dash(r,p)+" "+q.stroke(r,p)),Y.style.background=q.fill(r,p)}}let C=zt(dc,E);d.label instanceof HTMLElement?C.appendChild(d.label):C.textContent=d.label,p>0&&(q.show||(C.style.color=d.width>0?q.stroke(r,p):q.fill(r,p)),Ie("click",E,Y=>{if(U._lock)return;zn(Y);let G=m.indexOf(d);if((Y.ctrlKey||Y.metaKey)!=Q.isolate){let J=m.some((Z,te)=>te>0&&te!=G&&Z.show);m.forEach((Z,te)=>{te>0&&tn(te,J?te==G?xn:vn:xn,!0,Be.setSeries)})}else tn(G,{show:!d.show},!0,Be.setSeries)},!1),ar&&Ie(pc,E,Y=>{U._lock||(zn(Y),tn(m.indexOf(d),xr,!0,Be.setSeries))},!1));for(var z in je){let Y=qt("td",Jg,w);Y.textContent="--",y.push(Y)}return[w,y]}let Zt=new Map;function Ie(d,p,y,w=!0){let E=Zt.get(p)||{},C=U.bind[d](r,p,y,w);C&&(er(d,p,E[d]=C),Zt.set(p,E))}function Vt(d,p,y){let w=Zt.get(p)||{};for(let E in w)(d==null||E==d)&&(Mo(E,p,w[E]),delete w[E]);d==null&&Zt.delete(p)}let ft=0,bt=0,de=0,ee=0,Ne=0,He=0,or=Ne,Pn=He,Qt=de,Fn=ee,St=0,It=0,wt=0,Ht=0;r.bbox={};let Ni=!1,vs=!1,lr=!1,jn=!1,ks=!1,Rt=!1;function Mi(d,p,y){(y||d!=r.width||p!=r.height)&&xl(d,p),hr(!1),lr=!0,vs=!0,pr()}function xl(d,p){r.width=ft=de=d,r.height=bt=ee=p,Ne=He=0,uh(),fh();let y=r.bbox;St=y.left=Xn(Ne*ve,.5),It=y.top=Xn(He*ve,.5),wt=y.width=Xn(de*ve,.5),Ht=y.height=Xn(ee*ve,.5)}let ah=3;function ch(){let d=!1,p=0;for(;!d;){p++;let y=vh(p),w=kh(p);d=p==ah||y&&w,d||(xl(r.width,r.height),vs=!0)}}function dh({width:d,height:p}){Mi(d,p)}r.setSize=dh;function uh(){let d=!1,p=!1,y=!1,w=!1;v.forEach((E,C)=>{if(E.show&&E._show){let{side:z,_size:Y}=E,G=z%2,J=E.label!=null?E.labelSize:0,Z=Y+J;Z>0&&(G?(de-=Z,z==3?(Ne+=Z,w=!0):y=!0):(ee-=Z,z==0?(He+=Z,d=!0):p=!0))}}),Dn[0]=d,Dn[1]=y,Dn[2]=p,Dn[3]=w,de-=kn[1]+kn[3],Ne+=kn[3],ee-=kn[2]+kn[0],He+=kn[0]}function fh(){let d=Ne+de,p=He+ee,y=Ne,w=He;function E(C,z){switch(C){case 1:return d+=z,d-z;case 2:return p+=z,p-z;case 3:return y-=z,y+z;case 0:return w-=z,w+z}}v.forEach((C,z)=>{if(C.show&&C._show){let Y=C.side;C._pos=E(Y,C._size),C.label!=null&&(C._lpos=E(Y,C.labelSize))}})}if(U.dataIdx==null){let d=U.hover,p=d.skip=new Set(d.skip??[]);p.add(void 0);let y=d.prox=me(d.prox),w=d.bias??(d.bias=0);U.dataIdx=(E,C,z,Y)=>{if(C==0)return z;let G=z,J=y(E,C,z,Y)??Te,Z=J>=0&&J<Te,te=O.ori==0?de:ee,ce=U.left,xe=t[0],be=t[C];if(p.has(be[z])){G=null;let pe=null,le=null,se;if(w==0||w==-1)for(se=z;pe==null&&se-- >0;)p.has(be[se])||(pe=se);if(w==0||w==1)for(se=z;le==null&&se++<be.length;)p.has(be[se])||(le=se);if(pe!=null||le!=null)if(Z){let Ce=pe==null?-1/0:$(xe[pe],O,te,0),Pe=le==null?1/0:$(xe[le],O,te,0),Ze=ce-Ce,Se=Pe-ce;Ze<=Se?Ze<=J&&(G=pe):Se<=J&&(G=le)}else G=le==null?pe:pe==null?le:z-pe<=le-z?pe:le}else Z&&Ye(ce-$(xe[z],O,te,0))>J&&(G=null);return G}}let zn=d=>{U.event=d};U.idxs=X,U._lock=!1;let lt=U.points;lt.show=me(lt.show),lt.size=me(lt.size),lt.stroke=me(lt.stroke),lt.width=me(lt.width),lt.fill=me(lt.fill);let en=r.focus=Ve({},e.focus||{alpha:.3},U.focus),ar=en.prox>=0,cr=ar&&lt.one,Pt=[],dr=[],ur=[];function vl(d,p){let y=lt.show(r,p);if(y instanceof HTMLElement)return Ct(y,Wg),Ct(y,d.class),dn(y,-10,-10,de,ee),T.insertBefore(y,Pt[p]),y}function kl(d,p){if(s==1||p>0){let y=s==1&&S[d.scale].time,w=d.value;d.value=y?Mc(w)?Pc(F,Rc(w,P)):w||V:w||sy,d.label=d.label||(y?J0:K0)}if(cr||p>0){d.width=d.width==null?1:d.width,d.paths=d.paths||by||a0,d.fillTo=me(d.fillTo||cy),d.pxAlign=+we(d.pxAlign,x),d.pxRound=Yc(d.pxAlign),d.stroke=me(d.stroke||null),d.fill=me(d.fill||null),d._stroke=d._fill=d._paths=d._focus=null;let y=iy(gt(1,d.width),1),w=d.points=Ve({},{size:y,width:gt(1,y*.2),stroke:d.stroke,space:y*2,paths:wy,_stroke:null,_fill:null},d.points);w.show=me(w.show),w.filter=me(w.filter),w.fill=me(w.fill),w.stroke=me(w.stroke),w.paths=me(w.paths),w.pxAlign=d.pxAlign}if(ue){let y=ir(d,p);oe.splice(p,0,y[0]),ge.splice(p,0,y[1]),Q.values.push(null)}if(ne){X.splice(p,0,null);let y=null;cr?p==0&&(y=vl(d,p)):p>0&&(y=vl(d,p)),Pt.splice(p,0,y),dr.splice(p,0,0),ur.splice(p,0,0)}Xe("addSeries",p)}function hh(d,p){p=p??m.length,d=s==1?Ro(d,p,jc,Hc):Ro(d,p,{},Vc),m.splice(p,0,d),kl(m[p],p)}r.addSeries=hh;function ph(d){if(m.splice(d,1),ue){Q.values.splice(d,1),ge.splice(d,1);let p=oe.splice(d,1)[0];Vt(null,p.firstChild),p.remove()}ne&&(X.splice(d,1),Pt.splice(d,1)[0].remove(),dr.splice(d,1),ur.splice(d,1)),Xe("delSeries",d)}r.delSeries=ph;let Dn=[!1,!1,!1,!1];function mh(d,p){if(d._show=d.show,d.show){let y=d.side%2,w=S[d.scale];w==null&&(d.scale=y?m[1].scale:I,w=S[d.scale]);let E=w.time;d.size=me(d.size),d.space=me(d.space),d.rotate=me(d.rotate),In(d.incrs)&&d.incrs.forEach(z=>{!Rn.has(z)&&Rn.set(z,sd(z))}),d.incrs=me(d.incrs||(w.distr==2?$0:E?_==1?L0:R0:Zn)),d.splits=me(d.splits||(E&&w.distr==1?ie:w.distr==3?Co:w.distr==4?Q0:Z0)),d.stroke=me(d.stroke),d.grid.stroke=me(d.grid.stroke),d.ticks.stroke=me(d.ticks.stroke),d.border.stroke=me(d.border.stroke);let C=d.values;d.values=In(C)&&!In(C[0])?me(C):E?In(C)?Ic(F,Oc(C,P)):Mc(C)?j0(F,C):C||D:C||X0,d.filter=me(d.filter||(w.distr>=3&&w.log==10?ny:w.distr==3&&w.log==2?ry:nd)),d.font=Kc(d.font),d.labelFont=Kc(d.labelFont),d._size=d.size(r,null,p,0),d._space=d._rotate=d._incrs=d._found=d._splits=d._values=null,d._size>0&&(Dn[p]=!0,d._el=zt(Dg,g))}}function Wr(d,p,y,w){let[E,C,z,Y]=y,G=p%2,J=0;return G==0&&(Y||C)&&(J=p==0&&!E||p==2&&!z?We(Fc.size/3):0),G==1&&(E||z)&&(J=p==1&&!C||p==3&&!Y?We(Dc.size/2):0),J}let _l=r.padding=(e.padding||[Wr,Wr,Wr,Wr]).map(d=>me(we(d,Wr))),kn=r._padding=_l.map((d,p)=>d(r,p,Dn,0)),rt,Ue=null,qe=null,_s=s==1?m[0].idxs:null,Wt=null,Yr=!1;function Sl(d,p){if(t=d??[],r.data=r._data=t,s==2){rt=0;for(let y=1;y<m.length;y++)rt+=t[y][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Wt=t[0],rt=Wt.length;let y=t;if(A==2){y=t.slice();let w=y[0]=Array(rt);for(let E=0;E<rt;E++)w[E]=E}r._data=t=y}if(hr(!0),Xe("setData"),A==2&&(lr=!0),p!==!1){let y=O;y.auto(r,Yr)?$i():Sn(I,y.min,y.max),jn=jn||U.left>=0,Rt=!0,pr()}}r.setData=Sl;function $i(){Yr=!0;let d,p;s==1&&(rt>0?(Ue=_s[0]=0,qe=_s[1]=rt-1,d=t[0][Ue],p=t[0][qe],A==2?(d=Ue,p=qe):d==p&&(A==3?[d,p]=ti(d,d,O.log,!1):A==4?[d,p]=zo(d,d,O.log,!1):O.time?p=d+We(86400/_):[d,p]=Zs(d,p,Do,!0))):(Ue=_s[0]=d=null,qe=_s[1]=p=null)),Sn(I,d,p)}let Ss,fr,Ci,Li,Oi,Ii,Ri,Pi,Fi,xt;function El(d,p,y,w,E,C){d??(d=fc),y??(y=Vo),w??(w="butt"),E??(E=fc),C??(C="round"),d!=Ss&&(f.strokeStyle=Ss=d),E!=fr&&(f.fillStyle=fr=E),p!=Ci&&(f.lineWidth=Ci=p),C!=Oi&&(f.lineJoin=Oi=C),w!=Ii&&(f.lineCap=Ii=w),y!=Li&&f.setLineDash(Li=y)}function Tl(d,p,y,w){p!=fr&&(f.fillStyle=fr=p),d!=Ri&&(f.font=Ri=d),y!=Pi&&(f.textAlign=Pi=y),w!=Fi&&(f.textBaseline=Fi=w)}function ji(d,p,y,w,E=0){if(w.length>0&&d.auto(r,Yr)&&(p==null||p.min==null)){let C=we(Ue,0),z=we(qe,w.length-1),Y=y.min==null?n0(w,C,z,E,d.distr==3):[y.min,y.max];d.min=Jt(d.min,y.min=Y[0]),d.max=gt(d.max,y.max=Y[1])}}let Al={min:null,max:null};function gh(){for(let w in S){let E=S[w];M[w]==null&&(E.min==null||M[I]!=null&&E.auto(r,Yr))&&(M[w]=Al)}for(let w in S){let E=S[w];M[w]==null&&E.from!=null&&M[E.from]!=null&&(M[w]=Al)}M[I]!=null&&hr(!0);let d={};for(let w in M){let E=M[w];if(E!=null){let C=d[w]=Lr(S[w],u0);if(E.min!=null)Ve(C,E);else if(w!=I||s==2)if(rt==0&&C.from==null){let z=C.range(r,null,null,w);C.min=z[0],C.max=z[1]}else C.min=Te,C.max=-Te}}if(rt>0){m.forEach((w,E)=>{if(s==1){let C=w.scale,z=M[C];if(z==null)return;let Y=d[C];if(E==0){let G=Y.range(r,Y.min,Y.max,C);Y.min=G[0],Y.max=G[1],Ue=Kt(Y.min,t[0]),qe=Kt(Y.max,t[0]),qe-Ue>1&&(t[0][Ue]<Y.min&&Ue++,t[0][qe]>Y.max&&qe--),w.min=Wt[Ue],w.max=Wt[qe]}else w.show&&w.auto&&ji(Y,z,w,t[E],w.sorted);w.idxs[0]=Ue,w.idxs[1]=qe}else if(E>0&&w.show&&w.auto){let[C,z]=w.facets,Y=C.scale,G=z.scale,[J,Z]=t[E],te=d[Y],ce=d[G];te!=null&&ji(te,M[Y],C,J,C.sorted),ce!=null&&ji(ce,M[G],z,Z,z.sorted),w.min=z.min,w.max=z.max}});for(let w in d){let E=d[w],C=M[w];if(E.from==null&&(C==null||C.min==null)){let z=E.range(r,E.min==Te?null:E.min,E.max==-Te?null:E.max,w);E.min=z[0],E.max=z[1]}}}for(let w in d){let E=d[w];if(E.from!=null){let C=d[E.from];if(C.min==null)E.min=E.max=null;else{let z=E.range(r,C.min,C.max,w);E.min=z[0],E.max=z[1]}}}let p={},y=!1;for(let w in d){let E=d[w],C=S[w];if(C.min!=E.min||C.max!=E.max){C.min=E.min,C.max=E.max;let z=C.distr;C._min=z==3?gn(C.min):z==4?ko(C.min,C.asinh):z==100?C.fwd(C.min):C.min,C._max=z==3?gn(C.max):z==4?ko(C.max,C.asinh):z==100?C.fwd(C.max):C.max,p[w]=y=!0}}if(y){m.forEach((w,E)=>{s==2?E>0&&p.y&&(w._paths=null):p[w.scale]&&(w._paths=null)});for(let w in p)lr=!0,Xe("setScale",w);ne&&U.left>=0&&(jn=Rt=!0)}for(let w in M)M[w]=null}function yh(d){let p=$o(Ue-1,0,rt-1),y=$o(qe+1,0,rt-1);for(;d[p]==null&&p>0;)p--;for(;d[y]==null&&y<rt-1;)y++;return[p,y]}function bh(){if(rt>0){let d=m.some(p=>p._focus)&&xt!=en.alpha;d&&(f.globalAlpha=xt=en.alpha),m.forEach((p,y)=>{if(y>0&&p.show&&(Nl(y,!1),Nl(y,!0),p._paths==null)){let w=xt;xt!=p.alpha&&(f.globalAlpha=xt=p.alpha);let E=s==2?[0,t[y][0].length-1]:yh(t[y]);p._paths=p.paths(r,y,E[0],E[1]),xt!=w&&(f.globalAlpha=xt=w)}}),m.forEach((p,y)=>{if(y>0&&p.show){let w=xt;xt!=p.alpha&&(f.globalAlpha=xt=p.alpha),p._paths!=null&&Ml(y,!1);{let E=p._paths!=null?p._paths.gaps:null,C=p.points.show(r,y,Ue,qe,E),z=p.points.filter(r,y,C,E);(C||z)&&(p.points._paths=p.points.paths(r,y,Ue,qe,z),Ml(y,!0))}xt!=w&&(f.globalAlpha=xt=w),Xe("drawSeries",y)}}),d&&(f.globalAlpha=xt=1)}}function Nl(d,p){let y=p?m[d].points:m[d];y._stroke=y.stroke(r,d),y._fill=y.fill(r,d)}function Ml(d,p){let y=p?m[d].points:m[d],{stroke:w,fill:E,clip:C,flags:z,_stroke:Y=y._stroke,_fill:G=y._fill,_width:J=y.width}=y._paths;J=Ae(J*ve,3);let Z=null,te=J%2/2;p&&G==null&&(G=J>0?"#fff":Y);let ce=y.pxAlign==1&&te>0;if(ce&&f.translate(te,te),!p){let xe=St-J/2,be=It-J/2,pe=wt+J,le=Ht+J;Z=new Path2D,Z.rect(xe,be,pe,le)}p?zi(Y,J,y.dash,y.cap,G,w,E,z,C):wh(d,Y,J,y.dash,y.cap,G,w,E,z,Z,C),ce&&f.translate(-te,-te)}function wh(d,p,y,w,E,C,z,Y,G,J,Z){let te=!1;G!=0&&N.forEach((ce,xe)=>{if(ce.series[0]==d){let be=m[ce.series[1]],pe=t[ce.series[1]],le=(be._paths||fs).band;In(le)&&(le=ce.dir==1?le[0]:le[1]);let se,Ce=null;be.show&&le&&s0(pe,Ue,qe)?(Ce=ce.fill(r,xe)||C,se=be._paths.clip):le=null,zi(p,y,w,E,Ce,z,Y,G,J,Z,se,le),te=!0}}),te||zi(p,y,w,E,C,z,Y,G,J,Z)}let $l=Or|Oo;function zi(d,p,y,w,E,C,z,Y,G,J,Z,te){El(d,p,y,w,E),(G||J||te)&&(f.save(),G&&f.clip(G),J&&f.clip(J)),te?(Y&$l)==$l?(f.clip(te),Z&&f.clip(Z),Ts(E,z),Es(d,C,p)):Y&Oo?(Ts(E,z),f.clip(te),Es(d,C,p)):Y&Or&&(f.save(),f.clip(te),Z&&f.clip(Z),Ts(E,z),f.restore(),Es(d,C,p)):(Ts(E,z),Es(d,C,p)),(G||J||te)&&f.restore()}function Es(d,p,y){y>0&&(p instanceof Map?p.forEach((w,E)=>{f.strokeStyle=Ss=E,f.stroke(w)}):p!=null&&d&&f.stroke(p))}function Ts(d,p){p instanceof Map?p.forEach((y,w)=>{f.fillStyle=fr=w,f.fill(y)}):p!=null&&d&&f.fill(p)}function xh(d,p,y,w){let E=v[d],C;if(w<=0)C=[0,0];else{let z=E._space=E.space(r,d,p,y,w),Y=E._incrs=E.incrs(r,d,p,y,w,z);C=Ey(p,y,Y,w,z)}return E._found=C}function Di(d,p,y,w,E,C,z,Y,G,J){let Z=z%2/2;x==1&&f.translate(Z,Z),El(Y,z,G,J,Y),f.beginPath();let te,ce,xe,be,pe=E+(w==0||w==3?-C:C);y==0?(ce=E,be=pe):(te=E,xe=pe);for(let le=0;le<d.length;le++)p[le]!=null&&(y==0?te=xe=d[le]:ce=be=d[le],f.moveTo(te,ce),f.lineTo(xe,be));f.stroke(),x==1&&f.translate(-Z,-Z)}function vh(d){let p=!0;return v.forEach((y,w)=>{if(!y.show)return;let E=S[y.scale];if(E.min==null){y._show&&(p=!1,y._show=!1,hr(!1));return}else y._show||(p=!1,y._show=!0,hr(!1));let C=y.side,z=C%2,{min:Y,max:G}=E,[J,Z]=xh(w,Y,G,z==0?de:ee);if(Z==0)return;let te=E.distr==2,ce=y._splits=y.splits(r,w,Y,G,J,Z,te),xe=E.distr==2?ce.map(se=>Wt[se]):ce,be=E.distr==2?Wt[ce[1]]-Wt[ce[0]]:J,pe=y._values=y.values(r,y.filter(r,xe,w,Z,be),w,Z,be);y._rotate=C==2?y.rotate(r,pe,w,Z):0;let le=y._size;y._size=Dt(y.size(r,pe,w,d)),le!=null&&y._size!=le&&(p=!1)}),p}function kh(d){let p=!0;return _l.forEach((y,w)=>{let E=y(r,w,Dn,d);E!=kn[w]&&(p=!1),kn[w]=E}),p}function _h(){for(let d=0;d<v.length;d++){let p=v[d];if(!p.show||!p._show)continue;let y=p.side,w=y%2,E,C,z=p.stroke(r,d),Y=y==0||y==3?-1:1,[G,J]=p._found;if(p.label!=null){let pt=p.labelGap*Y,At=We((p._lpos+pt)*ve);Tl(p.labelFont[0],z,"center",y==2?"top":uc),f.save(),w==1?(E=C=0,f.translate(At,We(It+Ht/2)),f.rotate((y==3?-Js:Js)/2)):(E=We(St+wt/2),C=At);let Hn=ed(p.label)?p.label(r,d,G,J):p.label;f.fillText(Hn,E,C),f.restore()}if(J==0)continue;let Z=S[p.scale],te=w==0?wt:Ht,ce=w==0?St:It,xe=p._splits,be=Z.distr==2?xe.map(pt=>Wt[pt]):xe,pe=Z.distr==2?Wt[xe[1]]-Wt[xe[0]]:G,le=p.ticks,se=p.border,Ce=le.show?le.size:0,Pe=We(Ce*ve),Ze=We((p.alignTo==2?p._size-Ce-p.gap:p.gap)*ve),Se=p._rotate*-Js/180,Fe=b(p._pos*ve),Et=(Pe+Ze)*Y,ht=Fe+Et;C=w==0?ht:0,E=w==1?ht:0;let Ft=p.font[0],Yt=p.align==1?Ar:p.align==2?wo:Se>0?Ar:Se<0?wo:w==0?"center":y==3?wo:Ar,rn=Se||w==1?"middle":y==2?"top":uc;Tl(Ft,z,Yt,rn);let Tt=p.font[1]*p.lineGap,jt=xe.map(pt=>b(l(pt,Z,te,ce))),Gt=p._values;for(let pt=0;pt<Gt.length;pt++){let At=Gt[pt];if(At!=null){w==0?E=jt[pt]:C=jt[pt],At=""+At;let Hn=At.indexOf(`
`)==-1?[At]:At.split(/\n/gm);for(let mt=0;mt<Hn.length;mt++){let Kl=Hn[mt];Se?(f.save(),f.translate(E,C+mt*Tt),f.rotate(Se),f.fillText(Kl,0,0),f.restore()):f.fillText(Kl,E,C+mt*Tt)}}}le.show&&Di(jt,le.filter(r,be,d,J,pe),w,y,Fe,Pe,Ae(le.width*ve,3),le.stroke(r,d),le.dash,le.cap);let sn=p.grid;sn.show&&Di(jt,sn.filter(r,be,d,J,pe),w,w==0?2:1,w==0?It:St,w==0?Ht:wt,Ae(sn.width*ve,3),sn.stroke(r,d),sn.dash,sn.cap),se.show&&Di([Fe],[1],w==0?1:0,w==0?1:2,w==1?It:St,w==1?Ht:wt,Ae(se.width*ve,3),se.stroke(r,d),se.dash,se.cap)}Xe("drawAxes")}function hr(d){m.forEach((p,y)=>{y>0&&(p._paths=null,d&&(s==1?(p.min=null,p.max=null):p.facets.forEach(w=>{w.min=null,w.max=null})))})}let As=!1,Bi=!1,Gr=[];function Sh(){Bi=!1;for(let d=0;d<Gr.length;d++)Xe(...Gr[d]);Gr.length=0}function pr(){As||(b0(Cl),As=!0)}function Eh(d,p=!1){As=!0,Bi=p,d(r),Cl(),p&&Gr.length>0&&queueMicrotask(Sh)}r.batch=Eh;function Cl(){if(Ni&&(gh(),Ni=!1),lr&&(ch(),lr=!1),vs){if(Le(k,Ar,Ne),Le(k,"top",He),Le(k,as,de),Le(k,cs,ee),Le(T,Ar,Ne),Le(T,"top",He),Le(T,as,de),Le(T,cs,ee),Le(g,as,ft),Le(g,cs,bt),u.width=We(ft*ve),u.height=We(bt*ve),v.forEach(({_el:d,_show:p,_size:y,_pos:w,side:E})=>{if(d!=null)if(p){let C=E===3||E===0?y:0,z=E%2==1;Le(d,z?"left":"top",w-C),Le(d,z?"width":"height",y),Le(d,z?"top":"left",z?He:Ne),Le(d,z?"height":"width",z?ee:de),No(d,Qn)}else Ct(d,Qn)}),Ss=fr=Ci=Oi=Ii=Ri=Pi=Fi=Li=null,xt=1,Kr(!0),Ne!=or||He!=Pn||de!=Qt||ee!=Fn){hr(!1);let d=de/Qt,p=ee/Fn;if(ne&&!jn&&U.left>=0){U.left*=d,U.top*=p,mr&&dn(mr,We(U.left),0,de,ee),gr&&dn(gr,0,We(U.top),de,ee);for(let y=0;y<Pt.length;y++){let w=Pt[y];w!=null&&(dr[y]*=d,ur[y]*=p,dn(w,Dt(dr[y]),Dt(ur[y]),de,ee))}}if($e.show&&!ks&&$e.left>=0&&$e.width>0){$e.left*=d,$e.width*=d,$e.top*=p,$e.height*=p;for(let y in Ui)Le(wr,y,$e[y])}or=Ne,Pn=He,Qt=de,Fn=ee}Xe("setSize"),vs=!1}ft>0&&bt>0&&(f.clearRect(0,0,u.width,u.height),Xe("drawClear"),j.forEach(d=>d()),Xe("draw")),$e.show&&ks&&(Ns($e),ks=!1),ne&&jn&&(Vn(null,!0,!1),jn=!1),Q.show&&Q.live&&Rt&&(Yi(),Rt=!1),a||(a=!0,r.status=1,Xe("ready")),Yr=!1,As=!1}r.redraw=(d,p)=>{lr=p||!1,d!==!1?Sn(I,O.min,O.max):pr()};function Vi(d,p){let y=S[d];if(y.from==null){if(rt==0){let w=y.range(r,p.min,p.max,d);p.min=w[0],p.max=w[1]}if(p.min>p.max){let w=p.min;p.min=p.max,p.max=w}if(rt>1&&p.min!=null&&p.max!=null&&p.max-p.min<1e-16)return;d==I&&y.distr==2&&rt>0&&(p.min=Kt(p.min,t[0]),p.max=Kt(p.max,t[0]),p.min==p.max&&p.max++),M[d]=p,Ni=!0,pr()}}r.setScale=Vi;let Hi,Wi,mr,gr,Ll,Ol,yr,br,Il,Rl,Me,Oe,_n=!1,st=U.drag,Ke=st.x,Je=st.y;ne&&(U.x&&(Hi=zt(Vg,T)),U.y&&(Wi=zt(Hg,T)),O.ori==0?(mr=Hi,gr=Wi):(mr=Wi,gr=Hi),Me=U.left,Oe=U.top);let $e=r.select=Ve({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),wr=$e.show?zt(Bg,$e.over?T:k):null;function Ns(d,p){if($e.show){for(let y in d)$e[y]=d[y],y in Ui&&Le(wr,y,d[y]);p!==!1&&Xe("setSelect")}}r.setSelect=Ns;function Th(d){if(m[d].show)ue&&No(oe[d],Qn);else if(ue&&Ct(oe[d],Qn),ne){let y=cr?Pt[0]:Pt[d];y!=null&&dn(y,-10,-10,de,ee)}}function Sn(d,p,y){Vi(d,{min:p,max:y})}function tn(d,p,y,w){p.focus!=null&&Ch(d),p.show!=null&&m.forEach((E,C)=>{C>0&&(d==C||d==null)&&(E.show=p.show,Th(C),s==2?(Sn(E.facets[0].scale,null,null),Sn(E.facets[1].scale,null,null)):Sn(E.scale,null,null),pr())}),y!==!1&&Xe("setSeries",d,p),w&&Jr("setSeries",r,d,p)}r.setSeries=tn;function Ah(d,p){Ve(N[d],p)}function Nh(d,p){d.fill=me(d.fill||null),d.dir=we(d.dir,-1),p=p??N.length,N.splice(p,0,d)}function Mh(d){d==null?N.length=0:N.splice(d,1)}r.addBand=Nh,r.setBand=Ah,r.delBand=Mh;function $h(d,p){m[d].alpha=p,ne&&Pt[d]!=null&&(Pt[d].style.opacity=p),ue&&oe[d]&&(oe[d].style.opacity=p)}let pn,En,Bn,xr={focus:!0};function Ch(d){if(d!=Bn){let p=d==null,y=en.alpha!=1;m.forEach((w,E)=>{if(s==1||E>0){let C=p||E==0||E==d;w._focus=p?null:C,y&&$h(E,C?1:en.alpha)}}),Bn=d,y&&pr()}}ue&&ar&&Ie(mc,re,d=>{U._lock||(zn(d),Bn!=null&&tn(null,xr,!0,Be.setSeries))});function nn(d,p,y){let w=S[p];y&&(d=d/ve-(w.ori==1?He:Ne));let E=de;w.ori==1&&(E=ee,d=E-d),w.dir==-1&&(d=E-d);let C=w._min,z=w._max,Y=d/E,G=C+(z-C)*Y,J=w.distr;return J==3?$r(10,G):J==4?o0(G,w.asinh):J==100?w.bwd(G):G}function Lh(d,p){let y=nn(d,I,p);return Kt(y,t[0],Ue,qe)}r.valToIdx=d=>Kt(d,t[0]),r.posToIdx=Lh,r.posToVal=nn,r.valToPos=(d,p,y)=>S[p].ori==0?i(d,S[p],y?wt:de,y?St:0):o(d,S[p],y?Ht:ee,y?It:0),r.setCursor=(d,p,y)=>{Me=d.left,Oe=d.top,Vn(null,p,y)};function Pl(d,p){Le(wr,Ar,$e.left=d),Le(wr,as,$e.width=p)}function Fl(d,p){Le(wr,"top",$e.top=d),Le(wr,cs,$e.height=p)}let Ur=O.ori==0?Pl:Fl,qr=O.ori==1?Pl:Fl;function Oh(){if(ue&&Q.live)for(let d=s==2?1:0;d<m.length;d++){if(d==0&&ut)continue;let p=Q.values[d],y=0;for(let w in p)ge[d][y++].firstChild.nodeValue=p[w]}}function Yi(d,p){if(d!=null&&(d.idxs?d.idxs.forEach((y,w)=>{X[w]=y}):d0(d.idx)||X.fill(d.idx),Q.idx=X[0]),ue&&Q.live){for(let y=0;y<m.length;y++)(y>0||s==1&&!ut)&&Ih(y,X[y]);Oh()}Rt=!1,p!==!1&&Xe("setLegend")}r.setLegend=Yi;function Ih(d,p){let y=m[d],w=d==0&&A==2?Wt:t[d],E;ut?E=y.values(r,d,p)??_t:(E=y.value(r,p==null?null:w[p],d,p),E=E==null?_t:{_:E}),Q.values[d]=E}function Vn(d,p,y){Il=Me,Rl=Oe,[Me,Oe]=U.move(r,Me,Oe),U.left=Me,U.top=Oe,ne&&(mr&&dn(mr,We(Me),0,de,ee),gr&&dn(gr,0,We(Oe),de,ee));let w,E=Ue>qe;pn=Te,En=null;let C=O.ori==0?de:ee,z=O.ori==1?de:ee;if(Me<0||rt==0||E){w=U.idx=null;for(let Y=0;Y<m.length;Y++){let G=Pt[Y];G!=null&&dn(G,-10,-10,de,ee)}ar&&tn(null,xr,!0,d==null&&Be.setSeries),Q.live&&(X.fill(w),Rt=!0)}else{let Y,G,J;s==1&&(Y=O.ori==0?Me:Oe,G=nn(Y,I),w=U.idx=Kt(G,t[0],Ue,qe),J=$(t[0][w],O,C,0));let Z=-10,te=-10,ce=0,xe=0,be=!0,pe="",le="";for(let se=s==2?1:0;se<m.length;se++){let Ce=m[se],Pe=X[se],Ze=Pe==null?null:s==1?t[se][Pe]:t[se][1][Pe],Se=U.dataIdx(r,se,w,G),Fe=Se==null?null:s==1?t[se][Se]:t[se][1][Se];if(Rt=Rt||Fe!=Ze||Se!=Pe,X[se]=Se,se>0&&Ce.show){let Et=Se==null?-10:Se==w?J:$(s==1?t[0][Se]:t[se][0][Se],O,C,0),ht=Fe==null?-10:L(Fe,s==1?S[Ce.scale]:S[Ce.facets[1].scale],z,0);if(ar&&Fe!=null){let Ft=O.ori==1?Me:Oe,Yt=Ye(en.dist(r,se,Se,ht,Ft));if(Yt<pn){let rn=en.bias;if(rn!=0){let Tt=nn(Ft,Ce.scale),jt=Fe>=0?1:-1,Gt=Tt>=0?1:-1;Gt==jt&&(Gt==1?rn==1?Fe>=Tt:Fe<=Tt:rn==1?Fe<=Tt:Fe>=Tt)&&(pn=Yt,En=se)}else pn=Yt,En=se}}if(Rt||cr){let Ft,Yt;O.ori==0?(Ft=Et,Yt=ht):(Ft=ht,Yt=Et);let rn,Tt,jt,Gt,sn,pt,At=!0,Hn=lt.bbox;if(Hn!=null){At=!1;let mt=Hn(r,se);jt=mt.left,Gt=mt.top,rn=mt.width,Tt=mt.height}else jt=Ft,Gt=Yt,rn=Tt=lt.size(r,se);if(pt=lt.fill(r,se),sn=lt.stroke(r,se),cr)se==En&&pn<=en.prox&&(Z=jt,te=Gt,ce=rn,xe=Tt,be=At,pe=pt,le=sn);else{let mt=Pt[se];mt!=null&&(dr[se]=jt,ur[se]=Gt,kc(mt,rn,Tt,At),xc(mt,pt,sn),dn(mt,Dt(jt),Dt(Gt),de,ee))}}}}if(cr){let se=en.prox,Ce=Bn==null?pn<=se:pn>se||En!=Bn;if(Rt||Ce){let Pe=Pt[0];Pe!=null&&(dr[0]=Z,ur[0]=te,kc(Pe,ce,xe,be),xc(Pe,pe,le),dn(Pe,Dt(Z),Dt(te),de,ee))}}}if($e.show&&_n)if(d!=null){let[Y,G]=Be.scales,[J,Z]=Be.match,[te,ce]=d.cursor.sync.scales,xe=d.cursor.drag;if(Ke=xe._x,Je=xe._y,Ke||Je){let{left:be,top:pe,width:le,height:se}=d.select,Ce=d.scales[te].ori,Pe=d.posToVal,Ze,Se,Fe,Et,ht,Ft=Y!=null&&J(Y,te),Yt=G!=null&&Z(G,ce);Ft&&Ke?(Ce==0?(Ze=be,Se=le):(Ze=pe,Se=se),Fe=S[Y],Et=$(Pe(Ze,te),Fe,C,0),ht=$(Pe(Ze+Se,te),Fe,C,0),Ur(Jt(Et,ht),Ye(ht-Et))):Ur(0,C),Yt&&Je?(Ce==1?(Ze=be,Se=le):(Ze=pe,Se=se),Fe=S[G],Et=L(Pe(Ze,ce),Fe,z,0),ht=L(Pe(Ze+Se,ce),Fe,z,0),qr(Jt(Et,ht),Ye(ht-Et))):qr(0,z)}else qi()}else{let Y=Ye(Il-Ll),G=Ye(Rl-Ol);if(O.ori==1){let ce=Y;Y=G,G=ce}Ke=st.x&&Y>=st.dist,Je=st.y&&G>=st.dist;let J=st.uni;J!=null?Ke&&Je&&(Ke=Y>=J,Je=G>=J,!Ke&&!Je&&(G>Y?Je=!0:Ke=!0)):st.x&&st.y&&(Ke||Je)&&(Ke=Je=!0);let Z,te;Ke&&(O.ori==0?(Z=yr,te=Me):(Z=br,te=Oe),Ur(Jt(Z,te),Ye(te-Z)),Je||qr(0,z)),Je&&(O.ori==1?(Z=yr,te=Me):(Z=br,te=Oe),qr(Jt(Z,te),Ye(te-Z)),Ke||Ur(0,C)),!Ke&&!Je&&(Ur(0,0),qr(0,0))}if(st._x=Ke,st._y=Je,d==null){if(y){if(ql!=null){let[Y,G]=Be.scales;Be.values[0]=Y!=null?nn(O.ori==0?Me:Oe,Y):null,Be.values[1]=G!=null?nn(O.ori==1?Me:Oe,G):null}Jr(xo,r,Me,Oe,de,ee,w)}if(ar){let Y=y&&Be.setSeries,G=en.prox;Bn==null?pn<=G&&tn(En,xr,!0,Y):pn>G?tn(null,xr,!0,Y):En!=Bn&&tn(En,xr,!0,Y)}}Rt&&(Q.idx=w,Yi()),p!==!1&&Xe("setCursor")}let Tn=null;Object.defineProperty(r,"rect",{get(){return Tn==null&&Kr(!1),Tn}});function Kr(d=!1){d?Tn=null:(Tn=T.getBoundingClientRect(),Xe("syncRect",Tn))}function jl(d,p,y,w,E,C,z){U._lock||_n&&d!=null&&d.movementX==0&&d.movementY==0||(Gi(d,p,y,w,E,C,z,!1,d!=null),d!=null?Vn(null,!0,!0):Vn(p,!0,!1))}function Gi(d,p,y,w,E,C,z,Y,G){if(Tn==null&&Kr(!1),zn(d),d!=null)y=d.clientX-Tn.left,w=d.clientY-Tn.top;else{if(y<0||w<0){Me=-10,Oe=-10;return}let[J,Z]=Be.scales,te=p.cursor.sync,[ce,xe]=te.values,[be,pe]=te.scales,[le,se]=Be.match,Ce=p.axes[0].side%2==1,Pe=O.ori==0?de:ee,Ze=O.ori==1?de:ee,Se=Ce?C:E,Fe=Ce?E:C,Et=Ce?w:y,ht=Ce?y:w;if(be!=null?y=le(J,be)?l(ce,S[J],Pe,0):-10:y=Pe*(Et/Se),pe!=null?w=se(Z,pe)?l(xe,S[Z],Ze,0):-10:w=Ze*(ht/Fe),O.ori==1){let Ft=y;y=w,w=Ft}}G&&(p==null||p.cursor.event.type==xo)&&((y<=1||y>=de-1)&&(y=Xn(y,de)),(w<=1||w>=ee-1)&&(w=Xn(w,ee))),Y?(Ll=y,Ol=w,[yr,br]=U.move(r,y,w)):(Me=y,Oe=w)}let Ui={width:0,height:0,left:0,top:0};function qi(){Ns(Ui,!1)}let zl,Dl,Bl,Vl;function Hl(d,p,y,w,E,C,z){_n=!0,Ke=Je=st._x=st._y=!1,Gi(d,p,y,w,E,C,z,!0,!1),d!=null&&(Ie(vo,To,Wl,!1),Jr(hc,r,yr,br,de,ee,null));let{left:Y,top:G,width:J,height:Z}=$e;zl=Y,Dl=G,Bl=J,Vl=Z}function Wl(d,p,y,w,E,C,z){_n=st._x=st._y=!1,Gi(d,p,y,w,E,C,z,!1,!0);let{left:Y,top:G,width:J,height:Z}=$e,te=J>0||Z>0,ce=zl!=Y||Dl!=G||Bl!=J||Vl!=Z;if(te&&ce&&Ns($e),st.setScale&&te&&ce){let xe=Y,be=J,pe=G,le=Z;if(O.ori==1&&(xe=G,be=Z,pe=Y,le=J),Ke&&Sn(I,nn(xe,I),nn(xe+be,I)),Je)for(let se in S){let Ce=S[se];se!=I&&Ce.from==null&&Ce.min!=Te&&Sn(se,nn(pe+le,se),nn(pe,se))}qi()}else U.lock&&(U._lock=!U._lock,Vn(p,!0,d!=null));d!=null&&(Vt(vo,To),Jr(vo,r,Me,Oe,de,ee,null))}function Rh(d,p,y,w,E,C,z){if(U._lock)return;zn(d);let Y=_n;if(_n){let G=!0,J=!0,Z=10,te,ce;O.ori==0?(te=Ke,ce=Je):(te=Je,ce=Ke),te&&ce&&(G=Me<=Z||Me>=de-Z,J=Oe<=Z||Oe>=ee-Z),te&&G&&(Me=Me<yr?0:de),ce&&J&&(Oe=Oe<br?0:ee),Vn(null,!0,!0),_n=!1}Me=-10,Oe=-10,X.fill(null),Vn(null,!0,!0),Y&&(_n=Y)}function Yl(d,p,y,w,E,C,z){U._lock||(zn(d),$i(),qi(),d!=null&&Jr(gc,r,Me,Oe,de,ee,null))}function Gl(){v.forEach(Ty),Mi(r.width,r.height,!0)}er(Xs,Mr,Gl);let vr={};vr.mousedown=Hl,vr.mousemove=jl,vr.mouseup=Wl,vr.dblclick=Yl,vr.setSeries=(d,p,y,w)=>{let E=Be.match[2];y=E(r,p,y),y!=-1&&tn(y,w,!0,!1)},ne&&(Ie(hc,T,Hl),Ie(xo,T,jl),Ie(pc,T,d=>{zn(d),Kr(!1)}),Ie(mc,T,Rh),Ie(gc,T,Yl),Io.add(r),r.syncRect=Kr);let Ms=r.hooks=e.hooks||{};function Xe(d,p,y){Bi?Gr.push([d,p,y]):d in Ms&&Ms[d].forEach(w=>{w.call(null,r,p,y)})}(e.plugins||[]).forEach(d=>{for(let p in d.hooks)Ms[p]=(Ms[p]||[]).concat(d.hooks[p])});let Ul=(d,p,y)=>y,Be=Ve({key:null,setSeries:!1,filters:{pub:Ac,sub:Ac},scales:[I,m[1]?m[1].scale:null],match:[Nc,Nc,Ul],values:[null,null]},U.sync);Be.match.length==2&&Be.match.push(Ul),U.sync=Be;let ql=Be.key,Ki=Sd(ql);function Jr(d,p,y,w,E,C,z){Be.filters.pub(d,p,y,w,E,C,z)&&Ki.pub(d,p,y,w,E,C,z)}Ki.sub(r);function Ph(d,p,y,w,E,C,z){Be.filters.sub(d,p,y,w,E,C,z)&&vr[d](null,p,y,w,E,C,z)}r.pub=Ph;function Fh(){Ki.unsub(r),Io.delete(r),Zt.clear(),Mo(Xs,Mr,Gl),c.remove(),re?.remove(),Xe("destroy")}r.destroy=Fh;function Ji(){Xe("init",e,t),Sl(t||e.data,!1),M[I]?Vi(I,M[I]):$i(),ks=$e.show&&($e.width>0||$e.height>0),jn=Rt=!0,Mi(e.width,e.height)}return m.forEach(kl),v.forEach(mh),n?n instanceof HTMLElement?(n.appendChild(c),Ji()):n(r,Ji):Ji(),r}Ge.assign=Ve;Ge.fmtNum=Bo;Ge.rangeNum=Zs;Ge.rangeLog=ti;Ge.rangeAsinh=zo;Ge.orient=nr;Ge.pxRatio=ve;Ge.join=y0;Ge.fmtDate=Ho,Ge.tzDate=N0;Ge.sync=Sd;{Ge.addGap=dy,Ge.clipGaps=si;let e=Ge.paths={points:$d};e.linear=Ld,e.stepped=hy,e.bars=py,e.spline=gy}function Pd(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var Xt=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function Ay(){let e=Pd();return e?e.classList.contains("dark-mode")?"dark":"light":Xt&&Xt.matches?"dark":"light"}function Fd(e){let t=document.documentElement,n=()=>{let o=Ay();t.dataset.theme!==o&&(t.dataset.theme=o,t.style.colorScheme=o,e&&e(o))};n();let r=[],s=Pd();if(s)try{let o=new window.parent.MutationObserver(n);o.observe(s,{attributes:!0,attributeFilter:["class"]}),r.push(()=>o.disconnect())}catch{}if(Xt){let o=()=>n();Xt.addEventListener?Xt.addEventListener("change",o):Xt.addListener&&Xt.addListener(o),r.push(()=>{Xt.removeEventListener?Xt.removeEventListener("change",o):Xt.removeListener&&Xt.removeListener(o)})}let i=()=>r.splice(0).forEach(o=>o());return window.addEventListener("pagehide",i,{once:!0}),i}function ze(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function rr(e,t){return Xa(ze(e,""),t)}var jd=240,Dd=e=>Jn(e)||"NaN",zd=e=>Number((10**e).toPrecision(12));function Ny(e){return e==null?"":ae(e,3)}function Jo(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((l,a)=>{if(typeof l!="number"||!Number.isFinite(l))return;let c=n[a];r.set(l,typeof c=="number"&&Number.isFinite(c)?c:null)});let s=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(l=>l&&typeof l.step=="number").sort((l,a)=>l.step-a.step);for(let l of s)r.set(l.step,null);let i=[...r.keys()].sort((l,a)=>l-a),o=i.map(l=>r.get(l));return{xs:i,ys:o,nonfinite:s}}function My(e){let t=1/0,n=-1/0;for(let s of e)s!=null&&(s<t&&(t=s),s>n&&(n=s));let r=t!==1/0&&t>0;return{possible:r,suggested:r&&n/t>1e4}}function $y(e,t,n){let r=e?{range:(i,o,l)=>{if(!Number.isFinite(o)||!Number.isFinite(l))return[0,1];let a=Math.floor(o+1e-9);return[a,Math.max(a+1,Math.ceil(l-1e-9))]}}:{range:(i,o,l)=>{if(o===null||l===null||!Number.isFinite(o)||!Number.isFinite(l))return[0,1];if(o===l)return[o-Math.abs(o||1)*.1,l+Math.abs(l||1)*.1];let a=(l-o)*.05;return[o-a,l+a]}},s=os(t,n,e?`${ye(Qe.loss)} (log scale)`:ye(Qe.loss),{...e?{splits:i=>Vs(10**i.scales.y.min,10**i.scales.y.max).map(Math.log10),filter:(i,o)=>o}:{},size:(i,o)=>{if(!o)return 50;let l=Math.max(...o.map(a=>String(a).length),3);return Math.ceil(l*7.5)+14},values:(i,o)=>o.map(l=>Ny(e?zd(l):l))});return{scale:r,axis:s,toPlot:i=>i==null?null:e?Math.log10(i):i,value:(i,o)=>o==null?"—":ae(e?zd(o):o,6)}}function ai(e){let n=(e&&Array.isArray(e.findings)?e.findings:[]).find(r=>r&&r.kind===Mn.training_error);if(n){let r=n.evidence&&Number.isInteger(n.evidence.completed_steps)?n.evidence.completed_steps:null,s=_r(n);return r===0?`No loss was logged: training ${s||"crashed"}, before any step finished. The findings say why.`:`No loss was logged: training ${s||"crashed"}. The findings say why.`}return"No loss was logged for this run yet."}function Cy(e){return{hooks:{draw:[t=>{let n=e();if(!n.length)return;let{ctx:r}=t,{left:s,top:i,width:o,height:l}=t.bbox,a=window.devicePixelRatio||1;r.save(),r.beginPath(),r.rect(s,i,o,l),r.clip(),r.strokeStyle=ze("--critical","#d32f2f"),r.fillStyle=r.strokeStyle,r.lineWidth=1.5*a,r.setLineDash([4*a,3*a]),r.font=`${11*a}px system-ui, sans-serif`,r.textBaseline="top";let c=!1;for(let u of n){let f=Math.round(t.valToPos(u.step,"x",!0))+.5;if(!(f<s-1||f>s+o+1)&&(r.beginPath(),r.moveTo(f,i),r.lineTo(f,i+l),r.stroke(),!c)){let g=Dd(u.value),k=r.measureText(g).width,T=f+4*a+k>s+o?f-4*a-k:f+4*a;r.fillText(g,T,i+4*a),c=!0}}r.restore()}]}}}function Xo(e,{toggleId:t}){let n=h("input",{type:"checkbox",id:t}),r=h("label",{class:"log-toggle",for:t,hidden:!0},n," Log scale"),s=null,i=null,o=!1,l=()=>{s&&s.destroy(),s=null};function a(u){if(i=u,l(),H(e),r.hidden=!i||!i.xs.length,!i||!i.xs.length)return;let f=My(i.series.flatMap(m=>m.ys));n.disabled=!f.possible,o||(n.checked=f.suggested);let g=f.possible&&n.checked,k=ze("--fg-muted","#666"),T=ze("--grid","rgba(0,0,0,0.08)"),x=$y(g,k,T),b=i.markers||[],_={width:Math.max(200,e.clientWidth||e.parentElement&&e.parentElement.clientWidth||600),height:jd,plugins:[Cy(()=>b),Hs()],scales:{x:{time:!1,range:(m,v,S)=>{if(v===null||S===null)return[0,1];if(v===S)return[v-1,S+1];let N=b.length?(S-v)*.02:0;return[v-N,S+N]}},y:x.scale},axes:[Ws(k,T),x.axis],series:[{label:"step"},...i.series.map(m=>({label:m.label,stroke:ze(...m.stroke),width:2,spanGaps:!1,points:{show:i.xs.length<=60,size:4},value:x.value}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};s=new Ge(_,[i.xs,...i.series.map(m=>m.ys.map(x.toPlot))],e)}n.addEventListener("change",()=>{o=!0,a(i)});let c=new ResizeObserver(()=>{if(!s)return;let u=Math.max(200,e.clientWidth);Math.abs(u-s.width)>1&&s.setSize({width:u,height:jd})});return c.observe(e),{toggle:r,draw:a,redraw:()=>i&&a(i),destroy(){c.disconnect(),l()}}}function Bd(e){let t=h("h3",null,ye(Qe.loss)),n=h("p",{class:"chart-note",id:"loss-note",role:"status"}),r=h("div",{class:"chart-box",id:"loss-plot"}),s=Xo(r,{toggleId:"loss-log-scale"});H(e,h("div",{class:"card-head"},t,s.toggle),n,r);let i=null;return{update(o,l){if(l&&l===i)return;i=l||null;let a=Jo(o||{}),c=a.nonfinite;if(e.dataset.points=String(a.xs.length),e.dataset.nonfinite=String(c.length),!a.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",s.draw(null);return}if(c.length){let u=c[0],f=c.length-1;n.className="chart-note alert",n.textContent=`The loss became ${Dd(u.value)} at step ${u.step}`+(f?` (${f} more non-finite step${f===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${a.xs.length} step${a.xs.length===1?"":"s"} logged; all finite.`;s.draw({xs:a.xs,markers:c,series:[{label:ye(Qe.loss),stroke:["--accent","#1967d2"],ys:a.ys}]})},showNote(o){i=null,s.draw(null),e.dataset.points="0",n.className="chart-note muted",n.textContent=o},showError(o){i=null,s.draw(null),n.className="chart-note error-text",n.textContent=o},retheme:()=>s.redraw(),destroy:()=>s.destroy()}}function vt(e){return h("h2",{class:"section-title"},e)}function _e({id:e,className:t="",title:n,aside:r=null,hidden:s=!1},...i){let o=typeof n=="string"?h("h3",null,n):n,l=typeof r=="string"?h("span",{class:"muted small"},r):r;return h("section",{class:`card ${t}`.trim(),id:e,hidden:s},h("div",{class:"card-head"},o,l),...i)}function Fr(e,{id:t,onchange:n}){let r=h("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:h("label",{class:"inline-picker"},h("span",null,e),r)}}function ps(e,t,n,r=s=>s){let s=t.join(`
`);e.dataset.options!==s&&(H(e,t.map(i=>h("option",{value:i},r(i)))),e.dataset.options=s),n!==null&&(e.value=n),e.disabled=!t.length}function yt(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function it(e,t){e.hidden=!t,e.textContent=t||""}function sr(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}var Zo=12,Ly=2,Qo=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function Vd(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return Re(e.length,"item");let t=e.slice(0,Zo).map(Nn).join(", ");return e.length>Zo?`${t} and ${e.length-Zo} more`:t}return Qo(e)&&!Object.keys(e).length?"none":Nn(e)}function el(e,t=[]){if(!Qo(e))return[{key:t.join(" › ")||"Value",value:Vd(e)}];let n=[];for(let[r,s]of Object.entries(e)){let i=[...t,Zr(r)];Qo(s)&&Object.keys(s).length&&i.length<Ly?n.push(...el(s,i)):n.push({key:i.join(" › "),value:Vd(s)})}return n}function ci(e){return{area:e,create:(t,n)=>Oy(t,n,e)}}function Oy(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=h("tbody");H(e,vt(t.title),_e({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},h("table",{class:"evidence-table generic-summary"},r)));let s=null;return{async update(i,o){let l=o&&o.areas?o.areas[n]:void 0,a=l!=null;yt(e,a);let c=a?JSON.stringify(l):null;!a||c===s||(s=c,H(r,el(l).map(({key:u,value:f})=>h("tr",null,h("th",{scope:"row"},u),h("td",null,f)))))},focusFinding:()=>!1,retheme(){},destroy(){H(e)}}}var Hd=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
`;var Ry=["input_shape","layer_input","layer_rank","layer_call"],Py=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],un=e=>Array.isArray(e)?e:[];function Yd(e){let t=e&&e.areas&&e.areas[he.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=un(t.loss_checks).filter(s=>s&&typeof s=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function Gd(e){return un(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:ms(t.y_true),yPred:ms(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function Ud(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>at(n)===he.shapes)}function ms(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function tl(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>ms(t&&t.shape)).join("  ")}function di(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function Wd(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function Fy(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function qd(e,t){let n=t.some(a=>Ry.includes(Wd(a))&&(a.evidence||{}).source==="the data"),r=t.some(a=>Py.includes(Wd(a))),s=e.data||{},i=un(s.x),o=un(s.y),l=(a,c,u,f)=>c&&c.path?`${a}.${c.path}`:f>1?`${a}[${u}]`:a;return{data:[...i.map((a,c)=>({role:l("x",a,c,i.length),spec:a,mismatch:n})),...o.map((a,c)=>({role:l("y",a,c,o.length),spec:a,mismatch:r}))],model:[...un(e.model_inputs).map(a=>({role:"input",spec:a,mismatch:n,note:a.inferred?"(subclassed: taken from the data)":a.name?`\`${a.name}\``:""})),...un(e.model_outputs).map(a=>({role:"output",spec:a,mismatch:r,note:a.layer?`of \`${a.layer}\``:""}))],losses:un(e.loss).map(a=>a.name)}}function Kd(e,t,n){let r=new Map;for(let i of t)typeof i.layer=="string"&&i.layer&&!r.has(i.layer)&&r.set(i.layer,i);let s=new Set;return un(e.rows).map(i=>{let o=r.get(i.name),l=i.status==="failed",a=!!o||l,c=!!(o&&o.severity==="warning"),u=[`depth-${Math.min(i.depth||0,9)}`,i.trainable===!1?"not-trainable":"",a?"row-mismatch":"",c?"row-warning":"",i.status?`row-${i.status}`:"",n&&i.name===n?"focused":""].filter(Boolean),f=null;a&&!s.has(i.name)&&(s.add(i.name),f=o?Fy(o):i.error||"This call failed.");let g=k=>k&&k[0]||null;return{row:i,classes:u,bad:a,warning:c,outputs:i.outputs&&i.outputs.length?tl(i.outputs):l?"—":"",dtype:(g(i.outputs)||{}).dtype||(g(i.inputs)||{}).dtype||"",status:l?"failed here":i.status==="raised_inside"?"raised inside":"",note:f}})}function Jd(e,t){let r=un(e.rows).filter(s=>(s.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${Re(r,"layer call")} · ${di(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${di(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function Xd(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=un(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var Qd=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function Zd({role:e,spec:t,mismatch:n,note:r}){return h("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},h("span",{class:"spec-role"},e),h("span",{class:"spec-shape"},ms(t&&t.shape)),h("span",{class:"spec-dtype"},t&&t.dtype||""),r?h("span",{class:"muted"},Cn(r)):null)}function jy(e,t){let n=qd(e,t);return[h("div",{class:"spec-box",id:"data-spec"},h("h4",null,"Data (one batch)"),h("ul",{class:"spec-list"},n.data.map(Zd),n.data.length?null:h("li",{class:"muted"},"Not known (a generator?)"))),h("div",{class:"spec-box",id:"model-spec"},h("h4",null,"Model"),h("ul",{class:"spec-list"},n.model.map(Zd),n.losses.length?h("li",{class:"spec-item","data-role":"loss"},h("span",{class:"spec-role"},"loss"),h("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function zy({row:e,classes:t,bad:n,warning:r,outputs:s,dtype:i,status:o,note:l}){return[h("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},h("td",{class:"num muted"},String(e.index)),h("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},h("span",{class:"layer-name"},e.name),h("span",{class:"layer-class"},e.class)),h("td",{class:"shape-cell"},tl(e.inputs)),h("td",{class:"shape-cell"},s),h("td",{class:"shape-cell muted"},i),h("td",{class:"num"},di(e.params)),h("td",null,e.trainable===!1?"no":"yes"),h("td",{class:"status-cell"},o)),l===null?null:h("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},h("td",null,""),h("td",{colspan:Qd.length-1},l))]}function Dy(e,t){et("trainhealth-shapes-style",Hd),e.id="shape-health",e.hidden=!0;let n=null,r=null,s=[],i=null,o=h("p",{class:"shape-note muted",id:"shape-note",role:"status"}),l=h("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),a=h("div",{class:"spec-compare",id:"shape-specs"}),c=h("div",{class:"table-scroll shape-scroll"}),u=_e({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},o,l,a,c),f=h("tbody"),g=_e({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},h("table",{class:"data-table",id:"loss-shapes-table"},h("thead",null,h("tr",null,["Step","y_true","y_pred","Verdict"].map(b=>h("th",null,b)))),f));H(e,vt(t.title),u,g);function k(b){g.hidden=!b.length,H(f,Gd(b).map(_=>h("tr",{class:_.ok?null:"mismatch"},h("td",{class:"num"},_.step),h("td",{class:"shape-cell"},_.yTrue),h("td",{class:"shape-cell"},_.yPred),h("td",null,_.verdict))))}function T(b,_){o.textContent=Jd(b,_);let m=Xd(b);l.hidden=!m,H(l,Cn(m)),H(a,jy(b,s));let v=h("tr",null,Qd.map(([S,N])=>h("th",N?{class:N}:null,S)));H(c,h("table",{class:"data-table shape-table",id:"shape-table"},h("thead",null,v),h("tbody",null,Kd(b,s,i).map(zy))))}function x(b){i=b;for(let S of c.querySelectorAll("tr.focused"))S.classList.remove("focused");let _=b?[...c.querySelectorAll("tr[data-layer]")].filter(S=>S.dataset.layer===b):[];for(let S of _)S.classList.add("focused");let m=_[0]||u;u.dataset.focused=b||"";let v=()=>m.scrollIntoView&&m.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(v):v()}return{async update(b,_){b!==n&&(n=b,r=null,i=null),s=Ud(_);let m=Yd(_);if(yt(e,!!m),!m)return;let v=`${JSON.stringify(m)}
${JSON.stringify(s)}`;v!==r&&(r=v,u.hidden=!m.table,m.table&&T(m.table,m.tables),k(m.lossChecks),i&&m.table&&x(i))},focusFinding(b){return at(b)!==he.shapes||e.hidden?!1:(x(typeof b.layer=="string"?b.layer:null),!0)},retheme(){},destroy(){H(e)}}}var eu={area:he.shapes,create:Dy};var tu=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
`;var nu=`/* The layer x step heatmap (heatmap.js), for every view that draws one.
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
`;var Hy=he.nonfinite,Wy="missing",ui=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],Yy=190,Gy=56,rl=10,nl=13;function sl(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(ui.length-1),n=Math.min(ui.length-2,Math.floor(t)),r=t-n,s=ui[n],i=ui[n+1];return[0,1,2].map(o=>Math.round(s[o]+(i[o]-s[o])*r))}function fi(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(l=>Array.isArray(l)&&l.length>=2):[],s=Array.isArray(t.values)?t.values:[],i=r.length,o=new Set;for(let l of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(l)&&l.length>=2&&o.add(l[0]*i+l[1]);return{layers:n,steps:r,values:s,nonfinite:o,stat:String(t.stat||""),logScale:!!t.log_scale}}function jr(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(s=>Array.isArray(s)&&s.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(s=>s[1]>s[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function zr(e){return Math.max(50,Math.min(5e3,e))}function ru(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function il(e){return Math.round(Math.min(Yy,Math.max(Gy,e+16)))}function ol(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),s=Math.max(t,n??t),i=-1,o=-1;return e.forEach((l,a)=>{Array.isArray(l)&&l[1]>=r&&l[0]<=s&&(i<0&&(i=a),o=a)}),i<0?null:[i,o]}function hi(e,{logScale:t,stat:n}){let r=1/0,s=-1/0,i=0;for(let o of e)if(Array.isArray(o)){for(let l of o)if(!(typeof l!="number"||!Number.isFinite(l))){if(t&&l<=0){i++;continue}l<r&&(r=l),l>s&&(s=l)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:i}:{lo:0,hi:1,log:!1,nonPositive:i};if(t){if(s/r<10){let o=Math.sqrt(r*s);r=Math.min(r,o/Math.sqrt(10)),s=Math.max(s,o*Math.sqrt(10))}return{lo:r,hi:s,log:!0,nonPositive:i}}if(r===s){let o=Math.abs(r)*.1||1;r-=o,s+=o}return{lo:r,hi:s,log:!1,nonPositive:0}}function ll(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function su(e){if(!e.log)return zs(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,s=[];if(r<3){for(let o=t-1;o<=n;o++)for(let l of[1,2,5]){let a=l*10**o;a>=e.lo*(1-1e-9)&&a<=e.hi*(1+1e-9)&&s.push(Number(a.toPrecision(6)))}return s}let i=Math.max(1,Math.ceil(r/7));for(let o=t;o<=n;o+=i)s.push(10**o);return s}function iu(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:ae(t)}function ou(e,t,n){let r=e.layers.length,s=e.steps.length,i=new Uint8ClampedArray(r*s*4);for(let o=0;o<r;o++){let l=e.values[o]||[];for(let a=0;a<s;a++){let c=l[a],u;e.nonfinite.has(o*s+a)?u=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?u=n.missing:t.log&&c<=0?u=n.zero:u=sl(ll(t,c));let f=(o*s+a)*4;i[f]=u[0],i[f+1]=u[1],i[f+2]=u[2],i[f+3]=255}}return i}function lu(e){let t=e.steps.length,n=new Set,r=new Set;for(let s of e.nonfinite)n.add(Math.floor(s/t)),r.add(s%t);return{rows:[...n].sort((s,i)=>s-i),columns:[...r].sort((s,i)=>s-i)}}function al(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]);return e.layers.map((r,s)=>n.has(r)?s:-1).filter(r=>r>=0)}function au(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function cu(e,t,n){let r=new Set(n),s=Math.max(1,Math.ceil(nl/t)),i=l=>n.some(a=>Math.abs(a-l)*t<nl&&a!==l),o=[];for(let l=0;l<e;l++){let a=r.has(l);if(!a&&(l%s!==0||i(l)))continue;let c=o[o.length-1];a&&o.length&&(l-c)*t<nl&&r.has(c)||o.push(l)}return o}function du(e){if(!Array.isArray(e)||!e.length)return[];let t=e[0][0],n=Math.max(1,e[e.length-1][1]+1-t);return e.map(([r,s])=>[(r-t)/n,(s+1-t)/n])}function Uy(e,t){if(!Array.isArray(e)||!e.length)return null;let n=e[0][0],r=e[e.length-1][1];return t<n||t>r?null:(t+.5-n)/(r+1-n)}function uu(e,t){let n=0,r=e.length-1;for(;n<=r;){let s=n+r>>1;if(t<e[s][0])r=s-1;else if(t>=e[s][1])n=s+1;else return s}return null}function fu(e){if(!e.length)return!0;let t=e[0][1]-e[0][0];return e.every(([n,r],s)=>Math.abs(r-n-t)<1e-9&&(s===0||Math.abs(n-e[s-1][1])<1e-9))}function hu(e,t){return e.length?js(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,x:Uy(e,r)})).filter(r=>r.x!==null):[]}function pu(e,t,n){let r=(e.values[t]||[])[n],s=e.nonfinite.has(t*e.steps.length+n),i=typeof r=="number"&&Number.isFinite(r),[o,l]=e.steps[n];return{layer:e.layers[t],steps:[o,l],valueText:s?"NaN / Inf":i?ae(r,4):"not logged",dataValue:s?Hy:i?String(r):Wy,nonfinite:s,mean:o!==l&&!s&&typeof r=="number"}}function mu(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function gu(e,t,n,r){let s={layers:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(s.rangeMin=String(t.lo),s.rangeMax=String(t.hi)),n&&(s.plot=[n.left,n.top,n.width,n.height].map(i=>i.toFixed(1)).join(",")),r&&e){let i=al(e,r);s.highlightLayers=JSON.stringify(i.map(l=>e.layers[l])),s.highlightRows=JSON.stringify(i),s.highlightSteps=`${r.first}-${r.last}`;let o=ol(e.steps,r.first,r.last);s.highlightColumns=o?`${o[0]}-${o[1]}`:""}return s}var yu=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var pi='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',qy=`600 ${pi}`,ct=10,Ky=40;function Dr(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){et("trainhealth-heatmap-style",nu);let s=h("canvas",{id:n,class:"heatmap-canvas",role:"img",tabindex:"0"}),i=h("div",{id:`${r}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),o=h("div",{class:"heatmap-wrap"},s,i),l=h("div",{class:"heatmap-legend",id:`${r}-legend`});H(e,o,l);let a=null,c=null,u=null,f=null,g=t,k=null,T=null,x=()=>Math.max(240,o.clientWidth||e.clientWidth||600),b=A=>A.length?Math.max(...A.map($=>cn(String($),pi))):120;function _(){let A=gu(a,c,f,u);for(let $ of yu)$ in A||delete s.dataset[$];Object.assign(s.dataset,A)}function m(){v();let A=T?j(T):null;A?B(A):R()}function v(){let A=x();if(!a||!a.layers.length||!a.steps.length){s.width=0,s.height=0,s.style.height="0px",f=null,H(l),_();return}let $=a.layers.length,L=a.steps.length,M=ru($),F=$*M,P=il(b(k||a.layers)),ie=Math.max(40,A-P-rl),D=is(s,A,Math.ceil(ct+F+Ky)),V=du(a.steps);f={left:P,top:ct,width:ie,height:F,rowH:M,n:$,m:L,edges:V};let X=rr("--heatmap-nonfinite",[232,17,45]),Q={missing:rr("--heatmap-missing",[213,216,220]),nonfinite:X,zero:rr("--heatmap-zero",[0,0,0])},U=document.createElement("canvas");U.width=L,U.height=$,U.getContext("2d").putImageData(new ImageData(ou(a,c,Q),L,$),0,0),D.imageSmoothingEnabled=!1,fu(V)?D.drawImage(U,P,ct,ie,F):(D.fillStyle=`rgb(${Q.missing.join(",")})`,D.fillRect(P,ct,ie,F),V.forEach(([fe,Ee],oe)=>{let ge=P+fe*ie;D.drawImage(U,oe,0,1,$,ge,ct,Math.max(1,P+Ee*ie-ge),F)}));let ue=lu(a);D.fillStyle=`rgb(${X.join(",")})`;for(let fe of ue.rows)D.fillRect(P+ie+2,ct+fe*M,5,Math.max(2,M));for(let fe of ue.columns){let[Ee,oe]=V[fe];D.fillRect(P+Ee*ie,ct-6,Math.max(2,(oe-Ee)*ie),4)}let ne=al(a,u);S(D,ne);let q=N(D,ne),re=I(D);$t(s,{ticksX:re,ticksY:q,xTitle:"step",yTitle:"layer"}),D.strokeStyle=ze("--card-border","#e0e3e8"),D.strokeRect(P-.5,ct-.5,ie+1,F+1),W(),_()}function S(A,$){if(!$.length)return;let{left:L,width:M,height:F,rowH:P,m:ie,edges:D}=f,V=ze("--heatmap-highlight","#ff00aa"),X=ol(a.steps,u.first,u.last)||[0,ie-1],Q=L+D[X[0]][0]*M,U=L+D[X[1]][1]*M;A.save();for(let[ue,ne]of au($)){let q=ct+ue*P,re=ct+(ne+1)*P,fe=Math.max(U-Q,3);A.lineWidth=4,A.strokeStyle="rgba(0,0,0,0.55)",A.strokeRect(Q-2,q-2,fe+4,re-q+4),A.lineWidth=2,A.strokeStyle=V,A.strokeRect(Q-2,q-2,fe+4,re-q+4),A.fillStyle=V,A.fillRect(L-5,q,3,Math.max(2,re-q))}A.fillStyle=V,A.fillRect(Q,ct+F+1,Math.max(U-Q,2),3),A.restore()}function N(A,$){let{left:L,rowH:M,n:F}=f,P=new Set($),ie=0,D=ze("--fg","#1f2328"),V=ze("--fg-muted","#5f6670");A.textAlign="right",A.textBaseline="middle";for(let X of cu(F,M,$)){let Q=P.has(X);A.font=Q?qy:pi,A.fillStyle=Q?D:V,A.fillText(Qa(a.layers[X],L-10,A.font),L-8,ct+(X+.5)*M),ie++}return ie}function I(A){let{left:$,width:L,height:M}=f,F=ze("--fg-muted","#5f6670");A.font=pi,A.fillStyle=F,A.strokeStyle=F,A.textAlign="center",A.textBaseline="top",A.lineWidth=1;let P=hu(a.steps,L);for(let{step:ie,x:D}of P){let V=$+D*L;A.beginPath(),A.moveTo(Math.round(V)+.5,ct+M),A.lineTo(Math.round(V)+.5,ct+M+5),A.stroke(),A.fillText(String(ie),Math.min(Math.max(V,$+10),$+L-10),ct+M+7)}return A.fillText("step",$+L/2,ct+M+23),P.length}function W(){if(!a)return H(l);let A=[];for(let P=0;P<=10;P++){let[ie,D,V]=sl(P/10);A.push(`rgb(${ie},${D},${V}) ${P*10}%`)}let $=h("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${A.join(", ")})`}),L=h("div",{class:"legend-ticks"},su(c).map(P=>{let ie=Math.min(1,Math.max(0,ll(c,P)));return h("span",{class:"legend-tick",style:`left: ${(ie*100).toFixed(2)}%`},iu(c,P))})),M=(P,ie,D={})=>h("span",{class:"legend-item",...D},h("span",{class:`swatch ${P}`}),ie),F=[M("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),M("cell-missing","not logged")];c.log&&c.nonPositive&&F.push(M("cell-zero",`0 (${c.nonPositive} cell${c.nonPositive===1?"":"s"})`,{id:`${r}-zero-cells`})),H(l,h("div",{class:"legend-scale"},h("span",{class:"legend-title"},`${g}${c.log?" (log₁₀ scale)":""}`),h("div",{class:"legend-bar-box"},$,L),h("span",{class:"legend-range muted",id:`${r}-range`},`${ae(c.lo)} … ${ae(c.hi)}`)),h("div",{class:"legend-extras"},F))}function j(A){if(!f||!a)return null;let $=s.getBoundingClientRect(),L=A.clientX-$.left-f.left,M=A.clientY-$.top-f.top;if(L<0||M<0||L>=f.width||M>=f.height)return null;let F=Math.min(f.n-1,Math.floor(M/f.rowH)),P=uu(f.edges,L/f.width);return P===null?null:{r:F,c:P,x:L+f.left,y:M+f.top}}function R(){i.hidden=!0;for(let A of["layer","column","steps","value"])delete i.dataset[A]}function B(A){let{r:$,c:L}=A,M=pu(a,$,L),[F,P]=M.steps;H(i,h("div",{class:"tt-title"},M.layer),h("div",{class:"tt-row muted"},`layer ${$+1} of ${f.n} · ${Kn(F,P)}`),h("div",{class:`tt-row${M.nonfinite?" error-text":""}`},`${g}: `,h("strong",null,M.valueText),M.mean?h("span",{class:"muted"}," (mean)"):null)),Object.assign(i.dataset,{layer:M.layer,column:String(L),steps:`${F}-${P}`,value:M.dataValue}),i.hidden=!1;let ie=i.offsetWidth,D=i.offsetHeight,V=A.x+14;V+ie>o.clientWidth&&(V=A.x-ie-14);let X=A.y+14;X+D>s.offsetHeight&&(X=Math.max(0,A.y-D-10)),i.style.left=`${Math.max(0,V)}px`,i.style.top=`${X}px`}s.addEventListener("mousemove",A=>{T={clientX:A.clientX,clientY:A.clientY};let $=j(T);$?B($):R()}),s.addEventListener("mouseleave",()=>{T=null,R()});let O=Tr(o,()=>a&&m());return{canvas:s,plotWidth(A){let $=Array.isArray(A)&&A.length?A:a?a.layers:[];return Math.max(40,Math.floor(x()-il(b($))-rl))},setData(A,{label:$,range:L=null,labels:M=null}={}){$&&(g=$),k=Array.isArray(M)&&M.length?M:null,a=fi(A),c=L||hi(a.values,{logScale:a.logScale,stat:a.stat}),O.sync(),m()},clear(){a=null,c=null,m()},setHighlight(A){u=A&&Array.isArray(A.layers)?A:null,m()},missingLayers:()=>mu(a,u),redraw:m,destroy(){O.disconnect()}}}var gi=Yn.activation_max_abs,bu=[{kind:on.nonfinite_activations,shape:"circle"},{kind:on.nonfinite_loss,shape:"diamond"},{kind:on.nonfinite_gradients,shape:"triangle"},{kind:on.nonfinite_weights,shape:"square"},{kind:on.loss_scale_collapse,shape:"down"}].map(e=>({...e,label:ye(e.kind)})),mi=e=>e.kind!==on.loss_scale_collapse,Jy=65504,Xy=["critical","warning","info"],yi={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function wu(e){let t=e&&e.areas&&e.areas[he.nonfinite];return t&&typeof t=="object"?t:null}function Zy(e){if(typeof e=="number"&&Number.isFinite(e))return ae(e,4);let t=Jn(e);return t?t==="NaN"?"NaN":"Inf":"—"}function Qy(e){return e.variable?String(e.variable):e.layer?String(e.layer):Jn(e.value)||""}function xu(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!Mt(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function vu(e,t){let n=-1,r=-1,s=new Set(t.events.flatMap(i=>[i.layer,i.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((i,o)=>{if(!i||i.kind!==t.kind)return;let l=0;i.step===t.step&&(l+=2),i.layer&&s.has(i.layer)&&(l+=1);let a=i.evidence&&typeof i.evidence=="object"?i.evidence:{};a.variable&&s.has(a.variable)&&(l+=1),l>r&&(n=o,r=l)}),n}function ku(e,t,n){return n<0?null:t.find(r=>vu(e,r)===n)||null}function _u(e){let t=new Set(e.map(s=>s.kind)),n=bu.filter(s=>t.has(s.kind)),r=[...t].filter(s=>!bu.some(i=>i.kind===s)).map(s=>({kind:s,label:ye(s),shape:"circle"}));return[...n,...r]}function eb(e,t){let n=e&&e.bad_step;if(n&&Mt(n.step))return n.step;let r=t.find(mi)||t[0];return r?r.step:null}function Su(e,t){let n=Math.min(...e.map(o=>o.step)),r=Math.max(...e.map(o=>o.step)),s=t&&Array.isArray(t.steps)?t.steps:[];if(s.length&&Array.isArray(s[0])&&Array.isArray(s[s.length-1])&&(n=Math.min(n,s[0][0]),r=Math.max(r,s[s.length-1][1])),r-n<10){let o=(n+r)/2;n=Math.max(0,Math.floor(o-5)),r=n+10}let i=(r-n)*.03;return[n-i,r+i]}function Eu(e){let t=e.find(mi);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=_u(e).map(s=>e.find(i=>i.step===n&&i.kind===s.kind&&mi(i))).filter(Boolean).map(s=>{let i=s.events.map(o=>o.variable||o.layer).find(Boolean);return`the ${Nt(ye(s.kind))}${i?` (${i})`:""}`});return{step:n,atFirst:Ja(r),later:e.filter(s=>s.step>n).length,earlier:e.filter(s=>s.step<n).length}}function tb(e,t){let n=t>=0?e[t]:null;return n&&Xy.includes(n.severity)?n.severity:"critical"}function Tu({groups:e,findings:t,summary:n,domain:r,boxWidth:s,measure:i}){let{left:o,right:l,top:a,laneHeight:c,bottom:u,radius:f,minWidth:g}=yi,k=_u(e),T=Math.max(g,s||0),x=T-o-l,b=a+k.length*c+u,[_,m]=r,v=$=>o+($-_)/(m-_)*x,S=k.map(($,L)=>({...$,y:a+L*c+c/2})),N=new Map(S.map($=>[$.kind,$])),I=a+k.length*c,W=js(Math.ceil(_),Math.floor(m),Math.max(2,Math.floor(x/80))).map($=>({step:$,x:v($)})),j=eb(n,e),R=v(j),B=R>o+x-90,O={step:j,x:R,labelX:B?R-4:R+4,anchor:B?"end":"start",text:e.some(mi)?`first NaN/Inf: step ${j}`:`loss scale collapsed: step ${j}`},A=[];for(let $ of S){let L=e.filter(M=>M.kind===$.kind);L.forEach((M,F)=>{let P=v(M.step),ie=vu(t,M),D=[...new Set(M.events.map(Qy).filter(Boolean))],V=D.length>1?`${D[0]} +${D.length-1}`:D[0]||"",X=L[F+1],Q=L[F-1],U=(X?v(X.step)-f-6:T-4)-(P+f+5),ue=P-f-5-(Q?v(Q.step)+f+6:o-4),q=(V?i(V):0)>U&&ue>U,re=Math.max(0,q?ue:U),fe=V&&re>=24?Ds(V,re,i):"",Ee=fe?i(fe):0,oe=D.length?` — ${D.slice(0,10).join(", ")}${D.length>10?", …":""}`:"";A.push({key:M.key,kind:M.kind,step:M.step,x:P,y:N.get(M.kind).y,shape:$.shape,findingIndex:ie,severity:tb(t,ie),title:`${$.label}: NaN/Inf at step ${M.step}${oe}`,label:fe,labelSide:q?"left":"right",hitX:q?-f-5-Ee-2:-f-3,hitWidth:2*f+6+(fe?Ee+7:0),layer:M.events.map(ge=>ge.layer).find(Boolean)||"",variable:M.events.map(ge=>ge.variable).find(Boolean)||"",count:M.events.length})})}return{width:T,height:b,domain:r,plotW:x,axisY:I,lanes:S,ticks:W,first:O,markers:A}}function Au(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(l=>l&&typeof l.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(l=>l.finite===!1)||{}).layer,s=!1,i=n.map(l=>{let a=l.finite!==!1,c=l.layer===r&&!s;return c&&(s=!0),{layer:l.layer,finite:a,first:c,propagated:!c&&!a&&s,nearLimit:l.dtype==="float16"&&typeof l.max_abs=="number"&&l.max_abs>Jy/2,maxText:Zy(l.max_abs),dtype:l.dtype?String(l.dtype):"",kind:l.kind||"layer",asInput:!!l.as_input}}),o=i.find(l=>l.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(o&&o.dtype==="float16"),firstLayer:!!(i.length&&i[0].layer===r),rows:i}}function Nu(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!Mt(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function Mu(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([s,i])=>`${s}: ${i}`).join(", ");return`${Re(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function $u(e,t,n){return!e.layers||!e.columns?`No ${Nt(ye(gi))} values were logged for this run yet.`:`${Re(e.layers,"layer output")} (first on top) × ${Kn(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${Re(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function nb(e){let t=yi.radius;switch(e){case"diamond":return K("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return K("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return K("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"square":return K("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return K("circle",{class:"nf-shape",r:t})}}function Cu(e,t,n){let{left:r,top:s,laneHeight:i,radius:o}=yi,{width:l,height:a,plotW:c,axisY:u,domain:f}=e,g=K("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:l,height:a,viewBox:`0 0 ${l} ${a}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${f[0]},${f[1]}`});e.lanes.forEach((x,b)=>{g.append(K("rect",{class:`nf-lane-bg${b%2?" odd":""}`,x:0,y:x.y-i/2,width:l,height:i}),K("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:x.y,y2:x.y}),K("text",{class:"nf-lane-label",x:10,y:x.y,"dominant-baseline":"central","data-kind":x.kind},x.label))});let k=K("g",{class:"nf-axis"},K("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:u,y2:u}));for(let x of e.ticks)k.append(K("line",{class:"nf-tick",x1:x.x,x2:x.x,y1:u,y2:u+5}),K("text",{class:"nf-tick-label",x:x.x,y:u+16,"text-anchor":"middle"},String(x.step)));k.append(K("text",{class:"nf-tick-label",x:r+c/2,y:u+30,"text-anchor":"middle"},"step")),g.append(k),$t(g,{kind:"svg",ticksX:e.ticks.length,ticksY:e.lanes.length,xTitle:"step",yTitle:"where"});let{first:T}=e;g.append(K("line",{class:"nf-first-line",x1:T.x,x2:T.x,y1:s-4,y2:u}),K("text",{class:"nf-first-label",x:T.labelX,y:s-8,"text-anchor":T.anchor},T.text));for(let x of e.markers){let b=x.labelSide==="left",_=K("g",{class:`nf-marker sev-${x.severity}${x.key===t?" selected":""}`,transform:`translate(${x.x.toFixed(1)},${x.y})`,role:"button",tabindex:"0","aria-label":x.title,"data-key":x.key,"data-kind":x.kind,"data-step":String(x.step),"data-layer":x.layer,"data-variable":x.variable,"data-count":String(x.count),"data-finding-index":x.findingIndex>=0?String(x.findingIndex):""},K("title",null,x.title),K("rect",{class:"nf-hit",x:x.hitX,y:-i/2+2,width:x.hitWidth,height:i-4}),K("circle",{class:"nf-ring",r:o+4}),nb(x.shape),x.label?K("text",{class:"nf-marker-label",x:b?-o-5:o+5,y:0,"dominant-baseline":"central","text-anchor":b?"end":"start"},x.label):null);_.addEventListener("click",()=>n(x)),_.addEventListener("keydown",m=>{(m.key==="Enter"||m.key===" ")&&(m.preventDefault(),n(x))}),g.append(_)}return g}var Lu="tb-trainhealth:numerics",rb='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',sb=go(rb);function ib(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=h("code",null,t.firstBad||"?");return t.verdict==="created"?H(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"&&t.float16&&t.firstLayer?H(e,"The first NaN/Inf is at the input of ",n,", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16."):t.verdict==="upstream"?H(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):H(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function ob(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return h("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},h("td",{class:"num muted"},String(t+1)),h("td",{class:"layer-cell"},h("code",null,e.layer),e.kind==="watch"?h("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?h("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),h("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?h("span",{class:"muted nf-as-input"}," (as its input)"):null),h("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),h("td",{class:"dtype-cell"},e.dtype||"—"))}function lb(e,t){et("trainhealth-numerics-style",tu),e.id="numerics-health",e.hidden=!0;let n=Ln(Lu),r=null,s=null,i=[],o=[],l=null,a=null,c=typeof n.run=="string"?n:null,u=null,f=null,g=0,k=()=>ln(Lu,{run:r,marker:a}),T=h("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),x=h("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),b=_e({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},T,x),_=h("h3",null,"The bad step"),m=h("p",{class:"nf-verdict",id:"bad-step-verdict"}),v=h("div",{class:"table-scroll nf-scroll"}),S=_e({id:"bad-step-card",className:"nf-card",title:_,aside:"every layer output, in execution order",hidden:!0},m,v),N=ye(gi),I=h("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),W=h("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),j=h("div",{class:"heatmap-box"}),R=_e({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${N} by layer`,aside:"per layer output, over steps",hidden:!0},I,W,j),B=Dr(j,{label:N,id:"activation-heatmap",idPrefix:"activation-heatmap"});H(e,vt(t.title),h("div",{class:"card-row"},b,S),R);function O(){if(!o.length||!l)return H(x);let D=Tu({groups:o,findings:i,summary:s,domain:l,boxWidth:x.clientWidth||e.clientWidth||600,measure:sb});H(x,Cu(D,a,V=>$(V.key,V.findingIndex)))}function A(){for(let D of x.querySelectorAll(".nf-marker"))D.classList.toggle("selected",D.dataset.key===a);x.dataset.selected=a||""}function $(D,V){a=D,k(),A(),V>=0&&t.openFinding(V)}function L(){let D=Eu(o);if(D.collapseStep!==void 0)return H(T,"The loss scale collapsed at ",h("strong",null,`step ${D.collapseStep}`),"; no NaN/Inf was recorded.");H(T,"First NaN/Inf at ",h("strong",null,`step ${D.step}`),`, in ${D.atFirst}`,D.later?`; ${Re(D.later,"later event")} after it`:"",D.earlier?`; ${Re(D.earlier,"loss-scale event")} before it`:"",".")}function M(){let D=Au(s);if(S.hidden=!D,!D)return H(v);H(_,`The bad step: step ${D.step}`),Object.assign(S.dataset,{step:String(D.step),firstBad:D.firstBad,inputsFinite:String(D.inputsFinite)}),ib(m,D);let V=h("tr",null,h("th",{class:"num"},"#"),h("th",null,"Layer output"),h("th",null,"Values"),h("th",{class:"num"},"max |x|"),h("th",null,"dtype"));H(v,D.rows.length?h("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(D.step)},h("thead",null,V),h("tbody",null,D.rows.map(ob))):h("p",{class:"muted"},"No layer outputs were recorded for this step."));let X=v.querySelector("tr.first-bad");X&&v.scrollHeight>v.clientHeight&&(v.scrollTop=Math.max(0,X.offsetTop-v.clientHeight/2))}function F(D){if(R.hidden=!!D.missing,W.hidden=!D.error,D.missing||D.error){B.clear(),I.textContent="",W.textContent=D.error?`Could not load the ${N.toLowerCase()}: ${D.error}`:"";return}B.setData(D.body,{label:N});let V=Nu(s);B.setHighlight(V);let X=Mu(s);I.textContent=$u(jr(D.body),V,V&&!B.missingLayers().length)+(X?` ${X}`:"")}async function P(D){try{return await Un(D,gi,zr(B.plotWidth()))}catch(V){return V&&(V.status===404||V.status===400)?{missing:!0,text:"missing"}:{error:V&&V.message?V.message:String(V),text:null}}}let ie=Tr(x,()=>o.length&&O());return{async update(D,V){let X=++g;D!==r&&(r=D,u=null,f=null,a=c&&c.run===D&&typeof c.marker=="string"?c.marker:null,c=null);let Q=wu(V),U=Q?xu(Q.timeline):[];if(!U.length){s=null,o=[],u=null,yt(e,!1);return}let ue=await P(D);if(X!==g||D!==r)return;let ne=Array.isArray(V.findings)?V.findings:[],q=`${JSON.stringify(Q)}
${JSON.stringify(ne)}
${ue.text}`;yt(e,!0),!(q===u&&!ue.error)&&(u=ue.error?null:q,s=Q,i=ne,o=U,a&&!o.some(re=>re.key===a)&&(a=null),l=Su(o,ue.body),(ue.text!==f||ue.error)&&(f=ue.error?null:ue.text,F(ue)),L(),ie.sync(),O(),A(),M(),k())},focusFinding(D){if(!D||e.hidden||!o.length)return!1;let V=ku(i,o,i.indexOf(D));return V&&(a=V.key,k(),A()),!1},retheme(){B.redraw()},destroy(){g+=1,ie.disconnect(),B.destroy(),H(e)}}}var Ou={area:he.nonfinite,create:lb};var Iu=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function cb(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function Ru(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=cb(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,s)=>r+s[2],0)}}).sort((t,n)=>t.step-n.step)}function Pu(e){let t=1/0,n=-1/0;for(let o of e)for(let[l,a]of o.buckets)l<t&&(t=l),a>n&&(n=a);if(t===1/0&&(t=-1,n=1),t===n){let o=Math.abs(t)*.1||.001;t-=o,n+=o}let r=e.map(o=>Math.max(0,...o.buckets.map(([l,a])=>Math.max(Math.abs(l),Math.abs(a))))).filter(o=>o>0),s=r.length?Math.min(...r):1,i=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:i/s>10,c:s/20||1e-12}}function Fu(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function ju(e,t,n,r){let s=Math.max(Math.abs(e),Math.abs(t)),i=Math.ceil(Math.log10(n*2)),o=Math.floor(Math.log10(s)),l=[];for(let f=i;f<=o;f++)l.push(10**f);let a=Math.max(1,Math.ceil((l.length*2+1)/Math.max(3,r))),c=l.filter((f,g)=>(l.length-1-g)%a===0),u=[0];for(let f of c)f<=t&&u.push(f),-f>=e&&u.unshift(-f);return u}var bi='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',bn=8,db=36,ub=14,zu=12;function Du(e){let t=h("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=h("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=h("div",{class:"histogram-wrap"},t,n),s=h("input",{type:"checkbox",id:"histogram-log-axis"}),i=h("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},s," Log value axis");H(e,h("div",{class:"histogram-controls"},i),r);let o=!1;s.addEventListener("change",()=>{o=!0,u()});let l=[],a=null,c=null;function u(){n.hidden=!0;let k=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(l.length),!l.length){is(t,k,0),c=null;return}let T=l.length,x=Math.max(3,Math.min(24,300/T)),b=Math.max(26,Math.min(56,x*2.2)),_=Math.max(...l.map(oe=>cn(`step ${oe.step}`,bi))),m=Math.ceil(_+14),v=Math.max(60,k-m-ub),S=b+(T-1)*x,N=is(t,k,bn+S+db),{lo:I,hi:W,suggestLog:j,c:R}=Pu(l);o||(s.checked=j);let B=s.checked,O=B?Fu(R):{forward:oe=>oe,inverse:oe=>oe},A=O.forward,$=O.inverse,L=A(I),M=A(W),F=M-L;L-=F*.02,M+=F*.02;let P=oe=>m+(A(oe)-L)/(M-L)*v;c={left:m,plotW:v,plotH:S,spacing:x,peak:b,n:T,xOf:P,valueAt:oe=>$(L+(oe-m)/v*(M-L))},t.dataset.logAxis=B?"true":"false";let D=ze("--fg-muted","#5f6670"),V=ze("--fg","#1f2328"),X=ze("--grid","rgba(0,0,0,0.08)"),Q=rr("--card",[255,255,255]),U=rr("--accent",[25,103,210]),ue=ze("--heatmap-highlight","#ff00aa"),ne=ze("--heatmap-nonfinite","#e8112d"),q=B?ju(I,W,R,Math.max(3,Math.floor(v/70))):zs(I,W,Math.max(2,Math.floor(v/90)));N.font=bi,N.textAlign="center",N.textBaseline="top",N.lineWidth=1;for(let oe of q){let ge=Math.round(P(oe))+.5;N.strokeStyle=X,N.beginPath(),N.moveTo(ge,bn),N.lineTo(ge,bn+S),N.stroke(),N.fillStyle=D,N.fillText(ae(oe),ge,bn+S+5)}let re=B?"gradient value (symmetric log axis)":"gradient value";N.fillText(re,m+v/2,bn+S+20);let fe=0,Ee=Math.max(1,Math.ceil(zu/x));for(let oe=0;oe<T;oe++){let ge=l[oe],je=bn+b+oe*x,ut=T===1?1:oe/(T-1),_t=a&&ge.step>=a.first&&ge.step<=a.last,wn=`rgb(${Bs(Bs(Q,U,.35),U,ut).join(",")})`,xn=`rgba(${Bs(Q,U,.18+.25*ut).join(",")},0.92)`,vn=ge.buckets.map(([Ie,Vt,ft])=>{let bt=P(Vt)-P(Ie);return bt>1e-9?ft/bt:ft>0?1/0:0}),ir=vn.filter(Ie=>Number.isFinite(Ie)),Zt=Math.max(0,...ir);if(N.beginPath(),ge.buckets.length?(N.moveTo(P(ge.buckets[0][0]),je),ge.buckets.forEach(([Ie,Vt],ft)=>{let bt=vn[ft],de=bt===1/0||Zt===0?bt>0?je-b:je:je-bt/Zt*b;Vt>Ie?(N.lineTo(P(Ie),de),N.lineTo(P(Vt),de)):N.lineTo(P(Ie),je-(ge.buckets[ft][2]>0?b:0))}),N.lineTo(P(ge.buckets[ge.buckets.length-1][1]),je)):(N.moveTo(m,je),N.lineTo(m+v,je)),N.closePath(),N.fillStyle=xn,N.fill(),N.lineWidth=1.2,N.strokeStyle=ge.buckets.length?wn:ne,N.stroke(),ge.nonfinite>0&&(N.fillStyle=ne,N.beginPath(),N.arc(m+v-4,je-3,3,0,Math.PI*2),N.fill()),oe%Ee===0||oe===T-1||_t){if(oe!==T-1&&oe%Ee!==0&&(T-1-oe)*x<zu)continue;N.font=_t?`600 ${bi}`:bi,N.fillStyle=ge.nonfinite>0?ne:_t?V:D,N.textAlign="right",N.textBaseline="middle",N.fillText(`step ${ge.step}`,m-8,je-2),fe++,_t&&(N.fillStyle=ue,N.fillRect(m-5,je-7,3,10))}}$t(t,{ticksX:q.length,ticksY:fe,xTitle:re,yTitle:"step"})}function f(k){if(!c)return null;let T=t.getBoundingClientRect(),x=k.clientX-T.left,b=k.clientY-T.top;if(x<c.left||x>c.left+c.plotW||b<bn||b>bn+c.plotH+4)return null;let _=Math.ceil((b-bn-c.peak)/c.spacing);_=Math.min(c.n-1,Math.max(0,_));let m=c.valueAt(x);return{i:_,value:m,x,y:b}}t.addEventListener("mousemove",k=>{let T=f(k);if(!T){n.hidden=!0;return}let x=l[T.i],b=x.buckets.find(([v,S])=>T.value>=v&&T.value<=S);H(n,h("div",{class:"tt-title"},`step ${x.step}`),b?h("div",{class:"tt-row"},`[${ae(b[0],4)}, ${ae(b[1],4)}]: `,h("strong",null,ae(b[2],4))):h("div",{class:"tt-row muted"},`value ${ae(T.value,3)}: no bucket`),h("div",{class:"tt-row muted"},`${ae(x.total,6)} finite values`),x.nonfinite>0?h("div",{class:"tt-row error-text"},`${ae(x.nonfinite,6)} variable${x.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(x.step),n.hidden=!1;let _=n.offsetWidth,m=T.x+14;m+_>r.clientWidth&&(m=T.x-_-14),n.style.left=`${Math.max(0,m)}px`,n.style.top=`${Math.max(0,T.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let g=Tr(r,()=>l.length&&u());return{canvas:t,setData(k){return l=Ru(k),g.sync(),u(),l},setFocus(k){a=k&&k.first!==void 0&&k.first!==null?k:null,u()},redraw:u,destroy(){g.disconnect()}}}function fb(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function hb(e,t,n=[],r=8){let s=e.map((o,l)=>({name:o,i:l,last:fb(t[l])})).filter(o=>o.last!==null).sort((o,l)=>l.last-o.last),i=new Set(s.slice(0,r).map(o=>o.i));for(let o of n){let l=e.indexOf(o);l>=0&&i.add(l)}return[...i].sort((o,l)=>o-l)}function Bu(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],s=Array.isArray(e.values)?e.values:[],i=r.length?hb(n,s,t):[];if(!i.length){let u=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:i,xs:[],ys:[],note:u}}let l=(n.length-i.length>0?`Showing ${i.length} of ${n.length} layers: the ${Math.min(8,i.length)} with the highest last ratio`+(i.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",a=r.map(u=>Array.isArray(u)?u[1]:u),c=i.map(u=>(s[u]||[]).map(f=>typeof f=="number"&&Number.isFinite(f)&&f>0?f:null));return{layers:n,rows:i,xs:a,ys:c,note:l}}var Vu=260,cl=.001;function pb(e){let t=e.filter(s=>Number.isFinite(s));if(!t.length)return[0,1];let n=Math.min(...t),r=Math.max(...t);return n===r?[n-1,r+1]:[n,r]}function mb(e){let t=cl,n=cl;for(let r of e)for(let s of r)s===null||!(s>0)||(s<t&&(t=s),s>n&&(n=s));return[10**Math.floor(Math.log10(t)+1e-9),10**Math.max(Math.ceil(Math.log10(n)-1e-9),Math.floor(Math.log10(t)+1e-9)+1)]}var gb=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],yb=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function Hu(e){let t=h("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=h("div",{class:"chart-box",id:"update-ratio-plot"});H(e,t,n);let r=null,s=null,i=[],o=()=>{r&&r.destroy(),r=null};function l(){if(o(),H(n),!s)return;let{layers:c,rows:u,xs:f,ys:g,note:k}=Bu(s,i);if(e.dataset.layers=JSON.stringify(u.map(N=>c[N])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=k,!u.length)return;let x=document.documentElement.dataset.theme==="dark"?yb:gb,b=ze("--fg-muted","#666"),_=ze("--grid","rgba(0,0,0,0.08)"),m=new Set(i),S={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:Vu,plugins:[Hs()],scales:{x:{time:!1,range:()=>pb(f)},y:{distr:3,range:()=>mb(g)}},axes:[Ws(b,_),os(b,_,"|update| / |weight|",{size:56,splits:N=>Vs(N.scales.y.min,N.scales.y.max),filter:(N,I)=>I,values:(N,I)=>I.map(W=>ae(W))})],series:[{label:"step"},...u.map((N,I)=>({label:c[N],stroke:x[I%x.length],width:m.has(c[N])?3:1.6,spanGaps:!1,points:{show:f.length<=40,size:4},value:(W,j)=>j==null?"—":ae(j,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[N=>{let{ctx:I}=N,W=N.valToPos(cl,"y",!0),{left:j,top:R,width:B,height:O}=N.bbox;if(!(W>=R&&W<=R+O))return;let A=window.devicePixelRatio||1;I.save(),I.strokeStyle=b,I.lineWidth=A,I.setLineDash([5*A,4*A]),I.beginPath(),I.moveTo(j,Math.round(W)+.5),I.lineTo(j+B,Math.round(W)+.5),I.stroke(),I.setLineDash([]),I.fillStyle=b,I.font=`${11*A}px system-ui, sans-serif`,I.textAlign="right",I.textBaseline="bottom",I.fillText("1e-3",j+B-4*A,Math.round(W)-2*A),I.restore()}]}};r=new Ge(S,[f,...g],n)}let a=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:Vu})});return a.observe(n),{setData(c,u=i){s=c||null,i=u||[],l()},setExtra(c){let u=c||[];u.join(`
`)!==i.join(`
`)&&(i=u,l())},showMessage(c,u="muted"){s=null,o(),H(n),t.className=`chart-note ${u}`,t.textContent=c,delete e.dataset.layers},retheme:l,destroy(){a.disconnect(),o()}}}var Wu=Yn.grad_norm,Br=Yn.update_ratio,wi=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function xi(e){let t=e&&e.areas&&e.areas[he.gradients];return!t||typeof t!="object"?null:{stats:wi(t.stats),layers:wi(t.layers),histogramLayers:wi(t.histogram_layers)}}function dl(e){if(at(e)!==he.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=wi(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=Mt(t.first_step)?t.first_step:Mt(e.step)?e.step:null,s=Mt(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:s}}function vi(e,t){return e.includes(t)?t:e.includes(Wu)?Wu:e[0]||null}function Yu(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(dl).find(s=>s&&e.includes(s.layers[0]));return r?r.layers[0]:e[0]||null}function Gu(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function Uu(e){let t=e.kind?Nt(ye(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${Kn(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function ki(e,t){return!t.layers||!t.columns?`No ${Nt(ye(e))} values were logged for this run yet.`:`${Re(t.layers,"layer")} (first layer on top) × ${Kn(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${Re(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function qu(e,t){let n=t.filter(i=>i.nonfinite>0),r=n.reduce((i,o)=>i+o.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${Re(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let s=n.slice(0,4).map(i=>`step ${i.step}: ${ae(i.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${s}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var Ku="tb-trainhealth:gradients",bb=400;function ul(){let e=0,t=null;return{async load(n){let r=++e;try{let s=await n();return r!==e?null:s.text===t?"same":(t=s.text,s)}catch(s){if(r!==e)return null;throw t=null,s}},reset(){t=null},cancel(){e++}}}function wb(e,t){et("trainhealth-gradients-style",Iu),e.id="gradient-health",e.hidden=!0;let n=Ln(Ku),r=null,s=null,i=typeof n.stat=="string"?n.stat:null,o=null,l=null,a=typeof n.run=="string"?n:null,c=0,u=()=>ln(Ku,{run:r,stat:i,layer:o,focus:l}),f=Fr("Statistic",{id:"gradient-stat",onchange:ne=>{i=ne,u(),V()}}),g=f.select,k=h("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),T=h("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),x=h("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),b=h("div",{class:"heatmap-box"}),_=_e({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:f.element},k,T,x,b),m=Dr(b),v=ul(),S=0,N=Fr("Layer",{id:"histogram-layer",onchange:ne=>{o=ne,u(),Q()}}),I=N.select,W=h("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),j=h("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),R=h("div",{class:"histogram-box"}),B=_e({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:N.element},W,j,R),O=Du(R),A=ul(),$=h("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),L=h("div",{class:"ratio-box"}),M=_e({id:"update-ratio",className:"chart-card ratio-card",title:ye(Br),aside:"per layer, log scale"},$,L),F=Hu(L),P=ul();H(e,vt(t.title),_,h("div",{class:"card-row"},B,M));function ie(){if(T.hidden=!l,!l)return H(T);let ne=m.missingLayers(),{what:q,layers:re,steps:fe}=Uu(l);H(T,h("span",{class:"focus-swatch","aria-hidden":"true"}),h("span",null,`Outlined: ${q} in `,h("strong",null,re),fe,"."),ne.length?h("span",{class:"error-text"},` Not in this heatmap: ${ne.join(", ")}.`):null,h("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>D(null)},"Clear"))}function D(ne){l=ne,m.setHighlight(l),O.setFocus(l),F.setExtra(l?l.layers:[]),ie(),u()}async function V(){let ne=r,q=i;if(!q)return;let re=Nt(ye(q));S++,e.dataset.heatmapLoading="true";try{let fe=await v.load(()=>Un(ne,q,zr(m.plotWidth(s&&s.layers))));if(!fe||ne!==r||(it(x,null),fe==="same"))return;m.setData(fe.body,{label:ye(q)}),k.textContent=ki(q,jr(fe.body)),ie()}catch(fe){if(ne!==r)return;m.clear(),k.textContent="",it(x,sr(re,fe))}finally{--S===0&&delete e.dataset.heatmapLoading}}function X(ne){W.className=`chart-note ${ne.alert?"alert":"muted"}`,W.textContent=ne.text}async function Q(){let ne=r,q=o;if(!q||!s||!s.histogramLayers.includes(q)){A.cancel(),A.reset(),O.setData([]),it(j,null),X({alert:!1,text:"No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none."}),delete W.dataset.total;return}try{let re=await A.load(()=>na(ne,q));if(!re||ne!==r||q!==o||(it(j,null),re==="same"))return;let fe=O.setData(re.body.histograms);B.dataset.layer=q;let Ee=qu(q,fe);W.dataset.total=String(Ee.total),X(Ee)}catch(re){if(ne!==r)return;O.setData([]),W.textContent="",it(j,sr(`gradient histograms of ${q}`,re))}}async function U(){let ne=r;if(!s||!s.stats.includes(Br)){P.cancel(),P.reset(),it($,null),F.showMessage(`This run logged no ${Nt(ye(Br))}.`);return}try{let q=await P.load(()=>Un(ne,Br,bb));if(!q||ne!==r||(it($,null),q==="same"))return;F.setData(q.body,l?l.layers:[])}catch(q){if(ne!==r)return;F.showMessage(""),it($,sr(Nt(ye(Br)),q))}}function ue(ne){if(ne===r)return;r=ne;for(let re of[v,A,P])re.reset();let q=a&&a.run===ne;o=q&&typeof a.layer=="string"?a.layer:null,l=q&&a.focus&&Array.isArray(a.focus.layers)?a.focus:null,a=null}return{async update(ne,q){let re=++c;ue(ne),s=xi(q),yt(e,!!s),s&&(i=vi(s.stats,i),o=Yu(s.histogramLayers,o,q.findings),ps(g,s.stats,i,ye),ps(I,s.histogramLayers,o),s.stats.length||(m.clear(),k.textContent="This run logged no gradient statistics."),m.setHighlight(l),O.setFocus(l),u(),await Promise.all([s.stats.length?V():null,Q(),U()]),!(re!==c||ne!==r)&&ie())},focusFinding(ne){let q=dl(ne);if(!q||!s||e.hidden)return!1;D(q);let re=Gu(q,s.histogramLayers);return re&&re!==o&&(o=re,I.value=re,u(),Q()),_.scrollIntoView&&_.scrollIntoView({block:"start"}),!0},retheme(){m.redraw(),O.redraw(),F.retheme()},destroy(){for(let ne of[v,A,P])ne.cancel();m.destroy(),O.destroy(),F.destroy(),H(e)}}}var Ju={area:he.gradients,create:wb};var Xu=`/* The convergence view (views/convergence.js). Colours follow the theme
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
`;var dt=e=>typeof e=="number"&&Number.isFinite(e),fn=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function Qu(e){let t=fn(e&&e.areas&&e.areas[he.convergence]);if(!t)return null;let n=fn(t.loss),r=n&&Array.isArray(n.windows)?n.windows.filter(s=>fn(s)&&dt(s.median)&&dt(s.low)&&dt(s.high)):[];return{loss:n&&r.length?{...n,windows:r}:null,checklist:(Array.isArray(t.checklist)?t.checklist:[]).filter(s=>fn(s)&&typeof s.check=="string"),head:fn(t.head),epochs:Array.isArray(t.epochs)?t.epochs.filter(s=>fn(s)&&fn(s.logs)):[],saturation:Zu(t[Yn.saturation]),updateRatio:Zu(t.ratios)}}function Zu(e){let t=fn(e);return!t||!Array.isArray(t.layers)||!Array.isArray(t.values)?[]:t.layers.map((n,r)=>{for(let s=t.values.length-1;s>=0;s--){let i=Array.isArray(t.values[s])?t.values[s][r]:void 0;if(dt(i))return{layer:String(n),value:i,step:Mt(t.steps&&t.steps[s])?t.steps[s]:null}}return{layer:String(n),value:null,step:null}})}function ef(e,t,n,r=4){let s=e.windows,i=s.flatMap(b=>[b.low,b.high]).concat(dt(e.start)?[e.start]:[]),o=i.every(b=>b>0),l=Math.min(...i),a=Math.max(...i),c=o&&a/l>10,u=c?Math.log10:b=>b;l=u(l),a=u(a),a===l&&(a+=.5,l-=.5);let f=b=>r+(s.length===1?(t-2*r)/2:b*(t-2*r)/(s.length-1)),g=b=>n-r-(u(b)-l)/(a-l)*(n-2*r),k=b=>Math.round(b*10)/10,T=s.map((b,_)=>[k(f(_)),k(g(b.median))]),x=[...s.map((b,_)=>[k(f(_)),k(g(b.high))]),...s.map((b,_)=>[k(f(_)),k(g(b.low))]).reverse()];return{median:T,band:x,startY:dt(e.start)?k(g(e.start)):null,log:c,range:[c?10**l:l,c?10**a:a]}}var fl=e=>e.map(([t,n])=>`${t},${n}`).join(" ");function tf(e){let t=e.windows[0],n=e.windows[e.windows.length-1],r=dt(e.drop)?` (${e.drop>=0?"down":"up"} ${ae(Math.abs(e.drop)*100,3)}%)`:"";return`Loss from ${ae(e.start)} at the first step to ${ae(e.end)} in the last window${r}, steps ${t.first_step}–${n.last_step} in ${e.windows.length} windows: the line is each window's median, the band its 10th–90th percentile (the swings).`}function nf(e){if(!e)return"";let t=[];if(e.head){let n=dt(e.units)?` over ${e.units} unit${e.units===1?"":"s"}`:"";t.push(`${e.head_class||"layer"} '${e.head}': ${e.activation||"linear"}${n}`)}return e.loss&&t.push(`${e.loss}${e.from_logits?" (from_logits=True)":""}`),e.optimizer&&t.push(`${e.optimizer}(learning_rate=${dt(e.learning_rate)?ae(e.learning_rate):"?"})`),t.join(" · ")}function rf(e){if(!e)return"";let t=[],n=fn(e.labels);n&&dt(n.min)&&dt(n.max)&&t.push(`labels in [${ae(n.min)}, ${ae(n.max)}]`+(dt(n.non_integer)&&n.non_integer>0?`, ${ae(n.non_integer*100)}% non-integer`:""));let r=fn(e.inputs);return r&&dt(r.abs_mean_max)&&dt(r.std_max)&&t.push(`inputs: largest feature mean ${ae(r.abs_mean_max)}, spread ${ae(r.std_max)}`),dt(e.samples)&&e.samples&&t.push(`from ${e.samples} batch${e.samples===1?"":"es"}`),t.join("; ")}function sf(e){return e.map(t=>({...t,saturated:dt(t.value)&&t.value>.5}))}function of(e){return!e||at(e)!==he.convergence?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var hl=600,lf=140;function vb(e,t){et("tb-trainhealth-convergence",Xu),e.id="area-convergence",e.hidden=!0;let n=h("div",{class:"convergence-loss"}),r=h("p",{class:"muted small"}),s=h("p",{class:"small"}),i=h("p",{class:"muted small"}),o=h("ul",{class:"convergence-checklist"}),l=h("tbody"),a=_e({id:"convergence-loss",title:"Loss trend",aside:"window medians and their swing band"},n,r),c=_e({id:"convergence-checks",title:"Head and loss checks",aside:"before step 1"},s,o,i),u=_e({id:"convergence-layers",title:"Per layer",aside:"saturated share (|z| > 5) and update / weight ratio"},h("table",{class:"evidence-table convergence-layers"},h("thead",null,h("tr",null,h("th",null,"Layer"),h("th",null,"Saturated"),h("th",null,"Update / weight"))),l));H(e,vt(t.title),a,c,u);let f=null,g=null;function k(x){if(a.hidden=!x.loss,x.loss){let v=ef(x.loss,hl,lf),S=x.loss.windows,[N,I]=v.range,W=v.log?"loss (log scale)":"loss";H(n,h("div",{class:"convergence-y-title"},W),h("div",{class:"convergence-y-ticks"},h("span",null,ae(I)),h("span",null,ae(N))),K("svg",{viewBox:`0 0 ${hl} ${lf}`,preserveAspectRatio:"none",role:"img","aria-label":"loss trend"},K("polygon",{class:"convergence-band",points:fl(v.band)}),v.startY!==null?K("line",{class:"convergence-start",x1:0,x2:hl,y1:v.startY,y2:v.startY}):null,K("polyline",{class:"convergence-median",points:fl(v.median)})),h("div",{class:"convergence-x-ticks"},h("span",null,`step ${S[0].first_step}`),h("span",null,`step ${S[S.length-1].last_step}`)),h("div",{class:"convergence-x-title"},"step (windows of the run)")),$t(n,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step (windows of the run)",yTitle:W}),r.textContent=tf(x.loss)+(v.log?" Log scale.":"")}c.hidden=!x.head&&!x.checklist.length,s.textContent=nf(x.head),i.textContent=rf(x.head),H(o,x.checklist.map(v=>h("li",{"data-ok":String(!!v.ok),"data-check":v.check},v.ok?"✓ ":"✗ ",v.check,v.detail?h("div",{class:"muted small"},v.detail):null)));let b=new Map(x.updateRatio.map(v=>[v.layer,v])),_=[...new Set([...x.saturation.map(v=>v.layer),...x.updateRatio.map(v=>v.layer)])],m=new Map(sf(x.saturation).map(v=>[v.layer,v]));u.hidden=!_.length,H(l,_.map(v=>{let S=m.get(v),N=b.get(v);return h("tr",{"data-layer":v},h("th",{scope:"row"},v),h("td",{class:S&&S.saturated?"saturated":""},S&&S.value!==null?`${ae(S.value*100)}%`:"—"),h("td",null,N&&N.value!==null?ae(N.value):"—"))})),T()}function T(){for(let b of l.querySelectorAll("tr"))b.dataset.focus=String(!!(g&&g.layer===b.dataset.layer));let x=[...o.querySelectorAll('li[data-ok="false"]')];for(let b of o.querySelectorAll("li"))b.dataset.focus=String(!!(g&&!g.layer&&x[0]===b))}return{async update(x,b){let _=Qu(b);yt(e,!!_);let m=_?JSON.stringify(_):null;!_||m===f||(f=m,k(_))},focusFinding(x){let b=of(x);return!b||e.hidden?!1:(g=b,T(),e.scrollIntoView({block:"nearest"}),!0)},retheme(){},destroy(){H(e)}}}var af={area:he.convergence,create:vb};var cf=`/* The input-pipeline view (views/input_pipeline.js). Colours follow the
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
`;var _b=[{name:Qe.input_wait,cls:"part-wait"},{name:Qe.compute_time,cls:"part-compute"},{name:Qe.host_time,cls:"part-host"}],hn=e=>typeof e=="number"&&Number.isFinite(e)?e:0;function df(e){let t=e&&e.areas&&e.areas[he.input_pipeline];return t&&typeof t=="object"?t:null}function uf(e){let t=e&&e.timing;if(!t||!t.steps)return"Not timed (a custom loop, or a model compiled with XLA).";let n=hn(e.share),r=e.thresholds||{},s=n>=hn(r.critical)&&r.critical?"highly input-bound":n>=hn(r.warning)&&r.warning?"moderately input-bound":"fed";return`Input wait ${ae(100*n,2)}% of step time over ${Re(t.steps,"step")} (${ae(hn(t.mean_wait_ms),3)} ms of ${ae(hn(t.mean_step_ms),3)} ms a step): ${s}.`}function pl(e){let t=e&&e.steps;if(!t||!Array.isArray(t.step)||!t.step.length)return{bars:[],yMax:0,bucket:1};let n=0;return{bars:t.step.map((s,i)=>{let o=0,l=_b.map(({name:a,cls:c})=>{let u=Math.max(0,hn((t[a]||[])[i])),f={name:a,cls:c,label:ye(a),ms:u,y0:o,y1:o+u};return o+=u,f});return n=Math.max(n,o),{step:s,parts:l,total:o}}),yMax:n,bucket:hn(t.bucket)||1}}function ml(e){return(e&&Array.isArray(e.stalls)?e.stalls:[]).filter(n=>Mt(n.step)).map(n=>({step:n.step,waitMs:hn(n.wait_ms),text:`step ${n.step}: waited ${ae(hn(n.wait_ms),3)} ms (usually ${ae(hn(n.usual_wait_ms),2)} ms)`}))}function ff(e){let t=e&&e.recurrence||{},n=e&&Array.isArray(e.stalls)?e.stalls.length:0;return n?Mt(t.period)?`${Re(n,"stall")}, every ${t.period} steps`:t.epoch_start?`${Re(n,"stall")}, at the start of each epoch`:Re(n,"stall"):""}function hf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).map((n,r)=>({finding:n,index:r})).filter(({finding:n})=>n.kind===Mn.pipeline_lint)}function pf(e,t){let n=e&&e.pipeline;if(!n||!Array.isArray(n.chain))return[];let r=hf(t);return n.chain.map(s=>{let i=[];s.parallel!==null&&s.parallel!==void 0&&i.push(s.parallel===-1?"parallel: AUTOTUNE":`parallel: ${s.parallel}`),s.python&&i.push("Python"),s.random&&i.push("random");let o=r.filter(({finding:l})=>l.evidence&&l.evidence.transformation===s.index);return{index:s.index,code:String(s.code||s.kind||""),kind:String(s.kind||""),tags:i,lints:o.map(({finding:l,index:a})=>({summary:String(l.summary||""),severity:l.severity,findingIndex:a}))}})}function mf(e,t){let n=e&&e.pipeline&&e.pipeline.chain||[],r=new Set(n.map(s=>s.index));return hf(t).filter(({finding:s})=>!(s.evidence&&r.has(s.evidence.transformation))).map(({finding:s,index:i})=>({summary:String(s.summary||""),severity:s.severity,findingIndex:i}))}function gf(e){let t=e&&e.pipeline;if(!t)return"";let n=t.python_source||{};switch(t.source){case"numpy":return"NumPy arrays, sliced by Keras's own pipeline";case"generator":return"a Python generator, run by Keras in one thread";case"PyDataset":return`${n.class||"PyDataset"} (workers=${n.workers??1}, use_multiprocessing=${n.use_multiprocessing?"True":"False"})`;default:return"a tf.data pipeline, as it will run"}}function yf(e){if(at(e)!==he.input_pipeline)return null;let t=e.evidence&&e.evidence.transformation;return typeof t=="number"?t:null}var bf=720,gs=180,De={left:44,right:8,top:10,bottom:22};function Sb(e){let{bars:t,yMax:n}=pl(e);if(!t.length)return h("p",{class:"muted"},"No step timings.");let r=ml(e),s=Math.max(n,...r.map(m=>m.waitMs),.001),i=bf-De.left-De.right,o=gs-De.top-De.bottom,l=t[0].step,a=t[t.length-1].step,c=Math.max(1,a-l+1),u=m=>De.left+(m-l)/c*i,f=m=>De.top+o-Math.min(m,s)/s*o,g=Math.max(1,i/t.length-.5),k=t.flatMap(m=>m.parts.map(v=>v.ms>0?K("rect",{class:v.cls,x:u(m.step)-g,y:f(v.y1),width:g,height:Math.max(.5,f(v.y0)-f(v.y1))},K("title",null,`step ${m.step}: ${v.label} ${ae(v.ms,3)}`)):null)),T=r.map(m=>K("g",{class:"stall-mark","data-step":m.step},K("line",{x1:u(m.step),x2:u(m.step),y1:De.top,y2:De.top+o}),K("circle",{cx:u(m.step),cy:f(m.waitMs),r:3.5}),K("title",null,m.text))),x=[K("line",{class:"axis",x1:De.left,x2:De.left+i,y1:De.top+o,y2:De.top+o}),K("text",{class:"tick",x:De.left-4,y:De.top+8,"text-anchor":"end"},`${ae(s,2)} ms`),K("text",{class:"tick",x:De.left-4,y:De.top+o,"text-anchor":"end"},"0"),K("text",{class:"tick",x:De.left,y:gs-6},`step ${l}`),K("text",{class:"tick",x:De.left+i,y:gs-6,"text-anchor":"end"},`step ${a}`)],b=[K("text",{class:"tick",x:De.left+i/2,y:gs-6,"text-anchor":"middle"},"step"),K("text",{class:"tick",x:10,y:De.top+o/2,"text-anchor":"middle",transform:`rotate(-90 10 ${De.top+o/2})`},"time per step")],_=K("svg",{class:"pipeline-chart",id:"pipeline-chart",viewBox:`0 0 ${bf} ${gs}`,role:"img","aria-label":"Step time split into input wait, compute and host time"},x,b,k,T);return $t(_,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step",yTitle:"time per step"}),_}function Eb(e){let{bars:t}=pl(e),n=t.length?t[0].parts:[];return h("div",{class:"pipeline-legend"},n.map(r=>h("span",{class:"legend-item"},h("span",{class:`swatch ${r.cls}`}),r.label)),ml(e).length?h("span",{class:"legend-item"},h("span",{class:"swatch stall"}),ff(e)):null)}function wf(e,t){return h("li",{class:`pipeline-lint ${e.severity||""}`},h("button",{type:"button",class:"link-button",onclick:()=>t.openFinding(e.findingIndex)},e.summary))}function Tb(e,t,n,r){let s=pf(e,t);return h("ol",{class:"pipeline-chain",id:"pipeline-chain"},s.map(i=>h("li",{class:`pipeline-link${i.lints.length?" has-lint":""}${r===i.index?" focused":""}`,"data-index":i.index,"data-kind":i.kind},h("code",null,i.code),i.tags.length?h("span",{class:"link-tags muted"},i.tags.join(" · ")):null,i.lints.length?h("ul",{class:"link-lints"},i.lints.map(o=>wf(o,n))):null)))}function Ab(e,t){et("trainhealth-input-pipeline-style",cf),e.id="input-pipeline",e.hidden=!0;let n=null,r=null,s=null,i=h("p",{class:"pipeline-headline",id:"pipeline-share",role:"status"}),o=h("div",{class:"pipeline-chart-box"}),l=_e({id:"pipeline-time-card",title:"Step time",aside:"input wait · compute · host, per step"},i,o),a=h("p",{class:"muted small",id:"pipeline-source"}),c=h("ul",{class:"pipeline-lints",id:"pipeline-lints"}),u=h("div",{class:"pipeline-chain-box"}),f=_e({id:"pipeline-chain-card",title:"The pipeline",aside:"its transformations, as it will run"},a,c,u),g=h("div",{id:"pipeline-corrected"}),k=_e({id:"pipeline-fixed-card",title:"The corrected pipeline",hidden:!0},g);H(e,vt(t.title),l,f,k);function T(x,b){i.textContent=uf(x),H(o,Eb(x),Sb(x));let _=x.pipeline;f.hidden=!_,_&&(a.textContent=`From ${gf(x)}.`,H(c,mf(x,b).map(m=>wf(m,t))),H(u,Tb(x,b,t,r))),k.hidden=!(_&&_.corrected),H(g,_&&_.corrected?On(_.corrected):null)}return{async update(x,b){let _=df(b);if(yt(e,!!_),!_)return;s={summary:_,diagnosis:b};let m=`${x}
${JSON.stringify(_)}
${JSON.stringify(b.findings||[])}
${r}`;m!==n&&(n=m,T(_,b))},focusFinding(x){if(at(x)!==he.input_pipeline||e.hidden)return!1;r=yf(x),s&&T(s.summary,s.diagnosis);let b=r!==null&&u.querySelector(`[data-index="${r}"]`)||x.kind&&l;return b&&b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"}),!0},retheme(){},destroy(){H(e)}}}var xf={area:he.input_pipeline,create:Ab};var vf=`/* The memory view (views/memory.js). Colours follow the theme variables of
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
`;var Vr=e=>Array.isArray(e)?e:[],nt=e=>typeof e=="number"&&Number.isFinite(e),kt=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function tt(e){if(!nt(e))return"?";let t=["B","KiB","MiB","GiB","TiB","PiB"],n=e,r=0;for(;Math.abs(n)>=1024&&r<t.length-1;)n/=1024,r++;return r===0?`${Math.round(n)} B`:`${n.toFixed(1)} ${t[r]}`}function Mb(e){return Array.isArray(e)?`[${e.join(", ")}]`:"?"}function _f(e){let t=kt(e&&e.areas&&e.areas[he.memory]);if(!t)return null;let n=kt(t.series)||{},r=Vr(n.steps),s=Vr(n.values),i=[];r.forEach((l,a)=>{nt(l)&&nt(s[a])&&i.push([l,s[a]])}),i.sort((l,a)=>l[0]-a[0]);let o=kt(t.limit)||{};return{points:i,limit:nt(o.bytes)?o.bytes:null,limitSource:typeof o.source=="string"?o.source:null,device:typeof o.device=="string"?o.device:null,model:kt(t.model),estimate:kt(t.estimate),oom:kt(t[on.oom]),diskFull:kt(t[on.disk_full]),searches:Vr(t.searches).filter(kt)}}function Sf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>at(n)===he.memory)}function Ef(e){let t=e?e.points:[];if(!t.length)return null;let n=t[0][0],r=t[t.length-1][0],s=t[0];for(let g of t)g[1]>s[1]&&(s=g);let i=e.limit,o=nt(i)&&i>0&&s[1]*4>=i,l=Math.max(s[1],o?i:0)*1.08||1,a=r-n||1,c=t.map(([g,k])=>[r===n?.5:(g-n)/a,1-k/l]),u=null;if(nt(i)&&i>0){let g=s[1]/i;u=`peak ${tt(s[1])} at step ${s[0]}: ${Math.round(g*100)}% of the ${tt(i)} limit`+(e.limitSource?` (${e.limitSource})`:"")}let f=[0,.25,.5,.75,1].map(g=>({y:1-g,text:tt(g*l)}));return{xs:[n,r],yMax:l,path:c,limitY:o?1-i/l:null,limitNote:u,peak:{step:s[0],bytes:s[1]},ticks:f}}function Tf(e){if(!e)return[];let t=kt(e.allocation)||{};return[["Step",nt(e.step)?String(e.step):"?"],["Phase",e.phase||"training"],["Batch size",nt(e.batch_size)?String(e.batch_size):"not known"],["Tensor shape",Mb(t.shape)],["dtype",t.dtype||"?"],["Bytes asked",tt(t.bytes)],["Device",t.device||e.device||"?"],["Allocator",t.allocator||"?"],["Layer",e.layer||"not told by the message"],["Op",e.node||"?"],["Peak before",tt(e.peak_bytes)],["Device limit",tt(e.limit_bytes)]].map(([r,s])=>({key:r,value:s}))}function Af(e){return e?[["Step",nt(e.step)?String(e.step):"?"],["Path",e.path||"not told by the message"],["Error",e.error_type||"?"]].map(([t,n])=>({key:t,value:n})):[]}function kf(e){let t=kt(e&&e.by_dtype)||{};return Object.entries(t).map(([n,r])=>`${n}: ${(r.count||0).toLocaleString("en-US")} (${tt(r.bytes)})`).join(", ")}function Nf(e){if(!e)return[];let t=kt(e.params)||{},n=kt(e.trainable)||{},r=kt(e.optimizer)||{},s=kt(r.slots)||{};return[["Parameters",`${(t.count||0).toLocaleString("en-US")} (${tt(t.bytes)}) ${kf(t)?`· ${kf(t)}`:""}`.trim()],["Gradients",`${tt(n.bytes)} (one per trainable parameter)`],["Optimizer slots",`${r.name||"?"}: ${tt(s.bytes)}`],["dtype policy",e.mixed_precision||"?"],["Batch size",nt(e.batch_size)?String(e.batch_size):"not known"],["Device",`${e.device||"?"}${nt(e.limit_bytes)?`, ${tt(e.limit_bytes)}`:""}`]].map(([o,l])=>({key:o,value:l}))}function $b(e){return nt(e)?e<1e-4?"<0.01%":`${(100*e).toFixed(e<.01?2:0)}%`:"—"}function Mf(e,t){return e?Vr(e.rows).filter(n=>n&&nt(n.batch_size)&&nt(n.bytes)).map(n=>({batchSize:n.batch_size,bytes:tt(n.bytes),share:nt(t)&&t>0?$b(n.bytes/t):"—",current:n.batch_size===e.batch_size})):[]}var Cb={fits:"trains",out_of_memory:"out of memory",over_budget:"over the budget (not run)",near_limit:"trains, within 10% of the limit",too_large:"a tensor larger than the device (not run)"};function $f(e){return e?Vr(e.attempts).filter(t=>t&&nt(t.batch_size)).map((t,n)=>({order:n+1,batchSize:t.batch_size,status:t.status,words:Cb[t.status]||String(t.status),estimate:tt(t.estimate_bytes),largest:tt(t.largest_tensor_bytes),chosen:t.batch_size===e.batch_size&&t.status==="fits"})):[]}function Cf(e){if(!e)return"";let t=Vr(e.attempts).length,n=nt(e.budget_bytes)?`, budget ${tt(e.budget_bytes)} (${e.budget_source||"?"})`:"",r=e.reason==="oom_retry"?"After the OOM: ":"";return nt(e.batch_size)?`${r}batch size ${e.batch_size} fits: ${t} sizes tried, ${e.steps||"?"} real steps each${n}; a size fits within ${Math.round(100*(e.margin||.9))}% of it.`:`${r}no batch size trains, even 1 (${t} tried${n}).`}var Hr=640,ys=200,ot={left:70,right:12,top:10,bottom:24};function gl(e,t){return h("table",{class:"evidence-table mem-kv",id:t},h("tbody",null,e.map(({key:n,value:r})=>h("tr",null,h("th",{scope:"row"},n),h("td",null,r)))))}function Lb(e){let t=Hr-ot.left-ot.right,n=ys-ot.top-ot.bottom,r=o=>ot.left+o*t,s=o=>ot.top+o*n,i=e.path.map(([o,l],a)=>`${a?"L":"M"}${r(o).toFixed(1)},${s(l).toFixed(1)}`).join(" ");return K("svg",{class:"mem-chart",viewBox:`0 0 ${Hr} ${ys}`,role:"img","aria-label":"Memory over steps"},e.ticks.map(o=>K("g",null,K("line",{class:"mem-grid",x1:ot.left,x2:Hr-ot.right,y1:s(o.y),y2:s(o.y)}),K("text",{class:"mem-tick",x:ot.left-6,y:s(o.y)+4,"text-anchor":"end"},o.text))),e.limitY===null?null:K("g",{class:"mem-limit-group"},K("line",{class:"mem-limit",id:"memory-limit-line",x1:ot.left,x2:Hr-ot.right,y1:s(e.limitY),y2:s(e.limitY)}),K("text",{class:"mem-tick",x:Hr-ot.right,y:s(e.limitY)-4,"text-anchor":"end"},"limit")),e.path.length>1?K("path",{class:"mem-line",d:i}):K("circle",{class:"mem-dot",cx:r(e.path[0][0]),cy:s(e.path[0][1]),r:3}),K("text",{class:"mem-tick",x:ot.left,y:ys-6},`step ${e.xs[0]}`),K("text",{class:"mem-tick",x:Hr-ot.right,y:ys-6,"text-anchor":"end"},`step ${e.xs[1]}`),K("text",{class:"mem-tick",x:ot.left+t/2,y:ys-6,"text-anchor":"middle"},Lf),K("text",{class:"mem-tick",x:10,y:ot.top+n/2,"text-anchor":"middle",transform:`rotate(-90 10 ${ot.top+n/2})`},Of))}var Lf="step",Of="memory";function Ob(e,t){H(e,Lb(t)),$t(e,{kind:"svg",ticksX:2,ticksY:t.ticks.length,xTitle:Lf,yTitle:Of})}function Ib(e,t){et("trainhealth-memory-style",vf),e.id="memory-health",e.hidden=!0;let n=h("p",{class:"muted small",id:"memory-chart-note"}),r=h("div",{class:"mem-chart-box"}),s=_e({id:"memory-chart-card",className:"mem-card",title:"Memory over steps",aside:""},r,n),i=h("div"),o=_e({id:"memory-oom-card",className:"mem-card mem-alert",title:"Out of memory",hidden:!0},i),l=h("div"),a=_e({id:"memory-disk-card",className:"mem-card mem-alert",title:"Disk full (not memory)",hidden:!0},l),c=h("div"),u=_e({id:"memory-model-card",className:"mem-card",title:"Model size",aside:"what training holds whatever the batch size, and what a batch size adds",hidden:!0},c),f=h("div"),g=_e({id:"memory-search-card",className:"mem-card",title:"Batch-size search",aside:"tb_trainhealth.find_batch_size",hidden:!0},f);H(e,vt(t.title),o,a,s,g,u);let k=null;function T(b){let _=Ef(b);if(s.hidden=!_,_){Ob(r,_);let v=(b.device||"").startsWith("GPU")?"the GPU allocator's bytes in use":"the process's resident memory";n.textContent=`${v}, sampled every few steps; ${_.limitNote||"the device's limit is not known"}.`}let m=b.oom;if(o.hidden=!m,m&&H(i,h("p",{class:"mem-oom-line",id:"memory-oom-line"},`Step ${m.step}: allocating ${tt((m.allocation||{}).bytes)} failed`,m.layer?h("span",null," in layer ",h("code",null,m.layer)):null,m.batch_size?` at batch size ${m.batch_size}.`:"."),gl(Tf(m),"memory-oom-table"),m.message?h("pre",{class:"mem-message"},m.message):null),a.hidden=!b.diskFull,b.diskFull&&H(l,gl(Af(b.diskFull),"memory-disk-table"),b.diskFull.message?h("pre",{class:"mem-message"},b.diskFull.message):null),u.hidden=!b.model,b.model){let v=Mf(b.estimate,b.limit);H(c,gl(Nf(b.model),"memory-model-table"),v.length?h("table",{class:"data-table mem-estimate",id:"memory-estimate-table"},h("caption",{class:"muted small"},"What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",b.oom?`: this run's failed allocation alone was ${tt((b.oom.allocation||{}).bytes)}`:"",")."),h("thead",null,h("tr",null,["Batch size","Needs at least","Of the limit"].map(S=>h("th",null,S)))),h("tbody",null,v.map(S=>h("tr",{class:S.current?"current":null},h("td",{class:"num"},String(S.batchSize)+(S.current?" (this run)":"")),h("td",{class:"num"},S.bytes),h("td",{class:"num"},S.share))))):null)}g.hidden=!b.searches.length,H(f,b.searches.map((v,S)=>h("div",{class:"mem-search","data-search":String(S)},h("p",{class:"mem-search-line"},Cf(v)),h("table",{class:"data-table mem-attempts"},h("thead",null,h("tr",null,["#","Batch size","Result","Step needs (estimate)","Largest tensor"].map(N=>h("th",null,N)))),h("tbody",null,$f(v).map(N=>h("tr",{class:`${N.status}${N.chosen?" chosen":""}`,"data-batch-size":String(N.batchSize)},h("td",{class:"num muted"},String(N.order)),h("td",{class:"num"},String(N.batchSize)),h("td",null,N.chosen?`${N.words} (chosen)`:N.words),h("td",{class:"num"},N.estimate),h("td",{class:"num"},N.largest))))))))}function x(b){for(let m of e.querySelectorAll(".mem-card.focused"))m.classList.remove("focused");b.classList.add("focused");let _=()=>b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(_):_()}return{async update(b,_){let m=_f(_);if(yt(e,!!m),!m)return;let v=JSON.stringify(m)+JSON.stringify(Sf(_).map(S=>S.kind));v!==k&&(k=v,T(m))},focusFinding(b){if(at(b)!==he.memory||e.hidden)return!1;let _=b.kind===Mn.oom&&!o.hidden?o:b.kind===Mn.disk_full&&!a.hidden?a:s;return x(_),!0},retheme(){},destroy(){H(e)}}}var If={area:he.memory,create:Ib};var Rb=[eu,Ou,If,Ju,af,xf];function Rf(){return mn.map(e=>Rb.find(t=>t.area===e.name)||ci(e.name))}var Pf=`/* Compare two runs (compare.js, compare_chart.js). Colours follow the theme
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
`;var Ff=e=>new Set(String(e).toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/).filter(t=>t.length>=2&&!/^[0-9]+$/.test(t)));function jf(e,t){let n=Ff(t),r=(Array.isArray(e)?e:[]).filter(i=>i&&typeof i.run=="string"&&i.run!==t).map((i,o)=>[i,[...Ff(i.run)].filter(l=>n.has(l)).length,o]);return{similar:r.filter(([,i])=>i>0).sort(([,i,o],[,l,a])=>l-i||o-a).map(([i])=>i),others:r.filter(([,i])=>i===0).map(([i])=>i)}}function zf(e,t,n){return typeof e=="string"&&e!==n&&t.includes(e)?e:null}function Df(e){let t=e.map(r=>{let s=new Map;return r&&r.xs.forEach((i,o)=>s.set(i,r.ys[o])),s}),n=[...new Set(t.flatMap(r=>[...r.keys()]))].sort((r,s)=>r-s);return{xs:n,ys:t.map(r=>n.map(s=>r.has(s)?r.get(s):null))}}function Bf(e,t){let n=t.xs.length;if(!n)return{alert:!1,text:`${e}: no loss values were logged yet.`};let r=t.nonfinite;if(!r.length)return{alert:!1,text:`${e}: ${Re(n,"step")} logged; all finite.`};let s=Jn(r[0].value)||"NaN";return{alert:!0,text:`${e}: the loss became ${s} at step ${r[0].step} (${Re(r.length,"non-finite step")} marked).`}}function Vf(e,t){let n=[];for(let r of e)for(let s of r||[])n.includes(s)||n.push(s);return{stats:n,stat:vi(n,t)}}function yl(e){return[...new Set(e.flatMap(t=>Array.isArray(t)?t.map(String):[]))]}function Hf(e){let t=e.filter(Boolean).map(fi);if(!t.length)return null;let{logScale:n,stat:r}=t[0];return hi(t.flatMap(s=>s.values),{logScale:n,stat:r})}var Wf=[["--accent","#1967d2"],["--compare-second","#e8710a"]];function Yf(e){let t=h("div",{class:"compare-loss-notes",id:"compare-loss-notes",role:"status"}),n=h("div",{class:"chart-box",id:"compare-loss-plot"}),r=Xo(n,{toggleId:"compare-loss-log-scale"});return H(e,h("div",{class:"card-head"},h("h3",null,`${ye(Qe.loss)} of both runs`),r.toggle),t,n),{update(s){let i=[],o=s.map((a,c)=>{let u=Wf[c%Wf.length];if(!a.series)return{run:a.run,color:u,alert:!1,text:`${a.run}: ${a.note}`};let f=Jo(a.series);return f.xs.length&&i.push({run:a.run,color:u,prepared:f}),{run:a.run,color:u,...Bf(a.run,f)}});if(H(t,o.map(a=>h("p",{class:`chart-note ${a.alert?"alert":"muted"}`,"data-run":a.run},h("span",{class:"compare-swatch",style:`background: var(${a.color[0]})`,"aria-hidden":"true"}),a.text))),e.dataset.series=JSON.stringify(i.map(a=>a.run)),!i.length)return r.draw(null);let l=Df(i.map(a=>a.prepared));r.draw({xs:l.xs,markers:i.map(a=>a.prepared.nonfinite[0]).filter(Boolean),series:i.map((a,c)=>({label:a.run,stroke:a.color,ys:l.ys[c]}))})},retheme:()=>r.redraw(),destroy:()=>r.destroy()}}var bs=Object.keys($n),Gf=e=>{let t=bs.indexOf(e);return t<0?bs.length:t};function Kf(e){let t=Object.fromEntries(bs.map(n=>[n,0]));for(let n of e)n&&n.status in t&&t[n.status]++;return t}function bl(e,{status:t="",text:n=""}={},r=null){let s=String(n||"").trim().toLowerCase();return e.filter(i=>i.run===r||(!t||i.status===t)&&(!s||i.run.toLowerCase().includes(s)))}var Uf=e=>e.counts&&e.counts.critical||0,qf=e=>e.counts&&e.counts.warning||0;function ws(e){return e.filter(t=>t&&typeof t.run=="string").map((t,n)=>[t,n]).sort(([t,n],[r,s])=>Gf(t.status)-Gf(r.status)||Uf(r)-Uf(t)||qf(r)-qf(t)||n-s).map(([t])=>t)}function Jf(e){let t=ws(e),n=t.find(r=>r.status!=="unreadable")||t[0];return n?n.run:null}function xs(e){return`${e.run} — ${$n[e.status]||e.status}`}function _i(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}function Xf(e){return Array.isArray(e)&&e.some(t=>t&&t.status==="pending")}function Zf(e,t){let n=t&&Array.isArray(e)?e.find(r=>r&&r.run===t.run):null;return!n||n.status!=="pending"||typeof t.status!="string"||t.status==="pending"?!1:(n.status=t.status,n.counts=Ys(t.findings),!0)}var eh="tb-trainhealth:compare",Qf=["a","b"],Si=()=>Ln(eh),th=e=>ln(eh,{...Si(),...e});function nh(){let e=Si();return typeof e.with=="string"?e.with:null}function Ti(e){th({with:e||null})}function Fb(e){return h("span",{class:`badge status-${e}`},$n[e]||e)}function Ei(e){return h("option",{value:e.run,"data-status":e.status},xs(e))}function rh({onchange:e}){let{select:t,element:n}=Fr("Compare with…",{id:"compare-select",onchange:r=>e(r||null)});return n.classList.add("compare-picker"),n.hidden=!0,{element:n,update(r,s,i){let{similar:o,others:l}=jf(r,s),a=JSON.stringify([o,l].map(c=>c.map(xs)));t.dataset.options!==a&&(H(t,h("option",{value:""},"None"),o.length?h("optgroup",{label:"Similar names"},o.map(Ei)):null,l.length?h("optgroup",{label:o.length?"Other runs":"Runs"},l.map(Ei)):null),t.dataset.options=a),t.value=i||"",n.hidden=o.length+l.length===0},hide(){n.hidden=!0}}}function sh(e,{onOpen:t,onSwap:n,onClose:r}){et("trainhealth-compare-style",Pf);let s=0,i=0,o=[null,null],l=[null,null],a=typeof Si().stat=="string"?Si().stat:null,c={diagnosis:[null,null],loss:null},u=h("h2",{class:"compare-title",id:"compare-title"}),f=h("button",{type:"button",class:"button",id:"compare-swap",title:"Show the second run first",onclick:()=>n()},"⇄ Swap"),g=h("button",{type:"button",class:"button",id:"compare-close",title:"Show one run, with its flowchart and evidence",onclick:()=>r()},"← Back to one run"),k=Qf.map(R=>{let B=h("h3",{class:"compare-run-name"}),O=h("span",{class:"compare-run-status"}),A=h("span",{class:"muted small compare-run-counts"}),$=h("button",{type:"button",class:"button small-button compare-open",title:"Show this run alone"},"Open"),L=h("div",{class:"compare-findings"}),M=h("p",{class:"error-text",role:"alert",hidden:!0}),F=h("section",{class:"card compare-run",id:`compare-run-${R}`,"data-slot":R},h("div",{class:"card-head compare-run-head"},B,O,A,$),M,L);return{slot:R,el:F,name:B,badge:O,counts:A,open:$,findings:L,error:M}}),T=h("section",{class:"card chart-card",id:"compare-loss"}),x=Yf(T),b=Fr("Statistic",{id:"compare-stat",onchange:R=>{a=R,th({stat:a}),j(s)}}),_=h("p",{class:"chart-note muted",id:"compare-heatmap-note"}),m=Qf.map(R=>{let B=h("h4",{class:"compare-heatmap-run"}),O=h("p",{class:"chart-note muted compare-heatmap-note"}),A=h("p",{class:"error-text",role:"alert",hidden:!0}),$=h("div",{class:"heatmap-box"}),L=h("div",{class:"compare-heatmap",id:`compare-heatmap-block-${R}`,"data-slot":R},B,O,A,$),M=Dr($,{id:`compare-heatmap-${R}`,idPrefix:`compare-heatmap-${R}`});return{slot:R,el:L,name:B,note:O,error:A,heatmap:M,text:null}}),v=_e({id:"compare-heatmaps",className:"compare-heatmap-card",title:"Gradient health by layer",aside:b.element},_,m.map(R=>R.el)),S=h("div",{id:"compare-view",class:"compare-view"},h("div",{class:"compare-bar"},u,f,g),h("div",{class:"compare-grid",id:"compare-runs"},k.map(R=>R.el)),T,v);H(e,S);function N(){c={diagnosis:[null,null],loss:null},l=[null,null],k.forEach((R,B)=>{R.el.dataset.run=o[B],delete R.el.dataset.status,R.name.textContent=o[B],H(R.badge),R.counts.textContent="",it(R.error,null),H(R.findings,h("p",{class:"muted"},"Loading…"))}),x.update(o.map(R=>({run:R,series:null,note:"loading…"}))),m.forEach((R,B)=>{R.text=null,R.el.dataset.run=o[B],R.name.textContent=o[B],R.note.textContent="Loading…",it(R.error,null),R.heatmap.clear()}),_.textContent=""}function I(R,B){let O=k[R],A=o[R];if(B.error){c.diagnosis[R]=null,l[R]=null,delete O.el.dataset.status,H(O.badge),O.counts.textContent="",H(O.findings),it(O.error,`Could not load the diagnosis of run "${A}": ${B.error.message}`);return}if(it(O.error,null),B.text===c.diagnosis[R])return;c.diagnosis[R]=B.text;let $=B.body;l[R]=$;let L=Array.isArray($.findings)?$.findings:[];O.el.dataset.status=String($.status||""),H(O.badge,$.status?Fb($.status):null),O.counts.textContent=_i(Ys(L)),Gs(O.findings,L,{showKind:!0,onSelect:M=>t(A,M)})}async function W(R){let B=l.map(L=>!!L&&(!Array.isArray(L.series)||L.series.includes(Qe.loss))),O=await Promise.allSettled(o.map((L,M)=>B[M]?Ls(L,Qe.loss):null));if(R!==s)return;let A=O.map((L,M)=>{let F=o[M];if(!B[M])return{run:F,series:null,note:l[M]?ai(l[M]):"its diagnosis could not be loaded."};if(L.status==="rejected")return{run:F,series:null,note:sr(Nt(ye(Qe.loss)),L.reason)};let P=L.value.body;return typeof P.run=="string"&&P.run!==F?{run:F,series:null,note:"no loss (an answer for another run)."}:{run:F,series:P,text:L.value.text}}),$=JSON.stringify(A.map(L=>[L.run,L.text||L.note]));$!==c.loss&&(c.loss=$,x.update(A))}async function j(R){let B=l.map(xi),O=Vf(B.map(F=>F&&F.stats),a);a=O.stat,ps(b.select,O.stats,a,ye);let A=a,$=A?Nt(ye(A)):"gradient statistics",L=B.map(F=>!!(F&&A&&F.stats.includes(A))),M=yl(B.map(F=>F&&F.layers));i++,S.dataset.heatmapLoading="true";try{let F=await Promise.allSettled(m.map((V,X)=>L[X]?Un(o[X],A,zr(V.heatmap.plotWidth(M))):null));if(R!==s||A!==a)return;let P=F.map((V,X)=>L[X]&&V.status==="fulfilled"&&(typeof V.value.body.run!="string"||V.value.body.run===o[X])?V.value.body:null),ie=Hf(P),D=yl(P.map(V=>V&&V.layers));m.forEach((V,X)=>{let Q=F[X];if(!L[X]){V.text=null,V.heatmap.clear(),it(V.error,null),V.note.textContent=B[X]?`This run logged no ${$}.`:"This run logged no gradient statistics (it has no gradient health data).";return}if(!P[X]){V.text=null,V.heatmap.clear(),V.note.textContent="",it(V.error,Q.status==="rejected"?sr($,Q.reason):`No ${$} for this run.`);return}it(V.error,null);let U=JSON.stringify([Q.value.text,ie,D]);U!==V.text&&(V.text=U,V.heatmap.setData(P[X],{label:ye(A),range:ie,labels:D}),V.note.textContent=ki(A,jr(P[X])))}),_.textContent=P.filter(Boolean).length>1?"One colour scale for both runs: the same colour is the same value.":""}finally{--i===0&&delete S.dataset.heatmapLoading}}return{async update(R,B){let O=++s,A=[R,B],$=A.some((M,F)=>M!==o[F]);o=A,S.dataset.runs=JSON.stringify(o),$&&(H(u,"Comparing ",h("strong",null,R)," with ",h("strong",null,B)),k.forEach((M,F)=>M.open.onclick=()=>t(A[F],null)),N());let L=await Promise.allSettled(o.map(M=>Cs(M)));O===s&&(L.forEach((M,F)=>{if(M.status==="rejected")return I(F,{error:M.reason});let P=M.value.body;if(typeof P.run=="string"&&P.run!==o[F])return I(F,{error:new Error("the answer was for another run")});I(F,M.value)}),await Promise.all([W(O),j(O)]))},retheme(){x.retheme();for(let R of m)R.heatmap.redraw()},destroy(){s++,x.destroy();for(let R of m)R.heatmap.destroy();H(e)}}}function ih(e){H(e,h("section",{id:"empty-state",class:"card empty-state"},h("h2",null,"No training health data yet"),h("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),h("h3",null,"1. Keras: add the callback"),On(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),h("h3",null,"2. Or instrument every fit() in the process"),On(`import tb_trainhealth

tb_trainhealth.autolog()`),h("h3",null,"3. Or run an unchanged script"),On("tb-trainhealth run train.py","shell"),h("h3",null,"Then open TensorBoard"),On("tensorboard --logdir logs","shell"),h("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var jb="app-header-reload .reload-button, app-header-reload button";function zb(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function oh(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function lh(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),s=c=>{r=Date.now(),e({reason:c})},i=zb();if(i){let c=u=>{let f=u.target;f&&typeof f.closest=="function"&&f.closest(jb)&&setTimeout(()=>s("tensorboard-reload"),0)};i.addEventListener("click",c,!0),n.push(()=>i.removeEventListener("click",c,!0))}let o=setInterval(()=>{oh()&&Date.now()-r>=t-50&&s("timer")},Math.min(t,5e3));n.push(()=>clearInterval(o));let l=()=>{oh()&&Date.now()-r>=t&&s("visible")};document.addEventListener("visibilitychange",l),n.push(()=>document.removeEventListener("visibilitychange",l));let a=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",a,{once:!0}),{stop:a,markRefreshed:()=>r=Date.now()}}var Ai="tb-trainhealth:selection",Db=3e3,Bb=new Set(["pending","unreadable"]),wl=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.compareRun=null,this.compareView=null,this.areaViews=[];let n=Ln(Ai);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.savedCompare=nh(),this.buildShell()}buildShell(){this.select=h("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=h("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=h("span",{id:"run-counts",class:"muted"}),this.updated=h("span",{id:"last-updated",class:"muted"}),this.refreshButton=h("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},h("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=h("label",{class:"run-picker"},h("span",null,"Run"),this.select),this.comparePicker=rh({onchange:t=>this.setCompare(t)}),this.filter={status:"",text:""},this.statusFilter=h("select",{id:"run-status-filter",class:"th-select","aria-label":"Show runs of status",onchange:()=>this.setFilter({status:this.statusFilter.value})}),this.nameFilter=h("input",{id:"run-name-filter",type:"search",class:"th-input",placeholder:"Filter runs by name","aria-label":"Filter runs by name",oninput:()=>this.setFilter({text:this.nameFilter.value})}),this.runFilters=h("span",{class:"run-filters",hidden:!0},this.statusFilter,this.nameFilter),this.banner=h("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=h("main",{id:"content"},h("p",{class:"muted loading-text"},"Loading…")),H(this.root,h("header",{class:"th-header"},h("h1",null,"Training Health"),this.runPicker,this.comparePicker.element,this.runFilters,this.statusBadge,this.counts,h("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,H(this.banner,h("strong",null,"Error: "),t)}buildRunView(){this.destroyCompareView(),this.view="run",this.flowBox=h("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=h("section",{id:"findings",class:"card findings"}),this.panel=h("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=h("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),H(this.content,h("div",{class:"th-grid"},h("div",{class:"col-main"},h("section",{class:"card flowchart-card"},h("div",{class:"card-head"},h("h3",null,"Triage flowchart"),h("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),this.chartBox),h("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=Bd(this.chartBox),this.viewAreas=new Set;for(let t of Rf())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=h("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(ci(r),{area:r,title:r,openFinding:s=>this.openFinding(s)})}viewContext(t){return{area:t,title:Xi(t).title,openFinding:n=>this.openFinding(n)}}hideAreaViews(t){for(let n of this.content.querySelectorAll(":scope > .area-section"))n.hidden=t}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}buildCompareView(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.destroyCompareView(),this.view="compare",this.flow=null,this.compareView=sh(this.content,{onOpen:(t,n)=>this.openRun(t,n),onSwap:()=>this.selectRun(this.compareRun),onClose:()=>this.setCompare(null)})}destroyCompareView(){this.compareView&&this.compareView.destroy(),this.compareView=null}setCompare(t){this.compareRun=t||null,Ti(this.compareRun),this.show()}openRun(t,n){this.compareRun=null,Ti(null),this.run=t,this.nodeId=n||null,ln(Ai,{run:t,node:this.nodeId}),this.show()}ensureView(){this.compareRun&&this.view!=="compare"&&this.buildCompareView(),!this.compareRun&&this.view!=="run"&&this.buildRunView()}async show(){this.ensureView(),this.updateRunPicker(),this.diagnosisText=null;let t=++this.seq;this.root.dataset.loading="true";try{await this.loadCurrent(t)}finally{t===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}showEmpty(){this.destroyCompareView(),this.comparePicker.hide(),this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",ih(this.content)}showFatal(t){this.view==="run"||this.view==="compare"||this.view==="empty"||(this.view="error",H(this.content,h("section",{class:"card error-state",id:"error-state"},h("h2",null,"Could not load Training Health"),h("p",null,t),h("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}setFilter(t){this.filter={...this.filter,...t};let n=bl(ws(this.runs||[]),this.filter);this.updateRunPicker(),n.length&&!n.some(r=>r.run===this.run)&&this.selectRun(n[0].run)}updateStatusFilter(){let t=this.runs||[],n=Kf(t),r=bs.filter(i=>!Bb.has(i)||n[i]>0||this.filter.status===i),s=["",...r].map(i=>`${i}|${i?n[i]:t.length}`).join(`
`);this.statusFilter.dataset.options!==s&&(H(this.statusFilter,h("option",{value:""},`All runs (${t.length})`),r.map(i=>h("option",{value:i,"data-count":String(n[i]),disabled:n[i]===0&&this.filter.status!==i},`${$n[i]} (${n[i]})`))),this.statusFilter.dataset.options=s),this.statusFilter.value=this.filter.status,this.runFilters.hidden=t.length<2}updateRunPicker(){this.updateStatusFilter();let t=bl(ws(this.runs||[]),this.filter,this.run),n=[...this.select.options].map(i=>`${i.value}|${i.textContent}`).join(`
`),r=t.map(i=>`${i.run}|${xs(i)}`).join(`
`);n!==r&&H(this.select,t.map(Ei)),this.select.value=this.run,this.runPicker.hidden=!1,this.comparePicker.update(ws(this.runs||[]),this.run,this.compareRun);let s=(this.runs||[]).find(i=>i.run===this.run);s&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${s.status}`,this.statusBadge.textContent=$n[s.status]||s.status,this.counts.textContent=_i(s.counts))}async refresh({reason:t}={}){let n=++this.seq;this.root.dataset.refreshesStarted=String((Number(this.root.dataset.refreshesStarted)||0)+1),this.root.dataset.startReason=t||"",this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await ta()}catch(o){if(n!==this.seq)return;let l=`Could not load the list of runs: ${o.message}`;this.showBanner(l),this.showFatal(l);return}if(n!==this.seq)return;let s=Array.isArray(r.body.runs)?r.body.runs.filter(o=>o&&typeof o.run=="string"):[];if(this.runs=s,this.pollPending(s),!s.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let i=s.map(o=>o.run);if(!i.includes(this.run)){let o=this.savedRun&&i.includes(this.savedRun)?this.savedRun:null;this.nodeId=o?this.savedNode:null,this.savedRun=null,this.run=o||Jf(s)}this.compareRun=zf(this.savedCompare!==null?this.savedCompare:this.compareRun,i,this.run),this.savedCompare=null,this.ensureView(),this.updateRunPicker(),await this.loadCurrent(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}pollPending(t){clearTimeout(this.pendingTimer),this.pendingTimer=Xf(t)?setTimeout(()=>this.refresh({reason:"pending"}),Db):null}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){t!==this.run&&(t===this.compareRun&&(this.compareRun=this.run,Ti(this.compareRun)),this.run=t,this.nodeId=null,ln(Ai,{run:t,node:null}),await this.show())}async loadCurrent(t){if(this.view!=="compare")return this.loadRun(t);this.showBanner(null),await this.compareView.update(this.run,this.compareRun)}current(t,n){return t===this.seq&&n===this.run}async loadRun(t){let n=this.run,[r]=await Promise.allSettled([Cs(n)]);if(!this.current(t,n))return;let s=r.status==="fulfilled"?r.value.body:null;if(s&&typeof s.run=="string"&&s.run!==n)return;let i=!s||!Array.isArray(s.series)||s.series.includes(Qe.loss),[o]=i?await Promise.allSettled([Ls(n,Qe.loss)]):[null];if(!this.current(t,n))return;let l=!0;if(r.status==="fulfilled")Zf(this.runs,r.value.body)&&this.updateRunPicker(),this.applyDiagnosis(r.value.body,r.value.text);else{l=!1;let f=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,H(this.flowBox,h("p",{class:"error-text"},f)),H(this.findingsBox,h("h3",null,"Findings"),h("p",{class:"muted"},"Unavailable.")),H(this.panel,h("h3",null,"Evidence"),h("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(f)}if(!o)this.chart.showNote(ai(s));else if(o.status==="fulfilled")this.chart.update(o.value.body,o.value.text);else{let f=o.reason;this.chart.showError(f.status===404||f.status===400?`No loss series for this run: ${f.message}`:`Could not load the loss series: ${f.message}`)}if(this.hideAreaViews(!l),!l)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let a=this.areaViews.slice(),c=await Promise.allSettled(a.map(f=>f.update(n,this.diagnosis)));if(!this.current(t,n))return;let u=c.find(f=>f.status==="rejected");if(u)throw u.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],s=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!s.some(i=>i.id===this.nodeId)&&(this.nodeId=null),this.flow=sc(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:i=>this.selectNode(i)}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];Gs(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(o,l)=>{let a=this.areaViews.map(c=>c.focusFinding(l)).filter(Boolean);this.selectNode(o,{scroll:!a.length})}});let s=Array.isArray(t.warnings)?t.warnings.filter(o=>typeof o=="string"):[];s.length&&this.findingsBox.append(h("div",{class:"log-warnings",id:"log-warnings"},h("h4",null,`Log warnings (${s.length})`),h("ul",null,s.map(o=>h("li",null,o)))));let i=r.find(o=>o.id===this.nodeId);i?cc(this.panel,i,n,{onClose:()=>this.selectNode(null)}):ac(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,ln(Ai,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"nearest",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let s=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!s)return;s.classList.add("focused");let i=s.getBoundingClientRect().top;(i<64||i>window.innerHeight-120)&&s.scrollIntoView&&s.scrollIntoView({block:"start",behavior:"smooth"})}},Bt=null;function W1(){if(Bt)return Bt;et("trainhealth-style",`${Jl}
${Xl}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",Bt=new wl(e),Fd(()=>{Bt.chart&&Bt.chart.retheme(),Bt.compareView&&Bt.compareView.retheme();for(let n of Bt.areaViews)n.retheme()});let t=lh(n=>Bt.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;Bt.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),Bt.refresh({reason:"initial"}).then(()=>t.markRefreshed()),Bt}export{W1 as render};
