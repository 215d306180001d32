"""A train_on_batch loop with every other kind of call between its steps
(evaluate, predict, test_on_batch, predict_on_batch, model(x)), as
StackOverflow loops are written. Usage: train_on_batch_mixed.py ITERATIONS"""

import sys

import numpy as np
from tensorflow import keras

iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 6)).astype("float32")
y = (x[:, 0] + x[:, 1] > 0).astype("float32")
model = keras.Sequential([keras.Input((6,)), keras.layers.Dense(8, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
for i in range(iterations):
    at = (i * 16) % 496
    loss, accuracy = model.train_on_batch(x[at:at + 16], y[at:at + 16])
    if i % 100 == 0:
        print(i, "train", repr(float(loss)), repr(float(accuracy)))
        print(i, "evaluate", [repr(float(v)) for v in model.evaluate(x[:64], y[:64], verbose=0)])
    if i % 250 == 0:
        print(i, "predict", repr(float(model.predict(x[:32], verbose=0).sum())))
        print(i, "test_on_batch", [repr(float(v)) for v in model.test_on_batch(x[:32], y[:32])])
        print(i, "predict_on_batch", repr(float(model.predict_on_batch(x[:32]).sum())))
        print(i, "call", repr(float(keras.ops.sum(model(x[:8])))), repr(float(keras.ops.sum(model(x[:8], training=True)))))
print("weights", repr(float(sum(float(np.abs(w).sum()) for w in model.get_weights()))))
