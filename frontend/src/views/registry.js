// The area views, one line per area that has a view of its own. Each view
// module's default export is {area, create(container, ctx)}; create returns
// {update(run, diagnosis), focusFinding(finding), retheme(), destroy()}:
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
// container per declared area and loops over viewsOfAreas(); an area without a
// view here gets the generic one (generic.js).
import { AREAS } from "../vocab.js";
import { genericView } from "./generic.js";
import shapes from "./shapes.js";
import nonfinite from "./nonfinite.js";
import gradients from "./gradients.js";
import convergence from "./convergence.js";
import inputPipeline from "./input_pipeline.js";
import memory from "./memory.js";
import attention from "./attention.js";

const VIEWS = [shapes, nonfinite, memory, gradients, convergence, attention, inputPipeline];

/** Every declared area's view, in the declarations' (the flowchart's) order. */
export function viewsOfAreas() {
  return AREAS.map((area) => VIEWS.find((view) => view.area === area.name) || genericView(area.name));
}
