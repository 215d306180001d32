"""Knowledge distillation as keras.io writes it ("Knowledge Distillation",
the `train_step` version): a teacher trained first, then a `Distiller`
(a `keras.Model` subclass with its own `compile` and `train_step`, no
`call()`) whose step runs the teacher with `training=False` and applies
the gradients to the student's variables only. The teacher stays as it
was on purpose. Healthy."""

import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(5)

FEATURES, CLASSES = 16, 4


class Distiller(keras.Model):
    def __init__(self, student, teacher):
        super().__init__()
        self.teacher = teacher
        self.student = student
        self.loss_tracker = keras.metrics.Mean(name="loss")

    @property
    def metrics(self):
        return [self.loss_tracker]

    def compile(self, optimizer, student_loss_fn, distillation_loss_fn, alpha=0.1, temperature=3):
        super().compile(optimizer=optimizer)
        self.student_loss_fn = student_loss_fn
        self.distillation_loss_fn = distillation_loss_fn
        self.alpha = alpha
        self.temperature = temperature

    def train_step(self, data):
        x, y = data
        teacher_predictions = self.teacher(x, training=False)
        with tf.GradientTape() as tape:
            student_predictions = self.student(x, training=True)
            student_loss = self.student_loss_fn(y, student_predictions)
            distillation_loss = self.distillation_loss_fn(
                tf.nn.softmax(teacher_predictions / self.temperature, axis=1),
                tf.nn.softmax(student_predictions / self.temperature, axis=1),
            ) * self.temperature ** 2
            loss = self.alpha * student_loss + (1 - self.alpha) * distillation_loss
        # Only the student learns: the teacher is fixed.
        trainable_vars = self.student.trainable_variables
        gradients = tape.gradient(loss, trainable_vars)
        self.optimizer.apply_gradients(zip(gradients, trainable_vars))
        self.loss_tracker.update_state(loss)
        return {"loss": self.loss_tracker.result(), "student_loss": student_loss,
                "distillation_loss": distillation_loss}


rng = np.random.default_rng(5)
x = rng.normal(size=(2048, FEATURES)).astype("float32")
y = np.argmax(np.tanh(x @ rng.normal(size=(FEATURES, CLASSES))) + 0.3 * x[:, :CLASSES] ** 2, axis=1).astype("int32")

teacher = keras.Sequential(
    [keras.Input((FEATURES,)), keras.layers.Dense(128, activation="relu"), keras.layers.Dense(128, activation="relu"),
     keras.layers.Dense(CLASSES)],
    name="teacher")
student = keras.Sequential(
    [keras.Input((FEATURES,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(CLASSES)],
    name="student")

teacher.compile(optimizer=keras.optimizers.Adam(1e-3),
                loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
history = teacher.fit(x, y, batch_size=64, epochs=4, verbose=0, shuffle=False)
for epoch, loss in enumerate(history.history["loss"]):
    print(f"@@ teacher epoch {epoch} loss {loss:.6f}")

distiller = Distiller(student=student, teacher=teacher)
distiller.compile(optimizer=keras.optimizers.Adam(1e-3),
                  student_loss_fn=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  distillation_loss_fn=keras.losses.KLDivergence(), alpha=0.1, temperature=3)
history = distiller.fit(x, y, batch_size=64, epochs=6, verbose=0, shuffle=False)
for epoch, (loss, student_loss) in enumerate(zip(history.history["loss"], history.history["student_loss"])):
    print(f"@@ distiller epoch {epoch} loss {loss:.6f} student_loss {student_loss:.6f}")
