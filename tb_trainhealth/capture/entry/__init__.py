"""How capture attaches to training: the `TrainHealth` callback, `autolog()` (every `fit` of the
process, no code change), `Monitor` for custom loops, and the multi-worker glue."""
