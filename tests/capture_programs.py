"""Random Keras 3 programs for the capture differential fuzz.

`program(seed)` writes a standalone script: a small random model
(Sequential or functional, Dense/Conv1D/Embedding/LSTM/Dropout/
BatchNormalization/LayerNormalization/MultiHeadAttention), a random
optimizer (learning rates up to ones that blow up to NaN), a loss with or
without from_logits, and a random sequence of calls: fit, train_on_batch,
test_on_batch, predict_on_batch, evaluate, predict, model(x), recompiling,
clear_session and rebuilding, trainable toggles, a second model sharing
layers, save/load, and user errors caught or not.

The script is deterministic (seeded, numpy data, shuffle=False; some
programs also enable op determinism) and prints each result with full
float precision, one per line, each line starting with MARK so that a
harness can tell the script's lines from anything else on stdout. Its
last line is MARK + " end" unless it dies of the uncaught error it was
written to raise.

Used by tests/capture_diff.py (running a script three ways),
scripts/fuzz_capture.py and tests/test_capture_fuzz.py. No TensorFlow here.
"""

import random

MARK = "@@"

# The script's own helpers: the same in every program.
PRELUDE = '''\
import os
import sys
import tempfile

import numpy as np
import tensorflow as tf
import keras

SEED = {seed}
keras.utils.set_random_seed(SEED)
{determinism}

def show(*parts):
    print("{mark}", *parts, flush=True)


def fmt(value):
    # Full precision (repr) of every float; arrays as a few exact sums.
    if isinstance(value, dict):
        return "{{" + ", ".join(f"{{k}}: {{fmt(value[k])}}" for k in sorted(value)) + "}}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(fmt(v) for v in value) + "]"
    a = np.asarray(keras.ops.convert_to_numpy(value))
    if a.ndim == 0:
        return repr(a.item())
    a = a.astype(np.float64)
    return (f"array{{a.shape}} sum={{float(a.sum())!r}} abs={{float(np.abs(a).sum())!r}} "
            f"first={{float(a.flat[0])!r}} last={{float(a.flat[-1])!r}}")


def state(m):
    # Every weight (BatchNormalization's statistics too), the step count
    # and the learning rate: what training left behind.
    total = sum(float(np.sum(keras.ops.convert_to_numpy(w).astype(np.float64))) for w in m.weights)
    opt = getattr(m, "optimizer", None)
    if opt is None:
        return f"weights={{total!r}}"
    lr = float(keras.ops.convert_to_numpy(opt.learning_rate))
    return f"weights={{total!r}} iterations={{int(keras.ops.convert_to_numpy(opt.iterations))}} lr={{lr!r}}"


'''

LEARNING_RATES = (1e-3, 3e-3, 1e-2, 3e-2, 0.1, 1.0, 50.0, 1e4)  # the last ones blow up to NaN
OPERATIONS = {  # name: weight of drawing it
    "fit": 3, "train_on_batch": 2, "test_on_batch": 1, "predict_on_batch": 1, "evaluate": 1.5,
    "predict": 1, "call": 1, "call_training": 1, "recompile": 1, "clear_session": 0.6,
    "trainable": 1, "share": 0.6, "save_load": 0.6, "error_caught": 1,
}


class _Program:
    def __init__(self, seed):
        self.seed = seed
        self.rng = random.Random(seed)
        self.lines = []
        self.features = set()  # the operations it calls (tests pick seeds by these)
        self.has_second = False
        r = self.rng
        self.kind = r.choice(("sequential", "functional"))
        self.inputs = r.choice(("vector", "sequence", "tokens"))
        self.task = r.choice(("regression", "binary", "sparse"))
        self.logits = self.task != "regression" and r.random() < 0.5
        self.n, self.features_in, self.steps = r.choice((48, 64, 96)), r.randint(3, 6), r.randint(3, 6)
        self.vocab, self.classes = r.randint(8, 20), r.randint(3, 5)
        self.batch = r.choice((8, 16, 32))

    def emit(self, *lines):
        self.lines.extend(lines)

    # -- data and model ------------------------------------------------------

    def data(self):
        shape = {"vector": f"({self.n}, {self.features_in})", "sequence": f"({self.n}, {self.steps}, {self.features_in})",
                 "tokens": f"({self.n}, {self.steps})"}[self.inputs]
        if self.inputs == "tokens":
            self.emit("rng = np.random.default_rng(SEED)", f"x = rng.integers(0, {self.vocab}, size={shape}).astype('int32')")
        else:
            self.emit("rng = np.random.default_rng(SEED)", f"x = rng.normal(size={shape}).astype('float32')")
        width = {"vector": self.features_in, "sequence": self.features_in * self.steps, "tokens": self.steps}[self.inputs]
        self.emit(f"flat = x.reshape({self.n}, -1).astype('float32')",
                  f"w = rng.normal(size=({width}, {self.classes})).astype('float32')")
        if self.task == "regression":
            self.emit("y = (flat @ w[:, :1] + 0.1 * rng.normal(size=(len(x), 1))).astype('float32')")
        elif self.task == "binary":
            self.emit("y = (flat @ w[:, :1] > np.median(flat @ w[:, :1])).astype('float32')")
        else:
            self.emit("y = np.argmax(flat @ w, axis=1).astype('int32')")
        self.emit("x_val, y_val = x[:16] + 0, y[:16] + 0  # copies, as a user's held-out data would be", "")

    def out_layer(self):
        units = self.classes if self.task == "sparse" else 1
        activation = {"regression": None, "binary": "sigmoid", "sparse": "softmax"}[self.task]
        if self.logits:
            activation = None
        return f"keras.layers.Dense({units}, activation={activation!r})"

    def body(self):
        """Layer expressions between input and output; "mha" marks
        self-attention (functional models only)."""
        r = self.rng
        layers = []
        if self.inputs == "tokens":
            layers.append(f"keras.layers.Embedding({self.vocab}, {r.choice((4, 8))})")
        if self.inputs in ("sequence", "tokens"):
            for _ in range(r.randint(1, 2)):
                choices = [f"keras.layers.Conv1D({r.choice((4, 8))}, {r.choice((1, 2, 3))}, padding='same', "
                           f"activation={r.choice(('relu', 'tanh', None))!r})",
                           f"keras.layers.LSTM({r.choice((4, 6))}, return_sequences=True)",
                           "keras.layers.LayerNormalization()", f"keras.layers.Dropout({r.choice((0.1, 0.5))})",
                           "keras.layers.BatchNormalization()"]
                if self.kind == "functional":
                    choices.append("mha")
                layers.append(r.choice(choices))
            layers.append(r.choice(("keras.layers.GlobalAveragePooling1D()", "keras.layers.Flatten()",
                                    f"keras.layers.LSTM({r.choice((4, 6))})")))
        for _ in range(r.randint(1, 3)):
            layers.append(r.choice((
                f"keras.layers.Dense({r.choice((4, 8, 16))}, activation={r.choice(('relu', 'tanh', 'gelu', None))!r})",
                f"keras.layers.Dropout({r.choice((0.1, 0.3))})", "keras.layers.BatchNormalization()",
                "keras.layers.LayerNormalization()")))
        return layers

    def build(self):
        shape = f"({self.features_in},)" if self.inputs == "vector" else (
            f"({self.steps}, {self.features_in})" if self.inputs == "sequence" else f"({self.steps},)")
        dtype = ", dtype='int32'" if self.inputs == "tokens" else ""
        self.input_spec = f"keras.Input(shape={shape}{dtype})"
        layers = self.body()
        self.emit("def build():")
        if self.kind == "sequential":
            self.emit("    return keras.Sequential([", f"        {self.input_spec},")
            self.emit(*(f"        {layer}," for layer in layers), f"        {self.out_layer()},", "    ])", "")
            return
        self.emit(f"    inputs = {self.input_spec}", "    h = inputs")
        for layer in layers:
            if layer == "mha":
                heads, key = self.rng.choice((1, 2)), self.rng.choice((2, 4))
                attended = f"keras.layers.MultiHeadAttention({heads}, {key})(h, h)"
                if self.rng.random() < 0.5:  # a residual connection
                    self.emit(f"    h = keras.layers.Add()([h, {attended}])")
                else:
                    self.emit(f"    h = {attended}")
            else:
                self.emit(f"    h = {layer}(h)")
        self.emit(f"    return keras.Model(inputs, {self.out_layer()}(h))", "")

    def compile(self, target):
        r = self.rng
        lr = r.choice(LEARNING_RATES)
        optimizer = r.choice((f"keras.optimizers.SGD({lr!r}, momentum={r.choice((0.0, 0.9))})",
                              f"keras.optimizers.Adam({lr!r})", f"keras.optimizers.AdamW({lr!r}, weight_decay=0.01)",
                              f"keras.optimizers.RMSprop({lr!r})"))
        logits = self.logits if r.random() < 0.9 else not self.logits  # sometimes the user's mismatch
        if self.task == "regression":
            loss = r.choice(("'mse'", "keras.losses.MeanSquaredError()"))
            metrics = r.choice(("[]", "['mae']", "['mse', 'mae']"))
        elif self.task == "binary":
            loss = f"keras.losses.BinaryCrossentropy(from_logits={logits})" if logits or r.random() < 0.5 \
                else "'binary_crossentropy'"
            metrics = r.choice(("[]", "['accuracy']", "[keras.metrics.BinaryAccuracy(), 'mse']"))
        else:
            loss = f"keras.losses.SparseCategoricalCrossentropy(from_logits={logits})" if logits or r.random() < 0.5 \
                else "'sparse_categorical_crossentropy'"
            metrics = r.choice(("[]", "['accuracy']", "[keras.metrics.SparseTopKCategoricalAccuracy(k=2)]"))
        extra = ", steps_per_execution=2" if r.random() < 0.15 else ""
        self.emit(f"{target}.compile(optimizer={optimizer}, loss={loss}, metrics={metrics}{extra})")

    # -- operations ----------------------------------------------------------

    def target(self):
        return "model2" if self.has_second and self.rng.random() < 0.4 else "model"

    def op_fit(self, n, m):
        r = self.rng
        epochs = r.randint(1, 3)
        callbacks = []
        monitor = "loss"
        kwargs = f"epochs={epochs}, verbose=0, shuffle=False"
        if r.random() < 0.3:  # tf.data, repeated, with steps_per_epoch
            self.emit(f"ds = tf.data.Dataset.from_tensor_slices((x, y)).batch({self.batch}).repeat()")
            data = "ds"
            kwargs += f", steps_per_epoch={r.randint(2, 4)}"
            if r.random() < 0.4:
                kwargs += ", validation_data=(x_val, y_val)"
                monitor = r.choice(("loss", "val_loss"))
        else:
            data = "x, y"
            kwargs += f", batch_size={self.batch}"
            validation = r.random()
            if validation < 0.25:
                kwargs += ", validation_split=0.25"
                monitor = r.choice(("loss", "val_loss"))
            elif validation < 0.45:
                kwargs += ", validation_data=(x_val, y_val)"
        if r.random() < 0.3:
            callbacks.append(f"keras.callbacks.EarlyStopping(monitor={monitor!r}, patience={r.randint(0, 1)}, "
                             f"restore_best_weights={r.random() < 0.5})")
        if r.random() < 0.3:
            callbacks.append("keras.callbacks.TerminateOnNaN()")
        if r.random() < 0.3:
            callbacks.append(f"keras.callbacks.ReduceLROnPlateau(monitor={monitor!r}, patience=0, factor=0.5)")
        if r.random() < 0.3:  # what the user's own callback sees, batch by batch
            callbacks.append(f"keras.callbacks.LambdaCallback(on_batch_end=lambda b, logs: show({n}, 'batch', b, fmt(logs)))")
        if callbacks:
            kwargs += ", callbacks=[" + ", ".join(callbacks) + "]"
        self.emit(f"history = {m}.fit({data}, {kwargs})",
                  f"show({n}, 'fit', fmt(history.history), history.epoch)")

    def op_train_on_batch(self, n, m):
        batches = self.n // self.batch  # whole batches only
        start = self.rng.randint(0, batches - 1)
        steps = self.rng.randint(1, min(4, batches - start))
        self.emit(f"for i in range({start}, {start + steps}):",
                  f"    logs = {m}.train_on_batch(x[i * {self.batch}:(i + 1) * {self.batch}], "
                  f"y[i * {self.batch}:(i + 1) * {self.batch}], return_dict=True)",
                  f"    show({n}, 'train_on_batch', i, fmt(logs))")

    def op_test_on_batch(self, n, m):
        self.emit(f"show({n}, 'test_on_batch', fmt({m}.test_on_batch(x[:{self.batch}], y[:{self.batch}], return_dict=True)))")

    def op_predict_on_batch(self, n, m):
        self.emit(f"show({n}, 'predict_on_batch', fmt({m}.predict_on_batch(x[:{self.batch}])))")

    def op_evaluate(self, n, m):
        self.emit(f"show({n}, 'evaluate', fmt({m}.evaluate(x, y, batch_size={self.batch}, verbose=0, return_dict=True)))")

    def op_predict(self, n, m):
        self.emit(f"show({n}, 'predict', fmt({m}.predict(x, batch_size={self.batch}, verbose=0)))")

    def op_call(self, n, m):
        self.emit(f"show({n}, 'call', fmt({m}(x[:{self.rng.randint(1, 8)}])))")

    def op_call_training(self, n, m):  # Dropout and BatchNormalization in training mode
        self.emit(f"show({n}, 'call_training', fmt({m}(x[:{self.rng.randint(2, 8)}], training=True)))")

    def op_recompile(self, n, m):
        self.compile(m)
        self.emit(f"show({n}, 'recompiled')")

    def op_clear_session(self, n, m):
        self.emit("keras.backend.clear_session()")
        if self.rng.random() < 0.5:
            self.emit("keras.utils.set_random_seed(SEED + 1)")
        self.emit("model = build()")
        self.compile("model")
        self.emit("model2 = None", f"show({n}, 'rebuilt')")
        self.has_second = False
        return "model"

    def op_trainable(self, n, m):
        k = self.rng.randint(0, 5)
        self.emit(f"layer = [l for l in {m}.layers if l.weights][{k} % len([l for l in {m}.layers if l.weights])]",
                  "layer.trainable = not layer.trainable",
                  f"show({n}, 'trainable', layer.trainable, len({m}.trainable_weights))")

    def op_share(self, n, m):
        # A second model on the first one's layers, a head of its own.
        self.emit(f"model2 = keras.Model(model.inputs, {self.out_layer()}(model.layers[-2].output))")
        self.compile("model2")
        if self.rng.random() < 0.5:
            self.emit(f"history = model2.fit(x, y, batch_size={self.batch}, epochs=1, verbose=0, shuffle=False)",
                      f"show({n}, 'fit2', fmt(history.history))")
        else:
            self.emit(f"show({n}, 'train_on_batch2', fmt(model2.train_on_batch(x[:{self.batch}], y[:{self.batch}], "
                      "return_dict=True)))")
        self.has_second = True
        return "model2"

    def op_save_load(self, n, m):
        self.emit("path = os.path.join(tempfile.mkdtemp(), 'model.keras')",
                  f"{m}.save(path)", f"{m} = keras.models.load_model(path)",
                  f"show({n}, 'loaded', fmt({m}.predict_on_batch(x[:4])))")

    def bad_call(self, m):
        """A user's mistake: the wrong input shape or the wrong labels."""
        r = self.rng
        bad_x = {"vector": "x[:, :-1]", "sequence": "x[:, :, :-1]", "tokens": "x[:, :, None]"}[self.inputs]
        bad_y = r.choice(("np.concatenate([y.reshape(len(y), -1)] * 2, axis=1)", "y[:len(y) // 2]",
                          "y.reshape(len(y), -1)[:, :, None] + 1"))
        xs, ys = (bad_x, "y") if r.random() < 0.5 else ("x", bad_y)
        return r.choice((f"{m}.fit({xs}, {ys}, batch_size={self.batch}, epochs=1, verbose=0, shuffle=False)",
                         f"{m}.train_on_batch({xs}[:{self.batch}], {ys}[:{self.batch}])",
                         f"{m}.evaluate({xs}, {ys}, verbose=0)", f"{m}.test_on_batch({xs}[:{self.batch}], {ys}[:{self.batch}])",
                         f"{m}.predict({bad_x}, verbose=0)"))

    def op_error_caught(self, n, m):
        self.emit("try:", f"    {self.bad_call(m)}", f"    show({n}, 'no error')", "except Exception as e:",
                  f"    show({n}, 'caught', type(e).__name__)")

    # -- the whole program ---------------------------------------------------

    def write(self):
        r = self.rng
        # CPU kernels are deterministic without it; with it, TensorFlow
        # refuses some ops (tf.timestamp): a fraction of programs ask for it.
        determinism = ""
        if r.random() < 0.15:
            self.features.add("op_determinism")
            determinism = "tf.config.experimental.enable_op_determinism()\n"
        self.emit(PRELUDE.format(seed=self.seed, mark=MARK, determinism=determinism).rstrip("\n"), "")
        self.data()
        self.build()
        self.emit("model = build()", "model2 = None")
        self.compile("model")
        self.emit("show(0, 'built', state(model))", "")
        names, weights = zip(*OPERATIONS.items())
        count = r.randint(3, 7)
        for n in range(1, count + 1):
            name = r.choice(("fit", "train_on_batch")) if n == 1 else r.choices(names, weights)[0]
            if name == "share" and self.has_second:
                name = "fit"
            self.features.add(name)
            m = self.target()
            m = getattr(self, "op_" + name)(n, m) or m
            self.emit(f"show({n}, 'state', state({m}))", "")
        if r.random() < 0.25:  # the script dies of its user's mistake
            self.features.add("error_uncaught")
            self.emit(self.bad_call(self.target()))
        self.emit("show('end')")
        return "\n".join(self.lines) + "\n"


def program(seed):
    """(source of the script for `seed`, the set of operation names it calls)."""
    p = _Program(seed)
    source = p.write()
    return source, p.features
