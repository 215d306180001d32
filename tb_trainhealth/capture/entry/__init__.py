"""How capture attaches to training: the `TrainHealth` callback, `autolog()` (every `fit` of the
process, no code change), and `Monitor` for custom loops."""
