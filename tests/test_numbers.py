"""One formatter for values, changes and shares (diagnosis/numbers.py),
on the same cases as the tab's twin (frontend/src/format.js; both read
frontend/test/number_cases.json), so a finding and the card beside it
say the same number."""

import json
import os

import pytest

from tb_trainhealth.diagnosis import numbers

CASES_FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                          "frontend", "test", "number_cases.json")
with open(CASES_FILE) as f:
    CASES = json.load(f)


def value(v):
    return float(v) if isinstance(v, str) else v  # "NaN", "Infinity", "-Infinity"


@pytest.mark.parametrize("v, expected", CASES["number"])
def test_number(v, expected):
    assert numbers.number(value(v)) == expected


@pytest.mark.parametrize("v, expected", CASES["percent"])
def test_percent(v, expected):
    assert numbers.percent(value(v)) == expected


@pytest.mark.parametrize("before, after, expected", CASES["change"])
def test_change(before, after, expected):
    assert numbers.change(value(before), value(after)) == expected


def test_a_huge_change_is_a_fold_never_a_huge_percentage():
    text = numbers.change(202.9, 7.241e23)
    assert "fold" in text and "%" not in text
