/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */
var Ll='.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';var Ol=`/* Training Health tab. Colours are CSS variables switched by
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
`;var Cl={areas:[{events:["training_error"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix the layer, the data or the loss",parent:"shape"}],series:[],title:"Shapes"},{events:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers"],findings:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse"],hint:'The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the batch\'s data, the loss, every layer\'s output, the gradients and the weights each step (also under XLA), and names the first step, sample, layer and variable that went NaN/Inf; `options={"nonfinite": {"replay": True}}` reruns that step under check_numerics and names the op and its source line. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.',histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_op:"First NaN/Inf op",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],title:"NaN / Inf"},{events:["memory_model","oom","disk_full","batch_size_search"],findings:["oom","memory_pressure","memory_growth","disk_full"],hint:"The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, logs the model's size, and records an out-of-memory error with the allocation that failed. `tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here.",histograms:[],labels:{batch_size_search:"Batch-size search",disk_full:"Disk full",memory_growth:"Memory growth",memory_model:"Model size",memory_peak:"Memory peak",memory_pressure:"Memory pressure",memory_used:"Memory used",oom:"Out of memory"},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:["memory_used","memory_peak"],title:"Memory"},{events:[],findings:["exploding_gradients","vanishing_gradients","dead_units"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],title:"Gradient health"},{events:["head_check","epoch_logs"],findings:["loss_oscillating","loss_diverging","loss_stuck","accuracy_at_chance","output_activation_mismatch","loss_output_mismatch","unscaled_inputs","saturated_activations","learning_rate_too_high","learning_rate_too_low"],hint:"The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`.",histograms:[],labels:{accuracy_at_chance:"Accuracy at chance",epoch_logs:"Epoch metrics",head_check:"Head and loss check",learning_rate_too_high:"Learning rate too high",learning_rate_too_low:"Learning rate too low",loss_diverging:"Loss diverging",loss_oscillating:"Loss oscillating",loss_output_mismatch:"Loss does not fit output/targets",loss_stuck:"Loss stuck",lr_update_ratio:"Update / weight ratio (sampled)",output_activation_mismatch:"Output head cannot fit targets",saturated_activations:"Saturated activations",saturation:"Saturated share (|z| > 5)",unscaled_inputs:"Unscaled inputs"},log_scale:["lr_update_ratio"],matrices:["saturation","lr_update_ratio"],name:"convergence",nodes:[{edge_label:"does not learn",id:"convergence",kind:"check",label:"Loss not decreasing / unstable",parent:"error"},{edge_label:"",id:"fix_convergence",kind:"fix",label:"Output head, loss, input scale, learning rate",parent:"convergence"}],series:[],title:"Convergence"},{events:["input_timing","input_stall","pipeline_graph"],findings:["input_bound","input_stall","pipeline_lint"],hint:"The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a PyDataset). Custom training loops are not timed.",histograms:[],labels:{compute_time:"Compute (ms)",host_time:"Host, between steps (ms)",input_bound:"Input-bound",input_stall:"Input stall",input_timing:"Input timing",input_wait:"Input wait (ms)",pipeline_graph:"Pipeline",pipeline_lint:"Pipeline lint"},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:["input_wait","compute_time","host_time"],title:"Input pipeline"}]};var fn=Object.freeze(Cl.areas.map(e=>Object.freeze(e)));function Bn(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,i){if(typeof i=="string"){if(Object.prototype.hasOwnProperty.call(r,i))return r[i];throw new Error(`no declared ${e} ${JSON.stringify(i)} (tb_trainhealth/areas/)`)}}})}var Gr=e=>fn.flatMap(t=>t[e]),fe=Bn("area",fn.map(e=>e.name)),fb=Bn("node id",fn.flatMap(e=>e.nodes.map(t=>t.id))),Mn=Bn("finding kind",Gr("findings")),tn=Bn("event kind",Gr("events")),Vn=Bn("matrix statistic",Gr("matrices")),Rt=Bn("series",Gr("series")),hb=Bn("histogram family",Gr("histograms")),uh=Object.freeze(Object.assign({},...fn.map(e=>e.labels)));function _e(e){return uh[e]||Yr(e)}function Cs(e){return fn.find(t=>t.name===fe[e])}function Il(e){let t=fn.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function it(e){if(!e||typeof e!="object")return null;let t=fn.find(n=>n.findings.includes(e.kind));return t?t.name:Il(e.node)}function Rl(e){let t=Il(e);return(t?Cs(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var Dn={critical:0,warning:1,info:2},Hn={triggered:"Triggered",clear:"Clear",no_data:"No data"},Wn={critical:"critical",warning:"warning",healthy:"healthy"};function Is(e){let t=null;for(let n of e){let r=n&&n.severity;r in Dn&&(t===null||Dn[r]<Dn[t])&&(t=r)}return t}function fh(e){if(typeof e=="number"){if(!Number.isFinite(e))return String(e);let t=Math.abs(e);if(Number.isInteger(e)&&t<1e15)return String(e);if(t!==0&&(t>=1e6||t<.001)){let[n,r]=e.toExponential(3).split("e");return`${Number(n)}e${Number(r)}`}return String(Number(e.toPrecision(4)))}return typeof e=="boolean"?e?"true":"false":String(e)}function hh(e){let t=[],n=e[0],r=e[0];for(let i of[...e.slice(1),null]){if(i!==null&&i===r+1){r=i;continue}if(r-n>=2)t.push(`${n}–${r}`);else for(let s=n;s<=r;s++)t.push(String(s));n=r=i}return t}var br=12;function Tn(e){if(e==null)return"—";if(Array.isArray(e)){if(!e.length)return"none";let t;return e.every(s=>Number.isInteger(s))&&e.every((s,o)=>o===0||s>e[o-1])?t=hh(e):t=e.map(s=>s!==null&&typeof s=="object"?`(${Tn(s)})`:Tn(s)),(t.length>br?[...t.slice(0,br),`… ${t.length-br} more`]:t).join(", ")}if(typeof e=="object"){let t=Object.entries(e);if(!t.length)return"none";let n=t.slice(0,br).map(([r,i])=>`${r}: ${Tn(i)}`);return t.length>br&&n.push(`… ${t.length-br} more`),n.join(" · ")}return typeof e=="string"?e.replace(ph,""):fh(e)}var ph=/\u001b\[[0-9;]*m/g;function xr(e){if(!e||typeof e!="object")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Number.isFinite(e.step)?e.step:null;if(e.kind===Mn.training_error||typeof t.phase=="string"&&"completed_steps"in t)return(typeof t.phase=="string"?/step/.test(t.phase):n!==null)&&n!==null?`crashed at step ${n}`:typeof t.phase=="string"?`crashed in ${t.phase.replace(/_/g," ")}`:"crashed";let i=Number.isFinite(t.first_step)?t.first_step:null,s=Number.isFinite(t.last_step)?t.last_step:null;return i!==null&&s!==null&&s!==i?`steps ${Math.min(i,s)}–${Math.max(i,s)}`:n!==null?`step ${n}`:null}function Yr(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function nn(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var Ur=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function qr(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(i){throw new Ur(`Could not reach TensorBoard (${i&&i.message?i.message:i}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let i=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new Ur(i,t.status)}if(r===null||typeof r!="object")throw new Ur(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function wi(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,i])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(i))}`).join("&");return n?`${e}?${n}`:e}function Fl(){return qr("runs")}function Pl(e){return qr(wi("diagnosis",{run:e}))}function jl(e,t){return qr(wi("series",{run:e,name:t}))}function Kr(e,t,n){return qr(wi("matrix",{run:e,stat:t,max_columns:n||null}))}function gh(e,t,n){return qr(wi(`${fe[e]}/${t}`,n))}function zl(e,t){return gh(fe.gradients,"histograms",{run:e,layer:t})}var mh="http://www.w3.org/2000/svg";function Rs(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function Dl(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function p(e,t,...n){return Rs(Dl(document.createElement(e),t),n)}function X(e,t,...n){return Rs(Dl(document.createElementNS(mh,e),t),n)}function H(e,...t){return e.textContent="",Rs(e,t)}function Nn(e){return String(e).split("`").map((n,r)=>r%2?p("code",null,n):n)}function st(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function wr(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function Gn(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var la=Object.defineProperty,yh=(e,t,n)=>t in e?la(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,bh=(e,t)=>{for(var n in t)la(e,n,{get:t[n],enumerable:!0})},xh=(e,t,n)=>yh(e,typeof t!="symbol"?t+"":t,n),aa={};bh(aa,{Graph:()=>Ht,alg:()=>Ws});var wh=Object.defineProperty,ca=(e,t)=>{for(var n in t)wh(e,n,{get:t[n],enumerable:!0})},Hs=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let i of r)n.add(i);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([i,s])=>{e(i)&&t.setNode(i,s)}),Object.values(this._edgeObjs).forEach(i=>{t.hasNode(i.v)&&t.hasNode(i.w)&&t.setEdge(i,this.edge(i))});let n={},r=i=>{let s=this.parent(i);return!s||t.hasNode(s)?(n[i]=s,s):s in n?n[s]:r(s)};return this._isCompound&&t.nodes().forEach(i=>t.setParent(i,r(i))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let i,s,o,l,a=!1;typeof e=="object"&&e!==null&&"v"in e?(i=e.v,s=e.w,o=e.name,arguments.length===2&&(l=t,a=!0)):(i=e,s=t,o=r,arguments.length>2&&(l=n,a=!0)),i=""+i,s=""+s,o!==void 0&&(o=""+o);let c=Jr(this._isDirected,i,s,o);if(c in this._edgeLabels)return a&&(this._edgeLabels[c]=l),this;if(o!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(i),this.setNode(s),this._edgeLabels[c]=a?l:this._defaultEdgeLabelFn(i,s,o);let u=vh(this._isDirected,i,s,o);return i=u.v,s=u.w,Object.freeze(u),this._edgeObjs[c]=u,Bl(this._preds[s],i),Bl(this._sucs[i],s),this._in[s][c]=u,this._out[i][c]=u,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?Fs(this._isDirected,e):Jr(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?Fs(this._isDirected,e):Jr(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?Fs(this._isDirected,e):Jr(this._isDirected,e,t,n),i=this._edgeObjs[r];if(i){let s=i.v,o=i.w;delete this._edgeLabels[r],delete this._edgeObjs[r],Vl(this._preds[o],s),Vl(this._sucs[s],o),delete this._in[o][r],delete this._out[s][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(i=>i.v===t&&i.w===n||i.v===n&&i.w===t):r}};function Bl(e,t){e[t]?e[t]++:e[t]=1}function Vl(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function Jr(e,t,n,r){let i=""+t,s=""+n;if(!e&&i>s){let o=i;i=s,s=o}return i+""+s+""+(r===void 0?"\0":r)}function vh(e,t,n,r){let i=""+t,s=""+n;if(!e&&i>s){let l=i;i=s,s=l}let o={v:i,w:s};return r&&(o.name=r),o}function Fs(e,t){return Jr(e,t.v,t.w,t.name)}var kh={};ca(kh,{read:()=>Th,write:()=>_h});function _h(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:Sh(e),edges:Eh(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function Sh(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),i={v:t};return n!==void 0&&(i.value=n),r!==void 0&&(i.parent=r),i})}function Eh(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function Th(e){let t=new Hs(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var Ws={};ca(Ws,{CycleException:()=>ki,bellmanFord:()=>da,components:()=>Ah,dijkstra:()=>vi,dijkstraAll:()=>Oh,findCycles:()=>Ch,floydWarshall:()=>Rh,isAcyclic:()=>Ph,postorder:()=>zh,preorder:()=>Dh,prim:()=>Bh,shortestPaths:()=>Vh,tarjan:()=>fa,topsort:()=>ha});var Mh=()=>1;function da(e,t,n,r){return Nh(e,String(t),n||Mh,r||function(i){var s;return(s=e.outEdges(i))!=null?s:[]})}function Nh(e,t,n,r){let i={},s,o=0,l=e.nodes(),a=function(f){let y=i[f.v],k=i[f.w];if(!y||!k)return;let S=n(f);y.distance+S<k.distance&&(i[f.w]={distance:y.distance+S,predecessor:f.v},s=!0)},c=function(){l.forEach(function(f){r(f).forEach(function(y){let k=y.v===f?y.v:y.w,S=k===y.v?y.w:y.v;a({v:k,w:S})})})};l.forEach(function(f){let y=f===t?0:Number.POSITIVE_INFINITY;i[f]={distance:y,predecessor:""}});let u=l.length;for(let f=1;f<u&&(s=!1,o++,c(),!!s);f++);if(o===u-1&&(s=!1,c(),s))throw new Error("The graph contains a negative weight cycle");return i}function Ah(e){let t={},n=[],r;function i(s){var o,l;s in t||(t[s]=!0,r.push(s),(o=e.successors(s))==null||o.forEach(i),(l=e.predecessors(s))==null||l.forEach(i))}return e.nodes().forEach(function(s){r=[],i(s),r.length&&n.push(r)}),n}var ua=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let i=this._arr,s=i.length;return n[r]=s,i.push({key:r,priority:t}),this._decrease(s),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,i=e;n<t.length&&(i=t[n].priority<t[i].priority?n:i,r<t.length&&(i=t[r].priority<t[i].priority?r:i),i!==e&&(this._swap(e,i),this._heapify(i)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,i=n[e],s=n[t];n[e]=s,n[t]=i,r[s.key]=e,r[i.key]=t}},$h=()=>1;function vi(e,t,n,r){let i=function(s){var o;return(o=e.outEdges(s))!=null?o:[]};return Lh(e,String(t),n||$h,r||i)}function Lh(e,t,n,r){let i={},s=new ua,o,l,a=function(c){let u=c.v!==o?c.v:c.w,f=i[u];if(!f)return;let y=n(c),k=l.distance+y;if(y<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+y);k<f.distance&&(f.distance=k,f.predecessor=o,s.decrease(u,k))};for(e.nodes().forEach(function(c){let u=c===t?0:Number.POSITIVE_INFINITY;i[c]={distance:u,predecessor:""},s.add(c,u)});s.size()>0;){o=s.removeMin();let c=i[o];if(!c||c.distance===Number.POSITIVE_INFINITY)break;l=c,r(o).forEach(a)}return i}function Oh(e,t,n){return e.nodes().reduce(function(r,i){return r[i]=vi(e,i,t,n),r},{})}function fa(e){let t=0,n=[],r={},i=[];function s(o){var l;let a=r[o]={onStack:!0,lowlink:t,index:t++};if(n.push(o),(l=e.successors(o))==null||l.forEach(function(c){if(c in r){let u=r[c];u!=null&&u.onStack&&(a.lowlink=Math.min(a.lowlink,u.index))}else{s(c);let u=r[c];u&&(a.lowlink=Math.min(a.lowlink,u.lowlink))}}),a.lowlink===a.index){let c=[],u;do{u=n.pop();let f=r[u];f&&(f.onStack=!1),c.push(u)}while(o!==u);i.push(c)}}return e.nodes().forEach(function(o){o in r||s(o)}),i}function Ch(e){return fa(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var Ih=()=>1;function Rh(e,t,n){return Fh(e,t||Ih,n||function(r){var i;return(i=e.outEdges(r))!=null?i:[]})}function Fh(e,t,n){let r={},i=e.nodes();return i.forEach(function(s){let o={};r[s]=o,o[s]={distance:0,predecessor:""},i.forEach(function(l){s!==l&&(o[l]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(s).forEach(function(l){let a=l.v===s?l.w:l.v,c=t(l);o[a]={distance:c,predecessor:s}})}),i.forEach(function(s){let o=r[s];o&&i.forEach(function(l){let a=r[l];a&&i.forEach(function(c){let u=a[s],f=o[c],y=a[c];if(u&&f&&y){let k=u.distance+f.distance;k<y.distance&&(y.distance=k,y.predecessor=f.predecessor)}})})}),r}var ki=class extends Error{constructor(e){super(e),this.name="CycleException"}};function ha(e){let t={},n={},r=[];function i(s){var o;if(s in n)throw new ki;s in t||(n[s]=!0,t[s]=!0,(o=e.predecessors(s))==null||o.forEach(i),delete n[s],r.push(s))}if(e.sinks().forEach(i),Object.keys(t).length!==e.nodeCount())throw new ki;return r}function Ph(e){try{ha(e)}catch(t){if(t instanceof ki)return!1;throw t}return!0}function jh(e,t,n,r,i){Array.isArray(t)||(t=[t]);let s=(l=>{var a;return(a=e.isDirected()?e.successors(l):e.neighbors(l))!=null?a:[]}),o={};return t.forEach(function(l){if(!e.hasNode(l))throw new Error("Graph does not have node: "+l);i=pa(e,l,n==="post",o,s,r,i)}),i}function pa(e,t,n,r,i,s,o){return t in r||(r[t]=!0,n||(o=s(o,t)),i(t).forEach(function(l){o=pa(e,l,n,r,i,s,o)}),n&&(o=s(o,t))),o}function ga(e,t,n){return jh(e,t,n,function(r,i){return r.push(i),r},[])}function zh(e,t){return ga(e,t,"post")}function Dh(e,t){return ga(e,t,"pre")}function Bh(e,t){var n;let r=new Hs,i={},s=new ua,o;function l(u){let f=u.v===o?u.w:u.v,y=s.priority(f);if(y!==void 0){let k=t(u);k<y&&(i[f]=o,s.decrease(f,k))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(u){s.add(u,Number.POSITIVE_INFINITY),r.setNode(u)});let a=e.nodes()[0];a!==void 0&&s.decrease(a,0);let c=!1;for(;s.size()>0;){if(o=s.removeMin(),o in i)r.setEdge(o,i[o]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(o))==null||n.forEach(l)}return r}function Vh(e,t,n,r){return Hh(e,t,n,r??(i=>{var s;return(s=e.outEdges(i))!=null?s:[]}))}function Hh(e,t,n,r){if(n===void 0)return vi(e,t,n,r);let i=!1,s=e.nodes();for(let o=0;o<s.length;o++){let l=s[o];if(l===void 0)continue;let a=r(l);for(let c=0;c<a.length;c++){let u=a[c];if(!u)continue;let f=u.v===l?u.v:u.w,y=f===u.v?u.w:u.v;n({v:f,w:y})<0&&(i=!0)}if(i)return da(e,t,n,r)}return vi(e,t,n,r)}var Ht=Hs;function kr(e,t,n,r){let i=r;for(;e.hasNode(i);)i=Gs(r);return n.dummy=t,e.setNode(i,n),i}function Wh(e){let t=new Ht().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},i=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+i.weight,minlen:Math.max(r.minlen,i.minlen)})}),t}function ma(e){let t=new Ht({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function Hl(e,t){let n=e.x,r=e.y,i=t.x-n,s=t.y-r,o=e.width/2,l=e.height/2;if(!i&&!s)throw new Error("Not possible to find intersection inside of the rectangle");let a,c;return i===0||Math.abs(s)*o>Math.abs(i)*l?(s<0&&(l=-l),a=l*i/s,c=l):(i<0&&(o=-o),a=o,c=o*s/i),{x:n+a,y:r+c}}function Zr(e){let t=Xr(ba(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),i=r.rank;i!==void 0&&(t[i]||(t[i]=[]),t[i][r.order]=n)}),t}function Gh(e){let t=e.nodes().map(r=>{let i=e.node(r).rank;return i===void 0?Number.MAX_VALUE:i}),n=rn(Math.min,t);e.nodes().forEach(r=>{let i=e.node(r);Object.hasOwn(i,"rank")&&(i.rank-=n)})}function Yh(e){let t=e.nodes().map(o=>e.node(o).rank).filter(o=>o!==void 0),n=rn(Math.min,t),r=[];e.nodes().forEach(o=>{let l=e.node(o).rank-n;r[l]||(r[l]=[]),r[l].push(o)});let i=0,s=e.graph().nodeRankFactor;Array.from(r).forEach((o,l)=>{o===void 0&&l%s!==0?--i:o!==void 0&&i&&o.forEach(a=>e.node(a).rank+=i)})}function Wl(e,t,n,r){let i={width:0,height:0};return arguments.length>=4&&(i.rank=n,i.order=r),kr(e,"border",i,t)}function Uh(e,t=ya){let n=[];for(let r=0;r<e.length;r+=t){let i=e.slice(r,r+t);n.push(i)}return n}var ya=65535;function rn(e,t){if(t.length>ya){let n=Uh(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function ba(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return rn(Math.max,t)}function qh(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function Kh(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function xa(e,t){return t()}var Jh=0;function Gs(e){let t=++Jh;return e+(""+t)}function Xr(e,t,n=1){t==null&&(t=e,e=0);let r=s=>s<t;n<0&&(r=s=>t<s);let i=[];for(let s=e;r(s);s+=n)i.push(s);return i}function _i(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function Si(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[i,s])=>(r[i]=n(s,i),r),{})}function Xh(e,t){return e.reduce((n,r,i)=>(n[r]=t[i],n),{})}var Ei="\0";function wa(e,t,n){var r,i,s,o,l,a;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let u=c?(i=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?i:NaN+1:(o=(s=e[t.edgeObj.w])==null?void 0:s.rank)!=null?o:NaN-1,f=Object.entries(e).find(w=>{var g,v;return((g=w[1].edgeObj)==null?void 0:g.v)===t.edgeObj.v&&((v=w[1].edgeObj)==null?void 0:v.w)===t.edgeObj.w&&w[1].rank===u}),y=Object.entries(e).find(w=>{var g,v;return((g=w[1].edgeObj)==null?void 0:g.v)===n.edgeObj.v&&((v=w[1].edgeObj)==null?void 0:v.w)===n.edgeObj.w&&w[1].rank===u});if(!f||!y)return 0;let k=(l=f[1].order)!=null?l:NaN,S=(a=y[1].order)!=null?a:NaN;return isNaN(k-S)?0:k-S}var Zh="3.1.3",Qh=class{constructor(){xh(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return Gl(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&Gl(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,ep)),n=n._prev;return"["+e.join(", ")+"]"}};function Gl(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function ep(e,t){if(e!=="_next"&&e!=="_prev")return t}var tp=Qh,np=()=>1;function rp(e,t){if(e.nodeCount()<=1)return[];let n=sp(e,t||np);return ip(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function ip(e,t,n){var r;let i=[],s=t[t.length-1],o=t[0],l;for(;e.nodeCount();){for(;l=o.dequeue();)Ps(e,t,n,l);for(;l=s.dequeue();)Ps(e,t,n,l);if(e.nodeCount()){for(let a=t.length-2;a>0;--a)if(l=(r=t[a])==null?void 0:r.dequeue(),l){i=i.concat(Ps(e,t,n,l,!0)||[]);break}}}return i}function Ps(e,t,n,r,i){let s=[],o=i?s:void 0;return(e.inEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=e.node(l.v);i&&s.push({v:l.v,w:l.w}),c.out-=a,Vs(t,n,c)}),(e.outEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=l.w,u=e.node(c);u.in-=a,Vs(t,n,u)}),e.removeNode(r.v),o}function sp(e,t){let n=new Ht,r=0,i=0;e.nodes().forEach(l=>{n.setNode(l,{v:l,in:0,out:0})}),e.edges().forEach(l=>{let a=n.edge(l.v,l.w)||0,c=t(l),u=a+c;n.setEdge(l.v,l.w,u);let f=n.node(l.v),y=n.node(l.w);i=Math.max(i,f.out+=c),r=Math.max(r,y.in+=c)});let s=op(i+r+3).map(()=>new tp),o=r+1;return n.nodes().forEach(l=>{Vs(s,o,n.node(l))}),{graph:n,buckets:s,zeroIdx:o}}function Vs(e,t,n){var r,i,s;n.out?n.in?(s=e[n.out-n.in+t])==null||s.enqueue(n):(i=e[e.length-1])==null||i.enqueue(n):(r=e[0])==null||r.enqueue(n)}function op(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function lp(e,t){(e.graph().acyclicer==="greedy"?rp(e,n(e)):ap(e,t??null)).forEach(r=>{let i=e.edge(r);e.removeEdge(r),i.forwardName=r.name,i.reversed=!0,e.setEdge(r.w,r.v,i,Gs("rev"))});function n(r){return i=>r.edge(i).weight}}function ap(e,t){let n=[],r={},i={};function s(a){Object.hasOwn(i,a)||(i[a]=!0,r[a]=!0,e.outEdges(a).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):s(c.w)}),delete r[a])}function o(a){var c;Object.hasOwn(i,a)||(i[a]=!0,r[a]=!0,(c=e.outEdges(a))==null||c.forEach(u=>{var f,y;Object.hasOwn(r,u.w)||((f=t.node(a))==null?void 0:f.rank)>((y=t.node(u.w))==null?void 0:y.rank)&&dp(e,u.w,u)?n.push(u):o(u.w)}),delete r[a])}let l=s;return t&&typeof t.node=="function"&&(l=o),e.sources().forEach(l),e.nodes().forEach(l),n}function cp(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function dp(e,t,n){let r=new Set;function i(s){var o;if(e.sources().includes(s))return!0;r.add(s);for(let l of(o=e.inEdges(s))!=null?o:[])if(!(l.v===n.v&&l.w===n.w)&&!r.has(l.v)&&i(l.v))return!0;return!1}return i(t)}function up(e){e.graph().dummyChains=[],e.edges().forEach(t=>fp(e,t))}function fp(e,t){let n=t.v,r=e.node(n).rank,i=t.w,s=e.node(i).rank,o=t.name,l=e.edge(t),a=l.labelRank;if(s===r+1)return;e.removeEdge(t);let c,u,f;for(f=0,++r;r<s;++f,++r)l.points=[],u={width:0,height:0,edgeLabel:l,edgeObj:t,rank:r},c=kr(e,"edge",u,"_d"),r===a&&(u.width=l.width,u.height=l.height,u.dummy="edge-label",u.labelpos=l.labelpos),e.setEdge(n,c,{weight:l.weight},o),f===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,i,{weight:l.weight},o)}function hp(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,i;for(e.setEdge(n.edgeObj,r);n.dummy;)i=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=i,n=e.node(t)})}function Ys(e){let t={};function n(r){let i=e.node(r);if(Object.hasOwn(t,r))return i.rank;t[r]=!0;let s=e.outEdges(r),o=s?s.map(a=>a==null?Number.POSITIVE_INFINITY:n(a.w)-e.edge(a).minlen):[],l=rn(Math.min,o);return l===Number.POSITIVE_INFINITY&&(l=0),i.rank=l}e.sources().forEach(n)}function vr(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var va=pp;function pp(e){let t=new Ht({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],i=e.nodeCount();t.setNode(r,{});let s,o;for(;gp(t,e)<i&&(s=mp(t,e),!!s);)o=t.hasNode(s.v)?vr(e,s):-vr(e,s),yp(t,e,o);return t}function gp(e,t){function n(r){let i=t.nodeEdges(r);i&&i.forEach(s=>{let o=s.v,l=r===o?s.w:o;!e.hasNode(l)&&!vr(t,s)&&(e.setNode(l,{}),e.setEdge(r,l,{}),n(l))})}return e.nodes().forEach(n),e.nodeCount()}function mp(e,t){return t.edges().reduce((n,r)=>{let i=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(i=vr(t,r)),i<n[0]?[i,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function yp(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:bp,postorder:xp}=Ws,wp=Yn;Yn.initLowLimValues=qs;Yn.initCutValues=Us;Yn.calcCutValue=ka;Yn.leaveEdge=Sa;Yn.enterEdge=Ea;Yn.exchangeEdges=Ta;function Yn(e){e=Wh(e),Ys(e);let t=va(e);qs(t),Us(t,e);let n,r;for(;n=Sa(t);)r=Ea(t,e,n),Ta(t,e,n,r)}function Us(e,t){let n=xp(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>vp(e,t,r))}function vp(e,t,n){let r=e.node(n).parent,i=e.edge(n,r);i.cutvalue=ka(e,t,n)}function ka(e,t,n){let r=e.node(n).parent,i=!0,s=t.edge(n,r),o=0;s||(i=!1,s=t.edge(r,n)),o=s.weight;let l=t.nodeEdges(n);return l&&l.forEach(a=>{let c=a.v===n,u=c?a.w:a.v;if(u!==r){let f=c===i,y=t.edge(a).weight;if(o+=f?y:-y,_p(e,n,u)){let k=e.edge(n,u).cutvalue;o+=f?-k:k}}}),o}function qs(e,t){arguments.length<2&&(t=e.nodes()[0]),_a(e,{},1,t)}function _a(e,t,n,r,i){let s=n,o=e.node(r);t[r]=!0;let l=e.neighbors(r);return l&&l.forEach(a=>{Object.hasOwn(t,a)||(n=_a(e,t,n,a,r))}),o.low=s,o.lim=n++,i?o.parent=i:delete o.parent,n}function Sa(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function Ea(e,t,n){let r=n.v,i=n.w;t.hasEdge(r,i)||(r=n.w,i=n.v);let s=e.node(r),o=e.node(i),l=s,a=!1;return s.lim>o.lim&&(l=o,a=!0),t.edges().filter(c=>a===Yl(e,e.node(c.v),l)&&a!==Yl(e,e.node(c.w),l)).reduce((c,u)=>vr(t,u)<vr(t,c)?u:c)}function Ta(e,t,n,r){let i=n.v,s=n.w;e.removeEdge(i,s),e.setEdge(r.v,r.w,{}),qs(e),Us(e,t),kp(e,t)}function kp(e,t){let n=e.nodes().find(i=>!e.node(i).parent);if(!n)return;let r=bp(e,[n]);r=r.slice(1),r.forEach(i=>{let s=e.node(i).parent,o=t.edge(i,s),l=!1;o||(o=t.edge(s,i),l=!0),t.node(i).rank=t.node(s).rank+(l?o.minlen:-o.minlen)})}function _p(e,t,n){return e.hasEdge(t,n)}function Yl(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var Sp=Ep;function Ep(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":Ul(e);break;case"tight-tree":Mp(e);break;case"longest-path":Tp(e);break;case"none":break;default:Ul(e)}}var Tp=Ys;function Mp(e){Ys(e),va(e)}function Ul(e){wp(e)}var Np=Ap;function Ap(e){let t=Lp(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let i=e.node(r),s=i.edgeObj,o=$p(e,t,s.v,s.w),l=o.path,a=o.lca,c=0,u=l[c],f=!0;for(;r!==s.w;){if(i=e.node(r),f){for(;(u=l[c])!==a&&e.node(u).maxRank<i.rank;)c++;u===a&&(f=!1)}if(!f){for(;c<l.length-1&&e.node(l[c+1]).minRank<=i.rank;)c++;u=l[c]}u!==void 0&&e.setParent(r,u),r=e.successors(r)[0]}})}function $p(e,t,n,r){let i=[],s=[],o=Math.min(t[n].low,t[r].low),l=Math.max(t[n].lim,t[r].lim),a;a=n;do a=e.parent(a),i.push(a);while(a&&(t[a].low>o||l>t[a].lim));let c=a,u=r;for(;(u=e.parent(u))!==c;)s.push(u);return{path:i.concat(s.reverse()),lca:c}}function Lp(e){let t={},n=0;function r(i){let s=n;e.children(i).forEach(r),t[i]={low:s,lim:n++}}return e.children(Ei).forEach(r),t}function Op(e){let t=kr(e,"root",{},"_root"),n=Cp(e),r=Object.values(n),i=rn(Math.max,r)-1,s=2*i+1;e.graph().nestingRoot=t,e.edges().forEach(l=>e.edge(l).minlen*=s);let o=Ip(e)+1;e.children(Ei).forEach(l=>{Ma(e,t,s,o,i,n,l)}),e.graph().nodeRankFactor=s}function Ma(e,t,n,r,i,s,o){var l;let a=e.children(o);if(!a.length){o!==t&&e.setEdge(t,o,{weight:0,minlen:n});return}let c=Wl(e,"_bt"),u=Wl(e,"_bb"),f=e.node(o);e.setParent(c,o),f.borderTop=c,e.setParent(u,o),f.borderBottom=u,a.forEach(y=>{var k;Ma(e,t,n,r,i,s,y);let S=e.node(y),w=S.borderTop?S.borderTop:y,g=S.borderBottom?S.borderBottom:y,v=S.borderTop?r:2*r,b=w!==g?1:i-((k=s[o])!=null?k:0)+1;e.setEdge(c,w,{weight:v,minlen:b,nestingEdge:!0}),e.setEdge(g,u,{weight:v,minlen:b,nestingEdge:!0})}),e.parent(o)||e.setEdge(t,c,{weight:0,minlen:i+((l=s[o])!=null?l:0)})}function Cp(e){let t={};function n(r,i){let s=e.children(r);s&&s.length&&s.forEach(o=>n(o,i+1)),t[r]=i}return e.children(Ei).forEach(r=>n(r,1)),t}function Ip(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function Rp(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var Fp=Pp;function Pp(e){function t(n){let r=e.children(n),i=e.node(n);if(r.length&&r.forEach(t),i&&Object.hasOwn(i,"minRank")){i.borderLeft=[],i.borderRight=[];for(let s=i.minRank,o=i.maxRank+1;s<o;++s)ql(e,"borderLeft","_bl",n,i,s),ql(e,"borderRight","_br",n,i,s)}}e.children(Ei).forEach(t)}function ql(e,t,n,r,i,s){let o={width:0,height:0,rank:s,borderType:t},l=i[t][s-1],a=kr(e,"border",o,n);i[t][s]=a,e.setParent(a,r),l&&e.setEdge(l,a,{weight:1})}function jp(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&Na(e)}function zp(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&Dp(e),(n==="lr"||n==="rl")&&(Bp(e),Na(e))}function Na(e){e.nodes().forEach(t=>Kl(e.node(t))),e.edges().forEach(t=>Kl(e.edge(t)))}function Kl(e){let t=e.width;e.width=e.height,e.height=t}function Dp(e){e.nodes().forEach(t=>js(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(js),Object.hasOwn(r,"y")&&js(r)})}function js(e){e.y=-e.y}function Bp(e){e.nodes().forEach(t=>zs(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(zs),Object.hasOwn(r,"x")&&zs(r)})}function zs(e){let t=e.x;e.x=e.y,e.y=t}function Vp(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),i=r.map(c=>e.node(c).rank),s=rn(Math.max,i),o=Xr(s+1).map(()=>[]);function l(c){if(n[c])return;n[c]=!0;let u=e.node(c);o[u.rank].push(c);let f=e.successors(c);f&&[...f].sort((y,k)=>a(y,k)).forEach(l)}r.sort((c,u)=>e.node(c).rank-e.node(u).rank).forEach(l);function a(c,u){let f=e.node(c),y=e.node(u);return wa(t,f,y)}return o}function Hp(e,t){let n=0;for(let r=1;r<t.length;++r)n+=Wp(e,t[r-1],t[r]);return n}function Wp(e,t,n){let r=Xh(n,n.map((c,u)=>u)),i=t.flatMap(c=>{let u=e.outEdges(c);return u?u.map(f=>({pos:r[f.w],weight:e.edge(f).weight})).sort((f,y)=>f.pos-y.pos):[]}),s=1;for(;s<n.length;)s<<=1;let o=2*s-1;s-=1;let l=new Array(o).fill(0),a=0;return i.forEach(c=>{let u=c.pos+s;l[u]+=c.weight;let f=0;for(;u>0;)u%2&&(f+=l[u+1]),u=u-1>>1,l[u]+=c.weight;a+=c.weight*f}),a}function Gp(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let i=r.reduce((s,o)=>{let l=e.edge(o),a=e.node(o.v);return{sum:s.sum+l.weight*a.order,weight:s.weight+l.weight}},{sum:0,weight:0});return{v:n,barycenter:i.sum/i.weight,weight:i.weight}}})}function Yp(e,t){let n={};e.forEach((i,s)=>{let o={indegree:0,in:[],out:[],vs:[i.v],i:s};i.barycenter!==void 0&&(o.barycenter=i.barycenter,o.weight=i.weight),n[i.v]=o}),t.edges().forEach(i=>{let s=n[i.v],o=n[i.w];s!==void 0&&o!==void 0&&(o.indegree++,s.out.push(o))});let r=Object.values(n).filter(i=>!i.indegree);return Up(r)}function Up(e){let t=[];function n(i){return s=>{s.merged||(s.barycenter===void 0||i.barycenter===void 0||s.barycenter>=i.barycenter)&&qp(i,s)}}function r(i){return s=>{s.in.push(i),--s.indegree===0&&e.push(s)}}for(;e.length;){let i=e.pop();t.push(i),i.in.reverse().forEach(n(i)),i.out.forEach(r(i))}return t.filter(i=>!i.merged).map(i=>_i(i,["vs","i","barycenter","weight"]))}function qp(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function Kp(e,t,n,r,i){let s={},o=null,l=null,a=i;typeof t=="boolean"?(a=t,s={}):t&&(s=t,o=n??null,l=r??null);let c=qh(e,v=>Object.hasOwn(v,"barycenter")),u=c.lhs,f=c.rhs.sort((v,b)=>b.i-v.i),y=[],k=0,S=0,w=0;u.sort(Jp(l,o,!!a));for(let[v,b]of Object.entries(s)){let _=u.findIndex(E=>E.vs[0]===v);u.splice(_+1,0,b)}w=Jl(y,f,w),u.forEach(v=>{w+=v.vs.length,y.push(v.vs),k+=v.barycenter*v.weight,S+=v.weight,w=Jl(y,f,w)});let g={vs:y.flat(1)};return S&&(g.barycenter=k/S,g.weight=S),g}function Jl(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function Jp(e,t,n){return(r,i)=>{if(r.barycenter<i.barycenter)return-1;if(r.barycenter>i.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof i.vs[0]=="string")){let s=e.node(r.vs[0]),o=e.node(i.vs[0]),l=wa(t,s,o);if(l!==0)return l}return n?i.i-r.i:r.i-i.i}}function Aa(e,t,n,r,i){var s,o,l,a,c,u,f,y,k,S,w;let g=null,v=i;typeof r=="boolean"?(v=r,g=null):r!==void 0&&(g=r);let b=e.children(t),_=e.node(t),E=_?_.borderLeft:void 0,N=_?_.borderRight:void 0,A={};E&&(b=b.filter(C=>C!==E&&C!==N));let R=Gp(e,b);R.forEach(C=>{if(e.children(C.v).length){let{result:I}=Aa(e,C.v,n,g,v);A[C.v]=I,Object.hasOwn(I,"barycenter")&&Zp(C,I)}});let L=Yp(R,n);Xp(L,A);let B={},G=!1;for(let C=0;C<L.length;C++)for(let I=C+1;I<L.length;I++)if(!(!L[C]||!L[I]||!((s=L[C])!=null&&s.barycenter)||!((o=L[I])!=null&&o.barycenter))&&((l=L[C])==null?void 0:l.barycenter)===L[I].barycenter){let F=(c=(a=L[C])==null?void 0:a.vs[0])!=null?c:"",O=(f=(u=L[I])==null?void 0:u.vs[0])!=null?f:"",z=e.node(F),j=e.node(O);if(z.dummy==="edge"&&j.dummy==="edge"&&((y=z.edgeObj)==null?void 0:y.v)===((k=j.edgeObj)==null?void 0:k.v)&&((S=z.edgeObj)==null?void 0:S.w)===((w=j.edgeObj)==null?void 0:w.w))if(z.edgeLabel.reversed){B[O]=L[C],L.splice(C,1),C--;break}else B[F]||(B[F]=L[I],L.splice(I,1),I--);else G=!0}let M=Kp(L,B,g,e,v);if(E&&N){M.vs=[E,M.vs,N].flat(1);let C=e.predecessors(E);if(C&&C.length){let I=e.node(C[0]),F=e.predecessors(N),O=e.node(F[0]);Object.hasOwn(M,"barycenter")||(M.barycenter=0,M.weight=0),M.barycenter=(M.barycenter*M.weight+I.order+O.order)/(M.weight+2),M.weight+=2}}return Object.defineProperty(M,"result",{value:M,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(M,"usedBias",{value:G,enumerable:!1,configurable:!0,writable:!0}),M}function Xp(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function Zp(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function Qp(e,t,n,r){r||(r=e.nodes());let i=eg(e),s=new Ht({compound:!0}).setGraph({root:i}).setDefaultNodeLabel(o=>e.node(o));return r.forEach(o=>{let l=e.node(o),a=e.parent(o);if(l.rank===t||l.minRank<=t&&t<=l.maxRank){s.setNode(o),s.setParent(o,a||i);let c=e[n](o);c&&c.forEach(u=>{let f=u.v===o?u.w:u.v,y=s.edge(f,o),k=y!==void 0?y.weight:0;s.setEdge(f,o,{weight:e.edge(u).weight+k})}),Object.hasOwn(l,"minRank")&&s.setNode(o,{borderLeft:l.borderLeft[t],borderRight:l.borderRight[t]})}}),s}function eg(e){let t;for(;e.hasNode(t=Gs("_root")););return t}function tg(e,t,n){let r={},i;n.forEach(s=>{let o=e.parent(s),l,a;for(;o;){if(l=e.parent(o),l?(a=r[l],r[l]=o):(a=i,i=o),a&&a!==o){t.setEdge(a,o);return}o=l}})}function $a(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,$a);return}let r=ba(e),i=Xl(e,Xr(1,r+1),"inEdges"),s=Xl(e,Xr(r-1,-1,-1),"outEdges"),o=Vp(e,n);if(Zl(e,o),t.disableOptimalOrderHeuristic)return;let l=Number.POSITIVE_INFINITY,a,c=t.constraints||[];for(let u=0,f=0;f<4;++u,++f){ng(u%2?i:s,u%4>=2,c,n),o=Zr(e);let y=Hp(e,o);y<l?(f=0,a=Object.assign({},o),l=y):y===l&&(a=structuredClone(o))}Zl(e,a)}function Xl(e,t,n){let r=new Map,i=(s,o)=>{r.has(s)||r.set(s,[]),r.get(s).push(o)};for(let s of e.nodes()){let o=e.node(s);if(typeof o.rank=="number"&&i(o.rank,s),typeof o.minRank=="number"&&typeof o.maxRank=="number")for(let l=o.minRank;l<=o.maxRank;l++)l!==o.rank&&i(l,s)}return t.map(function(s){return Qp(e,s,n,r.get(s)||[])})}function ng(e,t,n,r){let i=!0,s=new Ht;e.forEach(function(o){n.forEach(u=>s.setEdge(u.left,u.right));let l=o.graph().root,{result:a,usedBias:c}=Aa(o,l,s,r,i);t&&c&&(i=!i),a.vs.forEach((u,f)=>o.node(u).order=f),tg(o,s,a.vs)})}function Zl(e,t){Object.values(t).forEach(n=>n.forEach((r,i)=>e.node(r).order=i))}function rg(e,t){let n={};function r(i,s){let o=0,l=0,a=i.length,c=s[s.length-1];return s.forEach((u,f)=>{let y=sg(e,u),k=y?e.node(y).order:a;(y||u===c)&&(s.slice(l,f+1).forEach(S=>{let w=e.predecessors(S);w&&w.forEach(g=>{let v=e.node(g),b=v.order;(b<o||k<b)&&!(v.dummy&&e.node(S).dummy)&&La(n,g,S)})}),l=f+1,o=k)}),s}return t.length&&t.reduce(r),n}function ig(e,t){let n={};function r(o){var l;return((l=e.node(o))==null?void 0:l.dummy)==="border"}if(!e.nodes().some(r))return n;function i(o,l,a,c,u){Xr(l,a).forEach(f=>{let y=o[f];if(y!==void 0&&e.node(y).dummy){let k=e.predecessors(y);k&&k.forEach(S=>{if(S===void 0)return;let w=e.node(S);w.dummy&&(w.order<c||w.order>u)&&La(n,S,y)})}})}function s(o,l){let a=-1,c=-1,u=0;return l.forEach((f,y)=>{if(r(f)){let k=e.predecessors(f);if(k&&k.length){let S=k[0];if(S===void 0)return;c=e.node(S).order,i(l,u,y,a,c),u=y,a=c}}i(l,u,l.length,c,o.length)}),l}return t.length&&t.reduce(s),n}function sg(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function La(e,t,n){if(t>n){let i=t;t=n,n=i}let r=e[t];r||(e[t]=r={}),r[n]=!0}function og(e,t,n){if(t>n){let i=t;t=n,n=i}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function lg(e,t,n,r,i){let s={},o={},l={};return t.forEach(a=>{a.forEach((c,u)=>{s[c]=c,o[c]=c,l[c]=u})}),t.forEach(a=>{let c=-1,u=-1,f=!1,y=a,k=a.findIndex(S=>i?.includes(S)||Ql(S,e,i));k>0&&(y=[a[k],...a.slice(0,k),...a.slice(k+1)],f=!0),y.forEach(S=>{var w;let g=r(S);if(g&&g.length){i!=null&&i.includes(S)&&(g=g.filter(_=>Ql(_,e,i)));let v=g.sort((_,E)=>{let N=l[_],A=l[E];return(N!==void 0?N:0)-(A!==void 0?A:0)}),b=(v.length-1)/2;for(let _=Math.floor(b),E=Math.ceil(b);_<=E;++_){let N=v[_];if(N===void 0)continue;let A=l[N];if(A!==void 0&&o[S]===S&&c<A&&l[N]!==u&&!og(n,S,N)){let R=s[N];R!==void 0&&(o[N]=S,o[S]=s[S]=R,c=A,f&&(c=-1,u=(w=l[N])!=null?w:-1,f=!1))}}}})}),{root:s,align:o}}function ag(e,t,n,r,i=!1){let s={},o=cg(e,t,n,i),l=i?"borderLeft":"borderRight";function a(k,S){let w=o.nodes().slice(),g={},v=w.pop();for(;v;){if(g[v])k(v);else{g[v]=!0,w.push(v);for(let b of S(v))w.push(b)}v=w.pop()}}function c(k){let S=o.inEdges(k);S?s[k]=S.reduce((w,g)=>{var v;let b=(v=s[g.v])!=null?v:0,_=o.edge(g);return Math.max(w,b+(_!==void 0?_:0))},0):s[k]=0}function u(k){let S=o.outEdges(k),w=Number.POSITIVE_INFINITY;S&&(w=S.reduce((v,b)=>{let _=s[b.w],E=o.edge(b);return Math.min(v,(_!==void 0?_:0)-(E!==void 0?E:0))},Number.POSITIVE_INFINITY));let g=e.node(k);w!==Number.POSITIVE_INFINITY&&g.borderType!==l&&(s[k]=Math.max(s[k]!==void 0?s[k]:0,w))}function f(k){return o.predecessors(k)||[]}function y(k){return o.successors(k)||[]}return a(c,f),a(u,y),Object.keys(r).forEach(k=>{var S;let w=n[k];w!==void 0&&(s[k]=(S=s[w])!=null?S:0)}),s}function cg(e,t,n,r){let i=new Ht,s=e.graph(),o=pg(s.nodesep,s.edgesep,r);return t.forEach(l=>{let a;l.forEach(c=>{let u=n[c];if(u!==void 0){if(i.setNode(u),a!==void 0){let f=n[a];if(f!==void 0){let y=i.edge(f,u);i.setEdge(f,u,Math.max(o(e,c,a),y||0))}}a=c}})}),i}function dg(e,t){return Object.values(t).reduce((n,r)=>{let i=Number.NEGATIVE_INFINITY,s=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([l,a])=>{let c=gg(e,l)/2;i=Math.max(a+c,i),s=Math.min(a-c,s)});let o=i-s;return o<n[0]&&(n=[o,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function ug(e,t){let n=Object.values(t),r=rn(Math.min,n),i=rn(Math.max,n);["u","d"].forEach(s=>{["l","r"].forEach(o=>{let l=s+o,a=e[l];if(!a||a===t)return;let c=Object.values(a),u=r-rn(Math.min,c);o!=="l"&&(u=i-rn(Math.max,c)),u&&(e[l]=Si(a,f=>f+u))})})}function fg(e,t=void 0){let n=e.ul;return n?Si(n,(r,i)=>{var s,o;if(t){let a=t.toLowerCase(),c=e[a];if(c&&c[i]!==void 0)return c[i]}let l=Object.values(e).map(a=>{let c=a[i];return c!==void 0?c:0}).sort((a,c)=>a-c);return(((s=l[1])!=null?s:0)+((o=l[2])!=null?o:0))/2}):{}}function hg(e,t){let n=Zr(e),r=Object.assign(rg(e,n),ig(e,n)),i={},s;["u","d"].forEach(l=>{s=l==="u"?n:Object.values(n).reverse(),["l","r"].forEach(a=>{a==="r"&&(s=s.map(f=>Object.values(f).reverse()));let c=lg(e,s,r,f=>(l==="u"?e.predecessors(f):e.successors(f))||[],t),u=ag(e,s,c.root,c.align,a==="r");a==="r"&&(u=Si(u,f=>-f)),i[l+a]=u})});let o=dg(e,i);return ug(i,o),fg(i,e.graph().align)}function pg(e,t,n){return(r,i,s)=>{let o=r.node(i),l=r.node(s),a=0,c;if(a+=o.width/2,Object.hasOwn(o,"labelpos"))switch(o.labelpos.toLowerCase()){case"l":c=-o.width/2;break;case"r":c=o.width/2;break}if(c&&(a+=n?c:-c),c=void 0,a+=(o.dummy?t:e)/2,a+=(l.dummy?t:e)/2,a+=l.width/2,Object.hasOwn(l,"labelpos"))switch(l.labelpos.toLowerCase()){case"l":c=l.width/2;break;case"r":c=-l.width/2;break}return c&&(a+=n?c:-c),a}}function gg(e,t){return e.node(t).width}function Ql(e,t,n){var r;if(!n)return!1;let i=(r=t.node(e))==null?void 0:r.edgeObj;if(!i||t.node(e).edgeLabel.reversed)return!1;let s=n.indexOf(i?.v),o=n.indexOf(i?.w);return s!==-1&&o!==-1&&s===(o+1)%n.length||s===(o-1)%n.length}function mg(e,t){e=ma(e),yg(e),Object.entries(hg(e,t)).forEach(([n,r])=>e.node(n).x=r)}function yg(e){let t=Zr(e),n=e.graph(),r=n.ranksep,i=n.rankalign,s=0;t.forEach(o=>{let l=o.reduce((a,c)=>{var u;let f=(u=e.node(c).height)!=null?u:0;return a>f?a:f},0);o.forEach(a=>{let c=e.node(a);i==="top"?c.y=s+c.height/2:i==="bottom"?c.y=s+l-c.height/2:c.y=s+l/2}),s+=l+r})}var ea=new WeakMap;function bg(e,t={}){return Oa(e,xa,t),e}function ta(e,t,n){let r=t;for(;r!==void 0;){let i=e.parent(r);if(i===n)return r;r=i}}function Oa(e,t,n){var r;let i=e.nodes().filter(b=>e.children(b).length),s={};i.forEach(b=>{let _=e.node(b);if(_&&_.rankdir){let E=new Ht({multigraph:!0,compound:!0});E.setGraph({rankdir:_.rankdir});let N=e.children(b);N.forEach(F=>{let O={...e.node(F)};E.setNode(F,O);let z=e.parent(F);z&&z!==b&&N.includes(z)&&E.setParent(F,z)});let A=new Set;e.edges().forEach(F=>{let O=ta(e,F.v,b),z=ta(e,F.w,b);if(O===F.v&&z===F.w)E.setEdge(F,{...e.edge(F)});else if(O&&z&&O!==z){let j=`${O}\0${z}`;A.has(j)||(A.add(j),E.setEdge(O,z,{...e.edge(F)}))}}),Oa(E,t,n);let R=oa(E);ra(R,t,n,null),ia(E,R);let L=1/0,B=1/0,G=-1/0,M=-1/0;E.nodes().forEach(F=>{if(F===b)return;let O=E.node(F);O&&typeof O.x=="number"&&typeof O.y=="number"&&typeof O.width=="number"&&typeof O.height=="number"&&(L=Math.min(L,O.x-O.width/2),G=Math.max(G,O.x+O.width/2),B=Math.min(B,O.y-O.height/2),M=Math.max(M,O.y+O.height/2))}),(!isFinite(L)||!isFinite(B)||!isFinite(G)||!isFinite(M))&&(L=B=0,G=M=0);let C=G-L,I=M-B;s[b]={minX:L,minY:B,maxX:G,maxY:M,width:C,height:I,offsetX:L,offsetY:B},_._dagreClusterSubgraph=E}});let o=[],l=b=>{let _=[],E=(e.children(b)||[]).filter(N=>N!==b);for(;E.length>0;){let N=E.shift();_.push(N),(e.children(N)||[]).filter(A=>A!==N).forEach(A=>E.push(A))}return _},a=new Map;i.forEach(b=>{let _=e.node(b);_&&_.rankdir&&s[b]&&a.set(b,(e.children(b)||[]).filter(E=>E!==b))});let c=new Set([...a.values()].flat()),u=new Map;a.forEach((b,_)=>{c.has(_)||u.set(_,l(_))});let f=new Set([...u.values()].flat()),y=b=>{for(let[_,E]of u)if(E.includes(b))return _;return b},k=[];e.edges().forEach(b=>{(f.has(b.v)||f.has(b.w))&&k.push({edge:b,label:e.edge(b)})});let S=new Map;f.forEach(b=>{let _=e.parent(b);S.set(b,typeof _=="string"?_:void 0)}),u.forEach((b,_)=>{let E=e.node(_),N=[];b.forEach(L=>{let B=e.node(L);B&&(N.push({id:L,node:B,parent:S.get(L)}),e.removeNode(L))});let A=k.filter(({edge:L})=>b.includes(L.v)||b.includes(L.w)),R=s[_];E&&(o.push({clusterId:_,subgraph:E._dagreClusterSubgraph,bounds:R,children:b,removedNodes:N,removedEdges:A}),E.width=R.width,E.height=R.height)});let w=new Set;k.forEach(({edge:b,label:_})=>{let E=y(b.v),N=y(b.w);if(E!==N&&e.hasNode(E)&&e.hasNode(N)){let A=`${E}\0${N}`;w.has(A)||(w.add(A),e.setEdge(E,N,{..._,width:0,height:0}))}});let g=oa(e),v=ra(g,t,n,(r=ea.get(e))!=null?r:null);ea.set(e,v),ia(e,g),w.forEach(b=>{let _=b.indexOf("\0"),E=b.slice(0,_),N=b.slice(_+1);e.hasEdge(E,N)&&e.removeEdge(E,N)}),o.forEach(({clusterId:b,subgraph:_,bounds:E,removedNodes:N,removedEdges:A})=>{var R,L;let B=e.node(b),G=(R=B?.x)!=null?R:0,M=(L=B?.y)!=null?L:0,C=(E.minX+E.maxX)/2,I=(E.minY+E.maxY)/2;N.forEach(({id:F,node:O,parent:z})=>{e.setNode(F,O),z!==void 0&&e.setParent(F,z)}),A.forEach(({edge:F,label:O})=>{e.setEdge(F,O)}),_.nodes().forEach(F=>{if(F===b)return;let O=_.node(F),z=e.node(F);z&&O&&typeof O.x=="number"&&typeof O.y=="number"&&(z.x=G+(O.x-C),z.y=M+(O.y-I))}),na(e,_,G-C,M-I),delete B._dagreClusterSubgraph}),i.forEach(b=>{var _,E;let N=e.node(b),A=s[b];if(N&&N.rankdir&&N._dagreClusterSubgraph&&A){let R=N._dagreClusterSubgraph,L=(_=N.x)!=null?_:0,B=(E=N.y)!=null?E:0,G=(A.minX+A.maxX)/2,M=(A.minY+A.maxY)/2;R.nodes().forEach(C=>{if(C===b)return;let I=R.node(C),F=e.node(C);if(F&&I&&typeof I.x=="number"&&typeof I.y=="number"){let O=I.x-G,z=I.y-M;F.x=L+O,F.y=B+z}}),na(e,R,L-G,B-M),delete N._dagreClusterSubgraph}})}function na(e,t,n,r){t.edges().forEach(i=>{if(!e.hasEdge(i))return;let s=t.edge(i),o=e.edge(i);o.points=s.points.map(l=>({x:l.x+n,y:l.y+r})),Object.hasOwn(s,"x")&&(o.x=s.x+n,o.y=s.y+r)})}function ra(e,t,n,r=null){var i,s;let o=n?.useDynamic!==!1,l=o&&(i=r?.graph)!=null?i:null,a=o&&(s=r?.rawNodes)!=null?s:null;t("    makeSpaceForEdgeLabels",()=>Tg(e)),t("    removeSelfEdges",()=>Rg(e)),t("    acyclic",()=>lp(e,l)),t("    nestingGraph.run",()=>Op(e)),t("    rank",()=>Sp(ma(e))),t("    injectEdgeLabelProxies",()=>Mg(e)),t("    removeEmptyRanks",()=>Yh(e)),t("    nestingGraph.cleanup",()=>Rp(e)),t("    normalizeRanks",()=>Gh(e)),t("    assignRankMinMax",()=>Ng(e)),t("    removeEdgeLabelProxies",()=>Ag(e)),t("    normalize.run",()=>up(e)),t("    parentDummyChains",()=>Np(e)),t("    addBorderSegments",()=>Fp(e)),t("    order",()=>$a(e,n,a)),t("    insertSelfEdges",()=>Fg(e)),t("    adjustCoordinateSystem",()=>jp(e)),t("    position",()=>mg(e,n.corePath)),t("    positionSelfEdges",()=>Pg(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>Ig(e)),t("    normalize.undo",()=>hp(e)),t("    fixupEdgeLabelCoords",()=>Og(e)),t("    undoCoordinateSystem",()=>zp(e)),t("    translateGraph",()=>$g(e)),t("    assignNodeIntersects",()=>Lg(e)),t("    reversePoints",()=>Cg(e)),t("    acyclic.undo",()=>cp(e)),{graph:e,rawNodes:c}}function ia(e,t){e.nodes().forEach(n=>{let r=e.node(n),i=t.node(n);r&&(r.x=i.x,r.y=i.y,r.order=i.order,r.rank=i.rank,t.children(n).length&&(r.width=i.width,r.height=i.height))}),e.edges().forEach(n=>{let r=e.edge(n),i=t.edge(n);r.points=i.points,Object.hasOwn(i,"x")&&(r.x=i.x,r.y=i.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var xg=["nodesep","edgesep","ranksep","marginx","marginy"],wg={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},vg=["acyclicer","ranker","rankdir","align","rankalign"],kg=["width","height","rank"],sa={width:0,height:0},_g=["minlen","weight","width","height","labeloffset"],Sg={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},Eg=["labelpos"];function oa(e){let t=new Ht({multigraph:!0,compound:!0}),n=Bs(e.graph());return t.setGraph(Object.assign({},wg,Ds(n,xg),_i(n,vg))),e.nodes().forEach(r=>{let i=Bs(e.node(r)),s=Ds(i,kg);Object.keys(sa).forEach(l=>{s[l]===void 0&&(s[l]=sa[l])}),t.setNode(r,s);let o=e.parent(r);o!==void 0&&t.setParent(r,o)}),e.edges().forEach(r=>{let i=Bs(e.edge(r));t.setEdge(r,Object.assign({},Sg,Ds(i,_g),_i(i,Eg)))}),t}function Tg(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let i=e.edge(n);i.minlen*=2,((r=i.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?i.width+=i.labeloffset:i.height+=i.labeloffset)})}function Mg(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),i={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};kr(e,"edge-proxy",i,"_ep")}})}function Ng(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function Ag(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function $g(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,i=0,s=e.graph(),o=s.marginx||0,l=s.marginy||0;function a(c){let u=c.x,f=c.y,y=c.width,k=c.height;t=Math.min(t,u-y/2),n=Math.max(n,u+y/2),r=Math.min(r,f-k/2),i=Math.max(i,f+k/2)}e.nodes().forEach(c=>a(e.node(c))),e.edges().forEach(c=>{let u=e.edge(c);Object.hasOwn(u,"x")&&a(u)}),t-=o,r-=l,e.nodes().forEach(c=>{let u=e.node(c);u.x-=t,u.y-=r}),e.edges().forEach(c=>{let u=e.edge(c);u.points.forEach(f=>{f.x-=t,f.y-=r}),Object.hasOwn(u,"x")&&(u.x-=t),Object.hasOwn(u,"y")&&(u.y-=r)}),s.width=n-t+o,s.height=i-r+l}function Lg(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),i=e.node(t.w),s,o;n.points?(s=n.points[0],o=n.points[n.points.length-1]):(n.points=[],s=i,o=r),n.points.unshift(Hl(r,s)),n.points.push(Hl(i,o))})}function Og(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function Cg(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function Ig(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),i=e.node(n.borderBottom),s=e.node(n.borderLeft[n.borderLeft.length-1]),o=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(o.x-s.x),n.height=Math.abs(i.y-r.y),n.x=s.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function Rg(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function Fg(e){Zr(e).forEach(t=>{let n=0;t.forEach((r,i)=>{let s=e.node(r);typeof s.rank!="number"&&(s.rank=0),s.order=i+n,(s.selfEdges||[]).forEach(o=>{kr(e,"selfedge",{width:o.label.width,height:o.label.height,rank:s.rank,order:i+ ++n,e:o.e,edgeLabel:o.label},"_se"),(!Array.isArray(o.label.points)||o.label.points.length!==7)&&(o.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete s.selfEdges})})}function Pg(e){e.nodes().forEach(t=>{let n=e.node(t),r=i=>typeof i=="number"&&isFinite(i);if(n.dummy==="selfedge"){let i=n,s=e.node(i.e.v),o=r(s?.x)?s.x:0,l=r(s?.y)?s.y:0,a=r(s?.width)?s.width:0,c=r(s?.height)?s.height:0,u=r(n.x)?n.x:o,f=r(n.y)?n.y:l,y=a/2,k=c/2;i.edgeLabel.points=[{x:u+y,y:f-k},{x:u+y,y:f-k},{x:u,y:f},{x:u-y,y:f+k},{x:u-y,y:f+k},{x:u,y:f},{x:u,y:f}],i.edgeLabel.x=u,i.edgeLabel.y=f,e.setEdge(i.e,i.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(i=>{if(!Array.isArray(i.label.points)||i.label.points.length!==7){let s=r(n.x)?n.x:0,o=r(n.y)?n.y:0,l=r(n.width)?n.width:0,a=r(n.height)?n.height:0,c=l/2,u=a/2;i.label.points=[{x:s+c,y:o-u},{x:s+c,y:o-u},{x:s,y:o},{x:s-c,y:o+u},{x:s-c,y:o+u},{x:s,y:o},{x:s,y:o}]}})})}function Ds(e,t){return Si(_i(e,t),Number)}function Bs(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function jg(e){let t=Zr(e),n=new Ht({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,i)=>{let s="layer"+i;n.setNode(s,{rank:"same"}),r.reduce((o,l)=>(n.setEdge(o,l,{style:"invis"}),l))}),n}var zg={graphlib:aa,version:Zh,layout:bg,debug:jg,util:{time:Kh,notime:xa}},Ks=zg;var Js=[];for(let e=1;e<=1e12;e*=10)Js.push(e,2*e,5*e);var Tt=e=>typeof e=="number"&&Number.isFinite(e);function ae(e,t=3){if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,i]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(i)}`}return String(Number(e.toPrecision(t)))}function Un(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function De(e,t){return`${e} ${t}${e===1?"":"s"}`}function Ca(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Qr(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Ti(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),i=10**Math.floor(Math.log10(r)),s=Math.max(1,[1,2,5,10].map(l=>l*i).find(l=>l>=r)||r),o=[];for(let l=Math.ceil(e/s)*s;l<=t;l+=s)o.push(Math.round(l));return o}function Mi(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),i=10**Math.floor(Math.log10(r)),s=[1,2,2.5,5,10].map(l=>l*i).find(l=>l>=r)||r,o=[];for(let l=Math.ceil(e/s)*s;l<=t+s*1e-9;l+=s)o.push(Number(l.toPrecision(12)));return o}function Ni(e,t,n){let r=String(e);if(n(r)<=t)return r;let i=0,s=r.length;for(;i<s;){let l=Math.ceil((i+s)/2),a=Math.ceil(l/2),c=`${r.slice(0,a)}…${r.slice(r.length-(l-a))}`;n(c)<=t?i=l:s=l-1}let o=Math.ceil(i/2);return`${r.slice(0,o)}…${r.slice(r.length-(i-o))}`}function Ia(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function Ai(e,t,n){return e.map((r,i)=>Math.round(r+(t[i]-r)*n))}function $i(e,t,n=6){if(!(e>0)||!(t>=e))return[];let r=Math.floor(Math.log10(e)+1e-9),i=Math.ceil(Math.log10(t)-1e-9),s=[];if(i-r<2){for(let l=r;l<=i;l++)for(let a of[1,2,5]){let c=Number((a*10**l).toPrecision(6));c>=e*(1-1e-9)&&c<=t*(1+1e-9)&&s.push(c)}return s.length>=2?s:[Number(e.toPrecision(3)),Number(t.toPrecision(3))].filter((l,a,c)=>c.indexOf(l)===a)}let o=Math.max(1,Math.ceil((i-r+1)/n));for(let l=Math.ceil(Math.log10(e)-1e-9);l<=i;l+=o){let a=10**l;a>=e*(1-1e-9)&&a<=t*(1+1e-9)&&s.push(a)}return s}var ei=null;function sn(e,t){return ei||(ei=document.createElement("canvas").getContext("2d")),ei?(ei.font=t,ei.measureText(String(e)).width):String(e).length*6.5}function Xs(e){return t=>sn(t,e)}function Fa(e,t,n){return Ni(e,t,Xs(n))}function ti(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let i=e.getContext("2d");return i.setTransform(r,0,0,r,0,0),i.clearRect(0,0,t,n),i}function _r(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let i=e.clientWidth;Math.abs(i-n)<=1||(n=i,t(i))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}function hn(e,{ticksX:t,ticksY:n,xTitle:r,yTitle:i,kind:s="canvas"}){Object.assign(e.dataset,{chart:s,ticksX:String(t),ticksY:String(n),xTitle:r||"",yTitle:i||""})}var Ra=e=>e&&Array.isArray(e._values)?e._values.filter(t=>t!=null&&String(t)!=="").length:0;function Li(){return{hooks:{draw:[e=>hn(e.root,{kind:"uplot",ticksX:Ra(e.axes[0]),ticksY:Ra(e.axes[1]),xTitle:e.axes[0].label,yTitle:e.axes[1].label})]}}}function ni(e,t,n,r={}){return{stroke:e,grid:{stroke:t,width:1},ticks:{stroke:t},label:n,labelSize:20,...r}}function Oi(e,t){return ni(e,t,"step",{incrs:Js,values:(n,r)=>r.map(i=>Number.isInteger(i)?String(i):"")})}var Qs='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',za=`600 13px ${Qs}`,Dg=`400 11px ${Qs}`,Bg=`400 11px ${Qs}`,Zs=16,Pa=14,Vg=138,Hg=120,Wg=12,ja=9;function Gg(e,t=Vg,n=za){let r=String(e||"").split(/\s+/).filter(Boolean),i=[],s="";for(let o of r){let l=s?`${s} ${o}`:o;s&&sn(l,n)>t?(i.push(s),s=o):s=l}return s&&i.push(s),i.length?i:[""]}function Yg(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=Is(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Hn[e.state]?Hn[e.state].toLowerCase():String(e.state)}function Ug(e,t,n){let r=-t/2,i=-n/2;if(e==="decision"){let o=Math.min(14,n/2),l=[[r+o,i],[r+t-o,i],[r+t,0],[r+t-o,i+n],[r+o,i+n],[r,0]];return X("polygon",{class:"node-shape",points:l.map(a=>a.join(",")).join(" ")})}let s=e==="root"?n/2:7;return X("rect",{class:"node-shape",x:r,y:i,width:t,height:n,rx:s,ry:s})}function qg(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let i=(t[r].x+t[r+1].x)/2,s=(t[r].y+t[r+1].y)/2,o=r===t.length-2?t[r+1]:{x:i,y:s};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${o.x.toFixed(1)},${o.y.toFixed(1)}`}return n}var Da=["critical","warning","info"];function Kg(){let e=X("defs");for(let t of["default",...Da])e.append(X("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},X("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function Jg(){let e=(t,n,r)=>p("span",{class:"legend-item",title:r},p("span",{class:`swatch ${t}`}),n);return p("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function Ba(e,t,n,r={}){let i=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(g=>g&&typeof g.id=="string"),s=t&&Array.isArray(t.edges)?t.edges:[];if(!i.length)return H(e,p("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let o=new Ks.graphlib.Graph;o.setGraph({rankdir:"TB",nodesep:18,ranksep:40,edgesep:10,marginx:6,marginy:6}),o.setDefaultEdgeLabel(()=>({}));let l=new Map;for(let g of i){let v=(Array.isArray(g.findings)?g.findings:[]).map(L=>n[L]).filter(Boolean),b=Gg(g.label||g.id),_=Yg(g,v),E=Math.max(...b.map(L=>sn(L,za)),sn(_,Dg)),N=Math.max(Hg,Math.ceil(E)+2*Wg+(g.kind==="decision"?16:0)),A=b.length*Zs+Pa+2*ja,R=g.state!=="triggered"?null:Da.includes(g.severity)?g.severity:Is(v)||"warning";l.set(g.id,{node:g,lines:b,caption:_,severity:R,findings:v}),o.setNode(g.id,{width:N,height:A})}for(let g of s){if(!g||!l.has(g.from)||!l.has(g.to)||g.from===g.to)continue;let v=g.label?String(g.label):"";o.setEdge(g.from,g.to,{label:v,width:v?Math.ceil(sn(v,Bg))+8:0,height:v?16:0,labelpos:"c"})}Ks.layout(o);let a=o.graph(),c=Math.ceil(a.width||0),u=Math.ceil(a.height||0),f=X("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${u}`,width:c,height:u,role:"group","aria-label":"Triage flowchart"});f.style.maxWidth=`${c}px`,f.append(Kg());let y=X("g",{class:"edges"});for(let g of o.edges()){let v=o.edge(g),b=l.get(g.v),_=l.get(g.w),E=b.node.state==="triggered"&&_.node.state==="triggered",N=E?_.severity||b.severity||"warning":"default",A=X("g",{class:`edge${E?" lit":""} tone-${N}`,"data-from":g.v,"data-to":g.w});if(A.append(X("path",{d:qg(v.points),"marker-end":`url(#th-arrow-${N})`})),v.label){let R=v.width||0;A.append(X("rect",{class:"edge-label-bg",x:v.x-R/2,y:v.y-8,width:R,height:16,rx:3}),X("text",{class:"edge-label",x:v.x,y:v.y,"dominant-baseline":"central","text-anchor":"middle"},v.label))}y.append(A)}f.append(y);let k=X("g",{class:"nodes"}),S=new Map;for(let g of o.nodes()){let v=o.node(g),b=l.get(g),{node:_}=b,E=["triggered","clear","no_data"].includes(_.state)?_.state:"no_data",N=X("g",{class:"node",transform:`translate(${v.x.toFixed(1)},${v.y.toFixed(1)})`,"data-node-id":g,"data-state":E,"data-kind":_.kind||"check","data-severity":b.severity,tabindex:"0",role:"button","aria-label":`${_.label||g}: ${Hn[E]||E}`});N.append(X("title",null,`${_.label||g} (${Hn[E]||E})`)),N.append(Ug(_.kind,v.width,v.height));let A=-v.height/2+ja,R=X("text",{class:"node-label","text-anchor":"middle"});b.lines.forEach((B,G)=>{R.append(X("tspan",{x:0,y:A+Zs*(G+.75)},B))}),N.append(R),N.append(X("text",{class:"node-caption","text-anchor":"middle",x:0,y:A+b.lines.length*Zs+Pa*.8},b.caption));let L=B=>{B.preventDefault(),r.onSelect&&r.onSelect(g)};N.addEventListener("click",L),N.addEventListener("keydown",B=>{(B.key==="Enter"||B.key===" ")&&L(B)}),S.set(g,N),k.append(N)}f.append(k),H(e,p("div",{class:"flowchart-scroll"},f),Jg());let w=g=>{for(let[v,b]of S){let _=v===g;b.classList.toggle("selected",_),b.setAttribute("aria-pressed",_?"true":"false")}};return w(r.selectedId||null),{select:w}}function Xg(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function Zg(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return Xg(e)}function Va(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async i=>{i.stopPropagation();let s=await Zg(e());if(n.textContent=s?"Copied":"Press Ctrl+C",n.classList.toggle("copied",s),!s){let o=n.closest(".code-block")?.querySelector("code");if(o){let l=document.createRange();l.selectNodeContents(o);let a=window.getSelection();a.removeAllRanges(),a.addRange(l)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function Ha(e){let n=(Array.isArray(e)?e:[]).map((o,l)=>({finding:o,index:l})).filter(o=>o.finding&&typeof o.finding=="object"),r=new Map,i=[];for(let o of n){let l=o.finding.caused_by,a=l?r.get(l):void 0;if(a){a.symptoms.push(o);continue}let c={...o,symptoms:[]};i.push(c),r.has(o.finding.kind)||r.set(o.finding.kind,c)}let s=o=>Math.min(...[o,...o.symptoms].map(l=>Dn[l.finding.severity]??9));return i.map((o,l)=>[o,l]).sort(([o,l],[a,c])=>s(o)-s(a)||l-c).map(([o])=>o)}function Wa(e){let t=e in Dn?e:"info";return p("span",{class:`badge sev-${t}`},e||"info")}function Qg(e){return p("span",{class:`badge state-${e}`},Hn[e]||e)}function em(e){if(!e||typeof e!="object")return null;let t=Object.entries(e);return t.length?p("table",{class:"evidence-table"},p("tbody",null,t.map(([n,r])=>p("tr",null,p("th",{scope:"row",title:n},Yr(n)),p("td",null,Tn(r)))))):null}function An(e,t="python"){return p("div",{class:"code-block"},p("div",{class:"code-toolbar"},p("span",{class:"code-lang"},t),Va(()=>e)),p("pre",null,p("code",null,e)))}function tm(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:p("div",{class:"fix"},p("h4",null,"Fix"),t?p("p",{class:"fix-text"},Nn(t)):null,n?An(n):null)}function nm(e,t){let n=[];n.push(p("span",{class:"meta-item"},"Severity ",Wa(e.severity)));let r=xr(e);r&&n.push(p("span",{class:"meta-item finding-step"},p("strong",null,r))),e.layer&&n.push(p("span",{class:"meta-item finding-layer"},"Layer ",p("code",null,String(e.layer)))),e.kind&&n.push(p("span",{class:"meta-item kind"},p("code",null,e.kind))),e.caused_by&&n.push(p("span",{class:"meta-item caused-by"},"Follows from ",p("strong",null,_e(e.caused_by))));let i=em(e.evidence);return p("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},p("p",{class:"finding-summary"},Nn(e.summary||e.kind||"Finding")),p("div",{class:"finding-meta"},n),i?p("h4",null,"Evidence"):null,i,tm(e.fix))}function Ga(e,t){delete e.dataset.nodeId,delete e.dataset.state,H(e,p("h3",null,"Evidence"),p("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function Ya(e,t,n,{onClose:r}={}){let i=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=i;let o=(Array.isArray(t.findings)?t.findings:[]).map(a=>[n[a],a]).filter(([a])=>a),l;o.length?l=o.map(([a,c])=>nm(a,c)):i==="clear"?l=p("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):i==="triggered"?l=p("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):l=[p("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),p("p",{class:"hint"},p("strong",null,"To get evidence: "),Nn(Rl(t.id)))],H(e,p("div",{class:"panel-head"},p("h3",null,t.label||t.id),Qg(i),p("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),p("p",{class:"node-id muted"},"Node ",p("code",null,t.id)),l)}function Ua(e,t,{selectedNode:n,onSelect:r}={}){if(!t.length){H(e,p("h3",null,"Findings"),p("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let i=({finding:s,index:o})=>p("button",{type:"button",class:`finding-item${s.node&&s.node===n?" selected":""}`,"data-finding-index":o,"data-node":s.node||"",onclick:()=>s.node&&r&&r(s.node,s),title:s.node?`Show node ${s.node}`:""},Wa(s.severity),p("span",{class:"finding-item-text"},Nn(s.summary||s.kind)),xr(s)?p("span",{class:"finding-item-step"},xr(s)):null);H(e,p("h3",null,`Findings (${t.length})`),p("ul",{class:"findings-list"},Ha(t).map(s=>p("li",{"data-kind":s.finding.kind},i(s),s.symptoms.length?p("ul",{class:"symptoms-list","aria-label":`Symptoms of ${_e(s.finding.kind)}`},s.symptoms.map(o=>p("li",{class:"symptom","data-caused-by":s.finding.kind},i(o)))):null))))}var rm="uplot",im="u-hz",sm="u-vt",om="u-title",lm="u-wrap",am="u-under",cm="u-over",dm="u-axis",Jn="u-off",um="u-select",fm="u-cursor-x",hm="u-cursor-y",pm="u-cursor-pt",gm="u-legend",mm="u-live",ym="u-inline",bm="u-series",xm="u-marker",qa="u-label",wm="u-value",ii="width",si="height";var Ka="bottom",Sr="left",eo="right",bo="#000",Ja=bo+"0",to="mousemove",Xa="mousedown",no="mouseup",Za="mouseenter",Qa="mouseleave",ec="dblclick",vm="resize",km="scroll",tc="change",Pi="dppxchange",xo="--",Lr=typeof window<"u",lo=Lr?document:null,Tr=Lr?window:null,_m=Lr?navigator:null,we,Ci;function ao(){let e=devicePixelRatio;we!=e&&(we=e,Ci&&uo(tc,Ci,ao),Ci=matchMedia(`(min-resolution: ${we-.001}dppx) and (max-resolution: ${we+.001}dppx)`),Xn(tc,Ci,ao),Tr.dispatchEvent(new CustomEvent(Pi)))}function Mt(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function co(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Oe(e,t,n){e.style[t]=n+"px"}function Wt(e,t,n,r){let i=lo.createElement(e);return t!=null&&Mt(i,t),n?.insertBefore(i,r),i}function Ft(e,t){return Wt("div",e,t)}var nc=new WeakMap;function on(e,t,n,r,i){let s="translate("+t+"px,"+n+"px)",o=nc.get(e);s!=o&&(e.style.transform=s,nc.set(e,s),t<0||n<0||t>r||n>i?Mt(e,Jn):co(e,Jn))}var rc=new WeakMap;function ic(e,t,n){let r=t+n,i=rc.get(e);r!=i&&(rc.set(e,r),e.style.background=t,e.style.borderColor=n)}var sc=new WeakMap;function oc(e,t,n,r){let i=t+""+n,s=sc.get(e);i!=s&&(sc.set(e,i),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var wo={passive:!0},Sm={...wo,capture:!0};function Xn(e,t,n,r){t.addEventListener(e,n,r?Sm:wo)}function uo(e,t,n,r){t.removeEventListener(e,n,wo)}Lr&&ao();function Gt(e,t,n,r){let i;n=n||0,r=r||t.length-1;let s=r<=2147483647;for(;r-n>1;)i=s?n+r>>1:Nt((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function Ic(e){return(n,r,i)=>{let s=-1,o=-1;for(let l=r;l<=i;l++)if(e(n[l])){s=l;break}for(let l=i;l>=r;l--)if(e(n[l])){o=l;break}return[s,o]}}var Rc=e=>e!=null,Fc=e=>e!=null&&e>0,Di=Ic(Rc),Em=Ic(Fc);function Tm(e,t,n,r=0,i=!1){let s=i?Em:Di,o=i?Fc:Rc;[t,n]=s(e,t,n);let l=e[t],a=e[t];if(t>-1)if(r==1)l=e[t],a=e[n];else if(r==-1)l=e[n],a=e[t];else for(let c=t;c<=n;c++){let u=e[c];o(u)&&(u<l?l=u:u>a&&(a=u))}return[l??Se,a??-Se]}function Bi(e,t,n,r){let i=cc(e),s=cc(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?pn:Pc,l=i==1?Nt:Pt,a=s==1?Pt:Nt,c=l(o(We(e))),u=a(o(We(t))),f=Mr(n,c),y=Mr(n,u);return n==10&&(c<0&&(f=Ee(f,-c)),u<0&&(y=Ee(y,-u))),r||n==2?(e=f*i,t=y*s):(e=Bc(e,f),t=Vi(t,y)),[e,t]}function vo(e,t,n,r){let i=Bi(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var ko=.1,lc={mode:3,pad:ko},li={pad:0,soft:null,mode:0},Mm={min:li,max:li};function ji(e,t,n,r){return Hi(n)?ac(e,t,n):(li.pad=n,li.soft=r?0:null,li.mode=r?3:0,ac(e,t,Mm))}function be(e,t){return e??t}function Nm(e,t,n){for(t=be(t,0),n=be(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function ac(e,t,n){let r=n.min,i=n.max,s=be(r.pad,0),o=be(i.pad,0),l=be(r.hard,-Se),a=be(i.hard,Se),c=be(r.soft,Se),u=be(i.soft,-Se),f=be(r.mode,0),y=be(i.mode,0),k=t-e,S=pn(k),w=ht(We(e),We(t)),g=pn(w),v=We(g-S);(k<1e-24||v>10)&&(k=0,(e==0||t==0)&&(k=1e-24,f==2&&c!=Se&&(s=0),y==2&&u!=-Se&&(o=0)));let b=k||w||1e3,_=pn(b),E=Mr(10,Nt(_)),N=b*(k==0?e==0?.1:1:s),A=Ee(Bc(e-N,E/10),24),R=e>=c&&(f==1||f==3&&A<=c||f==2&&A>=c)?c:Se,L=ht(l,A<R&&e>=R?R:Yt(R,A)),B=b*(k==0?t==0?.1:1:o),G=Ee(Vi(t+B,E/10),24),M=t<=u&&(y==1||y==3&&G>=u||y==2&&G<=u)?u:-Se,C=Yt(a,G>M&&t<=M?M:ht(M,G));return L==C&&L==0&&(C=100),[L,C]}var Am=new Intl.NumberFormat(Lr?_m.language:"en-US"),_o=e=>Am.format(e),At=Math,Fi=At.PI,We=At.abs,Nt=At.floor,He=At.round,Pt=At.ceil,Yt=At.min,ht=At.max,Mr=At.pow,cc=At.sign,pn=At.log10,Pc=At.log2,$m=(e,t=1)=>At.sinh(e)*t,ro=(e,t=1)=>At.asinh(e/t),Se=1/0;function dc(e){return(pn((e^e>>31)-(e>>31))|0)+1}function fo(e,t,n){return Yt(ht(e,t),n)}function jc(e){return typeof e=="function"}function pe(e){return jc(e)?e:()=>e}var Lm=()=>{},zc=e=>e,Dc=(e,t)=>t,Om=e=>null,uc=e=>!0,fc=(e,t)=>e==t,Cm=/\.\d*?(?=9{6,}|0{6,})/gm,Zn=e=>{if(Hc(e)||Ln.has(e))return e;let t=`${e}`,n=t.match(Cm);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[i,s]=t.split("e");return+`${Zn(i)}e${s}`}return Ee(e,r)};function qn(e,t){return Zn(Ee(Zn(e/t))*t)}function Vi(e,t){return Zn(Pt(Zn(e/t))*t)}function Bc(e,t){return Zn(Nt(Zn(e/t))*t)}function Ee(e,t=0){if(Hc(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return He(r)/n}var Ln=new Map;function Vc(e){return((""+e).split(".")[1]||"").length}function ci(e,t,n,r){let i=[],s=r.map(Vc);for(let o=t;o<n;o++){let l=We(o),a=Ee(Mr(e,o),l);for(let c=0;c<r.length;c++){let u=e==10?+`${r[c]}e${o}`:r[c]*a,f=(o>=0?0:l)+(o>=s[c]?0:s[c]),y=e==10?u:Ee(u,f);i.push(y),Ln.set(y,f)}}return i}var ai={},So=[],Nr=[null,null],$n=Array.isArray,Hc=Number.isInteger,Im=e=>e===void 0;function hc(e){return typeof e=="string"}function Hi(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function Rm(e){return e!=null&&typeof e=="object"}var Fm=Object.getPrototypeOf(Uint8Array),Wc="__proto__";function Ar(e,t=Hi){let n;if($n(e)){let r=e.find(i=>i!=null);if($n(r)||t(r)){n=Array(e.length);for(let i=0;i<e.length;i++)n[i]=Ar(e[i],t)}else n=e.slice()}else if(e instanceof Fm)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Wc&&(n[r]=Ar(e[r],t))}else n=e;return n}function Be(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let i in r)i!=Wc&&(Hi(e[i])?Be(e[i],Ar(r[i])):e[i]=Ar(r[i]))}return e}var Pm=0,jm=1,zm=2;function Dm(e,t,n){for(let r=0,i,s=-1;r<t.length;r++){let o=t[r];if(o>s){for(i=o-1;i>=0&&e[i]==null;)e[i--]=null;for(i=o+1;i<n&&e[i]==null;)e[s=i++]=null}}}function Bm(e,t){if(Wm(e)){let o=e[0].slice();for(let l=1;l<e.length;l++)o.push(...e[l].slice(1));return Gm(o[0])||(o=Hm(o)),o}let n=new Set;for(let o=0;o<e.length;o++){let a=e[o][0],c=a.length;for(let u=0;u<c;u++)n.add(a[u])}let r=[Array.from(n).sort((o,l)=>o-l)],i=r[0].length,s=new Map;for(let o=0;o<i;o++)s.set(r[0][o],o);for(let o=0;o<e.length;o++){let l=e[o],a=l[0];for(let c=1;c<l.length;c++){let u=l[c],f=Array(i).fill(void 0),y=t?t[o][c]:jm,k=[];for(let S=0;S<u.length;S++){let w=u[S],g=s.get(a[S]);w===null?y!=Pm&&(f[g]=w,y==zm&&k.push(g)):f[g]=w}Dm(f,k,i),r.push(f)}}return r}var Vm=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function Hm(e){let t=e[0],n=t.length,r=Array(n);for(let s=0;s<r.length;s++)r[s]=s;r.sort((s,o)=>t[s]-t[o]);let i=[];for(let s=0;s<e.length;s++){let o=e[s],l=Array(n);for(let a=0;a<n;a++)l[a]=o[r[a]];i.push(l)}return i}function Wm(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let s=0;s<n;s++)if(i[s]!=t[s])return!1}}return!0}function Gm(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let s=ht(1,Nt((i-r+1)/t));for(let o=e[r],l=r+s;l<=i;l+=s){let a=e[l];if(a!=null){if(a<=o)return!1;o=a}}return!0}var Gc=["January","February","March","April","May","June","July","August","September","October","November","December"],Yc=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function Uc(e){return e.slice(0,3)}var Ym=Yc.map(Uc),Um=Gc.map(Uc),qm={MMMM:Gc,MMM:Um,WWWW:Yc,WWW:Ym};function ri(e){return(e<10?"0":"")+e}function Km(e){return(e<10?"00":e<100?"0":"")+e}var Jm={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>ri(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>ri(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>ri(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>ri(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>ri(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>Km(e.getMilliseconds())};function Eo(e,t){t=t||qm;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]=="{"?Jm[i[1]]:i[0]);return s=>{let o="";for(let l=0;l<n.length;l++)o+=typeof n[l]=="string"?n[l]:n[l](s,t);return o}}var Xm=new Intl.DateTimeFormat().resolvedOptions().timeZone;function Zm(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==Xm?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var qc=e=>e%1==0,zi=[1,2,2.5,5],Qm=ci(10,-32,0,zi),Kc=ci(10,0,32,zi),e0=Kc.filter(qc),Kn=Qm.concat(Kc),To=`
`,Jc="{YYYY}",pc=To+Jc,Xc="{M}/{D}",oi=To+Xc,Ii=oi+"/{YY}",Zc="{aa}",t0="{h}:{mm}",Er=t0+Zc,gc=To+Er,mc=":{ss}",ve=null;function Qc(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,s=i*30,o=i*365,a=(e==1?ci(10,0,3,zi).filter(qc):ci(10,-3,0,zi)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,s,s*2,s*3,s*4,s*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,Jc,ve,ve,ve,ve,ve,ve,1],[i*28,"{MMM}",pc,ve,ve,ve,ve,ve,1],[i,Xc,pc,ve,ve,ve,ve,ve,1],[r,"{h}"+Zc,Ii,ve,oi,ve,ve,ve,1],[n,Er,Ii,ve,oi,ve,ve,ve,1],[t,mc,Ii+" "+Er,ve,oi+" "+Er,ve,gc,ve,1],[e,mc+".{fff}",Ii+" "+Er,ve,oi+" "+Er,ve,gc,ve,1]];function u(f){return(y,k,S,w,g,v)=>{let b=[],_=g>=o,E=g>=s&&g<o,N=f(S),A=Ee(N*e,3),R=io(N.getFullYear(),_?0:N.getMonth(),E||_?1:N.getDate()),L=Ee(R*e,3);if(E||_){let B=E?g/s:0,G=_?g/o:0,M=A==L?A:Ee(io(R.getFullYear()+G,R.getMonth()+B,1)*e,3),C=new Date(He(M/e)),I=C.getFullYear(),F=C.getMonth();for(let O=0;M<=w;O++){let z=io(I+G*O,F+B*O,1),j=z-f(Ee(z*e,3));M=Ee((+z+j)*e,3),M<=w&&b.push(M)}}else{let B=g>=i?i:g,G=Nt(S)-Nt(A),M=L+G+Vi(A-L,B);b.push(M);let C=f(M),I=C.getHours()+C.getMinutes()/n+C.getSeconds()/r,F=g/r,O=y.axes[k]._space,z=v/O;for(;M=Ee(M+g,e==1?0:3),!(M>w);)if(F>1){let j=Nt(Ee(I+F,6))%24,Y=f(M).getHours()-j;Y>1&&(Y=-1),M-=Y*r,I=(I+F)%24;let ie=b[b.length-1];Ee((M-ie)/g,3)*z>=.7&&b.push(M)}else b.push(M)}return b}}return[a,c,u]}var[n0,r0,i0]=Qc(1),[s0,o0,l0]=Qc(.001);ci(2,-53,53,[1]);function yc(e,t){return e.map(n=>n.map((r,i)=>i==0||i==8||r==null?r:t(i==1||n[8]==0?r:n[1]+r)))}function bc(e,t){return(n,r,i,s,o)=>{let l=t.find(S=>o>=S[0])||t[t.length-1],a,c,u,f,y,k;return r.map(S=>{let w=e(S),g=w.getFullYear(),v=w.getMonth(),b=w.getDate(),_=w.getHours(),E=w.getMinutes(),N=w.getSeconds(),A=g!=a&&l[2]||v!=c&&l[3]||b!=u&&l[4]||_!=f&&l[5]||E!=y&&l[6]||N!=k&&l[7]||l[1];return a=g,c=v,u=b,f=_,y=E,k=N,A(w)})}}function a0(e,t){let n=Eo(t);return(r,i,s,o,l)=>i.map(a=>n(e(a)))}function io(e,t,n){return new Date(e,t,n)}function xc(e,t){return t(e)}var c0="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function wc(e,t){return(n,r,i,s)=>s==null?xo:t(e(r))}function d0(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function u0(e,t){return e.series[t].fill(e,t)}var f0={show:!0,live:!0,isolate:!1,mount:Lm,markers:{show:!0,width:2,stroke:d0,fill:u0,dash:"solid"},idx:null,idxs:null,values:[]};function h0(e,t){let n=e.cursor.points,r=Ft(),i=n.size(e,t);Oe(r,ii,i),Oe(r,si,i);let s=i/-2;Oe(r,"marginLeft",s),Oe(r,"marginTop",s);let o=n.width(e,t,i);return o&&Oe(r,"borderWidth",o),r}function p0(e,t){let n=e.series[t].points;return n._fill||n._stroke}function g0(e,t){let n=e.series[t].points;return n._stroke||n._fill}function m0(e,t){return e.series[t].points.size}var so=[0,0];function y0(e,t,n){return so[0]=t,so[1]=n,so}function Ri(e,t,n,r=!0){return i=>{i.button==0&&(!r||i.target==t)&&n(i)}}function oo(e,t,n,r=!0){return i=>{(!r||i.target==t)&&n(i)}}var b0={show:!0,x:!0,y:!0,lock:!1,move:y0,points:{one:!1,show:h0,size:m0,width:0,stroke:g0,fill:p0},bind:{mousedown:Ri,mouseup:Ri,click:Ri,dblclick:Ri,mousemove:oo,mouseleave:oo,mouseenter:oo},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},ed={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Mo=Be({},ed,{filter:Dc}),td=Be({},Mo,{size:10}),nd=Be({},ed,{show:!1}),No='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',rd="bold "+No,id=1.5,vc={show:!0,scale:"x",stroke:bo,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:rd,side:2,grid:Mo,ticks:td,border:nd,font:No,lineGap:id,rotate:0},x0="Value",w0="Time",kc={show:!0,scale:"x",auto:!1,sorted:1,min:Se,max:-Se,idxs:[]};function v0(e,t,n,r,i){return t.map(s=>s==null?"":_o(s))}function k0(e,t,n,r,i,s,o){let l=[],a=Ln.get(i)||0;n=o?n:Ee(Vi(n,i),a);for(let c=n;c<=r;c=Ee(c+i,a))l.push(Object.is(c,-0)?0:c);return l}function ho(e,t,n,r,i,s,o){let l=[],a=e.scales[e.axes[t].scale].log,c=a==10?pn:Pc,u=Nt(c(n));i=Mr(a,u),a==10&&(i=Kn[Gt(i,Kn)]);let f=n,y=i*a;a==10&&(y=Kn[Gt(y,Kn)]);do l.push(f),f=f+i,a==10&&!Ln.has(f)&&(f=Ee(f,Ln.get(i))),f>=y&&(i=f,y=i*a,a==10&&(y=Kn[Gt(y,Kn)]));while(f<=r);return l}function _0(e,t,n,r,i,s,o){let a=e.scales[e.axes[t].scale].asinh,c=r>a?ho(e,t,ht(a,n),r,i):[a],u=r>=0&&n<=0?[0]:[];return(n<-a?ho(e,t,ht(a,-r),-n,i):[a]).reverse().map(y=>-y).concat(u,c)}var sd=/./,S0=/[12357]/,E0=/[125]/,_c=/1/,po=(e,t,n,r)=>e.map((i,s)=>t==4&&i==0||s%r==0&&n.test(i.toExponential()[i<0?1:0])?i:null);function T0(e,t,n,r,i){let s=e.axes[n],o=s.scale,l=e.scales[o],a=e.valToPos,c=s._space,u=a(10,o),f=a(9,o)-u>=c?sd:a(7,o)-u>=c?S0:a(5,o)-u>=c?E0:_c;if(f==_c){let y=We(a(1,o)-u);if(y<c)return po(t.slice().reverse(),l.distr,f,Pt(c/y)).reverse()}return po(t,l.distr,f,1)}function M0(e,t,n,r,i){let s=e.axes[n],o=s.scale,l=s._space,a=e.valToPos,c=We(a(1,o)-a(2,o));return c<l?po(t.slice().reverse(),3,sd,Pt(l/c)).reverse():t}function N0(e,t,n,r){return r==null?xo:t==null?"":_o(t)}var Sc={show:!0,scale:"y",stroke:bo,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:rd,side:3,grid:Mo,ticks:td,border:nd,font:No,lineGap:id,rotate:0};function A0(e,t){let n=3+(e||1)*2;return Ee(n*t,3)}function $0(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],s=e.valToPos(i[r[0]],n,!0),o=e.valToPos(i[r[1]],n,!0),l=We(o-s),a=e.series[t],c=l/(a.points.space*we);return r[1]-r[0]<=c}var Ec={scale:null,auto:!0,sorted:0,min:Se,max:-Se},od=(e,t,n,r,i)=>i,Tc={show:!0,auto:!0,sorted:0,gaps:od,alpha:1,facets:[Be({},Ec,{scale:"x"}),Be({},Ec,{scale:"y"})]},Mc={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:od,alpha:1,points:{show:$0,filter:null},values:null,min:Se,max:-Se,idxs:[],path:null,clip:null};function L0(e,t,n,r,i){return n/10}var ld={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},O0=Be({},ld,{time:!1,ori:1}),Nc={};function ad(e,t){let n=Nc[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(i=>i!=r)},pub(r,i,s,o,l,a,c){for(let u=0;u<n.plots.length;u++)n.plots[u]!=i&&n.plots[u].pub(r,i,s,o,l,a,c)}},e!=null&&(Nc[e]=n)),n}var $r=1,go=2;function Qn(e,t,n){let r=e.mode,i=e.series[t],s=r==2?e._data[t]:e._data,o=e.scales,l=e.bbox,a=s[0],c=r==2?s[1]:s[t],u=r==2?o[i.facets[0].scale]:o[e.series[0].scale],f=r==2?o[i.facets[1].scale]:o[i.scale],y=l.left,k=l.top,S=l.width,w=l.height,g=e.valToPosH,v=e.valToPosV;return u.ori==0?n(i,a,c,u,f,g,v,y,k,S,w,Gi,Or,Ui,dd,fd):n(i,a,c,u,f,v,g,k,y,w,S,Yi,Cr,Lo,ud,hd)}function Ao(e,t){let n=0,r=0,i=be(e.bands,So);for(let s=0;s<i.length;s++){let o=i[s];o.series[0]==t?n=o.dir:o.series[1]==t&&(o.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function C0(e,t,n,r,i){let s=e.mode,o=e.series[t],l=s==2?o.facets[1].scale:o.scale,a=e.scales[l];return i==-1?a.min:i==1?a.max:a.distr==3?a.dir==1?a.min:a.max:0}function gn(e,t,n,r,i,s){return Qn(e,t,(o,l,a,c,u,f,y,k,S,w,g)=>{let v=o.pxRound,b=c.dir*(c.ori==0?1:-1),_=c.ori==0?Or:Cr,E,N;b==1?(E=n,N=r):(E=r,N=n);let A=v(f(l[E],c,w,k)),R=v(y(a[E],u,g,S)),L=v(f(l[N],c,w,k)),B=v(y(s==1?u.max:u.min,u,g,S)),G=new Path2D(i);return _(G,L,B),_(G,A,B),_(G,A,R),G})}function Wi(e,t,n,r,i,s){let o=null;if(e.length>0){o=new Path2D;let l=t==0?Ui:Lo,a=n;for(let f=0;f<e.length;f++){let y=e[f];if(y[1]>y[0]){let k=y[0]-a;k>0&&l(o,a,r,k,r+s),a=y[1]}}let c=n+i-a,u=10;c>0&&l(o,a,r-u/2,c,r+s+u)}return o}function I0(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function $o(e,t,n,r,i,s,o){let l=[],a=e.length;for(let c=i==1?n:r;c>=n&&c<=r;c+=i)if(t[c]===null){let f=c,y=c;if(i==1)for(;++c<=r&&t[c]===null;)y=c;else for(;--c>=n&&t[c]===null;)y=c;let k=s(e[f]),S=y==f?k:s(e[y]),w=f-i;k=o<=0&&w>=0&&w<a?s(e[w]):k;let v=y+i;S=o>=0&&v>=0&&v<a?s(e[v]):S,S>=k&&l.push([k,S])}return l}function Ac(e){return e==0?zc:e==1?He:t=>qn(t,e)}function cd(e){let t=e==0?Gi:Yi,n=e==0?(i,s,o,l,a,c)=>{i.arcTo(s,o,l,a,c)}:(i,s,o,l,a,c)=>{i.arcTo(o,s,a,l,c)},r=e==0?(i,s,o,l,a)=>{i.rect(s,o,l,a)}:(i,s,o,l,a)=>{i.rect(o,s,a,l)};return(i,s,o,l,a,c=0,u=0)=>{c==0&&u==0?r(i,s,o,l,a):(c=Yt(c,l/2,a/2),u=Yt(u,l/2,a/2),t(i,s+c,o),n(i,s+l,o,s+l,o+a,c),n(i,s+l,o+a,s,o+a,u),n(i,s,o+a,s,o,u),n(i,s,o,s+l,o,c),i.closePath())}}var Gi=(e,t,n)=>{e.moveTo(t,n)},Yi=(e,t,n)=>{e.moveTo(n,t)},Or=(e,t,n)=>{e.lineTo(t,n)},Cr=(e,t,n)=>{e.lineTo(n,t)},Ui=cd(0),Lo=cd(1),dd=(e,t,n,r,i,s)=>{e.arc(t,n,r,i,s)},ud=(e,t,n,r,i,s)=>{e.arc(n,t,r,i,s)},fd=(e,t,n,r,i,s,o)=>{e.bezierCurveTo(t,n,r,i,s,o)},hd=(e,t,n,r,i,s,o)=>{e.bezierCurveTo(n,t,i,r,o,s)};function pd(e){return(t,n,r,i,s)=>Qn(t,n,(o,l,a,c,u,f,y,k,S,w,g)=>{let{pxRound:v,points:b}=o,_,E;c.ori==0?(_=Gi,E=dd):(_=Yi,E=ud);let N=Ee(b.width*we,3),A=(b.size-b.width)/2*we,R=Ee(A*2,3),L=new Path2D,B=new Path2D,{left:G,top:M,width:C,height:I}=t.bbox;Ui(B,G-R,M-R,C+R*2,I+R*2);let F=O=>{if(a[O]!=null){let z=v(f(l[O],c,w,k)),j=v(y(a[O],u,g,S));_(L,z+A,j),E(L,z,j,A,0,Fi*2)}};if(s)s.forEach(F);else for(let O=r;O<=i;O++)F(O);return{stroke:N>0?L:null,fill:L,clip:B,flags:$r|go}})}function gd(e){return(t,n,r,i,s,o)=>{r!=i&&(s!=r&&o!=r&&e(t,n,r),s!=i&&o!=i&&e(t,n,i),e(t,n,o))}}var R0=gd(Or),F0=gd(Cr);function md(e){let t=be(e?.alignGaps,0);return(n,r,i,s)=>Qn(n,r,(o,l,a,c,u,f,y,k,S,w,g)=>{[i,s]=Di(a,i,s);let v=o.pxRound,b=I=>v(f(I,c,w,k)),_=I=>v(y(I,u,g,S)),E,N;c.ori==0?(E=Or,N=R0):(E=Cr,N=F0);let A=c.dir*(c.ori==0?1:-1),R={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:$r},L=R.stroke,B=!1;if(s-i>=w*4){let I=U=>n.posToVal(U,c.key,!0),F=null,O=null,z,j,se,D=b(l[A==1?i:s]),Y=b(l[i]),ie=b(l[s]),ne=I(A==1?Y+1:ie-1);for(let U=A==1?i:s;U>=i&&U<=s;U+=A){let ue=l[U],q=(A==1?ue<ne:ue>ne)?D:b(ue),ee=a[U];q==D?ee!=null?(j=ee,F==null?(E(L,q,_(j)),z=F=O=j):j<F?F=j:j>O&&(O=j)):ee===null&&(B=!0):(F!=null&&N(L,D,_(F),_(O),_(z),_(j)),ee!=null?(j=ee,E(L,q,_(j)),F=O=z=j):(F=O=null,ee===null&&(B=!0)),D=q,ne=I(D+A))}F!=null&&F!=O&&se!=D&&N(L,D,_(F),_(O),_(z),_(j))}else for(let I=A==1?i:s;I>=i&&I<=s;I+=A){let F=a[I];F===null?B=!0:F!=null&&E(L,b(l[I]),_(F))}let[M,C]=Ao(n,r);if(o.fill!=null||M!=0){let I=R.fill=new Path2D(L),F=o.fillTo(n,r,o.min,o.max,M),O=_(F),z=b(l[i]),j=b(l[s]);A==-1&&([j,z]=[z,j]),E(I,j,O),E(I,z,O)}if(!o.spanGaps){let I=[];B&&I.push(...$o(l,a,i,s,A,b,t)),R.gaps=I=o.gaps(n,r,i,s,I),R.clip=Wi(I,c.ori,k,S,w,g)}return C!=0&&(R.band=C==2?[gn(n,r,i,s,L,-1),gn(n,r,i,s,L,1)]:gn(n,r,i,s,L,C)),R})}function P0(e){let t=be(e.align,1),n=be(e.ascDesc,!1),r=be(e.alignGaps,0),i=be(e.extend,!1);return(s,o,l,a)=>Qn(s,o,(c,u,f,y,k,S,w,g,v,b,_)=>{[l,a]=Di(f,l,a);let E=c.pxRound,{left:N,width:A}=s.bbox,R=Y=>E(S(Y,y,b,g)),L=Y=>E(w(Y,k,_,v)),B=y.ori==0?Or:Cr,G={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:$r},M=G.stroke,C=y.dir*(y.ori==0?1:-1),I=L(f[C==1?l:a]),F=R(u[C==1?l:a]),O=F,z=F;i&&t==-1&&(z=N,B(M,z,I)),B(M,F,I);for(let Y=C==1?l:a;Y>=l&&Y<=a;Y+=C){let ie=f[Y];if(ie==null)continue;let ne=R(u[Y]),U=L(ie);t==1?B(M,ne,I):B(M,O,U),B(M,ne,U),I=U,O=ne}let j=O;i&&t==1&&(j=N+A,B(M,j,I));let[se,D]=Ao(s,o);if(c.fill!=null||se!=0){let Y=G.fill=new Path2D(M),ie=c.fillTo(s,o,c.min,c.max,se),ne=L(ie);B(Y,j,ne),B(Y,z,ne)}if(!c.spanGaps){let Y=[];Y.push(...$o(u,f,l,a,C,R,r));let ie=c.width*we/2,ne=n||t==1?ie:-ie,U=n||t==-1?-ie:ie;Y.forEach(ue=>{ue[0]+=ne,ue[1]+=U}),G.gaps=Y=c.gaps(s,o,l,a,Y),G.clip=Wi(Y,y.ori,g,v,b,_)}return D!=0&&(G.band=D==2?[gn(s,o,l,a,M,-1),gn(s,o,l,a,M,1)]:gn(s,o,l,a,M,D)),G})}function $c(e,t,n,r,i,s,o=Se){if(e.length>1){let l=null;for(let a=0,c=1/0;a<e.length;a++)if(t[a]!==void 0){if(l!=null){let u=We(e[a]-e[l]);u<c&&(c=u,o=We(n(e[a],r,i,s)-n(e[l],r,i,s)))}l=a}}return o}function j0(e){e=e||ai;let t=be(e.size,[.6,Se,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i=="number"?[i,0]:i;let s=pe(i),o=1-t[0],l=be(t[1],Se),a=be(t[2],1),c=be(e.disp,ai),u=be(e.each,k=>{}),{fill:f,stroke:y}=c;return(k,S,w,g)=>Qn(k,S,(v,b,_,E,N,A,R,L,B,G,M)=>{let C=v.pxRound,I=n,F=r*we,O=l*we,z=a*we,j,se;E.ori==0?[j,se]=s(k,S):[se,j]=s(k,S);let D=E.dir*(E.ori==0?1:-1),Y=E.ori==0?Ui:Lo,ie=E.ori==0?u:(Z,Ne,Ve,nr,On,Kt,Cn)=>{u(Z,Ne,Ve,On,nr,Cn,Kt)},ne=be(k.bands,So).find(Z=>Z.series[0]==S),U=ne!=null?ne.dir:0,ue=v.fillTo(k,S,v.min,v.max,U),Q=C(R(ue,N,M,B)),q,ee,ge,Me=G,oe=C(v.width*we),me=!1,Pe=null,at=null,vt=null,bn=null;f!=null&&(oe==0||y!=null)&&(me=!0,Pe=f.values(k,S,w,g),at=new Map,new Set(Pe).forEach(Z=>{Z!=null&&at.set(Z,new Path2D)}),oe>0&&(vt=y.values(k,S,w,g),bn=new Map,new Set(vt).forEach(Z=>{Z!=null&&bn.set(Z,new Path2D)})));let{x0:xn,size:wn}=c;if(xn!=null&&wn!=null){I=1,b=xn.values(k,S,w,g),xn.unit==2&&(b=b.map(Ve=>k.posToVal(L+Ve*G,E.key,!0)));let Z=wn.values(k,S,w,g);wn.unit==2?ee=Z[0]*G:ee=A(Z[0],E,G,L)-A(0,E,G,L),Me=$c(b,_,A,E,G,L,Me),ge=Me-ee+F}else Me=$c(b,_,A,E,G,L,Me),ge=Me*o+F,ee=Me-ge;ge<1&&(ge=0),oe>=ee/2&&(oe=0),ge<5&&(C=zc);let tr=ge>0,qt=Me-ge-(tr?oe:0);ee=C(fo(qt,z,O)),q=(I==0?ee/2:I==D?0:ee)-I*D*((I==0?F/2:0)+(tr?oe/2:0));let Ie={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},jt=me?null:new Path2D,ct=null;if(ne!=null)ct=k.data[ne.series[1]];else{let{y0:Z,y1:Ne}=c;Z!=null&&Ne!=null&&(_=Ne.values(k,S,w,g),ct=Z.values(k,S,w,g))}let gt=j*ee,de=se*ee;for(let Z=D==1?w:g;Z>=w&&Z<=g;Z+=D){let Ne=_[Z];if(Ne==null)continue;if(ct!=null){let mt=ct[Z]??0;if(Ne-mt==0)continue;Q=R(mt,N,M,B)}let Ve=E.distr!=2||c!=null?b[Z]:Z,nr=A(Ve,E,G,L),On=R(be(Ne,ue),N,M,B),Kt=C(nr-q),Cn=C(ht(On,Q)),kt=C(Yt(On,Q)),$t=Cn-kt;if(Ne!=null){let mt=Ne<0?de:gt,zt=Ne<0?gt:de;me?(oe>0&&vt[Z]!=null&&Y(bn.get(vt[Z]),Kt,kt+Nt(oe/2),ee,ht(0,$t-oe),mt,zt),Pe[Z]!=null&&Y(at.get(Pe[Z]),Kt,kt+Nt(oe/2),ee,ht(0,$t-oe),mt,zt)):Y(jt,Kt,kt+Nt(oe/2),ee,ht(0,$t-oe),mt,zt),ie(k,S,Z,Kt-oe/2,kt,ee+oe,$t)}}return oe>0?Ie.stroke=me?bn:jt:me||(Ie._fill=v.width==0?v._fill:v._stroke??v._fill,Ie.width=0),Ie.fill=me?at:jt,Ie})}function z0(e,t){let n=be(t?.alignGaps,0);return(r,i,s,o)=>Qn(r,i,(l,a,c,u,f,y,k,S,w,g,v)=>{[s,o]=Di(c,s,o);let b=l.pxRound,_=j=>b(y(j,u,g,S)),E=j=>b(k(j,f,v,w)),N,A,R;u.ori==0?(N=Gi,R=Or,A=fd):(N=Yi,R=Cr,A=hd);let L=u.dir*(u.ori==0?1:-1),B=_(a[L==1?s:o]),G=B,M=[],C=[];for(let j=L==1?s:o;j>=s&&j<=o;j+=L)if(c[j]!=null){let D=a[j],Y=_(D);M.push(G=Y),C.push(E(c[j]))}let I={stroke:e(M,C,N,R,A,b),fill:null,clip:null,band:null,gaps:null,flags:$r},F=I.stroke,[O,z]=Ao(r,i);if(l.fill!=null||O!=0){let j=I.fill=new Path2D(F),se=l.fillTo(r,i,l.min,l.max,O),D=E(se);R(j,G,D),R(j,B,D)}if(!l.spanGaps){let j=[];j.push(...$o(a,c,s,o,L,_,n)),I.gaps=j=l.gaps(r,i,s,o,j),I.clip=Wi(j,u.ori,S,w,g,v)}return z!=0&&(I.band=z==2?[gn(r,i,s,o,F,-1),gn(r,i,s,o,F,1)]:gn(r,i,s,o,F,z)),I})}function D0(e){return z0(B0,e)}function B0(e,t,n,r,i,s){let o=e.length;if(o<2)return null;let l=new Path2D;if(n(l,e[0],t[0]),o==2)r(l,e[1],t[1]);else{let a=Array(o),c=Array(o-1),u=Array(o-1),f=Array(o-1);for(let y=0;y<o-1;y++)u[y]=t[y+1]-t[y],f[y]=e[y+1]-e[y],c[y]=u[y]/f[y];a[0]=c[0];for(let y=1;y<o-1;y++)c[y]===0||c[y-1]===0||c[y-1]>0!=c[y]>0?a[y]=0:(a[y]=3*(f[y-1]+f[y])/((2*f[y]+f[y-1])/c[y-1]+(f[y]+2*f[y-1])/c[y]),isFinite(a[y])||(a[y]=0));a[o-1]=c[o-2];for(let y=0;y<o-1;y++)i(l,e[y]+f[y]/3,t[y]+a[y]*f[y]/3,e[y+1]-f[y]/3,t[y+1]-a[y+1]*f[y]/3,e[y+1],t[y+1])}return l}var mo=new Set;function Lc(){for(let e of mo)e.syncRect(!0)}Lr&&(Xn(vm,Tr,Lc),Xn(km,Tr,Lc,!0),Xn(Pi,Tr,()=>{Ge.pxRatio=we}));var V0=md(),H0=pd();function Oc(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((s,o)=>yo(s,o,t,n))}function W0(e,t){return e.map((n,r)=>r==0?{}:Be({},t,n))}function yo(e,t,n,r){return Be({},t==0?n:r,e)}function yd(e,t,n){return t==null?Nr:[t,n]}var G0=yd;function Y0(e,t,n){return t==null?Nr:ji(t,n,ko,!0)}function bd(e,t,n,r){return t==null?Nr:Bi(t,n,e.scales[r].log,!1)}var U0=bd;function xd(e,t,n,r){return t==null?Nr:vo(t,n,e.scales[r].log,!1)}var q0=xd;function K0(e,t,n,r,i){let s=ht(dc(e),dc(t)),o=t-e,l=Gt(i/r*o,n);do{let a=n[l],c=r*a/o;if(c>=i&&s+(a<5?Ln.get(a):0)<=17)return[a,c]}while(++l<n.length);return[0,0]}function Cc(e){let t,n;return e=e.replace(/(\d+)px/,(r,i)=>(t=He((n=+i)*we))+"px"),[e,t,n]}function J0(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=Ee(t[2]*we,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Ge(e,t,n){let r={mode:be(e.mode,1)},i=r.mode;function s(d,h,m,x){let T=h.valToPct(d);return x+m*(h.dir==-1?1-T:T)}function o(d,h,m,x){let T=h.valToPct(d);return x+m*(h.dir==-1?T:1-T)}function l(d,h,m,x){return h.ori==0?s(d,h,m,x):o(d,h,m,x)}r.valToPosH=s,r.valToPosV=o;let a=!1;r.status=0;let c=r.root=Ft(rm);if(e.id!=null&&(c.id=e.id),Mt(c,e.class),e.title){let d=Ft(om,c);d.textContent=e.title}let u=Wt("canvas"),f=r.ctx=u.getContext("2d"),y=Ft(lm,c);Xn("click",y,d=>{d.target===S&&(Ae!=hr||Ce!=pr)&&nt.click(r,d)},!0);let k=r.under=Ft(am,y);y.appendChild(u);let S=r.over=Ft(cm,y);e=Ar(e);let w=+be(e.pxAlign,1),g=Ac(w);(e.plugins||[]).forEach(d=>{d.opts&&(e=d.opts(r,e)||e)});let v=e.ms||.001,b=r.series=i==1?Oc(e.series||[],kc,Mc,!1):W0(e.series||[null],Tc),_=r.axes=Oc(e.axes||[],vc,Sc,!0),E=r.scales={},N=r.bands=e.bands||[];N.forEach(d=>{d.fill=pe(d.fill||null),d.dir=be(d.dir,-1)});let A=i==2?b[1].facets[0].scale:b[0].scale,R={axes:Uf,series:Vf},L=(e.drawOrder||["axes","series"]).map(d=>R[d]);function B(d){let h=d.distr==3?m=>pn(m>0?m:d.clamp(r,m,d.min,d.max,d.key)):d.distr==4?m=>ro(m,d.asinh):d.distr==100?m=>d.fwd(m):m=>m;return m=>{let x=h(m),{_min:T,_max:$}=d,P=$-T;return(x-T)/P}}function G(d){let h=E[d];if(h==null){let m=(e.scales||ai)[d]||ai;if(m.from!=null){G(m.from);let x=Be({},E[m.from],m,{key:d});x.valToPct=B(x),E[d]=x}else{h=E[d]=Be({},d==A?ld:O0,m),h.key=d;let x=h.time,T=h.range,$=$n(T);if((d!=A||i==2&&!x)&&($&&(T[0]==null||T[1]==null)&&(T={min:T[0]==null?lc:{mode:1,hard:T[0],soft:T[0]},max:T[1]==null?lc:{mode:1,hard:T[1],soft:T[1]}},$=!1),!$&&Hi(T))){let P=T;T=(V,W,K)=>W==null?Nr:ji(W,K,P)}h.range=pe(T||(x?G0:d==A?h.distr==3?U0:h.distr==4?q0:yd:h.distr==3?bd:h.distr==4?xd:Y0)),h.auto=pe($?!1:h.auto),h.clamp=pe(h.clamp||L0),h._min=h._max=null,h.valToPct=B(h)}}}G("x"),G("y"),i==1&&b.forEach(d=>{G(d.scale)}),_.forEach(d=>{G(d.scale)});for(let d in e.scales)G(d);let M=E[A],C=M.distr,I,F;M.ori==0?(Mt(c,im),I=s,F=o):(Mt(c,sm),I=o,F=s);let O={};for(let d in E){let h=E[d];(h.min!=null||h.max!=null)&&(O[d]={min:h.min,max:h.max},h.min=h.max=null)}let z=e.tzDate||(d=>new Date(He(d/v))),j=e.fmtDate||Eo,se=v==1?i0(z):l0(z),D=bc(z,yc(v==1?r0:o0,j)),Y=wc(z,xc(c0,j)),ie=[],ne=r.legend=Be({},f0,e.legend),U=r.cursor=Be({},b0,{drag:{y:i==2}},e.cursor),ue=ne.show,Q=U.show,q=ne.markers;ne.idxs=ie,q.width=pe(q.width),q.dash=pe(q.dash),q.stroke=pe(q.stroke),q.fill=pe(q.fill);let ee,ge,Me,oe=[],me=[],Pe,at=!1,vt={};if(ne.live){let d=b[1]?b[1].values:null;at=d!=null,Pe=at?d(r,1,0):{_:0};for(let h in Pe)vt[h]=xo}if(ue)if(ee=Wt("table",gm,c),Me=Wt("tbody",null,ee),ne.mount(r,ee),at){ge=Wt("thead",null,ee,Me);let d=Wt("tr",null,ge);Wt("th",null,d);for(var bn in Pe)Wt("th",qa,d).textContent=bn}else Mt(ee,ym),ne.live&&Mt(ee,mm);let xn={show:!0},wn={show:!1};function tr(d,h){if(h==0&&(at||!ne.live||i==2))return Nr;let m=[],x=Wt("tr",bm,Me,Me.childNodes[h]);Mt(x,d.class),d.show||Mt(x,Jn);let T=Wt("th",null,x);if(q.show){let V=Ft(xm,T);if(h>0){let W=q.width(r,h);W&&(V.style.border=W+"px "+q.dash(r,h)+" "+q.stroke(r,h)),V.style.background=q.fill(r,h)}}let $=Ft(qa,T);d.label instanceof HTMLElement?$.appendChild(d.label):$.textContent=d.label,h>0&&(q.show||($.style.color=d.width>0?q.stroke(r,h):q.fill(r,h)),Ie("click",T,V=>{if(U._lock)return;Rn(V);let W=b.indexOf(d);if((V.ctrlKey||V.metaKey)!=ne.isolate){let K=b.some((J,te)=>te>0&&te!=W&&J.show);b.forEach((J,te)=>{te>0&&Xt(te,K?te==W?xn:wn:xn,!0,ze.setSeries)})}else Xt(W,{show:!d.show},!0,ze.setSeries)},!1),ir&&Ie(Za,T,V=>{U._lock||(Rn(V),Xt(b.indexOf(d),mr,!0,ze.setSeries))},!1));for(var P in Pe){let V=Wt("td",wm,x);V.textContent="--",m.push(V)}return[x,m]}let qt=new Map;function Ie(d,h,m,x=!0){let T=qt.get(h)||{},$=U.bind[d](r,h,m,x);$&&(Xn(d,h,T[d]=$),qt.set(h,T))}function jt(d,h,m){let x=qt.get(h)||{};for(let T in x)(d==null||T==d)&&(uo(T,h,x[T]),delete x[T]);d==null&&qt.delete(h)}let ct=0,gt=0,de=0,Z=0,Ne=0,Ve=0,nr=Ne,On=Ve,Kt=de,Cn=Z,kt=0,$t=0,mt=0,zt=0;r.bbox={};let ds=!1,ui=!1,rr=!1,In=!1,fi=!1,Lt=!1;function us(d,h,m){(m||d!=r.width||h!=r.height)&&tl(d,h),cr(!1),rr=!0,ui=!0,dr()}function tl(d,h){r.width=ct=de=d,r.height=gt=Z=h,Ne=Ve=0,Rf(),Ff();let m=r.bbox;kt=m.left=qn(Ne*we,.5),$t=m.top=qn(Ve*we,.5),mt=m.width=qn(de*we,.5),zt=m.height=qn(Z*we,.5)}let Of=3;function Cf(){let d=!1,h=0;for(;!d;){h++;let m=Gf(h),x=Yf(h);d=h==Of||m&&x,d||(tl(r.width,r.height),ui=!0)}}function If({width:d,height:h}){us(d,h)}r.setSize=If;function Rf(){let d=!1,h=!1,m=!1,x=!1;_.forEach((T,$)=>{if(T.show&&T._show){let{side:P,_size:V}=T,W=P%2,K=T.label!=null?T.labelSize:0,J=V+K;J>0&&(W?(de-=J,P==3?(Ne+=J,x=!0):m=!0):(Z-=J,P==0?(Ve+=J,d=!0):h=!0))}}),Fn[0]=d,Fn[1]=m,Fn[2]=h,Fn[3]=x,de-=vn[1]+vn[3],Ne+=vn[3],Z-=vn[2]+vn[0],Ve+=vn[0]}function Ff(){let d=Ne+de,h=Ve+Z,m=Ne,x=Ve;function T($,P){switch($){case 1:return d+=P,d-P;case 2:return h+=P,h-P;case 3:return m-=P,m+P;case 0:return x-=P,x+P}}_.forEach(($,P)=>{if($.show&&$._show){let V=$.side;$._pos=T(V,$._size),$.label!=null&&($._lpos=T(V,$.labelSize))}})}if(U.dataIdx==null){let d=U.hover,h=d.skip=new Set(d.skip??[]);h.add(void 0);let m=d.prox=pe(d.prox),x=d.bias??(d.bias=0);U.dataIdx=(T,$,P,V)=>{if($==0)return P;let W=P,K=m(T,$,P,V)??Se,J=K>=0&&K<Se,te=M.ori==0?de:Z,ce=U.left,xe=t[0],ye=t[$];if(h.has(ye[P])){W=null;let he=null,le=null,re;if(x==0||x==-1)for(re=P;he==null&&re-- >0;)h.has(ye[re])||(he=re);if(x==0||x==1)for(re=P;le==null&&re++<ye.length;)h.has(ye[re])||(le=re);if(he!=null||le!=null)if(J){let Le=he==null?-1/0:I(xe[he],M,te,0),Re=le==null?1/0:I(xe[le],M,te,0),Xe=ce-Le,ke=Re-ce;Xe<=ke?Xe<=K&&(W=he):ke<=K&&(W=le)}else W=le==null?he:he==null?le:P-he<=le-P?he:le}else J&&We(ce-I(xe[P],M,te,0))>K&&(W=null);return W}}let Rn=d=>{U.event=d};U.idxs=ie,U._lock=!1;let rt=U.points;rt.show=pe(rt.show),rt.size=pe(rt.size),rt.stroke=pe(rt.stroke),rt.width=pe(rt.width),rt.fill=pe(rt.fill);let Jt=r.focus=Be({},e.focus||{alpha:.3},U.focus),ir=Jt.prox>=0,sr=ir&&rt.one,Ot=[],or=[],lr=[];function nl(d,h){let m=rt.show(r,h);if(m instanceof HTMLElement)return Mt(m,pm),Mt(m,d.class),on(m,-10,-10,de,Z),S.insertBefore(m,Ot[h]),m}function rl(d,h){if(i==1||h>0){let m=i==1&&E[d.scale].time,x=d.value;d.value=m?hc(x)?wc(z,xc(x,j)):x||Y:x||N0,d.label=d.label||(m?w0:x0)}if(sr||h>0){d.width=d.width==null?1:d.width,d.paths=d.paths||V0||Om,d.fillTo=pe(d.fillTo||C0),d.pxAlign=+be(d.pxAlign,w),d.pxRound=Ac(d.pxAlign),d.stroke=pe(d.stroke||null),d.fill=pe(d.fill||null),d._stroke=d._fill=d._paths=d._focus=null;let m=A0(ht(1,d.width),1),x=d.points=Be({},{size:m,width:ht(1,m*.2),stroke:d.stroke,space:m*2,paths:H0,_stroke:null,_fill:null},d.points);x.show=pe(x.show),x.filter=pe(x.filter),x.fill=pe(x.fill),x.stroke=pe(x.stroke),x.paths=pe(x.paths),x.pxAlign=d.pxAlign}if(ue){let m=tr(d,h);oe.splice(h,0,m[0]),me.splice(h,0,m[1]),ne.values.push(null)}if(Q){ie.splice(h,0,null);let m=null;sr?h==0&&(m=nl(d,h)):h>0&&(m=nl(d,h)),Ot.splice(h,0,m),or.splice(h,0,0),lr.splice(h,0,0)}Je("addSeries",h)}function Pf(d,h){h=h??b.length,d=i==1?yo(d,h,kc,Mc):yo(d,h,{},Tc),b.splice(h,0,d),rl(b[h],h)}r.addSeries=Pf;function jf(d){if(b.splice(d,1),ue){ne.values.splice(d,1),me.splice(d,1);let h=oe.splice(d,1)[0];jt(null,h.firstChild),h.remove()}Q&&(ie.splice(d,1),Ot.splice(d,1)[0].remove(),or.splice(d,1),lr.splice(d,1)),Je("delSeries",d)}r.delSeries=jf;let Fn=[!1,!1,!1,!1];function zf(d,h){if(d._show=d.show,d.show){let m=d.side%2,x=E[d.scale];x==null&&(d.scale=m?b[1].scale:A,x=E[d.scale]);let T=x.time;d.size=pe(d.size),d.space=pe(d.space),d.rotate=pe(d.rotate),$n(d.incrs)&&d.incrs.forEach(P=>{!Ln.has(P)&&Ln.set(P,Vc(P))}),d.incrs=pe(d.incrs||(x.distr==2?e0:T?v==1?n0:s0:Kn)),d.splits=pe(d.splits||(T&&x.distr==1?se:x.distr==3?ho:x.distr==4?_0:k0)),d.stroke=pe(d.stroke),d.grid.stroke=pe(d.grid.stroke),d.ticks.stroke=pe(d.ticks.stroke),d.border.stroke=pe(d.border.stroke);let $=d.values;d.values=$n($)&&!$n($[0])?pe($):T?$n($)?bc(z,yc($,j)):hc($)?a0(z,$):$||D:$||v0,d.filter=pe(d.filter||(x.distr>=3&&x.log==10?T0:x.distr==3&&x.log==2?M0:Dc)),d.font=Cc(d.font),d.labelFont=Cc(d.labelFont),d._size=d.size(r,null,h,0),d._space=d._rotate=d._incrs=d._found=d._splits=d._values=null,d._size>0&&(Fn[h]=!0,d._el=Ft(dm,y))}}function jr(d,h,m,x){let[T,$,P,V]=m,W=h%2,K=0;return W==0&&(V||$)&&(K=h==0&&!T||h==2&&!P?He(vc.size/3):0),W==1&&(T||P)&&(K=h==1&&!$||h==3&&!V?He(Sc.size/2):0),K}let il=r.padding=(e.padding||[jr,jr,jr,jr]).map(d=>pe(be(d,jr))),vn=r._padding=il.map((d,h)=>d(r,h,Fn,0)),tt,Ye=null,Ue=null,hi=i==1?b[0].idxs:null,Dt=null,zr=!1;function sl(d,h){if(t=d??[],r.data=r._data=t,i==2){tt=0;for(let m=1;m<b.length;m++)tt+=t[m][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Dt=t[0],tt=Dt.length;let m=t;if(C==2){m=t.slice();let x=m[0]=Array(tt);for(let T=0;T<tt;T++)x[T]=T}r._data=t=m}if(cr(!0),Je("setData"),C==2&&(rr=!0),h!==!1){let m=M;m.auto(r,zr)?fs():_n(A,m.min,m.max),In=In||U.left>=0,Lt=!0,dr()}}r.setData=sl;function fs(){zr=!0;let d,h;i==1&&(tt>0?(Ye=hi[0]=0,Ue=hi[1]=tt-1,d=t[0][Ye],h=t[0][Ue],C==2?(d=Ye,h=Ue):d==h&&(C==3?[d,h]=Bi(d,d,M.log,!1):C==4?[d,h]=vo(d,d,M.log,!1):M.time?h=d+He(86400/v):[d,h]=ji(d,h,ko,!0))):(Ye=hi[0]=d=null,Ue=hi[1]=h=null)),_n(A,d,h)}let pi,ar,hs,ps,gs,ms,ys,bs,xs,yt;function ol(d,h,m,x,T,$){d??(d=Ja),m??(m=So),x??(x="butt"),T??(T=Ja),$??($="round"),d!=pi&&(f.strokeStyle=pi=d),T!=ar&&(f.fillStyle=ar=T),h!=hs&&(f.lineWidth=hs=h),$!=gs&&(f.lineJoin=gs=$),x!=ms&&(f.lineCap=ms=x),m!=ps&&f.setLineDash(ps=m)}function ll(d,h,m,x){h!=ar&&(f.fillStyle=ar=h),d!=ys&&(f.font=ys=d),m!=bs&&(f.textAlign=bs=m),x!=xs&&(f.textBaseline=xs=x)}function ws(d,h,m,x,T=0){if(x.length>0&&d.auto(r,zr)&&(h==null||h.min==null)){let $=be(Ye,0),P=be(Ue,x.length-1),V=m.min==null?Tm(x,$,P,T,d.distr==3):[m.min,m.max];d.min=Yt(d.min,m.min=V[0]),d.max=ht(d.max,m.max=V[1])}}let al={min:null,max:null};function Df(){for(let x in E){let T=E[x];O[x]==null&&(T.min==null||O[A]!=null&&T.auto(r,zr))&&(O[x]=al)}for(let x in E){let T=E[x];O[x]==null&&T.from!=null&&O[T.from]!=null&&(O[x]=al)}O[A]!=null&&cr(!0);let d={};for(let x in O){let T=O[x];if(T!=null){let $=d[x]=Ar(E[x],Rm);if(T.min!=null)Be($,T);else if(x!=A||i==2)if(tt==0&&$.from==null){let P=$.range(r,null,null,x);$.min=P[0],$.max=P[1]}else $.min=Se,$.max=-Se}}if(tt>0){b.forEach((x,T)=>{if(i==1){let $=x.scale,P=O[$];if(P==null)return;let V=d[$];if(T==0){let W=V.range(r,V.min,V.max,$);V.min=W[0],V.max=W[1],Ye=Gt(V.min,t[0]),Ue=Gt(V.max,t[0]),Ue-Ye>1&&(t[0][Ye]<V.min&&Ye++,t[0][Ue]>V.max&&Ue--),x.min=Dt[Ye],x.max=Dt[Ue]}else x.show&&x.auto&&ws(V,P,x,t[T],x.sorted);x.idxs[0]=Ye,x.idxs[1]=Ue}else if(T>0&&x.show&&x.auto){let[$,P]=x.facets,V=$.scale,W=P.scale,[K,J]=t[T],te=d[V],ce=d[W];te!=null&&ws(te,O[V],$,K,$.sorted),ce!=null&&ws(ce,O[W],P,J,P.sorted),x.min=P.min,x.max=P.max}});for(let x in d){let T=d[x],$=O[x];if(T.from==null&&($==null||$.min==null)){let P=T.range(r,T.min==Se?null:T.min,T.max==-Se?null:T.max,x);T.min=P[0],T.max=P[1]}}}for(let x in d){let T=d[x];if(T.from!=null){let $=d[T.from];if($.min==null)T.min=T.max=null;else{let P=T.range(r,$.min,$.max,x);T.min=P[0],T.max=P[1]}}}let h={},m=!1;for(let x in d){let T=d[x],$=E[x];if($.min!=T.min||$.max!=T.max){$.min=T.min,$.max=T.max;let P=$.distr;$._min=P==3?pn($.min):P==4?ro($.min,$.asinh):P==100?$.fwd($.min):$.min,$._max=P==3?pn($.max):P==4?ro($.max,$.asinh):P==100?$.fwd($.max):$.max,h[x]=m=!0}}if(m){b.forEach((x,T)=>{i==2?T>0&&h.y&&(x._paths=null):h[x.scale]&&(x._paths=null)});for(let x in h)rr=!0,Je("setScale",x);Q&&U.left>=0&&(In=Lt=!0)}for(let x in O)O[x]=null}function Bf(d){let h=fo(Ye-1,0,tt-1),m=fo(Ue+1,0,tt-1);for(;d[h]==null&&h>0;)h--;for(;d[m]==null&&m<tt-1;)m++;return[h,m]}function Vf(){if(tt>0){let d=b.some(h=>h._focus)&&yt!=Jt.alpha;d&&(f.globalAlpha=yt=Jt.alpha),b.forEach((h,m)=>{if(m>0&&h.show&&(cl(m,!1),cl(m,!0),h._paths==null)){let x=yt;yt!=h.alpha&&(f.globalAlpha=yt=h.alpha);let T=i==2?[0,t[m][0].length-1]:Bf(t[m]);h._paths=h.paths(r,m,T[0],T[1]),yt!=x&&(f.globalAlpha=yt=x)}}),b.forEach((h,m)=>{if(m>0&&h.show){let x=yt;yt!=h.alpha&&(f.globalAlpha=yt=h.alpha),h._paths!=null&&dl(m,!1);{let T=h._paths!=null?h._paths.gaps:null,$=h.points.show(r,m,Ye,Ue,T),P=h.points.filter(r,m,$,T);($||P)&&(h.points._paths=h.points.paths(r,m,Ye,Ue,P),dl(m,!0))}yt!=x&&(f.globalAlpha=yt=x),Je("drawSeries",m)}}),d&&(f.globalAlpha=yt=1)}}function cl(d,h){let m=h?b[d].points:b[d];m._stroke=m.stroke(r,d),m._fill=m.fill(r,d)}function dl(d,h){let m=h?b[d].points:b[d],{stroke:x,fill:T,clip:$,flags:P,_stroke:V=m._stroke,_fill:W=m._fill,_width:K=m.width}=m._paths;K=Ee(K*we,3);let J=null,te=K%2/2;h&&W==null&&(W=K>0?"#fff":V);let ce=m.pxAlign==1&&te>0;if(ce&&f.translate(te,te),!h){let xe=kt-K/2,ye=$t-K/2,he=mt+K,le=zt+K;J=new Path2D,J.rect(xe,ye,he,le)}h?vs(V,K,m.dash,m.cap,W,x,T,P,$):Hf(d,V,K,m.dash,m.cap,W,x,T,P,J,$),ce&&f.translate(-te,-te)}function Hf(d,h,m,x,T,$,P,V,W,K,J){let te=!1;W!=0&&N.forEach((ce,xe)=>{if(ce.series[0]==d){let ye=b[ce.series[1]],he=t[ce.series[1]],le=(ye._paths||ai).band;$n(le)&&(le=ce.dir==1?le[0]:le[1]);let re,Le=null;ye.show&&le&&Nm(he,Ye,Ue)?(Le=ce.fill(r,xe)||$,re=ye._paths.clip):le=null,vs(h,m,x,T,Le,P,V,W,K,J,re,le),te=!0}}),te||vs(h,m,x,T,$,P,V,W,K,J)}let ul=$r|go;function vs(d,h,m,x,T,$,P,V,W,K,J,te){ol(d,h,m,x,T),(W||K||te)&&(f.save(),W&&f.clip(W),K&&f.clip(K)),te?(V&ul)==ul?(f.clip(te),J&&f.clip(J),mi(T,P),gi(d,$,h)):V&go?(mi(T,P),f.clip(te),gi(d,$,h)):V&$r&&(f.save(),f.clip(te),J&&f.clip(J),mi(T,P),f.restore(),gi(d,$,h)):(mi(T,P),gi(d,$,h)),(W||K||te)&&f.restore()}function gi(d,h,m){m>0&&(h instanceof Map?h.forEach((x,T)=>{f.strokeStyle=pi=T,f.stroke(x)}):h!=null&&d&&f.stroke(h))}function mi(d,h){h instanceof Map?h.forEach((m,x)=>{f.fillStyle=ar=x,f.fill(m)}):h!=null&&d&&f.fill(h)}function Wf(d,h,m,x){let T=_[d],$;if(x<=0)$=[0,0];else{let P=T._space=T.space(r,d,h,m,x),V=T._incrs=T.incrs(r,d,h,m,x,P);$=K0(h,m,V,x,P)}return T._found=$}function ks(d,h,m,x,T,$,P,V,W,K){let J=P%2/2;w==1&&f.translate(J,J),ol(V,P,W,K,V),f.beginPath();let te,ce,xe,ye,he=T+(x==0||x==3?-$:$);m==0?(ce=T,ye=he):(te=T,xe=he);for(let le=0;le<d.length;le++)h[le]!=null&&(m==0?te=xe=d[le]:ce=ye=d[le],f.moveTo(te,ce),f.lineTo(xe,ye));f.stroke(),w==1&&f.translate(-J,-J)}function Gf(d){let h=!0;return _.forEach((m,x)=>{if(!m.show)return;let T=E[m.scale];if(T.min==null){m._show&&(h=!1,m._show=!1,cr(!1));return}else m._show||(h=!1,m._show=!0,cr(!1));let $=m.side,P=$%2,{min:V,max:W}=T,[K,J]=Wf(x,V,W,P==0?de:Z);if(J==0)return;let te=T.distr==2,ce=m._splits=m.splits(r,x,V,W,K,J,te),xe=T.distr==2?ce.map(re=>Dt[re]):ce,ye=T.distr==2?Dt[ce[1]]-Dt[ce[0]]:K,he=m._values=m.values(r,m.filter(r,xe,x,J,ye),x,J,ye);m._rotate=$==2?m.rotate(r,he,x,J):0;let le=m._size;m._size=Pt(m.size(r,he,x,d)),le!=null&&m._size!=le&&(h=!1)}),h}function Yf(d){let h=!0;return il.forEach((m,x)=>{let T=m(r,x,Fn,d);T!=vn[x]&&(h=!1),vn[x]=T}),h}function Uf(){for(let d=0;d<_.length;d++){let h=_[d];if(!h.show||!h._show)continue;let m=h.side,x=m%2,T,$,P=h.stroke(r,d),V=m==0||m==3?-1:1,[W,K]=h._found;if(h.label!=null){let ut=h.labelGap*V,Et=He((h._lpos+ut)*we);ll(h.labelFont[0],P,"center",m==2?"top":Ka),f.save(),x==1?(T=$=0,f.translate(Et,He($t+zt/2)),f.rotate((m==3?-Fi:Fi)/2)):(T=He(kt+mt/2),$=Et);let zn=jc(h.label)?h.label(r,d,W,K):h.label;f.fillText(zn,T,$),f.restore()}if(K==0)continue;let J=E[h.scale],te=x==0?mt:zt,ce=x==0?kt:$t,xe=h._splits,ye=J.distr==2?xe.map(ut=>Dt[ut]):xe,he=J.distr==2?Dt[xe[1]]-Dt[xe[0]]:W,le=h.ticks,re=h.border,Le=le.show?le.size:0,Re=He(Le*we),Xe=He((h.alignTo==2?h._size-Le-h.gap:h.gap)*we),ke=h._rotate*-Fi/180,Fe=g(h._pos*we),_t=(Re+Xe)*V,dt=Fe+_t;$=x==0?dt:0,T=x==1?dt:0;let Ct=h.font[0],Bt=h.align==1?Sr:h.align==2?eo:ke>0?Sr:ke<0?eo:x==0?"center":m==3?eo:Sr,Qt=ke||x==1?"middle":m==2?"top":Ka;ll(Ct,P,Bt,Qt);let St=h.font[1]*h.lineGap,It=xe.map(ut=>g(l(ut,J,te,ce))),Vt=h._values;for(let ut=0;ut<Vt.length;ut++){let Et=Vt[ut];if(Et!=null){x==0?T=It[ut]:$=It[ut],Et=""+Et;let zn=Et.indexOf(`
`)==-1?[Et]:Et.split(/\n/gm);for(let ft=0;ft<zn.length;ft++){let $l=zn[ft];ke?(f.save(),f.translate(T,$+ft*St),f.rotate(ke),f.fillText($l,0,0),f.restore()):f.fillText($l,T,$+ft*St)}}}le.show&&ks(It,le.filter(r,ye,d,K,he),x,m,Fe,Re,Ee(le.width*we,3),le.stroke(r,d),le.dash,le.cap);let en=h.grid;en.show&&ks(It,en.filter(r,ye,d,K,he),x,x==0?2:1,x==0?$t:kt,x==0?zt:mt,Ee(en.width*we,3),en.stroke(r,d),en.dash,en.cap),re.show&&ks([Fe],[1],x==0?1:0,x==0?1:2,x==1?$t:kt,x==1?zt:mt,Ee(re.width*we,3),re.stroke(r,d),re.dash,re.cap)}Je("drawAxes")}function cr(d){b.forEach((h,m)=>{m>0&&(h._paths=null,d&&(i==1?(h.min=null,h.max=null):h.facets.forEach(x=>{x.min=null,x.max=null})))})}let yi=!1,_s=!1,Dr=[];function qf(){_s=!1;for(let d=0;d<Dr.length;d++)Je(...Dr[d]);Dr.length=0}function dr(){yi||(Vm(fl),yi=!0)}function Kf(d,h=!1){yi=!0,_s=h,d(r),fl(),h&&Dr.length>0&&queueMicrotask(qf)}r.batch=Kf;function fl(){if(ds&&(Df(),ds=!1),rr&&(Cf(),rr=!1),ui){if(Oe(k,Sr,Ne),Oe(k,"top",Ve),Oe(k,ii,de),Oe(k,si,Z),Oe(S,Sr,Ne),Oe(S,"top",Ve),Oe(S,ii,de),Oe(S,si,Z),Oe(y,ii,ct),Oe(y,si,gt),u.width=He(ct*we),u.height=He(gt*we),_.forEach(({_el:d,_show:h,_size:m,_pos:x,side:T})=>{if(d!=null)if(h){let $=T===3||T===0?m:0,P=T%2==1;Oe(d,P?"left":"top",x-$),Oe(d,P?"width":"height",m),Oe(d,P?"top":"left",P?Ve:Ne),Oe(d,P?"height":"width",P?Z:de),co(d,Jn)}else Mt(d,Jn)}),pi=ar=hs=gs=ms=ys=bs=xs=ps=null,yt=1,Hr(!0),Ne!=nr||Ve!=On||de!=Kt||Z!=Cn){cr(!1);let d=de/Kt,h=Z/Cn;if(Q&&!In&&U.left>=0){U.left*=d,U.top*=h,ur&&on(ur,He(U.left),0,de,Z),fr&&on(fr,0,He(U.top),de,Z);for(let m=0;m<Ot.length;m++){let x=Ot[m];x!=null&&(or[m]*=d,lr[m]*=h,on(x,Pt(or[m]),Pt(lr[m]),de,Z))}}if($e.show&&!fi&&$e.left>=0&&$e.width>0){$e.left*=d,$e.width*=d,$e.top*=h,$e.height*=h;for(let m in As)Oe(gr,m,$e[m])}nr=Ne,On=Ve,Kt=de,Cn=Z}Je("setSize"),ui=!1}ct>0&&gt>0&&(f.clearRect(0,0,u.width,u.height),Je("drawClear"),L.forEach(d=>d()),Je("draw")),$e.show&&fi&&(bi($e),fi=!1),Q&&In&&(jn(null,!0,!1),In=!1),ne.show&&ne.live&&Lt&&(Ms(),Lt=!1),a||(a=!0,r.status=1,Je("ready")),zr=!1,yi=!1}r.redraw=(d,h)=>{rr=h||!1,d!==!1?_n(A,M.min,M.max):dr()};function Ss(d,h){let m=E[d];if(m.from==null){if(tt==0){let x=m.range(r,h.min,h.max,d);h.min=x[0],h.max=x[1]}if(h.min>h.max){let x=h.min;h.min=h.max,h.max=x}if(tt>1&&h.min!=null&&h.max!=null&&h.max-h.min<1e-16)return;d==A&&m.distr==2&&tt>0&&(h.min=Gt(h.min,t[0]),h.max=Gt(h.max,t[0]),h.min==h.max&&h.max++),O[d]=h,ds=!0,dr()}}r.setScale=Ss;let Es,Ts,ur,fr,hl,pl,hr,pr,gl,ml,Ae,Ce,kn=!1,nt=U.drag,qe=nt.x,Ke=nt.y;Q&&(U.x&&(Es=Ft(fm,S)),U.y&&(Ts=Ft(hm,S)),M.ori==0?(ur=Es,fr=Ts):(ur=Ts,fr=Es),Ae=U.left,Ce=U.top);let $e=r.select=Be({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),gr=$e.show?Ft(um,$e.over?S:k):null;function bi(d,h){if($e.show){for(let m in d)$e[m]=d[m],m in As&&Oe(gr,m,d[m]);h!==!1&&Je("setSelect")}}r.setSelect=bi;function Jf(d){if(b[d].show)ue&&co(oe[d],Jn);else if(ue&&Mt(oe[d],Jn),Q){let m=sr?Ot[0]:Ot[d];m!=null&&on(m,-10,-10,de,Z)}}function _n(d,h,m){Ss(d,{min:h,max:m})}function Xt(d,h,m,x){h.focus!=null&&th(d),h.show!=null&&b.forEach((T,$)=>{$>0&&(d==$||d==null)&&(T.show=h.show,Jf($),i==2?(_n(T.facets[0].scale,null,null),_n(T.facets[1].scale,null,null)):_n(T.scale,null,null),dr())}),m!==!1&&Je("setSeries",d,h),x&&Wr("setSeries",r,d,h)}r.setSeries=Xt;function Xf(d,h){Be(N[d],h)}function Zf(d,h){d.fill=pe(d.fill||null),d.dir=be(d.dir,-1),h=h??N.length,N.splice(h,0,d)}function Qf(d){d==null?N.length=0:N.splice(d,1)}r.addBand=Zf,r.setBand=Xf,r.delBand=Qf;function eh(d,h){b[d].alpha=h,Q&&Ot[d]!=null&&(Ot[d].style.opacity=h),ue&&oe[d]&&(oe[d].style.opacity=h)}let un,Sn,Pn,mr={focus:!0};function th(d){if(d!=Pn){let h=d==null,m=Jt.alpha!=1;b.forEach((x,T)=>{if(i==1||T>0){let $=h||T==0||T==d;x._focus=h?null:$,m&&eh(T,$?1:Jt.alpha)}}),Pn=d,m&&dr()}}ue&&ir&&Ie(Qa,ee,d=>{U._lock||(Rn(d),Pn!=null&&Xt(null,mr,!0,ze.setSeries))});function Zt(d,h,m){let x=E[h];m&&(d=d/we-(x.ori==1?Ve:Ne));let T=de;x.ori==1&&(T=Z,d=T-d),x.dir==-1&&(d=T-d);let $=x._min,P=x._max,V=d/T,W=$+(P-$)*V,K=x.distr;return K==3?Mr(10,W):K==4?$m(W,x.asinh):K==100?x.bwd(W):W}function nh(d,h){let m=Zt(d,A,h);return Gt(m,t[0],Ye,Ue)}r.valToIdx=d=>Gt(d,t[0]),r.posToIdx=nh,r.posToVal=Zt,r.valToPos=(d,h,m)=>E[h].ori==0?s(d,E[h],m?mt:de,m?kt:0):o(d,E[h],m?zt:Z,m?$t:0),r.setCursor=(d,h,m)=>{Ae=d.left,Ce=d.top,jn(null,h,m)};function yl(d,h){Oe(gr,Sr,$e.left=d),Oe(gr,ii,$e.width=h)}function bl(d,h){Oe(gr,"top",$e.top=d),Oe(gr,si,$e.height=h)}let Br=M.ori==0?yl:bl,Vr=M.ori==1?yl:bl;function rh(){if(ue&&ne.live)for(let d=i==2?1:0;d<b.length;d++){if(d==0&&at)continue;let h=ne.values[d],m=0;for(let x in h)me[d][m++].firstChild.nodeValue=h[x]}}function Ms(d,h){if(d!=null&&(d.idxs?d.idxs.forEach((m,x)=>{ie[x]=m}):Im(d.idx)||ie.fill(d.idx),ne.idx=ie[0]),ue&&ne.live){for(let m=0;m<b.length;m++)(m>0||i==1&&!at)&&ih(m,ie[m]);rh()}Lt=!1,h!==!1&&Je("setLegend")}r.setLegend=Ms;function ih(d,h){let m=b[d],x=d==0&&C==2?Dt:t[d],T;at?T=m.values(r,d,h)??vt:(T=m.value(r,h==null?null:x[h],d,h),T=T==null?vt:{_:T}),ne.values[d]=T}function jn(d,h,m){gl=Ae,ml=Ce,[Ae,Ce]=U.move(r,Ae,Ce),U.left=Ae,U.top=Ce,Q&&(ur&&on(ur,He(Ae),0,de,Z),fr&&on(fr,0,He(Ce),de,Z));let x,T=Ye>Ue;un=Se,Sn=null;let $=M.ori==0?de:Z,P=M.ori==1?de:Z;if(Ae<0||tt==0||T){x=U.idx=null;for(let V=0;V<b.length;V++){let W=Ot[V];W!=null&&on(W,-10,-10,de,Z)}ir&&Xt(null,mr,!0,d==null&&ze.setSeries),ne.live&&(ie.fill(x),Lt=!0)}else{let V,W,K;i==1&&(V=M.ori==0?Ae:Ce,W=Zt(V,A),x=U.idx=Gt(W,t[0],Ye,Ue),K=I(t[0][x],M,$,0));let J=-10,te=-10,ce=0,xe=0,ye=!0,he="",le="";for(let re=i==2?1:0;re<b.length;re++){let Le=b[re],Re=ie[re],Xe=Re==null?null:i==1?t[re][Re]:t[re][1][Re],ke=U.dataIdx(r,re,x,W),Fe=ke==null?null:i==1?t[re][ke]:t[re][1][ke];if(Lt=Lt||Fe!=Xe||ke!=Re,ie[re]=ke,re>0&&Le.show){let _t=ke==null?-10:ke==x?K:I(i==1?t[0][ke]:t[re][0][ke],M,$,0),dt=Fe==null?-10:F(Fe,i==1?E[Le.scale]:E[Le.facets[1].scale],P,0);if(ir&&Fe!=null){let Ct=M.ori==1?Ae:Ce,Bt=We(Jt.dist(r,re,ke,dt,Ct));if(Bt<un){let Qt=Jt.bias;if(Qt!=0){let St=Zt(Ct,Le.scale),It=Fe>=0?1:-1,Vt=St>=0?1:-1;Vt==It&&(Vt==1?Qt==1?Fe>=St:Fe<=St:Qt==1?Fe<=St:Fe>=St)&&(un=Bt,Sn=re)}else un=Bt,Sn=re}}if(Lt||sr){let Ct,Bt;M.ori==0?(Ct=_t,Bt=dt):(Ct=dt,Bt=_t);let Qt,St,It,Vt,en,ut,Et=!0,zn=rt.bbox;if(zn!=null){Et=!1;let ft=zn(r,re);It=ft.left,Vt=ft.top,Qt=ft.width,St=ft.height}else It=Ct,Vt=Bt,Qt=St=rt.size(r,re);if(ut=rt.fill(r,re),en=rt.stroke(r,re),sr)re==Sn&&un<=Jt.prox&&(J=It,te=Vt,ce=Qt,xe=St,ye=Et,he=ut,le=en);else{let ft=Ot[re];ft!=null&&(or[re]=It,lr[re]=Vt,oc(ft,Qt,St,Et),ic(ft,ut,en),on(ft,Pt(It),Pt(Vt),de,Z))}}}}if(sr){let re=Jt.prox,Le=Pn==null?un<=re:un>re||Sn!=Pn;if(Lt||Le){let Re=Ot[0];Re!=null&&(or[0]=J,lr[0]=te,oc(Re,ce,xe,ye),ic(Re,he,le),on(Re,Pt(J),Pt(te),de,Z))}}}if($e.show&&kn)if(d!=null){let[V,W]=ze.scales,[K,J]=ze.match,[te,ce]=d.cursor.sync.scales,xe=d.cursor.drag;if(qe=xe._x,Ke=xe._y,qe||Ke){let{left:ye,top:he,width:le,height:re}=d.select,Le=d.scales[te].ori,Re=d.posToVal,Xe,ke,Fe,_t,dt,Ct=V!=null&&K(V,te),Bt=W!=null&&J(W,ce);Ct&&qe?(Le==0?(Xe=ye,ke=le):(Xe=he,ke=re),Fe=E[V],_t=I(Re(Xe,te),Fe,$,0),dt=I(Re(Xe+ke,te),Fe,$,0),Br(Yt(_t,dt),We(dt-_t))):Br(0,$),Bt&&Ke?(Le==1?(Xe=ye,ke=le):(Xe=he,ke=re),Fe=E[W],_t=F(Re(Xe,ce),Fe,P,0),dt=F(Re(Xe+ke,ce),Fe,P,0),Vr(Yt(_t,dt),We(dt-_t))):Vr(0,P)}else $s()}else{let V=We(gl-hl),W=We(ml-pl);if(M.ori==1){let ce=V;V=W,W=ce}qe=nt.x&&V>=nt.dist,Ke=nt.y&&W>=nt.dist;let K=nt.uni;K!=null?qe&&Ke&&(qe=V>=K,Ke=W>=K,!qe&&!Ke&&(W>V?Ke=!0:qe=!0)):nt.x&&nt.y&&(qe||Ke)&&(qe=Ke=!0);let J,te;qe&&(M.ori==0?(J=hr,te=Ae):(J=pr,te=Ce),Br(Yt(J,te),We(te-J)),Ke||Vr(0,P)),Ke&&(M.ori==1?(J=hr,te=Ae):(J=pr,te=Ce),Vr(Yt(J,te),We(te-J)),qe||Br(0,$)),!qe&&!Ke&&(Br(0,0),Vr(0,0))}if(nt._x=qe,nt._y=Ke,d==null){if(m){if(Al!=null){let[V,W]=ze.scales;ze.values[0]=V!=null?Zt(M.ori==0?Ae:Ce,V):null,ze.values[1]=W!=null?Zt(M.ori==1?Ae:Ce,W):null}Wr(to,r,Ae,Ce,de,Z,x)}if(ir){let V=m&&ze.setSeries,W=Jt.prox;Pn==null?un<=W&&Xt(Sn,mr,!0,V):un>W?Xt(null,mr,!0,V):Sn!=Pn&&Xt(Sn,mr,!0,V)}}Lt&&(ne.idx=x,Ms()),h!==!1&&Je("setCursor")}let En=null;Object.defineProperty(r,"rect",{get(){return En==null&&Hr(!1),En}});function Hr(d=!1){d?En=null:(En=S.getBoundingClientRect(),Je("syncRect",En))}function xl(d,h,m,x,T,$,P){U._lock||kn&&d!=null&&d.movementX==0&&d.movementY==0||(Ns(d,h,m,x,T,$,P,!1,d!=null),d!=null?jn(null,!0,!0):jn(h,!0,!1))}function Ns(d,h,m,x,T,$,P,V,W){if(En==null&&Hr(!1),Rn(d),d!=null)m=d.clientX-En.left,x=d.clientY-En.top;else{if(m<0||x<0){Ae=-10,Ce=-10;return}let[K,J]=ze.scales,te=h.cursor.sync,[ce,xe]=te.values,[ye,he]=te.scales,[le,re]=ze.match,Le=h.axes[0].side%2==1,Re=M.ori==0?de:Z,Xe=M.ori==1?de:Z,ke=Le?$:T,Fe=Le?T:$,_t=Le?x:m,dt=Le?m:x;if(ye!=null?m=le(K,ye)?l(ce,E[K],Re,0):-10:m=Re*(_t/ke),he!=null?x=re(J,he)?l(xe,E[J],Xe,0):-10:x=Xe*(dt/Fe),M.ori==1){let Ct=m;m=x,x=Ct}}W&&(h==null||h.cursor.event.type==to)&&((m<=1||m>=de-1)&&(m=qn(m,de)),(x<=1||x>=Z-1)&&(x=qn(x,Z))),V?(hl=m,pl=x,[hr,pr]=U.move(r,m,x)):(Ae=m,Ce=x)}let As={width:0,height:0,left:0,top:0};function $s(){bi(As,!1)}let wl,vl,kl,_l;function Sl(d,h,m,x,T,$,P){kn=!0,qe=Ke=nt._x=nt._y=!1,Ns(d,h,m,x,T,$,P,!0,!1),d!=null&&(Ie(no,lo,El,!1),Wr(Xa,r,hr,pr,de,Z,null));let{left:V,top:W,width:K,height:J}=$e;wl=V,vl=W,kl=K,_l=J}function El(d,h,m,x,T,$,P){kn=nt._x=nt._y=!1,Ns(d,h,m,x,T,$,P,!1,!0);let{left:V,top:W,width:K,height:J}=$e,te=K>0||J>0,ce=wl!=V||vl!=W||kl!=K||_l!=J;if(te&&ce&&bi($e),nt.setScale&&te&&ce){let xe=V,ye=K,he=W,le=J;if(M.ori==1&&(xe=W,ye=J,he=V,le=K),qe&&_n(A,Zt(xe,A),Zt(xe+ye,A)),Ke)for(let re in E){let Le=E[re];re!=A&&Le.from==null&&Le.min!=Se&&_n(re,Zt(he+le,re),Zt(he,re))}$s()}else U.lock&&(U._lock=!U._lock,jn(h,!0,d!=null));d!=null&&(jt(no,lo),Wr(no,r,Ae,Ce,de,Z,null))}function sh(d,h,m,x,T,$,P){if(U._lock)return;Rn(d);let V=kn;if(kn){let W=!0,K=!0,J=10,te,ce;M.ori==0?(te=qe,ce=Ke):(te=Ke,ce=qe),te&&ce&&(W=Ae<=J||Ae>=de-J,K=Ce<=J||Ce>=Z-J),te&&W&&(Ae=Ae<hr?0:de),ce&&K&&(Ce=Ce<pr?0:Z),jn(null,!0,!0),kn=!1}Ae=-10,Ce=-10,ie.fill(null),jn(null,!0,!0),V&&(kn=V)}function Tl(d,h,m,x,T,$,P){U._lock||(Rn(d),fs(),$s(),d!=null&&Wr(ec,r,Ae,Ce,de,Z,null))}function Ml(){_.forEach(J0),us(r.width,r.height,!0)}Xn(Pi,Tr,Ml);let yr={};yr.mousedown=Sl,yr.mousemove=xl,yr.mouseup=El,yr.dblclick=Tl,yr.setSeries=(d,h,m,x)=>{let T=ze.match[2];m=T(r,h,m),m!=-1&&Xt(m,x,!0,!1)},Q&&(Ie(Xa,S,Sl),Ie(to,S,xl),Ie(Za,S,d=>{Rn(d),Hr(!1)}),Ie(Qa,S,sh),Ie(ec,S,Tl),mo.add(r),r.syncRect=Hr);let xi=r.hooks=e.hooks||{};function Je(d,h,m){_s?Dr.push([d,h,m]):d in xi&&xi[d].forEach(x=>{x.call(null,r,h,m)})}(e.plugins||[]).forEach(d=>{for(let h in d.hooks)xi[h]=(xi[h]||[]).concat(d.hooks[h])});let Nl=(d,h,m)=>m,ze=Be({key:null,setSeries:!1,filters:{pub:uc,sub:uc},scales:[A,b[1]?b[1].scale:null],match:[fc,fc,Nl],values:[null,null]},U.sync);ze.match.length==2&&ze.match.push(Nl),U.sync=ze;let Al=ze.key,Ls=ad(Al);function Wr(d,h,m,x,T,$,P){ze.filters.pub(d,h,m,x,T,$,P)&&Ls.pub(d,h,m,x,T,$,P)}Ls.sub(r);function oh(d,h,m,x,T,$,P){ze.filters.sub(d,h,m,x,T,$,P)&&yr[d](null,h,m,x,T,$,P)}r.pub=oh;function lh(){Ls.unsub(r),mo.delete(r),qt.clear(),uo(Pi,Tr,Ml),c.remove(),ee?.remove(),Je("destroy")}r.destroy=lh;function Os(){Je("init",e,t),sl(t||e.data,!1),O[A]?Ss(A,O[A]):fs(),fi=$e.show&&($e.width>0||$e.height>0),In=Lt=!0,us(e.width,e.height)}return b.forEach(rl),_.forEach(zf),n?n instanceof HTMLElement?(n.appendChild(c),Os()):n(r,Os):Os(),r}Ge.assign=Be;Ge.fmtNum=_o;Ge.rangeNum=ji;Ge.rangeLog=Bi;Ge.rangeAsinh=vo;Ge.orient=Qn;Ge.pxRatio=we;Ge.join=Bm;Ge.fmtDate=Eo,Ge.tzDate=Zm;Ge.sync=ad;{Ge.addGap=I0,Ge.clipGaps=Wi;let e=Ge.paths={points:pd};e.linear=md,e.stepped=P0,e.bars=j0,e.spline=D0}function wd(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var Ut=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function X0(){let e=wd();return e?e.classList.contains("dark-mode")?"dark":"light":Ut&&Ut.matches?"dark":"light"}function vd(e){let t=document.documentElement,n=()=>{let o=X0();t.dataset.theme!==o&&(t.dataset.theme=o,t.style.colorScheme=o,e&&e(o))};n();let r=[],i=wd();if(i)try{let o=new window.parent.MutationObserver(n);o.observe(i,{attributes:!0,attributeFilter:["class"]}),r.push(()=>o.disconnect())}catch{}if(Ut){let o=()=>n();Ut.addEventListener?Ut.addEventListener("change",o):Ut.addListener&&Ut.addListener(o),r.push(()=>{Ut.removeEventListener?Ut.removeEventListener("change",o):Ut.removeListener&&Ut.removeListener(o)})}let s=()=>r.splice(0).forEach(o=>o());return window.addEventListener("pagehide",s,{once:!0}),s}function je(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function er(e,t){return Ia(je(e,""),t)}var kd=240,Sd=e=>Qr(e)||"NaN",_d=e=>Number((10**e).toPrecision(12));function Z0(e){return e==null?"":ae(e,3)}function Q0(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((l,a)=>{if(typeof l!="number"||!Number.isFinite(l))return;let c=n[a];r.set(l,typeof c=="number"&&Number.isFinite(c)?c:null)});let i=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(l=>l&&typeof l.step=="number").sort((l,a)=>l.step-a.step);for(let l of i)r.set(l.step,null);let s=[...r.keys()].sort((l,a)=>l-a),o=s.map(l=>r.get(l));return{xs:s,ys:o,nonfinite:i}}function ey(e){return{hooks:{draw:[t=>{let n=e();if(!n.length)return;let{ctx:r}=t,{left:i,top:s,width:o,height:l}=t.bbox,a=window.devicePixelRatio||1;r.save(),r.beginPath(),r.rect(i,s,o,l),r.clip(),r.strokeStyle=je("--critical","#d32f2f"),r.fillStyle=r.strokeStyle,r.lineWidth=1.5*a,r.setLineDash([4*a,3*a]),r.font=`${11*a}px system-ui, sans-serif`,r.textBaseline="top";let c=!1;for(let u of n){let f=Math.round(t.valToPos(u.step,"x",!0))+.5;if(!(f<i-1||f>i+o+1)&&(r.beginPath(),r.moveTo(f,s),r.lineTo(f,s+l),r.stroke(),!c)){let y=Sd(u.value),k=r.measureText(y).width,S=f+4*a+k>i+o?f-4*a-k:f+4*a;r.fillText(y,S,s+4*a),c=!0}}r.restore()}]}}}function Ed(e){let t=p("h3",null,_e(Rt.loss)),n=p("p",{class:"chart-note",id:"loss-note",role:"status"}),r=p("input",{type:"checkbox",id:"loss-log-scale"}),i=p("label",{class:"log-toggle",for:"loss-log-scale"},r," Log scale"),s=p("div",{class:"chart-box",id:"loss-plot"});H(e,p("div",{class:"card-head"},t,i),n,s);let o=null,l=null,a=[],c=null,u=()=>{o&&o.destroy(),o=null},f=()=>{if(u(),H(s),i.hidden=!l||!l.xs.length,!l||!l.xs.length)return;let S=l.ys.filter(A=>A!==null),w=S.length>0&&S.every(A=>A>0);if(r.disabled=!w,!y){let A=1/0,R=-1/0;for(let L of S)L<A&&(A=L),L>R&&(R=L);r.checked=w&&R/A>1e4}let g=w&&r.checked,v=je("--fg-muted","#666"),b=je("--grid","rgba(0,0,0,0.08)"),E={width:Math.max(200,s.clientWidth||e.clientWidth||600),height:kd,plugins:[ey(()=>a),Li()],scales:{x:{time:!1,range:(A,R,L)=>{if(R===null||L===null)return[0,1];if(R===L)return[R-1,L+1];let B=a.length?(L-R)*.02:0;return[R-B,L+B]}},y:g?{range:(A,R,L)=>{if(!Number.isFinite(R)||!Number.isFinite(L))return[0,1];let B=Math.floor(R+1e-9);return[B,Math.max(B+1,Math.ceil(L-1e-9))]}}:{range:(A,R,L)=>{if(R===null||L===null||!Number.isFinite(R)||!Number.isFinite(L))return[0,1];if(R===L)return[R-Math.abs(R||1)*.1,L+Math.abs(L||1)*.1];let B=(L-R)*.05;return[R-B,L+B]}}},axes:[Oi(v,b),ni(v,b,g?`${_e(Rt.loss)} (log scale)`:_e(Rt.loss),{...g?{splits:A=>$i(10**A.scales.y.min,10**A.scales.y.max).map(Math.log10),filter:(A,R)=>R}:{},size:(A,R)=>{if(!R)return 50;let L=Math.max(...R.map(B=>String(B).length),3);return Math.ceil(L*7.5)+14},values:(A,R)=>R.map(L=>Z0(g?_d(L):L))})],series:[{label:"step"},{label:_e(Rt.loss),stroke:je("--accent","#1976d2"),width:2,spanGaps:!1,points:{show:l.xs.length<=60,size:4},value:(A,R)=>R==null?"—":ae(g?_d(R):R,6)}],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}},N=g?l.ys.map(A=>A===null?null:Math.log10(A)):l.ys;o=new Ge(E,[l.xs,N],s)},y=!1;r.addEventListener("change",()=>{y=!0,f()});let k=new ResizeObserver(()=>{if(!o)return;let S=Math.max(200,s.clientWidth);Math.abs(S-o.width)>1&&o.setSize({width:S,height:kd})});return k.observe(s),{update(S,w){if(!(w&&w===c&&o)){if(c=w||null,l=Q0(S||{}),a=l.nonfinite,e.dataset.points=String(l.xs.length),e.dataset.nonfinite=String(a.length),!l.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",u(),H(s);return}if(a.length){let g=a[0],v=a.length-1;n.className="chart-note alert",n.textContent=`The loss became ${Sd(g.value)} at step ${g.step}`+(v?` (${v} more non-finite step${v===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${l.xs.length} step${l.xs.length===1?"":"s"} logged; all finite.`;f()}},showNote(S){c=null,l=null,a=[],u(),e.dataset.points="0",i.hidden=!0,n.className="chart-note muted",n.textContent=S,H(s)},showError(S){c=null,l=null,a=[],u(),n.className="chart-note error-text",n.textContent=S,H(s)},retheme(){l&&f()},destroy(){k.disconnect(),u()}}}function bt(e){return p("h2",{class:"section-title"},e)}function Te({id:e,className:t="",title:n,aside:r=null,hidden:i=!1},...s){let o=typeof n=="string"?p("h3",null,n):n,l=typeof r=="string"?p("span",{class:"muted small"},r):r;return p("section",{class:`card ${t}`.trim(),id:e,hidden:i},p("div",{class:"card-head"},o,l),...s)}function Oo(e,{id:t,onchange:n}){let r=p("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:p("label",{class:"inline-picker"},p("span",null,e),r)}}function pt(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function mn(e,t){e.hidden=!t,e.textContent=t||""}function qi(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}var Co=12,ty=2,Io=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function Td(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return De(e.length,"item");let t=e.slice(0,Co).map(Tn).join(", ");return e.length>Co?`${t} and ${e.length-Co} more`:t}return Io(e)&&!Object.keys(e).length?"none":Tn(e)}function Ro(e,t=[]){if(!Io(e))return[{key:t.join(" › ")||"Value",value:Td(e)}];let n=[];for(let[r,i]of Object.entries(e)){let s=[...t,Yr(r)];Io(i)&&Object.keys(i).length&&s.length<ty?n.push(...Ro(i,s)):n.push({key:s.join(" › "),value:Td(i)})}return n}function Ki(e){return{area:e,create:(t,n)=>ny(t,n,e)}}function ny(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=p("tbody");H(e,bt(t.title),Te({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},p("table",{class:"evidence-table generic-summary"},r)));let i=null;return{async update(s,o){let l=o&&o.areas?o.areas[n]:void 0,a=l!=null;pt(e,a);let c=a?JSON.stringify(l):null;!a||c===i||(i=c,H(r,Ro(l).map(({key:u,value:f})=>p("tr",null,p("th",{scope:"row"},u),p("td",null,f)))))},focusFinding:()=>!1,retheme(){},destroy(){H(e)}}}var Md=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
`;var iy=["input_shape","layer_input","layer_rank","layer_call"],sy=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],ln=e=>Array.isArray(e)?e:[];function Ad(e){let t=e&&e.areas&&e.areas[fe.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=ln(t.loss_checks).filter(i=>i&&typeof i=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function $d(e){return ln(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:di(t.y_true),yPred:di(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function Ld(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>it(n)===fe.shapes)}function di(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function Fo(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>di(t&&t.shape)).join("  ")}function Ji(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function Nd(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function oy(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function Od(e,t){let n=t.some(a=>iy.includes(Nd(a))&&(a.evidence||{}).source==="the data"),r=t.some(a=>sy.includes(Nd(a))),i=e.data||{},s=ln(i.x),o=ln(i.y),l=(a,c,u,f)=>c&&c.path?`${a}.${c.path}`:f>1?`${a}[${u}]`:a;return{data:[...s.map((a,c)=>({role:l("x",a,c,s.length),spec:a,mismatch:n})),...o.map((a,c)=>({role:l("y",a,c,o.length),spec:a,mismatch:r}))],model:[...ln(e.model_inputs).map(a=>({role:"input",spec:a,mismatch:n,note:a.inferred?"(subclassed: taken from the data)":a.name?`\`${a.name}\``:""})),...ln(e.model_outputs).map(a=>({role:"output",spec:a,mismatch:r,note:a.layer?`of \`${a.layer}\``:""}))],losses:ln(e.loss).map(a=>a.name)}}function Cd(e,t,n){let r=new Map;for(let s of t)typeof s.layer=="string"&&s.layer&&!r.has(s.layer)&&r.set(s.layer,s);let i=new Set;return ln(e.rows).map(s=>{let o=r.get(s.name),l=s.status==="failed",a=!!o||l,c=!!(o&&o.severity==="warning"),u=[`depth-${Math.min(s.depth||0,9)}`,s.trainable===!1?"not-trainable":"",a?"row-mismatch":"",c?"row-warning":"",s.status?`row-${s.status}`:"",n&&s.name===n?"focused":""].filter(Boolean),f=null;a&&!i.has(s.name)&&(i.add(s.name),f=o?oy(o):s.error||"This call failed.");let y=k=>k&&k[0]||null;return{row:s,classes:u,bad:a,warning:c,outputs:s.outputs&&s.outputs.length?Fo(s.outputs):l?"—":"",dtype:(y(s.outputs)||{}).dtype||(y(s.inputs)||{}).dtype||"",status:l?"failed here":s.status==="raised_inside"?"raised inside":"",note:f}})}function Id(e,t){let r=ln(e.rows).filter(i=>(i.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${De(r,"layer call")} · ${Ji(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${Ji(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function Rd(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=ln(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var Pd=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function Fd({role:e,spec:t,mismatch:n,note:r}){return p("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},p("span",{class:"spec-role"},e),p("span",{class:"spec-shape"},di(t&&t.shape)),p("span",{class:"spec-dtype"},t&&t.dtype||""),r?p("span",{class:"muted"},Nn(r)):null)}function ly(e,t){let n=Od(e,t);return[p("div",{class:"spec-box",id:"data-spec"},p("h4",null,"Data (one batch)"),p("ul",{class:"spec-list"},n.data.map(Fd),n.data.length?null:p("li",{class:"muted"},"Not known (a generator?)"))),p("div",{class:"spec-box",id:"model-spec"},p("h4",null,"Model"),p("ul",{class:"spec-list"},n.model.map(Fd),n.losses.length?p("li",{class:"spec-item","data-role":"loss"},p("span",{class:"spec-role"},"loss"),p("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function ay({row:e,classes:t,bad:n,warning:r,outputs:i,dtype:s,status:o,note:l}){return[p("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},p("td",{class:"num muted"},String(e.index)),p("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},p("span",{class:"layer-name"},e.name),p("span",{class:"layer-class"},e.class)),p("td",{class:"shape-cell"},Fo(e.inputs)),p("td",{class:"shape-cell"},i),p("td",{class:"shape-cell muted"},s),p("td",{class:"num"},Ji(e.params)),p("td",null,e.trainable===!1?"no":"yes"),p("td",{class:"status-cell"},o)),l===null?null:p("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},p("td",null,""),p("td",{colspan:Pd.length-1},l))]}function cy(e,t){st("trainhealth-shapes-style",Md),e.id="shape-health",e.hidden=!0;let n=null,r=null,i=[],s=null,o=p("p",{class:"shape-note muted",id:"shape-note",role:"status"}),l=p("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),a=p("div",{class:"spec-compare",id:"shape-specs"}),c=p("div",{class:"table-scroll shape-scroll"}),u=Te({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},o,l,a,c),f=p("tbody"),y=Te({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},p("table",{class:"data-table",id:"loss-shapes-table"},p("thead",null,p("tr",null,["Step","y_true","y_pred","Verdict"].map(g=>p("th",null,g)))),f));H(e,bt(t.title),u,y);function k(g){y.hidden=!g.length,H(f,$d(g).map(v=>p("tr",{class:v.ok?null:"mismatch"},p("td",{class:"num"},v.step),p("td",{class:"shape-cell"},v.yTrue),p("td",{class:"shape-cell"},v.yPred),p("td",null,v.verdict))))}function S(g,v){o.textContent=Id(g,v);let b=Rd(g);l.hidden=!b,H(l,Nn(b)),H(a,ly(g,i));let _=p("tr",null,Pd.map(([E,N])=>p("th",N?{class:N}:null,E)));H(c,p("table",{class:"data-table shape-table",id:"shape-table"},p("thead",null,_),p("tbody",null,Cd(g,i,s).map(ay))))}function w(g){s=g;for(let E of c.querySelectorAll("tr.focused"))E.classList.remove("focused");let v=g?[...c.querySelectorAll("tr[data-layer]")].filter(E=>E.dataset.layer===g):[];for(let E of v)E.classList.add("focused");let b=v[0]||u;u.dataset.focused=g||"";let _=()=>b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(_):_()}return{async update(g,v){g!==n&&(n=g,r=null,s=null),i=Ld(v);let b=Ad(v);if(pt(e,!!b),!b)return;let _=`${JSON.stringify(b)}
${JSON.stringify(i)}`;_!==r&&(r=_,u.hidden=!b.table,b.table&&S(b.table,b.tables),k(b.lossChecks),s&&b.table&&w(s))},focusFinding(g){return it(g)!==fe.shapes||e.hidden?!1:(w(typeof g.layer=="string"?g.layer:null),!0)},retheme(){},destroy(){H(e)}}}var jd={area:fe.shapes,create:cy};var zd=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
`;var Dd=`/* The layer x step heatmap (heatmap.js), for every view that draws one.
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
`;var fy=fe.nonfinite,hy="missing",Xi=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],py=190,gy=56,jo=10,Po=13;function zo(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(Xi.length-1),n=Math.min(Xi.length-2,Math.floor(t)),r=t-n,i=Xi[n],s=Xi[n+1];return[0,1,2].map(o=>Math.round(i[o]+(s[o]-i[o])*r))}function Bd(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(l=>Array.isArray(l)&&l.length>=2):[],i=Array.isArray(t.values)?t.values:[],s=r.length,o=new Set;for(let l of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(l)&&l.length>=2&&o.add(l[0]*s+l[1]);return{layers:n,steps:r,values:i,nonfinite:o,stat:String(t.stat||""),logScale:!!t.log_scale}}function Zi(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(i=>Array.isArray(i)&&i.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(i=>i[1]>i[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function Qi(e){return Math.max(50,Math.min(5e3,e))}function Vd(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function Do(e){return Math.round(Math.min(py,Math.max(gy,e+16)))}function Bo(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),i=Math.max(t,n??t),s=-1,o=-1;return e.forEach((l,a)=>{Array.isArray(l)&&l[1]>=r&&l[0]<=i&&(s<0&&(s=a),o=a)}),s<0?null:[s,o]}function Hd(e,{logScale:t,stat:n}){let r=1/0,i=-1/0,s=0;for(let o of e)if(Array.isArray(o)){for(let l of o)if(!(typeof l!="number"||!Number.isFinite(l))){if(t&&l<=0){s++;continue}l<r&&(r=l),l>i&&(i=l)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:s}:{lo:0,hi:1,log:!1,nonPositive:s};if(t){if(i/r<10){let o=Math.sqrt(r*i);r=Math.min(r,o/Math.sqrt(10)),i=Math.max(i,o*Math.sqrt(10))}return{lo:r,hi:i,log:!0,nonPositive:s}}if(r===i){let o=Math.abs(r)*.1||1;r-=o,i+=o}return{lo:r,hi:i,log:!1,nonPositive:0}}function Vo(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function Wd(e){if(!e.log)return Mi(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,i=[];if(r<3){for(let o=t-1;o<=n;o++)for(let l of[1,2,5]){let a=l*10**o;a>=e.lo*(1-1e-9)&&a<=e.hi*(1+1e-9)&&i.push(Number(a.toPrecision(6)))}return i}let s=Math.max(1,Math.ceil(r/7));for(let o=t;o<=n;o+=s)i.push(10**o);return i}function Gd(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:ae(t)}function Yd(e,t,n){let r=e.layers.length,i=e.steps.length,s=new Uint8ClampedArray(r*i*4);for(let o=0;o<r;o++){let l=e.values[o]||[];for(let a=0;a<i;a++){let c=l[a],u;e.nonfinite.has(o*i+a)?u=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?u=n.missing:t.log&&c<=0?u=n.zero:u=zo(Vo(t,c));let f=(o*i+a)*4;s[f]=u[0],s[f+1]=u[1],s[f+2]=u[2],s[f+3]=255}}return s}function Ud(e){let t=e.steps.length,n=new Set,r=new Set;for(let i of e.nonfinite)n.add(Math.floor(i/t)),r.add(i%t);return{rows:[...n].sort((i,s)=>i-s),columns:[...r].sort((i,s)=>i-s)}}function Ho(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]);return e.layers.map((r,i)=>n.has(r)?i:-1).filter(r=>r>=0)}function qd(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function Kd(e,t,n){let r=new Set(n),i=Math.max(1,Math.ceil(Po/t)),s=l=>n.some(a=>Math.abs(a-l)*t<Po&&a!==l),o=[];for(let l=0;l<e;l++){let a=r.has(l);if(!a&&(l%i!==0||s(l)))continue;let c=o[o.length-1];a&&o.length&&(l-c)*t<Po&&r.has(c)||o.push(l)}return o}function Jd(e){if(!Array.isArray(e)||!e.length)return[];let t=e[0][0],n=Math.max(1,e[e.length-1][1]+1-t);return e.map(([r,i])=>[(r-t)/n,(i+1-t)/n])}function my(e,t){if(!Array.isArray(e)||!e.length)return null;let n=e[0][0],r=e[e.length-1][1];return t<n||t>r?null:(t+.5-n)/(r+1-n)}function Xd(e,t){let n=0,r=e.length-1;for(;n<=r;){let i=n+r>>1;if(t<e[i][0])r=i-1;else if(t>=e[i][1])n=i+1;else return i}return null}function Zd(e){if(!e.length)return!0;let t=e[0][1]-e[0][0];return e.every(([n,r],i)=>Math.abs(r-n-t)<1e-9&&(i===0||Math.abs(n-e[i-1][1])<1e-9))}function Qd(e,t){return e.length?Ti(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,x:my(e,r)})).filter(r=>r.x!==null):[]}function eu(e,t,n){let r=(e.values[t]||[])[n],i=e.nonfinite.has(t*e.steps.length+n),s=typeof r=="number"&&Number.isFinite(r),[o,l]=e.steps[n];return{layer:e.layers[t],steps:[o,l],valueText:i?"NaN / Inf":s?ae(r,4):"not logged",dataValue:i?fy:s?String(r):hy,nonfinite:i,mean:o!==l&&!i&&typeof r=="number"}}function tu(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function nu(e,t,n,r){let i={layers:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(i.rangeMin=String(t.lo),i.rangeMax=String(t.hi)),n&&(i.plot=[n.left,n.top,n.width,n.height].map(s=>s.toFixed(1)).join(",")),r&&e){let s=Ho(e,r);i.highlightLayers=JSON.stringify(s.map(l=>e.layers[l])),i.highlightRows=JSON.stringify(s),i.highlightSteps=`${r.first}-${r.last}`;let o=Bo(e.steps,r.first,r.last);i.highlightColumns=o?`${o[0]}-${o[1]}`:""}return i}var ru=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var es='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',yy=`600 ${es}`,ot=10,by=40;function ts(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){st("trainhealth-heatmap-style",Dd);let i=p("canvas",{id:n,class:"heatmap-canvas",role:"img",tabindex:"0"}),s=p("div",{id:`${r}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),o=p("div",{class:"heatmap-wrap"},i,s),l=p("div",{class:"heatmap-legend",id:`${r}-legend`});H(e,o,l);let a=null,c=null,u=null,f=null,y=t,k=null,S=()=>Math.max(240,o.clientWidth||e.clientWidth||600),w=M=>M.length?Math.max(...M.map(C=>sn(String(C),es))):120;function g(){let M=nu(a,c,f,u);for(let C of ru)C in M||delete i.dataset[C];Object.assign(i.dataset,M)}function v(){b();let M=k?R(k):null;M?B(M):L()}function b(){let M=S();if(!a||!a.layers.length||!a.steps.length){i.width=0,i.height=0,i.style.height="0px",f=null,H(l),g();return}let C=a.layers.length,I=a.steps.length,F=Vd(C),O=C*F,z=Do(w(a.layers)),j=Math.max(40,M-z-jo),se=ti(i,M,Math.ceil(ot+O+by)),D=Jd(a.steps);f={left:z,top:ot,width:j,height:O,rowH:F,n:C,m:I,edges:D};let Y=er("--heatmap-nonfinite",[232,17,45]),ie={missing:er("--heatmap-missing",[213,216,220]),nonfinite:Y,zero:er("--heatmap-zero",[0,0,0])},ne=document.createElement("canvas");ne.width=I,ne.height=C,ne.getContext("2d").putImageData(new ImageData(Yd(a,c,ie),I,C),0,0),se.imageSmoothingEnabled=!1,Zd(D)?se.drawImage(ne,z,ot,j,O):(se.fillStyle=`rgb(${ie.missing.join(",")})`,se.fillRect(z,ot,j,O),D.forEach(([ee,ge],Me)=>{let oe=z+ee*j;se.drawImage(ne,Me,0,1,C,oe,ot,Math.max(1,z+ge*j-oe),O)}));let U=Ud(a);se.fillStyle=`rgb(${Y.join(",")})`;for(let ee of U.rows)se.fillRect(z+j+2,ot+ee*F,5,Math.max(2,F));for(let ee of U.columns){let[ge,Me]=D[ee];se.fillRect(z+ge*j,ot-6,Math.max(2,(Me-ge)*j),4)}let ue=Ho(a,u);_(se,ue);let Q=E(se,ue),q=N(se);hn(i,{ticksX:q,ticksY:Q,xTitle:"step",yTitle:"layer"}),se.strokeStyle=je("--card-border","#e0e3e8"),se.strokeRect(z-.5,ot-.5,j+1,O+1),A(),g()}function _(M,C){if(!C.length)return;let{left:I,width:F,height:O,rowH:z,m:j,edges:se}=f,D=je("--heatmap-highlight","#ff00aa"),Y=Bo(a.steps,u.first,u.last)||[0,j-1],ie=I+se[Y[0]][0]*F,ne=I+se[Y[1]][1]*F;M.save();for(let[U,ue]of qd(C)){let Q=ot+U*z,q=ot+(ue+1)*z,ee=Math.max(ne-ie,3);M.lineWidth=4,M.strokeStyle="rgba(0,0,0,0.55)",M.strokeRect(ie-2,Q-2,ee+4,q-Q+4),M.lineWidth=2,M.strokeStyle=D,M.strokeRect(ie-2,Q-2,ee+4,q-Q+4),M.fillStyle=D,M.fillRect(I-5,Q,3,Math.max(2,q-Q))}M.fillStyle=D,M.fillRect(ie,ot+O+1,Math.max(ne-ie,2),3),M.restore()}function E(M,C){let{left:I,rowH:F,n:O}=f,z=new Set(C),j=0,se=je("--fg","#1f2328"),D=je("--fg-muted","#5f6670");M.textAlign="right",M.textBaseline="middle";for(let Y of Kd(O,F,C)){let ie=z.has(Y);M.font=ie?yy:es,M.fillStyle=ie?se:D,M.fillText(Fa(a.layers[Y],I-10,M.font),I-8,ot+(Y+.5)*F),j++}return j}function N(M){let{left:C,width:I,height:F}=f,O=je("--fg-muted","#5f6670");M.font=es,M.fillStyle=O,M.strokeStyle=O,M.textAlign="center",M.textBaseline="top",M.lineWidth=1;let z=Qd(a.steps,I);for(let{step:j,x:se}of z){let D=C+se*I;M.beginPath(),M.moveTo(Math.round(D)+.5,ot+F),M.lineTo(Math.round(D)+.5,ot+F+5),M.stroke(),M.fillText(String(j),Math.min(Math.max(D,C+10),C+I-10),ot+F+7)}return M.fillText("step",C+I/2,ot+F+23),z.length}function A(){if(!a)return H(l);let M=[];for(let z=0;z<=10;z++){let[j,se,D]=zo(z/10);M.push(`rgb(${j},${se},${D}) ${z*10}%`)}let C=p("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${M.join(", ")})`}),I=p("div",{class:"legend-ticks"},Wd(c).map(z=>{let j=Math.min(1,Math.max(0,Vo(c,z)));return p("span",{class:"legend-tick",style:`left: ${(j*100).toFixed(2)}%`},Gd(c,z))})),F=(z,j,se={})=>p("span",{class:"legend-item",...se},p("span",{class:`swatch ${z}`}),j),O=[F("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),F("cell-missing","not logged")];c.log&&c.nonPositive&&O.push(F("cell-zero",`0 (${c.nonPositive} cell${c.nonPositive===1?"":"s"})`,{id:`${r}-zero-cells`})),H(l,p("div",{class:"legend-scale"},p("span",{class:"legend-title"},`${y}${c.log?" (log₁₀ scale)":""}`),p("div",{class:"legend-bar-box"},C,I),p("span",{class:"legend-range muted",id:`${r}-range`},`${ae(c.lo)} … ${ae(c.hi)}`)),p("div",{class:"legend-extras"},O))}function R(M){if(!f||!a)return null;let C=i.getBoundingClientRect(),I=M.clientX-C.left-f.left,F=M.clientY-C.top-f.top;if(I<0||F<0||I>=f.width||F>=f.height)return null;let O=Math.min(f.n-1,Math.floor(F/f.rowH)),z=Xd(f.edges,I/f.width);return z===null?null:{r:O,c:z,x:I+f.left,y:F+f.top}}function L(){s.hidden=!0;for(let M of["layer","column","steps","value"])delete s.dataset[M]}function B(M){let{r:C,c:I}=M,F=eu(a,C,I),[O,z]=F.steps;H(s,p("div",{class:"tt-title"},F.layer),p("div",{class:"tt-row muted"},`layer ${C+1} of ${f.n} · ${Un(O,z)}`),p("div",{class:`tt-row${F.nonfinite?" error-text":""}`},`${y}: `,p("strong",null,F.valueText),F.mean?p("span",{class:"muted"}," (mean)"):null)),Object.assign(s.dataset,{layer:F.layer,column:String(I),steps:`${O}-${z}`,value:F.dataValue}),s.hidden=!1;let j=s.offsetWidth,se=s.offsetHeight,D=M.x+14;D+j>o.clientWidth&&(D=M.x-j-14);let Y=M.y+14;Y+se>i.offsetHeight&&(Y=Math.max(0,M.y-se-10)),s.style.left=`${Math.max(0,D)}px`,s.style.top=`${Y}px`}i.addEventListener("mousemove",M=>{k={clientX:M.clientX,clientY:M.clientY};let C=R(k);C?B(C):L()}),i.addEventListener("mouseleave",()=>{k=null,L()});let G=_r(o,()=>a&&v());return{canvas:i,plotWidth(M){let C=Array.isArray(M)&&M.length?M:a?a.layers:[];return Math.max(40,Math.floor(S()-Do(w(C))-jo))},setData(M,{label:C}={}){C&&(y=C),a=Bd(M),c=Hd(a.values,{logScale:a.logScale,stat:a.stat}),G.sync(),v()},clear(){a=null,c=null,v()},setHighlight(M){u=M&&Array.isArray(M.layers)?M:null,v()},missingLayers:()=>tu(a,u),redraw:v,destroy(){G.disconnect()}}}var rs=Vn.activation_max_abs,iu=[{kind:tn.nonfinite_activations,shape:"circle"},{kind:tn.nonfinite_loss,shape:"diamond"},{kind:tn.nonfinite_gradients,shape:"triangle"},{kind:tn.nonfinite_weights,shape:"square"},{kind:tn.loss_scale_collapse,shape:"down"}].map(e=>({...e,label:_e(e.kind)})),ns=e=>e.kind!==tn.loss_scale_collapse,xy=65504,wy=["critical","warning","info"],is={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function su(e){let t=e&&e.areas&&e.areas[fe.nonfinite];return t&&typeof t=="object"?t:null}function vy(e){if(typeof e=="number"&&Number.isFinite(e))return ae(e,4);let t=Qr(e);return t?t==="NaN"?"NaN":"Inf":"—"}function ky(e){return e.variable?String(e.variable):e.layer?String(e.layer):Qr(e.value)||""}function ou(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!Tt(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function lu(e,t){let n=-1,r=-1,i=new Set(t.events.flatMap(s=>[s.layer,s.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((s,o)=>{if(!s||s.kind!==t.kind)return;let l=0;s.step===t.step&&(l+=2),s.layer&&i.has(s.layer)&&(l+=1);let a=s.evidence&&typeof s.evidence=="object"?s.evidence:{};a.variable&&i.has(a.variable)&&(l+=1),l>r&&(n=o,r=l)}),n}function au(e,t,n){return n<0?null:t.find(r=>lu(e,r)===n)||null}function cu(e){let t=new Set(e.map(i=>i.kind)),n=iu.filter(i=>t.has(i.kind)),r=[...t].filter(i=>!iu.some(s=>s.kind===i)).map(i=>({kind:i,label:_e(i),shape:"circle"}));return[...n,...r]}function _y(e,t){let n=e&&e.bad_step;if(n&&Tt(n.step))return n.step;let r=t.find(ns)||t[0];return r?r.step:null}function du(e,t){let n=Math.min(...e.map(o=>o.step)),r=Math.max(...e.map(o=>o.step)),i=t&&Array.isArray(t.steps)?t.steps:[];if(i.length&&Array.isArray(i[0])&&Array.isArray(i[i.length-1])&&(n=Math.min(n,i[0][0]),r=Math.max(r,i[i.length-1][1])),r-n<10){let o=(n+r)/2;n=Math.max(0,Math.floor(o-5)),r=n+10}let s=(r-n)*.03;return[n-s,r+s]}function uu(e){let t=e.find(ns);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=cu(e).map(i=>e.find(s=>s.step===n&&s.kind===i.kind&&ns(s))).filter(Boolean).map(i=>{let s=i.events.map(o=>o.variable||o.layer).find(Boolean);return`the ${nn(_e(i.kind))}${s?` (${s})`:""}`});return{step:n,atFirst:Ca(r),later:e.filter(i=>i.step>n).length,earlier:e.filter(i=>i.step<n).length}}function Sy(e,t){let n=t>=0?e[t]:null;return n&&wy.includes(n.severity)?n.severity:"critical"}function fu({groups:e,findings:t,summary:n,domain:r,boxWidth:i,measure:s}){let{left:o,right:l,top:a,laneHeight:c,bottom:u,radius:f,minWidth:y}=is,k=cu(e),S=Math.max(y,i||0),w=S-o-l,g=a+k.length*c+u,[v,b]=r,_=I=>o+(I-v)/(b-v)*w,E=k.map((I,F)=>({...I,y:a+F*c+c/2})),N=new Map(E.map(I=>[I.kind,I])),A=a+k.length*c,R=Ti(Math.ceil(v),Math.floor(b),Math.max(2,Math.floor(w/80))).map(I=>({step:I,x:_(I)})),L=_y(n,e),B=_(L),G=B>o+w-90,M={step:L,x:B,labelX:G?B-4:B+4,anchor:G?"end":"start",text:e.some(ns)?`first NaN/Inf: step ${L}`:`loss scale collapsed: step ${L}`},C=[];for(let I of E){let F=e.filter(O=>O.kind===I.kind);F.forEach((O,z)=>{let j=_(O.step),se=lu(t,O),D=[...new Set(O.events.map(ky).filter(Boolean))],Y=D.length>1?`${D[0]} +${D.length-1}`:D[0]||"",ie=F[z+1],ne=F[z-1],U=(ie?_(ie.step)-f-6:S-4)-(j+f+5),ue=j-f-5-(ne?_(ne.step)+f+6:o-4),q=(Y?s(Y):0)>U&&ue>U,ee=Math.max(0,q?ue:U),ge=Y&&ee>=24?Ni(Y,ee,s):"",Me=ge?s(ge):0,oe=D.length?` — ${D.slice(0,10).join(", ")}${D.length>10?", …":""}`:"";C.push({key:O.key,kind:O.kind,step:O.step,x:j,y:N.get(O.kind).y,shape:I.shape,findingIndex:se,severity:Sy(t,se),title:`${I.label}: NaN/Inf at step ${O.step}${oe}`,label:ge,labelSide:q?"left":"right",hitX:q?-f-5-Me-2:-f-3,hitWidth:2*f+6+(ge?Me+7:0),layer:O.events.map(me=>me.layer).find(Boolean)||"",variable:O.events.map(me=>me.variable).find(Boolean)||"",count:O.events.length})})}return{width:S,height:g,domain:r,plotW:w,axisY:A,lanes:E,ticks:R,first:M,markers:C}}function hu(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(l=>l&&typeof l.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(l=>l.finite===!1)||{}).layer,i=!1,s=n.map(l=>{let a=l.finite!==!1,c=l.layer===r&&!i;return c&&(i=!0),{layer:l.layer,finite:a,first:c,propagated:!c&&!a&&i,nearLimit:l.dtype==="float16"&&typeof l.max_abs=="number"&&l.max_abs>xy/2,maxText:vy(l.max_abs),dtype:l.dtype?String(l.dtype):"",kind:l.kind||"layer",asInput:!!l.as_input}}),o=s.find(l=>l.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(o&&o.dtype==="float16"),firstLayer:!!(s.length&&s[0].layer===r),rows:s}}function pu(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!Tt(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function gu(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([i,s])=>`${i}: ${s}`).join(", ");return`${De(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function mu(e,t,n){return!e.layers||!e.columns?`No ${nn(_e(rs))} values were logged for this run yet.`:`${De(e.layers,"layer output")} (first on top) × ${Un(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${De(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function Ey(e){let t=is.radius;switch(e){case"diamond":return X("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return X("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return X("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"square":return X("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return X("circle",{class:"nf-shape",r:t})}}function yu(e,t,n){let{left:r,top:i,laneHeight:s,radius:o}=is,{width:l,height:a,plotW:c,axisY:u,domain:f}=e,y=X("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:l,height:a,viewBox:`0 0 ${l} ${a}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${f[0]},${f[1]}`});e.lanes.forEach((w,g)=>{y.append(X("rect",{class:`nf-lane-bg${g%2?" odd":""}`,x:0,y:w.y-s/2,width:l,height:s}),X("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:w.y,y2:w.y}),X("text",{class:"nf-lane-label",x:10,y:w.y,"dominant-baseline":"central","data-kind":w.kind},w.label))});let k=X("g",{class:"nf-axis"},X("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:u,y2:u}));for(let w of e.ticks)k.append(X("line",{class:"nf-tick",x1:w.x,x2:w.x,y1:u,y2:u+5}),X("text",{class:"nf-tick-label",x:w.x,y:u+16,"text-anchor":"middle"},String(w.step)));k.append(X("text",{class:"nf-tick-label",x:r+c/2,y:u+30,"text-anchor":"middle"},"step")),y.append(k),hn(y,{kind:"svg",ticksX:e.ticks.length,ticksY:e.lanes.length,xTitle:"step",yTitle:"where"});let{first:S}=e;y.append(X("line",{class:"nf-first-line",x1:S.x,x2:S.x,y1:i-4,y2:u}),X("text",{class:"nf-first-label",x:S.labelX,y:i-8,"text-anchor":S.anchor},S.text));for(let w of e.markers){let g=w.labelSide==="left",v=X("g",{class:`nf-marker sev-${w.severity}${w.key===t?" selected":""}`,transform:`translate(${w.x.toFixed(1)},${w.y})`,role:"button",tabindex:"0","aria-label":w.title,"data-key":w.key,"data-kind":w.kind,"data-step":String(w.step),"data-layer":w.layer,"data-variable":w.variable,"data-count":String(w.count),"data-finding-index":w.findingIndex>=0?String(w.findingIndex):""},X("title",null,w.title),X("rect",{class:"nf-hit",x:w.hitX,y:-s/2+2,width:w.hitWidth,height:s-4}),X("circle",{class:"nf-ring",r:o+4}),Ey(w.shape),w.label?X("text",{class:"nf-marker-label",x:g?-o-5:o+5,y:0,"dominant-baseline":"central","text-anchor":g?"end":"start"},w.label):null);v.addEventListener("click",()=>n(w)),v.addEventListener("keydown",b=>{(b.key==="Enter"||b.key===" ")&&(b.preventDefault(),n(w))}),y.append(v)}return y}var bu="tb-trainhealth:numerics",Ty='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',My=Xs(Ty);function Ny(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=p("code",null,t.firstBad||"?");return t.verdict==="created"?H(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"&&t.float16&&t.firstLayer?H(e,"The first NaN/Inf is at the input of ",n,", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16."):t.verdict==="upstream"?H(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):H(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function Ay(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return p("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},p("td",{class:"num muted"},String(t+1)),p("td",{class:"layer-cell"},p("code",null,e.layer),e.kind==="watch"?p("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?p("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),p("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?p("span",{class:"muted nf-as-input"}," (as its input)"):null),p("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),p("td",{class:"dtype-cell"},e.dtype||"—"))}function $y(e,t){st("trainhealth-numerics-style",zd),e.id="numerics-health",e.hidden=!0;let n=wr(bu),r=null,i=null,s=[],o=[],l=null,a=null,c=typeof n.run=="string"?n:null,u=null,f=null,y=0,k=()=>Gn(bu,{run:r,marker:a}),S=p("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),w=p("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),g=Te({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},S,w),v=p("h3",null,"The bad step"),b=p("p",{class:"nf-verdict",id:"bad-step-verdict"}),_=p("div",{class:"table-scroll nf-scroll"}),E=Te({id:"bad-step-card",className:"nf-card",title:v,aside:"every layer output, in execution order",hidden:!0},b,_),N=_e(rs),A=p("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),R=p("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),L=p("div",{class:"heatmap-box"}),B=Te({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${N} by layer`,aside:"per layer output, over steps",hidden:!0},A,R,L),G=ts(L,{label:N,id:"activation-heatmap",idPrefix:"activation-heatmap"});H(e,bt(t.title),p("div",{class:"card-row"},g,E),B);function M(){if(!o.length||!l)return H(w);let D=fu({groups:o,findings:s,summary:i,domain:l,boxWidth:w.clientWidth||e.clientWidth||600,measure:My});H(w,yu(D,a,Y=>I(Y.key,Y.findingIndex)))}function C(){for(let D of w.querySelectorAll(".nf-marker"))D.classList.toggle("selected",D.dataset.key===a);w.dataset.selected=a||""}function I(D,Y){a=D,k(),C(),Y>=0&&t.openFinding(Y)}function F(){let D=uu(o);if(D.collapseStep!==void 0)return H(S,"The loss scale collapsed at ",p("strong",null,`step ${D.collapseStep}`),"; no NaN/Inf was recorded.");H(S,"First NaN/Inf at ",p("strong",null,`step ${D.step}`),`, in ${D.atFirst}`,D.later?`; ${De(D.later,"later event")} after it`:"",D.earlier?`; ${De(D.earlier,"loss-scale event")} before it`:"",".")}function O(){let D=hu(i);if(E.hidden=!D,!D)return H(_);H(v,`The bad step: step ${D.step}`),Object.assign(E.dataset,{step:String(D.step),firstBad:D.firstBad,inputsFinite:String(D.inputsFinite)}),Ny(b,D);let Y=p("tr",null,p("th",{class:"num"},"#"),p("th",null,"Layer output"),p("th",null,"Values"),p("th",{class:"num"},"max |x|"),p("th",null,"dtype"));H(_,D.rows.length?p("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(D.step)},p("thead",null,Y),p("tbody",null,D.rows.map(Ay))):p("p",{class:"muted"},"No layer outputs were recorded for this step."));let ie=_.querySelector("tr.first-bad");ie&&_.scrollHeight>_.clientHeight&&(_.scrollTop=Math.max(0,ie.offsetTop-_.clientHeight/2))}function z(D){if(B.hidden=!!D.missing,R.hidden=!D.error,D.missing||D.error){G.clear(),A.textContent="",R.textContent=D.error?`Could not load the ${N.toLowerCase()}: ${D.error}`:"";return}G.setData(D.body,{label:N});let Y=pu(i);G.setHighlight(Y);let ie=gu(i);A.textContent=mu(Zi(D.body),Y,Y&&!G.missingLayers().length)+(ie?` ${ie}`:"")}async function j(D){try{return await Kr(D,rs,Qi(G.plotWidth()))}catch(Y){return Y&&(Y.status===404||Y.status===400)?{missing:!0,text:"missing"}:{error:Y&&Y.message?Y.message:String(Y),text:null}}}let se=_r(w,()=>o.length&&M());return{async update(D,Y){let ie=++y;D!==r&&(r=D,u=null,f=null,a=c&&c.run===D&&typeof c.marker=="string"?c.marker:null,c=null);let ne=su(Y),U=ne?ou(ne.timeline):[];if(!U.length){i=null,o=[],u=null,pt(e,!1);return}let ue=await j(D);if(ie!==y||D!==r)return;let Q=Array.isArray(Y.findings)?Y.findings:[],q=`${JSON.stringify(ne)}
${JSON.stringify(Q)}
${ue.text}`;pt(e,!0),!(q===u&&!ue.error)&&(u=ue.error?null:q,i=ne,s=Q,o=U,a&&!o.some(ee=>ee.key===a)&&(a=null),l=du(o,ue.body),(ue.text!==f||ue.error)&&(f=ue.error?null:ue.text,z(ue)),F(),se.sync(),M(),C(),O(),k())},focusFinding(D){if(!D||e.hidden||!o.length)return!1;let Y=au(s,o,s.indexOf(D));return Y&&(a=Y.key,k(),C()),!1},retheme(){G.redraw()},destroy(){y+=1,se.disconnect(),G.destroy(),H(e)}}}var xu={area:fe.nonfinite,create:$y};var wu=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function Oy(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function vu(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=Oy(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,i)=>r+i[2],0)}}).sort((t,n)=>t.step-n.step)}function ku(e){let t=1/0,n=-1/0;for(let o of e)for(let[l,a]of o.buckets)l<t&&(t=l),a>n&&(n=a);if(t===1/0&&(t=-1,n=1),t===n){let o=Math.abs(t)*.1||.001;t-=o,n+=o}let r=e.map(o=>Math.max(0,...o.buckets.map(([l,a])=>Math.max(Math.abs(l),Math.abs(a))))).filter(o=>o>0),i=r.length?Math.min(...r):1,s=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:s/i>10,c:i/20||1e-12}}function _u(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function Su(e,t,n,r){let i=Math.max(Math.abs(e),Math.abs(t)),s=Math.ceil(Math.log10(n*2)),o=Math.floor(Math.log10(i)),l=[];for(let f=s;f<=o;f++)l.push(10**f);let a=Math.max(1,Math.ceil((l.length*2+1)/Math.max(3,r))),c=l.filter((f,y)=>(l.length-1-y)%a===0),u=[0];for(let f of c)f<=t&&u.push(f),-f>=e&&u.unshift(-f);return u}var ss='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',yn=8,Cy=36,Iy=14,Eu=12;function Tu(e){let t=p("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=p("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=p("div",{class:"histogram-wrap"},t,n),i=p("input",{type:"checkbox",id:"histogram-log-axis"}),s=p("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},i," Log value axis");H(e,p("div",{class:"histogram-controls"},s),r);let o=!1;i.addEventListener("change",()=>{o=!0,u()});let l=[],a=null,c=null;function u(){n.hidden=!0;let k=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(l.length),!l.length){ti(t,k,0),c=null;return}let S=l.length,w=Math.max(3,Math.min(24,300/S)),g=Math.max(26,Math.min(56,w*2.2)),v=Math.max(...l.map(oe=>sn(`step ${oe.step}`,ss))),b=Math.ceil(v+14),_=Math.max(60,k-b-Iy),E=g+(S-1)*w,N=ti(t,k,yn+E+Cy),{lo:A,hi:R,suggestLog:L,c:B}=ku(l);o||(i.checked=L);let G=i.checked,M=G?_u(B):{forward:oe=>oe,inverse:oe=>oe},C=M.forward,I=M.inverse,F=C(A),O=C(R),z=O-F;F-=z*.02,O+=z*.02;let j=oe=>b+(C(oe)-F)/(O-F)*_;c={left:b,plotW:_,plotH:E,spacing:w,peak:g,n:S,xOf:j,valueAt:oe=>I(F+(oe-b)/_*(O-F))},t.dataset.logAxis=G?"true":"false";let D=je("--fg-muted","#5f6670"),Y=je("--fg","#1f2328"),ie=je("--grid","rgba(0,0,0,0.08)"),ne=er("--card",[255,255,255]),U=er("--accent",[25,103,210]),ue=je("--heatmap-highlight","#ff00aa"),Q=je("--heatmap-nonfinite","#e8112d"),q=G?Su(A,R,B,Math.max(3,Math.floor(_/70))):Mi(A,R,Math.max(2,Math.floor(_/90)));N.font=ss,N.textAlign="center",N.textBaseline="top",N.lineWidth=1;for(let oe of q){let me=Math.round(j(oe))+.5;N.strokeStyle=ie,N.beginPath(),N.moveTo(me,yn),N.lineTo(me,yn+E),N.stroke(),N.fillStyle=D,N.fillText(ae(oe),me,yn+E+5)}let ee=G?"gradient value (symmetric log axis)":"gradient value";N.fillText(ee,b+_/2,yn+E+20);let ge=0,Me=Math.max(1,Math.ceil(Eu/w));for(let oe=0;oe<S;oe++){let me=l[oe],Pe=yn+g+oe*w,at=S===1?1:oe/(S-1),vt=a&&me.step>=a.first&&me.step<=a.last,bn=`rgb(${Ai(Ai(ne,U,.35),U,at).join(",")})`,xn=`rgba(${Ai(ne,U,.18+.25*at).join(",")},0.92)`,wn=me.buckets.map(([Ie,jt,ct])=>{let gt=j(jt)-j(Ie);return gt>1e-9?ct/gt:ct>0?1/0:0}),tr=wn.filter(Ie=>Number.isFinite(Ie)),qt=Math.max(0,...tr);if(N.beginPath(),me.buckets.length?(N.moveTo(j(me.buckets[0][0]),Pe),me.buckets.forEach(([Ie,jt],ct)=>{let gt=wn[ct],de=gt===1/0||qt===0?gt>0?Pe-g:Pe:Pe-gt/qt*g;jt>Ie?(N.lineTo(j(Ie),de),N.lineTo(j(jt),de)):N.lineTo(j(Ie),Pe-(me.buckets[ct][2]>0?g:0))}),N.lineTo(j(me.buckets[me.buckets.length-1][1]),Pe)):(N.moveTo(b,Pe),N.lineTo(b+_,Pe)),N.closePath(),N.fillStyle=xn,N.fill(),N.lineWidth=1.2,N.strokeStyle=me.buckets.length?bn:Q,N.stroke(),me.nonfinite>0&&(N.fillStyle=Q,N.beginPath(),N.arc(b+_-4,Pe-3,3,0,Math.PI*2),N.fill()),oe%Me===0||oe===S-1||vt){if(oe!==S-1&&oe%Me!==0&&(S-1-oe)*w<Eu)continue;N.font=vt?`600 ${ss}`:ss,N.fillStyle=me.nonfinite>0?Q:vt?Y:D,N.textAlign="right",N.textBaseline="middle",N.fillText(`step ${me.step}`,b-8,Pe-2),ge++,vt&&(N.fillStyle=ue,N.fillRect(b-5,Pe-7,3,10))}}hn(t,{ticksX:q.length,ticksY:ge,xTitle:ee,yTitle:"step"})}function f(k){if(!c)return null;let S=t.getBoundingClientRect(),w=k.clientX-S.left,g=k.clientY-S.top;if(w<c.left||w>c.left+c.plotW||g<yn||g>yn+c.plotH+4)return null;let v=Math.ceil((g-yn-c.peak)/c.spacing);v=Math.min(c.n-1,Math.max(0,v));let b=c.valueAt(w);return{i:v,value:b,x:w,y:g}}t.addEventListener("mousemove",k=>{let S=f(k);if(!S){n.hidden=!0;return}let w=l[S.i],g=w.buckets.find(([_,E])=>S.value>=_&&S.value<=E);H(n,p("div",{class:"tt-title"},`step ${w.step}`),g?p("div",{class:"tt-row"},`[${ae(g[0],4)}, ${ae(g[1],4)}]: `,p("strong",null,ae(g[2],4))):p("div",{class:"tt-row muted"},`value ${ae(S.value,3)}: no bucket`),p("div",{class:"tt-row muted"},`${ae(w.total,6)} finite values`),w.nonfinite>0?p("div",{class:"tt-row error-text"},`${ae(w.nonfinite,6)} variable${w.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(w.step),n.hidden=!1;let v=n.offsetWidth,b=S.x+14;b+v>r.clientWidth&&(b=S.x-v-14),n.style.left=`${Math.max(0,b)}px`,n.style.top=`${Math.max(0,S.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let y=_r(r,()=>l.length&&u());return{canvas:t,setData(k){return l=vu(k),y.sync(),u(),l},setFocus(k){a=k&&k.first!==void 0&&k.first!==null?k:null,u()},redraw:u,destroy(){y.disconnect()}}}function Ry(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function Fy(e,t,n=[],r=8){let i=e.map((o,l)=>({name:o,i:l,last:Ry(t[l])})).filter(o=>o.last!==null).sort((o,l)=>l.last-o.last),s=new Set(i.slice(0,r).map(o=>o.i));for(let o of n){let l=e.indexOf(o);l>=0&&s.add(l)}return[...s].sort((o,l)=>o-l)}function Mu(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],i=Array.isArray(e.values)?e.values:[],s=r.length?Fy(n,i,t):[];if(!s.length){let u=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:s,xs:[],ys:[],note:u}}let l=(n.length-s.length>0?`Showing ${s.length} of ${n.length} layers: the ${Math.min(8,s.length)} with the highest last ratio`+(s.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",a=r.map(u=>Array.isArray(u)?u[1]:u),c=s.map(u=>(i[u]||[]).map(f=>typeof f=="number"&&Number.isFinite(f)&&f>0?f:null));return{layers:n,rows:s,xs:a,ys:c,note:l}}var Nu=260,Wo=.001;function Py(e){let t=e.filter(i=>Number.isFinite(i));if(!t.length)return[0,1];let n=Math.min(...t),r=Math.max(...t);return n===r?[n-1,r+1]:[n,r]}function jy(e){let t=Wo,n=Wo;for(let r of e)for(let i of r)i===null||!(i>0)||(i<t&&(t=i),i>n&&(n=i));return[10**Math.floor(Math.log10(t)+1e-9),10**Math.max(Math.ceil(Math.log10(n)-1e-9),Math.floor(Math.log10(t)+1e-9)+1)]}var zy=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],Dy=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function Au(e){let t=p("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=p("div",{class:"chart-box",id:"update-ratio-plot"});H(e,t,n);let r=null,i=null,s=[],o=()=>{r&&r.destroy(),r=null};function l(){if(o(),H(n),!i)return;let{layers:c,rows:u,xs:f,ys:y,note:k}=Mu(i,s);if(e.dataset.layers=JSON.stringify(u.map(N=>c[N])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=k,!u.length)return;let w=document.documentElement.dataset.theme==="dark"?Dy:zy,g=je("--fg-muted","#666"),v=je("--grid","rgba(0,0,0,0.08)"),b=new Set(s),E={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:Nu,plugins:[Li()],scales:{x:{time:!1,range:()=>Py(f)},y:{distr:3,range:()=>jy(y)}},axes:[Oi(g,v),ni(g,v,"|update| / |weight|",{size:56,splits:N=>$i(N.scales.y.min,N.scales.y.max),filter:(N,A)=>A,values:(N,A)=>A.map(R=>ae(R))})],series:[{label:"step"},...u.map((N,A)=>({label:c[N],stroke:w[A%w.length],width:b.has(c[N])?3:1.6,spanGaps:!1,points:{show:f.length<=40,size:4},value:(R,L)=>L==null?"—":ae(L,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[N=>{let{ctx:A}=N,R=N.valToPos(Wo,"y",!0),{left:L,top:B,width:G,height:M}=N.bbox;if(!(R>=B&&R<=B+M))return;let C=window.devicePixelRatio||1;A.save(),A.strokeStyle=g,A.lineWidth=C,A.setLineDash([5*C,4*C]),A.beginPath(),A.moveTo(L,Math.round(R)+.5),A.lineTo(L+G,Math.round(R)+.5),A.stroke(),A.setLineDash([]),A.fillStyle=g,A.font=`${11*C}px system-ui, sans-serif`,A.textAlign="right",A.textBaseline="bottom",A.fillText("1e-3",L+G-4*C,Math.round(R)-2*C),A.restore()}]}};r=new Ge(E,[f,...y],n)}let a=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:Nu})});return a.observe(n),{setData(c,u=s){i=c||null,s=u||[],l()},setExtra(c){let u=c||[];u.join(`
`)!==s.join(`
`)&&(s=u,l())},showMessage(c,u="muted"){i=null,o(),H(n),t.className=`chart-note ${u}`,t.textContent=c,delete e.dataset.layers},retheme:l,destroy(){a.disconnect(),o()}}}var $u=Vn.grad_norm,Ir=Vn.update_ratio,os=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function Lu(e){let t=e&&e.areas&&e.areas[fe.gradients];return!t||typeof t!="object"?null:{stats:os(t.stats),layers:os(t.layers),histogramLayers:os(t.histogram_layers)}}function Go(e){if(it(e)!==fe.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=os(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=Tt(t.first_step)?t.first_step:Tt(e.step)?e.step:null,i=Tt(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:i}}function Ou(e,t){return e.includes(t)?t:e.includes($u)?$u:e[0]||null}function Cu(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(Go).find(i=>i&&e.includes(i.layers[0]));return r?r.layers[0]:e[0]||null}function Iu(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function Ru(e){let t=e.kind?nn(_e(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${Un(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function Fu(e,t){return!t.layers||!t.columns?`No ${nn(_e(e))} values were logged for this run yet.`:`${De(t.layers,"layer")} (first layer on top) × ${Un(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${De(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function Pu(e,t){let n=t.filter(s=>s.nonfinite>0),r=n.reduce((s,o)=>s+o.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${De(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let i=n.slice(0,4).map(s=>`step ${s.step}: ${ae(s.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${i}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var ju="tb-trainhealth:gradients",By=400;function zu(e,t,n,r=i=>i){let i=t.join(`
`);e.dataset.options!==i&&(H(e,t.map(s=>p("option",{value:s},r(s)))),e.dataset.options=i),n!==null&&(e.value=n),e.disabled=!t.length}function Yo(){let e=0,t=null;return{async load(n){let r=++e;try{let i=await n();return r!==e?null:i.text===t?"same":(t=i.text,i)}catch(i){if(r!==e)return null;throw t=null,i}},reset(){t=null},cancel(){e++}}}function Vy(e,t){st("trainhealth-gradients-style",wu),e.id="gradient-health",e.hidden=!0;let n=wr(ju),r=null,i=null,s=typeof n.stat=="string"?n.stat:null,o=null,l=null,a=typeof n.run=="string"?n:null,c=0,u=()=>Gn(ju,{run:r,stat:s,layer:o,focus:l}),f=Oo("Statistic",{id:"gradient-stat",onchange:Q=>{s=Q,u(),Y()}}),y=f.select,k=p("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),S=p("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),w=p("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),g=p("div",{class:"heatmap-box"}),v=Te({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:f.element},k,S,w,g),b=ts(g),_=Yo(),E=0,N=Oo("Layer",{id:"histogram-layer",onchange:Q=>{o=Q,u(),ne()}}),A=N.select,R=p("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),L=p("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),B=p("div",{class:"histogram-box"}),G=Te({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:N.element},R,L,B),M=Tu(B),C=Yo(),I=p("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),F=p("div",{class:"ratio-box"}),O=Te({id:"update-ratio",className:"chart-card ratio-card",title:_e(Ir),aside:"per layer, log scale"},I,F),z=Au(F),j=Yo();H(e,bt(t.title),v,p("div",{class:"card-row"},G,O));function se(){if(S.hidden=!l,!l)return H(S);let Q=b.missingLayers(),{what:q,layers:ee,steps:ge}=Ru(l);H(S,p("span",{class:"focus-swatch","aria-hidden":"true"}),p("span",null,`Outlined: ${q} in `,p("strong",null,ee),ge,"."),Q.length?p("span",{class:"error-text"},` Not in this heatmap: ${Q.join(", ")}.`):null,p("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>D(null)},"Clear"))}function D(Q){l=Q,b.setHighlight(l),M.setFocus(l),z.setExtra(l?l.layers:[]),se(),u()}async function Y(){let Q=r,q=s;if(!q)return;let ee=nn(_e(q));E++,e.dataset.heatmapLoading="true";try{let ge=await _.load(()=>Kr(Q,q,Qi(b.plotWidth(i&&i.layers))));if(!ge||Q!==r||(mn(w,null),ge==="same"))return;b.setData(ge.body,{label:_e(q)}),k.textContent=Fu(q,Zi(ge.body)),se()}catch(ge){if(Q!==r)return;b.clear(),k.textContent="",mn(w,qi(ee,ge))}finally{--E===0&&delete e.dataset.heatmapLoading}}function ie(Q){R.className=`chart-note ${Q.alert?"alert":"muted"}`,R.textContent=Q.text}async function ne(){let Q=r,q=o;if(!q||!i||!i.histogramLayers.includes(q)){C.cancel(),C.reset(),M.setData([]),mn(L,null),ie({alert:!1,text:"No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none."}),delete R.dataset.total;return}try{let ee=await C.load(()=>zl(Q,q));if(!ee||Q!==r||q!==o||(mn(L,null),ee==="same"))return;let ge=M.setData(ee.body.histograms);G.dataset.layer=q;let Me=Pu(q,ge);R.dataset.total=String(Me.total),ie(Me)}catch(ee){if(Q!==r)return;M.setData([]),R.textContent="",mn(L,qi(`gradient histograms of ${q}`,ee))}}async function U(){let Q=r;if(!i||!i.stats.includes(Ir)){j.cancel(),j.reset(),mn(I,null),z.showMessage(`This run logged no ${nn(_e(Ir))}.`);return}try{let q=await j.load(()=>Kr(Q,Ir,By));if(!q||Q!==r||(mn(I,null),q==="same"))return;z.setData(q.body,l?l.layers:[])}catch(q){if(Q!==r)return;z.showMessage(""),mn(I,qi(nn(_e(Ir)),q))}}function ue(Q){if(Q===r)return;r=Q;for(let ee of[_,C,j])ee.reset();let q=a&&a.run===Q;o=q&&typeof a.layer=="string"?a.layer:null,l=q&&a.focus&&Array.isArray(a.focus.layers)?a.focus:null,a=null}return{async update(Q,q){let ee=++c;ue(Q),i=Lu(q),pt(e,!!i),i&&(s=Ou(i.stats,s),o=Cu(i.histogramLayers,o,q.findings),zu(y,i.stats,s,_e),zu(A,i.histogramLayers,o),i.stats.length||(b.clear(),k.textContent="This run logged no gradient statistics."),b.setHighlight(l),M.setFocus(l),u(),await Promise.all([i.stats.length?Y():null,ne(),U()]),!(ee!==c||Q!==r)&&se())},focusFinding(Q){let q=Go(Q);if(!q||!i||e.hidden)return!1;D(q);let ee=Iu(q,i.histogramLayers);return ee&&ee!==o&&(o=ee,A.value=ee,u(),ne()),v.scrollIntoView&&v.scrollIntoView({block:"start",behavior:"smooth"}),!0},retheme(){b.redraw(),M.redraw(),z.retheme()},destroy(){for(let Q of[_,C,j])Q.cancel();b.destroy(),M.destroy(),z.destroy(),H(e)}}}var Du={area:fe.gradients,create:Vy};var Bu=`/* The convergence view (views/convergence.js). Colours follow the theme
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
`;var lt=e=>typeof e=="number"&&Number.isFinite(e),an=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function Hu(e){let t=an(e&&e.areas&&e.areas[fe.convergence]);if(!t)return null;let n=an(t.loss),r=n&&Array.isArray(n.windows)?n.windows.filter(i=>an(i)&&lt(i.median)&&lt(i.low)&&lt(i.high)):[];return{loss:n&&r.length?{...n,windows:r}:null,checklist:(Array.isArray(t.checklist)?t.checklist:[]).filter(i=>an(i)&&typeof i.check=="string"),head:an(t.head),epochs:Array.isArray(t.epochs)?t.epochs.filter(i=>an(i)&&an(i.logs)):[],saturation:Vu(t[Vn.saturation]),updateRatio:Vu(t.ratios)}}function Vu(e){let t=an(e);return!t||!Array.isArray(t.layers)||!Array.isArray(t.values)?[]:t.layers.map((n,r)=>{for(let i=t.values.length-1;i>=0;i--){let s=Array.isArray(t.values[i])?t.values[i][r]:void 0;if(lt(s))return{layer:String(n),value:s,step:Tt(t.steps&&t.steps[i])?t.steps[i]:null}}return{layer:String(n),value:null,step:null}})}function Wu(e,t,n,r=4){let i=e.windows,s=i.flatMap(g=>[g.low,g.high]).concat(lt(e.start)?[e.start]:[]),o=s.every(g=>g>0),l=Math.min(...s),a=Math.max(...s),c=o&&a/l>10,u=c?Math.log10:g=>g;l=u(l),a=u(a),a===l&&(a+=.5,l-=.5);let f=g=>r+(i.length===1?(t-2*r)/2:g*(t-2*r)/(i.length-1)),y=g=>n-r-(u(g)-l)/(a-l)*(n-2*r),k=g=>Math.round(g*10)/10,S=i.map((g,v)=>[k(f(v)),k(y(g.median))]),w=[...i.map((g,v)=>[k(f(v)),k(y(g.high))]),...i.map((g,v)=>[k(f(v)),k(y(g.low))]).reverse()];return{median:S,band:w,startY:lt(e.start)?k(y(e.start)):null,log:c,range:[c?10**l:l,c?10**a:a]}}var Uo=e=>e.map(([t,n])=>`${t},${n}`).join(" ");function Gu(e){let t=e.windows[0],n=e.windows[e.windows.length-1],r=lt(e.drop)?` (${e.drop>=0?"down":"up"} ${ae(Math.abs(e.drop)*100,3)}%)`:"";return`Loss from ${ae(e.start)} at the first step to ${ae(e.end)} in the last window${r}, steps ${t.first_step}–${n.last_step} in ${e.windows.length} windows: the line is each window's median, the band its 10th–90th percentile (the swings).`}function Yu(e){if(!e)return"";let t=[];if(e.head){let n=lt(e.units)?` over ${e.units} unit${e.units===1?"":"s"}`:"";t.push(`${e.head_class||"layer"} '${e.head}': ${e.activation||"linear"}${n}`)}return e.loss&&t.push(`${e.loss}${e.from_logits?" (from_logits=True)":""}`),e.optimizer&&t.push(`${e.optimizer}(learning_rate=${lt(e.learning_rate)?ae(e.learning_rate):"?"})`),t.join(" · ")}function Uu(e){if(!e)return"";let t=[],n=an(e.labels);n&&lt(n.min)&&lt(n.max)&&t.push(`labels in [${ae(n.min)}, ${ae(n.max)}]`+(lt(n.non_integer)&&n.non_integer>0?`, ${ae(n.non_integer*100)}% non-integer`:""));let r=an(e.inputs);return r&&lt(r.abs_mean_max)&&lt(r.std_max)&&t.push(`inputs: largest feature mean ${ae(r.abs_mean_max)}, spread ${ae(r.std_max)}`),lt(e.samples)&&e.samples&&t.push(`from ${e.samples} batch${e.samples===1?"":"es"}`),t.join("; ")}function qu(e){return e.map(t=>({...t,saturated:lt(t.value)&&t.value>.5}))}function Ku(e){return!e||it(e)!==fe.convergence?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var qo=600,Ju=140;function Wy(e,t){st("tb-trainhealth-convergence",Bu),e.id="area-convergence",e.hidden=!0;let n=p("div",{class:"convergence-loss"}),r=p("p",{class:"muted small"}),i=p("p",{class:"small"}),s=p("p",{class:"muted small"}),o=p("ul",{class:"convergence-checklist"}),l=p("tbody"),a=Te({id:"convergence-loss",title:"Loss trend",aside:"window medians and their swing band"},n,r),c=Te({id:"convergence-checks",title:"Head and loss checks",aside:"before step 1"},i,o,s),u=Te({id:"convergence-layers",title:"Per layer",aside:"saturated share (|z| > 5) and update / weight ratio"},p("table",{class:"evidence-table convergence-layers"},p("thead",null,p("tr",null,p("th",null,"Layer"),p("th",null,"Saturated"),p("th",null,"Update / weight"))),l));H(e,bt(t.title),a,c,u);let f=null,y=null;function k(w){if(a.hidden=!w.loss,w.loss){let _=Wu(w.loss,qo,Ju),E=w.loss.windows,[N,A]=_.range,R=_.log?"loss (log scale)":"loss";H(n,p("div",{class:"convergence-y-title"},R),p("div",{class:"convergence-y-ticks"},p("span",null,ae(A)),p("span",null,ae(N))),X("svg",{viewBox:`0 0 ${qo} ${Ju}`,preserveAspectRatio:"none",role:"img","aria-label":"loss trend"},X("polygon",{class:"convergence-band",points:Uo(_.band)}),_.startY!==null?X("line",{class:"convergence-start",x1:0,x2:qo,y1:_.startY,y2:_.startY}):null,X("polyline",{class:"convergence-median",points:Uo(_.median)})),p("div",{class:"convergence-x-ticks"},p("span",null,`step ${E[0].first_step}`),p("span",null,`step ${E[E.length-1].last_step}`)),p("div",{class:"convergence-x-title"},"step (windows of the run)")),hn(n,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step (windows of the run)",yTitle:R}),r.textContent=Gu(w.loss)+(_.log?" Log scale.":"")}c.hidden=!w.head&&!w.checklist.length,i.textContent=Yu(w.head),s.textContent=Uu(w.head),H(o,w.checklist.map(_=>p("li",{"data-ok":String(!!_.ok),"data-check":_.check},_.ok?"✓ ":"✗ ",_.check,_.detail?p("div",{class:"muted small"},_.detail):null)));let g=new Map(w.updateRatio.map(_=>[_.layer,_])),v=[...new Set([...w.saturation.map(_=>_.layer),...w.updateRatio.map(_=>_.layer)])],b=new Map(qu(w.saturation).map(_=>[_.layer,_]));u.hidden=!v.length,H(l,v.map(_=>{let E=b.get(_),N=g.get(_);return p("tr",{"data-layer":_},p("th",{scope:"row"},_),p("td",{class:E&&E.saturated?"saturated":""},E&&E.value!==null?`${ae(E.value*100)}%`:"—"),p("td",null,N&&N.value!==null?ae(N.value):"—"))})),S()}function S(){for(let g of l.querySelectorAll("tr"))g.dataset.focus=String(!!(y&&y.layer===g.dataset.layer));let w=[...o.querySelectorAll('li[data-ok="false"]')];for(let g of o.querySelectorAll("li"))g.dataset.focus=String(!!(y&&!y.layer&&w[0]===g))}return{async update(w,g){let v=Hu(g);pt(e,!!v);let b=v?JSON.stringify(v):null;!v||b===f||(f=b,k(v))},focusFinding(w){let g=Ku(w);return!g||e.hidden?!1:(y=g,S(),e.scrollIntoView({block:"nearest"}),!0)},retheme(){},destroy(){H(e)}}}var Xu={area:fe.convergence,create:Wy};var Zu=`/* The input-pipeline view (views/input_pipeline.js). Colours follow the
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
`;var Yy=[{name:Rt.input_wait,cls:"part-wait"},{name:Rt.compute_time,cls:"part-compute"},{name:Rt.host_time,cls:"part-host"}],cn=e=>typeof e=="number"&&Number.isFinite(e)?e:0;function Qu(e){let t=e&&e.areas&&e.areas[fe.input_pipeline];return t&&typeof t=="object"?t:null}function ef(e){let t=e&&e.timing;if(!t||!t.steps)return"Not timed (a custom loop, or a model compiled with XLA).";let n=cn(e.share),r=e.thresholds||{},i=n>=cn(r.critical)&&r.critical?"highly input-bound":n>=cn(r.warning)&&r.warning?"moderately input-bound":"fed";return`Input wait ${ae(100*n,2)}% of step time over ${De(t.steps,"step")} (${ae(cn(t.mean_wait_ms),3)} ms of ${ae(cn(t.mean_step_ms),3)} ms a step): ${i}.`}function Ko(e){let t=e&&e.steps;if(!t||!Array.isArray(t.step)||!t.step.length)return{bars:[],yMax:0,bucket:1};let n=0;return{bars:t.step.map((i,s)=>{let o=0,l=Yy.map(({name:a,cls:c})=>{let u=Math.max(0,cn((t[a]||[])[s])),f={name:a,cls:c,label:_e(a),ms:u,y0:o,y1:o+u};return o+=u,f});return n=Math.max(n,o),{step:i,parts:l,total:o}}),yMax:n,bucket:cn(t.bucket)||1}}function Jo(e){return(e&&Array.isArray(e.stalls)?e.stalls:[]).filter(n=>Tt(n.step)).map(n=>({step:n.step,waitMs:cn(n.wait_ms),text:`step ${n.step}: waited ${ae(cn(n.wait_ms),3)} ms (usually ${ae(cn(n.usual_wait_ms),2)} ms)`}))}function tf(e){let t=e&&e.recurrence||{},n=e&&Array.isArray(e.stalls)?e.stalls.length:0;return n?Tt(t.period)?`${De(n,"stall")}, every ${t.period} steps`:t.epoch_start?`${De(n,"stall")}, at the start of each epoch`:De(n,"stall"):""}function nf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).map((n,r)=>({finding:n,index:r})).filter(({finding:n})=>n.kind===Mn.pipeline_lint)}function rf(e,t){let n=e&&e.pipeline;if(!n||!Array.isArray(n.chain))return[];let r=nf(t);return n.chain.map(i=>{let s=[];i.parallel!==null&&i.parallel!==void 0&&s.push(i.parallel===-1?"parallel: AUTOTUNE":`parallel: ${i.parallel}`),i.python&&s.push("Python"),i.random&&s.push("random");let o=r.filter(({finding:l})=>l.evidence&&l.evidence.transformation===i.index);return{index:i.index,code:String(i.code||i.kind||""),kind:String(i.kind||""),tags:s,lints:o.map(({finding:l,index:a})=>({summary:String(l.summary||""),severity:l.severity,findingIndex:a}))}})}function sf(e,t){let n=e&&e.pipeline&&e.pipeline.chain||[],r=new Set(n.map(i=>i.index));return nf(t).filter(({finding:i})=>!(i.evidence&&r.has(i.evidence.transformation))).map(({finding:i,index:s})=>({summary:String(i.summary||""),severity:i.severity,findingIndex:s}))}function of(e){let t=e&&e.pipeline;if(!t)return"";let n=t.python_source||{};switch(t.source){case"numpy":return"NumPy arrays, sliced by Keras's own pipeline";case"generator":return"a Python generator, run by Keras in one thread";case"PyDataset":return`${n.class||"PyDataset"} (workers=${n.workers??1}, use_multiprocessing=${n.use_multiprocessing?"True":"False"})`;default:return"a tf.data pipeline, as it will run"}}function lf(e){if(it(e)!==fe.input_pipeline)return null;let t=e.evidence&&e.evidence.transformation;return typeof t=="number"?t:null}var af=720,ls=180,Ze={left:44,right:8,top:10,bottom:22};function Uy(e){let{bars:t,yMax:n}=Ko(e);if(!t.length)return p("p",{class:"muted"},"No step timings.");let r=Jo(e),i=Math.max(n,...r.map(g=>g.waitMs),.001),s=af-Ze.left-Ze.right,o=ls-Ze.top-Ze.bottom,l=t[0].step,a=t[t.length-1].step,c=Math.max(1,a-l+1),u=g=>Ze.left+(g-l)/c*s,f=g=>Ze.top+o-Math.min(g,i)/i*o,y=Math.max(1,s/t.length-.5),k=t.flatMap(g=>g.parts.map(v=>v.ms>0?X("rect",{class:v.cls,x:u(g.step)-y,y:f(v.y1),width:y,height:Math.max(.5,f(v.y0)-f(v.y1))},X("title",null,`step ${g.step}: ${v.label} ${ae(v.ms,3)}`)):null)),S=r.map(g=>X("g",{class:"stall-mark","data-step":g.step},X("line",{x1:u(g.step),x2:u(g.step),y1:Ze.top,y2:Ze.top+o}),X("circle",{cx:u(g.step),cy:f(g.waitMs),r:3.5}),X("title",null,g.text))),w=[X("line",{class:"axis",x1:Ze.left,x2:Ze.left+s,y1:Ze.top+o,y2:Ze.top+o}),X("text",{class:"tick",x:Ze.left-4,y:Ze.top+8,"text-anchor":"end"},`${ae(i,2)} ms`),X("text",{class:"tick",x:Ze.left-4,y:Ze.top+o,"text-anchor":"end"},"0"),X("text",{class:"tick",x:Ze.left,y:ls-6},`step ${l}`),X("text",{class:"tick",x:Ze.left+s,y:ls-6,"text-anchor":"end"},`step ${a}`)];return X("svg",{class:"pipeline-chart",id:"pipeline-chart",viewBox:`0 0 ${af} ${ls}`,role:"img","aria-label":"Step time split into input wait, compute and host time"},w,k,S)}function qy(e){let{bars:t}=Ko(e),n=t.length?t[0].parts:[];return p("div",{class:"pipeline-legend"},n.map(r=>p("span",{class:"legend-item"},p("span",{class:`swatch ${r.cls}`}),r.label)),Jo(e).length?p("span",{class:"legend-item"},p("span",{class:"swatch stall"}),tf(e)):null)}function cf(e,t){return p("li",{class:`pipeline-lint ${e.severity||""}`},p("button",{type:"button",class:"link-button",onclick:()=>t.openFinding(e.findingIndex)},e.summary))}function Ky(e,t,n,r){let i=rf(e,t);return p("ol",{class:"pipeline-chain",id:"pipeline-chain"},i.map(s=>p("li",{class:`pipeline-link${s.lints.length?" has-lint":""}${r===s.index?" focused":""}`,"data-index":s.index,"data-kind":s.kind},p("code",null,s.code),s.tags.length?p("span",{class:"link-tags muted"},s.tags.join(" · ")):null,s.lints.length?p("ul",{class:"link-lints"},s.lints.map(o=>cf(o,n))):null)))}function Jy(e,t){st("trainhealth-input-pipeline-style",Zu),e.id="input-pipeline",e.hidden=!0;let n=null,r=null,i=null,s=p("p",{class:"pipeline-headline",id:"pipeline-share",role:"status"}),o=p("div",{class:"pipeline-chart-box"}),l=Te({id:"pipeline-time-card",title:"Step time",aside:"input wait · compute · host, per step"},s,o),a=p("p",{class:"muted small",id:"pipeline-source"}),c=p("ul",{class:"pipeline-lints",id:"pipeline-lints"}),u=p("div",{class:"pipeline-chain-box"}),f=Te({id:"pipeline-chain-card",title:"The pipeline",aside:"its transformations, as it will run"},a,c,u),y=p("div",{id:"pipeline-corrected"}),k=Te({id:"pipeline-fixed-card",title:"The corrected pipeline",hidden:!0},y);H(e,bt(t.title),l,f,k);function S(w,g){s.textContent=ef(w),H(o,qy(w),Uy(w));let v=w.pipeline;f.hidden=!v,v&&(a.textContent=`From ${of(w)}.`,H(c,sf(w,g).map(b=>cf(b,t))),H(u,Ky(w,g,t,r))),k.hidden=!(v&&v.corrected),H(y,v&&v.corrected?An(v.corrected):null)}return{async update(w,g){let v=Qu(g);if(pt(e,!!v),!v)return;i={summary:v,diagnosis:g};let b=`${w}
${JSON.stringify(v)}
${JSON.stringify(g.findings||[])}
${r}`;b!==n&&(n=b,S(v,g))},focusFinding(w){if(it(w)!==fe.input_pipeline||e.hidden)return!1;r=lf(w),i&&S(i.summary,i.diagnosis);let g=r!==null&&u.querySelector(`[data-index="${r}"]`)||w.kind&&l;return g&&g.scrollIntoView&&g.scrollIntoView({block:"center",behavior:"smooth"}),!0},retheme(){},destroy(){H(e)}}}var df={area:fe.input_pipeline,create:Jy};var uf=`/* The memory view (views/memory.js). Colours follow the theme variables of
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
`;var Rr=e=>Array.isArray(e)?e:[],et=e=>typeof e=="number"&&Number.isFinite(e),xt=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function Qe(e){if(!et(e))return"?";let t=["B","KiB","MiB","GiB","TiB","PiB"],n=e,r=0;for(;Math.abs(n)>=1024&&r<t.length-1;)n/=1024,r++;return r===0?`${Math.round(n)} B`:`${n.toFixed(1)} ${t[r]}`}function Zy(e){return Array.isArray(e)?`[${e.join(", ")}]`:"?"}function hf(e){let t=xt(e&&e.areas&&e.areas[fe.memory]);if(!t)return null;let n=xt(t.series)||{},r=Rr(n.steps),i=Rr(n.values),s=[];r.forEach((l,a)=>{et(l)&&et(i[a])&&s.push([l,i[a]])}),s.sort((l,a)=>l[0]-a[0]);let o=xt(t.limit)||{};return{points:s,limit:et(o.bytes)?o.bytes:null,limitSource:typeof o.source=="string"?o.source:null,device:typeof o.device=="string"?o.device:null,model:xt(t.model),estimate:xt(t.estimate),oom:xt(t[tn.oom]),diskFull:xt(t[tn.disk_full]),searches:Rr(t.searches).filter(xt)}}function pf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>it(n)===fe.memory)}function gf(e){let t=e?e.points:[];if(!t.length)return null;let n=t[0][0],r=t[t.length-1][0],i=t[0];for(let y of t)y[1]>i[1]&&(i=y);let s=e.limit,o=et(s)&&s>0&&i[1]*4>=s,l=Math.max(i[1],o?s:0)*1.08||1,a=r-n||1,c=t.map(([y,k])=>[r===n?.5:(y-n)/a,1-k/l]),u=null;if(et(s)&&s>0){let y=i[1]/s;u=`peak ${Qe(i[1])} at step ${i[0]}: ${Math.round(y*100)}% of the ${Qe(s)} limit`+(e.limitSource?` (${e.limitSource})`:"")}let f=[0,.25,.5,.75,1].map(y=>({y:1-y,text:Qe(y*l)}));return{xs:[n,r],yMax:l,path:c,limitY:o?1-s/l:null,limitNote:u,peak:{step:i[0],bytes:i[1]},ticks:f}}function mf(e){if(!e)return[];let t=xt(e.allocation)||{};return[["Step",et(e.step)?String(e.step):"?"],["Phase",e.phase||"training"],["Batch size",et(e.batch_size)?String(e.batch_size):"not known"],["Tensor shape",Zy(t.shape)],["dtype",t.dtype||"?"],["Bytes asked",Qe(t.bytes)],["Device",t.device||e.device||"?"],["Allocator",t.allocator||"?"],["Layer",e.layer||"not told by the message"],["Op",e.node||"?"],["Peak before",Qe(e.peak_bytes)],["Device limit",Qe(e.limit_bytes)]].map(([r,i])=>({key:r,value:i}))}function yf(e){return e?[["Step",et(e.step)?String(e.step):"?"],["Path",e.path||"not told by the message"],["Error",e.error_type||"?"]].map(([t,n])=>({key:t,value:n})):[]}function ff(e){let t=xt(e&&e.by_dtype)||{};return Object.entries(t).map(([n,r])=>`${n}: ${(r.count||0).toLocaleString("en-US")} (${Qe(r.bytes)})`).join(", ")}function bf(e){if(!e)return[];let t=xt(e.params)||{},n=xt(e.trainable)||{},r=xt(e.optimizer)||{},i=xt(r.slots)||{};return[["Parameters",`${(t.count||0).toLocaleString("en-US")} (${Qe(t.bytes)}) ${ff(t)?`· ${ff(t)}`:""}`.trim()],["Gradients",`${Qe(n.bytes)} (one per trainable parameter)`],["Optimizer slots",`${r.name||"?"}: ${Qe(i.bytes)}`],["dtype policy",e.mixed_precision||"?"],["Batch size",et(e.batch_size)?String(e.batch_size):"not known"],["Device",`${e.device||"?"}${et(e.limit_bytes)?`, ${Qe(e.limit_bytes)}`:""}`]].map(([o,l])=>({key:o,value:l}))}function Qy(e){return et(e)?e<1e-4?"<0.01%":`${(100*e).toFixed(e<.01?2:0)}%`:"—"}function xf(e,t){return e?Rr(e.rows).filter(n=>n&&et(n.batch_size)&&et(n.bytes)).map(n=>({batchSize:n.batch_size,bytes:Qe(n.bytes),share:et(t)&&t>0?Qy(n.bytes/t):"—",current:n.batch_size===e.batch_size})):[]}var eb={fits:"trains",out_of_memory:"out of memory",over_budget:"over the budget (not run)",near_limit:"trains, within 10% of the limit",too_large:"a tensor larger than the device (not run)"};function wf(e){return e?Rr(e.attempts).filter(t=>t&&et(t.batch_size)).map((t,n)=>({order:n+1,batchSize:t.batch_size,status:t.status,words:eb[t.status]||String(t.status),estimate:Qe(t.estimate_bytes),largest:Qe(t.largest_tensor_bytes),chosen:t.batch_size===e.batch_size&&t.status==="fits"})):[]}function vf(e){if(!e)return"";let t=Rr(e.attempts).length,n=et(e.budget_bytes)?`, budget ${Qe(e.budget_bytes)} (${e.budget_source||"?"})`:"",r=e.reason==="oom_retry"?"After the OOM: ":"";return et(e.batch_size)?`${r}batch size ${e.batch_size} fits: ${t} sizes tried, ${e.steps||"?"} real steps each${n}; a size fits within ${Math.round(100*(e.margin||.9))}% of it.`:`${r}no batch size trains, even 1 (${t} tried${n}).`}var Fr=640,as=200,wt={left:70,right:12,top:10,bottom:24};function Xo(e,t){return p("table",{class:"evidence-table mem-kv",id:t},p("tbody",null,e.map(({key:n,value:r})=>p("tr",null,p("th",{scope:"row"},n),p("td",null,r)))))}function tb(e){let t=Fr-wt.left-wt.right,n=as-wt.top-wt.bottom,r=o=>wt.left+o*t,i=o=>wt.top+o*n,s=e.path.map(([o,l],a)=>`${a?"L":"M"}${r(o).toFixed(1)},${i(l).toFixed(1)}`).join(" ");return X("svg",{class:"mem-chart",viewBox:`0 0 ${Fr} ${as}`,role:"img","aria-label":"Memory over steps"},e.ticks.map(o=>X("g",null,X("line",{class:"mem-grid",x1:wt.left,x2:Fr-wt.right,y1:i(o.y),y2:i(o.y)}),X("text",{class:"mem-tick",x:wt.left-6,y:i(o.y)+4,"text-anchor":"end"},o.text))),e.limitY===null?null:X("g",{class:"mem-limit-group"},X("line",{class:"mem-limit",id:"memory-limit-line",x1:wt.left,x2:Fr-wt.right,y1:i(e.limitY),y2:i(e.limitY)}),X("text",{class:"mem-tick",x:Fr-wt.right,y:i(e.limitY)-4,"text-anchor":"end"},"limit")),e.path.length>1?X("path",{class:"mem-line",d:s}):X("circle",{class:"mem-dot",cx:r(e.path[0][0]),cy:i(e.path[0][1]),r:3}),X("text",{class:"mem-tick",x:wt.left,y:as-6},`step ${e.xs[0]}`),X("text",{class:"mem-tick",x:Fr-wt.right,y:as-6,"text-anchor":"end"},`step ${e.xs[1]}`))}function nb(e,t){st("trainhealth-memory-style",uf),e.id="memory-health",e.hidden=!0;let n=p("p",{class:"muted small",id:"memory-chart-note"}),r=p("div",{class:"mem-chart-box"}),i=Te({id:"memory-chart-card",className:"mem-card",title:"Memory over steps",aside:""},r,n),s=p("div"),o=Te({id:"memory-oom-card",className:"mem-card mem-alert",title:"Out of memory",hidden:!0},s),l=p("div"),a=Te({id:"memory-disk-card",className:"mem-card mem-alert",title:"Disk full (not memory)",hidden:!0},l),c=p("div"),u=Te({id:"memory-model-card",className:"mem-card",title:"Model size",aside:"what training holds whatever the batch size, and what a batch size adds",hidden:!0},c),f=p("div"),y=Te({id:"memory-search-card",className:"mem-card",title:"Batch-size search",aside:"tb_trainhealth.find_batch_size",hidden:!0},f);H(e,bt(t.title),o,a,i,y,u);let k=null;function S(g){let v=gf(g);if(i.hidden=!v,v){H(r,tb(v));let _=(g.device||"").startsWith("GPU")?"the GPU allocator's bytes in use":"the process's resident memory";n.textContent=`${_}, sampled every few steps; ${v.limitNote||"the device's limit is not known"}.`}let b=g.oom;if(o.hidden=!b,b&&H(s,p("p",{class:"mem-oom-line",id:"memory-oom-line"},`Step ${b.step}: allocating ${Qe((b.allocation||{}).bytes)} failed`,b.layer?p("span",null," in layer ",p("code",null,b.layer)):null,b.batch_size?` at batch size ${b.batch_size}.`:"."),Xo(mf(b),"memory-oom-table"),b.message?p("pre",{class:"mem-message"},b.message):null),a.hidden=!g.diskFull,g.diskFull&&H(l,Xo(yf(g.diskFull),"memory-disk-table"),g.diskFull.message?p("pre",{class:"mem-message"},g.diskFull.message):null),u.hidden=!g.model,g.model){let _=xf(g.estimate,g.limit);H(c,Xo(bf(g.model),"memory-model-table"),_.length?p("table",{class:"data-table mem-estimate",id:"memory-estimate-table"},p("caption",{class:"muted small"},"What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",g.oom?`: this run's failed allocation alone was ${Qe((g.oom.allocation||{}).bytes)}`:"",")."),p("thead",null,p("tr",null,["Batch size","Needs at least","Of the limit"].map(E=>p("th",null,E)))),p("tbody",null,_.map(E=>p("tr",{class:E.current?"current":null},p("td",{class:"num"},String(E.batchSize)+(E.current?" (this run)":"")),p("td",{class:"num"},E.bytes),p("td",{class:"num"},E.share))))):null)}y.hidden=!g.searches.length,H(f,g.searches.map((_,E)=>p("div",{class:"mem-search","data-search":String(E)},p("p",{class:"mem-search-line"},vf(_)),p("table",{class:"data-table mem-attempts"},p("thead",null,p("tr",null,["#","Batch size","Result","Step needs (estimate)","Largest tensor"].map(N=>p("th",null,N)))),p("tbody",null,wf(_).map(N=>p("tr",{class:`${N.status}${N.chosen?" chosen":""}`,"data-batch-size":String(N.batchSize)},p("td",{class:"num muted"},String(N.order)),p("td",{class:"num"},String(N.batchSize)),p("td",null,N.chosen?`${N.words} (chosen)`:N.words),p("td",{class:"num"},N.estimate),p("td",{class:"num"},N.largest))))))))}function w(g){for(let b of e.querySelectorAll(".mem-card.focused"))b.classList.remove("focused");g.classList.add("focused");let v=()=>g.scrollIntoView&&g.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(v):v()}return{async update(g,v){let b=hf(v);if(pt(e,!!b),!b)return;let _=JSON.stringify(b)+JSON.stringify(pf(v).map(E=>E.kind));_!==k&&(k=_,S(b))},focusFinding(g){if(it(g)!==fe.memory||e.hidden)return!1;let v=g.kind===Mn.oom&&!o.hidden?o:g.kind===Mn.disk_full&&!a.hidden?a:i;return w(v),!0},retheme(){},destroy(){H(e)}}}var kf={area:fe.memory,create:nb};var rb=[jd,xu,kf,Du,Xu,df];function _f(){return fn.map(e=>rb.find(t=>t.area===e.name)||Ki(e.name))}function Sf(e){H(e,p("section",{id:"empty-state",class:"card empty-state"},p("h2",null,"No training health data yet"),p("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),p("h3",null,"1. Keras: add the callback"),An(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),p("h3",null,"2. Or instrument every fit() in the process"),An(`import tb_trainhealth

tb_trainhealth.autolog()`),p("h3",null,"3. Or run an unchanged script"),An("tb-trainhealth run train.py","shell"),p("h3",null,"Then open TensorBoard"),An("tensorboard --logdir logs","shell"),p("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var ib="app-header-reload .reload-button, app-header-reload button";function sb(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function Ef(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function Tf(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),i=c=>{r=Date.now(),e({reason:c})},s=sb();if(s){let c=u=>{let f=u.target;f&&typeof f.closest=="function"&&f.closest(ib)&&setTimeout(()=>i("tensorboard-reload"),0)};s.addEventListener("click",c,!0),n.push(()=>s.removeEventListener("click",c,!0))}let o=setInterval(()=>{Ef()&&Date.now()-r>=t-50&&i("timer")},Math.min(t,5e3));n.push(()=>clearInterval(o));let l=()=>{Ef()&&Date.now()-r>=t&&i("visible")};document.addEventListener("visibilitychange",l),n.push(()=>document.removeEventListener("visibilitychange",l));let a=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",a,{once:!0}),{stop:a,markRefreshed:()=>r=Date.now()}}var Pr=Object.keys(Wn),Mf=e=>{let t=Pr.indexOf(e);return t<0?Pr.length:t};function $f(e){let t=Object.fromEntries(Pr.map(n=>[n,0]));for(let n of e)n&&n.status in t&&t[n.status]++;return t}function Zo(e,{status:t="",text:n=""}={},r=null){let i=String(n||"").trim().toLowerCase();return e.filter(s=>s.run===r||(!t||s.status===t)&&(!i||s.run.toLowerCase().includes(i)))}var Nf=e=>e.counts&&e.counts.critical||0,Af=e=>e.counts&&e.counts.warning||0;function cs(e){return e.filter(t=>t&&typeof t.run=="string").map((t,n)=>[t,n]).sort(([t,n],[r,i])=>Mf(t.status)-Mf(r.status)||Nf(r)-Nf(t)||Af(r)-Af(t)||n-i).map(([t])=>t)}function Lf(e){let t=cs(e);return t.length?t[0].run:null}var Qo="tb-trainhealth:selection";function ob(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}function lb(e){let n=(e&&Array.isArray(e.findings)?e.findings:[]).find(r=>r&&r.kind===Mn.training_error);if(n){let r=n.evidence&&Number.isInteger(n.evidence.completed_steps)?n.evidence.completed_steps:null,i=xr(n);return r===0?`No loss was logged: training ${i||"crashed"}, before any step finished. The findings say why.`:`No loss was logged: training ${i||"crashed"}. The findings say why.`}return"No loss was logged for this run yet."}var el=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.areaViews=[];let n=wr(Qo);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.buildShell()}buildShell(){this.select=p("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=p("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=p("span",{id:"run-counts",class:"muted"}),this.updated=p("span",{id:"last-updated",class:"muted"}),this.refreshButton=p("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},p("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=p("label",{class:"run-picker"},p("span",null,"Run"),this.select),this.filter={status:"",text:""},this.statusFilter=p("select",{id:"run-status-filter",class:"th-select","aria-label":"Show runs of status",onchange:()=>this.setFilter({status:this.statusFilter.value})}),this.nameFilter=p("input",{id:"run-name-filter",type:"search",class:"th-input",placeholder:"Filter runs by name","aria-label":"Filter runs by name",oninput:()=>this.setFilter({text:this.nameFilter.value})}),this.runFilters=p("span",{class:"run-filters",hidden:!0},this.statusFilter,this.nameFilter),this.banner=p("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=p("main",{id:"content"},p("p",{class:"muted loading-text"},"Loading…")),H(this.root,p("header",{class:"th-header"},p("h1",null,"Training Health"),this.runPicker,this.runFilters,this.statusBadge,this.counts,p("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,H(this.banner,p("strong",null,"Error: "),t)}buildRunView(){this.view="run",this.flowBox=p("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=p("section",{id:"findings",class:"card findings"}),this.panel=p("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=p("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),H(this.content,p("div",{class:"th-grid"},p("div",{class:"col-main"},p("section",{class:"card flowchart-card"},p("div",{class:"card-head"},p("h3",null,"Triage flowchart"),p("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),this.chartBox),p("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=Ed(this.chartBox),this.viewAreas=new Set;for(let t of _f())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=p("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(Ki(r),{area:r,title:r,openFinding:i=>this.openFinding(i)})}viewContext(t){return{area:t,title:Cs(t).title,openFinding:n=>this.openFinding(n)}}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}showEmpty(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",Sf(this.content)}showFatal(t){this.view==="run"||this.view==="empty"||(this.view="error",H(this.content,p("section",{class:"card error-state",id:"error-state"},p("h2",null,"Could not load Training Health"),p("p",null,t),p("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}setFilter(t){this.filter={...this.filter,...t};let n=Zo(cs(this.runs||[]),this.filter);this.updateRunPicker(),n.length&&!n.some(r=>r.run===this.run)&&this.selectRun(n[0].run)}updateStatusFilter(){let t=this.runs||[],n=$f(t),r=["",...Pr].map(i=>`${i}|${i?n[i]:t.length}`).join(`
`);this.statusFilter.dataset.options!==r&&(H(this.statusFilter,p("option",{value:""},`All runs (${t.length})`),Pr.map(i=>p("option",{value:i,"data-count":String(n[i]),disabled:n[i]===0&&this.filter.status!==i},`${Wn[i]} (${n[i]})`))),this.statusFilter.dataset.options=r),this.statusFilter.value=this.filter.status,this.runFilters.hidden=t.length<2}updateRunPicker(){this.updateStatusFilter();let t=Zo(cs(this.runs||[]),this.filter,this.run),n=[...this.select.options].map(s=>`${s.value}|${s.textContent}`).join(`
`),r=t.map(s=>`${s.run}|${s.run} — ${Wn[s.status]||s.status}`).join(`
`);n!==r&&H(this.select,t.map(s=>p("option",{value:s.run,"data-status":s.status},`${s.run} — ${Wn[s.status]||s.status}`))),this.select.value=this.run,this.runPicker.hidden=!1;let i=(this.runs||[]).find(s=>s.run===this.run);i&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${i.status}`,this.statusBadge.textContent=Wn[i.status]||i.status,this.counts.textContent=ob(i.counts))}async refresh({reason:t}={}){let n=++this.seq;this.root.dataset.refreshesStarted=String((Number(this.root.dataset.refreshesStarted)||0)+1),this.root.dataset.startReason=t||"",this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await Fl()}catch(o){if(n!==this.seq)return;let l=`Could not load the list of runs: ${o.message}`;this.showBanner(l),this.showFatal(l);return}if(n!==this.seq)return;let i=Array.isArray(r.body.runs)?r.body.runs.filter(o=>o&&typeof o.run=="string"):[];if(this.runs=i,!i.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let s=i.map(o=>o.run);if(!s.includes(this.run)){let o=this.savedRun&&s.includes(this.savedRun)?this.savedRun:null;this.nodeId=o?this.savedNode:null,this.savedRun=null,this.run=o||Lf(i)}this.view!=="run"&&this.buildRunView(),this.updateRunPicker(),await this.loadRun(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){if(t===this.run)return;this.run=t,this.nodeId=null,Gn(Qo,{run:t,node:null}),this.updateRunPicker(),this.diagnosisText=null;let n=++this.seq;this.root.dataset.loading="true";try{await this.loadRun(n)}finally{n===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}current(t,n){return t===this.seq&&n===this.run}async loadRun(t){let n=this.run,[r]=await Promise.allSettled([Pl(n)]);if(!this.current(t,n))return;let i=r.status==="fulfilled"?r.value.body:null;if(i&&typeof i.run=="string"&&i.run!==n)return;let s=!i||!Array.isArray(i.series)||i.series.includes(Rt.loss),[o]=s?await Promise.allSettled([jl(n,Rt.loss)]):[null];if(!this.current(t,n))return;let l=!0;if(r.status==="fulfilled")this.applyDiagnosis(r.value.body,r.value.text);else{l=!1;let f=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,H(this.flowBox,p("p",{class:"error-text"},f)),H(this.findingsBox,p("h3",null,"Findings"),p("p",{class:"muted"},"Unavailable.")),H(this.panel,p("h3",null,"Evidence"),p("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(f)}if(!o)this.chart.showNote(lb(i));else if(o.status==="fulfilled")this.chart.update(o.value.body,o.value.text);else{let f=o.reason;this.chart.showError(f.status===404||f.status===400?`No loss series for this run: ${f.message}`:`Could not load the loss series: ${f.message}`)}if(!l)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let a=this.areaViews.slice(),c=await Promise.allSettled(a.map(f=>f.update(n,this.diagnosis)));if(!this.current(t,n))return;let u=c.find(f=>f.status==="rejected");if(u)throw u.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],i=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!i.some(s=>s.id===this.nodeId)&&(this.nodeId=null),this.flow=Ba(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:s=>this.selectNode(s)}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];Ua(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(s,o)=>{let l=this.areaViews.map(a=>a.focusFinding(o)).filter(Boolean);this.selectNode(s,{scroll:!l.length})}});let i=r.find(s=>s.id===this.nodeId);i?Ya(this.panel,i,n,{onClose:()=>this.selectNode(null)}):Ga(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,Gn(Qo,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"nearest",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let i=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!i)return;i.classList.add("focused");let s=i.getBoundingClientRect().top;(s<64||s>window.innerHeight-120)&&i.scrollIntoView&&i.scrollIntoView({block:"start",behavior:"smooth"})}},dn=null;function Cv(){if(dn)return dn;st("trainhealth-style",`${Ll}
${Ol}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",dn=new el(e),vd(()=>{dn.chart&&dn.chart.retheme();for(let n of dn.areaViews)n.retheme()});let t=Tf(n=>dn.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;dn.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),dn.refresh({reason:"initial"}).then(()=>t.markRefreshed()),dn}export{Cv as render};
