"""Shapes: the layer shape table, the data-vs-model preflight, and shape
errors named at their layer, on real (tiny) Keras training of Sequential,
Functional and subclassed models; the custom-loop Monitor check; the rules'
fixes on hand-made events."""

import re

import numpy as np
import pytest

import keras  # noqa: E402
import tensorflow as tf  # noqa: E402

import tb_trainhealth  # noqa: E402
from tb_trainhealth.diagnosis import diagnose  # noqa: E402
from tb_trainhealth.summary.reader import Event, RunData  # noqa: E402

from helpers import diagnose_dir, read_runs  # noqa: E402

KINDS = ["sequential", "functional", "subclassed"]
RNG = np.random.default_rng(0)
IMAGES = RNG.normal(size=(64, 6, 6)).astype("float32")  # 36 values per sample
CLASS_IDS = RNG.integers(0, 4, size=64).astype("int32")
ONE_HOT = np.eye(4, dtype="float32")[CLASS_IDS]


def build(kind, layers, input_shape=None, name="net"):
    """A model of `kind` running `layers` in order. Functional and
    Sequential models get an Input when `input_shape` is given."""
    if kind == "sequential":
        return keras.Sequential(([keras.Input(input_shape)] if input_shape else []) + layers, name=name)
    if kind == "functional":
        inputs = keras.Input(input_shape)
        x = inputs
        for layer in layers:
            x = layer(x)
        return keras.Model(inputs, x, name=name)

    class Net(keras.Model):
        def __init__(self):
            super().__init__(name=name)
            self.stack = layers

        def call(self, x):
            for layer in self.stack:
                x = layer(x)
            return x

    return Net()


def fit(model, x, y, logdir, loss, batch_size=16, **kwargs):
    """(exception or None) of a short fit with TrainHealth. With 64 samples
    in batches of 16 every batch has a static batch size, 16, which the
    first step sees and so do the shapes; other sizes leave it None."""
    model.compile(optimizer=keras.optimizers.Adam(1e-2), loss=loss)
    try:
        model.fit(x, y, batch_size=batch_size, epochs=1, verbose=0, shuffle=False,
                  callbacks=[tb_trainhealth.TrainHealth(logdir)], **kwargs)
    except Exception as error:  # the bug under test
        return error
    return None


def one(result, kind):
    found = [f for f in result.findings if f.kind == kind]
    assert len(found) == 1, [(f.kind, f.summary) for f in result.findings]
    return found[0]


def shape_findings(result):
    return [f for f in result.findings if f.node == "shape"]


def node_state(result, node_id):
    return next(n["state"] for n in result.flowchart()["nodes"] if n["id"] == node_id)


# The shape table.


class Block(keras.layers.Layer):
    """A layer with sublayers: its rows nest under it."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.a = keras.layers.Dense(8, activation="relu", name="block_a")
        self.b = keras.layers.Dense(8, name="block_b")

    def call(self, x):
        return self.b(self.a(x)) + x


@pytest.mark.parametrize("kind", KINDS)
def test_shape_table_lists_every_layer_in_order(tmp_path, kind):
    frozen = keras.layers.Dense(8, activation="relu", name="frozen")
    frozen.trainable = False
    layers = [keras.layers.Flatten(name="flat"), frozen, Block(name="block"),
              keras.layers.Dense(4, name="logits")]
    model = build(kind, layers, input_shape=(6, 6) if kind != "subclassed" else None)
    error = fit(model, IMAGES, CLASS_IDS, tmp_path / "run",
                keras.losses.SparseCategoricalCrossentropy(from_logits=True), batch_size=20)
    assert error is None

    (event,) = read_runs(tmp_path)["run"].events_of("shape_table")
    table = event.payload
    assert event.step == 0 and table["complete"] is True and table["model_kind"] == kind
    rows = [(r["name"], r["depth"], r["inputs"][0]["shape"], r["outputs"][0]["shape"]) for r in table["rows"]]
    assert rows == [
        ("net", 0, [None, 6, 6], [None, 4]),
        ("flat", 1, [None, 6, 6], [None, 36]),
        ("frozen", 1, [None, 36], [None, 8]),
        ("block", 1, [None, 8], [None, 8]),
        ("block_a", 2, [None, 8], [None, 8]),
        ("block_b", 2, [None, 8], [None, 8]),
        ("logits", 1, [None, 8], [None, 4]),
    ]
    by_name = {r["name"]: r for r in table["rows"]}
    assert by_name["net"]["params"] == model.count_params()
    assert by_name["frozen"]["params"] == 36 * 8 + 8 and by_name["frozen"]["trainable"] is False
    assert by_name["frozen"]["trainable_params"] == 0
    assert by_name["block"]["params"] == 2 * (8 * 8 + 8)
    assert by_name["logits"]["outputs"][0]["dtype"] == "float32"
    assert table["data"]["x"][0]["shape"] == [None, 6, 6] and table["data"]["y"][0]["shape"] == [None]
    assert table["model_outputs"] == [{"shape": [None, 4], "dtype": "float32", "layer": "logits"}]
    inputs = table["model_inputs"][0]
    assert inputs["shape"] == [None, 6, 6]
    assert inputs.get("inferred") is (True if kind == "subclassed" else None)

    result = diagnose_dir(tmp_path)["run"]
    assert result.status == "healthy" and shape_findings(result) == []
    assert node_state(result, "shape") == "clear"


def test_shape_table_written_again_when_the_model_is_rebuilt(tmp_path):
    model = keras.Sequential([keras.layers.Flatten(), keras.layers.Dense(4)])
    callback = tb_trainhealth.TrainHealth(tmp_path / "run")
    loss = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    model.compile(optimizer="adam", loss=loss)
    model.fit(IMAGES, CLASS_IDS, batch_size=16, epochs=1, verbose=0, callbacks=[callback])
    model.fit(IMAGES, CLASS_IDS, batch_size=16, epochs=1, verbose=0, callbacks=[callback])  # same table
    model.pop()
    model.add(keras.layers.Dense(16, name="wider"))
    model.add(keras.layers.Dense(4, name="logits"))
    model.compile(optimizer="adam", loss=loss)
    model.fit(IMAGES, CLASS_IDS, batch_size=16, epochs=1, verbose=0, callbacks=[callback])
    tables = read_runs(tmp_path)["run"].events_of("shape_table")
    assert [e.step for e in tables] == [0, 8]
    assert [r["name"] for r in tables[-1].payload["rows"]][-2:] == ["wider", "logits"]


# Shape errors inside fit: named at their layer, flushed, re-raised unchanged.


@pytest.mark.parametrize("kind", ["sequential", "subclassed"])
def test_reshape_deep_in_the_model(tmp_path, kind):
    # A functional model fails this at construction (see test_zero_code_*).
    layers = [keras.layers.Flatten(name="flat"), keras.layers.Dense(10, name="squeeze"),
              keras.layers.Reshape((3, 4), name="to_grid"), keras.layers.Flatten(),
              keras.layers.Dense(4, name="logits")]
    error = fit(build(kind, layers), IMAGES, CLASS_IDS, tmp_path / "run", "sparse_categorical_crossentropy")
    assert isinstance(error, ValueError) and "total size" in str(error)

    result = diagnose_dir(tmp_path)["run"]
    finding = one(result, "shape_mismatch")
    assert (finding.severity, finding.layer, finding.step) == ("critical", "to_grid", 1)
    ev = finding.evidence
    assert (ev["cause"], ev["actual"], ev["expected"]) == ("reshape_size", "(16, 10)", "(None, 3, 4)")
    assert ev["source"] == "layer squeeze" and ev["target_size"] == 12
    assert "keras.layers.Dense(12)" in finding.fix.code and "`squeeze`" in finding.fix.code
    assert shape_findings(result) == [finding]  # no second finding for the same bug
    assert node_state(result, "shape") == "triggered" and node_state(result, "fix_shape") == "triggered"
    table = read_runs(tmp_path)["run"].events_of("shape_table")[0].payload
    failed = [r["name"] for r in table["rows"] if r["status"] == "failed"]
    assert failed == ["to_grid"] and table["complete"] is False


@pytest.mark.parametrize("kind", KINDS)
def test_dense_on_images_without_flatten(tmp_path, kind):
    layers = [keras.layers.Dense(16, activation="relu", name="hidden"), keras.layers.Dense(4, name="logits")]
    model = build(kind, layers, input_shape=(6, 6))
    error = fit(model, IMAGES, CLASS_IDS, tmp_path / "run", "sparse_categorical_crossentropy")
    assert isinstance(error, ValueError)

    finding = one(diagnose_dir(tmp_path)["run"], "shape_mismatch")
    assert finding.layer == "hidden"
    ev = finding.evidence
    assert ev["cause"] == "extra_output_dims" and ev["labels"].startswith("(16,)")
    assert ev["output"] == "(16, 6, 4)"
    assert "(16, 6, 6)" in finding.summary and "(16, 6, 4)" in finding.summary
    assert "keras.layers.Flatten()" in finding.fix.code


@pytest.mark.parametrize("kind", KINDS)
def test_data_features_differ_from_the_input(tmp_path, kind):
    layers = [keras.layers.Dense(8, name="hidden"), keras.layers.Dense(4, name="logits")]
    model = build(kind, layers, input_shape=(5,))
    if kind == "subclassed":
        model(np.zeros((1, 5), "float32"))  # built for 5 features, as a notebook would leave it
    x = RNG.normal(size=(64, 7)).astype("float32")
    error = fit(model, x, CLASS_IDS, tmp_path / "run", "sparse_categorical_crossentropy")
    assert isinstance(error, ValueError)

    result = diagnose_dir(tmp_path)["run"]
    finding = one(result, "shape_mismatch")
    assert finding.layer == "hidden"
    assert (finding.evidence["expected"], finding.evidence["actual"]) == ("(None, 5)", "(16, 7)")
    assert finding.evidence["source"] == "the data"
    assert "keras.Input(shape=(7,))" in finding.fix.code
    assert [f.kind for f in shape_findings(result)] == ["shape_mismatch"]  # the preflight's is folded in


def test_an_id_past_the_embedding_is_an_index_error_not_a_shape_error(tmp_path):
    # Issue #28 item 6: users search "indices out of range", not "shape".
    tokens = RNG.integers(0, 50, size=(64, 5)).astype("int32")
    model = keras.Sequential([keras.Input((5,), dtype="int32"), keras.layers.Embedding(20, 4, name="words"),
                              keras.layers.GlobalAveragePooling1D(),
                              keras.layers.Dense(4, activation="softmax", name="probs")])
    error = fit(model, tokens, CLASS_IDS, tmp_path / "run", "sparse_categorical_crossentropy")
    assert error is not None and "indices" in str(error).lower()  # re-raised unchanged

    result = diagnose_dir(tmp_path)["run"]
    finding = one(result, "index_out_of_range")
    assert (finding.severity, finding.layer, finding.node) == ("critical", "words", "shape")
    assert finding.evidence["input_dim"] == 20 and finding.evidence["id"] >= 20
    assert finding.summary.startswith("Training crashed on a lookup out of range")
    assert "Embedding(vocab_size, 4" in finding.fix.code
    assert not [f for f in result.findings if f.kind == "shape_mismatch"]
    crash = [f for f in result.findings if f.kind == "training_error"]
    assert all(f.caused_by == "index_out_of_range" for f in crash)


def test_data_layout_differs_from_the_input_and_the_error_is_unchanged(tmp_path):
    def model():
        return keras.Sequential([keras.Input((36,)), keras.layers.Dense(4, name="logits")])

    loss = "sparse_categorical_crossentropy"
    bare = model()
    bare.compile(optimizer="adam", loss=loss)
    with pytest.raises(ValueError) as without:
        bare.fit(IMAGES, CLASS_IDS, batch_size=16, epochs=1, verbose=0)
    error = fit(model(), IMAGES, CLASS_IDS, tmp_path / "run", loss)
    assert type(error) is type(without.value)

    def text(e):  # the names Keras numbers per tensor made differ between two models
        return re.sub(r"keras_tensor_\d+", "keras_tensor", str(e))

    assert text(error) == text(without.value)

    result = diagnose_dir(tmp_path)["run"]
    finding = one(result, "shape_mismatch")
    ev = finding.evidence
    assert (ev["cause"], ev["expected"], ev["actual"]) == ("input_shape", "(None, 36)", "(16, 6, 6)")
    assert finding.layer == "logits" and ev["input_layer"]
    assert "x.reshape((-1, 36))" in finding.fix.code and "keras.layers.Flatten()" in finding.fix.code
    # The table shows the model on its declared input, the consumer highlighted.
    table = read_runs(tmp_path)["run"].events_of("shape_table")[0].payload
    assert table["walked_on"] == "model_inputs"
    assert [r["name"] for r in table["rows"]] == ["sequential", "logits"] or table["rows"][1]["name"] == "logits"


@pytest.mark.parametrize("kind", KINDS)
def test_images_without_channels_into_conv2d(tmp_path, kind):
    layers = [keras.layers.Conv2D(4, 3, name="conv"), keras.layers.Flatten(), keras.layers.Dense(4)]
    error = fit(build(kind, layers, input_shape=None if kind != "functional" else (6, 6, 1)),
                IMAGES, CLASS_IDS, tmp_path / "run", "sparse_categorical_crossentropy")
    result = diagnose_dir(tmp_path)["run"]
    if kind == "functional":
        # Declared (6, 6, 1): a functional model adds the missing trailing 1
        # itself, so this trains, and no shape problem may be reported. (Its
        # head, a Dense with no softmax under a from_logits=False loss, is the
        # convergence area's finding: a real bug of this test model.)
        assert error is None and node_state(result, "shape") == "clear"
        assert not [f for f in result.findings if f.node == "shape"]
        return
    assert isinstance(error, ValueError)
    finding = one(result, "shape_mismatch")
    assert finding.layer == "conv" and finding.evidence["expected"] == "rank >= 4"
    assert finding.evidence["actual"] == "(16, 6, 6)" and finding.evidence["source"] == "the data"
    assert "np.expand_dims(x, -1)" in finding.fix.code


# Labels against the output and the loss: before the first step.


@pytest.mark.parametrize("kind", KINDS)
def test_integer_labels_with_a_categorical_loss(tmp_path, kind):
    layers = [keras.layers.Flatten(), keras.layers.Dense(4, activation="softmax", name="probs")]
    error = fit(build(kind, layers, input_shape=(6, 6)), IMAGES, CLASS_IDS, tmp_path / "run",
                "categorical_crossentropy")
    assert isinstance(error, ValueError)
    result = diagnose_dir(tmp_path)["run"]
    finding = one(result, "shape_mismatch")
    assert finding.layer == "probs"
    assert finding.evidence["labels"].startswith("(16,)") and finding.evidence["output"] == "(16, 4)"
    assert "SparseCategoricalCrossentropy" in finding.fix.code and "to_categorical(y, num_classes=4)" in finding.fix.code
    assert len(shape_findings(result)) == 1


def test_one_hot_rows_against_an_output_that_kept_an_axis(tmp_path):
    # Issue 44: to_categorical's (N, 4) against an output (N, 6, 4) are not
    # class ids (those would be (N, 6)): the Dense fed (6, 6) kept an axis.
    layers = [keras.layers.Dense(16, activation="relu", name="hidden"),
              keras.layers.Dense(4, activation="softmax", name="probs")]
    error = fit(build("sequential", layers, input_shape=(6, 6)), IMAGES, ONE_HOT, tmp_path / "run",
                "categorical_crossentropy")
    assert isinstance(error, ValueError)
    finding = one(diagnose_dir(tmp_path)["run"], "shape_mismatch")
    assert finding.layer == "hidden" and finding.evidence["cause"] == "extra_output_dims"
    assert "class ids" not in finding.summary
    assert "(16, 6, 4)" in finding.summary and "`hidden` (Dense) got (16, 6, 6)" in finding.summary
    assert "# before `hidden`: (16, 6, 6) -> (None, 36)" in finding.fix.code


def _lstm_model(units=8):
    return keras.Sequential([keras.Input(shape=(5, 1)), keras.layers.LSTM(units, name="lstm"),
                             keras.layers.Dense(1, name="out")])


def test_an_error_inside_an_lstm_cell_is_named_at_the_lstm(tmp_path):
    # Issue 44: the walk's innermost failing call is the LSTM's lstm_cell,
    # which the user never wrote: the finding names the model's LSTM.
    x = RNG.normal(size=(64, 5, 3)).astype("float32")  # 3 features; the model was declared for 1
    error = fit(_lstm_model(), x, RNG.normal(size=(64, 1)).astype("float32"), tmp_path / "run", "mse")
    assert isinstance(error, ValueError)
    finding = one(diagnose_dir(tmp_path)["run"], "shape_mismatch")
    assert finding.layer == "lstm" and "lstm_cell" not in finding.summary
    assert "keras.Input(shape=(5, 3))" in finding.fix.code


def test_initial_states_of_another_size_name_both_recurrent_layers(tmp_path):
    # An encoder's LSTM(12) states into a decoder's LSTM(8): it fails in the
    # decoder's cell; the finding names the decoder and where the states came from.
    enc_in, dec_in = keras.Input(shape=(5, 3)), keras.Input(shape=(4, 2))
    _, h, c = keras.layers.LSTM(12, return_state=True, name="encoder")(enc_in)
    out = keras.layers.LSTM(8, name="decoder")(dec_in, initial_state=[h, c])
    model = keras.Model([enc_in, dec_in], keras.layers.Dense(1, name="out")(out))
    x = [RNG.normal(size=(64, 5, 3)).astype("float32"), RNG.normal(size=(64, 4, 2)).astype("float32")]
    error = fit(model, x, RNG.normal(size=(64, 1)).astype("float32"), tmp_path / "run", "mse")
    assert isinstance(error, ValueError)
    finding = one(diagnose_dir(tmp_path)["run"], "shape_mismatch")
    assert finding.layer == "decoder" and finding.evidence["cause"] == "rnn_state"
    assert "initial_state is (16, 12), made by `encoder` (LSTM)" in finding.summary
    assert 'keras.layers.LSTM(12, name="decoder")' in finding.fix.code
    assert 'keras.layers.LSTM(8, return_state=True, name="encoder")' in finding.fix.code


@pytest.mark.parametrize("kind", KINDS)
def test_one_hot_labels_with_a_sparse_loss(tmp_path, kind):
    layers = [keras.layers.Flatten(), keras.layers.Dense(4, name="logits")]
    error = fit(build(kind, layers, input_shape=(6, 6)), IMAGES, ONE_HOT, tmp_path / "run",
                keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    assert isinstance(error, ValueError)
    finding = one(diagnose_dir(tmp_path)["run"], "shape_mismatch")
    assert finding.layer == "logits" and finding.evidence["labels"].startswith("(16, 4)")
    assert "CategoricalCrossentropy(from_logits=True)" in finding.fix.code
    assert "np.argmax(y, axis=-1)" in finding.fix.code


@pytest.mark.parametrize("kind", KINDS)
def test_output_units_fewer_than_the_classes(tmp_path, kind):
    layers = [keras.layers.Flatten(), keras.layers.Dense(3, name="logits")]  # the labels hold 4 classes
    error = fit(build(kind, layers, input_shape=(6, 6)), IMAGES, CLASS_IDS, tmp_path / "run",
                keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    # On CPU, TF rejects the label at run time (on a GPU it silently gives NaN).
    assert isinstance(error, tf.errors.InvalidArgumentError)
    finding = one(diagnose_dir(tmp_path)["run"], "shape_mismatch")
    assert finding.layer == "logits" and finding.evidence["units"] == 3
    assert finding.evidence["cause"] == "output_units" and finding.evidence["label_value"] == 3
    assert "keras.layers.Dense(num_classes)" in finding.fix.code and "at least 4" in finding.fix.code


@pytest.mark.parametrize("kind", KINDS)
def test_one_hot_labels_against_too_few_units_with_a_categorical_loss(tmp_path, kind):
    layers = [keras.layers.Flatten(), keras.layers.Dense(3, name="logits")]
    error = fit(build(kind, layers, input_shape=(6, 6)), IMAGES, ONE_HOT, tmp_path / "run",
                keras.losses.CategoricalCrossentropy(from_logits=True))
    assert isinstance(error, ValueError)
    finding = one(diagnose_dir(tmp_path)["run"], "shape_mismatch")
    assert finding.layer == "logits" and (finding.evidence["classes"], finding.evidence["units"]) == (4, 3)
    assert "keras.layers.Dense(4)" in finding.fix.code


@pytest.mark.parametrize("kind", KINDS)
def test_silent_broadcast_in_the_loss_is_caught_before_training(tmp_path, kind):
    # One-hot targets (N, 4) regressed by a single unit (N, 1): MSE broadcasts
    # them and trains without an error.
    layers = [keras.layers.Flatten(), keras.layers.Dense(1, name="score")]
    error = fit(build(kind, layers, input_shape=(6, 6)), IMAGES, ONE_HOT, tmp_path / "run", "mse")
    assert error is None
    result = diagnose_dir(tmp_path)["run"]
    assert result.status == "critical"
    finding = one(result, "input_spec_mismatch")
    assert (finding.layer, finding.step, finding.severity) == ("score", 0, "critical")
    assert finding.evidence["broadcast_to"] == "(16, 4)"
    assert "(16, 4)" in finding.summary and "(16, 1)" in finding.summary
    assert "keras.layers.Dense(4)" in finding.fix.code


def test_fits_in_a_loop_check_each_fit_data_not_the_first_one(tmp_path):
    # The preflight of a fit over what the last fit walked is not run
    # again; a later fit on other labels is checked afresh, and a problem
    # is reported at every fit it is in.
    model = build("sequential", [keras.layers.Flatten(), keras.layers.Dense(1, name="score")], input_shape=(6, 6))
    model.compile(optimizer="adam", loss="mse")
    callback = tb_trainhealth.TrainHealth(tmp_path / "run")
    for labels in (CLASS_IDS.astype("float32")[:, None], ONE_HOT, ONE_HOT):
        model.fit(IMAGES, labels, batch_size=16, epochs=1, verbose=0, callbacks=[callback])
    callback.flush()
    events = read_runs(tmp_path)["run"].events_of("input_spec_mismatch")
    assert [e.payload["fit"] for e in events] == [2, 3]
    findings = diagnose_dir(tmp_path)["run"].findings
    assert {(f.kind, f.evidence["broadcast_to"]) for f in findings} == {("input_spec_mismatch", "(16, 4)")}


def test_regression_labels_of_rank_one_are_fine(tmp_path):
    # (N,) targets against (N, 1): Keras's losses align them; not a finding.
    y = IMAGES.reshape(64, -1).sum(axis=1)
    model = keras.Sequential([keras.Input((6, 6)), keras.layers.Flatten(), keras.layers.Dense(1)])
    assert fit(model, IMAGES, y, tmp_path / "run", "mse") is None
    result = diagnose_dir(tmp_path)["run"]
    assert result.status == "healthy" and node_state(result, "shape") == "clear"


def test_label_values_beyond_the_units_seen_through_autolog(tmp_path):
    from tb_trainhealth.capture.entry import autolog as autolog_lib

    try:
        tb_trainhealth.autolog(logdir=tmp_path / "auto")
        model = keras.Sequential([keras.Input((6, 6)), keras.layers.Flatten(), keras.layers.Dense(3, name="logits")])
        model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
        with pytest.raises(tf.errors.InvalidArgumentError):
            model.fit(IMAGES, CLASS_IDS, batch_size=16, epochs=1, verbose=0)
    finally:
        autolog_lib.disable()
    (result,) = diagnose_dir(tmp_path).values()  # "auto", or "auto-N" after other autolog tests
    finding = one(result, "shape_mismatch")
    # autolog sees the labels themselves: the largest is 3, so 4 classes.
    assert finding.evidence["classes"] == 4 and "keras.layers.Dense(4)" in finding.fix.code


def test_cardinality_error_before_any_callback_runs(tmp_path):
    from tb_trainhealth.capture.entry import autolog as autolog_lib

    try:
        tb_trainhealth.autolog(logdir=tmp_path / "auto")
        model = keras.Sequential([keras.Input((6, 6)), keras.layers.Flatten(), keras.layers.Dense(4)])
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
        with pytest.raises(ValueError, match="cardinality"):
            model.fit(IMAGES, CLASS_IDS[:40], batch_size=16, epochs=1, verbose=0)
    finally:
        autolog_lib.disable()
    (result,) = diagnose_dir(tmp_path).values()
    finding = one(result, "shape_mismatch")
    assert finding.evidence["cause"] == "cardinality" and "64" in finding.summary and "40" in finding.summary


def test_validation_data_of_another_shape_seen_through_autolog(tmp_path):
    from tb_trainhealth.capture.entry import autolog as autolog_lib

    try:
        tb_trainhealth.autolog(logdir=tmp_path / "auto")
        model = keras.Sequential([keras.Input((6, 6)), keras.layers.Flatten(), keras.layers.Dense(4, name="logits")])
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
        with pytest.raises(ValueError):
            model.fit(IMAGES, CLASS_IDS, batch_size=16, epochs=1, verbose=0,
                      validation_data=(IMAGES[:16, :5, :5], CLASS_IDS[:16]))
        # Keras ran no on_train_end: the fit's hooks came off all the same,
        # and the model predicts as Keras's own.
        from keras.src import backend

        assert not hasattr(backend.nn.softmax, "__wrapped__")
        assert not hasattr(model.train_function, "_trainhealth_guarded")
        assert model.predict(IMAGES[:4], verbose=0).shape == (4, 4)
    finally:
        autolog_lib.disable()
    (result,) = diagnose_dir(tmp_path).values()
    finding = one(result, "shape_mismatch")
    assert finding.summary.startswith("Validation crashed") and finding.step == 5
    # Flatten passed the wrong size on and `logits` broke: the origin named is
    # the data against the declared input.
    assert finding.layer == "logits" and finding.evidence["source"] == "the data"
    assert finding.evidence["actual"] == "(16, 5, 5)" and finding.evidence["expected"] == "(None, 6, 6)"
    assert "(16, 25)" in finding.summary


# Custom training loops.


@pytest.mark.parametrize("squeeze", [False, True], ids=["broadcast", "fixed"])
def test_monitor_checks_a_hand_written_loss(tmp_path, squeeze):
    model = keras.Sequential([keras.Input((6, 6)), keras.layers.Flatten(), keras.layers.Dense(1, name="score")])
    optimizer = keras.optimizers.SGD(0.01)
    y = IMAGES.reshape(64, -1).sum(axis=1)  # (N,)
    monitor = tb_trainhealth.Monitor(tmp_path / "loop")

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            pred = model(x, training=True)  # (N, 1)
            if squeeze:
                pred = tf.squeeze(pred, axis=-1)
            monitor.check_loss_shapes(y, pred, layer="score")  # at trace time
            loss = tf.reduce_mean(tf.square(y - pred))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply(grads, model.trainable_variables)
        return loss

    for i in range(0, 64, 16):
        monitor.step(loss=train_step(IMAGES[i:i + 16], y[i:i + 16]))
    problem = monitor.check_loss_shapes(y[:16], model(IMAGES[:16]))  # eager: returns it too
    assert problem is not None and problem["broadcast"] == [16, 16]
    monitor.close()

    result = diagnose_dir(tmp_path)["loop"]
    found = [f for f in result.findings if f.kind == "input_spec_mismatch"]
    if squeeze:
        # Only the eager check above, on purpose unsqueezed.
        assert [f.evidence["broadcast_to"] for f in found] == ["(16, 16)"]
    else:
        # The trace's check and the eager one see the same pair: written once.
        assert len(found) == 1 and found[0].layer == "score"
        assert found[0].evidence["broadcast_to"] == "(16, 16)" and found[0].severity == "critical"
        assert "tf.squeeze(y_pred, axis=-1)" in found[0].fix.code
    assert node_state(result, "shape") == "triggered"


def test_monitor_with_matching_shapes_clears_the_shape_node(tmp_path):
    with tb_trainhealth.Monitor(tmp_path / "loop") as monitor:
        assert monitor.check_loss_shapes(np.zeros((8, 1)), tf.zeros((8, 1))) is None
        monitor.step(loss=1.0)
    result = diagnose_dir(tmp_path)["loop"]
    assert result.status == "healthy" and node_state(result, "shape") == "clear"


# Rules on hand-made events.


def _run(*events):
    return RunData(run="r", series={}, events=[Event(kind, step, payload, 0.0) for kind, step, payload in events])


PAYLOADS = [
    {"cause": "input_shape", "layer": "dense", "layer_class": "Dense", "expected": [None, 784],
     "actual": [None, 28, 28], "source": "data", "input_layer": "input_layer"},
    {"cause": "layer_input", "layer": "dense", "layer_class": "Dense", "expected": [None, 20],
     "actual": [None, 10], "source": "data"},
    {"cause": "layer_input", "layer": "dense_2", "layer_class": "Dense", "expected": [None, 64],
     "actual": [None, 32], "source": "layer", "source_layer": "dense_1", "source_class": "Dense"},
    {"cause": "layer_rank", "layer": "lstm", "layer_class": "LSTM", "expected_text": "rank 3",
     "actual": [None, 100], "source": "layer", "source_layer": "dense",
     "details": {"rank_rule": "ndim", "rank": 3, "got_rank": 2}},
    {"cause": "layer_rank", "layer": "conv", "layer_class": "Conv2D", "expected_text": "rank >= 4",
     "actual": [None, 28, 28], "source": "data", "details": {"rank_rule": "min_ndim", "rank": 4, "got_rank": 3}},
    {"cause": "reshape_size", "layer": "reshape", "layer_class": "Reshape", "expected": [None, 7, 7, 3],
     "actual": [None, 100], "source": "layer", "source_layer": "dense", "source_class": "Dense",
     "details": {"input_size": 100, "target_shape": [7, 7, 3], "target_size": 147}},
    {"cause": "integer_labels_categorical_loss", "layer": "out", "expected": [None, 10], "actual": [None],
     "details": {"classes": 10, "units": 10, "labels": {"shape": [None], "dtype": "int64"},
                 "output": {"shape": [None, 10]}, "loss": {"name": "categorical_crossentropy"}}},
    {"cause": "one_hot_labels_sparse_loss", "layer": "out", "expected": [None], "actual": [None, 10],
     "details": {"labels": {"shape": [None, 10]}, "output": {"shape": [None, 10]},
                 "loss": {"name": "sparse_categorical_crossentropy", "from_logits": True}}},
    {"cause": "output_units", "layer": "out", "details": {"units": 1, "classes": None,
                                                         "output": {"shape": [None, 1]}}},
    {"cause": "extra_output_dims", "layer": "dense", "layer_class": "Dense", "expected": [None, 10],
     "actual": [None, 28, 10], "details": {"culprit_input": [None, 28, 28], "labels": {"shape": [None]},
                                           "output": {"shape": [None, 28, 10]}}},
    {"cause": "loss_broadcast", "layer": "out", "expected": [None, 2], "actual": [None],
     "details": {"labels": {"shape": [None]}, "output": {"shape": [None, 2]}, "binary_units": 2,
                 "broadcast": None, "compared": [[None], [None, 2]], "loss": {"name": "binary_crossentropy"}}},
    {"cause": "rnn_state", "layer": "decoder", "layer_class": "LSTM", "expected": [None, 128],
     "actual": [16, 256], "source": "layer", "source_layer": "encoder", "source_class": "LSTM",
     "details": {"units": 128, "state_units": 256, "sequences": True, "source_units": 256}},
    {"cause": "loss_broadcast", "layer": "out", "expected": [None, 100], "actual": [None, 1],
     "details": {"labels": {"shape": [None, 1]}, "output": {"shape": [None, 100]}, "broadcast": [None, 100],
                 "compared": [[None, 1], [None, 100]], "loss": {"name": "mse"}, "label_min": 3,
                 "label_max": 41}},
    {"cause": "runtime_shapes", "layer": None, "node": "model/add", "expected": [8, 10], "actual": [8, 5],
     "message": "Incompatible shapes: [8,10] vs. [8,5]", "error_type": "InvalidArgumentError"},
    {"cause": "cardinality", "details": {"x_size": "64", "y_size": "40"}},
    {"cause": "layer_call", "layer": "concat", "layer_class": "Concatenate", "actual": [None, 3],
     "source": "layer", "source_layer": "a", "message": "A Concatenate layer requires inputs with matching shapes"},
]


@pytest.mark.parametrize("payload", PAYLOADS, ids=[p["cause"] + str(i) for i, p in enumerate(PAYLOADS)])
def test_every_cause_has_a_summary_and_a_fix_that_parses(payload):
    finding = one(diagnose(_run(("shape_mismatch", 3, dict(payload, fit=1)))), "shape_mismatch")
    assert finding.summary.startswith("Training crashed on a shape error: ")
    assert finding.fix.text and finding.fix.code
    compile(finding.fix.code, "<fix>", "exec")  # the fix is Python, ready to paste
    assert finding.layer == payload.get("layer") and finding.evidence["cause"] == payload["cause"]
    for key in ("expected", "actual"):
        if payload.get(key) is not None:
            assert finding.evidence[key].startswith("(")


def test_one_target_per_sample_over_many_units_says_what_mse_does():
    # Issue 44: y (N, 1) under mse against Dense(100): broadcast, not one-hot rows.
    problem = {"check": "loss_broadcast", "layer": "out", "layer_class": "Dense", "expected": [None, 100],
               "actual": [None, 1], "labels": {"shape": [None, 1], "dtype": "float32"},
               "output": {"shape": [None, 100]}, "loss": {"name": "mse", "family": "elementwise"},
               "compared": [[None, 1], [None, 100]], "broadcast": [None, 100], "label_min": 0, "label_max": 1}
    result = diagnose(_run(("input_spec_mismatch", 0, {"problems": [problem], "fit": 1})))
    finding = one(result, "input_spec_mismatch")
    assert "broadcasts them to (None, 100)" in finding.summary
    assert "compared with each of the 100 outputs" in finding.summary
    assert 'keras.layers.Dense(1, name="out")  # `out`, was Dense(100)' in finding.fix.code
    assert "binary_crossentropy" in finding.fix.code  # 0/1 targets: a yes/no label
    ids = dict(problem, label_min=0, label_max=41)
    finding = one(diagnose(_run(("input_spec_mismatch", 0, {"problems": [ids], "fit": 1}))), "input_spec_mismatch")
    assert "class ids 0..41" in finding.fix.code and "sparse_categorical_crossentropy" in finding.fix.code
    real = {k: v for k, v in problem.items() if not k.startswith("label_")}
    finding = one(diagnose(_run(("input_spec_mismatch", 0, {"problems": [real], "fit": 1}))), "input_spec_mismatch")
    assert "# or" not in finding.fix.code  # a real number: one unit, nothing else offered


def test_preflight_problem_folded_into_the_crash_it_caused():
    problem = {"check": "integer_labels_categorical_loss", "layer": "out", "expected": [None, 4], "actual": [None]}
    other = {"check": "loss_broadcast", "layer": "aux", "expected": [None, 1], "actual": [None, 3],
             "loss": {"name": "my_loss", "family": "unknown"}, "broadcast": [None, 3]}
    crash = {"cause": "integer_labels_categorical_loss", "layer": "out", "fit": 1}
    result = diagnose(_run(("input_spec_mismatch", 0, {"problems": [problem, other], "fit": 1}),
                           ("shape_mismatch", 1, crash)))
    assert sorted((f.kind, f.layer, f.severity) for f in result.findings) == [
        ("input_spec_mismatch", "aux", "warning"),  # a custom loss may mean to broadcast
        ("shape_mismatch", "out", "critical"),
    ]


def test_shape_table_alone_clears_the_shape_node():
    result = diagnose(_run(("shape_table", 0, {"rows": [], "complete": True})))
    assert result.findings == [] and node_state(result, "shape") == "clear"
