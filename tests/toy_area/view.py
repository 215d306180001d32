"""The toy area's backend view: its summary in the diagnosis route."""

from toy_area.declaration import AREA

ROUTES = {}


def summary(run_data):
    events = run_data.events_of(AREA.events.toy_count)
    return {"counted": events[-1].payload["counted"]} if events else None
