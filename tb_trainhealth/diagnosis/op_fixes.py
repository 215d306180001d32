"""The fix for the line: the user's source line rewritten from the op that
made the first NaN/Inf and its inputs, as the replay found them
(tb_trainhealth/capture/tools/replay.py: `op`, `phase`, `forward_op`, `code`, `dtype`,
`inputs`: a summary of each input, `constants`: the numbers the line
names), and the line that sums in bfloat16 (capture/probes/precision.py)
cast to float32.

Each cause has its own rewrite, chosen from what the inputs held:
- a constant the dtype cannot hold (`-1e9` in float16 is -inf; `0 * -inf`
  is NaN): mask with `where` and the dtype's lowest value;
- `exp` of a logit past log(dtype max): subtract the max, or softmax /
  logsumexp where the line is one;
- `log` of 0 (or of a negative): `log(x + eps)` (or of `maximum(x, eps)`);
- a division by a count that was 0: `maximum(count, 1)`; by a real value
  that was 0: `divide_no_nan`;
- `sqrt` at 0 in the backward pass (its gradient 1 / (2 sqrt(x)) is Inf):
  `sqrt(x + eps)`.
Pure Python: the diagnosis imports without TensorFlow.
"""

import math
import os
import re

from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.fix_code import literal

DTYPE_MAX = {"float16": 65504.0, "bfloat16": 3.3895e38, "float32": 3.4028e38, "float64": 1.7977e308}
# The masked value `where` puts in: the dtype's lowest finite value (exp of
# it less the row's max is 0, as for -inf, and 0 * it is 0, not NaN).
_LOWEST = {"float16": "-65504.0", "bfloat16": "-3.38e38", "float32": "-3.4e38", "float64": "-1.7e308"}
# An epsilon each dtype holds as a normal number (float16's smallest
# normal is 6.1e-5: 1e-7 is subnormal, flushed to 0 on some hardware).
_EPS = {"float16": "1e-4", "bfloat16": "1e-7", "float32": "1e-7", "float64": "1e-12"}
_SQRT_EPS = {"float16": "1e-4", "bfloat16": "1e-12", "float32": "1e-12", "float64": "1e-12"}

_ARITHMETIC = ("Mul", "AddV2", "Add", "Sub", "BiasAdd", "MulNoNan")
_DIVISIONS = ("RealDiv", "Div", "DivNoNan", "FloorDiv", "Xdivy", "Inv")

# What guards each remaining op's domain: (the guard as a format of the argument, why).
_GUARDS = {
    "Log1p": ("{m}.maximum({arg}, -1.0 + 1e-7)", "log1p(-1) is -Inf"),
    "Rsqrt": ("{m}.maximum({arg}, 1e-12)", "rsqrt(0) is Inf"),
    "Reciprocal": ("{m}.maximum({arg}, 1e-7)", "1/0 is Inf"),
    "Pow": ("{m}.maximum({arg}, 1e-7)", "a fractional power of 0 or a negative number is Inf or NaN"),
}
_FUNCTIONS = {"Log": "log", "Log1p": "log1p", "Sqrt": "sqrt", "Rsqrt": "rsqrt", "Reciprocal": "reciprocal",
              "Exp": "exp", "Pow": "pow"}


def fix_for_op(p):
    """A Fix for the replay's payload `p`, or None where nothing is known
    beyond the op's type (the caller gives the general advice)."""
    op = p.get("forward_op") if p.get("phase") == "backward" and p.get("forward_op") else p.get("op", "")
    inputs = [i for i in p.get("inputs") or [] if isinstance(i, dict)]
    dtype = p.get("dtype") or (inputs[0].get("dtype") if inputs else "") or "float32"
    context = _Context(p, op, dtype, inputs)
    for write in (_constant_out_of_range, _exp_overflow, _log_of_zero, _division_by_zero, _sqrt_at_zero,
                  _guarded_domain):
        fix = write(context)
        if fix is not None:
            return fix
    return None


class _Context:
    def __init__(self, p, op, dtype, inputs):
        self.p, self.op, self.dtype, self.inputs = p, op, dtype, inputs
        self.line = p.get("code") or ""
        self.where = f"{os.path.basename(p['file'])}:{p.get('line')}" if p.get("file") else "the op's line"
        self.constants = {k: v for k, v in (p.get("constants") or {}).items() if isinstance(v, (int, float))}

    def rewrite(self, rewritten, note=""):
        """The code of a fix: the user's line, then the line rewritten."""
        if not self.line or not rewritten:
            return None
        code = f"# {self.where}, before:\n#   {self.line}\n# after:\n{rewritten}\n"
        return code + (note if note.endswith("\n") or not note else note + "\n")


def _fix(context, text, rewritten, note="", fallback=""):
    code = context.rewrite(rewritten, note) or fallback
    return F.Fix(text=text, code=code) if code else F.Fix(text=text, code=note)


# A constant the dtype cannot hold.

def _constant_out_of_range(c):
    if c.op not in _ARITHMETIC:
        return None
    limit = DTYPE_MAX.get(c.dtype)
    if limit is None:
        return None
    held_inf = [i for i in c.inputs if i.get("posinf") or i.get("neginf")]
    if not held_inf:
        return None
    # The number of the line past the dtype's range: `-1e9`, `self.mask_value`.
    past = [(expr, value) for expr, value in c.constants.items() if abs(value) > limit]
    scalar_inf = any(i.get("size") == 1 for i in held_inf)
    if not past and not scalar_inf:
        return None
    zeros = any(i.get("zeros") for i in c.inputs if i not in held_inf)
    expr, value = past[0] if past else ("the constant", None)
    sign = "-" if (value is not None and value < 0) or any(i.get("neginf") for i in held_inf) else "+"
    shown = f"`{expr}`" + (f" = {literal(value)}" if value is not None and expr != _number_text(value) else "")
    text = (
        f"{shown} is {sign}inf in {c.dtype}, which holds at most {limit:g}"
        + (f": {c.op} of it and the mask's 0s is NaN (0 * {sign}inf)" if zeros and c.op.startswith("Mul") else "")
        + ". Mask with `where` and the dtype's lowest value instead of adding a large constant "
        f"(or use a constant {c.dtype} holds, such as -1e4), or compute the scores in float32."
    )
    module = _module_in(c.line)
    lowest = _LOWEST.get(c.dtype, "-1e4")
    rewritten = _masked_with_where(c.line, module, lowest)
    note = ""
    if rewritten is None and past:
        # Not a mask pattern we know: keep the line, with a value in range.
        safe = "-1e4" if sign == "-" else "1e4"
        rewritten = _replace_expr(c.line, expr, safe)
        note = f"# {expr} = {literal(value)} does not fit {c.dtype} (max {limit:g}); -1e4 does, and exp(-1e4) is 0"
    if rewritten is not None:
        note += ("\n" if note else "") + (
            f"# or compute the scores in float32 before masking:\n"
            f"#   scores = {module}.cast(scores, \"float32\")")
    return _fix(c, text, rewritten, note)


_MASK_PATTERNS = (
    # scores + (1 - mask) * C  /  scores + (1.0 - mask) * C  (mask: 1 where attended)
    (re.compile(r"^(?P<head>\s*(?:[\w.\[\], ]+?\s*=\s*|return\s+))(?P<scores>[^=]+?)\s*\+\s*"
                r"\(\s*1(?:\.0*)?\s*-\s*(?P<mask>[^()]+?)\s*\)\s*\*\s*(?P<c>[^+*/]+?)\s*(?P<tail>#.*)?$"), "keep"),
    # scores + C * (1 - mask)
    (re.compile(r"^(?P<head>\s*(?:[\w.\[\], ]+?\s*=\s*|return\s+))(?P<scores>[^=]+?)\s*\+\s*"
                r"(?P<c>[^+*/()]+?)\s*\*\s*\(\s*1(?:\.0*)?\s*-\s*(?P<mask>[^()]+?)\s*\)\s*(?P<tail>#.*)?$"), "keep"),
    # scores += (1 - mask) * C
    (re.compile(r"^(?P<head>\s*)(?P<scores>[\w.\[\]]+)\s*\+=\s*\(\s*1(?:\.0*)?\s*-\s*(?P<mask>[^()]+?)\s*\)"
                r"\s*\*\s*(?P<c>[^+*/]+?)\s*(?P<tail>#.*)?$"), "keep_inplace"),
    # scores + mask * C  (mask: 1 where masked out)
    (re.compile(r"^(?P<head>\s*(?:[\w.\[\], ]+?\s*=\s*|return\s+))(?P<scores>[^=]+?)\s*\+\s*"
                r"(?P<mask>[\w.\[\]]+)\s*\*\s*(?P<c>[^+*/()]+?)\s*(?P<tail>#.*)?$"), "drop"),
)


def _masked_with_where(line, module, lowest):
    for pattern, kind in _MASK_PATTERNS:
        match = pattern.match(line)
        if not match:
            continue
        scores, mask = match.group("scores").strip(), match.group("mask").strip()
        if kind == "drop":
            call = f"{module}.where({mask} > 0, {lowest}, {scores})"
        else:
            call = f"{module}.where({mask} > 0, {scores}, {lowest})"
        head = match.group("head")
        if kind == "keep_inplace":
            head = f"{head}{scores} = "
        return f"{head}{call}"
    return None


# exp of a large logit.

def _exp_overflow(c):
    if c.op != "Exp" or not c.line:
        return None
    limit = DTYPE_MAX.get(c.dtype, DTYPE_MAX["float32"])
    bound = math.log(limit)
    largest = c.inputs[0].get("max") if c.inputs else None
    seen = f"; the largest this step was {largest:.4g}" if isinstance(largest, (int, float)) else ""
    text = (f"exp overflows {c.dtype} past x = {bound:.4g} (exp(x) > {limit:g}){seen}. "
            "Subtract the row's max before exp (softmax is unchanged by the shift), or let "
            "softmax / logsumexp do it.")
    rewritten = _softmax_of_exp(c.line) or _logsumexp_of_exp(c.line)
    if rewritten is None:
        module = _module_of(c.line, c.line.find("exp(")) if "exp(" in c.line else "tf"
        shift = ("{arg} - tf.reduce_max({arg}, axis=-1, keepdims=True)" if module == "tf"
                 else "{arg} - " + module + ".max({arg}, axis=-1, keepdims=True)")
        rewritten = _guard_call(c.line, "exp", shift)
    return _fix(c, text, rewritten)


_ARG = r"(?P<a>[^()]*(?:\([^()]*\)[^()]*)*)"


def _softmax_of_exp(line):
    """`exp(s) / sum(exp(s), axis=..)` -> `softmax(s, axis=..)`."""
    pattern = re.compile(rf"(?P<m>[\w.]*?)\.?exp\({_ARG}\)\s*/\s*(?P<s>[\w.]*?)\.?(?:reduce_sum|sum)\("
                         rf"\s*(?P=m)\.?exp\((?P=a)\)\s*(?:,\s*(?P<rest>[^()]*))?\)")
    match = pattern.search(line)
    if not match:
        return None
    module = match.group("m") or "tf"
    axis = re.search(r"axis\s*=\s*(-?\d+)", match.group("rest") or "")
    axis = axis.group(1) if axis else "-1"
    softmax = "tf.nn.softmax" if module.split(".")[0] == "tf" else f"{module}.softmax"
    return line[:match.start()] + f"{softmax}({match.group('a')}, axis={axis})" + line[match.end():]


def _logsumexp_of_exp(line):
    """`log(sum(exp(s), ..))` -> `logsumexp(s, ..)`."""
    pattern = re.compile(rf"(?P<m>[\w.]*?)\.?log\(\s*(?P<s>[\w.]*?)\.?(?:reduce_sum|sum)\(\s*[\w.]*?\.?exp\({_ARG}\)"
                         rf"\s*(?P<rest>(?:,[^()]*)?)\)\s*\)")
    match = pattern.search(line)
    if not match:
        return None
    module = match.group("m") or "tf"
    name = "tf.reduce_logsumexp" if module.split(".")[0] == "tf" else f"{module}.logsumexp"
    return line[:match.start()] + f"{name}({match.group('a')}{match.group('rest')})" + line[match.end():]


# log of 0.

def _log_of_zero(c):
    if c.op != "Log" or not c.line:
        return None
    x = c.inputs[0] if c.inputs else {}
    zeros, negative = x.get("zeros") or 0, x.get("negative") or 0
    eps = _EPS.get(c.dtype, "1e-7")
    held = []
    if zeros:
        held.append(f"{zeros} zero(s)")
    if negative:
        held.append(f"{negative} negative value(s)")
    seen = f" Its input held {' and '.join(held)} this step." if held else ""
    probability = x.get("min") is not None and x.get("max") is not None and 0 <= x["min"] and x["max"] <= 1
    text = (f"log(0) is -Inf and log(x < 0) NaN.{seen} Keep the argument positive: "
            + (f"log(x + {eps})" if not negative else f"log(maximum(x, {eps}))")
            + (" (or, where x is a softmax/sigmoid output, take the logits: log_softmax, or a loss with "
               "from_logits=True)" if probability else "") + ".")
    if negative:
        rewritten = _guard_call(c.line, "log", "{m}.maximum({arg}, " + eps + ")")
    else:
        rewritten = _guard_call(c.line, "log", "{arg} + " + eps)
    return _fix(c, text, rewritten)


# A division by a zero count.

def _division_by_zero(c):
    if c.op not in _DIVISIONS or not c.line:
        return None
    divisor = c.inputs[1] if len(c.inputs) > 1 else {}
    zeros = divisor.get("zeros")
    count = bool(divisor.get("integral")) and (divisor.get("min") is None or divisor["min"] >= 0)
    if zeros:
        seen = f"The divisor held {zeros} zero(s) this step" + (
            ", and it holds whole numbers: a count, of nothing in this batch" if count else "")
    else:
        seen = "A division by 0 is Inf (0/0 NaN)"
    if count or not divisor:
        text = f"{seen}. Keep the count at least 1 (the sum over no item is 0 anyway), or use divide_no_nan."
        rewritten = _guard_division(c.line, "1.0")
    else:
        text = f"{seen}. Use divide_no_nan (0 where the divisor is 0), or keep the divisor away from 0."
        rewritten = _divide_no_nan(c.line) or _guard_division(c.line, _EPS.get(c.dtype, "1e-7"))
    return _fix(c, text, rewritten)


# sqrt at 0 in the backward pass.

def _sqrt_at_zero(c):
    if c.op != "Sqrt" or not c.line:
        return None
    x = c.inputs[0] if c.inputs else {}
    eps = _SQRT_EPS.get(c.dtype, "1e-12")
    if (x.get("negative") or 0) > 0 and c.p.get("phase") != "backward":
        text = f"sqrt(x < 0) is NaN: its input held {x['negative']} negative value(s) this step."
        rewritten = _guard_call(c.line, "sqrt", "{m}.maximum({arg}, 0.0) + " + eps)
        return _fix(c, text, rewritten)
    zeros = x.get("zeros")
    seen = f" (its input held {zeros} zero(s) this step)" if zeros else ""
    text = (f"sqrt's gradient, 1 / (2 sqrt(x)), is Inf at x = 0{seen}: the forward pass is finite, the backward "
            f"pass is not. Add an epsilon inside: sqrt(x + {eps}).")
    rewritten = _guard_call(c.line, "sqrt", "{arg} + " + eps)
    return _fix(c, text, rewritten)


def _guarded_domain(c):
    if c.op not in _GUARDS or not c.line:
        return None
    guard, why = _GUARDS[c.op]
    rewritten = _guard_call(c.line, _FUNCTIONS[c.op], guard)
    if rewritten is None:
        return None
    return _fix(c, f"Guard the op's domain at its line ({why}): keep the argument inside it.", rewritten)


# bfloat16 sums.

_REDUCTION_CALLS = {
    "Sum": ("reduce_sum", "sum"), "Mean": ("reduce_mean", "mean"), "EuclideanNorm": ("reduce_euclidean_norm", "norm"),
    "Prod": ("reduce_prod", "prod"), "Cumsum": ("cumsum",), "Cumprod": ("cumprod",),
}


def float32_rewrite(line, op):
    """The line with the reduction's operands cast to float32 first and its
    result cast back: `x32 = ops.cast(x, "float32")` above it, `x` read as
    `x32`, the value cast back to `x.dtype`. None where the line holds no
    such call."""
    for name in _REDUCTION_CALLS.get(op, ()):
        match = re.search(rf"\b{name}\(", line)
        if match:
            break
    else:
        return None
    open_at = match.end() - 1
    close_at = _balanced(line, open_at)
    if close_at < 0:
        return None
    first, _ = _split_first_argument(line[open_at + 1:close_at])
    names = [n for n in re.findall(r"(?<![\w.])([A-Za-z_]\w*)(?![\w(.])", first) if n not in ("None", "True", "False")]
    if not names:
        return None
    module = _module_of(line, match.start())
    indent = re.match(r"\s*", line).group(0)
    statement, hash_, comment = line.strip().partition("#")
    statement, comment = statement.rstrip(), f"  {hash_}{comment}" if hash_ else ""
    casts = []
    for name in dict.fromkeys(names):
        statement = re.sub(rf"(?<![\w.]){name}(?!\w)", f"{name}32", statement)
        cast = f'tf.cast({name}, tf.float32)' if module == "tf" else f'{module}.cast({name}, "float32")'
        casts.append(f"{indent}{name}32 = {cast}")
    back = names[0] + ".dtype"
    cast_back = "tf.cast" if module == "tf" else f"{module}.cast"
    assign = re.match(r"(return\s+|[\w.\[\], ]+?\s*=(?!=)\s*)(.+)$", statement)
    if assign and not re.match(r"[\w.\[\], ]+?\s*[-+*/]=", statement):
        statement = f"{assign.group(1)}{cast_back}({assign.group(2)}, {back})"
    return "\n".join(casts + [indent + statement + comment])


# Reading and rewriting a line.

def _number_text(value):
    return f"{value:g}"


def _replace_expr(line, expr, replacement):
    at = line.find(expr)
    if at < 0:
        return None
    return line[:at] + replacement + line[at + len(expr):]


def _module_in(line):
    """The module the line calls: `keras.ops`, `ops`, `tf`."""
    match = re.search(r"\b((?:keras\.)?ops)\.", line)
    if match:
        return match.group(1)
    if re.search(r"\btf\.", line):
        return "tf"
    return "keras.ops"


def _module_of(line, start):
    """`tf` / `keras.ops` / `ops` / `np`: the prefix of the call at `start`."""
    match = re.search(r"([A-Za-z_][\w.]*)\.$", line[:start])
    prefix = match.group(1) if match else "tf"
    if prefix == "ops" or prefix.endswith(".ops"):
        return prefix
    if "ops" in prefix.split("."):
        return "keras.ops"
    if prefix.split(".")[0] in ("np", "numpy", "jnp"):
        return prefix.split(".")[0]
    return "tf"


def _balanced(text, start):
    """The end of the balanced expression opened at text[start] == '('."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return i
    return -1


def _guard_call(line, function, guard):
    match = re.search(rf"\b{function}\(", line)
    if not match:
        return None
    open_at = match.end() - 1
    close_at = _balanced(line, open_at)
    if close_at < 0:
        return None
    args = line[open_at + 1:close_at]
    first, rest = _split_first_argument(args)
    module = _module_of(line, match.start())
    guarded = guard.format(m=module, arg=first.strip())
    return f"{line[:open_at + 1]}{guarded}{rest}{line[close_at:]}"


def _split_first_argument(args):
    depth = 0
    for i, c in enumerate(args):
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(c, 0)
        if c == "," and depth == 0:
            return args[:i], args[i:]
    return args, ""


def _denominator(line):
    """(start, end) of the last division's denominator in `line`, or None."""
    code = line.split("#")[0]
    at = code.rfind("/")
    if at <= 0 or code[at - 1] == "/" or (at + 1 < len(code) and code[at + 1] == "/"):
        return None
    rest = code[at + 1:]
    stripped = rest.lstrip()
    offset = at + 1 + len(rest) - len(stripped)
    match = re.match(r"[\w.]+", stripped)
    end = match.end() if match else 0
    if end < len(stripped) and stripped[end] == "(":
        close = _balanced(stripped, end)
        if close < 0:
            return None
        end = close + 1
    elif end == 0 and stripped.startswith("("):
        end = _balanced(stripped, 0) + 1
    if end <= 0:
        return None
    return at, offset, offset + end


def _guard_division(line, floor):
    """`a / b` -> `a / tf.maximum(b, floor)` for the last division of the line."""
    found = _denominator(line)
    if found is None:
        return None
    at, start, end = found
    module = _module_in(line)
    return f"{line[:at + 1]} {module}.maximum({line[start:end]}, {floor}){line[end:]}"


def _divide_no_nan(line):
    """`lhs = a / b` -> `lhs = tf.math.divide_no_nan(a, b)` where the
    numerator is the whole right-hand side before the `/`."""
    found = _denominator(line)
    if found is None:
        return None
    at, start, end = found
    head = re.match(r"(\s*(?:return\s+|[\w.\[\], ]+?\s*=(?!=)\s*))", line)
    if not head or line[end:].split("#")[0].strip():
        return None
    numerator = line[head.end():at].strip()
    module = _module_in(line)
    call = "tf.math.divide_no_nan" if module == "tf" else f"{module}.divide_no_nan"
    return f"{head.group(1)}{call}({numerator}, {line[start:end]}){line[end:]}"
