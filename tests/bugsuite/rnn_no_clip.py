"""Bug: a SimpleRNN regressor on long sequences with large recurrent
weights and plain SGD at 0.1: the gradient through 80 time steps blows up
and the loss goes to Inf. Fixed: SGD(0.01, clipnorm=1.0) and the default
orthogonal initialiser."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(28)
x = rng.normal(size=(256, 80, 1)).astype("float32")
y = x[:, -10:, 0].sum(axis=1, keepdims=True).astype("float32")
init = "orthogonal" if FIXED else keras.initializers.RandomNormal(stddev=0.6)
model = keras.Sequential([keras.Input(shape=(80, 1)),
                          keras.layers.SimpleRNN(32, recurrent_initializer=init, name="rnn"),
                          keras.layers.Dense(1)])
opt = keras.optimizers.SGD(0.01, clipnorm=1.0) if FIXED else keras.optimizers.SGD(0.1)
model.compile(optimizer=opt, loss="mse")
model.fit(x, y, epochs=3, batch_size=16, verbose=0)
