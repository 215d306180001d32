// Hundreds of layers in one heatmap (a 24-block transformer has ~200 layers
// and ~270 activations): rows grouped by block, one row per block, each the
// max of its layers per column, with a drill-down (an expanded block shows its
// layers under its own row). The blocks are read from the names, whatever
// the model's naming habit: `block_7_mlp_in`, `transformer_block_7/attention/query`,
// `model.layers.7.self_attn.q_proj`, `encoder/layer_7/...` all go to a block
// named by their first number. Where the names carry no block, the layers are
// grouped in runs of a fixed size instead. Pure: no DOM.

/** More layers than this: one row per block. */
export const GROUP_OVER = 48;
/** At most this many rows when no block can be read from the names. */
export const MAX_PLAIN_ROWS = 32;
/** How a block's row sums up its layers (said in the legend and the tooltip). */
export const AGGREGATE = "max";

// The name up to its first number that stands alone: followed by a
// separator or the end (`conv2d_3/kernel` -> `conv2d_3`, not `conv2`).
const BLOCK_KEY = /^(.*?\d+)(?=$|[^0-9A-Za-z])/;

/** The block a layer name belongs to (its prefix through its first standalone number), or null. */
export function blockKey(name) {
  const m = BLOCK_KEY.exec(String(name));
  return m ? m[1] : null;
}

/**
 * layers -> [{id, key, label, members: [layer indexes]}] in order, or null
 * when they are few enough to show one a row. Adjacent layers of one block
 * form its group; a layer with no block of its own between two layers of
 * one block is that block's (Keras names a MultiHeadAttention's sublayers
 * `query`, `key`, ... whatever block they are in). A layer of no block is a
 * group of its own. Where no block holds two layers, the layers are grouped
 * in at most MAX_PLAIN_ROWS equal runs, named by their ends.
 */
export function layerGroups(layers) {
  const n = Array.isArray(layers) ? layers.length : 0;
  if (n <= GROUP_OVER) return null;
  const keys = layers.map(blockKey);
  const filled = keys.slice();
  for (let i = 0; i < n; i++) {
    if (filled[i] !== null) continue;
    let a = i - 1;
    while (a >= 0 && keys[a] === null) a--;
    let b = i + 1;
    while (b < n && keys[b] === null) b++;
    if (a >= 0 && b < n && keys[a] === keys[b]) filled[i] = keys[a];
  }
  const groups = [];
  const seen = new Map(); // key -> times used (a block named twice apart gets a second id)
  for (let i = 0; i < n; i++) {
    const last = groups[groups.length - 1];
    if (filled[i] !== null && last && last.key === filled[i]) {
      last.members.push(i);
      continue;
    }
    const key = filled[i] === null ? String(layers[i]) : filled[i];
    const count = seen.get(key) || 0;
    seen.set(key, count + 1);
    groups.push({ id: count ? `${key}#${count + 1}` : key, key: filled[i], label: key, members: [i] });
  }
  if (groups.some((g) => g.members.length > 1)) {
    return groups.map(({ id, label, members }) => ({ id, label, members }));
  }
  return plainRuns(layers);
}

// Equal runs of adjacent layers, for names without blocks.
function plainRuns(layers) {
  const size = Math.ceil(layers.length / MAX_PLAIN_ROWS);
  const groups = [];
  for (let start = 0; start < layers.length; start += size) {
    const members = [];
    for (let i = start; i < Math.min(layers.length, start + size); i++) members.push(i);
    const label = `${layers[members[0]]} … ${layers[members[members.length - 1]]}`;
    groups.push({ id: `${members[0]}-${members[members.length - 1]}`, label, members });
  }
  return groups;
}

/**
 * The rows to draw: a group of one layer is that layer's row; a block is
 * its own row, and when `expanded` (a Set of group ids) has it, its layers'
 * rows under it. [{kind: "layer" | "group", label, members, id?, expanded?, inGroup?}]
 */
export function displayRows(layers, groups, expanded) {
  if (!groups) return layers.map((name, i) => ({ kind: "layer", label: String(name), members: [i] }));
  const rows = [];
  for (const g of groups) {
    if (g.members.length === 1) {
      rows.push({ kind: "layer", label: String(layers[g.members[0]]), members: g.members });
      continue;
    }
    const open = expanded.has(g.id);
    rows.push({ kind: "group", id: g.id, label: g.label, members: g.members, expanded: open });
    if (open) for (const i of g.members) rows.push({ kind: "layer", label: String(layers[i]), members: [i], inGroup: g.id, block: g.label });
  }
  return rows;
}

/** A member's label under its block's row: its name without the block's (the full name is in its tooltip). */
export function memberLabel(row) {
  if (!row.block || !row.label.startsWith(row.block)) return row.label;
  const rest = row.label.slice(row.block.length).replace(/^[^0-9A-Za-z]+/, "");
  return rest || row.label;
}

/**
 * The matrix as drawn (matrixFromBody's shape): one row per display row, a
 * block's row the max of its layers per column (NaN/Inf where any layer
 * has one, not logged where none was). `layers` are the rows' labels and
 * `members` their layers' names.
 */
export function displayMatrix(matrix, rows) {
  const m = matrix.steps.length;
  const values = [];
  const nonfinite = new Set();
  rows.forEach((row, r) => {
    if (row.members.length === 1) {
      const i = row.members[0];
      values.push(matrix.values[i] || []);
      for (let c = 0; c < m; c++) if (matrix.nonfinite.has(i * m + c)) nonfinite.add(r * m + c);
      return;
    }
    const out = new Array(m).fill(null);
    for (const i of row.members) {
      const src = matrix.values[i] || [];
      for (let c = 0; c < m; c++) {
        if (matrix.nonfinite.has(i * m + c)) nonfinite.add(r * m + c);
        const v = src[c];
        if (typeof v === "number" && Number.isFinite(v) && (out[c] === null || v > out[c])) out[c] = v;
      }
    }
    values.push(out);
  });
  return {
    ...matrix,
    layers: rows.map((row) => row.label),
    members: rows.map((row) => row.members.map((i) => matrix.layers[i])),
    layerCount: matrix.layers.length,
    values,
    nonfinite,
  };
}

/** Of a block's row at column c: {layers, top} (how many layers, the one with the highest value, or null). */
export function groupReadout(matrix, row, c) {
  let top = null;
  let best = -Infinity;
  for (const i of row.members) {
    const v = (matrix.values[i] || [])[c];
    if (typeof v === "number" && Number.isFinite(v) && v > best) {
      best = v;
      top = matrix.layers[i];
    }
  }
  return { layers: row.members.length, top };
}

/** The groups to open so that every layer of `names` shows a row of its own. */
export function groupsHolding(groups, layers, names) {
  if (!groups || !names || !names.length) return [];
  const wanted = new Set(names);
  return groups.filter((g) => g.members.length > 1 && g.members.some((i) => wanted.has(layers[i]))).map((g) => g.id);
}
