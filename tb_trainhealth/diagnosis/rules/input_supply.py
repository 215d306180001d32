"""The data's order and its supply: what the model is fed, rather than how
fast.

- Unshuffled data: a tf.data pipeline with no `shuffle` over records stored
  by class hands out consecutive batches that each hold one class (the loss
  saws with the epoch: each run of batches pulls the model toward its
  class). The evidence is the labels of the batches the convergence probe
  samples (`batch_classes` in its `head_check`: every `sample_every`-th
  batch of the first ones), with the pipeline's graph (no shuffle in it).
  It is reported where at least MIN_BATCHES sampled batches of at least
  MIN_ROWS rows each are there, at least SINGLE_CLASS_SHARE of them hold
  one class, and those single-class batches hold at least two different
  classes (the data holds several, in runs). Shuffled data of two classes
  of which the rarer is a fraction p gives a one-class batch of 8 rows with
  probability (1-p)^8 + p^8: under 0.8% at p = 1/2, and where p is so small
  that most batches hold the majority only, they hold the same one class,
  not several in turn.
- An input that runs out: `fit(steps_per_epoch=N)` on a dataset that holds
  fewer than N batches (and no `.repeat()`) ends each epoch when the data
  does (Keras 3: "Your input ran out of data; interrupting training", a
  warning, every epoch quietly shorter) or ends training after the first
  (tf_keras). The input-pipeline probe writes each epoch's steps against
  the steps asked (`input_exhausted`, where one was shorter); an epoch shorter than asked is the
  evidence, except the last one where a callback stopped training. With
  steps_per_epoch set, Keras 3 keeps the input's iterator from one epoch to
  the next and starts it over only when it runs out: a pass over the data
  is the epochs from one short epoch's end to the next's, and what the
  data holds is the steps of a pass (62 batches asked for 61 a epoch: 61,
  1, 61, 1, ..., a pass of 62), not the short epoch's own count.
"""

from tb_trainhealth.areas.convergence import AREA as CONVERGENCE
from tb_trainhealth.areas.input_pipeline import AREA
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules import input_pipeline_code as code

KIND, EVENT = AREA.findings, AREA.events
MIN_BATCHES = 3
MIN_ROWS = 8
SINGLE_CLASS_SHARE = 0.8


def _pipeline(run_data):
    events = run_data.events_of(EVENT.pipeline_graph)
    return events[-1].payload if events else None


def _batch_classes(run_data):
    events = run_data.events_of(CONVERGENCE.events.head_check)
    return (events[-1].payload.get("batch_classes") or []) if events else []


def _shuffles(described):
    return any(t.get("kind") in ("shuffle", "shuffle_and_repeat") for t in code.user_chain(described))


@register
class UnshuffledData(Rule):
    area = AREA
    kind = KIND.unshuffled_data
    # The loss saws with the runs of one class: its spikes are this.
    explains = (CONVERGENCE.findings.loss_spike, CONVERGENCE.findings.loss_diverging)
    rank = 30

    def has_evidence(self, run_data):
        return _pipeline(run_data) is not None and bool(_batch_classes(run_data))

    def check(self, run_data):
        described = _pipeline(run_data)
        if not described or described.get("source") != "tf.data" or _shuffles(described):
            return []
        batches = [b for b in _batch_classes(run_data) if (b.get("rows") or 0) >= MIN_ROWS and b.get("classes")]
        single = [b["classes"][0] for b in batches if len(b["classes"]) == 1]
        if len(batches) < MIN_BATCHES or len(single) < SINGLE_CLASS_SHARE * len(batches) or len(set(single)) < 2:
            return []
        seen = sorted({c for b in batches for c in b["classes"]})
        buffer, snippet = code.with_shuffle(described)
        return [self.finding(
            F.WARNING,
            step=None,
            summary=(f"The data is not shuffled: {len(single)} of {len(batches)} sampled batches each hold a single "
                     f"class (in turn: {', '.join(map(str, single[:8]))}{' ...' if len(single) > 8 else ''}), "
                     f"while together they hold {len(seen)}, and the pipeline has no .shuffle(). The records are "
                     "stored by class: each run of batches pulls the model toward one class, and the loss saws "
                     "with the epoch."),
            evidence={"sampled_batches": len(batches), "single_class_batches": len(single),
                      "classes_in_turn": single[:50], "classes_seen": seen,
                      "threshold_single_class_share": SINGLE_CLASS_SHARE, "min_rows": MIN_ROWS,
                      "pipeline": code.chain_words(described), "shuffle_buffer": buffer},
            fix=F.Fix(text=(f"Shuffle the records before batching: .shuffle({buffer}) right before .batch (a buffer "
                            "the size of the data mixes all of it; reshuffle_each_iteration, the default, draws a "
                            "new order each epoch)."), code=snippet),
        )]


@register
class InputExhausted(Rule):
    area = AREA
    kind = KIND.input_exhausted

    def has_evidence(self, run_data):
        return bool(run_data.events_of(EVENT.input_exhausted))

    def check(self, run_data):
        found = []
        for event in run_data.events_of(EVENT.input_exhausted):
            p = event.payload
            asked, seen = p.get("steps_per_epoch"), list(p.get("epoch_steps") or [])
            if p.get("stopped") and seen:
                seen = seen[:-1]  # a callback ended the last epoch
            if not isinstance(asked, int) or not seen:
                continue
            short = [n for n in seen if n < asked]
            if not short:
                continue
            epochs = p.get("epochs")
            held = batches_per_pass(seen, asked)
            carried = held > max(short)  # an epoch's leftover: the iterator went on across epochs
            ended = (f"training stopped after {len(seen)} of {epochs} epochs"
                     if isinstance(epochs, int) and len(seen) < epochs and not p.get("stopped") else
                     f"{len(short)} of {len(seen)} epochs ended early")
            described = _pipeline(run_data)
            source = (described or {}).get("source")
            if carried:
                snippet = (f"model.fit(train, epochs={epochs}, steps_per_epoch=len(train))  # {held}: a pass over "
                           f"the data, was {asked}\n# or leave steps_per_epoch out; or, for a tf.data dataset, "
                           f".repeat() after .batch")
                text = (f"Ask for a whole pass a epoch: steps_per_epoch=len(train) ({held} batches; {asked} left "
                        f"{held - asked} over, which the next epoch got alone before the data ran out), or leave "
                        "steps_per_epoch out; or make the input repeat.")
            elif source == "tf.data":
                snippet = code.with_repeat(described) + (
                    f"\nmodel.fit(dataset, epochs={epochs}, steps_per_epoch={asked})"
                    f"\n# or, without .repeat(): model.fit(dataset, epochs={epochs}, steps_per_epoch={held})")
                text = (f"Repeat the dataset (.repeat() after .batch) so that it yields steps_per_epoch x epochs "
                        f"batches, or ask for the batches it holds: steps_per_epoch={held} (its size // batch "
                        "size, or leave steps_per_epoch out).")
            else:
                snippet = (f"model.fit(..., epochs={epochs}, steps_per_epoch={held})  # the batches the input holds"
                           f"\n# or make the generator loop forever (while True: ... yield batch)")
                text = (f"Ask for the batches the input holds, steps_per_epoch={held}, or make it yield forever "
                        "(a generator in a `while True` loop).")
            found.append(self.finding(
                F.WARNING,
                step=event.step,
                summary=(f"The input ran out of data: fit asked for {asked} steps per epoch but the data held "
                         f"{held}, so {ended} (Keras only warns: \"Your input ran out of data; interrupting "
                         "training\"). The model trained on "
                         f"{sum(seen)} of the {asked * (epochs if isinstance(epochs, int) else len(seen))} steps asked."),
                evidence={"steps_per_epoch": asked, "epoch_steps": p.get("epoch_steps"), "epochs": epochs,
                          "short_epochs": len(short), "batches_held": held},
                fix=F.Fix(text=text, code=snippet),
            ))
        return found


def batches_per_pass(seen, asked):
    """The batches one pass over the input yields: the steps from the end of
    one short epoch (where the data ran out) to the end of the next, the
    largest such (module docstring)."""
    passes, steps = [], 0
    for n in seen:
        steps += n
        if n < asked:
            passes.append(steps)
            steps = 0
    return max(passes)
