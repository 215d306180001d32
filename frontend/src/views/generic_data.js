// The generic view's table (generic.js): an area summary from
// `diagnosis.areas`, whatever its shape, as rows of readable text. Pure: no DOM.
import { plural } from "../format.js";
import { formatValue, humanKey } from "../vocab.js";

const MAX_ITEMS = 12; // of a list, shown before "and N more"
const MAX_DEPTH = 2; // nested objects flattened into "Outer › inner" keys down to here

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** A value as one line of text: lists joined (objects in them counted), objects as JSON. */
export function valueText(value) {
  if (Array.isArray(value)) {
    if (!value.length) return "none";
    if (value.some((v) => v !== null && typeof v === "object")) return plural(value.length, "item");
    const shown = value.slice(0, MAX_ITEMS).map(formatValue).join(", ");
    return value.length > MAX_ITEMS ? `${shown} and ${value.length - MAX_ITEMS} more` : shown;
  }
  if (isObject(value) && !Object.keys(value).length) return "none";
  return formatValue(value);
}

/** summary -> [{key, value}] ("Bad step › Layer", "dense_1"); a summary that is no object is one "Value" row. */
export function summaryRows(summary, path = []) {
  if (!isObject(summary)) return [{ key: path.join(" › ") || "Value", value: valueText(summary) }];
  const rows = [];
  for (const [key, value] of Object.entries(summary)) {
    const keyPath = [...path, humanKey(key)];
    if (isObject(value) && Object.keys(value).length && keyPath.length < MAX_DEPTH) rows.push(...summaryRows(value, keyPath));
    else rows.push({ key: keyPath.join(" › "), value: valueText(value) });
  }
  return rows;
}
