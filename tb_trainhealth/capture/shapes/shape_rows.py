"""Reading a shape walk (capture/shapes/shape_walk.py) for a diagnosis: the rows
that made the model's outputs, the layer that holds their units, whether a
row's input came straight from the data; and the model's declared inputs
that a walk on the data is held against.
"""


def model_inputs(model):
    """The model's declared input KerasTensors; [] for a subclassed model or
    a Sequential without an Input that is not built yet."""
    try:
        return list(model.inputs or [])
    except Exception:  # AttributeError / ValueError: no inputs declared
        return []


def output_layers(walk, n):
    """The leaf rows whose outputs are the model's outputs (best effort)."""
    root = walk.rows[0] if walk.rows else None
    leaves = walk.leaves()
    found = []
    for i in range(n):
        row = None
        if root is not None and i < len(root.output_from):
            source = root.output_from[i]
            row = walk.rows[source] if isinstance(source, int) else None
        found.append(row or (leaves[-1] if leaves else root))
    return found


def units_layer(walk, row):
    """The layer whose units the output has: `row`, or the layer before it
    where `row` only passes its input on (an Activation, Dropout or Softmax
    after the output Dense: no weights, the same shape out as in). The fix
    of a unit count edits that layer."""
    # A source is a row called before: the walk back ends.
    while (row is not None and row.params == 0 and len(row.inputs) == 1
           and len(row.outputs) == 1 and row.sources and isinstance(row.sources[0], int)
           and row.inputs[0].get("shape") == row.outputs[0].get("shape")):
        row = walk.rows[row.sources[0]]
    return row


def from_data(walk, row):
    """Whether `row` was fed the data itself: the model's own call, a row
    whose source is the data, or the first leaf to run."""
    if row.depth == 0:
        return True
    sources = row.sources or [None]
    if any(s == "data" for s in sources):
        return True
    if all(s is None for s in sources):
        earlier = [r for r in walk.leaves() if r.index < row.index and r.status == "ok"]
        return not earlier
    return False


def point_at_row(payload, table_walk, walk):
    """Points `row` at the payload's layer in the table that was written."""
    if table_walk is None or table_walk is walk or not payload.get("layer"):
        return
    rows = [r.index for r in table_walk.rows if r.name == payload["layer"]]
    payload["row"] = rows[0] if rows else None


def owner_row(walk, row):
    """The row of the layer the user wrote that `row` runs inside of: an
    RNN's cell (`lstm_cell` inside `lstm`) and a Bidirectional's copies
    (`forward_lstm`) are made by the layer that holds them, not written in
    the model, so a failure inside one is named at its holder. `row`
    itself where it is no such part."""
    while row is not None and isinstance(row.parent, int) and 0 <= row.parent < len(walk.rows):
        parent = walk.rows[row.parent]
        holder, part = parent.layer, row.layer
        if part is None or holder is None or not _made_by(holder, part):
            break
        row = parent
    return row


def _made_by(holder, part):
    """Whether `part` is a sublayer `holder` makes for itself: its RNN cell
    (one of them, for stacked cells) or a Bidirectional's forward or
    backward copy of the layer it wraps."""
    cell = getattr(holder, "cell", None)
    cells = getattr(cell, "cells", None) or []
    return part is cell or any(part is c for c in cells) or any(
        part is getattr(holder, name, None) for name in ("forward_layer", "backward_layer"))
