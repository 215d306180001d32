"""Per-area capture options: `TrainHealth(logdir, options={area: {...}})`.

One shape of argument for every area: the area's name, then its declared
options (tb_trainhealth/areas/<area>.py). Every area also takes `enabled`
(default True), and `{area: False}` is short for `{area: {"enabled":
False}}`. A name that is not declared is a clear error at construction,
never a silently ignored setting.
"""

from tb_trainhealth import areas as areas_lib

ENABLED = "enabled"

# Capture-wide, not an area's: `TrainHealth(logdir, overhead_budget=0.05)`,
# the share of a short step's time the per-layer statistics may take
# (capture/engine/overhead_budget.py).
DEFAULT_OVERHEAD_BUDGET = 0.05


def overhead_budget(value):
    """The `overhead_budget` argument, checked: a number in [0, 1); 0 or
    None turn the thinning off."""
    if value is None:
        return 0.0
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1:
        raise ValueError(f"overhead_budget must be a number in [0, 1) (0 or None: off), not {value!r}")
    return float(value)


def heal(value):
    """The `heal` argument, checked: True or False."""
    if not isinstance(value, bool):
        raise TypeError(f"heal must be True or False, not {value!r}")
    return value


def resolve(options):
    """{area name: {option: value}} for every registered area, the user's
    `options` over the declared defaults (`enabled` included)."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise TypeError(f"options must be a dict of {{area: {{option: value}}}}, not {type(options).__name__}")
    known = {a.name: a for a in areas_lib.all_areas()}
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise ValueError(f"unknown area(s) {', '.join(map(repr, unknown))} in options; areas: {', '.join(known)}")
    resolved = {}
    for name, area in known.items():
        given = options.get(name, {})
        if isinstance(given, bool):
            given = {ENABLED: given}
        if not isinstance(given, dict):
            raise TypeError(f"options[{name!r}] must be a dict or a bool, not {type(given).__name__}")
        values = {ENABLED: True, **area.option_defaults()}
        bad = sorted(set(given) - set(values))
        if bad:
            raise ValueError(
                f"area {name!r} has no option(s) {', '.join(map(repr, bad))}; "
                f"its options: {', '.join(values)}"
            )
        for key, value in given.items():
            values[key] = _checked(name, key, value, values[key])
        resolved[name] = values
    return resolved


def _checked(area, key, value, default):
    # An option takes the type of its default; a count is never negative.
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise TypeError(f"options[{area!r}][{key!r}] must be True or False, not {value!r}")
        return value
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"options[{area!r}][{key!r}] must be an integer >= 0, not {value!r}")
        return value
    return value
