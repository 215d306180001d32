"""A siamese network trained with a contrastive loss (keras.io's "Image
similarity estimation using a Siamese Network with a contrastive loss"):
two inputs through one shared tower, the Euclidean distance between
their embeddings, a loss written as a function. Healthy."""

import keras
import numpy as np
from keras import layers, ops

keras.utils.set_random_seed(13)
rng = np.random.default_rng(13)
classes = rng.normal(size=(5, 10)).astype("float32")
labels = rng.integers(0, 5, size=2000)
points = (classes[labels] + 0.3 * rng.normal(size=(2000, 10))).astype("float32")
left, right = rng.integers(0, 2000, size=1024), rng.integers(0, 2000, size=1024)
same = (labels[left] == labels[right]).astype("float32")


def contrastive_loss(margin=1.0):
    def loss(y_true, y_pred):
        square_pred = ops.square(y_pred)
        margin_square = ops.square(ops.maximum(margin - y_pred, 0))
        return ops.mean((1 - y_true) * square_pred + y_true * margin_square)
    return loss


tower = keras.Sequential([keras.Input((10,)), layers.Dense(16, activation="tanh"), layers.Dense(8)], name="tower")
a, b = keras.Input((10,)), keras.Input((10,))
distance = layers.Lambda(lambda t: ops.sqrt(ops.maximum(ops.sum(ops.square(t[0] - t[1]), axis=1, keepdims=True),
                                                        1e-7)))([tower(a), tower(b)])
output = layers.Dense(1, activation="sigmoid")(layers.BatchNormalization()(distance))
siamese = keras.Model([a, b], output)
siamese.compile(loss=contrastive_loss(), optimizer="rmsprop", metrics=["accuracy"])
history = siamese.fit([points[left], points[right]], 1.0 - same, batch_size=32, epochs=3, verbose=0, shuffle=False)
print("@@ loss", [f"{v:.9g}" for v in history.history["loss"]])
print("@@ accuracy", [f"{v:.9g}" for v in history.history["accuracy"]])
