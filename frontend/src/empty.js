// The empty state: no run logs trainhealth data yet.
import { h, replaceChildren } from "./dom.js";
import { codeBlock } from "./evidence.js";

export function renderEmptyState(container) {
  replaceChildren(
    container,
    h(
      "section",
      { id: "empty-state", class: "card empty-state" },
      h("h2", null, "No training health data yet"),
      h(
        "p",
        null,
        "None of the runs in this logdir logs Training Health data. ",
        "Add it to your training in one of these ways, then point TensorBoard at the logdir.",
      ),
      h("h3", null, "1. Keras: add the callback"),
      codeBlock(
        "import tb_trainhealth\n\n" +
          'model.fit(x, y, callbacks=[tb_trainhealth.TrainHealth("logs/my_run")])',
      ),
      h("h3", null, "2. Or instrument every fit() in the process"),
      codeBlock("import tb_trainhealth\n\ntb_trainhealth.autolog()"),
      h("h3", null, "3. Or run an unchanged script"),
      codeBlock("tb-trainhealth run train.py", "shell"),
      h("h3", null, "Then open TensorBoard"),
      codeBlock("tensorboard --logdir logs", "shell"),
      h(
        "p",
        { class: "muted" },
        "This tab refreshes by itself every 30 seconds and when you click TensorBoard's reload button.",
      ),
    ),
  );
}
