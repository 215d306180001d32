"""Bug: a sequence regressor (predict the next value of a noisy sine) whose
LSTM keeps return_sequences=True from a stacked-LSTM example: the Dense
after it predicts at every time step, output (batch, 20, 1) against
targets (batch, 1), and the loss broadcasts the one target over all 20
steps without an error. Fixed: return_sequences=False on the last LSTM."""

import sys

import keras
import numpy as np

FIXED = "--fixed" in sys.argv

t = np.arange(0, 200, 0.1)
wave = np.sin(t) + np.random.normal(scale=0.1, size=t.shape)
windows = np.stack([wave[i:i + 21] for i in range(0, 1200, 3)]).astype("float32")
x, y = windows[:, :20, None], windows[:, 20:]

model = keras.Sequential([
    keras.Input(shape=(20, 1)),
    keras.layers.LSTM(16, return_sequences=not FIXED),
    keras.layers.Dense(1),
])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, epochs=3, batch_size=32, verbose=0)
