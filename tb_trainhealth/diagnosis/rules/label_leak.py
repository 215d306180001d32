"""Labels that are the inputs: a causal language model fit with `y = x`
where `y = x[:, 1:]` was meant. Each position's label is then the token
the model is given at that position, so the loss falls to ~0 and the
accuracy to 1.0 within an epoch or two, far below what the data allows
(no next token is that certain), while nothing about the next token is
learnt.

The convergence probe compares the labels of the first sampled batches
with the inputs position by position (capture/probes/convergence.py,
`labels_equal_inputs`, the least share over the batches). Judged only
where the labels are class ids under a sparse cross-entropy (tokens
predicted from tokens): an autoencoder's `y = x` (pixels under MSE or
binary cross-entropy) is its task, not a leak.
"""

from tb_trainhealth.areas.convergence import AREA
from tb_trainhealth.diagnosis import findings as F
from tb_trainhealth.diagnosis.numbers import number, percent
from tb_trainhealth.diagnosis.rules.base import Rule, register
from tb_trainhealth.diagnosis.rules.progress import class_ids, labels_of, latest_check, loss_windows

KIND, EVENT = AREA.findings, AREA.events

# Every label equal to its input, a rounding's worth aside: an honest
# next-token label repeats the token before it only where the text does
# (a share far below this; 1/32 in the bug suite's counting sequences).
COPY_SHARE = 0.99
SPARSE = ("sparse_categorical_crossentropy",)


@register
class LabelsLeakInputs(Rule):
    area = AREA
    kind = KIND.labels_leak_inputs
    rank = 9  # ahead of the head and loss checks: nothing else in the run means anything

    def has_evidence(self, run_data):
        check = latest_check(run_data)
        return check is not None and check.get("labels_equal_inputs") is not None

    def check(self, run_data):
        check = latest_check(run_data)
        share = check.get("labels_equal_inputs")
        if not isinstance(share, (int, float)) or share < COPY_SHARE:
            return []
        if check.get("loss") not in SPARSE or not class_ids(labels_of(check)):
            return []
        loss = loss_windows(run_data)
        fell = (f" The loss fell from {number(loss['start'])} to {number(loss['end'])}: a model that reads each "
                f"answer from its input is right every time." if loss else "")
        shape = check.get("input_shape") or []
        length = shape[1] if len(shape) == 2 and isinstance(shape[1], int) else None
        summary = (f"The labels are the inputs: {percent(share)} of the label tokens in the first batches equal the "
                   f"input token at the same position, so the model is asked to copy what it is given, not to "
                   f"predict the next token.{fell} A loss near 0 here is the leak, not learning.")
        code = ("x, y = x[:, :-1], x[:, 1:]  # the label at t is the token at t + 1; was y = x\n"
                "# a tf.data pipeline of sequences:\n"
                "# dataset = dataset.map(lambda seq: (seq[:, :-1], seq[:, 1:]))\n")
        if length:
            code += f"inputs = keras.Input(shape=({length - 1},), dtype=\"int32\")  # was {length}\n"
        fix = F.Fix(
            text=("Shift the labels by one position: the inputs are every token but the last, the labels "
                  "every token but the first (`x[:, :-1], x[:, 1:]`), so each position predicts the token "
                  "after it."),
            code=code,
        )
        return [self.finding(F.WARNING, summary, fix, layer=None,
                             evidence={"labels_equal_inputs": share, "loss": check.get("loss"),
                                       "labels": labels_of(check)})]
