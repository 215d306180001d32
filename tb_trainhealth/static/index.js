/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */
var Sl='.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';var Ml=`/* Training Health tab. Colours are CSS variables switched by
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
#run-select {
  font: inherit;
  color: var(--fg);
  background: var(--card);
  border: 1px solid var(--card-border);
  border-radius: 6px;
  padding: 5px 8px;
  min-width: 220px;
  max-width: 420px;
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
`;var vr=class extends Error{constructor(t,n){super(t),this.name="ApiError",this.status=n}};async function Jn(e){let t;try{t=await fetch(e,{headers:{Accept:"application/json"},cache:"no-store",credentials:"same-origin"})}catch(s){throw new vr(`Could not reach TensorBoard (${s&&s.message?s.message:s}). Is it still running?`,0)}let n=await t.text(),r=null;try{r=n?JSON.parse(n):null}catch{r=null}if(!t.ok){let s=r&&typeof r.error=="string"&&r.error?r.error:`${t.status} ${t.statusText||"error"}`+(n&&!r?`: ${n.replace(/<[^>]*>/g," ").replace(/\s+/g," ").trim().slice(0,200)}`:"");throw new vr(s,t.status)}if(r===null||typeof r!="object")throw new vr(`The backend sent an unreadable answer for ${e}.`,t.status);return{body:r,text:n}}var Qt=encodeURIComponent;function Nl(){return Jn("runs")}function Tl(e){return Jn(`diagnosis?run=${Qt(e)}`)}function Al(e,t){return Jn(`series?run=${Qt(e)}&name=${Qt(t)}`)}function Ll(e,t){return Jn(`events?run=${Qt(e)}&kind=${Qt(t)}`)}function xr(e,t,n){let r=n?`&max_columns=${Qt(String(n))}`:"";return Jn(`gradients?run=${Qt(e)}&stat=${Qt(t)}${r}`)}function Cl(e,t){return Jn(`histograms?run=${Qt(e)}&layer=${Qt(t)}`)}var Sd="http://www.w3.org/2000/svg";function zs(e,t){for(let n of t.flat(1/0))n==null||n===!1||e.append(n instanceof Node?n:String(n));return e}function $l(e,t){for(let[n,r]of Object.entries(t||{}))r==null||r===!1||(n.startsWith("on")&&typeof r=="function"?e.addEventListener(n.slice(2),r):n==="dataset"?Object.assign(e.dataset,r):n==="text"?e.textContent=String(r):e.setAttribute(n,r===!0?"":String(r)));return e}function g(e,t,...n){return zs($l(document.createElement(e),t),n)}function me(e,t,...n){return zs($l(document.createElementNS(Sd,e),t),n)}function re(e,...t){return e.textContent="",zs(e,t)}function pn(e){return String(e).split("`").map((n,r)=>r%2?g("code",null,n):n)}function sn(e,t){if(document.getElementById(e))return;let n=document.createElement("style");n.id=e,n.textContent=t,document.head.append(n)}function Qn(e){try{let t=window.sessionStorage.getItem(e),n=t?JSON.parse(t):null;return n&&typeof n=="object"?n:{}}catch{return{}}}function En(e,t){try{window.sessionStorage.setItem(e,JSON.stringify(t))}catch{}}var Xl=Object.defineProperty,Md=(e,t,n)=>t in e?Xl(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,Nd=(e,t)=>{for(var n in t)Xl(e,n,{get:t[n],enumerable:!0})},Td=(e,t,n)=>Md(e,typeof t!="symbol"?t+"":t,n),eo={};Nd(eo,{Graph:()=>Dt,alg:()=>Ks});var Ad=Object.defineProperty,to=(e,t)=>{for(var n in t)Ad(e,n,{get:t[n],enumerable:!0})},qs=class{constructor(e){this._isDirected=!0,this._isMultigraph=!1,this._isCompound=!1,this._nodes={},this._in={},this._preds={},this._out={},this._sucs={},this._edgeObjs={},this._edgeLabels={},this._nodeCount=0,this._edgeCount=0,this._defaultNodeLabelFn=()=>{},this._defaultEdgeLabelFn=()=>{},e&&(this._isDirected="directed"in e?e.directed:!0,this._isMultigraph="multigraph"in e?e.multigraph:!1,this._isCompound="compound"in e?e.compound:!1),this._isCompound&&(this._parent={},this._children={},this._children["\0"]={})}isDirected(){return this._isDirected}isMultigraph(){return this._isMultigraph}isCompound(){return this._isCompound}setGraph(e){return this._label=e,this}graph(){return this._label}setDefaultNodeLabel(e){return typeof e!="function"?this._defaultNodeLabelFn=()=>e:this._defaultNodeLabelFn=e,this}nodeCount(){return this._nodeCount}nodes(){return Object.keys(this._nodes)}sources(){return this.nodes().filter(e=>Object.keys(this._in[e]).length===0)}sinks(){return this.nodes().filter(e=>Object.keys(this._out[e]).length===0)}setNodes(e,t){return e.forEach(n=>{t!==void 0?this.setNode(n,t):this.setNode(n)}),this}setNode(e,t){return e in this._nodes?(arguments.length>1&&(this._nodes[e]=t),this):(this._nodes[e]=arguments.length>1?t:this._defaultNodeLabelFn(e),this._isCompound&&(this._parent[e]="\0",this._children[e]={},this._children["\0"][e]=!0),this._in[e]={},this._preds[e]={},this._out[e]={},this._sucs[e]={},++this._nodeCount,this)}node(e){return this._nodes[e]}hasNode(e){return e in this._nodes}removeNode(e){if(e in this._nodes){let t=n=>this.removeEdge(this._edgeObjs[n]);delete this._nodes[e],this._isCompound&&(this._removeFromParentsChildList(e),delete this._parent[e],this.children(e).forEach(n=>{this.setParent(n)}),delete this._children[e]),Object.keys(this._in[e]).forEach(t),delete this._in[e],delete this._preds[e],Object.keys(this._out[e]).forEach(t),delete this._out[e],delete this._sucs[e],--this._nodeCount}return this}setParent(e,t){if(!this._isCompound)throw new Error("Cannot set parent in a non-compound graph");if(t===void 0)t="\0";else{t+="";for(let n=t;n!==void 0;n=this.parent(n))if(n===e)throw new Error("Setting "+t+" as parent of "+e+" would create a cycle");this.setNode(t)}return this.setNode(e),this._removeFromParentsChildList(e),this._parent[e]=t,this._children[t][e]=!0,this}parent(e){if(this._isCompound){let t=this._parent[e];if(t!=="\0")return t}}children(e="\0"){if(this._isCompound){let t=this._children[e];if(t)return Object.keys(t)}else{if(e==="\0")return this.nodes();if(this.hasNode(e))return[]}return[]}predecessors(e){let t=this._preds[e];if(t)return Object.keys(t)}successors(e){let t=this._sucs[e];if(t)return Object.keys(t)}neighbors(e){let t=this.predecessors(e);if(t){let n=new Set(t),r=this.successors(e);if(r)for(let s of r)n.add(s);return Array.from(n.values())}}isLeaf(e){var t;let n;return this.isDirected()?n=this.successors(e):n=this.neighbors(e),((t=n?.length)!=null?t:0)===0}filterNodes(e){let t=new this.constructor({directed:this._isDirected,multigraph:this._isMultigraph,compound:this._isCompound});t.setGraph(this.graph()),Object.entries(this._nodes).forEach(([s,l])=>{e(s)&&t.setNode(s,l)}),Object.values(this._edgeObjs).forEach(s=>{t.hasNode(s.v)&&t.hasNode(s.w)&&t.setEdge(s,this.edge(s))});let n={},r=s=>{let l=this.parent(s);return!l||t.hasNode(l)?(n[s]=l,l):l in n?n[l]:r(l)};return this._isCompound&&t.nodes().forEach(s=>t.setParent(s,r(s))),t}setDefaultEdgeLabel(e){return typeof e!="function"?this._defaultEdgeLabelFn=()=>e:this._defaultEdgeLabelFn=e,this}edgeCount(){return this._edgeCount}edges(){return Object.values(this._edgeObjs)}setPath(e,t){return e.reduce((n,r)=>(t!==void 0?this.setEdge(n,r,t):this.setEdge(n,r),r)),this}setEdge(e,t,n,r){let s,l,i,o,d=!1;typeof e=="object"&&e!==null&&"v"in e?(s=e.v,l=e.w,i=e.name,arguments.length===2&&(o=t,d=!0)):(s=e,l=t,i=r,arguments.length>2&&(o=n,d=!0)),s=""+s,l=""+l,i!==void 0&&(i=""+i);let a=kr(this._isDirected,s,l,i);if(a in this._edgeLabels)return d&&(this._edgeLabels[a]=o),this;if(i!==void 0&&!this._isMultigraph)throw new Error("Cannot set a named edge when isMultigraph = false");this.setNode(s),this.setNode(l),this._edgeLabels[a]=d?o:this._defaultEdgeLabelFn(s,l,i);let f=Ld(this._isDirected,s,l,i);return s=f.v,l=f.w,Object.freeze(f),this._edgeObjs[a]=f,Ol(this._preds[l],s),Ol(this._sucs[s],l),this._in[l][a]=f,this._out[s][a]=f,this._edgeCount++,this}edge(e,t,n){let r=arguments.length===1?Bs(this._isDirected,e):kr(this._isDirected,e,t,n);return this._edgeLabels[r]}edgeAsObj(e,t,n){let r=arguments.length===1?this.edge(e):this.edge(e,t,n);return typeof r!="object"||r===null?{label:r}:r}hasEdge(e,t,n){return(arguments.length===1?Bs(this._isDirected,e):kr(this._isDirected,e,t,n))in this._edgeLabels}removeEdge(e,t,n){let r=arguments.length===1?Bs(this._isDirected,e):kr(this._isDirected,e,t,n),s=this._edgeObjs[r];if(s){let l=s.v,i=s.w;delete this._edgeLabels[r],delete this._edgeObjs[r],Il(this._preds[i],l),Il(this._sucs[l],i),delete this._in[i][r],delete this._out[l][r],this._edgeCount--}return this}inEdges(e,t){return this.isDirected()?this.filterEdges(this._in[e],e,t):this.nodeEdges(e,t)}outEdges(e,t){return this.isDirected()?this.filterEdges(this._out[e],e,t):this.nodeEdges(e,t)}nodeEdges(e,t){if(e in this._nodes)return this.filterEdges({...this._in[e],...this._out[e]},e,t)}_removeFromParentsChildList(e){delete this._children[this._parent[e]][e]}filterEdges(e,t,n){if(!e)return;let r=Object.values(e);return n?r.filter(s=>s.v===t&&s.w===n||s.v===n&&s.w===t):r}};function Ol(e,t){e[t]?e[t]++:e[t]=1}function Il(e,t){e[t]!==void 0&&!--e[t]&&delete e[t]}function kr(e,t,n,r){let s=""+t,l=""+n;if(!e&&s>l){let i=s;s=l,l=i}return s+""+l+""+(r===void 0?"\0":r)}function Ld(e,t,n,r){let s=""+t,l=""+n;if(!e&&s>l){let o=s;s=l,l=o}let i={v:s,w:l};return r&&(i.name=r),i}function Bs(e,t){return kr(e,t.v,t.w,t.name)}var Cd={};to(Cd,{read:()=>Pd,write:()=>$d});function $d(e){let t={options:{directed:e.isDirected(),multigraph:e.isMultigraph(),compound:e.isCompound()},nodes:Od(e),edges:Id(e)},n=e.graph();return n!==void 0&&(t.value=structuredClone(n)),t}function Od(e){return e.nodes().map(t=>{let n=e.node(t),r=e.parent(t),s={v:t};return n!==void 0&&(s.value=n),r!==void 0&&(s.parent=r),s})}function Id(e){return e.edges().map(t=>{let n=e.edge(t),r={v:t.v,w:t.w};return t.name!==void 0&&(r.name=t.name),n!==void 0&&(r.value=n),r})}function Pd(e){let t=new qs(e.options);return e.value!==void 0&&t.setGraph(e.value),e.nodes.forEach(n=>{t.setNode(n.v,n.value),n.parent&&t.setParent(n.v,n.parent)}),e.edges.forEach(n=>{t.setEdge({v:n.v,w:n.w,name:n.name},n.value)}),t}var Ks={};to(Ks,{CycleException:()=>Vr,bellmanFord:()=>no,components:()=>Dd,dijkstra:()=>Wr,dijkstraAll:()=>Bd,findCycles:()=>Wd,floydWarshall:()=>Hd,isAcyclic:()=>Yd,postorder:()=>qd,preorder:()=>Kd,prim:()=>Jd,shortestPaths:()=>Qd,tarjan:()=>so,topsort:()=>io});var Rd=()=>1;function no(e,t,n,r){return Fd(e,String(t),n||Rd,r||function(s){var l;return(l=e.outEdges(s))!=null?l:[]})}function Fd(e,t,n,r){let s={},l,i=0,o=e.nodes(),d=function(h){let b=s[h.v],N=s[h.w];if(!b||!N)return;let M=n(h);b.distance+M<N.distance&&(s[h.w]={distance:b.distance+M,predecessor:h.v},l=!0)},a=function(){o.forEach(function(h){r(h).forEach(function(b){let N=b.v===h?b.v:b.w,M=N===b.v?b.w:b.v;d({v:N,w:M})})})};o.forEach(function(h){let b=h===t?0:Number.POSITIVE_INFINITY;s[h]={distance:b,predecessor:""}});let f=o.length;for(let h=1;h<f&&(l=!1,i++,a(),!!l);h++);if(i===f-1&&(l=!1,a(),l))throw new Error("The graph contains a negative weight cycle");return s}function Dd(e){let t={},n=[],r;function s(l){var i,o;l in t||(t[l]=!0,r.push(l),(i=e.successors(l))==null||i.forEach(s),(o=e.predecessors(l))==null||o.forEach(s))}return e.nodes().forEach(function(l){r=[],s(l),r.length&&n.push(r)}),n}var ro=class{constructor(){this._arr=[],this._keyIndices={}}size(){return this._arr.length}keys(){return this._arr.map(e=>e.key)}has(e){return e in this._keyIndices}priority(e){let t=this._keyIndices[e];if(t!==void 0)return this._arr[t].priority}min(){if(this.size()===0)throw new Error("Queue underflow");return this._arr[0].key}add(e,t){let n=this._keyIndices,r=String(e);if(!(r in n)){let s=this._arr,l=s.length;return n[r]=l,s.push({key:r,priority:t}),this._decrease(l),!0}return!1}removeMin(){if(this.size()===0)throw new Error("Queue underflow");this._swap(0,this._arr.length-1);let e=this._arr.pop();return delete this._keyIndices[e.key],this._heapify(0),e.key}decrease(e,t){let n=this._keyIndices[e];if(n===void 0)throw new Error(`Key not found: ${e}`);let r=this._arr[n].priority;if(t>r)throw new Error(`New priority is greater than current priority. Key: ${e} Old: ${r} New: ${t}`);this._arr[n].priority=t,this._decrease(n)}_heapify(e){let t=this._arr,n=2*e,r=n+1,s=e;n<t.length&&(s=t[n].priority<t[s].priority?n:s,r<t.length&&(s=t[r].priority<t[s].priority?r:s),s!==e&&(this._swap(e,s),this._heapify(s)))}_decrease(e){let t=this._arr,n=t[e].priority,r;for(;e!==0&&(r=e>>1,!(t[r].priority<n));)this._swap(e,r),e=r}_swap(e,t){let n=this._arr,r=this._keyIndices,s=n[e],l=n[t];n[e]=l,n[t]=s,r[l.key]=e,r[s.key]=t}},jd=()=>1;function Wr(e,t,n,r){let s=function(l){var i;return(i=e.outEdges(l))!=null?i:[]};return zd(e,String(t),n||jd,r||s)}function zd(e,t,n,r){let s={},l=new ro,i,o,d=function(a){let f=a.v!==i?a.v:a.w,h=s[f];if(!h)return;let b=n(a),N=o.distance+b;if(b<0)throw new Error("dijkstra does not allow negative edge weights. Bad edge: "+a+" Weight: "+b);N<h.distance&&(h.distance=N,h.predecessor=i,l.decrease(f,N))};for(e.nodes().forEach(function(a){let f=a===t?0:Number.POSITIVE_INFINITY;s[a]={distance:f,predecessor:""},l.add(a,f)});l.size()>0;){i=l.removeMin();let a=s[i];if(!a||a.distance===Number.POSITIVE_INFINITY)break;o=a,r(i).forEach(d)}return s}function Bd(e,t,n){return e.nodes().reduce(function(r,s){return r[s]=Wr(e,s,t,n),r},{})}function so(e){let t=0,n=[],r={},s=[];function l(i){var o;let d=r[i]={onStack:!0,lowlink:t,index:t++};if(n.push(i),(o=e.successors(i))==null||o.forEach(function(a){if(a in r){let f=r[a];f!=null&&f.onStack&&(d.lowlink=Math.min(d.lowlink,f.index))}else{l(a);let f=r[a];f&&(d.lowlink=Math.min(d.lowlink,f.lowlink))}}),d.lowlink===d.index){let a=[],f;do{f=n.pop();let h=r[f];h&&(h.onStack=!1),a.push(f)}while(i!==f);s.push(a)}}return e.nodes().forEach(function(i){i in r||l(i)}),s}function Wd(e){return so(e).filter(function(t){var n;let r=t[0];return r?t.length>1||t.length===1&&((n=e.outEdges(r,r))!=null?n:[]).length>0:!1})}var Vd=()=>1;function Hd(e,t,n){return Gd(e,t||Vd,n||function(r){var s;return(s=e.outEdges(r))!=null?s:[]})}function Gd(e,t,n){let r={},s=e.nodes();return s.forEach(function(l){let i={};r[l]=i,i[l]={distance:0,predecessor:""},s.forEach(function(o){l!==o&&(i[o]={distance:Number.POSITIVE_INFINITY,predecessor:""})}),n(l).forEach(function(o){let d=o.v===l?o.w:o.v,a=t(o);i[d]={distance:a,predecessor:l}})}),s.forEach(function(l){let i=r[l];i&&s.forEach(function(o){let d=r[o];d&&s.forEach(function(a){let f=d[l],h=i[a],b=d[a];if(f&&h&&b){let N=f.distance+h.distance;N<b.distance&&(b.distance=N,b.predecessor=h.predecessor)}})})}),r}var Vr=class extends Error{constructor(e){super(e),this.name="CycleException"}};function io(e){let t={},n={},r=[];function s(l){var i;if(l in n)throw new Vr;l in t||(n[l]=!0,t[l]=!0,(i=e.predecessors(l))==null||i.forEach(s),delete n[l],r.push(l))}if(e.sinks().forEach(s),Object.keys(t).length!==e.nodeCount())throw new Vr;return r}function Yd(e){try{io(e)}catch(t){if(t instanceof Vr)return!1;throw t}return!0}function Ud(e,t,n,r,s){Array.isArray(t)||(t=[t]);let l=(o=>{var d;return(d=e.isDirected()?e.successors(o):e.neighbors(o))!=null?d:[]}),i={};return t.forEach(function(o){if(!e.hasNode(o))throw new Error("Graph does not have node: "+o);s=lo(e,o,n==="post",i,l,r,s)}),s}function lo(e,t,n,r,s,l,i){return t in r||(r[t]=!0,n||(i=l(i,t)),s(t).forEach(function(o){i=lo(e,o,n,r,s,l,i)}),n&&(i=l(i,t))),i}function oo(e,t,n){return Ud(e,t,n,function(r,s){return r.push(s),r},[])}function qd(e,t){return oo(e,t,"post")}function Kd(e,t){return oo(e,t,"pre")}function Jd(e,t){var n;let r=new qs,s={},l=new ro,i;function o(f){let h=f.v===i?f.w:f.v,b=l.priority(h);if(b!==void 0){let N=t(f);N<b&&(s[h]=i,l.decrease(h,N))}}if(e.nodeCount()===0)return r;e.nodes().forEach(function(f){l.add(f,Number.POSITIVE_INFINITY),r.setNode(f)});let d=e.nodes()[0];d!==void 0&&l.decrease(d,0);let a=!1;for(;l.size()>0;){if(i=l.removeMin(),i in s)r.setEdge(i,s[i]);else{if(a)throw new Error("Input graph is not connected: "+e);a=!0}(n=e.nodeEdges(i))==null||n.forEach(o)}return r}function Qd(e,t,n,r){return Zd(e,t,n,r??(s=>{var l;return(l=e.outEdges(s))!=null?l:[]}))}function Zd(e,t,n,r){if(n===void 0)return Wr(e,t,n,r);let s=!1,l=e.nodes();for(let i=0;i<l.length;i++){let o=l[i];if(o===void 0)continue;let d=r(o);for(let a=0;a<d.length;a++){let f=d[a];if(!f)continue;let h=f.v===o?f.v:f.w,b=h===f.v?f.w:f.v;n({v:h,w:b})<0&&(s=!0)}if(s)return no(e,t,n,r)}return Wr(e,t,n,r)}var Dt=qs;function Xn(e,t,n,r){let s=r;for(;e.hasNode(s);)s=Js(r);return n.dummy=t,e.setNode(s,n),s}function Xd(e){let t=new Dt().setGraph(e.graph());return e.nodes().forEach(n=>t.setNode(n,e.node(n))),e.edges().forEach(n=>{let r=t.edge(n.v,n.w)||{weight:0,minlen:1},s=e.edge(n);t.setEdge(n.v,n.w,{weight:r.weight+s.weight,minlen:Math.max(r.minlen,s.minlen)})}),t}function ao(e){let t=new Dt({multigraph:e.isMultigraph()}).setGraph(e.graph());return e.nodes().forEach(n=>{e.children(n).length||t.setNode(n,e.node(n))}),e.edges().forEach(n=>{t.setEdge(n,e.edge(n))}),t}function Pl(e,t){let n=e.x,r=e.y,s=t.x-n,l=t.y-r,i=e.width/2,o=e.height/2;if(!s&&!l)throw new Error("Not possible to find intersection inside of the rectangle");let d,a;return s===0||Math.abs(l)*i>Math.abs(s)*o?(l<0&&(o=-o),d=o*s/l,a=o):(s<0&&(i=-i),d=i,a=i*l/s),{x:n+d,y:r+a}}function Er(e){let t=_r(uo(e)+1).map(()=>[]);return e.nodes().forEach(n=>{let r=e.node(n),s=r.rank;s!==void 0&&(t[s]||(t[s]=[]),t[s][r.order]=n)}),t}function eu(e){let t=e.nodes().map(r=>{let s=e.node(r).rank;return s===void 0?Number.MAX_VALUE:s}),n=Zt(Math.min,t);e.nodes().forEach(r=>{let s=e.node(r);Object.hasOwn(s,"rank")&&(s.rank-=n)})}function tu(e){let t=e.nodes().map(i=>e.node(i).rank).filter(i=>i!==void 0),n=Zt(Math.min,t),r=[];e.nodes().forEach(i=>{let o=e.node(i).rank-n;r[o]||(r[o]=[]),r[o].push(i)});let s=0,l=e.graph().nodeRankFactor;Array.from(r).forEach((i,o)=>{i===void 0&&o%l!==0?--s:i!==void 0&&s&&i.forEach(d=>e.node(d).rank+=s)})}function Rl(e,t,n,r){let s={width:0,height:0};return arguments.length>=4&&(s.rank=n,s.order=r),Xn(e,"border",s,t)}function nu(e,t=co){let n=[];for(let r=0;r<e.length;r+=t){let s=e.slice(r,r+t);n.push(s)}return n}var co=65535;function Zt(e,t){if(t.length>co){let n=nu(t);return e(...n.map(r=>e(...r)))}else return e(...t)}function uo(e){let t=e.nodes().map(n=>{let r=e.node(n).rank;return r===void 0?Number.MIN_VALUE:r});return Zt(Math.max,t)}function ru(e,t){let n={lhs:[],rhs:[]};return e.forEach(r=>{t(r)?n.lhs.push(r):n.rhs.push(r)}),n}function su(e,t){let n=Date.now();try{return t()}finally{console.log(e+" time: "+(Date.now()-n)+"ms")}}function fo(e,t){return t()}var iu=0;function Js(e){let t=++iu;return e+(""+t)}function _r(e,t,n=1){t==null&&(t=e,e=0);let r=l=>l<t;n<0&&(r=l=>t<l);let s=[];for(let l=e;r(l);l+=n)s.push(l);return s}function Hr(e,t){let n={};for(let r of t)e[r]!==void 0&&(n[r]=e[r]);return n}function Gr(e,t){let n;return typeof t=="string"?n=r=>r[t]:n=t,Object.entries(e).reduce((r,[s,l])=>(r[s]=n(l,s),r),{})}function lu(e,t){return e.reduce((n,r,s)=>(n[r]=t[s],n),{})}var Yr="\0";function ho(e,t,n){var r,s,l,i,o,d;if(!(e&&t&&n&&t.dummy==="edge"&&n.dummy==="edge"&&t.edgeObj&&n.edgeObj&&e[t.edgeObj.v]&&e[n.edgeObj.v]&&e[t.edgeObj.w]&&e[n.edgeObj.w]))return 0;let a=!0;t.edgeObj.w===n.edgeObj.w&&(a=!1);let f=a?(s=(r=e[t.edgeObj.v])==null?void 0:r.rank)!=null?s:NaN+1:(i=(l=e[t.edgeObj.w])==null?void 0:l.rank)!=null?i:NaN-1,h=Object.entries(e).find(C=>{var E,L;return((E=C[1].edgeObj)==null?void 0:E.v)===t.edgeObj.v&&((L=C[1].edgeObj)==null?void 0:L.w)===t.edgeObj.w&&C[1].rank===f}),b=Object.entries(e).find(C=>{var E,L;return((E=C[1].edgeObj)==null?void 0:E.v)===n.edgeObj.v&&((L=C[1].edgeObj)==null?void 0:L.w)===n.edgeObj.w&&C[1].rank===f});if(!h||!b)return 0;let N=(o=h[1].order)!=null?o:NaN,M=(d=b[1].order)!=null?d:NaN;return isNaN(N-M)?0:N-M}var ou="3.1.3",au=class{constructor(){Td(this,"_sentinel");let e={};e._next=e._prev=e,this._sentinel=e}dequeue(){let e=this._sentinel,t=e._prev;if(t!==e)return Fl(t),t}enqueue(e){let t=this._sentinel;e._prev&&e._next&&Fl(e),e._next=t._next,t._next._prev=e,t._next=e,e._prev=t}toString(){let e=[],t=this._sentinel,n=t._prev;for(;n!==t;)e.push(JSON.stringify(n,cu)),n=n._prev;return"["+e.join(", ")+"]"}};function Fl(e){e._prev._next=e._next,e._next._prev=e._prev,delete e._next,delete e._prev}function cu(e,t){if(e!=="_next"&&e!=="_prev")return t}var du=au,uu=()=>1;function fu(e,t){if(e.nodeCount()<=1)return[];let n=pu(e,t||uu);return hu(n.graph,n.buckets,n.zeroIdx).flatMap(r=>e.outEdges(r.v,r.w)||[])}function hu(e,t,n){var r;let s=[],l=t[t.length-1],i=t[0],o;for(;e.nodeCount();){for(;o=i.dequeue();)Ws(e,t,n,o);for(;o=l.dequeue();)Ws(e,t,n,o);if(e.nodeCount()){for(let d=t.length-2;d>0;--d)if(o=(r=t[d])==null?void 0:r.dequeue(),o){s=s.concat(Ws(e,t,n,o,!0)||[]);break}}}return s}function Ws(e,t,n,r,s){let l=[],i=s?l:void 0;return(e.inEdges(r.v)||[]).forEach(o=>{let d=e.edge(o),a=e.node(o.v);s&&l.push({v:o.v,w:o.w}),a.out-=d,Us(t,n,a)}),(e.outEdges(r.v)||[]).forEach(o=>{let d=e.edge(o),a=o.w,f=e.node(a);f.in-=d,Us(t,n,f)}),e.removeNode(r.v),i}function pu(e,t){let n=new Dt,r=0,s=0;e.nodes().forEach(o=>{n.setNode(o,{v:o,in:0,out:0})}),e.edges().forEach(o=>{let d=n.edge(o.v,o.w)||0,a=t(o),f=d+a;n.setEdge(o.v,o.w,f);let h=n.node(o.v),b=n.node(o.w);s=Math.max(s,h.out+=a),r=Math.max(r,b.in+=a)});let l=gu(s+r+3).map(()=>new du),i=r+1;return n.nodes().forEach(o=>{Us(l,i,n.node(o))}),{graph:n,buckets:l,zeroIdx:i}}function Us(e,t,n){var r,s,l;n.out?n.in?(l=e[n.out-n.in+t])==null||l.enqueue(n):(s=e[e.length-1])==null||s.enqueue(n):(r=e[0])==null||r.enqueue(n)}function gu(e){let t=[];for(let n=0;n<e;n++)t.push(n);return t}function mu(e,t){(e.graph().acyclicer==="greedy"?fu(e,n(e)):bu(e,t??null)).forEach(r=>{let s=e.edge(r);e.removeEdge(r),s.forwardName=r.name,s.reversed=!0,e.setEdge(r.w,r.v,s,Js("rev"))});function n(r){return s=>r.edge(s).weight}}function bu(e,t){let n=[],r={},s={};function l(d){Object.hasOwn(s,d)||(s[d]=!0,r[d]=!0,e.outEdges(d).forEach(a=>{Object.hasOwn(r,a.w)?n.push(a):l(a.w)}),delete r[d])}function i(d){var a;Object.hasOwn(s,d)||(s[d]=!0,r[d]=!0,(a=e.outEdges(d))==null||a.forEach(f=>{var h,b;Object.hasOwn(r,f.w)||((h=t.node(d))==null?void 0:h.rank)>((b=t.node(f.w))==null?void 0:b.rank)&&wu(e,f.w,f)?n.push(f):i(f.w)}),delete r[d])}let o=l;return t&&typeof t.node=="function"&&(o=i),e.sources().forEach(o),e.nodes().forEach(o),n}function yu(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.reversed){e.removeEdge(t);let r=n.forwardName;delete n.reversed,delete n.forwardName,e.setEdge(t.w,t.v,n,r)}})}function wu(e,t,n){let r=new Set;function s(l){var i;if(e.sources().includes(l))return!0;r.add(l);for(let o of(i=e.inEdges(l))!=null?i:[])if(!(o.v===n.v&&o.w===n.w)&&!r.has(o.v)&&s(o.v))return!0;return!1}return s(t)}function vu(e){e.graph().dummyChains=[],e.edges().forEach(t=>xu(e,t))}function xu(e,t){let n=t.v,r=e.node(n).rank,s=t.w,l=e.node(s).rank,i=t.name,o=e.edge(t),d=o.labelRank;if(l===r+1)return;e.removeEdge(t);let a,f,h;for(h=0,++r;r<l;++h,++r)o.points=[],f={width:0,height:0,edgeLabel:o,edgeObj:t,rank:r},a=Xn(e,"edge",f,"_d"),r===d&&(f.width=o.width,f.height=o.height,f.dummy="edge-label",f.labelpos=o.labelpos),e.setEdge(n,a,{weight:o.weight},i),h===0&&e.graph().dummyChains.push(a),n=a;e.setEdge(n,s,{weight:o.weight},i)}function ku(e){e.graph().dummyChains.forEach(t=>{let n=e.node(t),r=n.edgeLabel,s;for(e.setEdge(n.edgeObj,r);n.dummy;)s=e.successors(t)[0],e.removeNode(t),r.points.push({x:n.x,y:n.y}),n.dummy==="edge-label"&&(r.x=n.x,r.y=n.y,r.width=n.width,r.height=n.height),t=s,n=e.node(t)})}function Qs(e){let t={};function n(r){let s=e.node(r);if(Object.hasOwn(t,r))return s.rank;t[r]=!0;let l=e.outEdges(r),i=l?l.map(d=>d==null?Number.POSITIVE_INFINITY:n(d.w)-e.edge(d).minlen):[],o=Zt(Math.min,i);return o===Number.POSITIVE_INFINITY&&(o=0),s.rank=o}e.sources().forEach(n)}function Zn(e,t){return e.node(t.w).rank-e.node(t.v).rank-e.edge(t).minlen}var po=_u;function _u(e){let t=new Dt({directed:!1}),n=e.nodes();if(n.length===0)throw new Error("Graph must have at least one node");let r=n[0],s=e.nodeCount();t.setNode(r,{});let l,i;for(;Eu(t,e)<s&&(l=Su(t,e),!!l);)i=t.hasNode(l.v)?Zn(e,l):-Zn(e,l),Mu(t,e,i);return t}function Eu(e,t){function n(r){let s=t.nodeEdges(r);s&&s.forEach(l=>{let i=l.v,o=r===i?l.w:i;!e.hasNode(o)&&!Zn(t,l)&&(e.setNode(o,{}),e.setEdge(r,o,{}),n(o))})}return e.nodes().forEach(n),e.nodeCount()}function Su(e,t){return t.edges().reduce((n,r)=>{let s=Number.POSITIVE_INFINITY;return e.hasNode(r.v)!==e.hasNode(r.w)&&(s=Zn(t,r)),s<n[0]?[s,r]:n},[Number.POSITIVE_INFINITY,null])[1]}function Mu(e,t,n){e.nodes().forEach(r=>t.node(r).rank+=n)}var{preorder:Nu,postorder:Tu}=Ks,Au=Sn;Sn.initLowLimValues=Xs;Sn.initCutValues=Zs;Sn.calcCutValue=go;Sn.leaveEdge=bo;Sn.enterEdge=yo;Sn.exchangeEdges=wo;function Sn(e){e=Xd(e),Qs(e);let t=po(e);Xs(t),Zs(t,e);let n,r;for(;n=bo(t);)r=yo(t,e,n),wo(t,e,n,r)}function Zs(e,t){let n=Tu(e,e.nodes());n=n.slice(0,n.length-1),n.forEach(r=>Lu(e,t,r))}function Lu(e,t,n){let r=e.node(n).parent,s=e.edge(n,r);s.cutvalue=go(e,t,n)}function go(e,t,n){let r=e.node(n).parent,s=!0,l=t.edge(n,r),i=0;l||(s=!1,l=t.edge(r,n)),i=l.weight;let o=t.nodeEdges(n);return o&&o.forEach(d=>{let a=d.v===n,f=a?d.w:d.v;if(f!==r){let h=a===s,b=t.edge(d).weight;if(i+=h?b:-b,$u(e,n,f)){let N=e.edge(n,f).cutvalue;i+=h?-N:N}}}),i}function Xs(e,t){arguments.length<2&&(t=e.nodes()[0]),mo(e,{},1,t)}function mo(e,t,n,r,s){let l=n,i=e.node(r);t[r]=!0;let o=e.neighbors(r);return o&&o.forEach(d=>{Object.hasOwn(t,d)||(n=mo(e,t,n,d,r))}),i.low=l,i.lim=n++,s?i.parent=s:delete i.parent,n}function bo(e){return e.edges().find(t=>e.edge(t).cutvalue<0)}function yo(e,t,n){let r=n.v,s=n.w;t.hasEdge(r,s)||(r=n.w,s=n.v);let l=e.node(r),i=e.node(s),o=l,d=!1;return l.lim>i.lim&&(o=i,d=!0),t.edges().filter(a=>d===Dl(e,e.node(a.v),o)&&d!==Dl(e,e.node(a.w),o)).reduce((a,f)=>Zn(t,f)<Zn(t,a)?f:a)}function wo(e,t,n,r){let s=n.v,l=n.w;e.removeEdge(s,l),e.setEdge(r.v,r.w,{}),Xs(e),Zs(e,t),Cu(e,t)}function Cu(e,t){let n=e.nodes().find(s=>!e.node(s).parent);if(!n)return;let r=Nu(e,[n]);r=r.slice(1),r.forEach(s=>{let l=e.node(s).parent,i=t.edge(s,l),o=!1;i||(i=t.edge(l,s),o=!0),t.node(s).rank=t.node(l).rank+(o?i.minlen:-i.minlen)})}function $u(e,t,n){return e.hasEdge(t,n)}function Dl(e,t,n){return n.low<=t.lim&&t.lim<=n.lim}var Ou=Iu;function Iu(e){let t=e.graph().ranker;if(typeof t=="function")return t(e);switch(t){case"network-simplex":jl(e);break;case"tight-tree":Ru(e);break;case"longest-path":Pu(e);break;case"none":break;default:jl(e)}}var Pu=Qs;function Ru(e){Qs(e),po(e)}function jl(e){Au(e)}var Fu=Du;function Du(e){let t=zu(e),n=e.graph();Array.isArray(n.dummyChains)&&n.dummyChains.forEach(r=>{let s=e.node(r),l=s.edgeObj,i=ju(e,t,l.v,l.w),o=i.path,d=i.lca,a=0,f=o[a],h=!0;for(;r!==l.w;){if(s=e.node(r),h){for(;(f=o[a])!==d&&e.node(f).maxRank<s.rank;)a++;f===d&&(h=!1)}if(!h){for(;a<o.length-1&&e.node(o[a+1]).minRank<=s.rank;)a++;f=o[a]}f!==void 0&&e.setParent(r,f),r=e.successors(r)[0]}})}function ju(e,t,n,r){let s=[],l=[],i=Math.min(t[n].low,t[r].low),o=Math.max(t[n].lim,t[r].lim),d;d=n;do d=e.parent(d),s.push(d);while(d&&(t[d].low>i||o>t[d].lim));let a=d,f=r;for(;(f=e.parent(f))!==a;)l.push(f);return{path:s.concat(l.reverse()),lca:a}}function zu(e){let t={},n=0;function r(s){let l=n;e.children(s).forEach(r),t[s]={low:l,lim:n++}}return e.children(Yr).forEach(r),t}function Bu(e){let t=Xn(e,"root",{},"_root"),n=Wu(e),r=Object.values(n),s=Zt(Math.max,r)-1,l=2*s+1;e.graph().nestingRoot=t,e.edges().forEach(o=>e.edge(o).minlen*=l);let i=Vu(e)+1;e.children(Yr).forEach(o=>{vo(e,t,l,i,s,n,o)}),e.graph().nodeRankFactor=l}function vo(e,t,n,r,s,l,i){var o;let d=e.children(i);if(!d.length){i!==t&&e.setEdge(t,i,{weight:0,minlen:n});return}let a=Rl(e,"_bt"),f=Rl(e,"_bb"),h=e.node(i);e.setParent(a,i),h.borderTop=a,e.setParent(f,i),h.borderBottom=f,d.forEach(b=>{var N;vo(e,t,n,r,s,l,b);let M=e.node(b),C=M.borderTop?M.borderTop:b,E=M.borderBottom?M.borderBottom:b,L=M.borderTop?r:2*r,y=C!==E?1:s-((N=l[i])!=null?N:0)+1;e.setEdge(a,C,{weight:L,minlen:y,nestingEdge:!0}),e.setEdge(E,f,{weight:L,minlen:y,nestingEdge:!0})}),e.parent(i)||e.setEdge(t,a,{weight:0,minlen:s+((o=l[i])!=null?o:0)})}function Wu(e){let t={};function n(r,s){let l=e.children(r);l&&l.length&&l.forEach(i=>n(i,s+1)),t[r]=s}return e.children(Yr).forEach(r=>n(r,1)),t}function Vu(e){return e.edges().reduce((t,n)=>t+e.edge(n).weight,0)}function Hu(e){let t=e.graph();e.removeNode(t.nestingRoot),delete t.nestingRoot,e.edges().forEach(n=>{e.edge(n).nestingEdge&&e.removeEdge(n)})}var Gu=Yu;function Yu(e){function t(n){let r=e.children(n),s=e.node(n);if(r.length&&r.forEach(t),s&&Object.hasOwn(s,"minRank")){s.borderLeft=[],s.borderRight=[];for(let l=s.minRank,i=s.maxRank+1;l<i;++l)zl(e,"borderLeft","_bl",n,s,l),zl(e,"borderRight","_br",n,s,l)}}e.children(Yr).forEach(t)}function zl(e,t,n,r,s,l){let i={width:0,height:0,rank:l,borderType:t},o=s[t][l-1],d=Xn(e,"border",i,n);s[t][l]=d,e.setParent(d,r),o&&e.setEdge(o,d,{weight:1})}function Uu(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="lr"||n==="rl")&&xo(e)}function qu(e){var t;let n=(t=e.graph().rankdir)==null?void 0:t.toLowerCase();(n==="bt"||n==="rl")&&Ku(e),(n==="lr"||n==="rl")&&(Ju(e),xo(e))}function xo(e){e.nodes().forEach(t=>Bl(e.node(t))),e.edges().forEach(t=>Bl(e.edge(t)))}function Bl(e){let t=e.width;e.width=e.height,e.height=t}function Ku(e){e.nodes().forEach(t=>Vs(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(Vs),Object.hasOwn(r,"y")&&Vs(r)})}function Vs(e){e.y=-e.y}function Ju(e){e.nodes().forEach(t=>Hs(e.node(t))),e.edges().forEach(t=>{var n;let r=e.edge(t);(n=r.points)==null||n.forEach(Hs),Object.hasOwn(r,"x")&&Hs(r)})}function Hs(e){let t=e.x;e.x=e.y,e.y=t}function Qu(e,t=null){let n={},r=e.nodes().filter(a=>!e.children(a).length),s=r.map(a=>e.node(a).rank),l=Zt(Math.max,s),i=_r(l+1).map(()=>[]);function o(a){if(n[a])return;n[a]=!0;let f=e.node(a);i[f.rank].push(a);let h=e.successors(a);h&&[...h].sort((b,N)=>d(b,N)).forEach(o)}r.sort((a,f)=>e.node(a).rank-e.node(f).rank).forEach(o);function d(a,f){let h=e.node(a),b=e.node(f);return ho(t,h,b)}return i}function Zu(e,t){let n=0;for(let r=1;r<t.length;++r)n+=Xu(e,t[r-1],t[r]);return n}function Xu(e,t,n){let r=lu(n,n.map((a,f)=>f)),s=t.flatMap(a=>{let f=e.outEdges(a);return f?f.map(h=>({pos:r[h.w],weight:e.edge(h).weight})).sort((h,b)=>h.pos-b.pos):[]}),l=1;for(;l<n.length;)l<<=1;let i=2*l-1;l-=1;let o=new Array(i).fill(0),d=0;return s.forEach(a=>{let f=a.pos+l;o[f]+=a.weight;let h=0;for(;f>0;)f%2&&(h+=o[f+1]),f=f-1>>1,o[f]+=a.weight;d+=a.weight*h}),d}function ef(e,t=[]){return t.map(n=>{let r=e.inEdges(n);if(!r||!r.length)return{v:n};{let s=r.reduce((l,i)=>{let o=e.edge(i),d=e.node(i.v);return{sum:l.sum+o.weight*d.order,weight:l.weight+o.weight}},{sum:0,weight:0});return{v:n,barycenter:s.sum/s.weight,weight:s.weight}}})}function tf(e,t){let n={};e.forEach((s,l)=>{let i={indegree:0,in:[],out:[],vs:[s.v],i:l};s.barycenter!==void 0&&(i.barycenter=s.barycenter,i.weight=s.weight),n[s.v]=i}),t.edges().forEach(s=>{let l=n[s.v],i=n[s.w];l!==void 0&&i!==void 0&&(i.indegree++,l.out.push(i))});let r=Object.values(n).filter(s=>!s.indegree);return nf(r)}function nf(e){let t=[];function n(s){return l=>{l.merged||(l.barycenter===void 0||s.barycenter===void 0||l.barycenter>=s.barycenter)&&rf(s,l)}}function r(s){return l=>{l.in.push(s),--l.indegree===0&&e.push(l)}}for(;e.length;){let s=e.pop();t.push(s),s.in.reverse().forEach(n(s)),s.out.forEach(r(s))}return t.filter(s=>!s.merged).map(s=>Hr(s,["vs","i","barycenter","weight"]))}function rf(e,t){let n=0,r=0;e.weight&&(n+=e.barycenter*e.weight,r+=e.weight),t.weight&&(n+=t.barycenter*t.weight,r+=t.weight),e.vs=t.vs.concat(e.vs),e.barycenter=n/r,e.weight=r,e.i=Math.min(t.i,e.i),t.merged=!0}function sf(e,t,n,r,s){let l={},i=null,o=null,d=s;typeof t=="boolean"?(d=t,l={}):t&&(l=t,i=n??null,o=r??null);let a=ru(e,L=>Object.hasOwn(L,"barycenter")),f=a.lhs,h=a.rhs.sort((L,y)=>y.i-L.i),b=[],N=0,M=0,C=0;f.sort(lf(o,i,!!d));for(let[L,y]of Object.entries(l)){let S=f.findIndex(k=>k.vs[0]===L);f.splice(S+1,0,y)}C=Wl(b,h,C),f.forEach(L=>{C+=L.vs.length,b.push(L.vs),N+=L.barycenter*L.weight,M+=L.weight,C=Wl(b,h,C)});let E={vs:b.flat(1)};return M&&(E.barycenter=N/M,E.weight=M),E}function Wl(e,t,n){let r;for(;t.length&&(r=t[t.length-1]).i<=n;)t.pop(),e.push(r.vs),n++;return n}function lf(e,t,n){return(r,s)=>{if(r.barycenter<s.barycenter)return-1;if(r.barycenter>s.barycenter)return 1;if(e&&(typeof r.vs[0]=="string"||typeof s.vs[0]=="string")){let l=e.node(r.vs[0]),i=e.node(s.vs[0]),o=ho(t,l,i);if(o!==0)return o}return n?s.i-r.i:r.i-s.i}}function ko(e,t,n,r,s){var l,i,o,d,a,f,h,b,N,M,C;let E=null,L=s;typeof r=="boolean"?(L=r,E=null):r!==void 0&&(E=r);let y=e.children(t),S=e.node(t),k=S?S.borderLeft:void 0,$=S?S.borderRight:void 0,v={};k&&(y=y.filter(z=>z!==k&&z!==$));let _=ef(e,y);_.forEach(z=>{if(e.children(z.v).length){let{result:I}=ko(e,z.v,n,E,L);v[z.v]=I,Object.hasOwn(I,"barycenter")&&af(z,I)}});let w=tf(_,n);of(w,v);let O={},F=!1;for(let z=0;z<w.length;z++)for(let I=z+1;I<w.length;I++)if(!(!w[z]||!w[I]||!((l=w[z])!=null&&l.barycenter)||!((i=w[I])!=null&&i.barycenter))&&((o=w[z])==null?void 0:o.barycenter)===w[I].barycenter){let j=(a=(d=w[z])==null?void 0:d.vs[0])!=null?a:"",P=(h=(f=w[I])==null?void 0:f.vs[0])!=null?h:"",G=e.node(j),q=e.node(P);if(G.dummy==="edge"&&q.dummy==="edge"&&((b=G.edgeObj)==null?void 0:b.v)===((N=q.edgeObj)==null?void 0:N.v)&&((M=G.edgeObj)==null?void 0:M.w)===((C=q.edgeObj)==null?void 0:C.w))if(G.edgeLabel.reversed){O[P]=w[z],w.splice(z,1),z--;break}else O[j]||(O[j]=w[I],w.splice(I,1),I--);else F=!0}let T=sf(w,O,E,e,L);if(k&&$){T.vs=[k,T.vs,$].flat(1);let z=e.predecessors(k);if(z&&z.length){let I=e.node(z[0]),j=e.predecessors($),P=e.node(j[0]);Object.hasOwn(T,"barycenter")||(T.barycenter=0,T.weight=0),T.barycenter=(T.barycenter*T.weight+I.order+P.order)/(T.weight+2),T.weight+=2}}return Object.defineProperty(T,"result",{value:T,enumerable:!1,configurable:!0,writable:!0}),Object.defineProperty(T,"usedBias",{value:F,enumerable:!1,configurable:!0,writable:!0}),T}function of(e,t){e.forEach(n=>{n.vs=n.vs.flatMap(r=>t[r]?t[r].vs:r)})}function af(e,t){e.barycenter!==void 0?(e.barycenter=(e.barycenter*e.weight+t.barycenter*t.weight)/(e.weight+t.weight),e.weight+=t.weight):(e.barycenter=t.barycenter,e.weight=t.weight)}function cf(e,t,n,r){r||(r=e.nodes());let s=df(e),l=new Dt({compound:!0}).setGraph({root:s}).setDefaultNodeLabel(i=>e.node(i));return r.forEach(i=>{let o=e.node(i),d=e.parent(i);if(o.rank===t||o.minRank<=t&&t<=o.maxRank){l.setNode(i),l.setParent(i,d||s);let a=e[n](i);a&&a.forEach(f=>{let h=f.v===i?f.w:f.v,b=l.edge(h,i),N=b!==void 0?b.weight:0;l.setEdge(h,i,{weight:e.edge(f).weight+N})}),Object.hasOwn(o,"minRank")&&l.setNode(i,{borderLeft:o.borderLeft[t],borderRight:o.borderRight[t]})}}),l}function df(e){let t;for(;e.hasNode(t=Js("_root")););return t}function uf(e,t,n){let r={},s;n.forEach(l=>{let i=e.parent(l),o,d;for(;i;){if(o=e.parent(i),o?(d=r[o],r[o]=i):(d=s,s=i),d&&d!==i){t.setEdge(d,i);return}i=o}})}function _o(e,t={},n=null){if(typeof t.customOrder=="function"){t.customOrder(e,_o);return}let r=uo(e),s=Vl(e,_r(1,r+1),"inEdges"),l=Vl(e,_r(r-1,-1,-1),"outEdges"),i=Qu(e,n);if(Hl(e,i),t.disableOptimalOrderHeuristic)return;let o=Number.POSITIVE_INFINITY,d,a=t.constraints||[];for(let f=0,h=0;h<4;++f,++h){ff(f%2?s:l,f%4>=2,a,n),i=Er(e);let b=Zu(e,i);b<o?(h=0,d=Object.assign({},i),o=b):b===o&&(d=structuredClone(i))}Hl(e,d)}function Vl(e,t,n){let r=new Map,s=(l,i)=>{r.has(l)||r.set(l,[]),r.get(l).push(i)};for(let l of e.nodes()){let i=e.node(l);if(typeof i.rank=="number"&&s(i.rank,l),typeof i.minRank=="number"&&typeof i.maxRank=="number")for(let o=i.minRank;o<=i.maxRank;o++)o!==i.rank&&s(o,l)}return t.map(function(l){return cf(e,l,n,r.get(l)||[])})}function ff(e,t,n,r){let s=!0,l=new Dt;e.forEach(function(i){n.forEach(f=>l.setEdge(f.left,f.right));let o=i.graph().root,{result:d,usedBias:a}=ko(i,o,l,r,s);t&&a&&(s=!s),d.vs.forEach((f,h)=>i.node(f).order=h),uf(i,l,d.vs)})}function Hl(e,t){Object.values(t).forEach(n=>n.forEach((r,s)=>e.node(r).order=s))}function hf(e,t){let n={};function r(s,l){let i=0,o=0,d=s.length,a=l[l.length-1];return l.forEach((f,h)=>{let b=gf(e,f),N=b?e.node(b).order:d;(b||f===a)&&(l.slice(o,h+1).forEach(M=>{let C=e.predecessors(M);C&&C.forEach(E=>{let L=e.node(E),y=L.order;(y<i||N<y)&&!(L.dummy&&e.node(M).dummy)&&Eo(n,E,M)})}),o=h+1,i=N)}),l}return t.length&&t.reduce(r),n}function pf(e,t){let n={};function r(i){var o;return((o=e.node(i))==null?void 0:o.dummy)==="border"}if(!e.nodes().some(r))return n;function s(i,o,d,a,f){_r(o,d).forEach(h=>{let b=i[h];if(b!==void 0&&e.node(b).dummy){let N=e.predecessors(b);N&&N.forEach(M=>{if(M===void 0)return;let C=e.node(M);C.dummy&&(C.order<a||C.order>f)&&Eo(n,M,b)})}})}function l(i,o){let d=-1,a=-1,f=0;return o.forEach((h,b)=>{if(r(h)){let N=e.predecessors(h);if(N&&N.length){let M=N[0];if(M===void 0)return;a=e.node(M).order,s(o,f,b,d,a),f=b,d=a}}s(o,f,o.length,a,i.length)}),o}return t.length&&t.reduce(l),n}function gf(e,t){if(e.node(t).dummy){let n=e.predecessors(t);if(n)return n.find(r=>e.node(r).dummy)}}function Eo(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];r||(e[t]=r={}),r[n]=!0}function mf(e,t,n){if(t>n){let s=t;t=n,n=s}let r=e[t];return r!==void 0&&Object.hasOwn(r,n)}function bf(e,t,n,r,s){let l={},i={},o={};return t.forEach(d=>{d.forEach((a,f)=>{l[a]=a,i[a]=a,o[a]=f})}),t.forEach(d=>{let a=-1,f=-1,h=!1,b=d,N=d.findIndex(M=>s?.includes(M)||Gl(M,e,s));N>0&&(b=[d[N],...d.slice(0,N),...d.slice(N+1)],h=!0),b.forEach(M=>{var C;let E=r(M);if(E&&E.length){s!=null&&s.includes(M)&&(E=E.filter(S=>Gl(S,e,s)));let L=E.sort((S,k)=>{let $=o[S],v=o[k];return($!==void 0?$:0)-(v!==void 0?v:0)}),y=(L.length-1)/2;for(let S=Math.floor(y),k=Math.ceil(y);S<=k;++S){let $=L[S];if($===void 0)continue;let v=o[$];if(v!==void 0&&i[M]===M&&a<v&&o[$]!==f&&!mf(n,M,$)){let _=l[$];_!==void 0&&(i[$]=M,i[M]=l[M]=_,a=v,h&&(a=-1,f=(C=o[$])!=null?C:-1,h=!1))}}}})}),{root:l,align:i}}function yf(e,t,n,r,s=!1){let l={},i=wf(e,t,n,s),o=s?"borderLeft":"borderRight";function d(N,M){let C=i.nodes().slice(),E={},L=C.pop();for(;L;){if(E[L])N(L);else{E[L]=!0,C.push(L);for(let y of M(L))C.push(y)}L=C.pop()}}function a(N){let M=i.inEdges(N);M?l[N]=M.reduce((C,E)=>{var L;let y=(L=l[E.v])!=null?L:0,S=i.edge(E);return Math.max(C,y+(S!==void 0?S:0))},0):l[N]=0}function f(N){let M=i.outEdges(N),C=Number.POSITIVE_INFINITY;M&&(C=M.reduce((L,y)=>{let S=l[y.w],k=i.edge(y);return Math.min(L,(S!==void 0?S:0)-(k!==void 0?k:0))},Number.POSITIVE_INFINITY));let E=e.node(N);C!==Number.POSITIVE_INFINITY&&E.borderType!==o&&(l[N]=Math.max(l[N]!==void 0?l[N]:0,C))}function h(N){return i.predecessors(N)||[]}function b(N){return i.successors(N)||[]}return d(a,h),d(f,b),Object.keys(r).forEach(N=>{var M;let C=n[N];C!==void 0&&(l[N]=(M=l[C])!=null?M:0)}),l}function wf(e,t,n,r){let s=new Dt,l=e.graph(),i=Ef(l.nodesep,l.edgesep,r);return t.forEach(o=>{let d;o.forEach(a=>{let f=n[a];if(f!==void 0){if(s.setNode(f),d!==void 0){let h=n[d];if(h!==void 0){let b=s.edge(h,f);s.setEdge(h,f,Math.max(i(e,a,d),b||0))}}d=a}})}),s}function vf(e,t){return Object.values(t).reduce((n,r)=>{let s=Number.NEGATIVE_INFINITY,l=Number.POSITIVE_INFINITY;Object.entries(r).forEach(([o,d])=>{let a=Sf(e,o)/2;s=Math.max(d+a,s),l=Math.min(d-a,l)});let i=s-l;return i<n[0]&&(n=[i,r]),n},[Number.POSITIVE_INFINITY,null])[1]}function xf(e,t){let n=Object.values(t),r=Zt(Math.min,n),s=Zt(Math.max,n);["u","d"].forEach(l=>{["l","r"].forEach(i=>{let o=l+i,d=e[o];if(!d||d===t)return;let a=Object.values(d),f=r-Zt(Math.min,a);i!=="l"&&(f=s-Zt(Math.max,a)),f&&(e[o]=Gr(d,h=>h+f))})})}function kf(e,t=void 0){let n=e.ul;return n?Gr(n,(r,s)=>{var l,i;if(t){let d=t.toLowerCase(),a=e[d];if(a&&a[s]!==void 0)return a[s]}let o=Object.values(e).map(d=>{let a=d[s];return a!==void 0?a:0}).sort((d,a)=>d-a);return(((l=o[1])!=null?l:0)+((i=o[2])!=null?i:0))/2}):{}}function _f(e,t){let n=Er(e),r=Object.assign(hf(e,n),pf(e,n)),s={},l;["u","d"].forEach(o=>{l=o==="u"?n:Object.values(n).reverse(),["l","r"].forEach(d=>{d==="r"&&(l=l.map(h=>Object.values(h).reverse()));let a=bf(e,l,r,h=>(o==="u"?e.predecessors(h):e.successors(h))||[],t),f=yf(e,l,a.root,a.align,d==="r");d==="r"&&(f=Gr(f,h=>-h)),s[o+d]=f})});let i=vf(e,s);return xf(s,i),kf(s,e.graph().align)}function Ef(e,t,n){return(r,s,l)=>{let i=r.node(s),o=r.node(l),d=0,a;if(d+=i.width/2,Object.hasOwn(i,"labelpos"))switch(i.labelpos.toLowerCase()){case"l":a=-i.width/2;break;case"r":a=i.width/2;break}if(a&&(d+=n?a:-a),a=void 0,d+=(i.dummy?t:e)/2,d+=(o.dummy?t:e)/2,d+=o.width/2,Object.hasOwn(o,"labelpos"))switch(o.labelpos.toLowerCase()){case"l":a=o.width/2;break;case"r":a=-o.width/2;break}return a&&(d+=n?a:-a),d}}function Sf(e,t){return e.node(t).width}function Gl(e,t,n){var r;if(!n)return!1;let s=(r=t.node(e))==null?void 0:r.edgeObj;if(!s||t.node(e).edgeLabel.reversed)return!1;let l=n.indexOf(s?.v),i=n.indexOf(s?.w);return l!==-1&&i!==-1&&l===(i+1)%n.length||l===(i-1)%n.length}function Mf(e,t){e=ao(e),Nf(e),Object.entries(_f(e,t)).forEach(([n,r])=>e.node(n).x=r)}function Nf(e){let t=Er(e),n=e.graph(),r=n.ranksep,s=n.rankalign,l=0;t.forEach(i=>{let o=i.reduce((d,a)=>{var f;let h=(f=e.node(a).height)!=null?f:0;return d>h?d:h},0);i.forEach(d=>{let a=e.node(d);s==="top"?a.y=l+a.height/2:s==="bottom"?a.y=l+o-a.height/2:a.y=l+o/2}),l+=o+r})}var Yl=new WeakMap;function Tf(e,t={}){return So(e,fo,t),e}function Ul(e,t,n){let r=t;for(;r!==void 0;){let s=e.parent(r);if(s===n)return r;r=s}}function So(e,t,n){var r;let s=e.nodes().filter(y=>e.children(y).length),l={};s.forEach(y=>{let S=e.node(y);if(S&&S.rankdir){let k=new Dt({multigraph:!0,compound:!0});k.setGraph({rankdir:S.rankdir});let $=e.children(y);$.forEach(j=>{let P={...e.node(j)};k.setNode(j,P);let G=e.parent(j);G&&G!==y&&$.includes(G)&&k.setParent(j,G)});let v=new Set;e.edges().forEach(j=>{let P=Ul(e,j.v,y),G=Ul(e,j.w,y);if(P===j.v&&G===j.w)k.setEdge(j,{...e.edge(j)});else if(P&&G&&P!==G){let q=`${P}\0${G}`;v.has(q)||(v.add(q),k.setEdge(P,G,{...e.edge(j)}))}}),So(k,t,n);let _=Zl(k);Kl(_,t,n,null),Jl(k,_);let w=1/0,O=1/0,F=-1/0,T=-1/0;k.nodes().forEach(j=>{if(j===y)return;let P=k.node(j);P&&typeof P.x=="number"&&typeof P.y=="number"&&typeof P.width=="number"&&typeof P.height=="number"&&(w=Math.min(w,P.x-P.width/2),F=Math.max(F,P.x+P.width/2),O=Math.min(O,P.y-P.height/2),T=Math.max(T,P.y+P.height/2))}),(!isFinite(w)||!isFinite(O)||!isFinite(F)||!isFinite(T))&&(w=O=0,F=T=0);let z=F-w,I=T-O;l[y]={minX:w,minY:O,maxX:F,maxY:T,width:z,height:I,offsetX:w,offsetY:O},S._dagreClusterSubgraph=k}});let i=[],o=y=>{let S=[],k=(e.children(y)||[]).filter($=>$!==y);for(;k.length>0;){let $=k.shift();S.push($),(e.children($)||[]).filter(v=>v!==$).forEach(v=>k.push(v))}return S},d=new Map;s.forEach(y=>{let S=e.node(y);S&&S.rankdir&&l[y]&&d.set(y,(e.children(y)||[]).filter(k=>k!==y))});let a=new Set([...d.values()].flat()),f=new Map;d.forEach((y,S)=>{a.has(S)||f.set(S,o(S))});let h=new Set([...f.values()].flat()),b=y=>{for(let[S,k]of f)if(k.includes(y))return S;return y},N=[];e.edges().forEach(y=>{(h.has(y.v)||h.has(y.w))&&N.push({edge:y,label:e.edge(y)})});let M=new Map;h.forEach(y=>{let S=e.parent(y);M.set(y,typeof S=="string"?S:void 0)}),f.forEach((y,S)=>{let k=e.node(S),$=[];y.forEach(w=>{let O=e.node(w);O&&($.push({id:w,node:O,parent:M.get(w)}),e.removeNode(w))});let v=N.filter(({edge:w})=>y.includes(w.v)||y.includes(w.w)),_=l[S];k&&(i.push({clusterId:S,subgraph:k._dagreClusterSubgraph,bounds:_,children:y,removedNodes:$,removedEdges:v}),k.width=_.width,k.height=_.height)});let C=new Set;N.forEach(({edge:y,label:S})=>{let k=b(y.v),$=b(y.w);if(k!==$&&e.hasNode(k)&&e.hasNode($)){let v=`${k}\0${$}`;C.has(v)||(C.add(v),e.setEdge(k,$,{...S,width:0,height:0}))}});let E=Zl(e),L=Kl(E,t,n,(r=Yl.get(e))!=null?r:null);Yl.set(e,L),Jl(e,E),C.forEach(y=>{let S=y.indexOf("\0"),k=y.slice(0,S),$=y.slice(S+1);e.hasEdge(k,$)&&e.removeEdge(k,$)}),i.forEach(({clusterId:y,subgraph:S,bounds:k,removedNodes:$,removedEdges:v})=>{var _,w;let O=e.node(y),F=(_=O?.x)!=null?_:0,T=(w=O?.y)!=null?w:0,z=(k.minX+k.maxX)/2,I=(k.minY+k.maxY)/2;$.forEach(({id:j,node:P,parent:G})=>{e.setNode(j,P),G!==void 0&&e.setParent(j,G)}),v.forEach(({edge:j,label:P})=>{e.setEdge(j,P)}),S.nodes().forEach(j=>{if(j===y)return;let P=S.node(j),G=e.node(j);G&&P&&typeof P.x=="number"&&typeof P.y=="number"&&(G.x=F+(P.x-z),G.y=T+(P.y-I))}),ql(e,S,F-z,T-I),delete O._dagreClusterSubgraph}),s.forEach(y=>{var S,k;let $=e.node(y),v=l[y];if($&&$.rankdir&&$._dagreClusterSubgraph&&v){let _=$._dagreClusterSubgraph,w=(S=$.x)!=null?S:0,O=(k=$.y)!=null?k:0,F=(v.minX+v.maxX)/2,T=(v.minY+v.maxY)/2;_.nodes().forEach(z=>{if(z===y)return;let I=_.node(z),j=e.node(z);if(j&&I&&typeof I.x=="number"&&typeof I.y=="number"){let P=I.x-F,G=I.y-T;j.x=w+P,j.y=O+G}}),ql(e,_,w-F,O-T),delete $._dagreClusterSubgraph}})}function ql(e,t,n,r){t.edges().forEach(s=>{if(!e.hasEdge(s))return;let l=t.edge(s),i=e.edge(s);i.points=l.points.map(o=>({x:o.x+n,y:o.y+r})),Object.hasOwn(l,"x")&&(i.x=l.x+n,i.y=l.y+r)})}function Kl(e,t,n,r=null){var s,l;let i=n?.useDynamic!==!1,o=i&&(s=r?.graph)!=null?s:null,d=i&&(l=r?.rawNodes)!=null?l:null;t("    makeSpaceForEdgeLabels",()=>Rf(e)),t("    removeSelfEdges",()=>Gf(e)),t("    acyclic",()=>mu(e,o)),t("    nestingGraph.run",()=>Bu(e)),t("    rank",()=>Ou(ao(e))),t("    injectEdgeLabelProxies",()=>Ff(e)),t("    removeEmptyRanks",()=>tu(e)),t("    nestingGraph.cleanup",()=>Hu(e)),t("    normalizeRanks",()=>eu(e)),t("    assignRankMinMax",()=>Df(e)),t("    removeEdgeLabelProxies",()=>jf(e)),t("    normalize.run",()=>vu(e)),t("    parentDummyChains",()=>Fu(e)),t("    addBorderSegments",()=>Gu(e)),t("    order",()=>_o(e,n,d)),t("    insertSelfEdges",()=>Yf(e)),t("    adjustCoordinateSystem",()=>Uu(e)),t("    position",()=>Mf(e,n.corePath)),t("    positionSelfEdges",()=>Uf(e));let a=JSON.parse(JSON.stringify(e._nodes));return t("    removeBorderNodes",()=>Hf(e)),t("    normalize.undo",()=>ku(e)),t("    fixupEdgeLabelCoords",()=>Wf(e)),t("    undoCoordinateSystem",()=>qu(e)),t("    translateGraph",()=>zf(e)),t("    assignNodeIntersects",()=>Bf(e)),t("    reversePoints",()=>Vf(e)),t("    acyclic.undo",()=>yu(e)),{graph:e,rawNodes:a}}function Jl(e,t){e.nodes().forEach(n=>{let r=e.node(n),s=t.node(n);r&&(r.x=s.x,r.y=s.y,r.order=s.order,r.rank=s.rank,t.children(n).length&&(r.width=s.width,r.height=s.height))}),e.edges().forEach(n=>{let r=e.edge(n),s=t.edge(n);r.points=s.points,Object.hasOwn(s,"x")&&(r.x=s.x,r.y=s.y)}),e.graph().width=t.graph().width,e.graph().height=t.graph().height}var Af=["nodesep","edgesep","ranksep","marginx","marginy"],Lf={ranksep:50,edgesep:20,nodesep:50,rankdir:"TB",rankalign:"center"},Cf=["acyclicer","ranker","rankdir","align","rankalign"],$f=["width","height","rank"],Ql={width:0,height:0},Of=["minlen","weight","width","height","labeloffset"],If={minlen:1,weight:1,width:0,height:0,labeloffset:10,labelpos:"r"},Pf=["labelpos"];function Zl(e){let t=new Dt({multigraph:!0,compound:!0}),n=Ys(e.graph());return t.setGraph(Object.assign({},Lf,Gs(n,Af),Hr(n,Cf))),e.nodes().forEach(r=>{let s=Ys(e.node(r)),l=Gs(s,$f);Object.keys(Ql).forEach(o=>{l[o]===void 0&&(l[o]=Ql[o])}),t.setNode(r,l);let i=e.parent(r);i!==void 0&&t.setParent(r,i)}),e.edges().forEach(r=>{let s=Ys(e.edge(r));t.setEdge(r,Object.assign({},If,Gs(s,Of),Hr(s,Pf)))}),t}function Rf(e){let t=e.graph();t.ranksep/=2,e.edges().forEach(n=>{var r;let s=e.edge(n);s.minlen*=2,((r=s.labelpos)!=null?r:"r").toLowerCase()!=="c"&&(t.rankdir==="TB"||t.rankdir==="BT"?s.width+=s.labeloffset:s.height+=s.labeloffset)})}function Ff(e){e.edges().forEach(t=>{let n=e.edge(t);if(n.width&&n.height){let r=e.node(t.v),s={rank:(e.node(t.w).rank-r.rank)/2+r.rank,e:t};Xn(e,"edge-proxy",s,"_ep")}})}function Df(e){let t=0;e.nodes().forEach(n=>{let r=e.node(n);r.borderTop&&(r.minRank=e.node(r.borderTop).rank,r.maxRank=e.node(r.borderBottom).rank,t=Math.max(t,r.maxRank))}),e.graph().maxRank=t}function jf(e){e.nodes().forEach(t=>{let n=e.node(t);if(n.dummy==="edge-proxy"){let r=n;e.edge(r.e).labelRank=n.rank,e.removeNode(t)}})}function zf(e){let t=Number.POSITIVE_INFINITY,n=0,r=Number.POSITIVE_INFINITY,s=0,l=e.graph(),i=l.marginx||0,o=l.marginy||0;function d(a){let f=a.x,h=a.y,b=a.width,N=a.height;t=Math.min(t,f-b/2),n=Math.max(n,f+b/2),r=Math.min(r,h-N/2),s=Math.max(s,h+N/2)}e.nodes().forEach(a=>d(e.node(a))),e.edges().forEach(a=>{let f=e.edge(a);Object.hasOwn(f,"x")&&d(f)}),t-=i,r-=o,e.nodes().forEach(a=>{let f=e.node(a);f.x-=t,f.y-=r}),e.edges().forEach(a=>{let f=e.edge(a);f.points.forEach(h=>{h.x-=t,h.y-=r}),Object.hasOwn(f,"x")&&(f.x-=t),Object.hasOwn(f,"y")&&(f.y-=r)}),l.width=n-t+i,l.height=s-r+o}function Bf(e){e.edges().forEach(t=>{if(t.v===t.w)return;let n=e.edge(t),r=e.node(t.v),s=e.node(t.w),l,i;n.points?(l=n.points[0],i=n.points[n.points.length-1]):(n.points=[],l=s,i=r),n.points.unshift(Pl(r,l)),n.points.push(Pl(s,i))})}function Wf(e){e.edges().forEach(t=>{let n=e.edge(t);if(Object.hasOwn(n,"x"))switch((n.labelpos==="l"||n.labelpos==="r")&&(n.width-=n.labeloffset),n.labelpos){case"l":n.x-=n.width/2+n.labeloffset;break;case"r":n.x+=n.width/2+n.labeloffset;break}})}function Vf(e){e.edges().forEach(t=>{let n=e.edge(t);n.reversed&&n.points.reverse()})}function Hf(e){e.nodes().forEach(t=>{if(e.children(t).length){let n=e.node(t),r=e.node(n.borderTop),s=e.node(n.borderBottom),l=e.node(n.borderLeft[n.borderLeft.length-1]),i=e.node(n.borderRight[n.borderRight.length-1]);n.width=Math.abs(i.x-l.x),n.height=Math.abs(s.y-r.y),n.x=l.x+n.width/2,n.y=r.y+n.height/2}}),e.nodes().forEach(t=>{e.node(t).dummy==="border"&&e.removeNode(t)})}function Gf(e){e.edges().forEach(t=>{if(t.v===t.w){let n=e.node(t.v);n.selfEdges||(n.selfEdges=[]),n.selfEdges.push({e:t,label:e.edge(t)}),e.removeEdge(t)}})}function Yf(e){Er(e).forEach(t=>{let n=0;t.forEach((r,s)=>{let l=e.node(r);typeof l.rank!="number"&&(l.rank=0),l.order=s+n,(l.selfEdges||[]).forEach(i=>{Xn(e,"selfedge",{width:i.label.width,height:i.label.height,rank:l.rank,order:s+ ++n,e:i.e,edgeLabel:i.label},"_se"),(!Array.isArray(i.label.points)||i.label.points.length!==7)&&(i.label.points=[{x:0,y:-10},{x:0,y:-10},{x:0,y:0},{x:0,y:10},{x:0,y:10},{x:0,y:0},{x:0,y:0}])}),delete l.selfEdges})})}function Uf(e){e.nodes().forEach(t=>{let n=e.node(t),r=s=>typeof s=="number"&&isFinite(s);if(n.dummy==="selfedge"){let s=n,l=e.node(s.e.v),i=r(l?.x)?l.x:0,o=r(l?.y)?l.y:0,d=r(l?.width)?l.width:0,a=r(l?.height)?l.height:0,f=r(n.x)?n.x:i,h=r(n.y)?n.y:o,b=d/2,N=a/2;s.edgeLabel.points=[{x:f+b,y:h-N},{x:f+b,y:h-N},{x:f,y:h},{x:f-b,y:h+N},{x:f-b,y:h+N},{x:f,y:h},{x:f,y:h}],s.edgeLabel.x=f,s.edgeLabel.y=h,e.setEdge(s.e,s.edgeLabel),e.removeNode(t)}else n&&Array.isArray(n.selfEdges)&&n.selfEdges.forEach(s=>{if(!Array.isArray(s.label.points)||s.label.points.length!==7){let l=r(n.x)?n.x:0,i=r(n.y)?n.y:0,o=r(n.width)?n.width:0,d=r(n.height)?n.height:0,a=o/2,f=d/2;s.label.points=[{x:l+a,y:i-f},{x:l+a,y:i-f},{x:l,y:i},{x:l-a,y:i+f},{x:l-a,y:i+f},{x:l,y:i},{x:l,y:i}]}})})}function Gs(e,t){return Gr(Hr(e,t),Number)}function Ys(e){let t={};return e&&Object.entries(e).forEach(([n,r])=>{typeof n=="string"&&(n=n.toLowerCase()),t[n]=r}),t}function qf(e){let t=Er(e),n=new Dt({compound:!0,multigraph:!0}).setGraph({});return e.nodes().forEach(r=>{n.setNode(r,{label:r}),n.setParent(r,"layer"+e.node(r).rank)}),e.edges().forEach(r=>n.setEdge(r.v,r.w,{},r.name)),t.forEach((r,s)=>{let l="layer"+s;n.setNode(l,{rank:"same"}),r.reduce((i,o)=>(n.setEdge(i,o,{style:"invis"}),o))}),n}var Kf={graphlib:eo,version:ou,layout:Tf,debug:qf,util:{time:su,notime:fo}},ei=Kf;var Mn={critical:0,warning:1,info:2},Nn={triggered:"Triggered",clear:"Clear",no_data:"No data"},qr={critical:"critical",warning:"warning",healthy:"healthy"};function ti(e){let t=null;for(let n of e){let r=n&&n.severity;r in Mn&&(t===null||Mn[r]<Mn[t])&&(t=r)}return t}var Ur="the `TrainHealth(logdir)` callback",Mo="This version of tb-trainhealth captures no evidence for this area yet; ",Jf={error:"Train with `callbacks=[tb_trainhealth.TrainHealth(logdir)]`, `tb_trainhealth.autolog()` or `tb-trainhealth run train.py` to record evidence for the checks below.",shape:`The shape probe of ${Ur} (or \`tb_trainhealth.autolog()\`, or \`tb-trainhealth run\`) logs every layer's input and output shapes and checks the data's shapes against the model and its loss before the first step, and names the layer of a shape error. In a custom training loop, call \`Monitor.check_loss_shapes(y_true, y_pred)\` before your loss.`,nonfinite:`The NaN/Inf sentinel of ${Ur} (or \`tb_trainhealth.autolog()\`, or \`tb-trainhealth run\`) checks the loss, every layer's output, the gradients and the weights each step (also under XLA), and names the first step, layer and variable that went NaN/Inf. In a custom training loop, use \`tb_trainhealth.Monitor(logdir, model=model)\`; inside a custom layer, \`tb_trainhealth.watch(x, name)\` checks an intermediate tensor.`,oom:Mo+"memory over time and out-of-memory events are planned.",gradients:`The gradient probe of ${Ur} (or \`tb_trainhealth.autolog()\`, or \`tb-trainhealth run\`) records per-layer gradient and weight norms every step, and update / weight ratios and gradient histograms every N steps, with plain \`model.fit\`. In a custom training loop, pass your gradients and variables to \`tb_trainhealth.Monitor\`.`,input_pipeline:Mo+"time waiting for input against computing, per step, is planned."},Qf={error:"error",error_type:"error",shape:"shape",fix_shape:"shape",nonfinite:"nonfinite",fix_numerics:"nonfinite",oom:"oom",fix_memory:"oom",gradients:"gradients",fix_gradients:"gradients",input_pipeline:"input_pipeline",fix_pipeline:"input_pipeline"};function No(e){let t=Qf[e]||(e.startsWith("fix_")?null:e);return Jf[t]||`Log with ${Ur} or \`tb_trainhealth.autolog()\` to capture evidence for this check.`}function To(e){if(e==null)return"—";if(typeof e=="number"){if(Number.isInteger(e))return String(e);let t=Math.abs(e);return t!==0&&(t>=1e6||t<.001)?e.toExponential(3):String(Number(e.toPrecision(6)))}return typeof e=="string"?e:typeof e=="boolean"?e?"true":"false":JSON.stringify(e)}function Ao(e){let t=String(e).replace(/_/g," ");return t.charAt(0).toUpperCase()+t.slice(1)}var ri='system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',$o=`600 13px ${ri}`,Zf=`400 11px ${ri}`,Xf=`400 11px ${ri}`,ni=16,Lo=14,eh=138,th=120,nh=12,Co=9,Sr=null;function Kr(e,t){return Sr||(Sr=document.createElement("canvas").getContext("2d")),Sr?(Sr.font=t,Sr.measureText(e).width):e.length*7}function rh(e,t=eh,n=$o){let r=String(e||"").split(/\s+/).filter(Boolean),s=[],l="";for(let i of r){let o=l?`${l} ${i}`:i;l&&Kr(o,n)>t?(s.push(l),l=i):l=o}return l&&s.push(l),s.length?s:[""]}function sh(e,t){if(e.state==="triggered"){let n=t.length;if(!n)return"triggered";let r=ti(t)||"warning";return n===1?`1 finding · ${r}`:`${n} findings · ${r}`}return Nn[e.state]?Nn[e.state].toLowerCase():String(e.state)}function ih(e,t,n){let r=-t/2,s=-n/2;if(e==="decision"){let i=Math.min(14,n/2),o=[[r+i,s],[r+t-i,s],[r+t,0],[r+t-i,s+n],[r+i,s+n],[r,0]];return me("polygon",{class:"node-shape",points:o.map(d=>d.join(",")).join(" ")})}let l=e==="root"?n/2:7;return me("rect",{class:"node-shape",x:r,y:s,width:t,height:n,rx:l,ry:l})}function lh(e){if(!e||e.length===0)return"";let t=e,n=`M${t[0].x.toFixed(1)},${t[0].y.toFixed(1)}`;if(t.length===2)return`${n}L${t[1].x.toFixed(1)},${t[1].y.toFixed(1)}`;for(let r=1;r<t.length-1;r++){let s=(t[r].x+t[r+1].x)/2,l=(t[r].y+t[r+1].y)/2,i=r===t.length-2?t[r+1]:{x:s,y:l};n+=`Q${t[r].x.toFixed(1)},${t[r].y.toFixed(1)} ${i.x.toFixed(1)},${i.y.toFixed(1)}`}return n}var Oo=["critical","warning","info"];function oh(){let e=me("defs");for(let t of["default",...Oo])e.append(me("marker",{id:`th-arrow-${t}`,viewBox:"0 0 10 10",refX:"9",refY:"5",markerWidth:"7",markerHeight:"7",orient:"auto-start-reverse"},me("path",{d:"M0,0L10,5L0,10z",class:`arrow arrow-${t}`})));return e}function ah(){let e=(t,n,r)=>g("span",{class:"legend-item",title:r},g("span",{class:`swatch ${t}`}),n);return g("div",{class:"legend","aria-label":"Legend"},e("sw-critical","Critical","A critical finding lights this node"),e("sw-warning","Warning","A warning lights this node"),e("sw-info","Info","An informational finding lights this node"),e("sw-clear","Clear","Evidence was captured and nothing is wrong"),e("sw-no_data","No data","Nothing was captured for this check"))}function Io(e,t,n,r={}){let s=(t&&Array.isArray(t.nodes)?t.nodes:[]).filter(E=>E&&typeof E.id=="string"),l=t&&Array.isArray(t.edges)?t.edges:[];if(!s.length)return re(e,g("p",{class:"muted"},"The diagnosis has no flowchart.")),{select(){}};let i=new ei.graphlib.Graph;i.setGraph({rankdir:"TB",nodesep:18,ranksep:40,edgesep:10,marginx:6,marginy:6}),i.setDefaultEdgeLabel(()=>({}));let o=new Map;for(let E of s){let L=(Array.isArray(E.findings)?E.findings:[]).map(w=>n[w]).filter(Boolean),y=rh(E.label||E.id),S=sh(E,L),k=Math.max(...y.map(w=>Kr(w,$o)),Kr(S,Zf)),$=Math.max(th,Math.ceil(k)+2*nh+(E.kind==="decision"?16:0)),v=y.length*ni+Lo+2*Co,_=E.state!=="triggered"?null:Oo.includes(E.severity)?E.severity:ti(L)||"warning";o.set(E.id,{node:E,lines:y,caption:S,severity:_,findings:L}),i.setNode(E.id,{width:$,height:v})}for(let E of l){if(!E||!o.has(E.from)||!o.has(E.to)||E.from===E.to)continue;let L=E.label?String(E.label):"";i.setEdge(E.from,E.to,{label:L,width:L?Math.ceil(Kr(L,Xf))+8:0,height:L?16:0,labelpos:"c"})}ei.layout(i);let d=i.graph(),a=Math.ceil(d.width||0),f=Math.ceil(d.height||0),h=me("svg",{class:"flowchart-svg",viewBox:`0 0 ${a} ${f}`,width:a,height:f,role:"group","aria-label":"Triage flowchart"});h.style.maxWidth=`${a}px`,h.append(oh());let b=me("g",{class:"edges"});for(let E of i.edges()){let L=i.edge(E),y=o.get(E.v),S=o.get(E.w),k=y.node.state==="triggered"&&S.node.state==="triggered",$=k?S.severity||y.severity||"warning":"default",v=me("g",{class:`edge${k?" lit":""} tone-${$}`,"data-from":E.v,"data-to":E.w});if(v.append(me("path",{d:lh(L.points),"marker-end":`url(#th-arrow-${$})`})),L.label){let _=L.width||0;v.append(me("rect",{class:"edge-label-bg",x:L.x-_/2,y:L.y-8,width:_,height:16,rx:3}),me("text",{class:"edge-label",x:L.x,y:L.y,"dominant-baseline":"central","text-anchor":"middle"},L.label))}b.append(v)}h.append(b);let N=me("g",{class:"nodes"}),M=new Map;for(let E of i.nodes()){let L=i.node(E),y=o.get(E),{node:S}=y,k=["triggered","clear","no_data"].includes(S.state)?S.state:"no_data",$=me("g",{class:"node",transform:`translate(${L.x.toFixed(1)},${L.y.toFixed(1)})`,"data-node-id":E,"data-state":k,"data-kind":S.kind||"check","data-severity":y.severity,tabindex:"0",role:"button","aria-label":`${S.label||E}: ${Nn[k]||k}`});$.append(me("title",null,`${S.label||E} (${Nn[k]||k})`)),$.append(ih(S.kind,L.width,L.height));let v=-L.height/2+Co,_=me("text",{class:"node-label","text-anchor":"middle"});y.lines.forEach((O,F)=>{_.append(me("tspan",{x:0,y:v+ni*(F+.75)},O))}),$.append(_),$.append(me("text",{class:"node-caption","text-anchor":"middle",x:0,y:v+y.lines.length*ni+Lo*.8},y.caption));let w=O=>{O.preventDefault(),r.onSelect&&r.onSelect(E)};$.addEventListener("click",w),$.addEventListener("keydown",O=>{(O.key==="Enter"||O.key===" ")&&w(O)}),M.set(E,$),N.append($)}h.append(N),re(e,g("div",{class:"flowchart-scroll"},h),ah());let C=E=>{for(let[L,y]of M){let S=L===E;y.classList.toggle("selected",S),y.setAttribute("aria-pressed",S?"true":"false")}};return C(r.selectedId||null),{select:C}}function ch(e){let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.top="-1000px",t.style.opacity="0",document.body.append(t),t.select(),t.setSelectionRange(0,e.length);let n=!1;try{n=document.execCommand("copy")}catch{n=!1}return t.remove(),n}async function dh(e){if(navigator.clipboard&&window.isSecureContext)try{return await navigator.clipboard.writeText(e),!0}catch{}return ch(e)}function Po(e,t="Copy"){let n=document.createElement("button");n.type="button",n.className="copy-button",n.textContent=t,n.title="Copy the code to the clipboard";let r=null;return n.addEventListener("click",async s=>{s.stopPropagation();let l=await dh(e());if(n.textContent=l?"Copied":"Press Ctrl+C",n.classList.toggle("copied",l),!l){let i=n.closest(".code-block")?.querySelector("code");if(i){let o=document.createRange();o.selectNodeContents(i);let d=window.getSelection();d.removeAllRanges(),d.addRange(o)}}clearTimeout(r),r=setTimeout(()=>{n.textContent=t,n.classList.remove("copied")},2e3)}),n}function Ro(e){let t=e in Mn?e:"info";return g("span",{class:`badge sev-${t}`},e||"info")}function uh(e){return g("span",{class:`badge state-${e}`},Nn[e]||e)}function fh(e){if(!e||typeof e!="object")return null;let t=Object.entries(e);return t.length?g("table",{class:"evidence-table"},g("tbody",null,t.map(([n,r])=>g("tr",null,g("th",{scope:"row",title:n},Ao(n)),g("td",null,To(r)))))):null}function er(e,t="python"){return g("div",{class:"code-block"},g("div",{class:"code-toolbar"},g("span",{class:"code-lang"},t),Po(()=>e)),g("pre",null,g("code",null,e)))}function hh(e){if(!e)return null;let t=typeof e=="string"?e:e.text,n=typeof e=="object"&&e.code?String(e.code):"";return!t&&!n?null:g("div",{class:"fix"},g("h4",null,"Fix"),t?g("p",{class:"fix-text"},pn(t)):null,n?er(n):null)}function ph(e,t){let n=[];n.push(g("span",{class:"meta-item"},"Severity ",Ro(e.severity))),e.step!==null&&e.step!==void 0&&n.push(g("span",{class:"meta-item finding-step"},"Step ",g("strong",null,String(e.step)))),e.layer&&n.push(g("span",{class:"meta-item finding-layer"},"Layer ",g("code",null,String(e.layer)))),e.kind&&n.push(g("span",{class:"meta-item kind"},g("code",null,e.kind)));let r=fh(e.evidence);return g("article",{class:`finding-card sev-border-${e.severity}`,"data-finding-index":t},g("p",{class:"finding-summary"},pn(e.summary||e.kind||"Finding")),g("div",{class:"finding-meta"},n),r?g("h4",null,"Evidence"):null,r,hh(e.fix))}function Fo(e,t){delete e.dataset.nodeId,delete e.dataset.state,re(e,g("h3",null,"Evidence"),g("p",{class:"muted"},t?"Click a lit node in the flowchart, or a finding, to see its evidence and the fix.":"Click a node in the flowchart to see what was checked."))}function Do(e,t,n,{onClose:r}={}){let s=t.state||"no_data";e.dataset.nodeId=t.id,e.dataset.state=s;let i=(Array.isArray(t.findings)?t.findings:[]).map(d=>[n[d],d]).filter(([d])=>d),o;i.length?o=i.map(([d,a])=>ph(d,a)):s==="clear"?o=g("p",{class:"node-empty clear"},"Clear: evidence was captured for this check and nothing is wrong."):s==="triggered"?o=g("p",{class:"node-empty"},"This node is lit, but the diagnosis lists no finding for it."):o=[g("p",{class:"node-empty no-data"},"No data: nothing was captured for this check in this run."),g("p",{class:"hint"},g("strong",null,"To get evidence: "),pn(No(t.id)))],re(e,g("div",{class:"panel-head"},g("h3",null,t.label||t.id),uh(s),g("button",{type:"button",class:"icon-button close-button",title:"Close","aria-label":"Close evidence",onclick:r},"×")),g("p",{class:"node-id muted"},"Node ",g("code",null,t.id)),o)}function jo(e,t,{selectedNode:n,onSelect:r}={}){if(!t.length){re(e,g("h3",null,"Findings"),g("p",{class:"no-findings"},"No findings: nothing wrong was detected in this run."));return}let s=t.map((l,i)=>[l,i]).sort(([l,i],[o,d])=>(Mn[l.severity]??9)-(Mn[o.severity]??9)||i-d);re(e,g("h3",null,`Findings (${t.length})`),g("ul",{class:"findings-list"},s.map(([l,i])=>g("li",null,g("button",{type:"button",class:`finding-item${l.node&&l.node===n?" selected":""}`,"data-finding-index":i,"data-node":l.node||"",onclick:()=>l.node&&r&&r(l.node,l),title:l.node?`Show node ${l.node}`:""},Ro(l.severity),g("span",{class:"finding-item-text"},pn(l.summary||l.kind)),l.step!==null&&l.step!==void 0?g("span",{class:"finding-item-step"},`step ${l.step}`):null)))))}var gh="uplot",mh="u-hz",bh="u-vt",yh="u-title",wh="u-wrap",vh="u-under",xh="u-over",kh="u-axis",Ln="u-off",_h="u-select",Eh="u-cursor-x",Sh="u-cursor-y",Mh="u-cursor-pt",Nh="u-legend",Th="u-live",Ah="u-inline",Lh="u-series",Ch="u-marker",zo="u-label",$h="u-value",Nr="width",Tr="height";var Bo="bottom",tr="left",si="right",xi="#000",Wo=xi+"0",ii="mousemove",Vo="mousedown",li="mouseup",Ho="mouseenter",Go="mouseleave",Yo="dblclick",Oh="resize",Ih="scroll",Uo="change",es="dppxchange",ki="--",ar=typeof window<"u",ui=ar?document:null,rr=ar?window:null,Ph=ar?navigator:null,Le,Jr;function fi(){let e=devicePixelRatio;Le!=e&&(Le=e,Jr&&pi(Uo,Jr,fi),Jr=matchMedia(`(min-resolution: ${Le-.001}dppx) and (max-resolution: ${Le+.001}dppx)`),Cn(Uo,Jr,fi),rr.dispatchEvent(new CustomEvent(es)))}function _t(e,t){if(t!=null){let n=e.classList;!n.contains(t)&&n.add(t)}}function hi(e,t){let n=e.classList;n.contains(t)&&n.remove(t)}function Be(e,t,n){e.style[t]=n+"px"}function jt(e,t,n,r){let s=ui.createElement(e);return t!=null&&_t(s,t),n?.insertBefore(s,r),s}function Ct(e,t){return jt("div",e,t)}var qo=new WeakMap;function Xt(e,t,n,r,s){let l="translate("+t+"px,"+n+"px)",i=qo.get(e);l!=i&&(e.style.transform=l,qo.set(e,l),t<0||n<0||t>r||n>s?_t(e,Ln):hi(e,Ln))}var Ko=new WeakMap;function Jo(e,t,n){let r=t+n,s=Ko.get(e);r!=s&&(Ko.set(e,r),e.style.background=t,e.style.borderColor=n)}var Qo=new WeakMap;function Zo(e,t,n,r){let s=t+""+n,l=Qo.get(e);s!=l&&(Qo.set(e,s),e.style.height=n+"px",e.style.width=t+"px",e.style.marginLeft=r?-t/2+"px":0,e.style.marginTop=r?-n/2+"px":0)}var _i={passive:!0},Rh={..._i,capture:!0};function Cn(e,t,n,r){t.addEventListener(e,n,r?Rh:_i)}function pi(e,t,n,r){t.removeEventListener(e,n,_i)}ar&&fi();function zt(e,t,n,r){let s;n=n||0,r=r||t.length-1;let l=r<=2147483647;for(;r-n>1;)s=l?n+r>>1:Et((n+r)/2),t[s]<e?n=s:r=s;return e-t[n]<=t[r]-e?n:r}function Ma(e){return(n,r,s)=>{let l=-1,i=-1;for(let o=r;o<=s;o++)if(e(n[o])){l=o;break}for(let o=s;o>=r;o--)if(e(n[o])){i=o;break}return[l,i]}}var Na=e=>e!=null,Ta=e=>e!=null&&e>0,rs=Ma(Na),Fh=Ma(Ta);function Dh(e,t,n,r=0,s=!1){let l=s?Fh:rs,i=s?Ta:Na;[t,n]=l(e,t,n);let o=e[t],d=e[t];if(t>-1)if(r==1)o=e[t],d=e[n];else if(r==-1)o=e[n],d=e[t];else for(let a=t;a<=n;a++){let f=e[a];i(f)&&(f<o?o=f:f>d&&(d=f))}return[o??Re,d??-Re]}function ss(e,t,n,r){let s=ta(e),l=ta(t);e==t&&(s==-1?(e*=n,t/=n):(e/=n,t*=n));let i=n==10?ln:Aa,o=s==1?Et:$t,d=l==1?$t:Et,a=o(i(Qe(e))),f=d(i(Qe(t))),h=sr(n,a),b=sr(n,f);return n==10&&(a<0&&(h=Fe(h,-a)),f<0&&(b=Fe(b,-f))),r||n==2?(e=h*s,t=b*l):(e=Oa(e,h),t=is(t,b)),[e,t]}function Ei(e,t,n,r){let s=ss(e,t,n,r);return e==0&&(s[0]=0),t==0&&(s[1]=0),s}var Si=.1,Xo={mode:3,pad:Si},Lr={pad:0,soft:null,mode:0},jh={min:Lr,max:Lr};function ts(e,t,n,r){return ls(n)?ea(e,t,n):(Lr.pad=n,Lr.soft=r?0:null,Lr.mode=r?3:0,ea(e,t,jh))}function Ne(e,t){return e??t}function zh(e,t,n){for(t=Ne(t,0),n=Ne(n,e.length-1);t<=n;){if(e[t]!=null)return!0;t++}return!1}function ea(e,t,n){let r=n.min,s=n.max,l=Ne(r.pad,0),i=Ne(s.pad,0),o=Ne(r.hard,-Re),d=Ne(s.hard,Re),a=Ne(r.soft,Re),f=Ne(s.soft,-Re),h=Ne(r.mode,0),b=Ne(s.mode,0),N=t-e,M=ln(N),C=pt(Qe(e),Qe(t)),E=ln(C),L=Qe(E-M);(N<1e-24||L>10)&&(N=0,(e==0||t==0)&&(N=1e-24,h==2&&a!=Re&&(l=0),b==2&&f!=-Re&&(i=0)));let y=N||C||1e3,S=ln(y),k=sr(10,Et(S)),$=y*(N==0?e==0?.1:1:l),v=Fe(Oa(e-$,k/10),24),_=e>=a&&(h==1||h==3&&v<=a||h==2&&v>=a)?a:Re,w=pt(o,v<_&&e>=_?_:Bt(_,v)),O=y*(N==0?t==0?.1:1:i),F=Fe(is(t+O,k/10),24),T=t<=f&&(b==1||b==3&&F>=f||b==2&&F<=f)?f:-Re,z=Bt(d,F>T&&t<=T?T:pt(T,F));return w==z&&w==0&&(z=100),[w,z]}var Bh=new Intl.NumberFormat(ar?Ph.language:"en-US"),Mi=e=>Bh.format(e),St=Math,Xr=St.PI,Qe=St.abs,Et=St.floor,Je=St.round,$t=St.ceil,Bt=St.min,pt=St.max,sr=St.pow,ta=St.sign,ln=St.log10,Aa=St.log2,Wh=(e,t=1)=>St.sinh(e)*t,oi=(e,t=1)=>St.asinh(e/t),Re=1/0;function na(e){return(ln((e^e>>31)-(e>>31))|0)+1}function gi(e,t,n){return Bt(pt(e,t),n)}function La(e){return typeof e=="function"}function _e(e){return La(e)?e:()=>e}var Vh=()=>{},Ca=e=>e,$a=(e,t)=>t,Hh=e=>null,ra=e=>!0,sa=(e,t)=>e==t,Gh=/\.\d*?(?=9{6,}|0{6,})/gm,$n=e=>{if(Pa(e)||mn.has(e))return e;let t=`${e}`,n=t.match(Gh);if(n==null)return e;let r=n[0].length-1;if(t.indexOf("e-")!=-1){let[s,l]=t.split("e");return+`${$n(s)}e${l}`}return Fe(e,r)};function Tn(e,t){return $n(Fe($n(e/t))*t)}function is(e,t){return $n($t($n(e/t))*t)}function Oa(e,t){return $n(Et($n(e/t))*t)}function Fe(e,t=0){if(Pa(e))return e;let n=10**t,r=e*n*(1+Number.EPSILON);return Je(r)/n}var mn=new Map;function Ia(e){return((""+e).split(".")[1]||"").length}function $r(e,t,n,r){let s=[],l=r.map(Ia);for(let i=t;i<n;i++){let o=Qe(i),d=Fe(sr(e,i),o);for(let a=0;a<r.length;a++){let f=e==10?+`${r[a]}e${i}`:r[a]*d,h=(i>=0?0:o)+(i>=l[a]?0:l[a]),b=e==10?f:Fe(f,h);s.push(b),mn.set(b,h)}}return s}var Cr={},Ni=[],ir=[null,null],gn=Array.isArray,Pa=Number.isInteger,Yh=e=>e===void 0;function ia(e){return typeof e=="string"}function ls(e){let t=!1;if(e!=null){let n=e.constructor;t=n==null||n==Object}return t}function Uh(e){return e!=null&&typeof e=="object"}var qh=Object.getPrototypeOf(Uint8Array),Ra="__proto__";function lr(e,t=ls){let n;if(gn(e)){let r=e.find(s=>s!=null);if(gn(r)||t(r)){n=Array(e.length);for(let s=0;s<e.length;s++)n[s]=lr(e[s],t)}else n=e.slice()}else if(e instanceof qh)n=e.slice();else if(t(e)){n={};for(let r in e)r!=Ra&&(n[r]=lr(e[r],t))}else n=e;return n}function Ue(e){let t=arguments;for(let n=1;n<t.length;n++){let r=t[n];for(let s in r)s!=Ra&&(ls(e[s])?Ue(e[s],lr(r[s])):e[s]=lr(r[s]))}return e}var Kh=0,Jh=1,Qh=2;function Zh(e,t,n){for(let r=0,s,l=-1;r<t.length;r++){let i=t[r];if(i>l){for(s=i-1;s>=0&&e[s]==null;)e[s--]=null;for(s=i+1;s<n&&e[s]==null;)e[l=s++]=null}}}function Xh(e,t){if(np(e)){let i=e[0].slice();for(let o=1;o<e.length;o++)i.push(...e[o].slice(1));return rp(i[0])||(i=tp(i)),i}let n=new Set;for(let i=0;i<e.length;i++){let d=e[i][0],a=d.length;for(let f=0;f<a;f++)n.add(d[f])}let r=[Array.from(n).sort((i,o)=>i-o)],s=r[0].length,l=new Map;for(let i=0;i<s;i++)l.set(r[0][i],i);for(let i=0;i<e.length;i++){let o=e[i],d=o[0];for(let a=1;a<o.length;a++){let f=o[a],h=Array(s).fill(void 0),b=t?t[i][a]:Jh,N=[];for(let M=0;M<f.length;M++){let C=f[M],E=l.get(d[M]);C===null?b!=Kh&&(h[E]=C,b==Qh&&N.push(E)):h[E]=C}Zh(h,N,s),r.push(h)}}return r}var ep=typeof queueMicrotask>"u"?e=>Promise.resolve().then(e):queueMicrotask;function tp(e){let t=e[0],n=t.length,r=Array(n);for(let l=0;l<r.length;l++)r[l]=l;r.sort((l,i)=>t[l]-t[i]);let s=[];for(let l=0;l<e.length;l++){let i=e[l],o=Array(n);for(let d=0;d<n;d++)o[d]=i[r[d]];s.push(o)}return s}function np(e){let t=e[0][0],n=t.length;for(let r=1;r<e.length;r++){let s=e[r][0];if(s.length!=n)return!1;if(s!=t){for(let l=0;l<n;l++)if(s[l]!=t[l])return!1}}return!0}function rp(e,t=100){let n=e.length;if(n<=1)return!0;let r=0,s=n-1;for(;r<=s&&e[r]==null;)r++;for(;s>=r&&e[s]==null;)s--;if(s<=r)return!0;let l=pt(1,Et((s-r+1)/t));for(let i=e[r],o=r+l;o<=s;o+=l){let d=e[o];if(d!=null){if(d<=i)return!1;i=d}}return!0}var Fa=["January","February","March","April","May","June","July","August","September","October","November","December"],Da=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function ja(e){return e.slice(0,3)}var sp=Da.map(ja),ip=Fa.map(ja),lp={MMMM:Fa,MMM:ip,WWWW:Da,WWW:sp};function Mr(e){return(e<10?"0":"")+e}function op(e){return(e<10?"00":e<100?"0":"")+e}var ap={YYYY:e=>e.getFullYear(),YY:e=>(e.getFullYear()+"").slice(2),MMMM:(e,t)=>t.MMMM[e.getMonth()],MMM:(e,t)=>t.MMM[e.getMonth()],MM:e=>Mr(e.getMonth()+1),M:e=>e.getMonth()+1,DD:e=>Mr(e.getDate()),D:e=>e.getDate(),WWWW:(e,t)=>t.WWWW[e.getDay()],WWW:(e,t)=>t.WWW[e.getDay()],HH:e=>Mr(e.getHours()),H:e=>e.getHours(),h:e=>{let t=e.getHours();return t==0?12:t>12?t-12:t},AA:e=>e.getHours()>=12?"PM":"AM",aa:e=>e.getHours()>=12?"pm":"am",a:e=>e.getHours()>=12?"p":"a",mm:e=>Mr(e.getMinutes()),m:e=>e.getMinutes(),ss:e=>Mr(e.getSeconds()),s:e=>e.getSeconds(),fff:e=>op(e.getMilliseconds())};function Ti(e,t){t=t||lp;let n=[],r=/\{([a-z]+)\}|[^{]+/gi,s;for(;s=r.exec(e);)n.push(s[0][0]=="{"?ap[s[1]]:s[0]);return l=>{let i="";for(let o=0;o<n.length;o++)i+=typeof n[o]=="string"?n[o]:n[o](l,t);return i}}var cp=new Intl.DateTimeFormat().resolvedOptions().timeZone;function dp(e,t){let n;return t=="UTC"||t=="Etc/UTC"?n=new Date(+e+e.getTimezoneOffset()*6e4):t==cp?n=e:(n=new Date(e.toLocaleString("en-US",{timeZone:t})),n.setMilliseconds(e.getMilliseconds())),n}var za=e=>e%1==0,ns=[1,2,2.5,5],up=$r(10,-32,0,ns),Ba=$r(10,0,32,ns),fp=Ba.filter(za),An=up.concat(Ba),Ai=`
`,Wa="{YYYY}",la=Ai+Wa,Va="{M}/{D}",Ar=Ai+Va,Qr=Ar+"/{YY}",Ha="{aa}",hp="{h}:{mm}",nr=hp+Ha,oa=Ai+nr,aa=":{ss}",$e=null;function Ga(e){let t=e*1e3,n=t*60,r=n*60,s=r*24,l=s*30,i=s*365,d=(e==1?$r(10,0,3,ns).filter(za):$r(10,-3,0,ns)).concat([t,t*5,t*10,t*15,t*30,n,n*5,n*10,n*15,n*30,r,r*2,r*3,r*4,r*6,r*8,r*12,s,s*2,s*3,s*4,s*5,s*6,s*7,s*8,s*9,s*10,s*15,l,l*2,l*3,l*4,l*6,i,i*2,i*5,i*10,i*25,i*50,i*100]),a=[[i,Wa,$e,$e,$e,$e,$e,$e,1],[s*28,"{MMM}",la,$e,$e,$e,$e,$e,1],[s,Va,la,$e,$e,$e,$e,$e,1],[r,"{h}"+Ha,Qr,$e,Ar,$e,$e,$e,1],[n,nr,Qr,$e,Ar,$e,$e,$e,1],[t,aa,Qr+" "+nr,$e,Ar+" "+nr,$e,oa,$e,1],[e,aa+".{fff}",Qr+" "+nr,$e,Ar+" "+nr,$e,oa,$e,1]];function f(h){return(b,N,M,C,E,L)=>{let y=[],S=E>=i,k=E>=l&&E<i,$=h(M),v=Fe($*e,3),_=ai($.getFullYear(),S?0:$.getMonth(),k||S?1:$.getDate()),w=Fe(_*e,3);if(k||S){let O=k?E/l:0,F=S?E/i:0,T=v==w?v:Fe(ai(_.getFullYear()+F,_.getMonth()+O,1)*e,3),z=new Date(Je(T/e)),I=z.getFullYear(),j=z.getMonth();for(let P=0;T<=C;P++){let G=ai(I+F*P,j+O*P,1),q=G-h(Fe(G*e,3));T=Fe((+G+q)*e,3),T<=C&&y.push(T)}}else{let O=E>=s?s:E,F=Et(M)-Et(v),T=w+F+is(v-w,O);y.push(T);let z=h(T),I=z.getHours()+z.getMinutes()/n+z.getSeconds()/r,j=E/r,P=b.axes[N]._space,G=L/P;for(;T=Fe(T+E,e==1?0:3),!(T>C);)if(j>1){let q=Et(Fe(I+j,6))%24,fe=h(T).getHours()-q;fe>1&&(fe=-1),T-=fe*r,I=(I+j)%24;let ye=y[y.length-1];Fe((T-ye)/E,3)*G>=.7&&y.push(T)}else y.push(T)}return y}}return[d,a,f]}var[pp,gp,mp]=Ga(1),[bp,yp,wp]=Ga(.001);$r(2,-53,53,[1]);function ca(e,t){return e.map(n=>n.map((r,s)=>s==0||s==8||r==null?r:t(s==1||n[8]==0?r:n[1]+r)))}function da(e,t){return(n,r,s,l,i)=>{let o=t.find(M=>i>=M[0])||t[t.length-1],d,a,f,h,b,N;return r.map(M=>{let C=e(M),E=C.getFullYear(),L=C.getMonth(),y=C.getDate(),S=C.getHours(),k=C.getMinutes(),$=C.getSeconds(),v=E!=d&&o[2]||L!=a&&o[3]||y!=f&&o[4]||S!=h&&o[5]||k!=b&&o[6]||$!=N&&o[7]||o[1];return d=E,a=L,f=y,h=S,b=k,N=$,v(C)})}}function vp(e,t){let n=Ti(t);return(r,s,l,i,o)=>s.map(d=>n(e(d)))}function ai(e,t,n){return new Date(e,t,n)}function ua(e,t){return t(e)}var xp="{YYYY}-{MM}-{DD} {h}:{mm}{aa}";function fa(e,t){return(n,r,s,l)=>l==null?ki:t(e(r))}function kp(e,t){let n=e.series[t];return n.width?n.stroke(e,t):n.points.width?n.points.stroke(e,t):null}function _p(e,t){return e.series[t].fill(e,t)}var Ep={show:!0,live:!0,isolate:!1,mount:Vh,markers:{show:!0,width:2,stroke:kp,fill:_p,dash:"solid"},idx:null,idxs:null,values:[]};function Sp(e,t){let n=e.cursor.points,r=Ct(),s=n.size(e,t);Be(r,Nr,s),Be(r,Tr,s);let l=s/-2;Be(r,"marginLeft",l),Be(r,"marginTop",l);let i=n.width(e,t,s);return i&&Be(r,"borderWidth",i),r}function Mp(e,t){let n=e.series[t].points;return n._fill||n._stroke}function Np(e,t){let n=e.series[t].points;return n._stroke||n._fill}function Tp(e,t){return e.series[t].points.size}var ci=[0,0];function Ap(e,t,n){return ci[0]=t,ci[1]=n,ci}function Zr(e,t,n,r=!0){return s=>{s.button==0&&(!r||s.target==t)&&n(s)}}function di(e,t,n,r=!0){return s=>{(!r||s.target==t)&&n(s)}}var Lp={show:!0,x:!0,y:!0,lock:!1,move:Ap,points:{one:!1,show:Sp,size:Tp,width:0,stroke:Np,fill:Mp},bind:{mousedown:Zr,mouseup:Zr,click:Zr,dblclick:Zr,mousemove:di,mouseleave:di,mouseenter:di},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(e,t)=>{t.stopPropagation(),t.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(e,t,n,r,s)=>r-s,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Ya={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Li=Ue({},Ya,{filter:$a}),Ua=Ue({},Li,{size:10}),qa=Ue({},Ya,{show:!1}),Ci='12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"',Ka="bold "+Ci,Ja=1.5,ha={show:!0,scale:"x",stroke:xi,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Ka,side:2,grid:Li,ticks:Ua,border:qa,font:Ci,lineGap:Ja,rotate:0},Cp="Value",$p="Time",pa={show:!0,scale:"x",auto:!1,sorted:1,min:Re,max:-Re,idxs:[]};function Op(e,t,n,r,s){return t.map(l=>l==null?"":Mi(l))}function Ip(e,t,n,r,s,l,i){let o=[],d=mn.get(s)||0;n=i?n:Fe(is(n,s),d);for(let a=n;a<=r;a=Fe(a+s,d))o.push(Object.is(a,-0)?0:a);return o}function mi(e,t,n,r,s,l,i){let o=[],d=e.scales[e.axes[t].scale].log,a=d==10?ln:Aa,f=Et(a(n));s=sr(d,f),d==10&&(s=An[zt(s,An)]);let h=n,b=s*d;d==10&&(b=An[zt(b,An)]);do o.push(h),h=h+s,d==10&&!mn.has(h)&&(h=Fe(h,mn.get(s))),h>=b&&(s=h,b=s*d,d==10&&(b=An[zt(b,An)]));while(h<=r);return o}function Pp(e,t,n,r,s,l,i){let d=e.scales[e.axes[t].scale].asinh,a=r>d?mi(e,t,pt(d,n),r,s):[d],f=r>=0&&n<=0?[0]:[];return(n<-d?mi(e,t,pt(d,-r),-n,s):[d]).reverse().map(b=>-b).concat(f,a)}var Qa=/./,Rp=/[12357]/,Fp=/[125]/,ga=/1/,bi=(e,t,n,r)=>e.map((s,l)=>t==4&&s==0||l%r==0&&n.test(s.toExponential()[s<0?1:0])?s:null);function Dp(e,t,n,r,s){let l=e.axes[n],i=l.scale,o=e.scales[i],d=e.valToPos,a=l._space,f=d(10,i),h=d(9,i)-f>=a?Qa:d(7,i)-f>=a?Rp:d(5,i)-f>=a?Fp:ga;if(h==ga){let b=Qe(d(1,i)-f);if(b<a)return bi(t.slice().reverse(),o.distr,h,$t(a/b)).reverse()}return bi(t,o.distr,h,1)}function jp(e,t,n,r,s){let l=e.axes[n],i=l.scale,o=l._space,d=e.valToPos,a=Qe(d(1,i)-d(2,i));return a<o?bi(t.slice().reverse(),3,Qa,$t(o/a)).reverse():t}function zp(e,t,n,r){return r==null?ki:t==null?"":Mi(t)}var ma={show:!0,scale:"y",stroke:xi,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:Ka,side:3,grid:Li,ticks:Ua,border:qa,font:Ci,lineGap:Ja,rotate:0};function Bp(e,t){let n=3+(e||1)*2;return Fe(n*t,3)}function Wp(e,t){let{scale:n,idxs:r}=e.series[0],s=e._data[0],l=e.valToPos(s[r[0]],n,!0),i=e.valToPos(s[r[1]],n,!0),o=Qe(i-l),d=e.series[t],a=o/(d.points.space*Le);return r[1]-r[0]<=a}var ba={scale:null,auto:!0,sorted:0,min:Re,max:-Re},Za=(e,t,n,r,s)=>s,ya={show:!0,auto:!0,sorted:0,gaps:Za,alpha:1,facets:[Ue({},ba,{scale:"x"}),Ue({},ba,{scale:"y"})]},wa={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:Za,alpha:1,points:{show:Wp,filter:null},values:null,min:Re,max:-Re,idxs:[],path:null,clip:null};function Vp(e,t,n,r,s){return n/10}var Xa={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},Hp=Ue({},Xa,{time:!1,ori:1}),va={};function ec(e,t){let n=va[e];return n||(n={key:e,plots:[],sub(r){n.plots.push(r)},unsub(r){n.plots=n.plots.filter(s=>s!=r)},pub(r,s,l,i,o,d,a){for(let f=0;f<n.plots.length;f++)n.plots[f]!=s&&n.plots[f].pub(r,s,l,i,o,d,a)}},e!=null&&(va[e]=n)),n}var or=1,yi=2;function On(e,t,n){let r=e.mode,s=e.series[t],l=r==2?e._data[t]:e._data,i=e.scales,o=e.bbox,d=l[0],a=r==2?l[1]:l[t],f=r==2?i[s.facets[0].scale]:i[e.series[0].scale],h=r==2?i[s.facets[1].scale]:i[s.scale],b=o.left,N=o.top,M=o.width,C=o.height,E=e.valToPosH,L=e.valToPosV;return f.ori==0?n(s,d,a,f,h,E,L,b,N,M,C,as,cr,ds,nc,sc):n(s,d,a,f,h,L,E,N,b,C,M,cs,dr,Ii,rc,ic)}function $i(e,t){let n=0,r=0,s=Ne(e.bands,Ni);for(let l=0;l<s.length;l++){let i=s[l];i.series[0]==t?n=i.dir:i.series[1]==t&&(i.dir==1?r|=1:r|=2)}return[n,r==1?-1:r==2?1:r==3?2:0]}function Gp(e,t,n,r,s){let l=e.mode,i=e.series[t],o=l==2?i.facets[1].scale:i.scale,d=e.scales[o];return s==-1?d.min:s==1?d.max:d.distr==3?d.dir==1?d.min:d.max:0}function on(e,t,n,r,s,l){return On(e,t,(i,o,d,a,f,h,b,N,M,C,E)=>{let L=i.pxRound,y=a.dir*(a.ori==0?1:-1),S=a.ori==0?cr:dr,k,$;y==1?(k=n,$=r):(k=r,$=n);let v=L(h(o[k],a,C,N)),_=L(b(d[k],f,E,M)),w=L(h(o[$],a,C,N)),O=L(b(l==1?f.max:f.min,f,E,M)),F=new Path2D(s);return S(F,w,O),S(F,v,O),S(F,v,_),F})}function os(e,t,n,r,s,l){let i=null;if(e.length>0){i=new Path2D;let o=t==0?ds:Ii,d=n;for(let h=0;h<e.length;h++){let b=e[h];if(b[1]>b[0]){let N=b[0]-d;N>0&&o(i,d,r,N,r+l),d=b[1]}}let a=n+s-d,f=10;a>0&&o(i,d,r-f/2,a,r+l+f)}return i}function Yp(e,t,n){let r=e[e.length-1];r&&r[0]==t?r[1]=n:e.push([t,n])}function Oi(e,t,n,r,s,l,i){let o=[],d=e.length;for(let a=s==1?n:r;a>=n&&a<=r;a+=s)if(t[a]===null){let h=a,b=a;if(s==1)for(;++a<=r&&t[a]===null;)b=a;else for(;--a>=n&&t[a]===null;)b=a;let N=l(e[h]),M=b==h?N:l(e[b]),C=h-s;N=i<=0&&C>=0&&C<d?l(e[C]):N;let L=b+s;M=i>=0&&L>=0&&L<d?l(e[L]):M,M>=N&&o.push([N,M])}return o}function xa(e){return e==0?Ca:e==1?Je:t=>Tn(t,e)}function tc(e){let t=e==0?as:cs,n=e==0?(s,l,i,o,d,a)=>{s.arcTo(l,i,o,d,a)}:(s,l,i,o,d,a)=>{s.arcTo(i,l,d,o,a)},r=e==0?(s,l,i,o,d)=>{s.rect(l,i,o,d)}:(s,l,i,o,d)=>{s.rect(i,l,d,o)};return(s,l,i,o,d,a=0,f=0)=>{a==0&&f==0?r(s,l,i,o,d):(a=Bt(a,o/2,d/2),f=Bt(f,o/2,d/2),t(s,l+a,i),n(s,l+o,i,l+o,i+d,a),n(s,l+o,i+d,l,i+d,f),n(s,l,i+d,l,i,f),n(s,l,i,l+o,i,a),s.closePath())}}var as=(e,t,n)=>{e.moveTo(t,n)},cs=(e,t,n)=>{e.moveTo(n,t)},cr=(e,t,n)=>{e.lineTo(t,n)},dr=(e,t,n)=>{e.lineTo(n,t)},ds=tc(0),Ii=tc(1),nc=(e,t,n,r,s,l)=>{e.arc(t,n,r,s,l)},rc=(e,t,n,r,s,l)=>{e.arc(n,t,r,s,l)},sc=(e,t,n,r,s,l,i)=>{e.bezierCurveTo(t,n,r,s,l,i)},ic=(e,t,n,r,s,l,i)=>{e.bezierCurveTo(n,t,s,r,i,l)};function lc(e){return(t,n,r,s,l)=>On(t,n,(i,o,d,a,f,h,b,N,M,C,E)=>{let{pxRound:L,points:y}=i,S,k;a.ori==0?(S=as,k=nc):(S=cs,k=rc);let $=Fe(y.width*Le,3),v=(y.size-y.width)/2*Le,_=Fe(v*2,3),w=new Path2D,O=new Path2D,{left:F,top:T,width:z,height:I}=t.bbox;ds(O,F-_,T-_,z+_*2,I+_*2);let j=P=>{if(d[P]!=null){let G=L(h(o[P],a,C,N)),q=L(b(d[P],f,E,M));S(w,G+v,q),k(w,G,q,v,0,Xr*2)}};if(l)l.forEach(j);else for(let P=r;P<=s;P++)j(P);return{stroke:$>0?w:null,fill:w,clip:O,flags:or|yi}})}function oc(e){return(t,n,r,s,l,i)=>{r!=s&&(l!=r&&i!=r&&e(t,n,r),l!=s&&i!=s&&e(t,n,s),e(t,n,i))}}var Up=oc(cr),qp=oc(dr);function ac(e){let t=Ne(e?.alignGaps,0);return(n,r,s,l)=>On(n,r,(i,o,d,a,f,h,b,N,M,C,E)=>{[s,l]=rs(d,s,l);let L=i.pxRound,y=I=>L(h(I,a,C,N)),S=I=>L(b(I,f,E,M)),k,$;a.ori==0?(k=cr,$=Up):(k=dr,$=qp);let v=a.dir*(a.ori==0?1:-1),_={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:or},w=_.stroke,O=!1;if(l-s>=C*4){let I=Z=>n.posToVal(Z,a.key,!0),j=null,P=null,G,q,be,he=y(o[v==1?s:l]),fe=y(o[s]),ye=y(o[l]),ue=I(v==1?fe+1:ye-1);for(let Z=v==1?s:l;Z>=s&&Z<=l;Z+=v){let Se=o[Z],D=(v==1?Se<ue:Se>ue)?he:y(Se),R=d[Z];D==he?R!=null?(q=R,j==null?(k(w,D,S(q)),G=j=P=q):q<j?j=q:q>P&&(P=q)):R===null&&(O=!0):(j!=null&&$(w,he,S(j),S(P),S(G),S(q)),R!=null?(q=R,k(w,D,S(q)),j=P=G=q):(j=P=null,R===null&&(O=!0)),he=D,ue=I(he+v))}j!=null&&j!=P&&be!=he&&$(w,he,S(j),S(P),S(G),S(q))}else for(let I=v==1?s:l;I>=s&&I<=l;I+=v){let j=d[I];j===null?O=!0:j!=null&&k(w,y(o[I]),S(j))}let[T,z]=$i(n,r);if(i.fill!=null||T!=0){let I=_.fill=new Path2D(w),j=i.fillTo(n,r,i.min,i.max,T),P=S(j),G=y(o[s]),q=y(o[l]);v==-1&&([q,G]=[G,q]),k(I,q,P),k(I,G,P)}if(!i.spanGaps){let I=[];O&&I.push(...Oi(o,d,s,l,v,y,t)),_.gaps=I=i.gaps(n,r,s,l,I),_.clip=os(I,a.ori,N,M,C,E)}return z!=0&&(_.band=z==2?[on(n,r,s,l,w,-1),on(n,r,s,l,w,1)]:on(n,r,s,l,w,z)),_})}function Kp(e){let t=Ne(e.align,1),n=Ne(e.ascDesc,!1),r=Ne(e.alignGaps,0),s=Ne(e.extend,!1);return(l,i,o,d)=>On(l,i,(a,f,h,b,N,M,C,E,L,y,S)=>{[o,d]=rs(h,o,d);let k=a.pxRound,{left:$,width:v}=l.bbox,_=fe=>k(M(fe,b,y,E)),w=fe=>k(C(fe,N,S,L)),O=b.ori==0?cr:dr,F={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:or},T=F.stroke,z=b.dir*(b.ori==0?1:-1),I=w(h[z==1?o:d]),j=_(f[z==1?o:d]),P=j,G=j;s&&t==-1&&(G=$,O(T,G,I)),O(T,j,I);for(let fe=z==1?o:d;fe>=o&&fe<=d;fe+=z){let ye=h[fe];if(ye==null)continue;let ue=_(f[fe]),Z=w(ye);t==1?O(T,ue,I):O(T,P,Z),O(T,ue,Z),I=Z,P=ue}let q=P;s&&t==1&&(q=$+v,O(T,q,I));let[be,he]=$i(l,i);if(a.fill!=null||be!=0){let fe=F.fill=new Path2D(T),ye=a.fillTo(l,i,a.min,a.max,be),ue=w(ye);O(fe,q,ue),O(fe,G,ue)}if(!a.spanGaps){let fe=[];fe.push(...Oi(f,h,o,d,z,_,r));let ye=a.width*Le/2,ue=n||t==1?ye:-ye,Z=n||t==-1?-ye:ye;fe.forEach(Se=>{Se[0]+=ue,Se[1]+=Z}),F.gaps=fe=a.gaps(l,i,o,d,fe),F.clip=os(fe,b.ori,E,L,y,S)}return he!=0&&(F.band=he==2?[on(l,i,o,d,T,-1),on(l,i,o,d,T,1)]:on(l,i,o,d,T,he)),F})}function ka(e,t,n,r,s,l,i=Re){if(e.length>1){let o=null;for(let d=0,a=1/0;d<e.length;d++)if(t[d]!==void 0){if(o!=null){let f=Qe(e[d]-e[o]);f<a&&(a=f,i=Qe(n(e[d],r,s,l)-n(e[o],r,s,l)))}o=d}}return i}function Jp(e){e=e||Cr;let t=Ne(e.size,[.6,Re,1]),n=e.align||0,r=e.gap||0,s=e.radius;s=s==null?[0,0]:typeof s=="number"?[s,0]:s;let l=_e(s),i=1-t[0],o=Ne(t[1],Re),d=Ne(t[2],1),a=Ne(e.disp,Cr),f=Ne(e.each,N=>{}),{fill:h,stroke:b}=a;return(N,M,C,E)=>On(N,M,(L,y,S,k,$,v,_,w,O,F,T)=>{let z=L.pxRound,I=n,j=r*Le,P=o*Le,G=d*Le,q,be;k.ori==0?[q,be]=l(N,M):[be,q]=l(N,M);let he=k.dir*(k.ori==0?1:-1),fe=k.ori==0?ds:Ii,ye=k.ori==0?f:(J,ke,Ce,Ot,Ht,yt,It)=>{f(J,ke,Ce,Ht,Ot,It,yt)},ue=Ne(N.bands,Ni).find(J=>J.series[0]==M),Z=ue!=null?ue.dir:0,Se=L.fillTo(N,M,L.min,L.max,Z),oe=z(_(Se,$,T,O)),D,R,H,K=F,W=z(L.width*Le),Y=!1,ne=null,Ee=null,ve=null,Oe=null;h!=null&&(W==0||b!=null)&&(Y=!0,ne=h.values(N,M,C,E),Ee=new Map,new Set(ne).forEach(J=>{J!=null&&Ee.set(J,new Path2D)}),W>0&&(ve=b.values(N,M,C,E),Oe=new Map,new Set(ve).forEach(J=>{J!=null&&Oe.set(J,new Path2D)})));let{x0:ge,size:ot}=a;if(ge!=null&&ot!=null){I=1,y=ge.values(N,M,C,E),ge.unit==2&&(y=y.map(Ce=>N.posToVal(w+Ce*F,k.key,!0)));let J=ot.values(N,M,C,E);ot.unit==2?R=J[0]*F:R=v(J[0],k,F,w)-v(0,k,F,w),K=ka(y,S,v,k,F,w,K),H=K-R+j}else K=ka(y,S,v,k,F,w,K),H=K*i+j,R=K-H;H<1&&(H=0),W>=R/2&&(W=0),H<5&&(z=Ca);let le=H>0,ce=K-H-(le?W:0);R=z(gi(ce,G,P)),D=(I==0?R/2:I==he?0:R)-I*he*((I==0?j/2:0)+(le?W/2:0));let te={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},we=Y?null:new Path2D,ae=null;if(ue!=null)ae=N.data[ue.series[1]];else{let{y0:J,y1:ke}=a;J!=null&&ke!=null&&(S=ke.values(N,M,C,E),ae=J.values(N,M,C,E))}let Te=q*R,ie=be*R;for(let J=he==1?C:E;J>=C&&J<=E;J+=he){let ke=S[J];if(ke==null)continue;if(ae!=null){let Ke=ae[J]??0;if(ke-Ke==0)continue;oe=_(Ke,$,T,O)}let Ce=k.distr!=2||a!=null?y[J]:J,Ot=v(Ce,k,F,w),Ht=_(Ne(ke,Se),$,T,O),yt=z(Ot-D),It=z(pt(Ht,oe)),at=z(Bt(Ht,oe)),wt=It-at;if(ke!=null){let Ke=ke<0?ie:Te,gt=ke<0?Te:ie;Y?(W>0&&ve[J]!=null&&fe(Oe.get(ve[J]),yt,at+Et(W/2),R,pt(0,wt-W),Ke,gt),ne[J]!=null&&fe(Ee.get(ne[J]),yt,at+Et(W/2),R,pt(0,wt-W),Ke,gt)):fe(we,yt,at+Et(W/2),R,pt(0,wt-W),Ke,gt),ye(N,M,J,yt-W/2,at,R+W,wt)}}return W>0?te.stroke=Y?Oe:we:Y||(te._fill=L.width==0?L._fill:L._stroke??L._fill,te.width=0),te.fill=Y?Ee:we,te})}function Qp(e,t){let n=Ne(t?.alignGaps,0);return(r,s,l,i)=>On(r,s,(o,d,a,f,h,b,N,M,C,E,L)=>{[l,i]=rs(a,l,i);let y=o.pxRound,S=q=>y(b(q,f,E,M)),k=q=>y(N(q,h,L,C)),$,v,_;f.ori==0?($=as,_=cr,v=sc):($=cs,_=dr,v=ic);let w=f.dir*(f.ori==0?1:-1),O=S(d[w==1?l:i]),F=O,T=[],z=[];for(let q=w==1?l:i;q>=l&&q<=i;q+=w)if(a[q]!=null){let he=d[q],fe=S(he);T.push(F=fe),z.push(k(a[q]))}let I={stroke:e(T,z,$,_,v,y),fill:null,clip:null,band:null,gaps:null,flags:or},j=I.stroke,[P,G]=$i(r,s);if(o.fill!=null||P!=0){let q=I.fill=new Path2D(j),be=o.fillTo(r,s,o.min,o.max,P),he=k(be);_(q,F,he),_(q,O,he)}if(!o.spanGaps){let q=[];q.push(...Oi(d,a,l,i,w,S,n)),I.gaps=q=o.gaps(r,s,l,i,q),I.clip=os(q,f.ori,M,C,E,L)}return G!=0&&(I.band=G==2?[on(r,s,l,i,j,-1),on(r,s,l,i,j,1)]:on(r,s,l,i,j,G)),I})}function Zp(e){return Qp(Xp,e)}function Xp(e,t,n,r,s,l){let i=e.length;if(i<2)return null;let o=new Path2D;if(n(o,e[0],t[0]),i==2)r(o,e[1],t[1]);else{let d=Array(i),a=Array(i-1),f=Array(i-1),h=Array(i-1);for(let b=0;b<i-1;b++)f[b]=t[b+1]-t[b],h[b]=e[b+1]-e[b],a[b]=f[b]/h[b];d[0]=a[0];for(let b=1;b<i-1;b++)a[b]===0||a[b-1]===0||a[b-1]>0!=a[b]>0?d[b]=0:(d[b]=3*(h[b-1]+h[b])/((2*h[b]+h[b-1])/a[b-1]+(h[b]+2*h[b-1])/a[b]),isFinite(d[b])||(d[b]=0));d[i-1]=a[i-2];for(let b=0;b<i-1;b++)s(o,e[b]+h[b]/3,t[b]+d[b]*h[b]/3,e[b+1]-h[b]/3,t[b+1]-d[b+1]*h[b]/3,e[b+1],t[b+1])}return o}var wi=new Set;function _a(){for(let e of wi)e.syncRect(!0)}ar&&(Cn(Oh,rr,_a),Cn(Ih,rr,_a,!0),Cn(es,rr,()=>{Ze.pxRatio=Le}));var eg=ac(),tg=lc();function Ea(e,t,n,r){return(r?[e[0],e[1]].concat(e.slice(2)):[e[0]].concat(e.slice(1))).map((l,i)=>vi(l,i,t,n))}function ng(e,t){return e.map((n,r)=>r==0?{}:Ue({},t,n))}function vi(e,t,n,r){return Ue({},t==0?n:r,e)}function cc(e,t,n){return t==null?ir:[t,n]}var rg=cc;function sg(e,t,n){return t==null?ir:ts(t,n,Si,!0)}function dc(e,t,n,r){return t==null?ir:ss(t,n,e.scales[r].log,!1)}var ig=dc;function uc(e,t,n,r){return t==null?ir:Ei(t,n,e.scales[r].log,!1)}var lg=uc;function og(e,t,n,r,s){let l=pt(na(e),na(t)),i=t-e,o=zt(s/r*i,n);do{let d=n[o],a=r*d/i;if(a>=s&&l+(d<5?mn.get(d):0)<=17)return[d,a]}while(++o<n.length);return[0,0]}function Sa(e){let t,n;return e=e.replace(/(\d+)px/,(r,s)=>(t=Je((n=+s)*Le))+"px"),[e,t,n]}function ag(e){e.show&&[e.font,e.labelFont].forEach(t=>{let n=Fe(t[2]*Le,1);t[0]=t[0].replace(/[0-9.]+px/,n+"px"),t[1]=n})}function Ze(e,t,n){let r={mode:Ne(e.mode,1)},s=r.mode;function l(c,u,p,m){let x=u.valToPct(c);return m+p*(u.dir==-1?1-x:x)}function i(c,u,p,m){let x=u.valToPct(c);return m+p*(u.dir==-1?x:1-x)}function o(c,u,p,m){return u.ori==0?l(c,u,p,m):i(c,u,p,m)}r.valToPosH=l,r.valToPosV=i;let d=!1;r.status=0;let a=r.root=Ct(gh);if(e.id!=null&&(a.id=e.id),_t(a,e.class),e.title){let c=Ct(yh,a);c.textContent=e.title}let f=jt("canvas"),h=r.ctx=f.getContext("2d"),b=Ct(wh,a);Cn("click",b,c=>{c.target===M&&(De!=Gn||We!=Yn)&&lt.click(r,c)},!0);let N=r.under=Ct(vh,b);b.appendChild(f);let M=r.over=Ct(xh,b);e=lr(e);let C=+Ne(e.pxAlign,1),E=xa(C);(e.plugins||[]).forEach(c=>{c.opts&&(e=c.opts(r,e)||e)});let L=e.ms||.001,y=r.series=s==1?Ea(e.series||[],pa,wa,!1):ng(e.series||[null],ya),S=r.axes=Ea(e.axes||[],ha,ma,!0),k=r.scales={},$=r.bands=e.bands||[];$.forEach(c=>{c.fill=_e(c.fill||null),c.dir=Ne(c.dir,-1)});let v=s==2?y[1].facets[0].scale:y[0].scale,_={axes:ad,series:rd},w=(e.drawOrder||["axes","series"]).map(c=>_[c]);function O(c){let u=c.distr==3?p=>ln(p>0?p:c.clamp(r,p,c.min,c.max,c.key)):c.distr==4?p=>oi(p,c.asinh):c.distr==100?p=>c.fwd(p):p=>p;return p=>{let m=u(p),{_min:x,_max:A}=c,B=A-x;return(m-x)/B}}function F(c){let u=k[c];if(u==null){let p=(e.scales||Cr)[c]||Cr;if(p.from!=null){F(p.from);let m=Ue({},k[p.from],p,{key:c});m.valToPct=O(m),k[c]=m}else{u=k[c]=Ue({},c==v?Xa:Hp,p),u.key=c;let m=u.time,x=u.range,A=gn(x);if((c!=v||s==2&&!m)&&(A&&(x[0]==null||x[1]==null)&&(x={min:x[0]==null?Xo:{mode:1,hard:x[0],soft:x[0]},max:x[1]==null?Xo:{mode:1,hard:x[1],soft:x[1]}},A=!1),!A&&ls(x))){let B=x;x=(V,U,Q)=>U==null?ir:ts(U,Q,B)}u.range=_e(x||(m?rg:c==v?u.distr==3?ig:u.distr==4?lg:cc:u.distr==3?dc:u.distr==4?uc:sg)),u.auto=_e(A?!1:u.auto),u.clamp=_e(u.clamp||Vp),u._min=u._max=null,u.valToPct=O(u)}}}F("x"),F("y"),s==1&&y.forEach(c=>{F(c.scale)}),S.forEach(c=>{F(c.scale)});for(let c in e.scales)F(c);let T=k[v],z=T.distr,I,j;T.ori==0?(_t(a,mh),I=l,j=i):(_t(a,bh),I=i,j=l);let P={};for(let c in k){let u=k[c];(u.min!=null||u.max!=null)&&(P[c]={min:u.min,max:u.max},u.min=u.max=null)}let G=e.tzDate||(c=>new Date(Je(c/L))),q=e.fmtDate||Ti,be=L==1?mp(G):wp(G),he=da(G,ca(L==1?gp:yp,q)),fe=fa(G,ua(xp,q)),ye=[],ue=r.legend=Ue({},Ep,e.legend),Z=r.cursor=Ue({},Lp,{drag:{y:s==2}},e.cursor),Se=ue.show,oe=Z.show,D=ue.markers;ue.idxs=ye,D.width=_e(D.width),D.dash=_e(D.dash),D.stroke=_e(D.stroke),D.fill=_e(D.fill);let R,H,K,W=[],Y=[],ne,Ee=!1,ve={};if(ue.live){let c=y[1]?y[1].values:null;Ee=c!=null,ne=Ee?c(r,1,0):{_:0};for(let u in ne)ve[u]=ki}if(Se)if(R=jt("table",Nh,a),K=jt("tbody",null,R),ue.mount(r,R),Ee){H=jt("thead",null,R,K);let c=jt("tr",null,H);jt("th",null,c);for(var Oe in ne)jt("th",zo,c).textContent=Oe}else _t(R,Ah),ue.live&&_t(R,Th);let ge={show:!0},ot={show:!1};function le(c,u){if(u==0&&(Ee||!ue.live||s==2))return ir;let p=[],m=jt("tr",Lh,K,K.childNodes[u]);_t(m,c.class),c.show||_t(m,Ln);let x=jt("th",null,m);if(D.show){let V=Ct(Ch,x);if(u>0){let U=D.width(r,u);U&&(V.style.border=U+"px "+D.dash(r,u)+" "+D.stroke(r,u)),V.style.background=D.fill(r,u)}}let A=Ct(zo,x);c.label instanceof HTMLElement?A.appendChild(c.label):A.textContent=c.label,u>0&&(D.show||(A.style.color=c.width>0?D.stroke(r,u):D.fill(r,u)),te("click",x,V=>{if(Z._lock)return;wn(V);let U=y.indexOf(c);if((V.ctrlKey||V.metaKey)!=ue.isolate){let Q=y.some((X,ee)=>ee>0&&ee!=U&&X.show);y.forEach((X,ee)=>{ee>0&&Ut(ee,Q?ee==U?ge:ot:ge,!0,Ye.setSeries)})}else Ut(U,{show:!c.show},!0,Ye.setSeries)},!1),Rn&&te(Ho,x,V=>{Z._lock||(wn(V),Ut(y.indexOf(c),qn,!0,Ye.setSeries))},!1));for(var B in ne){let V=jt("td",$h,m);V.textContent="--",p.push(V)}return[m,p]}let ce=new Map;function te(c,u,p,m=!0){let x=ce.get(u)||{},A=Z.bind[c](r,u,p,m);A&&(Cn(c,u,x[c]=A),ce.set(u,x))}function we(c,u,p){let m=ce.get(u)||{};for(let x in m)(c==null||x==c)&&(pi(x,u,m[x]),delete m[x]);c==null&&ce.delete(u)}let ae=0,Te=0,ie=0,J=0,ke=0,Ce=0,Ot=ke,Ht=Ce,yt=ie,It=J,at=0,wt=0,Ke=0,gt=0;r.bbox={};let nn=!1,bn=!1,yn=!1,Gt=!1,In=!1,ct=!1;function Pn(c,u,p){(p||c!=r.width||u!=r.height)&&Nt(c,u),Bn(!1),yn=!0,bn=!0,Wn()}function Nt(c,u){r.width=ae=ie=c,r.height=Te=J=u,ke=Ce=0,Jc(),Qc();let p=r.bbox;at=p.left=Tn(ke*Le,.5),wt=p.top=Tn(Ce*Le,.5),Ke=p.width=Tn(ie*Le,.5),gt=p.height=Tn(J*Le,.5)}let Uc=3;function qc(){let c=!1,u=0;for(;!c;){u++;let p=ld(u),m=od(u);c=u==Uc||p&&m,c||(Nt(r.width,r.height),bn=!0)}}function Kc({width:c,height:u}){Pn(c,u)}r.setSize=Kc;function Jc(){let c=!1,u=!1,p=!1,m=!1;S.forEach((x,A)=>{if(x.show&&x._show){let{side:B,_size:V}=x,U=B%2,Q=x.label!=null?x.labelSize:0,X=V+Q;X>0&&(U?(ie-=X,B==3?(ke+=X,m=!0):p=!0):(J-=X,B==0?(Ce+=X,c=!0):u=!0))}}),vn[0]=c,vn[1]=p,vn[2]=u,vn[3]=m,ie-=cn[1]+cn[3],ke+=cn[3],J-=cn[2]+cn[0],Ce+=cn[0]}function Qc(){let c=ke+ie,u=Ce+J,p=ke,m=Ce;function x(A,B){switch(A){case 1:return c+=B,c-B;case 2:return u+=B,u-B;case 3:return p-=B,p+B;case 0:return m-=B,m+B}}S.forEach((A,B)=>{if(A.show&&A._show){let V=A.side;A._pos=x(V,A._size),A.label!=null&&(A._lpos=x(V,A.labelSize))}})}if(Z.dataIdx==null){let c=Z.hover,u=c.skip=new Set(c.skip??[]);u.add(void 0);let p=c.prox=_e(c.prox),m=c.bias??(c.bias=0);Z.dataIdx=(x,A,B,V)=>{if(A==0)return B;let U=B,Q=p(x,A,B,V)??Re,X=Q>=0&&Q<Re,ee=T.ori==0?ie:J,pe=Z.left,Ae=t[0],Me=t[A];if(u.has(Me[B])){U=null;let xe=null,de=null,se;if(m==0||m==-1)for(se=B;xe==null&&se-- >0;)u.has(Me[se])||(xe=se);if(m==0||m==1)for(se=B;de==null&&se++<Me.length;)u.has(Me[se])||(de=se);if(xe!=null||de!=null)if(X){let ze=xe==null?-1/0:I(Ae[xe],T,ee,0),He=de==null?1/0:I(Ae[de],T,ee,0),st=pe-ze,Pe=He-pe;st<=Pe?st<=Q&&(U=xe):Pe<=Q&&(U=de)}else U=de==null?xe:xe==null?de:B-xe<=de-B?xe:de}else X&&Qe(pe-I(Ae[B],T,ee,0))>Q&&(U=null);return U}}let wn=c=>{Z.event=c};Z.idxs=ye,Z._lock=!1;let dt=Z.points;dt.show=_e(dt.show),dt.size=_e(dt.size),dt.stroke=_e(dt.stroke),dt.width=_e(dt.width),dt.fill=_e(dt.fill);let Yt=r.focus=Ue({},e.focus||{alpha:.3},Z.focus),Rn=Yt.prox>=0,Fn=Rn&&dt.one,Tt=[],Dn=[],jn=[];function Ji(c,u){let p=dt.show(r,u);if(p instanceof HTMLElement)return _t(p,Mh),_t(p,c.class),Xt(p,-10,-10,ie,J),M.insertBefore(p,Tt[u]),p}function Qi(c,u){if(s==1||u>0){let p=s==1&&k[c.scale].time,m=c.value;c.value=p?ia(m)?fa(G,ua(m,q)):m||fe:m||zp,c.label=c.label||(p?$p:Cp)}if(Fn||u>0){c.width=c.width==null?1:c.width,c.paths=c.paths||eg||Hh,c.fillTo=_e(c.fillTo||Gp),c.pxAlign=+Ne(c.pxAlign,C),c.pxRound=xa(c.pxAlign),c.stroke=_e(c.stroke||null),c.fill=_e(c.fill||null),c._stroke=c._fill=c._paths=c._focus=null;let p=Bp(pt(1,c.width),1),m=c.points=Ue({},{size:p,width:pt(1,p*.2),stroke:c.stroke,space:p*2,paths:tg,_stroke:null,_fill:null},c.points);m.show=_e(m.show),m.filter=_e(m.filter),m.fill=_e(m.fill),m.stroke=_e(m.stroke),m.paths=_e(m.paths),m.pxAlign=c.pxAlign}if(Se){let p=le(c,u);W.splice(u,0,p[0]),Y.splice(u,0,p[1]),ue.values.push(null)}if(oe){ye.splice(u,0,null);let p=null;Fn?u==0&&(p=Ji(c,u)):u>0&&(p=Ji(c,u)),Tt.splice(u,0,p),Dn.splice(u,0,0),jn.splice(u,0,0)}rt("addSeries",u)}function Zc(c,u){u=u??y.length,c=s==1?vi(c,u,pa,wa):vi(c,u,{},ya),y.splice(u,0,c),Qi(y[u],u)}r.addSeries=Zc;function Xc(c){if(y.splice(c,1),Se){ue.values.splice(c,1),Y.splice(c,1);let u=W.splice(c,1)[0];we(null,u.firstChild),u.remove()}oe&&(ye.splice(c,1),Tt.splice(c,1)[0].remove(),Dn.splice(c,1),jn.splice(c,1)),rt("delSeries",c)}r.delSeries=Xc;let vn=[!1,!1,!1,!1];function ed(c,u){if(c._show=c.show,c.show){let p=c.side%2,m=k[c.scale];m==null&&(c.scale=p?y[1].scale:v,m=k[c.scale]);let x=m.time;c.size=_e(c.size),c.space=_e(c.space),c.rotate=_e(c.rotate),gn(c.incrs)&&c.incrs.forEach(B=>{!mn.has(B)&&mn.set(B,Ia(B))}),c.incrs=_e(c.incrs||(m.distr==2?fp:x?L==1?pp:bp:An)),c.splits=_e(c.splits||(x&&m.distr==1?be:m.distr==3?mi:m.distr==4?Pp:Ip)),c.stroke=_e(c.stroke),c.grid.stroke=_e(c.grid.stroke),c.ticks.stroke=_e(c.ticks.stroke),c.border.stroke=_e(c.border.stroke);let A=c.values;c.values=gn(A)&&!gn(A[0])?_e(A):x?gn(A)?da(G,ca(A,q)):ia(A)?vp(G,A):A||he:A||Op,c.filter=_e(c.filter||(m.distr>=3&&m.log==10?Dp:m.distr==3&&m.log==2?jp:$a)),c.font=Sa(c.font),c.labelFont=Sa(c.labelFont),c._size=c.size(r,null,u,0),c._space=c._rotate=c._incrs=c._found=c._splits=c._values=null,c._size>0&&(vn[u]=!0,c._el=Ct(kh,b))}}function hr(c,u,p,m){let[x,A,B,V]=p,U=u%2,Q=0;return U==0&&(V||A)&&(Q=u==0&&!x||u==2&&!B?Je(ha.size/3):0),U==1&&(x||B)&&(Q=u==1&&!A||u==3&&!V?Je(ma.size/2):0),Q}let Zi=r.padding=(e.padding||[hr,hr,hr,hr]).map(c=>_e(Ne(c,hr))),cn=r._padding=Zi.map((c,u)=>c(r,u,vn,0)),it,Xe=null,et=null,Pr=s==1?y[0].idxs:null,Pt=null,pr=!1;function Xi(c,u){if(t=c??[],r.data=r._data=t,s==2){it=0;for(let p=1;p<y.length;p++)it+=t[p][0].length}else{t.length==0&&(r.data=r._data=t=[[]]),Pt=t[0],it=Pt.length;let p=t;if(z==2){p=t.slice();let m=p[0]=Array(it);for(let x=0;x<it;x++)m[x]=x}r._data=t=p}if(Bn(!0),rt("setData"),z==2&&(yn=!0),u!==!1){let p=T;p.auto(r,pr)?ws():un(v,p.min,p.max),Gt=Gt||Z.left>=0,ct=!0,Wn()}}r.setData=Xi;function ws(){pr=!0;let c,u;s==1&&(it>0?(Xe=Pr[0]=0,et=Pr[1]=it-1,c=t[0][Xe],u=t[0][et],z==2?(c=Xe,u=et):c==u&&(z==3?[c,u]=ss(c,c,T.log,!1):z==4?[c,u]=Ei(c,c,T.log,!1):T.time?u=c+Je(86400/L):[c,u]=ts(c,u,Si,!0))):(Xe=Pr[0]=c=null,et=Pr[1]=u=null)),un(v,c,u)}let Rr,zn,vs,xs,ks,_s,Es,Ss,Ms,mt;function el(c,u,p,m,x,A){c??(c=Wo),p??(p=Ni),m??(m="butt"),x??(x=Wo),A??(A="round"),c!=Rr&&(h.strokeStyle=Rr=c),x!=zn&&(h.fillStyle=zn=x),u!=vs&&(h.lineWidth=vs=u),A!=ks&&(h.lineJoin=ks=A),m!=_s&&(h.lineCap=_s=m),p!=xs&&h.setLineDash(xs=p)}function tl(c,u,p,m){u!=zn&&(h.fillStyle=zn=u),c!=Es&&(h.font=Es=c),p!=Ss&&(h.textAlign=Ss=p),m!=Ms&&(h.textBaseline=Ms=m)}function Ns(c,u,p,m,x=0){if(m.length>0&&c.auto(r,pr)&&(u==null||u.min==null)){let A=Ne(Xe,0),B=Ne(et,m.length-1),V=p.min==null?Dh(m,A,B,x,c.distr==3):[p.min,p.max];c.min=Bt(c.min,p.min=V[0]),c.max=pt(c.max,p.max=V[1])}}let nl={min:null,max:null};function td(){for(let m in k){let x=k[m];P[m]==null&&(x.min==null||P[v]!=null&&x.auto(r,pr))&&(P[m]=nl)}for(let m in k){let x=k[m];P[m]==null&&x.from!=null&&P[x.from]!=null&&(P[m]=nl)}P[v]!=null&&Bn(!0);let c={};for(let m in P){let x=P[m];if(x!=null){let A=c[m]=lr(k[m],Uh);if(x.min!=null)Ue(A,x);else if(m!=v||s==2)if(it==0&&A.from==null){let B=A.range(r,null,null,m);A.min=B[0],A.max=B[1]}else A.min=Re,A.max=-Re}}if(it>0){y.forEach((m,x)=>{if(s==1){let A=m.scale,B=P[A];if(B==null)return;let V=c[A];if(x==0){let U=V.range(r,V.min,V.max,A);V.min=U[0],V.max=U[1],Xe=zt(V.min,t[0]),et=zt(V.max,t[0]),et-Xe>1&&(t[0][Xe]<V.min&&Xe++,t[0][et]>V.max&&et--),m.min=Pt[Xe],m.max=Pt[et]}else m.show&&m.auto&&Ns(V,B,m,t[x],m.sorted);m.idxs[0]=Xe,m.idxs[1]=et}else if(x>0&&m.show&&m.auto){let[A,B]=m.facets,V=A.scale,U=B.scale,[Q,X]=t[x],ee=c[V],pe=c[U];ee!=null&&Ns(ee,P[V],A,Q,A.sorted),pe!=null&&Ns(pe,P[U],B,X,B.sorted),m.min=B.min,m.max=B.max}});for(let m in c){let x=c[m],A=P[m];if(x.from==null&&(A==null||A.min==null)){let B=x.range(r,x.min==Re?null:x.min,x.max==-Re?null:x.max,m);x.min=B[0],x.max=B[1]}}}for(let m in c){let x=c[m];if(x.from!=null){let A=c[x.from];if(A.min==null)x.min=x.max=null;else{let B=x.range(r,A.min,A.max,m);x.min=B[0],x.max=B[1]}}}let u={},p=!1;for(let m in c){let x=c[m],A=k[m];if(A.min!=x.min||A.max!=x.max){A.min=x.min,A.max=x.max;let B=A.distr;A._min=B==3?ln(A.min):B==4?oi(A.min,A.asinh):B==100?A.fwd(A.min):A.min,A._max=B==3?ln(A.max):B==4?oi(A.max,A.asinh):B==100?A.fwd(A.max):A.max,u[m]=p=!0}}if(p){y.forEach((m,x)=>{s==2?x>0&&u.y&&(m._paths=null):u[m.scale]&&(m._paths=null)});for(let m in u)yn=!0,rt("setScale",m);oe&&Z.left>=0&&(Gt=ct=!0)}for(let m in P)P[m]=null}function nd(c){let u=gi(Xe-1,0,it-1),p=gi(et+1,0,it-1);for(;c[u]==null&&u>0;)u--;for(;c[p]==null&&p<it-1;)p++;return[u,p]}function rd(){if(it>0){let c=y.some(u=>u._focus)&&mt!=Yt.alpha;c&&(h.globalAlpha=mt=Yt.alpha),y.forEach((u,p)=>{if(p>0&&u.show&&(rl(p,!1),rl(p,!0),u._paths==null)){let m=mt;mt!=u.alpha&&(h.globalAlpha=mt=u.alpha);let x=s==2?[0,t[p][0].length-1]:nd(t[p]);u._paths=u.paths(r,p,x[0],x[1]),mt!=m&&(h.globalAlpha=mt=m)}}),y.forEach((u,p)=>{if(p>0&&u.show){let m=mt;mt!=u.alpha&&(h.globalAlpha=mt=u.alpha),u._paths!=null&&sl(p,!1);{let x=u._paths!=null?u._paths.gaps:null,A=u.points.show(r,p,Xe,et,x),B=u.points.filter(r,p,A,x);(A||B)&&(u.points._paths=u.points.paths(r,p,Xe,et,B),sl(p,!0))}mt!=m&&(h.globalAlpha=mt=m),rt("drawSeries",p)}}),c&&(h.globalAlpha=mt=1)}}function rl(c,u){let p=u?y[c].points:y[c];p._stroke=p.stroke(r,c),p._fill=p.fill(r,c)}function sl(c,u){let p=u?y[c].points:y[c],{stroke:m,fill:x,clip:A,flags:B,_stroke:V=p._stroke,_fill:U=p._fill,_width:Q=p.width}=p._paths;Q=Fe(Q*Le,3);let X=null,ee=Q%2/2;u&&U==null&&(U=Q>0?"#fff":V);let pe=p.pxAlign==1&&ee>0;if(pe&&h.translate(ee,ee),!u){let Ae=at-Q/2,Me=wt-Q/2,xe=Ke+Q,de=gt+Q;X=new Path2D,X.rect(Ae,Me,xe,de)}u?Ts(V,Q,p.dash,p.cap,U,m,x,B,A):sd(c,V,Q,p.dash,p.cap,U,m,x,B,X,A),pe&&h.translate(-ee,-ee)}function sd(c,u,p,m,x,A,B,V,U,Q,X){let ee=!1;U!=0&&$.forEach((pe,Ae)=>{if(pe.series[0]==c){let Me=y[pe.series[1]],xe=t[pe.series[1]],de=(Me._paths||Cr).band;gn(de)&&(de=pe.dir==1?de[0]:de[1]);let se,ze=null;Me.show&&de&&zh(xe,Xe,et)?(ze=pe.fill(r,Ae)||A,se=Me._paths.clip):de=null,Ts(u,p,m,x,ze,B,V,U,Q,X,se,de),ee=!0}}),ee||Ts(u,p,m,x,A,B,V,U,Q,X)}let il=or|yi;function Ts(c,u,p,m,x,A,B,V,U,Q,X,ee){el(c,u,p,m,x),(U||Q||ee)&&(h.save(),U&&h.clip(U),Q&&h.clip(Q)),ee?(V&il)==il?(h.clip(ee),X&&h.clip(X),Dr(x,B),Fr(c,A,u)):V&yi?(Dr(x,B),h.clip(ee),Fr(c,A,u)):V&or&&(h.save(),h.clip(ee),X&&h.clip(X),Dr(x,B),h.restore(),Fr(c,A,u)):(Dr(x,B),Fr(c,A,u)),(U||Q||ee)&&h.restore()}function Fr(c,u,p){p>0&&(u instanceof Map?u.forEach((m,x)=>{h.strokeStyle=Rr=x,h.stroke(m)}):u!=null&&c&&h.stroke(u))}function Dr(c,u){u instanceof Map?u.forEach((p,m)=>{h.fillStyle=zn=m,h.fill(p)}):u!=null&&c&&h.fill(u)}function id(c,u,p,m){let x=S[c],A;if(m<=0)A=[0,0];else{let B=x._space=x.space(r,c,u,p,m),V=x._incrs=x.incrs(r,c,u,p,m,B);A=og(u,p,V,m,B)}return x._found=A}function As(c,u,p,m,x,A,B,V,U,Q){let X=B%2/2;C==1&&h.translate(X,X),el(V,B,U,Q,V),h.beginPath();let ee,pe,Ae,Me,xe=x+(m==0||m==3?-A:A);p==0?(pe=x,Me=xe):(ee=x,Ae=xe);for(let de=0;de<c.length;de++)u[de]!=null&&(p==0?ee=Ae=c[de]:pe=Me=c[de],h.moveTo(ee,pe),h.lineTo(Ae,Me));h.stroke(),C==1&&h.translate(-X,-X)}function ld(c){let u=!0;return S.forEach((p,m)=>{if(!p.show)return;let x=k[p.scale];if(x.min==null){p._show&&(u=!1,p._show=!1,Bn(!1));return}else p._show||(u=!1,p._show=!0,Bn(!1));let A=p.side,B=A%2,{min:V,max:U}=x,[Q,X]=id(m,V,U,B==0?ie:J);if(X==0)return;let ee=x.distr==2,pe=p._splits=p.splits(r,m,V,U,Q,X,ee),Ae=x.distr==2?pe.map(se=>Pt[se]):pe,Me=x.distr==2?Pt[pe[1]]-Pt[pe[0]]:Q,xe=p._values=p.values(r,p.filter(r,Ae,m,X,Me),m,X,Me);p._rotate=A==2?p.rotate(r,xe,m,X):0;let de=p._size;p._size=$t(p.size(r,xe,m,c)),de!=null&&p._size!=de&&(u=!1)}),u}function od(c){let u=!0;return Zi.forEach((p,m)=>{let x=p(r,m,vn,c);x!=cn[m]&&(u=!1),cn[m]=x}),u}function ad(){for(let c=0;c<S.length;c++){let u=S[c];if(!u.show||!u._show)continue;let p=u.side,m=p%2,x,A,B=u.stroke(r,c),V=p==0||p==3?-1:1,[U,Q]=u._found;if(u.label!=null){let ft=u.labelGap*V,kt=Je((u._lpos+ft)*Le);tl(u.labelFont[0],B,"center",p==2?"top":Bo),h.save(),m==1?(x=A=0,h.translate(kt,Je(wt+gt/2)),h.rotate((p==3?-Xr:Xr)/2)):(x=Je(at+Ke/2),A=kt);let _n=La(u.label)?u.label(r,c,U,Q):u.label;h.fillText(_n,x,A),h.restore()}if(Q==0)continue;let X=k[u.scale],ee=m==0?Ke:gt,pe=m==0?at:wt,Ae=u._splits,Me=X.distr==2?Ae.map(ft=>Pt[ft]):Ae,xe=X.distr==2?Pt[Ae[1]]-Pt[Ae[0]]:U,de=u.ticks,se=u.border,ze=de.show?de.size:0,He=Je(ze*Le),st=Je((u.alignTo==2?u._size-ze-u.gap:u.gap)*Le),Pe=u._rotate*-Xr/180,Ge=E(u._pos*Le),vt=(He+st)*V,ut=Ge+vt;A=m==0?ut:0,x=m==1?ut:0;let At=u.font[0],Rt=u.align==1?tr:u.align==2?si:Pe>0?tr:Pe<0?si:m==0?"center":p==3?si:tr,Kt=Pe||m==1?"middle":p==2?"top":Bo;tl(At,B,Rt,Kt);let xt=u.font[1]*u.lineGap,Lt=Ae.map(ft=>E(o(ft,X,ee,pe))),Ft=u._values;for(let ft=0;ft<Ft.length;ft++){let kt=Ft[ft];if(kt!=null){m==0?x=Lt[ft]:A=Lt[ft],kt=""+kt;let _n=kt.indexOf(`
`)==-1?[kt]:kt.split(/\n/gm);for(let ht=0;ht<_n.length;ht++){let El=_n[ht];Pe?(h.save(),h.translate(x,A+ht*xt),h.rotate(Pe),h.fillText(El,0,0),h.restore()):h.fillText(El,x,A+ht*xt)}}}de.show&&As(Lt,de.filter(r,Me,c,Q,xe),m,p,Ge,He,Fe(de.width*Le,3),de.stroke(r,c),de.dash,de.cap);let Jt=u.grid;Jt.show&&As(Lt,Jt.filter(r,Me,c,Q,xe),m,m==0?2:1,m==0?wt:at,m==0?gt:Ke,Fe(Jt.width*Le,3),Jt.stroke(r,c),Jt.dash,Jt.cap),se.show&&As([Ge],[1],m==0?1:0,m==0?1:2,m==1?wt:at,m==1?gt:Ke,Fe(se.width*Le,3),se.stroke(r,c),se.dash,se.cap)}rt("drawAxes")}function Bn(c){y.forEach((u,p)=>{p>0&&(u._paths=null,c&&(s==1?(u.min=null,u.max=null):u.facets.forEach(m=>{m.min=null,m.max=null})))})}let jr=!1,Ls=!1,gr=[];function cd(){Ls=!1;for(let c=0;c<gr.length;c++)rt(...gr[c]);gr.length=0}function Wn(){jr||(ep(ll),jr=!0)}function dd(c,u=!1){jr=!0,Ls=u,c(r),ll(),u&&gr.length>0&&queueMicrotask(cd)}r.batch=dd;function ll(){if(nn&&(td(),nn=!1),yn&&(qc(),yn=!1),bn){if(Be(N,tr,ke),Be(N,"top",Ce),Be(N,Nr,ie),Be(N,Tr,J),Be(M,tr,ke),Be(M,"top",Ce),Be(M,Nr,ie),Be(M,Tr,J),Be(b,Nr,ae),Be(b,Tr,Te),f.width=Je(ae*Le),f.height=Je(Te*Le),S.forEach(({_el:c,_show:u,_size:p,_pos:m,side:x})=>{if(c!=null)if(u){let A=x===3||x===0?p:0,B=x%2==1;Be(c,B?"left":"top",m-A),Be(c,B?"width":"height",p),Be(c,B?"top":"left",B?Ce:ke),Be(c,B?"height":"width",B?J:ie),hi(c,Ln)}else _t(c,Ln)}),Rr=zn=vs=ks=_s=Es=Ss=Ms=xs=null,mt=1,yr(!0),ke!=Ot||Ce!=Ht||ie!=yt||J!=It){Bn(!1);let c=ie/yt,u=J/It;if(oe&&!Gt&&Z.left>=0){Z.left*=c,Z.top*=u,Vn&&Xt(Vn,Je(Z.left),0,ie,J),Hn&&Xt(Hn,0,Je(Z.top),ie,J);for(let p=0;p<Tt.length;p++){let m=Tt[p];m!=null&&(Dn[p]*=c,jn[p]*=u,Xt(m,$t(Dn[p]),$t(jn[p]),ie,J))}}if(je.show&&!In&&je.left>=0&&je.width>0){je.left*=c,je.width*=c,je.top*=u,je.height*=u;for(let p in Rs)Be(Un,p,je[p])}Ot=ke,Ht=Ce,yt=ie,It=J}rt("setSize"),bn=!1}ae>0&&Te>0&&(h.clearRect(0,0,f.width,f.height),rt("drawClear"),w.forEach(c=>c()),rt("draw")),je.show&&In&&(zr(je),In=!1),oe&&Gt&&(kn(null,!0,!1),Gt=!1),ue.show&&ue.live&&ct&&(Is(),ct=!1),d||(d=!0,r.status=1,rt("ready")),pr=!1,jr=!1}r.redraw=(c,u)=>{yn=u||!1,c!==!1?un(v,T.min,T.max):Wn()};function Cs(c,u){let p=k[c];if(p.from==null){if(it==0){let m=p.range(r,u.min,u.max,c);u.min=m[0],u.max=m[1]}if(u.min>u.max){let m=u.min;u.min=u.max,u.max=m}if(it>1&&u.min!=null&&u.max!=null&&u.max-u.min<1e-16)return;c==v&&p.distr==2&&it>0&&(u.min=zt(u.min,t[0]),u.max=zt(u.max,t[0]),u.min==u.max&&u.max++),P[c]=u,nn=!0,Wn()}}r.setScale=Cs;let $s,Os,Vn,Hn,ol,al,Gn,Yn,cl,dl,De,We,dn=!1,lt=Z.drag,tt=lt.x,nt=lt.y;oe&&(Z.x&&($s=Ct(Eh,M)),Z.y&&(Os=Ct(Sh,M)),T.ori==0?(Vn=$s,Hn=Os):(Vn=Os,Hn=$s),De=Z.left,We=Z.top);let je=r.select=Ue({show:!0,over:!0,left:0,width:0,top:0,height:0},e.select),Un=je.show?Ct(_h,je.over?M:N):null;function zr(c,u){if(je.show){for(let p in c)je[p]=c[p],p in Rs&&Be(Un,p,c[p]);u!==!1&&rt("setSelect")}}r.setSelect=zr;function ud(c){if(y[c].show)Se&&hi(W[c],Ln);else if(Se&&_t(W[c],Ln),oe){let p=Fn?Tt[0]:Tt[c];p!=null&&Xt(p,-10,-10,ie,J)}}function un(c,u,p){Cs(c,{min:u,max:p})}function Ut(c,u,p,m){u.focus!=null&&md(c),u.show!=null&&y.forEach((x,A)=>{A>0&&(c==A||c==null)&&(x.show=u.show,ud(A),s==2?(un(x.facets[0].scale,null,null),un(x.facets[1].scale,null,null)):un(x.scale,null,null),Wn())}),p!==!1&&rt("setSeries",c,u),m&&wr("setSeries",r,c,u)}r.setSeries=Ut;function fd(c,u){Ue($[c],u)}function hd(c,u){c.fill=_e(c.fill||null),c.dir=Ne(c.dir,-1),u=u??$.length,$.splice(u,0,c)}function pd(c){c==null?$.length=0:$.splice(c,1)}r.addBand=hd,r.setBand=fd,r.delBand=pd;function gd(c,u){y[c].alpha=u,oe&&Tt[c]!=null&&(Tt[c].style.opacity=u),Se&&W[c]&&(W[c].style.opacity=u)}let rn,fn,xn,qn={focus:!0};function md(c){if(c!=xn){let u=c==null,p=Yt.alpha!=1;y.forEach((m,x)=>{if(s==1||x>0){let A=u||x==0||x==c;m._focus=u?null:A,p&&gd(x,A?1:Yt.alpha)}}),xn=c,p&&Wn()}}Se&&Rn&&te(Go,R,c=>{Z._lock||(wn(c),xn!=null&&Ut(null,qn,!0,Ye.setSeries))});function qt(c,u,p){let m=k[u];p&&(c=c/Le-(m.ori==1?Ce:ke));let x=ie;m.ori==1&&(x=J,c=x-c),m.dir==-1&&(c=x-c);let A=m._min,B=m._max,V=c/x,U=A+(B-A)*V,Q=m.distr;return Q==3?sr(10,U):Q==4?Wh(U,m.asinh):Q==100?m.bwd(U):U}function bd(c,u){let p=qt(c,v,u);return zt(p,t[0],Xe,et)}r.valToIdx=c=>zt(c,t[0]),r.posToIdx=bd,r.posToVal=qt,r.valToPos=(c,u,p)=>k[u].ori==0?l(c,k[u],p?Ke:ie,p?at:0):i(c,k[u],p?gt:J,p?wt:0),r.setCursor=(c,u,p)=>{De=c.left,We=c.top,kn(null,u,p)};function ul(c,u){Be(Un,tr,je.left=c),Be(Un,Nr,je.width=u)}function fl(c,u){Be(Un,"top",je.top=c),Be(Un,Tr,je.height=u)}let mr=T.ori==0?ul:fl,br=T.ori==1?ul:fl;function yd(){if(Se&&ue.live)for(let c=s==2?1:0;c<y.length;c++){if(c==0&&Ee)continue;let u=ue.values[c],p=0;for(let m in u)Y[c][p++].firstChild.nodeValue=u[m]}}function Is(c,u){if(c!=null&&(c.idxs?c.idxs.forEach((p,m)=>{ye[m]=p}):Yh(c.idx)||ye.fill(c.idx),ue.idx=ye[0]),Se&&ue.live){for(let p=0;p<y.length;p++)(p>0||s==1&&!Ee)&&wd(p,ye[p]);yd()}ct=!1,u!==!1&&rt("setLegend")}r.setLegend=Is;function wd(c,u){let p=y[c],m=c==0&&z==2?Pt:t[c],x;Ee?x=p.values(r,c,u)??ve:(x=p.value(r,u==null?null:m[u],c,u),x=x==null?ve:{_:x}),ue.values[c]=x}function kn(c,u,p){cl=De,dl=We,[De,We]=Z.move(r,De,We),Z.left=De,Z.top=We,oe&&(Vn&&Xt(Vn,Je(De),0,ie,J),Hn&&Xt(Hn,0,Je(We),ie,J));let m,x=Xe>et;rn=Re,fn=null;let A=T.ori==0?ie:J,B=T.ori==1?ie:J;if(De<0||it==0||x){m=Z.idx=null;for(let V=0;V<y.length;V++){let U=Tt[V];U!=null&&Xt(U,-10,-10,ie,J)}Rn&&Ut(null,qn,!0,c==null&&Ye.setSeries),ue.live&&(ye.fill(m),ct=!0)}else{let V,U,Q;s==1&&(V=T.ori==0?De:We,U=qt(V,v),m=Z.idx=zt(U,t[0],Xe,et),Q=I(t[0][m],T,A,0));let X=-10,ee=-10,pe=0,Ae=0,Me=!0,xe="",de="";for(let se=s==2?1:0;se<y.length;se++){let ze=y[se],He=ye[se],st=He==null?null:s==1?t[se][He]:t[se][1][He],Pe=Z.dataIdx(r,se,m,U),Ge=Pe==null?null:s==1?t[se][Pe]:t[se][1][Pe];if(ct=ct||Ge!=st||Pe!=He,ye[se]=Pe,se>0&&ze.show){let vt=Pe==null?-10:Pe==m?Q:I(s==1?t[0][Pe]:t[se][0][Pe],T,A,0),ut=Ge==null?-10:j(Ge,s==1?k[ze.scale]:k[ze.facets[1].scale],B,0);if(Rn&&Ge!=null){let At=T.ori==1?De:We,Rt=Qe(Yt.dist(r,se,Pe,ut,At));if(Rt<rn){let Kt=Yt.bias;if(Kt!=0){let xt=qt(At,ze.scale),Lt=Ge>=0?1:-1,Ft=xt>=0?1:-1;Ft==Lt&&(Ft==1?Kt==1?Ge>=xt:Ge<=xt:Kt==1?Ge<=xt:Ge>=xt)&&(rn=Rt,fn=se)}else rn=Rt,fn=se}}if(ct||Fn){let At,Rt;T.ori==0?(At=vt,Rt=ut):(At=ut,Rt=vt);let Kt,xt,Lt,Ft,Jt,ft,kt=!0,_n=dt.bbox;if(_n!=null){kt=!1;let ht=_n(r,se);Lt=ht.left,Ft=ht.top,Kt=ht.width,xt=ht.height}else Lt=At,Ft=Rt,Kt=xt=dt.size(r,se);if(ft=dt.fill(r,se),Jt=dt.stroke(r,se),Fn)se==fn&&rn<=Yt.prox&&(X=Lt,ee=Ft,pe=Kt,Ae=xt,Me=kt,xe=ft,de=Jt);else{let ht=Tt[se];ht!=null&&(Dn[se]=Lt,jn[se]=Ft,Zo(ht,Kt,xt,kt),Jo(ht,ft,Jt),Xt(ht,$t(Lt),$t(Ft),ie,J))}}}}if(Fn){let se=Yt.prox,ze=xn==null?rn<=se:rn>se||fn!=xn;if(ct||ze){let He=Tt[0];He!=null&&(Dn[0]=X,jn[0]=ee,Zo(He,pe,Ae,Me),Jo(He,xe,de),Xt(He,$t(X),$t(ee),ie,J))}}}if(je.show&&dn)if(c!=null){let[V,U]=Ye.scales,[Q,X]=Ye.match,[ee,pe]=c.cursor.sync.scales,Ae=c.cursor.drag;if(tt=Ae._x,nt=Ae._y,tt||nt){let{left:Me,top:xe,width:de,height:se}=c.select,ze=c.scales[ee].ori,He=c.posToVal,st,Pe,Ge,vt,ut,At=V!=null&&Q(V,ee),Rt=U!=null&&X(U,pe);At&&tt?(ze==0?(st=Me,Pe=de):(st=xe,Pe=se),Ge=k[V],vt=I(He(st,ee),Ge,A,0),ut=I(He(st+Pe,ee),Ge,A,0),mr(Bt(vt,ut),Qe(ut-vt))):mr(0,A),Rt&&nt?(ze==1?(st=Me,Pe=de):(st=xe,Pe=se),Ge=k[U],vt=j(He(st,pe),Ge,B,0),ut=j(He(st+Pe,pe),Ge,B,0),br(Bt(vt,ut),Qe(ut-vt))):br(0,B)}else Fs()}else{let V=Qe(cl-ol),U=Qe(dl-al);if(T.ori==1){let pe=V;V=U,U=pe}tt=lt.x&&V>=lt.dist,nt=lt.y&&U>=lt.dist;let Q=lt.uni;Q!=null?tt&&nt&&(tt=V>=Q,nt=U>=Q,!tt&&!nt&&(U>V?nt=!0:tt=!0)):lt.x&&lt.y&&(tt||nt)&&(tt=nt=!0);let X,ee;tt&&(T.ori==0?(X=Gn,ee=De):(X=Yn,ee=We),mr(Bt(X,ee),Qe(ee-X)),nt||br(0,B)),nt&&(T.ori==1?(X=Gn,ee=De):(X=Yn,ee=We),br(Bt(X,ee),Qe(ee-X)),tt||mr(0,A)),!tt&&!nt&&(mr(0,0),br(0,0))}if(lt._x=tt,lt._y=nt,c==null){if(p){if(_l!=null){let[V,U]=Ye.scales;Ye.values[0]=V!=null?qt(T.ori==0?De:We,V):null,Ye.values[1]=U!=null?qt(T.ori==1?De:We,U):null}wr(ii,r,De,We,ie,J,m)}if(Rn){let V=p&&Ye.setSeries,U=Yt.prox;xn==null?rn<=U&&Ut(fn,qn,!0,V):rn>U?Ut(null,qn,!0,V):fn!=xn&&Ut(fn,qn,!0,V)}}ct&&(ue.idx=m,Is()),u!==!1&&rt("setCursor")}let hn=null;Object.defineProperty(r,"rect",{get(){return hn==null&&yr(!1),hn}});function yr(c=!1){c?hn=null:(hn=M.getBoundingClientRect(),rt("syncRect",hn))}function hl(c,u,p,m,x,A,B){Z._lock||dn&&c!=null&&c.movementX==0&&c.movementY==0||(Ps(c,u,p,m,x,A,B,!1,c!=null),c!=null?kn(null,!0,!0):kn(u,!0,!1))}function Ps(c,u,p,m,x,A,B,V,U){if(hn==null&&yr(!1),wn(c),c!=null)p=c.clientX-hn.left,m=c.clientY-hn.top;else{if(p<0||m<0){De=-10,We=-10;return}let[Q,X]=Ye.scales,ee=u.cursor.sync,[pe,Ae]=ee.values,[Me,xe]=ee.scales,[de,se]=Ye.match,ze=u.axes[0].side%2==1,He=T.ori==0?ie:J,st=T.ori==1?ie:J,Pe=ze?A:x,Ge=ze?x:A,vt=ze?m:p,ut=ze?p:m;if(Me!=null?p=de(Q,Me)?o(pe,k[Q],He,0):-10:p=He*(vt/Pe),xe!=null?m=se(X,xe)?o(Ae,k[X],st,0):-10:m=st*(ut/Ge),T.ori==1){let At=p;p=m,m=At}}U&&(u==null||u.cursor.event.type==ii)&&((p<=1||p>=ie-1)&&(p=Tn(p,ie)),(m<=1||m>=J-1)&&(m=Tn(m,J))),V?(ol=p,al=m,[Gn,Yn]=Z.move(r,p,m)):(De=p,We=m)}let Rs={width:0,height:0,left:0,top:0};function Fs(){zr(Rs,!1)}let pl,gl,ml,bl;function yl(c,u,p,m,x,A,B){dn=!0,tt=nt=lt._x=lt._y=!1,Ps(c,u,p,m,x,A,B,!0,!1),c!=null&&(te(li,ui,wl,!1),wr(Vo,r,Gn,Yn,ie,J,null));let{left:V,top:U,width:Q,height:X}=je;pl=V,gl=U,ml=Q,bl=X}function wl(c,u,p,m,x,A,B){dn=lt._x=lt._y=!1,Ps(c,u,p,m,x,A,B,!1,!0);let{left:V,top:U,width:Q,height:X}=je,ee=Q>0||X>0,pe=pl!=V||gl!=U||ml!=Q||bl!=X;if(ee&&pe&&zr(je),lt.setScale&&ee&&pe){let Ae=V,Me=Q,xe=U,de=X;if(T.ori==1&&(Ae=U,Me=X,xe=V,de=Q),tt&&un(v,qt(Ae,v),qt(Ae+Me,v)),nt)for(let se in k){let ze=k[se];se!=v&&ze.from==null&&ze.min!=Re&&un(se,qt(xe+de,se),qt(xe,se))}Fs()}else Z.lock&&(Z._lock=!Z._lock,kn(u,!0,c!=null));c!=null&&(we(li,ui),wr(li,r,De,We,ie,J,null))}function vd(c,u,p,m,x,A,B){if(Z._lock)return;wn(c);let V=dn;if(dn){let U=!0,Q=!0,X=10,ee,pe;T.ori==0?(ee=tt,pe=nt):(ee=nt,pe=tt),ee&&pe&&(U=De<=X||De>=ie-X,Q=We<=X||We>=J-X),ee&&U&&(De=De<Gn?0:ie),pe&&Q&&(We=We<Yn?0:J),kn(null,!0,!0),dn=!1}De=-10,We=-10,ye.fill(null),kn(null,!0,!0),V&&(dn=V)}function vl(c,u,p,m,x,A,B){Z._lock||(wn(c),ws(),Fs(),c!=null&&wr(Yo,r,De,We,ie,J,null))}function xl(){S.forEach(ag),Pn(r.width,r.height,!0)}Cn(es,rr,xl);let Kn={};Kn.mousedown=yl,Kn.mousemove=hl,Kn.mouseup=wl,Kn.dblclick=vl,Kn.setSeries=(c,u,p,m)=>{let x=Ye.match[2];p=x(r,u,p),p!=-1&&Ut(p,m,!0,!1)},oe&&(te(Vo,M,yl),te(ii,M,hl),te(Ho,M,c=>{wn(c),yr(!1)}),te(Go,M,vd),te(Yo,M,vl),wi.add(r),r.syncRect=yr);let Br=r.hooks=e.hooks||{};function rt(c,u,p){Ls?gr.push([c,u,p]):c in Br&&Br[c].forEach(m=>{m.call(null,r,u,p)})}(e.plugins||[]).forEach(c=>{for(let u in c.hooks)Br[u]=(Br[u]||[]).concat(c.hooks[u])});let kl=(c,u,p)=>p,Ye=Ue({key:null,setSeries:!1,filters:{pub:ra,sub:ra},scales:[v,y[1]?y[1].scale:null],match:[sa,sa,kl],values:[null,null]},Z.sync);Ye.match.length==2&&Ye.match.push(kl),Z.sync=Ye;let _l=Ye.key,Ds=ec(_l);function wr(c,u,p,m,x,A,B){Ye.filters.pub(c,u,p,m,x,A,B)&&Ds.pub(c,u,p,m,x,A,B)}Ds.sub(r);function xd(c,u,p,m,x,A,B){Ye.filters.sub(c,u,p,m,x,A,B)&&Kn[c](null,u,p,m,x,A,B)}r.pub=xd;function kd(){Ds.unsub(r),wi.delete(r),ce.clear(),pi(es,rr,xl),a.remove(),R?.remove(),rt("destroy")}r.destroy=kd;function js(){rt("init",e,t),Xi(t||e.data,!1),P[v]?Cs(v,P[v]):ws(),In=je.show&&(je.width>0||je.height>0),Gt=ct=!0,Pn(e.width,e.height)}return y.forEach(Qi),S.forEach(ed),n?n instanceof HTMLElement?(n.appendChild(a),js()):n(r,js):js(),r}Ze.assign=Ue;Ze.fmtNum=Mi;Ze.rangeNum=ts;Ze.rangeLog=ss;Ze.rangeAsinh=Ei;Ze.orient=On;Ze.pxRatio=Le;Ze.join=Xh;Ze.fmtDate=Ti,Ze.tzDate=dp;Ze.sync=ec;{Ze.addGap=Yp,Ze.clipGaps=os;let e=Ze.paths={points:lc};e.linear=ac,e.stepped=Kp,e.bars=Jp,e.spline=Zp}function fc(){try{if(window.parent&&window.parent!==window){let e=window.parent.document.body;if(e&&e.classList)return e}}catch{}return null}var Wt=typeof window.matchMedia=="function"?window.matchMedia("(prefers-color-scheme: dark)"):null;function cg(){let e=fc();return e?e.classList.contains("dark-mode")?"dark":"light":Wt&&Wt.matches?"dark":"light"}function hc(e){let t=document.documentElement,n=()=>{let i=cg();t.dataset.theme!==i&&(t.dataset.theme=i,t.style.colorScheme=i,e&&e(i))};n();let r=[],s=fc();if(s)try{let i=new window.parent.MutationObserver(n);i.observe(s,{attributes:!0,attributeFilter:["class"]}),r.push(()=>i.disconnect())}catch{}if(Wt){let i=()=>n();Wt.addEventListener?Wt.addEventListener("change",i):Wt.addListener&&Wt.addListener(i),r.push(()=>{Wt.removeEventListener?Wt.removeEventListener("change",i):Wt.removeListener&&Wt.removeListener(i)})}let l=()=>r.splice(0).forEach(i=>i());return window.addEventListener("pagehide",l,{once:!0}),l}function Ve(e,t){return getComputedStyle(document.documentElement).getPropertyValue(e).trim()||t}var pc=240,mc=[];for(let e=1;e<=1e12;e*=10)mc.push(e,2*e,5*e);function bc(e){let t=String(e||"nan").toLowerCase();return t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":"NaN"}function yc(e){if(!(e>0))return!1;let t=Math.log10(e);return Math.abs(t-Math.round(t))<1e-9}function gc(e,t){return t.map(n=>yc(n)?n:null)}function dg(e){if(e==null)return"";let t=Math.abs(e);return yc(t)&&(t>=1e5||t<.001)?e.toExponential(0):t>=1e5||t<.001&&e!==0?e.toExponential(1):String(Number(e.toPrecision(4)))}function ug(e){let t=Array.isArray(e.steps)?e.steps:[],n=Array.isArray(e.values)?e.values:[],r=new Map;t.forEach((o,d)=>{if(typeof o!="number"||!Number.isFinite(o))return;let a=n[d];r.set(o,typeof a=="number"&&Number.isFinite(a)?a:null)});let s=(Array.isArray(e.nonfinite)?e.nonfinite:[]).filter(o=>o&&typeof o.step=="number").sort((o,d)=>o.step-d.step);for(let o of s)r.set(o.step,null);let l=[...r.keys()].sort((o,d)=>o-d),i=l.map(o=>r.get(o));return{xs:l,ys:i,nonfinite:s}}function fg(e){return{hooks:{draw:[t=>{let n=e();if(!n.length)return;let{ctx:r}=t,{left:s,top:l,width:i,height:o}=t.bbox,d=window.devicePixelRatio||1;r.save(),r.beginPath(),r.rect(s,l,i,o),r.clip(),r.strokeStyle=Ve("--critical","#d32f2f"),r.fillStyle=r.strokeStyle,r.lineWidth=1.5*d,r.setLineDash([4*d,3*d]),r.font=`${11*d}px system-ui, sans-serif`,r.textBaseline="top";let a=!1;for(let f of n){let h=Math.round(t.valToPos(f.step,"x",!0))+.5;if(!(h<s-1||h>s+i+1)&&(r.beginPath(),r.moveTo(h,l),r.lineTo(h,l+o),r.stroke(),!a)){let b=bc(f.value),N=r.measureText(b).width,M=h+4*d+N>s+i?h-4*d-N:h+4*d;r.fillText(b,M,l+4*d),a=!0}}r.restore()}]}}}function wc(e){let t=g("h3",null,"Loss"),n=g("p",{class:"chart-note",id:"loss-note",role:"status"}),r=g("input",{type:"checkbox",id:"loss-log-scale"}),s=g("label",{class:"log-toggle",for:"loss-log-scale"},r," Log scale"),l=g("div",{class:"chart-box",id:"loss-plot"});re(e,g("div",{class:"card-head"},t,s),n,l);let i=null,o=null,d=[],a=null,f=()=>{i&&i.destroy(),i=null},h=()=>{if(f(),re(l),!o||!o.xs.length)return;let M=o.ys.filter($=>$!==null),C=M.length>0&&M.every($=>$>0);if(r.disabled=!C,!b){let $=1/0,v=-1/0;for(let _ of M)_<$&&($=_),_>v&&(v=_);r.checked=C&&v/$>1e4}let E=C&&r.checked,L=Ve("--fg-muted","#666"),y=Ve("--grid","rgba(0,0,0,0.08)"),k={width:Math.max(200,l.clientWidth||e.clientWidth||600),height:pc,plugins:[fg(()=>d)],scales:{x:{time:!1,range:($,v,_)=>{if(v===null||_===null)return[0,1];if(v===_)return[v-1,_+1];let w=d.length?(_-v)*.02:0;return[v-w,_+w]}},y:E?{distr:3}:{range:($,v,_)=>{if(v===null||_===null||!Number.isFinite(v)||!Number.isFinite(_))return[0,1];if(v===_)return[v-Math.abs(v||1)*.1,_+Math.abs(_||1)*.1];let w=(_-v)*.05;return[v-w,_+w]}}},axes:[{stroke:L,grid:{stroke:y,width:1},ticks:{stroke:y},label:"step",labelSize:20,incrs:mc,values:($,v)=>v.map(_=>Number.isInteger(_)?String(_):"")},{stroke:L,grid:E?{stroke:y,width:1,filter:gc}:{stroke:y,width:1},ticks:E?{stroke:y,filter:gc}:{stroke:y},size:($,v)=>{if(!v)return 50;let _=Math.max(...v.map(w=>String(w).length),3);return Math.ceil(_*7.5)+22},values:($,v)=>v.map(dg)}],series:[{label:"step"},{label:"loss",stroke:Ve("--accent","#1976d2"),width:2,spanGaps:!1,points:{show:o.xs.length<=60,size:4},value:($,v)=>v===null?"—":String(Number(v.toPrecision(6)))}],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}}};i=new Ze(k,[o.xs,o.ys],l)},b=!1;r.addEventListener("change",()=>{b=!0,h()});let N=new ResizeObserver(()=>{if(!i)return;let M=Math.max(200,l.clientWidth);Math.abs(M-i.width)>1&&i.setSize({width:M,height:pc})});return N.observe(l),{update(M,C){if(!(C&&C===a&&i)){if(a=C||null,o=ug(M||{}),d=o.nonfinite,e.dataset.points=String(o.xs.length),e.dataset.nonfinite=String(d.length),!o.xs.length){n.className="chart-note muted",n.textContent="No loss values were logged for this run yet.",f(),re(l);return}if(d.length){let E=d[0],L=d.length-1;n.className="chart-note alert",n.textContent=`The loss became ${bc(E.value)} at step ${E.step}`+(L?` (${L} more non-finite step${L===1?"":"s"} marked in red).`:".")}else n.className="chart-note muted",n.textContent=`${o.xs.length} step${o.xs.length===1?"":"s"} logged; all finite.`;h()}},showError(M){a=null,o=null,d=[],f(),n.className="chart-note error-text",n.textContent=M,re(l)},retheme(){o&&h()},destroy(){N.disconnect(),f()}}}var us=`/* Gradient health views (gradients.js, heatmap.js, histograms.js, ratio.js).
   Colours follow the theme variables of styles.css. */

:root {
  --heatmap-missing: #d5d8dc;
  --heatmap-nonfinite: #e8112d;
  --heatmap-zero: #000000;
  --heatmap-highlight: #ff2bd6;
  --tooltip-bg: #ffffff;
  --tooltip-shadow: 0 2px 10px rgba(0, 0, 0, 0.18);
}
html[data-theme="dark"] {
  --heatmap-missing: #46484d;
  --heatmap-nonfinite: #ff4d5e;
  --heatmap-zero: #000000;
  --heatmap-highlight: #ff66e3;
  --tooltip-bg: #35363a;
  --tooltip-shadow: 0 2px 12px rgba(0, 0, 0, 0.6);
}

.gradient-health {
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 16px;
}
.gradient-health .section-title {
  font-size: 16px;
  font-weight: 600;
  margin: 4px 0 0;
}
.gradient-row {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
}
@media (max-width: 1000px) {
  .gradient-row {
    grid-template-columns: minmax(0, 1fr);
  }
}
.heatmap-card {
  scroll-margin-top: 64px;
}
.inline-picker {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  color: var(--fg-muted);
}
.th-select {
  font: inherit;
  font-size: 13px;
  color: var(--fg);
  background: var(--card);
  border: 1px solid var(--card-border);
  border-radius: 6px;
  padding: 4px 8px;
  max-width: 260px;
}
.th-select:focus-visible {
  outline: 2px solid var(--select-ring);
  outline-offset: 1px;
}

.heatmap-wrap,
.histogram-wrap {
  position: relative;
  width: 100%;
}
.heatmap-canvas,
.histogram-canvas {
  display: block;
}
.heatmap-canvas:focus-visible {
  outline: 2px solid var(--select-ring);
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

.ratio-card .uplot {
  font-family: var(--font);
  color: var(--fg);
}
.ratio-card .u-legend {
  font-size: 12px;
  color: var(--fg);
}
.ratio-card .u-legend .u-series > * {
  padding: 1px 4px;
}
.ratio-card .u-legend th {
  font-weight: 500;
  font-family: var(--mono);
}
.histogram-controls {
  display: flex;
  justify-content: flex-end;
  margin: -4px 0 4px;
}
`;var Or=null;function en(e,t){return Or||(Or=document.createElement("canvas").getContext("2d")),Or?(Or.font=t,Or.measureText(String(e)).width):String(e).length*6.5}function fs(e,t,n){let r=String(e);if(en(r,n)<=t)return r;let s=0,l=r.length;for(;s<l;){let o=Math.ceil((s+l)/2),d=Math.ceil(o/2),a=`${r.slice(0,d)}…${r.slice(r.length-(o-d))}`;en(a,n)<=t?s=o:l=o-1}let i=Math.ceil(s/2);return`${r.slice(0,i)}…${r.slice(r.length-(s-i))}`}function qe(e,t=3){if(typeof e!="number"||!Number.isFinite(e))return String(e);if(e===0)return"0";let n=Math.abs(e);if(n>=1e5||n<.001){let[r,s]=e.toExponential(t-1).split("e");return`${String(Number(r))}e${Number(s)}`}return String(Number(e.toPrecision(t)))}function Ir(e,t){return e===t?`step ${e}`:`steps ${e}–${t}`}function hs(e,t,n){if(!(t>=e))return[];if(t===e)return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),l=Math.max(1,[1,2,5,10].map(o=>o*s).find(o=>o>=r)||r),i=[];for(let o=Math.ceil(e/l)*l;o<=t;o+=l)i.push(Math.round(o));return i}function vc(e,t,n){if(!(t>e))return[e];let r=(t-e)/Math.max(1,n),s=10**Math.floor(Math.log10(r)),l=[1,2,2.5,5,10].map(o=>o*s).find(o=>o>=r)||r,i=[];for(let o=Math.ceil(e/l)*l;o<=t+l*1e-9;o+=l)i.push(Number(o.toPrecision(12)));return i}function Pi(e,t,n){let r=window.devicePixelRatio||1;e.width=Math.round(t*r),e.height=Math.round(n*r),e.style.width=`${t}px`,e.style.height=`${n}px`;let s=e.getContext("2d");return s.setTransform(r,0,0,r,0,0),s.clearRect(0,0,t,n),s}var ps=[[68,1,84],[72,40,120],[62,73,137],[49,104,142],[38,130,142],[31,158,137],[53,183,121],[110,206,88],[181,222,43],[253,231,37]];function xc(e){let t=Math.min(1,Math.max(0,Number.isFinite(e)?e:0))*(ps.length-1),n=Math.min(ps.length-2,Math.floor(t)),r=t-n,s=ps[n],l=ps[n+1];return[0,1,2].map(i=>Math.round(s[i]+(l[i]-s[i])*r))}function Ri(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}var ur='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',pg=`600 ${ur}`,kc=190,_c=56,bt=10,Ec=10,gg=40,Fi=13;function mg(e){return Math.max(2.5,Math.min(22,540/Math.max(1,e)))}function Di(e,t,n){if(!Array.isArray(e)||t===null||t===void 0)return null;let r=Math.min(t,n??t),s=Math.max(t,n??t),l=-1,i=-1;return e.forEach((o,d)=>{Array.isArray(o)&&o[1]>=r&&o[0]<=s&&(l<0&&(l=d),i=d)}),l<0?null:[l,i]}function bg(e,{logScale:t,stat:n}){let r=1/0,s=-1/0,l=0;for(let i of e)if(Array.isArray(i)){for(let o of i)if(!(typeof o!="number"||!Number.isFinite(o))){if(t&&o<=0){l++;continue}o<r&&(r=o),o>s&&(s=o)}}if(!t&&/_fraction$/.test(n||""))return{lo:0,hi:1,log:!1,nonPositive:0};if(r===1/0)return t?{lo:.001,hi:1,log:!0,nonPositive:l}:{lo:0,hi:1,log:!1,nonPositive:l};if(t){if(s/r<10){let i=Math.sqrt(r*s);r=Math.min(r,i/Math.sqrt(10)),s=Math.max(s,i*Math.sqrt(10))}return{lo:r,hi:s,log:!0,nonPositive:l}}if(r===s){let i=Math.abs(r)*.1||1;r-=i,s+=i}return{lo:r,hi:s,log:!1,nonPositive:0}}function Sc(e,t){return e.log?t<=0?0:(Math.log10(t)-Math.log10(e.lo))/(Math.log10(e.hi)-Math.log10(e.lo)):(t-e.lo)/(e.hi-e.lo)}function yg(e){if(e.log){let i=Math.ceil(Math.log10(e.lo)-1e-9),o=Math.floor(Math.log10(e.hi)+1e-9),d=o-i+1;if(d<3){let h=[];for(let b=i-1;b<=o;b++)for(let N of[1,2,5]){let M=N*10**b;M>=e.lo*(1-1e-9)&&M<=e.hi*(1+1e-9)&&h.push(Number(M.toPrecision(6)))}return h}let a=Math.max(1,Math.ceil(d/7)),f=[];for(let h=i;h<=o;h+=a)f.push(10**h);return f}let n=(e.hi-e.lo)/4,r=10**Math.floor(Math.log10(n)),s=[1,2,2.5,5,10].map(i=>i*r).find(i=>i>=n)||n,l=[];for(let i=Math.ceil(e.lo/s)*s;i<=e.hi+s*1e-9;i+=s)l.push(Number(i.toPrecision(12)));return l}function gs(e,{label:t="value"}={}){let n=g("canvas",{id:"gradient-heatmap",class:"heatmap-canvas",role:"img",tabindex:"0"}),r=g("div",{id:"heatmap-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),s=g("div",{class:"heatmap-wrap"},n,r),l=g("div",{class:"heatmap-legend",id:"heatmap-legend"});re(e,s,l);let i=null,o=null,d=null,a=null,f=t,h=null,b=()=>i?i.layers.length:0,N=()=>i?i.steps.length:0;function M(){if(!d||!i)return new Set;let w=new Set(d.layers||[]),O=new Set;return i.layers.forEach((F,T)=>w.has(F)&&O.add(T)),O}function C(){let w=n.dataset;if(w.layers=String(b()),w.columns=String(N()),w.stat=i?i.stat:"",w.logScale=i&&o&&o.log?"true":"false",w.nonfiniteCells=String(i?i.nonfinite.size:0),o&&(w.rangeMin=String(o.lo),w.rangeMax=String(o.hi)),a&&(w.plot=[a.left,a.top,a.width,a.height].map(O=>O.toFixed(1)).join(",")),d&&i){let O=[...M()].sort((T,z)=>T-z);w.highlightLayers=JSON.stringify(O.map(T=>i.layers[T])),w.highlightRows=JSON.stringify(O),w.highlightSteps=`${d.first}-${d.last}`;let F=Di(i.steps,d.first,d.last);w.highlightColumns=F?`${F[0]}-${F[1]}`:""}else for(let O of["highlightLayers","highlightRows","highlightSteps","highlightColumns"])delete w[O]}function E(){L();let w=h?S(h):null;w?$(w):k()}function L(){let w=n.getContext("2d"),O=Math.max(240,s.clientWidth||e.clientWidth||600);if(!i||!b()||!N()){n.width=0,n.height=0,n.style.height="0px",a=null,re(l),C();return}let F=b(),T=N(),z=mg(F),I=F*z,j=Math.max(...i.layers.map(le=>en(le,ur))),P=Math.round(Math.min(kc,Math.max(_c,j+16))),G=Math.max(40,O-P-Ec),q=Math.ceil(bt+I+gg),be=window.devicePixelRatio||1;n.width=Math.round(O*be),n.height=Math.round(q*be),n.style.width=`${O}px`,n.style.height=`${q}px`,a={left:P,top:bt,width:G,height:I,rowH:z,colW:G/T,n:F,m:T},w.setTransform(be,0,0,be,0,0),w.clearRect(0,0,O,q);let he=Ri(Ve("--heatmap-missing","#d5d8dc"),[213,216,220]),fe=Ri(Ve("--heatmap-nonfinite","#e8112d"),[232,17,45]),ye=Ri(Ve("--heatmap-zero","#000000"),[0,0,0]),ue=new ImageData(T,F),Z=ue.data;for(let le=0;le<F;le++){let ce=i.values[le]||[];for(let te=0;te<T;te++){let we=ce[te],ae;i.nonfinite.has(le*T+te)?ae=fe:typeof we!="number"||!Number.isFinite(we)?ae=he:o.log&&we<=0?ae=ye:ae=xc(Sc(o,we));let Te=(le*T+te)*4;Z[Te]=ae[0],Z[Te+1]=ae[1],Z[Te+2]=ae[2],Z[Te+3]=255}}let Se=document.createElement("canvas");if(Se.width=T,Se.height=F,Se.getContext("2d").putImageData(ue,0,0),w.imageSmoothingEnabled=!1,w.drawImage(Se,P,bt,G,I),i.nonfinite.size){let le=new Set,ce=new Set;for(let te of i.nonfinite)le.add(Math.floor(te/T)),ce.add(te%T);w.fillStyle=`rgb(${fe.join(",")})`;for(let te of le)w.fillRect(P+G+2,bt+te*z,5,Math.max(2,z));for(let te of ce)w.fillRect(P+te*a.colW,bt-6,Math.max(2,a.colW),4)}let oe=Ve("--fg","#1f2328"),D=Ve("--fg-muted","#5f6670"),R=Ve("--heatmap-highlight","#ff00aa"),H=M();if(H.size){let le=Di(i.steps,d.first,d.last)||[0,T-1],ce=P+le[0]*a.colW,te=P+(le[1]+1)*a.colW,we=[...H].sort((Te,ie)=>Te-ie),ae=[];for(let Te of we){let ie=ae[ae.length-1];ie&&ie[1]===Te-1?ie[1]=Te:ae.push([Te,Te])}w.save();for(let[Te,ie]of ae){let J=bt+Te*z,ke=bt+(ie+1)*z,Ce=Math.max(te-ce,3);w.lineWidth=4,w.strokeStyle="rgba(0,0,0,0.55)",w.strokeRect(ce-2,J-2,Ce+4,ke-J+4),w.lineWidth=2,w.strokeStyle=R,w.strokeRect(ce-2,J-2,Ce+4,ke-J+4),w.fillStyle=R,w.fillRect(P-5,J,3,Math.max(2,ke-J))}w.fillStyle=R,w.fillRect(ce,bt+I+1,Math.max(te-ce,2),3),w.restore()}w.font=ur,w.textAlign="right",w.textBaseline="middle";let K=Math.max(1,Math.ceil(Fi/z)),W=[],Y=P-10,ne=[...H].sort((le,ce)=>le-ce),Ee=le=>ne.some(ce=>Math.abs(ce-le)*z<Fi&&ce!==le);for(let le=0;le<F;le++){let ce=H.has(le);!ce&&(le%K!==0||Ee(le))||ce&&W.length&&(le-W[W.length-1])*z<Fi&&H.has(W[W.length-1])||W.push(le)}for(let le of W){let ce=H.has(le);w.font=ce?pg:ur,w.fillStyle=ce?oe:D,w.fillText(fs(i.layers[le],Y,w.font),P-8,bt+(le+.5)*z)}let ve=i.steps[0][0],Oe=i.steps[T-1][1],ge=le=>{let ce=Di(i.steps,le,le);if(!ce)return null;let[te,we]=i.steps[ce[0]],ae=we>te?(le-te)/(we-te+1):0;return P+(ce[0]+ae)*a.colW};w.font=ur,w.fillStyle=D,w.strokeStyle=D,w.textAlign="center",w.textBaseline="top",w.lineWidth=1;let ot=hs(ve,Oe,Math.max(2,Math.floor(G/80)));for(let le of ot){let ce=ge(le);ce!==null&&(w.beginPath(),w.moveTo(Math.round(ce)+.5,bt+I),w.lineTo(Math.round(ce)+.5,bt+I+5),w.stroke(),w.fillText(String(le),Math.min(Math.max(ce,P+10),P+G-10),bt+I+7))}w.fillText("step",P+G/2,bt+I+23),w.strokeStyle=Ve("--card-border","#e0e3e8"),w.strokeRect(P-.5,bt-.5,G+1,I+1),y(),C()}function y(){if(!i)return re(l);let w=yg(o),O=o.log&&Math.log10(o.hi/o.lo)>4,F=P=>O?`1e${Math.round(Math.log10(P))}`:qe(P),T=[];for(let P=0;P<=10;P++){let[G,q,be]=xc(P/10);T.push(`rgb(${G},${q},${be}) ${P*10}%`)}let z=g("div",{class:"legend-bar",style:`background: linear-gradient(to right, ${T.join(", ")})`}),I=g("div",{class:"legend-ticks"},w.map(P=>{let G=Math.min(1,Math.max(0,Sc(o,P)));return g("span",{class:"legend-tick",style:`left: ${(G*100).toFixed(2)}%`},F(P))})),j=[];j.push(g("span",{class:"legend-item"},g("span",{class:"swatch cell-nonfinite"}),"NaN / Inf (rows and columns marked at the edges)")),j.push(g("span",{class:"legend-item"},g("span",{class:"swatch cell-missing"}),"not logged")),o.log&&o.nonPositive&&j.push(g("span",{class:"legend-item",id:"heatmap-zero-cells"},g("span",{class:"swatch cell-zero"}),`0 (${o.nonPositive} cell${o.nonPositive===1?"":"s"})`)),re(l,g("div",{class:"legend-scale"},g("span",{class:"legend-title"},`${f}${o.log?" (log₁₀ scale)":""}`),g("div",{class:"legend-bar-box"},z,I),g("span",{class:"legend-range muted",id:"heatmap-range"},`${qe(o.lo)} … ${qe(o.hi)}`)),g("div",{class:"legend-extras"},j))}function S(w){if(!a||!i)return null;let O=n.getBoundingClientRect(),F=w.clientX-O.left-a.left,T=w.clientY-O.top-a.top;if(F<0||T<0||F>=a.width||T>=a.height)return null;let z=Math.min(a.n-1,Math.floor(T/a.rowH)),I=Math.min(a.m-1,Math.floor(F/a.colW));return{r:z,c:I,x:F+a.left,y:T+a.top}}function k(){r.hidden=!0,delete r.dataset.layer,delete r.dataset.column,delete r.dataset.steps,delete r.dataset.value}function $(w){let{r:O,c:F}=w,T=(i.values[O]||[])[F],z=i.nonfinite.has(O*a.m+F),I=z?"NaN / Inf":typeof T=="number"&&Number.isFinite(T)?qe(T,4):"not logged",[j,P]=i.steps[F];re(r,g("div",{class:"tt-title"},i.layers[O]),g("div",{class:"tt-row muted"},`layer ${O+1} of ${a.n} · ${Ir(j,P)}`),g("div",{class:`tt-row${z?" error-text":""}`},`${f}: `,g("strong",null,I),j!==P&&!z&&typeof T=="number"?g("span",{class:"muted"}," (mean)"):null)),r.dataset.layer=i.layers[O],r.dataset.column=String(F),r.dataset.steps=`${j}-${P}`,r.dataset.value=z?"nonfinite":typeof T=="number"&&Number.isFinite(T)?String(T):"missing",r.hidden=!1;let G=s.clientWidth,q=r.offsetWidth,be=r.offsetHeight,he=w.x+14;he+q>G&&(he=w.x-q-14);let fe=w.y+14;fe+be>n.offsetHeight&&(fe=Math.max(0,w.y-be-10)),r.style.left=`${Math.max(0,he)}px`,r.style.top=`${fe}px`}n.addEventListener("mousemove",w=>{h={clientX:w.clientX,clientY:w.clientY};let O=S(h);O?$(O):k()}),n.addEventListener("mouseleave",()=>{h=null,k()});let v=0,_=new ResizeObserver(()=>{let w=s.clientWidth;i&&Math.abs(w-v)>1&&(v=w,E())});return _.observe(s),{canvas:n,plotWidth(w){let O=Math.max(240,s.clientWidth||e.clientWidth||600),F=Array.isArray(w)&&w.length?w:i?i.layers:[],T=F.length?Math.max(...F.map(z=>en(String(z),ur))):120;return Math.max(40,Math.floor(O-Math.min(kc,Math.max(_c,T+16))-Ec))},setData(w,{label:O}={}){O&&(f=O);let F=Array.isArray(w.layers)?w.layers.map(String):[],T=Array.isArray(w.steps)?w.steps.filter(P=>Array.isArray(P)&&P.length>=2):[],z=Array.isArray(w.values)?w.values:[],I=T.length,j=new Set;for(let P of Array.isArray(w.nonfinite)?w.nonfinite:[])Array.isArray(P)&&P.length>=2&&j.add(P[0]*I+P[1]);i={layers:F,steps:T,values:z,nonfinite:j,stat:String(w.stat||""),logScale:!!w.log_scale},o=bg(z,{logScale:i.logScale,stat:i.stat}),v=s.clientWidth,E()},clear(){i=null,o=null,E()},setHighlight(w){d=w&&Array.isArray(w.layers)?w:null,E()},missingLayers(){if(!d||!i)return[];let w=new Set(i.layers);return d.layers.filter(O=>!w.has(O))},redraw:E,destroy(){_.disconnect()}}}var ms='11px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',an=8,wg=36,vg=14,Mc=12;function xg(e){return Array.isArray(e)?e.filter(t=>Array.isArray(t)&&t.length>=3&&t.every(n=>typeof n=="number"&&Number.isFinite(n))).map(([t,n,r])=>[Math.min(t,n),Math.max(t,n),r]).sort((t,n)=>t[0]-n[0]):[]}function ji(e,t,n){return e.map((r,s)=>Math.round(r+(t[s]-r)*n))}function Nc(e,t){let n=/^#([0-9a-f]{6})$/i.exec(String(e).trim());if(!n)return t;let r=parseInt(n[1],16);return[r>>16&255,r>>8&255,r&255]}function kg(e,t,n,r){let s=Math.max(Math.abs(e),Math.abs(t)),l=Math.ceil(Math.log10(n*2)),i=Math.floor(Math.log10(s)),o=[];for(let h=l;h<=i;h++)o.push(10**h);let d=Math.max(1,Math.ceil((o.length*2+1)/Math.max(3,r))),a=o.filter((h,b)=>(o.length-1-b)%d===0),f=[0];for(let h of a)h<=t&&f.push(h),-h>=e&&f.unshift(-h);return f}function Tc(e){let t=g("canvas",{id:"histogram-chart",class:"histogram-canvas",role:"img"}),n=g("div",{id:"histogram-tooltip",class:"chart-tooltip",role:"tooltip",hidden:!0}),r=g("div",{class:"histogram-wrap"},t,n),s=g("input",{type:"checkbox",id:"histogram-log-axis"}),l=g("label",{class:"log-toggle",for:"histogram-log-axis",title:"sign(x)·log10(1 + |x|/c): shows narrow and wide histograms together"},s," Log value axis");re(e,g("div",{class:"histogram-controls"},l),r);let i=!1;s.addEventListener("change",()=>{i=!0,f()});let o=[],d=null,a=null;function f(){n.hidden=!0;let M=Math.max(220,r.clientWidth||e.clientWidth||400);if(t.dataset.steps=String(o.length),!o.length){Pi(t,M,0),a=null;return}let C=o.length,E=Math.max(3,Math.min(24,300/C)),L=Math.max(26,Math.min(56,E*2.2)),y=Math.max(...o.map(W=>en(`step ${W.step}`,ms))),S=Math.ceil(y+14),k=Math.max(60,M-S-vg),$=L+(C-1)*E,v=Pi(t,M,an+$+wg),_=1/0,w=-1/0;for(let W of o)for(let[Y,ne]of W.buckets)Y<_&&(_=Y),ne>w&&(w=ne);if(_===1/0&&(_=-1,w=1),_===w){let W=Math.abs(_)*.1||.001;_-=W,w+=W}let O=o.map(W=>Math.max(0,...W.buckets.map(([Y,ne])=>Math.max(Math.abs(Y),Math.abs(ne))))).filter(W=>W>0),F=O.length?Math.min(...O):1,T=O.length?Math.max(...O):1;i||(s.checked=T/F>10);let z=s.checked,I=F/20||1e-12,j=z?W=>Math.sign(W)*Math.log10(1+Math.abs(W)/I):W=>W,P=z?W=>Math.sign(W)*I*(10**Math.abs(W)-1):W=>W,G=j(_),q=j(w),be=q-G;G-=be*.02,q+=be*.02;let he=W=>S+(j(W)-G)/(q-G)*k;a={left:S,plotW:k,plotH:$,spacing:E,peak:L,n:C,xOf:he,valueAt:W=>P(G+(W-S)/k*(q-G))},t.dataset.logAxis=z?"true":"false";let ye=Ve("--fg-muted","#5f6670"),ue=Ve("--fg","#1f2328"),Z=Ve("--grid","rgba(0,0,0,0.08)"),Se=Nc(Ve("--card","#ffffff"),[255,255,255]),oe=Nc(Ve("--accent","#1967d2"),[25,103,210]),D=Ve("--heatmap-highlight","#ff00aa"),R=Ve("--heatmap-nonfinite","#e8112d"),H=z?kg(_,w,I,Math.max(3,Math.floor(k/70))):vc(_,w,Math.max(2,Math.floor(k/90)));v.font=ms,v.textAlign="center",v.textBaseline="top",v.lineWidth=1;for(let W of H){let Y=Math.round(he(W))+.5;v.strokeStyle=Z,v.beginPath(),v.moveTo(Y,an),v.lineTo(Y,an+$),v.stroke(),v.fillStyle=ye,v.fillText(qe(W),Y,an+$+5)}v.fillText(z?"gradient value (symmetric log axis)":"gradient value",S+k/2,an+$+20);let K=Math.max(1,Math.ceil(Mc/E));for(let W=0;W<C;W++){let Y=o[W],ne=an+L+W*E,Ee=C===1?1:W/(C-1),ve=d&&Y.step>=d.first&&Y.step<=d.last,Oe=`rgb(${ji(ji(Se,oe,.35),oe,Ee).join(",")})`,ge=`rgba(${ji(Se,oe,.18+.25*Ee).join(",")},0.92)`,ot=Y.buckets.map(([te,we,ae])=>{let Te=he(we)-he(te);return Te>1e-9?ae/Te:ae>0?1/0:0}),le=ot.filter(te=>Number.isFinite(te)),ce=Math.max(0,...le);if(v.beginPath(),Y.buckets.length?(v.moveTo(he(Y.buckets[0][0]),ne),Y.buckets.forEach(([te,we],ae)=>{let Te=ot[ae],ie=Te===1/0||ce===0?Te>0?ne-L:ne:ne-Te/ce*L;we>te?(v.lineTo(he(te),ie),v.lineTo(he(we),ie)):v.lineTo(he(te),ne-(Y.buckets[ae][2]>0?L:0))}),v.lineTo(he(Y.buckets[Y.buckets.length-1][1]),ne)):(v.moveTo(S,ne),v.lineTo(S+k,ne)),v.closePath(),v.fillStyle=ge,v.fill(),v.lineWidth=1.2,v.strokeStyle=Y.buckets.length?Oe:R,v.stroke(),Y.nonfinite>0&&(v.fillStyle=R,v.beginPath(),v.arc(S+k-4,ne-3,3,0,Math.PI*2),v.fill()),W%K===0||W===C-1||ve){if(W!==C-1&&W%K!==0&&(C-1-W)*E<Mc)continue;v.font=ve?`600 ${ms}`:ms,v.fillStyle=Y.nonfinite>0?R:ve?ue:ye,v.textAlign="right",v.textBaseline="middle",v.fillText(`step ${Y.step}`,S-8,ne-2),ve&&(v.fillStyle=D,v.fillRect(S-5,ne-7,3,10))}}}function h(M){if(!a)return null;let C=t.getBoundingClientRect(),E=M.clientX-C.left,L=M.clientY-C.top;if(E<a.left||E>a.left+a.plotW||L<an||L>an+a.plotH+4)return null;let y=Math.ceil((L-an-a.peak)/a.spacing);y=Math.min(a.n-1,Math.max(0,y));let S=a.valueAt(E);return{i:y,value:S,x:E,y:L}}t.addEventListener("mousemove",M=>{let C=h(M);if(!C){n.hidden=!0;return}let E=o[C.i],L=E.buckets.find(([k,$])=>C.value>=k&&C.value<=$);re(n,g("div",{class:"tt-title"},`step ${E.step}`),L?g("div",{class:"tt-row"},`[${qe(L[0],4)}, ${qe(L[1],4)}]: `,g("strong",null,qe(L[2],4))):g("div",{class:"tt-row muted"},`value ${qe(C.value,3)}: no bucket`),g("div",{class:"tt-row muted"},`${qe(E.total,6)} finite values`),E.nonfinite>0?g("div",{class:"tt-row error-text"},`${qe(E.nonfinite,6)} variable${E.nonfinite===1?"":"s"} with NaN / Inf`):null),n.dataset.step=String(E.step),n.hidden=!1;let y=n.offsetWidth,S=C.x+14;S+y>r.clientWidth&&(S=C.x-y-14),n.style.left=`${Math.max(0,S)}px`,n.style.top=`${Math.max(0,C.y-10)}px`}),t.addEventListener("mouseleave",()=>n.hidden=!0);let b=0,N=new ResizeObserver(()=>{let M=r.clientWidth;o.length&&Math.abs(M-b)>1&&(b=M,f())});return N.observe(r),{canvas:t,setData(M){return o=(Array.isArray(M)?M:[]).filter(C=>C&&typeof C.step=="number").map(C=>{let E=xg(C.buckets);return{step:C.step,buckets:E,nonfinite:typeof C.nonfinite=="number"?C.nonfinite:0,total:E.reduce((L,y)=>L+y[2],0)}}).sort((C,E)=>C.step-E.step),b=r.clientWidth,f(),o},setFocus(M){d=M&&M.first!==void 0&&M.first!==null?M:null,f()},redraw:f,destroy(){N.disconnect()}}}var Ac=260,Bi=8,_g=.001,Eg=["#1967d2","#e8710a","#188038","#d01884","#9334e6","#12a4b8","#b06000","#5f6368","#7cb342","#c5221f"],Sg=["#8ab4f8","#fcad70","#81c995","#ff8bcb","#c58af9","#78d9ec","#fdd663","#bdc1c6","#c6e48b","#f6aea9"];function Mg(e){for(let t=(e||[]).length-1;t>=0;t--){let n=e[t];if(typeof n=="number"&&Number.isFinite(n)&&n>0)return n}return null}function Ng(e,t,n=[],r=Bi){let s=e.map((i,o)=>({name:i,i:o,last:Mg(t[o])})).filter(i=>i.last!==null).sort((i,o)=>o.last-i.last),l=new Set(s.slice(0,r).map(i=>i.i));for(let i of n){let o=e.indexOf(i);o>=0&&l.add(o)}return[...l].sort((i,o)=>i-o)}function zi(e){if(!(e>0))return!1;let t=Math.log10(e);return Math.abs(t-Math.round(t))<1e-9}function Lc(e){let t=g("p",{class:"chart-note muted",id:"update-ratio-note",role:"status"}),n=g("div",{class:"chart-box",id:"update-ratio-plot"});re(e,t,n);let r=null,s=null,l=[],i=()=>{r&&r.destroy(),r=null};function o(){if(i(),re(n),!s)return;let a=Array.isArray(s.layers)?s.layers.map(String):[],f=Array.isArray(s.steps)?s.steps:[],h=Array.isArray(s.values)?s.values:[],b=Ng(a,h,l);if(e.dataset.layers=JSON.stringify(b.map(_=>a[_])),e.dataset.totalLayers=String(a.length),!f.length||!b.length){t.className="chart-note muted",t.textContent=a.length?"No positive update / weight ratio was logged yet (a log scale cannot show zeros).":"No update / weight ratio was logged for this run.";return}let N=a.length-b.length;t.className="chart-note muted",t.textContent=(N>0?`Showing ${b.length} of ${a.length} layers: the ${Math.min(Bi,b.length)} with the highest last ratio`+(b.length>Bi?" and the layers of the selected finding":"")+". Choose “Update / weight ratio” in the heatmap above to see every layer. ":"")+"Dashed line: 1e-3, a typical healthy ratio.";let M=f.map(_=>Array.isArray(_)?_[1]:_),C=b.map(_=>(h[_]||[]).map(w=>typeof w=="number"&&Number.isFinite(w)&&w>0?w:null)),L=document.documentElement.dataset.theme==="dark"?Sg:Eg,y=Ve("--fg-muted","#666"),S=Ve("--grid","rgba(0,0,0,0.08)"),k=new Set(l),v={width:Math.max(220,n.clientWidth||e.clientWidth||400),height:Ac,scales:{x:{time:!1},y:{distr:3}},axes:[{stroke:y,grid:{stroke:S,width:1},ticks:{stroke:S},label:"step",labelSize:20},{stroke:y,grid:{stroke:S,width:1,filter:(_,w)=>w.map(O=>zi(O)?O:null)},ticks:{stroke:S,filter:(_,w)=>w.map(O=>zi(O)?O:null)},size:56,values:(_,w)=>w.map(O=>zi(O)?qe(O):"")}],series:[{label:"step"},...b.map((_,w)=>({label:a[_],stroke:L[w%L.length],width:k.has(a[_])?3:1.6,spanGaps:!1,points:{show:M.length<=40,size:4},value:(O,F)=>F==null?"—":qe(F,3)}))],legend:{show:!0,live:!0},cursor:{drag:{x:!0,y:!1}},hooks:{draw:[_=>{let{ctx:w}=_,O=_.valToPos(_g,"y",!0),{left:F,top:T,width:z,height:I}=_.bbox;if(!(O>=T&&O<=T+I))return;let j=window.devicePixelRatio||1;w.save(),w.strokeStyle=y,w.lineWidth=j,w.setLineDash([5*j,4*j]),w.beginPath(),w.moveTo(F,Math.round(O)+.5),w.lineTo(F+z,Math.round(O)+.5),w.stroke(),w.restore()}]}};r=new Ze(v,[M,...C],n)}let d=new ResizeObserver(()=>{if(!r)return;let a=Math.max(220,n.clientWidth);Math.abs(a-r.width)>1&&r.setSize({width:a,height:Ac})});return d.observe(n),{setData(a,f=l){s=a||null,l=f||[],o()},setExtra(a){let f=a||[];f.join(`
`)!==l.join(`
`)&&(l=f,o())},showMessage(a,f="muted"){s=null,i(),re(n),t.className=`chart-note ${f}`,t.textContent=a,delete e.dataset.layers},retheme:o,destroy(){d.disconnect(),i()}}}var Tg=["exploding_gradients","vanishing_gradients","dead_units"],Ag={grad_norm:"Gradient norm",grad_max_abs:"Gradient max |g|",grad_zero_fraction:"Gradient zero fraction",weight_norm:"Weight norm",update_ratio:"Update / weight ratio"},Lg={exploding_gradients:"exploding gradients",vanishing_gradients:"vanishing gradients",dead_units:"dead units"},Cc="tb-trainhealth:gradients",Cg=400,Wi=e=>typeof e=="number"&&Number.isFinite(e);function $c(e){if(!e||typeof e!="object"||!Tg.includes(e.kind)&&e.node!=="gradients")return null;let t=e.evidence&&typeof e.evidence=="object"?e.evidence:{},n=Array.isArray(t.layers)?t.layers.filter(l=>typeof l=="string"):[];if(!n.length&&typeof e.layer=="string"&&(n=[e.layer]),!n.length)return null;let r=Wi(t.first_step)?t.first_step:Wi(e.step)?e.step:null,s=Wi(t.last_step)?t.last_step:r;return{kind:String(e.kind||""),layers:n,first:r,last:s}}function bs(e){return Ag[e]||e}function Vi(e,t){return t&&t.status===404?`No ${e} for this run: ${t.message}`:`Could not load the ${e}: ${t&&t.message?t.message:t}`}function Oc(e){sn("trainhealth-gradients-style",us),e.id=e.id||"gradient-health",e.classList.add("gradient-health"),e.hidden=!0;let t=Qn(Cc),n=null,r=null,s=typeof t.stat=="string"?t.stat:null,l=null,i=null,o=null,d=null,a=null,f=0,h=0,b=0,N=typeof t.run=="string"?t.run:null,M=typeof t.layer=="string"?t.layer:null,C=t.focus&&Array.isArray(t.focus.layers)?t.focus:null,E=()=>En(Cc,{run:n,stat:s,layer:l,focus:i}),L=g("select",{id:"gradient-stat",class:"th-select","aria-label":"Statistic",onchange:()=>{s=L.value,E(),ue()}}),y=g("p",{class:"chart-note muted",id:"heatmap-note",role:"status"}),S=g("div",{class:"heatmap-focus",id:"heatmap-focus",hidden:!0}),k=g("p",{class:"error-text",id:"gradient-heatmap-error",role:"alert",hidden:!0}),$=g("div",{class:"heatmap-box"}),v=g("section",{class:"card heatmap-card",id:"gradient-heatmap-card"},g("div",{class:"card-head"},g("h3",null,"Gradient health by layer"),g("label",{class:"inline-picker"},g("span",null,"Statistic"),L)),y,S,k,$),_=gs($),w=g("select",{id:"histogram-layer",class:"th-select","aria-label":"Layer",onchange:()=>{l=w.value,E(),Z()}}),O=g("p",{class:"chart-note muted",id:"histogram-nonfinite",role:"status"}),F=g("p",{class:"error-text",id:"histogram-error",role:"alert",hidden:!0}),T=g("div",{class:"histogram-box"}),z=g("section",{class:"card histogram-card",id:"gradient-histograms"},g("div",{class:"card-head"},g("h3",null,"Gradient histograms over time"),g("label",{class:"inline-picker"},g("span",null,"Layer"),w)),O,F,T),I=Tc(T),j=g("p",{class:"error-text",id:"update-ratio-error",role:"alert",hidden:!0}),P=g("div",{class:"ratio-box"}),G=g("section",{class:"card chart-card ratio-card",id:"update-ratio"},g("div",{class:"card-head"},g("h3",null,"Update / weight ratio"),g("span",{class:"muted small"},"per layer, log scale")),j,P),q=Lc(P);re(e,g("h2",{class:"section-title"},"Gradients"),v,g("div",{class:"gradient-row"},z,G));function be(oe,D){oe.hidden=!D,oe.textContent=D||""}function he(oe,D,R,H=K=>K){let K=D.join(`
`);oe.dataset.options!==K&&(re(oe,D.map(W=>g("option",{value:W},H(W)))),oe.dataset.options=K),R!==null&&(oe.value=R)}function fe(){if(!i){S.hidden=!0,re(S);return}let oe=_.missingLayers(),D=Lg[i.kind]||i.kind||"finding",R=i.first!==null?`, ${Ir(i.first,i.last)}`:"",H=i.layers.length>4?`${i.layers.slice(0,4).join(", ")} and ${i.layers.length-4} more`:i.layers.join(", ");S.hidden=!1,re(S,g("span",{class:"focus-swatch","aria-hidden":"true"}),g("span",null,`Outlined: ${D} in `,g("strong",null,H),R,"."),oe.length?g("span",{class:"error-text"},` Not in this heatmap: ${oe.join(", ")}.`):null,g("button",{type:"button",class:"button small-button",id:"heatmap-clear-focus",onclick:()=>ye(null)},"Clear"))}function ye(oe){i=oe,_.setHighlight(i),I.setFocus(i),q.setExtra(i?i.layers:[]),fe(),E()}async function ue(){let oe=++f,D=n,R=s;if(R){e.dataset.heatmapLoading="true";try{let{body:H,text:K}=await xr(D,R,Math.max(50,Math.min(5e3,_.plotWidth(r&&r.layers))));if(oe!==f||D!==n||(be(k,null),K===o))return;o=K,_.setData(H,{label:bs(R)});let W=Array.isArray(H.layers)?H.layers.length:0,Y=Array.isArray(H.steps)?H.steps:[],ne=Array.isArray(H.nonfinite)?H.nonfinite.length:0;if(!W||!Y.length)y.textContent=`No ${bs(R).toLowerCase()} values were logged for this run yet.`;else{let Ee=Y[0][0],ve=Y[Y.length-1][1],Oe=Y.some(ge=>ge[1]>ge[0]);y.textContent=`${W} layer${W===1?"":"s"} (first layer on top) × ${Ir(Ee,ve)}`+(Oe?` in ${Y.length} columns (mean per column)`:"")+(ne?`; ${ne} NaN/Inf cell${ne===1?"":"s"}.`:".")+" Hover a cell for its value."}fe()}catch(H){if(oe!==f||D!==n)return;o=null,_.clear(),y.textContent="",be(k,Vi(bs(R).toLowerCase(),H))}finally{oe===f&&delete e.dataset.heatmapLoading}}}async function Z(){let oe=++h,D=n,R=l,H=r&&Array.isArray(r.histogram_layers)?r.histogram_layers:[];if(!R||!H.length){d=null,I.setData([]),be(F,null),O.className="chart-note muted",O.textContent="No gradient histograms were logged for this run (they are written every N steps).",delete O.dataset.total;return}try{let{body:K,text:W}=await Cl(D,R);if(oe!==h||D!==n||R!==l||(be(F,null),W===d))return;d=W;let Y=I.setData(K.histograms);z.dataset.layer=R;let ne=Y.filter(ve=>ve.nonfinite>0),Ee=ne.reduce((ve,Oe)=>ve+Oe.nonfinite,0);if(O.dataset.total=String(Ee),!Y.length)O.className="chart-note muted",O.textContent=`No histograms were logged for ${R} yet.`;else if(!Ee)O.className="chart-note muted",O.textContent=`${Y.length} logged step${Y.length===1?"":"s"}; no NaN/Inf gradients (non-finite count 0).`;else{O.className="chart-note alert";let ve=ne.slice(0,4).map(Oe=>`step ${Oe.step}: ${qe(Oe.nonfinite,6)}`).join(", ");O.textContent=`NaN/Inf gradient values left out of the buckets; variables holding them: ${ve}`+(ne.length>4?`, ${ne.length-4} more steps`:"")+"; marked in red."}}catch(K){if(oe!==h||D!==n)return;d=null,I.setData([]),O.textContent="",be(F,Vi(`gradient histograms of ${R}`,K))}}async function Se(){let oe=++b,D=n;if(!(r&&Array.isArray(r.stats)?r.stats:[]).includes("update_ratio")){a=null,be(j,null),q.showMessage("This run logged no update / weight ratio.");return}try{let{body:H,text:K}=await xr(D,"update_ratio",Cg);if(oe!==b||D!==n||(be(j,null),K===a))return;a=K,q.setData(H,i?i.layers:[])}catch(H){if(oe!==b||D!==n)return;a=null,q.showMessage(""),be(j,Vi("update / weight ratio",H))}}return{element:e,async update(oe,D){let R=D&&D.gradients&&typeof D.gradients=="object"?D.gradients:null;if(oe!==n&&(n=oe,o=d=a=null,i=null,l=null,N===oe&&(l=M,i=C),N=M=C=null),r=R,!R){e.hidden=!0,e.dataset.state="none";return}e.hidden=!1,e.dataset.state="shown";let H=Array.isArray(R.stats)?R.stats.filter(W=>typeof W=="string"):[],K=Array.isArray(R.histogram_layers)?R.histogram_layers.filter(W=>typeof W=="string"):[];if(H.includes(s)||(s=H.includes("grad_norm")?"grad_norm":H[0]||null),!K.includes(l)){let W=(D.findings||[]).map($c).find(Y=>Y&&K.includes(Y.layers[0]));l=W?W.layers[0]:K[0]||null}he(L,H,s,bs),L.disabled=!H.length,he(w,K,l),w.disabled=!K.length,H.length||(_.clear(),y.textContent="This run logged no gradient statistics."),_.setHighlight(i),I.setFocus(i),E(),await Promise.all([H.length?ue():null,Z(),Se()]),fe()},focusFinding(oe){let D=$c(oe);if(!D||!r||e.hidden)return!1;ye(D);let R=Array.isArray(r.histogram_layers)?r.histogram_layers:[],H=D.layers.find(K=>R.includes(K));return H&&H!==l&&(l=H,w.value=H,E(),Z()),v.scrollIntoView&&v.scrollIntoView({block:"start",behavior:"smooth"}),!0},retheme(){_.redraw(),I.redraw(),q.retheme()},destroy(){f++,h++,b++,_.destroy(),I.destroy(),q.destroy()}}}var Ic=`/* The shape table (shapes.js). Colours follow the theme variables of styles.css. */

.shape-health {
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 16px;
}
.shape-health .section-title {
  font-size: 16px;
  font-weight: 600;
  margin: 4px 0 0;
}
.shape-card {
  scroll-margin-top: 64px;
}
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
  overflow: auto;
  border: 1px solid var(--card-border);
  border-radius: 8px;
}
.shape-table {
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
}
.shape-table th,
.shape-table td {
  text-align: left;
  padding: 4px 10px;
  border-bottom: 1px solid var(--card-border);
  vertical-align: top;
  white-space: nowrap;
}
.shape-table thead th {
  position: sticky;
  top: 0;
  background: var(--card);
  color: var(--fg-muted);
  font-weight: 500;
  z-index: 1;
}
.shape-table td.num,
.shape-table th.num {
  text-align: right;
  font-variant-numeric: tabular-nums;
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
`;var Og=["input_shape","layer_input","layer_rank","layer_call"],Ig=["integer_labels_categorical_loss","one_hot_labels_sparse_loss","output_units","extra_output_dims","loss_broadcast","label_shape"];function Fc(e){if(!Array.isArray(e))return"(unknown)";let t=e.map(n=>n==null?"None":String(n));return`(${t.join(", ")}${t.length===1?",":""})`}function Pc(e){return!Array.isArray(e)||!e.length?"—":e.map(t=>Fc(t&&t.shape)).join("  ")}function Hi(e){return typeof e=="number"?e.toLocaleString("en-US"):"—"}function Pg(e){return(e&&Array.isArray(e.findings)?e.findings:[]).filter(n=>n&&n.node==="shape")}function Rc(e){let t=e&&e.evidence&&typeof e.evidence=="object"?e.evidence:{};return typeof t.cause=="string"?t.cause:""}function Rg(e){let t=e.evidence||{},n=[];return t.expected&&n.push(`expected ${t.expected}`),t.actual&&n.push(`got ${t.actual}`),t.source&&n.push(`from ${t.source}`),n.length?`${e.kind}: ${n.join(" · ")}`:e.summary||e.kind}function Dc(e){sn("trainhealth-shapes-style",Ic),e.id=e.id||"shape-health",e.classList.add("shape-health"),e.hidden=!0;let t=null,n=null,r=0,s=[],l=null,i=g("p",{class:"shape-note muted",id:"shape-note",role:"status"}),o=g("p",{class:"shape-note alert",id:"shape-alert",role:"alert",hidden:!0}),d=g("div",{class:"spec-compare",id:"shape-specs"}),a=g("div",{class:"shape-scroll"}),f=g("p",{class:"error-text",id:"shape-error",role:"alert",hidden:!0}),h=g("section",{class:"card shape-card",id:"shape-table-card"},g("div",{class:"card-head"},g("h3",null,"Layer shapes"),g("span",{class:"muted small"},"every layer call, in execution order")),i,o,f,d,a);re(e,g("h2",{class:"section-title"},"Shapes"),h);function b(y){f.hidden=!y,f.textContent=y||""}function N(y,S,k,$){return g("li",{class:`spec-item${k?" mismatch":""}`,"data-role":y},g("span",{class:"spec-role"},y),g("span",{class:"spec-shape"},Fc(S&&S.shape)),g("span",{class:"spec-dtype"},S&&S.dtype||""),$?g("span",{class:"muted"},pn($)):null)}function M(y){let S=s.map(Rc),k=s.some(I=>Og.includes(Rc(I))&&(I.evidence||{}).source==="the data"),$=S.some(I=>Ig.includes(I)),v=y.data||{},_=Array.isArray(v.x)?v.x:[],w=Array.isArray(v.y)?v.y:[],O=Array.isArray(y.model_inputs)?y.model_inputs:[],F=Array.isArray(y.model_outputs)?y.model_outputs:[],T=Array.isArray(y.loss)?y.loss:[],z=(I,j,P,G)=>j&&j.path?`${I}.${j.path}`:G>1?`${I}[${P}]`:I;re(d,g("div",{class:"spec-box",id:"data-spec"},g("h4",null,"Data (one batch)"),g("ul",{class:"spec-list"},_.map((I,j)=>N(z("x",I,j,_.length),I,k)),w.map((I,j)=>N(z("y",I,j,w.length),I,$)),!_.length&&!w.length?g("li",{class:"muted"},"Not known (a generator?)"):null)),g("div",{class:"spec-box",id:"model-spec"},g("h4",null,"Model"),g("ul",{class:"spec-list"},O.map(I=>N("input",I,k,I.inferred?"(subclassed: taken from the data)":I.name?`\`${I.name}\``:"")),F.map(I=>N("output",I,$,I.layer?`of \`${I.layer}\``:"")),T.length?g("li",{class:"spec-item","data-role":"loss"},g("span",{class:"spec-role"},"loss"),g("span",{class:"spec-shape"},T.map(I=>I.name).join(", "))):null)))}function C(y){let S=Array.isArray(y.rows)?y.rows:[],k=new Map;for(let _ of s)typeof _.layer=="string"&&_.layer&&!k.has(_.layer)&&k.set(_.layer,_);let $=new Set,v=[];for(let _ of S){let w=k.get(_.name),O=_.status==="failed",F=!!w||O,T=w&&w.severity==="warning",z=[`depth-${Math.min(_.depth||0,9)}`,_.trainable===!1?"not-trainable":"",F?"row-mismatch":"",T?"row-warning":"",_.status?`row-${_.status}`:"",l&&_.name===l?"focused":""].filter(Boolean).join(" "),I=_.outputs&&_.outputs.length?Pc(_.outputs):O?"—":"",j=_.outputs&&_.outputs[0]&&_.outputs[0].dtype||_.inputs&&_.inputs[0]&&_.inputs[0].dtype||"",P=_.status==="failed"?"failed here":_.status==="raised_inside"?"raised inside":"";if(v.push(g("tr",{class:z,"data-layer":_.name,"data-row":_.index,"data-mismatch":F?"true":null},g("td",{class:"num muted"},String(_.index)),g("td",{style:`padding-left: ${10+16*(_.depth||0)}px`},g("span",{class:"layer-name"},_.name),g("span",{class:"layer-class"},_.class)),g("td",{class:"shape-cell"},Pc(_.inputs)),g("td",{class:"shape-cell"},I),g("td",{class:"shape-cell muted"},j),g("td",{class:"num"},Hi(_.params)),g("td",null,_.trainable===!1?"no":"yes"),g("td",{class:"status-cell"},P))),F&&!$.has(_.name)){$.add(_.name);let G=w?Rg(w):_.error||"This call failed.";v.push(g("tr",{class:`row-note${T?" row-warning":""}`,"data-note-for":_.name},g("td",null,""),g("td",{colspan:7},G)))}}re(a,g("table",{class:"shape-table",id:"shape-table"},g("thead",null,g("tr",null,g("th",{class:"num"},"#"),g("th",null,"Layer"),g("th",null,"Input shape"),g("th",null,"Output shape"),g("th",null,"dtype"),g("th",{class:"num"},"Params"),g("th",null,"Trainable"),g("th",null,"Status"))),g("tbody",null,v)))}function E(y,S){let k=Array.isArray(y.rows)?y.rows:[],$=k.filter(_=>(_.depth||0)>0).length;i.textContent=`${y.model||"model"} (${y.model_class||"?"}, ${y.model_kind||"?"}) · ${$} layer call${$===1?"":"s"} · ${Hi(y.total_params)} params`+(typeof y.trainable_params=="number"?` (${Hi(y.trainable_params)} trainable)`:"")+(S>1?` · the latest of ${S} tables this run logged`:"");let v="";if(y.walked_on==="model_inputs")v="The data does not fit the model's input: the table shows the model on its declared input shapes.";else if(y.complete===!1){let _=k.find(w=>w.status==="failed");v=`The model stopped at ${_?`\`${_.name}\``:"a layer"}: the layers after it were not reached.`}o.hidden=!v,re(o,pn(v)),M(y),C(y)}function L(y){l=y;for(let v of a.querySelectorAll("tr.focused"))v.classList.remove("focused");let S=y?[...a.querySelectorAll("tr[data-layer]")].filter(v=>v.dataset.layer===y):[];for(let v of S)v.classList.add("focused");let k=S[0]||h;h.dataset.focused=y||"";let $=()=>k.scrollIntoView&&k.scrollIntoView({block:"center",behavior:"smooth"});window.requestAnimationFrame?window.requestAnimationFrame($):$()}return{element:e,async update(y,S){let k=++r;y!==t&&(t=y,n=null,l=null),s=Pg(S);let $;try{$=await Ll(y,"shape_table")}catch(O){if(k!==r)return;n=null,e.hidden=!1,b(`Could not load the shape table: ${O&&O.message?O.message:O}`);return}if(k!==r||y!==t)return;b(null);let v=Array.isArray($.body.events)?$.body.events:[],_=v.length?v[v.length-1].payload:null;if(!_||typeof _!="object"){e.hidden=!0,e.dataset.state="none";return}e.hidden=!1,e.dataset.state="shown";let w=`${$.text}
${JSON.stringify(s)}`;w!==n&&(n=w,E(_,v.length),l&&L(l))},focusFinding(y){return!y||y.node!=="shape"||e.hidden?!1:(L(typeof y.layer=="string"?y.layer:null),!0)},destroy(){r+=1,re(e)}}}var jc=`/* The non-finite values views (numerics.js). Colours follow the theme
   variables of styles.css. */

.numerics-health {
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 16px;
}
.numerics-health .section-title {
  font-size: 16px;
  font-weight: 600;
  margin: 4px 0 0;
}
.nf-row {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
}
@media (max-width: 1000px) {
  .nf-row {
    grid-template-columns: minmax(0, 1fr);
  }
}
.nf-card {
  scroll-margin-top: 64px;
}
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
  overflow: auto;
  border: 1px solid var(--card-border);
  border-radius: 8px;
  position: relative;
}
.nf-table {
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
}
.nf-table th,
.nf-table td {
  text-align: left;
  padding: 4px 10px;
  border-bottom: 1px solid var(--card-border);
  white-space: nowrap;
}
.nf-table thead th {
  position: sticky;
  top: 0;
  background: var(--card);
  color: var(--fg-muted);
  font-weight: 500;
  z-index: 1;
}
.nf-table .num {
  text-align: right;
  font-variant-numeric: tabular-nums;
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

/* The finding a timeline marker opened, in the evidence panel. */
.evidence-panel .finding-card.focused {
  border-top-color: var(--select-ring);
  box-shadow: inset 3px 0 0 var(--select-ring);
  padding-left: 10px;
  scroll-margin-top: 64px;
}
`;var Gi=[{kind:"nonfinite_activations",label:"Activations",shape:"circle"},{kind:"nonfinite_loss",label:"Loss",shape:"diamond"},{kind:"nonfinite_gradients",label:"Gradients",shape:"triangle"},{kind:"nonfinite_weights",label:"Weights",shape:"square"},{kind:"loss_scale_collapse",label:"Loss-scale collapse",shape:"down"}],Dg={nonfinite_activations:"the activations",nonfinite_loss:"the loss",nonfinite_gradients:"the gradients",nonfinite_weights:"the weights",loss_scale_collapse:"the loss scale"},jg="activation_max_abs",zc="tb-trainhealth:numerics",zg=65504,Yi='11px ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',tn=138,Bg=18,fr=22,Vt=30,Wg=34,Ie=6,Ui=e=>typeof e=="number"&&Number.isFinite(e);function Wc(e){let t=String(e??"").toLowerCase();return t==="nan"?"NaN":t==="inf"||t==="+inf"||t==="infinity"?"+Inf":t==="-inf"||t==="-infinity"?"-Inf":null}function Vg(e){if(typeof e=="number"&&Number.isFinite(e))return qe(e,4);let t=Wc(e);return t?t==="NaN"?"NaN":"Inf":"—"}function Hg(e){return e.variable?String(e.variable):e.layer?String(e.layer):Wc(e.value)||""}function Gg(e){let t=new Map;for(let n of Array.isArray(e)?e:[]){if(!n||typeof n.kind!="string"||!Ui(n.step))continue;let r=`${n.kind}@${n.step}`;t.has(r)||t.set(r,{key:r,kind:n.kind,step:n.step,events:[]}),t.get(r).events.push(n)}return[...t.values()].sort((n,r)=>n.step-r.step)}function Bc(e,t){let n=-1,r=-1,s=new Set(t.events.flatMap(l=>[l.layer,l.variable]).filter(Boolean));return(Array.isArray(e)?e:[]).forEach((l,i)=>{if(!l||l.kind!==t.kind)return;let o=0;l.step===t.step&&(o+=2),l.layer&&s.has(l.layer)&&(o+=1);let d=l.evidence&&typeof l.evidence=="object"?l.evidence:{};d.variable&&s.has(d.variable)&&(o+=1),o>r&&(n=i,r=o)}),n}function Yg(e){switch(e){case"diamond":return me("polygon",{class:"nf-shape",points:`0,${-Ie-1} ${Ie+1},0 0,${Ie+1} ${-Ie-1},0`});case"triangle":return me("polygon",{class:"nf-shape",points:`0,${-Ie-1} ${Ie+1},${Ie} ${-Ie-1},${Ie}`});case"down":return me("polygon",{class:"nf-shape",points:`${-Ie-1},${-Ie} ${Ie+1},${-Ie} 0,${Ie+1}`});case"square":return me("rect",{class:"nf-shape",x:-Ie+.5,y:-Ie+.5,width:2*Ie-1,height:2*Ie-1,rx:1.5});default:return me("circle",{class:"nf-shape",r:Ie})}}function ys(e,t){return`${e} ${t}${e===1?"":"s"}`}function Ug(e){return e.length<=1?e.join(""):`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function Vc(e,{onOpenFinding:t}={}){sn("trainhealth-numerics-style",jc),sn("trainhealth-gradients-style",us),e.id=e.id||"numerics-health",e.classList.add("numerics-health"),e.hidden=!0;let n=Qn(zc),r=null,s=null,l=[],i=[],o=null,d=null,a=typeof n.run=="string"?n.run:null,f=typeof n.marker=="string"?n.marker:null,h=null,b=null,N=0,M=()=>En(zc,{run:r,marker:d}),C=g("p",{class:"nf-summary",id:"nonfinite-summary",role:"status"}),E=g("div",{class:"nf-timeline-box",id:"nonfinite-timeline-box"}),L=g("section",{class:"card nf-card",id:"nonfinite-timeline-card"},g("div",{class:"card-head"},g("h3",null,"Non-finite values over time"),g("span",{class:"muted small"},"Click a marker for its finding")),C,E),y=g("h3",null,"The bad step"),S=g("p",{class:"nf-verdict",id:"bad-step-verdict"}),k=g("div",{class:"nf-scroll"}),$=g("section",{class:"card nf-card",id:"bad-step-card",hidden:!0},g("div",{class:"card-head"},y,g("span",{class:"muted small"},"every layer output, in execution order")),S,k),v=g("p",{class:"chart-note muted",id:"activation-heatmap-note",role:"status"}),_=g("p",{class:"error-text",id:"activation-heatmap-error",role:"alert",hidden:!0}),w=g("div",{class:"heatmap-box"}),O=g("section",{class:"card heatmap-card nf-card",id:"activation-heatmap-card",hidden:!0},g("div",{class:"card-head"},g("h3",null,"Activation max |x| by layer"),g("span",{class:"muted small"},"per layer output, over steps")),v,_,w),F=gs(w,{label:"Activation max |x|"}),T=D=>{for(let R of D.querySelectorAll('[id^="heatmap-"], #gradient-heatmap'))R.id=R.id==="gradient-heatmap"?"activation-heatmap":`activation-${R.id}`};T(w);let z=new MutationObserver(()=>T(w));z.observe(w,{childList:!0,subtree:!0}),re(e,g("h2",{class:"section-title"},"Non-finite values"),g("div",{class:"nf-row"},L,$),O);function I(){let D=new Set(i.map(K=>K.kind)),R=Gi.filter(K=>D.has(K.kind)),H=[...D].filter(K=>!Gi.some(W=>W.kind===K)).map(K=>({kind:K,label:K.replace(/_/g," "),shape:"circle"}));return[...R,...H]}function j(D){let R=l[D];return R&&["critical","warning","info"].includes(R.severity)?R.severity:"critical"}function P(){let D=I();if(!i.length||!o){re(E);return}let R=Math.max(320,E.clientWidth||e.clientWidth||600),H=R-tn-Bg,K=fr+D.length*Vt+Wg,[W,Y]=o,ne=te=>tn+(te-W)/(Y-W)*H,Ee=new Map(D.map((te,we)=>[te.kind,we])),ve=te=>fr+Ee.get(te)*Vt+Vt/2,Oe=me("svg",{id:"nonfinite-timeline",class:"nf-timeline",width:R,height:K,viewBox:`0 0 ${R} ${K}`,role:"group","aria-label":"Timeline of non-finite events","data-markers":String(i.length),"data-domain":`${W},${Y}`});D.forEach((te,we)=>{let ae=fr+we*Vt;Oe.append(me("rect",{class:`nf-lane-bg${we%2?" odd":""}`,x:0,y:ae,width:R,height:Vt}),me("line",{class:"nf-lane-line",x1:tn,x2:tn+H,y1:ae+Vt/2,y2:ae+Vt/2}),me("text",{class:"nf-lane-label",x:10,y:ae+Vt/2,"dominant-baseline":"central","data-kind":te.kind},te.label))});let ge=fr+D.length*Vt,ot=me("g",{class:"nf-axis"},me("line",{class:"nf-axis-line",x1:tn,x2:tn+H,y1:ge,y2:ge}));for(let te of hs(Math.ceil(W),Math.floor(Y),Math.max(2,Math.floor(H/80)))){let we=ne(te);ot.append(me("line",{class:"nf-tick",x1:we,x2:we,y1:ge,y2:ge+5}),me("text",{class:"nf-tick-label",x:we,y:ge+16,"text-anchor":"middle"},String(te)))}ot.append(me("text",{class:"nf-tick-label",x:tn+H/2,y:ge+30,"text-anchor":"middle"},"step")),Oe.append(ot);let le=be(),ce=ne(le);Oe.append(me("line",{class:"nf-first-line",x1:ce,x2:ce,y1:fr-4,y2:ge}),me("text",{class:"nf-first-label",x:ce>tn+H-90?ce-4:ce+4,y:fr-8,"text-anchor":ce>tn+H-90?"end":"start"},i.some(te=>te.kind!=="loss_scale_collapse")?`first NaN/Inf: step ${le}`:`loss scale collapsed: step ${le}`));for(let te of D){let we=i.filter(ae=>ae.kind===te.kind);we.forEach((ae,Te)=>{let ie=ne(ae.step),J=ve(ae.kind),ke=Bc(l,ae),Ce=[...new Set(ae.events.map(Hg).filter(Boolean))],Ot=Ce.length>1?`${Ce[0]} +${Ce.length-1}`:Ce[0]||"",Ht=we[Te+1],yt=we[Te-1],It=(Ht?ne(Ht.step)-Ie-6:R-4)-(ie+Ie+5),at=ie-Ie-5-(yt?ne(yt.step)+Ie+6:tn-4),Ke=(Ot?en(Ot,Yi):0)>It&&at>It,gt=Math.max(0,Ke?at:It),nn=Ot&&gt>=24?fs(Ot,gt,Yi):"",bn=nn?en(nn,Yi):0,Gt=`${(Gi.find(Nt=>Nt.kind===ae.kind)||{label:ae.kind}).label}: NaN/Inf at step ${ae.step}`+(Ce.length?` — ${Ce.slice(0,10).join(", ")}${Ce.length>10?", …":""}`:""),In=Ke?-Ie-5-bn-2:-Ie-3,ct=me("g",{class:`nf-marker sev-${ke>=0?j(ke):"critical"}${ae.key===d?" selected":""}`,transform:`translate(${ie.toFixed(1)},${J})`,role:"button",tabindex:"0","aria-label":Gt,"data-key":ae.key,"data-kind":ae.kind,"data-step":String(ae.step),"data-layer":ae.events.map(Nt=>Nt.layer).find(Boolean)||"","data-variable":ae.events.map(Nt=>Nt.variable).find(Boolean)||"","data-count":String(ae.events.length),"data-finding-index":ke>=0?String(ke):""},me("title",null,Gt),me("rect",{class:"nf-hit",x:In,y:-Vt/2+2,width:2*Ie+6+(nn?bn+7:0),height:Vt-4}),me("circle",{class:"nf-ring",r:Ie+4}),Yg(te.shape),nn?me("text",{class:"nf-marker-label",x:Ke?-Ie-5:Ie+5,y:0,"dominant-baseline":"central","text-anchor":Ke?"end":"start"},nn):null),Pn=()=>q(ae,ke);ct.addEventListener("click",Pn),ct.addEventListener("keydown",Nt=>{(Nt.key==="Enter"||Nt.key===" ")&&(Nt.preventDefault(),Pn())}),Oe.append(ct)})}re(E,Oe)}function G(){for(let D of E.querySelectorAll(".nf-marker"))D.classList.toggle("selected",D.dataset.key===d);E.dataset.selected=d||""}function q(D,R){d=D.key,M(),G(),R>=0&&t&&t(R)}function be(){return s&&s.bad_step&&Ui(s.bad_step.step)?s.bad_step.step:(i.find(R=>R.kind!=="loss_scale_collapse")||i[0]).step}function he(){let D=i.find(Y=>Y.kind!=="loss_scale_collapse");if(!D){re(C,"The loss scale collapsed at ",g("strong",null,`step ${i[0].step}`),"; no NaN/Inf was recorded.");return}let R=D.step,H=I().filter(Y=>Y.kind!=="loss_scale_collapse"&&i.some(ne=>ne.step===R&&ne.kind===Y.kind)).map(Y=>{let Ee=i.find(ve=>ve.step===R&&ve.kind===Y.kind).events.map(ve=>ve.variable||ve.layer).find(Boolean);return`${Dg[Y.kind]||Y.label}${Ee?` (${Ee})`:""}`}),K=i.filter(Y=>Y.step>R).length,W=i.filter(Y=>Y.step<R).length;re(C,"First NaN/Inf at ",g("strong",null,`step ${R}`),`, in ${Ug(H)}`,K?`; ${ys(K,"later event")} after it`:"",W?`; ${ys(W,"loss-scale event")} before it`:"",".")}function fe(){let D=s&&s.bad_step&&typeof s.bad_step=="object"?s.bad_step:null,R=D&&Array.isArray(D.layers)?D.layers.filter(ge=>ge&&typeof ge.layer=="string"):[];if(!D){$.hidden=!0,re(k);return}$.hidden=!1;let H=typeof D.first_bad_layer=="string"?D.first_bad_layer:(R.find(ge=>ge.finite===!1)||{}).layer,K=R.find(ge=>ge.layer===H);re(y,`The bad step: step ${D.step}`),$.dataset.step=String(D.step),$.dataset.firstBad=H||"",$.dataset.inputsFinite=String(D.inputs_finite);let W=g("code",null,H||"?"),Y=K&&K.dtype?String(K.dtype):"";D.inputs_finite===!0?(S.className="nf-verdict created",re(S,"The inputs of ",W," were finite: the NaN/Inf was created inside this layer.")):D.inputs_finite===!1?(S.className="nf-verdict upstream",re(S,"The inputs of ",W," were already NaN/Inf: the problem comes from before it (the input data, or a tensor no layer output shows).",Y==="float16"?" It computes in float16, whose range ends at 65504.":null)):(S.className="nf-verdict",re(S,W," is the first layer output with NaN/Inf; whether its inputs were finite was not recorded."));let ne=!1,Ee=R.map((ge,ot)=>{let le=ge.finite!==!1,ce=ge.layer===H&&!ne;ce&&(ne=!0);let te=ge.dtype==="float16"&&typeof ge.max_abs=="number"&&ge.max_abs>zg/2,we=[le?"row-finite":"row-nonfinite"];return ce?we.push("first-bad"):!le&&ne&&we.push("propagated"),g("tr",{class:we.join(" "),"data-layer":ge.layer,"data-finite":String(le),"data-kind":ge.kind||"layer"},g("td",{class:"num muted"},String(ot+1)),g("td",{class:"layer-cell"},g("code",null,ge.layer),ge.kind==="watch"?g("span",{class:"nf-tag",title:"a tb_trainhealth.watch tensor"},"watch"):null,ce?g("span",{class:"badge sev-critical nf-first-badge"},"first NaN/Inf"):null),g("td",{class:`finite-cell ${le?"ok":"bad"}`,title:ge.as_input?"This layer cannot make a NaN/Inf out of finite values: it is not checked on its own, and reads as its input.":null},le?"✓ finite":"✗ NaN/Inf",ge.as_input?g("span",{class:"muted nf-as-input"}," (as its input)"):null),g("td",{class:`num max-cell${te?" near-limit":""}`,title:te?"over half of float16's largest value, 65504":null},Vg(ge.max_abs)),g("td",{class:"dtype-cell"},ge.dtype||"—"))}),ve=g("table",{class:"nf-table",id:"bad-step-table","data-step":String(D.step)},g("thead",null,g("tr",null,g("th",{class:"num"},"#"),g("th",null,"Layer output"),g("th",null,"Values"),g("th",{class:"num"},"max |x|"),g("th",null,"dtype"))),g("tbody",null,Ee));re(k,R.length?ve:g("p",{class:"muted"},"No layer outputs were recorded for this step."));let Oe=k.querySelector("tr.first-bad");Oe&&k.scrollHeight>k.clientHeight&&(k.scrollTop=Math.max(0,Oe.offsetTop-k.clientHeight/2))}function ye(D,R){if(!D||D.missing){O.hidden=!0,F.clear();return}if(O.hidden=!1,D.error){_.hidden=!1,_.textContent=`Could not load the activation max |x|: ${D.error}`,v.textContent="",F.clear();return}_.hidden=!0;let H=D.body;F.setData(H,{label:"Activation max |x|"});let K=R&&typeof R.first_bad_layer=="string"&&Ui(R.step)?{layers:[R.first_bad_layer],first:R.step,last:R.step}:null;F.setHighlight(K);let W=K&&!F.missingLayers().length,Y=Array.isArray(H.layers)?H.layers.length:0,ne=Array.isArray(H.steps)?H.steps:[],Ee=Array.isArray(H.nonfinite)?H.nonfinite.length:0;if(!Y||!ne.length){v.textContent="No activation max |x| values were logged for this run yet.";return}let ve=ne.some(Oe=>Oe[1]>Oe[0]);v.textContent=`${ys(Y,"layer output")} (first on top) × steps ${ne[0][0]}–${ne[ne.length-1][1]}`+(ve?` in ${ne.length} columns (mean per column)`:"")+(Ee?`; ${ys(Ee,"NaN/Inf cell")} in red`:"")+(W?`; outlined: ${K.layers[0]} at step ${K.first}, the first NaN/Inf.`:".")}async function ue(D){try{let{body:R,text:H}=await xr(D,jg,Math.max(50,Math.min(5e3,F.plotWidth())));return{body:R,text:H}}catch(R){return R&&(R.status===404||R.status===400)?{missing:!0,text:"missing"}:{error:R&&R.message?R.message:String(R),text:null}}}function Z(D){let R=Math.min(...i.map(Y=>Y.step)),H=Math.max(...i.map(Y=>Y.step)),K=D&&D.body&&Array.isArray(D.body.steps)?D.body.steps:[];if(K.length&&Array.isArray(K[0])&&Array.isArray(K[K.length-1])&&(R=Math.min(R,K[0][0]),H=Math.max(H,K[K.length-1][1])),H-R<10){let Y=(R+H)/2;R=Math.max(0,Math.floor(Y-5)),H=R+10}let W=(H-R)*.03;return[R-W,H+W]}let Se=0,oe=new ResizeObserver(()=>{let D=E.clientWidth;i.length&&Math.abs(D-Se)>1&&(Se=D,P())});return oe.observe(E),{element:e,async update(D,R){let H=++N;D!==r&&(r=D,h=null,b=null,d=a===D?f:null,a=f=null);let K=R&&R.nonfinite&&typeof R.nonfinite=="object"?R.nonfinite:null,W=K?Gg(K.timeline):[];if(!K||!W.length){s=null,i=[],h=null,e.hidden=!0,e.dataset.state="none";return}let Y=await ue(D);if(H!==N||D!==r)return;let ne=Array.isArray(R.findings)?R.findings:[],Ee=`${JSON.stringify(K)}
${JSON.stringify(ne)}
${Y.text}`;e.hidden=!1,e.dataset.state="shown",!(Ee===h&&!Y.error)&&(h=Y.error?null:Ee,s=K,l=ne,i=W,d&&!i.some(ve=>ve.key===d)&&(d=null),o=Z(Y),(Y.text!==b||Y.error)&&(b=Y.error?null:Y.text,ye(Y,K.bad_step)),he(),Se=E.clientWidth,P(),G(),fe(),M())},focusFinding(D){if(!D||e.hidden||!i.length)return!1;let R=l.indexOf(D),H=i.find(K=>Bc(l,K)===R&&R>=0);return H&&(d=H.key,M(),G()),!1},retheme(){F.redraw()},destroy(){N+=1,oe.disconnect(),z.disconnect(),F.destroy(),re(e)}}}function Hc(e){re(e,g("section",{id:"empty-state",class:"card empty-state"},g("h2",null,"No training health data yet"),g("p",null,"None of the runs in this logdir logs Training Health data. ","Add it to your training in one of these ways, then point TensorBoard at the logdir."),g("h3",null,"1. Keras: add the callback"),er(`import tb_trainhealth

model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])`),g("h3",null,"2. Or instrument every fit() in the process"),er(`import tb_trainhealth

tb_trainhealth.autolog()`),g("h3",null,"3. Or run an unchanged script"),er("tb-trainhealth run train.py","shell"),g("h3",null,"Then open TensorBoard"),er("tensorboard --logdir logs","shell"),g("p",{class:"muted"},"This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.")))}var qg="app-header-reload .reload-button, app-header-reload button";function Kg(){try{if(window.parent&&window.parent!==window)return window.parent.document}catch{}return null}function Gc(){if(document.visibilityState&&document.visibilityState!=="visible")return!1;try{let e=window.frameElement;if(e&&e.getClientRects().length===0)return!1}catch{}return!0}function Yc(e,{periodMs:t=3e4}={}){let n=[],r=Date.now(),s=a=>{r=Date.now(),e({reason:a})},l=Kg();if(l){let a=f=>{let h=f.target;h&&typeof h.closest=="function"&&h.closest(qg)&&setTimeout(()=>s("tensorboard-reload"),0)};l.addEventListener("click",a,!0),n.push(()=>l.removeEventListener("click",a,!0))}let i=setInterval(()=>{Gc()&&Date.now()-r>=t-50&&s("timer")},Math.min(t,5e3));n.push(()=>clearInterval(i));let o=()=>{Gc()&&Date.now()-r>=t&&s("visible")};document.addEventListener("visibilitychange",o),n.push(()=>document.removeEventListener("visibilitychange",o));let d=()=>n.splice(0).forEach(a=>a());return window.addEventListener("pagehide",d,{once:!0}),{stop:d,markRefreshed:()=>r=Date.now()}}var qi="tb-trainhealth:selection";function Jg(e){if(!e)return"";let t=[];for(let n of["critical","warning","info"]){let r=e[n]||0;r&&t.push(`${r} ${n}`)}return t.length?t.join(" · "):"no findings"}var Ki=class{constructor(t){this.root=t,this.runs=null,this.run=null,this.nodeId=null,this.diagnosis=null,this.diagnosisText=null,this.flow=null,this.seq=0,this.loading=!1,this.view=null;let n=Qn(qi);this.savedRun=typeof n.run=="string"?n.run:null,this.savedNode=typeof n.node=="string"?n.node:null,this.buildShell()}buildShell(){this.select=g("select",{id:"run-select","aria-label":"Run",onchange:()=>this.selectRun(this.select.value)}),this.statusBadge=g("span",{id:"run-status",class:"badge",hidden:!0}),this.counts=g("span",{id:"run-counts",class:"muted"}),this.updated=g("span",{id:"last-updated",class:"muted"}),this.refreshButton=g("button",{type:"button",id:"refresh-button",class:"button",title:"Fetch the latest data",onclick:()=>this.refresh({reason:"button"})},g("span",{class:"refresh-glyph","aria-hidden":"true"},"⟳")," Refresh"),this.runPicker=g("label",{class:"run-picker"},g("span",null,"Run"),this.select),this.banner=g("div",{id:"error-banner",class:"error-banner",role:"alert",hidden:!0}),this.content=g("main",{id:"content"},g("p",{class:"muted loading-text"},"Loading…")),re(this.root,g("header",{class:"th-header"},g("h1",null,"Training Health"),this.runPicker,this.statusBadge,this.counts,g("span",{class:"spacer"}),this.updated,this.refreshButton),this.banner,this.content)}showBanner(t){if(!t){this.banner.hidden=!0,this.banner.textContent="";return}this.banner.hidden=!1,re(this.banner,g("strong",null,"Error: "),t)}buildRunView(){this.view="run",this.flowBox=g("div",{id:"flowchart",class:"flowchart"}),this.findingsBox=g("section",{id:"findings",class:"card findings"}),this.panel=g("section",{id:"evidence-panel",class:"card evidence-panel","aria-live":"polite"}),this.chartBox=g("section",{id:"loss-chart",class:"card chart-card"}),re(this.content,g("div",{class:"th-grid"},g("div",{class:"col-main"},g("section",{class:"card flowchart-card"},g("div",{class:"card-head"},g("h3",null,"Triage flowchart"),g("span",{class:"muted small"},"Click a node for its evidence")),this.flowBox),this.chartBox),g("aside",{class:"col-side"},this.findingsBox,this.panel)),this.shapeBox=g("div",{id:"shape-health"}),this.numericsBox=g("div",{id:"numerics-health"}),this.gradBox=g("div",{id:"gradient-health"})),this.chart&&this.chart.destroy(),this.chart=wc(this.chartBox),this.gradients&&this.gradients.destroy(),this.gradients=Oc(this.gradBox),this.shapes&&this.shapes.destroy(),this.shapes=Dc(this.shapeBox),this.numerics&&this.numerics.destroy(),this.numerics=Vc(this.numericsBox,{onOpenFinding:t=>this.openFinding(t)}),this.diagnosisText=null,this.flow=null}showEmpty(){this.chart&&this.chart.destroy(),this.chart=null,this.gradients&&this.gradients.destroy(),this.gradients=null,this.shapes&&this.shapes.destroy(),this.shapes=null,this.numerics&&this.numerics.destroy(),this.numerics=null,this.view="empty",this.run=null,this.diagnosisText=null,this.runPicker.hidden=!0,this.statusBadge.hidden=!0,this.counts.textContent="",Hc(this.content)}showFatal(t){this.view==="run"||this.view==="empty"||(this.view="error",re(this.content,g("section",{class:"card error-state",id:"error-state"},g("h2",null,"Could not load Training Health"),g("p",null,t),g("p",{class:"muted"},"Check that TensorBoard is still running, then press Refresh."))))}updateRunPicker(){let t=this.runs||[],n=[...this.select.options].map(l=>`${l.value}|${l.textContent}`).join(`
`),r=t.map(l=>`${l.run}|${l.run} — ${qr[l.status]||l.status}`).join(`
`);n!==r&&re(this.select,t.map(l=>g("option",{value:l.run,"data-status":l.status},`${l.run} — ${qr[l.status]||l.status}`))),this.select.value=this.run,this.runPicker.hidden=!1;let s=t.find(l=>l.run===this.run);s&&(this.statusBadge.hidden=!1,this.statusBadge.className=`badge status-${s.status}`,this.statusBadge.textContent=qr[s.status]||s.status,this.counts.textContent=Jg(s.counts))}async refresh({reason:t}={}){let n=++this.seq;this.refreshButton.classList.add("loading"),this.root.dataset.loading="true";try{let r;try{r=await Nl()}catch(i){if(n!==this.seq)return;let o=`Could not load the list of runs: ${i.message}`;this.showBanner(o),this.showFatal(o);return}if(n!==this.seq)return;let s=Array.isArray(r.body.runs)?r.body.runs.filter(i=>i&&typeof i.run=="string"):[];if(this.runs=s,!s.length){this.showBanner(null),this.showEmpty(),this.stamp();return}let l=s.map(i=>i.run);if(!l.includes(this.run)){let i=this.savedRun&&l.includes(this.savedRun)?this.savedRun:null;this.nodeId=i?this.savedNode:null,this.savedRun=null,this.run=i||l[0]}this.view!=="run"&&this.buildRunView(),this.updateRunPicker(),await this.loadRun(n),n===this.seq&&this.stamp()}finally{n===this.seq&&(this.refreshButton.classList.remove("loading"),delete this.root.dataset.loading,this.root.dataset.refreshes=String((Number(this.root.dataset.refreshes)||0)+1),this.root.dataset.lastReason=t||"")}}stamp(){let t=new Date;this.updated.textContent=`Updated ${t.toLocaleTimeString()}`}async selectRun(t){if(t===this.run)return;this.run=t,this.nodeId=null,En(qi,{run:t,node:null}),this.updateRunPicker(),this.diagnosisText=null;let n=++this.seq;this.root.dataset.loading="true";try{await this.loadRun(n)}finally{n===this.seq&&(delete this.root.dataset.loading,this.refreshButton.classList.remove("loading"))}}async loadRun(t){let n=this.run,[r,s]=await Promise.allSettled([Tl(n),Al(n,"loss")]);if(t!==this.seq||n!==this.run)return;let l=!0;if(r.status==="fulfilled")this.applyDiagnosis(r.value.body,r.value.text);else{l=!1;let i=`Could not load the diagnosis of run "${n}": ${r.reason.message}`;this.diagnosis=null,this.diagnosisText=null,this.flow=null,re(this.flowBox,g("p",{class:"error-text"},i)),re(this.findingsBox,g("h3",null,"Findings"),g("p",{class:"muted"},"Unavailable.")),re(this.panel,g("h3",null,"Evidence"),g("p",{class:"muted"},"Unavailable.")),delete this.panel.dataset.nodeId,this.showBanner(i)}if(s.status==="fulfilled")this.chart.update(s.value.body,s.value.text);else{let i=s.reason;this.chart.showError(i.status===404||i.status===400?`No loss series for this run: ${i.message}`:`Could not load the loss series: ${i.message}`)}l&&this.showBanner(null),l&&this.shapes&&await this.shapes.update(n,this.diagnosis),l&&this.numerics&&await this.numerics.update(n,this.diagnosis),l&&this.gradients&&await this.gradients.update(n,this.diagnosis)}applyDiagnosis(t,n){if(n===this.diagnosisText&&this.flow)return;this.diagnosisText=n,this.diagnosis=t;let r=Array.isArray(t.findings)?t.findings:[],s=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];this.nodeId&&!s.some(l=>l.id===this.nodeId)&&(this.nodeId=null),this.flow=Io(this.flowBox,t.flowchart,r,{selectedId:this.nodeId,onSelect:l=>this.selectNode(l)}),this.renderSide()}renderSide(){let t=this.diagnosis||{},n=Array.isArray(t.findings)?t.findings:[],r=t.flowchart&&Array.isArray(t.flowchart.nodes)?t.flowchart.nodes:[];jo(this.findingsBox,n,{selectedNode:this.nodeId,onSelect:(l,i)=>{this.numerics&&this.numerics.focusFinding(i);let o=this.shapes&&this.shapes.focusFinding(i)||(this.gradients?this.gradients.focusFinding(i):!1);this.selectNode(l,{scroll:!o})}});let s=r.find(l=>l.id===this.nodeId);s?Do(this.panel,s,n,{onClose:()=>this.selectNode(null)}):Fo(this.panel,n.length)}selectNode(t,{scroll:n=!1}={}){this.nodeId=t,En(qi,{run:this.run,node:t}),this.flow&&this.flow.select(t),this.renderSide(),t&&n&&this.panel.scrollIntoView&&this.panel.scrollIntoView({block:"nearest",behavior:"smooth"})}openFinding(t){let r=(this.diagnosis&&Array.isArray(this.diagnosis.findings)?this.diagnosis.findings:[])[t];if(!r||!r.node)return;this.selectNode(r.node);let s=this.panel.querySelector(`.finding-card[data-finding-index="${t}"]`);if(!s)return;s.classList.add("focused");let l=s.getBoundingClientRect().top;(l<64||l>window.innerHeight-120)&&s.scrollIntoView&&s.scrollIntoView({block:"start",behavior:"smooth"})}},Mt=null;function M0(){if(Mt)return Mt;sn("trainhealth-style",`${Sl}
${Ml}`);let e=document.getElementById("trainhealth-app");e||(e=document.createElement("div"),e.id="trainhealth-app",document.body.append(e)),e.className="th-app",Mt=new Ki(e),hc(()=>{Mt.chart&&Mt.chart.retheme(),Mt.gradients&&Mt.gradients.retheme(),Mt.numerics&&Mt.numerics.retheme()});let t=Yc(n=>Mt.refresh(n));return window.addEventListener("unhandledrejection",n=>{let r=n.reason;Mt.showBanner(`Unexpected error: ${r&&r.message?r.message:r}`)}),Mt.refresh({reason:"initial"}).then(()=>t.markRefreshed()),Mt}export{M0 as render};
