/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */
var ns='.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';var rs=`/* Training Health tab. Colours are CSS variables switched by
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
  grid-template-columns: auto 1fr auto;
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
.code-block pre {
  margin: 0;
  padding: 10px 12px;
  overflow-x: auto;
  white-space: pre;
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
@media (max-width: 1000px) {
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
`;var is={areas:[{events:[],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix with Reshape / the data pipeline",parent:"shape"}],series:[],title:"Shapes"},{events:["nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers"],findings:["nonfinite_data","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse"],hint:"The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the loss, every layer's output, the gradients and the weights each step (also under XLA), and names the first step, layer and variable that went NaN/Inf. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.",histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],title:"NaN / Inf"},{events:[],findings:["oom","memory_pressure","memory_growth"],hint:"This version of tb-trainhealth captures no evidence for this area yet; memory over time and out-of-memory events are planned.",histograms:[],labels:{},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:[],title:"Memory"},{events:[],findings:["exploding_gradients","vanishing_gradients","dead_units"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],title:"Gradient health"},{events:[],findings:["input_bound","input_stall","pipeline_lint"],hint:"This version of tb-trainhealth captures no evidence for this area yet; time waiting for input against computing, per step, is planned.",histograms:[],labels:{},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:[],title:"Input pipeline"}]};var Qt=Object.freeze(is.areas.map(e=>Object.freeze(e)));function Nn(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,i){if(typeof i=="string"){if(Object.prototype.hasOwnProperty.call(r,i))return r[i];throw new Error(`no declared ${e} ${JSON.stringify(i)} (tb_trainhealth/areas/)`)}}})}var Nr=e=>Qt.flatMap(t=>t[e]),Ce=Nn("area",Qt.map(e=>e.name)),M0=Nn("node id",Qt.flatMap(e=>e.nodes.map(t=>t.id))),A0=Nn("finding kind",Nr("findings")),Mn=Nn("event kind",Nr("events")),Mr=Nn("matrix statistic",Nr("matrices")),Ar=Nn("series",Nr("series")),L0=Nn("histogram family",Nr("histograms")),Gu=Object.freeze(Object.assign({},...Qt.map(e=>e.labels)));function Pe(e){return Gu[e]||Or(e)}function po(e){return Qt.find(t=>t.name===Ce[e])}function os(e){let t=Qt.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function rr(e){if(!e||typeof e!="object")return null;let t=Qt.find(n=>n.findings.includes(e.kind));return t?t.name:os(e.node)}function ls(e){let t=os(e);return(t?po(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var Tn={critical:0,warning:1,info:2},An={triggered:"Triggered",clear:"Clear",no_data:"No data"},ii={critical:"critical",warning:"warning",healthy:"healthy"};function go(e){let t=null;for(let n of e){let r=n&&n.severity;r in Tn&&(t===null||Tn[r]<Tn[t])&&(t=r)}return t}function Lr(e){if(e==null)return"—";if(typeof e=="number"){if(Number.isInteger(e))return String(e);let t=Math.abs(e);return t!==0&&(t>=1e6||t<.001)?e.toExponential(3):String(Number(e.toPrecision(6)))}return typeof e=="string"?e:typeof e=="boolean"?e?"true":"false":JSON.stringify(e)}function Or(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function Ht(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var Cr=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function Ir(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(i){throw new Cr(`Could not reach TensorBoard (${i&&i.message?i.message:i}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let i=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new Cr(i,t.status)}if(r===null||typeof r!="object")throw new Cr(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function oi(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,i])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(i))}`).join("&");return n?`${e}?${n}`:e}function ss(){return Ir("runs")}function as(e){return Ir(oi("diagnosis",{run:e}))}function cs(e,t){return Ir(oi("series",{run:e,name:t}))}function $r(e,t,n){return Ir(oi("matrix",{run:e,stat:t,max_columns:n||null}))}function Yu(e,t,n){return Ir(oi(`${Ce[e]}/${t}`,n))}function ds(e,t){return Yu(Ce.gradients,"histograms",{run:e,layer:t})}var Uu="http://www.w3.org/2000/svg";function mo(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function us(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function m(e,t,...n){return mo(us(document.createElement(e),t),n)}function de(e,t,...n){return mo(us(document.createElementNS(Uu,e),t),n)}function Z(e,...t){return e.textContent="",mo(e,t)}function fn(e){return String(e).split("`").map((n,r)=>r%2?m("code",null,n):n)}function Wt(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function ir(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function Ln(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var Cs=Object.defineProperty,qu=(e,t,n)=>t in e?Cs(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,Ku=(e,t)=>{for(var n in t)Cs(e,n,{get:t[n],enumerable:!0})},Ju=(e,t,n)=>qu(e,typeof t!="symbol"?t+"":t,n),Is={};Ku(Is,{Graph:()=>Ot,alg:()=>So});var Zu=Object.defineProperty,$s=(e,t)=>{for(var n in t)Zu(e,n,{get:t[n],enumerable:!0})},Eo=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let i of r)n.add(i);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([i,o])=>{e(i)&&t.setNode(i,o)}),Object.values(this._edgeObjs).forEach(i=>{t.hasNode(i.v)&&t.hasNode(i.w)&&t.setEdge(i,this.edge(i))});let n={},r=i=>{let o=this.parent(i);return!o||t.hasNode(o)?(n[i]=o,o):o in n?n[o]:r(o)};return this._isCompound&&t.nodes().forEach(i=>t.setParent(i,r(i))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let i,o,l,s,a=!1;typeof e=="object"&&e!==null&&"v"in e?(i=e.v,o=e.w,l=e.name,arguments.length===2&&(s=t,a=!0)):(i=e,o=t,l=r,arguments.length>2&&(s=n,a=!0)),i=""+i,o=""+o,l!==void 0&&(l=""+l);let c=Rr(this._isDirected,i,o,l);if(c in this._edgeLabels)return a&&(this._edgeLabels[c]=s),this;if(l!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(i),this.setNode(o),this._edgeLabels[c]=a?s:this._defaultEdgeLabelFn(i,o,l);let u=Qu(this._isDirected,i,o,l);return i=u.v,o=u.w,Object.freeze(u),this._edgeObjs[c]=u,fs(this._preds[o],i),fs(this._sucs[i],o),this._in[o][c]=u,this._out[i][c]=u,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?bo(this._isDirected,e):Rr(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?bo(this._isDirected,e):Rr(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?bo(this._isDirected,e):Rr(this._isDirected,e,t,n),i=this._edgeObjs[r];if(i){let o=i.v,l=i.w;delete this._edgeLabels[r],delete this._edgeObjs[r],hs(this._preds[l],o),hs(this._sucs[o],l),delete this._in[l][r],delete this._out[o][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(i=>i.v===t&&i.w===n||i.v===n&&i.w===t):r}};function fs(e,t){e[t]?e[t]++:e[t]=1}function hs(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function Rr(e,t,n,r){let i=""+t,o=""+n;if(!e&&i>o){let l=i;i=o,o=l}return i+""+o+""+(r===void 0?"\0":r)}function Qu(e,t,n,r){let i=""+t,o=""+n;if(!e&&i>o){let s=i;i=o,o=s}let l={v:i,w:o};return r&&(l.name=r),l}function bo(e,t){return Rr(e,t.v,t.w,t.name)}var Xu={};$s(Xu,{read:()=>rf,write:()=>ef});function ef(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:tf(e),edges:nf(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function tf(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),i={v:t};return n!==void 0&&(i.value=n),r!==void 0&&(i.parent=r),i})}function nf(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function rf(e){let t=new Eo(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var So={};$s(So,{CycleException:()=>si,bellmanFord:()=>Rs,components:()=>sf,dijkstra:()=>li,dijkstraAll:()=>df,findCycles:()=>uf,floydWarshall:()=>hf,isAcyclic:()=>gf,postorder:()=>bf,preorder:()=>yf,prim:()=>wf,shortestPaths:()=>xf,tarjan:()=>js,topsort:()=>Fs});var of=()=>1;function Rs(e,t,n,r){return lf(e,String(t),n||of,r||function(i){var o;return(o=e.outEdges(i))!=null?o:[]})}function lf(e,t,n,r){let i={},o,l=0,s=e.nodes(),a=function(h){let b=i[h.v],x=i[h.w];if(!b||!x)return;let E=n(h);b.distance+E<x.distance&&(i[h.w]={distance:b.distance+E,predecessor:h.v},o=!0)},c=function(){s.forEach(function(h){r(h).forEach(function(b){let x=b.v===h?b.v:b.w,E=x===b.v?b.w:b.v;a({v:x,w:E})})})};s.forEach(function(h){let b=h===t?0:Number.POSITIVE_INFINITY;i[h]={distance:b,predecessor:""}});let u=s.length;for(let h=1;h<u&&(o=!1,l++,c(),!!o);h++);if(l===u-1&&(o=!1,c(),o))throw new Error("The graph contains a negative weight cycle");return i}function sf(e){let t={},n=[],r;function i(o){var l,s;o in t||(t[o]=!0,r.push(o),(l=e.successors(o))==null||l.forEach(i),(s=e.predecessors(o))==null||s.forEach(i))}return e.nodes().forEach(function(o){r=[],i(o),r.length&&n.push(r)}),n}var Ps=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let i=this._arr,o=i.length;return n[r]=o,i.push({key:r,priority:t}),this._decrease(o),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,i=e;n<t.length&&(i=t[n].priority<t[i].priority?n:i,r<t.length&&(i=t[r].priority<t[i].priority?r:i),i!==e&&(this._swap(e,i),this._heapify(i)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,i=n[e],o=n[t];n[e]=o,n[t]=i,r[o.key]=e,r[i.key]=t}},af=()=>1;function li(e,t,n,r){let i=function(o){var l;return(l=e.outEdges(o))!=null?l:[]};return cf(e,String(t),n||af,r||i)}function cf(e,t,n,r){let i={},o=new Ps,l,s,a=function(c){let u=c.v!==l?c.v:c.w,h=i[u];if(!h)return;let b=n(c),x=s.distance+b;if(b<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+b);x<h.distance&&(h.distance=x,h.predecessor=l,o.decrease(u,x))};for(e.nodes().forEach(function(c){let u=c===t?0:Number.POSITIVE_INFINITY;i[c]={distance:u,predecessor:""},o.add(c,u)});o.size()>0;){l=o.removeMin();let c=i[l];if(!c||c.distance===Number.POSITIVE_INFINITY)break;s=c,r(l).forEach(a)}return i}function df(e,t,n){return e.nodes().reduce(function(r,i){return r[i]=li(e,i,t,n),r},{})}function js(e){let t=0,n=[],r={},i=[];function o(l){var s;let a=r[l]={onStack:!0,lowlink:t,index:t++};if(n.push(l),(s=e.successors(l))==null||s.forEach(function(c){if(c in r){let u=r[c];u!=null&&u.onStack&&(a.lowlink=Math.min(a.lowlink,u.index))}else{o(c);let u=r[c];u&&(a.lowlink=Math.min(a.lowlink,u.lowlink))}}),a.lowlink===a.index){let c=[],u;do{u=n.pop();let h=r[u];h&&(h.onStack=!1),c.push(u)}while(l!==u);i.push(c)}}return e.nodes().forEach(function(l){l in r||o(l)}),i}function uf(e){return js(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var ff=()=>1;function hf(e,t,n){return pf(e,t||ff,n||function(r){var i;return(i=e.outEdges(r))!=null?i:[]})}function pf(e,t,n){let r={},i=e.nodes();return i.forEach(function(o){let l={};r[o]=l,l[o]={distance:0,predecessor:""},i.forEach(function(s){o!==s&&(l[s]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(o).forEach(function(s){let a=s.v===o?s.w:s.v,c=t(s);l[a]={distance:c,predecessor:o}})}),i.forEach(function(o){let l=r[o];l&&i.forEach(function(s){let a=r[s];a&&i.forEach(function(c){let u=a[o],h=l[c],b=a[c];if(u&&h&&b){let x=u.distance+h.distance;x<b.distance&&(b.distance=x,b.predecessor=h.predecessor)}})})}),r}var si=class extends Error{constructor(e){super(e),this.name="CycleException"}};function Fs(e){let t={},n={},r=[];function i(o){var l;if(o in n)throw new si;o in t||(n[o]=!0,t[o]=!0,(l=e.predecessors(o))==null||l.forEach(i),delete n[o],r.push(o))}if(e.sinks().forEach(i),Object.keys(t).length!==e.nodeCount())throw new si;return r}function gf(e){try{Fs(e)}catch(t){if(t instanceof si)return!1;throw t}return!0}function mf(e,t,n,r,i){Array.isArray(t)||(t=[t]);let o=(s=>{var a;return(a=e.isDirected()?e.successors(s):e.neighbors(s))!=null?a:[]}),l={};return t.forEach(function(s){if(!e.hasNode(s))throw new Error("Graph does not have node: "+s);i=Ds(e,s,n==="post",l,o,r,i)}),i}function Ds(e,t,n,r,i,o,l){return t in r||(r[t]=!0,n||(l=o(l,t)),i(t).forEach(function(s){l=Ds(e,s,n,r,i,o,l)}),n&&(l=o(l,t))),l}function zs(e,t,n){return mf(e,t,n,function(r,i){return r.push(i),r},[])}function bf(e,t){return zs(e,t,"post")}function yf(e,t){return zs(e,t,"pre")}function wf(e,t){var n;let r=new Eo,i={},o=new Ps,l;function s(u){let h=u.v===l?u.w:u.v,b=o.priority(h);if(b!==void 0){let x=t(u);x<b&&(i[h]=l,o.decrease(h,x))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(u){o.add(u,Number.POSITIVE_INFINITY),r.setNode(u)});let a=e.nodes()[0];a!==void 0&&o.decrease(a,0);let c=!1;for(;o.size()>0;){if(l=o.removeMin(),l in i)r.setEdge(l,i[l]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(l))==null||n.forEach(s)}return r}function xf(e,t,n,r){return vf(e,t,n,r??(i=>{var o;return(o=e.outEdges(i))!=null?o:[]}))}function vf(e,t,n,r){if(n===void 0)return li(e,t,n,r);let i=!1,o=e.nodes();for(let l=0;l<o.length;l++){let s=o[l];if(s===void 0)continue;let a=r(s);for(let c=0;c<a.length;c++){let u=a[c];if(!u)continue;let h=u.v===s?u.v:u.w,b=h===u.v?u.w:u.v;n({v:h,w:b})<0&&(i=!0)}if(i)return Rs(e,t,n,r)}return li(e,t,n,r)}var Ot=Eo;function lr(e,t,n,r){let i=r;for(;e.hasNode(i);)i=To(r);return n.dummy=t,e.setNode(i,n),i}function kf(e){let t=new Ot().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},i=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+i.weight,minlen:Math.max(r.minlen,i.minlen)})}),t}function Bs(e){let t=new Ot({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function ps(e,t){let n=e.x,r=e.y,i=t.x-n,o=t.y-r,l=e.width/2,s=e.height/2;if(!i&&!o)throw new Error("Not possible to find intersection inside of the rectangle");let a,c;return i===0||Math.abs(o)*l>Math.abs(i)*s?(o<0&&(s=-s),a=s*i/o,c=s):(i<0&&(l=-l),a=l,c=l*o/i),{x:n+a,y:r+c}}function jr(e){let t=Pr(Hs(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),i=r.rank;i!==void 0&&(t[i]||(t[i]=[]),t[i][r.order]=n)}),t}function _f(e){let t=e.nodes().map(r=>{let i=e.node(r).rank;return i===void 0?Number.MAX_VALUE:i}),n=Gt(Math.min,t);e.nodes().forEach(r=>{let i=e.node(r);Object.hasOwn(i,"rank")&&(i.rank-=n)})}function Ef(e){let t=e.nodes().map(l=>e.node(l).rank).filter(l=>l!==void 0),n=Gt(Math.min,t),r=[];e.nodes().forEach(l=>{let s=e.node(l).rank-n;r[s]||(r[s]=[]),r[s].push(l)});let i=0,o=e.graph().nodeRankFactor;Array.from(r).forEach((l,s)=>{l===void 0&&s%o!==0?--i:l!==void 0&&i&&l.forEach(a=>e.node(a).rank+=i)})}function gs(e,t,n,r){let i={width:0,height:0};return arguments.length>=4&&(i.rank=n,i.order=r),lr(e,"border",i,t)}function Sf(e,t=Vs){let n=[];for(let r=0;r<e.length;r+=t){let i=e.slice(r,r+t);n.push(i)}return n}var Vs=65535;function Gt(e,t){if(t.length>Vs){let n=Sf(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function Hs(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return Gt(Math.max,t)}function Tf(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function Nf(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function Ws(e,t){return t()}var Mf=0;function To(e){let t=++Mf;return e+(""+t)}function Pr(e,t,n=1){t==null&&(t=e,e=0);let r=o=>o<t;n<0&&(r=o=>t<o);let i=[];for(let o=e;r(o);o+=n)i.push(o);return i}function ai(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function ci(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[i,o])=>(r[i]=n(o,i),r),{})}function Af(e,t){return e.reduce((n,r,i)=>(n[r]=t[i],n),{})}var di="\0";function Gs(e,t,n){var r,i,o,l,s,a;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let u=c?(i=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?i:NaN+1:(l=(o=e[t.edgeObj.w])==null?void 0:o.rank)!=null?l:NaN-1,h=Object.entries(e).find(_=>{var v,S;return((v=_[1].edgeObj)==null?void 0:v.v)===t.edgeObj.v&&((S=_[1].edgeObj)==null?void 0:S.w)===t.edgeObj.w&&_[1].rank===u}),b=Object.entries(e).find(_=>{var v,S;return((v=_[1].edgeObj)==null?void 0:v.v)===n.edgeObj.v&&((S=_[1].edgeObj)==null?void 0:S.w)===n.edgeObj.w&&_[1].rank===u});if(!h||!b)return 0;let x=(s=h[1].order)!=null?s:NaN,E=(a=b[1].order)!=null?a:NaN;return isNaN(x-E)?0:x-E}var Lf="3.1.3",Of=class{constructor(){Ju(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return ms(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&ms(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,Cf)),n=n._prev;return"["+e.join(", ")+"]"}};function ms(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function Cf(e,t){if(e!=="_next"&&e!=="_prev")return t}var If=Of,$f=()=>1;function Rf(e,t){if(e.nodeCount()<=1)return[];let n=jf(e,t||$f);return Pf(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function Pf(e,t,n){var r;let i=[],o=t[t.length-1],l=t[0],s;for(;e.nodeCount();){for(;s=l.dequeue();)yo(e,t,n,s);for(;s=o.dequeue();)yo(e,t,n,s);if(e.nodeCount()){for(let a=t.length-2;a>0;--a)if(s=(r=t[a])==null?void 0:r.dequeue(),s){i=i.concat(yo(e,t,n,s,!0)||[]);break}}}return i}function yo(e,t,n,r,i){let o=[],l=i?o:void 0;return(e.inEdges(r.v)||[]).forEach(s=>{let a=e.edge(s),c=e.node(s.v);i&&o.push({v:s.v,w:s.w}),c.out-=a,_o(t,n,c)}),(e.outEdges(r.v)||[]).forEach(s=>{let a=e.edge(s),c=s.w,u=e.node(c);u.in-=a,_o(t,n,u)}),e.removeNode(r.v),l}function jf(e,t){let n=new Ot,r=0,i=0;e.nodes().forEach(s=>{n.setNode(s,{v:s,in:0,out:0})}),e.edges().forEach(s=>{let a=n.edge(s.v,s.w)||0,c=t(s),u=a+c;n.setEdge(s.v,s.w,u);let h=n.node(s.v),b=n.node(s.w);i=Math.max(i,h.out+=c),r=Math.max(r,b.in+=c)});let o=Ff(i+r+3).map(()=>new If),l=r+1;return n.nodes().forEach(s=>{_o(o,l,n.node(s))}),{graph:n,buckets:o,zeroIdx:l}}function _o(e,t,n){var r,i,o;n.out?n.in?(o=e[n.out-n.in+t])==null||o.enqueue(n):(i=e[e.length-1])==null||i.enqueue(n):(r=e[0])==null||r.enqueue(n)}function Ff(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function Df(e,t){(e.graph().acyclicer==="greedy"?Rf(e,n(e)):zf(e,t??null)).forEach(r=>{let i=e.edge(r);e.removeEdge(r),i.forwardName=r.name,i.reversed=!0,e.setEdge(r.w,r.v,i,To("rev"))});function n(r){return i=>r.edge(i).weight}}function zf(e,t){let n=[],r={},i={};function o(a){Object.hasOwn(i,a)||(i[a]=!0,r[a]=!0,e.outEdges(a).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):o(c.w)}),delete r[a])}function l(a){var c;Object.hasOwn(i,a)||(i[a]=!0,r[a]=!0,(c=e.outEdges(a))==null||c.forEach(u=>{var h,b;Object.hasOwn(r,u.w)||((h=t.node(a))==null?void 0:h.rank)>((b=t.node(u.w))==null?void 0:b.rank)&&Vf(e,u.w,u)?n.push(u):l(u.w)}),delete r[a])}let s=o;return t&&typeof t.node=="function"&&(s=l),e.sources().forEach(s),e.nodes().forEach(s),n}function Bf(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function Vf(e,t,n){let r=new Set;function i(o){var l;if(e.sources().includes(o))return!0;r.add(o);for(let s of(l=e.inEdges(o))!=null?l:[])if(!(s.v===n.v&&s.w===n.w)&&!r.has(s.v)&&i(s.v))return!0;return!1}return i(t)}function Hf(e){e.graph().dummyChains=[],e.edges().forEach(t=>Wf(e,t))}function Wf(e,t){let n=t.v,r=e.node(n).rank,i=t.w,o=e.node(i).rank,l=t.name,s=e.edge(t),a=s.labelRank;if(o===r+1)return;e.removeEdge(t);let c,u,h;for(h=0,++r;r<o;++h,++r)s.points=[],u={width:0,height:0,edgeLabel:s,edgeObj:t,rank:r},c=lr(e,"edge",u,"_d"),r===a&&(u.width=s.width,u.height=s.height,u.dummy="edge-label",u.labelpos=s.labelpos),e.setEdge(n,c,{weight:s.weight},l),h===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,i,{weight:s.weight},l)}function Gf(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,i;for(e.setEdge(n.edgeObj,r);n.dummy;)i=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=i,n=e.node(t)})}function No(e){let t={};function n(r){let i=e.node(r);if(Object.hasOwn(t,r))return i.rank;t[r]=!0;let o=e.outEdges(r),l=o?o.map(a=>a==null?Number.POSITIVE_INFINITY:n(a.w)-e.edge(a).minlen):[],s=Gt(Math.min,l);return s===Number.POSITIVE_INFINITY&&(s=0),i.rank=s}e.sources().forEach(n)}function or(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var Ys=Yf;function Yf(e){let t=new Ot({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],i=e.nodeCount();t.setNode(r,{});let o,l;for(;Uf(t,e)<i&&(o=qf(t,e),!!o);)l=t.hasNode(o.v)?or(e,o):-or(e,o),Kf(t,e,l);return t}function Uf(e,t){function n(r){let i=t.nodeEdges(r);i&&i.forEach(o=>{let l=o.v,s=r===l?o.w:l;!e.hasNode(s)&&!or(t,o)&&(e.setNode(s,{}),e.setEdge(r,s,{}),n(s))})}return e.nodes().forEach(n),e.nodeCount()}function qf(e,t){return t.edges().reduce((n,r)=>{let i=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(i=or(t,r)),i<n[0]?[i,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function Kf(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:Jf,postorder:Zf}=So,Qf=On;On.initLowLimValues=Ao;On.initCutValues=Mo;On.calcCutValue=Us;On.leaveEdge=Ks;On.enterEdge=Js;On.exchangeEdges=Zs;function On(e){e=kf(e),No(e);let t=Ys(e);Ao(t),Mo(t,e);let n,r;for(;n=Ks(t);)r=Js(t,e,n),Zs(t,e,n,r)}function Mo(e,t){let n=Zf(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>Xf(e,t,r))}function Xf(e,t,n){let r=e.node(n).parent,i=e.edge(n,r);i.cutvalue=Us(e,t,n)}function Us(e,t,n){let r=e.node(n).parent,i=!0,o=t.edge(n,r),l=0;o||(i=!1,o=t.edge(r,n)),l=o.weight;let s=t.nodeEdges(n);return s&&s.forEach(a=>{let c=a.v===n,u=c?a.w:a.v;if(u!==r){let h=c===i,b=t.edge(a).weight;if(l+=h?b:-b,th(e,n,u)){let x=e.edge(n,u).cutvalue;l+=h?-x:x}}}),l}function Ao(e,t){arguments.length<2&&(t=e.nodes()[0]),qs(e,{},1,t)}function qs(e,t,n,r,i){let o=n,l=e.node(r);t[r]=!0;let s=e.neighbors(r);return s&&s.forEach(a=>{Object.hasOwn(t,a)||(n=qs(e,t,n,a,r))}),l.low=o,l.lim=n++,i?l.parent=i:delete l.parent,n}function Ks(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function Js(e,t,n){let r=n.v,i=n.w;t.hasEdge(r,i)||(r=n.w,i=n.v);let o=e.node(r),l=e.node(i),s=o,a=!1;return o.lim>l.lim&&(s=l,a=!0),t.edges().filter(c=>a===bs(e,e.node(c.v),s)&&a!==bs(e,e.node(c.w),s)).reduce((c,u)=>or(t,u)<or(t,c)?u:c)}function Zs(e,t,n,r){let i=n.v,o=n.w;e.removeEdge(i,o),e.setEdge(r.v,r.w,{}),Ao(e),Mo(e,t),eh(e,t)}function eh(e,t){let n=e.nodes().find(i=>!e.node(i).parent);if(!n)return;let r=Jf(e,[n]);r=r.slice(1),r.forEach(i=>{let o=e.node(i).parent,l=t.edge(i,o),s=!1;l||(l=t.edge(o,i),s=!0),t.node(i).rank=t.node(o).rank+(s?l.minlen:-l.minlen)})}function th(e,t,n){return e.hasEdge(t,n)}function bs(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var nh=rh;function rh(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":ys(e);break;case"tight-tree":oh(e);break;case"longest-path":ih(e);break;case"none":break;default:ys(e)}}var ih=No;function oh(e){No(e),Ys(e)}function ys(e){Qf(e)}var lh=sh;function sh(e){let t=ch(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let i=e.node(r),o=i.edgeObj,l=ah(e,t,o.v,o.w),s=l.path,a=l.lca,c=0,u=s[c],h=!0;for(;r!==o.w;){if(i=e.node(r),h){for(;(u=s[c])!==a&&e.node(u).maxRank<i.rank;)c++;u===a&&(h=!1)}if(!h){for(;c<s.length-1&&e.node(s[c+1]).minRank<=i.rank;)c++;u=s[c]}u!==void 0&&e.setParent(r,u),r=e.successors(r)[0]}})}function ah(e,t,n,r){let i=[],o=[],l=Math.min(t[n].low,t[r].low),s=Math.max(t[n].lim,t[r].lim),a;a=n;do a=e.parent(a),i.push(a);while(a&&(t[a].low>l||s>t[a].lim));let c=a,u=r;for(;(u=e.parent(u))!==c;)o.push(u);return{path:i.concat(o.reverse()),lca:c}}function ch(e){let t={},n=0;function r(i){let o=n;e.children(i).forEach(r),t[i]={low:o,lim:n++}}return e.children(di).forEach(r),t}function dh(e){let t=lr(e,"root",{},"_root"),n=uh(e),r=Object.values(n),i=Gt(Math.max,r)-1,o=2*i+1;e.graph().nestingRoot=t,e.edges().forEach(s=>e.edge(s).minlen*=o);let l=fh(e)+1;e.children(di).forEach(s=>{Qs(e,t,o,l,i,n,s)}),e.graph().nodeRankFactor=o}function Qs(e,t,n,r,i,o,l){var s;let a=e.children(l);if(!a.length){l!==t&&e.setEdge(t,l,{weight:0,minlen:n});return}let c=gs(e,"_bt"),u=gs(e,"_bb"),h=e.node(l);e.setParent(c,l),h.borderTop=c,e.setParent(u,l),h.borderBottom=u,a.forEach(b=>{var x;Qs(e,t,n,r,i,o,b);let E=e.node(b),_=E.borderTop?E.borderTop:b,v=E.borderBottom?E.borderBottom:b,S=E.borderTop?r:2*r,y=_!==v?1:i-((x=o[l])!=null?x:0)+1;e.setEdge(c,_,{weight:S,minlen:y,nestingEdge:!0}),e.setEdge(v,u,{weight:S,minlen:y,nestingEdge:!0})}),e.parent(l)||e.setEdge(t,c,{weight:0,minlen:i+((s=o[l])!=null?s:0)})}function uh(e){let t={};function n(r,i){let o=e.children(r);o&&o.length&&o.forEach(l=>n(l,i+1)),t[r]=i}return e.children(di).forEach(r=>n(r,1)),t}function fh(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function hh(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var ph=gh;function gh(e){function t(n){let r=e.children(n),i=e.node(n);if(r.length&&r.forEach(t),i&&Object.hasOwn(i,"minRank")){i.borderLeft=[],i.borderRight=[];for(let o=i.minRank,l=i.maxRank+1;o<l;++o)ws(e,"borderLeft","_bl",n,i,o),ws(e,"borderRight","_br",n,i,o)}}e.children(di).forEach(t)}function ws(e,t,n,r,i,o){let l={width:0,height:0,rank:o,borderType:t},s=i[t][o-1],a=lr(e,"border",l,n);i[t][o]=a,e.setParent(a,r),s&&e.setEdge(s,a,{weight:1})}function mh(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&Xs(e)}function bh(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&yh(e),(n==="lr"||n==="rl")&&(wh(e),Xs(e))}function Xs(e){e.nodes().forEach(t=>xs(e.node(t))),e.edges().forEach(t=>xs(e.edge(t)))}function xs(e){let t=e.width;e.width=e.height,e.height=t}function yh(e){e.nodes().forEach(t=>wo(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(wo),Object.hasOwn(r,"y")&&wo(r)})}function wo(e){e.y=-e.y}function wh(e){e.nodes().forEach(t=>xo(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(xo),Object.hasOwn(r,"x")&&xo(r)})}function xo(e){let t=e.x;e.x=e.y,e.y=t}function xh(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),i=r.map(c=>e.node(c).rank),o=Gt(Math.max,i),l=Pr(o+1).map(()=>[]);function s(c){if(n[c])return;n[c]=!0;let u=e.node(c);l[u.rank].push(c);let h=e.successors(c);h&&[...h].sort((b,x)=>a(b,x)).forEach(s)}r.sort((c,u)=>e.node(c).rank-e.node(u).rank).forEach(s);function a(c,u){let h=e.node(c),b=e.node(u);return Gs(t,h,b)}return l}function vh(e,t){let n=0;for(let r=1;r<t.length;++r)n+=kh(e,t[r-1],t[r]);return n}function kh(e,t,n){let r=Af(n,n.map((c,u)=>u)),i=t.flatMap(c=>{let u=e.outEdges(c);return u?u.map(h=>({pos:r[h.w],weight:e.edge(h).weight})).sort((h,b)=>h.pos-b.pos):[]}),o=1;for(;o<n.length;)o<<=1;let l=2*o-1;o-=1;let s=new Array(l).fill(0),a=0;return i.forEach(c=>{let u=c.pos+o;s[u]+=c.weight;let h=0;for(;u>0;)u%2&&(h+=s[u+1]),u=u-1>>1,s[u]+=c.weight;a+=c.weight*h}),a}function _h(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let i=r.reduce((o,l)=>{let s=e.edge(l),a=e.node(l.v);return{sum:o.sum+s.weight*a.order,weight:o.weight+s.weight}},{sum:0,weight:0});return{v:n,barycenter:i.sum/i.weight,weight:i.weight}}})}function Eh(e,t){let n={};e.forEach((i,o)=>{let l={indegree:0,in:[],out:[],vs:[i.v],i:o};i.barycenter!==void 0&&(l.barycenter=i.barycenter,l.weight=i.weight),n[i.v]=l}),t.edges().forEach(i=>{let o=n[i.v],l=n[i.w];o!==void 0&&l!==void 0&&(l.indegree++,o.out.push(l))});let r=Object.values(n).filter(i=>!i.indegree);return Sh(r)}function Sh(e){let t=[];function n(i){return o=>{o.merged||(o.barycenter===void 0||i.barycenter===void 0||o.barycenter>=i.barycenter)&&Th(i,o)}}function r(i){return o=>{o.in.push(i),--o.indegree===0&&e.push(o)}}for(;e.length;){let i=e.pop();t.push(i),i.in.reverse().forEach(n(i)),i.out.forEach(r(i))}return t.filter(i=>!i.merged).map(i=>ai(i,["vs","i","barycenter","weight"]))}function Th(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function Nh(e,t,n,r,i){let o={},l=null,s=null,a=i;typeof t=="boolean"?(a=t,o={}):t&&(o=t,l=n??null,s=r??null);let c=Tf(e,S=>Object.hasOwn(S,"barycenter")),u=c.lhs,h=c.rhs.sort((S,y)=>y.i-S.i),b=[],x=0,E=0,_=0;u.sort(Mh(s,l,!!a));for(let[S,y]of Object.entries(o)){let A=u.findIndex(N=>N.vs[0]===S);u.splice(A+1,0,y)}_=vs(b,h,_),u.forEach(S=>{_+=S.vs.length,b.push(S.vs),x+=S.barycenter*S.weight,E+=S.weight,_=vs(b,h,_)});let v={vs:b.flat(1)};return E&&(v.barycenter=x/E,v.weight=E),v}function vs(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function Mh(e,t,n){return(r,i)=>{if(r.barycenter<i.barycenter)return-1;if(r.barycenter>i.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof i.vs[0]=="string")){let o=e.node(r.vs[0]),l=e.node(i.vs[0]),s=Gs(t,o,l);if(s!==0)return s}return n?i.i-r.i:r.i-i.i}}function ea(e,t,n,r,i){var o,l,s,a,c,u,h,b,x,E,_;let v=null,S=i;typeof r=="boolean"?(S=r,v=null):r!==void 0&&(v=r);let y=e.children(t),A=e.node(t),N=A?A.borderLeft:void 0,T=A?A.borderRight:void 0,M={};N&&(y=y.filter(I=>I!==N&&I!==T));let R=_h(e,y);R.forEach(I=>{if(e.children(I.v).length){let{result:C}=ea(e,I.v,n,v,S);M[I.v]=C,Object.hasOwn(C,"barycenter")&&Lh(I,C)}});let P=Eh(R,n);Ah(P,M);let H={},V=!1;for(let I=0;I<P.length;I++)for(let C=I+1;C<P.length;C++)if(!(!P[I]||!P[C]||!((o=P[I])!=null&&o.barycenter)||!((l=P[C])!=null&&l.barycenter))&&((s=P[I])==null?void 0:s.barycenter)===P[C].barycenter){let $=(c=(a=P[I])==null?void 0:a.vs[0])!=null?c:"",O=(h=(u=P[C])==null?void 0:u.vs[0])!=null?h:"",D=e.node($),z=e.node(O);if(D.dummy==="edge"&&z.dummy==="edge"&&((b=D.edgeObj)==null?void 0:b.v)===((x=z.edgeObj)==null?void 0:x.v)&&((E=D.edgeObj)==null?void 0:E.w)===((_=z.edgeObj)==null?void 0:_.w))if(D.edgeLabel.reversed){H[O]=P[I],P.splice(I,1),I--;break}else H[$]||(H[$]=P[C],P.splice(C,1),C--);else V=!0}let k=Nh(P,H,v,e,S);if(N&&T){k.vs=[N,k.vs,T].flat(1);let I=e.predecessors(N);if(I&&I.length){let C=e.node(I[0]),$=e.predecessors(T),O=e.node($[0]);Object.hasOwn(k,"barycenter")||(k.barycenter=0,k.weight=0),k.barycenter=(k.barycenter*k.weight+C.order+O.order)/(k.weight+2),k.weight+=2}}return Object.defineProperty(k,"result",{value:k,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(k,"usedBias",{value:V,enumerable:!1,configurable:!0,writable:!0}),k}function Ah(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function Lh(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function Oh(e,t,n,r){r||(r=e.nodes());let i=Ch(e),o=new Ot({compound:!0}).setGraph({root:i}).setDefaultNodeLabel(l=>e.node(l));return r.forEach(l=>{let s=e.node(l),a=e.parent(l);if(s.rank===t||s.minRank<=t&&t<=s.maxRank){o.setNode(l),o.setParent(l,a||i);let c=e[n](l);c&&c.forEach(u=>{let h=u.v===l?u.w:u.v,b=o.edge(h,l),x=b!==void 0?b.weight:0;o.setEdge(h,l,{weight:e.edge(u).weight+x})}),Object.hasOwn(s,"minRank")&&o.setNode(l,{borderLeft:s.borderLeft[t],borderRight:s.borderRight[t]})}}),o}function Ch(e){let t;for(;e.hasNode(t=To("_root")););return t}function Ih(e,t,n){let r={},i;n.forEach(o=>{let l=e.parent(o),s,a;for(;l;){if(s=e.parent(l),s?(a=r[s],r[s]=l):(a=i,i=l),a&&a!==l){t.setEdge(a,l);return}l=s}})}function ta(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,ta);return}let r=Hs(e),i=ks(e,Pr(1,r+1),"inEdges"),o=ks(e,Pr(r-1,-1,-1),"outEdges"),l=xh(e,n);if(_s(e,l),t.disableOptimalOrderHeuristic)return;let s=Number.POSITIVE_INFINITY,a,c=t.constraints||[];for(let u=0,h=0;h<4;++u,++h){$h(u%2?i:o,u%4>=2,c,n),l=jr(e);let b=vh(e,l);b<s?(h=0,a=Object.assign({},l),s=b):b===s&&(a=structuredClone(l))}_s(e,a)}function ks(e,t,n){let r=new Map,i=(o,l)=>{r.has(o)||r.set(o,[]),r.get(o).push(l)};for(let o of e.nodes()){let l=e.node(o);if(typeof l.rank=="number"&&i(l.rank,o),typeof l.minRank=="number"&&typeof l.maxRank=="number")for(let s=l.minRank;s<=l.maxRank;s++)s!==l.rank&&i(s,o)}return t.map(function(o){return Oh(e,o,n,r.get(o)||[])})}function $h(e,t,n,r){let i=!0,o=new Ot;e.forEach(function(l){n.forEach(u=>o.setEdge(u.left,u.right));let s=l.graph().root,{result:a,usedBias:c}=ea(l,s,o,r,i);t&&c&&(i=!i),a.vs.forEach((u,h)=>l.node(u).order=h),Ih(l,o,a.vs)})}function _s(e,t){Object.values(t).forEach(n=>n.forEach((r,i)=>e.node(r).order=i))}function Rh(e,t){let n={};function r(i,o){let l=0,s=0,a=i.length,c=o[o.length-1];return o.forEach((u,h)=>{let b=jh(e,u),x=b?e.node(b).order:a;(b||u===c)&&(o.slice(s,h+1).forEach(E=>{let _=e.predecessors(E);_&&_.forEach(v=>{let S=e.node(v),y=S.order;(y<l||x<y)&&!(S.dummy&&e.node(E).dummy)&&na(n,v,E)})}),s=h+1,l=x)}),o}return t.length&&t.reduce(r),n}function Ph(e,t){let n={};function r(l){var s;return((s=e.node(l))==null?void 0:s.dummy)==="border"}if(!e.nodes().some(r))return n;function i(l,s,a,c,u){Pr(s,a).forEach(h=>{let b=l[h];if(b!==void 0&&e.node(b).dummy){let x=e.predecessors(b);x&&x.forEach(E=>{if(E===void 0)return;let _=e.node(E);_.dummy&&(_.order<c||_.order>u)&&na(n,E,b)})}})}function o(l,s){let a=-1,c=-1,u=0;return s.forEach((h,b)=>{if(r(h)){let x=e.predecessors(h);if(x&&x.length){let E=x[0];if(E===void 0)return;c=e.node(E).order,i(s,u,b,a,c),u=b,a=c}}i(s,u,s.length,c,l.length)}),s}return t.length&&t.reduce(o),n}function jh(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function na(e,t,n){if(t>n){let i=t;t=n,n=i}let r=e[t];r||(e[t]=r={}),r[n]=!0}function Fh(e,t,n){if(t>n){let i=t;t=n,n=i}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function Dh(e,t,n,r,i){let o={},l={},s={};return t.forEach(a=>{a.forEach((c,u)=>{o[c]=c,l[c]=c,s[c]=u})}),t.forEach(a=>{let c=-1,u=-1,h=!1,b=a,x=a.findIndex(E=>i?.includes(E)||Es(E,e,i));x>0&&(b=[a[x],...a.slice(0,x),...a.slice(x+1)],h=!0),b.forEach(E=>{var _;let v=r(E);if(v&&v.length){i!=null&&i.includes(E)&&(v=v.filter(A=>Es(A,e,i)));let S=v.sort((A,N)=>{let T=s[A],M=s[N];return(T!==void 0?T:0)-(M!==void 0?M:0)}),y=(S.length-1)/2;for(let A=Math.floor(y),N=Math.ceil(y);A<=N;++A){let T=S[A];if(T===void 0)continue;let M=s[T];if(M!==void 0&&l[E]===E&&c<M&&s[T]!==u&&!Fh(n,E,T)){let R=o[T];R!==void 0&&(l[T]=E,l[E]=o[E]=R,c=M,h&&(c=-1,u=(_=s[T])!=null?_:-1,h=!1))}}}})}),{root:o,align:l}}function zh(e,t,n,r,i=!1){let o={},l=Bh(e,t,n,i),s=i?"borderLeft":"borderRight";function a(x,E){let _=l.nodes().slice(),v={},S=_.pop();for(;S;){if(v[S])x(S);else{v[S]=!0,_.push(S);for(let y of E(S))_.push(y)}S=_.pop()}}function c(x){let E=l.inEdges(x);E?o[x]=E.reduce((_,v)=>{var S;let y=(S=o[v.v])!=null?S:0,A=l.edge(v);return Math.max(_,y+(A!==void 0?A:0))},0):o[x]=0}function u(x){let E=l.outEdges(x),_=Number.POSITIVE_INFINITY;E&&(_=E.reduce((S,y)=>{let A=o[y.w],N=l.edge(y);return Math.min(S,(A!==void 0?A:0)-(N!==void 0?N:0))},Number.POSITIVE_INFINITY));let v=e.node(x);_!==Number.POSITIVE_INFINITY&&v.borderType!==s&&(o[x]=Math.max(o[x]!==void 0?o[x]:0,_))}function h(x){return l.predecessors(x)||[]}function b(x){return l.successors(x)||[]}return a(c,h),a(u,b),Object.keys(r).forEach(x=>{var E;let _=n[x];_!==void 0&&(o[x]=(E=o[_])!=null?E:0)}),o}function Bh(e,t,n,r){let i=new Ot,o=e.graph(),l=Yh(o.nodesep,o.edgesep,r);return t.forEach(s=>{let a;s.forEach(c=>{let u=n[c];if(u!==void 0){if(i.setNode(u),a!==void 0){let h=n[a];if(h!==void 0){let b=i.edge(h,u);i.setEdge(h,u,Math.max(l(e,c,a),b||0))}}a=c}})}),i}function Vh(e,t){return Object.values(t).reduce((n,r)=>{let i=Number.NEGATIVE_INFINITY,o=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([s,a])=>{let c=Uh(e,s)/2;i=Math.max(a+c,i),o=Math.min(a-c,o)});let l=i-o;return l<n[0]&&(n=[l,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function Hh(e,t){let n=Object.values(t),r=Gt(Math.min,n),i=Gt(Math.max,n);["u","d"].forEach(o=>{["l","r"].forEach(l=>{let s=o+l,a=e[s];if(!a||a===t)return;let c=Object.values(a),u=r-Gt(Math.min,c);l!=="l"&&(u=i-Gt(Math.max,c)),u&&(e[s]=ci(a,h=>h+u))})})}function Wh(e,t=void 0){let n=e.ul;return n?ci(n,(r,i)=>{var o,l;if(t){let a=t.toLowerCase(),c=e[a];if(c&&c[i]!==void 0)return c[i]}let s=Object.values(e).map(a=>{let c=a[i];return c!==void 0?c:0}).sort((a,c)=>a-c);return(((o=s[1])!=null?o:0)+((l=s[2])!=null?l:0))/2}):{}}function Gh(e,t){let n=jr(e),r=Object.assign(Rh(e,n),Ph(e,n)),i={},o;["u","d"].forEach(s=>{o=s==="u"?n:Object.values(n).reverse(),["l","r"].forEach(a=>{a==="r"&&(o=o.map(h=>Object.values(h).reverse()));let c=Dh(e,o,r,h=>(s==="u"?e.predecessors(h):e.successors(h))||[],t),u=zh(e,o,c.root,c.align,a==="r");a==="r"&&(u=ci(u,h=>-h)),i[s+a]=u})});let l=Vh(e,i);return Hh(i,l),Wh(i,e.graph().align)}function Yh(e,t,n){return(r,i,o)=>{let l=r.node(i),s=r.node(o),a=0,c;if(a+=l.width/2,Object.hasOwn(l,"labelpos"))switch(l.labelpos.toLowerCase()){case"l":c=-l.width/2;break;case"r":c=l.width/2;break}if(c&&(a+=n?c:-c),c=void 0,a+=(l.dummy?t:e)/2,a+=(s.dummy?t:e)/2,a+=s.width/2,Object.hasOwn(s,"labelpos"))switch(s.labelpos.toLowerCase()){case"l":c=s.width/2;break;case"r":c=-s.width/2;break}return c&&(a+=n?c:-c),a}}function Uh(e,t){return e.node(t).width}function Es(e,t,n){var r;if(!n)return!1;let i=(r=t.node(e))==null?void 0:r.edgeObj;if(!i||t.node(e).edgeLabel.reversed)return!1;let o=n.indexOf(i?.v),l=n.indexOf(i?.w);return o!==-1&&l!==-1&&o===(l+1)%n.length||o===(l-1)%n.length}function qh(e,t){e=Bs(e),Kh(e),Object.entries(Gh(e,t)).forEach(([n,r])=>e.node(n).x=r)}function Kh(e){let t=jr(e),n=e.graph(),r=n.ranksep,i=n.rankalign,o=0;t.forEach(l=>{let s=l.reduce((a,c)=>{var u;let h=(u=e.node(c).height)!=null?u:0;return a>h?a:h},0);l.forEach(a=>{let c=e.node(a);i==="top"?c.y=o+c.height/2:i==="bottom"?c.y=o+s-c.height/2:c.y=o+s/2}),o+=s+r})}var Ss=new WeakMap;function Jh(e,t={}){return ra(e,Ws,t),e}function Ts(e,t,n){let r=t;for(;r!==void 0;){let i=e.parent(r);if(i===n)return r;r=i}}function ra(e,t,n){var r;let i=e.nodes().filter(y=>e.children(y).length),o={};i.forEach(y=>{let A=e.node(y);if(A&&A.rankdir){let N=new Ot({multigraph:!0,compound:!0});N.setGraph({rankdir:A.rankdir});let T=e.children(y);T.forEach($=>{let O={...e.node($)};N.setNode($,O);let D=e.parent($);D&&D!==y&&T.includes(D)&&N.setParent($,D)});let M=new Set;e.edges().forEach($=>{let O=Ts(e,$.v,y),D=Ts(e,$.w,y);if(O===$.v&&D===$.w)N.setEdge($,{...e.edge($)});else if(O&&D&&O!==D){let z=`${O}\0${D}`;M.has(z)||(M.add(z),N.setEdge(O,D,{...e.edge($)}))}}),ra(N,t,n);let R=Os(N);Ms(R,t,n,null),As(N,R);let P=1/0,H=1/0,V=-1/0,k=-1/0;N.nodes().forEach($=>{if($===y)return;let O=N.node($);O&&typeof O.x=="number"&&typeof O.y=="number"&&typeof O.width=="number"&&typeof O.height=="number"&&(P=Math.min(P,O.x-O.width/2),V=Math.max(V,O.x+O.width/2),H=Math.min(H,O.y-O.height/2),k=Math.max(k,O.y+O.height/2))}),(!isFinite(P)||!isFinite(H)||!isFinite(V)||!isFinite(k))&&(P=H=0,V=k=0);let I=V-P,C=k-H;o[y]={minX:P,minY:H,maxX:V,maxY:k,width:I,height:C,offsetX:P,offsetY:H},A._dagreClusterSubgraph=N}});let l=[],s=y=>{let A=[],N=(e.children(y)||[]).filter(T=>T!==y);for(;N.length>0;){let T=N.shift();A.push(T),(e.children(T)||[]).filter(M=>M!==T).forEach(M=>N.push(M))}return A},a=new Map;i.forEach(y=>{let A=e.node(y);A&&A.rankdir&&o[y]&&a.set(y,(e.children(y)||[]).filter(N=>N!==y))});let c=new Set([...a.values()].flat()),u=new Map;a.forEach((y,A)=>{c.has(A)||u.set(A,s(A))});let h=new Set([...u.values()].flat()),b=y=>{for(let[A,N]of u)if(N.includes(y))return A;return y},x=[];e.edges().forEach(y=>{(h.has(y.v)||h.has(y.w))&&x.push({edge:y,label:e.edge(y)})});let E=new Map;h.forEach(y=>{let A=e.parent(y);E.set(y,typeof A=="string"?A:void 0)}),u.forEach((y,A)=>{let N=e.node(A),T=[];y.forEach(P=>{let H=e.node(P);H&&(T.push({id:P,node:H,parent:E.get(P)}),e.removeNode(P))});let M=x.filter(({edge:P})=>y.includes(P.v)||y.includes(P.w)),R=o[A];N&&(l.push({clusterId:A,subgraph:N._dagreClusterSubgraph,bounds:R,children:y,removedNodes:T,removedEdges:M}),N.width=R.width,N.height=R.height)});let _=new Set;x.forEach(({edge:y,label:A})=>{let N=b(y.v),T=b(y.w);if(N!==T&&e.hasNode(N)&&e.hasNode(T)){let M=`${N}\0${T}`;_.has(M)||(_.add(M),e.setEdge(N,T,{...A,width:0,height:0}))}});let v=Os(e),S=Ms(v,t,n,(r=Ss.get(e))!=null?r:null);Ss.set(e,S),As(e,v),_.forEach(y=>{let A=y.indexOf("\0"),N=y.slice(0,A),T=y.slice(A+1);e.hasEdge(N,T)&&e.removeEdge(N,T)}),l.forEach(({clusterId:y,subgraph:A,bounds:N,removedNodes:T,removedEdges:M})=>{var R,P;let H=e.node(y),V=(R=H?.x)!=null?R:0,k=(P=H?.y)!=null?P:0,I=(N.minX+N.maxX)/2,C=(N.minY+N.maxY)/2;T.forEach(({id:$,node:O,parent:D})=>{e.setNode($,O),D!==void 0&&e.setParent($,D)}),M.forEach(({edge:$,label:O})=>{e.setEdge($,O)}),A.nodes().forEach($=>{if($===y)return;let O=A.node($),D=e.node($);D&&O&&typeof O.x=="number"&&typeof O.y=="number"&&(D.x=V+(O.x-I),D.y=k+(O.y-C))}),Ns(e,A,V-I,k-C),delete H._dagreClusterSubgraph}),i.forEach(y=>{var A,N;let T=e.node(y),M=o[y];if(T&&T.rankdir&&T._dagreClusterSubgraph&&M){let R=T._dagreClusterSubgraph,P=(A=T.x)!=null?A:0,H=(N=T.y)!=null?N:0,V=(M.minX+M.maxX)/2,k=(M.minY+M.maxY)/2;R.nodes().forEach(I=>{if(I===y)return;let C=R.node(I),$=e.node(I);if($&&C&&typeof C.x=="number"&&typeof C.y=="number"){let O=C.x-V,D=C.y-k;$.x=P+O,$.y=H+D}}),Ns(e,R,P-V,H-k),delete T._dagreClusterSubgraph}})}function Ns(e,t,n,r){t.edges().forEach(i=>{if(!e.hasEdge(i))return;let o=t.edge(i),l=e.edge(i);l.points=o.points.map(s=>({x:s.x+n,y:s.y+r})),Object.hasOwn(o,"x")&&(l.x=o.x+n,l.y=o.y+r)})}function Ms(e,t,n,r=null){var i,o;let l=n?.useDynamic!==!1,s=l&&(i=r?.graph)!=null?i:null,a=l&&(o=r?.rawNodes)!=null?o:null;t("    makeSpaceForEdgeLabels",()=>ip(e)),t("    removeSelfEdges",()=>hp(e)),t("    acyclic",()=>Df(e,s)),t("    nestingGraph.run",()=>dh(e)),t("    rank",()=>nh(Bs(e))),t("    injectEdgeLabelProxies",()=>op(e)),t("    removeEmptyRanks",()=>Ef(e)),t("    nestingGraph.cleanup",()=>hh(e)),t("    normalizeRanks",()=>_f(e)),t("    assignRankMinMax",()=>lp(e)),t("    removeEdgeLabelProxies",()=>sp(e)),t("    normalize.run",()=>Hf(e)),t("    parentDummyChains",()=>lh(e)),t("    addBorderSegments",()=>ph(e)),t("    order",()=>ta(e,n,a)),t("    insertSelfEdges",()=>pp(e)),t("    adjustCoordinateSystem",()=>mh(e)),t("    position",()=>qh(e,n.corePath)),t("    positionSelfEdges",()=>gp(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>fp(e)),t("    normalize.undo",()=>Gf(e)),t("    fixupEdgeLabelCoords",()=>dp(e)),t("    undoCoordinateSystem",()=>bh(e)),t("    translateGraph",()=>ap(e)),t("    assignNodeIntersects",()=>cp(e)),t("    reversePoints",()=>up(e)),t("    acyclic.undo",()=>Bf(e)),{graph:e,rawNodes:c}}function As(e,t){e.nodes().forEach(n=>{let r=e.node(n),i=t.node(n);r&&(r.x=i.x,r.y=i.y,r.order=i.order,r.rank=i.rank,t.children(n).length&&(r.width=i.width,r.height=i.height))}),e.edges().forEach(n=>{let r=e.edge(n),i=t.edge(n);r.points=i.points,Object.hasOwn(i,"x")&&(r.x=i.x,r.y=i.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var Zh=["nodesep","edgesep","ranksep","marginx","marginy"],Qh={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},Xh=["acyclicer","ranker","rankdir","align","rankalign"],ep=["width","height","rank"],Ls={width:0,height:0},tp=["minlen","weight","width","height","labeloffset"],np={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},rp=["labelpos"];function Os(e){let t=new Ot({multigraph:!0,compound:!0}),n=ko(e.graph());return t.setGraph(Object.assign({},Qh,vo(n,Zh),ai(n,Xh))),e.nodes().forEach(r=>{let i=ko(e.node(r)),o=vo(i,ep);Object.keys(Ls).forEach(s=>{o[s]===void 0&&(o[s]=Ls[s])}),t.setNode(r,o);let l=e.parent(r);l!==void 0&&t.setParent(r,l)}),e.edges().forEach(r=>{let i=ko(e.edge(r));t.setEdge(r,Object.assign({},np,vo(i,tp),ai(i,rp)))}),t}function ip(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let i=e.edge(n);i.minlen*=2,((r=i.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?i.width+=i.labeloffset:i.height+=i.labeloffset)})}function op(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),i={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};lr(e,"edge-proxy",i,"_ep")}})}function lp(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function sp(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function ap(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,i=0,o=e.graph(),l=o.marginx||0,s=o.marginy||0;function a(c){let u=c.x,h=c.y,b=c.width,x=c.height;t=Math.min(t,u-b/2),n=Math.max(n,u+b/2),r=Math.min(r,h-x/2),i=Math.max(i,h+x/2)}e.nodes().forEach(c=>a(e.node(c))),e.edges().forEach(c=>{let u=e.edge(c);Object.hasOwn(u,"x")&&a(u)}),t-=l,r-=s,e.nodes().forEach(c=>{let u=e.node(c);u.x-=t,u.y-=r}),e.edges().forEach(c=>{let u=e.edge(c);u.points.forEach(h=>{h.x-=t,h.y-=r}),Object.hasOwn(u,"x")&&(u.x-=t),Object.hasOwn(u,"y")&&(u.y-=r)}),o.width=n-t+l,o.height=i-r+s}function cp(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),i=e.node(t.w),o,l;n.points?(o=n.points[0],l=n.points[n.points.length-1]):(n.points=[],o=i,l=r),n.points.unshift(ps(r,o)),n.points.push(ps(i,l))})}function dp(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function up(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function fp(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),i=e.node(n.borderBottom),o=e.node(n.borderLeft[n.borderLeft.length-1]),l=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(l.x-o.x),n.height=Math.abs(i.y-r.y),n.x=o.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function hp(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function pp(e){jr(e).forEach(t=>{let n=0;t.forEach((r,i)=>{let o=e.node(r);typeof o.rank!="number"&&(o.rank=0),o.order=i+n,(o.selfEdges||[]).forEach(l=>{lr(e,"selfedge",{width:l.label.width,height:l.label.height,rank:o.rank,order:i+ ++n,e:l.e,edgeLabel:l.label},"_se"),(!Array.isArray(l.label.points)||l.label.points.length!==7)&&(l.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete o.selfEdges})})}function gp(e){e.nodes().forEach(t=>{let n=e.node(t),r=i=>typeof i=="number"&&isFinite(i);if(n.dummy==="selfedge"){let i=n,o=e.node(i.e.v),l=r(o?.x)?o.x:0,s=r(o?.y)?o.y:0,a=r(o?.width)?o.width:0,c=r(o?.height)?o.height:0,u=r(n.x)?n.x:l,h=r(n.y)?n.y:s,b=a/2,x=c/2;i.edgeLabel.points=[{x:u+b,y:h-x},{x:u+b,y:h-x},{x:u,y:h},{x:u-b,y:h+x},{x:u-b,y:h+x},{x:u,y:h},{x:u,y:h}],i.edgeLabel.x=u,i.edgeLabel.y=h,e.setEdge(i.e,i.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(i=>{if(!Array.isArray(i.label.points)||i.label.points.length!==7){let o=r(n.x)?n.x:0,l=r(n.y)?n.y:0,s=r(n.width)?n.width:0,a=r(n.height)?n.height:0,c=s/2,u=a/2;i.label.points=[{x:o+c,y:l-u},{x:o+c,y:l-u},{x:o,y:l},{x:o-c,y:l+u},{x:o-c,y:l+u},{x:o,y:l},{x:o,y:l}]}})})}function vo(e,t){return ci(ai(e,t),Number)}function ko(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function mp(e){let t=jr(e),n=new Ot({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,i)=>{let o="layer"+i;n.setNode(o,{rank:"same"}),r.reduce((l,s)=>(n.setEdge(l,s,{style:"invis"}),s))}),n}var bp={graphlib:Is,version:Lf,layout:Jh,debug:mp,util:{time:Nf,notime:Ws}},Lo=bp;var hn=e=>typeof e=="number"&&Number.isFinite(e);function Ie(e,t=3){if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,i]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(i)}`}return String(Number(e.toPrecision(t)))}function Cn(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function tt(e,t){return`${e} ${t}${e===1?"":"s"}`}function ia(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Fr(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function In(e){if(!(e>0))return!1;let t=Math.log10(e);return Math.abs(t-Math.round(t))<1e-9}function ui(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),i=10**Math.floor(Math.log10(r)),o=Math.max(1,[1,2,5,10].map(s=>s*i).find(s=>s>=r)||r),l=[];for(let s=Math.ceil(e/o)*o;s<=t;s+=o)l.push(Math.round(s));return l}function fi(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),i=10**Math.floor(Math.log10(r)),o=[1,2,2.5,5,10].map(s=>s*i).find(s=>s>=r)||r,l=[];for(let s=Math.ceil(e/o)*o;s<=t+o*1e-9;s+=o)l.push(Number(s.toPrecision(12)));return l}function hi(e,t,n){let r=String(e);if(n(r)<=t)return r;let i=0,o=r.length;for(;i<o;){let s=Math.ceil((i+o)/2),a=Math.ceil(s/2),c=`${r.slice(0,a)}…${r.slice(r.length-(s-a))}`;n(c)<=t?i=s:o=s-1}let l=Math.ceil(i/2);return`${r.slice(0,l)}…${r.slice(r.length-(i-l))}`}function oa(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function pi(e,t,n){return e.map((r,i)=>Math.round(r+(t[i]-r)*n))}var Dr=null;function Yt(e,t){return Dr||(Dr=document.createElement("canvas").getContext("2d")),Dr?(Dr.font=t,Dr.measureText(String(e)).width):String(e).length*6.5}function Oo(e){return t=>Yt(t,e)}function la(e,t,n){return hi(e,t,Oo(n))}function zr(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let i=e.getContext("2d");return i.setTransform(r,0,0,r,0,0),i.clearRect(0,0,t,n),i}function sr(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let i=e.clientWidth;Math.abs(i-n)<=1||(n=i,t(i))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}var Io='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',ca=`600 13px ${Io}`,yp=`400 11px ${Io}`,wp=`400 11px ${Io}`,Co=16,sa=14,xp=138,vp=120,kp=12,aa=9;function _p(e,t=xp,n=ca){let r=String(e||"").split(/\s+/).filter(Boolean),i=[],o="";for(let l of r){let s=o?`${o} ${l}`:l;o&&Yt(s,n)>t?(i.push(o),o=l):o=s}return o&&i.push(o),i.length?i:[""]}function Ep(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=go(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return An[e.state]?An[e.state].toLowerCase():String(e.state)}function Sp(e,t,n){let r=-t/2,i=-n/2;if(e==="decision"){let l=Math.min(14,n/2),s=[[r+l,i],[r+t-l,i],[r+t,0],[r+t-l,i+n],[r+l,i+n],[r,0]];return de("polygon",{class:"node-shape",points:s.map(a=>a.join(",")).join(" ")})}let o=e==="root"?n/2:7;return de("rect",{class:"node-shape",x:r,y:i,width:t,height:n,rx:o,ry:o})}function Tp(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let i=(t[r].x+t[r+1].x)/2,o=(t[r].y+t[r+1].y)/2,l=r===t.length-2?t[r+1]:{x:i,y:o};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${l.x.toFixed(1)},${l.y.toFixed(1)}`}return n}var da=["critical","warning","info"];function Np(){let e=de("defs");for(let t of["default",...da])e.append(de("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},de("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function Mp(){let e=(t,n,r)=>m("span",{class:"legend-item",title:r},m("span",{class:`swatch ${t}`}),n);return m("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function ua(e,t,n,r={}){let i=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(v=>v&&typeof v.id=="string"),o=t&&Array.isArray(t.edges)?t.edges:[];if(!i.length)return Z(e,m("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let l=new Lo.graphlib.Graph;l.setGraph({rankdir:"TB",nodesep:18,ranksep:40,edgesep:10,marginx:6,marginy:6}),l.setDefaultEdgeLabel(()=>({}));let s=new Map;for(let v of i){let S=(Array.isArray(v.findings)?v.findings:[]).map(P=>n[P]).filter(Boolean),y=_p(v.label||v.id),A=Ep(v,S),N=Math.max(...y.map(P=>Yt(P,ca)),Yt(A,yp)),T=Math.max(vp,Math.ceil(N)+2*kp+(v.kind==="decision"?16:0)),M=y.length*Co+sa+2*aa,R=v.state!=="triggered"?null:da.includes(v.severity)?v.severity:go(S)||"warning";s.set(v.id,{node:v,lines:y,caption:A,severity:R,findings:S}),l.setNode(v.id,{width:T,height:M})}for(let v of o){if(!v||!s.has(v.from)||!s.has(v.to)||v.from===v.to)continue;let S=v.label?String(v.label):"";l.setEdge(v.from,v.to,{label:S,width:S?Math.ceil(Yt(S,wp))+8:0,height:S?16:0,labelpos:"c"})}Lo.layout(l);let a=l.graph(),c=Math.ceil(a.width||0),u=Math.ceil(a.height||0),h=de("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${u}`,width:c,height:u,role:"group","aria-label":"Triage flowchart"});h.style.maxWidth=`${c}px`,h.append(Np());let b=de("g",{class:"edges"});for(let v of l.edges()){let S=l.edge(v),y=s.get(v.v),A=s.get(v.w),N=y.node.state==="triggered"&&A.node.state==="triggered",T=N?A.severity||y.severity||"warning":"default",M=de("g",{class:`edge${N?" lit":""} tone-${T}`,"data-from":v.v,"data-to":v.w});if(M.append(de("path",{d:Tp(S.points),"marker-end":`url(#th-arrow-${T})`})),S.label){let R=S.width||0;M.append(de("rect",{class:"edge-label-bg",x:S.x-R/2,y:S.y-8,width:R,height:16,rx:3}),de("text",{class:"edge-label",x:S.x,y:S.y,"dominant-baseline":"central","text-anchor":"middle"},S.label))}b.append(M)}h.append(b);let x=de("g",{class:"nodes"}),E=new Map;for(let v of l.nodes()){let S=l.node(v),y=s.get(v),{node:A}=y,N=["triggered","clear","no_data"].includes(A.state)?A.state:"no_data",T=de("g",{class:"node",transform:`translate(${S.x.toFixed(1)},${S.y.toFixed(1)})`,"data-node-id":v,"data-state":N,"data-kind":A.kind||"check","data-severity":y.severity,tabindex:"0",role:"button","aria-label":`${A.label||v}: ${An[N]||N}`});T.append(de("title",null,`${A.label||v} (${An[N]||N})`)),T.append(Sp(A.kind,S.width,S.height));let M=-S.height/2+aa,R=de("text",{class:"node-label","text-anchor":"middle"});y.lines.forEach((H,V)=>{R.append(de("tspan",{x:0,y:M+Co*(V+.75)},H))}),T.append(R),T.append(de("text",{class:"node-caption","text-anchor":"middle",x:0,y:M+y.lines.length*Co+sa*.8},y.caption));let P=H=>{H.preventDefault(),r.onSelect&&r.onSelect(v)};T.addEventListener("click",P),T.addEventListener("keydown",H=>{(H.key==="Enter"||H.key===" ")&&P(H)}),E.set(v,T),x.append(T)}h.append(x),Z(e,m("div",{class:"flowchart-scroll"},h),Mp());let _=v=>{for(let[S,y]of E){let A=S===v;y.classList.toggle("selected",A),y.setAttribute("aria-pressed",A?"true":"false")}};return _(r.selectedId||null),{select:_}}function Ap(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function Lp(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return Ap(e)}function fa(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async i=>{i.stopPropagation();let o=await Lp(e());if(n.textContent=o?"Copied":"Press Ctrl+C",n.classList.toggle("copied",o),!o){let l=n.closest(".code-block")?.querySelector("code");if(l){let s=document.createRange();s.selectNodeContents(l);let a=window.getSelection();a.removeAllRanges(),a.addRange(s)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function ha(e){let t=e in Tn?e:"info";return m("span",{class:`badge sev-${t}`},e||"info")}function Op(e){return m("span",{class:`badge state-${e}`},An[e]||e)}function Cp(e){if(!e||typeof e!="object")return null;let t=Object.entries(e);return t.length?m("table",{class:"evidence-table"},m("tbody",null,t.map(([n,r])=>m("tr",null,m("th",{scope:"row",title:n},Or(n)),m("td",null,Lr(r)))))):null}function ar(e,t="python"){return m("div",{class:"code-block"},m("div",{class:"code-toolbar"},m("span",{class:"code-lang"},t),fa(()=>e)),m("pre",null,m("code",null,e)))}function Ip(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:m("div",{class:"fix"},m("h4",null,"Fix"),t?m("p",{class:"fix-text"},fn(t)):null,n?ar(n):null)}function $p(e,t){let n=[];n.push(m("span",{class:"meta-item"},"Severity ",ha(e.severity))),e.step!==null&&e.step!==void 0&&n.push(m("span",{class:"meta-item finding-step"},"Step ",m("strong",null,String(e.step)))),e.layer&&n.push(m("span",{class:"meta-item finding-layer"},"Layer ",m("code",null,String(e.layer)))),e.kind&&n.push(m("span",{class:"meta-item kind"},m("code",null,e.kind)));let r=Cp(e.evidence);return m("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},m("p",{class:"finding-summary"},fn(e.summary||e.kind||"Finding")),m("div",{class:"finding-meta"},n),r?m("h4",null,"Evidence"):null,r,Ip(e.fix))}function pa(e,t){delete e.dataset.nodeId,delete e.dataset.state,Z(e,m("h3",null,"Evidence"),m("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function ga(e,t,n,{onClose:r}={}){let i=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=i;let l=(Array.isArray(t.findings)?t.findings:[]).map(a=>[n[a],a]).filter(([a])=>a),s;l.length?s=l.map(([a,c])=>$p(a,c)):i==="clear"?s=m("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):i==="triggered"?s=m("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):s=[m("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),m("p",{class:"hint"},m("strong",null,"To get evidence: "),fn(ls(t.id)))],Z(e,m("div",{class:"panel-head"},m("h3",null,t.label||t.id),Op(i),m("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),m("p",{class:"node-id muted"},"Node ",m("code",null,t.id)),s)}function ma(e,t,{selectedNode:n,onSelect:r}={}){if(!t.length){Z(e,m("h3",null,"Findings"),m("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let i=t.map((o,l)=>[o,l]).sort(([o,l],[s,a])=>(Tn[o.severity]??9)-(Tn[s.severity]??9)||l-a);Z(e,m("h3",null,`Findings (${t.length})`),m("ul",{class:"findings-list"},i.map(([o,l])=>m("li",null,m("button",{type:"button",class:`finding-item${o.node&&o.node===n?" selected":""}`,"data-finding-index":l,"data-node":o.node||"",onclick:()=>o.node&&r&&r(o.node,o),title:o.node?`Show node ${o.node}`:""},ha(o.severity),m("span",{class:"finding-item-text"},fn(o.summary||o.kind)),o.step!==null&&o.step!==void 0?m("span",{class:"finding-item-step"},`step ${o.step}`):null)))))}var Rp="uplot",Pp="u-hz",jp="u-vt",Fp="u-title",Dp="u-wrap",zp="u-under",Bp="u-over",Vp="u-axis",Pn="u-off",Hp="u-select",Wp="u-cursor-x",Gp="u-cursor-y",Yp="u-cursor-pt",Up="u-legend",qp="u-live",Kp="u-inline",Jp="u-series",Zp="u-marker",ba="u-label",Qp="u-value",Vr="width",Hr="height";var ya="bottom",cr="left",$o="right",Zo="#000",wa=Zo+"0",Ro="mousemove",xa="mousedown",Po="mouseup",va="mouseenter",ka="mouseleave",_a="dblclick",Xp="resize",eg="scroll",Ea="change",wi="dppxchange",Qo="--",mr=typeof window<"u",Bo=mr?document:null,ur=mr?window:null,tg=mr?navigator:null,ye,gi;function Vo(){let e=devicePixelRatio;ye!=e&&(ye=e,gi&&Wo(Ea,gi,Vo),gi=matchMedia(`(min-resolution: ${ye-.001}dppx) and (max-resolution: ${ye+.001}dppx)`),jn(Ea,gi,Vo),ur.dispatchEvent(new CustomEvent(wi)))}function ht(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Ho(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Ne(e,t,n){e.style[t]=n+"px"}function Ct(e,t,n,r){let i=Bo.createElement(e);return t!=null&&ht(i,t),n?.insertBefore(i,r),i}function St(e,t){return Ct("div",e,t)}var Sa=new WeakMap;function Ut(e,t,n,r,i){let o="translate("+t+"px,"+n+"px)",l=Sa.get(e);o!=l&&(e.style.transform=o,Sa.set(e,o),t<0||n<0||t>r||n>i?ht(e,Pn):Ho(e,Pn))}var Ta=new WeakMap;function Na(e,t,n){let r=t+n,i=Ta.get(e);r!=i&&(Ta.set(e,r),e.style.background=t,e.style.borderColor=n)}var Ma=new WeakMap;function Aa(e,t,n,r){let i=t+""+n,o=Ma.get(e);i!=o&&(Ma.set(e,i),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var Xo={passive:!0},ng={...Xo,capture:!0};function jn(e,t,n,r){t.addEventListener(e,n,r?ng:Xo)}function Wo(e,t,n,r){t.removeEventListener(e,n,Xo)}mr&&Vo();function It(e,t,n,r){let i;n=n||0,r=r||t.length-1;let o=r<=2147483647;for(;r-n>1;)i=o?n+r>>1:pt((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function rc(e){return(n,r,i)=>{let o=-1,l=-1;for(let s=r;s<=i;s++)if(e(n[s])){o=s;break}for(let s=i;s>=r;s--)if(e(n[s])){l=s;break}return[o,l]}}var ic=e=>e!=null,oc=e=>e!=null&&e>0,ki=rc(ic),rg=rc(oc);function ig(e,t,n,r=0,i=!1){let o=i?rg:ki,l=i?oc:ic;[t,n]=o(e,t,n);let s=e[t],a=e[t];if(t>-1)if(r==1)s=e[t],a=e[n];else if(r==-1)s=e[n],a=e[t];else for(let c=t;c<=n;c++){let u=e[c];l(u)&&(u<s?s=u:u>a&&(a=u))}return[s??ve,a??-ve]}function _i(e,t,n,r){let i=Ca(e),o=Ca(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let l=n==10?Xt:lc,s=i==1?pt:Tt,a=o==1?Tt:pt,c=s(l(ze(e))),u=a(l(ze(t))),h=fr(n,c),b=fr(n,u);return n==10&&(c<0&&(h=ke(h,-c)),u<0&&(b=ke(b,-u))),r||n==2?(e=h*i,t=b*o):(e=dc(e,h),t=Ei(t,b)),[e,t]}function el(e,t,n,r){let i=_i(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var tl=.1,La={mode:3,pad:tl},Gr={pad:0,soft:null,mode:0},og={min:Gr,max:Gr};function xi(e,t,n,r){return Si(n)?Oa(e,t,n):(Gr.pad=n,Gr.soft=r?0:null,Gr.mode=r?3:0,Oa(e,t,og))}function me(e,t){return e??t}function lg(e,t,n){for(t=me(t,0),n=me(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Oa(e,t,n){let r=n.min,i=n.max,o=me(r.pad,0),l=me(i.pad,0),s=me(r.hard,-ve),a=me(i.hard,ve),c=me(r.soft,ve),u=me(i.soft,-ve),h=me(r.mode,0),b=me(i.mode,0),x=t-e,E=Xt(x),_=nt(ze(e),ze(t)),v=Xt(_),S=ze(v-E);(x<1e-24||S>10)&&(x=0,(e==0||t==0)&&(x=1e-24,h==2&&c!=ve&&(o=0),b==2&&u!=-ve&&(l=0)));let y=x||_||1e3,A=Xt(y),N=fr(10,pt(A)),T=y*(x==0?e==0?.1:1:o),M=ke(dc(e-T,N/10),24),R=e>=c&&(h==1||h==3&&M<=c||h==2&&M>=c)?c:ve,P=nt(s,M<R&&e>=R?R:$t(R,M)),H=y*(x==0?t==0?.1:1:l),V=ke(Ei(t+H,N/10),24),k=t<=u&&(b==1||b==3&&V>=u||b==2&&V<=u)?u:-ve,I=$t(a,V>k&&t<=k?k:nt(k,V));return P==I&&P==0&&(I=100),[P,I]}var sg=new Intl.NumberFormat(mr?tg.language:"en-US"),nl=e=>sg.format(e),gt=Math,yi=gt.PI,ze=gt.abs,pt=gt.floor,De=gt.round,Tt=gt.ceil,$t=gt.min,nt=gt.max,fr=gt.pow,Ca=gt.sign,Xt=gt.log10,lc=gt.log2,ag=(e,t=1)=>gt.sinh(e)*t,jo=(e,t=1)=>gt.asinh(e/t),ve=1/0;function Ia(e){return(Xt((e^e>>31)-(e>>31))|0)+1}function Go(e,t,n){return $t(nt(e,t),n)}function sc(e){return typeof e=="function"}function he(e){return sc(e)?e:()=>e}var cg=()=>{},ac=e=>e,cc=(e,t)=>t,dg=e=>null,$a=e=>!0,Ra=(e,t)=>e==t,ug=/\.\d*?(?=9{6,}|0{6,})/gm,Fn=e=>{if(fc(e)||gn.has(e))return e;let t=`${e}`,n=t.match(ug);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[i,o]=t.split("e");return+`${Fn(i)}e${o}`}return ke(e,r)};function $n(e,t){return Fn(ke(Fn(e/t))*t)}function Ei(e,t){return Fn(Tt(Fn(e/t))*t)}function dc(e,t){return Fn(pt(Fn(e/t))*t)}function ke(e,t=0){if(fc(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return De(r)/n}var gn=new Map;function uc(e){return((""+e).split(".")[1]||"").length}function Ur(e,t,n,r){let i=[],o=r.map(uc);for(let l=t;l<n;l++){let s=ze(l),a=ke(fr(e,l),s);for(let c=0;c<r.length;c++){let u=e==10?+`${r[c]}e${l}`:r[c]*a,h=(l>=0?0:s)+(l>=o[c]?0:o[c]),b=e==10?u:ke(u,h);i.push(b),gn.set(b,h)}}return i}var Yr={},rl=[],hr=[null,null],pn=Array.isArray,fc=Number.isInteger,fg=e=>e===void 0;function Pa(e){return typeof e=="string"}function Si(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function hg(e){return e!=null&&typeof e=="object"}var pg=Object.getPrototypeOf(Uint8Array),hc="__proto__";function pr(e,t=Si){let n;if(pn(e)){let r=e.find(i=>i!=null);if(pn(r)||t(r)){n=Array(e.length);for(let i=0;i<e.length;i++)n[i]=pr(e[i],t)}else n=e.slice()}else if(e instanceof pg)n=e.slice();else if(t(e)){n={};for(let r in e)r!=hc&&(n[r]=pr(e[r],t))}else n=e;return n}function je(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let i in r)i!=hc&&(Si(e[i])?je(e[i],pr(r[i])):e[i]=pr(r[i]))}return e}var gg=0,mg=1,bg=2;function yg(e,t,n){for(let r=0,i,o=-1;r<t.length;r++){let l=t[r];if(l>o){for(i=l-1;i>=0&&e[i]==null;)e[i--]=null;for(i=l+1;i<n&&e[i]==null;)e[o=i++]=null}}}function wg(e,t){if(kg(e)){let l=e[0].slice();for(let s=1;s<e.length;s++)l.push(...e[s].slice(1));return _g(l[0])||(l=vg(l)),l}let n=new Set;for(let l=0;l<e.length;l++){let a=e[l][0],c=a.length;for(let u=0;u<c;u++)n.add(a[u])}let r=[Array.from(n).sort((l,s)=>l-s)],i=r[0].length,o=new Map;for(let l=0;l<i;l++)o.set(r[0][l],l);for(let l=0;l<e.length;l++){let s=e[l],a=s[0];for(let c=1;c<s.length;c++){let u=s[c],h=Array(i).fill(void 0),b=t?t[l][c]:mg,x=[];for(let E=0;E<u.length;E++){let _=u[E],v=o.get(a[E]);_===null?b!=gg&&(h[v]=_,b==bg&&x.push(v)):h[v]=_}yg(h,x,i),r.push(h)}}return r}var xg=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function vg(e){let t=e[0],n=t.length,r=Array(n);for(let o=0;o<r.length;o++)r[o]=o;r.sort((o,l)=>t[o]-t[l]);let i=[];for(let o=0;o<e.length;o++){let l=e[o],s=Array(n);for(let a=0;a<n;a++)s[a]=l[r[a]];i.push(s)}return i}function kg(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let o=0;o<n;o++)if(i[o]!=t[o])return!1}}return!0}function _g(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let o=nt(1,pt((i-r+1)/t));for(let l=e[r],s=r+o;s<=i;s+=o){let a=e[s];if(a!=null){if(a<=l)return!1;l=a}}return!0}var pc=["January","February","March","April","May","June","July","August","September","October","November","December"],gc=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function mc(e){return e.slice(0,3)}var Eg=gc.map(mc),Sg=pc.map(mc),Tg={MMMM:pc,MMM:Sg,WWWW:gc,WWW:Eg};function Br(e){return(e<10?"0":"")+e}function Ng(e){return(e<10?"00":e<100?"0":"")+e}var Mg={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>Br(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>Br(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>Br(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>Br(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>Br(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>Ng(e.getMilliseconds())};function il(e,t){t=t||Tg;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]=="{"?Mg[i[1]]:i[0]);return o=>{let l="";for(let s=0;s<n.length;s++)l+=typeof n[s]=="string"?n[s]:n[s](o,t);return l}}var Ag=new Intl.DateTimeFormat().resolvedOptions().timeZone;function Lg(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==Ag?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var bc=e=>e%1==0,vi=[1,2,2.5,5],Og=Ur(10,-32,0,vi),yc=Ur(10,0,32,vi),Cg=yc.filter(bc),Rn=Og.concat(yc),ol=`
`,wc="{YYYY}",ja=ol+wc,xc="{M}/{D}",Wr=ol+xc,mi=Wr+"/{YY}",vc="{aa}",Ig="{h}:{mm}",dr=Ig+vc,Fa=ol+dr,Da=":{ss}",we=null;function kc(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,o=i*30,l=i*365,a=(e==1?Ur(10,0,3,vi).filter(bc):Ur(10,-3,0,vi)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,o,o*2,o*3,o*4,o*6,l,l*2,l*5,l*10,l*25,l*50,l*100]),c=[[l,wc,we,we,we,we,we,we,1],[i*28,"{MMM}",ja,we,we,we,we,we,1],[i,xc,ja,we,we,we,we,we,1],[r,"{h}"+vc,mi,we,Wr,we,we,we,1],[n,dr,mi,we,Wr,we,we,we,1],[t,Da,mi+" "+dr,we,Wr+" "+dr,we,Fa,we,1],[e,Da+".{fff}",mi+" "+dr,we,Wr+" "+dr,we,Fa,we,1]];function u(h){return(b,x,E,_,v,S)=>{let y=[],A=v>=l,N=v>=o&&v<l,T=h(E),M=ke(T*e,3),R=Fo(T.getFullYear(),A?0:T.getMonth(),N||A?1:T.getDate()),P=ke(R*e,3);if(N||A){let H=N?v/o:0,V=A?v/l:0,k=M==P?M:ke(Fo(R.getFullYear()+V,R.getMonth()+H,1)*e,3),I=new Date(De(k/e)),C=I.getFullYear(),$=I.getMonth();for(let O=0;k<=_;O++){let D=Fo(C+V*O,$+H*O,1),z=D-h(ke(D*e,3));k=ke((+D+z)*e,3),k<=_&&y.push(k)}}else{let H=v>=i?i:v,V=pt(E)-pt(M),k=P+V+Ei(M-P,H);y.push(k);let I=h(k),C=I.getHours()+I.getMinutes()/n+I.getSeconds()/r,$=v/r,O=b.axes[x]._space,D=S/O;for(;k=ke(k+v,e==1?0:3),!(k>_);)if($>1){let z=pt(ke(C+$,6))%24,G=h(k).getHours()-z;G>1&&(G=-1),k-=G*r,C=(C+$)%24;let ne=y[y.length-1];ke((k-ne)/v,3)*D>=.7&&y.push(k)}else y.push(k)}return y}}return[a,c,u]}var[$g,Rg,Pg]=kc(1),[jg,Fg,Dg]=kc(.001);Ur(2,-53,53,[1]);function za(e,t){return e.map(n=>n.map((r,i)=>i==0||i==8||r==null?r:t(i==1||n[8]==0?r:n[1]+r)))}function Ba(e,t){return(n,r,i,o,l)=>{let s=t.find(E=>l>=E[0])||t[t.length-1],a,c,u,h,b,x;return r.map(E=>{let _=e(E),v=_.getFullYear(),S=_.getMonth(),y=_.getDate(),A=_.getHours(),N=_.getMinutes(),T=_.getSeconds(),M=v!=a&&s[2]||S!=c&&s[3]||y!=u&&s[4]||A!=h&&s[5]||N!=b&&s[6]||T!=x&&s[7]||s[1];return a=v,c=S,u=y,h=A,b=N,x=T,M(_)})}}function zg(e,t){let n=il(t);return(r,i,o,l,s)=>i.map(a=>n(e(a)))}function Fo(e,t,n){return new Date(e,t,n)}function Va(e,t){return t(e)}var Bg="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function Ha(e,t){return(n,r,i,o)=>o==null?Qo:t(e(r))}function Vg(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function Hg(e,t){return e.series[t].fill(e,t)}var Wg={show:!0,live:!0,isolate:!1,mount:cg,markers:{show:!0,width:2,stroke:Vg,fill:Hg,dash:"solid"},idx:null,idxs:null,values:[]};function Gg(e,t){let n=e.cursor.points,r=St(),i=n.size(e,t);Ne(r,Vr,i),Ne(r,Hr,i);let o=i/-2;Ne(r,"marginLeft",o),Ne(r,"marginTop",o);let l=n.width(e,t,i);return l&&Ne(r,"borderWidth",l),r}function Yg(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Ug(e,t){let n=e.series[t].points;return n._stroke||n._fill}function qg(e,t){return e.series[t].points.size}var Do=[0,0];function Kg(e,t,n){return Do[0]=t,Do[1]=n,Do}function bi(e,t,n,r=!0){return i=>{i.button==0&&(!r||i.target==t)&&n(i)}}function zo(e,t,n,r=!0){return i=>{(!r||i.target==t)&&n(i)}}var Jg={show:!0,x:!0,y:!0,lock:!1,move:Kg,points:{one:!1,show:Gg,size:qg,width:0,stroke:Ug,fill:Yg},bind:{mousedown:bi,mouseup:bi,click:bi,dblclick:bi,mousemove:zo,mouseleave:zo,mouseenter:zo},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},_c={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},ll=je({},_c,{filter:cc}),Ec=je({},ll,{size:10}),Sc=je({},_c,{show:!1}),sl='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',Tc="bold "+sl,Nc=1.5,Wa={show:!0,scale:"x",stroke:Zo,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Tc,side:2,grid:ll,ticks:Ec,border:Sc,font:sl,lineGap:Nc,rotate:0},Zg="Value",Qg="Time",Ga={show:!0,scale:"x",auto:!1,sorted:1,min:ve,max:-ve,idxs:[]};function Xg(e,t,n,r,i){return t.map(o=>o==null?"":nl(o))}function em(e,t,n,r,i,o,l){let s=[],a=gn.get(i)||0;n=l?n:ke(Ei(n,i),a);for(let c=n;c<=r;c=ke(c+i,a))s.push(Object.is(c,-0)?0:c);return s}function Yo(e,t,n,r,i,o,l){let s=[],a=e.scales[e.axes[t].scale].log,c=a==10?Xt:lc,u=pt(c(n));i=fr(a,u),a==10&&(i=Rn[It(i,Rn)]);let h=n,b=i*a;a==10&&(b=Rn[It(b,Rn)]);do s.push(h),h=h+i,a==10&&!gn.has(h)&&(h=ke(h,gn.get(i))),h>=b&&(i=h,b=i*a,a==10&&(b=Rn[It(b,Rn)]));while(h<=r);return s}function tm(e,t,n,r,i,o,l){let a=e.scales[e.axes[t].scale].asinh,c=r>a?Yo(e,t,nt(a,n),r,i):[a],u=r>=0&&n<=0?[0]:[];return(n<-a?Yo(e,t,nt(a,-r),-n,i):[a]).reverse().map(b=>-b).concat(u,c)}var Mc=/./,nm=/[12357]/,rm=/[125]/,Ya=/1/,Uo=(e,t,n,r)=>e.map((i,o)=>t==4&&i==0||o%r==0&&n.test(i.toExponential()[i<0?1:0])?i:null);function im(e,t,n,r,i){let o=e.axes[n],l=o.scale,s=e.scales[l],a=e.valToPos,c=o._space,u=a(10,l),h=a(9,l)-u>=c?Mc:a(7,l)-u>=c?nm:a(5,l)-u>=c?rm:Ya;if(h==Ya){let b=ze(a(1,l)-u);if(b<c)return Uo(t.slice().reverse(),s.distr,h,Tt(c/b)).reverse()}return Uo(t,s.distr,h,1)}function om(e,t,n,r,i){let o=e.axes[n],l=o.scale,s=o._space,a=e.valToPos,c=ze(a(1,l)-a(2,l));return c<s?Uo(t.slice().reverse(),3,Mc,Tt(s/c)).reverse():t}function lm(e,t,n,r){return r==null?Qo:t==null?"":nl(t)}var Ua={show:!0,scale:"y",stroke:Zo,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Tc,side:3,grid:ll,ticks:Ec,border:Sc,font:sl,lineGap:Nc,rotate:0};function sm(e,t){let n=3+(e||1)*2;return ke(n*t,3)}function am(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],o=e.valToPos(i[r[0]],n,!0),l=e.valToPos(i[r[1]],n,!0),s=ze(l-o),a=e.series[t],c=s/(a.points.space*ye);return r[1]-r[0]<=c}var qa={scale:null,auto:!0,sorted:0,min:ve,max:-ve},Ac=(e,t,n,r,i)=>i,Ka={show:!0,auto:!0,sorted:0,gaps:Ac,alpha:1,facets:[je({},qa,{scale:"x"}),je({},qa,{scale:"y"})]},Ja={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Ac,alpha:1,points:{show:am,filter:null},values:null,min:ve,max:-ve,idxs:[],path:null,clip:null};function cm(e,t,n,r,i){return n/10}var Lc={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},dm=je({},Lc,{time:!1,ori:1}),Za={};function Oc(e,t){let n=Za[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(i=>i!=r)},pub(r,i,o,l,s,a,c){for(let u=0;u<n.plots.length;u++)n.plots[u]!=i&&n.plots[u].pub(r,i,o,l,s,a,c)}},e!=null&&(Za[e]=n)),n}var gr=1,qo=2;function Dn(e,t,n){let r=e.mode,i=e.series[t],o=r==2?e._data[t]:e._data,l=e.scales,s=e.bbox,a=o[0],c=r==2?o[1]:o[t],u=r==2?l[i.facets[0].scale]:l[e.series[0].scale],h=r==2?l[i.facets[1].scale]:l[i.scale],b=s.left,x=s.top,E=s.width,_=s.height,v=e.valToPosH,S=e.valToPosV;return u.ori==0?n(i,a,c,u,h,v,S,b,x,E,_,Ni,br,Ai,Ic,Rc):n(i,a,c,u,h,S,v,x,b,_,E,Mi,yr,dl,$c,Pc)}function al(e,t){let n=0,r=0,i=me(e.bands,rl);for(let o=0;o<i.length;o++){let l=i[o];l.series[0]==t?n=l.dir:l.series[1]==t&&(l.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function um(e,t,n,r,i){let o=e.mode,l=e.series[t],s=o==2?l.facets[1].scale:l.scale,a=e.scales[s];return i==-1?a.min:i==1?a.max:a.distr==3?a.dir==1?a.min:a.max:0}function en(e,t,n,r,i,o){return Dn(e,t,(l,s,a,c,u,h,b,x,E,_,v)=>{let S=l.pxRound,y=c.dir*(c.ori==0?1:-1),A=c.ori==0?br:yr,N,T;y==1?(N=n,T=r):(N=r,T=n);let M=S(h(s[N],c,_,x)),R=S(b(a[N],u,v,E)),P=S(h(s[T],c,_,x)),H=S(b(o==1?u.max:u.min,u,v,E)),V=new Path2D(i);return A(V,P,H),A(V,M,H),A(V,M,R),V})}function Ti(e,t,n,r,i,o){let l=null;if(e.length>0){l=new Path2D;let s=t==0?Ai:dl,a=n;for(let h=0;h<e.length;h++){let b=e[h];if(b[1]>b[0]){let x=b[0]-a;x>0&&s(l,a,r,x,r+o),a=b[1]}}let c=n+i-a,u=10;c>0&&s(l,a,r-u/2,c,r+o+u)}return l}function fm(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function cl(e,t,n,r,i,o,l){let s=[],a=e.length;for(let c=i==1?n:r;c>=n&&c<=r;c+=i)if(t[c]===null){let h=c,b=c;if(i==1)for(;++c<=r&&t[c]===null;)b=c;else for(;--c>=n&&t[c]===null;)b=c;let x=o(e[h]),E=b==h?x:o(e[b]),_=h-i;x=l<=0&&_>=0&&_<a?o(e[_]):x;let S=b+i;E=l>=0&&S>=0&&S<a?o(e[S]):E,E>=x&&s.push([x,E])}return s}function Qa(e){return e==0?ac:e==1?De:t=>$n(t,e)}function Cc(e){let t=e==0?Ni:Mi,n=e==0?(i,o,l,s,a,c)=>{i.arcTo(o,l,s,a,c)}:(i,o,l,s,a,c)=>{i.arcTo(l,o,a,s,c)},r=e==0?(i,o,l,s,a)=>{i.rect(o,l,s,a)}:(i,o,l,s,a)=>{i.rect(l,o,a,s)};return(i,o,l,s,a,c=0,u=0)=>{c==0&&u==0?r(i,o,l,s,a):(c=$t(c,s/2,a/2),u=$t(u,s/2,a/2),t(i,o+c,l),n(i,o+s,l,o+s,l+a,c),n(i,o+s,l+a,o,l+a,u),n(i,o,l+a,o,l,u),n(i,o,l,o+s,l,c),i.closePath())}}var Ni=(e,t,n)=>{e.moveTo(t,n)},Mi=(e,t,n)=>{e.moveTo(n,t)},br=(e,t,n)=>{e.lineTo(t,n)},yr=(e,t,n)=>{e.lineTo(n,t)},Ai=Cc(0),dl=Cc(1),Ic=(e,t,n,r,i,o)=>{e.arc(t,n,r,i,o)},$c=(e,t,n,r,i,o)=>{e.arc(n,t,r,i,o)},Rc=(e,t,n,r,i,o,l)=>{e.bezierCurveTo(t,n,r,i,o,l)},Pc=(e,t,n,r,i,o,l)=>{e.bezierCurveTo(n,t,i,r,l,o)};function jc(e){return(t,n,r,i,o)=>Dn(t,n,(l,s,a,c,u,h,b,x,E,_,v)=>{let{pxRound:S,points:y}=l,A,N;c.ori==0?(A=Ni,N=Ic):(A=Mi,N=$c);let T=ke(y.width*ye,3),M=(y.size-y.width)/2*ye,R=ke(M*2,3),P=new Path2D,H=new Path2D,{left:V,top:k,width:I,height:C}=t.bbox;Ai(H,V-R,k-R,I+R*2,C+R*2);let $=O=>{if(a[O]!=null){let D=S(h(s[O],c,_,x)),z=S(b(a[O],u,v,E));A(P,D+M,z),N(P,D,z,M,0,yi*2)}};if(o)o.forEach($);else for(let O=r;O<=i;O++)$(O);return{stroke:T>0?P:null,fill:P,clip:H,flags:gr|qo}})}function Fc(e){return(t,n,r,i,o,l)=>{r!=i&&(o!=r&&l!=r&&e(t,n,r),o!=i&&l!=i&&e(t,n,i),e(t,n,l))}}var hm=Fc(br),pm=Fc(yr);function Dc(e){let t=me(e?.alignGaps,0);return(n,r,i,o)=>Dn(n,r,(l,s,a,c,u,h,b,x,E,_,v)=>{[i,o]=ki(a,i,o);let S=l.pxRound,y=C=>S(h(C,c,_,x)),A=C=>S(b(C,u,v,E)),N,T;c.ori==0?(N=br,T=hm):(N=yr,T=pm);let M=c.dir*(c.ori==0?1:-1),R={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:gr},P=R.stroke,H=!1;if(o-i>=_*4){let C=U=>n.posToVal(U,c.key,!0),$=null,O=null,D,z,ie,F=y(s[M==1?i:o]),G=y(s[i]),ne=y(s[o]),te=C(M==1?G+1:ne-1);for(let U=M==1?i:o;U>=i&&U<=o;U+=M){let Y=s[U],re=(M==1?Y<te:Y>te)?F:y(Y),oe=a[U];re==F?oe!=null?(z=oe,$==null?(N(P,re,A(z)),D=$=O=z):z<$?$=z:z>O&&(O=z)):oe===null&&(H=!0):($!=null&&T(P,F,A($),A(O),A(D),A(z)),oe!=null?(z=oe,N(P,re,A(z)),$=O=D=z):($=O=null,oe===null&&(H=!0)),F=re,te=C(F+M))}$!=null&&$!=O&&ie!=F&&T(P,F,A($),A(O),A(D),A(z))}else for(let C=M==1?i:o;C>=i&&C<=o;C+=M){let $=a[C];$===null?H=!0:$!=null&&N(P,y(s[C]),A($))}let[k,I]=al(n,r);if(l.fill!=null||k!=0){let C=R.fill=new Path2D(P),$=l.fillTo(n,r,l.min,l.max,k),O=A($),D=y(s[i]),z=y(s[o]);M==-1&&([z,D]=[D,z]),N(C,z,O),N(C,D,O)}if(!l.spanGaps){let C=[];H&&C.push(...cl(s,a,i,o,M,y,t)),R.gaps=C=l.gaps(n,r,i,o,C),R.clip=Ti(C,c.ori,x,E,_,v)}return I!=0&&(R.band=I==2?[en(n,r,i,o,P,-1),en(n,r,i,o,P,1)]:en(n,r,i,o,P,I)),R})}function gm(e){let t=me(e.align,1),n=me(e.ascDesc,!1),r=me(e.alignGaps,0),i=me(e.extend,!1);return(o,l,s,a)=>Dn(o,l,(c,u,h,b,x,E,_,v,S,y,A)=>{[s,a]=ki(h,s,a);let N=c.pxRound,{left:T,width:M}=o.bbox,R=G=>N(E(G,b,y,v)),P=G=>N(_(G,x,A,S)),H=b.ori==0?br:yr,V={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:gr},k=V.stroke,I=b.dir*(b.ori==0?1:-1),C=P(h[I==1?s:a]),$=R(u[I==1?s:a]),O=$,D=$;i&&t==-1&&(D=T,H(k,D,C)),H(k,$,C);for(let G=I==1?s:a;G>=s&&G<=a;G+=I){let ne=h[G];if(ne==null)continue;let te=R(u[G]),U=P(ne);t==1?H(k,te,C):H(k,O,U),H(k,te,U),C=U,O=te}let z=O;i&&t==1&&(z=T+M,H(k,z,C));let[ie,F]=al(o,l);if(c.fill!=null||ie!=0){let G=V.fill=new Path2D(k),ne=c.fillTo(o,l,c.min,c.max,ie),te=P(ne);H(G,z,te),H(G,D,te)}if(!c.spanGaps){let G=[];G.push(...cl(u,h,s,a,I,R,r));let ne=c.width*ye/2,te=n||t==1?ne:-ne,U=n||t==-1?-ne:ne;G.forEach(Y=>{Y[0]+=te,Y[1]+=U}),V.gaps=G=c.gaps(o,l,s,a,G),V.clip=Ti(G,b.ori,v,S,y,A)}return F!=0&&(V.band=F==2?[en(o,l,s,a,k,-1),en(o,l,s,a,k,1)]:en(o,l,s,a,k,F)),V})}function Xa(e,t,n,r,i,o,l=ve){if(e.length>1){let s=null;for(let a=0,c=1/0;a<e.length;a++)if(t[a]!==void 0){if(s!=null){let u=ze(e[a]-e[s]);u<c&&(c=u,l=ze(n(e[a],r,i,o)-n(e[s],r,i,o)))}s=a}}return l}function mm(e){e=e||Yr;let t=me(e.size,[.6,ve,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i=="number"?[i,0]:i;let o=he(i),l=1-t[0],s=me(t[1],ve),a=me(t[2],1),c=me(e.disp,Yr),u=me(e.each,x=>{}),{fill:h,stroke:b}=c;return(x,E,_,v)=>Dn(x,E,(S,y,A,N,T,M,R,P,H,V,k)=>{let I=S.pxRound,C=n,$=r*ye,O=s*ye,D=a*ye,z,ie;N.ori==0?[z,ie]=o(x,E):[ie,z]=o(x,E);let F=N.dir*(N.ori==0?1:-1),G=N.ori==0?Ai:dl,ne=N.ori==0?u:(J,_e,Fe,Bn,yn,jt,wn)=>{u(J,_e,Fe,yn,Bn,wn,jt)},te=me(x.bands,rl).find(J=>J.series[0]==E),U=te!=null?te.dir:0,Y=S.fillTo(x,E,S.min,S.max,U),X=I(R(Y,T,k,H)),re,oe,ae,pe=V,ue=I(S.width*ye),qe=!1,rt=null,it=null,Pt=null,Jt=null;h!=null&&(ue==0||b!=null)&&(qe=!0,rt=h.values(x,E,_,v),it=new Map,new Set(rt).forEach(J=>{J!=null&&it.set(J,new Path2D)}),ue>0&&(Pt=b.values(x,E,_,v),Jt=new Map,new Set(Pt).forEach(J=>{J!=null&&Jt.set(J,new Path2D)})));let{x0:on,size:ln}=c;if(on!=null&&ln!=null){C=1,y=on.values(x,E,_,v),on.unit==2&&(y=y.map(Fe=>x.posToVal(P+Fe*V,N.key,!0)));let J=ln.values(x,E,_,v);ln.unit==2?oe=J[0]*V:oe=M(J[0],N,V,P)-M(0,N,V,P),pe=Xa(y,A,M,N,V,P,pe),ae=pe-oe+$}else pe=Xa(y,A,M,N,V,P,pe),ae=pe*l+$,oe=pe-ae;ae<1&&(ae=0),ue>=oe/2&&(ue=0),ae<5&&(I=ac);let bt=ae>0,yt=pe-ae-(bt?ue:0);oe=I(Go(yt,D,O)),re=(C==0?oe/2:C==F?0:oe)-C*F*((C==0?$/2:0)+(bt?ue/2:0));let Oe={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},at=qe?null:new Path2D,wt=null;if(te!=null)wt=x.data[te.series[1]];else{let{y0:J,y1:_e}=c;J!=null&&_e!=null&&(A=_e.values(x,E,_,v),wt=J.values(x,E,_,v))}let bn=z*oe,ce=ie*oe;for(let J=F==1?_:v;J>=_&&J<=v;J+=F){let _e=A[J];if(_e==null)continue;if(wt!=null){let ot=wt[J]??0;if(_e-ot==0)continue;X=R(ot,T,k,H)}let Fe=N.distr!=2||c!=null?y[J]:J,Bn=M(Fe,N,V,P),yn=R(me(_e,Y),T,k,H),jt=I(Bn-re),wn=I(nt(yn,X)),ct=I($t(yn,X)),xt=wn-ct;if(_e!=null){let ot=_e<0?ce:bn,Nt=_e<0?bn:ce;qe?(ue>0&&Pt[J]!=null&&G(Jt.get(Pt[J]),jt,ct+pt(ue/2),oe,nt(0,xt-ue),ot,Nt),rt[J]!=null&&G(it.get(rt[J]),jt,ct+pt(ue/2),oe,nt(0,xt-ue),ot,Nt)):G(at,jt,ct+pt(ue/2),oe,nt(0,xt-ue),ot,Nt),ne(x,E,J,jt-ue/2,ct,oe+ue,xt)}}return ue>0?Oe.stroke=qe?Jt:at:qe||(Oe._fill=S.width==0?S._fill:S._stroke??S._fill,Oe.width=0),Oe.fill=qe?it:at,Oe})}function bm(e,t){let n=me(t?.alignGaps,0);return(r,i,o,l)=>Dn(r,i,(s,a,c,u,h,b,x,E,_,v,S)=>{[o,l]=ki(c,o,l);let y=s.pxRound,A=z=>y(b(z,u,v,E)),N=z=>y(x(z,h,S,_)),T,M,R;u.ori==0?(T=Ni,R=br,M=Rc):(T=Mi,R=yr,M=Pc);let P=u.dir*(u.ori==0?1:-1),H=A(a[P==1?o:l]),V=H,k=[],I=[];for(let z=P==1?o:l;z>=o&&z<=l;z+=P)if(c[z]!=null){let F=a[z],G=A(F);k.push(V=G),I.push(N(c[z]))}let C={stroke:e(k,I,T,R,M,y),fill:null,clip:null,band:null,gaps:null,flags:gr},$=C.stroke,[O,D]=al(r,i);if(s.fill!=null||O!=0){let z=C.fill=new Path2D($),ie=s.fillTo(r,i,s.min,s.max,O),F=N(ie);R(z,V,F),R(z,H,F)}if(!s.spanGaps){let z=[];z.push(...cl(a,c,o,l,P,A,n)),C.gaps=z=s.gaps(r,i,o,l,z),C.clip=Ti(z,u.ori,E,_,v,S)}return D!=0&&(C.band=D==2?[en(r,i,o,l,$,-1),en(r,i,o,l,$,1)]:en(r,i,o,l,$,D)),C})}function ym(e){return bm(wm,e)}function wm(e,t,n,r,i,o){let l=e.length;if(l<2)return null;let s=new Path2D;if(n(s,e[0],t[0]),l==2)r(s,e[1],t[1]);else{let a=Array(l),c=Array(l-1),u=Array(l-1),h=Array(l-1);for(let b=0;b<l-1;b++)u[b]=t[b+1]-t[b],h[b]=e[b+1]-e[b],c[b]=u[b]/h[b];a[0]=c[0];for(let b=1;b<l-1;b++)c[b]===0||c[b-1]===0||c[b-1]>0!=c[b]>0?a[b]=0:(a[b]=3*(h[b-1]+h[b])/((2*h[b]+h[b-1])/c[b-1]+(h[b]+2*h[b-1])/c[b]),isFinite(a[b])||(a[b]=0));a[l-1]=c[l-2];for(let b=0;b<l-1;b++)i(s,e[b]+h[b]/3,t[b]+a[b]*h[b]/3,e[b+1]-h[b]/3,t[b+1]-a[b+1]*h[b]/3,e[b+1],t[b+1])}return s}var Ko=new Set;function ec(){for(let e of Ko)e.syncRect(!0)}mr&&(jn(Xp,ur,ec),jn(eg,ur,ec,!0),jn(wi,ur,()=>{Be.pxRatio=ye}));var xm=Dc(),vm=jc();function tc(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((o,l)=>Jo(o,l,t,n))}function km(e,t){return e.map((n,r)=>r==0?{}:je({},t,n))}function Jo(e,t,n,r){return je({},t==0?n:r,e)}function zc(e,t,n){return t==null?hr:[t,n]}var _m=zc;function Em(e,t,n){return t==null?hr:xi(t,n,tl,!0)}function Bc(e,t,n,r){return t==null?hr:_i(t,n,e.scales[r].log,!1)}var Sm=Bc;function Vc(e,t,n,r){return t==null?hr:el(t,n,e.scales[r].log,!1)}var Tm=Vc;function Nm(e,t,n,r,i){let o=nt(Ia(e),Ia(t)),l=t-e,s=It(i/r*l,n);do{let a=n[s],c=r*a/l;if(c>=i&&o+(a<5?gn.get(a):0)<=17)return[a,c]}while(++s<n.length);return[0,0]}function nc(e){let t,n;return e=e.replace(/(\d+)px/,(r,i)=>(t=De((n=+i)*ye))+"px"),[e,t,n]}function Mm(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=ke(t[2]*ye,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Be(e,t,n){let r={mode:me(e.mode,1)},i=r.mode;function o(d,f,p,g){let w=f.valToPct(d);return g+p*(f.dir==-1?1-w:w)}function l(d,f,p,g){let w=f.valToPct(d);return g+p*(f.dir==-1?w:1-w)}function s(d,f,p,g){return f.ori==0?o(d,f,p,g):l(d,f,p,g)}r.valToPosH=o,r.valToPosV=l;let a=!1;r.status=0;let c=r.root=St(Rp);if(e.id!=null&&(c.id=e.id),ht(c,e.class),e.title){let d=St(Fp,c);d.textContent=e.title}let u=Ct("canvas"),h=r.ctx=u.getContext("2d"),b=St(Dp,c);jn("click",b,d=>{d.target===E&&(Ee!=Qn||Me!=Xn)&&Je.click(r,d)},!0);let x=r.under=St(zp,b);b.appendChild(u);let E=r.over=St(Bp,b);e=pr(e);let _=+me(e.pxAlign,1),v=Qa(_);(e.plugins||[]).forEach(d=>{d.opts&&(e=d.opts(r,e)||e)});let S=e.ms||.001,y=r.series=i==1?tc(e.series||[],Ga,Ja,!1):km(e.series||[null],Ka),A=r.axes=tc(e.axes||[],Wa,Ua,!0),N=r.scales={},T=r.bands=e.bands||[];T.forEach(d=>{d.fill=he(d.fill||null),d.dir=me(d.dir,-1)});let M=i==2?y[1].facets[0].scale:y[0].scale,R={axes:Nu,series:ku},P=(e.drawOrder||["axes","series"]).map(d=>R[d]);function H(d){let f=d.distr==3?p=>Xt(p>0?p:d.clamp(r,p,d.min,d.max,d.key)):d.distr==4?p=>jo(p,d.asinh):d.distr==100?p=>d.fwd(p):p=>p;return p=>{let g=f(p),{_min:w,_max:L}=d,j=L-w;return(g-w)/j}}function V(d){let f=N[d];if(f==null){let p=(e.scales||Yr)[d]||Yr;if(p.from!=null){V(p.from);let g=je({},N[p.from],p,{key:d});g.valToPct=H(g),N[d]=g}else{f=N[d]=je({},d==M?Lc:dm,p),f.key=d;let g=f.time,w=f.range,L=pn(w);if((d!=M||i==2&&!g)&&(L&&(w[0]==null||w[1]==null)&&(w={min:w[0]==null?La:{mode:1,hard:w[0],soft:w[0]},max:w[1]==null?La:{mode:1,hard:w[1],soft:w[1]}},L=!1),!L&&Si(w))){let j=w;w=(B,W,q)=>W==null?hr:xi(W,q,j)}f.range=he(w||(g?_m:d==M?f.distr==3?Sm:f.distr==4?Tm:zc:f.distr==3?Bc:f.distr==4?Vc:Em)),f.auto=he(L?!1:f.auto),f.clamp=he(f.clamp||cm),f._min=f._max=null,f.valToPct=H(f)}}}V("x"),V("y"),i==1&&y.forEach(d=>{V(d.scale)}),A.forEach(d=>{V(d.scale)});for(let d in e.scales)V(d);let k=N[M],I=k.distr,C,$;k.ori==0?(ht(c,Pp),C=o,$=l):(ht(c,jp),C=l,$=o);let O={};for(let d in N){let f=N[d];(f.min!=null||f.max!=null)&&(O[d]={min:f.min,max:f.max},f.min=f.max=null)}let D=e.tzDate||(d=>new Date(De(d/S))),z=e.fmtDate||il,ie=S==1?Pg(D):Dg(D),F=Ba(D,za(S==1?Rg:Fg,z)),G=Ha(D,Va(Bg,z)),ne=[],te=r.legend=je({},Wg,e.legend),U=r.cursor=je({},Jg,{drag:{y:i==2}},e.cursor),Y=te.show,X=U.show,re=te.markers;te.idxs=ne,re.width=he(re.width),re.dash=he(re.dash),re.stroke=he(re.stroke),re.fill=he(re.fill);let oe,ae,pe,ue=[],qe=[],rt,it=!1,Pt={};if(te.live){let d=y[1]?y[1].values:null;it=d!=null,rt=it?d(r,1,0):{_:0};for(let f in rt)Pt[f]=Qo}if(Y)if(oe=Ct("table",Up,c),pe=Ct("tbody",null,oe),te.mount(r,oe),it){ae=Ct("thead",null,oe,pe);let d=Ct("tr",null,ae);Ct("th",null,d);for(var Jt in rt)Ct("th",ba,d).textContent=Jt}else ht(oe,Kp),te.live&&ht(oe,qp);let on={show:!0},ln={show:!1};function bt(d,f){if(f==0&&(it||!te.live||i==2))return hr;let p=[],g=Ct("tr",Jp,pe,pe.childNodes[f]);ht(g,d.class),d.show||ht(g,Pn);let w=Ct("th",null,g);if(re.show){let B=St(Zp,w);if(f>0){let W=re.width(r,f);W&&(B.style.border=W+"px "+re.dash(r,f)+" "+re.stroke(r,f)),B.style.background=re.fill(r,f)}}let L=St(ba,w);d.label instanceof HTMLElement?L.appendChild(d.label):L.textContent=d.label,f>0&&(re.show||(L.style.color=d.width>0?re.stroke(r,f):re.fill(r,f)),Oe("click",w,B=>{if(U._lock)return;vn(B);let W=y.indexOf(d);if((B.ctrlKey||B.metaKey)!=te.isolate){let q=y.some((K,Q)=>Q>0&&Q!=W&&K.show);y.forEach((K,Q)=>{Q>0&&Dt(Q,q?Q==W?on:ln:on,!0,Re.setSeries)})}else Dt(W,{show:!d.show},!0,Re.setSeries)},!1),Hn&&Oe(va,w,B=>{U._lock||(vn(B),Dt(y.indexOf(d),tr,!0,Re.setSeries))},!1));for(var j in rt){let B=Ct("td",Qp,g);B.textContent="--",p.push(B)}return[g,p]}let yt=new Map;function Oe(d,f,p,g=!0){let w=yt.get(f)||{},L=U.bind[d](r,f,p,g);L&&(jn(d,f,w[d]=L),yt.set(f,w))}function at(d,f,p){let g=yt.get(f)||{};for(let w in g)(d==null||w==d)&&(Wo(w,f,g[w]),delete g[w]);d==null&&yt.delete(f)}let wt=0,bn=0,ce=0,J=0,_e=0,Fe=0,Bn=_e,yn=Fe,jt=ce,wn=J,ct=0,xt=0,ot=0,Nt=0;r.bbox={};let Wi=!1,Kr=!1,Vn=!1,xn=!1,Jr=!1,vt=!1;function Gi(d,f,p){(p||d!=r.width||f!=r.height)&&Tl(d,f),qn(!1),Vn=!0,Kr=!0,Kn()}function Tl(d,f){r.width=wt=ce=d,r.height=bn=J=f,_e=Fe=0,gu(),mu();let p=r.bbox;ct=p.left=$n(_e*ye,.5),xt=p.top=$n(Fe*ye,.5),ot=p.width=$n(ce*ye,.5),Nt=p.height=$n(J*ye,.5)}let fu=3;function hu(){let d=!1,f=0;for(;!d;){f++;let p=Su(f),g=Tu(f);d=f==fu||p&&g,d||(Tl(r.width,r.height),Kr=!0)}}function pu({width:d,height:f}){Gi(d,f)}r.setSize=pu;function gu(){let d=!1,f=!1,p=!1,g=!1;A.forEach((w,L)=>{if(w.show&&w._show){let{side:j,_size:B}=w,W=j%2,q=w.label!=null?w.labelSize:0,K=B+q;K>0&&(W?(ce-=K,j==3?(_e+=K,g=!0):p=!0):(J-=K,j==0?(Fe+=K,d=!0):f=!0))}}),kn[0]=d,kn[1]=p,kn[2]=f,kn[3]=g,ce-=sn[1]+sn[3],_e+=sn[3],J-=sn[2]+sn[0],Fe+=sn[0]}function mu(){let d=_e+ce,f=Fe+J,p=_e,g=Fe;function w(L,j){switch(L){case 1:return d+=j,d-j;case 2:return f+=j,f-j;case 3:return p-=j,p+j;case 0:return g-=j,g+j}}A.forEach((L,j)=>{if(L.show&&L._show){let B=L.side;L._pos=w(B,L._size),L.label!=null&&(L._lpos=w(B,L.labelSize))}})}if(U.dataIdx==null){let d=U.hover,f=d.skip=new Set(d.skip??[]);f.add(void 0);let p=d.prox=he(d.prox),g=d.bias??(d.bias=0);U.dataIdx=(w,L,j,B)=>{if(L==0)return j;let W=j,q=p(w,L,j,B)??ve,K=q>=0&&q<ve,Q=k.ori==0?ce:J,se=U.left,be=t[0],ge=t[L];if(f.has(ge[j])){W=null;let fe=null,le=null,ee;if(g==0||g==-1)for(ee=j;fe==null&&ee-- >0;)f.has(ge[ee])||(fe=ee);if(g==0||g==1)for(ee=j;le==null&&ee++<ge.length;)f.has(ge[ee])||(le=ee);if(fe!=null||le!=null)if(K){let Te=fe==null?-1/0:C(be[fe],k,Q,0),Ae=le==null?1/0:C(be[le],k,Q,0),Ue=se-Te,xe=Ae-se;Ue<=xe?Ue<=q&&(W=fe):xe<=q&&(W=le)}else W=le==null?fe:fe==null?le:j-fe<=le-j?fe:le}else K&&ze(se-C(be[j],k,Q,0))>q&&(W=null);return W}}let vn=d=>{U.event=d};U.idxs=ne,U._lock=!1;let Ze=U.points;Ze.show=he(Ze.show),Ze.size=he(Ze.size),Ze.stroke=he(Ze.stroke),Ze.width=he(Ze.width),Ze.fill=he(Ze.fill);let Ft=r.focus=je({},e.focus||{alpha:.3},U.focus),Hn=Ft.prox>=0,Wn=Hn&&Ze.one,kt=[],Gn=[],Yn=[];function Nl(d,f){let p=Ze.show(r,f);if(p instanceof HTMLElement)return ht(p,Yp),ht(p,d.class),Ut(p,-10,-10,ce,J),E.insertBefore(p,kt[f]),p}function Ml(d,f){if(i==1||f>0){let p=i==1&&N[d.scale].time,g=d.value;d.value=p?Pa(g)?Ha(D,Va(g,z)):g||G:g||lm,d.label=d.label||(p?Qg:Zg)}if(Wn||f>0){d.width=d.width==null?1:d.width,d.paths=d.paths||xm||dg,d.fillTo=he(d.fillTo||um),d.pxAlign=+me(d.pxAlign,_),d.pxRound=Qa(d.pxAlign),d.stroke=he(d.stroke||null),d.fill=he(d.fill||null),d._stroke=d._fill=d._paths=d._focus=null;let p=sm(nt(1,d.width),1),g=d.points=je({},{size:p,width:nt(1,p*.2),stroke:d.stroke,space:p*2,paths:vm,_stroke:null,_fill:null},d.points);g.show=he(g.show),g.filter=he(g.filter),g.fill=he(g.fill),g.stroke=he(g.stroke),g.paths=he(g.paths),g.pxAlign=d.pxAlign}if(Y){let p=bt(d,f);ue.splice(f,0,p[0]),qe.splice(f,0,p[1]),te.values.push(null)}if(X){ne.splice(f,0,null);let p=null;Wn?f==0&&(p=Nl(d,f)):f>0&&(p=Nl(d,f)),kt.splice(f,0,p),Gn.splice(f,0,0),Yn.splice(f,0,0)}Ye("addSeries",f)}function bu(d,f){f=f??y.length,d=i==1?Jo(d,f,Ga,Ja):Jo(d,f,{},Ka),y.splice(f,0,d),Ml(y[f],f)}r.addSeries=bu;function yu(d){if(y.splice(d,1),Y){te.values.splice(d,1),qe.splice(d,1);let f=ue.splice(d,1)[0];at(null,f.firstChild),f.remove()}X&&(ne.splice(d,1),kt.splice(d,1)[0].remove(),Gn.splice(d,1),Yn.splice(d,1)),Ye("delSeries",d)}r.delSeries=yu;let kn=[!1,!1,!1,!1];function wu(d,f){if(d._show=d.show,d.show){let p=d.side%2,g=N[d.scale];g==null&&(d.scale=p?y[1].scale:M,g=N[d.scale]);let w=g.time;d.size=he(d.size),d.space=he(d.space),d.rotate=he(d.rotate),pn(d.incrs)&&d.incrs.forEach(j=>{!gn.has(j)&&gn.set(j,uc(j))}),d.incrs=he(d.incrs||(g.distr==2?Cg:w?S==1?$g:jg:Rn)),d.splits=he(d.splits||(w&&g.distr==1?ie:g.distr==3?Yo:g.distr==4?tm:em)),d.stroke=he(d.stroke),d.grid.stroke=he(d.grid.stroke),d.ticks.stroke=he(d.ticks.stroke),d.border.stroke=he(d.border.stroke);let L=d.values;d.values=pn(L)&&!pn(L[0])?he(L):w?pn(L)?Ba(D,za(L,z)):Pa(L)?zg(D,L):L||F:L||Xg,d.filter=he(d.filter||(g.distr>=3&&g.log==10?im:g.distr==3&&g.log==2?om:cc)),d.font=nc(d.font),d.labelFont=nc(d.labelFont),d._size=d.size(r,null,f,0),d._space=d._rotate=d._incrs=d._found=d._splits=d._values=null,d._size>0&&(kn[f]=!0,d._el=St(Vp,b))}}function xr(d,f,p,g){let[w,L,j,B]=p,W=f%2,q=0;return W==0&&(B||L)&&(q=f==0&&!w||f==2&&!j?De(Wa.size/3):0),W==1&&(w||j)&&(q=f==1&&!L||f==3&&!B?De(Ua.size/2):0),q}let Al=r.padding=(e.padding||[xr,xr,xr,xr]).map(d=>he(me(d,xr))),sn=r._padding=Al.map((d,f)=>d(r,f,kn,0)),Ke,Ve=null,He=null,Zr=i==1?y[0].idxs:null,Mt=null,vr=!1;function Ll(d,f){if(t=d??[],r.data=r._data=t,i==2){Ke=0;for(let p=1;p<y.length;p++)Ke+=t[p][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Mt=t[0],Ke=Mt.length;let p=t;if(I==2){p=t.slice();let g=p[0]=Array(Ke);for(let w=0;w<Ke;w++)g[w]=w}r._data=t=p}if(qn(!0),Ye("setData"),I==2&&(Vn=!0),f!==!1){let p=k;p.auto(r,vr)?Yi():cn(M,p.min,p.max),xn=xn||U.left>=0,vt=!0,Kn()}}r.setData=Ll;function Yi(){vr=!0;let d,f;i==1&&(Ke>0?(Ve=Zr[0]=0,He=Zr[1]=Ke-1,d=t[0][Ve],f=t[0][He],I==2?(d=Ve,f=He):d==f&&(I==3?[d,f]=_i(d,d,k.log,!1):I==4?[d,f]=el(d,d,k.log,!1):k.time?f=d+De(86400/S):[d,f]=xi(d,f,tl,!0))):(Ve=Zr[0]=d=null,He=Zr[1]=f=null)),cn(M,d,f)}let Qr,Un,Ui,qi,Ki,Ji,Zi,Qi,Xi,lt;function Ol(d,f,p,g,w,L){d??(d=wa),p??(p=rl),g??(g="butt"),w??(w=wa),L??(L="round"),d!=Qr&&(h.strokeStyle=Qr=d),w!=Un&&(h.fillStyle=Un=w),f!=Ui&&(h.lineWidth=Ui=f),L!=Ki&&(h.lineJoin=Ki=L),g!=Ji&&(h.lineCap=Ji=g),p!=qi&&h.setLineDash(qi=p)}function Cl(d,f,p,g){f!=Un&&(h.fillStyle=Un=f),d!=Zi&&(h.font=Zi=d),p!=Qi&&(h.textAlign=Qi=p),g!=Xi&&(h.textBaseline=Xi=g)}function eo(d,f,p,g,w=0){if(g.length>0&&d.auto(r,vr)&&(f==null||f.min==null)){let L=me(Ve,0),j=me(He,g.length-1),B=p.min==null?ig(g,L,j,w,d.distr==3):[p.min,p.max];d.min=$t(d.min,p.min=B[0]),d.max=nt(d.max,p.max=B[1])}}let Il={min:null,max:null};function xu(){for(let g in N){let w=N[g];O[g]==null&&(w.min==null||O[M]!=null&&w.auto(r,vr))&&(O[g]=Il)}for(let g in N){let w=N[g];O[g]==null&&w.from!=null&&O[w.from]!=null&&(O[g]=Il)}O[M]!=null&&qn(!0);let d={};for(let g in O){let w=O[g];if(w!=null){let L=d[g]=pr(N[g],hg);if(w.min!=null)je(L,w);else if(g!=M||i==2)if(Ke==0&&L.from==null){let j=L.range(r,null,null,g);L.min=j[0],L.max=j[1]}else L.min=ve,L.max=-ve}}if(Ke>0){y.forEach((g,w)=>{if(i==1){let L=g.scale,j=O[L];if(j==null)return;let B=d[L];if(w==0){let W=B.range(r,B.min,B.max,L);B.min=W[0],B.max=W[1],Ve=It(B.min,t[0]),He=It(B.max,t[0]),He-Ve>1&&(t[0][Ve]<B.min&&Ve++,t[0][He]>B.max&&He--),g.min=Mt[Ve],g.max=Mt[He]}else g.show&&g.auto&&eo(B,j,g,t[w],g.sorted);g.idxs[0]=Ve,g.idxs[1]=He}else if(w>0&&g.show&&g.auto){let[L,j]=g.facets,B=L.scale,W=j.scale,[q,K]=t[w],Q=d[B],se=d[W];Q!=null&&eo(Q,O[B],L,q,L.sorted),se!=null&&eo(se,O[W],j,K,j.sorted),g.min=j.min,g.max=j.max}});for(let g in d){let w=d[g],L=O[g];if(w.from==null&&(L==null||L.min==null)){let j=w.range(r,w.min==ve?null:w.min,w.max==-ve?null:w.max,g);w.min=j[0],w.max=j[1]}}}for(let g in d){let w=d[g];if(w.from!=null){let L=d[w.from];if(L.min==null)w.min=w.max=null;else{let j=w.range(r,L.min,L.max,g);w.min=j[0],w.max=j[1]}}}let f={},p=!1;for(let g in d){let w=d[g],L=N[g];if(L.min!=w.min||L.max!=w.max){L.min=w.min,L.max=w.max;let j=L.distr;L._min=j==3?Xt(L.min):j==4?jo(L.min,L.asinh):j==100?L.fwd(L.min):L.min,L._max=j==3?Xt(L.max):j==4?jo(L.max,L.asinh):j==100?L.fwd(L.max):L.max,f[g]=p=!0}}if(p){y.forEach((g,w)=>{i==2?w>0&&f.y&&(g._paths=null):f[g.scale]&&(g._paths=null)});for(let g in f)Vn=!0,Ye("setScale",g);X&&U.left>=0&&(xn=vt=!0)}for(let g in O)O[g]=null}function vu(d){let f=Go(Ve-1,0,Ke-1),p=Go(He+1,0,Ke-1);for(;d[f]==null&&f>0;)f--;for(;d[p]==null&&p<Ke-1;)p++;return[f,p]}function ku(){if(Ke>0){let d=y.some(f=>f._focus)&&lt!=Ft.alpha;d&&(h.globalAlpha=lt=Ft.alpha),y.forEach((f,p)=>{if(p>0&&f.show&&($l(p,!1),$l(p,!0),f._paths==null)){let g=lt;lt!=f.alpha&&(h.globalAlpha=lt=f.alpha);let w=i==2?[0,t[p][0].length-1]:vu(t[p]);f._paths=f.paths(r,p,w[0],w[1]),lt!=g&&(h.globalAlpha=lt=g)}}),y.forEach((f,p)=>{if(p>0&&f.show){let g=lt;lt!=f.alpha&&(h.globalAlpha=lt=f.alpha),f._paths!=null&&Rl(p,!1);{let w=f._paths!=null?f._paths.gaps:null,L=f.points.show(r,p,Ve,He,w),j=f.points.filter(r,p,L,w);(L||j)&&(f.points._paths=f.points.paths(r,p,Ve,He,j),Rl(p,!0))}lt!=g&&(h.globalAlpha=lt=g),Ye("drawSeries",p)}}),d&&(h.globalAlpha=lt=1)}}function $l(d,f){let p=f?y[d].points:y[d];p._stroke=p.stroke(r,d),p._fill=p.fill(r,d)}function Rl(d,f){let p=f?y[d].points:y[d],{stroke:g,fill:w,clip:L,flags:j,_stroke:B=p._stroke,_fill:W=p._fill,_width:q=p.width}=p._paths;q=ke(q*ye,3);let K=null,Q=q%2/2;f&&W==null&&(W=q>0?"#fff":B);let se=p.pxAlign==1&&Q>0;if(se&&h.translate(Q,Q),!f){let be=ct-q/2,ge=xt-q/2,fe=ot+q,le=Nt+q;K=new Path2D,K.rect(be,ge,fe,le)}f?to(B,q,p.dash,p.cap,W,g,w,j,L):_u(d,B,q,p.dash,p.cap,W,g,w,j,K,L),se&&h.translate(-Q,-Q)}function _u(d,f,p,g,w,L,j,B,W,q,K){let Q=!1;W!=0&&T.forEach((se,be)=>{if(se.series[0]==d){let ge=y[se.series[1]],fe=t[se.series[1]],le=(ge._paths||Yr).band;pn(le)&&(le=se.dir==1?le[0]:le[1]);let ee,Te=null;ge.show&&le&&lg(fe,Ve,He)?(Te=se.fill(r,be)||L,ee=ge._paths.clip):le=null,to(f,p,g,w,Te,j,B,W,q,K,ee,le),Q=!0}}),Q||to(f,p,g,w,L,j,B,W,q,K)}let Pl=gr|qo;function to(d,f,p,g,w,L,j,B,W,q,K,Q){Ol(d,f,p,g,w),(W||q||Q)&&(h.save(),W&&h.clip(W),q&&h.clip(q)),Q?(B&Pl)==Pl?(h.clip(Q),K&&h.clip(K),ei(w,j),Xr(d,L,f)):B&qo?(ei(w,j),h.clip(Q),Xr(d,L,f)):B&gr&&(h.save(),h.clip(Q),K&&h.clip(K),ei(w,j),h.restore(),Xr(d,L,f)):(ei(w,j),Xr(d,L,f)),(W||q||Q)&&h.restore()}function Xr(d,f,p){p>0&&(f instanceof Map?f.forEach((g,w)=>{h.strokeStyle=Qr=w,h.stroke(g)}):f!=null&&d&&h.stroke(f))}function ei(d,f){f instanceof Map?f.forEach((p,g)=>{h.fillStyle=Un=g,h.fill(p)}):f!=null&&d&&h.fill(f)}function Eu(d,f,p,g){let w=A[d],L;if(g<=0)L=[0,0];else{let j=w._space=w.space(r,d,f,p,g),B=w._incrs=w.incrs(r,d,f,p,g,j);L=Nm(f,p,B,g,j)}return w._found=L}function no(d,f,p,g,w,L,j,B,W,q){let K=j%2/2;_==1&&h.translate(K,K),Ol(B,j,W,q,B),h.beginPath();let Q,se,be,ge,fe=w+(g==0||g==3?-L:L);p==0?(se=w,ge=fe):(Q=w,be=fe);for(let le=0;le<d.length;le++)f[le]!=null&&(p==0?Q=be=d[le]:se=ge=d[le],h.moveTo(Q,se),h.lineTo(be,ge));h.stroke(),_==1&&h.translate(-K,-K)}function Su(d){let f=!0;return A.forEach((p,g)=>{if(!p.show)return;let w=N[p.scale];if(w.min==null){p._show&&(f=!1,p._show=!1,qn(!1));return}else p._show||(f=!1,p._show=!0,qn(!1));let L=p.side,j=L%2,{min:B,max:W}=w,[q,K]=Eu(g,B,W,j==0?ce:J);if(K==0)return;let Q=w.distr==2,se=p._splits=p.splits(r,g,B,W,q,K,Q),be=w.distr==2?se.map(ee=>Mt[ee]):se,ge=w.distr==2?Mt[se[1]]-Mt[se[0]]:q,fe=p._values=p.values(r,p.filter(r,be,g,K,ge),g,K,ge);p._rotate=L==2?p.rotate(r,fe,g,K):0;let le=p._size;p._size=Tt(p.size(r,fe,g,d)),le!=null&&p._size!=le&&(f=!1)}),f}function Tu(d){let f=!0;return Al.forEach((p,g)=>{let w=p(r,g,kn,d);w!=sn[g]&&(f=!1),sn[g]=w}),f}function Nu(){for(let d=0;d<A.length;d++){let f=A[d];if(!f.show||!f._show)continue;let p=f.side,g=p%2,w,L,j=f.stroke(r,d),B=p==0||p==3?-1:1,[W,q]=f._found;if(f.label!=null){let Xe=f.labelGap*B,ft=De((f._lpos+Xe)*ye);Cl(f.labelFont[0],j,"center",p==2?"top":ya),h.save(),g==1?(w=L=0,h.translate(ft,De(xt+Nt/2)),h.rotate((p==3?-yi:yi)/2)):(w=De(ct+ot/2),L=ft);let Sn=sc(f.label)?f.label(r,d,W,q):f.label;h.fillText(Sn,w,L),h.restore()}if(q==0)continue;let K=N[f.scale],Q=g==0?ot:Nt,se=g==0?ct:xt,be=f._splits,ge=K.distr==2?be.map(Xe=>Mt[Xe]):be,fe=K.distr==2?Mt[be[1]]-Mt[be[0]]:W,le=f.ticks,ee=f.border,Te=le.show?le.size:0,Ae=De(Te*ye),Ue=De((f.alignTo==2?f._size-Te-f.gap:f.gap)*ye),xe=f._rotate*-yi/180,Le=v(f._pos*ye),dt=(Ae+Ue)*B,Qe=Le+dt;L=g==0?Qe:0,w=g==1?Qe:0;let _t=f.font[0],At=f.align==1?cr:f.align==2?$o:xe>0?cr:xe<0?$o:g==0?"center":p==3?$o:cr,Bt=xe||g==1?"middle":p==2?"top":ya;Cl(_t,j,At,Bt);let ut=f.font[1]*f.lineGap,Et=be.map(Xe=>v(s(Xe,K,Q,se))),Lt=f._values;for(let Xe=0;Xe<Lt.length;Xe++){let ft=Lt[Xe];if(ft!=null){g==0?w=Et[Xe]:L=Et[Xe],ft=""+ft;let Sn=ft.indexOf(`
`)==-1?[ft]:ft.split(/\n/gm);for(let et=0;et<Sn.length;et++){let ts=Sn[et];xe?(h.save(),h.translate(w,L+et*ut),h.rotate(xe),h.fillText(ts,0,0),h.restore()):h.fillText(ts,w,L+et*ut)}}}le.show&&no(Et,le.filter(r,ge,d,q,fe),g,p,Le,Ae,ke(le.width*ye,3),le.stroke(r,d),le.dash,le.cap);let Vt=f.grid;Vt.show&&no(Et,Vt.filter(r,ge,d,q,fe),g,g==0?2:1,g==0?xt:ct,g==0?Nt:ot,ke(Vt.width*ye,3),Vt.stroke(r,d),Vt.dash,Vt.cap),ee.show&&no([Le],[1],g==0?1:0,g==0?1:2,g==1?xt:ct,g==1?Nt:ot,ke(ee.width*ye,3),ee.stroke(r,d),ee.dash,ee.cap)}Ye("drawAxes")}function qn(d){y.forEach((f,p)=>{p>0&&(f._paths=null,d&&(i==1?(f.min=null,f.max=null):f.facets.forEach(g=>{g.min=null,g.max=null})))})}let ti=!1,ro=!1,kr=[];function Mu(){ro=!1;for(let d=0;d<kr.length;d++)Ye(...kr[d]);kr.length=0}function Kn(){ti||(xg(jl),ti=!0)}function Au(d,f=!1){ti=!0,ro=f,d(r),jl(),f&&kr.length>0&&queueMicrotask(Mu)}r.batch=Au;function jl(){if(Wi&&(xu(),Wi=!1),Vn&&(hu(),Vn=!1),Kr){if(Ne(x,cr,_e),Ne(x,"top",Fe),Ne(x,Vr,ce),Ne(x,Hr,J),Ne(E,cr,_e),Ne(E,"top",Fe),Ne(E,Vr,ce),Ne(E,Hr,J),Ne(b,Vr,wt),Ne(b,Hr,bn),u.width=De(wt*ye),u.height=De(bn*ye),A.forEach(({_el:d,_show:f,_size:p,_pos:g,side:w})=>{if(d!=null)if(f){let L=w===3||w===0?p:0,j=w%2==1;Ne(d,j?"left":"top",g-L),Ne(d,j?"width":"height",p),Ne(d,j?"top":"left",j?Fe:_e),Ne(d,j?"height":"width",j?J:ce),Ho(d,Pn)}else ht(d,Pn)}),Qr=Un=Ui=Ki=Ji=Zi=Qi=Xi=qi=null,lt=1,Sr(!0),_e!=Bn||Fe!=yn||ce!=jt||J!=wn){qn(!1);let d=ce/jt,f=J/wn;if(X&&!xn&&U.left>=0){U.left*=d,U.top*=f,Jn&&Ut(Jn,De(U.left),0,ce,J),Zn&&Ut(Zn,0,De(U.top),ce,J);for(let p=0;p<kt.length;p++){let g=kt[p];g!=null&&(Gn[p]*=d,Yn[p]*=f,Ut(g,Tt(Gn[p]),Tt(Yn[p]),ce,J))}}if(Se.show&&!Jr&&Se.left>=0&&Se.width>0){Se.left*=d,Se.width*=d,Se.top*=f,Se.height*=f;for(let p in co)Ne(er,p,Se[p])}Bn=_e,yn=Fe,jt=ce,wn=J}Ye("setSize"),Kr=!1}wt>0&&bn>0&&(h.clearRect(0,0,u.width,u.height),Ye("drawClear"),P.forEach(d=>d()),Ye("draw")),Se.show&&Jr&&(ni(Se),Jr=!1),X&&xn&&(En(null,!0,!1),xn=!1),te.show&&te.live&&vt&&(so(),vt=!1),a||(a=!0,r.status=1,Ye("ready")),vr=!1,ti=!1}r.redraw=(d,f)=>{Vn=f||!1,d!==!1?cn(M,k.min,k.max):Kn()};function io(d,f){let p=N[d];if(p.from==null){if(Ke==0){let g=p.range(r,f.min,f.max,d);f.min=g[0],f.max=g[1]}if(f.min>f.max){let g=f.min;f.min=f.max,f.max=g}if(Ke>1&&f.min!=null&&f.max!=null&&f.max-f.min<1e-16)return;d==M&&p.distr==2&&Ke>0&&(f.min=It(f.min,t[0]),f.max=It(f.max,t[0]),f.min==f.max&&f.max++),O[d]=f,Wi=!0,Kn()}}r.setScale=io;let oo,lo,Jn,Zn,Fl,Dl,Qn,Xn,zl,Bl,Ee,Me,an=!1,Je=U.drag,We=Je.x,Ge=Je.y;X&&(U.x&&(oo=St(Wp,E)),U.y&&(lo=St(Gp,E)),k.ori==0?(Jn=oo,Zn=lo):(Jn=lo,Zn=oo),Ee=U.left,Me=U.top);let Se=r.select=je({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),er=Se.show?St(Hp,Se.over?E:x):null;function ni(d,f){if(Se.show){for(let p in d)Se[p]=d[p],p in co&&Ne(er,p,d[p]);f!==!1&&Ye("setSelect")}}r.setSelect=ni;function Lu(d){if(y[d].show)Y&&Ho(ue[d],Pn);else if(Y&&ht(ue[d],Pn),X){let p=Wn?kt[0]:kt[d];p!=null&&Ut(p,-10,-10,ce,J)}}function cn(d,f,p){io(d,{min:f,max:p})}function Dt(d,f,p,g){f.focus!=null&&Ru(d),f.show!=null&&y.forEach((w,L)=>{L>0&&(d==L||d==null)&&(w.show=f.show,Lu(L),i==2?(cn(w.facets[0].scale,null,null),cn(w.facets[1].scale,null,null)):cn(w.scale,null,null),Kn())}),p!==!1&&Ye("setSeries",d,f),g&&Tr("setSeries",r,d,f)}r.setSeries=Dt;function Ou(d,f){je(T[d],f)}function Cu(d,f){d.fill=he(d.fill||null),d.dir=me(d.dir,-1),f=f??T.length,T.splice(f,0,d)}function Iu(d){d==null?T.length=0:T.splice(d,1)}r.addBand=Cu,r.setBand=Ou,r.delBand=Iu;function $u(d,f){y[d].alpha=f,X&&kt[d]!=null&&(kt[d].style.opacity=f),Y&&ue[d]&&(ue[d].style.opacity=f)}let Zt,dn,_n,tr={focus:!0};function Ru(d){if(d!=_n){let f=d==null,p=Ft.alpha!=1;y.forEach((g,w)=>{if(i==1||w>0){let L=f||w==0||w==d;g._focus=f?null:L,p&&$u(w,L?1:Ft.alpha)}}),_n=d,p&&Kn()}}Y&&Hn&&Oe(ka,oe,d=>{U._lock||(vn(d),_n!=null&&Dt(null,tr,!0,Re.setSeries))});function zt(d,f,p){let g=N[f];p&&(d=d/ye-(g.ori==1?Fe:_e));let w=ce;g.ori==1&&(w=J,d=w-d),g.dir==-1&&(d=w-d);let L=g._min,j=g._max,B=d/w,W=L+(j-L)*B,q=g.distr;return q==3?fr(10,W):q==4?ag(W,g.asinh):q==100?g.bwd(W):W}function Pu(d,f){let p=zt(d,M,f);return It(p,t[0],Ve,He)}r.valToIdx=d=>It(d,t[0]),r.posToIdx=Pu,r.posToVal=zt,r.valToPos=(d,f,p)=>N[f].ori==0?o(d,N[f],p?ot:ce,p?ct:0):l(d,N[f],p?Nt:J,p?xt:0),r.setCursor=(d,f,p)=>{Ee=d.left,Me=d.top,En(null,f,p)};function Vl(d,f){Ne(er,cr,Se.left=d),Ne(er,Vr,Se.width=f)}function Hl(d,f){Ne(er,"top",Se.top=d),Ne(er,Hr,Se.height=f)}let _r=k.ori==0?Vl:Hl,Er=k.ori==1?Vl:Hl;function ju(){if(Y&&te.live)for(let d=i==2?1:0;d<y.length;d++){if(d==0&&it)continue;let f=te.values[d],p=0;for(let g in f)qe[d][p++].firstChild.nodeValue=f[g]}}function so(d,f){if(d!=null&&(d.idxs?d.idxs.forEach((p,g)=>{ne[g]=p}):fg(d.idx)||ne.fill(d.idx),te.idx=ne[0]),Y&&te.live){for(let p=0;p<y.length;p++)(p>0||i==1&&!it)&&Fu(p,ne[p]);ju()}vt=!1,f!==!1&&Ye("setLegend")}r.setLegend=so;function Fu(d,f){let p=y[d],g=d==0&&I==2?Mt:t[d],w;it?w=p.values(r,d,f)??Pt:(w=p.value(r,f==null?null:g[f],d,f),w=w==null?Pt:{_:w}),te.values[d]=w}function En(d,f,p){zl=Ee,Bl=Me,[Ee,Me]=U.move(r,Ee,Me),U.left=Ee,U.top=Me,X&&(Jn&&Ut(Jn,De(Ee),0,ce,J),Zn&&Ut(Zn,0,De(Me),ce,J));let g,w=Ve>He;Zt=ve,dn=null;let L=k.ori==0?ce:J,j=k.ori==1?ce:J;if(Ee<0||Ke==0||w){g=U.idx=null;for(let B=0;B<y.length;B++){let W=kt[B];W!=null&&Ut(W,-10,-10,ce,J)}Hn&&Dt(null,tr,!0,d==null&&Re.setSeries),te.live&&(ne.fill(g),vt=!0)}else{let B,W,q;i==1&&(B=k.ori==0?Ee:Me,W=zt(B,M),g=U.idx=It(W,t[0],Ve,He),q=C(t[0][g],k,L,0));let K=-10,Q=-10,se=0,be=0,ge=!0,fe="",le="";for(let ee=i==2?1:0;ee<y.length;ee++){let Te=y[ee],Ae=ne[ee],Ue=Ae==null?null:i==1?t[ee][Ae]:t[ee][1][Ae],xe=U.dataIdx(r,ee,g,W),Le=xe==null?null:i==1?t[ee][xe]:t[ee][1][xe];if(vt=vt||Le!=Ue||xe!=Ae,ne[ee]=xe,ee>0&&Te.show){let dt=xe==null?-10:xe==g?q:C(i==1?t[0][xe]:t[ee][0][xe],k,L,0),Qe=Le==null?-10:$(Le,i==1?N[Te.scale]:N[Te.facets[1].scale],j,0);if(Hn&&Le!=null){let _t=k.ori==1?Ee:Me,At=ze(Ft.dist(r,ee,xe,Qe,_t));if(At<Zt){let Bt=Ft.bias;if(Bt!=0){let ut=zt(_t,Te.scale),Et=Le>=0?1:-1,Lt=ut>=0?1:-1;Lt==Et&&(Lt==1?Bt==1?Le>=ut:Le<=ut:Bt==1?Le<=ut:Le>=ut)&&(Zt=At,dn=ee)}else Zt=At,dn=ee}}if(vt||Wn){let _t,At;k.ori==0?(_t=dt,At=Qe):(_t=Qe,At=dt);let Bt,ut,Et,Lt,Vt,Xe,ft=!0,Sn=Ze.bbox;if(Sn!=null){ft=!1;let et=Sn(r,ee);Et=et.left,Lt=et.top,Bt=et.width,ut=et.height}else Et=_t,Lt=At,Bt=ut=Ze.size(r,ee);if(Xe=Ze.fill(r,ee),Vt=Ze.stroke(r,ee),Wn)ee==dn&&Zt<=Ft.prox&&(K=Et,Q=Lt,se=Bt,be=ut,ge=ft,fe=Xe,le=Vt);else{let et=kt[ee];et!=null&&(Gn[ee]=Et,Yn[ee]=Lt,Aa(et,Bt,ut,ft),Na(et,Xe,Vt),Ut(et,Tt(Et),Tt(Lt),ce,J))}}}}if(Wn){let ee=Ft.prox,Te=_n==null?Zt<=ee:Zt>ee||dn!=_n;if(vt||Te){let Ae=kt[0];Ae!=null&&(Gn[0]=K,Yn[0]=Q,Aa(Ae,se,be,ge),Na(Ae,fe,le),Ut(Ae,Tt(K),Tt(Q),ce,J))}}}if(Se.show&&an)if(d!=null){let[B,W]=Re.scales,[q,K]=Re.match,[Q,se]=d.cursor.sync.scales,be=d.cursor.drag;if(We=be._x,Ge=be._y,We||Ge){let{left:ge,top:fe,width:le,height:ee}=d.select,Te=d.scales[Q].ori,Ae=d.posToVal,Ue,xe,Le,dt,Qe,_t=B!=null&&q(B,Q),At=W!=null&&K(W,se);_t&&We?(Te==0?(Ue=ge,xe=le):(Ue=fe,xe=ee),Le=N[B],dt=C(Ae(Ue,Q),Le,L,0),Qe=C(Ae(Ue+xe,Q),Le,L,0),_r($t(dt,Qe),ze(Qe-dt))):_r(0,L),At&&Ge?(Te==1?(Ue=ge,xe=le):(Ue=fe,xe=ee),Le=N[W],dt=$(Ae(Ue,se),Le,j,0),Qe=$(Ae(Ue+xe,se),Le,j,0),Er($t(dt,Qe),ze(Qe-dt))):Er(0,j)}else uo()}else{let B=ze(zl-Fl),W=ze(Bl-Dl);if(k.ori==1){let se=B;B=W,W=se}We=Je.x&&B>=Je.dist,Ge=Je.y&&W>=Je.dist;let q=Je.uni;q!=null?We&&Ge&&(We=B>=q,Ge=W>=q,!We&&!Ge&&(W>B?Ge=!0:We=!0)):Je.x&&Je.y&&(We||Ge)&&(We=Ge=!0);let K,Q;We&&(k.ori==0?(K=Qn,Q=Ee):(K=Xn,Q=Me),_r($t(K,Q),ze(Q-K)),Ge||Er(0,j)),Ge&&(k.ori==1?(K=Qn,Q=Ee):(K=Xn,Q=Me),Er($t(K,Q),ze(Q-K)),We||_r(0,L)),!We&&!Ge&&(_r(0,0),Er(0,0))}if(Je._x=We,Je._y=Ge,d==null){if(p){if(es!=null){let[B,W]=Re.scales;Re.values[0]=B!=null?zt(k.ori==0?Ee:Me,B):null,Re.values[1]=W!=null?zt(k.ori==1?Ee:Me,W):null}Tr(Ro,r,Ee,Me,ce,J,g)}if(Hn){let B=p&&Re.setSeries,W=Ft.prox;_n==null?Zt<=W&&Dt(dn,tr,!0,B):Zt>W?Dt(null,tr,!0,B):dn!=_n&&Dt(dn,tr,!0,B)}}vt&&(te.idx=g,so()),f!==!1&&Ye("setCursor")}let un=null;Object.defineProperty(r,"rect",{get(){return un==null&&Sr(!1),un}});function Sr(d=!1){d?un=null:(un=E.getBoundingClientRect(),Ye("syncRect",un))}function Wl(d,f,p,g,w,L,j){U._lock||an&&d!=null&&d.movementX==0&&d.movementY==0||(ao(d,f,p,g,w,L,j,!1,d!=null),d!=null?En(null,!0,!0):En(f,!0,!1))}function ao(d,f,p,g,w,L,j,B,W){if(un==null&&Sr(!1),vn(d),d!=null)p=d.clientX-un.left,g=d.clientY-un.top;else{if(p<0||g<0){Ee=-10,Me=-10;return}let[q,K]=Re.scales,Q=f.cursor.sync,[se,be]=Q.values,[ge,fe]=Q.scales,[le,ee]=Re.match,Te=f.axes[0].side%2==1,Ae=k.ori==0?ce:J,Ue=k.ori==1?ce:J,xe=Te?L:w,Le=Te?w:L,dt=Te?g:p,Qe=Te?p:g;if(ge!=null?p=le(q,ge)?s(se,N[q],Ae,0):-10:p=Ae*(dt/xe),fe!=null?g=ee(K,fe)?s(be,N[K],Ue,0):-10:g=Ue*(Qe/Le),k.ori==1){let _t=p;p=g,g=_t}}W&&(f==null||f.cursor.event.type==Ro)&&((p<=1||p>=ce-1)&&(p=$n(p,ce)),(g<=1||g>=J-1)&&(g=$n(g,J))),B?(Fl=p,Dl=g,[Qn,Xn]=U.move(r,p,g)):(Ee=p,Me=g)}let co={width:0,height:0,left:0,top:0};function uo(){ni(co,!1)}let Gl,Yl,Ul,ql;function Kl(d,f,p,g,w,L,j){an=!0,We=Ge=Je._x=Je._y=!1,ao(d,f,p,g,w,L,j,!0,!1),d!=null&&(Oe(Po,Bo,Jl,!1),Tr(xa,r,Qn,Xn,ce,J,null));let{left:B,top:W,width:q,height:K}=Se;Gl=B,Yl=W,Ul=q,ql=K}function Jl(d,f,p,g,w,L,j){an=Je._x=Je._y=!1,ao(d,f,p,g,w,L,j,!1,!0);let{left:B,top:W,width:q,height:K}=Se,Q=q>0||K>0,se=Gl!=B||Yl!=W||Ul!=q||ql!=K;if(Q&&se&&ni(Se),Je.setScale&&Q&&se){let be=B,ge=q,fe=W,le=K;if(k.ori==1&&(be=W,ge=K,fe=B,le=q),We&&cn(M,zt(be,M),zt(be+ge,M)),Ge)for(let ee in N){let Te=N[ee];ee!=M&&Te.from==null&&Te.min!=ve&&cn(ee,zt(fe+le,ee),zt(fe,ee))}uo()}else U.lock&&(U._lock=!U._lock,En(f,!0,d!=null));d!=null&&(at(Po,Bo),Tr(Po,r,Ee,Me,ce,J,null))}function Du(d,f,p,g,w,L,j){if(U._lock)return;vn(d);let B=an;if(an){let W=!0,q=!0,K=10,Q,se;k.ori==0?(Q=We,se=Ge):(Q=Ge,se=We),Q&&se&&(W=Ee<=K||Ee>=ce-K,q=Me<=K||Me>=J-K),Q&&W&&(Ee=Ee<Qn?0:ce),se&&q&&(Me=Me<Xn?0:J),En(null,!0,!0),an=!1}Ee=-10,Me=-10,ne.fill(null),En(null,!0,!0),B&&(an=B)}function Zl(d,f,p,g,w,L,j){U._lock||(vn(d),Yi(),uo(),d!=null&&Tr(_a,r,Ee,Me,ce,J,null))}function Ql(){A.forEach(Mm),Gi(r.width,r.height,!0)}jn(wi,ur,Ql);let nr={};nr.mousedown=Kl,nr.mousemove=Wl,nr.mouseup=Jl,nr.dblclick=Zl,nr.setSeries=(d,f,p,g)=>{let w=Re.match[2];p=w(r,f,p),p!=-1&&Dt(p,g,!0,!1)},X&&(Oe(xa,E,Kl),Oe(Ro,E,Wl),Oe(va,E,d=>{vn(d),Sr(!1)}),Oe(ka,E,Du),Oe(_a,E,Zl),Ko.add(r),r.syncRect=Sr);let ri=r.hooks=e.hooks||{};function Ye(d,f,p){ro?kr.push([d,f,p]):d in ri&&ri[d].forEach(g=>{g.call(null,r,f,p)})}(e.plugins||[]).forEach(d=>{for(let f in d.hooks)ri[f]=(ri[f]||[]).concat(d.hooks[f])});let Xl=(d,f,p)=>p,Re=je({key:null,setSeries:!1,filters:{pub:$a,sub:$a},scales:[M,y[1]?y[1].scale:null],match:[Ra,Ra,Xl],values:[null,null]},U.sync);Re.match.length==2&&Re.match.push(Xl),U.sync=Re;let es=Re.key,fo=Oc(es);function Tr(d,f,p,g,w,L,j){Re.filters.pub(d,f,p,g,w,L,j)&&fo.pub(d,f,p,g,w,L,j)}fo.sub(r);function zu(d,f,p,g,w,L,j){Re.filters.sub(d,f,p,g,w,L,j)&&nr[d](null,f,p,g,w,L,j)}r.pub=zu;function Bu(){fo.unsub(r),Ko.delete(r),yt.clear(),Wo(wi,ur,Ql),c.remove(),oe?.remove(),Ye("destroy")}r.destroy=Bu;function ho(){Ye("init",e,t),Ll(t||e.data,!1),O[M]?io(M,O[M]):Yi(),Jr=Se.show&&(Se.width>0||Se.height>0),xn=vt=!0,Gi(e.width,e.height)}return y.forEach(Ml),A.forEach(wu),n?n instanceof HTMLElement?(n.appendChild(c),ho()):n(r,ho):ho(),r}Be.assign=je;Be.fmtNum=nl;Be.rangeNum=xi;Be.rangeLog=_i;Be.rangeAsinh=el;Be.orient=Dn;Be.pxRatio=ye;Be.join=wg;Be.fmtDate=il,Be.tzDate=Lg;Be.sync=Oc;{Be.addGap=fm,Be.clipGaps=Ti;let e=Be.paths={points:jc};e.linear=Dc,e.stepped=gm,e.bars=mm,e.spline=ym}function Hc(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var Rt=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function Am(){let e=Hc();return e?e.classList.contains("dark-mode")?"dark":"light":Rt&&Rt.matches?"dark":"light"}function Wc(e){let t=document.documentElement,n=()=>{let l=Am();t.dataset.theme!==l&&(t.dataset.theme=l,t.style.colorScheme=l,e&&e(l))};n();let r=[],i=Hc();if(i)try{let l=new window.parent.MutationObserver(n);l.observe(i,{attributes:!0,attributeFilter:["class"]}),r.push(()=>l.disconnect())}catch{}if(Rt){let l=()=>n();Rt.addEventListener?Rt.addEventListener("change",l):Rt.addListener&&Rt.addListener(l),r.push(()=>{Rt.removeEventListener?Rt.removeEventListener("change",l):Rt.removeListener&&Rt.removeListener(l)})}let o=()=>r.splice(0).forEach(l=>l());return window.addEventListener("pagehide",o,{once:!0}),o}function $e(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function zn(e,t){return oa($e(e,""),t)}var Gc=240,Uc=[];for(let e=1;e<=1e12;e*=10)Uc.push(e,2*e,5*e);var qc=e=>Fr(e)||"NaN";function Yc(e,t){return t.map(n=>In(n)?n:null)}function Lm(e){if(e==null)return"";let t=Math.abs(e);return In(t)&&(t>=1e5||t<.001)?e.toExponential(0):t>=1e5||t<.001&&e!==0?e.toExponential(1):String(Number(e.toPrecision(4)))}function Om(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((s,a)=>{if(typeof s!="number"||!Number.isFinite(s))return;let c=n[a];r.set(s,typeof c=="number"&&Number.isFinite(c)?c:null)});let i=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(s=>s&&typeof s.step=="number").sort((s,a)=>s.step-a.step);for(let s of i)r.set(s.step,null);let o=[...r.keys()].sort((s,a)=>s-a),l=o.map(s=>r.get(s));return{xs:o,ys:l,nonfinite:i}}function Cm(e){return{hooks:{draw:[t=>{let n=e();if(!n.length)return;let{ctx:r}=t,{left:i,top:o,width:l,height:s}=t.bbox,a=window.devicePixelRatio||1;r.save(),r.beginPath(),r.rect(i,o,l,s),r.clip(),r.strokeStyle=$e("--critical","#d32f2f"),r.fillStyle=r.strokeStyle,r.lineWidth=1.5*a,r.setLineDash([4*a,3*a]),r.font=`${11*a}px system-ui, sans-serif`,r.textBaseline="top";let c=!1;for(let u of n){let h=Math.round(t.valToPos(u.step,"x",!0))+.5;if(!(h<i-1||h>i+l+1)&&(r.beginPath(),r.moveTo(h,o),r.lineTo(h,o+s),r.stroke(),!c)){let b=qc(u.value),x=r.measureText(b).width,E=h+4*a+x>i+l?h-4*a-x:h+4*a;r.fillText(b,E,o+4*a),c=!0}}r.restore()}]}}}function Kc(e){let t=m("h3",null,Pe(Ar.loss)),n=m("p",{class:"chart-note",id:"loss-note",role:"status"}),r=m("input",{type:"checkbox",id:"loss-log-scale"}),i=m("label",{class:"log-toggle",for:"loss-log-scale"},r," Log scale"),o=m("div",{class:"chart-box",id:"loss-plot"});Z(e,m("div",{class:"card-head"},t,i),n,o);let l=null,s=null,a=[],c=null,u=()=>{l&&l.destroy(),l=null},h=()=>{if(u(),Z(o),!s||!s.xs.length)return;let E=s.ys.filter(T=>T!==null),_=E.length>0&&E.every(T=>T>0);if(r.disabled=!_,!b){let T=1/0,M=-1/0;for(let R of E)R<T&&(T=R),R>M&&(M=R);r.checked=_&&M/T>1e4}let v=_&&r.checked,S=$e("--fg-muted","#666"),y=$e("--grid","rgba(0,0,0,0.08)"),N={width:Math.max(200,o.clientWidth||e.clientWidth||600),height:Gc,plugins:[Cm(()=>a)],scales:{x:{time:!1,range:(T,M,R)=>{if(M===null||R===null)return[0,1];if(M===R)return[M-1,R+1];let P=a.length?(R-M)*.02:0;return[M-P,R+P]}},y:v?{distr:3}:{range:(T,M,R)=>{if(M===null||R===null||!Number.isFinite(M)||!Number.isFinite(R))return[0,1];if(M===R)return[M-Math.abs(M||1)*.1,R+Math.abs(R||1)*.1];let P=(R-M)*.05;return[M-P,R+P]}}},axes:[{stroke:S,grid:{stroke:y,width:1},ticks:{stroke:y},label:"step",labelSize:20,incrs:Uc,values:(T,M)=>M.map(R=>Number.isInteger(R)?String(R):"")},{stroke:S,grid:v?{stroke:y,width:1,filter:Yc}:{stroke:y,width:1},ticks:v?{stroke:y,filter:Yc}:{stroke:y},size:(T,M)=>{if(!M)return 50;let R=Math.max(...M.map(P=>String(P).length),3);return Math.ceil(R*7.5)+22},values:(T,M)=>M.map(Lm)}],series:[{label:"step"},{label:Pe(Ar.loss),stroke:$e("--accent","#1976d2"),width:2,spanGaps:!1,points:{show:s.xs.length<=60,size:4},value:(T,M)=>M===null?"—":String(Number(M.toPrecision(6)))}],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};l=new Be(N,[s.xs,s.ys],o)},b=!1;r.addEventListener("change",()=>{b=!0,h()});let x=new ResizeObserver(()=>{if(!l)return;let E=Math.max(200,o.clientWidth);Math.abs(E-l.width)>1&&l.setSize({width:E,height:Gc})});return x.observe(o),{update(E,_){if(!(_&&_===c&&l)){if(c=_||null,s=Om(E||{}),a=s.nonfinite,e.dataset.points=String(s.xs.length),e.dataset.nonfinite=String(a.length),!s.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",u(),Z(o);return}if(a.length){let v=a[0],S=a.length-1;n.className="chart-note alert",n.textContent=`The loss became ${qc(v.value)} at step ${v.step}`+(S?` (${S} more non-finite step${S===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${s.xs.length} step${s.xs.length===1?"":"s"} logged; all finite.`;h()}},showError(E){c=null,s=null,a=[],u(),n.className="chart-note error-text",n.textContent=E,Z(o)},retheme(){s&&h()},destroy(){x.disconnect(),u()}}}function mn(e){return m("h2",{class:"section-title"},e)}function mt({id:e,className:t="",title:n,aside:r=null,hidden:i=!1},...o){let l=typeof n=="string"?m("h3",null,n):n,s=typeof r=="string"?m("span",{class:"muted small"},r):r;return m("section",{class:`card ${t}`.trim(),id:e,hidden:i},m("div",{class:"card-head"},l,s),...o)}function ul(e,{id:t,onchange:n}){let r=m("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:m("label",{class:"inline-picker"},m("span",null,e),r)}}function tn(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function nn(e,t){e.hidden=!t,e.textContent=t||""}function Li(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}var fl=12,Im=2,hl=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function Jc(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return tt(e.length,"item");let t=e.slice(0,fl).map(Lr).join(", ");return e.length>fl?`${t} and ${e.length-fl} more`:t}return hl(e)&&!Object.keys(e).length?"none":Lr(e)}function pl(e,t=[]){if(!hl(e))return[{key:t.join(" › ")||"Value",value:Jc(e)}];let n=[];for(let[r,i]of Object.entries(e)){let o=[...t,Or(r)];hl(i)&&Object.keys(i).length&&o.length<Im?n.push(...pl(i,o)):n.push({key:o.join(" › "),value:Jc(i)})}return n}function Oi(e){return{area:e,create:(t,n)=>$m(t,n,e)}}function $m(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=m("tbody");Z(e,mn(t.title),mt({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},m("table",{class:"evidence-table generic-summary"},r)));let i=null;return{async update(o,l){let s=l&&l.areas?l.areas[n]:void 0,a=s!=null;tn(e,a);let c=a?JSON.stringify(s):null;!a||c===i||(i=c,Z(r,pl(s).map(({key:u,value:h})=>m("tr",null,m("th",{scope:"row"},u),m("td",null,h)))))},focusFinding:()=>!1,retheme(){},destroy(){Z(e)}}}var Zc=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
`;var Pm=["input_shape","layer_input","layer_rank","layer_call"],jm=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],qt=e=>Array.isArray(e)?e:[];function Xc(e){let t=e&&e.areas&&e.areas[Ce.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=qt(t.loss_checks).filter(i=>i&&typeof i=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function ed(e){return qt(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:qr(t.y_true),yPred:qr(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function td(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>rr(n)===Ce.shapes)}function qr(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function gl(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>qr(t&&t.shape)).join("  ")}function Ci(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function Qc(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function Fm(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function nd(e,t){let n=t.some(a=>Pm.includes(Qc(a))&&(a.evidence||{}).source==="the data"),r=t.some(a=>jm.includes(Qc(a))),i=e.data||{},o=qt(i.x),l=qt(i.y),s=(a,c,u,h)=>c&&c.path?`${a}.${c.path}`:h>1?`${a}[${u}]`:a;return{data:[...o.map((a,c)=>({role:s("x",a,c,o.length),spec:a,mismatch:n})),...l.map((a,c)=>({role:s("y",a,c,l.length),spec:a,mismatch:r}))],model:[...qt(e.model_inputs).map(a=>({role:"input",spec:a,mismatch:n,note:a.inferred?"(subclassed: taken from the data)":a.name?`\`${a.name}\``:""})),...qt(e.model_outputs).map(a=>({role:"output",spec:a,mismatch:r,note:a.layer?`of \`${a.layer}\``:""}))],losses:qt(e.loss).map(a=>a.name)}}function rd(e,t,n){let r=new Map;for(let o of t)typeof o.layer=="string"&&o.layer&&!r.has(o.layer)&&r.set(o.layer,o);let i=new Set;return qt(e.rows).map(o=>{let l=r.get(o.name),s=o.status==="failed",a=!!l||s,c=!!(l&&l.severity==="warning"),u=[`depth-${Math.min(o.depth||0,9)}`,o.trainable===!1?"not-trainable":"",a?"row-mismatch":"",c?"row-warning":"",o.status?`row-${o.status}`:"",n&&o.name===n?"focused":""].filter(Boolean),h=null;a&&!i.has(o.name)&&(i.add(o.name),h=l?Fm(l):o.error||"This call failed.");let b=x=>x&&x[0]||null;return{row:o,classes:u,bad:a,warning:c,outputs:o.outputs&&o.outputs.length?gl(o.outputs):s?"—":"",dtype:(b(o.outputs)||{}).dtype||(b(o.inputs)||{}).dtype||"",status:s?"failed here":o.status==="raised_inside"?"raised inside":"",note:h}})}function id(e,t){let r=qt(e.rows).filter(i=>(i.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${tt(r,"layer call")} · ${Ci(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${Ci(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function od(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=qt(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var sd=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function ld({role:e,spec:t,mismatch:n,note:r}){return m("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},m("span",{class:"spec-role"},e),m("span",{class:"spec-shape"},qr(t&&t.shape)),m("span",{class:"spec-dtype"},t&&t.dtype||""),r?m("span",{class:"muted"},fn(r)):null)}function Dm(e,t){let n=nd(e,t);return[m("div",{class:"spec-box",id:"data-spec"},m("h4",null,"Data (one batch)"),m("ul",{class:"spec-list"},n.data.map(ld),n.data.length?null:m("li",{class:"muted"},"Not known (a generator?)"))),m("div",{class:"spec-box",id:"model-spec"},m("h4",null,"Model"),m("ul",{class:"spec-list"},n.model.map(ld),n.losses.length?m("li",{class:"spec-item","data-role":"loss"},m("span",{class:"spec-role"},"loss"),m("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function zm({row:e,classes:t,bad:n,warning:r,outputs:i,dtype:o,status:l,note:s}){return[m("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},m("td",{class:"num muted"},String(e.index)),m("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},m("span",{class:"layer-name"},e.name),m("span",{class:"layer-class"},e.class)),m("td",{class:"shape-cell"},gl(e.inputs)),m("td",{class:"shape-cell"},i),m("td",{class:"shape-cell muted"},o),m("td",{class:"num"},Ci(e.params)),m("td",null,e.trainable===!1?"no":"yes"),m("td",{class:"status-cell"},l)),s===null?null:m("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},m("td",null,""),m("td",{colspan:sd.length-1},s))]}function Bm(e,t){Wt("trainhealth-shapes-style",Zc),e.id="shape-health",e.hidden=!0;let n=null,r=null,i=[],o=null,l=m("p",{class:"shape-note muted",id:"shape-note",role:"status"}),s=m("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),a=m("div",{class:"spec-compare",id:"shape-specs"}),c=m("div",{class:"table-scroll shape-scroll"}),u=mt({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},l,s,a,c),h=m("tbody"),b=mt({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},m("table",{class:"data-table",id:"loss-shapes-table"},m("thead",null,m("tr",null,["Step","y_true","y_pred","Verdict"].map(v=>m("th",null,v)))),h));Z(e,mn(t.title),u,b);function x(v){b.hidden=!v.length,Z(h,ed(v).map(S=>m("tr",{class:S.ok?null:"mismatch"},m("td",{class:"num"},S.step),m("td",{class:"shape-cell"},S.yTrue),m("td",{class:"shape-cell"},S.yPred),m("td",null,S.verdict))))}function E(v,S){l.textContent=id(v,S);let y=od(v);s.hidden=!y,Z(s,fn(y)),Z(a,Dm(v,i));let A=m("tr",null,sd.map(([N,T])=>m("th",T?{class:T}:null,N)));Z(c,m("table",{class:"data-table shape-table",id:"shape-table"},m("thead",null,A),m("tbody",null,rd(v,i,o).map(zm))))}function _(v){o=v;for(let N of c.querySelectorAll("tr.focused"))N.classList.remove("focused");let S=v?[...c.querySelectorAll("tr[data-layer]")].filter(N=>N.dataset.layer===v):[];for(let N of S)N.classList.add("focused");let y=S[0]||u;u.dataset.focused=v||"";let A=()=>y.scrollIntoView&&y.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(A):A()}return{async update(v,S){v!==n&&(n=v,r=null,o=null),i=td(S);let y=Xc(S);if(tn(e,!!y),!y)return;let A=`${JSON.stringify(y)}
${JSON.stringify(i)}`;A!==r&&(r=A,u.hidden=!y.table,y.table&&E(y.table,y.tables),x(y.lossChecks),o&&y.table&&_(o))},focusFinding(v){return rr(v)!==Ce.shapes||e.hidden?!1:(_(typeof v.layer=="string"?v.layer:null),!0)},retheme(){},destroy(){Z(e)}}}var ad={area:Ce.shapes,create:Bm};var cd=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
`;var Wm=Ce.nonfinite,Gm="missing",Ii=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],Ym=190,Um=56,bl=10,ml=13;function yl(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(Ii.length-1),n=Math.min(Ii.length-2,Math.floor(t)),r=t-n,i=Ii[n],o=Ii[n+1];return[0,1,2].map(l=>Math.round(i[l]+(o[l]-i[l])*r))}function ud(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(s=>Array.isArray(s)&&s.length>=2):[],i=Array.isArray(t.values)?t.values:[],o=r.length,l=new Set;for(let s of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(s)&&s.length>=2&&l.add(s[0]*o+s[1]);return{layers:n,steps:r,values:i,nonfinite:l,stat:String(t.stat||""),logScale:!!t.log_scale}}function $i(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(i=>Array.isArray(i)&&i.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(i=>i[1]>i[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function Ri(e){return Math.max(50,Math.min(5e3,e))}function fd(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function wl(e){return Math.round(Math.min(Ym,Math.max(Um,e+16)))}function Pi(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),i=Math.max(t,n??t),o=-1,l=-1;return e.forEach((s,a)=>{Array.isArray(s)&&s[1]>=r&&s[0]<=i&&(o<0&&(o=a),l=a)}),o<0?null:[o,l]}function hd(e,{logScale:t,stat:n}){let r=1/0,i=-1/0,o=0;for(let l of e)if(Array.isArray(l)){for(let s of l)if(!(typeof s!="number"||!Number.isFinite(s))){if(t&&s<=0){o++;continue}s<r&&(r=s),s>i&&(i=s)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:o}:{lo:0,hi:1,log:!1,nonPositive:o};if(t){if(i/r<10){let l=Math.sqrt(r*i);r=Math.min(r,l/Math.sqrt(10)),i=Math.max(i,l*Math.sqrt(10))}return{lo:r,hi:i,log:!0,nonPositive:o}}if(r===i){let l=Math.abs(r)*.1||1;r-=l,i+=l}return{lo:r,hi:i,log:!1,nonPositive:0}}function xl(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function pd(e){if(!e.log)return fi(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,i=[];if(r<3){for(let l=t-1;l<=n;l++)for(let s of[1,2,5]){let a=s*10**l;a>=e.lo*(1-1e-9)&&a<=e.hi*(1+1e-9)&&i.push(Number(a.toPrecision(6)))}return i}let o=Math.max(1,Math.ceil(r/7));for(let l=t;l<=n;l+=o)i.push(10**l);return i}function gd(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:Ie(t)}function md(e,t,n){let r=e.layers.length,i=e.steps.length,o=new Uint8ClampedArray(r*i*4);for(let l=0;l<r;l++){let s=e.values[l]||[];for(let a=0;a<i;a++){let c=s[a],u;e.nonfinite.has(l*i+a)?u=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?u=n.missing:t.log&&c<=0?u=n.zero:u=yl(xl(t,c));let h=(l*i+a)*4;o[h]=u[0],o[h+1]=u[1],o[h+2]=u[2],o[h+3]=255}}return o}function bd(e){let t=e.steps.length,n=new Set,r=new Set;for(let i of e.nonfinite)n.add(Math.floor(i/t)),r.add(i%t);return{rows:[...n].sort((i,o)=>i-o),columns:[...r].sort((i,o)=>i-o)}}function vl(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]);return e.layers.map((r,i)=>n.has(r)?i:-1).filter(r=>r>=0)}function yd(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function wd(e,t,n){let r=new Set(n),i=Math.max(1,Math.ceil(ml/t)),o=s=>n.some(a=>Math.abs(a-s)*t<ml&&a!==s),l=[];for(let s=0;s<e;s++){let a=r.has(s);if(!a&&(s%i!==0||o(s)))continue;let c=l[l.length-1];a&&l.length&&(s-c)*t<ml&&r.has(c)||l.push(s)}return l}function qm(e,t){let n=Pi(e,t,t);if(!n)return null;let[r,i]=e[n[0]];return n[0]+(i>r?(t-r)/(i-r+1):0)}function xd(e,t){return e.length?ui(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,column:qm(e,r)})).filter(r=>r.column!==null):[]}function vd(e,t,n){let r=(e.values[t]||[])[n],i=e.nonfinite.has(t*e.steps.length+n),o=typeof r=="number"&&Number.isFinite(r),[l,s]=e.steps[n];return{layer:e.layers[t],steps:[l,s],valueText:i?"NaN / Inf":o?Ie(r,4):"not logged",dataValue:i?Wm:o?String(r):Gm,nonfinite:i,mean:l!==s&&!i&&typeof r=="number"}}function kd(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function _d(e,t,n,r){let i={layers:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(i.rangeMin=String(t.lo),i.rangeMax=String(t.hi)),n&&(i.plot=[n.left,n.top,n.width,n.height].map(o=>o.toFixed(1)).join(",")),r&&e){let o=vl(e,r);i.highlightLayers=JSON.stringify(o.map(s=>e.layers[s])),i.highlightRows=JSON.stringify(o),i.highlightSteps=`${r.first}-${r.last}`;let l=Pi(e.steps,r.first,r.last);i.highlightColumns=l?`${l[0]}-${l[1]}`:""}return i}var Ed=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var ji='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',Km=`600 ${ji}`,st=10,Jm=40;function Fi(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){Wt("trainhealth-heatmap-style",dd);let i=m("canvas",{id:n,class:"heatmap-canvas",role:"img",tabindex:"0"}),o=m("div",{id:`${r}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),l=m("div",{class:"heatmap-wrap"},i,o),s=m("div",{class:"heatmap-legend",id:`${r}-legend`});Z(e,l,s);let a=null,c=null,u=null,h=null,b=t,x=null,E=()=>Math.max(240,l.clientWidth||e.clientWidth||600),_=k=>k.length?Math.max(...k.map(I=>Yt(String(I),ji))):120;function v(){let k=_d(a,c,h,u);for(let I of Ed)I in k||delete i.dataset[I];Object.assign(i.dataset,k)}function S(){y();let k=x?R(x):null;k?H(k):P()}function y(){let k=E();if(!a||!a.layers.length||!a.steps.length){i.width=0,i.height=0,i.style.height="0px",h=null,Z(s),v();return}let I=a.layers.length,C=a.steps.length,$=fd(I),O=I*$,D=wl(_(a.layers)),z=Math.max(40,k-D-bl),ie=zr(i,k,Math.ceil(st+O+Jm));h={left:D,top:st,width:z,height:O,rowH:$,colW:z/C,n:I,m:C};let F=zn("--heatmap-nonfinite",[232,17,45]),G={missing:zn("--heatmap-missing",[213,216,220]),nonfinite:F,zero:zn("--heatmap-zero",[0,0,0])},ne=document.createElement("canvas");ne.width=C,ne.height=I,ne.getContext("2d").putImageData(new ImageData(md(a,c,G),C,I),0,0),ie.imageSmoothingEnabled=!1,ie.drawImage(ne,D,st,z,O);let te=bd(a);ie.fillStyle=`rgb(${F.join(",")})`;for(let Y of te.rows)ie.fillRect(D+z+2,st+Y*$,5,Math.max(2,$));for(let Y of te.columns)ie.fillRect(D+Y*h.colW,st-6,Math.max(2,h.colW),4);let U=vl(a,u);A(ie,U),N(ie,U),T(ie),ie.strokeStyle=$e("--card-border","#e0e3e8"),ie.strokeRect(D-.5,st-.5,z+1,O+1),M(),v()}function A(k,I){if(!I.length)return;let{left:C,height:$,rowH:O,colW:D,m:z}=h,ie=$e("--heatmap-highlight","#ff00aa"),F=Pi(a.steps,u.first,u.last)||[0,z-1],G=C+F[0]*D,ne=C+(F[1]+1)*D;k.save();for(let[te,U]of yd(I)){let Y=st+te*O,X=st+(U+1)*O,re=Math.max(ne-G,3);k.lineWidth=4,k.strokeStyle="rgba(0,0,0,0.55)",k.strokeRect(G-2,Y-2,re+4,X-Y+4),k.lineWidth=2,k.strokeStyle=ie,k.strokeRect(G-2,Y-2,re+4,X-Y+4),k.fillStyle=ie,k.fillRect(C-5,Y,3,Math.max(2,X-Y))}k.fillStyle=ie,k.fillRect(G,st+$+1,Math.max(ne-G,2),3),k.restore()}function N(k,I){let{left:C,rowH:$,n:O}=h,D=new Set(I),z=$e("--fg","#1f2328"),ie=$e("--fg-muted","#5f6670");k.textAlign="right",k.textBaseline="middle";for(let F of wd(O,$,I)){let G=D.has(F);k.font=G?Km:ji,k.fillStyle=G?z:ie,k.fillText(la(a.layers[F],C-10,k.font),C-8,st+(F+.5)*$)}}function T(k){let{left:I,width:C,height:$,colW:O}=h,D=$e("--fg-muted","#5f6670");k.font=ji,k.fillStyle=D,k.strokeStyle=D,k.textAlign="center",k.textBaseline="top",k.lineWidth=1;for(let{step:z,column:ie}of xd(a.steps,C)){let F=I+ie*O;k.beginPath(),k.moveTo(Math.round(F)+.5,st+$),k.lineTo(Math.round(F)+.5,st+$+5),k.stroke(),k.fillText(String(z),Math.min(Math.max(F,I+10),I+C-10),st+$+7)}k.fillText("step",I+C/2,st+$+23)}function M(){if(!a)return Z(s);let k=[];for(let D=0;D<=10;D++){let[z,ie,F]=yl(D/10);k.push(`rgb(${z},${ie},${F}) ${D*10}%`)}let I=m("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${k.join(", ")})`}),C=m("div",{class:"legend-ticks"},pd(c).map(D=>{let z=Math.min(1,Math.max(0,xl(c,D)));return m("span",{class:"legend-tick",style:`left: ${(z*100).toFixed(2)}%`},gd(c,D))})),$=(D,z,ie={})=>m("span",{class:"legend-item",...ie},m("span",{class:`swatch ${D}`}),z),O=[$("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),$("cell-missing","not logged")];c.log&&c.nonPositive&&O.push($("cell-zero",`0 (${c.nonPositive} cell${c.nonPositive===1?"":"s"})`,{id:`${r}-zero-cells`})),Z(s,m("div",{class:"legend-scale"},m("span",{class:"legend-title"},`${b}${c.log?" (log₁₀ scale)":""}`),m("div",{class:"legend-bar-box"},I,C),m("span",{class:"legend-range muted",id:`${r}-range`},`${Ie(c.lo)} … ${Ie(c.hi)}`)),m("div",{class:"legend-extras"},O))}function R(k){if(!h||!a)return null;let I=i.getBoundingClientRect(),C=k.clientX-I.left-h.left,$=k.clientY-I.top-h.top;if(C<0||$<0||C>=h.width||$>=h.height)return null;let O=Math.min(h.n-1,Math.floor($/h.rowH)),D=Math.min(h.m-1,Math.floor(C/h.colW));return{r:O,c:D,x:C+h.left,y:$+h.top}}function P(){o.hidden=!0;for(let k of["layer","column","steps","value"])delete o.dataset[k]}function H(k){let{r:I,c:C}=k,$=vd(a,I,C),[O,D]=$.steps;Z(o,m("div",{class:"tt-title"},$.layer),m("div",{class:"tt-row muted"},`layer ${I+1} of ${h.n} · ${Cn(O,D)}`),m("div",{class:`tt-row${$.nonfinite?" error-text":""}`},`${b}: `,m("strong",null,$.valueText),$.mean?m("span",{class:"muted"}," (mean)"):null)),Object.assign(o.dataset,{layer:$.layer,column:String(C),steps:`${O}-${D}`,value:$.dataValue}),o.hidden=!1;let z=o.offsetWidth,ie=o.offsetHeight,F=k.x+14;F+z>l.clientWidth&&(F=k.x-z-14);let G=k.y+14;G+ie>i.offsetHeight&&(G=Math.max(0,k.y-ie-10)),o.style.left=`${Math.max(0,F)}px`,o.style.top=`${G}px`}i.addEventListener("mousemove",k=>{x={clientX:k.clientX,clientY:k.clientY};let I=R(x);I?H(I):P()}),i.addEventListener("mouseleave",()=>{x=null,P()});let V=sr(l,()=>a&&S());return{canvas:i,plotWidth(k){let I=Array.isArray(k)&&k.length?k:a?a.layers:[];return Math.max(40,Math.floor(E()-wl(_(I))-bl))},setData(k,{label:I}={}){I&&(b=I),a=ud(k),c=hd(a.values,{logScale:a.logScale,stat:a.stat}),V.sync(),S()},clear(){a=null,c=null,S()},setHighlight(k){u=k&&Array.isArray(k.layers)?k:null,S()},missingLayers:()=>kd(a,u),redraw:S,destroy(){V.disconnect()}}}var zi=Mr.activation_max_abs,Sd=[{kind:Mn.nonfinite_activations,shape:"circle"},{kind:Mn.nonfinite_loss,shape:"diamond"},{kind:Mn.nonfinite_gradients,shape:"triangle"},{kind:Mn.nonfinite_weights,shape:"square"},{kind:Mn.loss_scale_collapse,shape:"down"}].map(e=>({...e,label:Pe(e.kind)})),Di=e=>e.kind!==Mn.loss_scale_collapse,Zm=65504,Qm=["critical","warning","info"],Bi={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function Td(e){let t=e&&e.areas&&e.areas[Ce.nonfinite];return t&&typeof t=="object"?t:null}function Xm(e){if(typeof e=="number"&&Number.isFinite(e))return Ie(e,4);let t=Fr(e);return t?t==="NaN"?"NaN":"Inf":"—"}function e0(e){return e.variable?String(e.variable):e.layer?String(e.layer):Fr(e.value)||""}function Nd(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!hn(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function Md(e,t){let n=-1,r=-1,i=new Set(t.events.flatMap(o=>[o.layer,o.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((o,l)=>{if(!o||o.kind!==t.kind)return;let s=0;o.step===t.step&&(s+=2),o.layer&&i.has(o.layer)&&(s+=1);let a=o.evidence&&typeof o.evidence=="object"?o.evidence:{};a.variable&&i.has(a.variable)&&(s+=1),s>r&&(n=l,r=s)}),n}function Ad(e,t,n){return n<0?null:t.find(r=>Md(e,r)===n)||null}function Ld(e){let t=new Set(e.map(i=>i.kind)),n=Sd.filter(i=>t.has(i.kind)),r=[...t].filter(i=>!Sd.some(o=>o.kind===i)).map(i=>({kind:i,label:Pe(i),shape:"circle"}));return[...n,...r]}function t0(e,t){let n=e&&e.bad_step;if(n&&hn(n.step))return n.step;let r=t.find(Di)||t[0];return r?r.step:null}function Od(e,t){let n=Math.min(...e.map(l=>l.step)),r=Math.max(...e.map(l=>l.step)),i=t&&Array.isArray(t.steps)?t.steps:[];if(i.length&&Array.isArray(i[0])&&Array.isArray(i[i.length-1])&&(n=Math.min(n,i[0][0]),r=Math.max(r,i[i.length-1][1])),r-n<10){let l=(n+r)/2;n=Math.max(0,Math.floor(l-5)),r=n+10}let o=(r-n)*.03;return[n-o,r+o]}function Cd(e){let t=e.find(Di);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=Ld(e).map(i=>e.find(o=>o.step===n&&o.kind===i.kind&&Di(o))).filter(Boolean).map(i=>{let o=i.events.map(l=>l.variable||l.layer).find(Boolean);return`the ${Ht(Pe(i.kind))}${o?` (${o})`:""}`});return{step:n,atFirst:ia(r),later:e.filter(i=>i.step>n).length,earlier:e.filter(i=>i.step<n).length}}function n0(e,t){let n=t>=0?e[t]:null;return n&&Qm.includes(n.severity)?n.severity:"critical"}function Id({groups:e,findings:t,summary:n,domain:r,boxWidth:i,measure:o}){let{left:l,right:s,top:a,laneHeight:c,bottom:u,radius:h,minWidth:b}=Bi,x=Ld(e),E=Math.max(b,i||0),_=E-l-s,v=a+x.length*c+u,[S,y]=r,A=C=>l+(C-S)/(y-S)*_,N=x.map((C,$)=>({...C,y:a+$*c+c/2})),T=new Map(N.map(C=>[C.kind,C])),M=a+x.length*c,R=ui(Math.ceil(S),Math.floor(y),Math.max(2,Math.floor(_/80))).map(C=>({step:C,x:A(C)})),P=t0(n,e),H=A(P),V=H>l+_-90,k={step:P,x:H,labelX:V?H-4:H+4,anchor:V?"end":"start",text:e.some(Di)?`first NaN/Inf: step ${P}`:`loss scale collapsed: step ${P}`},I=[];for(let C of N){let $=e.filter(O=>O.kind===C.kind);$.forEach((O,D)=>{let z=A(O.step),ie=Md(t,O),F=[...new Set(O.events.map(e0).filter(Boolean))],G=F.length>1?`${F[0]} +${F.length-1}`:F[0]||"",ne=$[D+1],te=$[D-1],U=(ne?A(ne.step)-h-6:E-4)-(z+h+5),Y=z-h-5-(te?A(te.step)+h+6:l-4),re=(G?o(G):0)>U&&Y>U,oe=Math.max(0,re?Y:U),ae=G&&oe>=24?hi(G,oe,o):"",pe=ae?o(ae):0,ue=F.length?` — ${F.slice(0,10).join(", ")}${F.length>10?", …":""}`:"";I.push({key:O.key,kind:O.kind,step:O.step,x:z,y:T.get(O.kind).y,shape:C.shape,findingIndex:ie,severity:n0(t,ie),title:`${C.label}: NaN/Inf at step ${O.step}${ue}`,label:ae,labelSide:re?"left":"right",hitX:re?-h-5-pe-2:-h-3,hitWidth:2*h+6+(ae?pe+7:0),layer:O.events.map(qe=>qe.layer).find(Boolean)||"",variable:O.events.map(qe=>qe.variable).find(Boolean)||"",count:O.events.length})})}return{width:E,height:v,domain:r,plotW:_,axisY:M,lanes:N,ticks:R,first:k,markers:I}}function $d(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(s=>s&&typeof s.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(s=>s.finite===!1)||{}).layer,i=!1,o=n.map(s=>{let a=s.finite!==!1,c=s.layer===r&&!i;return c&&(i=!0),{layer:s.layer,finite:a,first:c,propagated:!c&&!a&&i,nearLimit:s.dtype==="float16"&&typeof s.max_abs=="number"&&s.max_abs>Zm/2,maxText:Xm(s.max_abs),dtype:s.dtype?String(s.dtype):"",kind:s.kind||"layer",asInput:!!s.as_input}}),l=o.find(s=>s.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(l&&l.dtype==="float16"),rows:o}}function Rd(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!hn(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function Pd(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([i,o])=>`${i}: ${o}`).join(", ");return`${tt(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function jd(e,t,n){return!e.layers||!e.columns?`No ${Ht(Pe(zi))} values were logged for this run yet.`:`${tt(e.layers,"layer output")} (first on top) × ${Cn(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${tt(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function r0(e){let t=Bi.radius;switch(e){case"diamond":return de("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return de("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return de("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"square":return de("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return de("circle",{class:"nf-shape",r:t})}}function Fd(e,t,n){let{left:r,top:i,laneHeight:o,radius:l}=Bi,{width:s,height:a,plotW:c,axisY:u,domain:h}=e,b=de("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:s,height:a,viewBox:`0 0 ${s} ${a}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${h[0]},${h[1]}`});e.lanes.forEach((_,v)=>{b.append(de("rect",{class:`nf-lane-bg${v%2?" odd":""}`,x:0,y:_.y-o/2,width:s,height:o}),de("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:_.y,y2:_.y}),de("text",{class:"nf-lane-label",x:10,y:_.y,"dominant-baseline":"central","data-kind":_.kind},_.label))});let x=de("g",{class:"nf-axis"},de("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:u,y2:u}));for(let _ of e.ticks)x.append(de("line",{class:"nf-tick",x1:_.x,x2:_.x,y1:u,y2:u+5}),de("text",{class:"nf-tick-label",x:_.x,y:u+16,"text-anchor":"middle"},String(_.step)));x.append(de("text",{class:"nf-tick-label",x:r+c/2,y:u+30,"text-anchor":"middle"},"step")),b.append(x);let{first:E}=e;b.append(de("line",{class:"nf-first-line",x1:E.x,x2:E.x,y1:i-4,y2:u}),de("text",{class:"nf-first-label",x:E.labelX,y:i-8,"text-anchor":E.anchor},E.text));for(let _ of e.markers){let v=_.labelSide==="left",S=de("g",{class:`nf-marker sev-${_.severity}${_.key===t?" selected":""}`,transform:`translate(${_.x.toFixed(1)},${_.y})`,role:"button",tabindex:"0","aria-label":_.title,"data-key":_.key,"data-kind":_.kind,"data-step":String(_.step),"data-layer":_.layer,"data-variable":_.variable,"data-count":String(_.count),"data-finding-index":_.findingIndex>=0?String(_.findingIndex):""},de("title",null,_.title),de("rect",{class:"nf-hit",x:_.hitX,y:-o/2+2,width:_.hitWidth,height:o-4}),de("circle",{class:"nf-ring",r:l+4}),r0(_.shape),_.label?de("text",{class:"nf-marker-label",x:v?-l-5:l+5,y:0,"dominant-baseline":"central","text-anchor":v?"end":"start"},_.label):null);S.addEventListener("click",()=>n(_)),S.addEventListener("keydown",y=>{(y.key==="Enter"||y.key===" ")&&(y.preventDefault(),n(_))}),b.append(S)}return b}var Dd="tb-trainhealth:numerics",i0='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',o0=Oo(i0);function l0(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=m("code",null,t.firstBad||"?");return t.verdict==="created"?Z(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"?Z(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):Z(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function s0(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return m("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},m("td",{class:"num muted"},String(t+1)),m("td",{class:"layer-cell"},m("code",null,e.layer),e.kind==="watch"?m("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?m("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),m("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?m("span",{class:"muted nf-as-input"}," (as its input)"):null),m("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),m("td",{class:"dtype-cell"},e.dtype||"—"))}function a0(e,t){Wt("trainhealth-numerics-style",cd),e.id="numerics-health",e.hidden=!0;let n=ir(Dd),r=null,i=null,o=[],l=[],s=null,a=null,c=typeof n.run=="string"?n:null,u=null,h=null,b=0,x=()=>Ln(Dd,{run:r,marker:a}),E=m("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),_=m("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),v=mt({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},E,_),S=m("h3",null,"The bad step"),y=m("p",{class:"nf-verdict",id:"bad-step-verdict"}),A=m("div",{class:"table-scroll nf-scroll"}),N=mt({id:"bad-step-card",className:"nf-card",title:S,aside:"every layer output, in execution order",hidden:!0},y,A),T=Pe(zi),M=m("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),R=m("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),P=m("div",{class:"heatmap-box"}),H=mt({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${T} by layer`,aside:"per layer output, over steps",hidden:!0},M,R,P),V=Fi(P,{label:T,id:"activation-heatmap",idPrefix:"activation-heatmap"});Z(e,mn(t.title),m("div",{class:"card-row"},v,N),H);function k(){if(!l.length||!s)return Z(_);let F=Id({groups:l,findings:o,summary:i,domain:s,boxWidth:_.clientWidth||e.clientWidth||600,measure:o0});Z(_,Fd(F,a,G=>C(G.key,G.findingIndex)))}function I(){for(let F of _.querySelectorAll(".nf-marker"))F.classList.toggle("selected",F.dataset.key===a);_.dataset.selected=a||""}function C(F,G){a=F,x(),I(),G>=0&&t.openFinding(G)}function $(){let F=Cd(l);if(F.collapseStep!==void 0)return Z(E,"The loss scale collapsed at ",m("strong",null,`step ${F.collapseStep}`),"; no NaN/Inf was recorded.");Z(E,"First NaN/Inf at ",m("strong",null,`step ${F.step}`),`, in ${F.atFirst}`,F.later?`; ${tt(F.later,"later event")} after it`:"",F.earlier?`; ${tt(F.earlier,"loss-scale event")} before it`:"",".")}function O(){let F=$d(i);if(N.hidden=!F,!F)return Z(A);Z(S,`The bad step: step ${F.step}`),Object.assign(N.dataset,{step:String(F.step),firstBad:F.firstBad,inputsFinite:String(F.inputsFinite)}),l0(y,F);let G=m("tr",null,m("th",{class:"num"},"#"),m("th",null,"Layer output"),m("th",null,"Values"),m("th",{class:"num"},"max |x|"),m("th",null,"dtype"));Z(A,F.rows.length?m("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(F.step)},m("thead",null,G),m("tbody",null,F.rows.map(s0))):m("p",{class:"muted"},"No layer outputs were recorded for this step."));let ne=A.querySelector("tr.first-bad");ne&&A.scrollHeight>A.clientHeight&&(A.scrollTop=Math.max(0,ne.offsetTop-A.clientHeight/2))}function D(F){if(H.hidden=!!F.missing,R.hidden=!F.error,F.missing||F.error){V.clear(),M.textContent="",R.textContent=F.error?`Could not load the ${T.toLowerCase()}: ${F.error}`:"";return}V.setData(F.body,{label:T});let G=Rd(i);V.setHighlight(G);let ne=Pd(i);M.textContent=jd($i(F.body),G,G&&!V.missingLayers().length)+(ne?` ${ne}`:"")}async function z(F){try{return await $r(F,zi,Ri(V.plotWidth()))}catch(G){return G&&(G.status===404||G.status===400)?{missing:!0,text:"missing"}:{error:G&&G.message?G.message:String(G),text:null}}}let ie=sr(_,()=>l.length&&k());return{async update(F,G){let ne=++b;F!==r&&(r=F,u=null,h=null,a=c&&c.run===F&&typeof c.marker=="string"?c.marker:null,c=null);let te=Td(G),U=te?Nd(te.timeline):[];if(!U.length){i=null,l=[],u=null,tn(e,!1);return}let Y=await z(F);if(ne!==b||F!==r)return;let X=Array.isArray(G.findings)?G.findings:[],re=`${JSON.stringify(te)}
${JSON.stringify(X)}
${Y.text}`;tn(e,!0),!(re===u&&!Y.error)&&(u=Y.error?null:re,i=te,o=X,l=U,a&&!l.some(oe=>oe.key===a)&&(a=null),s=Od(l,Y.body),(Y.text!==h||Y.error)&&(h=Y.error?null:Y.text,D(Y)),$(),ie.sync(),k(),I(),O(),x())},focusFinding(F){if(!F||e.hidden||!l.length)return!1;let G=Ad(o,l,o.indexOf(F));return G&&(a=G.key,x(),I()),!1},retheme(){V.redraw()},destroy(){b+=1,ie.disconnect(),V.destroy(),Z(e)}}}var zd={area:Ce.nonfinite,create:a0};var Bd=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function d0(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function Vd(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=d0(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,i)=>r+i[2],0)}}).sort((t,n)=>t.step-n.step)}function Hd(e){let t=1/0,n=-1/0;for(let l of e)for(let[s,a]of l.buckets)s<t&&(t=s),a>n&&(n=a);if(t===1/0&&(t=-1,n=1),t===n){let l=Math.abs(t)*.1||.001;t-=l,n+=l}let r=e.map(l=>Math.max(0,...l.buckets.map(([s,a])=>Math.max(Math.abs(s),Math.abs(a))))).filter(l=>l>0),i=r.length?Math.min(...r):1,o=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:o/i>10,c:i/20||1e-12}}function Wd(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function Gd(e,t,n,r){let i=Math.max(Math.abs(e),Math.abs(t)),o=Math.ceil(Math.log10(n*2)),l=Math.floor(Math.log10(i)),s=[];for(let h=o;h<=l;h++)s.push(10**h);let a=Math.max(1,Math.ceil((s.length*2+1)/Math.max(3,r))),c=s.filter((h,b)=>(s.length-1-b)%a===0),u=[0];for(let h of c)h<=t&&u.push(h),-h>=e&&u.unshift(-h);return u}var Vi='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',rn=8,u0=36,f0=14,Yd=12;function Ud(e){let t=m("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=m("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=m("div",{class:"histogram-wrap"},t,n),i=m("input",{type:"checkbox",id:"histogram-log-axis"}),o=m("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},i," Log value axis");Z(e,m("div",{class:"histogram-controls"},o),r);let l=!1;i.addEventListener("change",()=>{l=!0,u()});let s=[],a=null,c=null;function u(){n.hidden=!0;let x=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(s.length),!s.length){zr(t,x,0),c=null;return}let E=s.length,_=Math.max(3,Math.min(24,300/E)),v=Math.max(26,Math.min(56,_*2.2)),S=Math.max(...s.map(ae=>Yt(`step ${ae.step}`,Vi))),y=Math.ceil(S+14),A=Math.max(60,x-y-f0),N=v+(E-1)*_,T=zr(t,x,rn+N+u0),{lo:M,hi:R,suggestLog:P,c:H}=Hd(s);l||(i.checked=P);let V=i.checked,k=V?Wd(H):{forward:ae=>ae,inverse:ae=>ae},I=k.forward,C=k.inverse,$=I(M),O=I(R),D=O-$;$-=D*.02,O+=D*.02;let z=ae=>y+(I(ae)-$)/(O-$)*A;c={left:y,plotW:A,plotH:N,spacing:_,peak:v,n:E,xOf:z,valueAt:ae=>C($+(ae-y)/A*(O-$))},t.dataset.logAxis=V?"true":"false";let F=$e("--fg-muted","#5f6670"),G=$e("--fg","#1f2328"),ne=$e("--grid","rgba(0,0,0,0.08)"),te=zn("--card",[255,255,255]),U=zn("--accent",[25,103,210]),Y=$e("--heatmap-highlight","#ff00aa"),X=$e("--heatmap-nonfinite","#e8112d"),re=V?Gd(M,R,H,Math.max(3,Math.floor(A/70))):fi(M,R,Math.max(2,Math.floor(A/90)));T.font=Vi,T.textAlign="center",T.textBaseline="top",T.lineWidth=1;for(let ae of re){let pe=Math.round(z(ae))+.5;T.strokeStyle=ne,T.beginPath(),T.moveTo(pe,rn),T.lineTo(pe,rn+N),T.stroke(),T.fillStyle=F,T.fillText(Ie(ae),pe,rn+N+5)}T.fillText(V?"gradient value (symmetric log axis)":"gradient value",y+A/2,rn+N+20);let oe=Math.max(1,Math.ceil(Yd/_));for(let ae=0;ae<E;ae++){let pe=s[ae],ue=rn+v+ae*_,qe=E===1?1:ae/(E-1),rt=a&&pe.step>=a.first&&pe.step<=a.last,it=`rgb(${pi(pi(te,U,.35),U,qe).join(",")})`,Pt=`rgba(${pi(te,U,.18+.25*qe).join(",")},0.92)`,Jt=pe.buckets.map(([bt,yt,Oe])=>{let at=z(yt)-z(bt);return at>1e-9?Oe/at:Oe>0?1/0:0}),on=Jt.filter(bt=>Number.isFinite(bt)),ln=Math.max(0,...on);if(T.beginPath(),pe.buckets.length?(T.moveTo(z(pe.buckets[0][0]),ue),pe.buckets.forEach(([bt,yt],Oe)=>{let at=Jt[Oe],wt=at===1/0||ln===0?at>0?ue-v:ue:ue-at/ln*v;yt>bt?(T.lineTo(z(bt),wt),T.lineTo(z(yt),wt)):T.lineTo(z(bt),ue-(pe.buckets[Oe][2]>0?v:0))}),T.lineTo(z(pe.buckets[pe.buckets.length-1][1]),ue)):(T.moveTo(y,ue),T.lineTo(y+A,ue)),T.closePath(),T.fillStyle=Pt,T.fill(),T.lineWidth=1.2,T.strokeStyle=pe.buckets.length?it:X,T.stroke(),pe.nonfinite>0&&(T.fillStyle=X,T.beginPath(),T.arc(y+A-4,ue-3,3,0,Math.PI*2),T.fill()),ae%oe===0||ae===E-1||rt){if(ae!==E-1&&ae%oe!==0&&(E-1-ae)*_<Yd)continue;T.font=rt?`600 ${Vi}`:Vi,T.fillStyle=pe.nonfinite>0?X:rt?G:F,T.textAlign="right",T.textBaseline="middle",T.fillText(`step ${pe.step}`,y-8,ue-2),rt&&(T.fillStyle=Y,T.fillRect(y-5,ue-7,3,10))}}}function h(x){if(!c)return null;let E=t.getBoundingClientRect(),_=x.clientX-E.left,v=x.clientY-E.top;if(_<c.left||_>c.left+c.plotW||v<rn||v>rn+c.plotH+4)return null;let S=Math.ceil((v-rn-c.peak)/c.spacing);S=Math.min(c.n-1,Math.max(0,S));let y=c.valueAt(_);return{i:S,value:y,x:_,y:v}}t.addEventListener("mousemove",x=>{let E=h(x);if(!E){n.hidden=!0;return}let _=s[E.i],v=_.buckets.find(([A,N])=>E.value>=A&&E.value<=N);Z(n,m("div",{class:"tt-title"},`step ${_.step}`),v?m("div",{class:"tt-row"},`[${Ie(v[0],4)}, ${Ie(v[1],4)}]: `,m("strong",null,Ie(v[2],4))):m("div",{class:"tt-row muted"},`value ${Ie(E.value,3)}: no bucket`),m("div",{class:"tt-row muted"},`${Ie(_.total,6)} finite values`),_.nonfinite>0?m("div",{class:"tt-row error-text"},`${Ie(_.nonfinite,6)} variable${_.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(_.step),n.hidden=!1;let S=n.offsetWidth,y=E.x+14;y+S>r.clientWidth&&(y=E.x-S-14),n.style.left=`${Math.max(0,y)}px`,n.style.top=`${Math.max(0,E.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let b=sr(r,()=>s.length&&u());return{canvas:t,setData(x){return s=Vd(x),b.sync(),u(),s},setFocus(x){a=x&&x.first!==void 0&&x.first!==null?x:null,u()},redraw:u,destroy(){b.disconnect()}}}function h0(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function p0(e,t,n=[],r=8){let i=e.map((l,s)=>({name:l,i:s,last:h0(t[s])})).filter(l=>l.last!==null).sort((l,s)=>s.last-l.last),o=new Set(i.slice(0,r).map(l=>l.i));for(let l of n){let s=e.indexOf(l);s>=0&&o.add(s)}return[...o].sort((l,s)=>l-s)}function qd(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],i=Array.isArray(e.values)?e.values:[],o=r.length?p0(n,i,t):[];if(!o.length){let u=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:o,xs:[],ys:[],note:u}}let s=(n.length-o.length>0?`Showing ${o.length} of ${n.length} layers: the ${Math.min(8,o.length)} with the highest last ratio`+(o.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",a=r.map(u=>Array.isArray(u)?u[1]:u),c=o.map(u=>(i[u]||[]).map(h=>typeof h=="number"&&Number.isFinite(h)&&h>0?h:null));return{layers:n,rows:o,xs:a,ys:c,note:s}}var Kd=260,g0=.001,m0=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],b0=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function Jd(e){let t=m("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=m("div",{class:"chart-box",id:"update-ratio-plot"});Z(e,t,n);let r=null,i=null,o=[],l=()=>{r&&r.destroy(),r=null};function s(){if(l(),Z(n),!i)return;let{layers:c,rows:u,xs:h,ys:b,note:x}=qd(i,o);if(e.dataset.layers=JSON.stringify(u.map(T=>c[T])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=x,!u.length)return;let _=document.documentElement.dataset.theme==="dark"?b0:m0,v=$e("--fg-muted","#666"),S=$e("--grid","rgba(0,0,0,0.08)"),y=new Set(o),N={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:Kd,scales:{x:{time:!1},y:{distr:3}},axes:[{stroke:v,grid:{stroke:S,width:1},ticks:{stroke:S},label:"step",labelSize:20},{stroke:v,grid:{stroke:S,width:1,filter:(T,M)=>M.map(R=>In(R)?R:null)},ticks:{stroke:S,filter:(T,M)=>M.map(R=>In(R)?R:null)},size:56,values:(T,M)=>M.map(R=>In(R)?Ie(R):"")}],series:[{label:"step"},...u.map((T,M)=>({label:c[T],stroke:_[M%_.length],width:y.has(c[T])?3:1.6,spanGaps:!1,points:{show:h.length<=40,size:4},value:(R,P)=>P==null?"—":Ie(P,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[T=>{let{ctx:M}=T,R=T.valToPos(g0,"y",!0),{left:P,top:H,width:V,height:k}=T.bbox;if(!(R>=H&&R<=H+k))return;let I=window.devicePixelRatio||1;M.save(),M.strokeStyle=v,M.lineWidth=I,M.setLineDash([5*I,4*I]),M.beginPath(),M.moveTo(P,Math.round(R)+.5),M.lineTo(P+V,Math.round(R)+.5),M.stroke(),M.restore()}]}};r=new Be(N,[h,...b],n)}let a=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:Kd})});return a.observe(n),{setData(c,u=o){i=c||null,o=u||[],s()},setExtra(c){let u=c||[];u.join(`
`)!==o.join(`
`)&&(o=u,s())},showMessage(c,u="muted"){i=null,l(),Z(n),t.className=`chart-note ${u}`,t.textContent=c,delete e.dataset.layers},retheme:s,destroy(){a.disconnect(),l()}}}var Zd=Mr.grad_norm,wr=Mr.update_ratio,Hi=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function Qd(e){let t=e&&e.areas&&e.areas[Ce.gradients];return!t||typeof t!="object"?null:{stats:Hi(t.stats),layers:Hi(t.layers),histogramLayers:Hi(t.histogram_layers)}}function kl(e){if(rr(e)!==Ce.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Hi(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=hn(t.first_step)?t.first_step:hn(e.step)?e.step:null,i=hn(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:i}}function Xd(e,t){return e.includes(t)?t:e.includes(Zd)?Zd:e[0]||null}function eu(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(kl).find(i=>i&&e.includes(i.layers[0]));return r?r.layers[0]:e[0]||null}function tu(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function nu(e){let t=e.kind?Ht(Pe(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${Cn(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function ru(e,t){return!t.layers||!t.columns?`No ${Ht(Pe(e))} values were logged for this run yet.`:`${tt(t.layers,"layer")} (first layer on top) × ${Cn(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${tt(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function iu(e,t){let n=t.filter(o=>o.nonfinite>0),r=n.reduce((o,l)=>o+l.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${tt(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let i=n.slice(0,4).map(o=>`step ${o.step}: ${Ie(o.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${i}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var ou="tb-trainhealth:gradients",y0=400;function lu(e,t,n,r=i=>i){let i=t.join(`
`);e.dataset.options!==i&&(Z(e,t.map(o=>m("option",{value:o},r(o)))),e.dataset.options=i),n!==null&&(e.value=n),e.disabled=!t.length}function _l(){let e=0,t=null;return{async load(n){let r=++e;try{let i=await n();return r!==e?null:i.text===t?"same":(t=i.text,i)}catch(i){if(r!==e)return null;throw t=null,i}},reset(){t=null},cancel(){e++}}}function w0(e,t){Wt("trainhealth-gradients-style",Bd),e.id="gradient-health",e.hidden=!0;let n=ir(ou),r=null,i=null,o=typeof n.stat=="string"?n.stat:null,l=null,s=null,a=typeof n.run=="string"?n:null,c=()=>Ln(ou,{run:r,stat:o,layer:l,focus:s}),u=ul("Statistic",{id:"gradient-stat",onchange:Y=>{o=Y,c(),F()}}),h=u.select,b=m("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),x=m("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),E=m("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),_=m("div",{class:"heatmap-box"}),v=mt({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:u.element},b,x,E,_),S=Fi(_),y=_l(),A=0,N=ul("Layer",{id:"histogram-layer",onchange:Y=>{l=Y,c(),ne()}}),T=N.select,M=m("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),R=m("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),P=m("div",{class:"histogram-box"}),H=mt({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:N.element},M,R,P),V=Ud(P),k=_l(),I=m("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),C=m("div",{class:"ratio-box"}),$=mt({id:"update-ratio",className:"chart-card ratio-card",title:Pe(wr),aside:"per layer, log scale"},I,C),O=Jd(C),D=_l();Z(e,mn(t.title),v,m("div",{class:"card-row"},H,$));function z(){if(x.hidden=!s,!s)return Z(x);let Y=S.missingLayers(),{what:X,layers:re,steps:oe}=nu(s);Z(x,m("span",{class:"focus-swatch","aria-hidden":"true"}),m("span",null,`Outlined: ${X} in `,m("strong",null,re),oe,"."),Y.length?m("span",{class:"error-text"},` Not in this heatmap: ${Y.join(", ")}.`):null,m("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>ie(null)},"Clear"))}function ie(Y){s=Y,S.setHighlight(s),V.setFocus(s),O.setExtra(s?s.layers:[]),z(),c()}async function F(){let Y=r,X=o;if(!X)return;let re=Ht(Pe(X));A++,e.dataset.heatmapLoading="true";try{let oe=await y.load(()=>$r(Y,X,Ri(S.plotWidth(i&&i.layers))));if(!oe||Y!==r||(nn(E,null),oe==="same"))return;S.setData(oe.body,{label:Pe(X)}),b.textContent=ru(X,$i(oe.body)),z()}catch(oe){if(Y!==r)return;S.clear(),b.textContent="",nn(E,Li(re,oe))}finally{--A===0&&delete e.dataset.heatmapLoading}}function G(Y){M.className=`chart-note ${Y.alert?"alert":"muted"}`,M.textContent=Y.text}async function ne(){let Y=r,X=l;if(!X||!i||!i.histogramLayers.length){k.cancel(),k.reset(),V.setData([]),nn(R,null),G({alert:!1,text:"No gradient histograms were logged for this run (they are written every N steps)."}),delete M.dataset.total;return}try{let re=await k.load(()=>ds(Y,X));if(!re||Y!==r||X!==l||(nn(R,null),re==="same"))return;let oe=V.setData(re.body.histograms);H.dataset.layer=X;let ae=iu(X,oe);M.dataset.total=String(ae.total),G(ae)}catch(re){if(Y!==r)return;V.setData([]),M.textContent="",nn(R,Li(`gradient histograms of ${X}`,re))}}async function te(){let Y=r;if(!i||!i.stats.includes(wr)){D.cancel(),D.reset(),nn(I,null),O.showMessage(`This run logged no ${Ht(Pe(wr))}.`);return}try{let X=await D.load(()=>$r(Y,wr,y0));if(!X||Y!==r||(nn(I,null),X==="same"))return;O.setData(X.body,s?s.layers:[])}catch(X){if(Y!==r)return;O.showMessage(""),nn(I,Li(Ht(Pe(wr)),X))}}function U(Y){if(Y===r)return;r=Y;for(let re of[y,k,D])re.reset();let X=a&&a.run===Y;l=X&&typeof a.layer=="string"?a.layer:null,s=X&&a.focus&&Array.isArray(a.focus.layers)?a.focus:null,a=null}return{async update(Y,X){U(Y),i=Qd(X),tn(e,!!i),i&&(o=Xd(i.stats,o),l=eu(i.histogramLayers,l,X.findings),lu(h,i.stats,o,Pe),lu(T,i.histogramLayers,l),i.stats.length||(S.clear(),b.textContent="This run logged no gradient statistics."),S.setHighlight(s),V.setFocus(s),c(),await Promise.all([i.stats.length?F():null,ne(),te()]),z())},focusFinding(Y){let X=kl(Y);if(!X||!i||e.hidden)return!1;ie(X);let re=tu(X,i.histogramLayers);return re&&re!==l&&(l=re,T.value=re,c(),ne()),v.scrollIntoView&&v.scrollIntoView({block:"start",behavior:"smooth"}),!0},retheme(){S.redraw(),V.redraw(),O.retheme()},destroy(){for(let Y of[y,k,D])Y.cancel();S.destroy(),V.destroy(),O.destroy(),Z(e)}}}var su={area:Ce.gradients,create:w0};var x0=[ad,zd,su];function au(){return Qt.map(e=>x0.find(t=>t.area===e.name)||Oi(e.name))}function cu(e){Z(e,m("section",{id:"empty-state",class:"card empty-state"},m("h2",null,"No training health data yet"),m("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),m("h3",null,"1. Keras: add the callback"),ar(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),m("h3",null,"2. Or instrument every fit() in the process"),ar(`import tb_trainhealth

tb_trainhealth.autolog()`),m("h3",null,"3. Or run an unchanged script"),ar("tb-trainhealth run train.py","shell"),m("h3",null,"Then open TensorBoard"),ar("tensorboard --logdir logs","shell"),m("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var v0="app-header-reload .reload-button, app-header-reload button";function k0(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function du(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function uu(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),i=c=>{r=Date.now(),e({reason:c})},o=k0();if(o){let c=u=>{let h=u.target;h&&typeof h.closest=="function"&&h.closest(v0)&&setTimeout(()=>i("tensorboard-reload"),0)};o.addEventListener("click",c,!0),n.push(()=>o.removeEventListener("click",c,!0))}let l=setInterval(()=>{du()&&Date.now()-r>=t-50&&i("timer")},Math.min(t,5e3));n.push(()=>clearInterval(l));let s=()=>{du()&&Date.now()-r>=t&&i("visible")};document.addEventListener("visibilitychange",s),n.push(()=>document.removeEventListener("visibilitychange",s));let a=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",a,{once:!0}),{stop:a,markRefreshed:()=>r=Date.now()}}var El="tb-trainhealth:selection";function _0(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}var Sl=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.areaViews=[];let n=ir(El);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.buildShell()}buildShell(){this.select=m("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=m("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=m("span",{id:"run-counts",class:"muted"}),this.updated=m("span",{id:"last-updated",class:"muted"}),this.refreshButton=m("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},m("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=m("label",{class:"run-picker"},m("span",null,"Run"),this.select),this.banner=m("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=m("main",{id:"content"},m("p",{class:"muted loading-text"},"Loading…")),Z(this.root,m("header",{class:"th-header"},m("h1",null,"Training Health"),this.runPicker,this.statusBadge,this.counts,m("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,Z(this.banner,m("strong",null,"Error: "),t)}buildRunView(){this.view="run",this.flowBox=m("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=m("section",{id:"findings",class:"card findings"}),this.panel=m("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=m("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),Z(this.content,m("div",{class:"th-grid"},m("div",{class:"col-main"},m("section",{class:"card flowchart-card"},m("div",{class:"card-head"},m("h3",null,"Triage flowchart"),m("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),this.chartBox),m("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=Kc(this.chartBox),this.viewAreas=new Set;for(let t of au())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=m("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(Oi(r),{area:r,title:r,openFinding:i=>this.openFinding(i)})}viewContext(t){return{area:t,title:po(t).title,openFinding:n=>this.openFinding(n)}}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}showEmpty(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",cu(this.content)}showFatal(t){this.view==="run"||this.view==="empty"||(this.view="error",Z(this.content,m("section",{class:"card error-state",id:"error-state"},m("h2",null,"Could not load Training Health"),m("p",null,t),m("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}updateRunPicker(){let t=this.runs||[],n=[...this.select.options].map(o=>`${o.value}|${o.textContent}`).join(`
`),r=t.map(o=>`${o.run}|${o.run} — ${ii[o.status]||o.status}`).join(`
`);n!==r&&Z(this.select,t.map(o=>m("option",{value:o.run,"data-status":o.status},`${o.run} — ${ii[o.status]||o.status}`))),this.select.value=this.run,this.runPicker.hidden=!1;let i=t.find(o=>o.run===this.run);i&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${i.status}`,this.statusBadge.textContent=ii[i.status]||i.status,this.counts.textContent=_0(i.counts))}async refresh({reason:t}={}){let n=++this.seq;this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await ss()}catch(l){if(n!==this.seq)return;let s=`Could not load the list of runs: ${l.message}`;this.showBanner(s),this.showFatal(s);return}if(n!==this.seq)return;let i=Array.isArray(r.body.runs)?r.body.runs.filter(l=>l&&typeof l.run=="string"):[];if(this.runs=i,!i.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let o=i.map(l=>l.run);if(!o.includes(this.run)){let l=this.savedRun&&o.includes(this.savedRun)?this.savedRun:null;this.nodeId=l?this.savedNode:null,this.savedRun=null,this.run=l||o[0]}this.view!=="run"&&this.buildRunView(),this.updateRunPicker(),await this.loadRun(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){if(t===this.run)return;this.run=t,this.nodeId=null,Ln(El,{run:t,node:null}),this.updateRunPicker(),this.diagnosisText=null;let n=++this.seq;this.root.dataset.loading="true";try{await this.loadRun(n)}finally{n===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}async loadRun(t){let n=this.run,[r,i]=await Promise.allSettled([as(n),cs(n,Ar.loss)]);if(t!==this.seq||n!==this.run)return;let o=!0;if(r.status==="fulfilled")this.applyDiagnosis(r.value.body,r.value.text);else{o=!1;let a=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,Z(this.flowBox,m("p",{class:"error-text"},a)),Z(this.findingsBox,m("h3",null,"Findings"),m("p",{class:"muted"},"Unavailable.")),Z(this.panel,m("h3",null,"Evidence"),m("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(a)}if(i.status==="fulfilled")this.chart.update(i.value.body,i.value.text);else{let a=i.reason;this.chart.showError(a.status===404||a.status===400?`No loss series for this run: ${a.message}`:`Could not load the loss series: ${a.message}`)}if(!o)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let s=(await Promise.allSettled(this.areaViews.map(a=>a.update(n,this.diagnosis)))).find(a=>a.status==="rejected");if(s)throw s.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],i=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!i.some(o=>o.id===this.nodeId)&&(this.nodeId=null),this.flow=ua(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:o=>this.selectNode(o)}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];ma(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(o,l)=>{let s=this.areaViews.map(a=>a.focusFinding(l)).filter(Boolean);this.selectNode(o,{scroll:!s.length})}});let i=r.find(o=>o.id===this.nodeId);i?ga(this.panel,i,n,{onClose:()=>this.selectNode(null)}):pa(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,Ln(El,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"nearest",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let i=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!i)return;i.classList.add("focused");let o=i.getBoundingClientRect().top;(o<64||o>window.innerHeight-120)&&i.scrollIntoView&&i.scrollIntoView({block:"start",behavior:"smooth"})}},Kt=null;function ow(){if(Kt)return Kt;Wt("trainhealth-style",`${ns}
${rs}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",Kt=new Sl(e),Wc(()=>{Kt.chart&&Kt.chart.retheme();for(let n of Kt.areaViews)n.retheme()});let t=uu(n=>Kt.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;Kt.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),Kt.refresh({reason:"initial"}).then(()=>t.markRefreshed()),Kt}export{ow as render};
