// The area views. Each view module's default export is {area,
// create(container, ctx)}; create returns {update(run, diagnosis),
// focusFinding(finding), retheme(), destroy()}:
//
//   update(run, diagnosis)  async; shows the view for the run (reading
//                           diagnosis.areas[area] and the area's routes), or
//                           hides its container when the area has nothing
//   focusFinding(finding)   shows a finding of its area; returns whether it did
//   retheme()               redraws what is not CSS after a theme change
//   destroy()               stops timers and observers, empties the container
//
// ctx: {area, title (the declaration's), openFinding(index) (opens finding
// `index` of the diagnosis in the evidence panel)}. index.js builds one
// container per declared area and loops over viewsOfAreas().
//
// Which module is an area's view is its declaration's `tab_view` (a file
// in this folder): the build makes "trainhealth:views" from the
// declarations (frontend/views.mjs), so no line here names an area. An
// area that declares none gets the generic view (generic.js), and so does
// one the bundle was not built with (declared out of tree: index.js).
import views from "trainhealth:views";
import { AREAS } from "../vocab.js";
import { genericView } from "./generic.js";

/** Every declared area's view, in the declarations' (the flowchart's) order. */
export function viewsOfAreas() {
  return AREAS.map((area) => viewOf(area.name));
}

function viewOf(name) {
  const view = views[name];
  if (!view) return genericView(name);
  // A tab_view naming another area's module would draw that area twice.
  if (view.area !== name) throw new Error(`area ${name}: its tab_view is the view of ${view.area}`);
  return view;
}
