"""What the input-pipeline view gets, inside the diagnosis route: the step
time split into input wait, compute and host time over the run (bucketed
to at most MAX_POINTS), the stalls, the pipeline as a chain of its
transformations with each lint on its link, and the corrected pipeline
(docs/routes.md, "Input pipeline")."""

import numpy as np

from tb_trainhealth.areas.input_pipeline import AREA
from tb_trainhealth.diagnosis.rules import input_pipeline as rules
from tb_trainhealth.diagnosis.rules import input_pipeline_code as code

SERIES, EVENT = AREA.series, AREA.events
MAX_POINTS = 400
PARTS = (SERIES.input_wait, SERIES.compute_time, SERIES.host_time)


def summary(run_data):
    """The `areas.input_pipeline` object of the diagnosis route, or None."""
    totals = rules.timing(run_data)
    described = rules.pipeline(run_data)
    if totals is None and described is None:
        return None
    return {
        "timing": totals,
        "share": rules.input_bound_share(run_data),
        "thresholds": {"warning": rules.MODERATE_SHARE, "critical": rules.HIGH_SHARE},
        "steps": _split(run_data),
        "stalls": [
            {"step": e.step, "wait_ms": e.payload.get("wait_ms"), "usual_wait_ms": e.payload.get("usual_wait_ms"),
             "epoch": e.payload.get("epoch"), "batch": e.payload.get("batch")}
            for e in run_data.events_of(EVENT.input_stall)
        ],
        "recurrence": rules.recurrence(run_data.events_of(EVENT.input_stall)),
        "pipeline": _pipeline(described, [lint for lint, _ in rules.reported_lints(run_data)]),
    }


def _split(run_data):
    """{"step": [...], name: [...]} per part of the step, mean per bucket of
    steps, at most MAX_POINTS buckets; None without series."""
    present = [run_data.series.get(name) for name in PARTS]
    if any(s is None for s in present):
        return None
    steps = present[0].steps
    aligned = [np.interp(steps, s.steps, s.values) if len(s.steps) else np.zeros(len(steps)) for s in present]
    if len(steps) == 0:
        return None
    buckets = max(1, int(np.ceil(len(steps) / MAX_POINTS)))
    n = len(steps) // buckets * buckets
    out = {"step": [], "bucket": buckets}
    if n:
        out["step"] = steps[:n].reshape(-1, buckets)[:, -1].tolist()
        for name, values in zip(PARTS, aligned):
            out[name] = values[:n].reshape(-1, buckets).mean(axis=1).tolist()
    if n < len(steps):  # the tail, as one more bucket
        out["step"].append(int(steps[-1]))
        for name, values in zip(PARTS, aligned):
            out.setdefault(name, []).append(float(values[n:].mean()))
    return out


def _pipeline(described, lints):
    """The chain, each link with the lints reported on it, and the corrected
    pipeline (every reported lint's fix at once)."""
    if described is None:
        return None
    chain = code.user_chain(described)
    by_index = {}
    for lint in lints:
        by_index.setdefault(lint.index, []).append({"lint": lint.name, "summary": lint.summary,
                                                    "performance": lint.performance})
    return {
        "source": described.get("source"),
        "python_source": described.get("python_source") or {},
        "element_spec": described.get("element_spec") or [],
        "cardinality": described.get("cardinality"),
        "debug_mode": bool(described.get("debug_mode")),
        "options": described.get("options") or {},
        "chain": [
            {
                "index": t["index"],
                "kind": t.get("kind"),
                "op": t.get("op"),
                "code": code.words(t),
                "parallel": t.get("num_parallel_calls"),
                "deterministic": t.get("deterministic"),
                "python": bool(t.get("python")),
                "random": bool(t.get("random")),
                "lints": by_index.get(t["index"], []),
            }
            for t in chain
        ],
        "pipeline_lints": by_index.get(-1, []) + [
            l for i, ls in by_index.items() if i not in {t["index"] for t in chain} and i != -1 for l in ls],
        "code": code.code_of([dict(t) for t in chain]) if chain else "",
        "corrected": code.corrected(described, lints) if lints else None,
    }
