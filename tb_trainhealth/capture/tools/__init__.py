"""The TensorFlow tools capture uses, below it so that no import runs upward: the
batch-size search and the device's memory, the replay of a bad step under
check_numerics, and the minimal repro script. The CLI reaches them here too."""
