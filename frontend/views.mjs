// The view registry, made from the areas' declarations at build time: each
// declaration's `tab_view` names a module in src/views/ ("memory.js"), and
// the sources import them all as
//
//   import views from "trainhealth:views"; // {area name: view module}
//
// so that a new area's view needs no hand-made line anywhere
// (src/views/registry.js reads it). An area that names none gets the
// generic view there. Served like "trainhealth:vocabulary"
// (vocabulary.mjs): viewsPlugin() for esbuild, the hooks below for Node.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readVocabularyJson } from "./vocabulary.mjs";

export const VIEWS_MODULE = "trainhealth:views";

const viewsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "src", "views");

/** [[area name, module file name]] for every area that declares a tab view. */
export function declaredViews() {
  const pairs = [];
  for (const area of JSON.parse(readVocabularyJson()).areas) {
    const file = area.tab_view;
    if (!file) continue;
    // A plain file name in src/views/: the declaration cannot reach elsewhere.
    if (!/^[a-z][a-z0-9_]*\.js$/.test(file) || !existsSync(path.join(viewsDir, file))) {
      throw new Error(`area ${area.name}: tab_view ${JSON.stringify(file)} is not a module in frontend/src/views/`);
    }
    pairs.push([area.name, file]);
  }
  return pairs;
}

/** The registry module's source; `specifier(file)` says how it imports a view. */
function registrySource(specifier) {
  const pairs = declaredViews();
  const imports = pairs.map(([, file], i) => `import view${i} from ${JSON.stringify(specifier(file))};`);
  const entries = pairs.map(([name], i) => `  ${JSON.stringify(name)}: view${i},`);
  return [...imports, "export default {", ...entries, "};", ""].join("\n");
}

/** The esbuild plugin that serves VIEWS_MODULE. */
export function viewsPlugin() {
  return {
    name: "trainhealth-views",
    setup(build) {
      build.onResolve({ filter: /^trainhealth:views$/ }, () => ({ path: VIEWS_MODULE, namespace: "trainhealth-views" }));
      // Relative imports from src/views/, so that no local path reaches the bundle.
      build.onLoad({ filter: /.*/, namespace: "trainhealth-views" }, () => ({
        contents: registrySource((file) => `./${file}`),
        resolveDir: viewsDir,
        loader: "js",
      }));
    },
  };
}

// Node module hooks (module.register, test-setup.mjs): the same module for `node --test`.

export async function resolve(specifier, context, nextResolve) {
  if (specifier === VIEWS_MODULE) return { url: VIEWS_MODULE, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url === VIEWS_MODULE) {
    const source = registrySource((file) => pathToFileURL(path.join(viewsDir, file)).href);
    return { format: "module", source, shortCircuit: true };
  }
  return nextLoad(url, context);
}
