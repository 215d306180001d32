// Bundles frontend/src/ into tb_trainhealth/static/ (or another folder).
//
//   node build.mjs                  -> ../tb_trainhealth/static/
//   node build.mjs --outdir=DIR     -> DIR
//   TRAINHEALTH_STATIC_OUTDIR=DIR node build.mjs
//
// The output is deterministic: same sources, declarations and lockfile give
// the same bytes (no source maps, no timestamps, no absolute paths). The
// areas' vocabulary comes from `python3 -m tb_trainhealth.areas` (override
// the interpreter with PYTHON=...): see vocabulary.mjs; the view registry
// from the same declarations (their `tab_view`): see views.mjs.
import { build } from "esbuild";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vocabularyPlugin } from "./vocabulary.mjs";
import { viewsPlugin } from "./views.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

function outdirFromArgs(argv) {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith("--outdir=")) return arg.slice("--outdir=".length);
    if (arg === "--outdir" && i + 1 < argv.length) return argv[i + 1];
  }
  return process.env.TRAINHEALTH_STATIC_OUTDIR || "";
}

const outdir = path.resolve(
  outdirFromArgs(process.argv.slice(2)) ||
    path.join(here, "..", "tb_trainhealth", "static"),
);

// Third-party code vendored into the bundle, with its licence.
const VENDORED = [
  ["uplot", "node_modules/uplot"],
  ["@dagrejs/dagre", "node_modules/@dagrejs/dagre"],
  ["@dagrejs/graphlib", "node_modules/@dagrejs/graphlib"],
];

async function licenses() {
  const parts = [
    "Third-party software bundled into index.js by tb-trainhealth's frontend build.\n",
  ];
  for (const [name, dir] of VENDORED) {
    const pkg = JSON.parse(
      await readFile(path.join(here, dir, "package.json"), "utf8"),
    );
    const text = await readFile(path.join(here, dir, "LICENSE"), "utf8");
    parts.push(
      `\n${"=".repeat(72)}\n${name} ${pkg.version} (${pkg.license})\n` +
        `${"=".repeat(72)}\n\n${text.trim()}\n`,
    );
  }
  return parts.join("");
}

await mkdir(outdir, { recursive: true });

await build({
  absWorkingDir: here,
  entryPoints: ["src/index.js"],
  outfile: path.join(outdir, "index.js"),
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2020",
  minify: true,
  sourcemap: false,
  legalComments: "none",
  charset: "utf8",
  loader: { ".css": "text" },
  plugins: [vocabularyPlugin(), viewsPlugin()],
  banner: {
    js: "/* tb-trainhealth frontend. Bundles uPlot and @dagrejs/dagre (MIT): see static/THIRD_PARTY_LICENSES.txt */",
  },
  logLevel: "warning",
});

await writeFile(path.join(outdir, "THIRD_PARTY_LICENSES.txt"), await licenses());

console.log(`built ${path.relative(process.cwd(), outdir) || "."}`);
