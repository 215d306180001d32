"""The debug flowchart, defined once, and its state for a run's findings.

The seed guide's chart: training error -> error type -> shape / NaN-Inf /
OOM -> fixes; plus the areas its chart leaves out (gradients, the input
pipeline) as branches of the training error. Each area declares its own
nodes (tb_trainhealth/areas/); node ids are public.
"""

from tb_trainhealth import areas as areas_lib
from tb_trainhealth.diagnosis import findings as findings_lib

TRIGGERED = "triggered"
CLEAR = "clear"
NO_DATA = "no_data"


# Every registered area's nodes, in registration order (areas/__init__.py).
NODES = areas_lib.all_nodes()
NODE_IDS = tuple(n.id for n in NODES)
AREA_NODES = tuple(n.id for n in NODES if n.kind == "check")
_BY_ID = {n.id: n for n in NODES}


def children(node_id):
    return [n.id for n in NODES if n.parent == node_id]


def state(findings, areas_with_evidence):
    """Each node's state and findings, as the `flowchart` JSON of the routes.

    An area node is triggered by its findings, clear when some rule of its
    area had evidence to look at, and no_data otherwise. A fix node mirrors
    its area. The root ("Training error") and the decision node ("Error
    type") are lit only for a run that raised (the crash is a finding on
    the root): a run that finished with findings lights its areas' nodes,
    not a training error it never had. Unlit, they are clear where a node
    below them had evidence.
    """
    by_area = {area: [] for area in AREA_NODES}
    for index, finding in enumerate(findings):
        by_area.setdefault(finding.node, []).append(index)

    states = {}
    members = {}
    for node in NODES:
        if node.kind == "check":
            members[node.id] = by_area[node.id]
            if members[node.id]:
                states[node.id] = TRIGGERED
            elif node.id in areas_with_evidence:
                states[node.id] = CLEAR
            else:
                states[node.id] = NO_DATA
    for node in NODES:
        if node.kind == "fix":
            members[node.id] = members[node.parent]
            states[node.id] = states[node.parent]

    # The crash finding (training_error) sits on the root node; nothing
    # else does.
    raised = any(by_area.get(n.id) for n in NODES if n.kind == "root")

    def summarize(node_id):
        # The root and the decision node: their own findings (the crash)
        # and, for a run that raised, the areas below them (what explains
        # the crash, and what else went wrong on the way).
        if node_id in states:
            return
        below = [c for c in children(node_id) if _BY_ID[c].kind != "fix"]
        for child in below:
            summarize(child)
        own = by_area.get(node_id, [])
        child_states = {states[c] for c in below}
        if raised:
            members[node_id] = sorted({*own, *(i for c in below for i in members[c])})
            if own:
                child_states.add(TRIGGERED)
        else:
            members[node_id] = []
            child_states = {CLEAR if s == TRIGGERED else s for s in child_states}
        states[node_id] = next(
            (s for s in (TRIGGERED, CLEAR) if s in child_states), NO_DATA
        )

    for node in NODES:
        summarize(node.id)

    nodes = []
    for node in NODES:
        indexes = members[node.id]
        nodes.append(
            {
                "id": node.id,
                "label": node.label,
                "kind": node.kind,
                "state": states[node.id],
                "severity": findings_lib.worst_severity([findings[i] for i in indexes]),
                "findings": indexes,
            }
        )
    edges = [
        {"from": n.parent, "to": n.id, "label": n.edge_label}
        for n in NODES
        if n.parent is not None
    ]
    return {"nodes": nodes, "edges": edges}
