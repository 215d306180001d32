// The areas' vocabulary (finding kinds, event kinds, statistics, node ids,
// labels, hints), read from the Python declarations in tb_trainhealth/areas/
// at build time, so the frontend never spells it out by hand and a drifted
// bundle fails tests/test_frontend_bundle.py. The sources import it as
//
//   import vocabulary from "trainhealth:vocabulary";
//
// which esbuild resolves through vocabularyPlugin() (build.mjs) and Node
// through the resolve/load hooks below (registered by test-setup.mjs for
// `node --test`). Nothing generated is committed except the bundle.
//
// The interpreter is $PYTHON, else python3; the module needs no third-party
// package.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const VOCABULARY_MODULE = "trainhealth:vocabulary";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

let cached = null;

/** The vocabulary's JSON text, as `python -m tb_trainhealth.areas` prints it. */
export function readVocabularyJson() {
  if (cached !== null) return cached;
  const env = { ...process.env, PYTHONPATH: repoRoot };
  // Out-of-tree areas (tb_trainhealth/areas/__init__.py) would make the
  // bundle depend on the builder's environment: build the in-tree ones.
  delete env.TB_TRAINHEALTH_AREAS;
  const python = process.env.PYTHON || "python3";
  let text;
  try {
    text = execFileSync(python, ["-m", "tb_trainhealth.areas"], { cwd: repoRoot, env, encoding: "utf8" });
  } catch (err) {
    throw new Error(`could not read the areas' vocabulary with \`${python} -m tb_trainhealth.areas\` (set PYTHON to another interpreter): ${err.message}`);
  }
  JSON.parse(text); // fail here, not in the bundle, on a broken declaration
  cached = text;
  return text;
}

/** The esbuild plugin that serves VOCABULARY_MODULE. */
export function vocabularyPlugin() {
  return {
    name: "trainhealth-vocabulary",
    setup(build) {
      build.onResolve({ filter: /^trainhealth:vocabulary$/ }, () => ({ path: VOCABULARY_MODULE, namespace: "trainhealth" }));
      build.onLoad({ filter: /.*/, namespace: "trainhealth" }, () => ({ contents: readVocabularyJson(), loader: "json" }));
    },
  };
}

// Node module hooks (module.register): the same module for `node --test`.

export async function resolve(specifier, context, nextResolve) {
  if (specifier === VOCABULARY_MODULE) return { url: VOCABULARY_MODULE, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url === VOCABULARY_MODULE) {
    return { format: "module", source: `export default ${readVocabularyJson()};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
