"""Turning diagnostic values into strict JSON.

Browsers' JSON.parse rejects NaN and Infinity, and events hold exactly such
values, so non-finite floats travel as the strings "nan", "inf" and "-inf".
"""

import math

import numpy as np


def to_jsonable(value):
    """A copy of `value` that json.dumps(allow_nan=False) accepts."""
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, np.ndarray):
        return to_jsonable(value.tolist())
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, float) and not math.isfinite(value):
        return float_text(value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def float_text(value):
    """'nan', 'inf' or '-inf' for a non-finite float; the float otherwise."""
    value = float(value)
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return value
