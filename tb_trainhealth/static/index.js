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
`;var Cl={areas:[{events:["training_error"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix the layer, the data or the loss",parent:"shape"}],series:[],title:"Shapes"},{events:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers"],findings:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse"],hint:'The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the batch\'s data, the loss, every layer\'s output, the gradients and the weights each step (also under XLA), and names the first step, sample, layer and variable that went NaN/Inf; `options={"nonfinite": {"replay": True}}` reruns that step under check_numerics and names the op and its source line. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.',histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_op:"First NaN/Inf op",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],title:"NaN / Inf"},{events:["memory_model","oom","disk_full","batch_size_search"],findings:["oom","memory_pressure","memory_growth","disk_full"],hint:"The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, logs the model's size, and records an out-of-memory error with the allocation that failed. `tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here.",histograms:[],labels:{batch_size_search:"Batch-size search",disk_full:"Disk full",memory_growth:"Memory growth",memory_model:"Model size",memory_peak:"Memory peak",memory_pressure:"Memory pressure",memory_used:"Memory used",oom:"Out of memory"},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:["memory_used","memory_peak"],title:"Memory"},{events:[],findings:["exploding_gradients","vanishing_gradients","dead_units"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],title:"Gradient health"},{events:["head_check","epoch_logs"],findings:["loss_oscillating","loss_diverging","loss_stuck","accuracy_at_chance","output_activation_mismatch","loss_output_mismatch","unscaled_inputs","saturated_activations","learning_rate_too_high","learning_rate_too_low"],hint:"The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`.",histograms:[],labels:{accuracy_at_chance:"Accuracy at chance",epoch_logs:"Epoch metrics",head_check:"Head and loss check",learning_rate_too_high:"Learning rate too high",learning_rate_too_low:"Learning rate too low",loss_diverging:"Loss diverging",loss_oscillating:"Loss oscillating",loss_output_mismatch:"Loss does not fit output/targets",loss_stuck:"Loss stuck",lr_update_ratio:"Update / weight ratio (sampled)",output_activation_mismatch:"Output head cannot fit targets",saturated_activations:"Saturated activations",saturation:"Saturated share (|z| > 5)",unscaled_inputs:"Unscaled inputs"},log_scale:["lr_update_ratio"],matrices:["saturation","lr_update_ratio"],name:"convergence",nodes:[{edge_label:"does not learn",id:"convergence",kind:"check",label:"Loss not decreasing / unstable",parent:"error"},{edge_label:"",id:"fix_convergence",kind:"fix",label:"Output head, loss, input scale, learning rate",parent:"convergence"}],series:[],title:"Convergence"},{events:["input_timing","input_stall","pipeline_graph"],findings:["input_bound","input_stall","pipeline_lint"],hint:"The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a PyDataset). Custom training loops are not timed.",histograms:[],labels:{compute_time:"Compute (ms)",host_time:"Host, between steps (ms)",input_bound:"Input-bound",input_stall:"Input stall",input_timing:"Input timing",input_wait:"Input wait (ms)",pipeline_graph:"Pipeline",pipeline_lint:"Pipeline lint"},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:["input_wait","compute_time","host_time"],title:"Input pipeline"}]};var hn=Object.freeze(Cl.areas.map(e=>Object.freeze(e)));function Bn(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,i){if(typeof i=="string"){if(Object.prototype.hasOwnProperty.call(r,i))return r[i];throw new Error(`no declared ${e} ${JSON.stringify(i)} (tb_trainhealth/areas/)`)}}})}var Yr=e=>hn.flatMap(t=>t[e]),fe=Bn("area",hn.map(e=>e.name)),gb=Bn("node id",hn.flatMap(e=>e.nodes.map(t=>t.id))),Mn=Bn("finding kind",Yr("findings")),nn=Bn("event kind",Yr("events")),Vn=Bn("matrix statistic",Yr("matrices")),Ft=Bn("series",Yr("series")),mb=Bn("histogram family",Yr("histograms")),hh=Object.freeze(Object.assign({},...hn.map(e=>e.labels)));function _e(e){return hh[e]||Gr(e)}function Cs(e){return hn.find(t=>t.name===fe[e])}function Il(e){let t=hn.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function st(e){if(!e||typeof e!="object")return null;let t=hn.find(n=>n.findings.includes(e.kind));return t?t.name:Il(e.node)}function Rl(e){let t=Il(e);return(t?Cs(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var Dn={critical:0,warning:1,info:2},Hn={triggered:"Triggered",clear:"Clear",no_data:"No data"},Wn={critical:"critical",warning:"warning",healthy:"healthy"};function Is(e){let t=null;for(let n of e){let r=n&&n.severity;r in Dn&&(t===null||Dn[r]<Dn[t])&&(t=r)}return t}function ph(e){if(typeof e=="number"){if(!Number.isFinite(e))return String(e);let t=Math.abs(e);if(Number.isInteger(e)&&t<1e15)return String(e);if(t!==0&&(t>=1e6||t<.001)){let[n,r]=e.toExponential(3).split("e");return`${Number(n)}e${Number(r)}`}return String(Number(e.toPrecision(4)))}return typeof e=="boolean"?e?"true":"false":String(e)}function gh(e){let t=[],n=e[0],r=e[0];for(let i of[...e.slice(1),null]){if(i!==null&&i===r+1){r=i;continue}if(r-n>=2)t.push(`${n}–${r}`);else for(let s=n;s<=r;s++)t.push(String(s));n=r=i}return t}var br=12;function Tn(e){if(e==null)return"—";if(Array.isArray(e)){if(!e.length)return"none";let t;return e.every(s=>Number.isInteger(s))&&e.every((s,o)=>o===0||s>e[o-1])?t=gh(e):t=e.map(s=>s!==null&&typeof s=="object"?`(${Tn(s)})`:Tn(s)),(t.length>br?[...t.slice(0,br),`… ${t.length-br} more`]:t).join(", ")}if(typeof e=="object"){let t=Object.entries(e);if(!t.length)return"none";let n=t.slice(0,br).map(([r,i])=>`${r}: ${Tn(i)}`);return t.length>br&&n.push(`… ${t.length-br} more`),n.join(" · ")}return typeof e=="string"?e.replace(mh,""):ph(e)}var mh=/\u001b\[[0-9;]*m/g;function xr(e){if(!e||typeof e!="object")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Number.isFinite(e.step)?e.step:null;if(e.kind===Mn.training_error||typeof t.phase=="string"&&"completed_steps"in t)return(typeof t.phase=="string"?/step/.test(t.phase):n!==null)&&n!==null?`crashed at step ${n}`:typeof t.phase=="string"?`crashed in ${t.phase.replace(/_/g," ")}`:"crashed";let i=Number.isFinite(t.first_step)?t.first_step:null,s=Number.isFinite(t.last_step)?t.last_step:null;return i!==null&&s!==null&&s!==i?`steps ${Math.min(i,s)}–${Math.max(i,s)}`:n!==null?`step ${n}`:null}function Gr(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function rn(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var Ur=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function qr(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(i){throw new Ur(`Could not reach TensorBoard (${i&&i.message?i.message:i}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let i=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new Ur(i,t.status)}if(r===null||typeof r!="object")throw new Ur(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function ki(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,i])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(i))}`).join("&");return n?`${e}?${n}`:e}function Fl(){return qr("runs")}function Pl(e){return qr(ki("diagnosis",{run:e}))}function jl(e,t){return qr(ki("series",{run:e,name:t}))}function Kr(e,t,n){return qr(ki("matrix",{run:e,stat:t,max_columns:n||null}))}function yh(e,t,n){return qr(ki(`${fe[e]}/${t}`,n))}function zl(e,t){return yh(fe.gradients,"histograms",{run:e,layer:t})}var bh="http://www.w3.org/2000/svg";function Rs(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function Dl(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function p(e,t,...n){return Rs(Dl(document.createElement(e),t),n)}function q(e,t,...n){return Rs(Dl(document.createElementNS(bh,e),t),n)}function H(e,...t){return e.textContent="",Rs(e,t)}function Nn(e){return String(e).split("`").map((n,r)=>r%2?p("code",null,n):n)}function ot(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function wr(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function Yn(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var la=Object.defineProperty,xh=(e,t,n)=>t in e?la(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,wh=(e,t)=>{for(var n in t)la(e,n,{get:t[n],enumerable:!0})},vh=(e,t,n)=>xh(e,typeof t!="symbol"?t+"":t,n),aa={};wh(aa,{Graph:()=>Wt,alg:()=>Ws});var kh=Object.defineProperty,ca=(e,t)=>{for(var n in t)kh(e,n,{get:t[n],enumerable:!0})},Hs=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let i of r)n.add(i);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([i,s])=>{e(i)&&t.setNode(i,s)}),Object.values(this._edgeObjs).forEach(i=>{t.hasNode(i.v)&&t.hasNode(i.w)&&t.setEdge(i,this.edge(i))});let n={},r=i=>{let s=this.parent(i);return!s||t.hasNode(s)?(n[i]=s,s):s in n?n[s]:r(s)};return this._isCompound&&t.nodes().forEach(i=>t.setParent(i,r(i))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let i,s,o,l,a=!1;typeof e=="object"&&e!==null&&"v"in e?(i=e.v,s=e.w,o=e.name,arguments.length===2&&(l=t,a=!0)):(i=e,s=t,o=r,arguments.length>2&&(l=n,a=!0)),i=""+i,s=""+s,o!==void 0&&(o=""+o);let c=Jr(this._isDirected,i,s,o);if(c in this._edgeLabels)return a&&(this._edgeLabels[c]=l),this;if(o!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(i),this.setNode(s),this._edgeLabels[c]=a?l:this._defaultEdgeLabelFn(i,s,o);let u=_h(this._isDirected,i,s,o);return i=u.v,s=u.w,Object.freeze(u),this._edgeObjs[c]=u,Bl(this._preds[s],i),Bl(this._sucs[i],s),this._in[s][c]=u,this._out[i][c]=u,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?Fs(this._isDirected,e):Jr(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?Fs(this._isDirected,e):Jr(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?Fs(this._isDirected,e):Jr(this._isDirected,e,t,n),i=this._edgeObjs[r];if(i){let s=i.v,o=i.w;delete this._edgeLabels[r],delete this._edgeObjs[r],Vl(this._preds[o],s),Vl(this._sucs[s],o),delete this._in[o][r],delete this._out[s][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(i=>i.v===t&&i.w===n||i.v===n&&i.w===t):r}};function Bl(e,t){e[t]?e[t]++:e[t]=1}function Vl(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function Jr(e,t,n,r){let i=""+t,s=""+n;if(!e&&i>s){let o=i;i=s,s=o}return i+""+s+""+(r===void 0?"\0":r)}function _h(e,t,n,r){let i=""+t,s=""+n;if(!e&&i>s){let l=i;i=s,s=l}let o={v:i,w:s};return r&&(o.name=r),o}function Fs(e,t){return Jr(e,t.v,t.w,t.name)}var Sh={};ca(Sh,{read:()=>Nh,write:()=>Eh});function Eh(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:Th(e),edges:Mh(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function Th(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),i={v:t};return n!==void 0&&(i.value=n),r!==void 0&&(i.parent=r),i})}function Mh(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function Nh(e){let t=new Hs(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var Ws={};ca(Ws,{CycleException:()=>Si,bellmanFord:()=>da,components:()=>Lh,dijkstra:()=>_i,dijkstraAll:()=>Ih,findCycles:()=>Rh,floydWarshall:()=>Ph,isAcyclic:()=>zh,postorder:()=>Bh,preorder:()=>Vh,prim:()=>Hh,shortestPaths:()=>Wh,tarjan:()=>fa,topsort:()=>ha});var Ah=()=>1;function da(e,t,n,r){return $h(e,String(t),n||Ah,r||function(i){var s;return(s=e.outEdges(i))!=null?s:[]})}function $h(e,t,n,r){let i={},s,o=0,l=e.nodes(),a=function(f){let m=i[f.v],k=i[f.w];if(!m||!k)return;let S=n(f);m.distance+S<k.distance&&(i[f.w]={distance:m.distance+S,predecessor:f.v},s=!0)},c=function(){l.forEach(function(f){r(f).forEach(function(m){let k=m.v===f?m.v:m.w,S=k===m.v?m.w:m.v;a({v:k,w:S})})})};l.forEach(function(f){let m=f===t?0:Number.POSITIVE_INFINITY;i[f]={distance:m,predecessor:""}});let u=l.length;for(let f=1;f<u&&(s=!1,o++,c(),!!s);f++);if(o===u-1&&(s=!1,c(),s))throw new Error("The graph contains a negative weight cycle");return i}function Lh(e){let t={},n=[],r;function i(s){var o,l;s in t||(t[s]=!0,r.push(s),(o=e.successors(s))==null||o.forEach(i),(l=e.predecessors(s))==null||l.forEach(i))}return e.nodes().forEach(function(s){r=[],i(s),r.length&&n.push(r)}),n}var ua=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let i=this._arr,s=i.length;return n[r]=s,i.push({key:r,priority:t}),this._decrease(s),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,i=e;n<t.length&&(i=t[n].priority<t[i].priority?n:i,r<t.length&&(i=t[r].priority<t[i].priority?r:i),i!==e&&(this._swap(e,i),this._heapify(i)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,i=n[e],s=n[t];n[e]=s,n[t]=i,r[s.key]=e,r[i.key]=t}},Oh=()=>1;function _i(e,t,n,r){let i=function(s){var o;return(o=e.outEdges(s))!=null?o:[]};return Ch(e,String(t),n||Oh,r||i)}function Ch(e,t,n,r){let i={},s=new ua,o,l,a=function(c){let u=c.v!==o?c.v:c.w,f=i[u];if(!f)return;let m=n(c),k=l.distance+m;if(m<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+m);k<f.distance&&(f.distance=k,f.predecessor=o,s.decrease(u,k))};for(e.nodes().forEach(function(c){let u=c===t?0:Number.POSITIVE_INFINITY;i[c]={distance:u,predecessor:""},s.add(c,u)});s.size()>0;){o=s.removeMin();let c=i[o];if(!c||c.distance===Number.POSITIVE_INFINITY)break;l=c,r(o).forEach(a)}return i}function Ih(e,t,n){return e.nodes().reduce(function(r,i){return r[i]=_i(e,i,t,n),r},{})}function fa(e){let t=0,n=[],r={},i=[];function s(o){var l;let a=r[o]={onStack:!0,lowlink:t,index:t++};if(n.push(o),(l=e.successors(o))==null||l.forEach(function(c){if(c in r){let u=r[c];u!=null&&u.onStack&&(a.lowlink=Math.min(a.lowlink,u.index))}else{s(c);let u=r[c];u&&(a.lowlink=Math.min(a.lowlink,u.lowlink))}}),a.lowlink===a.index){let c=[],u;do{u=n.pop();let f=r[u];f&&(f.onStack=!1),c.push(u)}while(o!==u);i.push(c)}}return e.nodes().forEach(function(o){o in r||s(o)}),i}function Rh(e){return fa(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var Fh=()=>1;function Ph(e,t,n){return jh(e,t||Fh,n||function(r){var i;return(i=e.outEdges(r))!=null?i:[]})}function jh(e,t,n){let r={},i=e.nodes();return i.forEach(function(s){let o={};r[s]=o,o[s]={distance:0,predecessor:""},i.forEach(function(l){s!==l&&(o[l]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(s).forEach(function(l){let a=l.v===s?l.w:l.v,c=t(l);o[a]={distance:c,predecessor:s}})}),i.forEach(function(s){let o=r[s];o&&i.forEach(function(l){let a=r[l];a&&i.forEach(function(c){let u=a[s],f=o[c],m=a[c];if(u&&f&&m){let k=u.distance+f.distance;k<m.distance&&(m.distance=k,m.predecessor=f.predecessor)}})})}),r}var Si=class extends Error{constructor(e){super(e),this.name="CycleException"}};function ha(e){let t={},n={},r=[];function i(s){var o;if(s in n)throw new Si;s in t||(n[s]=!0,t[s]=!0,(o=e.predecessors(s))==null||o.forEach(i),delete n[s],r.push(s))}if(e.sinks().forEach(i),Object.keys(t).length!==e.nodeCount())throw new Si;return r}function zh(e){try{ha(e)}catch(t){if(t instanceof Si)return!1;throw t}return!0}function Dh(e,t,n,r,i){Array.isArray(t)||(t=[t]);let s=(l=>{var a;return(a=e.isDirected()?e.successors(l):e.neighbors(l))!=null?a:[]}),o={};return t.forEach(function(l){if(!e.hasNode(l))throw new Error("Graph does not have node: "+l);i=pa(e,l,n==="post",o,s,r,i)}),i}function pa(e,t,n,r,i,s,o){return t in r||(r[t]=!0,n||(o=s(o,t)),i(t).forEach(function(l){o=pa(e,l,n,r,i,s,o)}),n&&(o=s(o,t))),o}function ga(e,t,n){return Dh(e,t,n,function(r,i){return r.push(i),r},[])}function Bh(e,t){return ga(e,t,"post")}function Vh(e,t){return ga(e,t,"pre")}function Hh(e,t){var n;let r=new Hs,i={},s=new ua,o;function l(u){let f=u.v===o?u.w:u.v,m=s.priority(f);if(m!==void 0){let k=t(u);k<m&&(i[f]=o,s.decrease(f,k))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(u){s.add(u,Number.POSITIVE_INFINITY),r.setNode(u)});let a=e.nodes()[0];a!==void 0&&s.decrease(a,0);let c=!1;for(;s.size()>0;){if(o=s.removeMin(),o in i)r.setEdge(o,i[o]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(o))==null||n.forEach(l)}return r}function Wh(e,t,n,r){return Yh(e,t,n,r??(i=>{var s;return(s=e.outEdges(i))!=null?s:[]}))}function Yh(e,t,n,r){if(n===void 0)return _i(e,t,n,r);let i=!1,s=e.nodes();for(let o=0;o<s.length;o++){let l=s[o];if(l===void 0)continue;let a=r(l);for(let c=0;c<a.length;c++){let u=a[c];if(!u)continue;let f=u.v===l?u.v:u.w,m=f===u.v?u.w:u.v;n({v:f,w:m})<0&&(i=!0)}if(i)return da(e,t,n,r)}return _i(e,t,n,r)}var Wt=Hs;function kr(e,t,n,r){let i=r;for(;e.hasNode(i);)i=Ys(r);return n.dummy=t,e.setNode(i,n),i}function Gh(e){let t=new Wt().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},i=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+i.weight,minlen:Math.max(r.minlen,i.minlen)})}),t}function ma(e){let t=new Wt({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function Hl(e,t){let n=e.x,r=e.y,i=t.x-n,s=t.y-r,o=e.width/2,l=e.height/2;if(!i&&!s)throw new Error("Not possible to find intersection inside of the rectangle");let a,c;return i===0||Math.abs(s)*o>Math.abs(i)*l?(s<0&&(l=-l),a=l*i/s,c=l):(i<0&&(o=-o),a=o,c=o*s/i),{x:n+a,y:r+c}}function Zr(e){let t=Xr(ba(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),i=r.rank;i!==void 0&&(t[i]||(t[i]=[]),t[i][r.order]=n)}),t}function Uh(e){let t=e.nodes().map(r=>{let i=e.node(r).rank;return i===void 0?Number.MAX_VALUE:i}),n=sn(Math.min,t);e.nodes().forEach(r=>{let i=e.node(r);Object.hasOwn(i,"rank")&&(i.rank-=n)})}function qh(e){let t=e.nodes().map(o=>e.node(o).rank).filter(o=>o!==void 0),n=sn(Math.min,t),r=[];e.nodes().forEach(o=>{let l=e.node(o).rank-n;r[l]||(r[l]=[]),r[l].push(o)});let i=0,s=e.graph().nodeRankFactor;Array.from(r).forEach((o,l)=>{o===void 0&&l%s!==0?--i:o!==void 0&&i&&o.forEach(a=>e.node(a).rank+=i)})}function Wl(e,t,n,r){let i={width:0,height:0};return arguments.length>=4&&(i.rank=n,i.order=r),kr(e,"border",i,t)}function Kh(e,t=ya){let n=[];for(let r=0;r<e.length;r+=t){let i=e.slice(r,r+t);n.push(i)}return n}var ya=65535;function sn(e,t){if(t.length>ya){let n=Kh(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function ba(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return sn(Math.max,t)}function Jh(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function Xh(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function xa(e,t){return t()}var Zh=0;function Ys(e){let t=++Zh;return e+(""+t)}function Xr(e,t,n=1){t==null&&(t=e,e=0);let r=s=>s<t;n<0&&(r=s=>t<s);let i=[];for(let s=e;r(s);s+=n)i.push(s);return i}function Ei(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function Ti(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[i,s])=>(r[i]=n(s,i),r),{})}function Qh(e,t){return e.reduce((n,r,i)=>(n[r]=t[i],n),{})}var Mi="\0";function wa(e,t,n){var r,i,s,o,l,a;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let u=c?(i=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?i:NaN+1:(o=(s=e[t.edgeObj.w])==null?void 0:s.rank)!=null?o:NaN-1,f=Object.entries(e).find(w=>{var b,_;return((b=w[1].edgeObj)==null?void 0:b.v)===t.edgeObj.v&&((_=w[1].edgeObj)==null?void 0:_.w)===t.edgeObj.w&&w[1].rank===u}),m=Object.entries(e).find(w=>{var b,_;return((b=w[1].edgeObj)==null?void 0:b.v)===n.edgeObj.v&&((_=w[1].edgeObj)==null?void 0:_.w)===n.edgeObj.w&&w[1].rank===u});if(!f||!m)return 0;let k=(l=f[1].order)!=null?l:NaN,S=(a=m[1].order)!=null?a:NaN;return isNaN(k-S)?0:k-S}var ep="3.1.3",tp=class{constructor(){vh(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return Yl(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&Yl(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,np)),n=n._prev;return"["+e.join(", ")+"]"}};function Yl(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function np(e,t){if(e!=="_next"&&e!=="_prev")return t}var rp=tp,ip=()=>1;function sp(e,t){if(e.nodeCount()<=1)return[];let n=lp(e,t||ip);return op(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function op(e,t,n){var r;let i=[],s=t[t.length-1],o=t[0],l;for(;e.nodeCount();){for(;l=o.dequeue();)Ps(e,t,n,l);for(;l=s.dequeue();)Ps(e,t,n,l);if(e.nodeCount()){for(let a=t.length-2;a>0;--a)if(l=(r=t[a])==null?void 0:r.dequeue(),l){i=i.concat(Ps(e,t,n,l,!0)||[]);break}}}return i}function Ps(e,t,n,r,i){let s=[],o=i?s:void 0;return(e.inEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=e.node(l.v);i&&s.push({v:l.v,w:l.w}),c.out-=a,Vs(t,n,c)}),(e.outEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=l.w,u=e.node(c);u.in-=a,Vs(t,n,u)}),e.removeNode(r.v),o}function lp(e,t){let n=new Wt,r=0,i=0;e.nodes().forEach(l=>{n.setNode(l,{v:l,in:0,out:0})}),e.edges().forEach(l=>{let a=n.edge(l.v,l.w)||0,c=t(l),u=a+c;n.setEdge(l.v,l.w,u);let f=n.node(l.v),m=n.node(l.w);i=Math.max(i,f.out+=c),r=Math.max(r,m.in+=c)});let s=ap(i+r+3).map(()=>new rp),o=r+1;return n.nodes().forEach(l=>{Vs(s,o,n.node(l))}),{graph:n,buckets:s,zeroIdx:o}}function Vs(e,t,n){var r,i,s;n.out?n.in?(s=e[n.out-n.in+t])==null||s.enqueue(n):(i=e[e.length-1])==null||i.enqueue(n):(r=e[0])==null||r.enqueue(n)}function ap(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function cp(e,t){(e.graph().acyclicer==="greedy"?sp(e,n(e)):dp(e,t??null)).forEach(r=>{let i=e.edge(r);e.removeEdge(r),i.forwardName=r.name,i.reversed=!0,e.setEdge(r.w,r.v,i,Ys("rev"))});function n(r){return i=>r.edge(i).weight}}function dp(e,t){let n=[],r={},i={};function s(a){Object.hasOwn(i,a)||(i[a]=!0,r[a]=!0,e.outEdges(a).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):s(c.w)}),delete r[a])}function o(a){var c;Object.hasOwn(i,a)||(i[a]=!0,r[a]=!0,(c=e.outEdges(a))==null||c.forEach(u=>{var f,m;Object.hasOwn(r,u.w)||((f=t.node(a))==null?void 0:f.rank)>((m=t.node(u.w))==null?void 0:m.rank)&&fp(e,u.w,u)?n.push(u):o(u.w)}),delete r[a])}let l=s;return t&&typeof t.node=="function"&&(l=o),e.sources().forEach(l),e.nodes().forEach(l),n}function up(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function fp(e,t,n){let r=new Set;function i(s){var o;if(e.sources().includes(s))return!0;r.add(s);for(let l of(o=e.inEdges(s))!=null?o:[])if(!(l.v===n.v&&l.w===n.w)&&!r.has(l.v)&&i(l.v))return!0;return!1}return i(t)}function hp(e){e.graph().dummyChains=[],e.edges().forEach(t=>pp(e,t))}function pp(e,t){let n=t.v,r=e.node(n).rank,i=t.w,s=e.node(i).rank,o=t.name,l=e.edge(t),a=l.labelRank;if(s===r+1)return;e.removeEdge(t);let c,u,f;for(f=0,++r;r<s;++f,++r)l.points=[],u={width:0,height:0,edgeLabel:l,edgeObj:t,rank:r},c=kr(e,"edge",u,"_d"),r===a&&(u.width=l.width,u.height=l.height,u.dummy="edge-label",u.labelpos=l.labelpos),e.setEdge(n,c,{weight:l.weight},o),f===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,i,{weight:l.weight},o)}function gp(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,i;for(e.setEdge(n.edgeObj,r);n.dummy;)i=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=i,n=e.node(t)})}function Gs(e){let t={};function n(r){let i=e.node(r);if(Object.hasOwn(t,r))return i.rank;t[r]=!0;let s=e.outEdges(r),o=s?s.map(a=>a==null?Number.POSITIVE_INFINITY:n(a.w)-e.edge(a).minlen):[],l=sn(Math.min,o);return l===Number.POSITIVE_INFINITY&&(l=0),i.rank=l}e.sources().forEach(n)}function vr(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var va=mp;function mp(e){let t=new Wt({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],i=e.nodeCount();t.setNode(r,{});let s,o;for(;yp(t,e)<i&&(s=bp(t,e),!!s);)o=t.hasNode(s.v)?vr(e,s):-vr(e,s),xp(t,e,o);return t}function yp(e,t){function n(r){let i=t.nodeEdges(r);i&&i.forEach(s=>{let o=s.v,l=r===o?s.w:o;!e.hasNode(l)&&!vr(t,s)&&(e.setNode(l,{}),e.setEdge(r,l,{}),n(l))})}return e.nodes().forEach(n),e.nodeCount()}function bp(e,t){return t.edges().reduce((n,r)=>{let i=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(i=vr(t,r)),i<n[0]?[i,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function xp(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:wp,postorder:vp}=Ws,kp=Gn;Gn.initLowLimValues=qs;Gn.initCutValues=Us;Gn.calcCutValue=ka;Gn.leaveEdge=Sa;Gn.enterEdge=Ea;Gn.exchangeEdges=Ta;function Gn(e){e=Gh(e),Gs(e);let t=va(e);qs(t),Us(t,e);let n,r;for(;n=Sa(t);)r=Ea(t,e,n),Ta(t,e,n,r)}function Us(e,t){let n=vp(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>_p(e,t,r))}function _p(e,t,n){let r=e.node(n).parent,i=e.edge(n,r);i.cutvalue=ka(e,t,n)}function ka(e,t,n){let r=e.node(n).parent,i=!0,s=t.edge(n,r),o=0;s||(i=!1,s=t.edge(r,n)),o=s.weight;let l=t.nodeEdges(n);return l&&l.forEach(a=>{let c=a.v===n,u=c?a.w:a.v;if(u!==r){let f=c===i,m=t.edge(a).weight;if(o+=f?m:-m,Ep(e,n,u)){let k=e.edge(n,u).cutvalue;o+=f?-k:k}}}),o}function qs(e,t){arguments.length<2&&(t=e.nodes()[0]),_a(e,{},1,t)}function _a(e,t,n,r,i){let s=n,o=e.node(r);t[r]=!0;let l=e.neighbors(r);return l&&l.forEach(a=>{Object.hasOwn(t,a)||(n=_a(e,t,n,a,r))}),o.low=s,o.lim=n++,i?o.parent=i:delete o.parent,n}function Sa(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function Ea(e,t,n){let r=n.v,i=n.w;t.hasEdge(r,i)||(r=n.w,i=n.v);let s=e.node(r),o=e.node(i),l=s,a=!1;return s.lim>o.lim&&(l=o,a=!0),t.edges().filter(c=>a===Gl(e,e.node(c.v),l)&&a!==Gl(e,e.node(c.w),l)).reduce((c,u)=>vr(t,u)<vr(t,c)?u:c)}function Ta(e,t,n,r){let i=n.v,s=n.w;e.removeEdge(i,s),e.setEdge(r.v,r.w,{}),qs(e),Us(e,t),Sp(e,t)}function Sp(e,t){let n=e.nodes().find(i=>!e.node(i).parent);if(!n)return;let r=wp(e,[n]);r=r.slice(1),r.forEach(i=>{let s=e.node(i).parent,o=t.edge(i,s),l=!1;o||(o=t.edge(s,i),l=!0),t.node(i).rank=t.node(s).rank+(l?o.minlen:-o.minlen)})}function Ep(e,t,n){return e.hasEdge(t,n)}function Gl(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var Tp=Mp;function Mp(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":Ul(e);break;case"tight-tree":Ap(e);break;case"longest-path":Np(e);break;case"none":break;default:Ul(e)}}var Np=Gs;function Ap(e){Gs(e),va(e)}function Ul(e){kp(e)}var $p=Lp;function Lp(e){let t=Cp(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let i=e.node(r),s=i.edgeObj,o=Op(e,t,s.v,s.w),l=o.path,a=o.lca,c=0,u=l[c],f=!0;for(;r!==s.w;){if(i=e.node(r),f){for(;(u=l[c])!==a&&e.node(u).maxRank<i.rank;)c++;u===a&&(f=!1)}if(!f){for(;c<l.length-1&&e.node(l[c+1]).minRank<=i.rank;)c++;u=l[c]}u!==void 0&&e.setParent(r,u),r=e.successors(r)[0]}})}function Op(e,t,n,r){let i=[],s=[],o=Math.min(t[n].low,t[r].low),l=Math.max(t[n].lim,t[r].lim),a;a=n;do a=e.parent(a),i.push(a);while(a&&(t[a].low>o||l>t[a].lim));let c=a,u=r;for(;(u=e.parent(u))!==c;)s.push(u);return{path:i.concat(s.reverse()),lca:c}}function Cp(e){let t={},n=0;function r(i){let s=n;e.children(i).forEach(r),t[i]={low:s,lim:n++}}return e.children(Mi).forEach(r),t}function Ip(e){let t=kr(e,"root",{},"_root"),n=Rp(e),r=Object.values(n),i=sn(Math.max,r)-1,s=2*i+1;e.graph().nestingRoot=t,e.edges().forEach(l=>e.edge(l).minlen*=s);let o=Fp(e)+1;e.children(Mi).forEach(l=>{Ma(e,t,s,o,i,n,l)}),e.graph().nodeRankFactor=s}function Ma(e,t,n,r,i,s,o){var l;let a=e.children(o);if(!a.length){o!==t&&e.setEdge(t,o,{weight:0,minlen:n});return}let c=Wl(e,"_bt"),u=Wl(e,"_bb"),f=e.node(o);e.setParent(c,o),f.borderTop=c,e.setParent(u,o),f.borderBottom=u,a.forEach(m=>{var k;Ma(e,t,n,r,i,s,m);let S=e.node(m),w=S.borderTop?S.borderTop:m,b=S.borderBottom?S.borderBottom:m,_=S.borderTop?r:2*r,y=w!==b?1:i-((k=s[o])!=null?k:0)+1;e.setEdge(c,w,{weight:_,minlen:y,nestingEdge:!0}),e.setEdge(b,u,{weight:_,minlen:y,nestingEdge:!0})}),e.parent(o)||e.setEdge(t,c,{weight:0,minlen:i+((l=s[o])!=null?l:0)})}function Rp(e){let t={};function n(r,i){let s=e.children(r);s&&s.length&&s.forEach(o=>n(o,i+1)),t[r]=i}return e.children(Mi).forEach(r=>n(r,1)),t}function Fp(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function Pp(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var jp=zp;function zp(e){function t(n){let r=e.children(n),i=e.node(n);if(r.length&&r.forEach(t),i&&Object.hasOwn(i,"minRank")){i.borderLeft=[],i.borderRight=[];for(let s=i.minRank,o=i.maxRank+1;s<o;++s)ql(e,"borderLeft","_bl",n,i,s),ql(e,"borderRight","_br",n,i,s)}}e.children(Mi).forEach(t)}function ql(e,t,n,r,i,s){let o={width:0,height:0,rank:s,borderType:t},l=i[t][s-1],a=kr(e,"border",o,n);i[t][s]=a,e.setParent(a,r),l&&e.setEdge(l,a,{weight:1})}function Dp(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&Na(e)}function Bp(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&Vp(e),(n==="lr"||n==="rl")&&(Hp(e),Na(e))}function Na(e){e.nodes().forEach(t=>Kl(e.node(t))),e.edges().forEach(t=>Kl(e.edge(t)))}function Kl(e){let t=e.width;e.width=e.height,e.height=t}function Vp(e){e.nodes().forEach(t=>js(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(js),Object.hasOwn(r,"y")&&js(r)})}function js(e){e.y=-e.y}function Hp(e){e.nodes().forEach(t=>zs(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(zs),Object.hasOwn(r,"x")&&zs(r)})}function zs(e){let t=e.x;e.x=e.y,e.y=t}function Wp(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),i=r.map(c=>e.node(c).rank),s=sn(Math.max,i),o=Xr(s+1).map(()=>[]);function l(c){if(n[c])return;n[c]=!0;let u=e.node(c);o[u.rank].push(c);let f=e.successors(c);f&&[...f].sort((m,k)=>a(m,k)).forEach(l)}r.sort((c,u)=>e.node(c).rank-e.node(u).rank).forEach(l);function a(c,u){let f=e.node(c),m=e.node(u);return wa(t,f,m)}return o}function Yp(e,t){let n=0;for(let r=1;r<t.length;++r)n+=Gp(e,t[r-1],t[r]);return n}function Gp(e,t,n){let r=Qh(n,n.map((c,u)=>u)),i=t.flatMap(c=>{let u=e.outEdges(c);return u?u.map(f=>({pos:r[f.w],weight:e.edge(f).weight})).sort((f,m)=>f.pos-m.pos):[]}),s=1;for(;s<n.length;)s<<=1;let o=2*s-1;s-=1;let l=new Array(o).fill(0),a=0;return i.forEach(c=>{let u=c.pos+s;l[u]+=c.weight;let f=0;for(;u>0;)u%2&&(f+=l[u+1]),u=u-1>>1,l[u]+=c.weight;a+=c.weight*f}),a}function Up(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let i=r.reduce((s,o)=>{let l=e.edge(o),a=e.node(o.v);return{sum:s.sum+l.weight*a.order,weight:s.weight+l.weight}},{sum:0,weight:0});return{v:n,barycenter:i.sum/i.weight,weight:i.weight}}})}function qp(e,t){let n={};e.forEach((i,s)=>{let o={indegree:0,in:[],out:[],vs:[i.v],i:s};i.barycenter!==void 0&&(o.barycenter=i.barycenter,o.weight=i.weight),n[i.v]=o}),t.edges().forEach(i=>{let s=n[i.v],o=n[i.w];s!==void 0&&o!==void 0&&(o.indegree++,s.out.push(o))});let r=Object.values(n).filter(i=>!i.indegree);return Kp(r)}function Kp(e){let t=[];function n(i){return s=>{s.merged||(s.barycenter===void 0||i.barycenter===void 0||s.barycenter>=i.barycenter)&&Jp(i,s)}}function r(i){return s=>{s.in.push(i),--s.indegree===0&&e.push(s)}}for(;e.length;){let i=e.pop();t.push(i),i.in.reverse().forEach(n(i)),i.out.forEach(r(i))}return t.filter(i=>!i.merged).map(i=>Ei(i,["vs","i","barycenter","weight"]))}function Jp(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function Xp(e,t,n,r,i){let s={},o=null,l=null,a=i;typeof t=="boolean"?(a=t,s={}):t&&(s=t,o=n??null,l=r??null);let c=Jh(e,_=>Object.hasOwn(_,"barycenter")),u=c.lhs,f=c.rhs.sort((_,y)=>y.i-_.i),m=[],k=0,S=0,w=0;u.sort(Zp(l,o,!!a));for(let[_,y]of Object.entries(s)){let v=u.findIndex(E=>E.vs[0]===_);u.splice(v+1,0,y)}w=Jl(m,f,w),u.forEach(_=>{w+=_.vs.length,m.push(_.vs),k+=_.barycenter*_.weight,S+=_.weight,w=Jl(m,f,w)});let b={vs:m.flat(1)};return S&&(b.barycenter=k/S,b.weight=S),b}function Jl(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function Zp(e,t,n){return(r,i)=>{if(r.barycenter<i.barycenter)return-1;if(r.barycenter>i.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof i.vs[0]=="string")){let s=e.node(r.vs[0]),o=e.node(i.vs[0]),l=wa(t,s,o);if(l!==0)return l}return n?i.i-r.i:r.i-i.i}}function Aa(e,t,n,r,i){var s,o,l,a,c,u,f,m,k,S,w;let b=null,_=i;typeof r=="boolean"?(_=r,b=null):r!==void 0&&(b=r);let y=e.children(t),v=e.node(t),E=v?v.borderLeft:void 0,N=v?v.borderRight:void 0,A={};E&&(y=y.filter(C=>C!==E&&C!==N));let R=Up(e,y);R.forEach(C=>{if(e.children(C.v).length){let{result:I}=Aa(e,C.v,n,b,_);A[C.v]=I,Object.hasOwn(I,"barycenter")&&eg(C,I)}});let L=qp(R,n);Qp(L,A);let B={},Y=!1;for(let C=0;C<L.length;C++)for(let I=C+1;I<L.length;I++)if(!(!L[C]||!L[I]||!((s=L[C])!=null&&s.barycenter)||!((o=L[I])!=null&&o.barycenter))&&((l=L[C])==null?void 0:l.barycenter)===L[I].barycenter){let F=(c=(a=L[C])==null?void 0:a.vs[0])!=null?c:"",O=(f=(u=L[I])==null?void 0:u.vs[0])!=null?f:"",z=e.node(F),j=e.node(O);if(z.dummy==="edge"&&j.dummy==="edge"&&((m=z.edgeObj)==null?void 0:m.v)===((k=j.edgeObj)==null?void 0:k.v)&&((S=z.edgeObj)==null?void 0:S.w)===((w=j.edgeObj)==null?void 0:w.w))if(z.edgeLabel.reversed){B[O]=L[C],L.splice(C,1),C--;break}else B[F]||(B[F]=L[I],L.splice(I,1),I--);else Y=!0}let M=Xp(L,B,b,e,_);if(E&&N){M.vs=[E,M.vs,N].flat(1);let C=e.predecessors(E);if(C&&C.length){let I=e.node(C[0]),F=e.predecessors(N),O=e.node(F[0]);Object.hasOwn(M,"barycenter")||(M.barycenter=0,M.weight=0),M.barycenter=(M.barycenter*M.weight+I.order+O.order)/(M.weight+2),M.weight+=2}}return Object.defineProperty(M,"result",{value:M,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(M,"usedBias",{value:Y,enumerable:!1,configurable:!0,writable:!0}),M}function Qp(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function eg(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function tg(e,t,n,r){r||(r=e.nodes());let i=ng(e),s=new Wt({compound:!0}).setGraph({root:i}).setDefaultNodeLabel(o=>e.node(o));return r.forEach(o=>{let l=e.node(o),a=e.parent(o);if(l.rank===t||l.minRank<=t&&t<=l.maxRank){s.setNode(o),s.setParent(o,a||i);let c=e[n](o);c&&c.forEach(u=>{let f=u.v===o?u.w:u.v,m=s.edge(f,o),k=m!==void 0?m.weight:0;s.setEdge(f,o,{weight:e.edge(u).weight+k})}),Object.hasOwn(l,"minRank")&&s.setNode(o,{borderLeft:l.borderLeft[t],borderRight:l.borderRight[t]})}}),s}function ng(e){let t;for(;e.hasNode(t=Ys("_root")););return t}function rg(e,t,n){let r={},i;n.forEach(s=>{let o=e.parent(s),l,a;for(;o;){if(l=e.parent(o),l?(a=r[l],r[l]=o):(a=i,i=o),a&&a!==o){t.setEdge(a,o);return}o=l}})}function $a(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,$a);return}let r=ba(e),i=Xl(e,Xr(1,r+1),"inEdges"),s=Xl(e,Xr(r-1,-1,-1),"outEdges"),o=Wp(e,n);if(Zl(e,o),t.disableOptimalOrderHeuristic)return;let l=Number.POSITIVE_INFINITY,a,c=t.constraints||[];for(let u=0,f=0;f<4;++u,++f){ig(u%2?i:s,u%4>=2,c,n),o=Zr(e);let m=Yp(e,o);m<l?(f=0,a=Object.assign({},o),l=m):m===l&&(a=structuredClone(o))}Zl(e,a)}function Xl(e,t,n){let r=new Map,i=(s,o)=>{r.has(s)||r.set(s,[]),r.get(s).push(o)};for(let s of e.nodes()){let o=e.node(s);if(typeof o.rank=="number"&&i(o.rank,s),typeof o.minRank=="number"&&typeof o.maxRank=="number")for(let l=o.minRank;l<=o.maxRank;l++)l!==o.rank&&i(l,s)}return t.map(function(s){return tg(e,s,n,r.get(s)||[])})}function ig(e,t,n,r){let i=!0,s=new Wt;e.forEach(function(o){n.forEach(u=>s.setEdge(u.left,u.right));let l=o.graph().root,{result:a,usedBias:c}=Aa(o,l,s,r,i);t&&c&&(i=!i),a.vs.forEach((u,f)=>o.node(u).order=f),rg(o,s,a.vs)})}function Zl(e,t){Object.values(t).forEach(n=>n.forEach((r,i)=>e.node(r).order=i))}function sg(e,t){let n={};function r(i,s){let o=0,l=0,a=i.length,c=s[s.length-1];return s.forEach((u,f)=>{let m=lg(e,u),k=m?e.node(m).order:a;(m||u===c)&&(s.slice(l,f+1).forEach(S=>{let w=e.predecessors(S);w&&w.forEach(b=>{let _=e.node(b),y=_.order;(y<o||k<y)&&!(_.dummy&&e.node(S).dummy)&&La(n,b,S)})}),l=f+1,o=k)}),s}return t.length&&t.reduce(r),n}function og(e,t){let n={};function r(o){var l;return((l=e.node(o))==null?void 0:l.dummy)==="border"}if(!e.nodes().some(r))return n;function i(o,l,a,c,u){Xr(l,a).forEach(f=>{let m=o[f];if(m!==void 0&&e.node(m).dummy){let k=e.predecessors(m);k&&k.forEach(S=>{if(S===void 0)return;let w=e.node(S);w.dummy&&(w.order<c||w.order>u)&&La(n,S,m)})}})}function s(o,l){let a=-1,c=-1,u=0;return l.forEach((f,m)=>{if(r(f)){let k=e.predecessors(f);if(k&&k.length){let S=k[0];if(S===void 0)return;c=e.node(S).order,i(l,u,m,a,c),u=m,a=c}}i(l,u,l.length,c,o.length)}),l}return t.length&&t.reduce(s),n}function lg(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function La(e,t,n){if(t>n){let i=t;t=n,n=i}let r=e[t];r||(e[t]=r={}),r[n]=!0}function ag(e,t,n){if(t>n){let i=t;t=n,n=i}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function cg(e,t,n,r,i){let s={},o={},l={};return t.forEach(a=>{a.forEach((c,u)=>{s[c]=c,o[c]=c,l[c]=u})}),t.forEach(a=>{let c=-1,u=-1,f=!1,m=a,k=a.findIndex(S=>i?.includes(S)||Ql(S,e,i));k>0&&(m=[a[k],...a.slice(0,k),...a.slice(k+1)],f=!0),m.forEach(S=>{var w;let b=r(S);if(b&&b.length){i!=null&&i.includes(S)&&(b=b.filter(v=>Ql(v,e,i)));let _=b.sort((v,E)=>{let N=l[v],A=l[E];return(N!==void 0?N:0)-(A!==void 0?A:0)}),y=(_.length-1)/2;for(let v=Math.floor(y),E=Math.ceil(y);v<=E;++v){let N=_[v];if(N===void 0)continue;let A=l[N];if(A!==void 0&&o[S]===S&&c<A&&l[N]!==u&&!ag(n,S,N)){let R=s[N];R!==void 0&&(o[N]=S,o[S]=s[S]=R,c=A,f&&(c=-1,u=(w=l[N])!=null?w:-1,f=!1))}}}})}),{root:s,align:o}}function dg(e,t,n,r,i=!1){let s={},o=ug(e,t,n,i),l=i?"borderLeft":"borderRight";function a(k,S){let w=o.nodes().slice(),b={},_=w.pop();for(;_;){if(b[_])k(_);else{b[_]=!0,w.push(_);for(let y of S(_))w.push(y)}_=w.pop()}}function c(k){let S=o.inEdges(k);S?s[k]=S.reduce((w,b)=>{var _;let y=(_=s[b.v])!=null?_:0,v=o.edge(b);return Math.max(w,y+(v!==void 0?v:0))},0):s[k]=0}function u(k){let S=o.outEdges(k),w=Number.POSITIVE_INFINITY;S&&(w=S.reduce((_,y)=>{let v=s[y.w],E=o.edge(y);return Math.min(_,(v!==void 0?v:0)-(E!==void 0?E:0))},Number.POSITIVE_INFINITY));let b=e.node(k);w!==Number.POSITIVE_INFINITY&&b.borderType!==l&&(s[k]=Math.max(s[k]!==void 0?s[k]:0,w))}function f(k){return o.predecessors(k)||[]}function m(k){return o.successors(k)||[]}return a(c,f),a(u,m),Object.keys(r).forEach(k=>{var S;let w=n[k];w!==void 0&&(s[k]=(S=s[w])!=null?S:0)}),s}function ug(e,t,n,r){let i=new Wt,s=e.graph(),o=mg(s.nodesep,s.edgesep,r);return t.forEach(l=>{let a;l.forEach(c=>{let u=n[c];if(u!==void 0){if(i.setNode(u),a!==void 0){let f=n[a];if(f!==void 0){let m=i.edge(f,u);i.setEdge(f,u,Math.max(o(e,c,a),m||0))}}a=c}})}),i}function fg(e,t){return Object.values(t).reduce((n,r)=>{let i=Number.NEGATIVE_INFINITY,s=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([l,a])=>{let c=yg(e,l)/2;i=Math.max(a+c,i),s=Math.min(a-c,s)});let o=i-s;return o<n[0]&&(n=[o,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function hg(e,t){let n=Object.values(t),r=sn(Math.min,n),i=sn(Math.max,n);["u","d"].forEach(s=>{["l","r"].forEach(o=>{let l=s+o,a=e[l];if(!a||a===t)return;let c=Object.values(a),u=r-sn(Math.min,c);o!=="l"&&(u=i-sn(Math.max,c)),u&&(e[l]=Ti(a,f=>f+u))})})}function pg(e,t=void 0){let n=e.ul;return n?Ti(n,(r,i)=>{var s,o;if(t){let a=t.toLowerCase(),c=e[a];if(c&&c[i]!==void 0)return c[i]}let l=Object.values(e).map(a=>{let c=a[i];return c!==void 0?c:0}).sort((a,c)=>a-c);return(((s=l[1])!=null?s:0)+((o=l[2])!=null?o:0))/2}):{}}function gg(e,t){let n=Zr(e),r=Object.assign(sg(e,n),og(e,n)),i={},s;["u","d"].forEach(l=>{s=l==="u"?n:Object.values(n).reverse(),["l","r"].forEach(a=>{a==="r"&&(s=s.map(f=>Object.values(f).reverse()));let c=cg(e,s,r,f=>(l==="u"?e.predecessors(f):e.successors(f))||[],t),u=dg(e,s,c.root,c.align,a==="r");a==="r"&&(u=Ti(u,f=>-f)),i[l+a]=u})});let o=fg(e,i);return hg(i,o),pg(i,e.graph().align)}function mg(e,t,n){return(r,i,s)=>{let o=r.node(i),l=r.node(s),a=0,c;if(a+=o.width/2,Object.hasOwn(o,"labelpos"))switch(o.labelpos.toLowerCase()){case"l":c=-o.width/2;break;case"r":c=o.width/2;break}if(c&&(a+=n?c:-c),c=void 0,a+=(o.dummy?t:e)/2,a+=(l.dummy?t:e)/2,a+=l.width/2,Object.hasOwn(l,"labelpos"))switch(l.labelpos.toLowerCase()){case"l":c=l.width/2;break;case"r":c=-l.width/2;break}return c&&(a+=n?c:-c),a}}function yg(e,t){return e.node(t).width}function Ql(e,t,n){var r;if(!n)return!1;let i=(r=t.node(e))==null?void 0:r.edgeObj;if(!i||t.node(e).edgeLabel.reversed)return!1;let s=n.indexOf(i?.v),o=n.indexOf(i?.w);return s!==-1&&o!==-1&&s===(o+1)%n.length||s===(o-1)%n.length}function bg(e,t){e=ma(e),xg(e),Object.entries(gg(e,t)).forEach(([n,r])=>e.node(n).x=r)}function xg(e){let t=Zr(e),n=e.graph(),r=n.ranksep,i=n.rankalign,s=0;t.forEach(o=>{let l=o.reduce((a,c)=>{var u;let f=(u=e.node(c).height)!=null?u:0;return a>f?a:f},0);o.forEach(a=>{let c=e.node(a);i==="top"?c.y=s+c.height/2:i==="bottom"?c.y=s+l-c.height/2:c.y=s+l/2}),s+=l+r})}var ea=new WeakMap;function wg(e,t={}){return Oa(e,xa,t),e}function ta(e,t,n){let r=t;for(;r!==void 0;){let i=e.parent(r);if(i===n)return r;r=i}}function Oa(e,t,n){var r;let i=e.nodes().filter(y=>e.children(y).length),s={};i.forEach(y=>{let v=e.node(y);if(v&&v.rankdir){let E=new Wt({multigraph:!0,compound:!0});E.setGraph({rankdir:v.rankdir});let N=e.children(y);N.forEach(F=>{let O={...e.node(F)};E.setNode(F,O);let z=e.parent(F);z&&z!==y&&N.includes(z)&&E.setParent(F,z)});let A=new Set;e.edges().forEach(F=>{let O=ta(e,F.v,y),z=ta(e,F.w,y);if(O===F.v&&z===F.w)E.setEdge(F,{...e.edge(F)});else if(O&&z&&O!==z){let j=`${O}\0${z}`;A.has(j)||(A.add(j),E.setEdge(O,z,{...e.edge(F)}))}}),Oa(E,t,n);let R=oa(E);ra(R,t,n,null),ia(E,R);let L=1/0,B=1/0,Y=-1/0,M=-1/0;E.nodes().forEach(F=>{if(F===y)return;let O=E.node(F);O&&typeof O.x=="number"&&typeof O.y=="number"&&typeof O.width=="number"&&typeof O.height=="number"&&(L=Math.min(L,O.x-O.width/2),Y=Math.max(Y,O.x+O.width/2),B=Math.min(B,O.y-O.height/2),M=Math.max(M,O.y+O.height/2))}),(!isFinite(L)||!isFinite(B)||!isFinite(Y)||!isFinite(M))&&(L=B=0,Y=M=0);let C=Y-L,I=M-B;s[y]={minX:L,minY:B,maxX:Y,maxY:M,width:C,height:I,offsetX:L,offsetY:B},v._dagreClusterSubgraph=E}});let o=[],l=y=>{let v=[],E=(e.children(y)||[]).filter(N=>N!==y);for(;E.length>0;){let N=E.shift();v.push(N),(e.children(N)||[]).filter(A=>A!==N).forEach(A=>E.push(A))}return v},a=new Map;i.forEach(y=>{let v=e.node(y);v&&v.rankdir&&s[y]&&a.set(y,(e.children(y)||[]).filter(E=>E!==y))});let c=new Set([...a.values()].flat()),u=new Map;a.forEach((y,v)=>{c.has(v)||u.set(v,l(v))});let f=new Set([...u.values()].flat()),m=y=>{for(let[v,E]of u)if(E.includes(y))return v;return y},k=[];e.edges().forEach(y=>{(f.has(y.v)||f.has(y.w))&&k.push({edge:y,label:e.edge(y)})});let S=new Map;f.forEach(y=>{let v=e.parent(y);S.set(y,typeof v=="string"?v:void 0)}),u.forEach((y,v)=>{let E=e.node(v),N=[];y.forEach(L=>{let B=e.node(L);B&&(N.push({id:L,node:B,parent:S.get(L)}),e.removeNode(L))});let A=k.filter(({edge:L})=>y.includes(L.v)||y.includes(L.w)),R=s[v];E&&(o.push({clusterId:v,subgraph:E._dagreClusterSubgraph,bounds:R,children:y,removedNodes:N,removedEdges:A}),E.width=R.width,E.height=R.height)});let w=new Set;k.forEach(({edge:y,label:v})=>{let E=m(y.v),N=m(y.w);if(E!==N&&e.hasNode(E)&&e.hasNode(N)){let A=`${E}\0${N}`;w.has(A)||(w.add(A),e.setEdge(E,N,{...v,width:0,height:0}))}});let b=oa(e),_=ra(b,t,n,(r=ea.get(e))!=null?r:null);ea.set(e,_),ia(e,b),w.forEach(y=>{let v=y.indexOf("\0"),E=y.slice(0,v),N=y.slice(v+1);e.hasEdge(E,N)&&e.removeEdge(E,N)}),o.forEach(({clusterId:y,subgraph:v,bounds:E,removedNodes:N,removedEdges:A})=>{var R,L;let B=e.node(y),Y=(R=B?.x)!=null?R:0,M=(L=B?.y)!=null?L:0,C=(E.minX+E.maxX)/2,I=(E.minY+E.maxY)/2;N.forEach(({id:F,node:O,parent:z})=>{e.setNode(F,O),z!==void 0&&e.setParent(F,z)}),A.forEach(({edge:F,label:O})=>{e.setEdge(F,O)}),v.nodes().forEach(F=>{if(F===y)return;let O=v.node(F),z=e.node(F);z&&O&&typeof O.x=="number"&&typeof O.y=="number"&&(z.x=Y+(O.x-C),z.y=M+(O.y-I))}),na(e,v,Y-C,M-I),delete B._dagreClusterSubgraph}),i.forEach(y=>{var v,E;let N=e.node(y),A=s[y];if(N&&N.rankdir&&N._dagreClusterSubgraph&&A){let R=N._dagreClusterSubgraph,L=(v=N.x)!=null?v:0,B=(E=N.y)!=null?E:0,Y=(A.minX+A.maxX)/2,M=(A.minY+A.maxY)/2;R.nodes().forEach(C=>{if(C===y)return;let I=R.node(C),F=e.node(C);if(F&&I&&typeof I.x=="number"&&typeof I.y=="number"){let O=I.x-Y,z=I.y-M;F.x=L+O,F.y=B+z}}),na(e,R,L-Y,B-M),delete N._dagreClusterSubgraph}})}function na(e,t,n,r){t.edges().forEach(i=>{if(!e.hasEdge(i))return;let s=t.edge(i),o=e.edge(i);o.points=s.points.map(l=>({x:l.x+n,y:l.y+r})),Object.hasOwn(s,"x")&&(o.x=s.x+n,o.y=s.y+r)})}function ra(e,t,n,r=null){var i,s;let o=n?.useDynamic!==!1,l=o&&(i=r?.graph)!=null?i:null,a=o&&(s=r?.rawNodes)!=null?s:null;t("    makeSpaceForEdgeLabels",()=>Ng(e)),t("    removeSelfEdges",()=>Pg(e)),t("    acyclic",()=>cp(e,l)),t("    nestingGraph.run",()=>Ip(e)),t("    rank",()=>Tp(ma(e))),t("    injectEdgeLabelProxies",()=>Ag(e)),t("    removeEmptyRanks",()=>qh(e)),t("    nestingGraph.cleanup",()=>Pp(e)),t("    normalizeRanks",()=>Uh(e)),t("    assignRankMinMax",()=>$g(e)),t("    removeEdgeLabelProxies",()=>Lg(e)),t("    normalize.run",()=>hp(e)),t("    parentDummyChains",()=>$p(e)),t("    addBorderSegments",()=>jp(e)),t("    order",()=>$a(e,n,a)),t("    insertSelfEdges",()=>jg(e)),t("    adjustCoordinateSystem",()=>Dp(e)),t("    position",()=>bg(e,n.corePath)),t("    positionSelfEdges",()=>zg(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>Fg(e)),t("    normalize.undo",()=>gp(e)),t("    fixupEdgeLabelCoords",()=>Ig(e)),t("    undoCoordinateSystem",()=>Bp(e)),t("    translateGraph",()=>Og(e)),t("    assignNodeIntersects",()=>Cg(e)),t("    reversePoints",()=>Rg(e)),t("    acyclic.undo",()=>up(e)),{graph:e,rawNodes:c}}function ia(e,t){e.nodes().forEach(n=>{let r=e.node(n),i=t.node(n);r&&(r.x=i.x,r.y=i.y,r.order=i.order,r.rank=i.rank,t.children(n).length&&(r.width=i.width,r.height=i.height))}),e.edges().forEach(n=>{let r=e.edge(n),i=t.edge(n);r.points=i.points,Object.hasOwn(i,"x")&&(r.x=i.x,r.y=i.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var vg=["nodesep","edgesep","ranksep","marginx","marginy"],kg={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},_g=["acyclicer","ranker","rankdir","align","rankalign"],Sg=["width","height","rank"],sa={width:0,height:0},Eg=["minlen","weight","width","height","labeloffset"],Tg={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},Mg=["labelpos"];function oa(e){let t=new Wt({multigraph:!0,compound:!0}),n=Bs(e.graph());return t.setGraph(Object.assign({},kg,Ds(n,vg),Ei(n,_g))),e.nodes().forEach(r=>{let i=Bs(e.node(r)),s=Ds(i,Sg);Object.keys(sa).forEach(l=>{s[l]===void 0&&(s[l]=sa[l])}),t.setNode(r,s);let o=e.parent(r);o!==void 0&&t.setParent(r,o)}),e.edges().forEach(r=>{let i=Bs(e.edge(r));t.setEdge(r,Object.assign({},Tg,Ds(i,Eg),Ei(i,Mg)))}),t}function Ng(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let i=e.edge(n);i.minlen*=2,((r=i.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?i.width+=i.labeloffset:i.height+=i.labeloffset)})}function Ag(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),i={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};kr(e,"edge-proxy",i,"_ep")}})}function $g(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function Lg(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function Og(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,i=0,s=e.graph(),o=s.marginx||0,l=s.marginy||0;function a(c){let u=c.x,f=c.y,m=c.width,k=c.height;t=Math.min(t,u-m/2),n=Math.max(n,u+m/2),r=Math.min(r,f-k/2),i=Math.max(i,f+k/2)}e.nodes().forEach(c=>a(e.node(c))),e.edges().forEach(c=>{let u=e.edge(c);Object.hasOwn(u,"x")&&a(u)}),t-=o,r-=l,e.nodes().forEach(c=>{let u=e.node(c);u.x-=t,u.y-=r}),e.edges().forEach(c=>{let u=e.edge(c);u.points.forEach(f=>{f.x-=t,f.y-=r}),Object.hasOwn(u,"x")&&(u.x-=t),Object.hasOwn(u,"y")&&(u.y-=r)}),s.width=n-t+o,s.height=i-r+l}function Cg(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),i=e.node(t.w),s,o;n.points?(s=n.points[0],o=n.points[n.points.length-1]):(n.points=[],s=i,o=r),n.points.unshift(Hl(r,s)),n.points.push(Hl(i,o))})}function Ig(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function Rg(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function Fg(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),i=e.node(n.borderBottom),s=e.node(n.borderLeft[n.borderLeft.length-1]),o=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(o.x-s.x),n.height=Math.abs(i.y-r.y),n.x=s.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function Pg(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function jg(e){Zr(e).forEach(t=>{let n=0;t.forEach((r,i)=>{let s=e.node(r);typeof s.rank!="number"&&(s.rank=0),s.order=i+n,(s.selfEdges||[]).forEach(o=>{kr(e,"selfedge",{width:o.label.width,height:o.label.height,rank:s.rank,order:i+ ++n,e:o.e,edgeLabel:o.label},"_se"),(!Array.isArray(o.label.points)||o.label.points.length!==7)&&(o.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete s.selfEdges})})}function zg(e){e.nodes().forEach(t=>{let n=e.node(t),r=i=>typeof i=="number"&&isFinite(i);if(n.dummy==="selfedge"){let i=n,s=e.node(i.e.v),o=r(s?.x)?s.x:0,l=r(s?.y)?s.y:0,a=r(s?.width)?s.width:0,c=r(s?.height)?s.height:0,u=r(n.x)?n.x:o,f=r(n.y)?n.y:l,m=a/2,k=c/2;i.edgeLabel.points=[{x:u+m,y:f-k},{x:u+m,y:f-k},{x:u,y:f},{x:u-m,y:f+k},{x:u-m,y:f+k},{x:u,y:f},{x:u,y:f}],i.edgeLabel.x=u,i.edgeLabel.y=f,e.setEdge(i.e,i.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(i=>{if(!Array.isArray(i.label.points)||i.label.points.length!==7){let s=r(n.x)?n.x:0,o=r(n.y)?n.y:0,l=r(n.width)?n.width:0,a=r(n.height)?n.height:0,c=l/2,u=a/2;i.label.points=[{x:s+c,y:o-u},{x:s+c,y:o-u},{x:s,y:o},{x:s-c,y:o+u},{x:s-c,y:o+u},{x:s,y:o},{x:s,y:o}]}})})}function Ds(e,t){return Ti(Ei(e,t),Number)}function Bs(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function Dg(e){let t=Zr(e),n=new Wt({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,i)=>{let s="layer"+i;n.setNode(s,{rank:"same"}),r.reduce((o,l)=>(n.setEdge(o,l,{style:"invis"}),l))}),n}var Bg={graphlib:aa,version:ep,layout:wg,debug:Dg,util:{time:Xh,notime:xa}},Ks=Bg;var Js=[];for(let e=1;e<=1e12;e*=10)Js.push(e,2*e,5*e);var Tt=e=>typeof e=="number"&&Number.isFinite(e);function ae(e,t=3){if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,i]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(i)}`}return String(Number(e.toPrecision(t)))}function Un(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function Be(e,t){return`${e} ${t}${e===1?"":"s"}`}function Ca(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Qr(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Ni(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),i=10**Math.floor(Math.log10(r)),s=Math.max(1,[1,2,5,10].map(l=>l*i).find(l=>l>=r)||r),o=[];for(let l=Math.ceil(e/s)*s;l<=t;l+=s)o.push(Math.round(l));return o}function Ai(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),i=10**Math.floor(Math.log10(r)),s=[1,2,2.5,5,10].map(l=>l*i).find(l=>l>=r)||r,o=[];for(let l=Math.ceil(e/s)*s;l<=t+s*1e-9;l+=s)o.push(Number(l.toPrecision(12)));return o}function $i(e,t,n){let r=String(e);if(n(r)<=t)return r;let i=0,s=r.length;for(;i<s;){let l=Math.ceil((i+s)/2),a=Math.ceil(l/2),c=`${r.slice(0,a)}…${r.slice(r.length-(l-a))}`;n(c)<=t?i=l:s=l-1}let o=Math.ceil(i/2);return`${r.slice(0,o)}…${r.slice(r.length-(i-o))}`}function Ia(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function Li(e,t,n){return e.map((r,i)=>Math.round(r+(t[i]-r)*n))}function Oi(e,t,n=6){if(!(e>0)||!(t>=e))return[];let r=Math.floor(Math.log10(e)+1e-9),i=Math.ceil(Math.log10(t)-1e-9),s=[];if(i-r<2){for(let l=r;l<=i;l++)for(let a of[1,2,5]){let c=Number((a*10**l).toPrecision(6));c>=e*(1-1e-9)&&c<=t*(1+1e-9)&&s.push(c)}return s.length>=2?s:[Number(e.toPrecision(3)),Number(t.toPrecision(3))].filter((l,a,c)=>c.indexOf(l)===a)}let o=Math.max(1,Math.ceil((i-r+1)/n));for(let l=Math.ceil(Math.log10(e)-1e-9);l<=i;l+=o){let a=10**l;a>=e*(1-1e-9)&&a<=t*(1+1e-9)&&s.push(a)}return s}var ei=null;function on(e,t){return ei||(ei=document.createElement("canvas").getContext("2d")),ei?(ei.font=t,ei.measureText(String(e)).width):String(e).length*6.5}function Xs(e){return t=>on(t,e)}function Fa(e,t,n){return $i(e,t,Xs(n))}function ti(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let i=e.getContext("2d");return i.setTransform(r,0,0,r,0,0),i.clearRect(0,0,t,n),i}function _r(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let i=e.clientWidth;Math.abs(i-n)<=1||(n=i,t(i))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}function Mt(e,{ticksX:t,ticksY:n,xTitle:r,yTitle:i,kind:s="canvas"}){Object.assign(e.dataset,{chart:s,ticksX:String(t),ticksY:String(n),xTitle:r||"",yTitle:i||""})}var Ra=e=>e&&Array.isArray(e._values)?e._values.filter(t=>t!=null&&String(t)!=="").length:0;function Ci(){return{hooks:{draw:[e=>Mt(e.root,{kind:"uplot",ticksX:Ra(e.axes[0]),ticksY:Ra(e.axes[1]),xTitle:e.axes[0].label,yTitle:e.axes[1].label})]}}}function ni(e,t,n,r={}){return{stroke:e,grid:{stroke:t,width:1},ticks:{stroke:t},label:n,labelSize:20,...r}}function Ii(e,t){return ni(e,t,"step",{incrs:Js,values:(n,r)=>r.map(i=>Number.isInteger(i)?String(i):"")})}var Qs='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',za=`600 13px ${Qs}`,Vg=`400 11px ${Qs}`,Hg=`400 11px ${Qs}`,Zs=16,Pa=14,Wg=138,Yg=120,Gg=12,ja=9;function Ug(e,t=Wg,n=za){let r=String(e||"").split(/\s+/).filter(Boolean),i=[],s="";for(let o of r){let l=s?`${s} ${o}`:o;s&&on(l,n)>t?(i.push(s),s=o):s=l}return s&&i.push(s),i.length?i:[""]}function qg(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=Is(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Hn[e.state]?Hn[e.state].toLowerCase():String(e.state)}function Kg(e,t,n){let r=-t/2,i=-n/2;if(e==="decision"){let o=Math.min(14,n/2),l=[[r+o,i],[r+t-o,i],[r+t,0],[r+t-o,i+n],[r+o,i+n],[r,0]];return q("polygon",{class:"node-shape",points:l.map(a=>a.join(",")).join(" ")})}let s=e==="root"?n/2:7;return q("rect",{class:"node-shape",x:r,y:i,width:t,height:n,rx:s,ry:s})}function Jg(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let i=(t[r].x+t[r+1].x)/2,s=(t[r].y+t[r+1].y)/2,o=r===t.length-2?t[r+1]:{x:i,y:s};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${o.x.toFixed(1)},${o.y.toFixed(1)}`}return n}var Da=["critical","warning","info"];function Xg(){let e=q("defs");for(let t of["default",...Da])e.append(q("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},q("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function Zg(){let e=(t,n,r)=>p("span",{class:"legend-item",title:r},p("span",{class:`swatch ${t}`}),n);return p("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function Ba(e,t,n,r={}){let i=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(b=>b&&typeof b.id=="string"),s=t&&Array.isArray(t.edges)?t.edges:[];if(!i.length)return H(e,p("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let o=new Ks.graphlib.Graph;o.setGraph({rankdir:"TB",nodesep:18,ranksep:40,edgesep:10,marginx:6,marginy:6}),o.setDefaultEdgeLabel(()=>({}));let l=new Map;for(let b of i){let _=(Array.isArray(b.findings)?b.findings:[]).map(L=>n[L]).filter(Boolean),y=Ug(b.label||b.id),v=qg(b,_),E=Math.max(...y.map(L=>on(L,za)),on(v,Vg)),N=Math.max(Yg,Math.ceil(E)+2*Gg+(b.kind==="decision"?16:0)),A=y.length*Zs+Pa+2*ja,R=b.state!=="triggered"?null:Da.includes(b.severity)?b.severity:Is(_)||"warning";l.set(b.id,{node:b,lines:y,caption:v,severity:R,findings:_}),o.setNode(b.id,{width:N,height:A})}for(let b of s){if(!b||!l.has(b.from)||!l.has(b.to)||b.from===b.to)continue;let _=b.label?String(b.label):"";o.setEdge(b.from,b.to,{label:_,width:_?Math.ceil(on(_,Hg))+8:0,height:_?16:0,labelpos:"c"})}Ks.layout(o);let a=o.graph(),c=Math.ceil(a.width||0),u=Math.ceil(a.height||0),f=q("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${u}`,width:c,height:u,role:"group","aria-label":"Triage flowchart"});f.style.maxWidth=`${c}px`,f.append(Xg());let m=q("g",{class:"edges"});for(let b of o.edges()){let _=o.edge(b),y=l.get(b.v),v=l.get(b.w),E=y.node.state==="triggered"&&v.node.state==="triggered",N=E?v.severity||y.severity||"warning":"default",A=q("g",{class:`edge${E?" lit":""} tone-${N}`,"data-from":b.v,"data-to":b.w});if(A.append(q("path",{d:Jg(_.points),"marker-end":`url(#th-arrow-${N})`})),_.label){let R=_.width||0;A.append(q("rect",{class:"edge-label-bg",x:_.x-R/2,y:_.y-8,width:R,height:16,rx:3}),q("text",{class:"edge-label",x:_.x,y:_.y,"dominant-baseline":"central","text-anchor":"middle"},_.label))}m.append(A)}f.append(m);let k=q("g",{class:"nodes"}),S=new Map;for(let b of o.nodes()){let _=o.node(b),y=l.get(b),{node:v}=y,E=["triggered","clear","no_data"].includes(v.state)?v.state:"no_data",N=q("g",{class:"node",transform:`translate(${_.x.toFixed(1)},${_.y.toFixed(1)})`,"data-node-id":b,"data-state":E,"data-kind":v.kind||"check","data-severity":y.severity,tabindex:"0",role:"button","aria-label":`${v.label||b}: ${Hn[E]||E}`});N.append(q("title",null,`${v.label||b} (${Hn[E]||E})`)),N.append(Kg(v.kind,_.width,_.height));let A=-_.height/2+ja,R=q("text",{class:"node-label","text-anchor":"middle"});y.lines.forEach((B,Y)=>{R.append(q("tspan",{x:0,y:A+Zs*(Y+.75)},B))}),N.append(R),N.append(q("text",{class:"node-caption","text-anchor":"middle",x:0,y:A+y.lines.length*Zs+Pa*.8},y.caption));let L=B=>{B.preventDefault(),r.onSelect&&r.onSelect(b)};N.addEventListener("click",L),N.addEventListener("keydown",B=>{(B.key==="Enter"||B.key===" ")&&L(B)}),S.set(b,N),k.append(N)}f.append(k),H(e,p("div",{class:"flowchart-scroll"},f),Zg());let w=b=>{for(let[_,y]of S){let v=_===b;y.classList.toggle("selected",v),y.setAttribute("aria-pressed",v?"true":"false")}};return w(r.selectedId||null),{select:w}}function Qg(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function em(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return Qg(e)}function Va(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async i=>{i.stopPropagation();let s=await em(e());if(n.textContent=s?"Copied":"Press Ctrl+C",n.classList.toggle("copied",s),!s){let o=n.closest(".code-block")?.querySelector("code");if(o){let l=document.createRange();l.selectNodeContents(o);let a=window.getSelection();a.removeAllRanges(),a.addRange(l)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function Ha(e){let n=(Array.isArray(e)?e:[]).map((o,l)=>({finding:o,index:l})).filter(o=>o.finding&&typeof o.finding=="object"),r=new Map,i=[];for(let o of n){let l=o.finding.caused_by,a=l?r.get(l):void 0;if(a){a.symptoms.push(o);continue}let c={...o,symptoms:[]};i.push(c),r.has(o.finding.kind)||r.set(o.finding.kind,c)}let s=o=>Math.min(...[o,...o.symptoms].map(l=>Dn[l.finding.severity]??9));return i.map((o,l)=>[o,l]).sort(([o,l],[a,c])=>s(o)-s(a)||l-c).map(([o])=>o)}function Wa(e){let t=e in Dn?e:"info";return p("span",{class:`badge sev-${t}`},e||"info")}function tm(e){return p("span",{class:`badge state-${e}`},Hn[e]||e)}function nm(e){if(!e||typeof e!="object")return null;let t=Object.entries(e);return t.length?p("table",{class:"evidence-table"},p("tbody",null,t.map(([n,r])=>p("tr",null,p("th",{scope:"row",title:n},Gr(n)),p("td",null,Tn(r)))))):null}function An(e,t="python"){return p("div",{class:"code-block"},p("div",{class:"code-toolbar"},p("span",{class:"code-lang"},t),Va(()=>e)),p("pre",null,p("code",null,e)))}function rm(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:p("div",{class:"fix"},p("h4",null,"Fix"),t?p("p",{class:"fix-text"},Nn(t)):null,n?An(n):null)}function im(e,t){let n=[];n.push(p("span",{class:"meta-item"},"Severity ",Wa(e.severity)));let r=xr(e);r&&n.push(p("span",{class:"meta-item finding-step"},p("strong",null,r))),e.layer&&n.push(p("span",{class:"meta-item finding-layer"},"Layer ",p("code",null,String(e.layer)))),e.kind&&n.push(p("span",{class:"meta-item kind"},p("code",null,e.kind))),e.caused_by&&n.push(p("span",{class:"meta-item caused-by"},"Follows from ",p("strong",null,_e(e.caused_by))));let i=nm(e.evidence);return p("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},p("p",{class:"finding-summary"},Nn(e.summary||e.kind||"Finding")),p("div",{class:"finding-meta"},n),i?p("h4",null,"Evidence"):null,i,rm(e.fix))}function Ya(e,t){delete e.dataset.nodeId,delete e.dataset.state,H(e,p("h3",null,"Evidence"),p("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function Ga(e,t,n,{onClose:r}={}){let i=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=i;let o=(Array.isArray(t.findings)?t.findings:[]).map(a=>[n[a],a]).filter(([a])=>a),l;o.length?l=o.map(([a,c])=>im(a,c)):i==="clear"?l=p("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):i==="triggered"?l=p("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):l=[p("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),p("p",{class:"hint"},p("strong",null,"To get evidence: "),Nn(Rl(t.id)))],H(e,p("div",{class:"panel-head"},p("h3",null,t.label||t.id),tm(i),p("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),p("p",{class:"node-id muted"},"Node ",p("code",null,t.id)),l)}function Ua(e,t,{selectedNode:n,onSelect:r}={}){if(!t.length){H(e,p("h3",null,"Findings"),p("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let i=({finding:s,index:o})=>p("button",{type:"button",class:`finding-item${s.node&&s.node===n?" selected":""}`,"data-finding-index":o,"data-node":s.node||"",onclick:()=>s.node&&r&&r(s.node,s),title:s.node?`Show node ${s.node}`:""},Wa(s.severity),p("span",{class:"finding-item-text"},Nn(s.summary||s.kind)),xr(s)?p("span",{class:"finding-item-step"},xr(s)):null);H(e,p("h3",null,`Findings (${t.length})`),p("ul",{class:"findings-list"},Ha(t).map(s=>p("li",{"data-kind":s.finding.kind},i(s),s.symptoms.length?p("ul",{class:"symptoms-list","aria-label":`Symptoms of ${_e(s.finding.kind)}`},s.symptoms.map(o=>p("li",{class:"symptom","data-caused-by":s.finding.kind},i(o)))):null))))}var sm="uplot",om="u-hz",lm="u-vt",am="u-title",cm="u-wrap",dm="u-under",um="u-over",fm="u-axis",Jn="u-off",hm="u-select",pm="u-cursor-x",gm="u-cursor-y",mm="u-cursor-pt",ym="u-legend",bm="u-live",xm="u-inline",wm="u-series",vm="u-marker",qa="u-label",km="u-value",ii="width",si="height";var Ka="bottom",Sr="left",eo="right",bo="#000",Ja=bo+"0",to="mousemove",Xa="mousedown",no="mouseup",Za="mouseenter",Qa="mouseleave",ec="dblclick",_m="resize",Sm="scroll",tc="change",zi="dppxchange",xo="--",Lr=typeof window<"u",lo=Lr?document:null,Tr=Lr?window:null,Em=Lr?navigator:null,we,Ri;function ao(){let e=devicePixelRatio;we!=e&&(we=e,Ri&&uo(tc,Ri,ao),Ri=matchMedia(`(min-resolution: ${we-.001}dppx) and (max-resolution: ${we+.001}dppx)`),Xn(tc,Ri,ao),Tr.dispatchEvent(new CustomEvent(zi)))}function Nt(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function co(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Oe(e,t,n){e.style[t]=n+"px"}function Yt(e,t,n,r){let i=lo.createElement(e);return t!=null&&Nt(i,t),n?.insertBefore(i,r),i}function Pt(e,t){return Yt("div",e,t)}var nc=new WeakMap;function ln(e,t,n,r,i){let s="translate("+t+"px,"+n+"px)",o=nc.get(e);s!=o&&(e.style.transform=s,nc.set(e,s),t<0||n<0||t>r||n>i?Nt(e,Jn):co(e,Jn))}var rc=new WeakMap;function ic(e,t,n){let r=t+n,i=rc.get(e);r!=i&&(rc.set(e,r),e.style.background=t,e.style.borderColor=n)}var sc=new WeakMap;function oc(e,t,n,r){let i=t+""+n,s=sc.get(e);i!=s&&(sc.set(e,i),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var wo={passive:!0},Tm={...wo,capture:!0};function Xn(e,t,n,r){t.addEventListener(e,n,r?Tm:wo)}function uo(e,t,n,r){t.removeEventListener(e,n,wo)}Lr&&ao();function Gt(e,t,n,r){let i;n=n||0,r=r||t.length-1;let s=r<=2147483647;for(;r-n>1;)i=s?n+r>>1:At((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function Ic(e){return(n,r,i)=>{let s=-1,o=-1;for(let l=r;l<=i;l++)if(e(n[l])){s=l;break}for(let l=i;l>=r;l--)if(e(n[l])){o=l;break}return[s,o]}}var Rc=e=>e!=null,Fc=e=>e!=null&&e>0,Vi=Ic(Rc),Mm=Ic(Fc);function Nm(e,t,n,r=0,i=!1){let s=i?Mm:Vi,o=i?Fc:Rc;[t,n]=s(e,t,n);let l=e[t],a=e[t];if(t>-1)if(r==1)l=e[t],a=e[n];else if(r==-1)l=e[n],a=e[t];else for(let c=t;c<=n;c++){let u=e[c];o(u)&&(u<l?l=u:u>a&&(a=u))}return[l??Se,a??-Se]}function Hi(e,t,n,r){let i=cc(e),s=cc(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let o=n==10?pn:Pc,l=i==1?At:jt,a=s==1?jt:At,c=l(o(Ye(e))),u=a(o(Ye(t))),f=Mr(n,c),m=Mr(n,u);return n==10&&(c<0&&(f=Ee(f,-c)),u<0&&(m=Ee(m,-u))),r||n==2?(e=f*i,t=m*s):(e=Bc(e,f),t=Wi(t,m)),[e,t]}function vo(e,t,n,r){let i=Hi(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var ko=.1,lc={mode:3,pad:ko},li={pad:0,soft:null,mode:0},Am={min:li,max:li};function Di(e,t,n,r){return Yi(n)?ac(e,t,n):(li.pad=n,li.soft=r?0:null,li.mode=r?3:0,ac(e,t,Am))}function be(e,t){return e??t}function $m(e,t,n){for(t=be(t,0),n=be(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function ac(e,t,n){let r=n.min,i=n.max,s=be(r.pad,0),o=be(i.pad,0),l=be(r.hard,-Se),a=be(i.hard,Se),c=be(r.soft,Se),u=be(i.soft,-Se),f=be(r.mode,0),m=be(i.mode,0),k=t-e,S=pn(k),w=pt(Ye(e),Ye(t)),b=pn(w),_=Ye(b-S);(k<1e-24||_>10)&&(k=0,(e==0||t==0)&&(k=1e-24,f==2&&c!=Se&&(s=0),m==2&&u!=-Se&&(o=0)));let y=k||w||1e3,v=pn(y),E=Mr(10,At(v)),N=y*(k==0?e==0?.1:1:s),A=Ee(Bc(e-N,E/10),24),R=e>=c&&(f==1||f==3&&A<=c||f==2&&A>=c)?c:Se,L=pt(l,A<R&&e>=R?R:Ut(R,A)),B=y*(k==0?t==0?.1:1:o),Y=Ee(Wi(t+B,E/10),24),M=t<=u&&(m==1||m==3&&Y>=u||m==2&&Y<=u)?u:-Se,C=Ut(a,Y>M&&t<=M?M:pt(M,Y));return L==C&&L==0&&(C=100),[L,C]}var Lm=new Intl.NumberFormat(Lr?Em.language:"en-US"),_o=e=>Lm.format(e),$t=Math,ji=$t.PI,Ye=$t.abs,At=$t.floor,We=$t.round,jt=$t.ceil,Ut=$t.min,pt=$t.max,Mr=$t.pow,cc=$t.sign,pn=$t.log10,Pc=$t.log2,Om=(e,t=1)=>$t.sinh(e)*t,ro=(e,t=1)=>$t.asinh(e/t),Se=1/0;function dc(e){return(pn((e^e>>31)-(e>>31))|0)+1}function fo(e,t,n){return Ut(pt(e,t),n)}function jc(e){return typeof e=="function"}function pe(e){return jc(e)?e:()=>e}var Cm=()=>{},zc=e=>e,Dc=(e,t)=>t,Im=e=>null,uc=e=>!0,fc=(e,t)=>e==t,Rm=/\.\d*?(?=9{6,}|0{6,})/gm,Zn=e=>{if(Hc(e)||Ln.has(e))return e;let t=`${e}`,n=t.match(Rm);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[i,s]=t.split("e");return+`${Zn(i)}e${s}`}return Ee(e,r)};function qn(e,t){return Zn(Ee(Zn(e/t))*t)}function Wi(e,t){return Zn(jt(Zn(e/t))*t)}function Bc(e,t){return Zn(At(Zn(e/t))*t)}function Ee(e,t=0){if(Hc(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return We(r)/n}var Ln=new Map;function Vc(e){return((""+e).split(".")[1]||"").length}function ci(e,t,n,r){let i=[],s=r.map(Vc);for(let o=t;o<n;o++){let l=Ye(o),a=Ee(Mr(e,o),l);for(let c=0;c<r.length;c++){let u=e==10?+`${r[c]}e${o}`:r[c]*a,f=(o>=0?0:l)+(o>=s[c]?0:s[c]),m=e==10?u:Ee(u,f);i.push(m),Ln.set(m,f)}}return i}var ai={},So=[],Nr=[null,null],$n=Array.isArray,Hc=Number.isInteger,Fm=e=>e===void 0;function hc(e){return typeof e=="string"}function Yi(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function Pm(e){return e!=null&&typeof e=="object"}var jm=Object.getPrototypeOf(Uint8Array),Wc="__proto__";function Ar(e,t=Yi){let n;if($n(e)){let r=e.find(i=>i!=null);if($n(r)||t(r)){n=Array(e.length);for(let i=0;i<e.length;i++)n[i]=Ar(e[i],t)}else n=e.slice()}else if(e instanceof jm)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Wc&&(n[r]=Ar(e[r],t))}else n=e;return n}function Ve(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let i in r)i!=Wc&&(Yi(e[i])?Ve(e[i],Ar(r[i])):e[i]=Ar(r[i]))}return e}var zm=0,Dm=1,Bm=2;function Vm(e,t,n){for(let r=0,i,s=-1;r<t.length;r++){let o=t[r];if(o>s){for(i=o-1;i>=0&&e[i]==null;)e[i--]=null;for(i=o+1;i<n&&e[i]==null;)e[s=i++]=null}}}function Hm(e,t){if(Gm(e)){let o=e[0].slice();for(let l=1;l<e.length;l++)o.push(...e[l].slice(1));return Um(o[0])||(o=Ym(o)),o}let n=new Set;for(let o=0;o<e.length;o++){let a=e[o][0],c=a.length;for(let u=0;u<c;u++)n.add(a[u])}let r=[Array.from(n).sort((o,l)=>o-l)],i=r[0].length,s=new Map;for(let o=0;o<i;o++)s.set(r[0][o],o);for(let o=0;o<e.length;o++){let l=e[o],a=l[0];for(let c=1;c<l.length;c++){let u=l[c],f=Array(i).fill(void 0),m=t?t[o][c]:Dm,k=[];for(let S=0;S<u.length;S++){let w=u[S],b=s.get(a[S]);w===null?m!=zm&&(f[b]=w,m==Bm&&k.push(b)):f[b]=w}Vm(f,k,i),r.push(f)}}return r}var Wm=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function Ym(e){let t=e[0],n=t.length,r=Array(n);for(let s=0;s<r.length;s++)r[s]=s;r.sort((s,o)=>t[s]-t[o]);let i=[];for(let s=0;s<e.length;s++){let o=e[s],l=Array(n);for(let a=0;a<n;a++)l[a]=o[r[a]];i.push(l)}return i}function Gm(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let s=0;s<n;s++)if(i[s]!=t[s])return!1}}return!0}function Um(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let s=pt(1,At((i-r+1)/t));for(let o=e[r],l=r+s;l<=i;l+=s){let a=e[l];if(a!=null){if(a<=o)return!1;o=a}}return!0}var Yc=["January","February","March","April","May","June","July","August","September","October","November","December"],Gc=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function Uc(e){return e.slice(0,3)}var qm=Gc.map(Uc),Km=Yc.map(Uc),Jm={MMMM:Yc,MMM:Km,WWWW:Gc,WWW:qm};function ri(e){return(e<10?"0":"")+e}function Xm(e){return(e<10?"00":e<100?"0":"")+e}var Zm={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>ri(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>ri(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>ri(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>ri(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>ri(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>Xm(e.getMilliseconds())};function Eo(e,t){t=t||Jm;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]=="{"?Zm[i[1]]:i[0]);return s=>{let o="";for(let l=0;l<n.length;l++)o+=typeof n[l]=="string"?n[l]:n[l](s,t);return o}}var Qm=new Intl.DateTimeFormat().resolvedOptions().timeZone;function e0(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==Qm?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var qc=e=>e%1==0,Bi=[1,2,2.5,5],t0=ci(10,-32,0,Bi),Kc=ci(10,0,32,Bi),n0=Kc.filter(qc),Kn=t0.concat(Kc),To=`
`,Jc="{YYYY}",pc=To+Jc,Xc="{M}/{D}",oi=To+Xc,Fi=oi+"/{YY}",Zc="{aa}",r0="{h}:{mm}",Er=r0+Zc,gc=To+Er,mc=":{ss}",ve=null;function Qc(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,s=i*30,o=i*365,a=(e==1?ci(10,0,3,Bi).filter(qc):ci(10,-3,0,Bi)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,s,s*2,s*3,s*4,s*6,o,o*2,o*5,o*10,o*25,o*50,o*100]),c=[[o,Jc,ve,ve,ve,ve,ve,ve,1],[i*28,"{MMM}",pc,ve,ve,ve,ve,ve,1],[i,Xc,pc,ve,ve,ve,ve,ve,1],[r,"{h}"+Zc,Fi,ve,oi,ve,ve,ve,1],[n,Er,Fi,ve,oi,ve,ve,ve,1],[t,mc,Fi+" "+Er,ve,oi+" "+Er,ve,gc,ve,1],[e,mc+".{fff}",Fi+" "+Er,ve,oi+" "+Er,ve,gc,ve,1]];function u(f){return(m,k,S,w,b,_)=>{let y=[],v=b>=o,E=b>=s&&b<o,N=f(S),A=Ee(N*e,3),R=io(N.getFullYear(),v?0:N.getMonth(),E||v?1:N.getDate()),L=Ee(R*e,3);if(E||v){let B=E?b/s:0,Y=v?b/o:0,M=A==L?A:Ee(io(R.getFullYear()+Y,R.getMonth()+B,1)*e,3),C=new Date(We(M/e)),I=C.getFullYear(),F=C.getMonth();for(let O=0;M<=w;O++){let z=io(I+Y*O,F+B*O,1),j=z-f(Ee(z*e,3));M=Ee((+z+j)*e,3),M<=w&&y.push(M)}}else{let B=b>=i?i:b,Y=At(S)-At(A),M=L+Y+Wi(A-L,B);y.push(M);let C=f(M),I=C.getHours()+C.getMinutes()/n+C.getSeconds()/r,F=b/r,O=m.axes[k]._space,z=_/O;for(;M=Ee(M+b,e==1?0:3),!(M>w);)if(F>1){let j=At(Ee(I+F,6))%24,G=f(M).getHours()-j;G>1&&(G=-1),M-=G*r,I=(I+F)%24;let ie=y[y.length-1];Ee((M-ie)/b,3)*z>=.7&&y.push(M)}else y.push(M)}return y}}return[a,c,u]}var[i0,s0,o0]=Qc(1),[l0,a0,c0]=Qc(.001);ci(2,-53,53,[1]);function yc(e,t){return e.map(n=>n.map((r,i)=>i==0||i==8||r==null?r:t(i==1||n[8]==0?r:n[1]+r)))}function bc(e,t){return(n,r,i,s,o)=>{let l=t.find(S=>o>=S[0])||t[t.length-1],a,c,u,f,m,k;return r.map(S=>{let w=e(S),b=w.getFullYear(),_=w.getMonth(),y=w.getDate(),v=w.getHours(),E=w.getMinutes(),N=w.getSeconds(),A=b!=a&&l[2]||_!=c&&l[3]||y!=u&&l[4]||v!=f&&l[5]||E!=m&&l[6]||N!=k&&l[7]||l[1];return a=b,c=_,u=y,f=v,m=E,k=N,A(w)})}}function d0(e,t){let n=Eo(t);return(r,i,s,o,l)=>i.map(a=>n(e(a)))}function io(e,t,n){return new Date(e,t,n)}function xc(e,t){return t(e)}var u0="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function wc(e,t){return(n,r,i,s)=>s==null?xo:t(e(r))}function f0(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function h0(e,t){return e.series[t].fill(e,t)}var p0={show:!0,live:!0,isolate:!1,mount:Cm,markers:{show:!0,width:2,stroke:f0,fill:h0,dash:"solid"},idx:null,idxs:null,values:[]};function g0(e,t){let n=e.cursor.points,r=Pt(),i=n.size(e,t);Oe(r,ii,i),Oe(r,si,i);let s=i/-2;Oe(r,"marginLeft",s),Oe(r,"marginTop",s);let o=n.width(e,t,i);return o&&Oe(r,"borderWidth",o),r}function m0(e,t){let n=e.series[t].points;return n._fill||n._stroke}function y0(e,t){let n=e.series[t].points;return n._stroke||n._fill}function b0(e,t){return e.series[t].points.size}var so=[0,0];function x0(e,t,n){return so[0]=t,so[1]=n,so}function Pi(e,t,n,r=!0){return i=>{i.button==0&&(!r||i.target==t)&&n(i)}}function oo(e,t,n,r=!0){return i=>{(!r||i.target==t)&&n(i)}}var w0={show:!0,x:!0,y:!0,lock:!1,move:x0,points:{one:!1,show:g0,size:b0,width:0,stroke:y0,fill:m0},bind:{mousedown:Pi,mouseup:Pi,click:Pi,dblclick:Pi,mousemove:oo,mouseleave:oo,mouseenter:oo},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},ed={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Mo=Ve({},ed,{filter:Dc}),td=Ve({},Mo,{size:10}),nd=Ve({},ed,{show:!1}),No='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',rd="bold "+No,id=1.5,vc={show:!0,scale:"x",stroke:bo,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:rd,side:2,grid:Mo,ticks:td,border:nd,font:No,lineGap:id,rotate:0},v0="Value",k0="Time",kc={show:!0,scale:"x",auto:!1,sorted:1,min:Se,max:-Se,idxs:[]};function _0(e,t,n,r,i){return t.map(s=>s==null?"":_o(s))}function S0(e,t,n,r,i,s,o){let l=[],a=Ln.get(i)||0;n=o?n:Ee(Wi(n,i),a);for(let c=n;c<=r;c=Ee(c+i,a))l.push(Object.is(c,-0)?0:c);return l}function ho(e,t,n,r,i,s,o){let l=[],a=e.scales[e.axes[t].scale].log,c=a==10?pn:Pc,u=At(c(n));i=Mr(a,u),a==10&&(i=Kn[Gt(i,Kn)]);let f=n,m=i*a;a==10&&(m=Kn[Gt(m,Kn)]);do l.push(f),f=f+i,a==10&&!Ln.has(f)&&(f=Ee(f,Ln.get(i))),f>=m&&(i=f,m=i*a,a==10&&(m=Kn[Gt(m,Kn)]));while(f<=r);return l}function E0(e,t,n,r,i,s,o){let a=e.scales[e.axes[t].scale].asinh,c=r>a?ho(e,t,pt(a,n),r,i):[a],u=r>=0&&n<=0?[0]:[];return(n<-a?ho(e,t,pt(a,-r),-n,i):[a]).reverse().map(m=>-m).concat(u,c)}var sd=/./,T0=/[12357]/,M0=/[125]/,_c=/1/,po=(e,t,n,r)=>e.map((i,s)=>t==4&&i==0||s%r==0&&n.test(i.toExponential()[i<0?1:0])?i:null);function N0(e,t,n,r,i){let s=e.axes[n],o=s.scale,l=e.scales[o],a=e.valToPos,c=s._space,u=a(10,o),f=a(9,o)-u>=c?sd:a(7,o)-u>=c?T0:a(5,o)-u>=c?M0:_c;if(f==_c){let m=Ye(a(1,o)-u);if(m<c)return po(t.slice().reverse(),l.distr,f,jt(c/m)).reverse()}return po(t,l.distr,f,1)}function A0(e,t,n,r,i){let s=e.axes[n],o=s.scale,l=s._space,a=e.valToPos,c=Ye(a(1,o)-a(2,o));return c<l?po(t.slice().reverse(),3,sd,jt(l/c)).reverse():t}function $0(e,t,n,r){return r==null?xo:t==null?"":_o(t)}var Sc={show:!0,scale:"y",stroke:bo,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:rd,side:3,grid:Mo,ticks:td,border:nd,font:No,lineGap:id,rotate:0};function L0(e,t){let n=3+(e||1)*2;return Ee(n*t,3)}function O0(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],s=e.valToPos(i[r[0]],n,!0),o=e.valToPos(i[r[1]],n,!0),l=Ye(o-s),a=e.series[t],c=l/(a.points.space*we);return r[1]-r[0]<=c}var Ec={scale:null,auto:!0,sorted:0,min:Se,max:-Se},od=(e,t,n,r,i)=>i,Tc={show:!0,auto:!0,sorted:0,gaps:od,alpha:1,facets:[Ve({},Ec,{scale:"x"}),Ve({},Ec,{scale:"y"})]},Mc={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:od,alpha:1,points:{show:O0,filter:null},values:null,min:Se,max:-Se,idxs:[],path:null,clip:null};function C0(e,t,n,r,i){return n/10}var ld={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},I0=Ve({},ld,{time:!1,ori:1}),Nc={};function ad(e,t){let n=Nc[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(i=>i!=r)},pub(r,i,s,o,l,a,c){for(let u=0;u<n.plots.length;u++)n.plots[u]!=i&&n.plots[u].pub(r,i,s,o,l,a,c)}},e!=null&&(Nc[e]=n)),n}var $r=1,go=2;function Qn(e,t,n){let r=e.mode,i=e.series[t],s=r==2?e._data[t]:e._data,o=e.scales,l=e.bbox,a=s[0],c=r==2?s[1]:s[t],u=r==2?o[i.facets[0].scale]:o[e.series[0].scale],f=r==2?o[i.facets[1].scale]:o[i.scale],m=l.left,k=l.top,S=l.width,w=l.height,b=e.valToPosH,_=e.valToPosV;return u.ori==0?n(i,a,c,u,f,b,_,m,k,S,w,Ui,Or,Ki,dd,fd):n(i,a,c,u,f,_,b,k,m,w,S,qi,Cr,Lo,ud,hd)}function Ao(e,t){let n=0,r=0,i=be(e.bands,So);for(let s=0;s<i.length;s++){let o=i[s];o.series[0]==t?n=o.dir:o.series[1]==t&&(o.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function R0(e,t,n,r,i){let s=e.mode,o=e.series[t],l=s==2?o.facets[1].scale:o.scale,a=e.scales[l];return i==-1?a.min:i==1?a.max:a.distr==3?a.dir==1?a.min:a.max:0}function gn(e,t,n,r,i,s){return Qn(e,t,(o,l,a,c,u,f,m,k,S,w,b)=>{let _=o.pxRound,y=c.dir*(c.ori==0?1:-1),v=c.ori==0?Or:Cr,E,N;y==1?(E=n,N=r):(E=r,N=n);let A=_(f(l[E],c,w,k)),R=_(m(a[E],u,b,S)),L=_(f(l[N],c,w,k)),B=_(m(s==1?u.max:u.min,u,b,S)),Y=new Path2D(i);return v(Y,L,B),v(Y,A,B),v(Y,A,R),Y})}function Gi(e,t,n,r,i,s){let o=null;if(e.length>0){o=new Path2D;let l=t==0?Ki:Lo,a=n;for(let f=0;f<e.length;f++){let m=e[f];if(m[1]>m[0]){let k=m[0]-a;k>0&&l(o,a,r,k,r+s),a=m[1]}}let c=n+i-a,u=10;c>0&&l(o,a,r-u/2,c,r+s+u)}return o}function F0(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function $o(e,t,n,r,i,s,o){let l=[],a=e.length;for(let c=i==1?n:r;c>=n&&c<=r;c+=i)if(t[c]===null){let f=c,m=c;if(i==1)for(;++c<=r&&t[c]===null;)m=c;else for(;--c>=n&&t[c]===null;)m=c;let k=s(e[f]),S=m==f?k:s(e[m]),w=f-i;k=o<=0&&w>=0&&w<a?s(e[w]):k;let _=m+i;S=o>=0&&_>=0&&_<a?s(e[_]):S,S>=k&&l.push([k,S])}return l}function Ac(e){return e==0?zc:e==1?We:t=>qn(t,e)}function cd(e){let t=e==0?Ui:qi,n=e==0?(i,s,o,l,a,c)=>{i.arcTo(s,o,l,a,c)}:(i,s,o,l,a,c)=>{i.arcTo(o,s,a,l,c)},r=e==0?(i,s,o,l,a)=>{i.rect(s,o,l,a)}:(i,s,o,l,a)=>{i.rect(o,s,a,l)};return(i,s,o,l,a,c=0,u=0)=>{c==0&&u==0?r(i,s,o,l,a):(c=Ut(c,l/2,a/2),u=Ut(u,l/2,a/2),t(i,s+c,o),n(i,s+l,o,s+l,o+a,c),n(i,s+l,o+a,s,o+a,u),n(i,s,o+a,s,o,u),n(i,s,o,s+l,o,c),i.closePath())}}var Ui=(e,t,n)=>{e.moveTo(t,n)},qi=(e,t,n)=>{e.moveTo(n,t)},Or=(e,t,n)=>{e.lineTo(t,n)},Cr=(e,t,n)=>{e.lineTo(n,t)},Ki=cd(0),Lo=cd(1),dd=(e,t,n,r,i,s)=>{e.arc(t,n,r,i,s)},ud=(e,t,n,r,i,s)=>{e.arc(n,t,r,i,s)},fd=(e,t,n,r,i,s,o)=>{e.bezierCurveTo(t,n,r,i,s,o)},hd=(e,t,n,r,i,s,o)=>{e.bezierCurveTo(n,t,i,r,o,s)};function pd(e){return(t,n,r,i,s)=>Qn(t,n,(o,l,a,c,u,f,m,k,S,w,b)=>{let{pxRound:_,points:y}=o,v,E;c.ori==0?(v=Ui,E=dd):(v=qi,E=ud);let N=Ee(y.width*we,3),A=(y.size-y.width)/2*we,R=Ee(A*2,3),L=new Path2D,B=new Path2D,{left:Y,top:M,width:C,height:I}=t.bbox;Ki(B,Y-R,M-R,C+R*2,I+R*2);let F=O=>{if(a[O]!=null){let z=_(f(l[O],c,w,k)),j=_(m(a[O],u,b,S));v(L,z+A,j),E(L,z,j,A,0,ji*2)}};if(s)s.forEach(F);else for(let O=r;O<=i;O++)F(O);return{stroke:N>0?L:null,fill:L,clip:B,flags:$r|go}})}function gd(e){return(t,n,r,i,s,o)=>{r!=i&&(s!=r&&o!=r&&e(t,n,r),s!=i&&o!=i&&e(t,n,i),e(t,n,o))}}var P0=gd(Or),j0=gd(Cr);function md(e){let t=be(e?.alignGaps,0);return(n,r,i,s)=>Qn(n,r,(o,l,a,c,u,f,m,k,S,w,b)=>{[i,s]=Vi(a,i,s);let _=o.pxRound,y=I=>_(f(I,c,w,k)),v=I=>_(m(I,u,b,S)),E,N;c.ori==0?(E=Or,N=P0):(E=Cr,N=j0);let A=c.dir*(c.ori==0?1:-1),R={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:$r},L=R.stroke,B=!1;if(s-i>=w*4){let I=U=>n.posToVal(U,c.key,!0),F=null,O=null,z,j,se,D=y(l[A==1?i:s]),G=y(l[i]),ie=y(l[s]),ne=I(A==1?G+1:ie-1);for(let U=A==1?i:s;U>=i&&U<=s;U+=A){let ue=l[U],K=(A==1?ue<ne:ue>ne)?D:y(ue),ee=a[U];K==D?ee!=null?(j=ee,F==null?(E(L,K,v(j)),z=F=O=j):j<F?F=j:j>O&&(O=j)):ee===null&&(B=!0):(F!=null&&N(L,D,v(F),v(O),v(z),v(j)),ee!=null?(j=ee,E(L,K,v(j)),F=O=z=j):(F=O=null,ee===null&&(B=!0)),D=K,ne=I(D+A))}F!=null&&F!=O&&se!=D&&N(L,D,v(F),v(O),v(z),v(j))}else for(let I=A==1?i:s;I>=i&&I<=s;I+=A){let F=a[I];F===null?B=!0:F!=null&&E(L,y(l[I]),v(F))}let[M,C]=Ao(n,r);if(o.fill!=null||M!=0){let I=R.fill=new Path2D(L),F=o.fillTo(n,r,o.min,o.max,M),O=v(F),z=y(l[i]),j=y(l[s]);A==-1&&([j,z]=[z,j]),E(I,j,O),E(I,z,O)}if(!o.spanGaps){let I=[];B&&I.push(...$o(l,a,i,s,A,y,t)),R.gaps=I=o.gaps(n,r,i,s,I),R.clip=Gi(I,c.ori,k,S,w,b)}return C!=0&&(R.band=C==2?[gn(n,r,i,s,L,-1),gn(n,r,i,s,L,1)]:gn(n,r,i,s,L,C)),R})}function z0(e){let t=be(e.align,1),n=be(e.ascDesc,!1),r=be(e.alignGaps,0),i=be(e.extend,!1);return(s,o,l,a)=>Qn(s,o,(c,u,f,m,k,S,w,b,_,y,v)=>{[l,a]=Vi(f,l,a);let E=c.pxRound,{left:N,width:A}=s.bbox,R=G=>E(S(G,m,y,b)),L=G=>E(w(G,k,v,_)),B=m.ori==0?Or:Cr,Y={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:$r},M=Y.stroke,C=m.dir*(m.ori==0?1:-1),I=L(f[C==1?l:a]),F=R(u[C==1?l:a]),O=F,z=F;i&&t==-1&&(z=N,B(M,z,I)),B(M,F,I);for(let G=C==1?l:a;G>=l&&G<=a;G+=C){let ie=f[G];if(ie==null)continue;let ne=R(u[G]),U=L(ie);t==1?B(M,ne,I):B(M,O,U),B(M,ne,U),I=U,O=ne}let j=O;i&&t==1&&(j=N+A,B(M,j,I));let[se,D]=Ao(s,o);if(c.fill!=null||se!=0){let G=Y.fill=new Path2D(M),ie=c.fillTo(s,o,c.min,c.max,se),ne=L(ie);B(G,j,ne),B(G,z,ne)}if(!c.spanGaps){let G=[];G.push(...$o(u,f,l,a,C,R,r));let ie=c.width*we/2,ne=n||t==1?ie:-ie,U=n||t==-1?-ie:ie;G.forEach(ue=>{ue[0]+=ne,ue[1]+=U}),Y.gaps=G=c.gaps(s,o,l,a,G),Y.clip=Gi(G,m.ori,b,_,y,v)}return D!=0&&(Y.band=D==2?[gn(s,o,l,a,M,-1),gn(s,o,l,a,M,1)]:gn(s,o,l,a,M,D)),Y})}function $c(e,t,n,r,i,s,o=Se){if(e.length>1){let l=null;for(let a=0,c=1/0;a<e.length;a++)if(t[a]!==void 0){if(l!=null){let u=Ye(e[a]-e[l]);u<c&&(c=u,o=Ye(n(e[a],r,i,s)-n(e[l],r,i,s)))}l=a}}return o}function D0(e){e=e||ai;let t=be(e.size,[.6,Se,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i=="number"?[i,0]:i;let s=pe(i),o=1-t[0],l=be(t[1],Se),a=be(t[2],1),c=be(e.disp,ai),u=be(e.each,k=>{}),{fill:f,stroke:m}=c;return(k,S,w,b)=>Qn(k,S,(_,y,v,E,N,A,R,L,B,Y,M)=>{let C=_.pxRound,I=n,F=r*we,O=l*we,z=a*we,j,se;E.ori==0?[j,se]=s(k,S):[se,j]=s(k,S);let D=E.dir*(E.ori==0?1:-1),G=E.ori==0?Ki:Lo,ie=E.ori==0?u:(Z,Ne,He,nr,On,Jt,Cn)=>{u(Z,Ne,He,On,nr,Cn,Jt)},ne=be(k.bands,So).find(Z=>Z.series[0]==S),U=ne!=null?ne.dir:0,ue=_.fillTo(k,S,_.min,_.max,U),Q=C(R(ue,N,M,B)),K,ee,ge,Me=Y,oe=C(_.width*we),me=!1,Pe=null,ct=null,vt=null,bn=null;f!=null&&(oe==0||m!=null)&&(me=!0,Pe=f.values(k,S,w,b),ct=new Map,new Set(Pe).forEach(Z=>{Z!=null&&ct.set(Z,new Path2D)}),oe>0&&(vt=m.values(k,S,w,b),bn=new Map,new Set(vt).forEach(Z=>{Z!=null&&bn.set(Z,new Path2D)})));let{x0:xn,size:wn}=c;if(xn!=null&&wn!=null){I=1,y=xn.values(k,S,w,b),xn.unit==2&&(y=y.map(He=>k.posToVal(L+He*Y,E.key,!0)));let Z=wn.values(k,S,w,b);wn.unit==2?ee=Z[0]*Y:ee=A(Z[0],E,Y,L)-A(0,E,Y,L),Me=$c(y,v,A,E,Y,L,Me),ge=Me-ee+F}else Me=$c(y,v,A,E,Y,L,Me),ge=Me*o+F,ee=Me-ge;ge<1&&(ge=0),oe>=ee/2&&(oe=0),ge<5&&(C=zc);let tr=ge>0,Kt=Me-ge-(tr?oe:0);ee=C(fo(Kt,z,O)),K=(I==0?ee/2:I==D?0:ee)-I*D*((I==0?F/2:0)+(tr?oe/2:0));let Ie={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},zt=me?null:new Path2D,dt=null;if(ne!=null)dt=k.data[ne.series[1]];else{let{y0:Z,y1:Ne}=c;Z!=null&&Ne!=null&&(v=Ne.values(k,S,w,b),dt=Z.values(k,S,w,b))}let mt=j*ee,de=se*ee;for(let Z=D==1?w:b;Z>=w&&Z<=b;Z+=D){let Ne=v[Z];if(Ne==null)continue;if(dt!=null){let yt=dt[Z]??0;if(Ne-yt==0)continue;Q=R(yt,N,M,B)}let He=E.distr!=2||c!=null?y[Z]:Z,nr=A(He,E,Y,L),On=R(be(Ne,ue),N,M,B),Jt=C(nr-K),Cn=C(pt(On,Q)),kt=C(Ut(On,Q)),Lt=Cn-kt;if(Ne!=null){let yt=Ne<0?de:mt,Dt=Ne<0?mt:de;me?(oe>0&&vt[Z]!=null&&G(bn.get(vt[Z]),Jt,kt+At(oe/2),ee,pt(0,Lt-oe),yt,Dt),Pe[Z]!=null&&G(ct.get(Pe[Z]),Jt,kt+At(oe/2),ee,pt(0,Lt-oe),yt,Dt)):G(zt,Jt,kt+At(oe/2),ee,pt(0,Lt-oe),yt,Dt),ie(k,S,Z,Jt-oe/2,kt,ee+oe,Lt)}}return oe>0?Ie.stroke=me?bn:zt:me||(Ie._fill=_.width==0?_._fill:_._stroke??_._fill,Ie.width=0),Ie.fill=me?ct:zt,Ie})}function B0(e,t){let n=be(t?.alignGaps,0);return(r,i,s,o)=>Qn(r,i,(l,a,c,u,f,m,k,S,w,b,_)=>{[s,o]=Vi(c,s,o);let y=l.pxRound,v=j=>y(m(j,u,b,S)),E=j=>y(k(j,f,_,w)),N,A,R;u.ori==0?(N=Ui,R=Or,A=fd):(N=qi,R=Cr,A=hd);let L=u.dir*(u.ori==0?1:-1),B=v(a[L==1?s:o]),Y=B,M=[],C=[];for(let j=L==1?s:o;j>=s&&j<=o;j+=L)if(c[j]!=null){let D=a[j],G=v(D);M.push(Y=G),C.push(E(c[j]))}let I={stroke:e(M,C,N,R,A,y),fill:null,clip:null,band:null,gaps:null,flags:$r},F=I.stroke,[O,z]=Ao(r,i);if(l.fill!=null||O!=0){let j=I.fill=new Path2D(F),se=l.fillTo(r,i,l.min,l.max,O),D=E(se);R(j,Y,D),R(j,B,D)}if(!l.spanGaps){let j=[];j.push(...$o(a,c,s,o,L,v,n)),I.gaps=j=l.gaps(r,i,s,o,j),I.clip=Gi(j,u.ori,S,w,b,_)}return z!=0&&(I.band=z==2?[gn(r,i,s,o,F,-1),gn(r,i,s,o,F,1)]:gn(r,i,s,o,F,z)),I})}function V0(e){return B0(H0,e)}function H0(e,t,n,r,i,s){let o=e.length;if(o<2)return null;let l=new Path2D;if(n(l,e[0],t[0]),o==2)r(l,e[1],t[1]);else{let a=Array(o),c=Array(o-1),u=Array(o-1),f=Array(o-1);for(let m=0;m<o-1;m++)u[m]=t[m+1]-t[m],f[m]=e[m+1]-e[m],c[m]=u[m]/f[m];a[0]=c[0];for(let m=1;m<o-1;m++)c[m]===0||c[m-1]===0||c[m-1]>0!=c[m]>0?a[m]=0:(a[m]=3*(f[m-1]+f[m])/((2*f[m]+f[m-1])/c[m-1]+(f[m]+2*f[m-1])/c[m]),isFinite(a[m])||(a[m]=0));a[o-1]=c[o-2];for(let m=0;m<o-1;m++)i(l,e[m]+f[m]/3,t[m]+a[m]*f[m]/3,e[m+1]-f[m]/3,t[m+1]-a[m+1]*f[m]/3,e[m+1],t[m+1])}return l}var mo=new Set;function Lc(){for(let e of mo)e.syncRect(!0)}Lr&&(Xn(_m,Tr,Lc),Xn(Sm,Tr,Lc,!0),Xn(zi,Tr,()=>{Ge.pxRatio=we}));var W0=md(),Y0=pd();function Oc(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((s,o)=>yo(s,o,t,n))}function G0(e,t){return e.map((n,r)=>r==0?{}:Ve({},t,n))}function yo(e,t,n,r){return Ve({},t==0?n:r,e)}function yd(e,t,n){return t==null?Nr:[t,n]}var U0=yd;function q0(e,t,n){return t==null?Nr:Di(t,n,ko,!0)}function bd(e,t,n,r){return t==null?Nr:Hi(t,n,e.scales[r].log,!1)}var K0=bd;function xd(e,t,n,r){return t==null?Nr:vo(t,n,e.scales[r].log,!1)}var J0=xd;function X0(e,t,n,r,i){let s=pt(dc(e),dc(t)),o=t-e,l=Gt(i/r*o,n);do{let a=n[l],c=r*a/o;if(c>=i&&s+(a<5?Ln.get(a):0)<=17)return[a,c]}while(++l<n.length);return[0,0]}function Cc(e){let t,n;return e=e.replace(/(\d+)px/,(r,i)=>(t=We((n=+i)*we))+"px"),[e,t,n]}function Z0(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=Ee(t[2]*we,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Ge(e,t,n){let r={mode:be(e.mode,1)},i=r.mode;function s(d,h,g,x){let T=h.valToPct(d);return x+g*(h.dir==-1?1-T:T)}function o(d,h,g,x){let T=h.valToPct(d);return x+g*(h.dir==-1?T:1-T)}function l(d,h,g,x){return h.ori==0?s(d,h,g,x):o(d,h,g,x)}r.valToPosH=s,r.valToPosV=o;let a=!1;r.status=0;let c=r.root=Pt(sm);if(e.id!=null&&(c.id=e.id),Nt(c,e.class),e.title){let d=Pt(am,c);d.textContent=e.title}let u=Yt("canvas"),f=r.ctx=u.getContext("2d"),m=Pt(cm,c);Xn("click",m,d=>{d.target===S&&(Ae!=hr||Ce!=pr)&&nt.click(r,d)},!0);let k=r.under=Pt(dm,m);m.appendChild(u);let S=r.over=Pt(um,m);e=Ar(e);let w=+be(e.pxAlign,1),b=Ac(w);(e.plugins||[]).forEach(d=>{d.opts&&(e=d.opts(r,e)||e)});let _=e.ms||.001,y=r.series=i==1?Oc(e.series||[],kc,Mc,!1):G0(e.series||[null],Tc),v=r.axes=Oc(e.axes||[],vc,Sc,!0),E=r.scales={},N=r.bands=e.bands||[];N.forEach(d=>{d.fill=pe(d.fill||null),d.dir=be(d.dir,-1)});let A=i==2?y[1].facets[0].scale:y[0].scale,R={axes:Kf,series:Wf},L=(e.drawOrder||["axes","series"]).map(d=>R[d]);function B(d){let h=d.distr==3?g=>pn(g>0?g:d.clamp(r,g,d.min,d.max,d.key)):d.distr==4?g=>ro(g,d.asinh):d.distr==100?g=>d.fwd(g):g=>g;return g=>{let x=h(g),{_min:T,_max:$}=d,P=$-T;return(x-T)/P}}function Y(d){let h=E[d];if(h==null){let g=(e.scales||ai)[d]||ai;if(g.from!=null){Y(g.from);let x=Ve({},E[g.from],g,{key:d});x.valToPct=B(x),E[d]=x}else{h=E[d]=Ve({},d==A?ld:I0,g),h.key=d;let x=h.time,T=h.range,$=$n(T);if((d!=A||i==2&&!x)&&($&&(T[0]==null||T[1]==null)&&(T={min:T[0]==null?lc:{mode:1,hard:T[0],soft:T[0]},max:T[1]==null?lc:{mode:1,hard:T[1],soft:T[1]}},$=!1),!$&&Yi(T))){let P=T;T=(V,W,J)=>W==null?Nr:Di(W,J,P)}h.range=pe(T||(x?U0:d==A?h.distr==3?K0:h.distr==4?J0:yd:h.distr==3?bd:h.distr==4?xd:q0)),h.auto=pe($?!1:h.auto),h.clamp=pe(h.clamp||C0),h._min=h._max=null,h.valToPct=B(h)}}}Y("x"),Y("y"),i==1&&y.forEach(d=>{Y(d.scale)}),v.forEach(d=>{Y(d.scale)});for(let d in e.scales)Y(d);let M=E[A],C=M.distr,I,F;M.ori==0?(Nt(c,om),I=s,F=o):(Nt(c,lm),I=o,F=s);let O={};for(let d in E){let h=E[d];(h.min!=null||h.max!=null)&&(O[d]={min:h.min,max:h.max},h.min=h.max=null)}let z=e.tzDate||(d=>new Date(We(d/_))),j=e.fmtDate||Eo,se=_==1?o0(z):c0(z),D=bc(z,yc(_==1?s0:a0,j)),G=wc(z,xc(u0,j)),ie=[],ne=r.legend=Ve({},p0,e.legend),U=r.cursor=Ve({},w0,{drag:{y:i==2}},e.cursor),ue=ne.show,Q=U.show,K=ne.markers;ne.idxs=ie,K.width=pe(K.width),K.dash=pe(K.dash),K.stroke=pe(K.stroke),K.fill=pe(K.fill);let ee,ge,Me,oe=[],me=[],Pe,ct=!1,vt={};if(ne.live){let d=y[1]?y[1].values:null;ct=d!=null,Pe=ct?d(r,1,0):{_:0};for(let h in Pe)vt[h]=xo}if(ue)if(ee=Yt("table",ym,c),Me=Yt("tbody",null,ee),ne.mount(r,ee),ct){ge=Yt("thead",null,ee,Me);let d=Yt("tr",null,ge);Yt("th",null,d);for(var bn in Pe)Yt("th",qa,d).textContent=bn}else Nt(ee,xm),ne.live&&Nt(ee,bm);let xn={show:!0},wn={show:!1};function tr(d,h){if(h==0&&(ct||!ne.live||i==2))return Nr;let g=[],x=Yt("tr",wm,Me,Me.childNodes[h]);Nt(x,d.class),d.show||Nt(x,Jn);let T=Yt("th",null,x);if(K.show){let V=Pt(vm,T);if(h>0){let W=K.width(r,h);W&&(V.style.border=W+"px "+K.dash(r,h)+" "+K.stroke(r,h)),V.style.background=K.fill(r,h)}}let $=Pt(qa,T);d.label instanceof HTMLElement?$.appendChild(d.label):$.textContent=d.label,h>0&&(K.show||($.style.color=d.width>0?K.stroke(r,h):K.fill(r,h)),Ie("click",T,V=>{if(U._lock)return;Rn(V);let W=y.indexOf(d);if((V.ctrlKey||V.metaKey)!=ne.isolate){let J=y.some((X,te)=>te>0&&te!=W&&X.show);y.forEach((X,te)=>{te>0&&Zt(te,J?te==W?xn:wn:xn,!0,De.setSeries)})}else Zt(W,{show:!d.show},!0,De.setSeries)},!1),ir&&Ie(Za,T,V=>{U._lock||(Rn(V),Zt(y.indexOf(d),mr,!0,De.setSeries))},!1));for(var P in Pe){let V=Yt("td",km,x);V.textContent="--",g.push(V)}return[x,g]}let Kt=new Map;function Ie(d,h,g,x=!0){let T=Kt.get(h)||{},$=U.bind[d](r,h,g,x);$&&(Xn(d,h,T[d]=$),Kt.set(h,T))}function zt(d,h,g){let x=Kt.get(h)||{};for(let T in x)(d==null||T==d)&&(uo(T,h,x[T]),delete x[T]);d==null&&Kt.delete(h)}let dt=0,mt=0,de=0,Z=0,Ne=0,He=0,nr=Ne,On=He,Jt=de,Cn=Z,kt=0,Lt=0,yt=0,Dt=0;r.bbox={};let ds=!1,hi=!1,rr=!1,In=!1,pi=!1,Ot=!1;function us(d,h,g){(g||d!=r.width||h!=r.height)&&tl(d,h),cr(!1),rr=!0,hi=!0,dr()}function tl(d,h){r.width=dt=de=d,r.height=mt=Z=h,Ne=He=0,Pf(),jf();let g=r.bbox;kt=g.left=qn(Ne*we,.5),Lt=g.top=qn(He*we,.5),yt=g.width=qn(de*we,.5),Dt=g.height=qn(Z*we,.5)}let If=3;function Rf(){let d=!1,h=0;for(;!d;){h++;let g=Uf(h),x=qf(h);d=h==If||g&&x,d||(tl(r.width,r.height),hi=!0)}}function Ff({width:d,height:h}){us(d,h)}r.setSize=Ff;function Pf(){let d=!1,h=!1,g=!1,x=!1;v.forEach((T,$)=>{if(T.show&&T._show){let{side:P,_size:V}=T,W=P%2,J=T.label!=null?T.labelSize:0,X=V+J;X>0&&(W?(de-=X,P==3?(Ne+=X,x=!0):g=!0):(Z-=X,P==0?(He+=X,d=!0):h=!0))}}),Fn[0]=d,Fn[1]=g,Fn[2]=h,Fn[3]=x,de-=vn[1]+vn[3],Ne+=vn[3],Z-=vn[2]+vn[0],He+=vn[0]}function jf(){let d=Ne+de,h=He+Z,g=Ne,x=He;function T($,P){switch($){case 1:return d+=P,d-P;case 2:return h+=P,h-P;case 3:return g-=P,g+P;case 0:return x-=P,x+P}}v.forEach(($,P)=>{if($.show&&$._show){let V=$.side;$._pos=T(V,$._size),$.label!=null&&($._lpos=T(V,$.labelSize))}})}if(U.dataIdx==null){let d=U.hover,h=d.skip=new Set(d.skip??[]);h.add(void 0);let g=d.prox=pe(d.prox),x=d.bias??(d.bias=0);U.dataIdx=(T,$,P,V)=>{if($==0)return P;let W=P,J=g(T,$,P,V)??Se,X=J>=0&&J<Se,te=M.ori==0?de:Z,ce=U.left,xe=t[0],ye=t[$];if(h.has(ye[P])){W=null;let he=null,le=null,re;if(x==0||x==-1)for(re=P;he==null&&re-- >0;)h.has(ye[re])||(he=re);if(x==0||x==1)for(re=P;le==null&&re++<ye.length;)h.has(ye[re])||(le=re);if(he!=null||le!=null)if(X){let Le=he==null?-1/0:I(xe[he],M,te,0),Re=le==null?1/0:I(xe[le],M,te,0),Ze=ce-Le,ke=Re-ce;Ze<=ke?Ze<=J&&(W=he):ke<=J&&(W=le)}else W=le==null?he:he==null?le:P-he<=le-P?he:le}else X&&Ye(ce-I(xe[P],M,te,0))>J&&(W=null);return W}}let Rn=d=>{U.event=d};U.idxs=ie,U._lock=!1;let it=U.points;it.show=pe(it.show),it.size=pe(it.size),it.stroke=pe(it.stroke),it.width=pe(it.width),it.fill=pe(it.fill);let Xt=r.focus=Ve({},e.focus||{alpha:.3},U.focus),ir=Xt.prox>=0,sr=ir&&it.one,Ct=[],or=[],lr=[];function nl(d,h){let g=it.show(r,h);if(g instanceof HTMLElement)return Nt(g,mm),Nt(g,d.class),ln(g,-10,-10,de,Z),S.insertBefore(g,Ct[h]),g}function rl(d,h){if(i==1||h>0){let g=i==1&&E[d.scale].time,x=d.value;d.value=g?hc(x)?wc(z,xc(x,j)):x||G:x||$0,d.label=d.label||(g?k0:v0)}if(sr||h>0){d.width=d.width==null?1:d.width,d.paths=d.paths||W0||Im,d.fillTo=pe(d.fillTo||R0),d.pxAlign=+be(d.pxAlign,w),d.pxRound=Ac(d.pxAlign),d.stroke=pe(d.stroke||null),d.fill=pe(d.fill||null),d._stroke=d._fill=d._paths=d._focus=null;let g=L0(pt(1,d.width),1),x=d.points=Ve({},{size:g,width:pt(1,g*.2),stroke:d.stroke,space:g*2,paths:Y0,_stroke:null,_fill:null},d.points);x.show=pe(x.show),x.filter=pe(x.filter),x.fill=pe(x.fill),x.stroke=pe(x.stroke),x.paths=pe(x.paths),x.pxAlign=d.pxAlign}if(ue){let g=tr(d,h);oe.splice(h,0,g[0]),me.splice(h,0,g[1]),ne.values.push(null)}if(Q){ie.splice(h,0,null);let g=null;sr?h==0&&(g=nl(d,h)):h>0&&(g=nl(d,h)),Ct.splice(h,0,g),or.splice(h,0,0),lr.splice(h,0,0)}Xe("addSeries",h)}function zf(d,h){h=h??y.length,d=i==1?yo(d,h,kc,Mc):yo(d,h,{},Tc),y.splice(h,0,d),rl(y[h],h)}r.addSeries=zf;function Df(d){if(y.splice(d,1),ue){ne.values.splice(d,1),me.splice(d,1);let h=oe.splice(d,1)[0];zt(null,h.firstChild),h.remove()}Q&&(ie.splice(d,1),Ct.splice(d,1)[0].remove(),or.splice(d,1),lr.splice(d,1)),Xe("delSeries",d)}r.delSeries=Df;let Fn=[!1,!1,!1,!1];function Bf(d,h){if(d._show=d.show,d.show){let g=d.side%2,x=E[d.scale];x==null&&(d.scale=g?y[1].scale:A,x=E[d.scale]);let T=x.time;d.size=pe(d.size),d.space=pe(d.space),d.rotate=pe(d.rotate),$n(d.incrs)&&d.incrs.forEach(P=>{!Ln.has(P)&&Ln.set(P,Vc(P))}),d.incrs=pe(d.incrs||(x.distr==2?n0:T?_==1?i0:l0:Kn)),d.splits=pe(d.splits||(T&&x.distr==1?se:x.distr==3?ho:x.distr==4?E0:S0)),d.stroke=pe(d.stroke),d.grid.stroke=pe(d.grid.stroke),d.ticks.stroke=pe(d.ticks.stroke),d.border.stroke=pe(d.border.stroke);let $=d.values;d.values=$n($)&&!$n($[0])?pe($):T?$n($)?bc(z,yc($,j)):hc($)?d0(z,$):$||D:$||_0,d.filter=pe(d.filter||(x.distr>=3&&x.log==10?N0:x.distr==3&&x.log==2?A0:Dc)),d.font=Cc(d.font),d.labelFont=Cc(d.labelFont),d._size=d.size(r,null,h,0),d._space=d._rotate=d._incrs=d._found=d._splits=d._values=null,d._size>0&&(Fn[h]=!0,d._el=Pt(fm,m))}}function jr(d,h,g,x){let[T,$,P,V]=g,W=h%2,J=0;return W==0&&(V||$)&&(J=h==0&&!T||h==2&&!P?We(vc.size/3):0),W==1&&(T||P)&&(J=h==1&&!$||h==3&&!V?We(Sc.size/2):0),J}let il=r.padding=(e.padding||[jr,jr,jr,jr]).map(d=>pe(be(d,jr))),vn=r._padding=il.map((d,h)=>d(r,h,Fn,0)),tt,Ue=null,qe=null,gi=i==1?y[0].idxs:null,Bt=null,zr=!1;function sl(d,h){if(t=d??[],r.data=r._data=t,i==2){tt=0;for(let g=1;g<y.length;g++)tt+=t[g][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Bt=t[0],tt=Bt.length;let g=t;if(C==2){g=t.slice();let x=g[0]=Array(tt);for(let T=0;T<tt;T++)x[T]=T}r._data=t=g}if(cr(!0),Xe("setData"),C==2&&(rr=!0),h!==!1){let g=M;g.auto(r,zr)?fs():_n(A,g.min,g.max),In=In||U.left>=0,Ot=!0,dr()}}r.setData=sl;function fs(){zr=!0;let d,h;i==1&&(tt>0?(Ue=gi[0]=0,qe=gi[1]=tt-1,d=t[0][Ue],h=t[0][qe],C==2?(d=Ue,h=qe):d==h&&(C==3?[d,h]=Hi(d,d,M.log,!1):C==4?[d,h]=vo(d,d,M.log,!1):M.time?h=d+We(86400/_):[d,h]=Di(d,h,ko,!0))):(Ue=gi[0]=d=null,qe=gi[1]=h=null)),_n(A,d,h)}let mi,ar,hs,ps,gs,ms,ys,bs,xs,bt;function ol(d,h,g,x,T,$){d??(d=Ja),g??(g=So),x??(x="butt"),T??(T=Ja),$??($="round"),d!=mi&&(f.strokeStyle=mi=d),T!=ar&&(f.fillStyle=ar=T),h!=hs&&(f.lineWidth=hs=h),$!=gs&&(f.lineJoin=gs=$),x!=ms&&(f.lineCap=ms=x),g!=ps&&f.setLineDash(ps=g)}function ll(d,h,g,x){h!=ar&&(f.fillStyle=ar=h),d!=ys&&(f.font=ys=d),g!=bs&&(f.textAlign=bs=g),x!=xs&&(f.textBaseline=xs=x)}function ws(d,h,g,x,T=0){if(x.length>0&&d.auto(r,zr)&&(h==null||h.min==null)){let $=be(Ue,0),P=be(qe,x.length-1),V=g.min==null?Nm(x,$,P,T,d.distr==3):[g.min,g.max];d.min=Ut(d.min,g.min=V[0]),d.max=pt(d.max,g.max=V[1])}}let al={min:null,max:null};function Vf(){for(let x in E){let T=E[x];O[x]==null&&(T.min==null||O[A]!=null&&T.auto(r,zr))&&(O[x]=al)}for(let x in E){let T=E[x];O[x]==null&&T.from!=null&&O[T.from]!=null&&(O[x]=al)}O[A]!=null&&cr(!0);let d={};for(let x in O){let T=O[x];if(T!=null){let $=d[x]=Ar(E[x],Pm);if(T.min!=null)Ve($,T);else if(x!=A||i==2)if(tt==0&&$.from==null){let P=$.range(r,null,null,x);$.min=P[0],$.max=P[1]}else $.min=Se,$.max=-Se}}if(tt>0){y.forEach((x,T)=>{if(i==1){let $=x.scale,P=O[$];if(P==null)return;let V=d[$];if(T==0){let W=V.range(r,V.min,V.max,$);V.min=W[0],V.max=W[1],Ue=Gt(V.min,t[0]),qe=Gt(V.max,t[0]),qe-Ue>1&&(t[0][Ue]<V.min&&Ue++,t[0][qe]>V.max&&qe--),x.min=Bt[Ue],x.max=Bt[qe]}else x.show&&x.auto&&ws(V,P,x,t[T],x.sorted);x.idxs[0]=Ue,x.idxs[1]=qe}else if(T>0&&x.show&&x.auto){let[$,P]=x.facets,V=$.scale,W=P.scale,[J,X]=t[T],te=d[V],ce=d[W];te!=null&&ws(te,O[V],$,J,$.sorted),ce!=null&&ws(ce,O[W],P,X,P.sorted),x.min=P.min,x.max=P.max}});for(let x in d){let T=d[x],$=O[x];if(T.from==null&&($==null||$.min==null)){let P=T.range(r,T.min==Se?null:T.min,T.max==-Se?null:T.max,x);T.min=P[0],T.max=P[1]}}}for(let x in d){let T=d[x];if(T.from!=null){let $=d[T.from];if($.min==null)T.min=T.max=null;else{let P=T.range(r,$.min,$.max,x);T.min=P[0],T.max=P[1]}}}let h={},g=!1;for(let x in d){let T=d[x],$=E[x];if($.min!=T.min||$.max!=T.max){$.min=T.min,$.max=T.max;let P=$.distr;$._min=P==3?pn($.min):P==4?ro($.min,$.asinh):P==100?$.fwd($.min):$.min,$._max=P==3?pn($.max):P==4?ro($.max,$.asinh):P==100?$.fwd($.max):$.max,h[x]=g=!0}}if(g){y.forEach((x,T)=>{i==2?T>0&&h.y&&(x._paths=null):h[x.scale]&&(x._paths=null)});for(let x in h)rr=!0,Xe("setScale",x);Q&&U.left>=0&&(In=Ot=!0)}for(let x in O)O[x]=null}function Hf(d){let h=fo(Ue-1,0,tt-1),g=fo(qe+1,0,tt-1);for(;d[h]==null&&h>0;)h--;for(;d[g]==null&&g<tt-1;)g++;return[h,g]}function Wf(){if(tt>0){let d=y.some(h=>h._focus)&&bt!=Xt.alpha;d&&(f.globalAlpha=bt=Xt.alpha),y.forEach((h,g)=>{if(g>0&&h.show&&(cl(g,!1),cl(g,!0),h._paths==null)){let x=bt;bt!=h.alpha&&(f.globalAlpha=bt=h.alpha);let T=i==2?[0,t[g][0].length-1]:Hf(t[g]);h._paths=h.paths(r,g,T[0],T[1]),bt!=x&&(f.globalAlpha=bt=x)}}),y.forEach((h,g)=>{if(g>0&&h.show){let x=bt;bt!=h.alpha&&(f.globalAlpha=bt=h.alpha),h._paths!=null&&dl(g,!1);{let T=h._paths!=null?h._paths.gaps:null,$=h.points.show(r,g,Ue,qe,T),P=h.points.filter(r,g,$,T);($||P)&&(h.points._paths=h.points.paths(r,g,Ue,qe,P),dl(g,!0))}bt!=x&&(f.globalAlpha=bt=x),Xe("drawSeries",g)}}),d&&(f.globalAlpha=bt=1)}}function cl(d,h){let g=h?y[d].points:y[d];g._stroke=g.stroke(r,d),g._fill=g.fill(r,d)}function dl(d,h){let g=h?y[d].points:y[d],{stroke:x,fill:T,clip:$,flags:P,_stroke:V=g._stroke,_fill:W=g._fill,_width:J=g.width}=g._paths;J=Ee(J*we,3);let X=null,te=J%2/2;h&&W==null&&(W=J>0?"#fff":V);let ce=g.pxAlign==1&&te>0;if(ce&&f.translate(te,te),!h){let xe=kt-J/2,ye=Lt-J/2,he=yt+J,le=Dt+J;X=new Path2D,X.rect(xe,ye,he,le)}h?vs(V,J,g.dash,g.cap,W,x,T,P,$):Yf(d,V,J,g.dash,g.cap,W,x,T,P,X,$),ce&&f.translate(-te,-te)}function Yf(d,h,g,x,T,$,P,V,W,J,X){let te=!1;W!=0&&N.forEach((ce,xe)=>{if(ce.series[0]==d){let ye=y[ce.series[1]],he=t[ce.series[1]],le=(ye._paths||ai).band;$n(le)&&(le=ce.dir==1?le[0]:le[1]);let re,Le=null;ye.show&&le&&$m(he,Ue,qe)?(Le=ce.fill(r,xe)||$,re=ye._paths.clip):le=null,vs(h,g,x,T,Le,P,V,W,J,X,re,le),te=!0}}),te||vs(h,g,x,T,$,P,V,W,J,X)}let ul=$r|go;function vs(d,h,g,x,T,$,P,V,W,J,X,te){ol(d,h,g,x,T),(W||J||te)&&(f.save(),W&&f.clip(W),J&&f.clip(J)),te?(V&ul)==ul?(f.clip(te),X&&f.clip(X),bi(T,P),yi(d,$,h)):V&go?(bi(T,P),f.clip(te),yi(d,$,h)):V&$r&&(f.save(),f.clip(te),X&&f.clip(X),bi(T,P),f.restore(),yi(d,$,h)):(bi(T,P),yi(d,$,h)),(W||J||te)&&f.restore()}function yi(d,h,g){g>0&&(h instanceof Map?h.forEach((x,T)=>{f.strokeStyle=mi=T,f.stroke(x)}):h!=null&&d&&f.stroke(h))}function bi(d,h){h instanceof Map?h.forEach((g,x)=>{f.fillStyle=ar=x,f.fill(g)}):h!=null&&d&&f.fill(h)}function Gf(d,h,g,x){let T=v[d],$;if(x<=0)$=[0,0];else{let P=T._space=T.space(r,d,h,g,x),V=T._incrs=T.incrs(r,d,h,g,x,P);$=X0(h,g,V,x,P)}return T._found=$}function ks(d,h,g,x,T,$,P,V,W,J){let X=P%2/2;w==1&&f.translate(X,X),ol(V,P,W,J,V),f.beginPath();let te,ce,xe,ye,he=T+(x==0||x==3?-$:$);g==0?(ce=T,ye=he):(te=T,xe=he);for(let le=0;le<d.length;le++)h[le]!=null&&(g==0?te=xe=d[le]:ce=ye=d[le],f.moveTo(te,ce),f.lineTo(xe,ye));f.stroke(),w==1&&f.translate(-X,-X)}function Uf(d){let h=!0;return v.forEach((g,x)=>{if(!g.show)return;let T=E[g.scale];if(T.min==null){g._show&&(h=!1,g._show=!1,cr(!1));return}else g._show||(h=!1,g._show=!0,cr(!1));let $=g.side,P=$%2,{min:V,max:W}=T,[J,X]=Gf(x,V,W,P==0?de:Z);if(X==0)return;let te=T.distr==2,ce=g._splits=g.splits(r,x,V,W,J,X,te),xe=T.distr==2?ce.map(re=>Bt[re]):ce,ye=T.distr==2?Bt[ce[1]]-Bt[ce[0]]:J,he=g._values=g.values(r,g.filter(r,xe,x,X,ye),x,X,ye);g._rotate=$==2?g.rotate(r,he,x,X):0;let le=g._size;g._size=jt(g.size(r,he,x,d)),le!=null&&g._size!=le&&(h=!1)}),h}function qf(d){let h=!0;return il.forEach((g,x)=>{let T=g(r,x,Fn,d);T!=vn[x]&&(h=!1),vn[x]=T}),h}function Kf(){for(let d=0;d<v.length;d++){let h=v[d];if(!h.show||!h._show)continue;let g=h.side,x=g%2,T,$,P=h.stroke(r,d),V=g==0||g==3?-1:1,[W,J]=h._found;if(h.label!=null){let ft=h.labelGap*V,Et=We((h._lpos+ft)*we);ll(h.labelFont[0],P,"center",g==2?"top":Ka),f.save(),x==1?(T=$=0,f.translate(Et,We(Lt+Dt/2)),f.rotate((g==3?-ji:ji)/2)):(T=We(kt+yt/2),$=Et);let zn=jc(h.label)?h.label(r,d,W,J):h.label;f.fillText(zn,T,$),f.restore()}if(J==0)continue;let X=E[h.scale],te=x==0?yt:Dt,ce=x==0?kt:Lt,xe=h._splits,ye=X.distr==2?xe.map(ft=>Bt[ft]):xe,he=X.distr==2?Bt[xe[1]]-Bt[xe[0]]:W,le=h.ticks,re=h.border,Le=le.show?le.size:0,Re=We(Le*we),Ze=We((h.alignTo==2?h._size-Le-h.gap:h.gap)*we),ke=h._rotate*-ji/180,Fe=b(h._pos*we),_t=(Re+Ze)*V,ut=Fe+_t;$=x==0?ut:0,T=x==1?ut:0;let It=h.font[0],Vt=h.align==1?Sr:h.align==2?eo:ke>0?Sr:ke<0?eo:x==0?"center":g==3?eo:Sr,en=ke||x==1?"middle":g==2?"top":Ka;ll(It,P,Vt,en);let St=h.font[1]*h.lineGap,Rt=xe.map(ft=>b(l(ft,X,te,ce))),Ht=h._values;for(let ft=0;ft<Ht.length;ft++){let Et=Ht[ft];if(Et!=null){x==0?T=Rt[ft]:$=Rt[ft],Et=""+Et;let zn=Et.indexOf(`
`)==-1?[Et]:Et.split(/\n/gm);for(let ht=0;ht<zn.length;ht++){let $l=zn[ht];ke?(f.save(),f.translate(T,$+ht*St),f.rotate(ke),f.fillText($l,0,0),f.restore()):f.fillText($l,T,$+ht*St)}}}le.show&&ks(Rt,le.filter(r,ye,d,J,he),x,g,Fe,Re,Ee(le.width*we,3),le.stroke(r,d),le.dash,le.cap);let tn=h.grid;tn.show&&ks(Rt,tn.filter(r,ye,d,J,he),x,x==0?2:1,x==0?Lt:kt,x==0?Dt:yt,Ee(tn.width*we,3),tn.stroke(r,d),tn.dash,tn.cap),re.show&&ks([Fe],[1],x==0?1:0,x==0?1:2,x==1?Lt:kt,x==1?Dt:yt,Ee(re.width*we,3),re.stroke(r,d),re.dash,re.cap)}Xe("drawAxes")}function cr(d){y.forEach((h,g)=>{g>0&&(h._paths=null,d&&(i==1?(h.min=null,h.max=null):h.facets.forEach(x=>{x.min=null,x.max=null})))})}let xi=!1,_s=!1,Dr=[];function Jf(){_s=!1;for(let d=0;d<Dr.length;d++)Xe(...Dr[d]);Dr.length=0}function dr(){xi||(Wm(fl),xi=!0)}function Xf(d,h=!1){xi=!0,_s=h,d(r),fl(),h&&Dr.length>0&&queueMicrotask(Jf)}r.batch=Xf;function fl(){if(ds&&(Vf(),ds=!1),rr&&(Rf(),rr=!1),hi){if(Oe(k,Sr,Ne),Oe(k,"top",He),Oe(k,ii,de),Oe(k,si,Z),Oe(S,Sr,Ne),Oe(S,"top",He),Oe(S,ii,de),Oe(S,si,Z),Oe(m,ii,dt),Oe(m,si,mt),u.width=We(dt*we),u.height=We(mt*we),v.forEach(({_el:d,_show:h,_size:g,_pos:x,side:T})=>{if(d!=null)if(h){let $=T===3||T===0?g:0,P=T%2==1;Oe(d,P?"left":"top",x-$),Oe(d,P?"width":"height",g),Oe(d,P?"top":"left",P?He:Ne),Oe(d,P?"height":"width",P?Z:de),co(d,Jn)}else Nt(d,Jn)}),mi=ar=hs=gs=ms=ys=bs=xs=ps=null,bt=1,Hr(!0),Ne!=nr||He!=On||de!=Jt||Z!=Cn){cr(!1);let d=de/Jt,h=Z/Cn;if(Q&&!In&&U.left>=0){U.left*=d,U.top*=h,ur&&ln(ur,We(U.left),0,de,Z),fr&&ln(fr,0,We(U.top),de,Z);for(let g=0;g<Ct.length;g++){let x=Ct[g];x!=null&&(or[g]*=d,lr[g]*=h,ln(x,jt(or[g]),jt(lr[g]),de,Z))}}if($e.show&&!pi&&$e.left>=0&&$e.width>0){$e.left*=d,$e.width*=d,$e.top*=h,$e.height*=h;for(let g in As)Oe(gr,g,$e[g])}nr=Ne,On=He,Jt=de,Cn=Z}Xe("setSize"),hi=!1}dt>0&&mt>0&&(f.clearRect(0,0,u.width,u.height),Xe("drawClear"),L.forEach(d=>d()),Xe("draw")),$e.show&&pi&&(wi($e),pi=!1),Q&&In&&(jn(null,!0,!1),In=!1),ne.show&&ne.live&&Ot&&(Ms(),Ot=!1),a||(a=!0,r.status=1,Xe("ready")),zr=!1,xi=!1}r.redraw=(d,h)=>{rr=h||!1,d!==!1?_n(A,M.min,M.max):dr()};function Ss(d,h){let g=E[d];if(g.from==null){if(tt==0){let x=g.range(r,h.min,h.max,d);h.min=x[0],h.max=x[1]}if(h.min>h.max){let x=h.min;h.min=h.max,h.max=x}if(tt>1&&h.min!=null&&h.max!=null&&h.max-h.min<1e-16)return;d==A&&g.distr==2&&tt>0&&(h.min=Gt(h.min,t[0]),h.max=Gt(h.max,t[0]),h.min==h.max&&h.max++),O[d]=h,ds=!0,dr()}}r.setScale=Ss;let Es,Ts,ur,fr,hl,pl,hr,pr,gl,ml,Ae,Ce,kn=!1,nt=U.drag,Ke=nt.x,Je=nt.y;Q&&(U.x&&(Es=Pt(pm,S)),U.y&&(Ts=Pt(gm,S)),M.ori==0?(ur=Es,fr=Ts):(ur=Ts,fr=Es),Ae=U.left,Ce=U.top);let $e=r.select=Ve({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),gr=$e.show?Pt(hm,$e.over?S:k):null;function wi(d,h){if($e.show){for(let g in d)$e[g]=d[g],g in As&&Oe(gr,g,d[g]);h!==!1&&Xe("setSelect")}}r.setSelect=wi;function Zf(d){if(y[d].show)ue&&co(oe[d],Jn);else if(ue&&Nt(oe[d],Jn),Q){let g=sr?Ct[0]:Ct[d];g!=null&&ln(g,-10,-10,de,Z)}}function _n(d,h,g){Ss(d,{min:h,max:g})}function Zt(d,h,g,x){h.focus!=null&&rh(d),h.show!=null&&y.forEach((T,$)=>{$>0&&(d==$||d==null)&&(T.show=h.show,Zf($),i==2?(_n(T.facets[0].scale,null,null),_n(T.facets[1].scale,null,null)):_n(T.scale,null,null),dr())}),g!==!1&&Xe("setSeries",d,h),x&&Wr("setSeries",r,d,h)}r.setSeries=Zt;function Qf(d,h){Ve(N[d],h)}function eh(d,h){d.fill=pe(d.fill||null),d.dir=be(d.dir,-1),h=h??N.length,N.splice(h,0,d)}function th(d){d==null?N.length=0:N.splice(d,1)}r.addBand=eh,r.setBand=Qf,r.delBand=th;function nh(d,h){y[d].alpha=h,Q&&Ct[d]!=null&&(Ct[d].style.opacity=h),ue&&oe[d]&&(oe[d].style.opacity=h)}let fn,Sn,Pn,mr={focus:!0};function rh(d){if(d!=Pn){let h=d==null,g=Xt.alpha!=1;y.forEach((x,T)=>{if(i==1||T>0){let $=h||T==0||T==d;x._focus=h?null:$,g&&nh(T,$?1:Xt.alpha)}}),Pn=d,g&&dr()}}ue&&ir&&Ie(Qa,ee,d=>{U._lock||(Rn(d),Pn!=null&&Zt(null,mr,!0,De.setSeries))});function Qt(d,h,g){let x=E[h];g&&(d=d/we-(x.ori==1?He:Ne));let T=de;x.ori==1&&(T=Z,d=T-d),x.dir==-1&&(d=T-d);let $=x._min,P=x._max,V=d/T,W=$+(P-$)*V,J=x.distr;return J==3?Mr(10,W):J==4?Om(W,x.asinh):J==100?x.bwd(W):W}function ih(d,h){let g=Qt(d,A,h);return Gt(g,t[0],Ue,qe)}r.valToIdx=d=>Gt(d,t[0]),r.posToIdx=ih,r.posToVal=Qt,r.valToPos=(d,h,g)=>E[h].ori==0?s(d,E[h],g?yt:de,g?kt:0):o(d,E[h],g?Dt:Z,g?Lt:0),r.setCursor=(d,h,g)=>{Ae=d.left,Ce=d.top,jn(null,h,g)};function yl(d,h){Oe(gr,Sr,$e.left=d),Oe(gr,ii,$e.width=h)}function bl(d,h){Oe(gr,"top",$e.top=d),Oe(gr,si,$e.height=h)}let Br=M.ori==0?yl:bl,Vr=M.ori==1?yl:bl;function sh(){if(ue&&ne.live)for(let d=i==2?1:0;d<y.length;d++){if(d==0&&ct)continue;let h=ne.values[d],g=0;for(let x in h)me[d][g++].firstChild.nodeValue=h[x]}}function Ms(d,h){if(d!=null&&(d.idxs?d.idxs.forEach((g,x)=>{ie[x]=g}):Fm(d.idx)||ie.fill(d.idx),ne.idx=ie[0]),ue&&ne.live){for(let g=0;g<y.length;g++)(g>0||i==1&&!ct)&&oh(g,ie[g]);sh()}Ot=!1,h!==!1&&Xe("setLegend")}r.setLegend=Ms;function oh(d,h){let g=y[d],x=d==0&&C==2?Bt:t[d],T;ct?T=g.values(r,d,h)??vt:(T=g.value(r,h==null?null:x[h],d,h),T=T==null?vt:{_:T}),ne.values[d]=T}function jn(d,h,g){gl=Ae,ml=Ce,[Ae,Ce]=U.move(r,Ae,Ce),U.left=Ae,U.top=Ce,Q&&(ur&&ln(ur,We(Ae),0,de,Z),fr&&ln(fr,0,We(Ce),de,Z));let x,T=Ue>qe;fn=Se,Sn=null;let $=M.ori==0?de:Z,P=M.ori==1?de:Z;if(Ae<0||tt==0||T){x=U.idx=null;for(let V=0;V<y.length;V++){let W=Ct[V];W!=null&&ln(W,-10,-10,de,Z)}ir&&Zt(null,mr,!0,d==null&&De.setSeries),ne.live&&(ie.fill(x),Ot=!0)}else{let V,W,J;i==1&&(V=M.ori==0?Ae:Ce,W=Qt(V,A),x=U.idx=Gt(W,t[0],Ue,qe),J=I(t[0][x],M,$,0));let X=-10,te=-10,ce=0,xe=0,ye=!0,he="",le="";for(let re=i==2?1:0;re<y.length;re++){let Le=y[re],Re=ie[re],Ze=Re==null?null:i==1?t[re][Re]:t[re][1][Re],ke=U.dataIdx(r,re,x,W),Fe=ke==null?null:i==1?t[re][ke]:t[re][1][ke];if(Ot=Ot||Fe!=Ze||ke!=Re,ie[re]=ke,re>0&&Le.show){let _t=ke==null?-10:ke==x?J:I(i==1?t[0][ke]:t[re][0][ke],M,$,0),ut=Fe==null?-10:F(Fe,i==1?E[Le.scale]:E[Le.facets[1].scale],P,0);if(ir&&Fe!=null){let It=M.ori==1?Ae:Ce,Vt=Ye(Xt.dist(r,re,ke,ut,It));if(Vt<fn){let en=Xt.bias;if(en!=0){let St=Qt(It,Le.scale),Rt=Fe>=0?1:-1,Ht=St>=0?1:-1;Ht==Rt&&(Ht==1?en==1?Fe>=St:Fe<=St:en==1?Fe<=St:Fe>=St)&&(fn=Vt,Sn=re)}else fn=Vt,Sn=re}}if(Ot||sr){let It,Vt;M.ori==0?(It=_t,Vt=ut):(It=ut,Vt=_t);let en,St,Rt,Ht,tn,ft,Et=!0,zn=it.bbox;if(zn!=null){Et=!1;let ht=zn(r,re);Rt=ht.left,Ht=ht.top,en=ht.width,St=ht.height}else Rt=It,Ht=Vt,en=St=it.size(r,re);if(ft=it.fill(r,re),tn=it.stroke(r,re),sr)re==Sn&&fn<=Xt.prox&&(X=Rt,te=Ht,ce=en,xe=St,ye=Et,he=ft,le=tn);else{let ht=Ct[re];ht!=null&&(or[re]=Rt,lr[re]=Ht,oc(ht,en,St,Et),ic(ht,ft,tn),ln(ht,jt(Rt),jt(Ht),de,Z))}}}}if(sr){let re=Xt.prox,Le=Pn==null?fn<=re:fn>re||Sn!=Pn;if(Ot||Le){let Re=Ct[0];Re!=null&&(or[0]=X,lr[0]=te,oc(Re,ce,xe,ye),ic(Re,he,le),ln(Re,jt(X),jt(te),de,Z))}}}if($e.show&&kn)if(d!=null){let[V,W]=De.scales,[J,X]=De.match,[te,ce]=d.cursor.sync.scales,xe=d.cursor.drag;if(Ke=xe._x,Je=xe._y,Ke||Je){let{left:ye,top:he,width:le,height:re}=d.select,Le=d.scales[te].ori,Re=d.posToVal,Ze,ke,Fe,_t,ut,It=V!=null&&J(V,te),Vt=W!=null&&X(W,ce);It&&Ke?(Le==0?(Ze=ye,ke=le):(Ze=he,ke=re),Fe=E[V],_t=I(Re(Ze,te),Fe,$,0),ut=I(Re(Ze+ke,te),Fe,$,0),Br(Ut(_t,ut),Ye(ut-_t))):Br(0,$),Vt&&Je?(Le==1?(Ze=ye,ke=le):(Ze=he,ke=re),Fe=E[W],_t=F(Re(Ze,ce),Fe,P,0),ut=F(Re(Ze+ke,ce),Fe,P,0),Vr(Ut(_t,ut),Ye(ut-_t))):Vr(0,P)}else $s()}else{let V=Ye(gl-hl),W=Ye(ml-pl);if(M.ori==1){let ce=V;V=W,W=ce}Ke=nt.x&&V>=nt.dist,Je=nt.y&&W>=nt.dist;let J=nt.uni;J!=null?Ke&&Je&&(Ke=V>=J,Je=W>=J,!Ke&&!Je&&(W>V?Je=!0:Ke=!0)):nt.x&&nt.y&&(Ke||Je)&&(Ke=Je=!0);let X,te;Ke&&(M.ori==0?(X=hr,te=Ae):(X=pr,te=Ce),Br(Ut(X,te),Ye(te-X)),Je||Vr(0,P)),Je&&(M.ori==1?(X=hr,te=Ae):(X=pr,te=Ce),Vr(Ut(X,te),Ye(te-X)),Ke||Br(0,$)),!Ke&&!Je&&(Br(0,0),Vr(0,0))}if(nt._x=Ke,nt._y=Je,d==null){if(g){if(Al!=null){let[V,W]=De.scales;De.values[0]=V!=null?Qt(M.ori==0?Ae:Ce,V):null,De.values[1]=W!=null?Qt(M.ori==1?Ae:Ce,W):null}Wr(to,r,Ae,Ce,de,Z,x)}if(ir){let V=g&&De.setSeries,W=Xt.prox;Pn==null?fn<=W&&Zt(Sn,mr,!0,V):fn>W?Zt(null,mr,!0,V):Sn!=Pn&&Zt(Sn,mr,!0,V)}}Ot&&(ne.idx=x,Ms()),h!==!1&&Xe("setCursor")}let En=null;Object.defineProperty(r,"rect",{get(){return En==null&&Hr(!1),En}});function Hr(d=!1){d?En=null:(En=S.getBoundingClientRect(),Xe("syncRect",En))}function xl(d,h,g,x,T,$,P){U._lock||kn&&d!=null&&d.movementX==0&&d.movementY==0||(Ns(d,h,g,x,T,$,P,!1,d!=null),d!=null?jn(null,!0,!0):jn(h,!0,!1))}function Ns(d,h,g,x,T,$,P,V,W){if(En==null&&Hr(!1),Rn(d),d!=null)g=d.clientX-En.left,x=d.clientY-En.top;else{if(g<0||x<0){Ae=-10,Ce=-10;return}let[J,X]=De.scales,te=h.cursor.sync,[ce,xe]=te.values,[ye,he]=te.scales,[le,re]=De.match,Le=h.axes[0].side%2==1,Re=M.ori==0?de:Z,Ze=M.ori==1?de:Z,ke=Le?$:T,Fe=Le?T:$,_t=Le?x:g,ut=Le?g:x;if(ye!=null?g=le(J,ye)?l(ce,E[J],Re,0):-10:g=Re*(_t/ke),he!=null?x=re(X,he)?l(xe,E[X],Ze,0):-10:x=Ze*(ut/Fe),M.ori==1){let It=g;g=x,x=It}}W&&(h==null||h.cursor.event.type==to)&&((g<=1||g>=de-1)&&(g=qn(g,de)),(x<=1||x>=Z-1)&&(x=qn(x,Z))),V?(hl=g,pl=x,[hr,pr]=U.move(r,g,x)):(Ae=g,Ce=x)}let As={width:0,height:0,left:0,top:0};function $s(){wi(As,!1)}let wl,vl,kl,_l;function Sl(d,h,g,x,T,$,P){kn=!0,Ke=Je=nt._x=nt._y=!1,Ns(d,h,g,x,T,$,P,!0,!1),d!=null&&(Ie(no,lo,El,!1),Wr(Xa,r,hr,pr,de,Z,null));let{left:V,top:W,width:J,height:X}=$e;wl=V,vl=W,kl=J,_l=X}function El(d,h,g,x,T,$,P){kn=nt._x=nt._y=!1,Ns(d,h,g,x,T,$,P,!1,!0);let{left:V,top:W,width:J,height:X}=$e,te=J>0||X>0,ce=wl!=V||vl!=W||kl!=J||_l!=X;if(te&&ce&&wi($e),nt.setScale&&te&&ce){let xe=V,ye=J,he=W,le=X;if(M.ori==1&&(xe=W,ye=X,he=V,le=J),Ke&&_n(A,Qt(xe,A),Qt(xe+ye,A)),Je)for(let re in E){let Le=E[re];re!=A&&Le.from==null&&Le.min!=Se&&_n(re,Qt(he+le,re),Qt(he,re))}$s()}else U.lock&&(U._lock=!U._lock,jn(h,!0,d!=null));d!=null&&(zt(no,lo),Wr(no,r,Ae,Ce,de,Z,null))}function lh(d,h,g,x,T,$,P){if(U._lock)return;Rn(d);let V=kn;if(kn){let W=!0,J=!0,X=10,te,ce;M.ori==0?(te=Ke,ce=Je):(te=Je,ce=Ke),te&&ce&&(W=Ae<=X||Ae>=de-X,J=Ce<=X||Ce>=Z-X),te&&W&&(Ae=Ae<hr?0:de),ce&&J&&(Ce=Ce<pr?0:Z),jn(null,!0,!0),kn=!1}Ae=-10,Ce=-10,ie.fill(null),jn(null,!0,!0),V&&(kn=V)}function Tl(d,h,g,x,T,$,P){U._lock||(Rn(d),fs(),$s(),d!=null&&Wr(ec,r,Ae,Ce,de,Z,null))}function Ml(){v.forEach(Z0),us(r.width,r.height,!0)}Xn(zi,Tr,Ml);let yr={};yr.mousedown=Sl,yr.mousemove=xl,yr.mouseup=El,yr.dblclick=Tl,yr.setSeries=(d,h,g,x)=>{let T=De.match[2];g=T(r,h,g),g!=-1&&Zt(g,x,!0,!1)},Q&&(Ie(Xa,S,Sl),Ie(to,S,xl),Ie(Za,S,d=>{Rn(d),Hr(!1)}),Ie(Qa,S,lh),Ie(ec,S,Tl),mo.add(r),r.syncRect=Hr);let vi=r.hooks=e.hooks||{};function Xe(d,h,g){_s?Dr.push([d,h,g]):d in vi&&vi[d].forEach(x=>{x.call(null,r,h,g)})}(e.plugins||[]).forEach(d=>{for(let h in d.hooks)vi[h]=(vi[h]||[]).concat(d.hooks[h])});let Nl=(d,h,g)=>g,De=Ve({key:null,setSeries:!1,filters:{pub:uc,sub:uc},scales:[A,y[1]?y[1].scale:null],match:[fc,fc,Nl],values:[null,null]},U.sync);De.match.length==2&&De.match.push(Nl),U.sync=De;let Al=De.key,Ls=ad(Al);function Wr(d,h,g,x,T,$,P){De.filters.pub(d,h,g,x,T,$,P)&&Ls.pub(d,h,g,x,T,$,P)}Ls.sub(r);function ah(d,h,g,x,T,$,P){De.filters.sub(d,h,g,x,T,$,P)&&yr[d](null,h,g,x,T,$,P)}r.pub=ah;function ch(){Ls.unsub(r),mo.delete(r),Kt.clear(),uo(zi,Tr,Ml),c.remove(),ee?.remove(),Xe("destroy")}r.destroy=ch;function Os(){Xe("init",e,t),sl(t||e.data,!1),O[A]?Ss(A,O[A]):fs(),pi=$e.show&&($e.width>0||$e.height>0),In=Ot=!0,us(e.width,e.height)}return y.forEach(rl),v.forEach(Bf),n?n instanceof HTMLElement?(n.appendChild(c),Os()):n(r,Os):Os(),r}Ge.assign=Ve;Ge.fmtNum=_o;Ge.rangeNum=Di;Ge.rangeLog=Hi;Ge.rangeAsinh=vo;Ge.orient=Qn;Ge.pxRatio=we;Ge.join=Hm;Ge.fmtDate=Eo,Ge.tzDate=e0;Ge.sync=ad;{Ge.addGap=F0,Ge.clipGaps=Gi;let e=Ge.paths={points:pd};e.linear=md,e.stepped=z0,e.bars=D0,e.spline=V0}function wd(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var qt=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function Q0(){let e=wd();return e?e.classList.contains("dark-mode")?"dark":"light":qt&&qt.matches?"dark":"light"}function vd(e){let t=document.documentElement,n=()=>{let o=Q0();t.dataset.theme!==o&&(t.dataset.theme=o,t.style.colorScheme=o,e&&e(o))};n();let r=[],i=wd();if(i)try{let o=new window.parent.MutationObserver(n);o.observe(i,{attributes:!0,attributeFilter:["class"]}),r.push(()=>o.disconnect())}catch{}if(qt){let o=()=>n();qt.addEventListener?qt.addEventListener("change",o):qt.addListener&&qt.addListener(o),r.push(()=>{qt.removeEventListener?qt.removeEventListener("change",o):qt.removeListener&&qt.removeListener(o)})}let s=()=>r.splice(0).forEach(o=>o());return window.addEventListener("pagehide",s,{once:!0}),s}function je(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function er(e,t){return Ia(je(e,""),t)}var kd=240,Sd=e=>Qr(e)||"NaN",_d=e=>Number((10**e).toPrecision(12));function ey(e){return e==null?"":ae(e,3)}function ty(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((l,a)=>{if(typeof l!="number"||!Number.isFinite(l))return;let c=n[a];r.set(l,typeof c=="number"&&Number.isFinite(c)?c:null)});let i=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(l=>l&&typeof l.step=="number").sort((l,a)=>l.step-a.step);for(let l of i)r.set(l.step,null);let s=[...r.keys()].sort((l,a)=>l-a),o=s.map(l=>r.get(l));return{xs:s,ys:o,nonfinite:i}}function ny(e){return{hooks:{draw:[t=>{let n=e();if(!n.length)return;let{ctx:r}=t,{left:i,top:s,width:o,height:l}=t.bbox,a=window.devicePixelRatio||1;r.save(),r.beginPath(),r.rect(i,s,o,l),r.clip(),r.strokeStyle=je("--critical","#d32f2f"),r.fillStyle=r.strokeStyle,r.lineWidth=1.5*a,r.setLineDash([4*a,3*a]),r.font=`${11*a}px system-ui, sans-serif`,r.textBaseline="top";let c=!1;for(let u of n){let f=Math.round(t.valToPos(u.step,"x",!0))+.5;if(!(f<i-1||f>i+o+1)&&(r.beginPath(),r.moveTo(f,s),r.lineTo(f,s+l),r.stroke(),!c)){let m=Sd(u.value),k=r.measureText(m).width,S=f+4*a+k>i+o?f-4*a-k:f+4*a;r.fillText(m,S,s+4*a),c=!0}}r.restore()}]}}}function Ed(e){let t=p("h3",null,_e(Ft.loss)),n=p("p",{class:"chart-note",id:"loss-note",role:"status"}),r=p("input",{type:"checkbox",id:"loss-log-scale"}),i=p("label",{class:"log-toggle",for:"loss-log-scale"},r," Log scale"),s=p("div",{class:"chart-box",id:"loss-plot"});H(e,p("div",{class:"card-head"},t,i),n,s);let o=null,l=null,a=[],c=null,u=()=>{o&&o.destroy(),o=null},f=()=>{if(u(),H(s),i.hidden=!l||!l.xs.length,!l||!l.xs.length)return;let S=l.ys.filter(A=>A!==null),w=S.length>0&&S.every(A=>A>0);if(r.disabled=!w,!m){let A=1/0,R=-1/0;for(let L of S)L<A&&(A=L),L>R&&(R=L);r.checked=w&&R/A>1e4}let b=w&&r.checked,_=je("--fg-muted","#666"),y=je("--grid","rgba(0,0,0,0.08)"),E={width:Math.max(200,s.clientWidth||e.clientWidth||600),height:kd,plugins:[ny(()=>a),Ci()],scales:{x:{time:!1,range:(A,R,L)=>{if(R===null||L===null)return[0,1];if(R===L)return[R-1,L+1];let B=a.length?(L-R)*.02:0;return[R-B,L+B]}},y:b?{range:(A,R,L)=>{if(!Number.isFinite(R)||!Number.isFinite(L))return[0,1];let B=Math.floor(R+1e-9);return[B,Math.max(B+1,Math.ceil(L-1e-9))]}}:{range:(A,R,L)=>{if(R===null||L===null||!Number.isFinite(R)||!Number.isFinite(L))return[0,1];if(R===L)return[R-Math.abs(R||1)*.1,L+Math.abs(L||1)*.1];let B=(L-R)*.05;return[R-B,L+B]}}},axes:[Ii(_,y),ni(_,y,b?`${_e(Ft.loss)} (log scale)`:_e(Ft.loss),{...b?{splits:A=>Oi(10**A.scales.y.min,10**A.scales.y.max).map(Math.log10),filter:(A,R)=>R}:{},size:(A,R)=>{if(!R)return 50;let L=Math.max(...R.map(B=>String(B).length),3);return Math.ceil(L*7.5)+14},values:(A,R)=>R.map(L=>ey(b?_d(L):L))})],series:[{label:"step"},{label:_e(Ft.loss),stroke:je("--accent","#1976d2"),width:2,spanGaps:!1,points:{show:l.xs.length<=60,size:4},value:(A,R)=>R==null?"—":ae(b?_d(R):R,6)}],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}},N=b?l.ys.map(A=>A===null?null:Math.log10(A)):l.ys;o=new Ge(E,[l.xs,N],s)},m=!1;r.addEventListener("change",()=>{m=!0,f()});let k=new ResizeObserver(()=>{if(!o)return;let S=Math.max(200,s.clientWidth);Math.abs(S-o.width)>1&&o.setSize({width:S,height:kd})});return k.observe(s),{update(S,w){if(!(w&&w===c&&o)){if(c=w||null,l=ty(S||{}),a=l.nonfinite,e.dataset.points=String(l.xs.length),e.dataset.nonfinite=String(a.length),!l.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",u(),H(s);return}if(a.length){let b=a[0],_=a.length-1;n.className="chart-note alert",n.textContent=`The loss became ${Sd(b.value)} at step ${b.step}`+(_?` (${_} more non-finite step${_===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${l.xs.length} step${l.xs.length===1?"":"s"} logged; all finite.`;f()}},showNote(S){c=null,l=null,a=[],u(),e.dataset.points="0",i.hidden=!0,n.className="chart-note muted",n.textContent=S,H(s)},showError(S){c=null,l=null,a=[],u(),n.className="chart-note error-text",n.textContent=S,H(s)},retheme(){l&&f()},destroy(){k.disconnect(),u()}}}function xt(e){return p("h2",{class:"section-title"},e)}function Te({id:e,className:t="",title:n,aside:r=null,hidden:i=!1},...s){let o=typeof n=="string"?p("h3",null,n):n,l=typeof r=="string"?p("span",{class:"muted small"},r):r;return p("section",{class:`card ${t}`.trim(),id:e,hidden:i},p("div",{class:"card-head"},o,l),...s)}function Oo(e,{id:t,onchange:n}){let r=p("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:p("label",{class:"inline-picker"},p("span",null,e),r)}}function gt(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function mn(e,t){e.hidden=!t,e.textContent=t||""}function Ji(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}var Co=12,ry=2,Io=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function Td(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return Be(e.length,"item");let t=e.slice(0,Co).map(Tn).join(", ");return e.length>Co?`${t} and ${e.length-Co} more`:t}return Io(e)&&!Object.keys(e).length?"none":Tn(e)}function Ro(e,t=[]){if(!Io(e))return[{key:t.join(" › ")||"Value",value:Td(e)}];let n=[];for(let[r,i]of Object.entries(e)){let s=[...t,Gr(r)];Io(i)&&Object.keys(i).length&&s.length<ry?n.push(...Ro(i,s)):n.push({key:s.join(" › "),value:Td(i)})}return n}function Xi(e){return{area:e,create:(t,n)=>iy(t,n,e)}}function iy(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=p("tbody");H(e,xt(t.title),Te({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},p("table",{class:"evidence-table generic-summary"},r)));let i=null;return{async update(s,o){let l=o&&o.areas?o.areas[n]:void 0,a=l!=null;gt(e,a);let c=a?JSON.stringify(l):null;!a||c===i||(i=c,H(r,Ro(l).map(({key:u,value:f})=>p("tr",null,p("th",{scope:"row"},u),p("td",null,f)))))},focusFinding:()=>!1,retheme(){},destroy(){H(e)}}}var Md=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
`;var oy=["input_shape","layer_input","layer_rank","layer_call"],ly=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],an=e=>Array.isArray(e)?e:[];function Ad(e){let t=e&&e.areas&&e.areas[fe.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=an(t.loss_checks).filter(i=>i&&typeof i=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function $d(e){return an(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:di(t.y_true),yPred:di(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function Ld(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>st(n)===fe.shapes)}function di(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function Fo(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>di(t&&t.shape)).join("  ")}function Zi(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function Nd(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function ay(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function Od(e,t){let n=t.some(a=>oy.includes(Nd(a))&&(a.evidence||{}).source==="the data"),r=t.some(a=>ly.includes(Nd(a))),i=e.data||{},s=an(i.x),o=an(i.y),l=(a,c,u,f)=>c&&c.path?`${a}.${c.path}`:f>1?`${a}[${u}]`:a;return{data:[...s.map((a,c)=>({role:l("x",a,c,s.length),spec:a,mismatch:n})),...o.map((a,c)=>({role:l("y",a,c,o.length),spec:a,mismatch:r}))],model:[...an(e.model_inputs).map(a=>({role:"input",spec:a,mismatch:n,note:a.inferred?"(subclassed: taken from the data)":a.name?`\`${a.name}\``:""})),...an(e.model_outputs).map(a=>({role:"output",spec:a,mismatch:r,note:a.layer?`of \`${a.layer}\``:""}))],losses:an(e.loss).map(a=>a.name)}}function Cd(e,t,n){let r=new Map;for(let s of t)typeof s.layer=="string"&&s.layer&&!r.has(s.layer)&&r.set(s.layer,s);let i=new Set;return an(e.rows).map(s=>{let o=r.get(s.name),l=s.status==="failed",a=!!o||l,c=!!(o&&o.severity==="warning"),u=[`depth-${Math.min(s.depth||0,9)}`,s.trainable===!1?"not-trainable":"",a?"row-mismatch":"",c?"row-warning":"",s.status?`row-${s.status}`:"",n&&s.name===n?"focused":""].filter(Boolean),f=null;a&&!i.has(s.name)&&(i.add(s.name),f=o?ay(o):s.error||"This call failed.");let m=k=>k&&k[0]||null;return{row:s,classes:u,bad:a,warning:c,outputs:s.outputs&&s.outputs.length?Fo(s.outputs):l?"—":"",dtype:(m(s.outputs)||{}).dtype||(m(s.inputs)||{}).dtype||"",status:l?"failed here":s.status==="raised_inside"?"raised inside":"",note:f}})}function Id(e,t){let r=an(e.rows).filter(i=>(i.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${Be(r,"layer call")} · ${Zi(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${Zi(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function Rd(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=an(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var Pd=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function Fd({role:e,spec:t,mismatch:n,note:r}){return p("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},p("span",{class:"spec-role"},e),p("span",{class:"spec-shape"},di(t&&t.shape)),p("span",{class:"spec-dtype"},t&&t.dtype||""),r?p("span",{class:"muted"},Nn(r)):null)}function cy(e,t){let n=Od(e,t);return[p("div",{class:"spec-box",id:"data-spec"},p("h4",null,"Data (one batch)"),p("ul",{class:"spec-list"},n.data.map(Fd),n.data.length?null:p("li",{class:"muted"},"Not known (a generator?)"))),p("div",{class:"spec-box",id:"model-spec"},p("h4",null,"Model"),p("ul",{class:"spec-list"},n.model.map(Fd),n.losses.length?p("li",{class:"spec-item","data-role":"loss"},p("span",{class:"spec-role"},"loss"),p("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function dy({row:e,classes:t,bad:n,warning:r,outputs:i,dtype:s,status:o,note:l}){return[p("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},p("td",{class:"num muted"},String(e.index)),p("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},p("span",{class:"layer-name"},e.name),p("span",{class:"layer-class"},e.class)),p("td",{class:"shape-cell"},Fo(e.inputs)),p("td",{class:"shape-cell"},i),p("td",{class:"shape-cell muted"},s),p("td",{class:"num"},Zi(e.params)),p("td",null,e.trainable===!1?"no":"yes"),p("td",{class:"status-cell"},o)),l===null?null:p("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},p("td",null,""),p("td",{colspan:Pd.length-1},l))]}function uy(e,t){ot("trainhealth-shapes-style",Md),e.id="shape-health",e.hidden=!0;let n=null,r=null,i=[],s=null,o=p("p",{class:"shape-note muted",id:"shape-note",role:"status"}),l=p("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),a=p("div",{class:"spec-compare",id:"shape-specs"}),c=p("div",{class:"table-scroll shape-scroll"}),u=Te({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},o,l,a,c),f=p("tbody"),m=Te({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},p("table",{class:"data-table",id:"loss-shapes-table"},p("thead",null,p("tr",null,["Step","y_true","y_pred","Verdict"].map(b=>p("th",null,b)))),f));H(e,xt(t.title),u,m);function k(b){m.hidden=!b.length,H(f,$d(b).map(_=>p("tr",{class:_.ok?null:"mismatch"},p("td",{class:"num"},_.step),p("td",{class:"shape-cell"},_.yTrue),p("td",{class:"shape-cell"},_.yPred),p("td",null,_.verdict))))}function S(b,_){o.textContent=Id(b,_);let y=Rd(b);l.hidden=!y,H(l,Nn(y)),H(a,cy(b,i));let v=p("tr",null,Pd.map(([E,N])=>p("th",N?{class:N}:null,E)));H(c,p("table",{class:"data-table shape-table",id:"shape-table"},p("thead",null,v),p("tbody",null,Cd(b,i,s).map(dy))))}function w(b){s=b;for(let E of c.querySelectorAll("tr.focused"))E.classList.remove("focused");let _=b?[...c.querySelectorAll("tr[data-layer]")].filter(E=>E.dataset.layer===b):[];for(let E of _)E.classList.add("focused");let y=_[0]||u;u.dataset.focused=b||"";let v=()=>y.scrollIntoView&&y.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(v):v()}return{async update(b,_){b!==n&&(n=b,r=null,s=null),i=Ld(_);let y=Ad(_);if(gt(e,!!y),!y)return;let v=`${JSON.stringify(y)}
${JSON.stringify(i)}`;v!==r&&(r=v,u.hidden=!y.table,y.table&&S(y.table,y.tables),k(y.lossChecks),s&&y.table&&w(s))},focusFinding(b){return st(b)!==fe.shapes||e.hidden?!1:(w(typeof b.layer=="string"?b.layer:null),!0)},retheme(){},destroy(){H(e)}}}var jd={area:fe.shapes,create:uy};var zd=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
`;var py=fe.nonfinite,gy="missing",Qi=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],my=190,yy=56,jo=10,Po=13;function zo(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(Qi.length-1),n=Math.min(Qi.length-2,Math.floor(t)),r=t-n,i=Qi[n],s=Qi[n+1];return[0,1,2].map(o=>Math.round(i[o]+(s[o]-i[o])*r))}function Bd(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(l=>Array.isArray(l)&&l.length>=2):[],i=Array.isArray(t.values)?t.values:[],s=r.length,o=new Set;for(let l of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(l)&&l.length>=2&&o.add(l[0]*s+l[1]);return{layers:n,steps:r,values:i,nonfinite:o,stat:String(t.stat||""),logScale:!!t.log_scale}}function es(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(i=>Array.isArray(i)&&i.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(i=>i[1]>i[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function ts(e){return Math.max(50,Math.min(5e3,e))}function Vd(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function Do(e){return Math.round(Math.min(my,Math.max(yy,e+16)))}function Bo(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),i=Math.max(t,n??t),s=-1,o=-1;return e.forEach((l,a)=>{Array.isArray(l)&&l[1]>=r&&l[0]<=i&&(s<0&&(s=a),o=a)}),s<0?null:[s,o]}function Hd(e,{logScale:t,stat:n}){let r=1/0,i=-1/0,s=0;for(let o of e)if(Array.isArray(o)){for(let l of o)if(!(typeof l!="number"||!Number.isFinite(l))){if(t&&l<=0){s++;continue}l<r&&(r=l),l>i&&(i=l)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:s}:{lo:0,hi:1,log:!1,nonPositive:s};if(t){if(i/r<10){let o=Math.sqrt(r*i);r=Math.min(r,o/Math.sqrt(10)),i=Math.max(i,o*Math.sqrt(10))}return{lo:r,hi:i,log:!0,nonPositive:s}}if(r===i){let o=Math.abs(r)*.1||1;r-=o,i+=o}return{lo:r,hi:i,log:!1,nonPositive:0}}function Vo(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function Wd(e){if(!e.log)return Ai(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,i=[];if(r<3){for(let o=t-1;o<=n;o++)for(let l of[1,2,5]){let a=l*10**o;a>=e.lo*(1-1e-9)&&a<=e.hi*(1+1e-9)&&i.push(Number(a.toPrecision(6)))}return i}let s=Math.max(1,Math.ceil(r/7));for(let o=t;o<=n;o+=s)i.push(10**o);return i}function Yd(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:ae(t)}function Gd(e,t,n){let r=e.layers.length,i=e.steps.length,s=new Uint8ClampedArray(r*i*4);for(let o=0;o<r;o++){let l=e.values[o]||[];for(let a=0;a<i;a++){let c=l[a],u;e.nonfinite.has(o*i+a)?u=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?u=n.missing:t.log&&c<=0?u=n.zero:u=zo(Vo(t,c));let f=(o*i+a)*4;s[f]=u[0],s[f+1]=u[1],s[f+2]=u[2],s[f+3]=255}}return s}function Ud(e){let t=e.steps.length,n=new Set,r=new Set;for(let i of e.nonfinite)n.add(Math.floor(i/t)),r.add(i%t);return{rows:[...n].sort((i,s)=>i-s),columns:[...r].sort((i,s)=>i-s)}}function Ho(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]);return e.layers.map((r,i)=>n.has(r)?i:-1).filter(r=>r>=0)}function qd(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function Kd(e,t,n){let r=new Set(n),i=Math.max(1,Math.ceil(Po/t)),s=l=>n.some(a=>Math.abs(a-l)*t<Po&&a!==l),o=[];for(let l=0;l<e;l++){let a=r.has(l);if(!a&&(l%i!==0||s(l)))continue;let c=o[o.length-1];a&&o.length&&(l-c)*t<Po&&r.has(c)||o.push(l)}return o}function Jd(e){if(!Array.isArray(e)||!e.length)return[];let t=e[0][0],n=Math.max(1,e[e.length-1][1]+1-t);return e.map(([r,i])=>[(r-t)/n,(i+1-t)/n])}function by(e,t){if(!Array.isArray(e)||!e.length)return null;let n=e[0][0],r=e[e.length-1][1];return t<n||t>r?null:(t+.5-n)/(r+1-n)}function Xd(e,t){let n=0,r=e.length-1;for(;n<=r;){let i=n+r>>1;if(t<e[i][0])r=i-1;else if(t>=e[i][1])n=i+1;else return i}return null}function Zd(e){if(!e.length)return!0;let t=e[0][1]-e[0][0];return e.every(([n,r],i)=>Math.abs(r-n-t)<1e-9&&(i===0||Math.abs(n-e[i-1][1])<1e-9))}function Qd(e,t){return e.length?Ni(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,x:by(e,r)})).filter(r=>r.x!==null):[]}function eu(e,t,n){let r=(e.values[t]||[])[n],i=e.nonfinite.has(t*e.steps.length+n),s=typeof r=="number"&&Number.isFinite(r),[o,l]=e.steps[n];return{layer:e.layers[t],steps:[o,l],valueText:i?"NaN / Inf":s?ae(r,4):"not logged",dataValue:i?py:s?String(r):gy,nonfinite:i,mean:o!==l&&!i&&typeof r=="number"}}function tu(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function nu(e,t,n,r){let i={layers:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(i.rangeMin=String(t.lo),i.rangeMax=String(t.hi)),n&&(i.plot=[n.left,n.top,n.width,n.height].map(s=>s.toFixed(1)).join(",")),r&&e){let s=Ho(e,r);i.highlightLayers=JSON.stringify(s.map(l=>e.layers[l])),i.highlightRows=JSON.stringify(s),i.highlightSteps=`${r.first}-${r.last}`;let o=Bo(e.steps,r.first,r.last);i.highlightColumns=o?`${o[0]}-${o[1]}`:""}return i}var ru=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var ns='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',xy=`600 ${ns}`,lt=10,wy=40;function rs(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){ot("trainhealth-heatmap-style",Dd);let i=p("canvas",{id:n,class:"heatmap-canvas",role:"img",tabindex:"0"}),s=p("div",{id:`${r}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),o=p("div",{class:"heatmap-wrap"},i,s),l=p("div",{class:"heatmap-legend",id:`${r}-legend`});H(e,o,l);let a=null,c=null,u=null,f=null,m=t,k=null,S=()=>Math.max(240,o.clientWidth||e.clientWidth||600),w=M=>M.length?Math.max(...M.map(C=>on(String(C),ns))):120;function b(){let M=nu(a,c,f,u);for(let C of ru)C in M||delete i.dataset[C];Object.assign(i.dataset,M)}function _(){y();let M=k?R(k):null;M?B(M):L()}function y(){let M=S();if(!a||!a.layers.length||!a.steps.length){i.width=0,i.height=0,i.style.height="0px",f=null,H(l),b();return}let C=a.layers.length,I=a.steps.length,F=Vd(C),O=C*F,z=Do(w(a.layers)),j=Math.max(40,M-z-jo),se=ti(i,M,Math.ceil(lt+O+wy)),D=Jd(a.steps);f={left:z,top:lt,width:j,height:O,rowH:F,n:C,m:I,edges:D};let G=er("--heatmap-nonfinite",[232,17,45]),ie={missing:er("--heatmap-missing",[213,216,220]),nonfinite:G,zero:er("--heatmap-zero",[0,0,0])},ne=document.createElement("canvas");ne.width=I,ne.height=C,ne.getContext("2d").putImageData(new ImageData(Gd(a,c,ie),I,C),0,0),se.imageSmoothingEnabled=!1,Zd(D)?se.drawImage(ne,z,lt,j,O):(se.fillStyle=`rgb(${ie.missing.join(",")})`,se.fillRect(z,lt,j,O),D.forEach(([ee,ge],Me)=>{let oe=z+ee*j;se.drawImage(ne,Me,0,1,C,oe,lt,Math.max(1,z+ge*j-oe),O)}));let U=Ud(a);se.fillStyle=`rgb(${G.join(",")})`;for(let ee of U.rows)se.fillRect(z+j+2,lt+ee*F,5,Math.max(2,F));for(let ee of U.columns){let[ge,Me]=D[ee];se.fillRect(z+ge*j,lt-6,Math.max(2,(Me-ge)*j),4)}let ue=Ho(a,u);v(se,ue);let Q=E(se,ue),K=N(se);Mt(i,{ticksX:K,ticksY:Q,xTitle:"step",yTitle:"layer"}),se.strokeStyle=je("--card-border","#e0e3e8"),se.strokeRect(z-.5,lt-.5,j+1,O+1),A(),b()}function v(M,C){if(!C.length)return;let{left:I,width:F,height:O,rowH:z,m:j,edges:se}=f,D=je("--heatmap-highlight","#ff00aa"),G=Bo(a.steps,u.first,u.last)||[0,j-1],ie=I+se[G[0]][0]*F,ne=I+se[G[1]][1]*F;M.save();for(let[U,ue]of qd(C)){let Q=lt+U*z,K=lt+(ue+1)*z,ee=Math.max(ne-ie,3);M.lineWidth=4,M.strokeStyle="rgba(0,0,0,0.55)",M.strokeRect(ie-2,Q-2,ee+4,K-Q+4),M.lineWidth=2,M.strokeStyle=D,M.strokeRect(ie-2,Q-2,ee+4,K-Q+4),M.fillStyle=D,M.fillRect(I-5,Q,3,Math.max(2,K-Q))}M.fillStyle=D,M.fillRect(ie,lt+O+1,Math.max(ne-ie,2),3),M.restore()}function E(M,C){let{left:I,rowH:F,n:O}=f,z=new Set(C),j=0,se=je("--fg","#1f2328"),D=je("--fg-muted","#5f6670");M.textAlign="right",M.textBaseline="middle";for(let G of Kd(O,F,C)){let ie=z.has(G);M.font=ie?xy:ns,M.fillStyle=ie?se:D,M.fillText(Fa(a.layers[G],I-10,M.font),I-8,lt+(G+.5)*F),j++}return j}function N(M){let{left:C,width:I,height:F}=f,O=je("--fg-muted","#5f6670");M.font=ns,M.fillStyle=O,M.strokeStyle=O,M.textAlign="center",M.textBaseline="top",M.lineWidth=1;let z=Qd(a.steps,I);for(let{step:j,x:se}of z){let D=C+se*I;M.beginPath(),M.moveTo(Math.round(D)+.5,lt+F),M.lineTo(Math.round(D)+.5,lt+F+5),M.stroke(),M.fillText(String(j),Math.min(Math.max(D,C+10),C+I-10),lt+F+7)}return M.fillText("step",C+I/2,lt+F+23),z.length}function A(){if(!a)return H(l);let M=[];for(let z=0;z<=10;z++){let[j,se,D]=zo(z/10);M.push(`rgb(${j},${se},${D}) ${z*10}%`)}let C=p("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${M.join(", ")})`}),I=p("div",{class:"legend-ticks"},Wd(c).map(z=>{let j=Math.min(1,Math.max(0,Vo(c,z)));return p("span",{class:"legend-tick",style:`left: ${(j*100).toFixed(2)}%`},Yd(c,z))})),F=(z,j,se={})=>p("span",{class:"legend-item",...se},p("span",{class:`swatch ${z}`}),j),O=[F("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),F("cell-missing","not logged")];c.log&&c.nonPositive&&O.push(F("cell-zero",`0 (${c.nonPositive} cell${c.nonPositive===1?"":"s"})`,{id:`${r}-zero-cells`})),H(l,p("div",{class:"legend-scale"},p("span",{class:"legend-title"},`${m}${c.log?" (log₁₀ scale)":""}`),p("div",{class:"legend-bar-box"},C,I),p("span",{class:"legend-range muted",id:`${r}-range`},`${ae(c.lo)} … ${ae(c.hi)}`)),p("div",{class:"legend-extras"},O))}function R(M){if(!f||!a)return null;let C=i.getBoundingClientRect(),I=M.clientX-C.left-f.left,F=M.clientY-C.top-f.top;if(I<0||F<0||I>=f.width||F>=f.height)return null;let O=Math.min(f.n-1,Math.floor(F/f.rowH)),z=Xd(f.edges,I/f.width);return z===null?null:{r:O,c:z,x:I+f.left,y:F+f.top}}function L(){s.hidden=!0;for(let M of["layer","column","steps","value"])delete s.dataset[M]}function B(M){let{r:C,c:I}=M,F=eu(a,C,I),[O,z]=F.steps;H(s,p("div",{class:"tt-title"},F.layer),p("div",{class:"tt-row muted"},`layer ${C+1} of ${f.n} · ${Un(O,z)}`),p("div",{class:`tt-row${F.nonfinite?" error-text":""}`},`${m}: `,p("strong",null,F.valueText),F.mean?p("span",{class:"muted"}," (mean)"):null)),Object.assign(s.dataset,{layer:F.layer,column:String(I),steps:`${O}-${z}`,value:F.dataValue}),s.hidden=!1;let j=s.offsetWidth,se=s.offsetHeight,D=M.x+14;D+j>o.clientWidth&&(D=M.x-j-14);let G=M.y+14;G+se>i.offsetHeight&&(G=Math.max(0,M.y-se-10)),s.style.left=`${Math.max(0,D)}px`,s.style.top=`${G}px`}i.addEventListener("mousemove",M=>{k={clientX:M.clientX,clientY:M.clientY};let C=R(k);C?B(C):L()}),i.addEventListener("mouseleave",()=>{k=null,L()});let Y=_r(o,()=>a&&_());return{canvas:i,plotWidth(M){let C=Array.isArray(M)&&M.length?M:a?a.layers:[];return Math.max(40,Math.floor(S()-Do(w(C))-jo))},setData(M,{label:C}={}){C&&(m=C),a=Bd(M),c=Hd(a.values,{logScale:a.logScale,stat:a.stat}),Y.sync(),_()},clear(){a=null,c=null,_()},setHighlight(M){u=M&&Array.isArray(M.layers)?M:null,_()},missingLayers:()=>tu(a,u),redraw:_,destroy(){Y.disconnect()}}}var ss=Vn.activation_max_abs,iu=[{kind:nn.nonfinite_activations,shape:"circle"},{kind:nn.nonfinite_loss,shape:"diamond"},{kind:nn.nonfinite_gradients,shape:"triangle"},{kind:nn.nonfinite_weights,shape:"square"},{kind:nn.loss_scale_collapse,shape:"down"}].map(e=>({...e,label:_e(e.kind)})),is=e=>e.kind!==nn.loss_scale_collapse,vy=65504,ky=["critical","warning","info"],os={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function su(e){let t=e&&e.areas&&e.areas[fe.nonfinite];return t&&typeof t=="object"?t:null}function _y(e){if(typeof e=="number"&&Number.isFinite(e))return ae(e,4);let t=Qr(e);return t?t==="NaN"?"NaN":"Inf":"—"}function Sy(e){return e.variable?String(e.variable):e.layer?String(e.layer):Qr(e.value)||""}function ou(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!Tt(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function lu(e,t){let n=-1,r=-1,i=new Set(t.events.flatMap(s=>[s.layer,s.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((s,o)=>{if(!s||s.kind!==t.kind)return;let l=0;s.step===t.step&&(l+=2),s.layer&&i.has(s.layer)&&(l+=1);let a=s.evidence&&typeof s.evidence=="object"?s.evidence:{};a.variable&&i.has(a.variable)&&(l+=1),l>r&&(n=o,r=l)}),n}function au(e,t,n){return n<0?null:t.find(r=>lu(e,r)===n)||null}function cu(e){let t=new Set(e.map(i=>i.kind)),n=iu.filter(i=>t.has(i.kind)),r=[...t].filter(i=>!iu.some(s=>s.kind===i)).map(i=>({kind:i,label:_e(i),shape:"circle"}));return[...n,...r]}function Ey(e,t){let n=e&&e.bad_step;if(n&&Tt(n.step))return n.step;let r=t.find(is)||t[0];return r?r.step:null}function du(e,t){let n=Math.min(...e.map(o=>o.step)),r=Math.max(...e.map(o=>o.step)),i=t&&Array.isArray(t.steps)?t.steps:[];if(i.length&&Array.isArray(i[0])&&Array.isArray(i[i.length-1])&&(n=Math.min(n,i[0][0]),r=Math.max(r,i[i.length-1][1])),r-n<10){let o=(n+r)/2;n=Math.max(0,Math.floor(o-5)),r=n+10}let s=(r-n)*.03;return[n-s,r+s]}function uu(e){let t=e.find(is);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=cu(e).map(i=>e.find(s=>s.step===n&&s.kind===i.kind&&is(s))).filter(Boolean).map(i=>{let s=i.events.map(o=>o.variable||o.layer).find(Boolean);return`the ${rn(_e(i.kind))}${s?` (${s})`:""}`});return{step:n,atFirst:Ca(r),later:e.filter(i=>i.step>n).length,earlier:e.filter(i=>i.step<n).length}}function Ty(e,t){let n=t>=0?e[t]:null;return n&&ky.includes(n.severity)?n.severity:"critical"}function fu({groups:e,findings:t,summary:n,domain:r,boxWidth:i,measure:s}){let{left:o,right:l,top:a,laneHeight:c,bottom:u,radius:f,minWidth:m}=os,k=cu(e),S=Math.max(m,i||0),w=S-o-l,b=a+k.length*c+u,[_,y]=r,v=I=>o+(I-_)/(y-_)*w,E=k.map((I,F)=>({...I,y:a+F*c+c/2})),N=new Map(E.map(I=>[I.kind,I])),A=a+k.length*c,R=Ni(Math.ceil(_),Math.floor(y),Math.max(2,Math.floor(w/80))).map(I=>({step:I,x:v(I)})),L=Ey(n,e),B=v(L),Y=B>o+w-90,M={step:L,x:B,labelX:Y?B-4:B+4,anchor:Y?"end":"start",text:e.some(is)?`first NaN/Inf: step ${L}`:`loss scale collapsed: step ${L}`},C=[];for(let I of E){let F=e.filter(O=>O.kind===I.kind);F.forEach((O,z)=>{let j=v(O.step),se=lu(t,O),D=[...new Set(O.events.map(Sy).filter(Boolean))],G=D.length>1?`${D[0]} +${D.length-1}`:D[0]||"",ie=F[z+1],ne=F[z-1],U=(ie?v(ie.step)-f-6:S-4)-(j+f+5),ue=j-f-5-(ne?v(ne.step)+f+6:o-4),K=(G?s(G):0)>U&&ue>U,ee=Math.max(0,K?ue:U),ge=G&&ee>=24?$i(G,ee,s):"",Me=ge?s(ge):0,oe=D.length?` — ${D.slice(0,10).join(", ")}${D.length>10?", …":""}`:"";C.push({key:O.key,kind:O.kind,step:O.step,x:j,y:N.get(O.kind).y,shape:I.shape,findingIndex:se,severity:Ty(t,se),title:`${I.label}: NaN/Inf at step ${O.step}${oe}`,label:ge,labelSide:K?"left":"right",hitX:K?-f-5-Me-2:-f-3,hitWidth:2*f+6+(ge?Me+7:0),layer:O.events.map(me=>me.layer).find(Boolean)||"",variable:O.events.map(me=>me.variable).find(Boolean)||"",count:O.events.length})})}return{width:S,height:b,domain:r,plotW:w,axisY:A,lanes:E,ticks:R,first:M,markers:C}}function hu(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(l=>l&&typeof l.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(l=>l.finite===!1)||{}).layer,i=!1,s=n.map(l=>{let a=l.finite!==!1,c=l.layer===r&&!i;return c&&(i=!0),{layer:l.layer,finite:a,first:c,propagated:!c&&!a&&i,nearLimit:l.dtype==="float16"&&typeof l.max_abs=="number"&&l.max_abs>vy/2,maxText:_y(l.max_abs),dtype:l.dtype?String(l.dtype):"",kind:l.kind||"layer",asInput:!!l.as_input}}),o=s.find(l=>l.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(o&&o.dtype==="float16"),firstLayer:!!(s.length&&s[0].layer===r),rows:s}}function pu(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!Tt(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function gu(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([i,s])=>`${i}: ${s}`).join(", ");return`${Be(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function mu(e,t,n){return!e.layers||!e.columns?`No ${rn(_e(ss))} values were logged for this run yet.`:`${Be(e.layers,"layer output")} (first on top) × ${Un(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${Be(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function My(e){let t=os.radius;switch(e){case"diamond":return q("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return q("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return q("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"square":return q("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return q("circle",{class:"nf-shape",r:t})}}function yu(e,t,n){let{left:r,top:i,laneHeight:s,radius:o}=os,{width:l,height:a,plotW:c,axisY:u,domain:f}=e,m=q("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:l,height:a,viewBox:`0 0 ${l} ${a}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${f[0]},${f[1]}`});e.lanes.forEach((w,b)=>{m.append(q("rect",{class:`nf-lane-bg${b%2?" odd":""}`,x:0,y:w.y-s/2,width:l,height:s}),q("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:w.y,y2:w.y}),q("text",{class:"nf-lane-label",x:10,y:w.y,"dominant-baseline":"central","data-kind":w.kind},w.label))});let k=q("g",{class:"nf-axis"},q("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:u,y2:u}));for(let w of e.ticks)k.append(q("line",{class:"nf-tick",x1:w.x,x2:w.x,y1:u,y2:u+5}),q("text",{class:"nf-tick-label",x:w.x,y:u+16,"text-anchor":"middle"},String(w.step)));k.append(q("text",{class:"nf-tick-label",x:r+c/2,y:u+30,"text-anchor":"middle"},"step")),m.append(k),Mt(m,{kind:"svg",ticksX:e.ticks.length,ticksY:e.lanes.length,xTitle:"step",yTitle:"where"});let{first:S}=e;m.append(q("line",{class:"nf-first-line",x1:S.x,x2:S.x,y1:i-4,y2:u}),q("text",{class:"nf-first-label",x:S.labelX,y:i-8,"text-anchor":S.anchor},S.text));for(let w of e.markers){let b=w.labelSide==="left",_=q("g",{class:`nf-marker sev-${w.severity}${w.key===t?" selected":""}`,transform:`translate(${w.x.toFixed(1)},${w.y})`,role:"button",tabindex:"0","aria-label":w.title,"data-key":w.key,"data-kind":w.kind,"data-step":String(w.step),"data-layer":w.layer,"data-variable":w.variable,"data-count":String(w.count),"data-finding-index":w.findingIndex>=0?String(w.findingIndex):""},q("title",null,w.title),q("rect",{class:"nf-hit",x:w.hitX,y:-s/2+2,width:w.hitWidth,height:s-4}),q("circle",{class:"nf-ring",r:o+4}),My(w.shape),w.label?q("text",{class:"nf-marker-label",x:b?-o-5:o+5,y:0,"dominant-baseline":"central","text-anchor":b?"end":"start"},w.label):null);_.addEventListener("click",()=>n(w)),_.addEventListener("keydown",y=>{(y.key==="Enter"||y.key===" ")&&(y.preventDefault(),n(w))}),m.append(_)}return m}var bu="tb-trainhealth:numerics",Ny='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',Ay=Xs(Ny);function $y(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=p("code",null,t.firstBad||"?");return t.verdict==="created"?H(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"&&t.float16&&t.firstLayer?H(e,"The first NaN/Inf is at the input of ",n,", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16."):t.verdict==="upstream"?H(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):H(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function Ly(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return p("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},p("td",{class:"num muted"},String(t+1)),p("td",{class:"layer-cell"},p("code",null,e.layer),e.kind==="watch"?p("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?p("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),p("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?p("span",{class:"muted nf-as-input"}," (as its input)"):null),p("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),p("td",{class:"dtype-cell"},e.dtype||"—"))}function Oy(e,t){ot("trainhealth-numerics-style",zd),e.id="numerics-health",e.hidden=!0;let n=wr(bu),r=null,i=null,s=[],o=[],l=null,a=null,c=typeof n.run=="string"?n:null,u=null,f=null,m=0,k=()=>Yn(bu,{run:r,marker:a}),S=p("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),w=p("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),b=Te({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},S,w),_=p("h3",null,"The bad step"),y=p("p",{class:"nf-verdict",id:"bad-step-verdict"}),v=p("div",{class:"table-scroll nf-scroll"}),E=Te({id:"bad-step-card",className:"nf-card",title:_,aside:"every layer output, in execution order",hidden:!0},y,v),N=_e(ss),A=p("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),R=p("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),L=p("div",{class:"heatmap-box"}),B=Te({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${N} by layer`,aside:"per layer output, over steps",hidden:!0},A,R,L),Y=rs(L,{label:N,id:"activation-heatmap",idPrefix:"activation-heatmap"});H(e,xt(t.title),p("div",{class:"card-row"},b,E),B);function M(){if(!o.length||!l)return H(w);let D=fu({groups:o,findings:s,summary:i,domain:l,boxWidth:w.clientWidth||e.clientWidth||600,measure:Ay});H(w,yu(D,a,G=>I(G.key,G.findingIndex)))}function C(){for(let D of w.querySelectorAll(".nf-marker"))D.classList.toggle("selected",D.dataset.key===a);w.dataset.selected=a||""}function I(D,G){a=D,k(),C(),G>=0&&t.openFinding(G)}function F(){let D=uu(o);if(D.collapseStep!==void 0)return H(S,"The loss scale collapsed at ",p("strong",null,`step ${D.collapseStep}`),"; no NaN/Inf was recorded.");H(S,"First NaN/Inf at ",p("strong",null,`step ${D.step}`),`, in ${D.atFirst}`,D.later?`; ${Be(D.later,"later event")} after it`:"",D.earlier?`; ${Be(D.earlier,"loss-scale event")} before it`:"",".")}function O(){let D=hu(i);if(E.hidden=!D,!D)return H(v);H(_,`The bad step: step ${D.step}`),Object.assign(E.dataset,{step:String(D.step),firstBad:D.firstBad,inputsFinite:String(D.inputsFinite)}),$y(y,D);let G=p("tr",null,p("th",{class:"num"},"#"),p("th",null,"Layer output"),p("th",null,"Values"),p("th",{class:"num"},"max |x|"),p("th",null,"dtype"));H(v,D.rows.length?p("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(D.step)},p("thead",null,G),p("tbody",null,D.rows.map(Ly))):p("p",{class:"muted"},"No layer outputs were recorded for this step."));let ie=v.querySelector("tr.first-bad");ie&&v.scrollHeight>v.clientHeight&&(v.scrollTop=Math.max(0,ie.offsetTop-v.clientHeight/2))}function z(D){if(B.hidden=!!D.missing,R.hidden=!D.error,D.missing||D.error){Y.clear(),A.textContent="",R.textContent=D.error?`Could not load the ${N.toLowerCase()}: ${D.error}`:"";return}Y.setData(D.body,{label:N});let G=pu(i);Y.setHighlight(G);let ie=gu(i);A.textContent=mu(es(D.body),G,G&&!Y.missingLayers().length)+(ie?` ${ie}`:"")}async function j(D){try{return await Kr(D,ss,ts(Y.plotWidth()))}catch(G){return G&&(G.status===404||G.status===400)?{missing:!0,text:"missing"}:{error:G&&G.message?G.message:String(G),text:null}}}let se=_r(w,()=>o.length&&M());return{async update(D,G){let ie=++m;D!==r&&(r=D,u=null,f=null,a=c&&c.run===D&&typeof c.marker=="string"?c.marker:null,c=null);let ne=su(G),U=ne?ou(ne.timeline):[];if(!U.length){i=null,o=[],u=null,gt(e,!1);return}let ue=await j(D);if(ie!==m||D!==r)return;let Q=Array.isArray(G.findings)?G.findings:[],K=`${JSON.stringify(ne)}
${JSON.stringify(Q)}
${ue.text}`;gt(e,!0),!(K===u&&!ue.error)&&(u=ue.error?null:K,i=ne,s=Q,o=U,a&&!o.some(ee=>ee.key===a)&&(a=null),l=du(o,ue.body),(ue.text!==f||ue.error)&&(f=ue.error?null:ue.text,z(ue)),F(),se.sync(),M(),C(),O(),k())},focusFinding(D){if(!D||e.hidden||!o.length)return!1;let G=au(s,o,s.indexOf(D));return G&&(a=G.key,k(),C()),!1},retheme(){Y.redraw()},destroy(){m+=1,se.disconnect(),Y.destroy(),H(e)}}}var xu={area:fe.nonfinite,create:Oy};var wu=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function Iy(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function vu(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=Iy(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,i)=>r+i[2],0)}}).sort((t,n)=>t.step-n.step)}function ku(e){let t=1/0,n=-1/0;for(let o of e)for(let[l,a]of o.buckets)l<t&&(t=l),a>n&&(n=a);if(t===1/0&&(t=-1,n=1),t===n){let o=Math.abs(t)*.1||.001;t-=o,n+=o}let r=e.map(o=>Math.max(0,...o.buckets.map(([l,a])=>Math.max(Math.abs(l),Math.abs(a))))).filter(o=>o>0),i=r.length?Math.min(...r):1,s=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:s/i>10,c:i/20||1e-12}}function _u(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function Su(e,t,n,r){let i=Math.max(Math.abs(e),Math.abs(t)),s=Math.ceil(Math.log10(n*2)),o=Math.floor(Math.log10(i)),l=[];for(let f=s;f<=o;f++)l.push(10**f);let a=Math.max(1,Math.ceil((l.length*2+1)/Math.max(3,r))),c=l.filter((f,m)=>(l.length-1-m)%a===0),u=[0];for(let f of c)f<=t&&u.push(f),-f>=e&&u.unshift(-f);return u}var ls='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',yn=8,Ry=36,Fy=14,Eu=12;function Tu(e){let t=p("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=p("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=p("div",{class:"histogram-wrap"},t,n),i=p("input",{type:"checkbox",id:"histogram-log-axis"}),s=p("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},i," Log value axis");H(e,p("div",{class:"histogram-controls"},s),r);let o=!1;i.addEventListener("change",()=>{o=!0,u()});let l=[],a=null,c=null;function u(){n.hidden=!0;let k=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(l.length),!l.length){ti(t,k,0),c=null;return}let S=l.length,w=Math.max(3,Math.min(24,300/S)),b=Math.max(26,Math.min(56,w*2.2)),_=Math.max(...l.map(oe=>on(`step ${oe.step}`,ls))),y=Math.ceil(_+14),v=Math.max(60,k-y-Fy),E=b+(S-1)*w,N=ti(t,k,yn+E+Ry),{lo:A,hi:R,suggestLog:L,c:B}=ku(l);o||(i.checked=L);let Y=i.checked,M=Y?_u(B):{forward:oe=>oe,inverse:oe=>oe},C=M.forward,I=M.inverse,F=C(A),O=C(R),z=O-F;F-=z*.02,O+=z*.02;let j=oe=>y+(C(oe)-F)/(O-F)*v;c={left:y,plotW:v,plotH:E,spacing:w,peak:b,n:S,xOf:j,valueAt:oe=>I(F+(oe-y)/v*(O-F))},t.dataset.logAxis=Y?"true":"false";let D=je("--fg-muted","#5f6670"),G=je("--fg","#1f2328"),ie=je("--grid","rgba(0,0,0,0.08)"),ne=er("--card",[255,255,255]),U=er("--accent",[25,103,210]),ue=je("--heatmap-highlight","#ff00aa"),Q=je("--heatmap-nonfinite","#e8112d"),K=Y?Su(A,R,B,Math.max(3,Math.floor(v/70))):Ai(A,R,Math.max(2,Math.floor(v/90)));N.font=ls,N.textAlign="center",N.textBaseline="top",N.lineWidth=1;for(let oe of K){let me=Math.round(j(oe))+.5;N.strokeStyle=ie,N.beginPath(),N.moveTo(me,yn),N.lineTo(me,yn+E),N.stroke(),N.fillStyle=D,N.fillText(ae(oe),me,yn+E+5)}let ee=Y?"gradient value (symmetric log axis)":"gradient value";N.fillText(ee,y+v/2,yn+E+20);let ge=0,Me=Math.max(1,Math.ceil(Eu/w));for(let oe=0;oe<S;oe++){let me=l[oe],Pe=yn+b+oe*w,ct=S===1?1:oe/(S-1),vt=a&&me.step>=a.first&&me.step<=a.last,bn=`rgb(${Li(Li(ne,U,.35),U,ct).join(",")})`,xn=`rgba(${Li(ne,U,.18+.25*ct).join(",")},0.92)`,wn=me.buckets.map(([Ie,zt,dt])=>{let mt=j(zt)-j(Ie);return mt>1e-9?dt/mt:dt>0?1/0:0}),tr=wn.filter(Ie=>Number.isFinite(Ie)),Kt=Math.max(0,...tr);if(N.beginPath(),me.buckets.length?(N.moveTo(j(me.buckets[0][0]),Pe),me.buckets.forEach(([Ie,zt],dt)=>{let mt=wn[dt],de=mt===1/0||Kt===0?mt>0?Pe-b:Pe:Pe-mt/Kt*b;zt>Ie?(N.lineTo(j(Ie),de),N.lineTo(j(zt),de)):N.lineTo(j(Ie),Pe-(me.buckets[dt][2]>0?b:0))}),N.lineTo(j(me.buckets[me.buckets.length-1][1]),Pe)):(N.moveTo(y,Pe),N.lineTo(y+v,Pe)),N.closePath(),N.fillStyle=xn,N.fill(),N.lineWidth=1.2,N.strokeStyle=me.buckets.length?bn:Q,N.stroke(),me.nonfinite>0&&(N.fillStyle=Q,N.beginPath(),N.arc(y+v-4,Pe-3,3,0,Math.PI*2),N.fill()),oe%Me===0||oe===S-1||vt){if(oe!==S-1&&oe%Me!==0&&(S-1-oe)*w<Eu)continue;N.font=vt?`600 ${ls}`:ls,N.fillStyle=me.nonfinite>0?Q:vt?G:D,N.textAlign="right",N.textBaseline="middle",N.fillText(`step ${me.step}`,y-8,Pe-2),ge++,vt&&(N.fillStyle=ue,N.fillRect(y-5,Pe-7,3,10))}}Mt(t,{ticksX:K.length,ticksY:ge,xTitle:ee,yTitle:"step"})}function f(k){if(!c)return null;let S=t.getBoundingClientRect(),w=k.clientX-S.left,b=k.clientY-S.top;if(w<c.left||w>c.left+c.plotW||b<yn||b>yn+c.plotH+4)return null;let _=Math.ceil((b-yn-c.peak)/c.spacing);_=Math.min(c.n-1,Math.max(0,_));let y=c.valueAt(w);return{i:_,value:y,x:w,y:b}}t.addEventListener("mousemove",k=>{let S=f(k);if(!S){n.hidden=!0;return}let w=l[S.i],b=w.buckets.find(([v,E])=>S.value>=v&&S.value<=E);H(n,p("div",{class:"tt-title"},`step ${w.step}`),b?p("div",{class:"tt-row"},`[${ae(b[0],4)}, ${ae(b[1],4)}]: `,p("strong",null,ae(b[2],4))):p("div",{class:"tt-row muted"},`value ${ae(S.value,3)}: no bucket`),p("div",{class:"tt-row muted"},`${ae(w.total,6)} finite values`),w.nonfinite>0?p("div",{class:"tt-row error-text"},`${ae(w.nonfinite,6)} variable${w.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(w.step),n.hidden=!1;let _=n.offsetWidth,y=S.x+14;y+_>r.clientWidth&&(y=S.x-_-14),n.style.left=`${Math.max(0,y)}px`,n.style.top=`${Math.max(0,S.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let m=_r(r,()=>l.length&&u());return{canvas:t,setData(k){return l=vu(k),m.sync(),u(),l},setFocus(k){a=k&&k.first!==void 0&&k.first!==null?k:null,u()},redraw:u,destroy(){m.disconnect()}}}function Py(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function jy(e,t,n=[],r=8){let i=e.map((o,l)=>({name:o,i:l,last:Py(t[l])})).filter(o=>o.last!==null).sort((o,l)=>l.last-o.last),s=new Set(i.slice(0,r).map(o=>o.i));for(let o of n){let l=e.indexOf(o);l>=0&&s.add(l)}return[...s].sort((o,l)=>o-l)}function Mu(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],i=Array.isArray(e.values)?e.values:[],s=r.length?jy(n,i,t):[];if(!s.length){let u=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:s,xs:[],ys:[],note:u}}let l=(n.length-s.length>0?`Showing ${s.length} of ${n.length} layers: the ${Math.min(8,s.length)} with the highest last ratio`+(s.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",a=r.map(u=>Array.isArray(u)?u[1]:u),c=s.map(u=>(i[u]||[]).map(f=>typeof f=="number"&&Number.isFinite(f)&&f>0?f:null));return{layers:n,rows:s,xs:a,ys:c,note:l}}var Nu=260,Wo=.001;function zy(e){let t=e.filter(i=>Number.isFinite(i));if(!t.length)return[0,1];let n=Math.min(...t),r=Math.max(...t);return n===r?[n-1,r+1]:[n,r]}function Dy(e){let t=Wo,n=Wo;for(let r of e)for(let i of r)i===null||!(i>0)||(i<t&&(t=i),i>n&&(n=i));return[10**Math.floor(Math.log10(t)+1e-9),10**Math.max(Math.ceil(Math.log10(n)-1e-9),Math.floor(Math.log10(t)+1e-9)+1)]}var By=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],Vy=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function Au(e){let t=p("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=p("div",{class:"chart-box",id:"update-ratio-plot"});H(e,t,n);let r=null,i=null,s=[],o=()=>{r&&r.destroy(),r=null};function l(){if(o(),H(n),!i)return;let{layers:c,rows:u,xs:f,ys:m,note:k}=Mu(i,s);if(e.dataset.layers=JSON.stringify(u.map(N=>c[N])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=k,!u.length)return;let w=document.documentElement.dataset.theme==="dark"?Vy:By,b=je("--fg-muted","#666"),_=je("--grid","rgba(0,0,0,0.08)"),y=new Set(s),E={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:Nu,plugins:[Ci()],scales:{x:{time:!1,range:()=>zy(f)},y:{distr:3,range:()=>Dy(m)}},axes:[Ii(b,_),ni(b,_,"|update| / |weight|",{size:56,splits:N=>Oi(N.scales.y.min,N.scales.y.max),filter:(N,A)=>A,values:(N,A)=>A.map(R=>ae(R))})],series:[{label:"step"},...u.map((N,A)=>({label:c[N],stroke:w[A%w.length],width:y.has(c[N])?3:1.6,spanGaps:!1,points:{show:f.length<=40,size:4},value:(R,L)=>L==null?"—":ae(L,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[N=>{let{ctx:A}=N,R=N.valToPos(Wo,"y",!0),{left:L,top:B,width:Y,height:M}=N.bbox;if(!(R>=B&&R<=B+M))return;let C=window.devicePixelRatio||1;A.save(),A.strokeStyle=b,A.lineWidth=C,A.setLineDash([5*C,4*C]),A.beginPath(),A.moveTo(L,Math.round(R)+.5),A.lineTo(L+Y,Math.round(R)+.5),A.stroke(),A.setLineDash([]),A.fillStyle=b,A.font=`${11*C}px system-ui, sans-serif`,A.textAlign="right",A.textBaseline="bottom",A.fillText("1e-3",L+Y-4*C,Math.round(R)-2*C),A.restore()}]}};r=new Ge(E,[f,...m],n)}let a=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:Nu})});return a.observe(n),{setData(c,u=s){i=c||null,s=u||[],l()},setExtra(c){let u=c||[];u.join(`
`)!==s.join(`
`)&&(s=u,l())},showMessage(c,u="muted"){i=null,o(),H(n),t.className=`chart-note ${u}`,t.textContent=c,delete e.dataset.layers},retheme:l,destroy(){a.disconnect(),o()}}}var $u=Vn.grad_norm,Ir=Vn.update_ratio,as=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function Lu(e){let t=e&&e.areas&&e.areas[fe.gradients];return!t||typeof t!="object"?null:{stats:as(t.stats),layers:as(t.layers),histogramLayers:as(t.histogram_layers)}}function Yo(e){if(st(e)!==fe.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=as(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=Tt(t.first_step)?t.first_step:Tt(e.step)?e.step:null,i=Tt(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:i}}function Ou(e,t){return e.includes(t)?t:e.includes($u)?$u:e[0]||null}function Cu(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(Yo).find(i=>i&&e.includes(i.layers[0]));return r?r.layers[0]:e[0]||null}function Iu(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function Ru(e){let t=e.kind?rn(_e(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${Un(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function Fu(e,t){return!t.layers||!t.columns?`No ${rn(_e(e))} values were logged for this run yet.`:`${Be(t.layers,"layer")} (first layer on top) × ${Un(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${Be(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function Pu(e,t){let n=t.filter(s=>s.nonfinite>0),r=n.reduce((s,o)=>s+o.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${Be(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let i=n.slice(0,4).map(s=>`step ${s.step}: ${ae(s.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${i}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var ju="tb-trainhealth:gradients",Hy=400;function zu(e,t,n,r=i=>i){let i=t.join(`
`);e.dataset.options!==i&&(H(e,t.map(s=>p("option",{value:s},r(s)))),e.dataset.options=i),n!==null&&(e.value=n),e.disabled=!t.length}function Go(){let e=0,t=null;return{async load(n){let r=++e;try{let i=await n();return r!==e?null:i.text===t?"same":(t=i.text,i)}catch(i){if(r!==e)return null;throw t=null,i}},reset(){t=null},cancel(){e++}}}function Wy(e,t){ot("trainhealth-gradients-style",wu),e.id="gradient-health",e.hidden=!0;let n=wr(ju),r=null,i=null,s=typeof n.stat=="string"?n.stat:null,o=null,l=null,a=typeof n.run=="string"?n:null,c=0,u=()=>Yn(ju,{run:r,stat:s,layer:o,focus:l}),f=Oo("Statistic",{id:"gradient-stat",onchange:Q=>{s=Q,u(),G()}}),m=f.select,k=p("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),S=p("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),w=p("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),b=p("div",{class:"heatmap-box"}),_=Te({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:f.element},k,S,w,b),y=rs(b),v=Go(),E=0,N=Oo("Layer",{id:"histogram-layer",onchange:Q=>{o=Q,u(),ne()}}),A=N.select,R=p("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),L=p("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),B=p("div",{class:"histogram-box"}),Y=Te({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:N.element},R,L,B),M=Tu(B),C=Go(),I=p("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),F=p("div",{class:"ratio-box"}),O=Te({id:"update-ratio",className:"chart-card ratio-card",title:_e(Ir),aside:"per layer, log scale"},I,F),z=Au(F),j=Go();H(e,xt(t.title),_,p("div",{class:"card-row"},Y,O));function se(){if(S.hidden=!l,!l)return H(S);let Q=y.missingLayers(),{what:K,layers:ee,steps:ge}=Ru(l);H(S,p("span",{class:"focus-swatch","aria-hidden":"true"}),p("span",null,`Outlined: ${K} in `,p("strong",null,ee),ge,"."),Q.length?p("span",{class:"error-text"},` Not in this heatmap: ${Q.join(", ")}.`):null,p("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>D(null)},"Clear"))}function D(Q){l=Q,y.setHighlight(l),M.setFocus(l),z.setExtra(l?l.layers:[]),se(),u()}async function G(){let Q=r,K=s;if(!K)return;let ee=rn(_e(K));E++,e.dataset.heatmapLoading="true";try{let ge=await v.load(()=>Kr(Q,K,ts(y.plotWidth(i&&i.layers))));if(!ge||Q!==r||(mn(w,null),ge==="same"))return;y.setData(ge.body,{label:_e(K)}),k.textContent=Fu(K,es(ge.body)),se()}catch(ge){if(Q!==r)return;y.clear(),k.textContent="",mn(w,Ji(ee,ge))}finally{--E===0&&delete e.dataset.heatmapLoading}}function ie(Q){R.className=`chart-note ${Q.alert?"alert":"muted"}`,R.textContent=Q.text}async function ne(){let Q=r,K=o;if(!K||!i||!i.histogramLayers.includes(K)){C.cancel(),C.reset(),M.setData([]),mn(L,null),ie({alert:!1,text:"No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none."}),delete R.dataset.total;return}try{let ee=await C.load(()=>zl(Q,K));if(!ee||Q!==r||K!==o||(mn(L,null),ee==="same"))return;let ge=M.setData(ee.body.histograms);Y.dataset.layer=K;let Me=Pu(K,ge);R.dataset.total=String(Me.total),ie(Me)}catch(ee){if(Q!==r)return;M.setData([]),R.textContent="",mn(L,Ji(`gradient histograms of ${K}`,ee))}}async function U(){let Q=r;if(!i||!i.stats.includes(Ir)){j.cancel(),j.reset(),mn(I,null),z.showMessage(`This run logged no ${rn(_e(Ir))}.`);return}try{let K=await j.load(()=>Kr(Q,Ir,Hy));if(!K||Q!==r||(mn(I,null),K==="same"))return;z.setData(K.body,l?l.layers:[])}catch(K){if(Q!==r)return;z.showMessage(""),mn(I,Ji(rn(_e(Ir)),K))}}function ue(Q){if(Q===r)return;r=Q;for(let ee of[v,C,j])ee.reset();let K=a&&a.run===Q;o=K&&typeof a.layer=="string"?a.layer:null,l=K&&a.focus&&Array.isArray(a.focus.layers)?a.focus:null,a=null}return{async update(Q,K){let ee=++c;ue(Q),i=Lu(K),gt(e,!!i),i&&(s=Ou(i.stats,s),o=Cu(i.histogramLayers,o,K.findings),zu(m,i.stats,s,_e),zu(A,i.histogramLayers,o),i.stats.length||(y.clear(),k.textContent="This run logged no gradient statistics."),y.setHighlight(l),M.setFocus(l),u(),await Promise.all([i.stats.length?G():null,ne(),U()]),!(ee!==c||Q!==r)&&se())},focusFinding(Q){let K=Yo(Q);if(!K||!i||e.hidden)return!1;D(K);let ee=Iu(K,i.histogramLayers);return ee&&ee!==o&&(o=ee,A.value=ee,u(),ne()),_.scrollIntoView&&_.scrollIntoView({block:"start"}),!0},retheme(){y.redraw(),M.redraw(),z.retheme()},destroy(){for(let Q of[v,C,j])Q.cancel();y.destroy(),M.destroy(),z.destroy(),H(e)}}}var Du={area:fe.gradients,create:Wy};var Bu=`/* The convergence view (views/convergence.js). Colours follow the theme
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
`;var at=e=>typeof e=="number"&&Number.isFinite(e),cn=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function Hu(e){let t=cn(e&&e.areas&&e.areas[fe.convergence]);if(!t)return null;let n=cn(t.loss),r=n&&Array.isArray(n.windows)?n.windows.filter(i=>cn(i)&&at(i.median)&&at(i.low)&&at(i.high)):[];return{loss:n&&r.length?{...n,windows:r}:null,checklist:(Array.isArray(t.checklist)?t.checklist:[]).filter(i=>cn(i)&&typeof i.check=="string"),head:cn(t.head),epochs:Array.isArray(t.epochs)?t.epochs.filter(i=>cn(i)&&cn(i.logs)):[],saturation:Vu(t[Vn.saturation]),updateRatio:Vu(t.ratios)}}function Vu(e){let t=cn(e);return!t||!Array.isArray(t.layers)||!Array.isArray(t.values)?[]:t.layers.map((n,r)=>{for(let i=t.values.length-1;i>=0;i--){let s=Array.isArray(t.values[i])?t.values[i][r]:void 0;if(at(s))return{layer:String(n),value:s,step:Tt(t.steps&&t.steps[i])?t.steps[i]:null}}return{layer:String(n),value:null,step:null}})}function Wu(e,t,n,r=4){let i=e.windows,s=i.flatMap(b=>[b.low,b.high]).concat(at(e.start)?[e.start]:[]),o=s.every(b=>b>0),l=Math.min(...s),a=Math.max(...s),c=o&&a/l>10,u=c?Math.log10:b=>b;l=u(l),a=u(a),a===l&&(a+=.5,l-=.5);let f=b=>r+(i.length===1?(t-2*r)/2:b*(t-2*r)/(i.length-1)),m=b=>n-r-(u(b)-l)/(a-l)*(n-2*r),k=b=>Math.round(b*10)/10,S=i.map((b,_)=>[k(f(_)),k(m(b.median))]),w=[...i.map((b,_)=>[k(f(_)),k(m(b.high))]),...i.map((b,_)=>[k(f(_)),k(m(b.low))]).reverse()];return{median:S,band:w,startY:at(e.start)?k(m(e.start)):null,log:c,range:[c?10**l:l,c?10**a:a]}}var Uo=e=>e.map(([t,n])=>`${t},${n}`).join(" ");function Yu(e){let t=e.windows[0],n=e.windows[e.windows.length-1],r=at(e.drop)?` (${e.drop>=0?"down":"up"} ${ae(Math.abs(e.drop)*100,3)}%)`:"";return`Loss from ${ae(e.start)} at the first step to ${ae(e.end)} in the last window${r}, steps ${t.first_step}–${n.last_step} in ${e.windows.length} windows: the line is each window's median, the band its 10th–90th percentile (the swings).`}function Gu(e){if(!e)return"";let t=[];if(e.head){let n=at(e.units)?` over ${e.units} unit${e.units===1?"":"s"}`:"";t.push(`${e.head_class||"layer"} '${e.head}': ${e.activation||"linear"}${n}`)}return e.loss&&t.push(`${e.loss}${e.from_logits?" (from_logits=True)":""}`),e.optimizer&&t.push(`${e.optimizer}(learning_rate=${at(e.learning_rate)?ae(e.learning_rate):"?"})`),t.join(" · ")}function Uu(e){if(!e)return"";let t=[],n=cn(e.labels);n&&at(n.min)&&at(n.max)&&t.push(`labels in [${ae(n.min)}, ${ae(n.max)}]`+(at(n.non_integer)&&n.non_integer>0?`, ${ae(n.non_integer*100)}% non-integer`:""));let r=cn(e.inputs);return r&&at(r.abs_mean_max)&&at(r.std_max)&&t.push(`inputs: largest feature mean ${ae(r.abs_mean_max)}, spread ${ae(r.std_max)}`),at(e.samples)&&e.samples&&t.push(`from ${e.samples} batch${e.samples===1?"":"es"}`),t.join("; ")}function qu(e){return e.map(t=>({...t,saturated:at(t.value)&&t.value>.5}))}function Ku(e){return!e||st(e)!==fe.convergence?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var qo=600,Ju=140;function Gy(e,t){ot("tb-trainhealth-convergence",Bu),e.id="area-convergence",e.hidden=!0;let n=p("div",{class:"convergence-loss"}),r=p("p",{class:"muted small"}),i=p("p",{class:"small"}),s=p("p",{class:"muted small"}),o=p("ul",{class:"convergence-checklist"}),l=p("tbody"),a=Te({id:"convergence-loss",title:"Loss trend",aside:"window medians and their swing band"},n,r),c=Te({id:"convergence-checks",title:"Head and loss checks",aside:"before step 1"},i,o,s),u=Te({id:"convergence-layers",title:"Per layer",aside:"saturated share (|z| > 5) and update / weight ratio"},p("table",{class:"evidence-table convergence-layers"},p("thead",null,p("tr",null,p("th",null,"Layer"),p("th",null,"Saturated"),p("th",null,"Update / weight"))),l));H(e,xt(t.title),a,c,u);let f=null,m=null;function k(w){if(a.hidden=!w.loss,w.loss){let v=Wu(w.loss,qo,Ju),E=w.loss.windows,[N,A]=v.range,R=v.log?"loss (log scale)":"loss";H(n,p("div",{class:"convergence-y-title"},R),p("div",{class:"convergence-y-ticks"},p("span",null,ae(A)),p("span",null,ae(N))),q("svg",{viewBox:`0 0 ${qo} ${Ju}`,preserveAspectRatio:"none",role:"img","aria-label":"loss trend"},q("polygon",{class:"convergence-band",points:Uo(v.band)}),v.startY!==null?q("line",{class:"convergence-start",x1:0,x2:qo,y1:v.startY,y2:v.startY}):null,q("polyline",{class:"convergence-median",points:Uo(v.median)})),p("div",{class:"convergence-x-ticks"},p("span",null,`step ${E[0].first_step}`),p("span",null,`step ${E[E.length-1].last_step}`)),p("div",{class:"convergence-x-title"},"step (windows of the run)")),Mt(n,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step (windows of the run)",yTitle:R}),r.textContent=Yu(w.loss)+(v.log?" Log scale.":"")}c.hidden=!w.head&&!w.checklist.length,i.textContent=Gu(w.head),s.textContent=Uu(w.head),H(o,w.checklist.map(v=>p("li",{"data-ok":String(!!v.ok),"data-check":v.check},v.ok?"✓ ":"✗ ",v.check,v.detail?p("div",{class:"muted small"},v.detail):null)));let b=new Map(w.updateRatio.map(v=>[v.layer,v])),_=[...new Set([...w.saturation.map(v=>v.layer),...w.updateRatio.map(v=>v.layer)])],y=new Map(qu(w.saturation).map(v=>[v.layer,v]));u.hidden=!_.length,H(l,_.map(v=>{let E=y.get(v),N=b.get(v);return p("tr",{"data-layer":v},p("th",{scope:"row"},v),p("td",{class:E&&E.saturated?"saturated":""},E&&E.value!==null?`${ae(E.value*100)}%`:"—"),p("td",null,N&&N.value!==null?ae(N.value):"—"))})),S()}function S(){for(let b of l.querySelectorAll("tr"))b.dataset.focus=String(!!(m&&m.layer===b.dataset.layer));let w=[...o.querySelectorAll('li[data-ok="false"]')];for(let b of o.querySelectorAll("li"))b.dataset.focus=String(!!(m&&!m.layer&&w[0]===b))}return{async update(w,b){let _=Hu(b);gt(e,!!_);let y=_?JSON.stringify(_):null;!_||y===f||(f=y,k(_))},focusFinding(w){let b=Ku(w);return!b||e.hidden?!1:(m=b,S(),e.scrollIntoView({block:"nearest"}),!0)},retheme(){},destroy(){H(e)}}}var Xu={area:fe.convergence,create:Gy};var Zu=`/* The input-pipeline view (views/input_pipeline.js). Colours follow the
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
`;var qy=[{name:Ft.input_wait,cls:"part-wait"},{name:Ft.compute_time,cls:"part-compute"},{name:Ft.host_time,cls:"part-host"}],dn=e=>typeof e=="number"&&Number.isFinite(e)?e:0;function Qu(e){let t=e&&e.areas&&e.areas[fe.input_pipeline];return t&&typeof t=="object"?t:null}function ef(e){let t=e&&e.timing;if(!t||!t.steps)return"Not timed (a custom loop, or a model compiled with XLA).";let n=dn(e.share),r=e.thresholds||{},i=n>=dn(r.critical)&&r.critical?"highly input-bound":n>=dn(r.warning)&&r.warning?"moderately input-bound":"fed";return`Input wait ${ae(100*n,2)}% of step time over ${Be(t.steps,"step")} (${ae(dn(t.mean_wait_ms),3)} ms of ${ae(dn(t.mean_step_ms),3)} ms a step): ${i}.`}function Ko(e){let t=e&&e.steps;if(!t||!Array.isArray(t.step)||!t.step.length)return{bars:[],yMax:0,bucket:1};let n=0;return{bars:t.step.map((i,s)=>{let o=0,l=qy.map(({name:a,cls:c})=>{let u=Math.max(0,dn((t[a]||[])[s])),f={name:a,cls:c,label:_e(a),ms:u,y0:o,y1:o+u};return o+=u,f});return n=Math.max(n,o),{step:i,parts:l,total:o}}),yMax:n,bucket:dn(t.bucket)||1}}function Jo(e){return(e&&Array.isArray(e.stalls)?e.stalls:[]).filter(n=>Tt(n.step)).map(n=>({step:n.step,waitMs:dn(n.wait_ms),text:`step ${n.step}: waited ${ae(dn(n.wait_ms),3)} ms (usually ${ae(dn(n.usual_wait_ms),2)} ms)`}))}function tf(e){let t=e&&e.recurrence||{},n=e&&Array.isArray(e.stalls)?e.stalls.length:0;return n?Tt(t.period)?`${Be(n,"stall")}, every ${t.period} steps`:t.epoch_start?`${Be(n,"stall")}, at the start of each epoch`:Be(n,"stall"):""}function nf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).map((n,r)=>({finding:n,index:r})).filter(({finding:n})=>n.kind===Mn.pipeline_lint)}function rf(e,t){let n=e&&e.pipeline;if(!n||!Array.isArray(n.chain))return[];let r=nf(t);return n.chain.map(i=>{let s=[];i.parallel!==null&&i.parallel!==void 0&&s.push(i.parallel===-1?"parallel: AUTOTUNE":`parallel: ${i.parallel}`),i.python&&s.push("Python"),i.random&&s.push("random");let o=r.filter(({finding:l})=>l.evidence&&l.evidence.transformation===i.index);return{index:i.index,code:String(i.code||i.kind||""),kind:String(i.kind||""),tags:s,lints:o.map(({finding:l,index:a})=>({summary:String(l.summary||""),severity:l.severity,findingIndex:a}))}})}function sf(e,t){let n=e&&e.pipeline&&e.pipeline.chain||[],r=new Set(n.map(i=>i.index));return nf(t).filter(({finding:i})=>!(i.evidence&&r.has(i.evidence.transformation))).map(({finding:i,index:s})=>({summary:String(i.summary||""),severity:i.severity,findingIndex:s}))}function of(e){let t=e&&e.pipeline;if(!t)return"";let n=t.python_source||{};switch(t.source){case"numpy":return"NumPy arrays, sliced by Keras's own pipeline";case"generator":return"a Python generator, run by Keras in one thread";case"PyDataset":return`${n.class||"PyDataset"} (workers=${n.workers??1}, use_multiprocessing=${n.use_multiprocessing?"True":"False"})`;default:return"a tf.data pipeline, as it will run"}}function lf(e){if(st(e)!==fe.input_pipeline)return null;let t=e.evidence&&e.evidence.transformation;return typeof t=="number"?t:null}var af=720,ui=180,ze={left:44,right:8,top:10,bottom:22};function Ky(e){let{bars:t,yMax:n}=Ko(e);if(!t.length)return p("p",{class:"muted"},"No step timings.");let r=Jo(e),i=Math.max(n,...r.map(y=>y.waitMs),.001),s=af-ze.left-ze.right,o=ui-ze.top-ze.bottom,l=t[0].step,a=t[t.length-1].step,c=Math.max(1,a-l+1),u=y=>ze.left+(y-l)/c*s,f=y=>ze.top+o-Math.min(y,i)/i*o,m=Math.max(1,s/t.length-.5),k=t.flatMap(y=>y.parts.map(v=>v.ms>0?q("rect",{class:v.cls,x:u(y.step)-m,y:f(v.y1),width:m,height:Math.max(.5,f(v.y0)-f(v.y1))},q("title",null,`step ${y.step}: ${v.label} ${ae(v.ms,3)}`)):null)),S=r.map(y=>q("g",{class:"stall-mark","data-step":y.step},q("line",{x1:u(y.step),x2:u(y.step),y1:ze.top,y2:ze.top+o}),q("circle",{cx:u(y.step),cy:f(y.waitMs),r:3.5}),q("title",null,y.text))),w=[q("line",{class:"axis",x1:ze.left,x2:ze.left+s,y1:ze.top+o,y2:ze.top+o}),q("text",{class:"tick",x:ze.left-4,y:ze.top+8,"text-anchor":"end"},`${ae(i,2)} ms`),q("text",{class:"tick",x:ze.left-4,y:ze.top+o,"text-anchor":"end"},"0"),q("text",{class:"tick",x:ze.left,y:ui-6},`step ${l}`),q("text",{class:"tick",x:ze.left+s,y:ui-6,"text-anchor":"end"},`step ${a}`)],b=[q("text",{class:"tick",x:ze.left+s/2,y:ui-6,"text-anchor":"middle"},"step"),q("text",{class:"tick",x:10,y:ze.top+o/2,"text-anchor":"middle",transform:`rotate(-90 10 ${ze.top+o/2})`},"time per step")],_=q("svg",{class:"pipeline-chart",id:"pipeline-chart",viewBox:`0 0 ${af} ${ui}`,role:"img","aria-label":"Step time split into input wait, compute and host time"},w,b,k,S);return Mt(_,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step",yTitle:"time per step"}),_}function Jy(e){let{bars:t}=Ko(e),n=t.length?t[0].parts:[];return p("div",{class:"pipeline-legend"},n.map(r=>p("span",{class:"legend-item"},p("span",{class:`swatch ${r.cls}`}),r.label)),Jo(e).length?p("span",{class:"legend-item"},p("span",{class:"swatch stall"}),tf(e)):null)}function cf(e,t){return p("li",{class:`pipeline-lint ${e.severity||""}`},p("button",{type:"button",class:"link-button",onclick:()=>t.openFinding(e.findingIndex)},e.summary))}function Xy(e,t,n,r){let i=rf(e,t);return p("ol",{class:"pipeline-chain",id:"pipeline-chain"},i.map(s=>p("li",{class:`pipeline-link${s.lints.length?" has-lint":""}${r===s.index?" focused":""}`,"data-index":s.index,"data-kind":s.kind},p("code",null,s.code),s.tags.length?p("span",{class:"link-tags muted"},s.tags.join(" · ")):null,s.lints.length?p("ul",{class:"link-lints"},s.lints.map(o=>cf(o,n))):null)))}function Zy(e,t){ot("trainhealth-input-pipeline-style",Zu),e.id="input-pipeline",e.hidden=!0;let n=null,r=null,i=null,s=p("p",{class:"pipeline-headline",id:"pipeline-share",role:"status"}),o=p("div",{class:"pipeline-chart-box"}),l=Te({id:"pipeline-time-card",title:"Step time",aside:"input wait · compute · host, per step"},s,o),a=p("p",{class:"muted small",id:"pipeline-source"}),c=p("ul",{class:"pipeline-lints",id:"pipeline-lints"}),u=p("div",{class:"pipeline-chain-box"}),f=Te({id:"pipeline-chain-card",title:"The pipeline",aside:"its transformations, as it will run"},a,c,u),m=p("div",{id:"pipeline-corrected"}),k=Te({id:"pipeline-fixed-card",title:"The corrected pipeline",hidden:!0},m);H(e,xt(t.title),l,f,k);function S(w,b){s.textContent=ef(w),H(o,Jy(w),Ky(w));let _=w.pipeline;f.hidden=!_,_&&(a.textContent=`From ${of(w)}.`,H(c,sf(w,b).map(y=>cf(y,t))),H(u,Xy(w,b,t,r))),k.hidden=!(_&&_.corrected),H(m,_&&_.corrected?An(_.corrected):null)}return{async update(w,b){let _=Qu(b);if(gt(e,!!_),!_)return;i={summary:_,diagnosis:b};let y=`${w}
${JSON.stringify(_)}
${JSON.stringify(b.findings||[])}
${r}`;y!==n&&(n=y,S(_,b))},focusFinding(w){if(st(w)!==fe.input_pipeline||e.hidden)return!1;r=lf(w),i&&S(i.summary,i.diagnosis);let b=r!==null&&u.querySelector(`[data-index="${r}"]`)||w.kind&&l;return b&&b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"}),!0},retheme(){},destroy(){H(e)}}}var df={area:fe.input_pipeline,create:Zy};var uf=`/* The memory view (views/memory.js). Colours follow the theme variables of
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
`;var Rr=e=>Array.isArray(e)?e:[],et=e=>typeof e=="number"&&Number.isFinite(e),wt=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function Qe(e){if(!et(e))return"?";let t=["B","KiB","MiB","GiB","TiB","PiB"],n=e,r=0;for(;Math.abs(n)>=1024&&r<t.length-1;)n/=1024,r++;return r===0?`${Math.round(n)} B`:`${n.toFixed(1)} ${t[r]}`}function eb(e){return Array.isArray(e)?`[${e.join(", ")}]`:"?"}function hf(e){let t=wt(e&&e.areas&&e.areas[fe.memory]);if(!t)return null;let n=wt(t.series)||{},r=Rr(n.steps),i=Rr(n.values),s=[];r.forEach((l,a)=>{et(l)&&et(i[a])&&s.push([l,i[a]])}),s.sort((l,a)=>l[0]-a[0]);let o=wt(t.limit)||{};return{points:s,limit:et(o.bytes)?o.bytes:null,limitSource:typeof o.source=="string"?o.source:null,device:typeof o.device=="string"?o.device:null,model:wt(t.model),estimate:wt(t.estimate),oom:wt(t[nn.oom]),diskFull:wt(t[nn.disk_full]),searches:Rr(t.searches).filter(wt)}}function pf(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>st(n)===fe.memory)}function gf(e){let t=e?e.points:[];if(!t.length)return null;let n=t[0][0],r=t[t.length-1][0],i=t[0];for(let m of t)m[1]>i[1]&&(i=m);let s=e.limit,o=et(s)&&s>0&&i[1]*4>=s,l=Math.max(i[1],o?s:0)*1.08||1,a=r-n||1,c=t.map(([m,k])=>[r===n?.5:(m-n)/a,1-k/l]),u=null;if(et(s)&&s>0){let m=i[1]/s;u=`peak ${Qe(i[1])} at step ${i[0]}: ${Math.round(m*100)}% of the ${Qe(s)} limit`+(e.limitSource?` (${e.limitSource})`:"")}let f=[0,.25,.5,.75,1].map(m=>({y:1-m,text:Qe(m*l)}));return{xs:[n,r],yMax:l,path:c,limitY:o?1-s/l:null,limitNote:u,peak:{step:i[0],bytes:i[1]},ticks:f}}function mf(e){if(!e)return[];let t=wt(e.allocation)||{};return[["Step",et(e.step)?String(e.step):"?"],["Phase",e.phase||"training"],["Batch size",et(e.batch_size)?String(e.batch_size):"not known"],["Tensor shape",eb(t.shape)],["dtype",t.dtype||"?"],["Bytes asked",Qe(t.bytes)],["Device",t.device||e.device||"?"],["Allocator",t.allocator||"?"],["Layer",e.layer||"not told by the message"],["Op",e.node||"?"],["Peak before",Qe(e.peak_bytes)],["Device limit",Qe(e.limit_bytes)]].map(([r,i])=>({key:r,value:i}))}function yf(e){return e?[["Step",et(e.step)?String(e.step):"?"],["Path",e.path||"not told by the message"],["Error",e.error_type||"?"]].map(([t,n])=>({key:t,value:n})):[]}function ff(e){let t=wt(e&&e.by_dtype)||{};return Object.entries(t).map(([n,r])=>`${n}: ${(r.count||0).toLocaleString("en-US")} (${Qe(r.bytes)})`).join(", ")}function bf(e){if(!e)return[];let t=wt(e.params)||{},n=wt(e.trainable)||{},r=wt(e.optimizer)||{},i=wt(r.slots)||{};return[["Parameters",`${(t.count||0).toLocaleString("en-US")} (${Qe(t.bytes)}) ${ff(t)?`· ${ff(t)}`:""}`.trim()],["Gradients",`${Qe(n.bytes)} (one per trainable parameter)`],["Optimizer slots",`${r.name||"?"}: ${Qe(i.bytes)}`],["dtype policy",e.mixed_precision||"?"],["Batch size",et(e.batch_size)?String(e.batch_size):"not known"],["Device",`${e.device||"?"}${et(e.limit_bytes)?`, ${Qe(e.limit_bytes)}`:""}`]].map(([o,l])=>({key:o,value:l}))}function tb(e){return et(e)?e<1e-4?"<0.01%":`${(100*e).toFixed(e<.01?2:0)}%`:"—"}function xf(e,t){return e?Rr(e.rows).filter(n=>n&&et(n.batch_size)&&et(n.bytes)).map(n=>({batchSize:n.batch_size,bytes:Qe(n.bytes),share:et(t)&&t>0?tb(n.bytes/t):"—",current:n.batch_size===e.batch_size})):[]}var nb={fits:"trains",out_of_memory:"out of memory",over_budget:"over the budget (not run)",near_limit:"trains, within 10% of the limit",too_large:"a tensor larger than the device (not run)"};function wf(e){return e?Rr(e.attempts).filter(t=>t&&et(t.batch_size)).map((t,n)=>({order:n+1,batchSize:t.batch_size,status:t.status,words:nb[t.status]||String(t.status),estimate:Qe(t.estimate_bytes),largest:Qe(t.largest_tensor_bytes),chosen:t.batch_size===e.batch_size&&t.status==="fits"})):[]}function vf(e){if(!e)return"";let t=Rr(e.attempts).length,n=et(e.budget_bytes)?`, budget ${Qe(e.budget_bytes)} (${e.budget_source||"?"})`:"",r=e.reason==="oom_retry"?"After the OOM: ":"";return et(e.batch_size)?`${r}batch size ${e.batch_size} fits: ${t} sizes tried, ${e.steps||"?"} real steps each${n}; a size fits within ${Math.round(100*(e.margin||.9))}% of it.`:`${r}no batch size trains, even 1 (${t} tried${n}).`}var Fr=640,fi=200,rt={left:70,right:12,top:10,bottom:24};function Xo(e,t){return p("table",{class:"evidence-table mem-kv",id:t},p("tbody",null,e.map(({key:n,value:r})=>p("tr",null,p("th",{scope:"row"},n),p("td",null,r)))))}function rb(e){let t=Fr-rt.left-rt.right,n=fi-rt.top-rt.bottom,r=o=>rt.left+o*t,i=o=>rt.top+o*n,s=e.path.map(([o,l],a)=>`${a?"L":"M"}${r(o).toFixed(1)},${i(l).toFixed(1)}`).join(" ");return q("svg",{class:"mem-chart",viewBox:`0 0 ${Fr} ${fi}`,role:"img","aria-label":"Memory over steps"},e.ticks.map(o=>q("g",null,q("line",{class:"mem-grid",x1:rt.left,x2:Fr-rt.right,y1:i(o.y),y2:i(o.y)}),q("text",{class:"mem-tick",x:rt.left-6,y:i(o.y)+4,"text-anchor":"end"},o.text))),e.limitY===null?null:q("g",{class:"mem-limit-group"},q("line",{class:"mem-limit",id:"memory-limit-line",x1:rt.left,x2:Fr-rt.right,y1:i(e.limitY),y2:i(e.limitY)}),q("text",{class:"mem-tick",x:Fr-rt.right,y:i(e.limitY)-4,"text-anchor":"end"},"limit")),e.path.length>1?q("path",{class:"mem-line",d:s}):q("circle",{class:"mem-dot",cx:r(e.path[0][0]),cy:i(e.path[0][1]),r:3}),q("text",{class:"mem-tick",x:rt.left,y:fi-6},`step ${e.xs[0]}`),q("text",{class:"mem-tick",x:Fr-rt.right,y:fi-6,"text-anchor":"end"},`step ${e.xs[1]}`),q("text",{class:"mem-tick",x:rt.left+t/2,y:fi-6,"text-anchor":"middle"},kf),q("text",{class:"mem-tick",x:10,y:rt.top+n/2,"text-anchor":"middle",transform:`rotate(-90 10 ${rt.top+n/2})`},_f))}var kf="step",_f="memory";function ib(e,t){H(e,rb(t)),Mt(e,{kind:"svg",ticksX:2,ticksY:t.ticks.length,xTitle:kf,yTitle:_f})}function sb(e,t){ot("trainhealth-memory-style",uf),e.id="memory-health",e.hidden=!0;let n=p("p",{class:"muted small",id:"memory-chart-note"}),r=p("div",{class:"mem-chart-box"}),i=Te({id:"memory-chart-card",className:"mem-card",title:"Memory over steps",aside:""},r,n),s=p("div"),o=Te({id:"memory-oom-card",className:"mem-card mem-alert",title:"Out of memory",hidden:!0},s),l=p("div"),a=Te({id:"memory-disk-card",className:"mem-card mem-alert",title:"Disk full (not memory)",hidden:!0},l),c=p("div"),u=Te({id:"memory-model-card",className:"mem-card",title:"Model size",aside:"what training holds whatever the batch size, and what a batch size adds",hidden:!0},c),f=p("div"),m=Te({id:"memory-search-card",className:"mem-card",title:"Batch-size search",aside:"tb_trainhealth.find_batch_size",hidden:!0},f);H(e,xt(t.title),o,a,i,m,u);let k=null;function S(b){let _=gf(b);if(i.hidden=!_,_){ib(r,_);let v=(b.device||"").startsWith("GPU")?"the GPU allocator's bytes in use":"the process's resident memory";n.textContent=`${v}, sampled every few steps; ${_.limitNote||"the device's limit is not known"}.`}let y=b.oom;if(o.hidden=!y,y&&H(s,p("p",{class:"mem-oom-line",id:"memory-oom-line"},`Step ${y.step}: allocating ${Qe((y.allocation||{}).bytes)} failed`,y.layer?p("span",null," in layer ",p("code",null,y.layer)):null,y.batch_size?` at batch size ${y.batch_size}.`:"."),Xo(mf(y),"memory-oom-table"),y.message?p("pre",{class:"mem-message"},y.message):null),a.hidden=!b.diskFull,b.diskFull&&H(l,Xo(yf(b.diskFull),"memory-disk-table"),b.diskFull.message?p("pre",{class:"mem-message"},b.diskFull.message):null),u.hidden=!b.model,b.model){let v=xf(b.estimate,b.limit);H(c,Xo(bf(b.model),"memory-model-table"),v.length?p("table",{class:"data-table mem-estimate",id:"memory-estimate-table"},p("caption",{class:"muted small"},"What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",b.oom?`: this run's failed allocation alone was ${Qe((b.oom.allocation||{}).bytes)}`:"",")."),p("thead",null,p("tr",null,["Batch size","Needs at least","Of the limit"].map(E=>p("th",null,E)))),p("tbody",null,v.map(E=>p("tr",{class:E.current?"current":null},p("td",{class:"num"},String(E.batchSize)+(E.current?" (this run)":"")),p("td",{class:"num"},E.bytes),p("td",{class:"num"},E.share))))):null)}m.hidden=!b.searches.length,H(f,b.searches.map((v,E)=>p("div",{class:"mem-search","data-search":String(E)},p("p",{class:"mem-search-line"},vf(v)),p("table",{class:"data-table mem-attempts"},p("thead",null,p("tr",null,["#","Batch size","Result","Step needs (estimate)","Largest tensor"].map(N=>p("th",null,N)))),p("tbody",null,wf(v).map(N=>p("tr",{class:`${N.status}${N.chosen?" chosen":""}`,"data-batch-size":String(N.batchSize)},p("td",{class:"num muted"},String(N.order)),p("td",{class:"num"},String(N.batchSize)),p("td",null,N.chosen?`${N.words} (chosen)`:N.words),p("td",{class:"num"},N.estimate),p("td",{class:"num"},N.largest))))))))}function w(b){for(let y of e.querySelectorAll(".mem-card.focused"))y.classList.remove("focused");b.classList.add("focused");let _=()=>b.scrollIntoView&&b.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(_):_()}return{async update(b,_){let y=hf(_);if(gt(e,!!y),!y)return;let v=JSON.stringify(y)+JSON.stringify(pf(_).map(E=>E.kind));v!==k&&(k=v,S(y))},focusFinding(b){if(st(b)!==fe.memory||e.hidden)return!1;let _=b.kind===Mn.oom&&!o.hidden?o:b.kind===Mn.disk_full&&!a.hidden?a:i;return w(_),!0},retheme(){},destroy(){H(e)}}}var Sf={area:fe.memory,create:sb};var ob=[jd,xu,Sf,Du,Xu,df];function Ef(){return hn.map(e=>ob.find(t=>t.area===e.name)||Xi(e.name))}function Tf(e){H(e,p("section",{id:"empty-state",class:"card empty-state"},p("h2",null,"No training health data yet"),p("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),p("h3",null,"1. Keras: add the callback"),An(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),p("h3",null,"2. Or instrument every fit() in the process"),An(`import tb_trainhealth

tb_trainhealth.autolog()`),p("h3",null,"3. Or run an unchanged script"),An("tb-trainhealth run train.py","shell"),p("h3",null,"Then open TensorBoard"),An("tensorboard --logdir logs","shell"),p("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var lb="app-header-reload .reload-button, app-header-reload button";function ab(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function Mf(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function Nf(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),i=c=>{r=Date.now(),e({reason:c})},s=ab();if(s){let c=u=>{let f=u.target;f&&typeof f.closest=="function"&&f.closest(lb)&&setTimeout(()=>i("tensorboard-reload"),0)};s.addEventListener("click",c,!0),n.push(()=>s.removeEventListener("click",c,!0))}let o=setInterval(()=>{Mf()&&Date.now()-r>=t-50&&i("timer")},Math.min(t,5e3));n.push(()=>clearInterval(o));let l=()=>{Mf()&&Date.now()-r>=t&&i("visible")};document.addEventListener("visibilitychange",l),n.push(()=>document.removeEventListener("visibilitychange",l));let a=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",a,{once:!0}),{stop:a,markRefreshed:()=>r=Date.now()}}var Pr=Object.keys(Wn),Af=e=>{let t=Pr.indexOf(e);return t<0?Pr.length:t};function Of(e){let t=Object.fromEntries(Pr.map(n=>[n,0]));for(let n of e)n&&n.status in t&&t[n.status]++;return t}function Zo(e,{status:t="",text:n=""}={},r=null){let i=String(n||"").trim().toLowerCase();return e.filter(s=>s.run===r||(!t||s.status===t)&&(!i||s.run.toLowerCase().includes(i)))}var $f=e=>e.counts&&e.counts.critical||0,Lf=e=>e.counts&&e.counts.warning||0;function cs(e){return e.filter(t=>t&&typeof t.run=="string").map((t,n)=>[t,n]).sort(([t,n],[r,i])=>Af(t.status)-Af(r.status)||$f(r)-$f(t)||Lf(r)-Lf(t)||n-i).map(([t])=>t)}function Cf(e){let t=cs(e);return t.length?t[0].run:null}var Qo="tb-trainhealth:selection";function cb(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}function db(e){let n=(e&&Array.isArray(e.findings)?e.findings:[]).find(r=>r&&r.kind===Mn.training_error);if(n){let r=n.evidence&&Number.isInteger(n.evidence.completed_steps)?n.evidence.completed_steps:null,i=xr(n);return r===0?`No loss was logged: training ${i||"crashed"}, before any step finished. The findings say why.`:`No loss was logged: training ${i||"crashed"}. The findings say why.`}return"No loss was logged for this run yet."}var el=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.areaViews=[];let n=wr(Qo);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.buildShell()}buildShell(){this.select=p("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=p("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=p("span",{id:"run-counts",class:"muted"}),this.updated=p("span",{id:"last-updated",class:"muted"}),this.refreshButton=p("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},p("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=p("label",{class:"run-picker"},p("span",null,"Run"),this.select),this.filter={status:"",text:""},this.statusFilter=p("select",{id:"run-status-filter",class:"th-select","aria-label":"Show runs of status",onchange:()=>this.setFilter({status:this.statusFilter.value})}),this.nameFilter=p("input",{id:"run-name-filter",type:"search",class:"th-input",placeholder:"Filter runs by name","aria-label":"Filter runs by name",oninput:()=>this.setFilter({text:this.nameFilter.value})}),this.runFilters=p("span",{class:"run-filters",hidden:!0},this.statusFilter,this.nameFilter),this.banner=p("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=p("main",{id:"content"},p("p",{class:"muted loading-text"},"Loading…")),H(this.root,p("header",{class:"th-header"},p("h1",null,"Training Health"),this.runPicker,this.runFilters,this.statusBadge,this.counts,p("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,H(this.banner,p("strong",null,"Error: "),t)}buildRunView(){this.view="run",this.flowBox=p("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=p("section",{id:"findings",class:"card findings"}),this.panel=p("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=p("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),H(this.content,p("div",{class:"th-grid"},p("div",{class:"col-main"},p("section",{class:"card flowchart-card"},p("div",{class:"card-head"},p("h3",null,"Triage flowchart"),p("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),this.chartBox),p("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=Ed(this.chartBox),this.viewAreas=new Set;for(let t of Ef())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=p("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(Xi(r),{area:r,title:r,openFinding:i=>this.openFinding(i)})}viewContext(t){return{area:t,title:Cs(t).title,openFinding:n=>this.openFinding(n)}}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}showEmpty(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",Tf(this.content)}showFatal(t){this.view==="run"||this.view==="empty"||(this.view="error",H(this.content,p("section",{class:"card error-state",id:"error-state"},p("h2",null,"Could not load Training Health"),p("p",null,t),p("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}setFilter(t){this.filter={...this.filter,...t};let n=Zo(cs(this.runs||[]),this.filter);this.updateRunPicker(),n.length&&!n.some(r=>r.run===this.run)&&this.selectRun(n[0].run)}updateStatusFilter(){let t=this.runs||[],n=Of(t),r=["",...Pr].map(i=>`${i}|${i?n[i]:t.length}`).join(`
`);this.statusFilter.dataset.options!==r&&(H(this.statusFilter,p("option",{value:""},`All runs (${t.length})`),Pr.map(i=>p("option",{value:i,"data-count":String(n[i]),disabled:n[i]===0&&this.filter.status!==i},`${Wn[i]} (${n[i]})`))),this.statusFilter.dataset.options=r),this.statusFilter.value=this.filter.status,this.runFilters.hidden=t.length<2}updateRunPicker(){this.updateStatusFilter();let t=Zo(cs(this.runs||[]),this.filter,this.run),n=[...this.select.options].map(s=>`${s.value}|${s.textContent}`).join(`
`),r=t.map(s=>`${s.run}|${s.run} — ${Wn[s.status]||s.status}`).join(`
`);n!==r&&H(this.select,t.map(s=>p("option",{value:s.run,"data-status":s.status},`${s.run} — ${Wn[s.status]||s.status}`))),this.select.value=this.run,this.runPicker.hidden=!1;let i=(this.runs||[]).find(s=>s.run===this.run);i&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${i.status}`,this.statusBadge.textContent=Wn[i.status]||i.status,this.counts.textContent=cb(i.counts))}async refresh({reason:t}={}){let n=++this.seq;this.root.dataset.refreshesStarted=String((Number(this.root.dataset.refreshesStarted)||0)+1),this.root.dataset.startReason=t||"",this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await Fl()}catch(o){if(n!==this.seq)return;let l=`Could not load the list of runs: ${o.message}`;this.showBanner(l),this.showFatal(l);return}if(n!==this.seq)return;let i=Array.isArray(r.body.runs)?r.body.runs.filter(o=>o&&typeof o.run=="string"):[];if(this.runs=i,!i.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let s=i.map(o=>o.run);if(!s.includes(this.run)){let o=this.savedRun&&s.includes(this.savedRun)?this.savedRun:null;this.nodeId=o?this.savedNode:null,this.savedRun=null,this.run=o||Cf(i)}this.view!=="run"&&this.buildRunView(),this.updateRunPicker(),await this.loadRun(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){if(t===this.run)return;this.run=t,this.nodeId=null,Yn(Qo,{run:t,node:null}),this.updateRunPicker(),this.diagnosisText=null;let n=++this.seq;this.root.dataset.loading="true";try{await this.loadRun(n)}finally{n===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}current(t,n){return t===this.seq&&n===this.run}async loadRun(t){let n=this.run,[r]=await Promise.allSettled([Pl(n)]);if(!this.current(t,n))return;let i=r.status==="fulfilled"?r.value.body:null;if(i&&typeof i.run=="string"&&i.run!==n)return;let s=!i||!Array.isArray(i.series)||i.series.includes(Ft.loss),[o]=s?await Promise.allSettled([jl(n,Ft.loss)]):[null];if(!this.current(t,n))return;let l=!0;if(r.status==="fulfilled")this.applyDiagnosis(r.value.body,r.value.text);else{l=!1;let f=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,H(this.flowBox,p("p",{class:"error-text"},f)),H(this.findingsBox,p("h3",null,"Findings"),p("p",{class:"muted"},"Unavailable.")),H(this.panel,p("h3",null,"Evidence"),p("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(f)}if(!o)this.chart.showNote(db(i));else if(o.status==="fulfilled")this.chart.update(o.value.body,o.value.text);else{let f=o.reason;this.chart.showError(f.status===404||f.status===400?`No loss series for this run: ${f.message}`:`Could not load the loss series: ${f.message}`)}if(!l)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let a=this.areaViews.slice(),c=await Promise.allSettled(a.map(f=>f.update(n,this.diagnosis)));if(!this.current(t,n))return;let u=c.find(f=>f.status==="rejected");if(u)throw u.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],i=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!i.some(s=>s.id===this.nodeId)&&(this.nodeId=null),this.flow=Ba(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:s=>this.selectNode(s)}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];Ua(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(s,o)=>{let l=this.areaViews.map(a=>a.focusFinding(o)).filter(Boolean);this.selectNode(s,{scroll:!l.length})}});let i=r.find(s=>s.id===this.nodeId);i?Ga(this.panel,i,n,{onClose:()=>this.selectNode(null)}):Ya(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,Yn(Qo,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"nearest",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let i=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!i)return;i.classList.add("focused");let s=i.getBoundingClientRect().top;(s<64||s>window.innerHeight-120)&&i.scrollIntoView&&i.scrollIntoView({block:"start",behavior:"smooth"})}},un=null;function jv(){if(un)return un;ot("trainhealth-style",`${Ll}
${Ol}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",un=new el(e),vd(()=>{un.chart&&un.chart.retheme();for(let n of un.areaViews)n.retheme()});let t=Nf(n=>un.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;un.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),un.refresh({reason:"initial"}).then(()=>t.markRefreshed()),un}export{jv as render};
