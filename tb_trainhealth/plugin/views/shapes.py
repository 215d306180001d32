"""The shapes view's summary: the latest shape table the run logged, and a
custom loop's loss-input checks (docs/routes.md, "Shapes"). No routes of
its own."""

from tb_trainhealth.areas.shapes import AREA as SHAPES


def summary(run_data):
    """{"table", "step", "tables", "loss_checks"}: the latest shape table
    (None in a custom loop, which has none), and what
    `Monitor.check_loss_shapes` found; None when the run logged neither."""
    tables = run_data.events_of(SHAPES.events.shape_table)
    checks = run_data.events_of(SHAPES.events.loss_shapes)
    if not tables and not checks:
        return None
    latest = tables[-1] if tables else None  # events come sorted by step, then wall time
    return {
        "table": latest.payload if latest else None,
        "step": latest.step if latest else None,
        "tables": len(tables),
        "loss_checks": [
            {"step": e.step, "y_true": e.payload.get("y_true"), "y_pred": e.payload.get("y_pred"),
             "ok": e.payload.get("ok")}
            for e in checks
        ],
    }
