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
/* Prose wraps between words; a word breaks only where it is longer than
   a whole line (a device path). Not \`anywhere\`: that lets a box's
   min-content width fall to one character, so a grid or table squeezed
   the text to a dozen characters a line ("ResourceExhauste / dError"). */
.finding-item-text,
.finding-summary,
.evidence-table td {
  overflow-wrap: break-word;
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
/* Badge, text, step on one line while the text keeps 30 characters a line
   beside them; in a narrower box (a symptom nested under its cause, at
   1024 px) the step, then the text, wraps to a line of its own. */
.finding-item {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
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
.finding-item > .badge {
  flex: none;
}
.finding-item-text {
  flex: 1 1 30ch;
  min-width: min(30ch, 100%);
}
.finding-item-step {
  flex: none;
  margin-left: auto;
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
}
/* A key / value table: its columns as the th says, whatever a value's
   longest word (a path breaks at the edge, never widens the table). */
.evidence-table.kv {
  table-layout: fixed;
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
/* Code is shown as written: a line longer than the panel scrolls sideways
   in its block (Copy copies it as written), never wraps mid-identifier or
   at an indentation Python would read otherwise. */
.code-block pre {
  margin: 0;
  padding: 10px 12px;
  overflow-x: auto;
  white-space: pre;
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
`;var fl={areas:[{events:["training_error","capture_error","capture_note","capture_budget","heal_repair"],findings:["training_error"],hint:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",histograms:[],labels:{capture_budget:"Capture cost",capture_error:"Capture stopped",capture_note:"Not captured",heal_repair:"Repair",loss:"Loss",training_error:"Crash"},log_scale:[],matrices:[],name:"core",nodes:[{edge_label:"",id:"error",kind:"root",label:"Training error",parent:null},{edge_label:"",id:"error_type",kind:"decision",label:"Error type",parent:"error"}],series:["loss"],tab_view:null,title:"Training"},{events:["shape_table","shape_mismatch","input_spec_mismatch","loss_shapes"],findings:["shape_mismatch","input_spec_mismatch","index_out_of_range"],hint:"The shape probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call `Monitor.check_loss_shapes(y_true, y_pred)` before your loss.",histograms:[],labels:{index_out_of_range:"Index out of range",input_spec_mismatch:"Data vs model",shape_mismatch:"Shape error"},log_scale:[],matrices:[],name:"shapes",nodes:[{edge_label:"shape error",id:"shape",kind:"check",label:"Check input / layer output shapes",parent:"error_type"},{edge_label:"",id:"fix_shape",kind:"fix",label:"Fix the layer, the data or the loss",parent:"shape"}],series:[],tab_view:"shapes.js",title:"Shapes"},{events:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","loss_scale_collapse","activation_layers","low_precision_sum"],findings:["nonfinite_data","nonfinite_op","nonfinite_activations","nonfinite_loss","nonfinite_gradients","nonfinite_weights","activation_overflow_risk","loss_scale_skips","loss_scale_collapse","low_precision_sum"],hint:'The NaN/Inf sentinel of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) checks the batch\'s data, the loss, every layer\'s output, the gradients and the weights each step (also under XLA), and names the first step, sample, layer and variable that went NaN/Inf; `options={"nonfinite": {"replay": True}}` reruns that step under check_numerics and names the op and its source line. In a custom training loop, use `tb_trainhealth.Monitor(logdir, model=model)`; inside a custom layer, `tb_trainhealth.watch(x, name)` checks an intermediate tensor.',histograms:[],labels:{activation_max_abs:"Activation max |x|",activation_overflow_risk:"float16 overflow risk",loss_scale_collapse:"Loss-scale collapse",loss_scale_skips:"Loss-scale skips",low_precision_sum:"bfloat16 sum loses precision",nonfinite_activations:"Activations",nonfinite_data:"Data",nonfinite_gradients:"Gradients",nonfinite_loss:"Loss",nonfinite_op:"First NaN/Inf op",nonfinite_weights:"Weights"},log_scale:["activation_max_abs"],matrices:["activation_max_abs"],name:"nonfinite",nodes:[{edge_label:"NaN / Inf",id:"nonfinite",kind:"check",label:"NaN / Inf: watch gradients and activations",parent:"error_type"},{edge_label:"",id:"fix_numerics",kind:"fix",label:"Clip gradients, constrain values",parent:"nonfinite"}],series:["loss_scale"],tab_view:"nonfinite.js",title:"NaN / Inf"},{events:["memory_model","oom","disk_full","batch_size_search"],findings:["oom","memory_pressure","memory_growth","disk_full"],hint:"The memory probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) samples the process's memory (the GPU allocator's, on a GPU) every 25 steps, logs the model's size, and records an out-of-memory error with the allocation that failed. `tb_trainhealth.find_batch_size(model, (x, y), logdir=...)` logs its search here.",histograms:[],labels:{batch_size_search:"Batch-size search",disk_full:"Disk full",memory_growth:"Memory growth",memory_model:"Model size",memory_peak:"Memory peak",memory_pressure:"Memory pressure",memory_used:"Memory used",oom:"Out of memory"},log_scale:[],matrices:[],name:"memory",nodes:[{edge_label:"OOM",id:"oom",kind:"check",label:"Out of memory: smaller batch, mixed precision",parent:"error_type"},{edge_label:"",id:"fix_memory",kind:"fix",label:"Adjust the batch size",parent:"oom"}],series:["memory_used","memory_peak"],tab_view:"memory.js",title:"Memory"},{events:["update_period","variables_not_updated"],findings:["exploding_gradients","vanishing_gradients","dead_units","gradient_accumulation_not_reset","variables_not_updated"],hint:"The gradient probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain `model.fit`. In a custom training loop, pass your gradients and variables to `tb_trainhealth.Monitor`.",histograms:["gradients"],labels:{dead_units:"Dead units",exploding_gradients:"Exploding gradients",grad_max_abs:"Gradient max |g|",grad_nonfinite:"NaN/Inf gradients",grad_norm:"Gradient norm",grad_zero_fraction:"Gradient zero fraction",gradient_accumulation_not_reset:"Gradient accumulator never reset",update_period:"Steps between updates",update_ratio:"Update / weight ratio",vanishing_gradients:"Vanishing gradients",variables_not_updated:"Layers never updated",weight_norm:"Weight norm"},log_scale:["grad_max_abs","grad_norm","update_ratio","weight_norm"],matrices:["grad_norm","grad_max_abs","grad_zero_fraction","weight_norm","grad_nonfinite","update_ratio"],name:"gradients",nodes:[{edge_label:"unstable loss",id:"gradients",kind:"check",label:"Exploding / vanishing gradients",parent:"error"},{edge_label:"",id:"fix_gradients",kind:"fix",label:"Clipping, he_normal, BatchNorm, learning rate",parent:"gradients"}],series:[],tab_view:"gradients.js",title:"Gradient health"},{events:["head_check","epoch_logs"],findings:["loss_oscillating","loss_diverging","loss_stuck","accuracy_at_chance","output_activation_mismatch","loss_output_mismatch","unscaled_inputs","saturated_activations","learning_rate_too_high","learning_rate_too_low","loss_spike","labels_leak_inputs","dropout_too_high"],hint:"The convergence probe of `TrainHealth(logdir)` (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records the model's head, loss and optimizer, a look at the labels and inputs of the first batches, each epoch's metrics and the saturation of sigmoid/tanh layers, with plain `model.fit`.",histograms:[],labels:{accuracy_at_chance:"Accuracy at chance",dropout_too_high:"Dropout too high",epoch_logs:"Epoch metrics",head_check:"Head and loss check",labels_leak_inputs:"Labels copy the inputs",learning_rate_too_high:"Learning rate too high",learning_rate_too_low:"Learning rate too low",loss_diverging:"Loss diverging",loss_oscillating:"Loss oscillating",loss_output_mismatch:"Loss does not fit output/targets",loss_spike:"Loss spike",loss_stuck:"Loss stuck",lr_update_ratio:"Update / weight ratio (sampled)",output_activation_mismatch:"Output head cannot fit targets",saturated_activations:"Saturated activations",saturation:"Saturated share (|z| > 5)",schedule_rate:"Learning rate (schedule)",unscaled_inputs:"Unscaled inputs"},log_scale:["lr_update_ratio"],matrices:["saturation","lr_update_ratio"],name:"convergence",nodes:[{edge_label:"does not learn",id:"convergence",kind:"check",label:"Loss not decreasing / unstable",parent:"error"},{edge_label:"",id:"fix_convergence",kind:"fix",label:"Output head, loss, input scale, learning rate",parent:"convergence"}],series:["schedule_rate"],tab_view:"convergence.js",title:"Convergence"},{events:["attention_layers"],findings:["attention_logit_growth","attention_entropy_collapse"],hint:"The attention probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) records, for every Keras MultiHeadAttention and every layer of yours that softmaxes (queries x keys) scores with `keras.ops.softmax`, the largest attention logit and the attention entropy every few steps, with plain `model.fit`.",histograms:[],labels:{attention_entropy:"Attention entropy (nats)",attention_entropy_collapse:"Attention entropy collapse",attention_entropy_norm:"Attention entropy / log(keys)",attention_layers:"Attention layers",attention_logit_growth:"Attention logit growth",attention_max_logit:"Largest attention logit"},log_scale:[],matrices:["attention_max_logit","attention_entropy","attention_entropy_norm"],name:"attention",nodes:[{edge_label:"transformer unstable",id:"attention",kind:"check",label:"Attention logits grow / entropy collapses",parent:"error"},{edge_label:"",id:"fix_attention",kind:"fix",label:"QK normalisation, lower peak learning rate, z-loss",parent:"attention"}],series:[],tab_view:"attention.js",title:"Attention health"},{events:["input_timing","input_stall","pipeline_graph","input_exhausted"],findings:["input_bound","input_stall","pipeline_lint","unshuffled_data","input_exhausted"],hint:"The input-pipeline probe of the `TrainHealth(logdir)` callback (or `tb_trainhealth.autolog()`, or `tb-trainhealth run`) times each step's wait for input against its compute, in-graph, and reads the tf.data pipeline's graph, with plain `model.fit` on any input (tf.data, NumPy, a generator, a PyDataset). Custom training loops are not timed.",histograms:[],labels:{compute_time:"Compute (ms)",host_time:"Host, between steps (ms)",input_bound:"Input-bound",input_exhausted:"Input ran out",input_stall:"Input stall",input_timing:"Input timing",input_wait:"Input wait (ms)",pipeline_graph:"Pipeline",pipeline_lint:"Pipeline lint",unshuffled_data:"Unshuffled data"},log_scale:[],matrices:[],name:"input_pipeline",nodes:[{edge_label:"slow steps",id:"input_pipeline",kind:"check",label:"Input pipeline starves the accelerator",parent:"error"},{edge_label:"",id:"fix_pipeline",kind:"fix",label:"cache / prefetch / parallel map",parent:"input_pipeline"}],series:["input_wait","compute_time","host_time"],tab_view:"input_pipeline.js",title:"Input pipeline"}]};var mn=Object.freeze(fl.areas.map(e=>Object.freeze(e)));function Gn(e,t){let n=Object.freeze(Object.fromEntries(t.map(r=>[r,r])));return new Proxy(n,{get(r,s){if(typeof s=="string"){if(Object.prototype.hasOwnProperty.call(r,s))return r[s];throw new Error(`no declared ${e} ${JSON.stringify(s)} (tb_trainhealth/areas/)`)}}})}var os=e=>mn.flatMap(t=>t[e]),ie=Gn("area",mn.map(e=>e.name)),pl=Gn("node id",mn.flatMap(e=>e.nodes.map(t=>t.id))),Tn=Gn("finding kind",os("findings")),Tt=Gn("event kind",os("events")),it=Gn("matrix statistic",os("matrices")),Je=Gn("series",os("series")),Nx=Gn("histogram family",os("histograms")),Ah=Object.freeze(Object.assign({},...mn.map(e=>e.labels)));function le(e){return Ah[e]||is(e)}function oi(e){return mn.find(t=>t.name===ie[e])}function hl(e){let t=mn.find(n=>n.nodes.some(r=>r.id===e));return t?t.name:null}function Xe(e){if(!e||typeof e!="object")return null;let t=mn.find(n=>n.findings.includes(e.kind));return t?t.name:hl(e.node)}function ml(e){let t=hl(e);return(t?oi(t).hint:"")||"Log with the `TrainHealth(logdir)` callback or `tb_trainhealth.autolog()` to capture evidence for this check."}var En={critical:0,warning:1,info:2},Yn={triggered:"Triggered",clear:"Clear",no_data:"No data"},$n={critical:"critical",unreadable:"unreadable",warning:"warning",healed:"healed",healthy:"healthy",pending:"pending"};function ii(e){let t=null;for(let n of e){let r=n&&n.severity;r in En&&(t===null||En[r]<En[t])&&(t=r)}return t}function Nh(e){if(typeof e=="number"){if(!Number.isFinite(e))return String(e);let t=Math.abs(e);if(Number.isInteger(e)&&t<1e15)return String(e);if(t!==0&&(t>=1e6||t<.001)){let[n,r]=e.toExponential(3).split("e");return`${Number(n)}e${Number(r)}`}return String(Number(e.toPrecision(4)))}return typeof e=="boolean"?e?"true":"false":String(e)}function Mh(e){let t=[],n=e[0],r=e[0];for(let s of[...e.slice(1),null]){if(s!==null&&s===r+1){r=s;continue}if(r-n>=2)t.push(`${n}–${r}`);else for(let o=n;o<=r;o++)t.push(String(o));n=r=s}return t}var Tr=12;function qe(e){if(e==null)return"—";if(Array.isArray(e)){if(!e.length)return"none";let t;return e.every(o=>Number.isInteger(o))&&e.every((o,i)=>i===0||o>e[i-1])?t=Mh(e):t=e.map(o=>o!==null&&typeof o=="object"?`(${qe(o)})`:qe(o)),(t.length>Tr?[...t.slice(0,Tr),`… ${t.length-Tr} more`]:t).join(", ")}if(typeof e=="object"){let t=Object.entries(e);if(!t.length)return"none";let n=t.slice(0,Tr).map(([r,s])=>`${r}: ${qe(s)}`);return t.length>Tr&&n.push(`… ${t.length-Tr} more`),n.join(" · ")}return typeof e=="string"?e.replace(Ch,""):Nh(e)}var Ch=/\u001b\[[0-9;]*m/g;function $r(e){if(!e||typeof e!="object")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Number.isFinite(e.step)?e.step:null;if(e.kind===Tn.training_error||typeof t.phase=="string"&&"completed_steps"in t)return(typeof t.phase=="string"?/step/.test(t.phase):n!==null)&&n!==null?`crashed at step ${n}`:typeof t.phase=="string"?`crashed in ${t.phase.replace(/_/g," ")}`:"crashed";let s=Number.isFinite(t.first_step)?t.first_step:null,o=Number.isFinite(t.last_step)?t.last_step:null;return s!==null&&o!==null&&o!==s?`steps ${Math.min(s,o)}–${Math.max(s,o)}`:n!==null?`step ${n}`:null}function is(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}function $t(e){let t=String(e);return/^[A-Z][a-z]*(?=[\s,.;:/-]|$)/.test(t)?t.charAt(0).toLowerCase()+t.slice(1):t}var as=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function ls(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(s){throw new as(`Could not reach TensorBoard (${s&&s.message?s.message:s}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let s=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new as(s,t.status)}if(r===null||typeof r!="object")throw new as(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}function Ps(e,t){let n=Object.entries(t).filter(([,r])=>r!=null).map(([r,s])=>`${encodeURIComponent(r)}=${encodeURIComponent(String(s))}`).join("&");return n?`${e}?${n}`:e}function gl(){return ls("runs")}function js(e){return ls(Ps("diagnosis",{run:e}))}function zs(e,t){return ls(Ps("series",{run:e,name:t}))}function Un(e,t,n){return ls(Ps("matrix",{run:e,stat:t,max_columns:n||null}))}function Lh(e,t,n){return ls(Ps(`${ie[e]}/${t}`,n))}function yl(e,t){return Lh(ie.gradients,"histograms",{run:e,layer:t})}var Oh="http://www.w3.org/2000/svg";function ai(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function bl(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function p(e,t,...n){return ai(bl(document.createElement(e),t),n)}function U(e,t,...n){return ai(bl(document.createElementNS(Oh,e),t),n)}function D(e,...t){return e.textContent="",ai(e,t)}function An(e){return String(e).split("`").map((n,r)=>r%2?p("code",null,n):n)}function Re(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function Nn(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function rn(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var zl=Object.defineProperty,Ih=(e,t,n)=>t in e?zl(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,Rh=(e,t)=>{for(var n in t)zl(e,n,{get:t[n],enumerable:!0})},Fh=(e,t,n)=>Ih(e,typeof t!="symbol"?t+"":t,n),Dl={};Rh(Dl,{Graph:()=>Yt,alg:()=>gi});var Ph=Object.defineProperty,Bl=(e,t)=>{for(var n in t)Ph(e,n,{get:t[n],enumerable:!0})},mi=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let s of r)n.add(s);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([s,o])=>{e(s)&&t.setNode(s,o)}),Object.values(this._edgeObjs).forEach(s=>{t.hasNode(s.v)&&t.hasNode(s.w)&&t.setEdge(s,this.edge(s))});let n={},r=s=>{let o=this.parent(s);return!o||t.hasNode(o)?(n[s]=o,o):o in n?n[o]:r(o)};return this._isCompound&&t.nodes().forEach(s=>t.setParent(s,r(s))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let s,o,i,a,l=!1;typeof e=="object"&&e!==null&&"v"in e?(s=e.v,o=e.w,i=e.name,arguments.length===2&&(a=t,l=!0)):(s=e,o=t,i=r,arguments.length>2&&(a=n,l=!0)),s=""+s,o=""+o,i!==void 0&&(i=""+i);let c=cs(this._isDirected,s,o,i);if(c in this._edgeLabels)return l&&(this._edgeLabels[c]=a),this;if(i!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(s),this.setNode(o),this._edgeLabels[c]=l?a:this._defaultEdgeLabelFn(s,o,i);let u=jh(this._isDirected,s,o,i);return s=u.v,o=u.w,Object.freeze(u),this._edgeObjs[c]=u,wl(this._preds[o],s),wl(this._sucs[s],o),this._in[o][c]=u,this._out[s][c]=u,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?li(this._isDirected,e):cs(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?li(this._isDirected,e):cs(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?li(this._isDirected,e):cs(this._isDirected,e,t,n),s=this._edgeObjs[r];if(s){let o=s.v,i=s.w;delete this._edgeLabels[r],delete this._edgeObjs[r],xl(this._preds[i],o),xl(this._sucs[o],i),delete this._in[i][r],delete this._out[o][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(s=>s.v===t&&s.w===n||s.v===n&&s.w===t):r}};function wl(e,t){e[t]?e[t]++:e[t]=1}function xl(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function cs(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let i=s;s=o,o=i}return s+""+o+""+(r===void 0?"\0":r)}function jh(e,t,n,r){let s=""+t,o=""+n;if(!e&&s>o){let a=s;s=o,o=a}let i={v:s,w:o};return r&&(i.name=r),i}function li(e,t){return cs(e,t.v,t.w,t.name)}var zh={};Bl(zh,{read:()=>Vh,write:()=>Dh});function Dh(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:Bh(e),edges:Hh(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function Bh(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),s={v:t};return n!==void 0&&(s.value=n),r!==void 0&&(s.parent=r),s})}function Hh(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function Vh(e){let t=new mi(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var gi={};Bl(gi,{CycleException:()=>Bs,bellmanFord:()=>Hl,components:()=>Yh,dijkstra:()=>Ds,dijkstraAll:()=>qh,findCycles:()=>Jh,floydWarshall:()=>Zh,isAcyclic:()=>em,postorder:()=>nm,preorder:()=>rm,prim:()=>sm,shortestPaths:()=>om,tarjan:()=>Wl,topsort:()=>Gl});var Wh=()=>1;function Hl(e,t,n,r){return Gh(e,String(t),n||Wh,r||function(s){var o;return(o=e.outEdges(s))!=null?o:[]})}function Gh(e,t,n,r){let s={},o,i=0,a=e.nodes(),l=function(d){let m=s[d.v],b=s[d.w];if(!m||!b)return;let _=n(d);m.distance+_<b.distance&&(s[d.w]={distance:m.distance+_,predecessor:d.v},o=!0)},c=function(){a.forEach(function(d){r(d).forEach(function(m){let b=m.v===d?m.v:m.w,_=b===m.v?m.w:m.v;l({v:b,w:_})})})};a.forEach(function(d){let m=d===t?0:Number.POSITIVE_INFINITY;s[d]={distance:m,predecessor:""}});let u=a.length;for(let d=1;d<u&&(o=!1,i++,c(),!!o);d++);if(i===u-1&&(o=!1,c(),o))throw new Error("The graph contains a negative weight cycle");return s}function Yh(e){let t={},n=[],r;function s(o){var i,a;o in t||(t[o]=!0,r.push(o),(i=e.successors(o))==null||i.forEach(s),(a=e.predecessors(o))==null||a.forEach(s))}return e.nodes().forEach(function(o){r=[],s(o),r.length&&n.push(r)}),n}var Vl=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let s=this._arr,o=s.length;return n[r]=o,s.push({key:r,priority:t}),this._decrease(o),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,s=e;n<t.length&&(s=t[n].priority<t[s].priority?n:s,r<t.length&&(s=t[r].priority<t[s].priority?r:s),s!==e&&(this._swap(e,s),this._heapify(s)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,s=n[e],o=n[t];n[e]=o,n[t]=s,r[o.key]=e,r[s.key]=t}},Uh=()=>1;function Ds(e,t,n,r){let s=function(o){var i;return(i=e.outEdges(o))!=null?i:[]};return Kh(e,String(t),n||Uh,r||s)}function Kh(e,t,n,r){let s={},o=new Vl,i,a,l=function(c){let u=c.v!==i?c.v:c.w,d=s[u];if(!d)return;let m=n(c),b=a.distance+m;if(m<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+c+" Weight: "+m);b<d.distance&&(d.distance=b,d.predecessor=i,o.decrease(u,b))};for(e.nodes().forEach(function(c){let u=c===t?0:Number.POSITIVE_INFINITY;s[c]={distance:u,predecessor:""},o.add(c,u)});o.size()>0;){i=o.removeMin();let c=s[i];if(!c||c.distance===Number.POSITIVE_INFINITY)break;a=c,r(i).forEach(l)}return s}function qh(e,t,n){return e.nodes().reduce(function(r,s){return r[s]=Ds(e,s,t,n),r},{})}function Wl(e){let t=0,n=[],r={},s=[];function o(i){var a;let l=r[i]={onStack:!0,lowlink:t,index:t++};if(n.push(i),(a=e.successors(i))==null||a.forEach(function(c){if(c in r){let u=r[c];u!=null&&u.onStack&&(l.lowlink=Math.min(l.lowlink,u.index))}else{o(c);let u=r[c];u&&(l.lowlink=Math.min(l.lowlink,u.lowlink))}}),l.lowlink===l.index){let c=[],u;do{u=n.pop();let d=r[u];d&&(d.onStack=!1),c.push(u)}while(i!==u);s.push(c)}}return e.nodes().forEach(function(i){i in r||o(i)}),s}function Jh(e){return Wl(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var Xh=()=>1;function Zh(e,t,n){return Qh(e,t||Xh,n||function(r){var s;return(s=e.outEdges(r))!=null?s:[]})}function Qh(e,t,n){let r={},s=e.nodes();return s.forEach(function(o){let i={};r[o]=i,i[o]={distance:0,predecessor:""},s.forEach(function(a){o!==a&&(i[a]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(o).forEach(function(a){let l=a.v===o?a.w:a.v,c=t(a);i[l]={distance:c,predecessor:o}})}),s.forEach(function(o){let i=r[o];i&&s.forEach(function(a){let l=r[a];l&&s.forEach(function(c){let u=l[o],d=i[c],m=l[c];if(u&&d&&m){let b=u.distance+d.distance;b<m.distance&&(m.distance=b,m.predecessor=d.predecessor)}})})}),r}var Bs=class extends Error{constructor(e){super(e),this.name="CycleException"}};function Gl(e){let t={},n={},r=[];function s(o){var i;if(o in n)throw new Bs;o in t||(n[o]=!0,t[o]=!0,(i=e.predecessors(o))==null||i.forEach(s),delete n[o],r.push(o))}if(e.sinks().forEach(s),Object.keys(t).length!==e.nodeCount())throw new Bs;return r}function em(e){try{Gl(e)}catch(t){if(t instanceof Bs)return!1;throw t}return!0}function tm(e,t,n,r,s){Array.isArray(t)||(t=[t]);let o=(a=>{var l;return(l=e.isDirected()?e.successors(a):e.neighbors(a))!=null?l:[]}),i={};return t.forEach(function(a){if(!e.hasNode(a))throw new Error("Graph does not have node: "+a);s=Yl(e,a,n==="post",i,o,r,s)}),s}function Yl(e,t,n,r,s,o,i){return t in r||(r[t]=!0,n||(i=o(i,t)),s(t).forEach(function(a){i=Yl(e,a,n,r,s,o,i)}),n&&(i=o(i,t))),i}function Ul(e,t,n){return tm(e,t,n,function(r,s){return r.push(s),r},[])}function nm(e,t){return Ul(e,t,"post")}function rm(e,t){return Ul(e,t,"pre")}function sm(e,t){var n;let r=new mi,s={},o=new Vl,i;function a(u){let d=u.v===i?u.w:u.v,m=o.priority(d);if(m!==void 0){let b=t(u);b<m&&(s[d]=i,o.decrease(d,b))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(u){o.add(u,Number.POSITIVE_INFINITY),r.setNode(u)});let l=e.nodes()[0];l!==void 0&&o.decrease(l,0);let c=!1;for(;o.size()>0;){if(i=o.removeMin(),i in s)r.setEdge(i,s[i]);else{if(c)throw new Error("Input graph is not connected: "+e);c=!0}(n=e.nodeEdges(i))==null||n.forEach(a)}return r}function om(e,t,n,r){return im(e,t,n,r??(s=>{var o;return(o=e.outEdges(s))!=null?o:[]}))}function im(e,t,n,r){if(n===void 0)return Ds(e,t,n,r);let s=!1,o=e.nodes();for(let i=0;i<o.length;i++){let a=o[i];if(a===void 0)continue;let l=r(a);for(let c=0;c<l.length;c++){let u=l[c];if(!u)continue;let d=u.v===a?u.v:u.w,m=d===u.v?u.w:u.v;n({v:d,w:m})<0&&(s=!0)}if(s)return Hl(e,t,n,r)}return Ds(e,t,n,r)}var Yt=mi;function Nr(e,t,n,r){let s=r;for(;e.hasNode(s);)s=yi(r);return n.dummy=t,e.setNode(s,n),s}function am(e){let t=new Yt().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},s=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+s.weight,minlen:Math.max(r.minlen,s.minlen)})}),t}function Kl(e){let t=new Yt({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function vl(e,t){let n=e.x,r=e.y,s=t.x-n,o=t.y-r,i=e.width/2,a=e.height/2;if(!s&&!o)throw new Error("Not possible to find intersection inside of the rectangle");let l,c;return s===0||Math.abs(o)*i>Math.abs(s)*a?(o<0&&(a=-a),l=a*s/o,c=a):(s<0&&(i=-i),l=i,c=i*o/s),{x:n+l,y:r+c}}function ds(e){let t=us(Jl(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),s=r.rank;s!==void 0&&(t[s]||(t[s]=[]),t[s][r.order]=n)}),t}function lm(e){let t=e.nodes().map(r=>{let s=e.node(r).rank;return s===void 0?Number.MAX_VALUE:s}),n=sn(Math.min,t);e.nodes().forEach(r=>{let s=e.node(r);Object.hasOwn(s,"rank")&&(s.rank-=n)})}function cm(e){let t=e.nodes().map(i=>e.node(i).rank).filter(i=>i!==void 0),n=sn(Math.min,t),r=[];e.nodes().forEach(i=>{let a=e.node(i).rank-n;r[a]||(r[a]=[]),r[a].push(i)});let s=0,o=e.graph().nodeRankFactor;Array.from(r).forEach((i,a)=>{i===void 0&&a%o!==0?--s:i!==void 0&&s&&i.forEach(l=>e.node(l).rank+=s)})}function _l(e,t,n,r){let s={width:0,height:0};return arguments.length>=4&&(s.rank=n,s.order=r),Nr(e,"border",s,t)}function um(e,t=ql){let n=[];for(let r=0;r<e.length;r+=t){let s=e.slice(r,r+t);n.push(s)}return n}var ql=65535;function sn(e,t){if(t.length>ql){let n=um(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function Jl(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return sn(Math.max,t)}function dm(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function fm(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function Xl(e,t){return t()}var pm=0;function yi(e){let t=++pm;return e+(""+t)}function us(e,t,n=1){t==null&&(t=e,e=0);let r=o=>o<t;n<0&&(r=o=>t<o);let s=[];for(let o=e;r(o);o+=n)s.push(o);return s}function Hs(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function Vs(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[s,o])=>(r[s]=n(o,s),r),{})}function hm(e,t){return e.reduce((n,r,s)=>(n[r]=t[s],n),{})}var Ws="\0";function Zl(e,t,n){var r,s,o,i,a,l;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let c=!0;t.edgeObj.w===n.edgeObj.w&&(c=!1);let u=c?(s=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?s:NaN+1:(i=(o=e[t.edgeObj.w])==null?void 0:o.rank)!=null?i:NaN-1,d=Object.entries(e).find(k=>{var v,E;return((v=k[1].edgeObj)==null?void 0:v.v)===t.edgeObj.v&&((E=k[1].edgeObj)==null?void 0:E.w)===t.edgeObj.w&&k[1].rank===u}),m=Object.entries(e).find(k=>{var v,E;return((v=k[1].edgeObj)==null?void 0:v.v)===n.edgeObj.v&&((E=k[1].edgeObj)==null?void 0:E.w)===n.edgeObj.w&&k[1].rank===u});if(!d||!m)return 0;let b=(a=d[1].order)!=null?a:NaN,_=(l=m[1].order)!=null?l:NaN;return isNaN(b-_)?0:b-_}var mm="3.1.3",gm=class{constructor(){Fh(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return kl(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&kl(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,ym)),n=n._prev;return"["+e.join(", ")+"]"}};function kl(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function ym(e,t){if(e!=="_next"&&e!=="_prev")return t}var bm=gm,wm=()=>1;function xm(e,t){if(e.nodeCount()<=1)return[];let n=_m(e,t||wm);return vm(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function vm(e,t,n){var r;let s=[],o=t[t.length-1],i=t[0],a;for(;e.nodeCount();){for(;a=i.dequeue();)ci(e,t,n,a);for(;a=o.dequeue();)ci(e,t,n,a);if(e.nodeCount()){for(let l=t.length-2;l>0;--l)if(a=(r=t[l])==null?void 0:r.dequeue(),a){s=s.concat(ci(e,t,n,a,!0)||[]);break}}}return s}function ci(e,t,n,r,s){let o=[],i=s?o:void 0;return(e.inEdges(r.v)||[]).forEach(a=>{let l=e.edge(a),c=e.node(a.v);s&&o.push({v:a.v,w:a.w}),c.out-=l,hi(t,n,c)}),(e.outEdges(r.v)||[]).forEach(a=>{let l=e.edge(a),c=a.w,u=e.node(c);u.in-=l,hi(t,n,u)}),e.removeNode(r.v),i}function _m(e,t){let n=new Yt,r=0,s=0;e.nodes().forEach(a=>{n.setNode(a,{v:a,in:0,out:0})}),e.edges().forEach(a=>{let l=n.edge(a.v,a.w)||0,c=t(a),u=l+c;n.setEdge(a.v,a.w,u);let d=n.node(a.v),m=n.node(a.w);s=Math.max(s,d.out+=c),r=Math.max(r,m.in+=c)});let o=km(s+r+3).map(()=>new bm),i=r+1;return n.nodes().forEach(a=>{hi(o,i,n.node(a))}),{graph:n,buckets:o,zeroIdx:i}}function hi(e,t,n){var r,s,o;n.out?n.in?(o=e[n.out-n.in+t])==null||o.enqueue(n):(s=e[e.length-1])==null||s.enqueue(n):(r=e[0])==null||r.enqueue(n)}function km(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function Sm(e,t){(e.graph().acyclicer==="greedy"?xm(e,n(e)):Em(e,t??null)).forEach(r=>{let s=e.edge(r);e.removeEdge(r),s.forwardName=r.name,s.reversed=!0,e.setEdge(r.w,r.v,s,yi("rev"))});function n(r){return s=>r.edge(s).weight}}function Em(e,t){let n=[],r={},s={};function o(l){Object.hasOwn(s,l)||(s[l]=!0,r[l]=!0,e.outEdges(l).forEach(c=>{Object.hasOwn(r,c.w)?n.push(c):o(c.w)}),delete r[l])}function i(l){var c;Object.hasOwn(s,l)||(s[l]=!0,r[l]=!0,(c=e.outEdges(l))==null||c.forEach(u=>{var d,m;Object.hasOwn(r,u.w)||((d=t.node(l))==null?void 0:d.rank)>((m=t.node(u.w))==null?void 0:m.rank)&&$m(e,u.w,u)?n.push(u):i(u.w)}),delete r[l])}let a=o;return t&&typeof t.node=="function"&&(a=i),e.sources().forEach(a),e.nodes().forEach(a),n}function Tm(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function $m(e,t,n){let r=new Set;function s(o){var i;if(e.sources().includes(o))return!0;r.add(o);for(let a of(i=e.inEdges(o))!=null?i:[])if(!(a.v===n.v&&a.w===n.w)&&!r.has(a.v)&&s(a.v))return!0;return!1}return s(t)}function Am(e){e.graph().dummyChains=[],e.edges().forEach(t=>Nm(e,t))}function Nm(e,t){let n=t.v,r=e.node(n).rank,s=t.w,o=e.node(s).rank,i=t.name,a=e.edge(t),l=a.labelRank;if(o===r+1)return;e.removeEdge(t);let c,u,d;for(d=0,++r;r<o;++d,++r)a.points=[],u={width:0,height:0,edgeLabel:a,edgeObj:t,rank:r},c=Nr(e,"edge",u,"_d"),r===l&&(u.width=a.width,u.height=a.height,u.dummy="edge-label",u.labelpos=a.labelpos),e.setEdge(n,c,{weight:a.weight},i),d===0&&e.graph().dummyChains.push(c),n=c;e.setEdge(n,s,{weight:a.weight},i)}function Mm(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,s;for(e.setEdge(n.edgeObj,r);n.dummy;)s=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=s,n=e.node(t)})}function bi(e){let t={};function n(r){let s=e.node(r);if(Object.hasOwn(t,r))return s.rank;t[r]=!0;let o=e.outEdges(r),i=o?o.map(l=>l==null?Number.POSITIVE_INFINITY:n(l.w)-e.edge(l).minlen):[],a=sn(Math.min,i);return a===Number.POSITIVE_INFINITY&&(a=0),s.rank=a}e.sources().forEach(n)}function Ar(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var Ql=Cm;function Cm(e){let t=new Yt({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],s=e.nodeCount();t.setNode(r,{});let o,i;for(;Lm(t,e)<s&&(o=Om(t,e),!!o);)i=t.hasNode(o.v)?Ar(e,o):-Ar(e,o),Im(t,e,i);return t}function Lm(e,t){function n(r){let s=t.nodeEdges(r);s&&s.forEach(o=>{let i=o.v,a=r===i?o.w:i;!e.hasNode(a)&&!Ar(t,o)&&(e.setNode(a,{}),e.setEdge(r,a,{}),n(a))})}return e.nodes().forEach(n),e.nodeCount()}function Om(e,t){return t.edges().reduce((n,r)=>{let s=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(s=Ar(t,r)),s<n[0]?[s,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function Im(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:Rm,postorder:Fm}=gi,Pm=Kn;Kn.initLowLimValues=xi;Kn.initCutValues=wi;Kn.calcCutValue=ec;Kn.leaveEdge=nc;Kn.enterEdge=rc;Kn.exchangeEdges=sc;function Kn(e){e=am(e),bi(e);let t=Ql(e);xi(t),wi(t,e);let n,r;for(;n=nc(t);)r=rc(t,e,n),sc(t,e,n,r)}function wi(e,t){let n=Fm(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>jm(e,t,r))}function jm(e,t,n){let r=e.node(n).parent,s=e.edge(n,r);s.cutvalue=ec(e,t,n)}function ec(e,t,n){let r=e.node(n).parent,s=!0,o=t.edge(n,r),i=0;o||(s=!1,o=t.edge(r,n)),i=o.weight;let a=t.nodeEdges(n);return a&&a.forEach(l=>{let c=l.v===n,u=c?l.w:l.v;if(u!==r){let d=c===s,m=t.edge(l).weight;if(i+=d?m:-m,Dm(e,n,u)){let b=e.edge(n,u).cutvalue;i+=d?-b:b}}}),i}function xi(e,t){arguments.length<2&&(t=e.nodes()[0]),tc(e,{},1,t)}function tc(e,t,n,r,s){let o=n,i=e.node(r);t[r]=!0;let a=e.neighbors(r);return a&&a.forEach(l=>{Object.hasOwn(t,l)||(n=tc(e,t,n,l,r))}),i.low=o,i.lim=n++,s?i.parent=s:delete i.parent,n}function nc(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function rc(e,t,n){let r=n.v,s=n.w;t.hasEdge(r,s)||(r=n.w,s=n.v);let o=e.node(r),i=e.node(s),a=o,l=!1;return o.lim>i.lim&&(a=i,l=!0),t.edges().filter(c=>l===Sl(e,e.node(c.v),a)&&l!==Sl(e,e.node(c.w),a)).reduce((c,u)=>Ar(t,u)<Ar(t,c)?u:c)}function sc(e,t,n,r){let s=n.v,o=n.w;e.removeEdge(s,o),e.setEdge(r.v,r.w,{}),xi(e),wi(e,t),zm(e,t)}function zm(e,t){let n=e.nodes().find(s=>!e.node(s).parent);if(!n)return;let r=Rm(e,[n]);r=r.slice(1),r.forEach(s=>{let o=e.node(s).parent,i=t.edge(s,o),a=!1;i||(i=t.edge(o,s),a=!0),t.node(s).rank=t.node(o).rank+(a?i.minlen:-i.minlen)})}function Dm(e,t,n){return e.hasEdge(t,n)}function Sl(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var Bm=Hm;function Hm(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":El(e);break;case"tight-tree":Wm(e);break;case"longest-path":Vm(e);break;case"none":break;default:El(e)}}var Vm=bi;function Wm(e){bi(e),Ql(e)}function El(e){Pm(e)}var Gm=Ym;function Ym(e){let t=Km(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let s=e.node(r),o=s.edgeObj,i=Um(e,t,o.v,o.w),a=i.path,l=i.lca,c=0,u=a[c],d=!0;for(;r!==o.w;){if(s=e.node(r),d){for(;(u=a[c])!==l&&e.node(u).maxRank<s.rank;)c++;u===l&&(d=!1)}if(!d){for(;c<a.length-1&&e.node(a[c+1]).minRank<=s.rank;)c++;u=a[c]}u!==void 0&&e.setParent(r,u),r=e.successors(r)[0]}})}function Um(e,t,n,r){let s=[],o=[],i=Math.min(t[n].low,t[r].low),a=Math.max(t[n].lim,t[r].lim),l;l=n;do l=e.parent(l),s.push(l);while(l&&(t[l].low>i||a>t[l].lim));let c=l,u=r;for(;(u=e.parent(u))!==c;)o.push(u);return{path:s.concat(o.reverse()),lca:c}}function Km(e){let t={},n=0;function r(s){let o=n;e.children(s).forEach(r),t[s]={low:o,lim:n++}}return e.children(Ws).forEach(r),t}function qm(e){let t=Nr(e,"root",{},"_root"),n=Jm(e),r=Object.values(n),s=sn(Math.max,r)-1,o=2*s+1;e.graph().nestingRoot=t,e.edges().forEach(a=>e.edge(a).minlen*=o);let i=Xm(e)+1;e.children(Ws).forEach(a=>{oc(e,t,o,i,s,n,a)}),e.graph().nodeRankFactor=o}function oc(e,t,n,r,s,o,i){var a;let l=e.children(i);if(!l.length){i!==t&&e.setEdge(t,i,{weight:0,minlen:n});return}let c=_l(e,"_bt"),u=_l(e,"_bb"),d=e.node(i);e.setParent(c,i),d.borderTop=c,e.setParent(u,i),d.borderBottom=u,l.forEach(m=>{var b;oc(e,t,n,r,s,o,m);let _=e.node(m),k=_.borderTop?_.borderTop:m,v=_.borderBottom?_.borderBottom:m,E=_.borderTop?r:2*r,g=k!==v?1:s-((b=o[i])!=null?b:0)+1;e.setEdge(c,k,{weight:E,minlen:g,nestingEdge:!0}),e.setEdge(v,u,{weight:E,minlen:g,nestingEdge:!0})}),e.parent(i)||e.setEdge(t,c,{weight:0,minlen:s+((a=o[i])!=null?a:0)})}function Jm(e){let t={};function n(r,s){let o=e.children(r);o&&o.length&&o.forEach(i=>n(i,s+1)),t[r]=s}return e.children(Ws).forEach(r=>n(r,1)),t}function Xm(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function Zm(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var Qm=eg;function eg(e){function t(n){let r=e.children(n),s=e.node(n);if(r.length&&r.forEach(t),s&&Object.hasOwn(s,"minRank")){s.borderLeft=[],s.borderRight=[];for(let o=s.minRank,i=s.maxRank+1;o<i;++o)Tl(e,"borderLeft","_bl",n,s,o),Tl(e,"borderRight","_br",n,s,o)}}e.children(Ws).forEach(t)}function Tl(e,t,n,r,s,o){let i={width:0,height:0,rank:o,borderType:t},a=s[t][o-1],l=Nr(e,"border",i,n);s[t][o]=l,e.setParent(l,r),a&&e.setEdge(a,l,{weight:1})}function tg(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&ic(e)}function ng(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&rg(e),(n==="lr"||n==="rl")&&(sg(e),ic(e))}function ic(e){e.nodes().forEach(t=>$l(e.node(t))),e.edges().forEach(t=>$l(e.edge(t)))}function $l(e){let t=e.width;e.width=e.height,e.height=t}function rg(e){e.nodes().forEach(t=>ui(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(ui),Object.hasOwn(r,"y")&&ui(r)})}function ui(e){e.y=-e.y}function sg(e){e.nodes().forEach(t=>di(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(di),Object.hasOwn(r,"x")&&di(r)})}function di(e){let t=e.x;e.x=e.y,e.y=t}function og(e,t=null){let n={},r=e.nodes().filter(c=>!e.children(c).length),s=r.map(c=>e.node(c).rank),o=sn(Math.max,s),i=us(o+1).map(()=>[]);function a(c){if(n[c])return;n[c]=!0;let u=e.node(c);i[u.rank].push(c);let d=e.successors(c);d&&[...d].sort((m,b)=>l(m,b)).forEach(a)}r.sort((c,u)=>e.node(c).rank-e.node(u).rank).forEach(a);function l(c,u){let d=e.node(c),m=e.node(u);return Zl(t,d,m)}return i}function ig(e,t){let n=0;for(let r=1;r<t.length;++r)n+=ag(e,t[r-1],t[r]);return n}function ag(e,t,n){let r=hm(n,n.map((c,u)=>u)),s=t.flatMap(c=>{let u=e.outEdges(c);return u?u.map(d=>({pos:r[d.w],weight:e.edge(d).weight})).sort((d,m)=>d.pos-m.pos):[]}),o=1;for(;o<n.length;)o<<=1;let i=2*o-1;o-=1;let a=new Array(i).fill(0),l=0;return s.forEach(c=>{let u=c.pos+o;a[u]+=c.weight;let d=0;for(;u>0;)u%2&&(d+=a[u+1]),u=u-1>>1,a[u]+=c.weight;l+=c.weight*d}),l}function lg(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let s=r.reduce((o,i)=>{let a=e.edge(i),l=e.node(i.v);return{sum:o.sum+a.weight*l.order,weight:o.weight+a.weight}},{sum:0,weight:0});return{v:n,barycenter:s.sum/s.weight,weight:s.weight}}})}function cg(e,t){let n={};e.forEach((s,o)=>{let i={indegree:0,in:[],out:[],vs:[s.v],i:o};s.barycenter!==void 0&&(i.barycenter=s.barycenter,i.weight=s.weight),n[s.v]=i}),t.edges().forEach(s=>{let o=n[s.v],i=n[s.w];o!==void 0&&i!==void 0&&(i.indegree++,o.out.push(i))});let r=Object.values(n).filter(s=>!s.indegree);return ug(r)}function ug(e){let t=[];function n(s){return o=>{o.merged||(o.barycenter===void 0||s.barycenter===void 0||o.barycenter>=s.barycenter)&&dg(s,o)}}function r(s){return o=>{o.in.push(s),--o.indegree===0&&e.push(o)}}for(;e.length;){let s=e.pop();t.push(s),s.in.reverse().forEach(n(s)),s.out.forEach(r(s))}return t.filter(s=>!s.merged).map(s=>Hs(s,["vs","i","barycenter","weight"]))}function dg(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function fg(e,t,n,r,s){let o={},i=null,a=null,l=s;typeof t=="boolean"?(l=t,o={}):t&&(o=t,i=n??null,a=r??null);let c=dm(e,E=>Object.hasOwn(E,"barycenter")),u=c.lhs,d=c.rhs.sort((E,g)=>g.i-E.i),m=[],b=0,_=0,k=0;u.sort(pg(a,i,!!l));for(let[E,g]of Object.entries(o)){let x=u.findIndex(S=>S.vs[0]===E);u.splice(x+1,0,g)}k=Al(m,d,k),u.forEach(E=>{k+=E.vs.length,m.push(E.vs),b+=E.barycenter*E.weight,_+=E.weight,k=Al(m,d,k)});let v={vs:m.flat(1)};return _&&(v.barycenter=b/_,v.weight=_),v}function Al(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function pg(e,t,n){return(r,s)=>{if(r.barycenter<s.barycenter)return-1;if(r.barycenter>s.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof s.vs[0]=="string")){let o=e.node(r.vs[0]),i=e.node(s.vs[0]),a=Zl(t,o,i);if(a!==0)return a}return n?s.i-r.i:r.i-s.i}}function ac(e,t,n,r,s){var o,i,a,l,c,u,d,m,b,_,k;let v=null,E=s;typeof r=="boolean"?(E=r,v=null):r!==void 0&&(v=r);let g=e.children(t),x=e.node(t),S=x?x.borderLeft:void 0,$=x?x.borderRight:void 0,A={};S&&(g=g.filter(O=>O!==S&&O!==$));let B=lg(e,g);B.forEach(O=>{if(e.children(O.v).length){let{result:N}=ac(e,O.v,n,v,E);A[O.v]=N,Object.hasOwn(N,"barycenter")&&mg(O,N)}});let L=cg(B,n);hg(L,A);let z={},V=!1;for(let O=0;O<L.length;O++)for(let N=O+1;N<L.length;N++)if(!(!L[O]||!L[N]||!((o=L[O])!=null&&o.barycenter)||!((i=L[N])!=null&&i.barycenter))&&((a=L[O])==null?void 0:a.barycenter)===L[N].barycenter){let R=(c=(l=L[O])==null?void 0:l.vs[0])!=null?c:"",C=(d=(u=L[N])==null?void 0:u.vs[0])!=null?d:"",F=e.node(R),H=e.node(C);if(F.dummy==="edge"&&H.dummy==="edge"&&((m=F.edgeObj)==null?void 0:m.v)===((b=H.edgeObj)==null?void 0:b.v)&&((_=F.edgeObj)==null?void 0:_.w)===((k=H.edgeObj)==null?void 0:k.w))if(F.edgeLabel.reversed){z[C]=L[O],L.splice(O,1),O--;break}else z[R]||(z[R]=L[N],L.splice(N,1),N--);else V=!0}let I=fg(L,z,v,e,E);if(S&&$){I.vs=[S,I.vs,$].flat(1);let O=e.predecessors(S);if(O&&O.length){let N=e.node(O[0]),R=e.predecessors($),C=e.node(R[0]);Object.hasOwn(I,"barycenter")||(I.barycenter=0,I.weight=0),I.barycenter=(I.barycenter*I.weight+N.order+C.order)/(I.weight+2),I.weight+=2}}return Object.defineProperty(I,"result",{value:I,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(I,"usedBias",{value:V,enumerable:!1,configurable:!0,writable:!0}),I}function hg(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function mg(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function gg(e,t,n,r){r||(r=e.nodes());let s=yg(e),o=new Yt({compound:!0}).setGraph({root:s}).setDefaultNodeLabel(i=>e.node(i));return r.forEach(i=>{let a=e.node(i),l=e.parent(i);if(a.rank===t||a.minRank<=t&&t<=a.maxRank){o.setNode(i),o.setParent(i,l||s);let c=e[n](i);c&&c.forEach(u=>{let d=u.v===i?u.w:u.v,m=o.edge(d,i),b=m!==void 0?m.weight:0;o.setEdge(d,i,{weight:e.edge(u).weight+b})}),Object.hasOwn(a,"minRank")&&o.setNode(i,{borderLeft:a.borderLeft[t],borderRight:a.borderRight[t]})}}),o}function yg(e){let t;for(;e.hasNode(t=yi("_root")););return t}function bg(e,t,n){let r={},s;n.forEach(o=>{let i=e.parent(o),a,l;for(;i;){if(a=e.parent(i),a?(l=r[a],r[a]=i):(l=s,s=i),l&&l!==i){t.setEdge(l,i);return}i=a}})}function lc(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,lc);return}let r=Jl(e),s=Nl(e,us(1,r+1),"inEdges"),o=Nl(e,us(r-1,-1,-1),"outEdges"),i=og(e,n);if(Ml(e,i),t.disableOptimalOrderHeuristic)return;let a=Number.POSITIVE_INFINITY,l,c=t.constraints||[];for(let u=0,d=0;d<4;++u,++d){wg(u%2?s:o,u%4>=2,c,n),i=ds(e);let m=ig(e,i);m<a?(d=0,l=Object.assign({},i),a=m):m===a&&(l=structuredClone(i))}Ml(e,l)}function Nl(e,t,n){let r=new Map,s=(o,i)=>{r.has(o)||r.set(o,[]),r.get(o).push(i)};for(let o of e.nodes()){let i=e.node(o);if(typeof i.rank=="number"&&s(i.rank,o),typeof i.minRank=="number"&&typeof i.maxRank=="number")for(let a=i.minRank;a<=i.maxRank;a++)a!==i.rank&&s(a,o)}return t.map(function(o){return gg(e,o,n,r.get(o)||[])})}function wg(e,t,n,r){let s=!0,o=new Yt;e.forEach(function(i){n.forEach(u=>o.setEdge(u.left,u.right));let a=i.graph().root,{result:l,usedBias:c}=ac(i,a,o,r,s);t&&c&&(s=!s),l.vs.forEach((u,d)=>i.node(u).order=d),bg(i,o,l.vs)})}function Ml(e,t){Object.values(t).forEach(n=>n.forEach((r,s)=>e.node(r).order=s))}function xg(e,t){let n={};function r(s,o){let i=0,a=0,l=s.length,c=o[o.length-1];return o.forEach((u,d)=>{let m=_g(e,u),b=m?e.node(m).order:l;(m||u===c)&&(o.slice(a,d+1).forEach(_=>{let k=e.predecessors(_);k&&k.forEach(v=>{let E=e.node(v),g=E.order;(g<i||b<g)&&!(E.dummy&&e.node(_).dummy)&&cc(n,v,_)})}),a=d+1,i=b)}),o}return t.length&&t.reduce(r),n}function vg(e,t){let n={};function r(i){var a;return((a=e.node(i))==null?void 0:a.dummy)==="border"}if(!e.nodes().some(r))return n;function s(i,a,l,c,u){us(a,l).forEach(d=>{let m=i[d];if(m!==void 0&&e.node(m).dummy){let b=e.predecessors(m);b&&b.forEach(_=>{if(_===void 0)return;let k=e.node(_);k.dummy&&(k.order<c||k.order>u)&&cc(n,_,m)})}})}function o(i,a){let l=-1,c=-1,u=0;return a.forEach((d,m)=>{if(r(d)){let b=e.predecessors(d);if(b&&b.length){let _=b[0];if(_===void 0)return;c=e.node(_).order,s(a,u,m,l,c),u=m,l=c}}s(a,u,a.length,c,i.length)}),a}return t.length&&t.reduce(o),n}function _g(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function cc(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];r||(e[t]=r={}),r[n]=!0}function kg(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function Sg(e,t,n,r,s){let o={},i={},a={};return t.forEach(l=>{l.forEach((c,u)=>{o[c]=c,i[c]=c,a[c]=u})}),t.forEach(l=>{let c=-1,u=-1,d=!1,m=l,b=l.findIndex(_=>s?.includes(_)||Cl(_,e,s));b>0&&(m=[l[b],...l.slice(0,b),...l.slice(b+1)],d=!0),m.forEach(_=>{var k;let v=r(_);if(v&&v.length){s!=null&&s.includes(_)&&(v=v.filter(x=>Cl(x,e,s)));let E=v.sort((x,S)=>{let $=a[x],A=a[S];return($!==void 0?$:0)-(A!==void 0?A:0)}),g=(E.length-1)/2;for(let x=Math.floor(g),S=Math.ceil(g);x<=S;++x){let $=E[x];if($===void 0)continue;let A=a[$];if(A!==void 0&&i[_]===_&&c<A&&a[$]!==u&&!kg(n,_,$)){let B=o[$];B!==void 0&&(i[$]=_,i[_]=o[_]=B,c=A,d&&(c=-1,u=(k=a[$])!=null?k:-1,d=!1))}}}})}),{root:o,align:i}}function Eg(e,t,n,r,s=!1){let o={},i=Tg(e,t,n,s),a=s?"borderLeft":"borderRight";function l(b,_){let k=i.nodes().slice(),v={},E=k.pop();for(;E;){if(v[E])b(E);else{v[E]=!0,k.push(E);for(let g of _(E))k.push(g)}E=k.pop()}}function c(b){let _=i.inEdges(b);_?o[b]=_.reduce((k,v)=>{var E;let g=(E=o[v.v])!=null?E:0,x=i.edge(v);return Math.max(k,g+(x!==void 0?x:0))},0):o[b]=0}function u(b){let _=i.outEdges(b),k=Number.POSITIVE_INFINITY;_&&(k=_.reduce((E,g)=>{let x=o[g.w],S=i.edge(g);return Math.min(E,(x!==void 0?x:0)-(S!==void 0?S:0))},Number.POSITIVE_INFINITY));let v=e.node(b);k!==Number.POSITIVE_INFINITY&&v.borderType!==a&&(o[b]=Math.max(o[b]!==void 0?o[b]:0,k))}function d(b){return i.predecessors(b)||[]}function m(b){return i.successors(b)||[]}return l(c,d),l(u,m),Object.keys(r).forEach(b=>{var _;let k=n[b];k!==void 0&&(o[b]=(_=o[k])!=null?_:0)}),o}function Tg(e,t,n,r){let s=new Yt,o=e.graph(),i=Cg(o.nodesep,o.edgesep,r);return t.forEach(a=>{let l;a.forEach(c=>{let u=n[c];if(u!==void 0){if(s.setNode(u),l!==void 0){let d=n[l];if(d!==void 0){let m=s.edge(d,u);s.setEdge(d,u,Math.max(i(e,c,l),m||0))}}l=c}})}),s}function $g(e,t){return Object.values(t).reduce((n,r)=>{let s=Number.NEGATIVE_INFINITY,o=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([a,l])=>{let c=Lg(e,a)/2;s=Math.max(l+c,s),o=Math.min(l-c,o)});let i=s-o;return i<n[0]&&(n=[i,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function Ag(e,t){let n=Object.values(t),r=sn(Math.min,n),s=sn(Math.max,n);["u","d"].forEach(o=>{["l","r"].forEach(i=>{let a=o+i,l=e[a];if(!l||l===t)return;let c=Object.values(l),u=r-sn(Math.min,c);i!=="l"&&(u=s-sn(Math.max,c)),u&&(e[a]=Vs(l,d=>d+u))})})}function Ng(e,t=void 0){let n=e.ul;return n?Vs(n,(r,s)=>{var o,i;if(t){let l=t.toLowerCase(),c=e[l];if(c&&c[s]!==void 0)return c[s]}let a=Object.values(e).map(l=>{let c=l[s];return c!==void 0?c:0}).sort((l,c)=>l-c);return(((o=a[1])!=null?o:0)+((i=a[2])!=null?i:0))/2}):{}}function Mg(e,t){let n=ds(e),r=Object.assign(xg(e,n),vg(e,n)),s={},o;["u","d"].forEach(a=>{o=a==="u"?n:Object.values(n).reverse(),["l","r"].forEach(l=>{l==="r"&&(o=o.map(d=>Object.values(d).reverse()));let c=Sg(e,o,r,d=>(a==="u"?e.predecessors(d):e.successors(d))||[],t),u=Eg(e,o,c.root,c.align,l==="r");l==="r"&&(u=Vs(u,d=>-d)),s[a+l]=u})});let i=$g(e,s);return Ag(s,i),Ng(s,e.graph().align)}function Cg(e,t,n){return(r,s,o)=>{let i=r.node(s),a=r.node(o),l=0,c;if(l+=i.width/2,Object.hasOwn(i,"labelpos"))switch(i.labelpos.toLowerCase()){case"l":c=-i.width/2;break;case"r":c=i.width/2;break}if(c&&(l+=n?c:-c),c=void 0,l+=(i.dummy?t:e)/2,l+=(a.dummy?t:e)/2,l+=a.width/2,Object.hasOwn(a,"labelpos"))switch(a.labelpos.toLowerCase()){case"l":c=a.width/2;break;case"r":c=-a.width/2;break}return c&&(l+=n?c:-c),l}}function Lg(e,t){return e.node(t).width}function Cl(e,t,n){var r;if(!n)return!1;let s=(r=t.node(e))==null?void 0:r.edgeObj;if(!s||t.node(e).edgeLabel.reversed)return!1;let o=n.indexOf(s?.v),i=n.indexOf(s?.w);return o!==-1&&i!==-1&&o===(i+1)%n.length||o===(i-1)%n.length}function Og(e,t){e=Kl(e),Ig(e),Object.entries(Mg(e,t)).forEach(([n,r])=>e.node(n).x=r)}function Ig(e){let t=ds(e),n=e.graph(),r=n.ranksep,s=n.rankalign,o=0;t.forEach(i=>{let a=i.reduce((l,c)=>{var u;let d=(u=e.node(c).height)!=null?u:0;return l>d?l:d},0);i.forEach(l=>{let c=e.node(l);s==="top"?c.y=o+c.height/2:s==="bottom"?c.y=o+a-c.height/2:c.y=o+a/2}),o+=a+r})}var Ll=new WeakMap;function Rg(e,t={}){return uc(e,Xl,t),e}function Ol(e,t,n){let r=t;for(;r!==void 0;){let s=e.parent(r);if(s===n)return r;r=s}}function uc(e,t,n){var r;let s=e.nodes().filter(g=>e.children(g).length),o={};s.forEach(g=>{let x=e.node(g);if(x&&x.rankdir){let S=new Yt({multigraph:!0,compound:!0});S.setGraph({rankdir:x.rankdir});let $=e.children(g);$.forEach(R=>{let C={...e.node(R)};S.setNode(R,C);let F=e.parent(R);F&&F!==g&&$.includes(F)&&S.setParent(R,F)});let A=new Set;e.edges().forEach(R=>{let C=Ol(e,R.v,g),F=Ol(e,R.w,g);if(C===R.v&&F===R.w)S.setEdge(R,{...e.edge(R)});else if(C&&F&&C!==F){let H=`${C}\0${F}`;A.has(H)||(A.add(H),S.setEdge(C,F,{...e.edge(R)}))}}),uc(S,t,n);let B=jl(S);Rl(B,t,n,null),Fl(S,B);let L=1/0,z=1/0,V=-1/0,I=-1/0;S.nodes().forEach(R=>{if(R===g)return;let C=S.node(R);C&&typeof C.x=="number"&&typeof C.y=="number"&&typeof C.width=="number"&&typeof C.height=="number"&&(L=Math.min(L,C.x-C.width/2),V=Math.max(V,C.x+C.width/2),z=Math.min(z,C.y-C.height/2),I=Math.max(I,C.y+C.height/2))}),(!isFinite(L)||!isFinite(z)||!isFinite(V)||!isFinite(I))&&(L=z=0,V=I=0);let O=V-L,N=I-z;o[g]={minX:L,minY:z,maxX:V,maxY:I,width:O,height:N,offsetX:L,offsetY:z},x._dagreClusterSubgraph=S}});let i=[],a=g=>{let x=[],S=(e.children(g)||[]).filter($=>$!==g);for(;S.length>0;){let $=S.shift();x.push($),(e.children($)||[]).filter(A=>A!==$).forEach(A=>S.push(A))}return x},l=new Map;s.forEach(g=>{let x=e.node(g);x&&x.rankdir&&o[g]&&l.set(g,(e.children(g)||[]).filter(S=>S!==g))});let c=new Set([...l.values()].flat()),u=new Map;l.forEach((g,x)=>{c.has(x)||u.set(x,a(x))});let d=new Set([...u.values()].flat()),m=g=>{for(let[x,S]of u)if(S.includes(g))return x;return g},b=[];e.edges().forEach(g=>{(d.has(g.v)||d.has(g.w))&&b.push({edge:g,label:e.edge(g)})});let _=new Map;d.forEach(g=>{let x=e.parent(g);_.set(g,typeof x=="string"?x:void 0)}),u.forEach((g,x)=>{let S=e.node(x),$=[];g.forEach(L=>{let z=e.node(L);z&&($.push({id:L,node:z,parent:_.get(L)}),e.removeNode(L))});let A=b.filter(({edge:L})=>g.includes(L.v)||g.includes(L.w)),B=o[x];S&&(i.push({clusterId:x,subgraph:S._dagreClusterSubgraph,bounds:B,children:g,removedNodes:$,removedEdges:A}),S.width=B.width,S.height=B.height)});let k=new Set;b.forEach(({edge:g,label:x})=>{let S=m(g.v),$=m(g.w);if(S!==$&&e.hasNode(S)&&e.hasNode($)){let A=`${S}\0${$}`;k.has(A)||(k.add(A),e.setEdge(S,$,{...x,width:0,height:0}))}});let v=jl(e),E=Rl(v,t,n,(r=Ll.get(e))!=null?r:null);Ll.set(e,E),Fl(e,v),k.forEach(g=>{let x=g.indexOf("\0"),S=g.slice(0,x),$=g.slice(x+1);e.hasEdge(S,$)&&e.removeEdge(S,$)}),i.forEach(({clusterId:g,subgraph:x,bounds:S,removedNodes:$,removedEdges:A})=>{var B,L;let z=e.node(g),V=(B=z?.x)!=null?B:0,I=(L=z?.y)!=null?L:0,O=(S.minX+S.maxX)/2,N=(S.minY+S.maxY)/2;$.forEach(({id:R,node:C,parent:F})=>{e.setNode(R,C),F!==void 0&&e.setParent(R,F)}),A.forEach(({edge:R,label:C})=>{e.setEdge(R,C)}),x.nodes().forEach(R=>{if(R===g)return;let C=x.node(R),F=e.node(R);F&&C&&typeof C.x=="number"&&typeof C.y=="number"&&(F.x=V+(C.x-O),F.y=I+(C.y-N))}),Il(e,x,V-O,I-N),delete z._dagreClusterSubgraph}),s.forEach(g=>{var x,S;let $=e.node(g),A=o[g];if($&&$.rankdir&&$._dagreClusterSubgraph&&A){let B=$._dagreClusterSubgraph,L=(x=$.x)!=null?x:0,z=(S=$.y)!=null?S:0,V=(A.minX+A.maxX)/2,I=(A.minY+A.maxY)/2;B.nodes().forEach(O=>{if(O===g)return;let N=B.node(O),R=e.node(O);if(R&&N&&typeof N.x=="number"&&typeof N.y=="number"){let C=N.x-V,F=N.y-I;R.x=L+C,R.y=z+F}}),Il(e,B,L-V,z-I),delete $._dagreClusterSubgraph}})}function Il(e,t,n,r){t.edges().forEach(s=>{if(!e.hasEdge(s))return;let o=t.edge(s),i=e.edge(s);i.points=o.points.map(a=>({x:a.x+n,y:a.y+r})),Object.hasOwn(o,"x")&&(i.x=o.x+n,i.y=o.y+r)})}function Rl(e,t,n,r=null){var s,o;let i=n?.useDynamic!==!1,a=i&&(s=r?.graph)!=null?s:null,l=i&&(o=r?.rawNodes)!=null?o:null;t("    makeSpaceForEdgeLabels",()=>Vg(e)),t("    removeSelfEdges",()=>Zg(e)),t("    acyclic",()=>Sm(e,a)),t("    nestingGraph.run",()=>qm(e)),t("    rank",()=>Bm(Kl(e))),t("    injectEdgeLabelProxies",()=>Wg(e)),t("    removeEmptyRanks",()=>cm(e)),t("    nestingGraph.cleanup",()=>Zm(e)),t("    normalizeRanks",()=>lm(e)),t("    assignRankMinMax",()=>Gg(e)),t("    removeEdgeLabelProxies",()=>Yg(e)),t("    normalize.run",()=>Am(e)),t("    parentDummyChains",()=>Gm(e)),t("    addBorderSegments",()=>Qm(e)),t("    order",()=>lc(e,n,l)),t("    insertSelfEdges",()=>Qg(e)),t("    adjustCoordinateSystem",()=>tg(e)),t("    position",()=>Og(e,n.corePath)),t("    positionSelfEdges",()=>e0(e));let c=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>Xg(e)),t("    normalize.undo",()=>Mm(e)),t("    fixupEdgeLabelCoords",()=>qg(e)),t("    undoCoordinateSystem",()=>ng(e)),t("    translateGraph",()=>Ug(e)),t("    assignNodeIntersects",()=>Kg(e)),t("    reversePoints",()=>Jg(e)),t("    acyclic.undo",()=>Tm(e)),{graph:e,rawNodes:c}}function Fl(e,t){e.nodes().forEach(n=>{let r=e.node(n),s=t.node(n);r&&(r.x=s.x,r.y=s.y,r.order=s.order,r.rank=s.rank,t.children(n).length&&(r.width=s.width,r.height=s.height))}),e.edges().forEach(n=>{let r=e.edge(n),s=t.edge(n);r.points=s.points,Object.hasOwn(s,"x")&&(r.x=s.x,r.y=s.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var Fg=["nodesep","edgesep","ranksep","marginx","marginy"],Pg={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},jg=["acyclicer","ranker","rankdir","align","rankalign"],zg=["width","height","rank"],Pl={width:0,height:0},Dg=["minlen","weight","width","height","labeloffset"],Bg={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},Hg=["labelpos"];function jl(e){let t=new Yt({multigraph:!0,compound:!0}),n=pi(e.graph());return t.setGraph(Object.assign({},Pg,fi(n,Fg),Hs(n,jg))),e.nodes().forEach(r=>{let s=pi(e.node(r)),o=fi(s,zg);Object.keys(Pl).forEach(a=>{o[a]===void 0&&(o[a]=Pl[a])}),t.setNode(r,o);let i=e.parent(r);i!==void 0&&t.setParent(r,i)}),e.edges().forEach(r=>{let s=pi(e.edge(r));t.setEdge(r,Object.assign({},Bg,fi(s,Dg),Hs(s,Hg)))}),t}function Vg(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let s=e.edge(n);s.minlen*=2,((r=s.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?s.width+=s.labeloffset:s.height+=s.labeloffset)})}function Wg(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),s={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};Nr(e,"edge-proxy",s,"_ep")}})}function Gg(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function Yg(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function Ug(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,s=0,o=e.graph(),i=o.marginx||0,a=o.marginy||0;function l(c){let u=c.x,d=c.y,m=c.width,b=c.height;t=Math.min(t,u-m/2),n=Math.max(n,u+m/2),r=Math.min(r,d-b/2),s=Math.max(s,d+b/2)}e.nodes().forEach(c=>l(e.node(c))),e.edges().forEach(c=>{let u=e.edge(c);Object.hasOwn(u,"x")&&l(u)}),t-=i,r-=a,e.nodes().forEach(c=>{let u=e.node(c);u.x-=t,u.y-=r}),e.edges().forEach(c=>{let u=e.edge(c);u.points.forEach(d=>{d.x-=t,d.y-=r}),Object.hasOwn(u,"x")&&(u.x-=t),Object.hasOwn(u,"y")&&(u.y-=r)}),o.width=n-t+i,o.height=s-r+a}function Kg(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),s=e.node(t.w),o,i;n.points?(o=n.points[0],i=n.points[n.points.length-1]):(n.points=[],o=s,i=r),n.points.unshift(vl(r,o)),n.points.push(vl(s,i))})}function qg(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function Jg(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function Xg(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),s=e.node(n.borderBottom),o=e.node(n.borderLeft[n.borderLeft.length-1]),i=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(i.x-o.x),n.height=Math.abs(s.y-r.y),n.x=o.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function Zg(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function Qg(e){ds(e).forEach(t=>{let n=0;t.forEach((r,s)=>{let o=e.node(r);typeof o.rank!="number"&&(o.rank=0),o.order=s+n,(o.selfEdges||[]).forEach(i=>{Nr(e,"selfedge",{width:i.label.width,height:i.label.height,rank:o.rank,order:s+ ++n,e:i.e,edgeLabel:i.label},"_se"),(!Array.isArray(i.label.points)||i.label.points.length!==7)&&(i.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete o.selfEdges})})}function e0(e){e.nodes().forEach(t=>{let n=e.node(t),r=s=>typeof s=="number"&&isFinite(s);if(n.dummy==="selfedge"){let s=n,o=e.node(s.e.v),i=r(o?.x)?o.x:0,a=r(o?.y)?o.y:0,l=r(o?.width)?o.width:0,c=r(o?.height)?o.height:0,u=r(n.x)?n.x:i,d=r(n.y)?n.y:a,m=l/2,b=c/2;s.edgeLabel.points=[{x:u+m,y:d-b},{x:u+m,y:d-b},{x:u,y:d},{x:u-m,y:d+b},{x:u-m,y:d+b},{x:u,y:d},{x:u,y:d}],s.edgeLabel.x=u,s.edgeLabel.y=d,e.setEdge(s.e,s.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(s=>{if(!Array.isArray(s.label.points)||s.label.points.length!==7){let o=r(n.x)?n.x:0,i=r(n.y)?n.y:0,a=r(n.width)?n.width:0,l=r(n.height)?n.height:0,c=a/2,u=l/2;s.label.points=[{x:o+c,y:i-u},{x:o+c,y:i-u},{x:o,y:i},{x:o-c,y:i+u},{x:o-c,y:i+u},{x:o,y:i},{x:o,y:i}]}})})}function fi(e,t){return Vs(Hs(e,t),Number)}function pi(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function t0(e){let t=ds(e),n=new Yt({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,s)=>{let o="layer"+s;n.setNode(o,{rank:"same"}),r.reduce((i,a)=>(n.setEdge(i,a,{style:"invis"}),a))}),n}var n0={graphlib:Dl,version:mm,layout:Rg,debug:t0,util:{time:fm,notime:Xl}},vi=n0;var _i=[];for(let e=1;e<=1e12;e*=10)_i.push(e,2*e,5*e);var pt=e=>typeof e=="number"&&Number.isFinite(e);function Q(e,t=3){if(e===1/0)return"+Inf";if(e===-1/0)return"-Inf";if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,s]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(s)}`}return String(Number(e.toPrecision(t)))}var r0=10,dc=e=>e.includes(".")?e.replace(/0+$/,"").replace(/\.$/,""):e;function Mr(e){if(e==null)return"?";let t=Number(e);if(!Number.isFinite(t))return Q(t);let n=Math.abs(t)*100,r=t<0?"-":"";if(n===0)return"0%";if(n<.01)return`${r}<0.01%`;if(n>=10){let s=n.toFixed(0);for(let o=3;Number(s)===100&&n!==100&&o<8;o++)s=dc(n.toPrecision(o));return`${r}${s}%`}return`${r}${dc(n.toPrecision(2))}%`}function fc(e,t){let n=Number(e),r=Number(t),s=`from ${Q(n)} to ${Q(r)}`;if(!Number.isFinite(n)||!Number.isFinite(r))return s;if(n===r)return"unchanged";if(n===0||r!==0&&r>0!=n>0)return s;let o=r/n;return o>=r0?n<0?s:`up ${Q(o)}-fold`:`${r>n?"up":"down"} ${Mr(Math.abs(r-n)/Math.abs(n))}`}function Oe(e){if(typeof e!="number"||!Number.isFinite(e))return"?";let t=["B","KiB","MiB","GiB","TiB","PiB"],n=e,r=0;for(;Math.abs(n)>=1024&&r<t.length-1;)n/=1024,r++;return r===0?`${Math.round(n)} B`:`${n.toFixed(1)} ${t[r]}`}function pc(e,t=4){if(!(e>0))return[{value:0,text:"0 B"}];let n=["B","KiB","MiB","GiB","TiB","PiB"],r=0;for(;e/1024**r>=1024&&r<n.length-1;)r++;let s=1024**r,o=e/s,i=Jn(0,o,t);if(i[i.length-1]<o*(1-1e-9)){let a=i.length>1?i[1]-i[0]:o;i=[...i,Number((i[i.length-1]+a).toPrecision(12))]}return i.map(a=>({value:a*s,text:a===0?"0":`${Q(a)} ${n[r]}`}))}function hc(e){return typeof e!="number"||!Number.isFinite(e)?"?":Math.abs(e)<1?`${Q(e*1e3)} ms`:`${Q(e)} s`}function Mn(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function Ae(e,t){return`${e} ${t}${e===1?"":"s"}`}function mc(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function qn(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Gs(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=Math.max(1,[1,2,5,10].map(a=>a*s).find(a=>a>=r)||r),i=[];for(let a=Math.ceil(e/o)*o;a<=t;a+=o)i.push(Math.round(a));return i}function Jn(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),o=[1,2,2.5,5,10].map(a=>a*s).find(a=>a>=r)||r,i=[];for(let a=Math.ceil(e/o-1e-9);a*o<=t+o*1e-9;a++)i.push(a===0?0:Number((a*o).toPrecision(12)));return i}function Ys(e,t,n){let r=String(e);if(n(r)<=t)return r;let s=0,o=r.length;for(;s<o;){let a=Math.ceil((s+o)/2),l=Math.ceil(a/2),c=`${r.slice(0,l)}…${r.slice(r.length-(a-l))}`;n(c)<=t?s=a:o=a-1}let i=Math.ceil(s/2);return`${r.slice(0,i)}…${r.slice(r.length-(s-i))}`}function gc(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function Us(e,t,n){return e.map((r,s)=>Math.round(r+(t[s]-r)*n))}function Cr(e,t,n=6){if(!(e>0)||!(t>=e))return[];let r=Math.floor(Math.log10(e)+1e-9),s=Math.ceil(Math.log10(t)-1e-9),o=[];if(s-r<2){for(let a=r;a<=s;a++)for(let l of[1,2,5]){let c=Number((l*10**a).toPrecision(6));c>=e*(1-1e-9)&&c<=t*(1+1e-9)&&o.push(c)}return o.length>=2?o:[Number(e.toPrecision(3)),Number(t.toPrecision(3))].filter((a,l,c)=>c.indexOf(a)===l)}let i=Math.max(1,Math.ceil((s-r+1)/n));for(let a=Math.ceil(Math.log10(e)-1e-9);a<=s;a+=i){let l=10**a;l>=e*(1-1e-9)&&l<=t*(1+1e-9)&&o.push(l)}return o}var Ks=11,ki='system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',At=`${Ks}px ${ki}`,fs=null;function wt(e,t){return fs||(fs=document.createElement("canvas").getContext("2d")),fs?(fs.font=t,fs.measureText(String(e)).width):String(e).length*6.5}function Si(e){return t=>wt(t,e)}function bc(e,t,n){return Ys(e,t,Si(n))}function ps(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let s=e.getContext("2d");return s.setTransform(r,0,0,r,0,0),s.clearRect(0,0,t,n),s}function on(e,t){let n=e.clientWidth,r=new ResizeObserver(()=>{let s=e.clientWidth;Math.abs(s-n)<=1||(n=s,t(s))});return r.observe(e),{sync:()=>n=e.clientWidth,disconnect:()=>r.disconnect()}}function ht(e,{ticksX:t,ticksY:n,xTitle:r,yTitle:s,kind:o="canvas"}){Object.assign(e.dataset,{chart:o,ticksX:String(t),ticksY:String(n),xTitle:r||"",yTitle:s||""})}var yc=e=>e&&Array.isArray(e._values)?e._values.filter(t=>t!=null&&String(t)!=="").length:0;function qs(){return{hooks:{draw:[e=>ht(e.root,{kind:"uplot",ticksX:yc(e.axes[0]),ticksY:yc(e.axes[1]),xTitle:e.axes[0].label,yTitle:e.axes[1].label})]}}}function hs(e,t,n,r={}){return{stroke:e,grid:{stroke:t,width:1},ticks:{stroke:t},label:n,labelSize:20,font:At,labelFont:At,...r}}function Js(e,t){return hs(e,t,"step",{incrs:_i,values:(n,r)=>r.map(s=>Number.isInteger(s)?String(s):"")})}function wc(e,{right:t=1/0,pad:n=4,gap:r=4}={}){let s=[];return e.map(({x:o,width:i})=>{let a=o+n+i>t?o-n-i:o+n,l=[a-r/2,a+i+r/2],c=s.findIndex(u=>u.every(([d,m])=>l[1]<=d||l[0]>=m));return c<0&&(c=s.push([])-1),s[c].push(l),{x:a,row:c}})}var Ti='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',_c=`600 13px ${Ti}`,s0=`400 11px ${Ti}`,o0=`400 11px ${Ti}`,Ei=16,xc=14,i0=124,a0=110,l0=12,vc=9,c0=.87;function u0(e,t=i0,n=_c){let r=String(e||"").split(/\s+/).filter(Boolean),s=[],o="";for(let i of r){let a=o?`${o} ${i}`:i;o&&wt(a,n)>t?(s.push(o),o=i):o=a}return o&&s.push(o),s.length?s:[""]}function d0(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=ii(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Yn[e.state]?Yn[e.state].toLowerCase():String(e.state)}function f0(e,t,n){let r=-t/2,s=-n/2;if(e==="decision"){let i=Math.min(14,n/2),a=[[r+i,s],[r+t-i,s],[r+t,0],[r+t-i,s+n],[r+i,s+n],[r,0]];return U("polygon",{class:"node-shape",points:a.map(l=>l.join(",")).join(" ")})}let o=e==="root"?n/2:7;return U("rect",{class:"node-shape",x:r,y:s,width:t,height:n,rx:o,ry:o})}function p0(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let s=(t[r].x+t[r+1].x)/2,o=(t[r].y+t[r+1].y)/2,i=r===t.length-2?t[r+1]:{x:s,y:o};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${i.x.toFixed(1)},${i.y.toFixed(1)}`}return n}var kc=["critical","warning","info"];function h0(){let e=U("defs");for(let t of["default",...kc])e.append(U("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},U("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function m0(){let e=(t,n,r)=>p("span",{class:"legend-item",title:r},p("span",{class:`swatch ${t}`}),n);return p("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function Sc(e,t,n,r={}){let s=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(v=>v&&typeof v.id=="string"),o=t&&Array.isArray(t.edges)?t.edges:[];if(!s.length)return D(e,p("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let i=new vi.graphlib.Graph;i.setGraph({rankdir:"TB",nodesep:12,ranksep:40,edgesep:10,marginx:6,marginy:6}),i.setDefaultEdgeLabel(()=>({}));let a=new Map;for(let v of s){let E=(Array.isArray(v.findings)?v.findings:[]).map(L=>n[L]).filter(Boolean),g=u0(v.label||v.id),x=d0(v,E),S=Math.max(...g.map(L=>wt(L,_c)),wt(x,s0)),$=Math.max(a0,Math.ceil(S)+2*l0+(v.kind==="decision"?16:0)),A=g.length*Ei+xc+2*vc,B=v.state!=="triggered"?null:kc.includes(v.severity)?v.severity:ii(E)||"warning";a.set(v.id,{node:v,lines:g,caption:x,severity:B,findings:E}),i.setNode(v.id,{width:$,height:A})}for(let v of o){if(!v||!a.has(v.from)||!a.has(v.to)||v.from===v.to)continue;let E=v.label?String(v.label):"";i.setEdge(v.from,v.to,{label:E,width:E?Math.ceil(wt(E,o0))+8:0,height:E?16:0,labelpos:"c"})}vi.layout(i);let l=i.graph(),c=Math.ceil(l.width||0),u=Math.ceil(l.height||0),d=U("svg",{class:"flowchart-svg",viewBox:`0 0 ${c} ${u}`,width:c,height:u,role:"group","aria-label":"Triage flowchart"});d.style.maxWidth=`${c}px`,d.style.minWidth=`${Math.ceil(c*c0)}px`,d.append(h0());let m=U("g",{class:"edges"});for(let v of i.edges()){let E=i.edge(v),g=a.get(v.v),x=a.get(v.w),S=g.node.state==="triggered"&&x.node.state==="triggered",$=S?x.severity||g.severity||"warning":"default",A=U("g",{class:`edge${S?" lit":""} tone-${$}`,"data-from":v.v,"data-to":v.w});if(A.append(U("path",{d:p0(E.points),"marker-end":`url(#th-arrow-${$})`})),E.label){let B=E.width||0;A.append(U("rect",{class:"edge-label-bg",x:E.x-B/2,y:E.y-8,width:B,height:16,rx:3}),U("text",{class:"edge-label",x:E.x,y:E.y,"dominant-baseline":"central","text-anchor":"middle"},E.label))}m.append(A)}d.append(m);let b=U("g",{class:"nodes"}),_=new Map;for(let v of i.nodes()){let E=i.node(v),g=a.get(v),{node:x}=g,S=["triggered","clear","no_data"].includes(x.state)?x.state:"no_data",$=U("g",{class:"node",transform:`translate(${E.x.toFixed(1)},${E.y.toFixed(1)})`,"data-node-id":v,"data-state":S,"data-kind":x.kind||"check","data-severity":g.severity,tabindex:"0",role:"button","aria-label":`${x.label||v}: ${Yn[S]||S}`});$.append(U("title",null,`${x.label||v} (${Yn[S]||S})`)),$.append(f0(x.kind,E.width,E.height));let A=-E.height/2+vc,B=U("text",{class:"node-label","text-anchor":"middle"});g.lines.forEach((z,V)=>{B.append(U("tspan",{x:0,y:A+Ei*(V+.75)},z))}),$.append(B),$.append(U("text",{class:"node-caption","text-anchor":"middle",x:0,y:A+g.lines.length*Ei+xc*.8},g.caption));let L=z=>{z.preventDefault(),r.onSelect&&r.onSelect(v)};$.addEventListener("click",L),$.addEventListener("keydown",z=>{(z.key==="Enter"||z.key===" ")&&L(z)}),_.set(v,$),b.append($)}d.append(b),D(e,p("div",{class:"flowchart-scroll"},d),m0());let k=v=>{for(let[E,g]of _){let x=E===v;g.classList.toggle("selected",x),g.setAttribute("aria-pressed",x?"true":"false")}};return k(r.selectedId||null),{select:k}}function g0(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function y0(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return g0(e)}function Ec(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async s=>{s.stopPropagation();let o=await y0(e());if(n.textContent=o?"Copied":"Press Ctrl+C",n.classList.toggle("copied",o),!o){let i=n.closest(".code-block")?.querySelector("code");if(i){let a=document.createRange();a.selectNodeContents(i);let l=window.getSelection();l.removeAllRanges(),l.addRange(a)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function Tc(e){let n=(Array.isArray(e)?e:[]).map((i,a)=>({finding:i,index:a})).filter(i=>i.finding&&typeof i.finding=="object"),r=new Map,s=[];for(let i of n){let a=i.finding.caused_by,l=a?r.get(a):void 0;if(l){l.symptoms.push(i);continue}let c={...i,symptoms:[]};s.push(c),r.has(i.finding.kind)||r.set(i.finding.kind,c)}let o=i=>Math.min(...[i,...i.symptoms].map(a=>En[a.finding.severity]??9));return s.map((i,a)=>[i,a]).sort(([i,a],[l,c])=>o(i)-o(l)||a-c).map(([i])=>i)}function Xs(e){let t=Object.fromEntries(Object.keys(En).map(n=>[n,0]));for(let n of Array.isArray(e)?e:[])n&&n.severity in t&&t[n.severity]++;return t}var an=e=>typeof e=="number"&&Number.isFinite(e),b0={2:"²",3:"³",4:"⁴"},w0={basis:["Thresholds from",e=>e==="xprof"?"xprof (the TensorFlow profiler's input-bound classes)":qe(e)],batch_power:["Batch-size dimensions",e=>an(e)&&e>1?`${e} (the tensor grows as batch size${b0[e]||`^${e}`})`:qe(e)],batch_size_bound:["Largest batch size for that tensor",qe],no_batch_size_fits:["No batch size fits",qe],norm_ratio_first_to_last:["First layer's gradient norm / last layer's",e=>an(e)?`${Q(e)}x`:qe(e)],rule:["Detected by",qe],constants:["Numbers the line names",e=>e&&typeof e=="object"&&!Array.isArray(e)?Object.entries(e).map(([t,n])=>`${t} = ${qe(n)}`).join(", ")||"none":qe(e)],inputs:["Inputs",e=>Array.isArray(e)&&e.length&&e.every(x0)?e.map(v0).join("; "):qe(e)]},x0=e=>e&&typeof e=="object"&&typeof e.dtype=="string"&&Array.isArray(e.shape);function v0(e){let t=an(e.min)&&an(e.max)?` in [${Q(e.min,4)}, ${Q(e.max,4)}]`:"",n=[["nan","NaN"],["posinf","+Inf"],["neginf","-Inf"]].filter(([r])=>an(e[r])&&e[r]>0).map(([r,s])=>`${e[r]} ${s}`);return`${e.dtype}[${e.shape.join(", ")}]${t}${n.length?` (${n.join(", ")})`:""}`}var _0={peak:"peak at step",peak_value:"peak value",recovered_at:"recovered at step",one_step:"one step only",calm_rate:"rate before the spike",rate:"rate at the spike",rate_step:"sampled at step",layers_moved:"layers moved",jump:"jump",lr_update_ratio:"update / weight ratio",row_sum_dev_max:"largest row sum's distance from 1",abs_mean_max:"largest |mean| of a feature",std_max:"largest std of a feature",bytes:"size",first_step:"first step",last_step:"last step",sigma:"noise (σ)"},k0={sequential_map:"a .map run one element at a time",python_map:"Python inside a .map",cache_before_random:".cache() after a random transformation",expensive_map_after_cache:"an expensive .map after .cache()",python_generator:"a Python generator as the source",small_shuffle_buffer:"a shuffle buffer too small",missing_interleave:"files read one at a time",forced_determinism:"determinism forced on",missing_prefetch:"no prefetch at the end",python_source:"a Python source (PyDataset, generator)"},S0=e=>_0[e]||e;function $c(e){let t=Object.entries(e);return t.length?t.map(([n,r])=>`${S0(n)}: ${Ac(n,r)}`).join(" · "):"none"}function Ac(e,t){if(typeof t=="boolean")return t?"yes":"no";if(e==="lint"&&typeof t=="string")return k0[t]||t.replace(/_/g," ");if(/(^|_)bytes($|_)/.test(e)&&an(t))return Oe(t);if(/_ms$/.test(e)&&an(t))return`${Q(t)} ms`;if(/_s$/.test(e)&&an(t))return hc(t);if(/(^|_)share$/.test(e)){if(an(t))return Mr(t);if(t&&typeof t=="object"&&!Array.isArray(t))return Object.entries(t).map(([n,r])=>`${n}: ${an(r)?Mr(r):qe(r)}`).join(" · ")}return t&&typeof t=="object"&&!Array.isArray(t)?$c(t):Array.isArray(t)&&t.length&&t.every(n=>n&&typeof n=="object"&&!Array.isArray(n))?t.map(n=>`(${$c(n)})`).join(", "):qe(t)}function Nc(e){return!e||typeof e!="object"?[]:Object.entries(e).map(([t,n])=>{let r=w0[t],s=r?r[0]:is(t.replace(/_(ms|s)$/,"")),o=r?r[1](n):Ac(t,n);return{key:t,label:s,text:o}})}function Mc(e){let t=e in En?e:"info";return p("span",{class:`badge sev-${t}`},e||"info")}function E0(e){return p("span",{class:`badge state-${e}`},Yn[e]||e)}function T0(e){let t=Nc(e);return t.length?p("table",{class:"evidence-table kv"},p("tbody",null,t.map(({key:n,label:r,text:s})=>p("tr",null,p("th",{scope:"row",title:n},r),p("td",null,s))))):null}function Cn(e,t="python"){return p("div",{class:"code-block"},p("div",{class:"code-toolbar"},p("span",{class:"code-lang"},t),Ec(()=>e)),p("pre",null,p("code",null,e)))}function $0(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:p("div",{class:"fix"},p("h4",null,"Fix"),t?p("p",{class:"fix-text"},An(t)):null,n?Cn(n):null)}function A0(e,t){let n=[];n.push(p("span",{class:"meta-item"},"Severity ",Mc(e.severity)));let r=$r(e);if(r&&n.push(p("span",{class:"meta-item finding-step"},p("strong",null,r))),e.layer){let o=e.node===pl.input_pipeline?"Transformation ":"Layer ";n.push(p("span",{class:"meta-item finding-layer"},o,p("code",null,String(e.layer))))}e.kind&&n.push(p("span",{class:"meta-item kind"},p("code",null,e.kind))),e.caused_by&&n.push(p("span",{class:"meta-item caused-by"},"Follows from ",p("strong",null,le(e.caused_by))));let s=T0(e.evidence);return p("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},p("p",{class:"finding-summary"},An(e.summary||e.kind||"Finding")),p("div",{class:"finding-meta"},n),s?p("h4",null,"Evidence"):null,s,$0(e.fix))}function Cc(e,t){delete e.dataset.nodeId,delete e.dataset.state,D(e,p("h3",null,"Evidence"),p("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function Lc(e,t,n,{onClose:r}={}){let s=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=s;let i=(Array.isArray(t.findings)?t.findings:[]).map(l=>[n[l],l]).filter(([l])=>l),a;i.length?a=i.map(([l,c])=>A0(l,c)):s==="clear"?a=p("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):s==="triggered"?a=p("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):a=[p("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),p("p",{class:"hint"},p("strong",null,"To get evidence: "),An(ml(t.id)))],D(e,p("div",{class:"panel-head"},p("h3",null,t.label||t.id),E0(s),p("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),p("p",{class:"node-id muted"},"Node ",p("code",null,t.id)),a)}function Zs(e,t,{selectedNode:n,onSelect:r,showKind:s=!1}={}){if(!t.length){D(e,p("h3",null,"Findings"),p("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let o=({finding:i,index:a})=>p("button",{type:"button",class:`finding-item${i.node&&i.node===n?" selected":""}`,"data-finding-index":a,"data-node":i.node||"",onclick:()=>i.node&&r&&r(i.node,i),title:i.node?`Show node ${i.node}`:""},Mc(i.severity),p("span",{class:"finding-item-text"},s&&i.kind?p("span",{class:"finding-item-kind"},le(i.kind)):null,An(i.summary||i.kind)),$r(i)?p("span",{class:"finding-item-step"},$r(i)):null);D(e,p("h3",null,`Findings (${t.length})`),p("ul",{class:"findings-list"},Tc(t).map(i=>p("li",{"data-kind":i.finding.kind},o(i),i.symptoms.length?p("ul",{class:"symptoms-list","aria-label":`Symptoms of ${le(i.finding.kind)}`},i.symptoms.map(a=>p("li",{class:"symptom","data-caused-by":i.finding.kind},o(a)))):null))))}var N0="uplot",M0="u-hz",C0="u-vt",L0="u-title",O0="u-wrap",I0="u-under",R0="u-over",F0="u-axis",Qn="u-off",P0="u-select",j0="u-cursor-x",z0="u-cursor-y",D0="u-cursor-pt",B0="u-legend",H0="u-live",V0="u-inline",W0="u-series",G0="u-marker",Oc="u-label",Y0="u-value",gs="width",ys="height";var Ic="bottom",Lr="left",$i="right",Wi="#000",Rc=Wi+"0",Ai="mousemove",Fc="mousedown",Ni="mouseup",Pc="mouseenter",jc="mouseleave",zc="dblclick",U0="resize",K0="scroll",Dc="change",ro="dppxchange",Gi="--",zr=typeof window<"u",Ii=zr?document:null,Ir=zr?window:null,q0=zr?navigator:null,ye,Qs;function Ri(){let e=devicePixelRatio;ye!=e&&(ye=e,Qs&&Pi(Dc,Qs,Ri),Qs=matchMedia(`(min-resolution: ${ye-.001}dppx) and (max-resolution: ${ye+.001}dppx)`),er(Dc,Qs,Ri),Ir.dispatchEvent(new CustomEvent(ro)))}function Nt(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function Fi(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Ne(e,t,n){e.style[t]=n+"px"}function Ut(e,t,n,r){let s=Ii.createElement(e);return t!=null&&Nt(s,t),n?.insertBefore(s,r),s}function jt(e,t){return Ut("div",e,t)}var Bc=new WeakMap;function ln(e,t,n,r,s){let o="translate("+t+"px,"+n+"px)",i=Bc.get(e);o!=i&&(e.style.transform=o,Bc.set(e,o),t<0||n<0||t>r||n>s?Nt(e,Qn):Fi(e,Qn))}var Hc=new WeakMap;function Vc(e,t,n){let r=t+n,s=Hc.get(e);r!=s&&(Hc.set(e,r),e.style.background=t,e.style.borderColor=n)}var Wc=new WeakMap;function Gc(e,t,n,r){let s=t+""+n,o=Wc.get(e);s!=o&&(Wc.set(e,s),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var Yi={passive:!0},J0={...Yi,capture:!0};function er(e,t,n,r){t.addEventListener(e,n,r?J0:Yi)}function Pi(e,t,n,r){t.removeEventListener(e,n,Yi)}zr&&Ri();function Kt(e,t,n,r){let s;n=n||0,r=r||t.length-1;let o=r<=2147483647;for(;r-n>1;)s=o?n+r>>1:Mt((n+r)/2),t[s]<e?n=s:r=s;return e-t[n]<=t[r]-e?n:r}function wu(e){return(n,r,s)=>{let o=-1,i=-1;for(let a=r;a<=s;a++)if(e(n[a])){o=a;break}for(let a=s;a>=r;a--)if(e(n[a])){i=a;break}return[o,i]}}var xu=e=>e!=null,vu=e=>e!=null&&e>0,io=wu(xu),X0=wu(vu);function Z0(e,t,n,r=0,s=!1){let o=s?X0:io,i=s?vu:xu;[t,n]=o(e,t,n);let a=e[t],l=e[t];if(t>-1)if(r==1)a=e[t],l=e[n];else if(r==-1)a=e[n],l=e[t];else for(let c=t;c<=n;c++){let u=e[c];i(u)&&(u<a?a=u:u>l&&(l=u))}return[a??ve,l??-ve]}function ao(e,t,n,r){let s=Kc(e),o=Kc(t);e==t&&(s==-1?(e*=n,t/=n):(e/=n,t*=n));let i=n==10?gn:_u,a=s==1?Mt:zt,l=o==1?zt:Mt,c=a(i(De(e))),u=l(i(De(t))),d=Rr(n,c),m=Rr(n,u);return n==10&&(c<0&&(d=_e(d,-c)),u<0&&(m=_e(m,-u))),r||n==2?(e=d*s,t=m*o):(e=Tu(e,d),t=lo(t,m)),[e,t]}function Ui(e,t,n,r){let s=ao(e,t,n,r);return e==0&&(s[0]=0),t==0&&(s[1]=0),s}var Ki=.1,Yc={mode:3,pad:Ki},ws={pad:0,soft:null,mode:0},Q0={min:ws,max:ws};function so(e,t,n,r){return co(n)?Uc(e,t,n):(ws.pad=n,ws.soft=r?0:null,ws.mode=r?3:0,Uc(e,t,Q0))}function he(e,t){return e??t}function ey(e,t,n){for(t=he(t,0),n=he(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function Uc(e,t,n){let r=n.min,s=n.max,o=he(r.pad,0),i=he(s.pad,0),a=he(r.hard,-ve),l=he(s.hard,ve),c=he(r.soft,ve),u=he(s.soft,-ve),d=he(r.mode,0),m=he(s.mode,0),b=t-e,_=gn(b),k=mt(De(e),De(t)),v=gn(k),E=De(v-_);(b<1e-24||E>10)&&(b=0,(e==0||t==0)&&(b=1e-24,d==2&&c!=ve&&(o=0),m==2&&u!=-ve&&(i=0)));let g=b||k||1e3,x=gn(g),S=Rr(10,Mt(x)),$=g*(b==0?e==0?.1:1:o),A=_e(Tu(e-$,S/10),24),B=e>=c&&(d==1||d==3&&A<=c||d==2&&A>=c)?c:ve,L=mt(a,A<B&&e>=B?B:qt(B,A)),z=g*(b==0?t==0?.1:1:i),V=_e(lo(t+z,S/10),24),I=t<=u&&(m==1||m==3&&V>=u||m==2&&V<=u)?u:-ve,O=qt(l,V>I&&t<=I?I:mt(I,V));return L==O&&L==0&&(O=100),[L,O]}var ty=new Intl.NumberFormat(zr?q0.language:"en-US"),qi=e=>ty.format(e),Ct=Math,no=Ct.PI,De=Ct.abs,Mt=Ct.floor,ze=Ct.round,zt=Ct.ceil,qt=Ct.min,mt=Ct.max,Rr=Ct.pow,Kc=Ct.sign,gn=Ct.log10,_u=Ct.log2,ny=(e,t=1)=>Ct.sinh(e)*t,Mi=(e,t=1)=>Ct.asinh(e/t),ve=1/0;function qc(e){return(gn((e^e>>31)-(e>>31))|0)+1}function ji(e,t,n){return qt(mt(e,t),n)}function ku(e){return typeof e=="function"}function ue(e){return ku(e)?e:()=>e}var ry=()=>{},Su=e=>e,Eu=(e,t)=>t,sy=e=>null,Jc=e=>!0,Xc=(e,t)=>e==t,oy=/\.\d*?(?=9{6,}|0{6,})/gm,tr=e=>{if(Au(e)||On.has(e))return e;let t=`${e}`,n=t.match(oy);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[s,o]=t.split("e");return+`${tr(s)}e${o}`}return _e(e,r)};function Xn(e,t){return tr(_e(tr(e/t))*t)}function lo(e,t){return tr(zt(tr(e/t))*t)}function Tu(e,t){return tr(Mt(tr(e/t))*t)}function _e(e,t=0){if(Au(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return ze(r)/n}var On=new Map;function $u(e){return((""+e).split(".")[1]||"").length}function vs(e,t,n,r){let s=[],o=r.map($u);for(let i=t;i<n;i++){let a=De(i),l=_e(Rr(e,i),a);for(let c=0;c<r.length;c++){let u=e==10?+`${r[c]}e${i}`:r[c]*l,d=(i>=0?0:a)+(i>=o[c]?0:o[c]),m=e==10?u:_e(u,d);s.push(m),On.set(m,d)}}return s}var xs={},Ji=[],Fr=[null,null],Ln=Array.isArray,Au=Number.isInteger,iy=e=>e===void 0;function Zc(e){return typeof e=="string"}function co(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function ay(e){return e!=null&&typeof e=="object"}var ly=Object.getPrototypeOf(Uint8Array),Nu="__proto__";function Pr(e,t=co){let n;if(Ln(e)){let r=e.find(s=>s!=null);if(Ln(r)||t(r)){n=Array(e.length);for(let s=0;s<e.length;s++)n[s]=Pr(e[s],t)}else n=e.slice()}else if(e instanceof ly)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Nu&&(n[r]=Pr(e[r],t))}else n=e;return n}function Fe(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let s in r)s!=Nu&&(co(e[s])?Fe(e[s],Pr(r[s])):e[s]=Pr(r[s]))}return e}var cy=0,uy=1,dy=2;function fy(e,t,n){for(let r=0,s,o=-1;r<t.length;r++){let i=t[r];if(i>o){for(s=i-1;s>=0&&e[s]==null;)e[s--]=null;for(s=i+1;s<n&&e[s]==null;)e[o=s++]=null}}}function py(e,t){if(gy(e)){let i=e[0].slice();for(let a=1;a<e.length;a++)i.push(...e[a].slice(1));return yy(i[0])||(i=my(i)),i}let n=new Set;for(let i=0;i<e.length;i++){let l=e[i][0],c=l.length;for(let u=0;u<c;u++)n.add(l[u])}let r=[Array.from(n).sort((i,a)=>i-a)],s=r[0].length,o=new Map;for(let i=0;i<s;i++)o.set(r[0][i],i);for(let i=0;i<e.length;i++){let a=e[i],l=a[0];for(let c=1;c<a.length;c++){let u=a[c],d=Array(s).fill(void 0),m=t?t[i][c]:uy,b=[];for(let _=0;_<u.length;_++){let k=u[_],v=o.get(l[_]);k===null?m!=cy&&(d[v]=k,m==dy&&b.push(v)):d[v]=k}fy(d,b,s),r.push(d)}}return r}var hy=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function my(e){let t=e[0],n=t.length,r=Array(n);for(let o=0;o<r.length;o++)r[o]=o;r.sort((o,i)=>t[o]-t[i]);let s=[];for(let o=0;o<e.length;o++){let i=e[o],a=Array(n);for(let l=0;l<n;l++)a[l]=i[r[l]];s.push(a)}return s}function gy(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let s=e[r][0];if(s.length!=n)return!1;if(s!=t){for(let o=0;o<n;o++)if(s[o]!=t[o])return!1}}return!0}function yy(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,s=n-1;for(;r<=s&&e[r]==null;)r++;for(;s>=r&&e[s]==null;)s--;if(s<=r)return!0;let o=mt(1,Mt((s-r+1)/t));for(let i=e[r],a=r+o;a<=s;a+=o){let l=e[a];if(l!=null){if(l<=i)return!1;i=l}}return!0}var Mu=["January","February","March","April","May","June","July","August","September","October","November","December"],Cu=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function Lu(e){return e.slice(0,3)}var by=Cu.map(Lu),wy=Mu.map(Lu),xy={MMMM:Mu,MMM:wy,WWWW:Cu,WWW:by};function ms(e){return(e<10?"0":"")+e}function vy(e){return(e<10?"00":e<100?"0":"")+e}var _y={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>ms(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>ms(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>ms(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>ms(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>ms(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>vy(e.getMilliseconds())};function Xi(e,t){t=t||xy;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,s;for(;s=r.exec(e);)n.push(s[0][0]=="{"?_y[s[1]]:s[0]);return o=>{let i="";for(let a=0;a<n.length;a++)i+=typeof n[a]=="string"?n[a]:n[a](o,t);return i}}var ky=new Intl.DateTimeFormat().resolvedOptions().timeZone;function Sy(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==ky?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var Ou=e=>e%1==0,oo=[1,2,2.5,5],Ey=vs(10,-32,0,oo),Iu=vs(10,0,32,oo),Ty=Iu.filter(Ou),Zn=Ey.concat(Iu),Zi=`
`,Ru="{YYYY}",Qc=Zi+Ru,Fu="{M}/{D}",bs=Zi+Fu,eo=bs+"/{YY}",Pu="{aa}",$y="{h}:{mm}",Or=$y+Pu,eu=Zi+Or,tu=":{ss}",we=null;function ju(e){let t=e*1e3,n=t*60,r=n*60,s=r*24,o=s*30,i=s*365,l=(e==1?vs(10,0,3,oo).filter(Ou):vs(10,-3,0,oo)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,s,s*2,s*3,s*4,s*5,s*6,s*7,s*8,s*9,s*10,s*15,o,o*2,o*3,o*4,o*6,i,i*2,i*5,i*10,i*25,i*50,i*100]),c=[[i,Ru,we,we,we,we,we,we,1],[s*28,"{MMM}",Qc,we,we,we,we,we,1],[s,Fu,Qc,we,we,we,we,we,1],[r,"{h}"+Pu,eo,we,bs,we,we,we,1],[n,Or,eo,we,bs,we,we,we,1],[t,tu,eo+" "+Or,we,bs+" "+Or,we,eu,we,1],[e,tu+".{fff}",eo+" "+Or,we,bs+" "+Or,we,eu,we,1]];function u(d){return(m,b,_,k,v,E)=>{let g=[],x=v>=i,S=v>=o&&v<i,$=d(_),A=_e($*e,3),B=Ci($.getFullYear(),x?0:$.getMonth(),S||x?1:$.getDate()),L=_e(B*e,3);if(S||x){let z=S?v/o:0,V=x?v/i:0,I=A==L?A:_e(Ci(B.getFullYear()+V,B.getMonth()+z,1)*e,3),O=new Date(ze(I/e)),N=O.getFullYear(),R=O.getMonth();for(let C=0;I<=k;C++){let F=Ci(N+V*C,R+z*C,1),H=F-d(_e(F*e,3));I=_e((+F+H)*e,3),I<=k&&g.push(I)}}else{let z=v>=s?s:v,V=Mt(_)-Mt(A),I=L+V+lo(A-L,z);g.push(I);let O=d(I),N=O.getHours()+O.getMinutes()/n+O.getSeconds()/r,R=v/r,C=m.axes[b]._space,F=E/C;for(;I=_e(I+v,e==1?0:3),!(I>k);)if(R>1){let H=Mt(_e(N+R,6))%24,Y=d(I).getHours()-H;Y>1&&(Y=-1),I-=Y*r,N=(N+R)%24;let ne=g[g.length-1];_e((I-ne)/v,3)*F>=.7&&g.push(I)}else g.push(I)}return g}}return[l,c,u]}var[Ay,Ny,My]=ju(1),[Cy,Ly,Oy]=ju(.001);vs(2,-53,53,[1]);function nu(e,t){return e.map(n=>n.map((r,s)=>s==0||s==8||r==null?r:t(s==1||n[8]==0?r:n[1]+r)))}function ru(e,t){return(n,r,s,o,i)=>{let a=t.find(_=>i>=_[0])||t[t.length-1],l,c,u,d,m,b;return r.map(_=>{let k=e(_),v=k.getFullYear(),E=k.getMonth(),g=k.getDate(),x=k.getHours(),S=k.getMinutes(),$=k.getSeconds(),A=v!=l&&a[2]||E!=c&&a[3]||g!=u&&a[4]||x!=d&&a[5]||S!=m&&a[6]||$!=b&&a[7]||a[1];return l=v,c=E,u=g,d=x,m=S,b=$,A(k)})}}function Iy(e,t){let n=Xi(t);return(r,s,o,i,a)=>s.map(l=>n(e(l)))}function Ci(e,t,n){return new Date(e,t,n)}function su(e,t){return t(e)}var Ry="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function ou(e,t){return(n,r,s,o)=>o==null?Gi:t(e(r))}function Fy(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function Py(e,t){return e.series[t].fill(e,t)}var jy={show:!0,live:!0,isolate:!1,mount:ry,markers:{show:!0,width:2,stroke:Fy,fill:Py,dash:"solid"},idx:null,idxs:null,values:[]};function zy(e,t){let n=e.cursor.points,r=jt(),s=n.size(e,t);Ne(r,gs,s),Ne(r,ys,s);let o=s/-2;Ne(r,"marginLeft",o),Ne(r,"marginTop",o);let i=n.width(e,t,s);return i&&Ne(r,"borderWidth",i),r}function Dy(e,t){let n=e.series[t].points;return n._fill||n._stroke}function By(e,t){let n=e.series[t].points;return n._stroke||n._fill}function Hy(e,t){return e.series[t].points.size}var Li=[0,0];function Vy(e,t,n){return Li[0]=t,Li[1]=n,Li}function to(e,t,n,r=!0){return s=>{s.button==0&&(!r||s.target==t)&&n(s)}}function Oi(e,t,n,r=!0){return s=>{(!r||s.target==t)&&n(s)}}var Wy={show:!0,x:!0,y:!0,lock:!1,move:Vy,points:{one:!1,show:zy,size:Hy,width:0,stroke:By,fill:Dy},bind:{mousedown:to,mouseup:to,click:to,dblclick:to,mousemove:Oi,mouseleave:Oi,mouseenter:Oi},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,s)=>r-s,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},zu={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Qi=Fe({},zu,{filter:Eu}),Du=Fe({},Qi,{size:10}),Bu=Fe({},zu,{show:!1}),ea='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',Hu="bold "+ea,Vu=1.5,iu={show:!0,scale:"x",stroke:Wi,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Hu,side:2,grid:Qi,ticks:Du,border:Bu,font:ea,lineGap:Vu,rotate:0},Gy="Value",Yy="Time",au={show:!0,scale:"x",auto:!1,sorted:1,min:ve,max:-ve,idxs:[]};function Uy(e,t,n,r,s){return t.map(o=>o==null?"":qi(o))}function Ky(e,t,n,r,s,o,i){let a=[],l=On.get(s)||0;n=i?n:_e(lo(n,s),l);for(let c=n;c<=r;c=_e(c+s,l))a.push(Object.is(c,-0)?0:c);return a}function zi(e,t,n,r,s,o,i){let a=[],l=e.scales[e.axes[t].scale].log,c=l==10?gn:_u,u=Mt(c(n));s=Rr(l,u),l==10&&(s=Zn[Kt(s,Zn)]);let d=n,m=s*l;l==10&&(m=Zn[Kt(m,Zn)]);do a.push(d),d=d+s,l==10&&!On.has(d)&&(d=_e(d,On.get(s))),d>=m&&(s=d,m=s*l,l==10&&(m=Zn[Kt(m,Zn)]));while(d<=r);return a}function qy(e,t,n,r,s,o,i){let l=e.scales[e.axes[t].scale].asinh,c=r>l?zi(e,t,mt(l,n),r,s):[l],u=r>=0&&n<=0?[0]:[];return(n<-l?zi(e,t,mt(l,-r),-n,s):[l]).reverse().map(m=>-m).concat(u,c)}var Wu=/./,Jy=/[12357]/,Xy=/[125]/,lu=/1/,Di=(e,t,n,r)=>e.map((s,o)=>t==4&&s==0||o%r==0&&n.test(s.toExponential()[s<0?1:0])?s:null);function Zy(e,t,n,r,s){let o=e.axes[n],i=o.scale,a=e.scales[i],l=e.valToPos,c=o._space,u=l(10,i),d=l(9,i)-u>=c?Wu:l(7,i)-u>=c?Jy:l(5,i)-u>=c?Xy:lu;if(d==lu){let m=De(l(1,i)-u);if(m<c)return Di(t.slice().reverse(),a.distr,d,zt(c/m)).reverse()}return Di(t,a.distr,d,1)}function Qy(e,t,n,r,s){let o=e.axes[n],i=o.scale,a=o._space,l=e.valToPos,c=De(l(1,i)-l(2,i));return c<a?Di(t.slice().reverse(),3,Wu,zt(a/c)).reverse():t}function eb(e,t,n,r){return r==null?Gi:t==null?"":qi(t)}var cu={show:!0,scale:"y",stroke:Wi,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Hu,side:3,grid:Qi,ticks:Du,border:Bu,font:ea,lineGap:Vu,rotate:0};function tb(e,t){let n=3+(e||1)*2;return _e(n*t,3)}function nb(e,t){let{scale:n,idxs:r}=e.series[0],s=e._data[0],o=e.valToPos(s[r[0]],n,!0),i=e.valToPos(s[r[1]],n,!0),a=De(i-o),l=e.series[t],c=a/(l.points.space*ye);return r[1]-r[0]<=c}var uu={scale:null,auto:!0,sorted:0,min:ve,max:-ve},Gu=(e,t,n,r,s)=>s,du={show:!0,auto:!0,sorted:0,gaps:Gu,alpha:1,facets:[Fe({},uu,{scale:"x"}),Fe({},uu,{scale:"y"})]},fu={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Gu,alpha:1,points:{show:nb,filter:null},values:null,min:ve,max:-ve,idxs:[],path:null,clip:null};function rb(e,t,n,r,s){return n/10}var Yu={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},sb=Fe({},Yu,{time:!1,ori:1}),pu={};function Uu(e,t){let n=pu[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(s=>s!=r)},pub(r,s,o,i,a,l,c){for(let u=0;u<n.plots.length;u++)n.plots[u]!=s&&n.plots[u].pub(r,s,o,i,a,l,c)}},e!=null&&(pu[e]=n)),n}var jr=1,Bi=2;function nr(e,t,n){let r=e.mode,s=e.series[t],o=r==2?e._data[t]:e._data,i=e.scales,a=e.bbox,l=o[0],c=r==2?o[1]:o[t],u=r==2?i[s.facets[0].scale]:i[e.series[0].scale],d=r==2?i[s.facets[1].scale]:i[s.scale],m=a.left,b=a.top,_=a.width,k=a.height,v=e.valToPosH,E=e.valToPosV;return u.ori==0?n(s,l,c,u,d,v,E,m,b,_,k,fo,Dr,ho,qu,Xu):n(s,l,c,u,d,E,v,b,m,k,_,po,Br,ra,Ju,Zu)}function ta(e,t){let n=0,r=0,s=he(e.bands,Ji);for(let o=0;o<s.length;o++){let i=s[o];i.series[0]==t?n=i.dir:i.series[1]==t&&(i.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function ob(e,t,n,r,s){let o=e.mode,i=e.series[t],a=o==2?i.facets[1].scale:i.scale,l=e.scales[a];return s==-1?l.min:s==1?l.max:l.distr==3?l.dir==1?l.min:l.max:0}function yn(e,t,n,r,s,o){return nr(e,t,(i,a,l,c,u,d,m,b,_,k,v)=>{let E=i.pxRound,g=c.dir*(c.ori==0?1:-1),x=c.ori==0?Dr:Br,S,$;g==1?(S=n,$=r):(S=r,$=n);let A=E(d(a[S],c,k,b)),B=E(m(l[S],u,v,_)),L=E(d(a[$],c,k,b)),z=E(m(o==1?u.max:u.min,u,v,_)),V=new Path2D(s);return x(V,L,z),x(V,A,z),x(V,A,B),V})}function uo(e,t,n,r,s,o){let i=null;if(e.length>0){i=new Path2D;let a=t==0?ho:ra,l=n;for(let d=0;d<e.length;d++){let m=e[d];if(m[1]>m[0]){let b=m[0]-l;b>0&&a(i,l,r,b,r+o),l=m[1]}}let c=n+s-l,u=10;c>0&&a(i,l,r-u/2,c,r+o+u)}return i}function ib(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function na(e,t,n,r,s,o,i){let a=[],l=e.length;for(let c=s==1?n:r;c>=n&&c<=r;c+=s)if(t[c]===null){let d=c,m=c;if(s==1)for(;++c<=r&&t[c]===null;)m=c;else for(;--c>=n&&t[c]===null;)m=c;let b=o(e[d]),_=m==d?b:o(e[m]),k=d-s;b=i<=0&&k>=0&&k<l?o(e[k]):b;let E=m+s;_=i>=0&&E>=0&&E<l?o(e[E]):_,_>=b&&a.push([b,_])}return a}function hu(e){return e==0?Su:e==1?ze:t=>Xn(t,e)}function Ku(e){let t=e==0?fo:po,n=e==0?(s,o,i,a,l,c)=>{s.arcTo(o,i,a,l,c)}:(s,o,i,a,l,c)=>{s.arcTo(i,o,l,a,c)},r=e==0?(s,o,i,a,l)=>{s.rect(o,i,a,l)}:(s,o,i,a,l)=>{s.rect(i,o,l,a)};return(s,o,i,a,l,c=0,u=0)=>{c==0&&u==0?r(s,o,i,a,l):(c=qt(c,a/2,l/2),u=qt(u,a/2,l/2),t(s,o+c,i),n(s,o+a,i,o+a,i+l,c),n(s,o+a,i+l,o,i+l,u),n(s,o,i+l,o,i,u),n(s,o,i,o+a,i,c),s.closePath())}}var fo=(e,t,n)=>{e.moveTo(t,n)},po=(e,t,n)=>{e.moveTo(n,t)},Dr=(e,t,n)=>{e.lineTo(t,n)},Br=(e,t,n)=>{e.lineTo(n,t)},ho=Ku(0),ra=Ku(1),qu=(e,t,n,r,s,o)=>{e.arc(t,n,r,s,o)},Ju=(e,t,n,r,s,o)=>{e.arc(n,t,r,s,o)},Xu=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(t,n,r,s,o,i)},Zu=(e,t,n,r,s,o,i)=>{e.bezierCurveTo(n,t,s,r,i,o)};function Qu(e){return(t,n,r,s,o)=>nr(t,n,(i,a,l,c,u,d,m,b,_,k,v)=>{let{pxRound:E,points:g}=i,x,S;c.ori==0?(x=fo,S=qu):(x=po,S=Ju);let $=_e(g.width*ye,3),A=(g.size-g.width)/2*ye,B=_e(A*2,3),L=new Path2D,z=new Path2D,{left:V,top:I,width:O,height:N}=t.bbox;ho(z,V-B,I-B,O+B*2,N+B*2);let R=C=>{if(l[C]!=null){let F=E(d(a[C],c,k,b)),H=E(m(l[C],u,v,_));x(L,F+A,H),S(L,F,H,A,0,no*2)}};if(o)o.forEach(R);else for(let C=r;C<=s;C++)R(C);return{stroke:$>0?L:null,fill:L,clip:z,flags:jr|Bi}})}function ed(e){return(t,n,r,s,o,i)=>{r!=s&&(o!=r&&i!=r&&e(t,n,r),o!=s&&i!=s&&e(t,n,s),e(t,n,i))}}var ab=ed(Dr),lb=ed(Br);function td(e){let t=he(e?.alignGaps,0);return(n,r,s,o)=>nr(n,r,(i,a,l,c,u,d,m,b,_,k,v)=>{[s,o]=io(l,s,o);let E=i.pxRound,g=N=>E(d(N,c,k,b)),x=N=>E(m(N,u,v,_)),S,$;c.ori==0?(S=Dr,$=ab):(S=Br,$=lb);let A=c.dir*(c.ori==0?1:-1),B={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:jr},L=B.stroke,z=!1;if(o-s>=k*4){let N=K=>n.posToVal(K,c.key,!0),R=null,C=null,F,H,se,j=g(a[A==1?s:o]),Y=g(a[s]),ne=g(a[o]),te=N(A==1?Y+1:ne-1);for(let K=A==1?s:o;K>=s&&K<=o;K+=A){let fe=a[K],me=(A==1?fe<te:fe>te)?j:g(fe),de=l[K];me==j?de!=null?(H=de,R==null?(S(L,me,x(H)),F=R=C=H):H<R?R=H:H>C&&(C=H)):de===null&&(z=!0):(R!=null&&$(L,j,x(R),x(C),x(F),x(H)),de!=null?(H=de,S(L,me,x(H)),R=C=F=H):(R=C=null,de===null&&(z=!0)),j=me,te=N(j+A))}R!=null&&R!=C&&se!=j&&$(L,j,x(R),x(C),x(F),x(H))}else for(let N=A==1?s:o;N>=s&&N<=o;N+=A){let R=l[N];R===null?z=!0:R!=null&&S(L,g(a[N]),x(R))}let[I,O]=ta(n,r);if(i.fill!=null||I!=0){let N=B.fill=new Path2D(L),R=i.fillTo(n,r,i.min,i.max,I),C=x(R),F=g(a[s]),H=g(a[o]);A==-1&&([H,F]=[F,H]),S(N,H,C),S(N,F,C)}if(!i.spanGaps){let N=[];z&&N.push(...na(a,l,s,o,A,g,t)),B.gaps=N=i.gaps(n,r,s,o,N),B.clip=uo(N,c.ori,b,_,k,v)}return O!=0&&(B.band=O==2?[yn(n,r,s,o,L,-1),yn(n,r,s,o,L,1)]:yn(n,r,s,o,L,O)),B})}function cb(e){let t=he(e.align,1),n=he(e.ascDesc,!1),r=he(e.alignGaps,0),s=he(e.extend,!1);return(o,i,a,l)=>nr(o,i,(c,u,d,m,b,_,k,v,E,g,x)=>{[a,l]=io(d,a,l);let S=c.pxRound,{left:$,width:A}=o.bbox,B=Y=>S(_(Y,m,g,v)),L=Y=>S(k(Y,b,x,E)),z=m.ori==0?Dr:Br,V={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:jr},I=V.stroke,O=m.dir*(m.ori==0?1:-1),N=L(d[O==1?a:l]),R=B(u[O==1?a:l]),C=R,F=R;s&&t==-1&&(F=$,z(I,F,N)),z(I,R,N);for(let Y=O==1?a:l;Y>=a&&Y<=l;Y+=O){let ne=d[Y];if(ne==null)continue;let te=B(u[Y]),K=L(ne);t==1?z(I,te,N):z(I,C,K),z(I,te,K),N=K,C=te}let H=C;s&&t==1&&(H=$+A,z(I,H,N));let[se,j]=ta(o,i);if(c.fill!=null||se!=0){let Y=V.fill=new Path2D(I),ne=c.fillTo(o,i,c.min,c.max,se),te=L(ne);z(Y,H,te),z(Y,F,te)}if(!c.spanGaps){let Y=[];Y.push(...na(u,d,a,l,O,B,r));let ne=c.width*ye/2,te=n||t==1?ne:-ne,K=n||t==-1?-ne:ne;Y.forEach(fe=>{fe[0]+=te,fe[1]+=K}),V.gaps=Y=c.gaps(o,i,a,l,Y),V.clip=uo(Y,m.ori,v,E,g,x)}return j!=0&&(V.band=j==2?[yn(o,i,a,l,I,-1),yn(o,i,a,l,I,1)]:yn(o,i,a,l,I,j)),V})}function mu(e,t,n,r,s,o,i=ve){if(e.length>1){let a=null;for(let l=0,c=1/0;l<e.length;l++)if(t[l]!==void 0){if(a!=null){let u=De(e[l]-e[a]);u<c&&(c=u,i=De(n(e[l],r,s,o)-n(e[a],r,s,o)))}a=l}}return i}function ub(e){e=e||xs;let t=he(e.size,[.6,ve,1]),n=e.align||0,r=e.gap||0,s=e.radius;s=s==null?[0,0]:typeof s=="number"?[s,0]:s;let o=ue(s),i=1-t[0],a=he(t[1],ve),l=he(t[2],1),c=he(e.disp,xs),u=he(e.each,b=>{}),{fill:d,stroke:m}=c;return(b,_,k,v)=>nr(b,_,(E,g,x,S,$,A,B,L,z,V,I)=>{let O=E.pxRound,N=n,R=r*ye,C=a*ye,F=l*ye,H,se;S.ori==0?[H,se]=o(b,_):[se,H]=o(b,_);let j=S.dir*(S.ori==0?1:-1),Y=S.ori==0?ho:ra,ne=S.ori==0?u:(X,ke,je,ur,Pn,Xt,jn)=>{u(X,ke,je,Pn,ur,jn,Xt)},te=he(b.bands,Ji).find(X=>X.series[0]==_),K=te!=null?te.dir:0,fe=E.fillTo(b,_,E.min,E.max,K),Pe=O(B(fe,$,I,z)),me,de,rt,st=V,Se=O(E.width*ye),gt=!1,fn=null,Lt=null,wn=null,ar=null;d!=null&&(Se==0||m!=null)&&(gt=!0,fn=d.values(b,_,k,v),Lt=new Map,new Set(fn).forEach(X=>{X!=null&&Lt.set(X,new Path2D)}),Se>0&&(wn=m.values(b,_,k,v),ar=new Map,new Set(wn).forEach(X=>{X!=null&&ar.set(X,new Path2D)})));let{x0:lr,size:Xr}=c;if(lr!=null&&Xr!=null){N=1,g=lr.values(b,_,k,v),lr.unit==2&&(g=g.map(je=>b.posToVal(L+je*V,S.key,!0)));let X=Xr.values(b,_,k,v);Xr.unit==2?de=X[0]*V:de=A(X[0],S,V,L)-A(0,S,V,L),st=mu(g,x,A,S,V,L,st),rt=st-de+R}else st=mu(g,x,A,S,V,L,st),rt=st*i+R,de=st-rt;rt<1&&(rt=0),Se>=de/2&&(Se=0),rt<5&&(O=Su);let $s=rt>0,Rn=st-rt-($s?Se:0);de=O(ji(Rn,F,C)),me=(N==0?de/2:N==j?0:de)-N*j*((N==0?R/2:0)+($s?Se/2:0));let ct={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},cr=gt?null:new Path2D,pn=null;if(te!=null)pn=b.data[te.series[1]];else{let{y0:X,y1:ke}=c;X!=null&&ke!=null&&(x=ke.values(b,_,k,v),pn=X.values(b,_,k,v))}let Fn=H*de,ae=se*de;for(let X=j==1?k:v;X>=k&&X<=v;X+=j){let ke=x[X];if(ke==null)continue;if(pn!=null){let yt=pn[X]??0;if(ke-yt==0)continue;Pe=B(yt,$,I,z)}let je=S.distr!=2||c!=null?g[X]:X,ur=A(je,S,V,L),Pn=B(he(ke,fe),$,I,z),Xt=O(ur-me),jn=O(mt(Pn,Pe)),_t=O(qt(Pn,Pe)),Ot=jn-_t;if(ke!=null){let yt=ke<0?ae:Fn,Ht=ke<0?Fn:ae;gt?(Se>0&&wn[X]!=null&&Y(ar.get(wn[X]),Xt,_t+Mt(Se/2),de,mt(0,Ot-Se),yt,Ht),fn[X]!=null&&Y(Lt.get(fn[X]),Xt,_t+Mt(Se/2),de,mt(0,Ot-Se),yt,Ht)):Y(cr,Xt,_t+Mt(Se/2),de,mt(0,Ot-Se),yt,Ht),ne(b,_,X,Xt-Se/2,_t,de+Se,Ot)}}return Se>0?ct.stroke=gt?ar:cr:gt||(ct._fill=E.width==0?E._fill:E._stroke??E._fill,ct.width=0),ct.fill=gt?Lt:cr,ct})}function db(e,t){let n=he(t?.alignGaps,0);return(r,s,o,i)=>nr(r,s,(a,l,c,u,d,m,b,_,k,v,E)=>{[o,i]=io(c,o,i);let g=a.pxRound,x=H=>g(m(H,u,v,_)),S=H=>g(b(H,d,E,k)),$,A,B;u.ori==0?($=fo,B=Dr,A=Xu):($=po,B=Br,A=Zu);let L=u.dir*(u.ori==0?1:-1),z=x(l[L==1?o:i]),V=z,I=[],O=[];for(let H=L==1?o:i;H>=o&&H<=i;H+=L)if(c[H]!=null){let j=l[H],Y=x(j);I.push(V=Y),O.push(S(c[H]))}let N={stroke:e(I,O,$,B,A,g),fill:null,clip:null,band:null,gaps:null,flags:jr},R=N.stroke,[C,F]=ta(r,s);if(a.fill!=null||C!=0){let H=N.fill=new Path2D(R),se=a.fillTo(r,s,a.min,a.max,C),j=S(se);B(H,V,j),B(H,z,j)}if(!a.spanGaps){let H=[];H.push(...na(l,c,o,i,L,x,n)),N.gaps=H=a.gaps(r,s,o,i,H),N.clip=uo(H,u.ori,_,k,v,E)}return F!=0&&(N.band=F==2?[yn(r,s,o,i,R,-1),yn(r,s,o,i,R,1)]:yn(r,s,o,i,R,F)),N})}function fb(e){return db(pb,e)}function pb(e,t,n,r,s,o){let i=e.length;if(i<2)return null;let a=new Path2D;if(n(a,e[0],t[0]),i==2)r(a,e[1],t[1]);else{let l=Array(i),c=Array(i-1),u=Array(i-1),d=Array(i-1);for(let m=0;m<i-1;m++)u[m]=t[m+1]-t[m],d[m]=e[m+1]-e[m],c[m]=u[m]/d[m];l[0]=c[0];for(let m=1;m<i-1;m++)c[m]===0||c[m-1]===0||c[m-1]>0!=c[m]>0?l[m]=0:(l[m]=3*(d[m-1]+d[m])/((2*d[m]+d[m-1])/c[m-1]+(d[m]+2*d[m-1])/c[m]),isFinite(l[m])||(l[m]=0));l[i-1]=c[i-2];for(let m=0;m<i-1;m++)s(a,e[m]+d[m]/3,t[m]+l[m]*d[m]/3,e[m+1]-d[m]/3,t[m+1]-l[m+1]*d[m]/3,e[m+1],t[m+1])}return a}var Hi=new Set;function gu(){for(let e of Hi)e.syncRect(!0)}zr&&(er(U0,Ir,gu),er(K0,Ir,gu,!0),er(ro,Ir,()=>{Be.pxRatio=ye}));var hb=td(),mb=Qu();function yu(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((o,i)=>Vi(o,i,t,n))}function gb(e,t){return e.map((n,r)=>r==0?{}:Fe({},t,n))}function Vi(e,t,n,r){return Fe({},t==0?n:r,e)}function nd(e,t,n){return t==null?Fr:[t,n]}var yb=nd;function bb(e,t,n){return t==null?Fr:so(t,n,Ki,!0)}function rd(e,t,n,r){return t==null?Fr:ao(t,n,e.scales[r].log,!1)}var wb=rd;function sd(e,t,n,r){return t==null?Fr:Ui(t,n,e.scales[r].log,!1)}var xb=sd;function vb(e,t,n,r,s){let o=mt(qc(e),qc(t)),i=t-e,a=Kt(s/r*i,n);do{let l=n[a],c=r*l/i;if(c>=s&&o+(l<5?On.get(l):0)<=17)return[l,c]}while(++a<n.length);return[0,0]}function bu(e){let t,n;return e=e.replace(/(\d+)px/,(r,s)=>(t=ze((n=+s)*ye))+"px"),[e,t,n]}function _b(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=_e(t[2]*ye,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Be(e,t,n){let r={mode:he(e.mode,1)},s=r.mode;function o(f,h,y,w){let T=h.valToPct(f);return w+y*(h.dir==-1?1-T:T)}function i(f,h,y,w){let T=h.valToPct(f);return w+y*(h.dir==-1?T:1-T)}function a(f,h,y,w){return h.ori==0?o(f,h,y,w):i(f,h,y,w)}r.valToPosH=o,r.valToPosV=i;let l=!1;r.status=0;let c=r.root=jt(N0);if(e.id!=null&&(c.id=e.id),Nt(c,e.class),e.title){let f=jt(L0,c);f.textContent=e.title}let u=Ut("canvas"),d=r.ctx=u.getContext("2d"),m=jt(O0,c);er("click",m,f=>{f.target===_&&(Ee!=vr||Me!=_r)&&et.click(r,f)},!0);let b=r.under=jt(I0,m);m.appendChild(u);let _=r.over=jt(R0,m);e=Pr(e);let k=+he(e.pxAlign,1),v=hu(k);(e.plugins||[]).forEach(f=>{f.opts&&(e=f.opts(r,e)||e)});let E=e.ms||.001,g=r.series=s==1?yu(e.series||[],au,fu,!1):gb(e.series||[null],du),x=r.axes=yu(e.axes||[],iu,cu,!0),S=r.scales={},$=r.bands=e.bands||[];$.forEach(f=>{f.fill=ue(f.fill||null),f.dir=he(f.dir,-1)});let A=s==2?g[1].facets[0].scale:g[0].scale,B={axes:uh,series:oh},L=(e.drawOrder||["axes","series"]).map(f=>B[f]);function z(f){let h=f.distr==3?y=>gn(y>0?y:f.clamp(r,y,f.min,f.max,f.key)):f.distr==4?y=>Mi(y,f.asinh):f.distr==100?y=>f.fwd(y):y=>y;return y=>{let w=h(y),{_min:T,_max:M}=f,P=M-T;return(w-T)/P}}function V(f){let h=S[f];if(h==null){let y=(e.scales||xs)[f]||xs;if(y.from!=null){V(y.from);let w=Fe({},S[y.from],y,{key:f});w.valToPct=z(w),S[f]=w}else{h=S[f]=Fe({},f==A?Yu:sb,y),h.key=f;let w=h.time,T=h.range,M=Ln(T);if((f!=A||s==2&&!w)&&(M&&(T[0]==null||T[1]==null)&&(T={min:T[0]==null?Yc:{mode:1,hard:T[0],soft:T[0]},max:T[1]==null?Yc:{mode:1,hard:T[1],soft:T[1]}},M=!1),!M&&co(T))){let P=T;T=(W,G,q)=>G==null?Fr:so(G,q,P)}h.range=ue(T||(w?yb:f==A?h.distr==3?wb:h.distr==4?xb:nd:h.distr==3?rd:h.distr==4?sd:bb)),h.auto=ue(M?!1:h.auto),h.clamp=ue(h.clamp||rb),h._min=h._max=null,h.valToPct=z(h)}}}V("x"),V("y"),s==1&&g.forEach(f=>{V(f.scale)}),x.forEach(f=>{V(f.scale)});for(let f in e.scales)V(f);let I=S[A],O=I.distr,N,R;I.ori==0?(Nt(c,M0),N=o,R=i):(Nt(c,C0),N=i,R=o);let C={};for(let f in S){let h=S[f];(h.min!=null||h.max!=null)&&(C[f]={min:h.min,max:h.max},h.min=h.max=null)}let F=e.tzDate||(f=>new Date(ze(f/E))),H=e.fmtDate||Xi,se=E==1?My(F):Oy(F),j=ru(F,nu(E==1?Ny:Ly,H)),Y=ou(F,su(Ry,H)),ne=[],te=r.legend=Fe({},jy,e.legend),K=r.cursor=Fe({},Wy,{drag:{y:s==2}},e.cursor),fe=te.show,Pe=K.show,me=te.markers;te.idxs=ne,me.width=ue(me.width),me.dash=ue(me.dash),me.stroke=ue(me.stroke),me.fill=ue(me.fill);let de,rt,st,Se=[],gt=[],fn,Lt=!1,wn={};if(te.live){let f=g[1]?g[1].values:null;Lt=f!=null,fn=Lt?f(r,1,0):{_:0};for(let h in fn)wn[h]=Gi}if(fe)if(de=Ut("table",B0,c),st=Ut("tbody",null,de),te.mount(r,de),Lt){rt=Ut("thead",null,de,st);let f=Ut("tr",null,rt);Ut("th",null,f);for(var ar in fn)Ut("th",Oc,f).textContent=ar}else Nt(de,V0),te.live&&Nt(de,H0);let lr={show:!0},Xr={show:!1};function $s(f,h){if(h==0&&(Lt||!te.live||s==2))return Fr;let y=[],w=Ut("tr",W0,st,st.childNodes[h]);Nt(w,f.class),f.show||Nt(w,Qn);let T=Ut("th",null,w);if(me.show){let W=jt(G0,T);if(h>0){let G=me.width(r,h);G&&(W.style.border=G+"px "+me.dash(r,h)+" "+me.stroke(r,h)),W.style.background=me.fill(r,h)}}let M=jt(Oc,T);f.label instanceof HTMLElement?M.appendChild(f.label):M.textContent=f.label,h>0&&(me.show||(M.style.color=f.width>0?me.stroke(r,h):me.fill(r,h)),ct("click",T,W=>{if(K._lock)return;Dn(W);let G=g.indexOf(f);if((W.ctrlKey||W.metaKey)!=te.isolate){let q=g.some((J,Z)=>Z>0&&Z!=G&&J.show);g.forEach((J,Z)=>{Z>0&&Qt(Z,q?Z==G?lr:Xr:lr,!0,Ie.setSeries)})}else Qt(G,{show:!f.show},!0,Ie.setSeries)},!1),fr&&ct(Pc,T,W=>{K._lock||(Dn(W),Qt(g.indexOf(f),Sr,!0,Ie.setSeries))},!1));for(var P in fn){let W=Ut("td",Y0,w);W.textContent="--",y.push(W)}return[w,y]}let Rn=new Map;function ct(f,h,y,w=!0){let T=Rn.get(h)||{},M=K.bind[f](r,h,y,w);M&&(er(f,h,T[f]=M),Rn.set(h,T))}function cr(f,h,y){let w=Rn.get(h)||{};for(let T in w)(f==null||T==f)&&(Pi(T,h,w[T]),delete w[T]);f==null&&Rn.delete(h)}let pn=0,Fn=0,ae=0,X=0,ke=0,je=0,ur=ke,Pn=je,Xt=ae,jn=X,_t=0,Ot=0,yt=0,Ht=0;r.bbox={};let Fo=!1,As=!1,dr=!1,zn=!1,Ns=!1,It=!1;function Po(f,h,y){(y||f!=r.width||h!=r.height)&&Ia(f,h),yr(!1),dr=!0,As=!0,br()}function Ia(f,h){r.width=pn=ae=f,r.height=Fn=X=h,ke=je=0,Zp(),Qp();let y=r.bbox;_t=y.left=Xn(ke*ye,.5),Ot=y.top=Xn(je*ye,.5),yt=y.width=Xn(ae*ye,.5),Ht=y.height=Xn(X*ye,.5)}let qp=3;function Jp(){let f=!1,h=0;for(;!f;){h++;let y=lh(h),w=ch(h);f=h==qp||y&&w,f||(Ia(r.width,r.height),As=!0)}}function Xp({width:f,height:h}){Po(f,h)}r.setSize=Xp;function Zp(){let f=!1,h=!1,y=!1,w=!1;x.forEach((T,M)=>{if(T.show&&T._show){let{side:P,_size:W}=T,G=P%2,q=T.label!=null?T.labelSize:0,J=W+q;J>0&&(G?(ae-=J,P==3?(ke+=J,w=!0):y=!0):(X-=J,P==0?(je+=J,f=!0):h=!0))}}),Bn[0]=f,Bn[1]=y,Bn[2]=h,Bn[3]=w,ae-=xn[1]+xn[3],ke+=xn[3],X-=xn[2]+xn[0],je+=xn[0]}function Qp(){let f=ke+ae,h=je+X,y=ke,w=je;function T(M,P){switch(M){case 1:return f+=P,f-P;case 2:return h+=P,h-P;case 3:return y-=P,y+P;case 0:return w-=P,w+P}}x.forEach((M,P)=>{if(M.show&&M._show){let W=M.side;M._pos=T(W,M._size),M.label!=null&&(M._lpos=T(W,M.labelSize))}})}if(K.dataIdx==null){let f=K.hover,h=f.skip=new Set(f.skip??[]);h.add(void 0);let y=f.prox=ue(f.prox),w=f.bias??(f.bias=0);K.dataIdx=(T,M,P,W)=>{if(M==0)return P;let G=P,q=y(T,M,P,W)??ve,J=q>=0&&q<ve,Z=I.ori==0?ae:X,oe=K.left,ge=t[0],pe=t[M];if(h.has(pe[P])){G=null;let ce=null,re=null,ee;if(w==0||w==-1)for(ee=P;ce==null&&ee-- >0;)h.has(pe[ee])||(ce=ee);if(w==0||w==1)for(ee=P;re==null&&ee++<pe.length;)h.has(pe[ee])||(re=ee);if(ce!=null||re!=null)if(J){let $e=ce==null?-1/0:N(ge[ce],I,Z,0),Ce=re==null?1/0:N(ge[re],I,Z,0),Ke=oe-$e,xe=Ce-oe;Ke<=xe?Ke<=q&&(G=ce):xe<=q&&(G=re)}else G=re==null?ce:ce==null?re:P-ce<=re-P?ce:re}else J&&De(oe-N(ge[P],I,Z,0))>q&&(G=null);return G}}let Dn=f=>{K.event=f};K.idxs=ne,K._lock=!1;let ot=K.points;ot.show=ue(ot.show),ot.size=ue(ot.size),ot.stroke=ue(ot.stroke),ot.width=ue(ot.width),ot.fill=ue(ot.fill);let Zt=r.focus=Fe({},e.focus||{alpha:.3},K.focus),fr=Zt.prox>=0,pr=fr&&ot.one,Rt=[],hr=[],mr=[];function Ra(f,h){let y=ot.show(r,h);if(y instanceof HTMLElement)return Nt(y,D0),Nt(y,f.class),ln(y,-10,-10,ae,X),_.insertBefore(y,Rt[h]),y}function Fa(f,h){if(s==1||h>0){let y=s==1&&S[f.scale].time,w=f.value;f.value=y?Zc(w)?ou(F,su(w,H)):w||Y:w||eb,f.label=f.label||(y?Yy:Gy)}if(pr||h>0){f.width=f.width==null?1:f.width,f.paths=f.paths||hb||sy,f.fillTo=ue(f.fillTo||ob),f.pxAlign=+he(f.pxAlign,k),f.pxRound=hu(f.pxAlign),f.stroke=ue(f.stroke||null),f.fill=ue(f.fill||null),f._stroke=f._fill=f._paths=f._focus=null;let y=tb(mt(1,f.width),1),w=f.points=Fe({},{size:y,width:mt(1,y*.2),stroke:f.stroke,space:y*2,paths:mb,_stroke:null,_fill:null},f.points);w.show=ue(w.show),w.filter=ue(w.filter),w.fill=ue(w.fill),w.stroke=ue(w.stroke),w.paths=ue(w.paths),w.pxAlign=f.pxAlign}if(fe){let y=$s(f,h);Se.splice(h,0,y[0]),gt.splice(h,0,y[1]),te.values.push(null)}if(Pe){ne.splice(h,0,null);let y=null;pr?h==0&&(y=Ra(f,h)):h>0&&(y=Ra(f,h)),Rt.splice(h,0,y),hr.splice(h,0,0),mr.splice(h,0,0)}Ue("addSeries",h)}function eh(f,h){h=h??g.length,f=s==1?Vi(f,h,au,fu):Vi(f,h,{},du),g.splice(h,0,f),Fa(g[h],h)}r.addSeries=eh;function th(f){if(g.splice(f,1),fe){te.values.splice(f,1),gt.splice(f,1);let h=Se.splice(f,1)[0];cr(null,h.firstChild),h.remove()}Pe&&(ne.splice(f,1),Rt.splice(f,1)[0].remove(),hr.splice(f,1),mr.splice(f,1)),Ue("delSeries",f)}r.delSeries=th;let Bn=[!1,!1,!1,!1];function nh(f,h){if(f._show=f.show,f.show){let y=f.side%2,w=S[f.scale];w==null&&(f.scale=y?g[1].scale:A,w=S[f.scale]);let T=w.time;f.size=ue(f.size),f.space=ue(f.space),f.rotate=ue(f.rotate),Ln(f.incrs)&&f.incrs.forEach(P=>{!On.has(P)&&On.set(P,$u(P))}),f.incrs=ue(f.incrs||(w.distr==2?Ty:T?E==1?Ay:Cy:Zn)),f.splits=ue(f.splits||(T&&w.distr==1?se:w.distr==3?zi:w.distr==4?qy:Ky)),f.stroke=ue(f.stroke),f.grid.stroke=ue(f.grid.stroke),f.ticks.stroke=ue(f.ticks.stroke),f.border.stroke=ue(f.border.stroke);let M=f.values;f.values=Ln(M)&&!Ln(M[0])?ue(M):T?Ln(M)?ru(F,nu(M,H)):Zc(M)?Iy(F,M):M||j:M||Uy,f.filter=ue(f.filter||(w.distr>=3&&w.log==10?Zy:w.distr==3&&w.log==2?Qy:Eu)),f.font=bu(f.font),f.labelFont=bu(f.labelFont),f._size=f.size(r,null,h,0),f._space=f._rotate=f._incrs=f._found=f._splits=f._values=null,f._size>0&&(Bn[h]=!0,f._el=jt(F0,m))}}function Zr(f,h,y,w){let[T,M,P,W]=y,G=h%2,q=0;return G==0&&(W||M)&&(q=h==0&&!T||h==2&&!P?ze(iu.size/3):0),G==1&&(T||P)&&(q=h==1&&!M||h==3&&!W?ze(cu.size/2):0),q}let Pa=r.padding=(e.padding||[Zr,Zr,Zr,Zr]).map(f=>ue(he(f,Zr))),xn=r._padding=Pa.map((f,h)=>f(r,h,Bn,0)),Qe,Ve=null,We=null,Ms=s==1?g[0].idxs:null,Vt=null,Qr=!1;function ja(f,h){if(t=f??[],r.data=r._data=t,s==2){Qe=0;for(let y=1;y<g.length;y++)Qe+=t[y][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Vt=t[0],Qe=Vt.length;let y=t;if(O==2){y=t.slice();let w=y[0]=Array(Qe);for(let T=0;T<Qe;T++)w[T]=T}r._data=t=y}if(yr(!0),Ue("setData"),O==2&&(dr=!0),h!==!1){let y=I;y.auto(r,Qr)?jo():_n(A,y.min,y.max),zn=zn||K.left>=0,It=!0,br()}}r.setData=ja;function jo(){Qr=!0;let f,h;s==1&&(Qe>0?(Ve=Ms[0]=0,We=Ms[1]=Qe-1,f=t[0][Ve],h=t[0][We],O==2?(f=Ve,h=We):f==h&&(O==3?[f,h]=ao(f,f,I.log,!1):O==4?[f,h]=Ui(f,f,I.log,!1):I.time?h=f+ze(86400/E):[f,h]=so(f,h,Ki,!0))):(Ve=Ms[0]=f=null,We=Ms[1]=h=null)),_n(A,f,h)}let Cs,gr,zo,Do,Bo,Ho,Vo,Wo,Go,bt;function za(f,h,y,w,T,M){f??(f=Rc),y??(y=Ji),w??(w="butt"),T??(T=Rc),M??(M="round"),f!=Cs&&(d.strokeStyle=Cs=f),T!=gr&&(d.fillStyle=gr=T),h!=zo&&(d.lineWidth=zo=h),M!=Bo&&(d.lineJoin=Bo=M),w!=Ho&&(d.lineCap=Ho=w),y!=Do&&d.setLineDash(Do=y)}function Da(f,h,y,w){h!=gr&&(d.fillStyle=gr=h),f!=Vo&&(d.font=Vo=f),y!=Wo&&(d.textAlign=Wo=y),w!=Go&&(d.textBaseline=Go=w)}function Yo(f,h,y,w,T=0){if(w.length>0&&f.auto(r,Qr)&&(h==null||h.min==null)){let M=he(Ve,0),P=he(We,w.length-1),W=y.min==null?Z0(w,M,P,T,f.distr==3):[y.min,y.max];f.min=qt(f.min,y.min=W[0]),f.max=mt(f.max,y.max=W[1])}}let Ba={min:null,max:null};function rh(){for(let w in S){let T=S[w];C[w]==null&&(T.min==null||C[A]!=null&&T.auto(r,Qr))&&(C[w]=Ba)}for(let w in S){let T=S[w];C[w]==null&&T.from!=null&&C[T.from]!=null&&(C[w]=Ba)}C[A]!=null&&yr(!0);let f={};for(let w in C){let T=C[w];if(T!=null){let M=f[w]=Pr(S[w],ay);if(T.min!=null)Fe(M,T);else if(w!=A||s==2)if(Qe==0&&M.from==null){let P=M.range(r,null,null,w);M.min=P[0],M.max=P[1]}else M.min=ve,M.max=-ve}}if(Qe>0){g.forEach((w,T)=>{if(s==1){let M=w.scale,P=C[M];if(P==null)return;let W=f[M];if(T==0){let G=W.range(r,W.min,W.max,M);W.min=G[0],W.max=G[1],Ve=Kt(W.min,t[0]),We=Kt(W.max,t[0]),We-Ve>1&&(t[0][Ve]<W.min&&Ve++,t[0][We]>W.max&&We--),w.min=Vt[Ve],w.max=Vt[We]}else w.show&&w.auto&&Yo(W,P,w,t[T],w.sorted);w.idxs[0]=Ve,w.idxs[1]=We}else if(T>0&&w.show&&w.auto){let[M,P]=w.facets,W=M.scale,G=P.scale,[q,J]=t[T],Z=f[W],oe=f[G];Z!=null&&Yo(Z,C[W],M,q,M.sorted),oe!=null&&Yo(oe,C[G],P,J,P.sorted),w.min=P.min,w.max=P.max}});for(let w in f){let T=f[w],M=C[w];if(T.from==null&&(M==null||M.min==null)){let P=T.range(r,T.min==ve?null:T.min,T.max==-ve?null:T.max,w);T.min=P[0],T.max=P[1]}}}for(let w in f){let T=f[w];if(T.from!=null){let M=f[T.from];if(M.min==null)T.min=T.max=null;else{let P=T.range(r,M.min,M.max,w);T.min=P[0],T.max=P[1]}}}let h={},y=!1;for(let w in f){let T=f[w],M=S[w];if(M.min!=T.min||M.max!=T.max){M.min=T.min,M.max=T.max;let P=M.distr;M._min=P==3?gn(M.min):P==4?Mi(M.min,M.asinh):P==100?M.fwd(M.min):M.min,M._max=P==3?gn(M.max):P==4?Mi(M.max,M.asinh):P==100?M.fwd(M.max):M.max,h[w]=y=!0}}if(y){g.forEach((w,T)=>{s==2?T>0&&h.y&&(w._paths=null):h[w.scale]&&(w._paths=null)});for(let w in h)dr=!0,Ue("setScale",w);Pe&&K.left>=0&&(zn=It=!0)}for(let w in C)C[w]=null}function sh(f){let h=ji(Ve-1,0,Qe-1),y=ji(We+1,0,Qe-1);for(;f[h]==null&&h>0;)h--;for(;f[y]==null&&y<Qe-1;)y++;return[h,y]}function oh(){if(Qe>0){let f=g.some(h=>h._focus)&&bt!=Zt.alpha;f&&(d.globalAlpha=bt=Zt.alpha),g.forEach((h,y)=>{if(y>0&&h.show&&(Ha(y,!1),Ha(y,!0),h._paths==null)){let w=bt;bt!=h.alpha&&(d.globalAlpha=bt=h.alpha);let T=s==2?[0,t[y][0].length-1]:sh(t[y]);h._paths=h.paths(r,y,T[0],T[1]),bt!=w&&(d.globalAlpha=bt=w)}}),g.forEach((h,y)=>{if(y>0&&h.show){let w=bt;bt!=h.alpha&&(d.globalAlpha=bt=h.alpha),h._paths!=null&&Va(y,!1);{let T=h._paths!=null?h._paths.gaps:null,M=h.points.show(r,y,Ve,We,T),P=h.points.filter(r,y,M,T);(M||P)&&(h.points._paths=h.points.paths(r,y,Ve,We,P),Va(y,!0))}bt!=w&&(d.globalAlpha=bt=w),Ue("drawSeries",y)}}),f&&(d.globalAlpha=bt=1)}}function Ha(f,h){let y=h?g[f].points:g[f];y._stroke=y.stroke(r,f),y._fill=y.fill(r,f)}function Va(f,h){let y=h?g[f].points:g[f],{stroke:w,fill:T,clip:M,flags:P,_stroke:W=y._stroke,_fill:G=y._fill,_width:q=y.width}=y._paths;q=_e(q*ye,3);let J=null,Z=q%2/2;h&&G==null&&(G=q>0?"#fff":W);let oe=y.pxAlign==1&&Z>0;if(oe&&d.translate(Z,Z),!h){let ge=_t-q/2,pe=Ot-q/2,ce=yt+q,re=Ht+q;J=new Path2D,J.rect(ge,pe,ce,re)}h?Uo(W,q,y.dash,y.cap,G,w,T,P,M):ih(f,W,q,y.dash,y.cap,G,w,T,P,J,M),oe&&d.translate(-Z,-Z)}function ih(f,h,y,w,T,M,P,W,G,q,J){let Z=!1;G!=0&&$.forEach((oe,ge)=>{if(oe.series[0]==f){let pe=g[oe.series[1]],ce=t[oe.series[1]],re=(pe._paths||xs).band;Ln(re)&&(re=oe.dir==1?re[0]:re[1]);let ee,$e=null;pe.show&&re&&ey(ce,Ve,We)?($e=oe.fill(r,ge)||M,ee=pe._paths.clip):re=null,Uo(h,y,w,T,$e,P,W,G,q,J,ee,re),Z=!0}}),Z||Uo(h,y,w,T,M,P,W,G,q,J)}let Wa=jr|Bi;function Uo(f,h,y,w,T,M,P,W,G,q,J,Z){za(f,h,y,w,T),(G||q||Z)&&(d.save(),G&&d.clip(G),q&&d.clip(q)),Z?(W&Wa)==Wa?(d.clip(Z),J&&d.clip(J),Os(T,P),Ls(f,M,h)):W&Bi?(Os(T,P),d.clip(Z),Ls(f,M,h)):W&jr&&(d.save(),d.clip(Z),J&&d.clip(J),Os(T,P),d.restore(),Ls(f,M,h)):(Os(T,P),Ls(f,M,h)),(G||q||Z)&&d.restore()}function Ls(f,h,y){y>0&&(h instanceof Map?h.forEach((w,T)=>{d.strokeStyle=Cs=T,d.stroke(w)}):h!=null&&f&&d.stroke(h))}function Os(f,h){h instanceof Map?h.forEach((y,w)=>{d.fillStyle=gr=w,d.fill(y)}):h!=null&&f&&d.fill(h)}function ah(f,h,y,w){let T=x[f],M;if(w<=0)M=[0,0];else{let P=T._space=T.space(r,f,h,y,w),W=T._incrs=T.incrs(r,f,h,y,w,P);M=vb(h,y,W,w,P)}return T._found=M}function Ko(f,h,y,w,T,M,P,W,G,q){let J=P%2/2;k==1&&d.translate(J,J),za(W,P,G,q,W),d.beginPath();let Z,oe,ge,pe,ce=T+(w==0||w==3?-M:M);y==0?(oe=T,pe=ce):(Z=T,ge=ce);for(let re=0;re<f.length;re++)h[re]!=null&&(y==0?Z=ge=f[re]:oe=pe=f[re],d.moveTo(Z,oe),d.lineTo(ge,pe));d.stroke(),k==1&&d.translate(-J,-J)}function lh(f){let h=!0;return x.forEach((y,w)=>{if(!y.show)return;let T=S[y.scale];if(T.min==null){y._show&&(h=!1,y._show=!1,yr(!1));return}else y._show||(h=!1,y._show=!0,yr(!1));let M=y.side,P=M%2,{min:W,max:G}=T,[q,J]=ah(w,W,G,P==0?ae:X);if(J==0)return;let Z=T.distr==2,oe=y._splits=y.splits(r,w,W,G,q,J,Z),ge=T.distr==2?oe.map(ee=>Vt[ee]):oe,pe=T.distr==2?Vt[oe[1]]-Vt[oe[0]]:q,ce=y._values=y.values(r,y.filter(r,ge,w,J,pe),w,J,pe);y._rotate=M==2?y.rotate(r,ce,w,J):0;let re=y._size;y._size=zt(y.size(r,ce,w,f)),re!=null&&y._size!=re&&(h=!1)}),h}function ch(f){let h=!0;return Pa.forEach((y,w)=>{let T=y(r,w,Bn,f);T!=xn[w]&&(h=!1),xn[w]=T}),h}function uh(){for(let f=0;f<x.length;f++){let h=x[f];if(!h.show||!h._show)continue;let y=h.side,w=y%2,T,M,P=h.stroke(r,f),W=y==0||y==3?-1:1,[G,q]=h._found;if(h.label!=null){let dt=h.labelGap*W,Et=ze((h._lpos+dt)*ye);Da(h.labelFont[0],P,"center",y==2?"top":Ic),d.save(),w==1?(T=M=0,d.translate(Et,ze(Ot+Ht/2)),d.rotate((y==3?-no:no)/2)):(T=ze(_t+yt/2),M=Et);let Wn=ku(h.label)?h.label(r,f,G,q):h.label;d.fillText(Wn,T,M),d.restore()}if(q==0)continue;let J=S[h.scale],Z=w==0?yt:Ht,oe=w==0?_t:Ot,ge=h._splits,pe=J.distr==2?ge.map(dt=>Vt[dt]):ge,ce=J.distr==2?Vt[ge[1]]-Vt[ge[0]]:G,re=h.ticks,ee=h.border,$e=re.show?re.size:0,Ce=ze($e*ye),Ke=ze((h.alignTo==2?h._size-$e-h.gap:h.gap)*ye),xe=h._rotate*-no/180,Le=v(h._pos*ye),kt=(Ce+Ke)*W,ut=Le+kt;M=w==0?ut:0,T=w==1?ut:0;let Ft=h.font[0],Wt=h.align==1?Lr:h.align==2?$i:xe>0?Lr:xe<0?$i:w==0?"center":y==3?$i:Lr,tn=xe||w==1?"middle":y==2?"top":Ic;Da(Ft,P,Wt,tn);let St=h.font[1]*h.lineGap,Pt=ge.map(dt=>v(a(dt,J,Z,oe))),Gt=h._values;for(let dt=0;dt<Gt.length;dt++){let Et=Gt[dt];if(Et!=null){w==0?T=Pt[dt]:M=Pt[dt],Et=""+Et;let Wn=Et.indexOf(`
`)==-1?[Et]:Et.split(/\n/gm);for(let ft=0;ft<Wn.length;ft++){let cl=Wn[ft];xe?(d.save(),d.translate(T,M+ft*St),d.rotate(xe),d.fillText(cl,0,0),d.restore()):d.fillText(cl,T,M+ft*St)}}}re.show&&Ko(Pt,re.filter(r,pe,f,q,ce),w,y,Le,Ce,_e(re.width*ye,3),re.stroke(r,f),re.dash,re.cap);let nn=h.grid;nn.show&&Ko(Pt,nn.filter(r,pe,f,q,ce),w,w==0?2:1,w==0?Ot:_t,w==0?Ht:yt,_e(nn.width*ye,3),nn.stroke(r,f),nn.dash,nn.cap),ee.show&&Ko([Le],[1],w==0?1:0,w==0?1:2,w==1?Ot:_t,w==1?Ht:yt,_e(ee.width*ye,3),ee.stroke(r,f),ee.dash,ee.cap)}Ue("drawAxes")}function yr(f){g.forEach((h,y)=>{y>0&&(h._paths=null,f&&(s==1?(h.min=null,h.max=null):h.facets.forEach(w=>{w.min=null,w.max=null})))})}let Is=!1,qo=!1,es=[];function dh(){qo=!1;for(let f=0;f<es.length;f++)Ue(...es[f]);es.length=0}function br(){Is||(hy(Ga),Is=!0)}function fh(f,h=!1){Is=!0,qo=h,f(r),Ga(),h&&es.length>0&&queueMicrotask(dh)}r.batch=fh;function Ga(){if(Fo&&(rh(),Fo=!1),dr&&(Jp(),dr=!1),As){if(Ne(b,Lr,ke),Ne(b,"top",je),Ne(b,gs,ae),Ne(b,ys,X),Ne(_,Lr,ke),Ne(_,"top",je),Ne(_,gs,ae),Ne(_,ys,X),Ne(m,gs,pn),Ne(m,ys,Fn),u.width=ze(pn*ye),u.height=ze(Fn*ye),x.forEach(({_el:f,_show:h,_size:y,_pos:w,side:T})=>{if(f!=null)if(h){let M=T===3||T===0?y:0,P=T%2==1;Ne(f,P?"left":"top",w-M),Ne(f,P?"width":"height",y),Ne(f,P?"top":"left",P?je:ke),Ne(f,P?"height":"width",P?X:ae),Fi(f,Qn)}else Nt(f,Qn)}),Cs=gr=zo=Bo=Ho=Vo=Wo=Go=Do=null,bt=1,rs(!0),ke!=ur||je!=Pn||ae!=Xt||X!=jn){yr(!1);let f=ae/Xt,h=X/jn;if(Pe&&!zn&&K.left>=0){K.left*=f,K.top*=h,wr&&ln(wr,ze(K.left),0,ae,X),xr&&ln(xr,0,ze(K.top),ae,X);for(let y=0;y<Rt.length;y++){let w=Rt[y];w!=null&&(hr[y]*=f,mr[y]*=h,ln(w,zt(hr[y]),zt(mr[y]),ae,X))}}if(Te.show&&!Ns&&Te.left>=0&&Te.width>0){Te.left*=f,Te.width*=f,Te.top*=h,Te.height*=h;for(let y in ti)Ne(kr,y,Te[y])}ur=ke,Pn=je,Xt=ae,jn=X}Ue("setSize"),As=!1}pn>0&&Fn>0&&(d.clearRect(0,0,u.width,u.height),Ue("drawClear"),L.forEach(f=>f()),Ue("draw")),Te.show&&Ns&&(Rs(Te),Ns=!1),Pe&&zn&&(Vn(null,!0,!1),zn=!1),te.show&&te.live&&It&&(Qo(),It=!1),l||(l=!0,r.status=1,Ue("ready")),Qr=!1,Is=!1}r.redraw=(f,h)=>{dr=h||!1,f!==!1?_n(A,I.min,I.max):br()};function Jo(f,h){let y=S[f];if(y.from==null){if(Qe==0){let w=y.range(r,h.min,h.max,f);h.min=w[0],h.max=w[1]}if(h.min>h.max){let w=h.min;h.min=h.max,h.max=w}if(Qe>1&&h.min!=null&&h.max!=null&&h.max-h.min<1e-16)return;f==A&&y.distr==2&&Qe>0&&(h.min=Kt(h.min,t[0]),h.max=Kt(h.max,t[0]),h.min==h.max&&h.max++),C[f]=h,Fo=!0,br()}}r.setScale=Jo;let Xo,Zo,wr,xr,Ya,Ua,vr,_r,Ka,qa,Ee,Me,vn=!1,et=K.drag,Ge=et.x,Ye=et.y;Pe&&(K.x&&(Xo=jt(j0,_)),K.y&&(Zo=jt(z0,_)),I.ori==0?(wr=Xo,xr=Zo):(wr=Zo,xr=Xo),Ee=K.left,Me=K.top);let Te=r.select=Fe({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),kr=Te.show?jt(P0,Te.over?_:b):null;function Rs(f,h){if(Te.show){for(let y in f)Te[y]=f[y],y in ti&&Ne(kr,y,f[y]);h!==!1&&Ue("setSelect")}}r.setSelect=Rs;function ph(f){if(g[f].show)fe&&Fi(Se[f],Qn);else if(fe&&Nt(Se[f],Qn),Pe){let y=pr?Rt[0]:Rt[f];y!=null&&ln(y,-10,-10,ae,X)}}function _n(f,h,y){Jo(f,{min:h,max:y})}function Qt(f,h,y,w){h.focus!=null&&bh(f),h.show!=null&&g.forEach((T,M)=>{M>0&&(f==M||f==null)&&(T.show=h.show,ph(M),s==2?(_n(T.facets[0].scale,null,null),_n(T.facets[1].scale,null,null)):_n(T.scale,null,null),br())}),y!==!1&&Ue("setSeries",f,h),w&&ss("setSeries",r,f,h)}r.setSeries=Qt;function hh(f,h){Fe($[f],h)}function mh(f,h){f.fill=ue(f.fill||null),f.dir=he(f.dir,-1),h=h??$.length,$.splice(h,0,f)}function gh(f){f==null?$.length=0:$.splice(f,1)}r.addBand=mh,r.setBand=hh,r.delBand=gh;function yh(f,h){g[f].alpha=h,Pe&&Rt[f]!=null&&(Rt[f].style.opacity=h),fe&&Se[f]&&(Se[f].style.opacity=h)}let hn,kn,Hn,Sr={focus:!0};function bh(f){if(f!=Hn){let h=f==null,y=Zt.alpha!=1;g.forEach((w,T)=>{if(s==1||T>0){let M=h||T==0||T==f;w._focus=h?null:M,y&&yh(T,M?1:Zt.alpha)}}),Hn=f,y&&br()}}fe&&fr&&ct(jc,de,f=>{K._lock||(Dn(f),Hn!=null&&Qt(null,Sr,!0,Ie.setSeries))});function en(f,h,y){let w=S[h];y&&(f=f/ye-(w.ori==1?je:ke));let T=ae;w.ori==1&&(T=X,f=T-f),w.dir==-1&&(f=T-f);let M=w._min,P=w._max,W=f/T,G=M+(P-M)*W,q=w.distr;return q==3?Rr(10,G):q==4?ny(G,w.asinh):q==100?w.bwd(G):G}function wh(f,h){let y=en(f,A,h);return Kt(y,t[0],Ve,We)}r.valToIdx=f=>Kt(f,t[0]),r.posToIdx=wh,r.posToVal=en,r.valToPos=(f,h,y)=>S[h].ori==0?o(f,S[h],y?yt:ae,y?_t:0):i(f,S[h],y?Ht:X,y?Ot:0),r.setCursor=(f,h,y)=>{Ee=f.left,Me=f.top,Vn(null,h,y)};function Ja(f,h){Ne(kr,Lr,Te.left=f),Ne(kr,gs,Te.width=h)}function Xa(f,h){Ne(kr,"top",Te.top=f),Ne(kr,ys,Te.height=h)}let ts=I.ori==0?Ja:Xa,ns=I.ori==1?Ja:Xa;function xh(){if(fe&&te.live)for(let f=s==2?1:0;f<g.length;f++){if(f==0&&Lt)continue;let h=te.values[f],y=0;for(let w in h)gt[f][y++].firstChild.nodeValue=h[w]}}function Qo(f,h){if(f!=null&&(f.idxs?f.idxs.forEach((y,w)=>{ne[w]=y}):iy(f.idx)||ne.fill(f.idx),te.idx=ne[0]),fe&&te.live){for(let y=0;y<g.length;y++)(y>0||s==1&&!Lt)&&vh(y,ne[y]);xh()}It=!1,h!==!1&&Ue("setLegend")}r.setLegend=Qo;function vh(f,h){let y=g[f],w=f==0&&O==2?Vt:t[f],T;Lt?T=y.values(r,f,h)??wn:(T=y.value(r,h==null?null:w[h],f,h),T=T==null?wn:{_:T}),te.values[f]=T}function Vn(f,h,y){Ka=Ee,qa=Me,[Ee,Me]=K.move(r,Ee,Me),K.left=Ee,K.top=Me,Pe&&(wr&&ln(wr,ze(Ee),0,ae,X),xr&&ln(xr,0,ze(Me),ae,X));let w,T=Ve>We;hn=ve,kn=null;let M=I.ori==0?ae:X,P=I.ori==1?ae:X;if(Ee<0||Qe==0||T){w=K.idx=null;for(let W=0;W<g.length;W++){let G=Rt[W];G!=null&&ln(G,-10,-10,ae,X)}fr&&Qt(null,Sr,!0,f==null&&Ie.setSeries),te.live&&(ne.fill(w),It=!0)}else{let W,G,q;s==1&&(W=I.ori==0?Ee:Me,G=en(W,A),w=K.idx=Kt(G,t[0],Ve,We),q=N(t[0][w],I,M,0));let J=-10,Z=-10,oe=0,ge=0,pe=!0,ce="",re="";for(let ee=s==2?1:0;ee<g.length;ee++){let $e=g[ee],Ce=ne[ee],Ke=Ce==null?null:s==1?t[ee][Ce]:t[ee][1][Ce],xe=K.dataIdx(r,ee,w,G),Le=xe==null?null:s==1?t[ee][xe]:t[ee][1][xe];if(It=It||Le!=Ke||xe!=Ce,ne[ee]=xe,ee>0&&$e.show){let kt=xe==null?-10:xe==w?q:N(s==1?t[0][xe]:t[ee][0][xe],I,M,0),ut=Le==null?-10:R(Le,s==1?S[$e.scale]:S[$e.facets[1].scale],P,0);if(fr&&Le!=null){let Ft=I.ori==1?Ee:Me,Wt=De(Zt.dist(r,ee,xe,ut,Ft));if(Wt<hn){let tn=Zt.bias;if(tn!=0){let St=en(Ft,$e.scale),Pt=Le>=0?1:-1,Gt=St>=0?1:-1;Gt==Pt&&(Gt==1?tn==1?Le>=St:Le<=St:tn==1?Le<=St:Le>=St)&&(hn=Wt,kn=ee)}else hn=Wt,kn=ee}}if(It||pr){let Ft,Wt;I.ori==0?(Ft=kt,Wt=ut):(Ft=ut,Wt=kt);let tn,St,Pt,Gt,nn,dt,Et=!0,Wn=ot.bbox;if(Wn!=null){Et=!1;let ft=Wn(r,ee);Pt=ft.left,Gt=ft.top,tn=ft.width,St=ft.height}else Pt=Ft,Gt=Wt,tn=St=ot.size(r,ee);if(dt=ot.fill(r,ee),nn=ot.stroke(r,ee),pr)ee==kn&&hn<=Zt.prox&&(J=Pt,Z=Gt,oe=tn,ge=St,pe=Et,ce=dt,re=nn);else{let ft=Rt[ee];ft!=null&&(hr[ee]=Pt,mr[ee]=Gt,Gc(ft,tn,St,Et),Vc(ft,dt,nn),ln(ft,zt(Pt),zt(Gt),ae,X))}}}}if(pr){let ee=Zt.prox,$e=Hn==null?hn<=ee:hn>ee||kn!=Hn;if(It||$e){let Ce=Rt[0];Ce!=null&&(hr[0]=J,mr[0]=Z,Gc(Ce,oe,ge,pe),Vc(Ce,ce,re),ln(Ce,zt(J),zt(Z),ae,X))}}}if(Te.show&&vn)if(f!=null){let[W,G]=Ie.scales,[q,J]=Ie.match,[Z,oe]=f.cursor.sync.scales,ge=f.cursor.drag;if(Ge=ge._x,Ye=ge._y,Ge||Ye){let{left:pe,top:ce,width:re,height:ee}=f.select,$e=f.scales[Z].ori,Ce=f.posToVal,Ke,xe,Le,kt,ut,Ft=W!=null&&q(W,Z),Wt=G!=null&&J(G,oe);Ft&&Ge?($e==0?(Ke=pe,xe=re):(Ke=ce,xe=ee),Le=S[W],kt=N(Ce(Ke,Z),Le,M,0),ut=N(Ce(Ke+xe,Z),Le,M,0),ts(qt(kt,ut),De(ut-kt))):ts(0,M),Wt&&Ye?($e==1?(Ke=pe,xe=re):(Ke=ce,xe=ee),Le=S[G],kt=R(Ce(Ke,oe),Le,P,0),ut=R(Ce(Ke+xe,oe),Le,P,0),ns(qt(kt,ut),De(ut-kt))):ns(0,P)}else ni()}else{let W=De(Ka-Ya),G=De(qa-Ua);if(I.ori==1){let oe=W;W=G,G=oe}Ge=et.x&&W>=et.dist,Ye=et.y&&G>=et.dist;let q=et.uni;q!=null?Ge&&Ye&&(Ge=W>=q,Ye=G>=q,!Ge&&!Ye&&(G>W?Ye=!0:Ge=!0)):et.x&&et.y&&(Ge||Ye)&&(Ge=Ye=!0);let J,Z;Ge&&(I.ori==0?(J=vr,Z=Ee):(J=_r,Z=Me),ts(qt(J,Z),De(Z-J)),Ye||ns(0,P)),Ye&&(I.ori==1?(J=vr,Z=Ee):(J=_r,Z=Me),ns(qt(J,Z),De(Z-J)),Ge||ts(0,M)),!Ge&&!Ye&&(ts(0,0),ns(0,0))}if(et._x=Ge,et._y=Ye,f==null){if(y){if(ll!=null){let[W,G]=Ie.scales;Ie.values[0]=W!=null?en(I.ori==0?Ee:Me,W):null,Ie.values[1]=G!=null?en(I.ori==1?Ee:Me,G):null}ss(Ai,r,Ee,Me,ae,X,w)}if(fr){let W=y&&Ie.setSeries,G=Zt.prox;Hn==null?hn<=G&&Qt(kn,Sr,!0,W):hn>G?Qt(null,Sr,!0,W):kn!=Hn&&Qt(kn,Sr,!0,W)}}It&&(te.idx=w,Qo()),h!==!1&&Ue("setCursor")}let Sn=null;Object.defineProperty(r,"rect",{get(){return Sn==null&&rs(!1),Sn}});function rs(f=!1){f?Sn=null:(Sn=_.getBoundingClientRect(),Ue("syncRect",Sn))}function Za(f,h,y,w,T,M,P){K._lock||vn&&f!=null&&f.movementX==0&&f.movementY==0||(ei(f,h,y,w,T,M,P,!1,f!=null),f!=null?Vn(null,!0,!0):Vn(h,!0,!1))}function ei(f,h,y,w,T,M,P,W,G){if(Sn==null&&rs(!1),Dn(f),f!=null)y=f.clientX-Sn.left,w=f.clientY-Sn.top;else{if(y<0||w<0){Ee=-10,Me=-10;return}let[q,J]=Ie.scales,Z=h.cursor.sync,[oe,ge]=Z.values,[pe,ce]=Z.scales,[re,ee]=Ie.match,$e=h.axes[0].side%2==1,Ce=I.ori==0?ae:X,Ke=I.ori==1?ae:X,xe=$e?M:T,Le=$e?T:M,kt=$e?w:y,ut=$e?y:w;if(pe!=null?y=re(q,pe)?a(oe,S[q],Ce,0):-10:y=Ce*(kt/xe),ce!=null?w=ee(J,ce)?a(ge,S[J],Ke,0):-10:w=Ke*(ut/Le),I.ori==1){let Ft=y;y=w,w=Ft}}G&&(h==null||h.cursor.event.type==Ai)&&((y<=1||y>=ae-1)&&(y=Xn(y,ae)),(w<=1||w>=X-1)&&(w=Xn(w,X))),W?(Ya=y,Ua=w,[vr,_r]=K.move(r,y,w)):(Ee=y,Me=w)}let ti={width:0,height:0,left:0,top:0};function ni(){Rs(ti,!1)}let Qa,el,tl,nl;function rl(f,h,y,w,T,M,P){vn=!0,Ge=Ye=et._x=et._y=!1,ei(f,h,y,w,T,M,P,!0,!1),f!=null&&(ct(Ni,Ii,sl,!1),ss(Fc,r,vr,_r,ae,X,null));let{left:W,top:G,width:q,height:J}=Te;Qa=W,el=G,tl=q,nl=J}function sl(f,h,y,w,T,M,P){vn=et._x=et._y=!1,ei(f,h,y,w,T,M,P,!1,!0);let{left:W,top:G,width:q,height:J}=Te,Z=q>0||J>0,oe=Qa!=W||el!=G||tl!=q||nl!=J;if(Z&&oe&&Rs(Te),et.setScale&&Z&&oe){let ge=W,pe=q,ce=G,re=J;if(I.ori==1&&(ge=G,pe=J,ce=W,re=q),Ge&&_n(A,en(ge,A),en(ge+pe,A)),Ye)for(let ee in S){let $e=S[ee];ee!=A&&$e.from==null&&$e.min!=ve&&_n(ee,en(ce+re,ee),en(ce,ee))}ni()}else K.lock&&(K._lock=!K._lock,Vn(h,!0,f!=null));f!=null&&(cr(Ni,Ii),ss(Ni,r,Ee,Me,ae,X,null))}function _h(f,h,y,w,T,M,P){if(K._lock)return;Dn(f);let W=vn;if(vn){let G=!0,q=!0,J=10,Z,oe;I.ori==0?(Z=Ge,oe=Ye):(Z=Ye,oe=Ge),Z&&oe&&(G=Ee<=J||Ee>=ae-J,q=Me<=J||Me>=X-J),Z&&G&&(Ee=Ee<vr?0:ae),oe&&q&&(Me=Me<_r?0:X),Vn(null,!0,!0),vn=!1}Ee=-10,Me=-10,ne.fill(null),Vn(null,!0,!0),W&&(vn=W)}function ol(f,h,y,w,T,M,P){K._lock||(Dn(f),jo(),ni(),f!=null&&ss(zc,r,Ee,Me,ae,X,null))}function il(){x.forEach(_b),Po(r.width,r.height,!0)}er(ro,Ir,il);let Er={};Er.mousedown=rl,Er.mousemove=Za,Er.mouseup=sl,Er.dblclick=ol,Er.setSeries=(f,h,y,w)=>{let T=Ie.match[2];y=T(r,h,y),y!=-1&&Qt(y,w,!0,!1)},Pe&&(ct(Fc,_,rl),ct(Ai,_,Za),ct(Pc,_,f=>{Dn(f),rs(!1)}),ct(jc,_,_h),ct(zc,_,ol),Hi.add(r),r.syncRect=rs);let Fs=r.hooks=e.hooks||{};function Ue(f,h,y){qo?es.push([f,h,y]):f in Fs&&Fs[f].forEach(w=>{w.call(null,r,h,y)})}(e.plugins||[]).forEach(f=>{for(let h in f.hooks)Fs[h]=(Fs[h]||[]).concat(f.hooks[h])});let al=(f,h,y)=>y,Ie=Fe({key:null,setSeries:!1,filters:{pub:Jc,sub:Jc},scales:[A,g[1]?g[1].scale:null],match:[Xc,Xc,al],values:[null,null]},K.sync);Ie.match.length==2&&Ie.match.push(al),K.sync=Ie;let ll=Ie.key,ri=Uu(ll);function ss(f,h,y,w,T,M,P){Ie.filters.pub(f,h,y,w,T,M,P)&&ri.pub(f,h,y,w,T,M,P)}ri.sub(r);function kh(f,h,y,w,T,M,P){Ie.filters.sub(f,h,y,w,T,M,P)&&Er[f](null,h,y,w,T,M,P)}r.pub=kh;function Sh(){ri.unsub(r),Hi.delete(r),Rn.clear(),Pi(ro,Ir,il),c.remove(),de?.remove(),Ue("destroy")}r.destroy=Sh;function si(){Ue("init",e,t),ja(t||e.data,!1),C[A]?Jo(A,C[A]):jo(),Ns=Te.show&&(Te.width>0||Te.height>0),zn=It=!0,Po(e.width,e.height)}return g.forEach(Fa),x.forEach(nh),n?n instanceof HTMLElement?(n.appendChild(c),si()):n(r,si):si(),r}Be.assign=Fe;Be.fmtNum=qi;Be.rangeNum=so;Be.rangeLog=ao;Be.rangeAsinh=Ui;Be.orient=nr;Be.pxRatio=ye;Be.join=py;Be.fmtDate=Xi,Be.tzDate=Sy;Be.sync=Uu;{Be.addGap=ib,Be.clipGaps=uo;let e=Be.paths={points:Qu};e.linear=td,e.stepped=cb,e.bars=ub,e.spline=fb}function od(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var Jt=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function kb(){let e=od();return e?e.classList.contains("dark-mode")?"dark":"light":Jt&&Jt.matches?"dark":"light"}function id(e){let t=document.documentElement,n=()=>{let i=kb();t.dataset.theme!==i&&(t.dataset.theme=i,t.style.colorScheme=i,e&&e(i))};n();let r=[],s=od();if(s)try{let i=new window.parent.MutationObserver(n);i.observe(s,{attributes:!0,attributeFilter:["class"]}),r.push(()=>i.disconnect())}catch{}if(Jt){let i=()=>n();Jt.addEventListener?Jt.addEventListener("change",i):Jt.addListener&&Jt.addListener(i),r.push(()=>{Jt.removeEventListener?Jt.removeEventListener("change",i):Jt.removeListener&&Jt.removeListener(i)})}let o=()=>r.splice(0).forEach(i=>i());return window.addEventListener("pagehide",o,{once:!0}),o}function He(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}function rr(e,t){return gc(He(e,""),t)}var ad=240,cd=e=>qn(e)||"NaN",ld=e=>Number((10**e).toPrecision(12));function Sb(e){return e==null?"":Q(e,3)}function sa(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((a,l)=>{if(typeof a!="number"||!Number.isFinite(a))return;let c=n[l];r.set(a,typeof c=="number"&&Number.isFinite(c)?c:null)});let s=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(a=>a&&typeof a.step=="number").sort((a,l)=>a.step-l.step);for(let a of s)r.set(a.step,null);let o=[...r.keys()].sort((a,l)=>a-l),i=o.map(a=>r.get(a));return{xs:o,ys:i,nonfinite:s}}function Eb(e){let t=1/0,n=-1/0;for(let s of e)s!=null&&(s<t&&(t=s),s>n&&(n=s));let r=t!==1/0&&t>0;return{possible:r,suggested:r&&n/t>1e4}}function Tb(e,t,n){let r=e?{range:(o,i,a)=>{if(!Number.isFinite(i)||!Number.isFinite(a))return[0,1];let l=Math.floor(i+1e-9);return[l,Math.max(l+1,Math.ceil(a-1e-9))]}}:{range:(o,i,a)=>{if(i===null||a===null||!Number.isFinite(i)||!Number.isFinite(a))return[0,1];if(i===a)return[i-Math.abs(i||1)*.1,a+Math.abs(a||1)*.1];let l=(a-i)*.05;return[i-l,a+l]}},s=hs(t,n,e?`${le(Je.loss)} (log scale)`:le(Je.loss),{...e?{splits:o=>Cr(10**o.scales.y.min,10**o.scales.y.max).map(Math.log10),filter:(o,i)=>i}:{},size:(o,i)=>{if(!i)return 50;let a=Math.max(...i.map(l=>String(l).length),3);return Math.ceil(a*7.5)+14},values:(o,i)=>i.map(a=>Sb(e?ld(a):a))});return{scale:r,axis:s,toPlot:o=>o==null?null:e?Math.log10(o):o,value:(o,i)=>i==null?"—":Q(e?ld(i):i,6)}}function mo(e){let n=(e&&Array.isArray(e.findings)?e.findings:[]).find(r=>r&&r.kind===Tn.training_error);if(n){let r=n.evidence&&Number.isInteger(n.evidence.completed_steps)?n.evidence.completed_steps:null,s=$r(n);return r===0?`No loss was logged: training ${s||"crashed"}, before any step finished. The findings say why.`:`No loss was logged: training ${s||"crashed"}. The findings say why.`}return"No loss was logged for this run yet."}function $b(e=[{getMarkers:()=>[]}]){return{hooks:{draw:[t=>{let{ctx:n}=t,{left:r,top:s,width:o,height:i}=t.bbox,a=window.devicePixelRatio||1,l=[];n.save(),n.beginPath(),n.rect(r,s,o,i),n.clip(),n.lineWidth=1.5*a,n.setLineDash([4*a,3*a]),n.font=`${Ks*a}px ${ki}`,n.textBaseline="top";for(let{getMarkers:u,color:d=["--critical","#d32f2f"],label:m=b=>cd(b.value)}of e){let b=He(...d);n.strokeStyle=b;let _=null;for(let k of u()){let v=Math.round(t.valToPos(k.step,"x",!0))+.5;v<r-1||v>r+o+1||(n.beginPath(),n.moveTo(v,s),n.lineTo(v,s+i),n.stroke(),_||(_={x:v,text:m(k),fill:b}))}_&&l.push({..._,width:n.measureText(_.text).width})}let c=wc(l,{right:r+o,pad:4*a,gap:4*a});l.forEach(({text:u,fill:d},m)=>{n.fillStyle=d,n.fillText(u,c[m].x,s+4*a+c[m].row*(Ks+4)*a)}),n.restore()}]}}}function oa(e,{toggleId:t}){let n=p("input",{type:"checkbox",id:t}),r=p("label",{class:"log-toggle",for:t,hidden:!0},n," Log scale"),s=null,o=null,i=!1,a=()=>{s&&s.destroy(),s=null};function l(u){if(o=u,a(),D(e),r.hidden=!o||!o.xs.length,!o||!o.xs.length)return;let d=Eb(o.series.flatMap(x=>x.ys));n.disabled=!d.possible,i||(n.checked=d.suggested);let m=d.possible&&n.checked,b=He("--fg-muted","#666"),_=He("--grid","rgba(0,0,0,0.08)"),k=Tb(m,b,_),v=o.markers||[],E=o.repairs||[],g={width:Math.max(200,e.clientWidth||e.parentElement&&e.parentElement.clientWidth||600),height:ad,plugins:[$b([{getMarkers:()=>v},{getMarkers:()=>E,color:["--info","#1967d2"],label:()=>"repaired"}]),qs()],scales:{x:{time:!1,range:(x,S,$)=>{if(S===null||$===null)return[0,1];if(S===$)return[S-1,$+1];let A=v.length?($-S)*.02:0;return[S-A,$+A]}},y:k.scale},axes:[Js(b,_),k.axis],series:[{label:"step"},...o.series.map(x=>({label:x.label,stroke:He(...x.stroke),width:2,spanGaps:!1,points:{show:o.xs.length<=60,size:4},value:k.value}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};s=new Be(g,[o.xs,...o.series.map(x=>x.ys.map(k.toPlot))],e)}n.addEventListener("change",()=>{i=!0,l(o)});let c=new ResizeObserver(()=>{if(!s)return;let u=Math.max(200,e.clientWidth);Math.abs(u-s.width)>1&&s.setSize({width:u,height:ad})});return c.observe(e),{toggle:r,draw:l,redraw:()=>o&&l(o),destroy(){c.disconnect(),a()}}}function ud(e){let t=p("h3",null,le(Je.loss)),n=p("p",{class:"chart-note",id:"loss-note",role:"status"}),r=p("div",{class:"chart-box",id:"loss-plot"}),s=oa(r,{toggleId:"loss-log-scale"});D(e,p("div",{class:"card-head"},t,s.toggle),n,r);let o=null;return{update(i,a,l=null){let c=l&&Array.isArray(l.repairs)?l.repairs.map(_=>({step:_.step,skipped:_.action==="skipped"})):[],u=a?`${a}|${c.map(_=>_.step).join(",")}`:null;if(u&&u===o)return;o=u;let d=sa(i||{}),m=d.nonfinite;if(e.dataset.points=String(d.xs.length),e.dataset.nonfinite=String(m.length),e.dataset.repairs=String(c.length),!d.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",s.draw(null);return}if(m.length){let _=m[0],k=m.length-1;n.className="chart-note alert",n.textContent=`The loss became ${cd(_.value)} at step ${_.step}`+(k?` (${k} more non-finite step${k===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${d.xs.length} step${d.xs.length===1?"":"s"} logged; all finite.`;let b=[[c.filter(_=>_.skipped),"its update skipped, nothing else undone"],[c.filter(_=>!_.skipped),"the updates since its last snapshot undone"]].filter(([_])=>_.length).map(([_,k])=>`at step${_.length===1?"":"s"} ${_.map(v=>v.step).join(", ")} (${k})`);b.length&&(n.textContent+=` Heal repaired the run (marked "repaired") ${b.join(" and ")}; training went on.`),s.draw({xs:d.xs,markers:m,repairs:c,series:[{label:le(Je.loss),stroke:["--accent","#1967d2"],ys:d.ys}]})},showNote(i){o=null,s.draw(null),e.dataset.points="0",n.className="chart-note muted",n.textContent=i},showError(i){o=null,s.draw(null),n.className="chart-note error-text",n.textContent=i},retheme:()=>s.redraw(),destroy:()=>s.destroy()}}var dd=`/* The shapes view (views/shapes.js). Colours follow the theme variables of
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
/* A shape is read as one token: "(None, 16, 16, 3)" stays on its line (the
   table's scroll box scrolls sideways when its tuples are wider than it). */
.shape-table .shape-cell,
.data-table .shape-cell {
  font-family: var(--mono);
  white-space: pre;
}
/* At 1024 px a long layer name or a many-input spec wraps in its cell
   rather than push the table past its card. */
.shape-table td:not(.shape-cell) {
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
`;function at(e){return p("h2",{class:"section-title"},e)}function be({id:e,className:t="",title:n,aside:r=null,hidden:s=!1},...o){let i=typeof n=="string"?p("h3",null,n):n,a=typeof r=="string"?p("span",{class:"muted small"},r):r;return p("section",{class:`card ${t}`.trim(),id:e,hidden:s},p("div",{class:"card-head"},i,a),...o)}function Hr(e,{id:t,onchange:n}){let r=p("select",{id:t,class:"th-select","aria-label":e,onchange:()=>n(r.value)});return{select:r,element:p("label",{class:"inline-picker"},p("span",null,e),r)}}function _s(e,t,n,r=s=>s){let s=t.join(`
`);e.dataset.options!==s&&(D(e,t.map(o=>p("option",{value:o},r(o)))),e.dataset.options=s),n!==null&&(e.value=n),e.disabled=!t.length}function xt(e,t){e.hidden=!t,e.dataset.state=t?"shown":"none"}function tt(e,t){e.hidden=!t,e.textContent=t||""}function sr(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}function go(e,{summaryOf:t,render:n,focusOf:r,applyFocus:s}){let o=null;return{async update(i,a){let l=t(a);xt(e,!!l);let c=l?JSON.stringify(l):null;!l||c===o||(o=c,n(l))},focusFinding(i){let a=r(i);return!a||e.hidden?!1:(s(a),e.scrollIntoView({block:"nearest"}),!0)},retheme(){},destroy(){D(e)}}}var Nb=["input_shape","layer_input","layer_rank","layer_call"],Mb=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"],cn=e=>Array.isArray(e)?e:[];function pd(e){let t=e&&e.areas&&e.areas[ie.shapes];if(!t||typeof t!="object")return null;let n=t.table&&typeof t.table=="object"?t.table:null,r=cn(t.loss_checks).filter(s=>s&&typeof s=="object");return!n&&!r.length?null:{table:n,tables:typeof t.tables=="number"?t.tables:1,lossChecks:r}}function hd(e){return cn(e).map(t=>({step:typeof t.step=="number"?String(t.step):"—",yTrue:ks(t.y_true),yPred:ks(t.y_pred),verdict:t.ok?"ok":"broadcasts: fix the shapes before the loss",ok:!!t.ok}))}function md(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>Xe(n)===ie.shapes)}function ks(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function ia(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>ks(t&&t.shape)).join("  ")}function yo(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function fd(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function Cb(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function gd(e,t){let n=t.some(l=>Nb.includes(fd(l))&&(l.evidence||{}).source==="the data"),r=t.some(l=>Mb.includes(fd(l))),s=e.data||{},o=cn(s.x),i=cn(s.y),a=(l,c,u,d)=>c&&c.path?`${l}.${c.path}`:d>1?`${l}[${u}]`:l;return{data:[...o.map((l,c)=>({role:a("x",l,c,o.length),spec:l,mismatch:n})),...i.map((l,c)=>({role:a("y",l,c,i.length),spec:l,mismatch:r}))],model:[...cn(e.model_inputs).map(l=>({role:"input",spec:l,mismatch:n,note:l.inferred?"(subclassed: taken from the data)":l.name?`\`${l.name}\``:""})),...cn(e.model_outputs).map(l=>({role:"output",spec:l,mismatch:r,note:l.layer?`of \`${l.layer}\``:""}))],losses:cn(e.loss).map(l=>l.name)}}function yd(e,t,n){let r=new Map;for(let o of t)typeof o.layer=="string"&&o.layer&&!r.has(o.layer)&&r.set(o.layer,o);let s=new Set;return cn(e.rows).map(o=>{let i=r.get(o.name),a=o.status==="failed",l=!!i||a,c=!!(i&&i.severity==="warning"),u=[`depth-${Math.min(o.depth||0,9)}`,o.trainable===!1?"not-trainable":"",l?"row-mismatch":"",c?"row-warning":"",o.status?`row-${o.status}`:"",n&&o.name===n?"focused":""].filter(Boolean),d=null;l&&!s.has(o.name)&&(s.add(o.name),d=i?Cb(i):o.error||"This call failed.");let m=b=>b&&b[0]||null;return{row:o,classes:u,bad:l,warning:c,outputs:o.outputs&&o.outputs.length?ia(o.outputs):a?"—":"",dtype:(m(o.outputs)||{}).dtype||(m(o.inputs)||{}).dtype||"",status:a?"failed here":o.status==="raised_inside"?"raised inside":"",note:d}})}function bd(e,t){let r=cn(e.rows).filter(s=>(s.depth||0)>0).length;return`${e.model||"model"} (${e.model_class||"?"}, ${e.model_kind||"?"}) · ${Ae(r,"layer call")} · ${yo(e.total_params)} params`+(typeof e.trainable_params=="number"?` (${yo(e.trainable_params)} trainable)`:"")+(t>1?` · the latest of ${t} tables this run logged`:"")}function wd(e){if(e.walked_on==="model_inputs")return"The data does not fit the model's input: the table shows the model on its declared input shapes.";if(e.complete===!1){let t=cn(e.rows).find(n=>n.status==="failed");return`The model stopped at ${t?`\`${t.name}\``:"a layer"}: the layers after it were not reached.`}return""}var vd=[["#","num"],["Layer",null],["Input shape",null],["Output shape",null],["dtype",null],["Params","num"],["Trainable",null],["Status",null]];function xd({role:e,spec:t,mismatch:n,note:r}){return p("li",{class:`spec-item${n?" mismatch":""}`,"data-role":e},p("span",{class:"spec-role"},e),p("span",{class:"spec-shape"},ks(t&&t.shape)),p("span",{class:"spec-dtype"},t&&t.dtype||""),r?p("span",{class:"muted"},An(r)):null)}function Lb(e,t){let n=gd(e,t);return[p("div",{class:"spec-box",id:"data-spec"},p("h4",null,"Data (one batch)"),p("ul",{class:"spec-list"},n.data.map(xd),n.data.length?null:p("li",{class:"muted"},"Not known (a generator?)"))),p("div",{class:"spec-box",id:"model-spec"},p("h4",null,"Model"),p("ul",{class:"spec-list"},n.model.map(xd),n.losses.length?p("li",{class:"spec-item","data-role":"loss"},p("span",{class:"spec-role"},"loss"),p("span",{class:"spec-shape"},n.losses.join(", "))):null))]}function Ob({row:e,classes:t,bad:n,warning:r,outputs:s,dtype:o,status:i,note:a}){return[p("tr",{class:t.join(" "),"data-layer":e.name,"data-row":e.index,"data-mismatch":n?"true":null},p("td",{class:"num muted"},String(e.index)),p("td",{style:`padding-left: ${10+16*(e.depth||0)}px`},p("span",{class:"layer-name"},e.name),p("span",{class:"layer-class"},e.class)),p("td",{class:"shape-cell"},ia(e.inputs)),p("td",{class:"shape-cell"},s),p("td",{class:"shape-cell muted"},o),p("td",{class:"num"},yo(e.params)),p("td",null,e.trainable===!1?"no":"yes"),p("td",{class:"status-cell"},i)),a===null?null:p("tr",{class:`row-note${r?" row-warning":""}`,"data-note-for":e.name},p("td",null,""),p("td",{colspan:vd.length-1},a))]}function Ib(e,t){Re("trainhealth-shapes-style",dd),e.id="shape-health",e.hidden=!0;let n=null,r=null,s=[],o=null,i=p("p",{class:"shape-note muted",id:"shape-note",role:"status"}),a=p("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),l=p("div",{class:"spec-compare",id:"shape-specs"}),c=p("div",{class:"table-scroll shape-scroll"}),u=be({id:"shape-table-card",className:"shape-card",title:"Layer shapes",aside:"every layer call, in execution order"},i,a,l,c),d=p("tbody"),m=be({id:"loss-shapes-card",className:"shape-card",title:"Loss inputs",aside:"Monitor.check_loss_shapes(y_true, y_pred)",hidden:!0},p("table",{class:"data-table",id:"loss-shapes-table"},p("thead",null,p("tr",null,["Step","y_true","y_pred","Verdict"].map(v=>p("th",null,v)))),d));D(e,at(t.title),u,m);function b(v){m.hidden=!v.length,D(d,hd(v).map(E=>p("tr",{class:E.ok?null:"mismatch"},p("td",{class:"num"},E.step),p("td",{class:"shape-cell"},E.yTrue),p("td",{class:"shape-cell"},E.yPred),p("td",null,E.verdict))))}function _(v,E){i.textContent=bd(v,E);let g=wd(v);a.hidden=!g,D(a,An(g)),D(l,Lb(v,s));let x=p("tr",null,vd.map(([S,$])=>p("th",$?{class:$}:null,S)));D(c,p("table",{class:"data-table shape-table",id:"shape-table"},p("thead",null,x),p("tbody",null,yd(v,s,o).map(Ob))))}function k(v){o=v;for(let S of c.querySelectorAll("tr.focused"))S.classList.remove("focused");let E=v?[...c.querySelectorAll("tr[data-layer]")].filter(S=>S.dataset.layer===v):[];for(let S of E)S.classList.add("focused");let g=E[0]||u;u.dataset.focused=v||"";let x=()=>g.scrollIntoView&&g.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(x):x()}return{async update(v,E){v!==n&&(n=v,r=null,o=null),s=md(E);let g=pd(E);if(xt(e,!!g),!g)return;let x=`${JSON.stringify(g)}
${JSON.stringify(s)}`;x!==r&&(r=x,u.hidden=!g.table,g.table&&_(g.table,g.tables),b(g.lossChecks),o&&g.table&&k(o))},focusFinding(v){return Xe(v)!==ie.shapes||e.hidden?!1:(k(typeof v.layer=="string"?v.layer:null),!0)},retheme(){},destroy(){D(e)}}}var _d={area:ie.shapes,create:Ib};var kd=`/* The non-finite values view (views/nonfinite.js). Colours follow the
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
`;var Pb=/^(.*?\d+)(?=$|[^0-9A-Za-z])/;function jb(e){let t=Pb.exec(String(e));return t?t[1]:null}function aa(e){let t=Array.isArray(e)?e.length:0;if(t<=48)return null;let n=e.map(jb),r=n.slice();for(let i=0;i<t;i++){if(r[i]!==null)continue;let a=i-1;for(;a>=0&&n[a]===null;)a--;let l=i+1;for(;l<t&&n[l]===null;)l++;a>=0&&l<t&&n[a]===n[l]&&(r[i]=n[a])}let s=[],o=new Map;for(let i=0;i<t;i++){let a=s[s.length-1];if(r[i]!==null&&a&&a.key===r[i]){a.members.push(i);continue}let l=r[i]===null?String(e[i]):r[i],c=o.get(l)||0;o.set(l,c+1),s.push({id:c?`${l}#${c+1}`:l,key:r[i],label:l,members:[i]})}return s.some(i=>i.members.length>1)?s.map(({id:i,label:a,members:l})=>({id:i,label:a,members:l})):zb(e)}function zb(e){let t=Math.ceil(e.length/32),n=[];for(let r=0;r<e.length;r+=t){let s=[];for(let i=r;i<Math.min(e.length,r+t);i++)s.push(i);let o=`${e[s[0]]} … ${e[s[s.length-1]]}`;n.push({id:`${s[0]}-${s[s.length-1]}`,label:o,members:s})}return n}function la(e,t,n){if(!t)return e.map((s,o)=>({kind:"layer",label:String(s),members:[o]}));let r=[];for(let s of t){if(s.members.length===1){r.push({kind:"layer",label:String(e[s.members[0]]),members:s.members});continue}let o=n.has(s.id);if(r.push({kind:"group",id:s.id,label:s.label,members:s.members,expanded:o}),o)for(let i of s.members)r.push({kind:"layer",label:String(e[i]),members:[i],inGroup:s.id,block:s.label})}return r}function Ed(e){return!e.block||!e.label.startsWith(e.block)?e.label:e.label.slice(e.block.length).replace(/^[^0-9A-Za-z]+/,"")||e.label}function Td(e,t){let n=e.steps.length,r=[],s=new Set;return t.forEach((o,i)=>{if(o.members.length===1){let l=o.members[0];r.push(e.values[l]||[]);for(let c=0;c<n;c++)e.nonfinite.has(l*n+c)&&s.add(i*n+c);return}let a=new Array(n).fill(null);for(let l of o.members){let c=e.values[l]||[];for(let u=0;u<n;u++){e.nonfinite.has(l*n+u)&&s.add(i*n+u);let d=c[u];typeof d=="number"&&Number.isFinite(d)&&(a[u]===null||d>a[u])&&(a[u]=d)}}r.push(a)}),{...e,layers:t.map(o=>o.label),members:t.map(o=>o.members.map(i=>e.layers[i])),layerCount:e.layers.length,values:r,nonfinite:s}}function $d(e,t,n){let r=null,s=-1/0;for(let o of t.members){let i=(e.values[o]||[])[n];typeof i=="number"&&Number.isFinite(i)&&i>s&&(s=i,r=e.layers[o])}return{layers:t.members.length,top:r}}function ca(e,t,n){if(!e||!n||!n.length)return[];let r=new Set(n);return e.filter(s=>s.members.length>1&&s.members.some(o=>r.has(t[o]))).map(s=>s.id)}var Db=ie.nonfinite,Bb="missing",bo=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]],Hb=190,Vb=56,da=10,ua=13;function fa(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(bo.length-1),n=Math.min(bo.length-2,Math.floor(t)),r=t-n,s=bo[n],o=bo[n+1];return[0,1,2].map(i=>Math.round(s[i]+(o[i]-s[i])*r))}function wo(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.map(String):[],r=Array.isArray(t.steps)?t.steps.filter(a=>Array.isArray(a)&&a.length>=2):[],s=Array.isArray(t.values)?t.values:[],o=r.length,i=new Set;for(let a of Array.isArray(t.nonfinite)?t.nonfinite:[])Array.isArray(a)&&a.length>=2&&i.add(a[0]*o+a[1]);return{layers:n,steps:r,values:s,nonfinite:i,stat:String(t.stat||""),logScale:!!t.log_scale}}function Vr(e){let t=e&&typeof e=="object"?e:{},n=Array.isArray(t.layers)?t.layers.length:0,r=Array.isArray(t.steps)?t.steps.filter(s=>Array.isArray(s)&&s.length>=2):[];return{layers:n,columns:r.length,first:r.length?r[0][0]:null,last:r.length?r[r.length-1][1]:null,binned:r.some(s=>s[1]>s[0]),nonfinite:Array.isArray(t.nonfinite)?t.nonfinite.length:0}}function Wr(e){return Math.max(50,Math.min(5e3,e))}function Ad(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function pa(e){return Math.round(Math.min(Hb,Math.max(Vb,e+16)))}function ha(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),s=Math.max(t,n??t),o=-1,i=-1;return e.forEach((a,l)=>{Array.isArray(a)&&a[1]>=r&&a[0]<=s&&(o<0&&(o=l),i=l)}),o<0?null:[o,i]}function xo(e,{logScale:t,stat:n}){let r=1/0,s=-1/0,o=0;for(let i of e)if(Array.isArray(i)){for(let a of i)if(!(typeof a!="number"||!Number.isFinite(a))){if(t&&a<=0){o++;continue}a<r&&(r=a),a>s&&(s=a)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:o}:{lo:0,hi:1,log:!1,nonPositive:o};if(t){if(s/r<10){let i=Math.sqrt(r*s);r=Math.min(r,i/Math.sqrt(10)),s=Math.max(s,i*Math.sqrt(10))}return{lo:r,hi:s,log:!0,nonPositive:o}}if(r===s){let i=Math.abs(r)*.1||1;r-=i,s+=i}return{lo:r,hi:s,log:!1,nonPositive:0}}function ma(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function Nd(e){if(!e.log)return Jn(e.lo,e.hi,4);let t=Math.ceil(Math.log10(e.lo)-1e-9),n=Math.floor(Math.log10(e.hi)+1e-9),r=n-t+1,s=[];if(r<3){for(let i=t-1;i<=n;i++)for(let a of[1,2,5]){let l=a*10**i;l>=e.lo*(1-1e-9)&&l<=e.hi*(1+1e-9)&&s.push(Number(l.toPrecision(6)))}return s}let o=Math.max(1,Math.ceil(r/7));for(let i=t;i<=n;i+=o)s.push(10**i);return s}function Md(e,t){return e.log&&Math.log10(e.hi/e.lo)>4?`1e${Math.round(Math.log10(t))}`:Q(t)}function Cd(e,t,n){let r=e.layers.length,s=e.steps.length,o=new Uint8ClampedArray(r*s*4);for(let i=0;i<r;i++){let a=e.values[i]||[];for(let l=0;l<s;l++){let c=a[l],u;e.nonfinite.has(i*s+l)?u=n.nonfinite:typeof c!="number"||!Number.isFinite(c)?u=n.missing:t.log&&c<=0?u=n.zero:u=fa(ma(t,c));let d=(i*s+l)*4;o[d]=u[0],o[d+1]=u[1],o[d+2]=u[2],o[d+3]=255}}return o}function Ld(e){let t=e.steps.length,n=new Set,r=new Set;for(let s of e.nonfinite)n.add(Math.floor(s/t)),r.add(s%t);return{rows:[...n].sort((s,o)=>s-o),columns:[...r].sort((s,o)=>s-o)}}function ga(e,t){if(!t||!e)return[];let n=new Set(t.layers||[]),r=(s,o)=>e.members?e.members[o].some(i=>n.has(i)):n.has(s);return e.layers.map((s,o)=>r(s,o)?o:-1).filter(s=>s>=0)}function Od(e){let t=[];for(let n of e){let r=t[t.length-1];r&&r[1]===n-1?r[1]=n:t.push([n,n])}return t}function Id(e,t,n){let r=new Set(n),s=Math.max(1,Math.ceil(ua/t)),o=a=>n.some(l=>Math.abs(l-a)*t<ua&&l!==a),i=[];for(let a=0;a<e;a++){let l=r.has(a);if(!l&&(a%s!==0||o(a)))continue;let c=i[i.length-1];l&&i.length&&(a-c)*t<ua&&r.has(c)||i.push(a)}return i}function Rd(e){if(!Array.isArray(e)||!e.length)return[];let t=e[0][0],n=Math.max(1,e[e.length-1][1]+1-t);return e.map(([r,s])=>[(r-t)/n,(s+1-t)/n])}function Wb(e,t){if(!Array.isArray(e)||!e.length)return null;let n=e[0][0],r=e[e.length-1][1];return t<n||t>r?null:(t+.5-n)/(r+1-n)}function Fd(e,t){let n=0,r=e.length-1;for(;n<=r;){let s=n+r>>1;if(t<e[s][0])r=s-1;else if(t>=e[s][1])n=s+1;else return s}return null}function Pd(e){if(!e.length)return!0;let t=e[0][1]-e[0][0];return e.every(([n,r],s)=>Math.abs(r-n-t)<1e-9&&(s===0||Math.abs(n-e[s-1][1])<1e-9))}function jd(e,t){return e.length?Gs(e[0][0],e[e.length-1][1],Math.max(2,Math.floor(t/80))).map(r=>({step:r,x:Wb(e,r)})).filter(r=>r.x!==null):[]}function zd(e,t,n){let r=(e.values[t]||[])[n],s=e.nonfinite.has(t*e.steps.length+n),o=typeof r=="number"&&Number.isFinite(r),[i,a]=e.steps[n];return{layer:e.layers[t],steps:[i,a],valueText:s?"NaN / Inf":o?Q(r,4):"not logged",dataValue:s?Db:o?String(r):Bb,nonfinite:s,mean:i!==a&&!s&&typeof r=="number"}}function Dd(e,t){if(!t||!e)return[];let n=new Set(e.layers);return t.layers.filter(r=>!n.has(r))}function Bd(e,t,n,r){let s={layers:String(e?e.layerCount??e.layers.length:0),rows:String(e?e.layers.length:0),columns:String(e?e.steps.length:0),stat:e?e.stat:"",logScale:e&&t&&t.log?"true":"false",nonfiniteCells:String(e?e.nonfinite.size:0)};if(t&&(s.rangeMin=String(t.lo),s.rangeMax=String(t.hi)),n&&(s.plot=[n.left,n.top,n.width,n.height].map(o=>o.toFixed(1)).join(",")),r&&e){let o=ga(e,r),i=e.members?o.flatMap(c=>e.members[c]):o.map(c=>e.layers[c]),a=new Set(r.layers||[]);s.highlightLayers=JSON.stringify([...new Set(i)].filter(c=>a.has(c))),s.highlightRows=JSON.stringify(o),s.highlightSteps=`${r.first}-${r.last}`;let l=ha(e.steps,r.first,r.last);s.highlightColumns=l?`${l[0]}-${l[1]}`:""}return s}var Hd=["rangeMin","rangeMax","plot","highlightLayers","highlightRows","highlightSteps","highlightColumns"];var _o=At,Gb=`600 ${_o}`,lt=10,Yb=40,Ub=14,Vd={open:"▾ ",closed:"▸ "};function Gr(e,{label:t="value",id:n="gradient-heatmap",idPrefix:r="heatmap"}={}){Re("trainhealth-heatmap-style",Sd);let{canvas:s,tooltip:o,labelBox:i,wrap:a,legend:l}=Kb(e,n,r),c=null,u=null,d=new Set,m=[],b=null,_=null,k=null,v=null,E=t,g=null,x=null,S=()=>Math.max(240,a.clientWidth||e.clientWidth||600);function $(){m=la(c.layers,u,d),b=u?Td(c,m):c}function A(F){d.has(F)?d.delete(F):d.add(F),$(),L()}function B(){let F=Bd(b,_,v,k);for(let H of Hd)H in F||delete s.dataset[H];Object.assign(s.dataset,F)}function L(){z();let F=x?O(x):null;F?R(F):N()}function z(){if(!b||!b.layers.length||!b.steps.length)return V();let F=S();v=Jb(b,F,Wd(g||m.map(vo)));let H=ps(s,F,Math.ceil(lt+v.height+Yb));Xb(H,b,_,v),Zb(H,b,v);let se=ga(b,k);Qb(H,v,b.steps,k,se);let j=I(se),Y=tw(H,v,b.steps);ht(s,{ticksX:Y,ticksY:j,xTitle:"step",yTitle:"layer"}),nw(H,v),D(l,rw({range:_,valueLabel:E,groups:u,rows:m,layerCount:c.layers.length,idPrefix:r})),B()}function V(){s.width=0,s.height=0,s.style.height="0px",v=null,D(l),D(i),B()}function I(F){let{left:H,rowH:se,n:j}=v,Y=new Set(F),ne=H-10,te=Id(j,se,F).map(K=>ew(m[K],K,{rowH:se,width:ne,highlighted:Y.has(K),onToggle:A}));return D(i,te),te.length}function O(F){if(!v||!b)return null;let H=s.getBoundingClientRect(),se=F.clientX-H.left-v.left,j=F.clientY-H.top-v.top;if(se<0||j<0||se>=v.width||j>=v.height)return null;let Y=Math.min(v.n-1,Math.floor(j/v.rowH)),ne=Fd(v.edges,se/v.width);return ne===null?null:{r:Y,c:ne,x:se+v.left,y:j+v.top}}function N(){o.hidden=!0;for(let F of["layer","column","steps","value"])delete o.dataset[F]}function R(F){let{r:H,c:se}=F,j=zd(b,H,se),[Y,ne]=j.steps,te=m[H],K=te&&te.kind==="group"?$d(c,te,se):null,fe=K?`${K.layers} layers · ${Mn(Y,ne)}`:`${u?"":`layer ${H+1} of ${v.n} · `}${Mn(Y,ne)}`;D(o,sw(j,{where:fe,valueLabel:E,group:K,row:te})),Object.assign(o.dataset,{layer:j.layer,column:String(se),steps:`${Y}-${ne}`,value:j.dataValue}),o.hidden=!1,ow(o,F,a.clientWidth,s.offsetHeight)}s.addEventListener("mousemove",F=>{x={clientX:F.clientX,clientY:F.clientY};let H=O(x);H?R(H):N()}),s.addEventListener("click",F=>{let H=O(F),se=H&&m[H.r];se&&se.kind==="group"&&A(se.id)}),s.addEventListener("mouseleave",()=>{x=null,N()});let C=on(a,()=>b&&L());return{canvas:s,plotWidth(F){let H=Array.isArray(F)&&F.length?F.map(String):null,se=H?la(H,aa(H),new Set).map(vo):m.map(vo);return Math.max(40,Math.floor(S()-pa(Wd(se))-da))},setData(F,{label:H,range:se=null,labels:j=null}={}){H&&(E=H),g=Array.isArray(j)&&j.length?j:null;let Y=c?c.layers.join(`
`):null;c=wo(F),u=aa(c.layers),Y!==c.layers.join(`
`)&&d.clear();for(let ne of ca(u,c.layers,k&&k.layers))d.add(ne);$(),_=se||xo(c.values,{logScale:c.logScale,stat:c.stat}),C.sync(),L()},clear(){c=null,u=null,m=[],b=null,_=null,L()},setHighlight(F){if(k=F&&Array.isArray(F.layers)?F:null,c){for(let H of ca(u,c.layers,k&&k.layers))d.add(H);$()}L()},missingLayers:()=>Dd(c,k),redraw:L,destroy(){C.disconnect()}}}function Kb(e,t,n){let r=p("canvas",{id:t,class:"heatmap-canvas",role:"img",tabindex:"0"}),s=p("div",{id:`${n}-tooltip`,class:"chart-tooltip",role:"tooltip",hidden:!0}),o=p("div",{class:"heatmap-labels",id:`${n}-labels`}),i=p("div",{class:"heatmap-wrap"},r,o,s),a=p("div",{class:"heatmap-legend",id:`${n}-legend`});return D(e,i,a),{canvas:r,tooltip:s,labelBox:o,wrap:i,legend:a}}var Wd=e=>e.length?Math.max(...e.map(t=>wt(String(t),_o))):120,qb=e=>`${e.expanded?Vd.open:Vd.closed}${e.label} (${e.members.length})`,vo=e=>e.kind==="group"?qb(e):Ed(e);function Jb(e,t,n){let r=e.layers.length,s=e.steps.length,o=Ad(r),i=pa(n),a=Math.max(40,t-i-da);return{left:i,top:lt,width:a,height:r*o,rowH:o,n:r,m:s,edges:Rd(e.steps)}}function Gd(){return{missing:rr("--heatmap-missing",[213,216,220]),nonfinite:rr("--heatmap-nonfinite",[232,17,45]),zero:rr("--heatmap-zero",[0,0,0])}}function Xb(e,t,n,r){let{left:s,width:o,height:i,n:a,m:l,edges:c}=r,u=Gd(),d=document.createElement("canvas");if(d.width=l,d.height=a,d.getContext("2d").putImageData(new ImageData(Cd(t,n,u),l,a),0,0),e.imageSmoothingEnabled=!1,Pd(c)){e.drawImage(d,s,lt,o,i);return}e.fillStyle=`rgb(${u.missing.join(",")})`,e.fillRect(s,lt,o,i),c.forEach(([m,b],_)=>{let k=s+m*o;e.drawImage(d,_,0,1,a,k,lt,Math.max(1,s+b*o-k),i)})}function Zb(e,t,n){let{left:r,width:s,rowH:o,edges:i}=n,a=Ld(t);e.fillStyle=`rgb(${Gd().nonfinite.join(",")})`;for(let l of a.rows)e.fillRect(r+s+2,lt+l*o,5,Math.max(2,o));for(let l of a.columns){let[c,u]=i[l];e.fillRect(r+c*s,lt-6,Math.max(2,(u-c)*s),4)}}function Qb(e,t,n,r,s){if(!s.length)return;let{left:o,width:i,height:a,rowH:l,m:c,edges:u}=t,d=He("--heatmap-highlight","#ff00aa"),m=ha(n,r.first,r.last)||[0,c-1],b=o+u[m[0]][0]*i,_=o+u[m[1]][1]*i;e.save();for(let[k,v]of Od(s)){let E=lt+k*l,g=lt+(v+1)*l,x=Math.max(_-b,3);e.lineWidth=4,e.strokeStyle="rgba(0,0,0,0.55)",e.strokeRect(b-2,E-2,x+4,g-E+4),e.lineWidth=2,e.strokeStyle=d,e.strokeRect(b-2,E-2,x+4,g-E+4),e.fillStyle=d,e.fillRect(o-5,E,3,Math.max(2,g-E))}e.fillStyle=d,e.fillRect(b,lt+a+1,Math.max(_-b,2),3),e.restore()}function ew(e,t,{rowH:n,width:r,highlighted:s,onToggle:o}){let i=bc(vo(e),r,s?Gb:_o),a=`top: ${(lt+(t+.5)*n-Ub/2).toFixed(1)}px; width: ${r}px`,l=`heatmap-label${s?" highlighted":""}${e.inGroup?" heatmap-member":""}`,c={row:String(t),layer:e.label};if(e.kind!=="group")return p("span",{class:l,style:a,title:e.label,dataset:c},i);let u=`${e.label}: ${e.members.length} layers, each cell the ${"max"} of theirs. Click to ${e.expanded?"close":"open"}.`;return p("button",{type:"button",class:`${l} heatmap-group`,style:a,title:u,"aria-expanded":String(e.expanded),dataset:{...c,group:e.id},onclick:()=>o(e.id)},i)}function tw(e,t,n){let{left:r,width:s,height:o}=t,i=He("--fg-muted","#5f6670");e.font=_o,e.fillStyle=i,e.strokeStyle=i,e.textAlign="center",e.textBaseline="top",e.lineWidth=1;let a=jd(n,s);for(let{step:l,x:c}of a){let u=r+c*s;e.beginPath(),e.moveTo(Math.round(u)+.5,lt+o),e.lineTo(Math.round(u)+.5,lt+o+5),e.stroke(),e.fillText(String(l),Math.min(Math.max(u,r+10),r+s-10),lt+o+7)}return e.fillText("step",r+s/2,lt+o+23),a.length}function nw(e,t){let{left:n,width:r,height:s}=t;e.strokeStyle=He("--card-border","#e0e3e8"),e.strokeRect(n-.5,lt-.5,r+1,s+1)}function rw({range:e,valueLabel:t,groups:n,rows:r,layerCount:s,idPrefix:o}){let i=[];for(let d=0;d<=10;d++){let[m,b,_]=fa(d/10);i.push(`rgb(${m},${b},${_}) ${d*10}%`)}let a=p("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${i.join(", ")})`}),l=p("div",{class:"legend-ticks"},Nd(e).map(d=>{let m=Math.min(1,Math.max(0,ma(e,d)));return p("span",{class:"legend-tick",style:`left: ${(m*100).toFixed(2)}%`},Md(e,d))})),c=(d,m,b={})=>p("span",{class:"legend-item",...b},p("span",{class:`swatch ${d}`}),m),u=[c("cell-nonfinite","NaN / Inf (rows and columns marked at the edges)"),c("cell-missing","not logged")];if(n){let d=r.filter(m=>m.kind==="group").length;u.push(p("span",{class:"legend-item",id:`${o}-groups`},`${s} layers in ${n.length} rows: a block's row is the ${"max"} of its layers; click a block (${d}) to open it`))}return e.log&&e.nonPositive&&u.push(c("cell-zero",`0 (${e.nonPositive} cell${e.nonPositive===1?"":"s"})`,{id:`${o}-zero-cells`})),[p("div",{class:"legend-scale"},p("span",{class:"legend-title"},`${t}${e.log?" (log₁₀ scale)":""}`),p("div",{class:"legend-bar-box"},a,l),p("span",{class:"legend-range muted",id:`${o}-range`},`${Q(e.lo)} … ${Q(e.hi)}`)),p("div",{class:"legend-extras"},u)]}function sw(e,{where:t,valueLabel:n,group:r,row:s}){return[p("div",{class:"tt-title"},e.layer),p("div",{class:"tt-row muted"},t),p("div",{class:`tt-row${e.nonfinite?" error-text":""}`},`${n}${r?` (${"max"} of the block)`:""}: `,p("strong",null,e.valueText),e.mean?p("span",{class:"muted"}," (mean)"):null),r&&r.top?p("div",{class:"tt-row muted"},`highest: ${r.top}`):null,r?p("div",{class:"tt-row muted"},`click to ${s.expanded?"close":"open"} the block`):null]}function ow(e,t,n,r){let s=e.offsetWidth,o=e.offsetHeight,i=t.x+14;i+s>n&&(i=t.x-s-14);let a=t.y+14;a+o>r&&(a=Math.max(0,t.y-o-10)),e.style.left=`${Math.max(0,i)}px`,e.style.top=`${a}px`}var So=it.activation_max_abs,Yd=[{kind:Tt.nonfinite_activations,shape:"circle"},{kind:Tt.nonfinite_loss,shape:"diamond"},{kind:Tt.nonfinite_gradients,shape:"triangle"},{kind:Tt.nonfinite_weights,shape:"square"},{kind:Tt.loss_scale_collapse,shape:"down"},{kind:Tt.heal_repair,shape:"cross"}].map(e=>({...e,label:le(e.kind)})),or=e=>e.kind===Tt.heal_repair,ko=e=>e.kind!==Tt.loss_scale_collapse&&!or(e),iw=65504,aw=["critical","warning","info"],Eo={left:138,right:18,top:22,laneHeight:30,bottom:34,radius:6,minWidth:320};function Ud(e){let t=e&&e.areas&&e.areas[ie.nonfinite];return t&&typeof t=="object"?t:null}function lw(e){if(typeof e=="number"&&Number.isFinite(e))return Q(e,4);let t=qn(e);return t?t==="NaN"?"NaN":"Inf":"—"}function cw(e){return e.kind===Tt.heal_repair?e.problem?String(e.problem):"":e.variable?String(e.variable):e.layer?String(e.layer):qn(e.value)||""}function Kd(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!pt(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function qd(e,t){let n=-1,r=-1,s=new Set(t.events.flatMap(o=>[o.layer,o.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((o,i)=>{if(!o||o.kind!==t.kind)return;let a=0;o.step===t.step&&(a+=2),o.layer&&s.has(o.layer)&&(a+=1);let l=o.evidence&&typeof o.evidence=="object"?o.evidence:{};l.variable&&s.has(l.variable)&&(a+=1),a>r&&(n=i,r=a)}),n}function Jd(e,t,n){return n<0?null:t.find(r=>qd(e,r)===n)||null}function Xd(e){let t=new Set(e.map(s=>s.kind)),n=Yd.filter(s=>t.has(s.kind)),r=[...t].filter(s=>!Yd.some(o=>o.kind===s)).map(s=>({kind:s,label:le(s),shape:"circle"}));return[...n,...r]}function uw(e,t){let n=e&&e.bad_step;if(n&&pt(n.step))return n.step;let r=t.find(ko)||t[0];return r?r.step:null}function Zd(e,t){let n=Math.min(...e.map(i=>i.step)),r=Math.max(...e.map(i=>i.step)),s=t&&Array.isArray(t.steps)?t.steps:[];if(s.length&&Array.isArray(s[0])&&Array.isArray(s[s.length-1])&&(n=Math.min(n,s[0][0]),r=Math.max(r,s[s.length-1][1])),r-n<10){let i=(n+r)/2;n=Math.max(0,Math.floor(i-5)),r=n+10}let o=(r-n)*.03;return[n-o,r+o]}function Qd(e){let t=e.find(ko);if(!t)return{collapseStep:e.length?e[0].step:null};let n=t.step,r=Xd(e).map(s=>e.find(o=>o.step===n&&o.kind===s.kind&&ko(o))).filter(Boolean).map(s=>{let o=s.events.map(i=>i.variable||i.layer).find(Boolean);return`the ${$t(le(s.kind))}${o?` (${o})`:""}`});return{step:n,atFirst:mc(r),later:e.filter(s=>s.step>n&&!or(s)).length,earlier:e.filter(s=>s.step<n&&!or(s)).length,repairs:e.filter(or).length}}function dw(e){let t=e.events[0],n=t.problem?` (${t.problem})`:"";if(t.action==="gave_up"){let s=pt(t.weights_from_step)?`, the weights of step ${t.weights_from_step} kept`:"";return`Heal gave up at step ${e.step}${n}${s}`}if(t.action==="skipped")return`Repaired at step ${e.step}${n}: its update skipped`;let r=pt(t.rolled_back_to)?`: rolled back to step ${t.rolled_back_to}`:"";return`Repaired at step ${e.step}${n}${r}`}function fw(e,t){let n=t>=0?e[t]:null;return n&&aw.includes(n.severity)?n.severity:"critical"}function ef({groups:e,findings:t,summary:n,domain:r,boxWidth:s,measure:o}){let{left:i,right:a,top:l,laneHeight:c,bottom:u,radius:d,minWidth:m}=Eo,b=Xd(e),_=Math.max(m,s||0),k=_-i-a,v=l+b.length*c+u,[E,g]=r,x=N=>i+(N-E)/(g-E)*k,S=b.map((N,R)=>({...N,y:l+R*c+c/2})),$=new Map(S.map(N=>[N.kind,N])),A=l+b.length*c,B=Gs(Math.ceil(E),Math.floor(g),Math.max(2,Math.floor(k/80))).map(N=>({step:N,x:x(N)})),L=uw(n,e),z=x(L),V=z>i+k-90,I={step:L,x:z,labelX:V?z-4:z+4,anchor:V?"end":"start",text:e.some(ko)?`first NaN/Inf: step ${L}`:`loss scale collapsed: step ${L}`},O=[];for(let N of S){let R=e.filter(C=>C.kind===N.kind);R.forEach((C,F)=>{let H=x(C.step),se=qd(t,C),j=[...new Set(C.events.map(cw).filter(Boolean))],Y=j.length>1?`${j[0]} +${j.length-1}`:j[0]||"",ne=R[F+1],te=R[F-1],K=(ne?x(ne.step)-d-6:_-4)-(H+d+5),fe=H-d-5-(te?x(te.step)+d+6:i-4),me=(Y?o(Y):0)>K&&fe>K,de=Math.max(0,me?fe:K),rt=Y&&de>=24?Ys(Y,de,o):"",st=rt?o(rt):0,Se=j.length?` — ${j.slice(0,10).join(", ")}${j.length>10?", …":""}`:"";O.push({key:C.key,kind:C.kind,step:C.step,x:H,y:$.get(C.kind).y,shape:N.shape,findingIndex:se,severity:or(C)?"info":fw(t,se),repair:or(C),title:or(C)?dw(C):`${N.label}: NaN/Inf at step ${C.step}${Se}`,label:rt,labelSide:me?"left":"right",hitX:me?-d-5-st-2:-d-3,hitWidth:2*d+6+(rt?st+7:0),layer:C.events.map(gt=>gt.layer).find(Boolean)||"",variable:C.events.map(gt=>gt.variable).find(Boolean)||"",count:C.events.length})})}return{width:_,height:v,domain:r,plotW:k,axisY:A,lanes:S,ticks:B,first:I,markers:O}}function tf(e){let t=e&&e.bad_step&&typeof e.bad_step=="object"?e.bad_step:null;if(!t)return null;let n=Array.isArray(t.layers)?t.layers.filter(a=>a&&typeof a.layer=="string"):[],r=typeof t.first_bad_layer=="string"?t.first_bad_layer:(n.find(a=>a.finite===!1)||{}).layer,s=!1,o=n.map(a=>{let l=a.finite!==!1,c=a.layer===r&&!s;return c&&(s=!0),{layer:a.layer,finite:l,first:c,propagated:!c&&!l&&s,nearLimit:a.dtype==="float16"&&typeof a.max_abs=="number"&&a.max_abs>iw/2,maxText:lw(a.max_abs),dtype:a.dtype?String(a.dtype):"",kind:a.kind||"layer",asInput:!!a.as_input}}),i=o.find(a=>a.layer===r);return{step:t.step,firstBad:r||"",inputsFinite:t.inputs_finite,verdict:t.inputs_finite===!0?"created":t.inputs_finite===!1?"upstream":"unknown",float16:!!(i&&i.dtype==="float16"),firstLayer:!!(o.length&&o[0].layer===r),rows:o}}function nf(e){let t=e&&e.bad_step;return!t||typeof t.first_bad_layer!="string"||!pt(t.step)?null:{layers:[t.first_bad_layer],first:t.step,last:t.step}}function rf(e){let t=e&&e.watched;if(!t||typeof t.layers!="number")return"";let r=(t.dtypes&&typeof t.dtypes=="object"?Object.entries(t.dtypes):[]).map(([s,o])=>`${s}: ${o}`).join(", ");return`${Ae(t.layers,"layer output")} watched${r?` (${r})`:""}.`}function sf(e,t,n){return!e.layers||!e.columns?`No ${$t(le(So))} values were logged for this run yet.`:`${Ae(e.layers,"layer output")} (first on top) × ${Mn(e.first,e.last)}`+(e.binned?` in ${e.columns} columns (mean per column)`:"")+(e.nonfinite?`; ${Ae(e.nonfinite,"NaN/Inf cell")} in red`:"")+(t&&n?`; outlined: ${t.layers[0]} at step ${t.first}, the first NaN/Inf.`:".")}function pw(e){let t=Eo.radius;switch(e){case"diamond":return U("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},0 0,${t+1} ${-t-1},0`});case"triangle":return U("polygon",{class:"nf-shape",points:`0,${-t-1} ${t+1},${t} ${-t-1},${t}`});case"down":return U("polygon",{class:"nf-shape",points:`${-t-1},${-t} ${t+1},${-t} 0,${t+1}`});case"cross":return U("path",{class:"nf-shape",d:`M${-t},${-t}L${t},${t}M${-t},${t}L${t},${-t}`});case"square":return U("rect",{class:"nf-shape",x:-t+.5,y:-t+.5,width:2*t-1,height:2*t-1,rx:1.5});default:return U("circle",{class:"nf-shape",r:t})}}function of(e,t,n){let{left:r,top:s,laneHeight:o,radius:i}=Eo,{width:a,height:l,plotW:c,axisY:u,domain:d}=e,m=U("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:a,height:l,viewBox:`0 0 ${a} ${l}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(e.markers.length),"data-domain":`${d[0]},${d[1]}`});e.lanes.forEach((k,v)=>{m.append(U("rect",{class:`nf-lane-bg${v%2?" odd":""}`,x:0,y:k.y-o/2,width:a,height:o}),U("line",{class:"nf-lane-line",x1:r,x2:r+c,y1:k.y,y2:k.y}),U("text",{class:"nf-lane-label",x:10,y:k.y,"dominant-baseline":"central","data-kind":k.kind},k.label))});let b=U("g",{class:"nf-axis"},U("line",{class:"nf-axis-line",x1:r,x2:r+c,y1:u,y2:u}));for(let k of e.ticks)b.append(U("line",{class:"nf-tick",x1:k.x,x2:k.x,y1:u,y2:u+5}),U("text",{class:"nf-tick-label",x:k.x,y:u+16,"text-anchor":"middle"},String(k.step)));b.append(U("text",{class:"nf-tick-label",x:r+c/2,y:u+30,"text-anchor":"middle"},"step")),m.append(b),ht(m,{kind:"svg",ticksX:e.ticks.length,ticksY:e.lanes.length,xTitle:"step",yTitle:"where"});let{first:_}=e;m.append(U("line",{class:"nf-first-line",x1:_.x,x2:_.x,y1:s-4,y2:u}),U("text",{class:"nf-first-label",x:_.labelX,y:s-8,"text-anchor":_.anchor},_.text));for(let k of e.markers){let v=k.labelSide==="left",E=U("g",{class:`nf-marker sev-${k.severity}${k.repair?" repair":""}${k.key===t?" selected":""}`,transform:`translate(${k.x.toFixed(1)},${k.y})`,role:"button",tabindex:"0","aria-label":k.title,"data-key":k.key,"data-kind":k.kind,"data-step":String(k.step),"data-layer":k.layer,"data-variable":k.variable,"data-count":String(k.count),"data-finding-index":k.findingIndex>=0?String(k.findingIndex):""},U("title",null,k.title),U("rect",{class:"nf-hit",x:k.hitX,y:-o/2+2,width:k.hitWidth,height:o-4}),U("circle",{class:"nf-ring",r:i+4}),pw(k.shape),k.label?U("text",{class:"nf-marker-label",x:v?-i-5:i+5,y:0,"dominant-baseline":"central","text-anchor":v?"end":"start"},k.label):null);E.addEventListener("click",()=>n(k)),E.addEventListener("keydown",g=>{(g.key==="Enter"||g.key===" ")&&(g.preventDefault(),n(k))}),m.append(E)}return m}var af="tb-trainhealth:numerics",hw='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',mw=Si(hw);function gw(e,t){e.className=`nf-verdict${t.verdict==="unknown"?"":` ${t.verdict}`}`;let n=p("code",null,t.firstBad||"?");return t.verdict==="created"?D(e,"The inputs of ",n," were finite: the NaN/Inf was created inside this layer."):t.verdict==="upstream"&&t.float16&&t.firstLayer?D(e,"The first NaN/Inf is at the input of ",n,", the first layer: the input data holds values past float16's range (65504), which turn Inf when the layer casts them to float16."):t.verdict==="upstream"?D(e,"The inputs of ",n," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",t.float16?" It computes in float16, whose range ends at 65504.":null):D(e,n," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded.")}function yw(e,t){let n=[e.finite?"row-finite":"row-nonfinite",e.first?"first-bad":e.propagated?"propagated":""].filter(Boolean);return p("tr",{class:n.join(" "),"data-layer":e.layer,"data-finite":String(e.finite),"data-kind":e.kind},p("td",{class:"num muted"},String(t+1)),p("td",{class:"layer-cell"},p("code",null,e.layer),e.kind==="watch"?p("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,e.first?p("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),p("td",{class:`finite-cell ${e.finite?"ok":"bad"}`,title:e.asInput?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},e.finite?"✓ finite":"✗ NaN/Inf",e.asInput?p("span",{class:"muted nf-as-input"}," (as its input)"):null),p("td",{class:`num max-cell${e.nearLimit?" near-limit":""}`,title:e.nearLimit?"over half of float16's largest value, 65504":null},e.maxText),p("td",{class:"dtype-cell"},e.dtype||"—"))}function bw(e,t){Re("trainhealth-numerics-style",kd),e.id="numerics-health",e.hidden=!0;let n=Nn(af),r=null,s=null,o=[],i=[],a=null,l=null,c=typeof n.run=="string"?n:null,u=null,d=null,m=0,b=()=>rn(af,{run:r,marker:l}),_=p("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),k=p("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),v=be({id:"nonfinite-timeline-card",className:"nf-card",title:"Non-finite values over time",aside:"Click a marker for its finding"},_,k),E=p("h3",null,"The bad step"),g=p("p",{class:"nf-verdict",id:"bad-step-verdict"}),x=p("div",{class:"table-scroll nf-scroll"}),S=be({id:"bad-step-card",className:"nf-card",title:E,aside:"every layer output, in execution order",hidden:!0},g,x),$=le(So),A=p("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),B=p("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),L=p("div",{class:"heatmap-box"}),z=be({id:"activation-heatmap-card",className:"heatmap-card nf-card",title:`${$} by layer`,aside:"per layer output, over steps",hidden:!0},A,B,L),V=Gr(L,{label:$,id:"activation-heatmap",idPrefix:"activation-heatmap"});D(e,at(t.title),p("div",{class:"card-row"},v,S),z);function I(){if(!i.length||!a)return D(k);let j=ef({groups:i,findings:o,summary:s,domain:a,boxWidth:k.clientWidth||e.clientWidth||600,measure:mw});D(k,of(j,l,Y=>N(Y.key,Y.findingIndex)))}function O(){for(let j of k.querySelectorAll(".nf-marker"))j.classList.toggle("selected",j.dataset.key===l);k.dataset.selected=l||""}function N(j,Y){l=j,b(),O(),Y>=0&&t.openFinding(Y)}function R(){let j=Qd(i);if(j.collapseStep!==void 0)return D(_,"The loss scale collapsed at ",p("strong",null,`step ${j.collapseStep}`),"; no NaN/Inf was recorded.");D(_,"First NaN/Inf at ",p("strong",null,`step ${j.step}`),`, in ${j.atFirst}`,j.later?`; ${Ae(j.later,"later event")} after it`:"",j.earlier?`; ${Ae(j.earlier,"loss-scale event")} before it`:"",j.repairs?`; heal repaired the run ${Ae(j.repairs,"time")}`:"",".")}function C(){let j=tf(s);if(S.hidden=!j,!j)return D(x);D(E,`The bad step: step ${j.step}`),Object.assign(S.dataset,{step:String(j.step),firstBad:j.firstBad,inputsFinite:String(j.inputsFinite)}),gw(g,j);let Y=p("tr",null,p("th",{class:"num"},"#"),p("th",null,"Layer output"),p("th",null,"Values"),p("th",{class:"num"},"max |x|"),p("th",null,"dtype"));D(x,j.rows.length?p("table",{class:"data-table nf-table",id:"bad-step-table","data-step":String(j.step)},p("thead",null,Y),p("tbody",null,j.rows.map(yw))):p("p",{class:"muted"},"No layer outputs were recorded for this step."));let ne=x.querySelector("tr.first-bad");ne&&x.scrollHeight>x.clientHeight&&(x.scrollTop=Math.max(0,ne.offsetTop-x.clientHeight/2))}function F(j){if(z.hidden=!!j.missing,B.hidden=!j.error,j.missing||j.error){V.clear(),A.textContent="",B.textContent=j.error?`Could not load the ${$.toLowerCase()}: ${j.error}`:"";return}V.setData(j.body,{label:$});let Y=nf(s);V.setHighlight(Y);let ne=rf(s);A.textContent=sf(Vr(j.body),Y,Y&&!V.missingLayers().length)+(ne?` ${ne}`:"")}async function H(j){try{return await Un(j,So,Wr(V.plotWidth()))}catch(Y){return Y&&(Y.status===404||Y.status===400)?{missing:!0,text:"missing"}:{error:Y&&Y.message?Y.message:String(Y),text:null}}}let se=on(k,()=>i.length&&I());return{async update(j,Y){let ne=++m;j!==r&&(r=j,u=null,d=null,l=c&&c.run===j&&typeof c.marker=="string"?c.marker:null,c=null);let te=Ud(Y),K=te?Kd(te.timeline):[];if(!K.length){s=null,i=[],u=null,xt(e,!1);return}let fe=await H(j);if(ne!==m||j!==r)return;let Pe=Array.isArray(Y.findings)?Y.findings:[],me=`${JSON.stringify(te)}
${JSON.stringify(Pe)}
${fe.text}`;xt(e,!0),!(me===u&&!fe.error)&&(u=fe.error?null:me,s=te,o=Pe,i=K,l&&!i.some(de=>de.key===l)&&(l=null),a=Zd(i,fe.body),(fe.text!==d||fe.error)&&(d=fe.error?null:fe.text,F(fe)),R(),se.sync(),I(),O(),C(),b())},focusFinding(j){if(!j||e.hidden||!i.length)return!1;let Y=Jd(o,i,o.indexOf(j));return Y&&(l=Y.key,b(),O()),!1},retheme(){V.redraw()},destroy(){m+=1,se.disconnect(),V.destroy(),D(e)}}}var lf={area:ie.nonfinite,create:bw};var cf=`/* The memory view (views/memory.js). Colours follow the theme variables of
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
/* plotutil.CHART_FONT: the font the ticks are measured in. */
.mem-tick {
  fill: var(--fg-muted);
  font: 11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
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
`;var Yr=e=>Array.isArray(e)?e:[],Ze=e=>typeof e=="number"&&Number.isFinite(e),vt=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function xw(e){return Array.isArray(e)?`[${e.join(", ")}]`:"?"}function df(e){let t=vt(e&&e.areas&&e.areas[ie.memory]);if(!t)return null;let n=vt(t.series)||{},r=Yr(n.steps),s=Yr(n.values),o=[];r.forEach((a,l)=>{Ze(a)&&Ze(s[l])&&o.push([a,s[l]])}),o.sort((a,l)=>a[0]-l[0]);let i=vt(t.limit)||{};return{points:o,limit:Ze(i.bytes)?i.bytes:null,limitSource:typeof i.source=="string"?i.source:null,device:typeof i.device=="string"?i.device:null,model:vt(t.model),estimate:vt(t.estimate),oom:vt(t[Tt.oom]),diskFull:vt(t[Tt.disk_full]),searches:Yr(t.searches).filter(vt)}}function ff(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>Xe(n)===ie.memory)}function pf(e){let t=e?e.points:[];if(!t.length)return null;let n=t[0][0],r=t[t.length-1][0],s=t[0];for(let b of t)b[1]>s[1]&&(s=b);let o=e.limit,i=Ze(o)&&o>0&&s[1]*4>=o,a=pc(Math.max(s[1],i?o:0)*1.02||1),l=a[a.length-1].value||1,c=r-n||1,u=t.map(([b,_])=>[r===n?.5:(b-n)/c,1-_/l]),d=null;if(Ze(o)&&o>0){let b=s[1]/o;d=`peak ${Oe(s[1])} at step ${s[0]}: ${Math.round(b*100)}% of the ${Oe(o)} limit`+(e.limitSource?` (${e.limitSource})`:"")}let m=a.map(b=>({y:1-b.value/l,text:b.text}));return{xs:[n,r],yMax:l,path:u,limitY:i?1-o/l:null,limitNote:d,peak:{step:s[0],bytes:s[1]},ticks:m}}function hf(e){if(!e)return[];let t=vt(e.allocation)||{};return[["Step",Ze(e.step)?String(e.step):"?"],["Phase",e.phase||"training"],["Batch size",Ze(e.batch_size)?String(e.batch_size):"not known"],["Tensor shape",xw(t.shape)],["dtype",t.dtype||"?"],["Bytes asked",Oe(t.bytes)],["Device",t.device||e.device||"?"],["Allocator",t.allocator||"?"],["Layer",e.layer||"not told by the message"],["Op",e.node||"?"],["Peak before",Oe(e.peak_bytes)],["Device limit",Oe(e.limit_bytes)]].map(([r,s])=>({key:r,value:s}))}function mf(e){return e?[["Step",Ze(e.step)?String(e.step):"?"],["Path",e.path||"not told by the message"],["Error",e.error_type||"?"]].map(([t,n])=>({key:t,value:n})):[]}function uf(e){let t=vt(e&&e.by_dtype)||{};return Object.entries(t).map(([n,r])=>`${n}: ${(r.count||0).toLocaleString("en-US")} (${Oe(r.bytes)})`).join(", ")}function gf(e){if(!e)return[];let t=vt(e.params)||{},n=vt(e.trainable)||{},r=vt(e.optimizer)||{},s=vt(r.slots)||{};return[["Parameters",`${(t.count||0).toLocaleString("en-US")} (${Oe(t.bytes)}) ${uf(t)?`· ${uf(t)}`:""}`.trim()],["Gradients",`${Oe(n.bytes)} (one per trainable parameter)`],["Optimizer slots",`${r.name||"?"}: ${Oe(s.bytes)}`],["dtype policy",e.mixed_precision||"?"],["Batch size",Ze(e.batch_size)?String(e.batch_size):"not known"],["Device",`${e.device||"?"}${Ze(e.limit_bytes)?`, ${Oe(e.limit_bytes)}`:""}`]].map(([i,a])=>({key:i,value:a}))}function vw(e){return Ze(e)?e<1e-4?"<0.01%":`${(100*e).toFixed(e<.01?2:0)}%`:"—"}function yf(e,t){return e?Yr(e.rows).filter(n=>n&&Ze(n.batch_size)&&Ze(n.bytes)).map(n=>({batchSize:n.batch_size,bytes:Oe(n.bytes),share:Ze(t)&&t>0?vw(n.bytes/t):"—",current:n.batch_size===e.batch_size})):[]}var _w={fits:"trains",out_of_memory:"out of memory",over_budget:"over the budget (not run)",near_limit:"trains, within 10% of the limit",too_large:"a tensor larger than the device (not run)"};function bf(e){return e?Yr(e.attempts).filter(t=>t&&Ze(t.batch_size)).map((t,n)=>({order:n+1,batchSize:t.batch_size,status:t.status,words:_w[t.status]||String(t.status),estimate:Ze(t.largest_tensor_bytes)&&!(t.estimate_bytes>=t.largest_tensor_bytes)?`at least ${Oe(t.largest_tensor_bytes)}`:Oe(t.estimate_bytes),largest:Oe(t.largest_tensor_bytes),chosen:t.batch_size===e.batch_size&&t.status==="fits"})):[]}function wf(e){if(!e)return"";let t=Yr(e.attempts).length,n=Ze(e.budget_bytes)?`, budget ${Oe(e.budget_bytes)} (${e.budget_source||"?"})`:"",r=e.reason==="oom_retry"?"After the OOM: ":"";return Ze(e.batch_size)?`${r}batch size ${e.batch_size} fits: ${t} sizes tried, ${e.steps||"?"} real steps each${n}; a size fits within ${Math.round(100*(e.margin||.9))}% of it.`:`${r}no batch size trains, even 1 (${t} tried${n}).`}var Ur=200,kw=640,Sw={right:12,top:10,bottom:24},Ew=24;function ba(e,t){return p("table",{class:"evidence-table kv mem-kv",id:t},p("tbody",null,e.map(({key:n,value:r})=>p("tr",null,p("th",{scope:"row"},n),p("td",null,r)))))}function Tw(e,t){let n=Ew+Math.ceil(Math.max(0,...e.ticks.map(c=>wt(c.text,At))))+6,r={...Sw,left:n},s=t-r.left-r.right,o=Ur-r.top-r.bottom,i=c=>r.left+c*s,a=c=>r.top+c*o,l=e.path.map(([c,u],d)=>`${d?"L":"M"}${i(c).toFixed(1)},${a(u).toFixed(1)}`).join(" ");return U("svg",{class:"mem-chart",viewBox:`0 0 ${t} ${Ur}`,width:t,height:Ur,role:"img","aria-label":"Memory over steps"},e.ticks.map(c=>U("g",null,U("line",{class:"mem-grid",x1:r.left,x2:t-r.right,y1:a(c.y),y2:a(c.y)}),U("text",{class:"mem-tick",x:r.left-6,y:a(c.y)+4,"text-anchor":"end"},c.text))),e.limitY===null?null:U("g",{class:"mem-limit-group"},U("line",{class:"mem-limit",id:"memory-limit-line",x1:r.left,x2:t-r.right,y1:a(e.limitY),y2:a(e.limitY)}),U("text",{class:"mem-tick",x:t-r.right,y:a(e.limitY)-4,"text-anchor":"end"},"limit")),e.path.length>1?U("path",{class:"mem-line",d:l}):U("circle",{class:"mem-dot",cx:i(e.path[0][0]),cy:a(e.path[0][1]),r:3}),U("text",{class:"mem-tick",x:r.left,y:Ur-6},`step ${e.xs[0]}`),U("text",{class:"mem-tick",x:t-r.right,y:Ur-6,"text-anchor":"end"},`step ${e.xs[1]}`),U("text",{class:"mem-tick",x:r.left+s/2,y:Ur-6,"text-anchor":"middle"},vf),U("text",{class:"mem-tick",x:10,y:r.top+o/2,"text-anchor":"middle",transform:`rotate(-90 10 ${r.top+o/2})`},_f))}var vf="step",_f="memory";function xf(e,t){D(e,Tw(t,e.clientWidth||kw)),ht(e,{kind:"svg",ticksX:2,ticksY:t.ticks.length,xTitle:vf,yTitle:_f})}function $w(e,t){Re("trainhealth-memory-style",cf),e.id="memory-health",e.hidden=!0;let n=p("p",{class:"muted small",id:"memory-chart-note"}),r=p("div",{class:"mem-chart-box"}),s=be({id:"memory-chart-card",className:"mem-card",title:"Memory over steps",aside:""},r,n),o=p("div"),i=be({id:"memory-oom-card",className:"mem-card mem-alert",title:"Out of memory",hidden:!0},o),a=p("div"),l=be({id:"memory-disk-card",className:"mem-card mem-alert",title:"Disk full (not memory)",hidden:!0},a),c=p("div"),u=be({id:"memory-model-card",className:"mem-card",title:"Model size",aside:"what training holds whatever the batch size, and what a batch size adds",hidden:!0},c),d=p("div"),m=be({id:"memory-search-card",className:"mem-card",title:"Batch-size search",aside:"tb_trainhealth.find_batch_size",hidden:!0},d);D(e,at(t.title),i,l,s,m,u);let b=null,_=null,k=on(r,()=>_&&xf(r,_));function v(g){let x=pf(g);if(s.hidden=!x,_=x,x){xf(r,x),k.sync();let $=(g.device||"").startsWith("GPU")?"the GPU allocator's bytes in use":"the process's resident memory";n.textContent=`${$}, sampled every few steps; ${x.limitNote||"the device's limit is not known"}.`}let S=g.oom;if(i.hidden=!S,S&&D(o,p("p",{class:"mem-oom-line",id:"memory-oom-line"},`Step ${S.step}: allocating ${Oe((S.allocation||{}).bytes)} failed`,S.layer?p("span",null," in layer ",p("code",null,S.layer)):null,S.batch_size?` at batch size ${S.batch_size}.`:"."),ba(hf(S),"memory-oom-table"),S.message?p("pre",{class:"mem-message"},S.message):null),l.hidden=!g.diskFull,g.diskFull&&D(a,ba(mf(g.diskFull),"memory-disk-table"),g.diskFull.message?p("pre",{class:"mem-message"},g.diskFull.message):null),u.hidden=!g.model,g.model){let $=yf(g.estimate,g.limit);D(c,ba(gf(g.model),"memory-model-table"),$.length?p("table",{class:"data-table mem-estimate",id:"memory-estimate-table"},p("caption",{class:"muted small"},"What a batch size needs at least: weights, gradients, optimizer slots, and each layer's output kept for the backward pass (a layer's own intermediates come on top",g.oom?`: this run's failed allocation alone was ${Oe((g.oom.allocation||{}).bytes)}`:"",")."),p("thead",null,p("tr",null,["Batch size","Needs at least","Of the limit"].map(A=>p("th",null,A)))),p("tbody",null,$.map(A=>p("tr",{class:A.current?"current":null},p("td",{class:"num"},String(A.batchSize)+(A.current?" (this run)":"")),p("td",{class:"num"},A.bytes),p("td",{class:"num"},A.share))))):null)}m.hidden=!g.searches.length,D(d,g.searches.map(($,A)=>p("div",{class:"mem-search","data-search":String(A)},p("p",{class:"mem-search-line"},wf($)),p("table",{class:"data-table mem-attempts"},p("thead",null,p("tr",null,["#","Batch size","Result","Step needs (estimate)","Largest tensor"].map(B=>p("th",null,B)))),p("tbody",null,bf($).map(B=>p("tr",{class:`${B.status}${B.chosen?" chosen":""}`,"data-batch-size":String(B.batchSize)},p("td",{class:"num muted"},String(B.order)),p("td",{class:"num"},String(B.batchSize)),p("td",null,B.chosen?`${B.words} (chosen)`:B.words),p("td",{class:"num"},B.estimate),p("td",{class:"num"},B.largest))))))))}function E(g){for(let S of e.querySelectorAll(".mem-card.focused"))S.classList.remove("focused");g.classList.add("focused");let x=()=>g.scrollIntoView&&g.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame(x):x()}return{async update(g,x){let S=df(x);if(xt(e,!!S),!S)return;let $=JSON.stringify(S)+JSON.stringify(ff(x).map(A=>A.kind));$!==b&&(b=$,v(S))},focusFinding(g){if(Xe(g)!==ie.memory||e.hidden)return!1;let x=g.kind===Tn.oom&&!i.hidden?i:g.kind===Tn.disk_full&&!l.hidden?l:s;return E(x),!0},retheme(){},destroy(){k.disconnect(),D(e)}}}var kf={area:ie.memory,create:$w};var Sf=`/* The gradient health view (views/gradients.js, histograms.js, ratio.js).
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
`;function Nw(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function Ef(e){return(Array.isArray(e)?e:[]).filter(t=>t&&typeof t.step=="number").map(t=>{let n=Nw(t.buckets);return{step:t.step,buckets:n,nonfinite:typeof t.nonfinite=="number"?t.nonfinite:0,total:n.reduce((r,s)=>r+s[2],0)}}).sort((t,n)=>t.step-n.step)}function Tf(e){let t=1/0,n=-1/0;for(let i of e)for(let[a,l]of i.buckets)a<t&&(t=a),l>n&&(n=l);if(t===1/0&&(t=-1,n=1),t===n){let i=Math.abs(t)*.1||.001;t-=i,n+=i}let r=e.map(i=>Math.max(0,...i.buckets.map(([a,l])=>Math.max(Math.abs(a),Math.abs(l))))).filter(i=>i>0),s=r.length?Math.min(...r):1,o=r.length?Math.max(...r):1;return{lo:t,hi:n,suggestLog:o/s>10,c:s/20||1e-12}}function $f(e){return{forward:t=>Math.sign(t)*Math.log10(1+Math.abs(t)/e),inverse:t=>Math.sign(t)*e*(10**Math.abs(t)-1)}}function Af(e,t,n,r){let s=Math.max(Math.abs(e),Math.abs(t)),o=Math.ceil(Math.log10(n*2)),i=Math.floor(Math.log10(s)),a=[];for(let d=o;d<=i;d++)a.push(10**d);let l=Math.max(1,Math.ceil((a.length*2+1)/Math.max(3,r))),c=a.filter((d,m)=>(a.length-1-m)%l===0),u=[0];for(let d of c)d<=t&&u.push(d),-d>=e&&u.unshift(-d);return u}var bn=8,Mw=36,Cw=14,Nf=12;function Mf(e){let t=p("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=p("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=p("div",{class:"histogram-wrap"},t,n),s=p("input",{type:"checkbox",id:"histogram-log-axis"}),o=p("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},s," Log value axis");D(e,p("div",{class:"histogram-controls"},o),r);let i=!1;s.addEventListener("change",()=>{i=!0,u()});let a=[],l=null,c=null;function u(){n.hidden=!0;let b=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(a.length),!a.length){ps(t,b,0),c=null;return}let _=Lw(a,b),k=ps(t,b,bn+_.plotH+Mw),v=Tf(a);i||(s.checked=v.suggestLog);let E=s.checked;c={..._,...Ow(v,E,_)},t.dataset.logAxis=E?"true":"false";let g=Iw(),{ticks:x,xTitle:S}=Rw(k,c,v,E,g),$=Fw(k,c,a,l,g);ht(t,{ticksX:x.length,ticksY:$,xTitle:S,yTitle:"step"})}function d(b){if(!c)return null;let _=t.getBoundingClientRect(),k=b.clientX-_.left,v=b.clientY-_.top;if(k<c.left||k>c.left+c.plotW||v<bn||v>bn+c.plotH+4)return null;let E=Math.ceil((v-bn-c.peak)/c.spacing);E=Math.min(c.n-1,Math.max(0,E));let g=c.valueAt(k);return{i:E,value:g,x:k,y:v}}t.addEventListener("mousemove",b=>{let _=d(b);if(!_){n.hidden=!0;return}let k=a[_.i],v=k.buckets.find(([x,S])=>_.value>=x&&_.value<=S);D(n,p("div",{class:"tt-title"},`step ${k.step}`),v?p("div",{class:"tt-row"},`[${Q(v[0],4)}, ${Q(v[1],4)}]: `,p("strong",null,Q(v[2],4))):p("div",{class:"tt-row muted"},`value ${Q(_.value,3)}: no bucket`),p("div",{class:"tt-row muted"},`${Q(k.total,6)} finite values`),k.nonfinite>0?p("div",{class:"tt-row error-text"},`${Q(k.nonfinite,6)} variable${k.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(k.step),n.hidden=!1;let E=n.offsetWidth,g=_.x+14;g+E>r.clientWidth&&(g=_.x-E-14),n.style.left=`${Math.max(0,g)}px`,n.style.top=`${Math.max(0,_.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let m=on(r,()=>a.length&&u());return{canvas:t,setData(b){return a=Ef(b),m.sync(),u(),a},setFocus(b){l=b&&b.first!==void 0&&b.first!==null?b:null,u()},redraw:u,destroy(){m.disconnect()}}}function Lw(e,t){let n=e.length,r=Math.max(3,Math.min(24,300/n)),s=Math.max(26,Math.min(56,r*2.2)),o=Math.max(...e.map(l=>wt(`step ${l.step}`,At))),i=Math.ceil(o+14),a=Math.max(60,t-i-Cw);return{left:i,plotW:a,plotH:s+(n-1)*r,spacing:r,peak:s,n}}function Ow({lo:e,hi:t,c:n},r,{left:s,plotW:o}){let i=r?$f(n):{forward:m=>m,inverse:m=>m},a=i.forward,l=i.inverse,c=a(e),u=a(t),d=u-c;return c-=d*.02,u+=d*.02,{xOf:m=>s+(a(m)-c)/(u-c)*o,valueAt:m=>l(c+(m-s)/o*(u-c))}}function Iw(){return{muted:He("--fg-muted","#5f6670"),fg:He("--fg","#1f2328"),grid:He("--grid","rgba(0,0,0,0.08)"),card:rr("--card",[255,255,255]),accent:rr("--accent",[25,103,210]),hot:He("--heatmap-highlight","#ff00aa"),bad:He("--heatmap-nonfinite","#e8112d")}}function Rw(e,t,{lo:n,hi:r,c:s},o,{grid:i,muted:a}){let{left:l,plotW:c,plotH:u,xOf:d}=t,m=o?Af(n,r,s,Math.max(3,Math.floor(c/70))):Jn(n,r,Math.max(2,Math.floor(c/90)));e.font=At,e.textAlign="center",e.textBaseline="top",e.lineWidth=1;for(let _ of m){let k=Math.round(d(_))+.5;e.strokeStyle=i,e.beginPath(),e.moveTo(k,bn),e.lineTo(k,bn+u),e.stroke(),e.fillStyle=a,e.fillText(Q(_),k,bn+u+5)}let b=o?"gradient value (symmetric log axis)":"gradient value";return e.fillText(b,l+c/2,bn+u+20),{ticks:m,xTitle:b}}function Fw(e,t,n,r,s){let{n:o,spacing:i,peak:a}=t,l=0,c=Math.max(1,Math.ceil(Nf/i));for(let u=0;u<o;u++){let d=n[u],m=bn+a+u*i,b=r&&d.step>=r.first&&d.step<=r.last;if(Pw(e,t,d,m,o===1?1:u/(o-1),s),u%c===0||u===o-1||b){if(u!==o-1&&u%c!==0&&(o-1-u)*i<Nf)continue;jw(e,t,d,m,b,s),l++}}return l}function Pw(e,t,n,r,s,{card:o,accent:i,bad:a}){let{left:l,plotW:c,peak:u,xOf:d}=t,m=`rgb(${Us(Us(o,i,.35),i,s).join(",")})`,b=`rgba(${Us(o,i,.18+.25*s).join(",")},0.92)`,_=n.buckets.map(([E,g,x])=>{let S=d(g)-d(E);return S>1e-9?x/S:x>0?1/0:0}),k=_.filter(E=>Number.isFinite(E)),v=Math.max(0,...k);e.beginPath(),n.buckets.length?(e.moveTo(d(n.buckets[0][0]),r),n.buckets.forEach(([E,g],x)=>{let S=_[x],$=S===1/0||v===0?S>0?r-u:r:r-S/v*u;g>E?(e.lineTo(d(E),$),e.lineTo(d(g),$)):e.lineTo(d(E),r-(n.buckets[x][2]>0?u:0))}),e.lineTo(d(n.buckets[n.buckets.length-1][1]),r)):(e.moveTo(l,r),e.lineTo(l+c,r)),e.closePath(),e.fillStyle=b,e.fill(),e.lineWidth=1.2,e.strokeStyle=n.buckets.length?m:a,e.stroke(),n.nonfinite>0&&(e.fillStyle=a,e.beginPath(),e.arc(l+c-4,r-3,3,0,Math.PI*2),e.fill())}function jw(e,{left:t},n,r,s,{fg:o,muted:i,bad:a,hot:l}){e.font=s?`600 ${At}`:At,e.fillStyle=n.nonfinite>0?a:s?o:i,e.textAlign="right",e.textBaseline="middle",e.fillText(`step ${n.step}`,t-8,r-2),s&&(e.fillStyle=l,e.fillRect(t-5,r-7,3,10))}function zw(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function Dw(e,t,n=[],r=8){let s=e.map((i,a)=>({name:i,i:a,last:zw(t[a])})).filter(i=>i.last!==null).sort((i,a)=>a.last-i.last),o=new Set(s.slice(0,r).map(i=>i.i));for(let i of n){let a=e.indexOf(i);a>=0&&o.add(a)}return[...o].sort((i,a)=>i-a)}function Cf(e,t){let n=Array.isArray(e.layers)?e.layers.map(String):[],r=Array.isArray(e.steps)?e.steps:[],s=Array.isArray(e.values)?e.values:[],o=r.length?Dw(n,s,t):[];if(!o.length){let u=n.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return{layers:n,rows:o,xs:[],ys:[],note:u}}let a=(n.length-o.length>0?`Showing ${o.length} of ${n.length} layers: the ${Math.min(8,o.length)} with the highest last ratio`+(o.length>8?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.",l=r.map(u=>Array.isArray(u)?u[1]:u),c=o.map(u=>(s[u]||[]).map(d=>typeof d=="number"&&Number.isFinite(d)&&d>0?d:null));return{layers:n,rows:o,xs:l,ys:c,note:a}}var Lf=260,wa=.001;function Bw(e){let t=e.filter(s=>Number.isFinite(s));if(!t.length)return[0,1];let n=Math.min(...t),r=Math.max(...t);return n===r?[n-1,r+1]:[n,r]}function Hw(e){let t=wa,n=wa;for(let r of e)for(let s of r)s===null||!(s>0)||(s<t&&(t=s),s>n&&(n=s));return[10**Math.floor(Math.log10(t)+1e-9),10**Math.max(Math.ceil(Math.log10(n)-1e-9),Math.floor(Math.log10(t)+1e-9)+1)]}var Vw=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],Ww=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function Of(e){let t=p("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=p("div",{class:"chart-box",id:"update-ratio-plot"});D(e,t,n);let r=null,s=null,o=[],i=()=>{r&&r.destroy(),r=null};function a(){if(i(),D(n),!s)return;let{layers:c,rows:u,xs:d,ys:m,note:b}=Cf(s,o);if(e.dataset.layers=JSON.stringify(u.map($=>c[$])),e.dataset.totalLayers=String(c.length),t.className="chart-note muted",t.textContent=b,!u.length)return;let k=document.documentElement.dataset.theme==="dark"?Ww:Vw,v=He("--fg-muted","#666"),E=He("--grid","rgba(0,0,0,0.08)"),g=new Set(o),S={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:Lf,plugins:[qs()],scales:{x:{time:!1,range:()=>Bw(d)},y:{distr:3,range:()=>Hw(m)}},axes:[Js(v,E),hs(v,E,"|update| / |weight|",{size:56,splits:$=>Cr($.scales.y.min,$.scales.y.max),filter:($,A)=>A,values:($,A)=>A.map(B=>Q(B))})],series:[{label:"step"},...u.map(($,A)=>({label:c[$],stroke:k[A%k.length],width:g.has(c[$])?3:1.6,spanGaps:!1,points:{show:d.length<=40,size:4},value:(B,L)=>L==null?"—":Q(L,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[$=>{let{ctx:A}=$,B=$.valToPos(wa,"y",!0),{left:L,top:z,width:V,height:I}=$.bbox;if(!(B>=z&&B<=z+I))return;let O=window.devicePixelRatio||1;A.save(),A.strokeStyle=v,A.lineWidth=O,A.setLineDash([5*O,4*O]),A.beginPath(),A.moveTo(L,Math.round(B)+.5),A.lineTo(L+V,Math.round(B)+.5),A.stroke(),A.setLineDash([]),A.fillStyle=v,A.font=`${11*O}px system-ui, sans-serif`,A.textAlign="right",A.textBaseline="bottom",A.fillText("1e-3",L+V-4*O,Math.round(B)-2*O),A.restore()}]}};r=new Be(S,[d,...m],n)}let l=new ResizeObserver(()=>{if(!r)return;let c=Math.max(220,n.clientWidth);Math.abs(c-r.width)>1&&r.setSize({width:c,height:Lf})});return l.observe(n),{setData(c,u=o){s=c||null,o=u||[],a()},setExtra(c){let u=c||[];u.join(`
`)!==o.join(`
`)&&(o=u,a())},showMessage(c,u="muted"){s=null,i(),D(n),t.className=`chart-note ${u}`,t.textContent=c,delete e.dataset.layers},retheme:a,destroy(){l.disconnect(),i()}}}var If=it.grad_norm,Kr=it.update_ratio,To=e=>Array.isArray(e)?e.filter(t=>typeof t=="string"):[];function $o(e){let t=e&&e.areas&&e.areas[ie.gradients];if(!t||typeof t!="object")return null;let n=Number.isInteger(t.steps_per_update)&&t.steps_per_update>1?t.steps_per_update:null;return{stats:To(t.stats),layers:To(t.layers),histogramLayers:To(t.histogram_layers),updatePeriod:n}}function Rf(e){return!e||!e.updatePeriod?"":`This loop changes the weights once every ${e.updatePeriod} steps (it accumulates gradients): each ratio is taken at a step that changed them.`}function xa(e){if(Xe(e)!==ie.gradients)return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=To(t.layers);if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=pt(t.first_step)?t.first_step:pt(e.step)?e.step:null,s=pt(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:s}}function Ao(e,t){return e.includes(t)?t:e.includes(If)?If:e[0]||null}function Ff(e,t,n){if(e.includes(t))return t;let r=(Array.isArray(n)?n:[]).map(xa).find(s=>s&&e.includes(s.layers[0]));return r?r.layers[0]:e[0]||null}function Pf(e,t){return e&&e.layers.find(n=>t.includes(n))||null}function jf(e){let t=e.kind?$t(le(e.kind)):"finding",n=e.layers.length>4?`${e.layers.slice(0,4).join(", ")} and ${e.layers.length-4} more`:e.layers.join(", "),r=e.first!==null?`, ${Mn(e.first,e.last)}`:"";return{what:t,layers:n,steps:r}}function No(e,t){return!t.layers||!t.columns?`No ${$t(le(e))} values were logged for this run yet.`:`${Ae(t.layers,"layer")} (first layer on top) × ${Mn(t.first,t.last)}`+(t.binned?` in ${t.columns} columns (mean per column)`:"")+(t.nonfinite?`; ${Ae(t.nonfinite,"NaN/Inf cell")}.`:".")+" Hover a cell for its value."}function zf(e,t){let n=t.filter(o=>o.nonfinite>0),r=n.reduce((o,i)=>o+i.nonfinite,0);if(!t.length)return{alert:!1,total:r,text:`No histograms were logged for ${e} yet.`};if(!r)return{alert:!1,total:r,text:`${Ae(t.length,"logged step")}; no NaN/Inf gradients (non-finite count 0).`};let s=n.slice(0,4).map(o=>`step ${o.step}: ${Q(o.nonfinite,6)}`).join(", ");return{alert:!0,total:r,text:`NaN/Inf gradient values left out of the buckets; variables holding them: ${s}`+(n.length>4?`, ${n.length-4} more steps`:"")+"; marked in red."}}var Df="tb-trainhealth:gradients",Gw=400;function va(){let e=0,t=null;return{async load(n){let r=++e;try{let s=await n();return r!==e?null:s.text===t?"same":(t=s.text,s)}catch(s){if(r!==e)return null;throw t=null,s}},reset(){t=null},cancel(){e++}}}function Yw(e,t){Re("trainhealth-gradients-style",Sf),e.id="gradient-health",e.hidden=!0;let n=Nn(Df),r=null,s=null,o=typeof n.stat=="string"?n.stat:null,i=null,a=null,l=typeof n.run=="string"?n:null,c=0,u=()=>rn(Df,{run:r,stat:o,layer:i,focus:a}),d=Uw(O=>{o=O,u(),B()}),{heatmap:m,loads:b}=d,_=0,k=Kw(O=>{i=O,u(),z()}),{chart:v,loads:E}=k,g=qw(),{chart:x,loads:S}=g;D(e,at(t.title),d.element,p("div",{class:"card-row"},k.element,g.element));function $(){if(d.focusNote.hidden=!a,!a)return D(d.focusNote);let O=m.missingLayers(),{what:N,layers:R,steps:C}=jf(a);D(d.focusNote,p("span",{class:"focus-swatch","aria-hidden":"true"}),p("span",null,`Outlined: ${N} in `,p("strong",null,R),C,"."),O.length?p("span",{class:"error-text"},` Not in this heatmap: ${O.join(", ")}.`):null,p("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>A(null)},"Clear"))}function A(O){a=O,m.setHighlight(a),v.setFocus(a),x.setExtra(a?a.layers:[]),$(),u()}async function B(){let O=r,N=o;if(!N)return;let R=$t(le(N));_++,e.dataset.heatmapLoading="true";try{let C=await b.load(()=>Un(O,N,Wr(m.plotWidth(s&&s.layers))));if(!C||O!==r||(tt(d.error,null),C==="same"))return;m.setData(C.body,{label:le(N)}),d.note.textContent=No(N,Vr(C.body)),$()}catch(C){if(O!==r)return;m.clear(),d.note.textContent="",tt(d.error,sr(R,C))}finally{--_===0&&delete e.dataset.heatmapLoading}}function L(O){k.note.className=`chart-note ${O.alert?"alert":"muted"}`,k.note.textContent=O.text}async function z(){let O=r,N=i;if(!N||!s||!s.histogramLayers.includes(N)){E.cancel(),E.reset(),v.setData([]),tt(k.error,null),L({alert:!1,text:"No gradient histograms were logged for this run: they are taken at a fit's first and last steps and every histogram_every steps, and this run logged none."}),delete k.note.dataset.total;return}try{let R=await E.load(()=>yl(O,N));if(!R||O!==r||N!==i||(tt(k.error,null),R==="same"))return;let C=v.setData(R.body.histograms);k.element.dataset.layer=N;let F=zf(N,C);k.note.dataset.total=String(F.total),L(F)}catch(R){if(O!==r)return;v.setData([]),k.note.textContent="",tt(k.error,sr(`gradient histograms of ${N}`,R))}}async function V(){let O=r;if(!s||!s.stats.includes(Kr)){S.cancel(),S.reset(),tt(g.error,null),x.showMessage(`This run logged no ${$t(le(Kr))}.`);return}try{let N=await S.load(()=>Un(O,Kr,Gw));if(!N||O!==r||(tt(g.error,null),N==="same"))return;x.setData(N.body,a?a.layers:[])}catch(N){if(O!==r)return;x.showMessage(""),tt(g.error,sr($t(le(Kr)),N))}}function I(O){if(O===r)return;r=O;for(let R of[b,E,S])R.reset();let N=l&&l.run===O;i=N&&typeof l.layer=="string"?l.layer:null,a=N&&l.focus&&Array.isArray(l.focus.layers)?l.focus:null,l=null}return{async update(O,N){let R=++c;I(O),s=$o(N),xt(e,!!s),s&&(g.note.textContent=Rf(s),g.note.hidden=!g.note.textContent,o=Ao(s.stats,o),i=Ff(s.histogramLayers,i,N.findings),_s(d.select,s.stats,o,le),_s(k.select,s.histogramLayers,i),s.stats.length||(m.clear(),d.note.textContent="This run logged no gradient statistics."),m.setHighlight(a),v.setFocus(a),u(),await Promise.all([s.stats.length?B():null,z(),V()]),!(R!==c||O!==r)&&$())},focusFinding(O){let N=xa(O);if(!N||!s||e.hidden)return!1;A(N);let R=Pf(N,s.histogramLayers);return R&&R!==i&&(i=R,k.select.value=R,u(),z()),d.element.scrollIntoView&&d.element.scrollIntoView({block:"start"}),!0},retheme(){m.redraw(),v.redraw(),x.retheme()},destroy(){for(let O of[b,E,S])O.cancel();m.destroy(),v.destroy(),x.destroy(),D(e)}}}var Bf={area:ie.gradients,create:Yw};function Uw(e){let t=Hr("Statistic",{id:"gradient-stat",onchange:e}),n=p("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),r=p("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),s=p("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),o=p("div",{class:"heatmap-box"});return{element:be({id:"gradient-heatmap-card",className:"heatmap-card",title:"Gradient health by layer",aside:t.element},n,r,s,o),select:t.select,note:n,focusNote:r,error:s,heatmap:Gr(o),loads:va()}}function Kw(e){let t=Hr("Layer",{id:"histogram-layer",onchange:e}),n=p("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),r=p("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),s=p("div",{class:"histogram-box"});return{element:be({id:"gradient-histograms",className:"histogram-card",title:"Gradient histograms over time",aside:t.element},n,r,s),select:t.select,note:n,error:r,chart:Mf(s),loads:va()}}function qw(){let e=p("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),t=p("p",{class:"chart-note muted",id:"update-period-note",hidden:!0}),n=p("div",{class:"ratio-box"});return{element:be({id:"update-ratio",className:"chart-card ratio-card",title:le(Kr),aside:"per layer, log scale"},t,e,n),note:t,error:e,chart:Of(n),loads:va()}}var Hf=`/* The convergence view (views/convergence.js). Colours follow the theme
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
`;var nt=e=>typeof e=="number"&&Number.isFinite(e),un=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null;function Wf(e){let t=un(e&&e.areas&&e.areas[ie.convergence]);if(!t)return null;let n=un(t.loss),r=n&&Array.isArray(n.windows)?n.windows.filter(s=>un(s)&&nt(s.median)&&nt(s.low)&&nt(s.high)):[];return{loss:n&&r.length?{...n,windows:r}:null,checklist:(Array.isArray(t.checklist)?t.checklist:[]).filter(s=>un(s)&&typeof s.check=="string"),head:un(t.head),epochs:Array.isArray(t.epochs)?t.epochs.filter(s=>un(s)&&un(s.logs)):[],saturation:Vf(t[it.saturation]),updateRatio:Vf(t.ratios)}}function Vf(e){let t=un(e);return!t||!Array.isArray(t.layers)||!Array.isArray(t.values)?[]:t.layers.map((n,r)=>{for(let s=t.values.length-1;s>=0;s--){let o=Array.isArray(t.values[s])?t.values[s][r]:void 0;if(nt(o))return{layer:String(n),value:o,step:pt(t.steps&&t.steps[s])?t.steps[s]:null}}return{layer:String(n),value:null,step:null}})}function Gf(e,t,n,r=4){let s=e.windows,o=s.flatMap(x=>[x.low,x.high]).concat(nt(e.start)?[e.start]:[]),i=o.every(x=>x>0),a=Math.min(...o),l=Math.max(...o),c=i&&l/a>10,u=c?Math.log10:x=>x;a=u(a),l=u(l),l===a&&(l+=.5,a-=.5);let d=x=>r+(s.length===1?(t-2*r)/2:x*(t-2*r)/(s.length-1)),m=x=>n-r-(u(x)-a)/(l-a)*(n-2*r),b=x=>Math.round(x*10)/10,_=s.map((x,S)=>[b(d(S)),b(m(x.median))]),k=[...s.map((x,S)=>[b(d(S)),b(m(x.high))]),...s.map((x,S)=>[b(d(S)),b(m(x.low))]).reverse()],v=[c?10**a:a,c?10**l:l],g=(c?Cr(v[0],v[1],5):Jn(v[0],v[1],4)).filter(x=>x>=v[0]-1e-12*Math.abs(v[0])&&x<=v[1]+1e-12*Math.abs(v[1])).map(x=>({value:x,text:Q(x),at:Math.round(m(x)/n*1e3)/1e3}));return{median:_,band:k,startY:nt(e.start)?b(m(e.start)):null,log:c,range:v,ticks:g}}var _a=e=>e.map(([t,n])=>`${t},${n}`).join(" ");function Yf(e){let t=e.windows[0],n=e.windows[e.windows.length-1],r=nt(e.start)&&nt(e.end)?` (${fc(e.start,e.end)})`:"";return`Loss from ${Q(e.start)} at the first step to ${Q(e.end)} in the last window${r}, steps ${t.first_step}–${n.last_step} in ${e.windows.length} windows: the line is each window's median, the band its 10th–90th percentile (the swings).`}function Uf(e){if(!e)return"";let t=[];if(e.head){let n=nt(e.units)?` over ${e.units} unit${e.units===1?"":"s"}`:"";t.push(`${e.head_class||"layer"} '${e.head}': ${e.activation||"linear"}${n}`)}return e.loss&&t.push(`${e.loss}${e.from_logits?" (from_logits=True)":""}`),e.optimizer&&t.push(`${e.optimizer}(learning_rate=${nt(e.learning_rate)?Q(e.learning_rate):"?"})`),t.join(" · ")}function Kf(e){if(!e)return"";let t=[],n=un(e.labels);n&&nt(n.min)&&nt(n.max)&&t.push(`labels in [${Q(n.min)}, ${Q(n.max)}]`+(nt(n.non_integer)&&n.non_integer>0?`, ${Q(n.non_integer*100)}% non-integer`:""));let r=un(e.inputs);return r&&nt(r.abs_mean_max)&&nt(r.std_max)&&t.push(`inputs: largest feature mean ${Q(r.abs_mean_max)}, spread ${Q(r.std_max)}`),nt(e.samples)&&e.samples&&t.push(`from ${e.samples} batch${e.samples===1?"":"es"}`),t.join("; ")}function qf(e){return e.map(t=>({...t,saturated:nt(t.value)&&t.value>.5}))}function Jf(e){return!e||Xe(e)!==ie.convergence?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var ka=600,Xf=140;function Xw(e,t){Re("tb-trainhealth-convergence",Hf),e.id="area-convergence",e.hidden=!0;let n=p("div",{class:"convergence-loss"}),r=p("p",{class:"muted small"}),s=p("p",{class:"small"}),o=p("p",{class:"muted small"}),i=p("ul",{class:"convergence-checklist"}),a=p("tbody"),l=be({id:"convergence-loss",title:"Loss trend",aside:"window medians and their swing band"},n,r),c=be({id:"convergence-checks",title:"Head and loss checks",aside:"before step 1"},s,i,o),u=be({id:"convergence-layers",title:"Per layer",aside:"saturated share (|z| > 5) and update / weight ratio"},p("table",{class:"evidence-table convergence-layers"},p("thead",null,p("tr",null,p("th",null,"Layer"),p("th",null,"Saturated"),p("th",null,"Update / weight"))),a));D(e,at(t.title),l,c,u);let d=null;function m(_){if(l.hidden=!_.loss,_.loss){let g=Gf(_.loss,ka,Xf),x=_.loss.windows,S=g.log?"loss (log scale)":"loss";D(n,p("div",{class:"convergence-y-title"},S),p("div",{class:"convergence-y-ticks"},g.ticks.map($=>{let A=p("span",null,$.text);return A.style.top=`${(100*$.at).toFixed(1)}%`,A})),U("svg",{viewBox:`0 0 ${ka} ${Xf}`,preserveAspectRatio:"none",role:"img","aria-label":"loss trend"},U("polygon",{class:"convergence-band",points:_a(g.band)}),g.startY!==null?U("line",{class:"convergence-start",x1:0,x2:ka,y1:g.startY,y2:g.startY}):null,U("polyline",{class:"convergence-median",points:_a(g.median)})),p("div",{class:"convergence-x-ticks"},p("span",null,`step ${x[0].first_step}`),p("span",null,`step ${x[x.length-1].last_step}`)),p("div",{class:"convergence-x-title"},"step (windows of the run)")),ht(n,{kind:"svg",ticksX:2,ticksY:g.ticks.length,xTitle:"step (windows of the run)",yTitle:S}),r.textContent=Yf(_.loss)+(g.log?" Log scale.":"")}c.hidden=!_.head&&!_.checklist.length,s.textContent=Uf(_.head),o.textContent=Kf(_.head),D(i,_.checklist.map(g=>p("li",{"data-ok":String(!!g.ok),"data-check":g.check},g.ok?"✓ ":"✗ ",g.check,g.detail?p("div",{class:"muted small"},g.detail):null)));let k=new Map(_.updateRatio.map(g=>[g.layer,g])),v=[...new Set([..._.saturation.map(g=>g.layer),..._.updateRatio.map(g=>g.layer)])],E=new Map(qf(_.saturation).map(g=>[g.layer,g]));u.hidden=!v.length,D(a,v.map(g=>{let x=E.get(g),S=k.get(g);return p("tr",{"data-layer":g},p("th",{scope:"row"},g),p("td",{class:x&&x.saturated?"saturated":""},x&&x.value!==null?`${Q(x.value*100)}%`:"—"),p("td",null,S&&S.value!==null?Q(S.value):"—"))})),b()}function b(){for(let k of a.querySelectorAll("tr"))k.dataset.focus=String(!!(d&&d.layer===k.dataset.layer));let _=[...i.querySelectorAll('li[data-ok="false"]')];for(let k of i.querySelectorAll("li"))k.dataset.focus=String(!!(d&&!d.layer&&_[0]===k))}return go(e,{summaryOf:Wf,render:m,focusOf:Jf,applyFocus:_=>{d=_,b()}})}var Zf={area:ie.convergence,create:Xw};var Qf=`/* The attention view (views/attention.js). Colours follow the theme
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
/* A number is one word: "8.03" never wraps as "8.0 / 3". */
.attention-layers td {
  white-space: nowrap;
}
`;var Sa=e=>typeof e=="number"&&Number.isFinite(e),Ea=e=>e&&typeof e=="object"&&!Array.isArray(e)?e:null,ir=e=>Sa(e)?e:null;function Qw(e,t){let n=Ea(e);if(!n||!Array.isArray(n.layers)||!Array.isArray(n.values)||!Array.isArray(n.steps))return[];let r=n.layers.indexOf(t);if(r<0)return[];let s=[];return n.values.forEach((o,i)=>{let a=Array.isArray(o)?o[r]:void 0;Sa(a)&&Sa(n.steps[i])&&s.push([n.steps[i],a])}),s}function ep(e){let t=Ea(e&&e.areas&&e.areas[ie.attention]);if(!t||!Array.isArray(t.layers))return null;let n=t.layers.filter(r=>Ea(r)&&typeof r.layer=="string").map(r=>{let s=ir(r[it.attention_max_logit]),o=ir(r.one_hot_logit);return{layer:r.layer,className:typeof r.class=="string"?r.class:null,kind:typeof r.kind=="string"?r.kind:null,keys:ir(r.keys),heads:ir(r.heads),maxLogit:s,oneHotLogit:o,entropy:ir(r[it.attention_entropy]),entropyNorm:ir(r[it.attention_entropy_norm]),overBound:s!==null&&o!==null&&s>=o,logits:Qw(t[it.attention_max_logit],r.layer)}});return n.length?{layers:n,collapsedEntropy:ir(t.collapsed_entropy)}:null}function tp(e,t,n,r=2){if(!e.length)return"";let s=e.map(m=>m[0]),o=e.map(m=>m[1]),i=Math.min(...s),a=Math.max(...s),l=Math.max(...o,0),c=Math.min(...o,0),u=m=>a===i?t/2:r+(m-i)/(a-i)*(t-2*r),d=m=>l===c?n/2:n-r-(m-c)/(l-c)*(n-2*r);return e.map(([m,b])=>`${u(m).toFixed(1)},${d(b).toFixed(1)}`).join(" ")}function np(e){return!e||Xe(e)!==ie.attention?null:{kind:String(e.kind||""),layer:typeof e.layer=="string"?e.layer:null}}var rp=120,sp=24,qr=e=>e===null?"—":Q(e);function ex(e,t){Re("tb-trainhealth-attention",Qf),e.id="area-attention",e.hidden=!0;let n=p("tbody"),r=p("p",{class:"muted small"}),s=be({id:"attention-layers",title:"Per attention layer",aside:"latest sample; the largest logit over steps"},p("table",{class:"evidence-table attention-layers"},p("thead",null,p("tr",null,p("th",null,"Layer"),p("th",null,le(it.attention_max_logit)),p("th",null,"Over steps"),p("th",null,"Near one-hot past"),p("th",null,le(it.attention_entropy)),p("th",null,le(it.attention_entropy_norm)))),n),r);D(e,at(t.title),s);let o=null;function i(c){let u=c.logits||[],d=u[0],m=u[u.length-1],b=p("td",{class:"attention-spark-cell"},U("svg",{class:"attention-spark",viewBox:`0 0 ${rp} ${sp}`,preserveAspectRatio:"none",role:"img","aria-label":`largest attention logit of ${c.layer} over steps`},U("polyline",{points:tp(u,rp,sp)})),d&&m?p("div",{class:"muted small"},`step ${d[0]} → ${m[0]}: ${qr(d[1])} → ${qr(m[1])}`):null);return ht(b,{ticksX:d?2:0,ticksY:d?2:0,xTitle:"step",yTitle:"largest logit",kind:"sparkline"}),b}function a(c){D(n,c.layers.map(u=>p("tr",{"data-layer":u.layer},p("th",{scope:"row"},u.layer,u.className?p("div",{class:"muted small"},u.className):null),p("td",{class:u.overBound?"over":""},qr(u.maxLogit)),i(u),p("td",null,qr(u.oneHotLogit)),p("td",null,qr(u.entropy)),p("td",null,qr(u.entropyNorm))))),r.textContent="A softmax over n keys whose largest logit leads the others by log(n - 1) + log(99) gives one key 99% of the weight."+(c.collapsedEntropy!==null?` An entropy below ${Q(c.collapsedEntropy)} nats is fewer than 1.5 keys attended.`:""),l()}function l(){for(let c of n.querySelectorAll("tr"))c.dataset.focus=String(!!(o&&o.layer===c.dataset.layer))}return go(e,{summaryOf:ep,render:a,focusOf:np,applyFocus:c=>{o=c,l()}})}var op={area:ie.attention,create:ex};var ip=`/* The input-pipeline view (views/input_pipeline.js). Colours follow the
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
/* plotutil.CHART_FONT: the font the ticks are measured in. */
.pipeline-chart .tick {
  fill: var(--fg-muted);
  font: 11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
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
`;var nx=[{name:Je.input_wait,cls:"part-wait"},{name:Je.compute_time,cls:"part-compute"},{name:Je.host_time,cls:"part-host"}],dn=e=>typeof e=="number"&&Number.isFinite(e)?e:0;function ap(e){let t=e&&e.areas&&e.areas[ie.input_pipeline];return t&&typeof t=="object"?t:null}function lp(e){let t=e&&e.timing;if(!t||!t.steps)return"Not timed: no step of this run had its input wait measured (a run that stopped in its first steps, a custom loop and a model compiled with XLA have none).";let n=dn(e.share),r=e.thresholds||{},s=n>=dn(r.critical)&&r.critical?"highly input-bound":n>=dn(r.warning)&&r.warning?"moderately input-bound":"fed";return`Input wait ${Q(100*n,2)}% of step time over ${Ae(t.steps,"step")} (${Q(dn(t.mean_wait_ms),3)} ms of ${Q(dn(t.mean_step_ms),3)} ms a step): ${s}.`}function Ta(e){let t=e&&e.steps;if(!t||!Array.isArray(t.step)||!t.step.length)return{bars:[],yMax:0,bucket:1};let n=0;return{bars:t.step.map((s,o)=>{let i=0,a=nx.map(({name:l,cls:c})=>{let u=Math.max(0,dn((t[l]||[])[o])),d={name:l,cls:c,label:le(l),ms:u,y0:i,y1:i+u};return i+=u,d});return n=Math.max(n,i),{step:s,parts:a,total:i}}),yMax:n,bucket:dn(t.bucket)||1}}function $a(e){return(e&&Array.isArray(e.stalls)?e.stalls:[]).filter(n=>pt(n.step)).map(n=>({step:n.step,waitMs:dn(n.wait_ms),text:`step ${n.step}: waited ${Q(dn(n.wait_ms),3)} ms (usually ${Q(dn(n.usual_wait_ms),2)} ms)`}))}function cp(e){let t=e&&e.recurrence||{},n=e&&Array.isArray(e.stalls)?e.stalls.length:0;return n?pt(t.period)?`${Ae(n,"stall")}, every ${t.period} steps`:t.epoch_start?`${Ae(n,"stall")}, at the start of each epoch`:Ae(n,"stall"):""}function up(e){return(e&&Array.isArray(e.findings)?e.findings:[]).map((n,r)=>({finding:n,index:r})).filter(({finding:n})=>n.kind===Tn.pipeline_lint)}function dp(e,t){let n=e&&e.pipeline;if(!n||!Array.isArray(n.chain))return[];let r=up(t);return n.chain.map(s=>{let o=[];s.parallel!==null&&s.parallel!==void 0&&o.push(s.parallel===-1?"parallel: AUTOTUNE":`parallel: ${s.parallel}`),s.python&&o.push("Python"),s.random&&o.push("random");let i=r.filter(({finding:a})=>a.evidence&&a.evidence.transformation===s.index);return{index:s.index,code:String(s.code||s.kind||""),kind:String(s.kind||""),tags:o,lints:i.map(({finding:a,index:l})=>({summary:String(a.summary||""),severity:a.severity,findingIndex:l}))}})}function fp(e,t){let n=e&&e.pipeline&&e.pipeline.chain||[],r=new Set(n.map(s=>s.index));return up(t).filter(({finding:s})=>!(s.evidence&&r.has(s.evidence.transformation))).map(({finding:s,index:o})=>({summary:String(s.summary||""),severity:s.severity,findingIndex:o}))}function pp(e){let t=e&&e.pipeline;if(!t)return"";let n=t.python_source||{};switch(t.source){case"numpy":return"NumPy arrays, sliced by Keras's own pipeline";case"generator":return"a Python generator, run by Keras in one thread";case"PyDataset":return`${n.class||"PyDataset"} (workers=${n.workers??1}, use_multiprocessing=${n.use_multiprocessing?"True":"False"})`;default:return"a tf.data pipeline, as it will run"}}function hp(e){if(Xe(e)!==ie.input_pipeline)return null;let t=e.evidence&&e.evidence.transformation;return typeof t=="number"?t:null}var rx=720,sx=900,Jr=180,Dt={right:8,top:10,bottom:22},ox=22;function ix(e,t){let{bars:n,yMax:r}=Ta(e);if(!n.length)return p("p",{class:"muted"},"No step timings.");let s=$a(e),o=Math.max(r,...s.map($=>$.waitMs),.001),i=`${Q(o,2)} ms`,a=ox+Math.ceil(wt(i,At))+4,l=t-a-Dt.right,c=Jr-Dt.top-Dt.bottom,u=n[0].step,d=n[n.length-1].step,m=Math.max(1,d-u+1),b=$=>a+($-u)/m*l,_=$=>Dt.top+c-Math.min($,o)/o*c,k=Math.max(1,l/n.length-.5),v=n.flatMap($=>$.parts.map(A=>A.ms>0?U("rect",{class:A.cls,x:b($.step)-k,y:_(A.y1),width:k,height:Math.max(.5,_(A.y0)-_(A.y1))},U("title",null,`step ${$.step}: ${A.label} ${Q(A.ms,3)}`)):null)),E=s.map($=>U("g",{class:"stall-mark","data-step":$.step},U("line",{x1:b($.step),x2:b($.step),y1:Dt.top,y2:Dt.top+c}),U("circle",{cx:b($.step),cy:_($.waitMs),r:3.5}),U("title",null,$.text))),g=[U("line",{class:"axis",x1:a,x2:a+l,y1:Dt.top+c,y2:Dt.top+c}),U("text",{class:"tick",x:a-4,y:Dt.top+8,"text-anchor":"end"},i),U("text",{class:"tick",x:a-4,y:Dt.top+c,"text-anchor":"end"},"0"),U("text",{class:"tick",x:a,y:Jr-6},`step ${u}`),U("text",{class:"tick",x:a+l,y:Jr-6,"text-anchor":"end"},`step ${d}`)],x=[U("text",{class:"tick",x:a+l/2,y:Jr-6,"text-anchor":"middle"},"step"),U("text",{class:"tick",x:10,y:Dt.top+c/2,"text-anchor":"middle",transform:`rotate(-90 10 ${Dt.top+c/2})`},"time per step")],S=U("svg",{class:"pipeline-chart",id:"pipeline-chart",viewBox:`0 0 ${t} ${Jr}`,width:t,height:Jr,role:"img","aria-label":"Step time split into input wait, compute and host time"},g,x,v,E);return ht(S,{kind:"svg",ticksX:2,ticksY:2,xTitle:"step",yTitle:"time per step"}),S}function ax(e){let{bars:t}=Ta(e),n=t.length?t[0].parts:[];return p("div",{class:"pipeline-legend"},n.map(r=>p("span",{class:"legend-item"},p("span",{class:`swatch ${r.cls}`}),r.label)),$a(e).length?p("span",{class:"legend-item"},p("span",{class:"swatch stall"}),cp(e)):null)}function mp(e,t){return p("li",{class:`pipeline-lint ${e.severity||""}`},p("button",{type:"button",class:"link-button",onclick:()=>t.openFinding(e.findingIndex)},e.summary))}function lx(e,t,n,r){let s=dp(e,t);return p("ol",{class:"pipeline-chain",id:"pipeline-chain"},s.map(o=>p("li",{class:`pipeline-link${o.lints.length?" has-lint":""}${r===o.index?" focused":""}`,"data-index":o.index,"data-kind":o.kind},p("code",null,o.code),o.tags.length?p("span",{class:"link-tags muted"},o.tags.join(" · ")):null,o.lints.length?p("ul",{class:"link-lints"},o.lints.map(i=>mp(i,n))):null)))}function cx(e,t){Re("trainhealth-input-pipeline-style",ip),e.id="input-pipeline",e.hidden=!0;let n=null,r=null,s=null,o=p("p",{class:"pipeline-headline",id:"pipeline-share",role:"status"}),i=p("div",{class:"pipeline-chart-box"}),a=be({id:"pipeline-time-card",title:"Step time",aside:"input wait · compute · host, per step"},o,i),l=p("p",{class:"muted small",id:"pipeline-source"}),c=p("ul",{class:"pipeline-lints",id:"pipeline-lints"}),u=p("div",{class:"pipeline-chain-box"}),d=be({id:"pipeline-chain-card",title:"The pipeline",aside:"its transformations, as it will run"},l,c,u),m=p("div",{id:"pipeline-corrected"}),b=be({id:"pipeline-fixed-card",title:"The corrected pipeline",hidden:!0},m);D(e,at(t.title),a,d,b);let _=null;function k(g){_=g,D(i,ax(g),ix(g,Math.min(sx,i.clientWidth||rx))),v.sync()}let v=on(i,()=>_&&k(_));function E(g,x){o.textContent=lp(g),k(g);let S=g.pipeline;d.hidden=!S,S&&(l.textContent=`From ${pp(g)}.`,D(c,fp(g,x).map($=>mp($,t))),D(u,lx(g,x,t,r))),b.hidden=!(S&&S.corrected),D(m,S&&S.corrected?Cn(S.corrected):null)}return{async update(g,x){let S=ap(x);if(xt(e,!!S),!S)return;s={summary:S,diagnosis:x};let $=`${g}
${JSON.stringify(S)}
${JSON.stringify(x.findings||[])}
${r}`;$!==n&&(n=$,E(S,x))},focusFinding(g){if(Xe(g)!==ie.input_pipeline||e.hidden)return!1;r=hp(g),s&&E(s.summary,s.diagnosis);let x=r!==null&&u.querySelector(`[data-index="${r}"]`)||g.kind&&a;return x&&x.scrollIntoView&&x.scrollIntoView({block:"center",behavior:"smooth"}),!0},retheme(){},destroy(){v.disconnect(),D(e)}}}var gp={area:ie.input_pipeline,create:cx};var yp={shapes:_d,nonfinite:lf,memory:kf,gradients:Bf,convergence:Zf,attention:op,input_pipeline:gp};var Aa=12,ux=2,Na=e=>e!==null&&typeof e=="object"&&!Array.isArray(e);function bp(e){if(Array.isArray(e)){if(!e.length)return"none";if(e.some(n=>n!==null&&typeof n=="object"))return Ae(e.length,"item");let t=e.slice(0,Aa).map(qe).join(", ");return e.length>Aa?`${t} and ${e.length-Aa} more`:t}return Na(e)&&!Object.keys(e).length?"none":qe(e)}function Ma(e,t=[]){if(!Na(e))return[{key:t.join(" › ")||"Value",value:bp(e)}];let n=[];for(let[r,s]of Object.entries(e)){let o=[...t,is(r)];Na(s)&&Object.keys(s).length&&o.length<ux?n.push(...Ma(s,o)):n.push({key:o.join(" › "),value:bp(s)})}return n}function Mo(e){return{area:e,create:(t,n)=>dx(t,n,e)}}function dx(e,t,n){e.id=`area-${n}`,e.hidden=!0;let r=p("tbody");D(e,at(t.title),be({id:`area-${n}-summary`,className:"generic-card",title:"Summary",aside:"what the diagnosis reports; this area has no view of its own yet"},p("table",{class:"evidence-table generic-summary"},r)));let s=null;return{async update(o,i){let a=i&&i.areas?i.areas[n]:void 0,l=a!=null;xt(e,l);let c=l?JSON.stringify(a):null;!l||c===s||(s=c,D(r,Ma(a).map(({key:u,value:d})=>p("tr",null,p("th",{scope:"row"},u),p("td",null,d)))))},focusFinding:()=>!1,retheme(){},destroy(){D(e)}}}function wp(){return mn.map(e=>fx(e.name))}function fx(e){let t=yp[e];if(!t)return Mo(e);if(t.area!==e)throw new Error(`area ${e}: its tab_view is the view of ${t.area}`);return t}var xp=`/* Compare two runs (compare.js, compare_chart.js). Colours follow the theme
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
`;var vp=e=>new Set(String(e).toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/).filter(t=>t.length>=2&&!/^[0-9]+$/.test(t)));function _p(e,t){let n=vp(t),r=(Array.isArray(e)?e:[]).filter(o=>o&&typeof o.run=="string"&&o.run!==t).map((o,i)=>[o,[...vp(o.run)].filter(a=>n.has(a)).length,i]);return{similar:r.filter(([,o])=>o>0).sort(([,o,i],[,a,l])=>a-o||i-l).map(([o])=>o),others:r.filter(([,o])=>o===0).map(([o])=>o)}}function kp(e,t,n){return typeof e=="string"&&e!==n&&t.includes(e)?e:null}function Sp(e){let t=e.map(r=>{let s=new Map;return r&&r.xs.forEach((o,i)=>s.set(o,r.ys[i])),s}),n=[...new Set(t.flatMap(r=>[...r.keys()]))].sort((r,s)=>r-s);return{xs:n,ys:t.map(r=>n.map(s=>r.has(s)?r.get(s):null))}}function Ep(e,t){let n=t.xs.length;if(!n)return{alert:!1,text:`${e}: no loss values were logged yet.`};let r=t.nonfinite;if(!r.length)return{alert:!1,text:`${e}: ${Ae(n,"step")} logged; all finite.`};let s=qn(r[0].value)||"NaN";return{alert:!0,text:`${e}: the loss became ${s} at step ${r[0].step} (${Ae(r.length,"non-finite step")} marked).`}}function Tp(e,t){let n=[];for(let r of e)for(let s of r||[])n.includes(s)||n.push(s);return{stats:n,stat:Ao(n,t)}}function Ca(e){return[...new Set(e.flatMap(t=>Array.isArray(t)?t.map(String):[]))]}function $p(e){let t=e.filter(Boolean).map(wo);if(!t.length)return null;let{logScale:n,stat:r}=t[0];return xo(t.flatMap(s=>s.values),{logScale:n,stat:r})}function Ap(e){let t=e&&typeof e.areas=="object"?e.areas:null,n=t&&t.input_pipeline&&t.input_pipeline.timing,r=i=>typeof i=="number"&&Number.isFinite(i);if(!n||!r(n.mean_step_ms))return null;let s=r(n.mean_wait_ms)?`, ${Q(n.mean_wait_ms)} ms of it waiting for input`+(r(n.input_share)?` (${Mr(n.input_share)})`:""):"",o=r(n.steps)?` over ${Ae(n.steps,"step")}`:"";return`Step ${Q(n.mean_step_ms)} ms${s}${o}.`}var Np=[["--accent","#1967d2"],["--compare-second","#e8710a"]];function Mp(e){let t=p("div",{class:"compare-loss-notes",id:"compare-loss-notes",role:"status"}),n=p("div",{class:"chart-box",id:"compare-loss-plot"}),r=oa(n,{toggleId:"compare-loss-log-scale"});return D(e,p("div",{class:"card-head"},p("h3",null,`${le(Je.loss)} of both runs`),r.toggle),t,n),{update(s){let o=[],i=s.map((l,c)=>{let u=Np[c%Np.length];if(!l.series)return{run:l.run,color:u,alert:!1,text:`${l.run}: ${l.note}`};let d=sa(l.series);return d.xs.length&&o.push({run:l.run,color:u,prepared:d}),{run:l.run,color:u,...Ep(l.run,d)}});if(D(t,i.map(l=>p("p",{class:`chart-note ${l.alert?"alert":"muted"}`,"data-run":l.run},p("span",{class:"compare-swatch",style:`background: var(${l.color[0]})`,"aria-hidden":"true"}),l.text))),e.dataset.series=JSON.stringify(o.map(l=>l.run)),!o.length)return r.draw(null);let a=Sp(o.map(l=>l.prepared));r.draw({xs:a.xs,markers:o.map(l=>l.prepared.nonfinite[0]).filter(Boolean),series:o.map((l,c)=>({label:l.run,stroke:l.color,ys:a.ys[c]}))})},retheme:()=>r.redraw(),destroy:()=>r.destroy()}}var Ss=Object.keys($n),Cp=e=>{let t=Ss.indexOf(e);return t<0?Ss.length:t};function Ip(e){let t=Object.fromEntries(Ss.map(n=>[n,0]));for(let n of e)n&&n.status in t&&t[n.status]++;return t}function La(e,{status:t="",text:n=""}={},r=null){let s=String(n||"").trim().toLowerCase();return e.filter(o=>o.run===r||(!t||o.status===t)&&(!s||o.run.toLowerCase().includes(s)))}var Lp=e=>e.counts&&e.counts.critical||0,Op=e=>e.counts&&e.counts.warning||0;function Es(e){return e.filter(t=>t&&typeof t.run=="string").map((t,n)=>[t,n]).sort(([t,n],[r,s])=>Cp(t.status)-Cp(r.status)||Lp(r)-Lp(t)||Op(r)-Op(t)||n-s).map(([t])=>t)}function Rp(e){let t=Es(e),n=t.find(r=>r.status!=="unreadable")||t[0];return n?n.run:null}function Ts(e){return`${e.run} — ${$n[e.status]||e.status}`}function Co(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}function Fp(e){return Array.isArray(e)&&e.some(t=>t&&t.status==="pending")}function Pp(e,t){let n=t&&Array.isArray(e)?e.find(r=>r&&r.run===t.run):null;return!n||n.status!=="pending"||typeof t.status!="string"||t.status==="pending"?!1:(n.status=t.status,n.counts=Xs(t.findings),!0)}var Dp="tb-trainhealth:compare",jp=["a","b"],Lo=()=>Nn(Dp),Bp=e=>rn(Dp,{...Lo(),...e});function Hp(){let e=Lo();return typeof e.with=="string"?e.with:null}function Io(e){Bp({with:e||null})}function hx(e){return p("span",{class:`badge status-${e}`},$n[e]||e)}function Oo(e){return p("option",{value:e.run,"data-status":e.status},Ts(e))}function Vp({onchange:e}){let{select:t,element:n}=Hr("Compare with…",{id:"compare-select",onchange:r=>e(r||null)});return n.classList.add("compare-picker"),n.hidden=!0,{element:n,update(r,s,o){let{similar:i,others:a}=_p(r,s),l=JSON.stringify([i,a].map(c=>c.map(Ts)));t.dataset.options!==l&&(D(t,p("option",{value:""},"None"),i.length?p("optgroup",{label:"Similar names"},i.map(Oo)):null,a.length?p("optgroup",{label:i.length?"Other runs":"Runs"},a.map(Oo)):null),t.dataset.options=l),t.value=o||"",n.hidden=i.length+a.length===0},hide(){n.hidden=!0}}}function Wp(e,{onOpen:t,onSwap:n,onClose:r}){Re("trainhealth-compare-style",xp);let s=0,o=0,i=[null,null],a=[null,null],l=typeof Lo().stat=="string"?Lo().stat:null,c={diagnosis:[null,null],loss:null},u=mx({onSwap:n,onClose:r}),d=u.title,m=jp.map(gx),b=p("section",{class:"card chart-card",id:"compare-loss"}),_=Mp(b),k=Hr("Statistic",{id:"compare-stat",onchange:L=>{l=L,Bp({stat:l}),B(s)}}),v=p("p",{class:"chart-note muted",id:"compare-heatmap-note"}),E=jp.map(yx),g=be({id:"compare-heatmaps",className:"compare-heatmap-card",title:"Gradient health by layer",aside:k.element},v,E.map(L=>L.el)),x=p("div",{id:"compare-view",class:"compare-view"},u.element,p("div",{class:"compare-grid",id:"compare-runs"},m.map(L=>L.el)),b,g);D(e,x);function S(){c={diagnosis:[null,null],loss:null},a=[null,null],m.forEach((L,z)=>{L.el.dataset.run=i[z],L.name.textContent=i[z],zp(L),tt(L.error,null),D(L.findings,p("p",{class:"muted"},"Loading…"))}),_.update(i.map(L=>({run:L,series:null,note:"loading…"}))),E.forEach((L,z)=>{L.text=null,L.el.dataset.run=i[z],L.name.textContent=i[z],L.note.textContent="Loading…",tt(L.error,null),L.heatmap.clear()}),v.textContent=""}function $(L,z){let V=m[L],I=i[L];if(z.error){c.diagnosis[L]=null,a[L]=null,zp(V),D(V.findings),tt(V.error,`Could not load the diagnosis of run "${I}": ${z.error.message}`);return}if(tt(V.error,null),z.text===c.diagnosis[L])return;c.diagnosis[L]=z.text;let O=z.body;a[L]=O;let N=Array.isArray(O.findings)?O.findings:[];V.el.dataset.status=String(O.status||""),D(V.badge,O.status?hx(O.status):null),V.counts.textContent=Co(Xs(N));let R=Ap(O);V.stepTime.hidden=!R,V.stepTime.textContent=R||"",Zs(V.findings,N,{showKind:!0,onSelect:C=>t(I,C)})}async function A(L){let z=a.map(N=>!!N&&(!Array.isArray(N.series)||N.series.includes(Je.loss))),V=await Promise.allSettled(i.map((N,R)=>z[R]?zs(N,Je.loss):null));if(L!==s)return;let I=V.map((N,R)=>{let C=i[R];if(!z[R])return{run:C,series:null,note:a[R]?mo(a[R]):"its diagnosis could not be loaded."};if(N.status==="rejected")return{run:C,series:null,note:sr($t(le(Je.loss)),N.reason)};let F=N.value.body;return typeof F.run=="string"&&F.run!==C?{run:C,series:null,note:"no loss (an answer for another run)."}:{run:C,series:F,text:N.value.text}}),O=JSON.stringify(I.map(N=>[N.run,N.text||N.note]));O!==c.loss&&(c.loss=O,_.update(I))}async function B(L){let z=a.map($o),V=Tp(z.map(C=>C&&C.stats),l);l=V.stat,_s(k.select,V.stats,l,le);let I=l,O=I?$t(le(I)):"gradient statistics",N=z.map(C=>!!(C&&I&&C.stats.includes(I))),R=Ca(z.map(C=>C&&C.layers));o++,x.dataset.heatmapLoading="true";try{let C=await Promise.allSettled(E.map((j,Y)=>N[Y]?Un(i[Y],I,Wr(j.heatmap.plotWidth(R))):null));if(L!==s||I!==l)return;let F=C.map((j,Y)=>N[Y]&&j.status==="fulfilled"&&(typeof j.value.body.run!="string"||j.value.body.run===i[Y])?j.value.body:null),H=$p(F),se=Ca(F.map(j=>j&&j.layers));E.forEach((j,Y)=>bx(j,{has:N[Y],summary:z[Y],answer:C[Y],body:F[Y],stat:I,what:O,range:H,labels:se})),v.textContent=F.filter(Boolean).length>1?"One colour scale for both runs: the same colour is the same value.":""}finally{--o===0&&delete x.dataset.heatmapLoading}}return{async update(L,z){let V=++s,I=[L,z],O=I.some((R,C)=>R!==i[C]);i=I,x.dataset.runs=JSON.stringify(i),O&&(D(d,"Comparing ",p("strong",null,L)," with ",p("strong",null,z)),m.forEach((R,C)=>R.open.onclick=()=>t(I[C],null)),S());let N=await Promise.allSettled(i.map(R=>js(R)));V===s&&(N.forEach((R,C)=>{if(R.status==="rejected")return $(C,{error:R.reason});let F=R.value.body;if(typeof F.run=="string"&&F.run!==i[C])return $(C,{error:new Error("the answer was for another run")});$(C,R.value)}),await Promise.all([A(V),B(V)]))},retheme(){_.retheme();for(let L of E)L.heatmap.redraw()},destroy(){s++,_.destroy();for(let L of E)L.heatmap.destroy();D(e)}}}function mx({onSwap:e,onClose:t}){let n=p("h2",{class:"compare-title",id:"compare-title"}),r=p("button",{type:"button",class:"button",id:"compare-swap",title:"Show the second run first",onclick:()=>e()},"⇄ Swap"),s=p("button",{type:"button",class:"button",id:"compare-close",title:"Show one run, with its flowchart and evidence",onclick:()=>t()},"← Back to one run");return{title:n,element:p("div",{class:"compare-bar"},n,r,s)}}function gx(e){let t=p("h3",{class:"compare-run-name"}),n=p("span",{class:"compare-run-status"}),r=p("span",{class:"muted small compare-run-counts"}),s=p("button",{type:"button",class:"button small-button compare-open",title:"Show this run alone"},"Open"),o=p("div",{class:"compare-findings"}),i=p("p",{class:"error-text",role:"alert",hidden:!0}),a=p("p",{class:"compare-step-time",hidden:!0}),l=p("section",{class:"card compare-run",id:`compare-run-${e}`,"data-slot":e},p("div",{class:"card-head compare-run-head"},t,n,r,s),i,a,o);return{slot:e,el:l,name:t,badge:n,counts:r,open:s,findings:o,error:i,stepTime:a}}function zp(e){delete e.el.dataset.status,D(e.badge),e.counts.textContent="",e.stepTime.hidden=!0}function yx(e){let t=p("h4",{class:"compare-heatmap-run"}),n=p("p",{class:"chart-note muted compare-heatmap-note"}),r=p("p",{class:"error-text",role:"alert",hidden:!0}),s=p("div",{class:"heatmap-box"}),o=p("div",{class:"compare-heatmap",id:`compare-heatmap-block-${e}`,"data-slot":e},t,n,r,s),i=Gr(s,{id:`compare-heatmap-${e}`,idPrefix:`compare-heatmap-${e}`});return{slot:e,el:o,name:t,note:n,error:r,heatmap:i,text:null}}function bx(e,{has:t,summary:n,answer:r,body:s,stat:o,what:i,range:a,labels:l}){if(!t){e.text=null,e.heatmap.clear(),tt(e.error,null),e.note.textContent=n?`This run logged no ${i}.`:"This run logged no gradient statistics (it has no gradient health data).";return}if(!s){e.text=null,e.heatmap.clear(),e.note.textContent="",tt(e.error,r.status==="rejected"?sr(i,r.reason):`No ${i} for this run.`);return}tt(e.error,null);let c=JSON.stringify([r.value.text,a,l]);c!==e.text&&(e.text=c,e.heatmap.setData(s,{label:le(o),range:a,labels:l}),e.note.textContent=No(o,Vr(s)))}function Gp(e){D(e,p("section",{id:"empty-state",class:"card empty-state"},p("h2",null,"No training health data yet"),p("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),p("h3",null,"1. Keras: add the callback"),Cn(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),p("h3",null,"2. Or instrument every fit() in the process"),Cn(`import tb_trainhealth

tb_trainhealth.autolog()`),p("h3",null,"3. Or run an unchanged script"),Cn("tb-trainhealth run train.py","shell"),p("h3",null,"Then open TensorBoard"),Cn("tensorboard --logdir logs","shell"),p("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var wx="app-header-reload .reload-button, app-header-reload button";function xx(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function Yp(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function Up(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),s=c=>{r=Date.now(),e({reason:c})},o=xx();if(o){let c=u=>{let d=u.target;d&&typeof d.closest=="function"&&d.closest(wx)&&setTimeout(()=>s("tensorboard-reload"),0)};o.addEventListener("click",c,!0),n.push(()=>o.removeEventListener("click",c,!0))}let i=setInterval(()=>{Yp()&&Date.now()-r>=t-50&&s("timer")},Math.min(t,5e3));n.push(()=>clearInterval(i));let a=()=>{Yp()&&Date.now()-r>=t&&s("visible")};document.addEventListener("visibilitychange",a),n.push(()=>document.removeEventListener("visibilitychange",a));let l=()=>n.splice(0).forEach(c=>c());return window.addEventListener("pagehide",l,{once:!0}),{stop:l,markRefreshed:()=>r=Date.now()}}var In=e=>e==null?"n/a":Q(e,4);function vx(e){if(e.action==="batch_size"){let o=e.batch_size||{};return`Step ${e.step}: ${e.why}. Fit went on at batch size ${o.to} (was ${o.from}) from epoch ${e.from_epoch}.`}if(e.action==="skipped")return _x(e);let[t,n]=Array.isArray(e.undone_steps)?e.undone_steps:[null,null],r=`Step ${e.step}: ${String(e.problem).replace(/_/g," ")} (${e.why}). Rolled back to step ${e.rolled_back_to}; the updates of steps ${t}-${n} were undone.`,s=e.learning_rate;if(s&&typeof s=="object"){let o=s.for_steps===null||s.for_steps===void 0?"for the rest of the fit":`for ${s.for_steps} steps`;r+=` Learning rate ${In(s.from)} → ${In(s.to)} ${o}.`}return e.clipnorm&&(r+=` Gradients clipped at global norm ${In(e.clipnorm)}.`),r+=` Loss before ${In(e.loss_before)}, at the step ${In(e.loss_at)}, after ${In(e.loss_after)}.`,r}function _x(e){let t=Array.isArray(e.steps)&&e.steps.length?e.steps:[e.step],n=Array.isArray(e.epochs)?e.epochs:[],r=Array.isArray(e.records)?` (records ${e.records[0]}–${e.records[1]-1} of the training arrays)`:"",s=`${String(e.problem).replace(/_/g," ")} (${e.why})`;return t.length===1?`Step ${t[0]}: ${s}. Its update was skipped, nothing else undone: batch ${e.batch} of epoch ${e.epoch}${r}.`:`Batch ${e.batch}${r} was bad in ${t.length} epochs (${n.join(", ")}; steps ${t.join(", ")}): ${s}. Its update was skipped each time, nothing else undone. Remove or repair these records, and shuffle the data.`}function Kp(e){let t=e.repairs.map(a=>p("li",null,vx(a))),n=e.gave_up;n&&t.push(p("li",{class:"repair-gave-up"},`Step ${n.step}: heal gave up (${n.why}): ${n.reason}.`+(n.stopped===!1?"":" The run stopped.")));let r=e.learning,s=!n&&r&&r.went_on===!1;s&&t.push(p("li",{class:"repair-gave-up"},`Heal kept the run going, but its loss did not come back below where it began (${In(r.began)} at the start, ${In(r.ended)} at the end): not healed. The findings say what to fix.`));let o=e.repairs.length,i=n||s?"Repairs: did not help":`Healed: ${o} repair${o===1?"":"s"}`;return p("div",{class:"repairs",id:"repairs"},p("h4",null,i),p("ul",null,t))}var Ro="tb-trainhealth:selection",kx=3e3,Sx=new Set(["pending","unreadable","healed"]),Oa=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null,this.compareRun=null,this.compareView=null,this.areaViews=[];let n=Nn(Ro);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.savedCompare=Hp(),this.buildShell()}buildShell(){this.select=p("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=p("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=p("span",{id:"run-counts",class:"muted"}),this.updated=p("span",{id:"last-updated",class:"muted"}),this.refreshButton=p("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},p("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=p("label",{class:"run-picker"},p("span",null,"Run"),this.select),this.comparePicker=Vp({onchange:t=>this.setCompare(t)}),this.filter={status:"",text:""},this.statusFilter=p("select",{id:"run-status-filter",class:"th-select","aria-label":"Show runs of status",onchange:()=>this.setFilter({status:this.statusFilter.value})}),this.nameFilter=p("input",{id:"run-name-filter",type:"search",class:"th-input",placeholder:"Filter runs by name","aria-label":"Filter runs by name",oninput:()=>this.setFilter({text:this.nameFilter.value})}),this.runFilters=p("span",{class:"run-filters",hidden:!0},this.statusFilter,this.nameFilter),this.banner=p("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=p("main",{id:"content"},p("p",{class:"muted loading-text"},"Loading…")),D(this.root,p("header",{class:"th-header"},p("h1",null,"Training Health"),this.runPicker,this.comparePicker.element,this.runFilters,this.statusBadge,this.counts,p("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,D(this.banner,p("strong",null,"Error: "),t)}buildRunView(){this.destroyCompareView(),this.view="run",this.flowBox=p("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=p("section",{id:"findings",class:"card findings"}),this.panel=p("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=p("section",{id:"loss-chart",class:"card chart-card"}),this.destroyAreaViews(),D(this.content,p("div",{class:"th-grid"},p("section",{class:"card flowchart-card"},p("div",{class:"card-head"},p("h3",null,"Triage flowchart"),p("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),p("div",{class:"col-main"},this.chartBox),p("aside",{class:"col-side"},this.findingsBox,this.panel))),this.chart&&this.chart.destroy(),this.chart=ud(this.chartBox),this.viewAreas=new Set;for(let t of wp())this.addAreaView(t,this.viewContext(t.area));this.diagnosisText=null,this.flow=null}addAreaView(t,n){let r=p("div",{class:"area-section","data-area":t.area});this.content.append(r),this.areaViews.push(t.create(r,n)),this.viewAreas.add(t.area)}addViewsForUndeclaredAreas(t){let n=t&&t.areas&&typeof t.areas=="object"?t.areas:{};for(let r of Object.keys(n))this.viewAreas.has(r)||this.addAreaView(Mo(r),{area:r,title:r,openFinding:s=>this.openFinding(s)})}viewContext(t){return{area:t,title:oi(t).title,openFinding:n=>this.openFinding(n)}}hideAreaViews(t){for(let n of this.content.querySelectorAll(":scope > .area-section"))n.hidden=t}destroyAreaViews(){for(let t of this.areaViews.splice(0))t.destroy();this.viewAreas&&this.viewAreas.clear()}buildCompareView(){this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.destroyCompareView(),this.view="compare",this.flow=null,this.compareView=Wp(this.content,{onOpen:(t,n)=>this.openRun(t,n),onSwap:()=>this.selectRun(this.compareRun),onClose:()=>this.setCompare(null)})}destroyCompareView(){this.compareView&&this.compareView.destroy(),this.compareView=null}setCompare(t){this.compareRun=t||null,Io(this.compareRun),this.show()}openRun(t,n){this.compareRun=null,Io(null),this.run=t,this.nodeId=n||null,rn(Ro,{run:t,node:this.nodeId}),this.scrollToTop(),this.show()}ensureView(){this.compareRun&&this.view!=="compare"&&this.buildCompareView(),!this.compareRun&&this.view!=="run"&&this.buildRunView()}async show(){this.ensureView(),this.updateRunPicker(),this.diagnosisText=null;let t=++this.seq;this.root.dataset.loading="true";try{await this.loadCurrent(t)}finally{t===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}showEmpty(){this.destroyCompareView(),this.comparePicker.hide(),this.chart&&this.chart.destroy(),this.chart=null,this.destroyAreaViews(),this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",Gp(this.content)}showFatal(t){this.view==="run"||this.view==="compare"||this.view==="empty"||(this.view="error",D(this.content,p("section",{class:"card error-state",id:"error-state"},p("h2",null,"Could not load Training Health"),p("p",null,t),p("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}setFilter(t){this.filter={...this.filter,...t};let n=La(Es(this.runs||[]),this.filter);this.updateRunPicker(),n.length&&!n.some(r=>r.run===this.run)&&this.selectRun(n[0].run)}updateStatusFilter(){let t=this.runs||[],n=Ip(t),r=Ss.filter(o=>!Sx.has(o)||n[o]>0||this.filter.status===o),s=["",...r].map(o=>`${o}|${o?n[o]:t.length}`).join(`
`);this.statusFilter.dataset.options!==s&&(D(this.statusFilter,p("option",{value:""},`All runs (${t.length})`),r.map(o=>p("option",{value:o,"data-count":String(n[o]),disabled:n[o]===0&&this.filter.status!==o},`${$n[o]} (${n[o]})`))),this.statusFilter.dataset.options=s),this.statusFilter.value=this.filter.status,this.runFilters.hidden=t.length<2}updateRunPicker(){this.updateStatusFilter();let t=La(Es(this.runs||[]),this.filter,this.run),n=[...this.select.options].map(o=>`${o.value}|${o.textContent}`).join(`
`),r=t.map(o=>`${o.run}|${Ts(o)}`).join(`
`);n!==r&&D(this.select,t.map(Oo)),this.select.value=this.run,this.runPicker.hidden=!1,this.comparePicker.update(Es(this.runs||[]),this.run,this.compareRun);let s=(this.runs||[]).find(o=>o.run===this.run);s&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${s.status}`,this.statusBadge.textContent=$n[s.status]||s.status,this.counts.textContent=Co(s.counts))}async refresh({reason:t}={}){let n=++this.seq;this.root.dataset.refreshesStarted=String((Number(this.root.dataset.refreshesStarted)||0)+1),this.root.dataset.startReason=t||"",this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await gl()}catch(i){if(n!==this.seq)return;let a=`Could not load the list of runs: ${i.message}`;this.showBanner(a),this.showFatal(a);return}if(n!==this.seq)return;let s=Array.isArray(r.body.runs)?r.body.runs.filter(i=>i&&typeof i.run=="string"):[];if(this.runs=s,this.pollPending(s),!s.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let o=s.map(i=>i.run);if(!o.includes(this.run)){let i=this.savedRun&&o.includes(this.savedRun)?this.savedRun:null;this.nodeId=i?this.savedNode:null,this.savedRun=null,this.run=i||Rp(s)}this.compareRun=kp(this.savedCompare!==null?this.savedCompare:this.compareRun,o,this.run),this.savedCompare=null,this.ensureView(),this.updateRunPicker(),await this.loadCurrent(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}pollPending(t){clearTimeout(this.pendingTimer),this.pendingTimer=Fp(t)?setTimeout(()=>this.refresh({reason:"pending"}),kx):null}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){t!==this.run&&(t===this.compareRun&&(this.compareRun=this.run,Io(this.compareRun)),this.run=t,this.nodeId=null,rn(Ro,{run:t,node:null}),this.scrollToTop(),await this.show())}async loadCurrent(t){if(this.view!=="compare")return this.loadRun(t);this.showBanner(null),await this.compareView.update(this.run,this.compareRun)}current(t,n){return t===this.seq&&n===this.run}async loadRun(t){let n=this.run,[r]=await Promise.allSettled([js(n)]);if(!this.current(t,n))return;let s=r.status==="fulfilled"?r.value.body:null;if(s&&typeof s.run=="string"&&s.run!==n)return;let o=!s||!Array.isArray(s.series)||s.series.includes(Je.loss),[i]=o?await Promise.allSettled([zs(n,Je.loss)]):[null];if(!this.current(t,n))return;let a=!0;if(r.status==="fulfilled")Pp(this.runs,r.value.body)&&this.updateRunPicker(),this.applyDiagnosis(r.value.body,r.value.text);else{a=!1;let d=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,D(this.flowBox,p("p",{class:"error-text"},d)),D(this.findingsBox,p("h3",null,"Findings"),p("p",{class:"muted"},"Unavailable.")),D(this.panel,p("h3",null,"Evidence"),p("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(d)}if(!i)this.chart.showNote(mo(s));else if(i.status==="fulfilled")this.chart.update(i.value.body,i.value.text,s&&s.repairs);else{let d=i.reason;this.chart.showError(d.status===404||d.status===400?`No loss series for this run: ${d.message}`:`Could not load the loss series: ${d.message}`)}if(this.hideAreaViews(!a),!a)return;this.showBanner(null),this.addViewsForUndeclaredAreas(this.diagnosis);let l=this.areaViews.slice(),c=await Promise.allSettled(l.map(d=>d.update(n,this.diagnosis)));if(!this.current(t,n))return;let u=c.find(d=>d.status==="rejected");if(u)throw u.reason}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],s=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!s.some(o=>o.id===this.nodeId)&&(this.nodeId=null),this.flow=Sc(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:o=>this.selectNode(o,{scroll:!0})}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];Zs(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(l,c)=>{this.selectNode(l),this.areaViews.map(d=>d.focusFinding(c)).filter(Boolean).length||this.scrollToPanel()}});let s=Array.isArray(t.warnings)?t.warnings.filter(l=>typeof l=="string"):[];s.length&&this.findingsBox.append(p("div",{class:"log-warnings",id:"log-warnings"},p("h4",null,`Log warnings (${s.length})`),p("ul",null,s.map(l=>p("li",null,l)))));let o=t.repairs&&Array.isArray(t.repairs.repairs)?t.repairs:null;o&&this.findingsBox.append(Kp(o));let i=t.capture&&t.capture.overhead_budget;i&&Number(i.full_every)>1&&this.findingsBox.append(p("p",{class:"capture-budget",id:"capture-budget"},`Capture: per-layer statistics every ${i.full_every} steps, to hold its overhead budget of ${Number((100*Number(i.overhead_budget)).toPrecision(2))}% (${String(i.reason||"")}). The loss, the NaN/Inf check and the first bad step are exact at every step.`));let a=r.find(l=>l.id===this.nodeId);a?Lc(this.panel,a,n,{onClose:()=>this.selectNode(null)}):Cc(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,rn(Ro,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.scrollToPanel()}scrollToPanel(){this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"start",behavior:"smooth"})}scrollToTop(){let t=document.scrollingElement||document.documentElement;t&&(t.scrollTop=0)}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let s=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!s)return;s.classList.add("focused");let o=s.getBoundingClientRect().top;(o<64||o>window.innerHeight-120)&&s.scrollIntoView&&s.scrollIntoView({block:"start",behavior:"smooth"})}},Bt=null;function Xk(){if(Bt)return Bt;Re("trainhealth-style",`${ul}
${dl}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",Bt=new Oa(e),id(()=>{Bt.chart&&Bt.chart.retheme(),Bt.compareView&&Bt.compareView.retheme();for(let n of Bt.areaViews)n.retheme()});let t=Up(n=>Bt.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;Bt.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),Bt.refresh({reason:"initial"}).then(()=>t.markRefreshed()),Bt}export{Xk as render};
