"""Numbers as the user reads them: one value, one change, one share, said
the same way in every finding. The tab's twin is frontend/src/format.js
(formatNumber, formatChange, formatPercent); both are tested on the same
cases (frontend/test/number_cases.json), so a change shown in a finding's
summary and on a chart's card reads the same.
"""

import decimal
import math

# Past this many times the start a change is said as a fold ("up 120-fold"):
# "up 8.36e24%" is a number nobody reads.
FOLD_FROM = 10.0


def number(value, digits=3):
    """A value, readable: 0.00123 -> "0.00123", 1234567 -> "1.23e6",
    0.5 -> "0.5", NaN -> "NaN", inf -> "+Inf" (as formatNumber)."""
    try:
        value = float(value)
    except (TypeError, ValueError):
        return str(value)
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "+Inf" if value > 0 else "-Inf"
    if value == 0:
        return "0"
    if abs(value) >= 1e5 or abs(value) < 1e-3:
        exact = decimal.Decimal(value)
        exponent = exact.adjusted()
        mantissa = _round(exact.scaleb(-exponent), digits - 1)
        if abs(mantissa) >= 10:
            mantissa, exponent = _round(mantissa / 10, digits - 1), exponent + 1
        return f"{_trim(format(mantissa, 'f'))}e{exponent}"
    return _trim(_significant(value, digits))


def _round(exact, places):
    """A Decimal rounded to `places` decimals, halves up (as JavaScript's
    toFixed/toPrecision round: the tab's twin gives the same digits)."""
    return exact.quantize(decimal.Decimal(1).scaleb(-places), rounding=decimal.ROUND_HALF_UP)


def _significant(value, digits):
    """`value` to `digits` significant digits, as plain decimals."""
    exact = decimal.Decimal(float(value))
    if exact == 0:
        return "0"
    return format(_round(exact, digits - 1 - exact.adjusted()).normalize(), "f")


def _trim(text):
    return text.rstrip("0").rstrip(".") if "." in text else text


def percent(fraction):
    """A share or a change as a percentage of its base: 0.0163 -> "1.6%",
    0.143 -> "14%", 0.999 -> "99.9%" (never rounded up to 100 unless it is);
    under 0.01%: "<0.01%"."""
    if fraction is None:
        return "?"
    fraction = float(fraction)
    if not math.isfinite(fraction):
        return number(fraction)
    p = abs(fraction) * 100
    sign = "-" if fraction < 0 else ""
    if p == 0:
        return "0%"
    if p < 0.01:
        return f"{sign}<0.01%"
    if p >= 10:
        text = format(_round(decimal.Decimal(p), 0), "f")
        # 99.96% is not all of it: add digits until it no longer reads 100%.
        digits = 3
        while float(text) == 100 and p != 100 and digits < 8:
            text = _trim(_significant(p, digits))
            digits += 1
        return f"{sign}{text}%"
    return f"{sign}{_trim(_significant(p, 2))}%"


def change(before, after):
    """How a value moved from `before` to `after`, in words: "up 14%",
    "down 1.3%", "up 120-fold", "unchanged", or "from A to B" where a
    percentage means nothing (a start of 0, NaN/Inf, a change of sign)."""
    before, after = float(before), float(after)
    if not (math.isfinite(before) and math.isfinite(after)):
        return f"from {number(before)} to {number(after)}"
    if after == before:
        return "unchanged"
    if before == 0 or (after != 0 and (after > 0) != (before > 0)):
        return f"from {number(before)} to {number(after)}"
    ratio = after / before
    if ratio >= FOLD_FROM:
        if before < 0:
            return f"from {number(before)} to {number(after)}"
        return f"up {number(ratio)}-fold"
    word = "up" if after > before else "down"
    return f"{word} {percent(abs(after - before) / abs(before))}"
