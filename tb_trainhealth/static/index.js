/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */
var nl='.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';var rl=`/* Training Health tab. Colours are CSS variables switched by
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
`;var il={areas:[{events:["training_error"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix with Reshape / the data pipeline",parent:"shape"}],series:[],title:"Shapes"},{events:["nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers"],findings:["nonfinite_data","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse"],hint:"The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the loss, every layer's output, the gradients and the weights each step (also under XLA), and names the first step, layer and variable that went NaN/Inf. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.",histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],title:"NaN / Inf"},{events:[],findings:["oom","memory_pressure","memory_growth"],hint:"This version of tb-trainhealth captures no evidence for this area yet; memory over time and out-of-memory events are planned.",histograms:[],labels:{},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:[],title:"Memory"},{events:[],findings:["exploding_gradients","vanishing_gradients","dead_units"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],title:"Gradient health"},{events:[],findings:["input_bound","input_stall","pipeline_lint"],hint:"This version of tb-trainhealth captures no evidence for this area yet; time waiting for input against computing, per step, is planned.",histograms:[],labels:{},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:[],title:"Input pipeline"}]};var Qt=Object.freeze(il.areas.map(e=>Object.freeze(e)));function Nn(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,i){if(typeof i=="string"){if(Object.prototype.hasOwnProperty.call(r,i))return r[i];throw new Error(`no declared ${e} ${JSON.stringify(i)} (tb_trainhealth/areas/)`)}}})}var Nr=e=>Qt.flatMap(t=>t[e]),Ce=Nn("area",Qt.map(e=>e.name)),A0=Nn("node id",Qt.flatMap(e=>e.nodes.map(t=>t.id))),L0=Nn("finding kind",Nr("findings")),Mn=Nn("event kind",Nr("events")),Mr=Nn("matrix statistic",Nr("matrices")),Ar=Nn("series",Nr("series")),O0=Nn("histogram family",Nr("histograms")),Yu=Object.freeze(Object.assign({},...Qt.map(e=>e.labels)));function Ae(e){return Yu[e]||Or(e)}function po(e){return Qt.find(t=>t.name===Ce[e])}function ol(e){let t=Qt.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function rr(e){if(!e||typeof e!="object")return null;let t=Qt.find(n=>n.findings.includes(e.kind));return t?t.name:ol(e.node)}function sl(e){let t=ol(e);return(t?po(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var Tn={critical:0,warning:1,info:2},An={triggered:"Triggered",clear:"Clear",no_data:"No data"},ii={critical:"critical",warning:"warning",healthy:"healthy"};function go(e){let t=null;for(let n of e){let r=n&&n.severity;r in Tn&&(t===null||Tn[r]<Tn[t])&&(t=r)}return t}function Lr(e){if(e==null)return"—";if(typeof e=="number"){if(Number.isInteger(e))return String(e);let t=Math.abs(e);return t!==0&&(t>=1e6||t<.001)?e.toExponential(3):String(Number(e.toPrecision(6)))}return typeof e=="string"?e:typeof e=="boolean"?e?"true":"false":JSON.stringify(e)}function Or(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function Ht(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var Ir=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function Cr(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(i){throw new Ir(`Could not reach TensorBoard (${i&&i.message?i.message:i}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let i=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new Ir(i,t.status)}if(r===null||typeof r!="object")throw new Ir(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function oi(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,i])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(i))}`).join("&");return n?`${e}?${n}`:e}function ll(){return Cr("runs")}function al(e){return Cr(oi("diagnosis",{run:e}))}function cl(e,t){return Cr(oi("series",{run:e,name:t}))}function $r(e,t,n){return Cr(oi("matrix",{run:e,stat:t,max_columns:n||null}))}function Uu(e,t,n){return Cr(oi(`${Ce[e]}/${t}`,n))}function dl(e,t){return Uu(Ce.gradients,"histograms",{run:e,layer:t})}var qu="http://www.w3.org/2000/svg";function mo(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function ul(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function m(e,t,...n){return mo(ul(document.createElement(e),t),n)}function de(e,t,...n){return mo(ul(document.createElementNS(qu,e),t),n)}function Z(e,...t){return e.textContent="",mo(e,t)}function fn(e){return String(e).split("`").map((n,r)=>r%2?m("code",null,n):n)}function Wt(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function ir(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function Ln(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var Il=Object.defineProperty,Ku=(e,t,n)=>t in e?Il(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,Ju=(e,t)=>{for(var n in t)Il(e,n,{get:t[n],enumerable:!0})},Zu=(e,t,n)=>Ku(e,typeof t!="symbol"?t+"":t,n),Cl={};Ju(Cl,{Graph:()=>Ot,alg:()=>So});var Qu=Object.defineProperty,$l=(e,t)=>{for(var n in t)Qu(e,n,{get:t[n],enumerable:!0})},Eo=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let i of r)n.add(i);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([i,o])=>{e(i)&&t.setNode(i,o)}),Object.values(this._edgeObjs).forEach(i=>{t.hasNode(i.v)&&t.hasNode(i.w)&&t.setEdge(i,this.edge(i))});let n={},r=i=>{let o=this.parent(i);return!o||t.hasNode(o)?(n[i]=o,o):o in n?n[o]:r(o)};return this._isCompound&&t.nodes().forEach(i=>t.setParent(i,r(i))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let i,o,s,l,a=!1;typeof e=="object"&&e!==null&&"v"in e?(i=e.v,o=e.w,s=e.name,arguments.length===2&&(l=t,a=!0)):(i=e,o=t,s=r,arguments.length>2&&(l=n,a=!0)),i=""+i,o=""+o,s!==void 0&&(s=""+s);let c=Rr(this._isDirected,i,o,s);if(c in this._edgeLabels)return a&&(this._edgeLabels[c]=l),this;if(s!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(i),this.setNode(o),this._edgeLabels[c]=a?l:this._defaultEdgeLabelFn(i,o,s);let u=Xu(this._isDirected,i,o,s);return i=u.v,o=u.w,Object.freeze(u),this._edgeObjs[c]=u,fl(this._preds[o],i),fl(this._sucs[i],o),this._in[o][c]=u,this._out[i][c]=u,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?bo(this._isDirected,e):Rr(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?bo(this._isDirected,e):Rr(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?bo(this._isDirected,e):Rr(this._isDirected,e,t,n),i=this._edgeObjs[r];if(i){let o=i.v,s=i.w;delete this._edgeLabels[r],delete this._edgeObjs[r],hl(this._preds[s],o),hl(this._sucs[o],s),delete this._in[s][r],delete this._out[o][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(i=>i.v===t&&i.w===n||i.v===n&&i.w===t):r}};function fl(e,t){e[t]?e[t]++:e[t]=1}function hl(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function Rr(e,t,n,r){let i=""+t,o=""+n;if(!e&&i>o){let s=i;i=o,o=s}return i+""+o+""+(r===void 0?"\0":r)}function Xu(e,t,n,r){let i=""+t,o=""+n;if(!e&&i>o){let l=i;i=o,o=l}let s={v:i,w:o};return r&&(s.name=r),s}function bo(e,t){return Rr(e,t.v,t.w,t.name)}var ef={};$l(ef,{read:()=>of,write:()=>tf});function tf(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:nf(e),edges:rf(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function nf(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),i={v:t};return n!==void 0&&(i.value=n),r!==void 0&&(i.parent=r),i})}function rf(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function of(e){let t=new Eo(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var So={};$l(So,{CycleException:()=>li,bellmanFord:()=>Rl,components:()=>af,dijkstra:()=>si,dijkstraAll:()=>uf,findCycles:()=>ff,floydWarshall:()=>pf,isAcyclic:()=>mf,postorder:()=>yf,preorder:()=>wf,prim:()=>xf,shortestPaths:()=>vf,tarjan:()=>jl,topsort:()=>Fl});var sf=()=>1;function Rl(e,t,n,r){return lf(e,String(t),n||sf,r||function(i){var o;return(o=e.outEdges(i))!=null?o:[]})}function lf(e,t,n,r){let i={},o,s=0,l=e.nodes(),a=function(h){let b=i[h.v],x=i[h.w];if(!b||!x)return;let E=n(h);b.distance+E<x.distance&&(i[h.w]={distance:b.distance+E,predecessor:h.v},o=!0)},c=function(){l.forEach(function(h){r(h).forEach(function(b){let x=b.v===h?b.v:b.w,E=x===b.v?b.w:b.v;a({v:x,w:E})})})};l.forEach(function(h){let b=h===t?0:Number.POSITIVE_INFINITY;i[h]={distance:b,predecessor:""}});let u=l.length;for(let h=1;h<u&&(o=!1,s++,c(),!!o);h++);if(s===u-1&&(o=!1,c(),o))throw new Error("The graph contains a negative weight cycle");return i}function af(e){let t={},n=[],r;function i(o){var s,l;o in t||(t[o]=!0,r.push(o),(s=e.successors(o))==null||s.forEach(i),(l=e.predecessors(o))==null||l.forEach(i))}return e.nodes().forEach(function(o){r=[],i(o),r.length&&n.push(r)}),n}var Pl=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let i=this._arr,o=i.length;return n[r]=o,i.push({key:r,priority:t}),this._decrease(o),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,i=e;n<t.length&&(i=t[n].priority<t[i].priority?n:i,r<t.length&&(i=t[r].priority<t[i].priority?r:i),i!==e&&(this._swap(e,i),this._heapify(i)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,i=n[e],o=n[t];n[e]=o,n[t]=i,r[o.key]=e,r[i.key]=t}},cf=()=>1;function si(e,t,n,r){let i=function(o){var s;return(s=e.outEdges(o))!=null?s:[]};return df(e,String(t),n||cf,r||i)}function df(e,t,n,r){let i={},o=new Pl,s,l,a=function(c){let u=c.v!==s?c.v:c.w,h=i[u];if(!h)return;let b=n(c),x=l.distance+b;if(b<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+b);x<h.distance&&(h.distance=x,h.predecessor=s,o.decrease(u,x))};for(e.nodes().forEach(function(c){let u=c===t?0:Number.POSITIVE_INFINITY;i[c]={distance:u,predecessor:""},o.add(c,u)});o.size()>0;){s=o.removeMin();let c=i[s];if(!c||c.distance===Number.POSITIVE_INFINITY)break;l=c,r(s).forEach(a)}return i}function uf(e,t,n){return e.nodes().reduce(function(r,i){return r[i]=si(e,i,t,n),r},{})}function jl(e){let t=0,n=[],r={},i=[];function o(s){var l;let a=r[s]={onStack:!0,lowlink:t,index:t++};if(n.push(s),(l=e.successors(s))==null||l.forEach(function(c){if(c in r){let u=r[c];u!=null&&u.onStack&&(a.lowlink=Math.min(a.lowlink,u.index))}else{o(c);let u=r[c];u&&(a.lowlink=Math.min(a.lowlink,u.lowlink))}}),a.lowlink===a.index){let c=[],u;do{u=n.pop();let h=r[u];h&&(h.onStack=!1),c.push(u)}while(s!==u);i.push(c)}}return e.nodes().forEach(function(s){s in r||o(s)}),i}function ff(e){return jl(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var hf=()=>1;function pf(e,t,n){return gf(e,t||hf,n||function(r){var i;return(i=e.outEdges(r))!=null?i:[]})}function gf(e,t,n){let r={},i=e.nodes();return i.forEach(function(o){let s={};r[o]=s,s[o]={distance:0,predecessor:""},i.forEach(function(l){o!==l&&(s[l]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(o).forEach(function(l){let a=l.v===o?l.w:l.v,c=t(l);s[a]={distance:c,predecessor:o}})}),i.forEach(function(o){let s=r[o];s&&i.forEach(function(l){let a=r[l];a&&i.forEach(function(c){let u=a[o],h=s[c],b=a[c];if(u&&h&&b){let x=u.distance+h.distance;x<b.distance&&(b.distance=x,b.predecessor=h.predecessor)}})})}),r}var li=class extends Error{constructor(e){super(e),this.name="CycleException"}};function Fl(e){let t={},n={},r=[];function i(o){var s;if(o in n)throw new li;o in t||(n[o]=!0,t[o]=!0,(s=e.predecessors(o))==null||s.forEach(i),delete n[o],r.push(o))}if(e.sinks().forEach(i),Object.keys(t).length!==e.nodeCount())throw new li;return r}function mf(e){try{Fl(e)}catch(t){if(t instanceof li)return!1;throw t}return!0}function bf(e,t,n,r,i){Array.isArray(t)||(t=[t]);let o=(l=>{var a;return(a=e.isDirected()?e.successors(l):e.neighbors(l))!=null?a:[]}),s={};return t.forEach(function(l){if(!e.hasNode(l))throw new Error("Graph does not have node: "+l);i=Dl(e,l,n==="post",s,o,r,i)}),i}function Dl(e,t,n,r,i,o,s){return t in r||(r[t]=!0,n||(s=o(s,t)),i(t).forEach(function(l){s=Dl(e,l,n,r,i,o,s)}),n&&(s=o(s,t))),s}function zl(e,t,n){return bf(e,t,n,function(r,i){return r.push(i),r},[])}function yf(e,t){return zl(e,t,"post")}function wf(e,t){return zl(e,t,"pre")}function xf(e,t){var n;let r=new Eo,i={},o=new Pl,s;function l(u){let h=u.v===s?u.w:u.v,b=o.priority(h);if(b!==void 0){let x=t(u);x<b&&(i[h]=s,o.decrease(h,x))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(u){o.add(u,Number.POSITIVE_INFINITY),r.setNode(u)});let a=e.nodes()[0];a!==void 0&&o.decrease(a,0);let c=!1;for(;o.size()>0;){if(s=o.removeMin(),s in i)r.setEdge(s,i[s]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(s))==null||n.forEach(l)}return r}function vf(e,t,n,r){return kf(e,t,n,r??(i=>{var o;return(o=e.outEdges(i))!=null?o:[]}))}function kf(e,t,n,r){if(n===void 0)return si(e,t,n,r);let i=!1,o=e.nodes();for(let s=0;s<o.length;s++){let l=o[s];if(l===void 0)continue;let a=r(l);for(let c=0;c<a.length;c++){let u=a[c];if(!u)continue;let h=u.v===l?u.v:u.w,b=h===u.v?u.w:u.v;n({v:h,w:b})<0&&(i=!0)}if(i)return Rl(e,t,n,r)}return si(e,t,n,r)}var Ot=Eo;function sr(e,t,n,r){let i=r;for(;e.hasNode(i);)i=To(r);return n.dummy=t,e.setNode(i,n),i}function _f(e){let t=new Ot().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},i=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+i.weight,minlen:Math.max(r.minlen,i.minlen)})}),t}function Bl(e){let t=new Ot({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function pl(e,t){let n=e.x,r=e.y,i=t.x-n,o=t.y-r,s=e.width/2,l=e.height/2;if(!i&&!o)throw new Error("Not possible to find intersection inside of the rectangle");let a,c;return i===0||Math.abs(o)*s>Math.abs(i)*l?(o<0&&(l=-l),a=l*i/o,c=l):(i<0&&(s=-s),a=s,c=s*o/i),{x:n+a,y:r+c}}function jr(e){let t=Pr(Hl(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),i=r.rank;i!==void 0&&(t[i]||(t[i]=[]),t[i][r.order]=n)}),t}function Ef(e){let t=e.nodes().map(r=>{let i=e.node(r).rank;return i===void 0?Number.MAX_VALUE:i}),n=Gt(Math.min,t);e.nodes().forEach(r=>{let i=e.node(r);Object.hasOwn(i,"rank")&&(i.rank-=n)})}function Sf(e){let t=e.nodes().map(s=>e.node(s).rank).filter(s=>s!==void 0),n=Gt(Math.min,t),r=[];e.nodes().forEach(s=>{let l=e.node(s).rank-n;r[l]||(r[l]=[]),r[l].push(s)});let i=0,o=e.graph().nodeRankFactor;Array.from(r).forEach((s,l)=>{s===void 0&&l%o!==0?--i:s!==void 0&&i&&s.forEach(a=>e.node(a).rank+=i)})}function gl(e,t,n,r){let i={width:0,height:0};return arguments.length>=4&&(i.rank=n,i.order=r),sr(e,"border",i,t)}function Tf(e,t=Vl){let n=[];for(let r=0;r<e.length;r+=t){let i=e.slice(r,r+t);n.push(i)}return n}var Vl=65535;function Gt(e,t){if(t.length>Vl){let n=Tf(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function Hl(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return Gt(Math.max,t)}function Nf(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function Mf(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function Wl(e,t){return t()}var Af=0;function To(e){let t=++Af;return e+(""+t)}function Pr(e,t,n=1){t==null&&(t=e,e=0);let r=o=>o<t;n<0&&(r=o=>t<o);let i=[];for(let o=e;r(o);o+=n)i.push(o);return i}function ai(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function ci(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[i,o])=>(r[i]=n(o,i),r),{})}function Lf(e,t){return e.reduce((n,r,i)=>(n[r]=t[i],n),{})}var di="\0";function Gl(e,t,n){var r,i,o,s,l,a;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let u=c?(i=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?i:NaN+1:(s=(o=e[t.edgeObj.w])==null?void 0:o.rank)!=null?s:NaN-1,h=Object.entries(e).find(_=>{var v,S;return((v=_[1].edgeObj)==null?void 0:v.v)===t.edgeObj.v&&((S=_[1].edgeObj)==null?void 0:S.w)===t.edgeObj.w&&_[1].rank===u}),b=Object.entries(e).find(_=>{var v,S;return((v=_[1].edgeObj)==null?void 0:v.v)===n.edgeObj.v&&((S=_[1].edgeObj)==null?void 0:S.w)===n.edgeObj.w&&_[1].rank===u});if(!h||!b)return 0;let x=(l=h[1].order)!=null?l:NaN,E=(a=b[1].order)!=null?a:NaN;return isNaN(x-E)?0:x-E}var Of="3.1.3",If=class{constructor(){Zu(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return ml(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&ml(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,Cf)),n=n._prev;return"["+e.join(", ")+"]"}};function ml(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function Cf(e,t){if(e!=="_next"&&e!=="_prev")return t}var $f=If,Rf=()=>1;function Pf(e,t){if(e.nodeCount()<=1)return[];let n=Ff(e,t||Rf);return jf(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function jf(e,t,n){var r;let i=[],o=t[t.length-1],s=t[0],l;for(;e.nodeCount();){for(;l=s.dequeue();)yo(e,t,n,l);for(;l=o.dequeue();)yo(e,t,n,l);if(e.nodeCount()){for(let a=t.length-2;a>0;--a)if(l=(r=t[a])==null?void 0:r.dequeue(),l){i=i.concat(yo(e,t,n,l,!0)||[]);break}}}return i}function yo(e,t,n,r,i){let o=[],s=i?o:void 0;return(e.inEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=e.node(l.v);i&&o.push({v:l.v,w:l.w}),c.out-=a,_o(t,n,c)}),(e.outEdges(r.v)||[]).forEach(l=>{let a=e.edge(l),c=l.w,u=e.node(c);u.in-=a,_o(t,n,u)}),e.removeNode(r.v),s}function Ff(e,t){let n=new Ot,r=0,i=0;e.nodes().forEach(l=>{n.setNode(l,{v:l,in:0,out:0})}),e.edges().forEach(l=>{let a=n.edge(l.v,l.w)||0,c=t(l),u=a+c;n.setEdge(l.v,l.w,u);let h=n.node(l.v),b=n.node(l.w);i=Math.max(i,h.out+=c),r=Math.max(r,b.in+=c)});let o=Df(i+r+3).map(()=>new $f),s=r+1;return n.nodes().forEach(l=>{_o(o,s,n.node(l))}),{graph:n,buckets:o,zeroIdx:s}}function _o(e,t,n){var r,i,o;n.out?n.in?(o=e[n.out-n.in+t])==null||o.enqueue(n):(i=e[e.length-1])==null||i.enqueue(n):(r=e[0])==null||r.enqueue(n)}function Df(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function zf(e,t){(e.graph().acyclicer==="greedy"?Pf(e,n(e)):Bf(e,t??null)).forEach(r=>{let i=e.edge(r);e.removeEdge(r),i.forwardName=r.name,i.reversed=!0,e.setEdge(r.w,r.v,i,To("rev"))});function n(r){return i=>r.edge(i).weight}}function Bf(e,t){let n=[],r={},i={};function o(a){Object.hasOwn(i,a)||(i[a]=!0,r[a]=!0,e.outEdges(a).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):o(c.w)}),delete r[a])}function s(a){var c;Object.hasOwn(i,a)||(i[a]=!0,r[a]=!0,(c=e.outEdges(a))==null||c.forEach(u=>{var h,b;Object.hasOwn(r,u.w)||((h=t.node(a))==null?void 0:h.rank)>((b=t.node(u.w))==null?void 0:b.rank)&&Hf(e,u.w,u)?n.push(u):s(u.w)}),delete r[a])}let l=o;return t&&typeof t.node=="function"&&(l=s),e.sources().forEach(l),e.nodes().forEach(l),n}function Vf(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function Hf(e,t,n){let r=new Set;function i(o){var s;if(e.sources().includes(o))return!0;r.add(o);for(let l of(s=e.inEdges(o))!=null?s:[])if(!(l.v===n.v&&l.w===n.w)&&!r.has(l.v)&&i(l.v))return!0;return!1}return i(t)}function Wf(e){e.graph().dummyChains=[],e.edges().forEach(t=>Gf(e,t))}function Gf(e,t){let n=t.v,r=e.node(n).rank,i=t.w,o=e.node(i).rank,s=t.name,l=e.edge(t),a=l.labelRank;if(o===r+1)return;e.removeEdge(t);let c,u,h;for(h=0,++r;r<o;++h,++r)l.points=[],u={width:0,height:0,edgeLabel:l,edgeObj:t,rank:r},c=sr(e,"edge",u,"_d"),r===a&&(u.width=l.width,u.height=l.height,u.dummy="edge-label",u.labelpos=l.labelpos),e.setEdge(n,c,{weight:l.weight},s),h===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,i,{weight:l.weight},s)}function Yf(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,i;for(e.setEdge(n.edgeObj,r);n.dummy;)i=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=i,n=e.node(t)})}function No(e){let t={};function n(r){let i=e.node(r);if(Object.hasOwn(t,r))return i.rank;t[r]=!0;let o=e.outEdges(r),s=o?o.map(a=>a==null?Number.POSITIVE_INFINITY:n(a.w)-e.edge(a).minlen):[],l=Gt(Math.min,s);return l===Number.POSITIVE_INFINITY&&(l=0),i.rank=l}e.sources().forEach(n)}function or(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var Yl=Uf;function Uf(e){let t=new Ot({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],i=e.nodeCount();t.setNode(r,{});let o,s;for(;qf(t,e)<i&&(o=Kf(t,e),!!o);)s=t.hasNode(o.v)?or(e,o):-or(e,o),Jf(t,e,s);return t}function qf(e,t){function n(r){let i=t.nodeEdges(r);i&&i.forEach(o=>{let s=o.v,l=r===s?o.w:s;!e.hasNode(l)&&!or(t,o)&&(e.setNode(l,{}),e.setEdge(r,l,{}),n(l))})}return e.nodes().forEach(n),e.nodeCount()}function Kf(e,t){return t.edges().reduce((n,r)=>{let i=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(i=or(t,r)),i<n[0]?[i,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function Jf(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:Zf,postorder:Qf}=So,Xf=On;On.initLowLimValues=Ao;On.initCutValues=Mo;On.calcCutValue=Ul;On.leaveEdge=Kl;On.enterEdge=Jl;On.exchangeEdges=Zl;function On(e){e=_f(e),No(e);let t=Yl(e);Ao(t),Mo(t,e);let n,r;for(;n=Kl(t);)r=Jl(t,e,n),Zl(t,e,n,r)}function Mo(e,t){let n=Qf(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>eh(e,t,r))}function eh(e,t,n){let r=e.node(n).parent,i=e.edge(n,r);i.cutvalue=Ul(e,t,n)}function Ul(e,t,n){let r=e.node(n).parent,i=!0,o=t.edge(n,r),s=0;o||(i=!1,o=t.edge(r,n)),s=o.weight;let l=t.nodeEdges(n);return l&&l.forEach(a=>{let c=a.v===n,u=c?a.w:a.v;if(u!==r){let h=c===i,b=t.edge(a).weight;if(s+=h?b:-b,nh(e,n,u)){let x=e.edge(n,u).cutvalue;s+=h?-x:x}}}),s}function Ao(e,t){arguments.length<2&&(t=e.nodes()[0]),ql(e,{},1,t)}function ql(e,t,n,r,i){let o=n,s=e.node(r);t[r]=!0;let l=e.neighbors(r);return l&&l.forEach(a=>{Object.hasOwn(t,a)||(n=ql(e,t,n,a,r))}),s.low=o,s.lim=n++,i?s.parent=i:delete s.parent,n}function Kl(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function Jl(e,t,n){let r=n.v,i=n.w;t.hasEdge(r,i)||(r=n.w,i=n.v);let o=e.node(r),s=e.node(i),l=o,a=!1;return o.lim>s.lim&&(l=s,a=!0),t.edges().filter(c=>a===bl(e,e.node(c.v),l)&&a!==bl(e,e.node(c.w),l)).reduce((c,u)=>or(t,u)<or(t,c)?u:c)}function Zl(e,t,n,r){let i=n.v,o=n.w;e.removeEdge(i,o),e.setEdge(r.v,r.w,{}),Ao(e),Mo(e,t),th(e,t)}function th(e,t){let n=e.nodes().find(i=>!e.node(i).parent);if(!n)return;let r=Zf(e,[n]);r=r.slice(1),r.forEach(i=>{let o=e.node(i).parent,s=t.edge(i,o),l=!1;s||(s=t.edge(o,i),l=!0),t.node(i).rank=t.node(o).rank+(l?s.minlen:-s.minlen)})}function nh(e,t,n){return e.hasEdge(t,n)}function bl(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var rh=ih;function ih(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":yl(e);break;case"tight-tree":sh(e);break;case"longest-path":oh(e);break;case"none":break;default:yl(e)}}var oh=No;function sh(e){No(e),Yl(e)}function yl(e){Xf(e)}var lh=ah;function ah(e){let t=dh(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let i=e.node(r),o=i.edgeObj,s=ch(e,t,o.v,o.w),l=s.path,a=s.lca,c=0,u=l[c],h=!0;for(;r!==o.w;){if(i=e.node(r),h){for(;(u=l[c])!==a&&e.node(u).maxRank<i.rank;)c++;u===a&&(h=!1)}if(!h){for(;c<l.length-1&&e.node(l[c+1]).minRank<=i.rank;)c++;u=l[c]}u!==void 0&&e.setParent(r,u),r=e.successors(r)[0]}})}function ch(e,t,n,r){let i=[],o=[],s=Math.min(t[n].low,t[r].low),l=Math.max(t[n].lim,t[r].lim),a;a=n;do a=e.parent(a),i.push(a);while(a&&(t[a].low>s||l>t[a].lim));let c=a,u=r;for(;(u=e.parent(u))!==c;)o.push(u);return{path:i.concat(o.reverse()),lca:c}}function dh(e){let t={},n=0;function r(i){let o=n;e.children(i).forEach(r),t[i]={low:o,lim:n++}}return e.children(di).forEach(r),t}function uh(e){let t=sr(e,"root",{},"_root"),n=fh(e),r=Object.values(n),i=Gt(Math.max,r)-1,o=2*i+1;e.graph().nestingRoot=t,e.edges().forEach(l=>e.edge(l).minlen*=o);let s=hh(e)+1;e.children(di).forEach(l=>{Ql(e,t,o,s,i,n,l)}),e.graph().nodeRankFactor=o}function Ql(e,t,n,r,i,o,s){var l;let a=e.children(s);if(!a.length){s!==t&&e.setEdge(t,s,{weight:0,minlen:n});return}let c=gl(e,"_bt"),u=gl(e,"_bb"),h=e.node(s);e.setParent(c,s),h.borderTop=c,e.setParent(u,s),h.borderBottom=u,a.forEach(b=>{var x;Ql(e,t,n,r,i,o,b);let E=e.node(b),_=E.borderTop?E.borderTop:b,v=E.borderBottom?E.borderBottom:b,S=E.borderTop?r:2*r,y=_!==v?1:i-((x=o[s])!=null?x:0)+1;e.setEdge(c,_,{weight:S,minlen:y,nestingEdge:!0}),e.setEdge(v,u,{weight:S,minlen:y,nestingEdge:!0})}),e.parent(s)||e.setEdge(t,c,{weight:0,minlen:i+((l=o[s])!=null?l:0)})}function fh(e){let t={};function n(r,i){let o=e.children(r);o&&o.length&&o.forEach(s=>n(s,i+1)),t[r]=i}return e.children(di).forEach(r=>n(r,1)),t}function hh(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function ph(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var gh=mh;function mh(e){function t(n){let r=e.children(n),i=e.node(n);if(r.length&&r.forEach(t),i&&Object.hasOwn(i,"minRank")){i.borderLeft=[],i.borderRight=[];for(let o=i.minRank,s=i.maxRank+1;o<s;++o)wl(e,"borderLeft","_bl",n,i,o),wl(e,"borderRight","_br",n,i,o)}}e.children(di).forEach(t)}function wl(e,t,n,r,i,o){let s={width:0,height:0,rank:o,borderType:t},l=i[t][o-1],a=sr(e,"border",s,n);i[t][o]=a,e.setParent(a,r),l&&e.setEdge(l,a,{weight:1})}function bh(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&Xl(e)}function yh(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&wh(e),(n==="lr"||n==="rl")&&(xh(e),Xl(e))}function Xl(e){e.nodes().forEach(t=>xl(e.node(t))),e.edges().forEach(t=>xl(e.edge(t)))}function xl(e){let t=e.width;e.width=e.height,e.height=t}function wh(e){e.nodes().forEach(t=>wo(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(wo),Object.hasOwn(r,"y")&&wo(r)})}function wo(e){e.y=-e.y}function xh(e){e.nodes().forEach(t=>xo(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(xo),Object.hasOwn(r,"x")&&xo(r)})}function xo(e){let t=e.x;e.x=e.y,e.y=t}function vh(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),i=r.map(c=>e.node(c).rank),o=Gt(Math.max,i),s=Pr(o+1).map(()=>[]);function l(c){if(n[c])return;n[c]=!0;let u=e.node(c);s[u.rank].push(c);let h=e.successors(c);h&&[...h].sort((b,x)=>a(b,x)).forEach(l)}r.sort((c,u)=>e.node(c).rank-e.node(u).rank).forEach(l);function a(c,u){let h=e.node(c),b=e.node(u);return Gl(t,h,b)}return s}function kh(e,t){let n=0;for(let r=1;r<t.length;++r)n+=_h(e,t[r-1],t[r]);return n}function _h(e,t,n){let r=Lf(n,n.map((c,u)=>u)),i=t.flatMap(c=>{let u=e.outEdges(c);return u?u.map(h=>({pos:r[h.w],weight:e.edge(h).weight})).sort((h,b)=>h.pos-b.pos):[]}),o=1;for(;o<n.length;)o<<=1;let s=2*o-1;o-=1;let l=new Array(s).fill(0),a=0;return i.forEach(c=>{let u=c.pos+o;l[u]+=c.weight;let h=0;for(;u>0;)u%2&&(h+=l[u+1]),u=u-1>>1,l[u]+=c.weight;a+=c.weight*h}),a}function Eh(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let i=r.reduce((o,s)=>{let l=e.edge(s),a=e.node(s.v);return{sum:o.sum+l.weight*a.order,weight:o.weight+l.weight}},{sum:0,weight:0});return{v:n,barycenter:i.sum/i.weight,weight:i.weight}}})}function Sh(e,t){let n={};e.forEach((i,o)=>{let s={indegree:0,in:[],out:[],vs:[i.v],i:o};i.barycenter!==void 0&&(s.barycenter=i.barycenter,s.weight=i.weight),n[i.v]=s}),t.edges().forEach(i=>{let o=n[i.v],s=n[i.w];o!==void 0&&s!==void 0&&(s.indegree++,o.out.push(s))});let r=Object.values(n).filter(i=>!i.indegree);return Th(r)}function Th(e){let t=[];function n(i){return o=>{o.merged||(o.barycenter===void 0||i.barycenter===void 0||o.barycenter>=i.barycenter)&&Nh(i,o)}}function r(i){return o=>{o.in.push(i),--o.indegree===0&&e.push(o)}}for(;e.length;){let i=e.pop();t.push(i),i.in.reverse().forEach(n(i)),i.out.forEach(r(i))}return t.filter(i=>!i.merged).map(i=>ai(i,["vs","i","barycenter","weight"]))}function Nh(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function Mh(e,t,n,r,i){let o={},s=null,l=null,a=i;typeof t=="boolean"?(a=t,o={}):t&&(o=t,s=n??null,l=r??null);let c=Nf(e,S=>Object.hasOwn(S,"barycenter")),u=c.lhs,h=c.rhs.sort((S,y)=>y.i-S.i),b=[],x=0,E=0,_=0;u.sort(Ah(l,s,!!a));for(let[S,y]of Object.entries(o)){let A=u.findIndex(N=>N.vs[0]===S);u.splice(A+1,0,y)}_=vl(b,h,_),u.forEach(S=>{_+=S.vs.length,b.push(S.vs),x+=S.barycenter*S.weight,E+=S.weight,_=vl(b,h,_)});let v={vs:b.flat(1)};return E&&(v.barycenter=x/E,v.weight=E),v}function vl(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function Ah(e,t,n){return(r,i)=>{if(r.barycenter<i.barycenter)return-1;if(r.barycenter>i.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof i.vs[0]=="string")){let o=e.node(r.vs[0]),s=e.node(i.vs[0]),l=Gl(t,o,s);if(l!==0)return l}return n?i.i-r.i:r.i-i.i}}function ea(e,t,n,r,i){var o,s,l,a,c,u,h,b,x,E,_;let v=null,S=i;typeof r=="boolean"?(S=r,v=null):r!==void 0&&(v=r);let y=e.children(t),A=e.node(t),N=A?A.borderLeft:void 0,T=A?A.borderRight:void 0,M={};N&&(y=y.filter(C=>C!==N&&C!==T));let R=Eh(e,y);R.forEach(C=>{if(e.children(C.v).length){let{result:I}=ea(e,C.v,n,v,S);M[C.v]=I,Object.hasOwn(I,"barycenter")&&Oh(C,I)}});let P=Sh(R,n);Lh(P,M);let H={},V=!1;for(let C=0;C<P.length;C++)for(let I=C+1;I<P.length;I++)if(!(!P[C]||!P[I]||!((o=P[C])!=null&&o.barycenter)||!((s=P[I])!=null&&s.barycenter))&&((l=P[C])==null?void 0:l.barycenter)===P[I].barycenter){let $=(c=(a=P[C])==null?void 0:a.vs[0])!=null?c:"",O=(h=(u=P[I])==null?void 0:u.vs[0])!=null?h:"",D=e.node($),z=e.node(O);if(D.dummy==="edge"&&z.dummy==="edge"&&((b=D.edgeObj)==null?void 0:b.v)===((x=z.edgeObj)==null?void 0:x.v)&&((E=D.edgeObj)==null?void 0:E.w)===((_=z.edgeObj)==null?void 0:_.w))if(D.edgeLabel.reversed){H[O]=P[C],P.splice(C,1),C--;break}else H[$]||(H[$]=P[I],P.splice(I,1),I--);else V=!0}let k=Mh(P,H,v,e,S);if(N&&T){k.vs=[N,k.vs,T].flat(1);let C=e.predecessors(N);if(C&&C.length){let I=e.node(C[0]),$=e.predecessors(T),O=e.node($[0]);Object.hasOwn(k,"barycenter")||(k.barycenter=0,k.weight=0),k.barycenter=(k.barycenter*k.weight+I.order+O.order)/(k.weight+2),k.weight+=2}}return Object.defineProperty(k,"result",{value:k,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(k,"usedBias",{value:V,enumerable:!1,configurable:!0,writable:!0}),k}function Lh(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function Oh(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function Ih(e,t,n,r){r||(r=e.nodes());let i=Ch(e),o=new Ot({compound:!0}).setGraph({root:i}).setDefaultNodeLabel(s=>e.node(s));return r.forEach(s=>{let l=e.node(s),a=e.parent(s);if(l.rank===t||l.minRank<=t&&t<=l.maxRank){o.setNode(s),o.setParent(s,a||i);let c=e[n](s);c&&c.forEach(u=>{let h=u.v===s?u.w:u.v,b=o.edge(h,s),x=b!==void 0?b.weight:0;o.setEdge(h,s,{weight:e.edge(u).weight+x})}),Object.hasOwn(l,"minRank")&&o.setNode(s,{borderLeft:l.borderLeft[t],borderRight:l.borderRight[t]})}}),o}function Ch(e){let t;for(;e.hasNode(t=To("_root")););return t}function $h(e,t,n){let r={},i;n.forEach(o=>{let s=e.parent(o),l,a;for(;s;){if(l=e.parent(s),l?(a=r[l],r[l]=s):(a=i,i=s),a&&a!==s){t.setEdge(a,s);return}s=l}})}function ta(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,ta);return}let r=Hl(e),i=kl(e,Pr(1,r+1),"inEdges"),o=kl(e,Pr(r-1,-1,-1),"outEdges"),s=vh(e,n);if(_l(e,s),t.disableOptimalOrderHeuristic)return;let l=Number.POSITIVE_INFINITY,a,c=t.constraints||[];for(let u=0,h=0;h<4;++u,++h){Rh(u%2?i:o,u%4>=2,c,n),s=jr(e);let b=kh(e,s);b<l?(h=0,a=Object.assign({},s),l=b):b===l&&(a=structuredClone(s))}_l(e,a)}function kl(e,t,n){let r=new Map,i=(o,s)=>{r.has(o)||r.set(o,[]),r.get(o).push(s)};for(let o of e.nodes()){let s=e.node(o);if(typeof s.rank=="number"&&i(s.rank,o),typeof s.minRank=="number"&&typeof s.maxRank=="number")for(let l=s.minRank;l<=s.maxRank;l++)l!==s.rank&&i(l,o)}return t.map(function(o){return Ih(e,o,n,r.get(o)||[])})}function Rh(e,t,n,r){let i=!0,o=new Ot;e.forEach(function(s){n.forEach(u=>o.setEdge(u.left,u.right));let l=s.graph().root,{result:a,usedBias:c}=ea(s,l,o,r,i);t&&c&&(i=!i),a.vs.forEach((u,h)=>s.node(u).order=h),$h(s,o,a.vs)})}function _l(e,t){Object.values(t).forEach(n=>n.forEach((r,i)=>e.node(r).order=i))}function Ph(e,t){let n={};function r(i,o){let s=0,l=0,a=i.length,c=o[o.length-1];return o.forEach((u,h)=>{let b=Fh(e,u),x=b?e.node(b).order:a;(b||u===c)&&(o.slice(l,h+1).forEach(E=>{let _=e.predecessors(E);_&&_.forEach(v=>{let S=e.node(v),y=S.order;(y<s||x<y)&&!(S.dummy&&e.node(E).dummy)&&na(n,v,E)})}),l=h+1,s=x)}),o}return t.length&&t.reduce(r),n}function jh(e,t){let n={};function r(s){var l;return((l=e.node(s))==null?void 0:l.dummy)==="border"}if(!e.nodes().some(r))return n;function i(s,l,a,c,u){Pr(l,a).forEach(h=>{let b=s[h];if(b!==void 0&&e.node(b).dummy){let x=e.predecessors(b);x&&x.forEach(E=>{if(E===void 0)return;let _=e.node(E);_.dummy&&(_.order<c||_.order>u)&&na(n,E,b)})}})}function o(s,l){let a=-1,c=-1,u=0;return l.forEach((h,b)=>{if(r(h)){let x=e.predecessors(h);if(x&&x.length){let E=x[0];if(E===void 0)return;c=e.node(E).order,i(l,u,b,a,c),u=b,a=c}}i(l,u,l.length,c,s.length)}),l}return t.length&&t.reduce(o),n}function Fh(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function na(e,t,n){if(t>n){let i=t;t=n,n=i}let r=e[t];r||(e[t]=r={}),r[n]=!0}function Dh(e,t,n){if(t>n){let i=t;t=n,n=i}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function zh(e,t,n,r,i){let o={},s={},l={};return t.forEach(a=>{a.forEach((c,u)=>{o[c]=c,s[c]=c,l[c]=u})}),t.forEach(a=>{let c=-1,u=-1,h=!1,b=a,x=a.findIndex(E=>i?.includes(E)||El(E,e,i));x>0&&(b=[a[x],...a.slice(0,x),...a.slice(x+1)],h=!0),b.forEach(E=>{var _;let v=r(E);if(v&&v.length){i!=null&&i.includes(E)&&(v=v.filter(A=>El(A,e,i)));let S=v.sort((A,N)=>{let T=l[A],M=l[N];return(T!==void 0?T:0)-(M!==void 0?M:0)}),y=(S.length-1)/2;for(let A=Math.floor(y),N=Math.ceil(y);A<=N;++A){let T=S[A];if(T===void 0)continue;let M=l[T];if(M!==void 0&&s[E]===E&&c<M&&l[T]!==u&&!Dh(n,E,T)){let R=o[T];R!==void 0&&(s[T]=E,s[E]=o[E]=R,c=M,h&&(c=-1,u=(_=l[T])!=null?_:-1,h=!1))}}}})}),{root:o,align:s}}function Bh(e,t,n,r,i=!1){let o={},s=Vh(e,t,n,i),l=i?"borderLeft":"borderRight";function a(x,E){let _=s.nodes().slice(),v={},S=_.pop();for(;S;){if(v[S])x(S);else{v[S]=!0,_.push(S);for(let y of E(S))_.push(y)}S=_.pop()}}function c(x){let E=s.inEdges(x);E?o[x]=E.reduce((_,v)=>{var S;let y=(S=o[v.v])!=null?S:0,A=s.edge(v);return Math.max(_,y+(A!==void 0?A:0))},0):o[x]=0}function u(x){let E=s.outEdges(x),_=Number.POSITIVE_INFINITY;E&&(_=E.reduce((S,y)=>{let A=o[y.w],N=s.edge(y);return Math.min(S,(A!==void 0?A:0)-(N!==void 0?N:0))},Number.POSITIVE_INFINITY));let v=e.node(x);_!==Number.POSITIVE_INFINITY&&v.borderType!==l&&(o[x]=Math.max(o[x]!==void 0?o[x]:0,_))}function h(x){return s.predecessors(x)||[]}function b(x){return s.successors(x)||[]}return a(c,h),a(u,b),Object.keys(r).forEach(x=>{var E;let _=n[x];_!==void 0&&(o[x]=(E=o[_])!=null?E:0)}),o}function Vh(e,t,n,r){let i=new Ot,o=e.graph(),s=Uh(o.nodesep,o.edgesep,r);return t.forEach(l=>{let a;l.forEach(c=>{let u=n[c];if(u!==void 0){if(i.setNode(u),a!==void 0){let h=n[a];if(h!==void 0){let b=i.edge(h,u);i.setEdge(h,u,Math.max(s(e,c,a),b||0))}}a=c}})}),i}function Hh(e,t){return Object.values(t).reduce((n,r)=>{let i=Number.NEGATIVE_INFINITY,o=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([l,a])=>{let c=qh(e,l)/2;i=Math.max(a+c,i),o=Math.min(a-c,o)});let s=i-o;return s<n[0]&&(n=[s,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function Wh(e,t){let n=Object.values(t),r=Gt(Math.min,n),i=Gt(Math.max,n);["u","d"].forEach(o=>{["l","r"].forEach(s=>{let l=o+s,a=e[l];if(!a||a===t)return;let c=Object.values(a),u=r-Gt(Math.min,c);s!=="l"&&(u=i-Gt(Math.max,c)),u&&(e[l]=ci(a,h=>h+u))})})}function Gh(e,t=void 0){let n=e.ul;return n?ci(n,(r,i)=>{var o,s;if(t){let a=t.toLowerCase(),c=e[a];if(c&&c[i]!==void 0)return c[i]}let l=Object.values(e).map(a=>{let c=a[i];return c!==void 0?c:0}).sort((a,c)=>a-c);return(((o=l[1])!=null?o:0)+((s=l[2])!=null?s:0))/2}):{}}function Yh(e,t){let n=jr(e),r=Object.assign(Ph(e,n),jh(e,n)),i={},o;["u","d"].forEach(l=>{o=l==="u"?n:Object.values(n).reverse(),["l","r"].forEach(a=>{a==="r"&&(o=o.map(h=>Object.values(h).reverse()));let c=zh(e,o,r,h=>(l==="u"?e.predecessors(h):e.successors(h))||[],t),u=Bh(e,o,c.root,c.align,a==="r");a==="r"&&(u=ci(u,h=>-h)),i[l+a]=u})});let s=Hh(e,i);return Wh(i,s),Gh(i,e.graph().align)}function Uh(e,t,n){return(r,i,o)=>{let s=r.node(i),l=r.node(o),a=0,c;if(a+=s.width/2,Object.hasOwn(s,"labelpos"))switch(s.labelpos.toLowerCase()){case"l":c=-s.width/2;break;case"r":c=s.width/2;break}if(c&&(a+=n?c:-c),c=void 0,a+=(s.dummy?t:e)/2,a+=(l.dummy?t:e)/2,a+=l.width/2,Object.hasOwn(l,"labelpos"))switch(l.labelpos.toLowerCase()){case"l":c=l.width/2;break;case"r":c=-l.width/2;break}return c&&(a+=n?c:-c),a}}function qh(e,t){return e.node(t).width}function El(e,t,n){var r;if(!n)return!1;let i=(r=t.node(e))==null?void 0:r.edgeObj;if(!i||t.node(e).edgeLabel.reversed)return!1;let o=n.indexOf(i?.v),s=n.indexOf(i?.w);return o!==-1&&s!==-1&&o===(s+1)%n.length||o===(s-1)%n.length}function Kh(e,t){e=Bl(e),Jh(e),Object.entries(Yh(e,t)).forEach(([n,r])=>e.node(n).x=r)}function Jh(e){let t=jr(e),n=e.graph(),r=n.ranksep,i=n.rankalign,o=0;t.forEach(s=>{let l=s.reduce((a,c)=>{var u;let h=(u=e.node(c).height)!=null?u:0;return a>h?a:h},0);s.forEach(a=>{let c=e.node(a);i==="top"?c.y=o+c.height/2:i==="bottom"?c.y=o+l-c.height/2:c.y=o+l/2}),o+=l+r})}var Sl=new WeakMap;function Zh(e,t={}){return ra(e,Wl,t),e}function Tl(e,t,n){let r=t;for(;r!==void 0;){let i=e.parent(r);if(i===n)return r;r=i}}function ra(e,t,n){var r;let i=e.nodes().filter(y=>e.children(y).length),o={};i.forEach(y=>{let A=e.node(y);if(A&&A.rankdir){let N=new Ot({multigraph:!0,compound:!0});N.setGraph({rankdir:A.rankdir});let T=e.children(y);T.forEach($=>{let O={...e.node($)};N.setNode($,O);let D=e.parent($);D&&D!==y&&T.includes(D)&&N.setParent($,D)});let M=new Set;e.edges().forEach($=>{let O=Tl(e,$.v,y),D=Tl(e,$.w,y);if(O===$.v&&D===$.w)N.setEdge($,{...e.edge($)});else if(O&&D&&O!==D){let z=`${O}\0${D}`;M.has(z)||(M.add(z),N.setEdge(O,D,{...e.edge($)}))}}),ra(N,t,n);let R=Ol(N);Ml(R,t,n,null),Al(N,R);let P=1/0,H=1/0,V=-1/0,k=-1/0;N.nodes().forEach($=>{if($===y)return;let O=N.node($);O&&typeof O.x=="number"&&typeof O.y=="number"&&typeof O.width=="number"&&typeof O.height=="number"&&(P=Math.min(P,O.x-O.width/2),V=Math.max(V,O.x+O.width/2),H=Math.min(H,O.y-O.height/2),k=Math.max(k,O.y+O.height/2))}),(!isFinite(P)||!isFinite(H)||!isFinite(V)||!isFinite(k))&&(P=H=0,V=k=0);let C=V-P,I=k-H;o[y]={minX:P,minY:H,maxX:V,maxY:k,width:C,height:I,offsetX:P,offsetY:H},A._dagreClusterSubgraph=N}});let s=[],l=y=>{let A=[],N=(e.children(y)||[]).filter(T=>T!==y);for(;N.length>0;){let T=N.shift();A.push(T),(e.children(T)||[]).filter(M=>M!==T).forEach(M=>N.push(M))}return A},a=new Map;i.forEach(y=>{let A=e.node(y);A&&A.rankdir&&o[y]&&a.set(y,(e.children(y)||[]).filter(N=>N!==y))});let c=new Set([...a.values()].flat()),u=new Map;a.forEach((y,A)=>{c.has(A)||u.set(A,l(A))});let h=new Set([...u.values()].flat()),b=y=>{for(let[A,N]of u)if(N.includes(y))return A;return y},x=[];e.edges().forEach(y=>{(h.has(y.v)||h.has(y.w))&&x.push({edge:y,label:e.edge(y)})});let E=new Map;h.forEach(y=>{let A=e.parent(y);E.set(y,typeof A=="string"?A:void 0)}),u.forEach((y,A)=>{let N=e.node(A),T=[];y.forEach(P=>{let H=e.node(P);H&&(T.push({id:P,node:H,parent:E.get(P)}),e.removeNode(P))});let M=x.filter(({edge:P})=>y.includes(P.v)||y.includes(P.w)),R=o[A];N&&(s.push({clusterId:A,subgraph:N._dagreClusterSubgraph,bounds:R,children:y,removedNodes:T,removedEdges:M}),N.width=R.width,N.height=R.height)});let _=new Set;x.forEach(({edge:y,label:A})=>{let N=b(y.v),T=b(y.w);if(N!==T&&e.hasNode(N)&&e.hasNode(T)){let M=`${N}\0${T}`;_.has(M)||(_.add(M),e.setEdge(N,T,{...A,width:0,height:0}))}});let v=Ol(e),S=Ml(v,t,n,(r=Sl.get(e))!=null?r:null);Sl.set(e,S),Al(e,v),_.forEach(y=>{let A=y.indexOf("\0"),N=y.slice(0,A),T=y.slice(A+1);e.hasEdge(N,T)&&e.removeEdge(N,T)}),s.forEach(({clusterId:y,subgraph:A,bounds:N,removedNodes:T,removedEdges:M})=>{var R,P;let H=e.node(y),V=(R=H?.x)!=null?R:0,k=(P=H?.y)!=null?P:0,C=(N.minX+N.maxX)/2,I=(N.minY+N.maxY)/2;T.forEach(({id:$,node:O,parent:D})=>{e.setNode($,O),D!==void 0&&e.setParent($,D)}),M.forEach(({edge:$,label:O})=>{e.setEdge($,O)}),A.nodes().forEach($=>{if($===y)return;let O=A.node($),D=e.node($);D&&O&&typeof O.x=="number"&&typeof O.y=="number"&&(D.x=V+(O.x-C),D.y=k+(O.y-I))}),Nl(e,A,V-C,k-I),delete H._dagreClusterSubgraph}),i.forEach(y=>{var A,N;let T=e.node(y),M=o[y];if(T&&T.rankdir&&T._dagreClusterSubgraph&&M){let R=T._dagreClusterSubgraph,P=(A=T.x)!=null?A:0,H=(N=T.y)!=null?N:0,V=(M.minX+M.maxX)/2,k=(M.minY+M.maxY)/2;R.nodes().forEach(C=>{if(C===y)return;let I=R.node(C),$=e.node(C);if($&&I&&typeof I.x=="number"&&typeof I.y=="number"){let O=I.x-V,D=I.y-k;$.x=P+O,$.y=H+D}}),Nl(e,R,P-V,H-k),delete T._dagreClusterSubgraph}})}function Nl(e,t,n,r){t.edges().forEach(i=>{if(!e.hasEdge(i))return;let o=t.edge(i),s=e.edge(i);s.points=o.points.map(l=>({x:l.x+n,y:l.y+r})),Object.hasOwn(o,"x")&&(s.x=o.x+n,s.y=o.y+r)})}function Ml(e,t,n,r=null){var i,o;let s=n?.useDynamic!==!1,l=s&&(i=r?.graph)!=null?i:null,a=s&&(o=r?.rawNodes)!=null?o:null;t("    makeSpaceForEdgeLabels",()=>op(e)),t("    removeSelfEdges",()=>pp(e)),t("    acyclic",()=>zf(e,l)),t("    nestingGraph.run",()=>uh(e)),t("    rank",()=>rh(Bl(e))),t("    injectEdgeLabelProxies",()=>sp(e)),t("    removeEmptyRanks",()=>Sf(e)),t("    nestingGraph.cleanup",()=>ph(e)),t("    normalizeRanks",()=>Ef(e)),t("    assignRankMinMax",()=>lp(e)),t("    removeEdgeLabelProxies",()=>ap(e)),t("    normalize.run",()=>Wf(e)),t("    parentDummyChains",()=>lh(e)),t("    addBorderSegments",()=>gh(e)),t("    order",()=>ta(e,n,a)),t("    insertSelfEdges",()=>gp(e)),t("    adjustCoordinateSystem",()=>bh(e)),t("    position",()=>Kh(e,n.corePath)),t("    positionSelfEdges",()=>mp(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>hp(e)),t("    normalize.undo",()=>Yf(e)),t("    fixupEdgeLabelCoords",()=>up(e)),t("    undoCoordinateSystem",()=>yh(e)),t("    translateGraph",()=>cp(e)),t("    assignNodeIntersects",()=>dp(e)),t("    reversePoints",()=>fp(e)),t("    acyclic.undo",()=>Vf(e)),{graph:e,rawNodes:c}}function Al(e,t){e.nodes().forEach(n=>{let r=e.node(n),i=t.node(n);r&&(r.x=i.x,r.y=i.y,r.order=i.order,r.rank=i.rank,t.children(n).length&&(r.width=i.width,r.height=i.height))}),e.edges().forEach(n=>{let r=e.edge(n),i=t.edge(n);r.points=i.points,Object.hasOwn(i,"x")&&(r.x=i.x,r.y=i.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var Qh=["nodesep","edgesep","ranksep","marginx","marginy"],Xh={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},ep=["acyclicer","ranker","rankdir","align","rankalign"],tp=["width","height","rank"],Ll={width:0,height:0},np=["minlen","weight","width","height","labeloffset"],rp={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},ip=["labelpos"];function Ol(e){let t=new Ot({multigraph:!0,compound:!0}),n=ko(e.graph());return t.setGraph(Object.assign({},Xh,vo(n,Qh),ai(n,ep))),e.nodes().forEach(r=>{let i=ko(e.node(r)),o=vo(i,tp);Object.keys(Ll).forEach(l=>{o[l]===void 0&&(o[l]=Ll[l])}),t.setNode(r,o);let s=e.parent(r);s!==void 0&&t.setParent(r,s)}),e.edges().forEach(r=>{let i=ko(e.edge(r));t.setEdge(r,Object.assign({},rp,vo(i,np),ai(i,ip)))}),t}function op(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let i=e.edge(n);i.minlen*=2,((r=i.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?i.width+=i.labeloffset:i.height+=i.labeloffset)})}function sp(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),i={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};sr(e,"edge-proxy",i,"_ep")}})}function lp(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function ap(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function cp(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,i=0,o=e.graph(),s=o.marginx||0,l=o.marginy||0;function a(c){let u=c.x,h=c.y,b=c.width,x=c.height;t=Math.min(t,u-b/2),n=Math.max(n,u+b/2),r=Math.min(r,h-x/2),i=Math.max(i,h+x/2)}e.nodes().forEach(c=>a(e.node(c))),e.edges().forEach(c=>{let u=e.edge(c);Object.hasOwn(u,"x")&&a(u)}),t-=s,r-=l,e.nodes().forEach(c=>{let u=e.node(c);u.x-=t,u.y-=r}),e.edges().forEach(c=>{let u=e.edge(c);u.points.forEach(h=>{h.x-=t,h.y-=r}),Object.hasOwn(u,"x")&&(u.x-=t),Object.hasOwn(u,"y")&&(u.y-=r)}),o.width=n-t+s,o.height=i-r+l}function dp(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),i=e.node(t.w),o,s;n.points?(o=n.points[0],s=n.points[n.points.length-1]):(n.points=[],o=i,s=r),n.points.unshift(pl(r,o)),n.points.push(pl(i,s))})}function up(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function fp(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function hp(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),i=e.node(n.borderBottom),o=e.node(n.borderLeft[n.borderLeft.length-1]),s=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(s.x-o.x),n.height=Math.abs(i.y-r.y),n.x=o.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function pp(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function gp(e){jr(e).forEach(t=>{let n=0;t.forEach((r,i)=>{let o=e.node(r);typeof o.rank!="number"&&(o.rank=0),o.order=i+n,(o.selfEdges||[]).forEach(s=>{sr(e,"selfedge",{width:s.label.width,height:s.label.height,rank:o.rank,order:i+ ++n,e:s.e,edgeLabel:s.label},"_se"),(!Array.isArray(s.label.points)||s.label.points.length!==7)&&(s.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete o.selfEdges})})}function mp(e){e.nodes().forEach(t=>{let n=e.node(t),r=i=>typeof i=="number"&&isFinite(i);if(n.dummy==="selfedge"){let i=n,o=e.node(i.e.v),s=r(o?.x)?o.x:0,l=r(o?.y)?o.y:0,a=r(o?.width)?o.width:0,c=r(o?.height)?o.height:0,u=r(n.x)?n.x:s,h=r(n.y)?n.y:l,b=a/2,x=c/2;i.edgeLabel.points=[{x:u+b,y:h-x},{x:u+b,y:h-x},{x:u,y:h},{x:u-b,y:h+x},{x:u-b,y:h+x},{x:u,y:h},{x:u,y:h}],i.edgeLabel.x=u,i.edgeLabel.y=h,e.setEdge(i.e,i.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(i=>{if(!Array.isArray(i.label.points)||i.label.points.length!==7){let o=r(n.x)?n.x:0,s=r(n.y)?n.y:0,l=r(n.width)?n.width:0,a=r(n.height)?n.height:0,c=l/2,u=a/2;i.label.points=[{x:o+c,y:s-u},{x:o+c,y:s-u},{x:o,y:s},{x:o-c,y:s+u},{x:o-c,y:s+u},{x:o,y:s},{x:o,y:s}]}})})}function vo(e,t){return ci(ai(e,t),Number)}function ko(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function bp(e){let t=jr(e),n=new Ot({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,i)=>{let o="layer"+i;n.setNode(o,{rank:"same"}),r.reduce((s,l)=>(n.setEdge(s,l,{style:"invis"}),l))}),n}var yp={graphlib:Cl,version:Of,layout:Zh,debug:bp,util:{time:Mf,notime:Wl}},Lo=yp;var hn=e=>typeof e=="number"&&Number.isFinite(e);function $e(e,t=3){if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,i]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(i)}`}return String(Number(e.toPrecision(t)))}function In(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function tt(e,t){return`${e} ${t}${e===1?"":"s"}`}function ia(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Fr(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Cn(e){if(!(e>0))return!1;let t=Math.log10(e);return Math.abs(t-Math.round(t))<1e-9}function ui(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),i=10**Math.floor(Math.log10(r)),o=Math.max(1,[1,2,5,10].map(l=>l*i).find(l=>l>=r)||r),s=[];for(let l=Math.ceil(e/o)*o;l<=t;l+=o)s.push(Math.round(l));return s}function fi(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),i=10**Math.floor(Math.log10(r)),o=[1,2,2.5,5,10].map(l=>l*i).find(l=>l>=r)||r,s=[];for(let l=Math.ceil(e/o)*o;l<=t+o*1e-9;l+=o)s.push(Number(l.toPrecision(12)));return s}function hi(e,t,n){let r=String(e);if(n(r)<=t)return r;let i=0,o=r.length;for(;i<o;){let l=Math.ceil((i+o)/2),a=Math.ceil(l/2),c=`${r.slice(0,a)}…${r.slice(r.length-(l-a))}`;n(c)<=t?i=l:o=l-1}let s=Math.ceil(i/2);return`${r.slice(0,s)}…${r.slice(r.length-(i-s))}`}function oa(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function pi(e,t,n){return e.map((r,i)=>Math.round(r+(t[i]-r)*n))}var Dr=null;function Yt(e,t){return Dr||(Dr=document.createElement("canvas").getContext("2d")),Dr?(Dr.font=t,Dr.measureText(String(e)).width):String(e).length*6.5}function Oo(e){return t=>Yt(t,e)}function sa(e,t,n){return hi(e,t,Oo(n))}function zr(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let i=e.getContext("2d");return i.setTransform(r,0,0,r,0,0),i.clearRect(0,0,t,n),i}function lr(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let i=e.clientWidth;Math.abs(i-n)<=1||(n=i,t(i))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}var Co='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',ca=`600 13px ${Co}`,wp=`400 11px ${Co}`,xp=`400 11px ${Co}`,Io=16,la=14,vp=138,kp=120,_p=12,aa=9;function Ep(e,t=vp,n=ca){let r=String(e||"").split(/\s+/).filter(Boolean),i=[],o="";for(let s of r){let l=o?`${o} ${s}`:s;o&&Yt(l,n)>t?(i.push(o),o=s):o=l}return o&&i.push(o),i.length?i:[""]}function Sp(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=go(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return An[e.state]?An[e.state].toLowerCase():String(e.state)}function Tp(e,t,n){let r=-t/2,i=-n/2;if(e==="decision"){let s=Math.min(14,n/2),l=[[r+s,i],[r+t-s,i],[r+t,0],[r+t-s,i+n],[r+s,i+n],[r,0]];return de("polygon",{class:"node-shape",points:l.map(a=>a.join(",")).join(" ")})}let o=e==="root"?n/2:7;return de("rect",{class:"node-shape",x:r,y:i,width:t,height:n,rx:o,ry:o})}function Np(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let i=(t[r].x+t[r+1].x)/2,o=(t[r].y+t[r+1].y)/2,s=r===t.length-2?t[r+1]:{x:i,y:o};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${s.x.toFixed(1)},${s.y.toFixed(1)}`}return n}var da=["critical","warning","info"];function Mp(){let e=de("defs");for(let t of["default",...da])e.append(de("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},de("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function Ap(){let e=(t,n,r)=>m("span",{class:"legend-item",title:r},m("span",{class:`swatch ${t}`}),n);return m("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function ua(e,t,n,r={}){let i=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(v=>v&&typeof v.id=="string"),o=t&&Array.isArray(t.edges)?t.edges:[];if(!i.length)return Z(e,m("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let s=new Lo.graphlib.Graph;s.setGraph({rankdir:"TB",nodesep:18,ranksep:40,edgesep:10,marginx:6,marginy:6}),s.setDefaultEdgeLabel(()=>({}));let l=new Map;for(let v of i){let S=(Array.isArray(v.findings)?v.findings:[]).map(P=>n[P]).filter(Boolean),y=Ep(v.label||v.id),A=Sp(v,S),N=Math.max(...y.map(P=>Yt(P,ca)),Yt(A,wp)),T=Math.max(kp,Math.ceil(N)+2*_p+(v.kind==="decision"?16:0)),M=y.length*Io+la+2*aa,R=v.state!=="triggered"?null:da.includes(v.severity)?v.severity:go(S)||"warning";l.set(v.id,{node:v,lines:y,caption:A,severity:R,findings:S}),s.setNode(v.id,{width:T,height:M})}for(let v of o){if(!v||!l.has(v.from)||!l.has(v.to)||v.from===v.to)continue;let S=v.label?String(v.label):"";s.setEdge(v.from,v.to,{label:S,width:S?Math.ceil(Yt(S,xp))+8:0,height:S?16:0,labelpos:"c"})}Lo.layout(s);let a=s.graph(),c=Math.ceil(a.width||0),u=Math.ceil(a.height||0),h=de("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${u}`,width:c,height:u,role:"group","aria-label":"Triage flowchart"});h.style.maxWidth=`${c}px`,h.append(Mp());let b=de("g",{class:"edges"});for(let v of s.edges()){let S=s.edge(v),y=l.get(v.v),A=l.get(v.w),N=y.node.state==="triggered"&&A.node.state==="triggered",T=N?A.severity||y.severity||"warning":"default",M=de("g",{class:`edge${N?" lit":""} tone-${T}`,"data-from":v.v,"data-to":v.w});if(M.append(de("path",{d:Np(S.points),"marker-end":`url(#th-arrow-${T})`})),S.label){let R=S.width||0;M.append(de("rect",{class:"edge-label-bg",x:S.x-R/2,y:S.y-8,width:R,height:16,rx:3}),de("text",{class:"edge-label",x:S.x,y:S.y,"dominant-baseline":"central","text-anchor":"middle"},S.label))}b.append(M)}h.append(b);let x=de("g",{class:"nodes"}),E=new Map;for(let v of s.nodes()){let S=s.node(v),y=l.get(v),{node:A}=y,N=["triggered","clear","no_data"].includes(A.state)?A.state:"no_data",T=de("g",{class:"node",transform:`translate(${S.x.toFixed(1)},${S.y.toFixed(1)})`,"data-node-id":v,"data-state":N,"data-kind":A.kind||"check","data-severity":y.severity,tabindex:"0",role:"button","aria-label":`${A.label||v}: ${An[N]||N}`});T.append(de("title",null,`${A.label||v} (${An[N]||N})`)),T.append(Tp(A.kind,S.width,S.height));let M=-S.height/2+aa,R=de("text",{class:"node-label","text-anchor":"middle"});y.lines.forEach((H,V)=>{R.append(de("tspan",{x:0,y:M+Io*(V+.75)},H))}),T.append(R),T.append(de("text",{class:"node-caption","text-anchor":"middle",x:0,y:M+y.lines.length*Io+la*.8},y.caption));let P=H=>{H.preventDefault(),r.onSelect&&r.onSelect(v)};T.addEventListener("click",P),T.addEventListener("keydown",H=>{(H.key==="Enter"||H.key===" ")&&P(H)}),E.set(v,T),x.append(T)}h.append(x),Z(e,m("div",{class:"flowchart-scroll"},h),Ap());let _=v=>{for(let[S,y]of E){let A=S===v;y.classList.toggle("selected",A),y.setAttribute("aria-pressed",A?"true":"false")}};return _(r.selectedId||null),{select:_}}function Lp(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function Op(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return Lp(e)}function fa(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async i=>{i.stopPropagation();let o=await Op(e());if(n.textContent=o?"Copied":"Press Ctrl+C",n.classList.toggle("copied",o),!o){let s=n.closest(".code-block")?.querySelector("code");if(s){let l=document.createRange();l.selectNodeContents(s);let a=window.getSelection();a.removeAllRanges(),a.addRange(l)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function ha(e){let n=(Array.isArray(e)?e:[]).map((s,l)=>({finding:s,index:l})).filter(s=>s.finding&&typeof s.finding=="object"),r=new Map,i=[];for(let s of n){let l=s.finding.caused_by,a=l?r.get(l):void 0;if(a){a.symptoms.push(s);continue}let c={...s,symptoms:[]};i.push(c),r.has(s.finding.kind)||r.set(s.finding.kind,c)}let o=s=>Math.min(...[s,...s.symptoms].map(l=>Tn[l.finding.severity]??9));return i.map((s,l)=>[s,l]).sort(([s,l],[a,c])=>o(s)-o(a)||l-c).map(([s])=>s)}function pa(e){let t=e in Tn?e:"info";return m("span",{class:`badge sev-${t}`},e||"info")}function Ip(e){return m("span",{class:`badge state-${e}`},An[e]||e)}function Cp(e){if(!e||typeof e!="object")return null;let t=Object.entries(e);return t.length?m("table",{class:"evidence-table"},m("tbody",null,t.map(([n,r])=>m("tr",null,m("th",{scope:"row",title:n},Or(n)),m("td",null,Lr(r)))))):null}function ar(e,t="python"){return m("div",{class:"code-block"},m("div",{class:"code-toolbar"},m("span",{class:"code-lang"},t),fa(()=>e)),m("pre",null,m("code",null,e)))}function $p(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:m("div",{class:"fix"},m("h4",null,"Fix"),t?m("p",{class:"fix-text"},fn(t)):null,n?ar(n):null)}function Rp(e,t){let n=[];n.push(m("span",{class:"meta-item"},"Severity ",pa(e.severity))),e.step!==null&&e.step!==void 0&&n.push(m("span",{class:"meta-item finding-step"},"Step ",m("strong",null,String(e.step)))),e.layer&&n.push(m("span",{class:"meta-item finding-layer"},"Layer ",m("code",null,String(e.layer)))),e.kind&&n.push(m("span",{class:"meta-item kind"},m("code",null,e.kind))),e.caused_by&&n.push(m("span",{class:"meta-item caused-by"},"Follows from ",m("strong",null,Ae(e.caused_by))));let r=Cp(e.evidence);return m("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},m("p",{class:"finding-summary"},fn(e.summary||e.kind||"Finding")),m("div",{class:"finding-meta"},n),r?m("h4",null,"Evidence"):null,r,$p(e.fix))}function ga(e,t){delete e.dataset.nodeId,delete e.dataset.state,Z(e,m("h3",null,"Evidence"),m("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function ma(e,t,n,{onClose:r}={}){let i=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=i;let s=(Array.isArray(t.findings)?t.findings:[]).map(a=>[n[a],a]).filter(([a])=>a),l;s.length?l=s.map(([a,c])=>Rp(a,c)):i==="clear"?l=m("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):i==="triggered"?l=m("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):l=[m("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),m("p",{class:"hint"},m("strong",null,"To get evidence: "),fn(sl(t.id)))],Z(e,m("div",{class:"panel-head"},m("h3",null,t.label||t.id),Ip(i),m("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),m("p",{class:"node-id muted"},"Node ",m("code",null,t.id)),l)}function ba(e,t,{selectedNode:n,onSelect:r}={}){if(!t.length){Z(e,m("h3",null,"Findings"),m("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let i=({finding:o,index:s})=>m("button",{type:"button",class:`finding-item${o.node&&o.node===n?" selected":""}`,"data-finding-index":s,"data-node":o.node||"",onclick:()=>o.node&&r&&r(o.node,o),title:o.node?`Show node ${o.node}`:""},pa(o.severity),m("span",{class:"finding-item-text"},fn(o.summary||o.kind)),o.step!==null&&o.step!==void 0?m("span",{class:"finding-item-step"},`step ${o.step}`):null);Z(e,m("h3",null,`Findings (${t.length})`),m("ul",{class:"findings-list"},ha(t).map(o=>m("li",{"data-kind":o.finding.kind},i(o),o.symptoms.length?m("ul",{class:"symptoms-list","aria-label":`Symptoms of ${Ae(o.finding.kind)}`},o.symptoms.map(s=>m("li",{class:"symptom","data-caused-by":o.finding.kind},i(s)))):null))))}var Pp="uplot",jp="u-hz",Fp="u-vt",Dp="u-title",zp="u-wrap",Bp="u-under",Vp="u-over",Hp="u-axis",Pn="u-off",Wp="u-select",Gp="u-cursor-x",Yp="u-cursor-y",Up="u-cursor-pt",qp="u-legend",Kp="u-live",Jp="u-inline",Zp="u-series",Qp="u-marker",ya="u-label",Xp="u-value",Vr="width",Hr="height";var wa="bottom",cr="left",$o="right",Zo="#000",xa=Zo+"0",Ro="mousemove",va="mousedown",Po="mouseup",ka="mouseenter",_a="mouseleave",Ea="dblclick",eg="resize",tg="scroll",Sa="change",wi="dppxchange",Qo="--",mr=typeof window<"u",Bo=mr?document:null,ur=mr?window:null,ng=mr?navigator:null,ye,gi;function Vo(){let e=devicePixelRatio;ye!=e&&(ye=e,gi&&Wo(Sa,gi,Vo),gi=matchMedia(`(min-resolution: ${ye-.001}dppx) and (max-resolution: ${ye+.001}dppx)`),jn(Sa,gi,Vo),ur.dispatchEvent(new CustomEvent(wi)))}function ht(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Ho(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Ne(e,t,n){e.style[t]=n+"px"}function It(e,t,n,r){let i=Bo.createElement(e);return t!=null&&ht(i,t),n?.insertBefore(i,r),i}function St(e,t){return It("div",e,t)}var Ta=new WeakMap;function Ut(e,t,n,r,i){let o="translate("+t+"px,"+n+"px)",s=Ta.get(e);o!=s&&(e.style.transform=o,Ta.set(e,o),t<0||n<0||t>r||n>i?ht(e,Pn):Ho(e,Pn))}var Na=new WeakMap;function Ma(e,t,n){let r=t+n,i=Na.get(e);r!=i&&(Na.set(e,r),e.style.background=t,e.style.borderColor=n)}var Aa=new WeakMap;function La(e,t,n,r){let i=t+""+n,o=Aa.get(e);i!=o&&(Aa.set(e,i),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var Xo={passive:!0},rg={...Xo,capture:!0};function jn(e,t,n,r){t.addEventListener(e,n,r?rg:Xo)}function Wo(e,t,n,r){t.removeEventListener(e,n,Xo)}mr&&Vo();function Ct(e,t,n,r){let i;n=n||0,r=r||t.length-1;let o=r<=2147483647;for(;r-n>1;)i=o?n+r>>1:pt((n+r)/2),t[i]<e?n=i:r=i;return e-t[n]<=t[r]-e?n:r}function ic(e){return(n,r,i)=>{let o=-1,s=-1;for(let l=r;l<=i;l++)if(e(n[l])){o=l;break}for(let l=i;l>=r;l--)if(e(n[l])){s=l;break}return[o,s]}}var oc=e=>e!=null,sc=e=>e!=null&&e>0,ki=ic(oc),ig=ic(sc);function og(e,t,n,r=0,i=!1){let o=i?ig:ki,s=i?sc:oc;[t,n]=o(e,t,n);let l=e[t],a=e[t];if(t>-1)if(r==1)l=e[t],a=e[n];else if(r==-1)l=e[n],a=e[t];else for(let c=t;c<=n;c++){let u=e[c];s(u)&&(u<l?l=u:u>a&&(a=u))}return[l??ve,a??-ve]}function _i(e,t,n,r){let i=Ca(e),o=Ca(t);e==t&&(i==-1?(e*=n,t/=n):(e/=n,t*=n));let s=n==10?Xt:lc,l=i==1?pt:Tt,a=o==1?Tt:pt,c=l(s(ze(e))),u=a(s(ze(t))),h=fr(n,c),b=fr(n,u);return n==10&&(c<0&&(h=ke(h,-c)),u<0&&(b=ke(b,-u))),r||n==2?(e=h*i,t=b*o):(e=uc(e,h),t=Ei(t,b)),[e,t]}function es(e,t,n,r){let i=_i(e,t,n,r);return e==0&&(i[0]=0),t==0&&(i[1]=0),i}var ts=.1,Oa={mode:3,pad:ts},Gr={pad:0,soft:null,mode:0},sg={min:Gr,max:Gr};function xi(e,t,n,r){return Si(n)?Ia(e,t,n):(Gr.pad=n,Gr.soft=r?0:null,Gr.mode=r?3:0,Ia(e,t,sg))}function me(e,t){return e??t}function lg(e,t,n){for(t=me(t,0),n=me(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Ia(e,t,n){let r=n.min,i=n.max,o=me(r.pad,0),s=me(i.pad,0),l=me(r.hard,-ve),a=me(i.hard,ve),c=me(r.soft,ve),u=me(i.soft,-ve),h=me(r.mode,0),b=me(i.mode,0),x=t-e,E=Xt(x),_=nt(ze(e),ze(t)),v=Xt(_),S=ze(v-E);(x<1e-24||S>10)&&(x=0,(e==0||t==0)&&(x=1e-24,h==2&&c!=ve&&(o=0),b==2&&u!=-ve&&(s=0)));let y=x||_||1e3,A=Xt(y),N=fr(10,pt(A)),T=y*(x==0?e==0?.1:1:o),M=ke(uc(e-T,N/10),24),R=e>=c&&(h==1||h==3&&M<=c||h==2&&M>=c)?c:ve,P=nt(l,M<R&&e>=R?R:$t(R,M)),H=y*(x==0?t==0?.1:1:s),V=ke(Ei(t+H,N/10),24),k=t<=u&&(b==1||b==3&&V>=u||b==2&&V<=u)?u:-ve,C=$t(a,V>k&&t<=k?k:nt(k,V));return P==C&&P==0&&(C=100),[P,C]}var ag=new Intl.NumberFormat(mr?ng.language:"en-US"),ns=e=>ag.format(e),gt=Math,yi=gt.PI,ze=gt.abs,pt=gt.floor,De=gt.round,Tt=gt.ceil,$t=gt.min,nt=gt.max,fr=gt.pow,Ca=gt.sign,Xt=gt.log10,lc=gt.log2,cg=(e,t=1)=>gt.sinh(e)*t,jo=(e,t=1)=>gt.asinh(e/t),ve=1/0;function $a(e){return(Xt((e^e>>31)-(e>>31))|0)+1}function Go(e,t,n){return $t(nt(e,t),n)}function ac(e){return typeof e=="function"}function he(e){return ac(e)?e:()=>e}var dg=()=>{},cc=e=>e,dc=(e,t)=>t,ug=e=>null,Ra=e=>!0,Pa=(e,t)=>e==t,fg=/\.\d*?(?=9{6,}|0{6,})/gm,Fn=e=>{if(hc(e)||gn.has(e))return e;let t=`${e}`,n=t.match(fg);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[i,o]=t.split("e");return+`${Fn(i)}e${o}`}return ke(e,r)};function $n(e,t){return Fn(ke(Fn(e/t))*t)}function Ei(e,t){return Fn(Tt(Fn(e/t))*t)}function uc(e,t){return Fn(pt(Fn(e/t))*t)}function ke(e,t=0){if(hc(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return De(r)/n}var gn=new Map;function fc(e){return((""+e).split(".")[1]||"").length}function Ur(e,t,n,r){let i=[],o=r.map(fc);for(let s=t;s<n;s++){let l=ze(s),a=ke(fr(e,s),l);for(let c=0;c<r.length;c++){let u=e==10?+`${r[c]}e${s}`:r[c]*a,h=(s>=0?0:l)+(s>=o[c]?0:o[c]),b=e==10?u:ke(u,h);i.push(b),gn.set(b,h)}}return i}var Yr={},rs=[],hr=[null,null],pn=Array.isArray,hc=Number.isInteger,hg=e=>e===void 0;function ja(e){return typeof e=="string"}function Si(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function pg(e){return e!=null&&typeof e=="object"}var gg=Object.getPrototypeOf(Uint8Array),pc="__proto__";function pr(e,t=Si){let n;if(pn(e)){let r=e.find(i=>i!=null);if(pn(r)||t(r)){n=Array(e.length);for(let i=0;i<e.length;i++)n[i]=pr(e[i],t)}else n=e.slice()}else if(e instanceof gg)n=e.slice();else if(t(e)){n={};for(let r in e)r!=pc&&(n[r]=pr(e[r],t))}else n=e;return n}function je(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let i in r)i!=pc&&(Si(e[i])?je(e[i],pr(r[i])):e[i]=pr(r[i]))}return e}var mg=0,bg=1,yg=2;function wg(e,t,n){for(let r=0,i,o=-1;r<t.length;r++){let s=t[r];if(s>o){for(i=s-1;i>=0&&e[i]==null;)e[i--]=null;for(i=s+1;i<n&&e[i]==null;)e[o=i++]=null}}}function xg(e,t){if(_g(e)){let s=e[0].slice();for(let l=1;l<e.length;l++)s.push(...e[l].slice(1));return Eg(s[0])||(s=kg(s)),s}let n=new Set;for(let s=0;s<e.length;s++){let a=e[s][0],c=a.length;for(let u=0;u<c;u++)n.add(a[u])}let r=[Array.from(n).sort((s,l)=>s-l)],i=r[0].length,o=new Map;for(let s=0;s<i;s++)o.set(r[0][s],s);for(let s=0;s<e.length;s++){let l=e[s],a=l[0];for(let c=1;c<l.length;c++){let u=l[c],h=Array(i).fill(void 0),b=t?t[s][c]:bg,x=[];for(let E=0;E<u.length;E++){let _=u[E],v=o.get(a[E]);_===null?b!=mg&&(h[v]=_,b==yg&&x.push(v)):h[v]=_}wg(h,x,i),r.push(h)}}return r}var vg=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function kg(e){let t=e[0],n=t.length,r=Array(n);for(let o=0;o<r.length;o++)r[o]=o;r.sort((o,s)=>t[o]-t[s]);let i=[];for(let o=0;o<e.length;o++){let s=e[o],l=Array(n);for(let a=0;a<n;a++)l[a]=s[r[a]];i.push(l)}return i}function _g(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let i=e[r][0];if(i.length!=n)return!1;if(i!=t){for(let o=0;o<n;o++)if(i[o]!=t[o])return!1}}return!0}function Eg(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,i=n-1;for(;r<=i&&e[r]==null;)r++;for(;i>=r&&e[i]==null;)i--;if(i<=r)return!0;let o=nt(1,pt((i-r+1)/t));for(let s=e[r],l=r+o;l<=i;l+=o){let a=e[l];if(a!=null){if(a<=s)return!1;s=a}}return!0}var gc=["January","February","March","April","May","June","July","August","September","October","November","December"],mc=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function bc(e){return e.slice(0,3)}var Sg=mc.map(bc),Tg=gc.map(bc),Ng={MMMM:gc,MMM:Tg,WWWW:mc,WWW:Sg};function Br(e){return(e<10?"0":"")+e}function Mg(e){return(e<10?"00":e<100?"0":"")+e}var Ag={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>Br(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>Br(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>Br(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>Br(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>Br(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>Mg(e.getMilliseconds())};function is(e,t){t=t||Ng;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,i;for(;i=r.exec(e);)n.push(i[0][0]=="{"?Ag[i[1]]:i[0]);return o=>{let s="";for(let l=0;l<n.length;l++)s+=typeof n[l]=="string"?n[l]:n[l](o,t);return s}}var Lg=new Intl.DateTimeFormat().resolvedOptions().timeZone;function Og(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==Lg?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var yc=e=>e%1==0,vi=[1,2,2.5,5],Ig=Ur(10,-32,0,vi),wc=Ur(10,0,32,vi),Cg=wc.filter(yc),Rn=Ig.concat(wc),os=`
`,xc="{YYYY}",Fa=os+xc,vc="{M}/{D}",Wr=os+vc,mi=Wr+"/{YY}",kc="{aa}",$g="{h}:{mm}",dr=$g+kc,Da=os+dr,za=":{ss}",we=null;function _c(e){let t=e*1e3,n=t*60,r=n*60,i=r*24,o=i*30,s=i*365,a=(e==1?Ur(10,0,3,vi).filter(yc):Ur(10,-3,0,vi)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,i,i*2,i*3,i*4,i*5,i*6,i*7,i*8,i*9,i*10,i*15,o,o*2,o*3,o*4,o*6,s,s*2,s*5,s*10,s*25,s*50,s*100]),c=[[s,xc,we,we,we,we,we,we,1],[i*28,"{MMM}",Fa,we,we,we,we,we,1],[i,vc,Fa,we,we,we,we,we,1],[r,"{h}"+kc,mi,we,Wr,we,we,we,1],[n,dr,mi,we,Wr,we,we,we,1],[t,za,mi+" "+dr,we,Wr+" "+dr,we,Da,we,1],[e,za+".{fff}",mi+" "+dr,we,Wr+" "+dr,we,Da,we,1]];function u(h){return(b,x,E,_,v,S)=>{let y=[],A=v>=s,N=v>=o&&v<s,T=h(E),M=ke(T*e,3),R=Fo(T.getFullYear(),A?0:T.getMonth(),N||A?1:T.getDate()),P=ke(R*e,3);if(N||A){let H=N?v/o:0,V=A?v/s:0,k=M==P?M:ke(Fo(R.getFullYear()+V,R.getMonth()+H,1)*e,3),C=new Date(De(k/e)),I=C.getFullYear(),$=C.getMonth();for(let O=0;k<=_;O++){let D=Fo(I+V*O,$+H*O,1),z=D-h(ke(D*e,3));k=ke((+D+z)*e,3),k<=_&&y.push(k)}}else{let H=v>=i?i:v,V=pt(E)-pt(M),k=P+V+Ei(M-P,H);y.push(k);let C=h(k),I=C.getHours()+C.getMinutes()/n+C.getSeconds()/r,$=v/r,O=b.axes[x]._space,D=S/O;for(;k=ke(k+v,e==1?0:3),!(k>_);)if($>1){let z=pt(ke(I+$,6))%24,G=h(k).getHours()-z;G>1&&(G=-1),k-=G*r,I=(I+$)%24;let ne=y[y.length-1];ke((k-ne)/v,3)*D>=.7&&y.push(k)}else y.push(k)}return y}}return[a,c,u]}var[Rg,Pg,jg]=_c(1),[Fg,Dg,zg]=_c(.001);Ur(2,-53,53,[1]);function Ba(e,t){return e.map(n=>n.map((r,i)=>i==0||i==8||r==null?r:t(i==1||n[8]==0?r:n[1]+r)))}function Va(e,t){return(n,r,i,o,s)=>{let l=t.find(E=>s>=E[0])||t[t.length-1],a,c,u,h,b,x;return r.map(E=>{let _=e(E),v=_.getFullYear(),S=_.getMonth(),y=_.getDate(),A=_.getHours(),N=_.getMinutes(),T=_.getSeconds(),M=v!=a&&l[2]||S!=c&&l[3]||y!=u&&l[4]||A!=h&&l[5]||N!=b&&l[6]||T!=x&&l[7]||l[1];return a=v,c=S,u=y,h=A,b=N,x=T,M(_)})}}function Bg(e,t){let n=is(t);return(r,i,o,s,l)=>i.map(a=>n(e(a)))}function Fo(e,t,n){return new Date(e,t,n)}function Ha(e,t){return t(e)}var Vg="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function Wa(e,t){return(n,r,i,o)=>o==null?Qo:t(e(r))}function Hg(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function Wg(e,t){return e.series[t].fill(e,t)}var Gg={show:!0,live:!0,isolate:!1,mount:dg,markers:{show:!0,width:2,stroke:Hg,fill:Wg,dash:"solid"},idx:null,idxs:null,values:[]};function Yg(e,t){let n=e.cursor.points,r=St(),i=n.size(e,t);Ne(r,Vr,i),Ne(r,Hr,i);let o=i/-2;Ne(r,"marginLeft",o),Ne(r,"marginTop",o);let s=n.width(e,t,i);return s&&Ne(r,"borderWidth",s),r}function Ug(e,t){let n=e.series[t].points;return n._fill||n._stroke}function qg(e,t){let n=e.series[t].points;return n._stroke||n._fill}function Kg(e,t){return e.series[t].points.size}var Do=[0,0];function Jg(e,t,n){return Do[0]=t,Do[1]=n,Do}function bi(e,t,n,r=!0){return i=>{i.button==0&&(!r||i.target==t)&&n(i)}}function zo(e,t,n,r=!0){return i=>{(!r||i.target==t)&&n(i)}}var Zg={show:!0,x:!0,y:!0,lock:!1,move:Jg,points:{one:!1,show:Yg,size:Kg,width:0,stroke:qg,fill:Ug},bind:{mousedown:bi,mouseup:bi,click:bi,dblclick:bi,mousemove:zo,mouseleave:zo,mouseenter:zo},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,i)=>r-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Ec={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},ss=je({},Ec,{filter:dc}),Sc=je({},ss,{size:10}),Tc=je({},Ec,{show:!1}),ls='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',Nc="bold "+ls,Mc=1.5,Ga={show:!0,scale:"x",stroke:Zo,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Nc,side:2,grid:ss,ticks:Sc,border:Tc,font:ls,lineGap:Mc,rotate:0},Qg="Value",Xg="Time",Ya={show:!0,scale:"x",auto:!1,sorted:1,min:ve,max:-ve,idxs:[]};function em(e,t,n,r,i){return t.map(o=>o==null?"":ns(o))}function tm(e,t,n,r,i,o,s){let l=[],a=gn.get(i)||0;n=s?n:ke(Ei(n,i),a);for(let c=n;c<=r;c=ke(c+i,a))l.push(Object.is(c,-0)?0:c);return l}function Yo(e,t,n,r,i,o,s){let l=[],a=e.scales[e.axes[t].scale].log,c=a==10?Xt:lc,u=pt(c(n));i=fr(a,u),a==10&&(i=Rn[Ct(i,Rn)]);let h=n,b=i*a;a==10&&(b=Rn[Ct(b,Rn)]);do l.push(h),h=h+i,a==10&&!gn.has(h)&&(h=ke(h,gn.get(i))),h>=b&&(i=h,b=i*a,a==10&&(b=Rn[Ct(b,Rn)]));while(h<=r);return l}function nm(e,t,n,r,i,o,s){let a=e.scales[e.axes[t].scale].asinh,c=r>a?Yo(e,t,nt(a,n),r,i):[a],u=r>=0&&n<=0?[0]:[];return(n<-a?Yo(e,t,nt(a,-r),-n,i):[a]).reverse().map(b=>-b).concat(u,c)}var Ac=/./,rm=/[12357]/,im=/[125]/,Ua=/1/,Uo=(e,t,n,r)=>e.map((i,o)=>t==4&&i==0||o%r==0&&n.test(i.toExponential()[i<0?1:0])?i:null);function om(e,t,n,r,i){let o=e.axes[n],s=o.scale,l=e.scales[s],a=e.valToPos,c=o._space,u=a(10,s),h=a(9,s)-u>=c?Ac:a(7,s)-u>=c?rm:a(5,s)-u>=c?im:Ua;if(h==Ua){let b=ze(a(1,s)-u);if(b<c)return Uo(t.slice().reverse(),l.distr,h,Tt(c/b)).reverse()}return Uo(t,l.distr,h,1)}function sm(e,t,n,r,i){let o=e.axes[n],s=o.scale,l=o._space,a=e.valToPos,c=ze(a(1,s)-a(2,s));return c<l?Uo(t.slice().reverse(),3,Ac,Tt(l/c)).reverse():t}function lm(e,t,n,r){return r==null?Qo:t==null?"":ns(t)}var qa={show:!0,scale:"y",stroke:Zo,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Nc,side:3,grid:ss,ticks:Sc,border:Tc,font:ls,lineGap:Mc,rotate:0};function am(e,t){let n=3+(e||1)*2;return ke(n*t,3)}function cm(e,t){let{scale:n,idxs:r}=e.series[0],i=e._data[0],o=e.valToPos(i[r[0]],n,!0),s=e.valToPos(i[r[1]],n,!0),l=ze(s-o),a=e.series[t],c=l/(a.points.space*ye);return r[1]-r[0]<=c}var Ka={scale:null,auto:!0,sorted:0,min:ve,max:-ve},Lc=(e,t,n,r,i)=>i,Ja={show:!0,auto:!0,sorted:0,gaps:Lc,alpha:1,facets:[je({},Ka,{scale:"x"}),je({},Ka,{scale:"y"})]},Za={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Lc,alpha:1,points:{show:cm,filter:null},values:null,min:ve,max:-ve,idxs:[],path:null,clip:null};function dm(e,t,n,r,i){return n/10}var Oc={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},um=je({},Oc,{time:!1,ori:1}),Qa={};function Ic(e,t){let n=Qa[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(i=>i!=r)},pub(r,i,o,s,l,a,c){for(let u=0;u<n.plots.length;u++)n.plots[u]!=i&&n.plots[u].pub(r,i,o,s,l,a,c)}},e!=null&&(Qa[e]=n)),n}var gr=1,qo=2;function Dn(e,t,n){let r=e.mode,i=e.series[t],o=r==2?e._data[t]:e._data,s=e.scales,l=e.bbox,a=o[0],c=r==2?o[1]:o[t],u=r==2?s[i.facets[0].scale]:s[e.series[0].scale],h=r==2?s[i.facets[1].scale]:s[i.scale],b=l.left,x=l.top,E=l.width,_=l.height,v=e.valToPosH,S=e.valToPosV;return u.ori==0?n(i,a,c,u,h,v,S,b,x,E,_,Ni,br,Ai,$c,Pc):n(i,a,c,u,h,S,v,x,b,_,E,Mi,yr,ds,Rc,jc)}function as(e,t){let n=0,r=0,i=me(e.bands,rs);for(let o=0;o<i.length;o++){let s=i[o];s.series[0]==t?n=s.dir:s.series[1]==t&&(s.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function fm(e,t,n,r,i){let o=e.mode,s=e.series[t],l=o==2?s.facets[1].scale:s.scale,a=e.scales[l];return i==-1?a.min:i==1?a.max:a.distr==3?a.dir==1?a.min:a.max:0}function en(e,t,n,r,i,o){return Dn(e,t,(s,l,a,c,u,h,b,x,E,_,v)=>{let S=s.pxRound,y=c.dir*(c.ori==0?1:-1),A=c.ori==0?br:yr,N,T;y==1?(N=n,T=r):(N=r,T=n);let M=S(h(l[N],c,_,x)),R=S(b(a[N],u,v,E)),P=S(h(l[T],c,_,x)),H=S(b(o==1?u.max:u.min,u,v,E)),V=new Path2D(i);return A(V,P,H),A(V,M,H),A(V,M,R),V})}function Ti(e,t,n,r,i,o){let s=null;if(e.length>0){s=new Path2D;let l=t==0?Ai:ds,a=n;for(let h=0;h<e.length;h++){let b=e[h];if(b[1]>b[0]){let x=b[0]-a;x>0&&l(s,a,r,x,r+o),a=b[1]}}let c=n+i-a,u=10;c>0&&l(s,a,r-u/2,c,r+o+u)}return s}function hm(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function cs(e,t,n,r,i,o,s){let l=[],a=e.length;for(let c=i==1?n:r;c>=n&&c<=r;c+=i)if(t[c]===null){let h=c,b=c;if(i==1)for(;++c<=r&&t[c]===null;)b=c;else for(;--c>=n&&t[c]===null;)b=c;let x=o(e[h]),E=b==h?x:o(e[b]),_=h-i;x=s<=0&&_>=0&&_<a?o(e[_]):x;let S=b+i;E=s>=0&&S>=0&&S<a?o(e[S]):E,E>=x&&l.push([x,E])}return l}function Xa(e){return e==0?cc:e==1?De:t=>$n(t,e)}function Cc(e){let t=e==0?Ni:Mi,n=e==0?(i,o,s,l,a,c)=>{i.arcTo(o,s,l,a,c)}:(i,o,s,l,a,c)=>{i.arcTo(s,o,a,l,c)},r=e==0?(i,o,s,l,a)=>{i.rect(o,s,l,a)}:(i,o,s,l,a)=>{i.rect(s,o,a,l)};return(i,o,s,l,a,c=0,u=0)=>{c==0&&u==0?r(i,o,s,l,a):(c=$t(c,l/2,a/2),u=$t(u,l/2,a/2),t(i,o+c,s),n(i,o+l,s,o+l,s+a,c),n(i,o+l,s+a,o,s+a,u),n(i,o,s+a,o,s,u),n(i,o,s,o+l,s,c),i.closePath())}}var Ni=(e,t,n)=>{e.moveTo(t,n)},Mi=(e,t,n)=>{e.moveTo(n,t)},br=(e,t,n)=>{e.lineTo(t,n)},yr=(e,t,n)=>{e.lineTo(n,t)},Ai=Cc(0),ds=Cc(1),$c=(e,t,n,r,i,o)=>{e.arc(t,n,r,i,o)},Rc=(e,t,n,r,i,o)=>{e.arc(n,t,r,i,o)},Pc=(e,t,n,r,i,o,s)=>{e.bezierCurveTo(t,n,r,i,o,s)},jc=(e,t,n,r,i,o,s)=>{e.bezierCurveTo(n,t,i,r,s,o)};function Fc(e){return(t,n,r,i,o)=>Dn(t,n,(s,l,a,c,u,h,b,x,E,_,v)=>{let{pxRound:S,points:y}=s,A,N;c.ori==0?(A=Ni,N=$c):(A=Mi,N=Rc);let T=ke(y.width*ye,3),M=(y.size-y.width)/2*ye,R=ke(M*2,3),P=new Path2D,H=new Path2D,{left:V,top:k,width:C,height:I}=t.bbox;Ai(H,V-R,k-R,C+R*2,I+R*2);let $=O=>{if(a[O]!=null){let D=S(h(l[O],c,_,x)),z=S(b(a[O],u,v,E));A(P,D+M,z),N(P,D,z,M,0,yi*2)}};if(o)o.forEach($);else for(let O=r;O<=i;O++)$(O);return{stroke:T>0?P:null,fill:P,clip:H,flags:gr|qo}})}function Dc(e){return(t,n,r,i,o,s)=>{r!=i&&(o!=r&&s!=r&&e(t,n,r),o!=i&&s!=i&&e(t,n,i),e(t,n,s))}}var pm=Dc(br),gm=Dc(yr);function zc(e){let t=me(e?.alignGaps,0);return(n,r,i,o)=>Dn(n,r,(s,l,a,c,u,h,b,x,E,_,v)=>{[i,o]=ki(a,i,o);let S=s.pxRound,y=I=>S(h(I,c,_,x)),A=I=>S(b(I,u,v,E)),N,T;c.ori==0?(N=br,T=pm):(N=yr,T=gm);let M=c.dir*(c.ori==0?1:-1),R={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:gr},P=R.stroke,H=!1;if(o-i>=_*4){let I=U=>n.posToVal(U,c.key,!0),$=null,O=null,D,z,ie,F=y(l[M==1?i:o]),G=y(l[i]),ne=y(l[o]),te=I(M==1?G+1:ne-1);for(let U=M==1?i:o;U>=i&&U<=o;U+=M){let Y=l[U],re=(M==1?Y<te:Y>te)?F:y(Y),oe=a[U];re==F?oe!=null?(z=oe,$==null?(N(P,re,A(z)),D=$=O=z):z<$?$=z:z>O&&(O=z)):oe===null&&(H=!0):($!=null&&T(P,F,A($),A(O),A(D),A(z)),oe!=null?(z=oe,N(P,re,A(z)),$=O=D=z):($=O=null,oe===null&&(H=!0)),F=re,te=I(F+M))}$!=null&&$!=O&&ie!=F&&T(P,F,A($),A(O),A(D),A(z))}else for(let I=M==1?i:o;I>=i&&I<=o;I+=M){let $=a[I];$===null?H=!0:$!=null&&N(P,y(l[I]),A($))}let[k,C]=as(n,r);if(s.fill!=null||k!=0){let I=R.fill=new Path2D(P),$=s.fillTo(n,r,s.min,s.max,k),O=A($),D=y(l[i]),z=y(l[o]);M==-1&&([z,D]=[D,z]),N(I,z,O),N(I,D,O)}if(!s.spanGaps){let I=[];H&&I.push(...cs(l,a,i,o,M,y,t)),R.gaps=I=s.gaps(n,r,i,o,I),R.clip=Ti(I,c.ori,x,E,_,v)}return C!=0&&(R.band=C==2?[en(n,r,i,o,P,-1),en(n,r,i,o,P,1)]:en(n,r,i,o,P,C)),R})}function mm(e){let t=me(e.align,1),n=me(e.ascDesc,!1),r=me(e.alignGaps,0),i=me(e.extend,!1);return(o,s,l,a)=>Dn(o,s,(c,u,h,b,x,E,_,v,S,y,A)=>{[l,a]=ki(h,l,a);let N=c.pxRound,{left:T,width:M}=o.bbox,R=G=>N(E(G,b,y,v)),P=G=>N(_(G,x,A,S)),H=b.ori==0?br:yr,V={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:gr},k=V.stroke,C=b.dir*(b.ori==0?1:-1),I=P(h[C==1?l:a]),$=R(u[C==1?l:a]),O=$,D=$;i&&t==-1&&(D=T,H(k,D,I)),H(k,$,I);for(let G=C==1?l:a;G>=l&&G<=a;G+=C){let ne=h[G];if(ne==null)continue;let te=R(u[G]),U=P(ne);t==1?H(k,te,I):H(k,O,U),H(k,te,U),I=U,O=te}let z=O;i&&t==1&&(z=T+M,H(k,z,I));let[ie,F]=as(o,s);if(c.fill!=null||ie!=0){let G=V.fill=new Path2D(k),ne=c.fillTo(o,s,c.min,c.max,ie),te=P(ne);H(G,z,te),H(G,D,te)}if(!c.spanGaps){let G=[];G.push(...cs(u,h,l,a,C,R,r));let ne=c.width*ye/2,te=n||t==1?ne:-ne,U=n||t==-1?-ne:ne;G.forEach(Y=>{Y[0]+=te,Y[1]+=U}),V.gaps=G=c.gaps(o,s,l,a,G),V.clip=Ti(G,b.ori,v,S,y,A)}return F!=0&&(V.band=F==2?[en(o,s,l,a,k,-1),en(o,s,l,a,k,1)]:en(o,s,l,a,k,F)),V})}function ec(e,t,n,r,i,o,s=ve){if(e.length>1){let l=null;for(let a=0,c=1/0;a<e.length;a++)if(t[a]!==void 0){if(l!=null){let u=ze(e[a]-e[l]);u<c&&(c=u,s=ze(n(e[a],r,i,o)-n(e[l],r,i,o)))}l=a}}return s}function bm(e){e=e||Yr;let t=me(e.size,[.6,ve,1]),n=e.align||0,r=e.gap||0,i=e.radius;i=i==null?[0,0]:typeof i=="number"?[i,0]:i;let o=he(i),s=1-t[0],l=me(t[1],ve),a=me(t[2],1),c=me(e.disp,Yr),u=me(e.each,x=>{}),{fill:h,stroke:b}=c;return(x,E,_,v)=>Dn(x,E,(S,y,A,N,T,M,R,P,H,V,k)=>{let C=S.pxRound,I=n,$=r*ye,O=l*ye,D=a*ye,z,ie;N.ori==0?[z,ie]=o(x,E):[ie,z]=o(x,E);let F=N.dir*(N.ori==0?1:-1),G=N.ori==0?Ai:ds,ne=N.ori==0?u:(J,_e,Fe,Bn,yn,jt,wn)=>{u(J,_e,Fe,yn,Bn,wn,jt)},te=me(x.bands,rs).find(J=>J.series[0]==E),U=te!=null?te.dir:0,Y=S.fillTo(x,E,S.min,S.max,U),X=C(R(Y,T,k,H)),re,oe,ae,pe=V,ue=C(S.width*ye),qe=!1,rt=null,it=null,Pt=null,Jt=null;h!=null&&(ue==0||b!=null)&&(qe=!0,rt=h.values(x,E,_,v),it=new Map,new Set(rt).forEach(J=>{J!=null&&it.set(J,new Path2D)}),ue>0&&(Pt=b.values(x,E,_,v),Jt=new Map,new Set(Pt).forEach(J=>{J!=null&&Jt.set(J,new Path2D)})));let{x0:on,size:sn}=c;if(on!=null&&sn!=null){I=1,y=on.values(x,E,_,v),on.unit==2&&(y=y.map(Fe=>x.posToVal(P+Fe*V,N.key,!0)));let J=sn.values(x,E,_,v);sn.unit==2?oe=J[0]*V:oe=M(J[0],N,V,P)-M(0,N,V,P),pe=ec(y,A,M,N,V,P,pe),ae=pe-oe+$}else pe=ec(y,A,M,N,V,P,pe),ae=pe*s+$,oe=pe-ae;ae<1&&(ae=0),ue>=oe/2&&(ue=0),ae<5&&(C=cc);let bt=ae>0,yt=pe-ae-(bt?ue:0);oe=C(Go(yt,D,O)),re=(I==0?oe/2:I==F?0:oe)-I*F*((I==0?$/2:0)+(bt?ue/2:0));let Ie={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},at=qe?null:new Path2D,wt=null;if(te!=null)wt=x.data[te.series[1]];else{let{y0:J,y1:_e}=c;J!=null&&_e!=null&&(A=_e.values(x,E,_,v),wt=J.values(x,E,_,v))}let bn=z*oe,ce=ie*oe;for(let J=F==1?_:v;J>=_&&J<=v;J+=F){let _e=A[J];if(_e==null)continue;if(wt!=null){let ot=wt[J]??0;if(_e-ot==0)continue;X=R(ot,T,k,H)}let Fe=N.distr!=2||c!=null?y[J]:J,Bn=M(Fe,N,V,P),yn=R(me(_e,Y),T,k,H),jt=C(Bn-re),wn=C(nt(yn,X)),ct=C($t(yn,X)),xt=wn-ct;if(_e!=null){let ot=_e<0?ce:bn,Nt=_e<0?bn:ce;qe?(ue>0&&Pt[J]!=null&&G(Jt.get(Pt[J]),jt,ct+pt(ue/2),oe,nt(0,xt-ue),ot,Nt),rt[J]!=null&&G(it.get(rt[J]),jt,ct+pt(ue/2),oe,nt(0,xt-ue),ot,Nt)):G(at,jt,ct+pt(ue/2),oe,nt(0,xt-ue),ot,Nt),ne(x,E,J,jt-ue/2,ct,oe+ue,xt)}}return ue>0?Ie.stroke=qe?Jt:at:qe||(Ie._fill=S.width==0?S._fill:S._stroke??S._fill,Ie.width=0),Ie.fill=qe?it:at,Ie})}function ym(e,t){let n=me(t?.alignGaps,0);return(r,i,o,s)=>Dn(r,i,(l,a,c,u,h,b,x,E,_,v,S)=>{[o,s]=ki(c,o,s);let y=l.pxRound,A=z=>y(b(z,u,v,E)),N=z=>y(x(z,h,S,_)),T,M,R;u.ori==0?(T=Ni,R=br,M=Pc):(T=Mi,R=yr,M=jc);let P=u.dir*(u.ori==0?1:-1),H=A(a[P==1?o:s]),V=H,k=[],C=[];for(let z=P==1?o:s;z>=o&&z<=s;z+=P)if(c[z]!=null){let F=a[z],G=A(F);k.push(V=G),C.push(N(c[z]))}let I={stroke:e(k,C,T,R,M,y),fill:null,clip:null,band:null,gaps:null,flags:gr},$=I.stroke,[O,D]=as(r,i);if(l.fill!=null||O!=0){let z=I.fill=new Path2D($),ie=l.fillTo(r,i,l.min,l.max,O),F=N(ie);R(z,V,F),R(z,H,F)}if(!l.spanGaps){let z=[];z.push(...cs(a,c,o,s,P,A,n)),I.gaps=z=l.gaps(r,i,o,s,z),I.clip=Ti(z,u.ori,E,_,v,S)}return D!=0&&(I.band=D==2?[en(r,i,o,s,$,-1),en(r,i,o,s,$,1)]:en(r,i,o,s,$,D)),I})}function wm(e){return ym(xm,e)}function xm(e,t,n,r,i,o){let s=e.length;if(s<2)return null;let l=new Path2D;if(n(l,e[0],t[0]),s==2)r(l,e[1],t[1]);else{let a=Array(s),c=Array(s-1),u=Array(s-1),h=Array(s-1);for(let b=0;b<s-1;b++)u[b]=t[b+1]-t[b],h[b]=e[b+1]-e[b],c[b]=u[b]/h[b];a[0]=c[0];for(let b=1;b<s-1;b++)c[b]===0||c[b-1]===0||c[b-1]>0!=c[b]>0?a[b]=0:(a[b]=3*(h[b-1]+h[b])/((2*h[b]+h[b-1])/c[b-1]+(h[b]+2*h[b-1])/c[b]),isFinite(a[b])||(a[b]=0));a[s-1]=c[s-2];for(let b=0;b<s-1;b++)i(l,e[b]+h[b]/3,t[b]+a[b]*h[b]/3,e[b+1]-h[b]/3,t[b+1]-a[b+1]*h[b]/3,e[b+1],t[b+1])}return l}var Ko=new Set;function tc(){for(let e of Ko)e.syncRect(!0)}mr&&(jn(eg,ur,tc),jn(tg,ur,tc,!0),jn(wi,ur,()=>{Be.pxRatio=ye}));var vm=zc(),km=Fc();function nc(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((o,s)=>Jo(o,s,t,n))}function _m(e,t){return e.map((n,r)=>r==0?{}:je({},t,n))}function Jo(e,t,n,r){return je({},t==0?n:r,e)}function Bc(e,t,n){return t==null?hr:[t,n]}var Em=Bc;function Sm(e,t,n){return t==null?hr:xi(t,n,ts,!0)}function Vc(e,t,n,r){return t==null?hr:_i(t,n,e.scales[r].log,!1)}var Tm=Vc;function Hc(e,t,n,r){return t==null?hr:es(t,n,e.scales[r].log,!1)}var Nm=Hc;function Mm(e,t,n,r,i){let o=nt($a(e),$a(t)),s=t-e,l=Ct(i/r*s,n);do{let a=n[l],c=r*a/s;if(c>=i&&o+(a<5?gn.get(a):0)<=17)return[a,c]}while(++l<n.length);return[0,0]}function rc(e){let t,n;return e=e.replace(/(\d+)px/,(r,i)=>(t=De((n=+i)*ye))+"px"),[e,t,n]}function Am(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=ke(t[2]*ye,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Be(e,t,n){let r={mode:me(e.mode,1)},i=r.mode;function o(d,f,p,g){let w=f.valToPct(d);return g+p*(f.dir==-1?1-w:w)}function s(d,f,p,g){let w=f.valToPct(d);return g+p*(f.dir==-1?w:1-w)}function l(d,f,p,g){return f.ori==0?o(d,f,p,g):s(d,f,p,g)}r.valToPosH=o,r.valToPosV=s;let a=!1;r.status=0;let c=r.root=St(Pp);if(e.id!=null&&(c.id=e.id),ht(c,e.class),e.title){let d=St(Dp,c);d.textContent=e.title}let u=It("canvas"),h=r.ctx=u.getContext("2d"),b=St(zp,c);jn("click",b,d=>{d.target===E&&(Ee!=Qn||Me!=Xn)&&Je.click(r,d)},!0);let x=r.under=St(Bp,b);b.appendChild(u);let E=r.over=St(Vp,b);e=pr(e);let _=+me(e.pxAlign,1),v=Xa(_);(e.plugins||[]).forEach(d=>{d.opts&&(e=d.opts(r,e)||e)});let S=e.ms||.001,y=r.series=i==1?nc(e.series||[],Ya,Za,!1):_m(e.series||[null],Ja),A=r.axes=nc(e.axes||[],Ga,qa,!0),N=r.scales={},T=r.bands=e.bands||[];T.forEach(d=>{d.fill=he(d.fill||null),d.dir=me(d.dir,-1)});let M=i==2?y[1].facets[0].scale:y[0].scale,R={axes:Mu,series:_u},P=(e.drawOrder||["axes","series"]).map(d=>R[d]);function H(d){let f=d.distr==3?p=>Xt(p>0?p:d.clamp(r,p,d.min,d.max,d.key)):d.distr==4?p=>jo(p,d.asinh):d.distr==100?p=>d.fwd(p):p=>p;return p=>{let g=f(p),{_min:w,_max:L}=d,j=L-w;return(g-w)/j}}function V(d){let f=N[d];if(f==null){let p=(e.scales||Yr)[d]||Yr;if(p.from!=null){V(p.from);let g=je({},N[p.from],p,{key:d});g.valToPct=H(g),N[d]=g}else{f=N[d]=je({},d==M?Oc:um,p),f.key=d;let g=f.time,w=f.range,L=pn(w);if((d!=M||i==2&&!g)&&(L&&(w[0]==null||w[1]==null)&&(w={min:w[0]==null?Oa:{mode:1,hard:w[0],soft:w[0]},max:w[1]==null?Oa:{mode:1,hard:w[1],soft:w[1]}},L=!1),!L&&Si(w))){let j=w;w=(B,W,q)=>W==null?hr:xi(W,q,j)}f.range=he(w||(g?Em:d==M?f.distr==3?Tm:f.distr==4?Nm:Bc:f.distr==3?Vc:f.distr==4?Hc:Sm)),f.auto=he(L?!1:f.auto),f.clamp=he(f.clamp||dm),f._min=f._max=null,f.valToPct=H(f)}}}V("x"),V("y"),i==1&&y.forEach(d=>{V(d.scale)}),A.forEach(d=>{V(d.scale)});for(let d in e.scales)V(d);let k=N[M],C=k.distr,I,$;k.ori==0?(ht(c,jp),I=o,$=s):(ht(c,Fp),I=s,$=o);let O={};for(let d in N){let f=N[d];(f.min!=null||f.max!=null)&&(O[d]={min:f.min,max:f.max},f.min=f.max=null)}let D=e.tzDate||(d=>new Date(De(d/S))),z=e.fmtDate||is,ie=S==1?jg(D):zg(D),F=Va(D,Ba(S==1?Pg:Dg,z)),G=Wa(D,Ha(Vg,z)),ne=[],te=r.legend=je({},Gg,e.legend),U=r.cursor=je({},Zg,{drag:{y:i==2}},e.cursor),Y=te.show,X=U.show,re=te.markers;te.idxs=ne,re.width=he(re.width),re.dash=he(re.dash),re.stroke=he(re.stroke),re.fill=he(re.fill);let oe,ae,pe,ue=[],qe=[],rt,it=!1,Pt={};if(te.live){let d=y[1]?y[1].values:null;it=d!=null,rt=it?d(r,1,0):{_:0};for(let f in rt)Pt[f]=Qo}if(Y)if(oe=It("table",qp,c),pe=It("tbody",null,oe),te.mount(r,oe),it){ae=It("thead",null,oe,pe);let d=It("tr",null,ae);It("th",null,d);for(var Jt in rt)It("th",ya,d).textContent=Jt}else ht(oe,Jp),te.live&&ht(oe,Kp);let on={show:!0},sn={show:!1};function bt(d,f){if(f==0&&(it||!te.live||i==2))return hr;let p=[],g=It("tr",Zp,pe,pe.childNodes[f]);ht(g,d.class),d.show||ht(g,Pn);let w=It("th",null,g);if(re.show){let B=St(Qp,w);if(f>0){let W=re.width(r,f);W&&(B.style.border=W+"px "+re.dash(r,f)+" "+re.stroke(r,f)),B.style.background=re.fill(r,f)}}let L=St(ya,w);d.label instanceof HTMLElement?L.appendChild(d.label):L.textContent=d.label,f>0&&(re.show||(L.style.color=d.width>0?re.stroke(r,f):re.fill(r,f)),Ie("click",w,B=>{if(U._lock)return;vn(B);let W=y.indexOf(d);if((B.ctrlKey||B.metaKey)!=te.isolate){let q=y.some((K,Q)=>Q>0&&Q!=W&&K.show);y.forEach((K,Q)=>{Q>0&&Dt(Q,q?Q==W?on:sn:on,!0,Pe.setSeries)})}else Dt(W,{show:!d.show},!0,Pe.setSeries)},!1),Hn&&Ie(ka,w,B=>{U._lock||(vn(B),Dt(y.indexOf(d),tr,!0,Pe.setSeries))},!1));for(var j in rt){let B=It("td",Xp,g);B.textContent="--",p.push(B)}return[g,p]}let yt=new Map;function Ie(d,f,p,g=!0){let w=yt.get(f)||{},L=U.bind[d](r,f,p,g);L&&(jn(d,f,w[d]=L),yt.set(f,w))}function at(d,f,p){let g=yt.get(f)||{};for(let w in g)(d==null||w==d)&&(Wo(w,f,g[w]),delete g[w]);d==null&&yt.delete(f)}let wt=0,bn=0,ce=0,J=0,_e=0,Fe=0,Bn=_e,yn=Fe,jt=ce,wn=J,ct=0,xt=0,ot=0,Nt=0;r.bbox={};let Wi=!1,Kr=!1,Vn=!1,xn=!1,Jr=!1,vt=!1;function Gi(d,f,p){(p||d!=r.width||f!=r.height)&&Ts(d,f),qn(!1),Vn=!0,Kr=!0,Kn()}function Ts(d,f){r.width=wt=ce=d,r.height=bn=J=f,_e=Fe=0,mu(),bu();let p=r.bbox;ct=p.left=$n(_e*ye,.5),xt=p.top=$n(Fe*ye,.5),ot=p.width=$n(ce*ye,.5),Nt=p.height=$n(J*ye,.5)}let hu=3;function pu(){let d=!1,f=0;for(;!d;){f++;let p=Tu(f),g=Nu(f);d=f==hu||p&&g,d||(Ts(r.width,r.height),Kr=!0)}}function gu({width:d,height:f}){Gi(d,f)}r.setSize=gu;function mu(){let d=!1,f=!1,p=!1,g=!1;A.forEach((w,L)=>{if(w.show&&w._show){let{side:j,_size:B}=w,W=j%2,q=w.label!=null?w.labelSize:0,K=B+q;K>0&&(W?(ce-=K,j==3?(_e+=K,g=!0):p=!0):(J-=K,j==0?(Fe+=K,d=!0):f=!0))}}),kn[0]=d,kn[1]=p,kn[2]=f,kn[3]=g,ce-=ln[1]+ln[3],_e+=ln[3],J-=ln[2]+ln[0],Fe+=ln[0]}function bu(){let d=_e+ce,f=Fe+J,p=_e,g=Fe;function w(L,j){switch(L){case 1:return d+=j,d-j;case 2:return f+=j,f-j;case 3:return p-=j,p+j;case 0:return g-=j,g+j}}A.forEach((L,j)=>{if(L.show&&L._show){let B=L.side;L._pos=w(B,L._size),L.label!=null&&(L._lpos=w(B,L.labelSize))}})}if(U.dataIdx==null){let d=U.hover,f=d.skip=new Set(d.skip??[]);f.add(void 0);let p=d.prox=he(d.prox),g=d.bias??(d.bias=0);U.dataIdx=(w,L,j,B)=>{if(L==0)return j;let W=j,q=p(w,L,j,B)??ve,K=q>=0&&q<ve,Q=k.ori==0?ce:J,le=U.left,be=t[0],ge=t[L];if(f.has(ge[j])){W=null;let fe=null,se=null,ee;if(g==0||g==-1)for(ee=j;fe==null&&ee-- >0;)f.has(ge[ee])||(fe=ee);if(g==0||g==1)for(ee=j;se==null&&ee++<ge.length;)f.has(ge[ee])||(se=ee);if(fe!=null||se!=null)if(K){let Te=fe==null?-1/0:I(be[fe],k,Q,0),Le=se==null?1/0:I(be[se],k,Q,0),Ue=le-Te,xe=Le-le;Ue<=xe?Ue<=q&&(W=fe):xe<=q&&(W=se)}else W=se==null?fe:fe==null?se:j-fe<=se-j?fe:se}else K&&ze(le-I(be[j],k,Q,0))>q&&(W=null);return W}}let vn=d=>{U.event=d};U.idxs=ne,U._lock=!1;let Ze=U.points;Ze.show=he(Ze.show),Ze.size=he(Ze.size),Ze.stroke=he(Ze.stroke),Ze.width=he(Ze.width),Ze.fill=he(Ze.fill);let Ft=r.focus=je({},e.focus||{alpha:.3},U.focus),Hn=Ft.prox>=0,Wn=Hn&&Ze.one,kt=[],Gn=[],Yn=[];function Ns(d,f){let p=Ze.show(r,f);if(p instanceof HTMLElement)return ht(p,Up),ht(p,d.class),Ut(p,-10,-10,ce,J),E.insertBefore(p,kt[f]),p}function Ms(d,f){if(i==1||f>0){let p=i==1&&N[d.scale].time,g=d.value;d.value=p?ja(g)?Wa(D,Ha(g,z)):g||G:g||lm,d.label=d.label||(p?Xg:Qg)}if(Wn||f>0){d.width=d.width==null?1:d.width,d.paths=d.paths||vm||ug,d.fillTo=he(d.fillTo||fm),d.pxAlign=+me(d.pxAlign,_),d.pxRound=Xa(d.pxAlign),d.stroke=he(d.stroke||null),d.fill=he(d.fill||null),d._stroke=d._fill=d._paths=d._focus=null;let p=am(nt(1,d.width),1),g=d.points=je({},{size:p,width:nt(1,p*.2),stroke:d.stroke,space:p*2,paths:km,_stroke:null,_fill:null},d.points);g.show=he(g.show),g.filter=he(g.filter),g.fill=he(g.fill),g.stroke=he(g.stroke),g.paths=he(g.paths),g.pxAlign=d.pxAlign}if(Y){let p=bt(d,f);ue.splice(f,0,p[0]),qe.splice(f,0,p[1]),te.values.push(null)}if(X){ne.splice(f,0,null);let p=null;Wn?f==0&&(p=Ns(d,f)):f>0&&(p=Ns(d,f)),kt.splice(f,0,p),Gn.splice(f,0,0),Yn.splice(f,0,0)}Ye("addSeries",f)}function yu(d,f){f=f??y.length,d=i==1?Jo(d,f,Ya,Za):Jo(d,f,{},Ja),y.splice(f,0,d),Ms(y[f],f)}r.addSeries=yu;function wu(d){if(y.splice(d,1),Y){te.values.splice(d,1),qe.splice(d,1);let f=ue.splice(d,1)[0];at(null,f.firstChild),f.remove()}X&&(ne.splice(d,1),kt.splice(d,1)[0].remove(),Gn.splice(d,1),Yn.splice(d,1)),Ye("delSeries",d)}r.delSeries=wu;let kn=[!1,!1,!1,!1];function xu(d,f){if(d._show=d.show,d.show){let p=d.side%2,g=N[d.scale];g==null&&(d.scale=p?y[1].scale:M,g=N[d.scale]);let w=g.time;d.size=he(d.size),d.space=he(d.space),d.rotate=he(d.rotate),pn(d.incrs)&&d.incrs.forEach(j=>{!gn.has(j)&&gn.set(j,fc(j))}),d.incrs=he(d.incrs||(g.distr==2?Cg:w?S==1?Rg:Fg:Rn)),d.splits=he(d.splits||(w&&g.distr==1?ie:g.distr==3?Yo:g.distr==4?nm:tm)),d.stroke=he(d.stroke),d.grid.stroke=he(d.grid.stroke),d.ticks.stroke=he(d.ticks.stroke),d.border.stroke=he(d.border.stroke);let L=d.values;d.values=pn(L)&&!pn(L[0])?he(L):w?pn(L)?Va(D,Ba(L,z)):ja(L)?Bg(D,L):L||F:L||em,d.filter=he(d.filter||(g.distr>=3&&g.log==10?om:g.distr==3&&g.log==2?sm:dc)),d.font=rc(d.font),d.labelFont=rc(d.labelFont),d._size=d.size(r,null,f,0),d._space=d._rotate=d._incrs=d._found=d._splits=d._values=null,d._size>0&&(kn[f]=!0,d._el=St(Hp,b))}}function xr(d,f,p,g){let[w,L,j,B]=p,W=f%2,q=0;return W==0&&(B||L)&&(q=f==0&&!w||f==2&&!j?De(Ga.size/3):0),W==1&&(w||j)&&(q=f==1&&!L||f==3&&!B?De(qa.size/2):0),q}let As=r.padding=(e.padding||[xr,xr,xr,xr]).map(d=>he(me(d,xr))),ln=r._padding=As.map((d,f)=>d(r,f,kn,0)),Ke,Ve=null,He=null,Zr=i==1?y[0].idxs:null,Mt=null,vr=!1;function Ls(d,f){if(t=d??[],r.data=r._data=t,i==2){Ke=0;for(let p=1;p<y.length;p++)Ke+=t[p][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Mt=t[0],Ke=Mt.length;let p=t;if(C==2){p=t.slice();let g=p[0]=Array(Ke);for(let w=0;w<Ke;w++)g[w]=w}r._data=t=p}if(qn(!0),Ye("setData"),C==2&&(Vn=!0),f!==!1){let p=k;p.auto(r,vr)?Yi():cn(M,p.min,p.max),xn=xn||U.left>=0,vt=!0,Kn()}}r.setData=Ls;function Yi(){vr=!0;let d,f;i==1&&(Ke>0?(Ve=Zr[0]=0,He=Zr[1]=Ke-1,d=t[0][Ve],f=t[0][He],C==2?(d=Ve,f=He):d==f&&(C==3?[d,f]=_i(d,d,k.log,!1):C==4?[d,f]=es(d,d,k.log,!1):k.time?f=d+De(86400/S):[d,f]=xi(d,f,ts,!0))):(Ve=Zr[0]=d=null,He=Zr[1]=f=null)),cn(M,d,f)}let Qr,Un,Ui,qi,Ki,Ji,Zi,Qi,Xi,st;function Os(d,f,p,g,w,L){d??(d=xa),p??(p=rs),g??(g="butt"),w??(w=xa),L??(L="round"),d!=Qr&&(h.strokeStyle=Qr=d),w!=Un&&(h.fillStyle=Un=w),f!=Ui&&(h.lineWidth=Ui=f),L!=Ki&&(h.lineJoin=Ki=L),g!=Ji&&(h.lineCap=Ji=g),p!=qi&&h.setLineDash(qi=p)}function Is(d,f,p,g){f!=Un&&(h.fillStyle=Un=f),d!=Zi&&(h.font=Zi=d),p!=Qi&&(h.textAlign=Qi=p),g!=Xi&&(h.textBaseline=Xi=g)}function eo(d,f,p,g,w=0){if(g.length>0&&d.auto(r,vr)&&(f==null||f.min==null)){let L=me(Ve,0),j=me(He,g.length-1),B=p.min==null?og(g,L,j,w,d.distr==3):[p.min,p.max];d.min=$t(d.min,p.min=B[0]),d.max=nt(d.max,p.max=B[1])}}let Cs={min:null,max:null};function vu(){for(let g in N){let w=N[g];O[g]==null&&(w.min==null||O[M]!=null&&w.auto(r,vr))&&(O[g]=Cs)}for(let g in N){let w=N[g];O[g]==null&&w.from!=null&&O[w.from]!=null&&(O[g]=Cs)}O[M]!=null&&qn(!0);let d={};for(let g in O){let w=O[g];if(w!=null){let L=d[g]=pr(N[g],pg);if(w.min!=null)je(L,w);else if(g!=M||i==2)if(Ke==0&&L.from==null){let j=L.range(r,null,null,g);L.min=j[0],L.max=j[1]}else L.min=ve,L.max=-ve}}if(Ke>0){y.forEach((g,w)=>{if(i==1){let L=g.scale,j=O[L];if(j==null)return;let B=d[L];if(w==0){let W=B.range(r,B.min,B.max,L);B.min=W[0],B.max=W[1],Ve=Ct(B.min,t[0]),He=Ct(B.max,t[0]),He-Ve>1&&(t[0][Ve]<B.min&&Ve++,t[0][He]>B.max&&He--),g.min=Mt[Ve],g.max=Mt[He]}else g.show&&g.auto&&eo(B,j,g,t[w],g.sorted);g.idxs[0]=Ve,g.idxs[1]=He}else if(w>0&&g.show&&g.auto){let[L,j]=g.facets,B=L.scale,W=j.scale,[q,K]=t[w],Q=d[B],le=d[W];Q!=null&&eo(Q,O[B],L,q,L.sorted),le!=null&&eo(le,O[W],j,K,j.sorted),g.min=j.min,g.max=j.max}});for(let g in d){let w=d[g],L=O[g];if(w.from==null&&(L==null||L.min==null)){let j=w.range(r,w.min==ve?null:w.min,w.max==-ve?null:w.max,g);w.min=j[0],w.max=j[1]}}}for(let g in d){let w=d[g];if(w.from!=null){let L=d[w.from];if(L.min==null)w.min=w.max=null;else{let j=w.range(r,L.min,L.max,g);w.min=j[0],w.max=j[1]}}}let f={},p=!1;for(let g in d){let w=d[g],L=N[g];if(L.min!=w.min||L.max!=w.max){L.min=w.min,L.max=w.max;let j=L.distr;L._min=j==3?Xt(L.min):j==4?jo(L.min,L.asinh):j==100?L.fwd(L.min):L.min,L._max=j==3?Xt(L.max):j==4?jo(L.max,L.asinh):j==100?L.fwd(L.max):L.max,f[g]=p=!0}}if(p){y.forEach((g,w)=>{i==2?w>0&&f.y&&(g._paths=null):f[g.scale]&&(g._paths=null)});for(let g in f)Vn=!0,Ye("setScale",g);X&&U.left>=0&&(xn=vt=!0)}for(let g in O)O[g]=null}function ku(d){let f=Go(Ve-1,0,Ke-1),p=Go(He+1,0,Ke-1);for(;d[f]==null&&f>0;)f--;for(;d[p]==null&&p<Ke-1;)p++;return[f,p]}function _u(){if(Ke>0){let d=y.some(f=>f._focus)&&st!=Ft.alpha;d&&(h.globalAlpha=st=Ft.alpha),y.forEach((f,p)=>{if(p>0&&f.show&&($s(p,!1),$s(p,!0),f._paths==null)){let g=st;st!=f.alpha&&(h.globalAlpha=st=f.alpha);let w=i==2?[0,t[p][0].length-1]:ku(t[p]);f._paths=f.paths(r,p,w[0],w[1]),st!=g&&(h.globalAlpha=st=g)}}),y.forEach((f,p)=>{if(p>0&&f.show){let g=st;st!=f.alpha&&(h.globalAlpha=st=f.alpha),f._paths!=null&&Rs(p,!1);{let w=f._paths!=null?f._paths.gaps:null,L=f.points.show(r,p,Ve,He,w),j=f.points.filter(r,p,L,w);(L||j)&&(f.points._paths=f.points.paths(r,p,Ve,He,j),Rs(p,!0))}st!=g&&(h.globalAlpha=st=g),Ye("drawSeries",p)}}),d&&(h.globalAlpha=st=1)}}function $s(d,f){let p=f?y[d].points:y[d];p._stroke=p.stroke(r,d),p._fill=p.fill(r,d)}function Rs(d,f){let p=f?y[d].points:y[d],{stroke:g,fill:w,clip:L,flags:j,_stroke:B=p._stroke,_fill:W=p._fill,_width:q=p.width}=p._paths;q=ke(q*ye,3);let K=null,Q=q%2/2;f&&W==null&&(W=q>0?"#fff":B);let le=p.pxAlign==1&&Q>0;if(le&&h.translate(Q,Q),!f){let be=ct-q/2,ge=xt-q/2,fe=ot+q,se=Nt+q;K=new Path2D,K.rect(be,ge,fe,se)}f?to(B,q,p.dash,p.cap,W,g,w,j,L):Eu(d,B,q,p.dash,p.cap,W,g,w,j,K,L),le&&h.translate(-Q,-Q)}function Eu(d,f,p,g,w,L,j,B,W,q,K){let Q=!1;W!=0&&T.forEach((le,be)=>{if(le.series[0]==d){let ge=y[le.series[1]],fe=t[le.series[1]],se=(ge._paths||Yr).band;pn(se)&&(se=le.dir==1?se[0]:se[1]);let ee,Te=null;ge.show&&se&&lg(fe,Ve,He)?(Te=le.fill(r,be)||L,ee=ge._paths.clip):se=null,to(f,p,g,w,Te,j,B,W,q,K,ee,se),Q=!0}}),Q||to(f,p,g,w,L,j,B,W,q,K)}let Ps=gr|qo;function to(d,f,p,g,w,L,j,B,W,q,K,Q){Os(d,f,p,g,w),(W||q||Q)&&(h.save(),W&&h.clip(W),q&&h.clip(q)),Q?(B&Ps)==Ps?(h.clip(Q),K&&h.clip(K),ei(w,j),Xr(d,L,f)):B&qo?(ei(w,j),h.clip(Q),Xr(d,L,f)):B&gr&&(h.save(),h.clip(Q),K&&h.clip(K),ei(w,j),h.restore(),Xr(d,L,f)):(ei(w,j),Xr(d,L,f)),(W||q||Q)&&h.restore()}function Xr(d,f,p){p>0&&(f instanceof Map?f.forEach((g,w)=>{h.strokeStyle=Qr=w,h.stroke(g)}):f!=null&&d&&h.stroke(f))}function ei(d,f){f instanceof Map?f.forEach((p,g)=>{h.fillStyle=Un=g,h.fill(p)}):f!=null&&d&&h.fill(f)}function Su(d,f,p,g){let w=A[d],L;if(g<=0)L=[0,0];else{let j=w._space=w.space(r,d,f,p,g),B=w._incrs=w.incrs(r,d,f,p,g,j);L=Mm(f,p,B,g,j)}return w._found=L}function no(d,f,p,g,w,L,j,B,W,q){let K=j%2/2;_==1&&h.translate(K,K),Os(B,j,W,q,B),h.beginPath();let Q,le,be,ge,fe=w+(g==0||g==3?-L:L);p==0?(le=w,ge=fe):(Q=w,be=fe);for(let se=0;se<d.length;se++)f[se]!=null&&(p==0?Q=be=d[se]:le=ge=d[se],h.moveTo(Q,le),h.lineTo(be,ge));h.stroke(),_==1&&h.translate(-K,-K)}function Tu(d){let f=!0;return A.forEach((p,g)=>{if(!p.show)return;let w=N[p.scale];if(w.min==null){p._show&&(f=!1,p._show=!1,qn(!1));return}else p._show||(f=!1,p._show=!0,qn(!1));let L=p.side,j=L%2,{min:B,max:W}=w,[q,K]=Su(g,B,W,j==0?ce:J);if(K==0)return;let Q=w.distr==2,le=p._splits=p.splits(r,g,B,W,q,K,Q),be=w.distr==2?le.map(ee=>Mt[ee]):le,ge=w.distr==2?Mt[le[1]]-Mt[le[0]]:q,fe=p._values=p.values(r,p.filter(r,be,g,K,ge),g,K,ge);p._rotate=L==2?p.rotate(r,fe,g,K):0;let se=p._size;p._size=Tt(p.size(r,fe,g,d)),se!=null&&p._size!=se&&(f=!1)}),f}function Nu(d){let f=!0;return As.forEach((p,g)=>{let w=p(r,g,kn,d);w!=ln[g]&&(f=!1),ln[g]=w}),f}function Mu(){for(let d=0;d<A.length;d++){let f=A[d];if(!f.show||!f._show)continue;let p=f.side,g=p%2,w,L,j=f.stroke(r,d),B=p==0||p==3?-1:1,[W,q]=f._found;if(f.label!=null){let Xe=f.labelGap*B,ft=De((f._lpos+Xe)*ye);Is(f.labelFont[0],j,"center",p==2?"top":wa),h.save(),g==1?(w=L=0,h.translate(ft,De(xt+Nt/2)),h.rotate((p==3?-yi:yi)/2)):(w=De(ct+ot/2),L=ft);let Sn=ac(f.label)?f.label(r,d,W,q):f.label;h.fillText(Sn,w,L),h.restore()}if(q==0)continue;let K=N[f.scale],Q=g==0?ot:Nt,le=g==0?ct:xt,be=f._splits,ge=K.distr==2?be.map(Xe=>Mt[Xe]):be,fe=K.distr==2?Mt[be[1]]-Mt[be[0]]:W,se=f.ticks,ee=f.border,Te=se.show?se.size:0,Le=De(Te*ye),Ue=De((f.alignTo==2?f._size-Te-f.gap:f.gap)*ye),xe=f._rotate*-yi/180,Oe=v(f._pos*ye),dt=(Le+Ue)*B,Qe=Oe+dt;L=g==0?Qe:0,w=g==1?Qe:0;let _t=f.font[0],At=f.align==1?cr:f.align==2?$o:xe>0?cr:xe<0?$o:g==0?"center":p==3?$o:cr,Bt=xe||g==1?"middle":p==2?"top":wa;Is(_t,j,At,Bt);let ut=f.font[1]*f.lineGap,Et=be.map(Xe=>v(l(Xe,K,Q,le))),Lt=f._values;for(let Xe=0;Xe<Lt.length;Xe++){let ft=Lt[Xe];if(ft!=null){g==0?w=Et[Xe]:L=Et[Xe],ft=""+ft;let Sn=ft.indexOf(`
`)==-1?[ft]:ft.split(/\n/gm);for(let et=0;et<Sn.length;et++){let tl=Sn[et];xe?(h.save(),h.translate(w,L+et*ut),h.rotate(xe),h.fillText(tl,0,0),h.restore()):h.fillText(tl,w,L+et*ut)}}}se.show&&no(Et,se.filter(r,ge,d,q,fe),g,p,Oe,Le,ke(se.width*ye,3),se.stroke(r,d),se.dash,se.cap);let Vt=f.grid;Vt.show&&no(Et,Vt.filter(r,ge,d,q,fe),g,g==0?2:1,g==0?xt:ct,g==0?Nt:ot,ke(Vt.width*ye,3),Vt.stroke(r,d),Vt.dash,Vt.cap),ee.show&&no([Oe],[1],g==0?1:0,g==0?1:2,g==1?xt:ct,g==1?Nt:ot,ke(ee.width*ye,3),ee.stroke(r,d),ee.dash,ee.cap)}Ye("drawAxes")}function qn(d){y.forEach((f,p)=>{p>0&&(f._paths=null,d&&(i==1?(f.min=null,f.max=null):f.facets.forEach(g=>{g.min=null,g.max=null})))})}let ti=!1,ro=!1,kr=[];function Au(){ro=!1;for(let d=0;d<kr.length;d++)Ye(...kr[d]);kr.length=0}function Kn(){ti||(vg(js),ti=!0)}function Lu(d,f=!1){ti=!0,ro=f,d(r),js(),f&&kr.length>0&&queueMicrotask(Au)}r.batch=Lu;function js(){if(Wi&&(vu(),Wi=!1),Vn&&(pu(),Vn=!1),Kr){if(Ne(x,cr,_e),Ne(x,"top",Fe),Ne(x,Vr,ce),Ne(x,Hr,J),Ne(E,cr,_e),Ne(E,"top",Fe),Ne(E,Vr,ce),Ne(E,Hr,J),Ne(b,Vr,wt),Ne(b,Hr,bn),u.width=De(wt*ye),u.height=De(bn*ye),A.forEach(({_el:d,_show:f,_size:p,_pos:g,side:w})=>{if(d!=null)if(f){let L=w===3||w===0?p:0,j=w%2==1;Ne(d,j?"left":"top",g-L),Ne(d,j?"width":"height",p),Ne(d,j?"top":"left",j?Fe:_e),Ne(d,j?"height":"width",j?J:ce),Ho(d,Pn)}else ht(d,Pn)}),Qr=Un=Ui=Ki=Ji=Zi=Qi=Xi=qi=null,st=1,Sr(!0),_e!=Bn||Fe!=yn||ce!=jt||J!=wn){qn(!1);let d=ce/jt,f=J/wn;if(X&&!xn&&U.left>=0){U.left*=d,U.top*=f,Jn&&Ut(Jn,De(U.left),0,ce,J),Zn&&Ut(Zn,0,De(U.top),ce,J);for(let p=0;p<kt.length;p++){let g=kt[p];g!=null&&(Gn[p]*=d,Yn[p]*=f,Ut(g,Tt(Gn[p]),Tt(Yn[p]),ce,J))}}if(Se.show&&!Jr&&Se.left>=0&&Se.width>0){Se.left*=d,Se.width*=d,Se.top*=f,Se.height*=f;for(let p in co)Ne(er,p,Se[p])}Bn=_e,yn=Fe,jt=ce,wn=J}Ye("setSize"),Kr=!1}wt>0&&bn>0&&(h.clearRect(0,0,u.width,u.height),Ye("drawClear"),P.forEach(d=>d()),Ye("draw")),Se.show&&Jr&&(ni(Se),Jr=!1),X&&xn&&(En(null,!0,!1),xn=!1),te.show&&te.live&&vt&&(lo(),vt=!1),a||(a=!0,r.status=1,Ye("ready")),vr=!1,ti=!1}r.redraw=(d,f)=>{Vn=f||!1,d!==!1?cn(M,k.min,k.max):Kn()};function io(d,f){let p=N[d];if(p.from==null){if(Ke==0){let g=p.range(r,f.min,f.max,d);f.min=g[0],f.max=g[1]}if(f.min>f.max){let g=f.min;f.min=f.max,f.max=g}if(Ke>1&&f.min!=null&&f.max!=null&&f.max-f.min<1e-16)return;d==M&&p.distr==2&&Ke>0&&(f.min=Ct(f.min,t[0]),f.max=Ct(f.max,t[0]),f.min==f.max&&f.max++),O[d]=f,Wi=!0,Kn()}}r.setScale=io;let oo,so,Jn,Zn,Fs,Ds,Qn,Xn,zs,Bs,Ee,Me,an=!1,Je=U.drag,We=Je.x,Ge=Je.y;X&&(U.x&&(oo=St(Gp,E)),U.y&&(so=St(Yp,E)),k.ori==0?(Jn=oo,Zn=so):(Jn=so,Zn=oo),Ee=U.left,Me=U.top);let Se=r.select=je({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),er=Se.show?St(Wp,Se.over?E:x):null;function ni(d,f){if(Se.show){for(let p in d)Se[p]=d[p],p in co&&Ne(er,p,d[p]);f!==!1&&Ye("setSelect")}}r.setSelect=ni;function Ou(d){if(y[d].show)Y&&Ho(ue[d],Pn);else if(Y&&ht(ue[d],Pn),X){let p=Wn?kt[0]:kt[d];p!=null&&Ut(p,-10,-10,ce,J)}}function cn(d,f,p){io(d,{min:f,max:p})}function Dt(d,f,p,g){f.focus!=null&&Pu(d),f.show!=null&&y.forEach((w,L)=>{L>0&&(d==L||d==null)&&(w.show=f.show,Ou(L),i==2?(cn(w.facets[0].scale,null,null),cn(w.facets[1].scale,null,null)):cn(w.scale,null,null),Kn())}),p!==!1&&Ye("setSeries",d,f),g&&Tr("setSeries",r,d,f)}r.setSeries=Dt;function Iu(d,f){je(T[d],f)}function Cu(d,f){d.fill=he(d.fill||null),d.dir=me(d.dir,-1),f=f??T.length,T.splice(f,0,d)}function $u(d){d==null?T.length=0:T.splice(d,1)}r.addBand=Cu,r.setBand=Iu,r.delBand=$u;function Ru(d,f){y[d].alpha=f,X&&kt[d]!=null&&(kt[d].style.opacity=f),Y&&ue[d]&&(ue[d].style.opacity=f)}let Zt,dn,_n,tr={focus:!0};function Pu(d){if(d!=_n){let f=d==null,p=Ft.alpha!=1;y.forEach((g,w)=>{if(i==1||w>0){let L=f||w==0||w==d;g._focus=f?null:L,p&&Ru(w,L?1:Ft.alpha)}}),_n=d,p&&Kn()}}Y&&Hn&&Ie(_a,oe,d=>{U._lock||(vn(d),_n!=null&&Dt(null,tr,!0,Pe.setSeries))});function zt(d,f,p){let g=N[f];p&&(d=d/ye-(g.ori==1?Fe:_e));let w=ce;g.ori==1&&(w=J,d=w-d),g.dir==-1&&(d=w-d);let L=g._min,j=g._max,B=d/w,W=L+(j-L)*B,q=g.distr;return q==3?fr(10,W):q==4?cg(W,g.asinh):q==100?g.bwd(W):W}function ju(d,f){let p=zt(d,M,f);return Ct(p,t[0],Ve,He)}r.valToIdx=d=>Ct(d,t[0]),r.posToIdx=ju,r.posToVal=zt,r.valToPos=(d,f,p)=>N[f].ori==0?o(d,N[f],p?ot:ce,p?ct:0):s(d,N[f],p?Nt:J,p?xt:0),r.setCursor=(d,f,p)=>{Ee=d.left,Me=d.top,En(null,f,p)};function Vs(d,f){Ne(er,cr,Se.left=d),Ne(er,Vr,Se.width=f)}function Hs(d,f){Ne(er,"top",Se.top=d),Ne(er,Hr,Se.height=f)}let _r=k.ori==0?Vs:Hs,Er=k.ori==1?Vs:Hs;function Fu(){if(Y&&te.live)for(let d=i==2?1:0;d<y.length;d++){if(d==0&&it)continue;let f=te.values[d],p=0;for(let g in f)qe[d][p++].firstChild.nodeValue=f[g]}}function lo(d,f){if(d!=null&&(d.idxs?d.idxs.forEach((p,g)=>{ne[g]=p}):hg(d.idx)||ne.fill(d.idx),te.idx=ne[0]),Y&&te.live){for(let p=0;p<y.length;p++)(p>0||i==1&&!it)&&Du(p,ne[p]);Fu()}vt=!1,f!==!1&&Ye("setLegend")}r.setLegend=lo;function Du(d,f){let p=y[d],g=d==0&&C==2?Mt:t[d],w;it?w=p.values(r,d,f)??Pt:(w=p.value(r,f==null?null:g[f],d,f),w=w==null?Pt:{_:w}),te.values[d]=w}function En(d,f,p){zs=Ee,Bs=Me,[Ee,Me]=U.move(r,Ee,Me),U.left=Ee,U.top=Me,X&&(Jn&&Ut(Jn,De(Ee),0,ce,J),Zn&&Ut(Zn,0,De(Me),ce,J));let g,w=Ve>He;Zt=ve,dn=null;let L=k.ori==0?ce:J,j=k.ori==1?ce:J;if(Ee<0||Ke==0||w){g=U.idx=null;for(let B=0;B<y.length;B++){let W=kt[B];W!=null&&Ut(W,-10,-10,ce,J)}Hn&&Dt(null,tr,!0,d==null&&Pe.setSeries),te.live&&(ne.fill(g),vt=!0)}else{let B,W,q;i==1&&(B=k.ori==0?Ee:Me,W=zt(B,M),g=U.idx=Ct(W,t[0],Ve,He),q=I(t[0][g],k,L,0));let K=-10,Q=-10,le=0,be=0,ge=!0,fe="",se="";for(let ee=i==2?1:0;ee<y.length;ee++){let Te=y[ee],Le=ne[ee],Ue=Le==null?null:i==1?t[ee][Le]:t[ee][1][Le],xe=U.dataIdx(r,ee,g,W),Oe=xe==null?null:i==1?t[ee][xe]:t[ee][1][xe];if(vt=vt||Oe!=Ue||xe!=Le,ne[ee]=xe,ee>0&&Te.show){let dt=xe==null?-10:xe==g?q:I(i==1?t[0][xe]:t[ee][0][xe],k,L,0),Qe=Oe==null?-10:$(Oe,i==1?N[Te.scale]:N[Te.facets[1].scale],j,0);if(Hn&&Oe!=null){let _t=k.ori==1?Ee:Me,At=ze(Ft.dist(r,ee,xe,Qe,_t));if(At<Zt){let Bt=Ft.bias;if(Bt!=0){let ut=zt(_t,Te.scale),Et=Oe>=0?1:-1,Lt=ut>=0?1:-1;Lt==Et&&(Lt==1?Bt==1?Oe>=ut:Oe<=ut:Bt==1?Oe<=ut:Oe>=ut)&&(Zt=At,dn=ee)}else Zt=At,dn=ee}}if(vt||Wn){let _t,At;k.ori==0?(_t=dt,At=Qe):(_t=Qe,At=dt);let Bt,ut,Et,Lt,Vt,Xe,ft=!0,Sn=Ze.bbox;if(Sn!=null){ft=!1;let et=Sn(r,ee);Et=et.left,Lt=et.top,Bt=et.width,ut=et.height}else Et=_t,Lt=At,Bt=ut=Ze.size(r,ee);if(Xe=Ze.fill(r,ee),Vt=Ze.stroke(r,ee),Wn)ee==dn&&Zt<=Ft.prox&&(K=Et,Q=Lt,le=Bt,be=ut,ge=ft,fe=Xe,se=Vt);else{let et=kt[ee];et!=null&&(Gn[ee]=Et,Yn[ee]=Lt,La(et,Bt,ut,ft),Ma(et,Xe,Vt),Ut(et,Tt(Et),Tt(Lt),ce,J))}}}}if(Wn){let ee=Ft.prox,Te=_n==null?Zt<=ee:Zt>ee||dn!=_n;if(vt||Te){let Le=kt[0];Le!=null&&(Gn[0]=K,Yn[0]=Q,La(Le,le,be,ge),Ma(Le,fe,se),Ut(Le,Tt(K),Tt(Q),ce,J))}}}if(Se.show&&an)if(d!=null){let[B,W]=Pe.scales,[q,K]=Pe.match,[Q,le]=d.cursor.sync.scales,be=d.cursor.drag;if(We=be._x,Ge=be._y,We||Ge){let{left:ge,top:fe,width:se,height:ee}=d.select,Te=d.scales[Q].ori,Le=d.posToVal,Ue,xe,Oe,dt,Qe,_t=B!=null&&q(B,Q),At=W!=null&&K(W,le);_t&&We?(Te==0?(Ue=ge,xe=se):(Ue=fe,xe=ee),Oe=N[B],dt=I(Le(Ue,Q),Oe,L,0),Qe=I(Le(Ue+xe,Q),Oe,L,0),_r($t(dt,Qe),ze(Qe-dt))):_r(0,L),At&&Ge?(Te==1?(Ue=ge,xe=se):(Ue=fe,xe=ee),Oe=N[W],dt=$(Le(Ue,le),Oe,j,0),Qe=$(Le(Ue+xe,le),Oe,j,0),Er($t(dt,Qe),ze(Qe-dt))):Er(0,j)}else uo()}else{let B=ze(zs-Fs),W=ze(Bs-Ds);if(k.ori==1){let le=B;B=W,W=le}We=Je.x&&B>=Je.dist,Ge=Je.y&&W>=Je.dist;let q=Je.uni;q!=null?We&&Ge&&(We=B>=q,Ge=W>=q,!We&&!Ge&&(W>B?Ge=!0:We=!0)):Je.x&&Je.y&&(We||Ge)&&(We=Ge=!0);let K,Q;We&&(k.ori==0?(K=Qn,Q=Ee):(K=Xn,Q=Me),_r($t(K,Q),ze(Q-K)),Ge||Er(0,j)),Ge&&(k.ori==1?(K=Qn,Q=Ee):(K=Xn,Q=Me),Er($t(K,Q),ze(Q-K)),We||_r(0,L)),!We&&!Ge&&(_r(0,0),Er(0,0))}if(Je._x=We,Je._y=Ge,d==null){if(p){if(el!=null){let[B,W]=Pe.scales;Pe.values[0]=B!=null?zt(k.ori==0?Ee:Me,B):null,Pe.values[1]=W!=null?zt(k.ori==1?Ee:Me,W):null}Tr(Ro,r,Ee,Me,ce,J,g)}if(Hn){let B=p&&Pe.setSeries,W=Ft.prox;_n==null?Zt<=W&&Dt(dn,tr,!0,B):Zt>W?Dt(null,tr,!0,B):dn!=_n&&Dt(dn,tr,!0,B)}}vt&&(te.idx=g,lo()),f!==!1&&Ye("setCursor")}let un=null;Object.defineProperty(r,"rect",{get(){return un==null&&Sr(!1),un}});function Sr(d=!1){d?un=null:(un=E.getBoundingClientRect(),Ye("syncRect",un))}function Ws(d,f,p,g,w,L,j){U._lock||an&&d!=null&&d.movementX==0&&d.movementY==0||(ao(d,f,p,g,w,L,j,!1,d!=null),d!=null?En(null,!0,!0):En(f,!0,!1))}function ao(d,f,p,g,w,L,j,B,W){if(un==null&&Sr(!1),vn(d),d!=null)p=d.clientX-un.left,g=d.clientY-un.top;else{if(p<0||g<0){Ee=-10,Me=-10;return}let[q,K]=Pe.scales,Q=f.cursor.sync,[le,be]=Q.values,[ge,fe]=Q.scales,[se,ee]=Pe.match,Te=f.axes[0].side%2==1,Le=k.ori==0?ce:J,Ue=k.ori==1?ce:J,xe=Te?L:w,Oe=Te?w:L,dt=Te?g:p,Qe=Te?p:g;if(ge!=null?p=se(q,ge)?l(le,N[q],Le,0):-10:p=Le*(dt/xe),fe!=null?g=ee(K,fe)?l(be,N[K],Ue,0):-10:g=Ue*(Qe/Oe),k.ori==1){let _t=p;p=g,g=_t}}W&&(f==null||f.cursor.event.type==Ro)&&((p<=1||p>=ce-1)&&(p=$n(p,ce)),(g<=1||g>=J-1)&&(g=$n(g,J))),B?(Fs=p,Ds=g,[Qn,Xn]=U.move(r,p,g)):(Ee=p,Me=g)}let co={width:0,height:0,left:0,top:0};function uo(){ni(co,!1)}let Gs,Ys,Us,qs;function Ks(d,f,p,g,w,L,j){an=!0,We=Ge=Je._x=Je._y=!1,ao(d,f,p,g,w,L,j,!0,!1),d!=null&&(Ie(Po,Bo,Js,!1),Tr(va,r,Qn,Xn,ce,J,null));let{left:B,top:W,width:q,height:K}=Se;Gs=B,Ys=W,Us=q,qs=K}function Js(d,f,p,g,w,L,j){an=Je._x=Je._y=!1,ao(d,f,p,g,w,L,j,!1,!0);let{left:B,top:W,width:q,height:K}=Se,Q=q>0||K>0,le=Gs!=B||Ys!=W||Us!=q||qs!=K;if(Q&&le&&ni(Se),Je.setScale&&Q&&le){let be=B,ge=q,fe=W,se=K;if(k.ori==1&&(be=W,ge=K,fe=B,se=q),We&&cn(M,zt(be,M),zt(be+ge,M)),Ge)for(let ee in N){let Te=N[ee];ee!=M&&Te.from==null&&Te.min!=ve&&cn(ee,zt(fe+se,ee),zt(fe,ee))}uo()}else U.lock&&(U._lock=!U._lock,En(f,!0,d!=null));d!=null&&(at(Po,Bo),Tr(Po,r,Ee,Me,ce,J,null))}function zu(d,f,p,g,w,L,j){if(U._lock)return;vn(d);let B=an;if(an){let W=!0,q=!0,K=10,Q,le;k.ori==0?(Q=We,le=Ge):(Q=Ge,le=We),Q&&le&&(W=Ee<=K||Ee>=ce-K,q=Me<=K||Me>=J-K),Q&&W&&(Ee=Ee<Qn?0:ce),le&&q&&(Me=Me<Xn?0:J),En(null,!0,!0),an=!1}Ee=-10,Me=-10,ne.fill(null),En(null,!0,!0),B&&(an=B)}function Zs(d,f,p,g,w,L,j){U._lock||(vn(d),Yi(),uo(),d!=null&&Tr(Ea,r,Ee,Me,ce,J,null))}function Qs(){A.forEach(Am),Gi(r.width,r.height,!0)}jn(wi,ur,Qs);let nr={};nr.mousedown=Ks,nr.mousemove=Ws,nr.mouseup=Js,nr.dblclick=Zs,nr.setSeries=(d,f,p,g)=>{let w=Pe.match[2];p=w(r,f,p),p!=-1&&Dt(p,g,!0,!1)},X&&(Ie(va,E,Ks),Ie(Ro,E,Ws),Ie(ka,E,d=>{vn(d),Sr(!1)}),Ie(_a,E,zu),Ie(Ea,E,Zs),Ko.add(r),r.syncRect=Sr);let ri=r.hooks=e.hooks||{};function Ye(d,f,p){ro?kr.push([d,f,p]):d in ri&&ri[d].forEach(g=>{g.call(null,r,f,p)})}(e.plugins||[]).forEach(d=>{for(let f in d.hooks)ri[f]=(ri[f]||[]).concat(d.hooks[f])});let Xs=(d,f,p)=>p,Pe=je({key:null,setSeries:!1,filters:{pub:Ra,sub:Ra},scales:[M,y[1]?y[1].scale:null],match:[Pa,Pa,Xs],values:[null,null]},U.sync);Pe.match.length==2&&Pe.match.push(Xs),U.sync=Pe;let el=Pe.key,fo=Ic(el);function Tr(d,f,p,g,w,L,j){Pe.filters.pub(d,f,p,g,w,L,j)&&fo.pub(d,f,p,g,w,L,j)}fo.sub(r);function Bu(d,f,p,g,w,L,j){Pe.filters.sub(d,f,p,g,w,L,j)&&nr[d](null,f,p,g,w,L,j)}r.pub=Bu;function Vu(){fo.unsub(r),Ko.delete(r),yt.clear(),Wo(wi,ur,Qs),c.remove(),oe?.remove(),Ye("destroy")}r.destroy=Vu;function ho(){Ye("init",e,t),Ls(t||e.data,!1),O[M]?io(M,O[M]):Yi(),Jr=Se.show&&(Se.width>0||Se.height>0),xn=vt=!0,Gi(e.width,e.height)}return y.forEach(Ms),A.forEach(xu),n?n instanceof HTMLElement?(n.appendChild(c),ho()):n(r,ho):ho(),r}Be.assign=je;Be.fmtNum=ns;Be.rangeNum=xi;Be.rangeLog=_i;Be.rangeAsinh=es;Be.orient=Dn;Be.pxRatio=ye;Be.join=xg;Be.fmtDate=is,Be.tzDate=Og;Be.sync=Ic;{Be.addGap=hm,Be.clipGaps=Ti;let e=Be.paths={points:Fc};e.linear=zc,e.stepped=mm,e.bars=bm,e.spline=wm}function Wc(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var Rt=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function Lm(){let e=Wc();return e?e.classList.contains("dark-mode")?"dark":"light":Rt&&Rt.matches?"dark":"light"}function Gc(e){let t=document.documentElement,n=()=>{let s=Lm();t.dataset.theme!==s&&(t.dataset.theme=s,t.style.colorScheme=s,e&&e(s))};n();let r=[],i=Wc();if(i)try{let s=new window.parent.MutationObserver(n);s.observe(i,{attributes:!0,attributeFilter:["class"]}),r.push(()=>s.disconnect())}catch{}if(Rt){let s=()=>n();Rt.addEventListener?Rt.addEventListener("change",s):Rt.addListener&&Rt.addListener(s),r.push(()=>{Rt.removeEventListener?Rt.removeEventListener("change",s):Rt.removeListener&&Rt.removeListener(s)})}let o=()=>r.splice(0).forEach(s=>s());return window.addEventListener("pagehide",o,{once:!0}),o}function Re(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function zn(e,t){return oa(Re(e,""),t)}var Yc=240,qc=[];for(let e=1;e<=1e12;e*=10)qc.push(e,2*e,5*e);var Kc=e=>Fr(e)||"NaN";function Uc(e,t){return t.map(n=>Cn(n)?n:null)}function Om(e){if(e==null)return"";let t=Math.abs(e);return Cn(t)&&(t>=1e5||t<.001)?e.toExponential(0):t>=1e5||t<.001&&e!==0?e.toExponential(1):String(Number(e.toPrecision(4)))}function Im(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((l,a)=>{if(typeof l!="number"||!Number.isFinite(l))return;let c=n[a];r.set(l,typeof c=="number"&&Number.isFinite(c)?c:null)});let i=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(l=>l&&typeof l.step=="number").sort((l,a)=>l.step-a.step);for(let l of i)r.set(l.step,null);let o=[...r.keys()].sort((l,a)=>l-a),s=o.map(l=>r.get(l));return{xs:o,ys:s,nonfinite:i}}function Cm(e){return{hooks:{draw:[t=>{let n=e();if(!n.length)return;let{ctx:r}=t,{left:i,top:o,width:s,height:l}=t.bbox,a=window.devicePixelRatio||1;r.save(),r.beginPath(),r.rect(i,o,s,l),r.clip(),r.strokeStyle=Re("--critical","#d32f2f"),r.fillStyle=r.strokeStyle,r.lineWidth=1.5*a,r.setLineDash([4*a,3*a]),r.font=`${11*a}px system-ui, sans-serif`,r.textBaseline="top";let c=!1;for(let u of n){let h=Math.round(t.valToPos(u.step,"x",!0))+.5;if(!(h<i-1||h>i+s+1)&&(r.beginPath(),r.moveTo(h,o),r.lineTo(h,o+l),r.stroke(),!c)){let b=Kc(u.value),x=r.measureText(b).width,E=h+4*a+x>i+s?h-4*a-x:h+4*a;r.fillText(b,E,o+4*a),c=!0}}r.restore()}]}}}function Jc(e){let t=m("h3",null,Ae(Ar.loss)),n=m("p",{class:"chart-note",id:"loss-note",role:"status"}),r=m("input",{type:"checkbox",id:"loss-log-scale"}),i=m("label",{class:"log-toggle",for:"loss-log-scale"},r," Log scale"),o=m("div",{class:"chart-box",id:"loss-plot"});Z(e,m("div",{class:"card-head"},t,i),n,o);let s=null,l=null,a=[],c=null,u=()=>{s&&s.destroy(),s=null},h=()=>{if(u(),Z(o),!l||!l.xs.length)return;let E=l.ys.filter(T=>T!==null),_=E.length>0&&E.every(T=>T>0);if(r.disabled=!_,!b){let T=1/0,M=-1/0;for(let R of E)R<T&&(T=R),R>M&&(M=R);r.checked=_&&M/T>1e4}let v=_&&r.checked,S=Re("--fg-muted","#666"),y=Re("--grid","rgba(0,0,0,0.08)"),N={width:Math.max(200,o.clientWidth||e.clientWidth||600),height:Yc,plugins:[Cm(()=>a)],scales:{x:{time:!1,range:(T,M,R)=>{if(M===null||R===null)return[0,1];if(M===R)return[M-1,R+1];let P=a.length?(R-M)*.02:0;return[M-P,R+P]}},y:v?{distr:3}:{range:(T,M,R)=>{if(M===null||R===null||!Number.isFinite(M)||!Number.isFinite(R))return[0,1];if(M===R)return[M-Math.abs(M||1)*.1,R+Math.abs(R||1)*.1];let P=(R-M)*.05;return[M-P,R+P]}}},axes:[{stroke:S,grid:{stroke:y,width:1},ticks:{stroke:y},label:"step",labelSize:20,incrs:qc,values:(T,M)=>M.map(R=>Number.isInteger(R)?String(R):"")},{stroke:S,grid:v?{stroke:y,width:1,filter:Uc}:{stroke:y,width:1},ticks:v?{stroke:y,filter:Uc}:{stroke:y},size:(T,M)=>{if(!M)return 50;let R=Math.max(...M.map(P=>String(P).length),3);return Math.ceil(R*7.5)+22},values:(T,M)=>M.map(Om)}],series:[{label:"step"},{label:Ae(Ar.loss),stroke:Re("--accent","#1976d2"),width:2,spanGaps:!1,points:{show:l.xs.length<=60,size:4},value:(T,M)=>M===null?"—":String(Number(M.toPrecision(6)))}],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};s=new Be(N,[l.xs,l.ys],o)},b=!1;r.addEventListener("change",()=>{b=!0,h()});let x=new ResizeObserver(()=>{if(!s)return;let E=Math.max(200,o.clientWidth);Math.abs(E-s.width)>1&&s.setSize({width:E,height:Yc})});return x.observe(o),{update(E,_){if(!(_&&_===c&&s)){if(c=_||null,l=Im(E||{}),a=l.nonfinite,e.dataset.points=String(l.xs.length),e.dataset.nonfinite=String(a.length),!l.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",u(),Z(o);return}if(a.length){let v=a[0],S=a.length-1;n.className="chart-note alert",n.textContent=`The loss became ${Kc(v.value)} at step ${v.step}`+(S?` (${S} more non-finite step${S===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${l.xs.length} step${l.xs.length===1?"":"s"} logged; all finite.`;h()}},showError(E){c=null,l=null,a=[],u(),n.className="chart-note error-text",n.textContent=E,Z(o)},retheme(){l&&h()},destroy(){x.disconnect(),u()}}}function mn(e){return m("h2",{class:"section-title"},e)}function mt({id:e,className:t="",title:n,aside:r=null,hidden:i=!1},...o){let s=typeof n=="string"?m("h3",null,n):n,l=typeof r=="string"?m("span",{class:"muted small"},r):r;return m("section",{class:`card ${t}`.trim(),id:e,hidden:i},m("div",{class:"card-head"},s,l),...o)}function us(e,{id:t,onchange:n}){let r=m("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:m("label",{class:"inline-picker"},m("span",null,e),r)}}function tn(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function nn(e,t){e.hidden=!t,e.textContent=t||""}function Li(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}var fs=12,$m=2,hs=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function Zc(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return tt(e.length,"item");let t=e.slice(0,fs).map(Lr).join(", ");return e.length>fs?`${t} and ${e.length-fs} more`:t}return hs(e)&&!Object.keys(e).length?"none":Lr(e)}function ps(e,t=[]){if(!hs(e))return[{key:t.join(" › ")||"Value",value:Zc(e)}];let n=[];for(let[r,i]of Object.entries(e)){let o=[...t,Or(r)];hs(i)&&Object.keys(i).length&&o.length<$m?n.push(...ps(i,o)):n.push({key:o.join(" › "),value:Zc(i)})}return n}function Oi(e){return{area:e,create:(t,n)=>Rm(t,n,e)}}function Rm(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=m("tbody");Z(e,mn(t.title),mt({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},m("table",{class:"evidence-table generic-summary"},r)));let i=null;return{async update(o,s){let l=s&&s.areas?s.areas[n]:void 0,a=l!=null;tn(e,a);let c=a?JSON.stringify(l):null;!a||c===i||(i=c,Z(r,ps(l).map(({key:u,value:h})=>m("tr",null,m("th",{scope:"row"},u),m("td",null,h)))))},focusFinding:()=>!1,retheme(){},destroy(){Z(e)}}}var Qc=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
`;var jm=["input_shape","layer_input","layer_rank","layer_call"],Fm=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],qt=e=>Array.isArray(e)?e:[];function ed(e){let t=e&&e.areas&&e.areas[Ce.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=qt(t.loss_checks).filter(i=>i&&typeof i=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function td(e){return qt(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:qr(t.y_true),yPred:qr(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function nd(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>rr(n)===Ce.shapes)}function qr(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function gs(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>qr(t&&t.shape)).join("  ")}function Ii(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function Xc(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function Dm(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function rd(e,t){let n=t.some(a=>jm.includes(Xc(a))&&(a.evidence||{}).source==="the data"),r=t.some(a=>Fm.includes(Xc(a))),i=e.data||{},o=qt(i.x),s=qt(i.y),l=(a,c,u,h)=>c&&c.path?`${a}.${c.path}`:h>1?`${a}[${u}]`:a;return{data:[...o.map((a,c)=>({role:l("x",a,c,o.length),spec:a,mismatch:n})),...s.map((a,c)=>({role:l("y",a,c,s.length),spec:a,mismatch:r}))],model:[...qt(e.model_inputs).map(a=>({role:"input",spec:a,mismatch:n,note:a.inferred?"(subclassed: taken from the data)":a.name?`\`${a.name}\``:""})),...qt(e.model_outputs).map(a=>({role:"output",spec:a,mismatch:r,note:a.layer?`of \`${a.layer}\``:""}))],losses:qt(e.loss).map(a=>a.name)}}function id(e,t,n){let r=new Map;for(let o of t)typeof o.layer=="string"&&o.layer&&!r.has(o.layer)&&r.set(o.layer,o);let i=new Set;return qt(e.rows).map(o=>{let s=r.get(o.name),l=o.status==="failed",a=!!s||l,c=!!(s&&s.severity==="warning"),u=[`depth-${Math.min(o.depth||0,9)}`,o.trainable===!1?"not-trainable":"",a?"row-mismatch":"",c?"row-warning":"",o.status?`row-${o.status}`:"",n&&o.name===n?"focused":""].filter(Boolean),h=null;a&&!i.has(o.name)&&(i.add(o.name),h=s?Dm(s):o.error||"This call failed.");let b=x=>x&&x[0]||null;return{row:o,classes:u,bad:a,warning:c,outputs:o.outputs&&o.outputs.length?gs(o.outputs):l?"—":"",dtype:(b(o.outputs)||{}).dtype||(b(o.inputs)||{}).dtype||"",status:l?"failed here":o.status==="raised_inside"?"raised inside":"",note:h}})}function od(e,t){let r=qt(e.rows).filter(i=>(i.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${tt(r,"layer call")} · ${Ii(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${Ii(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function sd(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=qt(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var ad=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function ld({role:e,spec:t,mismatch:n,note:r}){return m("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},m("span",{class:"spec-role"},e),m("span",{class:"spec-shape"},qr(t&&t.shape)),m("span",{class:"spec-dtype"},t&&t.dtype||""),r?m("span",{class:"muted"},fn(r)):null)}function zm(e,t){let n=rd(e,t);return[m("div",{class:"spec-box",id:"data-spec"},m("h4",null,"Data (one batch)"),m("ul",{class:"spec-list"},n.data.map(ld),n.data.length?null:m("li",{class:"muted"},"Not known (a generator?)"))),m("div",{class:"spec-box",id:"model-spec"},m("h4",null,"Model"),m("ul",{class:"spec-list"},n.model.map(ld),n.losses.length?m("li",{class:"spec-item","data-role":"loss"},m("span",{class:"spec-role"},"loss"),m("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function Bm({row:e,classes:t,bad:n,warning:r,outputs:i,dtype:o,status:s,note:l}){return[m("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},m("td",{class:"num muted"},String(e.index)),m("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},m("span",{class:"layer-name"},e.name),m("span",{class:"layer-class"},e.class)),m("td",{class:"shape-cell"},gs(e.inputs)),m("td",{class:"shape-cell"},i),m("td",{class:"shape-cell muted"},o),m("td",{class:"num"},Ii(e.params)),m("td",null,e.trainable===!1?"no":"yes"),m("td",{class:"status-cell"},s)),l===null?null:m("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},m("td",null,""),m("td",{colspan:ad.length-1},l))]}function Vm(e,t){Wt("trainhealth-shapes-style",Qc),e.id="shape-health",e.hidden=!0;let n=null,r=null,i=[],o=null,s=m("p",{class:"shape-note muted",id:"shape-note",role:"status"}),l=m("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),a=m("div",{class:"spec-compare",id:"shape-specs"}),c=m("div",{class:"table-scroll shape-scroll"}),u=mt({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},s,l,a,c),h=m("tbody"),b=mt({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},m("table",{class:"data-table",id:"loss-shapes-table"},m("thead",null,m("tr",null,["Step","y_true","y_pred","Verdict"].map(v=>m("th",null,v)))),h));Z(e,mn(t.title),u,b);function x(v){b.hidden=!v.length,Z(h,td(v).map(S=>m("tr",{class:S.ok?null:"mismatch"},m("td",{class:"num"},S.step),m("td",{class:"shape-cell"},S.yTrue),m("td",{class:"shape-cell"},S.yPred),m("td",null,S.verdict))))}function E(v,S){s.textContent=od(v,S);let y=sd(v);l.hidden=!y,Z(l,fn(y)),Z(a,zm(v,i));let A=m("tr",null,ad.map(([N,T])=>m("th",T?{class:T}:null,N)));Z(c,m("table",{class:"data-table shape-table",id:"shape-table"},m("thead",null,A),m("tbody",null,id(v,i,o).map(Bm))))}function _(v){o=v;for(let N of c.querySelectorAll("tr.focused"))N.classList.remove("focused");let S=v?[...c.querySelectorAll("tr[data-layer]")].filter(N=>N.dataset.layer===v):[];for(let N of S)N.classList.add("focused");let y=S[0]||u;u.dataset.focused=v||"";let A=()=>y.scrollIntoView&&y.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(A):A()}return{async update(v,S){v!==n&&(n=v,r=null,o=null),i=nd(S);let y=ed(S);if(tn(e,!!y),!y)return;let A=`${JSON.stringify(y)}
${JSON.stringify(i)}`;A!==r&&(r=A,u.hidden=!y.table,y.table&&E(y.table,y.tables),x(y.lossChecks),o&&y.table&&_(o))},focusFinding(v){return rr(v)!==Ce.shapes||e.hidden?!1:(_(typeof v.layer=="string"?v.layer:null),!0)},retheme(){},destroy(){Z(e)}}}var cd={area:Ce.shapes,create:Vm};var dd=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
`;var ud=`/* The layer x step heatmap (heatmap.js), for every view that draws one.
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
`;var Gm=Ce.nonfinite,Ym="missing",Ci=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],Um=190,qm=56,bs=10,ms=13;function ys(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(Ci.length-1),n=Math.min(Ci.length-2,Math.floor(t)),r=t-n,i=Ci[n],o=Ci[n+1];return[0,1,2].map(s=>Math.round(i[s]+(o[s]-i[s])*r))}function fd(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(l=>Array.isArray(l)&&l.length>=2):[],i=Array.isArray(t.values)?t.values:[],o=r.length,s=new Set;for(let l of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(l)&&l.length>=2&&s.add(l[0]*o+l[1]);return{layers:n,steps:r,values:i,nonfinite:s,stat:String(t.stat||""),logScale:!!t.log_scale}}function $i(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(i=>Array.isArray(i)&&i.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(i=>i[1]>i[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function Ri(e){return Math.max(50,Math.min(5e3,e))}function hd(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function ws(e){return Math.round(Math.min(Um,Math.max(qm,e+16)))}function Pi(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),i=Math.max(t,n??t),o=-1,s=-1;return e.forEach((l,a)=>{Array.isArray(l)&&l[1]>=r&&l[0]<=i&&(o<0&&(o=a),s=a)}),o<0?null:[o,s]}function pd(e,{logScale:t,stat:n}){let r=1/0,i=-1/0,o=0;for(let s of e)if(Array.isArray(s)){for(let l of s)if(!(typeof l!="number"||!Number.isFinite(l))){if(t&&l<=0){o++;continue}l<r&&(r=l),l>i&&(i=l)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:o}:{lo:0,hi:1,log:!1,nonPositive:o};if(t){if(i/r<10){let s=Math.sqrt(r*i);r=Math.min(r,s/Math.sqrt(10)),i=Math.max(i,s*Math.sqrt(10))}return{lo:r,hi:i,log:!0,nonPositive:o}}if(r===i){let s=Math.abs(r)*.1||1;r-=s,i+=s}return{lo:r,hi:i,log:!1,nonPositive:0}}function xs(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function gd(e){if(!e.log)return fi(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,i=[];if(r<3){for(let s=t-1;s<=n;s++)for(let l of[1,2,5]){let a=l*10**s;a>=e.lo*(1-1e-9)&&a<=e.hi*(1+1e-9)&&i.push(Number(a.toPrecision(6)))}return i}let o=Math.max(1,Math.ceil(r/7));for(let s=t;s<=n;s+=o)i.push(10**s);return i}function md(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:$e(t)}function bd(e,t,n){let r=e.layers.length,i=e.steps.length,o=new Uint8ClampedArray(r*i*4);for(let s=0;s<r;s++){let l=e.values[s]||[];for(let a=0;a<i;a++){let c=l[a],u;e.nonfinite.has(s*i+a)?u=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?u=n.missing:t.log&&c<=0?u=n.zero:u=ys(xs(t,c));let h=(s*i+a)*4;o[h]=u[0],o[h+1]=u[1],o[h+2]=u[2],o[h+3]=255}}return o}function yd(e){let t=e.steps.length,n=new Set,r=new Set;for(let i of e.nonfinite)n.add(Math.floor(i/t)),r.add(i%t);return{rows:[...n].sort((i,o)=>i-o),columns:[...r].sort((i,o)=>i-o)}}function vs(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]);return e.layers.map((r,i)=>n.has(r)?i:-1).filter(r=>r>=0)}function wd(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function xd(e,t,n){let r=new Set(n),i=Math.max(1,Math.ceil(ms/t)),o=l=>n.some(a=>Math.abs(a-l)*t<ms&&a!==l),s=[];for(let l=0;l<e;l++){let a=r.has(l);if(!a&&(l%i!==0||o(l)))continue;let c=s[s.length-1];a&&s.length&&(l-c)*t<ms&&r.has(c)||s.push(l)}return s}function Km(e,t){let n=Pi(e,t,t);if(!n)return null;let[r,i]=e[n[0]];return n[0]+(i>r?(t-r)/(i-r+1):0)}function vd(e,t){return e.length?ui(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,column:Km(e,r)})).filter(r=>r.column!==null):[]}function kd(e,t,n){let r=(e.values[t]||[])[n],i=e.nonfinite.has(t*e.steps.length+n),o=typeof r=="number"&&Number.isFinite(r),[s,l]=e.steps[n];return{layer:e.layers[t],steps:[s,l],valueText:i?"NaN / Inf":o?$e(r,4):"not logged",dataValue:i?Gm:o?String(r):Ym,nonfinite:i,mean:s!==l&&!i&&typeof r=="number"}}function _d(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function Ed(e,t,n,r){let i={layers:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(i.rangeMin=String(t.lo),i.rangeMax=String(t.hi)),n&&(i.plot=[n.left,n.top,n.width,n.height].map(o=>o.toFixed(1)).join(",")),r&&e){let o=vs(e,r);i.highlightLayers=JSON.stringify(o.map(l=>e.layers[l])),i.highlightRows=JSON.stringify(o),i.highlightSteps=`${r.first}-${r.last}`;let s=Pi(e.steps,r.first,r.last);i.highlightColumns=s?`${s[0]}-${s[1]}`:""}return i}var Sd=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var ji='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',Jm=`600 ${ji}`,lt=10,Zm=40;function Fi(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){Wt("trainhealth-heatmap-style",ud);let i=m("canvas",{id:n,class:"heatmap-canvas",role:"img",tabindex:"0"}),o=m("div",{id:`${r}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),s=m("div",{class:"heatmap-wrap"},i,o),l=m("div",{class:"heatmap-legend",id:`${r}-legend`});Z(e,s,l);let a=null,c=null,u=null,h=null,b=t,x=null,E=()=>Math.max(240,s.clientWidth||e.clientWidth||600),_=k=>k.length?Math.max(...k.map(C=>Yt(String(C),ji))):120;function v(){let k=Ed(a,c,h,u);for(let C of Sd)C in k||delete i.dataset[C];Object.assign(i.dataset,k)}function S(){y();let k=x?R(x):null;k?H(k):P()}function y(){let k=E();if(!a||!a.layers.length||!a.steps.length){i.width=0,i.height=0,i.style.height="0px",h=null,Z(l),v();return}let C=a.layers.length,I=a.steps.length,$=hd(C),O=C*$,D=ws(_(a.layers)),z=Math.max(40,k-D-bs),ie=zr(i,k,Math.ceil(lt+O+Zm));h={left:D,top:lt,width:z,height:O,rowH:$,colW:z/I,n:C,m:I};let F=zn("--heatmap-nonfinite",[232,17,45]),G={missing:zn("--heatmap-missing",[213,216,220]),nonfinite:F,zero:zn("--heatmap-zero",[0,0,0])},ne=document.createElement("canvas");ne.width=I,ne.height=C,ne.getContext("2d").putImageData(new ImageData(bd(a,c,G),I,C),0,0),ie.imageSmoothingEnabled=!1,ie.drawImage(ne,D,lt,z,O);let te=yd(a);ie.fillStyle=`rgb(${F.join(",")})`;for(let Y of te.rows)ie.fillRect(D+z+2,lt+Y*$,5,Math.max(2,$));for(let Y of te.columns)ie.fillRect(D+Y*h.colW,lt-6,Math.max(2,h.colW),4);let U=vs(a,u);A(ie,U),N(ie,U),T(ie),ie.strokeStyle=Re("--card-border","#e0e3e8"),ie.strokeRect(D-.5,lt-.5,z+1,O+1),M(),v()}function A(k,C){if(!C.length)return;let{left:I,height:$,rowH:O,colW:D,m:z}=h,ie=Re("--heatmap-highlight","#ff00aa"),F=Pi(a.steps,u.first,u.last)||[0,z-1],G=I+F[0]*D,ne=I+(F[1]+1)*D;k.save();for(let[te,U]of wd(C)){let Y=lt+te*O,X=lt+(U+1)*O,re=Math.max(ne-G,3);k.lineWidth=4,k.strokeStyle="rgba(0,0,0,0.55)",k.strokeRect(G-2,Y-2,re+4,X-Y+4),k.lineWidth=2,k.strokeStyle=ie,k.strokeRect(G-2,Y-2,re+4,X-Y+4),k.fillStyle=ie,k.fillRect(I-5,Y,3,Math.max(2,X-Y))}k.fillStyle=ie,k.fillRect(G,lt+$+1,Math.max(ne-G,2),3),k.restore()}function N(k,C){let{left:I,rowH:$,n:O}=h,D=new Set(C),z=Re("--fg","#1f2328"),ie=Re("--fg-muted","#5f6670");k.textAlign="right",k.textBaseline="middle";for(let F of xd(O,$,C)){let G=D.has(F);k.font=G?Jm:ji,k.fillStyle=G?z:ie,k.fillText(sa(a.layers[F],I-10,k.font),I-8,lt+(F+.5)*$)}}function T(k){let{left:C,width:I,height:$,colW:O}=h,D=Re("--fg-muted","#5f6670");k.font=ji,k.fillStyle=D,k.strokeStyle=D,k.textAlign="center",k.textBaseline="top",k.lineWidth=1;for(let{step:z,column:ie}of vd(a.steps,I)){let F=C+ie*O;k.beginPath(),k.moveTo(Math.round(F)+.5,lt+$),k.lineTo(Math.round(F)+.5,lt+$+5),k.stroke(),k.fillText(String(z),Math.min(Math.max(F,C+10),C+I-10),lt+$+7)}k.fillText("step",C+I/2,lt+$+23)}function M(){if(!a)return Z(l);let k=[];for(let D=0;D<=10;D++){let[z,ie,F]=ys(D/10);k.push(`rgb(${z},${ie},${F}) ${D*10}%`)}let C=m("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${k.join(", ")})`}),I=m("div",{class:"legend-ticks"},gd(c).map(D=>{let z=Math.min(1,Math.max(0,xs(c,D)));return m("span",{class:"legend-tick",style:`left: ${(z*100).toFixed(2)}%`},md(c,D))})),$=(D,z,ie={})=>m("span",{class:"legend-item",...ie},m("span",{class:`swatch ${D}`}),z),O=[$("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),$("cell-missing","not logged")];c.log&&c.nonPositive&&O.push($("cell-zero",`0 (${c.nonPositive} cell${c.nonPositive===1?"":"s"})`,{id:`${r}-zero-cells`})),Z(l,m("div",{class:"legend-scale"},m("span",{class:"legend-title"},`${b}${c.log?" (log₁₀ scale)":""}`),m("div",{class:"legend-bar-box"},C,I),m("span",{class:"legend-range muted",id:`${r}-range`},`${$e(c.lo)} … ${$e(c.hi)}`)),m("div",{class:"legend-extras"},O))}function R(k){if(!h||!a)return null;let C=i.getBoundingClientRect(),I=k.clientX-C.left-h.left,$=k.clientY-C.top-h.top;if(I<0||$<0||I>=h.width||$>=h.height)return null;let O=Math.min(h.n-1,Math.floor($/h.rowH)),D=Math.min(h.m-1,Math.floor(I/h.colW));return{r:O,c:D,x:I+h.left,y:$+h.top}}function P(){o.hidden=!0;for(let k of["layer","column","steps","value"])delete o.dataset[k]}function H(k){let{r:C,c:I}=k,$=kd(a,C,I),[O,D]=$.steps;Z(o,m("div",{class:"tt-title"},$.layer),m("div",{class:"tt-row muted"},`layer ${C+1} of ${h.n} · ${In(O,D)}`),m("div",{class:`tt-row${$.nonfinite?" error-text":""}`},`${b}: `,m("strong",null,$.valueText),$.mean?m("span",{class:"muted"}," (mean)"):null)),Object.assign(o.dataset,{layer:$.layer,column:String(I),steps:`${O}-${D}`,value:$.dataValue}),o.hidden=!1;let z=o.offsetWidth,ie=o.offsetHeight,F=k.x+14;F+z>s.clientWidth&&(F=k.x-z-14);let G=k.y+14;G+ie>i.offsetHeight&&(G=Math.max(0,k.y-ie-10)),o.style.left=`${Math.max(0,F)}px`,o.style.top=`${G}px`}i.addEventListener("mousemove",k=>{x={clientX:k.clientX,clientY:k.clientY};let C=R(x);C?H(C):P()}),i.addEventListener("mouseleave",()=>{x=null,P()});let V=lr(s,()=>a&&S());return{canvas:i,plotWidth(k){let C=Array.isArray(k)&&k.length?k:a?a.layers:[];return Math.max(40,Math.floor(E()-ws(_(C))-bs))},setData(k,{label:C}={}){C&&(b=C),a=fd(k),c=pd(a.values,{logScale:a.logScale,stat:a.stat}),V.sync(),S()},clear(){a=null,c=null,S()},setHighlight(k){u=k&&Array.isArray(k.layers)?k:null,S()},missingLayers:()=>_d(a,u),redraw:S,destroy(){V.disconnect()}}}var zi=Mr.activation_max_abs,Td=[{kind:Mn.nonfinite_activations,shape:"circle"},{kind:Mn.nonfinite_loss,shape:"diamond"},{kind:Mn.nonfinite_gradients,shape:"triangle"},{kind:Mn.nonfinite_weights,shape:"square"},{kind:Mn.loss_scale_collapse,shape:"down"}].map(e=>({...e,label:Ae(e.kind)})),Di=e=>e.kind!==Mn.loss_scale_collapse,Qm=65504,Xm=["critical","warning","info"],Bi={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function Nd(e){let t=e&&e.areas&&e.areas[Ce.nonfinite];return t&&typeof t=="object"?t:null}function e0(e){if(typeof e=="number"&&Number.isFinite(e))return $e(e,4);let t=Fr(e);return t?t==="NaN"?"NaN":"Inf":"—"}function t0(e){return e.variable?String(e.variable):e.layer?String(e.layer):Fr(e.value)||""}function Md(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!hn(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function Ad(e,t){let n=-1,r=-1,i=new Set(t.events.flatMap(o=>[o.layer,o.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((o,s)=>{if(!o||o.kind!==t.kind)return;let l=0;o.step===t.step&&(l+=2),o.layer&&i.has(o.layer)&&(l+=1);let a=o.evidence&&typeof o.evidence=="object"?o.evidence:{};a.variable&&i.has(a.variable)&&(l+=1),l>r&&(n=s,r=l)}),n}function Ld(e,t,n){return n<0?null:t.find(r=>Ad(e,r)===n)||null}function Od(e){let t=new Set(e.map(i=>i.kind)),n=Td.filter(i=>t.has(i.kind)),r=[...t].filter(i=>!Td.some(o=>o.kind===i)).map(i=>({kind:i,label:Ae(i),shape:"circle"}));return[...n,...r]}function n0(e,t){let n=e&&e.bad_step;if(n&&hn(n.step))return n.step;let r=t.find(Di)||t[0];return r?r.step:null}function Id(e,t){let n=Math.min(...e.map(s=>s.step)),r=Math.max(...e.map(s=>s.step)),i=t&&Array.isArray(t.steps)?t.steps:[];if(i.length&&Array.isArray(i[0])&&Array.isArray(i[i.length-1])&&(n=Math.min(n,i[0][0]),r=Math.max(r,i[i.length-1][1])),r-n<10){let s=(n+r)/2;n=Math.max(0,Math.floor(s-5)),r=n+10}let o=(r-n)*.03;return[n-o,r+o]}function Cd(e){let t=e.find(Di);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=Od(e).map(i=>e.find(o=>o.step===n&&o.kind===i.kind&&Di(o))).filter(Boolean).map(i=>{let o=i.events.map(s=>s.variable||s.layer).find(Boolean);return`the ${Ht(Ae(i.kind))}${o?` (${o})`:""}`});return{step:n,atFirst:ia(r),later:e.filter(i=>i.step>n).length,earlier:e.filter(i=>i.step<n).length}}function r0(e,t){let n=t>=0?e[t]:null;return n&&Xm.includes(n.severity)?n.severity:"critical"}function $d({groups:e,findings:t,summary:n,domain:r,boxWidth:i,measure:o}){let{left:s,right:l,top:a,laneHeight:c,bottom:u,radius:h,minWidth:b}=Bi,x=Od(e),E=Math.max(b,i||0),_=E-s-l,v=a+x.length*c+u,[S,y]=r,A=I=>s+(I-S)/(y-S)*_,N=x.map((I,$)=>({...I,y:a+$*c+c/2})),T=new Map(N.map(I=>[I.kind,I])),M=a+x.length*c,R=ui(Math.ceil(S),Math.floor(y),Math.max(2,Math.floor(_/80))).map(I=>({step:I,x:A(I)})),P=n0(n,e),H=A(P),V=H>s+_-90,k={step:P,x:H,labelX:V?H-4:H+4,anchor:V?"end":"start",text:e.some(Di)?`first NaN/Inf: step ${P}`:`loss scale collapsed: step ${P}`},C=[];for(let I of N){let $=e.filter(O=>O.kind===I.kind);$.forEach((O,D)=>{let z=A(O.step),ie=Ad(t,O),F=[...new Set(O.events.map(t0).filter(Boolean))],G=F.length>1?`${F[0]} +${F.length-1}`:F[0]||"",ne=$[D+1],te=$[D-1],U=(ne?A(ne.step)-h-6:E-4)-(z+h+5),Y=z-h-5-(te?A(te.step)+h+6:s-4),re=(G?o(G):0)>U&&Y>U,oe=Math.max(0,re?Y:U),ae=G&&oe>=24?hi(G,oe,o):"",pe=ae?o(ae):0,ue=F.length?` — ${F.slice(0,10).join(", ")}${F.length>10?", …":""}`:"";C.push({key:O.key,kind:O.kind,step:O.step,x:z,y:T.get(O.kind).y,shape:I.shape,findingIndex:ie,severity:r0(t,ie),title:`${I.label}: NaN/Inf at step ${O.step}${ue}`,label:ae,labelSide:re?"left":"right",hitX:re?-h-5-pe-2:-h-3,hitWidth:2*h+6+(ae?pe+7:0),layer:O.events.map(qe=>qe.layer).find(Boolean)||"",variable:O.events.map(qe=>qe.variable).find(Boolean)||"",count:O.events.length})})}return{width:E,height:v,domain:r,plotW:_,axisY:M,lanes:N,ticks:R,first:k,markers:C}}function Rd(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(l=>l&&typeof l.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(l=>l.finite===!1)||{}).layer,i=!1,o=n.map(l=>{let a=l.finite!==!1,c=l.layer===r&&!i;return c&&(i=!0),{layer:l.layer,finite:a,first:c,propagated:!c&&!a&&i,nearLimit:l.dtype==="float16"&&typeof l.max_abs=="number"&&l.max_abs>Qm/2,maxText:e0(l.max_abs),dtype:l.dtype?String(l.dtype):"",kind:l.kind||"layer",asInput:!!l.as_input}}),s=o.find(l=>l.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(s&&s.dtype==="float16"),rows:o}}function Pd(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!hn(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function jd(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([i,o])=>`${i}: ${o}`).join(", ");return`${tt(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function Fd(e,t,n){return!e.layers||!e.columns?`No ${Ht(Ae(zi))} values were logged for this run yet.`:`${tt(e.layers,"layer output")} (first on top) × ${In(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${tt(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function i0(e){let t=Bi.radius;switch(e){case"diamond":return de("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return de("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return de("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"square":return de("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return de("circle",{class:"nf-shape",r:t})}}function Dd(e,t,n){let{left:r,top:i,laneHeight:o,radius:s}=Bi,{width:l,height:a,plotW:c,axisY:u,domain:h}=e,b=de("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:l,height:a,viewBox:`0 0 ${l} ${a}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${h[0]},${h[1]}`});e.lanes.forEach((_,v)=>{b.append(de("rect",{class:`nf-lane-bg${v%2?" odd":""}`,x:0,y:_.y-o/2,width:l,height:o}),de("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:_.y,y2:_.y}),de("text",{class:"nf-lane-label",x:10,y:_.y,"dominant-baseline":"central","data-kind":_.kind},_.label))});let x=de("g",{class:"nf-axis"},de("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:u,y2:u}));for(let _ of e.ticks)x.append(de("line",{class:"nf-tick",x1:_.x,x2:_.x,y1:u,y2:u+5}),de("text",{class:"nf-tick-label",x:_.x,y:u+16,"text-anchor":"middle"},String(_.step)));x.append(de("text",{class:"nf-tick-label",x:r+c/2,y:u+30,"text-anchor":"middle"},"step")),b.append(x);let{first:E}=e;b.append(de("line",{class:"nf-first-line",x1:E.x,x2:E.x,y1:i-4,y2:u}),de("text",{class:"nf-first-label",x:E.labelX,y:i-8,"text-anchor":E.anchor},E.text));for(let _ of e.markers){let v=_.labelSide==="left",S=de("g",{class:`nf-marker sev-${_.severity}${_.key===t?" selected":""}`,transform:`translate(${_.x.toFixed(1)},${_.y})`,role:"button",tabindex:"0","aria-label":_.title,"data-key":_.key,"data-kind":_.kind,"data-step":String(_.step),"data-layer":_.layer,"data-variable":_.variable,"data-count":String(_.count),"data-finding-index":_.findingIndex>=0?String(_.findingIndex):""},de("title",null,_.title),de("rect",{class:"nf-hit",x:_.hitX,y:-o/2+2,width:_.hitWidth,height:o-4}),de("circle",{class:"nf-ring",r:s+4}),i0(_.shape),_.label?de("text",{class:"nf-marker-label",x:v?-s-5:s+5,y:0,"dominant-baseline":"central","text-anchor":v?"end":"start"},_.label):null);S.addEventListener("click",()=>n(_)),S.addEventListener("keydown",y=>{(y.key==="Enter"||y.key===" ")&&(y.preventDefault(),n(_))}),b.append(S)}return b}var zd="tb-trainhealth:numerics",o0='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',s0=Oo(o0);function l0(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=m("code",null,t.firstBad||"?");return t.verdict==="created"?Z(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"?Z(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):Z(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function a0(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return m("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},m("td",{class:"num muted"},String(t+1)),m("td",{class:"layer-cell"},m("code",null,e.layer),e.kind==="watch"?m("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?m("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),m("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?m("span",{class:"muted nf-as-input"}," (as its input)"):null),m("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),m("td",{class:"dtype-cell"},e.dtype||"—"))}function c0(e,t){Wt("trainhealth-numerics-style",dd),e.id="numerics-health",e.hidden=!0;let n=ir(zd),r=null,i=null,o=[],s=[],l=null,a=null,c=typeof n.run=="string"?n:null,u=null,h=null,b=0,x=()=>Ln(zd,{run:r,marker:a}),E=m("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),_=m("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),v=mt({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},E,_),S=m("h3",null,"The bad step"),y=m("p",{class:"nf-verdict",id:"bad-step-verdict"}),A=m("div",{class:"table-scroll nf-scroll"}),N=mt({id:"bad-step-card",className:"nf-card",title:S,aside:"every layer output, in execution order",hidden:!0},y,A),T=Ae(zi),M=m("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),R=m("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),P=m("div",{class:"heatmap-box"}),H=mt({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${T} by layer`,aside:"per layer output, over steps",hidden:!0},M,R,P),V=Fi(P,{label:T,id:"activation-heatmap",idPrefix:"activation-heatmap"});Z(e,mn(t.title),m("div",{class:"card-row"},v,N),H);function k(){if(!s.length||!l)return Z(_);let F=$d({groups:s,findings:o,summary:i,domain:l,boxWidth:_.clientWidth||e.clientWidth||600,measure:s0});Z(_,Dd(F,a,G=>I(G.key,G.findingIndex)))}function C(){for(let F of _.querySelectorAll(".nf-marker"))F.classList.toggle("selected",F.dataset.key===a);_.dataset.selected=a||""}function I(F,G){a=F,x(),C(),G>=0&&t.openFinding(G)}function $(){let F=Cd(s);if(F.collapseStep!==void 0)return Z(E,"The loss scale collapsed at ",m("strong",null,`step ${F.collapseStep}`),"; no NaN/Inf was recorded.");Z(E,"First NaN/Inf at ",m("strong",null,`step ${F.step}`),`, in ${F.atFirst}`,F.later?`; ${tt(F.later,"later event")} after it`:"",F.earlier?`; ${tt(F.earlier,"loss-scale event")} before it`:"",".")}function O(){let F=Rd(i);if(N.hidden=!F,!F)return Z(A);Z(S,`The bad step: step ${F.step}`),Object.assign(N.dataset,{step:String(F.step),firstBad:F.firstBad,inputsFinite:String(F.inputsFinite)}),l0(y,F);let G=m("tr",null,m("th",{class:"num"},"#"),m("th",null,"Layer output"),m("th",null,"Values"),m("th",{class:"num"},"max |x|"),m("th",null,"dtype"));Z(A,F.rows.length?m("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(F.step)},m("thead",null,G),m("tbody",null,F.rows.map(a0))):m("p",{class:"muted"},"No layer outputs were recorded for this step."));let ne=A.querySelector("tr.first-bad");ne&&A.scrollHeight>A.clientHeight&&(A.scrollTop=Math.max(0,ne.offsetTop-A.clientHeight/2))}function D(F){if(H.hidden=!!F.missing,R.hidden=!F.error,F.missing||F.error){V.clear(),M.textContent="",R.textContent=F.error?`Could not load the ${T.toLowerCase()}: ${F.error}`:"";return}V.setData(F.body,{label:T});let G=Pd(i);V.setHighlight(G);let ne=jd(i);M.textContent=Fd($i(F.body),G,G&&!V.missingLayers().length)+(ne?` ${ne}`:"")}async function z(F){try{return await $r(F,zi,Ri(V.plotWidth()))}catch(G){return G&&(G.status===404||G.status===400)?{missing:!0,text:"missing"}:{error:G&&G.message?G.message:String(G),text:null}}}let ie=lr(_,()=>s.length&&k());return{async update(F,G){let ne=++b;F!==r&&(r=F,u=null,h=null,a=c&&c.run===F&&typeof c.marker=="string"?c.marker:null,c=null);let te=Nd(G),U=te?Md(te.timeline):[];if(!U.length){i=null,s=[],u=null,tn(e,!1);return}let Y=await z(F);if(ne!==b||F!==r)return;let X=Array.isArray(G.findings)?G.findings:[],re=`${JSON.stringify(te)}
${JSON.stringify(X)}
${Y.text}`;tn(e,!0),!(re===u&&!Y.error)&&(u=Y.error?null:re,i=te,o=X,s=U,a&&!s.some(oe=>oe.key===a)&&(a=null),l=Id(s,Y.body),(Y.text!==h||Y.error)&&(h=Y.error?null:Y.text,D(Y)),$(),ie.sync(),k(),C(),O(),x())},focusFinding(F){if(!F||e.hidden||!s.length)return!1;let G=Ld(o,s,o.indexOf(F));return G&&(a=G.key,x(),C()),!1},retheme(){V.redraw()},destroy(){b+=1,ie.disconnect(),V.destroy(),Z(e)}}}var Bd={area:Ce.nonfinite,create:c0};var Vd=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function u0(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function Hd(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=u0(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,i)=>r+i[2],0)}}).sort((t,n)=>t.step-n.step)}function Wd(e){let t=1/0,n=-1/0;for(let s of e)for(let[l,a]of s.buckets)l<t&&(t=l),a>n&&(n=a);if(t===1/0&&(t=-1,n=1),t===n){let s=Math.abs(t)*.1||.001;t-=s,n+=s}let r=e.map(s=>Math.max(0,...s.buckets.map(([l,a])=>Math.max(Math.abs(l),Math.abs(a))))).filter(s=>s>0),i=r.length?Math.min(...r):1,o=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:o/i>10,c:i/20||1e-12}}function Gd(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function Yd(e,t,n,r){let i=Math.max(Math.abs(e),Math.abs(t)),o=Math.ceil(Math.log10(n*2)),s=Math.floor(Math.log10(i)),l=[];for(let h=o;h<=s;h++)l.push(10**h);let a=Math.max(1,Math.ceil((l.length*2+1)/Math.max(3,r))),c=l.filter((h,b)=>(l.length-1-b)%a===0),u=[0];for(let h of c)h<=t&&u.push(h),-h>=e&&u.unshift(-h);return u}var Vi='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',rn=8,f0=36,h0=14,Ud=12;function qd(e){let t=m("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=m("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=m("div",{class:"histogram-wrap"},t,n),i=m("input",{type:"checkbox",id:"histogram-log-axis"}),o=m("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},i," Log value axis");Z(e,m("div",{class:"histogram-controls"},o),r);let s=!1;i.addEventListener("change",()=>{s=!0,u()});let l=[],a=null,c=null;function u(){n.hidden=!0;let x=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(l.length),!l.length){zr(t,x,0),c=null;return}let E=l.length,_=Math.max(3,Math.min(24,300/E)),v=Math.max(26,Math.min(56,_*2.2)),S=Math.max(...l.map(ae=>Yt(`step ${ae.step}`,Vi))),y=Math.ceil(S+14),A=Math.max(60,x-y-h0),N=v+(E-1)*_,T=zr(t,x,rn+N+f0),{lo:M,hi:R,suggestLog:P,c:H}=Wd(l);s||(i.checked=P);let V=i.checked,k=V?Gd(H):{forward:ae=>ae,inverse:ae=>ae},C=k.forward,I=k.inverse,$=C(M),O=C(R),D=O-$;$-=D*.02,O+=D*.02;let z=ae=>y+(C(ae)-$)/(O-$)*A;c={left:y,plotW:A,plotH:N,spacing:_,peak:v,n:E,xOf:z,valueAt:ae=>I($+(ae-y)/A*(O-$))},t.dataset.logAxis=V?"true":"false";let F=Re("--fg-muted","#5f6670"),G=Re("--fg","#1f2328"),ne=Re("--grid","rgba(0,0,0,0.08)"),te=zn("--card",[255,255,255]),U=zn("--accent",[25,103,210]),Y=Re("--heatmap-highlight","#ff00aa"),X=Re("--heatmap-nonfinite","#e8112d"),re=V?Yd(M,R,H,Math.max(3,Math.floor(A/70))):fi(M,R,Math.max(2,Math.floor(A/90)));T.font=Vi,T.textAlign="center",T.textBaseline="top",T.lineWidth=1;for(let ae of re){let pe=Math.round(z(ae))+.5;T.strokeStyle=ne,T.beginPath(),T.moveTo(pe,rn),T.lineTo(pe,rn+N),T.stroke(),T.fillStyle=F,T.fillText($e(ae),pe,rn+N+5)}T.fillText(V?"gradient value (symmetric log axis)":"gradient value",y+A/2,rn+N+20);let oe=Math.max(1,Math.ceil(Ud/_));for(let ae=0;ae<E;ae++){let pe=l[ae],ue=rn+v+ae*_,qe=E===1?1:ae/(E-1),rt=a&&pe.step>=a.first&&pe.step<=a.last,it=`rgb(${pi(pi(te,U,.35),U,qe).join(",")})`,Pt=`rgba(${pi(te,U,.18+.25*qe).join(",")},0.92)`,Jt=pe.buckets.map(([bt,yt,Ie])=>{let at=z(yt)-z(bt);return at>1e-9?Ie/at:Ie>0?1/0:0}),on=Jt.filter(bt=>Number.isFinite(bt)),sn=Math.max(0,...on);if(T.beginPath(),pe.buckets.length?(T.moveTo(z(pe.buckets[0][0]),ue),pe.buckets.forEach(([bt,yt],Ie)=>{let at=Jt[Ie],wt=at===1/0||sn===0?at>0?ue-v:ue:ue-at/sn*v;yt>bt?(T.lineTo(z(bt),wt),T.lineTo(z(yt),wt)):T.lineTo(z(bt),ue-(pe.buckets[Ie][2]>0?v:0))}),T.lineTo(z(pe.buckets[pe.buckets.length-1][1]),ue)):(T.moveTo(y,ue),T.lineTo(y+A,ue)),T.closePath(),T.fillStyle=Pt,T.fill(),T.lineWidth=1.2,T.strokeStyle=pe.buckets.length?it:X,T.stroke(),pe.nonfinite>0&&(T.fillStyle=X,T.beginPath(),T.arc(y+A-4,ue-3,3,0,Math.PI*2),T.fill()),ae%oe===0||ae===E-1||rt){if(ae!==E-1&&ae%oe!==0&&(E-1-ae)*_<Ud)continue;T.font=rt?`600 ${Vi}`:Vi,T.fillStyle=pe.nonfinite>0?X:rt?G:F,T.textAlign="right",T.textBaseline="middle",T.fillText(`step ${pe.step}`,y-8,ue-2),rt&&(T.fillStyle=Y,T.fillRect(y-5,ue-7,3,10))}}}function h(x){if(!c)return null;let E=t.getBoundingClientRect(),_=x.clientX-E.left,v=x.clientY-E.top;if(_<c.left||_>c.left+c.plotW||v<rn||v>rn+c.plotH+4)return null;let S=Math.ceil((v-rn-c.peak)/c.spacing);S=Math.min(c.n-1,Math.max(0,S));let y=c.valueAt(_);return{i:S,value:y,x:_,y:v}}t.addEventListener("mousemove",x=>{let E=h(x);if(!E){n.hidden=!0;return}let _=l[E.i],v=_.buckets.find(([A,N])=>E.value>=A&&E.value<=N);Z(n,m("div",{class:"tt-title"},`step ${_.step}`),v?m("div",{class:"tt-row"},`[${$e(v[0],4)}, ${$e(v[1],4)}]: `,m("strong",null,$e(v[2],4))):m("div",{class:"tt-row muted"},`value ${$e(E.value,3)}: no bucket`),m("div",{class:"tt-row muted"},`${$e(_.total,6)} finite values`),_.nonfinite>0?m("div",{class:"tt-row error-text"},`${$e(_.nonfinite,6)} variable${_.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(_.step),n.hidden=!1;let S=n.offsetWidth,y=E.x+14;y+S>r.clientWidth&&(y=E.x-S-14),n.style.left=`${Math.max(0,y)}px`,n.style.top=`${Math.max(0,E.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let b=lr(r,()=>l.length&&u());return{canvas:t,setData(x){return l=Hd(x),b.sync(),u(),l},setFocus(x){a=x&&x.first!==void 0&&x.first!==null?x:null,u()},redraw:u,destroy(){b.disconnect()}}}function p0(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function g0(e,t,n=[],r=8){let i=e.map((s,l)=>({name:s,i:l,last:p0(t[l])})).filter(s=>s.last!==null).sort((s,l)=>l.last-s.last),o=new Set(i.slice(0,r).map(s=>s.i));for(let s of n){let l=e.indexOf(s);l>=0&&o.add(l)}return[...o].sort((s,l)=>s-l)}function Kd(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],i=Array.isArray(e.values)?e.values:[],o=r.length?g0(n,i,t):[];if(!o.length){let u=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:o,xs:[],ys:[],note:u}}let l=(n.length-o.length>0?`Showing ${o.length} of ${n.length} layers: the ${Math.min(8,o.length)} with the highest last ratio`+(o.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",a=r.map(u=>Array.isArray(u)?u[1]:u),c=o.map(u=>(i[u]||[]).map(h=>typeof h=="number"&&Number.isFinite(h)&&h>0?h:null));return{layers:n,rows:o,xs:a,ys:c,note:l}}var Jd=260,m0=.001,b0=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],y0=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function Zd(e){let t=m("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=m("div",{class:"chart-box",id:"update-ratio-plot"});Z(e,t,n);let r=null,i=null,o=[],s=()=>{r&&r.destroy(),r=null};function l(){if(s(),Z(n),!i)return;let{layers:c,rows:u,xs:h,ys:b,note:x}=Kd(i,o);if(e.dataset.layers=JSON.stringify(u.map(T=>c[T])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=x,!u.length)return;let _=document.documentElement.dataset.theme==="dark"?y0:b0,v=Re("--fg-muted","#666"),S=Re("--grid","rgba(0,0,0,0.08)"),y=new Set(o),N={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:Jd,scales:{x:{time:!1},y:{distr:3}},axes:[{stroke:v,grid:{stroke:S,width:1},ticks:{stroke:S},label:"step",labelSize:20},{stroke:v,grid:{stroke:S,width:1,filter:(T,M)=>M.map(R=>Cn(R)?R:null)},ticks:{stroke:S,filter:(T,M)=>M.map(R=>Cn(R)?R:null)},size:56,values:(T,M)=>M.map(R=>Cn(R)?$e(R):"")}],series:[{label:"step"},...u.map((T,M)=>({label:c[T],stroke:_[M%_.length],width:y.has(c[T])?3:1.6,spanGaps:!1,points:{show:h.length<=40,size:4},value:(R,P)=>P==null?"—":$e(P,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[T=>{let{ctx:M}=T,R=T.valToPos(m0,"y",!0),{left:P,top:H,width:V,height:k}=T.bbox;if(!(R>=H&&R<=H+k))return;let C=window.devicePixelRatio||1;M.save(),M.strokeStyle=v,M.lineWidth=C,M.setLineDash([5*C,4*C]),M.beginPath(),M.moveTo(P,Math.round(R)+.5),M.lineTo(P+V,Math.round(R)+.5),M.stroke(),M.restore()}]}};r=new Be(N,[h,...b],n)}let a=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:Jd})});return a.observe(n),{setData(c,u=o){i=c||null,o=u||[],l()},setExtra(c){let u=c||[];u.join(`
`)!==o.join(`
`)&&(o=u,l())},showMessage(c,u="muted"){i=null,s(),Z(n),t.className=`chart-note ${u}`,t.textContent=c,delete e.dataset.layers},retheme:l,destroy(){a.disconnect(),s()}}}var Qd=Mr.grad_norm,wr=Mr.update_ratio,Hi=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function Xd(e){let t=e&&e.areas&&e.areas[Ce.gradients];return!t||typeof t!="object"?null:{stats:Hi(t.stats),layers:Hi(t.layers),histogramLayers:Hi(t.histogram_layers)}}function ks(e){if(rr(e)!==Ce.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Hi(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=hn(t.first_step)?t.first_step:hn(e.step)?e.step:null,i=hn(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:i}}function eu(e,t){return e.includes(t)?t:e.includes(Qd)?Qd:e[0]||null}function tu(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(ks).find(i=>i&&e.includes(i.layers[0]));return r?r.layers[0]:e[0]||null}function nu(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function ru(e){let t=e.kind?Ht(Ae(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${In(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function iu(e,t){return!t.layers||!t.columns?`No ${Ht(Ae(e))} values were logged for this run yet.`:`${tt(t.layers,"layer")} (first layer on top) × ${In(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${tt(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function ou(e,t){let n=t.filter(o=>o.nonfinite>0),r=n.reduce((o,s)=>o+s.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${tt(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let i=n.slice(0,4).map(o=>`step ${o.step}: ${$e(o.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${i}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var su="tb-trainhealth:gradients",w0=400;function lu(e,t,n,r=i=>i){let i=t.join(`
`);e.dataset.options!==i&&(Z(e,t.map(o=>m("option",{value:o},r(o)))),e.dataset.options=i),n!==null&&(e.value=n),e.disabled=!t.length}function _s(){let e=0,t=null;return{async load(n){let r=++e;try{let i=await n();return r!==e?null:i.text===t?"same":(t=i.text,i)}catch(i){if(r!==e)return null;throw t=null,i}},reset(){t=null},cancel(){e++}}}function x0(e,t){Wt("trainhealth-gradients-style",Vd),e.id="gradient-health",e.hidden=!0;let n=ir(su),r=null,i=null,o=typeof n.stat=="string"?n.stat:null,s=null,l=null,a=typeof n.run=="string"?n:null,c=()=>Ln(su,{run:r,stat:o,layer:s,focus:l}),u=us("Statistic",{id:"gradient-stat",onchange:Y=>{o=Y,c(),F()}}),h=u.select,b=m("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),x=m("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),E=m("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),_=m("div",{class:"heatmap-box"}),v=mt({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:u.element},b,x,E,_),S=Fi(_),y=_s(),A=0,N=us("Layer",{id:"histogram-layer",onchange:Y=>{s=Y,c(),ne()}}),T=N.select,M=m("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),R=m("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),P=m("div",{class:"histogram-box"}),H=mt({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:N.element},M,R,P),V=qd(P),k=_s(),C=m("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),I=m("div",{class:"ratio-box"}),$=mt({id:"update-ratio",className:"chart-card ratio-card",title:Ae(wr),aside:"per layer, log scale"},C,I),O=Zd(I),D=_s();Z(e,mn(t.title),v,m("div",{class:"card-row"},H,$));function z(){if(x.hidden=!l,!l)return Z(x);let Y=S.missingLayers(),{what:X,layers:re,steps:oe}=ru(l);Z(x,m("span",{class:"focus-swatch","aria-hidden":"true"}),m("span",null,`Outlined: ${X} in `,m("strong",null,re),oe,"."),Y.length?m("span",{class:"error-text"},` Not in this heatmap: ${Y.join(", ")}.`):null,m("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>ie(null)},"Clear"))}function ie(Y){l=Y,S.setHighlight(l),V.setFocus(l),O.setExtra(l?l.layers:[]),z(),c()}async function F(){let Y=r,X=o;if(!X)return;let re=Ht(Ae(X));A++,e.dataset.heatmapLoading="true";try{let oe=await y.load(()=>$r(Y,X,Ri(S.plotWidth(i&&i.layers))));if(!oe||Y!==r||(nn(E,null),oe==="same"))return;S.setData(oe.body,{label:Ae(X)}),b.textContent=iu(X,$i(oe.body)),z()}catch(oe){if(Y!==r)return;S.clear(),b.textContent="",nn(E,Li(re,oe))}finally{--A===0&&delete e.dataset.heatmapLoading}}function G(Y){M.className=`chart-note ${Y.alert?"alert":"muted"}`,M.textContent=Y.text}async function ne(){let Y=r,X=s;if(!X||!i||!i.histogramLayers.length){k.cancel(),k.reset(),V.setData([]),nn(R,null),G({alert:!1,text:"No gradient histograms were logged for this run (they are written every N steps)."}),delete M.dataset.total;return}try{let re=await k.load(()=>dl(Y,X));if(!re||Y!==r||X!==s||(nn(R,null),re==="same"))return;let oe=V.setData(re.body.histograms);H.dataset.layer=X;let ae=ou(X,oe);M.dataset.total=String(ae.total),G(ae)}catch(re){if(Y!==r)return;V.setData([]),M.textContent="",nn(R,Li(`gradient histograms of ${X}`,re))}}async function te(){let Y=r;if(!i||!i.stats.includes(wr)){D.cancel(),D.reset(),nn(C,null),O.showMessage(`This run logged no ${Ht(Ae(wr))}.`);return}try{let X=await D.load(()=>$r(Y,wr,w0));if(!X||Y!==r||(nn(C,null),X==="same"))return;O.setData(X.body,l?l.layers:[])}catch(X){if(Y!==r)return;O.showMessage(""),nn(C,Li(Ht(Ae(wr)),X))}}function U(Y){if(Y===r)return;r=Y;for(let re of[y,k,D])re.reset();let X=a&&a.run===Y;s=X&&typeof a.layer=="string"?a.layer:null,l=X&&a.focus&&Array.isArray(a.focus.layers)?a.focus:null,a=null}return{async update(Y,X){U(Y),i=Xd(X),tn(e,!!i),i&&(o=eu(i.stats,o),s=tu(i.histogramLayers,s,X.findings),lu(h,i.stats,o,Ae),lu(T,i.histogramLayers,s),i.stats.length||(S.clear(),b.textContent="This run logged no gradient statistics."),S.setHighlight(l),V.setFocus(l),c(),await Promise.all([i.stats.length?F():null,ne(),te()]),z())},focusFinding(Y){let X=ks(Y);if(!X||!i||e.hidden)return!1;ie(X);let re=nu(X,i.histogramLayers);return re&&re!==s&&(s=re,T.value=re,c(),ne()),v.scrollIntoView&&v.scrollIntoView({block:"start",behavior:"smooth"}),!0},retheme(){S.redraw(),V.redraw(),O.retheme()},destroy(){for(let Y of[y,k,D])Y.cancel();S.destroy(),V.destroy(),O.destroy(),Z(e)}}}var au={area:Ce.gradients,create:x0};var v0=[cd,Bd,au];function cu(){return Qt.map(e=>v0.find(t=>t.area===e.name)||Oi(e.name))}function du(e){Z(e,m("section",{id:"empty-state",class:"card empty-state"},m("h2",null,"No training health data yet"),m("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),m("h3",null,"1. Keras: add the callback"),ar(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),m("h3",null,"2. Or instrument every fit() in the process"),ar(`import tb_trainhealth

tb_trainhealth.autolog()`),m("h3",null,"3. Or run an unchanged script"),ar("tb-trainhealth run train.py","shell"),m("h3",null,"Then open TensorBoard"),ar("tensorboard --logdir logs","shell"),m("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var k0="app-header-reload .reload-button, app-header-reload button";function _0(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function uu(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function fu(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),i=c=>{r=Date.now(),e({reason:c})},o=_0();if(o){let c=u=>{let h=u.target;h&&typeof h.closest=="function"&&h.closest(k0)&&setTimeout(()=>i("tensorboard-reload"),0)};o.addEventListener("click",c,!0),n.push(()=>o.removeEventListener("click",c,!0))}let s=setInterval(()=>{uu()&&Date.now()-r>=t-50&&i("timer")},Math.min(t,5e3));n.push(()=>clearInterval(s));let l=()=>{uu()&&Date.now()-r>=t&&i("visible")};document.addEventListener("visibilitychange",l),n.push(()=>document.removeEventListener("visibilitychange",l));let a=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",a,{once:!0}),{stop:a,markRefreshed:()=>r=Date.now()}}var Es="tb-trainhealth:selection";function E0(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}var Ss=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.areaViews=[];let n=ir(Es);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.buildShell()}buildShell(){this.select=m("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=m("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=m("span",{id:"run-counts",class:"muted"}),this.updated=m("span",{id:"last-updated",class:"muted"}),this.refreshButton=m("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},m("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=m("label",{class:"run-picker"},m("span",null,"Run"),this.select),this.banner=m("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=m("main",{id:"content"},m("p",{class:"muted loading-text"},"Loading…")),Z(this.root,m("header",{class:"th-header"},m("h1",null,"Training Health"),this.runPicker,this.statusBadge,this.counts,m("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,Z(this.banner,m("strong",null,"Error: "),t)}buildRunView(){this.view="run",this.flowBox=m("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=m("section",{id:"findings",class:"card findings"}),this.panel=m("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=m("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),Z(this.content,m("div",{class:"th-grid"},m("div",{class:"col-main"},m("section",{class:"card flowchart-card"},m("div",{class:"card-head"},m("h3",null,"Triage flowchart"),m("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),this.chartBox),m("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=Jc(this.chartBox),this.viewAreas=new Set;for(let t of cu())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=m("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(Oi(r),{area:r,title:r,openFinding:i=>this.openFinding(i)})}viewContext(t){return{area:t,title:po(t).title,openFinding:n=>this.openFinding(n)}}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}showEmpty(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",du(this.content)}showFatal(t){this.view==="run"||this.view==="empty"||(this.view="error",Z(this.content,m("section",{class:"card error-state",id:"error-state"},m("h2",null,"Could not load Training Health"),m("p",null,t),m("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}updateRunPicker(){let t=this.runs||[],n=[...this.select.options].map(o=>`${o.value}|${o.textContent}`).join(`
`),r=t.map(o=>`${o.run}|${o.run} — ${ii[o.status]||o.status}`).join(`
`);n!==r&&Z(this.select,t.map(o=>m("option",{value:o.run,"data-status":o.status},`${o.run} — ${ii[o.status]||o.status}`))),this.select.value=this.run,this.runPicker.hidden=!1;let i=t.find(o=>o.run===this.run);i&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${i.status}`,this.statusBadge.textContent=ii[i.status]||i.status,this.counts.textContent=E0(i.counts))}async refresh({reason:t}={}){let n=++this.seq;this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await ll()}catch(s){if(n!==this.seq)return;let l=`Could not load the list of runs: ${s.message}`;this.showBanner(l),this.showFatal(l);return}if(n!==this.seq)return;let i=Array.isArray(r.body.runs)?r.body.runs.filter(s=>s&&typeof s.run=="string"):[];if(this.runs=i,!i.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let o=i.map(s=>s.run);if(!o.includes(this.run)){let s=this.savedRun&&o.includes(this.savedRun)?this.savedRun:null;this.nodeId=s?this.savedNode:null,this.savedRun=null,this.run=s||o[0]}this.view!=="run"&&this.buildRunView(),this.updateRunPicker(),await this.loadRun(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){if(t===this.run)return;this.run=t,this.nodeId=null,Ln(Es,{run:t,node:null}),this.updateRunPicker(),this.diagnosisText=null;let n=++this.seq;this.root.dataset.loading="true";try{await this.loadRun(n)}finally{n===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}async loadRun(t){let n=this.run,[r,i]=await Promise.allSettled([al(n),cl(n,Ar.loss)]);if(t!==this.seq||n!==this.run)return;let o=!0;if(r.status==="fulfilled")this.applyDiagnosis(r.value.body,r.value.text);else{o=!1;let a=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,Z(this.flowBox,m("p",{class:"error-text"},a)),Z(this.findingsBox,m("h3",null,"Findings"),m("p",{class:"muted"},"Unavailable.")),Z(this.panel,m("h3",null,"Evidence"),m("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(a)}if(i.status==="fulfilled")this.chart.update(i.value.body,i.value.text);else{let a=i.reason;this.chart.showError(a.status===404||a.status===400?`No loss series for this run: ${a.message}`:`Could not load the loss series: ${a.message}`)}if(!o)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let l=(await Promise.allSettled(this.areaViews.map(a=>a.update(n,this.diagnosis)))).find(a=>a.status==="rejected");if(l)throw l.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],i=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!i.some(o=>o.id===this.nodeId)&&(this.nodeId=null),this.flow=ua(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:o=>this.selectNode(o)}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];ba(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(o,s)=>{let l=this.areaViews.map(a=>a.focusFinding(s)).filter(Boolean);this.selectNode(o,{scroll:!l.length})}});let i=r.find(o=>o.id===this.nodeId);i?ma(this.panel,i,n,{onClose:()=>this.selectNode(null)}):ga(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,Ln(Es,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"nearest",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let i=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!i)return;i.classList.add("focused");let o=i.getBoundingClientRect().top;(o<64||o>window.innerHeight-120)&&i.scrollIntoView&&i.scrollIntoView({block:"start",behavior:"smooth"})}},Kt=null;function cw(){if(Kt)return Kt;Wt("trainhealth-style",`${nl}
${rl}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",Kt=new Ss(e),Gc(()=>{Kt.chart&&Kt.chart.retheme();for(let n of Kt.areaViews)n.retheme()});let t=fu(n=>Kt.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;Kt.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),Kt.refresh({reason:"initial"}).then(()=>t.markRefreshed()),Kt}export{cw as render};
