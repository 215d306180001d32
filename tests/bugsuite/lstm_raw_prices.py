"""Bug: an LSTM forecaster on raw stock prices (around 1500): the LSTM's
gates saturate and the loss barely moves. Fixed: prices standardised
(and predictions in standardised units)."""
import sys
import keras
import numpy as np
FIXED = "--fixed" in sys.argv
rng = np.random.default_rng(43)
price = 1500 + np.cumsum(rng.normal(scale=5.0, size=1400))
windows = np.stack([price[i:i + 21] for i in range(0, 1360, 4)])
if FIXED:
    windows = (windows - price.mean()) / price.std()
x, y = windows[:, :20, None].astype("float32"), windows[:, 20:].astype("float32")
model = keras.Sequential([keras.Input(shape=(20, 1)), keras.layers.LSTM(16, name="lstm"), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, epochs=4, batch_size=16, verbose=0)
