// `node --import ./test-setup.mjs --test test/` (npm test): lets the sources
// under test import "trainhealth:vocabulary" and "trainhealth:views" as the
// bundle does.
import { register } from "node:module";

register("./vocabulary.mjs", import.meta.url);
register("./views.mjs", import.meta.url);
