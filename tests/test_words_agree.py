"""One page, one set of numbers (issue 42): every number a finding's words
state is a number of the run that the evidence beside it holds, written by
the one formatter the tab's cards use (diagnosis/numbers.py, twin of
frontend/src/format.js), so the finding and its card never read apart
("2.045e+04" in the words, "20400" in the table).

A number in a finding's summary (leaving out code, quoted names, shapes,
dtypes and the run's own words it quotes, such as an error message) is
backed where it is
- a value of its evidence (or its step), as `numbers.number` /
  `numbers.percent` write it, an integer as itself, bytes as
  `memory.bytes_text` writes them, or the count of a list it holds;
- a change between two of them, as `numbers.change` writes it ("up 23%",
  "up 682-fold"), or their ratio ("4.32x", "31%" of a limit);
- a constant of the rules: a module-level number of a diagnosis module (a
  threshold the code states, with where it comes from, beside it).

Checked over every finding of every demo run, diagnosed from the shared
trained demo logs."""

import itertools
import math
import re
import sys

from helpers import diagnose_dir
from tb_trainhealth.diagnosis import numbers
from tb_trainhealth.diagnosis.rules.memory import bytes_text

NUMBER = re.compile(r"(?<![\w.])[-+±]?\d+(?:\.\d+)?(?:e[-+]?\d+)?(?: [KMGTP]?iB| B\b|x|%|-fold)?(?![\w.]\w)")
# Not a statement of a value: code, a quoted name, a dtype, a shape.
NOT_STATED = re.compile(r"`[^`]*`|'[^']*'|\b(?:float|bfloat|int|uint)\d+\b|\bstep\(s\)|"
                        r"[(\[](?:\d+|None)(?:, ?(?:\d+|None))*,?[)\]]")


def _leaves(value, of=(int, float)):
    """The numbers (or, `of=str`, the strings) in `value`, nested; a list
    also gives its length (a count of the steps it names)."""
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, dict):
        for item in value.values():
            yield from _leaves(item, of)
    elif isinstance(value, (list, tuple)):
        if of is not str:
            yield float(len(value))
        for item in value:
            yield from _leaves(item, of)
    elif of is str and isinstance(value, str):
        yield value
    elif of is not str and isinstance(value, (int, float)) and math.isfinite(value):
        yield float(value)


def _written(value):
    forms = {numbers.number(value)}
    if abs(value) <= 100:  # a share (0.31: "31%"), or a share in percent
        forms.add(numbers.percent(value))
    if value.is_integer():
        forms.add(str(int(value)))
        if value >= 0:
            forms.add(bytes_text(int(value)))
    return forms


def _rule_constants():
    forms = set()
    for name, module in list(sys.modules.items()):
        if not name.startswith("tb_trainhealth.diagnosis") or module is None:
            continue
        for key, value in vars(module).items():
            if key.isupper():
                for leaf in _leaves(value if isinstance(value, (dict, list, tuple, int, float)) else None):
                    forms |= _written(leaf)
    return forms


def _backed_forms(finding, constants):
    values = sorted(set(_leaves([finding.get("evidence"), finding.get("step")])))
    forms = set(constants)
    for value in values:
        forms |= _written(value)
    for a, b in itertools.permutations(values, 2):
        if a != 0:
            forms.add(numbers.change(a, b).split(" ", 1)[-1])
            forms.add(f"{numbers.number(b / a)}x")
            if abs(b) < abs(a):
                forms.add(numbers.percent(b / a))
    return forms


def unbacked_numbers(finding, constants):
    """The numbers of `finding`'s summary that nothing above backs."""
    text = finding["summary"]
    # The run's own words quoted (an error message, a basis "one of 64 classes").
    for quoted in sorted(_leaves(finding.get("evidence"), of=str), key=len, reverse=True):
        if len(quoted) >= 8:
            text = text.replace(quoted.strip(), " ")
    text = NOT_STATED.sub(" ", text)
    forms = _backed_forms(finding, constants)
    stated = [m.group(0).lstrip("+±") for m in NUMBER.finditer(text)]
    return [s for s in stated if s not in forms and s.lstrip("-") not in forms
            and s.rstrip("x") not in forms]


def test_every_number_a_finding_states_is_its_evidence_in_the_one_formatter(demo_logdir):
    diagnoses = diagnose_dir(demo_logdir)
    constants = _rule_constants()
    assert len(diagnoses) >= 20 and constants
    checked, problems = 0, []
    for run, diagnosis in sorted(diagnoses.items()):
        for finding in diagnosis.to_json()["findings"]:
            checked += 1
            missing = unbacked_numbers(finding, constants)
            if missing:
                problems.append(f"{run} {finding['kind']}: {missing} in {finding['summary']!r}")
    assert checked >= 40
    assert not problems, "\n".join(problems)


def test_the_check_catches_a_number_written_apart_from_its_card():
    constants = _rule_constants()
    finding = {"summary": "Layer 'h' reaches max |x| = 2.045e+04, 31% of its limit 65504.",
               "evidence": {"max_abs": 20448.0, "share": 0.312, "limit": 65504.0}, "step": None}
    assert unbacked_numbers(finding, constants) == ["2.045e+04"]
    finding["summary"] = f"Layer 'h' reaches max |x| = {numbers.number(20448.0)}, 31% of its limit 65504."
    assert unbacked_numbers(finding, constants) == []
