// format.js: numbers, steps, ticks and words.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  byteTicks,
  formatChange,
  formatNumber,
  formatPercent,
  formatSteps,
  isDecade,
  listWords,
  middleEllipsis,
  niceSteps,
  niceTicks,
  nonfiniteWord,
  plural,
  rgbOfHex,
} from "../src/format.js";

test("formatNumber: short decimals, exponents outside [1e-3, 1e5)", () => {
  assert.equal(formatNumber(0), "0");
  assert.equal(formatNumber(0.5), "0.5");
  assert.equal(formatNumber(123.456), "123");
  assert.equal(formatNumber(0.00123), "0.00123");
  assert.equal(formatNumber(0.000123), "1.23e-4");
  assert.equal(formatNumber(1234567), "1.23e6");
  assert.equal(formatNumber(-2e-7, 2), "-2e-7");
  assert.equal(formatNumber(NaN), "NaN");
});

test("steps and words", () => {
  assert.equal(formatSteps(5, 5), "step 5");
  assert.equal(formatSteps(1, 4), "steps 1–4");
  assert.equal(plural(1, "layer"), "1 layer");
  assert.equal(plural(0, "layer"), "0 layers");
  assert.equal(listWords([]), "");
  assert.equal(listWords(["a"]), "a");
  assert.equal(listWords(["a", "b", "c"]), "a, b and c");
});

test("nonfiniteWord reads the routes' spellings and nothing else", () => {
  assert.equal(nonfiniteWord("nan"), "NaN");
  assert.equal(nonfiniteWord("Inf"), "+Inf");
  assert.equal(nonfiniteWord("-infinity"), "-Inf");
  assert.equal(nonfiniteWord("1.5"), null);
  assert.equal(nonfiniteWord(undefined), null);
});

test("isDecade", () => {
  assert.ok(isDecade(1e-3) && isDecade(1) && isDecade(1e8));
  assert.ok(!isDecade(2e-3) && !isDecade(0) && !isDecade(-10));
});

test("niceSteps: round integer steps inside the range", () => {
  assert.deepEqual(niceSteps(0, 100, 5), [0, 20, 40, 60, 80, 100]);
  assert.deepEqual(niceSteps(3, 3, 5), [3]);
  assert.deepEqual(niceSteps(5, 1, 5), []);
  // Never a fractional step, however short the range.
  assert.deepEqual(niceSteps(0, 2, 10), [0, 1, 2]);
  for (const t of niceSteps(1, 9999, 7)) assert.ok(Number.isInteger(t) && t >= 1 && t <= 9999);
});

test("niceTicks: round float ticks covering the range", () => {
  assert.deepEqual(niceTicks(0, 1, 4), [0, 0.25, 0.5, 0.75, 1]);
  assert.deepEqual(niceTicks(-0.03, 0.03, 3), [-0.02, 0, 0.02]);
  assert.deepEqual(niceTicks(2, 2, 4), [2]);
});

test("niceTicks: the tick at 0 is 0, not the float noise of a running sum", () => {
  // The gradient histogram's axis over -0.1 ... 0.12 read "6.94e-18" for 0.
  const ticks = niceTicks(-0.1, 0.12, 8);
  assert.ok(ticks.includes(0), ticks.join(" "));
  assert.ok(ticks.every((t) => t === 0 || Math.abs(t) >= 0.025 - 1e-12), ticks.join(" "));
  assert.deepEqual(niceTicks(-0.1, 0.1, 8), [-0.1, -0.075, -0.05, -0.025, 0, 0.025, 0.05, 0.075, 0.1]);
  assert.deepEqual(niceTicks(-0.3, 0.3, 6), [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3]);
});

test("middleEllipsis keeps both ends and fits the width", () => {
  const measure = (text) => text.length * 10; // 10 px a character
  assert.equal(middleEllipsis("dense", 100, measure), "dense");
  const short = middleEllipsis("block12/conv2d_48", 90, measure);
  assert.ok(measure(short) <= 90, short);
  assert.ok(short.startsWith("bloc") && short.endsWith("_48") && short.includes("…"), short);
});

test("rgbOfHex", () => {
  assert.deepEqual(rgbOfHex("#1967d2", null), [25, 103, 210]);
  assert.deepEqual(rgbOfHex(" #FFFFFF ", null), [255, 255, 255]);
  assert.deepEqual(rgbOfHex("rgb(1,2,3)", [9, 9, 9]), [9, 9, 9]);
});

// The same cases as tests/test_numbers.py runs on tb_trainhealth/diagnosis/numbers.py.
const CASES = JSON.parse(readFileSync(new URL("./number_cases.json", import.meta.url), "utf8"));
const value = (v) => (typeof v === "string" ? Number(v) : v);

test("formatNumber, formatPercent and formatChange say what numbers.py says (number_cases.json)", () => {
  for (const [v, expected] of CASES.number) assert.equal(formatNumber(value(v)), expected, `number ${v}`);
  for (const [v, expected] of CASES.percent) assert.equal(formatPercent(value(v)), expected, `percent ${v}`);
  for (const [a, b, expected] of CASES.change) assert.equal(formatChange(value(a), value(b)), expected, `change ${a} -> ${b}`);
});

test("byteTicks: round ticks in the unit the top reads in, covering it", () => {
  const MiB = 1024 ** 2;
  const ticks = byteTicks(580.7 * MiB);
  assert.deepEqual(ticks.map((t) => t.text), ["0", "200 MiB", "400 MiB", "600 MiB"]);
  assert.ok(ticks[ticks.length - 1].value >= 580.7 * MiB);
  assert.deepEqual(byteTicks(3 * 1024 ** 4).map((t) => t.text), ["0", "1 TiB", "2 TiB", "3 TiB"]);
  assert.deepEqual(byteTicks(0), [{ value: 0, text: "0 B" }]);
});
