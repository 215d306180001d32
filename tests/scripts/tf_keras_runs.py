"""Legacy Keras 2 (tf_keras) runs, the way its users write them: `tf.keras`
with TF_USE_LEGACY_KERAS=1 (set by the test's environment, before
TensorFlow is imported).

    python tf_keras_runs.py LOGDIR   # healthy/ nan_loss/ shape_error/ steps_per_call/ autolog/
"""

import sys

import numpy as np
import tensorflow as tf

import tb_trainhealth

keras = tf.keras
assert keras.__name__.startswith("tf_keras"), keras.__name__
logdir = sys.argv[1]
rng = np.random.default_rng(0)
x = rng.normal(size=(256, 10)).astype("float32")
y = (x[:, 0] + x[:, 1] > 0).astype("int32")


def classifier():
    model = keras.Sequential([
        keras.layers.Dense(32, activation="relu", input_shape=(10,)),
        keras.layers.Dense(16, activation="relu"),
        keras.layers.Dense(2),
    ])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    return model


keras.utils.set_random_seed(0)
watched = classifier().fit(x, y, epochs=2, batch_size=32, verbose=0,
                           callbacks=[tb_trainhealth.TrainHealth(f"{logdir}/healthy")])
keras.utils.set_random_seed(0)
bare = classifier().fit(x, y, epochs=2, batch_size=32, verbose=0)
# The test compares these: the callback changes nothing in the training.
print("losses with TrainHealth:", repr(watched.history["loss"]))
print("losses without:", repr(bare.history["loss"]))

# NaN in one record: the loss is NaN at step 3 (batch 32, record 70).
x_nan = x.copy()
x_nan[70, 0] = np.nan
keras.utils.set_random_seed(0)
model = classifier()
history = model.fit(x_nan, y, epochs=2, batch_size=32, shuffle=False, verbose=0,
                    callbacks=[tb_trainhealth.TrainHealth(f"{logdir}/nan_loss")])
print("nan_loss trained", len(history.history["loss"]), "epochs; stopped:", model.stop_training)

# Class ids into a categorical loss: fit crashes on the shapes.
model = keras.Sequential([keras.layers.Dense(4, input_shape=(10,))])
model.compile("adam", keras.losses.CategoricalCrossentropy(from_logits=True))
try:
    model.fit(x, y, epochs=1, batch_size=32, verbose=0,
              callbacks=[tb_trainhealth.TrainHealth(f"{logdir}/shape_error")])
except Exception as error:
    print("shape_error: fit failed as intended:", type(error).__name__)

# steps_per_execution=8 over 44 steps (the last call runs 4), log(0) in a
# custom layer at batch 21: tests/test_steps_per_execution.py's Keras 3 case.
class LogFeatures(keras.layers.Layer):
    def call(self, inputs):
        return tf.math.log(inputs)


x_pos = (np.abs(rng.normal(size=(44 * 16, 4))) + 0.5).astype("float32")
x_pos[20 * 16 + 3, 1] = 0.0
y_reg = rng.normal(size=(len(x_pos), 1)).astype("float32")
keras.utils.set_random_seed(0)
model = keras.Sequential([keras.Input((4,)), LogFeatures(name="log_features"), keras.layers.Dense(8, activation="tanh"),
                          keras.layers.Dense(1)])
model.compile(keras.optimizers.SGD(1e-2), "mse", steps_per_execution=8)
model.fit(x_pos, y_reg, batch_size=16, epochs=1, shuffle=False, verbose=0,
          callbacks=[tb_trainhealth.TrainHealth(f"{logdir}/steps_per_call", stop_on_nonfinite=False)])

# Zero code: autolog instruments tf_keras's fit too.
tb_trainhealth.autolog(logdir=f"{logdir}/autolog")
keras.utils.set_random_seed(0)
classifier().fit(x, y, epochs=1, batch_size=32, verbose=0)
