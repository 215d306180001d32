"""The input pipeline's lints and its code, rewritten from its graph.

`lint(described)` finds what is wrong in a pipeline description (the
`pipeline_graph` event, capture/readers/pipeline_graph.py), each naming its
transformation; `rewritten(described, lints)` writes the user's pipeline
back as code, the chain of its transformations with those lints' fixes
applied. No TensorFlow here: the description is plain data.
"""

import dataclasses
import math

from tb_trainhealth.diagnosis.numbers import number, percent

AUTOTUNE = -1
# Transformations that are tf.data's or Keras's own plumbing, not the user's.
_PLUMBING = frozenset({"options", "autotune", "assert_cardinality"})
_PARALLEL = "num_parallel_calls"
_SHUFFLE_FRACTION = 0.01
_SHUFFLE_MIN_ELEMENTS = 1000
_MANY_FILES = 2
MAX_PREFETCH = 16  # batches: the deepest prefetch buffer a stall's fix asks for (stall_fix)
DEBUG_MODE = "debug_mode"


@dataclasses.dataclass
class Lint:
    name: str  # which rule of the lint
    index: int  # the transformation (its position in the chain)
    op: str
    where: str  # the transformation as words, e.g. ".map(decode)"
    summary: str
    fix_text: str
    performance: bool
    evidence: dict = dataclasses.field(default_factory=dict)
    # `where` names the Python object that feeds the pipeline (a PyDataset
    # such as flow_from_directory's DirectoryIterator, a generator), no
    # transformation of it and no layer of the model.
    python_object: bool = False
    # How the fix changes the chain: fn(chain) -> chain (a list of dicts).
    apply: object = None


def user_chain(described):
    """The transformations as the user wrote them, source first: Keras's and
    tf.data's plumbing left out, from_generator's two nodes as one."""
    chain = []
    for i, t in enumerate(described.get("transformations", [])):
        if t.get("kind") in _PLUMBING:
            continue
        if t.get("kind") == "flat_map" and t.get("generator"):
            if chain and chain[-1].get("kind") == "from_tensors":
                chain.pop()
            t = dict(t, kind="from_generator")
        if t.get("kind") == "flat_map" and t.get("reads") and chain and chain[-1].get("kind") == "from_tensor_slices":
            chain[-1]["files_of"] = True
        chain.append(dict(t, index=i))
    return chain


def elements_entering(chain):
    """Elements per epoch entering each transformation (None where unknown)."""
    counts = []
    n = None
    for t in chain:
        counts.append(n)
        kind = t.get("kind")
        if kind == "from_tensor_slices":
            n = t.get("elements")
        elif kind in ("batch", "padded_batch", "map_and_batch") and n is not None and t.get("batch_size"):
            b = t["batch_size"]
            n = n // b if t.get("drop_remainder") else math.ceil(n / b)
        elif kind == "take" and n is not None and (t.get("count") or -1) >= 0:
            n = min(n, t["count"])
        elif kind == "skip" and n is not None and (t.get("count") or 0) >= 0:
            n = max(0, n - t["count"])
        elif kind in ("map", "cache", "shuffle", "prefetch", "repeat", "shuffle_and_repeat"):
            pass
        else:
            n = None
    return counts


def words(t):
    """One transformation as the code that makes it."""
    kind = t.get("kind")
    if kind == "custom":  # a rewritten chain's new source
        return t["text"]
    fn = t.get("function") or "fn"
    if kind == "from_tensor_slices":
        return "tf.data.Dataset.from_tensor_slices(filenames)" if t.get("files_of") else "tf.data.Dataset.from_tensor_slices(data)"
    if kind == "from_tensors":
        return "tf.data.Dataset.from_tensors(data)"
    if kind == "from_generator":
        return f"tf.data.Dataset.from_generator({fn}, output_signature=...)"
    if kind == "range":
        return "tf.data.Dataset.range(n)"
    if kind in ("TFRecordDataset", "TextLineDataset", "FixedLengthRecordDataset"):
        return f"tf.data.{kind}(filenames)"
    if kind == "flat_map" and t.get("reads"):
        return f".flat_map(tf.data.{_reader(t)})"
    if kind in ("map", "filter", "flat_map"):
        args = [fn]
        parallel = t.get(_PARALLEL)
        if parallel is not None and kind == "map":
            args.append(f"num_parallel_calls={_count(parallel)}")
        if t.get("deterministic") in ("true", "false") and parallel is not None:
            args.append(f"deterministic={t['deterministic'] == 'true'}")
        if t.get("synchronous"):
            args.append("synchronous=True")
        return f".{kind}({', '.join(args)})"
    if kind == "interleave":
        args = [fn]
        for key in ("cycle_length", "block_length", _PARALLEL):
            if key in t and t[key] is not None and t[key] != 0:
                args.append(f"{key}={_count(t[key])}")
        if t.get("deterministic") in ("true", "false"):
            args.append(f"deterministic={t['deterministic'] == 'true'}")
        return f".interleave({', '.join(args)})"
    if kind in ("batch", "padded_batch"):
        args = [str(t.get("batch_size", "batch_size"))]
        if t.get("drop_remainder"):
            args.append("drop_remainder=True")
        if t.get(_PARALLEL) is not None:
            args.append(f"num_parallel_calls={_count(t[_PARALLEL])}")
        return f".{kind}({', '.join(args)})"
    if kind == "shuffle":
        return f".shuffle({t.get('buffer_size', 'buffer_size')})"
    if kind == "cache":
        name = t.get("filename") or ""
        return f".cache({name!r})" if name else ".cache()"
    if kind == "prefetch":
        return f".prefetch({_count(t.get('buffer_size', AUTOTUNE))})"
    if kind in ("repeat", "take", "skip"):
        count = t.get("count")
        return f".{kind}()" if kind == "repeat" and (count is None or count < 0) else f".{kind}({count})"
    if kind == "unbatch":
        return ".unbatch()"
    if kind == "shard":
        return f".shard({t.get('num_shards')}, {t.get('index')})"
    return f".apply({t.get('op', kind)})  # as in your pipeline"


def _count(value):
    return "tf.data.AUTOTUNE" if value == AUTOTUNE else str(value)


def chain_words(described):
    return [words(t) for t in user_chain(described)]


def code_of(chain, notes=None, prelude=()):
    """The chain as one expression, each changed line commented."""
    notes = notes or {}
    if not chain:
        return "\n".join(prelude)
    lines = list(prelude) + ["dataset = ("]
    for i, t in enumerate(chain):
        line = "    " + words(t)
        note = notes.get(id(t))
        lines.append(line + (f"  # {note}" if note else ""))
    lines.append(")")
    return "\n".join(lines)


def rewritten(described, lints):
    """The user's pipeline with `lints`' fixes applied, as code."""
    chain = [dict(t) for t in user_chain(described)]
    notes = {}
    prelude = []
    for lint in lints:
        if lint.apply is not None:
            chain, note_items, extra = lint.apply(chain)
            notes.update(note_items)
            prelude.extend(extra)
    chain = guide_template(chain, notes)
    return code_of(chain, notes, prelude)


def guide_template(chain, notes):
    """`chain` completed to the tf.data guide's template (source, map,
    cache, shuffle, batch, prefetch): a `.cache()` after the maps where the
    data is in memory already (from_tensor_slices) and the maps are
    deterministic TensorFlow (a Python or random map may differ per epoch),
    and `.prefetch(tf.data.AUTOTUNE)` at the end. Notes the lines added."""
    chain = list(chain)
    in_memory = bool(chain) and chain[0].get("kind") in ("from_tensor_slices", "from_tensors")
    if in_memory and not any(t.get("kind") == "cache" for t in chain):
        first_batch = next((i for i, t in enumerate(chain) if t.get("kind") in ("batch", "padded_batch")), len(chain))
        head = chain[1:first_batch]
        maps = [t for t in head if t.get("kind") == "map"]
        if (maps and all(not t.get("random") and not t.get("python") for t in maps)
                and all(t.get("kind") in ("map", "shuffle") for t in head)):
            # cache, then shuffle: each epoch shuffles the cached elements anew.
            shuffles = [t for t in head if t.get("kind") == "shuffle"]
            cache = {"kind": "cache", "index": -1, "op": "CacheDataset"}
            notes[id(cache)] = "in memory: the maps run once, in the first epoch"
            chain = [chain[0], *maps, cache, *shuffles, *chain[first_batch:]]
    if chain and chain[-1].get("kind") != "prefetch":
        prefetch = {"kind": "prefetch", "buffer_size": AUTOTUNE, "index": -1, "op": "PrefetchDataset"}
        notes[id(prefetch)] = "the next batches are made while the step computes"
        chain.append(prefetch)
    return chain


def corrected(described, lints):
    """Every lint's fix at once: the corrected pipeline."""
    return rewritten(described, lints)


# The lints.


def lint(described):
    """[Lint] of a pipeline description, in chain order."""
    source = described.get("source")
    found = []
    if described.get("debug_mode"):
        # It rewrites the pipeline (Python maps, no parallelism, no
        # prefetch): what the graph shows then is its doing.
        return [_debug_mode()]
    if source in ("generator", "PyDataset"):
        found.extend(_python_source(described))
        return found
    if source != "tf.data":
        return found  # Keras's own pipeline around NumPy arrays
    chain = user_chain(described)
    options = described.get("options") or {}
    entering = elements_entering(chain)
    cache_at = next((i for i, t in enumerate(chain) if t.get("kind") == "cache"), None)
    has_shuffle = any(t.get("kind") in ("shuffle", "shuffle_and_repeat") for t in chain)
    for i, t in enumerate(chain):
        kind = t.get("kind")
        if kind == "map":
            found.extend(_map_lints(chain, i, t, options, described, cache_at))
        elif kind == "from_generator":
            found.append(_user_generator(chain, i, t))
        elif kind == "shuffle":
            lint_ = _small_shuffle(chain, i, t, entering[i])
            if lint_:
                found.append(lint_)
        elif kind == "flat_map" and t.get("reads"):
            files = entering[i] or 0
            if files >= _MANY_FILES:
                found.append(_no_interleave(chain, i, t, files))
        if kind in ("map", "interleave") and t.get("deterministic") == "true" and has_shuffle and t.get(_PARALLEL) is not None:
            found.append(_forced_determinism(chain, i, t))
    if options.get("deterministic") is True and has_shuffle:
        found.append(_forced_determinism_option(chain))
    if chain and chain[-1].get("kind") != "prefetch" and (
            options.get("inject_prefetch") is False or options.get("autotune") is False):
        found.append(_no_prefetch(chain, options))
    return found


def _same(chain, t):
    """The element of `chain` (a copy) that stands for `t`."""
    return next(c for c in chain if c.get("index") == t.get("index"))


def _parallelised_at_run_time(t, options, described):
    """Whether TF will run this map in parallel (module docstring of the
    rules): given num_parallel_calls, or a stateless function with
    map_parallelization and autotune on."""
    if described.get("debug_mode"):
        return False
    if t.get(_PARALLEL) is not None and t.get(_PARALLEL) != 1:
        return True
    if t.get(_PARALLEL) == 1:
        return False
    if t.get("synchronous") or t.get("stateful"):
        return False
    return options.get("map_parallelization") is not False and options.get("autotune") is not False


def _map_lints(chain, i, t, options, described, cache_at):
    found = []
    name = f".map({t.get('function', 'fn')})"
    if not _parallelised_at_run_time(t, options, described):
        why = ("its function is stateful (Python or random ops), so tf.data will not parallelise it"
               if t.get("stateful") else
               "map_parallelization or autotune is off" if t.get(_PARALLEL) is None else "num_parallel_calls=1")
        found.append(Lint(
            name="sequential_map", index=t["index"], op=t["op"], where=name, performance=True,
            summary=f"{name} runs one element at a time: {why}.",
            fix_text=(f"Give {name} `num_parallel_calls=tf.data.AUTOTUNE`: tf.data then runs it on as many "
                      "elements at once as the CPU allows, in order."
                      + (" Its Python holds the GIL: rewrite it in TensorFlow ops to let the calls run "
                         "side by side." if t.get("python") else "")),
            evidence={"stateful": bool(t.get("stateful")), "python": bool(t.get("python"))},
            apply=_set(t, {_PARALLEL: AUTOTUNE}, "was sequential"),
        ))
    elif t.get("python"):
        found.append(Lint(
            name="python_map", index=t["index"], op=t["op"], where=name, performance=True,
            summary=(f"{name} calls Python (tf.py_function / tf.numpy_function): its parallel calls take "
                     "turns on the GIL, so its parallelism does not scale with cores."),
            fix_text=(f"Rewrite {t.get('function', 'fn')} in TensorFlow ops (tf.io.decode_*, tf.image.*, "
                      "tf.strings.*), so that tf.data runs it off the GIL, in parallel."),
            evidence={"python": True},
            apply=_note(t, f"rewrite {t.get('function', 'fn')} in TF ops: it holds the GIL"),
        ))
    if cache_at is not None and i < cache_at and t.get("random"):
        cache = chain[cache_at]
        found.append(Lint(
            name="cache_before_random", index=t["index"], op=t["op"], where=name, performance=False,
            summary=(f"{name} draws random numbers before .cache(): the first epoch's augmentation is "
                     "cached and every later epoch sees the same one."),
            fix_text=f"Move {name} after .cache(), so that each epoch draws anew.",
            evidence={"cache_transformation": cache["index"]},
            apply=_move(t, cache, "random: after the cache", after=True),
        ))
    if cache_at is not None and i > cache_at and not t.get("random") and (t.get("expensive_ops") or t.get("python")):
        cache = chain[cache_at]
        found.append(Lint(
            name="expensive_map_after_cache", index=t["index"], op=t["op"], where=name, performance=True,
            summary=(f"{name} is deterministic and expensive ({', '.join(t.get('expensive_ops') or ['Python'])}) "
                     "but runs after .cache(): every epoch redoes it."),
            fix_text=f"Move {name} before .cache(): it then runs once, in the first epoch.",
            evidence={"expensive_ops": t.get("expensive_ops") or [], "cache_transformation": cache["index"]},
            apply=_move(t, cache, "deterministic: before the cache", after=False),
        ))
    return found


def _user_generator(chain, i, t):
    name = t.get("function") or "generator"
    return Lint(
        name="python_generator", index=t["index"], op=t["op"], where=f"from_generator({name})", performance=True,
        summary=(f"The pipeline starts from a Python generator ({name}): one thread runs it, holding the GIL, "
                 "and tf.data cannot parallelise it."),
        fix_text=("Read the data with TensorFlow ops (from_tensor_slices over arrays or file names, then a "
                  "parallel map), or give Keras a PyDataset with workers and use_multiprocessing=True."),
        evidence={"generator": name},
        apply=_replace_source(t, "tf.data.Dataset.from_tensor_slices(file_names_or_arrays)",
                              f"was: from_generator({name})", add_parallel_map=name),
    )


def _small_shuffle(chain, i, t, elements):
    buffer = t.get("buffer_size")
    if buffer is None or elements is None or elements < _SHUFFLE_MIN_ELEMENTS or buffer < 0:
        return None
    if buffer >= _SHUFFLE_FRACTION * elements:
        return None
    return Lint(
        name="small_shuffle_buffer", index=t["index"], op=t["op"], where=f".shuffle({buffer})", performance=False,
        summary=(f".shuffle({buffer}) shuffles {elements} elements with a buffer of {buffer} "
                 f"({percent(buffer / elements)} of them): each epoch keeps the data's stored order to within "
                 f"{buffer} elements."),
        fix_text=(f"Shuffle with a buffer the size of the data, .shuffle({elements}) (it holds {elements} "
                  "elements in memory; shuffle file names or indices first where that is too much)."),
        evidence={"buffer_size": buffer, "elements": elements, "threshold_fraction": _SHUFFLE_FRACTION},
        apply=_set(t, {"buffer_size": elements}, f"was {buffer}"),
    )


def _reader(t):
    return t["reads"][0].replace("V2", "") if t.get("reads") else "TFRecordDataset"


def _no_interleave(chain, i, t, files):
    kind = _reader(t)
    return Lint(
        name="missing_interleave", index=t["index"], op=t["op"], where=f"tf.data.{kind}(filenames)", performance=True,
        summary=f"tf.data.{kind} reads its {files} files one after another: one file at a time, one read at a time.",
        fix_text=("Interleave the files: read several at once with parallel calls "
                  "(Dataset.from_tensor_slices(filenames).interleave(...))."),
        evidence={"files": files},
        apply=_interleave(t),
    )


def _forced_determinism(chain, i, t):
    name = words(t).lstrip(".").split("(")[0]
    return Lint(
        name="forced_determinism", index=t["index"], op=t["op"], where=words(t), performance=True,
        summary=(f"{words(t)} keeps its output in order (deterministic=True) in a pipeline that shuffles: "
                 "a slow element holds back every element behind it."),
        fix_text=f"Let {name} hand out elements as they are ready: deterministic=False (the data is shuffled anyway).",
        evidence={"deterministic": True},
        apply=_set(t, {"deterministic": "false"}, "order does not matter: it is shuffled"),
    )


def _forced_determinism_option(chain):
    last = chain[-1]
    return Lint(
        name="forced_determinism", index=last["index"], op=last["op"], where="options.deterministic",
        performance=True,
        summary=("The pipeline's options force determinism (options.deterministic = True) although it "
                 "shuffles: parallel transformations must keep their order, and wait for their slowest element."),
        fix_text="Drop `options.deterministic = True` (or set it False): the data is shuffled anyway.",
        evidence={"option": "deterministic"},
        apply=lambda c: (c, {}, ["options = tf.data.Options()", "options.deterministic = False  # was True",
                                 "# ... and dataset = dataset.with_options(options) after the chain below"]),
    )


def _no_prefetch(chain, options):
    last = chain[-1]
    which = "inject_prefetch" if options.get("inject_prefetch") is False else "autotune"
    return Lint(
        name="missing_prefetch", index=last["index"], op=last["op"], where=words(last), performance=True,
        summary=(f"The pipeline ends with {words(last)}, no prefetch, and {which} is off, so tf.data adds none: "
                 "each step waits while its batch is made."),
        fix_text="End the pipeline with .prefetch(tf.data.AUTOTUNE): the next batches are made while the step computes.",
        evidence={"option": which},
        apply=lambda c: (c + [{"kind": "prefetch", "buffer_size": AUTOTUNE, "index": -1, "op": "PrefetchDataset"}],
                         {}, []),
    )


def _debug_mode():
    return Lint(
        name=DEBUG_MODE, index=-1, op="", where="tf.data.experimental.enable_debug_mode()", performance=False,
        summary=("tf.data.experimental.enable_debug_mode() is on: every transformation runs synchronously, "
                 "one element at a time, with autotuning and parallelism off."),
        fix_text="Remove the call to tf.data.experimental.enable_debug_mode() (it is for stepping through a pipeline).",
        apply=lambda c: (c, {}, ["# tf.data.experimental.enable_debug_mode()  # removed: it serialises the pipeline"]),
    )


def _python_source(described):
    python = described.get("python_source") or {}
    source = described.get("source")
    if source == "PyDataset":
        cls = python.get("class", "PyDataset")
        workers = python.get("workers", 1)
        multiprocessing = python.get("use_multiprocessing", False)
        if workers > 1 and multiprocessing:
            return []
        if workers <= 1:
            summary = (f"{cls} makes its batches in the training process, one at a time, holding the GIL "
                       "(workers=1).")
        else:
            summary = (f"{cls} makes its batches in {workers} threads (use_multiprocessing=False): CPU-bound "
                       "Python in them takes turns on the GIL.")
        code = (f"train_data = {cls}(..., workers={max(4, workers * 2)}, use_multiprocessing=True, "
                f"max_queue_size={max(10, python.get('max_queue_size', 10))})  # was workers={workers}, "
                f"use_multiprocessing={multiprocessing}\n"
                f"model.fit(train_data, ...)")
        return [Lint(
            name="python_source", index=0, op="PyDataset", where=cls, performance=True, summary=summary,
            python_object=True,
            fix_text=(f"Make {cls}'s batches in worker processes: pass workers and use_multiprocessing=True to "
                      "its super().__init__ (its __getitem__ must then be picklable)."),
            evidence={"workers": workers, "use_multiprocessing": multiprocessing},
            apply=lambda c, code=code: ([], {}, code.splitlines()),
        )]
    if source == "generator":
        code = ("class Batches(keras.utils.PyDataset):  # replaces the generator\n"
                "    def __init__(self, **kwargs):\n"
                "        super().__init__(workers=4, use_multiprocessing=True, **kwargs)\n"
                "    def __len__(self):\n"
                "        return steps_per_epoch\n"
                "    def __getitem__(self, index):\n"
                "        return make_batch(index)  # what the generator does for one batch\n\n"
                "model.fit(Batches(), ...)")
        return [Lint(
            name="python_source", index=0, op="generator", where="generator", performance=True,
            python_object=True,
            summary=("A Python generator feeds fit: Keras runs it in one thread, one batch at a time, holding "
                     "the GIL."),
            fix_text=("Turn the generator into a keras.utils.PyDataset whose __getitem__ makes batch `index`, "
                      "with workers and use_multiprocessing=True: batches are then made in parallel processes."),
            apply=lambda c, code=code: ([], {}, code.splitlines()),
        )]
    return []


# Chain edits: each returns (chain, {id(element): note}, prelude lines).


def _set(t, changes, note):
    def apply(chain):
        target = _same(chain, t)
        target.update(changes)
        return chain, {id(target): note}, []
    return apply


def _note(t, note):
    def apply(chain):
        return chain, {id(_same(chain, t)): note}, []
    return apply


def _move(t, anchor, note, after):
    """Moves `t` right after (or before) `anchor`."""
    def apply(chain):
        target = _same(chain, t)
        chain = [c for c in chain if c is not target]
        at = next(i for i, c in enumerate(chain) if c.get("index") == anchor.get("index"))
        chain.insert(at + 1 if after else at, target)
        return chain, {id(target): note}, []
    return apply


def _replace_source(t, text, note, add_parallel_map):
    def apply(chain):
        target = _same(chain, t)
        at = chain.index(target)
        source = {"kind": "custom", "text": text, "index": target["index"], "op": "TensorSliceDataset"}
        mapped = {"kind": "map", "function": f"load_one  # what {add_parallel_map} does for one element",
                  _PARALLEL: AUTOTUNE, "index": -2, "op": "ParallelMapDatasetV2"}
        chain = chain[:at] + [source, mapped] + chain[at + 1:]
        return chain, {id(source): note}, []
    return apply


def _interleave(t):
    def apply(chain):
        target = _same(chain, t)
        at = chain.index(target)
        reader = _reader(target)
        inter = {"kind": "interleave", "function": f"tf.data.{reader}", "cycle_length": AUTOTUNE,
                 _PARALLEL: AUTOTUNE, "deterministic": "false", "index": target["index"],
                 "op": "ParallelInterleaveDatasetV4"}
        chain = chain[:at] + [inter] + chain[at + 1:]
        return chain, {id(inter): f"was: tf.data.{reader}(filenames), one file at a time"}, []
    return apply


# Fixes of the timing findings.


def input_bound_fix(described, totals):
    """(text, code) for an input-bound run: its pipeline with every
    performance lint's fix, else with the standard remedies its graph lacks."""
    if not described:
        return ("Make the input pipeline keep up with the step: parallel map calls, a cache of what does not "
                "change, a prefetch at the end.", "")
    lints = [l for l in lint(described) if l.performance]
    if lints:
        return (
            "The pipeline cannot keep up with the step. Its transformations that hold it back, fixed: "
            + " ".join(l.fix_text for l in lints),
            rewritten(described, lints),
        )
    source = described.get("source")
    if source == "numpy":
        return ("NumPy arrays are sliced by Keras's own pipeline; a wait this long is the step's launch, not the data: "
                "run several steps per call.",
                "model.compile(..., steps_per_execution=8)  # with your optimizer, loss and metrics as they are")
    chain = [dict(t) for t in user_chain(described)]
    notes = {}
    for t in chain:
        if t.get("kind") == "map" and t.get(_PARALLEL) is None:
            t[_PARALLEL] = AUTOTUNE
            notes[id(t)] = "parallel"
    if chain and chain[-1].get("kind") != "prefetch":
        chain.append({"kind": "prefetch", "buffer_size": AUTOTUNE, "index": -1, "op": "PrefetchDataset"})
    return ("The pipeline cannot keep up with the step: make each batch in parallel and ahead of the step "
            "(and cache what does not change between epochs, if it fits in memory).", code_of(chain, notes))


def stall_fix(described, evidence):
    """(text, code) for stalls: a prefetch deep enough to hide the worst."""
    usual = evidence.get("usual_step_ms") or 1.0
    depth = max(2, math.ceil((evidence.get("worst_wait_ms") or 0.0) / max(usual, 1e-3)) + 1)
    # Each prefetched batch is held in memory, and a buffer only hides a
    # stall where the pipeline keeps up on average: past MAX_PREFETCH
    # batches the stall is too long for a buffer (make the slow part faster)
    # and tf.data's autotuner sizes the buffer from the pipeline's pace.
    deep = depth > MAX_PREFETCH
    depth_words = "tf.data.AUTOTUNE" if deep else str(depth)
    if evidence.get("epoch_start"):
        why = ("Stalls at each epoch's start are the pipeline starting over: a shuffle buffer refilling, files "
               "reopened, a cache being read. ")
    elif "period" in evidence:
        why = (f"A stall every {evidence['period']} steps is something that happens every {evidence['period']} "
               "batches: a new file, a buffer refill, a slow worker. ")
    else:
        why = "Irregular stalls are a slow read, a slow worker or garbage collection in the pipeline's Python. "
    if deep:
        text = (why + f"The worst stall lasts {depth - 1} steps: longer than a prefetch buffer should hide (each "
                f"prefetched batch is held in memory; past {MAX_PREFETCH} batches a deeper buffer is not the fix). "
                "Make the slow part faster (parallel map and interleave, a cache of what does not change) and let "
                "tf.data size the buffer: .prefetch(tf.data.AUTOTUNE).")
    else:
        text = (why + f"A prefetch buffer of {depth} batches hides a stall of up to {depth - 1} steps where the "
                "pipeline keeps up on average.")
    depth = AUTOTUNE if deep else depth
    source = (described or {}).get("source")
    if source == "tf.data":
        chain = [dict(t) for t in user_chain(described)]
        notes = {}
        if chain and chain[-1].get("kind") == "prefetch":
            chain[-1]["buffer_size"] = depth
            notes[id(chain[-1])] = f"deep enough for a {number(evidence.get('worst_wait_ms', 0))} ms stall"
        else:
            chain.append({"kind": "prefetch", "buffer_size": depth, "index": -1, "op": "PrefetchDataset"})
            notes[id(chain[-1])] = f"deep enough for a {number(evidence.get('worst_wait_ms', 0))} ms stall"
        return text, code_of(chain, notes)
    if source == "PyDataset":
        python = described.get("python_source") or {}
        queue = MAX_PREFETCH if deep else depth
        return text, (f"train_data = {python.get('class', 'PyDataset')}(..., workers={max(2, python.get('workers', 1))}, "
                      f"max_queue_size={max(queue, python.get('max_queue_size', 10))})")
    return text, f"dataset = dataset.prefetch({depth_words})"


# Fixes of the data's order and supply (diagnosis/rules/input_supply.py).

SHUFFLE_BUFFER_CAP = 100_000  # elements: past this, a buffer of indices or file names is the fix
_BATCHING = ("batch", "padded_batch", "map_and_batch")


def with_shuffle(described):
    """(buffer, code): the user's pipeline with `.shuffle(buffer)` placed
    before its first batch (after a cache, which would otherwise keep one
    order), the buffer the data's size where it is known and fits."""
    chain = [dict(t) for t in user_chain(described or {})]
    entering = elements_entering(chain)
    at = next((i for i, t in enumerate(chain) if t.get("kind") in _BATCHING), len(chain))
    elements = entering[at] if at < len(entering) else None
    buffer = min(elements, SHUFFLE_BUFFER_CAP) if elements else 10_000
    shuffle = {"kind": "shuffle", "buffer_size": buffer, "index": -1, "op": "ShuffleDataset"}
    note = "the whole data: each epoch in a new order" if elements and elements <= SHUFFLE_BUFFER_CAP else \
        "as large as memory allows"
    chain.insert(at, shuffle)
    return buffer, code_of(chain, {id(shuffle): note})


def with_repeat(described):
    """The user's pipeline with `.repeat()` after its batches (before a
    final prefetch): it then never runs out, whatever steps_per_epoch asks."""
    chain = [dict(t) for t in user_chain(described or {})]
    if not chain:
        return "dataset = dataset.repeat()  # never runs out: steps_per_epoch then says where an epoch ends"
    at = len(chain) - 1 if chain[-1].get("kind") == "prefetch" else len(chain)
    repeat = {"kind": "repeat", "count": -1, "index": -1, "op": "RepeatDataset"}
    chain.insert(at, repeat)
    return code_of(chain, {id(repeat): "never runs out: steps_per_epoch says where an epoch ends"})
